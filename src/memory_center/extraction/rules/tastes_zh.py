"""A Chinese taste read by its thing, from closed lists (pure): 我特别能吃辣, 榴莲那个味道我真的受不了,
我对健身一点兴趣都没有, 这半年迷上了攀岩, 香菜成了我的心头好, 现在每天都泡一壶铁观音，离不开了.

The phrase readers (``preferences``) take the words after a verb of liking as the thing, so a time
lead, an amount, a fronted topic or an idiom gives no stance or a wrong one (三次岩馆, 泡一壶铁观音,
健身一点, or a liking of 跑 in 闻到就想跑). What people like or cannot stand is mostly of a few kinds —
foods, drinks, flavours, sports, pastimes, kinds of films — so the thing is looked up in a closed list
(``THINGS_ZH`` and the members and kind words of ``thing_kinds.KINDS_ZH``), and the polarity in two
closed lists of words (``LIKE_ZH``, ``DISLIKE_ZH``; a liking word negated is a dislike, 不怕辣 a liking).

A clause (or a clause with no thing followed by one with no polarity: 每天都泡一壶铁观音，离不开了) that
names exactly one listed thing (a general kind beside a specific one gives the specific one: 榴莲成了我
最爱的水果) and says one polarity is the user's stance on it, ``<thing> / preference = like|dislike``,
unless it is a question, a condition, a request, sarcasm, a one-off, or about someone else. It replaces
the phrase readers' stance of the same statement whose subject names no listed thing (or holds the
listed thing inside more words), and the statement's free-text copy; a stance they read on a listed
thing stands (docs/extraction.md, "Chinese tastes by their thing").
"""

import functools
import re
from collections.abc import Callable
from dataclasses import replace

import memory_center.extraction.rules.words as w
from memory_center.enums import MemoryType, Scope
from memory_center.extraction.contract import ExtractedCandidate
from memory_center.extraction.rules.anchors import zh_words
from memory_center.extraction.rules.asserted import is_retraction, is_sarcastic
from memory_center.extraction.rules.model import STANCE
from memory_center.extraction.rules.split import clauses, statements
from memory_center.extraction.rules.text import alternatives, compiled, is_chinese
from memory_center.extraction.rules.thing_kinds import KINDS_ZH
from memory_center.governance.lasting import says_one_time

