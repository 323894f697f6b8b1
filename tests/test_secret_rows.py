"""The rows of issue 26's table through the API, one test each (the detector's own variants are in
governance/test_secret_variants.py; every field of every write in test_every_field_secrets.py)."""

import logging
import re
from urllib.parse import quote

import pytest

from conftest import Tenant
from factories import message
from facts.flows import candidate_body, dump_text, evidence_body, rows, submit
from memory_center.ops.access_log import AccessLogFilter, install
from retrieval.memory_factory import context, index_everything

_GENERATED = re.compile(
    r"[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}"
    r"|\b(?=[0-9a-f]*[a-f])[0-9a-f]{16,}\b"  # a digest (with a letter: a card's digits are kept)
    r"|\[(?:-?\d+(?:\.\d+)?(?:e[-+]?\d+)?,)+-?\d+(?:\.\d+)?(?:e[-+]?\d+)?\]"  # an embedding's digits
)


def without_ids(text: str) -> str:
    """The rows without their UUIDs and hex digests, whose random digits hold "4111" now and then (a
    row id f411161e-… failed this check once): a card's digits are looked for in everything else."""
    assert "4111111111111111" in _GENERATED.sub("", "x 4111111111111111 y")  # the check still sees a card
    assert "4111.1111" in _GENERATED.sub("", "x [4111.1111.1111.1111] y")  # and one with dots
    assert "4111" not in _GENERATED.sub("", "'[0.12,-0.0014384111,3e-05]'")  # but no vector's digits
    return _GENERATED.sub("", text)


NBSP_CARD = "4111\u00a01111\u00a01111\u00a01111"


async def test_a_password_said_in_passing_is_never_handed_back_by_context(tenant: Tenant) -> None:
    for text in ("Remember: my password is: Tr0xx&3", "my password's Qv9!zz", "pw: Lm4&kk"):
        response = await tenant.post("/v1/events", json=message(text, user_id="u-pw", session_id="s-pw"))
        assert response.status_code == 201, response.text
    await index_everything(tenant)
    answer = repr(await context(tenant, user_id="u-pw", session_id="s-pw", query="what is my password"))
    stored = await dump_text(tenant)
    for secret in ("Tr0xx&3", "Qv9!zz", "Lm4&kk"):
        assert secret not in answer and secret not in stored


@pytest.mark.parametrize(
    "card", [NBSP_CARD, "4111.1111.1111.1111", "ref-4111111111111111", "４１１１ １１１１ １１１１ １１１１"]
)
async def test_a_card_in_any_form_is_not_in_the_keyword_index(tenant: Tenant, card: str) -> None:
    response = await tenant.post(
        "/v1/events", json=message(f"my card {card} for the hotel", user_id="u-card")
    )
    assert response.status_code == 201, response.text
    indexed = await rows(
        tenant,
        "SELECT search_text FROM memory_evidence WHERE tenant_id = :tenant UNION ALL "
        "SELECT search_text FROM memory_fact WHERE tenant_id = :tenant",
    )
    terms = " ".join(row["search_text"] for row in indexed)
    assert "hotel" in terms
    assert "4111" not in terms and "1111" not in terms, terms


async def test_a_card_in_a_payload_key_or_task_state_key_is_stored_nowhere(tenant: Tenant) -> None:
    event = {
        "actor_type": "TOOL",
        "actor_id": "crm",
        "user_id": "u-key",
        "event_type": "crm_lookup",
        "source": "crm",
        "payload": {"text": "booking", NBSP_CARD: "visa"},
    }
    assert (await tenant.post("/v1/events", json=event)).status_code == 201
    task = {"task_id": "T-key", "user_id": "u-key", "goal": "book", "state": {"4111 1111 1111 1111": "card"}}
    assert (await tenant.post("/v1/tasks", json=task)).status_code == 201
    read = await tenant.get("/v1/tasks/T-key")  # fills the Redis task cache
    assert "[REDACTED:bank_card]" in read.text and "4111" not in read.text
    assert "4111" not in without_ids(await dump_text(tenant))


