"""A message its memories hold only in part (docs/context.md, "What the user said that no memory holds").

The write path reads a message clause by clause, and a clause it cannot read leaves no memory, also
when another clause of the same message left one: "My twin daughters, Mia and Zoe, are both allergic
to eggs." kept the daughters and lost the allergy; 我膝盖做过手术，不能爬楼梯也不能跑步 kept the two
restrictions and lost the knee. Such a message backs a memory, so it used to count as recorded, and
what its memories lack reached no context. Here a message counts as recorded only when its memories
hold what it says: the message's terms (as keyword search reads them: stemmed English words without
stop words, CJK bigrams without particles) outside the memories' texts are at most ``REST - 1``, or
what is left tells what was: an ending, a thing given up or gone, a past ("Sold the Prius, I drive a
Tesla Model Y now" kept the Tesla; 朗逸卖了，提了辆特斯拉 …). The write path read the change, and the
words it left are the old value, which must not come back as the user's current word.

The SQL read (``unrecorded_repository``) takes a backed message as a candidate only when every memory
it backs is current and lasting, governance accepted every candidate it proposed, and the memories'
texts together are shorter than ``SHARE`` of it; the terms decide here. Pure.
"""

from collections.abc import Sequence
from functools import lru_cache

import memory_center.extraction.rules.turn_words as tw
from memory_center.extraction.rules.text import alternatives, compiled, english
from memory_center.kit.text_analysis import query_terms

SHARE = 0.85
"""A message whose memories' texts are together at least this share of its length (in characters) is
held by them without comparing terms (measured on the dev sets: fully held two-clause messages 0.87-1.0,
messages that lost a clause 0.52-0.55; a lead such as "Hi there!" 0.56, decided by the terms)."""
REST = 2
"""A message holds more than its memories when at least this many of its terms are in none of them
("allergic", "eggs"; 膝盖, 手术 …: 2-8 measured; a lead alone, "Honestly", 1)."""


def _plain(words: str) -> str:
    return "|".join(word for word in words.split("|") if "…" not in word)


WAS = compiled(
    rf"{english(_plain(tw.CESSATION[0]) + '|' + _plain(tw.GONE[0]) + '|' + tw.REPLACED_EN)}|\bused\s+to\b"
    rf"|{alternatives(tw.CESSATION[1] + '|' + tw.GONE[1])}|以前|之前|曾经|原来"
)
"""What was: the turn lexicon's endings and things gone or replaced (``turn_words``), and a past."""


def holds_more(message: str, recorded: Sequence[str]) -> bool:
    """Whether ``message`` says more than the memories it backs (their texts ``recorded``; none: it
    backs no memory, so it is all unrecorded). The memories' own texts are cut out of the message
    first, so that the bigrams across a cut (爬楼梯也 → 梯也) count for nothing."""
    texts = tuple(text for text in recorded if text.strip())
    return True if not texts else _holds_more(message, texts)


@lru_cache(maxsize=8192)
def _holds_more(message: str, texts: tuple[str, ...]) -> bool:
    """Cached: a user's messages come back on every context call, and reading a text's terms costs
    about a millisecond (measured: 64 messages 69 ms uncached on the shared host)."""
    rest = message.casefold()
    for text in sorted(texts, key=len, reverse=True):
        rest = rest.replace(text.casefold().strip(), "\n")
    held = {term for text in texts for term in query_terms(text)}
    said = [term for term in query_terms(rest) if term not in held]
    return len(said) >= REST and not WAS.search(rest)
