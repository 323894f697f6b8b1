"""English updates, the update itself (docs/extraction.md, "English updates: the update itself"): a
slot value dated by its own clauses, a held value given up vouching for a new one said without "I", a
child's school by the child's name, a habit said again at another time, a dislike now a habit."""

from memory_center.extraction.held_given_up_en import gives_up
from memory_center.extraction.held_kinds import HeldValue, replacing
from memory_center.extraction.held_kinds_en import named
from memory_center.extraction.held_schools_en import children_named, schools_said
from memory_center.extraction.held_times_en import retimed, taken_to
from memory_center.extraction.rules.flips import Held, Kind
from memory_center.governance.lasting import of_value, says_one_time


def values(text: str, unowned: bool = False) -> list[tuple[str, set[str]]]:
    return [(one.value, set(one.kinds)) for one in named(text, unowned=unowned)]


def test_a_one_time_word_of_another_clause_does_not_date_the_value() -> None:
    said = "the commute from our new place in Jersey City is brutal, the PATH was packed today"
    assert not says_one_time(of_value(said, "Jersey City"))
    assert says_one_time(of_value("I'm in Leeds, just for this week", "Leeds"))
    assert of_value("no value here today", "Leeds") == "no value here today"


def test_a_value_said_without_i_is_the_users_only_beside_a_held_value_given_up() -> None:
    text = "Gave the Fiesta to my nephew for his 18th. The Tesla's range is fine for the commute"
    assert ("Tesla", {"car"}) in values(text, unowned=True)
    assert gives_up(text, "2012 Ford Fiesta")
    assert gives_up("the iPhone 15 camera is so good, the Pixel's sitting in a drawer somewhere", "Pixel 7")
    assert not gives_up("the iPhone 15 camera is so good", "Pixel 7")
    assert not gives_up("my Fiesta is still going strong", "Ford Fiesta")


def test_a_held_value_judged_bad_is_given_up() -> None:
    held = [HeldValue("bank", "Wells Fargo", "user", "bank")]
    text = "my paycheck goes into Capital One now, the Wells Fargo fees were insane"
    assert [(one.slot.name, one.value) for one in replacing(named(text), held, {})] == [
        ("bank", "Capital One")
    ]
    kept = "I use Capital One and Wells Fargo"
    assert replacing(named(kept), held, {}) == []


def test_a_known_name_and_its_next_word_are_one_name() -> None:
    assert values("closed my Chase account, everything is with Ally Bank these days") == [
        ("Ally Bank", {"bank"})
    ]


def test_someone_elses_would_in_a_later_clause_is_an_aside() -> None:
    text = "We're a Disney+ and iPlayer household these days, the little one would watch Bluey on a loop"
    assert ("Disney+", {"video_service"}) in values(text)
    assert values("I'd switch to Monzo, my sister would love that") == []


def test_a_childs_school_by_the_childs_name() -> None:
    rows = [("son", "school", "Maple Grove Elementary", "My son Leo goes to Maple Grove Elementary")]
    children = children_named(rows)
    assert children == {"leo": "son"}
    said = schools_said("Leo's first week at Westfield High went better than expected", children)
    assert [(one.child, one.school) for one in said] == [("son", "Westfield High")]
    assert schools_said("Leo has a tour of Westfield High next week", children) == []
    assert schools_said("Max's first week at Westfield High went well", children) == []


def test_a_habit_said_at_another_time_of_day() -> None:
    run = (Held(Kind.STANCE, "run at 6am before work"), "I usually go for a run at 6am before work")
    owl = (Held(Kind.STANCE, "up till 2am"), "I'm a night owl, usually up till 2am")
    text = "I run in the evenings after work these days"
    assert [held.said for held, _ in retimed(text, [run, owl])] == ["run at 6am before work"]
    assert [held.said for held, _ in retimed("been in bed by 10 every night", [run, owl])] == ["up till 2am"]
    assert retimed("I went to bed at 10 last night, felt great", [owl]) == []
    assert retimed("my husband goes to bed at 9 every night", [owl]) == []
    assert retimed(text, [run], read=["evening run"]) == []  # the extractor's new stance: governance's


def test_a_dislike_now_done_as_a_habit() -> None:
    sushi = (Held(Kind.AGAINST, "sushi"), "I really dislike sushi")
    assert taken_to(
        "my coworker dragged me along and I'm hooked, I'm having sushi like twice a week", [sushi]
    )
    assert taken_to("my wife has sushi twice a week", [sushi]) == []
    assert taken_to("would you eat sushi every day?", [sushi]) == []
