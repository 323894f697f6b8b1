"""A correction of the wording only: which value the new wording gives the memory.

``PATCH /v1/facts/{id}`` with a new ``content`` and no ``object_value`` must not keep a value the new
wording contradicts ("I live in Berlin" over a fact whose value is Munich): that value is what merging,
supersession, search and conflicts compare. The new wording is read again by the service's extractor
(its public ``extract``), as a message of the fact's user; the value it proposes for the fact's own
key (subject and predicate) is the new value. When it proposes none, the old value stands only if the
new wording still mentions it; otherwise the caller is asked for ``object_value`` (422 ``stale_value``).
"""

import logging
import re
from datetime import UTC, datetime

from memory_center.errors import Unprocessable
from memory_center.extraction.build import (
    ExtractedCandidate,
    ExtractionInput,
    Extractor,
    canonical_key_part,
)
from memory_center.extraction.contract import KnownFact
from memory_center.governance.values import normalise_value
from memory_center.models import Fact

logger = logging.getLogger(__name__)

STALE_VALUE = "stale_value"


def message_of(fact: Fact, content: str) -> ExtractionInput:
    """The new wording as its user's own message, where the fact was said; the fact itself is shown
    to an extractor that reads known memories, so a model can name the key it updates."""
    known: tuple[KnownFact, ...] = ()
    if fact.subject is not None and fact.predicate is not None:
        known = (KnownFact(fact.subject, fact.predicate, fact.object_value, fact.content),)
    return ExtractionInput(
        text=content,
        role="user",
        user_id=fact.user_id,
        session_id=fact.session_id,
        task_id=fact.task_id,
        agent_id=fact.agent_id,
        department_id=fact.department_id,
        occurred_at=datetime.now(UTC),
        known=known,
    )


def value_for_key(fact: Fact, candidates: list[ExtractedCandidate]) -> str | None:
    """The last value proposed for the fact's own key (a later reading of a key replaces an earlier
    one); None when none is."""
    if fact.subject is None or fact.predicate is None:
        return None
    key = (canonical_key_part(fact.subject), canonical_key_part(fact.predicate))
    found = None
    for candidate in candidates:
        if candidate.subject is None or candidate.predicate is None or candidate.object_value is None:
            continue
        if (canonical_key_part(candidate.subject), canonical_key_part(candidate.predicate)) == key:
            found = candidate.object_value
    return found


def mentions(content: str, value: str) -> bool:
    """Whether the wording still names the value: compared normalised, not inside another word
    ("Likes green tea" mentions "like"; "I dislike it" does not)."""
    wanted = normalise_value(value)
    if not wanted:
        return False
    pattern = rf"(?<![^\W_]){re.escape(wanted)}" if wanted[0].isascii() else re.escape(wanted)
    return re.search(pattern, normalise_value(content)) is not None


def stale(fact: Fact) -> Unprocessable:
    return Unprocessable(
        f"the new content no longer mentions the memory's value {fact.object_value!r} and no new value "
        "could be read from it; send the corrected value as object_value",
        code=STALE_VALUE,
        details={"field": "object_value", "stale_value": fact.object_value},
    )


async def reread_value(extractor: Extractor, fact: Fact, content: str) -> str | None:
    """The value a wording-only correction leaves the memory with (see the module's docstring)."""
    if fact.object_value is None:
        return None
    try:
        result = await extractor.extract(message_of(fact, content))
    except Exception as exc:  # an extractor must not raise; if one does, nothing was read
        logger.warning("extractor %s raised %s on a correction", extractor.name, type(exc).__name__)
        result = None
    found = value_for_key(fact, result.candidates) if result is not None else None
    if found is not None:
        return found
    if mentions(content, fact.object_value):
        return fact.object_value
    raise stale(fact)
