"""How an order is read, once a frame has said it is for every task of a kind or said as lasting: the
standing-rule reader first, else the order's first words (``ORDERS``: a prohibition is ``never``, "only" /
只 is ``only``, any other order ``required``), else any order that opens with a verb (English) or holds
an order word (Chinese). Used by the frames of ``directives``, ``kind_orders`` and ``conditioned``.
"""

import re

from memory_center.extraction.rules.model import NEVER, ONLY, REQUIRED, Reading
from memory_center.extraction.rules.one_off import describes, pointed_task
from memory_center.extraction.rules.rule_rows import Row, read_rows, said
from memory_center.extraction.rules.standing import read_standing_rule, stance_rule
from memory_center.extraction.rules.standing_forms import STYLE_ORDERS
from memory_center.extraction.rules.text import compiled, en_thing, is_chinese, is_deictic, trim, zh_thing
from memory_center.extraction.rules.words import ZH_DONT

ZH_OPENS_ORDER = r"(?:先|再|按照?|用|以|统一|换算成|换成|标出|标明|注明|附上|列出|说明|讲清楚)"
"""Verbs a Chinese order of how to do a task opens with (先把风险讲清楚, 按北京时间来算, 用公制)."""
ZH_RULE_WORD = rf"(?:都|也|一律|统统|全都|只|{ZH_DONT}|不要|千万别|不许|不准|必须|一定要|务必|记得)"
_WHEN_FREE = compiled(
    r"^(?:get|have|find)\s+(?:a\s+)?(?:chance|moment|minute|sec|second|time)\b"
    r"|^(?:can|are free|go|leave|forget)$"
)
_EN_IT = (
    r"(?:(?:it|they)\s+(?:has|have|needs?|must|should)(?:\s+to)?\s+(?:be|have)|has|have|includes?|is|are)"
)


def _zh_thing(match: re.Match[str]) -> str:
    return re.sub(r"^[在到]", "", zh_thing(match["rest"]))  # 放在周五 → 周五


_COMPARED = compiled(r"\b(?:longer|shorter|more|less|fewer|later|earlier|over|under)\s+than\s+\S*\d")


def _en_order_thing(match: re.Match[str]) -> str:
    """An order's thing; a comparison with a number stays whole ("nothing that takes longer than 30
    mins"), where the thing's usual tail would cut it at "than"."""
    rest = match["rest"]
    return trim(END.sub("", rest)).lower() if _COMPARED.search(rest) else en_thing(rest)


ORDERS = (
    Row(
        "en",
        r"^(?:please\s+)?(?:don't|do not|never|no|nothing|skip|avoid|leave out|stay away from|drop|ditch"
        r"|cut(?:\s+out)?|get rid of|lose|quit|stop(?:\s+(?:using|adding|putting|including|saying|writing))?)"
        r"\s+(?P<rest>.+)$",
        said(NEVER, _en_order_thing),
        (("skip the chains", "chain", NEVER),),
    ),
    Row("en", r"^(?P<rest>.+?)\s+only$", said(ONLY), (("window seats only", "window seat", ONLY),)),
    Row(
        "en",
        rf"^(?:please\s+)?(?:always\s+)?(?:{_EN_IT}|make\s+(?:it|them|sure\s+(?:it's|it\s+is|it\s+has|they\s+are))"
        r"|go\s+for|ask\s+for|get|book|choose|pick|use|add|include|put|cc"
        r"|(?:ends?|go(?:es)?|comes?)\s+(?:with|in|to|into))\s+(?:me\s+|us\s+)?(?P<rest>.+)$",
        said(),
        (("it has to have a gym", "gym", REQUIRED), ("goes in the Tax folder", "tax folder", REQUIRED)),
    ),
    Row(
        "zh",
        r"^(?:都|也|一律|统统|千万|绝对|永远)*(?:别|不要|不许|不准|禁止|不用|不能|不得|避开|避免)再?(?P<rest>.+)$",
        said(NEVER, _zh_thing),
        (("别选要排队的网红店", "排队网红店", NEVER),),
    ),
    Row(
        "zh",
        r"^(?:都|也)?(?:只|就只|仅)(?:要|能)?(?P<rest>.+)$",
        said(ONLY, _zh_thing),
        (("只要有健身房的", "有健身房", ONLY),),
    ),
    Row(
        "zh",
        r"^[^，,他她]{0,4}?(?:都|一律|统统|必须|一定要|务必|记得)(?:要|得)?(?:[加附写带]上)?(?P<rest>.+)$",
        said(REQUIRED, _zh_thing),
        (("结尾都加上“祝好，小王”", "祝好,小王", REQUIRED),),
    ),
)
"""An order's first words say its value; what follows is its thing."""


