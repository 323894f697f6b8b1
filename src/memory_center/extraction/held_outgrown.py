"""A held option outgrown, and a new one of its slot taken up (pure): docs/extraction.md, "Session 29:
a switch told by its reason".

People tell a switch by its reason and its deed, seldom by "switched": "办了楼下乐刻的年卡，超级猩猩太贵了",
"网易云好多歌没版权了，开了QQ音乐的绿钻", "Barclays fees were daylight robbery, opened a Starling account",
"Been on green tea for a month and honestly don't miss coffee at all", 觉得猫比狗可爱多了. Two kinds of
clause, as data, both needed in one statement:

- **outgrown** (``OUTGROWN_EN`` / ``OUTGROWN_ZH``): the held option named (its value's words, its
  content words or the kind it is of) with a word of its fault or of not missing it (too expensive,
  fees, useless, rammed, don't miss, 太贵, 没版权, 老掉线, 不想…了);
- **taken up** (``TAKEN_EN`` / ``TAKEN_ZH``): a membership, card, account, plan or course bought or
  opened (got a X membership, opened a X account, paid for a year of X, signed up at X, 办了X的年卡,
  开了X的会员, 报了X的课, 装了X), a span of use (been on X for a month, 喝了一个月的X).

A comparison that puts another thing above the held one ("cats are so much cuter than dogs",
猫比狗可爱多了) is both at once; moving everything over to a name that begins an option of the held
slot ("Moved everything over to Virgin": Virgin Atlantic, an airline) is a switch by itself.

The held memory gives the slot: the new option is the held slot's listed option said in the taken-up
clause, else the name after its verb (an unknown brand is still the slot's value: Bodyworks, 长城宽带).
Not read from another person's statement, a question, a plan or a consideration (might, 考虑, 要不要), or
a one-time use (``governance.lasting.one_off``: "for the dinner party").
"""

import re
from dataclasses import dataclass

from memory_center.extraction.held_away import fits, goes_back, in_use, may_turn_away, pieces, turned_away
from memory_center.extraction.held_usage import Held, replaceable, slots_of, value_words
from memory_center.extraction.rules.anchors import anchors, names
from memory_center.extraction.rules.free_text import FREE_TEXT_PREDICATE
from memory_center.extraction.rules.model import STANCE
from memory_center.extraction.rules.split import statements
from memory_center.extraction.rules.text import compiled, english, is_chinese
from memory_center.extraction.rules.thing_kinds import kind_words
from memory_center.extraction.schema import BY_NAME, SLOTS
from memory_center.governance.lasting import one_off

OUTGROWN_EN = (
    "too expensive|too pricey|so expensive|so pricey|got expensive|price hike|price rise|prices have gone"
    "|fees|charges|useless|rubbish|rammed|always packed|drives me mad|drives me up the wall|last straw"
    "|daylight robbery|a joke|lost my bag|lost my luggage|sick of|fed up with|had enough of|can't stand"
    "|don't miss|didn't miss|do not miss|not missing|haven't looked at|stale|gone downhill|went downhill"
    "|keeps crashing|kept crashing|terrible|awful|unreliable|ripped off|rip-off|overpriced"
)
"""A fault of the held option, or not missing it (English, data)."""
OUTGROWN_ZH = (
    "太贵|太挤|太远|太差|太慢|太烂|太多|太勤|太坑|太难|太少|贵死|没版权|掉线|不想|听不下去|看不下去|受不了"
    "|越来越贵|越来越差|越来越难|不如以前|踩雷|不好用|难用|假货|坑人|拉胯|没法用|涨价|不香了"
)
"""The same in Chinese (data)."""
_OUTGROWN = compiled(rf"{english(OUTGROWN_EN)}|{'|'.join(OUTGROWN_ZH.split('|'))}")

