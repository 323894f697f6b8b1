"""Opposite memories under different keys (``retrieval.opposed``, pure): which pairs of served facts
are stated as a conflict, newest first, and the look-alikes that never are."""

import uuid
from datetime import UTC, datetime, timedelta

import pytest

from memory_center.enums import FactStatus, MemoryType, Scope, SourceType
from memory_center.retrieval.conflicts import Resolved, conflict_notes
from memory_center.retrieval.opposed import flag_opposed, opposed_pairs
from memory_center.retrieval.ranking import Scored
from memory_center.retrieval.records import FactRecord

WHEN = datetime(2026, 3, 1, tzinfo=UTC)
Key = tuple[str, str, str]


def fact(
    subject: str,
    predicate: str,
    value: str,
    *,
    days: int = 0,
    user_id: str = "u1",
    scope: Scope = Scope.USER,
    session_id: str | None = None,
) -> FactRecord:
    at = WHEN + timedelta(days=days)
    return FactRecord(
        id=uuid.uuid4(),
        revision=1,
        scope=scope,
        memory_type=MemoryType.PREFERENCE,
        subject=subject,
        predicate=predicate,
        object_value=value,
        content=f"{subject} / {predicate} = {value}",
        status=FactStatus.ACTIVE,
        source_type=SourceType.USER_STATED,
        confidence=0.8,
        importance=0.5,
        valid_from=at,
        valid_until=None,
        created_at=at,
        updated_at=at,
        last_accessed_at=None,
        status_changed_at=None,
        user_id=user_id,
        department_id=None,
        agent_id=None,
        session_id=session_id,
        task_id=None,
    )


OPPOSED: list[tuple[Key, Key]] = [
    (("coffee", "preference", "like"), ("drinking coffee", "preference", "dislike")),
    (("user", "likes", "coffee"), ("coffee", "preference", "never")),
    (("coffee", "loves", "yes"), ("coffees", "preference", "dislike")),
    (("horror movies", "preference", "like"), ("the horror movie", "hates", "true")),
    (("恐怖片", "preference", "like"), ("看恐怖片", "preference", "dislike")),
    (("辣", "喜好", "like"), ("吃辣的", "preference", "never")),
    (("user", "residence", "Paris"), ("user", "home_city", "Lyon")),
    (("user", "lives_in", "上海"), ("user", "residence", "杭州")),
    (("user", "job", "nurse"), ("user", "job_title", "teacher")),
    (("user", "employer", "Siemens"), ("user", "workplace", "Bosch")),
    (("user", "airline", "KLM"), ("lufthansa", "preference", "like")),
    (("user", "airline", "KLM Royal Dutch Airlines"), ("klm", "preference", "dislike")),
    (("klm", "preference", "like"), ("lufthansa airlines", "preference", "required")),
    (("汉庭", "preference", "like"), ("全季酒店", "preference", "like")),
]

LOOK_ALIKES: list[tuple[Key, Key]] = [
    (("green tea", "preference", "like"), ("black tea", "preference", "dislike")),
    (("coffee", "preference", "like"), ("coffee ice cream", "preference", "dislike")),
    (("watching football", "preference", "like"), ("playing football", "preference", "dislike")),
    (("morning runs", "preference", "like"), ("morning meetings", "preference", "dislike")),
    (("italian food", "preference", "like"), ("thai food", "preference", "like")),
    (("coffee", "preference", "like"), ("drinking coffee", "preference", "like")),
    (("绿茶", "preference", "like"), ("红茶", "preference", "dislike")),
    (("看足球", "preference", "like"), ("踢足球", "preference", "dislike")),
    (("咖啡", "preference", "like"), ("咖啡冰淇淋", "preference", "dislike")),
    (("user", "pets", "cat Miso"), ("user", "pets", "dog Rex")),
    (("user", "pets", "cat Miso"), ("user", "pet", "dog Rex")),
    (("user", "language", "Spanish"), ("user", "languages", "German")),
    (("user", "allergy", "peanuts"), ("user", "allergies", "shellfish")),
    (("user", "children", "Lily"), ("user", "kids", "Tom")),
    (("user", "residence", "Paris"), ("user", "hometown", "Lyon")),
    (("user", "residence", "Paris"), ("user", "office", "Lyon")),
    (("wife", "name", "Maria"), ("user", "name", "Jo")),
    (("user", "residence", "Lyon"), ("user", "home_city", "lyon")),
    (("user", "residence", "Lyon"), ("user", "residence_note", "none")),
    (("user", "airline", "KLM"), ("klm", "preference", "like")),
    (("user", "airline", "KLM"), ("lufthansa", "preference", "dislike")),
    (("klm", "preference", "dislike"), ("lufthansa", "preference", "dislike")),
    (("window seat", "preference", "like"), ("aisle seat", "preference", "dislike")),
    (("user", "said:i swim on thursdays", "I swim on thursdays"), ("swimming", "preference", "dislike")),
    (("spicy food", "preference", "like"), ("user", "diet", "vegetarian")),
]


def pair(first: Key, second: Key) -> tuple[FactRecord, FactRecord]:
    return fact(*first), fact(*second, days=3)


@pytest.mark.parametrize(("first", "second"), OPPOSED)
def test_opposite_memories_under_different_keys_are_a_pair_newest_first(first: Key, second: Key) -> None:
    older, newer = pair(first, second)
    assert opposed_pairs([older, newer]) == [(newer, older)]
    assert opposed_pairs([newer, older]) == [(newer, older)]


@pytest.mark.parametrize(("first", "second"), LOOK_ALIKES)
def test_look_alikes_are_never_a_pair(first: Key, second: Key) -> None:
    assert opposed_pairs(pair(first, second)) == []


def test_there_are_at_least_twenty_look_alikes() -> None:
    assert len(LOOK_ALIKES) >= 20


def test_other_owners_and_scopes_are_never_compared() -> None:
    mine = fact("coffee", "preference", "like")
    theirs = fact("drinking coffee", "preference", "dislike", user_id="u2", days=1)
    this_chat = fact("drinking coffee", "preference", "dislike", scope=Scope.SESSION, session_id="s1")
    assert opposed_pairs([mine, theirs, this_chat]) == []


def test_the_same_key_is_left_to_the_same_key_rules() -> None:
    """Same subject and predicate: ``conflicts.resolve`` folds those; here nothing."""
    liking, dislike = fact("coffee", "preference", "like"), fact("coffee", "preference", "dislike")
    assert opposed_pairs([liking, dislike]) == []


def test_both_items_are_flagged_and_the_note_names_the_newer_first() -> None:
    older = fact("coffee", "preference", "like")
    newer = fact("drinking coffee", "preference", "never", days=2)
    other = fact("green tea", "preference", "like", days=1)
    resolved = [Resolved(Scored("fact", f.id, 1.0, 1.0, 0.5, ())) for f in (older, other, newer)]

    flag_opposed(resolved, {f.id: f for f in (older, newer, other)})

    assert [c.id for c in resolved[0].conflicts] == [newer.id]
    assert [c.id for c in resolved[2].conflicts] == [older.id]
    assert resolved[1].conflicts == []
    assert all(c.across_keys and c.kind == "fact" for r in resolved for c in r.conflicts)
    (note,) = conflict_notes(resolved)
    assert note.ids == (newer.id, older.id)
    assert note.across_keys
    assert note.message.startswith(f"two records disagree: {newer.content} (2026-03-03")
    assert f"vs {older.content} (2026-03-01" in note.message
