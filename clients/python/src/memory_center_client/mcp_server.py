"""The Model Context Protocol server: Memory Center's memory as tools for any MCP client (Claude
Desktop, IDEs, agent frameworks), over stdio or streamable HTTP.

It is a thin layer over `AsyncMemoryCenter`: it talks to a running service at `MC_API_URL` with
`MC_API_KEY`, so the key decides the tenant and role exactly as for any other client. An API error
comes back as a tool error carrying the API's message. Needs the `mcp` extra
(`pip install 'memory_center_client[mcp]'`). Run it as `memory-center-mcp` or `memory-center mcp`.
"""

import argparse
import inspect
import logging
import os
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from typing import Annotated, Any, Literal

from mcp.server.mcpserver import MCPServer
from mcp.server.mcpserver.exceptions import ToolError
from mcp.server.mcpserver.tools import Tool
from mcp.types import ToolAnnotations
from pydantic import ConfigDict, Field

from memory_center_client.async_client import AsyncMemoryCenter
from memory_center_client.calls import UNSET, Unset
from memory_center_client.errors import ApiError, MemoryCenterError
from memory_center_client.models import Candidate, Fact, RetrievedItem, Task
from memory_center_client.tasks import TaskChange

DEFAULT_API_URL = "http://127.0.0.1:8000"

INSTRUCTIONS = (
    "Long-term, governed memory about the user. Call `recall` before answering anything that may "
    "depend on what the user told you earlier (preferences, constraints, facts, ongoing tasks). Call "
    "`remember` with each user message worth keeping; the service decides what becomes a memory. "
    "Use `correct_memory` / `forget_memory` when the user corrects or retracts something."
)

UserId = Annotated[str, Field(description="The end user the memory belongs to (your own id for them).")]
SessionId = Annotated[str | None, Field(description="The conversation id, if any.")]
TaskId = Annotated[str | None, Field(description="The task id, if the turn belongs to a task.")]
ScopeName = Literal["TENANT", "DEPARTMENT", "USER", "AGENT", "SESSION", "TASK"]
MemoryTypeName = Literal["FACT", "PREFERENCE", "CONSTRAINT", "DECISION", "EXPERIENCE"]
TaskStatusName = Literal[
    "PLANNING", "WAITING_CONFIRMATION", "EXECUTING", "COMPLETED", "FAILED", "CANCELLED", "OUTCOME_UNKNOWN"
]
FactId = Annotated[str, Field(description="The memory's id, as returned by list_memories or search.")]


@contextmanager
def api_errors() -> Iterator[None]:
    """An API error becomes a tool error the model can read (the API's message and code)."""
    try:
        yield
    except ApiError as exc:
        raise ToolError(f"{exc.message} (HTTP {exc.status}, {exc.code})") from exc
    except MemoryCenterError as exc:
        raise ToolError(str(exc)) from exc


def fact_view(fact: Fact) -> dict[str, Any]:
    return {
        "id": fact.id,
        "content": fact.content,
        "memory_type": fact.memory_type,
        "scope": fact.scope,
        "subject": fact.subject,
        "predicate": fact.predicate,
        "object_value": fact.object_value,
        "revision": fact.revision,
        "status": fact.status,
        "source_type": fact.source_type,
    }


def item_view(item: RetrievedItem) -> dict[str, Any]:
    return {
        "id": item.id,
        "kind": item.kind,
        "content": item.content,
        "memory_type": item.memory_type,
        "scope": item.scope,
        "score": round(item.score, 4),
        "reasons": item.reasons,
    }


def candidate_view(candidate: Candidate) -> dict[str, Any]:
    return {
        "id": candidate.id,
        "status": candidate.status,
        "content": candidate.content,
        "memory_type": candidate.memory_type,
        "scope": candidate.scope,
        "user_id": candidate.user_id,
        "confidence": candidate.confidence,
        "governance_reason": candidate.governance_reason,
    }


def task_view(task: Task) -> dict[str, Any]:
    return task.model_dump(mode="json", exclude_none=True)