THINGS_ZH = (
    # flavours and ways of eating
    "辣|麻辣|酸|甜|咸|苦|清淡|重口|香菜|葱|蒜|姜|芹菜|苦瓜|茄子|榴莲|臭豆腐|折耳根|羊肉|肥肉|内脏|生鱼片|寿司|刺身"
    "|酸汤鱼|火锅|烧烤|螺蛳粉|小龙虾|海鲜|甜食|零食|面食|米饭|粥|泡面|外卖|西餐|日料|韩料|川菜|湘菜|粤菜|素食"
    # drinks
    "|咖啡|茶|奶茶|可乐|啤酒|白酒|红酒|酒|果汁|气泡水|豆浆|牛奶|酸奶|凉茶"
    # sports and pastimes
    "|运动|健身|跑步|夜跑|晨跑|游泳|瑜伽|普拉提|攀岩|骑行|骑车|爬山|徒步|露营|钓鱼|滑雪|冲浪|打球|篮球|足球|羽毛球"
    "|乒乓球|网球|高尔夫|飞盘|广场舞|跳舞|唱歌|K歌|做饭|烘焙|摄影|画画|书法|钢琴|吉他|读书|看书|追剧|打游戏|游戏"
    "|王者荣耀|王者|睡懒觉|早起|熬夜|旅游|逛街|购物|喝酒|抽烟"
    # films, shows, music
    "|恐怖片|鬼片|喜剧|爱情片|动作片|科幻片|纪录片|动漫|综艺|韩剧|美剧|古装剧|短视频|直播|摇滚|说唱|民谣|古典音乐|相声"
    # animals, as a side taken (猫派, 狗太闹腾了受不了)
    "|猫|狗"
)
"""Things a person likes or cannot stand, of the everyday kinds (data; ``thing_kinds`` adds its own)."""
GENERAL_ZH = "水果|食物|东西|饮料|菜|吃的|喝的|爱好|习惯|运动|口味"
"""Kind words that give way to a specific thing said beside them (榴莲成了我最爱的水果: 榴莲)."""
LIKE_ZH = (
    r"喜欢|爱吃|爱喝|爱看|爱玩|爱上|热爱|最爱|超爱|挺爱|很爱|特别爱|好爱|迷上|爱死|着迷|痴迷|沉迷|上瘾|离不开"
    r"|心头好|真香|好这口|是我的菜|能吃|能喝|无.不欢|入坑|必须|少不了|越.越(?:过瘾|香|爱)|(?<!不)感兴趣"
    r"|(?<![不])(?:是|变成|成了)(?:个|一个|坚定的|铁杆|彻底的)?(?:[\u4e00-\u9fff]{1,2}|＿)派(?![对出送遣头])"
)
DISLIKE_ZH = (
    r"不喜欢|不爱|不太爱|不能吃|不能喝|受不了|受不住|怕|讨厌|烦|反感|恶心|难吃|难喝|难闻|不碰|不吃|不喝|不看|不玩|碰都不碰"
    r"|吃不了|吃不惯|喝不惯|吃不下|喝不下|接受不了|欣赏不来|没兴趣|没有兴趣|不感兴趣|兴趣都没有|无感|腻了|戒了|戒掉"
    r"|不敢(?:吃|喝|看|碰|玩)|想吐|闻到就"
)
_UNAFRAID = re.compile(r"不怕|不嫌")
_NOT_SAID = compiled(
    r"[?？]|(?:吗|(?<!饿了)么)\W*$|什么|哪|怎么|如果|要是|假如|万一|帮我|帮忙|麻烦|给我|推荐|这次|这回|今天|今晚|昨天|刚才|上次"
    r"|那次|这顿|这家|那家|这款|那款|这杯|这碗|以前|之前|曾经|小时候|打算|想试|可能|也许|才怪|呵呵|太幸福"
)
MAX_CHARS = 120
MAX_STATEMENTS = 50
"""Only the message's first statements, of at most ``MAX_CHARS``, are read for tastes (user text is
untrusted: "我喜欢咖啡，不喜欢茶。" × 5,000 must stay quick)."""
_COMPOUND = re.compile(r"餐厅|馆|店|铺|厅|具|机|园|楼|吧|壶|杯|味儿?的|色")
"""A listed thing inside a word for a place or a tool (茶餐厅, 咖啡馆, 酒吧, 火锅店): not the thing."""
_HOUSEHOLD = compiled(r"我们|咱们|咱家|我家|我们家|全家|一家人")
_OTHERS = compiled(alternatives(w.KIN_ZH) + r"|他|她|他们|她们|别人|人家|大家|你")


@functools.cache
def _things() -> re.Pattern[str]:
    words = set(THINGS_ZH.split("|"))
    for kind, members in KINDS_ZH:
        words |= {
            word for word in (*kind.split("|"), *members.split("|")) if len(word) > 1 and "的" not in word
        }
    return re.compile("|".join(sorted(map(re.escape, words), key=len, reverse=True)))


_LIKE = re.compile(LIKE_ZH)
_DISLIKE = re.compile(DISLIKE_ZH)
_GENERAL = frozenset(GENERAL_ZH.split("|"))


def things_in(clause: str) -> list[str]:
    """The listed things a clause names (longest first, no overlap), a general kind dropped beside a
    specific thing."""
    found = list(
        dict.fromkeys(
            match[0] for match in _things().finditer(clause) if not _COMPOUND.match(clause, match.end())
        )
    )
    specific = [thing for thing in found if thing not in _GENERAL]
    return specific if specific else found


def polarity(clause: str) -> str | None:
    """like / dislike as the clause's words say it (a dislike word wins: 不喜欢 holds 喜欢)."""
    if _UNAFRAID.search(clause):
        return "like"
    if _DISLIKE.search(clause):
        return "dislike"
    return "like" if _LIKE.search(clause) else None


def tastes(statement: str) -> list[tuple[str, str, str]]:
    """(thing, like|dislike, statement) for each clause of a Chinese statement that says one."""
    if not is_chinese(statement) or len(statement) > MAX_CHARS or _NOT_SAID.search(statement):
        return []
    if is_sarcastic(statement) or _HOUSEHOLD.search(statement):
        return []  # 我们不吃辣: what a family eats is not always the user's own taste (``household``)
    parts = clauses(statement)
    found: list[tuple[str, str, str]] = []
    for index, clause in enumerate(parts):
        things = things_in(clause)
        if len(things) != 1 or any(_OTHERS.search(part) for part in parts[: index + 1]):
            continue
        if re.search(
            re.escape(things[0]) + r"的(?:东西|食物|饮料|菜)", clause
        ):  # 甜的东西: the phrase readers
            continue
        said = polarity(clause.replace(things[0], "＿"))
        if said is None and index + 1 < len(parts) and _of_it(parts[index + 1]):
            said = polarity(parts[index + 1])  # 每天都泡一壶铁观音，离不开了
        if said is not None and all(thing != things[0] for thing, _, _ in found):
            found.append((things[0], said, _lasting_words(statement, parts)))
    return found


