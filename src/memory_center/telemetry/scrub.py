"""Exceptions keep their type only. An exception's message can quote what it failed on (a database
error prints the statement's parameters, a validation error the input), so before a span is exported
its exception events lose ``exception.message`` and ``exception.stacktrace`` and an error status's
description becomes the exception's type."""

from typing import TYPE_CHECKING

from opentelemetry.context import Context
from opentelemetry.sdk.trace import Event, ReadableSpan, Span, SpanProcessor
from opentelemetry.trace import Status, StatusCode

if TYPE_CHECKING:
    from opentelemetry.util.types import Attributes

DROPPED = ("exception.message", "exception.stacktrace")


def _event(event: Event) -> Event:
    if event.name != "exception":
        return event
    attributes = {k: v for k, v in (event.attributes or {}).items() if k not in DROPPED}
    return Event(event.name, attributes, event.timestamp)


def scrubbed(span: ReadableSpan) -> ReadableSpan:
    failures = [e for e in span.events if e.name == "exception"]
    if not failures and span.status.status_code is not StatusCode.ERROR:
        return span
    status = span.status
    if status.status_code is StatusCode.ERROR and status.description:
        kind = (failures[-1].attributes or {}).get("exception.type") if failures else None
        status = Status(StatusCode.ERROR, str(kind) if kind else None)
    attributes: Attributes = span.attributes
    return ReadableSpan(
        name=span.name,
        context=span.context,
        parent=span.parent,
        resource=span.resource,
        attributes=attributes,
        events=[_event(e) for e in span.events],
        links=span.links,
        kind=span.kind,
        status=status,
        start_time=span.start_time,
        end_time=span.end_time,
        instrumentation_scope=span.instrumentation_scope,
    )


class Scrubbing(SpanProcessor):
    """Hands ``inner`` (a batch or simple processor) each ended span without exception text."""

    def __init__(self, inner: SpanProcessor) -> None:
        self.inner = inner

    def on_start(self, span: Span, parent_context: Context | None = None) -> None:
        self.inner.on_start(span, parent_context)

    def on_end(self, span: ReadableSpan) -> None:
        self.inner.on_end(scrubbed(span))

    def shutdown(self) -> None:
        self.inner.shutdown()

    def force_flush(self, timeout_millis: int = 30000) -> bool:
        return self.inner.force_flush(timeout_millis)
