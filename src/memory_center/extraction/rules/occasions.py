"""An occasion said before the liking: "On long flights I like a window seat", "At the cinema I like
sitting at the front", "When it comes to coffee I …", 我看电影喜欢坐最后一排, 我喝咖啡最喜欢燕麦奶拿铁,
我吃火锅最爱番茄锅底. The occasion only narrows when the liking holds; the liking is the user's lasting
memory. The reader reads a clause that gave nothing once more without its occasion (``without_occasion``);
the memory's content is still the statement as said, occasion included.

Data: the words that open an occasion (English prepositions of a situation, Chinese verbs of an
activity) and the liking words that must follow it in Chinese. Not an occasion: a time in the past
("In 2019 I lived in Lyon", 小时候我…, 以前…: the past readers' work), a condition ("if", 要是: never
read), another person.
"""

import re

from memory_center.extraction.rules.text import alternatives, compiled

OCCASION_LEADS_EN = "on|at|in|during|with|when it comes to|as for|whenever|for long"
"""What opens a situation the liking holds in ("On trains", "At restaurants", "When it comes to tea")."""
OCCASION_VERBS_ZH = (
    "吃|喝|看|坐|乘|搭|买|住|穿|点|听|玩|开车|出差|旅行|旅游|出门|出去|订|用|逛|打|骑|飞|外出|上班|健身|跑步|约会"
    "|聚餐|请客|做饭|学习|工作|写代码"
)
"""Verbs of an activity said after 我 and before the liking (我看电影喜欢…, 我坐高铁一般喜欢…)."""
LIKING_ZH = "喜欢|最爱|爱|偏爱|偏好|习惯|喜爱|钟爱"
ZH_DEGREE = "一般|通常|都|最|比较|特别|更|还是|总是|一向|向来|基本上|基本|一直|就|也|还|很|超|挺"
NOT_AN_OCCASION_EN = (
    r"\b(?:past|used|ago|last|before|was|were|young|younger|kid|child|school|college|university|twenties"
    r"|thirties|childhood|if|unless|case|he|she|they|his|her|their|you|your|today|tonight|tomorrow|yesterday"
    r"|this|next)\b|\d"
)
NOT_AN_OCCASION_ZH = r"[他她你您]|以前|小时候|过去|当年|那时|上学|了|这次|今天|明天|昨天"

_EN = compiled(
    rf"^(?:{alternatives(OCCASION_LEADS_EN)})\s+(?P<occasion>[^,;]{{1,40}}?),?\s+(?P<rest>(?:i|i'm|i've|i'd)\b.+)$"
)
_ZH = re.compile(
    rf"^(?P<who>我们|我)(?P<occasion>(?:{alternatives(OCCASION_VERBS_ZH)})[\u4e00-\u9fffA-Za-z0-9]{{0,6}}?)"
    rf"(?:的时候|时)?(?P<rest>(?:{alternatives(ZH_DEGREE)})*(?:{alternatives(LIKING_ZH)}).+)$"
)
_NOT_EN = compiled(NOT_AN_OCCASION_EN)
_NOT_ZH = re.compile(NOT_AN_OCCASION_ZH)


def without_occasion(clause: str) -> str | None:
    """The clause without the occasion it opens with, or None when it opens with none."""
    if (match := _EN.match(clause)) and not _NOT_EN.search(match["occasion"]):
        rest = match["rest"]
        return "I" + rest[1:] if rest[:1] in "iI" else rest
    if (match := _ZH.match(clause)) and not _NOT_ZH.search(match["occasion"]):
        return match["who"] + match["rest"]
    return None
