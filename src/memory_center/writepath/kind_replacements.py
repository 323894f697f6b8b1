"""Held-slot comparison by kind on the write path: the I/O around ``extraction.held_kinds``.

For a Chinese user message that names a value of a known kind (a city, an employer, an option of a
slot, a car) about the user, the user's held keyed memories are read (one indexed statement, only
then) and a value of the same kind as a held single-valued slot's value becomes that slot's new value
(``user / <slot> = <value>``, the statement as its content): governance supersedes the held one through
the key. A free-text memory that held the slot's old value (我开的是一辆马自达3) is ended on its own key.
A reading of the same value under a slot the user does not hold (美团 as the booking platform when the
user holds an employer; B站 as a residence) is the held slot's, and the message's free-text memory of
the statement is dropped (docs/extraction.md, "Held-slot comparison by kind")."""

import re
from dataclasses import replace

from sqlalchemy.ext.asyncio import AsyncSession

from memory_center.enums import MemoryType
from memory_center.extraction.contract import ExtractedCandidate, ExtractionInput, ExtractionResult
from memory_center.extraction.held_frames_en import framed
from memory_center.extraction.held_given_up_en import gives_up
from memory_center.extraction.held_habits import amounts_said, habits_said
from memory_center.extraction.held_kinds import (
    HeldValue,
    Named,
    Replacement,
    free_text_values,
    held_kinds,
    named,
    placed_as_kind,
    replacing,
)
from memory_center.extraction.held_kinds_en import NOT_REPLACED, taken_by_rules
from memory_center.extraction.held_kinds_en import free_text_values as free_text_values_en
from memory_center.extraction.held_kinds_en import named as named_en
from memory_center.extraction.held_over import may_be_over, may_keep, option_slots, over_for, still_held
from memory_center.extraction.held_schools import SCHOOL_CHANGED, SchoolSaid, schools_held, schools_said
from memory_center.extraction.held_schools_en import children_named, may_name_school
from memory_center.extraction.held_schools_en import schools_said as schools_said_en
from memory_center.extraction.held_stages import StageSaid, held_stage, same_person, stages_said
from memory_center.extraction.held_states import StateOver, held_in, states_over
from memory_center.extraction.held_switch import HeldSlot, Switched, switch_slot, switches
from memory_center.extraction.held_types_en import typed_employers
from memory_center.extraction.kinds_en import EVERYDAY_SLOTS
from memory_center.extraction.rules.free_text import FREE_TEXT_PREDICATE
from memory_center.extraction.rules.text import is_chinese
from memory_center.extraction.schema import BY_NAME, plain_sentence, single_valued
from memory_center.governance.lasting import names_near_date, one_off, says_one_time
from memory_center.writepath.habit_replacements import amounts_replaced, habits_ended
from memory_center.writepath.held_repository import held_keyed_words
from memory_center.writepath.step_candidates import ENDED, ending_candidate, step_candidate

EVERYDAY = frozenset(EVERYDAY_SLOTS.split("|"))
HELD = 200
"""At most this many of the user's memories are read (the most recently changed)."""
CONFIDENCE = 0.7
"""Above the review threshold (0.6), below a reading by the rules (0.8), as a slot read by meaning."""
SCHOOL = "school"
STAGE = "school_stage"
"""The key of a child's school (``<child> / school``)."""


