"""Which open task a context request continues when it names none (docs/retrieval.md, "The task a
request continues").

The read path starts from the task ("识别 Task → 读取 Task State"): "carry on with my last trip" or
"帮我继续安排上次旅行" comes without a ``task_id`` when the agent lost it or a new session began. Of the
user's open tasks touched lately (at most five, one indexed query), the one the request is about is
taken by meaning: the cosine of the request's and the goal's vectors (the query encoder's; a goal is
embedded once and then served from its cache). A request that asks to go on with earlier work (one
small table of words) takes the closest task if it is near enough to be about it at all, or the only
one the user has; any other request takes a task only when it is clearly about that task's goal. A
request with no user, no query or its own task never looks.
"""

import math
import re
from collections.abc import Sequence

from sqlalchemy.ext.asyncio import AsyncSession

from memory_center.retrieval.query_encoder import QueryEncoder
from memory_center.tasks.schemas import TaskOut
from memory_center.tasks.service import open_tasks_for_context

GOING_ON = re.compile(
    r"\b(?:continue|continuing|resume|carry on|keep going|pick(?:ing)? (?:it |this |that )?up|go on with"
    r"|where (?:were|was) we|where we left|last time|(?:my|our|the) last (?:trip|plan|booking|order|task)"
    r"|the (?:trip|plan|booking|order|task) (?:we|I) (?:started|were|was))\b"
    r"|继续|接着|上次|上回|之前(?:的|那个)|刚才(?:的|那个)|还没(?:办|弄|做)完",
    re.IGNORECASE,
)
"""Words of a request that goes on with earlier work."""

ABOUT = 0.5
"""Cosine at which a request is about a task's goal whatever its words ("帮我订三亚的酒店" against
"三亚家庭旅行": 0.55; "Find me a flight to Berlin" against "Plan the Berlin conference trip": 0.62;
unrelated requests stay under 0.1 with the default embedder)."""
NEAR = 0.2
"""Cosine below which a request that asks to go on is still not about that task (unless it is the
only one): "Continue planning my last trip" against "Family trip to Sanya" is 0.33."""
MARGIN = 0.05
"""How much closer than the next task the chosen one must be."""


def cosine(first: Sequence[float], second: Sequence[float]) -> float:
    norm = math.sqrt(sum(x * x for x in first)) * math.sqrt(sum(y * y for y in second))
    return sum(x * y for x, y in zip(first, second, strict=True)) / norm if norm else 0.0


def choose(going_on: bool, scored: list[tuple[float, str]]) -> str | None:
    """The task id of the best-scored task the request is about, if any (pure: the tests call it)."""
    if not scored:
        return None
    ranked = sorted(scored, key=lambda pair: pair[0], reverse=True)
    best, task_id = ranked[0]
    clear = len(ranked) == 1 or best - ranked[1][0] >= MARGIN
    if going_on and len(ranked) == 1:
        return task_id
    if going_on and best >= NEAR and clear:
        return task_id
    return task_id if best >= ABOUT and clear else None


async def continued_task(
    session: AsyncSession,
    encoder: QueryEncoder,
    tenant_id: str,
    user_id: str | None,
    query: str | None,
) -> str | None:
    """The id of the user's open task this request continues, or None."""
    text = (query or "").strip()
    if user_id is None or not text:
        return None
    tasks = await open_tasks_for_context(session, tenant_id, user_id)
    if not tasks:
        return None
    going_on = GOING_ON.search(text) is not None
    scored = await _scored(encoder, text, tasks)
    if scored is None:  # no embedder: only a request that asks to go on, with one open task
        return tasks[0].task_id if going_on and len(tasks) == 1 else None
    return choose(going_on, scored)


async def _scored(encoder: QueryEncoder, text: str, tasks: list[TaskOut]) -> list[tuple[float, str]] | None:
    request = await encoder.encode(text)
    if request is None:
        return None
    scored = []
    for task in tasks:
        goal = await encoder.encode(task.goal) if task.goal.strip() else None
        scored.append((cosine(request, goal) if goal is not None else 0.0, task.task_id))
    return scored
