"""Sensitive data never reaches the raw stores (docs/security.md).

Event payloads and evidence text are redacted before they are written: every detected value becomes
``[REDACTED:<kind>]``. The markers are the record of what was found — its kind and where it was —
without the value; ``redactions_in`` reads them back for the API answers. What reaches extraction,
governance, the keyword index and the embedder is the redacted text, so a secret is never embedded
nor sent to a model endpoint. E-mail addresses follow the tenant's ``email_is_sensitive`` policy.
"""

import re
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from memory_center.errors import Unprocessable
from memory_center.governance.sensitive import (
    SensitiveKind,
    SensitiveMatch,
    find_sensitive,
    may_continue,
    redact,
    redaction_marker,
    redaction_markers,
)
from memory_center.governance.sensitive_codes import LABELS_ABROAD, LABELS_ABROAD_CJK, WEAK_LABELS_ABROAD
from memory_center.governance.sensitive_shapes import BEARER, KEY_FORMATS, SECRET_VALUE
from memory_center.governance.sensitive_text import fold_word


@dataclass(frozen=True, slots=True)
class Redaction:
    """One redacted value: the field it was in, its kind, and the marker's place in the stored text."""

    field: str
    kind: str
    start: int
    end: int


def redact_text(text: str, *, include_email: bool) -> str:
    found = find_sensitive(text, include_email=include_email)
    return redact(text, found) if found else text


# A JSON key that names a credential: its string or number value is one whatever it looks like
# ({"password": "correct horse"}, {"pin": 4821}). The key matches when, lower-cased with its separators
# made "_", it is one of these names or ends in "_" and one ("db_password", "aws_secret_access_key",
# "id_token"); a Chinese key when it holds one of the Chinese names.
CREDENTIAL_KEYS: dict[str, SensitiveKind] = {
    **dict.fromkeys(
        ("password", "passwd", "pwd", "pw", "pass", "passphrase", "passcode", "pin", "pin_code", "puk", "otp",
         "totp", "mfa_code", "verification_code", "backup_codes", "recovery_codes", "seed_phrase", "mnemonic",
         "wifi_key", "door_code", "combination", "psk", "pre_shared_key",
         *(label.replace(" ", "_") for label in LABELS_ABROAD
           if label.isascii() and label not in WEAK_LABELS_ABROAD)),
        SensitiveKind.PASSWORD,
    ),
    **dict.fromkeys(
        ("cvv", "cvc", "cvn", "csc", "card_code", "card_number", "cc_number", "ccnum", "iban"),
        SensitiveKind.BANK_CARD,
    ),
    **dict.fromkeys(
        ("ssn", "social_security_number", "passport_number", "national_id", "tax_id"),
        SensitiveKind.ID_DOCUMENT,
    ),
    **dict.fromkeys(
        ("secret", "token", "api_key", "apikey", "access_key", "secret_key", "private_key", "client_secret",
         "access_token", "refresh_token", "auth_token", "bearer", "authorization", "cookie", "session_token"),
        SensitiveKind.SECRET,
    ),
}  # fmt: skip
CREDENTIAL_KEYS_ZH: dict[str, SensitiveKind] = {
    "密码": SensitiveKind.PASSWORD, "口令": SensitiveKind.PASSWORD, "验证码": SensitiveKind.PASSWORD,
    "助记词": SensitiveKind.PASSWORD, "密钥": SensitiveKind.SECRET, "秘钥": SensitiveKind.SECRET,
    "私钥": SensitiveKind.SECRET, "令牌": SensitiveKind.SECRET, "安全码": SensitiveKind.BANK_CARD,
    "身份证": SensitiveKind.ID_DOCUMENT, "护照": SensitiveKind.ID_DOCUMENT,
    **{
        fold_word(label): SensitiveKind.PASSWORD
        for labels in (LABELS_ABROAD, LABELS_ABROAD_CJK)
        for label in labels
        if not label.isascii()
    },
}  # fmt: skip
"""Keys that are not ASCII: a key holding one of these names is a credential ("银行卡密码", "contraseña_wifi",
"パスワード"); read in the detector's folded form, so Cyrillic look-alike letters do not matter."""
_KEY_SEPARATORS = re.compile(r"[\s.\-]+")
_CAMEL = re.compile(r"(?<=[a-z0-9])(?=[A-Z])")
_KEY_DIGITS = re.compile(r"(?<=[a-z])\d+$")
KEY_MODIFIERS = frozenset(
    ("new", "old", "current", "prev", "previous", "confirm", "confirmation", "again", "repeat", "retype",
     "tmp", "temp", "plain", "plaintext", "raw", "value", "val", "str")
)  # fmt: skip
"""Words that may follow a credential's name in a key without changing what it holds ("passwd_new",
"password_confirm", "pin_value"); a number after it is dropped too ("pwd2", "pin1")."""


