"""The shapes of sensitive values, and the checks that tell them from ordinary numbers and words.

Read by ``governance.sensitive`` on the normalised view of a text (``governance.sensitive_text``):
separators are already ASCII spaces, dashes and dots, digits are ASCII digits.
"""

import math
import re
from collections import Counter
from collections.abc import Iterator

from memory_center.governance.sensitive_abroad import (
    ADJECTIVES_AFTER,
    CONNECTORS_ABROAD_PATTERN,
    code_reference,
)
from memory_center.governance.sensitive_codes import ABROAD, LABELS_ABROAD_CJK, credential_like
from memory_center.governance.sensitive_described import (
    DESCRIPTIONS,
    HEDGES,
    QUESTION_WORDS,
    QUESTION_ZH,
    SAID_ZH,
    making,
    relative_value,
)
from memory_center.governance.sensitive_lookalikes import NAMED_HOLE, PLACEHOLDER, isbn_13
from memory_center.governance.sensitive_made import encoded_passwords
from memory_center.governance.sensitive_text import FENCE, fold_word, typos
from memory_center.governance.sensitive_words import (
    CLAUSE_ENDS,
    IDEOGRAPH,
    PASSPHRASE_WORD,
    STRONG_CONNECTOR,
    foreign_phrase_end,
    in_words,
)

Span = tuple[int, int]

