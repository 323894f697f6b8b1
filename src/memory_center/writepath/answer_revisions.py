"""A held standing rule about the answers revised or lifted by a later message of the same aspect (the I/O
around ``extraction.rules.aspect_revisions``; docs/extraction.md, "Session 31: a standing rule about the
answers revised by its aspect"). The held read is the write path's shared one, asked only for a user's
message that names an aspect of the answers (the pure gate first). What each reading proposes:

- **revised**: the new rule on ``user / <aspect>``, a USER CONSTRAINT whatever word of one time its
  statement has ("answer in English again pls, done practicing for now"), and an ending of the held rule on
  its own key when that key is another (``none``, ``ends`` its value: governance supersedes it); on the same
  key governance supersedes the held value with the new one;
- **lifted**: an ending of the held rule on its own key, a fact (a lifted rule leaves no rule);
- a **standing order** about an aspect no reading took as the user's rule (``rules.aspect_orders``:
  "Limit replies to 150 words", 写代码的时候注释用中文): the rule on ``user / <aspect>``.

The statement's other readings of a rule (a session-scoped reading of the new value, a prohibition read
from 别三点了, its words kept as free text) give way to what it proposes. A held rule an earlier step
already ended or revised is left to it.
"""

from dataclasses import replace

from sqlalchemy.ext.asyncio import AsyncSession

from memory_center.enums import MemoryType, Scope
from memory_center.extraction.contract import ExtractedCandidate, ExtractionInput, ExtractionResult
from memory_center.extraction.rules.aspect_orders import standing_order
from memory_center.extraction.rules.aspect_revisions import (
    REVISED,
    AspectRevision,
    aspect_revisions,
    may_revise_aspect,
)
from memory_center.extraction.rules.free_text import FREE_TEXT_PREDICATE
from memory_center.extraction.rules.model import HeldMemory
from memory_center.extraction.rules.split import statements
from memory_center.extraction.rules.text import trim
from memory_center.writepath.held_repository import held_keyed_statements
from memory_center.writepath.step_candidates import ENDED, ENDING_CONFIDENCE, step_candidate

HELD = 200
"""At most this many of the user's memories are read: the other held readers' limit, one shared read."""


def wanted(message: ExtractionInput, result: ExtractionResult) -> bool:
    """Whether the message may revise a held rule about the answers (pure)."""
    said = message.role == "user" and bool(message.user_id) and result.error is None
    return said and may_revise_aspect(message.text)


async def complete(
    session: AsyncSession, tenant_id: str, message: ExtractionInput, result: ExtractionResult
) -> ExtractionResult:
    """The message's readings, with the held rules about the answers it revises or lifts."""
    if not wanted(message, result) or message.user_id is None:
        return result
    rows = await held_keyed_statements(session, tenant_id, message.user_id, HELD)
    held = [
        HeldMemory(subject, predicate, value, content)
        for subject, predicate, value, kind, content in rows
        if kind is MemoryType.CONSTRAINT and value.casefold() != ENDED
    ]
    # a held rule or a statement an earlier step read against the held rules is left to it (a scoped
    # value beside the held rule, ``rule_revisions``: 港股相关的金额用港币就行)
    settled = [c for c in result.candidates if c.ends is not None or c.revises]
    keys = {_key(c) for c in settled}
    found = [
        one
        for one in aspect_revisions(message.text, held)
        if _key_of(held[one.at]) not in keys and not any(_said_in(c.content, one.statement) for c in settled)
    ]
    candidates = list(result.candidates)
    for one in found:
        candidates = _applied(one, held[one.at], candidates)
    candidates = _standing(message.text, {trim(one.statement) for one in found}, candidates)
    return result if candidates == list(result.candidates) else replace(result, candidates=candidates)


def _standing(
    text: str, revising: set[str], candidates: list[ExtractedCandidate]
) -> list[ExtractedCandidate]:
    """A standing order about an aspect of the answers no reading took as the user's rule ("Limit replies
    to 150 words", 写代码的时候注释用中文): the rule on ``user / <aspect>``, in place of its readings."""
    for statement in statements(text):
        said = trim(statement)
        if said in revising or any(_rule(c) and _said_in(c.content, said) for c in candidates):
            continue
        if (order := standing_order(said)) is None:
            continue
        aspect, words = order
        rule = step_candidate(
            memory_type=MemoryType.CONSTRAINT,
            subject="user",
            predicate=aspect,
            object_value=words,
            content=said,
            confidence=ENDING_CONFIDENCE,
        )
        candidates = [*(c for c in candidates if not _of_statement(c, said)), rule]
    return candidates


def _applied(
    one: AspectRevision, rule: HeldMemory, candidates: list[ExtractedCandidate]
) -> list[ExtractedCandidate]:
    """The candidates with one revision or lift proposed and the statement's own rule readings gone."""
    content = trim(one.statement)
    ending = step_candidate(
        memory_type=MemoryType.CONSTRAINT,
        subject=rule.subject,
        predicate=rule.predicate,
        object_value=ENDED,
        content=content,
        confidence=ENDING_CONFIDENCE,
        ends=rule.value,
    )
    if one.kind != REVISED:
        # a lift leaves no rule: its ending is a fact of the held rule's key, no constraint of its own
        kept = [c for c in candidates if not _of_statement(c, content)]
        return [*kept, replace(ending, memory_type=MemoryType.FACT, revises=True)]
    key = ("user", one.aspect)
    sure = [c for c in candidates if _key(c) == key and _rule(c) and c.confidence >= ENDING_CONFIDENCE]
    new = step_candidate(
        memory_type=MemoryType.CONSTRAINT,
        subject="user",
        predicate=one.aspect,
        object_value=one.value,
        content=trim(one.content) or content,
        confidence=ENDING_CONFIDENCE,
    )
    kept = [c for c in candidates if c in sure or not (_key(c) == key or _of_statement(c, content))]
    proposed = [] if sure else [new]
    if key != _key_of(rule):
        proposed.append(ending)
    return [*kept, *(replace(c, revises=True) for c in proposed)]


def _of_statement(candidate: ExtractedCandidate, statement: str) -> bool:
    """A reading of the revising statement that is a rule or its words kept as free text."""
    ruled = candidate.memory_type is MemoryType.CONSTRAINT or (candidate.predicate or "").startswith(
        FREE_TEXT_PREDICATE
    )
    return ruled and not candidate.revises and _said_in(candidate.content, statement)


def _said_in(content: str, statement: str) -> bool:
    a, b = trim(content).casefold(), trim(statement).casefold()
    return bool(a and b) and (a in b or b in a)


def _rule(candidate: ExtractedCandidate) -> bool:
    return candidate.memory_type is MemoryType.CONSTRAINT and candidate.scope is Scope.USER


def _key(candidate: ExtractedCandidate) -> tuple[str, str]:
    return candidate.subject or "", candidate.predicate or ""


def _key_of(rule: HeldMemory) -> tuple[str, str]:
    return rule.subject, rule.predicate
