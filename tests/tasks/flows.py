"""Small builders and walks for task tests."""

import uuid
from typing import Any, cast

import httpx

from conftest import Tenant, assert_error

HAPPY_PATH = ["PLANNING", "WAITING_CONFIRMATION", "EXECUTING", "COMPLETED"]

# How to reach each status from CREATED through legal moves.
PATH_TO: dict[str, list[str]] = {
    "CREATED": [],
    "PLANNING": ["PLANNING"],
    "WAITING_CONFIRMATION": ["PLANNING", "WAITING_CONFIRMATION"],
    "EXECUTING": ["PLANNING", "WAITING_CONFIRMATION", "EXECUTING"],
    "OUTCOME_UNKNOWN": ["PLANNING", "WAITING_CONFIRMATION", "EXECUTING", "OUTCOME_UNKNOWN"],
    "COMPLETED": HAPPY_PATH,
    "FAILED": ["FAILED"],
    "CANCELLED": ["CANCELLED"],
}


def task_body(task_id: str | None = None, **fields: Any) -> dict[str, Any]:
    body: dict[str, Any] = {
        "task_id": task_id or "T-" + uuid.uuid4().hex[:10],
        "user_id": "u-1",
        "goal": "Book a trip to Tokyo under 8000 CNY",
    }
    body.update(fields)
    return body


async def create(tenant: Tenant, **fields: Any) -> dict[str, Any]:
    response = await tenant.post("/v1/tasks", json=task_body(**fields))
    assert response.status_code == 201, response.text
    created: dict[str, Any] = response.json()
    return created


async def move(tenant: Tenant, task: dict[str, Any], to_status: str, **fields: Any) -> dict[str, Any]:
    """A legal move from the version in task; returns the new task."""
    body = {"to_status": to_status, "expected_version": task["version"], **fields}
    response = await tenant.post(f"/v1/tasks/{task['task_id']}/transitions", json=body)
    assert response.status_code == 200, response.text
    moved: dict[str, Any] = response.json()
    return moved


async def task_in(tenant: Tenant, status: str) -> dict[str, Any]:
    """A new task brought to status through legal moves."""
    task = await create(tenant)
    for step in PATH_TO[status]:
        task = await move(tenant, task, step, reason=f"to {step}")
    assert task["status"] == status
    return task


def error_of(response: httpx.Response, status: int, code: str | None = None) -> dict[str, Any]:
    """assert_error, typed for indexing into details."""
    return cast(dict[str, Any], assert_error(response, status, code))
