"""A save request nothing else understood ("记住：…", "Remember that …"): the remembered sentence kept
as a note, as it is (``reader``)."""

import hashlib
import unicodedata

from memory_center.enums import MemoryType
from memory_center.extraction.rules.model import Reading
from memory_center.extraction.rules.text import compiled, trim
from memory_center.governance.values import canonical_key_part

_REMINDER = compiled(r"^(?:帮我|给我|替我|为我|提醒|叫我)|^to\s+|^(?:call|book|buy|send|tell|remind)\b")
_NOTE_KEY_CHARS = 48


def note_reading(body: str) -> Reading | None:
    """A remembered sentence as it is; its own canonical text (hashed past 48 chars) is its key."""
    note = trim(body)
    if len(note) < 2 or _REMINDER.match(unicodedata.normalize("NFKC", note)):
        return None
    key = canonical_key_part(note)
    if len(unicodedata.normalize("NFKC", note)) > _NOTE_KEY_CHARS:
        key = f"{key[:_NOTE_KEY_CHARS]}#{hashlib.sha256(note.encode()).hexdigest()[:12]}"
    return Reading(MemoryType.FACT, "note", key, note, lasting=True)
