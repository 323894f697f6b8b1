"""A value the user changed by a later message is stated as a change, never served as current beside
the new one (docs/context.md, "A value the user changed"): the pure rules, then through HTTP."""

import uuid
from datetime import UTC, datetime, timedelta

import pytest
from memory_factory import add_evidence, context, index_everything, remember

from conftest import Tenant
from memory_center.enums import MemoryType, Scope, SourceType
from memory_center.retrieval.changed import changed_pairs, changes, new_value, says_change
from memory_center.retrieval.context import build
from memory_center.retrieval.schemas import RetrievedItem
from memory_center.retrieval.tokens import count_tokens_batch

NOW = datetime(2026, 3, 1, tzinfo=UTC)


def memory(
    content: str,
    *,
    hours: int = 0,
    kind: str = "fact",
    memory_type: MemoryType = MemoryType.FACT,
    revision: int = 1,
) -> RetrievedItem:
    return RetrievedItem(
        kind=kind,  # type: ignore[arg-type]
        id=uuid.uuid4(),
        content=content,
        memory_type=memory_type if kind == "fact" else None,
        scope=Scope.USER if kind == "fact" else None,
        score=0.5,
        reasons=[],
        source_type=SourceType.USER_STATED,
        confidence=0.8,
        valid_from=NOW + timedelta(hours=hours),
        updated_at=NOW,
        source="USER_STATED",
        revision=revision,
    )


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("From this week I'm catching the 8:15 train instead", True),
        ("Dr. Alvarez retired, so I see Dr. Kim over on Pine St", True),
        ("My yoga class moved to Thursday evenings", True),
        ("羽毛球改到周五晚上了", True),
        ("Priya moved teams, so my new manager is Tom Becker", True),
        ("Emma回国了，现在教我英语的是David", True),
        ("特斯拉Model 3提回来了，朗逸已经过户给我表弟", True),
        ("那套房子转让出去了", True),
        ("We also adopted a dog, Biscuit, last week", False),
        ("I'm also fluent in German", False),
        ("My son Max just turned 4", False),
        ("我又养了一只狗，叫旺财", False),
        ("最近我还开始学吉他了", False),
        ("我英语也说得不错", False),
        ("Would I still swim if the pool closed? Probably not.", False),
        ("今天不想吃小龙虾，换个清淡点的", False),
    ],
)
def test_words_that_set_a_value_against_an_earlier_one(text: str, expected: bool) -> None:
    assert says_change(text) is expected


def test_a_new_value_is_a_name_or_number_the_held_memory_lacks() -> None:
    assert new_value("From this week I'm catching the 8:15 train instead", "I take the 7:40 train to work")
    assert new_value("现在我骑电动车上班了", "我上班坐地铁")
    assert not new_value("Work at Google has been crazy now", "I work at Google")
    assert not new_value("Lately I love my yoga class", "My yoga class is on Tuesday evenings")


def test_a_newer_word_changes_the_held_memory_it_speaks_to() -> None:
    train = memory("I take the 7:40 train to work every day")
    said = memory("From this week I'm catching the 8:15 train instead", hours=1, kind="evidence")
    cat = memory("I have a cat called Miso")
    dog = memory("We also adopted a dog, Biscuit, last week", hours=1)
    assert changed_pairs([train, said, cat, dog]) == [(said, train)]
    mum = memory("Actually, my mum lives in Edinburgh now", hours=1)
    assert changed_pairs([memory("I live in Glasgow"), mum]) == [], "words about someone else"
    earlier = memory("From this week I'm catching the 8:15 train instead", hours=-1, kind="evidence")
    assert changed_pairs([train, earlier]) == [], "words older than the memory change nothing"


def test_a_limit_and_an_experience_are_never_changed_so() -> None:
    diet = memory("I'm a vegetarian", memory_type=MemoryType.CONSTRAINT)
    trip = memory("We went to Lisbon in May", memory_type=MemoryType.EXPERIENCE)
    fish = memory("I've started eating fish again, pescatarian now", hours=1)
    back = memory("We went to Lisbon again now, Porto next", hours=1)
    assert changed_pairs([diet, trip, fish, back]) == []


