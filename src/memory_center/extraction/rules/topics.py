"""What a clause is about when it does not say it again: a pronoun for the thing an earlier clause of
the sentence named ("I've come around to spicy food, I enjoy it now"), a Chinese stance without its
object after a topic said first ("香菜我以前不吃，现在挺喜欢的"), a Chinese topic put before the
speaker ("可乐我已经不喝了" is 我已经不喝可乐了), and a budget named in one clause and given its amount in
the next (预算少一点，两千就行; "the budget has to come down, 500 is enough").

The reader tries these only on a clause that gave nothing, and keeps a resolved reading only when
it is about the topic itself, so a pronoun never lends its clause to another memory.
"""

import re

import memory_center.extraction.rules.words as w
from memory_center.extraction.rules.amounts import find_amount, with_digits
from memory_center.extraction.rules.text import (
    ZH_PARTICLE_SUFFIX,
    alternatives,
    compiled,
    en_thing,
    trim,
    zh_thing,
    zh_value,
)

_EN_PRONOUN = compiled(r"\b(?:it|them|that|those)\b")
_ZH_PRONOUN = re.compile(r"它们|它|这个|那个|这种|那种")
_ZH_BARE_STANCE = re.compile(
    rf"(?:{alternatives(w.ZH_BARE_STANCE_VERBS)})(?:{alternatives(w.ZH_PARTICLES)})*$"
)
_ZH_FRONTED = re.compile(
    rf"^(?!{alternatives(w.ZH_NOT_A_TOPIC)})(?P<topic>[\u4e00-\u9fffA-Za-z]{{1,8}}?)(?:被|给)?我(?P<rest>.+)$"
)
"""A topic before 我, and before a passive marker (奶茶被我戒掉了, 奶茶给我戒了): no part of it."""


_EN_PAST_STANCE = compiled(
    r"^I\s+(?:really\s+)?used\s+to\s+(?:really\s+)?(?:hate|love|like|dislike|enjoy|avoid|eat|drink|be into"
    r"|be a fan of|can't stand)\s+(?P<topic>.+)$"
)
_ZH_PAST_STANCE = re.compile(
    r"^我?(?:以前|原来|过去|之前|本来|曾经)(?:很|挺|特别|都|一直|从来)?(?:不|不太)?"
    r"(?:喜欢|讨厌|受不了|爱吃|爱喝|爱|吃|喝)(?P<topic>.+)$"
)


def past_topic(clause: str) -> str | None:
    """What a past stance is about ("I used to hate olives", 我以前不吃香菜): no memory of its own (it
    is no longer true), but the topic of what follows ("…, but now I love them")."""
    if match := _EN_PAST_STANCE.match(clause):
        return en_thing(match["topic"]) or None
    if match := _ZH_PAST_STANCE.match(clause):
        return zh_thing(match["topic"]) or None
    return None


_BUDGET_NAMED = compiled(r"^.*?(?:预算|budget\b)")
_BARE_AMOUNT_CHARS = 24
_ENOUGH = re.compile(r"(?:就行|就够了?|就好|就可以|也行|足够了?|够了|差不多)(?:了|吧|啦)*$")


def budget_topic(clause: str) -> str | None:
    """The budget a clause names without an amount (预算少一点, "let's lower the hotel budget"): the
    words up to "budget", for the next clause to give its amount."""
    match = _BUDGET_NAMED.match(clause)
    return None if match is None or find_amount(with_digits(clause)) else match.group(0)


def names_budget(topic: str, subject: str) -> bool:
    return subject.endswith("budget") and _BUDGET_NAMED.match(topic) is not None


def about_topic(clause: str, topic: str) -> str | None:
    """The clause with the topic in place of its pronoun, or after its bare verb of liking or eating;
    a short clause with an amount after a budget named before (两千就行 → 预算两千就行)."""
    if _BUDGET_NAMED.match(topic):
        bare = _ENOUGH.sub("", clause.removeprefix("我").removeprefix("I "))
        short = len(bare) <= _BARE_AMOUNT_CHARS and find_amount(with_digits(bare)) is not None
        return f"{topic}{'' if topic[-1:] == '算' else ' '}{bare}" if short else None
    if _EN_PRONOUN.search(clause) and topic.isascii():
        return _EN_PRONOUN.sub(topic, clause, count=1)
    if _ZH_PRONOUN.search(clause):
        return _ZH_PRONOUN.sub(topic, clause, count=1)
    if _ZH_BARE_STANCE.search(clause):
        return ZH_PARTICLE_SUFFIX.sub("", trim(clause)) + topic
    return None


def fronted_topic(clause: str) -> tuple[str, str] | None:
    """A Chinese topic said before 我, and the clause in the usual order ("可乐我已经不喝了" →
    ("可乐", "我已经不喝可乐"))."""
    match = _ZH_FRONTED.match(trim(clause))
    if match is None:
        return None
    topic = zh_value(match["topic"]) or match["topic"]  # 胡萝卜现在我挺爱吃的: the time is no part of it
    return topic, "我" + ZH_PARTICLE_SUFFIX.sub("", trim(match["rest"])) + topic
