"""Secrets given before what they are, and passwords in a login record with no label of their own.

Read by ``governance.sensitive`` (``_passwords``) on the normalised view of a text (docs/security.md,
"Session 27: Probe 19"). Each reader is a shape and a cue, never a sentence:

- **the value first** (``FIRST``, ``FIRST_ZH``): a quoted string, a credential-shaped word or a code of
  4-8 digits (spaced or not), then what it is — "is my …", "that's the … for …", "<- that's my …", "这是我
  …的密码", "就是我…的PIN" — ending at a password's or a PIN's label that ends its noun phrase ("'…' <- that's
  my netflix passphrase", "7304 is the PIN for my debit card", "Kx9!mQ2p 就是我网银的登录密码"). The label
  must be the user's ("my", 我) or "the" one right before what it opens ("the pin for the ipad"): "1234 is
  the most common PIN" and "2024 is the year I changed my passwords" say what a number is, not whose;
- **a login record** (``record_passwords``): a text naming a user name (``username``, 用户名, 账号, a
  ``<u>``/``"user"`` key of XML or JSON) and, apart from it, a word of letters, digits and a symbol other
  than ``_ . -`` (``Zm!88990011``, ``fTp_9xQ!2mL``): the password of that login whatever it is called
  ("第二行是那个东西", ``<k>``), as a user name or a host never holds such a symbol.
"""

import re
from collections.abc import Iterator

from memory_center.governance.sensitive_codes import credential_like
from memory_center.governance.sensitive_gates import gate
from memory_center.governance.sensitive_made import VERSION

Span = tuple[int, int]

_QUOTED = r"[\"'“‘「『](?P<quoted>[^\"'“”‘’「」『』\n]{4,64})[\"'”’」』]"
_WORD = r"(?<![!-~])(?P<word>[!-~]{6,64})(?![!-~])"
_CODE = r"(?<![\d.,:/-])(?P<code>\d(?: ?\d){3,7})(?![\d.,:/-]|\s\d)"
_VALUE = rf"(?:{_QUOTED}|{_CODE}|{_WORD})"
_MARKS = ":,;()'\"."
"""Marks around a word that are the sentence's ("记下来：Hz#2025qwe，是我…的密码"), not the value's."""
_LABEL = (
    r"(?:pass(?:word|phrase|code)s?|pwd|pw|pin(?:\s+(?:code|number))?|login(?:\s+password)?"
    r"|unlock\s+code|(?:door|gate|garage|safe|alarm|lock)\s+code)"
)
AFTER_LABEL = (
    "for", "of", "to", "on", "at", "in", "btw", "so", "and", "but", "too", "again", "now", "keep", "save",
    "remember", "please", "pls", "don['’]?t", r"do\s+not", "never", "lol",
    # session 29: chatter after the label ("… is my bank pw fyi just in case", "… my wifi password thx")
    "fyi", "ty", "thx", "thanks", "tks", "just", "if", "incase", "haha", "lmao", "ok", "okay", "dont",
)  # fmt: skip
"""Words that may follow a label ending its noun phrase ("my steam password fyi", "the PIN for …"); a
label followed by another word ("password manager", "PIN length") is a word, not a value's label."""
_ENDS = rf"(?=\s*(?:$|[\n.,;:!?)]|\s-\s|\s(?:{'|'.join(AFTER_LABEL)})(?![^\W\d_])))"
_ARROW = r"(?:<-|<=|←|⟵)"
_IS = r"(?:(?:that|this|it)(?:['’]s|\s+is|\s+was)|is|was|=)"
FIRST = re.compile(
    rf"{_VALUE}\s*(?:{_ARROW}\s*(?:{_IS}\s+)?|(?:[-:,]\s*)?{_IS}\s+)"
    rf"(?:my\s+(?:[^\W\d_][\w'’-]{{0,15}}\s+){{0,3}}?{_LABEL}(?![^\W\d_])"
    rf"|(?:the\s+|(?<=[-=←⟵] )){_LABEL}(?=\s+(?:for|to|of|on)\s+(?:my|the|our|this|that)\s)){_ENDS}",
    re.IGNORECASE,
)
"""A value, then "is my … password", "that's the PIN for the …" (the label ends its noun phrase); after an
arrow the "is" may go unsaid ("… <- my dropbox password fyi", "4417 <- PIN for the garage keypad")."""
AFTER_LABEL_ZH = "帮|记|存|请|别|不要|千万|哦|啊|呢|吧|了|哈|嘛|呀|啦|喔|哟|呦|噢|嗷"
"""What may follow a Chinese label ending its noun phrase: a request (帮, 记, 存, 请, 别, …) or a
sentence-final particle (哦, 哈, 嘛, 呀, 啦, …: "…这是我淘宝的密码哈", session 29)."""
FIRST_ZH = re.compile(
    rf"{_VALUE}\s*(?:[,，:：]|<-|←|-)?\s*(?:这就是|这个是|这是|就是|也就是|是)\s*我(?:的)?"
    r"[^\s，。；！？,.;!?:：]{0,12}?(?:密码|密碼|口令|PIN码?|pin码?)"
    rf"(?=$|[\s,，。.;；!！?？、)]|{AFTER_LABEL_ZH})"
)
"""A value, then "这是我…的密码", "就是我…的登录密码", "是我…的PIN"."""
FIRST_WORDS = ("pass", "pw", "pin", "login", "unlock code", "door code", "gate code", "garage code",
               "safe code", "alarm code", "lock code", "密码", "密碼", "口令")  # fmt: skip
