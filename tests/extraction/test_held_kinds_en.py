"""Held-slot comparison by kind in English (extraction.held_kinds_en, pure): English values of a known
kind said about the user, and the held single-valued slot each replaces (held_kinds.replacing)."""

from memory_center.extraction.held_kinds import HeldValue, replacing
from memory_center.extraction.held_kinds_en import free_text_values, named, taken_by_rules
from memory_center.extraction.rules.attributes import read_option


def values(text: str, placed: frozenset[str] = frozenset()) -> list[str]:
    return [one.value for one in named(text, placed)]


def held(slot: str, value: str) -> HeldValue:
    return HeldValue(slot, value, "user", slot)


def test_values_of_a_known_kind_are_found_in_any_wording() -> None:
    assert values("The Seattle drizzle is getting to me, my flat gets no sun.") == ["Seattle"]
    assert values("Charging the Tesla overnight at home costs me six dollars.") == ["Tesla"]
    assert values("Sold the Mazda and bought a secondhand Skoda Octavia.") == ["Skoda Octavia"]
    assert values("Our all-hands at Meta ran over again today.") == ["Meta"]
    assert values("Swapped to giffgaff, half the price for the same data.") == ["giffgaff"]
    assert values("My badge at Initech stopped working.") == [
        "Initech"
    ]  # unknown: an organisation after "at"
    assert values("Made Vivaldi my default browser.") == ["Vivaldi"]  # unknown: the browser, by its cue


def test_everyday_words_and_brands_are_no_places_or_values_by_themselves() -> None:
    assert values("Three weeks into life in Austin and I love it.") == ["Austin"]  # "Three" opens it
    assert values("My bike commute is 20 minutes flat.") == []  # an everyday word without its slot read
    assert values("My bike commute is 20 minutes flat.", frozenset({"commute"})) == ["bike"]
    [santander] = named("The Santander app logged me out again.")
    assert santander.kinds == {"bank"}  # a listed brand is never a place


def test_what_is_not_the_users_lasting_state_gives_no_value() -> None:
    for text in (
        "My brother just moved to York for work.",  # someone else
        "My wife swears by her Pixel.",
        "Flying to Rome next week for a conference.",  # a trip
        "Rented a Tesla for the weekend trip to Wales.",
        "If I ever got an offer from McKinsey I'd take it.",  # a hypothetical
        "We're thinking about moving to Bath next year.",
        "Should I open an account with Monzo?",  # a question
        "I used to live in Liverpool, loved it there.",  # a past state
        "I flew Delta once, never again.",
        "Sorry, I meant Gloucester, not Leicester.",  # a correction: the correction step's
        "Cancelled Netflix last week.",  # given up
        "The traffic in Leeds this morning made me late.",  # a place of this day, not a home
    ):
        assert values(text) == [], text


def test_a_value_of_the_held_kind_replaces_the_held_slot() -> None:
    [moved] = replacing(
        named("Winters in Vancouver are milder, glad we made the jump."), [held("residence", "Toronto")], {}
    )
    assert (moved.slot.name, moved.value) == ("residence", "Vancouver")
    [gym] = replacing(
        named("Cancelled that gym membership and joined a CrossFit box."), [held("gym", "PureGym")], {}
    )
    assert (gym.slot.name, gym.value) == ("gym", "CrossFit")
    [bank] = replacing(
        named("Closed my old checking account and opened one at a credit union, Alliant."),
        [held("bank", "Wells Fargo")],
        {},
    )
    assert bank.value == "Alliant"


def test_nothing_is_replaced_without_a_held_slot_of_the_kind_or_with_the_old_still_held() -> None:
    assert (
        replacing(
            named("Winters in Vancouver are milder, glad we made the jump."), [held("workplace", "IBM")], {}
        )
        == []
    )
    assert (
        replacing(named("I love Bristol and Bath equally, I'm lucky."), [held("residence", "Bristol")], {})
        == []
    )
    [phone] = replacing(
        named("Gave the iPhone to my mum, I'm on a Samsung Galaxy now."), [held("phone_model", "iPhone")], {}
    )
    assert phone.value == "Samsung Galaxy"  # the held one named, and given up


def test_english_free_text_holds_an_option_slot() -> None:
    [netflix] = free_text_values(
        "user", "said:x", "We've got Netflix, that's our only streaming subscription"
    )
    assert netflix.slot == "video_service" and netflix.free_text
    assert free_text_values("user", "said:x", "We love long walks in Leeds") == []


def test_a_carrier_said_with_a_capital_is_the_mobile_network() -> None:
    reading = read_option("I'm on EE for my mobile.")
    assert reading is not None and (reading.predicate, reading.object_value) == ("mobile_network", "EE")
    assert read_option("I'm on three meds a day.") is None


def test_english_free_text_holds_the_employer_one_works_for() -> None:
    [walmart] = free_text_values("user", "said:x", "I do payroll for Walmart's regional office")
    assert walmart.slot == "workplace"
    [job] = replacing(named("Payroll at Costco keeps me busy."), [walmart], {})
    assert (job.slot.name, job.value, job.ends) == ("workplace", "Costco", (walmart,))


def test_a_towns_name_is_a_place_only_where_places_are_said() -> None:
    assert values("My name is Alice.") == []  # Alice, Texas: a person here
    assert values("I'm meeting David for lunch.") == []
    assert values("I've decided on the morning flight to Sydney.") == []  # where one goes
    assert values("I work at a startup in San Jose.") == []  # where one works
    assert values("I was meant to move to Madrid in May, but it fell through.") == []


def test_what_the_rules_read_into_another_slot_type_is_theirs() -> None:
    [alice] = named("Three weeks into life in Alice and I love it.")
    assert taken_by_rules(alice, {"name": "Alice"})
    [order] = named("My standing order is a plain flat white these days.", frozenset({"coffee_order"}))
    assert not taken_by_rules(order, {"coffee_order": "plain flat white"})
