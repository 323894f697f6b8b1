"""Rules two parts of the service need are defined once, and both parts decide alike: when two values
are the same value (the write path merges them, the read path does not call them a disagreement), and
which words say a memory lasts or holds for this time only (the rule extractor scopes by them,
governance rescopes by them). The ids a scope needs and the candidate draft are in
tests/governance/test_drafts.py; the cache invalidation in tests/retrieval/test_read_cache.py."""

from datetime import UTC, datetime
from typing import Any

import pytest

from conftest import Tenant
from facts.flows import candidate_body, evidence_body, submit
from memory_center.enums import MemoryType, Scope, SourceType
from memory_center.extraction.build import ExtractionInput
from memory_center.extraction.rules import RuleExtractor
from memory_center.governance import lasting, values
from memory_center.governance.drafts import CandidateDraft
from memory_center.governance.policies import is_task_detail
from memory_center.retrieval import conflicts

# --- value equality ---------------------------------------------------------------------------------

SAME_VALUES = [("10,000", "10000"), ("１２３４", "1234"), ("Green Tea", "green  tea"), ("上海。", "上海")]


def test_the_read_path_compares_values_by_the_governance_rule() -> None:
    assert vars(conflicts)["same_value"] is values.same_value


@pytest.mark.parametrize(("a", "b"), SAME_VALUES)
def test_values_equal_on_write_are_equal_on_read(a: str, b: str) -> None:
    assert values.normalise_value(a) == values.normalise_value(b)


def rent(amount: str, *, user_id: str | None) -> dict[str, Any]:
    """An agent's note on the office rent: about the user, or the agent's own (no user)."""
    evidence = evidence_body(f"The office rent is {amount} CNY a month", agent_id="sales")
    evidence["user_id"] = user_id
    return candidate_body(
        f"The office rent is {amount} CNY a month",
        subject="office rent",
        predicate="amount",
        object_value=f"{amount} CNY",
        scope="AGENT",
        user_id=user_id,
        agent_id="sales",
        evidence=evidence,
    )


async def context_for(tenant: Tenant) -> dict[str, Any]:
    body = {"query": "office rent", "user_id": "u-1", "agent_id": "sales"}
    response = await tenant.post("/v1/context", json=body)
    assert response.status_code == 200, response.text
    built: dict[str, Any] = response.json()
    return built


async def test_10_000_and_10000_merge_on_write_and_are_no_conflict_on_read(tenant: Tenant) -> None:
    first = await submit(tenant, rent("10,000", user_id="u-1"))
    again = await submit(tenant, rent("10000", user_id="u-1"))
    assert first["candidate"]["status"] == "ACCEPTED"
    assert again["candidate"]["governance_reason"] == "duplicate_merged"
    assert again["candidate"]["fact_id"] == first["candidate"]["fact_id"]

    # The agent's own note (no user: another key, the same scope) says the same, written differently:
    # the viewer sees both, and they agree.
    own = await submit(tenant, rent("10000", user_id=None))
    assert own["candidate"]["status"] == "ACCEPTED"
    assert own["candidate"]["fact_id"] != first["candidate"]["fact_id"]
    built = await context_for(tenant)
    (fact,) = built["sections"]["facts"]
    assert fact["conflicts"] == []
    assert built["sections"]["conflicts"] == []
    assert "[Conflicts]" not in built["text"]


async def test_different_values_at_one_scope_are_still_a_conflict(tenant: Tenant) -> None:
    await submit(tenant, rent("10,000", user_id="u-1"))
    await submit(tenant, rent("12,000", user_id=None))
    built = await context_for(tenant)
    (note,) = built["sections"]["conflicts"]
    assert note["message"].startswith("two records disagree:")


# --- lasting and one-time words ---------------------------------------------------------------------


def words(listed: str) -> list[str]:
    return listed.split("|")


ONE_TIME = [(word, "zh") for word in words(lasting.ONE_TIME_ZH)] + [
    (word, "en") for word in words(lasting.ONE_TIME_EN)
]
LASTING = [(word, "zh") for word in words(lasting.LASTING_ZH)] + [
    (word, "en") for word in words(lasting.LASTING_EN)
]


def said(word: str, language: str, *, lasting_word: bool) -> str:
    if language == "zh":
        return f"我的预算{word}是3000元" if lasting_word else f"{word}我的预算是3000元"
    return f"My budget is {word} 3000 dollars" if lasting_word else f"My budget is 3000 dollars {word}"


async def extracted_scope(text: str) -> Scope:
    message = ExtractionInput(
        text=text,
        role="user",
        user_id="u-1",
        session_id="s-1",
        task_id=None,
        agent_id=None,
        department_id=None,
        occurred_at=datetime.now(UTC),
    )
    (candidate,) = (await RuleExtractor().extract(message)).candidates
    return candidate.scope


def user_budget(text: str) -> CandidateDraft:
    return CandidateDraft(
        memory_type=MemoryType.CONSTRAINT,
        subject="budget",
        predicate="max",
        object_value="3000",
        content=text,
        scope=Scope.USER,
        confidence=0.9,
        source_type=SourceType.USER_STATED,
        evidence_count=1,
        user_id="u-1",
        session_id="s-1",
    )


@pytest.mark.parametrize(("word", "language"), ONE_TIME)
async def test_a_one_time_word_is_one_time_for_extractor_and_governance(word: str, language: str) -> None:
    text = said(word, language, lasting_word=False)
    assert lasting.says_one_time(text)
    assert await extracted_scope(text) is Scope.SESSION
    assert is_task_detail(user_budget(text))


@pytest.mark.parametrize(("word", "language"), LASTING)
async def test_a_lasting_word_is_lasting_for_extractor_and_governance(word: str, language: str) -> None:
    text = said(word, language, lasting_word=True)
    assert lasting.says_lasting(text) and not lasting.says_one_time(text)
    assert await extracted_scope(text) is Scope.USER
    assert not is_task_detail(user_budget(text))
