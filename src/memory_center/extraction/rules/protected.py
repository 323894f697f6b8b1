"""Names that hold a verb (pure): 爱奇艺 holds 爱, so 我爱奇艺会员续费了 is no liking of 奇艺会员续费. Before
a reader looks for a liking verb, each known Chinese option name of the slot schema (``schema``) that
holds a stance verb's character is a protected span: masked with a neutral placeholder of its length,
read, and put back into what was read (我爱看爱奇艺 still likes 爱奇艺; 我爱奇艺会员到期了 likes nothing).
English names need no mask: a verb there is a whole word, and a name is capitalised.
"""

import re
from collections.abc import Callable
from dataclasses import replace

import memory_center.extraction.rules.words as w
from memory_center.extraction.rules.model import Reading
from memory_center.extraction.schema import OPTION_SLOT

_MASK = "某"
_VERB_CHARACTERS = frozenset(w.ZH_BARE_STANCE_VERBS.replace("|", "")) - frozenset("不了上" + _MASK)
"""Characters of the stance verbs (喜欢, 爱, 讨厌, 吃, 喝, 迷, 反感), not their particles."""
_PROTECTED = tuple(
    sorted(
        (name for name in OPTION_SLOT if not name.isascii() and _VERB_CHARACTERS.intersection(name)),
        key=len,
        reverse=True,
    )
)
_PATTERN = re.compile("|".join(map(re.escape, _PROTECTED))) if _PROTECTED else None


def masked(clause: str) -> str:
    """``clause`` with the names that hold a verb masked (for a search of stance words)."""
    return _PATTERN.sub(lambda match: _MASK * len(match.group(0)), clause) if _PATTERN is not None else clause


def read_protected(clause: str, read: Callable[[str], Reading | None]) -> Reading | None:
    """``read`` of ``clause`` with the names that hold a verb masked, the names put back after."""
    names = _PATTERN.findall(clause) if _PATTERN is not None and _MASK not in clause else []
    if not names:
        return read(clause)
    reading = read(masked(clause))
    if reading is None:
        return None
    return replace(
        reading,
        subject=_put_back(reading.subject, names),
        object_value=_put_back(reading.object_value, names),
    )


def _put_back(said: str, names: list[str]) -> str:
    if not said or _MASK not in said:
        return said
    left = iter(names)
    return re.sub(f"{_MASK}+", lambda match: next(left, match.group(0)), said)
