"""The words around a correction (pure; read by ``rules.later``): a correction relayed from the user's
partner, an emoji closing it, a comment after the wrong value, a statement beside a weak value."""

import re

from memory_center.extraction.rules.reader import read_clause
from memory_center.extraction.rules.text import compiled, trim
from memory_center.extraction.rules.value_topics import CLAUSES

_VOICED = compiled(r"^(?:我(?:在|是|住|叫)|I(?:'m|\s+am|\s+work|\s+live)\b)")
"""A clause in the user's voice saying where or what they are (我在网易, "I work at …")."""
OLD_COMMENTED = (
    r"(?!(?:sure|really|only|just|yet|that|quite|exactly)\b)[^，,\s]+(?:\s+[^，,\s]+)?"
    r"(?=[，,]\s*(?![^，,]*\b(?:my|his|her|their|our)\b)[^，,\d]{1,30}$)"
)
"""The wrong value of "I meant A not B" (a word or two, not "not sure …") before a comment closing the
message that names no value and no one else ("…, fat thumb")."""
_EMOJI_AFTER = re.compile(r"(?:\s*[\U0001F000-\U0001FAFF\u2600-\u27BF\uFE0F\u200D])+$")
_REPORTED = compiled(
    r"^(?:(?:hang on|hold on|wait|oh|oops|ok|okay|so|lol|haha|ugh|um)[\s,.!]+)*(?:my|our)\s+"
    r"(?:husband|wife|partner|hubby|boyfriend|girlfriend|fianc[eé]e?|spouse)\s+(?:just\s+)?"
    r"(?:says|said|yelled|shouted|called out|reminded me|reminds me|tells me|told me|corrected me|points out"
    r"|pointed out|insists|swears)(?:\s+(?:from|in)\s+(?:the\s+)?\w+)?(?:\s+that)?[\s,:]+"
    r"(?=(?:it's|it is|it was|that's|that it's)\s)"
)
"""A correction the user relays from their partner, of a fact the two share ("my husband just yelled
from the kitchen that it's October 5th", 老婆说是5月21日): the value after it is a marked correction."""


def relayed(text: str) -> tuple[str, bool]:
    """The text without a closing emoji and without the lead of a correction relayed from the user's
    partner, and whether it had that lead (the value after it is then a marked correction)."""
    text = _EMOJI_AFTER.sub("", text)  # "it's October 5th 🙈": an emoji closing the message says no value
    lead = _REPORTED.match(text)
    return (text[lead.end() :], True) if lead else (text, False)


def said_beside(weak: bool, comment: str) -> bool:
    """Whether the comments beside a weakly typed value hold a statement of their own (诶不对，我在网易，
    今天脑子糊涂了): that statement is the correction, read by the rules; the weak word is a comment."""
    parts = [part for part in map(trim, CLAUSES.split(comment)) if part]
    return weak and any(_VOICED.match(part) or read_clause(part) for part in parts)
