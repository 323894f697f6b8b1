"""SQL of the user's own words that back no memory (docs/context.md, "What the user said that no
memory holds"; the read side is retrieval/unrecorded.py)."""

import functools
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
    """The user's own words that no memory holds in full (docs/context.md, "What the user said that no
    memory holds"): the user's newest ``newest`` such USER_STATED evidence rows (``recent_unrecorded``:
    evidence about a user is visible to that user only), newest first, each with its similarity to the
    query, read for those rows only (None when a row is not indexed yet)."""
    said = await recent_unrecorded(session, viewer, at, newest)
    if not said:
        return []
    shape = (
        "unrecorded_distance",
        vector.dimensions in INDEXED_DIMENSIONS,
        vector.dimensions,
        vector.cjk_part,
    )
    values = {
        **vector.texts,
        "tenant_id": viewer.tenant_id,
        "evidence_ids": [row.id for row in said],
        "model": vector.model,
        "dimensions": vector.dimensions,
        "target_kind": EmbeddingTarget.EVIDENCE.value,
    }
    rows = await prepared.fetch_all(session, shape, lambda: _distance_statement(vector), values)
    distances = {row[0]: float(row[1]) for row in rows if row[1] is not None}
    return [
        Unrecorded(row, None if row.id not in distances else vector.similarity(distances[row.id]))
        for row in said
    ]


_EVIDENCE_SOURCE = list(EvidenceRecord.__dataclass_fields__).index("source_type")
_EVIDENCE_CONTENT = list(EvidenceRecord.__dataclass_fields__).index("content")
_EVIDENCE_ID = list(EvidenceRecord.__dataclass_fields__).index("id")
_EVIDENCE_TIME = list(EvidenceRecord.__dataclass_fields__).index("occurred_at")
_SEPARATOR = chr(31)
PAGE = 64
"""The rows of the SQL's candidates read at a time; the next read takes twice as many (up to
``MAX_PAGE``). Most users need one: their candidates are fewer than a page (docs/benchmarks.md,
session 20)."""
MAX_PAGE = 1024


def _texts(recorded: str | None) -> list[str]:
    return recorded.split(_SEPARATOR) if recorded else []


async def recent_unrecorded(
    session: AsyncSession, viewer: Viewer, at: datetime | None, newest: int
) -> list[EvidenceRecord]:
    """The user's newest ``newest`` statements that no memory holds in full, newest first: the SQL
    reads the candidates (``_filters``: no memory, or only current lasting ones shorter than ``SHARE``
    of the message), newest first, a page at a time, and the terms (``partly.holds_more``) decide,
    until ``newest`` are found or no candidate is left. A candidate its memories hold in full thus
    never takes the place of an older message they do not hold (served by
    ``ix_memory_evidence_tenant_user_time`` and ``ix_memory_fact_evidence_evidence``). Compiled once
    per shape (``prepared``). Also for a request whose query could not be embedded (the embedder down
    or past its deadline), which compares them by their words instead (retrieval/unrecorded.py)."""
    if viewer.user_id is None or newest <= 0:
        return []
    found: list[EvidenceRecord] = []
    after: tuple[datetime, Any] | None = None
    page = max(PAGE, newest)
    while True:
        values = {"tenant_id": viewer.tenant_id, "user_id": viewer.user_id, "page": page, "at": at}
        if after is not None:
            values.update(after_at=after[0], after_id=after[1])
        now, later_page = at is None, after is not None
        build = functools.partial(_candidates_statement, now, later_page)
        rows = await prepared.fetch_all(session, ("recent_unrecorded", now, later_page), build, values)
        for row in rows:
            fields = list(row[:-1])
            if holds_more(fields[_EVIDENCE_CONTENT], _texts(row[-1])):
                fields[_EVIDENCE_SOURCE] = SourceType(fields[_EVIDENCE_SOURCE])
                found.append(evidence_record(fields))
                if len(found) >= newest:
                    return found
        if len(rows) < page:
            return found
        after = (rows[-1][_EVIDENCE_TIME], rows[-1][_EVIDENCE_ID])
        page = min(2 * page, MAX_PAGE)


