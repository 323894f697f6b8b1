"""Health by name (docs/extraction.md, "Health by name"): a medicine, condition or injury from the
closed lists of ``rules.health_names``, said in a health frame with or without a subject, is the
user's lasting CONSTRAINT; someone else's, a question, a hypothetical, health that is over and a joke
allergy store no lasting constraint of the user."""

import pytest

from extraction.test_rules_judgement import read as read_all
from memory_center.enums import MemoryType, Scope
from memory_center.extraction.rules.health_names import (
    CONDITIONS_EN,
    CONDITIONS_ZH,
    MEDICINES_EN,
    MEDICINES_ZH,
)
from memory_center.extraction.rules.named_health import health_text, read_named_health


def read(text: str) -> list[tuple[MemoryType, Scope, str, str]]:
    return [(c.memory_type, c.scope, c.subject, c.predicate) for c in read_all(text, task_id=None)]


def test_the_lists_are_closed_value_lists_of_a_useful_size() -> None:
    for listed, least in ((MEDICINES_EN, 150), (MEDICINES_ZH, 100), (CONDITIONS_EN, 80), (CONDITIONS_ZH, 80)):
        words = listed.split("|")
        assert len(words) >= least
        assert len(words) == len(set(words)), "a name is listed once"
        assert all(word == word.strip() and word for word in words)


@pytest.mark.parametrize(
    ("text", "subject", "predicate"),
    [
        ("on metformin twice a day", "metformin", "medication"),
        ("taking warfarin so no aspirin", "warfarin", "medication"),
        ("I'm on 20mg of citalopram", "citalopram", "medication"),
        ("Lipitor every night", "lipitor", "medication"),
        ("My doctor put me on statins", "statins", "medication"),
        ("Hypothyroid", "hypothyroid", "condition"),
        ("Gout sufferer here", "gout", "condition"),
        ("I've got IBS", "ibs", "condition"),
        ("I was diagnosed with lupus in 2019", "lupus", "condition"),
        ("recovering from a torn ACL", "torn acl", "condition"),
        ("在吃优甲乐", "优甲乐", "medication"),
        ("我在吃瑞舒伐他汀", "瑞舒伐他汀", "medication"),  # its 他 is no other person
        ("我每天早晚各一粒二甲双胍", "二甲双胍", "medication"),
        ("医生给我开了二甲双胍", "二甲双胍", "medication"),
        ("痛风好几年了", "痛风", "condition"),
        ("我乳糖不耐", "乳糖不耐", "condition"),
        ("我有胆结石", "胆结石", "condition"),
        ("我去年查出了痛风", "痛风", "condition"),
    ],
)
def test_a_name_in_a_health_frame_is_the_users_health(text: str, subject: str, predicate: str) -> None:
    reading = read_named_health(text)
    assert reading is not None, text
    assert (reading.memory_type, reading.subject, reading.predicate, reading.lasting) == (
        MemoryType.CONSTRAINT,
        subject,
        predicate,
        True,
    )


@pytest.mark.parametrize(
    "text",
    [
        "My mum takes metformin",
        "She's on warfarin",
        "My mum thinks I'm on insulin",
        "I'm not on metformin",
        "I was on antibiotics last week",
        "If I was on insulin would that matter?",
        "Does warfarin interact with vitamin K?",
        "I had chickenpox as a kid",
        "Metformin is cheap",
        "我妈妈在吃降压药",
        "我同事有痛风",
        "我小时候得过肺炎",
        "如果我怀孕了还能喝咖啡吗",
        "我没有高血压",
        "我的病好了",
    ],
)
def test_look_alikes_are_no_health_of_the_user(text: str) -> None:
    assert read_named_health(text) is None


@pytest.mark.parametrize(
    "text",
    [
        "I'm allergic to Mondays, honestly.",
        "I'm allergic to small talk lol",
        "我对加班过敏，哈哈。",
        "我对早起过敏。",
        "我小时候得过肺炎，早就好了。",
        "我妈妈在吃降压药。",
        "Celebrating with my diabetic friend",
    ],
)
def test_a_message_of_a_look_alike_stores_no_lasting_constraint_of_the_user(text: str) -> None:
    held = [(kind, scope, subject) for kind, scope, subject, _ in read(text)]
    assert not [item for item in held if item[0] is MemoryType.CONSTRAINT and item[1] is Scope.USER], held


@pytest.mark.parametrize(
    ("text", "subject"),
    [
        ("Shellfish allergy btw", "shellfish"),
        ("I'm allergic to cats", "cat"),
        ("帮我订下周去成都的酒店，对了我怀孕五个月了。", "怀孕"),
        ("Planning meals for next week - I'm on warfarin so keep the kale consistent", "warfarin"),
        ("Book a table for tonight, I'm allergic to shellfish", "shellfish"),
    ],
)
def test_health_inside_a_request_lasts(text: str, subject: str) -> None:
    assert any(
        kind is MemoryType.CONSTRAINT and scope is Scope.USER and said == subject
        for kind, scope, said, _ in read(text)
    ), read(text)


def test_a_health_memory_holds_the_words_that_tell_it_when_the_rest_is_a_request() -> None:
    clause = "Planning meals for next week - I'm on warfarin"
    assert health_text("medication", clause, clause) == "I'm on warfarin"
    assert health_text("medication", "I'm on warfarin.", "I'm on warfarin") == "I'm on warfarin."
    assert health_text("preference", clause, clause) == clause  # not health: as before
