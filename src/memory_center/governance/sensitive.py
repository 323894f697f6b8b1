"""Sensitive data in candidate text: found here, rejected or redacted by policy (docs/design.md §3, step 2).

The detector reads the normalised view of the text (``governance.sensitive_text``: NFKC, every white
space and dash folded, zero-width characters dropped), so a card number written with non-breaking spaces
or full-width digits is found like any other, and the span it reports is the span of the text as written
(redaction removes the value in whatever form it came). Shapes and checks: ``sensitive_shapes``.

What is found, in this order (a later kind never overlaps an earlier match; mainland phone shapes come
before card numbers, numbers libphonenumber validates after them):

- password: the value after any form of "password/passwd/pwd/pw/pass/passcode/passphrase/PIN" or
  "密码/口令/PIN码" and a connector ("is", "'s", "is now", "set to", ":", "=", "是", "为", …): a quoted
  string, the rest of the clause for a passphrase, else the next run of non-space characters; and, from
  ``governance.sensitive_codes``, codes after a label (door, safe, OTP, 验证码, backup codes), a
  credential-shaped value right after a login word with no connector, the password of a URL, and passwords in
  commands and environment variables (``PGPASSWORD=…``, ``mysql -p…``, ``sshpass -p``); labels of other
  languages (``sensitive_codes.LABELS_ABROAD``: пароль, Passwort, mot de passe, contraseña, senha,
  パスワード, 비밀번호, …) and their one-time-code labels (``CODE_LABELS_ABROAD``); and, from
  ``governance.sensitive_seeds``, a wallet seed phrase with no label: twelve or more words of one BIP-39 list
  (English and nine others) in a row; and, from ``governance.sensitive_said``, secrets said in words with no
  label: answers to a security question, codes and passwords said by what to type to get in or what a device
  asks for, one-time codes said as sent to the phone, passwords said by how they are made and then spelled
  out, combinations restated or turned out on a dial; and, from ``governance.sensitive_told``, secrets told
  in passing (codes some words after their labels, …); from ``governance.sensitive_cues`` and
  ``sensitive_asides``, secrets named by cue words or said around an aside, a pause or a correction; from
  ``governance.sensitive_asked``, a label asked and then answered ("my card PIN? 5096"); from
  ``governance.sensitive_first``, a value given before its label ("7304 is the PIN for my debit card",
  "Kx9!mQ2p 就是我网银的登录密码") and a password in a login record named by no label (a user name named
  beside it); a value after an aside in brackets is read with the aside blanked (``sensitive_asides``);
- secret: the value after "token/api key/secret/access key/令牌/密钥 is|:|=", also as part of a
  variable name (``aws_secret_access_key=…``; 8+ characters with a digit, or 20+), "Bearer <token>",
  known key formats (sk-…, sk_live_…, ghp_…/github_pat_…, glpat-…, AKIA…/ASIA…, xox?-…, AIza…, SG.…,
  JWTs, PEM private keys), keys by their services' documented prefixes (``governance.sensitive_keys``:
  a lower-case body too), Discord and Azure secrets, and long high-entropy strings (24+ characters of
  upper and lower case with digits in two or more places, or 32+ hex digits, so a git commit hash counts
  as a secret; or 30+ characters of mixed case, mostly upper case letters for a quarter or more, with 4+
  bits of entropy per character: an AWS secret access key with one digit or none), also as a URL query's
  value ("appid=7f3a…"); a UUID named as what to authenticate with (``governance.sensitive_cues``);
- email: e-mail addresses (always found, so nothing inside one is another kind; only with ``include_email``);
- id_card: 18-character mainland China resident ID numbers with a valid check character and birth date;
- phone (``governance.sensitive_phones``): mainland mobiles (1[3-9] + 9 digits, optionally +86/0086,
  spaces or dashes as 3-4-4), mainland landlines (0xx-xxxxxxxx), and every number that libphonenumber
  (the ``phonenumbers`` package) finds valid: international "+"/"00" numbers for their own country,
  grouped national numbers for the regions of ``sensitive_phones.PHONE_REGIONS`` (US "(415) 555-2671",
  UK "020 7946 0958", …), and, next to a word for a phone ("call", "WhatsApp", "Handy", "电话", …),
  national numbers of ``sensitive_phones.NEAR_REGIONS`` (DE, FR, IN, JP, AU, …); not a toll-free
  number, a version ("124.0.6367.118"), nor a public place's landline said as its ("the bakery is at …");
- id_document: a number the text labels as an identity document ("身份证号", "护照号码", "passport
  number", "SSN", "driver's licence number", DNI, Aadhaar, an insurer's member ID, …; in
  ``governance.sensitive_identity``), whatever its checksum: 5+ digits, optionally after a short letter
  prefix (E12345678), in groups split by spaces or dashes; a valid SSN after "my social";
- bank_card: 13-19 digits in any grouping (spaces, dots, dashes, commas; all groups but the last of 3+
  digits), also right after a hyphen or a letter, that pass the Luhn check and are not one repeated digit nor
  after an order's label ("订单号 …"), or, whatever the check, after a brand ("my visa is …"); and a card's
  security code (CVV, CVC, CID, 安全码, …), also in number words ("cvv is eight oh five").

A redaction marker already in the text (``[REDACTED:<kind>]``) is found as that kind, so text that was
redacted before it was stored (event payloads, evidence) is still known to have held sensitive data, and
redacting it again changes nothing. A UUID-shaped token is an identifier, never a number of any kind:
the number kinds read the text with its digits made letters (``sensitive_lookalikes.without_ids``).

Plain amounts, counts and dates ("8000 元", "10000", "2024-05-01") are not matched: every number-shaped
kind needs a checksum, a mobile prefix, a "+" or a keyword.
"""

