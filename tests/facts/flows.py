"""Small helpers for write-path, fact, candidate, user and evaluation tests (all through the API)."""

from typing import Any

import sqlalchemy as sa
from sqlalchemy.ext.asyncio import AsyncEngine

from conftest import Tenant
from factories import message

MEMORY_TABLES = (
    "memory_event",
    "memory_evidence",
    "memory_candidate",
    "memory_candidate_evidence",
    "memory_fact",
    "memory_fact_revision",
    "memory_fact_evidence",
    "memory_embedding",
    "memory_retrieval_trace",
    "memory_task",
    "memory_task_transition",
)


async def say(tenant: Tenant, text: str, *, user_id: str = "u-1", **fields: Any) -> dict[str, Any]:
    """A user message through POST /v1/events; the ingest answer."""
    response = await tenant.post("/v1/events", json=message(text, user_id=user_id, **fields))
    assert response.status_code == 201, response.text
    body: dict[str, Any] = response.json()
    return body


async def list_facts(tenant: Tenant, **params: Any) -> list[dict[str, Any]]:
    response = await tenant.get("/v1/facts", params=params)
    assert response.status_code == 200, response.text
    items: list[dict[str, Any]] = response.json()["items"]
    return items


def contents(facts: list[dict[str, Any]]) -> list[str]:
    """The listed facts' contents, in the order listed."""
    return [str(fact["content"]) for fact in facts]


async def get_fact(tenant: Tenant, fact_id: str) -> dict[str, Any]:
    response = await tenant.get(f"/v1/facts/{fact_id}")
    assert response.status_code == 200, response.text
    body: dict[str, Any] = response.json()
    return body


async def revisions(tenant: Tenant, fact_id: str) -> list[dict[str, Any]]:
    response = await tenant.get(f"/v1/facts/{fact_id}/revisions")
    assert response.status_code == 200, response.text
    items: list[dict[str, Any]] = response.json()["items"]
    return items


def evidence_body(
    content: str, *, source_type: str = "USER_STATED", user_id: str = "u-1", **fields: Any
) -> dict[str, Any]:
    return {
        "evidence_type": "CONVERSATION",
        "source_type": source_type,
        "source_system": "test",
        "user_id": user_id,
        "content": content,
        **fields,
    }


def candidate_body(
    content: str,
    *,
    subject: str | None = None,
    predicate: str | None = None,
    object_value: str | None = None,
    memory_type: str = "FACT",
    scope: str = "USER",
    user_id: str | None = "u-1",
    confidence: float = 0.9,
    evidence: dict[str, Any] | None = None,
    **fields: Any,
) -> dict[str, Any]:
    body: dict[str, Any] = {
        "memory_type": memory_type,
        "content": content,
        "scope": scope,
        "confidence": confidence,
        **fields,
    }
    for name, value in (
        ("subject", subject),
        ("predicate", predicate),
        ("object_value", object_value),
        ("user_id", user_id),
        ("evidence", evidence),
    ):
        if value is not None:
            body[name] = value
    return body


async def submit(tenant: Tenant, body: dict[str, Any], role: str = "agent") -> dict[str, Any]:
    response = await tenant.post("/v1/candidates", role, json=body)
    assert response.status_code == 201, response.text
    result: dict[str, Any] = response.json()
    return result


def engine_of(tenant: Tenant) -> AsyncEngine:
    engine: AsyncEngine = tenant.client.app.state.runtime.engine  # type: ignore[attr-defined]
    return engine


async def rows(tenant: Tenant, sql: str, **params: Any) -> list[dict[str, Any]]:
    """Rows of a raw query against the app's own database (for checks the API cannot make)."""
    async with engine_of(tenant).connect() as connection:
        result = await connection.execute(sa.text(sql), {"tenant": tenant.id, **params})
        return [dict(row._mapping) for row in result]


async def table_counts(tenant: Tenant, where: str = "true", **params: Any) -> dict[str, int]:
    """Rows of this tenant per memory table, with an extra condition on each table."""
    counts: dict[str, int] = {}
    for table in MEMORY_TABLES:
        query = f"SELECT count(*) AS n FROM {table} AS t WHERE tenant_id = :tenant AND {where}"  # noqa: S608
        found = await rows(tenant, query, **params)
        counts[table] = int(found[0]["n"])
    return counts


async def dump_text(tenant: Tenant) -> str:
    """Every row of this tenant in every memory table (and the audit log), as one string."""
    parts = []
    for table in (*MEMORY_TABLES, "memory_audit"):
        for row in await rows(tenant, f"SELECT * FROM {table} WHERE tenant_id = :tenant"):  # noqa: S608
            parts.append(repr(row))
    return "\n".join(parts)


async def execute(tenant: Tenant, sql: str, **params: Any) -> None:
    """A raw write against the app's database (to plant rows another component would write)."""
    async with engine_of(tenant).begin() as connection:
        await connection.execute(sa.text(sql), {"tenant": tenant.id, **params})


async def plant_embedding(tenant: Tenant, kind: str, target_id: str) -> None:
    await execute(
        tenant,
        "INSERT INTO memory_embedding (tenant_id, id, target_kind, target_id, model, status) "
        "VALUES (:tenant, gen_random_uuid(), :kind, :target, 'test-model', 'PENDING')",
        kind=kind,
        target=target_id,
    )
