"""The fixed vocabulary of the contract (API.md "Conventions"): enum values never change."""

from enum import StrEnum


class ActorType(StrEnum):
    USER = "USER"
    AGENT = "AGENT"
    SYSTEM = "SYSTEM"
    TOOL = "TOOL"


class Role(StrEnum):
    AGENT = "agent"
    REVIEWER = "reviewer"
    ADMIN = "admin"


class EvidenceType(StrEnum):
    CONVERSATION = "CONVERSATION"
    DOCUMENT = "DOCUMENT"
    TOOL = "TOOL"
    API = "API"
    DATABASE = "DATABASE"


class SourceType(StrEnum):
    """Trust levels, most trusted first."""

    USER_CONFIRMED = "USER_CONFIRMED"
    USER_STATED = "USER_STATED"
    TOOL_RESULT = "TOOL_RESULT"
    INFERRED = "INFERRED"


TRUST_RANK: dict[SourceType, int] = {
    SourceType.USER_CONFIRMED: 4,
    SourceType.USER_STATED: 3,
    SourceType.TOOL_RESULT: 2,
    SourceType.INFERRED: 1,
}


class MemoryType(StrEnum):
    FACT = "FACT"
    PREFERENCE = "PREFERENCE"
    CONSTRAINT = "CONSTRAINT"
    DECISION = "DECISION"
    EXPERIENCE = "EXPERIENCE"


class Scope(StrEnum):
    TENANT = "TENANT"
    DEPARTMENT = "DEPARTMENT"
    USER = "USER"
    AGENT = "AGENT"
    SESSION = "SESSION"
    TASK = "TASK"


# Narrower scope wins when two visible facts share subject + predicate (docs/design.md §2).
SCOPE_SPECIFICITY: dict[Scope, int] = {
    Scope.TENANT: 0,
    Scope.DEPARTMENT: 1,
    Scope.USER: 2,
    Scope.AGENT: 3,
    Scope.SESSION: 4,
    Scope.TASK: 5,
}


class OwnerType(StrEnum):
    TENANT = "TENANT"
    DEPARTMENT = "DEPARTMENT"
    USER = "USER"
    AGENT = "AGENT"


class CandidateStatus(StrEnum):
    PENDING = "PENDING"
    ACCEPTED = "ACCEPTED"
    REJECTED = "REJECTED"
    NEEDS_CONFIRMATION = "NEEDS_CONFIRMATION"
    SUPERSEDED = "SUPERSEDED"


class EvidenceRelation(StrEnum):
    SUPPORT = "SUPPORT"
    CONFLICT = "CONFLICT"
    REFERENCE = "REFERENCE"


class FactStatus(StrEnum):
    ACTIVE = "ACTIVE"
    SUPERSEDED = "SUPERSEDED"
    EXPIRED = "EXPIRED"
    INVALIDATED = "INVALIDATED"


class TaskStatus(StrEnum):
    CREATED = "CREATED"
    PLANNING = "PLANNING"
    WAITING_CONFIRMATION = "WAITING_CONFIRMATION"
    EXECUTING = "EXECUTING"
    COMPLETED = "COMPLETED"
    FAILED = "FAILED"
    CANCELLED = "CANCELLED"
    OUTCOME_UNKNOWN = "OUTCOME_UNKNOWN"


class EmbeddingTarget(StrEnum):
    FACT = "fact"
    EVIDENCE = "evidence"


class IndexStatus(StrEnum):
    PENDING = "PENDING"
    DONE = "DONE"
    FAILED = "FAILED"
