"""Traces are written by every retrieve and context call and read back by id, within the tenant."""

import hashlib
import hmac
import uuid
from typing import Any

from sqlalchemy.ext.asyncio import AsyncSession

from memory_center.kit.tenant_rows import or_not_found
from memory_center.models import RetrievalTrace
from memory_center.traces import repository
from memory_center.traces.schemas import TraceItem, TraceOut

QUERY_HMAC_PREFIX = "hmac-sha256:"


def request_summary(body: dict[str, Any], query_key: bytes) -> dict[str, Any]:
    """The request as stored in a trace: ids and options, the query only as its HMAC-SHA-256 under the
    server's secret (as idempotency fingerprints are): equal queries are recognisable, but a guessed
    query cannot be confirmed from the stored value by whoever reads the table without the secret."""
    summary = {key: value for key, value in body.items() if key != "query" and value is not None}
    query = body.get("query")
    if query:
        digest = hmac.new(query_key, b"trace query\x00" + str(query).encode(), hashlib.sha256).hexdigest()
        summary["query_hmac"] = QUERY_HMAC_PREFIX + digest
        summary["query_chars"] = len(str(query))
    return summary


def record(
    session: AsyncSession,
    *,
    tenant_id: str,
    kind: str,
    actor: str | None,
    body: dict[str, Any],
    items: list[TraceItem],
    degraded: list[str],
    timings: dict[str, float],
    query_key: bytes,
) -> uuid.UUID:
    trace = RetrievalTrace(
        id=uuid.uuid4(),
        tenant_id=tenant_id,
        kind=kind,
        actor=actor,
        user_id=body.get("user_id"),
        task_id=body.get("task_id"),
        request=request_summary(body, query_key),
        items=[item.model_dump(mode="json") for item in items],
        degraded=degraded,
        timings={name: round(value, 2) for name, value in timings.items()},
    )
    repository.add(session, trace)
    return trace.id


async def get(session: AsyncSession, tenant_id: str, trace_id: uuid.UUID) -> TraceOut:
    trace = or_not_found(await repository.get(session, tenant_id, trace_id), "trace", trace_id)
    return TraceOut.model_validate(trace, from_attributes=True)
