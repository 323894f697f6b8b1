"""Health by name (docs/extraction.md, "Health by name"): a clause that names a medicine, a condition or
an injury from the closed lists of ``health_names`` inside a health frame is the user's health, a
lasting USER CONSTRAINT, whatever else the sentence says and whether or not it has a subject:

- medicine: "on metformin twice a day", "Taking warfarin so no aspirin", "I inject Ozempic weekly",
  我在吃优甲乐, 每天晚上打一针胰岛素, 服用氯吡格雷中 → "<medicine> / medication = takes";
- condition: "I've got IBS, so …", "Gout sufferer here", "Hypothyroid", "I'm 20 weeks pregnant",
  "recovering from a torn ACL", 痛风好几年了, 我乳糖不耐, 我有胆结石 → "<condition> / condition = has".

The frame is what makes a name a statement of the user's own health; the look-alike gates keep out
what is not: another person before the frame (my mum takes …, 我同事有痛风), a question, a
hypothetical (if, what if, 如果, 万一), a state that is over (I was on …, as a kid, 小时候得过, 早就好了),
a denial (not on, 没有) and laughter.
"""

import re

from memory_center.enums import MemoryType
from memory_center.extraction.rules.health_names import (
    CONDITION_ADJECTIVES_EN,
    CONDITIONS_EN,
    CONDITIONS_ZH,
    INJURIES_EN,
    MEDICINES_EN,
    MEDICINES_ZH,
    PROCEDURES_EN,
)
from memory_center.extraction.rules.model import Reading
from memory_center.extraction.rules.text import compiled, is_chinese, one_of, trim
from memory_center.governance.lasting import says_one_time

_MED_EN = rf"\b{one_of(MEDICINES_EN)}\b"
_COND_EN = rf"\b{one_of(CONDITIONS_EN)}\b"
_ADJ_EN = rf"\b{one_of(CONDITION_ADJECTIVES_EN)}\b"
_MED_ZH = one_of(MEDICINES_ZH)
_COND_ZH = rf"(?:{one_of(CONDITIONS_ZH)}|(?!的)[\u4e00-\u9fff]{{1,6}}?(?:病|症|炎|癌|结石|综合征))"

_NAMED_EN = compiled(rf"{_MED_EN}|{_COND_EN}|{_ADJ_EN}")
_NAMED_ZH = re.compile(rf"{_MED_ZH}|{one_of(CONDITIONS_ZH)}|病|症|炎|癌|结石|综合征")
_WORD_EN = re.compile(r"[a-z0-9']+")
_KEY_WORDS_EN = frozenset(
    max(_WORD_EN.findall(name), key=len)
    for name in f"{MEDICINES_EN}|{CONDITIONS_EN}|{CONDITION_ADJECTIVES_EN}".split("|")
) | frozenset(
    [
        "torn",
        "broken",
        "fractured",
        "sprained",
        "dislocated",
        "herniated",
        "slipped",
        "pulled",
        "ruptured",
        "injured",
        "replacement",
        "transplant",
        "stent",
        "pacemaker",
        "bypass",
        "mastectomy",
        "colostomy",
        "stoma",
        "fusion",
        "sleeve",
        "ostomy",
    ]
)
"""The longest word of each English name: a text that names it has that word."""
_ROUGHLY_ZH = re.compile(f"{_MED_ZH}|{one_of(CONDITIONS_ZH)}|病|症|炎|癌|结石|综合征")


def _roughly(text: str) -> bool:
    """The cheap test before the frames: the key word of a listed name (a set lookup per word),
    or a Chinese name (a clause that names nothing of the lists is passed at once)."""
    if is_chinese(text) and _ROUGHLY_ZH.search(text):
        return True
    return any(word in _KEY_WORDS_EN for word in _WORD_EN.findall(text.casefold()))


def names_listed(text: str) -> bool:
    """Whether a statement names a medicine or condition of the lists (``health_names``)."""
    if not _roughly(text):
        return False
    return (_NAMED_ZH if is_chinese(text) else _NAMED_EN).search(text) is not None or (
        is_chinese(text) and _NAMED_EN.search(text) is not None
    )


