"""The evaluation suite as data (docs/design.md §9): cases, the steps they take through the HTTP API, and what
they expect.

A case is an ordered script of steps. Actions (``Say``, ``Propose``, ``Accept``, ``Reject``,
``Correct``, ``Invalidate``, ``Delete``, ``EraseUser``) call the API and record what they made under a
name; checks (``SaidOutcome``, ``CandidateIs``, ``ConflictEvidence``, ``FactIs``, ``FactGone``,
``FactList``, ``Revisions``, ``NotStored``, ``ExportLacks``) read the API and compare. Ids in a case are
logical (``u-1``, ``s-1``, ``T200``, ``sales``): the runner prefixes every user, department, agent,
session and task id with a namespace unique to the case and the run, so a case never touches real users.
"""

from collections.abc import Mapping
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta
from typing import Literal

from memory_center.enums import (
    CandidateStatus,
    EvidenceType,
    MemoryType,
    Role,
    Scope,
    SourceType,
)

Family = Literal[
    "should_remember",
    "should_not_remember",
    "should_forget",
    "conflict",
    "change_of_mind",
    "move_rename",
    "correction",
    "negation",
    "multi_fact",
    "lasting_vs_one_time",
    "numbers_and_dates",
    "mixed_language",
    "must_not_merge",
    "standing_rules",
]
Language = Literal["zh", "en"]

FAMILIES: dict[Family, str] = {
    "should_remember": "explicit, stable statements become the right memory",
    "should_not_remember": "sensitive data, authority claims, moods, questions, guesses stay out",
    "should_forget": "deleted, erased, expired and superseded facts are never ACTIVE",
    "conflict": "contradictions wait, supersede, or stay in their own scope",
    "change_of_mind": "a new stance on a thing supersedes the old one, said in other words",
    "move_rename": "a new residence, name, employer, job or contact channel replaces the old one",
    "correction": "a correction lands on the key it corrects and replaces the value",
    "negation": "negated statements keep their thing and flip the value; others' statements stay out",
    "multi_fact": "a message with several memories gives each of them",
    "lasting_vs_one_time": "habits and personal dates are USER; this time, tonight are the task's",
    "numbers_and_dates": "amounts in digits, words and units become one exact value",
    "mixed_language": "Chinese and English in one message read as well as either alone",
    "must_not_merge": "different people, and different things with similar words, stay apart",
    "standing_rules": "prohibitions and requirements are USER constraints that reach every context",
}

ID_FIELDS = frozenset({"user_id", "department_id", "agent_id", "session_id", "task_id", "owner_id"})
"""Fields holding a caller's id: namespaced by the runner in bodies, filters and expectations."""

DEFAULT_USER = "u-1"


@dataclass(frozen=True)
class Ref:
    """A value read from a fact recorded earlier, e.g. the predicate the extractor chose for it."""

    fact: str
    field: str


@dataclass(frozen=True)
class Ago:
    """An instant relative to the moment the step runs (the evaluating machine's clock)."""

    days: float = 0
    hours: float = 0

    def before(self, now: datetime) -> datetime:
        return now - timedelta(days=self.days, hours=self.hours)


@dataclass(frozen=True)
class Until:
    """An expected ``valid_until``: the end of the calendar period (``week``: next Monday, ``month``:
    the first of next month, 00:00 UTC) in which the fact became valid, or ``days`` after it became
    valid (a named duration: "for the next two weeks")."""

    period: Literal["week", "month"] | None = None
    days: int = 0

    def of(self, valid_from: datetime) -> datetime:
        if self.period is None:
            return valid_from + timedelta(days=self.days)
        day = valid_from.astimezone(UTC).replace(hour=0, minute=0, second=0, microsecond=0)
        if self.period == "week":
            return day + timedelta(days=7 - day.weekday())
        return (day.replace(day=1) + timedelta(days=32)).replace(day=1)


# --- actions ------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Say:
    """A conversation message through ``POST /v1/events`` (extraction and governance run on it).

    Records its candidates under ``name`` (for ``SaidOutcome``), its first candidate as candidate
    ``name``, and the fact of its only ACCEPTED candidate as fact ``name``.
    """

    text: str
    name: str = "said"
    role: Literal["user", "assistant"] = "user"
    user: str = DEFAULT_USER
    session: str | None = None
    task: str | None = None


@dataclass(frozen=True)
class Evidence:
    """One inline evidence object of a proposal."""

    content: str
    source_type: SourceType = SourceType.USER_STATED
    evidence_type: EvidenceType = EvidenceType.CONVERSATION
    user: str | None = DEFAULT_USER


@dataclass(frozen=True)
class Propose:
    """An agent's candidate through ``POST /v1/candidates``; records the candidate and its fact."""

    name: str
    content: str
    subject: str | Ref | None = None
    predicate: str | Ref | None = None
    object_value: str | None = None
    memory_type: MemoryType = MemoryType.FACT
    scope: Scope = Scope.USER
    user: str | None = DEFAULT_USER
    department: str | None = None
    agent: str | None = None
    session: str | None = None
    task: str | None = None
    confidence: float = 0.9
    evidence: Evidence | None = None
    valid_from: Ago | None = None
    valid_until: Ago | None = None


@dataclass(frozen=True)
class Accept:
    """A reviewer accepts a candidate; the fact it becomes is recorded as ``name``."""

    candidate: str
    name: str
    reason: str = "mc-eval: confirmed"


@dataclass(frozen=True)
class Reject:
    """A reviewer rejects a candidate."""

    candidate: str
    reason: str = "mc-eval: rejected"


