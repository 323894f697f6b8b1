"""A held memory's topic said again with a new value, and no marker (issue 24, session 18: "anew").

"my rent is $1800 a month" … (another day) "paid 2050 in rent this month after the lease renewal";
我的主管是老周 … 林姐当我们主管第一次开组会就训人; 我每周二晚上上钢琴课 … 周四晚上钢琴课之前得先垫点东西.
Nothing marks these as corrections, and the message alone reads as no statement of the slot: it is
the held memory at hand that says what changed. One rule, read against each held memory in turn:

1. **The topic named.** A clause of the message shares a topic anchor with the memory
   (``rules.anchors``: an English content-word stem, a Chinese word of two characters), not a word of
   its value, nor a unit or an amount's verb ("pay", "minutes", 分钟); in Chinese a shared content
   word's head (its last character) is enough when the value is said in the memory's own frame (续租 …
   每月4200 for 房租每月3800; no 房贷 for 房租).
2. **One value of the same shape, another one.** Exactly one value span of the memory (a typed value:
   amount, time, weekday, date; a person's name or title, 老周 / 林姐 / 刘医生) pairs with exactly one
   value of that clause of the same type (``typed_spans.fits``); an amount within a factor of four and
   of one unit ("40 minutes" is no "2 hours"). A clause that says the held value itself changes nothing.
3. **The user's own, as it is.** The clause is no question ("is 5:30 too early?", 会不会), no
   hypothetical or plan ("if my rent went up to 2000", 如果), no denial, no second one of a thing that
   may be many ("also", "another", 也, 还有), no one-off ("paid 15 for parking today", 今天) unless the value
   is a name, and no one else's ("my sister's rent", 我姐姐房租, 朋友的主管: a kin word the memory does not
   say, or a possessive before the topic).

``may_update`` is the pure gate before any memory is read: a short statement with a value-shaped span
that some clause says as the user's own. ``updated_in`` gives where the held text says the old value
and the new value to say there (``restated.Substitution``), or None.
"""

import re
import unicodedata
from dataclasses import dataclass

import memory_center.extraction.rules.words as w
from memory_center.extraction.owner_nouns import other_owner
from memory_center.extraction.rules import typed
from memory_center.extraction.rules.anchors import (
    NOT_ANCHORS_EN,
    en_anchors,
    names,
    stem,
    zh_anchors,
    zh_words,
)
from memory_center.extraction.rules.restated import Substitution
from memory_center.extraction.rules.said_again import counts, name_topics, said_again, same_kind
from memory_center.extraction.rules.text import alternatives, compiled, english, listed
from memory_center.extraction.rules.typed_spans import Span, fits, said_as, spans
from memory_center.governance.lasting import says_exception

MAX_CHARS = 200
MAX_RATIO = 4.0
"""How far apart an amount said anew may be from the held one ("2050" for "1800", not "2" for "1800")."""

UNITS = {
    "minute": "minute", "minutes": "minute", "min": "minute", "mins": "minute", "分钟": "minute",
    "hour": "hour", "hours": "hour", "hr": "hour", "hrs": "hour", "小时": "hour",
    "km": "km", "kilometres": "km", "kilometers": "km", "公里": "km", "千米": "km",
    "mile": "mile", "miles": "mile", "mi": "mile",
    "kg": "kg", "kilos": "kg", "公斤": "kg", "lbs": "lb", "pounds": "lb", "斤": "jin",
    "steps": "step", "步": "step", "days": "day", "天": "day", "weeks": "week", "周": "week",
    "times": "time", "次": "time", "岁": "age",
}  # fmt: skip
"""Units an amount is counted in: one held in one unit is no amount said in another."""
NOT_TOPICS_EN = frozenset(
    listed(
        "pay|pays|paid|paying|cost|costs|costing|spend|spends|spent|spending|earn|earns|earned|make|makes"
        "|charge|charges|charged|minute|minutes|min|mins|hour|hours|hr|hrs|km|mile|miles|kg|kilos|lbs|pounds"
        "|steps|way|each|about|around|roughly|guy|woman|man|girl|lady|person|named|called|name"
        "|euro|euros|dollar|dollars|bucks|quid|cents|usd|eur|gbp|rmb|yuan|yen|usually|per|night"
    )
)
"""English words that name no topic of a value: an amount's verbs, units and currencies, a person in
general."""
NOT_TOPIC_CHARS_ZH = set("月天周年日号点分钟时小元块钱每个次")
"""Chinese characters of times, units and counts: no shared topic (每月, 分钟)."""