@lru_cache(maxsize=1024)
def credential_key(key: str) -> SensitiveKind | None:
    """The kind of credential a JSON key names, if it names one (camelCase read as words: "dbPassword",
    "smtpPass"; modifiers and numbers after the name dropped: "passwd_new", "pwd2")."""
    name = _KEY_SEPARATORS.sub("_", _CAMEL.sub("_", key.strip()).lower())
    if name.isascii():
        words = [_KEY_DIGITS.sub("", word) for word in name.split("_") if word]
        while len(words) > 1 and (words[-1] in KEY_MODIFIERS or words[-1].isdigit()):
            words.pop()
        for size in (3, 2, 1):  # "mot_de_passe", "access_key" before "key"
            kind = CREDENTIAL_KEYS.get("_".join(words[-size:]))
            if kind is not None:
                return kind
        return None
    folded = fold_word(name)
    return next((kind for word, kind in CREDENTIAL_KEYS_ZH.items() if word in folded), None)


def redact_json(value: Any, *, include_email: bool) -> Any:
    """Every string inside a JSON value redacted, object keys included (two keys that redact alike are
    told apart by a number: ``[REDACTED:bank_card] 2``), and the whole string or number under a key that
    names a credential (``credential_key``); other types are kept as they are."""
    if isinstance(value, str):
        return redact_text(value, include_email=include_email)
    if isinstance(value, dict):
        redacted: dict[str, Any] = {}
        named = _named_pair(value)
        for key, item in value.items():
            name = redact_text(key, include_email=include_email) if isinstance(key, str) else key
            if name != key:
                name = _unused(name, redacted)
            kind = credential_key(key) if isinstance(key, str) else None
            if named is not None and key == named[0]:
                kind = named[1]
            if kind is not None and _a_value(item):
                redacted[name] = redaction_marker(kind)
            elif kind is not None and isinstance(item, list):  # {"backup_codes": ["8h3k-29dj", …]}
                redacted[name] = [
                    redaction_marker(kind) if _a_value(one) else redact_json(one, include_email=include_email)
                    for one in item
                ]
            else:
                redacted[name] = redact_json(item, include_email=include_email)
        return redacted
    if isinstance(value, list):
        return [
            redact_json(item, include_email=include_email) for item in _split_secrets(value, include_email)
        ]
    return value


MESSAGE_KEYS = ("text", "content", "message", "body", "value", "utterance")
"""Where a message's words are in a message object (``{"role": "user", "text": …}``)."""


def _message_text(item: Any) -> tuple[str | None, str] | None:
    if isinstance(item, str):
        return None, item
    if isinstance(item, dict):
        for key in MESSAGE_KEYS:
            if isinstance(item.get(key), str):
                return key, item[key]
    return None


def _split_secrets(items: list[Any], include_email: bool) -> list[Any]:
    """``items`` with a secret split across two neighbouring messages redacted in both ("my new password
    is" then "Zebra!Crossing42"; "card 4111 1111" then "1111 1111"; "what's the wifi password?" then
    "it's Meadow#2291"): each message is also read joined to the one before it, when that one names a
    secret or ends in a digit (``sensitive.may_continue``), and what is found across the join, or after
    it, is redacted where it stands."""
    texts = [_message_text(item) for item in items]
    out = list(items)
    for at in range(1, len(items)):
        before, after = texts[at - 1], texts[at]
        if before is None or after is None or not before[1].strip() or not may_continue(before[1]):
            continue
        first, second = before[1], after[1]
        offset = len(first) + 1
        found = [
            m for m in find_sensitive(first + "\n" + second, include_email=include_email) if m.end > offset
        ]
        if not found:
            continue
        head = [
            SensitiveMatch(m.kind, m.start, min(m.end, len(first))) for m in found if m.start < len(first)
        ]
        tail = [SensitiveMatch(m.kind, max(m.start, offset) - offset, m.end - offset) for m in found]
        for index, text, matches in ((at - 1, first, head), (at, second, tail)):
            if matches:
                redacted = redact(text, matches)
                key = (texts[index] or (None, ""))[0]
                texts[index] = key, redacted
                out[index] = _with_text(out[index], key, redacted)
    return out


def _with_text(item: Any, key: str | None, text: str) -> Any:
    return text if key is None else {**item, key: text}


PAIR_NAMES = ("name", "key", "Name", "Key", "parameter", "ParameterKey")
PAIR_VALUES = ("value", "Value", "ParameterValue")


def _named_pair(item: dict[Any, Any]) -> tuple[str, SensitiveKind] | None:
    """The value key of a name/value pair whose name names a credential (a Kubernetes or ECS
    environment entry ``{"name": "DB_PASSWORD", "value": "…"}``, a CloudFormation parameter), and the
    kind the name names."""
    for name_key in PAIR_NAMES:
        name = item.get(name_key)
        if isinstance(name, str):
            kind = credential_key(name)
            if kind is None:
                return None
            value_key = next((key for key in PAIR_VALUES if key in item), None)
            return None if value_key is None else (value_key, kind)
    return None


def _a_value(item: Any) -> bool:
    """A credential's value: a non-empty string that is not only a marker already, or a number."""
    if isinstance(item, str):
        return bool(item.strip()) and not _MARKER_ONLY.fullmatch(item)
    return isinstance(item, int | float) and not isinstance(item, bool)


