"""Two service instances against the Citus coordinator; one worker is stopped mid-run: the requests
of a tenant whose shards are on the other worker keep working through both instances, those of the
stopped worker's tenant fail cleanly (a 5xx, never a wrong answer) and work again once it is back
(docs/scaling.md §4).

Skipped unless ``MC_CITUS_URL`` names a running coordinator (``make test-citus``)."""

import time
import uuid
from collections.abc import Iterator
from typing import Any

import httpx
import pytest
from citus_cluster import CITUS_URL, SKIP_REASON, cluster, tenant_id_on, worker_ports
from instances import Instance, instance_env, instances

from conftest import ADMIN_KEY, RedisServer
from factories import message
from memory_center.db.migrations import migrate

pytestmark = pytest.mark.skipif(not CITUS_URL, reason=SKIP_REASON)

PLATFORM = {"Authorization": f"Bearer {ADMIN_KEY}"}
USER = "u-down"


@pytest.fixture(scope="module")
def pair(redis_server: RedisServer) -> Iterator[list[Instance]]:
    migrate(CITUS_URL)
    env = instance_env(CITUS_URL, redis_server.url, MC_INDEXER_POLL_SECONDS="0.2")
    with instances(2, env) as started:
        yield started


def new_key(instance: Instance, tenant_id: str) -> dict[str, str]:
    body = {"tenant_id": tenant_id, "role": "admin"}
    created = httpx.post(instance.url + "/v1/admin/api-keys", json=body, headers=PLATFORM, timeout=30)
    assert created.status_code == 201, created.text
    return {"Authorization": f"Bearer {created.json()['key']}"}


def round_trip(instance: Instance, headers: dict[str, str], number: int) -> list[int]:
    """A write, a list and a context request of one tenant; their status codes."""
    event = message(f"I moved to Porto, note {number}.", user_id=USER, idempotency_key=uuid.uuid4().hex)
    statuses = [httpx.post(instance.url + "/v1/events", json=event, headers=headers, timeout=30).status_code]
    listed = httpx.get(instance.url + "/v1/events", params={"user_id": USER}, headers=headers, timeout=30)
    statuses.append(listed.status_code)
    body: dict[str, Any] = {"query": "where does the user live", "user_id": USER, "token_budget": 300}
    statuses.append(
        httpx.post(instance.url + "/v1/context", json=body, headers=headers, timeout=30).status_code
    )
    return statuses


def test_tenants_of_the_live_worker_keep_working_while_the_other_is_stopped(pair: list[Instance]) -> None:
    first_port, second_port = worker_ports()
    alive = new_key(pair[0], tenant_id_on(first_port))
    doomed = new_key(pair[1], tenant_id_on(second_port))
    for number, instance in enumerate(pair):  # both work with the whole cluster up
        assert round_trip(instance, alive, number) == [201, 200, 200]
        assert round_trip(instance, doomed, number) == [201, 200, 200]
    cluster("stop-node", "2")
    try:
        for number in range(6):
            instance = pair[number % 2]
            assert round_trip(instance, alive, 10 + number) == [201, 200, 200]
            failed = round_trip(instance, doomed, 10 + number)
            assert all(status >= 500 for status in failed), failed
    finally:
        cluster("start-node", "2")
    deadline = time.monotonic() + 60
    while True:  # the pools drop their broken connections to the restarted worker
        statuses = round_trip(pair[0], doomed, 99)
        if statuses == [201, 200, 200] or time.monotonic() > deadline:
            break
        time.sleep(1)
    assert statuses == [201, 200, 200]
    assert round_trip(pair[1], doomed, 100) == [201, 200, 200]
