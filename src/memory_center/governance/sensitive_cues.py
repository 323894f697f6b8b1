"""Secrets named by cue words rather than a label right before them (docs/security.md, "Probe 13
(session 21)"): an answer after a quoted security question ("the answer to 'name of your first pet' is
…", "for the 'city where your parents met' question I put …", "密保：我最喜欢的电影 —— …"), a password or
a passphrase after an aside ("passphrase, don't lose it: …") or a Chinese "I set it to" ("passphrase
我设的是 …"), the string used to log in ("登录用的那串是 …"), a one-time code said by what it is for ("Use
90317264 to sign in"), a code from a text message someone asks to be told ("短信里有个数字 604718，你帮我报给
客服"), a social security number called "my social", and a UUID named as what to authenticate with.

Read by ``governance.sensitive`` on the normalised view of a text (every dash folded to "-"), each reader
behind a keyword gate of its own (the ``*_WORDS`` below: every text its pattern matches holds one of
them; tests/governance/test_sensitive_gates.py checks it). Each pattern is a class of wording, its cue
words rows of a table; the value must look like one (a name-like answer, a credential-shaped word, a
code of digits, a social security number that could be issued, a UUID).
"""

import re
from collections.abc import Callable, Iterator

from memory_center.governance.sensitive_codes import credential_like
from memory_center.governance.sensitive_gates import Gate, gate
from memory_center.governance.sensitive_said import answer_at

Span = tuple[int, int]
Mentions = Callable[[str, Gate], bool]

# --- answers after a quoted security question ----------------------------------------------------------
QUESTION_SUBJECTS = (
    "first", "favourite", "favorite", "name", "nickname", "city", "town", "street", "school", "pet", "mother",
    "father", "maiden", "born", "childhood", "mascot", "teacher", "friend", "car", "book", "movie", "film",
    "song", "met", "grew up", "hero", "dream", "honeymoon", "hospital", "grandmother", "grandfather",
    "oldest", "youngest", "sibling", "cousin", "aunt", "uncle", "job", "team", "food",
)  # fmt: skip
"""Words of what a security question asks about: a quoted phrase holding one is the question (a quoted
"what is 2+2" is not one)."""
_SUBJECT = re.compile(rf"(?<![^\W\d_])(?:{'|'.join(QUESTION_SUBJECTS)})(?![^\W\d_])", re.IGNORECASE)
_QUOTED = r"(?:[\"“«「](?P<q1>[^\"”»」\n]{3,80})[\"”»」]|[‘'](?P<q2>[^’'\n]{3,80})[’'])"
ANSWER_TO = re.compile(
    rf"(?<![^\W\d_])answers?\s+(?:to|for)\s+(?:the\s+)?{_QUOTED}(?:\s+question)?\s*"
    r"(?:(?<![^\W\d_])(?:is|was)(?![^\W\d_])|[:=：]|->|→)\s*",
    re.IGNORECASE,
)
"""An answer after a quoted question: "the answer to 'name of your first pet' is …"."""
QUESTION_VERB = re.compile(
    rf"{_QUOTED}\s+question,?\s+(?:I|we)\s+(?:put(?:\s+down)?|used|entered|gave|wrote|typed|chose|picked|set"
    r"|said)\s+",
    re.IGNORECASE,
)
"""An answer after a quoted question and a verb: "for the 'city where your parents met' question I put
…" (the value starts with a capital, a quote or a digit)."""
_NAME_LIKE = re.compile(r"[\"“«「『‘']|[^\W\d_](?<![a-z])|\d")
ANSWER_ZH = re.compile(r"密保(?:问题)?\s*[:：]\s*[^\n，。:：]{2,30}?\s*(?:-{1,2}|->|→|=)\s*")
"""A security question and its answer after a dash: "密保：我最喜欢的电影 —— 大话西游之月光宝盒"."""
_VALUE_ZH = re.compile(r"[^\s，。！？；,.!?;\n][^，。！？；,.!?;\n]{0,29}")
_NOT_ANSWER_ZH = re.compile("忘了|不记得|记不|什么")
ANSWER_WORDS = ("answer", "question", "密保")


