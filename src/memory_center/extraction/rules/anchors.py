"""Whether a clause names a held memory, by its anchors (pure): the words a memory is known by.

A later statement seldom repeats a memory's words: "long hikes in the mountains" comes back as
"hiking", "the cinema" as "cinemas", "fantasy novels" as "fantasy books", 甜食 as 甜的, 电影院看电影
as 电影院. So a memory is named when the clause shares one of its *content* words, compared as a
crude English stem (hikes / hiking / hike → "hik"; running / run → "run"; movies / movie → "movi"),
or, in Chinese, one of its content words of two characters (a one-character memory: that character).
Words that name no thing are never anchors (function words, the verbs of doing anything, times,
colours and sizes, "food", "stuff"): "spicy food" is named by "spicy", "red wine" by "wine" and not by
"red meat".
"""

import functools
import re
import unicodedata
from collections.abc import Iterable

import memory_center.extraction.rules.words as w
from memory_center.extraction.rules.text import alternatives, compiled, is_chinese, listed

MODIFIERS_EN = frozenset(
    listed(
        "red|white|green|black|blue|brown|pink|yellow|hot|cold|iced|warm|long|short|small|large|big|new|old"
        "|fresh|dark|light|early|late|sweet|sour|strong|mild|soft|hard|fast|slow|heavy|classic|modern|live"
    )
)
"""Words that tell one kind of a thing from another ("green tea", "black tea"): never an anchor, and a
different one before the anchor names a sibling, not the memory ("I don't like black tea" does not
turn "green tea")."""

NOT_ANCHORS_EN = frozenset(
    listed(
        "i|i'm|i've|i'd|i'll|me|my|mine|we|we're|we've|our|us|you|your|it|its|it's|they|them|their|this|that"
        "|these|those|a|an|the|some|any|of|in|on|at|to|for|with|from|by|about|into|and|or|but|so|as|than"
        "|is|are|was|were|be|been|being|am|do|does|did|doing|done|have|has|had|having|get|gets|got|go|goes"
        "|going|went|gone|make|makes|made|take|takes|took|use|uses|used|play|plays|playing|played|learn"
        "|learning|learned|like|likes|love|loves|loved|enjoy|enjoys|adore|eat|eats|eating|drink|drinks"
        "|drinking|watch|watching|listen|listening|read|reading|really|very|just|big|fan|into|lot|lots"
        "|every|each|day|days|daily|week|weeks|weekly|weekend|weekends|month|months|year|years|morning"
        "|mornings|evening|evenings|night|nights|afternoon|time|times|monday|tuesday|wednesday|thursday"
        "|friday|saturday|sunday|always|usually|often|sometimes|now|anymore|these|days|lately|still"
        "|before|after|work|home|food|foods|drink|stuff|thing|things|place|places|kind|sort|one|ones"
        f"|{'|'.join(sorted(MODIFIERS_EN))}|good|bad|nice|great|local|little|bit|glass|cup|cups|bowl|piece"
        "|all|no|not|never|more"
        "|most|much|too|also|again|over|out|up|down|off|away|there|here|when|while|since|ago|last|next"
        "|called|named|name|can|can't|cannot|don't|doesn't|didn't|won't|isn't|aren't|wasn't|please"
    )
)
"""English words that name no thing of the user's: never an anchor."""

NOT_ANCHOR_CHARS_ZH = "我你他她它们的了在是有和跟与都也很就还要会着过呢吗吧啊呀最每个些一这那常总再又才"
"""Characters of no content: they cut a Chinese memory into its words."""
NOT_ANCHORS_ZH = (
    "最近|现在|每天|每周|每个|早上|晚上|中午|下午|周末|平时|经常|一直|总是|特别|非常|比较|以前|时候|天天|今天"
    "|喜欢|热爱|爱好|爱|超级|超|挺|真|好|东西|一下|一起|有空|没事"
)
"""Words of no content: they cut a Chinese memory into its words too."""
ZH_VERBS = "吃|喝|看|听|玩|打|去|做|用|练|学|逛|追|刷|泡|买"
"""Verbs of doing anything (吃辣, 玩手游, 练书法): the thing is what follows."""
ZH_AMOUNT = (
    r"[\d零一二两三四五六七八九十百千万几半]+"
    r"(?:公里|千米|分钟|小时|[杯罐次个集碗瓶块斤米里份顿场盘本首部页圈趟])?"
)
"""An amount (五公里, 一杯, 两集): no content, it cuts a memory's words (跑五公里 → 跑)."""
_ZH_CUT = re.compile(rf"{ZH_AMOUNT}|{alternatives(NOT_ANCHORS_ZH + '|' + ZH_VERBS)}|[{NOT_ANCHOR_CHARS_ZH}]")
_ZH_GENERIC_TAIL = re.compile(r"(?:食|类|东西|物|品)$")
"""甜食 is named by 甜 (甜的), 肉类 by 肉."""
_WORD = re.compile(r"[a-z0-9][a-z0-9'-]*")
_HAN = re.compile(r"[\u4e00-\u9fff]+")
_ROLE_WORDS = {
    "partner": listed(w.PARTNER_WORDS_EN + "|" + w.PARTNER_WORDS_ZH),
    **{role: listed(words) for role, words in w.CLOSE_ROLES.items()},
}


