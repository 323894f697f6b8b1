"""The optional Redis hot cache. Every operation degrades: Redis down means a miss, never an error.

Keys always carry the tenant (and the owner where there is one): ``mc:{tenant}:{kind}:{...}``.
"""

import json
import logging
import time
from typing import Any

from redis.asyncio import Redis
from redis.exceptions import RedisError

logger = logging.getLogger(__name__)

_RETRY_AFTER_SECONDS = 2.0


class Cache:
    def __init__(self, url: str | None, ttl_seconds: int) -> None:
        self.ttl_seconds = ttl_seconds
        self._redis: Redis | None = (
            Redis.from_url(url, socket_timeout=0.5, socket_connect_timeout=0.5) if url else None
        )
        self._down_since: float | None = None

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
        redis = self._usable()
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
        redis = self._usable()
        if redis is None:
            return
        try:
            await redis.set(key, json.dumps(value, default=str), ex=ttl_seconds or self.ttl_seconds)
        except RedisError as exc:
            self._failed(exc)
            return
        self._ok()

    async def delete(self, *keys: str) -> None:
        redis = self._usable()
        if redis is None or not keys:
            return
        try:
            await redis.delete(*keys)
        except RedisError as exc:
            self._failed(exc)
            return
        self._ok()

    async def delete_prefix(self, prefix: str) -> None:
        """Delete every key starting with prefix (SCAN, never KEYS)."""
        redis = self._usable()
        if redis is None:
            return
        try:
            batch: list[bytes] = []
            async for key in redis.scan_iter(match=f"{prefix}*", count=500):
                batch.append(key)
                if len(batch) >= 500:
                    await redis.delete(*batch)
                    batch = []
            if batch:
                await redis.delete(*batch)
        except RedisError as exc:
            self._failed(exc)
            return
        self._ok()

    async def close(self) -> None:
        if self._redis is not None:
            await self._redis.aclose()


def cache_key(tenant_id: str, kind: str, *parts: str) -> str:
    return ":".join(["mc", tenant_id, kind, *parts])
