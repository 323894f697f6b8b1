"""A held health state that ends, or a held health constraint relaxed in part (pure; the write path's
turn step, ``writepath.health_revisions``, supplies the user's held memories).

Two kinds of news about a held health memory, both read as data, not phrases per case:

- **A state reaches its end** (``STATE_ENDS``, one row per state: the words that name the held state,
  the events that end it). A pregnancy ends with a birth ("Baby's here!! … born Tuesday", 宝宝出生了),
  trying for a baby with a pregnancy (怀上了, "we're expecting"), short sight with eye surgery (全飞秒,
  LASIK, 不用戴眼镜了), breastfeeding with weaning (断奶), a cataract with its operation, a broken bone
  with its healing. Every held memory of the user that names the state (its subject or its statement)
  ends, worded by the message: the new state is what the message says.
- **A constraint relaxed in part** ("hard cheese is ok now, milk is still off the table", 酸奶问题不大了，
  纯牛奶还是不行, 海鲜可以少吃点，啤酒还是别喝): a statement that says what no longer holds (``RELAXED``)
  and what still holds (``STILL``) of a held health constraint it names (a shared thing, or a food of
  its substance: ``health_cleared.SAME_THING``), or of the held diet when a food is eaten again
  (开始吃鸡蛋了，奶还是不喝), revises it: the held one ends and the message is the user's constraint in
  its place, with the restriction that remains.

A question, a plan or a hope ("thinking about LASIK next year", 如果尿酸降下来了), and news of someone
else (同事的宝宝出生了, "my sister's baby was born", 我老公开始吃鸡蛋了) change nothing.
"""

import re
from dataclasses import dataclass

from memory_center.extraction.rules.health_cleared import SAME_THING
from memory_center.extraction.rules.openings import is_question
from memory_center.extraction.rules.split import clauses, statements
from memory_center.extraction.rules.text import compiled, is_chinese


@dataclass(frozen=True, slots=True)
class StateEnd:
    """A health state (``held``: the words that name it) and the events that end it (``ends``)."""

    name: str
    held: re.Pattern[str]
    ends: re.Pattern[str]


STATE_ENDS = (
    # trying for a baby comes before a pregnancy: "trying to get pregnant" names the first
    StateEnd(
        "trying for a baby",
        compiled(r"\btrying\s+(?:for\s+a\s+baby|to\s+(?:get\s+pregnant|conceive))|\bttc\b|备孕|在要孩子"),
        compiled(
            r"\bpregnant\b|\bexpecting\b|\bpositive\s+(?:pregnancy\s+)?test|怀上|怀孕了|两条杠|两道杠|中奖了"
        ),
    ),
    StateEnd(
        "pregnancy",
        compiled(r"\bpregnan|\bexpecting\b|\bweeks\s+along\b|怀孕|孕[早中晚]期|孕\d+周|怀了"),
        compiled(
            r"\b(?:was|were|got)?\s*born\b|\bgave\s+birth\b|\bdelivered\b|\bbaby(?:'s|\s+is)\s+here\b"
            r"|\b(?:she|he|they)(?:'s|\s+is|\s+has|\s+have)?\s+arrived\b|出生|生了|生下|顺产|剖腹产|剖宫产|卸货"
        ),
    ),
    StateEnd(
        "short sight",
        compiled(r"short-?sighted|near-?sighted|myopi|近视|散光"),
        compiled(
            r"\b(?:lasik|lasek|prk|smile|icl)\b|laser\s+eye\s+surgery|no\s+more\s+glasses"
            r"|(?:don't|do\s+not|no\s+longer)\s+need\s+(?:my\s+)?glasses|飞秒|激光手术|晶体植入|不用(?:再)?戴眼镜"
            r"|摘掉?了眼镜"
        ),
    ),
    StateEnd(
        "breastfeeding",
        compiled(r"breast-?feeding|\bnursing\b|哺乳|母乳"),
        compiled(r"\bwean(?:ed)?\b|\b(?:stopped|done|finished)\s+(?:breast-?feeding|nursing)\b|断奶|离乳"),
    ),
    StateEnd("cataract", compiled(r"cataract|白内障"), compiled(r"\bsurgery\b|\boperation\b|手术")),
    # having none of a kind ends when one is found: "no allergies" by "turns out I'm allergic to shellfish"
    StateEnd(
        "no allergies",
        compiled(
            r"\b(?:no|zero)\s+(?:known\s+|food\s+|real\s+|drug\s+)?allergies\b|\ballergy[- ]free\b"
            r"|\b(?:not|never\s+been|isn't|am\s+not)\s+(?:\w+\s+)?allergic\b"
            r"|\b(?:don't|dont|do\s+not|never)\s+(?:have|had)\s+(?:any\s+)?(?:\w+\s+)?allergies\b"
            r"|[没无不](?:有|啥|什么|任何)?(?:什么|任何)?[\u4e00-\u9fff]{0,3}?过敏"
        ),
        compiled(
            r"(?<!not\s)(?<!n't\s)(?<!never\s)(?<!never\sbeen\s)\ballergic\s+to\b"
            r"|\b(?:an?|my)\s+(?:\w+\s+)?allergy\b(?![- ]free)"
            r"|对[^，,。不没无]{1,10}过敏|(?<![不没无么有])过敏|(?<!没)有过敏"
        ),
    ),
    StateEnd(
        "broken bone",
        compiled(r"\bbroken\s+(?:arm|leg|ankle|wrist|foot)|\bfracture|骨折|打着?石膏"),
        compiled(r"\bcast\s+(?:came|is|comes)\s+off\b|\bhealed\b|石膏拆了|拆了石膏|拆石膏了|长好了|痊愈"),
    ),
)
"""The health states that end by an event (data, one row per state)."""