class MemoryTools:
    """The tools, bound to one client. Each docstring is the description a model reads."""

    def __init__(self, client: AsyncMemoryCenter) -> None:
        self.client = client
        self._role: str | None = None
        """The key's role, asked once (``GET /v1/whoami``) by the first reviewer tool called."""

    async def remember(
        self,
        text: Annotated[str, Field(description="What the user (or assistant) said, verbatim.")],
        user_id: UserId,
        session_id: SessionId = None,
        task_id: TaskId = None,
        agent_id: Annotated[str | None, Field(description="Your agent's id, if any.")] = None,
        role: Annotated[Literal["user", "assistant"], Field(description="Who said it.")] = "user",
    ) -> dict[str, Any]:
        """Store a conversation turn in long-term memory. Call it with each user message that states
        something worth keeping (facts about the user, preferences, constraints, decisions, plans).
        The service extracts and governs the memories itself; the answer lists each candidate memory
        with its decision (ACCEPTED, REJECTED, NEEDS_CONFIRMATION) and reason."""
        with api_errors():
            result = await self.client.remember(
                user_id, text, session_id=session_id, task_id=task_id, agent_id=agent_id, role=role
            )
        return {
            "event_id": result.event.id,
            "duplicate": result.duplicate,
            "candidates": [c.model_dump(mode="json", exclude_none=True) for c in result.candidates],
        }

    async def recall(
        self,
        query: Annotated[str, Field(description="What you are about to answer or do.")],
        user_id: UserId,
        session_id: SessionId = None,
        task_id: TaskId = None,
        token_budget: Annotated[
            int | None, Field(description="Max tokens of the text (default 1500).")
        ] = None,
    ) -> dict[str, Any]:
        """Get what you should know about the user right now, as a prompt-ready text block: the task
        and its state, constraints, preferences and facts relevant to `query`, conflicts flagged.
        Call it before answering anything that may depend on earlier conversations."""
        with api_errors():
            result = await self.client.context(
                query=query,
                user_id=user_id,
                session_id=session_id,
                task_id=task_id,
                token_budget=token_budget,
            )
        return {"text": result.text, "trace_id": result.trace_id, "tokens": result.tokens}

    async def search_memories(
        self,
        query: Annotated[str, Field(description="Words or a question to search the memories for.")],
        user_id: UserId,
        k: Annotated[int | None, Field(description="How many results at most (default 8).")] = None,
        include_evidence: Annotated[
            bool | None, Field(description="Also search past conversation turns (episodic recall).")
        ] = None,
    ) -> dict[str, Any]:
        """Search the user's memories and get ranked items with their ids, scores and reasons. Use it
        to find a specific memory (e.g. before correcting or forgetting it) or to check what is known;
        prefer `recall` for building an answer."""
        with api_errors():
            result = await self.client.retrieve(
                query=query, user_id=user_id, k=k, include_evidence=include_evidence
            )
        return {"items": [item_view(i) for i in result.items], "trace_id": result.trace_id}

    async def list_memories(
        self,
        user_id: UserId,
        scope: Annotated[ScopeName | None, Field(description="Only memories of this scope.")] = None,
        memory_type: Annotated[
            MemoryTypeName | None, Field(description="Only memories of this type.")
        ] = None,
        limit: Annotated[int, Field(ge=1, le=500, description="How many at most.")] = 50,
    ) -> dict[str, Any]:
        """List the user's active memories (oldest first), e.g. when the user asks "what do you know
        about me?" or to find the id of a memory to correct or forget."""
        with api_errors():
            page = await self.client.list_facts(
                user_id=user_id, scope=scope, memory_type=memory_type, limit=limit
            )
        return {"memories": [fact_view(f) for f in page.items]}

    async def correct_memory(
        self,
        fact_id: FactId,
        content: Annotated[str, Field(description="The corrected memory, in a sentence.")],
        object_value: Annotated[
            str | None,
            Field(
                description=(
                    "The new value of the memory (e.g. 'Berlin' for 'I live in Berlin'). Give it whenever "
                    "the memory has an object_value: it is what later statements are compared with."
                )
            ),
        ] = None,
        reason: Annotated[str | None, Field(description="Why (e.g. what the user said).")] = None,
    ) -> dict[str, Any]:
        """Correct a memory when the user says it is wrong or has changed. Pass the corrected
        sentence as `content` AND the new value as `object_value` (the memory's `object_value` from
        list_memories, e.g. 'Munich' → 'Berlin'); without it the service reads the value from the new
        sentence, or refuses (stale_value) when it cannot. The old version is kept in the history;
        the answer is the new revision."""
        with api_errors():
            fact = await self.client.patch_fact(
                fact_id,
                content=content,
                object_value=object_value,
                reason=reason or "corrected by the user through an agent",
            )
        return fact_view(fact)

    async def forget_memory(
        self,
        fact_id: FactId,
        reason: Annotated[str | None, Field(description="Why (kept in the audit log).")] = None,
    ) -> dict[str, Any]:
        """Delete a memory and every copy of it for good, when the user asks you to forget it."""
        with api_errors():
            await self.client.delete_fact(fact_id, reason)
        return {"deleted": fact_id}

    async def get_task(self, task_id: Annotated[str, Field(description="The task id.")]) -> dict[str, Any]:
        """Read a task's status, goal, current step, state and version (and where it may move next).
        Call it when resuming work on a task."""
        with api_errors():
            return task_view(await self.client.get_task(task_id))

    async def update_task(
        self,
        task_id: Annotated[str, Field(description="The task id.")],
        to_status: Annotated[
            TaskStatusName | None, Field(description="The new status (omit to update only the state).")
        ] = None,
        expected_version: Annotated[
            int | None, Field(description="The version you read; omit to apply to the latest version.")
        ] = None,
        state: Annotated[
            dict[str, Any] | None,
            Field(description='The whole new state, e.g. {"done_steps": [...], "pending_steps": [...]}.'),
        ] = None,
        current_step: Annotated[int | None, Field(description="The step number now in progress.")] = None,
        reason: Annotated[str | None, Field(description="Why (required to leave OUTCOME_UNKNOWN).")] = None,
    ) -> dict[str, Any]:
        """Move a task to another status and/or replace its state as work progresses. If an external
        action's result is unknown, move to OUTCOME_UNKNOWN rather than retrying blindly."""
        if to_status is None and state is None and current_step is None:
            raise ToolError("nothing to change: give to_status, state or current_step")
        step: int | Unset | None = UNSET if current_step is None else current_step
        change = TaskChange(state=state, current_step=step, to_status=to_status, reason=reason)
        with api_errors():
            if expected_version is None:
                return task_view(await self.client.update_task(task_id, lambda _: change))
            if to_status is not None:
                task = await self.client.transition_task(
                    task_id, to_status, expected_version, reason=reason, state=state, current_step=step
                )
                return task_view(task)
            if state is None:
                state = (await self.client.get_task(task_id)).state
            task = await self.client.update_task_state(task_id, expected_version, state, current_step=step)
            return task_view(task)

    async def create_task(
        self,
        task_id: Annotated[str, Field(description="Your own id for the task, unique in the tenant.")],
        user_id: UserId,
        goal: Annotated[str, Field(description="What the task is to achieve, in a sentence.")],
        session_id: SessionId = None,
        agent_id: Annotated[str | None, Field(description="Your agent's id, if any.")] = None,
        state: Annotated[
            dict[str, Any] | None,
            Field(description='The starting state, e.g. {"pending_steps": ["dates", "flights"]}.'),
        ] = None,
    ) -> dict[str, Any]:
        """Start a task that spans turns or sessions (a booking, a plan): it is kept apart from the
        memories, with a status (CREATED first), a step, a state and a version. Move it on with
        `update_task`; read it back with `get_task` when you resume. An existing task_id is refused."""
        with api_errors():
            task = await self.client.create_task(
                task_id, user_id, goal, session_id=session_id, agent_id=agent_id, state=state
            )
        return task_view(task)

    async def _require_reviewer(self, tool: str) -> None:
        """The reviewer tools refuse an agent key before any call, as the API refuses its decisions."""
        if self._role is None:
            with api_errors():
                self._role = (await self.client.whoami()).role
        if self._role == "agent":
            raise ToolError(
                f"{tool} needs a reviewer key; this server runs with an agent key (HTTP 403, forbidden). "
                "Reviewing is a human's job: give a model an agent key."
            )

    async def list_review_queue(
        self,
        user_id: Annotated[str | None, Field(description="Only this user's candidates.")] = None,
        limit: Annotated[int, Field(ge=1, le=500, description="How many at most.")] = 20,
    ) -> dict[str, Any]:
        """Reviewer keys only: the candidate memories waiting for a human decision (NEEDS_CONFIRMATION,
        then PENDING), oldest first. Decide each with `review_candidate`."""
        await self._require_reviewer("list_review_queue")
        waiting: list[Candidate] = []
        with api_errors():
            for status in ("NEEDS_CONFIRMATION", "PENDING"):
                page = await self.client.list_candidates(status=status, user_id=user_id, limit=limit)
                waiting.extend(page.items)
        return {"candidates": [candidate_view(c) for c in waiting[:limit]]}

    async def review_candidate(
        self,
        candidate_id: Annotated[str, Field(description="The candidate's id from list_review_queue.")],
        decision: Annotated[Literal["accept", "reject"], Field(description="accept or reject.")],
        reason: Annotated[str | None, Field(description="Why (kept in the audit log).")] = None,
        content: Annotated[
            str | None, Field(description="accept only: corrected wording of the memory.")
        ] = None,
    ) -> dict[str, Any]:
        """Reviewer keys only: accept a waiting candidate (it becomes a memory, optionally reworded)
        or reject it."""
        with api_errors():
            if decision == "accept":
                accepted = await self.client.accept_candidate(candidate_id, reason=reason, content=content)
                return {"candidate": candidate_view(accepted.candidate), "memory": fact_view(accepted.fact)}
            rejected = await self.client.reject_candidate(candidate_id, reason or "rejected by a reviewer")
            return {"candidate": candidate_view(rejected.candidate)}


