"""A held life slot changed by one message that ends it and starts the new value (pure): "Keys handed
back in Leith!! We're in a wee semi in Portobello from Saturday", "Last shift on cardiac was Friday.
Starting in community nursing next month", 上周递了辞呈，下个月去朋友的创业公司管账, "Graduated
yesterday!!! Intern year at Beaumont starts in July", "Aoife said yes!!! we're engaged", 我们今天领证啦
(docs/extraction.md, "Session 30: life changes said by their ending and start").

A life change is told by its two halves more often than by "moved" or "new job": the held state's
ending (the keys given back, the last shift, the degree done, the resignation handed in) and the new
value's start (from Saturday, starting next month, 下个月去…). One table (``LIFE``, data) gives per
life slot — home, work, study, partner — what a held memory of it is (its keys, or a statement's
words), the words of its ending said of the slot's things (keys, lease, shift, badge, degree, ring:
no value needed), the slot a start fills (study is followed by work) and the type of its value. One
engine (``changes``) applies it:

1. **The held slot**: the user holds a memory of the slot (its key, or a statement with its words).
2. **The ending**, in a clause of the user's own (not "my sister's last shift", 我同事最后一天): the
   slot's ending words, or the held memory named with an ending verb (``life_events``).
3. **The start**, in another clause or statement: a start word (from, starting, begins, as of, now,
   起, 开始, 报到) with a value of the slot's type — a place for a home, an organisation or a role for
   work; the partner's stage is the ending itself (engaged, married).
4. **Gates**: no plan, wish, hesitation or question (thinking about, if, 还在犹豫, 要不要), no break
   that ends nothing ("last shift before my holiday", 明天轮休).

The result is one change: the held memories of the slot ended, and the new value stored on the slot's
key (``user / residence``, ``workplace``, ``job``, ``relationship``), its statement as the content.
"""

import re
from dataclasses import dataclass

import memory_center.extraction.rules.words as w
from memory_center.extraction.rules.free_text import FREE_TEXT_PREDICATE
from memory_center.extraction.rules.model import HeldMemory
from memory_center.extraction.rules.split import clauses, statements
from memory_center.extraction.rules.text import compiled, is_chinese


@dataclass(frozen=True, slots=True)
class Life:
    keys: frozenset[str]
    """Keys of ``user / <key>`` memories of the slot."""
    held: str
    """Words of a held statement (free text) of the slot."""
    ending: str
    """Words of the slot's ending said of its things, without its value."""
    then: str
    """The slot a start after this ending fills (work after study)."""


