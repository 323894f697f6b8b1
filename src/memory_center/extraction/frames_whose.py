"""Whose a frame's value is (pure): nobody else's before it ("my sister …", 我老公 …, he/she …), and a
thing given to the user: "My sister got me an iPhone 15 for my birthday", 老婆送了台
iPhone 15给我, 上周生日老公送了台iPhone 16 (docs/extraction.md, "Session 25: life events said plainly").

A gift frame (``schema.FRAMES``: "got me a …", 送了台…) gives the user's new value though another person
opens the statement — the giver is no owner of the thing — unless the thing is said to go to someone
else after it (送了台iPhone给他妈, "a Pixel for my dad") or the user is the giver (我送了台…).
"""

import re

import memory_center.extraction.rules.words as w
from memory_center.extraction.rules.clause_subject import named_before
from memory_center.extraction.rules.owned_by import FOR_SOMEONE
from memory_center.extraction.rules.text import alternatives, compiled

OTHER_BEFORE = compiled(
    rf"\b(?:my|our|his|her|their)\s+{w.KIN_LEAD_EN}(?:{alternatives(w.KIN_EN)})(?:'s)?\b"
    rf"|\b(?:he|she|they|his|her|their)\b|{w.OWNED_BY_NAMED}|{w.OTHERS_THING_ZH}"
    rf"|(?:我|我们)的?(?:{alternatives(w.KIN_ZH)})"
    rf"|(?:^|[，,。])(?:(?:{w.NEXT_DOOR_ZH})的?)?(?:{alternatives(w.KIN_ZH)}|他|她|他们|她们)"
)
"""Another person before a value (the age of 我儿子叫乐乐，今年五岁 is the son's)."""
GIVER_I = re.compile(r"(?:^|[，,])\s*(?:我|我们|I|we)(?:\s|也|又|还|刚|就|已经)*$", re.IGNORECASE)
"""The user as the giver just before a gift frame (我送了台…: the user's own gift to someone)."""
GIVERS = compiled(rf"{alternatives(w.KIN_ZH)}|\b(?:{alternatives(w.KIN_EN)})\b")
GIFT = re.compile(r"\b(?:got|gave|bought)\s+me\b|送了|送我|给我买")
"""The words of a frame of a gift to the user (``frames._Frame.gift``)."""
GIVEN_ON = compiled(
    rf"^[^，,。；;！!？?\s]{{0,12}}?给(?:了)?(?:我的?|我们)?(?:他|她|{alternatives(w.KIN_ZH)})"
    rf"|^\s+(?:to|for)\s+(?:him|her|them|(?:my|our|his|her|their)\s+(?:{alternatives(w.KIN_EN)}))\b"
)
"""After a gift's value, the one it is for when not the user (送了台iPhone给他妈, "a Pixel for my dad")."""


def is_gift(frame: str) -> bool:
    """Whether a frame of the table says a thing given to the user."""
    return GIFT.search(frame) is not None


def given_on(before: str, after: str) -> bool:
    """Whether a gift's value is someone else's: given on after it, or given by the user."""
    return GIVEN_ON.search(after) is not None or GIVER_I.search(before) is not None


def without_givers(before: str) -> str:
    """The words before a gift less the giver's (老婆, "my sister")."""
    return GIVERS.sub("", before)


def someone_elses(gift: bool, statement: str, start: int, end: int, before: str) -> bool:
    """Whether the value a frame read at ``start``..``end`` of the statement is someone else's."""
    if gift:
        return given_on(before, statement[end:])
    # a thing the user bought or got for someone ("bought a Pixel 8 for my dad's birthday") is theirs;
    # a clause opening with a person by name ("Dee moved to Chicago, I'm keeping the flat") is theirs
    return bool(
        OTHER_BEFORE.search(statement[:start]) or FOR_SOMEONE.search(statement[end:]) or named_before(before)
    )