@functools.lru_cache(maxsize=8192)
def stem(word: str) -> str:
    """A crude English stem, the same for a noun's and a verb's forms: hikes, hiking, hike → "hik";
    running, runs → "run"; movies, movie → "movi"; cycled, cycling, cycle → "cycl"."""
    word = word.lower().removesuffix("'s").strip("'-")
    if word in w.IRREGULAR_PLURALS:
        word = w.IRREGULAR_PLURALS[word]
    if len(word) > 5 and word.endswith("ing"):
        word = word[:-3]
    elif len(word) > 4 and word.endswith("ies"):
        word = word[:-3] + "i"
    elif len(word) > 4 and word.endswith(("ches", "shes", "xes", "sses")):
        word = word[:-2]
    elif len(word) > 3 and word.endswith("s") and not word.endswith(("ss", "us", "is")):
        word = word[:-1]
    elif len(word) > 4 and word.endswith("ed"):
        word = word[:-2]
    if len(word) > 3 and word[-1] == word[-2] and word[-1] not in "aeiouls":
        word = word[:-1]  # runn → run, swimm → swim
    if len(word) > 3 and word.endswith("e"):
        word = word[:-1]
    if len(word) > 3 and word.endswith("y"):
        word = word[:-1] + "i"
    return word


@functools.lru_cache(maxsize=8192)
def en_anchors(text: str) -> frozenset[str]:
    """The stems of a memory's content words ("long hikes in the mountains" → hik, mountain)."""
    folded = unicodedata.normalize("NFKC", text).casefold().replace("_", " ")
    return frozenset(
        stem(word) for word in _WORD.findall(folded) if word not in NOT_ANCHORS_EN and len(word) > 2
    )


@functools.lru_cache(maxsize=8192)
def zh_words(text: str) -> tuple[str, ...]:
    """A Chinese text's content words, cut at function words, verbs of doing, times and amounts
    (我每个月房租2500 → 房租; 我的主管是老周 → 主管, 老周), a generic tail dropped (甜食 → 甜)."""
    words: list[str] = []
    for run in _HAN.findall(unicodedata.normalize("NFKC", text)):
        words.extend(part for part in _ZH_CUT.split(run) if part)
    return tuple(_ZH_GENERIC_TAIL.sub("", word) or word for word in words)


@functools.lru_cache(maxsize=8192)
def zh_anchors(text: str) -> frozenset[str]:
    """A Chinese memory's content words: cut at function words, verbs of doing and times (我最近在学日语
    → 日语, 电影院看电影 → 电影院, 电影), each word's two-character windows (电影, 影院); a memory whose only
    word has one character is named by it (辣; 甜食 → 甜)."""
    words = list(zh_words(text))
    long = [word for word in words if len(word) > 1]
    if not long:
        return frozenset(words[:1])
    return frozenset(word[start : start + 2] for word in long for start in range(len(word) - 1))


def anchors(text: str) -> frozenset[str]:
    """English stems and Chinese words a memory is known by."""
    return en_anchors(text) | zh_anchors(text) if is_chinese(text) else en_anchors(text)


def names(clause: str, anchor_words: Iterable[str], said: str = "") -> bool:
    """Whether a clause says one of a memory's anchors (``said``: the memory's words, whose kind
    words a sibling's differ from)."""
    kinds = {word for word in _WORD.findall(said.casefold()) if word in MODIFIERS_EN}
    words: list[str] | None = None
    for anchor in anchor_words:
        if is_chinese(anchor):
            if anchor in clause:
                return True
            continue
        if words is None:
            words = _WORD.findall(unicodedata.normalize("NFKC", clause).casefold())
        for index, word in enumerate(words):
            if stem(word) != anchor:
                continue
            before = words[index - 1] if index else ""
            if before not in MODIFIERS_EN or before in kinds:
                return True
    return False


@functools.cache
def _role_pattern(role: str) -> re.Pattern[str] | None:
    words = _ROLE_WORDS.get(role)
    if not words:
        return None
    english = "|".join(re.escape(word) for word in words if not is_chinese(word))
    chinese = "|".join(re.escape(word) for word in words if is_chinese(word))
    return compiled(rf"\b(?:my|our)\s+(?:\w+\s+)?(?:{english})\b|(?:我家|我们家|我的|我)的?(?:{chinese})")


def names_role(clause: str, role: str) -> bool:
    """The user's own pet or partner said by its role ("our cat", 我家狗): names the memory of it."""
    pattern = _role_pattern(role)
    return pattern is not None and pattern.search(clause) is not None


def _content_characters(text: str) -> frozenset[str]:
    return frozenset("".join(word for word in zh_anchors(text) if is_chinese(word)))


def shared_characters(memory: str, message: str) -> int:
    """How many of a Chinese memory's content characters (those of its words, ``zh_anchors``) a message
    says anywhere: a measure of a shared topic when no word is shared whole (游泳 / 泳池 … 游)."""
    if not is_chinese(memory):
        return 0
    said = unicodedata.normalize("NFKC", message)
    return sum(1 for character in _content_characters(memory) if character in said)
