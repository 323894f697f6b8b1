"""Secrets named by cue words rather than a label right before them (docs/security.md, "Probe 13
(session 21)"): an answer after a quoted security question ("the answer to 'name of your first pet' is
…", "for the 'city where your parents met' question I put …", "密保：我最喜欢的电影 —— …"), a password or
a passphrase after an aside ("passphrase, don't lose it: …") or a Chinese "I set it to" ("passphrase
我设的是 …"), the string used to log in ("登录用的那串是 …"), a one-time code said by what it is for ("Use
90317264 to sign in"), a code from a text message someone asks to be told ("短信里有个数字 604718，你帮我报给
客服"), a social security number called "my social", and a UUID named as what to authenticate with.

Read by ``governance.sensitive`` on the normalised view of a text (every dash folded to "-"), inside the
paths of its existing gates (so most texts cost nothing more: docs/security.md, "Probe 13", cost), each
reader behind a keyword gate of its own (the ``*_WORDS`` below: every text its pattern matches holds one
of them; tests/governance/test_sensitive_gates.py checks it). Each pattern is a class of wording, its cue
words rows of a table; the value must look like one (a name-like answer, a credential-shaped word, a
code of digits, a social security number that could be issued, a UUID).
"""

import re
from collections.abc import Callable, Iterator

from memory_center.governance.sensitive_asides import credential_at, login_asides
from memory_center.governance.sensitive_gates import PAY_PURPOSES_ZH, Gate, Substrings
from memory_center.governance.sensitive_said import SAID_ABOUT_ZH, answer_at

Span = tuple[int, int]
Mentions = Callable[[str, Gate], bool]


def words(*substrings: str) -> Gate:
    """A reader's own gate of a few words, each looked for as a substring of the folded text: asked only
    of a text that one of ``governance.sensitive``'s gates let through (login, secret, identity, words
    said), whose words hold these; a search of a small pattern costs more than a few substring tests."""
    return Substrings((), substrings)


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
            if value is not None and not (
                _NOT_ANSWER_ZH.search(value[0]) or value[0].startswith(SAID_ABOUT_ZH)
            ):
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
_TRAILING = ".,;:!?)"
"""The marks a cue's value ends before (its "!" and "?" too, unlike an aside's: ``sensitive_asides``)."""
LOGIN_STRING_ZH = re.compile(
    rf"(?:登录|登陆|登入|解锁|开机|开电脑|进系统|{'|'.join(PAY_PURPOSES_ZH)})[^，。！？；\n]{{0,6}}?的(?:那|这)一?(?:串|个)"
    r"[^，。！？\n:：是]{0,4}?(?:是|:|：)\s*"
)
"""The string used to log in or to pay, named as such: "登录用的那串）是 qwe!@#ASD2468", "开电脑用的那串：…",
"银行卡取款的那个是802613" (probe 15)."""
PASSWORD_WORDS = ("pass", "密码", "口令")
LOGIN_STRING_WORDS = ("登录", "登陆", "登入", "解锁", "开机", "开电脑", "进系统", *PAY_PURPOSES_ZH)


def aside_passwords(text: str) -> Iterator[Span]:
    """Passwords after an aside or a Chinese "I set it to"."""
    for pattern in (ASIDE, SET_ZH):
        for match in pattern.finditer(text):
            span = credential_at(text, match.end(), phrase=match["phrase"] is not None, trailing=_TRAILING)
            if span is not None:
                yield span


def login_strings(text: str) -> Iterator[Span]:
    """The string used to log in, named as such ("登录用的那串是 …")."""
    for match in LOGIN_STRING_ZH.finditer(text):
        span = credential_at(text, match.end(), trailing=_TRAILING)
        if span is not None:
            yield span


# --- codes said by what they are for, or asked for from a text message ---------------------------------
SIGN_IN_CODE = re.compile(
    r"(?<![A-Za-z])(?:use|enter|type|input)\s+(?P<code>\d{4,8})(?![\w.,/:-])\s+(?:to|on|in|at|as)\s"
    r"[^.!?\n]{0,40}?(?<![A-Za-z])(?:sign(?:ing)?[ -]?in|log(?:ging)?[ -]?(?:in|on)|verify)",
    re.IGNORECASE,
)
"""A one-time code by what it is for: "Use 90317264 to sign in to your Chase account", "Enter 73910462 on
the sign-in page"."""
SMS_CODE_ZH = re.compile(
    r"短信[^。！？\n]{0,30}?(?:数字|号码|六位数|四位数|验证码|码|数)\s*(?:是|为|:|：)?\s*(?P<code>\d{4,8})(?!\d)"
    r"(?=[^。！？\n]{0,60}?(?:报给|念给|告诉|发给|转给|读给|说给))"
)
"""A code from a text message someone asks to be told: "短信里有个数字 604718，你帮我报给那个客服"."""
SIGN_IN_WORDS = ("sign", "log", "verif")
SMS_WORDS = ("短信",)


