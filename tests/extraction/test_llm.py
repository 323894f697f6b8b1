"""The model extractor against a fake OpenAI-compatible endpoint (httpx mock transport, or a real local
HTTP server for the timeout): good answers, and every way an answer can be unusable."""

import asyncio
import json
import logging
import threading
import time
from collections.abc import Callable, Iterator
from datetime import UTC, datetime
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

import httpx
import pytest

from memory_center.config import Settings
from memory_center.enums import MemoryType, Scope
from memory_center.extraction.base import ExtractionInput, ExtractionResult, build_extractor
from memory_center.extraction.llm import (
    MAX_CANDIDATES,
    PROMPT_VERSION,
    ModelExtractor,
    chat_completions_url,
)
from memory_center.extraction.rules import RuleExtractor

BASE_URL = "http://llm.test/v1"
SECRET_TEXT = "我喜欢咖啡，我的暗号是 blue-falcon-42"

Handler = Callable[[httpx.Request], httpx.Response]


def message(
    text: str = SECRET_TEXT, *, role: str = "user", task_id: str | None = "task-1"
) -> ExtractionInput:
    return ExtractionInput(
        text=text,
        role="user" if role == "user" else "assistant",
        user_id="user-secret-id",
        session_id="session-1",
        task_id=task_id,
        agent_id=None,
        department_id=None,
        occurred_at=datetime(2025, 5, 1, 9, 0, tzinfo=UTC),
    )


def candidate(**overrides: Any) -> dict[str, Any]:
    found: dict[str, Any] = {
        "memory_type": "PREFERENCE",
        "subject": "咖啡",
        "predicate": "preference",
        "object_value": "like",
        "content": "用户喜欢咖啡",
        "scope": "USER",
        "confidence": 0.9,
    }
    return found | overrides


def completion(content: str | None, **message_fields: Any) -> httpx.Response:
    body = {
        "id": "c1",
        "object": "chat.completion",
        "choices": [{"index": 0, "message": {"role": "assistant", "content": content, **message_fields}}],
    }
    return httpx.Response(200, json=body)


def answer(*candidates: dict[str, Any]) -> httpx.Response:
    return completion(json.dumps({"candidates": list(candidates)}, ensure_ascii=False))


class Endpoint:
    """A fake chat endpoint that records what it was sent."""

    def __init__(self, respond: Handler) -> None:
        self.respond = respond
        self.requests: list[httpx.Request] = []

    def __call__(self, request: httpx.Request) -> httpx.Response:
        self.requests.append(request)
        return self.respond(request)

    @property
    def body(self) -> dict[str, Any]:
        return dict(json.loads(self.requests[-1].content))


async def extract(
    respond: Handler, text: str = SECRET_TEXT, api_key: str | None = "sk-test"
) -> tuple[Endpoint, ExtractionResult]:
    endpoint = Endpoint(respond)
    async with httpx.AsyncClient(transport=httpx.MockTransport(endpoint)) as client:
        extractor = ModelExtractor(client, BASE_URL, "test-model", api_key=api_key, timeout=5.0)
        result = await extractor.extract(message(text))
    return endpoint, result


# --- good answers --------------------------------------------------------------------------------------


async def test_a_good_answer_becomes_candidates() -> None:
    _, result = await extract(lambda _: answer(candidate(), candidate(subject="Budget ", scope="TASK")))
    assert result.error is None
    first, second = result.candidates
    assert (first.memory_type, first.subject, first.predicate, first.object_value) == (
        MemoryType.PREFERENCE,
        "咖啡",
        "preference",
        "like",
    )
    assert (first.scope, first.confidence, first.content) == (Scope.USER, 0.9, "用户喜欢咖啡")
    assert (first.extractor_model, first.extractor_version) == ("test-model", f"prompt-{PROMPT_VERSION}")
    assert (second.subject, second.scope) == ("budget", Scope.TASK)