STILL_EN = compiled(
    r"\bstill\s+(?:no|not|can't|cannot|avoid|off|out|a\s+no|banned)\b"
    r"|\b(?:is|are|'s|'re)\s+still\s+(?:a\s+no|off|out|not|banned|forbidden)\b"
    r"|\b(?:have|need|got)\s+to\s+(?:watch|avoid|cut\s+out|stay\s+away\s+from)\b"
)
STILL_ZH = re.compile(r"还是(?:不|别|没法|忌|得忌|要忌|碰不了)|仍然不|依然不|照样不|还得(?:忌|戒|避)|继续不")
"""What still holds of a relaxed constraint ("still no meat", "milk is still off the table", 还是不行)."""
RELAXED_EN = compiled(
    r"\b(?:is|are|'s|'re)\s+(?:\w+\s+)?(?:fine|ok|okay|allowed)\b|\bagain\b|\bin\s+moderation\b"
    r"|\bstarted\s+(?:eating|having|drinking)\b|\b(?:back\s+to|went\s+back\s+to)\s+(?:eating|having)\b"
    r"|\bcan\s+(?:have|eat|drink)\b"
)
RELAXED_ZH = re.compile(
    r"可以|没问题|问题不大|没事了|开始(?:吃|喝)|(?<![不没])能(?:吃|喝)|恢复(?:吃|喝)|又吃"
)
"""What no longer holds ("X is fine now", "started eating fish again", 可以少吃点, 问题不大了)."""
_NOT_YET = compiled(
    r"\b(?:if|whether|next\s+(?:week|month|year)|tomorrow|will|going\s+to|gonna|scheduled|booked|hope|hoping"
    r"|might|maybe|thinking\s+(?:about|of)|considering|plan(?:ning)?\s+to)\b"
    r"|如果|要是|万一|下周|下个月|明年|明天|将要|准备|打算|预约|希望|考虑|想去"
)
"""A change still to come, hoped for or supposed: nothing ends."""
_OTHER = compiled(
    r"\b(?:my|our|a)\s+(?:\w+\s+)?(?:friend|sister|brother|mum|mom|mother|dad|father|cousin|colleague"
    r"|coworker|co-worker|neighbou?r|boss|aunt|uncle|niece|nephew|roommate|flatmate|husband|wife|partner"
    r"|boyfriend|girlfriend)(?:'s|s)?\b|\b(?:the|my|our)\s+kids\b|\bfamily\b"
    r"|朋友|同事|闺蜜|室友|邻居|姐姐|妹妹|哥哥|弟弟|嫂子|表姐|表妹|堂姐|我妈|我爸|老妈|老爸|老公|老婆|男朋友|女朋友"
)
"""News of someone else's (their birth, their surgery, their diet)."""
_DIET_AGAIN = compiled(
    r"\b(?:started|start|starting)\s+(?:eating|having|drinking)\b|\b(?:back\s+to|went\s+back\s+to)\s+"
    r"(?:eating|having)\b|\beat(?:ing)?\s+\w+\s+again\b|开始(?:吃|喝)|恢复(?:吃|喝)|又(?:吃|喝)|也吃了|也喝了"
)
"""A food eaten again: what relaxes a held diet."""
PARTS = {
    **SAME_THING,
    "shellfish": "shrimp|prawn|crab|lobster|mussel|oyster|clam|scallop",
    "seafood": "shrimp|prawn|crab|lobster|mussel|oyster|clam|scallop|fish",
    "海鲜": "虾|蟹|贝|鱼|生蚝|扇贝", "海产品": "虾|蟹|贝|鱼",
    "carb": "bread|rice|pasta|potato|noodle", "主食": "米饭|面条|馒头|面食",
}  # fmt: skip
"""A held thing and the things it covers (data, with ``health_cleared.SAME_THING``): "crab is fine now"
names a held shellfish allergy."""
_FUNCTION_EN = frozenset(
    [
        "still",
        "now",
        "though",
        "but",
        "and",
        "for",
        "the",
        "with",
        "have",
        "has",
        "had",
        "not",
        "can't",
        "cannot",
        "off",
        "out",
        "are",
        "is",
        "its",
        "it's",
        "that",
        "this",
        "again",
        "fine",
        "okay",
        "allowed",
        "doctor",
        "dietician",
        "dietitian",
        "says",
        "said",
        "me",
        "my",
        "i'm",
        "all",
        "any",
        "more",
        "less",
        "bit",
        "eat",
        "eating",
        "eats",
        "drink",
        "drinking",
        "having",
        "table",
        "limits",
        "moderation",
        "small",
        "portions",
        "sometimes",
        "turns",
        "ok",
    ]
)
_FUNCTION_ZH = frozenset(
    "我你他她它的了是在有不都还可以能吃喝碰别没也就要得点些说和啥么一现最近医生少偶尔问题大行"
)
"""Words that name no thing: a held constraint is named by a word that is neither."""


