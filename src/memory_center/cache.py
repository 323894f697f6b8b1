"""The optional Redis hot cache. Every operation degrades: Redis down means a miss, never an error.

Keys always carry the tenant (and the owner where there is one): ``mc:{<tenant>}:<kind>:...``, the
tenant in braces as a Redis Cluster hash tag (see :func:`cache_key`).

Two things keep an outage from leaving wrong answers or a flapping cache behind it:
- a pooled connection that Redis closed (Redis restarted) fails once and the command is retried on a
  fresh connection, instead of counting as a new outage; a timeout is never retried;
- a deletion (an invalidation) that could not reach Redis is remembered and done before anything
  else is read or written once Redis answers again (a Redis that persists its data would otherwise
  serve entries that went stale during the outage).
"""

import asyncio
import json
import logging
import time
from typing import Any

from redis.asyncio import Redis
from redis.asyncio.retry import Retry
from redis.backoff import NoBackoff
from redis.exceptions import ConnectionError as RedisConnectionError
from redis.exceptions import RedisError

logger = logging.getLogger(__name__)

_RETRY_AFTER_SECONDS = 2.0
_MAX_PENDING_DELETES = 10_000  # beyond this, every key of ours is dropped once Redis is back
_EVERYTHING = "mc:"
_RAISE_SCRIPT = """
local current = tonumber(redis.call('GET', KEYS[1]) or '-1')
if tonumber(ARGV[1]) > current then
  redis.call('SET', KEYS[1], ARGV[1], 'EX', ARGV[2])
else
  redis.call('EXPIRE', KEYS[1], ARGV[2])
end
return 1
"""


class Cache:
    def __init__(self, url: str | None, ttl_seconds: int) -> None:
        self.ttl_seconds = ttl_seconds
        self._redis: Redis | None = (
            Redis.from_url(
                url,
                socket_timeout=0.5,
                socket_connect_timeout=0.5,
                retry=Retry(NoBackoff(), 1, supported_errors=(RedisConnectionError,)),
                retry_on_error=[RedisConnectionError],
            )
            if url
            else None
        )
        self._down_since: float | None = None
        self._pending_keys: set[str] = set()
        self._pending_prefixes: set[str] = set()
        self._flush_lock = asyncio.Lock()

    @property
    def enabled(self) -> bool:
        return self._redis is not None

    @property
    def degraded(self) -> bool:
        """True while Redis is configured but has failed recently."""
        return self._redis is not None and self._down_since is not None

    def _usable(self) -> Redis | None:
        if self._redis is None:
            return None
        if self._down_since is not None and time.monotonic() - self._down_since < _RETRY_AFTER_SECONDS:
            return None
        return self._redis

    async def _client(self) -> Redis | None:
        """Redis if it may be tried now, once the deletions it missed are done; else None."""
        redis = self._usable()
        if redis is None or not (self._pending_keys or self._pending_prefixes):
            return redis
        async with self._flush_lock:
            try:
                for prefix in list(self._pending_prefixes):
                    await self._delete_prefix(redis, prefix)
                    self._pending_prefixes.discard(prefix)
                keys = list(self._pending_keys)
                for start in range(0, len(keys), 500):
                    await redis.delete(*keys[start : start + 500])
                self._pending_keys.difference_update(keys)
            except RedisError as exc:
                self._failed(exc)
                return None
        return redis

    def _remember(self, keys: tuple[str, ...] = (), prefix: str | None = None) -> None:
        """A deletion that did not reach Redis: done before the next use (see the module docstring)."""
        if prefix is not None:
            self._pending_prefixes.add(prefix)
        self._pending_keys.update(keys)
        if len(self._pending_keys) > _MAX_PENDING_DELETES:
            self._pending_keys.clear()
            self._pending_prefixes = {_EVERYTHING}
        if _EVERYTHING in self._pending_prefixes:
            self._pending_prefixes = {_EVERYTHING}
            self._pending_keys.clear()

    def _failed(self, exc: RedisError) -> None:
        if self._down_since is None:
            logger.warning("redis unavailable, serving from PostgreSQL: %s", type(exc).__name__)
        self._down_since = time.monotonic()

    def _ok(self) -> None:
        if self._down_since is not None:
            logger.info("redis is back")
        self._down_since = None

    async def ping(self) -> str:
        if self._redis is None:
            return "disabled"
        try:
            await self._redis.ping()
        except RedisError as exc:
            self._failed(exc)
            return "down"
        self._ok()
        return "ok"

    async def get_json(self, key: str) -> Any | None:
        redis = await self._client()
        if redis is None:
            return None
        try:
            raw = await redis.get(key)
        except RedisError as exc:
            self._failed(exc)
            return None
        self._ok()
        return None if raw is None else json.loads(raw)

    async def set_json(self, key: str, value: Any, ttl_seconds: int | None = None) -> None:
        redis = await self._client()
        if redis is None:
            return
        try:
            await redis.set(key, json.dumps(value, default=str), ex=ttl_seconds or self.ttl_seconds)
        except RedisError as exc:
            self._failed(exc)
            return
        self._ok()

    async def raise_int(self, key: str, value: int, ttl_seconds: int) -> bool:
        """Set key to value unless it already holds a larger integer (atomically); False if Redis failed."""
        redis = await self._client()
        if redis is None:
            return False
        try:
            await redis.eval(_RAISE_SCRIPT, 1, key, str(value), str(ttl_seconds))
        except RedisError as exc:
            self._failed(exc)
            return False
        self._ok()
        return True

    async def delete(self, *keys: str) -> None:
        if self._redis is None or not keys:
            return
        redis = await self._client()
        if redis is None:
            self._remember(keys)
            return
        try:
            await redis.delete(*keys)
        except RedisError as exc:
            self._failed(exc)
            self._remember(keys)
            return
        self._ok()

    async def delete_prefix(self, prefix: str) -> None:
        """Delete every key starting with prefix (SCAN, never KEYS)."""
        if self._redis is None:
            return
        redis = await self._client()
        if redis is None:
            self._remember(prefix=prefix)
            return
        try:
            await self._delete_prefix(redis, prefix)
        except RedisError as exc:
            self._failed(exc)
            self._remember(prefix=prefix)
            return
        self._ok()

    @staticmethod
    async def _delete_prefix(redis: Redis, prefix: str) -> None:
        batch: list[bytes] = []
        async for key in redis.scan_iter(match=f"{glob_escape(prefix)}*", count=500):
            batch.append(key)
            if len(batch) >= 500:
                await redis.delete(*batch)
                batch = []
        if batch:
            await redis.delete(*batch)

    async def close(self) -> None:
        if self._redis is not None:
            await self._redis.aclose()


def cache_key(tenant_id: str, kind: str, *parts: str) -> str:
    """``mc:{<tenant>}:<kind>:...``: the braces are a Redis Cluster hash tag, so every key of a tenant
    hashes to one slot (one node holds them; multi-key commands and the prefix scans of one tenant stay
    on it). A tenant id with ``}`` in it tags with its part before the ``}``: still one slot per tenant."""
    return ":".join(["mc", "{" + tenant_id + "}", kind, *parts])


def glob_escape(text: str) -> str:
    """``text`` as a literal in a Redis MATCH pattern (tenant ids may hold ``*``, ``?``, ``[``)."""
    return "".join("\\" + char if char in "\\*?[]" else char for char in text)
