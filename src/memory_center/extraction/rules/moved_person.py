"""A held person's place changed by their move (pure; docs/extraction.md, "Session 29: life changes told
by meaning").

"My husband works in Glasgow during the week" → "He finally got a transfer to Edinburgh"; 我老公在上海
工作，我们俩周末夫妻 → 他终于调回南京了; "My girlfriend lives in Manchester" → "She moved down to London".
The message's subject is a held person — named by their word ("my husband", 我老公) or by the pronoun
only they can stand for (``pronouns.held_person``) — and a clause says their move (``MOVED``, data) to
a place the held statement does not name: the person's held statements of where they work or live
(``PLACED``) end, and the message, kept as the revision's content, says the new place.

Not a move: a trip or a visit (``TRIP``: a conference, 出差, "back Thursday"), a plan, a question, a
negation, someone of the person's own (他同事, "his boss").
"""

import re
from collections.abc import Sequence

from memory_center.extraction.rules.life_events import Owned
from memory_center.extraction.rules.pronouns import HE, SHE, held_person
from memory_center.extraction.rules.text import alternatives, compiled, english

MOVED = (
    r"(?i:moved|moving|relocated|relocating|transferred|got\s+(?:a\s+)?transfer(?:red)?|got\s+a\s+(?:new\s+)?job"
    r"|took\s+a\s+job|(?:now|finally)\s+(?:works?|lives?|living|working)|started\s+(?:a\s+)?(?:new\s+)?job)"
    r"(?:\s+(?:\w+\s+){0,3}?)?\s*(?i:to|in|at|over\s+to|down\s+to|up\s+to|back\s+to)\s+"
    r"(?P<place>[A-Z][\w'’-]+(?:\s+[A-Z][\w'’-]+){0,2})",
    r"(?:调回|调到|调去|调往|调动到|搬到|搬去|搬回|搬来|跳槽去了?|跳槽到|去了?|到)(?P<zh>[\u4e00-\u9fff]{2,4}?)"
    r"(?=(?:了|工作|上班|发展|定居|住|，|,|。|！|!|$))",
)
"""A move said with its new place; a Chinese 去/到 only with work or home after it (去苏州工作)."""
PLACED = (
    r"\b(?:work|works|working|job|live|lives|living|based|stationed|studies|studying)\b\s+(?:\w+\s+){0,3}?(?:in|at)\b",
    r"在.{1,12}?(?:上班|工作|住|读书|上学|打工)|住在|驻",
)
"""Words of a held statement of where the person works or lives."""
TRIP = (
    r"conference|trip|holiday|vacation|visit|visiting|for\s+(?:a|the)\s+(?:week|weekend|few\s+days|night)"
    r"|back\s+(?:on|next|by|tomorrow|in\s+a)",
    r"出差|旅游|旅行|开会|度假|玩|探亲|看望|几天|一周后回",
)
NOT_SAID = (
    r"[?]|\b(?:if|would|will|'ll|going\s+to|might|maybe|thinking|plan|planning|hope|wants?\s+to|didn't|not|never)\b",
    r"[？]|吗|如果|要是|想|打算|准备|考虑|可能|也许|希望|计划|没|不会|还没",
)
_MOVED = re.compile(rf"{MOVED[0]}|{MOVED[1]}")
_ZH_MOVE = ("调", "搬", "跳槽")
_ZH_SETTLED = ("工作", "上班", "发展", "定居", "住")
_PLACED = compiled(rf"{PLACED[0]}|{PLACED[1]}")
_TRIP = compiled(rf"\b(?:{TRIP[0]})\b|{TRIP[1]}")
_NOT_SAID = compiled(rf"{NOT_SAID[0]}|{NOT_SAID[1]}")
_PEOPLE_EN = "|".join((HE[0], SHE[0], "partner|spouse"))
_PEOPLE_ZH = "|".join((HE[1], SHE[1], "爱人|对象"))
_NAMED = compiled(
    rf"^\W*(?:(?:so|and|but|well|ok|okay|update)[\s,:!.-]+)*(?:my|our)\s+(?P<en>{english(_PEOPLE_EN)})\b(?!'s|’s)"
    rf"|^\W*(?:我的?|我们家的?|我家)(?P<zh>{alternatives(_PEOPLE_ZH)})(?![的们])"
)
_CUE = re.compile(r"(?i:mov|relocat|transfer|job|works|lives|living|working)|调|搬|跳槽|去|到")


def may_move(text: str) -> bool:
    """Pure and cheap: a message that may tell a held person's move."""
    return _CUE.search(text) is not None and _MOVED.search(text) is not None


def moved_on(text: str, held: Sequence[Owned]) -> list[int]:
    """The indexes of the held statements of a person's place that the message's move of theirs ends."""
    if not may_move(text) or _TRIP.search(text) or _NOT_SAID.search(text):
        return []
    named = _NAMED.match(text)
    person = (named["en"] or named["zh"]).casefold() if named else None
    person = person or held_person(text, {memory.subject for memory in held})
    place = _place(text)
    if person is None or place is None:
        return []
    return [
        index
        for index, memory in enumerate(held)
        if memory.subject.casefold() == person
        and _PLACED.search(said := memory.content or memory.value) is not None
        and place.casefold() not in said.casefold()
    ]


def _place(text: str) -> str | None:
    """The new place the message moves the person to."""
    for found in _MOVED.finditer(text):
        if found["place"]:
            return str(found["place"])
        verb, after = text[found.start() : found.start("zh")], text[found.end("zh") :]
        if verb.startswith(_ZH_MOVE) or after.startswith(_ZH_SETTLED):
            return str(found["zh"])
    return None
