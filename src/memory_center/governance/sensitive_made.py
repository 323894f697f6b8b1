"""Passwords said by how they are made, then spelled out (docs/security.md, "probe 11"): "my cat's name
plus birth year, i.e. Mochi2016", "the p/w is my first dog's name + the year we got him, so Biscuit2009."
(probe 15: anyone's name, a "+", a value ending its sentence). Split from ``governance.sensitive_said``,
which runs ``made_values`` behind the gate of ``MADE_WORDS``.
"""

import re
from collections.abc import Iterator

from memory_center.governance.sensitive_codes import credential_like
from memory_center.governance.sensitive_text import decoded_base64

Span = tuple[int, int]

CLAUSE_END = r"(?=[^\w\n]*(?:$|\n))"
"""Nothing but marks (emoji, punctuation) to the end of the line."""
TRAILING = ".,;:?!'\")]}>"
SYMBOL_END = "!#$%&*@^~"
VERSION = re.compile(r"[A-Za-z]*[ -]?v?\d+(?:\.\d+)+[A-Za-z]*")
"""A name and a version ("Python3.12", "iOS17.4", "v2.0.1b"): never a password said in words."""

# --- passwords said by how they are made, then spelled out ---------------------------------------------
MADE = re.compile(
    r"(?<![A-Za-z])(?:plus|then|followed\s+by|with\s+(?:an?|the)\s+\S{1,12}\s+(?:at|on)\s+the\s+(?:end|start|front"
    r"|beginning)|same\s+(?:thing|one|as)|as\s+(?:always|usual)|the\s+usual|backwards|reversed"
    r"|birth\s*(?:year|day|date)|[^\W\d_]+['’]s\s+name|\+"
    r"|in\s+(?:two|halves)|(?:first|second|other|last)\s+(?:half|part|bit)|capital|upper\s*case|lower\s*case"
    r"|大写|小写|分(?:两|二|2)|[前后]半|第[一二三]段|加上?)(?![A-Za-z])",
    re.IGNORECASE,
)
"""How a password is made: "my cat's name plus birth year", "sunflower then the year we got married",
"same thing as always but with a 9 at the end"; in pieces, then joined (probe 18: "first half Blue, second
half Moon#88", "大写的M，小写abc", "分两次发，前半段 …")."""
JOINED = re.compile(
    r"(?:(?<![A-Za-z])(?:(?:all|put|stuck|joined)\s+together|together|combined|so\s+it['’]?s|that\s+makes"
    r"|which\s+makes|making\s+it)(?![A-Za-z])(?:\s*(?:it['’]?s|that['’]?s|is|makes|gives)(?![A-Za-z]))?"
    r"|(?:连|合|拼|凑)(?:起来|在一起)(?:就是|是|为|成)?)"
    r"\s*[:=]?\s*(?P<value>[!-~]{6,64}?)(?=[^!-~]|$)",
    re.IGNORECASE,
)
"""The pieces of a password joined into the whole: "so it's BlueMoon#88", "that makes Tiger_Lily5",
"合起来就是QingShan#77", "连起来 Mabc998" (probe 18)."""
MADE_ZH = re.compile(r"加上?[\u3400-\u9fff]{1,10}\s*:?\s*(?P<value>[!-~]{6,64}?)(?=[^!-~]|$)")
"""Two things joined by 加 and the password they make right after: "生日加狗的名字 19930612doudou"
(probe 18)."""
_SPELLED_OUT = re.compile(
    r"(?:,|:|-|→|=|(?<![A-Za-z])(?:so|i\.e\.?|ie|that'?s|that\s+is|namely|giving)(?![A-Za-z]))\s*"
    r"(?:(?:so|i\.e\.?|that'?s|namely|it'?s)\s+)?(?P<value>[^\s,;]+?[!#$%&*@^~]*)[.?]*(?:(?<=[.?])(?=\s)|(?=\s+-\s)|"
    + CLAUSE_END
    + ")",
    re.IGNORECASE,
)
"""The value spelled out after its making, ending its line, its sentence or its clause before a dash:
", i.e. Mochi2016", "— so sunflower2011", ", so Biscuit2009. oh and …" (probe 15), ", so Biscuit2016 —
member PIN is …" (probe 16)."""
_MADE_AFTER = 160
_HAN = re.compile(r"[\u3400-\u9fff]")
MADE_CONTEXT = re.compile(
    r"(?<![A-Za-z])(?:passwords?|passcode|p/?w|log ?in|sign ?in|unlock|get into|wi-?fi|netflix|spotify"
    r"|gmail|icloud|facebook|instagram|paypal|dropbox|outlook|hotmail|apple id|exclamation\s+(?:mark|point)"
    r"|special\s+character|pass)(?![A-Za-z])|密码|密碼|口令",
    re.IGNORECASE,
)
"""A login or a service one signs in to, named somewhere in the text: a device alone is not enough ("my
phone is the same as always, Pixel8a" names a model); or a password's making named ("then an exclamation
mark", "a special character")."""
PIN_CONTEXT = re.compile(
    r"(?<![A-Za-z])(?:pin|passcode|combo|combination|(?:door|gate|safe|alarm|lock|keypad|garage)\s+code"
    r"|(?:four|five|six|4|5|6)[ -](?:digits?|numbers?))"
    r"(?![A-Za-z])",
    re.IGNORECASE,
)
"""A code or a PIN named: its value, made of digits alone, is spelled out as 4-8 digits."""
MADE_NEEDS = re.compile(f"{MADE_CONTEXT.pattern}|{PIN_CONTEXT.pattern}", re.IGNORECASE)
"""What a made value needs the text to name (one or the other): its reader's gate is on these words."""


