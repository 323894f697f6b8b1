"""``memory-center eval`` against a real uvicorn server on a loopback port: the scorecard, its JSON,
the exit codes, and a tenant left clean afterwards."""

import asyncio
import io
import json
import os
import subprocess
import sys
import threading
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import httpx
import pytest
import uvicorn

from conftest import Tenant, free_port, make_tenant
from evaluation.suite import CASES_DIR
from memory_center import cli
from memory_center.config import Settings
from memory_center.enums import MemoryType
from memory_center.evaluation.case_model import FAMILIES, Case, FactIs, SaidOutcome, Say
from memory_center.evaluation.cli import Options, evaluate
from memory_center.main import create_app


@pytest.fixture(scope="session")
def live_url(settings: Settings, database_url: str) -> Iterator[str]:
    """The service in uvicorn on a free loopback port, in a thread with its own event loop.

    Session-scoped: the app's shutdown releases the embedded PostgreSQL of this test process, so the
    server lives as long as the in-process app does. No indexer of its own beside the in-process one.
    """
    app = create_app(settings.model_copy(update={"indexer_enabled": False}), db_url=database_url)
    port = free_port()
    server = uvicorn.Server(uvicorn.Config(app, host="127.0.0.1", port=port, log_level="warning"))
    thread = threading.Thread(target=server.run, name="eval-uvicorn", daemon=True)
    thread.start()
    deadline = time.monotonic() + 30
    while not server.started:
        assert thread.is_alive() and time.monotonic() < deadline, "uvicorn did not start"
        time.sleep(0.05)
    yield f"http://127.0.0.1:{port}"
    server.should_exit = True
    thread.join(30)


@pytest.fixture
async def live_tenant(live_url: str) -> Tenant:
    async with httpx.AsyncClient(base_url=live_url, timeout=30) as client:
        return await make_tenant(client)


async def everything_left(url: str, tenant: Tenant) -> dict[str, int]:
    """How many events, candidates and facts (any status) the tenant still holds."""
    left: dict[str, int] = {}
    async with httpx.AsyncClient(base_url=url, headers=tenant.headers("admin"), timeout=30) as client:
        for name, path, params in [
            ("events", "/v1/events", {}),
            ("candidates", "/v1/candidates", {}),
            *(
                (f"facts {s}", "/v1/facts", {"status": s})
                for s in ("ACTIVE", "SUPERSEDED", "EXPIRED", "INVALIDATED")
            ),
        ]:
            response = await client.get(path, params={**params, "limit": 500})
            assert response.status_code == 200, response.text
            left[name] = len(response.json()["items"])
    return left


async def run_eval(*args: str, env: dict[str, str]) -> subprocess.CompletedProcess[str]:
    """The command line in its own process, as an operator runs it (off the event loop)."""
    command = [sys.executable, "-m", "memory_center.cli", "eval", *args]
    return await asyncio.to_thread(
        subprocess.run, command, env=env, capture_output=True, text=True, timeout=300, check=False
    )


async def test_the_command_prints_a_scorecard_exits_zero_and_erases_its_users(
    live_url: str, live_tenant: Tenant
) -> None:
    env = {k: v for k, v in os.environ.items() if not k.startswith("MC_")}
    env |= {
        "MC_EVAL_REVIEWER_KEY": live_tenant.keys["reviewer"],
        "MC_EVAL_ADMIN_KEY": live_tenant.keys["admin"],
    }
    done = await run_eval(
        "--url",
        live_url,
        "--key",
        live_tenant.keys["agent"],
        "--cases",
        str(CASES_DIR),
        "--family",
        "conflict",
        "--case",
        "zh-erased-user",
        "--case",
        "should_forget/zh-deleted-chain",
        env=env,
    )
    assert done.returncode == 0, done.stdout + done.stderr
    lines = [" ".join(line.split()) for line in done.stdout.splitlines()]
    assert "keys: agent yes, reviewer yes, admin yes" in lines
    assert "family passed failed skipped rate" in lines
    assert "should_forget 2/2 0 0 100.0 %" in lines
    assert "conflict 16/16 0 0 100.0 %" in lines
    assert "all families 18/18 0 0 100.0 %" in lines
    assert any(line.startswith("cleanup: every user of the run erased") for line in lines)
    assert lines[-1].startswith("PASS: 18 passed, 0 failed, 0 skipped in ")
    assert "FAILED:" not in done.stdout and "HTTP Request" not in done.stderr
    assert set((await everything_left(live_url, live_tenant)).values()) == {0}


