"""A new Chinese statement against the user's held likings, dislikes and habits (pure): the coarse
polarity of each clause, and which held memory a clause of the opposite polarity turns.

The Chinese turn readers (``rules.flips``, ``rules.tastes_zh``) read a turn from a closed lexicon of
turn words and a taste from a closed list of things. Everyday updates say the new stance in general
evaluative shapes instead (香菜挺香的, 猫真可爱, 彻底被圈粉了, 纸质书太占地方了, 游戏都吃灰了) about
things no list holds. This module reads each clause coarsely, the Chinese counterpart of
``held_relation_en``:

- **polarity** (``clause_polarity``): *against* its thing by the turn lexicon (``flips.clause_turn``:
  cessation, aversion, inability, lost interest), the dislike words of ``tastes_zh``, or the general
  shapes of ``AGAINST_ZH`` (没味道, 吃灰, 太…了 of an adjective that is no praise); *for* it by a liking
  (``flips.liked``, ``tastes_zh``'s like words) or the general shapes of ``FOR_ZH`` (挺香, 好吃, 可爱,
  不错, 圈粉, 上头, 过瘾, 有味道). A word of praise negated (不好吃, 没意思) is against; an idiom of
  liking that holds a negation (离不开, 无辣不欢, 少不了) is for.
- **whether it may relate at all**: the user's own (no other person in the clause), no question,
  condition, guess, plan, request, sarcasm or retraction; no clause of the past (以前, 小时候) and no
  statement of one occasion only (这次, 今天, 昨晚) unless it also says a lasting time (现在, 天天).

A clause that names nothing of its own (真香, 彻底被圈粉了) is read with the clause before it. The write
path (``writepath.held_relation``) gives the user's held memories; ``relate`` pairs a clause with a
held memory when it names the memory's key (猫, 香菜, 辣; not inside a longer listed thing: 茶 in 奶茶) or
shares one of its statement's content words of two characters (纸质书, 电子书), and turns the memory
when their polarities are opposite. No embedding: Chinese cosines run too low for a threshold
(docs/extraction.md).
"""

import functools
import re
from collections.abc import Sequence
from dataclasses import dataclass

import memory_center.extraction.rules.words as w
from memory_center.extraction.held_routines import options_named, other_option
from memory_center.extraction.held_tastes import (
    FADING_ZH,
    HOLDS_NEGATION_ZH,
    IMMERSED_ZH,
    given_up_zh,
    immersed_zh,
    kinds_named,
    other_kind,
    same_doing_zh,
    same_kind,
)
from memory_center.extraction.held_topic import CHOICE_ZH, chooses_zh, reduced_zh
from memory_center.extraction.rules import tastes_zh
from memory_center.extraction.rules.anchors import ZH_VERBS, zh_anchors
from memory_center.extraction.rules.asserted import is_plan, is_retraction, is_sarcastic
from memory_center.extraction.rules.flips import CONDITIONAL, GUESS, OTHERS, Turn, clause_turn, liked, one_off
from memory_center.extraction.rules.requests import is_request
from memory_center.extraction.rules.split import clauses, statements
from memory_center.extraction.rules.text import alternatives, compiled, is_chinese, listed
from memory_center.extraction.rules.thing_kinds import members_of

MAX_CHARS = 200
"""Longer messages are not read (user text is untrusted; the turn step reads them)."""

