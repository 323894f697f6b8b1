"""`MemoryCenterStore`: LangGraph's `BaseStore` over Memory Center (sync and async).

    pip install './clients/python[langgraph]'

    store = MemoryCenterStore(base_url="http://127.0.0.1:8000", api_key="mc_...")
    graph = builder.compile(store=store)

Namespaces are addresses in the service (``("user", "u-1")``, ``("user", "u-1", "session", "s-1")``,
... see ``langgraph_namespaces``). ``put`` proposes a memory through the governed write path, so
governance decides: it may be kept, queued for review, or refused (``propose`` answers the decision).
The key names the attribute (the predicate; the subject is ``"user"`` unless the value says
otherwise), so a new value under the same key supersedes the old one as a new revision. ``get`` and
``delete`` find the current fact under that key (or by fact id); ``search`` with a query is the
service's ranked retrieval of what the namespace's ids may see, without one a listing of the facts
under the prefix. Every item's value carries the memory, its status and its provenance.
"""

import asyncio
import uuid
from collections.abc import Generator, Iterable, Mapping
from datetime import UTC, datetime
from typing import Any, TypeVar

from langgraph.store.base import (
    BaseStore,
    GetOp,
    InvalidNamespaceError,
    Item,
    ListNamespacesOp,
    Op,
    PutOp,
    Result,
    SearchItem,
    SearchOp,
)

from memory_center_client import calls
from memory_center_client import models as m
from memory_center_client.async_client import AsyncMemoryCenter
from memory_center_client.calls import Call
from memory_center_client.client import MemoryCenter
from memory_center_client.errors import NotFound
from memory_center_client.langgraph_namespaces import (
    NamespaceError,
    Place,
    canonical_key,
    place_of,
    place_of_fact,
    under,
)

R = TypeVar("R")
Plan = Generator[list[Call[Any]], list[Any], R]
"""An operation as the calls it needs: it yields calls to run (together), is sent their answers
(None for a 404), and returns its result; `_run` and `_arun` drive it with either client."""

DEFAULT_SUBJECT = "user"
SOURCE_SYSTEM = "langgraph"
PAGE = 200


def value_of(fact: m.Fact, extra: Mapping[str, Any] | None = None) -> dict[str, Any]:
    """What an item holds: the memory, its status, and where it comes from."""
    evidence = getattr(fact, "evidence", None) or []
    provenance = {
        "fact_id": fact.id,
        "revision": fact.revision,
        "scope": fact.scope,
        "source_type": fact.source_type,
        "confidence": fact.confidence,
        "candidate_id": fact.source_candidate_id,
        "supersedes_id": fact.supersedes_id,
        "valid_from": fact.valid_from.isoformat() if fact.valid_from else None,
        "valid_until": fact.valid_until.isoformat() if fact.valid_until else None,
        "evidence": [{"id": e.id, "relation": e.relation, "source_type": e.source_type} for e in evidence],
    }
    value = {
        "content": fact.content,
        "memory_type": fact.memory_type,
        "subject": fact.subject,
        "predicate": fact.predicate,
        "object_value": fact.object_value,
        "status": fact.status,
        "provenance": provenance,
    }
    return {**value, **(extra or {})}


def key_of(fact: m.Fact) -> str:
    return fact.predicate or fact.id


def _time(value: datetime | None) -> datetime:
    return value or datetime.now(UTC)


def item_of(fact: m.Fact) -> Item:
    namespace = place_of_fact(fact.model_dump()).namespace
    return Item(
        value=value_of(fact),
        key=key_of(fact),
        namespace=namespace,
        created_at=_time(fact.created_at),
        updated_at=_time(fact.updated_at),
    )


def search_item_of(fact: m.Fact, found: m.RetrievedItem | None) -> SearchItem:
    extra = {"reasons": found.reasons} if found is not None else None
    return SearchItem(
        namespace=place_of_fact(fact.model_dump()).namespace,
        key=key_of(fact),
        value=value_of(fact, extra),
        created_at=_time(fact.created_at),
        updated_at=_time(fact.updated_at),
        score=found.score if found is not None else None,
    )


def matches(value: Mapping[str, Any], condition: Mapping[str, Any] | None) -> bool:
    """LangGraph's filter: equality per field, or ``{"$eq"|"$ne"|"$in": ...}``."""
    for name, wanted in (condition or {}).items():
        have = value.get(name, value["provenance"].get(name))
        if isinstance(wanted, Mapping):
            for op, operand in wanted.items():
                ok = {"$eq": have == operand, "$ne": have != operand, "$in": have in (operand or ())}.get(op)
                if ok is None:
                    raise ValueError(f"filter operator {op!r} is not supported ($eq, $ne, $in)")
                if not ok:
                    return False
        elif have != wanted:
            return False
    return True