# --- passwords and passphrases -------------------------------------------------------------------------
# After any form of the word (password, passwd, pwd, pw, pass, passcode, passphrase, PIN, 密码, 口令, …),
# optionally "'s", a few words naming what it is for ("for my bank account"), and a connector
# ("is", "was", "is now", "set to", ":", "=", "是", "为", …), the value runs to the end of the secret: a
# quoted string, the rest of the clause for a passphrase, else the next run of non-space characters.
PASSPHRASE_ABROAD = fold_word(  # the view's form of the Cyrillic words
    r"(?:frase[ -](?:de[ -])?(?:contraseña|contrasena|senha|acesso|accesso|clave|paso|chave)"
    r"|frase[ -](?:secreta|segreta|secreto)|phrase[ -](?:secr[èe]te|de[ -]passe)|wachtwoordzin|passfras[ea]"
    r"|парольн(?:ая|ую)[ -]фраз[аую])"
)
"""Words for a passphrase in other languages: what follows one is read to the end of its clause,
however many words it has ("mi frase de contraseña es el perro come pan duro")."""
_LOGIN_WORDS = (
    r"(?:(?<![A-Za-z])(?:passwords?|p[a@4][s$5]{2}w[o0]rds?|pa[s$5]{1,2}w[o0]?rds?|pass[ _-]words?|passwd"
    r"|passphrases?"
    rf"|{'|'.join(typos('password'))}"  # mistyped: "passowrd", "pssword" (probe 16)
    r"|pass[ -]?phrases?|passcodes?"
    r"|pass[ -]code|pass|pwd|seed(?=\s*[:=：])"
    r"|p(?:a?s{1,2}w(?:o?r?d)?|w(?:o?r)?d)"  # clipped: "psswd", "pswd", "psw", "pwrd" (probe 17)
    r"|pw|pin(?:[ -]?(?:code|number))?|puk\d?|login[ -]?pass(?:word)?|seed[ -]?(?:phrase|words)"
    r"|(?:wallet|bitcoin|crypto|btc|eth)[ -]seed|recovery[ -]?(?:phrase|words)|mnemonic(?:[ -]?phrase)?"
    r")(?![A-Za-z])"
    r"|(?-i:(?<=[a-z0-9])P(?:assword|asswd|wd|assphrase)s?)(?![a-z])"  # camelCase: "dbPassword", "userPwd"
    rf"|(?<![A-Za-z]){PASSPHRASE_ABROAD}(?![^\W\d_])"
    rf"|(?<![A-Za-z]){ABROAD}"
    r"|支付密码|登录密码|密码|密[吗马玛]|[秘蜜]码|口令|暗号|助记词|助記詞|种子词|種子詞|恢复词|恢復詞|"
    r"恢复短语|恢復短語|种子短语|種子短語|助记短语|助記短語|钱包种子|錢包種子|"
    r"シードフレーズ|ニーモニック|復元フレーズ|リカバリーフレーズ|시드\s?구문|니모닉|복구\s?구문|"
    + "|".join(LABELS_ABROAD_CJK)
    + r"|(?<![A-Za-z])(?:PIN|PUK)(?![A-Za-z])\s?码?|🔑|🔐)"
)
PASSWORD_FOR = (
    "wi-?fi", "wlan", "router", "modem", "e-?mail", "mail", "bank", "banking", "laptop", "pc", "computer",
    "admin", "root", "vpn", "server", "database", "db", "ssh", "ftp", "phone", "handy", "iphone", "ipad",
    "account", "konto", "cuenta", "compte", "conta", "akun", "netflix", "icloud", "gmail", "outlook",
)  # fmt: skip
"""What a password opens, named right after its label and before a colon with no preposition ("kata
sandi wifi: Rumah123", "Passwort WLAN: …"; docs/security.md, "The session-17 probe"): a table, so that
"password manager: Bitwarden" or "password policy: …" stay words."""
_PREPOSITIONS = (
    r"\s+(?:for|of|on|at|to|du|de|des|del|della|di|do|da|für|fürs|vom|von|zum|zur|pour|para|per|voor|för|til"
    r"|dla|untuk|cho|от|для|к"
    r"|4(?=\s+[^\W\d_])(?!\s+(?:digits?|characters?|chars?|letters?|numbers?|words?|tries|times|attempts"
    r"|min|max|or|and|to)(?![^\W\d_])))"
)
"""What a password is for, after its label: "for", "of", … in many languages, and "4" as chat writes "for"
("pw 4 my netflix: …", session 29) — not a count ("pw 4 digits: …", "PIN 4 or 6 digits")."""
_RELATIVE = (
    r"(?P<rel>(?:\s+(?:that|which))?\s+(?:i|we|you|he|she|they|i['’]m|we['’]re|you['’]re|they['’]re"
    r"|(?:the|my|our|your|his|her|their)\s+[a-z]+)"
    r"(?:\s+(?!(?:is|was|are|were)(?![a-z]))[a-z'’]{1,15}){1,5}?(?=\s*(?:is|was|:|：|=)(?![a-z])))"
)
"""Who set, chose or gave the password, before the connector ("the pw I picked for the NAS was …", session
28): its value must look like one (``sensitive_described.relative_value``)."""
_FOR_WHAT = fold_word(  # the view's form of the Cyrillic words ("от" is "oт" there)
    rf"(?:{_RELATIVE}"
    r"|\s+(?:in\s+)?(?:hex|base32|base64|b32|b64)(?:[ -]?encoded)?(?![A-Za-z])"
    r"|\s+in(?:\s+[^\s:=：]{1,20}){1,2}(?=\s*[:=：])"
    rf"|{_PREPOSITIONS}(?:\s+(?!(?:is|was|are)\b)[^\s:=：]{{1,40}}){{1,4}}?"
    rf"|\s+(?:{'|'.join(PASSWORD_FOR)})(?=\s*[:=：])"
    r"|\s+(?:saya|aku|ku|mio|mia|mein|meine|mon|ma|mi|meu|minha|мой|моя|mój|moje|benim|của\s+tôi|mea|μου"
    r"|שלי|ของฉัน|minun)"
    rf"(?:{_PREPOSITIONS}(?:\s+(?!(?:is|was|are)\b)[^\s:=：]{{1,40}}){{1,4}}?(?=\s+(?:{CONNECTORS_ABROAD_PATTERN}|este|est|es|è|é|ist|je|jest|to|är|er|lautet|là|adalah)\s))?"
    rf"|\s+(?:{'|'.join(ADJECTIVES_AFTER)})(?=\s*(?:[:=：]|{CONNECTORS_ABROAD_PATTERN}))"
    rf"|\s+[^\W\d_]{{2,20}}(?=\s+(?:là|est|es|ist|è|é|adalah|je|este|lautet|är|er|jest|это|{CONNECTORS_ABROAD_PATTERN})\s)"
    r"|(?:\s+[^\W\d_]{2,20}){1,3}?(?=\s+(?:هي|هو|היא|הוא|है|είναι)\s))?"
    r"(?:\s*\([^()\n]{1,30}\))?"
)
"""What the password is for ("for my bank account", "du wifi", "от почты"), or whose it is ("kata sandi
saya"); before the "is" of Arabic, Hebrew, Hindi or Greek, up to three words ("كلمة المرور الخاصة
بحسابي هي …": the password of my account is …; docs/security.md, "probe 10")."""
_CONNECTOR = fold_word(
    r"(?:\s*(?:(?<![^\W\d_])(?:is|iz|was|are|were|now|(?:got\s+|been\s+)?(?:set|changed|reset|updated)\s+to|to|es|est"
    r"|jetzt|nun|maintenant|ahora|agora|adesso|teraz"  # "now" after a connector: "lautet jetzt …"
    rf"|ist|[éè](?=\s)|lautet|heißt|heisst|là|adalah|это|je|jest|är|er|on|este|είναι|היא|הוא|هي|هو|है|{CONNECTORS_ABROAD_PATTERN})(?![^\W\d_])"
    r"|(?<=\s)-(?=\s)|(?<=[\uac00-\ud7a3])[은는이]|คือ"
    r"|=>|->|→|⇒|=|:|：|是|为|為|は|改成了?|改为|换成了?|变成了?|设为|设置为|设置成|设成))+"
)
_LABEL_QUOTE = r"(?:[\"'](?=\s*[:=]))?"
"""A label quoted as a key (``{"password": "…"}``, ``{'pin': '4821'}``) before its connector."""
_BLOCK = r"(?:[|>][-+]?[ \t]*\n\s*)?" + FENCE
"""A YAML block (``password: |``) or a fenced block (probe 17) between a label and its value."""
PASSWORD = re.compile(
    rf"(?P<word>{_LOGIN_WORDS})(?:(?P<possessive>['’]s)|{_LABEL_QUOTE}{_FOR_WHAT}{_CONNECTOR}|(?<=[密令号码🔑🔐])(?=\s*[!-~])(?!\s*[,.;?!)\]}}])"
    r"|(?<=[词詞语語子])(?=\s+[\u4e00-\u9fff]{8}))\s*"
    rf"{_BLOCK}"
    r"(?P<value>\"[^\"\n]+\"|'[^'\n]+'|“[^”\n]+”|「[^」\n]+」|`[^`\n]+`|«[^»\n]+»|„[^“”\n]+[“”]|『[^』\n]+』"
    r"|‹[^›\n]+›|\S+)",
    re.IGNORECASE,
)
_CLAUSE_END = re.compile(r"\n|[;。；！？]|[.!?](?=\s|$)")
_CJK_PUNCTUATION = re.compile(r"[\u3000-\u303f\uff0c\uff1b\uff01\uff1f\uff08\uff09、，。；！？（）]")
_TRAILING = ".,;:?'\")]}>"
_ALNUM = re.compile(r"[^\W_]")
_CLOSING = {'"': '"', "'": "'", "“": "”", "「": "」", "`": "`", "«": "»", "„": "“”", "『": "』", "‹": "›"}
_PASS_ALONE = re.compile(r"^(?:pass|pin|puk)(?:\s?码)?$", re.IGNORECASE)
_PIN_ALONE = re.compile(r"^(?:pin|puk)$", re.IGNORECASE)
_LETTERS_ONLY = re.compile(r"[A-Za-z]+")
_COUNT = re.compile(
    r"\d{1,2}\s*(?:位|个|次|字|(?:digits?|characters?|chars?|letters?|numbers?|tries|times|attempts)(?![A-Za-z]))",
    re.IGNORECASE,
)
"""A count after a PIN's or a password's label: "PIN码是4位还是6位", "the PIN is 6 digits" (probe 17)."""
_SPACED_DIGITS = re.compile(r"\d(?: \d){3,11}(?!\d)")
_SPACED_CHARACTERS = re.compile(r"[!-~](?: [!-~]){3,31}(?=\s|$|[,.;:!?)\]}'\"])")
"""A value typed one character at a time, a space between each, with a digit and a letter or symbol ("a 9
f K 2 m ! x", session 30): read whole, before its first letter is taken for a word ("a", "is")."""
ENCODING = re.compile(r"(?<![A-Za-z])(?:hex|base32|base64|b32|b64)(?![A-Za-z])", re.IGNORECASE)
"""An encoding named between a label and its value: "the pin in b64 is MTIzNA==" gives a value (docs/
security.md, "The session-17 probe"), whatever its characters."""
_FIGURATIVE = re.compile(r"frase[ -](?:secreta|segreta|secreto)|phrase[ -]secr[èe]te", re.IGNORECASE)
_OF_WHAT = re.compile(r"\s(?:del|de|of|du|della|di|des|do|da)\s(?![^:=：]*[:=：])", re.IGNORECASE)
"""A "secret phrase" of something said with "is" rather than ":" is a figure of speech ("the secret
phrase of success is …"), not a passphrase (docs/security.md, "The session-17 probe")."""
_CODE_LIKE = re.compile(r"(?=\S*\d)\S{4,}")
"""A value with a digit, four characters or more: "my PIN is 4829" names one, "the pass is valid" not."""
_WORDS_ONLY = re.compile(r"[^\W\d_]+(?=\s|$)")
"""A first word of letters only: the start of a passphrase ("is correct horse battery staple")."""
_PHRASE_STOP = re.compile(
    r"\n|[;,。；，！？]|[.!?](?=\s|$)|\s(?=(?:and|but|so|because|for|which|that|please|thanks|then|if|when"
    r"|or|to|on|in|at)\b)|\s(?=\S*[=:：])",
    re.IGNORECASE,
)
"""Where a passphrase read to the end of its clause stops: a clause break, a joining word, another
``key=value``."""
_PHRASE_MAX = 120
"""How far a passphrase read to the end of its clause may run (a bound, so that scanning stays linear)."""
LOGIN_PAIR = re.compile(
    r"(?<![A-Za-z])(?:log[ -]?in|sign[ -]?in|account|creds|credentials|username and password"
    r"|user ?name ?/ ?password)"
    r"(?:\s+(?:details?|info|credentials?))?(?:\s*(?P<connector>is|are|was|:|=|：)\s*|\s+)"
    r"(?P<user>[^\s/|:]{2,64})(?:\s*[/|]\s*|:(?=\S))(?P<value>\S+)"
    r"|(?:账号|账户|登录)[^\s，。]{0,6}?(?:是|为|：|:)\s*(?P<user2>[^\s/|:，。]{2,64})(?:\s*[/|]\s*|:(?=\S))"
    r"(?P<value2>[!-~]+)",
    re.IGNORECASE,
)
"""A sign-in said as a pair, "my bank login is jsmith / S3cure!Pass": the part after the user name."""
PIN_DIGITS = re.compile(
    r"(?<![A-Za-z])(?:pin|puk\d?)(?:[ -]?(?:code|number|no\.?|#))?\s*(?:(?<=\s)-\s*|[:=#]\s*)?"
    r"(?P<value>\d{4,8})(?!\d)",
    re.I,
)
"""A PIN named right before its digits, with no connector: "my 6-digit PIN 123456"."""


