"""The provider's resource keeps its hash: the same resource as the SDK's ``Resource.create`` (the
OTEL_* variables included), equal and hashed alike, so the OTLP encoder still puts every span of a
batch under one resource."""

import pytest
from opentelemetry.exporter.otlp.proto.common.trace_encoder import encode_spans
from opentelemetry.sdk.resources import Resource
from opentelemetry.sdk.trace import TracerProvider
from opentelemetry.sdk.trace.export import SimpleSpanProcessor
from opentelemetry.sdk.trace.export.in_memory_span_exporter import InMemorySpanExporter

from memory_center.telemetry.resource import service_resource


def test_the_kept_resource_is_the_sdks_resource(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("OTEL_RESOURCE_ATTRIBUTES", "deployment.environment.name=test")
    kept = service_resource({"service.name": "memory-center"})
    plain = Resource.create({"service.name": "memory-center"})
    assert kept == plain and hash(kept) == hash(plain)
    assert kept.attributes["deployment.environment.name"] == "test"
    assert kept != Resource.create({"service.name": "another"})

    exporter = InMemorySpanExporter()
    provider = TracerProvider(resource=kept)
    provider.add_span_processor(SimpleSpanProcessor(exporter))
    for name in ("a", "b", "c"):
        provider.get_tracer("memory_center").start_span(name).end()
    [grouped] = encode_spans(exporter.get_finished_spans()).resource_spans
    assert len(grouped.scope_spans[0].spans) == 3
    service = [a.value.string_value for a in grouped.resource.attributes if a.key == "service.name"]
    assert service == ["memory-center"]
