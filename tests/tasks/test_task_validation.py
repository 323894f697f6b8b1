"""Bad task input is a clear 4xx and writes nothing."""

from typing import Any

import pytest

from conftest import Tenant
from tasks.flows import create, error_of, task_body

BIG = 64 * 1024


@pytest.mark.parametrize(
    ("change", "where"),
    [
        ({"unknown_field": 1}, "unknown_field"),
        ({"status": "EXECUTING"}, "status"),
        ({"version": 5}, "version"),
        ({"task_id": ""}, "task_id"),
        ({"task_id": "a/b"}, "task_id"),
        ({"task_id": "x" * 300}, "task_id"),
        ({"user_id": None}, "user_id"),
        ({"goal": ""}, "goal"),
        ({"goal": "g" * (BIG + 1)}, "goal"),
        ({"state": "not an object"}, "state"),
        ({"state": {"done_steps": "a"}}, "done_steps"),
        ({"state": {"done_steps": [1]}}, "done_steps"),
        ({"state": {"pending_steps": {"a": 1}}}, "pending_steps"),
        ({"state": {"next_step": 3}}, "next_step"),
        ({"state": {"goal": ["x"]}}, "goal"),
    ],
)
async def test_invalid_create_bodies_are_422(tenant: Tenant, change: dict[str, Any], where: str) -> None:
    body = {**task_body("T-bad"), **change}
    error = error_of(await tenant.post("/v1/tasks", json=body), 422, "validation_error")
    assert where in str(error)
    error_of(await tenant.get("/v1/tasks/T-bad"), 404)


@pytest.mark.parametrize("missing", ["task_id", "user_id", "goal"])
async def test_missing_create_fields_are_422(tenant: Tenant, missing: str) -> None:
    body = task_body()
    del body[missing]
    error_of(await tenant.post("/v1/tasks", json=body), 422, "validation_error")


def oversized_state() -> dict[str, Any]:
    return {"pending_steps": ["step " + "x" * 1000 for _ in range(70)]}


async def test_oversized_state_on_create_is_422_state_too_large(tenant: Tenant) -> None:
    response = await tenant.post("/v1/tasks", json=task_body("T-big", state=oversized_state()))
    error = error_of(response, 422, "state_too_large")
    assert error["details"]["limit"] == BIG
    assert error["details"]["bytes"] > BIG
    error_of(await tenant.get("/v1/tasks/T-big"), 404)


async def test_oversized_state_on_transition_and_put_is_422(tenant: Tenant) -> None:
    task = await create(tenant)
    url = f"/v1/tasks/{task['task_id']}"
    moved = await tenant.post(
        f"{url}/transitions",
        json={"to_status": "PLANNING", "expected_version": 1, "state": oversized_state()},
    )
    error_of(moved, 422, "state_too_large")
    put = await tenant.put(f"{url}/state", json={"expected_version": 1, "state": oversized_state()})
    error_of(put, 422, "state_too_large")
    assert (await tenant.get(url)).json() == task


async def test_state_just_under_the_limit_is_accepted(tenant: Tenant) -> None:
    filler = "x" * (BIG - len('{"blob":""}'))
    task = await create(tenant, state={"blob": filler})
    assert len(task["state"]["blob"]) == len(filler)
    response = await tenant.put(
        f"/v1/tasks/{task['task_id']}/state", json={"expected_version": 1, "state": {"blob": filler + "y"}}
    )
    error_of(response, 422, "state_too_large")


