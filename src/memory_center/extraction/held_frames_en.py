"""The frames that make a value said in passing the user's own (pure): the English side of the held-slot
comparison by kind (docs/extraction.md, "Values said in passing").

A new state is often said as an aside of daily life, with no "I", "my" or "now": "Parking the Tesla at
work is a pain" after "I drive a Golf", "first week at Stripe done!" after "I work at Shopify", "the new
place in Boulder has a view" after "I live in Denver", "Boston winters are no joke" after "I live in
Chicago". What makes such a value the user's is its frame, not a word of the user:

- **a definite thing of an owned kind** (a car, a phone): "the Subaru", "the BMW i3" — a speaker who
  holds a car and says "the <car>" with no owner speaks of their own;
- **a span of the user's working life at an employer**: "first week at", "three months at", "payday at",
  "badge photo at", "my shifts at";
- **a home noun at a place**: "the new place in", "the neighbours in", "our landlord in", "rent in".

Only values said with no other person before them reach these frames (``held_kinds_en.named`` with
``unowned``), and a frame replaces only a held value of the same kind (``held_kinds.replacing``).
A place at the head of a statement before its everyday life ("Boston winters are no joke, I thought I
knew cold") is a place where places are said (``placed_here``), in a statement of the user's only: said
with no word of the user it may be anyone's remark about a city.
"""

import re

from memory_center.extraction.held_kinds import Named
from memory_center.extraction.rules.text import compiled

_OWNED_KINDS = frozenset({"car", "phone_model", "computer"})
_DEFINITE = compiled(r"\bthe\s+(?:new\s+|old\s+|little\s+|big\s+)?$")
"""A definite thing right before the value ("Parking the Tesla", "the Subaru handles the snow")."""
_SEEN_FROM_OUTSIDE = compiled(
    r"(?:'s)?\s+(?:\w+\s+)?(?:looks?|seems?|sounds?|reviews?|launch(?:es|ed)?|announced|comes out|came out"
    r"|is out|is on sale|ad|advert|commercial|release)\b"
)
"""A thing judged from outside ("the new iPhone looks great", "the Rivian ad"): not one the user has."""
_WORK_SPAN = compiled(
    r"\b(?:(?:day|days|week|weeks|month|months|year|years)(?:\s+\w+)?"
    r"|payday|pay|badge(?:\s+photo)?|onboarding|induction|shifts?|desk|canteen|office|team|boss|manager"
    r"|colleagues|coworkers|co-workers|salary|contract|probation|commute)\s+(?:at|with)\s+(?:the\s+)?$"
)
"""A span or thing of the user's working life at an employer ("first week at", "payday at")."""
_HOME_AT = compiled(
    r"\b(?:place|flat|apartment|house|home|landlord|landlady|neighbou?rs|rent|mortgage|street"
    r"|neighbou?rhood|commute)\s+(?:in|near|out in)\s+$"
)
"""A thing of the user's home at a place ("the new place in Boulder", "the neighbours in Lyon")."""
LOCAL_AFTER = compiled(
    r"(?:'s)?\s+(?:winters?|summers?|weather|rain|drizzle|wind|snow|heat|humidity|traffic|rent|rents"
    r"|property taxes|council tax|seagulls|pollution|smog)\b"
)
"""A place's everyday life after its name ("Boston winters", "the Portland rain")."""

_ENDED = compiled(r"\b(?:last|final)\s+(?:\w+\s+)?(?:at|with)\s+(?:the\s+)?$")
_NAMED_OWNER = re.compile(r"\b[A-Z][a-z]+'s\s")
"""An ending ("last day at St Mary's") or another person's span ("Leo's first week at Westfield")."""
_FRAMES = {"organisation": _WORK_SPAN, "place": _HOME_AT}


def framed(one: Named) -> frozenset[str]:
    """The kinds of a value said with no word of the user that its frame makes the user's own."""
    clause = one.clause
    at = clause.find(one.value)
    if at < 0:
        return frozenset()
    before = clause[:at]
    if _ENDED.search(before) or _NAMED_OWNER.search(before):
        return frozenset()
    after = clause[at + len(one.value) :]
    found = {
        kind
        for kind in one.kinds & _OWNED_KINDS
        if _DEFINITE.search(before) and not _SEEN_FROM_OUTSIDE.match(after)
    }
    found |= {kind for kind, frame in _FRAMES.items() if kind in one.kinds and frame.search(before)}
    return frozenset(found)


_PLACE_LEAD = compiled(r"\b(?:in|into|to|from|near|around|outside|across|of|the|out in|over in)\s+$")
_OWN_LEAD = compiled(r"\b(?:my|our|the)\s+(?:[a-z-]+\s+)?$")
_HOME_AFTER = compiled(
    r"\s+(?:house|flat|apartment|place|home|studio|condo|cottage|bungalow|townhouse|terrace|loft|two-bed"
    r"|one-bed|mortgage|rent|landlord|neighbou?rs?|neighbou?rhood|street|garden|backyard|kitchen|commute)\b"
)
"""A place said as a modifier of the user's home ("our Denver apartment", "the Croydon house")."""


def placed_here(text: str, start: int, end: int) -> bool:
    """Where places are said (``held_kinds_en``): after "in", "to", "the" …, as a modifier of the home
    ("our Denver apartment"), or at the head of a clause before its everyday life ("Boston winters")."""
    before = text[max(0, start - 40) : start]
    home = _OWN_LEAD.search(before) and _HOME_AFTER.match(text, end)
    head = not text[:start].strip() and LOCAL_AFTER.match(text, end)
    return bool(_PLACE_LEAD.search(before) or home or head)
