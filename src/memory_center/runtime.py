"""What the app holds for its lifetime: built once by the app factory's lifespan (``main``), reached
through ``api.deps.RuntimeDep``. Every part is a typed field: no registry, no fallback built on use."""

from collections.abc import Callable, Coroutine
from dataclasses import dataclass

import httpx
from sqlalchemy.ext.asyncio import AsyncEngine, AsyncSession, async_sessionmaker

from memory_center.auth.key_cache import KeyCache
from memory_center.auth.sign_in_limit import SignInLimit
from memory_center.cache import Cache
from memory_center.config import Settings
from memory_center.db.replica import ReadReplica
from memory_center.embedding.embedder import Embedder
from memory_center.indexing.worker import IndexWorker
from memory_center.retrieval.read_cache import MemoryCache
from memory_center.retrieval.retrievers import ReadPath
from memory_center.writepath.write_path import WritePath

BackgroundJob = Callable[["Runtime"], Coroutine[object, object, None]]
"""A loop the lifespan starts as a task and cancels on shutdown."""
Probe = Callable[[], str]
"""One line of ``/readyz``: a part's state (ok, down, disabled, a model name)."""


@dataclass
class Runtime:
    settings: Settings
    engine: AsyncEngine
    session_factory: async_sessionmaker[AsyncSession]
    http_client: httpx.AsyncClient
    cache: Cache
    """Redis (optional): tasks and the read path's answers."""
    read_replica: ReadReplica | None
    """MC_DATABASE_READ_URL's replica, when one is configured (``db.replica``)."""
    api_keys: KeyCache
    """Verified API keys of this process (``MC_API_KEY_CACHE_SECONDS``)."""
    sign_in_limit: SignInLimit
    """Failed key checks per client address (``MC_AUTH_FAILURES_PER_MINUTE``)."""
    embedder: Embedder | None
    """The one foreground embedder (None without one): query embeddings of the read path and the
    write path's subjects share it. The index worker has its own, so indexing never holds its lock."""
    memory_cache: MemoryCache
    """The read path's cache and its invalidation (remembers what Redis missed)."""
    write_path: WritePath
    read_path: ReadPath
    indexer: IndexWorker | None
    """The index worker (None without an embedder); it runs in-process when ``indexer_enabled``."""
    background: list[BackgroundJob]
    readiness: dict[str, Probe]
    """Probes reported by ``/readyz`` besides the database and Redis."""