def _mixed(value: str) -> bool:
    return any(c.isdigit() for c in value) and not value.isdigit()


def passwords(text: str) -> Iterator[Span]:
    yield from encoded_passwords(text)  # "my pw base64'd is SHVudGVy…" (probe 18)
    for match in LOGIN_PAIR.finditer(text):
        group = "value" if match["value"] is not None else "value2"
        start, end = match.span(group)
        end = start + len(text[start:end].rstrip(_TRAILING))
        if (
            group == "value"
            and match["connector"] is None
            and not credential_like(text[start:end], classes=2)
        ):
            continue  # "login page / dashboard": with no connector, only a credential-shaped value
        if end > start:
            yield start, end
    for match in PIN_DIGITS.finditer(text):
        yield match.span("value")
    for match in PASSWORD.finditer(text):
        if (
            _PASS_ALONE.match(match["word"])
            and (
                not STRONG_CONNECTOR.search(text, match.end("word"), match.start("value"))
                or "(" in text[match.end("word") : match.start("value")]
            )
            and not ENCODING.search(text, match.end("word"), match.start("value"))
            and not _CODE_LIKE.fullmatch(match["value"].rstrip(_TRAILING))
        ):
            continue  # "the pass is valid", "pin is in the drawer": only "pass: …", "PIN is 4829" are values
        if _PIN_ALONE.match(match["word"]) and _LETTERS_ONLY.fullmatch(match["value"].rstrip(_TRAILING)):
            continue  # "pin 4 the noticeboard: near the door": a PIN is digits, a plain word is none
        start, end = match.span("value")
        value = match["value"]
        quoted = value[0] in _CLOSING and len(value) > 2
        if match["rel"] is not None and not relative_value(match["word"], value.rstrip(_TRAILING), quoted):
            continue  # "the password I set is too long", "the pass I bought was 2024 edition"
        if value[0].isdigit() and _COUNT.match(text, start):
            continue  # its length said, not its value
        if value[0].isdigit() and (spaced := _SPACED_DIGITS.match(text, start)):
            yield spaced.span()  # "支付密码 2 5 8 0 1 4"
            continue
        if (spaced := _SPACED_CHARACTERS.match(text, start)) and _mixed(spaced[0].replace(" ", "")):
            yield spaced.span()  # "我的邮箱密码是 a 9 f K 2 m ! x"
            continue
        if value[0] in _CLOSING and len(value) > 2 and value[-1] in _CLOSING[value[0]]:
            inner = value[1:-1]
            yield start + 1 + len(inner) - len(inner.lstrip()), end - 1 - len(inner) + len(inner.rstrip())
            continue  # « soleil levant »: the words inside the marks
        if code_reference(text, match.start("word"), start, start + len(value.rstrip(_TRAILING))):
            continue  # "password = getpass.getpass()", "connect(password=db_password)": read at run time
        if PLACEHOLDER.fullmatch(value.rstrip(".,;:?'\")")) or (
            value[0] in "<["
            and (hole := PLACEHOLDER.match(text, start))
            and (CLAUSE_ENDS.match(text, hole.end()) or NAMED_HOLE.fullmatch(hole[0]))
        ):
            continue  # "password: ${DB_PASSWORD}", "<your-password>": where a value goes, not one
        if in_words(match, text):
            phrase_end = foreign_phrase_end(match, text)
            if phrase_end is not None:
                yield start, phrase_end
            continue
        if PASSPHRASE_WORD.search(match["word"]):
            if _FIGURATIVE.fullmatch(match["word"]) and _OF_WHAT.search(text, match.end("word"), start):
                continue  # "la frase secreta del éxito es trabajar mucho": a figure of speech
            stop = _CLAUSE_END.search(text, start)
            end = stop.start() if stop else len(text)
        elif (
            not _PASS_ALONE.match(match["word"])
            and (first := _WORDS_ONLY.match(text, start))
            and value.isascii()
        ):
            if first[0].lower() in DESCRIPTIONS or (
                first[0].lower() in HEDGES
                and (then := _WORDS_ONLY.match(text, first.end() + 1))
                and then[0].lower() in DESCRIPTIONS
            ):
                continue  # "my password is too long to remember", "… is literally on the fridge" (probe 16)
            window = min(len(text), start + _PHRASE_MAX)  # letters only: a passphrase may run on
            stop = _PHRASE_STOP.search(text, start, window)
            end = stop.start() if stop else window
            if making(text[start:end]):
                continue  # "the password is basically my cat's name plus the year": how, not what
        else:
            cut = _CJK_PUNCTUATION.search(value)
            if cut is None and not IDEOGRAPH.match(value):
                cut = IDEOGRAPH.search(value)
                if cut is not None and not _ALNUM.search(value, 0, cut.start()):
                    cut = None  # ">⻳00": marks alone before the ideograph are no value of their own
            if cut is not None:
                end = start + cut.start()
            if SAID_ZH.fullmatch(text[start:end].split(",", 1)[0]):
                continue  # "密码改成了更长的那种", "密码：请自行设置": what it is like, or what to do
        end = start + len(text[start:end].rstrip().rstrip(_TRAILING))
        if (
            end > start
            and text[start:end].lower() not in QUESTION_WORDS
            and not QUESTION_ZH.match(text[start:end])
        ):
            yield start, end


