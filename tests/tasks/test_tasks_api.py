"""The task resource of API.md: create, read, transitions, state updates, the transition log."""

import pytest

from conftest import Tenant
from memory_center.tasks.state_machine import TRANSITIONS
from tasks.flows import HAPPY_PATH, create, error_of, move, task_body, task_in

ALL_EDGES = sorted((a.value, b.value) for a, targets in TRANSITIONS.items() for b in targets)


async def test_create_returns_created_version_1(tenant: Tenant) -> None:
    body = task_body(session_id="s-1", agent_id="travel-agent", state={"pending_steps": ["collect dates"]})
    response = await tenant.post("/v1/tasks", json=body)
    assert response.status_code == 201, response.text
    task = response.json()
    assert task["task_id"] == body["task_id"]
    assert task["status"] == "CREATED"
    assert task["version"] == 1
    assert task["user_id"] == "u-1"
    assert task["session_id"] == "s-1"
    assert task["agent_id"] == "travel-agent"
    assert task["goal"] == body["goal"]
    assert task["state"] == {"pending_steps": ["collect dates"]}
    assert task["current_step"] is None
    assert task["allowed_transitions"] == ["PLANNING", "FAILED", "CANCELLED"]
    assert task["created_at"] == task["updated_at"]


async def test_get_returns_the_contract_fields(tenant: Tenant) -> None:
    created = await create(tenant)
    response = await tenant.get(f"/v1/tasks/{created['task_id']}")
    assert response.status_code == 200
    task = response.json()
    for field in ("task_id", "status", "goal", "current_step", "state", "version", "updated_at"):
        assert field in task
    assert task == created


async def test_state_defaults_to_empty_object(tenant: Tenant) -> None:
    assert (await create(tenant))["state"] == {}


async def test_same_task_id_again_is_409_task_exists(tenant: Tenant) -> None:
    first = await create(tenant, task_id="T-dup")
    response = await tenant.post("/v1/tasks", json=task_body("T-dup", goal="another goal"))
    error = error_of(response, 409, "task_exists")
    assert error["details"] == {"task_id": "T-dup"}
    assert (await tenant.get("/v1/tasks/T-dup")).json() == first


async def test_same_task_id_in_another_tenant_is_a_different_task(
    tenant: Tenant, other_tenant: Tenant
) -> None:
    await create(tenant, task_id="T-shared", goal="mine")
    theirs = await create(other_tenant, task_id="T-shared", goal="theirs")
    assert theirs["version"] == 1
    assert (await tenant.get("/v1/tasks/T-shared")).json()["goal"] == "mine"
    assert (await other_tenant.get("/v1/tasks/T-shared")).json()["goal"] == "theirs"


async def test_unknown_task_is_404(tenant: Tenant) -> None:
    error_of(await tenant.get("/v1/tasks/nope"), 404, "not_found")


async def test_full_walk_created_to_completed(tenant: Tenant) -> None:
    task = await create(tenant, task_id="T-walk")
    for version, status in enumerate(HAPPY_PATH, start=2):
        before = task
        task = await move(tenant, task, status, reason=f"now {status}")
        assert task["status"] == status
        assert task["version"] == version
        assert task["updated_at"] > before["updated_at"]
        assert task["created_at"] == before["created_at"]
    assert task["allowed_transitions"] == []
    fetched = (await tenant.get("/v1/tasks/T-walk")).json()
    assert fetched["status"] == "COMPLETED"
    assert fetched["version"] == 5
    log = (await tenant.get("/v1/tasks/T-walk/transitions")).json()
    assert [(t["from_status"], t["to_status"]) for t in log["items"]] == [
        (None, "CREATED"),
        ("CREATED", "PLANNING"),
        ("PLANNING", "WAITING_CONFIRMATION"),
        ("WAITING_CONFIRMATION", "EXECUTING"),
        ("EXECUTING", "COMPLETED"),
    ]
    assert log["next_cursor"] is None


@pytest.mark.parametrize(("source", "target"), ALL_EDGES)
async def test_every_allowed_transition(tenant: Tenant, source: str, target: str) -> None:
    task = await task_in(tenant, source)
    moved = await move(tenant, task, target, reason="reconciled with the provider")
    assert moved["status"] == target
    assert moved["version"] == task["version"] + 1
    log = (await tenant.get(f"/v1/tasks/{task['task_id']}/transitions")).json()["items"]
    assert (log[-1]["from_status"], log[-1]["to_status"], log[-1]["version"]) == (
        source,
        target,
        moved["version"],
    )


