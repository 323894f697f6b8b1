"""Slots by meaning on the write path: the I/O around ``extraction.slot_sense``. For a message the
rules left statements of unplaced (nothing read, or only a free-text memory), the masked statements
that may be about a slot are embedded with the shipped embedder (the write path's encoder, shared
with the read path: a query vector each, in one micro-batched call under its own deadline; a Chinese
one is read by USE alone and rescaled, as semantic search does) and compared with the schema's
example phrasings (embedded once per process, at start-up). The user's held slots (their ACTIVE
``user / <slot>`` memories, and likings of a slot's options stored in the older shape) are read in
the same step, one indexed query, only when a statement is embedded: a slot the user holds a value
of is chosen at a lower threshold (``slot_sense.HELD_SURE``). A statement placed in a slot becomes
``user / <slot> = <value>`` and its free-text memory, if any, is dropped. Without an encoder, or
with it down or late, the rules' result stands. Only behind the rule extractor (``wiring``): a model
extractor names its keys itself, and its candidates are not the message's statements."""

import asyncio
import logging
import re
from dataclasses import dataclass, field, replace
from typing import Any

import numpy as np
from sqlalchemy.ext.asyncio import AsyncSession

from memory_center.embedding.embedder import EmbedderUnavailable
from memory_center.enums import MemoryType, Scope
from memory_center.extraction.contract import ExtractedCandidate, ExtractionInput, ExtractionResult
from memory_center.extraction.frames import Framed, compiled_frames, read_frames
from memory_center.extraction.rules.flips import beside_a_turn
from memory_center.extraction.rules.free_text import FREE_TEXT_PREDICATE
from memory_center.extraction.rules.reader import RULES_MODEL, RULES_VERSION
from memory_center.extraction.rules.retract import read_retraction
from memory_center.extraction.rules.text import is_chinese
from memory_center.extraction.schema import BY_NAME, Slot, linked_slot, plain_sentence, single_valued
from memory_center.extraction.slot_sense import Open, choose, examples, open_statements
from memory_center.governance.importance import assess
from memory_center.governance.lasting import names_near_date, says_one_time
from memory_center.retrieval.query_encoder import QueryEncoder
from memory_center.writepath.held_repository import held_keyed_memories
from memory_center.writepath.kind_replacements import complete_by_kind
from memory_center.writepath.step_candidates import step_candidate
from memory_center.writepath.theirs_correction import complete_theirs

logger = logging.getLogger(__name__)

SENSE_SECONDS = 5.0
"""Deadline of the statements' embedding (one micro-batched call); past it the rules' result stands."""
HELD = 200
"""At most this many of the user's memories are read for the slots they hold (the most recent)."""
SENSED_CONFIDENCE = 0.7
"""Above the review threshold (0.6), below a reading by the rules (0.8): the least sure slot reading."""


