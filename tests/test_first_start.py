"""The README's sample of a first start is what `make run` prints, line for line.

`make run` runs for real here — the Makefile's own recipe, a fresh data dir, the embedded PostgreSQL,
every migration — with a virtualenv folder whose install stamp is fresh (its bin/ is the running one),
so only the install step is left out; the README describes that step in words above the sample. It is
stopped at the line that says it is serving. When the output changes (a new migration, a new line, the
workers clause), this fails until the README says the same.
"""

import os
import re
import shutil
import signal
import subprocess
import sys
import time
from pathlib import Path

import httpx
import pytest

from conftest import free_port

ROOT = Path(__file__).resolve().parents[1]
README = ROOT / "README.md"
MARKER = "<!-- first start: checked by tests/test_first_start.py -->"
SERVING = "is serving on"
TIMEOUT = 300


def readme_sample() -> list[str]:
    text = README.read_text()
    assert MARKER in text, f"README.md lost the marker of its first-start sample: {MARKER}"
    block = text.split(MARKER, 1)[1].split("```", 2)[1]
    lines = block.splitlines()[1:]  # the first line is the fence's (empty) info string
    assert lines, "the sample is empty"
    return lines


def as_pattern(line: str) -> re.Pattern[str]:
    """A README line as a pattern: … stands for anything; the worker counts depend on the machine."""
    pattern = ".*".join(re.escape(part) for part in line.split("…"))
    pattern = re.sub(r"(?<=Workers:\\ )\d+|(?<=Workers: )\d+", r"\\d+", pattern)
    pattern = re.sub(r"(?<=CPUs\\ )\d+|(?<=CPUs )\d+", r"\\d+", pattern)
    return re.compile(pattern)


def test_the_patterns_match_what_they_should_and_nothing_else() -> None:
    workers = as_pattern("Serving. Workers: 2 (min(usable CPUs 2, 4)).")
    assert workers.fullmatch("Serving. Workers: 4 (min(usable CPUs 16, 4)).")
    assert not workers.fullmatch("Serving. Workers: 4 (max(usable CPUs 16, 4)).")
    migration = as_pattern("Database schema migrated from empty to 0013_x. Key: mc_platform_…")
    assert migration.fullmatch("Database schema migrated from empty to 0013_x. Key: mc_platform_abc")
    assert not migration.fullmatch("Database schema migrated from empty to 0014_y. Key: mc_platform_abc")


def stop(process: subprocess.Popen[str], data_dir: Path) -> None:
    """Ctrl-C, as the README says (SIGINT to make and the service); then the embedded PostgreSQL must be
    gone: the service stops it on the way out."""
    os.killpg(process.pid, signal.SIGINT)
    try:
        process.wait(timeout=60)
    except subprocess.TimeoutExpired:
        os.killpg(process.pid, signal.SIGKILL)
        process.wait(timeout=10)
    pid_file = data_dir / "postgres" / "postmaster.pid"
    deadline = time.monotonic() + 60
    while postmaster_alive(pid_file) and time.monotonic() < deadline:
        time.sleep(0.2)
    if postmaster_alive(pid_file):  # left behind: stop this test's own server, then fail
        os.kill(int(pid_file.read_text().split()[0]), signal.SIGTERM)
        pytest.fail("the embedded PostgreSQL outlived `make run`")


def answering(port: int) -> None:
    """Until the service answers (bounded): a person presses Ctrl-C after it serves, not while its
    workers are still starting (a Ctrl-C in those first seconds is another case, not this test's)."""
    deadline = time.monotonic() + 120
    while time.monotonic() < deadline:
        try:
            if httpx.get(f"http://127.0.0.1:{port}/healthz", timeout=2).status_code == 200:
                return
        except httpx.HTTPError:
            pass
        time.sleep(0.5)


def postmaster_alive(pid_file: Path) -> bool:
    try:
        os.kill(int(pid_file.read_text().split()[0]), 0)
    except (FileNotFoundError, IndexError, ValueError, ProcessLookupError):
        return False
    return True


def test_the_readme_shows_what_a_first_make_run_prints(tmp_path: Path) -> None:
    if shutil.which("make") is None:
        pytest.skip("make is not installed")
    venv = tmp_path / "venv"
    venv.mkdir()
    (venv / "bin").symlink_to(Path(sys.executable).parent)
    (venv / ".installed-run").touch()  # newer than pyproject.toml: nothing to install
    data_dir = tmp_path / "data"
    port = free_port()
    # The README's situation: no MC_* setting (the compose test profile sets a database, for one).
    env = {key: value for key, value in os.environ.items() if not key.startswith("MC_")}
    for name in ("MAKEFLAGS", "MFLAGS", "MAKELEVEL", "WORKERS"):
        env.pop(name, None)
    argv = ["make", "--no-print-directory", "-C", str(ROOT), f"VENV={venv}", f"DATA_DIR={data_dir}"]
    process = subprocess.Popen(
        [*argv, f"PORT={port}", "run"],
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        text=True,
        env=env,
        start_new_session=True,
    )
    assert process.stdout is not None
    printed: list[str] = []
    started = time.monotonic()
    try:
        for line in process.stdout:
            printed.append(
                line.rstrip("\n").replace(str(data_dir), ".memory-center").replace(f":{port}", ":8000")
            )
            if SERVING in line or time.monotonic() - started > TIMEOUT:
                break
    finally:
        answering(port)
        stop(process, data_dir)
    sample = readme_sample()
    shown = "\n".join(printed)
    assert len(printed) == len(sample), (
        f"`make run` printed {len(printed)} lines, the README shows {len(sample)}:\n{shown}"
    )
    for number, (line, expected) in enumerate(zip(printed, sample, strict=True), start=1):
        assert as_pattern(expected).fullmatch(line), f"line {number}: README {expected!r}\nprinted {line!r}"