FOR_ZH = (
    r"(?:挺|真|很|好|更|太|超|贼|巨|特别|越来越|其实更?)香(?![菜港蕉肠水烟味皂料])|真香|香得|好吃|好喝|好看|好玩|好听"
    r"|可爱|萌|挺好|也好|不错|真棒|太棒|很棒|圈粉|转粉|上头|过瘾|爽|舒服|享受|有味道|有意思|有趣|带劲|喜欢上"
    r"|爱上|迷上|入坑|真香|离不开|无.不欢|少不了|停不下来|欲罢不能|爱不释手|百[吃看听玩]不厌|越.越(?:爱|香|好|喜欢|有味道|过瘾|上头)"
    r"|征服|着迷|入迷|(?:还|^)是[\u4e00-\u9fff]{1,4}(?:好|香|舒服|踏实)$|踏实|[不没][放加吃喝][\u4e00-\u9fff]{1,3}(?:就|都)(?:觉得)?没味"
    rf"|{IMMERSED_ZH}"
)
"""General shapes of a liking or a good judgement (data: a class of words, not sentences)."""
_HOLDS_NEGATION = compiled(
    r"离不开|回不去了|无.不欢|少不了|停不下来|欲罢不能|爱不释手|百[吃看听玩]不厌|不错"
    rf"|[不没][放加吃喝][\u4e00-\u9fff]{{1,3}}(?:就|都)(?:觉得)?没味[道儿]?|{HOLDS_NEGATION_ZH}"
)
"""Shapes of liking that hold a negation: set aside before the turn lexicon reads the clause."""
AGAINST_ZH = (
    r"没味道|没什么味道|没滋味|吃灰|落灰|腻|烦|累|无聊|没意思|枯燥|不香了|没以前好|大不如前|不值|难用|鸡肋"
    r"|太(?!好|棒|爽|香|萌|美|值|赞|顺|方便|舒服|开心|喜欢|爱|可爱|过瘾|有意思)[\u4e00-\u9fff]{1,4}了"
    r"|[听看]不下去|都卸了|卸载了|过期了"
    rf"|{FADING_ZH}"
)
"""General shapes of a bad judgement or an end (太占地方了, 太贵了: an excess that is no praise)."""
_FOR = re.compile(FOR_ZH)
_AGAINST = re.compile(AGAINST_ZH)
_NEGATED_PRAISE = re.compile(r"[不没](?:太|怎么|那么|什么|多)?$")
"""Before a word of praise: 不好吃, 没意思, 不太好看 (against)."""
_QUESTION_ZH = compiled(
    r"[?？]|(?:[吗呢]|(?<!饿了)么)\W*$|为什么|什么(?![\u4e00-\u9fff]?[都也])|怎么(?![\u4e00-\u9fff]?[都也])"
    r"|哪(?![儿里]?[都也])|好不好|是不是|要不要|能不能|有没有|会不会"
)
"""A question (什么菜都要撒一把, 哪儿都去: a universal, no question; 饿了么 is a name)."""
_PAST_ZH = compiled(r"以前|之前|曾经|小时候|原来|本来|当年|那时|那会儿|上学时|读书时")
LASTING_ZH = compiled(
    r"现在|如今|最近|这阵子|这段时间|这[一两几半][个]?[年月]|这几年|开始|自从|以后|从此|天天|每天|每周|每次|每个"
    r"|经常|越来越|基本|隔三差五|早就|已经|一直|都|单曲循环|连着|回不去了|宣布|才是|成了[\u4e00-\u9fff]{1,4}(?:爱好者|迷|控|党)"
)
"""A lasting time: a statement with one says more than its one occasion (上个月去泰国…，现在离不开)."""
_THEIRS_ZH = compiled(
    r"邻居|隔壁|楼上|楼下|室友|舍友|房东|老板|领导|客户|网友|路人|别家|(?<!我)(?<!我们)家的"
)
"""Other people, or a thing of theirs (邻居家的狗太吵了), besides ``flips.OTHERS``: not the user's stance."""
_OPENS_OTHER = compiled(
    rf"^(?:我的?|我家)?(?:{alternatives(w.KIN_ZH)}|他们|她们|他|她|别人|大家)(?!家的|的|家)"
)
"""A clause whose subject is another person (我老公最近…, 同事说…; not 同事家的柯基): the clauses after it
with no 我 of their own go on about that person."""
_WISH_ZH = compiled(r"希望|但愿|真想|好想|想变成|想成为|要是能")
"""A wish (真希望自己能变成早睡早起的人): wished, not lived."""
_CONCESSIVE_ZH = compiled(r"^(?:虽然|尽管|即使|就算|哪怕)")
_GEAR = compiled(r"鞋|服|店|馆|铺|厅|机|具|票|袜|裤|包|杯|壶|味儿?的")
"""A held thing followed by one of these names another thing (篮球鞋, 咖啡馆, 咖啡味的冰淇淋): not the held
one."""
_EMPTY = compiled(
    r"彻底|完全|简直|真的|真是|已经|突然|确实|实在|其实|反而|就是|觉得|感觉|发现|现在|最近|有点|一点"
    r"|可惜|不过|但是|可是|只是|而且|所以|结果|后来|回来|从此|慢慢|渐渐|它们|它"
    r"|[被都也还真太好了的啊呀吧哈呢啦嘛我又更就着]"
)
"""Adverbs, conjunctions and particles: a clause of only these, verbs of doing (``anchors.ZH_VERBS``)
and a stance names nothing of its own."""
_VERB = compiled(ZH_VERBS)
_NOT_SHARED = frozenset(
    listed(
        "觉得|感觉|真的|有点|一点|基本|已经|反而|其实|还是|突然|主动|简直|彻底|只是|不过|但是|可是|而且|所以|因为"
        "|自从|以后|之后|开始|发现|习惯|一般|平时|好像|实在|一定|必须|只能|只有|怎么|什么|不行|不了|为了|时间|出去"
        "|回来|起来|下去|上去|进去|过来|东西|地方|半年|个月|几个|三个|一次|两次|几次|周末|晚上|早上"
    )
)
"""Two-character windows of no thing: a clause and a memory sharing one share no topic."""


