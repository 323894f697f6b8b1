"""Secrets named by what they open or what they are used for, with no label of their own (docs/security.md,
"Session 31: Probe 23"). Read by ``governance.sensitive`` (``_passwords``) on the normalised view of a text,
each reader behind its own gate (``_READERS``, ``LOCKED_GATE``, ``_WEAK``, ``CODE_GATE``, ``PAIR_GATE``,
``QUESTION_GATE``). Each is a shape and a
cue, never a sentence; the value must look like one (``_shaped``): a code of 4-8 digits, a service's letter
and a code ("G-493817"), or a credential-shaped word (``sensitive_codes.credential_like``, no version):

- **the value first, then what it opens** (``OPENS``): "271828 unlocks my phone", "0394 opens the garage
  keypad", "4720 déverrouille ma tablette", "460917 能解开我手机", "0815 能开车库的门" — the thing opened must
  be one that locks (``LOCKED``), so "level 3 unlocks the double jump" is no secret;
- **the value first, then what it was set as** (``SET_AS``): "hunter2hunter2 is what i set as the login on
  the old thinkpad", "Mk29_river is what we set for the guest wifi", "abc778899 是我给老电脑设的那个登录";
- **the value first, then a service's code** (``CODE_OF``): "G-493817 is the google code", "K-820461 是淘宝的
  码", "H-551093 es el código de google" — a code only (not a word), and no public code (``PUBLIC_CODES``:
  zip, area, promo, error, … "94103 is the zip code");
- **a value to use** (``USE``): "just use Dr@gonfly_0412 for the vpn", "use bluefin_2291 to get into the
  shared drive", "就用 Hx_0922pass 登那个测试服", "usa Luna#4471 para la vpn", "VPNは Sakura_882 を使って" —
  what it is for must lock (``LOCKED``) or be a way in;
- **a user and a password split by a slash** (``PAIR``): "- gmail: m.reyes88 / Winter2023$", "路由器后台
  admin / 19930815liu", "ssh into the pi with pi / raspberry77x" — after a colon or a login word, and the
  two sides not one shape ("CA1831 / CA1832" are two flights);
- **the password's label in pinyin** (``PINYIN``): "mima 是 asdfgh7788", "mima shi qwer1234";
- **a security question asked and answered** (``QUESTION``): "first pet? its Biscuit2 with the 2", "street
  you grew up on? Elm4th", "第一只狗叫什么？是 Doudou88" — the answer holds a digit and a letter
  ("first pet? we never had one" is talk), or, after a maiden name or a security question, is a
  capitalised name ("mother's maiden name? Kowalski").
"""

import re
from collections.abc import Callable, Iterator

from memory_center.governance.sensitive_codes import credential_like
from memory_center.governance.sensitive_gates import Gate, gate
from memory_center.governance.sensitive_made import VERSION

Span = tuple[int, int]

_VALUE = r"(?<![!-~])(?=[!-~]*?\d)(?P<value>[!-~]{4,64}+)(?![!-~])"
"""A run of printable ASCII holding a digit, taken whole (no backtracking: each run is tried once); the marks
of the sentence after it are left out by ``_value``."""
_VALUE_ZH = _VALUE
_CODE = re.compile(r"\d{4,8}|[A-Z]{1,3}-\d{4,8}")
"""A code: 4-8 digits, or a service's letter and its digits ("G-493817")."""

