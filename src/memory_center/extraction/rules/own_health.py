"""Every statement of the user's own health is a USER CONSTRAINT (docs/evaluation.md, "Session 22:
health as constraints"), wherever it sits in the message: a reason inside a request ("can you find a
bakery …, since i've got celiac"), a save request the reader kept as a note ("Keep in mind my blood
pressure is high, …"), a statement an eye-roll or a "lol" colours ("doc's orders 🙄", "Lactose and I
are not friends lol"), a reaction of the body told as a story (小时候吃芒果嘴肿过一回). The reader asks
``health_rule`` after each statement; it gives a rule only when none of the statement's readings is
one, and the FACTs of the statement's own words (the note, a free-text copy) give way to it.

What gives no rule is what the free text's health gates already keep out (``free_text``): a question,
a supposition, someone else's health, a day's ailment, health that is over, a joke, a figure of speech.
"""

import re
import unicodedata
from typing import Any

import memory_center.extraction.rules.said_gates as g
from memory_center.enums import MemoryType
from memory_center.extraction.rules.asserted import is_sarcastic
from memory_center.extraction.rules.conditions import names_health, outgrown, read_body
from memory_center.extraction.rules.free_text import (
    FREE_TEXT_PREDICATE,
    MAX_CHARS,
    USER,
    about,
    not_health_now,
    own_health_subject,
    statement_reading,
)
from memory_center.extraction.rules.health import allergic_to_no_allergen, health_joke
from memory_center.extraction.rules.model import Reading
from memory_center.extraction.rules.named_health import health_over
from memory_center.extraction.rules.openings import is_question
from memory_center.extraction.rules.owned_by import opening_owner
from memory_center.extraction.rules.retract import retraction_in
from memory_center.extraction.rules.split import clauses
from memory_center.extraction.rules.text import trim
from memory_center.extraction.schema import BY_NAME
from memory_center.governance.prescribed import prescribed_for_weeks

HEALTH_PREDICATES = frozenset({"allergy", "intolerance", "condition", "medication", "restriction", "diet"})
_BECAUSE = re.compile(
    r"^(?:(?:since|because|cause|cuz|coz|bc|b/c|as|given that|seeing as|and|but|also|plus|so)[\s,]+)+"
    r"|^(?:因为|由于|毕竟|而且|加上|再说)+",
    re.IGNORECASE,
)
"""A clause that gives the reason of a request ("…, since i've got celiac", 因为我乳糖不耐受): the
health it tells is the user's all the same."""


_WHEN = re.compile(
    r"^[^，,。；;]{1,16}?(?:以后|之后|后)(?=我|，|,)|\b(?:after|since)\s+(?:my|the|a|an|his|her)\s+[\w\s-]{1,30}?(?=,|$)",
    re.IGNORECASE,
)
"""A time said by an event ("膝盖手术以后", "after my knee surgery"): its health says when, not what."""
_ROLL = re.compile(r"[\U0001F644\U0001F643\U0001F612]")


def own_health_clause(body: str, whole: bool = True) -> str | None:
    """The words of a statement that tell the user's own lasting health: the whole statement, else the
    first clause that does (a reason inside a request: "can you find a bakery …, since i've got
    celiac"); None when no part does — a question, a supposition, someone else's health, a day's
    ailment, health that is over or a joke (the gates of ``read_free_text``'s health)."""
    text = trim(unicodedata.normalize("NFKC", body))
    if not text or len(text) > MAX_CHARS:
        return None
    parts = _users_parts([trim(_BECAUSE.sub("", trim(part))) for part in clauses(text)])
    asked = is_question(body.strip())
    kept = (parts[:-1] if g.QUESTION.search(body.strip()) else parts[1:]) if asked else parts
    # the clause that asks is no statement ("…有什么副作用？")
    told = next(
        (part for part in ("" if asked or not whole else text, *kept) if part and _tells_own_health(part)),
        None,
    )
    if told is None:
        return None  # most statements name no health: the gates of the whole statement are read after
    if retraction_in(text) is not None or is_sarcastic(_ROLL.sub("", text)):
        return None  # sarcasm in words ("…, said no one ever"); an eye-roll is a tone ("doc's orders 🙄")
    if health_over(_NOT_OVER.sub("", text)) and not any(_reacts(part) for part in (text, *parts)):
        return None  # over for the whole statement (我以前有过敏性鼻炎，现在好了), not only for one clause
    return told


_OWN_SUBJECT = re.compile(
    r"^(?:(?:and|but|so|also|though|plus)\s+)*(?:i|i'm|im|i've|i'd|me|my|myself)\b|^(?:而且|但是?|所以|不过|可)?我(?!们的?(?:家|孩子))",
    re.IGNORECASE,
)