def is_id(key: str) -> bool:
    try:
        uuid.UUID(key)
    except ValueError:
        return False
    return True


def _place(namespace: tuple[str, ...]) -> Place:
    try:
        return place_of(tuple(namespace))
    except NamespaceError as exc:
        raise InvalidNamespaceError(str(exc)) from exc


def _find(place: Place, key: str) -> Plan[m.Fact | None]:
    """The current fact at ``place`` under ``key`` (its predicate, or its id)."""
    filters = {**place.ids, "scope": place.scope, "predicate": canonical_key(key), "limit": 50}
    [page] = yield [calls.list_facts(filters)]
    here: list[m.Fact] = [f for f in page.items if place_of_fact(f.model_dump()) == place] if page else []
    if not here:
        if not is_id(key):
            return None
        [fact] = yield [calls.get_fact(key)]
        found: m.Fact | None = fact
        return found if found is not None and place_of_fact(found.model_dump()) == place else None
    here.sort(
        key=lambda f: (
            f.subject != DEFAULT_SUBJECT,
            -(f.updated_at or datetime.min.replace(tzinfo=UTC)).timestamp(),
        )
    )
    return here[0]


def _get(op: GetOp) -> Plan[Item | None]:
    fact = yield from _find(_place(op.namespace), op.key)
    if fact is None:
        return None
    [detail] = yield [calls.get_fact(fact.id)]
    return item_of(detail) if detail is not None else None


def candidate_body(place: Place, key: str, value: Mapping[str, Any]) -> dict[str, Any]:
    content = value.get("content")
    if not isinstance(content, str) or not content.strip():
        raise ValueError('a memory needs "content": the memory in a sentence')
    body: dict[str, Any] = {
        **place.ids,
        "scope": place.scope,
        "memory_type": value.get("memory_type", "FACT"),
        "content": content,
        "subject": value.get("subject", DEFAULT_SUBJECT),
        "predicate": key,
        "object_value": value.get("object_value"),
        "confidence": value.get("confidence", 0.9),
        "extractor_model": SOURCE_SYSTEM,
    }
    said = value.get("evidence")
    if said:
        body["evidence"] = {
            **place.ids,
            "evidence_type": "CONVERSATION",
            "source_type": value.get("source_type", "USER_STATED"),
            "source_system": SOURCE_SYSTEM,
            "content": str(said),
        }
    return {k: v for k, v in body.items() if v is not None}


def _propose(namespace: tuple[str, ...], key: str, value: Mapping[str, Any]) -> Plan[m.CandidateSubmitted]:
    [submitted] = yield [calls.create_candidate(candidate_body(_place(namespace), key, value))]
    return submitted  # type: ignore[no-any-return]


def _delete(namespace: tuple[str, ...], key: str) -> Plan[None]:
    fact = yield from _find(_place(namespace), key)
    if fact is not None:
        yield [calls.delete_fact(fact.id, "deleted through the LangGraph store")]


def _put(op: PutOp) -> Plan[None]:
    if op.value is None:
        yield from _delete(op.namespace, op.key)
    else:
        yield from _propose(op.namespace, op.key, op.value)


def _facts_under(prefix: tuple[str, ...], want: int | None) -> Plan[list[m.Fact]]:
    """ACTIVE facts whose namespace starts with ``prefix`` (every fact of the tenant for ``()``)."""
    filters: dict[str, Any] = {"limit": PAGE}
    if prefix:
        place = _place(prefix)
        prefix = place.namespace
        filters.update(place.ids)
    found: list[m.Fact] = []
    cursor: str | None = None
    while True:
        [page] = yield [calls.list_facts({**filters, "cursor": cursor})]
        found += [f for f in page.items if under(place_of_fact(f.model_dump()).namespace, prefix)]
        cursor = page.next_cursor
        if not cursor or (want is not None and len(found) >= want):
            return found


def _search(op: SearchOp) -> Plan[list[SearchItem]]:
    wanted = op.offset + op.limit
    if op.query:
        place = _place(op.namespace_prefix)
        query = {**place.ids, "query": op.query, "k": max(1, min(wanted * 2, 50))}
        [answer] = yield [calls.retrieve(query)]
        hits = [hit for hit in answer.items if hit.kind == "fact"]
        facts = yield [calls.get_fact(hit.id) for hit in hits]
        items = [search_item_of(f, hit) for f, hit in zip(facts, hits, strict=True) if f is not None]
    else:
        facts = yield from _facts_under(tuple(op.namespace_prefix), None if op.filter else wanted)
        items = [search_item_of(f, None) for f in facts]
    kept = [item for item in items if matches(item.value, op.filter)]
    return kept[op.offset : op.offset + op.limit]