_QUESTION = compiled(
    r"^(?:is|are|am|was|were|do|does|did|can|could|should|would|will|what|when|where|how|why|which|who"
    r"|whether)\b|吗|多少|几[点个号天]|哪|什么|啥时|怎么|要不要|是不是|会不会|能不能|可不可以"
)
_SUPPOSED_EN = (
    "if|unless|suppose|supposing|imagine|would|could|might|maybe|perhaps|hope|hoping|wish|plan|planning"
    "|thinking of|considering|will|gonna|going to|about to|want to|wanna|should"
)
_SUPPOSED_ZH = "如果|要是|假如|万一|假设|的话|打算|准备|可能|也许|希望|想要|估计"
_SUPPOSED = compiled(  # "I'd budget 60 a head" (would): the consequence of a supposition
    rf"{english(_SUPPOSED_EN)}|\b(?:i|we|you|he|she|they)['’]d\b|{alternatives(_SUPPOSED_ZH)}"
)
_NEGATED = compiled(rf"{english('no|not|never|no longer|no more')}|n't\b|n’t\b|不是|没有|不再|没")
_ANOTHER = compiled(
    rf"{english('also|too|another|second|extra|both|as well|additional|other')}|也|还有|另外|另一|又一"
)
_ONCE_EN = (
    "today|tonight|yesterday|this morning|this afternoon|this evening|last night|just now|this week"
    "|this time|next week|this once|tomorrow|this weekend"
    "|cancelled|canceled|cancel|skipped|skipping|skip|missed"
)
_ONCE_ZH = (
    "今天|今晚|昨天|昨晚|刚才|刚刚|今早|明天|明早|后天|这周|本周|这次|下周|这个周末|取消|请假|没去|不去"
)
_ONCE = compiled(rf"{english(_ONCE_EN)}|{alternatives(_ONCE_ZH)}")
"""A one-off of a thing (today, tomorrow, cancelled, 今天, 取消): no new amount or time of it."""
_SOMEONE = compiled(rf"{english(w.KIN_EN)}|{alternatives(w.KIN_ZH)}")
_PEOPLE = compiled(rf"\b(?:{alternatives(w.KIN_EN)})s?\b|{alternatives(w.KIN_ZH)}|邻居|别人|朋友")
"""Another person, plural too ("our neighbours"), as the owner of a clause that names a held name again."""
_OTHERS_EN = re.compile(
    r"\b(?!(?:it|that|there|what|who|he|she|here|let)['’]s)([a-z]+)['’]s\s+(?:[a-z]+\s+)?$"
)
_TIMES_ZH = re.compile(
    r"上午|下午|早上|晚上|中午|傍晚|凌晨|半夜|夜里|周末|今天|明天|每天|每月|每年|每个月"
    r"|(?:每周|周|星期|礼拜)[一二三四五六日天]?|[\d一二三四五六七八九十两]+点半?"
)
"""Chinese times: a memory's topic words are cut at them (上午上书法课 → 上书法课: 上午 names no topic)."""
_CJK = re.compile(r"[\u4e00-\u9fff]")
_OWN_ZH = re.compile(r"(?:我们|我家|我)的?$")
_CLAUSE = re.compile(
    r"[;；。!！?？…]+|(?<!\d),|,(?!\d{3})|，|(?<!\bDr)(?<!\bMr)(?<!\bMs)(?<!\bMrs)(?<!\bSt)\.(?=\s|$)|\s[—–-]+\s|\s+(?=(?:but|because|cause|so)\s)"
)
_TITLE_ZH = alternatives(typed.TITLES_ZH + "|姐|哥|工|主任|老板|阿姨|叔")
_PERSON_ZH = re.compile(rf"[{typed.SURNAMES_ZH}]{_TITLE_ZH}|[老小阿][{typed.SURNAMES_ZH}]")
"""A Chinese person said by surname and title or by 老/小 and surname (老周, 林姐, 李总, 刘医生)."""


@dataclass(frozen=True, slots=True)
class Held:
    """A held memory's words as the rule reads them: the text its value is said in, its value, and
    whether that value is a person's name (a person slot: manager, dentist)."""

    text: str
    value: str = ""
    person: bool = False


def may_update(text: str) -> bool:
    """Whether a message may say a held memory's value anew (pure, cheap): a short statement with a
    value-shaped span in a clause said as the user's own, as it is."""
    said = unicodedata.normalize("NFKC", text).strip()
    if not 0 < len(said) <= MAX_CHARS or "\n" in said or re.search(r"[?？]\s*$", said):
        return False
    if says_exception(said):  # 今晚特殊，12点提醒我…: a one-off marked as such says no held value anew
        return False
    return any(
        _own(clause) and any(span.kind != "name" or span.unit in ("", "person") for span in _values(clause))
        for clause in clauses(said)
    )


