"""Notes of permanence: words that say the orders said with them hold in every chat, not only this one
(docs/extraction.md, "Session 24: standing rules in more forms").

People often give an order to the assistant and add how long it holds as an afterthought, in the same
sentence or in one of its own: "Please drop the 'Great question!' stuff. That goes for every chat, not
just this one", "Stop opening your replies with 'Certainly!' - in every chat", 跟我说话不要每句都加“亲”，
所有对话都一样. The note makes the order a standing rule (``standing_forms``); a note said alone is said
of each statement before it in the message (``with_notes``), so each order is read with its note.
"""

import re

from memory_center.extraction.rules.text import compiled

_EN_KIND = r"(?:chats?|conversations?|sessions?|threads?|times?|answers?|repl(?:y|ies)|messages?)"
_EN_NOT_ONLY_NOW = (
    r"(?:not\s+(?:just|only)\s+(?:for\s+|in\s+)?(?:this\s+(?:one|chat|conversation|thread|session|time|once)"
    r"|here|now|today|right\s+now))"
)
EN_NOTE = (
    r"(?:(?:(?:that|this|it|the\s+same|same)(?:'s|\s+is)?\s+)?(?:goes|applies|holds|counts|stands|is\s+true)"
    rf"\s+(?:for|to|in|across)\s+(?:every|each|all|any)\s+(?:(?:of\s+)?(?:our|my|future)\s+)?{_EN_KIND}"
    r"(?:\s+(?:we\s+have|with\s+me|from\s+now\s+on))?"
    rf"|(?:in|for|across)\s+(?:every|each|all|any)\s+(?:(?:of\s+)?(?:our|my|future)\s+)?{_EN_KIND}"
    rf"(?:\s+(?:we\s+have|with\s+me))?|(?:permanently|for\s+good|always)(?=\s*,?\s*{_EN_NOT_ONLY_NOW}))"
    rf"(?:\s*[,;-]?\s*{_EN_NOT_ONLY_NOW})?|{_EN_NOT_ONLY_NOW}"
)
"""An English note: "that goes for every chat", "in all our conversations", "not just this one"."""
ZH_NOTE = (
    r"(?:(?:这条|这个|这点|这些)?(?:规矩|要求)?(?:在|对)?(?:所有|每个|每一个|任何|以后的?|之后的?)的?"
    r"(?:对话|聊天|会话|窗口|回答|回复)(?:里|中|上)?(?:也|都|全都|一律)?(?:一样|适用|算数|有效|这样|照办)"
    r"|(?:以后|今后|往后)(?:也|都|也都)(?:一样|这样|照这个来|适用|算数)"
    r"|不(?:只|仅|光|止)是?(?:这次|这一次|今天|现在|这个对话|这里)(?:[，,]?(?:以后|今后)?(?:也|都|也都)?(?:一样|这样|适用))?"
    r"|(?:永远|长期|一直)有效)"
)
"""A Chinese note: 所有对话都一样, 以后都这样, 不只是这次, 长期有效."""
NOTE = compiled(rf"{EN_NOTE}|{ZH_NOTE}")
"""A note anywhere in a text: its order is no one action now (``one_off``)."""
BARE_NOTE = compiled(rf"^[\s'\"’”—–-]*(?:{EN_NOTE}|{ZH_NOTE})[\s.!。！~～]*$")
"""A statement that is only a note ("That goes for every chat, not just this one.")."""


def with_notes(statements: tuple[str, ...]) -> tuple[str, ...]:
    """A note said alone is said of each statement before it that may be an order (no question, no
    statement about the user: "I love sushi" is no order) and is dropped:
    ["Drop the emojis.", "Just answer.", "That goes for every chat."] → ["Drop the emojis. That goes for
    every chat.", "Just answer. That goes for every chat."]."""
    if len(statements) < 2 or not any(BARE_NOTE.match(statement) for statement in statements[1:]):
        return statements
    said: list[str] = []
    for statement in statements:
        if said and BARE_NOTE.match(statement):
            note = re.sub(r"^[\s'\"’”—–-]+", "", statement).strip()
            said = [f"{s} {note}" if _order_like(s) else s for s in said]
            continue
        said.append(statement)
    return tuple(said)


_NOTED = compiled(rf"(?:{EN_NOTE}|{ZH_NOTE})[\s.!。！~～]*$")
_OWN = compiled(r"^(?:i|i'm|i've|we|we're|we've)\b|^我(?!的)")


def _order_like(statement: str) -> bool:
    return not (statement.rstrip().endswith(("?", "？")) or _NOTED.search(statement) or _OWN.match(statement))
