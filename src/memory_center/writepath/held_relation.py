"""A new English statement compared with the user's held likings and habits by meaning: the I/O around
``extraction.held_relation_en``.

Runs after the turn step (``writepath.held_turns``), behind the rule extractor, only for an English
user message with a stance cue (``held_relation_en.may_relate``, pure) whose clauses take a stance
about the user. Then it reads the user's ACTIVE USER-scope likings, dislikes and free-text statements
(the turn step's indexed statement, the most recent ``HELD``), embeds the message's stance clauses
(queries) and the held statements (passages, kept by the encoder's cache) in micro-batched calls under
its own deadline, and:

- **ends or turns** the held memory nearest a clause of the opposite polarity, when at least
  ``held_relation_en.OPPOSED`` alike: a liking becomes ``dislike``, a dislike ``like``, a free-text
  statement ``none`` on its key (``held_turns`` revisions, so governance supersedes as for any turn);
- **replaces** the held liking or habit whose topic a lasting clause for something else takes up as a
  change (``held_topic``): surely when said as a choice ("I prefer aisle seats these days"), unsurely,
  for review, when said as a change only, never as an addition;
- **keeps the new liking or habit**: once something held was ended or turned (here or by the turn
  step), each lasting clause *for* something else in the message is read by the rules in the user's
  voice, and kept as a free-text memory when no reader takes it ("my car playlist is wall to wall jazz
  these days").

What the extractor or the turn step already wrote on a key is left to them. Without an encoder the result
stands; with it down or late, only the relations that need no cosine are read (another option of a
routine or of a kind of taste: ``held_routines``, ``held_tastes``).

A Chinese message is read by ``held_relation_zh`` instead, with no embedding (cosines of true Chinese
pairs run as low as 0.17): a clause of the opposite polarity that names a held memory's thing or shares a
content word of two characters with its statement turns it by the same revisions, and a lasting clause
for something else in the message is kept as above (docs/extraction.md, "Chinese updates compared with
held likings and habits")."""

import asyncio
import logging
import re
from dataclasses import dataclass, replace
from typing import Any

import numpy as np
from sqlalchemy.ext.asyncio import AsyncSession

from memory_center.embedding.embedder import EmbedderUnavailable
from memory_center.enums import MemoryType, Scope
from memory_center.extraction.contract import ExtractedCandidate, ExtractionInput, ExtractionResult
from memory_center.extraction.held_relation_en import (
    Stance,
    compared,
    held_polarity,
    may_change,
    may_relate,
    names_narrower,
    relate,
    says_for,
    stances,
    things,
    voiced,
)
from memory_center.extraction.held_relation_zh import (
    LASTING_ZH,
    HeldZh,
    StanceZh,
    may_relate_zh,
    refers_back,
    relate_zh,
    replaced_zh,
    stances_zh,
)
from memory_center.extraction.held_tastes import immersed_zh, kinds_named
from memory_center.extraction.held_used_en import given_up
from memory_center.extraction.rules import read_message
from memory_center.extraction.rules.ending_words import for_now
from memory_center.extraction.rules.flips import Kind
from memory_center.extraction.rules.free_text import (
    FREE_TEXT_PREDICATE,
    USER,
)
from memory_center.extraction.rules.life_events import Owned, is_close
from memory_center.extraction.rules.model import DISLIKE, LIKE, STANCE
from memory_center.extraction.rules.text import is_chinese
from memory_center.extraction.schema import option_of
from memory_center.governance.matching import predicate_family
from memory_center.retrieval.query_encoder import QueryEncoder
from memory_center.writepath.held_turns import ENDED, HeldMemory, held_memories, inside_read, revision
from memory_center.writepath.step_candidates import free_text_candidate

logger = logging.getLogger(__name__)


def _close(memory: HeldMemory) -> bool:
    """A held pet or person (``life_events.is_close``): a parting for a while ends none of them."""
    return is_close(Owned(memory.subject, memory.predicate, memory.value, memory.content))


REACTS = "reacts"
"""The value of a reaction to a thing read by ``rules.conditions`` (``<thing> / allergy = reacts``)."""
HELD = 40
"""At most this many held likings, dislikes and free-text statements are compared (the most recent)."""
RELATE_SECONDS = 5.0
_KINDS = (Kind.STANCE, Kind.AGAINST, Kind.HABIT)


