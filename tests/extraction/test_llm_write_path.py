"""The model extractor on the write path, against a real local OpenAI-compatible stub server that
plays recorded answers: the prompt shows the user's current memories on the message's subjects with
their keys, a named key updates the memory through the same governance as every candidate, and no
malformed answer ever fails the event."""

import json
import threading
from collections.abc import AsyncIterator, Iterator
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

import httpx
import pytest

from conftest import Tenant, make_tenant
from factories import message
from facts.flows import candidate_body, evidence_body, get_fact, list_facts, submit
from memory_center.config import Settings
from memory_center.main import create_app
from retrieval.memory_factory import index_everything


class Recorded:
    """A chat completions endpoint answering from a list of recorded replies, in order."""

    def __init__(self) -> None:
        self.replies: list[tuple[int, str]] = []
        self.requests: list[dict[str, Any]] = []
        self.lock = threading.Lock()

    def answer(self, content: str) -> None:
        envelope = {
            "id": "r",
            "object": "chat.completion",
            "choices": [{"index": 0, "message": {"role": "assistant", "content": content}}],
        }
        self.replies.append((200, json.dumps(envelope, ensure_ascii=False)))

    def candidates(self, *found: dict[str, Any]) -> None:
        self.answer(json.dumps({"candidates": list(found)}, ensure_ascii=False))

    def raw(self, status: int, body: str) -> None:
        self.replies.append((status, body))

    def next_reply(self, request: dict[str, Any]) -> tuple[int, str]:
        with self.lock:
            self.requests.append(request)
            return self.replies.pop(0)

    def known_of(self, index: int = -1) -> list[dict[str, Any]]:
        known: list[dict[str, Any]] = json.loads(self.requests[index]["messages"][1]["content"])["known"]
        return known


@pytest.fixture(scope="session")
def stub_server() -> Iterator[tuple[Recorded, str]]:
    recorded = Recorded()

    class Handler(BaseHTTPRequestHandler):
        def do_POST(self) -> None:
            length = int(self.headers["Content-Length"])
            status, body = recorded.next_reply(json.loads(self.rfile.read(length)))
            data = body.encode()
            self.send_response(status)
            self.send_header("Content-Type", "application/json")
            self.send_header("Content-Length", str(len(data)))
            self.end_headers()
            self.wfile.write(data)

        def log_message(self, *args: object) -> None:
            pass

    server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    yield recorded, f"http://127.0.0.1:{server.server_address[1]}/v1"
    server.shutdown()
    server.server_close()


@pytest.fixture(scope="session")
async def llm_client(
    settings: Settings, database_url: str, stub_server: tuple[Recorded, str]
) -> AsyncIterator[httpx.AsyncClient]:
    """The service with the model extractor on the stub; session-scoped like the main app (its
    shutdown releases the embedded PostgreSQL of this test process)."""
    update = {"extractor": "llm", "llm_url": stub_server[1], "llm_model": "stub", "llm_timeout_seconds": 10.0}
    app = create_app(settings.model_copy(update=update), db_url=database_url)
    async with app.router.lifespan_context(app):
        transport = httpx.ASGITransport(app=app)
        async with httpx.AsyncClient(transport=transport, base_url="http://test", timeout=60) as client:
            client.app = app  # type: ignore[attr-defined]
            yield client


@pytest.fixture
async def llm_tenant(
    llm_client: httpx.AsyncClient, stub_server: tuple[Recorded, str]
) -> tuple[Tenant, Recorded]:
    recorded = stub_server[0]
    recorded.replies.clear()
    recorded.requests.clear()
    return await make_tenant(llm_client), recorded


def found(subject: str, predicate: str, value: str, content: str, **fields: Any) -> dict[str, Any]:
    base = {"memory_type": "FACT", "subject": subject, "predicate": predicate, "object_value": value,
            "content": content, "scope": "USER", "confidence": 0.9}  # fmt: skip
    return base | fields


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
    return event


