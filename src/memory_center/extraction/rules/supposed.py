"""A statement that only supposes (pure): an irrealis world the user imagines, not the one they live in
("If I won the lottery I'd move to Lisbon", "In another life I'd have been a vet", 要是我中了彩票，我就搬去
大理, 假如我会说法语，我早就去巴黎工作了). Its place, job or home holds of no one: no slot takes its value
(``extraction.slot_sense``), and its words are not served as the user's own word about their life
(``retrieval.unrecorded``) unless the request itself supposes ("What would I do if I won the lottery?").
docs/extraction.md, "Session 29: corrections and clauses whose value or owner is read wrong".

A supposition is told by its frame, not its topic: an opening that sets up an imagined world (suppose,
imagine, what if, in another life, 假如, 下辈子), or an unreal condition with a would-clause ("if I had …,
I'd …"; 要是/如果 …，就 … with no habit said). A real condition of a habit ("If it rains I take the bus",
如果下雨我就坐地铁，平时骑车) and a statement that goes on with what holds ("… but for now I'm in Leeds")
suppose nothing only.
"""

import re

from memory_center.extraction.rules.split import statements
from memory_center.extraction.rules.text import compiled

_SETS_UP = compiled(
    r"^(?:let's say|let us say|suppose|supposing|imagine|what if|hypothetically|in theory|in another life"
    r"|in a (?:parallel|different|perfect|ideal) (?:universe|world|life)|in my dreams|if only)\b"
    r"|^(?:假如|假设|假若|倘若|设想|下辈子|如果当初|要是当初|如果当年|要是当年|如果有一天|要是有一天)"
)
_UNREAL_IF = compiled(
    r"^(?:even\s+)?if\b[^.!?]*\b(?:had|were|was|won|could|did|didn't|weren't|wasn't|ever|lost|got)\b[^.!?]*"
    r"\b(?:i'd|we'd|i\s+would|we\s+would|i\s+could|we\s+could|i\s+might)\b"
    r"(?!\s+(?:rather|prefer|like|love|always|never|appreciate))"
    r"|^(?:i'd|i\s+would|we'd|we\s+would)\b(?!\s+(?:rather|prefer|like|love|appreciate))[^.!?]*"
    r"\bif\s+(?:i|we)\s+(?:had|were|was|won|could|didn't|ever)\b"
)
_UNREAL_IF_ZH = re.compile(r"^(?:如果|要是|要不是)[^。！!？?]{1,30}?(?:就|会|早就|早|肯定|一定|宁愿)")
_WHAT_HOLDS = compiled(
    r"\b(?:but|though|although|for now|right now|actually|in reality|otherwise|usually|normally)\b"
    r"|不过|但是|可是|其实|平时|平常|一般|通常|每天|每次|总是|经常|不然|否则|现在|明天|今天|今晚|后天|下周|这周|周末"
)
"""Words that go on with what holds, say a habit, or name a near day of a real plan (如果明天下雨我就不去了):
the statement is no supposition only."""


def supposes(statement: str) -> bool:
    """Whether one statement only supposes."""
    text = statement.strip()
    if not text or _WHAT_HOLDS.search(text):
        return False
    return bool(_SETS_UP.search(text) or _UNREAL_IF.search(text) or _UNREAL_IF_ZH.search(text))


_SUPPOSING_WORD = compiled(
    r"\b(?:let's say|let us say|suppose|supposing|imagine|pretend|what if|in theory|hypothetically)\b"
    r"|假如|假设|假若|倘若|设想|万一"
)


def told_as_supposed(statement: str) -> bool:
    """A statement that supposes (``supposes``) or holds a word of supposing anywhere ("we could move to
    Leeds, let's say"): no slot's value is read in it (``extraction.frames``)."""
    return bool(_SUPPOSING_WORD.search(statement)) or supposes(statement)


def only_supposes(text: str) -> bool:
    """Whether every statement of a message only supposes (a message that also says what holds does
    not)."""
    said = [one.strip() for one in statements(text) if one.strip()]
    return bool(said) and all(supposes(one) for one in said)
