"""The same memory said differently (pure): is an ACTIVE fact of the owner, with another key than the
candidate's, about the same thing and attribute? And what governance does when it is.

Only facts of the same owner, scope and scope ids (``FactKey.space``) and the same predicate family
are ever compared; the write path never asks about others. Within them, a fact is

- ``SAME_SUBJECT``: its subject equals the candidate's after ``core_subject`` (articles, possessives,
  "anymore"/"no longer", plurals, Chinese particles and a leading eat/drink/watch verb dropped);
- ``CLOSE``: the candidate's subject, embedded, is at least ``sure`` similar (cosine) to the fact's
  stored vector (its content, as the semantic index holds it), and the two subjects share a term once
  the modifier option each starts with is set aside (a time of day: ``share_a_thing``);
- ``UNSURE``: the two subjects share a term, with a similarity in ``[unsure, sure)``, or above it when
  the shared term is only a modifier ("早上跑步" against the rule "早上航班": both kept, a reviewer decides);
- ``ALTERNATIVE``: another option of the same choice (``governance.choices``: a window or an aisle
  seat, economy or business class), whatever the similarity.

A whole statement's vector says little about which memory it is ("I like green tea" is as close to
"I like black tea" as to "I don't drink green tea drinks anymore"); the subject against the stored
fact does much better. The thresholds per embedder are measured by ``bench/match_threshold.py``
(docs/governance.md). A fact without a vector yet is matched by its subject alone.

Then, in order (``SAME_MEMORY_POLICIES``; the nearest neighbour only, ``SAME_SUBJECT`` before
``CLOSE`` before ``UNSURE``, then by similarity):

1. ``merge_same_memory``: sure, same value → MERGE same_memory_merged, unless the draft corrects the
   held memory's words (``rewords``) and they differ: then 2.;
2. ``supersede_same_memory``: sure, another value (a flipped polarity is one) → SUPERSEDE
   same_memory_supersedes when the source is at least as trusted, else NEEDS_CONFIRMATION
   same_memory_lower_trust (a CONFLICT link to the fact's evidence);
3. ``review_similar_memory``: unsure, another value → NEEDS_CONFIRMATION similar_memory_unsure (both
   kept until a reviewer decides); unsure with the same value is a new fact (nothing contradicts).

A ``SLOT`` neighbour (one single-valued slot of the key schema held in its other shape: ``user /
airline`` against ``klm / preference``, the shape stored before the slot had one key) goes through
``replace_slot_value`` alone. An ``ALTERNATIVE`` neighbour goes through ``choose_alternative`` alone:
when both stances pick their option (like, required, only) the new one supersedes the old one, as a
change of mind about the choice (same_memory_supersedes, or same_memory_lower_trust from a less
trusted source); a dislike or a "never" of one option is a memory of its own beside the other. Among
several alternatives the one the user holds a picking stance on is the nearest.
"""

import functools
import math
import re
import unicodedata
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, replace
from enum import StrEnum

from memory_center.enums import TRUST_RANK
from memory_center.extraction.schema import linked_slot, option_of
from memory_center.governance.choices import CHOICES, MODIFIER_CHOICES, POSITIVE_STANCES, placed_alike
from memory_center.governance.drafts import CandidateDraft
from memory_center.governance.held import keep_held_unit, refuse_ending
from memory_center.governance.policies import (
    Decision,
    ExistingFact,
    Outcome,
    Reason,
    Screening,
    settle,
)
from memory_center.governance.values import normalise_value, same_value

# --- predicate families -------------------------------------------------------------------------------

