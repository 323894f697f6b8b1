"""One more of a thing the user holds several of, said by itself (issue 24, session 27: the I/O around
``extraction.held_beside``): "We also got a rabbit called Pepper" after "We have a cat called Miso",
我儿子今年刚上小学 after 我有一个女儿. Only a user's message the extractor and the steps before read
nothing in is looked at (the pure check of its words first); the user's latest USER-scope memories are
read, and the statement, when it adds an item to one of them, is proposed as the user's own statement
(free text) beside it: nothing held ends."""

from dataclasses import replace

from sqlalchemy.ext.asyncio import AsyncSession

from memory_center.db.base import utcnow
from memory_center.enums import MemoryType, Scope
from memory_center.extraction.contract import ExtractionInput, ExtractionResult
from memory_center.extraction.held_beside import beside, may_add
from memory_center.extraction.rules.free_text import (
    FREE_TEXT_CONFIDENCE,
    FREE_TEXT_PREDICATE,
    USER,
    about,
    statement_key,
)
from memory_center.facts.lately_repository import held_lately
from memory_center.facts.repository import Holder
from memory_center.writepath.step_candidates import step_candidate

LOOK_BACK = 50
"""How many of the user's latest memories an item said by itself is compared with."""


async def complete(
    session: AsyncSession, tenant_id: str, message: ExtractionInput, result: ExtractionResult
) -> ExtractionResult:
    """The message's readings, and the statement kept beside a held thing of many when nothing else
    was read."""
    if message.role != "user" or not message.user_id or result.error is not None or result.candidates:
        return result
    if not may_add(message.text):
        return result
    holder = Holder(tenant_id, message.user_id, None, None)
    held = await held_lately(session, holder, utcnow(), LOOK_BACK)
    texts = [f"{fact.content} {fact.subject or ''}" for fact in held if fact.scope == Scope.USER]
    statement = beside(texts, message.text)
    if statement is None:
        return result
    kept = step_candidate(
        memory_type=MemoryType.FACT,
        subject=about(statement) or USER,
        predicate=FREE_TEXT_PREDICATE + statement_key(statement),
        object_value=statement,
        content=statement,
        confidence=FREE_TEXT_CONFIDENCE,
    )
    return replace(result, candidates=[kept])
