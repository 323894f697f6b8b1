"""Habits and measures said anew, against the user's held memories: the write-path side of
``extraction.held_habits`` (docs/extraction.md, "Chinese habits said again of their topic"). Called by
``writepath.kind_replacements`` with the rows it read: no read of its own."""

import re
from dataclasses import replace

from memory_center.enums import MemoryType
from memory_center.extraction.contract import ExtractedCandidate
from memory_center.extraction.held_habits import (
    AmountSaid,
    HabitSaid,
    liked_again,
    replaced_amount,
    replaced_habit,
)
from memory_center.extraction.held_kinds import HeldValue
from memory_center.extraction.rules.free_text import FREE_TEXT_PREDICATE
from memory_center.extraction.rules.model import NEVER, ONLY, REQUIRED
from memory_center.extraction.rules.words import CLOSE_ROLES
from memory_center.extraction.schema import BY_NAME, plain_sentence, single_valued
from memory_center.governance.lasting import says_one_time
from memory_center.writepath.step_candidates import ENDED, ending_candidate, step_candidate

SAID_AGAIN = 0.8
"""A slot's amount said anew (体重62公斤 → 称了下58公斤) is as trusted as the reading it replaces: a
lower confidence keeps both values ACTIVE."""
STANCE, LIKE, DISLIKE = "preference", "like", "dislike"
RULES = frozenset({NEVER, REQUIRED, ONLY})
"""A stance said as an order to the agent (``rules.model``): a standing rule, never a habit."""


def habits_ended(
    said: list[HabitSaid], rows: list[tuple[str, str, str, str]], written: set[tuple[str, str]]
) -> list[ExtractedCandidate]:
    """A habit said again of a held habit's topic with another value (``extraction.held_habits``):
    the held memory ends on its own key, worded by the new statement. Health and budgets
    (constraints) are never ended so; a key the message writes a value on is left to that value;
    someone else's habit is not the user's (``held_habits``: no kin word in the held words)."""
    found: list[ExtractedCandidate] = []
    for subject, predicate, value, content in rows:
        slot = BY_NAME.get(predicate)
        if not value or value.casefold() in (ENDED, "unknown") or (subject, predicate) in written:
            continue
        if slot is not None and slot.constraint:
            continue
        if predicate == STANCE and value.casefold() in RULES:
            continue  # 每次订酒店都要无烟房 is a standing rule: a habit of the topic (一般住市中心) keeps it
        if predicate == STANCE and value.casefold() == DISLIKE:
            liked = next((h for h in said if liked_again(subject, content, h)), None)
            if liked is not None:  # a habit of a thing held as disliked: a liking now
                found.append(_kept(subject, STANCE, LIKE, liked.statement, MemoryType.PREFERENCE))
            continue
        one = next((h for h in said if replaced_habit(content, h)), None)
        if one is None and predicate.startswith(FREE_TEXT_PREDICATE):
            one = next((h for h in said if liked_again("", content, h)), None)
        if one is not None:
            found.append(ending_candidate(HeldValue(predicate, value, subject, predicate), one.statement))
    return found


def amounts_replaced(
    said: list[AmountSaid], rows: list[tuple[str, str, str, str]], written: set[tuple[str, str]]
) -> list[ExtractedCandidate]:
    """A weight or an age said anew of a held one (``extraction.held_habits.replaced_amount``): a
    single-valued slot that holds the amount (``user / weight``) takes the new one, a free-text memory
    ends worded by the statement; a pet's or child's name said with their age (我家猫叫年糕，今年3岁) is
    said again with the age the statement names (年糕4岁了: 我家猫叫年糕，今年4岁), on its own key."""
    found: list[ExtractedCandidate] = []
    for subject, predicate, value, content in rows:
        if not value or value.casefold() in (ENDED, "unknown") or (subject, predicate) in written:
            continue
        free = predicate.startswith(FREE_TEXT_PREDICATE)
        for one in said:
            old = replaced_amount(content, one, subject == "user")
            if old and _named_age(subject, predicate, value, one):
                reworded = content.replace(old, one.amount, 1)
                found.append(
                    replace(_kept(subject, predicate, value, one.statement), content=reworded, rewords=True)
                )
                break
            if not old or not (free or (single_valued(predicate) and old in value)):
                continue
            if free:
                found.append(ending_candidate(HeldValue(predicate, value, subject, predicate), one.statement))
            else:
                new = value.replace(old, one.amount)
                found.append(_kept(subject, predicate, new, one.statement))
            break
    return found


def _kept(
    subject: str, predicate: str, value: str, statement: str, memory_type: MemoryType = MemoryType.FACT
) -> ExtractedCandidate:
    content = statement.strip().rstrip("。.!！")
    if says_one_time(content) and predicate in BY_NAME:  # 这周称了下58公斤: the week it was weighed passes
        content = plain_sentence(BY_NAME[predicate], value)
    return step_candidate(
        memory_type=memory_type,
        subject=subject,
        predicate=predicate,
        object_value=value,
        content=content,
        confidence=SAID_AGAIN,
    )


def _named_age(subject: str, predicate: str, value: str, said: AmountSaid) -> bool:
    """A held name of a close one (``<cat> / name = 年糕``: a pet, a child) whose age the new clause says
    by that name (年糕4岁了): the owner and the attribute of the held memory (docs/extraction.md,
    "Frames restated")."""
    if said.unit != "age" or predicate != "name" or subject not in CLOSE_ROLES or value not in said.clause:
        return False
    before, _, after = said.clause.partition(value)
    owner = re.sub(r"我们?|咱|家里?|的", "", before)  # 我家的年糕; not 邻居家的年糕
    between = after.split(said.amount, 1)[0]  # 年糕今年4岁; not 年糕同桌7岁 (someone else's age)
    return (not owner or owner in CLOSE_ROLES[subject].split("|")) and re.fullmatch(
        _ADVERBS, between
    ) is not None


_ADVERBS = r"(?:今年|已经|都|才|满|刚满|刚|快|也|现在|马上|就|要)*"
