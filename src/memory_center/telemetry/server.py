"""The request's server span: an ASGI middleware of its own, installed only while tracing is on.

Smaller than OpenTelemetry's ASGI middleware, which for every request also parses each header, builds
the full URL with its query string (where a query's words could be), updates two sets of HTTP metrics
and wraps ``receive`` and ``send`` in extra closures: that cost about as much as the request's other
spans together (docs/benchmarks.md §9). Here a request span carries the method, the route's pattern,
the path (ids only), the scheme and the status; a ``traceparent`` header continues the caller's trace
(the W3C propagator, or whatever ``OTEL_PROPAGATORS`` names)."""

import re
from typing import Any

from fastapi import FastAPI
from opentelemetry import context, propagate, trace
from opentelemetry.trace import SpanKind, Status, StatusCode
from starlette.types import ASGIApp, Message, Receive, Scope, Send

from memory_center.telemetry.spans import failed, request_span, state

NOT_TRACED = ("/healthz", "/readyz", "/metrics", "/docs", "/redoc", "/openapi.json", "/console/static")
PROPAGATED = (b"traceparent", b"tracestate", b"baggage")


class RequestSpans:
    """One SERVER span per HTTP request, current while the app handles it (none after ``setup.stop``)."""

    def __init__(self, app: ASGIApp, names: "RouteNames") -> None:
        self.app = app
        self.names = names

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        tracer = state.tracer
        if tracer is None or scope["type"] != "http" or scope["path"].startswith(NOT_TRACED):
            await self.app(scope, receive, send)
            return
        carrier = {k.decode("latin-1"): v.decode("latin-1") for k, v in scope["headers"] if k in PROPAGATED}
        parent = propagate.extract(carrier) if carrier else None
        name, route = self.names(scope)
        attributes = {"http.request.method": scope["method"], "url.path": scope["path"]}
        attributes["url.scheme"] = scope.get("scheme", "http")
        if route:
            attributes["http.route"] = route
        span = tracer.start_span(name, parent, kind=SpanKind.SERVER, attributes=attributes)
        token = context.attach(trace.set_span_in_context(span, parent))
        outer = request_span.set(span)

        async def send_status(message: Message) -> None:
            if message["type"] == "http.response.start":
                status = int(message["status"])
                span.set_attribute("http.response.status_code", status)
                if status >= 500:
                    span.set_status(Status(StatusCode.ERROR))
            await send(message)

        try:
            await self.app(scope, receive, send_status)
        except Exception as error:
            failed(span, error)
            raise
        finally:
            request_span.reset(outer)
            context.detach(token)
            span.end()


class RouteNames:
    """A request span's name, ``POST /v1/facts/{fact_id}``, and its route's pattern, from a table of the
    app's routes built on the first request (FastAPI's own instrumentation walks every route per
    request: about 15 % of a context request's CPU)."""

    def __init__(self, app: FastAPI) -> None:
        self.app = app
        self.table: list[tuple[re.Pattern[str], str, frozenset[str]]] | None = None

    def __call__(self, scope: dict[str, Any] | Scope) -> tuple[str, str | None]:
        if self.table is None:
            self.table = route_table(self.app)
        method, path = str(scope.get("method") or "HTTP"), str(scope.get("path") or "")
        for pattern, template, methods in self.table:
            if (not methods or method in methods) and pattern.match(path):
                return f"{method} {template}", template
        return method, None


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
