"""A new English statement against the user's held likings and habits (pure): the stance of each
clause, and the relation of a clause to a held memory once their similarity is known.

The turn readers (``rules.flips``, ``rules.held_endings``) name a held memory by a word it shares with
the message. Everyday updates often share none ("huge cold brew person" → "coffee tastes burnt to me
lately"; "not a cat person" → "cats are the best, I get it now") or say the new habit without any
turn word ("my car playlist is wall to wall jazz these days"). This module reads each clause
coarsely:

- **polarity**: against (the turn lexicon of ``rules.turn_words``: cessation, aversion, inability, lost
  interest, a bad judgement, a thing gone, and a few general shapes of it: "don't miss", "got old",
  "never going back to", "had enough of") or for (a liking, a good judgement, "hooked on", "come
  around", "all about", "X is my thing", "I'm a X person", or a habit said as lasting: "every
  morning", "these days", "now");
- **whether it may relate at all**: about the user (no other person opening it), not a question,
  condition, guess, plan, sarcasm, retraction or one occasion.

The write path (``writepath.held_relation``) measures each clause's similarity with each held memory
by the shipped embedder and calls ``relate``: a clause of the opposite polarity whose nearest held
memory is above ``OPPOSED`` ends or turns that memory; a lasting clause for something in a message
that ended or turned one is the new liking or habit, kept as the user's own words (``voiced``).
"""

import re
from collections.abc import Sequence
from dataclasses import dataclass

from memory_center.extraction.held_routines import other_option
from memory_center.extraction.held_tastes import (
    FADING_EN,
    IMMERSED_EN,
    exclusive,
    fading,
    immersed,
    option_words,
    other_kind,
    same_kind,
)
from memory_center.extraction.held_topic import (
    ADDITIVE_EN,
    CHOICE_EN,
    TAKEN_UP_EN,
    Topic,
    options_of_one_slot,
    replaces,
    taken_up,
    topic_shared,
)
from memory_center.extraction.rules.anchors import en_anchors
from memory_center.extraction.rules.asserted import is_plan, is_retraction, is_sarcastic
from memory_center.extraction.rules.flips import (
    CONDITIONAL,
    GUESS,
    OTHERS,
    QUESTION,
    Turn,
    clause_turn,
    liked,
    may_turn,
    one_off,
)
from memory_center.extraction.rules.requests import is_request
from memory_center.extraction.rules.split import clauses, statements
from memory_center.extraction.rules.text import compiled, is_chinese

OPPOSED = 0.42
"""Least cosine (query clause against the held memory's statement) for a clause of the opposite
polarity that shares a content word with a held memory to turn it (measured on the development sets,
docs/extraction.md). A clause and a memory that share no content word are not compared: by meaning
alone, siblings (wine / whiskey, spicy food / cilantro) reach 0.45-0.46 while some real pairs (coffee /
cold brew) stay at 0.36, and the comparison would cost an embedding for most stances."""
SAME = 0.55
"""Least cosine for a lasting clause *for* something, said with a change marker ("now", "these days")
and sharing a content word with a held habit of the same polarity (a free-text statement, a way of
taking a food), to replace it: the same habit, a new value ("I always get an aisle seat when I fly" →
"I pick the window seat every time now"). Never by meaning alone: related habits of another thing
reach 0.6 ("green tea in the afternoon is my thing now" / "I take my tea with two sugars")."""
RESTATED = 0.9
"""A clause this alike to the held habit says it again: nothing is replaced."""
MAX_CHARS = 400

