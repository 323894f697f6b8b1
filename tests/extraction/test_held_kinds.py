"""Held-slot comparison by kind (extraction.held_kinds, pure): Chinese values of a known kind said
about the user, and the held single-valued slot each replaces."""

from dataclasses import replace
from datetime import UTC, datetime

from memory_center.extraction.contract import ExtractionInput
from memory_center.extraction.frames import read_frames
from memory_center.extraction.held_kinds import HeldValue, free_text_values, kinds_of, named, replacing
from memory_center.extraction.held_switch import HeldSlot, switch_slot, switches
from memory_center.extraction.rules import read_message
from memory_center.extraction.rules.flips import Held, Kind, named_turns
from memory_center.extraction.rules.later import read_later_correction


def values(text: str) -> list[str]:
    return [one.value for one in named(text)]


def test_values_of_a_known_kind_are_found_without_a_verb_inside_a_name() -> None:
    assert values("来宁波半年多了，慢慢适应了。") == ["宁波"]
    assert values("入职阿里第一个月，事情挺多。") == ["阿里"]  # not 阿里第
    assert values("上周刚提了小鹏P7。") == ["小鹏P7"]
    assert "car" in kinds_of("高尔夫") and "place" in kinds_of("成都") and "organisation" in kinds_of("B站")
    assert {"organisation", "booking_platform"} <= kinds_of("美团")


def test_what_is_not_the_users_lasting_state_gives_no_value() -> None:
    for text in (
        "我同事跳槽去了字节。",  # someone else
        "下周去上海出差三天。",  # a trip
        "如果我去深圳工作，就能离海近点。",  # a hypothetical
        "你觉得我该不该换到上海工作？",  # a question
        "帮我看看去成都的机票。",  # a request
        "上周去株洲看了场演出。",  # an event
        "不对，是株洲。",  # a correction: the correction step's
        "我搬到武汉了。刚才说错了，当我没说。",  # taken back in the same message
        "我以前在杭州住过。",  # a past state
        "我可太爱加班了，在腾讯爱死了🙃",  # sarcasm
    ):
        assert values(text) == [], text


def held(slot: str, value: str) -> HeldValue:
    return HeldValue(slot, value, "user", slot)


def test_a_value_of_the_held_kind_replaces_the_held_slot() -> None:
    [moved] = replacing(named("来宁波半年多了。"), [held("residence", "合肥")], {})
    assert (moved.slot.name, moved.value) == ("residence", "宁波")
    [job] = replacing(named("美团的食堂比我想象的好吃。"), [held("workplace", "京东")], {})
    assert (job.slot.name, job.value) == ("workplace", "美团")  # the held slot decides, not the app
    [placed] = replacing(named("年后调到武汉分公司了。"), [held("workplace", "长沙")], {})
    assert placed.value == "武汉"  # a place held as the employer is a place


def test_nothing_is_replaced_without_a_held_slot_of_the_kind_or_with_the_old_still_held() -> None:
    assert replacing(named("来宁波半年多了。"), [held("workplace", "京东")], {}) == []
    assert replacing(named("来宁波半年多了。"), [], {}) == []
    assert replacing(named("北京和深圳我都挺喜欢。"), [held("residence", "北京")], {}) == []
    assert replacing(named("在北京待了大半年了。"), [held("residence", "北京")], {}) == []  # said again
    both = [held("residence", "北京"), held("hometown", "长沙")]
    assert replacing(named("来宁波半年多了。"), both, {}) == []  # two places held: which one?
    assert replacing(named("来宁波半年多了。"), [held("residence", "北京")], {"residence": "上海"}) == []


def test_a_car_given_away_is_replaced_and_its_free_text_memory_ends() -> None:
    said = "昨天刚提了特斯拉，高尔夫给我外甥了。"
    [car] = replacing(named(said), [held("car", "高尔夫")], {})
    assert car.value == "特斯拉"
    free = free_text_values("user", "said:我开的是一辆马自达3", "我开的是一辆马自达3")
    assert [one.slot for one in free] == ["car"]
    [new] = replacing(named("上周刚提了小鹏P7，马自达给我表弟了。"), free, {"car": "小鹏P7"})
    assert new.ends == tuple(free)
    assert free_text_values("user", "said:我在上海长大", "我在上海长大") == []  # a place in free text


def test_a_switch_to_an_unknown_value_takes_the_held_slot_it_shares_words_with() -> None:
    held = [
        HeldSlot("ride_app", "滴滴", "我打车常用滴滴"),
        HeldSlot("phone_model", "华为手机", "我用的是华为手机"),
        HeldSlot("commute", "地铁", "我坐地铁上班"),
    ]
    [ride] = switches("打车现在都用高德了，便宜点。")
    assert ride.value == "高德" and (slot := switch_slot(ride, held)) is not None and slot.name == "ride_app"
    [phone] = switches("手机换成小米了。")
    assert (slot := switch_slot(phone, held)) is not None and slot.name == "phone_model"  # by its cue
    [milk] = switches("早上换成喝牛奶了。")
    assert milk.value == "牛奶" and switch_slot(milk, held) is None  # shares no word with a held slot
    for text in ("我朋友手机换成小米了。", "要是手机换成小米就好了", "我没换成小米。", "手机换成小米了吗？"):
        assert switches(text) == [], text


def test_chinese_values_end_where_a_name_ends() -> None:
    assert first("入职阿里第一个月，事情挺多。") == ("workplace", "阿里")
    assert first("我在长沙工作。") == ("residence", "长沙")  # a city one works in: where one lives
    assert first("我在腾讯工作。") == ("workplace", "腾讯")
    assert first("我用的是华为手机。") == ("phone_model", "华为手机")
    assert ("car", "马自达3", False) in [
        (f.slot.name, f.value, f.presupposed) for f in read_frames("我开的是一辆马自达3。")
    ]
    assert read_frames("我开的是个二手车。") == []


def first(text: str) -> tuple[str, str]:
    message = ExtractionInput(text, "user", "u", "s", None, None, None, datetime(2026, 1, 1, tzinfo=UTC))
    candidate = read_message(message)[0]
    return candidate.predicate or "", candidate.object_value or ""


def test_a_filler_before_not_x_but_y_is_no_value() -> None:
    message = ExtractionInput(
        "啊不是字节，是快手，我老把这俩搞混。",
        "user",
        "u",
        "s",
        None,
        None,
        None,
        datetime(2026, 1, 1, tzinfo=UTC),
    )
    said = read_later_correction(message)
    assert said is not None and (said.value, said.instead_of) == ("快手", "字节")
    alone = replace(message, text="啊，好的。")
    assert read_later_correction(alone) is None


def test_chinese_turns_in_other_words_and_requests_that_turn_nothing() -> None:
    liked = [Held(Kind.STANCE, "榴莲"), Held(Kind.STANCE, "健身房"), Held(Kind.STANCE, "奶茶")]
    assert named_turns("榴莲这玩意儿我再也不想碰了。", liked) == [liked[0]]  # 再也 is one word: no clause cut
    assert named_turns("健身房的卡退了，懒得去了。", liked) == [liked[1]]
    assert named_turns("最近对奶茶无感了。", liked) == [liked[2]]
    assert named_turns("榴莲现在闻着就上头，真吃不下了。", liked) == [liked[0]]  # a potential complement
    assert named_turns("帮我取消健身房的课。", liked) == []  # a request: the agent's task
    assert named_turns("我老婆对奶茶无感。", liked) == []  # someone else's
