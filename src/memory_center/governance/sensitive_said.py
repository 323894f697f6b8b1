"""Secrets said in words rather than after a label: answers to security questions, codes and passwords
said by how they are used ("to get in just punch 4 4 1 9 on the keypad", "para entrar escribe …", "it
asks for …"), one-time codes said by who sent them ("the bank just sent 318 552 to my phone"),
passwords said by how they are made and then spelled out ("my cat's name plus birth year, i.e.
Mochi2016"; its reader is ``governance.sensitive_made``), and combinations restated ("left to 12, right
to 38, left to 7 — write it as 12-38-7").

Read by ``governance.sensitive`` (``_passwords``) on the normalised view of a text, each reader behind
its own keyword gate (the ``*_WORDS`` below: every text the pattern matches holds one of them;
tests/governance/test_sensitive_gates.py checks it). Each is a class of wording, not a sentence
(docs/security.md, "probe 10"); the value must look like one: a code has 4-12 digits (spaced or dashed,
perhaps "#" or "*"), a password is credential-shaped (``sensitive_codes.credential_like``), an answer is
a quoted string or a few words ending its clause, never a description ("the name of my first dog").
"""

import re
from collections.abc import Callable, Iterator

from memory_center.governance.sensitive_codes import DESCRIPTIONS_ABROAD, credential_like
from memory_center.governance.sensitive_described import DESCRIPTIONS, QUESTION_WORDS
from memory_center.governance.sensitive_gates import PAY_PURPOSES_ZH, Gate, gate
from memory_center.governance.sensitive_made import MADE_WORDS, PIN_CONTEXT, VERSION, made_values
from memory_center.governance.sensitive_made import TRAILING as _TRAILING
from memory_center.governance.sensitive_text import fold_word
from memory_center.governance.sensitive_used import KEYPAD_FIRST

Span = tuple[int, int]

_CODE = r"\d(?:[ -]?\d){3,11}[#*]?"
_CODE_END = r"(?![A-Za-z0-9!@$%^&*_+=~\\|<>])"