async def test_the_request_is_an_openai_chat_completion_with_a_json_schema() -> None:
    endpoint, _ = await extract(lambda _: answer())
    request = endpoint.requests[0]
    assert (request.method, str(request.url)) == ("POST", f"{BASE_URL}/chat/completions")
    assert request.headers["authorization"] == "Bearer sk-test"
    body = endpoint.body
    assert body["model"] == "test-model"
    assert body["response_format"]["type"] == "json_schema"
    schema = body["response_format"]["json_schema"]["schema"]
    assert schema["properties"]["candidates"]["items"]["properties"]["scope"]["enum"] == [
        "USER",
        "SESSION",
        "TASK",
    ]
    assert [m["role"] for m in body["messages"]] == ["system", "user"]
    user_turn = json.loads(body["messages"][1]["content"])
    assert user_turn == {
        "message": SECRET_TEXT,
        "has_task": True,
        "occurred_at": "2025-05-01T09:00:00+00:00",
        "known": [],
    }
    assert "user-secret-id" not in request.content.decode()


async def test_no_api_key_sends_no_authorization() -> None:
    endpoint, _ = await extract(lambda _: answer(), api_key=None)
    assert "authorization" not in endpoint.requests[0].headers


@pytest.mark.parametrize(
    ("url", "endpoint"),
    [
        ("http://llm.test/v1", "http://llm.test/v1/chat/completions"),
        ("http://llm.test/v1/", "http://llm.test/v1/chat/completions"),
        ("http://llm.test:8080/openai/v1", "http://llm.test:8080/openai/v1/chat/completions"),
        ("http://llm.test/v1/chat/completions", "http://llm.test/v1/chat/completions"),
        ("http://llm.test/v1/chat/completions/", "http://llm.test/v1/chat/completions"),
    ],
)
def test_chat_completions_url(url: str, endpoint: str) -> None:
    assert chat_completions_url(url) == endpoint


async def test_an_empty_list_is_a_good_answer() -> None:
    _, result = await extract(lambda _: answer())
    assert (result.candidates, result.error) == ([], None)


async def test_fenced_json_and_lower_case_enums_are_accepted() -> None:
    fenced = (
        "```json\n"
        + json.dumps({"candidates": [candidate(memory_type="preference", scope="user")]})
        + "\n```"
    )
    _, result = await extract(lambda _: completion(fenced))
    assert result.error is None
    assert (result.candidates[0].memory_type, result.candidates[0].scope) == (
        MemoryType.PREFERENCE,
        Scope.USER,
    )


async def test_task_scope_without_a_task_becomes_session_scope() -> None:
    endpoint = Endpoint(lambda _: answer(candidate(scope="TASK")))
    async with httpx.AsyncClient(transport=httpx.MockTransport(endpoint)) as client:
        result = await ModelExtractor(client, BASE_URL, "m").extract(message(task_id=None))
    assert result.candidates[0].scope is Scope.SESSION
    assert json.loads(endpoint.body["messages"][1]["content"])["has_task"] is False


@pytest.mark.parametrize(("role", "text"), [("assistant", "我记住了：你喜欢咖啡"), ("user", "   ")])
async def test_assistant_and_empty_messages_are_not_sent(role: str, text: str) -> None:
    endpoint = Endpoint(lambda _: answer(candidate()))
    async with httpx.AsyncClient(transport=httpx.MockTransport(endpoint)) as client:
        result = await ModelExtractor(client, BASE_URL, "m").extract(message(text, role=role))
    assert (endpoint.requests, result.candidates, result.error) == ([], [], None)


# --- unusable answers: an error, never an exception ------------------------------------------------------


def _raise(exc: Exception) -> Handler:
    def respond(request: httpx.Request) -> httpx.Response:
        raise exc

    return respond


@pytest.mark.parametrize(
    ("respond", "code"),
    [
        (_raise(httpx.ReadTimeout("slow")), "timeout"),
        (_raise(httpx.ConnectTimeout("slow")), "timeout"),
        (_raise(httpx.ConnectError("refused")), "unreachable"),
        (lambda _: httpx.Response(500, text="internal error"), "http_status"),
        (lambda _: httpx.Response(429, json={"error": "rate limited"}), "http_status"),
        (lambda _: httpx.Response(401, json={"error": "bad key"}), "http_status"),
        (lambda _: httpx.Response(200, text="<html>not json</html>"), "invalid_response"),
        (lambda _: httpx.Response(200, json={"choices": []}), "invalid_response"),
        (lambda _: httpx.Response(200, json={"unexpected": True}), "invalid_response"),
        (lambda _: completion(None, refusal="I can't help with that"), "refused"),
        (lambda _: completion(None), "invalid_json"),
        (lambda _: completion("Sure! The user likes coffee."), "invalid_json"),
        (lambda _: completion('{"candidates": [{"memory_type": "PREF'), "invalid_json"),
    ],
)
async def test_transport_and_envelope_failures(respond: Handler, code: str) -> None:
    _, result = await extract(respond)
    assert result.candidates == []
    assert result.error is not None
    assert result.error.startswith(f"{code}: ")


