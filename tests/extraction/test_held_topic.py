"""A newer stance on the topic of a held liking or habit (``extraction.held_topic`` through
``held_relation_en.relate``; docs/extraction.md, "Session 23: a newer stance on the same topic")."""

from memory_center.extraction.held_relation_en import compared, relate, stances
from memory_center.extraction.held_relation_zh import stances_zh
from memory_center.extraction.held_topic import TOPIC, Topic, options_of_one_slot, replaces, topic_shared


def test_a_choice_replaces_a_held_liking_of_its_topic_surely() -> None:
    held = ["Window seat every time when I fly, I like to sleep against the wall"]
    found = stances("I prefer aisle seats these days — with my knee I need to get up and walk a lot")
    assert compared(found, held) == [[0]]  # "seats" / "seat": the topic
    (relation,) = relate(found, [True], [[0.44]], [False])
    assert relation.held == 0 and relation.sure


def test_a_change_with_no_choice_replaces_unsurely() -> None:
    found = stances("breakfast is scrambled eggs every day now")
    assert compared(found, ["my usual breakfast is porridge with honey"]) == [[0]]
    (relation,) = relate(found, [True], [[0.52]], [True])
    assert not relation.sure
    assert replaces("I've started swimming in the sea on weekends now", 0.68) is Topic.UNSURE


def test_an_addition_replaces_nothing() -> None:
    for said in ("I've been playing tennis on saturdays too", "these days I'm into jazz music as well"):
        found = stances(said)
        assert found and relate(found, [True], [[0.8]], [True]) == []
    assert replaces("I'm also getting really into k-pop now", 0.6) is None


def test_below_the_topic_floor_nothing_is_replaced() -> None:
    found = stances("I've switched to Lidl for the weekly shop")
    assert relate(found, [True], [[TOPIC - 0.01]], [True]) == []
    (relation,) = relate(found, [True], [[TOPIC + 0.01]], [True])
    assert relation.sure


def test_a_clause_said_as_taken_up_has_a_stance() -> None:
    (stance,) = stances("Weirdly I've switched back to paperbacks")
    assert stance.positive and stance.lasting and stance.changed
    assert stances("I haven't switched to paperbacks") == []


def test_someone_else_a_one_off_or_a_question_takes_no_stance() -> None:
    assert stances("my wife has switched to sleeping with the AC on these days") == []
    assert stances("just this once I'll go for a mocha") == []
    assert stances("should I switch to running in the evenings instead?") == []


def test_topic_words_by_compound_stems_and_no_cue_words() -> None:
    assert topic_shared(frozenset({"paperback"}), frozenset({"paper", "book"}))
    assert topic_shared(frozenset({"ebook"}), frozenset({"book"}))
    assert not topic_shared(frozenset({"run"}), frozenset({"runner"}))  # too short to be a compound's part
    assert compared(stances("I prefer tea these days"), ["I prefer window seats"]) == [[]]


def test_a_chinese_weak_giving_up_is_a_turn_beside_a_choice_only() -> None:
    found = stances_zh("这阵子嗓子老疼，改成开电扇睡了，空调基本不开")
    # the choice itself is the new habit taken (session 26), the weak giving up a turn beside it
    assert [(stance.clause, stance.positive) for stance in found] == [
        ("改成开电扇睡了", True),
        ("空调基本不开", False),
    ]
    assert stances_zh("这阵子嗓子老疼，空调基本不开") == []


def test_two_options_of_one_slot_share_the_slot_as_their_topic() -> None:
    found = stances("I ride my bike to work now")
    assert compared(found, ["I always take the bus to work", "I love pizza"]) == [[0]]
    assert not options_of_one_slot("I ride my bike to work now", "I ride my bike on weekends")


def test_a_sure_turn_of_a_held_memory_wins_over_an_unsure_replacement() -> None:
    found = stances("i'm fully hooked on oat milk lattes, black coffee tastes like burnt dirt to me lately")
    (relation,) = relate(found, [True], [[0.45], [0.66]], [True])
    assert relation.stance == 1 and relation.sure
