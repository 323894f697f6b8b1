"""A held restriction lifted (pure): a health restriction or a standing rule of the user's ended by a
clause that lifts it (docs/extraction.md, "Session 30: restrictions and rules lifted or revised").

A lift is a verb of lifting said of a *reference* (``LIFTS``): "the nephrologist has lifted the salt
restriction", "the no-alcohol rule doesn't apply anymore", "you can ignore the word cap", "I give up on
the Spanish thing", 流食的限制解除了, 人均这个限制可以放开了, 浓茶不用忌了, 九点前那条规矩撤了吧. The
reference names its restriction by a word of its thing, as a withdrawal does (``withdrawn_rules``:
shared words, a slot's words, a substance and the foods it is in); a reference of no such word — a
thing word or a pronoun alone ("that restriction", 不用限制了, "that rule can go") — is anaphora, and
names the one held restriction the rest of the message names (算了，三个太少了，不用限制了 of
以后推荐别超过三个选项).

A restriction is any held constraint, or a stance of refusal (never, dislike: 戒辣). Nothing is lifted
by a question, a word of one occasion (这次不用限制), a lift still to come or hoped for ("maybe the
restriction can go in six months", 下个月才能解除), a denied one ("can't be lifted", 还不能放开), or
someone else's ("my dad's doctor lifted his salt restriction", 我朋友的忌口取消了).
"""

import re
from collections.abc import Sequence
from dataclasses import dataclass

import memory_center.extraction.rules.words as w
from memory_center.extraction.rules.health_cleared import SAME_THING
from memory_center.extraction.rules.model import DISLIKE, NEVER, HeldMemory
from memory_center.extraction.rules.split import clauses, statements
from memory_center.extraction.rules.text import alternatives, compiled, is_chinese, trim
from memory_center.extraction.rules.withdrawn_rules import SLOT_WORDS, en_words, zh_words
from memory_center.governance.lasting import says_one_time

