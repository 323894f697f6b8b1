"""What one case run holds: its namespace, the keys per role, the client, and what its steps recorded."""

import asyncio
import json
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

import httpx

from memory_center.enums import Role
from memory_center.evaluation.case_model import ID_FIELDS, Ref

UNAVAILABLE_RETRIES = 3  # a 503 is asked again this many times before it counts


class CaseFailure(Exception):
    """A step did not do what the case expects; the message says what happened instead."""


class MissingRole(Exception):
    """A step needs a key of a role the evaluation was not given."""

    def __init__(self, role: Role) -> None:
        super().__init__(f"needs a key with the {role.value} role (--{role.value}-key)")
        self.role = role


@dataclass
class Namespace:
    """Prefixes every caller id of a case, so a run never touches real users or another case."""

    prefix: str
    seen: dict[str, set[str]] = field(default_factory=dict)

    def id(self, field_name: str, value: str) -> str:
        self.seen.setdefault(field_name, set()).add(value)
        return self.prefix + value

    def ids(self, field_name: str) -> list[str]:
        """The namespaced ids of one field (``user_id``, ...) this case has used, sorted."""
        return sorted(self.prefix + value for value in self.seen.get(field_name, ()))

    def show(self, value: object) -> object:
        """A value as the case wrote it: namespaced ids lose their prefix."""
        if isinstance(value, str) and value.startswith(self.prefix):
            return value[len(self.prefix) :]
        return value


def dump(value: object) -> str:
    """JSON text of a response part, non-ASCII kept, for 'is this text anywhere in it' checks."""
    return json.dumps(value, ensure_ascii=False, default=str)


def _brief(response: httpx.Response) -> str:
    text = response.text
    return text if len(text) <= 300 else text[:300] + "…"


@dataclass
class Context:
    client: httpx.AsyncClient
    keys: Mapping[Role, str]
    ns: Namespace
    said: dict[str, list[dict[str, Any]]] = field(default_factory=dict)
    candidates: dict[str, dict[str, Any]] = field(default_factory=dict)
    facts: dict[str, dict[str, Any]] = field(default_factory=dict)
    notes: list[str] = field(default_factory=list)

    async def send(
        self,
        role: Role,
        method: str,
        path: str,
        *,
        json: object = None,
        params: Mapping[str, str] | None = None,
    ) -> httpx.Response:
        """One request with the key of ``role``, whatever it answers."""
        key = self.keys.get(role)
        if key is None:
            raise MissingRole(role)
        headers = {"Authorization": f"Bearer {key}"}
        for _ in range(UNAVAILABLE_RETRIES):
            response = await self.client.request(method, path, json=json, params=params, headers=headers)
            if response.status_code != 503:
                return response
            # 503 means the transaction was rolled back (e.g. PostgreSQL ended it as a deadlock victim
            # under the runner's concurrency): nothing was written, so asking again is safe.
            await asyncio.sleep(min(float(response.headers.get("Retry-After", "1")), 2.0))
        return await self.client.request(method, path, json=json, params=params, headers=headers)

    async def call(
        self,
        role: Role,
        method: str,
        path: str,
        *,
        expect: int,
        json: object = None,
        params: Mapping[str, str] | None = None,
    ) -> httpx.Response:
        """One request with the key of ``role``; any other status than ``expect`` fails the case."""
        response = await self.send(role, method, path, json=json, params=params)
        if response.status_code != expect:
            raise CaseFailure(
                f"{method} {path} answered {response.status_code}, expected {expect}: {_brief(response)}"
            )
        return response

    async def body(self, role: Role, method: str, path: str, **kwargs: Any) -> dict[str, Any]:
        response = await self.call(role, method, path, **kwargs)
        result: dict[str, Any] = response.json()
        return result

    async def items(self, path: str, params: Mapping[str, str] | None = None) -> list[dict[str, Any]]:
        """The items of one page of a list endpoint (as the agent)."""
        page = await self.body(Role.AGENT, "GET", path, expect=200, params=params)
        items: list[dict[str, Any]] = page["items"]
        return items

    def fact(self, name: str) -> dict[str, Any]:
        if name not in self.facts:
            raise CaseFailure(f"no fact recorded as {name!r}: the step that should have made it made none")
        return self.facts[name]

    def candidate(self, name: str) -> dict[str, Any]:
        if name not in self.candidates:
            raise CaseFailure(
                f"no candidate recorded as {name!r}: the step that should have made it made none"
            )
        return self.candidates[name]

    def value(self, field_name: str, value: str | Ref | None) -> str | None:
        """A body, filter or expected value: a Ref read from its fact, a literal id namespaced."""
        if isinstance(value, Ref):
            found = self.fact(value.fact).get(value.field)
            return None if found is None else str(found)
        if value is not None and field_name in ID_FIELDS:
            return self.ns.id(field_name, value)
        return value

    def expected(self, field_name: str, value: object) -> object:
        """An expected field value as the API shows it (ids namespaced)."""
        if isinstance(value, str) and field_name in ID_FIELDS:
            return self.ns.id(field_name, value)
        return value
