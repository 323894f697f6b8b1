"""The frames that make a value said in passing the user's own (pure): the English side of the held-slot
comparison by kind (docs/extraction.md, "Values said in passing").

A new state is often said as an aside of daily life, with no "I", "my" or "now": "Parking the Tesla at
work is a pain" after "I drive a Golf", "first week at Stripe done!" after "I work at Shopify", "the new
place in Boulder has a view" after "I live in Denver", "Boston winters are no joke" after "I live in
Chicago". What makes such a value the user's is its frame, not a word of the user:

- **a definite thing of an owned kind** (a car, a phone): "the Subaru", "the BMW i3" — a speaker who
  holds a car and says "the <car>" with no owner speaks of their own;
- **a span of the user's working life at an employer**: "first week at", "three months at", "payday at",
  "badge photo at", "my shifts at";
- **a home noun at a place**: "the new place in", "the neighbours in", "our landlord in", "rent in".

Only values said with no other person before them reach these frames (``held_kinds_en.named`` with
``unowned``), and a frame replaces only a held value of the same kind (``held_kinds.replacing``).
A place at the head of a statement before its everyday life ("Boston winters are no joke, I thought I
knew cold") is a place where places are said (``placed_here``), in a statement of the user's only: said
with no word of the user it may be anyone's remark about a city.
"""

import functools
import re
from typing import NamedTuple

import memory_center.extraction.rules.words as w
from memory_center.extraction.held_kinds import Named
from memory_center.extraction.rules.asserted import before_question
from memory_center.extraction.rules.openings import is_question
from memory_center.extraction.rules.split import clauses, statements
from memory_center.extraction.rules.text import compiled, is_chinese
from memory_center.extraction.schema import SLOTS
from memory_center.governance.lasting import says_one_time
from memory_center.kit.word_patterns import word_pattern

_OWNED_KINDS = frozenset({"car", "phone_model", "computer"})
_DEFINITE = compiled(r"\bthe\s+(?:new\s+|old\s+|little\s+|big\s+)?$")
"""A definite thing right before the value ("Parking the Tesla", "the Subaru handles the snow")."""
_SEEN_FROM_OUTSIDE = compiled(
    r"(?:'s)?\s+(?:\w+\s+)?(?:looks?|seems?|sounds?|reviews?|launch(?:es|ed)?|announced|comes out|came out"
    r"|is out|is on sale|ad|advert|commercial|release)\b"
)
"""A thing judged from outside ("the new iPhone looks great", "the Rivian ad"): not one the user has."""
_WORK_SPAN = compiled(
    r"\b(?:(?:day|days|week|weeks|month|months|year|years)(?:\s+\w+)?"
    r"|payday|pay|badge(?:\s+photo)?|onboarding|induction|shifts?|desk|canteen|office|team|boss|manager"
    r"|colleagues|coworkers|co-workers|salary|contract|probation|commute)\s+(?:at|with)\s+(?:the\s+)?$"
)
"""A span or thing of the user's working life at an employer ("first week at", "payday at")."""
_HOME_AT = compiled(
    r"\b(?:place|flat|apartment|house|home|landlord|landlady|neighbou?rs|rent|mortgage|street"
    r"|neighbou?rhood|commute)\s+(?:in|near|out in)\s+$"
)
"""A thing of the user's home at a place ("the new place in Boulder", "the neighbours in Lyon")."""
LOCAL_AFTER = compiled(
    r"(?:'s)?\s+(?:winters?|summers?|weather|rain|drizzle|wind|snow|heat|humidity|traffic|rent|rents"
    r"|property taxes|council tax|seagulls|pollution|smog)\b"
)
"""A place's everyday life after its name ("Boston winters", "the Portland rain")."""

_ENDED = compiled(r"\b(?:last|final)\s+(?:\w+\s+)?(?:at|with)\s+(?:the\s+)?$")
_NAMED_OWNER = re.compile(r"\b[A-Z][a-z]+'s\s")
"""An ending ("last day at St Mary's") or another person's span ("Leo's first week at Westfield")."""
_FRAMES = {"organisation": _WORK_SPAN, "place": _HOME_AT}