# --- answers to security questions ---------------------------------------------------------------------
QUESTION = re.compile(
    fold_word(
        r"(?<![^\W\d_])(?:(?:security|secret|secure|challenge|verification|recovery)\s+(?:questions?|answers?)"
        r"|sicherheitsfrage\w*|geheimfrage\w*|pregunta\s+(?:de\s+seguridad|secreta)|preguntas\s+de\s+seguridad"
        r"|questions?\s+(?:secr[èe]tes?|de\s+s[ée]curit[ée])|pergunta\s+(?:de\s+seguran[çc]a|secreta)"
        r"|domand[ae]\s+(?:di\s+sicurezza|segret[ae])|(?:контрольн|секретн)\w*\s+вопрос\w*|güvenlik\s+sorusu"
        r"|beveiligingsvra(?:ag|gen)|(?:security|recovery)\s+q(?!\d))(?![^\W\d_])"
        r"|安全问题|安全問題|密保(?:问题)?|密碼提示|密码提示问题|秘密の質問|セキュリティ質問|보안\s*질문|비밀\s*질문"
    ),
    re.IGNORECASE,
)
"""A security question named: the context in which an answer is a secret."""
ASIDE_QUESTION = re.compile(r"答案\s*\([^()\n]{0,20}?(?:问题|問題)\s*(?:是|:|：)[^()\n]{1,40}\)")
"""An answer whose aside in brackets says what its question is ("答案（问题是最喜欢的老师）：…", session 28):
a question asked to check who one is, named as such (its gate word, 问题, is ``ANSWER_WORDS``')."""
# an apostrophe between letters inside a quoted question: 'your first pet's name' (session 28)
_QUESTION_QUOTED = (
    r"(?:[\"“«「][^\"”»」\n]{1,80}[\"”»」]|[‘'](?:[^’'\n]|(?<=[^\W\d_])['’](?=[^\W\d_])){1,80}[’'])"
)
_QUOTED_THEN = re.compile(
    r"\s*[:：]?\s*(?:[\"“«「][^\"”»」\n]{1,80}[\"”»」]|[‘'](?:[^’'\n]|(?<=[^\W\d_])['’](?=[^\W\d_])){1,80}[’'])"
    r"\s*(?:→|->|=>|[:=：]|\s-\s|(?P<is>is|was)(?=\s)|是|为)\s*",
    re.IGNORECASE,
)
"""A security question quoted right after its name (an apostrophe inside it: 'mother's maiden name'), then
what answers it: "security question 'first school' → Hillcrest", "密保问题“母亲的姓氏” → 欧阳"; after "is",
a name ("… 'first pet' is dumb" says what the question is)."""
_WRITTEN_THEN = re.compile(
    r"\s*[:：]\s*(?P<asked>[^\s:：?？\"“”«»「」'‘’=<>→⇒➜][^\n:：?？\"“”«»「」=<>→⇒➜]{1,60}?)\s*"
    r"(?:->|=>|→|⇒|➜|(?P<mark>[?？])\s*(?:(?:答案?|A|answer)(?=\s*[:：]))?(?:[:：]\s*)?)\s*"
)
"""A security question written out, unquoted, right after its name, then an arrow or its question mark and
the answer: "security question: city you were born in -> Tallinn", "安全问题：出生城市 -> 重庆", "recovery
question: what street did you grow up on? Larkspur Drive" (session 29). After a question mark only a short
name-like answer counts (``_MARKED_WORDS_MAX``): "… grow up on? Most people can find that online" is talk."""
_MARKED_WORDS_MAX = 3
_ANSWER = re.compile(
    fold_word(
        r"(?<![^\W\d_])(?:(?:the\s+|my\s+)?answers?(?:\s+(?:I|we)\s+(?:used|gave|put|set|chose|picked|wrote|typed"
        rf"|entered|registered))?(?:\s+(?:to|for)\s+(?:(?:my|the|that|this|your|it|a|each)\b(?:{_QUESTION_QUOTED}"
        rf"|[^.!?\n:：]){{0,60}}?|{_QUESTION_QUOTED}|(?:security|recovery|secret)\s+q(?:uestion)?s?(?![^\W\d_])))?"
        r"(?:\s+(?:I|we)\s+(?:used|gave|put|set|chose|picked|wrote|typed|entered|registered)(?:\s+down)?"
        r"(?:\s+(?:them|it|him|her|(?:the|my)\s+[^\W\d_]+))?)?"  # "… 'first pet' I gave the bank was" (s. 28)
        r"(?:\s*\([^()\n]{1,40}\))?\s*(?:(?<![^\W\d_])(?:is|was|would\s+be)(?![^\W\d_])|[:=：]|->|→|\s-\s)"
        r"|(?P<verb>(?:I|we)\s+(?:put(?:\s+down)?|gave|wrote|typed|entered|answered|registered"
        r"|(?:(?<=[\"”’'»」] I )|(?<=[\"”’'»」], I ))used)(?:\s*[:=：]|(?=\s)))"
        r"|(?:antwort|respuesta|r[ée]ponse|resposta|risposta|ответ|antwoord|cevap)(?![^\W\d_])"
        r"\s*(?:(?<![^\W\d_])(?:ist|war|es|era|est|était|é|è|был|is)(?![^\W\d_])|[:=：]|\s-\s)"
        r"|(?P<verb2>(?:puse|contesté|respondí|j['’]ai\s+mis|j['’]ai\s+répondu|ho\s+messo|coloquei|respondi)(?=\s)))"
        r"|(?:答案|回答)(?:\s*\([^()\n]{1,40}\)(?=\s*(?:[:：=]|是|为)))?"  # "答案（问题是…）：" (session 28)
        r"|答え|답변?|我?(?:填|写|寫|设|設|选|選|答)(?:的是|的|了)"  # "我填的是 …" (probe 16)
        r"|(?-i:(?<![^\W\d_])A)(?=\s*[:：])|(?<![回解问問])答(?=\s*[:：])"  # "A: …", "答：…" (session 27)
    ),
    re.IGNORECASE,
)
"""What introduces the answer: "the answer I used is", "answer:", "Antwort:", "respuesta:", "答案："
(the question between, in brackets or quoted whole: "… (favourite food) is", "for 'what …' is", probe
12), or a verb ("I put"; "'…' I used"), after which only a name-like value counts (``_NAME_LIKE``)."""
_NAME_LIKE = re.compile(r"[\"“«「『‘']|[^\W\d_](?<![a-z])|\d")
"""What a value after a verb starts with: a quote, a capital or a letter of a script without case (CJK,
Arabic, …), or a digit; "I answered them honestly", "I put them off" are no answers."""
_ANSWER_NEAR = 200
"""How far from the question named (before or after it) an answer counts."""
_ANSWER_CONNECTOR = re.compile(r"\s*(?:是|为|為|は|는|은|:|：|=)?\s*")
_QUOTED = re.compile(
    r"[\"“«「『‘](?P<value>[^\"”»」』’\n]{1,60})[\"”»」』’]|'(?P<single>[^\n]{1,60}?)'(?=[\s.,;!?)]|$)"
)
_WORDS = re.compile(
    r"(?P<value>(?:(?:Mr|Mrs|Ms|Mx|Dr|St|Mt|Prof)\.\s?)?[^\s.,;!?。，；！？、()\"'\n][^.,;!?。，；！？、()\"\n]{0,59})"
)
_ANSWER_STOP = re.compile(
    r"\s(?:and|but|so|because|since|which|in\s+case|if|when|though|lol|haha|y|e|et|und|pero|mais|aber|ma)\b"
    r"|\s-\s|\s\(",
    re.IGNORECASE,
)
_ANSWER_WORDS_MAX = 6
NOT_ANSWERS = frozenset(
    {"my", "something", "what", "whatever", "your", "his", "her", "their", "our", "it", "that", "this",
     "one", "yes", "no", "correct", "wrong", "right", "blank", "nothing", "none", "n/a", "unknown", "same",
     "mi", "mon", "ma", "mein", "meine", "el", "la", "le", "der", "die", "das", "un", "una", "ein", "eine",
     "什么", "啥", "我的", "不知道", "忘了", "them", "they", "those", "these", "all", "both", "some",
     "everything", "anything", "each", "every", "gespeichert", "notiert", "aufgeschrieben", "guardada",
     "guardado", "anotada", "enregistrée", "enregistré", "notée", "salvata", "salvo", "salva", "anotado",
     "bad", "good", "terrible", "obvious", "guessable"}
)  # fmt: skip
"""First words of what is said about an answer rather than the answer ("the answer I used is my
mother's maiden name", "the answer is something only I know", "-> bad choice, it's on Facebook")."""