_SPAN_EN = r"(?:a|an|one|two|three|four|five|six|seven|eight|couple\s+of|few|\d+)\s+(?:weeks?|months?|years?)"
TAKEN_EN = compiled(
    r"\b(?:got|bought|took\s+out|paid\s+for|opened|signed\s+up(?:\s+(?:at|for|with|to))?|joined"
    r"|moved\s+(?:everything|it\s+all|all\s+of\s+it|the\s+lot)\s+(?:over\s+)?to)\s+"
    r"(?:(?:a|an|the|my|our)\s+)?(?:(?:year|month|year's|12\s+months?)\s+(?:of\s+)?)?(?P<rest>.+)$"
    rf"|\bbeen\s+on\s+(?P<span>.+?)\s+for\s+(?:the\s+(?:last|past)\s+)?{_SPAN_EN}\b"
    rf"|\b{_SPAN_EN}\s+on\s+(?P<span2>[a-z][\w' -]*?)(?:\s+now)?$"
)
"""A membership, card, account or plan taken up, or a span of use (English): the new option follows."""
TAKEN_ZH = compiled(
    r"(?:办了|开了|报了|装了|入了|交了|订了|充了)(?P<rest>[^，。；！？]{1,24})"
    r"|(?:喝|吃|用|听|玩|看)了(?:一|两|三|四|五|六|几|半)?个?(?:月|周|星期|年)(?:多)?的(?P<span>[\u4e00-\u9fff]{1,6})"
)
"""The same in Chinese (办了楼下乐刻的年卡, 开了QQ音乐的绿钻, 报了猿辅导的网课, 喝了一个月的茶)."""
MOVED_ALL = compiled(r"\bmoved\s+(?:everything|it\s+all|all\s+of\s+it|the\s+lot)\s+(?:over\s+)?to\b")
"""Everything moved over to another: the held option left, whatever is said of it."""
_COMPARED_EN = compiled(
    r"\b(?P<new>[a-z]+)\s+(?:are|is)\s+(?:so|way|far|much|a\s+lot|loads)\s*(?:much\s+)?"
    r"(?:[a-z]+er|better|more\s+[a-z]+)\s+than\s+(?P<old>[a-z]+)\b"
)
_COMPARED_ZH = re.compile(
    r"(?P<new>[\u4e00-\u9fff]{1,4}?)比(?P<old>[\u4e00-\u9fff]{1,4}?)(?:还|更)?[\u4e00-\u9fff]{1,3}?(?:多了|得多|太多了)"
)
"""Another thing put above the held one: "cats are so much cuter than dogs", 猫比狗可爱多了."""
_NOT_NOW = compiled(
    rf"{english('might|maybe|thinking about|thinking of|considering|should i|would|if|planning|gonna')}"
    r"|考虑|要不要|打算|准备|如果|要是|想办|想开|想报|想装|可能"
)
"""A plan, a consideration, a guess: nothing taken up yet."""
_THEIRS = compiled(
    r"^(?:my|our)\s+(?:[a-z-]+\s+){0,2}?(?:sister|brother|mum|mom|dad|father|mother|friend|flatmate|roommate"
    r"|colleague|coworker|partner|wife|husband|boyfriend|girlfriend|son|daughter|cousin|aunt|uncle|neighbour"
    r"|neighbor|boss)s?\b|^(?:he|she|they)\b|^(?:says|said|swears|reckons)\b"
    r"|^我(?:的|们)?(?:室友|同事|朋友|闺蜜|老公|老婆|男朋友|女朋友|爸|妈|哥|姐|弟|妹|邻居|同学|孩子|儿子|女儿)"
    r"|^(?:室友|同事|朋友|闺蜜|老公|老婆|邻居|同学)(?:说|开了|办了|报了|装了|用)"
    r"|^(?:他|她|他们|她们)"
)
"""Another person's deed or opinion ("My sister swears by Monzo", 我室友开了QQ音乐的绿钻)."""
_NOT_A_THING = compiled(
    r"我|你|他|她|它|我们|你们|他们|她们|以前|之前|原来|过去|平时|别人|i|me|you|him|her|them|us|before|ever|usual"
)
"""A comparison's other side naming no thing: a person, the past (游得比我好多了, "better than before")."""
_QUESTION = re.compile(r"[?？]|[吗呢]\W*$")
_CUT = re.compile(
    r"[，,;；]\s*|\s+[—–-]+\s+|\s+(?:and|but|so)\s+(?=(?:I|my|honestly|opened|got|signed|paid)\b)"
)
_NAME_EN = re.compile(r"([A-Z0-9][\w'&+-]*(?:\s+[A-Z0-9][\w'&+-]*)*)")
_PRODUCT_EN = compiled(
    r"\s+(?:sim|card|account|membership|subscription|plan|pass|app|annual|monthly|deal|contract|plus)\b.*$"
)
_PRODUCT_LEAD_EN = compiled(
    r"^(?:(?:new|annual|monthly|yearly)\s+)?(?:membership|card|account|subscription|plan|pass|sim|contract)\s+"
    r"(?:at|with|to|for|from|on)\s+(?:the\s+)?"
)
"""A product said before its maker ("got a membership at Ironworks")."""
_ZH_LEAD = re.compile(
    r"^(?:一?[张个份辆台套家门]|楼下|小区(?:里|旁边)?|家门口|附近|旁边|隔壁|公司楼下|门口)+"
)
_ZH_PRODUCT = re.compile(
    r"(?:的)?(?:年费会员|会员卡|会员|年卡|月卡|季卡|次卡|卡|网课|课程|课|班|绿钻|年费|套餐)(?:[\u4e00-\u9fffA-Za-z]*)$"
)
_LOCATIVE_ZH = re.compile(r"^(?:小区|楼下|家门口|附近|旁边|隔壁|门口|公司)")


