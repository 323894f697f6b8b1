"""A held liking or habit ended in a statement of its own (pure): "can you leave the cilantro out of that
salsa recipe? somewhere along the way it started tasting like soap to me, can't stand the stuff anymore",
"six months off whiskey now", 帮我点份面，备注别放香菜。那个味道我是真受不了了.

``rules.flips`` reads a message as a whole: one question, request or one-off anywhere in it, and the
message turns nothing; and it names a held stance by its key only. This reading is anchored on the
user's held memories instead (docs/extraction.md, "Endings said in a statement of their own"):

1. **Statement by statement**: a statement carries an ending when it has a word of the closed turn
   lexicon (``turn_words``: cessation, aversion, inability, lost interest) and passes the usual gate
   on its own (``flips.turns_away``: not a question, condition, request, guess, one-off, nor about
   another person). The statement before it may name the thing (even a question or a request) when
   the ending points back at it ("it", "the stuff", 那个, 这玩意) and is itself no one-off.
2. **Named by the memory's own words**: its key and the words of its statement (``anchors``: stemmed
   English content words, Chinese content words), less the words that name no thing (``GENERIC_EN``,
   ``GENERIC_ZH``). A memory said in the same words as another whose key the message names is left to
   that one (我是个游戏迷，每晚都打英雄联盟: ending 英雄联盟 does not end the liking of games).
3. **Polarity**: only a liking or a habit ends, by a real turn (not a bare negation); a dislike is
   never ended by a negative message (``flips.Kind``).
"""

import re
import unicodedata
from collections.abc import Sequence

from memory_center.extraction.rules.anchors import anchors, names, stem
from memory_center.extraction.rules.asserted import is_retraction, is_sarcastic
from memory_center.extraction.rules.flips import Held, Kind, Turn, one_off, reading, turns_away
from memory_center.extraction.rules.split import clauses, statements
from memory_center.extraction.rules.text import compiled, is_chinese, listed

GENERIC_EN = frozenset(
    stem(word)
    for word in listed(
        "honestly|basically|literally|everything|anything|something|nothing|favourite|favorite|usually"
        "|around|minimum|maximum|least|better|best|worse|worst|tbh|lol|throw|put|person|people|huge|massive"
        "|obsessed|totally|absolutely|pretty|quite|whole|first|must|ever|way|type|addict|addicted|guy"
        "|single|hobby|plenty|couple|few|several|many|almost|nearly|per|tons|loads|heaps|repeat|comfort"
        "|serious|hardcore|lover|without|able|want|need|try|trying|keep|start|started|hour|hours|minute"
        "|minutes|least|least|until|guilty|pleasure|absolute|especially|mostly|mainly|definitely|addiction"
    )
)
"""English words of a held statement that name no thing of it (besides ``anchors.NOT_ANCHORS_EN``)."""

GENERIC_ZH = frozenset(
    listed(
        "什么|怎么|一般|基本|必须|至少|差不多|一点|真的|那种|这种|所有|一定|有点|习惯|重度|用户|好几|越好|不行|能吃"
        "|必来|一包|一瓶|一杯|上线|日常|几次|两次|三次|下班|上班|回家|半夜|凌晨|多放"
    )
)
"""Chinese words of a held statement that name no thing of it."""
_CUT_ZH = re.compile("|".join(sorted(GENERIC_ZH, key=len, reverse=True)) + "|[不没别只]")
"""They cut a held Chinese statement into its words, as negations do (歌手基本不听 → 歌手)."""

_POINTS_BACK = compiled(
    r"\b(?:it|them|that|this|those|these|the\s+stuff|that\s+stuff|the\s+thing|those\s+things)\b"
    r"|[它这那]|玩意"
)
"""An ending that points back at what the statement before it named."""
_ABOUT_ME = compiled(
    r"\b(?:i|i'm|i've|i'd|me|my|myself)\b|(?:^|[,;]\s*)(?:haven't|have\s+not|been|quit|stopped|gave\s+up|cut"
    r"|done\s+with|ditched|dropped|so\s+over|sick\s+of|tired\s+of|can't|cannot|no\s+longer)\b"
)
"""The user: said, or left out before a verb of the ending ("haven't been swimming since the spring")."""
_ENDINGS = frozenset({Turn.TASTE, Turn.QUIT})


def may_end(text: str) -> bool:
    """Pure and cheap: whether some statement of the message may end a held liking (a turn word in a
    statement that passes the gate on its own)."""
    said = unicodedata.normalize("NFKC", text).strip()
    parts = statements(said)
    return len(parts) > 1 and any(turns_away(part) for part in parts)


