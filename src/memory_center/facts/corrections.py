"""Corrections of a memory through the API: PATCH (a new USER_CONFIRMED revision) and invalidate."""

import re
import uuid

from sqlalchemy.ext.asyncio import AsyncSession

from memory_center.auth.principal import Principal
from memory_center.config import GovernanceSettings
from memory_center.db.base import utcnow
from memory_center.db.user_lock import lock_users_for_write
from memory_center.enums import EvidenceRelation, FactStatus, SourceType
from memory_center.errors import Unprocessable
from memory_center.extraction.build import Extractor
from memory_center.facts import fact_transitions, repository
from memory_center.facts.reread import reread_value
from memory_center.facts.revisions import RevisionAction, log_row, snapshot
from memory_center.facts.schemas import FactPatchIn
from memory_center.facts.service import (
    Change,
    Effects,
    FactWrites,
    NewFact,
    audit_fact,
    key_of,
    lock_fact,
    mark_stale,
    supersede,
)
from memory_center.facts.validity import current_status
from memory_center.governance.redaction import refuse_sensitive
from memory_center.governance.sensitive import find_sensitive, redact
from memory_center.models import Fact


def _require_move(fact: Fact, target: FactStatus) -> None:
    """A fact past its ``valid_until`` is EXPIRED already (whatever the sweeper has stored)."""
    status = current_status(fact.status, fact.valid_until, utcnow())
    fact_transitions.require_move(fact.id, status, target, fact.superseded_by_id)


def clean_text(text: str, settings: GovernanceSettings, field: str) -> str:
    """Sensitive data never reaches a fact: redacted or refused, per the tenant's policy."""
    if settings.sensitive_action == "redact":
        return redact(text, find_sensitive(text, include_email=settings.email_is_sensitive))
    refuse_sensitive(text, field=field, include_email=settings.email_is_sensitive, where="stored in a memory")
    return text


def screen_reason(reason: str | None, settings: GovernanceSettings) -> None:
    """A reason is kept verbatim in the revision and audit logs: sensitive data in it → 422."""
    refuse_sensitive(reason, field="reason", include_email=settings.email_is_sensitive)


def corrected_content(content: str, old_value: str | None, new_value: str | None) -> str:
    """When only the value is corrected, its one mention in the wording (a whole word or number, not
    part of one) follows it; otherwise the wording stays as it was."""
    if not old_value or not new_value:
        return content
    mentions = re.findall(rf"(?<![A-Za-z0-9]){re.escape(old_value)}(?![A-Za-z0-9])", content)
    if len(mentions) != 1 or content.count(old_value) != 1:
        return content
    return content.replace(old_value, new_value)


def _patched_spec(old: Fact, body: FactPatchIn, settings: GovernanceSettings, reread: str | None) -> NewFact:
    """``reread``: the value the new wording gives the memory, for a correction of the wording only
    (``facts.reread``); unused otherwise."""
    now = utcnow()
    if body.valid_until is not None and body.valid_until <= now:
        raise Unprocessable("valid_until must be in the future; use invalidate to end a memory now")
    object_value = old.object_value
    if body.object_value is not None:
        object_value = clean_text(body.object_value, settings, "object_value")
    elif body.content is not None and reread is not None:
        object_value = clean_text(reread, settings, "object_value")
    if body.content is not None:
        content = clean_text(body.content, settings, "content")
    else:
        content = corrected_content(old.content, old.object_value, object_value)
    if len(content) > settings.max_content_chars:
        raise Unprocessable(
            f"content is longer than {settings.max_content_chars} characters", code="too_long"
        )
    return NewFact(
        key=key_of(old),
        memory_type=old.memory_type,
        object_value=object_value,
        content=content,
        source_type=SourceType.USER_CONFIRMED,
        confidence=1.0,
        valid_from=now,
        valid_until=body.valid_until if body.valid_until is not None else old.valid_until,
        source_candidate_id=old.source_candidate_id,
        importance=old.importance,
    )


async def _reread(
    session: AsyncSession,
    tenant_id: str,
    fact_id: uuid.UUID,
    body: FactPatchIn,
    settings: GovernanceSettings,
    extractor: Extractor,
) -> tuple[Fact | None, str | None]:
    """The fact as it stands, and for a correction of the wording only the value its new wording
    (screened for sensitive data first) gives it, read before any lock is taken (a model extractor
    may take seconds)."""
    fact = await repository.get(session, tenant_id, fact_id)
    if fact is None or body.content is None or body.object_value is not None:
        return fact, None
    if current_status(fact.status, fact.valid_until, utcnow()) is not FactStatus.ACTIVE:
        return fact, None  # refused under the lock (409)
    content = clean_text(body.content, settings, "content")
    return fact, await reread_value(extractor, fact, content)


async def _lock_owner(session: AsyncSession, tenant_id: str, fact: Fact | None) -> None:
    """A correction writes a new revision of the user's fact: the user's write lock comes first (the
    order every writer keeps), so it cannot commit while that user is being erased."""
    if fact is not None:
        await lock_users_for_write(session, tenant_id, [fact.user_id])


async def patch(
    session: AsyncSession,
    principal: Principal,
    fact_id: uuid.UUID,
    body: FactPatchIn,
    settings: GovernanceSettings,
    effects: Effects,
    extractor: Extractor,
) -> Fact:
    """A correction: revision n + 1 superseding the current one, with USER_CONFIRMED trust. A new
    wording without a new value is read again for the value it states (``facts.reread``)."""
    screen_reason(body.reason, settings)
    current, reread = await _reread(session, principal.tenant, fact_id, body, settings, extractor)
    await _lock_owner(session, principal.tenant, current)
    old = await lock_fact(session, principal.tenant, fact_id)
    _require_move(old, FactStatus.SUPERSEDED)
    spec = _patched_spec(old, body, settings, reread)
    same_value = spec.object_value == old.object_value
    links = await repository.evidence_links(session, old.tenant_id, old.id)
    carried = [(evidence_id, rel if same_value else EvidenceRelation.REFERENCE) for evidence_id, rel in links]
    change = Change(principal.key_id, body.reason)
    writes = FactWrites()
    fact = supersede(session, writes, old, spec, carried, change, effects, action=RevisionAction.EDIT)
    await session.flush()
    await writes.write(session, effects)
    return fact


async def invalidate(
    session: AsyncSession,
    principal: Principal,
    fact_id: uuid.UUID,
    reason: str,
    settings: GovernanceSettings,
    effects: Effects,
) -> Fact:
    screen_reason(reason, settings)
    fact = await lock_fact(session, principal.tenant, fact_id)
    _require_move(fact, FactStatus.INVALIDATED)
    before = snapshot(fact)
    fact_transitions.move(fact, FactStatus.INVALIDATED, utcnow())
    change = Change(principal.key_id, reason)
    session.add(
        log_row(
            fact,
            RevisionAction.INVALIDATE,
            actor=change.actor,
            reason=change.reason,
            before=before,
            after=snapshot(fact),
        )
    )
    audit_fact(session, fact, "invalidate", change)
    mark_stale(session, effects, fact)
    await session.flush()
    return fact
