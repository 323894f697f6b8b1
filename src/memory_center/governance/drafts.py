"""A candidate as governance sees it (``CandidateDraft``), and the one way to build one (pure).

A draft is built from what was said (an extractor's candidate, an agent's proposal, a stored
candidate a reviewer accepts) and from where it was said (the event's, proposal's or candidate's
scope ids). ``draft_from`` is the only place that lists the fields.
"""

from dataclasses import dataclass
from typing import Protocol

from memory_center.enums import MemoryType, Scope, SourceType

DEFAULT_IMPORTANCE = 0.5


@dataclass(frozen=True, slots=True)
class CandidateDraft:
    """A candidate as governance sees it: what it says, where it applies, how sure and sourced it is."""

    memory_type: MemoryType
    subject: str | None
    predicate: str | None
    object_value: str | None
    content: str
    scope: Scope
    confidence: float
    source_type: SourceType
    evidence_count: int
    user_id: str | None = None
    session_id: str | None = None
    task_id: str | None = None
    agent_id: str | None = None
    department_id: str | None = None
    importance: float = DEFAULT_IMPORTANCE
    ends: str | None = None
    """An ending's value as said ("" for none named; ``governance.held``); None: not an ending."""
    rewords: bool = False
    """A correction of the held memory's words, its value unchanged: it replaces, never merges."""
    revises: bool = False
    """A held standing budget's new amount: never a detail of the task (``governance.budgets``)."""


class Said(Protocol):
    """What a memory says, whatever holds it (a candidate, a proposal, a stored fact)."""

    @property
    def memory_type(self) -> MemoryType: ...
    @property
    def subject(self) -> str | None: ...
    @property
    def predicate(self) -> str | None: ...
    @property
    def object_value(self) -> str | None: ...
    @property
    def content(self) -> str: ...
    @property
    def scope(self) -> Scope: ...


class Statement(Said, Protocol):
    """What a candidate says (an extractor's candidate, an agent's proposal, a stored candidate)."""

    @property
    def confidence(self) -> float: ...


class Whereabouts(Protocol):
    """Where a statement was made: the ids a scope may keep (an event, a proposal, a candidate)."""

    @property
    def user_id(self) -> str | None: ...
    @property
    def session_id(self) -> str | None: ...
    @property
    def task_id(self) -> str | None: ...
    @property
    def agent_id(self) -> str | None: ...
    @property
    def department_id(self) -> str | None: ...


def draft_from(
    said: Statement,
    where: Whereabouts,
    *,
    source_type: SourceType,
    evidence_count: int,
    importance: float = DEFAULT_IMPORTANCE,
    ends: str | None = None,
    rewords: bool = False,
    revises: bool = False,
) -> CandidateDraft:
    return CandidateDraft(
        memory_type=said.memory_type,
        subject=said.subject,
        predicate=said.predicate,
        object_value=said.object_value,
        content=said.content,
        scope=said.scope,
        confidence=said.confidence,
        source_type=source_type,
        evidence_count=evidence_count,
        user_id=where.user_id,
        session_id=where.session_id,
        task_id=where.task_id,
        agent_id=where.agent_id,
        department_id=where.department_id,
        importance=importance,
        ends=ends,
        rewords=rewords,
        revises=revises,
    )
