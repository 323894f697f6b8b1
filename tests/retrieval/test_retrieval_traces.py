"""Every retrieve and context call stores a trace: ids, revisions, scores and reasons, no content."""

import json
import uuid

from memory_factory import add_fact, context, retrieve

from conftest import Tenant, assert_error
from memory_center.enums import MemoryType

SECRET = "The door code is 4711"


async def test_trace_lists_what_went_into_the_answer_without_content(tenant: Tenant) -> None:
    fact_id = await add_fact(tenant, SECRET, user_id="u1", memory_type=MemoryType.FACT)
    answer = await retrieve(tenant, query="what is the door code?", user_id="u1", k=3)

    response = await tenant.get(f"/v1/traces/{answer['trace_id']}")
    assert response.status_code == 200, response.text
    trace = response.json()
    assert trace["kind"] == "retrieve"
    assert trace["user_id"] == "u1"
    assert trace["items"][0]["id"] == str(fact_id)
    assert trace["items"][0]["revision"] == 1
    assert trace["items"][0]["score"] == answer["items"][0]["score"]
    assert trace["items"][0]["reasons"] == answer["items"][0]["reasons"]
    assert trace["request"]["k"] == 3
    assert "query" not in trace["request"] and trace["request"]["query_hmac"].startswith("hmac-sha256:")
    assert "query_sha256" not in trace["request"]
    assert "4711" not in json.dumps(trace) and "door" not in json.dumps(trace)
    assert "total_ms" in trace["timings"]


async def test_context_trace_names_sections(tenant: Tenant) -> None:
    fact_id = await add_fact(
        tenant, "Never book red-eye flights", user_id="u1", memory_type=MemoryType.CONSTRAINT
    )
    built = await context(tenant, query="book a flight", user_id="u1")
    trace = (await tenant.get(f"/v1/traces/{built['trace_id']}")).json()
    assert trace["kind"] == "context"
    assert [(i["id"], i["section"]) for i in trace["items"]] == [(str(fact_id), "constraints")]


async def test_trace_of_a_deleted_fact_leaks_nothing(tenant: Tenant) -> None:
    fact_id = await add_fact(tenant, SECRET, user_id="u1")
    answer = await retrieve(tenant, query="door code", user_id="u1")
    assert (await tenant.delete(f"/v1/facts/{fact_id}", "reviewer")).status_code == 204
    trace = (await tenant.get(f"/v1/traces/{answer['trace_id']}")).json()
    assert "4711" not in json.dumps(trace)


async def test_traces_of_other_tenants_do_not_exist(tenant: Tenant, other_tenant: Tenant) -> None:
    answer = await retrieve(tenant, query="anything", user_id="u1")
    assert_error(await other_tenant.get(f"/v1/traces/{answer['trace_id']}"), 404, "not_found")
    assert_error(await tenant.get(f"/v1/traces/{uuid.uuid4()}"), 404, "not_found")
    assert_error(await tenant.get("/v1/traces/not-a-uuid"), 422)
