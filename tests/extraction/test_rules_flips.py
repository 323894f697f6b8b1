"""A held thing turned against or gone, in other words (rules.flips, rules.anchors): which held memories
a message turns. Pure; the write path is in test_flips_write_path.py."""

import pytest

from memory_center.extraction.rules.anchors import anchors, names, stem
from memory_center.extraction.rules.flips import Held, Kind, diet_turns, named_turns, turned, turns_away


def stance(thing: str) -> Held:
    return Held(Kind.STANCE, thing)


def habit(statement: str) -> Held:
    return Held(Kind.HABIT, statement)


def had(name: str, role: str = "") -> Held:
    return Held(Kind.HAD, name, role)


@pytest.mark.parametrize(
    "forms",
    [("hikes", "hiking", "hike"), ("running", "runs", "run"), ("movies", "movie"), ("cinemas", "cinema"),
     ("cycled", "cycling", "cycle"), ("games", "gaming"), ("baking", "bake")],
)  # fmt: skip
def test_word_forms_share_a_stem(forms: tuple[str, ...]) -> None:
    assert len({stem(form) for form in forms}) == 1, [stem(form) for form in forms]


def test_anchors_are_content_words() -> None:
    assert anchors("spicy food") == {stem("spicy")}  # "food" names no thing
    assert stem("red") not in anchors("red wine")  # a colour: "red meat" is not red wine
    assert anchors("I cycle to work every day") == {stem("cycle")}
    assert anchors("甜食") == {"甜"}
    assert {"电影", "影院"} <= anchors("电影院看电影") and "看电" not in anchors("电影院看电影")
    assert anchors("玩手游") == {"手游"}
    assert anchors("我最近在学日语") == {"日语"} and anchors("我很爱吃辣") == {"辣"}
    assert "海" not in anchors("我住在上海")
    assert names("Gaming feels like a waste of time", anchors("video games in the evening"))
    assert not names("I can't stand red meat", anchors("red wine"))


@pytest.mark.parametrize(
    ("message", "memory"),
    [
        ("Horror movies give me nightmares these days, so I stay away from them.", stance("horror film")),
        ("Hiking bores me now.", stance("long hikes in the mountains")),
        ("I've stopped going to cinemas.", stance("going to the cinema")),
        ("I've lost interest in fantasy books.", stance("fantasy novel")),
        ("Milk upsets my stomach so I keep away from it.", stance("glass of milk")),
        ("My running days are over.", stance("running")),
        ("Yoga and I are done.", stance("yoga")),
        ("I don't drink coffee any more.", stance("coffee")),  # bare negation turns a stance
        ("辣的现在一口都不碰了。", stance("辣")),
        ("甜的现在吃了就难受。", stance("甜食")),
        ("电影院我现在很少去了，没兴趣了。", stance("电影院看电影")),
        ("咖啡喝了心慌，现在戒掉了。", stance("咖啡")),  # the turn in the clause after the thing
        ("I've stopped cycling, the roads got too dangerous.", habit("I cycle to work every day")),
        ("Baking bores me now.", habit("I bake sourdough bread every Sunday")),
        ("日语我放弃了，太难了。", habit("我最近在学日语")),
        ("跑步对我来说已经是过去式了。", habit("我每天都跑步")),  # a free-text statement cut into words
        ("Bacon makes me feel sick these days.", habit("Bacon")),  # a favourite
        ("Mochi passed away last week.", had("Mochi", "cat")),
        ("Our cat died in the spring.", had("Mochi", "cat")),
        ("We gave Rex away to a family with a garden.", had("Rex", "dog")),
        ("My wife and I split up.", had("Maria", "partner")),
        ("Tom and I are divorced now.", had("Tom", "partner")),
        ("旺财送人了。", had("旺财", "dog")),
        ("我和阿杰分手了。", had("阿杰", "partner")),
        ("特斯拉卖了。", had("特斯拉")),
    ],
)
def test_a_turn_names_the_held_memory(message: str, memory: Held) -> None:
    assert turns_away(message)
    assert named_turns(message, [memory]) == [memory]


@pytest.mark.parametrize(
    ("message", "memory"),
    [
        ("My brother can't stand sushi anymore.", stance("sushi")),  # someone else
        ("My wife quit coffee last month.", stance("coffee")),
        ("我妈妈不喝奶茶了。", stance("奶茶")),
        ("My sister's cat passed away yesterday.", had("Mochi", "cat")),
        ("朋友家的猫前几天走了。", had("咪咪", "cat")),
        ("My dad sold his Volvo.", had("Volvo")),
        ("I don't feel like pizza tonight.", stance("pizza")),  # one-off
        ("今天不想吃辣。", stance("辣")),
        ("Do horror films ever give you nightmares?", stance("horror film")),  # question
        ("你看腻韩剧了吗？", stance("韩剧")),
        ("If camping ever bores me, I'll tell you.", stance("camping")),  # condition
        ("如果跑步伤膝盖，我就不跑了。", stance("跑步")),
        ("Oh great, I'm so sick of jazz... just kidding, I love it.", stance("jazz")),  # taken back
        ("I still love tea, even though my doctor wants me to cut down.", stance("tea")),  # still held
        ("我还是很喜欢火锅，虽然最近胃不好。", stance("火锅")),
        ("I can't stand red meat anymore.", stance("red wine")),  # names another thing
        ("I don't speak Spanish well yet.", habit("I'm learning Spanish")),  # bare negation: no habit turned
        ("Rex bores me now.", had("Rex", "dog")),  # a taste never ends a pet
        ("I sold my old bike.", stance("biking")),  # a thing gone is no taste
        ("I don't like black tea.", stance("green tea")),  # a sibling kind of the thing
        ("No, I said aisle, not window.", stance("aisle seat")),  # a bare "not" after the thing
        ("本来想把丰田卖了换特斯拉，后来没换。", had("丰田")),  # a plan called off
        ("Anna's mother passed away.", had("Anna", "partner")),  # something of theirs
        ("阿杰的狗送人了。", had("阿杰", "partner")),
        ("Maybe I'm over coffee, not sure.", stance("coffee")),  # a guess
        ("这次不吃辣了。", stance("辣")),  # this time only
    ],
)
def test_look_alikes_turn_nothing(message: str, memory: Held) -> None:
    assert named_turns(message, [memory]) == []


