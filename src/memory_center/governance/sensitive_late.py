"""A password or a code given later in its sentence than its label: after a description of it, a comma
or a colon ("my password is my dog's name plus 99, so Biscuit99", "the pin is my birth year backwards:
7891", "I always use the same password everywhere, Marigold1990", "password?? it's Falcon-1984!!",
"邮箱密码忘了，新设的是 Mail#2025").

Read by ``governance.sensitive`` (``_passwords``) behind the password gate. The value must end its
sentence (emoji or marks may follow) and be credential-shaped: a password's value has a digit and two
kinds of characters (``sensitive_codes.credential_like``), three after "login" (a user name has two); a
code's or a PIN's is 4-8 digits. Anything else there is a word of the sentence, not a value.
"""

import itertools
import re
from collections.abc import Callable, Iterator

from memory_center.governance.sensitive_codes import credential_like

Span = tuple[int, int]

LATE_VALUE = re.compile(
    r"(?:(?<![A-Za-z])(?P<label>passwords?|passwd|pwd|passcode|pin|(?:door|gate|garage|safe|alarm|lock)\s+code"
    r"|combo|combination|login|(?P<asked>code))(?![A-Za-z])|密码|口令)"
    r"[^\n.!;:,?。，；：！？]{0,60}?"
    r"(?:,\s*(?:so\s+|i\.e\.\s+|that'?s\s+|which\s+is\s+|namely\s+)?|:\s*"
    r"|(?P<question>\?+)\s*(?:(?:it'?s|its|it\s+is)\s+(?:just\s+)?)?"
    r"|[，,]\s*(?:新设的是|新的是|现在是|改成了?|换成了?|就是|设成了?)\s*|：\s*)"
    r"(?P<value>[^\s,;]+?)[.!?]*(?=[^\w\n]*(?:$|\n)|\s+(?:dont|don't|do\s+not)\b"
    r"|\s+(?:lol|haha+|lmao|pls|plz|please|thx|thanks|ok|okay)\b[^\w\n]*(?:$|\n))",
    re.IGNORECASE,
)
SET_TO = re.compile(
    r"\b(?:set|changed?|reset|updated?|switched)\s+(?:my|the|our|his|her|their|your)\s+(?:[^\s.,;:!?]+\s+){0,2}?"
    r"(?P<label>passwords?|passwd|pwd|pw|passcode|pin|login)\s+(?:back\s+)?to\s+(?P<value>[^\s,;]+?)[.!?]*(?=\s|$)",
    re.IGNORECASE,
)
"""A value after "set my … login to" with words going on after it ("I set my laptop login to Rover2015
after the dog"; docs/security.md, "The session-17 probe"): credential-shaped as a late value is."""
_DIGITS = re.compile(r"\d{4,8}")
_DATE = re.compile(r"(?:19|20)\d\d(?:0[1-9]|1[0-2])(?:0[1-9]|[12]\d|3[01])")
"""Eight digits that read as a date ("password expires: 20240501"): not a value."""
_COUNT_ZH = re.compile(r"\d+\s*(?:次|分钟|小时|天|秒|位|个|字|遍)")
"""A count in Chinese words ("请30分钟后再试", "还剩3次机会"): a sentence, not a value (docs/security.md,
"probe 12")."""
_LOGIN = "login"
CONTINUED = re.compile(
    r"(?:(?<=[-_+\\])|[-_+\\])[ \t]*\n[ \t]*[^\s]*[A-Za-z0-9]\S*|[ \t]*\n[ \t]*[-_+]\S*[A-Za-z0-9]\S*"
)
"""A password split over two lines: its first part ends with a joiner ("-", "_", "+", "\\") at the end of
a line, or the next line starts with one ("Blue-Falcon-" then "-Riverside-9021")."""
_MAX_CONTINUED = 3


def run_on(reader: Callable[[str], Iterator[Span]]) -> Callable[[str], Iterator[Span]]:
    """``reader`` with each of its spans run on over the next lines (``CONTINUED``), in a text with a
    line break; a text of one line (most) pays no second generator (``governance.sensitive``)."""

    def spans(text: str) -> Iterator[Span]:
        found = reader(text)
        return found if "\n" not in text else _continued(text, found)

    return spans


def _continued(text: str, spans: Iterator[Span]) -> Iterator[Span]:
    for start, end in spans:
        yield start, continued_end(text, end)


def continued_end(text: str, end: int) -> int:
    """Where a password ending at ``end`` ends when it goes on over the next lines (``CONTINUED``)."""
    for _ in range(_MAX_CONTINUED):
        if (more := CONTINUED.match(text, end)) is None:
            break
        end = more.end()
    return end


def late_values(text: str) -> Iterator[Span]:
    for match in itertools.chain(LATE_VALUE.finditer(text), SET_TO.finditer(text)):
        if match.re is LATE_VALUE and match["asked"] and not match["question"]:
            continue  # "code" alone names a secret code only when asked for: "what's the code they texted?"
        end = continued_end(text, match.end("value"))
        value = re.sub(r"\s+", "", text[match.start("value") : end])
        label = (match["label"] or "password").lower()
        if label.startswith("pass") or label == "pwd":
            found = (credential_like(value, classes=2) and not value.isdigit()) or bool(
                _DIGITS.fullmatch(value)
            )
        elif label == _LOGIN:
            found = credential_like(value, classes=3)
        else:
            found = _DIGITS.fullmatch(value) is not None and len(set(value)) > 1
        if found and not _DATE.fullmatch(value) and not _COUNT_ZH.search(value):
            yield match.start("value"), end
