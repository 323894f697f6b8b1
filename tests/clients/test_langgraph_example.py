"""examples/langgraph runs for real: the graph against the live service with the examples' offline stub
model. What one thread (in one process) learns, another thread in another process recalls, through
the store alone."""

import os
import subprocess
import sys
from pathlib import Path

from clients.conftest import SdkTenant

EXAMPLE = Path(__file__).resolve().parents[2] / "examples" / "langgraph" / "memory_graph.py"


def run_graph(tenant: SdkTenant, thread: str, *messages: str) -> list[str]:
    env = {**os.environ, "MC_API_URL": tenant.url, "MC_API_KEY": tenant.keys["agent"]}
    argv = [sys.executable, str(EXAMPLE), "--stub", "--user", "u-graph", "--thread", thread, *messages]
    result = subprocess.run(argv, env=env, capture_output=True, text=True, timeout=180, check=False)
    assert result.returncode == 0, result.stderr
    return [line.removeprefix("assistant> ") for line in result.stdout.splitlines()]


def test_the_graph_remembers_across_threads_through_the_store(sdk_tenant: SdkTenant) -> None:
    assert run_graph(sdk_tenant, "t-0", "Where do I live?") == ["I don't know where you live."]
    assert run_graph(sdk_tenant, "t-1", "I live in Munich") == ["Noted: you live in Munich."]
    assert run_graph(sdk_tenant, "t-2", "Where do I live?") == ["From memory: The user lives in Munich"]
    with sdk_tenant.client() as mc:
        [fact] = mc.list_facts(user_id="u-graph").items
        assert (fact.predicate, fact.source_type, fact.status) == ("residence", "USER_STATED", "ACTIVE")
        assert [e.content for e in mc.get_fact(fact.id).evidence] == ["I live in Munich"]


def test_a_move_said_in_a_later_thread_supersedes_the_memory(sdk_tenant: SdkTenant) -> None:
    run_graph(sdk_tenant, "t-1", "I live in Munich")
    assert run_graph(sdk_tenant, "t-2", "I live in Lisbon", "Where do I live?") == [
        "Noted: you live in Lisbon.",
        "From memory: The user lives in Lisbon",
    ]
    with sdk_tenant.client() as mc:
        assert [f.object_value or f.content for f in mc.list_facts(user_id="u-graph").items] == [
            "The user lives in Lisbon"
        ]
