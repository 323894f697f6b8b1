"""A new employer named by its type only, in a span of the user's working life (pure): "First week at
the pharma company done" after "I'm a nurse at St Thomas'" (docs/extraction.md, "An employer named by
its type").

A held employer is often replaced by one the user does not name: "my first month at the new agency",
"three weeks at the law firm". The frame is the one that makes a name said in passing the user's
(``held_frames_en``: a span of working life at an employer) and the value a noun of an employer's type
("company", "firm", "agency", …) with up to two words before it. It is an organisation
(``held_kinds.Named``), so it replaces only a held employer (``held_kinds.replacing``), through the
same gates as a name: said about the user as a lasting state, or with no word of any other person
(``held_kinds_en.judged``); an ending ("last week at the firm") and another person's span are no frame.
"""

from memory_center.extraction.held_kinds import Named
from memory_center.extraction.held_kinds_en import judged
from memory_center.extraction.rules.split import statements
from memory_center.extraction.rules.text import compiled, is_chinese

_TYPED = compiled(
    r"\b(?:(?:day|days|week|weeks|month|months|shifts?|onboarding|induction|probation)(?:\s+\w+)?)\s+at\s+"
    r"(?:the|my)\s+(?:new\s+)?(?P<value>(?:[a-z'’-]+\s+){0,2}?(?:company|firm|startup|start-up|agency"
    r"|consultancy|practice|employer|charity|nonprofit|non-profit|hospital|clinic|surgery|school|academy"
    r"|nursery|pharmacy|bakery|restaurant|hotel|lab|laboratory|studio|bank|warehouse|factory|newsroom))\b"
)
"""A span of working life at an employer named by its type ("first week at the pharma company")."""
_NOT_OURS = compiled(r"\b(?:last|final)\s+(?:\w+\s+)?$|\b[A-Z][a-z]+'s\s|\b(?:his|her|their)\s")
_ORGANISATION = frozenset({"organisation"})


def typed_employers(text: str) -> list[Named]:
    """The employers a message names by their type in a span of the user's working life."""
    found: list[Named] = []
    if is_chinese(text) or " at " not in text:
        return found
    for statement in statements(text)[:20]:
        kept = judged(statement) or judged(statement, unowned=True)
        for clause, _ in kept:
            match = _TYPED.search(clause)
            if match is not None and not _NOT_OURS.search(clause[: match.start()] + " "):
                found.append(Named(match["value"], _ORGANISATION, statement, clause))
    return found