# --- API keys, tokens and cloud credentials -----------------------------------------------------------
SECRET_VALUE = re.compile(
    r"(?<![A-Za-z0-9])(?:[A-Za-z0-9]{1,20}[_-]){0,4}(?:[A-Za-z][A-Za-z0-9]{1,19}(?-i:(?<=[a-z0-9])(?=[A-Z])))?"
    r"(?:token|api[ _-]?key|secret|access[ _-]?key|cookie"
    r"|session[_-]?(?:id|key|token)|sessid"
    r"|private[ _-]?key|client[ _-]?secret|credentials?|auth)(?:[_-][A-Za-z0-9]{1,20}){0,4}"
    r"(?:\s+(?:key|id|token))?(?![A-Za-z])[\"']?(?:\s*\([^()\n]{1,30}\))?"
    r"(?:,?\s*(?:in\s+)?(?:hex|base32|base64|b32|b64)(?:[ -]?encoded)?(?![A-Za-z]))?\s*"
    r"(?:is|=|:|：|(?<=hex\))|(?<=b64\))|(?<=b32\))|(?<=base64\))|(?<=base32\)))"
    r"\s*(?:[|>][-+]?[ \t]*\n[ \t]*)?"
    r"[\"']?(?P<value>(?![{\[])[!-~]+?)[\"']?(?=[\s,;}]|$)"
    r"|(?:令牌|密钥|秘钥|私钥)\s*(?:是|为|:|：|=)\s*(?P<value2>[!-~]+)",
    re.IGNORECASE,
)
BEARER = re.compile(
    r"\b(?:Bearer|Basic)(?:\s+token)?(?:\s+(?:is|was)|\s*[:=])?\s+(?P<value>[A-Za-z0-9._~+/=-]{8,})",
    re.IGNORECASE,
)
"""A bearer (or basic) credential, also said with a connector: "the bearer is qwerty7uiop3asdf"."""
KEY_FORMATS = re.compile(
    r"\bsk-(?:proj-|ant-)?[A-Za-z0-9_-]{16,}|\b[rs]k_(?:live|test)_[A-Za-z0-9]{16,}"
    r"|\b(?:ghp|gho|ghu|ghs|ghr)_[A-Za-z0-9]{20,}|\bgithub_pat_[A-Za-z0-9_]{20,}|\bglpat-[A-Za-z0-9_-]{20,}"
    r"|\b(?:AKIA|ASIA|AGPA|AIDA|AROA|ANPA)[0-9A-Z]{16}\b"
    r"|\bxox[abprse]-[A-Za-z0-9-]{10,}|\bxapp-\d-[A-Za-z0-9-]{20,}"
    r"|\bhooks\.slack\.com/(?:services|workflows|triggers)/[A-Za-z0-9/_-]{20,}"
    r"|\bya29\.[A-Za-z0-9_-]{20,}|\bGOCSPX-[A-Za-z0-9_-]{20,}|\b1//0[A-Za-z0-9_-]{30,}"
    r"|\b\d{8,10}:AA[A-Za-z0-9_-]{30,40}\b|\bkey-[0-9a-z]{32}\b|\bdapi[0-9a-f]{32}\b"
    r"|\bAIza[0-9A-Za-z_-]{35}"
    r"|\bSG\.[A-Za-z0-9_-]{16,}\.[A-Za-z0-9_-]{16,}"
    r"|\beyJ[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}|\beyJ[A-Za-z0-9_-]{8,}\.eyJ[A-Za-z0-9_-]{8,}\."
    r"|\b(?:hf|npm|whsec|shpat|shpca|shppa|shpss|glsa|dop_v1|doo_v1)_[A-Za-z0-9_]{24,}"
    r"|\b(?:pypi-AgE|sq0atp-|sq0csp-)[A-Za-z0-9_-]{20,}"
    r"|-----BEGIN [A-Z ]*PRIVATE KEY(?: BLOCK)?-----[\s\S]*?(?:-----END [A-Z ]*PRIVATE KEY(?: BLOCK)?-----|$)"
)
TOKEN_SHAPED = re.compile(r"(?<![A-Za-z0-9_+/=-])[A-Za-z0-9_+/=-]{20,}(?![A-Za-z0-9_+/=-])")
TOKEN_RUN = re.compile(r"(?<![A-Za-z0-9_+/=-])[A-Za-z0-9_+/=-]{12,}(?![A-Za-z0-9_+/=-])")
"""A run of token characters of 12 or more: ``TOKEN_SHAPED`` at 20 or more, a short base64 run below."""
_MIN_TOKEN_ENTROPY = 3.5
_MIN_RANDOM_ENTROPY = 4.0
_RANDOM_CHARS = 30
_UPPER_PAIR = re.compile(r"(?=[A-Z]{2})")
_MIN_UPPER_PAIRS = 3


