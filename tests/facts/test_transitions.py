"""Fact statuses change only through the table of facts/fact_transitions.py: ACTIVE becomes SUPERSEDED,
EXPIRED or INVALIDATED, and those are final (pure, then a forbidden move through HTTP)."""

import itertools
import uuid
from datetime import UTC, datetime

import pytest

from conftest import Tenant, assert_error
from facts.flows import get_fact, revisions, say
from memory_center.enums import FactStatus
from memory_center.errors import Conflict
from memory_center.facts.fact_transitions import TRANSITIONS, can_move, move, require_move
from memory_center.models import Fact

ALLOWED = {
    (FactStatus.ACTIVE, FactStatus.SUPERSEDED),
    (FactStatus.ACTIVE, FactStatus.EXPIRED),
    (FactStatus.ACTIVE, FactStatus.INVALIDATED),
}
EVERY_PAIR = list(itertools.product(FactStatus, FactStatus))


def test_the_table_covers_every_status() -> None:
    assert set(TRANSITIONS) == set(FactStatus)


@pytest.mark.parametrize(("current", "target"), EVERY_PAIR)
def test_only_an_active_fact_moves_and_only_once(current: FactStatus, target: FactStatus) -> None:
    assert can_move(current, target) is ((current, target) in ALLOWED)


@pytest.mark.parametrize(("current", "target"), sorted(set(EVERY_PAIR) - ALLOWED))
def test_a_forbidden_move_is_a_409_that_names_the_status(current: FactStatus, target: FactStatus) -> None:
    successor = uuid.uuid4()
    with pytest.raises(Conflict) as raised:
        require_move(uuid.uuid4(), current, target, successor)
    assert raised.value.code == "fact_not_active"
    assert raised.value.details == {"status": current.value, "superseded_by_id": str(successor)}


def test_move_sets_the_status_and_when_and_refuses_a_second_move() -> None:
    fact = Fact(id=uuid.uuid4(), status=FactStatus.ACTIVE)
    when = datetime(2026, 5, 1, tzinfo=UTC)
    move(fact, FactStatus.INVALIDATED, when)
    assert (fact.status, fact.status_changed_at) == (FactStatus.INVALIDATED, when)
    with pytest.raises(Conflict):
        move(fact, FactStatus.EXPIRED, datetime(2026, 6, 1, tzinfo=UTC))
    assert (fact.status, fact.status_changed_at) == (FactStatus.INVALIDATED, when)


async def test_an_invalidated_fact_cannot_be_invalidated_or_corrected_again(tenant: Tenant) -> None:
    fact_id = (await say(tenant, "I like green tea"))["candidates"][0]["fact_id"]
    url = f"/v1/facts/{fact_id}/invalidate"
    done = await tenant.post(url, "reviewer", json={"reason": "the user never said that"})
    assert done.status_code == 200, done.text
    logged = await revisions(tenant, fact_id)

    assert_error(await tenant.post(url, "reviewer", json={"reason": "again"}), 409, "fact_not_active")
    refused = await tenant.patch(f"/v1/facts/{fact_id}", json={"content": "Likes tea", "reason": "r"})
    assert_error(refused, 409, "fact_not_active")
    assert refused.json()["error"]["details"]["status"] == "INVALIDATED"
    fact = await get_fact(tenant, fact_id)
    assert (fact["status"], fact["revision"]) == ("INVALIDATED", 1)
    assert await revisions(tenant, fact_id) == logged  # nothing written
