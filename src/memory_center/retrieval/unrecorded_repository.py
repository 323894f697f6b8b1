"""SQL of the user's own words that back no memory (docs/context.md, "What the user said that no
memory holds"; the read side is retrieval/unrecorded.py)."""

from dataclasses import dataclass
from datetime import datetime
from typing import Any

import sqlalchemy as sa
from sqlalchemy.ext.asyncio import AsyncSession

from memory_center.enums import EmbeddingTarget, SourceType
from memory_center.models import Candidate, CandidateEvidence, Embedding, Evidence, Fact, FactEvidence
from memory_center.models.embedding import INDEXED_DIMENSIONS
from memory_center.retrieval import prepared
from memory_center.retrieval.partly import SHARE, holds_more
from memory_center.retrieval.records import EvidenceRecord, evidence_record
from memory_center.retrieval.repository import EVIDENCE_COLUMNS
from memory_center.retrieval.scope import Viewer
from memory_center.retrieval.semantic_repository import VectorQuery, scored


async def unrecorded_evidence(
    session: AsyncSession, viewer: Viewer, at: datetime | None, vector: VectorQuery, newest: int
) -> list["Unrecorded"]:
    """The user's own words that back no memory (docs/context.md, "What the user said that no memory
    holds"): of the user's newest ``newest`` USER_STATED evidence rows (evidence about a user is
    visible to that user only) with no link to any fact (served by
    ``ix_memory_evidence_tenant_user_time`` and ``ix_memory_fact_evidence_evidence``), newest first.
    Compiled once per shape (``prepared``)."""
    if viewer.user_id is None:
        return []
    shape = (
        "unrecorded",
        at is None,
        vector.dimensions in INDEXED_DIMENSIONS,
        vector.dimensions,
        vector.cjk_part,
    )
    values = {
        **vector.texts,
        "tenant_id": viewer.tenant_id,
        "user_id": viewer.user_id,
        "newest": newest,
        "model": vector.model,
        "dimensions": vector.dimensions,
        "target_kind": EmbeddingTarget.EVIDENCE.value,
        "at": at,
    }
    rows = await prepared.fetch_all(session, shape, lambda: _unrecorded_statement(vector, at is None), values)
    found = []
    for row in rows:
        fields = list(row[:-2])
        if not holds_more(fields[_EVIDENCE_CONTENT], _texts(row[-2])):
            continue
        fields[_EVIDENCE_SOURCE] = SourceType(fields[_EVIDENCE_SOURCE])
        similarity = None if row[-1] is None else vector.similarity(float(row[-1]))
        found.append(Unrecorded(evidence_record(fields), similarity))
    return found


_EVIDENCE_SOURCE = list(EvidenceRecord.__dataclass_fields__).index("source_type")
_EVIDENCE_CONTENT = list(EvidenceRecord.__dataclass_fields__).index("content")
_SEPARATOR = chr(31)


def _texts(recorded: str | None) -> list[str]:
    return recorded.split(_SEPARATOR) if recorded else []


async def recent_unrecorded(
    session: AsyncSession, viewer: Viewer, at: datetime | None, newest: int
) -> list[EvidenceRecord]:
    """The same rows as ``unrecorded_evidence``, without a vector to compare them with: for a
    request whose query could not be embedded (the embedder down or past its deadline), which
    compares them by their words instead (retrieval/unrecorded.py)."""
    if viewer.user_id is None:
        return []
    values = {"tenant_id": viewer.tenant_id, "user_id": viewer.user_id, "newest": newest, "at": at}

    def build() -> sa.Select[Any]:
        return (
            sa.select(*EVIDENCE_COLUMNS, _recorded())
            .where(*_filters(at is None))
            .order_by(Evidence.occurred_at.desc(), Evidence.id)
            .limit(sa.bindparam("newest", type_=sa.Integer))
        )

    rows = await prepared.fetch_all(session, ("recent_unrecorded", at is None), build, values)
    found = []
    for row in rows:
        fields = list(row[:-1])
        if holds_more(fields[_EVIDENCE_CONTENT], _texts(row[-1])):
            fields[_EVIDENCE_SOURCE] = SourceType(fields[_EVIDENCE_SOURCE])
            found.append(evidence_record(fields))
    return found


async def any_unrecorded(session: AsyncSession, viewer: Viewer, at: datetime | None) -> bool:
    """Whether the user has a statement that backs no memory (one cheap statement, sent while the
    query is embedded: most requests then skip the comparison)."""
    if viewer.user_id is None:
        return False
    values = {"tenant_id": viewer.tenant_id, "user_id": viewer.user_id, "at": at}
    build = lambda: sa.select(sa.exists().where(*_filters(at is None)))  # noqa: E731
    rows = await prepared.fetch_all(session, ("any_unrecorded", at is None), build, values)
    return bool(rows and rows[0][0])