def framed(one: Named) -> frozenset[str]:
    """The kinds of a value said with no word of the user that its frame makes the user's own."""
    clause = one.clause
    at = clause.find(one.value)
    if at < 0:
        return frozenset()
    before = clause[:at]
    if _ENDED.search(before) or _NAMED_OWNER.search(before):
        return frozenset()
    after = clause[at + len(one.value) :]
    found = {
        kind
        for kind in one.kinds & _OWNED_KINDS
        if _DEFINITE.search(before) and not _SEEN_FROM_OUTSIDE.match(after)
    }
    found |= {kind for kind, frame in _FRAMES.items() if kind in one.kinds and frame.search(before)}
    return frozenset(found)


@functools.cache
def _apposition_cues() -> tuple[tuple[str, str], ...]:
    """Each single-valued lasting slot of an organisation the user belongs to (the employer, the school,
    the gym) and its English cue words, as one alternative: an option slot is read by its cue anywhere
    in the statement already (``held_kinds_en._cued``), and "my editor, Jane" is a person."""
    return tuple(
        (slot.name, "|".join(re.escape(cue) for cue in slot.cues if cue.isascii()))
        for slot in SLOTS
        if slot.value == "organisation"
        and not (slot.many or slot.constraint or slot.by_option or not slot.lasting)
        and any(cue.isascii() for cue in slot.cues)
    )


def apposed(statement: str, name: str) -> frozenset[str]:
    """The slots whose cue the user's own noun sets a capitalised name beside ("my new gym, Gymbox,";
    "Gymbox, my new gym"; "my new gym Gymbox"): the name is a value of that slot, said in passing
    (docs/extraction.md, "A value set beside its slot's noun")."""
    said = re.escape(name)
    found = set()
    for slot, cues in _apposition_cues():
        own = rf"\b(?:my|our)\s+(?:(?:new|current|local|regular)\s+)?(?:{cues})"
        beside = rf"{own}\s*,\s*{said}(?![\w'])|(?<![\w']){said}\s*,\s*{own}\b|{own}\s+{said}(?![\w'])"
        if word_pattern(beside, re.IGNORECASE).search(statement) is not None:
            found.add(slot)
    return frozenset(found)


_PLACE_LEAD = compiled(r"\b(?:in|into|to|from|near|around|outside|across|of|the|out in|over in)\s+$")
_OWN_LEAD = compiled(r"\b(?:my|our|the)\s+(?:[a-z-]+\s+)?$")
_HOME_AFTER = compiled(
    r"\s+(?:house|flat|apartment|place|home|studio|condo|cottage|bungalow|townhouse|terrace|loft|two-bed"
    r"|one-bed|mortgage|rent|landlord|neighbou?rs?|neighbou?rhood|street|garden|backyard|kitchen|commute)\b"
)
"""A place said as a modifier of the user's home ("our Denver apartment", "the Croydon house")."""


def placed_here(text: str, start: int, end: int) -> bool:
    """Where places are said (``held_kinds_en``): after "in", "to", "the" …, as a modifier of the home
    ("our Denver apartment"), or at the head of a clause before its everyday life ("Boston winters")."""
    before = text[max(0, start - 40) : start]
    home = _OWN_LEAD.search(before) and _HOME_AFTER.match(text, end)
    head = not text[:start].strip() and LOCAL_AFTER.match(text, end)
    return bool(_PLACE_LEAD.search(before) or home or head)


