"""`AsyncMemoryCenter`: the asyncio client, method for method the same as `MemoryCenter` (see client.py)."""

import asyncio
import inspect
from collections.abc import AsyncIterator, Awaitable, Callable, Iterable, Mapping
from datetime import datetime
from types import TracebackType
from typing import Any, TypeVar

import httpx

from memory_center_client import calls
from memory_center_client import models as m
from memory_center_client.calls import UNSET, Call, Unset
from memory_center_client.errors import Conflict, NetworkError, error_from_response
from memory_center_client.retry import RetryPolicy
from memory_center_client.session import client_headers, parse_body
from memory_center_client.tasks import DEFAULT_ATTEMPTS, TaskChange, change_call, is_stale

T = TypeVar("T")


class AsyncMemoryCenter:
    """A client of one Memory Center service, authenticated by one API key (its tenant and role)."""

    def __init__(
        self,
        base_url: str,
        api_key: str,
        *,
        timeout: float = 30.0,
        retry: RetryPolicy | None = None,
        http_client: httpx.AsyncClient | None = None,
    ) -> None:
        self.retry = retry or RetryPolicy()
        self._owns_http = http_client is None
        self._http = http_client or httpx.AsyncClient(timeout=timeout)
        self._base_url = base_url.rstrip("/")
        self._headers = client_headers(api_key)

    async def close(self) -> None:
        """Close the connections (not those of an `http_client` you passed in)."""
        if self._owns_http:
            await self._http.aclose()

    async def __aenter__(self) -> "AsyncMemoryCenter":
        return self

    async def __aexit__(
        self, kind: type[BaseException] | None, error: BaseException | None, trace: TracebackType | None
    ) -> None:
        await self.close()

    async def run(self, call: Call[T]) -> T:
        """Send one call, retrying per `self.retry`; raise an `ApiError` subclass on an error answer."""
        for attempt in range(1, self.retry.attempts + 1):
            last = attempt == self.retry.attempts
            try:
                response = await self._http.request(
                    call.method,
                    self._base_url + call.path,
                    params=call.params or None,
                    json=call.json,
                    headers=self._headers,
                )
            except httpx.TransportError as exc:
                if last or not self.retry.retry_error(exc, call.idempotent):
                    raise NetworkError(f"{call.method} {call.path}: {exc!r}") from exc
                await asyncio.sleep(self.retry.delay(attempt))
                continue
            if response.is_success:
                return call.parse(parse_body(response))
            if last or not self.retry.retry_status(response.status_code):
                raise error_from_response(response)
            await asyncio.sleep(self.retry.delay(attempt, response))
        raise AssertionError("unreachable")  # pragma: no cover

    async def _pages(self, make: Callable[[str | None], Call[m.Page[T]]]) -> AsyncIterator[T]:
        cursor: str | None = None
        while True:
            page = await self.run(make(cursor))
            for item in page.items:
                yield item
            if not page.next_cursor:
                return
            cursor = page.next_cursor

    # --- admin ---------------------------------------------------------------------------------------

    async def create_api_key(self, tenant_id: str, role: str, name: str | None = None) -> m.ApiKey:
        """A new key (admin: own tenant; platform key: any tenant). `key` is shown only here."""
        return await self.run(calls.create_api_key(tenant_id, role, name))

    async def revoke_api_key(self, key_id: str) -> None:
        await self.run(calls.revoke_api_key(key_id))

    async def whoami(self) -> m.WhoAmI:
        """The key this client holds: its tenant, role (agent, reviewer, admin) and name."""
        return await self.run(calls.whoami())

    async def index_status(self) -> m.IndexStatus:
        return await self.run(calls.index_status())

    # --- events and evidence -------------------------------------------------------------------------

    async def create_event(
        self,
        *,
        actor_type: str,
        actor_id: str,
        event_type: str,
        source: str,
        payload: Mapping[str, Any],
        user_id: str | None = None,
        department_id: str | None = None,
        agent_id: str | None = None,
        session_id: str | None = None,
        task_id: str | None = None,
        occurred_at: datetime | None = None,
        extract: bool | None = None,
        idempotency_key: str | None = None,
    ) -> m.IngestResult:
        """Report an event; without `idempotency_key` one is generated (and reused by retries)."""
        event = calls.given(**{k: v for k, v in locals().items() if k != "self"})
        return await self.run(calls.create_event(event))

    async def create_events(self, events: Iterable[Mapping[str, Any]]) -> m.BatchResult:
        """Up to 500 events (dicts in the shape of `create_event`'s arguments); answers in input order."""
        return await self.run(calls.create_events(events))

    async def remember(
        self,
        user_id: str,
        text: str,
        *,
        session_id: str | None = None,
        task_id: str | None = None,
        agent_id: str | None = None,
        role: str = "user",
        source: str = "sdk",
        idempotency_key: str | None = None,
        occurred_at: datetime | None = None,
        extract: bool | None = None,
    ) -> m.IngestResult:
        """Report one conversation turn (`event_type: "message"`); governance decides what is kept."""
        extra = {"idempotency_key": idempotency_key, "occurred_at": occurred_at, "extract": extract}
        event = calls.message_event(user_id, text, role, session_id, task_id, agent_id, source, extra)
        return await self.run(calls.create_event(event))

    async def get_event(self, event_id: str) -> m.Event:
        return await self.run(calls.get_event(event_id))

    async def list_events(
        self,
        *,
        user_id: str | None = None,
        session_id: str | None = None,
        task_id: str | None = None,
        event_type: str | None = None,
        since: datetime | None = None,
        until: datetime | None = None,
        limit: int | None = None,
        cursor: str | None = None,
    ) -> m.Page[m.Event]:
        return await self.run(calls.list_events({k: v for k, v in locals().items() if k != "self"}))

    def iter_events(self, **filters: Any) -> AsyncIterator[m.Event]:
        """Every event matching `list_events`' filters, oldest first."""
        return self._pages(lambda cursor: calls.list_events({**filters, "cursor": cursor}))

    async def create_evidence(
        self,
        *,
        evidence_type: str,
        source_type: str,
        source_system: str,
        content: str,
        source_id: str | None = None,
        event_id: str | None = None,
        user_id: str | None = None,
        department_id: str | None = None,
        agent_id: str | None = None,
        session_id: str | None = None,
        task_id: str | None = None,
        locator: Mapping[str, Any] | None = None,
        source_version: str | None = None,
        metadata: Mapping[str, Any] | None = None,
        occurred_at: datetime | None = None,
    ) -> m.Evidence:
        evidence = calls.given(**{k: v for k, v in locals().items() if k != "self"})
        return await self.run(calls.create_evidence(evidence))

    async def get_evidence(self, evidence_id: str) -> m.Evidence:
        return await self.run(calls.get_evidence(evidence_id))

    # --- candidates ----------------------------------------------------------------------------------

    async def create_candidate(
        self,
        *,
        memory_type: str,
        content: str,
        scope: str,
        confidence: float,
        subject: str | None = None,
        predicate: str | None = None,
        object_value: str | None = None,
        user_id: str | None = None,
        department_id: str | None = None,
        agent_id: str | None = None,
        session_id: str | None = None,
        task_id: str | None = None,
        evidence_ids: list[str] | None = None,
        evidence: Mapping[str, Any] | None = None,
        source_type: str | None = None,
        extractor_model: str | None = None,
        extractor_version: str | None = None,
        valid_from: datetime | None = None,
        valid_until: datetime | None = None,
    ) -> m.CandidateSubmitted:
        """Propose a memory resting on evidence; governance decides at once."""
        candidate = calls.given(**{k: v for k, v in locals().items() if k != "self"})
        return await self.run(calls.create_candidate(candidate))

    async def list_candidates(
        self,
        *,
        status: str | None = None,
        user_id: str | None = None,
        memory_type: str | None = None,
        limit: int | None = None,
        cursor: str | None = None,
    ) -> m.Page[m.Candidate]:
        """`status="NEEDS_CONFIRMATION"` is the review queue."""
        return await self.run(calls.list_candidates({k: v for k, v in locals().items() if k != "self"}))

    def iter_candidates(self, **filters: Any) -> AsyncIterator[m.Candidate]:
        return self._pages(lambda cursor: calls.list_candidates({**filters, "cursor": cursor}))

    async def get_candidate(self, candidate_id: str) -> m.CandidateDetail:
        return await self.run(calls.get_candidate(candidate_id))

    async def accept_candidate(
        self,
        candidate_id: str,
        *,
        reason: str | None = None,
        content: str | None = None,
        object_value: str | None = None,
    ) -> m.CandidateAccepted:
        """Reviewer: the candidate becomes a fact (optionally corrected first)."""
        return await self.run(calls.accept_candidate(candidate_id, reason, content, object_value))

    async def reject_candidate(self, candidate_id: str, reason: str) -> m.CandidateRejected:
        return await self.run(calls.reject_candidate(candidate_id, reason))

    # --- facts ---------------------------------------------------------------------------------------

    async def list_facts(
        self,
        *,
        user_id: str | None = None,
        department_id: str | None = None,
        agent_id: str | None = None,
        session_id: str | None = None,
        task_id: str | None = None,
        scope: str | None = None,
        memory_type: str | None = None,
        subject: str | None = None,
        predicate: str | None = None,
        status: str | None = None,
        as_of: datetime | None = None,
        limit: int | None = None,
        cursor: str | None = None,
    ) -> m.Page[m.Fact]:
        """Equality filters on the facts' own columns; ACTIVE by default; `as_of` replays an instant."""
        return await self.run(calls.list_facts({k: v for k, v in locals().items() if k != "self"}))

    def iter_facts(self, **filters: Any) -> AsyncIterator[m.Fact]:
        return self._pages(lambda cursor: calls.list_facts({**filters, "cursor": cursor}))

    async def facts_as_of(self, as_of: datetime, **filters: Any) -> list[m.Fact]:
        """The facts as they were at `as_of` (validity and status judged at that instant)."""
        return [fact async for fact in self.iter_facts(as_of=as_of, **filters)]

    async def get_fact(self, fact_id: str) -> m.FactDetail:
        return await self.run(calls.get_fact(fact_id))

    async def fact_revisions(self, fact_id: str) -> list[m.FactRevision]:
        """Every revision of the memory's chain, oldest first."""
        return await self.run(calls.fact_revisions(fact_id))

    async def patch_fact(
        self,
        fact_id: str,
        *,
        reason: str,
        content: str | None = None,
        object_value: str | None = None,
        valid_until: datetime | None = None,
    ) -> m.FactDetail:
        """Correct a fact: the answer is the new revision (USER_CONFIRMED). Send the corrected
        `object_value` with a new `content`; with `content` alone the service reads the value from the
        new wording, and answers 422 `stale_value` when it cannot and the wording drops the old value."""
        return await self.run(calls.patch_fact(fact_id, reason, content, object_value, valid_until))

    async def invalidate_fact(self, fact_id: str, reason: str) -> m.FactDetail:
        return await self.run(calls.invalidate_fact(fact_id, reason))

    async def delete_fact(self, fact_id: str, reason: str | None = None) -> None:
        """Delete the memory and every copy of it (all revisions)."""
        await self.run(calls.delete_fact(fact_id, reason))

    # --- retrieval -----------------------------------------------------------------------------------

    async def retrieve(
        self,
        *,
        query: str | None = None,
        user_id: str | None = None,
        department_id: str | None = None,
        agent_id: str | None = None,
        session_id: str | None = None,
        task_id: str | None = None,
        memory_types: list[str] | None = None,
        k: int | None = None,
        as_of: datetime | None = None,
        include_evidence: bool | None = None,
        scope: str | None = None,
    ) -> m.RetrieveResult:
        """Ranked memories visible to the given ids, with reasons and a trace id. Give `user_id`, or
        `scope="TENANT"` to read only tenant-wide memories (neither → `ValidationError`)."""
        return await self.run(calls.retrieve({k_: v for k_, v in locals().items() if k_ != "self"}))

    async def context(
        self,
        *,
        query: str | None = None,
        user_id: str | None = None,
        department_id: str | None = None,
        agent_id: str | None = None,
        session_id: str | None = None,
        task_id: str | None = None,
        memory_types: list[str] | None = None,
        k: int | None = None,
        as_of: datetime | None = None,
        include_evidence: bool | None = None,
        token_budget: int | None = None,
        scope: str | None = None,
    ) -> m.ContextResult:
        """A prompt-ready block (`text`) within `token_budget`, its sections and a trace id. Give
        `user_id`, or `scope="TENANT"` for tenant-wide memories only (neither → `ValidationError`)."""
        return await self.run(calls.context({k_: v for k_, v in locals().items() if k_ != "self"}))

    async def get_trace(self, trace_id: str) -> m.Trace:
        return await self.run(calls.get_trace(trace_id))

    # --- tasks ---------------------------------------------------------------------------------------

    async def create_task(
        self,
        task_id: str,
        user_id: str,
        goal: str,
        *,
        session_id: str | None = None,
        agent_id: str | None = None,
        state: Mapping[str, Any] | None = None,
    ) -> m.Task:
        return await self.run(calls.create_task({k: v for k, v in locals().items() if k != "self"}))

    async def get_task(self, task_id: str) -> m.Task:
        return await self.run(calls.get_task(task_id))

    async def transition_task(
        self,
        task_id: str,
        to_status: str,
        expected_version: int,
        *,
        reason: str | None = None,
        trace_id: str | None = None,
        state: Mapping[str, Any] | None = None,
        current_step: int | Unset | None = UNSET,
    ) -> m.Task:
        """Move the task; a stale `expected_version` raises `Conflict` (see `update_task`)."""
        body = {k: v for k, v in locals().items() if k not in ("self", "task_id")}
        return await self.run(calls.transition_task(task_id, body))

    async def update_task_state(
        self,
        task_id: str,
        expected_version: int,
        state: Mapping[str, Any],
        *,
        current_step: int | Unset | None = UNSET,
    ) -> m.Task:
        body = {k: v for k, v in locals().items() if k not in ("self", "task_id")}
        return await self.run(calls.update_task_state(task_id, body))

    async def task_transitions(
        self, task_id: str, *, limit: int | None = None, cursor: str | None = None
    ) -> m.Page[m.TaskTransition]:
        """One page of the task's log, oldest first."""
        return await self.run(calls.task_transitions(task_id, limit, cursor))

    def iter_task_transitions(
        self, task_id: str, *, limit: int | None = None
    ) -> AsyncIterator[m.TaskTransition]:
        return self._pages(lambda cursor: calls.task_transitions(task_id, limit, cursor))

    async def update_task(
        self,
        task_id: str,
        fn: Callable[[m.Task], TaskChange | Awaitable[TaskChange | None] | None],
        *,
        attempts: int = DEFAULT_ATTEMPTS,
    ) -> m.Task:
        """Read the task, apply `fn(task)`'s change at that version; on a lost race read and ask again.
        `fn` returning None changes nothing. Raises `Conflict` after `attempts` lost races."""
        for attempt in range(1, attempts + 1):
            task = await self.get_task(task_id)
            change = fn(task)
            if inspect.isawaitable(change):
                change = await change
            if change is None:
                return task
            try:
                return await self.run(change_call(task, change))
            except Conflict as exc:
                if attempt == attempts or not is_stale(exc):
                    raise
                await asyncio.sleep(self.retry.delay(attempt) / 4)
        raise AssertionError("unreachable")  # pragma: no cover

    # --- users ---------------------------------------------------------------------------------------

    async def export_user(self, user_id: str) -> m.UserExport:
        """Admin: everything held about the user."""
        return await self.run(calls.export_user(user_id))

    async def erase_user(self, user_id: str) -> m.Erased:
        """Admin: erase everything about the user; answers the rows removed per table."""
        return await self.run(calls.erase_user(user_id))
