"""A bare value said as a correction ("应该是上海", "I meant Munich", "make it 500"): put on the key of the
reading it corrects (moved out of ``reader``, which reads the clauses that call it)."""

from dataclasses import replace

from memory_center.extraction.rules.amounts import find_amount, money
from memory_center.extraction.rules.model import STANCE, Reading
from memory_center.extraction.rules.text import compiled, trim, value

BARE_VALUE_LEAD = compiled(
    r"^(?:应该是在|应该在|应该是|其实是在|其实是|是在|是|[他她它]叫|it's|it is|it was|that's"
    r"|that should be|should be|make it)\s*"
)
NAMED_WRONG = compiled(r"^(?:而不是|不是|并不是|not)\s*\S")
"""A clause that names the wrong value (是凯美瑞，不是卡罗拉: 卡罗拉 is the wrong one)."""
_BARE_VALUE_TAIL = compiled(r"[，,]?\s*(?:not|而不是|不是)\s+.+$|(?:，|,)?(?:不是|而不是).+$")


def corrected_value(previous: Reading, bare: str) -> Reading | None:
    """A bare value ("应该是上海", "I meant Munich") put on the key of the reading it corrects."""
    said = trim(_BARE_VALUE_TAIL.sub("", BARE_VALUE_LEAD.sub("", trim(bare))))
    if not said or previous.predicate == STANCE:
        return None
    if previous.subject.endswith("budget"):
        amount = find_amount(said)
        return None if amount is None else replace(previous, object_value=money(amount, bare))
    return replace(previous, object_value=value(said)) if len(said) <= 40 else None
