"""Secrets told in passing (docs/security.md, "probe 11"): a one-time, backup or card code some words
after its label ("the 2FA code from my authenticator, it shows 118 204"), answers named by the question
they answer ("my mother's maiden name is …" near a security question, "if they ask for my father's
middle name, say …"), passwords said by what was done with them ("I changed it to …", "uses … as the
password", "my password backwards is …", "密码设的是 …"), digits spelled out after a PIN's or an SSN's
label, values said by what they open ("the thing to get into her phone is …", "if the laptop locks
again it's still …", "I always just type … everywhere", "4410, it's for the card"), and an
authenticator's setup key after its label (probe 12).

Read by ``governance.sensitive`` (``_passwords``) on the normalised view of a text, each reader behind a
keyword gate of its own (the ``*_WORDS`` below; tests/governance/test_sensitive_gates.py checks that
every text a pattern matches holds one of them). Each pattern is a class of wording, its labels and
shapes rows of a table; the value must look like one (a code of digits, a credential-shaped word, a
name-like answer).
"""

import re
from collections.abc import Callable, Iterator

from memory_center.governance.sensitive_asides import opened_credentials
from memory_center.governance.sensitive_codes import credential_like
from memory_center.governance.sensitive_gates import SPELLED_WORDS, Gate, gate
from memory_center.governance.sensitive_said import ANSWER_WORDS, QUESTION, answer_at, security_answers

Span = tuple[int, int]

# --- a code some words after its label --------------------------------------------------------------
CODE_LABELS = (
    r"(?:verification|verify|confirmation|security|login|log-?in|sign-?in|one-?time|2fa|two-?factor|2-?step"
    r"|mfa|otp|authenticator|authentication|backup|recovery|sms|access|pass)\s*codes?",
    r"codes?\s+(?:from|in|on)\s+(?:the|a|my|your|that)\s+(?:text|sms|e-?mail|app|authenticator|message)",
    r"(?:your|my)\s+code",
    r"c[óo]digos?\s+de\s+(?:verificaci[óo]n|seguridad|acceso|confirmaci[óo]n|respaldo|recuperaci[óo]n"
    r"|verifica[çc][ãa]o|seguran[çc]a)",
    r"codes?\s+de\s+(?:v[ée]rification|confirmation|s[ée]curit[ée]|secours|r[ée]cup[ée]ration)",
    r"codice\s+di\s+(?:verifica|sicurezza|conferma|backup)",
    r"(?:best[äa]tigungs|sicherheits|verifizierungs|einmal|anmelde|backup|wiederherstellungs)codes?",
    r"cvv2?|cvc2?|csc",
    r"authenticator",  # "authenticator says 071 395" (probe 15)
    r"authy|(?:2fa|mfa|otp|totp|duo)\s+app",  # "authy shows 118402", "2FA app … reads 550183" (probe 18)
)
CODE_LABELS_CJK = (
    "验证码", "校验码", "动态码", "安全码", "备用码", "恢复码", "認証コード", "確認コード",
    "バックアップコード", r"인증\s*번호", r"인증\s*코드", r"رمز\s+(?:التحقق|التأكيد|الأمان)", "验证器",
)  # fmt: skip
_CARD_LABEL = re.compile(r"cvv|cvc|csc|security|安全码", re.IGNORECASE)
DISTANT_CODE = re.compile(
    rf"(?:(?<![^\W\d_])(?:{'|'.join(CODE_LABELS)})(?![A-Za-zÀ-ɏ])|{'|'.join(CODE_LABELS_CJK)})"
    r"(?P<gap>[^.!?\n。！？]{0,60}?)"
    r"(?:(?<![^\W\d_])(?:is|are|was|were|shows?|showed|showing|says|reads|displays|es|est|ist|lautet|era|é|è"
    r"|i\.e\.|namely)"
    r"(?![^\W\d_])\s*:?|[:=：]|هو|(?:是|为|显示)[:：]?|は|는)\s*"
    r"(?:(?P<code>(?:[A-Z]{1,2}-)?\d(?:[ -]?\d){2,7})"  # a letter first: "动态码是 G-591406" (probe 13)
    r"|(?P<alnum>(?=[a-z0-9-]*\d[a-z0-9-]*\d)[a-z0-9]{4,5}-[a-z0-9]{4,5}"
    r"(?:[\s,;]+(?:and\s+)?[a-z0-9]{4,5}-[a-z0-9]{4,5})*))"
    r"(?![A-Za-z0-9_-])(?!\s*(?:lines?|loc|bytes?|chars?|characters|words|ms|seconds|secs?|minutes|mins?|hours?|days?"
    r"|errors?|tests?|files?|times|users|rows|px|kb|mb|gb|%|€|\$|元|行|位|个|年|月|次|分|秒|天|号))",
    re.IGNORECASE,
)
"""A one-time, backup, recovery or card security code, its label, up to 60 characters of the same
sentence ("… from my authenticator, it", "de WhatsApp", "the 4 digits on the front"), an "is" or a
colon, and the code: 4-8 digits (3 after a card's label), spaced or dashed, or a backup code's
"7f3k-9q2m" (and the list it starts); not a count ("my code is 1500 lines")."""
CODE_WORDS = (
    "code", "código", "codigo", "codice", "cvv", "cvc", "csc", "码", "コード", "인증", "رمز", "authenticator",
    "验证器", "authy", "2fa app", "mfa app", "otp app", "duo app",
)  # fmt: skip


