"""What a question asks about, by the key schema (retrieval/query_slots.py; docs/context.md, "What a
question asks about"): the query's own vector compared with the slots' example phrasings, embedded
once per process, and the user's facts of the recognised slot's key joining the candidates."""

import uuid
from collections.abc import Iterator
from typing import Any

import numpy as np
import pytest
from memory_factory import add_fact, index_everything, retrieve, runtime_of

from conftest import Tenant
from memory_center.embedding.ensemble import EnsembleEmbedder, multilingual_default
from memory_center.enums import MemoryType
from memory_center.retrieval.query_encoder import QueryEncoder
from memory_center.retrieval.query_slots import Anchors, QuerySlots, anchors_of, phrasings, recognise
from memory_center.retrieval.service import read_path


@pytest.fixture(scope="module")
def embedder() -> EnsembleEmbedder:
    return multilingual_default()


@pytest.fixture(scope="module")
def anchors(embedder: EnsembleEmbedder) -> Anchors:
    pairs = phrasings()
    return anchors_of(pairs, embedder.embed_sync([text for _, text in pairs]), embedder.cjk_part())


@pytest.fixture
def slots_on(tenant: Tenant) -> Iterator[None]:
    """The read path with query slots on (``MC_RETRIEVAL_QUERY_SLOTS``, off by default) for one test."""
    path = read_path(runtime_of(tenant.client))
    before = path.slots
    path.slots = QuerySlots(path.encoder)
    yield
    path.slots = before


def slots_of(embedder: EnsembleEmbedder, anchors: Anchors, question: str) -> list[str]:
    vector = embedder.embed_sync([question], kind="query")[0]
    scale = embedder.query_scale(question)
    by_part = scale == 1.0  # a query the whole vector reads compares a Chinese example by part
    return [found.slot for found in recognise(anchors, vector, scale, by_part)]


@pytest.mark.parametrize(
    ("question", "slot"),
    [
        ("What do I do for a living?", "job"),
        ("Which city do I live in now?", "residence"),
        ("Who is my husband?", "partner"),
        ("What am I allergic to?", "allergy"),
        ("Which airline do I usually fly with?", "airline"),
        ("What medication do I take?", "medication"),
        ("我现在住在哪个城市？", "residence"),
        ("我对什么过敏？", "allergy"),
        ("我的生日是哪天？", "birthday"),
        ("我开什么车？", "car"),
        ("我老公叫什么名字？", "partner"),
        ("我养了什么宠物？", "pets"),
    ],
)
def test_a_question_is_recognised_as_asking_about_its_slot(
    embedder: EnsembleEmbedder, anchors: Anchors, question: str, slot: str
) -> None:
    assert slot in slots_of(embedder, anchors, question)


@pytest.mark.parametrize(
    "question",
    [
        "When did Caroline go to the LGBTQ support group?",
        "What is the weather like in Paris today?",
        "What is the capital of Australia?",
        "今天股市怎么样？",
        "解释一下量子计算。",
    ],
)
def test_an_unrelated_question_asks_about_no_slot(
    embedder: EnsembleEmbedder, anchors: Anchors, question: str
) -> None:
    assert slots_of(embedder, anchors, question) == []


async def test_the_phrasings_are_built_once_and_the_same_every_time(embedder: EnsembleEmbedder) -> None:
    first, second = QuerySlots(QueryEncoder(embedder)), QuerySlots(QueryEncoder(embedder))
    built = await first.anchors()
    assert built is not None and await first.anchors() is built  # once per process
    again = await second.anchors()
    assert again is not None and again.slots == built.slots
    assert np.allclose(again.matrix, built.matrix, atol=1e-6)
    for question in ("What do I do for a living?", "另一半从事什么行业？", "Book a table for two."):
        vector = embedder.embed_sync([question], kind="query")[0]
        assert await first.recognise(question, vector) == await second.recognise(question, vector)


@pytest.mark.usefixtures("slots_on")
async def test_a_chinese_question_finds_an_english_fact_of_its_slot(tenant: Tenant) -> None:
    user = "u-" + uuid.uuid4().hex[:6]
    target = await add_fact(
        tenant,
        "We moved to Leeds two years ago.",
        user_id=user,
        subject="user",
        predicate="residence",
        object_value="Leeds",
    )
    for text in DISTRACTORS:
        await add_fact(tenant, text, user_id=user)
    await index_everything(tenant)

    answer = await retrieve(tenant, query="我现在住在哪个城市？", user_id=user, k=5)

    top = _item(answer, target)
    assert top is not None, answer["items"]
    assert any(reason.startswith("query_slot_similarity=") for reason in top["reasons"])


@pytest.mark.usefixtures("slots_on")
async def test_an_english_question_finds_a_chinese_fact_of_its_slot(tenant: Tenant) -> None:
    user = "u-" + uuid.uuid4().hex[:6]
    target = await add_fact(
        tenant,
        "我对青霉素过敏。",
        user_id=user,
        memory_type=MemoryType.CONSTRAINT,
        subject="user",
        predicate="allergy",
        object_value="青霉素",
    )
    for text in DISTRACTORS:
        await add_fact(tenant, text, user_id=user)
    await index_everything(tenant)

    answer = await retrieve(tenant, query="What am I allergic to?", user_id=user, k=5)

    top = _item(answer, target)
    assert top is not None, answer["items"]
    assert any(reason.startswith("query_slot_similarity=") for reason in top["reasons"])


@pytest.mark.usefixtures("slots_on")
async def test_an_answer_is_the_same_before_and_after_the_phrasings_are_warm(tenant: Tenant) -> None:
    user = "u-" + uuid.uuid4().hex[:6]
    await add_fact(tenant, "我在一家物流公司当会计。", user_id=user, subject="user", predicate="job")
    for text in DISTRACTORS:
        await add_fact(tenant, text, user_id=user)
    await index_everything(tenant)
    path = read_path(runtime_of(tenant.client))
    assert path.slots is not None
    path.slots = QuerySlots(path.encoder)  # cold: the first question builds them
    body: dict[str, Any] = {"query": "What do I do for a living?", "user_id": user, "include_evidence": True}

    cold = await retrieve(tenant, **body)
    warm = await retrieve(tenant, **body)

    assert [(i["id"], i["score"]) for i in cold["items"]] == [(i["id"], i["score"]) for i in warm["items"]]


DISTRACTORS = [
    "My sister-in-law teaches yoga in Bath.",
    "The bakery on our street closed in July.",
    "我同事的老婆是护士。",
    "楼下新开了一家面包店。",
    "I like a quiet carriage on trains.",
    "我每天早上六点去公园跑步。",
]


def _item(answer: dict[str, Any], fact_id: uuid.UUID) -> dict[str, Any] | None:
    return next((item for item in answer["items"] if item["id"] == str(fact_id)), None)