def security_answers(text: str, named: list[Span] | None = None) -> Iterator[Span]:
    """Answers given to a security question named nearby (``QUESTION``, or the spans ``named``: a question
    named otherwise, ``sensitive_told.QUOTED_QUESTION``), after ``_ANSWER``: a quoted string, or up to six
    words ending at a clause break or a joining word."""
    questions = sorted(_spans(QUESTION, text) + _spans(ASIDE_QUESTION, text) + (named or []))
    if not questions:
        return
    for _, end in questions:
        quoted = _QUOTED_THEN.match(text, end)
        if quoted is None or (quoted["is"] and not _NAME_LIKE.match(text, quoted.end())):
            continue
        if (span := answer_at(text, quoted.end())) is not None:
            yield span  # "security question 'mother's maiden name' → Kowalczyk" (probe 17)
    for _, end in questions:
        if (written := _WRITTEN_THEN.match(text, end)) is None:
            continue
        marked = written["mark"] is not None
        if marked and not _NAME_LIKE.match(text, written.end()):
            continue
        span = answer_at(text, written.end())
        if span is not None and not (marked and _talk(text[span[0] : span[1]])):
            yield span  # "security question: city you were born in -> Tallinn" (session 29)
    windows = [(start - _ANSWER_NEAR, end + _ANSWER_NEAR) for start, end in questions]
    at = 0  # answers come in text order: the first window that does not end before this one
    for answer in _ANSWER.finditer(text):
        while at < len(windows) and windows[at][1] < answer.start():
            at += 1
        if at == len(windows) or windows[at][0] > answer.start():
            continue
        value_at = _ANSWER_CONNECTOR.match(text, answer.end()).end()  # type: ignore[union-attr]
        if (answer["verb"] or answer["verb2"]) and not _NAME_LIKE.match(text, value_at):
            continue
        span = answer_at(text, value_at)
        if span is not None:
            yield span


def _talk(value: str) -> bool:
    """Whether what follows a question's mark is talk rather than its answer: more than
    ``_MARKED_WORDS_MAX`` words, or more than ``_MARKED_CJK_MAX`` Chinese characters ("我还没想好填什么")."""
    return len(value.split()) > _MARKED_WORDS_MAX or len(_CJK.findall(value)) > _MARKED_CJK_MAX