LOCKED = (
    r"phone|iphone|ipad|tablet|laptop|computer|pc|macbook|thinkpad|screen|door|front\s+door|gate|garage"
    r"|safe|lock|padlock|locker|lockbox|alarm|keypad|account|login|log-in|wi-?fi|wlan|router|modem|vault"
    r"|nas|vpn|e-?mail|inbox|mail|portal|drive|hotspot|network|admin|console|desktop|kindle|suitcase|bike"
    # French, Spanish, German (session 31): what locks
    r"|t[ée]l[ée]phone|portable|tablette|porte|portail|coffre|ordinateur|compte|r[ée]seau|box"
    r"|tel[ée]fono|m[óo]vil|celular|tableta|puerta|port[óo]n|caja\s+fuerte|ordenador|port[áa]til|cuenta"
    r"|correo|handy|tür|tresor|konto|rechner|netz"
)
"""Things that lock or sign in: what a value opens or is used for is one of these ("the garage keypad")."""
LOCKED_ZH = r"手机|电脑|平板|笔记本|门|锁|车库|保险箱|保险柜|柜子|箱子|屏幕|门禁|iPad|ipad|路由器|账号|邮箱"
_LOCKED = rf"(?:{LOCKED})(?![^\W\d_])"
_OWNER = (
    r"(?:my|the|our|your|his|her|their|mon|ma|mes|le|la|les|l['’]|mi|mis|el|tu|mein|meine|meinen|das|den|die)"
)

