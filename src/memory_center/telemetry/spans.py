"""The hooks other packages call: ``@traced("stage")`` on a function, ``annotate`` on the running
span. Both are no-ops while tracing is off (``setup.instrument`` turns it on for the process)."""

import contextvars
import functools
import inspect
from collections.abc import Callable, Coroutine
from typing import TYPE_CHECKING, Any, ParamSpec, TypeVar, cast

if TYPE_CHECKING:  # the extra may be missing: nothing of OpenTelemetry is imported at run time here
    from opentelemetry.trace import Span, Tracer

P = ParamSpec("P")
R = TypeVar("R")
PREFIX = "memory_center."
RETRIEVAL_TRACE_ID = "memory_center.retrieval.trace_id"
"""The attribute naming the retrieval trace (``GET /v1/traces/{id}``) a request produced."""


class _State:
    tracer: "Tracer | None" = None


state = _State()
request_span: contextvars.ContextVar["Span | None"] = contextvars.ContextVar("request_span", default=None)
"""The HTTP request's server span (set by the FastAPI instrumentation's hook)."""


def enabled() -> bool:
    return state.tracer is not None


def traced(name: str) -> Callable[[Callable[P, R]], Callable[P, R]]:
    """A span named ``memory_center.<name>`` around each call of the decorated function (sync or
    async) while tracing is on; its arguments are never recorded."""
    span_name = PREFIX + name

    def decorate(fn: Callable[P, R]) -> Callable[P, R]:
        if inspect.iscoroutinefunction(fn):
            call: Callable[P, Coroutine[Any, Any, Any]] = fn

            @functools.wraps(fn)
            async def run_async(*args: P.args, **kwargs: P.kwargs) -> Any:
                tracer = state.tracer
                if tracer is None:
                    return await call(*args, **kwargs)
                with tracer.start_as_current_span(span_name):
                    return await call(*args, **kwargs)

            return cast(Callable[P, R], run_async)

        @functools.wraps(fn)
        def run(*args: P.args, **kwargs: P.kwargs) -> R:
            tracer = state.tracer
            if tracer is None:
                return fn(*args, **kwargs)
            with tracer.start_as_current_span(span_name):
                return fn(*args, **kwargs)

        return run

    return decorate


def annotate(key: str, value: str | int | float | bool) -> None:
    """Set an attribute on the running span and on the request's span (ids and counts only)."""
    if state.tracer is None:
        return
    from opentelemetry import trace

    trace.get_current_span().set_attribute(key, value)
    outer = request_span.get()
    if outer is not None:
        outer.set_attribute(key, value)


def retrieval_trace(trace_id: object) -> None:
    """Name the retrieval trace the request recorded, so a span leads to ``/v1/traces/{id}``."""
    annotate(RETRIEVAL_TRACE_ID, str(trace_id))
