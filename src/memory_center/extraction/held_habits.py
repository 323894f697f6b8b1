"""A habit said again of the same topic with another value (pure, Chinese): 买菜都在叮咚上下单了
after 我买菜一般用盒马, 午饭都是自己带饭 after 我的午饭一般是公司食堂, 最近周末天天去钓鱼 after
周末我一般都在家追剧, 以后跑鞋就买李宁了 after 我跑鞋一直穿耐克的.

Everyday habits are said as a **topic and a value** (买菜 → 盒马, 午饭 → 食堂, 周末 → 追剧) with a word of
habit (一般, 都, 天天, 习惯, 只, 一直 …) and no marker of change. A new habit that names the topic of a held
habit or liking and none of its value's words is a new value of the same habit: the held memory ends, worded
by the new statement (``writepath.kind_replacements``). No list of topics or values: the topic is the
longest run of two or more characters the two statements share once the words of habit, time, function
and amount are set aside (``_segments``); the value is what the held statement says besides its topic.

Gates, per clause of the new statement: a word of habit in it; no question or rhetorical question (难道,
怎么可能, 谁说), request, hypothetical, one occasion (这次, 今天), past (以前), sarcasm, correction, no
negation (不, 没: a polarity turn is the turn step's), no addition (也, 还: one more habit, not another
one), no one else (我朋友, 我妈: a kin word or another person anywhere in the clause). The held memory
must be a habit or liking itself (a word of habit or of liking in its words), and its value must share no
two characters in a row with the new clause (我每天都喝咖啡 after 我喜欢喝咖啡 is the same habit).
"""

import re
from dataclasses import dataclass

from memory_center.extraction.held_kinds import withdrawn
from memory_center.extraction.kinds_zh import kind_mates
from memory_center.extraction.rules import words as w
from memory_center.extraction.rules.routines import other_days
from memory_center.extraction.rules.split import clauses, statements
from memory_center.extraction.rules.tastes_zh import DISLIKE_ZH
from memory_center.extraction.rules.text import alternatives, compiled, is_chinese

HABIT_ZH = (
    "以后|一般|(?<![成首京])都|天天|每天|每晚|每周|平时|通常|习惯|基本上|基本|一直|总是|老是|经常"
    "|只|就是|就|全在|全是|全用|换成|改成|改用|换到|转到|改在|改坐|改喝|改吃|改到|改为|变成|变为"
)
"""Words of habit, and of a change to another habit (换成, 改用): a clause with one says a habit now."""
LIKING_ZH = "喜欢|爱|最爱|偏爱"
_HABIT = compiled(HABIT_ZH)
TAKEN_TO_ZH = "迷上|爱上|喜欢上|上瘾|入坑|沉迷"
"""A new liking (最近迷上了普洱): a habit now, as a word of habit says one — of a kind-mate only."""
_TAKEN_TO = compiled(TAKEN_TO_ZH)
_HELD_HABIT = compiled(f"{HABIT_ZH}|{LIKING_ZH}|一定要|必须")
_SET_ASIDE = compiled(
    f"{HABIT_ZH}|{LIKING_ZH}|这阵子|这段时间|这几个月|这半年|这一年|最近|现在|如今|目前|以后|今年|开始"
    "|一定要|必须|特别|非常|很多|很|挺|真|太|都是|就|我的|我们|我|的|了(?!么)|是|在|用|去|着|过|把|给|要|会|能"
    "|[零〇一二两三四五六七八九十百千万几半\\d]+(?![等级星线])[个杯瓶碗次局块份盒罐趟公里米斤岁点分钟小时天周年月号]*"
)
"""Words that are no topic and no value: habit, liking, time, function words, amounts (not a numeral that
names a class: 一等座, 五星酒店, 二级, 四号线 keep it: the leading part that tells the values apart)."""
_NOT_SAID = compiled(
    f"[?？]|(?:吗|呢|(?<!了)么)\\W*$|难道|怎么可能|谁说|哪有|什么|怎么|多少|帮我|给我|麻烦|请|{alternatives(w.CONDITIONAL_ZH)}"
    "|(?<![理思感])想(?![象法起到])|打算|准备|考虑|可能|也许|大概|希望|要不要|是不是"
    "|这次|这趟|这回|本次|此次|今天|今晚|明天|后天(?!天)|下周|下个月|一次|一趟|偶尔|临时|暂时|吧\\W*$|这家|那家|这款|那款"
    "|以前|之前|原来|曾经|那时候|小时候|过去|呵呵|才怪|可太|爱死了|🙃|🙄"
    "|不对|说错|更正|应该是|我是说|记错|口误|搞错|写错"
)
_MEASURED = re.compile(r"[一两半几\d]+[个杯瓶碗份盒罐袋包块根片][\u4e00-\u9fff]")
"""A counted thing (一碗粥, 一杯茶): a value, however short its name."""
_NEGATED_OR_ADDED = compiled("不|没|别|也|还|又")
_SOMEONE = compiled(f"{alternatives(w.KIN_ZH)}|姐|哥|弟|妹|嫂|他|她|别人|人家|大家|网友")
_RUN = re.compile(r"[\u4e00-\u9fff]{2,}|[A-Za-z][A-Za-z0-9]+(?: [A-Za-z0-9]+)*")
_WITH_SOMEONE = compiled(f"(?:跟着|跟|和|陪|带着)(?:我的?)?(?:{alternatives(w.KIN_ZH)})")
"""Someone the user does a thing with (周末跟着同事去爬山): the user's own doing."""
_MIN_TOPIC = 2