import bisect
import re
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass
from enum import StrEnum
from functools import lru_cache, partial

from memory_center.governance import sensitive_asides as asides
from memory_center.governance import sensitive_cues as cues
from memory_center.governance import sensitive_told as told
from memory_center.governance import sensitive_used as used
from memory_center.governance.clean_texts import CleanTexts
from memory_center.governance.sensitive_abroad import code_reference
from memory_center.governance.sensitive_accounts import bank_named
from memory_center.governance.sensitive_asked import asked_values, worded_card_codes
from memory_center.governance.sensitive_codes import (
    bare_credentials,
    command_passwords,
    email_pairs,
    labelled_codes,
    url_passwords,
)
from memory_center.governance.sensitive_files import marked_passwords, pgpass_passwords
from memory_center.governance.sensitive_first import FIRST_GATE, RECORD_GATE, first_values, record_passwords
from memory_center.governance.sensitive_gates import (
    ACCOUNT_GATE,
    ASCII_TWINS,
    BANK_GATE,
    BARE_GATE,
    BEARER_GATE,
    CARD_CODE_GATE,
    CODE_ABROAD_GATE,
    CODE_GATE,
    COMMAND_GATE,
    ID_DOCUMENT_GATE,
    KEY_FORMAT_GATE,
    LAYOUT_GATE,
    LOGIN_GATE,
    PASSWORD_GATE,
    SECRET_GATE,
    Gate,
)
from memory_center.governance.sensitive_identity import (
    id_card_checksum_ok,
    id_cards,
    is_id_card_number,
    ssns,
)
from memory_center.governance.sensitive_keys import (
    azure_client_secrets,
    discord_token_at,
    generic_key,
    prefixed_key_at,
)
from memory_center.governance.sensitive_late import late_values, run_on
from memory_center.governance.sensitive_lookalikes import (
    PLACEHOLDER,
    asked_meaning,
    query_value,
    said_digest,
    tool_name,
    without_ids,
)
from memory_center.governance.sensitive_named import listed_values, named_values
from memory_center.governance.sensitive_numbers import card_data, id_documents, value_span
from memory_center.governance.sensitive_phones import mainland_phones, phones, worded_mobiles
from memory_center.governance.sensitive_said import SAID_GATE, said_values
from memory_center.governance.sensitive_seeds import seed_phrases
from memory_center.governance.sensitive_shapes import (
    BEARER,
    KEY_FORMATS,
    SECRET_VALUE,
    TOKEN_RUN,
    Span,
    is_bank_card_number,
    is_high_entropy_token,
    luhn_ok,
    passwords,
)
from memory_center.governance.sensitive_text import decoded_base64, normalise