async def complete_by_kind(
    session: AsyncSession | None, tenant_id: str | None, message: ExtractionInput, result: ExtractionResult
) -> ExtractionResult:
    """The message's readings with the held slots its values of a known kind replace."""
    if session is None or tenant_id is None or message.role != "user" or not message.user_id:
        return result
    if result.error is not None:
        return result
    placed = {
        c.predicate: c.object_value or ""
        for c in result.candidates
        if c.subject == "user"
        and c.predicate
        and single_valued(c.predicate)
        # a slot the rules read as ended (离职了, said with the next job's date) takes the new value
        and (c.object_value or "").casefold() != ENDED
    }
    ended = [(c.ends or "").casefold() for c in result.candidates if (c.object_value or "").lower() == ENDED]
    said = [
        one
        for one in named(message.text)
        if not any(placed_as_kind(one, slot, value) for slot, value in placed.items())
        and not any(gone and (gone in one.value.casefold() or one.value.casefold() in gone) for gone in ended)
    ]  # a place or employer the rules put in its slot needs no held read (an option may end free text);
    # the value an ending of the rules names (我从百度离职了, 我把宝马卖了) is the one given up, no new one
    said_en, unowned, everyday = (
        [
            one
            for one in named_en(message.text, frozenset(placed) | extra, unowned=loose)
            if not any(placed_as_kind(one, slot, value) for slot, value in placed.items())
            and not taken_by_rules(one, placed)
            and (not extra or one.kinds & extra)
        ]
        for loose, extra in ((False, frozenset()), (True, frozenset()), (False, EVERYDAY))
    )
    said_en += [] if "workplace" in placed else typed_employers(message.text)  # "first week at the law firm"
    said_en = [replace(one, kinds=one.kinds | option_slots(one.value)) for one in said_en]  # Monzo: bank too
    switched = switches(message.text)
    schools = schools_said(message.text)
    stages = stages_said(message.text)
    named_school = may_name_school(message.text)
    over = states_over(message.text)
    habits = habits_said(message.text)
    amounts = amounts_said(message.text)
    keeps = bool(placed) and may_keep(message.text)
    over_en = may_be_over(message.text)
    if not (
        said
        or said_en
        or unowned
        or everyday
        or switched
        or schools
        or stages
        or named_school
        or over
        or habits
        or amounts
        or keeps
        or over_en
    ):
        return result
    rows = await held_keyed_words(session, tenant_id, message.user_id, HELD)
    if keeps:  # "… but I'm not leaving Spotify": the held value stays, the new one is no replacement
        result = _kept(result, rows, placed, message.text)
        placed = {k: v for k, v in placed.items() if any(c.predicate == k for c in result.candidates)}
    schools += schools_said_en(message.text, children_named(rows)) if named_school else []
    held = _held(rows)
    held_en = _held_en(rows) if said_en or unowned or everyday else []
    said_en += _anchored(unowned, held_en, message.text) + _everyday_held(everyday, said_en, held_en)
    held_slots = {one.slot for one in held} | {one.slot for one in held_en}
    found = replacing(said, held, {k: v for k, v in placed.items() if k in held_slots}) if held else []
    if held_en:
        found += [
            _own_clause(one, said_en, held_en)
            for one in replacing(said_en, held_en, {k: v for k, v in placed.items() if k in held_slots})
        ]
    found += _switched(switched, rows, placed, {one.slot.name for one in found}) if held or held_en else []
    over_now_en = (
        _over_en(message.text, rows, placed, {one.slot.name for one in found}) if over_en else ([], [])
    )
    found += over_now_en[0]
    found = [one for one in found if not one_off(message.text, one.value)]  # a one-off ends nothing held
    over_now = _states(over, rows, _written(result, found))
    habits_now = habits_ended(
        habits, rows, _written(result, found) | {(c.subject or "", c.predicate or "") for c in over_now}
    )
    habits_now += amounts_replaced(amounts, rows, _written(result, found))
    added = _unique(_schools(schools, rows) + _stages(stages, rows) + over_now + habits_now + over_now_en[1])
    if not found and not added:
        return result
    values = {one.value.casefold() for one in found}
    taught = {
        one.school.casefold() for one in schools
    }  # "Leo's first week at Westfield High": not the user's job
    statements = {one.statement for one in found} | {c.content for c in added}
    english = not is_chinese(message.text)
    filled = {one.slot.name for one in found}
    kept = [
        c
        for c in result.candidates
        if not _displaced(c, values, statements, held_slots, english)
        and not (c.predicate in (SCHOOL, "workplace") and (c.object_value or "").casefold() in taught)
        and not (c.subject == "user" and c.predicate in filled and (c.object_value or "").casefold() == ENDED)
    ]
    for one in found:
        if one.slot.name not in placed:  # a slot the rules read already keeps their reading
            added.append(_candidate(one))
        added.extend(ending_candidate(end, one.statement) for end in one.ends)
    return replace(result, candidates=[*kept, *added])