CID_CODE = re.compile(
    r"(?<![A-Za-z])CID(?![A-Za-z])[^.!?\n。！？]{0,60}?"
    r"(?:(?<![A-Za-z])(?:is|was)(?![A-Za-z])\s*:?|[:=：]|是)\s*(?P<code>\d{3,4})(?![0-9])"
)
"""An Amex card's CID, some words after its label ("Amex CID (the 4 digits on the front) = 7302"; probe
13): upper case only, so that no gate looks for "cid" (in "decide", "accident", …)."""


def distant_codes(text: str, *, card: bool = False) -> Iterator[Span]:
    """The codes of ``DISTANT_CODE``: with ``card``, only a card's security code (3-4 digits after a
    card's label, reported as card data), else every other."""
    if card and "CID" in text:
        yield from (match.span("code") for match in CID_CODE.finditer(text))
    for match in DISTANT_CODE.finditer(text):
        if match["code"] is None:
            if not card:
                yield match.span("alnum")
            continue
        digits = sum(c.isdigit() for c in match["code"])
        card_code = digits <= 4 and _CARD_LABEL.match(match[0]) is not None
        if card_code == card and (digits >= 4 or card_code):
            yield match.span("code")


# --- answers named by their question ----------------------------------------------------------------
_FIRSTS = (
    "pet",
    "dog",
    "cat",
    "car",
    "school",
    "teacher",
    "best friend",
    "street",
    "love",
    "job",
    "employer",
    "toy",
)
_AGES = ("first", "childhood", "favou?rite")
"""Which of ``_FIRSTS`` a question asks for: the first, the childhood's, the favourite (probe 17)."""
SUBJECTS = (
    r"(?:mother|mom|mum|father|dad)['’]?s\s+(?:maiden\s+name|middle name)",
    rf"(?:name\s+of\s+)?(?:(?:my|your)\s+)?(?:{'|'.join(_AGES)}) (?:{'|'.join(_FIRSTS)})"
    r"(?:['’]s\s+name|\s+name)?"
    r"(?:\s+(?:that\s+)?I\s+(?:went\s+to|had|owned|drove|attended))?",  # "first school i went to" (probe 18)
    r"street\s+I grew up\s+on",
    r"(?:city|town|place)\s+(?:where\s+)?(?:I was born|my parents met|I grew up)",
    r"birth ?(?:place|city|town)",
    r"memorable\s+(?:word|phrase|name|place|information|info|answer)",
)
SUBJECTS_ZH = (
    r"(?:第一只|第一个|小时候的?|养的第一只)?(?:宠物|狗|猫)的?名字|(?:第一只|第一个|养的第一只)(?:宠物|狗|猫)(?=叫)",
    r"(?:母亲|妈妈|父亲|爸爸)的?(?:姓氏|娘家姓|名字|小名)",
    r"(?:小学|初中|高中|中学)(?:的)?(?:名字|校名|班主任(?:的名字)?|老师(?:的名字)?)",
    r"出生(?:的)?(?:城市|地)|(?:最好的|童年的?)朋友(?:的)?名字|第一(?:辆|部)车(?:的)?(?:品牌|型号)?",
    r"(?:小时候|从小|童年)?(?:住的|住过的|长大的)街(?:道)?(?:的?名字)?",  # 小时候住的街道 (probe 18)
)
"""Security questions' subjects in Chinese (probe 17: "我第一只宠物的名字叫豆豆，银行问起来就说这个")."""
_SUBJECT = rf"(?<![^\W\d_])(?:{'|'.join(SUBJECTS)})(?![^\W\d_])"
_ASIDE = (
    r"(?P<aside>\s+(?:for|on|at|with|from|they|you|we|I)(?![^\W\d_])[^.!?\n,:;()=]{0,40}?|\s*\([^()\n]{1,60}\)"
    r"|\s+-\s(?:[^\s-]+\s+){2}[^\n-]{0,50}?(?:\s-(?=\s+(?:is|was)\s)|(?=\s-\s)))?"
)
"""What comes between a subject and its answer (probe 15): what it is for ("the memorable word for my
HSBC login is …", "… they ask letters from is …"), or an aside in brackets or of three words or more
between dashes ("first pet's name (for the bank's security question): …"; in "memorable word -
lighthouse - …" the answer stands between the dashes; "- for the bank's verification - is …", probe 16)."""
_ASKED_FOR = re.compile(
    r"(?<![^\W\d_])(?:they|asked?|asks|bank|insurance|insurer|call|phone|verif\w*|security|account|branch"
    r"|support|log-?in|sign-?in|identity|password|question)(?![^\W\d_])|问起|问到|问的|要问|验证|密保|安全问题",
    re.IGNORECASE,
)
"""An aside in brackets or dashes naming who asks for the answer or what checks it ("(for the insurance
call tomorrow)", "(they asked for it at the branch)"): a security question in all but name (probe 16); a
family tree's "mother's maiden name: …" names none and stays a fact."""
_ASKED_AFTER = re.compile(
    r"\s*(?:\([^()\n]{1,60}\)|[,，;]\s*(?:in\s+case|if|when|for|that['’]?s|which\s+is|it['’]?s)(?![^\W\d_])"
    r"[^.!?\n]{0,60}|[，,]\s*[^。！？\n]{0,20})",
    re.IGNORECASE,
)
"""What follows an answer and may name who asks for it, as ``_ASKED_FOR`` reads it: "…, in case the bank
asks", "(for the bank's security check)", "，银行问起来就说这个" (probe 17)."""
SUBJECT_ANSWER_ZH = re.compile(rf"(?:{'|'.join(SUBJECTS_ZH)})\s*(?:叫做?|是|为|：|:|=)\s*")
SUBJECT_ANSWER = re.compile(
    rf"{_SUBJECT}{_ASIDE}\s*(?:(?P<is>(?:is|was)(?:\s+(?:named|called))?|[:=]|->|→|\s-\s)\s*"
    r"|[^.!?\n]{0,40}?,?\s+(?P<say>say|tell\s+(?:them|him|her)|answer|reply)\s+)",
    re.IGNORECASE,
)
"""A security question's subject and its answer: "my mother's maiden name is Kowalczyk", "the street I
grew up on was Maple Hollow Lane", "first pet was named Mr. Biscuit" (session 29; with a security
question named within 200 characters, a memorable word on its own), or "if they ask for my father's
middle name, say Ignatius"."""
_IN_QUOTE = r"(?:[^\"”’'\n]|(?<=[^\W\d_])['’](?=[^\W\d_]))"
QUOTED_QUESTION = re.compile(
    rf"[\"“‘']{_IN_QUOTE}{{0,30}}?{_SUBJECT}{_IN_QUOTE}{{0,20}}?[\"”’']"
    r"\s+(?:(?:security|secret|recovery|verification)\s+)?questions?(?![^\W\d_])"
    rf"|(?<![^\W\d_])answers?\s+(?:to|for)\s+[\"“‘']{_IN_QUOTE}{{0,30}}?{_SUBJECT}{_IN_QUOTE}{{0,20}}?[\"”’']",
    re.IGNORECASE,
)
"""A security question named by its subject in quotes, then "question": "for the bank's 'first school'
question I put: …", "the \"name of first pet\" question" (session 27); its answers are read as those of a
security question named (``sensitive_said.security_answers``)."""
QA = re.compile(r"(?<![^\W\d_])[Ss]ecurity\s+[Qq](?![^\W\d_])[^\n]{0,120}?(?<![^\W\d_])A\s*[:：]\s*")
"""A question and its answer written "security Q: … / A: …"."""
_NAME_LIKE = re.compile(r"[\"“«「『‘']|[^\W\d_](?<![a-z])")
_ANSWER_NEAR = 200
SUBJECT_WORDS = (
    "maiden", "middle name", *(f"{age} {what}" for age in ("first", "childhood") for what in _FIRSTS),
    *(f"{age} {what}" for age in ("favorite", "favourite") for what in _FIRSTS), "宠物", "名字", "姓氏",
    "娘家姓", "校名", "班主任", "出生", "第一辆", "第一部", "住的街", "住过的街", "长大的街",
    "第一只", "第一个",
    "grew up", "was born", "parents met", "birthplace", "birth place", "birthcity", "birth city",
    "birthtown", "birth town", "memorable", "security q", "recovery q",
)  # fmt: skip
"""The literal spaces of ``SUBJECTS`` are the view's (every white space folded to one space)."""


