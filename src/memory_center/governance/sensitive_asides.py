"""Secrets said around an aside, a hesitation or a correction rather than right after their label
(docs/security.md, "Probe 14"): a password after a filler ("passphrase pls: …") or an arrow ("new pw
after the reset → …"), a password named in one sentence and given in the next ("… wants a password, i
used my usual one. it's …"), a login's user and password after "creds:", a quoted value after "the key
is" in a text that asks to keep it secret, a code after a dash ("the code — it's 4 4 1 9 0 2"), a code
corrected ("sim pin is 0000? no wait I changed it — 3051"), a lock's combination in its dial shape
("locker combo at the gym 12-34-08"), a Chinese password after a pause, "叫" or an aside ("密码……哦 是
…", "密码，叫「…」", "支付密码，就我生日倒过来，510891"), a card number named by its brand whatever its
check digit ("my visa is 4532 …"), and a strong credential with no label in a text about what it opens
("the thing that opens … the crypto wallet is: …", "Jot this down: … that's for the new router"); and
(``without_asides``) a value after an aside in brackets between its label and it ("the garage keypad
(not my bank one!!) is 4 7 1 9 8", "门禁那个键盘（不是公司的）按 3 6 0 9 2 就开了", session 27).

Read by ``governance.sensitive`` on the normalised view of a text (every dash folded to "-"), inside the
paths of its existing gates, each reader behind a gate of its own (the ``*_WORDS`` below: every text
its pattern matches holds one of them; tests/governance/test_sensitive_gates.py checks it). The cue
words are rows of tables; the value must look like one (a credential-shaped word, a code of digits, a
card number's length and grouping, a credential of four kinds of character).
"""

import re
from collections.abc import Callable, Iterator

from memory_center.governance.sensitive_codes import credential_like
from memory_center.governance.sensitive_gates import Gate, Substrings, gate

Span = tuple[int, int]
Mentions = Callable[[str, Gate], bool]


def words(*substrings: str) -> Gate:
    """A reader's own gate of a few words, tested as substrings of the folded text (asked only inside the
    path of a wider gate holding them, as in ``sensitive_cues``)."""
    return Substrings((), substrings)


_WORD = re.compile(r"[!-~]{4,64}(?![!-~])")
_TRAILING = ".,;:)"  # "Rosebud1987!" keeps its "!"
_PHRASE = re.compile(r"[^\s，。！？；,.!?;\n][^，。！？；,.!?;\n]{1,79}")


def credential_at(text: str, at: int, *, phrase: bool = False, trailing: str = _TRAILING) -> Span | None:
    """The passphrase (the rest of its clause, two words or more) or the credential-shaped word at ``at``,
    without the ``trailing`` marks ending it (read by ``sensitive_cues`` too)."""
    if phrase:
        match = _PHRASE.match(text, at)
        value = match[0].rstrip() if match else ""
        if len(value.split()) >= 2 or credential_like(value, classes=2):
            return at, at + len(value)
        return None
    word = _WORD.match(text, at)
    if word is None:
        return None
    value = word[0].rstrip(trailing)
    return (at, at + len(value)) if credential_like(value, classes=2) else None


# --- English passwords: after a filler or an arrow, in the next sentence, after "creds:" ---------------
_PW = r"(?<![A-Za-z])(?:(?P<phrase>pass\s?phrase)|pass(?:word|key|code)?s?|pwd?)(?![A-Za-z])"
FILLERS = ("pls", "please", "plz", "btw", "fyi", "lol", "again", "real quick", "now")
"""Words a label may be followed by before its colon ("passphrase pls: …")."""
_FILLERS = "|".join(filler.replace(" ", r"\s+") for filler in FILLERS)
FILLER = re.compile(rf"{_PW}(?:\s+(?:{_FILLERS}))+\s*[:：]\s*", re.IGNORECASE)
ARROW = re.compile(rf"{_PW}[^.:;\n→>]{{0,30}}?\s*(?:→|->|=>)\s*", re.IGNORECASE)
"""A password's label, some words, and an arrow: "new pw after the reset → Q7v#pLm2"."""
PASSKEY = re.compile(r"(?<![A-Za-z])pass\s?key(?:\s+(?:is|was))?\s*[:：=]?\s*", re.IGNORECASE)
"""A Wi-Fi passkey, with or without a connector: "network Pinecrest, passkey m00se&Lake!"."""
NEXT_SENTENCE = re.compile(
    rf"{_PW}[^\n]{{0,60}}?[.,;!]\s+(?:it['’]?s|it\s+is|which\s+is|that['’]?s)\s+", re.IGNORECASE
)
"""A password named, then given after "it's" in the next clause: "… wants a password, i used my usual
one. it's pancakes4ever" (the value a credential: letters and a digit)."""
CREDS = re.compile(
    r"(?<![A-Za-z])(?:creds|credentials|login)(?:\s+(?:are|is))?\s*[:：=]\s*[^\s,/]{2,40}\s*(?:and|/|,|&|\+)\s*",
    re.IGNORECASE,
)
"""A login's user and password after "creds:": "the NAS admin creds: admin and Gr33nTea#5"."""
PASSWORD_WORDS = ("pass", "pw")
CREDS_WORDS = ("cred", "login")