LIFE = {
    "home": Life(
        frozenset({"residence", "home_type"}),
        r"\b(?:live|living|lived|based|rent|renting|rented)\b|\bhome\s+is\b|住(?!院)|家在|宿舍|租(?:房|住|的)",
        r"\bkeys?\b[^.!?]{0,25}\b(?:back|in|over|returned)\b|\b(?:hand|gave|given|giving|handing|handed|return)\w*"
        r"\s+(?:\w+\s+){0,3}keys?\b|\blease\b[^.!?]{0,40}\b(?:up|over|ended|ran\s+out|expired|renew)"
        r"|\b(?:final|last)\s+(?:night|day|week)\s+(?:in|at)\b|\bsold\s+(?:the|our|my)\s+(?:\w+\s+)?"
        r"(?:house|flat|place|boat|home|apartment)\b|\bmoved\s+out\b"
        r"|钥匙.{0,6}(?:交|还|给)|交了?钥匙|退租|退了?房|(?:房子|宿舍|房间|床位).{0,4}(?:退了|卖了|卖掉|到期|清空|腾空)"
        r"|搬出|搬走|最后一晚|押金.{0,4}(?:拿回|退)",
        "home",
    ),
    "work": Life(
        frozenset({"job", "workplace"}),
        r"\b(?:work|works|working|job|employed|teach|teaches)\b|\b(?:i'm|i\s+am)\s+an?\s+\w+(?:\s+\w+)?\s+(?:at|in|on)\b"
        r"|在.{1,12}?(?:上班|工作|任职|当|做)|(?:是|当)一?名?\S{0,8}(?:老师|医生|护士|师|员)",
        r"\b(?:last|final)\s+(?:day|shift|week)\b|\bhung\s+up\s+(?:the|my)\b|\bcleared\s+(?:out\s+)?(?:my|the)\s+"
        r"(?:desk|locker|classroom|office)\b|\b(?:badge|lanyard|laptop)\b[^.!?]{0,15}\b(?:handed|given|returned)"
        r"|\bhanded\s+in\s+(?:my|the)\s+(?:notice|badge|resignation|lanyard)|\bresign|\bworked\s+(?:out\s+)?my\s+notice"
        r"|辞呈|交接完|最后一天|最后一班|工牌|离职|辞职|告别了?讲台",
        "work",
    ),
    "study": Life(
        frozenset({"school"}),
        r"\b(?:student|studying|study|studies|phd|degree|undergrad|masters?)\b|读|在读|学生|大[一二三四]|研[一二三]",
        r"\bgraduat\w*|\bviva\b|\bthesis\b[^.!?]{0,20}\b(?:submitted|done|in|passed)|\bdegree(?:'s|\s+is)?\s+"
        r"(?:done|finished|over)|\bpassed\s+my\s+finals|\bfinished\s+(?:uni|college|my\s+degree)"
        r"|毕业|答辩(?:通过|过了)|学位证?|毕业证",
        "work",
    ),
    "partner": Life(
        frozenset({"relationship"}),
        rf"\b(?:girlfriend|boyfriend|fianc\w*|dating|seeing)\b|{w.PARTNER_WORDS_ZH}|在一起|异地恋|谈了",
        r"\bengaged\b|\bsaid\s+yes\b(?=.*(?:💍|\bring\b|propos|question|engaged))|popped\s+the\s+question"
        r"|\bproposed\s+to\b|\b(?:got|are|we're|i'm|just)\s+married\b|\bhitched\b|tied\s+the\s+knot"
        r"|\b(?:our|my)\s+wedding\b|\bM(?:r|rs|s)\s+and\s+M(?:r|rs|s)\b|\bnewlyweds?\b"
        r"|领证|(?<!参加)结婚|求婚|订婚|办(?:完|了)?婚礼|婚礼办|红本|民政局|扯证|嫁给|娶了",
        "partner",
    ),
}
_HELD = {slot: compiled(life.held) for slot, life in LIFE.items()}
_ENDING = {slot: compiled(life.ending) for slot, life in LIFE.items()}
_STAGES = compiled(
    r"\b(?:girlfriend|boyfriend|fianc\w*|dating|seeing)\b|男朋友|女朋友|男友|女友|对象|未婚[妻夫]|在一起|异地恋|谈了"
)
"""A held partner of an earlier stage than the one the ending starts (a girlfriend once engaged)."""
_ENGAGED = compiled(r"\bengaged\b|\bsaid\s+yes\b|popped\s+the\s+question|\bproposed\b|求婚|订婚")
_OTHER = compiled(
    rf"^(?:so\s+|and\s+|but\s+)?(?:my|our)\s+(?:\w+\s+)?(?:{w.KIN_EN})(?:'s)?\b|^(?:he|she|they|his|her|their)\b"
    rf"|^(?:我的?|我们家的?)?(?:{w.KIN_ZH})|^(?:他|她)们?"
)
"""A clause opening with someone else: their event, not the user's."""
_NOT_SAID = compiled(
    r"[?？]|\b(?:if|unless|would|'d|thinking|might|maybe|probably|should|could|swear|someday|wish|hope|"
    r"considering|not\s+sure|sleeping\s+on|before|until|till|back\s+on|back\s+at|will|gonna|going\s+to"
    r"|getting\s+(?:married|hitched|engaged))\b|'ll\b"
    r"|如果|要是|假如|万一|想|打算|准备|考虑|要不要|犹豫|纠结|没想好|可能|也许|希望|计划|哪天|轮休|休假|接着|回来(?:上班|继续)"
    r"|要(?:结婚|领证|办婚礼)|明年"
)
_START = compiled(
    r"\b(?:from|starting|starts?|begin|begins|beginning|as\s+of|first\s+day|now)\b"
    r"|起|开始|报到|入职|上岗|以后|从今天|现在|下(?:周|个月)|[一二三四五六七八九十]+月份?去"
)
_WEEKDAYS = (
    "Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|January|February|March|April|May|June|July"
    "|August|September|October|November|December|Dr|Mr|Mrs|Ms|And|The|Head|First|Intern|Staff|Officially|On"
)
_NAME = re.compile(rf"\b(?!(?:{_WEEKDAYS}|I|I'm|We're|We|My|Our)\b)[A-Z][\w'-]*(?:\s+[A-Z][\w'-]*)*")
_IN_PLACE = re.compile(rf"\b(?:in|to|into)\s+(?:the\s+)?(?P<v>{_NAME.pattern})")
_LEAD_PLACE = re.compile(rf"^(?P<v>{_NAME.pattern})\s+(?:from|starting|as\s+of|now)\b")
_PLACE_ZH = re.compile(
    r"(?:住到|住进|住在|住|搬到|在|去|到)(?P<v>(?![到进在])(?:(?![的了在跟和那这去住我就])[\u4e00-\u9fff]){2,6})(?=的|了|跟|和|那|这|，|,|。|！|$|合租|安家|生活)"
)
_WORK_ZH = re.compile(
    r"(?:去|到|在|进)(?P<v>(?![在去到进])[\u4e00-\u9fff]{2,12}?)(?:报到|上班|工作|入职|做|当|管|教|任职|实习|上岗)"
)
_AT_EN = re.compile(r"\b(?:at|with|for|join(?:ing)?)\s+(?:the\s+)?(?P<v>[A-Z][\w'&-]*(?:\s+[A-Z][\w'&-]*)*)")
_AS_EN = re.compile(
    r"\bas\s+(?:an?\s+)?(?P<v>(?:[\w-]+\s+){0,2}?[\w-]+?)(?=\s+(?:at|in|for|with|on|from)\b|[,.!]|$)"
)
_IN_EN = re.compile(
    r"\b(?:in|into)\s+(?P<v>[a-z][\w-]*(?:\s+[a-z][\w-]*)?)(?=\s+(?:next|from|on|this|at)\b|[,.!]|$)"
)
_ROLE_LEAD_EN = re.compile(
    r"^(?P<v>(?:[A-Z][\w-]*|[a-z][\w-]*)(?:\s+(?:of\s+)?[a-z][\w-]*){0,3})\s+(?:at|on)\s"
)


