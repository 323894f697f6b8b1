"""Conversation structure through the API: a question turn found through its reply's words, the named
speaker's turn and the named date's turn preferred, and neither crossing users or sessions."""

import uuid
from datetime import UTC, datetime, timedelta
from typing import Any

from memory_factory import index_everything, retrieve

from conftest import Tenant

START = datetime(2026, 5, 8, 13, 0, tzinfo=UTC)


def turn(user: str, session: str, n: int, text: str) -> dict[str, Any]:
    return {
        "idempotency_key": f"{session}:{n}:{uuid.uuid4().hex[:6]}",
        "actor_type": "USER",
        "actor_id": user,
        "user_id": user,
        "session_id": session,
        "event_type": "message",
        "source": "chat",
        "payload": {"role": "user", "text": text},
        "occurred_at": (START + timedelta(minutes=n)).isoformat(),
        "extract": False,
    }


async def post_turns(tenant: Tenant, turns: list[dict[str, Any]]) -> None:
    response = await tenant.post("/v1/events/batch", json={"events": turns})
    assert response.status_code == 200, response.text
    await index_everything(tenant)


def reasons_by_content(answer: dict[str, Any]) -> dict[str, list[str]]:
    return {item["content"]: item["reasons"] for item in answer["items"]}


QUESTION = "Caroline: What did you bring back from the pottery workshop?"
REPLY = "Melanie: A glazed teapot, turquoise with little cranes on it."


async def test_a_question_turn_is_found_through_the_words_of_its_reply(tenant: Tenant) -> None:
    session = "s-" + uuid.uuid4().hex[:6]
    await post_turns(
        tenant,
        [
            turn("u1", session, 0, "Caroline: Morning! How was the weekend?"),
            turn("u1", session, 1, QUESTION),
            turn("u1", session, 2, REPLY),
            turn("u1", session, 3, "Caroline: Lovely, send me a photo of it."),
        ],
    )

    answer = await retrieve(tenant, query="turquoise teapot cranes", user_id="u1", include_evidence=True, k=5)

    reasons = reasons_by_content(answer)
    assert answer["items"][0]["content"] == REPLY
    assert QUESTION in reasons  # it shares no word with the query: lent relevance by its reply
    assert any(r.startswith("reply_share=") for r in reasons[QUESTION])
    assert not any(r.startswith("keyword_rank") for r in reasons[QUESTION])


async def test_the_named_speakers_turn_comes_first(tenant: Tenant) -> None:
    session = "s-" + uuid.uuid4().hex[:6]
    caroline = "Caroline: Last summer I went hiking in the mountains near the lake."
    melanie = "Melanie: Last summer I went hiking in the mountains by the sea."
    await post_turns(tenant, [turn("u1", session, 0, caroline), turn("u1", session, 5, melanie)])

    answer = await retrieve(
        tenant, query="Where did Melanie go hiking last summer?", user_id="u1", include_evidence=True, k=5
    )
    reasons = reasons_by_content(answer)
    assert answer["items"][0]["content"] == melanie
    assert "other_speaker" in reasons[caroline]
    assert "other_speaker" not in reasons[melanie]

    both = await retrieve(
        tenant, query="Where did Caroline and Melanie go hiking?", user_id="u1", include_evidence=True, k=5
    )
    assert not any("other_speaker" in r for r in reasons_by_content(both).values())


async def test_a_previous_turn_of_another_user_or_session_is_never_lent_or_shown(tenant: Tenant) -> None:
    session, other = "s-" + uuid.uuid4().hex[:6], "s-" + uuid.uuid4().hex[:6]
    hidden = "Caroline: What did you bring back from the trip? (someone else's conversation)"
    earlier_session = "Caroline: What did you bring back from the market? (another session)"
    await post_turns(
        tenant,
        [
            turn("u2", session, 0, hidden),  # same session id, another user
            turn("u1", other, 0, earlier_session),  # same user, another session
            turn("u1", session, 1, REPLY),  # the first turn of u1's session
        ],
    )

    answer = await retrieve(tenant, query="turquoise teapot cranes", user_id="u1", include_evidence=True, k=5)

    contents = [item["content"] for item in answer["items"]]
    assert contents[0] == REPLY
    assert hidden not in contents
    for item in answer["items"]:
        if item["content"] == earlier_session:
            assert not any(r.startswith("reply_share=") for r in item["reasons"])

    as_u2 = await retrieve(tenant, query="turquoise teapot cranes", user_id="u2", include_evidence=True, k=5)
    assert REPLY not in [item["content"] for item in as_u2["items"]]


async def test_a_question_naming_a_date_prefers_that_days_turns(tenant: Tenant) -> None:
    may, june = "s-" + uuid.uuid4().hex[:6], "s-" + uuid.uuid4().hex[:6]
    in_may = "Maria: We took the kids to the beach and built a huge sandcastle."
    in_june = "Maria: We took the kids to the beach again, the sandcastle was even bigger."
    later = turn("u1", june, 0, in_june)
    later["occurred_at"] = (START + timedelta(days=30)).isoformat()  # 7 June 2026
    await post_turns(tenant, [turn("u1", may, 0, in_may), later])

    answer = await retrieve(
        tenant,
        query="What did Maria build at the beach on 7 June, 2026?",
        user_id="u1",
        include_evidence=True,
    )
    reasons = reasons_by_content(answer)
    assert answer["items"][0]["content"] == in_june
    assert "other_date" in reasons[in_may]
    assert "other_date" not in reasons[in_june]

    undated = await retrieve(
        tenant, query="What did Maria build at the beach?", user_id="u1", include_evidence=True
    )
    assert not any("other_date" in r for r in reasons_by_content(undated).values())


async def test_a_question_naming_a_day_relative_to_now_prefers_that_days_turns(tenant: Tenant) -> None:
    """ "Yesterday" is read against the request's instant (now, or its ``as_of``), in UTC."""
    midnight = datetime.now(UTC).replace(hour=0, minute=0, second=0, microsecond=0)
    texts = {
        "I had ramen with Tom for dinner.": midnight - timedelta(hours=5),  # yesterday evening
        "I had ramen with Tom for dinner again.": midnight - timedelta(days=4, hours=5),
    }
    others = [  # other meals on other days: a semantic list of realistic range
        "Dinner was pizza with my sister.",
        "We cooked curry at home for dinner.",
        "Had sushi for lunch with colleagues.",
        "Went to a steakhouse for dinner with Anna.",
        "I went swimming before work.",
    ]
    for n, text in enumerate(others):
        texts[text] = midnight - timedelta(days=n + 2, hours=3)
    batch = []
    for n, (text, at) in enumerate(texts.items()):
        message = turn("u1", "s-" + uuid.uuid4().hex[:6], n, text)
        message["occurred_at"] = at.isoformat()
        batch.append(message)
    await post_turns(tenant, batch)
    yesterday, earlier = list(texts)[:2]

    for query in ("What did I have for dinner with Tom yesterday?", "我昨天和Tom晚饭吃了什么？"):
        answer = await retrieve(tenant, query=query, user_id="u1", include_evidence=True)
        reasons = reasons_by_content(answer)
        assert answer["items"][0]["content"] == yesterday, query
        assert "other_date" in reasons[earlier]

    as_of = (midnight - timedelta(days=3)).isoformat()  # "yesterday" is then the earlier dinner's day
    answer = await retrieve(
        tenant, query="What did I have for dinner with Tom yesterday?", user_id="u1",
        include_evidence=True, as_of=as_of,
    )  # fmt: skip
    assert [item["content"] for item in answer["items"]][:1] == [earlier]
