"""A held standing rule about the answers withdrawn by reference ends (the I/O around
``extraction.rules.withdrawn_rules``; docs/extraction.md, "Session 28: standing rules about how to
answer, and their withdrawal"). The held read is the write path's shared one, asked only for a message
with a shape of withdrawal (the pure gate first). Each held rule the message names gets an ending
candidate on its own key (``none``, ``ends`` its value: governance supersedes it), unless a reading of
the message already sets that key ("ok done with the spanish practice, English is fine again": the
new language replaces the held one).

A held restriction lifted (``extraction.rules.lifted_rules``: "the nephrologist has lifted the salt
restriction", 人均这个限制可以放开了, 算了，三个太少了，不用限制了) ends the same way, whatever its kind: a
health restriction, a standing rule, a stance of refusal (戒辣); the readings of the lifting clause itself
(a stance on "that restriction") give way to its ending (docs/extraction.md, "Session 30: restrictions
and rules lifted or revised").
"""

from dataclasses import replace

from sqlalchemy.ext.asyncio import AsyncSession

from memory_center.enums import MemoryType
from memory_center.extraction.contract import ExtractedCandidate, ExtractionInput, ExtractionResult
from memory_center.extraction.rules.free_text import FREE_TEXT_PREDICATE
from memory_center.extraction.rules.lifted_rules import lifted, may_lift, restriction
from memory_center.extraction.rules.withdrawn_rules import HeldRule, may_withdraw, withdrawn
from memory_center.writepath.held_repository import held_keyed_statements
from memory_center.writepath.step_candidates import ENDED, ENDING_CONFIDENCE, step_candidate

HELD = 200
"""At most this many of the user's memories are read: the other held readers' limit, one shared read."""


def wanted(message: ExtractionInput, result: ExtractionResult) -> bool:
    """Whether the message may withdraw a held rule (pure)."""
    said = message.role == "user" and bool(message.user_id) and result.error is None
    return said and (may_withdraw(message.text) or may_lift(message.text))


async def complete(
    session: AsyncSession, tenant_id: str, message: ExtractionInput, result: ExtractionResult
) -> ExtractionResult:
    """The message's readings, with an ending of each held rule it withdraws."""
    if not wanted(message, result) or message.user_id is None:
        return result
    rows = await held_keyed_statements(session, tenant_id, message.user_id, HELD)
    held = [
        HeldRule(subject, predicate, value, content)
        for subject, predicate, value, kind, content in rows
        if kind is MemoryType.CONSTRAINT and value.casefold() != ENDED
    ]
    restrictions = [
        (HeldRule(subject, predicate, value, content), kind)
        for subject, predicate, value, kind, content in rows
        if kind in (MemoryType.CONSTRAINT, MemoryType.PREFERENCE)
        and value.casefold() != ENDED
        and restriction(kind is MemoryType.CONSTRAINT, value)
    ]
    written = {(c.subject or "", c.predicate or "") for c in result.candidates}
    said = message.text.strip().rstrip("。.!！")
    ends = [(held[at], MemoryType.CONSTRAINT) for at in withdrawn(message.text, held)]
    lifts = lifted(message.text, [rule for rule, _ in restrictions])
    ends += [restrictions[one.at] for one in lifts]
    added: list[ExtractedCandidate] = []
    for rule, kind in ends:
        if (rule.subject, rule.predicate) in written:
            continue
        written.add((rule.subject, rule.predicate))
        added.append(
            step_candidate(
                # a withdrawn rule leaves no rule: its ending is a fact of the rule's key (Session 31)
                memory_type=MemoryType.FACT if kind is MemoryType.CONSTRAINT else kind,
                subject=rule.subject,
                predicate=rule.predicate,
                object_value=ENDED,
                content=said,
                confidence=ENDING_CONFIDENCE,
                ends=rule.value,
            )
        )
    if not added:
        return result
    # the withdrawal's words kept as free text ("forget the word limit") give way to its ending, and so
    # does a reading of a thing of the lifting clause (a stance on 辣那条可以不用管)
    clauses = [one.clause for one in lifts]
    kept = [
        c
        for c in result.candidates
        if not (c.predicate or "").startswith(FREE_TEXT_PREDICATE)
        and not any(c.subject and c.subject != "user" and c.subject in clause for clause in clauses)
    ]
    return replace(result, candidates=[*kept, *added])
