"""Conflict: a lower-trust contradiction waits for review (with a CONFLICT link); a same-trust newer
statement supersedes; a TASK-scope value never overwrites a USER-scope one; keys never cross."""

from memory_center.enums import CandidateStatus, MemoryType, Scope, SourceType
from memory_center.evaluation.model import (
    Accept,
    CandidateIs,
    Case,
    ConflictEvidence,
    Correct,
    Evidence,
    FactIs,
    FactList,
    Family,
    Language,
    Propose,
    Ref,
    Reject,
    Revisions,
    SaidOutcome,
    Say,
    Step,
)

FAMILY: Family = "conflict"

WAITS = CandidateStatus.NEEDS_CONFIRMATION


def remembered(text: str, name: str = "fact", task: str | None = None) -> tuple[Step, ...]:
    """The user says it and it becomes a memory."""
    return (Say(text, name, task=task), SaidOutcome(name, accepted=1))


def tool_says(value: str, source_type: SourceType = SourceType.TOOL_RESULT) -> Propose:
    """A tool contradicts the user's fact: same subject and predicate, another value."""
    return Propose(
        "tool",
        f"user: {value}",
        subject="user",
        predicate=Ref("fact", "predicate"),
        object_value=value,
        evidence=Evidence(f"user = {value}", source_type),
    )


def waits_in_conflict(reason: str) -> tuple[Step, ...]:
    """The contradiction waits for review, linked to the fact it contradicts, which stays alone."""
    return (
        CandidateIs("tool", status=WAITS, reason=reason, conflict_with="fact"),
        ConflictEvidence("tool", "fact"),
        FactList({"subject": Ref("fact", "subject")}, expect=({"is": "fact"},)),
    )


def lower_trust(language: Language, statement: str, value: str) -> Case:
    return Case(
        FAMILY,
        f"{language}-lower-trust-waits",
        language,
        "a lower-trust contradiction waits for review",
        (*remembered(statement), tool_says(value), *waits_in_conflict("superseded_lower_trust")),
    )


def same_trust(case_id: str, first: str, second: str, values: tuple[str, str]) -> Case:
    language: Language = "zh" if case_id.startswith("zh") else "en"
    return Case(
        FAMILY,
        case_id,
        language,
        "a same-trust newer statement supersedes",
        (
            *remembered(first, "old"),
            *remembered(second, "new"),
            FactIs("new", {"revision": 2}, supersedes="old"),
            Revisions("new", values),
            FactList(expect=({"is": "new"},)),
        ),
    )


def task_beside_user(language: Language, lasting: str, this_time: str) -> Case:
    return Case(
        FAMILY,
        f"{language}-task-beside-user",
        language,
        "a task value never overwrites a user value",
        (
            *remembered(lasting, "lasting"),
            *remembered(this_time, "this_time", task="T9"),
            FactIs("lasting", {"scope": Scope.USER, "status": "ACTIVE"}),
            FactIs("this_time", {"scope": Scope.TASK, "revision": 1, "supersedes_id": None}),
            FactList(
                expect=(
                    {"scope": Scope.USER, "object_value": "like"},
                    {"scope": Scope.TASK, "object_value": "dislike"},
                )
            ),
        ),
    )


def agent_note(agent: str, value: str) -> Propose:
    return Propose(
        agent,
        f"Last topic: {value}",
        subject="last topic",
        predicate="note",
        object_value=value,
        scope=Scope.AGENT,
        agent=agent,
        evidence=Evidence(f"talked about {value}"),
    )


