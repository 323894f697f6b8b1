import uuid
from datetime import datetime
from typing import Annotated, Any, Literal

from pydantic import BaseModel, Field, model_validator
from pydantic_core import PydanticCustomError

from memory_center.enums import MemoryType, Scope, SourceType
from memory_center.kit.schemas import (
    FROM_STRING,
    AwareDatetime,
    Identifier,
    RequestModel,
    Text,
    with_examples,
)

_EXAMPLE = {
    "query": "what budget should I plan the hotel with?",
    "user_id": "u-1001",
    "session_id": "s-42",
    "task_id": "trip-2026-05",
    "k": 8,
}


class RetrieveIn(RequestModel):
    query: Text | None = Field(
        None, description="What the agent is about to do or was asked; omit for structured retrieval."
    )
    user_id: Identifier | None = None
    department_id: Identifier | None = None
    agent_id: Identifier | None = None
    session_id: Identifier | None = None
    task_id: Identifier | None = None
    memory_types: list[Annotated[MemoryType, FROM_STRING]] | None = Field(
        None, max_length=5, description="Only these types."
    )
    k: int = Field(8, ge=1, le=100, description="How many memories at most.")
    as_of: AwareDatetime | None = Field(
        None, description="Replay: the facts that were valid and active at this instant."
    )
    include_evidence: bool = Field(
        False, description="Also rank raw evidence (e.g. past conversation turns) for episodic recall."
    )
    scope: Literal["TENANT"] | None = Field(
        None,
        description=(
            "`TENANT` asks for a read without `user_id`: the tenant-wide memories (and those of the "
            "department, agent, session or task ids given), no user's own; ignored when `user_id` is "
            "given. Neither `user_id` nor `scope` → 422."
        ),
    )

    model_config = with_examples(_EXAMPLE)

    @model_validator(mode="after")
    def _names_a_user_or_the_tenant(self) -> "RetrieveIn":
        """A forgotten user_id must not answer an empty (or tenant-wide) read as if it were the user's."""
        if self.user_id is None and self.scope is None:
            raise PydanticCustomError(
                "user_id_required",
                "user_id is required (whose memories?); to read only tenant-wide memories without a "
                'user, send "scope": "TENANT"',
            )
        return self


class ContextIn(RetrieveIn):
    token_budget: int = Field(1500, ge=20, le=100_000, description="Upper bound on `tokens` of `text`.")
    include_profile: bool = Field(
        True,
        description="Carry the user's profile (their lasting USER memories that are not standing rules) "
        "whatever the query, in its own share of the budget.",
    )
    include_unrecorded: bool = Field(
        True,
        description="Carry, in the evidence part, the user's own statements that back no memory and "
        "that the query is about (at most 3, reason `unrecorded`); ignored with `include_evidence`.",
    )

    model_config = with_examples({**_EXAMPLE, "token_budget": 1500})


_ACROSS_KEYS = (
    "Two ACTIVE facts with different keys about one thing: opposite stances, or two values of one "
    "single-valued slot (docs/context.md). Both are shown, each flagged with the other."
)


class ShadowedOut(BaseModel):
    id: uuid.UUID
    scope: Scope
    content: str
    source_type: SourceType
    confidence: float
    valid_from: datetime
    revision: int
    reason: Literal["narrower_scope", "duplicate"]


class ConflictOut(BaseModel):
    kind: Literal["fact", "candidate"]
    id: uuid.UUID
    content: str
    message: str = Field(description='"two records disagree: … (date, source) vs … (date, source)"')
    scope: Scope
    source_type: SourceType
    confidence: float
    date: datetime
    across_keys: bool = Field(False, description=_ACROSS_KEYS)