@dataclass(frozen=True, slots=True)
class Change:
    """One change of a held life slot: the held memories it ends and the new value on ``predicate``."""

    ended: tuple[int, ...]
    predicate: str
    value: str
    said: str


def may_change(text: str) -> bool:
    """Pure and cheap: whether the message says any life slot's ending."""
    return any(pattern.search(text) for pattern in _ENDING.values())


def slot_of(memory: HeldMemory) -> str | None:
    """The life slot of a held memory of the user's, or None."""
    subject = memory.subject.casefold()
    if (
        subject == "partner"
        or subject in w.PARTNER_WORDS_EN.split("|")
        or subject in w.PARTNER_WORDS_ZH.split("|")
    ):
        return "partner" if _STAGES.search(subject) or _STAGES.search(memory.content) else None
    if subject != "user":
        return None
    said = memory.content or memory.value
    if memory.predicate == "job" and _HELD["study"].search(said):
        return "study"  # "final year med student", held as a job title
    for slot, life in LIFE.items():
        if memory.predicate in life.keys:
            return None if slot == "partner" and memory.value.startswith(("married", "single")) else slot
    if not memory.predicate.startswith(FREE_TEXT_PREDICATE):
        return None
    for slot in ("partner", "study", "home", "work"):  # the narrower words first
        if _HELD[slot].search(said):
            return slot if slot != "partner" or _STAGES.search(said) else None
    return None


