"""The app under uvicorn on loopback, in a process of its own, for the fuzz tests.

A process of its own, not a thread: the server and its background jobs do not compete with the fuzzer for
the test process's GIL, and its shutdown cannot stop the session's embedded PostgreSQL (the app's lifespan
releases the embedded servers its process started; this process started none).

Run as `python server.py PORT` with MC_FUZZ_SETTINGS (Settings as JSON) and MC_FUZZ_DB_URL set.
"""

import os
import subprocess
import sys
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import httpx
import uvicorn
from sqlalchemy.engine import make_url

from memory_center.config import Settings
from memory_center.main import create_app

PLACEHOLDER_DB = "postgresql+psycopg://openapi@127.0.0.1:1/openapi"


@dataclass
class FuzzServer:
    base_url: str
    process: subprocess.Popen[bytes]
    log: Path

    def log_size(self) -> int:
        return self.log.stat().st_size

    def log_since(self, offset: int) -> str:
        with self.log.open("rb") as handle:
            handle.seek(offset)
            return handle.read().decode(errors="replace")

    def stop(self) -> None:
        self.process.terminate()
        try:
            self.process.wait(30)
        except subprocess.TimeoutExpired:
            self.process.kill()
            self.process.wait(10)


def openapi_document() -> dict[str, Any]:
    """The document /openapi.json serves, built in-process: no database needed (no lifespan runs)."""
    return create_app(Settings(environment="test"), db_url=PLACEHOLDER_DB).openapi()


def start(settings: Settings, database_url: str, port: int, log: Path) -> FuzzServer:
    env = {
        **os.environ,
        "MC_FUZZ_SETTINGS": settings.model_dump_json(),
        "MC_FUZZ_DB_URL": without_commit_wait(database_url),
    }
    with log.open("wb") as sink:
        process = subprocess.Popen(
            [sys.executable, __file__, str(port)], env=env, stdout=sink, stderr=subprocess.STDOUT
        )
    server = FuzzServer(f"http://127.0.0.1:{port}", process, log)
    try:
        _wait_until_up(server)
    except BaseException:
        server.stop()
        raise
    return server


def without_commit_wait(database_url: str) -> str:
    """Commits need not wait for the disk here: the fuzzer checks responses, not durability."""
    url = make_url(database_url)
    options = " ".join(filter(None, [str(url.query.get("options") or ""), "-c synchronous_commit=off"]))
    return url.update_query_dict({"options": options}).render_as_string(hide_password=False)


def _wait_until_up(server: FuzzServer) -> None:
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline:
        if server.process.poll() is not None:
            raise RuntimeError(f"the fuzz server exited:\n{server.log_since(0)}")
        try:
            httpx.get(f"{server.base_url}/healthz", timeout=2)
            return  # it answers; whether it answers well is for the tests to say
        except httpx.TransportError:
            pass
        time.sleep(0.1)
    raise RuntimeError(f"the fuzz server did not start within 60 s:\n{server.log_since(0)}")


def main() -> None:
    settings = Settings.model_validate_json(os.environ["MC_FUZZ_SETTINGS"])
    app = create_app(settings, db_url=os.environ["MC_FUZZ_DB_URL"])
    uvicorn.run(app, host="127.0.0.1", port=int(sys.argv[1]), log_level="warning", access_log=False)


if __name__ == "__main__":
    main()