@pytest.mark.parametrize(
    ("source", "target", "rule"),
    [
        ("CREATED", "EXECUTING", "not_allowed"),
        ("CREATED", "COMPLETED", "not_allowed"),
        ("CREATED", "OUTCOME_UNKNOWN", "not_allowed"),
        ("CREATED", "CREATED", "same_status"),
        ("PLANNING", "EXECUTING", "not_allowed"),
        ("PLANNING", "PLANNING", "same_status"),
        ("EXECUTING", "PLANNING", "not_allowed"),
        ("OUTCOME_UNKNOWN", "CANCELLED", "not_allowed"),
        ("OUTCOME_UNKNOWN", "PLANNING", "not_allowed"),
        ("COMPLETED", "EXECUTING", "terminal"),
        ("COMPLETED", "FAILED", "terminal"),
        ("FAILED", "PLANNING", "terminal"),
        ("FAILED", "CANCELLED", "terminal"),
        ("CANCELLED", "CREATED", "terminal"),
        ("CANCELLED", "CANCELLED", "terminal"),
    ],
)
async def test_forbidden_transitions_are_422_and_change_nothing(
    tenant: Tenant, source: str, target: str, rule: str
) -> None:
    task = await task_in(tenant, source)
    url = f"/v1/tasks/{task['task_id']}/transitions"
    log_before = (await tenant.get(url)).json()["items"]
    response = await tenant.post(
        url, json={"to_status": target, "expected_version": task["version"], "reason": "try"}
    )
    error = error_of(response, 422, "illegal_transition")
    assert error["details"]["rule"] == rule
    assert error["details"]["allowed_transitions"] == task["allowed_transitions"]
    assert error["details"]["from_status"] == source
    assert (await tenant.get(f"/v1/tasks/{task['task_id']}")).json() == task
    assert (await tenant.get(url)).json()["items"] == log_before


@pytest.mark.parametrize("reason", [None, "", "  "])
async def test_outcome_unknown_back_to_executing_without_reason_is_refused(
    tenant: Tenant, reason: str | None
) -> None:
    task = await task_in(tenant, "OUTCOME_UNKNOWN")
    body = {"to_status": "EXECUTING", "expected_version": task["version"]}
    if reason is not None:
        body["reason"] = reason
    response = await tenant.post(f"/v1/tasks/{task['task_id']}/transitions", json=body)
    error = error_of(response, 422, "illegal_transition")
    assert error["details"]["rule"] == "reason_required"
    assert (await tenant.get(f"/v1/tasks/{task['task_id']}")).json()["status"] == "OUTCOME_UNKNOWN"


async def test_outcome_unknown_reconciliation_paths(tenant: Tenant) -> None:
    task = await task_in(tenant, "OUTCOME_UNKNOWN")
    assert task["allowed_transitions"] == ["EXECUTING", "COMPLETED", "FAILED"]
    retried = await move(tenant, task, "EXECUTING", reason="provider: order 17 not charged; retrying")
    unknown_again = await move(tenant, retried, "OUTCOME_UNKNOWN", reason="timeout again")
    settled = await move(tenant, unknown_again, "COMPLETED", reason="provider: order 17 charged once")
    assert settled["status"] == "COMPLETED"
    log = (await tenant.get(f"/v1/tasks/{task['task_id']}/transitions")).json()["items"]
    assert [(t["to_status"], t["reason"]) for t in log[-3:]] == [
        ("EXECUTING", "provider: order 17 not charged; retrying"),
        ("OUTCOME_UNKNOWN", "timeout again"),
        ("COMPLETED", "provider: order 17 charged once"),
    ]


async def test_outcome_unknown_can_be_settled_as_failed(tenant: Tenant) -> None:
    task = await task_in(tenant, "OUTCOME_UNKNOWN")
    assert (await move(tenant, task, "FAILED"))["status"] == "FAILED"


async def test_user_asks_for_changes_goes_back_to_planning(tenant: Tenant) -> None:
    task = await task_in(tenant, "WAITING_CONFIRMATION")
    replanned = await move(tenant, task, "PLANNING", reason="user wants a later flight")
    assert replanned["status"] == "PLANNING"
    again = await move(tenant, replanned, "WAITING_CONFIRMATION")
    assert again["version"] == task["version"] + 2


