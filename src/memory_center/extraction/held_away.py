"""A held option turned away from, and a new one in present use, in one message (pure): docs/extraction.md,
"Session 30: a switch told by turning away".

People leave an option without "switched" and without a fault: "Lidl has won, sorry Tesco", "Goodbye
Virgin Media, hello Sky", "Netflix and I are done. Disney+ is what's on the telly now", "I've gone right
off dark roast. It's light roast Ethiopian or nothing for me these days", 蒙牛拜拜了，现在冰箱里都是伊利.
Two clauses, both structural, in one message:

- **turned away**: a clause that names the held memory's thing (``held_outgrown``'s naming: its value's
  words, its content words) with a word of turning away — the polarity lexicon's cessation and lost
  interest, and its farewells (``turn_words.FAREWELL``: sorry X, goodbye X, X can keep…, X and I are
  done, gone right off X, 拜拜, 冷落, 不要了);
- **in present use**: another clause of the same message, about the user, that names a new thing as what
  the user does now — a word of the present (now, these days, 现在, 天天, 都是) or of the new one winning
  (has won, hello X, X or nothing, for everything) — and a name that is not the held one.

The held slot then takes the new name (``held_outgrown.read_outgrown``), a held liking or habit of no
slot ends and the new statement is kept. Neither clause is read from another person's statement, a
question, a plan, or a clause that goes back to the held thing ("Back in Notion", 还是美团): the turn
away is then a trial that failed, and the held option stays.
"""

import re

import memory_center.extraction.rules.turn_words as tw
from memory_center.extraction.held_usage import Held, value_words
from memory_center.extraction.rules.split import statements
from memory_center.extraction.rules.text import compiled, is_chinese
from memory_center.extraction.schema import BY_NAME, names_cue

_TABLES = (tw.CESSATION, tw.LOST_INTEREST, tw.FAREWELL)
_AWAY_WORDS = tuple("|".join(table[lang] for table in _TABLES) for lang in (0, 1))


def _english(words: str) -> str:
    """Whole English words or phrases, ``…`` holding up to three words between parts."""
    phrases = sorted({p.strip() for p in words.split("|") if p.strip()}, key=len, reverse=True)
    joined = "|".join(
        r"\s+(?:\S+\s+){0,3}?".join(r"\s+".join(map(re.escape, part.split())) for part in p.split("…"))
        for p in phrases
    )
    return rf"\b(?:{joined})(?![\w'])"


def _zh(words: str) -> str:
    return "|".join(sorted((re.escape(p) for p in set(words.split("|")) if p), key=len, reverse=True))


AWAY = compiled(rf"{_english(_AWAY_WORDS[0].replace(' … ', '…'))}|{_zh(_AWAY_WORDS[1])}")
"""A clause's word of turning away from its thing."""
_NOW_EN = compiled(
    r"\b(?:now|these\s+days|nowadays|from\s+now\s+on|lately|has\s+won|have\s+won|wins|hello|or\s+nothing"
    r"|for\s+everything|all\s+the\s+way|i'm\s+a\s+convert|has\s+my|have\s+my|the\s+winner)\b"
    r"|\b(?:days|weeks|months|years)\s+(?:of|into)\s+[a-z]+ing\b"
)
"""A word of the present, or of the new option winning."""
_NOW_ZH = re.compile(
    r"(?:(?:现在|如今|最近|这阵子|这段时间|这几个月|天天|每天|以后)[^，。；！？]{0,8}?(?:都|全|就|只|基本)?|都|全)"
    r"(?:在|是)?(?:用|喝|吃|听|看|去|刷|玩|练|学|上|找|是|在)(?P<name>[\u4e00-\u9fffA-Za-z0-9]{2,8}?)"
    r"(?=上|了|的|里|啦|[，,。！!；;]|$)"
)
"""The same in Chinese: 现在冰箱里都是伊利, 天天在QQ音乐上听歌, 晚上都在练吉他 (the name after its verb)."""
_SPAN_EN = compiled(r"\b(?:days|weeks|months|years)\s+(?:of|into)\s+(?P<name>[a-z]+ing)\b")
"""A span of present use: "Three weeks of cycling to the office"."""
_BACK = compiled(
    r"\b(?:back\s+(?:in|to|on|with)|came\s+(?:\w+\s+)?back\s+to|went\s+back\s+to|stuck\s+with|sticking\s+with"
    r"|staying\s+with|still\s+(?:on|with|use|using)|returned\s+to)\b"
    r"|回到|回归|还是(?:用|回|选|在|去)?(?![不没别])|又用回|继续用"
)
"""A clause that goes back to a thing or keeps it: "Back in Notion", "stuck with Spotify", 还是美团."""
_LEAD_EN = compiled(
    r"^(?:(?:i'm|i\s+am|we're|we\s+are|it's|it\s+is|it|i|we|the|my|our|a|an|now|honestly|so|and|but|plus"
    r"|these\s+days|all|just|finally)\s+)+"
)
_NAME_EN = re.compile(r"(?<![\w'])(?:Dr\.?\s+)?[A-Z0-9][\w'&+-]*(?:\s+[A-Z0-9][\w'&+-]*)*")
_NOT_NAMES = frozenset({"i", "i'm", "i've", "i'd", "it's", "it", "the", "my", "we", "our", "now", "ok"})
_PRODUCT_EN = compiled(r"\s+(?:app|account|membership|subscription|plan|card|sim)\b.*$")
_THEIRS = compiled(r"^(?:he|she|they|his|her|their)\b|^(?:my|our)\s+(?:\w+\s+)?(?:\w+'s)\b")
_QUESTION = re.compile(r"[?？]|[吗呢]\W*$")
_COMMA = re.compile(r"[，,;；]")


