"""Every fenced block of docs/integrations.md, run against the live service so the page cannot drift: the
Python blocks as written (in order, one fresh tenant) with only the two variables the page tells a
newcomer to export; the shell blocks with the test service's address and keys in place of the
page's; the MCP configuration through the MCP SDK; the OpenTelemetry block's variables on a served
process that exports to a stand-in collector. docs/sdk.md's Python quick start runs too (its
TypeScript twin runs in the TypeScript suite, clients/typescript/test/docs.test.js)."""

import json
import os
import re
import shlex
import shutil
import subprocess
import sys
import tomllib
import uuid
from pathlib import Path

import pytest

from clients.conftest import SdkTenant, Service, service_env, wait_until_ready
from conftest import ADMIN_KEY, RedisServer, free_port
from memory_center_client import MemoryCenter
from telemetry.collector import Collector

ROOT = Path(__file__).resolve().parents[2]
DOC = ROOT / "docs" / "integrations.md"
PAGE_URL = "http://127.0.0.1:8000"
BIN = str(Path(sys.executable).parent)


def fenced(path: Path) -> list[tuple[str, str]]:
    """(language, text) of each fenced block, in order."""
    return re.findall(r"^```(\w*)\n(.*?)^```$", path.read_text(), re.M | re.S)


def blocks(language: str) -> list[str]:
    return [text for lang, text in fenced(DOC) if lang == language]


def newcomer_env(tenant: SdkTenant) -> dict[str, str]:
    return {
        **os.environ,
        "MC_API_URL": tenant.url,
        "MC_API_KEY": tenant.keys["agent"],
        "PATH": BIN + os.pathsep + os.environ.get("PATH", ""),
    }


def run_python(block: str, env: dict[str, str]) -> str:
    result = subprocess.run(
        [sys.executable, "-c", block], env=env, capture_output=True, text=True, timeout=180, check=False
    )
    assert result.returncode == 0, f"{block}\n{result.stderr}"
    return result.stdout


def test_every_block_of_the_page_has_its_check() -> None:
    """A new block, or one that changes language, needs a check here first."""
    kinds = [lang for lang, _ in fenced(DOC)]
    assert kinds == ["bash", "bash", "python", "python", "bash", "json", "python", "bash"]


def test_every_python_snippet_of_the_integrations_page_runs(sdk_tenant: SdkTenant) -> None:
    env = newcomer_env(sdk_tenant)
    store, graph, mcp = (run_python(block, env) for block in blocks("python"))
    assert store.splitlines()[0] == "ACCEPTED"
    assert "The user lives in Munich ACTIVE USER_STATED" in store
    assert "('user', 'u-docs') residence The user lives in Munich" in store
    assert "'memories': ['The user lives in Munich']" in graph
    assert "remember" in mcp and "recall" in mcp


def test_the_setup_block_makes_the_agent_key_the_snippets_read(service: Service, tmp_path: Path) -> None:
    """The first block after `make run &`, in bash, from a folder holding make run's platform key file."""
    if shutil.which("curl") is None:
        pytest.skip("curl is not installed: the page's setup block cannot run")
    setup = blocks("bash")[0]
    assert setup.startswith("make run &") and setup.count(PAGE_URL) == 2
    script = setup.split("\n", 1)[1].replace(PAGE_URL, service.url)
    (tmp_path / ".memory-center").mkdir()
    (tmp_path / ".memory-center" / "platform-key").write_text(service.platform_key + "\n")
    env = {**os.environ, "PATH": BIN + os.pathsep + os.environ.get("PATH", "")}
    script += '\nprintf "%s %s" "$MC_API_URL" "$MC_API_KEY"\n'
    result = subprocess.run(
        ["bash", "-e", "-c", script], cwd=tmp_path, env=env, capture_output=True, text=True, timeout=120
    )
    assert result.returncode == 0, result.stderr
    url, key = result.stdout.split(" ")
    assert url == service.url and key.startswith("mc_")
    with MemoryCenter(url, key) as mc:
        me = mc.whoami()
    assert (me.tenant_id, me.role) == ("demo", "agent")


def test_the_example_graph_answers_what_the_page_says(sdk_tenant: SdkTenant) -> None:
    [example] = [b for b in blocks("bash") if "memory_graph.py" in b]
    commands = [line for line in example.splitlines() if line.startswith("python ")]
    [said] = [line.removeprefix("# ") for line in example.splitlines() if line.startswith("# assistant>")]
    assert len(commands) == 2
    out = ""
    for command in commands:
        argv = [sys.executable, *shlex.split(command)[1:]]
        result = subprocess.run(
            argv, cwd=ROOT, env=newcomer_env(sdk_tenant), capture_output=True, text=True, timeout=180
        )
        assert result.returncode == 0, f"{command}\n{result.stderr}"
        out = result.stdout
    assert out.splitlines()[-1] == said


