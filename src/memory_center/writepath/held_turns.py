"""A held thing turned against or gone, said in other words (``extraction.rules.flips``), supersedes
the memory that names it: the I/O around the pure reading.

Runs only for a message with a turn word or a liking said about the user (``may_turn``, pure and cheap). Reads
the user's ACTIVE USER-scope memories (one indexed statement, the most recently changed first) and,
for each one the message turns that the extractor did not already write, adds its revision:

- a liking (``<thing> / preference = like``) becomes ``dislike``, as any change of mind; a dislike
  becomes ``like`` when the message likes the thing again ("Olives have grown on me", 苦瓜现在反而爱吃);
- a free-text statement, a favourite, a pet's or partner's name or the car becomes ``none`` on the
  same key, the message as its content, ending the value held (``ends``: governance ends only the
  value held, ``governance.held``);
- so does the value of a single-valued slot of the key schema that the user uses or belongs to (an
  option or an organisation: ``user / video_service = Netflix``, ``user / gym = PureGym``), found
  through its key whatever its predicate: "I cancelled Netflix", "I gave up my PureGym membership",
  爱奇艺会员退订了. Only giving it up or its being gone ends it (``Kind.USED``), not a dislike; health
  slots never end this way (a constraint ends by its own readers).

A liking or habit ended in a statement of its own and named by the words of its stored statement
(``rules.held_endings``: "can you leave the cilantro out? … can't stand the stuff anymore") is turned
the same way, and the new liking said in its place is read in the user's voice (``rules.taken_up``).

An English held statement said again in its frame with another value (``extraction.held_frames_en``:
"my commute is a 15 minute walk" after "my commute is 50 minutes on two buses") ends the same way, and
the restating clause is kept when no reading of the message holds it (docs/extraction.md, "Frame
restatements").

A Chinese memory the message names by one shared content character only (``unsure_turns``) gets its
revision all the same, at ``UNSURE_CONFIDENCE``: it waits for review.

Governance then decides as for any update (same key, another value: supersede, through the usual
policies and trust ranks)."""

from collections.abc import Sequence
from dataclasses import dataclass, replace

from sqlalchemy.ext.asyncio import AsyncSession

import memory_center.extraction.rules.words as w
from memory_center.enums import MemoryType, Scope
from memory_center.extraction.contract import ExtractedCandidate, ExtractionInput, ExtractionResult
from memory_center.extraction.frames_zh import CLOCK_SLOTS
from memory_center.extraction.held_frames_en import may_restate, restated
from memory_center.extraction.held_times_en import may_retime, retimed, taken_to
from memory_center.extraction.rules import read_message
from memory_center.extraction.rules.flips import Held, Kind, diet_turns, may_turn, turn_readings
from memory_center.extraction.rules.free_text import (
    FREE_TEXT_PREDICATE,
)
from memory_center.extraction.rules.health_cleared import HeldHealth, may_clear
from memory_center.extraction.rules.held_doses import may_redose, redosed
from memory_center.extraction.rules.held_endings import ended, known_words, may_end
from memory_center.extraction.rules.life_events import JOB, Owned, ended_by_events, may_change
from memory_center.extraction.rules.medication_slot import HeldMedicine, may_switch
from memory_center.extraction.rules.model import DISLIKE, LIKE, STANCE
from memory_center.extraction.rules.moved_person import may_move, moved_on
from memory_center.extraction.rules.reader import PLAIN_CONFIDENCE
from memory_center.extraction.rules.servings import HOW
from memory_center.extraction.rules.split import clauses, statements
from memory_center.extraction.rules.started import RELATIONSHIP, New, ended_by_started, starts_any
from memory_center.extraction.rules.started import Held as Started
from memory_center.extraction.rules.taken_up import taken_up, voiced
from memory_center.extraction.rules.text import is_chinese, trim
from memory_center.extraction.rules.thing_kinds import of_kind
from memory_center.extraction.schema import BY_NAME
from memory_center.governance.choices import POSITIVE_STANCES
from memory_center.governance.lasting import says_one_time
from memory_center.governance.matching import predicate_family
from memory_center.writepath.held_health import health_cleared, held_health
from memory_center.writepath.held_repository import held_keyed_statements
from memory_center.writepath.medication_switches import held_medicine_memories, medication_switched
from memory_center.writepath.step_candidates import free_text_candidate, step_candidate

