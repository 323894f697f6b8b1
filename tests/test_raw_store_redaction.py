"""Secrets never reach the raw stores or the index (DESIGN §3 step 2): event payloads and evidence are
redacted before they are written, the answer says what was redacted (kind and place, never the value),
and no endpoint, table or embedding input holds the value afterwards."""

from typing import Any

import pytest

from conftest import Tenant
from factories import message, unique_key
from facts.flows import candidate_body, dump_text, evidence_body, rows, submit
from memory_center.db.tenancy import maintenance_session
from memory_center.enums import EmbeddingTarget
from memory_center.indexing import repository as index_repository
from retrieval.memory_factory import context, index_everything, retrieve, runtime_of

CARD = "4111 1111 1111 1111"
KEY = "sk-proj-Ab3dEf6hIj9kLm2nOp5qRs8t"
PASSWORD = "Tr0ub4dor&3"
PASSPORT = "E12345678"
ID_BAD_CHECKSUM = "110105194912310021"
PHONE = "13812345678"
EMAIL = "li.lei@example.com"
SECRETS = (CARD, KEY, PASSWORD, PASSPORT, ID_BAD_CHECKSUM, PHONE, EMAIL)

MESSAGES = (
    f"Remember that my card is {CARD} for the hotel booking",
    f"Our deploy key for the travel API is {KEY}, keep it handy",
    f"记住我的密码是 {PASSWORD}，订票网站用的",
    f"My passport number is {PASSPORT}, the trip to Lisbon needs it",
    f"我的身份证号 {ID_BAD_CHECKSUM}，酒店入住要用",
    f"Call me on {PHONE} or mail {EMAIL} about the Lisbon hotel",
)


async def _say(tenant: Tenant, text: str, **fields: Any) -> dict[str, Any]:
    response = await tenant.post("/v1/events", json=message(text, user_id="u-r", session_id="s-r", **fields))
    assert response.status_code == 201, response.text
    body: dict[str, Any] = response.json()
    return body


def _assert_clean(text: str) -> None:
    for secret in SECRETS:
        assert secret not in text, secret


async def test_the_answer_says_what_was_redacted_and_stores_no_value(tenant: Tenant) -> None:
    answer = await _say(tenant, MESSAGES[0])
    text = answer["event"]["payload"]["text"]
    assert text == "Remember that my card is [REDACTED:bank_card] for the hotel booking"
    [found] = answer["event"]["redactions"]
    assert found == {"field": "payload.text", "kind": "bank_card", "start": 25, "end": 45}
    assert text[found["start"] : found["end"]] == "[REDACTED:bank_card]"
    [evidence] = answer["evidence"]
    assert evidence["content"] == text
    assert [r["kind"] for r in evidence["redactions"]] == ["bank_card"]
    assert all(c["status"] == "REJECTED" for c in answer["candidates"])
    _assert_clean(repr(answer))


async def test_no_endpoint_table_or_embedding_input_holds_a_secret(tenant: Tenant) -> None:
    answers = [await _say(tenant, text) for text in MESSAGES]
    kinds = [sorted(r["kind"] for r in a["event"]["redactions"]) for a in answers]
    assert kinds == [
        ["bank_card"],
        ["secret"],
        ["password"],
        ["id_document"],
        ["id_document"],
        ["email", "phone"],
    ]
    await index_everything(tenant)
    seen = [repr(answers)]
    seen.append((await tenant.get("/v1/events", params={"user_id": "u-r"})).text)
    for answer in answers:
        seen.append((await tenant.get(f"/v1/events/{answer['event']['id']}")).text)
        seen.append((await tenant.get(f"/v1/evidence/{answer['evidence'][0]['id']}")).text)
    seen.append((await tenant.get("/v1/users/u-r/export", "admin")).text)
    seen.append((await tenant.get("/v1/candidates", "reviewer", params={"status": "REJECTED"})).text)
    for query in ("Lisbon hotel passport", "card for the hotel booking", "密码 订票网站", "身份证 酒店"):
        request = {"user_id": "u-r", "session_id": "s-r", "query": query, "include_evidence": True}
        found = await retrieve(tenant, **request)
        assert found["items"], query
        seen.append(repr(found))
        seen.append(repr(await context(tenant, **request)))
    seen.append(await dump_text(tenant))
    _assert_clean("\n".join(seen))
    assert "Lisbon" in "\n".join(seen), "the rest of the text is kept"

    evidence_ids = [a["evidence"][0]["id"] for a in answers]
    indexed = await rows(
        tenant,
        "SELECT target_id::text AS id, status::text AS status FROM memory_embedding"
        " WHERE tenant_id = :tenant AND target_kind = 'evidence'",
    )
    assert {(row["id"], row["status"]) for row in indexed} >= {(i, "DONE") for i in evidence_ids}
    async with maintenance_session(runtime_of(tenant.client).session_factory) as session:
        embedded = await index_repository.texts(
            session, EmbeddingTarget.EVIDENCE, [(tenant.id, i) for i in evidence_ids]
        )
    assert len(embedded) == len(MESSAGES)
    _assert_clean(repr(embedded))


