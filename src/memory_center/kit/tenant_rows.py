"""One row of a tenant by its id: the read every domain with an id-keyed table repeats.

``row_in_tenant`` is the repositories' statement (the tenant is always in the WHERE clause, so a row
of another tenant is never found); ``or_not_found`` turns the absent row into the 404 a service
raises. Lists of a tenant page with ``kit/keyset``.
"""

import uuid
from typing import Any, TypeVar

from sqlalchemy import bindparam, select
from sqlalchemy.ext.asyncio import AsyncSession
from sqlalchemy.sql import Select

from memory_center.db.base import IdMixin
from memory_center.errors import NotFound

RowT = TypeVar("RowT", bound=IdMixin)
FoundT = TypeVar("FoundT")


async def row_in_tenant(
    session: AsyncSession, model: type[RowT], tenant_id: str, row_id: uuid.UUID, *, for_update: bool = False
) -> RowT | None:
    """The row, or None; ``for_update`` row-locks it and refreshes a copy the session already holds."""
    found: RowT | None = await session.scalar(_by_id(model, for_update), {"tenant": tenant_id, "row": row_id})
    return found


_BY_ID: dict[tuple[type[IdMixin], bool], Select[Any]] = {}


def _by_id(model: type[IdMixin], for_update: bool) -> Select[Any]:
    """The statement of ``row_in_tenant``, built once per table (building it cost more than running it
    on the write path: docs/benchmarks.md, "Session 25: batch ingest CPU")."""
    query = _BY_ID.get((model, for_update))
    if query is None:
        query = select(model).where(model.tenant_id == bindparam("tenant"), model.id == bindparam("row"))
        if for_update:
            query = query.with_for_update().execution_options(populate_existing=True)
        _BY_ID[(model, for_update)] = query
    return query


def or_not_found(row: FoundT | None, kind: str, ident: object) -> FoundT:
    """The row found, or the 404 that names what was looked for."""
    if row is None:
        raise NotFound(kind, ident)
    return row