_AGAINST_EN = compiled(
    r"\b(?:(?:don't|do not|doesn't|never)\s+miss|got\s+(?:\w+\s+)?old|getting\s+old|gotten\s+old"
    r"|never\s+going\s+back|not\s+going\s+back|had\s+enough\s+of|has\s+had\s+enough|had\s+it\s+with"
    r"|feels?\s+like\s+a\s+chore|too\s+\w+\s+for\s+me|barely\s+touch|rarely\s+touch|gave\s+up"
    r"|doesn't\s+agree\s+with|don't\s+agree\s+with|can't\s+face|cannot\s+face|not\s+(?:really\s+)?a\s+\w+\s+person"
    r"|tastes?\s+(?:\w+\s+)?(?:burnt|bad|off|weird|wrong|like\s+\w+)|stresses\s+me\s+out|wrecking|killing\s+me"
    r"|said\s+(?:nope|no)\s+to|distracts?\s+me|(?:moved|migrated|switched)\s+(?:\w+\s+){0,2}?(?:off|away\s+from)|(?:is|are)\s+(?:\w+\s+)?(?:aloof|overrated)"
    r"|(?:aren't|isn't|are\s+not|is\s+not)\s+(?:\w+\s+)?worth\s+it"
    r"|(?:haven't|have\s+not|hasn't)\s+(?:bought|booked|opened|had|touched|used|ordered|played|watched|put)\s+"
    r"(?:\w+\s+){1,3}?(?:in|since|for)\s+(?:months|weeks|ages|years|a\s+year|over\s+a\s+\w+|\w+))\b"
)
"""General shapes of a turn the lexicon does not list word by word."""
_FOR_EN = compiled(
    r"\b(?:hooked\s+on|come\s+(?:a)?round|came\s+(?:a)?round|all\s+about|(?:is|are)\s+my\s+(?:thing|jam|go-to)"
    r"|(?:i'm|i\s+am|become|turned\s+into)\s+(?:\w+\s+){0,2}(?:a|an)\s+\w+(?:\s+\w+)?\s+(?:person|guy|girl|fan)"
    r"|(?:are|is)\s+the\s+best|grown\s+on\s+me|won\s+me\s+over|can't\s+get\s+enough|any\s+day|enjoy|enjoying"
    r"|prefer|into\s+\w+|(?:i've|i\s+have)\s+been\s+\w+ing|i\s+(?:pick|use|take|drink|eat|do|go|play|read|watch)\b)"
)
"""General shapes of a liking or a habit taken up."""
_LASTING_EN = compiled(
    r"\b(?:now|these\s+days|nowadays|lately|every\s+\w+|each\s+\w+|always|most\s+(?:days|nights|mornings|evenings)"
    r"|daily|weekly|on\s+\w+days|on\s+weekends|at\s+night|in\s+the\s+(?:mornings?|evenings?)|since\s+\w+"
    r"|for\s+(?:a\s+few\s+)?(?:weeks|months|years)|been\s+\w+ing|all\s+the\s+time|for\s+good|any\s+day|twice\s+a\s+\w+"
    r"|\w+\s+times\s+a\s+\w+|from\s+here\s+on|non-negotiable|(?:mon|tues|wednes|thurs|fri|satur|sun)days|is\s+how\s+i|are\s+how\s+i)\b"
)
"""A time that makes a habit lasting ("every morning", "these days", "now", "on Saturdays")."""
_CHANGE_EN = compiled(
    r"\b(?:now|these\s+days|nowadays|lately|instead|anymore|any\s+more|since\s+\w+|come\s+to\s+\w+"
    r"|come\s+(?:a)?round|came\s+(?:a)?round|grown\s+on|won\s+me\s+over|hooked|become|turned\s+into"
    r"|switched|converted|from\s+here\s+on|(?:i've|i\s+have)\s+been|been\s+\w+ing|every\s+time\s+since)\b"
)
"""A change said with the stance: the habit or liking is new ("…these days", "I've come to love …")."""
_CUE = compiled(f"{_AGAINST_EN.pattern}|{_CHANGE_EN.pattern}|{IMMERSED_EN.pattern}|{FADING_EN.pattern}")
"""A message may relate only with a turn against something or a change said (``may_change``)."""
_PERSON = compiled(r"\b(?:person|guy|girl|fan|convert)\b")
"""A kind of person one has become ("a morning person", "a window seat person"): lasting by itself."""
_NEGATED = compiled(r"\b(?:not|no|never|n't|don't|doesn't|didn't|won't|can't|isn't|aren't)\b|n't\b")

_WISH = compiled(
    r"\b(?:i'?d\s+(?:love|like)\s+to|i\s+would\s+(?:love|like)\s+to|i\s+wish|i\s+hope\s+to|one\s+day|some\s?day)\b"
)
"""A wish: the user would like to be so, is not ("I'd love to become a morning person one day")."""
_ONE_DAY = compiled(
    r"\b(?:today|tonight|tomorrow|yesterday|this\s+morning|last\s+night|just\s+this\s+once|this\s+time)\b"
)


@dataclass(frozen=True, slots=True)
class Stance:
    clause: str
    statement: str
    positive: bool
    lasting: bool
    changed: bool = False
    """Said as new ("now", "these days", "I've come to love"): ``_CHANGE_EN``."""
    bare: bool = False
    """Names no thing, only a time or a change ("I've completely come around"): no relation of its own."""


