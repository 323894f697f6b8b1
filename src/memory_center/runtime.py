"""What the app holds for its lifetime: built once in the lifespan, reached through dependencies."""

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

import httpx
from sqlalchemy.ext.asyncio import AsyncEngine, AsyncSession, async_sessionmaker

from memory_center.api.key_cache import KeyCache
from memory_center.config import Settings

if TYPE_CHECKING:
    from memory_center.cache import Cache
    from memory_center.db.replica import ReadReplica


@dataclass
class Runtime:
    settings: Settings
    engine: AsyncEngine
    session_factory: async_sessionmaker[AsyncSession]
    http_client: httpx.AsyncClient
    cache: "Cache"
    api_keys: KeyCache = field(default_factory=lambda: KeyCache(0))
    """Verified API keys of this process (``MC_API_KEY_CACHE_SECONDS``; empty until the lifespan sets it)."""
    services: dict[str, Any] = field(default_factory=dict)
    read_replica: "ReadReplica | None" = None
    """MC_DATABASE_READ_URL's replica, when one is configured (``db.replica``)."""