def _displaced(
    c: ExtractedCandidate, values: set[str], statements: set[str], held: set[str], english: bool = False
) -> bool:
    """A reading the new slot value takes the place of: the statement's free-text memory, or the same
    value read under a single-valued slot the user does not hold (in English, also a reading that holds
    the value in more words: "a CrossFit box around the corner" as an employer)."""
    predicate = c.predicate or ""
    if predicate.startswith(FREE_TEXT_PREDICATE):
        return any(c.content in statement or statement in c.content for statement in statements)
    if c.subject == "user" and single_valued(predicate) and predicate not in held:
        said = (c.object_value or "").casefold()
        return said in values or (english and any(value in said for value in values))
    return False


def _kept(
    result: ExtractionResult, rows: list[tuple[str, str, str, str]], placed: dict[str, str], text: str
) -> ExtractionResult:
    """The readings without a new value of a held slot whose held value the message still holds ("got 3
    free months of Apple Music … I'm not leaving Spotify": ``held_over.still_held``), a look-alike."""
    held = [
        (predicate, value)
        for subject, predicate, value, _ in rows
        if subject == "user" and predicate in placed and value and not _said_again(value, placed[predicate])
    ]
    kept = {predicate for predicate, value in held if still_held(text, value)}
    if not kept:
        return result
    return replace(
        result, candidates=[c for c in result.candidates if not (c.subject == "user" and c.predicate in kept)]
    )


def _switched(
    switched: list[Switched], rows: list[tuple[str, str, str, str]], placed: dict[str, str], taken: set[str]
) -> list[Replacement]:
    """The held option slots the message's switches name (``extraction.held_switch``)."""
    slots = [
        HeldSlot(predicate, value, content)
        for subject, predicate, value, content in rows
        if subject == "user" and single_valued(predicate) and value.casefold() not in (ENDED, "unknown")
    ]
    found: list[Replacement] = []
    for one in switched:
        slot = switch_slot(one, slots)
        if slot is None or slot.name in placed or slot.name in taken:
            continue
        taken.add(slot.name)
        found.append(Replacement(slot, one.value, one.statement))
    return found


def _over_en(
    text: str, rows: list[tuple[str, str, str, str]], placed: dict[str, str], taken: set[str]
) -> tuple[list[Replacement], list[ExtractedCandidate]]:
    """A held value spoken of as over beside what holds now (``held_over.over_for``): a held slot takes
    the name said now ("Ally for everything now, Chase's fees were ridiculous"); a held free-text memory
    that names it ends ("I'm in Hokas for all my runs now, the Pegasus were killing my shins")."""
    found: list[Replacement] = []
    ended: list[ExtractedCandidate] = []
    for subject, predicate, value, content in rows:
        if subject != "user" or not value or value.casefold() in (ENDED, "unknown"):
            continue
        if single_valued(predicate) and predicate not in placed and predicate not in taken:
            over, new = over_for(text, value)
            if over and new and (slot := BY_NAME.get(predicate)) is not None:
                taken.add(predicate)
                found.append(Replacement(slot, new, text.strip()))
        elif predicate.startswith(FREE_TEXT_PREDICATE) and any(
            over_for(text, name)[0] for name in re.findall(r"(?<=\s)[A-Z][\w'-]+", content)
        ):
            ended.append(ending_candidate(HeldValue(predicate, value, subject, predicate), text.strip()))
    return found, ended


