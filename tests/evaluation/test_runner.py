"""The eval runner itself: the suite's shape, checks that catch a wrong answer, per-case namespaces,
roles it lacks, and cleanup that leaves nothing of a case behind."""

import dataclasses
from collections import Counter

import pytest

from conftest import Tenant
from evaluation.suite import CASES_DIR, cases_of, keys_of
from facts.flows import rows, table_counts
from memory_center.enums import CandidateStatus, MemoryType
from memory_center.evaluation.case_model import (
    FAMILIES,
    CandidateIs,
    Case,
    ContextHas,
    FactIs,
    FactList,
    SaidOutcome,
    Step,
)
from memory_center.evaluation.runner import Runner
from memory_center.evaluation.scorecard import pass_rate

ALL_CASES = cases_of()


def case(key: str) -> Case:
    [found] = [c for c in ALL_CASES if c.key == key]
    return found


def with_step(original: Case, index: int, step: Step) -> Case:
    """The case with one step replaced: a wrong expectation the runner must catch."""
    steps = list(original.steps)
    steps[index] = step
    return dataclasses.replace(original, id=original.id + "-mutant", steps=tuple(steps))


def test_the_suite_has_every_family_in_both_languages_and_unique_ids() -> None:
    assert len(ALL_CASES) >= 60
    assert len({c.key for c in ALL_CASES}) == len(ALL_CASES)
    by_family = Counter((c.family, c.language) for c in ALL_CASES)
    for family in FAMILIES:
        assert by_family[family, "zh"] >= 3 and by_family[family, "en"] >= 3, family
    assert cases_of("conflict") == tuple(c for c in ALL_CASES if c.family == "conflict")
    assert all(case.where.startswith(str(CASES_DIR)) for case in ALL_CASES)


MUTANTS = {
    "fact-field": (
        with_step(
            case("should_remember/en-aisle"), 2, FactIs("memory", {"memory_type": MemoryType.CONSTRAINT})
        ),
        "fact 'memory': memory_type is 'PREFERENCE', expected 'CONSTRAINT'",
    ),
    "fact-list": (
        with_step(case("should_forget/en-invalidated"), 2, FactList(expect=({"is": "fact"},))),
        "facts (user_id=u-1) are: nothing — expected: (fact 'fact')",
    ),
    "said-outcome": (
        with_step(case("should_not_remember/en-mood"), 1, SaidOutcome("said", at_least_one=True)),
        "'said': no candidate at all",
    ),
    "candidate": (
        with_step(
            case("conflict/en-restatement"),
            3,
            CandidateIs("again", status=CandidateStatus.NEEDS_CONFIRMATION),
        ),
        "candidate 'again': status is 'ACCEPTED', expected 'NEEDS_CONFIRMATION'",
    ),
    "unknown-name": (
        with_step(case("conflict/en-restatement"), 4, FactIs("nowhere")),
        "no fact recorded as 'nowhere'",
    ),
    "context-lacks-rule": (
        with_step(
            case("standing_rules/zh-coriander"),
            -1,
            ContextHas("今晚订什么外卖", ("绝不存在的规则",), session="s-2"),
        ),
        "context for '今晚订什么外卖' lacks ['绝不存在的规则']",
    ),
    "context-holds-unwanted": (
        with_step(case("standing_rules/zh-coriander"), -1, ContextHas("今晚订什么外卖", lacks=("香菜",))),
        "context for '今晚订什么外卖' lacks [] / holds ['香菜']",
    ),
}


@pytest.mark.parametrize(("mutant", "reason"), MUTANTS.values(), ids=MUTANTS.keys())
async def test_a_wrong_expectation_fails_with_what_was_found(
    runner: Runner, mutant: Case, reason: str
) -> None:
    result = await runner.run(mutant)
    assert result.outcome == "failed"
    assert result.reason.startswith(reason), result.reason


async def test_every_id_is_in_the_case_namespace_and_runs_never_collide(tenant: Tenant) -> None:
    restatement = case("conflict/en-restatement")
    first, second = (Runner(tenant.client, keys_of(tenant), cleanup=False) for _ in range(2))
    results = [
        await first.run(restatement, 0),
        await first.run(restatement, 1),
        await second.run(restatement, 0),
    ]
    assert [r.outcome for r in results] == ["passed"] * 3, [r.reason for r in results]
    prefixes = {r.namespace for r in results}
    assert len(prefixes) == 3 and all(p.startswith("mc-eval-") for p in prefixes)
    for table in ("memory_event", "memory_fact", "memory_candidate"):
        query = f"SELECT DISTINCT user_id FROM {table} WHERE tenant_id = :tenant"  # noqa: S608
        users = {row["user_id"] for row in await rows(tenant, query)}
        assert users == {p + "u-1" for p in prefixes}, table


async def test_a_case_needing_a_role_it_lacks_is_skipped_before_writing_anything(tenant: Tenant) -> None:
    runner = Runner(tenant.client, keys_of(tenant, "agent"), cleanup=False)
    erased = await runner.run(case("should_forget/en-erased-user"))
    accepted = await runner.run(case("conflict/en-reviewer-accepts"))
    assert (erased.outcome, accepted.outcome) == ("skipped", "skipped")
    assert "--admin-key" in erased.reason and "--reviewer-key" in accepted.reason
    assert set((await table_counts(tenant)).values()) == {0}


CLEANED = [
    "conflict/en-reviewer-accepts",
    "should_remember/en-department-policy",
    "should_forget/zh-corrected",
    "conflict/en-agent-namespaces",
]


async def test_with_an_admin_key_a_case_leaves_nothing_behind(tenant: Tenant) -> None:
    runner = Runner(tenant.client, keys_of(tenant))
    results = await runner.run_all([case(key) for key in CLEANED], concurrency=2)
    assert [(r.outcome, r.cleanup, r.notes) for r in results] == [("passed", "erased", [])] * len(CLEANED)
    counts = await table_counts(tenant)
    candidates = await rows(tenant, "SELECT content, user_id FROM memory_candidate WHERE tenant_id = :tenant")
    # The department's candidate has no user to erase: only its content-free row stays.
    assert candidates == [{"content": "[deleted]", "user_id": None}]
    assert {table: n for table, n in counts.items() if n} == {"memory_candidate": 1}


async def test_without_an_admin_key_its_facts_are_deleted_and_its_events_stay(tenant: Tenant) -> None:
    runner = Runner(tenant.client, keys_of(tenant, "agent", "reviewer"))
    results = await runner.run_all([case(key) for key in CLEANED], concurrency=2)
    assert [(r.outcome, r.cleanup) for r in results] == [("passed", "facts deleted")] * len(CLEANED)
    counts = await table_counts(tenant)
    assert counts["memory_fact"] == counts["memory_fact_revision"] == 0
    assert counts["memory_event"] > 0


@pytest.mark.parametrize(
    ("counts", "rate"),
    [
        (Counter(passed=3, failed=1, skipped=2), "75.0 %"),
        (Counter(passed=2, failed=0), "100.0 %"),
        (Counter(passed=0, failed=0, skipped=4), "-"),
    ],
)
def test_the_pass_rate_counts_the_cases_that_ran(counts: Counter[str], rate: str) -> None:
    assert pass_rate(counts) == rate
