"""A held thing turned against or gone, said in other words (pure): "Horror movies give me nightmares
these days, so I stay away from them", "My running days are over", 辣的一口都不碰了, "Mochi passed
away", 我和阿杰分手了, "I've been vegetarian for months" (after "I love steak").

One message alone cannot tell that "horror movies" is a memory; the write path (``writepath.held_turns``)
gives the user's held memories (``Held``), and this module decides which of them the message turns:

1. **Polarity** (``turn_words``, a lexicon per language): a clause says that a liking or habit is
   over (cessation: "quit", 好久没; aversion: "bores me", 难受; inability: "can't handle", 吃不消;
   lost interest: 没兴趣), that a held thing is gone (died, split up, sold, 送人了), or only negates
   (not, 不) — which turns a stance, never a free-text memory or a slot.
2. **Naming** (``anchors``): the clause (or the clause before it, when the turn is said of "it")
   shares a content word with the memory: its thing, its statement's words, a pet's or partner's name
   or "our cat", 我家狗.
3. **Who and when**: a message about another person, a question, a condition, sarcasm or a retraction
   turns nothing; a clause that concedes ("even though …"), still holds the liking ("I still love
   tea") or names a one-off ("not tonight", 今天不想吃辣) turns nothing either.

A diet that rules out meat (vegetarian, 吃素) turns the held likings of meat (``turn_words.MEAT``,
for a vegan also ``ANIMAL``).
"""

import functools
import re
import unicodedata
from collections.abc import Sequence
from dataclasses import dataclass
from enum import StrEnum

import memory_center.extraction.rules.turn_words as tw
import memory_center.extraction.rules.words as w
from memory_center.extraction.rules.anchors import anchors, names, names_role, shared_characters, zh_anchors
from memory_center.extraction.rules.asserted import is_plan, is_retraction, is_sarcastic
from memory_center.extraction.rules.ending_words import for_now, owner_only
from memory_center.extraction.rules.split import clauses, statements
from memory_center.extraction.rules.text import alternatives, compiled, english, is_chinese, one_of
from memory_center.extraction.rules.thing_kinds import kind_named_at, kind_words, members_of
from memory_center.governance.lasting import says_one_time


class Kind(StrEnum):
    STANCE = "stance"
    """A liking of a thing (``<thing> / preference = like``): turned by any turn, bare negation too."""
    HABIT = "habit"
    """A free-text statement or a favourite: turned by a turn of taste or a thing gone."""
    HAD = "had"
    """A pet, a partner, a car: ended by a thing gone only."""
    AGAINST = "against"
    """A dislike of a thing (``<thing> / preference = dislike``): turned by a liking of it said again
    ("Olives have grown on me", 苦瓜现在我反而挺爱吃的), the mirror of a turn."""
    USED = "used"
    """A service, a brand or an organisation the user uses (a slot's value: the bank, the gym, the
    streaming service): ended by a thing gone or given up (cancelled, quit, 退订, 卸载), not by a
    dislike ("Netflix bores me" leaves the subscription held)."""


@dataclass(frozen=True, slots=True)
class Held:
    """A held memory as the turn sees it: what it is known by, and its kind."""

    kind: Kind
    said: str
    """The words it is named by: a stance's thing, a free-text statement, a pet's name."""
    role: str = ""
    """For a pet or partner: its role ("cat", "partner"), named by "our cat", 我家猫."""


class Turn(StrEnum):
    TASTE = "taste"
    QUIT = "quit"
    """A taste turned by giving the thing up (cessation: stopped, cancelled, 戒了, 退订)."""
    GONE = "gone"
    WEAK = "weak"
    LIKED = "liked"
    """A liking said (not negated, not one of likeness): turns a held dislike only."""


def _words(table: tuple[str, str]) -> str:
    """One alternation of a lexicon table: English whole words (… is up to 3 words), Chinese anywhere."""
    en, zh = table
    phrases = sorted(listed_en(en), key=len, reverse=True)
    english_part = "|".join(r"\s+(?:\S+\s+){0,3}?".join(map(re.escape, p.split(" … "))) for p in phrases)
    return rf"\b(?:{english_part})(?![\w'])|{alternatives(zh)}"


