"""The extractor contract: what goes in and what comes out.

An extractor reads one conversation message and proposes candidates. It never decides what is
remembered (governance does) and never fails the write path: a broken extractor returns an
``ExtractionResult`` with ``error`` set and no candidates.

Keys: ``(subject, predicate)`` names one single-valued attribute; governance supersedes a fact when
the same key arrives with another ``object_value``. Extractors therefore canonicalise key parts with
``governance.values.canonical_key_part`` so that updates of one attribute collide and unrelated
attributes do not.
"""

from dataclasses import dataclass
from datetime import datetime
from typing import Literal, Protocol

from memory_center.enums import MemoryType, Scope

MessageRole = Literal["user", "assistant"]


@dataclass(frozen=True, slots=True)
class KnownFact:
    """A memory the user already has (an ACTIVE fact), shown to a model extractor with its key so it
    can name the key a message updates. Never carries ids."""

    subject: str
    predicate: str
    object_value: str | None
    content: str
    memory_type: MemoryType | None = None
    scope: Scope | None = None
    """The memory's type and scope: an update of it keeps them (its key includes the scope)."""


@dataclass(frozen=True, slots=True)
class ExtractionInput:
    """One conversation message, the ids that say where it was said, and (for extractors that read
    them, ``reads_known_facts``) the user's current memories on the same subjects."""

    text: str
    role: MessageRole
    user_id: str | None
    session_id: str | None
    task_id: str | None
    agent_id: str | None
    department_id: str | None
    occurred_at: datetime
    known: tuple[KnownFact, ...] = ()


@dataclass(frozen=True, slots=True)
class ExtractedCandidate:
    """What an extractor proposes to remember; governance decides its fate."""

    memory_type: MemoryType
    subject: str | None
    predicate: str | None
    object_value: str | None
    content: str
    scope: Scope
    confidence: float
    extractor_model: str
    extractor_version: str
    importance: float = 0.5
    """How much the memory matters, in [0, 1] (``governance.importance``); becomes the fact's."""
    importance_reasons: tuple[str, ...] = ()
    """The ``ImportanceReason`` codes that moved ``importance`` from its baseline."""
    valid_until: datetime | None = None
    """The end of the period the message named for a memory held for a while ("this month", 接下来两
    周); None: the default lifetime of its scope and type."""
    ends: str | None = None
    """For a state said to have ended ("I don't live in Lyon anymore": ``user / residence = none``): the
    value the message says ended ("Lyon"), or "" when it names none ("I moved out"). Governance ends
    only a held value that matches it, and nothing when nothing is held (``governance.held``). None:
    no ending, no such check."""
    rewords: bool = False
    """A correction of a held memory's words that keeps its value ("My gym is the PureGym in Camden",
    then "wait, the one in Kentish Town"): governance replaces the held memory instead of merging
    into it as a restatement (``governance.policies.merge_duplicate``)."""
    revises: bool = False
    """A new amount of the user's held standing budget of its kind, said without a word of lasting
    ("keep dinners under $25 per person" after "$40 a head"): governance keeps it at USER scope, where it
    supersedes the held one (``writepath.budget_revisions``, ``governance.budgets``); or a held standing
    rule revised, lifted or given a rule beside it (``writepath.rule_revisions``), lasting as it did."""


@dataclass(frozen=True, slots=True)
class ExtractionResult:
    candidates: list[ExtractedCandidate]
    error: str | None = None
    """Why the extractor read nothing (the event still stands); the later steps skip the message."""
    fallback: str | None = None
    """Why the extractor's own reading failed when another one stands in (the model's answer, replaced
    by the rule extractor's reading): the result is good, the later steps run on it."""


class Extractor(Protocol):
    name: str

    async def extract(self, message: ExtractionInput) -> ExtractionResult: ...


def transient_scope(message: ExtractionInput) -> Scope:
    """Where a one-time detail lives: the task when there is one, else the session."""
    return Scope.TASK if message.task_id is not None else Scope.SESSION
