"""A reviewer's accept of a waiting candidate: the content policies again (edits included), then
merge, supersede (whatever the trust: the accept is the confirmation) or a new fact, through the same
fact writes as every other decision (``writepath.govern.apply_decision``). A candidate that waited
against a memory of another key of its space (``conflict_fact_id``) replaces that memory when it is
still current and nothing holds the candidate's own key: the accept confirms it is the same memory."""

from dataclasses import dataclass, replace

from sqlalchemy.ext.asyncio import AsyncSession

from memory_center.candidates import repository as candidates
from memory_center.db.base import utcnow
from memory_center.enums import SourceType
from memory_center.errors import Unprocessable
from memory_center.facts import repository as facts_repository
from memory_center.facts import service as facts
from memory_center.facts.keys import FactKey
from memory_center.facts.service import Change, Effects, FactWrites, HasEffects, key_of
from memory_center.governance.drafts import CandidateDraft, draft_from
from memory_center.governance.importance import on_accept
from memory_center.governance.owners import fact_key, normalise
from memory_center.governance.policies import Decision, Outcome, decide_on_accept
from memory_center.governance.same_memory import family_lock_ids
from memory_center.models import Candidate, Fact
from memory_center.writepath.govern import apply_decision, existing_view
from memory_center.writepath.proposals import Governed, fact_spec, lifetime_end


@dataclass(frozen=True)
class Edits:
    """A reviewer's corrections when accepting a candidate."""

    content: str | None = None
    object_value: str | None = None

    @property
    def changed(self) -> list[str]:
        return [name for name in ("content", "object_value") if getattr(self, name) is not None]


def _edited(draft: CandidateDraft, edits: Edits) -> CandidateDraft:
    """A reviewer's edit makes the value the reviewer's word: USER_CONFIRMED, like a PATCH."""
    if not edits.changed:
        return draft
    return replace(
        draft,
        content=edits.content if edits.content is not None else draft.content,
        object_value=edits.object_value if edits.object_value is not None else draft.object_value,
        source_type=SourceType.USER_CONFIRMED,
    )


def _refuse(decision: Decision) -> None:
    if decision.outcome is Outcome.REJECT:
        raise Unprocessable(f"cannot accept: {decision.message}", code=decision.reason.value)


async def _replaced_key(session: AsyncSession, candidate: Candidate, key: FactKey) -> list[FactKey]:
    """The key of the fact a candidate waited against under another key of its own space (a memory
    it may replace: ``similar_memory_unsure``, ``same_memory_lower_trust``), read before any lock."""
    if candidate.conflict_fact_id is None:
        return []
    held = await facts_repository.get(session, candidate.tenant_id, candidate.conflict_fact_id)
    if held is None or (held_key := key_of(held)).space() != key.space() or held_key.ident() == key.ident():
        return []
    return [held_key]


def _replaced(
    found: dict[tuple[str, ...], Fact | None], keys: list[FactKey], candidate: Candidate
) -> Fact | None:
    """That fact, if it is still the ACTIVE one of its key: the reviewer's accept confirms that the
    candidate replaces it (as an accept of a same-key contradiction does)."""
    for key in keys[1:]:
        held = found.get(key.ident())
        if held is not None and held.id == candidate.conflict_fact_id:
            return held
    return None


async def govern_accept(
    session: AsyncSession, runtime: HasEffects, candidate: Candidate, edits: Edits, actor: str
) -> Governed:
    """Refused with 422 if a content policy rejects the candidate now (the missing scope owner is one
    of them); the candidate is then left as it was."""
    settings = runtime.settings.governance_for(candidate.tenant_id)
    effects = Effects.of(runtime)
    evidence_ids = await candidates.support_evidence_ids(session, candidate.tenant_id, candidate.id)
    stored = draft_from(
        candidate, candidate, source_type=candidate.source_type, evidence_count=len(evidence_ids)
    )
    draft = normalise(_edited(stored, edits))
    draft = replace(draft, importance=on_accept(draft.content, draft.memory_type, draft.source_type).value)
    first = decide_on_accept(draft, None, settings)
    _refuse(first)
    screened = first.draft or draft
    key = fact_key(screened, candidate.tenant_id)
    keys = [key, *await _replaced_key(session, candidate, key)]
    await facts_repository.lock_all(session, family_lock_ids(keys))  # every writer: family, then keys
    found = await facts.lock_and_find_active(session, keys, effects)
    existing = found.get(key.ident()) or _replaced(found, keys, candidate)
    decision = decide_on_accept(screened, existing_view(existing), settings)
    _refuse(decision)
    decision = replace(decision, amendments=first.amendments + decision.amendments)
    rescoped = screened.scope is not candidate.scope
    valid_until = lifetime_end(screened, utcnow(), settings) if rescoped else candidate.valid_until
    valid_from = candidate.valid_from or utcnow()
    spec = fact_spec(decision.draft or screened, candidate.tenant_id, candidate.id, valid_from, valid_until)
    spec = replace(spec, reason=decision.reason.value)
    writes = FactWrites()
    change = Change(actor, "accepted_by_reviewer")
    fact = apply_decision(session, writes, decision, existing, spec, evidence_ids, change, effects)
    await session.flush()
    await writes.write(session, effects)
    return Governed(candidate, fact, decision)