def made_values(text: str) -> Iterator[Span]:
    """A password or a PIN said by how it is made (``MADE``) and then spelled out at the end of its line
    (``_SPELLED_OUT``): a credential-shaped value in a text naming a login (``MADE_CONTEXT``), 4-8 digits
    in a text naming a code or a PIN (``PIN_CONTEXT``)."""
    made = MADE.search(text)
    if made is None:
        return
    login = MADE_CONTEXT.search(text) is not None
    pin = PIN_CONTEXT.search(text) is not None
    if not (login or pin):
        return
    if login:
        for match in (*JOINED.finditer(text, made.start()), *MADE_ZH.finditer(text, made.start())):
            start, end = match.span("value")
            value = text[start:end]
            if value[-1] not in SYMBOL_END:
                value = value.rstrip(TRAILING)
            if credential_like(value, classes=2) and not value.isdigit() and not VERSION.fullmatch(value):
                yield start, start + len(value)
                return
    at = made.end()
    while (
        spelled := _SPELLED_OUT.search(text, at)
    ) is not None and spelled.start() <= made.end() + _MADE_AFTER:
        start, end = spelled.span("value")
        value = text[start:end]
        if value[-1] not in SYMBOL_END:
            value = value.rstrip(TRAILING)
        if (
            login
            and credential_like(value, classes=2)
            and not value.isdigit()
            and not VERSION.fullmatch(value)
            and not _HAN.search(value)  # "连起来不少于8位": a rule's words, not a value (probe 18)
        ) or (pin and re.fullmatch(r"\d{4,8}", value) and len(set(value)) > 1):
            yield start, start + len(value)
            return
        at = spelled.start() + 1


MADE_WORDS = (
    "pass", "pw", "login", "log in", "signin", "sign in", "unlock", "get into", "wifi", "wi-fi", "netflix",
    "spotify", "gmail", "icloud", "facebook", "instagram", "paypal", "dropbox", "outlook", "hotmail",
    "apple id", "pin", "combo", "combination", "code", "digit", "number", "exclamation", "special", "密码",
    "密碼", "口令",
)  # fmt: skip
"""``MADE_NEEDS``: a login, a service or a PIN named (the words of how a password is made, "then",
"same", "name", are too common to be a gate)."""


# --- a password given in base64 ------------------------------------------------------------------------
BASE64_NAMED = re.compile(r"(?<![A-Za-z])(?:base64|b64)(?![A-Za-z])", re.IGNORECASE)
BASE64_RUN = re.compile(r"(?<![A-Za-z0-9+/=_-])[A-Za-z0-9+/_-]{8,88}={0,2}(?![A-Za-z0-9+/=_-])")
_ENCODED_AFTER = 80
PASSWORD_NAMED = re.compile(
    r"(?<![A-Za-z])(?:pw|pwd|pass(?:word|wd|code)?s?)(?![A-Za-z])|密码|密碼|口令", re.IGNORECASE
)


def encoded_passwords(text: str) -> Iterator[Span]:
    """A password given in base64 (probe 18: "my pw base64'd is SHVudGVyMjAyNSE=", "密码我 base64 了一下：
    TXlTcWwj…", "password, base64 encoded so it's not plain text: QWRt…"): in a text naming a password
    (``PASSWORD_NAMED``, within its caller's gate), a run of base64 up to 80 characters after "base64"
    that decodes to a credential (``credential_like``; "aGVsbG8=" is "hello", no password)."""
    if PASSWORD_NAMED.search(text) is None:
        return
    for named in BASE64_NAMED.finditer(text):
        for run in BASE64_RUN.finditer(text, named.end()):
            if run.start() > named.end() + _ENCODED_AFTER:
                break
            if decoded_base64(run[0], lambda decoded: credential_like(decoded, classes=2)) is not None:
                yield run.span()