_COMPARATIVE = compiled(r"\b([a-z]{3,})i(?:er|est)\b")
"""A comparative of a thing's own adjective ("the gorier the better"): named by its noun or adjective too
(gore, gory)."""
_FAN_ZH = "瘾迷控"
"""A Chinese word of one thing and a fan's suffix (烟瘾, 球迷): named by the thing (戒烟)."""
_LONG_AGO = compiled(
    r"\b(?:haven't|hasn't|have\s+not|has\s+not|not|never)\b(?:\s+\S+){0,8}?\s+(?:in|for)\s+"
    r"(?:days|weeks|months|ages|years|a\s+while|a\s+long\s+time|forever)\b"
    r"|\b(?:haven't|hasn't|have\s+not|has\s+not)\b(?:\s+\S+){0,8}?\s+since\s+(?:the\s+|last\s+)?"
    r"(?:january|february|march|april|may|june|july|august|september|october|november|december|spring"
    r"|summer|autumn|fall|winter|christmas|new\s+year|covid|the\s+pandemic|\d{4}|then|year|month)\b"
)
"""A thing not done for a long while, however many words apart ("haven't laced up my running shoes in
months", "haven't been to a class since june": a time, not "since I started"): the habit has ended
(the lexicon's own "haven't … in months" allows three words between)."""


def known_words(held: Held, content: str) -> frozenset[str]:
    """The words a held memory is named by: its key's and its statement's, less generic ones."""
    said = _CUT_ZH.sub("，", content) if is_chinese(content) else content
    words = anchors(held.said) | anchors(said)
    for base in _COMPARATIVE.findall(content.casefold()):
        words |= {stem(base + "e"), stem(base + "y")}
    words |= {word[0] for word in words if len(word) == 2 and word[1] in _FAN_ZH}  # 烟瘾, 球迷: 烟, 球
    return frozenset(
        word
        for word in words
        if word not in GENERIC_EN and word not in GENERIC_ZH and not any(ch.isdigit() for ch in word)
    )


def ended(text: str, held: Sequence[tuple[Held, str]]) -> list[Held]:
    """The held likings and habits (each with its statement) that a statement of the message ends."""
    said = unicodedata.normalize("NFKC", text).strip()
    parts = statements(said)
    if not parts or is_sarcastic(said) or any(is_retraction(part) for part in parts):
        return []
    windows = _windows(parts)
    if not windows:
        return []
    candidates = [(memory, content) for memory, content in held if memory.kind in (Kind.STANCE, Kind.HABIT)]
    by_key = {
        content
        for memory, content in candidates
        if content and names(said, anchors(memory.said), memory.said)
    }
    found: list[Held] = []
    for memory, content in candidates:
        mine = memory.kind is Kind.STANCE or is_chinese(said)
        named_by_key = names(said, anchors(memory.said), memory.said)
        if content in by_key and not named_by_key:
            continue  # its words are another held memory's, which the message names by its key
        words = known_words(memory, content)
        if not words:
            continue
        # English: the statement's kind words too ("hot sauce"); Chinese: the key alone is read for shared
        # characters (``flips.reading``), as a whole statement would share two with many a message
        worded = memory if is_chinese(content) else Held(memory.kind, f"{memory.said} {content}", memory.role)
        for window in windows:
            if not (mine or any(_ABOUT_ME.search(clause) for clause in window)):
                continue
            turn, sure = reading(window, worded, False, words)
            if (sure and turn in _ENDINGS) or _long_ago(window, worded, words):
                found.append(memory)
                break
    return found


def _windows(parts: list[str]) -> list[list[str]]:
    """The clauses each ending statement is read in: its own, after those of the statement before it
    when it points back at that one's thing and that one is no one-off."""
    windows: list[list[str]] = []
    for index, statement in enumerate(parts):
        if not turns_away(statement):
            continue
        own = clauses(statement)
        before = parts[index - 1] if index else ""
        if before and _POINTS_BACK.search(statement) and not one_off(before):
            windows.append([*clauses(before), *own])
        else:
            windows.append(own)
    return windows


def _long_ago(window: list[str], memory: Held, words: frozenset[str]) -> bool:
    """A clause that names the memory says it has not been done for a long while (``_LONG_AGO``)."""
    return any(
        _LONG_AGO.search(clause) is not None and names(clause, words, memory.said) and turns_away(clause)
        for clause in window
    )