def listed_en(words: str) -> list[str]:
    return [word.replace("…", " … ").replace("  ", " ").strip() for word in words.split("|")]


def _frames(table: tuple[str, str]) -> tuple[str, str]:
    """The negative-effect frames (``turn_words.NEGATIVE_EFFECT``) as English and Chinese alternations."""
    en, zh = table
    degree = r"(?:(?:so|really|very|super|too|quite|a\s+bit|kind\s+of)\s+)?"
    bad = degree + english(tw.BAD_STATES[0])
    english_part = "|".join(
        r"\s+(?:\S+\s+){0,3}?".join(map(re.escape, p.split(" … "))).replace(re.escape("{bad}"), bad)
        for p in listed_en(en)
    )
    zh_part = "|".join(
        f.replace("{bad}", alternatives(tw.BAD_STATES[1])).replace("{verb}", alternatives(tw.VERBS_ZH))
        for f in zh.split("|")
    )
    return rf"\b(?:{english_part})(?![\w'])", zh_part


_EFFECT_EN, _EFFECT_ZH = _frames(tw.NEGATIVE_EFFECT)
_NEGATED_EFFECT = compiled(rf"(?:\bnot|n't|\bnever)\s+(?:\w+\s+)?{_EFFECT_EN}|{alternatives(tw.NOT_YET_ZH)}")
"""A frame negated ("isn't too hot for me"), or not yet done (还没戒, 还没续): no turn, not even weak."""
_STOPPED_ZH = "|".join(f.replace("{verb}", alternatives(tw.VERBS_ZH)) for f in tw.STOPPED_DOING_ZH.split("|"))
_TASTE = compiled(
    "|".join(_words(table) for table in (tw.CESSATION, tw.AVERSION, tw.INABILITY, tw.LOST_INTEREST))
    + rf"|\bused\s+to\b|(?<!\bnot\s)(?<!n't\s){_EFFECT_EN}|{_EFFECT_ZH}|{_STOPPED_ZH}"
)
_EVAL_BAD = compiled(english(tw.EVALUATION_BAD))
_EVAL_GOOD = compiled(english(tw.EVALUATION_GOOD))
_OCCASION = compiled(rf"\b(?:{tw.OCCASION_EN})\b(?!\s+days)|[?？]")  # "these days" is no occasion
"""A judgement of one occasion or one serving ("the sushi was awful", "this coffee is bland"): no turn."""
_REPLACED = compiled(english(tw.REPLACED_EN))
_NEW_ONE = compiled(r"\b(?:for|with|by|to|in favou?r of|in|on|at|of|inside)\b")
"""Where the thing given up ends: the new one ("for a Garmin"), or where it sits ("the battery in my
Kindle": a part replaced, not the Kindle)."""
_PREFER = compiled(_words(tw.PREFER_OTHER))
_RATHER_THAN = compiled(_words(tw.RATHER_THAN))
_GONE = compiled(_words(tw.GONE))
_QUIT = compiled(f"{_words(tw.CESSATION)}|{_STOPPED_ZH}")
_WEAK = compiled(rf"{english(tw.WEAK[0])}|n't\b|{alternatives(tw.WEAK[1])}")
_ONE_OFF = compiled(_words(tw.ONE_OFF))
_LATELY = re.compile(tw.LATELY_ZH)
_STILL = compiled(_words(tw.STILL))
_LIKING = compiled(_words(tw.LIKING))
_LIKENESS = compiled(_words(tw.LIKENESS))
_REFERS = compiled(rf"\b(?:it|them|that|this|one|stuff)\b|[它这那]|^{alternatives(tw.SAID_OF_IT_ZH)}")
"""A later clause that points back at the thing ("…, so I've sworn it off", 我对它没兴趣)."""
_CONCESSIVE = compiled(rf"^(?:{_words(tw.CONCESSIVE)})|^(?:and\s+|but\s+)?(?:although|though|even)\b")
_DIET = compiled(_words(tw.DIET))
_VEGAN = compiled(_words(tw.VEGAN))
_MEAT = compiled(_words(tw.MEAT))
_ANIMAL = compiled(_words(tw.ANIMAL))

