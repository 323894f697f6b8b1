"""Event ingest: idempotent, with the evidence a message carries and (when asked) extraction."""

import uuid
from dataclasses import dataclass, field
from typing import Any

from pydantic import ValidationError
from sqlalchemy.ext.asyncio import AsyncSession

from memory_center.auth.principal import Principal
from memory_center.candidates.schemas import CandidateSummary
from memory_center.db.base import utcnow
from memory_center.db.user_lock import lock_users_for_write
from memory_center.enums import ActorType, EmbeddingTarget
from memory_center.errors import MemoryCenterError, error_body
from memory_center.events import idempotency, repository
from memory_center.events.repository import EventFilter
from memory_center.events.schemas import EventIn
from memory_center.evidence import previous_turn
from memory_center.evidence import repository as evidence_repository
from memory_center.evidence import service as evidence_service
from memory_center.governance.redaction import redact_json, redact_text
from memory_center.indexing import queue as index_queue
from memory_center.kit.bulk import Inserts
from memory_center.kit.keyset import Keyset
from memory_center.kit.rows import random_id, transient
from memory_center.kit.tenant_rows import or_not_found
from memory_center.models import Event, Evidence
from memory_center.writepath import service as writepath
from memory_center.writepath.write_path import WriteDeps


@dataclass
class Ingested:
    event: Event
    evidence: list[Evidence]
    candidates: list[CandidateSummary] = field(default_factory=list)
    duplicate: bool = False
    extraction_error: str | None = None


def users_of(body: EventIn) -> list[str | None]:
    """The users an event is about: its user_id and, for a user's own words, the actor."""
    return [body.user_id, body.actor_id if body.actor_type == ActorType.USER else None]


async def ingest(session: AsyncSession, runtime: WriteDeps, principal: Principal, body: EventIn) -> Ingested:
    tenant_id = principal.tenant
    fingerprint = idempotency.request_fingerprint(body, runtime.settings.idempotency_key())
    await lock_users_for_write(session, tenant_id, users_of(body))
    include_email = _email_is_sensitive(runtime, tenant_id)
    event = await repository.insert_once(session, _event_values(body, tenant_id, include_email, fingerprint))
    if event is None:  # the key is stored already (or by a concurrent request, waited for)
        assert body.idempotency_key is not None
        winner = await repository.get_by_idempotency_key(session, tenant_id, body.idempotency_key)
        assert winner is not None, "ON CONFLICT without a visible winner"
        idempotency.require_same_request(winner, fingerprint)
        return await _duplicate(session, winner)
    evidence = evidence_service.from_event(event, include_email=include_email)
    ingested = Ingested(event=event, evidence=[evidence] if evidence else [])
    if evidence is not None:
        await previous_turn.index_with_neighbours(session, tenant_id, [evidence])
        await _store_evidence(session, runtime, tenant_id, [evidence])
        if body.extract:
            await propose_candidates(session, runtime, principal, event, evidence, ingested)
    return ingested


async def _store_evidence(
    session: AsyncSession, runtime: WriteDeps, tenant_id: str, evidence: list[Evidence]
) -> None:
    """New evidence rows and their index-queue rows, one statement."""
    inserts = Inserts()
    inserts.objects(evidence)
    ids = [one.id for one in evidence]
    index_queue.enqueue_with(inserts, runtime.settings, tenant_id, EmbeddingTarget.EVIDENCE, ids)
    await inserts.write(session)


def _email_is_sensitive(runtime: WriteDeps, tenant_id: str) -> bool:
    return runtime.settings.governance_for(tenant_id).email_is_sensitive


def _event_values(
    body: EventIn, tenant_id: str, include_email: bool, fingerprint: idempotency.Fingerprint
) -> dict[str, Any]:
    """The row of a new event; its payload redacted of sensitive data before it is ever written (the
    request fingerprint is a hash of the body as sent, so the same body still finds its event)."""
    values = body.model_dump(exclude={"extract"})
    values.update(
        id=random_id(),
        tenant_id=tenant_id,
        occurred_at=body.occurred_at or utcnow(),
        request_sha256=fingerprint.stored,
        payload=redact_json(values["payload"], include_email=include_email),
    )
    return values


async def propose_candidates(
    session: AsyncSession,
    runtime: WriteDeps,
    principal: Principal,
    event: Event,
    evidence: Evidence,
    ingested: Ingested,
) -> None:
    """Extraction and governance of the event's evidence (the governed write path)."""
    result = await writepath.process_evidence(session, runtime, principal, event, evidence)
    ingested.candidates = result.candidates
    ingested.extraction_error = result.error


async def _duplicate(session: AsyncSession, event: Event) -> Ingested:
    evidence = await evidence_repository.list_for_event(session, event.tenant_id, event.id)
    return Ingested(event=event, evidence=evidence, duplicate=True)


