"""Evidence of a memory that changed is history: ranked below the current statement, marked outdated.

"I love green tea" stays evidence after "I don't like green tea anymore" superseded its memory; with
``include_evidence`` it must not read as a current truth (docs/context.md)."""

import uuid
from datetime import UTC, datetime
from typing import Any

import pytest
from memory_factory import context, index_everything, retrieve

from conftest import Tenant
from facts.flows import list_facts, say
from memory_center.enums import MemoryType, Scope, SourceType
from memory_center.retrieval.context import memory_line
from memory_center.retrieval.ranking import RECIPES, Retrieved, Signals, rank
from memory_center.retrieval.schemas import RetrievedItem

NOW = datetime(2026, 1, 1, tzinfo=UTC)


def evidence_items(answer: dict[str, Any]) -> dict[str, dict[str, Any]]:
    return {item["content"]: item for item in answer["items"] if item["kind"] == "evidence"}


@pytest.mark.parametrize(
    ("before", "after", "query"),
    [
        ("I love green tea.", "I don't like green tea anymore.", "what tea should I offer them?"),
        ("I live in Hamburg.", "I moved to Munich last month.", "which city does the user live in?"),
        ("我爱吃辣。", "我现在不吃辣了。", "这位用户吃辣吗"),
        ("我住在杭州。", "我搬到上海了。", "用户住在哪个城市"),
    ],
)
async def test_evidence_of_a_superseded_memory_never_reads_as_current(
    tenant: Tenant, before: str, after: str, query: str
) -> None:
    await say(tenant, before, session_id="s-1")
    await say(tenant, after, session_id="s-1")
    [active] = await list_facts(tenant, user_id="u-1")
    assert active["revision"] == 2, "the change of mind superseded the first memory"
    await index_everything(tenant)

    answer = await retrieve(tenant, query=query, user_id="u-1", include_evidence=True, k=10)
    first = answer["items"][0]
    assert (first["kind"], first["id"]) == ("fact", active["id"]), "the current memory comes first"
    found = evidence_items(answer)
    if before in found:  # it may also fall below the floor: history, scored down
        assert found[before]["outdated"] is True
        assert "outdated_evidence" in found[before]["reasons"]
        # A statement kept only to fill the answer up to k (no floor empties it) is no match of its
        # own: the order is asked of one admitted on its merits.
        if after in found and "kept_below_floor=best_matches" not in found[after]["reasons"]:
            order = [item["content"] for item in answer["items"]]
            assert order.index(after) < order.index(before), "the statement that replaced it ranks above"
    if after in found:
        assert found[after]["outdated"] is False

    text = (await context(tenant, query=query, user_id="u-1", session_id="s-2", include_evidence=True))[
        "text"
    ]
    for line in text.splitlines():
        if line.startswith(f"- {before}"):
            assert "outdated" in line, line


async def test_outdated_evidence_found_by_its_own_words_is_shown_marked(tenant: Tenant) -> None:
    """Asked about what only the old statement said, the old statement is the best match: it is shown
    (history is kept), marked outdated, in the answer and in the context text."""
    old = "I love green tea, especially sencha from Shizuoka."
    await say(tenant, old, session_id="s-1")
    await say(tenant, "I don't like green tea anymore.", session_id="s-1")
    await index_everything(tenant)

    answer = await retrieve(tenant, query="sencha Shizuoka", user_id="u-1", include_evidence=True)
    item = evidence_items(answer)[old]
    assert item["outdated"] is True and "outdated_evidence" in item["reasons"]
    text = (await context(tenant, query="sencha Shizuoka", user_id="u-1", include_evidence=True))["text"]
    [line] = [line for line in text.splitlines() if line.startswith(f"- {old}")]
    assert "(outdated: the memory it stated has changed; source:" in line


async def test_evidence_of_an_invalidated_memory_is_outdated(tenant: Tenant) -> None:
    await say(tenant, "I'm allergic to peanuts.")
    [fact] = await list_facts(tenant, user_id="u-1")
    response = await tenant.post(f"/v1/facts/{fact['id']}/invalidate", "reviewer", json={"reason": "wrong"})
    assert response.status_code == 200, response.text
    await index_everything(tenant)
    answer = await retrieve(tenant, query="peanuts allergy", user_id="u-1", include_evidence=True)
    assert evidence_items(answer)["I'm allergic to peanuts."]["outdated"] is True


