"""Text plumbing of the rule extractor: word patterns, trimming, and the canonical *thing* a phrase is
about, so that "I love tea", "tea is my favourite", "I don't drink tea anymore" and "not a fan of
teas these days" all name "tea", and 我喜欢吃辣 / 我现在不吃辣了 / 我不爱吃辣了 all name 辣."""

import functools
import re
from typing import Any

import memory_center.extraction.rules.words as w
from memory_center.governance.lasting import DURATION_EN
from memory_center.governance.values import canonical_key_part

EDGE_PUNCTUATION = "。！!？?；;，,、:：.…~～ \t\n\"'“”‘’()（）"
CJK = re.compile(r"[\u4e00-\u9fff]")


@functools.lru_cache(maxsize=1024)
def alternatives(listed: str) -> str:
    """A regex alternation of "|"-separated literal words, longest first (built once per list: some
    readers build theirs per message)."""
    parts = sorted(listed.split("|"), key=len, reverse=True)
    return "(?:" + "|".join(re.escape(part) for part in parts) + ")"


def one_of(listed: str) -> str:
    """``alternatives`` as a trie: words that start alike share the test of their start
    ("b(?:udget|roke up)"). The same words match, the longest first, and a long list is searched
    several times faster (the regex engine tries every branch at every place of a text: a few dozen
    first characters instead of hundreds of words). Two branches that differ only in letter case would
    then be tried in another order: such a list is the plain alternation."""
    root: dict[str, Any] = {}
    for word in sorted(set(listed.split("|")), key=len, reverse=True):
        node = root
        for char in word:
            node = node.setdefault(char, {})
        node[""] = {}
    return "(?:" + _branches(root) + ")" if _caseless(root) else alternatives(listed)


def gate(listed: str) -> re.Pattern[str]:
    """Words without which a family of patterns cannot match, as one search (``one_of``, any case)."""
    return compiled(one_of(listed))


def _branches(node: dict[str, Any]) -> str:
    parts = [re.escape(char) + _branches(child) for char, child in node.items() if char]
    if not parts:
        return ""
    body = parts[0] if len(parts) == 1 else "(?:" + "|".join(parts) + ")"
    return f"(?:{body})?" if "" in node else body


_CASE_TWINS = str.maketrans({"\u0130": "i", "\u0131": "i", "\u017f": "s", "\u212a": "k"})


def _caseless(node: dict[str, Any]) -> bool:
    """No two branches of any node differ only in letter case (as ``re.IGNORECASE`` compares)."""
    chars = [char for char in node if char]
    for fold in (lambda c: c.translate(_CASE_TWINS).lower(), str.upper):
        if len({fold(char) for char in chars}) != len(chars):
            return False
    return all(_caseless(child) for child in node.values())


def listed(words: str) -> tuple[str, ...]:
    return tuple(words.split("|"))


def english(words: str) -> str:
    """Whole English words or phrases."""
    return r"\b" + alternatives(words) + r"\b"


def compiled(pattern: str) -> re.Pattern[str]:
    return re.compile(pattern, re.IGNORECASE)


def trim(text: str) -> str:
    return text.strip(EDGE_PUNCTUATION)


def is_chinese(text: str) -> bool:
    return bool(CJK.search(text))


# --- Chinese things ------------------------------------------------------------------------------------

ZH_ADV = alternatives(w.ZH_ADVERBS)
ZH_LONG_ADV = alternatives("|".join(word for word in listed(w.ZH_ADVERBS) if len(word) > 1))
ZH_PARTICLE_SUFFIX = re.compile(rf"(?:{alternatives(w.ZH_PARTICLES)})+$")
_ZH_VERB_PREFIX = re.compile(rf"^(?!{alternatives(w.ZH_VERB_WORDS)}){alternatives(w.ZH_VERB_PREFIX)}")
_ZH_DEICTIC = re.compile(
    r"^(?:这|那)(?:个|家|款|种|间|班|趟|样)?$|^第.{1,3}(?:个|家|种|间|班|趟)?$|^[你他她它]们?$|^(?:东西|什么)$"
)
_ZH_THING_TAIL = re.compile(rf"(?:{alternatives(w.ZH_THING_TAIL)})+$")
_ZH_TIME_TAIL = re.compile(
    rf"(?:(?:快|已经|有|差不多|将近)?[一二两三四五六七八九十几半\d]+(?:多)?(?:年|个月|月|周|天|个星期)(?:了|多了)?"
    rf"|{alternatives(w.ZH_TIME_TAIL)})+$"
)


