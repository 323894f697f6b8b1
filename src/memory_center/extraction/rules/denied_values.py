"""Values a message says are wrong (pure; docs/extraction.md, "Session 30: corrections as one
mechanism"): the words after which a value said is denied or recalled as the one said before ("not the
14th", "I said Portland", 不是秦), and whether a message names as wrong a value a memory does not hold —
then it corrects another thing than that memory ("The workshop is in room 12, not 21" corrects no
commute of 40 minutes), whatever its other values.
"""

import re

from memory_center.extraction.rules.text import compiled
from memory_center.extraction.rules.typed import NOT_NAMES_EN, half_day
from memory_center.extraction.rules.typed_spans import Span, spans
from memory_center.extraction.rules.value_shapes import said_in

RECALLED = (
    r"i\s+(?:said|put|wrote|typed|told\s+you|mentioned|gave\s+you)"
    r"|did\s+i\s+(?:just\s+)?(?:say|put|write|type)"
)  # what the user recalls saying ("I said X", "did I say X?"): the new value comes after it
DENYING = compiled(
    rf"(?:\bnot|\bnever|n't|\brather\s+than|\binstead\s+of|\b(?:{RECALLED})"
    r"|(?<!did\s)(?<!do\s)\bi\s+(?:just\s+|always\s+|usually\s+|often\s+|tend\s+to\s+)?"
    r"(?:say|tell\s+(?:people|everyone|folks))"
    r"|而不是|不是|说成了?|写成了?|打成了?)(?:\s+|\s*(?:a|an|the|my|our|in|at|on)\s+)*"
)
"""Words after which a held value said again is the wrong one ("not the 14th", "I said Portland Oregon",
"I just say Leeds because …": what the user says out of habit, not what is so)."""

_DENIED_VALUE = re.compile(r"[$€£¥]?\d[\d,.:]*(?:\s?[ap]\.?m\.?)?|[A-Z][\w'’-]+")


def denies_other(held: str, said: str) -> bool:
    """Whether the message names as wrong a value of a shape (digits, a capitalised name: "room 12, not
    21", "Lisbon, not Porto") that the memory does not hold: the message says which value it corrects,
    and it is not this memory's (the same time said with or without its half of the day is held)."""
    own = spans(held)
    for cue in DENYING.finditer(said):
        value = _DENIED_VALUE.match(said, cue.end())
        if value is None or said_in(value[0].rstrip(",."), held):
            continue
        typed = [span for span in spans(value[0]) if span.start == 0]
        if typed and any(_names_value(span, other) for span in typed for other in own):
            continue
        if value[0][:1].isupper() and value[0].casefold() in NOT_NAMES_EN:
            continue  # "not I", "not Sure"
        return True
    return False


def _names_value(said: Span, held: Span) -> bool:
    """Whether a value said names a held one: the same key, or the same time said without its half of
    the day."""
    return said.key == held.key or (said.kind == held.kind == "time" and half_day(held.key, said.key))