# Frame restatements (docs/extraction.md, "Frame restatements"): a first-person statement said again in
# the frame of a held statement of the user's, with another value ("my commute is a 15 minute walk"
# after "my commute is 50 minutes on two buses"; "I swim at the leisure centre" after "I swim at the lido
# on Saturdays") says what holds now: the frame is a single-valued slot of the user's own words.
_LEAD = r"^(?:so\s+|well\s+|honestly\s+|and\s+|oh\s+)?"
_HEAD = r"(?P<head>(?:[a-z][a-z-]*\s+){0,3}?[a-z][a-z-]*)\s+"
_VERB = r"(?P<verb>is|are|meets|meet|starts|start|finishes|runs|costs|takes|leaves)\s+"
_PREP = r"(?P<prep>(?:on|at|in|with|from|by|around|about|every)\s+)?(?P<value>\S.*)$"
_OWN_FRAME = compiled(_LEAD + r"(?P<owner>my|our)\s+" + _HEAD + _VERB + _PREP)
"""The user's own thing and what it is ("my commute is …", "our book club meets on …")."""
_BARE_FRAME = compiled(
    _LEAD + r"(?!(?:the|a|an|this|that|these|those|it|there|here|he|she|they|we|you|i|his|her|their|your"
    r"|what|which|who|everything|nothing|everyone|someone|one|each|every|all|some|any)\b)"
    + _HEAD
    + _VERB
    + _PREP
)
"""A held thing of the user's named bare at the head of a statement ("Running club is Wednesdays"):
read only against a held frame of the same head, never on its own."""
_I_FRAME = compiled(
    _LEAD + r"I\s+(?P<verb>[a-z]+(?:\s+out|\s+up)?)\s+"
    r"(?P<head>(?:(?:my|our|the)\s+)?(?:[a-z][a-z-]*\s+){0,2}?)"
    r"(?P<prep>at|on|in|with|for|from)\s+(?P<value>\S.*)$"
)
"""A habit of the user's at a place, time or with a thing ("I swim at …", "I do my food shop at …")."""
_MONEY = r"(?:[£$€]\s?\d[\d,.]*\s?(?:k\b|grand\b)?|\d[\d,.]*\s?(?:k|grand)\b)"
"""An amount of money: a currency sign or a "k" ("£55k", "$97,000", "48k")."""
_EARNS = compiled(
    _LEAD + r"I(?:'m|\s+am)\s+(?:now\s+)?on\s+(?=" + _MONEY + r")(?P<value>\S.*)$"
    r"|" + _LEAD + r"I\s+(?:now\s+)?(?:earn|make|take\s+home)\s+(?=" + _MONEY + r")(?P<value2>\S.*)$"
)
"""What the user is paid, said as what they are on, earn or make ("I'm on £55k", "I make $97k"): the
frame of their pay, as "my salary is …" says it."""
_PAY = "pay"
_PAY_HEADS = frozenset(
    {"salary", "pay", "income", "wage", "wages", "take-home", "take home pay", "base salary"}
)
_NOT_A_FRAME_VERB = compiled(
    r"^(?:am|was|were|had|did|went|got|used|would|could|should|might|will|can|may|must|think|thought"
    r"|guess|hope|wish|wonder|wondered|know|knew|mean|meant|said|told|asked|need|want|wanted|love|hate"
    r"|like|liked|loved|hated|stopped|quit|left|moved|switched|changed|started)(?:\s|$)"
)
"""Verbs of a state of mind, a past event or a change: the turn readers' words, no habit frame."""
_NOT_HEAD = compiled(r"^(?:own|first|last|next|new|old|only|favou?rite)(?:\s|$)|\b(?:is|are|was|not|never)\b")
_OFF_VALUE = compiled(
    r"^(?:not|no\s+longer|never|still|also|too|the\s+same|like|really|probably|maybe|going|getting|gonna)\b"
)
"""A value that negates, repeats or guesses ("my rent is not …", "… is still …", "… is probably …")."""
_NOW = compiled(
    r"\s*(?:,(?!\d{3}).*|\b(?:now|nowadays|these\s+days|instead|honestly|actually|again|anyway|lol)\b.*)$"
)
"""The value's end: what follows a comma or a word of the change ("… at Aldi now, way cheaper")."""
_PERSON = compiled(rf"^(?:(?:my|our)\s+)?(?:\w+\s+)?(?:{w.KIN_EN}|{w.PARTNER_WORDS_EN}|friend|boss)\b")
_DIGIT = re.compile(r"\d")
_WHEN = compiled(
    r"\b(?:(?:mon|tues|wednes|thurs|fri|satur|sun)days?|weekends?|mornings?|evenings?|nights?|afternoons?"
    r"|\d{1,2}(?::\d{2})?\s*(?:am|pm)|\d{1,2}:\d{2})\b"
)
"""A time of the week or the day: a schedule ("meets Tuesday nights", "is Wednesday nights")."""
_SCHEDULE_VERBS = frozenset({"be", "meet", "start", "run"})
_NOT_LASTING = compiled(r"\?|\b(?:if|would|could|might|tonight|today|tomorrow|this\s+(?:time|once))\b")


class Frame(NamedTuple):
    """A first-person frame: its owner ("my" for my/our, "i" for a habit, "" for a bare head), its head
    noun phrase or verb object, its verb and preposition; and the value said in it."""

    owner: str
    head: str
    verb: str
    prep: str
    value: str


