"""A held topic said anew: a statement that names no one as its subject, read as the user's when its
meaning is near a memory the user already holds (docs/extraction.md, "A held topic said anew").

People go on about their own tastes and habits without "I": "Thai food has become my absolute
favorite", "21 is my sweet spot for sleeping", 还是晚上洗澡舒服, 最近开始喝美式了. The free-text fallback
keeps only a statement that opens with the user (``rules.free_text.about``), so such a statement stored
nothing, and nothing could take the held memory's place. Said to an assistant that holds the user's
liking of Italian food, of cold bedrooms, of morning showers, it is that topic said anew; said with no
such memory it is an opinion about the world, and stays unkept.

The step runs behind the rule extractor, after the held-memory steps, for a user message none of whose
statements asks or mocks and that is no correction (``rules.restated.marked``: a correction's steps
decide, and store nothing where they find nothing to correct). Each statement no candidate holds that
passes the gates of a lasting statement about no one else (``rules.free_text.read_unopened``: pure,
about 50 µs a message) is embedded as a query (one micro-batched call under its own deadline); the
user's ACTIVE USER-scope memories (the shared held read, the most recent ``HELD``) as passages (the
encoder's passage cache). The statement is kept as the user's free-text memory (FACT,
``FREE_TEXT_CONFIDENCE``) when its nearest held memory is at least ``SURE`` alike (``SURE_CJK`` for a
Chinese statement, its cosine rescaled as semantic search does). Whether it then replaces the held
memory is governance's (same memory, slots). Without an encoder, or with it down or late, the result
stands.
"""

import asyncio
import logging
from dataclasses import dataclass, replace
from typing import Any

import numpy as np
from sqlalchemy.ext.asyncio import AsyncSession

from memory_center.embedding.embedder import EmbedderUnavailable
from memory_center.extraction.contract import ExtractedCandidate, ExtractionInput, ExtractionResult
from memory_center.extraction.rules.asserted import is_sarcastic
from memory_center.extraction.rules.free_text import read_unopened
from memory_center.extraction.rules.restated import marked
from memory_center.extraction.rules.retract import read_retraction
from memory_center.extraction.rules.said_gates import PERSON_IN_TOPIC, QUESTION
from memory_center.extraction.rules.split import statements
from memory_center.extraction.rules.text import is_chinese, trim
from memory_center.retrieval.query_encoder import QueryEncoder
from memory_center.writepath.held_repository import held_keyed_statements
from memory_center.writepath.step_candidates import free_text_candidate

logger = logging.getLogger(__name__)

SURE = 0.45
"""Cosine of an English statement to its nearest held memory (measured: docs/extraction.md)."""
SURE_CJK = 0.40
"""The same for a Chinese statement (USE alone, rescaled: Chinese pairs of one topic score lower)."""
HELD = 40
"""At most this many of the user's held memories are compared (the most recently changed)."""
TOPIC_SECONDS = 5.0
"""Deadline of the statements' embedding; past it the rules' result stands."""
_MAX_STATEMENTS = 20


@dataclass(frozen=True)
class HeldTopics:
    encoder: QueryEncoder | None = None

    def wanted(self, message: ExtractionInput, result: ExtractionResult) -> list[str]:
        """Pure and cheap: the message's statements no candidate holds that may be a held topic said
        anew (none without an encoder, or in a message that asks, mocks or takes something back)."""
        encoder = self.encoder
        if encoder is None or encoder.queries is None or encoder.model is None:
            return []
        if result.error is not None or message.role != "user" or not message.user_id:
            return []
        said = statements(message.text)[:_MAX_STATEMENTS]
        if any(QUESTION.search(one) or is_sarcastic(trim(one)) for one in said):
            return []  # "Poetry before bed? Yeah right": the message is no statement about the user
        if read_retraction(message) is not None or marked(message.text):
            return []  # a correction or a retraction: its steps', and nothing new where they find nothing
        placed = [c.content for c in result.candidates if c.content]
        found = []
        for one in said:
            if any(content in one or one in content for content in placed):
                continue  # a reader read it: theirs
            if (reading := read_unopened(one)) is not None:
                found.append(reading.object_value)
        return found

    async def complete(
        self, session: AsyncSession, tenant_id: str, message: ExtractionInput, result: ExtractionResult
    ) -> ExtractionResult:
        found = self.wanted(message, result)
        if not found or self.encoder is None:
            return result
        rows = await held_keyed_statements(session, tenant_id, message.user_id or "", HELD)
        held = list(
            dict.fromkeys(
                content
                for subject, *_, content in rows
                if content and content not in found and not PERSON_IN_TOPIC.fullmatch(subject)
            )
        )  # a memory about a close one ("My dad lives in Porto") is no topic of the user's own
        if not held:
            return result  # nothing held: an opinion about the world, not the user's topic
        nearest = await self._nearest(found, held)
        if nearest is None:
            return result
        written = {(c.subject or "", c.predicate or "") for c in result.candidates}
        added: list[ExtractedCandidate] = []
        for statement, similarity in zip(found, nearest, strict=True):
            near = similarity >= (SURE_CJK if is_chinese(statement) else SURE)
            if near and (candidate := free_text_candidate(statement, written)) is not None:
                added.append(candidate)
        return replace(result, candidates=[*result.candidates, *added]) if added else result

    async def _nearest(self, found: list[str], held: list[str]) -> list[float] | None:
        """Each statement's cosine to its nearest held memory (queries against cached passages)."""
        encoder = self.encoder
        if encoder is None or encoder.queries is None:
            return None
        await encoder.until_warm()
        try:
            queries = await asyncio.wait_for(encoder.queries.embed(found), TOPIC_SECONDS)
        except (EmbedderUnavailable, TimeoutError) as exc:
            logger.warning("held topics skipped: %s", exc or "timeout")
            return None
        passages = await encoder.encode_passages(held)
        if passages is None:
            return None
        matrix = np.asarray([_unit(vector) for vector in passages], dtype=np.float32)
        nearest = []
        for statement, vector in zip(found, queries, strict=True):
            query = _unit(vector) / encoder.similarity_scale(statement)
            nearest.append(float(np.max(matrix @ query)))
        return nearest


def _unit(vector: list[float]) -> Any:
    array = np.asarray(vector, dtype=np.float32)
    return array / max(float(np.linalg.norm(array)), 1e-9)
