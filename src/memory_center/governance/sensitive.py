"""Sensitive data in candidate text: found here, rejected or redacted by policy (docs/design.md §3, step 2).

What is found, most specific first (a later kind never overlaps an earlier match):

- password: the value after "password/passwd/pwd/passcode/pin is|:|=" or "密码/口令/PIN码 是|为|:|=";
- secret: the value after "token/api key/secret/access key/令牌/密钥 is|:|=" (8+ characters with a digit,
  or 20+), "Bearer <token>", known key formats (sk-…, ghp_…/github_pat_…, AKIA…/ASIA…, xox?-…, AIza…,
  JWTs, PEM private keys) and long high-entropy strings (24+ characters of upper and lower case with
  digits in two or more places, or 32+ hex digits, so a git commit hash counts as a secret);
- email: e-mail addresses (always found, so nothing inside one is reported as another kind; reported
  only with ``include_email``);
- id_card: 18-character mainland China resident ID numbers with a valid ISO 7064 MOD 11-2 check
  character (X allowed) and a real birth date;
- phone: mainland mobiles (1[3-9] + 9 digits, optionally +86/0086, spaces or dashes as 3-4-4),
  mainland landlines (0xx-xxxxxxxx), international "+" numbers with 8-15 digits (spaces, dots, dashes,
  brackets between them), (xxx) xxx-xxxx;
- id_document: a number the text labels as an identity document ("身份证号", "护照号码", "passport
  number", "SSN", "social security number", "driver's licence number", …), whatever its checksum: 5+
  digits, optionally after a short letter prefix (E12345678), in groups split by spaces or dashes;
- bank_card: 13-19 digits, contiguous or in groups of four (Amex 4-6-5) split by spaces or dashes, that
  pass the Luhn check and are not one repeated digit.

A redaction marker already in the text (``[REDACTED:<kind>]``) is found as that kind, so text that was
redacted before it was stored (event payloads, evidence) is still known to have held sensitive data, and
redacting it again changes nothing.

Plain amounts, counts and dates ("8000 元", "10000", "2024-05-01", "3 orders") are not matched: every
number-shaped kind needs a checksum, a mobile prefix, a "+" or a keyword.
"""

import bisect
import math
import re
from collections import Counter
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass
from datetime import date
from enum import StrEnum


class SensitiveKind(StrEnum):
    PASSWORD = "password"  # noqa: S105 - a kind of data, not a credential
    SECRET = "secret"  # noqa: S105
    EMAIL = "email"
    ID_CARD = "id_card"
    ID_DOCUMENT = "id_document"
    BANK_CARD = "bank_card"
    PHONE = "phone"


@dataclass(frozen=True, slots=True)
class SensitiveMatch:
    kind: SensitiveKind
    start: int
    end: int


Span = tuple[int, int]
Detector = Callable[[str], Iterator[Span]]

_VALUE_END = ".,;:!?。，；：！？、)）]】\"'”’"

