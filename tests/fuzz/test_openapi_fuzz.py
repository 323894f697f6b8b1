"""Schemathesis against the OpenAPI document with every role's key: zero 5xx, every response documented.

The operations are read from the app's own OpenAPI document when the tests are collected (one test per
operation and role), so a new endpoint is fuzzed without any edit here; a guard test checks that the
running server serves that same document. Schemathesis and Hypothesis are imported only when a fuzz test
runs, so `-m "not fuzz"` costs next to nothing.

Bounded and reproducible: a fixed number of cases per operation and role (valid and invalid requests),
seeded from MC_FUZZ_SEED and the test's id, no shrinking and no example database. MC_FUZZ_SCALE=10 fuzzes
ten times deeper (for a local bug hunt; `make test` runs scale 1).
"""

import hashlib
import os
from collections.abc import Callable, Iterator
from typing import TYPE_CHECKING, Any
from urllib.parse import quote

import httpx
import pytest

from fuzz.server import FuzzServer, openapi_document

if TYPE_CHECKING:
    import requests
    from hypothesis.strategies import SearchStrategy
    from schemathesis import BaseSchema, Case

pytestmark = pytest.mark.fuzz

SEED = os.environ.get("MC_FUZZ_SEED", "20240601")
SCALE = float(os.environ.get("MC_FUZZ_SCALE", "1"))
HTTP_METHODS = ("get", "put", "post", "delete", "patch")

# Generated cases per operation and role: the admin key reaches every code path; agent and reviewer keys
# mostly add the role checks; the platform key and no key are refused before an endpoint runs. Tenant keys
# also send every example of the document once.
CASES_PER_ROLE = {"admin": 12, "agent": 3, "reviewer": 3, "platform": 1, "none": 1}
TENANT_ROLES = ("admin", "agent", "reviewer")
CHECKS = ("not_a_server_error", "status_code_conformance", "response_schema_conformance")

DOCUMENT = openapi_document()
OPERATIONS = [
    pytest.param(method.upper(), path, id=f"{method.upper()} {path}")
    for path, item in DOCUMENT["paths"].items()
    for method in item
    if method in HTTP_METHODS
]


@pytest.fixture(scope="session")
def fuzz_schema() -> "BaseSchema":
    import schemathesis

    checks: dict[str, Any] = {"enabled": False} | {name: {"enabled": True} for name in CHECKS}
    config = schemathesis.Config.from_dict({"output": {"sanitization": {"enabled": False}}, "checks": checks})
    return schemathesis.openapi.from_dict(DOCUMENT, config=config)


@pytest.fixture(scope="session")
def fuzz_http() -> Iterator["requests.Session"]:
    """One HTTP session for every case (a new one per call would rebuild a TLS context each time)."""
    import requests

    with requests.Session() as session:
        yield session


class IdPool:
    """Ids the API returned, by parameter name, so that /v1/facts/{fact_id} and the like also reach rows
    that exist (random ids alone only ever reach the 404 path)."""

    def __init__(self) -> None:
        self._ids: dict[str, list[str]] = {}

    def get(self, name: str) -> list[str]:
        return self._ids.get(name, [])

    def learn(self, path: str, body: object) -> None:
        self._walk(body, _id_name(path))

    def _walk(self, value: object, id_name: str) -> None:
        if isinstance(value, dict):
            for key, item in value.items():
                if isinstance(item, str) and (key == "id" or key.endswith("_id")):
                    self._add(id_name if key == "id" else key, item)
                else:
                    self._walk(item, f"{key}_id" if isinstance(item, dict) else id_name)
        elif isinstance(value, list):
            for item in value:
                self._walk(item, id_name)

    def _add(self, name: str, value: str) -> None:
        ids = self._ids.setdefault(name, [])
        if value not in ids:
            ids.append(value)
            del ids[:-50]


