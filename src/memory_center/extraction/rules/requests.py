"""Polite and indirect requests, read as the orders they are.

People rarely give a standing rule as a bare imperative. "I'd appreciate it if you never booked me on
flights before 8am", "I'd rather you didn't send me surveys", "Could you please always cc my
assistant?", "Would you mind not calling me on Sundays?", "It's important that you only use my work
email", "I need you to always confirm with me first" are "never book me on flights before 8am",
"don't send me surveys", "always cc my assistant", "don't call me on Sundays", "only use my work
email", "always confirm with me first". ``as_imperative`` gives that imperative (lead cut, "didn't" /
"not to" → "don't", a past-tense verb after the rule word in its base form), or None when the clause
does not start like a request; the standing-rule reader then reads the imperative. A request said as a
question ("Could you never …?") is a request, not a question (``is_request``).
"""

from memory_center.extraction.rules.text import compiled

_LEAD = compiled(
    r"^(?:(?:please|pls|kindly)\s+)+"
    r"|^(?:could|can|would|will)\s+you\s+(?:please\s+|kindly\s+)?"
    r"(?=(?:not|never|always|only|stop|no longer)\b)"
    r"|^would\s+you\s+(?:please\s+)?mind\s+(?=not\b)"
    r"|^i(?:'d|\s+would)\s+(?:really\s+|much\s+)?"
    r"(?:appreciate\s+it|be\s+(?:very\s+|so\s+)?(?:grateful|happy|glad|thankful)|prefer\s+it|like\s+it)\s+if\s+you\s+(?:would\s+|could\s+)?"
    r"|^i(?:'d|\s+would)\s+(?:much\s+|really\s+)?(?:rather|prefer)\s+(?:that\s+)?you\s+"
    r"|^i(?:'d|\s+would)\s+(?:really\s+)?like\s+you\s+to\s+"
    r"|^i\s+(?:really\s+)?(?:need|want)\s+you\s+to\s+"
    r"|^you\s+(?:must|should|have\s+to|need\s+to|will)\s+(?=(?:always|never|only|not|stop)\b)"
    r"|^(?:it's|it\s+is)\s+(?:very\s+|really\s+|so\s+)?(?:important|essential|crucial|vital)"
    r"(?:\s+to\s+me)?\s+(?:that\s+)?you\s+"
)
_NEGATION = compiled(
    r"^(?:didn't|did\s+not|wouldn't|would\s+not|won't|will\s+not|don't|do\s+not|not\s+to|not)\s+"
)
_FIRST_WORD = compiled(r"^[a-z]+ed\b")
_RULE_WORD = compiled(r"^(?P<word>don't|never|always|only|stop|no longer)\s+(?P<verb>[a-z]+)\b")
_IRREGULAR = {
    "sent": "send",
    "gave": "give",
    "sold": "sell",
    "told": "tell",
    "wrote": "write",
    "spoke": "speak",
    "brought": "bring",
    "bought": "buy",
    "chose": "choose",
    "got": "get",
    "left": "leave",
    "rang": "ring",
    "made": "make",
    "put": "put",
}
_REQUEST_QUESTION = compiled(
    r"^(?:(?:please|kindly)\s+)?(?:could|can|would|will)\s+you\s+(?:please\s+|kindly\s+)?"
    r"(?:(?:not|never|always|only|stop|no longer|make sure|ensure)\b|mind\s+not\b)"
)


def base_verb(word: str, verbs: frozenset[str]) -> str:
    """A past-tense verb of ``verbs`` in its base form ("booked" → "book", "scheduled" → "schedule",
    "replied" → "reply", "sent" → "send"); any other word as it is."""
    lower = word.lower()
    if lower in _IRREGULAR:
        return _IRREGULAR[lower]
    if lower.endswith("ed"):
        stem = lower[:-2]
        for candidate in (stem, stem + "e", stem[:-1], lower[:-3] + "y"):
            if candidate in verbs:
                return candidate
    return word


def as_imperative(clause: str, verbs: frozenset[str]) -> str | None:
    """The imperative a polite or indirect request stands for, or None if the clause is not one
    (``verbs``: the actions a rule names, whose past tense is read back to them)."""
    lead = _LEAD.match(clause)
    if lead is None:
        return None
    rest = clause[lead.end() :].strip()
    rest = _NEGATION.sub("don't ", rest, count=1)
    if match := _FIRST_WORD.match(rest):  # "… if you stopped sending me …" → "stop sending me …"
        rest = base_verb(match[0], verbs | {"stop"}) + rest[match.end() :]
    if match := _RULE_WORD.match(rest):
        rest = f"{match['word']} {base_verb(match['verb'], verbs)}{rest[match.end() :]}"
    return rest or None


def starts_as_request(clause: str) -> bool:
    """The clause starts like a polite or indirect request to the agent ("You must always …",
    "I'd rather you …"): it is about the user, though it may start with "you"."""
    return _LEAD.match(clause) is not None


def is_request(statement: str) -> bool:
    """A rule asked as a question: "Could you please never …?", "Would you mind not …?"."""
    return bool(_REQUEST_QUESTION.match(statement.strip()))
