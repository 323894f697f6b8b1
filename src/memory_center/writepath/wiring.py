"""Builds the governed write path (extractor, known facts, same-memory search) and its background
jobs, once, for the app factory."""

import httpx

from memory_center.config import Settings
from memory_center.embedding.embedder import Embedder
from memory_center.extraction.build import build_extractor
from memory_center.facts import sweeper
from memory_center.governance.matching import MEASURED_THRESHOLDS, Thresholds
from memory_center.retrieval.query_encoder import QueryEncoder
from memory_center.runtime import BackgroundJob, Runtime
from memory_center.writepath.held_relation import HeldRelations
from memory_center.writepath.held_sense import HeldSense
from memory_center.writepath.known import KnownFacts
from memory_center.writepath.late_correction import LaterCorrections
from memory_center.writepath.neighbours import SameMemorySearch
from memory_center.writepath.slots_by_meaning import SlotSense
from memory_center.writepath.write_path import WritePath, reads_known_facts


def match_thresholds(settings: Settings, model: str | None) -> Thresholds | None:
    """Configured thresholds, else those measured for the model; None: match by subject only."""
    measured = MEASURED_THRESHOLDS.get(model or "")
    sure = settings.match_sure_similarity
    if sure is None:
        return measured
    unsure = settings.match_unsure_similarity
    return Thresholds(sure=sure, unsure=min(sure, unsure if unsure is not None else sure))


def build(
    settings: Settings, http_client: httpx.AsyncClient, embedder: Embedder | None
) -> tuple[WritePath, list[BackgroundJob]]:
    """The write path, and its jobs: the encoder's warm-up, and the expiry sweeper when enabled.
    ``embedder``: the foreground one the read path shares (one instance loads the models once)."""
    encoder = QueryEncoder(
        embedder,
        timeout_seconds=settings.match_embed_timeout_seconds,
        retry_after_seconds=settings.retrieval_semantic_retry_seconds,
    )
    extractor = build_extractor(settings, http_client)
    # a model places slots itself: the embedder's slots and the frames are the rules' helpers
    slots = SlotSense(encoder if extractor.name == "rules" else None, frames=extractor.name == "rules")
    path = WritePath(
        extractor,
        SameMemorySearch(encoder, match_thresholds(settings, encoder.model)),
        KnownFacts(encoder) if reads_known_facts(extractor) else None,
        slots=slots,
        relations=HeldRelations(
            encoder if extractor.name == "rules" else None, chinese=extractor.name == "rules"
        ),
        later=LaterCorrections(
            sense=HeldSense(encoder if extractor.name == "rules" else None, slots.warm_up)
        ),
    )
    jobs: list[BackgroundJob] = [_warm_up(encoder, path.slots)]
    if settings.sweeper_interval_seconds > 0:
        jobs.append(sweeper.job)
    return path, jobs


def _warm_up(encoder: QueryEncoder, slots: SlotSense) -> BackgroundJob:
    async def warm_up(_: Runtime) -> None:
        await encoder.warm_up()  # the model loads before the first candidate needs it
        await slots.warm_up()  # and the slots' example phrasings are embedded

    return warm_up