def updated_in(held: Held, text: str) -> Substitution | None:
    """The span of the held text whose value the message says anew, and the new value; None when no
    clause names the memory's topic with exactly one other value of the same shape."""
    said = unicodedata.normalize("NFKC", text).strip()
    olds = _values(held.text, held)
    if not olds or not 0 < len(said) <= MAX_CHARS:
        return None
    topics = _topics(held.text, olds)
    found: set[tuple[int, int, str]] = set()
    pairs: list[tuple[Span, Span]] = []
    for clause in clauses(said):
        if not _own(clause):
            continue
        news = _values(clause)
        again = [new for new in news if said_again(new, olds)]
        named_again = _named_again(clause, held.text, topics, again)
        if other_owner(clause, held.text) and not named_again:
            continue  # "the flight back is on the 21st" is no new date of "my flight to Boston"
        news = [new for new in news if new not in again]
        if again and (not news or any(said_again(new, again) for new in news)):
            return None  # the held value said again, alone or beside another of its kind: nothing changed
        if not news or not (named_again or _names_topic(clause, said, held.text, topics, olds, news)):
            continue
        topics_here = topics | name_topics(again)
        for old in olds:
            for new in news:
                if said_again(old, again):
                    continue
                if _pairs(old, new, held.text, clause, topics_here):
                    pairs.append((old, new))
                    found.add((old.start, old.end, new.key))
    if len(found) != 1 or len({(old.start, old.end) for old in _counterparts(olds, said)}) > 1:
        return None  # none, or more than one value could be or is changed: nothing is guessed
    old, new = pairs[0]
    return Substitution(old.start, old.end, old.text, said_as(old, new))


def _named_again(clause: str, held: str, topics: frozenset[str], again: list[Span]) -> bool:
    """Whether the clause names the memory by a name the memory says, said again beside the new value
    (Oslo of "It's the 11th of June that we fly to Oslo" for "Our flight to Oslo leaves on the 9th of
    June", Elm Street, 幸福路): the same thing, unless a word of its own makes the topic another one
    ("the return flight from Rome"), or the clause is someone else's ("our neighbours at 9 Birch Road")."""
    if not any(span.kind == "name" and span.unit in ("", "place") for span in again):
        return False
    if sibling(clause, held, topics) or _someone_else(clause, held, topics):
        return False
    folded = held.casefold()
    return not any(match[0] not in folded for match in _PEOPLE.finditer(clause.casefold()))


def clauses(said: str) -> list[str]:
    """The clauses of a message (a comma inside a number stays: "1,800")."""
    return [part.strip() for part in _CLAUSE.split(said) if part and part.strip()]


def _own(clause: str) -> bool:
    """A clause said of the user's own thing as it is: no question, plan, hypothetical, denial, nor a
    second one of a thing."""
    return not (
        _QUESTION.search(clause)
        or _SUPPOSED.search(clause)
        or _NEGATED.search(clause)
        or _ANOTHER.search(clause)
        or _GONE_BY.search(clause)
    )


_GONE_BY = compiled(r"\bwhen\s+i\s+was\s+(?:in|at|a|an|\d)|(?:上|读|念)[^，,。]{1,6}的时候|小时候")
"""A stage the speaker was at once (我上四年级的时候, "when I was in 8th grade"): no value as it is now."""


def _values(text: str, held: Held | None = None) -> list[Span]:
    """The value spans of a text: typed values (a count word like 一 of 第一次 aside) and Chinese persons;
    of a held person slot, its value where the text says it."""
    found = [
        _no_time(span)
        for span in spans(text)
        if span.text.strip() and span.unit != "count" and not (span.kind == "name" and _opening(text, span))
    ]
    taken = [(span.start, span.end) for span in found]
    for match in _PERSON_ZH.finditer(text):
        if not any(start < match.end() and match.start() < end for start, end in taken):
            found.append(Span("name", match.start(), match.end(), match[0], match[0], "person"))
    if held is not None and held.person and held.value and (at := text.find(held.value)) >= 0:
        found = [span for span in found if not (span.start < at + len(held.value) and at < span.end)]
        found.append(Span("name", at, at + len(held.value), held.value, held.value.casefold(), "person"))
    return sorted(found, key=lambda span: span.start)


def _opening(text: str, span: Span) -> bool:
    """An English word capitalised only as the first of its sentence ("Sounds good.", "From now on")."""
    return not span.unit and not span.title and not text[: span.start].strip() and " " not in span.text


