"""A stance turned against, said about a thing the user is known to hold a stance on: "Horror movies
give me nightmares, so I skip them these days", "I can't get into fantasy novels any more", 辣的一口都
不碰了, 游戏我已经卸载了，不玩了.

One message alone cannot tell that "horror movies" is a memory; the write path (``writepath.flips``)
gives the subjects of the user's held stances, and a statement about the user that names one of them
with a turn-away word (not, no longer, skip, avoid, quit, 不, 没, 戒, 卸载 …) says the stance is now
"dislike", whatever the verb. Statements about other people, questions, conditions and sarcasm turn
nothing.
"""

import re
import unicodedata

import memory_center.extraction.rules.words as w
from memory_center.extraction.rules.asserted import is_sarcastic
from memory_center.extraction.rules.text import alternatives, compiled, english, is_chinese, singular

TURNED_EN = (
    "not|no longer|anymore|any more|never|stopped|quit|gave up|given up|skip|skipping|avoid|avoiding"
    "|cut out|cut down on|done with|sick of|tired of|ditched|can't stand|cannot stand|can't get into"
    "|can't take|gone off|went off|lost interest|lost my taste for|uninstalled|deleted|cancelled|canceled"
)
TURNED_ZH = "不|没|戒|别|再也|受不了|腻|卸载|删了|放弃|告别|退订|取消"
_TURNED = compiled(rf"{english(TURNED_EN)}|n't\b|{alternatives(TURNED_ZH)}")
_OTHERS = compiled(
    rf"^(?:my|our)\s+{english(w.KIN_EN)}|^{english(w.OTHER_PEOPLE_EN)}|^(?:我的?|我家)?{alternatives(w.KIN_ZH)}"
    r"|^[他她]们?|[\"“”「」]"
)
_ABOUT_ME = compiled(r"\b(?:i|i'm|i've|i'd|me|my)\b|^[\w\s-]+$")
_QUESTION = re.compile(r"[?？]|[吗呢]\W*$")
_CONDITIONAL = compiled(rf"^(?:{alternatives(w.CONDITIONAL_ZH)}|{english(w.CONDITIONAL_EN)})")
_WORD = re.compile(r"[a-z0-9']+")


def turns_away(text: str) -> bool:
    """Whether a message may turn a stance (pure, cheap: the write path reads held stances only then)."""
    said = unicodedata.normalize("NFKC", text).strip()
    if not _TURNED.search(said) or _QUESTION.search(said) or _CONDITIONAL.match(said):
        return False
    if _OTHERS.search(said) or is_sarcastic(said):
        return False
    return is_chinese(said) or _ABOUT_ME.search(said) is not None


def turned(text: str, held: list[str]) -> list[str]:
    """The held stance subjects the message names (longest first, none inside another)."""
    said = unicodedata.normalize("NFKC", text).casefold()
    words = {singular(word) for word in _WORD.findall(said)}
    named: list[str] = []
    for subject in sorted(set(held), key=len, reverse=True):
        if any(subject in other for other in named):
            continue
        if is_chinese(subject):
            found = subject in said
        else:
            parts = [singular(part) for part in _WORD.findall(subject.casefold())]
            found = bool(parts) and all(part in words for part in parts)
        if found:
            named.append(subject)
    return named
