"""Request domains (docs/context.md, "A request's domain"): an ordinary task request ("book me a flight",
"帮我订酒店", "plan a family weekend") belongs to a domain, and a domain needs the memories of certain
slots of the key schema (``extraction/schema.py``) whether or not the request shares a word with them:
a flight needs the seat, cabin, airline and home airport; a dinner the diet and the cuisine liked.

One table, as data: each domain's request words (English whole words, Chinese anywhere) and the slot
names it pulls in. Pure and in memory: the profile is already read (one statement, cached), so the
domain only orders it — a profile memory of a slot the request's domain needs counts as relevant to the
query (``DOMAIN_RELEVANCE``) and comes before the others of the same importance. No extra round trip.

A memory is of a slot when its predicate is the slot's name (``user / airline``), when its subject is
one of the slot's cue words (``parrot / name``, ``son / said:…``), or when its subject names an option
of the slot ("window seat / preference = like" is of ``seat``, "hilton / preference" of ``hotel_chain``).
"""

import functools
import re
import uuid
from collections.abc import Iterable
from dataclasses import dataclass

from memory_center.extraction.schema import BY_NAME, SLOTS
from memory_center.retrieval.records import FactRecord

DOMAIN_RELEVANCE = 0.5
"""The relevance a profile memory of the request's domain counts with (a query match's fused relevance
is in [0, 1]): above no match at all, below a strong match of the query's own words."""


@dataclass(frozen=True)
class Domain:
    name: str
    words: str
    """Request words, English and Chinese, "|"-separated."""
    slots: str
    """The slots (``extraction/schema.py`` names) whose memories the domain needs, "|"-separated."""


_HOME = "residence|home_type|pets|children|partner|household"
DOMAINS: tuple[Domain, ...] = (
    Domain(
        "travel",
        "flight|flights|fly|plane|ticket|tickets|trip|travel|travelling|traveling|hotel|hotels|room|stay"
        "|accommodation|airbnb|train|rail|holiday|holidays|vacation|getaway|weekend away|away|abroad|airport"
        "|机票|航班|飞机|酒店|宾馆|民宿|住处|住宿|行程|旅行|旅游|出差|高铁|火车|动车|度假|出国|出门|机场|车票",
        "seat|cabin|airline|hotel_chain|travel_mode|booking_platform|home_airport|loyalty|mobility|currency"
        f"|language|ride_app|{_HOME}",
    ),
    Domain(
        "food",
        "dinner|lunch|breakfast|brunch|restaurant|restaurants|table|meal|menu|eat|food|order|takeaway|takeout"
        "|coffee|drink|drinks|cafe|café|bar|cook|recipe|groceries|party"
        "|餐厅|饭店|吃饭|晚饭|午饭|早饭|聚餐|订位|位子|点餐|外卖|菜单|咖啡|奶茶|喝|做饭|菜|火锅|宴|请客",
        "diet|allergy|intolerance|coffee_order|milk|supermarket|food_budget|children|partner|household",
    ),
    Domain(
        "shopping",
        "buy|shop|shopping|gift|present|order|clothes|shoes|shirt|dress|jacket|outfit"
        "|买|购物|礼物|衣服|鞋|衬衫|裙子|外套|下单|网购",
        "shoe_size|clothing_size|ring_size|payment_method|gift_budget|children|partner|pets|supermarket",
    ),
    Domain(
        "schedule",
        "calendar|meeting|meetings|schedule|appointment|call|remind|reminder|slot|book a time|diary|plan my"
        "|日程|会议|开会|安排|预约|提醒|日历|约",
        "working_hours|meeting_hours|contact_hours|contact_channel|wake_time|bedtime|workout_routine|timezone"
        "|calendar|commute|office|children|pets",
    ),
    Domain(
        "health",
        "doctor|dentist|gp|clinic|hospital|pharmacy|prescription|medicine|checkup|check-up|gym|workout|hike"
        "|hiking|run|exercise|医生|牙医|医院|诊所|药|体检|健身|运动|爬山|跑步",
        "condition|medication|allergy|intolerance|mobility|doctor|dentist|gym|workout_routine|diet",
    ),
    Domain(
        "home",
        "plumber|cleaner|cleaning|delivery|deliver|repair|electrician|furniture|move|moving|house|flat"
        "|apartment|home|保洁|维修|快递|送货|家具|搬家|家里|上门",
        f"{_HOME}|supermarket",
    ),
)


