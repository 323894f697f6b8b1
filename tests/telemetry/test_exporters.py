"""Traces configured the way an operator does it: `memory-center serve` with OTEL_* variables only,
exporting to the console and, over OTLP/HTTP, to a local stand-in for a collector (a real HTTP server
that keeps what it is sent). The spans arrive, name the retrieval trace, and carry no message text,
query or key."""

import json
import re
import subprocess
import sys
import uuid
from collections.abc import Iterator
from pathlib import Path

import pytest

from clients.conftest import service_env, wait_until_ready
from conftest import ADMIN_KEY, RedisServer, free_port
from memory_center_client import MemoryCenter
from telemetry.collector import Collector


@pytest.fixture
def collector() -> Iterator[Collector]:
    collector = Collector()
    yield collector
    collector.close()


def test_a_served_process_exports_spans_named_by_the_otel_variables(
    database_url: str, redis_server: RedisServer, collector: Collector, tmp_path: Path
) -> None:
    port = free_port()
    url = f"http://127.0.0.1:{port}"
    env = service_env(database_url, redis_server.url) | {
        "OTEL_TRACES_EXPORTER": "console,otlp",
        "OTEL_EXPORTER_OTLP_ENDPOINT": collector.url,
        "OTEL_SERVICE_NAME": "memory-center-test",
        "OTEL_BSP_SCHEDULE_DELAY": "100",
    }
    command = [sys.executable, "-m", "memory_center.cli", "serve", "--port", str(port), "--log-level"]
    command.append("warning")
    console = tmp_path / "spans.out"
    with console.open("wb") as out:
        process = subprocess.Popen(command, env=env, stdout=out)
        try:
            wait_until_ready(url, process)
            place = "Zanzibar" + uuid.uuid4().hex[:6]
            with MemoryCenter(url, ADMIN_KEY) as platform:
                key = platform.create_api_key("otel-" + uuid.uuid4().hex[:8], "agent").key
            with MemoryCenter(url, key) as mc:
                mc.remember("u-otel", f"I live in {place}")
                answer = mc.context(user_id="u-otel", query=f"where is {place}?")
        finally:
            process.terminate()
            process.wait(30)
    assert place in answer.text

    text = console.read_text()
    # The console exporter prints one JSON object per span, after the service's own banner lines.
    decoder = json.JSONDecoder()
    chunks = re.split(r"(?m)^(?=\{)", text)
    spans = [decoder.raw_decode(chunk)[0] for chunk in chunks if chunk.startswith("{")]
    names = {span["name"] for span in spans}
    stages = {"extraction", "governance", "retrieval.context"}
    assert {f"memory_center.{stage}" for stage in stages} <= names
    assert {"POST /v1/events", "POST /v1/context"} <= names
    [context] = [s for s in spans if s["name"] == "POST /v1/context"]
    assert context["attributes"]["memory_center.retrieval.trace_id"] == answer.trace_id
    assert context["resource"]["attributes"]["service.name"] == "memory-center-test"

    assert collector.bodies, "the OTLP exporter sent nothing"
    assert {(path, kind) for path, kind, _ in collector.bodies} == {("/v1/traces", "application/x-protobuf")}
    sent = b"".join(body for _, _, body in collector.bodies)
    assert b"memory_center.governance" in sent and answer.trace_id.encode() in sent
    for secret in (place, key):
        assert secret not in text
        assert secret.encode() not in sent
