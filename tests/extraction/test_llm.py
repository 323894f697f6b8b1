"""The model extractor against a real local HTTP server that replays recorded model answers
(``model_stub``): the prompt (schema, the user's memories under short ids), each action read into a
candidate, every bad statement dropped and counted, and every unusable answer (malformed, slow,
unreachable, an error status) giving the rule extractor's reading instead."""

import asyncio
import json
import logging
import time
from collections.abc import Iterator
from datetime import UTC, datetime
from typing import Any

import httpx
import pytest
from prometheus_client import REGISTRY

from extraction.model_stub import ModelStub, closed_port_url, completion, serving
from memory_center.config import Settings
from memory_center.enums import MemoryType, Scope
from memory_center.extraction.build import ExtractionInput, ExtractionResult, build_extractor
from memory_center.extraction.contract import KnownFact
from memory_center.extraction.llm import MAX_STATEMENTS, PROMPT_VERSION, ModelExtractor, chat_completions_url
from memory_center.extraction.rules import RuleExtractor
from memory_center.extraction.schema import SLOTS
from memory_center.writepath.known import slots_named

SECRET_TEXT = "我喜欢咖啡，我的暗号是 blue-falcon-42"
BERLIN = KnownFact("user", "residence", "Berlin", "I live in Berlin.", MemoryType.FACT, Scope.USER)
VOLVO = KnownFact("user", "car", "Volvo", "I drive a Volvo.", MemoryType.FACT, Scope.USER)
SHOES = KnownFact("user", "shoe_size", "39", "我穿39码的鞋。", MemoryType.FACT, Scope.USER)
SPICY = KnownFact("辣", "preference", "like", "我喜欢吃辣。", MemoryType.PREFERENCE, Scope.USER)


@pytest.fixture(scope="module")
def served() -> Iterator[ModelStub]:
    with serving() as stub:
        yield stub


@pytest.fixture
def model(served: ModelStub) -> ModelStub:
    served.reset()
    return served


def message(
    text: str = SECRET_TEXT,
    *,
    role: str = "user",
    task_id: str | None = "task-1",
    known: tuple[KnownFact, ...] = (),
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
        known=known,
    )


async def extract(
    model: ModelStub,
    said: ExtractionInput,
    *,
    fallback: bool = True,
    timeout: float = 5.0,  # noqa: ASYNC109 (the extractor's own timeout, not this call's)
    url: str | None = None,
    api_key: str | None = "sk-test",
) -> ExtractionResult:
    async with httpx.AsyncClient() as client:
        extractor = ModelExtractor(
            client,
            url or model.url,
            "test-model",
            api_key=api_key,
            timeout=timeout,
            fallback=RuleExtractor() if fallback else None,
        )
        return await asyncio.wait_for(extractor.extract(said), timeout=30)


def key(result: ExtractionResult) -> list[tuple[Any, ...]]:
    return [
        (c.memory_type, c.subject, c.predicate, c.object_value, c.scope, c.ends) for c in result.candidates
    ]


def counted(outcome: str) -> float:
    return REGISTRY.get_sample_value("mc_model_extractor_statements_total", {"outcome": outcome}) or 0.0


# --- the request ----------------------------------------------------------------------------------------


async def test_the_request_shows_the_schema_and_the_users_memories_under_short_ids(model: ModelStub) -> None:
    await extract(model, message(known=(BERLIN, SPICY)))
    [body], [headers] = model.requests, model.headers
    assert headers["Authorization"] == "Bearer sk-test"
    assert body["model"] == "test-model" and body["temperature"] == 0
    schema = body["response_format"]["json_schema"]["schema"]
    item = schema["properties"]["statements"]["items"]
    assert item["properties"]["action"]["enum"] == ["ADD", "UPDATE", "END", "NONE"]
    assert set(item["required"]) == set(item["properties"])
    system = body["messages"][0]["content"]
    assert all(f"- {slot.name} (" in system for slot in SLOTS)
    assert "key user / residence" in system
    assert "key <option> / preference = like" in system  # an airline is kept as a liking
    assert "key <thing> / allergy" in system and "key partner / name" in system
    assert model.turn() == {
        "message": SECRET_TEXT,
        "has_task": True,
        "occurred_at": "2025-05-01T09:00:00+00:00",
        "memories": [
            {"id": "m1", "subject": "user", "predicate": "residence", "value": "Berlin",
             "memory": "I live in Berlin.", "type": "FACT", "scope": "USER"},
            {"id": "m2", "subject": "辣", "predicate": "preference", "value": "like",
             "memory": "我喜欢吃辣。", "type": "PREFERENCE", "scope": "USER"},
        ],
    }  # fmt: skip
    assert "user-secret-id" not in json.dumps(body) and "session-1" not in json.dumps(body)


