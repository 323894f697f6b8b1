"""One topic under two keys (pure): a new statement of the user about a thing a held memory of the
user is about, said with another key ("I always order my steak well done" → ``steak / how``, then
"I've come around to medium-rare steak" → ``medium-rare steak / preference``), so that neither the
same key (step 7) nor the same-memory matcher (``governance.same_memory``: same predicate family, a
subject in common) links them (docs/governance.md, "One topic under two keys").

Two lasting USER memories of one owner are about **one topic** when

- the words of one's subject all occur in the other's statement (a shared head term: "steak" in
  "I've come around to medium-rare steak", "pineapple on pizza" in "pineapple on pizza is gross",
  水果 in 芒果是我最爱的水果) — sure;
- or, without that, the new statement is close in meaning to the held one (cosine of the candidate's
  statement to the held fact's stored vector, at least the measured ``TOPIC_SIMILARITY`` of the
  statement's language) — unsure: the new value waits for review and the context states the conflict
  (step 7c), never a replacement by meaning alone.

A topic link is made only where the two say different things that cannot both hold: the stances are
opposite (like / dislike), or the held memory is a value of a single-valued key (``steak / how =
well done``, ``水果 / favourite = 西瓜``, a ``user / <slot>`` of a single-valued slot). A new statement
marked as additive ("also", "too", "as well", "another", 也, 还) adds and links nothing; likings of two
things (jazz, then rock) are two memories; free-text memories (``said:…``) and other scopes are never
linked here.
"""

import re
import uuid
from collections.abc import Mapping
from dataclasses import dataclass

from memory_center.enums import Scope
from memory_center.extraction.schema import BY_NAME, single_valued
from memory_center.facts.keys import FactKey
from memory_center.governance.choices import AGAINST_STANCES, POSITIVE_STANCES
from memory_center.governance.matching import Likeness, core_subject

ADDITIVE = re.compile(
    r"\b(?:also|as well|another|besides|in addition)\b|\btoo\b\W*$|\btoo\b(?=\s*[,;.!])"
    r"|也|还(?:有|爱|喜欢|挺|会|练|要)",
    re.I,
)
"""Markers of a statement that adds to what the user holds rather than replacing it (data)."""

TOPIC_SIMILARITY: dict[str, dict[str, float]] = {
    # model -> language ("en": no CJK in the statement, "zh") -> least cosine of the candidate's
    # statement to the held fact's stored vector for an unsure topic link (docs/governance.md,
    # "One topic under two keys": evals/dev/judgement_h15 pairs, bench/topic_threshold.py)
    "all-MiniLM-L6-v2-int8*0.8+use-multilingual-v3*0.2": {
        "en": 0.50,
        "zh": 0.65,
    },
}

_FREE_TEXT = "said:"
# fmt: off
_STOP = frozenset((
    "the", "a", "an", "my", "our", "your", "of", "on", "in", "at", "to", "for", "with", "and", "or",
    "by", "about", "from", "this", "that", "these", "those",
))
# fmt: on
_WORD = re.compile(r"[a-z0-9]+")
_HAN = re.compile(r"[\u3400-\u9fff]")


@dataclass(frozen=True)
class Topical:
    """An ACTIVE keyed USER fact of the candidate's space, with what it says."""

    fact_id: uuid.UUID
    key: FactKey
    value: str
    content: str


@dataclass(frozen=True)
class TopicLink:
    fact_id: uuid.UUID
    key: FactKey
    likeness: Likeness
    similarity: float | None


def _fold(word: str) -> str:
    return word[:-1] if len(word) > 3 and word.endswith("s") and not word.endswith("ss") else word


def _words(text: str) -> set[str]:
    return {_fold(word) for word in _WORD.findall(text.casefold())}


def head_in(subject: str, content: str) -> bool:
    """Every word of the subject (articles and prepositions aside) is in the statement; a Chinese
    subject of two characters or more is in it as written."""
    core = core_subject(subject)
    if not core or core == "user":
        return False
    if _HAN.search(core):
        return len(_HAN.findall(core)) >= 2 and core in content.casefold().replace(" ", "")
    words = {_fold(word) for word in _WORD.findall(core) if word not in _STOP}
    return bool(words) and all(len(word) >= 3 for word in words) and words <= _words(content)


def stance(value: str) -> int:
    folded = value.casefold()
    return 1 if folded in POSITIVE_STANCES else -1 if folded in AGAINST_STANCES else 0


def holds_one_value(key: FactKey, value: str) -> bool:
    """The held memory is a value of a key that holds one value (not a stance, not a many-valued slot)."""
    if stance(value) != 0 or not value:
        return False
    predicate = key.predicate or ""
    return key.subject != "user" or single_valued(predicate) or predicate not in BY_NAME


def eligible(key: FactKey) -> bool:
    return key.scope is Scope.USER and key.is_keyed and not (key.predicate or "").startswith(_FREE_TEXT)


def language(text: str) -> str:
    return "zh" if _HAN.search(text) else "en"


def _comparable(key: FactKey, value: str, one: Topical) -> bool:
    """Values of ``one`` and the candidate that cannot both hold: opposite stances, or another value
    than the held one of a key holding one value."""
    if one.key.ident() == key.ident() or not eligible(one.key) or value.casefold() == one.value.casefold():
        return False
    if key.subject == "user" and one.key.subject == "user":
        return False  # two slots of the key schema are two memories (job and workplace, car and ride app)
    return stance(value) * stance(one.value) < 0 or holds_one_value(one.key, one.value)


def _shares_head(key: FactKey, content: str, one: Topical) -> bool:
    return head_in(one.key.subject or "", content) or head_in(key.subject or "", one.content)


def needs_meaning(key: FactKey, value: str, content: str, one: Topical) -> bool:
    """Whether the candidate's statement must be measured against ``one``'s stored vector: a held value
    of a one-valued key it may replace, with no head term in common (the embedder is asked for
    nothing else)."""
    return (
        eligible(key)
        and not ADDITIVE.search(content)
        and _comparable(key, value, one)
        and holds_one_value(one.key, one.value)
        and not _shares_head(key, content, one)
    )


def topic_links(
    key: FactKey,
    value: str,
    content: str,
    held: list[Topical],
    similarity: Mapping[uuid.UUID, float],
    model: str | None,
) -> list[TopicLink]:
    """The held facts of ``key``'s space that the candidate (its key, value and statement) replaces
    (``Likeness.TOPIC``: a head term in common) or may replace (``Likeness.UNSURE``: close in meaning,
    a held value of a one-valued key) on one topic (module docstring)."""
    if not eligible(key) or ADDITIVE.search(content):
        return []
    least = TOPIC_SIMILARITY.get(model or "", {}).get(language(content))
    links = []
    for one in held:
        if not _comparable(key, value, one):
            continue
        if _shares_head(key, content, one):
            links.append(TopicLink(one.fact_id, one.key, Likeness.TOPIC, None))
            continue
        score = similarity.get(one.fact_id)
        if score is not None and least is not None and score >= least and holds_one_value(one.key, one.value):
            links.append(TopicLink(one.fact_id, one.key, Likeness.UNSURE, score))
    return links