def subject_answers(text: str) -> Iterator[Span]:
    for match in SUBJECT_ANSWER.finditer(text):
        memorable = match[0].lower().startswith("memorable")
        if not memorable and not _NAME_LIKE.match(text, match.end()):
            continue
        aside = (match["aside"] or "").lstrip()
        asked = aside.startswith(("(", "-")) and _ASKED_FOR.search(aside) is not None
        span = answer_at(text, match.end())
        if (
            match["is"] is not None
            and not memorable
            and not asked
            and (span is None or not _asked(text, match.start(), match.end(), span[1]))
        ):
            continue  # "my first pet's name was Rex, he …": a fact unless a question or who asks is named
        if span is not None:
            yield span
    for match in SUBJECT_ANSWER_ZH.finditer(text):
        span = answer_at(text, match.end())
        if span is not None and _asked(text, match.start(), match.end(), span[1]):
            yield span
    for match in QA.finditer(text):
        span = answer_at(text, match.end())
        if span is not None:
            yield span
    if named := [match.span() for match in QUOTED_QUESTION.finditer(text)]:
        yield from security_answers(text, named)


def _asked(text: str, start: int, end: int, answered: int) -> bool:
    """Whether a subject's answer at ``start``-``end`` is a security question's: one is named near it, or
    what follows the answer (``answered``) names who asks for it."""
    if QUESTION.search(text, max(0, start - _ANSWER_NEAR), end + _ANSWER_NEAR) is not None:
        return True
    after = _ASKED_AFTER.match(text, answered)
    return after is not None and _ASKED_FOR.search(after[0]) is not None


