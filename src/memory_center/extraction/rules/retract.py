"""A retraction said in a message of its own, after the message it takes back: "Forget what I said
about being vegetarian", "Just kidding!", "Never mind what I told you about my job", 忘了我刚才说的香菜吧,
刚才说的搬家的事不算, 开玩笑的, 当我没说.

One message alone cannot say which memory it takes back, so the rules only read the message
(``read_retraction``); the write path (``writepath.retract``) invalidates the user's memories from the
same session that it names ("about being vegetarian": the memories sharing a word with it), or, when
it names none ("Just kidding!"), the user's latest memory of that session. Only a whole message that
does nothing but take something back counts: "Scratch that, I live in Leeds" is a correction,
"Forget it, let's book the train", a bare "Forget it" (as often "never mind my request") and "Never
mind the weather" take nothing back.
"""

import re
import unicodedata
from dataclasses import dataclass

from memory_center.extraction.contract import ExtractionInput

_END = r"[\s.!！。…~～]*$"
_LEAD_EN = r"^(?:(?:oh|ok|okay|haha|lol|well|sorry|wait|actually)[\s,，]+)*"
_ABOUT_EN = r"(?:\s+(?:about|regarding|on)\s+(?P<about>[^.!?]{2,80}?))?"
_RETRACTIONS = (
    re.compile(
        _LEAD_EN
        + r"(?:please\s+)?(?:forget|ignore|disregard|never\s*mind|scratch)\s+(?:what|everything|all)\s+i\s+"
        r"(?:just\s+)?(?:said|told you|wrote|mentioned)(?:\s+(?:earlier|before|just now))?" + _ABOUT_EN + _END
    ),
    # "Forget it" alone is as often "never mind my request": only "forget I said that" counts.
    re.compile(
        _LEAD_EN + r"(?:please\s+)?(?:forget|ignore|disregard)\s+(?:that\s+)?i\s+said\s+(?:that|it)" + _END
    ),
    re.compile(_LEAD_EN + r"(?:i\s+take\s+(?:that|it)\s+back|i\s+didn'?t\s+mean\s+(?:that|it))" + _END),
    re.compile(
        _LEAD_EN + r"(?:(?:i\s+was\s+|i'm\s+|i\s+am\s+)?(?:just\s+|only\s+)?(?:kidding|joking)|jk)" + _END
    ),
    re.compile(
        r"^(?:哈+[，,\s]*)?(?:你)?(?:就)?(?:忘了|忘掉|别记)(?:我)?(?:刚才|刚刚|之前|前面)?(?:说|讲)的(?P<about>[^，,。！!？?]{0,20}?)"
        r"(?:的事|那件事|那句话|这件事)?(?:吧|哈|啊)?" + _END
    ),
    re.compile(
        r"^(?:我)?(?:刚才|刚刚|之前|前面)(?:说|讲)的(?P<about>[^，,。！!？?]{0,20}?)(?:的事|那件事|那句话)?"
        r"(?:不算|不作数|作废)(?:了|哈|啊)?" + _END
    ),
    re.compile(
        r"^(?:哈+[，,\s]*)?(?:我)?(?:刚才|刚刚)?(?:是)?(?:在)?(?:开(?:个)?玩笑|逗你(?:玩)?)(?:的|呢|啦|而已)?"
        + _END
    ),
    re.compile(r"^(?:哈+[，,\s]*)?(?:就)?当我没说(?:过)?(?:吧|哈)?" + _END),
    re.compile(r"^(?:我)?收回(?:刚才|刚刚)?(?:的话|那句话)?" + _END),
)


MAX_CHARS = 120
"""A whole message that only takes something back is short; a longer one is never read as one."""


@dataclass(frozen=True, slots=True)
class Retraction:
    """A message that takes back what the user said before; ``about`` names what (None: the last)."""

    about: str | None


def read_retraction(message: ExtractionInput) -> Retraction | None:
    """The retraction a user's message is, if the whole message is one."""
    if message.role != "user" or len(message.text) > MAX_CHARS:
        return None
    text = unicodedata.normalize("NFKC", message.text).strip().casefold()
    for pattern in _RETRACTIONS:
        match = pattern.match(text)
        if match is not None:
            about = match.groupdict().get("about")
            about = about.strip(" ，,") if about else None
            return Retraction(about or None)
    return None