def _no_time(span: Span) -> Span:
    """A number read as an hour that no clock has ("came in at 75"): the amount it is."""
    if span.kind == "time" and span.text.isdigit() and int(span.text) > 24:
        return Span("number", span.start, span.end, span.text, span.text)
    return span


def _topics(held: str, olds: list[Span]) -> frozenset[str]:
    """The held memory's topic anchors: no word of its values, no digits, units or an amount's verbs."""
    values = " ".join(span.text for span in olds).casefold()
    english_words = {
        word
        for word in re.findall(r"[a-z][a-z'-]*", held.casefold())
        if word not in NOT_TOPICS_EN and word not in values
    }
    topics = {stem(word) for word in english_words} & en_anchors(held)
    topics |= {
        word
        for word in zh_anchors(_TIMES_ZH.sub("，", held))
        if not re.search(r"\d", word)
        and word not in values
        and not set(word) <= NOT_TOPIC_CHARS_ZH
        and not any(word in span.text or span.text in word for span in olds)
    }
    return frozenset(topics)


def _names_topic(
    clause: str, said: str, held: str, topics: frozenset[str], olds: list[Span], news: list[Span]
) -> bool:
    """Whether the clause names the held memory's topic as the user's own thing."""
    if not topics:
        return False
    named = names(clause, topics, held) and not sibling(clause, held, topics)
    if not named and re.search(r"[\u4e00-\u9fff]", held):
        named = _framed_zh(clause, said, held, olds, news)
    return named and not _someone_else(clause, held, topics)


def sibling(clause: str, held: str, topics: frozenset[str]) -> bool:
    """Whether every English topic word the clause says is another kind or an instance of it: said after
    a content word the memory does not say ("my phone bill" for "my water bill") or after "a" ("set an
    alarm for 3:00" for "my alarm goes off at 6:15")."""
    said = re.findall(r"[a-z0-9][a-z0-9'-]*", clause.casefold())
    own = set(re.findall(r"[a-z0-9][a-z0-9'-]*", held.casefold()))
    at = [index for index, word in enumerate(said) if stem(word) in topics]
    if not at:
        return False  # named in Chinese
    for index in at:
        before = said[index - 1] if index else ""
        if before in ("a", "an", "some"):
            continue  # an instance of it ("set an alarm for 3:00"), not the user's own
        if (
            not before
            or before in own
            or before in NOT_ANCHORS_EN
            or before in NOT_TOPICS_EN
            or stem(before) in topics
            or any(char.isdigit() for char in before)
        ):
            return False
    return True


def _framed_zh(clause: str, said: str, held: str, olds: list[Span], news: list[Span]) -> bool:
    """The head (last character) of a Chinese word of the memory said again in the message, and a new
    value said in the clause after the memory's own two characters (续租合同签完，每月4200 for 房租每月3800;
    not 房贷每月3500: 房 is no head)."""
    heads = {word[-1] for word in zh_words(held) if word[-1] not in NOT_TOPIC_CHARS_ZH}
    if not heads & {char for word in zh_words(said) for char in word} or _sibling_zh(clause, held, heads):
        return False
    frames = {held[max(0, old.start - 2) : old.start] for old in olds if old.start >= 2}
    return any(clause[max(0, new.start - 2) : new.start] in frames for new in news if new.start >= 2)


_MODIFIER_ZH = re.compile(r"[\u4e00-\u9fff]{2}")
_NOT_MODIFIER_ZH = re.compile(r"[的在是了我都也就把给和与每周月天号点]")


def _sibling_zh(clause: str, held: str, heads: set[str]) -> bool:
    """Whether the clause says a head of the memory after a word of its own the memory does not say
    (吉他课在周三 for 游泳课在周二, 书法课 for 游泳课): another thing of the kind, one more of a list."""
    for at, char in enumerate(clause):
        before = clause[max(0, at - 2) : at]
        modifier = _MODIFIER_ZH.fullmatch(before) and not _NOT_MODIFIER_ZH.search(before)
        if char in heads and modifier and before not in held:
            return True
    return False


def _someone_else(clause: str, held: str, topics: frozenset[str]) -> bool:
    """Whether the clause says the topic of someone else: a kin or role word the memory does not say
    (my sister's rent, 我姐姐房租, 我朋友的主管), or a possessive before the topic (Jake's rent, 他的房租)."""
    folded = clause.casefold()
    if any(not re.search(re.escape(match[0]), held, re.IGNORECASE) for match in _SOMEONE.finditer(folded)):
        return True
    for topic in topics:
        if re.search(r"[\u4e00-\u9fff]", topic):
            at = clause.find(topic)
            if at >= 0 and clause[:at].endswith("的") and not _OWN_ZH.search(clause[:at]):
                return True
            continue
        for word in re.finditer(r"[a-z][a-z'-]*", folded):
            if stem(word[0]) == topic and _OTHERS_EN.search(folded[: word.start()]):
                return True
    return False


