"""OpenTelemetry traces (the optional ``otel`` extra; docs/integrations.md).

Off unless the extra is installed and an exporter is configured by the standard ``OTEL_*`` variables
(``setup.instrument``). Off, every hook is a check of one module variable: ``spans.traced`` calls the
function straight through, and no database listener is registered.

What a span may carry: names of stages, counts, status codes, ids (tenant, trace) and SQL text with
its placeholders. Never message text, memory content, query text, bound parameters or keys; an
exception keeps only its type (``scrub``: its message may quote the input).
"""