def task_order(match: re.Match[str]) -> Reading | None:
    """An order for every task of a kind: its own reading, else by its first words, else any order
    when the task is one the assistant does for the user ("When you see Tom, …" is not)."""
    order = trim(match["order"] or match.groupdict().get("order2") or "")
    if _WHEN_FREE.match(match["task"]):
        return None  # "when you get a chance, book me …": soon, not a kind of task
    if _ONE_WHEN.match(match.group(0)) and pointed_task(match["task"]):
        return None  # "When you book the hotel, ask for …": one occasion ("whenever" says every one)
    return order_of(order, any_words=_ASSISTANT_TASK.search(match["task"]) is not None)


_ONE_WHEN = compiled(r"^when\s")


def order_of(order: str, *, any_words: bool = True) -> Reading | None:
    if describes(order):
        return None  # 每次开会都好累: a feeling about a recurring event, no order (``one_off``)
    if (reading := read_rows(STYLE_ORDERS, order)) is not None:
        return reading  # "stop opening your replies with 'Certainly!'": no action verb of the reader's
    if (reading := read_standing_rule(order)) is not None and not is_deictic(reading.subject):
        return reading
    ordered = read_rows(ORDERS, order)
    if ordered is not None:
        return stance_rule(ordered.subject, ordered.object_value)  # 都要有儿童座椅 → 儿童座椅
    return _any_order(order) if any_words else None


def _any_order(order: str) -> Reading | None:
    """An order of any words, once a frame has said it is for every task of a kind ("Whenever you
    suggest recipes, give quantities in grams", "When you write emails for me, sign them 'Best,
    Priya'", 给我推荐餐厅的时候，人均别超过一百块): the order itself is what the rule requires. Only an
    order: an English one opens with a verb (no subject before it), a Chinese one holds an order word."""
    order = END.sub("", trim(_PLEASE.sub("", order)))
    if not order or len(order) > _MAX_ORDER or (not is_chinese(order) and " " not in order):
        return None  # "Just answer": an order with no object says nothing to keep
    if is_chinese(order):
        return stance_rule(order, REQUIRED) if _ZH_ORDER.search(order) else None
    return stance_rule(order, REQUIRED) if _EN_IMPERATIVE.match(order) else None


_ASSISTANT_TASK = compiled(
    r"\b(?:me|my|for\s+me|on\s+my\s+behalf|us|our)\b|^(?:are\s+)?(?:book|reserve|order|buy|suggest|recommend|pick"
    r"|choose|find|search|look\s+up|plan|schedule|set\s+up|arrange|organi[sz]e|write|draft|reply|respond|answer|send"
    r"|email|message|text|summari[sz]e|translate|remind|prepare|cook|shop|create|fill|pay|quote|give|show|list|check"
    r"|compare|edit|review|make|put\s+together)\w*\b|[\u4e00-\u9fff]"
)
"""A task the assistant does for the user (a Chinese frame already says 给我 / 帮我 / 每次): "suggest
recipes", "write emails on my behalf" — not "see Tom"."""
_PLEASE = compiled(r"^(?:please|also|and|just|then|always)\s+")
_MAX_ORDER = 120
_EN_IMPERATIVE = compiled(
    r"^(?!(?:i|i'm|i've|i'd|we|you|you're|he|she|it|it's|they|there|the|a|an|my|your|our|this|that|these"
    r"|those|some|if|when|what|how|why|who|maybe|probably|not|no)\b)[a-z]+\b"
)
"""An English order opens with its verb ("give quantities in grams", "sign them …", "leave 15 minutes
between them"), not with a subject or a determiner ("it was great", "the rest is fine")."""
_ZH_ORDER = re.compile(
    rf"^[^，,]{{0,6}}?{ZH_RULE_WORD}|^(?:先|再|加|写|用|选|说|标|附|带|注明|告诉|提醒|留|控制|保持|放)|^{ZH_OPENS_ORDER}"
)

END = re.compile(r"[\s。.!！~～]+$")
"""Trailing spaces and end marks of a statement."""
