"""Should remember: explicit and stable statements become the right type, scope and value."""

from memory_center.enums import CandidateStatus, EvidenceType, MemoryType, Scope, SourceType
from memory_center.evaluation.model import (
    Accept,
    Case,
    Evidence,
    FactIs,
    FactList,
    Family,
    Language,
    Propose,
    SaidOutcome,
    Say,
)

FAMILY: Family = "should_remember"

P, C, F, D = MemoryType.PREFERENCE, MemoryType.CONSTRAINT, MemoryType.FACT, MemoryType.DECISION
USER, TASK = Scope.USER, Scope.TASK


def statement(
    case_id: str,
    text: str,
    memory_type: MemoryType,
    scope: Scope,
    subject: str,
    value: str,
    task: str | None = None,
) -> Case:
    """The message becomes exactly one ACTIVE memory with this type, scope, subject and value."""
    language: Language = "zh" if case_id.startswith("zh") else "en"
    expected = {
        "memory_type": memory_type,
        "scope": scope,
        "subject": subject,
        "object_value": value,
        "status": "ACTIVE",
        "task_id": task if scope is TASK else None,
    }
    return Case(
        FAMILY,
        case_id,
        language,
        f"{text!r} → {memory_type} {scope} {subject} = {value}",
        (
            Say(text, "memory", session="s-1", task=task),
            SaidOutcome("memory", accepted=1),
            FactIs("memory", expected, evidence=text),
            FactList(expect=({"is": "memory"},)),
        ),
    )


STATEMENTS = (
    # The design's own scenario.
    statement("zh-direct-flights", "我以后尽量都坐直飞", P, USER, "直飞", "like"),
    statement("zh-latte", "我喜欢喝拿铁", P, USER, "拿铁", "like"),
    statement("zh-no-coriander", "我不吃香菜", P, USER, "香菜", "dislike"),
    statement("zh-peanut-allergy", "我对花生过敏", C, USER, "花生", "allergic"),
    statement("zh-name", "我叫王小明", F, USER, "user", "王小明"),
    statement("zh-workplace", "我在腾讯工作", F, USER, "user", "腾讯"),
    statement("zh-residence", "我住在上海", F, USER, "user", "上海"),
    # a close person's name is read (extraction/rules/people.py); it was a note until probe 3
    statement("zh-remember-note", "请记住我女儿叫朵朵", F, USER, "daughter", "朵朵"),
    statement("zh-usual-hotel", "我一般住如家酒店", P, USER, "user", "如家酒店"),  # the slot's one key
    statement("zh-habit", "我习惯早上跑步", P, USER, "早上跑步", "like"),
    statement("zh-red-eye", "我讨厌红眼航班", P, USER, "红眼航班", "dislike"),
    statement("zh-task-budget", "这次预算不超过 8000 元", C, TASK, "budget", "8000 元", "T200"),
    statement("zh-task-decision", "就选国航那班", D, TASK, "option", "国航那班", "T201"),
    statement("zh-hotel-budget", "酒店预算每晚不超过 500 元", C, TASK, "hotel_budget", "500 元/晚", "T202"),
    statement("en-aisle", "I prefer aisle seats", P, USER, "aisle seat", "like"),
    statement("en-train", "I always take the train when I can", P, USER, "train", "like"),
    statement("en-shellfish", "I'm allergic to shellfish", C, USER, "shellfish", "allergic"),
    statement("en-name", "My name is Alice Chen", F, USER, "user", "Alice Chen"),
    statement("en-workplace", "I work at Contoso", F, USER, "user", "Contoso"),
    statement("en-residence", "I live in Berlin", F, USER, "user", "Berlin"),
    statement(
        "en-remember-note",
        "Remember that my wife's name is Maria",
        F,
        USER,
        "partner",
        "Maria",
    ),
    statement("en-early-flights", "I hate early morning flights", P, USER, "early morning flight", "dislike"),
    statement("en-no-coffee", "I never drink coffee", P, USER, "coffee", "dislike"),
    statement("en-dont-forget", "Don't forget I'm vegetarian", C, USER, "user", "vegetarian"),
    statement(
        "en-marriott", "I usually stay at Marriott hotels", P, USER, "user", "Marriott"
    ),  # the slot's one key
    statement("en-gluten", "I can't eat gluten", C, USER, "gluten", "cannot"),
    statement(
        "en-trip-budget",
        "For this trip the budget is no more than 2000 USD",
        C,
        TASK,
        "budget",
        "2000 USD",
        "T300",
    ),
    statement("en-hilton", "Let's go with the Hilton", D, TASK, "option", "Hilton", "T301"),
    statement("en-flight-choice", "I'll take the 9am flight", D, TASK, "flight", "9am flight", "T302"),
)

OTHERS = (
    Case(
        FAMILY,
        "zh-session-detail",
        "zh",
        "a one-off detail without a task lives in its session",
        (
            Say("预算不超过 8000 元", "budget", session="s-7"),
            FactIs("budget", {"scope": Scope.SESSION, "session_id": "s-7", "object_value": "8000 元"}),
        ),
    ),
    Case(
        FAMILY,
        "en-tool-result",
        "en",
        "a tool result an agent submits is remembered with its trust",
        (
            Propose(
                "plan",
                "The customer is on the Enterprise plan",
                subject="subscription",
                predicate="plan",
                object_value="Enterprise",
                evidence=Evidence(
                    "plan: Enterprise", SourceType.TOOL_RESULT, evidence_type=EvidenceType.DOCUMENT
                ),
            ),
            FactIs("plan", {"status": "ACTIVE", "source_type": SourceType.TOOL_RESULT, "memory_type": F}),
        ),
    ),
    Case(
        FAMILY,
        "en-department-policy",
        "en",
        "a department policy belongs to the department",
        (
            Propose(
                "policy",
                "Sales travel policy: economy class on flights under 4 hours",
                subject="flight class",
                predicate="policy",
                object_value="economy under 4h",
                scope=Scope.DEPARTMENT,
                user=None,
                department="sales",
                evidence=Evidence("travel policy v3", SourceType.TOOL_RESULT, user="u-9"),
            ),
            FactIs(
                "policy",
                {"owner_type": "DEPARTMENT", "owner_id": "sales", "scope": Scope.DEPARTMENT, "user_id": None},
            ),
        ),
    ),
    Case(
        FAMILY,
        "en-confirmed-guess",
        "en",
        "a hedged guess waits for review, and a reviewer's acceptance remembers it",
        (
            Say("Maybe I like sushi", "guess"),
            SaidOutcome("guess", allowed=frozenset({CandidateStatus.NEEDS_CONFIRMATION}), at_least_one=True),
            Accept("guess", "sushi"),
            FactList(expect=({"subject": "sushi"},)),
        ),
    ),
)

CASES = STATEMENTS + OTHERS
