"""A message split into statements (at sentence punctuation, the punctuation kept) and a statement into
clauses (commas, an emoji between words, "but", "and I …", 并且/而且/但是); a switch from one thing to
another is two clauses.

Many readers split the same message and its statements again (docs/benchmarks.md, "Session 17,
write-path cost"): the splits of the latest texts are kept, and each caller gets its own list."""

import functools
import re

from memory_center.extraction.rules.lasting_notes import with_notes
from memory_center.extraction.rules.text import compiled, is_chinese, trim

_STATEMENT_BREAK = re.compile(
    r"(?<=[。！？；\n])|(?<=[!?])(?!['’\"”](?:\s+[a-z]|\s*[-—–,]))|(?<=;)(?!\w)"
    r"|(?<!\b[DM]r\.)(?<!\bMrs\.)(?<!\bMs\.)(?<!\bSt\.)(?<!\bDr\.)(?<=\.)(?=\s|$)"
)
"""Sentence ends; a title ("Dr. Patel", "Mrs. Shah") ends no sentence, nor does a "!" or "?" inside a
quote the sentence goes on after ("drop the 'Great question!' stuff"), nor a ";" inside a word ("TL;DR")."""
_CLAUSE_BREAK = compiled(
    r"[，,](?!\d{3}(?!\d))|\s+[\U0001F300-\U0001FAFF\u2600-\u27BF][\U0001F300-\U0001FAFF\u2600-\u27BF\uFE0F]*\s+(?=\w)|(?<!\bnothing)(?<!\banything)\s+but\s+|\s+and\s+(?=(?:I|I'm|I've|my|work|live|moved|call|prefer|don't|never"
    r"|joined|started|switched|became|quit|left|took up|got|bought|sold|now)\b)"
    r"|(?=但是)|(?<=[\u4e00-\u9fff])(?<![再])(?:并且|而且|同时|也)(?=[住在叫是对喜爱不])|(?<=[\u4e00-\u9fff])还(?=[住在叫对喜爱]|是(?!喜欢|爱|比较|更|想|觉得|选|要|习惯|继续|叫我|用|换|改))"
)


_SWITCHED_FROM = (
    compiled(
        r"^(?P<who>I(?:'ve|\s+have)?\s+(?:just\s+|finally\s+|recently\s+|now\s+)*)(?:switched|changed|swapped"
        r"|moved over|gone over|went over)\s+from\s+(?P<old>.+?)\s+to\s+(?P<new>.+)$"
    ),
    re.compile(
        r"^(?P<who>我?(?:已经|最近|现在|去年|今年)*)从(?P<old>.+?)(?:换成了?|换到了?|改成了?|转到了?|改用)(?P<new>.+)$"
    ),
)
"""A switch from one thing to another ("I switched from Notion to Obsidian", 我从印象笔记换成了Notion)
is two clauses: the old thing given up, the new one taken (a move "from Leeds to York" is a move)."""


def _switch(clause: str) -> list[str]:
    for pattern in _SWITCHED_FROM:
        if match := pattern.match(clause):
            if is_chinese(clause):
                return [f"我不再用{match['old']}", f"我换成{match['new']}"]
            return [f"I stopped using {match['old']}", f"I switched to {match['new']}"]
    return [clause]


_KEPT_CHARS = 2000
"""Only the splits of texts up to this long are kept: at most a few megabytes for the caches below."""


def clauses(body: str) -> list[str]:
    return list(_clauses(body) if len(body) <= _KEPT_CHARS else _split_clauses(body))


def statements(text: str) -> list[str]:
    """Sentences with their closing punctuation kept (it tells a question from a statement)."""
    return list(_statements(text) if len(text) <= _KEPT_CHARS else _split_statements(text))


def _split_clauses(body: str) -> tuple[str, ...]:
    parts = (trim(part) for part in _CLAUSE_BREAK.split(body))
    return tuple(clause for part in parts if part for clause in _switch(part))


def _split_statements(text: str) -> tuple[str, ...]:
    """The sentences; a note of permanence said alone goes with each one before it (``lasting_notes``)."""
    return with_notes(tuple(part.strip() for part in _STATEMENT_BREAK.split(text) if trim(part)))


_clauses = functools.lru_cache(maxsize=4096)(_split_clauses)
_statements = functools.lru_cache(maxsize=1024)(_split_statements)