def _backing() -> tuple[sa.Select[Any], Any]:
    """The memories a message backs (its ``memory_fact_evidence`` links and their facts), and the
    tenant parameter."""
    tenant = sa.bindparam("tenant_id", type_=sa.Text)
    links = (
        sa.select()
        .select_from(FactEvidence)
        .join(Fact, sa.and_(Fact.tenant_id == FactEvidence.tenant_id, Fact.id == FactEvidence.fact_id))
    )
    return links.where(FactEvidence.tenant_id == tenant, FactEvidence.evidence_id == Evidence.id), tenant


def _recorded() -> Any:
    """The texts of the memories a message backs, joined by ``_SEPARATOR`` (null: none)."""
    links, _ = _backing()
    return links.add_columns(
        sa.func.string_agg(Fact.content, sa.func.chr(sa.literal_column("31")))
    ).scalar_subquery()


def _filters(now: bool) -> list[Any]:
    """A statement of the user that no memory holds in full (``retrieval/partly.py``): it backs no
    memory, or only current lasting ones (a replaced memory is history; a SESSION or TASK one keeps
    its words in their session) whose texts are together shorter than ``SHARE`` of it."""
    links, tenant = _backing()
    # One aggregate over the message's memories: a link that is no support, or to a memory not
    # current or not lasting, counts as a text longer than any message (the message is then held).
    unusable = sa.or_(
        FactEvidence.relation != sa.literal_column("'SUPPORT'"),
        Fact.status != sa.literal_column("'ACTIVE'"),
        Fact.scope.in_([sa.literal_column("'SESSION'"), sa.literal_column("'TASK'")]),
    )
    length = sa.case((unusable, sa.literal_column("1000000000")), else_=sa.func.length(Fact.content))
    held = links.add_columns(sa.func.coalesce(sa.func.sum(length), sa.literal_column("0")))
    # Words governance has judged stay judged: a candidate rejected (an authority claim, a one-off, a
    # secret), waiting for review or in flight is never brought back as the user's raw words.
    judged = sa.exists().where(
        CandidateEvidence.tenant_id == tenant,
        CandidateEvidence.evidence_id == Evidence.id,
        Candidate.tenant_id == CandidateEvidence.tenant_id,
        Candidate.id == CandidateEvidence.candidate_id,
        Candidate.status != sa.literal_column("'ACCEPTED'"),
    )
    filters = [
        Evidence.tenant_id == tenant,
        Evidence.user_id == sa.bindparam("user_id", type_=sa.Text),
        Evidence.source_type == sa.literal_column("'USER_STATED'"),
        sa.not_(judged),
        held.scalar_subquery() < sa.func.length(Evidence.content) * sa.literal_column(repr(SHARE)),
    ]
    if not now:
        filters.append(Evidence.occurred_at <= sa.bindparam("at", type_=sa.DateTime(timezone=True)))
    return filters


def _unrecorded_statement(vector: VectorQuery, now: bool) -> sa.Select[Any]:
    tenant = sa.bindparam("tenant_id", type_=sa.Text)
    filters = _filters(now)
    recent = (
        sa.select(Evidence.tenant_id, Evidence.id, Evidence.occurred_at)
        .where(*filters)
        .order_by(Evidence.occurred_at.desc())
        .limit(sa.bindparam("newest", type_=sa.Integer))
        .cte("unrecorded")
        .prefix_with("MATERIALIZED")
    )
    distance, _, embedding_filters = scored(vector)
    lookup = (
        sa.select(distance.label("distance"))
        .where(
            Embedding.tenant_id == tenant,
            Embedding.tenant_id == recent.c.tenant_id,
            Embedding.target_kind == sa.bindparam("target_kind", type_=sa.Text),
            Embedding.target_id == recent.c.id,
            *embedding_filters,
        )
        .limit(sa.literal_column("1"))
        .lateral("lookup_unrecorded")
    )
    return (
        sa.select(*EVIDENCE_COLUMNS, _recorded(), lookup.c.distance)
        .select_from(recent)
        .join(Evidence, sa.and_(Evidence.tenant_id == recent.c.tenant_id, Evidence.id == recent.c.id))
        .outerjoin(lookup, sa.true())
        .where(Evidence.tenant_id == tenant)
        .order_by(recent.c.occurred_at.desc(), recent.c.id)
    )


@dataclass(frozen=True)
class Unrecorded:
    """A statement of the user that backs no memory, and its similarity to the query (None when the
    row is not indexed yet)."""

    evidence: EvidenceRecord
    similarity: float | None
