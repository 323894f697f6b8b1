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

STANCE = "preference"  # the predicate of a stance on a thing: like / dislike / never / required / only


@dataclass(frozen=True, slots=True)
class Reading:
    """One memory a clause holds: ``subject / predicate = object_value``.

    ``lasting``: the default scope is USER (else the task or session). A CONSTRAINT is a rule the
    agent must obey (a prohibition, a requirement, an allergy, a diet, a budget): its importance rises.
    """

    memory_type: MemoryType
    subject: str
    predicate: str
    object_value: str
    lasting: bool
    ends: str | None = None
    """A state that ended (``none``, ``unknown``): the value the clause says ended ("Lyon"), "" when it
    names none ("I moved out"); None for every other reading (``ExtractedCandidate.ends``)."""
    confidence: float | None = None
    """A ceiling on the candidate's confidence (a free-text memory: ``free_text``); None: the usual."""

    @property
    def standing_rule(self) -> bool:
        return self.memory_type is MemoryType.CONSTRAINT


ClauseReader = Callable[[str], Reading | None]


_SAME_SIDE = frozenset({(NEVER, DISLIKE), (REQUIRED, LIKE), (ONLY, LIKE)})


def keeps(rule: Reading, later: Reading) -> bool:
    """Whether a rule read from a statement stays when a later clause of it gives a stance of the same
    side on the same key: the stance is the rule's reason ("never use bullet points with me, i hate
    them"), not a weaker word that replaces it."""
    return (
        rule.memory_type is MemoryType.CONSTRAINT
        and later.memory_type is MemoryType.PREFERENCE
        and rule.predicate == later.predicate == STANCE
        and (rule.object_value, later.object_value) in _SAME_SIDE
    )


@dataclass(frozen=True, slots=True)
class HeldMemory:
    """A held ACTIVE memory of the user's as the readers that end or replace one see it: its key, value
    and words (``extraction.held_usage``, ``held_occasions``, ``rules.withdrawn_rules``)."""

    subject: str
    predicate: str
    value: str
    content: str
