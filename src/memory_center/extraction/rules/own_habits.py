"""A Chinese statement of the user's own habit said with 只 or 都 (我喝茶只喝绿茶, 我的闲钱都放余额宝,
我打车只用滴滴): what the user does, no order to the agent, so no standing rule (docs/extraction.md, "Frames
restated"). It is a habit the free-text reader keeps and a later habit of the same topic ends
(``extraction.held_habits``). An order keeps its reading: a word addressed to the agent (你, 帮我, 给我,
推荐, 订, 以后, 每次 …), a modal of obligation (要, 得, 必须, 只能, 别 …), or no 我 opening the statement
(高铁只订二等座, 酒店只订有健身房的), and so does a stance with no topic before 只 (我只喝美式,
我只住五星级酒店: the project's cases read "only")."""

import re

from memory_center.extraction.rules.text import trim

_OWN = re.compile(
    r"^(?:我|(?:最近|这阵子|这段时间|这几个月|这两个月|这半年|现在|如今|今年)我?)(?:的)?[^，,。；;他她它你您们]{2,6}?(?:只|都|基本都|一直都?|一般都?)"
    r"(?:吃|喝|穿|用|听|看|玩|抽|骑|开|坐|戴|刷|去|在|买|存|放|住|睡|搭|泡|寄|存到|放到|寄到)"
)
_ORDER = re.compile(
    r"你|您|帮我|给我|替我|为我|请|麻烦|提醒|推荐|安排|预订|订|以后|从现在|今后|每次|记得|一律|统一|永远"
    r"|要|(?<![觉记懂])得(?!物)|必须|一定|务必|不|别|只能|应该|需要|没"
)


def own_habit(text: str) -> bool:
    """Whether ``text`` (a statement or a clause) is the user's own habit said with 只/都, not an order."""
    said = trim(text)
    return _OWN.match(said) is not None and _ORDER.search(said) is None
