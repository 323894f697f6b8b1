"""What one clause says, before scope, confidence and importance are decided."""

from collections.abc import Callable
from dataclasses import dataclass

from memory_center.enums import MemoryType

LIKE = "like"
DISLIKE = "dislike"

# Standing rules: the user's stance on a thing, said as an order to the agent (see the package doc).
NEVER = "never"
REQUIRED = "required"
ONLY = "only"
STANDING_VALUES = frozenset({NEVER, REQUIRED, ONLY})

STANCE = "preference"  # the predicate of a stance on a thing: like / dislike / never / required / only


@dataclass(frozen=True, slots=True)
class Reading:
    """One memory a clause holds: ``subject / predicate = object_value``.

    ``lasting``: the default scope is USER (else the task or session); ``standing_rule``: a
    prohibition or hard requirement (raises importance); ``subjectless``: the clause named only a
    value (a correction such as "应该是上海"), to be put on the key of the reading it corrects.
    """

    memory_type: MemoryType
    subject: str
    predicate: str
    object_value: str
    lasting: bool
    standing_rule: bool = False


ClauseReader = Callable[[str], Reading | None]
