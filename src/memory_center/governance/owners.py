"""Who owns a memory, which ids scope it, and which ids a scope cannot do without (pure).

| scope      | owner                   | scope ids kept on the fact |
|------------|-------------------------|----------------------------|
| TENANT     | TENANT  = the tenant    | none                       |
| DEPARTMENT | DEPARTMENT department_id| department_id              |
| USER       | USER    user_id         | user_id                    |
| AGENT      | AGENT   agent_id        | agent_id, user_id (the agent's notes about that user) |
| SESSION    | USER    user_id         | user_id, session_id        |
| TASK       | USER    user_id         | user_id, task_id           |

Only the ids a scope needs are kept, so the same statement made in another session (or task) meets
the same USER fact, and a TASK value never meets a USER one (different keys). A TASK candidate
without a task_id is a SESSION candidate. Subjects and predicates are compared in canonical form
(``governance.values.canonical_key_part``).
"""

from dataclasses import dataclass, replace

from memory_center.enums import OwnerType, Scope
from memory_center.facts.keys import FactKey, ScopeIds
from memory_center.governance.drafts import CandidateDraft
from memory_center.governance.values import canonical_key_part

UNKNOWN_OWNER = ""


@dataclass(frozen=True, slots=True)
class Owner:
    owner_type: OwnerType
    owner_id: str

    @property
    def known(self) -> bool:
        return self.owner_id != UNKNOWN_OWNER


def _key_part(text: str | None) -> str | None:
    if text is None:
        return None
    return canonical_key_part(text) or None


def normalise(draft: CandidateDraft) -> CandidateDraft:
    """Canonical key parts (whatever the extractor did) and a TASK scope that has a task."""
    draft = replace(draft, subject=_key_part(draft.subject), predicate=_key_part(draft.predicate))
    if draft.scope is Scope.TASK and not draft.task_id:
        return replace(draft, scope=Scope.SESSION)
    return draft


def scope_ids(draft: CandidateDraft) -> ScopeIds:
    match draft.scope:
        case Scope.TENANT:
            return ScopeIds()
        case Scope.DEPARTMENT:
            return ScopeIds(department_id=draft.department_id)
        case Scope.USER:
            return ScopeIds(user_id=draft.user_id)
        case Scope.AGENT:
            return ScopeIds(user_id=draft.user_id, agent_id=draft.agent_id)
        case Scope.SESSION:
            return ScopeIds(user_id=draft.user_id, session_id=draft.session_id)
        case Scope.TASK:
            return ScopeIds(user_id=draft.user_id, task_id=draft.task_id)


def owner_of(draft: CandidateDraft, tenant_id: str) -> Owner:
    match draft.scope:
        case Scope.TENANT:
            return Owner(OwnerType.TENANT, tenant_id)
        case Scope.DEPARTMENT:
            return Owner(OwnerType.DEPARTMENT, draft.department_id or UNKNOWN_OWNER)
        case Scope.AGENT:
            return Owner(OwnerType.AGENT, draft.agent_id or UNKNOWN_OWNER)
        case Scope.USER | Scope.SESSION | Scope.TASK:
            return Owner(OwnerType.USER, draft.user_id or UNKNOWN_OWNER)


# The ids a scope cannot do without, owner first: who the memory belongs to, then where it applies.
_NEEDED_IDS: dict[Scope, tuple[str, ...]] = {
    Scope.TENANT: (),
    Scope.DEPARTMENT: ("department_id",),
    Scope.USER: ("user_id",),
    Scope.AGENT: ("agent_id",),
    Scope.SESSION: ("user_id", "session_id"),
    Scope.TASK: ("user_id", "task_id"),
}


def missing_owner_field(draft: CandidateDraft) -> str | None:
    """The first id the draft's scope needs and lacks (None: owner and place are known). The one
    definition of the rule: screening (``policies.require_scope_owner``) and every writer use it."""
    for name in _NEEDED_IDS[draft.scope]:
        if not getattr(draft, name):
            return name
    return None


def fact_key(draft: CandidateDraft, tenant_id: str) -> FactKey:
    owner = owner_of(draft, tenant_id)
    return FactKey(
        tenant_id,
        owner.owner_type,
        owner.owner_id,
        draft.scope,
        scope_ids(draft),
        draft.subject,
        draft.predicate,
    )
