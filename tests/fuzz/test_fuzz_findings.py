"""Regressions for what the API fuzzer found: each was a 500 and must be a 422 in the error shape.

Fast and deterministic (the in-process app), so they also run under -m "not fuzz".
"""

import pytest

from conftest import Tenant, assert_error

EVIDENCE = {"evidence_type": "API", "content": "ok", "source_type": "TOOL_RESULT", "source_system": "crm"}


@pytest.mark.parametrize(
    "url",
    [
        "/v1/events?user_id=a%00b",  # NUL in a query parameter: PostgreSQL text cannot hold it
        "/v1/events?since=0001-01-01T00:03:00%2B02:00",  # before year 1 once converted to UTC
        "/v1/events?until=9999-12-31T23:00:00-05:00",  # after year 9999 once converted to UTC
    ],
)
async def test_unstorable_query_values_are_422(tenant: Tenant, url: str) -> None:
    assert_error(await tenant.get(url), 422)


@pytest.mark.parametrize(
    "fields",
    [
        {"content": "a\u0000b"},
        {"metadata": {"key": "a\u0000"}},  # JSONB cannot hold \u0000 either
        {"metadata": {"k\u0000": 1}},
        {"occurred_at": "0001-01-01T00:00:00+01:00"},
    ],
)
async def test_unstorable_evidence_is_422(tenant: Tenant, fields: dict[str, object]) -> None:
    assert_error(await tenant.post("/v1/evidence", json={**EVIDENCE, **fields}), 422)
