"""An English question about a Chinese memory (docs/design.md §4; docs/benchmarks.md §5, "Across languages").

The default embedder's MiniLM part reads a Chinese text as unknown tokens, so with the whole vector an
English question compared a Chinese memory mostly by noise: English memories always won. A vector of
a mostly-CJK text is marked when it is stored, and such a row is compared with a query by the part of
both vectors that reads both texts (the multilingual model).
"""

import uuid
from typing import Any

import sqlalchemy as sa
from memory_factory import add_fact, index_everything, retrieve, runtime_of

from conftest import Tenant
from memory_center.db.tenancy import maintenance_session
from memory_center.embedding.ensemble import multilingual_default
from memory_center.models import Embedding
from memory_center.retrieval.semantic_repository import VectorQuery, part_distance
from memory_center.retrieval.service import read_path

ENGLISH = [
    "I am training for a half marathon in October.",
    "My rent is due on the first of every month.",
    "I go to bed before ten on weeknights.",
    "My son is studying mechanical engineering in Munich.",
]
CHINESE = ["我家的猫叫豆豆，是一只橘猫。", "我每天早上六点起床去公园跑步。", "我下个月要去日本京都旅游。"]


async def test_an_english_question_finds_a_chinese_memory(tenant: Tenant) -> None:
    target = await add_fact(tenant, "我对花生过敏，吃一点就会起疹子。", user_id="u1")
    for text in ENGLISH + CHINESE:
        await add_fact(tenant, text, user_id="u1")
    await index_everything(tenant)

    answer = await retrieve(tenant, query="Which nut am I allergic to?", user_id="u1")

    assert answer["degraded"] == []
    assert answer["items"][0]["id"] == str(target)
    assert any(r.startswith("semantic_rank=1") for r in answer["items"][0]["reasons"])


async def test_an_english_question_finds_a_chinese_turn(tenant: Tenant) -> None:
    user = "u-" + uuid.uuid4().hex[:6]
    texts = ["我家的狗叫旺财，是一只金毛。", *ENGLISH, *CHINESE[1:]]
    events = [_message(user, n, text) for n, text in enumerate(texts)]
    response = await tenant.post("/v1/events/batch", json={"events": events})
    assert response.status_code == 200, response.text
    await index_everything(tenant)

    answer = await retrieve(
        tenant, query="What is the name of my dog?", user_id=user, include_evidence=True, k=3
    )

    assert answer["items"][0]["content"] == texts[0]


async def test_an_english_question_still_prefers_its_english_memory(tenant: Tenant) -> None:
    """Chinese memories now compete for English questions; an English answer keeps its place."""
    target = await add_fact(tenant, "My car is a blue Subaru Outback.", user_id="u1")
    for text in [*ENGLISH, *CHINESE, "我对花生过敏，吃一点就会起疹子。"]:
        await add_fact(tenant, text, user_id="u1")
    await index_everything(tenant)

    answer = await retrieve(tenant, query="What do I drive?", user_id="u1")

    assert answer["items"][0]["id"] == str(target)


async def test_a_chinese_question_is_unchanged(tenant: Tenant) -> None:
    """A Chinese question is read by the multilingual part alone already: every row compares by it."""
    english = await add_fact(tenant, "I am allergic to peanuts and carry an epinephrine pen.", user_id="u1")
    for text in CHINESE:
        await add_fact(tenant, text, user_id="u1")
    await index_everything(tenant)

    answer = await retrieve(tenant, query="我对哪种坚果有严重反应？", user_id="u1")

    assert answer["items"][0]["id"] == str(english)


async def test_the_indexer_marks_the_vectors_of_mostly_cjk_texts(tenant: Tenant) -> None:
    marked = {
        "我对花生过敏。": True,
        "我想换 iPhone 16": True,  # one CJK character carries about as much as a Latin word
        "ソニーのカメラが好き": True,
        "I had lunch at 鼎泰丰 with my colleagues": False,
        "I prefer aisle seats.": False,
    }
    ids = {await add_fact(tenant, text, user_id="u1"): cjk for text, cjk in marked.items()}
    await index_everything(tenant)

    runtime = runtime_of(tenant.client)
    async with maintenance_session(runtime.session_factory) as db:
        rows = await db.execute(
            sa.select(Embedding.target_id, Embedding.cjk).where(
                Embedding.tenant_id == tenant.id, Embedding.target_id.in_(list(ids))
            )
        )
        assert dict(rows.all()) == ids


def test_the_default_embedder_names_its_multilingual_part() -> None:
    """MiniLM (384) first, USE (512) after it: a mostly-CJK row compares by floats 385-896."""
    assert multilingual_default().cjk_part() == (384, 512)


def _message(user: str, n: int, text: str) -> dict[str, Any]:
    return {
        "idempotency_key": f"{user}:{n}",
        "actor_type": "USER",
        "actor_id": user,
        "user_id": user,
        "session_id": f"{user}-{n}",
        "event_type": "message",
        "source": "chat",
        "payload": {"role": "user", "text": text},
        "extract": False,
    }


async def test_past_the_exact_plan_an_english_question_still_finds_a_chinese_memory(
    tenant: Tenant,
) -> None:
    """A viewer seeing more than ``exact_limit`` rows is searched through the HNSW indexes: marked
    rows by their multilingual part, the others by the whole vector, merged by similarity."""
    target = await add_fact(tenant, "我对花生过敏，吃一点就会起疹子。", user_id="u1")
    for text in ENGLISH + CHINESE:
        await add_fact(tenant, text, user_id="u1")
    await index_everything(tenant)
    path = read_path(runtime_of(tenant.client))
    path.exact_limit = 2
    try:
        answer = await retrieve(tenant, query="Which nut am I allergic to?", user_id="u1")
    finally:
        path.exact_limit = 4000

    assert answer["degraded"] == []
    assert answer["items"][0]["id"] == str(target)


async def test_the_multilingual_part_of_a_marked_row_is_searched_through_its_own_index(
    tenant: Tenant,
) -> None:
    """The part's distance is written as the partial index is, so the planner can use it (a
    mismatched expression or predicate leaves it no ordered path but a sort)."""
    vector = [0.01] * 896
    probe = VectorQuery(vector, "m", 896, cjk_part=(384, 512))
    distance, filters = part_distance(probe)
    statement = sa.select(Embedding.id).where(*filters).order_by(distance).limit(5)
    runtime = runtime_of(tenant.client)
    async with maintenance_session(runtime.session_factory) as db:
        # Whatever the table's size and statistics: only an index that orders by the part can win.
        for setting in ("enable_seqscan", "enable_sort", "enable_bitmapscan"):
            await db.execute(sa.text(f"SET LOCAL {setting} = off"))
        compiled = statement.compile(dialect=db.bind.dialect, compile_kwargs={"literal_binds": True})
        plan = (await db.execute(sa.text(f"EXPLAIN {compiled}"))).scalars().all()
    assert any("ix_memory_embedding_hnsw_cjk_512" in line for line in plan), plan
