"""A held value given up, in English (pure): the anchor that makes a statement with no word of the user
about the user's own things ("Gave the Fiesta to my nephew for his 18th. The Tesla's range is fine for
the commute": the Tesla is the user's car; docs/extraction.md, "The held value given up vouches for the
new one")."""

import re

from memory_center.extraction.held_kinds import given_up_before
from memory_center.extraction.held_over import spoken_as_over
from memory_center.extraction.kinds_en import GIVEN_UP_EN
from memory_center.extraction.rules.split import clauses, statements
from memory_center.extraction.rules.text import compiled, english, is_chinese

_GIVEN_UP_EN = compiled(english(GIVEN_UP_EN))

_PUT_AWAY = compiled(
    r"\b(?:in a drawer|gathering dust|collecting dust|last (?:day|shift|week) (?:at|with|on)|retired|replaced"
    r"|for his|for her|to my)\b"
)
"""A held thing put away or handed on ("the Pixel's sitting in a drawer", "Last day at Shopify was
Friday", "Gave the Fiesta to my nephew for his 18th"), besides ``GIVEN_UP_EN``."""
_HELD_WORD = re.compile(r"[A-Za-z][A-Za-z0-9+-]{2,}")
_NOT_HELD_WORDS = frozenset({"the", "and", "with", "for", "from", "studio", "flat", "house", "apartment"})


def gives_up(text: str, held: str) -> bool:
    """Whether a message gives up a held value, named by one of its words, in a clause of its own
    ("still miss my audit team at Deloitte", "the Pixel's sitting in a drawer somewhere")."""
    words = {m.group(0).casefold() for m in _HELD_WORD.finditer(held)} - _NOT_HELD_WORDS
    if not words or is_chinese(text):
        return False
    for statement in statements(text):
        for clause in clauses(statement):
            said = {m.group(0).casefold().removesuffix("'s") for m in _HELD_WORD.finditer(clause)}
            if words & said and (_GIVEN_UP_EN.search(clause) or _PUT_AWAY.search(clause)):
                return True
            if any(given_up_before(clause, word) or spoken_as_over(clause, word) for word in words & said):
                return True  # "Apple Music instead of Spotify", "Evernote got so bloated" (held_over)
    return False