@dataclass(frozen=True)
class HeldRelations:
    encoder: QueryEncoder | None = None
    chinese: bool = False
    """Relate Chinese messages too (by ``held_relation_zh``, no encoder): the rules extractor's step."""

    def wanted(self, message: ExtractionInput, result: ExtractionResult) -> bool:
        """Pure and cheap: whether the message may relate to a held memory."""
        if result.error is not None or message.role != "user" or not message.user_id:
            return False
        if is_chinese(message.text):
            return self.chinese and may_relate_zh(message.text)
        if self.encoder is None or self.encoder.queries is None or self.encoder.model is None:
            return False
        return may_relate(message.text)

    async def complete(
        self, session: AsyncSession, tenant_id: str, message: ExtractionInput, result: ExtractionResult
    ) -> ExtractionResult:
        if not self.wanted(message, result):
            return result
        if is_chinese(message.text):
            return await _related_zh(session, tenant_id, message, result)
        if self.encoder is None:
            return result
        said = stances(message.text)
        if not may_change(said):
            return result
        found = things(said)
        held = await held_memories(session, tenant_id, message.user_id or "")
        memories = [m for m in held if m.held.kind in _KINDS and m.content not in ("", message.text)][:HELD]
        if for_now(message.text):  # "said goodbye to Mum at the airport": no pet or person parted from
            memories = [m for m in memories if not _close(m)]
        written = {(c.subject or "", c.predicate or "") for c in result.candidates}
        turned_before = any(_turns(c) for c in result.candidates)
        added: list[ExtractedCandidate] = []
        liked_again: set[int] = set()
        pairs = compared(found, [m.content for m in memories])
        # a memory the extractor or the turn step already wrote on is theirs: not compared; nor one whose
        # thing the message names more narrowly ("I hate noisy coffee shops" is not about "coffee")
        narrower = [c.subject for c in result.candidates if c.predicate == STANCE and c.subject]
        # nor one holding an option of the single-valued slot the extractor wrote a new option of ("business
        # class" after "I prefer first class these days"): governance supersedes it as one memory
        slots = {slot[0] for c in result.candidates if c.subject and (slot := option_of(c.subject))}
        pairs = [
            [
                h
                for h in row
                if (memories[h].subject, memories[h].predicate) not in written
                and not names_narrower(memories[h].subject, narrower)
                and ((option := option_of(memories[h].subject)) is None or option[0] not in slots)
            ]
            for row in pairs
        ]
        if any(pairs):
            similarity = await self._similarity(found, memories, pairs)
            if similarity is None:  # down or late: only the relations by routine or kind, of no cosine
                similarity = [[0.0 if h in row else None for h in range(len(memories))] for row in pairs]
            polarities = [_polarity(m) for m in memories]
            habits = [m.held.kind is Kind.HABIT for m in memories]
            contents = [_kind_words(m) for m in memories]
            for relation in relate(found, polarities, similarity, habits, contents):
                memory = memories[relation.held]
                if _held_key(memory) in written:
                    continue
                written.add(_held_key(memory))
                # a liking replaced by a new option of its topic keeps its stance in the new words
                # (docs/extraction.md, "Session 23"); one turned against becomes a dislike
                same = polarities[relation.held] == found[relation.stance].positive
                added.append(revision(memory, message, sure=relation.sure, replaced=same))
                if memory.held.kind is Kind.AGAINST:
                    liked_again.add(relation.stance)  # its revision says the liking: nothing more
        # a used thing (an airline, a supermarket) given up beside a new one taken up (held_used_en)
        used = [m for m in held if m.held.kind is Kind.USED and _held_key(m) not in written]
        for at in given_up(found, [m.value for m in used]):
            written.add(_held_key(used[at]))
            added.append(revision(used[at], message, sure=True))
        # the new liking is kept in any words once something was ended, here or by the turn step, or when
        # the message itself says a switch (a clause against something beside a lasting one for another)
        turned = bool(added) or turned_before or any(not stance.positive for stance in found)
        read = [c for c in result.candidates if not _turns(c)]
        turns = [c for c in result.candidates if _turns(c)]
        for index, stance in enumerate(found):
            new = (
                stance.positive and stance.lasting and (turned or stance.changed) and index not in liked_again
            )
            if new and not says_for(stance.clause) and any(_names(c, stance.clause) for c in turns):
                continue  # "Honestly I'm kind of over jazz these days": the turn read it, nothing to keep
            if new and not any(_covers(candidate, stance.clause) for candidate in read):
                added += _taken_up(message, voiced(stance), written, kept=turned)
        return replace(result, candidates=[*result.candidates, *added]) if added else result

    async def _similarity(
        self, found: list[Stance], memories: list[HeldMemory], pairs: list[list[int]]
    ) -> list[list[float | None]] | None:
        """Cosines of the compared pairs (None elsewhere): the clauses that have a pair embedded as
        queries, their memories as passages, each in one micro-batched call under ``RELATE_SECONDS``."""
        encoder = self.encoder
        if encoder is None or encoder.queries is None:
            return None
        asked = [index for index, row in enumerate(pairs) if row]
        held = sorted({h for row in pairs for h in row})
        if encoder.passages is None:
            return None
        await encoder.until_warm()
        try:  # its own deadline, as the slots by meaning: a turned memory is worth a slow embedding
            queries = await asyncio.wait_for(
                encoder.queries.embed([found[index].clause for index in asked]), RELATE_SECONDS
            )
            passages = await asyncio.wait_for(
                encoder.passages.embed([memories[h].content for h in held]), RELATE_SECONDS
            )
        except (EmbedderUnavailable, TimeoutError) as exc:
            logger.warning("held relation skipped: %s", exc or "timeout")
            return None
        unit = {h: _unit(vector) for h, vector in zip(held, passages, strict=True)}
        similarity: list[list[float | None]] = [[None] * len(memories) for _ in found]
        for index, vector in zip(asked, queries, strict=True):
            query = _unit(vector)
            for h in pairs[index]:
                similarity[index][h] = float(query @ unit[h])
        return similarity


