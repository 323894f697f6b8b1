"""Time a first `make run` on a clean clone, to the "serving" line (docs/containers.md, README).

    python3 bench/first_start.py /work/main /tmp/first-start [--makefile Makefile] [--workers N]

Clones the repository into a fresh folder (no venv, no data dir), runs `make run` there on a free
port and prints every line it writes with the seconds since the start, until the line that says the
service is serving; then stops it (SIGTERM to its process group) and prints the total. pip's own cache
(~/.cache/pip) is left as it is: say whether it was warm when you quote a number. `--makefile` copies
another Makefile over the clone's one first (to time a change before it is committed).
"""

import argparse
import os
import shutil
import signal
import socket
import subprocess
import sys
import time
import urllib.request
from pathlib import Path

SERVING = "is serving on"


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        port: int = sock.getsockname()[1]
        return port


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("repository")
    parser.add_argument("folder", type=Path)
    parser.add_argument("--makefile", type=Path, default=None)
    parser.add_argument("--workers", default=None)
    parser.add_argument("--timeout", type=float, default=900)
    args = parser.parse_args()

    if args.folder.exists():
        shutil.rmtree(args.folder)
    subprocess.run(["git", "clone", "--quiet", args.repository, str(args.folder)], check=True)
    if args.makefile is not None:
        shutil.copyfile(args.makefile, args.folder / "Makefile")
    port = free_port()
    argv = ["make", "run", f"PORT={port}"]
    if args.workers:
        argv.append(f"WORKERS={args.workers}")
    drop = ("MC_", "VIRTUAL_ENV", "PYTHONPATH")
    environment = {key: value for key, value in os.environ.items() if not key.startswith(drop)}
    start = time.monotonic()
    process = subprocess.Popen(
        argv,
        cwd=args.folder,
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        text=True,
        env=environment,
        start_new_session=True,
    )
    assert process.stdout is not None
    served = None
    try:
        for line in process.stdout:
            elapsed = time.monotonic() - start
            print(f"{elapsed:7.1f}s  {line.rstrip()}", flush=True)
            if SERVING in line:
                served = elapsed
                break
            if elapsed > args.timeout:
                break
    except BaseException:
        os.killpg(process.pid, signal.SIGTERM)
        raise
    answered = None
    if served is not None:
        answered = first_answer(port, start, args.timeout)
    os.killpg(process.pid, signal.SIGTERM)
    try:
        process.wait(timeout=60)
    except subprocess.TimeoutExpired:
        os.killpg(process.pid, signal.SIGKILL)
    if served is None or answered is None:
        print("never served", file=sys.stderr)
        return 1
    print(f"first `make run`: 'serving' line at {served:.1f} s, /readyz answered 200 at {answered:.1f} s")
    return 0


def first_answer(port: int, start: float, timeout: float) -> float | None:
    """Seconds from the start until /readyz answers 200 (workers may still be loading after the line)."""
    while time.monotonic() - start < timeout:
        try:
            with urllib.request.urlopen(f"http://127.0.0.1:{port}/readyz", timeout=5) as response:
                if response.status == 200:
                    return time.monotonic() - start
        except OSError:
            pass
        time.sleep(0.2)
    return None


if __name__ == "__main__":
    sys.exit(main())