@dataclass
class SlotSense:
    encoder: QueryEncoder | None = None
    frames: bool = False
    """Whether the schema's frames are read (behind the rule extractor only: a model names its keys)."""
    _examples: Any = field(default=None, repr=False)
    _names: list[str] = field(default_factory=list, repr=False)
    _lock: asyncio.Lock = field(default_factory=asyncio.Lock, repr=False)

    def wanted(self, message: ExtractionInput, result: ExtractionResult) -> list[Open]:
        """Pure and cheap: the statements to embed (none without an encoder or a user message)."""
        if self.encoder is None or self.encoder.model is None or message.role != "user":
            return []
        if result.error is not None or not message.user_id or read_retraction(message) is not None:
            return []  # "Forget what I said about being vegetarian": the retraction step's
        placed = [
            c.content for c in result.candidates if not (c.predicate or "").startswith(FREE_TEXT_PREDICATE)
        ]
        return open_statements(message.text, placed)

    async def complete(
        self,
        message: ExtractionInput,
        result: ExtractionResult,
        session: AsyncSession | None = None,
        tenant_id: str | None = None,
    ) -> ExtractionResult:
        """``session`` and ``tenant_id``: where the user's held slots are read (without them, every
        slot is decided at the plain thresholds, and a value only presupposed is never taken)."""
        result = await self._framed(message, result, session, tenant_id)
        if self.frames:
            result = await complete_by_kind(session, tenant_id, message, result)
            result = await complete_theirs(session, tenant_id, message, result)  # "X is my nephew's"
        found = self.wanted(message, result)
        if not found or self.encoder is None or (matrix := await self._matrix()) is None:
            return result
        held = frozenset[str]()
        if session is not None and tenant_id is not None:
            held = await held_slots(session, tenant_id, message.user_id or "")
        encoder = self.encoder
        if encoder.queries is None:
            return result
        await encoder.until_warm()
        try:  # its own deadline: a rare, lasting memory is worth more than the read path's 1 s
            vectors = await asyncio.wait_for(
                encoder.queries.embed([one.text for one in found]), SENSE_SECONDS
            )
        except (EmbedderUnavailable, TimeoutError) as exc:
            logger.warning("slot sense skipped: %s", exc or "timeout")
            return result
        added, dropped = [], set()
        for one, vector in zip(found, vectors, strict=True):
            query = np.asarray(vector, dtype=np.float32)
            norm = float(np.linalg.norm(query)) * encoder.similarity_scale(one.text)
            if not norm:
                continue
            scores: dict[str, float] = {}
            for name, similarity in zip(self._names, matrix @ (query / norm), strict=True):
                scores[name] = max(scores.get(name, -1.0), float(similarity))
            slot = choose(one.value, scores, BY_NAME, held, one.implicit, one.statement)
            if slot is not None:
                added.append(_candidate(slot, one, message))
                dropped.add(one.statement)
        if not added:
            return result
        said = {c.object_value or "" for c in added}
        kept = [
            c for c in result.candidates if not _free_text_of(c, dropped) and not _held_in(c, said, dropped)
        ]
        return replace(result, candidates=[*kept, *added])

    async def _framed(
        self,
        message: ExtractionInput,
        result: ExtractionResult,
        session: AsyncSession | None,
        tenant_id: str | None,
    ) -> ExtractionResult:
        """The slot values the schema's frames read in a user message (``extraction.frames``), each a
        ``user / <slot>`` memory that a new value replaces: a first statement ("I'm an accountant at
        Deloitte" holds the employer too), and a later one, said or presupposed ("Started at KPMG this
        week", "the sauna at my Crunch gym"), of a slot the user holds another value of."""
        if not self.frames or message.role != "user" or result.error is not None or not message.user_id:
            return result
        if read_retraction(message) is not None or not (framed := read_frames(message.text)):
            return result
        held: dict[str, list[str]] = {}
        needs_held = any(one.presupposed or one.rivals for one in framed)
        if needs_held and session is not None and tenant_id is not None:
            # a value said plainly needs no read: governance merges it with the same held value and
            # supersedes another; only a value in passing or read for two slots asks what is held
            held = await held_values(session, tenant_id, message.user_id)
        placed = [(c.predicate, c.content.strip(" .。!！")) for c in result.candidates if c.subject == "user"]
        added, dropped = [], set()
        for one in framed:
            slot = one.slot
            if slot.many or not slot.lasting or slot.constraint or slot.by_option:
                continue
            values = held.get(slot.name, [])
            if any(said_again(one.value, value) for value in values):
                continue  # said again: the held memory stands
            if (one.presupposed or one.rivals) and not values:
                continue  # in passing, or read for several slots: only a slot the user holds
            if any(name == slot.name and said and said in one.statement for name, said in placed):
                continue  # the rules read this slot in this statement already
            if slot.name == "partner" and any(c.subject == "partner" for c in result.candidates):
                continue  # the rules read the partner on their own key ("I'm married to Ben": partner / name)
            added.append(_framed_candidate(slot, one, message))
            dropped.add(one.statement)
        if not added:
            return result
        said = {c.object_value or "" for c in added}
        kept = [
            c for c in result.candidates if not _free_text_of(c, dropped) and not _held_in(c, said, dropped)
        ]
        return replace(result, candidates=[*kept, *added])

    async def warm_up(self) -> None:
        """Embed the examples, and compile the frames, before the first message needs them (a
        background job at start-up)."""
        if self.frames:
            await asyncio.to_thread(compiled_frames)
        await self._matrix()

    async def _matrix(self) -> Any:
        """The examples' unit vectors, embedded once, without the per-request deadline (a few hundred
        short texts: seconds on a cold model); None while the embedder is unavailable."""
        async with self._lock:
            embedder = None if self.encoder is None else self.encoder.embedder
            if self._examples is None and embedder is not None:
                pairs = examples()
                try:
                    vectors = await embedder.embed([text for _, text in pairs], kind="passage")
                except EmbedderUnavailable as exc:
                    logger.warning("slot examples not embedded: %s", exc)
                    return None
                matrix = np.asarray(vectors, dtype=np.float32)
                self._examples = matrix / np.linalg.norm(matrix, axis=1, keepdims=True).clip(1e-9)
                self._names = [slot.name for slot, _ in pairs]
            return self._examples


async def held_values(session: AsyncSession, tenant_id: str, user_id: str) -> dict[str, list[str]]:
    """The values the user holds of each single-valued slot (``held_slots`` with the values)."""
    found: dict[str, list[str]] = {}
    for subject, predicate, value, _ in await held_keyed_memories(session, tenant_id, user_id, HELD):
        if value.casefold() in ("none", "unknown"):
            continue
        if subject == "user" and single_valued(predicate):
            found.setdefault(predicate, []).append(value)
        elif (slot := linked_slot(subject, predicate)) is not None:
            found.setdefault(slot, []).append(subject)
    return found


