"""An ending ends the held memory it names (session 28: ``rules.life_events`` with ``rules.ending_words``):
a pet's or a person's end, a job left by its place, a divorce gone through, a membership lapsed; a held
word said as another thing's owner, a story's ending and another subject's death end nothing."""

import pytest

from memory_center.enums import MemoryType, Scope, SourceType
from memory_center.extraction.rules.ending_words import owner_only, role_left, unowned
from memory_center.extraction.rules.life_events import Owned, ended_by_events
from memory_center.governance.drafts import CandidateDraft
from memory_center.governance.policies import is_task_detail

JUNIPER = Owned(
    "dog", "said:x", "my dog Juniper chews every shoe I own", "my dog Juniper chews every shoe I own"
)
MANGO = Owned("user", "said:y", "I've got a parrot called Mango", "I've got a parrot called Mango")
WIFE = Owned("wife", "said:z", "my wife Dana runs a bakery downtown", "my wife Dana runs a bakery downtown")
TEACHER = Owned("user", "said:t", "I teach 8th grade science", "I teach 8th grade science")
NURSE = Owned("user", "said:n", "I'm a nurse on the cardiac ward", "I'm a nurse on the cardiac ward")
CLASSPASS = Owned("user", "said:c", "I pay for a ClassPass membership", "I pay for a ClassPass membership")
ARSENAL = Owned("user", "said:a", "I support Arsenal", "I support Arsenal")
LUNA = Owned("cat", "name", "Luna", "I have a cat named Luna")
PEPPER = Owned(
    "cat", "said:p", "my cat Pepper loves the laser pointer", "my cat Pepper loves the laser pointer"
)
PRIYA = Owned("wife", "said:q", "my wife Priya works nights", "my wife Priya works nights")
KELE = Owned("dog", "name", "可乐", "我家狗狗叫可乐")
XIAOYU = Owned("partner", "name", "小雨", "我和女朋友小雨住在一起")
MIMI = Owned("cat", "name", "咪咪", "我养了只猫叫咪咪")


@pytest.mark.parametrize(
    ("text", "memory"),
    [
        ("Juniper died last weekend, still can't believe it", JUNIPER),
        ("lost Mango last month, the vet couldn't do anything", MANGO),
        ("the divorce went through in March, I kept the house", WIFE),
        ("Dana is my ex now, we separated in the spring", WIFE),
        ("left the classroom in august, doing instructional design now", TEACHER),
        ("walked away from teaching this summer", TEACHER),
        ("hung up my scrubs in june, doing medical coding from home", NURSE),
        ("let my ClassPass lapse, just running outside now", CLASSPASS),
        ("可乐上周安乐了", KELE),
        ("和小雨分开了，现在一个人住", XIAOYU),
    ],
)
def test_an_ending_ends_the_memory_it_names(text: str, memory: Owned) -> None:
    assert ended_by_events(text, [memory]) == [0]


@pytest.mark.parametrize(
    ("text", "memory"),
    [
        ("we lost to Arsenal again, brutal", ARSENAL),  # "lost" ends a pet or a person only
        ("cried so hard when the cat died in that movie", LUNA),  # a story's ending
        ("the battery's dead in Pepper's laser toy lol", PEPPER),  # the battery's end
        ("Priya's grandma passed away last week", PRIYA),  # the grandma's
        ("left the classroom at 3 for a dentist appointment", TEACHER),  # one occasion
        ("I almost quit teaching this week", TEACHER),
        ("电影里那只猫最后死了，哭死我了", MIMI),
    ],
)
def test_a_look_alike_ends_nothing(text: str, memory: Owned) -> None:
    assert ended_by_events(text, [memory]) == []


def test_a_held_word_said_as_an_owner_names_another_thing() -> None:
    assert owner_only("Priya's grandma passed away", {"priya"}, "my wife Priya")
    assert not owner_only("Pepper's gone, the house is so quiet", {"pepper"}, "my cat Pepper")
    assert "阿杰" not in unowned("阿杰的狗送人了", ["阿杰"])
    assert "辣的" in unowned("辣的一口都不碰了")  # a nominaliser, no owner
    assert role_left("left the classroom in august") and not role_left("left the classroom at 3")


def test_a_dated_ending_of_a_pets_memory_is_lasting() -> None:
    draft = CandidateDraft(
        memory_type=MemoryType.FACT,
        subject="cat",
        predicate="said:my cat olive sleeps on my keyboard",
        object_value="none",
        content="Olive passed on tuesday. the house is so quiet",
        scope=Scope.USER,
        confidence=0.8,
        source_type=SourceType.USER_STATED,
        evidence_count=1,
        user_id="u-1",
        session_id="s-2",
        ends="my cat Olive sleeps on my keyboard",
    )
    assert not is_task_detail(draft)


def test_a_free_text_key_cut_short_is_no_near_date() -> None:
    """ "…on thursday night#…" is "on Thursday nights" cut at the key's length: every Thursday."""
    draft = CandidateDraft(
        memory_type=MemoryType.FACT,
        subject="user",
        predicate="said:i play basketball with friends on thursday night#fbef9ea006",
        object_value="I play basketball with friends on Thursday nights",
        content="I play basketball with friends on Thursday nights",
        scope=Scope.USER,
        confidence=0.65,
        source_type=SourceType.USER_STATED,
        evidence_count=1,
        user_id="u-1",
        session_id="s-1",
    )
    assert not is_task_detail(draft)
