import asyncio

from conftest import Tenant, assert_error
from factories import message, unique_key


async def test_user_message_creates_user_stated_conversation_evidence(tenant: Tenant) -> None:
    response = await tenant.post("/v1/events", json=message("I work at Contoso", session_id="s-1"))
    assert response.status_code == 201, response.text
    body = response.json()
    assert body["duplicate"] is False
    assert body["event"]["tenant_id"] == tenant.id
    assert body["event"]["session_id"] == "s-1"
    [evidence] = body["evidence"]
    assert evidence["evidence_type"] == "CONVERSATION"
    assert evidence["source_type"] == "USER_STATED"
    assert evidence["content"] == "I work at Contoso"
    assert evidence["event_id"] == body["event"]["id"]
    assert isinstance(body["candidates"], list)


async def test_assistant_message_evidence_is_inferred(tenant: Tenant) -> None:
    response = await tenant.post("/v1/events", json=message("您的预算是 8000 元", role="assistant"))
    assert response.status_code == 201
    [evidence] = response.json()["evidence"]
    assert evidence["source_type"] == "INFERRED"
    assert response.json()["candidates"] == []


async def test_non_message_event_without_text_has_no_evidence(tenant: Tenant) -> None:
    body = {
        "actor_type": "SYSTEM",
        "actor_id": "scheduler",
        "event_type": "callback",
        "source": "payments",
        "payload": {"order": 17, "status": "paid"},
    }
    response = await tenant.post("/v1/events", json=body)
    assert response.status_code == 201
    assert response.json()["evidence"] == []
    assert response.json()["event"]["payload"] == {"order": 17, "status": "paid"}


async def test_same_idempotency_key_returns_first_event_and_writes_nothing(tenant: Tenant) -> None:
    key = unique_key()
    first = await tenant.post("/v1/events", json=message("first", idempotency_key=key))
    second = await tenant.post("/v1/events", json=message("first", idempotency_key=key))
    assert first.status_code == 201
    assert second.status_code == 200
    assert second.json()["duplicate"] is True
    assert second.json()["event"]["id"] == first.json()["event"]["id"]
    assert second.json()["event"]["payload"]["text"] == "first"
    assert [e["id"] for e in second.json()["evidence"]] == [e["id"] for e in first.json()["evidence"]]
    listed = await tenant.get("/v1/events")
    assert len(listed.json()["items"]) == 1


async def test_idempotency_race_twenty_concurrent_requests_make_one_event(tenant: Tenant) -> None:
    key = unique_key()
    responses = await asyncio.gather(
        *(tenant.post("/v1/events", json=message("race", idempotency_key=key)) for _ in range(20))
    )
    statuses = sorted(r.status_code for r in responses)
    assert statuses == [200] * 19 + [201], statuses
    ids = {r.json()["event"]["id"] for r in responses}
    assert len(ids) == 1
    assert sum(r.json()["duplicate"] for r in responses) == 19
    listed = await tenant.get("/v1/events")
    assert [e["id"] for e in listed.json()["items"]] == list(ids)


async def test_same_key_in_two_tenants_makes_two_events(tenant: Tenant, other_tenant: Tenant) -> None:
    key = unique_key()
    one = await tenant.post("/v1/events", json=message("a", idempotency_key=key))
    two = await other_tenant.post("/v1/events", json=message("b", idempotency_key=key))
    assert one.status_code == two.status_code == 201
    assert one.json()["event"]["id"] != two.json()["event"]["id"]


async def test_batch_keeps_order_and_one_bad_item_fails_alone(tenant: Tenant) -> None:
    items = [
        message("one"),
        {**message("two"), "actor_type": "ROBOT"},
        message("three", idempotency_key="dup-in-batch"),
        message("three", idempotency_key="dup-in-batch"),
    ]
    response = await tenant.post("/v1/events/batch", json={"events": items})
    assert response.status_code == 200, response.text
    results = response.json()["results"]
    assert len(results) == 4
    assert results[0]["event"]["payload"]["text"] == "one"
    assert results[1]["error"]["code"] == "validation_error"
    assert "actor_type" in results[1]["error"]["message"]
    assert results[2]["duplicate"] is False
    assert results[3]["duplicate"] is True
    assert results[3]["event"]["id"] == results[2]["event"]["id"]
    listed = await tenant.get("/v1/events")
    assert [e["payload"]["text"] for e in listed.json()["items"]] == ["one", "three"]


async def test_batch_limits(tenant: Tenant) -> None:
    assert_error(await tenant.post("/v1/events/batch", json={"events": []}), 422)
    too_many = {"events": [message(str(i)) for i in range(501)]}
    assert_error(await tenant.post("/v1/events/batch", json=too_many), 422)
    listed = await tenant.get("/v1/events")
    assert listed.json()["items"] == []


async def test_get_and_list_with_filters_and_cursor(tenant: Tenant) -> None:
    texts = []
    for i in range(5):
        text = f"turn {i}"
        texts.append(text)
        occurred = f"2026-01-0{i + 1}T10:00:00+08:00"
        user = "u-a" if i % 2 == 0 else "u-b"
        body = message(text, user_id=user, session_id=f"s-{i % 2}", task_id="T1", occurred_at=occurred)
        assert (await tenant.post("/v1/events", json=body)).status_code == 201
    page = await tenant.get("/v1/events", params={"limit": 2})
    assert page.status_code == 200
    first = page.json()
    assert [e["payload"]["text"] for e in first["items"]] == texts[:2]
    assert first["next_cursor"]
    second = (await tenant.get("/v1/events", params={"limit": 2, "cursor": first["next_cursor"]})).json()
    assert [e["payload"]["text"] for e in second["items"]] == texts[2:4]
    third = (await tenant.get("/v1/events", params={"limit": 2, "cursor": second["next_cursor"]})).json()
    assert [e["payload"]["text"] for e in third["items"]] == texts[4:]
    assert third["next_cursor"] is None

    by_user = (await tenant.get("/v1/events", params={"user_id": "u-b"})).json()["items"]
    assert [e["payload"]["text"] for e in by_user] == ["turn 1", "turn 3"]
    by_session = (await tenant.get("/v1/events", params={"session_id": "s-0", "task_id": "T1"})).json()
    assert len(by_session["items"]) == 3
    window = await tenant.get(
        "/v1/events", params={"since": "2026-01-02T00:00:00Z", "until": "2026-01-04T00:00:00Z"}
    )
    assert [e["payload"]["text"] for e in window.json()["items"]] == ["turn 1", "turn 2"]
    assert (await tenant.get("/v1/events", params={"event_type": "callback"})).json()["items"] == []

    event_id = first["items"][0]["id"]
    got = await tenant.get(f"/v1/events/{event_id}")
    assert got.status_code == 200
    assert got.json()["occurred_at"].startswith("2026-01-01T02:00:00")


async def test_list_rejects_bad_cursor_and_limits(tenant: Tenant) -> None:
    assert_error(await tenant.get("/v1/events", params={"cursor": "not-a-cursor"}), 422, "invalid_cursor")
    assert_error(await tenant.get("/v1/events", params={"limit": 501}), 422)
    assert_error(await tenant.get("/v1/events", params={"limit": 0}), 422)
    assert_error(await tenant.get("/v1/events", params={"since": "yesterday"}), 422)


async def test_unknown_event_is_404(tenant: Tenant) -> None:
    assert_error(await tenant.get("/v1/events/00000000-0000-0000-0000-000000000000"), 404, "not_found")
    assert_error(await tenant.get("/v1/events/not-a-uuid"), 422)