def said_again(said: str, held: str) -> bool:
    """A value said again, however shortened: the same folded text, one inside the other (字节 of
    字节跳动, "Marriott" of "Marriott hotels"), or a Chinese short form keeping the long one's
    characters in order from its first (工行 of 工商银行)."""
    a, b = said.casefold().strip(), held.casefold().strip()
    if not a or not b:
        return False
    if a == b or a in b or b in a:
        return True
    short, long = sorted((a, b), key=len)
    if not is_chinese(short) or short[0] != long[0]:
        return False
    position = 0
    for char in short:
        position = long.find(char, position)
        if position < 0:
            return False
        position += 1
    return True


async def held_slots(session: AsyncSession, tenant_id: str, user_id: str) -> frozenset[str]:
    """The single-valued slots the user holds a value of: ``user / <slot>`` memories, and likings of
    a slot's options stored before the slot had one key (``schema.linked_slot``)."""
    found: set[str] = set()
    for subject, predicate, value, _ in await held_keyed_memories(session, tenant_id, user_id, HELD):
        if value.casefold() in ("none", "unknown"):
            continue
        if subject == "user" and single_valued(predicate):
            found.add(predicate)
        elif (slot := linked_slot(subject, predicate)) is not None:
            found.add(slot)
    return frozenset(found)


def _held_in(candidate: ExtractedCandidate, values: set[str], statements: set[str]) -> bool:
    """A Chinese liking of the same statement whose thing holds a framed slot value (招商银行信用卡 for the
    bank 招商银行, 美团 / only for the food delivery 美团): the slot's memory says it, a new value of the
    slot replaces it."""
    subject = candidate.subject or ""
    if candidate.predicate != "preference" or candidate.object_value not in ("like", "only"):
        return False
    if not is_chinese(subject) or not any(_shares_two(value, subject) for value in values):
        return False
    return any(candidate.content in statement or statement in candidate.content for statement in statements)


def _shares_two(value: str, subject: str) -> bool:
    """Two characters in a row of the value in the thing (十点 of 晚上十点 in 十点睡觉)."""
    return any(value[i : i + 2] in subject for i in range(len(value) - 1))


def _free_text_of(candidate: ExtractedCandidate, statements: set[str]) -> bool:
    if not (candidate.predicate or "").startswith(FREE_TEXT_PREDICATE):
        return False
    return any(candidate.content in statement or statement in candidate.content for statement in statements)


def _framed_candidate(slot: Slot, one: Framed, message: ExtractionInput) -> ExtractedCandidate:
    """A framed value as a memory: the statement's words when it says it; a plain sentence when it is
    only presupposed (a question or a remark of the day is no wording for a lasting memory)."""
    said = one.statement.strip().rstrip("。.!！")
    dated = says_one_time(said) or names_near_date(said)  # "Picked up my Mazda on Saturday": a change dated
    content = plain_sentence(slot, one.value) if one.presupposed or dated else _own_clause(said, one.value)
    memory_type = MemoryType.PREFERENCE if slot.value == "option" and not slot.fact else MemoryType.FACT
    return step_candidate(
        memory_type=memory_type,
        subject="user",
        predicate=slot.name,
        object_value=one.value,
        content=content,
        confidence=SENSED_CONFIDENCE,
    )


def _own_clause(said: str, value: str) -> str:
    """The statement, or only its clause that says the value when another clause ends something
    ("Opened an account with Monzo and closed the Barclays one": the new memory names no Barclays)."""
    parts = [part for part in _PARTS.split(said) if part]
    own = next((part for part in parts if value in part), None)
    return own if own is not None and len(parts) > 1 and beside_a_turn(parts, own) else said


_PARTS = re.compile(r"\s*(?:[,;，；]|\band\b|\bbut\b|但是?|而且)\s*")
"""Where a statement's parts meet: commas, "and", "but" (a clause of its own needs no subject here)."""


def _candidate(slot: Slot, one: Open, message: ExtractionInput) -> ExtractedCandidate:
    importance = assess(one.statement, standing_rule=slot.constraint, correction=False, explicit_save=False)
    if slot.constraint:
        memory_type = MemoryType.CONSTRAINT
    elif slot.value == "option" and not slot.fact:
        memory_type = MemoryType.PREFERENCE
    else:
        memory_type = MemoryType.FACT
    return ExtractedCandidate(
        memory_type=memory_type,
        subject="user",
        predicate=slot.name,
        object_value=one.value.text,
        content=one.statement.strip(),
        scope=Scope.USER,
        confidence=SENSED_CONFIDENCE,
        extractor_model=RULES_MODEL,
        extractor_version=RULES_VERSION,
        importance=importance.value,
        importance_reasons=tuple(reason.value for reason in importance.reasons),
    )
