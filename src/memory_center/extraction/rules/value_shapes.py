"""Values by their shape, and how alike two are (session 15: ``rules.restated``, ``typed_correction``).

A correction's new value is paired with the held span it replaces by shape, whatever its type: the typed
values of ``typed_spans`` (numbers, times, dates, sizes, names), codes with digits, one or two capital
letters ("B positive"), Chinese values (a new one said whole after its lead: 回龙观 of 我住的是回龙观; held
ones as any run of two to six characters). Two spans are alike when the type table lets one replace the
other, when two codes have one pattern of digits, two names are spelt alike, two Chinese values are as
long and end in one character (西湖区/滨江区, 三区/四区, 大班/中班), or a closed lexicon gives them one kind
(``Kinds``: places, employers, cars — 回龙观/天通苑).
"""

import re
from collections.abc import Callable

from memory_center.extraction.rules.typed_spans import Span, alike, fits, said_as, spans

FUNCTION_ZH = set("我你他她它的是了在就呢吧啊呀哈哦嗯呃其实应该才这那个一下也都还说叫")
"""Chinese characters that say no frame of their own (是, 的, 其实, 应该)."""
_CJK = re.compile(r"[\u4e00-\u9fff]")
Kinds = Callable[[str], frozenset[str]]
DATE_KINDS = frozenset({"day", "month"})


def said_in(value: str, text: str) -> bool:
    """Whether ``text`` says ``value`` (as a whole word when it ends in letters or digits: "B" is not
    said in "blood")."""
    edge = r"(?![A-Za-z0-9])" if value[-1:].isascii() else ""
    start = r"(?<![A-Za-z0-9])" if value[:1].isascii() else ""
    return re.search(start + re.escape(value) + edge, text, re.IGNORECASE) is not None


def spelt_like(held: str, new: str, unit: str = "") -> list[Span]:
    """The Chinese spans of a memory shaped like a new Chinese value: as long, ending in the same
    character (西湖区 for 滨江区, 三区 for 四区); the typed correction prefers them to other names."""
    if not re.fullmatch(r"[0-9\u4e00-\u9fff]{2,6}", new) or not _CJK.match(new[-1]):
        return []
    target = Span("zh", 0, len(new), new, new)
    return [
        Span("name", span.start, span.end, span.text, span.text, unit)
        for span in shaped_spans(held)
        if span.kind == "zh" and _shape_likeness(span, target) > 0
    ]


def shaped_spans(text: str, whole: bool = False) -> list[Span]:
    """The value-shaped spans of a text: its typed values and names, codes with digits, one or two capital
    letters ("B positive"), Chinese runs of two to six characters (``whole``: a new value's, only all of
    it: 滨江区 of 是滨江区, never a piece of a longer run)."""
    found = [span for span in spans(text) if span.text.strip()]
    codes = list(re.finditer(r"[A-Za-z]*\d[\dA-Za-z]*(?:[ -]\d[\dA-Za-z]*)*", text))
    lettered = [(code.start(), code.end()) for code in codes if re.search("[A-Za-z]", code[0])]
    # a plain number glued to letters is part of a code ("4B", "12C"): the code is the value
    found = [
        span for span in found if not (span.kind == "number" and not span.unit and _inside(span, lettered))
    ]
    taken = [(span.start, span.end) for span in found]
    for match in codes:
        if not any(s < match.end() and match.start() < e for s, e in taken) and len(match[0]) >= 2:
            found.append(Span("code", match.start(), match.end(), match[0], match[0].casefold()))
    for match in re.finditer(r"(?<![\w'’])(?!I\b)[A-Z]{1,2}(?![\w'’])", text):  # "B positive", AB
        if not any(s < match.end() and match.start() < e for s, e in taken):
            found.append(Span("letters", match.start(), match.end(), match[0], match[0]))
    for match in re.finditer(r"[0-9\u4e00-\u9fff]+", text):
        run = match[0]
        if whole:  # the value after its lead (我住的是回龙观: 回龙观), or all of the text
            lead = list(re.finditer(r"是|叫|在", run))
            start = match.start() + (lead[-1].end() if lead else 0)
            tail = text[start : match.end()]
            if (
                (lead or start == 0)
                and match.end() == len(text)
                and 2 <= len(tail) <= 6
                and _CJK.search(tail)
            ):
                found.append(Span("zh", start, match.end(), tail, tail))
            continue
        for size in range(min(len(run), 6), 1, -1):
            for offset in range(len(run) - size + 1):
                piece = run[offset : offset + size]
                if piece[0] in FUNCTION_ZH or piece[-1] in FUNCTION_ZH or not _CJK.search(piece):
                    continue
                start = match.start() + offset
                found.append(Span("zh", start, start + size, piece, piece))
    return found