def _unit(vector: list[float]) -> Any:
    array = np.asarray(vector, dtype=np.float32)
    return array / max(float(np.linalg.norm(array)), 1e-9)


def _held_key(memory: HeldMemory) -> tuple[str, str]:
    return memory.subject, memory.predicate


def _kind_words(memory: HeldMemory) -> str:
    """A held memory's words as its kind of taste sees them: a liking's thing when it names one option of
    a kind (the "cat" of "I'm a cat person, dogs are too much work", whose statement names dogs too), else
    its statement."""
    named = kinds_named(memory.subject) if memory.held.kind in (Kind.STANCE, Kind.AGAINST) else {}
    if named and all(len(options) == 1 for options in named.values()):
        return memory.subject
    return memory.content


def _polarity(memory: HeldMemory) -> bool:
    if memory.held.kind is Kind.STANCE:
        return True
    if memory.held.kind is Kind.AGAINST:
        return False
    return held_polarity(memory.content, None)


def _turns(candidate: ExtractedCandidate) -> bool:
    """A candidate that ends or turns something (the extractor's or the turn step's), or says that a
    thing now disagrees with the user's body ("oat milk upsets my stomach": a health reaction)."""
    if candidate.memory_type is MemoryType.CONSTRAINT and candidate.object_value == REACTS:
        return True
    if predicate_family(candidate.predicate or "") == STANCE:
        return candidate.object_value == DISLIKE
    return (candidate.object_value or "").casefold() == ENDED


def _names(candidate: ExtractedCandidate, clause: str) -> bool:
    """The clause names the thing a turn of this message is about."""
    thing = (candidate.subject or "").casefold()
    return bool(thing) and thing != USER and thing in clause.casefold()


def _covers(candidate: ExtractedCandidate, clause: str) -> bool:
    """The extractor read the clause already: a free-text statement holding it, or a memory whose thing
    or value it names."""
    said = clause.casefold()
    if (candidate.predicate or "").startswith(FREE_TEXT_PREDICATE):
        return said in (candidate.content or "").casefold()
    thing = (
        candidate.subject if predicate_family(candidate.predicate or "") == STANCE else candidate.object_value
    )
    return bool(thing) and (thing or "").casefold() in said