class RetrievedItem(BaseModel):
    kind: Literal["fact", "evidence"]
    id: uuid.UUID
    content: str
    memory_type: MemoryType | None
    scope: Scope | None
    score: float
    reasons: list[str]
    source_type: SourceType
    confidence: float | None
    valid_from: datetime = Field(description="For evidence: when it occurred.")
    updated_at: datetime
    shadowed: list[ShadowedOut] = Field(default_factory=list)
    conflicts: list[ConflictOut] = Field(default_factory=list)
    event_id: uuid.UUID | None = None
    revision: int | None = None
    subject: str | None = None
    predicate: str | None = None
    valid_until: datetime | None = None
    source: str = Field(description="Where it came from: the trust level of a fact, the system of evidence.")
    importance: float | None = Field(None, description="The fact's importance in [0, 1]; null for evidence.")
    standing_rule: bool = Field(
        False,
        description="A standing rule of the context: an active CONSTRAINT the request sees, carried "
        "whatever the query.",
    )
    profile: bool = Field(
        False,
        description="Part of the user's profile in a context: a lasting USER memory carried whatever "
        "the query.",
    )
    outdated: bool = Field(
        False,
        description="Evidence whose memories are all no longer current (superseded, invalidated or "
        "expired): history, ranked lower and marked as outdated in the context text.",
    )


class RetrieveOut(BaseModel):
    items: list[RetrievedItem]
    degraded: list[str] = Field(
        description='What was unavailable: "semantic" (embedder or index), "cache" (Redis), '
        '"index_lag" (some of the viewer\'s memories are not in the semantic index yet).'
    )
    trace_id: uuid.UUID


class ConflictNoteOut(BaseModel):
    message: str
    ids: list[uuid.UUID]
    across_keys: bool = Field(False, description=_ACROSS_KEYS + " The newer one's id comes first.")
    changed: bool = Field(
        False,
        description="Not a disagreement but a change the user made by newer words: the newer memory or "
        'statement holds now, the older one is shown only here (docs/context.md, "A value the user '
        "changed\"). The newer one's id comes first.",
    )


class ContextSections(BaseModel):
    task: dict[str, Any] | None
    task_state: dict[str, Any] | None
    constraints: list[RetrievedItem]
    preferences: list[RetrievedItem]
    facts: list[RetrievedItem]
    evidence: list[RetrievedItem]
    conflicts: list[ConflictNoteOut]
    profile: list[RetrievedItem] = Field(
        default_factory=list,
        description="The user's profile: lasting USER memories carried whatever the query (not those "
        "already in another section).",
    )


class ContextPartOut(BaseModel):
    cap: int = Field(description="Tokens this part may use at most (its share of token_budget).")
    tokens: int = Field(description="Tokens it used, section headers included.")
    included: int = Field(description="Lines of this part in `text`.")
    omitted: int = Field(description="Lines of this part left out for lack of room.")


class ContextOut(BaseModel):
    sections: ContextSections
    text: str = Field(description="Prompt-ready block within token_budget.")
    tokens: int
    tokenizer: str = Field(description="The tokenizer `tokens` was counted with.")
    token_budget: int
    omitted: int = Field(0, description="Memories left out to stay within the budget.")
    omitted_rules: int = Field(
        0, description="Standing rules that apply but are not in `text` (their share of the budget was full)."
    )
    omitted_rule_ids: list[uuid.UUID] = Field(
        default_factory=list,
        description="Ids of the omitted standing rules, most important first, for GET /v1/facts/{id}. "
        "Past the rules read per request (MC_CONTEXT_RULES_LIMIT) only the count is known.",
    )
    omitted_profile: int = Field(
        0,
        description="Profile memories that apply but are not in `text` (their share of the budget is full).",
    )
    omitted_profile_ids: list[uuid.UUID] = Field(
        default_factory=list,
        description="Ids of the omitted profile memories, in the profile's order. Past the profile "
        "memories read per request (MC_CONTEXT_PROFILE_LIMIT) only the count is known.",
    )
    parts: dict[str, ContextPartOut] = Field(
        default_factory=dict, description="Budget per part: task, rules, profile, memories, evidence."
    )
    replaced_ids: list[uuid.UUID] = Field(
        default_factory=list,
        description="Ids of the user's memories left out of `text` because newer words of the user call "
        'the thing they are about new or changed ("a new dentist", 英文名换了) or give up a name they hold '
        '("I quit Deloitte"), or set a new value against them ("my yoga class moved to Thursdays": a '
        "`changed` note under conflicts says so); still ACTIVE until the write path replaces them.",
    )
    trace_id: uuid.UUID
    degraded: list[str]
    continued_task_id: str | None = Field(
        None,
        description="When the request named no task: the user's open task it was taken to continue (by "
        "meaning, or because it asks to go on), whose state and task memories the context then carries.",
    )
