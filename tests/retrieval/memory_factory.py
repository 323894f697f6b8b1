"""Typed test data for the read path: facts and evidence inserted as rows through the app's own session
factory (with their index queue rows, as the write path does), and small API helpers."""

import uuid
from datetime import UTC, datetime
from typing import Any

import httpx

from conftest import Tenant
from memory_center.db.base import utcnow
from memory_center.db.tenancy import tenant_session
from memory_center.enums import (
    EmbeddingTarget,
    EvidenceType,
    FactStatus,
    MemoryType,
    OwnerType,
    Scope,
    SourceType,
)
from memory_center.evidence.service import build as build_evidence
from memory_center.indexing import enqueue
from memory_center.indexing.worker import IndexWorker
from memory_center.kit.text_analysis import search_terms
from memory_center.models import Fact
from memory_center.retrieval.service import read_path
from memory_center.runtime import Runtime

_OWNER_OF: dict[Scope, OwnerType] = {
    Scope.TENANT: OwnerType.TENANT,
    Scope.DEPARTMENT: OwnerType.DEPARTMENT,
    Scope.USER: OwnerType.USER,
    Scope.SESSION: OwnerType.USER,
    Scope.TASK: OwnerType.USER,
    Scope.AGENT: OwnerType.AGENT,
}


def runtime_of(client: httpx.AsyncClient) -> Runtime:
    runtime: Runtime = client.app.state.runtime  # type: ignore[attr-defined]
    return runtime


def _owner_id(tenant_id: str, scope: Scope, ids: dict[str, str | None]) -> str:
    owner = _OWNER_OF[scope]
    value = {
        OwnerType.TENANT: tenant_id,
        OwnerType.DEPARTMENT: ids["department_id"],
        OwnerType.USER: ids["user_id"],
        OwnerType.AGENT: ids["agent_id"],
    }[owner]
    return value or "-"


async def add_fact(
    tenant: Tenant,
    content: str,
    *,
    scope: Scope = Scope.USER,
    memory_type: MemoryType = MemoryType.FACT,
    user_id: str | None = None,
    department_id: str | None = None,
    agent_id: str | None = None,
    session_id: str | None = None,
    task_id: str | None = None,
    subject: str | None = None,
    predicate: str | None = None,
    object_value: str | None = None,
    status: FactStatus = FactStatus.ACTIVE,
    source_type: SourceType = SourceType.USER_STATED,
    confidence: float = 0.9,
    importance: float = 0.5,
    valid_from: datetime | None = None,
    valid_until: datetime | None = None,
    status_changed_at: datetime | None = None,
    chain_id: uuid.UUID | None = None,
    revision: int = 1,
    index: bool = True,
) -> uuid.UUID:
    """Insert one fact (and queue it for the semantic index); returns its id."""
    runtime = runtime_of(tenant.client)
    ids = {
        "user_id": user_id,
        "department_id": department_id,
        "agent_id": agent_id,
        "session_id": session_id,
        "task_id": task_id,
    }
    fact = Fact(
        id=uuid.uuid4(),
        tenant_id=tenant.id,
        chain_id=chain_id or uuid.uuid4(),
        owner_type=_OWNER_OF[scope],
        owner_id=_owner_id(tenant.id, scope, ids),
        scope=scope,
        memory_type=memory_type,
        subject=subject,
        predicate=predicate,
        object_value=object_value,
        content=content,
        search_text=search_terms(" ".join(p for p in (content, subject, object_value) if p)),
        status=status,
        source_type=source_type,
        confidence=confidence,
        importance=importance,
        revision=revision,
        valid_from=valid_from or datetime(2020, 1, 1, tzinfo=UTC),
        valid_until=valid_until,
        status_changed_at=status_changed_at,
        **ids,
    )
    async with tenant_session(runtime.session_factory, tenant.id) as session:
        session.add(fact)
        await session.flush()
        if index:
            await enqueue(session, runtime.settings, tenant.id, EmbeddingTarget.FACT, fact.id)
        await session.commit()
    return fact.id


async def add_evidence(
    tenant: Tenant,
    content: str,
    *,
    user_id: str | None = None,
    session_id: str | None = None,
    task_id: str | None = None,
    agent_id: str | None = None,
    department_id: str | None = None,
    occurred_at: datetime | None = None,
    index: bool = True,
) -> uuid.UUID:
    runtime = runtime_of(tenant.client)
    evidence = build_evidence(
        tenant_id=tenant.id,
        evidence_type=EvidenceType.CONVERSATION,
        source_type=SourceType.USER_STATED,
        source_system="test-chat",
        content=content,
        occurred_at=occurred_at or utcnow(),
        user_id=user_id,
        session_id=session_id,
        task_id=task_id,
        agent_id=agent_id,
        department_id=department_id,
    )
    async with tenant_session(runtime.session_factory, tenant.id) as session:
        session.add(evidence)
        await session.flush()
        if index:
            await enqueue(session, runtime.settings, tenant.id, EmbeddingTarget.EVIDENCE, evidence.id)
        await session.commit()
    return evidence.id


def indexer(tenant: Tenant) -> IndexWorker:
    worker = runtime_of(tenant.client).indexer
    assert worker is not None, "the tests run with the local embedder"
    return worker


async def index_everything(tenant: Tenant) -> None:
    """Queue whatever has no vector yet, then run the index worker until nothing is due
    (deterministic: no sleeping on the clock), with the query embedder loaded."""
    await indexer(tenant).backfill()
    await indexer(tenant).drain()
    runtime = runtime_of(tenant.client)
    await read_path(runtime).encoder.warm_up()
    encoder = runtime.write_path.same_memory.encoder
    assert encoder is not None
    await encoder.warm_up()


async def retrieve(tenant: Tenant, **body: Any) -> dict[str, Any]:
    response = await tenant.post("/v1/retrieve", json=body)
    assert response.status_code == 200, response.text
    result: dict[str, Any] = response.json()
    return result


async def context(tenant: Tenant, **body: Any) -> dict[str, Any]:
    response = await tenant.post("/v1/context", json=body)
    assert response.status_code == 200, response.text
    result: dict[str, Any] = response.json()
    return result


def ids_of(answer: dict[str, Any]) -> list[str]:
    return [item["id"] for item in answer["items"]]


def contents(answer: dict[str, Any]) -> list[str]:
    return [item["content"] for item in answer["items"]]


async def remember(
    tenant: Tenant,
    content: str,
    *,
    scope: str = "USER",
    memory_type: str = "FACT",
    confidence: float = 0.9,
    **fields: Any,
) -> str:
    """A memory through the governed write path (candidate with inline evidence); returns the fact id."""
    body = {
        "memory_type": memory_type,
        "content": content,
        "scope": scope,
        "confidence": confidence,
        "evidence": {
            "evidence_type": "CONVERSATION",
            "source_type": "USER_STATED",
            "source_system": "test-chat",
            "content": content,
            "user_id": fields.get("user_id"),
        },
        **fields,
    }
    response = await tenant.post("/v1/candidates", json=body)
    assert response.status_code == 201, response.text
    fact = response.json()["fact"]
    assert fact is not None, response.json()["candidate"]
    fact_id: str = fact["id"]
    return fact_id
