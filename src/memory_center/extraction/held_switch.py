"""A Chinese switch to a value no list knows, placed by the held slot it shares words with (pure).

打车现在都用高德了 after 我打车常用滴滴, 手机换成小米了 after 我用的是华为手机: a switch marker (换成, 改用,
都用, …) and a value after it, in a statement about the user (the gates of ``extraction.held_kinds``). The
value's slot is the held single-valued option slot whose memory the statement shares a content word
with, besides its value (two characters in a row: 打车, 上班), or whose cue it names (手机) — one such
slot, else none. The write path
(``writepath.kind_replacements``) reads the held memories once for this and for values of a known kind."""

import re
from dataclasses import dataclass

from memory_center.extraction.held_kinds import statement_usable, withdrawn
from memory_center.extraction.rules.anchors import NOT_ANCHOR_CHARS_ZH, NOT_ANCHORS_ZH
from memory_center.extraction.rules.split import statements
from memory_center.extraction.rules.text import alternatives, is_chinese
from memory_center.extraction.schema import BY_NAME, Slot, names_cue, value_slot

_SWITCH = re.compile(
    r"(?:换成了?|换了|改用了?|改成了?|改喝|改吃|改坐|改住|改去|换到了?|转到了?|转投|都用|都改用|现在用|都换成了?)"
    r"(?P<value>[^，,。！!？?；;\s了的]{2,10}?)(?:了|啦|吧|的)?(?=[，,。！!；;\s]|$)"
)
_VERB_LEAD = re.compile(r"^(?:喝|吃|用|坐|去|住|开|骑|穿|听|看|在)")
_NOT_VALUES = frozenset(("别的", "其他", "新的", "一个", "一家", "一台", "一辆", "这个", "那个", "现在"))


@dataclass(frozen=True, slots=True)
class Switched:
    value: str
    statement: str
    context: str
    """The statement without its value: the words that name the held memory."""


@dataclass(frozen=True, slots=True)
class HeldSlot:
    """A held ``user / <slot>`` memory with its words."""

    slot: str
    value: str
    content: str


def switches(text: str) -> list[Switched]:
    """The switches a Chinese message says about the user, each with its new value."""
    found: list[Switched] = []
    if not is_chinese(text):
        return found
    for statement in statements(text)[:20]:
        if not statement_usable(statement):
            continue
        for match in _SWITCH.finditer(statement):
            value = _VERB_LEAD.sub("", match["value"]).strip()
            value = value if len(value) >= 2 else match["value"]  # 改开车: the commute 开车
            before = statement[: match.start()]
            if len(value) < 2 or value in _NOT_VALUES or re.search(r"(?:不|没|别|没有)$", before):
                continue
            context = statement[: match.start("value")] + statement[match.end("value") :]
            found.append(Switched(value, statement, context))
    return [] if found and withdrawn(text) else found


def switch_slot(switch: Switched, held: list[HeldSlot]) -> Slot | None:
    """The one held single-valued option slot the switch is about, or None."""
    chosen: set[str] = set()
    for one in held:
        slot = value_slot(one.slot)
        if slot is None or one.value.casefold() in switch.value.casefold():
            continue
        rest = one.content.replace(one.value, " ") if one.value else one.content
        if names_cue(switch.context, slot) or _pairs(rest) & _pairs(switch.context):
            chosen.add(slot.name)
    return BY_NAME[chosen.pop()] if len(chosen) == 1 else None


_CUT = re.compile(rf"[^\u4e00-\u9fff]+|[{NOT_ANCHOR_CHARS_ZH}]|{alternatives(NOT_ANCHORS_ZH)}")
_SWITCH_WORDS = re.compile(r"换成|改用|换到|转到|都用|现在用|改")


def _pairs(text: str) -> frozenset[str]:
    """Two Chinese characters in a row of a text's content words (打车 of 我打车常用滴滴; 上班)."""
    runs = _CUT.split(_SWITCH_WORDS.sub(" ", text))
    return frozenset(run[i : i + 2] for run in runs for i in range(len(run) - 1))
