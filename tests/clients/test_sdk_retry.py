"""Retries against the live service behind a real, misbehaving proxy: 503s are retried, a lost answer
to an event is retried with the same idempotency key (one event stored), and calls that are not safe to
repeat are not repeated."""

import json
from collections.abc import Iterator
from contextlib import contextmanager

import pytest

from clients.conftest import SdkTenant
from clients.proxy import FORWARD_THEN_DROP, PASS, UNAVAILABLE, FaultyProxy, faulty_proxy
from conftest import free_port
from memory_center_client import MemoryCenter, NetworkError, RetryPolicy, ServiceUnavailable

FAST = RetryPolicy(attempts=4, backoff=0.01, max_backoff=0.05)


@contextmanager
def proxied(tenant: SdkTenant, script: list[str]) -> Iterator[tuple[FaultyProxy, MemoryCenter]]:
    """An agent client that reaches the live service through a proxy playing `script`."""
    with (
        faulty_proxy(tenant.url, script) as proxy,
        MemoryCenter(proxy.url, tenant.keys["agent"], retry=FAST) as mc,
    ):
        yield proxy, mc


def test_a_503_is_retried_until_the_service_answers(sdk_tenant: SdkTenant) -> None:
    with proxied(sdk_tenant, [UNAVAILABLE, UNAVAILABLE, PASS]) as (proxy, mc):
        page = mc.list_facts(user_id="u-retry")
    assert page.items == []
    assert [s.path for s in proxy.seen] == ["/v1/facts?user_id=u-retry"] * 3


def test_a_lost_answer_to_an_event_is_retried_with_the_same_key(sdk_tenant: SdkTenant) -> None:
    with proxied(sdk_tenant, [FORWARD_THEN_DROP, UNAVAILABLE, PASS]) as (proxy, mc):
        result = mc.remember("u-retry", "I live in Porto", session_id="s-retry")
    assert result.duplicate, "the first attempt was written; the retry found it"
    keys = {json.loads(s.body)["idempotency_key"] for s in proxy.seen}
    assert len(proxy.seen) == 3 and len(keys) == 1 and result.event.idempotency_key in keys
    with sdk_tenant.client() as direct:
        events = direct.list_events(session_id="s-retry").items
    assert [e.id for e in events] == [result.event.id]


def test_a_batch_gives_every_event_a_key_that_survives_the_retry(sdk_tenant: SdkTenant) -> None:
    events = [
        {
            "actor_type": "USER",
            "actor_id": "u-retry",
            "user_id": "u-retry",
            "session_id": "s-batch",
            "event_type": "message",
            "source": "sdk-test",
            "payload": {"role": "user", "text": text},
            "extract": False,
        }
        for text in ("我住在杭州", "I prefer trains over planes")
    ]
    with proxied(sdk_tenant, [FORWARD_THEN_DROP]) as (proxy, mc):
        batch = mc.create_events(events)
    first, second = (json.loads(s.body) for s in proxy.seen)
    assert first == second
    assert all(getattr(r, "duplicate", False) for r in batch.results)
    with sdk_tenant.client() as direct:
        assert len(direct.list_events(session_id="s-batch").items) == 2


def test_a_write_that_is_not_safe_to_repeat_is_not_repeated(sdk_tenant: SdkTenant) -> None:
    with proxied(sdk_tenant, [FORWARD_THEN_DROP]) as (proxy, mc), pytest.raises(NetworkError):
        mc.create_evidence(
            evidence_type="DOCUMENT",
            source_type="TOOL_RESULT",
            source_system="crm",
            content="Contract 77 renews in January",
        )
    assert len(proxy.seen) == 1


def test_retries_end_with_the_last_error(sdk_tenant: SdkTenant) -> None:
    with proxied(sdk_tenant, [UNAVAILABLE] * 10) as (proxy, mc), pytest.raises(ServiceUnavailable) as caught:
        mc.get_task("T-1")
    assert (caught.value.status, caught.value.code) == (503, "database_unavailable")
    assert len(proxy.seen) == FAST.attempts


def test_an_unreachable_service_is_a_network_error() -> None:
    with MemoryCenter(f"http://127.0.0.1:{free_port()}", "k", retry=FAST) as mc, pytest.raises(NetworkError):
        mc.get_task("T-1")