def may_relate(text: str) -> bool:
    """Pure and cheap: an English message that may hold a stance about the user (the write path reads
    the held memories and embeds only then)."""
    said = text.strip()
    if not said or len(said) > MAX_CHARS or is_chinese(said):
        return False
    cue = _CUE.search(said) is not None or TAKEN_UP_EN.search(said) is not None
    if not cue and not may_turn(text):  # the turn step asked it already: cached
        return False
    return not CONDITIONAL.search(said) and not is_sarcastic(said)


def may_change(found: Sequence[Stance]) -> bool:
    """Whether the stances may relate to a held memory: a clause against something, or one for
    something in a message that says a change. A plain liking ("I prefer early flights") is the
    readers' alone, and so is a clause of time before an order ("From now on, I never …"): the write path
    reads and embeds nothing for them."""
    things = [one for one in found if not one.bare]
    if any(not one.positive for one in things):
        return True
    return any(one.changed for one in found) and any(one.positive for one in things)


def things(found: Sequence[Stance]) -> list[Stance]:
    """The stances that name a thing: the only ones compared and kept."""
    return [one for one in found if not one.bare]


def stances(text: str) -> list[Stance]:
    """The clauses of a message that take a stance about the user, with their polarity."""
    found: list[Stance] = []
    said = text.strip()
    if not may_relate(said) or GUESS.search(said):
        return found
    if any(is_retraction(part) for one in statements(said) for part in clauses(one)):
        return found
    for statement in statements(said):
        if (QUESTION.search(statement) and not exclaimed(statement, said)) or is_request(statement):
            continue
        for clause in (part for whole in clauses(statement) for part in _SUBCLAUSE.split(whole)):
            stance = _stance(clause, statement)
            if stance is not None:
                found.append(stance)
    return found


_EXCLAIMED = compiled(r"[?？][?？!！]")
_ASKS = compiled(
    r"(?:^|[:,.!]\s*)(?:do|does|did|is|are|am|was|were|should|shall|would|could|can|will|what|why|how|when"
    r"|where|who|which|any|anyone)\b|\b(?:you|your)\b"
)


def exclaimed(statement: str, text: str) -> bool:
    """A statement of the user's own said in surprise, not asked ("I actually LOVE running??"): "??" or
    "?!" at its end in the message ``text``, an "I" in it, and no shape of a question (an opening
    auxiliary or question word, a "you")."""
    body = statement.rstrip("?？!！ ")
    at = text.find(body)
    return (
        bool(body)
        and at >= 0
        and _EXCLAIMED.match(text, at + len(body)) is not None
        and re.search(r"\bi\b", statement, re.IGNORECASE) is not None
        and _ASKS.search(statement) is None
    )


def _stance(clause: str, statement: str) -> Stance | None:
    plain = clause.strip(" ,.!;:-—…")
    if len(plain.split()) < 2 or OTHERS.search(plain) or is_plan(plain) or _ONE_DAY.search(plain):
        return None
    if _WISH.search(plain):  # "I'd love to become a morning person one day": wished, not lived
        return None
    lasting = _LASTING_EN.search(plain) is not None
    changed = _CHANGE_EN.search(plain) is not None
    if not en_anchors(_CHANGE_EN.sub(" ", _LASTING_EN.sub(" ", plain))):
        # no thing to take a stance on ("From now on", "I've completely come around"): only a change said
        return Stance(plain, statement, positive=True, lasting=False, changed=changed, bare=True)
    if one_off(plain) and not lasting:
        return None
    typed = apostrophes(plain)
    if fading(typed):  # "sci-fi just doesn't grab me like it used to" (extraction.held_tastes)
        return Stance(plain, statement, positive=False, lasting=True)
    if immersed(typed) and not _NEGATED.search(IMMERSED_EN.sub(" ", typed)):
        # "nothing but ambient", "can't start the day without an espresso": a liking taken up
        return Stance(plain, statement, positive=True, lasting=True, changed=True)
    turn = clause_turn(typed)
    if turn in (Turn.TASTE, Turn.QUIT, Turn.GONE) or _AGAINST_EN.search(typed):
        return Stance(plain, statement, positive=False, lasting=True)
    if taken_up(plain) and not _NEGATED.search(plain):  # "I've switched back to paperbacks"
        return Stance(plain, statement, positive=True, lasting=True, changed=True)
    if liked(plain) or (_FOR_EN.search(plain) and not _NEGATED.search(plain)):
        lasting = lasting or liked(plain) or (changed and _PERSON.search(plain) is not None)
        return Stance(plain, statement, positive=True, lasting=lasting, changed=changed)
    if lasting and not _NEGATED.search(plain) and not _WAS.search(plain):
        return Stance(plain, statement, positive=True, lasting=True, changed=changed)
    return None