OTHERS = compiled(
    rf"^(?:my|our)\s+(?:\w+\s+)?{english(w.KIN_EN)}|^{english(w.OTHER_PEOPLE_EN.replace('|we|our', ''))}"
    rf"|\b(?:he|she|they|his|her|their)\b|^(?:我的?|我家)?{alternatives(w.KIN_ZH)}"
    rf"|(?<![其被]){alternatives(tw.OTHERS_ZH)}|[\"“”「」]|\b(?:my|our)\s+(?:\w+\s+)?{english(w.KIN_EN)}'s?\b"
)
"""Another person: a kin word opening the clause, a third-person pronoun, a quote."""
_WITH_ME = compiled(r"^(?:my|our)\s+\w+\s+(?:and|&)\s+i\b|^(?:我和|我跟|我与)")
_ABOUT_ME = compiled(r"\b(?:i|i'm|i've|i'd|me|my|myself|we|we're|we've|us|our)\b")
QUESTION = re.compile(r"[?？]|(?:[吗呢]|(?<!饿了)么)\W*$")
CONDITIONAL = compiled(
    rf"(?:^|[，,]\s*)(?:{alternatives(w.CONDITIONAL_ZH)}|{english(w.CONDITIONAL_EN)}|\bwhat\s+if\b|\bwould\b)"
)
GUESS = compiled(_words(tw.GUESS))
_CUE = compiled(
    f"{_TASTE.pattern}|{_GONE.pattern}|{_WEAK.pattern}|{_DIET.pattern}|{_PREFER.pattern}|{_EVAL_BAD.pattern}"
    f"|{_REPLACED.pattern}"
)
_LIKED_CUE = compiled(f"{_LIKING.pattern}|{_EVAL_GOOD.pattern}")


def _any_of(table: tuple[str, str]) -> str:
    """``_words`` for a search that only asks whether one is said: its English phrases without a gap
    and its Chinese words as tries (``text.one_of``), so its alternatives come in another order (the
    same texts match, not always the same words)."""
    en, zh = table
    phrases = sorted(listed_en(en), key=len, reverse=True)
    parts = [r"\s+(?:\S+\s+){0,3}?".join(map(re.escape, p.split(" … "))) for p in phrases if " … " in p]
    parts.append(one_of("|".join(phrase for phrase in phrases if " … " not in phrase)))
    return rf"\b(?:{'|'.join(parts)})(?![\w'])|{one_of(zh)}"


_ANY_CUE = compiled(
    "|".join(_any_of(table) for table in (tw.CESSATION, tw.AVERSION, tw.INABILITY, tw.LOST_INTEREST))
    + rf"|\bused\s+to\b|(?<!\bnot\s)(?<!n't\s){_EFFECT_EN}|{_EFFECT_ZH}|{_STOPPED_ZH}"
    + f"|{_any_of(tw.GONE)}|{_WEAK.pattern}|{_any_of(tw.DIET)}|{_any_of(tw.PREFER_OTHER)}"
    + f"|{_EVAL_BAD.pattern}|{_REPLACED.pattern}"
)
"""Whether ``_CUE`` matches (only that: ``may_turn``), about 40 % faster to search."""


def _said(text: str) -> str:
    return re.sub(alternatives(tw.ASIDES), "", unicodedata.normalize("NFKC", text), flags=re.I).strip()


def turns_away(text: str) -> bool:
    """Whether a message may turn something held against: a turn word, said as a statement by the user
    or of a thing (not another person, no question, condition, sarcasm or retraction)."""
    return _may_turn(_said(text), _ANY_CUE)


def beside_a_turn(parts: Sequence[str], clause: str) -> bool:
    """Whether another part of a statement turns something away ("Cancelled Spotify, I'm on Apple
    Music these days"): the memory of the clause is then worded by the clause alone, not by the words
    that end the old one (docs/extraction.md, "Turns of taste and endings of held things")."""
    return any(other != clause and clause not in other and turns_away(other) for other in parts)


