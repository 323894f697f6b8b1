"""The contract's enums (upper case, fixed). Answers carry them as plain strings, so a value added by
a newer service never breaks an older client; these StrEnums compare equal to those strings."""

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


class CandidateStatus(StrEnum):
    PENDING = "PENDING"
    ACCEPTED = "ACCEPTED"
    REJECTED = "REJECTED"
    NEEDS_CONFIRMATION = "NEEDS_CONFIRMATION"
    SUPERSEDED = "SUPERSEDED"


class FactStatus(StrEnum):
    ACTIVE = "ACTIVE"
    SUPERSEDED = "SUPERSEDED"
    EXPIRED = "EXPIRED"
    INVALIDATED = "INVALIDATED"


class SourceType(StrEnum):
    USER_CONFIRMED = "USER_CONFIRMED"
    USER_STATED = "USER_STATED"
    TOOL_RESULT = "TOOL_RESULT"
    INFERRED = "INFERRED"


class EvidenceType(StrEnum):
    CONVERSATION = "CONVERSATION"
    DOCUMENT = "DOCUMENT"
    TOOL = "TOOL"
    API = "API"
    DATABASE = "DATABASE"


class TaskStatus(StrEnum):
    CREATED = "CREATED"
    PLANNING = "PLANNING"
    WAITING_CONFIRMATION = "WAITING_CONFIRMATION"
    EXECUTING = "EXECUTING"
    COMPLETED = "COMPLETED"
    FAILED = "FAILED"
    CANCELLED = "CANCELLED"
    OUTCOME_UNKNOWN = "OUTCOME_UNKNOWN"