async def ingest_batch(
    session: AsyncSession, runtime: WriteDeps, principal: Principal, items: list[dict[str, object]]
) -> list[Ingested | dict[str, object]]:
    """Results in input order; one bad item fails alone, the others are stored.

    Valid items are ingested together (``_ingest_many``: a few statements for the whole batch). Should
    that raise a domain error (e.g. a reused idempotency key), its savepoint is rolled back and every
    item goes again in its own savepoint, so the error stays with the item that caused it.
    """
    results: list[Ingested | dict[str, object]] = []
    valid: list[tuple[int, EventIn]] = []
    for item in items:
        try:
            body = EventIn.model_validate(item)
        except ValidationError as exc:
            details = [
                {
                    "loc": [redact_text(str(p), include_email=False) for p in e["loc"]],
                    "type": e["type"],
                    "msg": e["msg"],
                }
                for e in exc.errors()
            ]
            results.append(error_body("validation_error", _first_message(details), details))
            continue
        valid.append((len(results), body))
        results.append({})
    bodies = [body for _, body in valid]
    await lock_users_for_write(session, principal.tenant, [u for body in bodies for u in users_of(body)])
    try:
        async with session.begin_nested():
            ingested: list[Ingested | dict[str, object]] = list(
                await _ingest_many(session, runtime, principal, bodies)
            )
    except MemoryCenterError:
        ingested = [await _ingest_alone(session, runtime, principal, body) for body in bodies]
    for (index, _), result in zip(valid, ingested, strict=True):
        results[index] = result
    return results


async def _ingest_alone(
    session: AsyncSession, runtime: WriteDeps, principal: Principal, body: EventIn
) -> Ingested | dict[str, object]:
    try:
        async with session.begin_nested():
            return await ingest(session, runtime, principal, body)
    except MemoryCenterError as exc:
        return error_body(exc.code, exc.message, exc.details)


async def _ingest_many(
    session: AsyncSession, runtime: WriteDeps, principal: Principal, bodies: list[EventIn]
) -> list[Ingested]:
    """``ingest`` of every body, in order, as if one after the other (the same rows, decisions and
    duplicates), with a few statements for the whole batch."""
    tenant_id = principal.tenant
    keys = [body.idempotency_key for body in bodies if body.idempotency_key is not None]
    known = await repository.by_idempotency_keys(session, tenant_id, keys)
    secret = runtime.settings.idempotency_key()
    fingerprints = [idempotency.request_fingerprint(body, secret) for body in bodies]
    first_in_batch: dict[str, int] = {}
    include_email = _email_is_sensitive(runtime, tenant_id)
    new: list[tuple[int, dict[str, Any]]] = []
    for index, body in enumerate(bodies):
        key = body.idempotency_key
        if key is not None and key in known:
            idempotency.require_same_request(known[key], fingerprints[index])
            continue
        if key is not None and key in first_in_batch:
            if fingerprints[first_in_batch[key]].stored != fingerprints[index].stored:
                raise idempotency.key_reused(key, "(earlier in this batch)")
            continue
        new.append((index, _event_values(body, tenant_id, include_email, fingerprints[index])))
        if key is not None:
            first_in_batch[key] = index
    events = {index: transient(Event, **values) for index, values in new}
    inserted = await repository.insert_many(session, [event for event in events.values()])
    lost = [event.idempotency_key for event in events.values() if event.id not in inserted]
    if lost:  # a concurrent request stored these keys first: they are its duplicates
        known.update(await repository.by_idempotency_keys(session, tenant_id, [k for k in lost if k]))
        for index, event in events.items():
            if event.id not in inserted and event.idempotency_key is not None:
                idempotency.require_same_request(known[event.idempotency_key], fingerprints[index])
    evidence_of = await evidence_repository.list_for_events(
        session, tenant_id, list({event.id: None for event in known.values()})
    )
    fresh: dict[int, Ingested] = {}
    for index, event in events.items():
        if event.id not in inserted:
            continue
        evidence = evidence_service.from_event(event, include_email=include_email)
        fresh[index] = Ingested(event=event, evidence=[evidence] if evidence else [])
    new_evidence = [ingested.evidence[0] for ingested in fresh.values() if ingested.evidence]
    await previous_turn.index_with_neighbours(session, tenant_id, new_evidence)
    await _store_evidence(session, runtime, tenant_id, new_evidence)
    extracted = [
        (index, ingested) for index, ingested in fresh.items() if ingested.evidence and bodies[index].extract
    ]
    if extracted:
        pairs = [(ingested.event, ingested.evidence[0]) for _, ingested in extracted]
        for (_, ingested), proposed in zip(
            extracted, await writepath.process_many(session, runtime, principal, pairs), strict=True
        ):
            ingested.candidates = proposed.candidates
            ingested.extraction_error = proposed.error
    results: list[Ingested] = []
    for index, body in enumerate(bodies):
        if index in fresh:
            results.append(fresh[index])
            continue
        key = body.idempotency_key
        assert key is not None, "only an idempotency key makes a duplicate"
        if key in known:
            event = known[key]
            results.append(Ingested(event=event, evidence=evidence_of.get(event.id, []), duplicate=True))
        else:
            first = fresh[first_in_batch[key]]
            results.append(Ingested(event=first.event, evidence=list(first.evidence), duplicate=True))
    return results


def _first_message(details: list[dict[str, Any]]) -> str:
    first = details[0]
    loc = first["loc"]
    where = ".".join(loc) if isinstance(loc, list) and loc else "event"
    return f"{where}: {first['msg']}"


async def get(session: AsyncSession, tenant_id: str, event_id: uuid.UUID) -> Event:
    return or_not_found(await repository.get(session, tenant_id, event_id), "event", event_id)


async def list_events(
    session: AsyncSession, tenant_id: str, where: EventFilter, limit: int, after: Keyset | None
) -> list[Event]:
    return await repository.list_events(session, tenant_id, where, limit=limit, after=after)