async def any_unrecorded(session: AsyncSession, viewer: Viewer, at: datetime | None) -> bool:
    """Whether the user has a statement that backs no memory (one cheap statement, sent while the
    query is embedded: most requests then skip the comparison)."""
    if viewer.user_id is None:
        return False
    values = {"tenant_id": viewer.tenant_id, "user_id": viewer.user_id, "at": at}

    def build() -> sa.Select[Any]:
        links, _ = _backing()
        held = links.add_columns(_held_length()).scalar_subquery()
        return sa.select(sa.exists().where(*_filters(at is None, held)))

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


def _held_length() -> Any:
    """The length the memories a message backs hold of it: the sum of their texts' lengths, where a
    link that is no support, or to a memory not current or not lasting (a replaced memory is history;
    a SESSION or TASK one keeps its words in their session), counts as a text longer than any message
    (the message is then held)."""
    unusable = sa.or_(
        FactEvidence.relation != sa.literal_column("'SUPPORT'"),
        Fact.status != sa.literal_column("'ACTIVE'"),
        Fact.scope.in_([sa.literal_column("'SESSION'"), sa.literal_column("'TASK'")]),
    )
    length = sa.case((unusable, sa.literal_column("1000000000")), else_=sa.func.length(Fact.content))
    return sa.func.coalesce(sa.func.sum(length), sa.literal_column("0"))


def _filters(now: bool, held: Any) -> list[Any]:
    """A statement of the user that no memory holds in full (``retrieval/partly.py``): it backs no
    memory, or only current lasting ones whose texts are together shorter than ``SHARE`` of it
    (``held``: ``_held_length``)."""
    _, tenant = _backing()
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
        held < sa.func.length(Evidence.content) * sa.literal_column(repr(SHARE)),
    ]
    if not now:
        filters.append(Evidence.occurred_at <= sa.bindparam("at", type_=sa.DateTime(timezone=True)))
    return filters


def _candidates_statement(now: bool, later_page: bool) -> sa.Select[Any]:
    """A page of candidates, newest first (ties by id), each with its memories' texts joined by
    ``_SEPARATOR`` (null: none): the held length and the texts in one aggregate per message. A later
    page starts after the last row of the one before (``after_at``, ``after_id``)."""
    links, _ = _backing()
    backing = links.add_columns(
        _held_length().label("held"),
        sa.func.string_agg(Fact.content, sa.func.chr(sa.literal_column("31"))).label("recorded"),
    ).lateral("backing")
    filters = _filters(now, backing.c.held)
    if later_page:
        after_at = sa.bindparam("after_at", type_=sa.DateTime(timezone=True))
        after_id = sa.bindparam("after_id", type_=Evidence.id.type)
        filters.append(
            sa.or_(
                Evidence.occurred_at < after_at,
                sa.and_(Evidence.occurred_at == after_at, Evidence.id > after_id),
            )
        )
    return (
        sa.select(*EVIDENCE_COLUMNS, backing.c.recorded)
        .select_from(Evidence)
        .join(backing, sa.true())
        .where(*filters)
        .order_by(Evidence.occurred_at.desc(), Evidence.id)
        .limit(sa.bindparam("page", type_=sa.Integer))
    )


def _distance_statement(vector: VectorQuery) -> sa.Select[Any]:
    """The distance of the query to each of the messages ``evidence_ids`` that is indexed (at most
    one row each: one embedding per target and model)."""
    distance, _, embedding_filters = scored(vector)
    ids = sa.bindparam("evidence_ids", type_=sa.ARRAY(Embedding.target_id.type))
    columns: list[Any] = [Embedding.target_id, distance.label("distance")]
    return sa.select(*columns).where(
        Embedding.tenant_id == sa.bindparam("tenant_id", type_=sa.Text),
        Embedding.target_kind == sa.bindparam("target_kind", type_=sa.Text),
        Embedding.target_id == sa.func.any(ids),
        *embedding_filters,
    )


@dataclass(frozen=True)
class Unrecorded:
    """A statement of the user that backs no memory, and its similarity to the query (None when the
    row is not indexed yet)."""

    evidence: EvidenceRecord
    similarity: float | None
