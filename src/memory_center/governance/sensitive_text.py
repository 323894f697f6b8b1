"""The text the sensitive-data detector reads: normalised, with a way back to the text as written.

A secret can be written in forms no pattern lists one by one: full-width digits, non-breaking or thin
spaces between the groups of a card number, a zero-width space inside a key, a Unicode minus or dash
as a separator. The detector therefore reads a normalised view, character by character:

- NFKC (full width → ASCII, compatibility forms folded);
- every kind of white space (NBSP, thin, narrow, ideographic, line separators, …) → one ASCII space;
- format characters (zero-width spaces and joiners, soft hyphens, byte-order marks) → nothing;
- every dash (Unicode category Pd, the minus sign) → ``-``; middle dots and bullets → ``.``;
- every decimal digit of any script → its ASCII digit.

Each character of the view remembers which character of the original it came from, so a span found in
the view is a span of the original: redaction removes the original's characters, whatever their form,
and the rest of the text is kept exactly as written. ASCII text is its own view (no map is built).
"""

import unicodedata
from dataclasses import dataclass
from functools import lru_cache

_DOTS = frozenset("\u00b7\u2022\u2024\u2027\u2219\u22c5\u30fb\uff65")


@lru_cache(maxsize=8192)
def fold(character: str) -> str:
    """What one character of the original becomes in the view (possibly nothing, possibly several)."""
    if character.isascii():
        return character
    category = unicodedata.category(character)
    if character.isspace() or category == "Zs":
        return " "
    if category == "Cf":
        return ""
    if category == "Pd" or character == "\u2212":
        return "-"
    if character in _DOTS:
        return "."
    digit = unicodedata.decimal(character, None)
    if digit is not None:
        return str(digit)
    return unicodedata.normalize("NFKC", character)


@dataclass(frozen=True, slots=True)
class NormalText:
    """The normalised view ``text`` of an original, and ``origins[i]``: the original index of ``text[i]``
    (None: the view is the original)."""

    text: str
    origins: tuple[int, ...] | None

    def original_span(self, start: int, end: int) -> tuple[int, int]:
        """The original characters that the view's ``text[start:end]`` came from (``end > start``)."""
        if self.origins is None:
            return start, end
        return self.origins[start], self.origins[end - 1] + 1


def normalise(text: str) -> NormalText:
    if text.isascii():
        return NormalText(text, None)
    pieces: list[str] = []
    origins: list[int] = []
    for index, character in enumerate(text):
        folded = fold(character)
        pieces.append(folded)
        origins.extend([index] * len(folded))
    return NormalText("".join(pieces), tuple(origins))
