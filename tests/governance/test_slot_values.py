"""One single-valued slot in its two shapes (governance.matching.replace_slot_value): ``user / airline``
and a stance on one of its options, as stored before the slot had one key."""

import uuid

from memory_center.enums import MemoryType, Scope, SourceType
from memory_center.governance.drafts import CandidateDraft
from memory_center.governance.matching import Likeness, Neighbour, replace_slot_value, same_slot, slot_family
from memory_center.governance.policies import ExistingFact, Outcome


def draft(subject: str, predicate: str, value: str) -> CandidateDraft:
    return CandidateDraft(
        memory_type=MemoryType.PREFERENCE,
        content=f"{subject} {predicate} {value}",
        subject=subject,
        predicate=predicate,
        object_value=value,
        scope=Scope.USER,
        source_type=SourceType.USER_STATED,
        confidence=0.8,
        evidence_count=1,
        user_id="u-1",
    )


def held(value: str) -> Neighbour:
    fact = ExistingFact(uuid.uuid4(), value, value, SourceType.USER_STATED, Scope.USER)
    return Neighbour(fact, Likeness.SLOT)


def test_the_two_shapes_of_one_slot_are_linked() -> None:
    assert same_slot("user", "airline", "british airways", "preference")
    assert same_slot("klm", "preference", "user", "airline")
    assert not same_slot("user", "airline", "hilton", "preference")  # another slot
    assert not same_slot("klm", "preference", "lufthansa", "preference")  # one shape: alternatives
    assert slot_family("user", "airline") == "preference" and slot_family("klm", "preference") == "airline"
    assert slot_family("user", "residence") is None


def test_the_slots_new_value_replaces_a_held_liking_of_an_option() -> None:
    decision = replace_slot_value(draft("user", "airline", "Virgin"), held("like"))
    assert decision is not None and decision.outcome is Outcome.SUPERSEDE
    assert replace_slot_value(draft("user", "airline", "Virgin"), held("dislike")) is None  # a dislike stays


def test_a_stance_on_an_option_meets_the_slots_value() -> None:
    switched = replace_slot_value(draft("lufthansa", "preference", "like"), held("KLM"))
    assert switched is not None and switched.outcome is Outcome.SUPERSEDE
    same = replace_slot_value(draft("klm", "preference", "like"), held("KLM"))
    assert same is not None and same.outcome is Outcome.MERGE
    turned = replace_slot_value(draft("klm", "preference", "dislike"), held("KLM"))
    assert turned is not None and turned.outcome is Outcome.SUPERSEDE
    assert replace_slot_value(draft("ryanair", "preference", "dislike"), held("KLM")) is None
