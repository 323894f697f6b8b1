"""A held standing rule revised, lifted or given a rule beside it by a later message (the I/O around
``extraction.rules.revised_rules``; docs/extraction.md, "Session 29: a held standing rule revised,
lifted or excepted"). The held read is the write path's shared one, asked only for a user's message
that may revise a rule (the pure gate first). What each revision proposes:

- **revised**: an ending of the held rule on its own key (``none``, ``ends`` its value: governance
  supersedes it), and the new value on ``user / <aspect>`` unless the extractor already read the
  statement as a standing rule ("Give me temperatures in Fahrenheit from now on");
- **lifted**: a liking on the held prohibition's own key, worded by the permission: governance
  supersedes the prohibition, and no rule of it stays;
- **beside**: the new rule on its own key (its scope or kind, its aspect), the held one untouched.

The statement's words kept as free text give way to what it proposes.
"""

from dataclasses import replace

from sqlalchemy.ext.asyncio import AsyncSession

from memory_center.enums import MemoryType, Scope
from memory_center.extraction.contract import ExtractedCandidate, ExtractionInput, ExtractionResult
from memory_center.extraction.rules.free_text import FREE_TEXT_PREDICATE
from memory_center.extraction.rules.model import LIKE, STANCE, HeldMemory
from memory_center.extraction.rules.revised_rules import (
    BESIDE,
    LIFTED,
    REVISED,
    Revision,
    may_revise,
    revisions,
)
from memory_center.extraction.rules.text import trim
from memory_center.writepath.held_repository import held_keyed_statements
from memory_center.writepath.step_candidates import ENDED, ENDING_CONFIDENCE, step_candidate

HELD = 200
"""At most this many of the user's memories are read: the other held readers' limit, one shared read."""


def wanted(message: ExtractionInput, result: ExtractionResult) -> bool:
    """Whether the message may revise a held rule (pure)."""
    said = message.role == "user" and bool(message.user_id) and result.error is None
    return said and may_revise(message.text)


async def complete(
    session: AsyncSession, tenant_id: str, message: ExtractionInput, result: ExtractionResult
) -> ExtractionResult:
    """The message's readings, with what it does to the held rules it revises, lifts or adds to."""
    if not wanted(message, result) or message.user_id is None:
        return result
    rows = await held_keyed_statements(session, tenant_id, message.user_id, HELD)
    held = [
        HeldMemory(subject, predicate, value, content)
        for subject, predicate, value, kind, content in rows
        if kind is MemoryType.CONSTRAINT and value.casefold() != ENDED
    ]
    rules = [c.content for c in result.candidates if _rule(c)]
    found = revisions(message.text, held, rules)
    if not found:
        return result
    # a sure reading of the message on a held rule's key stands; an unsure one (a turn named by one
    # shared character, ``held_turns``) gives way to the revision
    written = {_key(c) for c in result.candidates if c.confidence >= ENDING_CONFIDENCE}
    ruled = {_key(c) for c in result.candidates if _rule(c) and c.confidence >= ENDING_CONFIDENCE}
    added: list[ExtractedCandidate] = []
    for one in found:
        rule = held[one.at] if one.at is not None else None
        if rule is not None and _key_of(rule) in written and not _adopted(one, rule, ruled):
            continue  # a reading of the message already sets the held rule's key
        added.extend(_proposed(one, rule, read=any(_said_in(content, one.statement) for content in rules)))
        if rule is not None:
            written.add((rule.subject, rule.predicate))
    if not added:
        return result
    said = [one.statement for one in found]
    # the aspect's own slot read from the statement (``user / currency`` of 报价以后都改成欧元吧) is the rule
    keys = {_key(c) for c in added} | {(one.subject, one.predicate) for one in found if one.kind == REVISED}
    kept = [c for c in result.candidates if not _replaced(c, keys, said)]
    return replace(result, candidates=[*kept, *added])


def _key_of(rule: HeldMemory) -> tuple[str, str]:
    return rule.subject, rule.predicate


def _adopted(one: Revision, rule: HeldMemory, ruled: set[tuple[str, str]]) -> bool:
    """A new value on the held rule's own key where the message's reading of that key is no rule (a
    report of a name others use, adopted: 同事都叫我林工，你也这么叫吧): the revision replaces it."""
    return (one.subject, one.predicate) == _key_of(rule) and _key_of(rule) not in ruled


def _key(candidate: ExtractedCandidate) -> tuple[str, str]:
    return candidate.subject or "", candidate.predicate or ""


def _replaced(candidate: ExtractedCandidate, keys: set[tuple[str, str]], said: list[str]) -> bool:
    """A reading the revision replaces: the statement's words kept as free text, or another reading on
    a key the revision sets that is no sure standing rule (a currency slot's liking of the new value,
    an unsure turn of the held rule)."""
    if (candidate.predicate or "").startswith(FREE_TEXT_PREDICATE):
        return any(_said_in(candidate.content, statement) for statement in said)
    return _key(candidate) in keys and not (_rule(candidate) and candidate.confidence >= ENDING_CONFIDENCE)


def _proposed(one: Revision, rule: HeldMemory | None, read: bool) -> list[ExtractedCandidate]:
    """The candidates of one revision, each marked ``revises``: a held standing rule's revision keeps
    its lasting scope whatever one-time word names its thing (周报以后加一段 下周计划)."""
    return [replace(candidate, revises=True) for candidate in _candidates(one, rule, read)]


def _candidates(one: Revision, rule: HeldMemory | None, read: bool) -> list[ExtractedCandidate]:
    content = one.statement.rstrip("。.!！")
    new = [
        step_candidate(
            memory_type=MemoryType.CONSTRAINT,
            subject=one.subject,
            predicate=one.predicate,
            object_value=one.value,
            content=content,
            confidence=ENDING_CONFIDENCE,
        )
    ]
    if one.kind == BESIDE or rule is None:
        return [] if read else new
    if one.kind == LIFTED:
        lift = step_candidate(
            memory_type=MemoryType.PREFERENCE,
            subject=rule.subject,
            predicate=STANCE,
            object_value=LIKE,
            content=content,
            confidence=ENDING_CONFIDENCE,
        )
        return [lift]
    assert one.kind == REVISED
    if (one.subject, one.predicate) == (rule.subject, rule.predicate):
        return new  # the new value on the held rule's own key: governance supersedes the held one
    ending = step_candidate(
        memory_type=MemoryType.CONSTRAINT,
        subject=rule.subject,
        predicate=rule.predicate,
        object_value=ENDED,
        content=content,
        confidence=ENDING_CONFIDENCE,
        ends=rule.value,
    )
    return [ending] if read else [ending, *new]


def _rule(candidate: ExtractedCandidate) -> bool:
    return candidate.memory_type is MemoryType.CONSTRAINT and candidate.scope is Scope.USER


def _said_in(content: str, statement: str) -> bool:
    """Whether a reading's words are (part of) the statement, or the statement part of them."""
    a, b = trim(content).casefold(), trim(statement).casefold()
    return bool(a and b) and (a in b or b in a)
