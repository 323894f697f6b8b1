"""The words a passing mood is judged on (``policies.refuse_passing_moods``).

A health constraint of the user's own said with a passing state beside it (我怀孕五个月了，最近容易累;
"I'm diabetic, feeling rough today") is no mood: the mood is judged on the clauses that name the
constraint's thing, not on the whole statement. Any other memory is judged on its whole content.
"""

import re

from memory_center.enums import MemoryType
from memory_center.governance.drafts import CandidateDraft

HEALTH_KEYS = frozenset({"allergy", "intolerance", "condition", "medication", "diet"})
"""Keys of a health constraint that lasts whatever the user feels today."""
_CLAUSE = re.compile(r"[，,；;。.!！?？]+")


def mood_words(draft: CandidateDraft) -> str:
    """The content, or for a health constraint the clauses of it that name its thing."""
    content, subject = draft.content, (draft.subject or "").casefold()
    if draft.memory_type is not MemoryType.CONSTRAINT or draft.predicate not in HEALTH_KEYS:
        return content
    if not subject or subject == "user":
        return content
    naming = [part for part in _CLAUSE.split(content) if subject in part.casefold()]
    return "，".join(naming) if naming else content