_PASSWORD = re.compile(
    r"\b(?:password|passwd|pwd|passcode|pass code|pin(?: code)?)\b\s*(?:is|=|:|：)\s*(?P<value>[!-~]{3,})"
    r"|(?:支付密码|登录密码|密码|口令|(?<![a-z])PIN(?![a-z])码?)\s*(?:是|为|:|：|=)?\s*(?P<value2>[!-~]{3,})",
    re.IGNORECASE,
)
_SECRET_VALUE = re.compile(
    r"\b(?:token|api[ _-]?key|secret(?:[ _-]?key)?|access[ _-]?key|private[ _-]?key)\b\s*(?:is|=|:|：)\s*"
    r"(?P<value>[!-~]+)|(?:令牌|密钥|秘钥)\s*(?:是|为|:|：|=)\s*(?P<value2>[!-~]+)",
    re.IGNORECASE,
)
_BEARER = re.compile(r"\bBearer\s+(?P<value>[A-Za-z0-9._~+/=-]{8,})", re.IGNORECASE)
_KEY_FORMATS = re.compile(
    r"\bsk-(?:proj-|ant-)?[A-Za-z0-9_-]{16,}"
    r"|\b(?:ghp|gho|ghu|ghs|ghr)_[A-Za-z0-9]{20,}|\bgithub_pat_[A-Za-z0-9_]{20,}"
    r"|\b(?:AKIA|ASIA)[0-9A-Z]{16}\b"
    r"|\bxox[abprs]-[A-Za-z0-9-]{10,}"
    r"|\bAIza[0-9A-Za-z_-]{35}"
    r"|\beyJ[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}"
    r"|-----BEGIN [A-Z ]*PRIVATE KEY-----[\s\S]*?(?:-----END [A-Z ]*PRIVATE KEY-----|$)"
)
_TOKEN_SHAPED = re.compile(r"(?<![A-Za-z0-9_+/=-])[A-Za-z0-9_+/=-]{24,}(?![A-Za-z0-9_+/=-])")
_EMAIL = re.compile(r"(?<![\w.+-])[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}\b")
_ID_CARD = re.compile(r"(?<![0-9A-Za-z])\d{17}[\dXx](?![0-9A-Za-z])")
_ID_DOCUMENT_VALUE = r"[A-Za-z]{0,3}[ -]?\d[\dA-Za-z]*(?:[ -]\d[\dA-Za-z]*)*"
_ID_DOCUMENT = re.compile(
    r"(?:(?:身份证|护照|证件|驾驶证|驾照|军官证|港澳通行证|台胞证|居住证)(?:号码|号)?|(?:社保|社会保障)卡?(?:号码|号))"
    rf"\s*(?:是|为|:|：|=)?\s*(?P<value2>{_ID_DOCUMENT_VALUE})"
    r"|\b(?:passport|SSN|social\s+security|national\s+(?:id|identity|insurance)|id(?:entity)?\s+card"
    r"|id(?:entity)?(?=\s+(?:number|no\b|#))|driver'?s?\s+licen[cs]e|tax\s+id)"
    r"(?:\s+card)?(?:\s+(?:number|no\.?|#))?\s*(?:is|:|：|=|#)?\s*"
    rf"(?P<value>{_ID_DOCUMENT_VALUE})",
    re.IGNORECASE,
)
_MIN_ID_DOCUMENT_DIGITS = 5
_MARKER = re.compile(r"\[REDACTED:(?P<kind>[a-z_]+)\]")
_BANK_CARD = re.compile(
    r"(?<![\dA-Za-z-])(?:\d{4}[ -]){2,3}\d{4}(?:[ -]\d{1,3})?(?![\dA-Za-z])"
    r"|(?<![\dA-Za-z-])\d{4}[ -]\d{6}[ -]\d{5}(?![\dA-Za-z])"
    r"|(?<![\dA-Za-z-])\d{13,19}(?![\dA-Za-z])"
)
_PHONES = re.compile(
    r"(?<![\d+])(?:(?:\+|00)86[ -]?)?1[3-9]\d(?:[ -]?\d{4}){2}(?!\d)"
    r"|(?<![\d-])0\d{2,3}-\d{7,8}(?![\d-])"
    r"|(?<![\w+])\+(?:\d[ .()-]{0,2}){7,14}\d(?!\d)"
    r"|(?<!\d)\(\d{3}\)\s?\d{3}-\d{4}(?!\d)"
)

_ID_WEIGHTS = (7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2)
_ID_CHECK_CHARACTERS = "10X98765432"
_MIN_TOKEN_ENTROPY = 3.5


def id_card_checksum_ok(number: str) -> bool:
    """ISO 7064 MOD 11-2 check character of an 18-character mainland China resident ID number."""
    if not re.fullmatch(r"\d{17}[\dXx]", number):
        return False
    total = sum(int(digit) * weight for digit, weight in zip(number[:17], _ID_WEIGHTS, strict=True))
    return _ID_CHECK_CHARACTERS[total % 11] == number[17].upper()


def _is_birth_date(yyyymmdd: str) -> bool:
    year, month, day = int(yyyymmdd[:4]), int(yyyymmdd[4:6]), int(yyyymmdd[6:])
    if not 1900 <= year <= 2100:
        return False
    try:
        date(year, month, day)
    except ValueError:
        return False
    return True


def is_id_card_number(number: str) -> bool:
    return id_card_checksum_ok(number) and _is_birth_date(number[6:14])


def luhn_ok(digits: str) -> bool:
    """The Luhn (mod 10) check every payment card number passes."""
    total = 0
    for position, character in enumerate(reversed(digits)):
        value = int(character)
        if position % 2 == 1:
            value = value * 2 - 9 if value > 4 else value * 2
        total += value
    return total % 10 == 0


def is_bank_card_number(text: str) -> bool:
    digits = re.sub(r"[ -]", "", text)
    return 13 <= len(digits) <= 19 and len(set(digits)) > 1 and luhn_ok(digits)


def _entropy(text: str) -> float:
    """Shannon entropy in bits per character."""
    counts = Counter(text)
    return -sum(n / len(text) * math.log2(n / len(text)) for n in counts.values())


def is_high_entropy_token(token: str) -> bool:
    """Random-looking: upper and lower case with digits scattered in two or more places (a CamelCase
    name ending in a year is not), or 32+ hex digits; and at least 3.5 bits of entropy per character."""
    mixed_case = any(c.islower() for c in token) and any(c.isupper() for c in token)
    scattered_digits = len(re.findall(r"\d+", token)) >= 2
    hexadecimal = len(token) >= 32 and bool(re.fullmatch(r"[0-9a-fA-F]+", token)) and not token.isdigit()
    return ((mixed_case and scattered_digits) or hexadecimal) and _entropy(token) >= _MIN_TOKEN_ENTROPY


def _value_span(match: re.Match[str]) -> Span:
    group = "value" if match["value"] is not None else "value2"
    start = match.start(group)
    return start, start + len(match[group].rstrip(_VALUE_END))


