"""How a value said in a message stands to a held memory's values (issue 24, session 27: pure, for
``rules.anew``): the held value said again (May of "May 5th" is no 5th), a value of the same kind (a size
said as a number: "Shoe size is 43" for "a size 42 shoe"), a count of the topic ("30 flats in our
building" is no flat number), and the words of the held names said again, which name the topic beside a
new value ("24 Elm Street")."""

import re

from memory_center.extraction.rules.anchors import stem
from memory_center.extraction.rules.typed_spans import Span, fits

_CJK = re.compile(r"[\u4e00-\u9fff]")


def said_again(span: Span, held: list[Span]) -> bool:
    """Whether a value is one of ``held`` said again: the same value of a kind it may stand for (May of
    "May 5th" is no 5th)."""
    return any(span.key == other.key and (span.kind == other.kind or fits(span, other)) for other in held)


def name_topics(again: list[Span]) -> frozenset[str]:
    """The words of the names said again, as topic anchors ("24 Elm Street": the value is said by them)."""
    words = {stem(word) for span in again for word in re.findall(r"[a-z][a-z'-]+", span.text.casefold())}
    return frozenset(words | {span.text for span in again if _CJK.search(span.text)})


def counts(text: str, span: Span, topics: frozenset[str]) -> bool:
    """Whether an amount counts things of the topic ("30 flats", 12栋楼 of 楼): a quantity, no value of it."""
    after = re.match(r"\s*([a-z][\w'-]*|[\u4e00-\u9fff]{1,2})", text[span.end :])  # no name: "24 Elm Street"
    if after is None:
        return False
    word = after[1].casefold()
    return stem(word) in topics or any(_CJK.match(topic) and topic[-1] in word for topic in topics)


def same_kind(old: Span, new: Span) -> bool:
    """Values of one kind; a size and a number are one ("a size 42 shoe" for "Shoe size is 43")."""
    return old.kind == new.kind or {old.kind, new.kind} == {"size", "number"}