def _of_it(clause: str) -> bool:
    """A clause of only a polarity (离不开了, 太香了): of the thing before it. One that names a thing of
    its own (不爱出门, after 周末一般宅家打游戏) says its polarity of that."""
    if things_in(clause):
        return False
    rest = _DISLIKE.sub("", _LIKE.sub("", clause))
    return not any(len(word) > 1 for word in zh_words(rest))


def _lasting_words(statement: str, parts: list[str]) -> str:
    """The statement without its clauses of this time only (这阵子追纪录片去了): a lasting taste is not
    worded as a detail of the moment (``governance.lasting`` would rescope it)."""
    kept = [part for part in parts if not says_one_time(part)]
    return "，".join(kept) if kept and len(kept) < len(parts) else statement.strip().rstrip("。.!！")


def with_tastes(
    text: str, candidates: list[ExtractedCandidate], unreadable: Callable[[str], bool]
) -> list[ExtractedCandidate]:
    """The rule reader's candidates with the tastes of the message's Chinese statements read by their
    thing: a stance of the same statement on no listed thing, and its free-text copy, give way. A
    statement the reader does not read (``unreadable``: don't remember, a question) and a message that
    takes anything back give none."""
    if not is_chinese(text):
        return candidates
    said = [statement for statement in statements(text)[:MAX_STATEMENTS] if len(statement) <= MAX_CHARS]
    if any(is_retraction(clause) for statement in said for clause in clauses(statement)):
        return candidates
    kept = list(candidates)
    for statement in said:
        if unreadable(statement):
            continue
        for thing, polarity_said, words in tastes(statement):
            same = [c for c in kept if c.predicate == STANCE and thing in (c.subject or "")]
            if any(c.subject == thing for c in kept) or any(_named_so(c.subject or "", thing) for c in same):
                continue  # the phrase readers read it on a listed thing, or the thing with a modifier (小酒)
            taken = [
                c
                for c in kept
                if _in(c.content, words)
                and (
                    (c.predicate or "").startswith("said:")
                    or (c.predicate == STANCE and all(t in _GENERAL for t in things_in(c.subject or "")))
                    or c in same
                )
            ]
            # the user's own health stays beside the taste (我在备孕，酒已经戒了): it binds the agent
            taken = [c for c in taken if not _health_said(c)]
            template = taken[0] if taken else None
            kept = [c for c in kept if c not in taken]
            kept.append(_stance(thing, polarity_said, words, template))
    return kept


def _health_said(candidate: ExtractedCandidate) -> bool:
    """A free-text statement of the user's health (a CONSTRAINT of ``free_text``), kept beside a taste."""
    return candidate.memory_type is MemoryType.CONSTRAINT and (candidate.predicate or "").startswith("said:")


def _in(content: str, statement: str) -> bool:
    plain = re.sub(r"\W", "", content)
    return bool(plain) and plain in re.sub(r"\W", "", statement)


def _named_so(subject: str, thing: str) -> bool:
    """A phrase reader's thing that is the listed one said with a short modifier (小酒, 冰美式), not with
    a verb or an amount before it (泡一壶铁观音) or words after it (健身一点)."""
    head = subject[: -len(thing)] if subject.endswith(thing) else None
    return (
        head is not None
        and len(head) <= 2
        and not re.search(r"[一二两三四五六七八九十几每泡喝吃看玩打去做]", head)
    )


def _stance(thing: str, said: str, words: str, template: ExtractedCandidate | None) -> ExtractedCandidate:
    if template is not None:
        return replace(
            template,
            memory_type=MemoryType.PREFERENCE,
            subject=thing,
            predicate=STANCE,
            object_value=said,
            content=words,
            scope=Scope.USER,
        )
    return ExtractedCandidate(
        memory_type=MemoryType.PREFERENCE,
        subject=thing,
        predicate=STANCE,
        object_value=said,
        content=words,
        scope=Scope.USER,
        confidence=0.8,
        extractor_model="rules",
        extractor_version="2",
    )
