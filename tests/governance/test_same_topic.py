"""One topic under two keys (governance.same_topic, docs/governance.md "One topic under two keys"):
which held USER facts a statement under another key replaces (a head term in common, values that
cannot both hold), may replace (close in meaning: review), and the look-alikes it leaves alone."""

import uuid

from memory_center.enums import OwnerType, Scope
from memory_center.facts.keys import FactKey, ScopeIds
from memory_center.governance.matching import Likeness
from memory_center.governance.same_topic import (
    TOPIC_SIMILARITY,
    Topical,
    head_in,
    needs_meaning,
    topic_links,
)

MODEL = next(iter(TOPIC_SIMILARITY))


def key(subject: str, predicate: str, scope: Scope = Scope.USER) -> FactKey:
    ids = ScopeIds(user_id="u-1", session_id="s-1" if scope is Scope.SESSION else None)
    return FactKey("t", OwnerType.USER, "u-1", scope, ids, subject, predicate)


def held(subject: str, predicate: str, value: str, content: str) -> Topical:
    return Topical(uuid.uuid4(), key(subject, predicate), value, content)


def links(
    subject: str, predicate: str, value: str, content: str, *facts: Topical, score: float | None = None
):
    similarity = {} if score is None else {fact.fact_id: score for fact in facts}
    return [
        (link.likeness, link.key.subject)
        for link in topic_links(key(subject, predicate), value, content, list(facts), similarity, MODEL)
    ]


STEAK = held("steak", "how", "well done", "I always order my steak well done")
PINEAPPLE = held("pineapple on pizza", "preference", "like", "I love pineapple on pizza")
FRUIT = held("水果", "favourite", "西瓜", "我最喜欢的水果是西瓜")


def test_a_head_term_in_common_links_a_held_value_of_a_one_valued_key() -> None:
    said = "I've come around to medium-rare steak, it's so much juicier"
    assert links("medium-rare steak", "preference", "like", said, STEAK) == [(Likeness.TOPIC, "steak")]
    assert links("水果", "preference", "like", "芒果是我最爱的水果", FRUIT) == [(Likeness.TOPIC, "水果")]


def test_an_opposite_stance_on_the_held_thing_links_whatever_the_new_subject() -> None:
    said = "ok tried it again and honestly pineapple on pizza is gross, never again"
    assert links("again", "preference", "dislike", said, PINEAPPLE) == [
        (Likeness.TOPIC, "pineapple on pizza")
    ]


def test_additive_statements_and_two_likings_link_nothing() -> None:
    jazz = held("jazz", "preference", "like", "I love jazz")
    assert links("rock music", "preference", "like", "I also love rock music", jazz) == []
    assert links("rock music", "preference", "like", "I love rock music", jazz) == []
    green = held("green tea", "preference", "like", "I like green tea")
    assert links("black tea", "preference", "like", "I like black tea too.", green) == []
    assert links("black tea", "preference", "dislike", "I can't stand black tea", green) == []
    assert links("steak tartare", "preference", "like", "I also love steak tartare", STEAK) == []
    assert (
        links(
            "粤菜",
            "preference",
            "like",
            "我也挺喜欢粤菜的",
            held("川菜", "preference", "like", "我喜欢吃川菜"),
        )
        == []
    )


def test_a_liking_of_the_same_stance_leaves_a_liking_alone() -> None:
    assert links("pineapple", "preference", "like", "Pineapple juice is great", PINEAPPLE) == []


def test_two_slots_of_the_schema_are_never_one_topic() -> None:
    job = held("user", "job", "nurse", "I work as a nurse")
    said = "Started my new job at Kaiser this week"
    assert links("user", "workplace", "Kaiser", said, job, score=0.99) == []


def test_close_in_meaning_without_a_head_term_is_unsure_and_only_above_the_measured_threshold() -> None:
    diet = held("user", "diet", "vegetarian", "I'm vegetarian")
    said = "I've been eating meat for months"
    least = TOPIC_SIMILARITY[MODEL]["en"]
    assert needs_meaning(key("meat", "preference"), "like", said, diet)
    assert links("meat", "preference", "like", said, diet, score=least) == [(Likeness.UNSURE, "user")]
    assert links("meat", "preference", "like", said, diet, score=least - 0.01) == []
    # a stance with no head term in common is never linked by meaning (jazz / rock)
    jazz = held("jazz", "preference", "like", "I love jazz")
    assert not needs_meaning(key("rock", "preference"), "dislike", "I hate rock", jazz)
    assert links("rock", "preference", "dislike", "I hate rock", jazz, score=0.99) == []


def test_other_scopes_and_free_text_are_not_compared() -> None:
    said = "medium-rare steak is what I order now"
    session_key = key("medium-rare steak", "preference", Scope.SESSION)
    assert topic_links(session_key, "like", said, [STEAK], {}, MODEL) == []
    assert links("user", "said:medium-rare steak is what i order now", said, said, STEAK) == []


def test_head_terms_are_whole_words_or_two_chinese_characters() -> None:
    assert head_in("steaks", "I order steak")
    assert not head_in("tea", "I love teapots")
    assert not head_in("猫", "我妈妈不喜欢猫")  # one character: too little to name a topic
    assert head_in("水果", "芒果是我最爱的水果")
    assert not head_in("user", "the user")
