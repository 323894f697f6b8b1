"""Life changes said plainly as the events that start a new value (docs/extraction.md, "Session 25: life
events said plainly")."""

from memory_center.extraction.frames import read_frames
from memory_center.extraction.rules.chosen_names import ChosenName, chosen_name
from memory_center.extraction.rules.started import Held, New, ended_by_started, relation_status
from memory_center.governance.lasting import says_one_time


def framed(text: str) -> list[tuple[str, str, bool]]:
    return [(one.slot.name, one.value, one.presupposed) for one in read_frames(text)]


def test_events_start_a_new_value_of_a_slot() -> None:
    assert framed("Traded the Civic in for a Tesla Model 3 this weekend.") == [
        ("car", "Tesla Model 3", False)
    ]
    assert framed("Unrelated, but I got engaged to Priya on Sunday!") == [("partner", "Priya", False)]
    assert framed("上个月跟小林领证了！") == [("partner", "小林", False)]
    assert framed("告诉你个好消息，我和小雨订婚了！") == [("partner", "小雨", False)]
    assert framed("My sister got me an iPhone 15 for my birthday.") == [("phone_model", "iPhone 15", False)]
    assert framed("上周生日老公送了台iPhone 16，三星给我妈用了。") == [("phone_model", "iPhone 16", False)]


def test_look_alikes_start_nothing_of_the_users() -> None:
    assert framed("My best friend got engaged to Leo last night!") == []
    assert framed("我闺蜜昨天领证了。") == []
    assert framed("我老公送了台iPhone给他妈。") == []
    assert framed("我送了台华为手机给我爸。") == []
    assert framed("Took a Tesla Model Y for a test drive today, fun but pricey.") == []


def test_an_event_dates_a_change_not_one_occasion() -> None:
    assert not says_one_time("Traded the Civic in for a Tesla Model 3 this weekend")
    assert not says_one_time("Today was my first shift at the children's hospital downtown")
    assert says_one_time("Took a Tesla Model Y for a test drive today")


def test_a_new_life_value_ends_what_it_makes_untrue() -> None:
    held = [
        Held("user", "said:i have no pets", "I have no pets", "I have no pets"),
        Held("user", "said:i teach at lincoln high", "I teach at Lincoln High", "I teach at Lincoln High"),
        Held("user", "job", "nurse at St. Mary's", "I work as a nurse at St. Mary's"),
        Held(
            "user",
            "said:i'm single",
            "I'm single, the apps are exhausting",
            "I'm single, the apps are exhausting",
        ),
    ]
    assert ended_by_started([New("cat", "name", "Biscuit")], held) == [0]
    assert ended_by_started([New("user", "workplace", "Westbrook Academy")], held) == [1, 2]
    assert ended_by_started([New("user", "partner", "Priya")], held) == [3]
    assert ended_by_started([New("user", "workplace", "Lincoln High")], held) == [2]  # said again


def test_the_relation_status_follows_the_partner() -> None:
    assert relation_status("I'm single.", New("partner", "name", "none")) == "single"
    assert relation_status("I got engaged to Priya", New("user", "partner", "Priya")) == "engaged to Priya"
    assert relation_status("上个月跟小林领证了", New("user", "partner", "小林")) == "married to 小林"
    # a partner only mentioned, or an ending that may be no partner's, says no status
    assert relation_status("My girlfriend Lena says hi", New("partner", "name", "Lena")) is None
    assert (
        relation_status("My wife loves Thai food", New("wife", "said:my wife loves thai food", "x")) is None
    )
    assert relation_status("I'm not with Vodafone anymore.", New("partner", "name", "none")) is None
    held = [Held("user", "relationship", "single", "I'm single")]
    assert ended_by_started([New("girlfriend", "said:my girlfriend lena and i are going", "x")], held) == [0]


def test_a_name_chosen_for_the_users_new_animal() -> None:
    asked = "What's a good name for a tabby kitten?"
    said = "Perfect, Biscuit it is. We picked her up from the shelter an hour ago."
    assert chosen_name(said, asked) == ChosenName("cat", "Biscuit")
    assert chosen_name("就叫团子吧，今天刚从宠物店带回家的。", "你觉得小仓鼠叫什么名字好？") == ChosenName(
        "hamster", "团子"
    )
    # not the user's animal, or no question about names before it
    assert chosen_name("Biscuit it is, I'll tell my friend.", asked) is None
    assert chosen_name("团子挺可爱的，不过我只是帮朋友问问。", "你觉得小仓鼠叫什么名字好？") is None
    assert chosen_name(said, "What's the weather in Leeds?") is None