async def test_the_same_idempotency_key_and_body_still_return_the_original(tenant: Tenant) -> None:
    body = message(MESSAGES[2], user_id="u-r", idempotency_key=unique_key())
    first = await tenant.post("/v1/events", json=body)
    again = await tenant.post("/v1/events", json=body)
    assert (first.status_code, again.status_code) == (201, 200)
    assert again.json()["duplicate"] is True
    assert again.json()["event"] == first.json()["event"]
    assert again.json()["event"]["redactions"][0]["kind"] == "password"
    _assert_clean(again.text)


async def test_batch_ingest_and_every_payload_field_are_redacted(tenant: Tenant) -> None:
    tool = {
        "actor_type": "TOOL",
        "actor_id": "crm",
        "user_id": "u-r",
        "event_type": "crm_lookup",
        "source": "crm",
        "payload": {"text": f"Customer phone {PHONE}", "rows": [{"card": CARD, "city": "Lisbon"}]},
    }
    response = await tenant.post("/v1/events/batch", json={"events": [tool, message(MESSAGES[1])]})
    assert response.status_code == 200, response.text
    results = response.json()["results"]
    assert [r["field"] for r in results[0]["event"]["redactions"]] == ["payload.text", "payload.rows[0].card"]
    assert results[0]["event"]["payload"]["rows"][0]["city"] == "Lisbon"
    assert results[1]["event"]["redactions"][0]["kind"] == "secret"
    _assert_clean(response.text + await dump_text(tenant))


async def test_evidence_posted_directly_or_inline_is_redacted(tenant: Tenant) -> None:
    posted = await tenant.post(
        "/v1/evidence",
        json=evidence_body(f"Signed scan: passport no. {PASSPORT}", metadata={"note": f"pwd: {PASSWORD}"}),
    )
    assert posted.status_code == 201, posted.text
    assert [r["field"] for r in posted.json()["redactions"]] == ["content", "metadata.note"]
    inline = await submit(
        tenant,
        candidate_body(
            "Prefers the Lisbon riverside hotel",
            evidence=evidence_body(f"Book the riverside hotel, card {CARD}"),
        ),
    )
    assert inline["candidate"]["status"] == "ACCEPTED", inline
    _assert_clean(posted.text + repr(inline) + await dump_text(tenant))


@pytest.mark.parametrize(("email_is_sensitive", "kept"), [(True, False), (False, True)])
async def test_email_follows_the_tenant_policy(tenant: Tenant, email_is_sensitive: bool, kept: bool) -> None:
    settings = runtime_of(tenant.client).settings
    settings.tenant_governance[tenant.id] = {"email_is_sensitive": email_is_sensitive}
    try:
        answer = await _say(tenant, f"Send the itinerary to {EMAIL}")
    finally:
        del settings.tenant_governance[tenant.id]
    assert (EMAIL in answer["event"]["payload"]["text"]) is kept
    assert (EMAIL in answer["evidence"][0]["content"]) is kept


@pytest.mark.parametrize("action", ["reject", "redact"])
async def test_governance_still_sees_a_redacted_secret_as_sensitive(tenant: Tenant, action: str) -> None:
    """The extractor reads the redacted text; the marker keeps the candidate sensitive, so the tenant
    policy decides as before: rejected, or remembered with the marker and never the value."""
    settings = runtime_of(tenant.client).settings
    settings.tenant_governance[tenant.id] = {"sensitive_action": action}
    try:
        answer = await _say(tenant, f"记住我的护照号码是 {PASSPORT}")
    finally:
        del settings.tenant_governance[tenant.id]
    assert answer["candidates"]
    expected = {"reject": "sensitive_data", "redact": "redacted"}[action]
    assert {c["governance_reason"] for c in answer["candidates"]} == {expected}
    _assert_clean(await dump_text(tenant))
