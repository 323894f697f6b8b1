"""A secret in every string field (and every object key) of every write endpoint, then a scan of every
table, every Redis key and the service's log: the raw value is found nowhere (issue 26).

The bodies are the OpenAPI document's own examples, each first checked to be accepted as it is (so a
variant refused for another reason does not pass for nothing); every variant is one string of the
example with a secret added, or one object of it with a key holding a secret. A variant may be
refused (422) or stored redacted, never stored raw and never answered with a 5xx.
"""

import copy
import logging
import random
import re
import unicodedata
from collections.abc import Iterator
from typing import Any
from urllib.parse import quote

import pytest
import redis.asyncio as redis

from conftest import RedisServer, Tenant
from facts.flows import candidate_body, evidence_body, rows, say, submit
from memory_center.governance.sensitive_shapes import luhn_ok
from memory_center.governance.sensitive_text import normalise

WRITES = ("post", "put", "patch", "delete")
Path = tuple[str | int, ...]


def _card(rng: random.Random) -> str:
    """A Luhn-valid Visa number of this run only (so data of other tests can never match it)."""
    while True:
        digits = "4" + "".join(rng.choice("0123456789") for _ in range(15))
        if luhn_ok(digits):
            return digits


RNG = random.Random()
CARD = _card(RNG)
PASSWORD = "Zq" + "".join(RNG.choice("abcdefghjkmnpqrstuvwxyz") for _ in range(6)) + "&7"
AWS = "".join(RNG.choice("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz") for _ in range(38)) + "/1"
SECRETS = {
    "card": (" ".join(CARD[i : i + 4] for i in range(0, 16, 4)).replace(" ", "\u00a0"), CARD),
    "password": (f"my password is: {PASSWORD}", PASSWORD),
    "aws": (f"aws_secret_access_key={AWS}", AWS),
}


def _raw_forms() -> list[str]:
    return [CARD, PASSWORD, AWS]


def _find_raw(text: str) -> list[str]:
    folded = normalise(unicodedata.normalize("NFKC", text)).text
    digits = re.sub(r"[\s.\-,]", "", folded)
    found = [secret for secret in (PASSWORD, AWS) if secret in folded]
    if CARD in digits:
        found.append(CARD)
    return found


def _leaves(value: Any, path: Path = ()) -> Iterator[Path]:
    if isinstance(value, str):
        yield path
    elif isinstance(value, dict):
        for key, item in value.items():
            yield from _leaves(item, (*path, key))
    elif isinstance(value, list):
        for index, item in enumerate(value):
            yield from _leaves(item, (*path, index))


def _objects(value: Any, path: Path = ()) -> Iterator[Path]:
    if isinstance(value, dict):
        yield path
        for key, item in value.items():
            yield from _objects(item, (*path, key))
    elif isinstance(value, list):
        for index, item in enumerate(value):
            yield from _objects(item, (*path, index))


def _at(value: Any, path: Path) -> Any:
    for step in path:
        value = value[step]
    return value


def _with_string(body: Any, path: Path, secret: str) -> Any:
    changed = copy.deepcopy(body)
    parent = _at(changed, path[:-1])
    parent[path[-1]] = f"{parent[path[-1]]} {secret}"
    return changed


def _with_key(body: Any, path: Path, secret: str) -> Any:
    changed = copy.deepcopy(body)
    _at(changed, path)[secret] = "x"
    return changed


def _example(document: dict[str, Any], operation: dict[str, Any]) -> dict[str, Any] | None:
    content = operation.get("requestBody", {}).get("content", {}).get("application/json")
    if content is None:
        return None
    reference = content["schema"].get("$ref", "")
    schema = document["components"]["schemas"].get(reference.rsplit("/", 1)[-1], {})
    examples = schema.get("examples") or ([schema["example"]] if "example" in schema else [])
    if examples:
        return dict(examples[0])
    if reference.endswith("/EventBatchIn"):
        event = document["components"]["schemas"]["EventIn"]["examples"][0]
        return {"events": [event]}
    return None


async def _fresh(tenant: Tenant, name: str) -> str:
    """A new resource for a path parameter, so every variant meets one in its first state."""
    if name == "task_id":
        task = {"task_id": f"T-{RNG.randrange(10**9)}", "user_id": "u-ef", "goal": "Plan the Lisbon trip"}
        response = await tenant.post("/v1/tasks", json=task)
        assert response.status_code == 201, response.text
        return str(response.json()["task_id"])
    user = f"u-ef-{RNG.randrange(10**9)}"
    if name == "candidate_id":  # a hedged statement waits for confirmation
        return str((await say(tenant, "我可能喜欢靠窗的座位", user_id=user))["candidates"][0]["id"])
    if name == "fact_id":
        evidence = evidence_body("I work at Contoso", user_id=user)
        body = candidate_body(
            "Works at Contoso", subject="User", predicate="workplace", object_value="Contoso", user_id=user
        )
        return str((await submit(tenant, {**body, "evidence": evidence}))["fact"]["id"])
    if name == "key_id":
        response = await tenant.post(
            "/v1/admin/api-keys", "admin", json={"tenant_id": tenant.id, "role": "agent"}
        )
        return str(response.json()["id"])
    if name == "user_id":
        return "u-ef"
    raise AssertionError(name)