MEDICATION, TAKES = "medication", "takes"
ROUTINE = "workout_routine"
"""The user's workout (``schema``): a habit, ended or replaced as one (docs/extraction.md, Session 25)."""
"""A medicine the user takes (``rules.conditions``): ``<medicine> / medication = takes``."""
HELD = 200
"""At most this many of the user's memories are compared (the most recently changed)."""
ENDED = "none"
UNSURE_CONFIDENCE = 0.5
"""A revision of a memory the message names unsurely (``rules.flips.unsure_turns``): below the default
``review_confidence``, it waits for review, and the context states it as a conflict of the held memory
(``retrieval.conflicts``) instead of serving two opposite memories as current."""
_HAD_ROLES = frozenset({"partner", "pet", *w.PET_ROLES})  # "pet": a kept animal of no listed kind
_HAD_SLOTS = {"car": "", "partner": "partner", "pets": ""}
"""Slots of the user (``user / <slot>``) a thing gone ends, with the role that names them."""


@dataclass(frozen=True, slots=True)
class HeldMemory:
    subject: str
    predicate: str
    value: str
    memory_type: MemoryType
    held: Held
    content: str = ""


def held_as(subject: str, predicate: str, value: str) -> Held | None:
    """How a memory is turned (``rules.flips.Kind``), or None for one no turn of this kind ends."""
    if not value or value.casefold() in (ENDED, "unknown"):
        return None
    if predicate_family(predicate) == STANCE:
        if value == DISLIKE:
            return Held(Kind.AGAINST, subject)
        return Held(Kind.STANCE, subject) if value in POSITIVE_STANCES else None
    if predicate.startswith(FREE_TEXT_PREDICATE) or predicate in ("favourite", HOW, ROUTINE, *CLOCK_SLOTS):
        return Held(Kind.HABIT, value)  # a bedtime (凌晨两点), a workout: habits, 熬夜是真熬不动了 ends it
    if predicate == "name" and subject in _HAD_ROLES:
        return Held(Kind.HAD, value, subject)
    if subject == "user" and predicate == RELATIONSHIP:
        return Held(Kind.HAD, value, "partner")  # ended by a partner or a break-up (rules.started)
    if subject == "user" and predicate in _HAD_SLOTS:
        return Held(Kind.HAD, value, _HAD_SLOTS[predicate])
    if subject == "user" and (_used(predicate) or predicate == JOB):  # a job title is left as an employer
        return Held(Kind.USED, value)
    return None


def _used(predicate: str) -> bool:
    """A single-valued slot of the schema whose value is a thing the user uses or belongs to (an
    option or an organisation: the bank, the streaming service, the gym, the employer), not a health
    constraint, not one kept by its options; a place, a person or an amount is not given up."""
    slot = BY_NAME.get(predicate)
    if slot is None or slot.many or slot.constraint or slot.by_option:
        return False
    return slot.value in ("option", "organisation")