_FAMILIES: dict[str, tuple[str, ...]] = {
    "preference": (
        "preference", "preferences", "like", "likes", "dislike", "dislikes", "love", "loves", "hate",
        "hates", "prefer", "prefers", "enjoy", "enjoys", "opinion", "attitude", "taste", "喜好", "偏好",
        "喜欢", "口味",
    ),
    "residence": (
        "residence", "lives_in", "live_in", "living_in", "home", "home_city", "city", "current_city",
        "location", "居住地", "住址", "住在", "所在城市",
    ),
    "name": ("name", "called", "preferred_name", "nickname", "名字", "称呼", "姓名"),
    "job_title": ("job_title", "job", "occupation", "profession", "role", "position", "职业", "职位"),
    "workplace": ("workplace", "employer", "company", "works_at", "work_at", "公司", "单位", "工作单位"),
    "allergy": ("allergy", "allergies", "allergic", "allergic_to", "过敏"),
    "birthday": ("birthday", "date_of_birth", "birth_date", "生日", "出生日期"),
}  # fmt: skip
_FAMILY_OF = {member: family for family, members in _FAMILIES.items() for member in members}
_SEPARATORS = re.compile(r"[\s\-]+")


@functools.lru_cache(maxsize=4096)
def predicate_family(predicate: str) -> str:
    """The canonical family of a predicate ("likes", "preference" and "喜好" are one); a predicate
    outside every family is its own."""
    folded = _SEPARATORS.sub("_", unicodedata.normalize("NFKC", predicate).casefold().strip())
    return _FAMILY_OF.get(folded, folded)


def family_members(family: str) -> tuple[str, ...]:
    """The predicates of a family, as stored (canonical key parts: "_" and " " both)."""
    members = _FAMILIES.get(family, (family,))
    return tuple(dict.fromkeys([*members, *(m.replace("_", " ") for m in members)]))


# --- subjects ---------------------------------------------------------------------------------------------

_EN_FILLER = frozenset(
    ("the", "a", "an", "my", "our", "your", "his", "her", "their", "its", "some", "any", "anymore",
     "longer", "no", "not", "more", "really", "very", "so", "much", "too", "at", "all")
)  # fmt: skip
_ZH_FILLER = re.compile(r"不再|不|的|了|呢|吧|啊|呀|嘛|哦|么|都|也|还|再|很|太|更|最")
_ZH_LEADING_VERB = re.compile(r"^(?:吃|喝|看|听|玩|用|坐|去|做)(?=.)")
_WORD = re.compile(r"[a-z0-9]+|[^\x00-\x7f\s]+")
_HAN = re.compile(r"[\u3400-\u9fff]")


def _singular(word: str) -> str:
    """A comparison form of an English noun, the same for singular and plural: "movies" and "movie"
    → "movie", "berries" and "berry" → "berrie", "dishes" → "dish", "drinks" → "drink"."""
    if len(word) > 3 and word.endswith("ies"):
        return word[:-1]
    if len(word) > 2 and word.endswith("y") and word[-2] not in "aeiou":
        return word[:-1] + "ie"
    if len(word) > 4 and word.endswith(("ches", "shes", "sses", "xes")):
        return word[:-2]
    if len(word) > 3 and word.endswith("s") and not word.endswith(("ss", "us", "is")):
        return word[:-1]
    return word


def _words(subject: str) -> list[str]:
    folded = unicodedata.normalize("NFKC", subject).casefold().replace("_", " ")
    words: list[str] = []
    for word in _WORD.findall(folded):
        if word.isascii():
            if word not in _EN_FILLER:
                words.append(_singular(word))
            continue
        word = _ZH_LEADING_VERB.sub("", _ZH_FILLER.sub("", word))
        if word:
            words.append(word)
    return words


@functools.lru_cache(maxsize=65536)
def core_subject(subject: str) -> str:
    """A subject as compared for "the same thing": "Green teas anymore" → "green tea", "吃辣的" →
    "辣", "the window seats" → "window seat"."""
    return " ".join(_words(subject))


@functools.lru_cache(maxsize=65536)
def subject_terms(subject: str) -> frozenset[str]:
    """English words and single Chinese characters of the core subject."""
    terms: set[str] = set()
    for word in _words(subject):
        terms.update(_HAN.findall(word) if not word.isascii() else [word])
    return frozenset(terms)


@functools.cache
def _options() -> dict[str, tuple[str, str]]:
    return {
        core_subject(name): (choice, option)
        for choice, options in CHOICES.items()
        for option, names in options.items()
        for name in names.split("|")
    }


