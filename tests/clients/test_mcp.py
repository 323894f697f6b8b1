"""`memory-center mcp` spawned for real and driven by the official `mcp` SDK's ClientSession, over stdio
and over streamable HTTP, against the live service: the tools are listed, a remember -> recall round
trip returns the remembered fact, and every tool is called at least once (errors included)."""

import json
import os
import socket
import subprocess
import sys
import time
from collections.abc import AsyncIterator, Iterator
from contextlib import asynccontextmanager
from typing import Any

import pytest
from mcp.client.session import ClientSession
from mcp.client.stdio import StdioServerParameters, stdio_client
from mcp.client.streamable_http import streamable_http_client
from mcp.types import CallToolResult, TextContent

from clients.conftest import SdkTenant
from conftest import free_port
from memory_center_client import MemoryCenter

TOOLS = {
    "remember",
    "recall",
    "search_memories",
    "list_memories",
    "correct_memory",
    "forget_memory",
    "create_task",
    "get_task",
    "update_task",
    "list_review_queue",
    "review_candidate",
}
CLI = [sys.executable, "-m", "memory_center.cli", "mcp"]


def mcp_env(tenant: SdkTenant, role: str) -> dict[str, str]:
    # The server process runs the code under test (a worktree's, when PYTHONPATH names one).
    path = {"PYTHONPATH": os.environ["PYTHONPATH"]} if os.environ.get("PYTHONPATH") else {}
    return {"MC_API_URL": tenant.url, "MC_API_KEY": tenant.keys[role], **path}


@asynccontextmanager
async def stdio_session(tenant: SdkTenant, role: str = "reviewer") -> AsyncIterator[ClientSession]:
    params = StdioServerParameters(command=CLI[0], args=CLI[1:], env=mcp_env(tenant, role))
    async with stdio_client(params) as (read, write), ClientSession(read, write) as session:
        await session.initialize()
        yield session


def wait_for_port(port: int, process: subprocess.Popen[bytes], seconds: float = 30) -> None:
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        if process.poll() is not None:
            raise RuntimeError(f"memory-center mcp exited with {process.returncode}")
        with socket.socket() as sock:
            if sock.connect_ex(("127.0.0.1", port)) == 0:
                return
        time.sleep(0.1)
    raise RuntimeError("memory-center mcp --transport http did not listen")


@pytest.fixture
def http_server(sdk_tenant: SdkTenant) -> Iterator[str]:
    port = free_port()
    env = {**os.environ, **mcp_env(sdk_tenant, "reviewer")}
    process = subprocess.Popen([*CLI, "--transport", "http", "--port", str(port)], env=env)
    try:
        wait_for_port(port, process)
        yield f"http://127.0.0.1:{port}/mcp"
    finally:
        process.terminate()
        process.wait(20)


@asynccontextmanager
async def http_session(url: str) -> AsyncIterator[ClientSession]:
    async with streamable_http_client(url) as (read, write), ClientSession(read, write) as session:
        await session.initialize()
        yield session


async def call(session: ClientSession, tool: str, **arguments: Any) -> dict[str, Any]:
    result = await session.call_tool(tool, arguments)
    assert not result.is_error, text_of(result)
    assert isinstance(result.structured_content, dict)
    assert json.loads(text_of(result)) == result.structured_content
    return result.structured_content


async def failure(session: ClientSession, tool: str, **arguments: Any) -> str:
    result = await session.call_tool(tool, arguments)
    assert result.is_error
    return text_of(result)


def text_of(result: CallToolResult) -> str:
    return "".join(block.text for block in result.content if isinstance(block, TextContent))