async def test_no_api_key_sends_no_authorization(model: ModelStub) -> None:
    await extract(model, message(), api_key=None)
    assert "Authorization" not in model.headers[0]


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


@pytest.mark.parametrize(("role", "text"), [("assistant", "我记住了：你喜欢咖啡"), ("user", "   ")])
async def test_assistant_and_empty_messages_are_not_sent(model: ModelStub, role: str, text: str) -> None:
    result = await extract(model, message(text, role=role))
    assert (model.requests, result.candidates, result.error, result.fallback) == ([], [], None, None)


@pytest.mark.parametrize(
    ("text", "slots"),
    [
        ("My shoe size is 43 now, and my office moved", ("shoe_size", "office")),
        ("我的鞋码是39", ("shoe_size",)),
        ("My home airport is Schiphol", ("home_airport",)),
        ("The officer said hello", ()),
    ],
)
def test_the_slots_a_message_names_by_cue(text: str, slots: tuple[str, ...]) -> None:
    assert slots_named(text) == slots


# --- each action ----------------------------------------------------------------------------------------


async def test_update_names_a_memory_and_keeps_its_key_type_and_scope(model: ModelStub) -> None:
    model.play("moved_to_munich")
    result = await extract(model, message("I moved to Munich last month.", known=(SPICY, BERLIN)))
    assert (result.error, result.fallback) == (None, None)
    assert key(result) == [(MemoryType.FACT, "user", "residence", "Munich", Scope.USER, None)]
    [found] = result.candidates
    assert (found.content, found.confidence) == ("The user lives in Munich.", 0.9)
    assert (found.extractor_model, found.extractor_version) == ("test-model", f"prompt-{PROMPT_VERSION}")


async def test_chinese_update_of_a_size_and_of_a_stance(model: ModelStub) -> None:
    model.play("zh_shoe_size_now_40")
    model.play("zh_no_longer_spicy")
    sizes = await extract(model, message("我的鞋码现在是40了", known=(SHOES,)))
    spicy = await extract(model, message("我现在不吃辣了", known=(SHOES, SPICY)))
    assert key(sizes) == [(MemoryType.FACT, "user", "shoe_size", "40", Scope.USER, None)]
    assert key(spicy) == [(MemoryType.PREFERENCE, "辣", "preference", "dislike", Scope.USER, None)]


async def test_end_proposes_none_on_the_memorys_key_ending_its_value(model: ModelStub) -> None:
    model.play("sold_the_car")
    result = await extract(model, message("I sold my car.", known=(BERLIN, VOLVO)))
    assert key(result) == [(MemoryType.FACT, "user", "car", "none", Scope.USER, "Volvo")]


async def test_add_by_slot_by_key_and_none(model: ModelStub) -> None:
    model.play("new_home_and_a_liking")
    model.play("airline_by_slot")
    home = await extract(model, message("I live in Leeds now and I take oat milk. Nice weather!"))
    airline = await extract(model, message("Lufthansa is my airline these days."))
    assert key(home) == [
        (MemoryType.FACT, "user", "residence", "Leeds", Scope.USER, None),
        (MemoryType.PREFERENCE, "oat milk", "preference", "like", Scope.USER, None),
    ]
    # a single-valued option slot is one key, as the rules keep it (docs/extraction.md)
    assert key(airline) == [(MemoryType.PREFERENCE, "user", "airline", "Lufthansa", Scope.USER, None)]


async def test_a_slot_of_the_moment_is_no_user_memory(model: ModelStub) -> None:
    model.play("budget_for_the_task")
    model.play("budget_for_the_task")
    with_task = await extract(model, message("My hotel budget is 150 EUR a night."))
    without = await extract(model, message("My hotel budget is 150 EUR a night.", task_id=None))
    assert key(with_task) == [(MemoryType.CONSTRAINT, "user", "hotel_budget", "150 EUR", Scope.TASK, None)]
    assert key(without)[0][4] is Scope.SESSION


