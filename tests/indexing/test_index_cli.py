"""``memory-center reindex`` and ``memory-center worker --once`` against the test database."""

import os
import subprocess
import sys
import uuid

from sqlalchemy import text

from conftest import Tenant
from memory_center.db.tenancy import maintenance_session
from memory_center.embedding.ensemble import MULTILINGUAL_MODEL
from memory_center.enums import EvidenceType, SourceType
from memory_center.evidence.service import build as build_evidence
from memory_center.runtime import Runtime


def cli(*args: str, database_url: str) -> subprocess.CompletedProcess[str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith("MC_")}
    env["MC_DATABASE_URL"] = database_url
    return subprocess.run(
        [sys.executable, "-m", "memory_center.cli", *args],
        env=env,
        capture_output=True,
        text=True,
        timeout=300,
    )


async def test_reindex_queues_what_has_no_vector_and_the_worker_embeds_it(
    tenant: Tenant, database_url: str
) -> None:
    runtime: Runtime = tenant.client.app.state.runtime  # type: ignore[attr-defined]
    evidence = build_evidence(
        tenant_id=tenant.id,
        evidence_type=EvidenceType.DOCUMENT,
        source_type=SourceType.TOOL_RESULT,
        source_system="crm",
        content="Contract renews on 2027-01-01 " + uuid.uuid4().hex,
        user_id="u1",
    )
    async with maintenance_session(runtime.session_factory) as session:
        session.add(evidence)  # written without enqueueing: only a reindex (or the backfill) finds it
        await session.commit()

    done = cli("reindex", database_url=database_url)
    assert done.returncode == 0, done.stderr
    assert done.stdout.startswith(f"model {MULTILINGUAL_MODEL}: ")

    drained = cli("worker", "--once", database_url=database_url)
    assert drained.returncode == 0, drained.stderr
    status = await tenant.get("/v1/index/status", "admin")
    assert status.json()["pending"] == 0

    async with maintenance_session(runtime.session_factory) as session:
        state = await session.scalar(
            text("SELECT status FROM memory_embedding WHERE tenant_id = :t AND target_id = :id"),
            {"t": tenant.id, "id": evidence.id},
        )
    assert state == "DONE"