async def test_multibyte_state_is_measured_in_bytes(tenant: Tenant) -> None:
    response = await tenant.post("/v1/tasks", json=task_body(state={"note": "预" * (BIG // 3 + 10)}))
    error_of(response, 422, "state_too_large")


@pytest.mark.parametrize(
    ("body", "where"),
    [
        ({"to_status": "DONE", "expected_version": 1}, "to_status"),
        ({"to_status": "planning", "expected_version": 1}, "to_status"),
        ({"expected_version": 1}, "to_status"),
        ({"to_status": "PLANNING"}, "expected_version"),
        ({"to_status": "PLANNING", "expected_version": 0}, "expected_version"),
        ({"to_status": "PLANNING", "expected_version": "1"}, "expected_version"),
        ({"to_status": "PLANNING", "expected_version": True}, "expected_version"),
        ({"to_status": "PLANNING", "expected_version": 1.5}, "expected_version"),
        ({"to_status": "PLANNING", "expected_version": 1, "force": True}, "force"),
        ({"to_status": "PLANNING", "expected_version": 1, "reason": "r" * (BIG + 1)}, "reason"),
        ({"to_status": "PLANNING", "expected_version": 1, "state": {"done_steps": [None]}}, "done_steps"),
        ({"to_status": "PLANNING", "expected_version": 1, "current_step": "7"}, "current_step"),
        ({"to_status": "PLANNING", "expected_version": 1, "current_step": "search"}, "current_step"),
        ({"to_status": "PLANNING", "expected_version": 1, "current_step": True}, "current_step"),
        ({"to_status": "PLANNING", "expected_version": 1, "current_step": 2.5}, "current_step"),
        ({"to_status": "PLANNING", "expected_version": 1, "current_step": -1}, "current_step"),
        ({"to_status": "PLANNING", "expected_version": 1, "current_step": 2**31}, "current_step"),
        ({"to_status": "PLANNING", "expected_version": 1, "current_step_label": 3}, "current_step_label"),
        (
            {"to_status": "PLANNING", "expected_version": 1, "current_step_label": "x" * 1001},
            "current_step_label",
        ),
    ],
)
async def test_invalid_transition_bodies_are_422(tenant: Tenant, body: dict[str, Any], where: str) -> None:
    task = await create(tenant)
    response = await tenant.post(f"/v1/tasks/{task['task_id']}/transitions", json=body)
    assert where in str(error_of(response, 422, "validation_error"))
    assert (await tenant.get(f"/v1/tasks/{task['task_id']}")).json() == task


@pytest.mark.parametrize(
    ("body", "where"),
    [
        ({"state": {}}, "expected_version"),
        ({"expected_version": 1}, "state"),
        ({"expected_version": 1, "state": {}, "status": "PLANNING"}, "status"),
        ({"expected_version": 1, "state": []}, "state"),
        ({"expected_version": -1, "state": {}}, "expected_version"),
    ],
)
async def test_invalid_state_bodies_are_422(tenant: Tenant, body: dict[str, Any], where: str) -> None:
    task = await create(tenant)
    response = await tenant.put(f"/v1/tasks/{task['task_id']}/state", json=body)
    assert where in str(error_of(response, 422, "validation_error"))
    assert (await tenant.get(f"/v1/tasks/{task['task_id']}")).json() == task


@pytest.mark.parametrize(
    "change",
    [
        {"goal": "a\x00b"},
        {"task_id": "T\x00"},
        {"user_id": "u\x00"},
        {"state": {"note": "a\x00b"}},
        {"state": {"k\x00": 1}},
        {"state": {"done_steps": [{"deep": ["\x00"]}]}},
    ],
)
async def test_nul_characters_are_422_not_a_database_error(tenant: Tenant, change: dict[str, Any]) -> None:
    error_of(await tenant.post("/v1/tasks", json={**task_body("T-nul"), **change}), 422, "validation_error")


@pytest.mark.parametrize(
    "raw",
    [
        b'{"task_id": "T-s", "user_id": "u", "goal": "g", "state": {"a": "\\udc00"}}',
        b'{"task_id": "T-s", "user_id": "u", "goal": "g", "state": {"\\ud800": 1}}',
        b'{"task_id": "T-s", "user_id": "u", "goal": "\\ud800"}',
    ],
)
async def test_lone_surrogates_are_422(tenant: Tenant, raw: bytes) -> None:
    response = await tenant.post("/v1/tasks", content=raw, headers={"Content-Type": "application/json"})
    error_of(response, 422, "validation_error")


async def test_nul_in_transition_and_state_bodies_is_422(tenant: Tenant) -> None:
    task = await create(tenant)
    url = f"/v1/tasks/{task['task_id']}"
    moved = await tenant.post(
        f"{url}/transitions", json={"to_status": "PLANNING", "expected_version": 1, "reason": "\x00"}
    )
    error_of(moved, 422, "validation_error")
    put = await tenant.put(f"{url}/state", json={"expected_version": 1, "state": {"x": "\x00"}})
    error_of(put, 422, "validation_error")
    assert (await tenant.get(url)).json() == task


@pytest.mark.parametrize("path", ["/v1/tasks/a%00b", "/v1/tasks/a%00b/transitions"])
async def test_nul_in_the_path_is_422(tenant: Tenant, path: str) -> None:
    error_of(await tenant.get(path), 422, "validation_error")


async def test_deeply_nested_state_is_422(tenant: Tenant) -> None:
    nested: Any = 1
    for _ in range(300):
        nested = [nested]
    response = await tenant.post("/v1/tasks", json=task_body("T-deep", state={"a": nested}))
    assert "deeper" in error_of(response, 422, "validation_error")["message"]


async def test_moderately_nested_state_is_fine(tenant: Tenant) -> None:
    nested: Any = {"leaf": True}
    for _ in range(20):
        nested = {"n": nested}
    task = await create(tenant, state={"a": nested})
    assert task["state"]["a"] == nested
