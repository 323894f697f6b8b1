"""One-off orders and feelings: what looks like a standing rule by its words and is none (docs/evaluation.md,
"Session 22: orders and enumerations").

A standing rule holds for occasions to come: it has a recurring scope (always, never, whenever, every
time, from now on, any, 以后, 每次, 一律, 任何, 凡是; ``governance.lasting``), or it is a norm on every
thing of a kind (should, must, 要, 必须: "All my train tickets should be first class", 所有的会议都要提前
一天提醒我). Two shapes of an order have neither and are one action now (``one_action``):

- an order about one thing pointed at: "Don't cc Marcus on this one", 这封先别抄送小周了;
- an order on the objects of one action: a quantifier over the user's things at hand ("Send all my
  photos to Dana", "all of it") or the Chinese 把 that fronts them (把所有文件都发给小王,
  把这几张表都改成横向的): a totality is not a recurrence. A bare "everything" or 所有 is left to the
  rules ("CC Priya on everything", 所有邮件都抄送小刘 may well be meant for every email to come).

Such an order is still read, as a task detail of the session (``reader``'s scope), never as the user's
standing rule. A feeling about a recurring event (每次开会都好累, 每次写周报都写得我头疼) is no order at all
(``describes``): its predicate describes, it does not instruct.
"""

import re
import unicodedata

from memory_center.enums import Scope
from memory_center.extraction.contract import ExtractionInput, transient_scope
from memory_center.extraction.rules.lasting_notes import NOTE
from memory_center.extraction.rules.model import STANCE, Reading
from memory_center.extraction.rules.text import compiled
from memory_center.governance.lasting import LASTING, NEGATED_ANY, RULE_VALUES

_OBJECT_EVERY = compiled(r"\b(?:every|each)\s+one\s+of\b")
"""An "every" over the things at hand ("every one of the videos"): no word of lasting here."""
_KIND_TO_COME = compiled(
    r"\b(?:any|anything|anyone|whatever|whichever)\b"
    r"|\b(?:rule|rules|policy|standing\s+(?:order|instruction))\b"
    r"|(?<!\ball\s)(?<!\ball\sof\s)\b(?:my|our)\s+(?:[a-z]+\s+)?[a-z]+s\b"
    r"|任何|凡是|无论|不管|的时候|每[次回天周年个]|规矩|规则|原则|铁律"
)
"""A kind of things or tasks still to come ("any", the user's things in the plural: "on my emails"; 任何,
凡是, 每次), or an order called a rule ("rule of thumb", 铁律): every such thing, whenever it comes."""
_NORM = compiled(
    r"\b(?:should|must|has\s+to|have\s+to|needs?\s+to|need|needs|ought|want|wants|like|prefer|expect)\b"
    r"|\b(?:don't|do\s+not|never|no)\b"
    r"|要|得|必须|应该|务必|一定|记得|别|不要|不许|不准|不能|只|希望"
    r"|\b(?:in|as|using)\b|用|按|以|格式|保留|统一"
)
"""A norm on everything of a kind, a wish or a refusal, or the manner each thing takes ("Write everything
in British English", 所有金额都保留两位小数): every such thing, whenever it comes; an action on the set
("Send all my photos to Dana") has none."""
_POINTED = compiled(
    r"\bthis\s+(?!is\b|was\b|'s\b|for\s+(?:years|ages|decades|a\s+living|a\s+(?:long\s+)?while|\d+)\b)[a-z]+"
    r"|\bthat\s+one\b"
    r"|[这那](?:[个封份篇张次回趟条件本单场]|几[个封份篇张条件本])"
)
"""One thing pointed at ("this one", "this email", 这封, 这几张); not a kind in the plural (those
summaries, 那些广告: the kind pointed at, ``standing``), nor the user's line of work ("I've done this for
years")."""
_DISPOSAL = re.compile(r"^(?:请你?|麻烦你?|帮我|给我|你|再|先)*把")
"""The Chinese 把 that fronts the objects of one action (把所有照片都传到…)."""
_TOTALITY = compiled(r"\b(?:all\s+(?:of\s+)?(?:my|our|your|the|those|these|it|them)|every\s+one\s+of)\b")
"""A quantifier over the objects of the action, as they are now: all my photos, all of it ("all
recipes", a kind said bare, is every one to come; so are a bare "everything" and 所有: "CC Priya on
everything", 所有邮件都抄送小刘 are read as standing rules — a 把 before 所有 is one action)."""


def _recurs(text: str) -> bool:
    """A recurring scope: a word of lasting (``governance.lasting``; "every one of" them is none), a
    kind of things to come or a rule's label."""
    occasions = _OBJECT_EVERY.sub(" ", text)
    recurs = LASTING.search(occasions) or NEGATED_ANY.search(text) or _KIND_TO_COME.search(text)
    return bool(recurs or NOTE.search(text))  # "…, not just this one" (``lasting_notes``)


def one_action(statement: str) -> bool:
    """Whether an order is for one action now (see the module doc): no recurring scope, and one thing
    pointed at, a 把 before its objects, or a quantifier over its objects without a norm."""
    text = unicodedata.normalize("NFKC", statement).strip()
    if not text or _recurs(text):
        return False
    if _POINTED.search(text) or _DISPOSAL.match(text):
        return True
    return _TOTALITY.search(text) is not None and _NORM.search(text) is None


def task_scope(reading: Reading, statement: str, message: ExtractionInput) -> Scope | None:
    """The scope of a standing rule's reading that is an order for one action now (``one_action``): the
    task's or the session's, as a one-time word gives ("Send all my photos to Dana", 这封先别抄送小周了); None
    for any other reading (``reader`` scopes it by its words)."""
    if reading.predicate != STANCE or reading.object_value not in RULE_VALUES or not one_action(statement):
        return None
    return transient_scope(message)


_ZH_DEGREE = "好|很|挺|太|真|特别|非常|超|蛮|有点|有些|比较|十分|相当|越来越"
"""Chinese degree adverbs (a closed class): before a predicate they describe a state, no action."""
_ZH_DESCRIBES = re.compile(
    rf"(?:^|都|也|总是|老是|一直)(?:{_ZH_DEGREE})(?!要|得|必须)"
    r"|[^记都也要非懂值觉晓获]得(?:我|人|要死|半死|不行|够呛|慌|很|好|太)"
)
"""A predicate that describes (都好累, 很烦, 写得我头疼, 累得要死): a state or a feeling, no order."""


def describes(order: str) -> bool:
    """Whether a Chinese order or habit describes a state or a feeling instead of instructing or
    doing (每次开会都好累, 每次写周报都写得我头疼, 出差回来都累得要死): a feeling about a recurring event."""
    return _ZH_DESCRIBES.search(order.strip()) is not None


_POINTED_TASK = compiled(r"\b(?:the|this|that|these|those|it)\b")
_TELLING = compiled(r"^(?:tell|quote|talk\s+to)\s+(?:me|us)\s+(?:about\s+)?the\s+[\w-]+$")
"""What the assistant tells the user of a kind ("when you tell me the weather", "the time"): every answer
of that kind, not one thing pointed at."""


def pointed_task(task: str) -> bool:
    """A task of one occasion ("when you book the hotel"), not a kind of telling ("tell me the time")."""
    return _POINTED_TASK.search(task) is not None and _TELLING.match(task.strip()) is None
