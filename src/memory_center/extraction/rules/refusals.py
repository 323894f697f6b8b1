"""Standing rules said as a refusal or as a requirement for every time, not as an order.

- A refusal: "I refuse to fly with Ryanair", "I will never stay at a Motel 6 again", "It's a hard no
  on cruises", "Dorm rooms are off the table", "Layovers over 3 hours are a dealbreaker", "I'm not OK
  with shared bathrooms" → the thing, never. A refusal of one thing of the conversation ("the Paris
  trip is off the table", "I'm not OK with the price") is a decision about it, no rule: the thing must
  be a kind (no article, possessive or demonstrative).
- Every time: "I need an aisle seat every single time", "Make sure every hotel you pick has a gym",
  "Can you make sure the room is always non-smoking?" → the thing, required.

Each reader returns (thing, value) for ``standing``'s rule, or None.
"""

import memory_center.extraction.rules.words as w
from memory_center.extraction.rules.model import NEVER, REQUIRED
from memory_center.extraction.rules.text import alternatives, compiled, en_thing

_VERB = alternatives(w.EN_VERBS)
_REFUSE = compiled(
    r"^I\s+(?:flatly\s+|simply\s+|just\s+|absolutely\s+)?"
    r"(?:refuse to|will never|won't ever|will not ever|'ll never|am never going to|'m never going to)\s+"
    rf"(?P<rest>(?:{_VERB})\s+.+)$"
)
_HARD_NO = compiled(
    r"^(?:(?:it's|it is|that's|that is)\s+)?(?:an?\s+)?(?:hard|firm|big|definite|absolute|flat)\s+no\s+"
    r"(?:on|to|for)\s+(?P<rest>.+)$"
)
_OFF_THE_TABLE = compiled(
    r"^(?P<rest>.+?)\s+(?:is|are)\s+(?:always\s+|completely\s+|totally\s+|strictly\s+)?"
    r"(?:off the table|off-limits|off limits|a no-go|a no go|out of the question"
    r"|an? (?:absolute\s+)?(?:dealbreaker|deal-breaker|deal breaker)|not an option|never an option"
    r"|an? (?:hard|firm|big|definite|absolute|flat)\s+no)"
    r"(?:\s+for me)?$"
)
_NOT_OK_WITH = compiled(r"^I(?:'m|\s+am)\s+not\s+(?:ok|okay|fine|cool)\s+with\s+(?P<rest>.+)$")
_ONE_THING = compiled(r"^(?:the|this|that|these|those|it|my|our|your|his|her|their)\b")

_EVERY_TIME = compiled(
    r"^I\s+(?:always\s+)?(?:need|want|require|insist on)\s+(?P<rest>.+?)\s+"
    r"(?:every (?:single )?time|each (?:and every )?time|without exception|no exceptions|whenever I travel)$"
)
_MAKE_SURE = (
    r"^(?:(?:could|can|would|will)\s+you\s+)?(?:please\s+)?"
    r"(?:make sure|ensure|be sure)\s+(?:that\s+)?"
)
_ALWAYS_BE = compiled(
    _MAKE_SURE + r"(?:the\s+|my\s+|all\s+(?:my\s+)?|every\s+|each\s+)?(?P<thing>[a-z][\w\s-]{1,30}?)\s+"
    r"(?:is|are)\s+always\s+(?P<quality>[a-z][\w-]+)$"
)
_EVERY_ONE_HAS = compiled(
    _MAKE_SURE + r"(?:every|each|all|any)\s+(?P<kind>[a-z][\w-]+)(?:\s+(?:you|we)\s+[a-z]+"
    r"(?:\s+for\s+(?:me|us))?)?\s+(?:has|have|comes with|come with|includes?"
    r"|offers?)\s+(?P<rest>.+)$"
)


def refusal(clause: str) -> tuple[str, str] | None:
    if match := _REFUSE.match(clause) or _HARD_NO.match(clause):
        return en_thing(match["rest"]), NEVER
    match = _OFF_THE_TABLE.match(clause) or _NOT_OK_WITH.match(clause)
    if match and not _ONE_THING.match(match["rest"]):
        return en_thing(match["rest"]), NEVER
    return None


def every_time(clause: str) -> tuple[str, str] | None:
    if match := _EVERY_TIME.match(clause):
        return en_thing(match["rest"]), REQUIRED
    if match := _ALWAYS_BE.match(clause):
        return en_thing(f"{match['quality']} {match['thing']}"), REQUIRED
    if match := _EVERY_ONE_HAS.match(clause):
        return en_thing(match["rest"]), REQUIRED
    return None
