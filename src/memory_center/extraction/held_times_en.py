"""A held habit said again at another time of day (pure): "I run in the evenings after work these days"
after "I usually go for a run at 6am before work"; "been in bed by 10 every night" after "I'm a night
owl, usually up till 2am"; "I write from 5 to 7 in the morning" after "I do my best writing between
midnight and 3am".

The new statement keeps the habit and changes its time, so no turn word says the old one is over, and
the new memory was stored beside the old. A statement about the user as a lasting state
(``held_kinds_en.usable``) that names a held liking or habit — by one of its own words that is no time
(``held_endings.known_words``), or both by a word of sleep ("bed", "up till", "night owl", "lights out")
— and says a time of day none of the held statement's times, replaces it (``writepath.held_turns``).
English only; a Chinese time is read by the correction step.
"""

import re
from collections.abc import Sequence

from memory_center.extraction.held_kinds_en import usable
from memory_center.extraction.rules.anchors import names, stem
from memory_center.extraction.rules.anew import sibling
from memory_center.extraction.rules.flips import Held, Kind, one_off
from memory_center.extraction.rules.held_endings import known_words
from memory_center.extraction.rules.split import clauses, statements
from memory_center.extraction.rules.text import compiled, is_chinese

_NUMBER = r"(?:\d{1,2}(?::\d{2})?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)"
TIMES = compiled(
    rf"\b(?:{_NUMBER}\s*(?:am|pm|a\.m\.|p\.m\.|o'clock)|\d{{1,2}}:\d{{2}}|(?:at|by|till|til|until|from|to"
    rf"|around|before|after)\s+{_NUMBER}(?!\s*(?:minutes|mins|hours|km|k|miles|days|weeks|%))"
    r"|night owl|early bird|midnight|noon|midday|dawn|sunrise|sunset|mornings?|evenings?|nights?|afternoons?"
    r"|lunch(?:time)?s?"
    r"|before work|after work|after dinner|before bed)\b"
)
"""The times of day a habit is said at (6am, 9:30, "by 10", midnight, evenings, "after work")."""
SLEEP = compiled(
    r"\b(?:bed|bedtime|sleep|sleeping|asleep|lights out|up till|up until|stay up|stayed up|night owl"
    r"|early bird|wake|wake up|up at|get up|out like a light|turn in|hit the sack|hit the hay"
    r"|early nights?)\b"
)
"""Words of the user's sleep: two statements of it are of one habit, whatever else they name."""
OFTEN = compiled(
    r"\b(?:every\s+(?:day|morning|evening|night|week|weekend|afternoon|lunch)|(?:once|twice|\w+\s+times)\s+a"
    r"\s+(?:day|week|month)|daily|all the time|on repeat|most (?:days|nights|weeks))\b"
)
"""How often a habit holds ("twice a week", "every afternoon")."""
_NOT_NOW = compiled(
    r"\b(?:not|never|no|don't|didn't|won't|can't|used to|would|if|hate|dislike|avoid)\b|n't\b"
)
_NOT_THINGS = frozenset(stem(word) for word in ("work", "home", "office", "day", "week", "weekend", "time"))


def _times(text: str) -> frozenset[str]:
    return frozenset(re.sub(r"s$", "", m.group(0).casefold()) for m in TIMES.finditer(text))


def may_retime(text: str) -> bool:
    """Pure and cheap: an English message with a statement about the user that says a time of day."""
    if is_chinese(text) or TIMES.search(text) is None:
        return False
    return any(TIMES.search(one) and usable(one) is not None for one in statements(text))


def retimed(text: str, held: Sequence[tuple[Held, str]], read: Sequence[str] = ()) -> list[tuple[Held, str]]:
    """The held likings and habits (each with its statement) a statement of the message says at another
    time of day, each with that statement. ``read``: the things the extractor read a stance of in the
    message; a held one that shares a word with one is governance's alternative ("Evening flights suit
    me better" after "I like early morning flights"), not retimed here."""
    found: list[tuple[Held, str]] = []
    if not may_retime(text):
        return found
    said = [one for one in statements(text) if usable(one) is not None and not one_off(one) and _times(one)]
    for memory, content in held:
        if memory.kind not in (Kind.STANCE, Kind.HABIT):
            continue
        old = _times(f"{memory.said} {content}")
        words = known_words(memory, content) - _NOT_THINGS
        words = frozenset(word for word in words if not TIMES.fullmatch(word))
        if words and any(names(thing, words) for thing in read):
            continue
        for statement in said:
            new = _times(statement)
            if not old or not new or old & new:
                continue
            sleep = SLEEP.search(statement) and SLEEP.search(f"{memory.said} {content}")
            if sleep or (words and names(statement, words) and not sibling(statement, content, words)):
                # "My tennis lesson is Saturday at 10" names no "My Spanish lesson": another lesson
                found.append((memory, statement))
                break
    return found


def taken_to(text: str, held: Sequence[tuple[Held, str]]) -> list[Held]:
    """The held dislikes a clause of the message says the user now does as a habit ("I'm having sushi
    like twice a week" after "I really dislike sushi"): a clause about the user, of no one occasion and
    no negation, that names the disliked thing and how often."""
    said = [
        part
        for one in ([] if is_chinese(text) else statements(text))
        for part in clauses(one)
        if OFTEN.search(part) and usable(part) is not None and not one_off(part) and not _NOT_NOW.search(part)
    ]
    return [
        memory
        for memory, content in held
        if memory.kind is Kind.AGAINST
        and (words := known_words(Held(memory.kind, memory.said), "") - _NOT_THINGS)
        and any(names(one, words) for one in said)
    ]