def alternatives(subject: str, other: str) -> bool:
    """Two subjects that name different options of one choice ("aisle seats", "the window seat"), or
    the same thing with different options of one modifier ("morning meetings", "afternoon meetings")."""
    a, b = _options().get(core_subject(subject)), _options().get(core_subject(other))
    if a is not None and b is not None:
        return a[0] == b[0] and a[1] != b[1]
    a, b = _schema_option(subject), _schema_option(other)
    if a is not None and b is not None:  # two options of one single-valued slot of the key schema
        return a[0] == b[0] and a[1] != b[1]
    return _modified_alike(core_subject(subject), core_subject(other)) or placed_alike(
        core_subject(subject), core_subject(other), core_subject
    )


def _schema_option(subject: str) -> tuple[str, str] | None:
    return option_of(subject) or option_of(core_subject(subject))


@functools.cache
def _modifiers() -> tuple[tuple[str, re.Pattern[str]], ...]:
    found = []
    for choice, words in MODIFIER_CHOICES.items():
        # in the comparison form of the subjects they are matched against ("early" → "earlie")
        ordered = sorted({core_subject(word) for word in words.split("|")}, key=len, reverse=True)
        english = "|".join(re.escape(w) for w in ordered if w.isascii())
        chinese = "|".join(re.escape(w) for w in ordered if not w.isascii())
        found.append(
            (
                choice,
                re.compile(rf"^(?:(?P<en>{english}) (?P<en_thing>.+)|(?P<zh>{chinese})(?P<zh_thing>.+))$"),
            )
        )
    return tuple(found)


@functools.lru_cache(maxsize=65536)
def _modified_alike(a: str, b: str) -> bool:
    """The same thing (at least one word or two characters) with two different modifiers of a class."""
    for _, pattern in _modifiers():
        first, second = pattern.match(a), pattern.match(b)
        if first is None or second is None:
            continue
        kind = "en" if first["en"] else "zh"
        thing, other_thing = first[f"{kind}_thing"], second[f"{kind}_thing"]
        if second[kind] and first[kind] != second[kind] and thing == other_thing and len(thing) >= 2:
            return True
    return False


def share_a_term(a: str, b: str) -> bool:
    """Subjects worth comparing by meaning: they have a word (or a Chinese character) in common."""
    return bool(subject_terms(a) & subject_terms(b))


def share_a_thing(a: str, b: str) -> bool:
    """A term in common other than a modifier's option: "早上跑步" and "早上航班", "morning run" and
    "morning flight" share only the time of day, so however close their vectors they are never sure to
    be one memory (a liking of one must not supersede a rule about the other)."""
    return bool(subject_terms(_unmodified(a)) & subject_terms(_unmodified(b)))


def _unmodified(subject: str) -> str:
    """The thing of a subject without the modifier option it starts with ("morning run" → "run")."""
    core = core_subject(subject)
    for _, pattern in _modifiers():
        if match := pattern.match(core):
            return str(match["en_thing"] if match["en"] else match["zh_thing"])
    return core


def cosine(a: Sequence[float], b: Sequence[float]) -> float:
    dot = math.fsum(x * y for x, y in zip(a, b, strict=True))
    norm = math.sqrt(math.fsum(x * x for x in a)) * math.sqrt(math.fsum(y * y for y in b))
    return dot / norm if norm else 0.0


# --- likeness -------------------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Thresholds:
    """Cosine similarity of a subject to a stored fact vector: ``sure`` and above is the same memory,
    ``unsure`` up to ``sure`` goes to review."""

    sure: float
    unsure: float


# Measured with bench/match_threshold.py (docs/governance.md), per embedder model name.
MEASURED_THRESHOLDS: dict[str, Thresholds] = {
    "all-MiniLM-L6-v2-int8*0.8+use-multilingual-v3*0.2": Thresholds(sure=0.68, unsure=0.60),
    "all-MiniLM-L6-v2-int8": Thresholds(sure=0.72, unsure=0.60),
    "multilingual-e5-small-q4": Thresholds(sure=0.92, unsure=0.90),
}