def _counterparts(olds: list[Span], said: str) -> list[Span]:
    """The held values the message says another value of the same type for ("Running club is Wednesday
    nights at Hackney Marshes" for "Tuesday nights at Victoria Park": the day and the place)."""
    news = [new for clause in clauses(said) for new in _values(clause)]
    return [
        old
        for old in olds
        for new in news
        if old.key != new.key
        and (
            (old.kind == new.kind == "name" and (old.unit == new.unit or not (old.unit and new.unit)))
            or (old.kind == new.kind != "name" and fits(new, old))
        )
    ]


def _next_to(text: str, span: Span, topics: frozenset[str], said: bool = False) -> set[str]:
    """The topic anchors said right before or after a value: the English word next to it (the
    "lisinopril" of "10mg lisinopril"), a Chinese word a few characters off (房租 of 交房租交了2800)."""
    copula = r"(?:\s+(?:is|are|was))?" if said else ""  # the new value said of its topic: "size is 43"
    before = re.search(rf"([A-Za-z][\w'-]*){copula}\W*$", text[: span.start])
    after = re.match(r"[A-Za-z%]*\W*([A-Za-z][\w'-]*)", text[span.end :])  # past a unit: "10mg lisinopril"
    words = {stem(match[1]) for match in (before, after) if match is not None}
    near = text[max(0, span.start - 5) : span.start] + " " + text[span.end : span.end + 4]
    return (words & topics) | {topic for topic in topics if _CJK.match(topic) and topic in near}


def _pairs(old: Span, new: Span, held: str, clause: str, topics: frozenset[str] = frozenset()) -> bool:
    """Whether the clause's value ``new`` may be the held ``old`` said anew: of the same shape, and,
    when the held amount or time is said right by its topic ("10mg lisinopril"), said by it too or in
    the memory's own frame (每月4200 for 房租每月3800): "amlodipine 5mg" is another thing's."""
    if old.key == new.key:
        return False
    by = _next_to(held, old, topics) if old.kind != "name" else set()
    framed = (
        old.start >= 2
        and new.start >= 2
        and held[old.start - 2 : old.start] == clause[new.start - 2 : new.start]
    )
    if by and not framed and not _next_to(clause, new, topics, said=True):
        return False
    if old.kind == "name" or new.kind == "name":
        # a person's name, or a name said by the role the memory is of ("my landlord Priya")
        person = new.unit == "person" or (not new.unit and bool(_next_to(clause, new, topics)))
        return old.kind == new.kind and old.unit == "person" and person
    if not fits(new, old) or not same_kind(old, new) or _ONCE.search(clause):
        return False
    if old.kind == "number":
        try:
            before, after = float(old.key), float(new.key)
        except ValueError:
            return False
        if before <= 0 or after <= 0 or max(before, after) / min(before, after) > MAX_RATIO:
            return False
        if counts(clause, new, topics) and not counts(held, old, topics):
            return False  # "30 flats in our building": how many of the topic, not its number
        return _unit(held, old) == _unit(clause, new)
    return True


def _unit(text: str, span: Span) -> str:
    """The unit said right after an amount ("40 minutes", 50分钟), or ""."""
    after = text[span.end : span.end + 12]
    match = re.match(r"\s*([A-Za-z]+|[\u4e00-\u9fff]{1,2})", after)
    if match is None:
        return ""
    word = match[1].casefold()
    if re.match(r"[a-z]", word):
        return UNITS.get(word, "")
    return UNITS.get(word[:2]) or UNITS.get(word[:1], "")


def own(clause: str) -> bool:
    """Whether a clause is said of the user's own thing as it is (``_own``), for the reading by meaning
    (``rules.anew_sense``)."""
    return _own(clause)


def one_off(text: str) -> bool:
    """Whether a text says a one-off of a thing (today, cancelled, 今天): no new amount or time of it."""
    return _ONCE.search(text) is not None


def value_spans(text: str) -> list[Span]:
    """The value spans of a text as the rule reads them (``_values``)."""
    return _values(text)


def unit_after(text: str, span: Span) -> str:
    """The unit said right after an amount (``_unit``), or ""."""
    return _unit(text, span)
