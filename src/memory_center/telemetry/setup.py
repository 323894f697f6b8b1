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
from collections.abc import Mapping
from typing import TYPE_CHECKING

from fastapi import FastAPI

from memory_center.telemetry.spans import state
from memory_center.telemetry.statements import watch_statements

if TYPE_CHECKING:
    from opentelemetry.sdk.trace import TracerProvider
    from opentelemetry.sdk.trace.export import SpanExporter

logger = logging.getLogger(__name__)
_providers: list["TracerProvider"] = []


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
    names = ("opentelemetry.sdk", "opentelemetry.exporter.otlp.proto.http")
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
    from opentelemetry import context, trace

    from memory_center.telemetry.server import RequestSpans, RouteNames

    tracer = provider.get_tracer("memory_center")
    _providers.append(provider)
    app.add_middleware(RequestSpans, names=RouteNames(app))
    state.current = lambda span: context.attach(trace.set_span_in_context(span))
    state.restore = context.detach  # type: ignore[assignment]
    state.tracer = tracer
    watch_statements()
    return True


def stop() -> None:
    """Tracing off again for the process (tests): the hooks go back to calling straight through."""
    state.tracer = None


def flush() -> None:
    """Export the spans still queued now (benchmarks; at exit the provider does it itself)."""
    for provider in _providers:
        provider.force_flush()


def _provider(names: list[str]) -> "TracerProvider | None":
    from opentelemetry.sdk.trace import TracerProvider
    from opentelemetry.sdk.trace.export import BatchSpanProcessor

    from memory_center.telemetry.resource import service_resource
    from memory_center.telemetry.scrub import Scrubbing

    exporters = [e for e in (_exporter(name) for name in names) if e is not None]
    if not exporters:
        return None
    service = {} if os.environ.get("OTEL_SERVICE_NAME") else {"service.name": "memory-center"}
    provider = TracerProvider(resource=service_resource(service))  # flushes itself at exit
    for exporter in exporters:
        provider.add_span_processor(Scrubbing(BatchSpanProcessor(exporter)))
    # Not made the global provider: FastAPI (>= 0.160) traces every request by itself, operations and
    # query strings included, as soon as a global provider is set; the service's spans are its own.
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