_CJK = re.compile(r"[\u4e00-\u9fff]")
_MARKED_CJK_MAX = 6


def _spans(pattern: re.Pattern[str], text: str) -> list[Span]:
    return [match.span() for match in pattern.finditer(text)]


SAID_ABOUT_ZH = (
    "什么", "我的", "不知道", "一个", "那个", "很", "太", "这个问题", "不想", "不要", "不告诉", "别用",
    "换一个", "保密",
)  # fmt: skip
"""How a Chinese value about an answer starts, rather than the answer: a description ("一个很难猜的",
"太容易被猜到了"), a refusal ("这个问题我不想用", "别用这个"; session 29)."""


def answer_at(text: str, at: int) -> Span | None:
    quoted = _QUOTED.match(text, at)
    if quoted is not None:
        group = "value" if quoted["value"] is not None else "single"
        start, end = quoted.span(group)
    else:
        words = _WORDS.match(text, at)
        if words is None:
            return None
        start, end = words.span("value")
        stop = _ANSWER_STOP.search(text, start, end)
        if stop is not None:
            end = stop.start()
        value = text[start:end].rstrip()
        if len(value.split()) > _ANSWER_WORDS_MAX:
            return None
        end = start + len(value)
    value = text[start:end].strip()
    if not value or not any(c.isalnum() for c in value):
        return None
    first = value.split()[0].lower().rstrip(_TRAILING)
    if first in DESCRIPTIONS or first in NOT_ANSWERS or value.lower() in QUESTION_WORDS:
        return None
    if first in DESCRIPTIONS_ABROAD and len(value.split()) == 1:
        return None  # "Antwort ist gespeichert", "la respuesta es secreta"
    if value.startswith(SAID_ABOUT_ZH) or re.search("^忘|忘了|不记得|记不", value):
        return None  # "…我设的是一个很难猜的", "→ 太容易被猜到了": a description, not the answer (probe 16)
    return start, end