def quoted_answers(text: str) -> Iterator[Span]:
    for pattern in (ANSWER_TO, QUESTION_VERB):
        for match in pattern.finditer(text):
            if not _SUBJECT.search(match["q1"] or match["q2"]):
                continue
            if pattern is QUESTION_VERB and not _NAME_LIKE.match(text, match.end()):
                continue
            span = answer_at(text, match.end())
            if span is not None:
                yield span
    if "密保" in text:
        for match in ANSWER_ZH.finditer(text):
            value = _VALUE_ZH.match(text, match.end())
            if value is not None and not _NOT_ANSWER_ZH.search(value[0]):
                yield value.start(), value.start() + len(value[0].rstrip())


# --- passwords after an aside or a Chinese "I set it to" -----------------------------------------------
_LABEL = r"(?<![A-Za-z])(?:(?P<phrase>pass\s?phrase)|password|passcode|passwort|密码|口令)(?![A-Za-z])"
ASIDE = re.compile(
    rf"{_LABEL},\s+(?=[^.:;\n]{{0,30}}?(?<![A-Za-z])(?:lose|forget|write|keep|remember|memori[sz]e|save|store"
    r"|note|share|tell|post|give)(?![A-Za-z]))[^.:;\n]{1,40}?[:：]\s*",
    re.IGNORECASE,
)
"""A password's label, an aside about keeping it, and a colon: "New vault passphrase, don't lose it: …"."""
SET_ZH = re.compile(
    rf"{_LABEL}\s*(?:我|他|她|我们)?(?:当时|现在|一直)?(?:设|用|定|改|写)(?:的是|成了?|为|了)\s*",
    re.IGNORECASE,
)
"""A password's label and a Chinese "I set it to": "SSH 私钥的 passphrase 我设的是 …"."""
_PHRASE = re.compile(r"[^\s，。！？；,.!?;\n][^，。！？；,.!?;\n]{1,79}")
_WORD = re.compile(r"[!-~]{4,64}(?![!-~])")
LOGIN_STRING_ZH = re.compile(
    r"(?:登录|登陆|登入|解锁|开机|开电脑|进系统|上网|连网)[^，。！？；\n]{0,6}?用的(?:那|这)一?(?:串|个)"
    r"[^，。！？\n:：是]{0,4}?(?:是|:|：)\s*"
)
"""The string used to log in, named as such: "登录用的那串）是 qwe!@#ASD2468", "开电脑用的那串：…"."""
PASSWORD_WORDS = ("pass", "密码", "口令")
LOGIN_STRING_WORDS = ("登录", "登陆", "登入", "解锁", "开机", "开电脑", "进系统", "上网", "连网")


def _value_after(text: str, at: int, phrase: bool) -> Span | None:
    """The passphrase (the rest of its clause, two words or more) or the credential-shaped word at ``at``."""
    if phrase:
        match = _PHRASE.match(text, at)
        value = match[0].rstrip() if match else ""
        if len(value.split()) >= 2 or credential_like(value, classes=2):
            return at, at + len(value)
        return None
    match = _WORD.match(text, at)
    if match is not None and credential_like(match[0].rstrip(".,;:!?)"), classes=2):
        return at, at + len(match[0].rstrip(".,;:!?)"))
    return None


def aside_passwords(text: str, mentions: Mentions) -> Iterator[Span]:
    """Passwords after an aside or a Chinese "I set it to", and the string used to log in."""
    if mentions(text, PASSWORD_GATE):
        for pattern in (ASIDE, SET_ZH):
            for match in pattern.finditer(text):
                span = _value_after(text, match.end(), match["phrase"] is not None)
                if span is not None:
                    yield span
    if mentions(text, LOGIN_STRING_GATE):
        for match in LOGIN_STRING_ZH.finditer(text):
            span = _value_after(text, match.end(), phrase=False)
            if span is not None:
                yield span


# --- codes said by what they are for, or asked for from a text message ---------------------------------
SIGN_IN_CODE = re.compile(
    r"(?<![A-Za-z])(?:use|enter|type|input)\s+(?P<code>\d{4,8})(?![\w.,/:-])\s+(?:to|on|in|at|as)\s"
    r"[^.!?\n]{0,40}?(?<![A-Za-z])(?:sign(?:ing)?[ -]?in|log(?:ging)?[ -]?(?:in|on)|verify|authenticate)",
    re.IGNORECASE,
)
"""A one-time code by what it is for: "Use 90317264 to sign in to your Chase account", "Enter 73910462 on
the sign-in page"."""
SMS_CODE_ZH = re.compile(
    r"短信[^。！？\n]{0,30}?(?:数字|号码|六位数|四位数|验证码|码|数)\s*(?:是|为|:|：)?\s*(?P<code>\d{4,8})(?!\d)"
    r"(?=[^。！？\n]{0,60}?(?:报给|念给|告诉|发给|转给|读给|说给))"
)
"""A code from a text message someone asks to be told: "短信里有个数字 604718，你帮我报给那个客服"."""
SIGN_IN_WORDS = ("sign", "log", "verif", "authent")
SMS_WORDS = ("短信",)


