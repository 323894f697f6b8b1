"""A held thing of the user's life ended by an event said of it (pure): "We closed the Chase accounts and
moved over to a credit union", "Ported my number out of Verizon", "My husband left nursing and opened a
coffee shop", 不在新东方干了，自己出来开了个小工作室, 我们上个月分了……现在单身, 旺财被我妈接回老家了,
我老公辞职开了家烧烤店.

``rules.flips`` ends a held pet, partner, car or used option when a word of a thing gone
(``turn_words.GONE``) is said in a clause that names it, about the user only. Life changes are more
often said as events: of a relative's job, of an employment whose job title is held apart from the
employer, of a partner named by "we", with a verb of ending that is no loss (closed, returned, ported,
退了, 还了). One table of ending verbs (``ENDING``, data) is applied to the memories of the event's
owner (docs/extraction.md, "Session 23: life changes said as events"):

1. **The owner** opens the clause: a kin word ("my husband", 我老公, 我爸) makes it that relative's event,
   another person (he, she, "my friend's") nobody's the user holds, anything else the user's ("Hannah
   and I", 我们, a held pet's name). A clause with no subject of its own has its statement's.
2. **Named by value**: the clause names the held memory by its words (``anchors``: the value, or a
   statement's content words less generic ones), e.g. Chase, 新东方, 旺财, nursing.
3. **Named by kind**: a verb that ends a kind of thing on its own ends the owner's memories of that kind
   whatever their value: leaving a job (resigned, 辞职, 不干了) ends the workplace, the job title and a
   statement about work; a break-up (broke up, 分了) ends the partner.
4. **Gates** per clause: no question, condition, guess, plan, wish or future ("I'll quit Target"), no
   negation before the verb (还没辞职, "didn't sell"); no sarcasm or retraction in the message.
"""

import functools
import re
import unicodedata
from collections.abc import Sequence
from dataclasses import dataclass

import memory_center.extraction.rules.words as w
from memory_center.extraction.rules.anchors import anchors, names
from memory_center.extraction.rules.asserted import is_retraction, is_sarcastic
from memory_center.extraction.rules.ending_words import (
    close_ending,
    for_now,
    of_story,
    role_ending,
    role_left,
    unowned,
)
from memory_center.extraction.rules.flips import one_off
from memory_center.extraction.rules.free_text import FREE_TEXT_PREDICATE
from memory_center.extraction.rules.held_endings import GENERIC_EN, GENERIC_ZH
from memory_center.extraction.rules.split import clauses, statements
from memory_center.extraction.rules.text import alternatives, compiled, english, is_chinese, listed
from memory_center.extraction.rules.turn_words import GONE

