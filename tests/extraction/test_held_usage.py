"""A new value shown by present use or experience, and a held one disposed of (pure): docs/extraction.md,
"Session 27: a new value shown by present use or experience"."""

import pytest

from memory_center.extraction.held_usage import Held, disposed, read_usage, slots_of, used


def _held(content: str, subject: str = "user", predicate: str = "said:x", value: str = "") -> Held:
    return Held(subject, predicate, value or content, content)


@pytest.mark.parametrize(
    "clause",
    [
        "My last three pairs have all been Hoka",
        "Monzo has been my only bank for the past eight months",
        "My first month as a paramedic has been wild",
        "a Pixel 8 arrived yesterday",
        "Sundays are all about open-water swimming at the lake",
        "这半年的账都记在那上面",
        "最近三双跑鞋都是李宁的",
        "做产品经理第一个月",
        "这几个月出门导航全靠高德",
    ],
)
def test_a_clause_of_present_use_is_read(clause: str) -> None:
    assert used(clause)


@pytest.mark.parametrize(
    "clause",
    [
        "Borrowed my sister's Jeep for the weekend",
        "My flatmate swears by Revolut, she's used it for years",
        "We got a second dog last week",
        "这周末借了同事的特斯拉去郊游",
        "上个月又领养了一只橘猫叫大黄",
        "看到好多博主都在推雅诗兰黛的小棕瓶，不知道效果怎么样",
    ],
)
def test_a_one_time_use_an_addition_or_another_persons_use_is_not(clause: str) -> None:
    assert not used(clause)


@pytest.mark.parametrize(
    ("clause", "expected"),
    [
        ("the Civic went to my nephew", True),
        ("the iPhone is in a drawer", True),
        ("Priya and I ended things over the winter", True),
        ("华为给我爸用了", True),
        ("招行那张卡已经注销了", True),
        ("My dad sold his Volvo", False),
        ("Had to take United this once because Delta was sold out", False),
        ("同事周五在腾讯最后一天", False),
    ],
)
def test_a_disposal_is_the_users_own(clause: str, expected: bool) -> None:
    assert disposed(clause) is expected


def test_the_slot_schema_ties_a_role_to_a_held_role() -> None:
    assert "job" in slots_of("I'm a nurse on the cardiac ward at St Mary's")
    assert "job" in slots_of("My first month as a paramedic has been wild")
    assert "job" in slots_of("做产品经理第一个月")


@pytest.mark.parametrize(
    ("held", "message", "kept"),
    [
        ("I always buy Colgate toothpaste", "The last five tubes of toothpaste were Sensodyne.", "Sensodyne"),
        ("I'm a nurse on the cardiac ward", "My first month as a paramedic has been wild.", "paramedic"),
        ("I listen to music on Spotify", "Apple Music is all I've used since Christmas.", "Apple Music"),
        ("我平时用百度地图导航", "这几个月出门导航全靠高德，语音播报清楚多了。", "高德"),
        ("我在招商银行开的工资卡", "工资这半年都发到建设银行的卡上，招行那张卡已经注销了。", "建设银行"),
        ("我在银行做柜员", "做产品经理第一个月，天天开会。", "产品经理"),
    ],
)
def test_a_value_in_use_replaces_the_held_one_of_its_slot(held: str, message: str, kept: str) -> None:
    usage = read_usage(message, [_held(held)])
    assert [at for at, _ in usage.ended] == [0]
    assert any(kept in one for one in usage.kept)


def test_a_disposal_alone_ends_the_held_value() -> None:
    usage = read_usage("Tom and I split up in May.", [_held("My boyfriend is Tom")])
    assert [at for at, _ in usage.ended] == [0]
    assert usage.kept == ()


@pytest.mark.parametrize(
    ("held", "message"),
    [
        ("I drive a Subaru Outback", "My brother sold his Outback and bought a Jeep"),
        ("I bank with Lloyds", "My flatmate swears by Revolut, she's used it for years."),
        ("我护肤用的是兰蔻", "看到好多博主都在推雅诗兰黛的小棕瓶，不知道效果怎么样。"),
        ("I use Todoist for my to-do lists", "Todoist has been my only app for tasks since January."),
        ("I always fly with Delta.", "Had to take United this once because Delta was sold out."),
    ],
)
def test_look_alikes_end_nothing(held: str, message: str) -> None:
    assert read_usage(message, [_held(held)]).ended == ()


def test_a_many_valued_slot_is_never_replaced() -> None:
    held = _held("I have a dog called Rufus", subject="dog", predicate="name", value="Rufus")
    assert read_usage("For the past month the new puppy has been all about the park.", [held]).ended == ()


def test_a_home_lived_in_replaces_the_held_home_and_a_stay_does_not() -> None:
    held = [_held("I live in Leeds")]
    moved = read_usage("The flat in York is so quiet, I wake up happy every morning.", held)
    assert [at for at, _ in moved.ended] == [0]
    stayed = read_usage("在厦门的民宿住了三天，每天早上醒来都能听到海浪声。", [_held("我住在南京")])
    assert stayed.ended == ()


def test_a_disposal_only_meant_ends_nothing() -> None:
    held = [_held("我现在开丰田", predicate="car", value="丰田")]
    assert read_usage("本来想把丰田卖了换特斯拉，后来没换。", held).ended == ()
    civic = [_held("I drive a Honda Civic")]
    assert read_usage("Thinking about selling the Civic, maybe.", civic).ended == ()
