"""Hybrid search through the API: semantic paraphrases, Chinese keyword bigrams, evidence, ranking."""

import uuid

import sqlalchemy as sa
from memory_factory import add_evidence, add_fact, contents, index_everything, retrieve, runtime_of

from conftest import Tenant
from memory_center.db.tenancy import maintenance_session
from memory_center.enums import CandidateStatus, MemoryType, OwnerType, Scope, SourceType
from memory_center.models import Candidate, Fact
from memory_center.retrieval.service import read_path


async def test_english_query_finds_its_paraphrase_semantically(tenant: Tenant) -> None:
    target = await add_fact(tenant, "The user is allergic to peanuts", user_id="u1")
    await add_fact(tenant, "The user drives a white Tesla", user_id="u1")
    await add_fact(tenant, "The user's favourite colour is green", user_id="u1")
    await index_everything(tenant)

    answer = await retrieve(tenant, query="Which foods can make this person sick?", user_id="u1")

    assert answer["degraded"] == []
    assert answer["items"][0]["id"] == str(target)
    assert any(r.startswith("semantic_rank=1") for r in answer["items"][0]["reasons"])


async def test_chinese_query_finds_memory_sharing_words(tenant: Tenant) -> None:
    target = await add_fact(
        tenant, "这次旅行预算调整到 10000 元", user_id="u1", memory_type=MemoryType.CONSTRAINT
    )
    await add_fact(tenant, "我们家的猫叫小白，今年三岁了", user_id="u1")
    await add_fact(tenant, "出差住酒店尽量选离地铁站近的", user_id="u1", memory_type=MemoryType.PREFERENCE)

    answer = await retrieve(tenant, query="旅行的预算是多少", user_id="u1")

    assert answer["items"][0]["id"] == str(target)
    assert any(r.startswith("keyword_rank=1") for r in answer["items"][0]["reasons"])


async def test_structured_retrieval_prefers_narrow_scope_and_constraints(tenant: Tenant) -> None:
    await add_fact(tenant, "Company travel policy: economy class", scope=Scope.TENANT)
    pref = await add_fact(tenant, "Prefers aisle seats", user_id="u1", memory_type=MemoryType.PREFERENCE)
    budget = await add_fact(
        tenant,
        "Budget for this trip is 10,000",
        user_id="u1",
        task_id="t1",
        scope=Scope.TASK,
        memory_type=MemoryType.CONSTRAINT,
    )

    answer = await retrieve(tenant, user_id="u1", task_id="t1")

    assert [i["id"] for i in answer["items"]][:2] == [str(budget), str(pref)]
    assert contents(answer)[-1] == "Company travel policy: economy class"


async def test_include_evidence_recalls_conversation_turns(tenant: Tenant) -> None:
    turn = await add_evidence(tenant, "We adopted a puppy named Biscuit last weekend", user_id="u1")
    await add_evidence(tenant, "The weather was rainy all day", user_id="u1")
    await index_everything(tenant)

    without = await retrieve(tenant, query="what is the name of the dog?", user_id="u1")
    assert without["items"] == []

    answer = await retrieve(tenant, query="what is the name of the dog?", user_id="u1", include_evidence=True)
    first = answer["items"][0]
    assert first["id"] == str(turn)
    assert first["kind"] == "evidence"
    assert first["memory_type"] is None


async def test_narrower_scope_shadows_wider_and_reports_it(tenant: Tenant) -> None:
    wide = await add_fact(
        tenant,
        "The user's hotel budget is 500 per night",
        user_id="u1",
        subject="hotel",
        predicate="budget",
        object_value="500",
        memory_type=MemoryType.CONSTRAINT,
    )
    narrow = await add_fact(
        tenant,
        "For this trip the hotel budget is 800 per night",
        user_id="u1",
        task_id="k1",
        scope=Scope.TASK,
        subject="hotel",
        predicate="budget",
        object_value="800",
        memory_type=MemoryType.CONSTRAINT,
    )

    in_task = await retrieve(tenant, query="hotel budget per night", user_id="u1", task_id="k1")
    (item,) = in_task["items"]
    assert item["id"] == str(narrow)
    assert [(s["id"], s["reason"]) for s in item["shadowed"]] == [(str(wide), "narrower_scope")]

    outside = await retrieve(tenant, query="hotel budget per night", user_id="u1")
    assert [i["id"] for i in outside["items"]] == [str(wide)]
    assert outside["items"][0]["shadowed"] == []


async def test_pending_contradicting_candidate_is_a_conflict(tenant: Tenant) -> None:
    fact_id = await add_fact(
        tenant,
        "The user's seat preference is window",
        user_id="u1",
        subject="seat",
        predicate="preference",
        object_value="window",
        memory_type=MemoryType.PREFERENCE,
    )
    runtime = runtime_of(tenant.client)
    async with maintenance_session(runtime.session_factory) as session:
        session.add(
            Candidate(
                id=uuid.uuid4(),
                tenant_id=tenant.id,
                memory_type=MemoryType.PREFERENCE,
                subject="seat",
                predicate="preference",
                object_value="aisle",
                content="The user's seat preference is aisle",
                scope=Scope.USER,
                owner_type=OwnerType.USER,
                owner_id="u1",
                user_id="u1",
                confidence=0.5,
                source_type=SourceType.INFERRED,
                status=CandidateStatus.NEEDS_CONFIRMATION,
                conflict_fact_id=fact_id,
            )
        )
        await session.commit()

    answer = await retrieve(tenant, query="seat preference", user_id="u1")
    (conflict,) = answer["items"][0]["conflicts"]
    assert conflict["kind"] == "candidate"
    assert "vs The user's seat preference is aisle" in conflict["message"]
    assert "awaiting confirmation" in conflict["message"]


async def test_returned_facts_get_their_access_time_recorded(tenant: Tenant) -> None:
    fact_id = await add_fact(tenant, "Prefers quiet rooms", user_id="u1")
    await retrieve(tenant, user_id="u1")
    runtime = runtime_of(tenant.client)
    await read_path(runtime).recorder.flush()  # type: ignore[union-attr]
    async with maintenance_session(runtime.session_factory) as session:
        touched = await session.scalar(
            sa.select(Fact.last_accessed_at).where(Fact.tenant_id == tenant.id, Fact.id == fact_id)
        )
    assert touched is not None


async def test_a_viewer_seeing_more_than_the_exact_limit_is_searched_through_the_index(
    tenant: Tenant,
) -> None:
    """Past ``exact_limit`` visible rows, semantic search takes the HNSW plan: the same closest memory."""
    target = await add_fact(tenant, "The user is allergic to peanuts", user_id="u1")
    await add_fact(tenant, "The user drives a white Tesla", user_id="u1")
    await add_fact(tenant, "The user's favourite colour is green", user_id="u1")
    await index_everything(tenant)
    path = read_path(runtime_of(tenant.client))
    exact = await retrieve(tenant, query="Which foods can make this person sick?", user_id="u1")
    path.exact_limit = 2
    try:
        # Another wording: an identical request would be answered from the cache.
        approximate = await retrieve(tenant, query="Which foods could make this person ill?", user_id="u1")
    finally:
        path.exact_limit = 4000
    assert approximate["degraded"] == []
    assert approximate["items"][0]["id"] == exact["items"][0]["id"] == str(target)
    assert any(r.startswith("semantic_rank=1") for r in approximate["items"][0]["reasons"])