# --- a quoted value in a text asking to keep it secret ------------------------------------------------
QUOTED_KEY = re.compile(
    r"(?<![A-Za-z])(?:key|password|passphrase|passcode|code)\s+(?:is|was)\s*:?\s*"
    r"[\"“'‘](?P<value>[^\"”'’\s]{4,64})[\"”'’]",
    re.IGNORECASE,
)
"""A quoted value after "the key is" (``SECRECY``'s cue in the same text): "🔑 the key is
"purple-elephant-dances" … don't tell the kids"."""
SECRECY = re.compile(
    r"don['’]?t\s+(?:tell|share)|do\s+not\s+(?:tell|share)|keep\s+(?:it|this)\s+(?:secret|private|safe)"
    r"|between\s+us|🔑|🔐|别告诉|不要告诉|保密",
    re.IGNORECASE,
)
QUOTED_WORDS = ("key", "pass", "code")

# --- codes: after a dash, corrected, a combination's dial ---------------------------------------------
NOT_SECRET_CODES = (
    "zip", "postal", "post", "area", "error", "status", "exit", "country", "promo", "discount", "coupon",
    "product", "source", "qr", "bar", "dial", "sort", "swift", "tax", "course", "class", "color", "colour",
    "region", "airport", "station", "item", "style", "dress", "referral", "invite",
)  # fmt: skip
"""Words before "code" that make it a public one ("zip code - 94110")."""
DASH_CODE = re.compile(
    r"(?<![A-Za-z])(?:(?P<pre>[A-Za-z]+)\s+)?(?:code|pin|otp|passcode)"
    r"(?:\s+(?:you|they|i|we|he|she)\s+(?:see|got|get|have|sent|received))?\s+-\s*(?:it['’]?s\s+|is\s+)?"
    r"(?P<value>\d(?: ?\d){3,7})(?=\s*(?:[-.,;!?)]|$))",
    re.IGNORECASE,
)
DASH_CODE_WORDS = ("code", "pin", "otp")
"""A code after a dash, perhaps "it's" ("the code — it's 4 4 1 9 0 2", "the code you see — 557201 —")."""
CORRECTION = re.compile(
    r"(?:no\s+wait|wait\s+no|actually|scratch\s+that|changed\s+it(?:\s+to)?|now\s+it['’]?s|new\s+one\s+is"
    r"|不对|改成了?)[^\n\d]{0,20}?(?<![\d.])(?<!at )(?<!by )(?P<value>\d{4,8})(?![\d/.:,]\d)"
    r"(?!\s*(?:min|sec|hour|day|week|month|year|am|pm|%|times|次|分|秒|天|年|月))",
    re.IGNORECASE,
)
"""A code corrected after its label ("sim pin is 0000? no wait I changed it — 3051"); not a time ("at
1530")."""
_CODE_BEFORE = re.compile(
    r"(?<![A-Za-z])(?:pin|passcode|code|password|combo|combination)(?![A-Za-z])|密码", re.I
)
_CORRECTION_REACH = 80
CORRECTION_WORDS = ("wait", "actually", "scratch", "changed", "now it", "new one", "不对", "改成")
COMBO_DIAL = re.compile(
    r"(?<![A-Za-z])(?:combo|combination)(?![A-Za-z])[^\n\d.;]{0,40}?(?<![\d-])"
    r"(?P<value>\d{1,2}(?:-\d{1,2}){2,3})(?![\d-])",
    re.IGNORECASE,
)
"""A lock's combination in its dial shape some words after "combo" ("locker combo at the gym 12-34-08"),
in a text naming a lock (``_LOCK``)."""
_LOCK = re.compile(r"lock|safe|gym|padlock|dial", re.IGNORECASE)
COMBO_WORDS = ("combo", "combination")

