"""A used thing given up in the same message as a new one is taken up (pure): docs/extraction.md,
"Session 26: tastes and habits changed without their markers".

"I always fly Delta when I travel" → "haven't booked a Delta flight in over a year, United's lounges just
win me over every time"; "I do all my grocery shopping at Whole Foods" → "Trader Joe's has been my weekly
grocery run for months, Whole Foods prices just aren't worth it". The held value is a slot of the key
schema the user uses (``user / airline``, ``user / supermarket``: ``writepath.held_turns``, ``Kind.USED``),
which a dislike alone does not end ("Netflix bores me" keeps the subscription). Said beside a lasting
clause for another thing in the same message, a clause against the held value is the switch's other half:
the held value is given up.
"""

import re
from collections.abc import Sequence

from memory_center.extraction.held_relation_en import Stance


def names_value(clause: str, value: str) -> bool:
    """The clause names the held value as a whole word or words ("Delta flight" names "Delta")."""
    return (
        bool(value.strip())
        and re.search(rf"(?<!\w){re.escape(value.strip())}(?!\w)", clause, re.I) is not None
    )


def given_up(found: Sequence[Stance], values: Sequence[str]) -> list[int]:
    """The held used values (by index) a clause against names while another lasting clause of the
    message is for something that is not that value: a switch from it."""
    ended: list[int] = []
    for at, value in enumerate(values):
        against = any(not one.positive and names_value(one.clause, value) for one in found)
        taken = any(
            one.positive and one.lasting and not names_value(one.clause, value)
            for one in found
            if not one.bare
        )
        if against and taken:
            ended.append(at)
    return ended
