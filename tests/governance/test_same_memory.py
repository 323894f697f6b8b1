"""Which held facts are a candidate's memory said differently, decided on what the search read and
measured (governance/same_memory.py, pure): the search returns facts and similarities, this decides."""

import uuid

from memory_center.enums import OwnerType, Scope
from memory_center.facts.keys import FactKey, ScopeIds
from memory_center.governance.matching import Likeness, Thresholds
from memory_center.governance.same_memory import (
    Held,
    compared,
    families_of,
    family_lock_ids,
    needs_similarity,
    same_memories,
    spaces_to_read,
)

THRESHOLDS = Thresholds(sure=0.7, unsure=0.6)


def key(subject: str, predicate: str = "preference", user: str = "u") -> FactKey:
    return FactKey("t", OwnerType.USER, user, Scope.USER, ScopeIds(user_id=user), subject, predicate)


def held(subject: str, predicate: str = "preference") -> Held:
    return Held(uuid.uuid4(), key(subject, predicate))


def test_the_same_subject_in_other_words_is_found_without_a_vector() -> None:
    tea, coffee = held("the green tea"), held("coffee")
    found = same_memories(key("green tea"), [tea, coffee], {}, THRESHOLDS)
    assert [(one.fact_id, one.likeness, one.similarity) for one in found] == [
        (tea.fact_id, Likeness.SAME_SUBJECT, None)
    ]


def test_a_measured_similarity_decides_by_the_fact_id() -> None:
    black = held("black tea")
    assert needs_similarity(key("green tea"), black)
    sure = same_memories(key("green tea"), [black], {black.fact_id: 0.75}, THRESHOLDS)
    unsure = same_memories(key("green tea"), [black], {black.fact_id: 0.65}, THRESHOLDS)
    far = same_memories(key("green tea"), [black], {uuid.uuid4(): 0.99}, THRESHOLDS)
    assert [one.likeness for one in sure] == [Likeness.CLOSE]
    assert [(one.likeness, one.similarity) for one in unsure] == [(Likeness.UNSURE, 0.65)]
    assert far == []  # a similarity of another fact says nothing of this one


def test_subjects_without_a_shared_term_are_not_measured() -> None:
    assert not needs_similarity(key("green tea"), held("coffee"))
    assert not needs_similarity(key("green tea"), held("green tea"))  # the same already


def test_the_exact_key_held_settles_against_it_alone() -> None:
    mine = key("green tea")
    exact, other = Held(uuid.uuid4(), mine), held("black tea")
    assert compared(mine, [exact, other]) == []
    assert compared(mine, [other]) == [other]


def test_a_slot_in_its_other_shape_is_read_and_found() -> None:
    slot = key("user", "airline")
    assert len(families_of(slot)) == 2
    assert len(family_lock_ids([slot])) == 2
    assert [k for k, _ in spaces_to_read([slot])] == [slot, slot]
    klm = held("klm", "preference")
    assert [one.likeness for one in same_memories(slot, [klm], {}, THRESHOLDS)] == [Likeness.SLOT]
