"""Standing rules said across a sentence's commas, rewritten as the one order they give.

A sentence is cut into clauses at its commas before anything reads it, and some rules only exist
across that cut:

- the thing first, the order after it, with no object of its own: "民宿就算了，以后都别推荐",
  "邮轮我是真的不行，永远别给我推荐" → "以后都别推荐民宿", "永远别给我推荐邮轮";
- an answer given once for every time: "以后不用再问我要不要早餐了，一律不要", "Don't ask me whether I
  want breakfast, the answer is always no" → "以后一律不要早餐", "no more breakfast"; "…，都要" /
  "always yes" → a requirement;
- "skip X" after a word for every time to come ("From here on out, skip the breakfast add-on for my
  bookings", "Going forward, please skip travel insurance"): a plain "skip the dessert" is one
  time and stays so;
- a pair of always / never whose second half has no verb of its own ("Always book me an aisle seat,
  never a middle seat", "Never put me in a hostel, always a hotel"): the second half takes the first
  half's verb, so both halves are standing rules.

``as_one_order`` returns the statement rewritten, or as it is.
"""

import re

from memory_center.extraction.rules.text import compiled

_ZH_DISMISSED = (
    r"(?:就算了吧?|算了吧?|就免了|免了吧?|我是?真的?不行|我真不行|我不行|不行|我受不了|我真受不了|我不要|"
    r"我不喜欢|我不感兴趣|我没兴趣|我不考虑|不考虑)"
)
_ZH_BARE_ORDER = (
    r"(?:以后|今后|永远|千万|都|也|再|请|你|就)*(?:别|不要|不用|不许|禁止)再?(?:给我|帮我|替我|向我|跟我)?"
    r"(?:推荐|订|预订|安排|找|发|介绍|提|选|买|点|约|看)(?:了|啦)?"
)
_ZH_FRONTED = re.compile(
    rf"^(?P<topic>[^，,。！!？?我你他她这那]{{1,12}}?){_ZH_DISMISSED}[，,]\s*(?P<order>{_ZH_BARE_ORDER})"
    r"(?P<end>[。！!]*)$"
)
_ZH_ASK_ONCE = re.compile(
    r"^(?:以后|今后)?(?:不用|不必|别|不要)再?问我?(?:要不要|想不想|需不需要|用不用|加不加)(?P<thing>[^，,]{1,12}?)了?[，,]"
    r"\s*(?:一律|都|统统|全都|永远|一概|全部|直接)*(?P<answer>不要|不用|不加|要|加)[了啦吧。！!]*$"
)
_EN_ASK_ONCE = compiled(
    r"^(?:please\s+)?(?:don't|do not|no need to|you don't need to|you do not need to|stop|never)\s+"
    r"(?:bother\s+)?ask(?:ing)?\s+(?:me\s+)?(?:if|whether)\s+I\s+(?:want|need|would like)\s+(?P<thing>.+?)"
    r"(?:\s+or\s+not)?\s*[,;:\-—]\s*(?:the\s+answer\s+is\s+|it's\s+|it\s+is\s+)?(?:always\s+)?"
    r"(?P<answer>no|yes)\b[\s.!]*$"
)
_EN_FROM_NOW_ON = compiled(
    r"\b(?:from now on|from here on(?: out)?|going forward|moving forward|in (?:the )?future|for future"
    r"(?: bookings| trips)?|every time|always)\b"
)
_EN_SKIP = compiled(r"(^|[,;]\s*)(?:please\s+)?(?:always\s+)?skip\s+(?=\S)")
_EN_FOR_MY_BOOKINGS = compiled(
    r"\s+(?:for|on|in|with|from)\s+(?:all\s+|any\s+of\s+)?(?:my|our)\s+"
    r"(?:bookings?|trips?|reservations?|orders?|flights?|stays?|tickets?)\b"
)
_EN_PAIR = compiled(
    r"^(?P<lead>(?:please\s+)?(?P<first>always|only ever|never)\s+"
    r"(?P<verb>[a-z]+(?:\s+(?:me|us))?(?:\s+(?:in|into|on|at|with))?)\s+)"
    r"(?P<x>[^,;]+?)\s*[,;]\s*(?:and\s+|but\s+)?(?P<second>never|always|not)\s+"
    r"(?P<y>(?:a|an|the|any|my|in|on|at|with)\b[^,;]*?)(?P<end>[.!]*)$"
)
"""A pair of rules: the second half, a determiner or preposition and no verb, takes the first's verb."""


def as_one_order(statement: str) -> str:
    """The statement as the single rule it gives across its commas, or the statement unchanged."""
    if match := _ZH_FRONTED.match(statement):
        return f"{match['order']}{match['topic']}{match['end']}"
    if match := _ZH_ASK_ONCE.match(statement):
        if match["answer"] in ("要", "加"):
            return f"以后每次都要{match['thing']}。"
        return f"以后一律不要{match['thing']}。"
    if match := _EN_ASK_ONCE.match(statement):
        thing = match["thing"].strip()
        return f"Always get {thing}." if match["answer"].lower() == "yes" else f"No more {thing}."
    if pair := _EN_PAIR.match(statement):
        second = "always" if pair["second"].lower() == "always" else "never"
        if (pair["first"].lower() == "never") != (second == "never"):  # one of each
            return f"{pair['lead']}{pair['x']}, {second} {pair['verb']} {pair['y']}{pair['end']}"
    if _EN_SKIP.search(statement) and _EN_FROM_NOW_ON.search(statement):
        rewritten = _EN_SKIP.sub(lambda m: f"{m[1]}never include ", statement)
        return _EN_FOR_MY_BOOKINGS.sub("", rewritten)
    return statement