def _list_namespaces(op: ListNamespacesOp) -> Plan[list[tuple[str, ...]]]:
    facts = yield from _facts_under((), None)
    spaces = {place_of_fact(f.model_dump()).namespace for f in facts}
    for condition in op.match_conditions or ():
        path = tuple(condition.path)

        def fits(
            space: tuple[str, ...], path: tuple[str, ...] = path, kind: str = condition.match_type
        ) -> bool:
            part = space[: len(path)] if kind == "prefix" else space[len(space) - len(path) :]
            return len(space) >= len(path) and all(p in ("*", s) for p, s in zip(path, part, strict=True))

        spaces = {s for s in spaces if fits(s)}
    if op.max_depth is not None:
        spaces = {s[: op.max_depth] for s in spaces}
    return sorted(spaces)[op.offset : op.offset + op.limit]


def plan(op: Op) -> Plan[Any]:
    if isinstance(op, GetOp):
        return _get(op)
    if isinstance(op, SearchOp):
        return _search(op)
    if isinstance(op, PutOp):
        return _put(op)
    if isinstance(op, ListNamespacesOp):
        return _list_namespaces(op)
    raise TypeError(f"unknown store operation {type(op).__name__}")


class MemoryCenterStore(BaseStore):
    """LangGraph's long-term memory store, kept and governed by a Memory Center service."""

    def __init__(
        self,
        base_url: str | None = None,
        api_key: str | None = None,
        *,
        client: MemoryCenter | None = None,
        async_client: AsyncMemoryCenter | None = None,
        timeout: float = 30.0,
    ) -> None:
        if base_url is not None and api_key is not None:
            client = client or MemoryCenter(base_url, api_key, timeout=timeout)
            async_client = async_client or AsyncMemoryCenter(base_url, api_key, timeout=timeout)
        elif client is None and async_client is None:
            raise TypeError("MemoryCenterStore needs base_url and api_key, or a client")
        self.client = client
        self.async_client = async_client

    def close(self) -> None:
        if self.client is not None:
            self.client.close()

    async def aclose(self) -> None:
        if self.async_client is not None:
            await self.async_client.close()

    # --- LangGraph's two primitives ------------------------------------------------------------------

    def batch(self, ops: Iterable[Op]) -> list[Result]:
        return [self._run(plan(op)) for op in ops]

    async def abatch(self, ops: Iterable[Op]) -> list[Result]:
        if self.async_client is None:
            return await asyncio.to_thread(self.batch, list(ops))
        return [await self._arun(plan(op)) for op in ops]

    # --- the governed write, with its decision -------------------------------------------------------

    def propose(self, namespace: tuple[str, ...], key: str, value: Mapping[str, Any]) -> m.CandidateSubmitted:
        """`put`, answering what governance decided (ACCEPTED with its fact, NEEDS_CONFIRMATION, ...)."""
        return self._run(_propose(namespace, key, value))

    async def apropose(
        self, namespace: tuple[str, ...], key: str, value: Mapping[str, Any]
    ) -> m.CandidateSubmitted:
        if self.async_client is None:
            return await asyncio.to_thread(self.propose, namespace, key, value)
        return await self._arun(_propose(namespace, key, value))

    # --- driving a plan ------------------------------------------------------------------------------

    def _run(self, steps: Plan[R]) -> R:
        if self.client is None:
            raise TypeError("synchronous store calls need a MemoryCenter client (or base_url and api_key)")
        client = self.client

        def answer(call: Call[Any]) -> Any:
            try:
                return client.run(call)
            except NotFound:
                return None

        try:
            batch = next(steps)
            while True:
                batch = steps.send([answer(call) for call in batch])
        except StopIteration as done:
            return done.value  # type: ignore[no-any-return]

    async def _arun(self, steps: Plan[R]) -> R:
        assert self.async_client is not None
        client = self.async_client

        async def answer(call: Call[Any]) -> Any:
            try:
                return await client.run(call)
            except NotFound:
                return None

        try:
            batch = next(steps)
            while True:
                batch = steps.send(list(await asyncio.gather(*(answer(call) for call in batch))))
        except StopIteration as done:
            return done.value  # type: ignore[no-any-return]