def sign_in_codes(text: str) -> Iterator[Span]:
    return (match.span("code") for match in SIGN_IN_CODE.finditer(text))


def sms_codes(text: str) -> Iterator[Span]:
    return (match.span("code") for match in SMS_CODE_ZH.finditer(text))


# --- identity numbers: "my social", an insurer's member ID -------------------------------------------
SOCIAL = re.compile(
    r"(?<![A-Za-z])(?:my|his|her|your|their|our|(?:wife|husband|son|daughter|mom|dad|mother|father)['’]s)"
    r"\s+social(?!\s+(?:media|worker|life|club|skills?|anxiety|circle|events?|network|studies|security\s+office))"
    r"(?![A-Za-z])[^\n]{0,40}?(?<![\d-])"
    r"(?P<ssn>(?!000|666|9)\d{3}(?P<sep>[ -]?)(?!00)\d{2}(?P=sep)(?!0000)\d{4})(?![\d-])",
    re.IGNORECASE,
)
"""A US social security number after "my social" (the number one that could be issued: area not 000,
666 or 900-999, group not 00, serial not 0000): "my social (219094568 — …)"."""
SOCIAL_SECURITY = re.compile(
    r"(?<![A-Za-z])social\s+security(?!\s+(?:office|administration|benefits?|payments?|checks?|income|tax"
    r"|system|act|age|disability|retirement))(?![A-Za-z])[^\n\d]{0,60}?(?<![\d-])"
    r"(?P<ssn>(?!000|666|9)\d{3}(?P<sep>[ -]?)(?!00)\d{2}(?P=sep)(?!0000)\d{4})(?![\d-])",
    re.IGNORECASE,
)
"""A social security number some words after "social security", in its 3-2-4 shape and one that could be
issued, with no digit between (probe 14: "social security... let me find the card... ok 482 61 3307")."""
SOCIAL_WORDS = ("social",)
INSURERS = (
    "Aetna", "Cigna", "Humana", "United ?Healthcare", "UHC", "Kaiser(?: Permanente)?", "Anthem",
    "Blue ?Cross(?: Blue ?Shield)?", "Blue ?Shield", "BCBS", "Molina", "Oscar", "Ambetter", "WellCare",
    "Tricare", "Highmark", "Florida Blue", "Premera", "Regence", "Geisinger", "EmblemHealth", "Bupa", "AXA",
    "Allianz", "Aviva", "MetLife", "Delta Dental", "Guardian",
)  # fmt: skip
"""Health insurers whose name before "member ID", "subscriber ID" or "policy number" makes the number an
insurance member's: a table, so that a gym's or a shop's "member ID" stays a plain number."""
MEMBER_ID = re.compile(
    rf"(?:(?:(?<![A-Za-z])(?:{'|'.join(INSURERS)})\s+(?:(?:health|dental|vision)\s+)?"
    r"|(?<![A-Za-z])(?:dental|vision|health|medical)\s+(?:insurance\s+)?|(?<![A-Za-z])insurance\s+)"
    r"(?:member|subscriber|policy)\s+(?:id|number|no\.?|#)(?![A-Za-z])\s*(?:is\s+|[:：=#]\s*)?"
    r"|(?<![A-Za-z])medical\s+record\s+(?:number|no\.?|#)\s*(?:is\s+|[:：=#]\s*)?"
    r"|(?:保单|保险单|病历|病案)号码?\s*(?:是|为|[:：])?\s*)"
    r"(?P<value>[A-Za-z]{0,6}[ -]?\d[\dA-Za-z]*(?:[ -]\d[\dA-Za-z]*)*)",
    re.IGNORECASE,
)
"""An insurance member's number after its insurer and "member ID": "Aetna member ID W283746519",
"BlueCross member number: XYZ847261930", "dental member ID: DM77120934"; a policy's number after any
kind of insurance ("home insurance policy no. HPL-4471902-03", probe 15), a medical record's number
("medical record no. MRN-00482913") and their Chinese labels ("保单号 PICC-20240883102")."""
MEMBER_WORDS = ("member", "subscriber", "policy", "medical record", "保单", "保险单", "病历", "病案")
_MIN_MEMBER_DIGITS = 5


