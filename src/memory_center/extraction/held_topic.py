"""A newer stance on the topic of a held liking or habit (pure): whether a clause for something, said as a
choice or a change, replaces the held memory it shares a topic with (docs/extraction.md, "Session 23: a
newer stance on the same topic").

``held_relation_en`` pairs a clause with the held memories it shares a content word with (the topic:
"seats" of "window seat" and "aisle seats", "breakfast", "commute") and measures them by meaning. A
clause of the same polarity as the memory used to replace it only when the memory was a habit (a
free-text statement) and the pair at least ``held_relation_en.SAME`` alike. Measured, the cosine does
not part a new option of one topic from a second liking of the same broad kind: "I prefer aisle seats
these days" / "Window seat every time when I fly" 0.44, "switched to Lidl" / "Aldi every saturday"
0.40, while "I've started swimming in the sea on weekends now" / "I swim at the local pool on Mondays"
reaches 0.68. What parts them is how the new stance is said:

- a **choice** among options (``CHOICE_EN``: the switch frames of the key schema, ``schema.SWITCH_FRAMES``,
  the replacing verbs of the turn lexicon, ``turn_words.REPLACED_EN``, "instead", "back to", and
  "prefer", "go for") says the new option is taken in place of another: the held memory of its topic
  is replaced (``Topic.SURE``), a liking as well as a habit;
- a **change** only ("now", "these days", "I've started") with no choice may add a second habit or
  liking as well as replace one: the held memory gets its revision unsure (``Topic.UNSURE``), so it
  waits for review and the context states the two as a conflict instead of serving both as current;
- an **addition** ("also", "too", "as well", "another") replaces nothing.

The cosine stays a floor only (``TOPIC``): it confirms that the shared word is one topic, not a
homonym or a word of another thing ("a big lunch" for "breakfast"), never that the options exclude.
"""

import enum
import re

from memory_center.extraction.rules.text import compiled, english
from memory_center.extraction.rules.turn_words import REPLACED_EN
from memory_center.extraction.schema import SWITCH_FRAMES, option_of

TOPIC = 0.38
"""Least cosine (clause as query, held statement as passage) of a clause and a held memory that share a
content word for the new stance to replace the held one (measured on the development pairs of
docs/extraction.md, "Session 23": true replacements 0.40-0.86; the shared word of another thing reaches
0.44-0.68 and is told apart by the choice, not by the cosine)."""


class Topic(enum.Enum):
    SURE = "sure"
    UNSURE = "unsure"


def _frames(frames: str, *, chinese: bool) -> list[str]:
    """The cue words of the schema's switch frames ("switched to …" → "switched to", "switched from * to
    …" → "switched from"), English or Chinese."""
    found: list[str] = []
    for frame in frames.split("|"):
        words = frame.split("*")[0].replace("…", "").replace("?", "").strip()
        if words and (re.search(r"[\u4e00-\u9fff]", words) is not None) == chinese:
            found.append(words)
    return found


SWITCH_EN = compiled(
    english("|".join([*_frames(SWITCH_FRAMES, chinese=False), REPLACED_EN]))
    + r"|\b(?:instead|(?:gone|went|going|switched|moved)\s+back\s+to|moved\s+over\s+to"
    r"|switched\s+(?:back\s+|over\s+)?to|changed\s+to|swapped\s+to)\b"
)
"""A new option taken in place of another (the key schema's switch frames, the turn lexicon's replacing
verbs, "instead", "back to")."""
TAKEN_UP_EN = compiled(rf"{SWITCH_EN.pattern}|\b(?:i've|i\s+have|i)\s+(?:just\s+)?started\s+\w+ing\b")
"""A clause that takes something up by its shape alone, a switch or "I've started …ing": for its thing,
lasting and said as a change ("I've switched back to paperbacks")."""
CHOICE_EN = compiled(
    rf"{SWITCH_EN.pattern}|\b(?:prefer|(?:go|goes|going|gone|went|opt|opted|opting)\s+for"
    r"|(?:turned|turning)\s+into|(?:become|became|becoming)\s+(?:a|an)\b)"
)
"""A choice among options: a switch, or an option preferred or gone for ("I prefer aisle seats these
days", "I've started going for mild stuff"), or a kind of person one has turned into ("I've turned into an
evening gym person": docs/extraction.md, "Session 24"); "I've started swimming in the sea" is a change, no
choice."""
ADDITIVE_EN = compiled(
    r"\b(?:also|too|as\s+well|another|both|besides|in\s+addition|alongside|on\s+top\s+of|as\s+much\s+as)\b"
)
"""A second liking or habit beside the held one ("I'm also getting into k-pop", "rice is great too")."""
CHOICE_ZH = compiled(
    "|".join(re.escape(cue) for cue in _frames(SWITCH_FRAMES, chinese=True))
    + r"|改[喝吃坐骑穿用看听住去睡到]"
)
"""A Chinese new option taken in place of another (the schema's switch frames: 改成, 换成, 改用; 改喝,
改坐 …)."""
REDUCED_ZH = compiled(r"基本不|很少|越来越少|不怎么|几乎不|不再|没再|[不没]\w{0,2}了|太[\u4e00-\u9fff]{1,2}$")
"""A held thing given up in a weak word that is a turn only beside a choice (空调基本不开, 地铁太挤)."""


COMPOUND = 4
"""Least length of a stem held at the start or end of a longer one for the two to share a topic."""


def topic_shared(clause: frozenset[str], held: frozenset[str]) -> bool:
    """Whether two sets of content stems (``rules.anchors.en_anchors``) share one, or one holds the
    other at its start or end, ``COMPOUND`` letters at least ("paperback" / "paper", "ebook" / "book")."""
    if clause & held:
        return True
    return any(
        len(short) >= COMPOUND and long != short and (long.startswith(short) or long.endswith(short))
        for one in clause
        for other in held
        for short, long in ((min(one, other, key=len), max(one, other, key=len)),)
    )


def options_of_one_slot(clause: str, held: str) -> bool:
    """Whether a clause and a held statement name two options of one single-valued slot of the key
    schema ("I ride my bike to work now" / "I always take the bus to work": the commute), the topic
    being the slot even with no word shared."""
    said, kept = option_of(clause), option_of(held)
    return said is not None and kept is not None and said[0] == kept[0] and said[1] != kept[1]


def taken_up(clause: str) -> bool:
    """A clause for its thing by the shape of taking it up (``TAKEN_UP_EN``), not an addition."""
    return TAKEN_UP_EN.search(clause) is not None and ADDITIVE_EN.search(clause) is None


def replaces(clause: str, similarity: float) -> Topic | None:
    """How a clause for something, said as a change and sharing a content word with a held liking or
    habit of the same polarity ``similarity`` alike, replaces it: sure by a choice, unsure by a change
    only, not at all as an addition or below ``TOPIC``."""
    if similarity < TOPIC or ADDITIVE_EN.search(clause) is not None:
        return None
    return Topic.SURE if CHOICE_EN.search(clause) is not None else Topic.UNSURE


def chooses_zh(text: str) -> bool:
    """A Chinese message that says a new option taken in place of another (``CHOICE_ZH``)."""
    return CHOICE_ZH.search(text) is not None


def reduced_zh(clause: str) -> bool:
    """A Chinese clause that gives its thing up in a weak word (read as a turn beside a choice only)."""
    return REDUCED_ZH.search(clause) is not None
