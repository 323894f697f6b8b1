"""What the governed write path is built with, once per process (``writepath.wiring``, called by the
app factory): the extractor, the known-facts reader for an extractor that reads the user's memories,
and the same-memory search. The steps themselves are the functions of ``writepath.service``.

``WriteDeps`` is what the write path's services take from the app: the runtime has it, and only the
edge (endpoints, wiring) knows the runtime.

The extractor runs before any lock is taken and can never fail the event: a failure is logged (its
code, never the message text) and reported as ``extraction_error`` with no candidates.
"""

import logging
from dataclasses import dataclass, field, replace
from typing import Protocol

from sqlalchemy.ext.asyncio import AsyncSession

from memory_center.extraction.build import ExtractionInput, ExtractionResult, Extractor
from memory_center.facts.service import HasEffects
from memory_center.telemetry.spans import traced
from memory_center.writepath.held_relation import HeldRelations
from memory_center.writepath.held_turns import StanceFlips
from memory_center.writepath.known import KnownFacts
from memory_center.writepath.late_correction import LaterCorrections
from memory_center.writepath.neighbours import SameMemorySearch
from memory_center.writepath.slots_by_meaning import SlotSense
from memory_center.writepath.take_back import LaterRetractions

logger = logging.getLogger(__name__)

EXTRACTOR_FAILED = "extractor_failed"


def reads_known_facts(extractor: Extractor) -> bool:
    """Whether the extractor is shown the user's memories on the message's subjects."""
    return bool(getattr(extractor, "reads_known_facts", False))


@dataclass(frozen=True)
class WritePath:
    extractor: Extractor
    same_memory: SameMemorySearch = field(default_factory=SameMemorySearch)
    """Finds the facts a candidate may restate (by subject only without an encoder)."""
    known: KnownFacts | None = None
    """Set only for an extractor that reads known facts (``reads_known_facts``)."""
    later: LaterCorrections = field(default_factory=LaterCorrections)
    """Puts a correction said in a message of its own on the memory it corrects."""
    retractions: LaterRetractions = field(default_factory=LaterRetractions)
    """Takes back the memory a retraction said in a message of its own names."""
    flips: StanceFlips = field(default_factory=StanceFlips)
    """Turns a held stance the message names with a turn-away word ("… so I skip them these days")."""
    slots: SlotSense = field(default_factory=SlotSense)
    """Places a statement the rules could not place in a slot by meaning (the shipped embedder)."""
    relations: HeldRelations = field(default_factory=HeldRelations)
    """Ends a held liking or habit a clause of the opposite stance is near by meaning, and keeps the new
    one (English, the shipped embedder: ``writepath.held_relation``)."""

    async def with_known(
        self, session: AsyncSession, tenant_id: str, message: ExtractionInput
    ) -> ExtractionInput:
        """The message with the user's memories on its subjects, for an extractor that reads them."""
        if self.known is None:
            return message
        return replace(message, known=await self.known.recall(session, tenant_id, message))

    @traced("extraction")
    async def extract(self, message: ExtractionInput) -> ExtractionResult:
        try:
            result = await self.extractor.extract(message)
        except Exception as exc:  # an extractor must not raise; if one does, the event still stands
            logger.warning("extractor %s raised %s", self.extractor.name, type(exc).__name__)
            return ExtractionResult(candidates=[], error=EXTRACTOR_FAILED)
        if result.error is not None:
            logger.warning("extractor %s failed: %s", self.extractor.name, result.error.split(":")[0])
        return result


class WriteDeps(HasEffects, Protocol):
    """What the write path's services read of the app's parts — the settings and the answer cache of
    every fact write (``HasEffects``), and the write path — handed down from the edge (the app's
    ``runtime.Runtime`` has all three): a service never imports the runtime."""

    @property
    def write_path(self) -> WritePath: ...
