"""When two values of a memory are the same value (pure): the one definition governance merges by and
the read path reports disagreements by (``retrieval.conflicts``); and the canonical form of a key's
subject and predicate, which extractors, agents' proposals and governance all compare keys in."""

import re
import unicodedata
from typing import Protocol

MAX_KEY_PART_CHARS = 64
_SPACES = re.compile(r"\s+")


class Stated(Protocol):
    """Anything that states a value: a draft, an existing fact, a fact record."""

    @property
    def object_value(self) -> str | None: ...

    @property
    def content(self) -> str: ...


def normalise_value(text: str) -> str:
    """A value as compared for duplicates: NFKC (full width → half width), case-folded, thousands
    separators and spacing around non-ASCII characters dropped, whitespace collapsed, closing
    punctuation removed."""
    value = unicodedata.normalize("NFKC", text).casefold()
    value = re.sub(r"(?<=\d),(?=\d{3}(?!\d))", "", value)
    value = re.sub(r"\s*([^\x00-\x7f])\s*", r"\1", re.sub(r"\s+", " ", value).strip())
    return value.rstrip("。.!！")


def canonical_key_part(text: str) -> str:
    """A subject or predicate as a comparable key: NFKC (full width → half width), case-folded,
    single-spaced, bounded to ``MAX_KEY_PART_CHARS``."""
    folded = unicodedata.normalize("NFKC", text).casefold()
    return _SPACES.sub(" ", folded).strip()[:MAX_KEY_PART_CHARS].strip()


def same_value(a: Stated, b: Stated) -> bool:
    """Both say the same: their values when both have one, else their contents, normalised."""
    if a.object_value is not None and b.object_value is not None:
        return normalise_value(a.object_value) == normalise_value(b.object_value)
    return normalise_value(a.content) == normalise_value(b.content)
