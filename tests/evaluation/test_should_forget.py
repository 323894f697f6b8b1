"""Should forget: deleted, erased, expired, invalidated and superseded facts are never listed as ACTIVE."""

from datetime import UTC, datetime, timedelta
from typing import Any

import pytest

from conftest import Tenant, assert_error
from facts.flows import candidate_body, evidence_body, list_facts, rows, say, submit
from memory_center.facts.sweeper import sweep_once

pytestmark = pytest.mark.should_forget

STATEMENTS = {"zh": "我喜欢喝拿铁", "en": "I like green tea"}


async def remembered(tenant: Tenant, text: str, **fields: Any) -> str:
    fact_id: str = (await say(tenant, text, **fields))["candidates"][0]["fact_id"]
    assert fact_id
    return fact_id


async def active_ids(tenant: Tenant, **params: Any) -> list[str]:
    return [f["id"] for f in await list_facts(tenant, **params)]


@pytest.mark.parametrize("language", STATEMENTS)
async def test_a_deleted_fact_is_gone(tenant: Tenant, language: str) -> None:
    text = STATEMENTS[language]
    fact_id = await remembered(tenant, text)
    assert (await tenant.delete(f"/v1/facts/{fact_id}")).status_code == 204
    assert await active_ids(tenant) == []
    assert_error(await tenant.get(f"/v1/facts/{fact_id}"), 404)
    export = (await tenant.get("/v1/users/u-1/export", "admin")).json()
    assert text not in repr(export)


@pytest.mark.parametrize("language", STATEMENTS)
async def test_an_erased_users_facts_are_gone(tenant: Tenant, language: str) -> None:
    await remembered(tenant, STATEMENTS[language])
    assert (await tenant.delete("/v1/users/u-1", "admin")).status_code == 200
    for status in ("ACTIVE", "SUPERSEDED", "EXPIRED", "INVALIDATED"):
        assert await active_ids(tenant, status=status) == []


async def backdated(tenant: Tenant, scope: str = "USER", days_ago: int = 2, **fields: Any) -> dict[str, Any]:
    start = datetime.now(UTC) - timedelta(days=days_ago)
    body = candidate_body(
        "Has a gym membership",
        subject="gym",
        predicate="membership",
        object_value="yes",
        scope=scope,
        valid_from=start.isoformat(),
        evidence=evidence_body("gym membership"),
        **fields,
    )
    fact: dict[str, Any] = (await submit(tenant, body))["fact"]
    return fact


async def test_a_fact_past_valid_until_is_not_active(tenant: Tenant) -> None:
    until = datetime.now(UTC) - timedelta(days=1)
    fact = await backdated(tenant, valid_until=until.isoformat())
    assert fact["status"] == "EXPIRED"
    assert await active_ids(tenant) == []


async def test_the_sweeper_marks_it_expired(tenant: Tenant) -> None:
    fact = await backdated(tenant, valid_until=(datetime.now(UTC) - timedelta(hours=1)).isoformat())
    runtime = tenant.client.app.state.runtime  # type: ignore[attr-defined]
    await sweep_once(runtime.session_factory, runtime.cache)
    [row] = await rows(
        tenant, "SELECT status FROM memory_fact WHERE tenant_id = :tenant AND id = :id", id=fact["id"]
    )
    assert row["status"] == "EXPIRED"
    assert await active_ids(tenant) == []


async def test_a_session_memory_ends_with_its_session_lifetime(tenant: Tenant) -> None:
    fact = await backdated(tenant, scope="SESSION", session_id="s-old")
    assert fact["scope"] == "SESSION" and fact["status"] == "EXPIRED"
    assert await active_ids(tenant, session_id="s-old") == []


@pytest.mark.parametrize(
    ("first", "second"),
    [
        ("预算不超过 8000 元", "这次预算调整到 10000 元"),
        ("Budget no more than 800 USD", "This time the budget is 900 USD"),
    ],
    ids=["zh", "en"],
)
async def test_a_superseded_value_is_not_active(tenant: Tenant, first: str, second: str) -> None:
    old = await remembered(tenant, first, task_id="T1")
    new = await remembered(tenant, second, task_id="T1")
    assert await active_ids(tenant) == [new]
    assert old in await active_ids(tenant, status="SUPERSEDED")


async def test_an_invalidated_fact_is_not_active(tenant: Tenant) -> None:
    fact_id = await remembered(tenant, "I like green tea")
    response = await tenant.post(f"/v1/facts/{fact_id}/invalidate", "reviewer", json={"reason": "joke"})
    assert response.status_code == 200
    assert await active_ids(tenant) == []


async def test_a_corrected_fact_leaves_only_the_correction_active(tenant: Tenant) -> None:
    old = await remembered(tenant, "我住在上海")
    response = await tenant.patch(f"/v1/facts/{old}", json={"object_value": "杭州", "reason": "moved"})
    assert response.status_code == 200
    [active] = await list_facts(tenant)
    assert (active["object_value"], active["content"]) == ("杭州", "我住在杭州")


async def test_deleting_a_revision_forgets_the_whole_chain(tenant: Tenant) -> None:
    first = await remembered(tenant, "我喜欢咖啡")
    await remembered(tenant, "我不喜欢咖啡")
    assert (await tenant.delete(f"/v1/facts/{first}")).status_code == 204
    for status in ("ACTIVE", "SUPERSEDED"):
        assert await active_ids(tenant, status=status) == []
    assert "咖啡" not in repr(
        await rows(tenant, "SELECT * FROM memory_fact_revision WHERE tenant_id = :tenant")
    )


async def test_as_of_never_brings_a_deleted_fact_back(tenant: Tenant) -> None:
    fact_id = await remembered(tenant, "I like green tea")
    then = datetime.now(UTC).isoformat()
    assert [f["id"] for f in await list_facts(tenant, as_of=then)] == [fact_id]
    assert (await tenant.delete(f"/v1/facts/{fact_id}")).status_code == 204
    assert await list_facts(tenant, as_of=then) == []