def _inside(span: Span, ranges: list[tuple[int, int]]) -> bool:
    return any(start <= span.start and span.end <= end for start, end in ranges)


def likeness(old: Span, new: Span) -> float:
    """How much a new span reads as the held one said right (0: not at all)."""
    if old.key == new.key:
        return 0.0
    if old.kind in ("code", "zh", "letters") or new.kind in ("code", "zh", "letters"):
        return _shape_likeness(old, new)
    if old.kind == "name" and new.kind == "name":
        return 3.0 if alike(old, new) else 0.0
    if old.kind == "name" or new.kind == "name" or not fits(new, old):
        return 0.0
    return 2.0 + (1.0 if old.kind == new.kind else 0.0) + (0.5 if old.unit and old.unit == new.unit else 0.0)


def same_kind(old: Span, new: Span, kinds: Kinds | None) -> float:
    """Two names or Chinese values of one kind in a closed lexicon (a place, an employer, a car)."""
    if (
        kinds is None
        or old.kind not in ("name", "zh")
        or new.kind not in ("name", "zh")
        or old.key == new.key
    ):
        return 0.0
    return 1.0 if kinds(old.text) & kinds(new.text) else 0.0


def _code_alike(old: str, new: str) -> bool:
    """Two codes of one pattern of digits and letters, at least half their characters the same ("4B" /
    "4D", "12C" / "12E"): a letter mistyped."""
    shape = [re.sub(r"\d", "9", re.sub(r"[A-Za-z]", "a", text)) for text in (old, new)]
    same = sum(one == other for one, other in zip(old.casefold(), new.casefold(), strict=False))
    return shape[0] == shape[1] and 2 * same >= len(old)


def _shape_likeness(old: Span, new: Span) -> float:
    if old.kind != new.kind:
        return 0.0
    if old.kind == "letters":
        return 2.0
    if old.kind == "code":
        digits = [sum(ch.isdigit() for ch in span.text) for span in (old, new)]
        same = digits[0] == digits[1] and re.sub(r"\d", "9", old.text) == re.sub(r"\d", "9", new.text)
        return 2.5 if same or _code_alike(old.text, new.text) else 0.0
    if len(old.text) != len(new.text) or old.text[-1] != new.text[-1] or not _CJK.match(new.text[-1]):
        return 0.0  # 西湖区 / 滨江区, 18楼 / 16楼, 大班 / 中班: one length, one last character
    return 1.0 + len(old.text) / 10


def typed_like(held: str, start: int, end: int, part: str) -> str:
    """The value ``part`` says of the type of the held typed value at ``start``-``end``, in the held style
    ("noon" for the 10 of "at 10", "quarter past five" → "5:15"), or ""."""
    old = next((span for span in spans(held) if span.start <= start and end <= span.end), None)
    new = None if old is None else next((span for span in spans(part) if span.kind == old.kind), None)
    return "" if old is None or new is None else said_as(old, new)


def whole_date(held: str, olds: list[Span], old: Span, news: list[Span]) -> tuple[int, int, str, str] | None:
    """A date said whole against a date held whole ("April 30" for "March 31", "the 19th of May" for "the
    9th of June"): where the held date is, as said, and as said anew — month and day each in the held
    style."""
    if old.kind not in DATE_KINDS:
        return None
    held_date = _date_around(held, olds, old)
    said_date = [span for span in news if span.kind in DATE_KINDS]
    if len(held_date) != 2 or {span.kind for span in said_date} != {span.kind for span in held_date}:
        return None
    fixed = held
    for part in sorted(held_date, key=lambda span: span.start, reverse=True):
        other = next(span for span in said_date if span.kind == part.kind)
        fixed = fixed[: part.start] + said_as(part, other) + fixed[part.end :]
    start, end = held_date[0].start, held_date[-1].end
    return start, end, held[start:end], fixed[start : end + len(fixed) - len(held)]


def _date_around(held: str, olds: list[Span], old: Span) -> list[Span]:
    """The day and month of one date of a memory that ``old`` is a part of ("March 31", "the 4th of May")."""
    parts = [old]
    for span in olds:
        if span.kind in DATE_KINDS and span.kind != old.kind:
            gap = held[min(span.end, old.end) : max(span.start, old.start)]
            if span.start != old.start and re.fullmatch(r"[\s,]*(?:the\s+|of\s+)?", gap, re.IGNORECASE):
                parts.append(span)
                break
    return sorted(parts, key=lambda span: span.start)