READ_ONLY = ToolAnnotations(read_only_hint=True, open_world_hint=False)
WRITES = ToolAnnotations(read_only_hint=False, destructive_hint=False, open_world_hint=False)
DESTRUCTIVE = ToolAnnotations(read_only_hint=False, destructive_hint=True, open_world_hint=False)

TOOL_ANNOTATIONS: dict[str, ToolAnnotations] = {
    "remember": WRITES,
    "recall": READ_ONLY,
    "search_memories": READ_ONLY,
    "list_memories": READ_ONLY,
    "correct_memory": WRITES,
    "forget_memory": DESTRUCTIVE,
    "create_task": WRITES,
    "get_task": READ_ONLY,
    "update_task": WRITES,
    "list_review_queue": READ_ONLY,
    "review_candidate": WRITES,
}


def strict_tool(fn: Any, name: str, annotations: ToolAnnotations) -> Tool:
    """A tool that refuses arguments it does not take ("userid" for "user_id"), as the API refuses
    unknown fields and query parameters: a typo must never be dropped silently."""
    tool = Tool.from_function(
        fn, name=name, description=inspect.cleandoc(fn.__doc__ or ""), annotations=annotations
    )
    loose = tool.fn_metadata.arg_model
    strict = type(
        loose.__name__, (loose,), {"model_config": ConfigDict(**loose.model_config, extra="forbid")}
    )
    tool.fn_metadata.arg_model = strict
    tool.parameters["additionalProperties"] = False
    return tool