@pytest.mark.parametrize(
    "output",
    [
        {"candidates": [candidate(memory_type="OPINION")]},
        {"candidates": [candidate(scope="TENANT")]},
        {"candidates": [candidate(scope="GLOBAL")]},
        {"candidates": [candidate(confidence=1.5)]},
        {"candidates": [candidate(confidence=-0.1)]},
        {"candidates": [candidate(confidence="very")]},
        {"candidates": [candidate(content="")]},
        {"candidates": [candidate(content="x" * 2001)]},
        {"candidates": [candidate(subject="s" * 201)]},
        {"candidates": [{k: v for k, v in candidate().items() if k != "content"}]},
        {"candidates": [candidate()] * (MAX_CANDIDATES + 1)},
        {"candidates": "none"},
        {"memories": []},
        [candidate()],
    ],
)
async def test_schema_violating_output(output: Any) -> None:
    _, result = await extract(lambda _: completion(json.dumps(output)))
    assert result.candidates == []
    assert result.error is not None
    assert result.error.startswith("invalid_output: ")


async def test_errors_and_logs_never_carry_the_message_text(caplog: pytest.LogCaptureFixture) -> None:
    echo = candidate(memory_type="SECRET", content=SECRET_TEXT)
    with caplog.at_level(logging.DEBUG, logger="memory_center"):
        _, result = await extract(lambda _: completion(json.dumps({"candidates": [echo]})))
    assert result.error is not None
    assert "blue-falcon" not in result.error
    assert "blue-falcon" not in caplog.text
    assert "invalid_output" in caplog.text


# --- a real local server that answers too slowly ----------------------------------------------------------


class _SlowChat(BaseHTTPRequestHandler):
    def do_POST(self) -> None:  # the method name http.server dispatches to
        self.rfile.read(int(self.headers["Content-Length"]))
        time.sleep(1.0)
        payload = json.dumps({"choices": [{"message": {"content": '{"candidates": []}'}}]}).encode()
        self.send_response(200)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(payload)))
        self.end_headers()
        self.wfile.write(payload)

    def log_message(self, format: str, *args: Any) -> None:
        """Quiet."""


@pytest.fixture
def slow_server() -> Iterator[str]:
    server = ThreadingHTTPServer(("127.0.0.1", 0), _SlowChat)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    yield f"http://127.0.0.1:{server.server_address[1]}/v1"
    server.shutdown()
    server.server_close()


async def test_a_real_server_that_answers_too_late_is_a_timeout(slow_server: str) -> None:
    async with httpx.AsyncClient() as client:
        extractor = ModelExtractor(client, slow_server, "m", timeout=0.2)
        started = time.monotonic()
        result = await asyncio.wait_for(extractor.extract(message()), timeout=5)
    assert result.candidates == []
    assert result.error == "timeout: no answer within 0.2s"
    assert time.monotonic() - started < 0.9


async def test_a_real_server_that_answers_in_time(slow_server: str) -> None:
    async with httpx.AsyncClient() as client:
        result = await ModelExtractor(client, slow_server, "m", timeout=3).extract(message())
    assert (result.candidates, result.error) == ([], None)


# --- choosing the extractor --------------------------------------------------------------------------------


async def test_build_extractor_rules_by_default() -> None:
    async with httpx.AsyncClient() as client:
        assert isinstance(build_extractor(Settings(extractor="rules"), client), RuleExtractor)


async def test_build_extractor_llm() -> None:
    settings = Settings(extractor="llm", llm_url=BASE_URL, llm_model="m", llm_timeout_seconds=3)
    async with httpx.AsyncClient() as client:
        extractor = build_extractor(settings, client)
    assert isinstance(extractor, ModelExtractor)
    assert extractor.name == "llm"


@pytest.mark.parametrize(
    "missing", [{"llm_url": None, "llm_model": "m"}, {"llm_url": BASE_URL, "llm_model": None}]
)
async def test_build_extractor_llm_needs_url_and_model(missing: dict[str, Any]) -> None:
    async with httpx.AsyncClient() as client:
        with pytest.raises(ValueError, match="MC_LLM_URL"):
            build_extractor(Settings(extractor="llm", **missing), client)
