"""The model extractor on the real write path (real PostgreSQL, Redis, governance), against a real
local HTTP server replaying recorded model answers (``model_stub``): the prompt shows the user's
nearest current memories under short ids, UPDATE / END / ADD become supersessions, endings and new
memories through governance, and an unusable answer (malformed, schema-invalid, slow, an error status,
unreachable) gives the rule extractor's reading (corrections and retractions included); the event is
never lost or failed."""

import dataclasses
import json
from collections.abc import AsyncIterator, Iterator
from typing import Any

import httpx
import pytest

from conftest import Tenant, make_tenant
from extraction.model_stub import ModelStub, closed_port_url, serving
from factories import message
from facts.flows import candidate_body, evidence_body, get_fact, list_facts, submit
from memory_center.config import Settings
from memory_center.extraction.llm import ModelExtractor
from memory_center.extraction.rules import RuleExtractor
from memory_center.main import create_app
from retrieval.memory_factory import index_everything

TIMEOUT = 2.0


@pytest.fixture(scope="session")
def served_model() -> Iterator[ModelStub]:
    with serving() as stub:
        yield stub


@pytest.fixture(scope="session")
async def llm_client(
    settings: Settings, database_url: str, served_model: ModelStub
) -> AsyncIterator[httpx.AsyncClient]:
    """The service with the model extractor on the stub; session-scoped like the main app (its
    shutdown releases the embedded PostgreSQL of this test process)."""
    update = {
        "extractor": "llm",
        "llm_url": served_model.url,
        "llm_model": "stub",
        "llm_timeout_seconds": TIMEOUT,
    }
    app = create_app(settings.model_copy(update=update), db_url=database_url)
    async with app.router.lifespan_context(app):
        transport = httpx.ASGITransport(app=app)
        async with httpx.AsyncClient(transport=transport, base_url="http://test", timeout=60) as client:
            client.app = app  # type: ignore[attr-defined]
            yield client


@pytest.fixture
async def llm_tenant(llm_client: httpx.AsyncClient, served_model: ModelStub) -> tuple[Tenant, ModelStub]:
    served_model.reset()
    return await make_tenant(llm_client), served_model


async def remember(
    tenant: Tenant, content: str, subject: str, predicate: str, value: str, **fields: Any
) -> dict[str, Any]:
    body = candidate_body(content, subject=subject, predicate=predicate, object_value=value,
                          evidence=evidence_body(content), **fields)  # fmt: skip
    return await submit(tenant, body)


async def send(tenant: Tenant, text: str, **fields: Any) -> dict[str, Any]:
    response = await tenant.post("/v1/events", json=message(text, **fields))
    assert response.status_code == 201, response.text
    event: dict[str, Any] = response.json()
    stored = await tenant.get(f"/v1/events/{event['event']['id']}")
    assert stored.status_code == 200  # the event is kept, whatever the model did
    return event


async def held(tenant: Tenant, predicate: str, user_id: str = "u-1") -> list[str]:
    return sorted(
        f["object_value"] for f in await list_facts(tenant, user_id=user_id) if f["predicate"] == predicate
    )


# --- the model decides -------------------------------------------------------------------------------------


async def test_update_names_a_shown_memory_and_governance_supersedes_it(
    llm_tenant: tuple[Tenant, ModelStub],
) -> None:
    tenant, model = llm_tenant
    berlin = await remember(tenant, "The user lives in Berlin.", "user", "residence", "Berlin")
    await remember(tenant, "Likes green tea.", "green tea", "preference", "like", memory_type="PREFERENCE")
    await remember(tenant, "Lives in Paris.", "user", "residence", "Paris", user_id="u-2")
    await index_everything(tenant)

    model.play("moved_to_munich")
    event = await send(tenant, "I moved to Munich last month.")

    shown = model.memories()
    assert {"subject": "user", "predicate": "residence", "value": "Berlin", "type": "FACT",
            "scope": "USER", "memory": "The user lives in Berlin."}.items() <= shown[0].items()  # fmt: skip
    assert all(m["value"] != "Paris" for m in shown)  # another user's memory is never shown
    assert "u-1" not in json.dumps(model.requests[-1]) and berlin["fact"]["id"] not in json.dumps(
        model.requests
    )
    [candidate] = event["candidates"]
    assert (candidate["status"], candidate["governance_reason"]) == ("ACCEPTED", "supersedes")
    assert event["extraction_error"] is None
    assert (await get_fact(tenant, berlin["fact"]["id"]))["status"] == "SUPERSEDED"
    assert await held(tenant, "residence") == ["Munich"]
    assert await held(tenant, "residence", user_id="u-2") == ["Paris"]


