"""Secrets given as the answer to their own label asked as a question (docs/security.md, "Session 24:
Probe 16"): "my card PIN? 5096.", "email passwrd? it's Juniper#2290", "手机锁屏密码? 1 4 7 0 2 5"; and a
card's security code said in number words in a text with no digit ("cvv is eight oh five").

Read by ``governance.sensitive`` on the normalised view of a text: ``asked_values`` inside the login
gate (every label below holds one of its words), ``worded_card_codes`` in a text with no digit behind
the card-code gate. An asked value must look like one: 4-8 digits (spaced or not), or a credential of
letters and digits; what follows a question is mostly talk ("password? no idea", "PIN? I never set one").
"""

import re
from collections.abc import Iterator

from memory_center.governance.sensitive_card_codes import CARD_SECURITY_CODE
from memory_center.governance.sensitive_codes import credential_like
from memory_center.governance.sensitive_text import typos

Span = tuple[int, int]

ASKED_LABELS = (
    r"passwords?|passwd|pwd|pw|passcode|passphrase|pin(?:\s*(?:code|number))?",
    *typos("password"),
    r"(?:door|gate|garage|locker|lockbox|safe|alarm|keypad|wi-?fi|bike\s+lock|padlock|verification|login"
    r"|sign-?in|security|access|2fa|otp)\s+(?:code|pin|combo|combination)",
    r"combo|combination|otp",
)
ASKED_LABELS_CJK = ("密码", "口令", "PIN码", "验证码", "动态码", "校验码", "登录码", "确认码")
ASKED = re.compile(
    rf"(?:(?<![A-Za-z])(?:{'|'.join(ASKED_LABELS)})(?![A-Za-z])|{'|'.join(ASKED_LABELS_CJK)})"
    r"\s*[?？]+\s*(?:(?:it['’]?s|it\s+is|that['’]?s|is|是|就是)\s*:?\s*)?"
    r"(?P<value>\d(?: ?\d){3,7}(?![\d-])|[!-~]{6,64}(?![!-~]))"
    r"(?!\s*(?:digits?|numbers?|chars?|characters|letters|times|tries|attempts|minutes|mins?|hours?|days?"
    r"|years?|months?|位|个|次|分钟|天|年))",
    re.IGNORECASE,
)
"""A label asked and then answered: the label, one or more question marks, "it's" perhaps, and the
value; not a count or a length ("what's the pin length? 6 digits" has no label before its mark)."""
_TRAILING = ".,;:?!'\")]}>"


def asked_values(text: str) -> Iterator[Span]:
    """The values of ``ASKED`` in ``text`` (the view: "？" is "?"): digits, or a credential (a digit and
    a letter, 6+)."""
    if "?" not in text:
        return
    for match in ASKED.finditer(text):
        start, end = match.span("value")
        value = text[start:end]
        if not value[0].isdigit() or not value.replace(" ", "").isdigit():
            value = value.rstrip(_TRAILING)
            if value.isdigit() or not credential_like(value, classes=2):
                continue
        elif len(set(value.replace(" ", ""))) == 1:
            continue  # "0000" is a default's talk as often as a PIN
        yield start, start + len(value)


def worded_card_codes(text: str) -> Iterator[Span]:
    """A card's security code in a text with no digit, so in number words ("the code on the back is nine
    one seven"): ``governance.sensitive`` asks in such a text its card-code gate lets through; a text with
    a digit is read by its card data, the same pattern."""
    yield from (match.span("value") for match in CARD_SECURITY_CODE.finditer(text))
