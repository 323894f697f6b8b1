"""Another person's words quoted in a message are cut out before it is read (docs/extraction.md,
"Quotations of someone else"): a saying or a line someone else said is no memory of the user's; the
rest of the message, and a quotation of the user's own, are read as usual."""

import pytest

from extraction.test_rules_judgement import read
from memory_center.extraction.rules.quotes import without_their_quotes


@pytest.mark.parametrize(
    "text",
    [
        "as my grandma always put it, 'never trust a man who doesn't like dogs' lol",
        "my dad's motto: 'work hard, play hard'",
        'My boss always says "I hate meetings before ten"',
        "我奶奶常说“吃亏是福”",
        "用我妈的话说：“钱要花在刀刃上”",
        "俗话说「早起的鸟儿有虫吃」",
    ],
)
def test_a_quotation_of_someone_else_says_nothing_of_the_user(text: str) -> None:
    assert read(text) == []


@pytest.mark.parametrize(
    ("text", "word"),
    [
        (
            "As Oscar Wilde said, 'I can resist everything except temptation' and honestly I love chocolate",
            "chocolate",
        ),
        ("Everyone says 'Lisbon is overrated' but I love Lisbon", "lisbon"),
        ("as I always say, 'never skip breakfast'", "breakfast"),
        ("I'd call myself 'outdoorsy' and I love hiking", "hiking"),
    ],
)
def test_the_rest_and_the_users_own_quotations_are_read(text: str, word: str) -> None:
    assert any(word in c.content.lower() for c in read(text))


@pytest.mark.parametrize(
    ("text", "left"),
    [
        ("as my grandma always put it, 'never trust a man who doesn't like dogs' lol", "lol"),
        ("I don't mind, 'cause it's fine", "I don't mind, 'cause it's fine"),
        ("Honestly I said 'no more red-eyes', I meant it", "Honestly I said 'no more red-eyes', I meant it"),
    ],
)
def test_apostrophes_and_the_users_words_are_kept(text: str, left: str) -> None:
    assert without_their_quotes(text).strip() == left


@pytest.mark.parametrize(
    "text",
    [
        "for this one email can you make it sound more formal? 'hey guys, I hate meetings before ten'",
        "'I always fly Delta and love the lounges' — rewrite that line so it sounds like a pirate",
        "check the grammar: 'i lives in chicago and i works at a bakery'",
        "帮我把这句话翻译成英文：“我对花生过敏”，给外国同事看的",
        "把“我最爱吃火锅，每周都要去一次”改得正式一点",
        "润色一下这段：“我一直很喜欢挑战，从不害怕加班”",
        "老板发来“以后周报一律周五下午交”",
    ],
)
def test_text_handed_over_to_work_on_says_nothing_of_the_user(text: str) -> None:
    assert read(text) == []


@pytest.mark.parametrize(
    ("text", "word"),
    [
        (
            "I'm vegetarian btw. can you translate this menu line for me: 'grilled octopus with lemon'",
            "vegetarian",
        ),
        ("I love the word 'serendipity', use it in my wedding toast", "serendipity"),
        ("I edit videos for a living and I love the show 'Severance'", "severance"),
        ("我特别喜欢“岁月静好”这个词，帮我写个生日祝福用上", "岁月静好"),
    ],
)
def test_the_users_own_words_beside_material_are_read(text: str, word: str) -> None:
    assert any(word in c.content.lower() for c in read(text))