@dataclass(frozen=True)
class StanceFlips:
    def wanted(self, message: ExtractionInput, result: ExtractionResult) -> bool:
        """Pure and cheap: whether the message may turn a held memory."""
        if result.error is not None or message.role != "user" or not message.user_id:
            return False
        text = message.text
        if may_turn(text) or may_end(text) or may_retime(text) or may_redose(text) or may_change(text):
            return True
        if may_switch(text):  # a held medicine's slot given another (rules.medication_slot)
            return True
        if may_move(text):  # a held person's move (rules.moved_person)
            return True
        if may_clear(text):
            return True
        # a new life value, or a partner ended, ends what it makes untrue (rules.started)
        if starts_any(_news(result)) or any(
            c.subject == "partner" and c.ends is not None for c in result.candidates
        ):
            return True
        return _unkeyed(result) and may_restate(text)

    async def complete(
        self, session: AsyncSession, tenant_id: str, message: ExtractionInput, result: ExtractionResult
    ) -> ExtractionResult:
        if not self.wanted(message, result):
            return result
        memories, medicines, health, slots = await _held_and_medicines(
            session, tenant_id, message.user_id or ""
        )
        result = medication_switched(message, _redosed(message, result, medicines), slots)
        result = health_cleared(message, result, health)
        if not memories:
            return result
        by_held = {id(memory.held): memory for memory in memories}
        chosen = [memory.held for memory in memories]
        readings = turn_readings(message.text, chosen)  # named_turns and unsure_turns, read once
        turned = [held for held, sure in readings if sure] + diet_turns(message.text, chosen)
        unsure = {id(held) for held, sure in readings if not sure}
        turned += [held for held in chosen if id(held) in unsure]
        # endings said in a statement of their own (rules.held_endings): sure, named by the memory's words
        chosen_with = [(m.held, m.content) for m in memories]
        endings = ended(message.text, chosen_with)
        unsure -= {id(held) for held in endings}
        named = {id(held) for held in turned}
        turned += [held for held in endings if id(held) not in named]
        # a held thing of the user's or a relative's life ended by an event (rules.life_events)
        owned = [Owned(m.subject, m.predicate, m.value, m.content) for m in memories]
        events = [chosen[index] for index in ended_by_events(message.text, owned)]
        moved = [chosen[index] for index in moved_on(message.text, owned)]  # a held person's move
        events += [held for held in moved if all(held is not one for one in events)]
        unsure -= {id(held) for held in events}
        so_far = {id(held) for held in turned}
        turned += [held for held in events if id(held) not in so_far]
        kept = [Started(m.subject, m.predicate, m.value, m.content) for m in memories]
        started = [chosen[index] for index in ended_by_started(_news(result), kept)]
        turned += [held for held in started if all(held is not one for one in turned)]
        read = [c.subject or "" for c in result.candidates if predicate_family(c.predicate or "") == STANCE]
        # a held habit said again at another time of day (extraction.held_times_en): replaced
        retold = [(h, said) for h, said in retimed(message.text, chosen_with, read) if id(h) not in named]
        unsure -= {id(held) for held, _ in retold}
        turned += [held for held, _ in retold if held not in endings]
        turned += [held for held in taken_to(message.text, chosen_with) if id(held) not in named]
        # a held statement said again in its frame with another value (extraction.held_frames_en)
        restate = _restated(message.text, memories, {id(held) for held in turned})
        unsure -= {id(held) for held, _ in restate}
        turned += [held for held, _ in restate]
        # said again at another time or value, a liking is replaced, not turned (docs/extraction.md)
        replaced = {id(held) for held, _ in [*retold, *restate]}
        written = {(c.subject or "", c.predicate or "") for c in result.candidates}
        added: list[ExtractedCandidate] = []
        for held in turned:
            memory = by_held[id(held)]
            if (memory.subject, memory.predicate) in written or inside_read(memory, read):
                continue
            written.add((memory.subject, memory.predicate))
            added.append(
                revision(memory, message, sure=id(held) not in unsure, replaced=id(held) in replaced)
            )
        liking = (Kind.STANCE, Kind.HABIT)
        ended_now = [by_held[id(held)] for held in turned if held.kind in liking and id(held) not in unsure]
        if ended_now:  # a liking ended, here or by the extractor: what replaces it
            added += _taken_up(message, ended_now, written)
        added += _read_voiced(message, [voiced(said) for _, said in retold], written)
        added += _kept(message, [said for _, said in restate], [*result.candidates, *added], written)
        return replace(result, candidates=[*result.candidates, *added]) if added else result


def _news(result: ExtractionResult) -> list[New]:
    return [New(c.subject or "", c.predicate or "", c.object_value or "", c.ends) for c in result.candidates]


def _unkeyed(result: ExtractionResult) -> bool:
    """A message the rules read no key of, or kept as a free-text statement: only such a one may say a
    held statement again in its frame (a slot read on its key is replaced by governance through the
    key), so the held read is not widened for "I live in Leeds" or "my name is Ann"."""
    return not result.candidates or any(
        (c.predicate or "").startswith(FREE_TEXT_PREDICATE) for c in result.candidates
    )