__all__ = [
    "SensitiveKind",
    "SensitiveMatch",
    "find_sensitive",
    "id_card_checksum_ok",
    "is_bank_card_number",
    "is_high_entropy_token",
    "is_id_card_number",
    "luhn_ok",
    "may_continue",
    "redact",
    "redaction_marker",
    "redaction_markers",
]


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


Detector = Callable[[str], Iterator[Span]]

_EMAIL = re.compile(r"(?<![\w.+-])[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}\b")
_MARKER = re.compile(r"\[REDACTED:(?P<kind>[a-z_]+)\]")


_gates = True  # False: every pattern runs on every text (the tests compare)


@lru_cache(maxsize=256)
def _folded(text: str) -> str:
    if not text.isascii():
        text = text.translate(ASCII_TWINS)
    return text.lower()


def _mentions(text: str, words: Gate) -> bool:
    """Whether a pattern needing one of the ``words`` (a ``gate``) may match in ``text`` (always, with
    the gates off)."""
    return not _gates or words.search(_folded(text))


def _passwords(text: str) -> Iterator[Span]:
    if (bare := asides.without_asides(text)) is not None:
        yield from _passwords(bare)  # "the garage keypad (not my bank one!!) is 4 7 1 9 8"
    if "://" in text:
        yield from url_passwords(text)
    yield from named_values(text)
    yield from listed_values(text)
    yield from pgpass_passwords(text)
    if _mentions(text, LAYOUT_GATE):
        yield from marked_passwords(text)
    if "@" in text:
        yield from email_pairs(text)
    if _mentions(text, told.WORDED_GATE) or (_DIGIT.search(text) and _mentions(text, SAID_GATE)):
        yield from said_values(text, _mentions)  # secrets said in words: governance.sensitive_said
        yield from told.told_words(text, _mentions)  # answers named by their question: sensitive_told
        yield from cues.said_cues(text, _mentions)  # named by cue words (probe 13): sensitive_cues
    if _DIGIT.search(text) and _mentions(text, RECORD_GATE):
        yield from record_passwords(text)  # a login record's password, whatever its label: sensitive_first
    if "?" in text and _mentions(text, used.QUESTION_GATE):
        yield from used.answered_questions(text)  # "first pet? its Biscuit2" (probe 23): sensitive_used
    if _DIGIT.search(text):  # named by what they open or are used for (probe 23): sensitive_used
        yield from used.used_values(text, _mentions)
        if _mentions(text, used.PAIR_GATE):
            yield from used.pair_values(text)
    if not _mentions(text, LOGIN_GATE):
        return
    if _mentions(text, FIRST_GATE):
        yield from first_values(text)  # "7304 is the PIN for my debit card" (governance.sensitive_first)
    if _mentions(text, COMMAND_GATE):
        yield from command_passwords(text)
    if _mentions(text, PASSWORD_GATE):
        yield from passwords(text)
    yield from late_values(text)  # its labels hold a word of the login gate
    if _mentions(text, CODE_GATE):
        yield from labelled_codes(text)
    if _mentions(text, CODE_ABROAD_GATE):
        yield from labelled_codes(text, abroad=True)
    if _mentions(text, BARE_GATE):
        for start, end in bare_credentials(text):
            value = text[start:end]
            if not (KEY_FORMATS.match(value) or is_high_entropy_token(value)):
                yield start, end  # "key sk-proj-…" is an API key: found as a secret
    yield from told.told_spelled(text, _mentions)  # digits spelled out (governance.sensitive_told)
    yield from asked_values(text)  # "my card PIN? 5096" (governance.sensitive_asked)
    yield from cues.login_cues(text, _mentions)