def _schools(said: list[SchoolSaid], rows: list[tuple[str, str, str, str]]) -> list[ExtractedCandidate]:
    """A child's school said as another one than a held memory of the child names
    (``extraction.held_schools``): that memory ends on its own key, and ``<child> / school`` holds the
    new school. Nothing for a child whose held memories name no school (a first mention is the
    extractor's), unless the statement tells a move to the school (``SCHOOL_CHANGED``: 转学, 报到)."""
    added: list[ExtractedCandidate] = []
    for one in said:
        ended: list[ExtractedCandidate] = []
        for subject, predicate, value, content in rows:
            if subject != one.child or not value or value.casefold() in (ENDED, "unknown"):
                continue
            names = [value] if predicate == SCHOOL else schools_held(subject, content)
            if not names or any(name in one.school or one.school in name for name in names):
                continue
            if predicate != SCHOOL:
                ended.append(ending_candidate(HeldValue(SCHOOL, value, subject, predicate), one.statement))
            ended.append(_school(one))
        if not ended and SCHOOL_CHANGED.search(one.statement):  # a move to a school needs none held
            ended.append(_school(one))
        added.extend(_unique(ended))
    return added


def _stages(said: list[StageSaid], rows: list[tuple[str, str, str, str]]) -> list[ExtractedCandidate]:
    """A person's stage of schooling said as a later one than a held memory of theirs names
    (``extraction.held_stages``): that memory ends on its own key, and ``<person> / school_stage`` holds
    the statement. Nothing for a person whose held memories name no stage."""
    added: list[ExtractedCandidate] = []
    for one in said:
        ended: list[ExtractedCandidate] = []
        for subject, predicate, value, content in rows:
            if not same_person(subject, one.person) or not predicate.startswith(FREE_TEXT_PREDICATE):
                continue
            held = held_stage(content)
            if held is None or not one.stage.later_than(held):
                continue
            ended.append(ending_candidate(HeldValue(STAGE, value, subject, predicate), one.statement))
            ended.append(
                step_candidate(
                    memory_type=MemoryType.FACT,
                    subject=one.person,
                    predicate=STAGE,
                    object_value=one.stage.said,
                    content=one.statement,
                    confidence=CONFIDENCE,
                )
            )
        added.extend(_unique(ended))
    return added


def _states(
    said: list[StateOver], rows: list[tuple[str, str, str, str]], written: set[tuple[str, str]]
) -> list[ExtractedCandidate]:
    """A state of life said as over (``extraction.held_states``): each held memory of the person that
    names the state ends on its own key, worded by the statement that tells what followed it; a key the
    message writes a new value on already (入职拼多多: the workplace) is left to that value."""
    return [
        ending_candidate(HeldValue(one.state.name, value, subject, predicate), one.statement)
        for one in said
        for subject, predicate, value, content in rows
        if value
        and value.casefold() not in (ENDED, "unknown")
        and (subject, predicate) not in written
        and held_in(one.state, one.person, subject, f"{content} {value}")
    ]


def _written(result: ExtractionResult, found: list[Replacement]) -> set[tuple[str, str]]:
    return {(c.subject or "", c.predicate or "") for c in result.candidates} | {
        ("user", one.slot.name) for one in found
    }


def _unique(candidates: list[ExtractedCandidate]) -> list[ExtractedCandidate]:
    seen: set[tuple[str, str, str]] = set()
    kept: list[ExtractedCandidate] = []
    for c in candidates:
        key = (c.subject or "", c.predicate or "", c.object_value or "")
        if key not in seen:
            seen.add(key)
            kept.append(c)
    return kept


def _school(one: SchoolSaid) -> ExtractedCandidate:
    return step_candidate(
        memory_type=MemoryType.FACT,
        subject=one.child,
        predicate=SCHOOL,
        object_value=one.school,
        content=one.statement,
        confidence=CONFIDENCE,
    )