@functools.lru_cache(maxsize=4)
def may_turn(text: str) -> bool:
    """Whether a message may turn something held (pure, cheap: the write path reads the user's
    memories only then): a turn against it (``turns_away``) or a liking, which may turn a held dislike.
    The last few messages' answers are kept: the write path asks of one message up to four times (its
    step's ``wanted``, ``complete``, and each reading of the held memories), and the cue search costs
    tens of microseconds."""
    said = _said(text)
    return _may_turn(said, _ANY_CUE) or _may_turn(said, _LIKED_CUE)


_REQUEST_ZH = re.compile(r"^(?:请|麻烦你?)?(?:帮我|帮忙|替我|给我)")
"""A request (帮我取消健身房的课): a task for the agent, not the user's taste turned."""


def _may_turn(said: str, cue: re.Pattern[str]) -> bool:
    if not cue.search(said) or QUESTION.search(said) or CONDITIONAL.search(said):
        return False
    if _REQUEST_ZH.search(said):
        return False
    if GUESS.search(said) or (one_off(said) and not _GONE.search(said)):
        return False  # a guess, or a taste of one occasion ("not tonight"): no turn
    if is_sarcastic(said) or any(is_retraction(part) for one in statements(said) for part in clauses(one)):
        return False
    opening = statements(said)
    first = clauses(opening[0]) if opening else []  # the first clause of the first sentence only
    return bool(first) and (_WITH_ME.search(said) is not None or OTHERS.search(first[0]) is None)


def _theirs(clause: str, memory: Held, words: frozenset[str]) -> bool:
    """The clause is about something of the pet's or partner's ("Anna's mother passed away", 阿杰的狗
    送人了, "Priya's grandma"): its own end is not theirs (``ending_words.owner_only``)."""
    held_names = (memory.said,) if memory.kind is Kind.HAD else ()
    return owner_only(clause, words | set(held_names), memory.said, held_names)


def one_off(said: str) -> bool:
    return says_one_time(_LATELY.sub("", said)) or _ONE_OFF.search(said) is not None


def clause_turn(clause: str) -> Turn | None:
    if _NEGATED_EFFECT.search(clause):
        return None
    if _GONE.search(clause):
        return Turn.GONE
    if _QUIT.search(clause):
        return Turn.QUIT
    if _TASTE.search(clause) or _judged(clause, _EVAL_BAD):
        return Turn.TASTE
    return Turn.WEAK if _WEAK.search(clause) else None


def _judged(clause: str, lexicon: re.Pattern[str]) -> bool:
    """The clause judges its thing by a word of the polarity lexicon (``turn_words.EVALUATION_*``), not
    negated ("not bad"), of no occasion ("the curry was bland", "this one is tasty")."""
    return lexicon.search(clause) is not None and not (_OCCASION.search(clause) or _WEAK.search(clause))


def liked(clause: str) -> bool:
    """The clause says a liking, not negated, not turned ("I love them now", 反而挺爱吃的)."""
    plain = _LIKENESS.sub(" ", clause)
    if _WEAK.search(plain) or _TASTE.search(plain) or _judged(plain, _EVAL_BAD):
        return False
    return _LIKING.search(plain) is not None or _judged(plain, _EVAL_GOOD)


def _turns(kind: Kind, turn: Turn | None) -> bool:
    if turn is None:
        return False
    if kind is Kind.AGAINST or turn is Turn.LIKED:
        return kind is Kind.AGAINST and turn is Turn.LIKED
    if kind is Kind.STANCE:
        return turn in (Turn.TASTE, Turn.QUIT, Turn.WEAK)
    if kind is Kind.HABIT:
        return turn in (Turn.TASTE, Turn.QUIT, Turn.GONE)
    if kind is Kind.USED:
        return turn in (Turn.QUIT, Turn.GONE)
    return turn is Turn.GONE


def _holds(clause: str) -> bool:
    """The clause still holds a liking of its thing ("I still love tea", 我还是很喜欢火锅)."""
    if _WEAK.search(clause) or _TASTE.search(clause):
        return False
    return _LIKING.search(_LIKENESS.sub(" ", clause)) is not None or _STILL.search(clause) is not None


def _usable(clause: str, with_me: bool) -> bool:
    """A clause that may carry a turn: not conceded, not about another person (unless the statement
    opens with "my wife and I", 我和…: about the user)."""
    if _CONCESSIVE.search(clause) or is_plan(clause):  # "本来想把丰田卖了…": a plan called off
        return False
    return with_me or not OTHERS.search(clause)


