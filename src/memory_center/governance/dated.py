"""What dates a memory (pure): the words governance reads for "this time only" and near dates."""

from memory_center.governance.drafts import CandidateDraft
from memory_center.governance.lasting import of_value

SCHEDULED = "scheduled"
"""The predicate of a scheduled event (``extraction.rules.schedule``): its date is what the memory is
about (no task detail), and its ``valid_until`` ends it after that date."""


def dated_text(draft: CandidateDraft, text: str) -> str:
    """A slot of the user's (``user / <slot>``) is dated by its value's clauses (``lasting.of_value``:
    "our new place in Jersey City …, the PATH was packed today" is no memory of today), any other
    memory by all its words (``text``)."""
    keyed = draft.subject == "user" and ":" not in (draft.predicate or "")
    if keyed and draft.object_value:
        return of_value(draft.content, draft.object_value)
    return text
