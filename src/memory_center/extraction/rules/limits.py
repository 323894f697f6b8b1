"""Budgets and limits: CONSTRAINT "budget / max_amount = 8000 元", "<thing> / max = 5 小时".

An item word before the budget makes "hotel_budget", "flight_budget", …; 至少 / at least makes
"min_amount"; 每晚 / per night adds "/晚", "/night". A money limit on nothing or on an item is a
budget. Budgets and limits are one-time details unless a lasting word or a habit of spending ("a
head", 一顿: ``governance.budgets``) says otherwise (scope is decided by the reader).
"""

import re
from dataclasses import replace

from memory_center.enums import MemoryType
from memory_center.extraction.rules.amounts import (
    AMOUNT,
    NUMBER,
    currency,
    find_amount,
    money,
    quantity,
    with_digits,
)
from memory_center.extraction.rules.model import Reading
from memory_center.extraction.rules.standing import preferred_over
from memory_center.extraction.rules.text import (
    alternatives,
    compiled,
    english,
    is_chinese,
    is_deictic,
    listed,
    singular,
    thing,
    trim,
)
from memory_center.governance import budgets
from memory_center.governance.values import canonical_key_part

BUDGET_ITEMS = {
    **dict.fromkeys(listed("酒店|住宿|hotel|hotels|accommodation|lodging"), "hotel"),
    **dict.fromkeys(listed("机票|航班|flight|flights|airfare"), "flight"),
    **dict.fromkeys(
        listed(
            "餐饮|吃饭|餐费|饭钱|一顿|每顿|一顿饭|每顿饭|午饭|晚饭|早饭|午餐|晚餐|外卖|food|meal|meals|dining"
            "|dinner|dinners|lunch|lunches|breakfast|breakfasts|restaurant|restaurants|eating out|dining out"
            "|dinners out"
        ),
        "food",
    ),
    **dict.fromkeys(listed("交通|transport|transportation"), "transport"),
    **dict.fromkeys(listed("门票|tickets"), "tickets"),
    **dict.fromkeys(listed("购物|shopping"), "shopping"),
    **dict.fromkeys(listed("礼物|礼品|gift|gifts|present|presents"), "gift"),
    **dict.fromkeys(listed("房租|租房|rent"), "rent"),
}
_ITEM = alternatives("|".join(BUDGET_ITEMS))
_MINIMUM = compiled(r"至少|最少|不低于|起码|" + english("at least|minimum|no less than"))
_ZH_BUDGET = re.compile(
    rf"(?P<item>{_ITEM})?(?:的|每晚|每天|每人|每个月)*预算(?P<mid>[^0-9¥$€£]{{0,16}}?)"
    rf"(?=(?:{NUMBER})|[¥$€£])"
)
_EN_BUDGET = compiled(
    rf"(?:(?P<item>{_ITEM})\s+)?budget\b(?:\s+for\s+(?:the\s+|my\s+|a\s+)?(?P<item2>{_ITEM})\b)?"
    r"(?P<mid>[^0-9¥$€£]{0,48}?)(?=\d|[¥$€£])"
)
_ZH_LIMIT = re.compile(
    r"^(?P<thing>.*?)(?:不超过|不要超过|别超过|不能超过|不得超过|不可超过|最多|至多|不高于|控制在)"
    rf"(?P<limit>(?:{NUMBER}|[一二两三四五六七八九十]|[¥$€£]).*)$"
)
_ZH_WITHIN = re.compile(rf"^(?P<thing>.*?)(?P<limit>(?:{NUMBER}|[¥$€£]).*?)(?:以内|之内|以下)(?:的|吧|了)*$")
_EN_LIMIT = compiled(
    r"^(?P<thing>.*?)\b(?:no more than|not more than|at most|maximum of|max(?:imum)?|up to|under|less than"
    r"|(?<=never pay )more than|(?<=never spend )more than"
    r"|(?<=don't pay )more than|(?<=don't spend )more than"
    r"|below|within|not over|not exceed|doesn't exceed|does not exceed"
    r"|(?:can|could)(?:\s+only)?\s+(?:spend|afford|pay)(?:\s+up\s+to|\s+at\s+most)?)\s+(?P<limit>[¥$€£]?\d.*)$"
)
_LIMIT_FILLER = compiled(
    r"^(?:i want|i need|i'd like|keep it|keep|make it|please|the|my|i'm|i am|i)(?:\s+|$)"
    r"|^(?:can\s+|could\s+|willing to\s+|happy to\s+|able to\s+)?"
    r"(?:always\s+|usually\s+|generally\s+|typically\s+|only\s+|never\s+|don't\s+)?(?:spend|pay|go)$"
    r"|\s+(?:should be|must be|is|are|of|at|to be|be|stay|stays|kept|has to be|needs to be)$"
    r"|^我?(?:希望|想要|想|要|需要|一般|通常|平时|以后|每次)+|(?:一般|通常|平时|一直|都|最好|尽量|总是)+$"
    r"|^(?:i\s+)?(?:always\s+|usually\s+|generally\s+|typically\s+)?(?:want|need|'d like|would like)(?:\s+|$)"
)


