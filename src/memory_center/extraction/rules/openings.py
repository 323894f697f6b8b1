"""How a statement opens (pure): the leads a reading skips ("Oh and", "btw", 对了, 另外; a life event
the change dates from, 膝盖手术以后我就不打网球了), and whether it asks something: a question mark or a
Chinese question particle at its end, a Chinese question word, an English opening that asks ("can
you", "what", "should I"). A question says no memory of the user (``rules.reader``), and a message of
questions only is no statement of the user's about themselves (``retrieval.unrecorded``)."""

import functools
import re
import unicodedata

import memory_center.extraction.rules.words as w
from memory_center.extraction.rules.text import alternatives, compiled, english, trim

_LEAD = compiled(rf"^(?:{alternatives(w.LEAD_ZH)}|{english(w.LEAD_EN)})[\s,:：]*")
_ZH_SINCE = re.compile(
    r"^(?:自从)?[^，,我你他她它]{0,8}(?:了|过|手术|毕业|结婚|退休|离婚|怀孕|生病|搬家|孩子)[^，,我你他她它]{0,3}?"
    r"(?:以后|之后|以来|后)(?=我)"
)
"""A life event the change dates from (膝盖手术以后我就不打网球了): the change is told from then on."""


_QUESTION_END = re.compile(r"(?:[?？]|(?:[吗呢]|(?<!饿了)么))[\s。.!！~～…]*$")
_QUESTION_ZH = re.compile(rf"^{alternatives(w.QUESTION_ZH)}|{alternatives(w.QUESTION_ZH_ANYWHERE)}")
_QUESTION_EN = compiled(
    r"^(?:can|could|would|will|did|do|does)\s+(?:you|i|we)\b|^(?:is|are)\s+(?:there|it|you|this|that)\b"
    r"|^(?:should|shall|may)\s+i\b|^(?:what|which|who|whom|whose|why|how)\b"
)


_ZH_CHECK_WHETHER = re.compile(
    rf"(?:先|都|要|记得)?(?:确认|确定|核实|检查|看看|看一下|查查|查一下|问问|问一下|说清楚|讲清楚|说明|标明|注明|告诉我)(?:一下)?"
    rf"(?:{alternatives(w.QUESTION_ZH_ANYWHERE)})"
)
"""Whether a thing holds, as what the assistant is told to check (先确认有没有包间): the question is
the order's object, the statement asks nothing (a question mark still asks)."""


@functools.lru_cache(maxsize=256)  # pure; asked of one message's texts two to three times
def is_question(statement: str) -> bool:
    text = _ZH_CHECK_WHETHER.sub("", strip_lead(unicodedata.normalize("NFKC", statement)))
    return bool(_QUESTION_END.search(statement) or _QUESTION_ZH.search(text) or _QUESTION_EN.match(text))


def strip_lead(clause: str) -> str:
    previous = None
    while previous != clause:
        previous, clause = clause, _LEAD.sub("", trim(clause))
    if (since := _ZH_SINCE.match(clause)) and clause[since.end() :].startswith("我就不"):
        clause = "我不再" + clause[since.end() + 3 :]
    return clause