def _anchored(unowned: list[Named], held: list[HeldValue], text: str) -> list[Named]:
    """The values said with no word of the user ("The Tesla's range is fine for the commute") that
    are the user's because the message gives up a held value of their kind ("Gave the Fiesta to my
    nephew"): the user speaks of their own things; or because their frame makes them the user's
    ("Parking the Tesla at work", "first week at Stripe": ``held_frames_en.framed``)."""
    given_up = [one for one in held if not one.free_text and gives_up(text, one.value)]
    anchored = [
        new
        for new in unowned
        if any(one.slot in new.kinds or held_kinds(one.value, one.slot) & new.kinds for one in given_up)
        and not any(_said_again(new.value, one.value) for one in given_up)
    ]
    # a value whose frame makes it the user's own ("Parking the Tesla", "first week at Stripe")
    return anchored + [
        replace(new, kinds=kinds) for new in unowned if new not in anchored and (kinds := framed(new))
    ]


def _everyday_held(everyday: list[Named], said: list[Named], held: list[HeldValue]) -> list[Named]:
    """A value of a slot of everyday words ("a small cortado", the coffee order) is the slot's when the
    user holds the slot: a value the rules read elsewhere in the message is no longer needed for it."""
    slots = {one.slot for one in held} & EVERYDAY
    values = {one.value for one in said}
    return [one for one in everyday if one.kinds & slots and one.value not in values]


def _said_again(new: str, held: str) -> bool:
    a, b = new.casefold(), held.casefold()
    return bool(a and b) and (a in b or b in a)


def _own_clause(one: Replacement, said: list[Named], held: list[HeldValue]) -> Replacement:
    """An English replacement worded by its value's clause when the statement gives the held value up
    in another ("Cancelled Netflix, we're a Prime Video household now": the new memory names no Netflix)."""
    clause = next((n.clause for n in said if n.value == one.value and n.statement == one.statement), "")
    old = [h.value.casefold() for h in held if h.slot == one.slot.name and not h.free_text]
    named_old = any(value in one.statement.casefold() for value in old)
    if clause and named_old and not any(value in clause.casefold() for value in old):
        return replace(one, statement=clause)
    return one


def _held_en(rows: list[tuple[str, str, str, str]]) -> list[HeldValue]:
    """The held values an English value of a known kind may replace: the keyed ones but where one grew
    up (``held_kinds_en.NOT_REPLACED``), and English free text naming an option of a slot."""
    found: list[HeldValue] = []
    for subject, predicate, value, _ in rows:
        if not value or value.casefold() in (ENDED, "unknown") or subject != "user":
            continue
        if single_valued(predicate) and predicate not in NOT_REPLACED:
            found.append(HeldValue(predicate, value, subject, predicate))
        elif predicate.startswith(FREE_TEXT_PREDICATE):
            found.extend(free_text_values_en(subject, predicate, value))
    return found


def _held(rows: list[tuple[str, str, str, str]]) -> list[HeldValue]:
    found: list[HeldValue] = []
    for subject, predicate, value, _ in rows:
        if not value or value.casefold() in (ENDED, "unknown"):
            continue
        if subject == "user" and single_valued(predicate):
            found.append(HeldValue(predicate, value, subject, predicate))
        elif predicate.startswith(FREE_TEXT_PREDICATE) and subject == "user":
            found.extend(free_text_values(subject, predicate, value))
    return found


def _candidate(one: Replacement) -> ExtractedCandidate:
    content = one.statement.strip().rstrip("。.!！")
    if says_one_time(content) or (not is_chinese(content) and names_near_date(content)):
        # "… on Monday", 下个月去字节跳动报到: a remark of the day, a lasting value
        content = plain_sentence(one.slot, one.value)
    option = one.slot.value == "option" and not one.slot.fact
    return step_candidate(
        memory_type=MemoryType.PREFERENCE if option else MemoryType.FACT,
        subject="user",
        predicate=one.slot.name,
        object_value=one.value,
        content=content,
        confidence=CONFIDENCE,
    )
