"""People's names typed in lower case, capitalised before the readers run (issue 24: a value the user
gave is not lost to how it was typed; docs/extraction.md, "Names typed in lower case").

The English readers know a person's name by its capital ("My manager is Rachel"), so a message typed
all in lower case ("had my first 1:1 with my manager rachel today", "my manager is a guy named tom")
stored no name, and a later name could not replace the earlier one. As for places
(``place_casing``), only a message with no capital besides "I" and the first letter of a sentence is
touched, and only a word that stands where a name stands:

- right after "named", "called" or "name is" ("a guy named tom", "her name is priya"): any word but
  a function word ("named after", "called him");
- right after a title ("dr. chen", "mrs patel"; not "the dr. said"): a known first or family name;
- right after "my <role>" or "my <role> is", the role being a cue word of a person slot of the key
  schema (manager, wife, son, doctor …): a known first name only (the ``names`` package's US census
  lists) that is no everyday word ("my manager rachel", but not "my manager is nice" or "my wife
  will").
"""

import functools
import re
from importlib import resources

from memory_center.extraction.rules.place_casing import MAX_CHARS
from memory_center.extraction.schema import SLOTS

_FUNCTION = (
    "a an the my your his her its our their me him us them it this that these those after for by from in "
    "on at to of off out up about as and or but so because if is was be been being it's he she they we "
    "you i not no something someone anything nothing what who whom which"
)
_FUNCTION_WORDS = frozenset(_FUNCTION.split())
"""Words that follow "named" or "called" without being a name ("named after", "called him")."""
_EVERYDAY_WORDS = (
    "will may june april august bill mark rose grace hope joy faith dawn summer art guy pat sue don "
    "chance sky rich frank major king young long rusty sunny happy honey angel baby buddy sugar love "
    "star lady fair gay page carol bob iris ivy ray penny ruby pearl cliff dale glen heath "
    "wade miles ken jean jewel holly autumn early north west said gave"
)
_EVERYDAY = frozenset(_EVERYDAY_WORDS.split())
"""Census names that are everyday words too: after a role word or a title they stay as typed."""
_WORD = r"[a-z][a-z'-]*"
_NAMED = re.compile(rf"\b(?:named|called|name\s+is|name's|name\s+was)\s+({_WORD})", re.IGNORECASE)
_TITLED = re.compile(rf"(?<!\bthe\s)\b(dr|mr|mrs|ms|prof)\.?\s+({_WORD})", re.IGNORECASE)


@functools.cache
def _names(*parts: str) -> frozenset[str]:
    """Folded names of the ``names`` package's census lists (``dist.male.first``, …), less everyday
    words."""
    found: set[str] = set()
    for part in parts:
        text = resources.files("names").joinpath(part).read_text(encoding="utf-8")
        found.update(line.split()[0].casefold() for line in text.splitlines() if line.strip())
    return frozenset(found - _EVERYDAY)


def _first_names() -> frozenset[str]:
    return _names("dist.male.first", "dist.female.first")


def _family_names() -> frozenset[str]:
    return _names("dist.male.first", "dist.female.first", "dist.all.last")


@functools.cache
def _after_role() -> re.Pattern[str]:
    """``my <role> [is|'s]`` and the word after it, the roles being the person slots' English cues."""
    cues = {
        cue
        for slot in SLOTS
        if slot.value == "person"
        for cue in slot.cues
        if cue.isascii() and cue not in ("name", "nickname")
    }
    alternatives = "|".join(sorted((re.escape(cue) for cue in cues), key=len, reverse=True))
    return re.compile(
        rf"\b(?i:my)\s+(?:new\s+)?(?:{alternatives})(?:\s+is|'s)?(?:\s+(?:now|currently|still))?\s+({_WORD})"
    )


@functools.lru_cache(maxsize=4096)
def with_names_capitalised(text: str, lower_case: bool) -> str:
    """``text`` with the people's names of a message typed all in lower case capitalised (pure,
    cached). ``lower_case``: whether the message as typed had no capital of its own
    (``place_casing.typed_in_lower_case``; places may have been capitalised since)."""
    if not lower_case or len(text) > MAX_CHARS:
        return text
    spans: set[tuple[int, int]] = set()
    for match in _NAMED.finditer(text):
        if match.group(1) not in _FUNCTION_WORDS:
            spans.add(match.span(1))
    known = _first_names()
    for match in _after_role().finditer(text):
        if match.group(1).casefold() in known:
            spans.add(match.span(1))
    for match in _TITLED.finditer(text):
        if match.group(2).casefold() in _family_names():
            spans.update((match.span(1), match.span(2)))  # "dr. chen": Dr. Chen, read as one name
    if not spans:
        return text
    out = list(text)
    for start, _ in spans:
        out[start] = out[start].upper()
    return "".join(out)
