"""An exception's text never leaves in a span: a traced stage that fails on some input is exported with
the exception's type only (its message could quote the input, as a database error quotes parameters)."""

from collections.abc import Iterator

import pytest
from opentelemetry.sdk.trace import TracerProvider
from opentelemetry.sdk.trace.export import SimpleSpanProcessor
from opentelemetry.sdk.trace.export.in_memory_span_exporter import InMemorySpanExporter
from opentelemetry.trace import StatusCode

from memory_center.telemetry import setup
from memory_center.telemetry.scrub import Scrubbing
from memory_center.telemetry.spans import state, traced

SECRET = "I live in Zanzibar, card 4111 1111 1111 1111"


@traced("test.stage")
async def failing_stage(text: str) -> None:
    raise ValueError(f"cannot store {text!r}")


@traced("test.sync")
def working_stage(text: str) -> int:
    return len(text)


@pytest.fixture
def exporter() -> Iterator[InMemorySpanExporter]:
    exporter = InMemorySpanExporter()
    provider = TracerProvider()
    provider.add_span_processor(Scrubbing(SimpleSpanProcessor(exporter)))
    state.tracer = provider.get_tracer("test")
    yield exporter
    setup.stop()


async def test_a_failed_stage_is_exported_with_its_exception_type_only(
    exporter: InMemorySpanExporter,
) -> None:
    with pytest.raises(ValueError, match="Zanzibar"):  # the caller still gets the whole exception
        await failing_stage(SECRET)
    assert working_stage(SECRET) == len(SECRET)
    failed, worked = exporter.get_finished_spans()
    assert (failed.name, worked.name) == ("memory_center.test.stage", "memory_center.test.sync")
    assert failed.status.status_code is StatusCode.ERROR and failed.status.description == "ValueError"
    [event] = failed.events
    assert dict(event.attributes or {}) == {"exception.type": "ValueError", "exception.escaped": "False"}
    for span in (failed, worked):
        assert "Zanzibar" not in span.to_json()


async def test_off_the_stages_run_untraced(exporter: InMemorySpanExporter) -> None:
    setup.stop()
    with pytest.raises(ValueError, match="Zanzibar"):
        await failing_stage(SECRET)
    assert working_stage("abc") == 3
    assert exporter.get_finished_spans() == ()