def build_server(client: AsyncMemoryCenter) -> MCPServer[Any]:
    """An MCP server whose tools call the service through `client`."""
    tools = MemoryTools(client)
    return MCPServer(
        name="memory-center",
        instructions=INSTRUCTIONS,
        log_level="WARNING",
        version="0.1.0",
        tools=[strict_tool(getattr(tools, name), name, notes) for name, notes in TOOL_ANNOTATIONS.items()],
    )


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--transport", choices=["stdio", "http"], default="stdio")
    parser.add_argument("--host", default="127.0.0.1", help="http transport: address to listen on")
    parser.add_argument("--port", type=int, default=8765, help="http transport: port (path /mcp)")


def serve(args: argparse.Namespace) -> None:
    """Run the server until its transport closes (stdio) or it is stopped (http)."""
    api_key = os.environ.get("MC_API_KEY")
    if not api_key:
        raise SystemExit("memory-center mcp: set MC_API_KEY (and MC_API_URL) to reach the service")
    client = AsyncMemoryCenter(os.environ.get("MC_API_URL", DEFAULT_API_URL), api_key)
    server = build_server(client)
    logging.getLogger("httpx").setLevel(logging.WARNING)  # not a line per API call on stderr
    if args.transport == "http":
        server.run("streamable-http", host=args.host, port=args.port)
    else:
        server.run("stdio")


def main(argv: Sequence[str] | None = None) -> None:
    parser = argparse.ArgumentParser(prog="memory-center-mcp", description=__doc__.splitlines()[0])
    add_arguments(parser)
    serve(parser.parse_args(argv))


if __name__ == "__main__":
    main()