async def test_a_slot_the_message_names_is_shown_by_key_without_a_shared_word(
    llm_tenant: tuple[Tenant, ModelStub],
) -> None:
    """Not indexed and no word in common: the cue "shoe size" alone finds ``user / shoe_size``."""
    tenant, model = llm_tenant
    shoes = await remember(tenant, "Wears EU 39.", "user", "shoe_size", "39")
    model.statements(
        {"action": "UPDATE", "memory": "@memory:39", "value": "40", "content": "My shoe size is 40.",
         "confidence": 0.9},
    )  # fmt: skip
    event = await send(tenant, "My shoe size is 40 now")
    assert [m["value"] for m in model.memories()] == ["39"]
    assert [c["governance_reason"] for c in event["candidates"]] == ["supersedes"]
    assert (await get_fact(tenant, shoes["fact"]["id"]))["status"] == "SUPERSEDED"
    assert await held(tenant, "shoe_size") == ["40"]


async def test_a_memory_said_moments_ago_in_the_conversation_is_shown(
    llm_tenant: tuple[Tenant, ModelStub],
) -> None:
    """Not indexed yet, no word and no cue in common: said in this conversation, it is shown."""
    tenant, model = llm_tenant
    model.play("new_home_and_a_liking")
    model.statements(
        {"action": "UPDATE", "memory": "@memory:Leeds", "value": "Munich", "content": "Lives in Munich.",
         "confidence": 0.9},
    )  # fmt: skip
    await send(tenant, "Leeds has been home for a while, and oat milk in my coffee please.", session_id="s-r")
    event = await send(tenant, "I moved to Munich.", session_id="s-r")
    assert "Leeds" in [m["value"] for m in model.memories()]
    assert [c["governance_reason"] for c in event["candidates"]] == ["supersedes"]
    assert await held(tenant, "residence") == ["Munich"]


async def test_chinese_stance_updated_by_id(llm_tenant: tuple[Tenant, ModelStub]) -> None:
    tenant, model = llm_tenant
    spicy = await remember(tenant, "我喜欢吃辣。", "辣", "preference", "like", memory_type="PREFERENCE")
    model.play("zh_no_longer_spicy")
    event = await send(tenant, "我现在不吃辣了，太辣的菜受不了。")
    assert [c["governance_reason"] for c in event["candidates"]] == ["supersedes"]
    assert (await get_fact(tenant, spicy["fact"]["id"]))["status"] == "SUPERSEDED"
    assert await held(tenant, "preference") == ["dislike"]


async def test_end_ends_the_held_memory_through_governance(llm_tenant: tuple[Tenant, ModelStub]) -> None:
    tenant, model = llm_tenant
    car = await remember(tenant, "I drive a Volvo.", "user", "car", "Volvo")
    model.play("sold_the_car")
    event = await send(tenant, "Got rid of the Volvo last week.")
    [candidate] = event["candidates"]
    assert candidate["status"] == "ACCEPTED" and candidate["object_value"] == "none"
    assert (await get_fact(tenant, car["fact"]["id"]))["status"] == "SUPERSEDED"
    assert await held(tenant, "car") == ["none"]


async def test_an_added_option_replaces_the_held_one_and_policies_still_apply(
    llm_tenant: tuple[Tenant, ModelStub],
) -> None:
    """ADD goes through governance like any candidate: a new airline replaces the old one (options of
    one single-valued slot), a password is refused."""
    tenant, model = llm_tenant
    klm = await remember(tenant, "I fly KLM.", "klm", "preference", "like", memory_type="PREFERENCE")
    model.play("airline_by_slot")
    model.statements(
        {"action": "ADD", "subject": "user", "predicate": "password", "value": "hunter2-secret",
         "type": "FACT", "scope": "USER", "content": "The password is hunter2-secret.", "confidence": 0.9},
    )  # fmt: skip
    moved = await send(tenant, "Lufthansa is my airline these days.")
    refused = await send(tenant, "My password is hunter2-secret, remember it.", user_id="u-3")
    assert [c["status"] for c in moved["candidates"]] == ["ACCEPTED"]
    assert (await get_fact(tenant, klm["fact"]["id"]))["status"] == "SUPERSEDED"
    [candidate] = refused["candidates"]
    assert candidate["status"] == "REJECTED"
    assert await list_facts(tenant, user_id="u-3") == []


async def test_bad_statements_are_dropped_and_the_good_one_is_stored(
    llm_tenant: tuple[Tenant, ModelStub],
) -> None:
    tenant, model = llm_tenant
    await remember(tenant, "The user lives in Berlin.", "user", "residence", "Berlin")
    model.play("one_good_among_bad")
    event = await send(tenant, "I always take an aisle seat.")
    assert event["extraction_error"] is None
    assert [(c["subject"], c["status"]) for c in event["candidates"]] == [("aisle seat", "ACCEPTED")]
    assert await held(tenant, "residence") == ["Berlin"]  # the update of an unknown id changed nothing


