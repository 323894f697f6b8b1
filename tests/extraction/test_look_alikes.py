"""Messages that look like a change and are none (docs/extraction.md, "Session 30: look-alikes that
change nothing"): the pure judgements of ``extraction.look_alikes``."""

import pytest

from memory_center.extraction.look_alikes import (
    hesitates,
    marked_joke,
    not_lasting,
    others_part,
    owner_word,
    passing_illness,
    playful_resolution,
)
from memory_center.extraction.rules.dropped_subject import with_subject


@pytest.mark.parametrize(
    "text",
    [
        "That's it, I'm supporting Everton from here on out. (kidding obviously 😂 YNWA)",
        "Quitting to herd goats in Wales, jk",
        "明天就辞职去南极养企鹅，开玩笑的哈哈",
        "从今天起我只吃肉！骗你的啦🤣",
    ],
)
def test_a_marked_joke(text: str) -> None:
    assert marked_joke(text) and not_lasting(text) == "joke"


@pytest.mark.parametrize(
    "text",
    ["I'm vegan now, not kidding", "Joking aside, I moved to Leeds", "说真的，我不是开玩笑，我搬到杭州了"],
)
def test_a_joke_denied_is_no_joke(text: str) -> None:
    assert not marked_joke(text)


def test_a_playful_resolution() -> None:
    assert playful_resolution("今天地铁又挤成沙丁鱼罐头，我决定以后骑大象上班🐘")
    assert playful_resolution("From now on I'm commuting by hot air balloon lol")
    assert not playful_resolution("I cycle to work now 🚲")  # no resolution


@pytest.mark.parametrize(
    "text",
    [
        "Eyeing up the new Galaxy but my Pixel still works fine so I'm holding off",
        "Been browsing Teslas online all week but the Civic runs fine, so I'll wait",
        "最近在看联想的小新，不过MacBook还能用，还在犹豫",
        "联通在搞活动，有点心动，但是懒得换号，先不动了",
        "Totally on the fence about Obsidian vs Notion",
    ],
)
def test_a_hesitation(text: str) -> None:
    assert hesitates(text)


@pytest.mark.parametrize(
    "text",
    [
        "Was eyeing the Galaxy for ages and finally bought it",
        "看了好久，最后还是入手了小新",
        "I switched to Neovim last month",
    ],
)
def test_a_deed_is_no_hesitation(text: str) -> None:
    assert not hesitates(text)


@pytest.mark.parametrize(
    "text",
    [
        "这两天感冒了，嗓子疼得要命，医生开了点阿莫西林，吃三天",
        "Got a nasty cold this week, the doctor put me on antibiotics for five days.",
        "Stomach bug since yesterday so it's plain rice and toast for a couple of days",
    ],
)
def test_a_passing_illness(text: str) -> None:
    assert passing_illness(text)


@pytest.mark.parametrize(
    "text",
    [
        "我三天两头感冒，冷饮一口不碰",
        "I have a chronic cough, worse today",
        "我有糖尿病",
        "医生说之前那个是肠胃炎引起的暂时性乳糖不耐，这两个月喝牛奶都没事了",
        "cardiologist took me off lisinopril because of the cough, I've been on losartan since Tuesday",
    ],
)
def test_a_lasting_condition_is_no_passing_illness(text: str) -> None:
    assert not passing_illness(text)


@pytest.mark.parametrize(
    ("text", "theirs", "owner"),
    [
        ("我家猫肾不好，只能吃处方粮，贵得离谱", "只能吃处方粮", "猫"),
        ("Our toddler is lactose intolerant, so no cow's milk for her.", "cow's milk", "toddler"),
        ("快递又给我送到海淀去了，气死", "海淀", "快递"),
        ("The delivery guy left my parcel in Brixton again", "Brixton", "delivery guy"),
    ],
)
def test_a_clause_of_someone_elses(text: str, theirs: str, owner: str) -> None:
    part, own, _ = others_part(text)
    assert theirs in part and theirs not in own
    assert owner_word(part) == owner


@pytest.mark.parametrize(
    "text",
    [
        "医生让我少吃盐",
        "My doctor says I should cut out gluten",
        "My wife and I moved to Leeds",
        "老婆送了我一台iPhone 15",
        "I moved to Leeds, my sister is still in York",
        "My daily driver is a Honda Jazz",
        "Whatever restaurants you suggest, they have to be somewhere I can walk to from the office.",
    ],
)
def test_the_user_beside_someone_else_is_the_user(text: str) -> None:
    theirs, own, _ = others_part(text)
    assert own and "Leeds" not in theirs and "少吃盐" not in theirs and "gluten" not in theirs
    assert "iPhone" not in theirs


def test_a_held_thing_said_bare_and_a_self_introduction() -> None:
    assert with_subject("Phone's a Pixel 7.") == "My phone's a Pixel 7."
    assert with_subject("Big jazz person here, mostly Coltrane") == "I'm a big jazz person, mostly Coltrane"
    assert with_subject("Work's a nightmare") == "Work's a nightmare"