async def test_nothing_to_keep_is_a_good_answer(model: ModelStub) -> None:
    model.play("nothing_to_keep")
    result = await extract(model, message("What time is it in Tokyo?"))
    assert (result.candidates, result.error, result.fallback) == ([], None, None)


async def test_prose_fences_lower_case_and_unknown_fields_are_tolerated(model: ModelStub) -> None:
    model.play("prose_around_json")
    model.play("fenced_lower_case")
    seats = await extract(model, message("I always take an aisle seat."))
    tea = await extract(model, message("I like green tea.", task_id=None))
    assert key(seats) == [(MemoryType.PREFERENCE, "aisle seat", "preference", "like", Scope.USER, None)]
    assert key(tea) == [(MemoryType.PREFERENCE, "green tea", "preference", "like", Scope.SESSION, None)]


# --- bad statements: dropped and counted ------------------------------------------------------------------


async def test_each_bad_statement_is_dropped_and_counted_and_the_good_one_kept(
    model: ModelStub, caplog: pytest.LogCaptureFixture
) -> None:
    reasons = ("dropped_invalid", "dropped_missing_field", "dropped_unknown_memory", "dropped_unknown_slot")
    before = {reason: counted(reason) for reason in (*reasons, "add")}
    model.play("one_good_among_bad")
    with caplog.at_level(logging.WARNING, logger="memory_center"):
        result = await extract(model, message("I always take an aisle seat.", known=(BERLIN,)))
    assert (result.error, result.fallback) == (None, None)
    assert key(result) == [(MemoryType.PREFERENCE, "aisle seat", "preference", "like", Scope.USER, None)]
    assert {reason: counted(reason) - before[reason] for reason in before} == {
        "dropped_invalid": 5,
        "dropped_missing_field": 2,
        "dropped_unknown_memory": 1,
        "dropped_unknown_slot": 1,
        "add": 1,
    }
    assert "dropped 9 statement(s)" in caplog.text
    assert "Rome" not in caplog.text and "aisle" not in caplog.text


async def test_an_update_of_an_id_not_shown_is_dropped_even_when_memories_were_shown(
    model: ModelStub,
) -> None:
    model.statements(
        {"action": "UPDATE", "memory": "m2", "value": "Rome", "content": "Lives in Rome.", "confidence": 0.9},
        {"action": "UPDATE", "memory": "@memory:Berlin", "value": "Rome", "content": "x", "confidence": 0.9},
    )
    result = await extract(model, message("I moved to Rome.", known=(BERLIN,)))
    assert key(result) == [(MemoryType.FACT, "user", "residence", "Rome", Scope.USER, None)]


# --- unusable answers: the rule extractor reads instead ---------------------------------------------------

HOME = "I live in Leeds now."
TOO_MANY = json.dumps({"statements": [{"action": "NONE"}] * (MAX_STATEMENTS + 1)})


def _queue(model: ModelStub, reply: str) -> None:
    """A named way an answer can be unusable, queued on the stub."""
    kind, _, name = reply.partition(":")
    if kind == "recorded":
        model.play(name)
    elif kind == "content":
        model.answer({"too_many": TOO_MANY, "empty": "", "none": None}[name])
    elif kind == "refusal":
        model.answer(None, refusal="I can't help with that")
    elif kind == "status":
        model.raw(int(name), '{"error": "x"}')
    elif kind == "body":
        model.raw(200, {"html": "<html>not json</html>", "no_choices": '{"choices": []}'}[name])
    elif kind == "drop":
        model.drop()


UNUSABLE = [
    ("recorded:truncated_json", "invalid_json"),
    ("recorded:prose_only", "invalid_json"),
    ("recorded:old_candidates_shape", "invalid_output"),
    ("recorded:statements_not_a_list", "invalid_output"),
    ("recorded:every_statement_invalid", "invalid_output"),
    ("content:too_many", "invalid_output"),
    ("content:empty", "invalid_json"),
    ("content:none", "invalid_json"),
    ("refusal:", "refused"),
    ("status:500", "http_status"),
    ("status:429", "http_status"),
    ("status:401", "http_status"),
    ("body:html", "invalid_response"),
    ("body:no_choices", "invalid_response"),
    ("drop:", "unreachable"),
]