def entropy(text: str) -> float:
    """Shannon entropy in bits per character."""
    counts = Counter(text)
    return -sum(n / len(text) * math.log2(n / len(text)) for n in counts.values())


def is_high_entropy_token(token: str) -> bool:
    """Random-looking. Either upper and lower case with digits scattered in two or more places (a
    CamelCase name ending in a year is not), or 32+ hex digits, with 3.5+ bits of entropy per character;
    or (a secret such as AWS's, which may hold one digit or none) 30+ characters with a digit, "/" or
    "+", whose letters are upper case between a quarter and nine tenths of the time, three or more times
    two in a row (CamelCase words start with one upper case letter and are mostly lower case), with 4+
    bits of entropy per character."""
    upper = sum(map(str.isupper, token))
    hexadecimal = len(token) >= 32 and bool(re.fullmatch(r"[0-9a-fA-F]+", token)) and not token.isdigit()
    # The entropy (the costly part) is computed only for a token that passes every other test; without
    # an upper case letter a token is neither mixed-case nor mostly upper case: only hexadecimal counts.
    if not upper:
        return hexadecimal and len(token) >= 24 and entropy(token) >= _MIN_TOKEN_ENTROPY
    lower = sum(map(str.islower, token))
    scattered_digits = len(re.findall(r"\d+", token)) >= 2
    if (
        ((lower and upper and scattered_digits) or hexadecimal)
        and len(token) >= 24
        and entropy(token) >= _MIN_TOKEN_ENTROPY
    ):
        return True
    letters = lower + upper
    return (
        len(token) >= _RANDOM_CHARS
        and lower > 0
        and 0.25 <= upper / letters <= 0.9
        and len(_UPPER_PAIR.findall(token)) >= _MIN_UPPER_PAIRS
        and any(not c.isalpha() for c in token)
        and entropy(token) >= _MIN_RANDOM_ENTROPY
    )