CASES = (
    lower_trust("en", "I work at Contoso", "Fabrikam"),
    lower_trust("zh", "我住在上海", "北京"),
    Case(
        FAMILY,
        "en-inferred-waits",
        "en",
        "an inferred contradiction waits with its conflict link",
        (
            *remembered("I work at Contoso"),
            tool_says("Globex", SourceType.INFERRED),
            *waits_in_conflict("needs_review"),
        ),
    ),
    same_trust("zh-preference-supersedes", "我喜欢咖啡", "我不喜欢咖啡", ("like", "dislike")),
    same_trust("en-preference-supersedes", "I like tea", "I don't like tea", ("like", "dislike")),
    same_trust("en-workplace-supersedes", "I work at Contoso", "I work at Fabrikam", ("Contoso", "Fabrikam")),
    Case(
        FAMILY,
        "zh-t200-budget-revised",
        "zh",
        "the T200 budget is revised in its task, and as_of returns the old value",
        (
            *remembered("预算不超过 8000 元", "first", task="T200"),
            *remembered("这次旅行预算调整到 10000 元", "second", task="T200"),
            FactIs("second", {"revision": 2, "task_id": "T200"}, supersedes="first"),
            FactIs("first", {"status": "SUPERSEDED"}),
            FactList({"task_id": "T200"}, as_of="first", expect=({"object_value": "8000 元"},)),
            FactList({"task_id": "T200"}, expect=({"object_value": "10000 元"},)),
        ),
    ),
    task_beside_user("zh", "我喜欢靠窗的座位", "这次我不喜欢靠窗的座位"),
    task_beside_user("en", "I like window seats", "This time I don't like window seats"),
    Case(
        FAMILY,
        "zh-lasting-budget",
        "zh",
        "a lasting budget survives a task budget",
        (
            Propose(
                "lasting",
                "以后预算一般不超过 5000 元",
                subject="budget",
                predicate="max_amount",
                object_value="5000 元",
                memory_type=MemoryType.CONSTRAINT,
                evidence=Evidence("以后预算一般不超过 5000 元"),
            ),
            FactIs("lasting", {"scope": Scope.USER}),
            *remembered("这次预算不超过 8000 元", "this_time", task="T10"),
            FactIs("lasting", {"status": "ACTIVE"}),
        ),
    ),
    Case(
        FAMILY,
        "zh-two-tasks",
        "zh",
        "two tasks never touch each other",
        (
            *remembered("预算不超过 8000 元", "t1", task="T1"),
            *remembered("预算不超过 3000 元", "t2", task="T2"),
            FactList(expect=({"task_id": "T1", "revision": 1}, {"task_id": "T2", "revision": 1})),
        ),
    ),
    Case(
        FAMILY,
        "en-agent-namespaces",
        "en",
        "agent namespaces never touch each other",
        (
            agent_note("sales-bot", "upsell"),
            agent_note("support-bot", "refund"),
            FactIs("sales-bot", {"revision": 1}),
            FactIs("support-bot", {"revision": 1}),
            FactList(
                {"scope": Scope.AGENT},
                expect=({"agent_id": "sales-bot"}, {"agent_id": "support-bot"}),
            ),
        ),
    ),
    Case(
        FAMILY,
        "en-reviewer-accepts",
        "en",
        "a reviewer resolves a conflict by accepting",
        (
            *remembered("I work at Contoso"),
            tool_says("Fabrikam"),
            Accept("tool", "accepted"),
            FactIs("accepted", supersedes="fact"),
            FactList(expect=({"object_value": "Fabrikam"},)),
        ),
    ),
    Case(
        FAMILY,
        "en-reviewer-rejects",
        "en",
        "a reviewer resolves a conflict by rejecting",
        (
            *remembered("I work at Contoso"),
            tool_says("Fabrikam"),
            Reject("tool"),
            FactList(expect=({"is": "fact"},)),
        ),
    ),
    Case(
        FAMILY,
        "en-user-confirmed-outranks-tool",
        "en",
        "a user-confirmed correction outranks a later tool result",
        (
            *remembered("I work at Contoso"),
            Correct("fact", "corrected", object_value="Initech", reason="user"),
            FactIs("corrected", {"source_type": SourceType.USER_CONFIRMED}),
            tool_says("Fabrikam"),
            CandidateIs("tool", status=WAITS, conflict_with="corrected"),
        ),
    ),
    Case(
        FAMILY,
        "en-restatement",
        "en",
        "a restatement is not a conflict",
        (
            *remembered("I work at Contoso"),
            Say("I work at contoso", "again"),
            CandidateIs("again", reason="duplicate_merged", fact="fact"),
            FactIs("fact", {"revision": 1}),
        ),
    ),
)