async def test_a_model_that_keeps_nothing_stores_nothing(llm_tenant: tuple[Tenant, ModelStub]) -> None:
    tenant, model = llm_tenant
    model.play("nothing_to_keep")
    event = await send(tenant, "I live in Leeds now.")  # the rules would read it: the model decided
    assert (event["candidates"], event["extraction_error"]) == ([], None)
    assert await list_facts(tenant, user_id="u-1") == []


# --- the model fails: the rules read ----------------------------------------------------------------------

FAILURES = [
    ("malformed json", "recorded:truncated_json", "invalid_json"),
    ("prose", "recorded:prose_only", "invalid_json"),
    ("schema-invalid", "recorded:old_candidates_shape", "invalid_output"),
    ("every statement invalid", "recorded:every_statement_invalid", "invalid_output"),
    ("server error", "status:500", "http_status"),
    ("slow", "slow:", "timeout"),
    ("connection dropped", "drop:", "unreachable"),
]


def queue(model: ModelStub, reply: str) -> None:
    kind, _, name = reply.partition(":")
    if kind == "recorded":
        model.play(name)
    elif kind == "status":
        model.raw(int(name), '{"error": "internal"}')
    elif kind == "slow":
        model.play("moved_to_munich", delay=TIMEOUT + 1.5)
    else:
        model.drop()


@pytest.mark.parametrize(("case", "reply", "code"), FAILURES, ids=[case for case, _, _ in FAILURES])
async def test_an_unusable_answer_stores_the_rules_reading(
    llm_tenant: tuple[Tenant, ModelStub], case: str, reply: str, code: str
) -> None:
    tenant, model = llm_tenant
    queue(model, reply)
    event = await send(tenant, "I live in Leeds now.")
    assert event["extraction_error"].startswith(f"{code}: ")
    assert event["extraction_error"].endswith("(rules used)")
    assert [c["status"] for c in event["candidates"]] == ["ACCEPTED"]
    assert await held(tenant, "residence") == ["Leeds"]


async def test_corrections_and_retractions_by_the_rules_when_the_model_fails(
    llm_tenant: tuple[Tenant, ModelStub],
) -> None:
    """The model gives nothing usable three times in one session: the rules read the age, put the
    bare correction on it, and take it back on the retraction."""
    tenant, model = llm_tenant
    model.raw(500, "{}")
    model.play("truncated_json")
    model.drop()
    session = {"session_id": "s-fail"}
    await send(tenant, "I'm 34 years old.", **session)
    assert await held(tenant, "age") == ["34"]
    corrected = await send(tenant, "Scratch that, it's 43.", **session)
    assert corrected["extraction_error"].startswith("invalid_json: ")
    assert await held(tenant, "age") == ["43"]
    retracted = await send(tenant, "Just kidding!", **session)
    assert retracted["extraction_error"].startswith("unreachable: ")
    assert await held(tenant, "age") == []


async def test_an_unreachable_model_stores_the_rules_reading(llm_tenant: tuple[Tenant, ModelStub]) -> None:
    tenant, _ = llm_tenant
    runtime = tenant.client.app.state.runtime  # type: ignore[attr-defined]
    working = runtime.write_path
    extractor = ModelExtractor(
        runtime.http_client, closed_port_url(), "m", timeout=TIMEOUT, fallback=RuleExtractor()
    )
    runtime.write_path = dataclasses.replace(working, extractor=extractor)
    try:
        event = await send(tenant, "我住在杭州")
    finally:
        runtime.write_path = working
    assert event["extraction_error"].startswith("unreachable: ")
    assert "杭州" not in event["extraction_error"]
    assert await held(tenant, "residence") == ["杭州"]


async def test_a_batch_mixes_model_answers_and_fallbacks(llm_tenant: tuple[Tenant, ModelStub]) -> None:
    """The first message's memory is governed before the second is read, so the model is shown it."""
    tenant, model = llm_tenant
    model.raw(500, "{}")
    model.play("moved_to_munich")
    batch = {
        "events": [
            message("I live in Berlin.", session_id="s-b"),
            message("My home is Munich now.", session_id="s-b"),  # the cue "home": shown by key
        ]
    }
    response = await tenant.post("/v1/events/batch", json=batch)
    assert response.status_code == 200, response.text
    first, second = response.json()["results"]
    assert first["extraction_error"].startswith("http_status: ")
    assert second["extraction_error"] is None
    assert model.memories(-1)[0]["value"] == "Berlin"  # the first item's fact, governed before the second
    assert await held(tenant, "residence") == ["Munich"]
