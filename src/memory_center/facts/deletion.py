"""Deleting a memory: the user's right to have it gone, everywhere it is stored.

``DELETE /v1/facts/{id}`` removes the whole chain (every revision row, its revision log and evidence
links), the semantic index entries of those revisions, the evidence it rests on exclusively (the
messages that stated it; evidence another memory or a live candidate also rests on stays), the text of
the events that evidence came from (the event row stays for idempotency, its payload is scrubbed), the
wording of the candidates that produced it, and its cache entries. A content-free audit row remains.
"""

import uuid
from dataclasses import dataclass

from sqlalchemy.ext.asyncio import AsyncSession

from memory_center.audit import service as audit
from memory_center.auth.principal import Principal
from memory_center.enums import EmbeddingTarget
from memory_center.facts import deletion_repository as sql
from memory_center.facts import repository
from memory_center.facts.cache_invalidation import AnswerCache, invalidate_after_commit
from memory_center.facts.service import lock_fact


@dataclass(frozen=True)
class Deleted:
    chain_id: uuid.UUID
    counts: dict[str, int]


async def delete_fact(
    session: AsyncSession,
    principal: Principal,
    fact_id: uuid.UUID,
    cache: AnswerCache | None,
    reason: str | None,
) -> Deleted:
    tenant_id = principal.tenant
    fact = await lock_fact(session, tenant_id, fact_id)
    chain_id, user_id = fact.chain_id, fact.user_id
    chain = await repository.chain(session, tenant_id, chain_id)
    fact_ids = [row.id for row in chain]
    candidate_ids = await sql.candidates_of_chain(session, tenant_id, fact_ids)
    evidence_ids = await sql.evidence_of(session, tenant_id, fact_ids, candidate_ids)
    evidence_ids -= await sql.shared_evidence(session, tenant_id, evidence_ids, fact_ids, candidate_ids)
    counts = {
        "memory_fact_revision": await sql.count_revisions(session, tenant_id, fact_ids),
        "memory_fact_evidence": await sql.count_fact_links(session, tenant_id, fact_ids),
        "memory_embedding": await sql.delete_embeddings(session, tenant_id, EmbeddingTarget.FACT, fact_ids)
        + await sql.delete_embeddings(session, tenant_id, EmbeddingTarget.EVIDENCE, evidence_ids),
        "memory_fact": await sql.delete_facts(session, tenant_id, fact_ids),
    }
    event_ids = await sql.delete_evidence(session, tenant_id, evidence_ids)
    counts["memory_evidence"] = len(evidence_ids)
    counts["memory_event_scrubbed"] = await sql.scrub_events(session, tenant_id, set(event_ids))
    counts["memory_candidate_scrubbed"] = await sql.scrub_candidates(session, tenant_id, candidate_ids)
    await sql.forget_conflicts_with(session, tenant_id, fact_ids)
    audit.record(
        session,
        tenant_id=tenant_id,
        action="delete",
        target_kind="fact",
        target_id=fact_id,
        actor=principal.key_id,
        user_id=user_id,
        reason=reason,
        details={"chain_id": str(chain_id), "revisions": len(fact_ids), "deleted": counts},
    )
    invalidate_after_commit(session, cache, tenant_id, purge=True)
    await session.flush()
    return Deleted(chain_id=chain_id, counts=counts)