def frame_of(clause: str, *, bare: bool = False) -> Frame | None:
    """The frame of a first-person statement and its value, or None: ("my", "commute", "be", "",
    "a 15 minute walk along the river"); ("i", "", "swim", "at", "the leisure centre pool"). With
    ``bare``, a head said with no owner too ("Running club is …"), for a new statement only."""
    said = clause.strip().rstrip(".!")
    if _NOT_LASTING.search(said) or says_one_time(said):
        return None
    for pattern, owner in ((_OWN_FRAME, "my"), *(((_BARE_FRAME, ""),) if bare else ())):
        own = pattern.match(said)
        if own is not None and not _NOT_HEAD.search(own["head"]):
            verb = "be" if own["verb"] in ("is", "are") else own["verb"].rstrip("s")
            return _framed(owner, own["head"], verb, own["prep"] or "", own["value"])
    earns = _EARNS.match(said)
    if earns is not None:
        return _framed("my", _PAY, "be", "", earns["value"] or earns["value2"])
    habit = _I_FRAME.match(said)
    if habit is not None and not _NOT_A_FRAME_VERB.match(habit["verb"]):
        head = habit["head"].replace("our ", "my ")
        return _framed("i", head, habit["verb"], habit["prep"], habit["value"])
    return None


def _framed(owner: str, head: str, verb: str, prep: str, value: str) -> Frame | None:
    value = _NOW.sub("", value).strip()
    if not value or _OFF_VALUE.match(value) or "'" in head:
        return None  # "our neighbours' dog is …": another's thing

    def folded(words: str) -> str:
        return " ".join(words.casefold().split())

    head = folded(head)
    if owner == "my" and head in _PAY_HEADS and re.match(_MONEY, value):
        head = _PAY  # "my salary is £48k", "I'm on £55k": one frame, the user's pay
    return Frame(owner, head, folded(verb), folded(prep), value)


def may_restate(text: str) -> bool:
    """Pure and cheap: an English message with a clause of a first-person frame."""
    return not is_chinese(text) and any(
        frame_of(clause, bare=True) is not None
        for statement in statements(text)
        for clause in clauses(statement)
    )


def restated(text: str, held: list[str]) -> list[tuple[int, str]]:
    """The held statements (index, content) a clause of the message says again in their frame with
    another value, each with that clause: the held one no longer holds, the clause does."""
    if is_chinese(text):
        return []
    said = [
        (clause, frame)
        for statement in statements(text)
        for clause in clauses(_stated(statement))
        if (frame := frame_of(clause, bare=True)) is not None
    ]
    found: list[tuple[int, str]] = []
    for index, content in enumerate(held):
        old = None if is_chinese(content) else frame_of(_first_clause(content))
        if old is None:
            continue
        for clause, new in said:
            if same_frame(new, old) and not _same_value(new, old):
                found.append((index, clause))
                break
    return found


def _stated(statement: str) -> str:
    """The statement part of a sentence: a question asked after a statement of the user's ("my rent is
    £1,250 now, is that too much?") leaves the statement before it (``rules.asserted.before_question``,
    as the rules reader reads it); a question with no statement before it says nothing."""
    if not is_question(statement):
        return statement
    head = before_question(statement, is_question)
    return "" if head == statement else head


def same_frame(new: Frame, old: Frame) -> bool:
    """The same frame: one head, owner (a bare head of a held thing of the user's is theirs), verb and
    preposition; a schedule said with another verb ("meets Tuesday nights", "is Wednesday nights") is
    the same schedule."""
    if new.head != old.head or new.owner not in (old.owner, "" if old.owner == "my" else None):
        return False
    if (new.verb, new.prep) == (old.verb, old.prep):
        return True
    schedule = {new.verb, old.verb} <= _SCHEDULE_VERBS
    return schedule and bool(_WHEN.search(new.value)) and bool(_WHEN.search(old.value))


def _first_clause(content: str) -> str:
    parts = [clause for statement in statements(content) for clause in clauses(statement)]
    return parts[0] if parts else content


def _same_value(new: Frame, old: Frame) -> bool:
    """The same value said again, or, for a bare head or a person's frame ("my brother is …"), a value
    of another type: a number said where a word was ("41" after "a teacher") is another attribute
    (their age, not a new job); a date where an amount was ("rent is due Friday") is another too."""
    a, b = " ".join(new.value.casefold().split()), " ".join(old.value.casefold().split())
    if a == b or a in b or b in a:
        return True
    if not new.owner or _PERSON.match(new.head):
        return any(bool(pattern.search(a)) != bool(pattern.search(b)) for pattern in (_DIGIT, _WHEN))
    return False
