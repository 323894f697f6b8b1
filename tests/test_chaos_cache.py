"""Regression tests for what the chaos run (bench/chaos.py) found in the Redis cache after a Redis restart.

Each test runs its own redis-server (kill -9 and a restart on the same port), never the suite's shared one.
"""

import asyncio
import shutil
import signal
import subprocess
import time
from collections.abc import Iterator
from pathlib import Path

import pytest
import redis

from conftest import free_port
from memory_center.cache import Cache


class KillableRedis:
    """A redis-server that persists every write (appendonly), so a restart brings old keys back."""

    def __init__(self, folder: Path) -> None:
        self.folder = folder
        self.port = free_port()
        self.process: subprocess.Popen[bytes] | None = None

    @property
    def url(self) -> str:
        return f"redis://127.0.0.1:{self.port}/0"

    def start(self) -> None:
        binary = shutil.which("redis-server")
        if binary is None:
            pytest.skip("redis-server is not installed")
        command = [binary, "--port", str(self.port), "--bind", "127.0.0.1", "--dir", str(self.folder)]
        command += ["--save", "", "--appendonly", "yes", "--appendfsync", "always"]
        self.process = subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        client = redis.Redis(port=self.port)
        for _ in range(200):
            try:
                if client.ping():
                    return
            except redis.ConnectionError:
                pass
            if self.process.poll() is not None:
                raise RuntimeError("redis-server exited")
            time.sleep(0.05)
        raise RuntimeError("redis-server did not start")

    def kill(self) -> None:
        if self.process is not None:
            self.process.send_signal(signal.SIGKILL)
            self.process.wait(10)
            self.process = None

    def client(self) -> redis.Redis:
        return redis.Redis(port=self.port)


@pytest.fixture
def killable_redis(tmp_path: Path) -> Iterator[KillableRedis]:
    server = KillableRedis(tmp_path)
    server.start()
    yield server
    server.kill()


async def test_a_redis_restart_is_not_a_second_outage(killable_redis: KillableRedis) -> None:
    """Pooled connections that the old Redis held are retried on fresh ones, not counted as failures
    (before the fix, the first concurrent reads after the restart degraded the cache again)."""
    cache = Cache(killable_redis.url, 60)
    try:
        await asyncio.gather(*(cache.set_json(f"mc:t:k{i}", i) for i in range(10)))  # 10 pooled connections
        killable_redis.kill()
        assert await cache.get_json("mc:t:k1") is None
        assert cache.degraded
        killable_redis.start()
        assert await cache.ping() == "ok"
        values = await asyncio.gather(*(cache.get_json(f"mc:t:k{i}") for i in range(10)))
        assert values == list(range(10))  # appendonly: the keys survived the restart
        assert not cache.degraded
    finally:
        await cache.close()


async def test_an_invalidation_missed_during_an_outage_is_done_when_redis_is_back(
    killable_redis: KillableRedis,
) -> None:
    """A Redis that persists its data comes back with entries that went stale while it was down; the
    deletions the cache could not send then are sent before anything is read again."""
    cache = Cache(killable_redis.url, 60)
    try:
        await cache.set_json("mc:t:task:1", {"version": 1})
        await cache.set_json("mc:t:context:0:a", "old answer")
        await cache.set_json("mc:t:task:2", {"version": 1})
        killable_redis.kill()
        await cache.delete("mc:t:task:1")  # the task changed while Redis was down
        await cache.delete_prefix("mc:t:context:")  # a fact was deleted while Redis was down
        assert cache.degraded
        killable_redis.start()
        assert await cache.ping() == "ok"
        assert await cache.get_json("mc:t:task:1") is None  # not the stale version 1
        assert await cache.get_json("mc:t:context:0:a") is None
        assert await cache.get_json("mc:t:task:2") == {"version": 1}  # untouched keys stay
        assert not cache.degraded
        assert killable_redis.client().exists("mc:t:task:1", "mc:t:context:0:a") == 0
    finally:
        await cache.close()


async def test_too_many_missed_invalidations_drop_every_cached_key(killable_redis: KillableRedis) -> None:
    cache = Cache(killable_redis.url, 60)
    try:
        await cache.set_json("mc:t:task:1", {"version": 1})
        killable_redis.client().set("not-ours", "kept")
        killable_redis.kill()
        await cache.delete(*(f"mc:t:task:{i}" for i in range(2, 10_100)))  # more than are remembered
        killable_redis.start()
        assert await cache.ping() == "ok"
        assert await cache.get_json("mc:t:task:1") is None
        assert killable_redis.client().get("not-ours") == b"kept"
    finally:
        await cache.close()
