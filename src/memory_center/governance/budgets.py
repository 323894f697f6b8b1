"""Budgets by kind: a standing habit or one occasion's (docs/extraction.md, "Session 23: standing
budgets by kind, and their revisions").

A budget said as the user's way of spending ("about $40 a head", "for dinners out", 一顿五十左右, 人均一百,
每个月房租四千) is a lasting CONSTRAINT of the budget slot of its kind, like one said with a word of
lasting (usually, 一般: ``lasting.says_lasting``). A budget of one occasion (this trip, tonight, 这次, a
named trip or event) stays a detail of the task at hand. A budget said with neither is the task's too,
unless the write path found the user's held standing budget of its kind (``revises``:
``writepath.budget_revisions``): then it is that budget's new amount. Pure word checks, no I/O.
"""

import re
from typing import Protocol

from memory_center.governance import lasting

BUDGET = re.compile(r"预算|\bbudget\b", re.IGNORECASE)
_HABIT = re.compile(
    # a unit of the user's everyday spending: a head, a meal, a month; travel for work (出差, "on business
    # trips"); a kind said in the plural ("for dinners out", "on gifts"): every occasion of it
    r"人均|一顿|每顿|日常|每个?月|每人"
    r"|\b(?:a|per|each)\s+(?:head|person|meal|cover|month)\b|\bpp\b|\bmonthly\b"
    r"|\b(?:eat(?:ing)?|din(?:e|ing)|meals?)\s+out\b"
    r"|出差|\b(?:on|for)\s+(?:business|work)\s+trips\b|\bwhen(?:ever)?\s+i\s+travel\b"
    r"|\b(?:for|on)\s+(?:my\s+)?(?:dinners|lunches|breakfasts|meals|restaurants|hotels|gifts|presents"
    r"|flights|groceries|takeaways?|takeouts?|holidays|vacations|trips)\b"
    # an order that keeps every one of a kind said in the plural under the amount ("Keep hotels under $200
    # a night", "keep my lunch orders under $15"): each occasion of the kind, not one
    r"|\b(?:keep|cap|limit|hold)\s+(?:all\s+)?(?:(?:my|our|the|your)\s+)?(?:[a-z-]+\s+)?"
    r"(?!(?:this|its|us|plus|things)\b)[a-z]{2,}[^s\W]s\s+(?:under|below|at|to|within|no\s+more\s+than)\b",
    re.IGNORECASE,
)
_OCCASION = re.compile(
    # one occasion named: the one-time words of ``lasting`` that name an occasion, not a period ("this
    # month" said of a standing budget is its revision: 这个月手头紧，一顿控制在三十以内), and a named event
    r"这次|本次|这趟|此次|这回|这一次|这一趟|今天|今晚|明天|明晚|后天|这周末|这个周末|下周"
    r"|\b(?:this|that|the|our|my)\s+(?:[\w-]+\s+){0,2}?(?:trip|booking|visit|stay|conference|wedding|party"
    r"|event|holiday|vacation|meeting|offsite)\b|\b(?:this|that|the)\s+(?:time|order|weekend|dinner|lunch)\b"
    r"|\b(?:today|tonight|tomorrow|next\s+week)\b|之行|婚礼|聚会|会议",
    re.IGNORECASE,
)


class Budgeted(Protocol):
    @property
    def subject(self) -> str | None: ...
    @property
    def object_value(self) -> str | None: ...


def says_habit(text: str) -> bool:
    """A budget said as the user's everyday spending (a head, 一顿, "for dinners out"), no occasion."""
    return _HABIT.search(text) is not None and not names_occasion(text)


def names_occasion(text: str) -> bool:
    """A budget's occasion named: this trip, tonight, 这次, "for the Tokyo conference"."""
    return _OCCASION.search(text) is not None


def is_task_budget(draft: Budgeted, text: str) -> bool:
    """A budget with no word of lasting and, on a budget's key, no habit of spending: a detail of the
    task at hand. The habit makes the budget the user's, not another reading of its words (a liking
    read from 我出差住酒店预算是每晚四百 stays the task's). A standing rule whose topic is the budget is no
    budget (``lasting.topic_rule``)."""
    keyed = (draft.subject or "").endswith("budget")
    return (
        (keyed or BUDGET.search(text) is not None)
        and not lasting.says_lasting(text)
        and not (keyed and says_habit(text))
        and not lasting.topic_rule(draft.object_value, text)
    )
