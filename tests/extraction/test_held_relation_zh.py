"""The coarse stance of a Chinese statement's clauses and the held memories they turn (pure:
extraction.held_relation_zh)."""

from memory_center.extraction.held_relation_zh import (
    HeldZh,
    clause_polarity,
    held_polarity,
    may_relate_zh,
    names_key,
    other_doing,
    relate_zh,
    shared_word,
    stances_zh,
)
from memory_center.extraction.rules.tastes_zh import tastes


def polarity(text: str) -> list[tuple[str, bool]]:
    return [(one.words, one.positive) for one in stances_zh(text)]


def test_general_shapes_of_a_liking_and_of_a_turn() -> None:
    for clause in (
        "这阵子觉得香菜挺香的",
        "猫真可爱",
        "越听越有味道",
        "现在简直离不开",
        "现在无辣不欢",
        "羊肉真好吃",
    ):
        assert clause_polarity(clause) is True, clause
    for clause in (
        "纸质书太占地方了",
        "清汤锅觉得没味道",
        "游戏都吃灰了",
        "戒糖三个月了",
        "电动车基本不骑了",
        "辣条吃腻了",
    ):
        assert clause_polarity(clause) is False, clause


def test_praise_negated_is_against_and_praise_beside_a_turn_is_neither() -> None:
    assert clause_polarity("现在觉得不好吃了") is False
    assert clause_polarity("这个剧没意思") is False
    assert clause_polarity("太方便了") is not False  # an excess that is praise
    assert clause_polarity("咖啡好喝就是太贵了") is None
    assert clause_polarity("上班坐地铁") is None


def test_a_clause_that_names_nothing_is_read_with_the_one_before() -> None:
    assert polarity("用了几个月微信读书，真香，手机上看电子书也挺好") == [
        ("用了几个月微信读书，真香", True),
        ("手机上看电子书也挺好", True),
    ]
    # … but not with one about someone else
    assert polarity("在朋友家撸了几次猫，彻底被圈粉了，猫真可爱") == [
        ("彻底被圈粉了", True),
        ("猫真可爱", True),
    ]


def test_look_alikes_take_no_stance() -> None:
    for text in (
        "我朋友说咖啡太苦了，他受不了",
        "今天这家火锅太难吃了",
        "香菜到底好不好吃啊？为什么那么多人喜欢",
        "要是猫掉毛没那么厉害就好了",
        "这次出差只带了Kindle，纸质书太重了",
        "我女儿最近特别爱喝牛奶，一天要三瓶",
        "昨天下雨没跑步，难受",
        "如果哪天我不吃甜的了，那肯定是生病了",
        "我老公说他最喜欢下雨天，真搞不懂",
        "昨晚红酒喝多了，今天头疼死了",
        "以前觉得榴莲很臭",
        "可能我其实不太喜欢咖啡",
        "邻居家的狗太吵了",
        "我老公最近口味清淡多了，辣的基本不碰了",
    ):
        assert stances_zh(text) == [], text


def test_the_gate_is_chinese_with_a_cue_only() -> None:
    assert may_relate_zh("猫真可爱")
    assert not may_relate_zh("I love cats now")
    assert not may_relate_zh("我在上海工作")
    assert not may_relate_zh("猫真可爱" * 100)


def test_a_held_thing_is_named_by_its_key_not_inside_another_thing() -> None:
    assert names_key("现在觉得狗狗超可爱", "狗")
    assert names_key("现在无辣不欢", "辣")
    assert not names_key("篮球鞋太贵了", "篮球")
    assert not names_key("奶茶太甜了", "茶")
    assert not names_key("我不喜欢咖啡味的冰淇淋", "咖啡")
    assert relate_zh(stances_zh("我不喜欢踢足球"), [HeldZh("足球", "我喜欢看足球", True)]) == []


def test_another_doing_of_a_thing_is_another_thing() -> None:
    assert other_doing("我不喜欢踢足球", "足球", "我喜欢看足球")
    assert not other_doing("足球真好看", "足球", "我喜欢看足球")
    assert not other_doing("现在不看足球了", "足球", "我喜欢看足球")


def test_a_held_statement_is_named_by_a_word_of_two_characters() -> None:
    assert shared_word("纸质书太占地方了", "我看书喜欢看纸质书，电子书看不进去") in ("纸质", "质书")
    assert shared_word("现在觉得狗狗超可爱", "我不太喜欢狗，总觉得有点吓人") is None  # 觉得 is no thing
    assert not held_polarity("我只看纸质书，电子书实在看不进去", "电子")
    assert held_polarity("周末一般宅家打游戏，不爱出门", "游戏")  # a habit is for its thing


def test_relate_turns_only_the_opposite_and_not_a_disagreeing_pair() -> None:
    held = [
        HeldZh("辣", "吃火锅我只吃清汤锅，一点辣都受不了", False),
        HeldZh("纸质书", "我只看纸质书，电子书实在看不进去", True),
        HeldZh("", "我出门都是骑电动车", None),
        HeldZh("咖啡", "我特别爱喝咖啡", True),
    ]
    found = stances_zh("被重庆的朋友带着吃了几次红油锅底，现在无辣不欢，清汤锅觉得没味道")
    assert [at for _, at in relate_zh(found, held)] == [0]
    assert [at for _, at in relate_zh(stances_zh("手机上看电子书也挺好"), held)] == [1]
    assert [at for _, at in relate_zh(stances_zh("电动车基本不骑了，天天坐地铁"), held)] == [2]
    assert relate_zh(stances_zh("咖啡真好喝"), held) == []  # the same polarity
    # named by one clause for and one against: which holds is not known
    assert relate_zh(stances_zh("咖啡真好喝，咖啡太贵了"), held) == []
    assert relate_zh(stances_zh("香菜好香啊，可惜我不吃"), [HeldZh("香菜", "我不吃香菜", False)]) == []


def test_a_taste_borrows_only_a_polarity_said_of_nothing_else() -> None:
    assert tastes("现在每天都泡一壶铁观音，离不开了") == [
        ("铁观音", "like", "现在每天都泡一壶铁观音，离不开了")
    ]
    assert tastes("周末一般宅家打游戏，不爱出门") == []  # 不爱 is said of 出门


def test_a_key_of_one_character_is_named_only_as_a_word_of_its_own() -> None:
    assert names_key("猫真可爱", "猫")
    assert names_key("在朋友家撸了几次猫", "猫")
    assert names_key("现在觉得猫真可爱", "猫")
    assert not names_key("猫粮太贵了", "猫")
    assert not names_key("熊猫真可爱", "猫")
    assert not names_key("辣条吃腻了", "辣")
