"""A name chosen for the user's new animal in answer to the turn before (the I/O around
``extraction.rules.chosen_names``): "What's a good name for a tabby kitten?" → "Perfect, Biscuit it is.
We picked her up from the shelter an hour ago" keeps ``cat / name = Biscuit`` (docs/extraction.md,
"Session 25: life events said plainly"). The turn before is read only for a message that picks a
name and says the animal came home with the user (the cheap pure check first)."""

import re
from dataclasses import replace

from sqlalchemy.ext.asyncio import AsyncSession

from memory_center.enums import MemoryType
from memory_center.evidence.repository import previous_turns
from memory_center.extraction.contract import ExtractionInput, ExtractionResult
from memory_center.extraction.rules.chosen_names import choice, chosen_name
from memory_center.governance.lasting import says_one_time
from memory_center.writepath.step_candidates import step_candidate

CHOSEN_CONFIDENCE = 0.8
"""As sure as a name the rules read in one message ("a kitten called Biscuit")."""


def wanted(message: ExtractionInput, result: ExtractionResult) -> bool:
    """Whether the message picks a name for an animal that came home with the user (pure)."""
    if message.role != "user" or not message.user_id or not message.session_id or result.error is not None:
        return False
    return choice(message.text) is not None


async def complete(
    session: AsyncSession, tenant_id: str, message: ExtractionInput, result: ExtractionResult
) -> ExtractionResult:
    """The message's readings, and the pet's name it picks when the turn before asked for one."""
    if not wanted(message, result):
        return result
    turn = (message.user_id, message.session_id, message.occurred_at)
    turns = await previous_turns(session, tenant_id, [turn])
    chosen = chosen_name(message.text, turns[0][1] if 0 in turns else "")
    if chosen is None or any(c.predicate == "name" and c.subject == chosen.role for c in result.candidates):
        return result
    said = message.text.strip()
    kept = [part for part in re.split(r"(?<=[，,；;。!！.])\s*", said) if part and not says_one_time(part)]
    named = step_candidate(
        memory_type=MemoryType.FACT,
        subject=chosen.role,
        predicate="name",
        object_value=chosen.name,
        content=" ".join(kept).strip() or said,
        confidence=CHOSEN_CONFIDENCE,
    )
    return replace(result, candidates=[*result.candidates, named])
