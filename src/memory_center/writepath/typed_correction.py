"""The typed-value correction of one memory (pure): the held value of the new value's type is found in
what the memory says (``extraction.rules.typed_spans``) and the new value put in its place, in the memory's
content and value alike (a stance holds its value in its key: the key is corrected). Used for a memory
held (``writepath.late_correction``) and for the reading a message has just made (``writepath.within``).
"""

import re
from dataclasses import replace
from typing import Protocol

from memory_center.extraction.contract import ExtractedCandidate
from memory_center.extraction.rules.later import LaterCorrection
from memory_center.extraction.rules.model import STANCE
from memory_center.extraction.rules.named_target import by_named
from memory_center.extraction.rules.reader import PLAIN_CONFIDENCE, RULES_MODEL, RULES_VERSION
from memory_center.extraction.rules.typed_spans import (
    Span,
    alike,
    district_spans,
    fits,
    held_spans,
    named_again,
    pick,
    replace_in,
    same_value_in,
    spelt_alike,
)
from memory_center.extraction.rules.value_shapes import spelt_like
from memory_center.extraction.rules.zh_framed import framed
from memory_center.extraction.schema import BY_NAME
from memory_center.governance.drafts import Said
from memory_center.governance.importance import assess
from memory_center.governance.values import normalise_value
from memory_center.kit.text_analysis import analyse

FREE_TEXT = "said:"
NAMED_SLOTS = {"place": "place", "organisation": "organisation", "person": "person", "option": ""}
"""The slot types whose value is a name, and its kind ("" for a named option: a car, an airline)."""


class Held(Said, Protocol):
    """A memory as the correction reads it: a stored fact, or a candidate just read."""

    @property
    def importance(self) -> float: ...


def name_kind(fact: Held) -> str | None:
    """The kind of name a memory's value is (None: no name): a slot's type, a person's name."""
    if (fact.predicate or "").startswith(FREE_TEXT) or fact.predicate == STANCE:
        return None
    if fact.predicate == "name":
        return "person"
    slot = BY_NAME.get(fact.predicate or "")
    return None if slot is None else NAMED_SLOTS.get(slot.value)


def correction_of(fact: Held, said: LaterCorrection) -> ExtractedCandidate | None:
    if said_of_it_again(fact, said) or said_of_another(fact, said):
        return None
    stance = fact.predicate == STANCE
    kind = name_kind(fact)
    where = fact.subject or "" if stance else fact.content
    held = [
        span
        for span in held_spans(where, fact.object_value, kind)
        if said.old is not None or said.new.said_alike(where, span)  # the value named as wrong decides
    ]
    if said.old is not None:
        held = sorted([*held, *_named_old(where, held, said.old.spans)], key=lambda span: span.start)
    if said.new.kind == "name" and re.search(r"(?:区|县|镇)$", said.new.spans[0].text):
        held = sorted([*held, *district_spans(where, held)], key=lambda span: span.start)  # 滨江区 for 西湖区
    if kind is not None and fact.object_value:  # the memory's own value first: "Brookfield", not "Max"
        held.sort(key=lambda span: span.kind != "name" or span.text != fact.object_value)
    first = said.new.spans[0]
    like = spelt_like(where, first.text, first.unit) if first.kind == "name" and said.old is None else []
    # 朝阳区望京那边 for the 海淀区中关村那边 held: a Chinese value found by the frame it is said in
    like = like or (framed(where, first.text) if first.kind == "name" and said.old is None else [])
    if like:
        # 滨江区 for the 西湖区 of 杭州西湖区, not for 杭州: the held name shaped like the new one first
        held = like + [
            span for span in held if not any(s.start < span.end and span.start < s.end for s in like)
        ]
    if said.new.kind == "name" and not any(span.kind == "name" for span in held):
        held += named_again(where, said.comment)  # 其实是南京，上海是后来才搬去的: the comment names it
        held += [] if held else spelt_alike(where, said.new.spans[0])  # 翠园 for the 翠苑 held
    news, old_keys = _paired(said)
    if said.old is None and len(news) == 1:
        held = by_named(where, held, said.text, news[0])  # "Scratch the weight": the value by that noun
    pairs: list[tuple[Span, Span]] = []
    for new, old_key in zip(news, old_keys, strict=False):
        # each held value is replaced once, in order: "Portland, Maine" for "Portland, Oregon"
        taken = [old for old, _ in pairs]
        chosen = pick(new, [span for span in held if span not in taken], old_key)
        if chosen is not None:
            pairs.append((chosen, new))
    if not pairs or (said.old is not None and len(pairs) < len(said.old.spans)):
        return None
    pairs = [(_word_alike(old, new), new) for old, new in pairs]
    if said.needs_likeness and not any(alike(old, new) for old, new in pairs):
        return None  # a name said with no marker corrects only a name like it ("Karin" for "Karen")
    subject, content, value = fact.subject, fact.content, fact.object_value or ""
    for old, new in sorted(pairs, key=lambda pair: pair[0].start, reverse=True):
        if stance:
            subject = replace_in(subject or "", old, new)
            content = _also(content, old, new, None)
        else:
            content = replace_in(content, old, new)
            value = _also(value, old, new, kind)
    same_value = normalise_value(value) == normalise_value(fact.object_value or "")
    if same_value and kind is not None and content != fact.content and _held_in(said.value, value):
        value, same_value = said.value, False  # "Portland, Maine" for the "Portland" of "Portland, Oregon"
    if same_value and content == fact.content and subject == fact.subject:
        return None
    return corrected(fact, said.text, subject, value, content)


