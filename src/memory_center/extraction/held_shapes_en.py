"""English values of a closed shape (pure): a job title, an email address, compared by kind with the
user's held ones like places and brands (docs/extraction.md, "Values of a closed shape").

Their kind is told by their shape, not by a list of names. A job title is a role word of a closed list
(``ROLES_EN``) after a word that gives the user a role ("as a team lead", "being a director",
"promoted to charge nurse", "I'm a junior analyst"). An address has an ``@`` and a domain; it reaches
extraction only for a tenant whose ``email_is_sensitive`` is off, and phone numbers are always redacted
before it, so they are not read here (docs/security.md). A value of such a kind is the user's only when
the statement names the user and no one else stands before the value (or the title's lead) in its
clause: "cc my boss on …", "my sister just became a head nurse" are someone else's.
"""

import re

from memory_center.extraction.rules.text import compiled

EMAIL = "email"
JOB = "job"

ROLES_EN = (
    "developer|engineer|programmer|analyst|designer|manager|director|lead|chef|cook|nurse|teacher|lecturer"
    "|professor|associate|accountant|auditor|consultant|editor|officer|supervisor|cashier|architect|scientist"
    "|researcher|administrator|coordinator|specialist|technician|solicitor|lawyer|attorney|paralegal"
    "|intern|trainee|apprentice|pharmacist|doctor|surgeon|registrar|clerk|receptionist|barista|mechanic"
    "|electrician|producer|writer|copywriter|recruiter|executive|controller|planner|tester|vp|cto|ceo|cfo"
    "|coo|founder|co-founder|head of [a-z]+|partner|principal|headteacher|midwife|paramedic|therapist"
    "|physiotherapist|dentist|vet|pilot|steward|stewardess|agent|representative|rep|advisor|adviser"
    "|assistant|secretary|foreman|superintendent|sergeant|constable|caretaker|librarian|tutor|coach"
)
"""Role words a job title ends with (data): "team lead", "senior analyst", "head chef"."""

_ROLE_LEAD = compiled(
    r"\b(?:(?:being|became|become|becoming|i'm|i am|im)\s+an?|(?:as|promoted to|made|work as|working as"
    r"|job as|role as|started as|hired as|taken on as)(?:\s+(?:an?|their|our))?)\s+"
)
_TITLE = compiled(
    rf"(?:(?!(?:an?|the|my|our|their|his|her|your|its|this|that|and|or|of|at|in|for|to)\b)[a-z][a-z-]*\s+){{0,2}}?(?:{ROLES_EN})\b(?!'s)"
)
_NOT_TITLE = compiled(r"^(?:big|huge|massive|total|real|bit|kind|sort|little|good|bad|great|fan|mess)\b")
_EMAIL = re.compile(r"(?<![\w.+-])[A-Za-z0-9][\w.%+-]*@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}")
_ME = compiled(r"\b(?:I|I'm|I've|me|my|mine)\b")
_SOMEONE = compiled(
    r"\b(?:(?!(?:it|that|here|there|what|who|he|she)'s)\w+'s|his|her|their|he|she|they|cc|forward|boss|manager|colleague|wife|husband|partner|mum|mom"
    r"|dad|sister|brother|friend|son|daughter|plumber|landlord|client|customer|doctor|dentist)\b"
)
_MAYBE = compiled(
    r"\b(?:if|might|maybe|perhaps|thinking|considering|plan(?:ning)? to|going to|gonna|want to|wanna"
    r"|wish|hope|hoping|dream|someday|one day|interview|applied|applying)\b"
)


def shaped(clause: str, statement: str, about: bool = False) -> list[tuple[int, str, frozenset[str]]]:
    """The values of a closed shape a clause says about the user, with where each starts. ``about``:
    the caller read the statement as the user's already (a fragment: "Got promoted to charge nurse")."""
    if "@" not in clause and _ROLE_LEAD.search(clause) is None:
        return []  # the cheap gate first: most clauses have neither
    if not (about or _ME.search(statement)) or _MAYBE.search(statement):
        return []
    found: list[tuple[int, str, frozenset[str]]] = []
    for match in _EMAIL.finditer(clause):
        found.append((match.start(), match.group(0).rstrip("."), frozenset({EMAIL})))
    found = [one for one in found if not _SOMEONE.search(clause[: one[0]])]
    for lead in _ROLE_LEAD.finditer(clause):
        title = _TITLE.match(clause, lead.end())
        if title is None or _NOT_TITLE.match(title.group(0)) or _SOMEONE.search(clause[: lead.start()]):
            continue  # "as their finance manager" is the user's title; "my sister became a …" is not
        found.append((lead.start(), title.group(0), frozenset({JOB})))  # gated from its lead
    return found


def held_shape(content: str) -> str | None:
    """The kind of closed shape a held free-text memory of the user holds (``my work email is …``)."""
    kinds = {kind for clause in (content,) for _, _, kinds in shaped(clause, content) for kind in kinds}
    return kinds.pop() if len(kinds) == 1 else None