# --- codes and passwords said by how they are used -----------------------------------------------------
_PURPOSE = (
    r"(?:(?<![A-Za-z])(?:to|then|and)\s+(?:get in(?:to|side)?|unlock|disarm|log ?in(?:to)?|log on"
    r"|sign ?in(?:to)?|access|open (?:it|the\s+(?:door|gate|safe|lock|garage|box|lockbox|locker|padlock))"
    r"|turn\s+off\s+the\s+alarm)(?![A-Za-z])"
    r"|para\s+(?:entrar|acceder|abrir|desbloquear|acessar|logar|iniciar\s+sesi[óo]n)"
    r"|pour\s+(?:entrer|acc[ée]der|ouvrir|d[ée]verrouiller|(?:te|vous|se|me)\s+connecter)"
    r"|per\s+(?:entrare|accedere|aprire|sbloccare)"
    r"|um\s+(?:reinzukommen|hineinzukommen|reinzugehen|zu\s+entsperren|(?:dich|sich|mich)\s+anzumelden|aufzumachen)"
    r"|zum\s+(?:entsperren|anmelden|öffnen|reinkommen))"
)
_ENTRY_VERB = (
    r"(?:just\s+|simply\s+|then\s+|only\s+)?(?:punch(?:\s+in)?|key\s+in|tap(?:\s+in)?|type(?:\s+in)?|enter|put\s+in"
    r"|input|dial|use|escribe|escriba|pon(?:es|ga|le)?|teclea|mete|usa|marca|introduce|digita|digite|tape[sz]?"
    r"|entre[sz]?|tippe|tipp|gib|scrivi|inserisci|metti)"
)
ENTERED = re.compile(
    rf"{_PURPOSE}(?:\s+[^\s.,;!?:]{{1,20}}){{0,6}}?[,:]?\s+{_ENTRY_VERB}\s+"
    r"(?:(?P<code>" + _CODE + r")" + _CODE_END + r"|(?P<value>[!-~]{6,64})(?![!-~]))",
    re.IGNORECASE,
)
"""What to type to get in, after the purpose: "to get in just punch 4 4 1 9", "to unlock my tablet enter
260491", "to sign in at work just type Marble#Fox21", "Para entrar en la compu escribe tortuga_lenta99"."""
KEYPAD = re.compile(
    rf"(?<![A-Za-z])(?:punch(?:\s+in)?|key\s+in|tap(?:\s+in)?|type(?:\s+in)?|enter|press|dial)\s+[*#]?(?P<code>{_CODE})"
    rf"{_CODE_END}\s+(?:on|into|in|at)\s+(?:the\s+)?(?:[A-Za-z-]+\s+){{0,2}}?"
    r"(?:keypad|key\s?pad|pad|panel|lock|lockbox|door|gate|alarm|safe|intercom)(?![A-Za-z])",
    re.IGNORECASE,
)
"""A code keyed in on a keypad: "punch 4 4 1 9 on the keypad next to the garage"."""
_AFTER_ENTRY = re.compile(
    r"[^\w\n]*(?:$|\n)|\s+(?:and|then|&)\s+(?:hit|press|tap|click|push|pull|open|turn|walk|go|wait|you|it|that|the)\b"
    r"|\s+(?:on|into|at)\s"
    r"|\s+(?:y\s+ya|y\s+listo|et\s+voil[àa]|und\s+fertig|e\s+pronto|e\s+basta)\b",
    re.IGNORECASE,
)
"""What may follow a value typed to get in: the end of its line, "and hit enter", "on the keypad"."""
ENTERED_ZH = re.compile(
    r"(?P<what>登录|登陆|解锁|开机|进门|开门|开锁|进系统|登入)[^，。！？；\n]{0,10}?(?:用|输入|打|按|填)(?:的是|的)?\s*"
    r"(?P<value>[!-~]{4,64})(?![!-~])"
)
"""A value typed to sign in or unlock, said in Chinese: "我登录一般就用 mimi0523 这串"."""
PRESSED_ZH = re.compile(
    rf"(?:按|输入|输|摁)\s*[*#]?(?P<code>{_CODE}){_CODE_END}\s*"
    r"(?:(?:(?:就|便|才)(?:能|可以)?|能|可以)(?:开(?!始|会|车|心)|进(?![步行度口展化修货食攻]))"
    r"|(?:就|便|才)?(?:能|可以)?(?:开门|打开|开锁|解锁|进门|进去)|开(?=$|[\s，。！!,.]|了))"
)
"""A code that opens once pressed, said in Chinese: "门禁那个键盘按 3 6 0 9 2 就开了" (session 27); a star or
a hash key before it is pressed too ("小区门禁按 *8863# 就开了", session 31)."""
ASKS = re.compile(
    r"(?<![A-Za-z])(?:it|that|(?:the|my)\s+(?:wi-?fi|network|router|laptop|computer|pc|login|door|lock|keypad|app"
    r"|site|phone|tablet|system|portal|account|safe|tv)(?:\s+(?:in|at|of|on)\s+(?:the|my|our)\s+[A-Za-z]+)?)"
    r"\s+(?:(?:always|just|only)\s+)?"
    r"(?:wants|asks\s+(?:you\s+)?for|takes|needs|accepts|expects)\s+(?P<value>[!-~]{4,64})(?![!-~])",
    re.IGNORECASE,
)
"""What a device or a login asks for: "network MapleHouse, and it wants pumpkinPie!42", the value ending
its clause ("it needs Python3.12 to run" is a requirement, not a password)."""
_PIN_DIGITS = re.compile(r"(?!(\d)\1+$)\d{4,8}")
"""4-8 digits, not one repeated digit."""
_ENDS_CLAUSE = re.compile(
    r"[^\w\n]*(?:$|\n)|\s*[,;]|\s+(?:lol|haha|btw|thanks|thx|pls|please)\b", re.IGNORECASE
)
ASKS_CONTEXT = re.compile(
    r"(?<![A-Za-z])(?:wi-?fi|wlan|network|router|laptop|computer|pc|tablet|phone|login|log\s?in|sign\s?in"
    r"|account|portal|keypad|door|lock|password|passcode|netflix|gmail|icloud)(?![A-Za-z])",
    re.IGNORECASE,
)


def keypad_codes(text: str) -> Iterator[Span]:
    for pattern in (KEYPAD, KEYPAD_FIRST):
        for match in pattern.finditer(text):
            yield match.span("code")