@dataclass(frozen=True, slots=True)
class Outgrown:
    """What a message does to the held memories: the ones it ends (by index) with the statement that
    ends them, the new option of each one's slot (``slot``, ``name``; empty when the held memory has no
    slot or no name is found) and the words to keep of the statement."""

    ended: tuple[tuple[int, str, str, str, str], ...]
    """(held index, statement, slot, name, wording of the new option)."""


def may_apply(text: str) -> bool:
    """The cheap gate before any held memory is read."""
    return bool(
        may_turn_away(text)
        or _OUTGROWN.search(text)
        or MOVED_ALL.search(text)
        or _COMPARED_EN.search(text)
        or _COMPARED_ZH.search(text)
    )


def _own_words(held: Held) -> bool:
    """A liking or a statement kept in the user's words (狗 / preference, 孩子 / said:…): no pet's or
    child's name, whatever its subject."""
    return held.predicate == STANCE or held.predicate.startswith(FREE_TEXT_PREDICATE)


def _parts(statement: str) -> list[str]:
    return [part.strip() for part in _CUT.split(statement.strip().rstrip("。.!！")) if part and part.strip()]


def _held_words(held: Held) -> tuple[frozenset[str], tuple[str, ...]]:
    """A held memory's content words and kinds (anchors; coffee for "three flat whites a day"), and the
    words of its value (EE, 超级猩猩, 网易云; 移动 of 中国移动)."""
    said = held.content if held.subject == "user" else f"{held.subject} {held.content}"
    named = set(value_words(held, loose=True))
    if not is_chinese(held.content):
        named.update(word for word in re.findall(r"\b[A-Z]{2}\b", held.value or held.content))
    return anchors(said) | kind_words(said), tuple(sorted(named))


def _names(clause: str, held: Held) -> bool:
    return _says_value(clause, held) or names(clause, _held_words(held)[0], held.content)


def _says_value(clause: str, held: Held) -> bool:
    folded = clause.casefold()
    return any(_said(value, folded) for value in _held_words(held)[1])


def _said(word: str, folded: str) -> bool:
    word = word.casefold()
    if not word.isascii():
        return word in folded
    return re.search(rf"(?<![\w-]){re.escape(word)}(?![\w-])", folded) is not None


def _slot_of(held: Held) -> str:
    if held.subject == "user" and held.predicate in BY_NAME:
        return held.predicate
    named = {
        slot.name
        for slot in SLOTS
        if not slot.many and not slot.constraint and _listed(held.content, slot.name, "")
    }
    found = sorted(slots_of(held.content, held.subject, held.predicate) | named)
    if len(found) > 1:  # the slot whose option the memory names (一兆韦德: a gym, no workout)
        found = [slot for slot in found if _listed(held.content, slot, "")]
    return found[0] if len(found) == 1 else ""


def _listed(clause: str, slot: str, held: str) -> str:
    """The held slot's listed option said in the clause, the longest; or a name that begins one
    ("Virgin" of Virgin Atlantic)."""
    folded, own = clause.casefold(), held.casefold()
    own = own or "\0"
    said = [option.casefold() for option in BY_NAME[slot].options]
    found = sorted(
        (option for option in said if _said(option, folded) and not _said(option, own)), key=len, reverse=True
    )
    if found:
        return found[0]
    for match in _NAME_EN.finditer(clause):
        first = match.group(1).split()[0].casefold()
        if any(option.split()[0] == first and " " in option for option in said):
            return match.group(1).split()[0]
    return ""


def _name(rest: str) -> str:
    """The new option named after a verb of taking up: a capitalised name (less a product word: "Vodafone
    SIM"), in Chinese the words before its product (楼下乐刻的年卡 → 乐刻; 小区里的长城宽带 → 长城宽带)."""
    if is_chinese(rest):
        rest = _ZH_PRODUCT.sub("", rest.strip())
        parts = [_ZH_LEAD.sub("", part) for part in rest.split("的")]
        kept = [part for part in parts if part and not _LOCATIVE_ZH.match(part)]
        return kept[-1] if kept else ""
    match = _NAME_EN.match(_PRODUCT_LEAD_EN.sub("", rest.strip()))
    if match is None:
        return ""
    return _PRODUCT_EN.sub("", match.group(1)).strip()