_THING_EN = (
    r"(?:restriction|ban|limit|cap|rule|diet|thing|requirement|instruction|request|policy|bit|stuff|no-\w+"
    r"|embargo|prohibition|regime|regimen)s?"
)
_DET = r"(?:the|that|my|this|your|those|these|our)"
_REF = rf"(?P<ref>[^,.;!?]{{0,40}}?\b{_THING_EN})"
_LIFTS_EN = (
    # a verb of lifting and its reference: "has lifted the salt restriction", "give up on the Spanish thing"
    rf"\b(?:lift(?:ed|s)?|remov(?:e|ed|es)|scrap(?:ped)?|ditch(?:ed)?|ignore|waiv(?:e|ed)|relax(?:ed)?"
    rf"|give\s+up\s+on|gave\s+up\s+on|giving\s+up\s+on|end(?:ed)?|undo|undid|rescind(?:ed)?|revok(?:e|ed))"
    rf"\s+{_DET}\s+{_REF}\b",
    # the reference and its end: "the fat restriction is over", "the caffeine ban has been lifted"
    rf"(?:^|\b{_DET}\s+){_REF}\s+(?:is|'s|are|'re|has\s+been|have\s+been|was|were|got|can\s+be|can)\s+"
    r"(?:now\s+|officially\s+|finally\s+|totally\s+|completely\s+)?(?:lifted|over|off|gone|go|removed"
    r"|dropped|cancell?ed|scrapped|done|history|ended|finished|no\s+longer\s+(?:needed|necessary|required))\b",
    rf"(?:^|\b{_DET}\s+){_REF}\s+(?:doesn'?t|does\s+not|don'?t|do\s+not|no\s+longer)\s+(?:apply|applies"
    r"|stand|stands|matter|matters)\b",
    # off the diet: "I'm off the low-carb diet now"
    rf"\b(?:i'?m|i\s+am)\s+(?:now\s+|finally\s+|officially\s+)?off\s+{_DET}\s+{_REF}\b",
    # the thing allowed again: "I can have salt again", "I'm allowed coffee again", "back on the menu" (an act
    # allowed again, "you can talk about my weight again", is ``revised_rules``' permission)
    r"\b(?:i\s+)?(?:can|may|'m\s+allowed\s+to|am\s+allowed\s+to)\s+(?:have|eat|drink|take)\s+"
    r"(?P<ref>[a-z][\w\s-]{0,30}?)\s+again\b",
    r"\b(?:'m|am)\s+allowed\s+(?!to\b)(?P<ref>[a-z][\w\s-]{0,30}?)\s+again\b",
    r"(?P<ref>[a-z][\w\s-]{0,30}?)\s+(?:is|are|'s)\s+back\s+on\s+(?:the\s+)?(?:menu|table|list)\b",
    # no need to keep restricting it: "no need to avoid gluten anymore", "I don't have to watch salt anymore"
    r"\b(?:no\s+need\s+to|(?:i\s+)?(?:don'?t|do\s+not|no\s+longer)\s+(?:have|need)\s+to)\s+(?:avoid|watch|limit"
    r"|restrict|cut\s+out|cut\s+back\s+on|stay\s+off|stay\s+away\s+from)\s+(?P<ref>[\w\s-]{1,30}?)"
    r"\s+(?:anymore|any\s+more|now)\b",
)
LIFTS_EN = tuple(compiled(shape) for shape in _LIFTS_EN)
"""The shapes of a lift in English, each with its reference (``ref``)."""
_ADVERBS_ZH = r"(?:可以|就|也|都|先|现在|已经|终于|算是|被|给)*"
_LIFTED_ZH = (
    _ADVERBS_ZH
    + r"(?:解除|取消|放开|撤销?|撤掉|废除|作废|去掉|拿掉|不用管|不用忌口?|不用限制|不限制?|不用守|不用遵守"
    r"|不作数|不算数)"
)
_LIFTED_THING_ZH = _ADVERBS_ZH + r"(?:解除|放开|不用管|不用忌口?|不用限制|不限制?|不用守|不用遵守)"
"""A lift said of a restriction (限制解除了, 那条撤了吧), and the fewer said of its thing alone (浓茶不用忌了:
取消 of a thing is no lift, 会员卡我取消了)."""
LIFTS_ZH = (
    # the reference, a word of restriction or a pointer, and its end: 流食的限制解除了, 九点前那条规矩撤了吧
    re.compile(
        r"(?P<ref>[^，,。！!？?\s]{0,14}?)(?:的|这个|那个|那条|这条|这项|那项)?"
        r"(?:限制|规矩|要求|规定|禁令|忌口|禁忌|那条|这条|那个|这个)" + _LIFTED_ZH
    ),
    # the thing itself and its end: 浓茶不用忌了, 戒辣那条可以不用管了
    re.compile(r"(?P<ref>[^，,。！!？?\s]{1,14}?)" + _LIFTED_THING_ZH + r"(?:了|吧|啦)"),
    # the end alone: 不用限制了 (anaphora)
    re.compile(r"^(?P<ref>)(?:也|就|都)?(?:不用|无需|不必)(?:再)?(?:限制|忌口|管这个|管那个)了?"),
    # no need to keep restricting it: 不用再控盐了, 不用戒辣了
    re.compile(r"(?:不用|无需|不必|不需要)(?:再)?(?P<ref>(?:控|戒|忌|少吃|少喝|限)[\u4e00-\u9fff]{1,4}?)了"),
    # the thing allowed again: 又能吃辣了, 现在可以喝咖啡了
    re.compile(r"(?:又|重新|终于|现在|已经)(?:可以|能)(?:吃|喝|碰)(?P<ref>[\u4e00-\u9fff]{1,4}?)了"),
)
"""The shapes of a lift in Chinese."""
_NOT_YET = compiled(
    r"\b(?:if|whether|when|once|maybe|might|could|hopefully|hope|will|won'?t|going\s+to|gonna|soon|yet|until"
    r"|in\s+(?:a|an|one|two|three|four|five|six|\d+)\s+(?:days?|weeks?|months?|years?)|can'?t|cannot|isn'?t"
    r"|wasn'?t|hasn'?t|not\s+(?:been\s+)?lifted|still)\b"
    r"|如果|要是|万一|等到?|之后才|才能|还不|还没|没有?(?:解除|取消|放开)|不能|希望|也许|可能|下周|下个月|明年|还是|仍然|依然"
)
"""A lift still to come, hoped for, denied, or a restriction still held: nothing ends."""
_OTHERS = compiled(
    r"\b(?:he|she|they|his|her|their|him|them)\b|\bmy\s+(?:\w+\s+)?(?:friend|mum|mom|dad|mother|father|brother"
    r"|sister|wife|husband|partner|son|daughter|kid|colleague|coworker|boss|flatmate|roommate)'?s?\b"
    r"|[他她]|(?:朋友|同事|老婆|老公|爸|妈|哥|姐|弟|妹|孩子|儿子|女儿|室友|闺蜜)的"
    rf"|^(?:我的?|我们的?)?(?:{alternatives(w.KIN_ZH)})"
)
"""A lift of someone else's restriction."""
_QUESTION = re.compile(r"[?？]\s*$|[吗呢么]\s*[。.!！]?$|要不要|能不能|可不可以|是不是")
_POINTERS = re.compile(
    r"\b(?:the|that|this|those|these|my|your|our|it|whole|entire|one|restrictions?|bans?|limits?|caps?|rules?"
    r"|diets?|things?|requirements?|instructions?|requests?|policy|bit|stuff|embargo|prohibition|regimen?)\b"
    r"|限制|规矩|要求|规定|禁令|忌口|禁忌|那条|这条|那个|这个|这项|那项|的",
    re.IGNORECASE,
)
"""The words of a reference that point and name no thing: a reference of them alone is anaphora."""
_RESTRICTS = frozenset({NEVER, DISLIKE})
_SPEAKER_ZH = re.compile(r"^.*?(?:说|讲|表示|告诉我|通知我)")
"""Who says the lift (医生说浓茶不用忌了): no word of the thing."""
_RESTRICTING_ZH = re.compile(r"[控低少戒忌禁限只别不]")
"""The characters that restrict a thing (控糖, 戒辣, 低盐): the thing is what remains."""