def named_turns(text: str, held: Sequence[Held]) -> list[Held]:
    """The held memories the message turns, in the order given (named surely: by a word of theirs, or,
    in Chinese, by two of their content characters)."""
    return [memory for memory, sure in turn_readings(text, held) if sure]


def unsure_turns(text: str, held: Sequence[Held]) -> list[Held]:
    """The held Chinese memories the message turns that it names only by one content character (夜跑 of
    跑步): the topic may be another one, so their revision waits for review (``writepath.held_turns``)."""
    return [memory for memory, sure in turn_readings(text, held) if not sure]


def turn_readings(text: str, held: Sequence[Held]) -> list[tuple[Held, bool]]:
    """The held memories the message turns, each with whether the topic it shares is sure."""
    said = _said(text)
    if not may_turn(said):
        return []
    parts = [clause for statement in statements(said) for clause in clauses(statement)]
    once = one_off(said)
    about_me = is_chinese(said) or _ABOUT_ME.search(said) is not None
    with_me = _WITH_ME.search(said) is not None
    turned: list[tuple[Held, bool]] = []
    for memory in held:
        turn, sure = reading(parts, memory, with_me)
        if turn is Turn.GONE and (for_now(said) if memory.kind is Kind.HAD or memory.role else not about_me):
            turn = None  # not the user's thing, or a pet or person parted from for a while (ending_words)
        mine = about_me or memory.kind in (Kind.STANCE, Kind.AGAINST)
        if turn in (Turn.TASTE, Turn.QUIT, Turn.WEAK, Turn.LIKED) and (once or not mine):
            turn = None
        if _turns(memory.kind, turn) and (sure or turn is not Turn.WEAK):
            turned.append((memory, sure))
    return turned


def reading(
    parts: list[str], memory: Held, with_me: bool, known: frozenset[str] = frozenset()
) -> tuple[Turn | None, bool]:
    """How the message turns one held memory, and whether it surely names it: read from the first clause
    that names it and the clauses that follow it. A Chinese memory no clause names by a word is named
    by the message as a whole: surely when it says two of the memory's content characters (游泳馆游泳 …
    泳池 … 没再去游了), unsurely when one."""
    words = known or anchors(memory.said)  # ``known``: the memory's words given (``rules.held_endings``)
    words |= members_of(memory.said) if memory.kind is Kind.AGAINST else frozenset()  # 攀岩 of a held 运动
    for index, clause in enumerate(parts):
        if names(clause, words, memory.said) or (memory.role and names_role(clause, memory.role)):
            return _turn_from(parts, index, memory, words, with_me), True
    if memory.kind in (Kind.STANCE, Kind.HABIT) and (at := kind_named_at(parts, memory.said)) >= 0:
        turn = _turn_from(parts, at, memory, words | kind_words(memory.said), with_me)  # 戒糖了: its kind
        return (None if turn is Turn.WEAK else turn), True  # a real turn only, not a bare negation
    shared = shared_characters(memory.said, " ".join(parts)) if memory.kind is not Kind.HAD else 0
    if shared:
        return _turn_from(parts, -1, memory, words, with_me), shared >= 2
    return None, True