LEFT_JOB = (
    r"resigned|retired|stepped\s+down|(?:got\s+|was\s+|been\s+)?laid\s+off|(?:got\s+|was\s+)?let\s+go"
    r"|handed\s+in\s+(?:my|his|her|their)\s+notice|(?:quit|left)\s+(?:my|his|her|their)\s+job"
    r"|(?:walked\s+away\s+from|lost)\s+(?:my|his|her|their)\s+job",
    r"辞职|离职|裸辞|辞了工作|辞掉工作|不干了|不上班了|不在.{1,10}?(?:干|上班|做)了|退休|被裁|下岗|被开了",
)
"""Leaving a job, said without the job: it ends the owner's work, whatever it was."""
PARTED = (
    r"broke\s+up|broken\s+up|split\s+up|we\s+split|(?:and\s+i|we)\s+(?:have\s+)?split|divorced|separated"
    r"|called\s+it\s+(?:off|quits)|divorce\s+(?:was|is|has\s+been|got)\s+(?:\w+\s+)?(?:finali[sz]ed|final|through)"
    r"|signed\s+(?:the|our)\s+divorce\s+papers|divorce\s+(?:went|came)\s+through|ended\s+things"
    r"|(?:is|'s)\s+my\s+ex\b|my\s+ex\s+now",
    r"分手|分了|离婚|掰了|吹了|(?:和|跟)\S{1,6}?(?:分开了|离了(?!职))|我们分开了",
)
"""A break-up, said without the partner: it ends the owner's partner."""
GRADUATED = (
    r"graduated|graduation\s+(?:pics|photos|day|ceremony)|defended\s+(?:my|his|her)\s+(?:thesis|dissertation)"
    r"|finished\s+(?:my|his|her)\s+(?:degree|studies|masters?|master's|phd)",
    r"(?<!的)毕业(?!生|论文|设计|旅行|照)|答辩通过|拿到(?:了)?(?:学位|毕业证)",
)
"""A graduation, said without the school: it ends the owner's being a student, wherever it was."""
STUDY = (
    r"\b(?:student|studying|study|studies|junior|senior|sophomore|freshman|undergrad|master's|masters|phd)\b",
    r"读|在读|上学|大[一二三四]|研[一二三]|博[一二三]|学生",
)
"""Words of a held statement about someone's studies (ended by ``GRADUATED``)."""
ENDING = (
    r"quit|quitting|left|resigned|closed|cancell?ed|returned|gave\s+back|handed\s+back|ported|switched\s+away"
    r"|moved\s+(?:my|our)\s+(?:money|accounts?)\s+out|got\s+stolen|was\s+stolen|stolen"
    # a last day, a child taken out of a school, a farewell (session 26: life changes told as a narrative)
    r"|last\s+(?:day|shift|week)\s+(?:at|with|of)|(?:pulled|pulling|took|taking|taken)\s+\w+\s+out\s+of"
    r"|(?-i:RIP)|rest\s+in\s+peace|said\s+goodbye\s+to|handed\s+in\s+(?:my|our)\s+(?:badge|keys)"
    # a membership let go, a school finished (session 28: an ending ends the held memory it names)
    r"|lapsed?|expired|(?:didn't|did\s+not|never)\s+renew(?:ed)?|finished\s+(?:up\s+)?at"
    r"|walked\s+away\s+from|stepped\s+away\s+from",
    r"还了|还掉|还回去|退了|退掉|退卡|接回老家|接回去|接走|转走|转出|销了|关了|被偷|丢了|不[干做种开养当]\S{0,3}了"
    r"|最后一天|最后一个班|交了工牌|交还工牌|寿终正寝|摔碎|摔坏|摔烂|泡水|掉进水里|进水了|退园|退学|转学走"
    r"|到期了?没续|没续费|不续了|没再续",
)
"""Verbs of ending a held thing named in the same clause, besides a thing gone (``turn_words.GONE``)."""
CAR = (r"car|ride|lease|leased\s+car", r"车|辆")
"""A car said by its kind ("gave the lease back", 租的那辆还了): ended with a verb of ending, it ends the
user's memories of driving, whatever the car (not when said of one occasion: a rental returned today)."""
WORK = (
    r"\b(?:work|works|working|job|employed|teach|teaches|teaching|nurse|lawyer|engineer|manager|analyst)\b"
    r"|\b(?:is|am|i'm|'s)\s+an?\s+\w+(?:\s+\w+)?\s+at\b",
    r"上班|工作|任职|打工|当|做|种地|开店|干活",
)
"""Words of a held statement about someone's work (ended by ``LEFT_JOB``)."""
JOB = "job"
WORK_SLOTS = frozenset({"workplace", JOB})
PARTNER_WORDS = f"{w.PARTNER_WORDS_EN}|{w.PARTNER_WORDS_ZH}"
USER = "user"
_OWNED_BY_USER = frozenset({USER, "partner", "pet", *w.PET_ROLES})
_CHILDREN = frozenset(
    listed("son|daughter|child|kid|stepson|stepdaughter|儿子|女儿|孩子|闺女|小孩|宝宝|娃|大宝|二宝")
)
"""The keys of the user's children's memories (``held_schools``, ``held_schools_en``)."""
_PEOPLE = frozenset(f"{w.KIN_EN}|{w.KIN_ZH}|{PARTNER_WORDS}".casefold().split("|"))


def _pattern(table: tuple[str, str]) -> re.Pattern[str]:
    return compiled(rf"\b(?:{table[0]})\b|{table[1]}")


def _gone() -> str:
    english_words = "|".join(p.replace(" … ", r"\s+\w+\s+").replace(" ", r"\s+") for p in GONE[0].split("|"))
    return rf"\b(?:{english_words})\b|{GONE[1]}"


