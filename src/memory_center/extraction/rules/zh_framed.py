"""A Chinese value of the held memory found by the frame a correction says it in (说错了，是朝阳区望京那边
for 我们公司在海淀区中关村那边): Chinese names have no capital letters, and a place below the city that
no list holds (中关村, 望京) is found by its frame — said after the memory's lead (在, 是, 住, 去, 到)
and ending in the same locative or kind word (那边, 附近, 区) as the new value (docs/extraction.md,
"Session 23: corrections by the value's shape and by the noun they name"). Pure.
"""

import re

from memory_center.extraction.rules.typed_spans import Span

TAILS_ZH = ("那边", "这边", "附近", "一带", "那块", "那儿", "这儿", "区", "县", "镇", "路", "街", "村", "市")
"""Words a place is said with at its end: a locative or the kind of place."""
_LEAD = re.compile(r"(?:在|是|住|去|到)")
_CJK_RUN = re.compile(r"[\u4e00-\u9fff]+")
MAX_CHARS = 10
"""How long a framed Chinese value may be."""


def framed(held: str, new: str) -> list[Span]:
    """The span of ``held`` said in the frame ``new`` is said in: after the memory's last lead before it,
    up to the same tail word; each kind word (区) the new value says is said in it too."""
    tail = next((word for word in TAILS_ZH if new.endswith(word) and len(new) > len(word) + 1), None)
    if tail is None or not _CJK_RUN.fullmatch(new):
        return []
    kinds = {word for word in TAILS_ZH if len(word) == 1 and word in new[: -len(tail)]}
    found = []
    for run in _CJK_RUN.finditer(held):
        end = run[0].rfind(tail)
        if end < 0:
            continue
        leads = [lead.end() for lead in _LEAD.finditer(run[0], 0, end)]
        if not leads:
            continue
        start, stop = run.start() + leads[-1], run.start() + end + len(tail)
        text = held[start:stop]
        if text != new and 2 + len(tail) <= len(text) <= MAX_CHARS and all(kind in text for kind in kinds):
            found.append(Span("name", start, stop, text, text, "place"))
    return found
