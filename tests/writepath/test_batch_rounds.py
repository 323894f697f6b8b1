"""A batch governs a user's earlier candidates only when a later message could tell (docs/benchmarks.md,
"Session 28: cheaper batch parity"): when one of its held steps first sends a statement
(``db.held_back``), when its own candidates settle in a predicate family the earlier ones do, or after a
value followed into a memory's siblings (``govern_many``'s ``messages``). What the batch leaves is
what the messages leave one by one, revisions included."""

from typing import Any

import pytest
import sqlalchemy as sa

from conftest import Tenant
from factories import message
from facts.flows import list_facts, revisions
from memory_center.db import driver
from memory_center.db.held_back import gated, held_back
from memory_center.db.tenancy import tenant_session
from memory_center.runtime import Runtime
from memory_center.writepath import service
from memory_center.writepath.govern import govern_many

_ONE = sa.text("SELECT 1")


def runtime_of(tenant: Tenant) -> Runtime:
    runtime: Runtime = tenant.client.app.state.runtime  # type: ignore[attr-defined]
    return runtime


async def test_what_is_held_back_is_written_once_before_the_first_statement(tenant: Tenant) -> None:
    written: list[str] = []
    async with tenant_session(runtime_of(tenant).session_factory, tenant.id) as session:

        async def write() -> None:
            written.append("held")
            await driver.fetch(session, _ONE, {})  # its own statements pass straight through

        with held_back(session, write):
            assert written == []  # nothing sent yet
            await driver.fetch(session, _ONE, {})
            await driver.fetch(session, _ONE, {})
        assert written == ["held"]
        with held_back(session, write):
            await gated(session).execute(_ONE)  # an ORM statement through the gated session
        assert written == ["held", "held"]
        with held_back(session, write):
            pass  # no statement: dropped when the scope ends
        await driver.fetch(session, _ONE, {})
        assert written == ["held", "held"]


def said(user: str, texts: list[str]) -> list[dict[str, Any]]:
    return [message(text, user_id=user, session_id=f"{user}-s{n}") for n, text in enumerate(texts)]


async def memories(tenant: Tenant, user: str) -> list[tuple[Any, ...]]:
    """The user's ACTIVE facts, each with the contents of its revisions."""
    found = []
    for fact in await list_facts(tenant, user_id=user, limit=500):
        history = [r["content"] for r in await revisions(tenant, str(fact["id"]))]
        found.append(
            (fact["predicate"], fact["object_value"], fact["content"], fact["scope"], *sorted(history))
        )
    return sorted(found)


CONVERSATIONS = [
    # the employer replaced, the job follows in its words; a later word on the job sees it followed
    # (the third reads no held memory: without the run's end after the second, its job is settled
    # against the job not yet followed)
    ["I'm an accountant at Deloitte.", "Started at KPMG this week.", "My job is auditor."],
    ["I'm an accountant at Deloitte.", "Started at KPMG this week.", "I work as an accountant."],
    # one slot's values, read by no held step: each settles against the one before (in its own run)
    ["My job is auditor.", "My job is nurse.", "I'm allergic to peanuts.", "I'm allergic to shellfish."],
    ["I fly KLM.", "My favourite airline is Lufthansa."],
    # kinds apart, then the same kind again
    ["I love olives.", "My bank is Barclays.", "I hate olives.", "Moved all my accounts over to Monzo."],
    ["我住在杭州。", "我喜欢火锅。", "我的手机号是移动的。", "手机号携号转网到电信。",
     "来成都第一个月，箱子总算都拆完了"],
]  # fmt: skip


@pytest.mark.parametrize("texts", CONVERSATIONS)
async def test_a_batch_leaves_the_memories_and_revisions_of_one_by_one(
    tenant: Tenant, texts: list[str]
) -> None:
    for body in said("u-single", texts):
        response = await tenant.post("/v1/events", json=body)
        assert response.status_code == 201, response.text
    response = await tenant.post("/v1/events/batch", json={"events": said("u-batch", texts)})
    assert response.status_code == 200, response.text
    single = await memories(tenant, "u-single")
    assert single
    assert await memories(tenant, "u-batch") == single


async def test_a_user_repeated_in_a_batch_is_governed_in_fewer_rounds(
    tenant: Tenant, monkeypatch: pytest.MonkeyPatch
) -> None:
    rounds: list[int] = []

    async def counted(*args: Any, **kwargs: Any) -> Any:
        rounds.append(1)
        return await govern_many(*args, **kwargs)

    monkeypatch.setattr(service, "govern_many", counted)
    # four messages: the first three of kinds apart, none of whose steps reads a held memory; the
    # fourth's does (the job said again): one run for the three, one for the fourth — one by one
    # (and before this session's change) a run each. An allergy said reads the held memories since
    # session 30 (it ends a held "no allergies": ``health_states``), so the third is an intolerance
    texts = ["My airline is KLM.", "My job is auditor.", "I'm lactose intolerant.", "I work as a nurse."]
    response = await tenant.post("/v1/events/batch", json={"events": said("u-rounds", texts)})
    assert response.status_code == 200, response.text
    held = {
        (fact["predicate"], fact["object_value"]) for fact in await list_facts(tenant, user_id="u-rounds")
    }
    assert held == {("airline", "KLM"), ("job", "nurse"), ("intolerance", "intolerant")}, held
    assert len(rounds) == 2
