"""A held option outgrown and a new one of its slot taken up (docs/extraction.md, "Session 29: a switch
told by its reason"): the pure reader, both languages, and its look-alikes."""

import pytest

from memory_center.extraction.held_outgrown import may_apply, read_outgrown
from memory_center.extraction.held_usage import Held
from memory_center.governance.lasting import one_off


@pytest.mark.parametrize(
    ("held", "said", "slot", "name"),
    [
        # a fault of the held option, and a membership of another taken up: the held slot's new value
        (Held("user", "gym", "Anytime Fitness", "I train at Anytime Fitness"),
         "Anytime Fitness is always rammed after work, got a membership at Ironworks on the high street",
         "gym", "Ironworks"),
        (Held("user", "music_service", "酷狗", "我平时用酷狗听歌"), "酷狗广告太多了，开了网易云的黑胶会员",
         "music_service", "网易云"),
        # an unknown brand is still the held slot's value
        (Held("user", "bank", "HSBC", "I bank with HSBC"),
         "HSBC charges are a rip-off, opened a Kroo account last week", "bank", "Kroo"),
        # everything moved over to a name that begins an option of the held slot (Virgin Atlantic)
        (Held("user", "airline", "Lufthansa", "I fly Lufthansa mostly"),
         "Moved everything over to Virgin, the upper class cabin is unreal", "airline", "Virgin"),
    ],
)  # fmt: skip
def test_a_held_option_outgrown_gets_the_new_one_on_its_slot(
    held: Held, said: str, slot: str, name: str
) -> None:
    assert may_apply(said)
    (ended,) = read_outgrown(said, [held]).ended
    assert ended[2:4] == (slot, name)


@pytest.mark.parametrize(
    ("held", "said"),
    [
        # a liking outgrown by a span of something else
        (Held("energy drinks", "preference", "like", "I live on energy drinks"),
         "Been on plain water for two months and I don't miss energy drinks at all"),
        # another thing put above the held one
        (Held("猫", "preference", "like", "我是猫派"), "去朋友家玩了几次，觉得狗比猫黏人多了"),
        (Held("dog person", "preference", "like", "I'm a dog person"),
         "honestly cats are way better than dogs"),
    ],
)  # fmt: skip
def test_a_held_liking_outgrown_is_ended(held: Held, said: str) -> None:
    (ended,) = read_outgrown(said, [held]).ended
    assert ended[0] == 0 and ended[2:4] == ("", "")


@pytest.mark.parametrize(
    ("held", "said"),
    [
        # another person's opinion and switch
        (Held("user", "bank", "Nationwide", "I bank with Nationwide"),
         "My brother reckons Nationwide is useless, he got a Chase account"),
        (Held("user", "music_service", "网易云", "我用网易云听歌"), "我同事开了QQ音乐的绿钻，说网易云没版权"),
        # a consideration
        (Held("user", "video_service", "Netflix", "I watch everything on Netflix"),
         "Netflix is too expensive, might get a Disney+ subscription"),
        (Held("user", "video_service", "爱奇艺", "我看剧用爱奇艺"),
         "爱奇艺太贵了，在考虑要不要开腾讯视频的会员"),
        # a person compared, in another person's statement
        (Held("user", "said:我平时健身主要是跑步", "我平时健身主要是跑步", "我平时健身主要是跑步"),
         "我老婆一周去三次泳池，游得比我好多了。"),
        # a fault only, nothing taken up
        (Held("user", "gym", "PureGym", "My gym is PureGym"), "PureGym was rammed tonight, ugh"),
    ],
)  # fmt: skip
def test_look_alikes_end_nothing(held: Held, said: str) -> None:
    assert read_outgrown(said, [held]).ended == ()


@pytest.mark.parametrize(
    ("statement", "value", "once"),
    [
        ("Popped into Sainsbury's for a cake for my niece's birthday", "Sainsbury's", True),
        ("Flew KLM to Amsterdam for my friend's wedding", "KLM", True),
        ("为了公司团建，去山姆买了一堆零食", "山姆", True),
        # a thing owned, or a membership, is no use for one occasion
        ("Got a Kindle for my birthday and I read every night now", "Kindle", False),
        ("Got a Costco membership for the family", "Costco", False),
    ],
)
def test_a_use_for_one_occasion_is_one_off(statement: str, value: str, once: bool) -> None:
    assert one_off(statement, value) is once
