"""A statement's declarative head, kept apart from a tail that asks or plans (docs/extraction.md,
"The head of a statement").

"My employee ID is 58213, you'll need it for the expense portal", "my brother lives in Austin, I'm
going to visit him at some point this year", 我哥哥住在上海，能不能帮我查一下机票: the first clauses
state a lasting fact; a later clause is a request, a question, a hypothetical ("if you ever need"), a
plan ("I'm going to …") or an aside to the agent ("you'll need it for …"). The gates of the free-text
fallback and the statement's one-time words (``governance.lasting``) judge the whole statement; the
head is judged on its own instead, and the tail still stores nothing lasting of its own.

A tail that changes what the head says (a correction, an ending, a turn away, a past state, a
retraction, sarcasm) keeps the statement whole: "I live in Austin, but not anymore" has no head.
"""

import re

import memory_center.extraction.rules.said_gates as g
from memory_center.extraction.rules.asserted import is_plan, is_retraction, is_sarcastic
from memory_center.extraction.rules.requests import is_request, starts_as_request
from memory_center.extraction.rules.split import clauses
from memory_center.extraction.rules.text import compiled, trim

_TAIL_EN = compiled(
    r"^(?:can|could|would|will|do|does|did|is|are|what|which|where|when|how|any|anything|remind|help|find|book"
    r"|tell|send|email|text|call|draft|check|let\s+me|put|add|set|show|look|search|order|buy|note|save|keep|pls)\b"
)
"""A later clause that opens as a question or an order to the agent ("…, remind me a week before")."""
_HEDGE_EN = compiled(
    r"^(?:so\s+|and\s+|but\s+)?(?:(?:i|we)\s+)?(?:might|may|should|could|would|need\s+to|have\s+to|gotta|gonna"
    r"|will\s+need|will\s+have|(?:i|we)'ll\s+(?:need|have)|(?:i|we)'d\s+(?:better|like|love)|probably|maybe)\b"
)
"""A later clause that hedges or plans what the user may do about the head ("…, so i might need to renew
before the trip", "…, need to email him about the leak"): no fact of its own, and no change of the head."""
_SUPPOSED_FOR_YOU = compiled(
    r"\s+(?=(?:if|in\s+case|just\s+in\s+case|whenever|should)\s+(?:you|u|ever|anything|something|needed"
    r"|necessary|it\s+helps)\b"
    r"|so\s+(?:i|we)\s+(?:might|may|should|could|need\s+to|have\s+to|gotta|gonna|will\s+need|'ll\s+need)\b)"
)
"""A tail inside the last clause that supposes a later need of the agent's ("… if you ever need to email
him", "… in case you need it"), not a condition of the fact itself ("I drink coffee only if it's decaf")."""
_TAIL_ZH = re.compile(
    r"^(?:所以|那)?(?:我)?(?:能不能|能否|可不可以|可以|有没有|帮|请|麻烦|提醒|记得|以后|到时|下次|回头|可能要|可能得|也许|估计"
    r"|得赶紧|得去|打算|准备)"
)


def is_tail(clause: str) -> bool:
    """A clause that asks, plans or supposes: nothing lasting of its own (whether it changes the head
    is ``breaks``)."""
    text = g.unmasked(trim(clause))
    if not text:
        return False
    if g.QUESTION.search(text) or is_request(text) or starts_as_request(text) or is_plan(text):
        return True
    return bool(
        _TAIL_EN.match(text) or _HEDGE_EN.match(text) or _TAIL_ZH.match(text) or g.TAIL_ANY.search(text)
    )


def breaks(clause: str) -> bool:
    """A clause that changes what was said before it: a correction, an ending, a retraction, sarcasm."""
    text = trim(clause)
    return bool(is_retraction(text) or is_sarcastic(text) or g.BREAK_ANY.search(text))


def head_of(body: str, parts: list[str] | None = None) -> tuple[str, int] | None:
    """The statement's head and its number of clauses, when a later clause is a tail and none changes
    the head, else None (``parts``: the body's clauses, when already split)."""
    parts = clauses(body) if parts is None else parts
    for index, part in enumerate(parts):
        if index and is_tail(part):
            if any(breaks(rest) for rest in parts[index:]):
                return None
            head = _cut(body, parts[index])
            return (head, index) if head else None
    supposed = _SUPPOSED_FOR_YOU.search(parts[-1]) if parts else None
    if supposed is None or supposed.start() == 0 or breaks(parts[-1]):
        return None
    if is_tail(parts[-1][: supposed.start()]):
        return None
    head = _cut(body, parts[-1][supposed.end() :])
    return (head, len(parts)) if head else None


def _cut(body: str, tail: str) -> str:
    """``body`` up to where the clause ``tail`` starts (its own punctuation, not rebuilt)."""
    at = body.rfind(tail)
    return trim(re.sub(r"[\s,，]*\b(?:but|and|so)\s*$", "", body[:at])) if at > 0 else ""
