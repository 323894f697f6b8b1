"""The ending predicate's rows that name no thing of their own (data, pure; session 28: an ending ends
the held memory it names, docs/extraction.md).

``rules.life_events`` ends a held memory when a clause says an ending verb and names the memory by its
words or by its kind. Its tables (``ENDING``, ``LEFT_JOB``, ``PARTED``, ``GRADUATED``) hold the verbs;
the rows here say where an ending verb applies and where it does not:

- ``CLOSE_ENDED``: verbs that end only a pet or a person the user has ("we lost Rufus in May", "Clover
  went to live with my cousin", 可乐上周安乐了, 小绿飞走了): "lost" of a held app, team or bank is no ending.
- ``ROLE_LEFT``: a job left said by its place or its practice ("left the classroom in august", "walked
  away from teaching", "hung up my scrubs", 离开了讲台): it ends the owner's work whatever it was, as
  ``LEFT_JOB`` does — not when said of one occasion ("left the classroom at 3", "for once").
- ``FOR_NOW``: a parting for a while ("said goodbye to Pumpkin at the cattery", 送豆包去寄养了，我出差一周):
  no farewell or loss in the message ends a held pet or person.
- ``STORY``: words of a story (a film, a show, a book, 电影里, 小说里): an ending in it is the story's
  ("cried when the cat died in that movie"), nobody's the user holds.
- ``unowned``: a held word said as the owner of another thing ("Priya's grandma passed away", "the
  battery's dead in Pepper's laser toy", 阿杰的狗) names that other thing, not the memory.
"""

import re
from collections.abc import Iterable

from memory_center.extraction.rules.anchors import names
from memory_center.extraction.rules.text import compiled, is_chinese

CLOSE_ENDED = (
    r"lost|passed\s+on|went\s+to\s+live\s+with|went\s+to\s+(?:a\s+)?(?:new|forever)\s+home"
    r"|found\s+(?:a|her|him|them)\s+(?:new|forever)\s+home|crossed\s+the\s+rainbow\s+bridge|is\s+no\s+more"
    # a farewell said for a death (session 29): "said goodbye to Biscuit", "put Clover to sleep"
    r"|(?:said|say|saying)\s+(?:(?:our|my|a|the)\s+)?(?:(?:last|final)\s+)?goodbyes?\s+to"
    r"|put\s+\w+\s+(?:to\s+sleep|down)|no\s+longer\s+with\s+us",
    r"安乐|飞走了|跑丢了|走丢了|没救回来|没抢救过来|去了汪星|回了喵星|回喵星|当天使"
    r"|永远离开|离开(?:了)?我们|送\S{0,3}走了|最后一程|火化|安葬|入土",
)
"""Endings said only of a pet or a person: the held memory must be one of them (``close``)."""
FOR_NOW = (
    r"airport|station|kennels?|cattery|boarding|sitter|pet\s+hotel|while\s+(?:i'm|we're|i\s+am|we\s+are)\s+away"
    r"|for\s+(?:a|the|two|three|four|\d+)\s+(?:week|weeks|month|months|days|nights|weekend)"
    r"|back\s+(?:on|for|next|by|tomorrow)|(?:until|till)\s+(?:next|mon|tue|wed|thu|fri|sat|sun)\w*"
    r"|see\s+(?:you|him|her|them)\s+(?:soon|next|on|in)|for\s+now",
    r"机场|车站|高铁站|出差|旅游|旅行|度假|回来(?:再|就)?接|接回来|过几天|这几天|期间|暂时",
)
"""A parting for a while (at the airport, a pet at the cattery, "back on Sunday", 出差): the pet or the
person is still the user's; no farewell or loss in the message ends them."""
PARTING = (
    r"goodbyes?|bye|farewell|dropped|left|sent|saw\s+\w+\s+off|see\s+\w+\s+off|waved",
    r"送|寄养|告别|道别|分别|再见",
)
"""The words of a parting: without one, a time of a while ("fostering a dog for a month") parts no one."""
ROLE_LEFT = (
    r"(?:left|quit|walked\s+away\s+from|stepped\s+away\s+from|retired\s+from|gave\s+up|done\s+with|out\s+of)"
    r"\s+(?:the\s+)?(?:classroom|teaching|nursing|ward|newsroom|journalism|academia|military|army|navy|force"
    r"|police|ministry|retail|hospitality|law|medicine|consulting|banking|corporate(?:\s+world)?|9-to-5|9\s+to\s+5)"
    r"|hung\s+up\s+(?:my|his|her)\s+(?:scrubs|apron|uniform|badge|stethoscope|whistle|boots|chef'?s\s+whites)"
    r"|(?:position|role|job)\s+(?:was|got|has\s+been)\s+(?:eliminated|cut|axed)|made\s+redundant",
    r"离开了?(?:讲台|教育行业|医院|学校|体制)|告别了?讲台|被辞退|被开除|被炒(?:了)?鱿鱼|辞去了?\S{0,2}职|走人了",
)
"""A job left said by its place, its practice, its garment or its post cut: the owner's work ends."""
ONE_OCCASION = (
    r"\bat\s+(?:\d|noon|lunch|midnight)|\bfor\s+(?:once|the\s+day|lunch)\b|\bearly\b|\btoday\b|\btonight\b",
    r"今天|今晚|早退|提前",
)
"""A role place left at a time of one day ("left the classroom at 3", 今天提前离开了医院): no job ended."""
STORY = (
    r"movie|film|show|series|episode|season\s+finale|finale|book|novel|anime|cartoon|documentary|game",
    r"电影|电视剧|剧里|剧中|小说|动画|动漫|纪录片|游戏里|书里",
)
"""Words of a story: an ending told in it is the story's."""

