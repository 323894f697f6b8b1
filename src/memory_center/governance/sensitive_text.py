"""The text the sensitive-data detector reads: normalised, with a way back to the text as written.

A secret can be written in forms no pattern lists one by one: full-width digits, non-breaking or thin
spaces between the groups of a card number, a zero-width space inside a key, a Unicode minus or dash
as a separator. The detector therefore reads a normalised view, character by character:

- NFKC (full width → ASCII, compatibility forms folded);
- every kind of white space (NBSP, thin, narrow, ideographic, line separators, …) → one ASCII space;
- format characters (zero-width spaces and joiners, soft hyphens, byte-order marks) → nothing;
- every dash (Unicode category Pd, the minus sign) → ``-``; middle dots and bullets → ``.``;
- every decimal digit of any script → its ASCII digit;
- a word spelled out with the same gap between its letters ("P A S S W O R D", "p-a-s-s-w-o-r-d",
  "p.a.s.s.w.o.r.d", "p_a_s_s", five letters or more) → the word;
- Cyrillic and Greek letters drawn like Latin ones → those (``CONFUSABLES``: "раssword" with a Cyrillic
  р and а is read as "password");
- markdown emphasis around a word ("**password:** …", "- **PIN**: 4402", "__pw__") → nothing;
- a percent-encoded printable ASCII character ("password%3DHunter2024%21") → that character;
- Cantonese's "is" and "of" (``CANTONESE``: 係, 嘅) → Mandarin's (是, 的), so that every Chinese label reads
  its connector the same ("身份證號碼係 K374815(4)", "我嘅密碼係 …"; session 30).

The view records where it differs from the original, so a span found in the view is a span of the
original: redaction removes the original's characters, whatever their form, and the rest of the text
is kept exactly as written. Text whose characters never fold (ASCII, CJK ideographs and the usual CJK
punctuation) is its own view, found without a per-character loop.
"""

import base64
import bisect
import re
import unicodedata
from collections.abc import Callable
from dataclasses import dataclass
from functools import lru_cache

_DOTS = frozenset("\u00b7\u2022\u2024\u2027\u2219\u22c5\u30fb\uff65")
CONFUSABLES = {
    **dict(zip("аеорсухіјѕԁԛԝ", "aeopcyxijsdqw", strict=True)),  # Cyrillic lower case
    **dict(zip("АВЕКМНОРСТХІЈЅ", "ABEKMHOPCTXIJS", strict=True)),  # Cyrillic upper case
    **dict(zip("ΑΒΕΖΗΙΚΜΝΟΡΤΥΧο", "ABEZHIKMNOPTYXo", strict=True)),  # Greek
}
"""Letters of other scripts drawn exactly like a Latin letter: a label spelled with them ("раssword")
is read as the label. Letters that only resemble one (к, п, н) are kept."""


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
    if character in CONFUSABLES:
        return CONFUSABLES[character]
    digit = unicodedata.decimal(character, None)
    if digit is not None:
        return str(digit)
    folded = unicodedata.normalize("NFKC", character)
    # a spacing accent (´ ¨ ˜ ¸) folds to a space and its combining mark: kept whole, so that it never
    # splits a value it stands in ("password: `´00") where the original has no space
    return character if folded[:1].isspace() else folded


def fold_word(word: str) -> str:
    """A word as the view reads it (each character folded): "пароль" is "пapoль"."""
    return "".join(map(fold, word))


FENCE = r"(?:(?:```|~~~)[\w-]*[ \t]*\n\s*)?"
"""A fenced block opened right after a label and its connector: its first line is the value (probe 17:
"backup codes:\n```\nkq8w-2mzp\n…", read by ``sensitive_codes`` and ``sensitive_shapes``)."""


def typos(word: str) -> tuple[str, ...]:
    """``word`` mistyped once: two neighbouring letters swapped ("passowrd", "passwrod") or one letter
    left out ("pssword", "passwrd"), each once, longest first (docs/security.md, "Session 24: Probe 16")."""
    swapped = (word[:at] + word[at + 1] + word[at] + word[at + 2 :] for at in range(len(word) - 1))
    dropped = (word[:at] + word[at + 1 :] for at in range(len(word)))
    return tuple(sorted({*swapped, *dropped} - {word}, key=lambda typo: (-len(typo), typo)))


@dataclass(frozen=True, slots=True)
class NormalText:
    """The normalised view ``text`` of an original, and where the view differs from it: ``changes[k]``
    is ``(view_start, original_index, view_length)`` of the k-th original character that folded to
    something else, in order (none: the view is the original)."""

    text: str
    changes: tuple[tuple[int, int, int], ...] = ()
    _starts: tuple[int, ...] = ()

    def _original(self, at: int) -> int:
        k = bisect.bisect_right(self._starts, at) - 1
        if k < 0:
            return at
        view_start, original, length = self.changes[k]
        if at < view_start + length:
            return original  # inside what one original character became
        return original + 1 + (at - view_start - length)

    def original_span(self, start: int, end: int) -> tuple[int, int]:
        """The original characters that the view's ``text[start:end]`` came from (``end > start``)."""
        if not self.changes:
            return start, end
        return self._original(start), self._original(end - 1) + 1


# Characters that never fold (ASCII, CJK ideographs, the ideographic comma and full stop, CJK quotes and
# brackets): text made of them only is its own view, found without looking at each character.
_MAY_FOLD = re.compile(
    r"[^\x00-\x7f\u3400-\u4dbf\u4e00-\u9fff\u3001\u3002\u3008-\u3011\u2018\u2019\u201c\u201d]"
)


