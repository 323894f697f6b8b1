"""Standing rules about how the assistant answers or acts, in more forms: rows of ``rule_rows`` read by
its one engine on a whole statement (``directives.read_directive``), each with its examples
(``tests/extraction/test_directives.py``; docs/extraction.md, "Session 24: standing rules in more
forms").

A directive to the assistant about its style, format, language, units or choices is a standing rule
when it says it lasts or names what it governs in general, and a one-off request otherwise:

- ``lasting_rows``: an order with a note of permanence ("Drop the 'Great question!' stuff, that goes
  for every chat", 跟我说话别加“亲”，所有对话都一样; ``lasting_notes``), or led by a word of lasting
  said from a day on (从今天开始 / 从今天起 / 从此, as 以后 is), read as the order it is (its first clause),
  or said to the assistant for every time the user does a thing (以后我问问题，你先给结论);
- ``STYLE_ORDERS``: an order that cuts a thing from every answer ("Cut the 'Hope this helps!' line at
  the end of your answers", "Stop opening your replies with 'Certainly!'"): its generic object (your
  answers, anything you write for me) makes it general.

Look-alikes give nothing: an order about one thing pointed at ("Fix the typos in this paragraph", "Just
for this answer, skip the intro"), someone else's rule ("My boss never wants emojis"), a question, a
quoted rule (the reader never reaches them: ``reader``, ``quotes``).
"""

import re
from collections.abc import Callable

from memory_center.extraction.rules.lasting_notes import EN_NOTE, ZH_NOTE
from memory_center.extraction.rules.model import NEVER, REQUIRED, Reading
from memory_center.extraction.rules.rule_rows import Row, said
from memory_center.extraction.rules.text import en_thing

_EN_OUTPUT = (
    r"(?:(?:all\s+|any\s+(?:of\s+)?|every\s+one\s+of\s+)?(?:your|the)\s+(?:answers|replies|responses|messages"
    r"|emails|drafts|summaries|explanations|texts|posts)|anything\s+you\s+(?:write|draft|send|say)(?:\s+(?:for|to)\s+me)?)"
)
"""What the assistant gives the user, named in general (plural, or "anything you write")."""
_EN_CUT = (
    r"(?:drop|cut|cut\s+out|lose|ditch|skip|leave\s+out|get\s+rid\s+of|remove|don't\s+(?:use|add|put|include)"
    r"|do\s+not\s+(?:use|add|put|include)|never\s+(?:use|add|put|include)|stop\s+(?:using|adding|putting|including)"
    r"|no\s+more)"
)
_EN_OPEN = r"(?:opening|starting|beginning|ending|closing|finishing|signing\s+off|padding|filling)"
_EN_GATE = r"(?=.*\b(?:every|each|all|any|not\s+(?:just|only)|permanently|for\s+good)\b)"
_ZH_GATE = r"(?=.*(?:所有|每个|每一个|任何|以后|今后|往后|之后|不只|不仅|不光|不止|有效))"
"""A note's words somewhere in the statement, looked for once before the order is looked for."""
_ZH_LEAD = r"(?:从今天(?:开始|起)|从今儿(?:开始|起)|从明天(?:开始|起)|从此(?:以后)?)"
_ZH_TO_ASSISTANT = (
    r"(?=[^，,]{0,12}?(?:给我|帮我|替我|跟我|和我|你|回答|回复|写|说|用|显示|翻译|推荐|订|发|标|列|格式))"
)
"""An order to the assistant names its act: 给我 / 帮我 / 你, or what it does (写, 说, 回答, 订, …)."""
_NOT_OWN = r"(?!我|咱|他|她|孩子|老公|老婆)"
"""An order is said to the assistant: a clause about the user or someone else is no order to it."""


def _cut_thing(match: re.Match[str]) -> str:
    return en_thing(match["rest"])


STYLE_ORDERS = (
    Row(
        "en",
        rf"^(?:please\s+)?(?:just\s+)?{_EN_CUT}\s+(?P<rest>.+?)\s+(?:(?:at\s+the\s+(?:start|end|beginning|top"
        rf"|bottom)\s+of|from|in|on|to)\s+)?{_EN_OUTPUT}\b.*$",
        said(NEVER, _cut_thing),
        (
            ("Cut the 'Hope this helps!' line at the end of your answers", "hope this helps!' line", NEVER),
            ("Drop the exclamation marks from your replies", "exclamation mark", NEVER),
            ("Fix the typos in your answers", None, None),
        ),
    ),
    Row(
        "en",
        rf"^(?:please\s+)?(?:stop|quit|don't|do\s+not|never|no\s+more)\s+{_EN_OPEN}\s+{_EN_OUTPUT}\s+with\s+(?P<rest>.+)$",
        said(NEVER, _cut_thing),
        (("Stop opening your replies with 'Certainly!'", "certainly", NEVER),),
    ),
)
"""An order that cuts a thing from everything the assistant gives the user: never that thing."""


def lasting_rows(order_of: Callable[[str], Reading | None]) -> tuple[Row, ...]:
    """The rows of an order with a note of permanence, or said from a day on; ``order_of`` reads the
    order (``directives.order_of``: the standing-rule reader, an order's first words, any order)."""

    def order(match: re.Match[str]) -> Reading | None:
        return order_of(match["order"].strip(" ,，.。;；:：-—–!！"))

    return (
        Row(
            "en",
            rf"^{_EN_GATE}(?P<order>.+?)[\s,.;:!'\"’”—–-]+(?:{EN_NOTE})$",
            order,
            (
                (
                    "Please drop the exclamation marks and the 'Great question!' stuff. That goes for every "
                    "chat, not just this one",
                    "exclamation marks and the 'great question!' stuff",
                    NEVER,
                ),
                (
                    "Skip the disclaimers about being an AI, in every chat",
                    "disclaimers about being an ai",
                    NEVER,
                ),
                ("I'm a vegan. That goes for every chat", None, None),
            ),
        ),
        Row(
            "zh",
            rf"^{_ZH_GATE}(?P<order>.+?)[\s，,。；;：:！!]+(?:{ZH_NOTE})$",
            order,
            (
                ("回答里别加表情包，所有对话都一样", "表情包", NEVER),
                ("不要用繁体字，不只是这次", "繁体字", NEVER),
            ),
        ),
        Row(
            "zh",
            rf"^{_ZH_LEAD}[，,]?\s*{_NOT_OWN}{_ZH_TO_ASSISTANT}(?P<order>(?:[^，,]|,(?=\d{3}))+)(?:[，,].*)?$",
            order,
            (
                ("从今天起，金额都写成 ¥1,234.00 这种格式", "写成 ¥1,234.00 这种格式", REQUIRED),
                ("从今天开始我也要早睡", None, None),
            ),
        ),
        Row(
            "zh",
            r"^(?:以后|今后|往后|每次|每当|只要)我(?P<task>[^，,]{1,12}?)(?:的时候|时)?[，,]\s*(?:你|您)就?(?P<order>.+)$",
            order,
            (
                ("以后我问问题，你先给结论，再解释原因", "先给结论,再解释原因", REQUIRED),
                ("以后我有空了，你来我家玩", None, None),
            ),
        ),
    )