_CLOSE_ENDED = compiled(rf"\b(?:{CLOSE_ENDED[0]})\b|{CLOSE_ENDED[1]}")
_ROLE_LEFT = compiled(rf"\b(?:{ROLE_LEFT[0]})\b|{ROLE_LEFT[1]}")
_FOR_NOW = compiled(rf"\b(?:{FOR_NOW[0]})\b|{FOR_NOW[1]}")
_PARTING = compiled(rf"\b(?:{PARTING[0]})\b|{PARTING[1]}")
_ONE_OCCASION = compiled(rf"{ONE_OCCASION[0]}|{ONE_OCCASION[1]}")
_STORY = compiled(rf"\b(?:{STORY[0]})s?\b|{STORY[1]}")
_KEEPS_NAMING = (
    r"been|gone|dead|passed|died|no|not|now|finally|just|sadly|officially|really|very|so|a|an|the|in|at"
    r"|with|home|back|away|out|doing|getting|got|left|lost|my|over|done|last|next|this|on|for|since|until"
    r"|today|yesterday|tonight|after|before|and|or|but|too|as|because|to|is|was|has|had"
)
_POSSESSOR_EN = compiled(rf"\b(?P<owner>[\w-]+)(?:'s|’s)(?=\s+(?!(?:{_KEEPS_NAMING})\b)[a-z])")
"""An English owner: "Priya's grandma", not "Pepper's gone" or "Olive's been sick" (is / has)."""

POSSESSED = "possessed"


def ends_close(clause: str) -> bool:
    """The clause's ending is one said only of a pet or a person."""
    return _CLOSE_ENDED.search(clause) is not None


def close_ending(clause: str) -> re.Match[str] | None:
    return _CLOSE_ENDED.search(clause)


def for_now(text: str) -> bool:
    """The message tells a parting for a while: a held pet or person is not ended by it."""
    return _FOR_NOW.search(text) is not None and _PARTING.search(text) is not None


def role_left(clause: str) -> bool:
    """The clause leaves a job by its place or practice, not at a time of one day."""
    return _ROLE_LEFT.search(clause) is not None and _ONE_OCCASION.search(clause) is None


def role_ending(clause: str) -> re.Match[str] | None:
    return _ROLE_LEFT.search(clause)


def of_story(text: str) -> bool:
    """The text tells a story (a film, a show, a book): its endings are the story's."""
    return _STORY.search(text) is not None


def unowned(clause: str, held_names: Iterable[str] = (), held: str = "") -> str:
    """The clause without the held words said as the owner of another thing ("Priya's grandma"; a held
    name before 的: 阿杰的狗 — not any word, 辣的 is spicy food): what is left names the memory only where
    the word is the thing itself. A name the held words say with its "'s" is the thing's own name
    ("St. Mary's", "Sainsbury's"), no owner."""
    own = held.casefold()

    def owner(match: re.Match[str]) -> str:
        if f"{match['owner']}'s".casefold() in own.replace("’", "'"):
            return match.group(0)
        return f"{POSSESSED}{match.group(0)[len(match['owner']) :]}"

    said = _POSSESSOR_EN.sub(owner, clause)
    for name in held_names:
        if is_chinese(name) and f"{name}的" in said:
            said = said.replace(f"{name}的", f"{POSSESSED}的")
    return said


def owner_only(clause: str, words: Iterable[str], said: str = "", held_names: Iterable[str] = ()) -> bool:
    """The clause names a memory by its words only as the owner of another thing ("Anna's mother
    passed away", 阿杰的狗送人了): nothing of the memory's own is said."""
    words = frozenset(words)
    return names(clause, words, said) and not names(unowned(clause, held_names, said), words, said)