ROLE = {
    "/v1/admin": "admin",
    "/v1/users": "admin",
    "/v1/candidates/{candidate_id}": "reviewer",
    "/v1/facts": "reviewer",
}


def _role(path: str) -> str:
    return next((role for prefix, role in ROLE.items() if path.startswith(prefix)), "agent")


async def _call(tenant: Tenant, method: str, path: str, body: Any) -> int:
    url = path
    for name in re.findall(r"{(\w+)}", path):
        url = url.replace(f"{{{name}}}", await _fresh(tenant, name))
    response = await tenant.request(method.upper(), url, _role(path), json=body)
    assert response.status_code < 500, (method, path, response.text)
    for secret in _find_raw(response.text) if response.status_code < 400 else []:
        raise AssertionError(
            f"{method} {path} answered with the raw secret {secret!r}: {response.text[:300]}"
        )
    return response.status_code


async def _scan_database(tenant: Tenant) -> list[str]:
    tables = await rows(
        tenant,
        "SELECT table_name AS name FROM information_schema.tables WHERE table_schema = current_schema() "
        "AND table_type = 'BASE TABLE' AND CAST(:tenant AS text) IS NOT NULL",
    )
    hits = []
    for table in (row["name"] for row in tables):
        for row in await rows(tenant, f"SELECT * FROM {table}"):  # noqa: S608 - our own table names
            hits += [f"{table}: {secret}" for secret in _find_raw(repr(row))]
    return hits


async def _scan_redis(url: str) -> list[str]:
    client = redis.from_url(url)
    hits = []
    try:
        async for key in client.scan_iter(count=500):
            kind = (await client.type(key)).decode()
            value: Any = {
                "string": client.get,
                "hash": client.hgetall,
                "list": lambda k: client.lrange(k, 0, -1),
                "set": client.smembers,
                "zset": lambda k: client.zrange(k, 0, -1),
            }.get(kind, client.type)
            text = repr(key) + repr(await value(key))
            decoded = text.encode().decode("unicode_escape", errors="ignore") if "\\u" in text else text
            hits += [f"redis {key!r}: {secret}" for secret in _find_raw(text + decoded)]
    finally:
        await client.aclose()
    return hits


async def test_a_secret_in_every_field_of_every_write_is_stored_nowhere(
    tenant: Tenant, redis_server: RedisServer, caplog: pytest.LogCaptureFixture
) -> None:
    caplog.set_level(logging.DEBUG)
    document = (await tenant.get("/openapi.json")).json()
    tried: dict[str, int] = {}
    for path, operations in document["paths"].items():
        for method, operation in operations.items():
            if method not in WRITES:
                continue
            example = _example(document, operation)
            if example is None:  # no body: the secret goes into the path
                for name, (secret, _) in SECRETS.items():
                    url = path.replace("{user_id}", secret).replace("{key_id}", secret)
                    await _call(tenant, method, url, None)
                    tried[f"{method} {path} path {name}"] = 1
                continue
            if "tenant_id" in example:
                example["tenant_id"] = tenant.id
            if "expected_version" in example:
                example["expected_version"] = 1  # a fresh task's
            base = await _call(tenant, method, path, example)
            assert base < 400, (method, path, "the example itself is refused", base)
            variants = [(leaf, "value") for leaf in _leaves(example)] + [
                (o, "key") for o in _objects(example)
            ]
            for where, what in variants:
                for secret, _ in SECRETS.values():
                    body = (
                        _with_string(example, where, secret)
                        if what == "value"
                        else _with_key(example, where, secret)
                    )
                    if "tenant_id" in body:
                        body["tenant_id"] = tenant.id
                    await _call(tenant, method, path, body)
            tried[f"{method} {path}"] = len(variants)
    reason = f"card {SECRETS['card'][0]}"
    await tenant.request(
        "DELETE", f"/v1/facts/{await _fresh(tenant, 'fact_id')}", "reviewer", params={"reason": reason}
    )
    await tenant.request(
        "DELETE",
        f"/v1/facts/{await _fresh(tenant, 'fact_id')}",
        "reviewer",
        headers={"X-Reason": quote(reason)},
    )
    assert len(tried) >= 15, tried
    hits = await _scan_database(tenant) + await _scan_redis(redis_server.url)
    for record in caplog.records:
        if record.name.startswith(("httpx", "httpcore")):
            continue  # the test's own HTTP client, not the service
        hits += [f"log {record.name}: {secret}" for secret in _find_raw(record.getMessage())]
    assert hits == [], hits
