"""Everyday phrasing the rule extractor reads: how others address the user, where they come from,
their job by its name, a new number, idioms of a change of mind, a change of diet and amounts in
English words — and the look-alikes that must give nothing or something else."""

import pytest

from extraction.test_rules_judgement import read
from memory_center.extraction.rules.amounts import with_digits


def keys(text: str) -> list[tuple[str | None, str | None, str | None]]:
    return [(c.subject, c.predicate, c.object_value) for c in read(text, task_id=None)]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # how others address the user is the user's name
        ("My friends call me Jo.", ("user", "name", "Jo")),
        ("Everybody just calls me Sam for short.", ("user", "name", "Sam")),
        ("You can call me Bea.", ("user", "name", "Bea")),
        ("大家都叫我小李。", ("user", "name", "小李")),
        ("同事们一般喊我老周。", ("user", "name", "老周")),
        # where the user comes from
        ("我是湖南人。", ("user", "hometown", "湖南")),
        ("我是上海本地人。", ("user", "hometown", "上海")),
        ("我老家在四川绵阳。", ("user", "hometown", "四川绵阳")),
        ("我老家是山东的。", ("user", "hometown", "山东")),
        ("I grew up in Manchester.", ("user", "hometown", "Manchester")),
        ("I'm from Toronto originally.", ("user", "hometown", "Toronto")),
        # a job by its name, a workplace, a number
        ("I'm a software engineer.", ("user", "job", "software engineer")),
        ("I'm a teacher at a primary school.", ("user", "job", "teacher")),
        ("I'm a paramedic now.", ("user", "job", "paramedic")),
        ("我在一家医院当护士。", ("user", "job", "护士")),
        ("I'm now working for Stripe.", ("user", "workplace", "Stripe")),
        ("I just started a new job at Stripe.", ("user", "workplace", "Stripe")),
        ("My new number is 555-0199.", ("user", "phone", "555-0199")),
        # idioms of a change of mind
        ("Tea isn't really my thing anymore.", ("tea", "preference", "dislike")),
        ("Camping's not for me these days.", ("camping", "preference", "dislike")),
        ("Honestly I'm kind of over jazz.", ("jazz", "preference", "dislike")),
        ("I'm so done with energy drinks.", ("energy drink", "preference", "dislike")),
        ("Board games are totally my thing.", ("board game", "preference", "like")),
        ("火锅不是我的菜。", ("火锅", "preference", "dislike")),
        ("火锅是我的菜。", ("火锅", "preference", "like")),
        # a change of diet lands on the diet
        ("I stopped being vegetarian.", ("user", "diet", "none")),
        ("I eat meat again.", ("user", "diet", "none")),
        ("我现在也吃肉了。", ("user", "diet", "none")),
        ("I went vegan last month.", ("user", "diet", "vegan")),
        ("我开始吃素了。", ("user", "diet", "素食")),
        # amounts in English words
        ("My budget is three thousand euros.", ("budget", "max_amount", "3000 EUR")),
        (
            "I can spend up to two hundred dollars a night on hotels.",
            ("hotel_budget", "max_amount", "200 USD/night"),
        ),
        (
            "I'm willing to pay at most eighty euros for the flight.",
            ("flight_budget", "max_amount", "80 EUR"),
        ),
        ("预算提高到一万五吧。", ("budget", "max_amount", "15000")),
    ],
)
def test_everyday_phrasing_lands_on_the_key(text: str, expected: tuple[str, str, str]) -> None:
    assert keys(text) == [expected]


@pytest.mark.parametrize(
    "text",
    [
        "My sister calls me every day.",
        "They call me back later.",
        "大家叫我去吃饭。",
        "我是好人。",
        "我是个急性子的人。",
        "我是年轻人。",
        "我在家做饭。",
        "I'm a bit tired.",
        "I'm over the moon.",
        "My friend lives in Paris.",
    ],
)
def test_look_alikes_give_no_memory_about_the_user(text: str) -> None:
    assert keys(text) == []


def test_a_new_number_and_a_nickname_replace_the_old_value_on_one_key() -> None:
    assert {k[:2] for k in keys("My phone number is 555-0101.")} == {
        k[:2] for k in keys("My new number is 555-0199.")
    }
    assert keys("My name is Joanna.")[0][:2] == keys("Everyone calls me Jo.")[0][:2]
    assert keys("我是素食主义者。")[0][:2] == keys("我现在也吃肉了。")[0][:2]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("three thousand euros", "3000 euros"),
        ("fifteen hundred", "1500"),
        ("two hundred and fifty dollars", "250 dollars"),
        ("a thousand pounds", "1000 pounds"),
        ("twenty-five", "25"),
        ("one million", "1000000"),
        ("a room", "a room"),
        ("someone", "someone"),
    ],
)
def test_english_number_words_become_digits(text: str, expected: str) -> None:
    assert with_digits(text) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Under no circumstances should you share my data with third parties.", "never"),
        ("Avoid booking me into hostels.", "never"),
        ("Make sure you never call me on weekends.", "never"),
        ("Make sure you always cc my assistant on emails.", "required"),
        ("以后别发营销邮件给我了。", "never"),
    ],
)
def test_orders_said_in_other_words_are_standing_rules(text: str, expected: str) -> None:
    found = keys(text)
    assert len(found) == 1 and found[0][1:] == ("preference", expected), found
    assert found[0][0] not in ("", "me", "you"), found


def test_the_answers_language_said_as_an_order_is_its_slot() -> None:
    assert keys("Always reply to me in Chinese.") == [("user", "language", "Chinese")]


def test_a_rule_subject_loses_the_words_around_it() -> None:
    assert keys("以后别发营销邮件给我了。")[0][0] == "营销邮件"
    assert keys("Avoid booking me into hostels.")[0][0] == "hostel"


def test_a_number_in_a_condition_is_not_a_limit() -> None:
    said = "I take the train on every trip when it's under five hours"
    assert keys(said) == [("train", "preference", "like")]
    assert keys(said.replace("five", "5")) == [("train", "preference", "like")]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("我不想吃辣的。", ("辣", "preference", "dislike")),  # a negated want is no like
        ("我想吃点清淡的。", ("清淡", "preference", "like")),
        ("我不想再收到你们的广告了。", ("广告", "preference", "never")),
        ("Opera just isn't for me.", ("opera", "preference", "dislike")),
        ("同学们都叫我胖虎。", ("user", "name", "胖虎")),
    ],
)
def test_negated_wants_and_more_speakers(text: str, expected: tuple[str, str, str]) -> None:
    assert keys(text) == [expected]
