"""A held value said anew without its subject, by meaning (issue 24, session 25; docs/extraction.md,
"Session 25: a held value said anew without its subject").

The I/O around ``extraction.rules.anew_sense``: when an unmarked message names no held memory's topic
(``rules.anew``, the step before in ``writepath.late_correction``), each of the user's latest USER-scope
memories with one value is paired with the message's statements that carry one new value of its type
(pure), and the pairs found are embedded with the shipped embedder (one micro-batched call, under its
own deadline): the statement with its value masked against the memory's text with its value masked, and
against its slot's example phrasings when it is a slot's (``schema.SLOTS[*].examples``). The memory of
the closest pair, at least ``SURE`` (``CLOSE_SURE`` for two close amounts: the values themselves say
much) and ahead of another memory's by ``MARGIN``, is rewritten with the new value on its own key, so
governance supersedes it. Without an encoder, or with it down or late,
nothing changes.
"""

import asyncio
import logging
from collections.abc import Awaitable, Callable
from dataclasses import dataclass

import numpy as np

from memory_center.embedding.embedder import EmbedderUnavailable
from memory_center.extraction.contract import ExtractedCandidate
from memory_center.extraction.rules.anew_sense import Pairing, pairings
from memory_center.extraction.schema import BY_NAME
from memory_center.extraction.slot_values import find_value, masked
from memory_center.models import Fact
from memory_center.retrieval.query_encoder import QueryEncoder
from memory_center.writepath.restated_correction import sensed_of

logger = logging.getLogger(__name__)

SURE = 0.55
"""Similarity (cosine of the two masked texts) at which a statement is the held memory said anew."""
CLOSE_SURE = 0.40
"""The similarity needed when the two values are close amounts (``anew_sense.CLOSE``: $1950 for $1800)."""
MARGIN = 0.05
"""How far the best memory must be ahead of the next one."""
SECONDS = 5.0
"""Deadline of the embedding (as slots by meaning: a lasting memory is worth more than the read path's
1 s; at start-up the call may wait behind the slots' examples); past it nothing changes."""


@dataclass(frozen=True)
class Sensed:
    """The memory a statement says anew, its rewriting, and the similarity it was found at."""

    fact: Fact
    candidate: ExtractedCandidate
    similarity: float


@dataclass
class HeldSense:
    encoder: QueryEncoder | None = None
    ready: Callable[[], Awaitable[None]] | None = None
    """Awaited before the embedding: the slots' examples embedded first (``SlotSense.warm_up``, at once
    once done), so that a message in the first seconds after start-up does not wait behind them."""

    async def anew(self, facts: list[Fact], said: str) -> Sensed | None:
        """The one memory of ``facts`` that the message ``said`` says anew by meaning, or None."""
        encoder = self.encoder
        if encoder is None or encoder.queries is None or encoder.model is None:
            return None
        found = [(fact, pairing) for fact in facts for pairing in pairings_of(fact, said)]
        if not found:
            return None
        texts = list(dict.fromkeys(text for fact, one in found for text in _texts(one, fact_slot(fact))))
        await encoder.until_warm()
        if self.ready is not None:
            await self.ready()
        try:
            vectors = await asyncio.wait_for(encoder.queries.embed(texts), SECONDS)
        except (EmbedderUnavailable, TimeoutError) as exc:
            logger.warning("held sense skipped: %s", repr(exc))
            return None
        unit = {text: _unit(vector) for text, vector in zip(texts, vectors, strict=True)}
        scored: dict[str, tuple[float, Fact, Pairing]] = {}
        for fact, pairing in found:
            score = max(
                float(unit[pairing.said] @ unit[other]) for other in _texts(pairing, fact_slot(fact))[1:]
            )
            if score > scored.get(str(fact.id), (-1.0,))[0]:
                scored[str(fact.id)] = (score, fact, pairing)
        ranked = sorted(scored.values(), key=lambda item: item[0], reverse=True)
        best, fact, pairing = ranked[0]
        logger.debug("held sense %.3f: %r for %r", best, pairing.said, pairing.held)
        if best < (CLOSE_SURE if pairing.close else SURE) or (
            len(ranked) > 1 and best - ranked[1][0] < MARGIN
        ):
            return None
        candidate = sensed_of(fact, said, lambda where: pairing.sub if where == fact.content else None)
        return None if candidate is None else Sensed(fact, candidate, best)


def pairings_of(fact: Fact, said: str) -> list[Pairing]:
    """The message's statements that may say the memory's one value anew (``anew_sense.pairings``)."""
    about_other = (fact.subject or "user") != "user" and fact.predicate != "preference"
    return pairings(fact.content, said, about_other)


def fact_slot(fact: Fact) -> str | None:
    """The slot a ``user / <slot>`` memory holds, or None."""
    return fact.predicate if fact.subject == "user" and fact.predicate in BY_NAME else None


def _texts(pairing: Pairing, slot: str | None) -> list[str]:
    """The statement, then what it is compared with: the held text, and its slot's examples."""
    examples = []
    if slot is not None:
        for example in BY_NAME[slot].examples:
            value = find_value(example)
            examples.append(masked(example, value) if value is not None else example)
    return [pairing.said, pairing.held, *examples]


def _unit(vector: list[float]) -> np.ndarray:
    array = np.asarray(vector, dtype=np.float32)
    return array / max(float(np.linalg.norm(array)), 1e-9)