OPENS = re.compile(
    rf"{_VALUE}\s+(?:unlocks|opens|gets\s+(?:you\s+|me\s+)?in(?:to)?|logs\s+(?:you\s+|me\s+)?in(?:to)?"
    r"|d[ée]verrouille|ouvre|desbloquea|abre|entsperrt|[öo]ffnet)\s+"
    rf"(?:{_OWNER}\s*)(?:[^\W\d_][\w'’-]{{0,15}}\s+){{0,2}}?{_LOCKED}",
    re.IGNORECASE,
)
OPENS_ZH = re.compile(
    rf"{_VALUE_ZH}\s*(?:(?:就|也|都)?(?:能|可以|可|会)(?:解开|解锁|打开|开)|解锁|解开)\s*(?:我|我们|我家)?的?"
    rf"[^\s，。,；;！!？?]{{0,6}}?(?:{LOCKED_ZH})",
    re.IGNORECASE,
)
SET_AS = re.compile(
    rf"{_VALUE}\s+(?:is|was|'s)\s+what\s+(?:i|we|you|he|she|they)\s+(?:\w+\s+)?"
    r"(?:set|used?|picked|chose|put|made|gave\s+it|typed|went\s+with)\s+(?:as|for|on)\s+"
    rf"(?:{_OWNER}\s+)?(?:[^\W\d_][\w'’-]{{0,15}}\s+){{0,2}}?(?:{_LOCKED}|password|passcode|pin)(?![^\W\d_])",
    re.IGNORECASE,
)
SET_TO = re.compile(
    rf"{_VALUE}\s+(?:is|was|'s)\s+what\s+(?:the|my|our)\s+(?:[^\W\d_][\w'’-]{{0,15}}\s+){{0,2}}?{_LOCKED}\s+"
    r"(?:is\s+set\s+to|was\s+set\s+to|uses|wants|takes|asks\s+for)(?![^\W\d_])",
    re.IGNORECASE,
)
_THING = rf"(?:the|my|our|your)\s+(?:[^\W\d_][\w'’-]{{0,15}}\s+){{0,2}}?{_LOCKED}"
"""A thing that locks, with its article and up to two words before it ("the guest wifi")."""
_CLAUSE = r"(?:^|[\n:;,.!?]\s*)"
FOR_THE = re.compile(
    rf"(?:{_CLAUSE}|(?<![^\W\d_])(?:it['’]?s|its|that['’]?s|thats)\s+){_VALUE}\s+(?:is\s+)?(?:for|on)\s+{_THING}",
    re.IGNORECASE,
)
IS_THE = re.compile(
    rf"{_CLAUSE}{_VALUE}\s+(?:is|=)\s+{_THING}(?:\s+(?:one|pw|pass|password|code|pin))?"
    r"(?=\s*(?:$|[\n.,;:!?)]|\s(?:btw|fyi|now|too|here|at|in|on)(?![^\W\d_])))",
    re.IGNORECASE,
)
"""``FOR_THE``, ``IS_THE``: a value at the start of a clause, then what it is for: "Tulip8841 for the wifi,
forgot to tell you", "that's 9921 for the garage door", "Kp7zz9q is the wifi btw" (weak cues: a word must
hold a lower-case letter)."""
TYPED = re.compile(
    rf"(?<![^\W\d_])(?:type|enter|put\s+in|try|punch\s+in)\s+{_VALUE}\s+(?:when|on|into|in|at|for)\s+{_THING}",
    re.IGNORECASE,
)
CHANGED_TO = re.compile(
    rf"(?<![^\W\d_])(?:changed|set|switched|reset|updated)\s+(?P<it>it|that|{_THING})\s+to\s+{_VALUE}"
    rf"(?:\s+(?:for|on)\s+(?P<what>{_THING}))?",
    re.IGNORECASE,
)
"""``TYPED``, ``CHANGED_TO``: a value typed into a thing that locks ("just type Ferret_92 when the laptop
asks", "try Sunflower#3 on the ipad"), or a thing changed to it ("we changed it to Otter_5521 for the guest
network"; "it" needs the thing after the value). Weak cues: the word must hold a lower-case letter."""
SET_AS_ZH = re.compile(
    rf"{_VALUE_ZH}\s*(?:就)?是\s*我(?:们)?[^\s，。,；;！!？?]{{0,12}}?(?:设|改|定|换|用)的[^\s，。,；;！!？?]{{0,4}}?"
    r"(?:登录|登陆|开机|锁屏|解锁|密码)",
    re.IGNORECASE,
)
PUBLIC_CODES = (
    "zip", "postal", "post", "postcode", "area", "country", "dial", "dialing", "dialling", "promo",
    "promotional", "discount", "coupon", "voucher", "gift", "referral", "invite", "error", "status", "exit",
    "return", "http", "response", "colour", "color", "dress", "product", "item", "course", "class",
    "tracking", "qr", "bar", "source", "airport", "iata", "flight", "sort", "swift", "bic", "tax", "hs",
    "fault", "reason", "booking", "confirmation", "reference", "ref", "order", "seat", "room", "style",
    "postleit", "fehler", "erreur", "postal", "promocional", "descuento", "error",
)  # fmt: skip
"""Codes anyone may read: a code named by one of these words ("94103 is the zip code") is no secret."""
CODE_OF = re.compile(
    rf"{_VALUE}\s+(?:is|was|'s|es|era|est|c['’]est|ist)\s+(?:the|my|your|el|mi|tu|le|mon|ton|der|mein|dein)\s+"
    r"(?P<what>(?:[^\W\d_][\w'’-]{0,15}\s+){0,2}?)(?:code|c[óo]digo|otp|passcode|token)(?![^\W\d_])",
    re.IGNORECASE,
)
CODE_OF_ZH = re.compile(
    rf"{_VALUE_ZH}\s*(?:就)?是\s*(?P<what>[^\s，。,；;！!？?]{{1,10}}?)的(?:验证码|动态码|校验码|码)",
    re.IGNORECASE,
)
_USE_FOR = (
    rf"(?:for|pour|para|für)\s+(?:(?:the|my|our|your|le|la|l['’]|les|mon|ma|el|mi|tu|den|das|die|mein|meine)\s*)?"
    rf"(?:[^\W\d_][\w'’-]{{0,15}}\s+){{0,2}}?{_LOCKED}"
    r"|to\s+(?:get\s+in(?:to)?|log\s*in(?:to)?|sign\s*in(?:to)?)(?![^\W\d_])"
    rf"|to\s+(?:unlock|open|access|connect\s+to)\s+(?:the|my|our|your)\s+(?:[^\W\d_][\w'’-]{{0,15}}\s+){{0,2}}?{_LOCKED}"
)
USE = re.compile(
    rf"(?<![^\W\d_])(?:use|utilise[sz]?|usa|usad|usar|nimm|benutze?|verwende)\s+{_VALUE}\s+(?:{_USE_FOR})",
    re.IGNORECASE,
)
USE_ZH = re.compile(
    rf"用\s*{_VALUE_ZH}(?:\s*(?:来)?(?:登|连|进|解锁|开)|[^。！？!?\n]{{0,12}}?(?:{LOCKED_ZH}))"
)
"""A value to use, said in Chinese: "就用 Hx_0922pass 登那个测试服", "先用 Pa55word_1 顶一下，路由器那个"
(what it opens after it, not before)."""
USE_JA = re.compile(
    rf"(?:VPN|vpn|wifi|wi-fi|Wi-Fi|ログイン|ルーター|パソコン|アカウント)(?:は|には|の)\s*{_VALUE_ZH}\s*(?:を使|で)",
    re.IGNORECASE,
)
PAIR = re.compile(
    r"(?:[:：]|\s[-—–]\s|(?<![^\W\d_])(?:admin|root|login|ssh|with|user|as)(?![^\W\d_])|后台|账号|帐号|登录|用户名?)"
    r"[ \t]*(?P<user>same\s+(?:e-?mail|user(?:name)?|login|one)|[\w.@+-]{2,40})[ \t]+/[ \t]+"
    r"(?P<value>[!-~]{6,64}?)[.,;:?)]*(?![!-~])",
    re.IGNORECASE,
)
PINYIN = re.compile(
    r"(?:(?<![A-Za-z])mi\s?ma(?![A-Za-z])\s*(?:是|shi|is|为|[:：=])|(?<![A-Za-z])mm\s*(?:是|为))\s*(?P<value>[!-~]{4,64}?)[.,;:!?)]*(?![!-~])",
    re.IGNORECASE,
)
QUESTION_TOPICS = (
    r"first\s+(?:pet|dog|cat|car|school|teacher|job|boss|concert|street|phone|love)"
    r"|(?:mother|mom|mum|father|dad)['’]?s\s+(?:maiden|middle)\s+name|maiden\s+name"
    r"|street\s+(?:you|i)\s+grew\s+up|(?:city|town|hospital)\s+(?:you\s+were|i\s+was)\s+born"
    r"|(?:city|town|hospital)\s+(?:were\s+you|was\s+i)\s+born|pet['’]?s\s+name|name\s+of\s+(?:my|your)\s+(?:first\s+)?pet"
    r"|childhood\s+(?:friend|best\s+friend|nickname|pet|hero|street)|favou?rite\s+teacher"
    r"|security\s+question|high\s+school\s+mascot|name\s+of\s+(?:my|your)\s+first"
    r"|第一只(?:宠物|狗|猫)|宠物(?:的)?名字|(?:母亲|妈妈|父亲|爸爸)的?(?:姓名|名字|娘家姓)|出生(?:的)?(?:城市|地|医院)"
    r"|小学(?:的)?(?:名字|名称|班主任)|最喜欢的老师|第一辆车|小时候的?(?:外号|小名|好朋友)|安全问题|密保问题"
)
"""Security questions: what a site asks to recover an account."""
NAMED_TOPICS = r"(?:(?:mother|mom|mum)['’]?s\s+)?maiden\s+name|security\s+question|安全问题|密保问题"
"""Questions whose answer is a name: a capitalised word after them is the answer ("mother's maiden name?
Kowalski")."""
QUESTION = re.compile(
    rf"(?:(?P<named>{NAMED_TOPICS})|{QUESTION_TOPICS})[^?？\n]{{0,30}}[?？]+\s*"
    r"(?:(?:it['’]?s|its|it\s+is|that['’]?s|是|叫|就是)\s*[:：]?\s*)?"
    r"(?P<value>[!-~]{4,40}?)[.,;:!?)]*(?![!-~])",
    re.IGNORECASE,
)

