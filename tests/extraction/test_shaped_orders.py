"""A standing rule read by its shape (``rules.shaped_orders``, docs/extraction.md "Standing rules by
their shape"): an order or a want addressed to the assistant AND said for every task to come is a
USER CONSTRAINT, whatever its words; a one-off, a question, a condition, a habit, a liking or someone
else's rule is none."""

import pytest

from extraction.test_health_and_kind_orders import lasting_constraints
from memory_center.extraction.rules.model import NEVER, REQUIRED
from memory_center.extraction.rules.shaped_orders import shaped_order


@pytest.mark.parametrize(
    ("text", "order", "value"),
    [
        ("Rule of thumb: bcc my lawyer on anything about the lease", "bcc my lawyer on anything", REQUIRED),
        ("Heads-up for you: flag every invoice you process over 500 euros", "flag every invoice", REQUIRED),
        ("I need you to attach the slides to every follow-up you send", "attach the slides", REQUIRED),
        ("From now on I want subtitles on any video you pick for me", "subtitles on any video", REQUIRED),
        ("Whenever I ask for a route, show the walking time too", "show the walking time", REQUIRED),
        ("Moving forward, no exclamation marks in anything you write for me", "exclamation marks", NEVER),
        ("以后发给房东的消息都抄送给我室友", "发给房东的消息都抄送给我室友", REQUIRED),
        ("做报表的时候数字请用千分位", "做报表的时候数字请用千分位", REQUIRED),
        ("我要你每次整理会议纪要都附上待办清单", "每次整理会议纪要都附上待办清单", REQUIRED),
        ("凡是发给客户的文件，请先转成PDF", "凡是发给客户的文件", REQUIRED),
    ],
)
def test_an_addressed_order_for_every_task_is_a_rule(text: str, order: str, value: str) -> None:
    found = shaped_order(text)
    assert found is not None and order in found.order and found.value == value, (text, found)
    assert lasting_constraints(text), text


@pytest.mark.parametrize(
    "text",
    [
        "bcc my lawyer on this email about the lease",  # one occasion
        "Send me the lasagna recipe in grams",  # a one-off, no quantifier
        "Do you always put the agenda at the top of invites?",  # a question
        "If I ever get a lawyer, bcc him on every email",  # a condition
        "My landlord always wants the rent receipts by email",  # someone else's rule
        "I always bcc my lawyer on anything about the lease",  # the user's habit
        "I always read the news before breakfast",  # a habit
        "Let me know whenever you're done",  # once, when it is done
        "Write everything you know about otters",  # a one-off
        "Please flag every typo in this draft",  # one draft
        "这次发给房东的消息抄送给我室友",  # one occasion
        "帮我看看所有的航班",  # a one-off over a set
        "你每次回复都太长了",  # a complaint, no order
        "我做报表的时候数字都用千分位",  # the user's own way
        "我老板每次都要求报表用千分位",  # someone else's rule
        "如果以后有了秘书，文件都抄送给她",  # a condition
        "这家公司的报表都是英文的",  # a description
    ],
)
def test_a_look_alike_is_no_rule(text: str) -> None:
    assert shaped_order(text) is None, text
    assert not lasting_constraints(text), text


@pytest.mark.parametrize("text", ["以后帮我订靠窗的座位", "I'd like a window seat"])
def test_a_liking_of_a_clean_thing_stays_a_liking(text: str) -> None:
    assert not lasting_constraints(text), text