async def test_transition_can_carry_state_and_current_step(tenant: Tenant) -> None:
    task = await create(tenant, state={"pending_steps": ["a", "b"]})
    moved = await move(
        tenant,
        task,
        "PLANNING",
        state={"done_steps": ["a"], "pending_steps": ["b"], "next_step": "b"},
        current_step=2,
        current_step_label="b",
    )
    assert moved["state"] == {"done_steps": ["a"], "pending_steps": ["b"], "next_step": "b"}
    assert (moved["current_step"], moved["current_step_label"]) == (2, "b")
    kept = await move(tenant, moved, "WAITING_CONFIRMATION")
    assert kept["state"] == moved["state"]
    assert (kept["current_step"], kept["current_step_label"]) == (2, "b")
    renumbered = await move(tenant, kept, "EXECUTING", current_step=3)
    assert (renumbered["current_step"], renumbered["current_step_label"]) == (3, "b")
    cleared = await move(tenant, renumbered, "COMPLETED", current_step=None, current_step_label=None)
    assert (cleared["current_step"], cleared["current_step_label"]) == (None, None)


async def test_stale_version_on_transition_is_409_with_current_version(tenant: Tenant) -> None:
    task = await create(tenant)
    await move(tenant, task, "PLANNING")
    response = await tenant.post(
        f"/v1/tasks/{task['task_id']}/transitions", json={"to_status": "CANCELLED", "expected_version": 1}
    )
    error = error_of(response, 409, "version_conflict")
    assert error["details"]["current_version"] == 2
    assert error["details"]["expected_version"] == 1
    assert error["details"]["status"] == "PLANNING"
    assert (await tenant.get(f"/v1/tasks/{task['task_id']}")).json()["status"] == "PLANNING"


async def test_future_version_is_409_too(tenant: Tenant) -> None:
    task = await create(tenant)
    response = await tenant.post(
        f"/v1/tasks/{task['task_id']}/transitions", json={"to_status": "PLANNING", "expected_version": 7}
    )
    assert error_of(response, 409, "version_conflict")["details"]["current_version"] == 1


async def test_state_update_replaces_state_and_bumps_version(tenant: Tenant) -> None:
    task = await create(tenant, state={"pending_steps": ["a"], "note": "x"}, current_step=1)
    state = {"done_steps": ["a"], "pending_steps": [], "next_step": None, "budget": {"max": 8000}}
    response = await tenant.put(
        f"/v1/tasks/{task['task_id']}/state", json={"expected_version": 1, "state": state}
    )
    assert response.status_code == 200, response.text
    updated = response.json()
    assert updated["state"] == state
    assert updated["version"] == 2
    assert updated["status"] == "CREATED"
    assert updated["current_step"] == 1
    stepped = await tenant.put(
        f"/v1/tasks/{task['task_id']}/state",
        json={
            "expected_version": 2,
            "state": state,
            "current_step": 2,
            "current_step_label": "第二步：订酒店",
        },
    )
    assert (stepped.json()["current_step"], stepped.json()["current_step_label"]) == (2, "第二步：订酒店")
    assert stepped.json()["version"] == 3
    assert (await tenant.get(f"/v1/tasks/{task['task_id']}")).json() == stepped.json()


async def test_state_update_is_not_a_transition_but_is_audited(tenant: Tenant) -> None:
    task = await create(tenant)
    await tenant.put(f"/v1/tasks/{task['task_id']}/state", json={"expected_version": 1, "state": {"a": 1}})
    moved = await move(tenant, {**task, "version": 2}, "PLANNING")
    assert moved["version"] == 3
    log = (await tenant.get(f"/v1/tasks/{task['task_id']}/transitions")).json()["items"]
    assert [(t["to_status"], t["version"]) for t in log] == [("CREATED", 1), ("PLANNING", 3)]


async def test_stale_version_on_state_update_is_409(tenant: Tenant) -> None:
    task = await create(tenant)
    await move(tenant, task, "PLANNING")
    response = await tenant.put(
        f"/v1/tasks/{task['task_id']}/state", json={"expected_version": 1, "state": {"lost": True}}
    )
    error = error_of(response, 409, "version_conflict")
    assert error["details"]["current_version"] == 2
    assert (await tenant.get(f"/v1/tasks/{task['task_id']}")).json()["state"] == {}