def _budget_reading(item: str | None, mid: str, amount_text: str, clause: str) -> Reading | None:
    amount = find_amount(amount_text)
    if amount is None or amount.start() > 2:
        return None
    said = money(amount, clause)
    if item is None and said.endswith(("/night", "/晚")):
        item = "hotel"  # an amount a night is what a room costs
    subject = f"{BUDGET_ITEMS[item.lower()]}_budget" if item else "budget"
    predicate = "min_amount" if _MINIMUM.search(mid) else "max_amount"
    # a budget said as the user's everyday spending ("$40 a head", 一顿五十) is the user's, not the task's
    return Reading(MemoryType.CONSTRAINT, subject, predicate, said, lasting=budgets.says_habit(clause))


def read_budget(clause: str) -> Reading | None:
    clause = with_digits(clause)
    if match := _ZH_BUDGET.search(clause):
        return _budget_reading(match["item"], match["mid"], clause[match.end() :], clause)
    if match := _EN_BUDGET.search(clause):
        return _budget_reading(match["item"] or match["item2"], match["mid"], clause[match.end() :], clause)
    return None


_CONDITION_BEFORE = compiled(
    r"\b(?:when|whenever|if|as long as|unless|while|provided)\b|只要|如果|要是|的时候"
)
_ITEM_WORD = compiled(_ITEM)
_NOT_A_UNIT = compiled(
    r"^(?:now|today|tonight|tomorrow|these days|anymore|again|too|then|instead|please|max)$"
)
_ON_ITEM = compiled(rf"\b(?:on|for)\s+(?:the\s+|my\s+|a\s+)?(?P<item>{_ITEM})\b")


def _limit_thing(text: str) -> str:
    for _ in range(3):
        text = _LIMIT_FILLER.sub("", trim(text))
    return thing(text) if text and text != "我" else ""  # 我最多两千: a limit on nothing named


def read_limit(clause: str) -> Reading | None:
    clause = with_digits(clause)
    match = _ZH_LIMIT.match(clause) or _ZH_WITHIN.match(clause) or _EN_LIMIT.match(clause)
    if match is None:
        return None
    if preferred_over(clause) is not None:
        return None  # "Trains over planes for anything under five hours": a choice, its number a condition
    if _CONDITION_BEFORE.search(match["thing"]):
        return None  # "I take the train when it's under five hours": the number is a condition, not a limit
    subject, limit = _limit_thing(match["thing"]), match["limit"]
    amount = AMOUNT.match(limit)
    named = _ITEM_WORD.search(match["thing"])  # "住酒店一晚最多八百块": a limit on the hotel
    item = subject if subject in BUDGET_ITEMS else (named.group(0) if named else None)
    if amount is not None and currency(amount) and (not subject or item):
        item = item or next((m["item"] for m in _ON_ITEM.finditer(limit)), None)  # "… a night on hotels"
        return _budget_reading(item, "", limit, clause)
    if amount is not None and item and is_chinese(clause) and not quantity(limit).partition(" ")[2]:
        reading = _budget_reading(item, "", limit, clause)  # 机票别超过三千五: a bare number is yuan
        return None if reading is None else replace(reading, object_value=f"{reading.object_value} 元")
    measured = quantity(limit)
    if not subject:
        count, _, unit = measured.partition(" ")
        subject, measured = canonical_key_part(singular(unit)), count
        if not unit or _NOT_A_UNIT.match(unit):
            return None  # "I can go up to 300 now": a number with no unit and no item is nothing to keep
    if is_deictic(subject):
        return None
    if refused := _REFUSED.match(subject):
        # "don't book me any flights with layovers under 90 minutes": what is refused below the number
        # is the least that is accepted
        return Reading(MemoryType.CONSTRAINT, refused["rest"], "min", measured, lasting=False)
    every = _EVERY_KIND.match(match["thing"]) and not _POINTED.search(limit)  # "keep all summaries under …"
    return Reading(MemoryType.CONSTRAINT, subject, "max", measured, lasting=bool(every))


_EVERY_KIND = compiled(
    r"^(?:please\s+)?(?:always\s+)?(?:keep|make)\s+(?:all|every|each|any)\s+(?:(?:of\s+)?(?:my|your|the)\s+)?[a-z]+s?\s*$"
)
"""A limit the assistant keeps on everything of a kind it gives ("keep all summaries under 100 words"): a
standing rule, not the task's (docs/extraction.md, "Session 24: standing rules in more forms"), unless
it points at one ("… for this report")."""
_POINTED = compiled(r"\b(?:this|that|these|those)\b")


_REFUSED = compiled(
    r"^(?:please\s+)?(?:don't|do\s+not|never|no)\s+(?:(?:book|put|give|get|send|schedule|find|pick|choose"
    r"|suggest|offer|show)\s+(?:me|us)\s+(?:on\s+|in\s+|into\s+)?)?(?:any\s+|a\s+|an\s+)?(?P<rest>\S.*)$"
)