def _users_parts(parts: list[str]) -> list[str]:
    """The clauses that are the user's: a clause with no subject of its own belongs to the owner of the
    clause before it ("我妈有糖尿病，每天得打胰岛素": both the mother's; "My son has asthma, on a steroid
    inhaler": both the son's), until a clause names the user again ("…, I'm fine though")."""
    kept: list[str] = []
    theirs = False
    for part in parts:
        if opening_owner(part) is not None:
            theirs = True
        elif _OWN_SUBJECT.match(part):
            theirs = False
        if not theirs:
            kept.append(part)
    return kept


_NOT_OVER = re.compile(
    r"\b(?:never|not|n't|hasn't|haven't|hadn't|didn't|still\s+not)\s+(?:(?:really|fully|completely|quite"
    r"|properly|totally|yet)\s+)*(?:recovered|healed|cured|got\s+over|get\s+over|gotten\s+over)\b"
    r"|(?:没|还没|没有|一直没)(?:完全|彻底)?(?:好|恢复|痊愈|治好)",
    re.IGNORECASE,
)
"""Health said not to be over ("never fully recovered", "still hasn't healed right", 一直没好利索): its
word of recovery tells no recovery."""
_LAUGHTER = re.compile(r"\b(?:lol|haha\w*|lmao)\b|哈哈+|😂|🤣", re.IGNORECASE)
_HYPERBOLE = re.compile(
    r"\b(?:basically|practically|literally|pretty\s+much|kinda|kind\s+of|sort\s+of|might\s+as\s+well)\b"
    r"|简直|快要?(?=得)",
    re.IGNORECASE,
)
"""Health said as a figure ("I'm basically diabetic after that cake lol", 简直要得糖尿病了): laughter with it
is a joke; laughter alone is the tone of a true statement ("Lactose and I are not friends lol")."""


def _reacts(text: str) -> bool:
    return (body := read_body(text)) is not None and body.object_value == "reacts"


def _tells_own_health(text: str) -> bool:
    if g.QUESTION.search(text) or is_question(text) or is_sarcastic(text) or _HYPERBOLE.search(text):
        return False
    untimed = _WHEN.sub(" ", text)
    if not (names_health(untimed) or read_body(untimed) is not None or prescribed_for_weeks(text)):
        return False  # health named only as a time ("膝盖手术以后我就不打网球了": the change of a habit)
    laughing = _LAUGHTER.search(text) is not None and not allergic_to_no_allergen(text)
    joke = health_joke(_LAUGHTER.sub("", text) if laughing else text)
    reacts = _reacts(text)
    if (not reacts and health_over(_NOT_OVER.sub("", text))) or joke or g.REPORTED_ANY.search(text):
        return False  # a reaction of the body told as a story ("as a kid", 小时候) is still the body's
    return (about(text) or own_health_subject(text)) == USER and not not_health_now(g.unmasked(text))


def health_rule(
    body: str, found: dict[tuple[str, str], tuple[Any, str, bool]], keys: list[tuple[str, str]]
) -> tuple[Reading, str] | None:
    """The USER CONSTRAINT a statement of the user's own health gives when none of its readings
    (``found`` under ``keys``: the reader's) is a rule of health — a reason inside a request, a save
    request kept as a note, a FACT of its words — and the words that tell it; the FACTs of its words
    give way to it. A statement that says a reaction is outgrown ("… as a kid but I outgrew it")
    drops the reactions read from it, and gives no rule."""
    held = [found[key][0].reading for key in keys if key in found]
    if outgrown(body):
        _drop(found, [reading for reading in held if reading.object_value == "reacts"])
        return None
    if any(
        reading.memory_type is MemoryType.CONSTRAINT
        and (reading.predicate in HEALTH_PREDICATES or reading.predicate.startswith(FREE_TEXT_PREDICATE))
        for reading in held
    ) or any(_names_a_person(reading) for reading in held):
        return None  # a rule already, or who the user's dentist or doctor is (我的牙医是王医生): no health
    words = [
        reading
        for reading in held
        if reading.memory_type is MemoryType.FACT
        and (reading.subject == "note" or reading.predicate.startswith(FREE_TEXT_PREDICATE))
    ]
    told = own_health_clause(body, whole=len(words) == len(held))  # beside other readings: its clause
    if told is None:
        return None
    _drop(found, words)
    body_said = read_body(told)
    return (body_said if body_said is not None else statement_reading(MemoryType.CONSTRAINT, told)), told


def _names_a_person(reading: Reading) -> bool:
    slot = BY_NAME.get(reading.predicate) if reading.subject == "user" else None
    return slot is not None and slot.value == "person"


def _drop(found: dict[tuple[str, str], tuple[Any, str, bool]], readings: list[Reading]) -> None:
    for reading in readings:
        found.pop((reading.subject, reading.predicate), None)