async def test_json_with_an_agent_key_skips_what_it_may_not_do(live_url: str, live_tenant: Tenant) -> None:
    out = io.StringIO()
    options = Options(
        live_url,
        live_tenant.keys["agent"],
        families=("should_forget",),
        cases=(str(CASES_DIR),),
        as_json=True,
    )
    assert await evaluate(options, out=out) == 0
    card: dict[str, Any] = json.loads(out.getvalue())
    assert card["passed"] is True
    assert card["roles"] == {"agent": True, "reviewer": False, "admin": False}
    assert card["families"] == {"should_forget": {"passed": 40, "failed": 0, "skipped": 3, "total": 43}}
    skipped = {c["id"]: c["reason"] for c in card["cases"] if c["outcome"] == "skipped"}
    assert set(skipped) == {"zh-erased-user", "en-erased-user", "en-invalidated"}
    assert "--admin-key" in skipped["zh-erased-user"] and "--reviewer-key" in skipped["en-invalidated"]
    noted = {c["id"]: c["notes"] for c in card["cases"] if c["notes"]}
    assert set(noted) == {"zh-deleted-fact", "en-deleted-fact", "zh-deleted-chain"}
    assert {c["cleanup"] for c in card["cases"] if c["outcome"] == "passed"} == {"facts deleted"}
    left = await everything_left(live_url, live_tenant)
    assert (
        left["events"] > 0 and left["facts ACTIVE"] == left["facts SUPERSEDED"] == left["facts EXPIRED"] == 0
    )


WRONG = Case(
    "should_remember",
    "en-wrong-type",
    "en",
    "a deliberately wrong expectation",
    (
        Say("I prefer aisle seats", "memory"),
        SaidOutcome("memory", accepted=1),
        FactIs("memory", {"memory_type": MemoryType.CONSTRAINT}),
    ),
)


async def test_a_failing_case_fails_the_run_and_says_why(live_url: str, live_tenant: Tenant) -> None:
    out = io.StringIO()
    options = Options(live_url, live_tenant.keys["admin"])
    assert await evaluate(options, cases=[WRONG], out=out) == 1
    text = out.getvalue()
    assert (
        "FAILED:\n  should_remember/en-wrong-type: fact 'memory': memory_type is 'PREFERENCE', expected "
        in text
    )
    assert text.rstrip().splitlines()[-1].startswith("FAIL: 0 passed, 1 failed, 0 skipped")


async def test_a_refused_or_misplaced_key_stops_the_run_before_any_case(
    live_url: str, live_tenant: Tenant, capsys: pytest.CaptureFixture[str]
) -> None:
    assert await evaluate(Options(live_url, "mc_not-a-key")) == 2
    assert "was refused" in capsys.readouterr().err
    misplaced = Options(live_url, live_tenant.keys["agent"], reviewer_key=live_tenant.keys["agent"])
    assert await evaluate(misplaced) == 2
    assert "--reviewer-key does not have the reviewer role" in capsys.readouterr().err
    assert await evaluate(Options(f"http://127.0.0.1:{free_port()}", "mc_x")) == 2
    assert "error:" in capsys.readouterr().err
    assert set((await everything_left(live_url, live_tenant)).values()) == {0}


def test_list_prints_the_cases_without_a_service(capsys: pytest.CaptureFixture[str]) -> None:
    cli.main(["eval", "--list", "--cases", str(CASES_DIR), "--family", "conflict"])
    listed = capsys.readouterr().out.splitlines()
    assert len(listed) == 16 and all(line.startswith("conflict/") for line in listed)
    cli.main(["eval", "--list", "--cases", str(CASES_DIR / "judgement_general.jsonl")])
    marked = [line for line in capsys.readouterr().out.splitlines() if line.endswith("[not yet]")]
    lines = (CASES_DIR / "judgement_general.jsonl").read_text(encoding="utf-8").splitlines()
    not_yet = [json.loads(line)["id"] for line in lines if line.startswith("{") and '"not_yet"' in line]
    assert not_yet and len(marked) == len(not_yet) and not_yet[0] in marked[0]


def test_without_cases_the_smoke_set_shipped_in_the_package_is_played(
    capsys: pytest.CaptureFixture[str],
) -> None:
    cli.main(["eval", "--list"])
    listed = capsys.readouterr().out.splitlines()
    assert 20 <= len(listed) <= 80
    assert {line.split("/")[0] for line in listed} == set(FAMILIES)


def test_a_malformed_case_file_stops_the_run_before_any_request(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    bad = tmp_path / "bad.jsonl"
    bad.write_text(
        '// one case\n{"id": "x", "family": "conflict", "language": "en", "title": "t", "steps": []}\n'
    )
    options = Options(f"http://127.0.0.1:{free_port()}", "mc_x", cases=(str(bad),))
    assert asyncio.run(evaluate(options)) == 2
    assert f"error: {bad}:2: x: steps: expected a non-empty list of steps" in capsys.readouterr().err
    with pytest.raises(SystemExit) as stopped:
        cli.main(["eval", "--list", "--cases", str(bad)])
    assert stopped.value.code == 2 and f"{bad}:2: x: steps" in capsys.readouterr().err