def identity_numbers(text: str, mentions: Mentions) -> Iterator[Span]:
    """Social security numbers after "my social" and insurance members' numbers (``governance.sensitive``
    asks in a text its identity gate lets through)."""
    if mentions(text, SOCIAL_GATE):
        for pattern in (SOCIAL, SOCIAL_SECURITY):
            yield from (match.span("ssn") for match in pattern.finditer(text))
    if mentions(text, MEMBER_GATE):
        for match in MEMBER_ID.finditer(text):
            if sum(c.isdigit() for c in match["value"]) >= _MIN_MEMBER_DIGITS:
                yield match.span("value")


# --- a UUID named as what to authenticate with ---------------------------------------------------------
_UUID = r"[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}(?![0-9A-Za-z])"
_TO_UUID = rf"[^.!?\n]{{0,80}}?(?:\s+(?:is|are)\s*:?|\s*[:=])\s*(?P<uuid>{_UUID})"
AUTH_UUID = re.compile(
    rf"(?<![A-Za-z])(?:auth(?:enticate|orize)?|access)(?![A-Za-z]){_TO_UUID}", re.IGNORECASE
)
"""A UUID named as what to authenticate with: "the thing you'll need to auth against the billing service
… is: 9b1f4e7c-…" (a request's or a trace's id, "… trace id 8f14e45f-…", stays an identifier): a secret."""
LOGIN_UUID = re.compile(
    rf"(?<![A-Za-z])(?:log ?in(?:to)?|sign ?in(?:to)?)(?![A-Za-z]){_TO_UUID}", re.IGNORECASE
)
"""A UUID named as what to log in with ("the thing you need to log into the vault is: 3e7a9c1b-…"): a
password (found on the login path, before the secrets)."""
_ID_NAMED = re.compile(
    r"(?i)(?<![A-Za-z])(?:ids?|identifier|request|trace|correlation|job|run|ticket|order)\W*$"
)
AUTH_WORDS = ("auth", "access")
LOGIN_UUID_WORDS = ("log", "sign")


def auth_uuids(text: str, mentions: Mentions, *, login: bool = False) -> Iterator[Span]:
    """UUIDs named as what to authenticate with (``governance.sensitive`` asks in a text its secret gate
    lets through), or, with ``login``, to log in with (in a text its login gate lets through)."""
    if "-" not in text or not mentions(text, LOGIN_UUID_GATE if login else AUTH_GATE):
        return
    for match in (LOGIN_UUID if login else AUTH_UUID).finditer(text):
        before = text[max(0, match.start("uuid") - 30) : match.start("uuid")]
        if _ID_NAMED.search(re.sub(r"\s*(?:is|are)?\s*:?\s*$", "", before)) is None:
            yield match.span("uuid")


ANSWER_GATE = words(*ANSWER_WORDS)
PASSWORD_GATE = words(*PASSWORD_WORDS)
LOGIN_STRING_GATE = words(*LOGIN_STRING_WORDS)
SIGN_IN_GATE = words(*SIGN_IN_WORDS)
SMS_GATE = words(*SMS_WORDS)
SOCIAL_GATE = words(*SOCIAL_WORDS)
MEMBER_GATE = words(*MEMBER_WORDS)
AUTH_GATE = words(*AUTH_WORDS)
LOGIN_UUID_GATE = words(*LOGIN_UUID_WORDS)


def said_cues(text: str, mentions: Mentions) -> Iterator[Span]:
    """Answers after a quoted question, the string used to log in and a code from a text message
    (``governance.sensitive`` asks in a text the gate of secrets said in words lets through: its words
    hold every word of these readers' gates)."""
    if mentions(text, ANSWER_GATE):
        yield from quoted_answers(text)
    if not text.isascii():
        if mentions(text, LOGIN_STRING_GATE):
            yield from login_strings(text)
        if mentions(text, SMS_GATE):
            yield from sms_codes(text)


def login_cues(text: str, mentions: Mentions) -> Iterator[Span]:
    """Passwords after an aside or "我设的是", one-time codes by what they are for, UUIDs to log in with,
    and the readers of ``sensitive_asides`` (``governance.sensitive`` asks in a text its login gate lets
    through: it holds these gates' words)."""
    if mentions(text, PASSWORD_GATE):
        yield from aside_passwords(text)
    if mentions(text, SIGN_IN_GATE):
        yield from sign_in_codes(text)
        yield from auth_uuids(text, mentions, login=True)
    yield from login_asides(text, mentions)  # said around an aside or a correction (probe 14)
