"""The write path's last word on a message that looks like a change and is none (pure, after every
step; docs/extraction.md, "Session 30: look-alikes that change nothing"). Whichever step placed a
lasting memory or an ending — the rules, the frames, a held step, the slots by meaning — it is dropped
when ``extraction.look_alikes`` judges that the message tells nothing lasting of the user:

- a marked joke, a hesitation or a passing illness: every lasting candidate (values and endings) goes,
  memories of this session stay;
- a resolution said playfully whose slot value is none of the slot's options, or an ending of that
  slot with no option named (骑大象上班🐘): the slot's candidates go;
- a constraint said only in a clause of a dependant's (the cat's diet, the toddler's milk) is theirs:
  kept as a free-text fact about them (subject: its owner), never the user's rule; a value of the user's
  said only in a service agent's clause (the courier's delivery to 海淀) is dropped;
- a recurring event moved with a word of this time only ("this week", 这周三…挪到周四): a one-off.
"""

import re
from dataclasses import replace

from memory_center.enums import MemoryType, Scope
from memory_center.extraction.contract import ExtractedCandidate, ExtractionInput, ExtractionResult
from memory_center.extraction.look_alikes import not_lasting, others_part, owner_word, playful_resolution
from memory_center.extraction.rules.free_text import FREE_TEXT_PREDICATE, statement_key
from memory_center.extraction.rules.schedule import recurs
from memory_center.extraction.schema import BY_NAME
from memory_center.governance.dated import SCHEDULED
from memory_center.governance.lasting import says_one_time

LASTING_SCOPES = frozenset({Scope.USER, Scope.AGENT, Scope.DEPARTMENT, Scope.TENANT})
_PLAIN = re.compile(r"[\W_]+")
_STANCES = frozenset({"like", "dislike", "only", "never", "required", "has", "none", "love", "hate"})
"""Values that are a stance, not words of the message: the candidate's subject says what it is about."""


def without_look_alikes(message: ExtractionInput, result: ExtractionResult) -> ExtractionResult:
    """``result`` less the lasting candidates a look-alike message gives (module docstring)."""
    if message.role != "user" or not result.candidates:
        return result
    text = message.text
    if not_lasting(text) is not None:
        kept = [c for c in result.candidates if c.scope not in LASTING_SCOPES]
    else:
        playful = playful_resolution(text) and any(_unlisted(c) for c in result.candidates)
        # a playful resolution to an unlisted value: its slot values and every ending it gave are a joke
        kept = [c for c in result.candidates if not (playful and _joked(c)) and not _once(c, text)]
        kept = _theirs_apart(kept, text)
    if kept == result.candidates:
        return result
    return replace(result, candidates=kept)


def _unlisted(candidate: ExtractedCandidate) -> bool:
    """A lasting slot value of the user's that is none of its slot's options, or an ending of an option
    slot whose statement names none of them."""
    slot = BY_NAME.get(candidate.predicate or "")
    if (
        candidate.subject != "user"
        or slot is None
        or not slot.options
        or candidate.scope not in LASTING_SCOPES
    ):
        return False
    if candidate.ends is not None or (candidate.object_value or "none") == "none":
        said = candidate.content.casefold()
        return not any(option.casefold() in said for option in slot.options)
    value = (candidate.object_value or "").casefold()
    return not any(option.casefold() in value or value in option.casefold() for option in slot.options)


def _joked(candidate: ExtractedCandidate) -> bool:
    return candidate.scope in LASTING_SCOPES and (candidate.ends is not None or _unlisted(candidate))


def _once(candidate: ExtractedCandidate, text: str) -> bool:
    """A recurring event (a class on a weekday) moved with a word of this time only."""
    return (
        candidate.predicate == SCHEDULED
        and candidate.subject is not None
        and candidate.object_value is not None
        and recurs(candidate.subject, candidate.object_value)
        and says_one_time(text)
    )


def _theirs_apart(candidates: list[ExtractedCandidate], text: str) -> list[ExtractedCandidate]:
    """A constraint said only in someone else's clauses is theirs (kept as a fact about them when it is
    free text); a value of the user's said only in a service agent's clause (the courier's) is none. An
    ending is never theirs: a held step may end a memory by another's event (a birth, a weaning)."""
    theirs, own, agent = others_part(text)
    if not theirs:
        return candidates
    theirs_plain, own_plain = _plain(theirs), _plain(own)
    kept = []
    for c in candidates:
        constraint = c.memory_type is MemoryType.CONSTRAINT
        valued = agent and c.subject == "user"
        if c.scope not in LASTING_SCOPES or c.ends is not None or not (constraint or valued):
            kept.append(c)
            continue
        said = _said(c, text)
        if not said or said not in theirs_plain or said in own_plain:
            kept.append(c)
        elif constraint:  # the dependant's need, kept as a statement about them ("my parrot kiwi screams …")
            kept.append(_about(c, owner_word(theirs)))
    return kept


def _about(candidate: ExtractedCandidate, owner: str) -> ExtractedCandidate:
    """A constraint of someone else's as a free-text fact about them (subject: its owner)."""
    words = candidate.content.strip(" .。!！")
    return replace(
        candidate,
        memory_type=MemoryType.FACT,
        subject=owner,
        predicate=FREE_TEXT_PREDICATE + statement_key(words),
        object_value=words,
    )


def _said(candidate: ExtractedCandidate, text: str) -> str:
    """What of the message the candidate says: its value, else its subject, else its words."""
    plain = _plain(text)
    value = None if (candidate.object_value or "").casefold() in _STANCES else candidate.object_value
    for part in (value, candidate.subject, candidate.content):
        said = _plain(part or "")
        if said and said != "user" and said in plain:
            return said
    return ""


def _plain(text: str) -> str:
    return _PLAIN.sub("", text.casefold())