def may_turn_away(text: str) -> bool:
    """The cheap gate: a word of turning away and one of present use."""
    now = _NOW_EN.search(text) is not None or _NOW_ZH.search(text) is not None
    return now and AWAY.search(text) is not None


def turned_away(clause: str) -> bool:
    """A clause that turns away from its thing, and does not go back to it."""
    return AWAY.search(clause) is not None and _BACK.search(clause) is None


def goes_back(clause: str) -> bool:
    """A clause that goes back to a thing, or keeps it ("Back in Notion", "stuck with Spotify", 还是美团)."""
    return _BACK.search(clause) is not None


def in_use(clause: str) -> tuple[str, str] | None:
    """A clause of present use: (its words, the new name), or None."""
    if _QUESTION.search(clause) or _THEIRS.search(clause.strip()) or goes_back(clause):
        return None
    if is_chinese(clause):
        match = _NOW_ZH.search(clause)
        if match is None:
            return None
        name = match.group("name").strip()
        return (clause, name) if len(name) >= 2 else None
    if _NOW_EN.search(clause) is None or turned_away(clause):
        return None
    if (span := _SPAN_EN.search(clause)) is not None:
        return clause, span.group("name")
    rest = _LEAD_EN.sub("", clause.strip())
    for match in _NAME_EN.finditer(rest):
        name = _PRODUCT_EN.sub("", match.group(0)).strip()
        if name.casefold() not in _NOT_NAMES:
            return clause, name
    return None


_PERSON = re.compile(r"^(?:Dr\.?|Mr\.?|Mrs\.?|Ms\.?)\s+[A-Z]|^[\u4e00-\u9fff]{1,3}(?:医生|大夫|老师)$")


def fits(slot: str, name: str, clause: str) -> bool:
    """Whether a name said in present use may be the held slot's new value: one of its listed options,
    said with its cue word (手机, "gym"), a person's title for a person's slot, or a brand's capitalised
    name for an option or an organisation. 吉他 is no phone: the held one then only ends."""
    kind = BY_NAME.get(slot)
    if kind is None:
        return False
    folded = name.casefold()
    if any(option.casefold() in folded for option in kind.options) or names_cue(clause, kind):
        return True
    if kind.value == "person":
        return _PERSON.match(name) is not None
    return kind.value in ("option", "organisation") and name.isascii() and name[:1].isupper()


def pieces(statement: str) -> list[str]:
    """A statement's comma-separated pieces ("Hulu and I are done" stays whole)."""
    return [piece.strip() for piece in _COMMA.split(statement) if piece.strip()]


def gone_back_to(text: str, held: list[Held]) -> list[int]:
    """The held memories (by index) a message goes back to or keeps, named by their value right after
    the words of going back ("Tried Obsidian for a day… Back in Notion", 券用完了还是美团): the trial
    of another has ended."""
    said = [c for one in statements(text)[:20] if not _QUESTION.search(one) for c in _COMMA.split(one)]
    back = [clause[found.end() :].casefold() for clause in said if (found := _BACK.search(clause))]
    if not back:
        return []
    return [
        at
        for at, one in enumerate(held)
        if any(_named(word, part) for word in _names_of(one) for part in back)
    ]


def _names_of(held: Held) -> tuple[str, ...]:
    """What names a held option gone back to: a slot's whole value (not "milk" of oat milk: "back to whole
    milk" is another one), else the names in its words (Revolut of "I do all my banking with Revolut")."""
    if held.subject == "user" and held.value and held.value != held.content:
        return (held.value,)
    return tuple(word for word in value_words(held) if not word.isascii() or not word.islower())


_BACK_LEAD = compiled(r"^\s*(?:(?:到|用|回|the|my|good\s+old|old|ol')\s*)*")


def _named(word: str, back: str) -> bool:
    """The held option named right after the words of going back ("back to good old Revolut", 还是美团;
    not 还是做调度: the same work, still, is no going back)."""
    said = _BACK_LEAD.sub("", back)
    word = word.casefold()
    if not word.isascii():
        return said.startswith(word)
    return re.match(rf"{re.escape(word)}(?![\w-])", said) is not None