_EN_FILLER = (
    r"(?:(?:a|an|my|some|the|daily|low[- ]dose|high[- ]dose|\d+(?:\.\d+)?\s*(?:mg|mcg|ml|units?)?|of)\s+)*"
)
_EN_MEDICINE = compiled(
    r"\b(?:on|taking|take|takes|prescribed|using|use|inject|injecting|need|carry|started|starting|stay on"
    r"|rely on|depend on|me on|(?:switched|changed|moved)\s+me\s+(?:over\s+)?(?:to|onto))"
    rf"\s+{_EN_FILLER}(?P<what>{_MED_EN})"
)
_EN_CONDITION = compiled(
    r"\b(?:have|has|'ve got|have got|got|with|diagnosed with|suffer from|suffering from|living with|live with"
    r"|recovering from|nursing|managing|battling)\s+(?:(?:a|an|mild|severe|chronic|bad|really bad|some"
    rf"|diagnosed)\s+)*(?P<what>{_COND_EN}|{INJURIES_EN}|{PROCEDURES_EN})\b"
    rf"|\b(?:had|'ve had|have had)\s+(?P<done>{PROCEDURES_EN})\b"
    r"|\b(?:i'm|i am|am|been|i've been)\s+(?:(?:a|an|also|still|now|very|borderline|mildly|severely"
    rf"|\d+\s+(?:weeks?|months?))\s+)*(?P<adj>{_ADJ_EN})\b"
)
_EN_FRAGMENT = compiled(
    rf"^(?:(?:mild|severe|chronic)\s+)?(?P<what>{_COND_EN}|{_ADJ_EN}|\d+\s+(?:weeks?|months?)\s+pregnant)"
    r"(?:\s+(?:sufferer|patient|survivor|here|btw|fyi|too|as well|by the way|just so you know))*"
    r"(?:\s+(?:for|since)\s+[\w\s]{1,20})?$"
)
_EN_MEDICINE_FIRST = compiled(
    rf"^(?P<what>{_MED_EN})[\s,]+(?:\d+(?:\.\d+)?\s*(?:mg|mcg|ml|units?)\b|once|twice|three times|daily"
    r"|every|each|a day|morning and night|at night|in the morning)"
)
"""A medicine said first with how often or how much ("Metformin twice a day", "Ozempic, 1mg weekly")."""
_EN_BEFORE = compiled(
    r"^(?:(?:i|i'm|im|i am|i've|i have|i've been|i have been|been|currently|still|also|now|just|recently"
    r"|already|and|so|but|btw|fyi|note|note that|please note|keep in mind|bear in mind|remember|heads up"
    r"|at the moment|right now|these days|daily|every day|my (?:doctor|gp|consultant|specialist|cardiologist"
    r"|endocrinologist|psychiatrist|neurologist|rheumatologist)|has|had|put|got|keeps|started|switched)"
    r"(?:[\s,:]+|$))*$"
)
"""What may stand before the frame: the user, adverbs, leads, or a doctor who puts the user on it."""
_EN_OVER = compiled(
    r"\b(?:as a (?:kid|child|teen|teenager|baby)|when i was|got over|recovered|cured|healed|finished"
    r"|no longer|anymore|any more|came off|used to|gave up|years ago|in the past)\b"
)
_EN_LOOK_ALIKE = compiled(
    r"\b(?:if|what if|suppose|supposing|wish|in case|pretend|imagine|lol|haha|jk|kidding)\b"
    r"|^(?:is|are|does|do|can|could|should|will|what|which|how|why|when)\b|\?|😂|🤣"
)
_EN_DENIED = compiled(r"\b(?:not|never|no|would|hope|might|was|were)\b|n't\b")
"""Before the frame only: "not on", "I was on", "I might need" (a clause may go on "…, so no aspirin")."""
_EN_DIAGNOSED = compiled(r"\b(?:was|were|got)\s+(?=diagnosed|prescribed|put on|told)")

