"""Registers the governed write path and the expiry sweeper on the runtime (called by main)."""

from memory_center.extraction.base import build_extractor
from memory_center.facts import sweeper
from memory_center.runtime import Runtime
from memory_center.writepath.service import WritePath


def wire(runtime: Runtime) -> None:
    extractor = build_extractor(runtime.settings, runtime.http_client)
    runtime.services["write_path"] = WritePath(runtime, extractor)
    if runtime.settings.sweeper_interval_seconds > 0:
        runtime.services.setdefault("background", []).append(sweeper.job)