class Likeness(StrEnum):
    SAME_SUBJECT = "same_subject"
    CLOSE = "close"
    UNSURE = "unsure"
    ALTERNATIVE = "alternative"
    SLOT = "same_slot"


_RANK = {
    Likeness.SAME_SUBJECT: 0,
    Likeness.CLOSE: 1,
    Likeness.SLOT: 2,
    Likeness.ALTERNATIVE: 2,
    Likeness.UNSURE: 3,
}


@dataclass(frozen=True, slots=True)
class Neighbour:
    """An ACTIVE fact of the owner that may be the candidate's memory said differently."""

    fact: ExistingFact
    likeness: Likeness
    similarity: float | None = None

    @property
    def sure(self) -> bool:
        return self.likeness in (Likeness.SAME_SUBJECT, Likeness.CLOSE)

    @property
    def picked(self) -> bool:
        """The fact's stance picks its option (like, required, only)."""
        return (self.fact.object_value or "") in POSITIVE_STANCES


def likeness(
    subject: str, fact_subject: str, similarity: float | None, thresholds: Thresholds | None
) -> Likeness | None:
    if core_subject(subject) == core_subject(fact_subject):
        return Likeness.SAME_SUBJECT
    if alternatives(subject, fact_subject):
        return Likeness.ALTERNATIVE
    if similarity is None or thresholds is None or not share_a_term(subject, fact_subject):
        return None
    if similarity >= thresholds.sure and share_a_thing(subject, fact_subject):
        return Likeness.CLOSE
    return Likeness.UNSURE if similarity >= thresholds.unsure else None


def slot_family(subject: str, predicate: str) -> str | None:
    """The other predicate family a key's slot may be held in: a ``user / <slot>`` memory may still be
    held as a stance on one of the slot's options, as stored before the slot had one key, and a stance
    on an option may meet the slot's value (``schema.linked_slot``)."""
    slot = linked_slot(subject, predicate)
    if slot is None:
        return None
    return "preference" if subject == "user" else predicate_family(slot)


def same_slot(subject: str, predicate: str, fact_subject: str, fact_predicate: str) -> bool:
    """Two keys of one single-valued slot in its two shapes (``user / airline``, ``klm / preference``)."""
    mine, theirs = linked_slot(subject, predicate), linked_slot(fact_subject, fact_predicate)
    return mine is not None and mine == theirs and (subject == "user") != (fact_subject == "user")


def nearest(neighbours: Iterable[Neighbour]) -> Neighbour | None:
    ordered = sorted(neighbours, key=lambda n: (_RANK[n.likeness], not n.picked, -(n.similarity or 0.0)))
    return ordered[0] if ordered else None


# --- the policies ---------------------------------------------------------------------------------------


def _how(neighbour: Neighbour) -> str:
    if neighbour.likeness is Likeness.SAME_SUBJECT:
        return "the same subject in other words"
    if neighbour.likeness is Likeness.ALTERNATIVE:
        return "another option of the same choice"
    if neighbour.likeness is Likeness.SLOT:
        return "the same slot of the key schema"
    return f"a subject close in meaning (similarity {neighbour.similarity or 0.0:.2f})"


def merge_same_memory(draft: CandidateDraft, neighbour: Neighbour) -> Decision | None:
    if not neighbour.sure or not same_value(draft, neighbour.fact):
        return None
    if draft.rewords and normalise_value(draft.content) != normalise_value(neighbour.fact.content):
        return None  # a correction of the held words replaces them (policies.merge_duplicate)
    message = (
        f"Same memory as an active fact ({_how(neighbour)}), same value: the evidence is attached to it."
    )
    return Decision(Outcome.MERGE, Reason.SAME_MEMORY_MERGED, message, fact_id=neighbour.fact.id)


def supersede_same_memory(draft: CandidateDraft, neighbour: Neighbour) -> Decision | None:
    if not neighbour.sure:
        return None
    return _superseding(draft, neighbour)