@dataclass(frozen=True, slots=True)
class StanceZh:
    clause: str
    words: str
    """Where its thing is named: the clause, or, for a clause that names nothing (真香), the clause
    before it and the clause."""
    positive: bool
    statement: str = ""
    """The statement the clause is part of: its topic words name the slot a choice in it is about."""


@functools.cache
def _cue() -> re.Pattern[str]:
    return re.compile(
        f"{FOR_ZH}|{AGAINST_ZH}|{tastes_zh.LIKE_ZH}|{tastes_zh.DISLIKE_ZH}|{CHOICE_ZH.pattern}|戒|不再|很少|越来越少|[不没]"
    )


def may_relate_zh(text: str) -> bool:
    """Pure and cheap: a Chinese message that may hold a stance of the user's (the write path reads the
    held memories only then)."""
    said = text.strip()
    if not said or len(said) > MAX_CHARS or not is_chinese(said):
        return False
    return _cue().search(said) is not None and not GUESS.search(said) and not is_sarcastic(said)


def clause_polarity(clause: str) -> bool | None:
    """True for a clause for its thing, False against it, None for neither or both."""
    idiom = _HOLDS_NEGATION.search(clause) is not None
    plain = _HOLDS_NEGATION.sub("，", clause)
    said = _FOR.findall(plain)
    praise = [match for match in _FOR.finditer(plain) if not _NEGATED_PRAISE.search(plain[: match.start()])]
    positive = idiom or bool(praise) or liked(plain) or tastes_zh.polarity(plain) == "like"
    against = len(praise) < len(said) or _against(plain)
    if against and positive:
        return None
    return False if against else (True if positive else None)


def _against(clause: str) -> bool:
    if clause_turn(clause) in (Turn.TASTE, Turn.QUIT) or _AGAINST.search(clause):
        return True
    return tastes_zh.polarity(clause) == "dislike"