# --- passwords said by what was done with them ------------------------------------------------------
_VALUE = r"(?P<value>[!-~]{4,64})(?![!-~])"
_PASSWORD_WORD = r"(?:password|passcode|passphrase|passwort|contraseña|pin|login|wi-?fi\s+(?:key|password))"  # noqa: S105
DONE = re.compile(
    r"(?<![^\W\d_])(?:(?:uses?|using|used|set|chose|picked|put)\s+(?P<value>[!-~]{4,64})\s+as\s+"
    r"(?:(?:the|my|its|his|her|our|their|a|an)\s+)?(?:new\s+)?" + _PASSWORD_WORD + r"(?![^\W\d_])"
    r"|(?:changed|change|set|reset|updated|switched)\s+(?P<what>it|mine|(?:my|the)\s+(?:[^\W\d_][\w-]{0,15}\s+){0,2}?"
    + _PASSWORD_WORD
    + r")(?:\s+[^\W\d_]{2,12}){0,3}? (?:to|into)\s+(?P<value2>[!-~]{6,64})(?![!-~])"
    r"|"
    + _PASSWORD_WORD
    + r"\s+(?:spelled\s+|written\s+)?(?:backwards|reversed|in\s+reverse)\s+(?:is|was|[:=])\s+"
    r"(?P<value3>[!-~]{4,64})(?![!-~])"
    r"|(?:wi-?fi|wlan|wpa2?|network|router) (?:key|password|pass)"
    r"(?:\s+(?:for|of|to|at|on)\s+[^.!?\n→:=]{1,30}?)?\s*(?:→|->|=>)\s*(?P<value4>[!-~]{6,64})(?![!-~]))",
    re.IGNORECASE,
)
"""A password by what was done with it: "uses fern.Lantern_42 as the password", "I changed it to
Hunter2Hunter2!", "changed my amazon password today to …" (a service and a time around it, probe 15),
"my password backwards is …", "Wi-Fi key for the guest network → …"."""
DONE_WORDS = (
    "pass", "pin", "login", "wi-fi", "wifi", "contraseña", "it to", "it into", "mine to", "mine into",
    "wlan key", "wpa key", "wpa2 key", "network key", "router key",
)  # fmt: skip
_VERSION_LIKE = re.compile(r"\d+\.\d+")
DONE_ZH = re.compile(
    r"(?:密码|口令|密碼)[^，。！？；,\n]{0,6}?(?:设的是|设成了?|设为|设置为|设置成|改成了?|改为|换成了?|用的是|是)\s*"
    r"(?P<value>[^\s，。！？；,、]{2,32})"
)
"""A password of Chinese characters and digits: "开机密码设的是 小猫咪123" (an ASCII one is read by the
labels of ``sensitive_shapes``)."""
MADE_ZH = re.compile(
    r"(?:密码|口令|密碼)[^。！？；\n]{0,20}?(?:生日|纪念日|倒过来|反过来|手机尾号|尾号|名字|拼音|车牌)[^。！？；\n]{0,12}?"
    r"[，,:：]\s*(?:就是|也就是|即)?\s*(?P<value>\d{4,8})(?![\d位个次天年月号岁])"
)
"""A password said by how it is made, then its digits: "支付密码就是我生日倒过来，219091" (probe 15)."""
_COUNT_ZH = re.compile(r"\d+\s*(?:位|个|次|天|分钟|字|小时|年|月|号|岁|遍)")