# --- Chinese passwords after a pause, "叫" or an aside ------------------------------------------------
PASSWORD_LATE_ZH = re.compile(
    r"(?:密码|口令)(?!错|至少|要求|不对|忘|长度|规则|强度|太|过期|输入错)[^。！？\n]{0,24}?"
    r"(?:(?P<said>是|叫做?|为|改成了?|设成了?)\s*|[，,：:]\s*(?=\d))"
)
"""A password given after a pause or an aside: "路由器后台密码……等下我看看……哦 是 admin8848",
"开机密码，叫「我爱吃火锅2023」", "支付密码，就我生日倒过来，510891，…"."""
_OTHER_LABEL_ZH = re.compile("账号|帐号|用户名|邮箱|手机|名字|用户")
_QUOTED_ZH = re.compile(r"[「『“\"](?P<value>[^」』”\"\n]{2,30})[」』”\"]")
_DIGITS_ZH = re.compile(
    r"\d{4,8}(?![\d年月日号次位分秒天个元块%.:/-])(?=\s*(?:[，,。！？!?\s]|$|这|吧|啊|哦|的))"
)
PASSWORD_WORDS_ZH = ("密码", "口令")


def _late_zh(text: str) -> Iterator[Span]:
    for match in PASSWORD_LATE_ZH.finditer(text):
        if _OTHER_LABEL_ZH.search(match[0]):
            continue  # "密码忘了，用户名是 …": the value is another label's
        at = match.end()
        if match["said"] is not None:
            quoted = _QUOTED_ZH.match(text, at)
            if quoted is not None:
                yield quoted.span("value")
                continue
            span = credential_at(text, at)
        else:
            digits = _DIGITS_ZH.match(text, at)
            span = digits.span() if digits is not None else None
        if span is not None:
            yield span


def login_asides(text: str, mentions: Mentions) -> Iterator[Span]:
    """Passwords and codes said around an aside (``governance.sensitive`` asks in a text its login gate
    lets through: it holds every word of these readers' gates)."""
    if mentions(text, PASSWORD_GATE):
        for pattern in (FILLER, ARROW, PASSKEY, NEXT_SENTENCE):
            for match in pattern.finditer(text):
                phrase = "phrase" in pattern.groupindex and match["phrase"] is not None
                span = credential_at(text, match.end(), phrase=phrase)
                if span is not None:
                    yield span
    if mentions(text, CREDS_GATE):
        for match in CREDS.finditer(text):
            span = credential_at(text, match.end())
            if span is not None:
                yield span
    if mentions(text, QUOTED_GATE) and SECRECY.search(text):
        yield from (match.span("value") for match in QUOTED_KEY.finditer(text))
    if "-" in text:
        for match in DASH_CODE.finditer(text):
            if (match["pre"] or "").lower() not in NOT_SECRET_CODES:
                yield match.span("value")
    if mentions(text, CORRECTION_GATE):
        for match in CORRECTION.finditer(text):
            if _CODE_BEFORE.search(text, max(0, match.start() - _CORRECTION_REACH), match.start()):
                yield match.span("value")
    if mentions(text, COMBO_GATE) and _LOCK.search(text):
        yield from (match.span("value") for match in COMBO_DIAL.finditer(text))
    if not text.isascii() and mentions(text, PASSWORD_ZH_GATE):
        yield from _late_zh(text)