def _secret_values(text: str) -> Iterator[Span]:
    if _mentions(text, SECRET_GATE):
        yield from cues.auth_uuids(text, _mentions)  # "the thing to auth against … is: 9b1f4e7c-…"
        for match in SECRET_VALUE.finditer(text):
            start, end = value_span(match)
            value = text[start:end]
            if code_reference(text, match.start(), start, end) or PLACEHOLDER.fullmatch(value):
                continue  # "apiKey = process.env.STRIPE_SECRET_KEY", "token = getpass.getpass(…)", "xxxxxxxx"
            if len(value) >= 20 or (len(value) >= 8 and any(c.isdigit() for c in value)):
                yield start, end
    if _mentions(text, BEARER_GATE):
        for match in BEARER.finditer(text):
            value = match["value"]
            if any(c.isdigit() for c in value) or (value.lower() != value and value.upper() != value):
                yield match.span("value")  # a token: "never basic economy" is not one


def _secrets(text: str) -> Iterator[Span]:
    yield from _secret_values(text)
    if _mentions(text, KEY_FORMAT_GATE):
        for match in KEY_FORMATS.finditer(text):
            yield match.span()
    if "Q~" in text:
        yield from azure_client_secrets(text)
    for match in TOKEN_RUN.finditer(text):
        token = match[0]
        if len(token) < _TOKEN_CHARS:
            if decoded_base64(token, _holds_secrets) is not None:
                yield match.span()
            continue
        key = prefixed_key_at(text, match)
        if key is None and token[0] in "MNO" and text.startswith(".", match.end()):
            key = discord_token_at(text, match)
        if key is not None:
            yield key
            continue
        if generic_key(token):
            yield match.span()  # "pul-0123…": a prefix and a random body, of a service not in the table
        elif is_high_entropy_token(token) or (token[:2] in ("0x", "0X") and is_high_entropy_token(token[2:])):
            if said_digest(text, match):
                continue  # "commit 3f78…", "sha256 checksum e3b0…": a digest said as such, not a key
            yield match.span()  # a 0x-prefixed hex key (a wallet's private key) as well
        elif (value := query_value(token)) and is_high_entropy_token(value):
            yield match.end() - len(value), match.end()  # "appid=7f3a…" in a URL's query string
        elif decoded_base64(token, _holds_secrets) is not None:
            yield match.span()


def _holds_secrets(text: str) -> bool:
    return bool(find_sensitive(text, include_email=False))


_TOKEN_CHARS = 20  # the shortest run that may be a key or a random token; shorter (12+): base64 only


def _emails(text: str) -> Iterator[Span]:
    return (match.span() for match in _EMAIL.finditer(text))


def _told_digits(text: str) -> Iterator[Span]:
    yield from told.told_digits(text, _mentions)
    if (bare := asides.without_asides(text)) is not None:
        yield from told.told_digits(bare, _mentions)  # "the bike lock (not the locker one) is 8 8 2 4"


_DETECTORS: tuple[tuple[SensitiveKind, Detector], ...] = (
    (SensitiveKind.PASSWORD, run_on(_passwords)),  # a password split over lines: sensitive_late
    (SensitiveKind.PASSWORD, seed_phrases),
    (SensitiveKind.SECRET, _secrets),
    (SensitiveKind.EMAIL, _emails),
    (SensitiveKind.PHONE, worded_mobiles),  # in Chinese numerals: no digit to gate on
)


def _named_accounts(text: str) -> Iterator[Span]:
    if _mentions(text, BANK_GATE):
        yield from bank_named(text)