def _passwords(text: str) -> Iterator[Span]:
    for match in _PASSWORD.finditer(text):
        yield _value_span(match)


def _secret_values(text: str) -> Iterator[Span]:
    for match in _SECRET_VALUE.finditer(text):
        start, end = _value_span(match)
        value = text[start:end]
        if len(value) >= 20 or (len(value) >= 8 and any(c.isdigit() for c in value)):
            yield start, end
    for match in _BEARER.finditer(text):
        yield match.span("value")


def _secrets(text: str) -> Iterator[Span]:
    yield from _secret_values(text)
    for match in _KEY_FORMATS.finditer(text):
        yield match.span()
    for match in _TOKEN_SHAPED.finditer(text):
        if is_high_entropy_token(match[0]):
            yield match.span()


def _emails(text: str) -> Iterator[Span]:
    for match in _EMAIL.finditer(text):
        yield match.span()


def _id_cards(text: str) -> Iterator[Span]:
    for match in _ID_CARD.finditer(text):
        if is_id_card_number(match[0]):
            yield match.span()


def _id_documents(text: str) -> Iterator[Span]:
    for match in _ID_DOCUMENT.finditer(text):
        start, end = _value_span(match)
        if sum(c.isdigit() for c in text[start:end]) >= _MIN_ID_DOCUMENT_DIGITS:
            yield start, end


def _bank_cards(text: str) -> Iterator[Span]:
    for match in _BANK_CARD.finditer(text):
        if is_bank_card_number(match[0]):
            yield match.span()


def _phones(text: str) -> Iterator[Span]:
    for match in _PHONES.finditer(text):
        digits = re.sub(r"\D", "", match[0])
        if not match[0].startswith("+") or 8 <= len(digits) <= 15:
            yield match.span()


_DETECTORS: tuple[tuple[SensitiveKind, Detector], ...] = (
    (SensitiveKind.PASSWORD, _passwords),
    (SensitiveKind.SECRET, _secrets),
    (SensitiveKind.EMAIL, _emails),
    (SensitiveKind.ID_CARD, _id_cards),
    (SensitiveKind.ID_DOCUMENT, _id_documents),
    (SensitiveKind.PHONE, _phones),
    (SensitiveKind.BANK_CARD, _bank_cards),
)


def _claim(span: Span, taken: list[Span]) -> bool:
    """Record ``span`` in the sorted, non-overlapping ``taken`` unless it overlaps one already there."""
    at = bisect.bisect_left(taken, span)
    if (at > 0 and taken[at - 1][1] > span[0]) or (at < len(taken) and taken[at][0] < span[1]):
        return False
    taken.insert(at, span)
    return True


_KINDS = {kind.value: kind for kind in SensitiveKind}


def redaction_markers(text: str) -> list[SensitiveMatch]:
    """The ``[REDACTED:<kind>]`` markers in ``text`` (of a known kind), in text order."""
    if "[REDACTED:" not in text:
        return []
    return [
        SensitiveMatch(_KINDS[match["kind"]], *match.span())
        for match in _MARKER.finditer(text)
        if match["kind"] in _KINDS
    ]


def find_sensitive(text: str, *, include_email: bool) -> list[SensitiveMatch]:
    """Every sensitive span in ``text`` (redaction markers included), in text order, none overlapping.

    The write path screens the same text several times (the event's payload, its evidence, the
    candidates' content, subject and value): short texts found clean recently are remembered (only
    those: the memory never holds a sensitive value)."""
    clean = len(text) <= _CLEAN_CHARS
    if clean and (text, include_email) in _clean:
        return []
    found = _detect(text, include_email)
    if clean and not found:
        if len(_clean) >= _CLEAN_TEXTS:
            _clean.clear()
        _clean[(text, include_email)] = None
    return list(found)


_CLEAN_CHARS = 2000
_CLEAN_TEXTS = 4096
_clean: dict[tuple[str, bool], None] = {}


def _detect(text: str, include_email: bool) -> tuple[SensitiveMatch, ...]:
    found = redaction_markers(text)
    taken: list[Span] = [(match.start, match.end) for match in found]
    for kind, detect in _DETECTORS:
        for span in detect(text):
            if span[1] > span[0] and _claim(span, taken):
                found.append(SensitiveMatch(kind, *span))
    reported = [m for m in found if include_email or m.kind is not SensitiveKind.EMAIL]
    return tuple(sorted(reported, key=lambda m: m.start))


def redaction_marker(kind: SensitiveKind) -> str:
    return f"[REDACTED:{kind.value}]"


def redact(text: str, matches: Iterable[SensitiveMatch]) -> str:
    """``text`` with every match replaced by ``[REDACTED:<kind>]`` (overlapping matches: the first wins)."""
    pieces: list[str] = []
    cursor = 0
    for match in sorted(matches, key=lambda m: (m.start, -m.end)):
        if match.start < cursor:
            continue
        pieces += [text[cursor : match.start], redaction_marker(match.kind)]
        cursor = match.end
    return "".join(pieces) + text[cursor:]
