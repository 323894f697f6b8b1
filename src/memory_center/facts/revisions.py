"""Revision log rows: one per change of a memory, with who, why, and the state before and after.

Snapshots hold the fact's own values (content included): they are part of the memory, deleted with
it, and exported to its user. Audit rows, by contrast, never hold content.
"""

import uuid
from enum import StrEnum
from typing import Any

from memory_center.kit.rows import random_id, transient
from memory_center.models import Fact, FactRevision


class RevisionAction(StrEnum):
    CREATE = "create"  # revision 1 of a chain
    REVISE = "revise"  # revision n + 1, superseding revision n (a newer statement of the same key)
    EDIT = "edit"  # revision n + 1 from PATCH (a correction by a reviewer or the user)
    SUPERSEDED = "superseded"  # the old revision, on the day it was superseded
    MERGE = "merge"  # a duplicate statement: evidence attached, no new revision
    INVALIDATE = "invalidate"
    EXPIRE = "expire"


_SNAPSHOT_FIELDS = (
    "status",
    "memory_type",
    "scope",
    "subject",
    "predicate",
    "object_value",
    "content",
    "source_type",
    "confidence",
    "revision",
    "valid_from",
    "valid_until",
    "supersedes_id",
    "superseded_by_id",
)


def _json(value: object) -> Any:
    if value is None or isinstance(value, str | int | float | bool):
        return value
    if isinstance(value, uuid.UUID):
        return str(value)
    if hasattr(value, "isoformat"):
        return value.isoformat()
    return str(value)


def snapshot(fact: Fact) -> dict[str, Any]:
    state = fact.__dict__  # a loaded or new fact's values, without the ORM's per-attribute descriptor
    return {name: _json(state[name] if name in state else getattr(fact, name)) for name in _SNAPSHOT_FIELDS}


def log_row(
    fact: Fact,
    action: RevisionAction,
    *,
    actor: str | None,
    reason: str | None,
    before: dict[str, Any] | None,
    after: dict[str, Any] | None,
) -> FactRevision:
    return transient(
        FactRevision,
        id=random_id(),
        tenant_id=fact.tenant_id,
        fact_id=fact.id,
        chain_id=fact.chain_id,
        revision=fact.revision,
        action=action.value,
        actor=actor,
        reason=reason,
        before=before,
        after=after,
    )