def _id_name(path: str) -> str:
    """The parameter name of the ids a path's resource has: /v1/facts/{fact_id} -> fact_id."""
    segments = [part for part in path.split("/") if part and part != "v1" and not part.startswith("{")]
    resource = segments[0] if segments else ""
    return resource.removesuffix("s").replace("-", "_") + "_id"


def _path_parameters(path: str) -> list[str]:
    return [part[1:-1] for part in path.split("/") if part.startswith("{") and part.endswith("}")]


def _path_segment(value: str) -> str:
    """An id as one path segment: percent-encoded like schemathesis encodes the ids it generates."""
    return "%2E" * len(value) if value in (".", "..") else quote(value, safe="")


@pytest.fixture(scope="session")
def id_pool() -> IdPool:
    return IdPool()


def _seed(*parts: str) -> int:
    return int.from_bytes(hashlib.sha256("|".join((SEED, *parts)).encode()).digest()[:8], "big")


Check = Callable[["Case", Any], None]


def _run(strategy: "SearchStrategy[Case]", count: int, seed: int, check: Check) -> None:
    import hypothesis
    from hypothesis import strategies as st

    @hypothesis.seed(seed)
    @hypothesis.settings(
        max_examples=count,
        phases=[hypothesis.Phase.generate],
        database=None,
        deadline=None,
        print_blob=False,
        suppress_health_check=list(hypothesis.HealthCheck),
        verbosity=hypothesis.Verbosity.quiet,
    )
    @hypothesis.given(case=strategy, data=st.data())
    def fuzz(case: "Case", data: Any) -> None:
        check(case, data)

    fuzz()


def test_server_serves_the_fuzzed_document(fuzz_server: FuzzServer) -> None:
    served = httpx.get(f"{fuzz_server.base_url}/openapi.json", timeout=30)
    assert served.status_code == 200
    assert served.json() == DOCUMENT


@pytest.mark.parametrize("role", list(CASES_PER_ROLE))
@pytest.mark.parametrize(("method", "path"), OPERATIONS)
def test_operation_conforms(
    method: str,
    path: str,
    role: str,
    fuzz_server: FuzzServer,
    fuzz_keys: dict[str, str | None],
    fuzz_schema: "BaseSchema",
    fuzz_http: "requests.Session",
    id_pool: IdPool,
) -> None:
    """No 5xx, and every status code and body as documented, for valid and invalid requests alike."""
    from hypothesis import strategies as st
    from schemathesis import GenerationMode

    operation = fuzz_schema[path][method]
    key = fuzz_keys[role]
    headers = {"Authorization": f"Bearer {key}"} if key is not None else None

    # Ids learned so far, fixed for this test: Hypothesis needs the same choices on every case.
    known = {name: tuple(map(_path_segment, id_pool.get(name))) for name in _path_parameters(path)}

    def check(case: "Case", data: Any) -> None:
        if case.meta is not None and case.meta.generation.mode is GenerationMode.POSITIVE:
            for name, ids in known.items():
                if ids and name in (case.path_parameters or {}) and data.draw(st.booleans()):
                    case.path_parameters[name] = data.draw(st.sampled_from(ids))
        response = case.call_and_validate(base_url=fuzz_server.base_url, session=fuzz_http, timeout=30)
        if 200 <= response.status_code < 300 and "json" in response.headers.get("content-type", [""])[0]:
            id_pool.learn(path, response.json())

    examples = operation.get_strategies_from_examples(headers=headers) if role in TENANT_ROLES else []
    if examples:
        _run(st.one_of(examples), len(examples), _seed(method, path, role, "examples"), check)
    generated = st.one_of(
        operation.as_strategy(GenerationMode.POSITIVE, headers=headers),
        operation.as_strategy(GenerationMode.NEGATIVE, headers=headers),
    )
    count = max(1, round(CASES_PER_ROLE[role] * SCALE))
    _run(generated, count, _seed(method, path, role), check)
