"""Two Chinese readings of the frames (``extraction.frames``), pure: the time a bedtime or wake-up frame
says, and a company that moved.

- ``…才睡``, ``…就上床``, ``…起床`` bound their value by the frame, so the value would hold the words
  before the time too (习惯凌晨两点, 最近每天十点半): the slot keeps only the time said at its end, and
  none when someone else is named before it (我儿子九点睡觉).
- ``公司搬到…`` is a move of where the user works, not of the user's home: a residence frame after a
  workplace word (公司, 单位, 办公室 …) reads the workplace instead, presupposed (only a workplace the
  user holds is replaced).
"""

import re

import memory_center.extraction.rules.words as w
from memory_center.extraction.rules.text import alternatives, listed

CLOCK_SLOTS = frozenset(("bedtime", "wake_time"))
_CLOCK_ZH = re.compile(
    r"(?:凌晨|早上|早晨|清早|上午|晚上|夜里|半夜|深夜)?(?:[零一二两三四五六七八九十]{1,3}|\d{1,2})(?:点|:\d{2})"
    r"(?:半|一刻|三刻|[零一二三四五六七八九十]{1,3}分?|\d{1,2}分?)?(?:左右|多|以后|之后)?(?:准时|按时)?$"
)
CLOCK_VALUE_ZH = r"[^，,。.!！?？；;、\s我你他她它的了是在]{2,16}?"
"""A bedtime or wake-up frame's value: as a Chinese frame's value (``frames._ZH_VALUE``) but longer (the
clock ends it), and holding the colon of a time said in digits (这个月开始每天22:30就上床)."""
_KIN_ZH = re.compile(alternatives(w.KIN_ZH))
WORK_MOVED = re.compile(r"(?:公司|单位|办公室|总部|工厂|厂里|部门|团队)(?:整体|也|都|又|已经|今年|最近)*$")


_ONE_NIGHT_ZH = re.compile(r"昨晚|昨天|前天|前晚|那天|那晚|当晚|上次|那次")
"""One past night or day (昨晚九点就睡着了): what happened once, no bedtime (Session 25)."""


def clock(value: str) -> str | None:
    """The time a bedtime or wake-up frame says (凌晨两点 of 我习惯凌晨两点才睡), nobody else's (儿子九点),
    not of one past night (昨晚九点)."""
    match = _CLOCK_ZH.search(value)
    if match is None or _KIN_ZH.search(value[: match.start()]) or _ONE_NIGHT_ZH.search(value):
        return None
    return _ON_TIME_ZH.sub("", match[0])


_ON_TIME_ZH = re.compile(r"(?:准时|按时)$")
"""An adverb of keeping the time (每天十点半准时上床): said of the habit, not part of its time."""


GENERIC_ZH = frozenset(
    listed(
        "公司|单位|新公司|老公司|那边|这边|这里|那里|家里|老家|附近|楼下|大厂|外企|国企|小厂|学校|医院|一家|新家|新房"
        "|房子|城市|地方|同事|工作|上班|那家|这家|哪家|别的|其他|家门口|市区|郊区|单位里|公司里|那儿|这儿|新房子"
        "|一线城市|二线城市|健身房|银行|手机|电脑|车|运营商"
    )
)
"""Words a Chinese frame's value may be that name no one thing (公司, 那边, 健身房): not a value."""