def done_passwords(text: str, named: bool) -> Iterator[Span]:
    for match in DONE.finditer(text):
        group = next(g for g in ("value", "value2", "value3", "value4") if match[g] is not None)
        start, end = match.span(group)
        value = text[start:end].rstrip(".,;:?!'\")")
        if _VERSION_LIKE.search(value) and not any(c.isalpha() for c in value.split(".")[-1]):
            continue
        if group == "value2" and match["what"].lower() in ("it", "mine") and not named:
            continue  # "changed it to …" is a password only in a text naming a login or a service
        if credential_like(value, classes=3 if group == "value2" else 2):
            yield start, start + len(value)
    yield from (match.span("value") for match in MADE_ZH.finditer(text))
    for match in DONE_ZH.finditer(text):
        value = match["value"]
        if value.isascii() or not any(c.isdigit() for c in value) or _COUNT_ZH.search(value):
            continue
        yield match.span("value")


# --- digits spelled out -------------------------------------------------------------------------------
_DIGIT_WORD = r"(?:zero|oh|one|two|three|four|five|six|seven|eight|nine)"
SPELLED = re.compile(
    r"(?<![^\W\d_])(?:pin|passcode|password|code|ssn|social(?:\s+security)?(?:\s+number)?|account\s+(?:number|no)"
    r"|card number)(?:\s+number)?[^.!?\n:=]{0,80}?\s*(?:(?<![^\W\d_])(?:is|was)|[:=])\s*"
    rf"(?P<value>{_DIGIT_WORD}(?:[\s,-]+{_DIGIT_WORD}){{3,}})(?![^\W\d_])",
    re.IGNORECASE,
)
"""Digits spelled out after a PIN's, an SSN's or an account's label, and an aside ("the pin, spelled out so
my phone doesnt autocorrect it: seven three nine one", probe 15): "my debit PIN is four seven one
nine", "ssn: five two three, four one, …"."""


def spelled_digits(text: str) -> Iterator[Span]:
    for match in SPELLED.finditer(text):
        yield match.span("value")


