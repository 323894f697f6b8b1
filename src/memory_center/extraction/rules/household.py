"""The user's household as the user (pure): "we", "our", 我们, 我们家, 咱家 said of where the user lives,
the car or the size of the household is the user's own fact ("We moved to Porto last spring",
我们搬到了苏州, "Our car is a Tesla"), read as the same clause in the first person singular.

Only for the household slots: a liking, a rule or a habit said with "we" ("we love sushi", 我们不吃辣)
stays as the readers take it, since what a family does together is not always what the user likes.
"""

import re
from collections.abc import Callable

from memory_center.extraction.rules.attributes import read_attribute
from memory_center.extraction.rules.model import Reading

HOUSEHOLD_SLOTS = frozenset({"residence", "car", "household"})
"""Slots a household shares: one home, one car, one household."""

_AS_USER = (
    (re.compile(r"^we're\b", re.IGNORECASE), "I'm"),
    (re.compile(r"^we've\b", re.IGNORECASE), "I've"),
    (re.compile(r"^we\b", re.IGNORECASE), "I"),
    (re.compile(r"^our\b", re.IGNORECASE), "my"),
    (re.compile(r"^(?:我们家|我们一家|我们|咱们家|咱们|咱家)"), "我"),
)


def as_user(clause: str) -> str | None:
    """The clause in the first person singular when the household says it; None otherwise."""
    for pattern, user in _AS_USER:
        if pattern.match(clause):
            return pattern.sub(user, clause, count=1)
    return None


def read_as_user(clause: str, read: Callable[[str], Reading | None]) -> Reading | None:
    """A household slot said by the household, read as said by the user."""
    said = as_user(clause)
    reading = read(said) if said else None
    if reading is None or reading.subject != "user" or reading.predicate not in HOUSEHOLD_SLOTS:
        return None
    return reading


def read_household(text: str, read: Callable[[str], Reading | None]) -> Reading | None:
    """A slot said about the household ("We just moved into our new flat in Leeds", "we bank with
    Monzo"), or a household slot read as said by the user ("we live in Leeds now")."""
    if as_user(text) is None:
        return None
    return read_attribute(text) or read_as_user(text, read)