@dataclass(frozen=True, slots=True)
class HeldState:
    """A memory of the user: its key, value, type and statement."""

    subject: str
    predicate: str
    value: str
    constraint: bool
    content: str = ""


def may_change_state(text: str) -> bool:
    """Pure and cheap: whether the message may end a held health state or relax a held constraint."""
    return any(row.ends.search(text) for row in STATE_ENDS) or bool(still_said(text))


def state_of(held: HeldState) -> StateEnd | None:
    """The health state a held memory names, or None (the first row whose words it says)."""
    said = f"{held.subject} {held.content}"
    return next((row for row in STATE_ENDS if row.held.search(said)), None)


def states_ended(text: str, held: list[HeldState]) -> list[HeldState]:
    """The held memories whose health state an event of the user's in the message ends."""
    ends = [
        statement
        for statement in statements(text)
        if not is_question(statement) and not _NOT_YET.search(statement) and not _OTHER.search(statement)
    ]
    found: list[HeldState] = []
    for one in held:
        row = state_of(one)
        if row is not None and any(_ends_in(row, statement) for statement in ends):
            found.append(one)
    return found


def _ends_in(row: StateEnd, statement: str) -> bool:
    """An end event of the state said in the statement, not inside the words that name the state
    itself ("trying to get pregnant" is no pregnancy)."""
    named = [match.span() for match in row.held.finditer(statement)]
    return any(
        not any(start < end_at and match.start() < end for start, end in named)
        for match in row.ends.finditer(statement)
        for end_at in (match.end(),)
    )


def relaxed(text: str, held: list[HeldState]) -> list[HeldState]:
    """The held constraints a statement of the user's relaxes in part (what no longer holds and what still
    does): a held health constraint it names, or the held diet when a food is eaten again."""
    if is_question(text) or _NOT_YET.search(text):
        return []
    still = still_said(text)
    if not still:
        return []
    parts = parts_of(text)
    loosened = [part for part in parts if relaxes(part) and not _OTHER.search(part)]
    if not loosened or any(_OTHER.search(part) for part in parts if still_said(part)):
        return []
    found: list[HeldState] = []
    for one in held:
        if not one.constraint:
            continue
        if one.predicate == "diet":
            if any(_DIET_AGAIN.search(part) for part in loosened):
                found.append(one)
        elif _names_thing(text, one):
            found.append(one)
    # a memory read from the statement of a relaxed one goes with it (贝类 disliked beside 我对海鲜过敏)
    said = [one.content for one in found if one.content]
    return found + [one for one in held if one not in found and any(part in one.content for part in said)]


def parts_of(text: str) -> list[str]:
    """The clauses of each statement of the message."""
    return [part for statement in statements(text) for part in clauses(statement)]


def still_said(text: str) -> re.Match[str] | None:
    return STILL_ZH.search(text) if is_chinese(text) else STILL_EN.search(text)


def relaxes(part: str) -> bool:
    """Whether a clause says what no longer holds (and not what still does)."""
    if still_said(part):
        return False
    return bool(RELAXED_ZH.search(part) if is_chinese(part) else RELAXED_EN.search(part))


def _names_thing(text: str, held: HeldState) -> bool:
    """Whether the message names a thing of the held constraint: a word of its statement that names a
    thing, or a food of its substance (``SAME_THING``: held lactose, "milk")."""
    said = f"{held.subject} {held.content}".casefold()
    folded = text.casefold()
    for substance, foods in PARTS.items():
        if substance in said and any(food in folded for food in foods.split("|")):
            return True
    if is_chinese(said):
        pairs = {said[i : i + 2] for i in range(len(said) - 1)}
        return any(
            re.fullmatch(r"[\u4e00-\u9fff]{2}", pair) and not set(pair) <= _FUNCTION_ZH and pair in folded
            for pair in pairs
        )
    words = {word for word in re.findall(r"[a-z][a-z-]{2,}", said) if word not in _FUNCTION_EN}
    return any(re.search(rf"\b{re.escape(_stem(word))}(?:e?s)?\b", folded) for word in words)


def _stem(word: str) -> str:
    return re.sub(r"(?:es|s)$", "", word) if len(word) > 4 else word
