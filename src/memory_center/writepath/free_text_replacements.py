"""Free-text memories replaced by the user's current practice of their slot (the I/O around
``extraction.free_text_slots``; docs/extraction.md, "Session 31: free-text memories replaced by their
slot"). For a user message with a statement of current practice (the pure gate first), the user's held
free-text memories are read (the write path's shared read) and embedded with the statements by the
shipped embedder, with the aspects' phrasings (``extraction.life_aspects``, embedded once per process).
The held memory whose aspect profile agrees best with a statement's ends on its own key, worded by the
statement (governance supersedes it), and the statement is kept as a free-text memory when no reading of
the message holds it. Without an encoder, or with it down or late, nothing changes."""

import asyncio
import logging
from dataclasses import replace

import numpy as np
from sqlalchemy.ext.asyncio import AsyncSession

from memory_center.embedding.embedder import EmbedderUnavailable
from memory_center.enums import MemoryType
from memory_center.extraction.contract import ExtractedCandidate, ExtractionInput, ExtractionResult
from memory_center.extraction.free_text_slots import (
    days_of,
    others_memory,
    practice_wording,
    same_slot,
    says_current_practice,
)
from memory_center.extraction.held_kinds import HeldValue
from memory_center.extraction.life_aspects import ASPECTS
from memory_center.extraction.rules.free_text import FREE_TEXT_PREDICATE
from memory_center.extraction.rules.split import statements
from memory_center.retrieval.query_encoder import QueryEncoder
from memory_center.writepath.held_repository import held_keyed_statements
from memory_center.writepath.step_candidates import ENDED, ending_candidate, free_text_candidate, holds_value

logger = logging.getLogger(__name__)

USER, STANCE, LIKE = "user", "preference", "like"

HELD = 200
"""At most this many of the user's memories are read: the other held readers' limit, one shared read."""
SENSE_SECONDS = 5.0
"""Deadline of the embedding of the statements and the held memories (one micro-batched call)."""
_ASPECT_VECTORS: dict[str, np.ndarray] = {}
"""The aspects' phrasings' unit vectors, by embedding model (embedded once per process)."""


def practices(message: ExtractionInput, result: ExtractionResult) -> list[str]:
    """The message's statements of the user's current practice (pure: none, nothing is read)."""
    if message.role != "user" or not message.user_id or result.error is not None:
        return []
    return [practice_wording(one) for one in statements(message.text)[:20] if says_current_practice(one)]


async def complete(
    session: AsyncSession,
    tenant_id: str,
    message: ExtractionInput,
    result: ExtractionResult,
    encoder: QueryEncoder | None,
) -> ExtractionResult:
    """The message's readings, with the held memories of no slot its practices replace ended."""
    said = practices(message, result)
    if not said or encoder is None or encoder.queries is None or message.user_id is None:
        return result
    rows = await held_keyed_statements(session, tenant_id, message.user_id, HELD)
    held = [
        (HeldValue(predicate, value, subject, predicate, predicate.startswith(FREE_TEXT_PREDICATE)), content)
        for subject, predicate, value, kind, content in rows
        if kind is not MemoryType.CONSTRAINT and content and _of_no_slot(subject, predicate, value)
    ]
    if not held:
        return result
    similarities = await _similarities(encoder, [*said, *(content for _, content in held)])
    if similarities is None:
        return result
    candidates = list(result.candidates)
    added: list[ExtractedCandidate] = []
    for at, statement in enumerate(said):
        best: tuple[float, HeldValue] | None = None
        for index, (one, content) in enumerate(held):
            if _said_again(one, content, statement):
                continue
            cosine = same_slot(similarities[len(said) + index], similarities[at])
            if cosine is not None and (best is None or cosine > best[0]):
                best = (cosine, one)
        if best is None:
            continue
        end = best[1]
        candidates = [c for c in candidates if not _held_kept(c, end, message.text)]
        written = {(c.subject or "", c.predicate or "") for c in [*candidates, *added]}
        if (end.subject, end.predicate) in written:
            continue  # the message says something else of that key: its reading stands
        added.append(ending_candidate(end, statement))
        added.extend(_kept(statement, [*candidates, *added], written))
    if not added:
        return result
    return replace(result, candidates=[*candidates, *added])