_SUBCLAUSE = compiled(
    r"\s+(?:and|so)\s+(?=(?:honestly|now|still|really|totally|also|i|i'm|i've|don't|never|can't|it's)\b)"
    r"|\s*[\U0001F300-\U0001FAFF\u2600-\u27BF]+\s*"
)
"""A clause's second part after "and" or "so" with a stance of its own ("… and honestly don't miss it")."""
_WAS = compiled(r"\b(?:was|were|had|used\s+to)\b")


def says_for(clause: str) -> bool:
    """Whether a clause is for its thing by a cue of its own (a liking, "hooked on", "X is my thing"),
    not only by being lasting: "I'm kind of over jazz these days" is lasting and says no liking."""
    plain = clause.strip(" ,.!;:-—…")
    return liked(plain) or (_FOR_EN.search(plain) is not None and not _NEGATED.search(plain))


_BARE_NOT = re.compile(
    r"\b(can|don|doesn|didn|isn|aren|wasn|haven|hasn|couldn|wouldn|shouldn)t\b", re.IGNORECASE
)


def apostrophes(text: str) -> str:
    """A negation typed without its apostrophe ("i cant stand running", "dont miss it") in full, so the
    turn lexicon reads it."""
    return _BARE_NOT.sub(lambda match: f"{match[1]}'t", text)


def held_polarity(content: str, liking: bool | None) -> bool:
    """Whether a held memory is for its thing: a liking's value says it; a free-text statement is for
    its thing unless one of its clauses turns against it ("I'm honestly not a cat person")."""
    if liking is not None:
        return liking
    content = apostrophes(content)
    return not any(not one.positive for one in stances(content)) and not _against_statement(content)


def _against_statement(content: str) -> bool:
    return any(clause_turn(part) in (Turn.TASTE, Turn.QUIT, Turn.WEAK) for part in clauses(content))


@dataclass(frozen=True, slots=True)
class Relation:
    stance: int
    """Index of the clause in the stances given."""
    held: int
    """Index of the held memory it turns."""
    similarity: float
    sure: bool = True
    """False for a held memory replaced by a change said with no choice (``held_topic.Topic.UNSURE``):
    its revision waits for review."""


def shares_word(clause: str, held: str) -> bool:
    """Whether a clause says a content word of a held memory's statement (crude stems: ``anchors``), a
    word of choosing or changing set aside ("prefer", "switched": no topic), or a word that the other's
    word holds at its start or end ("paperbacks" / "paper books", "ebooks" / "books"), or two options of
    one slot of the key schema ("bike" / "bus": ``held_topic``)."""
    shared = topic_shared(en_anchors(_untopical(clause)), en_anchors(_untopical(held)))
    return (
        shared
        or options_of_one_slot(clause, held)
        or other_option(clause, held)
        or other_kind(clause, held)
        or same_kind(clause, held)
    )


def _untopical(text: str) -> str:
    return CHOICE_EN.sub(" ", _CHANGE_EN.sub(" ", text))


def names_narrower(held: str, read: Sequence[str]) -> bool:
    """Whether the message's own readings name a thing that holds the held memory's thing as one of its
    words but is another thing ("noisy coffee shop" read, "coffee" held): the clause is about that. One
    option of a kind in its own words is that option ("console gaming" read, "console" held)."""
    if not held:
        return False
    pattern = re.compile(rf"\b{re.escape(held)}\b", re.IGNORECASE)
    return any(
        thing.casefold() != held.casefold()
        and pattern.search(thing)
        and not (option_words(thing) and same_kind(thing, held))  # "console gaming" is "console"
        for thing in read
    )


def compared(found: Sequence[Stance], contents: Sequence[str]) -> list[list[int]]:
    """For each clause, the held memories (by index) it shares a content word with: the only pairs the
    write path measures."""
    return [
        [held for held, content in enumerate(contents) if shares_word(one.clause, content)] for one in found
    ]


