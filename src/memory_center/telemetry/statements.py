"""A span per database statement (``memory_center.db``): the SQL text with its placeholders and the
operation, never the bound parameters. Registered on SQLAlchemy's ``Engine`` class, so every engine
of the process (primary, replica, migrations) is covered; not registered at all while tracing is off."""

from typing import Any

from sqlalchemy import event
from sqlalchemy.engine import Connection, Engine

from memory_center.telemetry.spans import state

MAX_STATEMENT = 2000
_KEY = "_memory_center_span"


def operation(statement: str) -> str:
    words = statement.lstrip(" (\n\t").split(None, 1)
    return words[0].upper() if words else "SQL"


def watch_statements() -> None:
    """Register the listeners (once per process); they trace with ``state.tracer`` while it is set."""
    if event.contains(Engine, "before_cursor_execute", _before):
        return
    event.listen(Engine, "before_cursor_execute", _before)
    event.listen(Engine, "after_cursor_execute", _after)
    event.listen(Engine, "handle_error", _failed)


def _before(
    conn: Connection, cursor: Any, statement: str, parameters: Any, context: Any, executemany: bool
) -> None:
    tracer = state.tracer
    if tracer is None or context is None:
        return
    from opentelemetry.trace import SpanKind

    name = operation(statement)
    span = tracer.start_span(f"db {name}", kind=SpanKind.CLIENT)
    span.set_attribute("db.system.name", "postgresql")
    span.set_attribute("db.operation.name", name)
    span.set_attribute("db.query.text", statement[:MAX_STATEMENT])
    if executemany:
        span.set_attribute("db.operation.batch.size", len(parameters))
    setattr(context, _KEY, span)


def _after(
    conn: Connection, cursor: Any, statement: str, parameters: Any, context: Any, executemany: bool
) -> None:
    span = getattr(context, _KEY, None)
    if span is not None:
        span.end()
        setattr(context, _KEY, None)


def _failed(exception_context: Any) -> None:
    context = exception_context.execution_context
    span = getattr(context, _KEY, None)
    if span is not None:
        from opentelemetry.trace import Status, StatusCode

        span.set_status(Status(StatusCode.ERROR, type(exception_context.original_exception).__name__))
        span.end()
        setattr(context, _KEY, None)
