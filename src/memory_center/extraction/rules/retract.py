"""A retraction said in a message of its own, after the message it takes back: "Forget what I said
about being vegetarian", "Scratch the bit about where I live", "Just kidding!", "Please forget
everything I said earlier", 忘了我刚才说的香菜吧, 刚才说的工作的事别记了, 我刚才说的都忘了吧, 当我没说.

One message alone cannot say which memory it takes back, so the rules only read the message
(``read_retraction``): what it names (``about``), or that it takes back everything said lately
(``everything``), or neither (the latest memory). The write path (``writepath.take_back``) invalidates
the user's memories from the same session that it names: those sharing a word with it, and those on
a key its topic words name (``names_key``: "my job" names the workplace and the job, 住的地方 the
residence, "my partner" / 对象 the partner's name: ``TOPICS``, one table). Only a whole message that
does nothing but take something back counts: "Scratch that, I live in Leeds" is a correction,
"Forget it, let's book the train", a bare "Forget it" / 忘了吧 (as often "never mind my request") and
"Never mind the weather" take nothing back.
"""

import functools
import re
import unicodedata
from dataclasses import dataclass

from memory_center.extraction.contract import ExtractionInput

_END = r"[\s.!！。…~～]*$"
_LEAD_EN = r"^(?:(?:oh|ok|okay|haha|lol|well|sorry|wait|actually|hmm|um|no)[\s,，]+)*"
_SAID_EN = (
    r"i(?:\s+just|\s+have|'ve)?\s+(?:said|told\s+you|wrote|mentioned|shared|typed)"
    r"(?:\s+(?:earlier|before|just\s+now|today|so\s+far|a\s+(?:moment|minute|second)\s+ago|above))?"
)
_ABOUT_EN = r"(?:\s+(?:about|regarding|on|re)\s+(?P<about>[^.!?]{2,80}?))?"
_EVERYTHING_EN = r"everything|all|anything|all\s+of\s+(?:that|it|this)|all\s+that"
_RETRACTIONS = (
    re.compile(
        _LEAD_EN
        + r"(?:please\s+)?(?:just\s+)?(?:forget|ignore|disregard|never\s*mind|scratch|drop|delete|erase"
        rf"|strike|remove|don'?t\s+(?:remember|save|keep|store))\s+(?:(?:what|(?P<all>{_EVERYTHING_EN}))\s+"
        rf"(?:that\s+)?{_SAID_EN}"
        rf"|(?:the|that)\s+(?:bit|part|thing|stuff|line|one)(?:\s+(?:that\s+)?{_SAID_EN})?(?=\s+about|\s+regarding)"
        rf"|(?P<all2>{_EVERYTHING_EN})(?=[\s.!！。]*$))" + _ABOUT_EN + _END
    ),
    # "Forget it" alone is as often "never mind my request": only "forget I said that" counts.
    re.compile(
        _LEAD_EN + r"(?:please\s+)?(?:forget|ignore|disregard)\s+(?:that\s+)?i\s+said\s+(?:that|it)" + _END
    ),
    re.compile(_LEAD_EN + r"(?:i\s+take\s+(?:that|it)\s+back|i\s+didn'?t\s+mean\s+(?:that|it))" + _END),
    re.compile(
        _LEAD_EN + r"(?:(?:i\s+was\s+|i'm\s+|i\s+am\s+)?(?:just\s+|only\s+)?(?:kidding|joking)|jk)" + _END
    ),
    re.compile(
        r"^(?:哈+[，,\s]*)?(?:你)?(?:就|帮我|请)?(?:忘了|忘掉|别记|不要记|删了|删掉)(?:我)?(?:刚才|刚刚|之前|前面|今天)?"
        r"(?:说|讲|提)(?:过)?的(?P<about>[^，,。！!？?]{0,20}?)(?:的事|那件事|那句话|这件事|那块|那部分|那段|那些)?"
        r"(?:吧|哈|啊)?" + _END
    ),
    re.compile(
        r"^(?:我)?(?:刚才|刚刚|之前|前面|今天)(?:说|讲|提)(?:过)?的(?P<about>[^，,。！!？?]{0,20}?)"
        r"(?:的事|那件事|那句话|这件事|那块|那部分|那段|那些)?(?P<all>都|全都|全部|统统|通通)?"
        r"(?:不算|不作数|作废|别记|不用记|不要记|忘了|忘掉|删了|删掉|不要了)(?:了|哈|啊|吧)*" + _END
    ),
    re.compile(
        r"^(?:哈+[，,\s]*)?(?:我)?(?:刚才|刚刚)?(?:是)?(?:在)?(?:开(?:个)?玩笑|逗你(?:玩)?)(?:的|呢|啦|而已)?"
        + _END
    ),
    re.compile(r"^(?:哈+[，,\s]*)?(?:就)?当我没说(?:过)?(?:吧|哈)?" + _END),
    re.compile(r"^(?:我)?收回(?:刚才|刚刚)?(?:的话|那句话)?" + _END),
)
_ALL_NAMED = re.compile(r"^(?:全部|所有|一切|全都|都|那些|这些|所有的|所有东西|everything|all)$")
_ZH_TAIL = re.compile(r"(?:的事情?|的事儿|的东西|的话|那块|那些|这块|方面)$")