@dataclass(frozen=True)
class Correct:
    """``PATCH /v1/facts/{id}`` on behalf of the user; the new revision is recorded as ``name``."""

    fact: str
    name: str
    object_value: str
    reason: str = "mc-eval: corrected"


@dataclass(frozen=True)
class Invalidate:
    """A reviewer invalidates a fact."""

    fact: str
    reason: str = "mc-eval: invalidated"


@dataclass(frozen=True)
class Delete:
    """``DELETE /v1/facts/{id}``: the user's right to delete."""

    fact: str


@dataclass(frozen=True)
class EraseUser:
    """``DELETE /v1/users/{id}`` (admin): the user's right to erasure."""

    user: str = DEFAULT_USER


Action = Say | Propose | Accept | Reject | Correct | Invalidate | Delete | EraseUser


# --- checks -------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class SaidOutcome:
    """What governance made of a message's candidates.

    ``accepted``: exactly this many ACCEPTED; ``allowed``: every status is one of these;
    ``at_least_one``: the message produced a candidate at all.
    """

    said: str
    accepted: int | None = None
    allowed: frozenset[CandidateStatus] | None = None
    at_least_one: bool = False


@dataclass(frozen=True)
class CandidateIs:
    """A recorded candidate as it is now: status, governance reason, its fact, the fact it contradicts."""

    name: str
    status: CandidateStatus | None = None
    reason: str | None = None
    fact: str | None = None
    conflict_with: str | None = None


@dataclass(frozen=True)
class ConflictEvidence:
    """The candidate links the evidence of the fact it contradicts with relation CONFLICT."""

    candidate: str
    fact: str


@dataclass(frozen=True)
class FactIs:
    """A recorded fact as it is now (``GET /v1/facts/{id}``): fields, predecessor, first evidence."""

    name: str
    fields: Mapping[str, object] = field(default_factory=dict)
    supersedes: str | None = None
    evidence: str | None = None


@dataclass(frozen=True)
class FactGone:
    """The fact and its revisions answer 404."""

    name: str


@dataclass(frozen=True)
class FactList:
    """``GET /v1/facts`` returns exactly these facts, oldest first.

    ``where`` adds filters to the default ``user_id=u-1`` (a ``None`` value drops a filter); each
    ``expect`` item is matched field by field, with ``"is"`` naming a recorded fact. ``as_of`` names a
    recorded fact: the list is judged at the instant that fact became valid.
    """

    where: Mapping[str, str | Ref | None] = field(default_factory=dict)
    expect: tuple[Mapping[str, object], ...] = ()
    as_of: str | None = None


@dataclass(frozen=True)
class Revisions:
    """``GET /v1/facts/{id}/revisions``: one field of every revision of the chain, oldest first."""

    fact: str
    values: tuple[str, ...]
    field: str = "object_value"


@dataclass(frozen=True)
class ContextHas:
    """``POST /v1/context`` for ``query`` (as ``user`` in ``session``) holds every ``contains`` text
    and none of the ``lacks`` texts."""

    query: str
    contains: tuple[str, ...] = ()
    lacks: tuple[str, ...] = ()
    user: str = DEFAULT_USER
    session: str | None = None


@dataclass(frozen=True)
class NotStored:
    """The text is in no candidate of the user (sensitive data is redacted before anything is stored)."""

    text: str
    user: str = DEFAULT_USER


@dataclass(frozen=True)
class ExportLacks:
    """The user's export (admin) no longer holds the text; noted and skipped without an admin key."""

    text: str
    user: str = DEFAULT_USER


@dataclass(frozen=True)
class Holds:
    """An outcome, whatever the keys: the user's ACTIVE facts (``GET /v1/facts``) hold every ``has`` text
    (in a fact's value, content or subject, case-insensitive) and none of the ``lacks`` texts;
    ``constraint`` texts must each be in an ACTIVE USER-scope CONSTRAINT; ``nothing_lasting``: no ACTIVE
    USER-scope fact at all, but one whose subject names a person of ``other`` (the user's dad, wife:
    a memory about them, not the user's own; as ``evals/outcomes.py``)."""

    has: tuple[str, ...] = ()
    lacks: tuple[str, ...] = ()
    constraint: tuple[str, ...] = ()
    nothing_lasting: bool = False
    other: tuple[str, ...] = ()
    user: str = DEFAULT_USER


Check = (
    SaidOutcome
    | Holds
    | CandidateIs
    | ConflictEvidence
    | FactIs
    | FactGone
    | FactList
    | Revisions
    | ContextHas
    | NotStored
    | ExportLacks
)
Step = Action | Check

_ACTION_ROLES: dict[type, Role] = {
    Say: Role.AGENT,
    Propose: Role.AGENT,
    Accept: Role.REVIEWER,
    Reject: Role.REVIEWER,
    Correct: Role.AGENT,
    Invalidate: Role.REVIEWER,
    Delete: Role.AGENT,
    EraseUser: Role.ADMIN,
}


@dataclass(frozen=True)
class Case:
    """One case: its family, id, language and title, the steps it plays, and ``not_yet``: why the design
    does not get it right yet (the pytest suite runs such a case as a strict xfail), or ``None``."""

    family: Family
    id: str
    language: Language
    title: str
    steps: tuple[Step, ...]
    not_yet: str | None = None
    where: str = field(default="", compare=False)
    """The ``file:line`` it was read from (evaluation/data.py), for messages; not part of the case."""

    @property
    def key(self) -> str:
        return f"{self.family}/{self.id}"

    def roles(self) -> set[Role]:
        """The roles its actions need (checks that need more are skipped with a note instead)."""
        return {_ACTION_ROLES[type(step)] for step in self.steps if type(step) in _ACTION_ROLES}