def changes(text: str, held: list[HeldMemory], named_ended: frozenset[int] = frozenset()) -> list[Change]:
    """The changes of held life slots the message tells; ``named_ended``: held memories another reading
    already ends by name (``life_events``), which count as their slot's ending."""
    slots = {index: slot for index, memory in enumerate(held) if (slot := slot_of(memory)) is not None}
    if not slots:
        return []
    parts = [(s, c) for s in statements(text) for c in clauses(s)]
    if any(_NOT_SAID.search(clause) for _, clause in parts if _ENDING_ANY.search(clause)):
        return []
    found: list[Change] = []
    for slot in dict.fromkeys(slots.values()):
        ending = [i for i, (_, c) in enumerate(parts) if _ENDING[slot].search(c) and not _OTHER.search(c)]
        by_name = slot == "home" or slot == "work" or slot == "study"
        if not ending and not (by_name and any(slots[i] == slot for i in named_ended)):
            continue
        ended = tuple(index for index, one in slots.items() if one == slot)
        if slot == "partner":
            if (status := _stage(text, held, ended)) is not None:
                found.append(Change(ended, "relationship", status, text.strip()))
            continue
        start = _start(parts, set(ending), LIFE[slot].then)
        if start is not None:
            predicate, value, said = start
            found.append(Change(ended, predicate, value, said))
    return found


_ENDING_ANY = compiled("|".join(life.ending for life in LIFE.values()))


def _stage(text: str, held: list[HeldMemory], ended: tuple[int, ...]) -> str | None:
    """The partner's new stage (engaged, married), with the held partner's name when the message names it."""
    if any(
        _OTHER.search(clause)
        for s in statements(text)
        for clause in clauses(s)
        if _ENDING["partner"].search(clause)
    ):
        return None
    status = (
        "engaged"
        if _ENGAGED.search(text) and not re.search(r"领证|结婚|婚礼|married|hitched|knot", text)
        else "married"
    )
    for index in ended:
        said = held[index].content or held[index].value
        names = re.findall(r"[A-Z][a-z]+", said) + re.findall(r"叫([\u4e00-\u9fff]{2,3})", said)
        for name in names:
            if (
                name in text
                and name.casefold() not in w.PARTNER_WORDS_EN.split("|")
                and name not in ("My", "I")
            ):
                return f"{status} to {name}"
    return status


def _start(parts: list[tuple[str, str]], ending: set[int], slot: str) -> tuple[str, str, str] | None:
    """The first clause after an ending, or beside it, that starts a value of the slot: its key, value
    and statement."""
    for index, (statement, clause) in enumerate(parts):
        if index in ending and not _START.search(clause):
            continue
        if _OTHER.search(clause) or not _START.search(statement):
            continue
        found = _home(clause) if slot == "home" else _work(clause)
        if found is not None:  # the statement from the start on: the ending before it is no part of the value
            return (*found, statement[max(statement.find(clause), 0) :].strip().rstrip(".。!！ "))
    return None


def _home(clause: str) -> tuple[str, str] | None:
    if is_chinese(clause):
        match = _PLACE_ZH.search(clause)
        return ("residence", match["v"]) if match else None
    match = _IN_PLACE.search(clause) or _LEAD_PLACE.search(clause)
    return ("residence", match["v"]) if match else None


def _work(clause: str) -> tuple[str, str] | None:
    if is_chinese(clause):
        match = _WORK_ZH.search(clause)
        return ("workplace", match["v"]) if match else None
    if match := _AT_EN.search(clause):
        return "workplace", match["v"]
    for pattern in (_AS_EN, _IN_EN, _ROLE_LEAD_EN):
        if match := pattern.search(clause):
            return "job", match["v"]
    match = _IN_PLACE.search(clause)  # "my postdoc in Zurich begins in October": where the work is
    return ("workplace", match["v"]) if match else None