# --- values said by what they open --------------------------------------------------------------------
_CODE = r"(?P<code>\d(?:[ -]?\d){3,11})(?![\w-])"
OPENS = re.compile(
    r"(?<![^\W\d_])(?:(?:the\s+(?:thing|code|number|password|pin|one|word)|what\s+you\s+need)\s+to "
    r"(?:get in(?:to)?|unlock|open|access|log ?in(?:to)?|sign ?in(?:to)?)(?:\s+[^\s.!?,]{1,20}){0,3}?"
    r"\s+(?:is|was|:)"
    r"|(?:if|when)\s+(?:it|(?:the|my|your|her|his)\s+\w+)\s+(?:locks|locked|prompts|logs (?:me|you)\s+out)"
    r"[^.!?\n]{0,30}?[,;]?\s+(?:it['’]?s|it\s+is|use|type|enter|try)(?:\s+(?:still|just|always|again))?"
    r"|(?:type|use|enter)(?=\s+\S+\s+(?:everywhere|for\s+everything|for all\s+(?:my\s+)?(?:accounts|sites"
    r"|logins)|on every\s+(?:site|account|app))))"
    rf"\s+(?:{_CODE}|{_VALUE})",
    re.IGNORECASE,
)
"""A value by what it opens: "the thing to get into her phone is 270385", "if the laptop locks again
it's still velvet-owl-88", "I always just type Snowdrop_1979 everywhere"."""
OPENS_WORDS = (
    "to get in", "to unlock", "to open", "to access", "to log", "to sign", "locks", "locked", "prompts",
    "logs me", "logs you", "everywhere", "everything", "for all", "on every",
)  # fmt: skip
FOR_WHAT = re.compile(
    r"(?<![\w-])(?P<code>\d{4,8})\s*(?:,|-)?\s*(?:it['’]?s|it is|that['’]?s|this is) "
    r"(?:for|the (?:pin|code)\s+(?:for|of|to))\s+(?:the|my|her|his|our|your)\s+"
    r"(?:(?:debit|credit|bank)\s+)?(?:card|phone|door|alarm|safe|laptop|garage|gate|lock)(?![^\W\d_])",
    re.IGNORECASE,
)
"""A code and then what it is for: "4410, it's for the card"."""
FOR_WHAT_WORDS = ("s for", "s the pin", "s the code")


def opened_values(text: str) -> Iterator[Span]:
    for match in OPENS.finditer(text):
        if match["code"] is not None:
            yield match.span("code")
            continue
        start, end = match.span("value")
        value = text[start:end].rstrip(".,;:?!'\")")
        if credential_like(value, classes=2) and not value.isdigit():
            yield start, start + len(value)
    for match in FOR_WHAT.finditer(text):
        yield match.span("code")


# --- an authenticator's setup key ---------------------------------------------------------------------
OTP_KEY = re.compile(
    r"(?i:(?<![A-Za-z0-9_])(?:(?:set-?up|seed|secret|manual(?:\s+entry)?|authenticator|2fa|mfa|totp|otp|two-factor"
    r"|2-step)\s+(?:key|secret|code)|(?:2fa|mfa|totp|otp|authenticator|authy)\s+(?:seed|secret)|(?:secret|access)?key"
    r"|secret)(?![A-Za-z0-9_])|密钥|秘钥)[^.!?\n。！？]{0,60}?(?i:[:=：]|->|→|(?<![^\W\d_])(?:is|was)(?![^\W\d_])|是|为)?"
    r"\s*(?P<value>[A-Z2-7]{4}(?:[ -][A-Z2-7]{4}){3,15}|[a-z2-7]{4}(?:[ -][a-z2-7]{4}){3,15}|[A-Z2-7]{16,64}"
    r"|(?P<mixed>[A-Za-z0-9]{4}(?: [A-Za-z0-9]{4}){4,15}))"
    r"(?![\w-])"
)
"""The shared secret of a one-time-password app, in base32 (A-Z and 2-7, one case), grouped by four or
not, after a key's or a secret's label in the same sentence: "authenticator setup key (…): UYIM MJMP JGHG
G7LX", "Authy seed key gezd gnbv gy3t qojq", "身份验证器的密钥是 NB2W 45DF …" (docs/security.md, "probe
12"). The value must hold a digit: upper-case words in groups ("KEY TAKEAWAYS: READ THE DOCS") have none.
Also any key read out in five or more groups of four letters and digits (both cases, a digit in most
groups) after its label, the label also written into a word or glued to Chinese ("腾讯云SecretKey我念给你：
kT9q 2mXv 8RpL …", "OpenAI的key分组念：…", probe 18)."""
OTP_KEY_WORDS = ("key", "secret", "code", "seed", "密钥", "秘钥")