_CJK_NAME = re.compile(r"^[\u4e00-\u9fff]{2,8}$")


def _named_old(where: str, held: list[Span], olds: tuple[Span, ...]) -> list[Span]:
    """A Chinese name the correction names as wrong, found where the memory says it (不是豆豆 of
    我儿子小名叫豆豆): Chinese names have no capitals to be found by, so a memory that holds it in free
    text has no span of it until the correction names it."""
    found = []
    for old in olds:
        at = where.find(old.text)
        if old.kind != "name" or not _CJK_NAME.match(old.text) or at < 0:
            continue
        if not any(
            span.key == old.key or (span.start < at + len(old.text) and at < span.end) for span in held
        ):
            found.append(Span("name", at, at + len(old.text), old.text, old.key, old.unit))
    return found


def said_of_it_again(fact: Held, said: LaterCorrection) -> bool:
    """Whether the comment that names the old value says it of what the memory is about ("Friday is
    the swim meet, Wednesday is the recital" of "My piano recital is on Wednesday"; 舞蹈课在周日，周六是钢琴课
    of 钢琴课在周六): the old value stands, said again, and is no mistake. A comment that gives it to
    something else (周六是游泳, "Lincoln was the old one", 165是去年的) leaves the memory to correct."""
    if said.instead_of is None or not said.comment:
        return False
    old = said.instead_of.casefold()
    clauses = [clause for clause in said.comment.split("，") if old in clause.casefold()]
    if not clauses:
        return False
    held = _words(fact.content.casefold().replace(old, " "))
    return any(_words(clause.casefold().replace(old, " ")) & held for clause in clauses)


def said_of_another(fact: Held, said: LaterCorrection) -> bool:
    """Whether an unmarked value is said of a thing the memory is not about ("Choir is Thursday" after "My
    boxing class is Monday at 7", 书法课是周六 after 我的游泳课在周二): one more thing of a list, an
    enumeration, and no correction. The thing said (``LaterCorrection.topic``) must be the memory's: every
    content word of it in the memory's words ("The Spanish lesson is Thursday at 5" of "My Spanish lesson
    is Wednesday at 5"). A marked correction ("sorry", 不对) says itself what it corrects."""
    if not said.bare or not said.topic:
        return False
    topic = _words(said.topic.casefold())
    return bool(topic) and not topic <= _words(f"{fact.subject or ''} {fact.content}".casefold())


_FUNCTION_ZH = re.compile(r"[的是在了个那这就才也都我你他她它]")


def _words(text: str) -> set[str]:
    """The content words of a text (Chinese: its pairs of characters with no function character)."""
    return {word for word in analyse(text) if not _FUNCTION_ZH.search(word)}


