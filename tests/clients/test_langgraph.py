"""`MemoryCenterStore` (LangGraph's BaseStore) against the live service: put goes through governance,
get/search/delete/list_namespaces read and forget facts, sync and async, and a namespace is an
address that another tenant's store cannot see into."""

import pytest
from langgraph.store.base import InvalidNamespaceError

from clients.conftest import SdkTenant, Service, make_sdk_tenant
from memory_center_client import AsyncMemoryCenter, MemoryCenter, NotFound
from memory_center_client.langgraph import MemoryCenterStore

USER = ("user", "u-lg")


def home(city: str) -> dict[str, object]:
    return {
        "content": f"The user lives in {city}",
        "object_value": city,
        "evidence": f"I live in {city}",
    }


@pytest.fixture
def store(sdk_tenant: SdkTenant) -> MemoryCenterStore:
    return MemoryCenterStore(base_url=sdk_tenant.url, api_key=sdk_tenant.keys["agent"])


def test_put_is_governed_and_get_carries_status_and_provenance(
    store: MemoryCenterStore, sdk_tenant: SdkTenant
) -> None:
    decision = store.propose(USER, "residence", home("Munich"))
    assert decision.candidate.status == "ACCEPTED" and decision.fact is not None
    item = store.get(USER, "residence")
    assert item is not None
    assert (item.namespace, item.key) == (USER, "residence")
    assert item.value["content"] == "The user lives in Munich"
    assert item.value["status"] == "ACTIVE"
    provenance = item.value["provenance"]
    assert provenance["fact_id"] == decision.fact.id and provenance["source_type"] == "USER_STATED"
    assert [e["relation"] for e in provenance["evidence"]] == ["SUPPORT"]
    assert store.get(USER, decision.fact.id) == item  # a fact id finds it too

    store.put(USER, "residence", home("Berlin"))  # a new value under the same key supersedes
    newer = store.get(USER, "residence")
    assert newer is not None and newer.value["object_value"] == "Berlin"
    assert newer.value["provenance"]["revision"] == 2
    assert newer.value["provenance"]["supersedes_id"] == decision.fact.id
    with sdk_tenant.client() as mc:
        assert mc.get_fact(decision.fact.id).status == "SUPERSEDED"


def test_governance_decides_what_a_put_keeps(store: MemoryCenterStore, sdk_tenant: SdkTenant) -> None:
    refused = store.propose(USER, "employer", {"content": "The user works at Contoso"})
    assert (refused.candidate.status, refused.candidate.governance_reason) == ("REJECTED", "no_evidence")
    assert store.get(USER, "employer") is None

    store.put(USER, "residence", home("Munich"))
    tool_says = {**home("Berlin"), "evidence": "CRM record: Berlin", "source_type": "TOOL_RESULT"}
    waiting = store.propose(USER, "residence", tool_says)
    assert waiting.candidate.status == "NEEDS_CONFIRMATION" and waiting.fact is None
    current = store.get(USER, "residence")
    assert current is not None and current.value["object_value"] == "Munich"
    with sdk_tenant.client("reviewer") as reviewer:
        reviewer.accept_candidate(waiting.candidate.id, reason="the user confirmed the move")
    current = store.get(USER, "residence")
    assert current is not None and current.value["object_value"] == "Berlin"


def test_search_recall_across_sessions_and_list_under_a_prefix(store: MemoryCenterStore) -> None:
    store.put(USER, "residence", home("Lisbon"))
    store.put(
        (*USER, "session", "s-1"),
        "seat",
        {
            "content": "The user wants a window seat on this trip",
            "memory_type": "PREFERENCE",
            "evidence": "window please",
        },
    )
    found = store.search((*USER, "session", "s-2"), query="where does the user live? Lisbon")
    assert found and found[0].value["content"] == "The user lives in Lisbon"
    assert found[0].namespace == USER and found[0].score is not None and found[0].value["reasons"]

    listed = store.search(USER)
    assert {(i.namespace, i.key) for i in listed} == {
        (USER, "residence"),
        ((*USER, "session", "s-1"), "seat"),
    }
    only = store.search(USER, filter={"memory_type": "PREFERENCE"})
    assert [i.key for i in only] == ["seat"]
    assert [i.key for i in store.search((*USER, "session", "s-1"))] == ["seat"]
    assert len(store.search(USER, limit=1)) == 1 and len(store.search(USER, offset=1)) == 1
    assert store.list_namespaces() == sorted([USER, (*USER, "session", "s-1")])
    assert store.list_namespaces(max_depth=2) == [USER]
    assert store.list_namespaces(suffix=("session", "*")) == [(*USER, "session", "s-1")]


def test_delete_forgets_the_fact(store: MemoryCenterStore, sdk_tenant: SdkTenant) -> None:
    decision = store.propose(USER, "residence", home("Oslo"))
    assert decision.fact is not None
    store.delete(USER, "residence")
    assert store.get(USER, "residence") is None
    with sdk_tenant.client() as mc, pytest.raises(NotFound):
        mc.get_fact(decision.fact.id)
    store.delete(USER, "residence")  # nothing left: still fine


def test_bad_namespaces_and_values_write_nothing(store: MemoryCenterStore, sdk_tenant: SdkTenant) -> None:
    for bad in [("memories", "u-lg"), ("user",), ("session", "s-1"), ("user", "u", "user", "v")]:
        with pytest.raises(InvalidNamespaceError):
            store.put(bad, "k", home("Rome"))
    with pytest.raises(ValueError, match="content"):
        store.put(USER, "residence", {"text": "no content field"})
    with sdk_tenant.client() as mc:
        assert mc.list_candidates().items == []


def test_another_tenants_store_sees_nothing(store: MemoryCenterStore, service: Service) -> None:
    decision = store.propose(USER, "residence", home("Madrid"))
    assert decision.fact is not None
    stranger = make_sdk_tenant(service)
    with MemoryCenter(stranger.url, stranger.keys["agent"]) as client:
        other = MemoryCenterStore(client=client)
        assert other.get(USER, "residence") is None
        assert other.get(USER, decision.fact.id) is None
        assert other.search(USER, query="Madrid") == []
        assert other.list_namespaces() == []


async def test_the_async_store_does_the_same(sdk_tenant: SdkTenant) -> None:
    async with AsyncMemoryCenter(sdk_tenant.url, sdk_tenant.keys["agent"]) as client:
        store = MemoryCenterStore(async_client=client)
        await store.aput(USER, "residence", home("Vienna"))
        item = await store.aget(USER, "residence")
        assert item is not None and item.value["object_value"] == "Vienna"
        found = await store.asearch(USER, query="Vienna")
        assert [i.key for i in found] == ["residence"]
        assert await store.alist_namespaces() == [USER]
        await store.adelete(USER, "residence")
        assert await store.aget(USER, "residence") is None
        with pytest.raises(TypeError, match="synchronous"):
            store.get(USER, "residence")