def entered_values(text: str) -> Iterator[Span]:
    """Codes and passwords said by what to type to get in (``ENTERED``, ``ENTERED_ZH``)."""
    for match in ENTERED.finditer(text):
        if match["code"] is not None:
            if _AFTER_ENTRY.match(text, match.end("code")):
                yield match.span("code")
            continue
        span = _credential(text, match.start("value"), match.end("value"))
        if span is not None and (
            _AFTER_ENTRY.match(text, span[1]) or credential_like(text[span[0] : span[1]], classes=3)
        ):
            yield span
    for match in PRESSED_ZH.finditer(text):
        if not DATE.fullmatch(match["code"]):
            yield match.span("code")
    for match in ENTERED_ZH.finditer(text):
        value = match["value"].rstrip(_TRAILING)
        door = match["what"] in ("开门", "开锁", "进门", "解锁")
        if (credential_like(value, classes=2) and not value.isdigit()) or (
            door and re.fullmatch(r"\d{4,8}", value) and len(set(value)) > 1
        ):
            yield match.start("value"), match.start("value") + len(value)


def asked_values(text: str) -> Iterator[Span]:
    """What a device or a login "wants" or "asks for" (``ASKS``), in a text naming one: a password, or a
    PIN's digits in a text naming a PIN (``PIN_CONTEXT``)."""
    for match in ASKS.finditer(text):
        span = _credential(text, match.start("value"), match.end("value"))
        if (
            span is not None
            and not text[span[0] : span[1]].isdigit()
            and _ENDS_CLAUSE.match(text, span[1])
            and ASKS_CONTEXT.search(text)
        ):
            yield span
            continue
        value, start = match["value"].rstrip(_TRAILING), match.start("value")
        if (
            _PIN_DIGITS.fullmatch(value)
            and _ENDS_CLAUSE.match(text, start + len(value))
            and PIN_CONTEXT.search(text)
        ):
            yield start, start + len(value)  # "the tv asks for a pin, it wants 7294"


def _credential(text: str, start: int, end: int) -> Span | None:
    """The credential-shaped value at ``start``-``end`` (trailing marks dropped unless a symbol ends
    it: "Hunter2!" keeps its "!"), if it is one and not a version ("Python3.12", "iOS17.4")."""
    value = text[start:end]
    for candidate in (value.rstrip(_TRAILING), value):
        if candidate and credential_like(candidate, classes=2) and not VERSION.fullmatch(candidate):
            return start, start + len(candidate)
    return None


DATE = re.compile(r"(?:19|20)\d\d([-/. ])\d\d?\1\d\d?|\d\d?([-/. ])\d\d?\2(?:19|20)\d\d")
"""A date written with separators: never a code restated or spelled out."""


# --- one-time codes said by who sent them --------------------------------------------------------------
SENT = re.compile(
    r"(?<![A-Za-z])(?:sent|texted|sms'?e?d|messaged|emailed|e-mailed)\s+(?:me\s+|us\s+)?(?:(?:the|a)\s+code\s*[:,]?\s*)?"
    r"(?P<code>\d{3}[ -]?\d{3}|\d{4,8})(?![\d-])"
    r"(?=\s+(?:to\s+(?:my|your|his|her|our)\s+(?:phone|mobile|cell|number|e-?mail|inbox)|by\s+(?:sms|text|e-?mail)"
    r"|via\s+(?:sms|text|e-?mail)|in\s+a\s+text)"
    r"|[,;.]?\s*(?:type|enter|put|use|punch)\s+(?:that|it|this|them)\b)",
    re.IGNORECASE,
)
"""A code said as sent to the user's phone, or to be typed: "the bank just sent 318 552 to my phone,
type that in quick"."""


def sent_codes(text: str) -> Iterator[Span]:
    for match in SENT.finditer(text):
        yield match.span("code")


# --- combinations restated -----------------------------------------------------------------------------
RESTATED = re.compile(
    r"(?<![A-Za-z])(?:combo|combination|code|pin|passcode)(?![A-Za-z])[^.!?\n]{0,120}?"
    r"(?:write it\s+(?:down\s+)?as|written as|i\.e\.?|that'?s|that is)\s*[:,]?\s*"
    rf"(?P<code>{_CODE}){_CODE_END}(?=[^\w\n]*(?:$|\n)|\s*[,;])",
    re.IGNORECASE,
)
"""A code given again in one piece after being described: "safe combo, left to 12, right to 38, left
to 7 — write it as 12-38-7"."""
DIAL = re.compile(
    r"(?<![A-Za-z])(?:left|right)\s*(?:to\s+)?\d{1,2}(?:\s*,?\s*(?:then\s+|and\s+)?(?:left|right)\s*(?:to\s+)?"
    r"\d{1,2}){2,}(?!\d)",
    re.IGNORECASE,
)
"""A dial combination turned out ("left to 12, right to 38, left to 7"): the turns give the code away."""
_DIAL_CONTEXT = re.compile(
    r"(?<![A-Za-z])(?:combo|combination|safe|lock|padlock|dial|locker)(?![A-Za-z])", re.IGNORECASE
)


