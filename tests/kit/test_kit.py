"""The shared plumbing: ids and rows made by the thousand, many tables' rows in one statement, and
vectors as one binary parameter."""

import gc
import uuid

import numpy as np
import pytest
import sqlalchemy as sa

from conftest import Tenant
from facts.flows import rows
from memory_center.db.base import utcnow
from memory_center.db.tenancy import maintenance_session
from memory_center.enums import EvidenceType, SourceType
from memory_center.kit.bulk import Inserts, insert_all, insert_rows, table_of
from memory_center.kit.heap import YOUNG_THRESHOLD, server_heap
from memory_center.kit.rows import random_id, transient
from memory_center.kit.vectors import FlatVectors
from memory_center.models import AuditEntry, Evidence, FactRevision
from memory_center.runtime import Runtime


def runtime_of(tenant: Tenant) -> Runtime:
    runtime: Runtime = tenant.client.app.state.runtime  # type: ignore[attr-defined]
    return runtime


def test_random_ids_are_version_4_uuids() -> None:
    made = [random_id() for _ in range(2000)]
    assert len(set(made)) == 2000
    for one in made[:50]:
        assert (one.version, one.variant) == (4, uuid.RFC_4122)
        assert uuid.UUID(str(one)) == one and hash(uuid.UUID(str(one))) == hash(one)


def test_a_transient_row_reads_like_a_constructed_one() -> None:
    values = {"tenant_id": "t", "action": "create", "target_kind": "fact", "target_id": "x", "actor": None}
    fast, slow = transient(AuditEntry, **values), AuditEntry(**values)
    for name in ("tenant_id", "action", "target_kind", "target_id", "actor", "details", "id"):
        assert getattr(fast, name) == getattr(slow, name)
    assert sa.inspect(fast).transient


def test_vectors_of_different_lengths_are_refused() -> None:
    with pytest.raises(ValueError, match="one length"):
        FlatVectors([[1.0, 2.0], [3.0]])


async def audit_rows(tenant: Tenant, target_id: str) -> list[dict[str, object]]:
    sql = (
        "SELECT details IS NULL AS sql_null, details = 'null'::jsonb AS json_null, details, id "
        "FROM memory_audit WHERE tenant_id = :tenant AND target_id = :target"
    )
    return await rows(tenant, sql, target=target_id)


async def test_json_columns_keep_sql_null_apart_from_json_null(tenant: Tenant) -> None:
    runtime = runtime_of(tenant)
    base = {"tenant_id": tenant.id, "action": "create", "target_kind": "fact", "actor": None}
    async with maintenance_session(runtime.session_factory) as session:
        # an ORM object with an explicit None: JSON null, as the ORM's own flush stores it
        await insert_all(session, [transient(AuditEntry, **base, target_id="orm-none", details=None)])
        # a row given as a dict with None: SQL NULL; a document: itself
        plain = {**base, "id": random_id(), "user_id": None, "reason": None}
        await insert_rows(
            session, table_of(AuditEntry), [{**plain, "target_id": "dict-none", "details": None}]
        )
        document = {"nested": {"zh": "火锅", "n": [1, 2.5]}}
        row = {**plain, "id": random_id(), "target_id": "dict-doc", "details": document}
        await insert_rows(session, table_of(AuditEntry), [row])
        await session.commit()
    [orm_none] = await audit_rows(tenant, "orm-none")
    assert (orm_none["sql_null"], orm_none["json_null"]) == (False, True)
    [dict_none] = await audit_rows(tenant, "dict-none")
    assert dict_none["sql_null"] is True
    [dict_doc] = await audit_rows(tenant, "dict-doc")
    assert dict_doc["details"] == document


async def test_json_documents_orjson_refuses_are_stored_whole(tenant: Tenant) -> None:
    """JSON columns are encoded by orjson; what it refuses (an integer beyond 64 bits) is still
    stored exactly, and non-string keys become strings as in ``json``."""
    runtime = runtime_of(tenant)
    base = {"tenant_id": tenant.id, "action": "create", "target_kind": "fact", "actor": None}
    huge = {"n": 10**30, "m": -(2**70), "ok": "火锅"}
    async with maintenance_session(runtime.session_factory) as session:
        await insert_all(session, [transient(AuditEntry, **base, target_id="huge", details=huge)])
        keyed = transient(AuditEntry, **base, target_id="int-keys", details={1: "a", "b": [1, None]})
        await insert_all(session, [keyed])
        await session.commit()
    [stored] = await audit_rows(tenant, "huge")
    assert stored["details"] == huge
    [stored] = await audit_rows(tenant, "int-keys")
    assert stored["details"] == {"1": "a", "b": [1, None]}


def new_evidence(tenant: Tenant) -> Evidence:
    return transient(
        Evidence, id=random_id(), tenant_id=tenant.id, evidence_type=EvidenceType.CONVERSATION,
        source_type=SourceType.USER_STATED, source_system="test", content="我喜欢火锅", search_text="火锅",
        occurred_at=utcnow(),
    )  # fmt: skip


async def test_rows_of_several_tables_share_one_statement_and_a_bad_one_writes_nothing(
    tenant: Tenant,
) -> None:
    runtime = runtime_of(tenant)
    revision = {"tenant_id": tenant.id, "fact_id": random_id(), "chain_id": random_id(), "revision": 1}
    async with maintenance_session(runtime.session_factory) as session:
        inserts = Inserts()
        inserts.objects(
            [new_evidence(tenant), transient(FactRevision, id=random_id(), action="create", **revision)]
        )
        with pytest.raises(sa.exc.IntegrityError, match="foreign key"):  # the revision's fact does not exist
            await inserts.write(session)
        await session.rollback()
    assert await rows(tenant, "SELECT id FROM memory_evidence WHERE tenant_id = :tenant") == []
    evidence = new_evidence(tenant)
    async with maintenance_session(runtime.session_factory) as session:
        inserts = Inserts()
        inserts.objects([evidence])
        inserts.rows(table_of(Evidence), [])  # nothing: no part
        assert len(inserts.parts) == 1
        await inserts.write(session)
        assert inserts.parts == []
        await session.commit()
    [stored] = await rows(tenant, "SELECT id, created_at FROM memory_evidence WHERE tenant_id = :tenant")
    assert stored["id"] == evidence.id and stored["created_at"] == evidence.created_at


def test_flat_vectors_keep_float4_values() -> None:
    flat = FlatVectors([[0.5, -1.25, 3.0], [1e-8, 2.0, -0.0]])
    assert flat.length == 3
    assert np.array_equal(flat.values, np.asarray([0.5, -1.25, 3.0, 1e-8, 2.0, -0.0], np.float32))


def test_the_server_heap_is_undone_when_the_block_ends() -> None:
    before = gc.get_threshold()
    with server_heap():
        assert gc.get_threshold()[0] >= YOUNG_THRESHOLD
        assert gc.get_threshold()[1:] == before[1:]
        assert gc.get_freeze_count() > 0  # the startup heap is out of the collector's walks
        garbage: list[object] = []
        garbage.append(garbage)  # a cycle made while the app runs is still collected
        del garbage
        assert gc.collect() >= 1
    assert gc.get_threshold() == before
    assert gc.get_freeze_count() == 0