@functools.lru_cache(maxsize=1)
def _patterns() -> tuple[tuple[Domain, re.Pattern[str], frozenset[str]], ...]:
    compiled = []
    for domain in DOMAINS:
        words = sorted(domain.words.split("|"), key=len, reverse=True)
        english = [re.escape(word) for word in words if word.isascii()]
        chinese = [re.escape(word) for word in words if not word.isascii()]
        pattern = re.compile(rf"\b(?:{'|'.join(english)})\b|{'|'.join(chinese)}", re.IGNORECASE)
        slots = frozenset(domain.slots.split("|"))
        unknown = slots - set(BY_NAME)
        if unknown:
            raise ValueError(f"domain {domain.name}: unknown slots {sorted(unknown)}")
        compiled.append((domain, pattern, slots))
    return tuple(compiled)


@functools.lru_cache(maxsize=1024)
def domains_of(query: str) -> tuple[str, ...]:
    """The domains a request belongs to (none, one or several), in the table's order."""
    return tuple(domain.name for domain, pattern, _ in _patterns() if pattern.search(query))


@functools.lru_cache(maxsize=1)
def _by_cue() -> dict[str, frozenset[str]]:
    """Each cue word and option of a slot, folded, and the slots it names."""
    named: dict[str, set[str]] = {}
    for slot in SLOTS:
        for word in (*slot.cues, *slot.options):
            named.setdefault(word.casefold(), set()).add(slot.name)
    return {word: frozenset(slots) for word, slots in named.items()}


@functools.lru_cache(maxsize=8192)
def slots_of(subject: str, predicate: str) -> frozenset[str]:
    """The slots a memory is of, by its key alone (see the module doc)."""
    slots: set[str] = set()
    if predicate in BY_NAME:
        slots.add(predicate)
    folded = subject.casefold().strip()
    cues = _by_cue()
    if folded in cues:
        slots.update(cues[folded])
    for word in _words(folded):
        slots.update(cues.get(word, ()))
    return frozenset(slots)


def _words(text: str) -> Iterable[str]:
    """Runs of up to three words of an English subject, and Chinese cue words inside a Chinese one."""
    if text.isascii():
        words = text.split()
        for first in range(len(words)):
            for last in range(first, min(first + 3, len(words))):
                yield " ".join(words[first : last + 1])
    else:
        yield from _chinese_cues().findall(text)


@functools.lru_cache(maxsize=1)
def _chinese_cues() -> re.Pattern[str]:
    """Every Chinese cue word and option of two characters or more, longest first (one search)."""
    words = sorted((w for w in _by_cue() if not w.isascii() and len(w) > 1), key=len, reverse=True)
    return re.compile("|".join(re.escape(word) for word in words))


def domain_relevance(
    query: str, facts: Iterable[FactRecord]
) -> tuple[dict[uuid.UUID, float], tuple[str, ...]]:
    """``DOMAIN_RELEVANCE`` for each fact of a slot the request's domains need, and those domains."""
    names = domains_of(query) if query else ()
    if not names:
        return {}, ()
    needed = frozenset().union(*(slots for domain, _, slots in _patterns() if domain.name in names))
    relevant = {
        fact.id: DOMAIN_RELEVANCE
        for fact in facts
        if fact.subject and fact.predicate and slots_of(fact.subject, fact.predicate) & needed
    }
    return relevant, names
