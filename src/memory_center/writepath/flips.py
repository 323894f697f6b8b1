"""A stance turned against in other words (``extraction.rules.flips``) supersedes the held one: the
I/O around the pure reading. Runs only for a message with a turn-away word said about the user; reads
the subjects of the user's ACTIVE USER-scope stances (one statement, the most recently changed first)
and adds "<subject> / preference = dislike" for each one the message names that the extractor did not
already read (what it read, it read better). Governance then decides as for any change of mind (same
key, new value: supersede)."""

from dataclasses import dataclass, replace

from sqlalchemy.ext.asyncio import AsyncSession

from memory_center.enums import MemoryType, OwnerType, Scope
from memory_center.extraction.contract import ExtractedCandidate, ExtractionInput, ExtractionResult
from memory_center.extraction.rules.flips import turned, turns_away
from memory_center.extraction.rules.model import DISLIKE, STANCE
from memory_center.extraction.rules.reader import PLAIN_CONFIDENCE, RULES_MODEL, RULES_VERSION
from memory_center.facts.keys import FactKey, ScopeIds
from memory_center.facts.repository import active_in_spaces
from memory_center.governance.importance import assess
from memory_center.governance.matching import family_members

HELD_STANCES = 200


@dataclass(frozen=True)
class StanceFlips:
    def wanted(self, message: ExtractionInput, result: ExtractionResult) -> bool:
        """Pure and cheap: whether the message may turn a held stance."""
        if result.error is not None or message.role != "user" or not message.user_id:
            return False
        if any(c.scope is Scope.USER and c.predicate != STANCE for c in result.candidates):
            return False  # the message says something lasting of its own
        return turns_away(message.text)

    async def complete(
        self, session: AsyncSession, tenant_id: str, message: ExtractionInput, result: ExtractionResult
    ) -> ExtractionResult:
        if not self.wanted(message, result):
            return result
        user_id = message.user_id or ""
        key = FactKey(tenant_id, OwnerType.USER, user_id, Scope.USER, ScopeIds(user_id=user_id), None, STANCE)
        held = await active_in_spaces(session, [(key, family_members("preference"))], HELD_STANCES)
        named = turned(message.text, [k.subject for _, k in held if k.subject])
        if not named:
            return result
        read = {c.subject or "" for c in result.candidates}
        # a held subject inside one the extractor read is that one's part (茶 in 奶茶), not named
        added = [_dislike(s, message) for s in named if not any(s in subject for subject in read)]
        return replace(result, candidates=[*result.candidates, *added]) if added else result


def _dislike(subject: str, message: ExtractionInput) -> ExtractedCandidate:
    importance = assess(message.text, standing_rule=False, correction=False, explicit_save=False)
    return ExtractedCandidate(
        memory_type=MemoryType.PREFERENCE,
        subject=subject,
        predicate=STANCE,
        object_value=DISLIKE,
        content=message.text.strip(),
        scope=Scope.USER,
        confidence=PLAIN_CONFIDENCE,
        extractor_model=RULES_MODEL,
        extractor_version=RULES_VERSION,
        importance=importance.value,
        importance_reasons=tuple(reason.value for reason in importance.reasons),
    )