def _restated(text: str, memories: list[HeldMemory], turned: set[int]) -> list[tuple[Held, str]]:
    """The held statements (free text, a favourite, a way of having a thing) a clause of the message
    says again in their frame with another value, each with that clause."""
    contents = [memory.content if memory.held.kind is Kind.HABIT else "" for memory in memories]
    found = [(memories[index].held, clause) for index, clause in restated(text, contents)]
    return [(held, clause) for held, clause in found if id(held) not in turned]


def _kept(
    message: ExtractionInput,
    said: list[str],
    candidates: list[ExtractedCandidate],
    written: set[tuple[str, str]],
) -> list[ExtractedCandidate]:
    """The restating clauses that no reading of the message holds yet, as the rules read them in the
    user's voice, else as free-text statements: the value that holds now is kept."""
    found: list[ExtractedCandidate] = []
    for clause in said:
        folded = clause.casefold()
        if any(
            c.scope is Scope.USER and c.object_value != ENDED and folded in (c.content or "").casefold()
            for c in [*candidates, *found]
        ):  # an ending's words are the message: they hold the clause but keep nothing of it
            continue
        read = _read_voiced(message, [clause], written)
        if not read:
            if (kept := free_text_candidate(clause, written)) is None:
                continue
            read = [kept]
        found += read
    return found


def _taken_up(
    message: ExtractionInput, ended_now: list[HeldMemory], written: set[tuple[str, str]]
) -> list[ExtractedCandidate]:
    """The new liking said in place of the ended ones, read by the extractor's general readers from the
    clause put in the user's voice (``rules.taken_up``): a liking or a free-text statement only."""
    words = frozenset().union(*(known_words(memory.held, memory.content) for memory in ended_now))
    return _read_voiced(message, taken_up(message.text, words), written)


def _read_voiced(
    message: ExtractionInput, said: Sequence[str | None], written: set[tuple[str, str]]
) -> list[ExtractedCandidate]:
    """What the extractor's general readers read of clauses put in the user's voice: a liking or a
    free-text statement of lasting scope, on a key not written yet."""
    found: list[ExtractedCandidate] = []
    for own in filter(None, said):
        for candidate in read_message(replace(message, text=own)):
            key = (candidate.subject or "", candidate.predicate or "")
            liking = predicate_family(key[1]) == STANCE and candidate.object_value == LIKE
            if (
                key in written
                or candidate.scope is not Scope.USER
                or not (liking or key[1].startswith(FREE_TEXT_PREDICATE))
            ):
                continue
            written.add(key)
            found.append(candidate)
    return found


def inside_read(memory: HeldMemory, read: list[str]) -> bool:
    """A held thing inside one the extractor read is that one's part (茶 in 奶茶): not named."""
    stance = memory.held.kind in (Kind.STANCE, Kind.AGAINST)
    against = memory.held.kind is Kind.AGAINST  # 酸汤鱼 is a thing of the kind 酸, not a part of it
    return stance and any(
        memory.subject in subject and not (against and of_kind(subject, memory.subject)) for subject in read
    )


async def held_memories(session: AsyncSession, tenant_id: str, user_id: str) -> list[HeldMemory]:
    """The user's ACTIVE USER-scope keyed memories a turn may end, the most recently changed first."""
    return (await _held_and_medicines(session, tenant_id, user_id))[0]