_ZH_MEDICINE = re.compile(
    r"(?:换成|改成|换为|改为|改吃|改用|换用|吃|服|服用|口服|打|注射|用|喷|吸|靠|开了|开)(?:着|了|上)?"
    r"(?:[一二两三四半\d.]+个?(?:片|粒|颗|针|支|袋|毫克|微克|mg|mcg|μg|单位|次))?"
    rf"(?:的)?(?P<what>{_MED_ZH})"
)
_ZH_OFTEN = r"(?:每天|每日|每晚|每天早上|每天晚上|早晚|一天|一日)"
_ZH_DOSE = r"(?:[一二两三半\d.]+个?(?:片|粒|颗|针|支|袋|毫克|微克|mg|mcg|μg|单位))"
_ZH_MEDICINE_FIRST = re.compile(
    rf"^我?(?:{_ZH_OFTEN}+各?{_ZH_DOSE}?|{_ZH_DOSE})(?P<what>{_MED_ZH})$"
    rf"|^我?(?P<named>{_MED_ZH})[，,]?\s*(?:{_ZH_OFTEN}|{_ZH_DOSE})"
)
"""A medicine said with how often or how much and no verb (每天一片优甲乐, 二甲双胍一天两次)."""
_ZH_CONDITION = re.compile(
    r"^(?:我|本人)?(?:的)?(?:也|还|一直|从小|现在|目前|已经|早就|长期|刚|刚刚|最近|前段时间|去年|今年|上个月|被)*"
    r"(?:有|患有|得了|得的是|确诊(?:了|为)?|查出(?:了|来)?|诊断(?:为|出)?|是)?(?:个|一个|名|一名)?"
    rf"(?:轻微的|严重的|轻度|重度|慢性)?(?P<what>{_COND_ZH})(?!专家|医生|大夫|科|研究|护士|协会|医院|治疗|方面|的)"
)
_ZH_OTHER = re.compile(
    r"[他她你您]|别人|朋友|同事|家人|孩子|儿子|女儿|爸|妈|老公|老婆|丈夫|妻子|爷爷|奶奶|外公|外婆|哥哥|姐姐|弟弟|妹妹"
    r"|同学|老板|领导|室友|邻居|宝宝"
)
_ZH_LOOK_ALIKE = re.compile(
    r"如果|要是|万一|假如|假设|的话|会不会|能不能|可不可以|吗|呢$|什么|哪个|哪些|怎么|为什么|是否|能否|[?？]"
    r"|得过|小时候|以前|曾经|当年|早就好了|已经好了|早好了|痊愈|治好|治愈|康复了|停药|停了|不吃了|不用了|不打了|不再"
    r"|哈哈|开玩笑|好了$"
)
_ZH_DENIED = re.compile(r"没有|没|不是|不用|不需要|从不|不")
"""Before the name only: 我没有糖尿病, 不用吃药 (a clause may go on "…，不能吃甜的")."""
_ZH_BEFORE_MEDICINE = re.compile(
    r"^(?:医生|大夫)?(?:给我|让我)?(?:开了|开的)?$"
    r"|^(?:(?:医生|大夫)(?:给我|让我|叫我|要我|建议我|嘱咐我|交代我))?(?:我|本人)?"
    r"(?:也|还|一直|长期|平时|现在|目前|每天|每日|天天|每晚|每天早上|每天晚上|早上|晚上|早晚|按时|都|要|得"
    r"|需要|在|正在|坚持|常年|一天[一两三]次|空腹|睡前|饭前|饭后|餐前|餐后)*$"
)


HEALTH_KEYS = frozenset({"condition", "medication", "allergy", "intolerance"})
"""The predicates of a health reading: its scope is told by its own clause only ("Book me a hotel for
next week, I'm pregnant": the week is the booking's, the pregnancy lasts)."""


def health_text(predicate: str, held: str, clause: str) -> str:
    """What a memory of health holds (``held``: its statement or its clause), and what tells its
    scope: when those words say "this time" (the request around it: "Planning meals for next week -
    I'm on warfarin …"), the part of its clause that tells the health alone, so that the memory is not
    taken for a detail of that task."""
    if predicate not in HEALTH_KEYS or not says_one_time(held):
        return held
    parts = [clause, *(part for part in _PART.split(clause) if part.strip())]
    return next((part.strip() for part in parts if not says_one_time(part)), held)


