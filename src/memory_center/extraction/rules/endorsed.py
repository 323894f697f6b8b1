"""A choice made the user's own, said with an everyday idiom, and a choice only weighed (data).

People tell a switch of app, phone or service without "switched" or "now": "Obsidian convert here",
"1Password gang now", "Firefox is my daily driver these days", "that's my go-to for lunch delivery",
"Uber Eats won me over", "got a Pixel 8 … not going back", 用了就回不去了. Such an idiom says the option
named in its clause is the user's lasting choice, even when the statement has no first person
(``attributes.read_option`` reads the option of that clause). A choice only weighed ("thinking about
switching to Apple Music, is it worth it?", 在考虑要不要换QQ音乐) names an option that is not the user's:
no option is read from it (docs/extraction.md, "Session 28: switches said with everyday idioms").
"""

import re

from memory_center.extraction.rules.text import compiled

ENDORSED_EN = (
    r"\b(?:convert|converts|gang|loyalist|for life|forever|all the way)\b"
    r"|\b(?:my|the|our)\s+(?:new\s+)?(?:go-to|goto|go to|daily driver|one and only|only one)\b"
    r"|\b(?:won|win)\s+me\s+over\b|\bhas\s+won\s+me\b"
    r"|\b(?:not|never|no)\s+(?:going|looking)\s+back\b|\bno\s+going\s+back\b|\bcan't\s+go\s+back\b"
    r"|\bruined\s+(?:every|all)\s+other\b|\bthe\s+only\s+\w+(?:\s+\w+)?\s+(?:app\s+)?(?:on\s+my|I\s+use)\b"
    r"|^[\w+&'-]+(?:\s+[\w+&'-]+)?\s+(?:is|are)\s+(?:my|our|where\s+(?:all\s+)?(?:my|our))\b(?!\s+\w+'s\b)"
)
ENDORSED_ZH = r"回不去了|就回不去|再也回不去|离不开了|真香|路转粉|入坑了"
ENDORSED = compiled(f"{ENDORSED_EN}|{ENDORSED_ZH}")
"""Idioms of a lasting choice (data): a convert, a gang, a go-to, a daily driver, won over, no going
back, every other one ruined, the only one on my phone, the name that opens "X is my …" or "X is where
all my … live"; 回不去了, 真香, 离不开了."""

CONSIDERED = compiled(
    r"\b(?:thinking\s+(?:of|about)|considering|debating|tempted|wondering|curious\s+about"
    r"|worth\s+(?:it|the\s+(?:price|money|switch))|should\s+I|might\s+(?:try|switch|move|get)"
    r"|maybe\s+I'll|someday|one\s+day|planning\s+(?:to|on)|going\s+to\s+(?:try|switch|move))\b"
    r"|考虑|要不要|纠结|犹豫|打算|准备换|值不值|好不好用|哪个好"
)
"""A choice only weighed, planned or wished: the option it names is not yet the user's."""

_CLAUSE = re.compile(r"[,，;；.。!！?？]")


def endorsed_clause(text: str) -> tuple[int, int] | None:
    """Where the clause that says an idiom of a lasting choice lies (start, end), or None."""
    match = ENDORSED.search(text)
    if match is None:
        return None
    start = max((cut.end() for cut in _CLAUSE.finditer(text, 0, match.start())), default=0)
    after = _CLAUSE.search(text, match.end())
    return start, after.start() if after is not None else len(text)


def considered(text: str) -> bool:
    """Whether a statement only weighs, plans or wishes a choice."""
    return CONSIDERED.search(text) is not None


COMPARED = compiled(
    r"\b(?:compared|comparing|versus)\b|\bprice[- ]check(?:ed|ing)?\b"
    r"|比了一下|比了比|比较了|对比了|比价"
)
"""Options set side by side: a comparison is no choice unless an idiom of one says it (not "vs", which
names things: VS Code)."""


def weighed(text: str) -> bool:
    """A choice weighed or two options compared, with no idiom of a lasting choice."""
    return (considered(text) or COMPARED.search(text) is not None) and ENDORSED.search(text) is None
