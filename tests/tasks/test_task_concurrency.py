"""Optimistic locking under real concurrency: of N writers naming the same version exactly one wins."""

import asyncio

from conftest import Tenant
from tasks.flows import create, error_of, task_body

WRITERS = 10


async def test_ten_concurrent_transitions_one_wins(tenant: Tenant) -> None:
    task = await create(tenant)
    url = f"/v1/tasks/{task['task_id']}/transitions"
    targets = ["PLANNING", "FAILED", "CANCELLED"]
    responses = await asyncio.gather(
        *(
            tenant.post(url, json={"to_status": targets[i % 3], "expected_version": 1, "reason": f"w{i}"})
            for i in range(WRITERS)
        )
    )
    winners = [r for r in responses if r.status_code == 200]
    losers = [r for r in responses if r.status_code != 200]
    assert len(winners) == 1, [r.text for r in responses]
    for loser in losers:
        assert error_of(loser, 409, "version_conflict")["details"]["current_version"] == 2
    winner = winners[0].json()
    assert winner["version"] == 2
    assert (await tenant.get(f"/v1/tasks/{task['task_id']}")).json() == winner
    log = (await tenant.get(url)).json()["items"]
    assert [(t["to_status"], t["version"]) for t in log] == [("CREATED", 1), (winner["status"], 2)]


async def test_ten_concurrent_state_updates_one_wins(tenant: Tenant) -> None:
    task = await create(tenant)
    url = f"/v1/tasks/{task['task_id']}/state"
    responses = await asyncio.gather(
        *(tenant.put(url, json={"expected_version": 1, "state": {"writer": i}}) for i in range(WRITERS))
    )
    winners = [r for r in responses if r.status_code == 200]
    assert len(winners) == 1, [r.text for r in responses]
    for loser in (r for r in responses if r.status_code != 200):
        error_of(loser, 409, "version_conflict")
    current = (await tenant.get(f"/v1/tasks/{task['task_id']}")).json()
    assert current["version"] == 2
    assert current["state"] == winners[0].json()["state"]


async def test_ten_concurrent_creates_of_one_task_id_make_one_task(tenant: Tenant) -> None:
    responses = await asyncio.gather(
        *(tenant.post("/v1/tasks", json=task_body("T-race", goal=f"goal {i}")) for i in range(WRITERS))
    )
    created = [r for r in responses if r.status_code == 201]
    assert len(created) == 1, [r.text for r in responses]
    for loser in (r for r in responses if r.status_code != 201):
        error_of(loser, 409, "task_exists")
    log = (await tenant.get("/v1/tasks/T-race/transitions")).json()["items"]
    assert len(log) == 1


async def test_a_writer_retrying_after_409_succeeds(tenant: Tenant) -> None:
    task = await create(tenant)
    url = f"/v1/tasks/{task['task_id']}/transitions"
    await tenant.put(f"/v1/tasks/{task['task_id']}/state", json={"expected_version": 1, "state": {"a": 1}})
    stale = await tenant.post(url, json={"to_status": "PLANNING", "expected_version": 1})
    current = error_of(stale, 409, "version_conflict")["details"]["current_version"]
    retried = await tenant.post(url, json={"to_status": "PLANNING", "expected_version": current})
    assert retried.status_code == 200
    assert retried.json()["state"] == {"a": 1}
