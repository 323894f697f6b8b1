"""A directive about an aspect of the answers said as lasting, whatever its word order (pure): the units,
the spelling, the currency, the clock, the dates, the tone or the time zone (``rule_aspects``) named with
a word of lasting at its start or end ("dates as DD/MM from here on", "going forward, prices in euros
please", "I'd like British spelling from now on", 以后金额都用人民币显示, 以后温度都用摄氏度,
以后回答我都用公制单位) is a USER standing rule: the aspect table says what it is about, no phrase of
its own does.

Look-alikes give nothing here: no word of lasting (a report, "I run in miles these days", 美国人都用华氏度);
the word of lasting inside the sentence after someone else (我们公司以后报价都用欧元); an order that opens
with another person ("my boss wants all reports in British spelling from now on") or whose head before
都 is neither an aspect nor the user (公司规定…); a question or a one-off never reaches here
(``reader``, ``governance.lasting``).
"""

import re

from memory_center.extraction.rules.model import NEVER, REQUIRED, Reading
from memory_center.extraction.rules.rule_aspects import aspects_of, cued_aspects
from memory_center.extraction.rules.standing import stance_rule
from memory_center.extraction.rules.text import compiled, is_chinese, trim
from memory_center.extraction.rules.words import ZH_DONT

_EN_LASTING = (
    r"(?:going\s+forward|from\s+now\s+on|from\s+here\s+on(?:\s+out)?|(?:in\s+)?(?:the\s+)?future"
    r"|by\s+default|for\s+good|from\s+today(?:\s+on)?)"
)
_EN_OPENING = compiled(rf"^{_EN_LASTING}\s*[,:]?\s+(?P<order>.+)$")
_EN_CLOSING = compiled(rf"^(?P<order>.+?)\s*,?\s+{_EN_LASTING}(?:\s*,?\s*please)?$")
_ZH_OPENING = re.compile(r"^(?:以后|今后|往后|从今往后|从今以后|从现在起|从现在开始)[，,]?(?P<order>.+)$")

_EN_WANT = compiled(
    r"^(?:please\s+|kindly\s+|and\s+|also\s+|always\s+)*(?:i(?:'d|\s+would)\s+(?:like|prefer|rather\s+have)"
    r"|i\s+(?:want|prefer|need)|let's\s+(?:have|do|use)|give\s+me|show\s+me|use|put|write|do|keep)?\s*(?P<rest>.+)$"
)
"""The user's own wish or an imperative before the aspect ("I'd like British spelling", "use …")."""
_EN_OTHER = compiled(
    r"^(?:my|our|his|her|their|we|he|she|they|you|it|the\s+(?!\w+\s+(?:as|in|with|using)\b)|everyone|people"
    r"|i\s+(?!(?:'d|would|want|prefer|need)\b))\b"
)
"""An order opening with another person or a thing told of ("my boss wants …", "I run in miles …")."""
_EN_LEAD = compiled(r"^(?:actually|ok(?:ay)?|so|and|also|oh|well|hey)\b[\s,]*")
_EN_REASON = compiled(r"\s*,\s*(?:i|i'm|we|my|since|because|as|cause|'cause)\b.*$")
"""A reason after the order ("…, I moved to Berlin") is no part of it."""
_EN_NO = compiled(r"^(?:no|never|don't|do\s+not|stop\s+using|stop)\s+")

_ZH_HEAD = re.compile(
    r"^(?P<head>[^，,]{0,10}?)"
    rf"(?:也都|都|一律|统一|全都|全部|还是都|还是|(?=(?:{ZH_DONT}|不要|不用|不许)))(?P<order>.+)$"
)
"""A Chinese order: what it is about before 都 / 一律 or a prohibition, the order after it."""
_ZH_TO_ME = re.compile(r"^(?:你)?(?:给我|跟我|对我|和我|帮我|回答我|回复我|回我|告诉我)")
_ZH_NO = re.compile(rf"^(?:{ZH_DONT}|不要|不用|不许|别再)")
_ZH_TAIL = re.compile(r"[吧呀啊哈嘛哦的]+$")


def read_aspect_rule(text: str) -> Reading | None:
    """The standing rule a whole statement gives about an aspect of the answers said as lasting, or None."""
    order = _lasting_order(text)
    if order is None or not aspects_of(order):
        return None
    said = _zh_order(order) if is_chinese(order) else _en_order(order)
    if said is None:
        return None
    thing, value = said
    return stance_rule(thing, value) if thing and aspects_of(thing) else None


def _lasting_order(text: str) -> str | None:
    for pattern in (_ZH_OPENING, _EN_OPENING, _EN_CLOSING):
        if (match := pattern.match(text)) is not None:
            return trim(match["order"])
    return None


def _en_order(order: str) -> tuple[str, str] | None:
    if _EN_OTHER.match(order):
        return None
    value = REQUIRED
    if (no := _EN_NO.match(order)) is not None:
        order, value = order[no.end() :], NEVER
    order = _EN_REASON.sub("", _EN_LEAD.sub("", order))
    match = _EN_WANT.match(order)
    rest = trim(re.sub(r"[\s,]*please$", "", match["rest"] if match else order, flags=re.IGNORECASE))
    return (rest.lower(), value) if rest and not _EN_OTHER.match(rest) else None


def _zh_order(order: str) -> tuple[str, str] | None:
    match = _ZH_HEAD.match(order)
    head, rest = (trim(match["head"]), trim(match["order"])) if match else ("", order)
    if head and not (cued_aspects(head) or _ZH_TO_ME.match(head)):
        return None  # 公司规定金额都用美元: the head is someone else, not an aspect of the answers
    value = REQUIRED
    if (no := _ZH_NO.match(rest)) is not None:
        rest, value = rest[no.end() :], NEVER
    rest = _ZH_TAIL.sub("", re.sub(r"^(?:要|得)", "", rest))
    thing = f"{_ZH_TO_ME.sub('', head)}{rest}" if cued_aspects(head) else rest
    return (thing, value) if thing else None
