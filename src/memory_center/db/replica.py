"""The read replica (``MC_DATABASE_READ_URL``) and its read-your-writes rule (docs/scaling.md).

The rule: a tenant's read goes to the replica only if the replica has *replayed* the primary's WAL up
to the tenant's **write fence**, the primary's WAL insert position taken right after the tenant's last
acknowledged write committed (before its response was sent). Otherwise the read goes to the primary.
So a read that starts after a write's response arrived — from the same client or any other of the
tenant, on any instance — sees that write, however far the replica lags or even while its replay is
paused; the reads of tenants that did not write since the replica's position still go to the replica.

- Fences live in Redis (``mc:{tenant}:walfence``, only ever raised), shared by every process and
  instance. Without Redis, or when it fails or has lost the key, the fence is the primary's *current*
  WAL position (one tiny query on the primary): never wrong, only the replica serves fewer reads.
- Writes count when a request's primary session made them, and when the index worker stored vectors.
  The traces retrieve and context write (from a read session, on the primary) do not: traces are
  read on the primary, and a tenant that only retrieves keeps reading from the replica.
- The comparison is made on the replica, in the transaction that then serves the read, so every later
  statement's snapshot includes what was replayed.
- A replica that fails to answer is left alone for ``MC_DATABASE_READ_RETRY_SECONDS``: reads use the
  primary, with one warning in the log, and ``/readyz`` shows ``checks.read_replica: "down: ..."``.
"""

import logging
import time
from collections.abc import Iterable
from typing import Any

from prometheus_client import Counter
from sqlalchemy import text
from sqlalchemy.exc import DBAPIError, SQLAlchemyError
from sqlalchemy.ext.asyncio import AsyncEngine, AsyncSession, async_sessionmaker

from memory_center.cache import Cache, cache_key
from memory_center.db.routing import PRIMARY
from memory_center.db.tenancy import TENANT

logger = logging.getLogger(__name__)

FENCE_TTL_SECONDS = 7 * 24 * 3600

# Byte positions in the WAL, as integers (0/0 is position 0).
_REPLAYED = text("SELECT (pg_last_wal_replay_lsn() - '0/0'::pg_lsn)::bigint")
_INSERTED = text("SELECT (pg_current_wal_insert_lsn() - '0/0'::pg_lsn)::bigint")

READS = Counter(
    "mc_replica_reads_total",
    "Reads that could use the read replica, by where they went and why",
    ["database", "reason"],
)


def fence_key(tenant_id: str) -> str:
    return cache_key(tenant_id, "walfence")


def replica_serves(replayed: int | None, fence: int) -> bool:
    """The rule. ``replayed`` is None on a server that is not replaying WAL (not a standby, or a
    promoted one): it is as current as a primary."""
    return replayed is None or replayed >= fence


async def primary_position(session: AsyncSession) -> int:
    """The primary's WAL insert position now: every transaction committed so far lies before it."""
    position = await session.scalar(_INSERTED)
    return int(position)


class ReadReplica:
    """The replica's engine and read sessions, the tenants' write fences and the replica's health."""

    def __init__(
        self,
        engine: AsyncEngine,
        sessions: async_sessionmaker[AsyncSession],
        cache: Cache,
        retry_seconds: float,
    ) -> None:
        self.engine = engine
        self.sessions = sessions
        self.cache = cache
        self.retry_seconds = retry_seconds
        self._down_since: float | None = None
        self._last_error: str | None = None

    # ------------------------------------------------------------------------------------ health

    def usable(self) -> bool:
        down = self._down_since
        return down is None or time.monotonic() - down >= self.retry_seconds

    def failed(self, exc: BaseException) -> None:
        self._last_error = type(exc).__name__
        if self._down_since is None:
            logger.warning(
                "read replica unreachable (%s: %s); reads use the primary, trying it again in %.0f s",
                type(exc).__name__,
                str(exc).splitlines()[0] if str(exc) else "",
                self.retry_seconds,
            )
        self._down_since = time.monotonic()

    def _ok(self) -> None:
        if self._down_since is not None:
            logger.info("read replica is back; reads use it again")
        self._down_since = None
        self._last_error = None

    # ------------------------------------------------------------------------------------ fences

    async def record_writes(self, tenant_ids: Iterable[str], primary: AsyncEngine) -> None:
        """After tenants' writes committed: raise their fences to the primary's WAL position."""
        keys = [fence_key(tenant_id) for tenant_id in tenant_ids]
        if not keys or not self.cache.enabled:
            return  # without Redis every read compares with the primary's current position
        try:
            async with primary.connect() as connection:
                position = int(await connection.scalar(_INSERTED))
        except (SQLAlchemyError, OSError) as exc:
            logger.warning("could not read the primary's WAL position after a write: %s", type(exc).__name__)
            await self.cache.delete(*keys)  # readers then ask the primary itself
            return
        for key in keys:
            if not await self.cache.raise_int(key, position, FENCE_TTL_SECONDS):
                # A fence Redis kept from before would be too low: it is deleted once Redis answers
                # again, before anything else is read (``Cache``); meanwhile readers ask the primary.
                await self.cache.delete(key)

    async def fence(self, tenant_id: str, primary: AsyncSession) -> int:
        known = await self.cache.get_json(fence_key(tenant_id)) if self.cache.enabled else None
        if isinstance(known, int):
            return known
        position = await primary_position(primary)
        if self.cache.enabled and not self.cache.degraded:
            await self.cache.raise_int(fence_key(tenant_id), position, FENCE_TTL_SECONDS)
        return position

    # ------------------------------------------------------------------------------------ sessions

    async def open(self, tenant_id: str, primary: AsyncSession) -> AsyncSession | None:
        """A read session of the tenant on the replica if the rule allows it, else None (read the
        primary). ``primary`` is the request's primary session (already bound to the tenant)."""
        if not self.usable():
            READS.labels("primary", "replica_down").inc()
            return None
        fence = await self.fence(tenant_id, primary)
        # Writes join the request's primary transaction (committed with it), rather than a connection
        # of their own: retrieve's trace costs no second primary connection.
        joined = (await primary.connection()).sync_connection
        session = self.sessions(info={TENANT: tenant_id, PRIMARY: joined})
        try:
            replayed = await session.scalar(_REPLAYED)
        except (DBAPIError, OSError) as exc:
            await _discard(session)
            self.failed(exc)
            READS.labels("primary", "replica_down").inc()
            return None
        self._ok()
        if replica_serves(replayed, fence):
            READS.labels("replica", "caught_up").inc()
            return session
        await _discard(session)
        READS.labels("primary", "replica_behind").inc()
        return None

    async def status(self, primary: AsyncEngine) -> dict[str, Any]:
        """For /readyz: ``read_replica`` (ok / down: ...) and, when it answers, its lag in WAL bytes."""
        try:
            async with self.engine.connect() as connection:
                replayed = await connection.scalar(_REPLAYED)
        except (SQLAlchemyError, OSError) as exc:
            self.failed(exc)
            return {"read_replica": f"down: {type(exc).__name__}"}
        self._ok()
        checks: dict[str, Any] = {"read_replica": "ok"}
        try:
            async with primary.connect() as connection:
                inserted = int(await connection.scalar(_INSERTED))
        except (SQLAlchemyError, OSError):
            return checks  # the primary's own check reports it
        checks["read_replica_lag_bytes"] = 0 if replayed is None else max(0, inserted - int(replayed))
        return checks


async def _discard(session: AsyncSession) -> None:
    try:
        await session.close()
    except (DBAPIError, OSError):
        logger.debug("closing a failed replica session failed too", exc_info=True)
