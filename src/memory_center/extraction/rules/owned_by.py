"""Whose statement a message opens with, so that a correction keeps its owner (pure; docs/extraction.md,
"Session 24: corrections as one mechanism").

A message that opens with another person as its owner ("And my brother's in Lille", "My colleague's
locker is 241", 我哥住在杭州, 我邻居的车牌是沪B5512, 宜昌是我大学室友的老家) says something of that person. It
may sit right after a memory of the same type about someone else ("My sister lives in Lyon", 我的车牌是
沪B5521) and even say that the two get mixed up (弄混, "people mix the two up"), but it corrects only a
memory about that same person: a held memory whose words name no such person is left alone.
"""

import re

import memory_center.extraction.rules.words as w
from memory_center.extraction.rules.text import alternatives, compiled, english

_LEADS = compiled(r"^(?:(?:and|so|but|also|oh|well|plus|btw|ok|okay|hmm|和|还有|另外|而且)[\s,，]*)+")
_OWNER_EN = compiled(rf"^(?:my|our)\s+{w.KIN_LEAD_EN}(?P<who>{english(w.KIN_EN)})(?:'s|s'|\s+\w+'s)?\b")
_OWNER_ZH = compiled(
    rf"^[\u4e00-\u9fffA-Za-z0-9]{{0,8}}?(?:我|我们)(?:的)?[\u4e00-\u9fff]{{0,3}}?"
    rf"(?P<who>{alternatives(w.KIN_ZH)}|{w.KIN_SHORT_ZH})(?![们])"
)
_SAME = {
    "mum": "mother|mom|mum|妈",
    "mom": "mother|mom|mum|妈",
    "mother": "mother|mom|mum|妈",
    "dad": "father|dad|爸",
    "father": "father|dad|爸",
    "kid": "kid|child|son|daughter|孩子",
    "child": "kid|child|son|daughter|孩子",
    "哥": "哥|brother",
    "姐": "姐|sister",
    "弟": "弟|brother",
    "妹": "妹|sister",
    "哥哥": "哥|brother",
    "姐姐": "姐|sister",
    "弟弟": "弟|brother",
    "妹妹": "妹|sister",
}
"""Words that name the same person as an owner word (a memory says "my mum", the correction "my mother")."""


def opening_owner(text: str) -> str | None:
    """The other person a message opens its statement with, folded ("brother", 室友), or None when the
    user (or no one) is its owner."""
    said = _LEADS.sub("", text.strip())
    found = _OWNER_EN.match(said) or _OWNER_ZH.match(said)
    if found is None:
        return None
    right_after = re.search(r"(?:我|我们)的?$", said[: found.start("who")]) is not None
    if found.re is _OWNER_ZH and not right_after and said[found.end("who") : found.end("who") + 1] != "的":
        return None  # 我最爱吃妈妈做的菜: no owner opening the statement
    return found["who"].casefold()


_NAMED_EN = compiled(rf"\b(?:my|our)\s+{w.KIN_LEAD_EN}(?P<who>{english(w.KIN_EN)})\b")
_NAMED_ZH = compiled(rf"(?:我|我们)的?(?P<who>{alternatives(w.KIN_ZH)}|{w.KIN_SHORT_ZH})(?![们])")
_THEY_SAID = compiled(
    r"(?:^|[,;:.!—–-]\s*|\b(?:and|but|so)\s+)(?:he|she|they)(?:'s|’s|'re|’re|\s+(?:is|are|was|were|wears|takes|has))\b"
    r"|[，,；;。]\s*(?:他|她|他们|她们)(?:是|穿|在|住|用|叫|有|要)"
)
"""A clause that opens with another person as its subject ("…, he's a 45", "…，他穿44")."""


def clause_owner(text: str) -> str | None:
    """The other person a message names and then says a value of in a clause of their own ("Ordered
    boots for my husband, he's a 45, not a 43 like me", 给我老公买鞋，他穿44), folded, or None."""
    named = _NAMED_EN.search(text) or _NAMED_ZH.search(text)
    if named is None or _THEY_SAID.search(text, named.end()) is None:
        return None
    return named["who"].casefold()


def keeps_owner(held: str, text: str) -> bool:
    """Whether the message ``text`` may correct the memory whose words (content and subject) are
    ``held``: its owner, when another person (opening the message, or the subject of a clause after the
    message names them), is named in the memory too."""
    owner = opening_owner(text) or clause_owner(text)
    if owner is None:
        return True
    names = _SAME.get(owner, owner)
    return re.search(names, held, re.IGNORECASE) is not None


FOR_SOMEONE = compiled(
    rf"^[^,.;，。；]{{0,24}}?\b(?:for|to)\s+(?:him|her|them|(?:my|our|his|her|their)\s+{w.KIN_LEAD_EN}"
    rf"(?:{alternatives(w.KIN_EN)}))\b|^[^，。；,]{{0,12}}?给(?:了)?(?:我的?|我们)?(?:他|她|{alternatives(w.KIN_ZH)})"
)
"""After a thing the user names, the one it is for when not the user ("bought a Pixel 8 for my dad's
birthday", 华为给我爸用了): a gift or a hand-me-down, not the user's value."""