async def test_evidence_that_still_backs_a_current_memory_is_not_outdated(tenant: Tenant) -> None:
    """One message, two memories: one of them superseded later, the other still holds."""
    await say(tenant, "I love green tea.")
    both = "I don't like green tea anymore, and I'm allergic to peanuts."
    await say(tenant, both)
    await say(tenant, "I love green tea again.")
    await index_everything(tenant)
    answer = await retrieve(tenant, query="green tea peanuts", user_id="u-1", include_evidence=True, k=10)
    assert evidence_items(answer)[both]["outdated"] is False


async def test_a_turn_that_backs_no_memory_is_never_outdated(tenant: Tenant) -> None:
    await say(tenant, "We watched a documentary about green tea farms yesterday.", extract=False)
    await index_everything(tenant)
    answer = await retrieve(tenant, query="green tea farms", user_id="u-1", include_evidence=True)
    [turn] = evidence_items(answer).values()
    assert turn["outdated"] is False and "outdated_evidence" not in turn["reasons"]


async def test_as_of_before_the_change_the_old_evidence_was_current(tenant: Tenant) -> None:
    await say(tenant, "I love green tea.")
    between = datetime.now(UTC).isoformat()
    await say(tenant, "I don't like green tea anymore.")
    await index_everything(tenant)
    then = await retrieve(tenant, query="green tea", user_id="u-1", include_evidence=True, as_of=between)
    assert evidence_items(then)["I love green tea."]["outdated"] is False
    now = await retrieve(tenant, query="green tea", user_id="u-1", include_evidence=True)
    assert evidence_items(now)["I love green tea."]["outdated"] is True


def evidence_signals() -> Signals:
    return Signals(kind="evidence", id=uuid.uuid4(), source_type=SourceType.USER_STATED, last_used=NOW)


def fact_signals() -> Signals:
    return Signals(
        kind="fact",
        id=uuid.uuid4(),
        source_type=SourceType.USER_STATED,
        last_used=NOW,
        memory_type=MemoryType.FACT,
        scope=Scope.USER,
        confidence=0.8,
    )


def test_ranking_scores_outdated_evidence_down_and_hands_its_relevance_to_the_successor() -> None:
    """Pure: the old statement matched best; the memory that replaced it takes that relevance."""
    old, other, successor = evidence_signals(), evidence_signals(), fact_signals()
    hits = [(old.id, 0.9), (other.id, 0.5)]
    signals = {item.id: item for item in (old, other, successor)}
    plain = rank(Retrieved(keyword=hits, keyword_ran=True), signals, RECIPES["default"], NOW)
    assert [s.id for s in plain] == [old.id, other.id]

    retrieved = Retrieved(keyword=hits, keyword_ran=True, outdated={old.id: (successor.id,)})
    scored = {s.id: s for s in rank(retrieved, signals, RECIPES["default"], NOW)}
    assert next(iter(scored)) == successor.id
    assert "replaces_outdated_evidence" in scored[successor.id].reasons
    assert "outdated_evidence" in scored[old.id].reasons
    assert scored[old.id].score == pytest.approx(
        RECIPES["default"].outdated_evidence_weight * {s.id: s for s in plain}[old.id].score, abs=1e-6
    )
    assert "outdated_evidence" not in scored[other.id].reasons


def test_an_outdated_line_in_the_context_says_so() -> None:
    base = {
        "kind": "evidence",
        "id": uuid.uuid4(),
        "content": "I love green tea.",
        "memory_type": None,
        "scope": None,
        "score": 0.5,
        "reasons": [],
        "source_type": SourceType.USER_STATED,
        "confidence": None,
        "valid_from": NOW,
        "updated_at": NOW,
        "source": "conversation via chat",
    }
    assert "outdated" not in memory_line(RetrievedItem(**base))
    line = memory_line(RetrievedItem(**base, outdated=True))
    assert line == (
        "- I love green tea. (outdated: the memory it stated has changed; source: conversation via chat, "
        "USER_STATED, 2026-01-01)"
    )