# --- a card number named by its brand, whatever its check digit ----------------------------------------
CARD_BRANDS = (
    "visa", "master ?card", "amex", "american express", "discover", "diners", "jcb", "union ?pay", "maestro",
    "credit card", "debit card", "银联卡?", "信用卡", "储蓄卡", "借记卡",
)  # fmt: skip
"""Names of a card: a number of a card's length and grouping some characters after one is a card number,
though its check digit fail (a typo, or a number made up to look like one)."""
_BRANDS = "|".join(brand.replace(" ", r"\s") for brand in CARD_BRANDS)
BRAND_CARD = re.compile(
    rf"(?<![A-Za-z])(?:{_BRANDS})[^\d\n]{{0,20}}?(?<![\d.-])"
    r"(?P<value>\d{4}(?P<sep>[ .-]?)\d{4}(?P=sep)\d{4}(?P=sep)\d{1,4}(?:(?P=sep)\d{1,3})?"
    r"|\d{4}[ -]\d{6}[ -]\d{5})"
    r"(?![\d]|[.-]\d)",
    re.IGNORECASE,
)
_LONG_DIGITS = re.compile(r"\d{4}[ .-]?\d{4}[ .-]?\d{4}")
_CARD_DIGITS = (13, 19)
CARD_WORDS = ("visa", "master", "amex", "american", "discover", "diners", "jcb", "union", "maestro", "card")
CARD_WORDS_ZH = ("银联", "信用卡", "储蓄卡", "借记卡")


def brand_cards(text: str, mentions: Mentions) -> Iterator[Span]:
    """Card numbers named by their brand (``governance.sensitive`` asks in a text with a digit)."""
    if _LONG_DIGITS.search(text) is None or not mentions(text, CARD_GATE):
        return
    for match in BRAND_CARD.finditer(text):
        digits = sum(c.isdigit() for c in match["value"])
        if _CARD_DIGITS[0] <= digits <= _CARD_DIGITS[1]:
            yield match.span("value")


# --- a strong credential with no label, in a text about what it opens ---------------------------------
OPENS_WORDS = (
    "wallet", "router", "wifi", "wi-fi", "laptop", "vault", "jot this", "write this down", "note this",
    "that's for", "that is for", "opens", "unlocks", "gets you into", "log in", "login",
)  # fmt: skip
"""Cue words of what a credential is for: a word of four kinds of character in a text holding one is a
password ("the thing that opens … the crypto wallet is: ember!Falcon_2291")."""
STRONG = re.compile(  # a symbol other than "_" and "-": a model's name ("RT-AX88U_Pro") has those
    r"(?<![!-~])(?=[!-~]*[a-z])(?=[!-~]*[A-Z])(?=[!-~]*\d)(?=[!-~]*[!#$%^&*+=?~])"
    r"(?P<value>[A-Za-z0-9!@#$%^&*_+=?~-]{8,40})(?=[.,;:)]*(?![!-~]))"
)


OPENS = gate(OPENS_WORDS)


def opened_credentials(text: str, folded: str) -> Iterator[Span]:
    """Strong credentials in a text naming what they open (``governance.sensitive`` asks in a text with a
    digit, ``folded`` its lower-case form). The cue words are a condition of the finding, not a gate: they
    are looked for with the gates off too (one search of their tree: an alternation of them ignoring case
    cost ten times more)."""
    if OPENS.search(folded):
        yield from (match.span("value") for match in STRONG.finditer(text))


PASSWORD_GATE = words(*PASSWORD_WORDS)
CREDS_GATE = words(*CREDS_WORDS)
QUOTED_GATE = words(*QUOTED_WORDS)
CORRECTION_GATE = words(*CORRECTION_WORDS)
COMBO_GATE = words(*COMBO_WORDS)
PASSWORD_ZH_GATE = words(*PASSWORD_WORDS_ZH)
CARD_GATE = gate(CARD_WORDS + CARD_WORDS_ZH)


# --- an aside in brackets between a label and its value (session 27) ------------------------------------
BRACKETED = re.compile(r"\s?\([^()\n]{1,60}\)(?=\s*[^\s\d()]{0,6}\s*\d|\s*(?:[:=：]|是|为))")
"""An aside in brackets that a digit follows within a word ("(not the alarm one) is 5 2 8 1 6"), or a
colon, "=", 是 or 为 ("密保答案（我出生的城市）：…", session 28)."""


def without_asides(text: str) -> str | None:
    """``text`` with each aside of ``BRACKETED`` blanked out, one space a character (so every span of it is
    a span of ``text``), or None when it holds none: ``governance.sensitive`` reads it again with its
    password readers, which need the label and the value together ("keypad … is", "键盘 … 按")."""
    if "(" not in text:
        return None
    bare = BRACKETED.sub(lambda match: " " * len(match[0]), text)
    return None if bare == text else bare
