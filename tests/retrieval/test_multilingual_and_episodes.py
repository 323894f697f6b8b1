"""Issue 11 through the API: Chinese memories found by meaning on the default install, across
languages, and conversation turns keyword-indexed with their previous turn (never shown)."""

import uuid
from datetime import UTC, datetime, timedelta
from typing import Any

import sqlalchemy as sa
from memory_factory import add_fact, index_everything, retrieve, runtime_of

from conftest import Tenant
from memory_center.db.tenancy import maintenance_session
from memory_center.embedding.ensemble import MULTILINGUAL_MODEL
from memory_center.models import Evidence


async def test_chinese_question_finds_its_memory_worded_differently(tenant: Tenant) -> None:
    """No Chinese character bigram is shared between question and memory: only meaning connects them."""
    target = await add_fact(tenant, "我对海鲜过敏，特别是虾和蟹。", user_id="u1")
    await add_fact(tenant, "我每天早上六点起床去公园跑步。", user_id="u1")
    await add_fact(tenant, "我上班坐地铁二号线，大概四十分钟。", user_id="u1")
    await add_fact(tenant, "我喜欢古典音乐，常听肖邦。", user_id="u1")
    await index_everything(tenant)

    answer = await retrieve(tenant, query="哪些水产品吃不得？", user_id="u1")

    assert answer["degraded"] == []
    assert answer["items"][0]["id"] == str(target)
    assert any(r.startswith("semantic_rank=1") for r in answer["items"][0]["reasons"])


async def test_a_shared_everyday_word_does_not_outrank_the_meaning(tenant: Tenant) -> None:
    """The question shares 孩子 / 周末 with unrelated memories and nothing with the right one: a weak
    keyword match must not push the closest meaning out of first place (fusion on a fixed scale)."""
    target = await add_fact(tenant, "我女儿每周六上午学小提琴。", user_id="u1")
    await add_fact(tenant, "我孩子对鸡蛋过敏，早餐要注意。", user_id="u1")
    await add_fact(tenant, "周末的电影票已经买好了。", user_id="u1")
    await add_fact(tenant, "我上班坐地铁二号线，大概四十分钟。", user_id="u1")
    await index_everything(tenant)

    answer = await retrieve(tenant, query="孩子周末学什么乐器？", user_id="u1")

    assert answer["degraded"] == []
    assert answer["items"][0]["id"] == str(target)
    keyword_hits = [i for i in answer["items"] if any(r.startswith("keyword_rank") for r in i["reasons"])]
    assert keyword_hits and all(i["id"] != str(target) for i in keyword_hits)


async def test_a_chinese_question_finds_an_english_memory(tenant: Tenant) -> None:
    english = await add_fact(tenant, "I am training for a half marathon in October.", user_id="u1")
    await add_fact(tenant, "我在一家银行做风险控制工作。", user_id="u1")
    await add_fact(tenant, "我每天早上六点起床去公园跑步。", user_id="u1")
    await add_fact(tenant, "My rent is due on the first of every month.", user_id="u1")
    await index_everything(tenant)

    answer = await retrieve(tenant, query="秋天要参加什么比赛？", user_id="u1")

    assert answer["items"][0]["id"] == str(english)


async def test_readiness_names_the_embedding_model(tenant: Tenant) -> None:
    ready = await tenant.client.get("/readyz")
    assert ready.json()["checks"]["embedding_model"] == MULTILINGUAL_MODEL


# ------------------------------------------------------------------------------ episodic neighbours

START = datetime(2026, 5, 8, 13, 0, tzinfo=UTC)


def turn(user: str, session: str, n: int, text: str, *, at: datetime | None = None) -> dict[str, Any]:
    return {
        "idempotency_key": f"{session}:{n}:{uuid.uuid4().hex[:6]}",
        "actor_type": "USER",
        "actor_id": user,
        "user_id": user,
        "session_id": session,
        "event_type": "message",
        "source": "chat",
        "payload": {"role": "user", "text": text},
        "occurred_at": (at or START + timedelta(minutes=n)).isoformat(),
        "extract": False,
    }


async def search_texts(tenant: Tenant, session: str) -> dict[str, str]:
    runtime = runtime_of(tenant.client)
    async with maintenance_session(runtime.session_factory) as db:
        rows = await db.execute(
            sa.select(Evidence.content, Evidence.search_text).where(
                Evidence.tenant_id == tenant.id, Evidence.session_id == session
            )
        )
        return {content: search_text for content, search_text in rows.all()}


async def test_a_reply_is_found_by_the_words_of_the_turn_before_it(tenant: Tenant) -> None:
    session = "s-" + uuid.uuid4().hex[:6]
    batch = [
        turn("u1", session, 0, "Did you finish the watercolour landscape you started?"),
        turn("u1", session, 1, "Yes! Hung it above the fireplace yesterday."),
        turn("u1", session, 2, "We should plan the camping trip soon."),
        turn("u1", session, 3, "Sure, and bring the camera: the lake at dawn is a perfect landscape."),
    ]
    response = await tenant.post("/v1/events/batch", json={"events": batch})
    assert response.status_code == 200, response.text

    texts = await search_texts(tenant, session)
    reply = texts["Yes! Hung it above the fireplace yesterday."]
    assert "watercolour" in reply.split() and "fireplac" in reply.split()
    assert "8 may 2026" in reply  # the day is indexed too
    assert "fireplac" not in texts["Did you finish the watercolour landscape you started?"].split()

    answer = await retrieve(tenant, query="watercolour landscape", user_id="u1", include_evidence=True, k=5)
    contents = [item["content"] for item in answer["items"]]
    assert "Yes! Hung it above the fireplace yesterday." in contents  # found, shown as itself
    assert all("watercolour" not in c for c in contents if c.startswith("Yes!"))


async def test_neighbours_come_from_earlier_requests_and_stay_in_their_session(tenant: Tenant) -> None:
    session, other = "s-" + uuid.uuid4().hex[:6], "s-" + uuid.uuid4().hex[:6]
    first = await tenant.post("/v1/events", json=turn("u1", session, 0, "周末去哪里爬山比较好？"))
    assert first.status_code in (200, 201), first.text
    elsewhere = await tenant.post("/v1/events", json=turn("u1", other, 1, "Unrelated: the printer jammed."))
    assert elsewhere.status_code in (200, 201)
    someone_else = await tenant.post("/v1/events", json=turn("u2", session, 1, "Another user's turn."))
    assert someone_else.status_code in (200, 201)
    reply = await tenant.post("/v1/events", json=turn("u1", session, 2, "黄山不错，风景很美。"))
    assert reply.status_code in (200, 201)
    early = await tenant.post(  # arrives late but happened first: indexed alone
        "/v1/events", json=turn("u1", session, -5, "早上好", at=START - timedelta(hours=1))
    )
    assert early.status_code in (200, 201)

    texts = await search_texts(tenant, session)
    assert texts["黄山不错，风景很美。"].split()[:3] == ["周末", "末去", "去哪"]
    assert "printer" not in texts["黄山不错，风景很美。"]
    assert "anoth" not in texts["黄山不错，风景很美。"]
    assert texts["早上好"].split()[:2] == ["早上", "上好"]
    assert texts["Another user's turn."].split()[0] == "anoth"
