"""Patterns built at run time from a word (an option, a cue, a held value), compiled once.

``re`` keeps 512 compiled patterns and drops the oldest when full. The write path builds a pattern per
option, cue word or held value (330 English options in one ``held_usage.slots_of`` call), so before
session 31 those pushed every pattern out of ``re``'s cache and each message compiled them all again:
about an eighth of a batch event's CPU went to ``re`` compiling (docs/benchmarks.md, "Session 31:
ingest profile and cuts"). The patterns built from words are kept here instead, in a cache of their
own, so they stay compiled and no longer evict the fixed ones. The same source and flags give the same
pattern object ``re.compile`` gives: no match changes.
"""

import functools
import re

_KEPT = 8192
"""Patterns kept: every option, cue and kind word of the tables with room for the held values of the
users a process serves at once; the least recently used go first."""


@functools.lru_cache(maxsize=_KEPT)
def word_pattern(source: str, flags: int = 0) -> re.Pattern[str]:
    """``re.compile(source, flags)``, compiled once per source and flags."""
    return re.compile(source, flags)