async def test_the_prompt_shows_the_users_memories_with_keys_and_a_named_key_supersedes(
    llm_tenant: tuple[Tenant, Recorded],
) -> None:
    tenant, stub = llm_tenant
    berlin = await remember(tenant, "The user lives in Berlin.", "user", "residence", "Berlin")
    await remember(tenant, "Likes green tea.", "green tea", "preference", "like", memory_type="PREFERENCE")
    await remember(tenant, "Lives in Paris.", "user", "residence", "Paris", user_id="u-2")
    await index_everything(tenant)

    stub.candidates(found("user", "residence", "Munich", "The user lives in Munich."))
    event = await send(tenant, "I moved to Munich last month.")

    known = stub.known_of()
    assert {
        "subject": "user",
        "predicate": "residence",
        "value": "Berlin",
        "memory": "The user lives in Berlin.",
    } in known
    assert all(item["value"] != "Paris" for item in known)  # another user's memory is never shown
    assert "u-1" not in json.dumps(stub.requests[-1])
    [candidate] = event["candidates"]
    assert (candidate["status"], candidate["governance_reason"]) == ("ACCEPTED", "supersedes")
    assert (await get_fact(tenant, berlin["fact"]["id"]))["status"] == "SUPERSEDED"
    residences = [f for f in await list_facts(tenant, user_id="u-1") if f["predicate"] == "residence"]
    assert [f["object_value"] for f in residences] == ["Munich"]


async def test_chinese_known_facts_by_keyword_and_the_model_answer_goes_through_governance(
    llm_tenant: tuple[Tenant, Recorded],
) -> None:
    """Not indexed yet: the keyword match alone finds the memory. A lower-trust answer of the model
    (it cannot raise trust: the evidence is the user's message) still faces every policy."""
    tenant, stub = llm_tenant
    spicy = await remember(tenant, "我喜欢吃辣。", "辣", "preference", "like", memory_type="PREFERENCE")

    stub.candidates(found("吃辣", "喜好", "dislike", "用户现在不吃辣了。", memory_type="PREFERENCE"))
    event = await send(tenant, "我现在不吃辣了，太辣的菜受不了。")

    assert {
        "subject": "辣",
        "predicate": "preference",
        "value": "like",
        "memory": "我喜欢吃辣。",
    } in stub.known_of()
    [candidate] = event["candidates"]
    assert candidate["governance_reason"] == "same_memory_supersedes"
    assert (await get_fact(tenant, spicy["fact"]["id"]))["status"] == "SUPERSEDED"

    stub.candidates(found("user", "password", "hunter2-secret", "The password is hunter2-secret."))
    [refused] = (await send(tenant, "My password is hunter2-secret, remember it.", user_id="u-3"))[
        "candidates"
    ]
    assert refused["status"] == "REJECTED"


MALFORMED = [
    ("not json", (200, "plain words, no JSON"), "invalid_response"),
    ("bad json", '{"candidates": [', "invalid_json"),
    (
        "missing fields",
        json.dumps({"candidates": [{"memory_type": "FACT", "content": "x"}]}),
        "invalid_output",
    ),
    (
        "wrong enum",
        json.dumps({"candidates": [found("a", "b", "c", "d", scope="FOREVER")]}),
        "invalid_output",
    ),
    ("not a list", json.dumps({"candidates": "none"}), "invalid_output"),
    ("server error", (500, "{}"), "http_status"),
    ("no choices", (200, json.dumps({"choices": []})), "invalid_response"),
]


@pytest.mark.parametrize(("case", "reply", "code"), MALFORMED, ids=[case for case, _, _ in MALFORMED])
async def test_a_malformed_answer_never_fails_the_event(
    llm_tenant: tuple[Tenant, Recorded], case: str, reply: str | tuple[int, str], code: str
) -> None:
    tenant, stub = llm_tenant
    if isinstance(reply, tuple):
        stub.raw(*reply)
    else:
        stub.answer(reply)
    event = await send(tenant, f"I always fly with aisle seats ({case}).")
    assert event["candidates"] == []
    assert event["extraction_error"].startswith(f"{code}:")
    stored = await tenant.get(f"/v1/events/{event['event']['id']}")
    assert stored.status_code == 200
    assert await list_facts(tenant, user_id="u-1") == []


async def test_extra_text_and_unknown_keys_are_tolerated(llm_tenant: tuple[Tenant, Recorded]) -> None:
    """Prose around the JSON and fields the schema does not know are dropped, not fatal; a key the
    user has no memory of is simply a new memory."""
    tenant, stub = llm_tenant
    seat = found("aisle seat", "preference", "like", "Prefers aisle seats.", memory_type="PREFERENCE")
    answer = json.dumps({"candidates": [seat | {"colour": "blue"}], "note": "x"})
    stub.answer(f"Sure! Here is the JSON you asked for:\n{answer}\nLet me know if you need more.")
    event = await send(tenant, "I always take an aisle seat.")

    assert event["extraction_error"] is None
    [candidate] = event["candidates"]
    assert (candidate["status"], candidate["governance_reason"]) == ("ACCEPTED", "accepted")
    assert stub.known_of() == []