async def _held_and_medicines(
    session: AsyncSession, tenant_id: str, user_id: str
) -> tuple[list[HeldMemory], list[tuple[str, str]], list[HeldHealth], list[HeldMedicine]]:
    """``held_memories``, the medicines the user takes (``(name, content)``), the user's health
    constraints (``writepath.held_health``) and the medicines its health memories name
    (``writepath.medication_switches``), from one read."""
    found: list[HeldMemory] = []
    medicines: list[tuple[str, str]] = []
    health: list[HeldHealth] = []
    slots: list[HeldMedicine] = []
    rows = await held_keyed_statements(session, tenant_id, user_id, HELD)
    for subject, predicate, value, memory_type, content in rows:
        if predicate == MEDICATION and value == TAKES:
            medicines.append((subject, content))
        if (one := held_health(subject, predicate, value, memory_type, content)) is not None:
            health.append(one)
        slots += held_medicine_memories(subject, predicate, value, memory_type, content)
        held = held_as(subject, predicate, value)
        if held is not None:
            found.append(HeldMemory(subject, predicate, value, memory_type, held, content))
    return found, medicines, health, slots


def _redosed(
    message: ExtractionInput, result: ExtractionResult, medicines: list[tuple[str, str]]
) -> ExtractionResult:
    """A held medicine said with another dose is reworded on its key (``rewords``: governance replaces
    it), one stopped is ended (``rules.held_doses``); the extractor's other readings of that statement
    (a free-text copy, a dose misread as a limit) give way to it."""
    changed = redosed(message.text, medicines)
    if not changed:
        return result
    written = {(c.subject or "", c.predicate or "") for c in result.candidates}
    said = [trim(one.statement) for one in changed if not one.switched]
    keys = {(one.medicine, MEDICATION) for one in changed if not one.stopped}
    kept = [
        replace(c, rewords=True) if (c.subject or "", c.predicate or "") in keys else c
        for c in result.candidates
        if (c.subject or "", c.predicate or "") in keys
        or not any(trim(c.content) in statement or statement in trim(c.content) for statement in said)
    ]
    added = [
        replace(
            step_candidate(
                memory_type=MemoryType.CONSTRAINT,
                subject=one.medicine,
                predicate=MEDICATION,
                object_value=ENDED if one.stopped else TAKES,
                content=one.said.rstrip("。.!！"),
                confidence=PLAIN_CONFIDENCE,
                ends=TAKES if one.stopped else None,
            ),
            rewords=not one.stopped,
        )
        for one in changed
        if (one.medicine, MEDICATION) not in written
    ]
    return replace(result, candidates=[*kept, *added]) if added else result


def revision(
    memory: HeldMemory, message: ExtractionInput, sure: bool, replaced: bool = False
) -> ExtractedCandidate:
    """The held memory turned (a liking becomes a dislike) or ended; ``replaced``: said again at another
    time or value ("I do yoga in the evenings now" after "I do yoga every morning"), a liking keeps its
    stance in the new words (``rewords``: governance replaces the held one), not turned into a dislike —
    the user has not come to dislike it (docs/extraction.md, "A timetable is no liking")."""
    stance = memory.held.kind in (Kind.STANCE, Kind.AGAINST)
    if stance and replaced:
        kept = step_candidate(
            memory_type=MemoryType.PREFERENCE,
            subject=memory.subject,
            predicate=STANCE,
            object_value=memory.value,
            content=_content(message.text),
            confidence=PLAIN_CONFIDENCE if sure else UNSURE_CONFIDENCE,
        )
        return replace(kept, rewords=True)
    value = (LIKE if memory.held.kind is Kind.AGAINST else DISLIKE) if stance else ENDED
    return step_candidate(
        memory_type=MemoryType.PREFERENCE if stance else memory.memory_type,
        subject=memory.subject,
        predicate=STANCE if stance else memory.predicate,
        object_value=value,
        content=_content(message.text),
        confidence=PLAIN_CONFIDENCE if sure else UNSURE_CONFIDENCE,
        ends=None if stance else memory.value,
    )


def _content(text: str) -> str:
    """The revision's words: the message, less a Chinese clause dated "lately" (这阵子追纪录片去了), which
    dates the change — a turn of one occasion turns nothing (``rules.flips``) — but would read to
    governance as a one-time detail and keep the revision out of the user's lasting memories."""
    said = text.strip()
    if not says_one_time(said):
        return said
    kept = [
        clause for statement in statements(said) for clause in clauses(statement) if not says_one_time(clause)
    ]
    return ("，" if is_chinese(said) else ", ").join(kept) if kept else said