def restated_codes(text: str) -> Iterator[Span]:
    for match in RESTATED.finditer(text):
        if not DATE.fullmatch(match["code"]):
            yield match.span("code")


def dialled_codes(text: str) -> Iterator[Span]:
    if _DIAL_CONTEXT.search(text):
        for match in DIAL.finditer(text):
            yield match.span()


# --- the gates -------------------------------------------------------------------------------------------
ANSWER_WORDS = (
    "secur", "sécur", "secr", "challenge", "verification", "recovery", "frage", "pregunta", "pergunta",
    "domand", fold_word("вопрос"), "sorusu", "beveiligingsvra", "问题", "問題", "密保", "密碼提示",
    "密码提示", "質問", "질문",
)  # fmt: skip
"""``QUESTION``: every security question named holds one of these."""
ENTRY_WORDS = (
    "get in", "unlock", "disarm", "login", "log in", "log on", "signin", "sign in", "access", "open it",
    "open the", "alarm", "entrar", "acced", "accéd", "abrir", "desbloq", "acessar", "logar", "iniciar",
    "entrer", "ouvrir", "verrouill", "connecter", "entrare", "aprire", "sblocc", "reinzu", "hineinzu",
    "entsperr", "anzumelden", "anmelden", "aufzumachen", "öffnen", "reinkommen", "登录", "登陆", "解锁",
    "开机", "进门", "开门", "开锁", "进系统", "登入", "开电脑", "打开", "进去", "就开", "便开", "才开",
    "能开", "以开", "就进", "便进", "才进", "能进", "以进", *PAY_PURPOSES_ZH,
)  # fmt: skip
"""``ENTERED``, ``ENTERED_ZH`` and ``PRESSED_ZH``: every purpose of typing a value holds one of these (or one
of paying)."""
KEYPAD_WORDS = ("pad", "panel", "lock", "door", "gate", "alarm", "safe", "intercom")
ASKS_WORDS = ("wants", "asks", "takes", "needs", "accepts", "expects")
SENT_WORDS = ("sent", "texted", "sms", "messaged", "emailed", "e-mailed", "短信")
RESTATED_WORDS = ("write it", "written as", "i.e", "that's", "thats", "that is")
DIAL_WORDS = ("combo", "combination", "safe", "lock", "dial")
"""``_DIAL_CONTEXT``: a lock or a combination named."""

ANSWER_GATE = gate(ANSWER_WORDS)
SAID_GATE = gate(
    ENTRY_WORDS + KEYPAD_WORDS + ASKS_WORDS + SENT_WORDS + MADE_WORDS + RESTATED_WORDS + DIAL_WORDS
)
"""Any word of the gates of the readers of values (all but the answers'): one search skips all of them
in most texts with a digit (every value they read has one)."""
_READERS: tuple[tuple[Gate, Callable[[str], Iterator[Span]]], ...] = (
    (gate(ENTRY_WORDS), entered_values),
    (gate(KEYPAD_WORDS), keypad_codes),
    (gate(ASKS_WORDS), asked_values),
    (gate(SENT_WORDS), sent_codes),
    (gate(MADE_WORDS), made_values),
    (gate(RESTATED_WORDS), restated_codes),
    (gate(DIAL_WORDS), dialled_codes),
)
_DIGIT = re.compile(r"\d")


def said_values(text: str, mentions: Callable[[str, Gate], bool]) -> Iterator[Span]:
    """Every secret said in words in ``text`` (the normalised view), each reader run only when
    ``mentions`` (``governance.sensitive``'s gate test, which the tests turn off) finds a word of its
    gate: answers to security questions, then, in a text with a digit, the values of the other readers."""
    if mentions(text, ANSWER_GATE):
        yield from security_answers(text)
    if not _DIGIT.search(text) or not mentions(text, SAID_GATE):
        return
    for words, reader in _READERS:
        if mentions(text, words):
            yield from reader(text)