# --- payment cards and their security codes ------------------------------------------------------------
# Digits in groups split by one separator (spaces, a dash or dot with optional spaces, a comma); any
# grouping: a whole run of 13-19 digits however split, else the longest window of groups of which every
# group but the last has 3+ digits (so a date or small numbers next to a card never join it); the
# digits pass the Luhn check and are not one repeated digit.
DIGIT_RUN = re.compile(r"(?<![\d+])\d+(?:(?:[ \t]{1,2}|[ \t]?[.-][ \t]?|[/_]|,)\d+)*(?!\d)")
DIGIT_RUN_LINES = re.compile(
    r"(?<![\d+])\d+(?:(?:[ \t]{1,2}|[ \t]?[.-][ \t]?|[/_]|,|[ \t]?\n[ \t]?)\d+)*(?!\d)"
)
"""Digit groups that may also be split across lines: read only in a text that names a card or an
account (a list of years, one a line, is not a card number)."""
_GROUP = re.compile(r"\d+")
_MIN_CARD_DIGITS = 13


def luhn_ok(digits: str) -> bool:
    """The Luhn (mod 10) check every payment card number passes."""
    total = 0
    for position, character in enumerate(reversed(digits)):
        value = int(character)
        if position % 2 == 1:
            value = value * 2 - 9 if value > 4 else value * 2
        total += value
    return total % 10 == 0


