"""A memory whose thing newer words of the user call new or changed is left out of the context
(docs/context.md, "A thing the user calls new"): the pure rule, then through HTTP."""

import uuid
from datetime import UTC, datetime, timedelta

import pytest
from memory_factory import add_evidence, context, index_everything, remember

from conftest import Tenant
from memory_center.enums import MemoryType, Scope, SourceType
from memory_center.retrieval.context import build
from memory_center.retrieval.replaced import calls_new, gives_up, replaced, things
from memory_center.retrieval.schemas import RetrievedItem
from memory_center.retrieval.tokens import count_tokens_batch

NOW = datetime(2026, 3, 1, tzinfo=UTC)


def memory(
    content: str,
    *,
    hours: int = 0,
    subject: str | None = None,
    predicate: str | None = None,
    kind: str = "fact",
    source_type: SourceType = SourceType.USER_STATED,
) -> RetrievedItem:
    return RetrievedItem(
        kind=kind,  # type: ignore[arg-type]
        id=uuid.uuid4(),
        content=content,
        memory_type=MemoryType.FACT if kind == "fact" else None,
        scope=Scope.USER if kind == "fact" else None,
        score=0.5,
        reasons=[],
        source_type=source_type,
        confidence=0.8,
        valid_from=NOW + timedelta(hours=hours),
        updated_at=NOW,
        subject=subject,
        predicate=predicate,
        source="USER_STATED",
    )


@pytest.mark.parametrize(
    ("text", "thing", "expected"),
    [
        ("Registered with a new dentist, Dr Osei at the Riverside practice", "dentist", True),
        ("switched dentists last month", "dentist", True),
        ("Got a new phone last week, a Pixel 8", "phone", True),
        ("英文名换了，叫Leo，你也这么叫我吧", "英文名", True),
        ("我换了个新牙医", "牙医", True),
        ("换了个私教，叫阿杰", "私教", True),
        ("I need a new dentist appointment", "dentist", False),
        ("I have a new filling from my dentist, it still hurts", "dentist", False),
        ("I got a new phone case", "phone", False),
        ("I changed my phone plan to unlimited data", "phone", False),
        ("咪咪换了一种新猫粮", "猫", False),
    ],
)
def test_a_thing_called_new_not_as_part_of_a_longer_name(text: str, thing: str, expected: bool) -> None:
    assert calls_new(text, thing) is expected


def test_the_thing_is_the_keys_or_the_one_the_words_name() -> None:
    assert things(memory("My dentist is Dr Hargreaves", subject="user", predicate="dentist")) == {"dentist"}
    assert things(memory("My hairdresser is Marco", subject="hairdresser", predicate="name")) == {
        "hairdresser"
    }
    assert things(memory("我英文名是Kevin", subject="user", predicate="said:我英文名是kevin")) == {"英文名"}
    assert things(memory("I live in Leeds", subject="user", predicate="said:i live in leeds")) == set()


def test_only_an_older_memory_of_the_user_is_left_out_and_only_by_the_users_words() -> None:
    old = memory("My hairdresser is Marco at Studio 9", subject="hairdresser", predicate="name")
    new = memory("I've switched to a new hairdresser, Lena at Cutting Room", hours=1)
    assert replaced([old, new]) == {old.id}
    earlier = memory("I've switched to a new hairdresser, Lena at Cutting Room", hours=-1)
    assert replaced([old, earlier]) == set(), "words older than the memory do not replace it"
    tool = memory(
        "Found you a new hairdresser, Lena", hours=1, kind="evidence", source_type=SourceType.TOOL_RESULT
    )
    assert replaced([old, tool]) == set(), "another speaker's words do not"
    fringe = memory("Marco gave me a new fringe, I love it", hours=1)
    assert replaced([old, fringe]) == set()


async def test_an_unrecorded_new_dentist_leaves_the_old_one_out(tenant: Tenant) -> None:
    me = f"u-{uuid.uuid4().hex[:8]}"
    old = await remember(
        tenant,
        "My dentist is Dr Hargreaves on Mill Lane",
        user_id=me,
        subject="user",
        predicate="dentist",
        object_value="Dr Hargreaves",
    )
    said = "Registered with a new dentist, Dr Osei at the Riverside practice"
    await add_evidence(tenant, said, user_id=me, occurred_at=datetime.now(UTC) + timedelta(seconds=1))
    await index_everything(tenant)
    built = await context(tenant, user_id=me, query="Book me a check-up for next month")
    assert "Osei" in built["text"]
    assert "Hargreaves" not in built["text"]
    assert built["replaced_ids"] == [old]
    plain = await context(
        tenant, user_id=me, query="Book me a check-up for next month", include_unrecorded=False
    )
    assert "Hargreaves" in plain["text"], "without the newer words the memory is served"


@pytest.mark.parametrize(
    ("text", "held", "expected"),
    [
        ("I quit Deloitte and now teach maths.", "I work as an accountant at Deloitte.", True),
        ("Sold the Corolla, I've got a Tesla Model 3 now", "I drive a Toyota Corolla", True),
        ("网易云我不用了，现在都在QQ音乐上听", "我平时用网易云听歌", True),
        ("已经离开腾讯了，现在在字节做设计", "我在腾讯做设计", True),
        ("I left Boston for the weekend", "I live in Boston", False),
        ("My wife quit Google", "I work at Google", False),
        ("I quit smoking last year", "I work at Google", False),
    ],
)
def test_a_name_the_memory_holds_given_up(text: str, held: str, expected: bool) -> None:
    assert gives_up(text, held) is expected


def test_giving_up_a_name_leaves_out_a_memory_but_not_a_limit() -> None:
    job = memory("I work as an accountant at Deloitte.")
    allergy = memory("我对咖啡过敏")
    allergy.memory_type = MemoryType.CONSTRAINT
    habit = memory("我每天喝两杯咖啡")
    quit_ = memory("I quit Deloitte and now teach maths.", hours=1)
    coffee = memory("咖啡我已经戒了", hours=1, kind="evidence")
    assert replaced([job, quit_]) == {job.id}
    assert replaced([allergy, habit, coffee]) == {habit.id}


def test_a_replaced_profile_memory_is_not_counted_as_omitted() -> None:
    old = memory("My hairdresser is Marco at Studio 9", subject="hairdresser", predicate="name")
    new = memory("I've switched to a new hairdresser, Lena at Cutting Room", hours=1)
    old.profile = new.profile = True
    built = build(
        task=None,
        task_state=None,
        items=[old, new],
        conflicts=[],
        token_budget=1500,
        count=count_tokens_batch,
        profile_total=2,
    )
    assert "Marco" not in built.text and "Lena" in built.text
    assert built.replaced_ids == [old.id]
    assert built.omitted_profile == 0 and built.omitted_profile_ids == []
