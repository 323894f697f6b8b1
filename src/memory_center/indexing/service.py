"""Index status and reindexing."""

from dataclasses import dataclass

from sqlalchemy.ext.asyncio import AsyncSession

from memory_center.config import Settings
from memory_center.indexing import repository
from memory_center.indexing.queue import indexed_dimensions, indexed_model
from memory_center.indexing.schemas import IndexStatusOut


async def status(session: AsyncSession, settings: Settings, tenant_id: str) -> IndexStatusOut:
    model = indexed_model(settings)
    if model is None:
        return IndexStatusOut(pending=0, failed=0, model="none", dimensions=0)
    pending, failed = await repository.backlog(session, tenant_id, model)
    return IndexStatusOut(
        pending=pending, failed=failed, model=model, dimensions=indexed_dimensions(settings) or 0
    )


@dataclass(frozen=True)
class Reindexed:
    model: str
    queued: int
    reset: int
    pruned: int


async def reindex(
    session: AsyncSession, settings: Settings, *, force: bool = False, prune: bool = False
) -> Reindexed:
    """Queue everything for the current model: rows missing for it are added, FAILED rows (and with
    ``force`` every row) go back to PENDING; ``prune`` deletes the vectors of other models."""
    model = indexed_model(settings)
    if model is None:
        raise ValueError("MC_EMBEDDING_PROVIDER=none: there is no semantic index to rebuild")
    queued = 0
    while True:
        added = await repository.backfill(session, model, 10_000)
        queued += added
        if added < 10_000:
            break
    reset = await repository.reset(session, model, include_done=force)
    pruned = await repository.prune_other_models(session, model) if prune else 0
    return Reindexed(model, queued, reset, pruned)