_PART = re.compile(r"\s[-–—]\s|[;:；：]")


def read_named_health(clause: str) -> Reading | None:
    """The user's health said with a medicine, condition or injury by name (see the module doc)."""
    text = trim(clause)
    if not text or not _roughly(text):
        return None
    if is_chinese(text):
        return _read_zh(text)
    return _read_en(text)


def _read_en(text: str) -> Reading | None:
    said = _EN_DIAGNOSED.sub("", text)
    if _EN_OVER.search(said):
        return None
    if match := _EN_FRAGMENT.match(said):
        return _held(match["what"], "condition", "has")
    if match := _EN_MEDICINE_FIRST.match(said):
        return _held(match["what"], "medication", "takes")
    for pattern, predicate, value in (
        (_EN_MEDICINE, "medication", "takes"),
        (_EN_CONDITION, "condition", "has"),
    ):
        match = pattern.search(said)
        if match is None:
            continue
        before = said[: match.start()]
        if (last := _lead_then_i(before)) is not None:
            lead, before = last
            if _EN_OTHER.search(lead):
                return None  # "She says I'm on …": told by another
        if not _EN_BEFORE.match(before) or _EN_DENIED.search(before) or _EN_LOOK_ALIKE.search(said):
            return None
        found = match.groupdict()
        return _held(found["what"] or found.get("adj") or found.get("done") or "", predicate, value)
    return None


_EN_I = compiled(r"(?:^|[\s,;:\-–—(])(?=I(?:'m|'ve|\s+am|\s+have)?\b)")
_EN_OTHER = compiled(
    r"\b(?:he|she|they|his|her|their|someone|says|said|thinks|told)\b|\b(?:my|our)\s+(?:\w+\s+)?(?:mum|mom|dad"
    r"|mother|father|wife|husband|partner|son|daughter|kid|kids|child|sister|brother|friend|boss|colleague)\b"
)


def _lead_then_i(before: str) -> tuple[str, str] | None:
    """A request or other words before the user's own "I" ("Planning meals for next week - I'm on …"):
    the words before the last "I", and what follows it."""
    starts = [match.end() for match in _EN_I.finditer(before)]
    if not starts or starts[-1] == 0:
        return None
    return before[: starts[-1]], before[starts[-1] :]


def _read_zh(text: str) -> Reading | None:
    if names_other_zh(text) or _ZH_LOOK_ALIKE.search(text):
        return None
    if (match := _ZH_MEDICINE.search(text)) and _ZH_BEFORE_MEDICINE.match(text[: match.start()]):
        return _held(match["what"], "medication", "takes")
    if match := _ZH_MEDICINE_FIRST.match(text):
        return _held(match["what"] or match["named"], "medication", "takes")
    if (match := _ZH_CONDITION.match(text)) and not _ZH_DENIED.search(text[: match.start("what")]):
        return _held(match["what"], "condition", "has")
    return None


def _held(what: str, predicate: str, value: str) -> Reading | None:
    said = re.sub(r"^(?:a|an|the|my)\s+", "", trim(what), flags=re.IGNORECASE).casefold()
    return Reading(MemoryType.CONSTRAINT, said, predicate, value, lasting=True) if said else None


_OVER = compiled(
    rf"{_EN_OVER.pattern}|小时候|得过|早就好了|已经好了|早好了|痊愈|治好了|治愈|康复了|好多年前|好了$"
)


def health_over(text: str) -> bool:
    """Whether a statement tells health that is over ("I had chickenpox as a kid", 小时候得过肺炎，
    早就好了)."""
    return _OVER.search(text) is not None


def names_other_zh(text: str) -> bool:
    """Whether a Chinese statement names someone other than the user (我妈妈在吃降压药, 我同事有痛风)."""
    return _ZH_OTHER.search(_ROUGHLY_ZH.sub("", text)) is not None  # 他汀 names a medicine, not him
