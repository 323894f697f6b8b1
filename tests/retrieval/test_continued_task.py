"""A context request that names no task continues the user's open task it is about (retrieval/open_task.py,
docs/retrieval.md "The task a request continues"): the read path starts from the task."""

from typing import Any

import pytest

from conftest import Tenant
from factories import message
from memory_center.retrieval.open_task import ABOUT, MARGIN, choose
from retrieval.memory_factory import context, index_everything


async def _say(tenant: Tenant, text: str, user_id: str, session_id: str, task_id: str | None = None) -> None:
    fields: dict[str, Any] = {"session_id": session_id}
    if task_id is not None:
        fields["task_id"] = task_id
    response = await tenant.post("/v1/events", json=message(text, user_id=user_id, **fields))
    assert response.status_code == 201, response.text


async def _task(tenant: Tenant, task_id: str, user_id: str, goal: str, to: list[str] | None = None) -> None:
    created = await tenant.post(
        "/v1/tasks",
        json={"task_id": task_id, "user_id": user_id, "goal": goal, "state": {"next": "展示候选酒店"}},
    )
    assert created.status_code == 201, created.text
    version = created.json()["version"]
    for status in to or []:
        moved = await tenant.post(
            f"/v1/tasks/{task_id}/transitions", json={"to_status": status, "expected_version": version}
        )
        assert moved.status_code == 200, moved.text
        version = moved.json()["version"]


async def test_going_on_with_the_last_trip_brings_its_task_state_and_budget(tenant: Tenant) -> None:
    """The source article's own read walk: "帮我继续安排上次旅行" in a new session, no task id."""
    await _say(tenant, "我以后尽量都坐直飞。", "u-trip", "s1")
    await _task(tenant, "sanya", "u-trip", "三亚家庭旅行", ["PLANNING", "WAITING_CONFIRMATION"])
    await _say(tenant, "这次旅行预算不超过 8000 元", "u-trip", "s2", "sanya")
    await _say(tenant, "这次旅行预算调整到 10000 元", "u-trip", "s2", "sanya")
    await index_everything(tenant)

    for query in ("帮我继续安排上次旅行。", "Let's continue planning my last trip."):
        built = await context(tenant, user_id="u-trip", session_id="s3", query=query)
        assert built["continued_task_id"] == "sanya", query
        assert built["sections"]["task"]["goal"] == "三亚家庭旅行"
        assert built["sections"]["task_state"] == {"next": "展示候选酒店"}
        assert "10000" in built["text"] and "8000" not in built["text"]
        assert "直飞" in built["text"]


async def test_another_users_task_and_a_closed_task_are_never_continued(tenant: Tenant) -> None:
    await _task(tenant, "their-trip", "u-other", "三亚家庭旅行")
    await _task(tenant, "done-trip", "u-me", "Family trip to Sanya", ["CANCELLED"])
    built = await context(tenant, user_id="u-me", query="帮我继续安排上次旅行")
    assert built["continued_task_id"] is None and built["sections"]["task"] is None
    assert "三亚" not in built["text"] and "Sanya" not in built["text"]


async def test_a_request_about_something_else_takes_no_task(tenant: Tenant) -> None:
    await _task(tenant, "berlin", "u-two", "Plan the Berlin conference trip")
    await _task(tenant, "flat", "u-two", "Find a two-bedroom flat in Leeds")
    unrelated = await context(tenant, user_id="u-two", query="What should I cook tonight?")
    assert unrelated["continued_task_id"] is None and unrelated["sections"]["task"] is None
    about = await context(tenant, user_id="u-two", query="Find me a flight to Berlin")
    assert about["continued_task_id"] == "berlin"
    named = await context(tenant, user_id="u-two", task_id="flat", query="Find me a flight to Berlin")
    assert named["continued_task_id"] is None and named["sections"]["task"]["task_id"] == "flat"


@pytest.mark.parametrize(
    ("going_on", "scored", "chosen"),
    [
        (True, [(0.05, "only")], "only"),  # asked to go on, one open task: that one
        (True, [(0.30, "a"), (0.10, "b")], "a"),
        (True, [(0.30, "a"), (0.28, "b")], None),  # too close to tell
        (True, [(0.10, "a"), (0.02, "b")], None),  # asked to go on, but about neither
        (False, [(ABOUT, "a")], "a"),
        (False, [(ABOUT - 0.01, "a")], None),
        (False, [(ABOUT + 0.02, "a"), (ABOUT + 0.02 - MARGIN / 2, "b")], None),
        (False, [], None),
    ],
)
def test_the_choice(going_on: bool, scored: list[tuple[float, str]], chosen: str | None) -> None:
    assert choose(going_on, scored) == chosen
