"""When two values of a memory are the same value (pure): the one definition governance merges by and
the read path reports disagreements by (``retrieval.conflicts``)."""

import re
import unicodedata
from typing import Protocol


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


def same_value(a: Stated, b: Stated) -> bool:
    """Both say the same: their values when both have one, else their contents, normalised."""
    if a.object_value is not None and b.object_value is not None:
        return normalise_value(a.object_value) == normalise_value(b.object_value)
    return normalise_value(a.content) == normalise_value(b.content)
