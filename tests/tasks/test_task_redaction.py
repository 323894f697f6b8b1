"""Sensitive data in a task's goal, step label or state never reaches a table, the cache or a context:
it is stored as ``[REDACTED:<kind>]``, like an event payload (docs/security.md)."""

import pytest

from conftest import Tenant
from facts.flows import dump_text
from retrieval.memory_factory import context, runtime_of
from tasks.flows import create, move
from test_raw_store_redaction import CARD, EMAIL, ID_BAD_CHECKSUM, PHONE

STATE = {
    "done_steps": [f"collected the card {CARD}"],
    "pending_steps": ["pay"],
    "next_step": "pay",
    "notes": {"traveller": {"id_number": f"身份证 {ID_BAD_CHECKSUM}", "phone": PHONE}},
}


def assert_clean(text: str) -> None:
    for secret in (CARD, ID_BAD_CHECKSUM, PHONE):
        assert secret not in text, secret


async def test_goal_label_and_state_are_redacted_on_create(tenant: Tenant) -> None:
    task = await create(
        tenant,
        goal=f"Pay the Tokyo hotel with card {CARD}",
        current_step=1,
        current_step_label=f"call {PHONE}",
        state=STATE,
    )
    assert_clean(repr(task))
    assert "[REDACTED:" in task["goal"] and "[REDACTED:" in task["current_step_label"]
    assert task["state"]["pending_steps"] == ["pay"], "what is not sensitive is kept as it was"
    assert "[REDACTED:" in task["state"]["notes"]["traveller"]["id_number"]
    fetched = (await tenant.get(f"/v1/tasks/{task['task_id']}")).json()
    assert fetched["goal"] == task["goal"] and fetched["state"] == task["state"]
    text = (await context(tenant, user_id="u-1", task_id=task["task_id"], query="hotel payment"))["text"]
    assert "Tokyo hotel" in text
    assert_clean(text)
    assert_clean(await dump_text(tenant))


async def test_state_updates_and_transitions_are_redacted(tenant: Tenant) -> None:
    task = await create(tenant)
    body = {"expected_version": task["version"], "state": STATE, "current_step_label": f"card {CARD}"}
    response = await tenant.put(f"/v1/tasks/{task['task_id']}/state", json=body)
    assert response.status_code == 200, response.text
    updated = response.json()
    assert_clean(repr(updated))
    moved = await move(tenant, updated, "PLANNING", state={"next_step": f"ring {PHONE}"})
    assert_clean(repr(moved))
    assert moved["state"]["next_step"].startswith("ring [REDACTED:")
    assert_clean(await dump_text(tenant))


@pytest.mark.parametrize(("email_is_sensitive", "kept"), [(True, False), (False, True)])
async def test_email_in_a_task_follows_the_tenant_policy(
    tenant: Tenant, email_is_sensitive: bool, kept: bool
) -> None:
    settings = runtime_of(tenant.client).settings
    settings.tenant_governance[tenant.id] = {"email_is_sensitive": email_is_sensitive}
    try:
        task = await create(tenant, goal=f"Send the itinerary to {EMAIL}")
    finally:
        del settings.tenant_governance[tenant.id]
    assert (EMAIL in task["goal"]) is kept
