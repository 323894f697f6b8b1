"""Turning traces on for the process, from the standard ``OTEL_*`` variables.

On when the ``otel`` extra is installed, ``OTEL_SDK_DISABLED`` is not true, and an exporter is named:
``OTEL_TRACES_EXPORTER`` (``otlp`` or ``console``; ``none`` is off) or an OTLP endpoint
(``OTEL_EXPORTER_OTLP_ENDPOINT`` / ``OTEL_EXPORTER_OTLP_TRACES_ENDPOINT``). The SDK itself reads the
rest: ``OTEL_SERVICE_NAME`` and ``OTEL_RESOURCE_ATTRIBUTES``, ``OTEL_TRACES_SAMPLER``, ``OTEL_BSP_*``,
``OTEL_EXPORTER_OTLP_*`` (headers, protocol, timeout).
"""

import importlib.util
import logging
import os
import re
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from fastapi import FastAPI

from memory_center.telemetry.spans import request_span, state
from memory_center.telemetry.statements import watch_statements

if TYPE_CHECKING:
    from opentelemetry.sdk.trace import TracerProvider
    from opentelemetry.sdk.trace.export import SpanExporter

logger = logging.getLogger(__name__)
NOT_TRACED = "healthz,readyz,metrics,docs,redoc,openapi.json,console/static"


def exporters_named(env: Mapping[str, str]) -> list[str]:
    """The exporters the variables ask for (empty: tracing off)."""
    if env.get("OTEL_SDK_DISABLED", "").strip().lower() == "true":
        return []
    named = [n.strip().lower() for n in env.get("OTEL_TRACES_EXPORTER", "").split(",") if n.strip()]
    if named:
        return [n for n in named if n != "none"]
    if env.get("OTEL_EXPORTER_OTLP_TRACES_ENDPOINT") or env.get("OTEL_EXPORTER_OTLP_ENDPOINT"):
        return ["otlp"]
    return []


def extra_installed() -> bool:
    names = ("opentelemetry.sdk", "opentelemetry.instrumentation.asgi")
    try:
        return all(importlib.util.find_spec(name) is not None for name in names)
    except ModuleNotFoundError:
        return False


def instrument(app: FastAPI, provider: "TracerProvider | None" = None) -> bool:
    """Trace ``app``'s requests and the work inside them; True when tracing is on. ``provider``
    (tests) is used as given; otherwise one is built from the environment, or nothing happens."""
    if provider is None:
        names = exporters_named(os.environ)
        if not names:
            return False
        if not extra_installed():
            logger.warning("OTEL_* exporter set but the otel extra is not installed: traces are off")
            return False
        provider = _provider(names)
        if provider is None:
            return False
    from opentelemetry.instrumentation.asgi import OpenTelemetryMiddleware

    app.add_middleware(
        OpenTelemetryMiddleware,
        excluded_urls=NOT_TRACED,
        default_span_details=RouteNames(app),
        server_request_hook=_remember_request_span,
        tracer_provider=provider,
        exclude_spans=["receive", "send"],
    )
    state.tracer = provider.get_tracer("memory_center")
    watch_statements()
    return True


def stop() -> None:
    """Tracing off again for the process (tests): the hooks go back to calling straight through."""
    state.tracer = None


class RouteNames:
    """A request span's name, ``POST /v1/facts/{fact_id}``, from a table of the app's routes built on
    the first request (the FastAPI instrumentation walks every route per request: about 15 % of a
    context request's CPU)."""

    def __init__(self, app: FastAPI) -> None:
        self.app = app
        self.table: list[tuple[re.Pattern[str], str, frozenset[str]]] | None = None

    def __call__(self, scope: dict[str, Any]) -> tuple[str, dict[str, str]]:
        if self.table is None:
            self.table = route_table(self.app)
        method, path = str(scope.get("method") or "HTTP"), str(scope.get("path") or "")
        for pattern, template, methods in self.table:
            if (not methods or method in methods) and pattern.match(path):
                return f"{method} {template}", {"http.route": template}
        return method, {}


def route_table(app: FastAPI) -> list[tuple[re.Pattern[str], str, frozenset[str]]]:
    from starlette.routing import compile_path

    try:  # FastAPI >= 0.137 nests included routers; this flattens them
        from fastapi.routing import iter_route_contexts

        routes: list[Any] = list(iter_route_contexts(app.routes))
    except ImportError:
        routes = list(app.routes)
    table = []
    for route in routes:
        path = getattr(route, "path", None)
        if isinstance(path, str):
            table.append((compile_path(path)[0], path, frozenset(getattr(route, "methods", None) or ())))
    return table


def _remember_request_span(span: Any, scope: dict[str, Any]) -> None:
    if span is not None and span.is_recording():
        request_span.set(span)


def _provider(names: list[str]) -> "TracerProvider | None":
    from opentelemetry import trace
    from opentelemetry.sdk.resources import Resource
    from opentelemetry.sdk.trace import TracerProvider
    from opentelemetry.sdk.trace.export import BatchSpanProcessor

    from memory_center.telemetry.scrub import Scrubbing

    exporters = [e for e in (_exporter(name) for name in names) if e is not None]
    if not exporters:
        return None
    service = {} if os.environ.get("OTEL_SERVICE_NAME") else {"service.name": "memory-center"}
    provider = TracerProvider(resource=Resource.create(service))
    for exporter in exporters:
        provider.add_span_processor(Scrubbing(BatchSpanProcessor(exporter)))
    trace.set_tracer_provider(provider)
    return provider


def _exporter(name: str) -> "SpanExporter | None":
    if name == "console":
        from opentelemetry.sdk.trace.export import ConsoleSpanExporter

        return ConsoleSpanExporter()
    if name == "otlp":
        # OTLP over HTTP/protobuf (the collector's port 4318); endpoint, headers and timeout come from
        # the OTEL_EXPORTER_OTLP_* variables, read by the exporter itself.
        from opentelemetry.exporter.otlp.proto.http.trace_exporter import OTLPSpanExporter

        exporter: SpanExporter = OTLPSpanExporter()
        return exporter
    logger.warning("unknown OTEL_TRACES_EXPORTER %r ignored", name)
    return None
