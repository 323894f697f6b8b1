"""A Chinese stance said as an order to the assistant is a standing rule (pure): 以后写邮件都帮我抄送给
助理, 每次推荐餐厅顺便告诉我人均多少钱, 说话直接点，不用跟我客套.

The phrase readers (``preferences``) read such a statement as the user's liking or dislike of its thing,
because it carries no word of a rule they know (一定要, 必须, 别给我…). What makes it a rule is its shape,
not its words: the user is only the *object* of what is asked (帮我, 给我, 跟我, 告诉我, 提醒我 — the
assistant acts on the user, ``TO_ME_ZH``), nobody is its subject (no 我 before that, no one else named), and
it is said for every time (以后, 每次, 都, 一律, ``EVERY_TIME_ZH``) or as a bare imperative (不用, 别, 记得,
``IMPERATIVE_ZH``). Such a dislike becomes ``never``; such a liking becomes ``required`` when the reader
found no thing of its own in it (its thing is the order itself: 写邮件都帮我抄送给助理) — a liking of a
clean thing (以后帮我订靠窗的座位 → 靠窗座位) stays a liking, which a later switch may turn. A rule is a
CONSTRAINT the agent obeys (docs/extraction.md, "Chinese orders by their shape").

Look-alikes keep their reading: the user's own taste (我喜欢别人给我送花: 我 is its subject), someone
else's (我妈让你以后都帮她…), a question, a one-off (今天帮我…, 这次…), a plan or a condition (the reader
never reads those).
"""

import re

import memory_center.extraction.rules.words as w
from memory_center.enums import MemoryType
from memory_center.extraction.rules.model import NEVER, REQUIRED, STANCE, Reading
from memory_center.extraction.rules.openings import is_question
from memory_center.extraction.rules.text import alternatives, is_chinese
from memory_center.governance.lasting import says_one_time

TO_ME_ZH = "帮|给|替|为|跟|和|对|告诉|提醒|通知|叫|喊|发给|回复|回"
"""Verbs and prepositions of the assistant's doing with the user as their object (帮我, 跟我, 告诉我)."""
EVERY_TIME_ZH = (
    "以后|今后|往后|每次|每回|每一次|(?<![一两三四五六七八九十几])都"
    "|一律|统统|全部|所有|任何|凡是|总是|永远|始终"
)
"""Words that say an order holds for every time, not for one task."""
IMPERATIVE_ZH = "不用|不必|无需|用不着|别|不要|千万|记得|务必|请"
"""Openings of a bare order to the assistant (不用跟我客套)."""
FOR_ALL = {"like": REQUIRED, "dislike": NEVER}

_TO_ME = re.compile(rf"(?:{TO_ME_ZH})我(?!们|的|家|{alternatives(w.KIN_ZH)})")
_EVERY_TIME = re.compile(EVERY_TIME_ZH)
_IMPERATIVE = re.compile(rf"^(?:{IMPERATIVE_ZH})")
_SOMEONE = re.compile(rf"{alternatives(w.KIN_ZH)}|[他她]|别人|人家|大家")
_CLAUSE_END = re.compile(r"[，,；;。！!？?]")


def as_order_to_assistant(reading: Reading, clause: str, statement: str) -> Reading:
    """The reading as a standing rule when its clause is an order to the assistant (see the module
    doc); any other reading as it is."""
    if reading.predicate != STANCE or reading.object_value not in FOR_ALL or not is_chinese(statement):
        return reading
    if reading.memory_type is not MemoryType.PREFERENCE or not addressed(clause, statement):
        return reading
    if reading.object_value == "like" and not _TO_ME.search(reading.subject):
        return reading  # 以后帮我订靠窗的座位: a thing of its own (靠窗座位), a liking that may switch
    value = FOR_ALL[reading.object_value]
    return Reading(MemoryType.CONSTRAINT, reading.subject, STANCE, value, lasting=True)


def addressed(clause: str, statement: str) -> bool:
    """Whether a clause of a statement is an order to the assistant for every time: the user only as
    the object of the asked doing, no one as its subject, a word of every time or a bare imperative."""
    clause = clause.strip()
    to_me = _TO_ME.search(clause)
    if to_me is None or "我" in clause[: to_me.start()] or _SOMEONE.search(statement):
        return False
    if is_question(statement) or says_one_time(statement):
        return False
    before = _CLAUSE_END.split(statement.split(clause, 1)[0])[-1] + clause[: to_me.start()]
    return bool(_EVERY_TIME.search(before) or _IMPERATIVE.match(clause) or _IMPERATIVE.match(statement))