@dataclass(frozen=True, slots=True)
class Lift:
    """A held restriction lifted: its index among the held, and the clause that lifts it."""

    at: int
    clause: str


def may_lift(text: str) -> bool:
    """The cheap gate: a clause of the message has a shape of lift."""
    return any(_references(trim(clause)) for clause in clauses(text))


def lifted(text: str, held: Sequence[HeldMemory]) -> list[Lift]:
    """The held restrictions the message lifts, each once."""
    found: list[Lift] = []
    for statement in statements(text):
        if _QUESTION.search(statement) or says_one_time(statement) or _NOT_YET.search(statement):
            continue
        for clause in clauses(statement):
            said = trim(clause)
            if _OTHERS.search(said):
                continue
            for ref in _references(said):
                named = _named_by(ref, held) if not _anaphora(ref) else []
                if not named and _anaphora(ref):
                    named = _named_by(_rest(text, clause), held)
                    named = named if len(named) == 1 else []
                found.extend(Lift(at, said) for at in named if all(one.at != at for one in found))
    return found


def restriction(kind_is_constraint: bool, value: str) -> bool:
    """Whether a held memory is a restriction a lift may end: a constraint, or a stance of refusal."""
    return kind_is_constraint or value.casefold() in _RESTRICTS


def _references(clause: str) -> list[str]:
    shapes = LIFTS_ZH if is_chinese(clause) else LIFTS_EN
    return [trim(m.group("ref")) for shape in shapes if (m := shape.search(clause))][:1]


def _anaphora(ref: str) -> bool:
    return not _POINTERS.sub(" ", ref).strip(" -")


def _rest(text: str, clause: str) -> str:
    """The message without the lifting clause: what else it names."""
    return text.replace(clause, " ")


def _named_by(ref: str, held: Sequence[HeldMemory]) -> list[int]:
    return [at for at, rule in enumerate(held) if _names(ref, rule)]


def _names(ref: str, rule: HeldMemory) -> bool:
    said = f"{rule.content} {rule.subject} {rule.value} {SLOT_WORDS.get(rule.predicate, '')}"
    foods = " ".join(foods for thing, foods in SAME_THING.items() if thing.casefold() in said.casefold())
    same = en_words(foods.replace("|", " "))
    if is_chinese(ref):
        core = _RESTRICTING_ZH.sub("", _SPEAKER_ZH.sub("", _POINTERS.sub("", ref)))
        words = zh_words(core) | ({core} if len(core) == 1 else set())
        return any(word in said for word in words) or bool(en_words(ref) & en_words(said))
    words = en_words(_POINTERS.sub(" ", ref))
    return bool(words & (en_words(said) | same))
