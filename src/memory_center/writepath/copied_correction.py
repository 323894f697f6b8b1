"""A near-copy of a held code said right after it is a correction of that code (京A12354 for 京A12345,
"GX-40781, I keep flipping those"; ``extraction.rules.near_copy``): the held memory is rewritten with the
new code where it says the old one, in its content, value and (a stance) key, and proposed on its own key
as any typed correction is (``writepath.typed_correction.corrected``). Pure.
"""

from memory_center.extraction.contract import ExtractedCandidate
from memory_center.extraction.rules.model import STANCE
from memory_center.extraction.rules.near_copy import copied
from memory_center.writepath.typed_correction import Held, corrected


def copied_correction(fact: Held, text: str) -> ExtractedCandidate | None:
    """The held memory with the code ``text`` nearly copies replaced by the new one, or None."""
    where = fact.subject or "" if fact.predicate == STANCE else fact.content
    found = copied(where, text)
    if found is None:
        return None
    subject, content, value = fact.subject, fact.content, fact.object_value or ""
    if fact.predicate == STANCE:
        subject = where[: found.start] + found.new + where[found.end :]
        content = content.replace(found.old, found.new)
    else:
        content = where[: found.start] + found.new + where[found.end :]
        value = value.replace(found.old, found.new)
    return corrected(fact, text, subject, value, content)
