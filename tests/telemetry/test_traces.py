"""OpenTelemetry traces, recorded by the SDK's in-memory exporter on an app of their own: the span tree
of one write and one context request, the retrieval trace id on it, and no message text, query, memory
content or key in any attribute. Without an exporter configured, nothing is instrumented."""

import os
import subprocess
import sys
import uuid
from collections.abc import AsyncIterator, Iterator
from typing import Any

import httpx
import pytest
from opentelemetry.sdk.trace import ReadableSpan, TracerProvider
from opentelemetry.sdk.trace.export import SimpleSpanProcessor
from opentelemetry.sdk.trace.export.in_memory_span_exporter import InMemorySpanExporter
from opentelemetry.trace import SpanKind

from conftest import Tenant, make_tenant
from memory_center.config import Settings
from memory_center.main import create_app
from memory_center.telemetry import setup
from memory_center.telemetry.scrub import Scrubbing
from memory_center.telemetry.spans import RETRIEVAL_TRACE_ID, enabled


@pytest.fixture(scope="module")
def exporter() -> Iterator[InMemorySpanExporter]:
    exporter = InMemorySpanExporter()
    yield exporter
    setup.stop()


@pytest.fixture(scope="module")
async def traced_client(
    settings: Settings, database_url: str, exporter: InMemorySpanExporter
) -> AsyncIterator[httpx.AsyncClient]:
    app = create_app(settings, db_url=database_url)
    provider = TracerProvider()
    provider.add_span_processor(Scrubbing(SimpleSpanProcessor(exporter)))
    assert setup.instrument(app, provider)
    async with app.router.lifespan_context(app):
        transport = httpx.ASGITransport(app=app)
        async with httpx.AsyncClient(transport=transport, base_url="http://test", timeout=60) as client:
            yield client


def tree(spans: tuple[ReadableSpan, ...], root: ReadableSpan) -> list[ReadableSpan]:
    """``root`` and every span under it."""
    assert root.context is not None
    under = [s for s in spans if s.context is not None and s.context.trace_id == root.context.trace_id]
    found, frontier = [root], [root]
    while frontier:
        parent = frontier.pop()
        assert parent.context is not None
        children = [s for s in under if s.parent is not None and s.parent.span_id == parent.context.span_id]
        found += children
        frontier += children
    return found


def request_root(spans: tuple[ReadableSpan, ...], route: str) -> ReadableSpan:
    [root] = [s for s in spans if s.kind == SpanKind.SERVER and s.name == route]
    return root


def values(span: ReadableSpan) -> list[str]:
    """Every string a span carries: its name, its attributes and its events' attributes."""
    out = [span.name]
    attributes: list[Any] = [span.attributes or {}] + [e.attributes or {} for e in span.events]
    for attrs in attributes:
        for key, value in attrs.items():
            out.append(str(key))
            out += [str(v) for v in value] if isinstance(value, tuple | list) else [str(value)]
    return out


async def test_a_write_and_a_context_request_leave_a_span_tree_without_content(
    traced_client: httpx.AsyncClient, exporter: InMemorySpanExporter
) -> None:
    tenant: Tenant = await make_tenant(traced_client)
    place = "Zanzibar" + uuid.uuid4().hex[:6]
    text = f"I live in {place} and I prefer window seats"
    exporter.clear()
    event = {
        "actor_type": "USER",
        "actor_id": "u-otel",
        "user_id": "u-otel",
        "event_type": "message",
        "source": "otel-test",
        "payload": {"role": "user", "text": text},
    }
    written = await tenant.post("/v1/events", json=event)
    assert written.status_code == 201, written.text
    assert any(c["status"] == "ACCEPTED" for c in written.json()["candidates"])
    query = f"where does the user live, {place}?"
    answered = await tenant.post("/v1/context", json={"user_id": "u-otel", "query": query})
    assert answered.status_code == 200, answered.text
    assert place in answered.json()["text"]

    spans = exporter.get_finished_spans()
    write = tree(spans, request_root(spans, "POST /v1/events"))
    names = [s.name for s in write]
    assert {"memory_center.extraction", "memory_center.governance"} <= set(names), names
    db = [s for s in write if s.name.startswith("db ")]
    assert db and any(s.name == "db INSERT" for s in db)
    assert all((s.attributes or {}).get("db.system.name") == "postgresql" for s in db)

    root = request_root(spans, "POST /v1/context")
    read = tree(spans, root)
    names = [s.name for s in read]
    stages = {f"memory_center.retrieval.{stage}" for stage in ("context", "find", "keyword")}
    assert stages <= set(names), names
    assert "memory_center.embedding.query" in names
    assert any(n.startswith("db SELECT") for n in names)
    trace_id = answered.json()["trace_id"]
    assert (root.attributes or {}).get(RETRIEVAL_TRACE_ID) == trace_id
    [context_span] = [s for s in read if s.name == "memory_center.retrieval.context"]
    assert (context_span.attributes or {}).get(RETRIEVAL_TRACE_ID) == trace_id

    fact_id = next(c["fact_id"] for c in written.json()["candidates"] if c["status"] == "ACCEPTED")
    assert (await tenant.get(f"/v1/facts/{fact_id}")).status_code == 200
    [read_fact] = [
        s for s in exporter.get_finished_spans() if s.kind == SpanKind.SERVER and s.name.startswith("GET")
    ]
    assert read_fact.name == "GET /v1/facts/{fact_id}"
    assert (read_fact.attributes or {}).get("http.route") == "/v1/facts/{fact_id}"

    spans = exporter.get_finished_spans()
    secrets = [place, text, query, *tenant.keys.values()]
    for span in spans:
        for value in values(span):
            leaked = [secret for secret in secrets if secret in value]
            assert not leaked, f"{span.name} carries {leaked}: {value[:200]}"


