"""The hooks other packages call: ``@traced("stage")`` on a function, ``annotate`` on the running
span. Both are no-ops while tracing is off (``setup.instrument`` turns it on for the process).

On, a stage's span is started, made current and ended directly (``Tracer.start_span`` and the context's
``attach``/``detach``) rather than through ``start_as_current_span``: the same span, without two
generator-based context managers per call (docs/benchmarks.md §9)."""

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


def _current(span: "Span") -> object:
    from opentelemetry import context, trace

    return context.attach(trace.set_span_in_context(span))


def _restore(token: object) -> None:
    from opentelemetry import context

    context.detach(token)  # type: ignore[arg-type]


class _State:
    def __init__(self) -> None:
        self.tracer: Tracer | None = None
        self.current: Callable[[Span], object] = _current
        """Makes a span current, answering the token ``restore`` takes (``setup.instrument`` sets
        versions without the imports)."""
        self.restore: Callable[[object], None] = _restore


state = _State()
request_span: contextvars.ContextVar["Span | None"] = contextvars.ContextVar("request_span", default=None)
"""The HTTP request's server span (set by ``requests.RequestSpans``)."""


def enabled() -> bool:
    return state.tracer is not None


def failed(span: "Span", error: BaseException) -> None:
    """Mark ``span`` failed with the exception's type only (its message may quote the input)."""
    from opentelemetry.trace import Status, StatusCode

    kind = type(error).__name__
    span.add_event("exception", {"exception.type": kind, "exception.escaped": "False"})  # as the SDK
    span.set_status(Status(StatusCode.ERROR, kind))


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
                span = tracer.start_span(span_name)
                token = state.current(span)
                try:
                    return await call(*args, **kwargs)
                except Exception as error:
                    failed(span, error)
                    raise
                finally:
                    state.restore(token)
                    span.end()

            return cast(Callable[P, R], run_async)

        @functools.wraps(fn)
        def run(*args: P.args, **kwargs: P.kwargs) -> R:
            tracer = state.tracer
            if tracer is None:
                return fn(*args, **kwargs)
            span = tracer.start_span(span_name)
            token = state.current(span)
            try:
                return fn(*args, **kwargs)
            except Exception as error:
                failed(span, error)
                raise
            finally:
                state.restore(token)
                span.end()

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