def _taken_up(
    message: ExtractionInput, own: str, written: set[tuple[str, str]], *, kept: bool
) -> list[ExtractedCandidate]:
    """The new liking or habit of a lasting clause for something (``own``: in the user's voice): the
    rules' reading of it (a liking, a slot, a free-text statement); else, when ``kept`` (the message
    ended or turned a held memory: the clause is what took its place), the clause as a free-text memory."""
    found: list[ExtractedCandidate] = []
    for candidate in read_message(replace(message, text=own)):
        key = (candidate.subject or "", candidate.predicate or "")
        liking = predicate_family(key[1]) != STANCE or candidate.object_value == LIKE
        if candidate.scope is Scope.USER and candidate.memory_type is not MemoryType.CONSTRAINT and liking:
            if key not in written:
                written.add(key)
                found.append(candidate)
            return found
    if kept and (free := free_text_candidate(own, written)) is not None:
        found.append(free)
    return found


async def _related_zh(
    session: AsyncSession, tenant_id: str, message: ExtractionInput, result: ExtractionResult
) -> ExtractionResult:
    """A Chinese message's stances against the held likings, dislikes and statements
    (``held_relation_zh.relate_zh``): each memory turned by a clause of the opposite polarity is revised,
    and each lasting clause for something else is kept when no reading of the message holds it."""
    found = stances_zh(message.text)
    if not found:
        return result
    written = {(c.subject or "", c.predicate or "") for c in result.candidates}
    read = [c.subject or "" for c in result.candidates if predicate_family(c.predicate or "") == STANCE]
    held = await held_memories(session, tenant_id, message.user_id or "")
    memories = [
        m
        for m in held
        if m.held.kind in (*_KINDS, Kind.USED)
        and m.content not in ("", message.text)
        and _held_key(m) not in written
        and not inside_read(m, read)
    ][:HELD]
    stances_of = [m for m in memories if m.held.kind in _KINDS]
    pairs = relate_zh(found, [_held_zh(memory) for memory in stances_of])
    # another option of a routine replaces the held one, a used service too (商场 after 淘宝: held_routines)
    replaced = [
        (index, memories[at]) for index, at in replaced_zh(found, [_held_zh(memory) for memory in memories])
    ]
    # a switch said in one message (a clause against one thing beside a lasting one for another) keeps
    # the new one even with nothing held: 连着半个月都在上面点，美团都卸了
    switch = any(not stance.positive or immersed_zh(stance.clause) for stance in found)
    if not pairs and not replaced and not switch:
        return result
    added: list[ExtractedCandidate] = []
    for _, at in pairs:
        written.add(_held_key(stances_of[at]))
        added.append(revision(stances_of[at], message, sure=True))
    for _, memory in replaced:
        if _held_key(memory) not in written:
            written.add(_held_key(memory))
            added.append(revision(memory, message, sure=True, replaced=True))
    turning = {index for index, _ in pairs} | {index for index, _ in replaced}
    for index, stance in enumerate(found):
        new = stance.positive and index not in turning and LASTING_ZH.search(stance.clause) is not None
        if new and not any(_covers(candidate, stance.clause) for candidate in result.candidates):
            added += _taken_up(message, _own_zh(stance), written, kept=True)
    return replace(result, candidates=[*result.candidates, *added])


def _held_zh(memory: HeldMemory) -> HeldZh:
    if memory.held.kind in (Kind.HABIT, Kind.USED):  # a used service is held as a habit (淘宝)
        return HeldZh("", memory.content, None)
    return HeldZh(memory.subject, memory.content, memory.held.kind is Kind.STANCE)


def _own_zh(stance: StanceZh) -> str:
    """A Chinese clause as the user's own statement: a leading conjunction cut (所以, 而且); its whole
    statement when it names its thing only by pointing back (真香, 都在上面点: ``refers_back``)."""
    said = stance.statement if stance.statement and refers_back(stance.clause) else stance.clause
    return _LEAD_ZH.sub("", said).strip() or said


_LEAD_ZH = re.compile(r"^(?:所以|而且|但是|不过|然后|反正|总之|结果)[，,\s]*")