_ZH_COUNT_LEAD = re.compile(rf"^{w.ZH_COUNT}[大小满整]?(?:{w.ZH_MEASURES})")
"""A count before a thing (两杯咖啡, 一大把): how much of it, not what it is (``words.ZH_MEASURES``)."""
_ZH_SINCE_TAIL = re.compile(
    rf"(?:已经|快|将近|差不多|有|都)(?:{w.ZH_COUNT})多?(?:年|个月|个星期|周|天)(?:多)?(?:了|多了)?$"
    rf"|(?<=.)(?:{w.ZH_COUNT})多?(?:年|个月|个星期|周|天)多?了$"
)
"""How long a stance has held (甜食已经三个月了, 戒烟两年了): the time of the stance, not the thing."""


def zh_thing(text: str) -> str:
    """The thing a Chinese phrase is about: adverbs, verbs, particles and 的 removed ("坐直飞" → "直飞",
    "再给我发促销短信了" → "促销短信"); a count before it and a duration after it are no part of it
    ("两杯咖啡" → "咖啡", "甜食已经三个月" → "甜食", "一大把" → "": an amount alone names nothing)."""
    thing = trim(text)
    for _ in range(4):
        thing = _ZH_VERB_PREFIX.sub("", re.sub(rf"^(?:{ZH_LONG_ADV}|不|再|没)+", "", thing))
    thing = _ZH_COUNT_LEAD.sub("", _ZH_SINCE_TAIL.sub("", trim(thing)))
    for _ in range(2):  # "营销邮件给我了": a particle may follow the tail
        thing = ZH_PARTICLE_SUFFIX.sub("", _ZH_THING_TAIL.sub("", trim(thing)))
    thing = re.sub(r"(?:一点儿|一点|一些|点儿)(?=的)", "", thing).replace("的", "")  # 近一点的 → 近
    return canonical_key_part(thing)


def zh_value(text: str) -> str:
    """A value said in Chinese, without trailing particles and time words ("上海了" → "上海")."""
    value = trim(text)
    for _ in range(2):
        value = _ZH_TIME_TAIL.sub("", ZH_PARTICLE_SUFFIX.sub("", trim(value)))
    return trim(value)


# --- English things ------------------------------------------------------------------------------------

_EN_VERB_PREFIX = compiled(rf"^(?:to\s+)?{alternatives(w.EN_VERBS)}\s+")
_EN_ARTICLE = compiled(rf"^{alternatives(w.EN_ARTICLES)}\s+")
_EN_TAIL = compiled(rf",?\s+(?:{alternatives(w.EN_TAIL)}\b|{DURATION_EN}).*$")
_EN_AFTER_DEICTIC = r"(?:\s+(?:one|here|there|so\s+much|a\s+lot|too|now|again))*"
_EN_DEICTIC = compiled(rf"^{alternatives(w.EN_DEICTIC)}{_EN_AFTER_DEICTIC}$")
"""A pronoun or a placeholder, with at most adverbs after it ("it here", "it so much"): no thing named."""
_AS_IS = frozenset(listed(w.SINGULAR_AS_IS))


def singular(word: str) -> str:
    """An English noun in the singular: "flights" → "flight", "strawberries" → "strawberry"."""
    lower = word.lower()
    if lower in w.IRREGULAR_PLURALS:
        return w.IRREGULAR_PLURALS[lower]
    if lower in _AS_IS or len(lower) <= 3 or not lower.isalpha() or lower.endswith(("ss", "us", "is")):
        return word
    if lower.endswith("ies"):
        return word[:-3] + "y"
    if lower.endswith(("ches", "shes", "xes", "zes", "sses", "oes")):
        return word[:-2]
    if lower.endswith("s"):
        return word[:-1]
    return word