def test_the_pip_lines_name_extras_that_exist() -> None:
    installs = re.findall(r"pip install (?:-e )?'(\S+?)\[(\w+)\]'", DOC.read_text())
    assert {extra for _, extra in installs} == {"langgraph", "mcp", "otel"}
    for folder, extra in installs:
        project = tomllib.loads((ROOT / folder / "pyproject.toml").read_text())["project"]
        assert extra in project["optional-dependencies"], (folder, extra)


MCP_CLIENT = """
import asyncio, json, sys
from mcp.client.session import ClientSession
from mcp.client.stdio import StdioServerParameters, stdio_client

async def main() -> None:
    spec = json.loads(sys.argv[1])
    server = StdioServerParameters(command=spec["command"], args=spec["args"], env=spec["env"])
    async with stdio_client(server) as (read, write), ClientSession(read, write) as session:
        await session.initialize()
        print(sorted(tool.name for tool in (await session.list_tools()).tools))

asyncio.run(main())
"""


def test_the_desktop_configuration_starts_the_mcp_server(sdk_tenant: SdkTenant) -> None:
    [config] = blocks("json")
    spec = json.loads(config)["mcpServers"]["memory-center"]
    assert spec["env"] == {"MC_API_URL": PAGE_URL, "MC_API_KEY": "mc_..."}
    spec["env"] = {"MC_API_URL": sdk_tenant.url, "MC_API_KEY": sdk_tenant.keys["agent"]}
    result = subprocess.run(
        [sys.executable, "-c", MCP_CLIENT, json.dumps(spec)],
        env=newcomer_env(sdk_tenant),
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    assert result.returncode == 0, result.stderr
    assert "'remember'" in result.stdout and "'recall'" in result.stdout


def test_the_opentelemetry_block_sends_spans_to_the_collector(
    database_url: str, redis_server: RedisServer, tmp_path: Path
) -> None:
    """The block's `export` lines on `memory-center serve` (what `make run` starts), the endpoint
    pointed at a stand-in collector; then the console line's exporter, on stdout."""
    [otel] = [b for b in blocks("bash") if "OTEL_" in b]
    lines = [line.split("#")[0].strip() for line in otel.splitlines()]
    exports = [line.removeprefix("export ") for line in lines if line.startswith("export ")]
    exported = dict(line.split("=", 1) for line in exports)
    assert set(exported) == {"OTEL_SERVICE_NAME", "OTEL_EXPORTER_OTLP_ENDPOINT"}
    [console] = [line for line in lines if line.endswith("make run") and "=" in line]
    assert "make run" in lines
    collector = Collector()
    try:
        exported["OTEL_EXPORTER_OTLP_ENDPOINT"] = collector.url
        exported["OTEL_BSP_SCHEDULE_DELAY"] = "100"
        served = serve_once(database_url, redis_server, exported, tmp_path / "otlp.out")
        assert collector.bodies, "the OTLP exporter sent nothing"
        sent = b"".join(body for _, _, body in collector.bodies)
        assert b"memory_center.retrieval.context" in sent and served.encode() in sent
        assert exported["OTEL_SERVICE_NAME"].encode() in sent
    finally:
        collector.close()
    name, value = console.removesuffix(" make run").split("=", 1)
    printed = tmp_path / "console.out"
    served = serve_once(database_url, redis_server, {name: value}, printed)
    assert '"name": "POST /v1/context"' in printed.read_text() and served in printed.read_text()


def serve_once(database_url: str, redis_server: RedisServer, otel: dict[str, str], out: Path) -> str:
    """Serve with ``otel`` added to the environment, answer one context request; its trace id."""
    port = free_port()
    url = f"http://127.0.0.1:{port}"
    env = service_env(database_url, redis_server.url) | otel
    command = [sys.executable, "-m", "memory_center.cli", "serve", "--port", str(port)]
    command += ["--log-level", "warning"]
    with out.open("wb") as stdout:
        process = subprocess.Popen(command, env=env, stdout=stdout)
        try:
            wait_until_ready(url, process)
            with MemoryCenter(url, ADMIN_KEY) as platform:
                key = platform.create_api_key("doc-" + uuid.uuid4().hex[:8], "agent").key
            with MemoryCenter(url, key) as mc:
                mc.remember("u-doc", "I live in Munich")
                trace_id = mc.context(user_id="u-doc", query="where do I live?").trace_id
        finally:
            process.terminate()
            process.wait(30)
    return trace_id


def sdk_quick_start() -> list[str]:
    text = (ROOT / "docs" / "sdk.md").read_text()
    section = text.split("\n## Five minutes\n", 1)[1].split("\n## ", 1)[0]
    return re.findall(r"^```python\n(.*?)^```$", section, re.M | re.S)


def test_the_python_quick_start_of_the_sdk_page_runs(sdk_tenant: SdkTenant) -> None:
    sync, asynchronous = sdk_quick_start()
    env = newcomer_env(sdk_tenant)
    out = run_python(sync, env)
    assert out.splitlines()[0].startswith("ACCEPTED ")
    assert "Munich" in out
    out = run_python(asynchronous, env)
    assert "上海" in out
