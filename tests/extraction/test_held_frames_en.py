"""Values said in passing (extraction.held_frames_en): a value said with no word of the user is the user's
when its frame makes it theirs (a definite car or phone, a span of working life at an employer, a home
noun at a place); an ending, another person's span and a thing judged from outside are not; through
the write path such a value replaces the held value of its kind and a look-alike leaves it."""

from conftest import Tenant
from facts.flows import list_facts, say
from memory_center.extraction.held_frames_en import framed
from memory_center.extraction.held_kinds_en import named


def frames(text: str) -> dict[str, frozenset[str]]:
    return {one.value: framed(one) for one in named(text, unowned=True)}


def test_a_frame_makes_a_value_said_in_passing_the_users() -> None:
    assert frames("Parking the Tesla at work is a pain")["Tesla"] == {"car"}
    assert frames("first week at Stripe done!")["Stripe"] == {"organisation"}
    assert frames("payday at Accenture is the 25th, can't come soon enough")["Accenture"] == {"organisation"}
    assert frames("the new place in Boulder has a view of the Flatirons")["Boulder"] == {"place"}


def test_an_ending_another_persons_span_or_an_outside_view_is_not_framed() -> None:
    assert not frames("last day at Google was friday").get("Google")
    assert not frames("Leo's first week at Westfield High went well").get("Westfield High")
    assert not frames("the new iPhone looks amazing").get("iPhone")


def test_a_place_at_the_head_before_its_everyday_life_is_a_place_of_the_users_statement() -> None:
    assert [one.value for one in named("Boston winters are no joke, I thought I knew cold")] == ["Boston"]
    assert not named("Boston winters are no joke")
    assert not named("Boston is a great city, I loved it")


async def test_a_framed_value_replaces_the_held_value_and_a_look_alike_leaves_it(tenant: Tenant) -> None:
    await say(tenant, "I drive a Golf, had it for years.")
    await say(tenant, "Parking the Tesla at work is a pain, the chargers are always taken.", session_id="s-2")
    cars = [f["object_value"] for f in await list_facts(tenant, user_id="u-1") if f["predicate"] == "car"]
    assert cars == ["Tesla"], cars
    await say(tenant, "I work at Shopify.", user_id="u-2")
    await say(tenant, "my husband's first week at Stripe went fine", user_id="u-2", session_id="s-2")
    await say(tenant, "last day at Stripe for the contractors was friday", user_id="u-2", session_id="s-2")
    jobs = [
        f["object_value"] for f in await list_facts(tenant, user_id="u-2") if f["predicate"] == "workplace"
    ]
    assert jobs == ["Shopify"], jobs