_CUE = listed(
    "quit|left|resign|retire|stepped|laid|let go|notice|close|cancel|return|gave|given|handed|port|switch"
    "|moved|stolen|broke|split|divorc|separat|called it|pass|died|dead|put down|put to|homed|ran away"
    "|run away|sold|got rid|scrap|total|traded|written|no longer|not with|shut|bye|goodbye|cut ties|pulled"
    "|last day|last shift|last week|pulling|took|taking|taken|rip|rest in|badge"
    "|还|退|接|转|销|关|偷|丢|不|辞|离|裁|岗|开了|分|掰|吹|停|倒闭|去世|逝|死|走了|没了|送|卖|处理|报废|出手|寄养|养"
    "|最后|工牌|寿终|摔|水|graduat|defended|finished|毕业|答辩|学位"
    "|lost|live with|home|rainbow|no more|my ex|ended|laps|expir|renew|walked|hung up|eliminat|redundan"
    "|gave up|done with|out of|安乐|飞走|跑丢|走丢|救|汪星|喵星|天使|讲台|开除|鱿鱼|走人|续|离了"
    "|to sleep|no longer|离开|最后一程|火化|安葬|入土"
)
"""Words without which no ending verb is said: the cheap first search of ``may_change``."""
_LEFT_JOB = _pattern(LEFT_JOB)
_PARTED = _pattern(PARTED)
_GRADUATED = _pattern(GRADUATED)
_STUDY = compiled(rf"{STUDY[0]}|{STUDY[1]}")
_ENDING = compiled(
    f"{_pattern(ENDING).pattern}|{_gone()}|{_LEFT_JOB.pattern}|{_PARTED.pattern}|{_GRADUATED.pattern}"
)
"""An ending of any held thing the clause names; ``ending_words`` adds those of a pet or a person only
and a job left by its place."""
_WORK = compiled(rf"{WORK[0]}|{WORK[1]}")
_CAR = _pattern(CAR)
_DRIVES = compiled(r"\b(?:drive|drives|driving|car)\b|开车|车")
_PARTNER = compiled(english(PARTNER_WORDS))
_CLOSE_LISTED = listed("|".join([PARTNER_WORDS, *(w.CLOSE_ROLES[role] for role in w.PET_ROLES)]))
_CLOSE_WORDS = compiled(
    english("|".join(word for word in _CLOSE_LISTED if word.isascii()))
    + "|"
    + alternatives("|".join(word for word in _CLOSE_LISTED if not word.isascii()))
)
_PARTNERED = compiled(rf"\b(?:{w.PARTNER_WORDS_EN}|married|engaged)\b|{w.PARTNER_WORDS_ZH}|结婚|领证|订婚")
"""Words of a held statement of the user's own about their partner ("I've been married to Dan for ten
years", 我和老公结婚五年了): ended by a break-up (``PARTED``)."""
_KIN_EN = compiled(
    rf"^(?:so\s+|and\s+|but\s+|well\s+)?(?:my|our)\s+(?:\w+\s+)?(?P<kin>{english(w.KIN_EN)})(?!'s|’s)\b"
)
_KIN_ZH = re.compile(rf"^(?:我的?|我们家的?|我家)?(?P<kin>{alternatives(w.KIN_ZH)})(?!的)")
_OTHER = compiled(
    rf"^(?:so\s+|and\s+|but\s+)?(?:he|she|they|his|her|their)\b|^(?:[他她]|他们|她们|别人|人家)"
    rf"|\b(?:my|our)\s+(?:\w+\s+)?{english(w.KIN_EN)}(?:'s|’s)"
)
_NOT_SAID = compiled(
    r"[?？]|(?:吗|(?<!饿了)么)\W*$|\b(?:if|unless|would|'d|will|'ll|won't|gonna|going\s+to|want\s+to|wanna|thinking\s+(?:of"
    r"|about)|might|maybe|probably|should|could|plan|planning|swear|someday|one\s+day|wish|hope|considering)\b"
    r"|如果|要是|假如|万一|想|打算|准备|考虑|要不要|该不该|可能|也许|希望|计划|迟早|早晚|哪天|差点|差一点|险些|\balmost\b|\bnearly\b"
)
_NEGATED = compiled(r"(?:\bnot|n't|\bnever|没有?|还没|未|别)\W*(?:\w+\W+)?$")
FOR_REPAIR = (
    r"in\s+for\s+(?:repairs?|a\s+repair|service|servicing)|in\s+the\s+shop|at\s+the\s+(?:repair\s+shop|garage)"
    r"|being\s+(?:fixed|repaired)|getting\s+(?:it\s+)?(?:fixed|repaired)|sent\s+(?:it\s+)?(?:off\s+)?for\s+repairs?",
    r"送修|拿去修|送去修|在修|返厂|维修中|修好|保修|售后",
)
"""A thing sent to be repaired (手机摔坏送修了, "the Focus is in for repairs"): still the user's, for now
out of use; no ending."""
_FOR_REPAIR = compiled(rf"\b(?:{FOR_REPAIR[0]})\b|{FOR_REPAIR[1]}")
_SUBJECT = compiled(r"^(?:so\s+|and\s+|but\s+)?(?:i|we|i've|we've|i'm|we're|my|our)\b|^(?:我|我们|咱)")