def stances_zh(text: str) -> list[StanceZh]:
    """The clauses of a Chinese message that take a stance of the user's, with their polarity."""
    said = text.strip()
    if not may_relate_zh(said):
        return []
    found: list[StanceZh] = []
    parts_of = [clauses(statement) for statement in statements(said)]
    if any(is_retraction(part) for parts in parts_of for part in parts):
        return []
    for statement, parts in zip(statements(said), parts_of, strict=True):
        if _QUESTION_ZH.search(statement) or CONDITIONAL.search(statement) or is_request(statement):
            continue
        if any(one_off(part) for part in parts) and not LASTING_ZH.search(statement):
            continue  # 这次出差只带了Kindle，纸质书太重了: one occasion
        theirs = False
        chooses = chooses_zh(statement)
        for index, clause in enumerate(parts):
            theirs = _OPENS_OTHER.search(clause) is not None or (theirs and "我" not in clause)
            if theirs or not _usable(clause):
                continue  # 我老公最近口味清淡多了，辣的基本不碰了: his, both clauses
            polarity = clause_polarity(clause)
            if polarity is None and (chooses or any(map(_routine_taken, parts))) and reduced_zh(clause):
                polarity = False  # 改成开电扇睡了，空调基本不开: given up beside the new choice (held_topic)
            if polarity is None and chooses_zh(clause) and re.search(r"[不没别]", clause) is None:
                polarity = True  # 这阵子改成泡脚听播客了: a new option chosen (held_topic.CHOICE_ZH)
            if polarity is None and _routine_taken(clause):
                polarity = True  # 现在变成夜猫子了: an option of a routine said as lasting (held_routines)
            if polarity is None:
                continue
            words = clause
            if _names_nothing(
                clause
            ):  # 被同事拉去跑了个五公里，结果就爱上了，现在每周跑三次: the story's thing
                before = parts[index - 1] if index and _usable(parts[index - 1]) else ""
                after = parts[index + 1] if index + 1 < len(parts) and _usable(parts[index + 1]) else ""
                if after and (_OPENS_OTHER.search(after) or clause_polarity(after) is not None):
                    after = ""  # a clause after it with a stance of its own is read on its own
                words = "，".join(part for part in (before, clause, after) if part)
            found.append(StanceZh(clause, words, polarity, statement))
    return found


_ALONG = compiled(
    rf"被(?:我的?)?(?:{alternatives(w.KIN_ZH)}|人|公司)(?:硬|一起)?[拉带逼叫约拖劝喊](?:着|去|来|上)?"
    rf"|(?:跟着?|陪着?)(?:我的?)?(?:{alternatives(w.KIN_ZH)})(?:一起)?"
)
"""Someone who took the user along (被同事拉去跑了个五公里, 跟同事爬了几次山): the doing is the user's own."""
_CHANGED_ZH = compiled(r"变成|成了|现在|如今|最近|这阵子|从此|都")
"""A routine's option said as lasting or newly taken (``held_routines``)."""


_STAYS_ZH = compiled(r"现在|如今|最近|这阵子|这段时间|这[一两几半]个?[年月]|基本|天天|每天|每周|越来越")
"""A time that makes an option of a kind the user's habit (现在基本天天点外卖; not 寿司刺身都行)."""


def _routine_taken(clause: str) -> bool:
    """A clause that names one option of a routine as lasting, not negated (现在变成夜猫子了)."""
    named = {**options_named(clause), **({} if _STAYS_ZH.search(clause) is None else kinds_named(clause))}
    return (
        len(named) == 1
        and all(len(options) == 1 for options in named.values())
        and _CHANGED_ZH.search(clause) is not None
        and re.search(r"[不没别]", clause) is None
    )


def _usable(clause: str) -> bool:
    clause = _ALONG.sub("", clause)
    if OTHERS.search(clause) or _THEIRS_ZH.search(clause) or _PAST_ZH.search(clause):
        return False
    if _WISH_ZH.search(clause):
        return False
    return not _CONCESSIVE_ZH.search(clause) and not is_plan(clause) and not one_off(clause)


def _names_nothing(clause: str) -> bool:
    """A clause of only a stance (真香, 彻底被圈粉了, 越听越有味道): no character left once its stance
    words, adverbs and particles are set aside."""
    rest = _EMPTY.sub("", _VERB.sub("", _cue().sub("", clause)))
    return not any(is_chinese(character) for character in rest)


_BACK_ZH = compiled(r"上面|那里|那儿|那家|这家|它")
"""Words that point back to a thing named before (都在上面点: 上面 is the app named in the clause before)."""


def refers_back(clause: str) -> bool:
    """A clause that names its thing only by pointing back to it (真香, 连着半个月都在上面点)."""
    return _names_nothing(clause) or _BACK_ZH.search(clause) is not None