@pytest.mark.parametrize("status", ["COMPLETED", "FAILED", "CANCELLED"])
async def test_terminal_tasks_take_no_state_update(tenant: Tenant, status: str) -> None:
    task = await task_in(tenant, status)
    response = await tenant.put(
        f"/v1/tasks/{task['task_id']}/state",
        json={"expected_version": task["version"], "state": {"late": True}},
    )
    error = error_of(response, 422, "task_closed")
    assert error["details"]["status"] == status
    assert (await tenant.get(f"/v1/tasks/{task['task_id']}")).json() == task


async def test_outcome_unknown_takes_state_updates(tenant: Tenant) -> None:
    task = await task_in(tenant, "OUTCOME_UNKNOWN")
    response = await tenant.put(
        f"/v1/tasks/{task['task_id']}/state",
        json={"expected_version": task["version"], "state": {"checking": "payment provider"}},
    )
    assert response.status_code == 200
    assert response.json()["status"] == "OUTCOME_UNKNOWN"


async def test_transition_log_records_actor_trace_reason_and_order(tenant: Tenant) -> None:
    task = await create(tenant)
    planned = await move(tenant, task, "PLANNING", reason="dates known", trace_id="trace-1")
    response = await tenant.post(
        f"/v1/tasks/{task['task_id']}/transitions",
        role="reviewer",
        json={"to_status": "CANCELLED", "expected_version": planned["version"], "reason": "  user left  "},
    )
    assert response.status_code == 200
    log = (await tenant.get(f"/v1/tasks/{task['task_id']}/transitions")).json()["items"]
    assert [
        (t["from_status"], t["to_status"], t["version"], t["reason"], t["actor"], t["trace_id"]) for t in log
    ] == [
        (None, "CREATED", 1, None, tenant.key_ids["agent"], None),
        ("CREATED", "PLANNING", 2, "dates known", tenant.key_ids["agent"], "trace-1"),
        ("PLANNING", "CANCELLED", 3, "user left", tenant.key_ids["reviewer"], None),
    ]
    assert all(t["task_id"] == task["task_id"] for t in log)
    assert log[0]["created_at"] <= log[1]["created_at"] <= log[2]["created_at"]


async def test_transition_log_pages_oldest_first(tenant: Tenant) -> None:
    task = await task_in(tenant, "COMPLETED")
    url = f"/v1/tasks/{task['task_id']}/transitions"
    first = (await tenant.get(url, params={"limit": 2})).json()
    assert [t["version"] for t in first["items"]] == [1, 2]
    second = (await tenant.get(url, params={"limit": 2, "cursor": first["next_cursor"]})).json()
    assert [t["version"] for t in second["items"]] == [3, 4]
    third = (await tenant.get(url, params={"limit": 2, "cursor": second["next_cursor"]})).json()
    assert [t["version"] for t in third["items"]] == [5]
    assert third["next_cursor"] is None
    error_of(await tenant.get(url, params={"cursor": "garbage"}), 422, "invalid_cursor")


async def test_another_tenants_task_is_404_on_every_endpoint(tenant: Tenant, other_tenant: Tenant) -> None:
    task = await create(tenant, task_id="T-private")
    url = "/v1/tasks/T-private"
    error_of(await other_tenant.get(url), 404, "not_found")
    error_of(await other_tenant.get(f"{url}/transitions"), 404, "not_found")
    error_of(
        await other_tenant.post(f"{url}/transitions", json={"to_status": "PLANNING", "expected_version": 1}),
        404,
        "not_found",
    )
    error_of(
        await other_tenant.put(f"{url}/state", json={"expected_version": 1, "state": {}}), 404, "not_found"
    )
    assert (await tenant.get(url)).json() == task


@pytest.mark.parametrize("role", ["agent", "reviewer", "admin"])
async def test_every_tenant_role_may_use_tasks(tenant: Tenant, role: str) -> None:
    response = await tenant.post("/v1/tasks", role=role, json=task_body())
    assert response.status_code == 201
    task_id = response.json()["task_id"]
    assert (await tenant.get(f"/v1/tasks/{task_id}", role=role)).status_code == 200


async def test_tasks_need_a_key(tenant: Tenant) -> None:
    response = await tenant.client.post("/v1/tasks", json=task_body())
    error_of(response, 401)
