"""ORM tables, one module per aggregate. Importing this package registers them all on Base.metadata."""

from memory_center.models.api_key import ApiKey
from memory_center.models.audit import AuditEntry
from memory_center.models.candidate import Candidate, CandidateEvidence
from memory_center.models.embedding import Embedding
from memory_center.models.event import Event, Evidence
from memory_center.models.fact import Fact, FactEvidence, FactRevision
from memory_center.models.shared_generation import SharedGeneration
from memory_center.models.task import Task, TaskTransition
from memory_center.models.trace import RetrievalTrace

__all__ = [
    "ApiKey",
    "AuditEntry",
    "Candidate",
    "CandidateEvidence",
    "Embedding",
    "Event",
    "Evidence",
    "Fact",
    "FactEvidence",
    "FactRevision",
    "RetrievalTrace",
    "SharedGeneration",
    "Task",
    "TaskTransition",
]