@dataclass(frozen=True, slots=True)
class Owned:
    """A held memory as this reading needs it: whose (``subject``), its key and its words."""

    subject: str
    predicate: str
    value: str
    content: str = ""


@functools.lru_cache(maxsize=4)
def may_change(text: str) -> bool:
    """Pure and cheap: whether the message says an ending verb (a plain substring search first), not in
    sarcasm; the last few answers are kept, as the write path asks of one message more than once."""
    said = unicodedata.normalize("NFKC", text)
    folded = said.casefold()
    cued = any(word in folded for word in _CUE)
    return cued and _verb(said) is not None and not is_sarcastic(said)


def ended_by_events(text: str, held: Sequence[Owned]) -> list[int]:
    """The indexes of the held memories that an event of the message ends."""
    said = unicodedata.normalize("NFKC", text).strip()
    if not may_change(said) or any(is_retraction(c) for s in statements(said) for c in clauses(s)):
        return []
    found: list[int] = []
    parted_for_now = for_now(said)  # "said goodbye to Pumpkin at the cattery": still the user's
    for statement in statements(said):
        owner: str | None = USER
        if of_story(statement):
            continue  # "cried when the cat died in that movie": the story's ending
        for clause in clauses(statement):
            owner = _owner(clause, owner)
            if owner is None or not (verb := _verb(clause)):
                continue
            if (
                _NOT_SAID.search(clause)
                or _NEGATED.search(clause[: verb.start()])
                or _FOR_REPAIR.search(clause)
            ):
                continue
            named = _named(clause, statement, held, owner)
            if parted_for_now:
                named = [index for index in named if not is_close(held[index])]
            found += [index for index in named if index not in found]
    return found


def _verb(clause: str) -> re.Match[str] | None:
    """The first ending verb of the clause: of any thing, of a pet or a person, of a job by its place."""
    found = [m for m in (_ENDING.search(clause), close_ending(clause), role_ending(clause)) if m is not None]
    return min(found, key=lambda match: match.start()) if found else None


def _owner(clause: str, before: str | None) -> str | None:
    """Whose event the clause tells: a kin word opening it, the user, None for someone else; a clause
    with no subject of its own is its statement's so far."""
    if kin := (_KIN_ZH.match(clause) if is_chinese(clause) else _KIN_EN.match(clause)):
        return kin["kin"].casefold()
    if _OTHER.search(clause):
        return None
    return USER if _SUBJECT.search(clause) else before


def _whose(memory: Owned, owner: str, clause: str) -> bool:
    """The memory is the owner's; a memory of the user's partner is also the user's break-up's."""
    subject = memory.subject.casefold()
    if owner == USER:
        return subject in _OWNED_BY_USER or (
            _PARTNER.fullmatch(subject) is not None and bool(_PARTED.search(clause))
        )
    return subject == owner or (is_chinese(owner) and (subject in owner or owner in subject))


def _named(clause: str, statement: str, held: Sequence[Owned], owner: str) -> list[int]:
    """The owner's memories the clause names by their words, or ends by their kind; a partner named by
    words in the statement ("Liam and I called it off") is the one ended, not every partner held."""
    mine = [index for index, memory in enumerate(held) if _whose(memory, owner, clause)]
    # the user's own act on a child's thing ("we pulled Leo out of Oakwood", 女儿退园了 said by "we")
    # ends it when the clause names it by its words; no ending by kind reaches a child's memory
    kids = [i for i, memory in enumerate(held) if owner == USER and memory.subject.casefold() in _CHILDREN]
    # a thing of one occasion ended with no first person ("the 7:35 train was cancelled this morning") is
    # that occasion's, not the held habit's; "I closed my Chase account today" is the user's ending
    occasion = one_off(clause) and not _SUBJECT.search(clause)
    by_words = [index for index in [*mine, *kids] if _by_words(clause, held[index])]
    if occasion:  # a pet's or a person's death is dated by "this morning", no occasion of theirs
        by_words = [i for i in by_words if close_ending(clause) is not None and is_close(held[i])]
    if _ENDING.search(clause) is None:  # "we lost Rufus in May": a pet's or a person's end only
        by_words = [index for index in by_words if is_close(held[index])]
    left = _LEFT_JOB.search(clause) is not None or role_left(clause)
    work = [index for index in mine if _is_work(held[index])] if left else []
    partners = [index for index in mine if _is_partner(held[index])] if _PARTED.search(clause) else []
    if named_partners := [index for index in partners if _by_words(statement, held[index])]:
        partners = named_partners
    cars = [] if not _CAR.search(clause) or one_off(clause) else [i for i in mine if _is_car(held[i])]
    studies = [i for i in mine if _is_study(held[i])] if _GRADUATED.search(clause) else []
    by_kind = {*work, *partners, *cars, *studies}
    ended = [index for index in mine if index in by_kind]
    return [index for index in range(len(held)) if index in by_words or index in ended]


