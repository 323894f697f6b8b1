"""Everyday updates (docs/evaluation.md, probes 11 and 12): an activity given up, a taste that went, a
pet renamed, a car swapped, a diet held for years; and what looks like one and is not."""

import pytest

from extraction.test_rules_judgement import read


def _read(text: str) -> list[tuple[str, str | None, str | None, str | None]]:
    return [(c.memory_type.value, c.subject, c.predicate, c.object_value) for c in read(text, task_id=None)]


@pytest.mark.parametrize(
    ("said", "memory"),
    [
        ("I gave up running because of my back", ("PREFERENCE", "running", "preference", "dislike")),
        ("I quit smoking after my daughter was born", ("PREFERENCE", "smoking", "preference", "dislike")),
        ("Cycling doesn't do anything for me anymore", ("PREFERENCE", "cycling", "preference", "dislike")),
        ("Musicals have lost their charm for me", ("PREFERENCE", "musical", "preference", "dislike")),
        ("I've fallen out of love with sci-fi", ("PREFERENCE", "sci-fi", "preference", "dislike")),
        ("这个综艺我看不下去了", ("PREFERENCE", "综艺", "preference", "dislike")),
        ("退休以后我就不钓鱼了", ("PREFERENCE", "钓鱼", "preference", "dislike")),
        ("We renamed our hamster Peanut", ("FACT", "hamster", "name", "Peanut")),
        ("我们给猫重新起了名字叫团子", ("FACT", "cat", "name", "团子")),
        ("我把宝马换成了理想", ("FACT", "user", "car", "理想")),
        ("I've been pescatarian my whole life", ("CONSTRAINT", "user", "diet", "pescatarian")),
    ],
)
def test_an_everyday_update_is_read_on_the_key_it_changes(
    said: str, memory: tuple[str, str, str, str]
) -> None:
    assert memory in _read(said)


@pytest.mark.parametrize(
    "said",
    [
        "Tuesday doesn't work for me",  # an answer about a time, no taste
        "It doesn't do it for me",  # pointed at: the topic's, if any
        "I stopped learning Spanish",  # an activity ended, no dislike
        "I stopped taking piano lessons",
        "那我就不去了",  # this once
        "今天太冷了，我就不游泳了",
        "我不知道了",
        "我不上班了",
    ],
)
def test_look_alikes_of_an_update_give_no_stance(said: str) -> None:
    assert not [c for c in _read(said) if c[2] == "preference"]


@pytest.mark.parametrize(
    "said",
    [
        "I finally moved to Android",
        "I moved to Windows from Mac",
        "We moved to a new team",
        "I moved to Notion",
    ],
)
def test_moving_to_a_platform_or_a_team_is_no_new_home(said: str) -> None:
    assert not [c for c in _read(said) if c[2] == "residence"]


def test_moving_to_a_town_is_still_a_new_home() -> None:
    assert ("FACT", "user", "residence", "Macclesfield") in _read("I moved to Macclesfield last spring")