def test_a_diet_turns_likings_of_meat() -> None:
    held = [stance("steak"), stance("sushi"), habit("Bacon"), stance("cheese"), had("Rex", "dog")]
    assert diet_turns("I've been vegetarian for months now.", held) == [held[0], held[2]]
    assert diet_turns("I went vegan last year.", held) == [held[0], held[1], held[2], held[3]]
    assert diet_turns("我吃素好久了。", [stance("红烧肉"), stance("火锅")]) == [stance("红烧肉")]
    assert diet_turns("我同事吃素好久了。", [stance("红烧肉")]) == []  # someone else
    assert diet_turns("Is the vegetarian menu any good?", held) == []  # a question
    assert diet_turns("I'm eating vegetarian today.", held) == []  # a one-off


def test_stance_subjects_as_before() -> None:
    held = ["horror movie", "辣", "tea", "green tea"]
    assert turned("I don't drink green tea anymore.", held) == ["green tea"]  # none inside another
    assert turned("最近胃不好，辣的一口都不碰了。", held) == ["辣"]
    assert turned("I love jazz.", held) == []


def used(value: str) -> Held:
    return Held(Kind.USED, value)


@pytest.mark.parametrize(
    ("message", "value"),
    [
        ("I cancelled Netflix.", "Netflix"),
        ("I've unsubscribed from Apple Music.", "Apple Music"),
        ("I gave up my membership at The Gym Group.", "The Gym Group"),
        ("爱奇艺会员我已经退订了。", "爱奇艺"),
        ("印象笔记我卸载了。", "印象笔记"),
    ],
)
def test_a_used_thing_given_up_is_turned(message: str, value: str) -> None:
    assert named_turns(message, [used(value)]) == [used(value)]


@pytest.mark.parametrize(
    ("message", "value"),
    [
        ("Netflix bores me these days.", "Netflix"),  # a dislike leaves the subscription held
        ("I don't watch Netflix much.", "Netflix"),  # a bare negation
        ("My sister cancelled Netflix.", "Netflix"),  # someone else
        ("Should I cancel Netflix?", "Netflix"),  # a question
        ("爱奇艺太难用了，受不了。", "爱奇艺"),  # aversion, not given up
    ],
)
def test_a_used_thing_is_not_turned_by_a_dislike_or_a_look_alike(message: str, value: str) -> None:
    assert named_turns(message, [used(value)]) == []


@pytest.mark.parametrize(
    ("message", "memory"),
    [
        ("Cinemas are too loud for me, I'd rather stream at home.", stance("going to the cinema")),
        ("Coffee makes me jittery, I've given it up.", habit("I'm a huge coffee person")),
        ("Espresso makes me feel anxious.", stance("espresso")),
        ("Late-night gaming keeps me up, so no more of that.", stance("gaming")),
        ("Concerts are too crowded for me, I'd rather listen at home.", stance("going to concerts")),
        ("I'd rather cycle than take the bus.", habit("I take the bus to work")),
        ("浓茶喝了睡不着，我宁愿喝白开水。", stance("浓茶")),
        ("KTV对我来说太吵了，还是在家待着舒服。", stance("去KTV唱歌")),
        ("冰淇淋一吃就肚子疼。", stance("冰淇淋")),
        ("地铁太挤了，我宁可骑车。", habit("我喜欢坐地铁上班")),
        ("烧烤让我长痘。", stance("烧烤")),
    ],
)
def test_a_reason_turns_against_the_thing(message: str, memory: Held) -> None:
    """What the thing does to the user (``turn_words.NEGATIVE_EFFECT``) or something else preferred
    (``PREFER_OTHER``) turns it, with no turn word."""
    assert turns_away(message)
    assert named_turns(message, [memory]) == [memory]


@pytest.mark.parametrize(
    ("message", "memory"),
    [
        ("The cinema was too loud tonight.", stance("going to the cinema")),  # one evening, no "for me"
        ("Coffee makes my brother jittery.", stance("coffee")),  # someone else
        ("My husband finds spicy food too hot for him.", stance("spicy food")),
        ("Spicy food isn't too hot for me.", stance("spicy food")),  # negated
        ("Hiking doesn't make me anxious at all.", stance("hiking")),
        ("I'd rather go to the cinema.", stance("going to the cinema")),  # the thing preferred
        ("I'd rather take the bus than cycle.", habit("I take the bus to work")),
        ("Coffee makes me happy.", stance("coffee")),  # a good state
        ("这家火锅对我来说太辣了。", stance("火锅")),  # this restaurant's
        ("我老公觉得电影院太吵了，他宁愿在家看。", stance("电影院看电影")),
        ("今天的咖啡太苦了。", stance("咖啡")),
    ],
)
def test_a_reason_said_of_others_or_once_turns_nothing(message: str, memory: Held) -> None:
    assert named_turns(message, [memory]) == []