def relate(
    found: Sequence[Stance],
    polarities: Sequence[bool],
    similarity: Sequence[Sequence[float | None]],
    habits: Sequence[bool],
    contents: Sequence[str] = (),
) -> list[Relation]:
    """The held memories the clauses turn or replace (``similarity[clause][held]``, None for a pair not
    compared): for each clause, its nearest compared held memory when that one is of the opposite
    polarity and at least ``OPPOSED`` alike; or, for a lasting clause for something said as a change, a
    held liking or habit for its thing that the clause does not say again (below ``RESTATED``) and that it
    replaces by ``held_topic.replaces``: surely when said as a choice, or a habit at least ``SAME``
    alike, else unsurely; never as an addition ("also", "too"). A held memory of another option of one
    routine (``held_routines``: ``contents`` given) is replaced surely by a lasting clause for its option,
    whatever the cosine: the routine is the topic."""
    turned: list[Relation] = []
    for index, (stance, row) in enumerate(zip(found, similarity, strict=True)):
        scored = [(score, held) for held, score in enumerate(row) if score is not None]
        if not scored:
            continue
        routine = [
            (score, held)
            for score, held in scored
            if contents and other_option(stance.clause, contents[held])
        ]
        if routine and stance.positive and stance.lasting and ADDITIVE_EN.search(stance.clause) is None:
            turned += [Relation(index, held, score) for score, held in routine if polarities[held]]
            continue
        kind = _of_kind(found, index, scored, polarities, contents)
        if kind:
            turned += kind
            continue
        score, best = max(scored)
        if polarities[best] != stance.positive:
            if score >= OPPOSED:
                turned.append(Relation(index, best, score))
            continue
        if not (stance.positive and stance.lasting and stance.changed) or score >= RESTATED:
            continue
        topic = replaces(stance.clause, score)
        if topic is not None:
            sure = topic is Topic.SURE or (habits[best] and score >= SAME)
            turned.append(Relation(index, best, score, sure=sure))
    # one relation per held memory: a sure one before an unsure one ("hooked on oat milk lattes" may
    # replace "black coffee only for me" unsurely; "black coffee tastes like burnt dirt" turns it surely)
    chosen: dict[int, Relation] = {}
    for relation in sorted(turned, key=lambda one: (not one.sure, -one.similarity)):
        chosen.setdefault(relation.held, relation)
    return [relation for relation in turned if chosen[relation.held] is relation]


def _of_kind(
    found: Sequence[Stance],
    index: int,
    scored: Sequence[tuple[float, int]],
    polarities: Sequence[bool],
    contents: Sequence[str],
) -> list[Relation]:
    """The held memories a clause relates to by their kind (``extraction.held_tastes``), whatever the
    cosine: the held option itself said in other words with the opposite polarity is turned ("turned into
    a runner" / "I hate running"); a held liking or habit of another option of the kind is replaced by a
    clause of immersion, not an addition — surely when said exclusively or when a clause of the message
    is against the held option, else for review ("gotten really into historical fiction" / "science
    fiction")."""
    stance = found[index]
    if not contents or (stance.positive and ADDITIVE_EN.search(stance.clause) is not None):
        return []
    strong = immersed(stance.clause) if stance.positive else fading(apostrophes(stance.clause))
    if not strong:
        return []
    same = [
        Relation(index, held, score)
        for score, held in scored
        if polarities[held] != stance.positive and same_kind(stance.clause, contents[held])
    ]
    if not stance.positive:
        return same
    against = [one.clause for one in found if not one.positive]
    other = [
        Relation(
            index,
            held,
            score,
            sure=exclusive(stance.clause) or any(_names_held(clause, contents[held]) for clause in against),
        )
        for score, held in scored
        if polarities[held] and other_kind(stance.clause, contents[held])
    ]
    return [*same, *other]


def _names_held(clause: str, held: str) -> bool:
    """The clause is about the held memory's thing: a content word shared, or its option of a kind."""
    shared = topic_shared(en_anchors(_untopical(clause)), en_anchors(_untopical(held)))
    return shared or same_kind(clause, held)


_LEAD_EN = re.compile(
    r"^(?:(?:and|but|so|honestly|tbh|lol|ok|okay|well|now|anyway|weirdly|funnily|also)\b[\s,]*|[^:,.]{1,30}:\s*)",
    re.IGNORECASE,
)
"""What opens a clause before its stance: a conjunction, a comment word, a lead ending in a colon ("plot
twist:", "update nobody asked for:")."""


def voiced(stance: Stance) -> str:
    """The new liking or habit in the user's own words: the clause, less a leading conjunction."""
    text = stance.clause
    previous = None
    while previous != text:
        previous, text = text, _LEAD_EN.sub("", text)
    return text[:1].upper() + text[1:] if text else text