_PREPOSITION = compiled(r"\s(?:on|in|at|to|for|with|by|from|of|after|before|during)\s")


def _singular_head(thing: str) -> str:
    if _PREPOSITION.search(thing):
        return thing  # "fly on weekends" names an activity, not a plural thing
    head, space, last = thing.rpartition(" ")
    return f"{head}{space}{singular(last)}"


def en_thing(text: str, *, strip_verbs: bool = True) -> str:
    """The thing an English phrase is about: verbs, articles, trailing conditions and time words
    removed, the head noun in the singular ("the red-eye flights anymore" → "red-eye flight")."""
    thing = _EN_TAIL.sub("", trim(text))
    if strip_verbs and not _PREPOSITION.match(" " + _EN_VERB_PREFIX.sub("", thing) + " "):
        thing = _EN_VERB_PREFIX.sub("", thing)  # "fly on Fridays" keeps its verb
    for _ in range(3):
        thing = _EN_ARTICLE.sub("", trim(_EN_TAIL.sub("", trim(thing))))
    return canonical_key_part(_singular_head(trim(thing)))


_EN_VALUE_TAIL = compiled(
    r"\s+(?:(?:last|this|next)\s+(?:month|week|year|summer|winter|spring|autumn|fall)|recently|a while ago"
    r"|(?:in|since)\s+(?:january|february|march|april|may|june|july|august|september|october|november"
    r"|december|spring|summer|autumn|fall|winter|\d{4})|for\s+(?:work|a job|my job|good|now|a while|school"
    r"|studies|study|university|my studies)|with\s+(?:my|our)\s+.+|because\s+.+|since\s+.+"
    r"|for\s+(?:\w+\s+)?(?:years?|months?|weeks?|days?|decades?))$"
)


_EN_VALUE_LEAD = compiled(r"^(?:(?:actually|really|now|just|currently|officially)\s+)+")


def en_value(text: str) -> str:
    """A value said in English (a name, a city): leading correction or time adverbs ("actually
    Joanna"), trailing time words and politeness removed."""
    value = trim(_EN_VALUE_LEAD.sub("", trim(text)))
    for _ in range(2):
        value = trim(_EN_TAIL.sub("", value))
        value = trim(_EN_VALUE_TAIL.sub("", value))
    return value


def thing(text: str) -> str:
    return zh_thing(text) if is_chinese(text) else en_thing(text)


def value(text: str) -> str:
    return zh_value(text) if is_chinese(text) else en_value(text)


_EN_VERB_ON_IT = compiled(
    r"^[a-z]+\s+(?:it|that|them)(?:\s+(?:up|down|back|over))?$|^(?:have|had|has|having|get|got|own|owned|want|need"
    r"|buy|bought)\s+(?:one|any)$"
)
"""A verb on a pronoun ("bump it", "make it", "push it up"): what it is about lies outside the clause."""


def is_deictic(text: str) -> bool:
    phrase = trim(text)
    return not phrase or bool(
        _ZH_DEICTIC.match(phrase) or _EN_DEICTIC.match(phrase) or _EN_VERB_ON_IT.match(phrase)
    )


_EN_DEMONSTRATIVE = compiled(r"^(?:this|that|these|those)\s+\S")
_ZH_DEMONSTRATIVE = re.compile(
    r"^(?:这|那)(?:个|家|首|部|本|款|种|间|位|条|件|道|杯|份|双|张|台|辆|趟|班|场|次|些|瓶|支|块|套)"
)


def is_demonstrative(text: str) -> bool:
    """A thing pointed at in the conversation ("this hotel", "that restaurant", 这首歌, 那家店): what it
    is lies outside the message, so a memory of it would mean nothing later (the model extractor,
    which sees the conversation, can name it)."""
    phrase = trim(text)
    return bool(_EN_DEMONSTRATIVE.match(phrase) or _ZH_DEMONSTRATIVE.match(phrase))
