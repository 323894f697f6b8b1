"""`update_task(task_id, fn)`: optimistic locking against real concurrent writers on the live service."""

import threading
from typing import Any

import pytest

from clients.conftest import SdkTenant
from memory_center_client import Conflict, MemoryCenter, Task, TaskChange, ValidationError

USER = "u-tasks"


def test_a_lost_race_is_read_again_and_retried(agent: MemoryCenter, sdk_tenant: SdkTenant) -> None:
    agent.create_task("T-race", USER, "Plan a trip", state={"notes": []})
    seen: list[int] = []

    def add_note(task: Task) -> TaskChange:
        seen.append(task.version)
        if len(seen) == 1:  # another writer gets in between our read and our write
            with sdk_tenant.client() as other:
                other.update_task_state("T-race", task.version, {"notes": ["from the other writer"]})
        return TaskChange(state={"notes": [*task.state["notes"], "mine"]})

    task = agent.update_task("T-race", add_note)
    assert seen == [1, 2]
    assert task.state["notes"] == ["from the other writer", "mine"] and task.version == 3


def test_concurrent_writers_lose_no_update(sdk_tenant: SdkTenant, agent: MemoryCenter) -> None:
    agent.create_task("T-counter", USER, "Count", state={"count": 0})
    writers, rounds = 4, 5
    calls: list[int] = []
    errors: list[BaseException] = []

    def increment(task: Task) -> TaskChange:
        calls.append(task.version)
        return TaskChange(state={"count": task.state["count"] + 1})

    def writer() -> None:
        try:
            with sdk_tenant.client() as mc:
                for _ in range(rounds):
                    mc.update_task("T-counter", increment, attempts=50)
        except BaseException as exc:  # reported below
            errors.append(exc)

    threads = [threading.Thread(target=writer) for _ in range(writers)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(120)
    assert errors == []
    task = agent.get_task("T-counter")
    assert task.state["count"] == writers * rounds
    assert task.version == 1 + writers * rounds
    assert len(calls) >= writers * rounds


def test_it_gives_up_after_the_attempts_and_raises_the_conflict(
    agent: MemoryCenter, sdk_tenant: SdkTenant
) -> None:
    agent.create_task("T-busy", USER, "Always contended", state={})
    attempts: list[int] = []

    def always_beaten(task: Task) -> TaskChange:
        attempts.append(task.version)
        with sdk_tenant.client() as other:
            other.update_task_state("T-busy", task.version, {"winner": "other"})
        return TaskChange(state={"winner": "me"})

    with pytest.raises(Conflict) as caught:
        agent.update_task("T-busy", always_beaten, attempts=3)
    assert len(attempts) == 3 and caught.value.code == "version_conflict"
    assert agent.get_task("T-busy").state == {"winner": "other"}


def test_transitions_and_no_op(agent: MemoryCenter) -> None:
    agent.create_task("T-move", USER, "Move along")
    unchanged = agent.update_task("T-move", lambda task: None)
    assert unchanged.version == 1
    planned = agent.update_task("T-move", lambda t: TaskChange(to_status="PLANNING", reason="dates known"))
    assert (planned.status, planned.version) == ("PLANNING", 2)
    log = agent.task_transitions("T-move").items
    assert (log[-1].to_status, log[-1].reason) == ("PLANNING", "dates known")


def test_an_illegal_move_is_not_retried(agent: MemoryCenter) -> None:
    agent.create_task("T-illegal", USER, "Skip ahead")
    calls: list[Any] = []

    def skip(task: Task) -> TaskChange:
        calls.append(task)
        return TaskChange(to_status="COMPLETED")

    with pytest.raises(ValidationError) as caught:
        agent.update_task("T-illegal", skip)
    assert caught.value.code == "illegal_transition" and len(calls) == 1
