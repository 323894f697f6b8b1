"""A replaced value follows into the memories that were said with it (docs/design.md, write path).

One statement may hold two memories: "I'm an accountant at Deloitte" is the job and the employer;
我的手机号是移动的 the carrier (and, read by another reader, the number's note). When a later message
replaces one of them ("Started at KPMG this week": the employer is now KPMG), the other still says
"at Deloitte" in its words. After a message's candidates are governed, each memory that a new value
superseded has its **siblings** — the owner's other ACTIVE memories stored from the same words (the
same content) that mention the replaced value — revised: a new revision whose wording (and value,
when the value names it) has the new value in place of the old one ("I'm an accountant at KPMG"),
its trust and confidence kept, its evidence carried as reference, the revision's reason
``value_followed``. Only a value of the user's own (``user / <slot>``) follows, never an ending
(``none``), a stance (like, dislike) or an order's kind: "at none" or "I dislike jazz" are no words
to put in a sibling's mouth. A sibling whose words do not name the old value is left as it is;
nothing is ever ended by this step.
"""

import re

from sqlalchemy.ext.asyncio import AsyncSession

from memory_center.auth.principal import Principal
from memory_center.db.base import utcnow
from memory_center.enums import EvidenceRelation, FactStatus
from memory_center.errors import Conflict
from memory_center.facts import repository
from memory_center.facts.service import Change, Effects, FactWrites, NewFact, key_of, lock_fact, supersede
from memory_center.governance.policies import Outcome
from memory_center.models import Fact
from memory_center.writepath.held_repository import same_words
from memory_center.writepath.proposals import Governed
from memory_center.writepath.write_path import WriteDeps

REASON = "value_followed"
_NOT_VALUES = frozenset({"none", "unknown", "like", "dislike", "love", "hate", "required", "never", "only"})
"""What a key holds that is no value to put in words: an ending, a stance, an order's kind."""


def _a_value(value: str) -> bool:
    return value.casefold() not in _NOT_VALUES


async def follow_replaced(
    session: AsyncSession, runtime: WriteDeps, principal: Principal, governed: list[Governed]
) -> None:
    """Revise the siblings of every memory a governed candidate superseded with another value."""
    for one in governed:
        decision, new = one.decision, one.fact
        if decision.outcome is not Outcome.SUPERSEDE or new is None or decision.fact_id is None:
            continue
        old = await repository.get(session, new.tenant_id, decision.fact_id)
        if old is None or not follows(old, new):
            continue
        for sibling in await same_words(session, old, new.id):
            await _revise(
                session, runtime, principal, sibling, old.object_value or "", new.object_value or ""
            )


def follows(old: Fact, new: Fact) -> bool:
    """Whether ``new`` superseding ``old`` has its value followed into ``old``'s siblings: a value of
    the user's own (a slot), not a stance on a thing, changed to another value."""
    if old.subject != "user" or not old.object_value or not new.object_value:
        return False
    return old.object_value.casefold() != new.object_value.casefold() and _a_value(new.object_value)


def followed(text: str, old_value: str, new_value: str) -> str | None:
    """``text`` with its one mention of ``old_value`` (a whole word or number, or inside Chinese text)
    replaced by ``new_value``; None when it names it not exactly once."""
    pattern = re.escape(old_value)
    if old_value.isascii():
        pattern = rf"(?<![A-Za-z0-9]){pattern}(?![A-Za-z0-9])"
    mentions = list(re.finditer(pattern, text, re.IGNORECASE))
    if len(mentions) != 1:
        return None
    found = mentions[0]
    return f"{text[: found.start()]}{new_value}{text[found.end() :]}"


async def _revise(
    session: AsyncSession,
    runtime: WriteDeps,
    principal: Principal,
    sibling: Fact,
    old_value: str,
    new_value: str,
) -> None:
    content = followed(sibling.content, old_value, new_value)
    if content is None:
        return
    value = sibling.object_value
    if value is not None and (moved := followed(value, old_value, new_value)) is not None:
        value = moved
    try:
        current = await lock_fact(session, sibling.tenant_id, sibling.id)
    except Conflict:
        return
    if current.status is not FactStatus.ACTIVE:
        return  # changed since it was read: nothing to follow
    spec = NewFact(
        key=key_of(current),
        memory_type=current.memory_type,
        object_value=value,
        content=content,
        source_type=current.source_type,
        confidence=current.confidence,
        valid_from=utcnow(),
        valid_until=current.valid_until,
        source_candidate_id=current.source_candidate_id,
        importance=current.importance,
        reason=REASON,
    )
    links = await repository.evidence_links(session, current.tenant_id, current.id)
    carried = [(evidence_id, EvidenceRelation.REFERENCE) for evidence_id, _ in links]
    effects = Effects.of(runtime)
    writes = FactWrites()
    supersede(session, writes, current, spec, carried, Change(principal.key_id, REASON), effects)
    await session.flush()
    await writes.write(session, effects)