def _taken(clause: str) -> tuple[str, str] | None:
    """A clause of taking up: (its words after the verb, the name after it), or None."""
    if _NOT_NOW.search(clause) or _QUESTION.search(clause):
        return None
    pattern = TAKEN_ZH if is_chinese(clause) else TAKEN_EN
    match = pattern.search(clause)
    if match is None:
        return None
    span = next(
        (match.group(key) for key in ("span", "span2") if key in match.re.groupindex and match.group(key)), ""
    )
    if span:
        return span, span.strip()
    rest = match.group("rest") or ""
    return rest, _name(rest)


def _compared(clause: str, held: Held) -> bool:
    """Another thing put above the held one (猫比狗可爱多了 for 我是狗派)."""
    match = (_COMPARED_ZH if is_chinese(clause) else _COMPARED_EN).search(clause)
    if match is None:
        return False
    old, new = match.group("old"), match.group("new")
    if _NOT_A_THING.fullmatch(old):
        return False  # 游得比我好多了: a person compared, no thing
    said = f"{held.subject} {held.content}"
    return old != new and names(old, anchors(said) | {old} if old in said else anchors(said), said)


def read_outgrown(text: str, held: list[Held]) -> Outgrown:
    """The held memories a message outgrows, each with its slot's new option when one is found."""
    ended: dict[int, tuple[int, str, str, str, str]] = {}
    told = [(statement, _parts(statement)) for statement in statements(text)[:20]]
    told = [
        (one, parts)
        for one, parts in told
        if not _QUESTION.search(one) and not any(map(_THEIRS.search, parts))
    ]
    in_uses = [(part, found) for _, parts in told for part in parts if (found := in_use(part)) is not None]
    for statement, parts in told:
        taken = [(part, found) for part in parts if (found := _taken(part)) is not None]
        moved = any(MOVED_ALL.search(part) for part in parts)
        for at, one in enumerate(held):
            if at in ended or not (replaceable(one) or _own_words(one)):
                continue
            compared = any(_compared(part, one) for part in parts)
            outgrown = [part for part in parts if _OUTGROWN.search(part) and _names(part, one)]
            slot = _slot_of(one)
            new = [(part, found) for part, found in taken if not _says_value(part, one) or part in outgrown]
            away = _away(statement, one, in_uses, text)
            if away and not (outgrown and new):  # held_away: turned from, a new one in present use
                outgrown, new = away
                slot = slot if any(fits(slot, found[1], part) for part, found in new) else ""
            name, wording = _new_option(new, slot, one)
            said_in = statement if not away or new[0][0] in statement else text  # the use said apart
            if not (compared or (outgrown and new) or (moved and slot and name)):
                continue
            if name and one_off(statement, name):
                continue  # one use for an occasion: "for the dinner party"
            if not name and not compared and not any(found[1] for _, found in new):
                continue
            said = [part for part in parts if not _says_value(part, one) or (name and name in part)]
            if said_in is statement:
                wording = ("，" if is_chinese(statement) else ", ").join(said) or wording
            ended[at] = (at, said_in.strip().rstrip("。.!！"), slot if name else "", name, wording)
    return Outgrown(tuple(ended.values()))


def _away(
    statement: str, held: Held, in_uses: list[tuple[str, tuple[str, str]]], text: str
) -> tuple[list[str], list[tuple[str, tuple[str, str]]]] | None:
    """A clause turning away from the held thing, and the message's clauses of present use of another
    (``held_away``); None when the message goes back to the held thing ("Back in Notion")."""
    away = [part for part in pieces(statement) if turned_away(part) and _names(part, held)]
    if not away or any(goes_back(part) and _says_value(part, held) for part in _parts(text)):
        return None
    new = [(part, found) for part, found in in_uses if found[1] and not _says_value(part, held)]
    return (away, new) if new else None


def _new_option(new: list[tuple[str, tuple[str, str]]], slot: str, held: Held) -> tuple[str, str]:
    """The held slot's new option said in a taken-up clause, and the clause that says it."""
    if not slot:
        return "", ""
    for part, (rest, name) in new:
        listed = _listed(rest, slot, held.content) or _listed(part, slot, held.content)
        value = listed or name
        if value and not _said(value, held.content.casefold()):
            return (_display(part, value) if listed else value), part
    return "", ""


def _display(clause: str, option: str) -> str:
    """A listed option in the user's own letters (qq音乐 → QQ音乐)."""
    at = clause.casefold().find(option.casefold())
    return clause[at : at + len(option)] if at >= 0 else option