def test_the_context_states_the_change_and_leaves_the_old_value_out_of_current_sections() -> None:
    train = memory("I take the 7:40 train to work every day")
    train.profile = True
    said = memory("From this week I'm catching the 8:15 train instead", hours=1, kind="evidence")
    built = build(
        task=None,
        task_state=None,
        items=[train, said],
        conflicts=[],
        token_budget=800,
        count=count_tokens_batch,
        profile_total=1,
        changes=changes([train, said]),
    )
    conflicts = built.text.partition("[Evidence]")[0]
    assert conflicts.startswith('[Conflicts]\n- changed: now "From this week')
    assert "7:40" not in built.text, "the old value is not repeated: the newer words do not name it"
    assert "[About the user]" not in built.text
    assert built.replaced_ids == [train.id]
    assert built.omitted_profile == 0, "left out as changed, not for lack of space"
    assert built.sections.conflicts[0].changed and built.sections.conflicts[0].ids == [said.id, train.id]


def test_a_revision_in_words_that_say_a_change_is_stated_as_one() -> None:
    car = memory("Traded the Civic in for a Mazda CX-5", hours=1, revision=2)
    moved = memory("I live in Porto", revision=2)
    first = memory("Switched from Spotify to Apple Music this month")
    found = changes([car, moved, first])
    assert [note.ids for note in found.notes] == [[car.id]]
    assert found.hidden == [] and found.notes[0].message.startswith('changed: now "Traded the Civic')


def test_a_turned_stance_is_stated_as_a_change_whatever_its_words() -> None:
    stance = {"predicate": "preference"}
    turned = memory("Weirdly it's jazz piano almost exclusively, metal just stresses me out", revision=2)
    turned = turned.model_copy(update=stance)
    liked = memory("I'm really into heavy metal").model_copy(update=stance)
    found = changes([turned, liked])
    assert [note.ids for note in found.notes] == [[turned.id]], "a first stance is no change"
    assert "metal" in found.notes[0].message and "jazz" in found.notes[0].message


async def test_an_unrecorded_change_through_http(tenant: Tenant) -> None:
    me = f"u-{uuid.uuid4().hex[:8]}"
    old = await remember(
        tenant,
        "My yoga class is on Tuesday evenings",
        user_id=me,
        memory_type="PREFERENCE",
        subject="yoga class",
        predicate="schedule",
        object_value="Tuesday evenings",
    )
    said = "My yoga class moved to Thursday evenings"
    await add_evidence(tenant, said, user_id=me, occurred_at=datetime.now(UTC) + timedelta(seconds=1))
    await index_everything(tenant)
    built = await context(tenant, user_id=me, query="Plan my week, which evenings am I free?")
    head, _, rest = built["text"].partition("[Evidence]")
    assert head.startswith('[Conflicts]\n- changed: now "My yoga class moved to Thursday evenings"')
    assert "Thursday" in rest and "Tuesday" not in rest
    assert old in built["replaced_ids"]
    assert built["sections"]["conflicts"][0]["changed"] is True


async def test_a_superseding_revision_that_says_a_change_through_http(tenant: Tenant) -> None:
    me = f"u-{uuid.uuid4().hex[:8]}"
    key = {"user_id": me, "subject": "user", "predicate": "car"}
    await remember(tenant, "My car is a blue Honda Civic", object_value="Honda Civic", **key)
    new = await remember(tenant, "Traded the Civic in for a Mazda CX-5", object_value="Mazda CX-5", **key)
    await index_everything(tenant)
    built = await context(tenant, user_id=me, query="Find a car wash near me")
    notes = [note for note in built["sections"]["conflicts"] if note["changed"]]
    assert len(notes) == 1 and notes[0]["ids"] == [new]
    assert "Civic" in notes[0]["message"] and "Mazda" in notes[0]["message"]
    assert "Honda" not in built["text"], "the superseded revision is not served"