_FRAME_OPENING = re.compile(
    r"^(?:我的?|我们的?)?(?P<head>[\u4e00-\u9fff]{2})(?:一般|基本|通常|就)?是(?![不否])"
)
"""A clause that opens with a topic and says what it is (早餐是一碗小米粥): the frame of a held habit of that
topic (我早餐一般吃煎饼果子) restated with another value, with no word of habit (docs/extraction.md,
"Frames restated")."""


_LATELY = re.compile("这阵子|这段时间|这些天|这几天")
"""Words dating a habit's change (这阵子早上都是…): governance reads them as this time only, so the
ending that keeps the habit is worded without them, and stays a USER memory (as ``held_turns`` does)."""


@dataclass(frozen=True, slots=True)
class HabitSaid:
    """A clause that says a habit (its words, and the statement it belongs to)."""

    clause: str
    statement: str


def habits_said(text: str) -> list[HabitSaid]:
    """The clauses of a Chinese message that say a habit of the user's, gates passed."""
    found: list[HabitSaid] = []
    if not is_chinese(text):
        return found
    for statement in statements(text)[:20]:
        for clause in clauses(statement):
            framed = _FRAME_OPENING.match(clause.strip()) is not None and not _NOT_SAID.search(statement)
            if (_HABIT.search(clause) or _TAKEN_TO.search(clause) or framed) and _own_habit(clause):
                said = _LATELY.sub("", statement).strip().lstrip("，,").rstrip("。.!！")
                found.append(HabitSaid(clause.strip(), said))
    return [] if found and withdrawn(text) else found


def _own_habit(clause: str) -> bool:
    if _NOT_SAID.search(clause) or _NEGATED_OR_ADDED.search(clause):
        return False
    return not _SOMEONE.search(_WITH_SOMEONE.sub("", clause))


def _segments(text: str) -> list[str]:
    return _RUN.findall(_SET_ASIDE.sub("|", text))


def shared_topic(held: str, clause: str) -> str:
    """The longest run of two or more characters the held words and the clause share, once habit,
    time, function and amount words are set aside ("" when none)."""
    best = ""
    for one in _segments(held):
        for other in _segments(clause):
            run = _longest_common(one, other)
            if len(run) > len(best):
                best = run
    return best if len(best) >= _MIN_TOPIC else ""


def _longest_common(a: str, b: str) -> str:
    best = ""
    for i in range(len(a)):
        for j in range(i + len(best) + 1, len(a) + 1):
            if a[i:j] in b:
                best = a[i:j]
            else:
                break
    return best


