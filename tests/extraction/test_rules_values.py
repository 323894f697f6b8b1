"""Where a value ends and whose it is (issue #24): a trailing time adjunct is no part of a named value,
the household's home and car are the user's, and a verb character inside a known name is no verb."""

import pytest

from extraction.test_rules_judgement import read
from memory_center.extraction.rules.adjuncts import value_without_time, without_time_lead
from memory_center.extraction.rules.household import as_user


def _read(text: str) -> list[tuple[str, str | None, str | None, str | None]]:
    return [(c.memory_type.value, c.subject, c.predicate, c.object_value) for c in read(text, task_id=None)]


@pytest.mark.parametrize(
    ("said", "value"),
    [
        ("Bosch on Monday", "Bosch"),
        ("Vancouver since the summer", "Vancouver"),
        ("Porto since last spring", "Porto"),
        ("Google for three years", "Google"),
        ("Deloitte in 2019", "Deloitte"),
        ("Lisbon last spring", "Lisbon"),
        ("Paris from", "Paris"),
        ("杭州去年", "杭州"),
        ("腾讯下个月开始", "腾讯"),
        # look-alikes: a time word that is part of the name, or the name itself
        ("Summer Hill", "Summer Hill"),
        ("The Sunday Times", "The Sunday Times"),
        ("Four Seasons", "Four Seasons"),
        ("Bank of America", "Bank of America"),
        ("Monday Road", "Monday Road"),
    ],
)
def test_a_value_ends_before_a_trailing_time_adjunct(said: str, value: str) -> None:
    assert value_without_time(said) == value


def test_a_chinese_time_lead_is_cut_and_the_subject_kept() -> None:
    assert without_time_lead("我从下个月开始在腾讯上班") == "我在腾讯上班"
    assert without_time_lead("我们上周搬到了苏州") == "我们搬到了苏州"
    assert without_time_lead("我在腾讯上班") == "我在腾讯上班"
    assert without_time_lead("上海菜我不吃") == "上海菜我不吃"


@pytest.mark.parametrize(
    ("said", "memory"),
    [
        ("I started a new job at Bosch on Monday.", ("FACT", "user", "workplace", "Bosch")),
        ("Home is Vancouver since the summer.", ("FACT", "user", "residence", "Vancouver")),
        ("My office is Bosch from next month.", ("FACT", "user", "office", "Bosch")),
        ("I live in Paris from next week.", ("FACT", "user", "residence", "Paris")),
        ("我从下个月开始在腾讯上班。", ("FACT", "user", "workplace", "腾讯")),
        ("I work at Siemens.", ("FACT", "user", "workplace", "Siemens")),
    ],
)
def test_a_named_value_is_read_without_its_time(said: str, memory: tuple[str, str, str, str]) -> None:
    assert memory in _read(said)


@pytest.mark.parametrize(
    ("said", "memory"),
    [
        ("我们搬到了苏州。", ("FACT", "user", "residence", "苏州")),
        ("我们家现在住在苏州。", ("FACT", "user", "residence", "苏州")),
        ("We moved to Porto last spring.", ("FACT", "user", "residence", "Porto")),
        ("We live in Leeds now.", ("FACT", "user", "residence", "Leeds")),
        ("We drive a Tesla.", ("FACT", "user", "car", "Tesla")),
    ],
)
def test_the_household_says_the_users_home_and_car(said: str, memory: tuple[str, str, str, str]) -> None:
    assert memory in _read(said)


@pytest.mark.parametrize(
    "said", ["We love sushi.", "我们不吃辣。", "Our son moved to Leeds.", "My sister moved to Munich."]
)
def test_the_household_says_no_liking_and_others_stay_others(said: str) -> None:
    assert not [m for m in _read(said) if m[2] in ("residence", "car") or m[3] in ("like", "dislike")]


def test_household_pronouns_become_the_first_person() -> None:
    assert as_user("We've moved to Porto") == "I've moved to Porto"
    assert as_user("Our car is a Tesla") == "my car is a Tesla"
    assert as_user("我们家住在苏州") == "我住在苏州"
    assert as_user("Weather is nice") is None
    assert as_user("I live in Leeds") is None


@pytest.mark.parametrize(
    ("said", "memory"),
    [
        ("我爱奇艺会员续费了。", ("PREFERENCE", "user", "video_service", "爱奇艺")),
        ("我爱看爱奇艺。", ("PREFERENCE", "爱奇艺", "preference", "like")),  # a real 爱 before the name
        ("我不爱看爱奇艺。", ("PREFERENCE", "爱奇艺", "preference", "dislike")),
        ("我爱吃寿司。", ("PREFERENCE", "寿司", "preference", "like")),  # no name: 爱 is the verb
    ],
)
def test_a_verb_inside_a_known_name_is_no_verb(said: str, memory: tuple[str, str, str, str]) -> None:
    assert memory in _read(said)


def test_a_name_holding_a_verb_gives_no_liking_of_its_tail() -> None:
    assert not [m for m in _read("我爱奇艺会员到期了。") if m[1] and m[1].startswith("奇艺")]
