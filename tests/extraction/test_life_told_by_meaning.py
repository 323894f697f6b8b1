"""Life changes told by meaning (session 29, helper jlife4): a farewell ends a held pet or person unless the
parting is for a while; a held person's move said by name or by the pronoun only they can stand for ends
their held place; a deed done to a relative or a child makes the clause after "he"/"she" theirs; a home
said by its arrangement and a job said as time into it are read by their frames."""

import pytest

from memory_center.extraction.frames import read_frames
from memory_center.extraction.rules.ending_words import for_now
from memory_center.extraction.rules.free_text import about
from memory_center.extraction.rules.life_events import Owned, ended_by_events
from memory_center.extraction.rules.moved_person import moved_on
from memory_center.extraction.rules.pronouns import held_person, pointed_back

BISCUIT = Owned("user", "said:b", "I've got a cat, Biscuit, he's 14", "I've got a cat, Biscuit, he's 14")
CLOVER = Owned("user", "said:c", "My rabbit Clover is 9 now", "My rabbit Clover is 9 now")
KIWI = Owned("user", "said:k", "I have a budgie named Kiwi", "I have a budgie named Kiwi")
DAHUANG = Owned("user", "said:d", "我家有条狗叫大黄", "我家有条狗叫大黄")
PUMPKIN = Owned("user", "said:p", "I have a cat called Pumpkin", "I have a cat called Pumpkin")
MUM = Owned("mother", "said:m", "My mum lives with us", "My mum lives with us")
TRAIN = Owned("user", "said:t", "I take the 7:35 train", "I take the 7:35 train")
HUSBAND_ZH = Owned("老公", "said:h", "我老公在上海工作，我们俩周末夫妻", "我老公在上海工作，我们俩周末夫妻")
WIFE_ZH = Owned("老婆", "said:w", "我老婆在深圳上班", "我老婆在深圳上班")
HUSBAND = Owned(
    "husband",
    "said:g",
    "My husband works in Glasgow during the week",
    "My husband works in Glasgow during the week",
)
GIRLFRIEND = Owned(
    "girlfriend", "said:l", "My girlfriend lives in Manchester", "My girlfriend lives in Manchester"
)


@pytest.mark.parametrize(
    ("text", "memory"),
    [
        ("Said goodbye to Biscuit this morning. Vet was lovely about it", BISCUIT),
        ("Put Clover to sleep this afternoon, the vet said it was time", CLOVER),
        ("Said our last goodbyes to Kiwi on Sunday, buried him in the garden", KIWI),
        ("昨晚大黄永远离开我们了，陪了我们十五年", DAHUANG),
    ],
)
def test_a_farewell_ends_the_held_pet_it_names(text: str, memory: Owned) -> None:
    assert ended_by_events(text, [memory]) == [0]


@pytest.mark.parametrize(
    ("text", "memory"),
    [
        ("Said goodbye to Pumpkin at the cattery this morning, back for him on Sunday", PUMPKIN),
        ("Said goodbye to Mum at the airport, she's off to Spain for a month", MUM),
        ("The 7:35 train was cancelled this morning", TRAIN),
    ],
)
def test_a_parting_for_a_while_or_an_occasion_ends_nothing(text: str, memory: Owned) -> None:
    assert ended_by_events(text, [memory]) == []


def test_a_parting_for_a_while_is_told_by_its_place_or_its_return() -> None:
    assert for_now("送豆包去寄养了，我出差一周")
    assert for_now("Dropped Rex at the kennels, see him next week")
    assert not for_now("Said goodbye to Biscuit this morning. Vet was lovely about it")
    assert not for_now("We had Rufus for 14 years")
    assert not for_now(
        "after fostering my sister's golden retriever for a month dogs are the best"
    )  # no parting


@pytest.mark.parametrize(
    ("text", "memory"),
    [
        ("他终于调回南京了，以后不用每周跑高铁了", HUSBAND_ZH),
        ("我老公终于调回南京了", HUSBAND_ZH),
        ("她上个月调到广州了，终于离家近了", WIFE_ZH),
        ("He finally got a transfer to Edinburgh, no more weekly commute", HUSBAND),
        ("She moved down to London last month to be closer to me", GIRLFRIEND),
    ],
)
def test_a_held_persons_move_ends_their_held_place(text: str, memory: Owned) -> None:
    assert moved_on(text, [BISCUIT, memory]) == [1]


@pytest.mark.parametrize(
    ("text", "memory"),
    [
        ("他同事调回南京了，他挺羡慕的", HUSBAND_ZH),  # his colleague's move
        ("He went to York for a conference, back Thursday", HUSBAND),  # a trip
        ("He is thinking of moving to York", HUSBAND),  # a plan
        ("She moved to a bigger flat in Manchester", GIRLFRIEND),  # the same place
        ("He moved to Leeds", WIFE_ZH),  # 他 cannot stand for 老婆
    ],
)
def test_no_move_of_the_held_person_ends_nothing(text: str, memory: Owned) -> None:
    assert moved_on(text, [memory]) == []


def test_a_pronoun_stands_for_the_only_held_person_it_can_mean() -> None:
    assert held_person("他终于调回南京了", ["user", "老公", "dog"]) == "老公"
    assert held_person("She moved down to London", ["girlfriend", "husband"]) == "girlfriend"
    assert held_person("He moved to Leeds", ["husband", "son"]) is None  # two people he can mean
    assert held_person("他同事调回南京了", ["老公"]) is None


@pytest.mark.parametrize(
    ("text", "person"),
    [
        ("I just measured my son, he's 5'11, taller than me", "son"),
        ("我给女儿量了身高，她已经170了", "女儿"),
        ("I dropped my niece at uni, she's doing law", "niece"),
    ],
)
def test_a_pronoun_after_a_deed_done_to_a_person_points_back_to_them(text: str, person: str) -> None:
    assert pointed_back(text) == person


def test_whose_statement_a_pointed_pronoun_makes_it() -> None:
    assert about("I just measured my son, he's 5'11, taller than me the cheeky sod") == "son"
    assert about("I dropped my niece at uni, she's doing law") is None  # the wider family's
    assert about("I love my husband, he is great") == "user"  # no deed: as before
    assert about("我表妹考上了重庆大学，下周我送她去报到") is None
    assert about("我堂弟考上了南京大学，下个月来报到") is None


@pytest.mark.parametrize(
    ("text", "slot", "value"),
    [
        ("终于搬出来了，跟两个同事在天通苑合租", "residence", "天通苑"),
        ("上周住进了望京的新小区，开始一个人住", "residence", "望京"),
        (
            "Three weeks into the data analyst job at the council and I don't miss marking one bit",
            "job",
            "data analyst",
        ),
        ("Six weeks into the teaching job and I've never been so tired", "job", "teaching"),
        (
            "Two months into the junior developer job and my brain hurts in a good way",
            "job",
            "junior developer",
        ),
    ],
)
def test_a_home_by_its_arrangement_and_time_into_a_job_are_framed(text: str, slot: str, value: str) -> None:
    assert (slot, value) in [(framed.slot.name, framed.value) for framed in read_frames(text)]


@pytest.mark.parametrize(
    "text",
    [
        "Two weeks into the new job at Google",  # no job title: "new"
        "Three weeks into the kitchen renovation and I want to cry",
        "My brother is two weeks into his new job as a chef",
        "我弟和两个同学在番禺合租",
    ],
)
def test_no_job_title_or_home_of_someone_else_is_framed(text: str) -> None:
    assert [f.value for f in read_frames(text) if f.slot.name in ("job", "residence")] == []
