"""Should forget: deleted, erased, expired, invalidated and superseded facts are never listed as ACTIVE."""

from memory_center.enums import Scope
from memory_center.evaluation.model import (
    Ago,
    Case,
    Correct,
    Delete,
    EraseUser,
    Evidence,
    ExportLacks,
    FactGone,
    FactIs,
    FactList,
    Family,
    Invalidate,
    Language,
    Propose,
    Say,
)

FAMILY: Family = "should_forget"

STATEMENTS: dict[Language, str] = {"zh": "我喜欢喝拿铁", "en": "I like green tea"}
STATUSES = ("ACTIVE", "SUPERSEDED", "EXPIRED", "INVALIDATED")


def deleted(language: Language) -> Case:
    text = STATEMENTS[language]
    return Case(
        FAMILY,
        f"{language}-deleted-fact",
        language,
        "a deleted fact is gone, from the export too",
        (Say(text, "fact"), Delete("fact"), FactList(expect=()), FactGone("fact"), ExportLacks(text)),
    )


def erased(language: Language) -> Case:
    return Case(
        FAMILY,
        f"{language}-erased-user",
        language,
        "an erased user's facts are gone in every status",
        (
            Say(STATEMENTS[language], "fact"),
            EraseUser(),
            *(FactList({"status": status}, expect=()) for status in STATUSES),
        ),
    )


def gym(scope: Scope = Scope.USER, valid_until: Ago | None = None, session: str | None = None) -> Propose:
    """A membership that started two days ago."""
    return Propose(
        "gym",
        "Has a gym membership",
        subject="gym",
        predicate="membership",
        object_value="yes",
        scope=scope,
        session=session,
        valid_from=Ago(days=2),
        valid_until=valid_until,
        evidence=Evidence("gym membership"),
    )


def superseded(language: Language, first: str, second: str) -> Case:
    return Case(
        FAMILY,
        f"{language}-superseded-value",
        language,
        "a superseded value is not active",
        (
            Say(first, "old", task="T1"),
            Say(second, "new", task="T1"),
            FactList(expect=({"is": "new"},)),
            FactList({"status": "SUPERSEDED"}, expect=({"is": "old"},)),
        ),
    )


CASES = (
    deleted("zh"),
    deleted("en"),
    erased("zh"),
    erased("en"),
    Case(
        FAMILY,
        "en-past-valid-until",
        "en",
        "a fact past its valid_until is not active",
        (gym(valid_until=Ago(days=1)), FactIs("gym", {"status": "EXPIRED"}), FactList(expect=())),
    ),
    Case(
        FAMILY,
        "en-expired-by-the-sweeper",
        "en",
        "a fact that ends an hour ago is EXPIRED, not ACTIVE",
        (
            gym(valid_until=Ago(hours=1)),
            FactList(expect=()),
            FactList({"status": "EXPIRED"}, expect=({"is": "gym"},)),
        ),
    ),
    Case(
        FAMILY,
        "en-session-lifetime",
        "en",
        "a session memory ends with its session lifetime",
        (
            gym(Scope.SESSION, session="s-old"),
            FactIs("gym", {"scope": Scope.SESSION, "status": "EXPIRED"}),
            FactList({"session_id": "s-old"}, expect=()),
        ),
    ),
    superseded("zh", "预算不超过 8000 元", "这次预算调整到 10000 元"),
    superseded("en", "Budget no more than 800 USD", "This time the budget is 900 USD"),
    Case(
        FAMILY,
        "en-invalidated",
        "en",
        "an invalidated fact is not active",
        (Say("I like green tea", "fact"), Invalidate("fact"), FactList(expect=())),
    ),
    Case(
        FAMILY,
        "zh-corrected",
        "zh",
        "a corrected fact leaves only the correction active",
        (
            Say("我住在上海", "old"),
            Correct("old", "new", object_value="杭州"),
            FactList(expect=({"is": "new", "object_value": "杭州", "content": "我住在杭州"},)),
        ),
    ),
    Case(
        FAMILY,
        "zh-deleted-chain",
        "zh",
        "deleting one revision forgets the whole chain",
        (
            Say("我喜欢咖啡", "first"),
            Say("我不喜欢咖啡", "second"),
            Delete("first"),
            FactList(expect=()),
            FactList({"status": "SUPERSEDED"}, expect=()),
            FactGone("first"),
            FactGone("second"),
            ExportLacks("咖啡"),
        ),
    ),
    Case(
        FAMILY,
        "en-as-of-after-delete",
        "en",
        "as_of never brings a deleted fact back",
        (
            Say("I like green tea", "fact"),
            FactList(as_of="fact", expect=({"is": "fact"},)),
            Delete("fact"),
            FactList(as_of="fact", expect=()),
        ),
    ),
)
