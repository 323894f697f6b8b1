"""When two values of a memory are the same value (pure): the one definition governance merges by."""

import re
import unicodedata


def normalise_value(text: str) -> str:
    """A value as compared for duplicates: NFKC (full width → half width), case-folded, thousands
    separators and spacing around non-ASCII characters dropped, whitespace collapsed, closing
    punctuation removed."""
    value = unicodedata.normalize("NFKC", text).casefold()
    value = re.sub(r"(?<=\d),(?=\d{3}(?!\d))", "", value)
    value = re.sub(r"\s*([^\x00-\x7f])\s*", r"\1", re.sub(r"\s+", " ", value).strip())
    return value.rstrip("。.!！")