def _turn_from(
    parts: list[str], index: int, memory: Held, words: frozenset[str], with_me: bool
) -> Turn | None:
    """The turn of the clause at ``index`` (-1: none names the memory) or, when it has none or only a
    bare negation, of the clauses after it that go on about it: the next one, or a later one that points
    back ("…, 去一次耳朵嗡嗡响好几天，我对它没什么兴趣")."""
    clause = parts[index] if index >= 0 else ""
    if index >= 0 and (not _usable(clause, with_me) or _theirs(clause, memory, words)):
        return None
    if memory.kind is Kind.AGAINST:
        if clause and (_TASTE.search(clause) or _WEAK.search(clause)):
            return None  # "I still hate olives, I love pickles though"
        pointing = [part for part in _after(parts, index, with_me) if _REFERS.search(part)]
        return Turn.LIKED if any(liked(part) for part in [clause, *pointing]) else None
    if _holds(clause):
        return None
    turn = clause_turn(clause) if clause else None
    if turn is not Turn.GONE and (replaced := _REPLACED.search(clause)) is not None:
        given_up = _replaced(clause, replaced, words, memory.said)  # "traded the Civic in" is gone
        return Turn.GONE if given_up is not None and memory.kind is Kind.HAD else given_up
    if turn is None and _PREFER.search(clause):
        return _preferred_over(clause, words, memory.said)  # "I'd rather cycle than take the bus"
    if turn in (None, Turn.WEAK):
        # "…, so I stay away from them", "…，现在戒掉了"; "I said aisle, not window": no turn
        for later in _after(parts, index, with_me):
            after = clause_turn(later) or _preferred_over(later, words, memory.said)
            if after not in (None, Turn.WEAK):
                return after  # "威尔仕的卡我不续了，以后不去了": the stronger turn after
    return turn


def _replaced(clause: str, word: re.Match[str], words: frozenset[str], said: str) -> Turn | None:
    """A thing given up for another (``turn_words.REPLACED_EN``): the old one is named after the word
    and before the new one ("swapped coffee for green tea"), or before "replaced by"; only it turns."""
    before, after = clause[: word.start()], clause[word.end() :]
    new_one = _NEW_ONE.search(after)
    if new_one is not None and new_one.start() == len(after) - len(after.lstrip()):
        old = before  # "coffee was replaced by green tea"
    else:
        old = after[: new_one.start()] if new_one is not None else after
    return Turn.QUIT if names(old, words, said) else None


def _objectless(clause: str) -> bool:
    """A Chinese clause that names no thing of its own once its turn words are set aside (我现在不吃了,
    我就不睡了): its object is left out, the thing the message is about."""
    if not is_chinese(clause):
        return False
    rest = _CUE.sub("", clause)
    return not any(len(word) > 1 for word in zh_anchors(rest))


def _after(parts: list[str], index: int, with_me: bool) -> list[str]:
    """The usable clauses after ``index`` that go on about its thing: the next one, then those that point
    back at it (it, them, 它) or, in Chinese, leave their object out; all of them for a message that
    names the thing as a whole (``index`` -1).
    The first one about someone else ends them."""
    found: list[str] = []
    for at in range(index + 1, len(parts)):
        later = parts[at]
        if not _usable(later, with_me):
            break
        if index < 0 or at == index + 1 or _REFERS.search(later) or _objectless(later):
            found.append(later)
    return found


def _preferred_over(clause: str, words: frozenset[str], said: str) -> Turn | None:
    """Something else preferred to the memory's thing: "…, I'd rather stream at home" (the thing not
    named in it), "I'd rather cycle than take the bus" (named after "than"); "I'd rather go to the
    cinema" prefers the thing itself."""
    prefer = _PREFER.search(clause)
    if prefer is None:
        return None
    than = _RATHER_THAN.search(clause, prefer.end())
    if than is not None:
        return Turn.TASTE if names(clause[than.end() :], words, said) else None
    return None if names(clause, words, said) else Turn.TASTE


def diet_turns(text: str, held: Sequence[Held]) -> list[Held]:
    """The held likings of meat (for a vegan, of what animals give too) a diet rules out, when the
    message says the user keeps such a diet ("I've been vegetarian for months", 我吃素好久了)."""
    said = _said(text)
    if not _DIET.search(said) or not turns_away(said) or one_off(said):
        return []
    if not is_chinese(said) and _ABOUT_ME.search(said) is None:
        return []
    vegan = _VEGAN.search(said) is not None
    return [
        memory
        for memory in held
        if memory.kind in (Kind.STANCE, Kind.HABIT)
        and (_MEAT.search(memory.said) or (vegan and _ANIMAL.search(memory.said)))
    ]


def turned(text: str, held: list[str]) -> list[str]:
    """The held stance subjects the message turns (longest first, none inside another)."""
    found: list[str] = []
    for memory in named_turns(text, [Held(Kind.STANCE, s) for s in sorted(set(held), key=len, reverse=True)]):
        if not any(memory.said in other for other in found):
            found.append(memory.said)
    return found
