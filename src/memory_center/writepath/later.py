"""A correction in a message of its own ("Oops, I meant Munich") lands on the memory it corrects.

The rule extractor reads such a message (``extraction.rules.later``) but cannot know its key. Here the
key comes from the user's memories said in the same session within ``WINDOW``: the one whose value the
message names as wrong ("…, not Berlin"), else the newest one. The candidate keeps that memory's type,
scope and key with the new value, so governance supersedes it like any other update; stances (like /
dislike) are never corrected this way (a bare "I meant tea" says nothing about liking it).
"""

from dataclasses import dataclass
from datetime import timedelta

from sqlalchemy.ext.asyncio import AsyncSession

from memory_center.db.base import utcnow
from memory_center.extraction.contract import ExtractedCandidate, ExtractionInput, ExtractionResult
from memory_center.extraction.rules.amounts import find_amount, is_amount_only, money
from memory_center.extraction.rules.later import LaterCorrection, read_later_correction
from memory_center.extraction.rules.model import STANCE
from memory_center.extraction.rules.reader import PLAIN_CONFIDENCE, RULES_MODEL, RULES_VERSION
from memory_center.facts.repository import Holder, said_lately_in_session
from memory_center.governance.held import with_unit_of
from memory_center.governance.importance import assess
from memory_center.governance.values import normalise_value
from memory_center.models import Fact

WINDOW = timedelta(minutes=30)
"""How long after a memory was said a bare "I meant …" may still correct it."""
LOOK_BACK = 5


@dataclass(frozen=True)
class LaterCorrections:
    """Completes what the rule extractor found: only when it found nothing in a message that is a
    correction of its own."""

    def wanted(self, message: ExtractionInput, result: ExtractionResult) -> LaterCorrection | None:
        """The correction of its own the message is, when the extractor found nothing else (pure)."""
        if result.candidates or result.error is not None or not message.user_id or not message.session_id:
            return None
        return read_later_correction(message)

    async def complete(
        self, session: AsyncSession, tenant_id: str, message: ExtractionInput, result: ExtractionResult
    ) -> ExtractionResult:
        said = self.wanted(message, result)
        return result if said is None else await self.place(session, tenant_id, message, said, result)

    async def place(
        self,
        session: AsyncSession,
        tenant_id: str,
        message: ExtractionInput,
        said: LaterCorrection,
        result: ExtractionResult,
    ) -> ExtractionResult:
        """The correction as a candidate on the key of the memory it corrects (``result`` when none)."""
        holder = Holder(tenant_id, message.user_id or "", message.session_id or "", message.task_id)
        since = message.occurred_at - WINDOW
        # A stance is never corrected this way: left out in the query, before its LIMIT.
        recent = await said_lately_in_session(
            session, holder, since, utcnow(), LOOK_BACK, except_predicate=STANCE
        )
        fact = _corrected(recent, said)
        candidate = None if fact is None else _candidate(fact, said)
        return result if candidate is None else ExtractionResult(candidates=[candidate])


def _corrected(recent: list[Fact], said: LaterCorrection) -> Fact | None:
    """The memory named as wrong; else the newest one of the value's kind: an amount ("Make it 600
    instead", "Sorry, 35") revises the newest memory whose value has a number (a budget, a size, an
    age), any other value the newest memory that is no budget."""
    if said.instead_of is not None:
        wrong = normalise_value(said.instead_of)
        return next((f for f in recent if normalise_value(f.object_value or "") == wrong), None)
    if is_amount_only(said.value):
        return next((f for f in recent if _has_number(f)), None)
    return next((f for f in recent if not (f.subject or "").endswith("budget")), None)


def _has_number(fact: Fact) -> bool:
    return (fact.subject or "").endswith("budget") or any(ch.isdigit() for ch in fact.object_value or "")


def _candidate(fact: Fact, said: LaterCorrection) -> ExtractedCandidate | None:
    new_value = said.value
    if (fact.subject or "").endswith("budget"):
        amount = find_amount(said.value)
        if amount is None:
            return None
        new_value = with_unit_of(money(amount, said.value), fact.object_value or "")
    if normalise_value(new_value) == normalise_value(fact.object_value or ""):
        return None
    content = _rewritten(fact.content, fact.object_value or "", said.value) or said.text
    importance = assess(said.text, standing_rule=False, correction=True, explicit_save=False)
    return ExtractedCandidate(
        memory_type=fact.memory_type,
        subject=fact.subject,
        predicate=fact.predicate,
        object_value=new_value,
        content=content,
        scope=fact.scope,
        confidence=PLAIN_CONFIDENCE,
        extractor_model=RULES_MODEL,
        extractor_version=RULES_VERSION,
        importance=max(importance.value, fact.importance),
        importance_reasons=tuple(reason.value for reason in importance.reasons),
    )


def _rewritten(content: str, old: str, new: str) -> str | None:
    """The memory's own sentence with the new value ("I moved to Berlin last month" → "… Munich …"),
    so its words about time and scope stay; an amount is replaced where the sentence says it."""
    if old and old in content:
        return content.replace(old, new)
    said, new_amount = find_amount(content), find_amount(new)
    if said is not None and new_amount is not None:
        start = said.start() + len(said.group(0)) - len(said.group(0).lstrip())
        return content[:start] + new + content[said.end() :]
    return None