def names_key(words: str, key: str) -> bool:
    """Whether a clause names a held stance's thing: the key said (猫 in 猫真可爱, 狗 in 狗狗), not
    inside a longer listed thing (茶 in 奶茶) nor before a word of gear or place (篮球鞋, 咖啡馆); a key of
    one character said as a word of its own, between particles, verbs or itself (猫 of 猫粮 or 熊猫 is not
    named)."""
    if not key or not is_chinese(key):
        return False
    start = words.find(key)
    while start >= 0:
        end = start + len(key)
        inside = any(key in thing and thing != key for thing in tastes_zh.things_in(words))
        if not inside and not _GEAR.match(words, end) and (len(key) > 1 or _alone(words, start, key)):
            return True
        start = words.find(key, end)
    return False


def _alone(words: str, at: int, key: str) -> bool:
    before, after = words[at - 1 : at], words[at + 1 : at + 2]
    if key in (before, after):
        return True  # 狗狗
    return (not is_chinese(before) or _BEFORE_ONE.match(before) is not None) and (
        not is_chinese(after) or _AFTER_ONE.match(after) is not None
    )


_BEFORE_ONE = compiled(r"[撸吃喝养看玩听碰沾怕爱无我的把对了和跟是有只次个些得到见过着放加成，]")
_AFTER_ONE = compiled(r"[真都也还太好了的很就不是又挺超特越么啊呀吧就咪一两三四五六七八九十几派党]")
"""Characters that may stand beside a key of one character said as a word: particles, verbs of doing
(撸猫, 吃辣), 无辣不欢, a side taken (变成狗派)."""


def other_doing(words: str, key: str, content: str) -> bool:
    """Whether a clause says another doing of a held stance's thing than its statement (踢足球 / 看足球,
    打篮球 / 看篮球): a verb right before the key in both, not the same one."""
    said = {match[1] for match in re.finditer(f"({_DOING})(?:了|过)?{re.escape(key)}", words)}
    held = {match[1] for match in re.finditer(f"({_DOING})(?:了|过)?{re.escape(key)}", content)}
    return bool(said and held) and not said & held


_DOING = f"{ZH_VERBS}|踢|弹|拉|跳|唱|下|写|画|做|煮|烤|拍"
"""Verbs of doing a thing, one character each (``anchors.ZH_VERBS`` and a few of sports and crafts)."""


def shared_word(words: str, content: str) -> str | None:
    """A content word of two characters a clause shares with a held statement (``anchors.zh_anchors``),
    none of no thing (觉得, 一点) and none before a word of gear or place."""
    for word in sorted(zh_anchors(content)):
        if len(word) < 2 or word in _NOT_SHARED or _FOR.search(word) or _AGAINST.search(word):
            continue
        at = words.find(word)
        if at >= 0 and not _GEAR.match(words, at + len(word)):
            return word
    return None


def held_polarity(content: str, word: str) -> bool:
    """Whether a held statement is for the thing a clause names by one of its words: the polarity of
    its clause that names the word (电子书实在看不进去: against), else for (周末一般宅家打游戏: a habit is
    for its thing, whatever the stance the statement was kept as, 不爱出门)."""
    for part in (part for statement in statements(content) for part in clauses(statement)):
        if word in part and (polarity := clause_polarity(part)) is not None:
            return polarity
    return True


@dataclass(frozen=True, slots=True)
class HeldZh:
    key: str
    """A stance's thing (empty for a free-text statement or a habit)."""
    content: str
    liking: bool | None
    """A stance's polarity (like / dislike), None for a habit."""


def relate_zh(found: Sequence[StanceZh], held: Sequence[HeldZh]) -> list[tuple[int, int]]:
    """(stance, held) for each held memory a clause of the opposite polarity turns: a memory named by
    clauses that disagree (one opposite, one of the same polarity) is not turned: which one holds is
    not known."""
    turned: dict[int, set[bool]] = {}
    first: dict[int, int] = {}
    for index, stance in enumerate(found):
        for at, memory in enumerate(held):
            if memory.liking is False and stance.positive and _member_named(stance.words, memory.key):
                polarity = (
                    False  # 迷上红酒了 after 我不喝酒的: a liking of a member of the kind held disliked
                )
            elif memory.key and names_key(stance.words, memory.key):
                if other_doing(stance.words, memory.key, memory.content):
                    continue  # 我不喜欢踢足球 after 我喜欢看足球
                polarity = memory.liking if memory.liking is not None else True
            elif (word := shared_word(stance.words, memory.content)) is not None:
                polarity = held_polarity(memory.content, word)
            elif _strong(stance) and same_kind(stance.words, memory.content):
                # 纸书落灰了 of 纸质书: one option of a kind or routine in other words (held_tastes)
                polarity = memory.liking if memory.liking is not None else True
            else:
                continue
            turned.setdefault(at, set()).add(polarity != stance.positive)
            first.setdefault(at, index)
    return sorted((first[at], at) for at, opposed in turned.items() if opposed == {True})