def replaced_habit(held: str, said: HabitSaid) -> bool:
    """Whether a held memory's words (a habit or liking of the user's) are the same habit as the clause
    said with another value: a topic shared, a value of the held memory that the clause does not say,
    and a value of its own; or a kind-mate of a thing the held memory names (``kind_mate``)."""
    if not is_chinese(held) or not _held_habit(held) or _SOMEONE.search(held):
        return False
    if other_days(held, said.clause):
        return False  # 周日晚上 is another occasion than 周六晚上 (rules.routines)
    return _topic_value(held, said) or kind_mate(held, said)


def _held_habit(held: str) -> bool:
    """Whether held words say a habit or liking: a clause with a word of one, said plainly, and no
    question, hypothetical or occasion before it (我旅行一般喜欢跟团，什么都不用操心 is a habit; the 什么
    after it asks nothing; 如果下雨，我一般坐地铁 is no habit of every day)."""
    for clause in clauses(held):
        if _NOT_SAID.search(clause):
            return False
        if _HELD_HABIT.search(clause):
            return True
    return False


def _topic_value(held: str, said: HabitSaid) -> bool:
    opening = _FRAME_OPENING.match(said.clause)
    topic = shared_topic(held, said.clause) if _HABIT.search(said.clause) or opening else ""
    if topic and not _HABIT.search(said.clause) and (opening is None or topic not in opening["head"]):
        return False  # 早餐是…: a restated frame opens with the held habit's topic
    if not topic:
        return False
    held_value = [part for one in _segments(held) for part in one.split(topic) if len(part) >= _MIN_TOPIC]
    new_value = [part for one in _segments(said.clause) for part in one.split(topic) if part]
    new_value += _MEASURED.findall(said.clause)  # 换成一碗粥了: a thing of one character, counted
    if not held_value or not new_value:
        return False
    words = said.clause.casefold()
    return not any(said_again(part.casefold(), words) for part in held_value)


def said_again(part: str, words: str) -> bool:
    """Whether a held value's words are said again in ``words``: a pair of characters of it, with the
    character before it in the value when it has one (一等座 is not said again by 二等座, nor 单人间 by
    双人间: values that differ in their leading part; docs/extraction.md, "Frames restated")."""
    for i in range(len(part) - 1):
        start = words.find(part[i : i + 2])
        while start != -1:
            if i == 0 or (start > 0 and words[start - 1] == part[i - 1]):
                return True
            start = words.find(part[i : i + 2], start + 1)
    return False


def kind_mate(held: str, said: HabitSaid) -> bool:
    """Whether the clause names a kind-mate of a thing the held habit or liking names, and none of
    its things (天天喝瑞幸 after 我喝咖啡只去星巴克, 最近迷上了普洱 after 我爱喝绿茶: ``kinds_zh``). A held
    dislike is not so replaced (我不喝白酒, then 晚饭都配红酒: a liking of another thing)."""
    if _DISLIKE.search(held) is not None or not kind_mates(held, said.clause):
        return False
    held_when, said_when = _when(held), _when(said.clause)
    # two habits of one kind at other times (每周二晚上有羽毛球课, then 周末一般去爬山) are both kept
    return not held_when or not said_when or bool(held_when & said_when)


_DISLIKE = compiled(DISLIKE_ZH)
_WHEN = compiled(r"(?:周|星期|礼拜)[一二三四五六日天末]|工作日|早上|早晨|上午|中午|下午|晚上|夜里|凌晨")


def _when(text: str) -> set[str]:
    """The days and times of day a clause names, said one way (星期二, 礼拜二 → 周二)."""
    return {"周" + m[-1] if len(m) > 1 and m[0] in "周星礼" else m for m in _WHEN.findall(text)}


