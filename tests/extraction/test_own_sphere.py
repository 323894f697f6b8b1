"""Statements about the user that do not open with the user (``extraction.rules.own_sphere``; issue 24,
item 5; docs/extraction.md, "Session 30: statements of the user's own sphere"): a discourse opener is
stripped, an owner left out is the user, the user named inside the statement, a person of the user's
introduced by name, a home shared — and every gate of the fallback still applies."""

import pytest

from conftest import Tenant
from extraction.test_rules import read
from facts.flows import list_facts, say
from memory_center.extraction.rules.dropped_subject import with_subject
from memory_center.extraction.rules.own_sphere import named_role, owner_dropped, without_opener


def kept(text: str) -> list[tuple[str | None, str | None]]:
    """What the rules keep of a message, after the write path's dropped subject (``with_subject``)."""
    return [(found.subject, found.object_value) for found in read(with_subject(text), None)]


@pytest.mark.parametrize(
    ("said", "rest"),
    [
        ("Just so you have it, I work nights at the depot.", "I work nights at the depot."),
        ("For the record, I'm a lefty.", "I'm a lefty."),
        ("Thought you should know, I volunteer on Saturdays.", "I volunteer on Saturdays."),
        ("跟你说一下，我在物流园上夜班。", "我在物流园上夜班。"),
        ("顺便说下，我周末在花店兼职。", "我周末在花店兼职。"),
        ("Honestly, the flat is tiny.", "Honestly, the flat is tiny."),  # a lead, no telling
        ("My sister told me, it rained.", "My sister told me, it rained."),  # someone's words
    ],
)
def test_an_opener_says_something_about_the_telling(said: str, rest: str) -> None:
    assert without_opener(said) == rest


@pytest.mark.parametrize(
    ("said", "read_as"),
    [
        ("Phone's a Pixel 7.", "My phone's a Pixel 7."),
        ("Running shoes: Asics Novablast.", "My running shoes: Asics Novablast."),
        ("Electricity is with Bord Gáis.", "My electricity is with Bord Gáis."),
        ("Commute's about 35 minutes door to door.", "My commute's about 35 minutes door to door."),
    ],
)
def test_an_english_owner_left_out_is_said_again(said: str, read_as: str) -> None:
    assert with_subject(said) == read_as


@pytest.mark.parametrize(
    "said",
    [
        "Traffic is a nightmare on the quays.",  # no thing of the user's
        "Thing is, I hate mornings.",  # a noun of talk
        "Dinner's at 8 with the Murphys.",  # an occasion
        "The weather is Baltic.",  # a determiner: no owner left out
        "My phone's a Pixel 7.",  # the owner said
    ],
)
def test_no_owner_is_added_where_none_was_left_out(said: str) -> None:
    assert with_subject(said) == said


@pytest.mark.parametrize(
    ("said", "needle"),
    [
        ("Phone's a Pixel 7.", "Pixel 7"),
        ("Electricity is with Bord Gáis.", "Bord Gáis"),
        ("Commute's about 35 minutes door to door on the bike.", "35 minutes"),
        ("Just so you have it, I work nights at the distribution centre.", "distribution centre"),
        ("The gym I go to is the one on Harcourt Street.", "Harcourt Street"),
        ("Notion is my second brain, all my notes live there.", "Notion"),
        ("We're living with my in-laws in Swords for the time being.", "Swords"),
        ("My manager is called Brennan, he's the one who signs off my leave.", "Brennan"),
        ("宽带是电信的，两百兆。", "电信"),
        ("电费交的是国家电网。", "国家电网"),
        ("通勤单程大概四十分钟，骑电动车。", "四十分钟"),
        ("跑鞋一直穿亚瑟士的Novablast。", "亚瑟士"),
        ("记账用的是随手记。", "随手记"),
        ("我常去的那家理发店在五道口。", "五道口"),
        ("跟你说一下，我在物流园上夜班。", "物流园"),
    ],
)
def test_a_statement_of_the_users_own_sphere_is_kept(said: str, needle: str) -> None:
    found = kept(said)
    assert any(needle in str(value) for _, value in found), found


@pytest.mark.parametrize(
    "said",
    [
        "Just so you know, my brother-in-law drives a Tesla and won't shut up about it.",
        "My flatmate is obsessed with Taylor Swift, she plays Folklore every single morning",
        "In a parallel universe where I'm rich I own a Porsche 911",
        "Ordered a vegan burger for lunch because they were out of beef, was grand tbh",
        "Is Vodafone or Three better for broadband in Cork?",
        "Traffic is a nightmare on the quays today.",
        "The cafe I went to yesterday was out of croissants, typical.",
        "跟你说个事，我同事养了一只柯基，特别可爱。",
        "电信和移动哪家宽带更快？",
        "手机今天摔了一下，屏幕碎了。",
        "要是我中了五百万，第一件事就是辞职去大理开民宿",
        "今天懒得做饭，点了份麻辣烫，还行",
        "我表哥的车是比亚迪汉，开着挺稳。",
    ],
)
def test_a_look_alike_still_keeps_nothing_of_the_user(said: str) -> None:
    assert [found for found in kept(said) if found[0] == "user"] == [], kept(said)


def test_the_shapes_say_whose_statement_it_is() -> None:
    assert named_role("My landlord's called Declan, decent enough guy.") == "landlord"
    assert named_role("我们房东叫陈建华，人挺好的。") == "房东"
    assert named_role("My landlord wants £950 a month") is None  # no name
    assert named_role("老板叫我加班") is None  # 叫我: an order given, no name
    assert owner_dropped("宽带是电信的") and owner_dropped("记账用的是随手记")
    assert not owner_dropped("同事是广东人") and not owner_dropped("今天是周五")
    assert not owner_dropped("甜甜的甜是甜蜜的甜，很多人写成田")  # how a character is written


def test_a_noun_of_talk_is_no_thing_of_the_users() -> None:
    """A colon after a noun of talk ("Correction: Sasha.") marks the talk, not a thing of the user's."""
    assert with_subject("Correction: Sasha.") == "Correction: Sasha."
    assert with_subject("Edit: it's 7pm not 6pm") == "Edit: it's 7pm not 6pm"


async def test_a_statement_without_the_user_first_is_the_users_fact_through_the_write_path(
    tenant: Tenant,
) -> None:
    """Through the write path: an owner left out ("Phone's a Pixel 7": the phone's slot, by the "My"
    said again), a Chinese topic with a typed value, and a person of the user's by name."""
    said = ("Phone's a Pixel 7.", "电费交的是国家电网。", "My landlord's called Declan, decent enough guy.")
    for text in said:
        candidates = (await say(tenant, text))["candidates"]
        assert [c["governance_reason"] for c in candidates] == ["accepted"], (text, candidates)
    facts = {(fact["subject"], fact["predicate"][:12]) for fact in await list_facts(tenant, user_id="u-1")}
    assert ("user", "phone_model") in facts and ("landlord", "said:my land") in facts, facts
    assert any(subject == "user" and key.startswith("said:电费") for subject, key in facts), facts