def told_codes(text: str, mentions: Mentions) -> Iterator[Span]:
    """Codes said by what they are for or asked for from a text message (a text with a digit)."""
    if mentions(text, SIGN_IN_GATE):
        for match in SIGN_IN_CODE.finditer(text):
            yield match.span("code")
    if mentions(text, SMS_GATE):
        for match in SMS_CODE_ZH.finditer(text):
            yield match.span("code")


# --- a social security number called "my social" -------------------------------------------------------
SOCIAL = re.compile(
    r"(?<![A-Za-z])(?:my|his|her|your|their|our|(?:wife|husband|son|daughter|mom|dad|mother|father)['’]s)"
    r"\s+social(?!\s+(?:media|worker|life|club|skills?|anxiety|circle|events?|network|studies|security\s+office))"
    r"(?![A-Za-z])[^\n]{0,40}?(?<![\d-])"
    r"(?P<ssn>(?!000|666|9)\d{3}(?P<sep>[ -]?)(?!00)\d{2}(?P=sep)(?!0000)\d{4})(?![\d-])",
    re.IGNORECASE,
)
"""A US social security number after "my social" (the number one that could be issued: area not 000,
666 or 900-999, group not 00, serial not 0000): "my social (219094568 — …)"."""
SOCIAL_WORDS = ("social",)


def socials(text: str, mentions: Mentions) -> Iterator[Span]:
    if mentions(text, SOCIAL_GATE):
        for match in SOCIAL.finditer(text):
            yield match.span("ssn")


# --- a UUID named as what to authenticate with ---------------------------------------------------------
_UUID = r"[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}(?![0-9A-Za-z])"
AUTH_UUID = re.compile(
    r"(?<![A-Za-z])(?:auth(?:enticate|orize)?|log ?in(?:to)?|sign ?in(?:to)?|access)(?![A-Za-z])"
    rf"[^.!?\n]{{0,80}}?(?:\s+(?:is|are)\s*:?|\s*[:=])\s*(?P<uuid>{_UUID})",
    re.IGNORECASE,
)
"""A UUID named as what to authenticate with: "the thing you'll need to auth against the billing service
… is: 9b1f4e7c-…" (a request's or a trace's id, "… trace id 8f14e45f-…", stays an identifier)."""
_ID_NAMED = re.compile(
    r"(?i)(?<![A-Za-z])(?:ids?|identifier|request|trace|correlation|job|run|ticket|order)\W*$"
)
AUTH_WORDS = ("auth", "log", "sign", "access")


def auth_uuids(text: str, mentions: Mentions) -> Iterator[Span]:
    if "-" not in text or not mentions(text, AUTH_GATE):
        return
    for match in AUTH_UUID.finditer(text):
        before = text[max(0, match.start("uuid") - 30) : match.start("uuid")]
        if _ID_NAMED.search(re.sub(r"\s*(?:is|are)?\s*:?\s*$", "", before)) is None:
            yield match.span("uuid")


ANSWER_GATE = gate(ANSWER_WORDS)
PASSWORD_GATE = gate(PASSWORD_WORDS)
LOGIN_STRING_GATE = gate(LOGIN_STRING_WORDS)
SIGN_IN_GATE = gate(SIGN_IN_WORDS)
SMS_GATE = gate(SMS_WORDS)
SOCIAL_GATE = gate(SOCIAL_WORDS)
AUTH_GATE = gate(AUTH_WORDS)


def cue_passwords(text: str, mentions: Mentions) -> Iterator[Span]:
    """Answers after a quoted question and passwords after an aside (any text)."""
    if mentions(text, ANSWER_GATE):
        yield from quoted_answers(text)
    yield from aside_passwords(text, mentions)