def choose_alternative(draft: CandidateDraft, neighbour: Neighbour) -> Decision | None:
    """Another option of a choice the user has picked, picked in turn, replaces it."""
    if not neighbour.picked or (draft.object_value or "") not in POSITIVE_STANCES:
        return None
    return _superseding(draft, neighbour)


def replace_slot_value(draft: CandidateDraft, neighbour: Neighbour) -> Decision | None:
    """One slot in its two shapes: the slot's new value replaces a held liking of one of its options;
    a liking of another option replaces the slot's held value, a liking of the same one is merged into
    it, and turning against the held value ("dislike", "never") replaces it."""
    if draft.subject == "user":
        return _superseding(draft, neighbour) if neighbour.picked else None
    held, mine = option_of(neighbour.fact.object_value or ""), option_of(draft.subject or "")
    same = held is not None and mine is not None and held[1] == mine[1]
    if (draft.object_value or "") in POSITIVE_STANCES:
        if not same:
            return _superseding(draft, neighbour)
        message = "The value the user holds for this slot, said as a liking: the evidence is attached to it."
        return Decision(Outcome.MERGE, Reason.SAME_MEMORY_MERGED, message, fact_id=neighbour.fact.id)
    return _superseding(draft, neighbour) if same else None


def _superseding(draft: CandidateDraft, neighbour: Neighbour) -> Decision:
    fact = neighbour.fact
    if TRUST_RANK[draft.source_type] >= TRUST_RANK[fact.source_type]:
        message = (
            f"A new value of an active memory ({_how(neighbour)}) from a source at least as trusted "
            "replaces it."
        )
        return Decision(Outcome.SUPERSEDE, Reason.SAME_MEMORY_SUPERSEDES, message, fact_id=fact.id)
    message = (
        f"Contradicts an active memory ({_how(neighbour)}) from a more trusted source: "
        "waits for confirmation."
    )
    return Decision(Outcome.NEEDS_CONFIRMATION, Reason.SAME_MEMORY_LOWER_TRUST, message, fact_id=fact.id)


def review_similar_memory(draft: CandidateDraft, neighbour: Neighbour) -> Decision | None:
    if neighbour.sure or same_value(draft, neighbour.fact):
        return None
    message = (
        f"Maybe a new value of an active memory ({_how(neighbour)}, below the sure threshold): "
        "both are kept until a reviewer decides."
    )
    return Decision(
        Outcome.NEEDS_CONFIRMATION, Reason.SIMILAR_MEMORY_UNSURE, message, fact_id=neighbour.fact.id
    )


SameMemoryPolicy = Callable[[CandidateDraft, Neighbour], Decision | None]
SAME_MEMORY_POLICIES: tuple[SameMemoryPolicy, ...] = (
    merge_same_memory,
    supersede_same_memory,
    review_similar_memory,
)


def settle_memory(
    screening: Screening, existing: ExistingFact | None, neighbour: Neighbour | None
) -> Decision:
    """Steps 6-8 (``policies.settle``) against the exact key's fact; without one, the same-memory
    policies against the nearest neighbour first. What the held fact tells comes first
    (``governance.held``): an ending that ends nothing held is refused, a bare amount keeps the held
    unit; an ending is settled against its exact key alone."""
    if screening.decision is None:
        if refused := refuse_ending(screening, existing):
            return refused
        screening = keep_held_unit(screening, existing)
        neighbour = None if screening.draft.ends is not None else neighbour
    if screening.decision is not None or existing is not None or neighbour is None:
        return settle(screening, existing)
    if neighbour.fact.scope is not screening.draft.scope:
        raise ValueError("a neighbour is always of the draft's scope")
    policies: tuple[SameMemoryPolicy, ...] = SAME_MEMORY_POLICIES
    if neighbour.likeness is Likeness.ALTERNATIVE:
        policies = (choose_alternative,)
    elif neighbour.likeness is Likeness.SLOT:
        policies = (replace_slot_value,)
    for policy in policies:
        decision = policy(screening.draft, neighbour)
        if decision is not None:
            return replace(decision, draft=screening.draft, amendments=screening.amendments)
    return settle(screening, None)