def _strong(stance: StanceZh) -> bool:
    """A stance said by immersion, or against its thing by giving it up (``held_tastes``)."""
    return immersed_zh(stance.clause) if stance.positive else given_up_zh(stance.clause)


def _declines(stance: StanceZh) -> bool:
    """Another clause of the stance's statement says what the user no longer does (一点糖都不加)."""
    return any(
        part != stance.clause and re.search(r"[不没]", part) is not None for part in clauses(stance.statement)
    )


def _kind_words(memory: HeldZh) -> str:
    """A held liking's words as its kind sees them: its thing when that names one option of a kind (猫 of
    我是猫派，狗太闹腾了受不了, whose statement names dogs too), else its statement."""
    named = kinds_named(memory.key) if memory.key else {}
    if named and all(len(options) == 1 for options in named.values()):
        return memory.key
    return memory.content


def _member_named(words: str, key: str) -> bool:
    """Whether a clause names a thing of the kind a held key names (红酒 of 酒, 冰美式 of 咖啡:
    ``thing_kinds.members_of``)."""
    return bool(key) and any(member in words for member in members_of(key))


_ADDED_ZH = compiled(r"也|另外|同时|换着|轮着")
"""An addition: one more option beside the held one, no replacement."""


_ALSO_ZH = compiled(r"也(?:挺|很|蛮|会|爱|喜欢|开始|在|常|经常)|另外|同时|换着|轮着")


def _added(stance: StanceZh) -> bool:
    """The clause, or its statement in so many words, adds an option beside the held one (最近也挺爱吃日料的，
    寿司刺身都行: both clauses)."""
    return _ADDED_ZH.search(stance.clause) is not None or _ALSO_ZH.search(stance.statement) is not None


def replaced_zh(found: Sequence[StanceZh], held: Sequence[HeldZh]) -> list[tuple[int, int]]:
    """(stance, held) for each held liking or habit of one option of a routine that a clause for another
    option of it replaces (``held_routines``: 早睡早起真香 after 我是重度夜猫子); a held dislike is left."""
    pairs: dict[int, int] = {}
    for index, stance in enumerate(found):
        for at, memory in enumerate(held):
            if _added(stance) or not stance.positive or memory.liking is False:
                continue  # 也开始看纸质书了: a second way beside the held one
            if _takes_place(stance, memory):
                pairs.setdefault(at, index)
    return sorted((index, at) for at, index in pairs.items())


def _takes_place(stance: StanceZh, memory: HeldZh) -> bool:
    """A clause for one thing that takes the place of a held liking or habit: another option of its
    routine, or of its kind said by immersion (这两个月工作时只听白噪音了 after 我工作的时候听爵士乐);
    immersion by the doing the held habit keeps to one option of (单曲循环的全是陈奕迅 after 只听周杰伦:
    ``held_tastes.same_doing_zh``), not naming the held one; a choice in a statement about the held
    habit's topic (睡前…，这阵子改成泡脚听播客了 after 我睡前习惯刷短视频)."""
    clause, content = stance.clause, _kind_words(memory)
    taken = immersed_zh(clause) or _routine_taken(clause)
    if other_option(clause, content) or (taken and other_kind(clause, content)):
        return True
    if shared_word(clause, content) is None and same_doing_zh(clause, content):
        return True
    if memory.liking is None and immersed_zh(clause) and same_kind(clause, content) and _declines(stance):
        return True  # 最近开始喝黑咖啡，一点糖都不加 after 我喝咖啡一般要加两块糖: the habit said anew
    return memory.liking is None and chooses_zh(clause) and shared_word(stance.statement, content) is not None
