"""A thing of a kind added beside the held one keeps both (docs/extraction.md, "Session 31: a use moved to
another thing of its kind"): "Added Paramount+ as well" after "We have Netflix at home", 又开了个腾讯视频
会员 after 我开了爱奇艺会员. For a message that says an addition (``held_moves.added``), the endings the
other steps proposed are dropped, and a single-valued slot's new value whose key holds another value is
kept under its own key, ``<value> / <slot>``, beside the held one rather than instead of it.
"""

from dataclasses import replace

from sqlalchemy.ext.asyncio import AsyncSession

from memory_center.extraction.contract import ExtractionInput, ExtractionResult
from memory_center.extraction.held_moves import added
from memory_center.governance.values import canonical_key_part
from memory_center.writepath.held_repository import held_keyed_statements
from memory_center.writepath.step_candidates import ENDED

HELD = 200
"""At most this many of the user's memories are read: the other held readers' limit, one shared read."""


async def complete(
    session: AsyncSession, tenant_id: str, message: ExtractionInput, result: ExtractionResult
) -> ExtractionResult:
    """The message's readings, an addition kept beside the held value of its kind."""
    if message.role != "user" or not message.user_id or not result.candidates or not added(message.text):
        return result
    rows = await held_keyed_statements(session, tenant_id, message.user_id, HELD)
    held: dict[tuple[str, str], set[str]] = {}
    for subject, predicate, value, _, _ in rows:
        held.setdefault((subject, predicate), set()).add(value.casefold())
    candidates = []
    for c in result.candidates:
        key = (c.subject or "", c.predicate or "")
        if c.object_value == ENDED and c.ends is not None and key in held:
            continue  # an ending of a held memory: the addition ends nothing
        values = held.get(key, set()) - {"none", "unknown"}
        said = (c.object_value or "").casefold()
        if c.subject == "user" and values and said and said not in values:
            c = replace(c, subject=canonical_key_part(c.object_value or ""))  # beside the held one
        candidates.append(c)
    return replace(result, candidates=candidates)