def otp_keys(text: str) -> Iterator[Span]:
    for match in OTP_KEY.finditer(text):
        value = match["value"]
        if match["mixed"] is not None and not _mixed_groups(value):
            continue
        if any(c.isdigit() for c in value):
            yield match.span("value")


def _mixed_groups(value: str) -> bool:
    """Groups of a random key: upper and lower case letters, and a digit in more than half the groups."""
    groups = value.split()
    with_digit = sum(any(c.isdigit() for c in group) for group in groups)
    return (
        any(c.isupper() for c in value) and any(c.islower() for c in value) and with_digit * 2 > len(groups)
    )


# --- the gates -------------------------------------------------------------------------------------------
_NAMED = gate(
    ("pass", "login", "log in", "sign in", "account", "gmail", "icloud", "outlook", "netflix", "paypal",
     "facebook", "instagram", "apple id", "wifi", "wi-fi", "bank")
)  # fmt: skip
"""A login or a service named: "changed it to …" is then a password."""
_DIGITS: tuple[tuple[Gate, Callable[[str], Iterator[Span]]], ...] = (
    (gate(CODE_WORDS), distant_codes),
    (gate(OPENS_WORDS + FOR_WHAT_WORDS), opened_values),
    (gate(OTP_KEY_WORDS), otp_keys),
)
SUBJECT_GATE = gate(SUBJECT_WORDS)
DONE_GATE = gate(DONE_WORDS)
SPELLED_GATE = gate(SPELLED_WORDS)
ZH_WORDS = ("密码", "密碼", "口令")
WORDED_GATE = gate((*ANSWER_WORDS, *SUBJECT_WORDS, "answer", "question"))
"""The words of the security questions' gate (``sensitive_said.ANSWER_GATE``), of the subjects' and of
the answers of ``sensitive_cues``: ``governance.sensitive`` searches for all at once, then runs the
readers of each."""
DIGIT_GATE = gate(DONE_WORDS + ZH_WORDS + CODE_WORDS + OPENS_WORDS + FOR_WHAT_WORDS + OTP_KEY_WORDS)
"""Any word of the gates of the readers of digits: one search skips them all in most texts."""


def told_words(text: str, mentions: Callable[[str, Gate], bool]) -> Iterator[Span]:
    """Answers named by their question (``subject_answers``), when ``mentions`` finds a subject's word."""
    if mentions(text, SUBJECT_GATE):
        yield from subject_answers(text)


def told_spelled(text: str, mentions: Callable[[str, Gate], bool]) -> Iterator[Span]:
    """Digits spelled out (``spelled_digits``), when ``mentions`` finds a label's word; run in a text
    holding a word of the login gate (``sensitive_gates.LOGIN_GATE`` holds those of ``SPELLED_WORDS``)."""
    if mentions(text, SPELLED_GATE):
        yield from spelled_digits(text)


def told_digits(text: str, mentions: Callable[[str, Gate], bool]) -> Iterator[Span]:
    """The values of digits told in passing in ``text`` (the normalised view; ``governance.sensitive``
    runs this with its kinds of numbers, in a text with a digit), each reader run only when ``mentions``
    (its gate test) finds a word of its gate, and none unless a word of ``DIGIT_GATE``; and strong
    credentials in a text naming what they open (``sensitive_asides``, probe 14)."""
    yield from opened_credentials(text, text.lower())
    if not mentions(text, DIGIT_GATE):
        return
    if mentions(text, DONE_GATE) or any(word in text for word in ZH_WORDS):
        yield from done_passwords(text, mentions(text, _NAMED))
    for words, reader in _DIGITS:
        if mentions(text, words):
            yield from reader(text)
