"""What a value is said of (pure): the thing an unmarked correction names before or after its value
("Choir is Thursday", "Wednesday is the recital", 书法课是周六). A value said of another thing than a held
memory's is one more of a list, an enumeration, and no correction of it (``writepath.typed_correction.
said_of_another``; docs/evaluation.md, "Session 22: orders and enumerations")."""

import re

from memory_center.extraction.rules.text import compiled, trim
from memory_center.extraction.rules.typed_spans import new_value

CLAUSES = re.compile(
    r"\s*(?:[，;；。!！…]+|(?<!\d),|,(?!\d{3}(?!\d))|(?<!\bDr)(?<!\bMr)(?<!\bMs)(?<!\bMrs)(?<!\bSt)\.(?=\s|$)|\s[—–-]+|[—–]+)\s*"
)
"""Where a message's clauses part: a comma not in a number ("1,250"; 称了,68 parts), a full stop
before a space (not "Dr. Patel"), a dash; and a colon (``later``)."""

ZH_TOPIC = re.compile(
    r"^(?P<topic>[\u4e00-\u9fff]{1,6}?)(?:应该是|其实是|是在|是|在|叫|姓)(?P<value>[^，,]{1,20})$"
)
"""A Chinese value said after what it is the value of (房租是4300, 书法课是周六)."""


_EN_TOPICS = (
    compiled(
        r"^(?:the\s+|my\s+|our\s+)?(?P<topic>[a-z][\w'-]*(?:\s+[a-z][\w'-]*){0,3}?)(?:'s|\s+is|\s+are)"
        r"\s+(?:on\s+|at\s+|in\s+|from\s+)?(?P<value>[^,]+)$"
    ),
    compiled(
        r"^(?P<value>[^,]+?)\s+(?:is|'s|are)\s+(?:the|my|our)\s+(?P<topic>[a-z][\w'-]*(?:\s+[a-z][\w'-]*){0,3})$"
    ),
)
"""An English value said of a thing, the thing first ("Pottery's on Thursday") or last ("Wednesday is the
recital")."""
_NO_TOPIC = compiled(
    r"^(?:it|that|this|he|she|they|there|which|what|mine|yours|one|the\s+one|that\s+one|so|and|but)$"
    r"|[了过着我你他她它]|一下"
)
"""What names no thing a value is said of: a pronoun, the user ("我"), a report of what the user did
(刚称了一下是65公斤)."""


def topic_of(text: str) -> str:
    """The thing the first clause of an unmarked message says its typed value of ("Choir is Thursday" → choir,
    "Wednesday is the recital" → recital, 书法课是周六 → 书法课), or "" when it names none (a bare value, a
    pronoun: "it's 8")."""
    first = trim(CLAUSES.split(trim(text), maxsplit=1)[0])
    found = [match for pattern in (ZH_TOPIC, *_EN_TOPICS) if (match := pattern.match(first)) is not None]
    for match in found:
        if topic := _named_topic(match["topic"], match["value"]):
            return topic
    return ""


def _named_topic(topic: str, value: str) -> str:
    said = new_value(trim(value))
    if said is None or _NO_TOPIC.search(topic) or said.spans[0].kind == "name":
        return ""  # a name said of a thing ("the office is Baker Street") may be the thing's own name
    named = new_value(topic)
    kinds = {span.kind for span in said.spans}
    return "" if named is not None and any(span.kind in kinds for span in named.spans) else topic
