"""Memory judgement, everyday phrasing: the same memories said the way people say them in passing —
how others address the user, where they come from, their job by its name, idioms of a change of mind,
a change of diet, amounts in English words, and a correction in a later message. Written after the
rule families existed, from sentences none of their cases used (docs/evaluation.md)."""

from memory_center.evaluation.cases.judgement import STANCE, C, F, P, change, changed_to, remembered
from memory_center.evaluation.model import Case

_SELF = tuple(
    change("move_rename", case_id, first, second, (F, "user", attribute, old), new)
    for case_id, first, second, attribute, old, new in (
        ("en-nickname", "My name is Joanna.", "Everyone calls me Jo, you can too.", "name", "Joanna", "Jo"),
        ("zh-nickname", "我叫李明。", "朋友们一般叫我阿明。", "name", "李明", "阿明"),
        ("en-job-title", "I work as a nurse.", "I'm a paramedic now.", "job", "nurse", "paramedic"),
        ("zh-job-at-place", "我是一名老师。", "我现在在一家医院当护士。", "job", "老师", "护士"),
        (
            "en-working-for",
            "I work at Google.",
            "I'm now working for Stripe.",
            "workplace",
            "Google",
            "Stripe",
        ),
        (
            "en-started-new-job",
            "I work at Google.",
            "I just started a new job at Stripe.",
            "workplace",
            "Google",
            "Stripe",
        ),
        (
            "en-my-number",
            "My phone number is 555-0101.",
            "My new number is 555-0199.",
            "phone",
            "555-0101",
            "555-0199",
        ),
        ("zh-hometown", "我是湖南人。", "说错了，我老家在四川。", "hometown", "湖南", "四川"),
        (
            "en-grew-up",
            "I'm from Leeds originally.",
            "Sorry, I grew up in Manchester.",
            "hometown",
            "Leeds",
            "Manchester",
        ),
    )
)

_IDIOMS = tuple(
    change("change_of_mind", case_id, first, second, (P, thing, STANCE, "like"), "dislike")
    for case_id, first, second, thing in (
        ("en-not-my-thing", "I'm a big fan of sushi.", "Sushi isn't really my thing anymore.", "sushi"),
        ("en-over-it", "I love jazz.", "Honestly I'm kind of over jazz these days.", "jazz"),
        ("en-done-with", "I really enjoy energy drinks.", "I'm done with energy drinks.", "energy drink"),
        ("en-not-for-me", "I like camping.", "Camping's not for me these days.", "camping"),
        ("zh-not-my-dish", "我挺喜欢吃火锅的。", "火锅已经不是我的菜了。", "火锅"),
    )
)

_DIETS = (
    changed_to(
        "change_of_mind",
        "en-eats-meat-again",
        "I'm vegetarian.",
        "I eat meat again since last month.",
        (C, "user", "diet", "vegetarian"),
        (F, "user", "diet", "none"),
    ),
    changed_to(
        "change_of_mind",
        "zh-eats-meat-again",
        "我是素食主义者。",
        "我现在也吃肉了。",
        (C, "user", "diet", "素食"),
        (F, "user", "diet", "none"),
    ),
    change(
        "change_of_mind",
        "en-went-vegan",
        "I'm vegetarian.",
        "I went vegan last month.",
        (C, "user", "diet", "vegetarian"),
        "vegan",
    ),
)

_AMOUNTS = (
    remembered(
        "numbers_and_dates",
        "en-words-thousand",
        "My budget is usually three thousand euros.",
        (C, "budget", "max_amount", "3000 EUR"),
    ),
    remembered(
        "numbers_and_dates",
        "en-words-hundred-night",
        "I can always spend up to two hundred and fifty dollars a night on hotels.",
        (C, "hotel_budget", "max_amount", "250 USD/night"),
    ),
)

_LATER = tuple(
    change("correction", case_id, first, second, (F, "user", attribute, old), new)
    for case_id, first, second, attribute, old, new in (
        (
            "en-later-message",
            "I moved to Lisbon in May.",
            "Oops, I meant Porto.",
            "residence",
            "Lisbon",
            "Porto",
        ),
        ("zh-later-message", "我在腾讯上班。", "说错了，应该是阿里巴巴。", "workplace", "腾讯", "阿里巴巴"),
        (
            "en-later-names-the-old",
            "I work at Siemens as an engineer.",
            "Sorry, Bosch, not Siemens.",
            "workplace",
            "Siemens",
            "Bosch",
        ),
    )
)
"""A correction in a message of its own, after the message it corrects (``writepath.later``)."""

CASES: tuple[Case, ...] = (*_SELF, *_IDIOMS, *_DIETS, *_AMOUNTS, *_LATER)
