"""POST /v1/context: sections, prompt-ready text within the budget, task state, conflicts."""

from memory_factory import add_fact, context, index_everything

from conftest import Tenant, assert_error
from memory_center.enums import MemoryType, Scope, SourceType
from memory_center.retrieval.tokens import TOKENIZER_NAME, count_tokens


async def test_context_sections_and_text(tenant: Tenant) -> None:
    created = await tenant.post(
        "/v1/tasks",
        json={
            "task_id": "trip-7",
            "user_id": "u1",
            "goal": "Book a trip to Hangzhou",
            "state": {"next": "hotel"},
        },
    )
    assert created.status_code == 201, created.text
    await add_fact(
        tenant,
        "Budget for this trip is 10,000 CNY",
        user_id="u1",
        task_id="trip-7",
        scope=Scope.TASK,
        memory_type=MemoryType.CONSTRAINT,
    )
    await add_fact(
        tenant, "Prefers hotels near a metro station", user_id="u1", memory_type=MemoryType.PREFERENCE
    )
    await add_fact(tenant, "Lives in Shanghai", user_id="u1")
    await index_everything(tenant)

    built = await context(tenant, query="find a hotel in Hangzhou", user_id="u1", task_id="trip-7")

    sections = built["sections"]
    assert sections["task"]["task_id"] == "trip-7" and sections["task"]["status"] == "CREATED"
    assert sections["task_state"] == {"next": "hotel"}
    assert [i["content"] for i in sections["constraints"]] == ["Budget for this trip is 10,000 CNY"]
    assert [i["content"] for i in sections["preferences"]] == ["Prefers hotels near a metro station"]
    text = built["text"]
    assert text.startswith("[Task]\nTask trip-7: Book a trip to Hangzhou (status CREATED)")
    assert '[Task State]\n{"next": "hotel"}' in text
    assert (
        "- Budget for this trip is 10,000 CNY (source: USER_STATED, 2020-01-01, confidence 0.90, scope TASK)"
        in text
    )
    assert built["tokens"] == count_tokens(text) <= 1500
    assert built["tokenizer"] == TOKENIZER_NAME
    assert built["degraded"] == []


async def test_constraints_are_stated_whatever_the_query(tenant: Tenant) -> None:
    await add_fact(
        tenant, "Never schedule meetings before 10am", user_id="u1", memory_type=MemoryType.CONSTRAINT
    )
    built = await context(tenant, query="what is the capital of France?", user_id="u1")
    assert [i["content"] for i in built["sections"]["constraints"]] == ["Never schedule meetings before 10am"]


async def test_small_budgets_cut_lines_never_exceed(tenant: Tenant) -> None:
    for i in range(12):
        await add_fact(tenant, f"Fact number {i} about the user and the many things they like", user_id="u1")
    full = await context(tenant, user_id="u1", k=12)
    small = await context(tenant, user_id="u1", k=12, token_budget=60)
    assert small["tokens"] <= 60 < full["tokens"]
    assert small["omitted"] > 0 and full["omitted"] == 0
    assert len(small["sections"]["facts"]) + small["omitted"] == len(full["sections"]["facts"])


async def test_task_of_another_user_is_not_shown(tenant: Tenant) -> None:
    await tenant.post("/v1/tasks", json={"task_id": "theirs", "user_id": "u2", "goal": "Secret plan"})
    built = await context(tenant, user_id="u1", task_id="theirs")
    assert built["sections"]["task"] is None and "Secret plan" not in built["text"]


async def test_conflicts_are_stated_not_guessed(tenant: Tenant) -> None:
    for agent, channel, source in (
        ("sales", "email", SourceType.USER_STATED),
        ("support", "phone", SourceType.TOOL_RESULT),
    ):
        await add_fact(
            tenant,
            f"Prefers to be contacted by {channel}",
            user_id="u1",
            agent_id=agent,
            memory_type=MemoryType.PREFERENCE,
            subject="contact",
            predicate="channel",
            object_value=channel,
            source_type=source,
        )
    built = await context(tenant, query="how should we contact the user?", user_id="u1")
    (note,) = built["sections"]["conflicts"]
    assert note["message"].startswith("two records disagree: Prefers to be contacted by")
    assert "[Conflicts]\n- two records disagree:" in built["text"]
    (preference,) = built["sections"]["preferences"]
    assert len(preference["conflicts"]) == 1


async def test_context_rejects_bad_input(tenant: Tenant) -> None:
    assert_error(await tenant.post("/v1/context", json={"token_budget": 5}), 422)
    assert_error(await tenant.post("/v1/context", json={"query": "x", "bogus": 1}), 422)
    assert_error(await tenant.post("/v1/retrieve", json={"k": 0}), 422)
    assert_error(await tenant.post("/v1/retrieve", json={"as_of": "2025-01-01T00:00:00"}), 422)
    assert_error(await tenant.post("/v1/retrieve", json={"memory_types": ["NOPE"]}), 422)
