"""The user's unrecorded statements when the request's query has no vector (docs/context.md, "What
the user said that no memory holds"): the embedder down, or past its deadline on a loaded host. The
statements are then compared with the request by their words, so a message said a moment before
still reaches the context ("semantic" in ``degraded``).

The read path is pointed at an OpenAI-compatible embeddings endpoint nobody listens on (a real
provider with an unreachable server), then restored, as in test_read_degraded.py.
"""

import dataclasses
import uuid
from collections.abc import Iterator
from datetime import UTC, datetime, timedelta

import pytest
from memory_factory import add_evidence, context, remember, runtime_of

from conftest import Tenant, free_port
from memory_center.embedding.openai import OpenAICompatibleEmbedder
from memory_center.enums import SourceType
from memory_center.retrieval.query_encoder import QueryEncoder
from memory_center.retrieval.records import EvidenceRecord
from memory_center.retrieval.service import read_path
from memory_center.retrieval.unrecorded import BY_WORDS, LIMIT, by_words


@pytest.fixture
def embedder_down(tenant: Tenant) -> Iterator[None]:
    runtime = runtime_of(tenant.client)
    embedder = OpenAICompatibleEmbedder(
        runtime.http_client,
        url=f"http://127.0.0.1:{free_port()}/v1",
        model="unreachable-embedder",
        dimensions=384,
        timeout_seconds=1.0,
    )
    healthy = read_path(runtime)
    runtime.read_path = dataclasses.replace(healthy, encoder=QueryEncoder(embedder, timeout_seconds=1.0))
    try:
        yield
    finally:
        runtime.read_path = healthy


def user() -> str:
    return f"u-{uuid.uuid4().hex[:8]}"


def unrecorded(built: dict[str, object]) -> list[str]:
    sections = built["sections"]
    assert isinstance(sections, dict)
    return [item["content"] for item in sections["evidence"] if "unrecorded" in item["reasons"]]


async def test_without_a_query_vector_the_statements_are_compared_by_their_words(
    tenant: Tenant, embedder_down: None
) -> None:
    me = user()
    said = "On trains I always want a quiet carriage."
    await add_evidence(tenant, said, user_id=me, session_id=f"{me}-1", index=False)
    await add_evidence(tenant, "The weather is lovely today.", user_id=me, session_id=f"{me}-1", index=False)
    built = await context(tenant, user_id=me, session_id=f"{me}-2", query="Book me a train to Edinburgh.")
    assert "semantic" in built["degraded"]
    assert unrecorded(built) == [said], "the shared word (train), not the small talk"
    assert said in built["text"]
    evidence = built["sections"]["evidence"]
    assert BY_WORDS in evidence[0]["reasons"]


async def test_a_chinese_statement_by_its_bigrams(tenant: Tenant, embedder_down: None) -> None:
    me = user()
    said = "订酒店记得给我要高楼层，低楼层太吵。"
    await add_evidence(tenant, said, user_id=me, index=False)
    built = await context(tenant, user_id=me, query="帮我订下周在广州的酒店。")
    assert unrecorded(built) == [said]


async def test_what_governance_judged_or_a_memory_holds_stays_out_by_words_too(
    tenant: Tenant, embedder_down: None
) -> None:
    me, other = user(), user()
    await remember(tenant, "I always take the aisle seat on trains", user_id=me)
    await add_evidence(tenant, "Never book me on a night train.", user_id=other, index=False)
    built = await context(tenant, user_id=me, query="Book me a train to Edinburgh.")
    assert unrecorded(built) == [], "backed by a memory (shown as one), another user's"
    assert "night train" not in built["text"]


def _said(text: str, minutes_ago: int) -> EvidenceRecord:
    at = datetime(2026, 1, 1, tzinfo=UTC) - timedelta(minutes=minutes_ago)
    return EvidenceRecord(
        uuid.uuid4(),
        None,
        "CONVERSATION",
        SourceType.USER_STATED,
        "test",
        text,
        at,
        at,
        "u",
        None,
        None,
        None,
        None,
    )


def test_most_shared_terms_first_then_the_newest_at_most_the_limit() -> None:
    statements = [  # newest first, as the statement reads them
        _said("I like trains.", 1),
        _said("Trains to Edinburgh should have a quiet carriage.", 2),
        _said("The train was late.", 3),
        _said("A train again.", 4),
        _said("A train once more.", 5),
        _said("Nothing to do with it.", 6),
    ]
    found = by_words("Book me a train to Edinburgh.", statements)
    assert [item.content for item in found] == [
        "Trains to Edinburgh should have a quiet carriage.",
        "I like trains.",
        "The train was late.",
    ]
    assert len(found) == LIMIT
    assert by_words("the and of", statements) == [], "a query of stop words shares nothing"
    chinese = [_said("我的猫叫年糕。", 1), _said("订酒店要高楼层。", 2)]
    assert [item.content for item in by_words("帮我订的酒店呢", chinese)] == ["订酒店要高楼层。"], (
        "particle bigrams (的酒, 店呢) match nothing; 酒店 does"
    )