def _paired(said: LaterCorrection) -> tuple[list[Span], list[str | None]]:
    """The new spans, each with the key of the held value named as wrong that it replaces: with no value
    named, every new span and no key; else each named value with the new span of its own type ("June 21,
    not the 12th": 21 for the 12th, not June; "BS6 5QY, not QT": QY for QT), the first when none is."""
    if said.old is None:
        return list(said.new.spans), [None] * len(said.new.spans)
    news: list[Span] = []
    for old in said.old.spans:
        free = [span for span in said.new.spans if span not in news] or list(said.new.spans)
        same = [span for span in free if span.kind == old.kind] or [span for span in free if fits(span, old)]
        news.append((same or free)[0])
    return news, [span.key for span in said.old.spans]


def corrected(
    fact: Held, said: str, subject: str | None, value: str | None, content: str
) -> ExtractedCandidate:
    """The held memory as the correction ``said`` words it anew: its type, key and scope, the new
    subject, value and content, the importance of a correction (never less than the held memory's)."""
    importance = assess(said, standing_rule=False, correction=True, explicit_save=False)
    return ExtractedCandidate(
        memory_type=fact.memory_type,
        subject=subject,
        predicate=fact.predicate,
        object_value=value,
        content=content,
        scope=fact.scope,
        confidence=PLAIN_CONFIDENCE,
        extractor_model=RULES_MODEL,
        extractor_version=RULES_VERSION,
        importance=max(importance.value, fact.importance),
        importance_reasons=tuple(reason.value for reason in importance.reasons),
    )


_ZH_KIND_TAIL = re.compile(r"(?:小区|花园|公寓|新村|社区|大厦)$")
"""The kind word a Chinese place name ends with (翠苑小区): a correction of the name keeps it."""


def alike_zh(one: str, other: str) -> bool:
    """Two Chinese names of one length told apart by at most half their characters (翠苑 / 翠园)."""
    return len(one) == len(other) and sum(a != b for a, b in zip(one, other, strict=True)) * 2 <= len(one)


def _word_alike(old: Span, new: Span) -> Span:
    """The one word of a held name of several that a one-word name corrects when spelt like it
    ("Simmonds" for the "Simmons" of "Derek Simmons"), else the whole held name."""
    if old.kind == "name" and new.kind == "name" and (kind := _ZH_KIND_TAIL.search(old.text)):
        head = old.text[: kind.start()]  # 翠园 for the 翠苑 of 翠苑小区: the kind word stays
        if (
            len(head) >= 2
            and not _ZH_KIND_TAIL.search(new.text)
            and head != new.text
            and alike_zh(head, new.text)
        ):
            return replace(old, end=old.start + len(head), text=head, key=head.casefold())
    if old.kind != "name" or new.kind != "name" or " " in new.text.strip() or " " not in old.text.strip():
        return old
    for word in re.finditer(r"[\w'’-]+", old.text):
        part = replace(
            old,
            start=old.start + word.start(),
            end=old.start + word.end(),
            text=word[0],
            key=word[0].casefold(),
        )
        if part.key != new.key and alike(part, new):
            return part
    return old


def _held_in(said: str, value: str) -> bool:
    """Whether a name said holds the held one as a part of its own ("Portland, Maine" holds "Portland")."""
    return (
        bool(value) and re.search(rf"(?<!\w){re.escape(value.casefold())}(?!\w)", said.casefold()) is not None
    )


def _also(text: str, old: Span, new: Span, kind: str | None) -> str:
    """The held value replaced in another field of the memory, where that field says it (the "3500" of
    a budget whose content says 三千五; a value that is the old value as it stands)."""
    if text.strip() == old.text:
        return (
            new.text
            if not old.title
            else replace_in(text.strip(), replace(old, start=0, end=len(old.text)), new)
        )
    same = same_value_in(text, old.key, kind)
    if same is not None:
        return replace_in(text, same, new)
    plain = re.search(rf"(?<![A-Za-z0-9]){re.escape(old.text)}(?![A-Za-z0-9])", text)  # 晚上十点 holds 十点
    return (
        text if plain is None else replace_in(text, replace(old, start=plain.start(), end=plain.end()), new)
    )
