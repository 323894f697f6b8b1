"""Registers the governed write path, its same-memory search and the expiry sweeper on the runtime
(called by main)."""

from memory_center.config import Settings
from memory_center.embedding.factory import shared_embedder
from memory_center.extraction.base import build_extractor
from memory_center.facts import sweeper
from memory_center.governance.matching import MEASURED_THRESHOLDS, Thresholds
from memory_center.retrieval.semantic import QueryEncoder
from memory_center.runtime import Runtime
from memory_center.writepath.known import KnownFacts
from memory_center.writepath.neighbours import SameMemorySearch
from memory_center.writepath.service import WritePath


def match_thresholds(settings: Settings, model: str | None) -> Thresholds | None:
    """Configured thresholds, else those measured for the model; None: match by subject only."""
    measured = MEASURED_THRESHOLDS.get(model or "")
    sure = settings.match_sure_similarity
    if sure is None:
        return measured
    unsure = settings.match_unsure_similarity
    return Thresholds(sure=sure, unsure=min(sure, unsure if unsure is not None else sure))


def wire(runtime: Runtime) -> None:
    settings = runtime.settings
    encoder = QueryEncoder(
        shared_embedder(runtime),
        timeout_seconds=settings.match_embed_timeout_seconds,
        retry_after_seconds=settings.retrieval_semantic_retry_seconds,
    )
    extractor = build_extractor(settings, runtime.http_client)
    runtime.services["write_path"] = WritePath(runtime, extractor, KnownFacts(encoder))
    runtime.services["same_memory_search"] = SameMemorySearch(
        encoder, match_thresholds(settings, encoder.model)
    )
    background = runtime.services.setdefault("background", [])

    async def warm_up(_: Runtime) -> None:
        await encoder.warm_up()  # the model loads before the first candidate needs it

    background.append(warm_up)
    if runtime.settings.sweeper_interval_seconds > 0:
        background.append(sweeper.job)
