"""The analysed texts of a tenant's shared facts (TENANT and DEPARTMENT scope) for the keyword search,
held by the process per generation of the tenant's shared facts (migration 0018), as their vectors
(``shared_vectors``) and standing rules (``shared_rules``) are: the BM25 statement
(``repository.matching_facts``) read every visible row with its text on every request, the tenant's
shared ones among them (docs/benchmarks.md, "Session 22").

Held per tenant: every ACTIVE shared fact's id, scope, department, memory type, validity, analysed text,
its length in terms and its lexemes (``tsvector_to_array(search_tsv)``: PostgreSQL's own reading). A
request runs one statement over its own rows (the viewer's other scopes) that returns, in one snapshot,
the generation, the own matches (the best ``limit`` by ts_rank), the own collection's size and the
mean length of the whole visible collection (the held visible rows' count and terms are parameters:
PostgreSQL divides, as ``avg`` does), and the query as PostgreSQL reads it. A held row matches when one
of the query's lexemes is among its own: the query is ``'t1' | 't2' | …`` (``or_tsquery``). The answer
is the one statement's: the same matching rows (BM25 does not depend on their order), the same
collection size and the same mean.

The one statement runs instead (``None``) where the two could differ or holding does not apply: an
``as_of`` request, a database without the generation (Citus), a tenant without one or with more shared
facts than the process may hold, a query PostgreSQL reads as anything but single lexemes joined by
``|``, more matches than ``limit`` (the one statement keeps the best by ts_rank of all of them), a
collection at ``sample`` or more rows (it counts a sample in its scan order). Held texts are read again
after ``HELD_SECONDS`` whatever the generation, as held rules are.
"""

import re
import time
import uuid
from dataclasses import dataclass
from datetime import datetime

from sqlalchemy.ext.asyncio import AsyncSession

from memory_center.retrieval.repository import FactScope, Matches, scope_keys_of
from memory_center.retrieval.shared_holder import Held
from memory_center.retrieval.shared_rules import HELD_SECONDS
from memory_center.retrieval.shared_rules_repository import generation_kept
from memory_center.retrieval.shared_texts_repository import own_match_rows, shared_text_rows

_RETRY_SECONDS = 60.0
_LEXEME = re.compile(r"'([^'\\]*)'")


@dataclass(frozen=True)
class SharedText:
    id: uuid.UUID
    key: str | None
    """Its scope key as ``repository.SCOPE_KEY_SQL`` computes it (None: never visible)."""
    memory_type: str
    valid_from: datetime
    valid_until: datetime | None
    text: str
    terms: int
    lexemes: frozenset[str]


@dataclass(frozen=True)
class HeldTexts:
    generation: int
    rows: tuple[SharedText, ...]
    read_at: float

    def visible(self, where: FactScope) -> list[SharedText]:
        """Those ``repository.fact_filters(where)`` lets through (not ``as_of``)."""
        keys = set(scope_keys_of(where.viewer))
        types = {t.value for t in where.memory_types} if where.memory_types else None
        at = where.at
        return [
            row
            for row in self.rows
            if row.key in keys
            and row.valid_from <= at
            and (row.valid_until is None or row.valid_until > at)
            and (types is None or row.memory_type in types)
        ]


class SharedTexts(Held[str, HeldTexts]):
    """The process's held texts per tenant: at most ``max_rows`` in all (``held.Held``'s bounds)."""

    def __init__(self, max_rows: int) -> None:
        super().__init__(max_rows, lambda held: len(held.rows), HeldTexts, lambda held: held.read_at)


def query_lexemes(text: str) -> frozenset[str] | None:
    """The lexemes of a query PostgreSQL prints as ``'a' | 'b' | …``; None for any other query."""
    parts = text.split(" | ")
    found = [_LEXEME.fullmatch(part) for part in parts]
    if not text or any(match is None for match in found):
        return None
    return frozenset(match.group(1) for match in found if match is not None)


async def matching_facts(
    session: AsyncSession, where: FactScope, tsquery: str, limit: int, sample: int, held: SharedTexts
) -> Matches | None:
    """As ``repository.matching_facts``; None where holding does not apply (the caller runs it)."""
    if where.as_of or not await _available(session, held):
        return None
    tenant_id = where.viewer.tenant_id
    for attempt in range(2):
        entry = held.get(tenant_id)
        if attempt or held.due(entry, HELD_SECONDS):
            entry = await _build(session, held, tenant_id)
        if not isinstance(entry, HeldTexts):
            return None
        shared = entry.visible(where)
        counts = (len(shared), sum(row.terms for row in shared))
        rows = await own_match_rows(session, where, tsquery, limit, sample, counts)
        generation, own_documents, mean, query = rows[0][:4]
        if generation is None or int(generation) != entry.generation:
            continue  # changed since the texts were read: read them again, in a newer snapshot
        lexemes = query_lexemes(str(query))
        if lexemes is None or int(own_documents) + counts[0] >= sample:
            return None
        own = [(row[4], str(row[5])) for row in rows if row[4] is not None]
        matched = [(row.id, row.text) for row in shared if not lexemes.isdisjoint(row.lexemes)]
        if len(own) + len(matched) > limit:
            return None
        found = own + matched
        if not found:
            return Matches([], 0, 0.0)
        return Matches(found, int(own_documents) + counts[0], float(mean or 0.0))
    return None


async def _available(session: AsyncSession, held: SharedTexts) -> bool:
    if held.available is None:
        held.available = await generation_kept(session)
    return held.available


async def _build(session: AsyncSession, held: SharedTexts, tenant_id: str) -> HeldTexts | float:
    """The tenant's shared texts, read now; or the time to try again (no generation yet, too many)."""
    rows = await shared_text_rows(session, tenant_id, held.max_rows + 1)
    generation = rows[0][0] if rows else None
    texts = [_text(row[1:]) for row in rows if row[1] is not None]
    if generation is None or len(texts) > held.max_rows:
        retry = time.monotonic() + _RETRY_SECONDS
        held.put(tenant_id, retry)
        return retry
    entry = HeldTexts(int(generation), tuple(texts), time.monotonic())
    held.put(tenant_id, entry)
    return entry


def _text(row: tuple[object, ...]) -> SharedText:
    fact_id, scope, department_id, memory_type, valid_from, valid_until, text, terms, lexemes = row
    key = f"DEPARTMENT:{department_id}" if department_id is not None else None
    if scope == "TENANT":
        key = "TENANT:"
    assert isinstance(fact_id, uuid.UUID) and isinstance(valid_from, datetime)
    assert valid_until is None or isinstance(valid_until, datetime)
    return SharedText(
        fact_id, key, str(memory_type), valid_from, valid_until, str(text), int(str(terms)),
        frozenset(lexemes or ()),  # type: ignore[call-overload]
    )  # fmt: skip
