"""One row of a tenant by its id: the read every domain with an id-keyed table repeats.

``row_in_tenant`` is the repositories' statement (the tenant is always in the WHERE clause, so a row
of another tenant is never found); ``or_not_found`` turns the absent row into the 404 a service
raises. Lists of a tenant page with ``kit/keyset``.
"""

import uuid
from typing import TypeVar

from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession

from memory_center.db.base import IdMixin
from memory_center.errors import NotFound

RowT = TypeVar("RowT", bound=IdMixin)
FoundT = TypeVar("FoundT")


async def row_in_tenant(
    session: AsyncSession, model: type[RowT], tenant_id: str, row_id: uuid.UUID, *, for_update: bool = False
) -> RowT | None:
    """The row, or None; ``for_update`` row-locks it and refreshes a copy the session already holds."""
    query = select(model).where(model.tenant_id == tenant_id, model.id == row_id)
    if for_update:
        query = query.with_for_update().execution_options(populate_existing=True)
    return await session.scalar(query)


def or_not_found(row: FoundT | None, kind: str, ident: object) -> FoundT:
    """The row found, or the 404 that names what was looked for."""
    if row is None:
        raise NotFound(kind, ident)
    return row