@pytest.mark.parametrize(
    ("field", "body"),
    [
        ("source", message("hi", source=f"crm {NBSP_CARD}")),
        ("session_id", message("hi", session_id="pw: Tr0xx&3")),
        ("idempotency_key", message("hi", idempotency_key="key 4111-1111-1111-1111")),
    ],
)
async def test_a_secret_in_an_identifier_is_refused_not_stored(
    tenant: Tenant, field: str, body: dict[str, object]
) -> None:
    response = await tenant.post("/v1/events", json=body)
    assert response.status_code == 422, response.text
    assert field in response.text
    assert await rows(tenant, "SELECT id FROM memory_event WHERE tenant_id = :tenant") == []


async def test_an_evidence_locator_and_a_key_name_are_screened(tenant: Tenant) -> None:
    body = evidence_body("the contract", locator={"path": f"cards/{NBSP_CARD}.pdf"})
    assert (await tenant.post("/v1/evidence", json=body)).status_code == 422
    named = {
        "tenant_id": tenant.id,
        "role": "agent",
        "name": "aws_secret_access_key=wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY",
    }
    assert (await tenant.post("/v1/admin/api-keys", "admin", json=named)).status_code == 422


async def test_an_x_reason_with_an_nbsp_spaced_card_is_refused(tenant: Tenant) -> None:
    evidence = evidence_body("I work at Contoso")
    body = candidate_body("Works at Contoso", subject="User", predicate="workplace", object_value="Contoso")
    fact = (await submit(tenant, {**body, "evidence": evidence}))["fact"]
    headers = {"X-Reason": quote(f"paid with {NBSP_CARD}")}
    response = await tenant.request("DELETE", f"/v1/facts/{fact['id']}", "reviewer", headers=headers)
    assert response.status_code == 422, response.text
    assert "4111" not in without_ids(await dump_text(tenant))


def _access_line(path: str, *, keep_query: bool) -> str:
    record = logging.LogRecord(
        "uvicorn.access",
        logging.INFO,
        __file__,
        1,
        '%s - "%s %s HTTP/%s" %d',
        ("1.2.3.4:5", "DELETE", path, "1.1", 422),
        None,
    )
    AccessLogFilter(keep_query=keep_query).filter(record)
    return record.getMessage()


def test_the_access_log_holds_the_path_only() -> None:
    line = _access_line(f"/v1/facts/f-1?reason=card%20{quote(NBSP_CARD)}", keep_query=False)
    assert line == '1.2.3.4:5 - "DELETE /v1/facts/f-1 HTTP/1.1" 422'


def test_the_access_log_never_names_a_user() -> None:
    assert "u-erased" not in _access_line("/v1/users/u-erased", keep_query=False)
    assert "u-erased" not in _access_line("/v1/users/u-erased/export?x=1", keep_query=True)
    kept = _access_line("/v1/events?user_id=u-erased&limit=5", keep_query=True)
    assert "u-erased" not in kept and "limit=5" in kept


def test_an_opted_in_query_string_is_redacted() -> None:
    line = _access_line(f"/v1/facts/f-1?reason={quote('card ' + NBSP_CARD)}", keep_query=True)
    assert "4111" not in line and "reason=" in line


def test_install_filters_uvicorns_logger(caplog: pytest.LogCaptureFixture) -> None:
    install(keep_query=False)
    with caplog.at_level(logging.INFO, logger="uvicorn.access"):
        logging.getLogger("uvicorn.access").info(
            '%s - "%s %s HTTP/%s" %d', "1.2.3.4:5", "GET", "/v1/users/u-9/export?token=abc", "1.1", 200
        )
    assert caplog.records[-1].getMessage() == '1.2.3.4:5 - "GET /v1/users/{user_id}/export HTTP/1.1" 200'