def _held_kept(candidate: ExtractedCandidate, end: HeldValue, text: str) -> bool:
    """Another reading that keeps the held value the statement replaces, worded by the message (the
    habit reader's "like" of the train in "I drive up now, the train got too pricey"): the replacement
    read by the slot takes its place."""
    same_key = (candidate.subject, candidate.predicate) == (end.subject, end.predicate)
    return same_key and candidate.object_value == end.value and candidate.content.strip() in text


def _of_no_slot(subject: str, predicate: str, value: str) -> bool:
    """A free-text memory of the user's, or a liking of a thing (the habit reader's ``running /
    preference = like`` of "I go running every morning"): memories no slot key holds."""
    if predicate.startswith(FREE_TEXT_PREDICATE):
        return subject == USER and value.casefold() not in (ENDED, "unknown")
    return predicate == STANCE and value.casefold() == LIKE and subject != USER


def _said_again(one: HeldValue, content: str, statement: str) -> bool:
    """The held memory said again, or its liked thing named by the new statement ("still love metal,
    these days mostly…"), another person's, or of another day of the week: nothing of it is replaced."""
    folded = statement.casefold()
    if content.casefold().rstrip("。.!！") == folded.rstrip("。.!！") or others_memory(content):
        return True
    held_days, said_days = days_of(content), days_of(statement)
    if held_days and said_days and not held_days & said_days:
        return True  # another day of the week: another slot
    return not one.free_text and one.subject.casefold() in folded


def _kept(
    statement: str, candidates: list[ExtractedCandidate], written: set[tuple[str, str]]
) -> list[ExtractedCandidate]:
    """The statement as a free-text memory, unless a reading of the message holds it already."""
    folded = statement.casefold().rstrip("。.!！")
    for candidate in candidates:
        content = (candidate.content or "").casefold()
        if candidate.object_value != ENDED and content and (folded in content or content in folded):
            return []
        if holds_value(candidate, folded):
            return []  # the model's "The user flies Lufthansa." holds "Lufthansa is my airline these days"
    one = free_text_candidate(statement.rstrip("。.!！"), written)
    return [] if one is None else [one]


async def _similarities(encoder: QueryEncoder, texts: list[str]) -> list[dict[str, float]] | None:
    """Each text's best similarity to every aspect's phrasings; None when the embedder is down or late."""
    matrix = await _aspects(encoder)
    if matrix is None or encoder.queries is None:
        return None
    await encoder.until_warm()
    try:
        vectors = await asyncio.wait_for(encoder.queries.embed(texts), SENSE_SECONDS)
    except (EmbedderUnavailable, TimeoutError) as exc:
        logger.warning("free-text slots skipped: %s", exc or "timeout")
        return None
    names = [name for name, phrasings in ASPECTS.items() for _ in phrasings]
    found: list[dict[str, float]] = []
    for vector in vectors:
        query = np.asarray(vector, dtype=np.float32)
        norm = float(np.linalg.norm(query)) or 1.0
        scores: dict[str, float] = {name: -1.0 for name in ASPECTS}
        for name, similarity in zip(names, matrix @ (query / norm), strict=True):
            scores[name] = max(scores[name], float(similarity))
        found.append(scores)
    return found


async def _aspects(encoder: QueryEncoder) -> np.ndarray | None:
    embedder, model = encoder.embedder, encoder.model or ""
    if model in _ASPECT_VECTORS or embedder is None:
        return _ASPECT_VECTORS.get(model)
    phrasings = [phrasing for all_of in ASPECTS.values() for phrasing in all_of]
    try:
        vectors = await embedder.embed(phrasings, kind="passage")
    except EmbedderUnavailable as exc:
        logger.warning("aspects not embedded: %s", exc)
        return None
    matrix = np.asarray(vectors, dtype=np.float32)
    _ASPECT_VECTORS[model] = matrix / np.linalg.norm(matrix, axis=1, keepdims=True).clip(1e-9)
    return _ASPECT_VECTORS[model]