@pytest.mark.parametrize(("reply", "code"), UNUSABLE, ids=[reply for reply, _ in UNUSABLE])
async def test_an_unusable_answer_gives_the_rules_reading(model: ModelStub, reply: str, code: str) -> None:
    _queue(model, reply)
    result = await extract(model, message(HOME, known=(BERLIN,)))
    rules = await RuleExtractor().extract(message(HOME))
    assert rules.candidates  # the rules read the new home
    assert (result.candidates, result.error) == (rules.candidates, None)
    assert result.fallback is not None and result.fallback.startswith(f"{code}: ")
    assert result.fallback.endswith("(rules used)")


@pytest.mark.parametrize(("reply", "code"), UNUSABLE[:6], ids=[reply for reply, _ in UNUSABLE[:6]])
async def test_without_a_fallback_an_unusable_answer_is_an_error(
    model: ModelStub, reply: str, code: str
) -> None:
    _queue(model, reply)
    result = await extract(model, message(HOME), fallback=False)
    assert result.candidates == [] and result.fallback is None
    assert result.error is not None and result.error.startswith(f"{code}: ")


async def test_a_slow_model_is_a_timeout_and_the_rules_read(model: ModelStub) -> None:
    model.play("moved_to_munich", delay=1.5)
    started = time.monotonic()
    result = await extract(model, message(HOME, known=(BERLIN,)), timeout=0.3)
    assert time.monotonic() - started < 1.2
    assert result.fallback == "timeout: no answer within 0.3s (rules used)"
    assert key(result) == key(await RuleExtractor().extract(message(HOME)))


async def test_a_model_in_time_is_used(model: ModelStub) -> None:
    model.play("moved_to_munich", delay=0.3)
    result = await extract(model, message("I moved to Munich.", known=(BERLIN,)), timeout=5)
    assert (result.fallback, key(result)[0][3]) == (None, "Munich")


async def test_an_unreachable_model_and_the_rules_read(model: ModelStub) -> None:
    result = await extract(model, message(HOME), url=closed_port_url())
    assert result.fallback is not None and result.fallback.startswith("unreachable: ")
    assert result.candidates == (await RuleExtractor().extract(message(HOME))).candidates


async def test_errors_and_logs_never_carry_the_message_text(
    model: ModelStub, caplog: pytest.LogCaptureFixture
) -> None:
    echo = {
        "action": "ADD",
        "subject": SECRET_TEXT,
        "predicate": "x",
        "type": "SECRET",
        "content": SECRET_TEXT,
    }
    model.answer(json.dumps({"statements": [echo]}, ensure_ascii=False))
    model.answer(completion(SECRET_TEXT))  # a body that echoes the message where a completion belongs
    with caplog.at_level(logging.DEBUG, logger="memory_center"):
        first = await extract(model, message(), fallback=False)
        second = await extract(model, message(), fallback=False)
    for result in (first, second):
        assert result.error is not None and "blue-falcon" not in result.error
    assert "blue-falcon" not in caplog.text


# --- choosing the extractor --------------------------------------------------------------------------------


async def test_build_extractor_rules_by_default() -> None:
    async with httpx.AsyncClient() as client:
        assert isinstance(build_extractor(Settings(extractor="rules"), client), RuleExtractor)


async def test_build_extractor_llm_falls_back_to_the_rules() -> None:
    settings = Settings(extractor="llm", llm_url="http://llm.test/v1", llm_model="m", llm_timeout_seconds=3)
    async with httpx.AsyncClient() as client:
        extractor = build_extractor(settings, client)
    assert isinstance(extractor, ModelExtractor)
    assert extractor.name == "llm" and isinstance(extractor.fallback, RuleExtractor)


@pytest.mark.parametrize(
    "missing", [{"llm_url": None, "llm_model": "m"}, {"llm_url": "http://llm.test/v1", "llm_model": None}]
)
async def test_build_extractor_llm_needs_url_and_model(missing: dict[str, Any]) -> None:
    async with httpx.AsyncClient() as client:
        with pytest.raises(ValueError, match="MC_LLM_URL"):
            build_extractor(Settings(extractor="llm", **missing), client)