_MARKER_ONLY = re.compile(r"\[REDACTED:[a-z_]+\]")


def _unused(name: str, taken: dict[str, Any]) -> str:
    number = 1
    unique = name
    while unique in taken:
        number += 1
        unique = f"{name} {number}"
    return unique


def redactions_in(value: Any, field: str) -> list[Redaction]:
    """The redaction markers inside a stored text or JSON value, each named by its path."""
    if isinstance(value, str):
        return [Redaction(field, m.kind.value, m.start, m.end) for m in redaction_markers(value)]
    found: list[Redaction] = []
    if isinstance(value, dict):
        for key, item in value.items():
            found += redactions_in(item, f"{field}.{key}")
    elif isinstance(value, list):
        for index, item in enumerate(value):
            found += redactions_in(item, f"{field}[{index}]")
    return found


def identifier_secrets(value: str, *, shortcut: bool = True) -> list[str]:
    """The kinds of sensitive data in an identifier (a source, a session id, an idempotency key, a key
    name, …): identifiers are stored and logged as written and matched exactly, so they are refused,
    never redacted. E-mail addresses are allowed (a user may be known by one). An identifier's ordinary
    shapes are runs of letters, digits and dashes (UUIDs, hashes, generated run ids), so numbers and
    secrets are judged more narrowly than in free text: a phone or card number counts when it stands
    alone (no letter or digit glued to either end, dash-separated groups of three or four digits:
    random UUID-style ids matched one about once in a hundred), and a secret only in a documented key
    format or after a secret's name (``aws_secret_access_key=…``), never by its randomness alone.

    A canonical UUID is answered without running the detectors (about 130 µs for a unique id, and most
    idempotency keys are unique UUIDs): by the rules below its digits are never a standalone number and
    it names no secret, so they find nothing in one (``shortcut=False`` runs them; a test compares)."""
    if shortcut and _UUID.fullmatch(value):
        return []
    kinds = set()
    for match in find_sensitive(value, include_email=False):
        numbered = match.kind in (SensitiveKind.PHONE, SensitiveKind.BANK_CARD)
        if numbered and not _standalone_number(value, match.start, match.end):
            tail = _after_a_glued_group(value, match.start, match.end)
            if tail is not None and match.kind.value in identifier_secrets(tail):
                kinds.add(match.kind.value)  # "T200 4111 1111 1111 1111": the window took in T200's digits
            continue
        if match.kind is SensitiveKind.SECRET and not _named_secret(value):
            continue
        kinds.add(match.kind.value)
    return sorted(kinds)


def _standalone_number(value: str, start: int, end: int) -> bool:
    if any(found.start() <= start and end <= found.end() for found in _UUID.finditer(value)):
        return False  # inside a UUID: its digit-only groups are a card's length now and then
    glued = (start > 0 and value[start - 1].isalnum()) or (end < len(value) and value[end].isalnum())
    span = value[start:end]
    groups = [group for group in _NUMBER_SEPARATORS.split(span) if group]
    # Grouped by dashes, a phone or card number has groups of three or four (555-123-4567,
    # 4111-1111-1111-1111); a generated id's dashes part runs of other lengths (8, 2, 12, …).
    id_like_dashes = "-" in span and any(not 3 <= len(group) <= 4 for group in groups)
    return not glued and not id_like_dashes


def _after_a_glued_group(value: str, start: int, end: int) -> str | None:
    """The number's rest after its first group, when only that group is glued to what comes before
    (a card window may start at the "200" of "T200 4111 …" and so look glued): the rest is judged on
    its own. None inside a UUID, or when nothing but one group is there."""
    if start == 0 or not value[start - 1].isalnum():
        return None
    if any(found.start() <= start and end <= found.end() for found in _UUID.finditer(value)):
        return None
    separator = _NUMBER_SEPARATORS.search(value, start, end)
    if separator is None:
        return None
    return " " + value[separator.end() :]


def _named_secret(value: str) -> bool:
    return bool(KEY_FORMATS.search(value) or SECRET_VALUE.search(value) or BEARER.search(value))


_NUMBER_SEPARATORS = re.compile(r"[^0-9A-Za-z]+")
_UUID = re.compile(r"[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}")
_HEX = re.compile(r"[0-9a-fA-F-]+")


def refuse_sensitive(text: str | None, *, field: str, include_email: bool, where: str = "stored") -> None:
    """Free text that is kept as written (a reason in the revision and audit logs): sensitive data in it
    is refused with 422 ``sensitive_data``, whatever the tenant's redaction policy, so nothing is
    written and the caller can say it again without the value."""
    found = [] if text is None else find_sensitive(text, include_email=include_email)
    if not found:
        return
    kinds = sorted({match.kind.value for match in found})
    raise Unprocessable(
        f"{field} contains sensitive data ({', '.join(kinds)}); it is never {where}",
        code="sensitive_data",
        details={"field": field, "kinds": kinds},
    )
