"""A child's school said again, in English, by the child's name (pure): "Leo's first week at Westfield
High went better than expected" after "My son Leo goes to Maple Grove Elementary".

English parents name the child by name once they have said who it is: the held memory is the son's or
daughter's (``son / school``), the later statement opens with "Leo" or "Rory". A statement that opens
with the name of a child the user's held memories introduce ("my son Leo", "our daughter Emma") and
names a school — capitalised words ending in a school word (Elementary, High, Middle School, Academy,
primary …) — tells where that child is now. The write path (``writepath.kind_replacements``) stores
``<child> / school = <school>`` on the held child's key, so governance supersedes the old school, and
drops the rules' reading of the same school under another key (the user's workplace, the name's own).

Gates: no question, hypothetical, plan, visit or application ("Leo has a tour of Westfield High next
week", "if Emma gets into Roosevelt"), no past state, no correction or retraction in the message.
"""

import re

from memory_center.extraction.held_kinds import withdrawn
from memory_center.extraction.held_schools import SchoolSaid
from memory_center.extraction.rules.split import statements
from memory_center.extraction.rules.text import compiled, is_chinese

CHILD_KEYS_EN = "son|daughter|child|kid|boy|girl|stepson|stepdaughter"
"""The words a held memory introduces the user's child by ("my son Leo"), and the keys it is held under."""
SCHOOL_WORDS_EN = (
    "School|High School|High|Elementary|Primary|Middle School|Middle|Junior High|Academy|College|Prep"
    "|Secondary|Nursery|Kindergarten|Montessori|Grammar|Infants|Juniors|Sixth Form|University|Uni"
)
"""The words an English school's name ends with (capitalised or not: "St Brigid's primary")."""

_WORDS = "|".join(sorted(SCHOOL_WORDS_EN.split("|"), key=len, reverse=True))
_SCHOOL = re.compile(
    rf"\b(?P<school>(?:St\.?\s+|Saint\s+)?[A-Z][A-Za-z'.-]*(?:\s+[A-Z][A-Za-z'.-]*){{0,3}}?\s+(?i:{_WORDS}))\b"
)
_INTRODUCED = re.compile(rf"\b(?:my|our)\s+(?:\w+\s+)?(?:{CHILD_KEYS_EN})\s+(?P<name>[A-Z][a-z]+)\b", re.I)
_OPENS = re.compile(r"^(?:so|and|well|ok|okay|oh)?[\s,.]*(?P<name>[A-Z][a-z]+)(?:'s)?\b")
_GATES = compiled(
    r"\?|\b(?:if|would|could|might|maybe|hope|hoping|wants? to|thinking|considering|applying|applied|apply"
    r"|waitlist|wait list|tour|open day|open evening|visit|visiting|interview|trial day|used to|back when"
    r"|next (?:year|term|month|week)|offer|place at)\b"
)


def children_named(rows: list[tuple[str, str, str, str]]) -> dict[str, str]:
    """The user's children held with a name: the name (folded) and the key of the child's memories
    ("My son Leo goes to …" held as ``son / school``: leo → son)."""
    found: dict[str, str] = {}
    keys = set(CHILD_KEYS_EN.split("|"))
    for subject, _, _, content in rows:
        if subject.split()[-1:] and subject.split()[-1] in keys:
            for match in _INTRODUCED.finditer(content):
                found.setdefault(match["name"].casefold(), subject)
    return found


_MOVED = re.compile(
    r"\b(?:moved|switched|transferred|took|put|enrolled|changed)\s+(?P<name>[A-Z][a-z]+)\s+(?:over\s+)?"
    r"(?:to|into)\s+(?P<school>[A-Z][A-Za-z'.-]*(?:\s+[A-Z][A-Za-z'.-]*){0,3})"
)
"""A child moved to another school by name ("We moved Jamie to Oakfield this term"): the school needs no
school word, as the verb and the child's held school say what it is (docs/extraction.md, "Session 24")."""

_TAKEN_OUT = re.compile(
    r"\b(?:pulled|pulling|took|taking|taken|moved|moving)\s+(?P<name>[A-Z][a-z]+)\s+out\s+of\s+[^,;.]+[,;.]?"
)
"""A named child taken out of one school, then a school named after it ("we pulled Leo out of Oakwood,
he's doing so much better at Riverside Montessori"): the child's school now is the one named later."""


def may_name_school(text: str) -> bool:
    """Cheap: an English message that opens a statement with a name and names a school, or moves a
    named child to a named place."""
    if is_chinese(text):
        return False
    opens = _SCHOOL.search(text) is not None and _OPENS.search(text) is not None
    return opens or _MOVED.search(text) is not None or _TAKEN_OUT.search(text) is not None


def schools_said(text: str, children: dict[str, str]) -> list[SchoolSaid]:
    """The schools an English message says the user's named children are at (one per child)."""
    found: list[SchoolSaid] = []
    if not children or is_chinese(text) or withdrawn(text):
        return found
    for statement in statements(text)[:20]:
        opens = _OPENS.match(statement.strip())
        child = children.get(opens["name"].casefold()) if opens else None
        school = _SCHOOL.search(statement)
        if (moved := _MOVED.search(statement)) is not None and moved["name"].casefold() in children:
            child, school = children[moved["name"].casefold()], moved  # "We moved Jamie to Oakfield"
        if (out := _TAKEN_OUT.search(statement)) is not None and out["name"].casefold() in children:
            child, school = children[out["name"].casefold()], _SCHOOL.search(statement, out.end())
        if child is None or school is None or _GATES.search(statement):
            continue
        if all(one.child != child for one in found):
            found.append(SchoolSaid(child, school["school"].strip(), statement.strip().rstrip(".!")))
    return found
