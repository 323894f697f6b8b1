"""A use moved to another thing of its kind ends the held one (pure): docs/extraction.md, "Session 31: a
use moved to another thing of its kind"."""

import pytest

from memory_center.extraction.held_moves import Held, added, may_move, moved_to, read_moves


def _held(content: str, predicate: str = "said:x", value: str = "") -> Held:
    return Held("user", predicate, value or content, content)


@pytest.mark.parametrize(
    ("held", "message", "new"),
    [
        (
            _held("I'm with EE for my phone", "mobile_network", "EE"),
            "Ported my number over to Giffgaff",
            "Giffgaff",
        ),
        (_held("I bank with Lloyds", "bank", "Lloyds"), "all my wages land at Starling now", "Starling"),
        (
            _held("My home insurance is with Aviva"),
            "Direct Line covers the house as of this month",
            "Direct Line",
        ),
        (_held("我用华为手环记睡眠"), "手环不戴了，现在戴小米手表", "小米手表"),
        (_held("我们组用企业微信沟通"), "公司统一切到飞书了", "飞书"),
        (_held("我平时用百度网盘"), "文件全部迁到夸克网盘了，百度网盘不续了", "夸克网盘"),
    ],
)
def test_a_move_ends_the_held_thing_of_its_kind_and_keeps_the_new(held: Held, message: str, new: str) -> None:
    moves = read_moves(message, [held])
    assert [at for at, _ in moves.ended] == [0]
    assert any(new in kept for kept in moves.kept)


def test_a_thing_of_another_kind_is_not_ended() -> None:
    held = [_held("I bank with Lloyds", "bank", "Lloyds"), _held("I live in Leeds", "residence", "Leeds")]
    moves = read_moves("Ported my number over to Giffgaff", held)
    assert moves.ended == ()


@pytest.mark.parametrize(
    "message",
    [
        "My flatmate moved all her money over to Monzo",
        "Thinking about porting my number to Giffgaff, any good?",
        "If Lloyds raises the fee I'll move everything to Starling",
        "我老公把工资卡都转到招商银行了",
        "隔壁部门全面切到钉钉了",
        "要不要把资料迁到阿里云盘？",
        "借同事的电脑临时用一下，现在用的是他的MacBook",
    ],
)
def test_another_persons_move_a_plan_or_a_one_off_moves_nothing(message: str) -> None:
    held = [
        _held("I bank with Lloyds", "bank", "Lloyds"),
        _held("我的电脑是ThinkPad", "computer", "ThinkPad"),
    ]
    assert not may_move(message)
    assert read_moves(message, held) == read_moves("", held)


def test_a_held_thing_kept_beside_the_move_is_not_ended() -> None:
    held = [_held("I bank with Chase", "bank", "Chase")]
    assert read_moves("Moved my savings to Marcus, the checking stays at Chase", held).ended == ()


def test_a_move_of_no_known_kind_is_not_kept() -> None:
    assert read_moves("I moved the meeting to Friday", []).kept == ()
    assert moved_to("I moved the meeting to Friday") == []  # a day is no thing used
    assert moved_to("Ana moved to Berlin last month") == []  # another mover, and a place


@pytest.mark.parametrize(
    ("message", "adds"),
    [
        ("Added Paramount+ as well so we can watch the football", True),
        ("又开了个腾讯视频会员，为了追一部剧", True),
        ("Porting to Mint Mobile, also way cheaper", False),
        ("I switched to Hulu too", False),
        # the held one sold in the message: no addition, whatever "also" says in another sentence
        ("Sold the civic, picked up a used Tacoma. also can u remind me how to check tire pressure", False),
    ],
)
def test_an_addition_is_told_from_a_move(message: str, adds: bool) -> None:
    assert added(message) is adds
