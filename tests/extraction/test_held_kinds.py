"""Held-slot comparison by kind (extraction.held_kinds, pure): Chinese values of a known kind said
about the user, and the held single-valued slot each replaces."""

from memory_center.extraction.held_kinds import HeldValue, free_text_values, kinds_of, named, replacing


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
