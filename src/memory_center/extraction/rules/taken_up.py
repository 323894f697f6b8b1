"""What the user took up in place of a held liking the same message ends (pure): "I'm done with gore.
give me a cozy murder mystery instead", "mornings are … these days, it's rowing now", 王者卸载了，这阵子
在玩塞尔达, 跑步不跑了，改成早上游泳了.

Said as a request, without a subject or after a dropped "I've", the new stance is read by no reader of
the extractor. Once the write path knows the message ended a held liking (``writepath.held_turns``),
the clause that says what replaces it — a clause of "instead", "now", "these days", 现在, 最近, 改成 that
names none of the ended memory's words — is put in the user's own voice by its shape and read by the
extractor's general readers (the liking and free-text readers), nothing else (docs/extraction.md,
"Endings said in a statement of their own"):

- a request for the new thing ("give me X instead") reads as "I'm into X now";
- "it's X these days" reads as "I'm into X these days";
- a dropped subject ("been burning through X") reads as "I've been burning through X";
- a Chinese switch (改成X, 换成X) reads as 我现在喜欢X; another Chinese clause gets its 我.
"""

import re
import unicodedata

import memory_center.extraction.rules.words as w
from memory_center.extraction.rules.anchors import names
from memory_center.extraction.rules.flips import one_off
from memory_center.extraction.rules.split import clauses, statements
from memory_center.extraction.rules.text import alternatives, compiled, english, is_chinese

_NOW_EN = compiled(
    r"\b(?:instead|now|these\s+days|nowadays|from\s+now\s+on|lately|every\s+(?:day|morning|evening|night|week"
    r"|weekend|afternoon)|(?:once|twice|\w+\s+times)\s+a\s+(?:day|week|month)|daily|all\s+day|on\s+repeat"
    r"|deep\s+into|hooked\s+on|obsessed\s+with)\b"
)
"""Words that say the new habit holds: a change marker, or how often ("every evening", "twice a week")."""
_OWN_EN = compiled(r"^(?:i|i'm|i've|im|ive)\b")
_NOW_ZH = re.compile(r"现在|最近|这阵子|这段时间|如今|改成|换成|改为|改用")
_TAIL_EN = compiled(r"[\s,]+(?:instead|now|these\s+days|nowadays|from\s+now\s+on|lately|lol)\s*[.!]*$")
_ASK_EN = compiled(
    r"^(?:(?:can|could|would)\s+you\s+)?(?:please\s+)?(?:just\s+)?(?:give|get|recommend|find|show|send|suggest"
    r"|pick|play)\s+me\s+(?P<thing>.+)$"
)
_ITS_EN = compiled(
    r"^(?:(?:but|so|and)\s+)?(?P<when>(?:these\s+days|now|nowadays|lately)\s*,?\s+)?(?:it's|it\s+is|its)\s+"
    r"(?P<thing>.+)$"
)
_BEEN_EN = compiled(r"^(?:(?:but|so|and)\s+)?(?:been|i've\s+been|ive\s+been)\s+(?P<rest>.+)$")
_SWITCH_ZH = re.compile(r"(?:改成|换成|改为|改用)了?(?P<thing>[^，,。]+?)了?$")
_OTHERS = compiled(
    rf"\b(?:he|she|they|his|her|their)\b|\bmy\s+(?:\w+\s+)?{english(w.KIN_EN)}|[他她]|{alternatives(w.KIN_ZH)}"
)
_LATELY_ZH = re.compile(r"这阵子|这段时间")
_QUESTION = re.compile(r"[?？]|(?:[吗呢]|(?<!饿了)么)\W*$")


def taken_up(text: str, ended_words: frozenset[str]) -> list[str]:
    """The clauses of the message that say what replaces an ended liking, each put in the user's voice
    (at most two): none that names the ended memory (``ended_words``), asks, is about someone else, or
    is said of one occasion."""
    said = unicodedata.normalize("NFKC", text).strip()
    found: list[str] = []
    for statement in statements(said):
        if _QUESTION.search(statement):
            continue
        for clause in clauses(statement):
            clause = clause.strip().rstrip(".!。！")
            now = _NOW_ZH.search(clause) if is_chinese(clause) else _NOW_EN.search(clause)
            if now is None or names(clause, ended_words) or _OTHERS.search(clause) or one_off(clause):
                continue
            own = voiced(clause)
            if own and own not in found:
                found.append(own)
    return found[:2]


def voiced(clause: str) -> str | None:
    if is_chinese(clause):
        clause = _LATELY_ZH.sub("最近", clause)  # "lately" dates the change, not one occasion
        if switch := _SWITCH_ZH.search(clause):
            return f"我现在喜欢{switch['thing']}"
        return clause if clause.startswith("我") else f"我{clause}"
    if ask := _ASK_EN.match(clause):
        return f"I'm into {_TAIL_EN.sub('', ask['thing'])} now"
    if its := _ITS_EN.match(clause):
        return f"I'm into {_TAIL_EN.sub('', its['thing'])} these days"
    if been := _BEEN_EN.match(clause):
        return f"I've been {_TAIL_EN.sub('', been['rest'])}"
    return clause if _OWN_EN.match(clause) else None  # "I run in the evenings after work these days"