def is_close(memory: Owned) -> bool:
    """A pet's or a person's memory, or a statement of the user's naming one ("I've got a parrot called
    Mango"): what "lost", "went to live with", 安乐 end."""
    subject = memory.subject.casefold()
    if subject != USER or memory.predicate == "name":
        return True
    return _CLOSE_WORDS.search(memory.content or memory.value) is not None


def _is_car(memory: Owned) -> bool:
    free_text = memory.predicate.startswith(FREE_TEXT_PREDICATE)
    return memory.predicate == "car" or (
        free_text and _DRIVES.search(memory.content or memory.value) is not None
    )


def _is_work(memory: Owned) -> bool:
    """A work slot, or a statement about work that is not the way to it (我开车上班 is a commute)."""
    free_text = memory.predicate.startswith(FREE_TEXT_PREDICATE)
    said = memory.content or memory.value
    return memory.predicate in WORK_SLOTS or (
        free_text and _WORK.search(said) is not None and not _is_car(memory)
    )


def _is_study(memory: Owned) -> bool:
    """A school slot, or a statement about studies ("I'm a junior at Ohio State", 我在复旦读大三)."""
    free_text = memory.predicate.startswith(FREE_TEXT_PREDICATE)
    return memory.predicate == "school" or (
        free_text and _STUDY.search(memory.content or memory.value) is not None
    )


def _is_partner(memory: Owned) -> bool:
    free_text = memory.predicate.startswith(FREE_TEXT_PREDICATE)
    said = memory.content or memory.value  # a statement of the partner's work is no partner memory
    # a statement whose subject is the partner (我男朋友阿诚在广州工作, held under 男朋友) is of the partner,
    # whatever it tells; one of the user's holding a partner word may be of the user's own work
    if free_text and _PARTNER.fullmatch(memory.subject) is not None:
        return True
    return memory.subject == "partner" or (
        free_text and _PARTNERED.search(said) is not None and not _is_work(memory)
    )


def _ended_other(said: str, words: frozenset[str], value: str) -> bool:
    """A clause whose "died"/"dead"/"passed" has a subject of its own that is no word of the memory."""
    died = _DIED.search(said)
    before = _BEFORE.search(said[: died.start()]) if died is not None else None
    if before is None:
        return False
    return before["word"].casefold() not in _PRONOUNS and not names(before["word"], words, value)


def _by_words(clause: str, memory: Owned) -> bool:
    """The clause names the memory by its words (less generic ones and the words of people)."""
    words = anchors(memory.value) | (anchors(memory.content) if memory.content else frozenset())
    words = frozenset(word for word in words if word not in GENERIC_EN and word not in GENERIC_ZH)
    words = frozenset(word for word in words if word.casefold() not in _PEOPLE)  # the owner names no thing
    held_names = (memory.value,) if memory.predicate == "name" else ()  # "Priya's grandma" names her
    said = unowned(clause, held_names, f"{memory.value} {memory.content}")
    if _ended_other(said, words, memory.value):
        return False  # "the battery's dead in Pepper's laser toy": the battery's end
    return (bool(words) and names(said, words, memory.value)) or _by_initials(said, memory)


_DIED = compiled(r"\b(?:died|dead|passed|passed\s+away)\b")
_BEFORE = compiled(
    r"\b(?P<word>[a-z][\w-]*)(?:'s|’s|\s+is|\s+was|\s+has|\s+had|\s+just|\s+finally|\s+sadly|\s+been)*\s*$"
)
"""An ending said of its subject (died, dead, passed): the word before it is the thing that ended."""
_PRONOUNS = frozenset(listed("he|she|it|they|we|i|who|that|which|also|and|then|sadly|finally|just"))


_CAPITALISED_RUN = re.compile(r"\b[A-Z][\w'-]*(?:\s+[A-Z][\w'-]*){1,3}")
_INITIALS = re.compile(r"\b[A-Z]{2,4}\b")


def _by_initials(clause: str, memory: Owned) -> bool:
    """The clause names a held name by its initials ("cancelled PF" for Planet Fitness)."""
    said = set(_INITIALS.findall(clause))
    held = memory.content or memory.value
    return bool(said) and any(
        "".join(word[0] for word in run.split()).upper() in said for run in _CAPITALISED_RUN.findall(held)
    )