KEYPAD_FIRST = re.compile(
    r"(?<![A-Za-z])(?:keypad|key\s?pad|panel|intercom|door|gate|alarm|safe|lock)(?![A-Za-z])[^.\n!?;]{0,30}?"
    r"(?<![A-Za-z])(?:punch(?:\s+in)?|key\s+in|tap(?:\s+in)?|type(?:\s+in)?|enter|press|dial)\s+"
    r"[*#]?(?P<code>\d(?:[ -]?\d){3,7}[#*]?)(?![\d-])(?![A-Za-z0-9!@$%^&*_+=~\\|<>])",
    re.IGNORECASE,
)
"""The keypad named first, then the code keyed in: "front gate keypad, punch in *2290# and push" (session 31);
4-8 digits, so a phone number dialled at the gate is none. Read by ``sensitive_said.keypad_codes``."""
LOCKED_WORDS = (
    "phone", "ipad", "tablet", "laptop", "computer", "pc", "macbook", "screen", "door", "gate",
    "garage", "safe", "lock", "alarm", "keypad", "thinkpad", "account", "login", "log-in",
    "wifi", "wi-fi", "wlan", "router", "modem", "vault", "nas", "vpn", "mail", "inbox",
    "portal", "drive", "hotspot", "network", "admin", "console", "desktop", "kindle",
    "suitcase", "bike", "portab", "porte", "portail", "coffre", "ordinateur", "compte", "réseau",
    "reseau", "box", "telefon", "teléfon", "movil", "móvil", "celular", "tableta", "puerta",
    "portón", "porton", "caja", "ordenador", "portátil", "portatil", "cuenta", "correo",
    "handy", "tür", "tresor", "konto", "rechner", "netz", *LOCKED_ZH.split("|"),
)  # fmt: skip
"""Every match of ``LOCKED`` and ``LOCKED_ZH`` holds one of these."""
_READER_WORDS: tuple[tuple[tuple[str, ...], tuple[re.Pattern[str], ...]], ...] = (
    (("unlock", "opens", "gets", "logs", "verrouill", "ouvre", "desbloq", "abre", "entsperr", "ffnet"),
     (OPENS,)),
    (("解开", "解锁", "能开", "以开", "可开", "会开", "打开"), (OPENS_ZH,)),
    (("what",), (SET_AS, SET_TO)),
    (("设的", "改的", "定的", "换的", "用的"), (SET_AS_ZH,)),
    (("use", "utilis", "usa", "nimm", "benutz", "verwend"), (USE,)),
    (("用",), (USE_ZH,)),
    (("を使", "で"), (USE_JA,)),
    (("mima", "mi ma", "mm"), (PINYIN,)),
)  # fmt: skip
"""Each reader's words: every match of its patterns holds one of them."""
_READERS = tuple((gate(words), patterns) for words, patterns in _READER_WORDS)
READERS_GATE = gate(tuple(word for words, _ in _READER_WORDS for word in words))
"""Any word of the gates of ``_READERS``: one search skips them all in most texts."""
LOCKED_GATE = gate(LOCKED_WORDS)
_WEAK: tuple[tuple[Gate, re.Pattern[str]], ...] = (
    (gate(("for", "on")), FOR_THE),
    (gate(("is", "=")), IS_THE),
    (gate(("type", "enter", "put in", "try", "punch")), TYPED),
    (gate(("changed", "set", "switched", "reset", "updated")), CHANGED_TO),
)
"""Readers on weak cues, each behind its gate, all naming a thing that locks (behind ``LOCKED_GATE``)."""
CODE_GATE = gate(("code", "código", "codigo", "otp", "token", "码"))
"""Every match of ``CODE_OF`` and ``CODE_OF_ZH`` holds one of these."""
PAIR_GATE = gate((" / ",))
QUESTION_WORDS = (
    "first", "maiden", "middle name", "grew up", "born", "pet", "childhood", "teacher", "security question",
    "mascot", "第一只", "宠物", "母亲", "妈妈", "父亲", "爸爸", "出生", "小学", "最喜欢的老师", "第一辆车",
    "小时候", "安全问题", "密保问题",
)  # fmt: skip
"""Every match of ``QUESTION`` holds one of these (and a question mark)."""
QUESTION_GATE = gate(QUESTION_WORDS)
_FIRST_PAIR_CHARS = 2


