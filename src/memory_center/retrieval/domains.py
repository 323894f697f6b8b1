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

Many memories a task needs have no slot: the write path keeps them as free text ("I get terribly
seasick", 我晕车很厉害, "I do the school run at 8:30"). So each domain also names the **words of a
memory** that make it needed whatever its key (``needs``: motion sickness, a seat, stairs for travel; an
allergy, a diet, spice for food; a size for shopping; a day or an hour for a schedule). And for a user
with more lasting memories than the profile read takes (``MC_CONTEXT_PROFILE_LIMIT``), the read itself
takes the domain's memories first (``DomainRead``: the same one statement, ordered by "needed by the
request's domain" before importance and recency), so an old memory the task needs is not left unread
(docs/context.md, "A request's domain").
"""

import functools
import re
import uuid
from collections.abc import Iterable
from dataclasses import dataclass

from memory_center.extraction.schema import BY_NAME, SLOTS
from memory_center.kit.text_analysis import analyse
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
    needs: str = ""
    """Words of a memory's own text that make it needed by the domain whatever its key, "|"-separated;
    read as keyword search reads them (stemmed English words, CJK bigrams: ``_needs``)."""


_HOME = "residence|home_type|pets|children|partner|household"
DOMAINS: tuple[Domain, ...] = (
    Domain(
        "travel",
        "flight|flights|fly|plane|ticket|tickets|trip|travel|travelling|traveling|hotel|hotels|room|stay"
        "|accommodation|airbnb|train|rail|holiday|holidays|vacation|getaway|weekend away|away|abroad|airport"
        "|机票|航班|飞机|酒店|宾馆|民宿|住处|住宿|行程|旅行|旅游|出差|高铁|火车|动车|度假|出国|出门|机场|车票",
        "seat|cabin|airline|hotel_chain|travel_mode|booking_platform|home_airport|loyalty|mobility|currency"
        f"|language|ride_app|{_HOME}",
        "seasick|carsick|airsick|travel sick|motion sickness|aisle|window seat|legroom|leg room|wheelchair"
        "|stairs|step-free|lift|elevator|guide dog|passport|visa|claustrophobic|fear of flying|nervous flyer"
        "|jet lag|knee|back|hip|pregnant|altitude|ferry|ferries"
        "|晕车|晕船|晕机|靠窗|靠过道|过道|腿脚|轮椅|楼梯|电梯|导盲犬|护照|签证|恐高|幽闭|怕坐飞机|浴缸|膝盖|腰"
        "|怀孕|高原反应|高反|时差",
    ),
    Domain(
        "food",
        "dinner|lunch|breakfast|brunch|restaurant|restaurants|table|meal|menu|eat|food|order|takeaway|takeout"
        "|coffee|drink|drinks|cafe|café|bar|cook|recipe|groceries|party"
        "|餐厅|饭店|吃饭|晚饭|午饭|早饭|聚餐|订位|位子|点餐|外卖|菜单|咖啡|奶茶|喝|做饭|菜|火锅|宴|请客",
        "diet|allergy|intolerance|coffee_order|milk|supermarket|food_budget|children|partner|household",
        "allergic|allergy|allergies|vegetarian|vegan|pescatarian|kosher|halal|coeliac|celiac|gluten|lactose"
        "|dairy|nut|peanut|shellfish|seafood|spicy|spice|chilli|chili|mushroom|coriander|cilantro|sugar"
        "|diabetic|diabetes|keto|teetotal|alcohol|pork|beef|meat|egg|garlic|onion"
        "|过敏|素食|吃素|清真|回民|穆斯林|不吃|忌口|吃不了|不能吃|辣|乳糖|牛奶|海鲜|香菜|麸质|花生|坚果|控糖|糖尿病"
        "|痛风|减肥|不喝酒|酒精|猪肉|牛肉|鸡蛋|葱|蒜",
    ),
    Domain(
        "shopping",
        "buy|shop|shopping|gift|present|birthday|order|clothes|shoes|shirt|dress|jacket|coat|outfit|trainers"
        "|sneakers|boots|jumper|sweater|jeans|trousers|bag|handbag"
        "|买|购物|礼物|生日|衣服|鞋|衬衫|裙子|外套|裤|包|下单|网购|挑",
        "shoe_size|clothing_size|ring_size|payment_method|gift_budget|children|partner|pets|supermarket",
        "size|sizes|sizing|petite|XL|XXL|leather|wool|brand|码|尺码|尺寸|穿|品牌|只认|只买|真皮|羊毛",
    ),
    Domain(
        "schedule",
        "calendar|meeting|meetings|schedule|appointment|call|remind|reminder|slot|book a time|diary|plan my"
        "|find a time|catch-up|catch up|video call"
        "|日程|会议|开会|安排|预约|提醒|日历|约|电话会|时间",
        "working_hours|meeting_hours|contact_hours|contact_channel|wake_time|bedtime|workout_routine|timezone"
        "|calendar|commute|office|children|pets",
        "every|weekday|weekdays|weekend|weekends|morning|evening|afternoon|monday|tuesday|wednesday|thursday"
        "|friday|saturday|sunday|school run|pick-up|pickup|drop-off|class|lesson|practice|shift|o'clock"
        "|lunch break|time zone|timezone"
        "|每天|每周|每月|每晚|周一|周二|周三|周四|周五|周六|周日|星期|工作日|周末|上午|下午|晚上|早上|点半|点前|点后"
        "|点以后|点之前|接孩子|送孩子|接送|上课|课|午休|值班|夜班|白班|倒班|时差",
    ),
    Domain(
        "health",
        "doctor|dentist|gp|clinic|hospital|pharmacy|prescription|medicine|checkup|check-up|gym|workout|hike"
        "|hiking|run|exercise|医生|牙医|医院|诊所|药|体检|健身|运动|爬山|跑步",
        "condition|medication|allergy|intolerance|mobility|doctor|dentist|gym|workout_routine|diet",
        "allergic|allergy|allergies|asthma|diabetic|diabetes|pregnant|injury|injured|knee|back|hip|shoulder"
        "|surgery|migraine|blood pressure|heart|pain|warfarin|insulin|medication|inhaler|epilepsy|anxiety"
        "|过敏|哮喘|糖尿病|怀孕|受伤|膝盖|腰|颈椎|手术|偏头痛|头疼|血压|心脏|疼|痛|药|胰岛素|失眠|焦虑",
    ),
    Domain(
        "home",
        "plumber|cleaner|cleaning|delivery|deliver|repair|electrician|furniture|move|moving|house|flat"
        "|apartment|home|保洁|维修|快递|送货|家具|搬家|家里|上门",
        f"{_HOME}|supermarket",
        "landlord|rent|renting|mortgage|floor|stairs|garden|parking|allergic"
        "|房东|租房|房租|楼层|电梯|院子|车位|物业|小区|过敏",
    ),
)


@functools.lru_cache(maxsize=1)
def _patterns() -> tuple[tuple[Domain, re.Pattern[str], frozenset[str]], ...]:
    compiled = []
    for domain in DOMAINS:
        pattern = re.compile(_alternation(domain.words, r"\b", r"\b"), re.IGNORECASE)
        slots = frozenset(domain.slots.split("|"))
        unknown = slots - set(BY_NAME)
        if unknown:
            raise ValueError(f"domain {domain.name}: unknown slots {sorted(unknown)}")
        compiled.append((domain, pattern, slots))
    return tuple(compiled)


def _alternation(words: str, start: str, end: str) -> str:
    """English words whole (between ``start`` and ``end``) and Chinese ones anywhere, longest first,
    as one alternation."""
    ordered = sorted((word for word in words.split("|") if word), key=len, reverse=True)
    english = "|".join(re.escape(word) for word in ordered if word.isascii())
    chinese = "|".join(re.escape(word) for word in ordered if not word.isascii())
    parts = [f"{start}(?:{english}){end}" if english else "", chinese]
    return "|".join(part for part in parts if part) or "(?!)"


Need = tuple[tuple[str, ...], str]
"""A word of ``Domain.needs`` as keyword search reads it: the terms it must all hold (stemmed English
words, CJK bigrams), or a single Chinese character that starts a term (辣: 点辣 is missed, 辣都 is not)."""


@functools.lru_cache(maxsize=1)
def _needs() -> dict[str, tuple[Need, ...]]:
    """Each domain's words of a memory, as terms (``kit.text_analysis.analyse``, the stored
    ``search_text``'s own reading)."""
    out: dict[str, tuple[Need, ...]] = {}
    for domain in DOMAINS:
        needs: list[Need] = []
        for word in (w for w in domain.needs.split("|") if w):
            single = len(word) == 1 and not word.isascii()
            needs.append(((), word) if single else (tuple(analyse(word)), ""))
        out[domain.name] = tuple(need for need in needs if need[0] or need[1])
    return out


@functools.lru_cache(maxsize=1)
def _quick() -> dict[str, tuple[frozenset[str], tuple[tuple[str, ...], ...], frozenset[str]]]:
    """Each domain's needs split for a fast test: single terms (one set intersection), the words of
    several terms, and the single Chinese characters a term may start with."""
    out = {}
    for name, needs in _needs().items():
        singles = frozenset(words[0] for words, _ in needs if len(words) == 1)
        several = tuple(words for words, _ in needs if len(words) > 1)
        out[name] = (singles, several, frozenset(first for words, first in needs if not words))
    return out


def _holds(name: str, terms: frozenset[str]) -> bool:
    singles, several, firsts = _quick()[name]
    if not terms.isdisjoint(singles):
        return True
    if any(all(term in terms for term in words) for words in several):
        return True
    return bool(firsts) and any(term[:1] in firsts for term in terms)


def _tsquery(needs: tuple[Need, ...]) -> str:
    """The needs as one ``tsquery`` over the stored ``search_tsv`` (the same terms, 'simple' config)."""
    quoted = [
        " & ".join(_quote(term) for term in words) if words else f"{_quote(first)}:*"
        for words, first in needs
    ]
    return " | ".join(f"({one})" for one in quoted)


def _quote(term: str) -> str:
    return "'" + term.replace("\\", "\\\\").replace("'", "''") + "'"


@dataclass(frozen=True)
class DomainRead:
    """What the profile read takes first for a request of these domains (``profile_repository``): a
    memory whose predicate is one of ``slots``, whose subject is one of ``subjects`` (the slots' cue
    words and options), or whose stored terms match ``terms`` (the domains' ``needs`` as a
    ``tsquery``). Static data of the table, so the statement holds them as constants (one statement
    text per set of domains: PostgreSQL hashes a constant array, and parses the query once)."""

    names: tuple[str, ...]
    slots: tuple[str, ...]
    subjects: tuple[str, ...]
    terms: str


@functools.lru_cache(maxsize=64)
def domain_read(names: tuple[str, ...]) -> DomainRead | None:
    """The read order of a request of the domains ``names`` (``domains_of``); None for no domain."""
    if not names:
        return None
    chosen = [(domain, slots) for domain, _, slots in _patterns() if domain.name in names]
    slots = sorted(frozenset().union(*(slots for _, slots in chosen)))
    subjects = sorted(
        {word.casefold() for slot in SLOTS if slot.name in slots for word in (*slot.cues, *slot.options)}
    )
    needs = tuple(need for domain, _ in chosen for need in _needs()[domain.name])
    return DomainRead(names, tuple(slots), tuple(subjects), _tsquery(needs))


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
        if (fact.subject and fact.predicate and slots_of(fact.subject, fact.predicate) & needed)
        or _says(names, fact.content)
    }
    return relevant, names


@functools.lru_cache(maxsize=16384)
def _says(names: tuple[str, ...], content: str) -> bool:
    """Whether a memory's text holds a word one of the domains ``names`` needs (by its terms)."""
    terms = _terms(content)
    return any(_holds(name, terms) for name in names)


@functools.lru_cache(maxsize=16384)
def _terms(content: str) -> frozenset[str]:
    """A memory's terms, as keyword search reads its text (once per text, whatever the domains)."""
    return frozenset(analyse(content))