"""Every match of ``FIRST`` and ``FIRST_ZH`` holds one of these (all are words of the login gate)."""
FIRST_GATE = gate(FIRST_WORDS)


def first_values(text: str) -> Iterator[Span]:
    """Values given before their label (``FIRST``, ``FIRST_ZH``): a quoted value whatever its shape, a
    code of 4-8 digits, or a credential-shaped word that is no version."""
    for pattern in (FIRST, FIRST_ZH):
        for match in pattern.finditer(text):
            if match["quoted"] is not None:
                yield match.span("quoted")
            elif match["code"] is not None:
                yield match.span("code")
            else:
                start, end = match.span("word")
                start += len(match["word"]) - len(match["word"].lstrip(_MARKS))
                end -= len(match["word"]) - len(match["word"].rstrip(_MARKS))
                if credential_like(text[start:end], classes=2) and not VERSION.fullmatch(text[start:end]):
                    yield start, end


# --- a password in a login record ------------------------------------------------------------------------
RECORD_USER = re.compile(
    r"(?:(?<![A-Za-z])(?:user\s?names?|user\s?ids?|login\s?(?:names?|ids?))(?![A-Za-z])"
    r"|用户名|用戶名|账号|帐号|賬號|帳號)(?:\s*(?:is|:|：|=|是|为)\s*|\s+)[A-Za-z0-9_.@-]{2,40}(?![A-Za-z0-9_.@-])"
    r"|<(?:u|usr|user|login)>[^<>\s]{1,40}</|[\"'](?:u|usr|user|login)[\"']\s*:\s*[\"'][^\"'\s]{1,40}[\"']",
    re.IGNORECASE,
)
"""A user name given (after its label, in its XML tag or JSON key): the cue that a record holds a login, and
a password whatever its label."""
RECORD_WORDS = ("user", "login", "<u>", "<usr>", '"u"', "'u'", '"usr"', "'usr'", "用户名", "用戶名", "账号",
                "帐号", "賬號", "帳號")  # fmt: skip
"""Every match of ``RECORD_USER`` holds one of these."""
RECORD_GATE = gate(RECORD_WORDS)
_STRONG = re.compile(
    r"(?:^|\n)[^\n:]{0,24}:[ \t]*[\"'`]?(?P<labelled>[^\s\"'`]{8,40})[\"'`]?[ \t]*(?=\n|$)"
    r"|(?:^|\n)[ \t]*[\"'`]?(?P<line>[^\s\"'`]{8,40})[\"'`]?[ \t]*(?=\n|$)"
    r"|>(?P<tag>[^<>\s]{8,40})<|(?<=[:,{\[])\s*[\"'](?P<quoted>[^\"'\s]{8,40})[\"']"
)
"""A word standing as a field of a record: a line of its own (after a short label and a colon, perhaps), an
XML element's text, a JSON string's value."""
_SYMBOLS = frozenset("!#$%^&*+=?~@")
"""A word holding letters, digits and one of these is a password in a login record: a user name, a host or
an id holds none of them (``_ . -`` they do)."""
_ADDRESS = re.compile(r"@[\w-]+\.[A-Za-z]|://")
_SETTING = re.compile(r"[A-Za-z_][\w.]*=")
"""A setting and its value ("Server=sql01" in a connection string): its value is found after its name."""
_RECORD_NEAR = 160


def record_passwords(text: str) -> Iterator[Span]:
    """The fields (``_STRONG``) within ``_RECORD_NEAR`` characters of a user name given (before or after it)
    whose word has 8-40 letters, digits and a symbol of ``_SYMBOLS``, and is neither an address (an e-mail, a
    URL), a setting nor a version."""
    users = [match.start() for match in RECORD_USER.finditer(text)]
    if not users:
        return
    for match in _STRONG.finditer(text):
        group = next(name for name in ("labelled", "line", "tag", "quoted") if match[name] is not None)
        value = match[group]
        if (
            not any(c.isalpha() for c in value)
            or not any(c.isdigit() for c in value)
            or _SYMBOLS.isdisjoint(value)
            or _ADDRESS.search(value)
            or _SETTING.match(value)
            or VERSION.fullmatch(value)
        ):
            continue
        if any(abs(match.start(group) - at) <= _RECORD_NEAR for at in users):
            yield match.span(group)