def _shaped(value: str) -> bool:
    """A code, or a credential-shaped word that is no version nor a date."""
    return (bool(_CODE.fullmatch(value)) and len(set(value)) > 1) or (
        credential_like(value, classes=2) and not VERSION.fullmatch(value) and not value.isdigit()
    )


def _value(match: re.Match[str]) -> Span:
    """The span of a match's value, the marks of the sentence after it left out ("Elm4th," → "Elm4th")."""
    start, end = match.span("value")
    return start, end - (len(match["value"]) - len(match["value"].rstrip(_MARKS)))


_MARKS = ".,;:!?)]"


def used_values(text: str, mentions: Callable[[str, Gate], bool]) -> Iterator[Span]:
    """Values named by what they open, what they were set as, whose code they are, what to use them for,
    or the pinyin label (the patterns above), each pattern read only when ``mentions`` (the detector's
    gate test) finds a word of its gate."""
    for words, patterns in _READERS if mentions(text, READERS_GATE) else ():
        if not mentions(text, words):
            continue
        for pattern in patterns:
            for match in pattern.finditer(text):
                start, end = _value(match)
                if _shaped(text[start:end]):
                    yield start, end
    if mentions(text, LOCKED_GATE):
        for words, pattern in _WEAK:
            if not mentions(text, words):
                continue
            for match in pattern.finditer(text):
                if pattern is CHANGED_TO and match["what"] is None and match["it"].lower() in ("it", "that"):
                    continue  # "changed it to …" names no thing unless one follows the value
                start, end = _value(match)
                value = text[start:end]
                if _shaped(value) and any(c.islower() for c in value):
                    yield start, end  # "2024 for the garage door" is a price as often as a code
    if mentions(text, CODE_GATE):
        for pattern in (CODE_OF, CODE_OF_ZH):
            for match in pattern.finditer(text):
                start, end = _value(match)
                what = match["what"].split()
                if _CODE.fullmatch(text[start:end]) and not (what and what[-1].lower() in PUBLIC_CODES):
                    yield start, end


