"""The cyclic garbage collector, tuned for a server process while its app runs.

A running service holds a few hundred thousand long-lived objects (modules, the ORM's metadata,
pydantic's validators, the extractor's tables), and CPython's default thresholds (700, 10, 10) make
every full collection walk all of them again: measured on a batch ingest of 8,000 events, a fifth
of the request path's CPU went to collections that found next to nothing. So while the app runs:

- what exists once startup is done is *frozen* (``gc.freeze``): moved to a permanent generation the
  collector no longer walks (it is still freed by reference counting when it goes);
- the youngest generation is collected after 7,000 new container objects instead of 700 (a batch
  request allocates tens of thousands; most die young through reference counting anyway).

Nothing about what is collected changes, only how often the collector looks. Both are undone when
the app stops (several apps may start and stop in one process, as in the tests).
"""

import gc
from collections.abc import Iterator
from contextlib import contextmanager

YOUNG_THRESHOLD = 7_000


@contextmanager
def server_heap() -> Iterator[None]:
    """Freeze the startup heap and collect the youngest generation less often, until the block ends."""
    before = gc.get_threshold()
    gc.collect()
    gc.freeze()
    gc.set_threshold(max(YOUNG_THRESHOLD, before[0]), *before[1:])
    try:
        yield
    finally:
        gc.set_threshold(*before)
        gc.unfreeze()
