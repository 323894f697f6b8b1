"""One topic under two keys (governance.same_topic, docs/governance.md "One topic under two keys"):
which held USER facts a statement under another key replaces (a head term in common, values that
cannot both hold), and the look-alikes it leaves alone."""

import uuid

from memory_center.enums import OwnerType, Scope
from memory_center.facts.keys import FactKey, ScopeIds
from memory_center.governance.same_topic import Topical, head_in, topic_links


def key(subject: str, predicate: str, scope: Scope = Scope.USER) -> FactKey:
    ids = ScopeIds(user_id="u-1", session_id="s-1" if scope is Scope.SESSION else None)
    return FactKey("t", OwnerType.USER, "u-1", scope, ids, subject, predicate)


def held(subject: str, predicate: str, value: str, content: str) -> Topical:
    return Topical(uuid.uuid4(), key(subject, predicate), value, content)


def links(subject: str, predicate: str, value: str, content: str, *facts: Topical) -> list[str | None]:
    return [one.key.subject for one in topic_links(key(subject, predicate), value, content, list(facts))]


STEAK = held("steak", "how", "well done", "I always order my steak well done")
PINEAPPLE = held("pineapple on pizza", "preference", "like", "I love pineapple on pizza")
FRUIT = held("水果", "favourite", "西瓜", "我最喜欢的水果是西瓜")


def test_a_head_term_in_common_links_a_held_value_of_a_one_valued_key() -> None:
    said = "I've come around to medium-rare steak, it's so much juicier"
    assert links("medium-rare steak", "preference", "like", said, STEAK) == ["steak"]
    assert links("水果", "preference", "like", "芒果是我最爱的水果", FRUIT) == ["水果"]
    coffee = held("coffee", "how", "black", "I always take my coffee black")
    assert links("user", "milk", "oat milk", "These days I pour oat milk into my coffee", coffee) == [
        "coffee"
    ]


def test_an_opposite_stance_on_the_held_thing_links_whatever_the_new_subject() -> None:
    said = "ok tried it again and honestly pineapple on pizza is gross, never again"
    assert links("again", "preference", "dislike", said, PINEAPPLE) == ["pineapple on pizza"]


def test_additive_statements_and_two_likings_link_nothing() -> None:
    jazz = held("jazz", "preference", "like", "I love jazz")
    assert links("rock music", "preference", "like", "I also love rock music", jazz) == []
    assert links("rock music", "preference", "like", "I love rock music", jazz) == []
    assert links("rock", "preference", "dislike", "I hate rock", jazz) == []
    green = held("green tea", "preference", "like", "I like green tea")
    assert links("black tea", "preference", "like", "I like black tea too.", green) == []
    assert links("black tea", "preference", "dislike", "I can't stand black tea", green) == []
    assert links("steak tartare", "preference", "like", "I also love steak tartare", STEAK) == []
    sichuan = held("川菜", "preference", "like", "我喜欢吃川菜")
    assert links("粤菜", "preference", "like", "我也挺喜欢粤菜的", sichuan) == []


def test_what_the_matcher_compared_and_two_things_of_one_attribute_are_left_to_it() -> None:
    coffee = held("coffee", "preference", "like", "I like coffee")
    assert links("noisy coffee shop", "preference", "dislike", "I hate noisy coffee shops", coffee) == []
    son = held("son", "name", "Noah", "My son is called Noah")
    assert links("youngest son", "name", "Leo", "My youngest son is called Leo", son) == []
    birthday = held("user", "birthday", "June 1st", "My birthday is on June 1st")
    assert links("wife", "birthday", "June 11th", "My wife's birthday is on June 11th", birthday) == []
    hotel = held("hotel_budget", "max_amount", "100 EUR", "My hotel budget is usually 100 euros a night")
    assert (
        links("flight_budget", "max_amount", "400 EUR", "My flight budget is usually 400 euros", hotel) == []
    )


def test_two_slots_of_the_schema_are_never_one_topic() -> None:
    job = held("user", "job", "nurse", "I work as a nurse")
    assert links("user", "workplace", "Kaiser", "Started my nurse job at Kaiser this week", job) == []


def test_other_scopes_and_free_text_are_not_compared() -> None:
    said = "medium-rare steak is what I order now"
    session_key = key("medium-rare steak", "preference", Scope.SESSION)
    assert topic_links(session_key, "like", said, [STEAK]) == []
    assert links("user", "said:medium-rare steak is what i order now", said, said, STEAK) == []


def test_head_terms_are_whole_words_or_two_chinese_characters() -> None:
    assert head_in("steaks", "I order steak")
    assert not head_in("tea", "I love teapots")
    assert not head_in("猫", "我妈妈不喜欢猫")  # one character: too little to name a topic
    assert head_in("水果", "芒果是我最爱的水果")
    assert not head_in("user", "the user")
