"""The key of a memory: which ACTIVE fact a new statement merges into or supersedes.

Two facts share a key when tenant, owner, scope, scope ids, subject and predicate are equal. The
partial unique index ``uq_memory_fact_active_key`` allows one ACTIVE fact per key; writers serialise
on a transaction-scoped advisory lock derived from the key before they look for the ACTIVE fact, so
two concurrent writes of one key never both see "nothing there".
"""

import hashlib
from dataclasses import dataclass

from memory_center.enums import OwnerType, Scope


@dataclass(frozen=True, slots=True)
class ScopeIds:
    """The ids a fact is scoped by; only those its scope needs are kept (see
    ``governance.owners.scope_ids``)."""

    user_id: str | None = None
    department_id: str | None = None
    agent_id: str | None = None
    session_id: str | None = None
    task_id: str | None = None


@dataclass(frozen=True, slots=True)
class FactKey:
    tenant_id: str
    owner_type: OwnerType
    owner_id: str
    scope: Scope
    ids: ScopeIds
    subject: str | None
    predicate: str | None

    @property
    def is_keyed(self) -> bool:
        """Facts without subject or predicate have no key: never merged, never superseded."""
        return self.subject is not None and self.predicate is not None

    def ident(self) -> tuple[str, ...]:
        """The key as the unique index compares it (a missing scope id equals the empty one)."""
        ids = self.ids
        return (
            self.tenant_id, self.owner_type.value, self.owner_id, self.scope.value, ids.user_id or "",
            ids.department_id or "", ids.agent_id or "", ids.session_id or "", ids.task_id or "",
            self.subject or "", self.predicate or "",
        )  # fmt: skip

    def space(self) -> tuple[str, ...]:
        """Whose memories, where: the key without subject and predicate (facts that may be the same
        memory said differently share it)."""
        return self.ident()[:9]

    def lock_id(self) -> int:
        """A signed 64-bit id for ``pg_advisory_xact_lock`` (collisions only serialise more)."""
        return _lock_id(self.ident())

    def family_lock_id(self, family: str) -> int:
        """The lock of every key of this space in one predicate family: writers that may match each
        other's facts take it before any key lock."""
        return _lock_id((*self.space(), "family", family))


def _lock_id(parts: tuple[str, ...]) -> int:
    digest = hashlib.blake2b("\x1f".join(parts).encode(), digest_size=8).digest()
    return int.from_bytes(digest, "big", signed=True)


def lock_id_for_fact(tenant_id: str, fact_id: object) -> int:
    """The lock of a keyless fact: its own id."""
    digest = hashlib.blake2b(f"{tenant_id}\x1ffact\x1f{fact_id}".encode(), digest_size=8).digest()
    return int.from_bytes(digest, "big", signed=True)