async def test_a_request_span_continues_the_callers_trace_and_never_holds_the_query_string(
    traced_client: httpx.AsyncClient, exporter: InMemorySpanExporter
) -> None:
    tenant: Tenant = await make_tenant(traced_client)
    secret = "Zanzibar" + uuid.uuid4().hex[:6]
    caller_trace, caller_span = uuid.uuid4().hex, uuid.uuid4().hex[:16]
    exporter.clear()
    header = {"traceparent": f"00-{caller_trace}-{caller_span}-01"}
    listed = await tenant.get(f"/v1/facts?user_id=u-{secret}", headers=header)
    assert listed.status_code == 200, listed.text
    missing = await tenant.get(f"/v1/facts/{uuid.uuid4()}", headers={"traceparent": "00-not-a-trace-01"})
    assert missing.status_code == 404

    spans = exporter.get_finished_spans()
    [root] = [s for s in spans if s.kind == SpanKind.SERVER and s.name == "GET /v1/facts"]
    assert root.context is not None and root.parent is not None
    assert (f"{root.context.trace_id:032x}", f"{root.parent.span_id:016x}") == (caller_trace, caller_span)
    attributes = dict(root.attributes or {})
    assert attributes["http.route"] == attributes["url.path"] == "/v1/facts"
    assert (attributes["http.request.method"], attributes["http.response.status_code"]) == ("GET", 200)
    assert any(s.name.startswith("db ") for s in tree(spans, root))  # the work inside is under it
    [unknown] = [s for s in spans if s.kind == SpanKind.SERVER and s.name == "GET /v1/facts/{fact_id}"]
    assert unknown.parent is None  # a malformed traceparent: a trace of its own
    assert dict(unknown.attributes or {})["http.response.status_code"] == 404
    for span in spans:
        assert not [v for v in values(span) if secret in v], span.name


def test_traces_are_off_without_an_exporter_and_named_by_the_otel_variables(
    exporter: InMemorySpanExporter,
) -> None:
    assert setup.exporters_named({}) == []
    assert setup.exporters_named({"OTEL_TRACES_EXPORTER": "none"}) == []
    assert setup.exporters_named({"OTEL_EXPORTER_OTLP_ENDPOINT": "http://collector:4318"}) == ["otlp"]
    assert setup.exporters_named({"OTEL_TRACES_EXPORTER": "console,otlp"}) == ["console", "otlp"]
    disabled = {"OTEL_SDK_DISABLED": "true", "OTEL_TRACES_EXPORTER": "otlp"}
    assert setup.exporters_named(disabled) == []


def test_an_app_without_an_exporter_is_not_instrumented(
    monkeypatch: pytest.MonkeyPatch, settings: Settings
) -> None:
    for name in ("OTEL_TRACES_EXPORTER", "OTEL_EXPORTER_OTLP_ENDPOINT", "OTEL_EXPORTER_OTLP_TRACES_ENDPOINT"):
        monkeypatch.delenv(name, raising=False)
    was_on = enabled()
    app = create_app(settings)
    assert not setup.instrument(app)
    modules = [str(getattr(middleware.cls, "__module__", "")) for middleware in app.user_middleware]
    assert not [m for m in modules if m.startswith(("memory_center.telemetry", "opentelemetry"))], modules
    assert enabled() == was_on


OFF_PROCESS = """
import sys
from sqlalchemy import event
from sqlalchemy.engine import Engine
from memory_center.config import Settings
from memory_center.main import create_app
from memory_center.telemetry import statements
from memory_center.telemetry.spans import enabled

app = create_app(Settings(environment="test", admin_api_key="k" * 24, redis_url=None), db_url=sys.argv[1])
print([f"{m.cls.__module__}.{m.cls.__name__}" for m in app.user_middleware])
print(enabled(), event.contains(Engine, "before_cursor_execute", statements._before))
print(sorted(m for m in sys.modules if m.startswith(("opentelemetry.sdk.trace", "opentelemetry.exporter"))))
"""


def test_off_a_fresh_service_process_has_no_tracing_at_all(database_url: str) -> None:
    """Without an OTEL_* exporter: no request middleware, no statement listener, not even the trace
    SDK or an exporter imported; what is left are the stage hooks' one check of ``state.tracer``."""
    env = {k: v for k, v in os.environ.items() if not k.startswith("OTEL_")}
    command = [sys.executable, "-c", OFF_PROCESS, database_url]
    done = subprocess.run(command, env=env, capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    middleware, hooks, imported = done.stdout.splitlines()
    assert "telemetry" not in middleware and "opentelemetry" not in middleware, middleware
    assert hooks == "False False"
    assert imported == "[]"