def liked_again(thing: str, held: str, said: HabitSaid) -> bool:
    """Whether a habit said of a thing turns a held dislike of it (天天吃芒果 after 我受不了芒果的味道): the
    held memory is a dislike (its key's ``thing``, or words of dislike in its own), and the habit's clause,
    which is not negated, names the thing — the key's subject whole, or a run of two or more characters
    the held words share with it."""
    if thing:
        return len(thing) >= _MIN_TOPIC and thing in said.clause
    if not is_chinese(held) or not _DISLIKE.search(held) or _SOMEONE.search(held):
        return False
    topic = shared_topic(_DISLIKE.sub("|", held), said.clause)
    return bool(topic) and _DISLIKE.search(said.clause) is None


def _bigrams(text: str) -> set[str]:
    return {text[i : i + 2] for i in range(len(text) - 1)}


_AMOUNT = re.compile(
    r"(\d+(?:\.\d+)?|[零一二两三四五六七八九十百]+)\s*(公斤|千克|kg|KG|斤|周岁|岁|楼|层|度)(?![数假])"
    r"|((?:\d+(?:\.\d+)?|[一二两三四五六七八九十]+)[千万][一二两三四五六七八九\d]?|\d+\s*(?=[元块]))(?![\d千万])"
)
"""An amount with its unit: a weight, an age, a floor (六楼), a degree (近视四百度); or a sum of money or a
count in thousands (八千, 一万一, 两千八, 4000元) — unit class ``k``."""
_UNIT_CLASS = {
    "公斤": "kg", "千克": "kg", "kg": "kg", "斤": "jin", "周岁": "age", "岁": "age",
    "楼": "floor", "层": "floor", "度": "degree",
}  # fmt: skip
_FRAMED = frozenset({"floor", "degree", "k"})
"""Unit classes said anew only in the frame of the held one (月薪 of 我月薪八千, 家住 of 我家住六楼): a topic
the two statements share besides the amounts, and the user's own (docs/extraction.md, "Frames restated")."""


def _unit(match: re.Match[str]) -> str:
    if match.group(2) is None:
        return "k"
    unit = match.group(2)
    return _UNIT_CLASS[unit.casefold() if unit.isascii() else unit]


@dataclass(frozen=True, slots=True)
class AmountSaid:
    """A measure of a person said as it is now (体重, an age): its clause, amount and unit class."""

    clause: str
    statement: str
    amount: str
    unit: str


def amounts_said(text: str) -> list[AmountSaid]:
    """The clauses of a Chinese message that say a weight or an age as it is now, gates passed (no
    question, occasion, past, hypothetical, negation; no one else but in a topic the held memory shares)."""
    found: list[AmountSaid] = []
    if not is_chinese(text) or not _AMOUNT.search(text):
        return found
    for statement in statements(text)[:20]:
        for clause in clauses(statement):
            match = _AMOUNT.search(clause)
            bare = _AMOUNT.sub("|", clause)  # 万一 of 一万一 is no "in case"
            if match is None or _NOT_SAID.search(bare) or re.search("不|没|想|要|目标", bare):
                continue
            found.append(
                AmountSaid(clause.strip(), statement.strip().rstrip("。.!！"), match.group(0), _unit(match))
            )
    return [] if found and withdrawn(text) else found


def replaced_amount(held: str, said: AmountSaid, own: bool) -> str:
    """The held amount a new one of the same unit class replaces ("" when none): the held memory says
    one amount of the class, another than the new; an age also needs the same person (a topic the two
    share, 儿子, 团子; or the user's own, ``own``, with no one else in the clause), a weight the user's."""
    amounts = [m for m in _AMOUNT.finditer(held) if _unit(m) == said.unit]
    if len(amounts) != 1 or amounts[0].group(0) == said.amount or _NOT_SAID.search(_AMOUNT.sub("|", held)):
        return ""
    someone = _SOMEONE.search(_WITH_SOMEONE.sub("", said.clause)) is not None
    topic = shared_topic(_AMOUNT.sub("|", held), _AMOUNT.sub("|", said.clause))
    if said.unit == "age" and not topic and not (own and not someone):
        return ""
    if said.unit in _FRAMED and (not topic or _SOMEONE.search(held)):
        return ""
    if said.unit != "age" and (not own or someone):
        return ""
    return amounts[0].group(0)