_SPACED_LETTERS = re.compile(
    r"(?<![A-Za-z0-9])[A-Za-z](?P<gap> {1,3}| ?[-._*] ?)[A-Za-z](?:(?P=gap)[A-Za-z]){3,}(?![A-Za-z0-9])"
)
"""Five or more letters, the same short gap between each (one to three spaces, or a dash, dot,
underscore or star): a word spelled out ("P A S S W O R D", "p-a-s-s-w-o-r-d", "p.a.s.s.w.o.r.d"),
read joined."""


CANTONESE = {"係": "是", "嘅": "的"}
"""Cantonese words read as their Mandarin twins: the copula and the possessive."""
_CANTONESE = re.compile(r"(?<![關关聯联維维])係(?![數数])|嘅")
"""係 as a word: not inside 關係 (a relation), 聯係, 維係 or 係數 (a coefficient)."""


_SPACED_HINT = re.compile(r"[ ._*-][A-Za-z][ ._*-]{1,3}[A-Za-z][ ._*-]")
"""Two single letters between gaps, found in every word spelled out (and rarely elsewhere): a quick
search before the exact one (one search with the markup's hints too was twice as slow)."""
_NOTHING: tuple[list[int], dict[int, str]] = ([], {})
"""What most texts drop and replace (never changed)."""


def _dropped_and_replaced(text: str) -> tuple[list[int], dict[int, str]]:
    """The characters the view drops (the gaps of words spelled out, emphasis markers, a percent
    escape's hex digits) and those it replaces (an escape's "%", by the character it encodes)."""
    spaced = _SPACED_HINT.search(text) is not None
    cantonese = not text.isascii() and ("係" in text or "嘅" in text)
    if "**" not in text and "__" not in text and "%" not in text and not cantonese:
        return (_spaced_gaps(text), {}) if spaced else _NOTHING
    dropped, replaced = _markup(text)
    if cantonese:
        replaced |= {match.start(): CANTONESE[match[0]] for match in _CANTONESE.finditer(text)}
    return (_spaced_gaps(text) if spaced else []) + dropped, replaced


def _spaced_gaps(text: str) -> list[int]:
    """The characters of the gaps inside every word spelled out letter by letter."""
    return [
        k
        for run in _SPACED_LETTERS.finditer(text)
        for k in range(run.start(), run.end())
        if not text[k].isalpha()
    ]


_EMPHASIS = re.compile(r"(?<![*_\w])(?:\*\*|__)(?=\w)|(?<=[\w:：])(?:\*\*|__)(?![*_\w])")
"""Markdown emphasis markers opening before a word or closing after one (or after its colon): never
inside a word ("ab**cd" keeps its stars)."""
_PERCENT = re.compile(r"%(?:2[0-9A-Fa-f]|[3-6][0-9A-Fa-f]|7[0-9A-Ea-e])")
"""A percent-encoded printable ASCII character (0x20-0x7E)."""


def _markup(text: str) -> tuple[list[int], dict[int, str]]:
    """Emphasis markers and percent escapes: see ``_dropped_and_replaced``."""
    dropped: list[int] = []
    replaced: dict[int, str] = {}
    if "**" in text or "__" in text:
        dropped += [k for match in _EMPHASIS.finditer(text) for k in range(match.start(), match.end())]
    if "%" in text:
        for match in _PERCENT.finditer(text):
            replaced[match.start()] = chr(int(text[match.start() + 1 : match.end()], 16))
            dropped += [match.start() + 1, match.start() + 2]
    return dropped, replaced


def normalise(text: str) -> NormalText:
    gaps, replaced = _dropped_and_replaced(text)
    if text.isascii() and not gaps:
        return NormalText(text)
    pieces: list[str] = []
    changes: list[tuple[int, int, int]] = []
    copied = 0  # original characters copied into pieces so far
    shift = 0  # view length minus original length so far
    folding = (match.start() for match in _MAY_FOLD.finditer(text))
    dropped = frozenset(gaps)
    for index in sorted({*folding, *gaps, *replaced}) if gaps or replaced else folding:
        folded = "" if index in dropped else fold(text[index])
        if replaced and index in replaced:
            folded = replaced[index]
        if folded == text[index]:
            continue
        pieces.append(text[copied:index])
        changes.append((index + shift, index, len(folded)))
        pieces.append(folded)
        shift += len(folded) - 1
        copied = index + 1
    if not changes:
        return NormalText(text)
    pieces.append(text[copied:])
    return NormalText("".join(pieces), tuple(changes), tuple(change[0] for change in changes))


def decoded_base64(token: str, sensitive: Callable[[str], bool]) -> str | None:
    """The text that a run of base64 encodes, when it is text and holds something sensitive: a password
    line, a card number or a key sent encoded ("cHc6IGh1bnRlcjI=" is "pw: hunter2") is as sensitive
    as the line itself. Only a run that can be base64 is decoded: a multiple of four characters, with an
    upper and a lower case letter (a word in lower case is none); what it decodes to must be printable
    UTF-8 text, and ``sensitive`` (the detector) must find something in it."""
    if len(token) % 4 or not _BASE64_SHAPED.fullmatch(token):
        return None
    try:
        text = base64.b64decode(token, altchars=b"-_", validate=True).decode("utf-8")
    except (ValueError, UnicodeDecodeError):
        return None
    if not text.isprintable() or not sensitive(text):
        return None
    return text


_BASE64_SHAPED = re.compile(r"(?=.*[A-Z])(?=.*[a-z])[A-Za-z0-9+/_-]+={0,2}")