MAX_CHARS = 120
"""A whole message that only takes something back is short; a longer one is never read as one."""


@dataclass(frozen=True, slots=True)
class Retraction:
    """A message that takes back what the user said before: ``about`` names what (None: the last),
    ``everything`` takes back all the user said lately in the session."""

    about: str | None
    everything: bool = False


def read_retraction(message: ExtractionInput) -> Retraction | None:
    """The retraction a user's message is, if the whole message is one."""
    return None if message.role != "user" else retraction_in(message.text)


@functools.lru_cache(maxsize=64)  # pure, its answer frozen; asked of one message twice on the write path
def retraction_in(said: str) -> Retraction | None:
    """The retraction a text is, if the whole text is one ("Ignore what I said about allergies")."""
    if len(said) > MAX_CHARS:
        return None
    text = unicodedata.normalize("NFKC", said).strip().casefold()
    for pattern in _RETRACTIONS:
        match = pattern.match(text)
        if match is not None:
            groups = match.groupdict()
            about = _ZH_TAIL.sub("", (groups.get("about") or "").strip(" ，,")) or None
            if about is not None and _ALL_NAMED.match(about):
                return Retraction(None, everything=True)
            return Retraction(
                about, everything=about is None and bool(groups.get("all") or groups.get("all2"))
            )
    return None


# --- what a topic word names -----------------------------------------------------------------------

_PERSON = "person"
TOPICS: tuple[tuple[re.Pattern[str], str, frozenset[str]], ...] = (
    # (words of the topic, "predicate" or "subject" or "person", the predicates / subjects it names)
    (
        re.compile(
            r"\b(?:jobs?|work|working|career|employer|company|office|workplace|boss)\b|工作|上班|公司|单位|职业|饭碗"
        ),
        "predicate",
        frozenset({"workplace", "job"}),
    ),
    (
        re.compile(
            r"\b(?:home|live|living|address|residence|flat|apartment|house|city|move|moving|moved)\b|住|地址|搬家|搬"
        ),
        "predicate",
        frozenset({"residence"}),
    ),
    (
        re.compile(r"\b(?:hometown|grew\s+up|where\s+i'?m\s+from|origin)\b|老家|家乡|哪里人|籍贯"),
        "predicate",
        frozenset({"hometown"}),
    ),
    (
        re.compile(r"\b(?:diet|food|eating|vegetarian|vegan|meat)\b|饮食|吃素|吃的|忌口|吃肉|素食"),
        "predicate",
        frozenset({"diet"}),
    ),
    (re.compile(r"allerg|intoleran|过敏|不耐受"), "predicate", frozenset({"allergy", "intolerance"})),
    (
        re.compile(
            r"\b(?:partner|wife|husband|spouse|girlfriend|boyfriend|relationship|marriage|married)\b"
            r"|对象|老婆|老公|媳妇|女朋友|男朋友|另一半|爱人|伴侣|感情"
        ),
        _PERSON,
        frozenset({"partner"}),
    ),
    (
        re.compile(r"\b(?:kids?|children|child|sons?|daughters?)\b|孩子|儿子|女儿|小孩"),
        _PERSON,
        frozenset({"son", "daughter", "child"}),
    ),
    (
        re.compile(r"\b(?:pets?|dogs?|cats?)\b|宠物|狗|猫"),
        _PERSON,
        frozenset({"dog", "cat", "rabbit", "parrot", "hamster"}),
    ),
    (
        re.compile(
            r"\b(?:budget|money|spend|spending|price|prices|cost|costs|afford)\b|预算|钱|花费|价格|费用"
        ),
        "budget",
        frozenset(),
    ),
    (re.compile(r"\b(?:car|vehicle|drive)\b|车"), "predicate", frozenset({"car"})),
    (
        re.compile(r"\b(?:contact|e-?mail|phone|number|reach\s+me)\b|联系|邮箱|电话|手机"),
        "predicate",
        frozenset({"contact_channel", "email", "phone"}),
    ),
    (re.compile(r"\blanguage\b|语言"), "predicate", frozenset({"language"})),
    (re.compile(r"\bbirthday\b|生日"), "predicate", frozenset({"birthday"})),
    (re.compile(r"\banniversary\b|纪念日"), "predicate", frozenset({"anniversary"})),
)
_NAME = re.compile(r"\b(?:name|call\s+me)\b|名字|称呼|叫我")


def names_key(about: str, subject: str, predicate: str) -> bool:
    """Whether a topic word of ``about`` ("my job", 住的地方, "my partner") names the memory of this key.
    A name is the user's own unless the topic names a person ("my wife's name": the partner's)."""
    text = unicodedata.normalize("NFKC", about).casefold()
    person = False
    for words, kind, names in TOPICS:
        if not words.search(text):
            continue
        if kind == _PERSON:
            person = True
            if subject in names or subject.rsplit(" ", 1)[-1] in names:
                return True
        elif (kind == "budget" and subject.endswith("budget")) or (
            kind == "predicate" and predicate in names
        ):
            return True
    return not person and subject == "user" and predicate == "name" and _NAME.search(text) is not None
