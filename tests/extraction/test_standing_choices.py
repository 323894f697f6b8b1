"""Standing rules said without a rule verb (``rules.standing``, issue 24): one thing chosen over another
in the cases the rule names, a thing "only" in a setting, an order ended by "from now on", the user's
own way asked of the agent too (你给我写的也一样). Tastes, verbs' "over" and one-offs stay no rule."""

import pytest

from extraction.test_health_and_kind_orders import lasting_constraints


@pytest.mark.parametrize(
    ("text", "word"),
    [
        ("Aisle seats over window seats on any flight longer than two hours.", "aisle seat"),
        ("Trains over planes for anything under five hours. I'm trying to cut my flying.", "train"),
        ("Hotels over Airbnbs when I travel for work.", "hotel"),
        ("Metric units only in recipes.", "metric unit"),
        ("Oat milk only at the office, please.", "oat milk"),
        ("Please keep replies in bullet points from now on, paragraphs lose me.", "bullet points"),
        ("Write dates as DD/MM from now on.", "dd/mm"),
        ("我写的代码注释都用中文，你给我写的也一样。", "注释"),  # the user's own way, asked of the agent too
        ("我的文档标题都用加粗，你写的也照这个来。", "标题"),
        ("我做的表格一律用宋体，你帮我做的也这样。", "宋体"),
    ],
)
def test_a_choice_or_a_setting_said_as_a_rule_is_a_standing_rule(text: str, word: str) -> None:
    assert any(word in said.casefold() for said in lasting_constraints(text)), text


@pytest.mark.parametrize(
    "text",
    [
        "Tea over coffee for me, every time.",  # a taste, no cases named
        "Tea over coffee any day.",
        "I'm over it.",
        "We went over budget again on the trip.",
        "Took over the project last week.",
        "I'm so over winter.",
        "My sister prefers trains over planes for short trips.",
        "我写的代码注释都用中文。",  # the user's own way, not asked of the agent
        "我妈做的菜都用猪油，你做的也一样吗？",
    ],
)
def test_tastes_and_verbs_over_are_no_standing_rule(text: str) -> None:
    assert not lasting_constraints(text), text
