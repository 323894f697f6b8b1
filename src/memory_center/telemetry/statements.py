"""A span per database statement (``memory_center.db``): the SQL text with its placeholders and the
operation, never the bound parameters. Registered on SQLAlchemy's ``Engine`` class, so every engine
of the process (primary, replica, migrations) is covered; not registered at all while tracing is off."""

from typing import Any

from sqlalchemy import event
from sqlalchemy.engine import Connection, Engine

from memory_center.telemetry.spans import state

MAX_STATEMENT = 2000
MAX_KNOWN = 1024
_KEY = "_memory_center_span"
_CLIENT: Any = None
_known: dict[str, tuple[str, dict[str, str]]] = {}
"""A statement's span name and attributes, by its text: the service runs a few hundred distinct
statements (SQLAlchemy caches their compiled text), so each is read once, not once per execution."""


def operation(statement: str) -> str:
    words = statement.lstrip(" (\n\t").split(None, 1)
    return words[0].upper() if words else "SQL"


def watch_statements() -> None:
    """Register the listeners (once per process); they trace with ``state.tracer`` while it is set."""
    global _CLIENT
    from opentelemetry.trace import SpanKind

    _CLIENT = SpanKind.CLIENT
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
    known = _known.get(statement)
    if known is None:
        known = _describe(statement)
    name, attributes = known
    if executemany:
        attributes = {**attributes, "db.operation.batch.size": len(parameters)}  # type: ignore[dict-item]
    setattr(context, _KEY, tracer.start_span(name, kind=_CLIENT, attributes=attributes))


def _describe(statement: str) -> tuple[str, dict[str, str]]:
    name = operation(statement)
    attributes = {"db.system.name": "postgresql", "db.operation.name": name}
    attributes["db.query.text"] = statement[:MAX_STATEMENT]
    if len(_known) >= MAX_KNOWN:  # statements with literals inlined: start again rather than grow
        _known.clear()
    _known[statement] = (f"db {name}", attributes)
    return _known[statement]


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