async def every_tool(session: ClientSession, tenant: SdkTenant, user: str) -> None:
    listed = await session.list_tools()
    assert {tool.name for tool in listed.tools} == TOOLS
    assert all(tool.description and len(tool.description) > 60 for tool in listed.tools)
    remember = next(tool for tool in listed.tools if tool.name == "remember")
    assert set(remember.input_schema["required"]) == {"text", "user_id"}

    remembered = await call(session, "remember", text="I live in Munich", user_id=user, session_id="s-mcp")
    assert [c["status"] for c in remembered["candidates"]] == ["ACCEPTED"]
    recalled = await call(session, "recall", query="where do I live?", user_id=user, session_id="s-mcp")
    assert "Munich" in recalled["text"] and recalled["trace_id"]
    found = await call(session, "search_memories", query="Munich", user_id=user, include_evidence=True)
    assert any("Munich" in item["content"] for item in found["items"])

    [memory] = (await call(session, "list_memories", user_id=user))["memories"]
    assert memory["object_value"] == "Munich"
    corrected = await call(
        session, "correct_memory", fact_id=memory["id"], content="I live in Berlin", reason="moved"
    )
    assert (corrected["revision"], corrected["content"], corrected["object_value"]) == (
        2,
        "I live in Berlin",
        "Berlin",
    )
    again = await call(session, "remember", text="I live in Berlin", user_id=user)
    assert [c["status"] for c in again["candidates"]] == ["ACCEPTED"], "the corrected value stuck"
    assert "Berlin" in (await call(session, "recall", query="where do I live?", user_id=user))["text"]
    missing = await failure(session, "recall", query="where do I live?")
    assert "user_id" in missing and "Field required" in missing
    typo = await failure(session, "list_memories", userid=user)
    assert "userid" in typo and "Extra inputs are not permitted" in typo
    assert (await call(session, "forget_memory", fact_id=corrected["id"]))["deleted"] == corrected["id"]
    assert (await call(session, "list_memories", user_id=user, memory_type="FACT"))["memories"] == []
    assert "scope" in await failure(session, "list_memories", user_id=user, scope="PLANET")
    gone = await failure(session, "correct_memory", fact_id=corrected["id"], content="I live in Rome")
    assert "not found" in gone and "404" in gone

    created = await call(
        session, "create_task", task_id=f"T-{user}", user_id=user, goal="Book a table", state={"party": 4}
    )
    assert (created["status"], created["version"], created["state"]) == ("CREATED", 1, {"party": 4})
    twice_created = await failure(session, "create_task", task_id=f"T-{user}", user_id=user, goal="again")
    assert "409" in twice_created
    task = await call(session, "get_task", task_id=f"T-{user}")
    assert (task["status"], task["version"], task["goal"]) == ("CREATED", 1, "Book a table")
    planned = await call(session, "update_task", task_id=f"T-{user}", to_status="PLANNING", reason="go")
    assert (planned["status"], planned["version"]) == ("PLANNING", 2)
    stated = await call(
        session, "update_task", task_id=f"T-{user}", expected_version=2, state={"next_step": "call"}
    )
    assert (stated["state"], stated["version"]) == ({"next_step": "call"}, 3)
    stale = await failure(session, "update_task", task_id=f"T-{user}", expected_version=2, to_status="FAILED")
    assert "409" in stale and "version_conflict" in stale
    assert "not found" in await failure(session, "get_task", task_id="T-missing")
    assert "nothing to change" in await failure(session, "update_task", task_id=f"T-{user}")

    hedged = await call(session, "remember", text="我可能喜欢靠窗的座位", user_id=user)
    [waiting] = hedged["candidates"]
    assert waiting["status"] == "NEEDS_CONFIRMATION"
    queue = (await call(session, "list_review_queue", user_id=user))["candidates"]
    assert [c["id"] for c in queue] == [waiting["id"]]
    accepted = await call(
        session, "review_candidate", candidate_id=waiting["id"], decision="accept", content="喜欢靠窗的座位"
    )
    assert accepted["candidate"]["status"] == "ACCEPTED" and accepted["memory"]["content"] == "喜欢靠窗的座位"
    twice = await failure(session, "review_candidate", candidate_id=waiting["id"], decision="reject")
    assert "409" in twice
    assert (await call(session, "list_review_queue", user_id=user))["candidates"] == []


async def test_every_tool_over_stdio(sdk_tenant: SdkTenant) -> None:
    async with stdio_session(sdk_tenant) as session:
        await every_tool(session, sdk_tenant, "u-mcp-stdio")


async def test_every_tool_over_streamable_http(sdk_tenant: SdkTenant, http_server: str) -> None:
    async with http_session(http_server) as session:
        await every_tool(session, sdk_tenant, "u-mcp-http")


async def test_an_agent_key_gets_the_apis_refusal_as_a_tool_error(sdk_tenant: SdkTenant) -> None:
    with MemoryCenter(sdk_tenant.url, sdk_tenant.keys["agent"]) as sdk:
        hedged = sdk.remember("u-mcp-agent", "我可能喜欢靠窗的座位")
    async with stdio_session(sdk_tenant, role="agent") as session:
        refused = await failure(
            session, "review_candidate", candidate_id=hedged.candidates[0].id, decision="accept"
        )
        queue = await failure(session, "list_review_queue", user_id="u-mcp-agent")
        assert (await call(session, "list_memories", user_id="u-mcp-agent"))["memories"] == []
    assert "403" in refused and "forbidden" in refused
    assert "403" in queue and "reviewer key" in queue and hedged.candidates[0].content not in queue


async def test_correct_memory_asks_for_the_new_value(sdk_tenant: SdkTenant) -> None:
    async with stdio_session(sdk_tenant, role="agent") as session:
        listed = await session.list_tools()
    correct = next(tool for tool in listed.tools if tool.name == "correct_memory")
    assert correct.description and "object_value" in correct.description
    assert "new value" in correct.input_schema["properties"]["object_value"]["description"]
    assert all(tool.input_schema.get("additionalProperties") is False for tool in listed.tools)


def test_mcp_without_a_key_says_what_is_missing() -> None:
    env = {k: v for k, v in os.environ.items() if not k.startswith("MC_")}
    result = subprocess.run([*CLI], env=env, capture_output=True, text=True, timeout=60, check=False)
    assert result.returncode != 0 and "MC_API_KEY" in result.stderr


def test_memory_center_mcp_without_the_client_says_what_to_install() -> None:
    # None in sys.modules makes the import fail as if the client distribution were not installed.
    script = (
        "import sys; sys.modules['memory_center_client.mcp_server'] = None\n"
        "from memory_center.cli import main; main(['mcp'])"
    )
    result = subprocess.run(
        [sys.executable, "-c", script], capture_output=True, text=True, timeout=60, check=False
    )
    assert result.returncode != 0 and "clients/python[mcp]" in result.stderr
