"""The aspects of the assistant's answers a standing rule sets, one table of data (pure; docs/extraction.md,
"Session 31: a standing rule about the answers revised by its aspect").

Every standing rule about the answers sets an *aspect* of them — their length, their language, their
format, the shape of their summary, the code style, who is copied, the emojis, the name the user is
called, the sources listed, and the aspects of ``rule_aspects`` (units, spelling, currency, clock, dates,
tone, time zone). A text names an aspect by a *cue* word ("words", 字数, 注释, "cc", 叫我); an aspect whose
values name it alone (``by_value``: a language name, "bullets", 表格) is named by one of its values too.
A text that cues an aspect is about the cued ones only: 以后代码注释用英文写 is about the comments, not
the answers' language, though 英文 is a language.

Two rules of one aspect compete: a later order of the same aspect revises the held rule
(``rules.aspect_revisions``).
"""

import functools
from dataclasses import dataclass

from memory_center.extraction.rules.rule_aspects import ASPECTS
from memory_center.extraction.rules.rule_slots import SCRIPTS
from memory_center.extraction.rules.text import compiled
from memory_center.extraction.rules.words import LANGUAGES


@dataclass(frozen=True, slots=True)
class AnswerAspect:
    name: str
    """The aspect, and the rule's key ``user / <name>`` (``answer_length``, ``language``, ``name``: the keys
    the slotted rules already have, ``rules.rule_slots``)."""
    cues: str
    """Words that name the aspect whatever its value."""
    values: str = ""
    """Words of its values that name it alone (empty: only a cue names it)."""


_COUNT_EN = r"(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten|twenty|fifty|a\s+hundred|a\s+few)"
_COUNT_ZH = r"[\d一二两三四五六七八九十百千几]+\s*(?:个)?"
"""A number said before a piece of an answer ("300 words", 五句话, 三点)."""

ANSWER_ASPECTS = (
    AnswerAspect(
        "answer_length",
        rf"length|word\s+count|{_COUNT_EN}\s+(?:words|sentences|paragraphs|lines|characters)"
        r"|(?:short|shorter|brief|briefer|concise|long|longer|lengthy|detail|details|detailed|wordy)"
        rf"|字数|篇幅|长度|简短|简洁|啰嗦|太短|太长|{_COUNT_ZH}(?:字|句话|句|段话|行)",
    ),
    AnswerAspect("language", r"languages?|语言|语种", f"{LANGUAGES}|{SCRIPTS}"),
    AnswerAspect(
        "format",
        r"format|formatting|layout|格式|排版",
        r"bullets?|bullet\s+points?|bulleted|numbered(?:\s+lists?)?|lists?|tables?|markdown|headings?|headers"
        r"|prose|plain\s+text|paragraph\s+form|表格|列表|分点|要点|条目|编号|段落|纯文本",
    ),
    AnswerAspect(
        "summary",
        r"summary|summaries|summari[sz]e|tl;?\s?dr|recap|takeaways?|key\s+points|总结|概括|小结|摘要|归纳",
    ),
    AnswerAspect("code_comments", r"comments?|docstrings?|注释"),
    AnswerAspect("indentation", r"indent\w*|tabs|spaces|缩进|制表符|空格"),
    AnswerAspect(
        "naming",
        r"variable\s+names?|function\s+names?|naming|identifiers?|camel\s*case|snake[_\s]case|变量名|函数名|命名",
    ),
    AnswerAspect("cc", r"cc|bcc|copy\s+in|loop\s+in|抄送"),
    AnswerAspect("emoji", r"emojis?|emoticons?|smiley(?:s|\s+faces?)?|表情符号|表情包|表情|颜文字"),
    AnswerAspect("name", r"call\s+me|address\s+me|refer\s+to\s+me|叫我|称呼我|喊我|称呼"),
    AnswerAspect(
        "references",
        r"sources?|references?|citations?|cite|links?|参考资料|参考链接|参考文献|出处|来源|链接",
    ),
    *(AnswerAspect(aspect.name, aspect.cues, aspect.values) for aspect in ASPECTS),
)
"""The aspects of the answers, each with its cues and the values that name it alone."""

_CUES = {aspect.name: compiled(rf"(?<![a-z])(?:{aspect.cues})(?![a-z])") for aspect in ANSWER_ASPECTS}
_VALUES = {
    aspect.name: compiled(rf"(?<![a-z])(?:{aspect.values})(?![a-z])")
    for aspect in ANSWER_ASPECTS
    if aspect.values
}


@functools.lru_cache(maxsize=4096)
def answer_aspects(text: str) -> frozenset[str]:
    """The aspects of the answers a text names: those it cues, else those a value of theirs names."""
    cued = frozenset(name for name, cue in _CUES.items() if cue.search(text))
    return cued or frozenset(name for name, value in _VALUES.items() if value.search(text))


def cued_aspects(text: str) -> frozenset[str]:
    """The aspects of the answers a text names by a cue word."""
    return frozenset(name for name, cue in _CUES.items() if cue.search(text))


def aspect_values(text: str, aspect: str) -> list[str]:
    """The values of an aspect a text says, in order ("English"; none for an aspect of cues alone)."""
    pattern = _VALUES.get(aspect)
    return [] if pattern is None else [match.group(0) for match in pattern.finditer(text)]
