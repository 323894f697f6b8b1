"""Unmarked English updates judged per clause (extraction.held_kinds_en.judged), values in a modifier
position, the held value named as given up or missed, and values of a closed shape
(extraction.held_shapes_en): docs/extraction.md, "Held-slot comparison by kind"."""

from memory_center.extraction.held_kinds import HeldValue, replacing
from memory_center.extraction.held_kinds_en import free_text_values, judged, named
from memory_center.extraction.held_shapes_en import shaped


def values(text: str) -> list[tuple[str, set[str]]]:
    return [(one.value, set(one.kinds)) for one in named(text)]


def replaced(text: str, held: list[HeldValue]) -> list[tuple[str, str]]:
    return [(one.slot.name, one.value) for one in replacing(named(text), held, {})]


def test_a_request_in_another_clause_does_not_veto_the_statement() -> None:
    text = "our mortgage payment on the Croydon house went up again, can you help me look at remortgaging?"
    assert ("Croydon", {"place"}) in values(text)
    kept = [clause for clause, _ in judged(text)]
    assert kept == ["our mortgage payment on the Croydon house went up again"]


def test_a_question_or_request_alone_keeps_nothing() -> None:
    assert values("is York a nice place to live?") == []
    assert values("can you find flats in Croydon for me?") == []


def test_a_value_as_a_modifier_is_read() -> None:
    assert ("Denver", {"place"}) in values("our Denver apartment gets so much sun in the mornings")
    text = "my Capgemini laptop finally arrived, I can actually log in"
    assert ("Capgemini", {"organisation"}) in values(text)
    assert ("Tesla", {"car"}) in values("I'm still getting used to the Tesla's regen braking")


def test_the_old_value_named_as_missed_or_sold_confirms_the_replacement() -> None:
    held = [HeldValue("workplace", "Deloitte", "user", "workplace")]
    text = "six weeks at PwC and I don't miss the Deloitte hours at all"
    assert replaced(text, held) == [("workplace", "PwC")]
    held = [HeldValue("music_service", "Spotify", "user", "music_service")]
    text = "made a gym playlist on Tidal, it sounds so much better than Spotify ever did"
    assert replaced(text, held) == [("music_service", "Tidal")]
    held = [HeldValue("residence", "Oakland", "user", "residence")]
    text = "still can't find a decent taco place in Sacramento, nothing like what we had back in Oakland"
    assert replaced(text, held) == [("residence", "Sacramento")]


def test_two_values_liked_alike_replace_nothing() -> None:
    held = [HeldValue("music_service", "Spotify", "user", "music_service")]
    assert replaced("I use Tidal and Spotify, both are great", held) == []


def test_a_job_title_after_a_role_word_is_the_users() -> None:
    assert ("team lead", {"job"}) in values("first week as a team lead and I haven't written a line of code")
    assert ("senior designer", {"job"}) in values("just got made senior designer, so happy")
    text = "I joined a small firm in Reading as their finance manager."
    assert ("finance manager", {"job"}) in values(text)
    held = [HeldValue("job", "junior analyst", "user", "job")]
    text = "being a senior analyst means I'm on every client call"
    assert replaced(text, held) == [("job", "senior analyst")]


def test_someone_elses_title_a_question_or_a_hypothetical_is_not() -> None:
    assert values("my sister just became a head nurse at her hospital") == []
    assert values("my manager is a team lead and she's great") == []
    assert values("what does a senior analyst usually earn in London?") == []
    assert values("if I become a team lead I'll finally get a raise") == []
    assert values("I'm a big fan of jazz") == []


def test_look_alikes_keep_no_value() -> None:
    assert values("in Phoenix for the weekend for my cousin's wedding, it's 40 degrees") == []
    assert values("my brother's new Tesla is ridiculous") == []
    assert values("we're in Vancouver this week for a conference, the hotel is lovely") == []
    assert values("Back in 2019, I lived in Denver") == []


def test_an_email_address_of_the_user_and_not_of_others() -> None:
    said = "since joining Contoso everything goes to jpark@contoso.io, northwind shut my old account down"
    assert shaped("since joining Contoso everything goes to jpark@contoso.io", said)
    asked = "can you send the invoice to accounts@vendorco.com?"
    assert shaped(asked, asked) == []
    assert shaped("cc my boss on raj.boss@corp.com please", "cc my boss on raj.boss@corp.com please") == []


def test_free_text_that_holds_a_residence_workplace_or_title() -> None:
    def slots(text: str) -> list[str]:
        return [one.slot for one in free_text_values("user", "said:x", text)]

    assert slots("We rent a two-bed in Clapham") == ["residence"]
    assert slots("I live with my parents in Queens still, saving up") == ["residence"]
    assert slots("I work the front desk at the Hilton downtown") == ["workplace"]
    assert slots("I work out at the Planet Fitness near my office") == ["gym"]
    assert slots("I'm a staff nurse on a surgical ward") == ["job"]
    assert slots("my work email is j.park@northwind.com") == ["email"]
