"""Who acted, as a person reads it: the name of the API key behind an actor id ("by" columns show
``travel-agent`` instead of a key's UUID; the UUID stays in the tooltip). Other actors ("sweeper",
"cli", "platform") are shown as they are."""

import uuid
from collections.abc import Iterable

from sqlalchemy.ext.asyncio import AsyncSession

from memory_center.admin import repository as keys


def _key_id(actor: str | None) -> uuid.UUID | None:
    if not actor:
        return None
    try:
        return uuid.UUID(actor)
    except ValueError:
        return None


async def key_names(session: AsyncSession, tenant_id: str, actors: Iterable[str | None]) -> dict[str, str]:
    """Actor id → key name, for the actors that are keys of the tenant."""
    ids = sorted({key_id for key_id in map(_key_id, actors) if key_id is not None})
    names = await keys.names_by_ids(session, tenant_id, ids)
    return {str(key_id): name for key_id, name in names.items()}