def pair_values(text: str) -> Iterator[Span]:
    """The password of a "user / password" pair after a colon or a login word (``PAIR``), unless both
    sides begin alike ("CA1831 / CA1832")."""
    for match in PAIR.finditer(text):
        user, value = match["user"], match["value"]
        if "/" in value or not credential_like(value, classes=2) or VERSION.fullmatch(value):
            continue
        if user[:_FIRST_PAIR_CHARS].lower() == value[:_FIRST_PAIR_CHARS].lower():
            continue
        yield match.span("value")


def answered_questions(text: str) -> Iterator[Span]:
    """The answer after a security question asked (``QUESTION``): a word with a digit and a letter."""
    for match in QUESTION.finditer(text):
        value = match["value"]
        worded = any(c.isdigit() for c in value) and any(c.isalpha() for c in value)
        named = match["named"] is not None and _NAME.fullmatch(value) and value.lower() not in _NOT_NAMES
        if (worded and not VERSION.fullmatch(value)) or named:
            yield match.span("value")


_NAME = re.compile(r"[A-Z][a-z]{2,30}")
_NOT_NAMES = frozenset((
    "the", "not", "none", "nope", "never", "dunno", "idk", "what", "why", "who", "that", "this", "she", "her",
    "his", "mine", "yes", "yeah", "same", "forgot", "skip",
))  # fmt: skip
"""Capitalised words that answer no question with a name ("maiden name? None, I never changed it")."""
