"""A held thing of the user's or a relative's life ended by an event said of it (pure:
rules.life_events): named by its words or by its kind, owned by whoever opens the clause."""

import pytest

from memory_center.extraction.rules.life_events import Owned, ended_by_events, may_change

BANK = Owned("user", "bank", "Wells Fargo")
JOB = Owned("user", "job", "英语老师")
EMPLOYER = Owned("user", "workplace", "Deloitte")
PARTNER = Owned("partner", "name", "小雨")
BOYFRIEND = Owned("boyfriend", "said:my boyfriend liam lives in leeds", "My boyfriend Liam lives in Leeds")
DOG = Owned("user", "said:我养了条柴犬叫旺财", "我养了条柴犬叫旺财", "我养了条柴犬叫旺财")
HUSBAND = Owned("老公", "said:我老公在银行上班", "我老公在银行上班", "我老公在银行上班")
WIFE = Owned("wife", "said:my wife is a lawyer at baker mckenzie", "My wife is a lawyer at Baker McKenzie")
CAR = Owned("user", "car", "Subaru Outback")
DRIVES = Owned("user", "said:我开车上班", "我开车上班", "我开车上班，从通州开到国贸")
HELD = [BANK, JOB, EMPLOYER, PARTNER, BOYFRIEND, DOG, HUSBAND, WIFE, CAR, DRIVES]


def ended(text: str) -> list[Owned]:
    return [HELD[index] for index in ended_by_events(text, HELD)]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Shut down my Wells Fargo accounts, everything is with Ally now", [BANK]),
        ("We closed the Wells Fargo accounts and moved over to a credit union", [BANK]),
        ("不在新东方干了，自己出来开了个小工作室做留学咨询", [JOB, EMPLOYER]),  # by kind: the title too
        ("I quit Deloitte in March and joined a startup called Finch", [EMPLOYER]),
        # by kind: none named, every partner, and what is held of them (我男朋友阿诚在广州工作: session 26)
        ("我们上个月分了……现在单身，别再提她了", [PARTNER, BOYFRIEND, HUSBAND, WIFE]),
        ("Liam and I called it off. I'm dating a guy named Omar now", [BOYFRIEND]),
        ("旺财被我妈接回老家了，我这边领养了一只三花猫，叫年糕", [DOG]),  # the pet opens the clause
        ("我老公辞职开了家烧烤店，这阵子天天忙到半夜", [HUSBAND]),  # a relative's work, by the relative
        ("My wife resigned from Baker McKenzie and started her own firm", [WIFE]),
        ("车摇号一直没中，租的那辆还了，每天挤八通线过去", [CAR, DRIVES]),  # the car by its kind
    ],
)
def test_an_event_ends_the_owners_held_thing_named_by_its_words_or_kind(
    text: str, expected: list[Owned]
) -> None:
    assert ended(text) == expected


@pytest.mark.parametrize(
    "text",
    [
        "My brother sold his Outback and bought a Jeep",  # someone else's car
        "Should I close my Wells Fargo account and move to a credit union?",  # a question
        "If I quit Deloitte I'd probably join a small studio",  # a condition
        "Some days I swear I'll quit Deloitte and open a bakery",  # a plan, not an event
        "My best friend broke up with her boyfriend last night",  # another person's break-up
        "我表哥跟他女朋友分了，心情很差",  # a relative's break-up: not the user's partner
        "我还没辞职，下个月再说",  # not yet
        "My husband's coworker quit and opened a food truck",  # someone of a relative's
        "我老公把车卖了",  # a relative's event names nothing of his that is held
        "I didn't sell the Outback after all",  # negated
        "Rented a convertible for the weekend, returned the car this morning",  # a car of one occasion
    ],
)
def test_look_alikes_end_nothing(text: str) -> None:
    assert ended(text) == []


def test_the_gate_is_a_verb_of_ending() -> None:
    assert may_change("Ported my number out of Verizon")
    assert may_change("租的那辆还了，每天挤八通线过去")
    assert not may_change("I work at Google as a designer")
    assert not may_change("我在京东做运营")