_NUMBER_DETECTORS: tuple[tuple[SensitiveKind, Detector], ...] = (
    (SensitiveKind.PASSWORD, _told_digits),  # told in passing
    (SensitiveKind.ID_CARD, id_cards),
    (SensitiveKind.ID_DOCUMENT, partial(id_documents, mentions=_mentions)),
    (SensitiveKind.BANK_CARD, _named_accounts),  # before phones: "工行 6222 0210 0123 4567 890"
    (SensitiveKind.PHONE, mainland_phones),
    (SensitiveKind.ID_DOCUMENT, ssns),
    (SensitiveKind.BANK_CARD, partial(card_data, mentions=_mentions)),
    (SensitiveKind.PHONE, phones),
)
"""Kinds that are numbers: looked for only in a text with a digit (most texts have none)."""
_DIGIT = re.compile(r"\d")


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


_TAIL_CHARS = 80
_ENDS_IN_DIGIT = re.compile(r"\d[\s.,:;-]*$")


def may_continue(text: str) -> bool:
    """Whether a message may leave a secret for the next one to finish: its end names a secret (a word
    of the password, code, key, card or identity gates) or ends in a digit (``redaction`` reads the two
    messages joined then)."""
    tail = normalise(text[-_TAIL_CHARS:]).text
    return bool(
        _ENDS_IN_DIGIT.search(tail)
        or _mentions(tail, LOGIN_GATE)
        or _mentions(tail, SECRET_GATE)
        or _mentions(tail, ACCOUNT_GATE)
        or _mentions(tail, ID_DOCUMENT_GATE)
    )


def find_sensitive(text: str, *, include_email: bool) -> list[SensitiveMatch]:
    """Every sensitive span in ``text`` (redaction markers included), in text order, none overlapping.

    The write path screens the same text several times (the event's payload, its evidence, the
    candidates' content, subject and value): short texts found clean recently are remembered (only
    those: the memory never holds a sensitive value)."""
    if len(text) == _UUID_CHARS and _LOWER_UUID.fullmatch(text):
        return []  # an id as text (audit details: fact_id, chain_id): never sensitive, see without_ids
    clean = len(text) <= _CLEAN_CHARS
    if clean and (text, include_email) in _clean:
        return []
    found = _detect(text, include_email)
    if clean and not found:
        _clean.add((text, include_email))
    return list(found)


_CLEAN_CHARS = 2000
_UUID_CHARS = 36
_LOWER_UUID = re.compile(r"[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}")
"""A UUID as ``str(uuid)`` writes it: no detector finds anything in one (no keyword, no upper case
letter for a random token, no digit left for a number), so it is answered without running them."""
_CLEAN_TEXTS = 4096
_clean = CleanTexts(_CLEAN_TEXTS)


def _detect(text: str, include_email: bool) -> tuple[SensitiveMatch, ...]:
    found = redaction_markers(text)
    taken: list[Span] = [(match.start, match.end) for match in found]
    view = normalise(text)
    runs = [(kind, detect(view.text)) for kind, detect in _DETECTORS]
    if _DIGIT.search(view.text):
        numbers = without_ids(view.text)
        runs += [(kind, detect(numbers)) for kind, detect in _NUMBER_DETECTORS]
    elif _mentions(view.text, CARD_CODE_GATE):  # a card's code in number words: "cvv is eight oh five"
        runs.append((SensitiveKind.BANK_CARD, worded_card_codes(view.text)))
    for kind, spans in runs:
        for start, end in spans:
            if end <= start:
                continue
            if kind is SensitiveKind.PASSWORD and (
                tool_name(view.text, start, end) or asked_meaning(view.text, start, end)
            ):
                continue  # "… I use 1Password": a tool's name; "取件码 8-3-2017 是什么意思": asked about
            span = view.original_span(start, end)
            if _claim(span, taken):
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