def is_bank_card_number(text: str) -> bool:
    digits = re.sub(r"\D", "", text)
    return 13 <= len(digits) <= 19 and len(set(digits)) > 1 and luhn_ok(digits) and not isbn_13(digits)


def bank_cards(text: str, *, across_lines: bool = False) -> Iterator[Span]:
    """Each card number in ``text``: the longest window of consecutive digit groups that is one (groups
    on several lines too, when ``across_lines``)."""
    for run in (DIGIT_RUN_LINES if across_lines and "\n" in text else DIGIT_RUN).finditer(text):
        if len(run[0]) < _MIN_CARD_DIGITS:
            continue  # fewer characters than a card has digits: no window of it is one
        if is_bank_card_number(run[0]):
            yield run.span()
            continue
        groups = [(m.start() + run.start(), m.end() + run.start()) for m in _GROUP.finditer(run[0])]
        at = 0
        while at < len(groups):
            found = _card_from(text, groups, at)
            if found is None or _dashed_on(text, groups[at][0], groups[found][1]):
                at += 1  # "order #112-4487120-9934571": a part of a longer dashed number, not a card
                continue
            yield groups[at][0], groups[found][1]
            at = found + 1


def _dashed_on(text: str, start: int, end: int) -> bool:
    """Whether digits joined by a dash come right before ``start`` or right after ``end``: the window
    is a part of a longer dashed number (an order number, docs/security.md, "The session-17 probe")."""
    return _DASHED_BEFORE.match(text, max(0, start - 2), start) is not None or (
        _DASHED_AFTER.match(text, end) is not None
    )


_DASHED_BEFORE = re.compile(r"\d-$")
_DASHED_AFTER = re.compile(r"-\d")


def _card_from(text: str, groups: list[Span], first: int) -> int | None:
    """The last group of the longest card number that starts at group ``first``, if any."""
    best = None
    digits = ""
    for last in range(first, len(groups)):
        digits += text[groups[last][0] : groups[last][1]]
        if len(digits) > 19:
            break
        if len(digits) >= 13 and len(set(digits)) > 1 and luhn_ok(digits) and not isbn_13(digits):
            best = last
        if groups[last][1] - groups[last][0] < 3:
            break  # a short group ends a number
    return best
