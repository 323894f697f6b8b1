"""The fallback of the rule extractor: a first-person statement that no slot or rule read is kept as
it is, so that nothing a user says about themselves is silently dropped ("I'm scared of heights", "I
use a hearing aid", "I swim on Thursday mornings", 我不会开车, 我最近在备考雅思), nor what they say
about a close person ("My dad lives in Porto", 我爸妈住在成都).

It runs once per statement, after every reader, and only when the statement gave nothing. Before the
free text, two general shapes are tried on the whole statement (their parts may lie in two clauses):
health (``conditions.read_body``: 海鲜我碰都不能碰，会休克的) and a requirement on everything of a kind
(``requirements``: "Whatever restaurant you pick, it has to have vegetarian options"), both USER
CONSTRAINTs. Otherwise the statement must open with the user ("I", "my", "we", 我, 我们, 我家 …) and
pass the gates of ``said_gates`` (the principle is told there).

The memory is a FACT at USER scope with ``FREE_TEXT_CONFIDENCE``: above governance's default review
threshold (0.6), so it is accepted and in the profile at once, and below a plain reading (0.8), so what
a slot or rule reads later outranks it. Its subject is "user", or the close person it is about
("father", "wife", 爸妈): a statement about them is what the user said, and useful the next time the
agent does something for or with that person, so it is accepted like the user's own, at the same low
confidence, never as the user's liking. Its key is the statement's own canonical text, so saying it
again merges instead of duplicating.
"""

import hashlib
import re
import unicodedata

import memory_center.extraction.rules.own_sphere as own
import memory_center.extraction.rules.said_gates as g
import memory_center.extraction.rules.words as w
from memory_center.enums import MemoryType
from memory_center.extraction.rules.asserted import is_plan, is_retraction, is_sarcastic
from memory_center.extraction.rules.conditions import names_health, read_body, tells_health
from memory_center.extraction.rules.endorsed import weighed
from memory_center.extraction.rules.health import health_joke
from memory_center.extraction.rules.model import Reading
from memory_center.extraction.rules.named_health import health_over, names_listed
from memory_center.extraction.rules.own_habits import own_habit
from memory_center.extraction.rules.pronouns import pointed_back
from memory_center.extraction.rules.requests import is_request, starts_as_request
from memory_center.extraction.rules.retract import retraction_in
from memory_center.extraction.rules.routines import occasion_led
from memory_center.extraction.rules.rule_rows import read_requirement
from memory_center.extraction.rules.split import clauses
from memory_center.extraction.rules.text import alternatives, compiled, english, trim
from memory_center.extraction.rules.typed import PATTERNS
from memory_center.governance.lasting import says_one_time
from memory_center.governance.sensitive import find_sensitive
from memory_center.governance.values import canonical_key_part

FREE_TEXT_CONFIDENCE = 0.65
FREE_TEXT_PREDICATE = "said:"
MAX_CHARS = 200  # a longer statement is a story, not one memory
_KEY_CHARS = 48
USER = "user"

_HABIT_ZH = re.compile(
    r"[\u4e00-\u9fff].*(?:每天|天天|总是|一般|平时|通常|经常|一向|习惯|一直|都用|都在|都坐|都去)"
)
"""A Chinese habit said of oneself (我早上习惯喝一杯豆浆, 我写文档都用Word): when no reader read it, it is
kept as free text like any statement, so a later habit of its topic can end it (``held_habits``)."""
_FOR_A_PURPOSE = compiled(
    r"\b(?:use|buy|wear|order)\s+(?:[\w'-]+\s+){1,3}?for\s+(?:all\s+)?(?:my|our)\s+\w"
    r"|^(?:我们|我)(?:平时|一般|都|一直)?[\u4e00-\u9fff]{1,4}(?:用|穿|买|喝|坐|开)的(?:都)?是"
)
"""A thing used for a purpose ("I use Todoist for my to-do lists", 我记账用的是随手记, 我跑步穿的是亚瑟士的
鞋): a lasting choice of a tool or a brand that no slot of the schema holds, kept as free text so that a
later value in use can end it (``extraction.held_usage``)."""
_WORD = re.compile(r"[^\W\u4e00-\u9fff]+")
_CJK = re.compile(r"[\u4e00-\u9fff]")


def about(text: str) -> str | None:
    """Whom a first-person statement is about: "user", the close person it names ("father", 爸妈), a
    relative whose home it tells ("sister": ``said_gates.KIN``, ``HOME``), or None (another person, or
    no first person at all). Leads are not the statement ("Honestly, I …", 说实话我…); the user may be
    named after the first words ("Home for me is …", 甜的东西我一般不碰: ``said_gates.HOLDS_FOR_ME``)."""
    text = _without_leads(text)
    if role := own.named_role(text):
        return role  # "My manager is called Brennan": a person of the user's, by name (``own_sphere``)
    if g.CHARGED.match(text):
        return (
            USER  # "my landlord wants £950 a month for the flat": the user's rent, not the landlord's doing
        )
    kin = g.KIN_HEAD.match(text)
    if kin and (g.HOME_ANY.search(text) or dated(text)) and not g.REPORTED_ANY.search(text):
        return str(kin["en"] or kin["zh"]).casefold()  # where they live, or their day of the calendar
    if dwelling := _dwelling(text):
        return dwelling[0]  # "my brother's in Lille": where he lives
    if own_child := _OWN_CHILD.match(text):
        return own_child[1]  # 女儿在上幼儿园大班: a Chinese speaker's child needs no 我的
    if _THE_KIDS.match(text):
        return "children"  # "the kids are 7 and 10": a parent's own children need no "my" either
    if not g.OPENS_FIRST_PERSON.match(text):
        told = _names_user_later(text) or occasion_led(text) or own.names_user_inside(text)
        return USER if told or own.owner_dropped(text) else None  # the user not first (``own_sphere``)
    if close := g.CLOSE_HEAD.match(text):
        if close["en"]:
            name = close["en"].casefold()
            return g.NAMES.get(name, name)
        return str(close["zh"])
    if (pointed := pointed_back(text)) is not None:  # "Just measured my son, he's 5'11": the son's
        close = g.CLOSE_HEAD.match(f"my {pointed}" if pointed.isascii() else f"我{pointed}")
        return None if close is None else str(g.NAMES.get(pointed, pointed))
    if g.OTHER_HEAD.match(g.OWN.sub("", text)) or g.OWN_OTHER_HEAD.match(text) or kin is not None:
        return None  # the wider family's doing, however short its name (我姐下个月搬到南京)
    if g.WITH_OTHERS.search(text) and not g.HABIT_ANY.search(text) and not own.shares_home(text):
        return None  # a doing with someone is an occasion; one done with them every week is the user's habit
    return USER


_OWN_CHILD = re.compile(r"^(女儿|儿子|闺女)(?![们的])")
_THE_KIDS = re.compile(r"^the\s+(?:kids|children|twins)(?:'|\b)", re.IGNORECASE)
"""A child named with no possessive opens a statement about the user's own child (女儿在上幼儿园大班)."""


def _without_leads(text: str) -> str:
    previous = None
    while previous != text:
        previous, text = text, g.LEAD.sub("", text, count=1)
    return text


def _names_user_later(text: str) -> bool:
    """The user named after the statement's first words, with no other person before them."""
    if g.HOLDS_FOR_ME_EN.match(text):
        opening = re.split(
            r"\b(?:for|to|with)\s+(?:me|us)\b|\b(?:i|we)\b", text, maxsplit=1, flags=re.IGNORECASE
        )[0]
        person = g.OTHER_IN_TOPIC if g.LIVES_WITH_US.search(text) else g.PERSON_IN_TOPIC
        return person.search(opening) is None
    if (fronted := g.HOLDS_FOR_ME_ZH.match(text)) and _CJK.search(fronted["topic"]):
        topic = fronted["topic"]  # a thing pointed at (这首歌我不喜欢), a turn away (德语我不学了): no fact
        pointed = topic.startswith(("这", "那")) or g.STOPPED_ZH.search(text) is not None
        return g.PERSON_IN_TOPIC.search(topic) is None and not pointed
    return False


def _as_said_by_them(text: str) -> str:
    """A close person's statement with its subject as "I" ("my dad moved …" → "I moved …"), so that the
    verb gates (a past event, a mood, where they are now) read it as they read the user's own."""
    text = _without_leads(text)
    close = g.CLOSE_HEAD.match(text) or g.KIN_HEAD.match(text) or _OWN_CHILD.match(text)
    rest = (text[close.end() :] if close else text).strip()
    if _CJK.match(rest):
        return "我" + rest
    if dwelling := _dwelling(text):
        return "I live in " + dwelling[1]  # "my brother's in Lille": where he lives
    return "I " + re.sub(r"^(?:is|are|'s|'re)\b\s*", "am ", rest, flags=re.IGNORECASE)


_DWELLS_IN = re.compile(
    r"(?:\s+[A-Z][a-z]+)?(?:'s|\s+is|\s+are|'re)\s+(?:based\s+)?in\s+"
    r"(?P<place>[A-Z][a-z]+(?:[\s,]+[A-Z][a-z]+)*)\s*(?:\s[—–-].*)?[.!]*$"
)
_NOW = re.compile(
    r"\b(?:today|tonight|now|this|these|for|until|till|at\s+the\s+moment|on\s+(?:holiday|vacation|business))\b",
    re.IGNORECASE,
)


def _dwelling(text: str) -> tuple[str, str] | None:
    """The named place a relative "is in" with no time said ("my brother's in Lille", "my other brother
    Sam is in Bristol", "my son is in Leicester — …"): where they live (docs/extraction.md, "Session
    24"); "my wife is in Paris this week" is where she is now, "my son is in hospital" no place."""
    head = _KIN_WORD.match(text)
    dwelling = None if head is None else _DWELLS_IN.match(text, head.end())
    if head is None or dwelling is None or _NOW.search(text, 0, dwelling.end("place")):
        return None
    return head["who"].casefold(), dwelling["place"]


_KIN_WORD = re.compile(
    rf"^(?:my|our)\s+(?:(?:other|older|younger|big|little|elder|eldest|youngest|oldest|baby)\s+)?"
    rf"(?P<who>{english(g.KIN[0])}|{english(g.CLOSE[0])})(?=\b)",
    re.IGNORECASE,
)


def _one_occasion(text: str, dated: bool = False) -> bool:
    """A mood, a doing or a place of the moment, a one-off past event, an occasion said once; with a
    date of the calendar (``dated``) a doing or an occasion is a plan of the user's, kept until then."""
    mood = g.MOOD_EN.match(text) or (_CJK.search(text) and g.MOOD_ZH.search(text))
    if mood and not g.TRAIT_ANY.search(text):
        return True
    if g.PAST_VERB.match(text) or g.PAST_ZH.search(text):
        return True
    if dated:
        return False
    if (
        (g.DOING_NOW_EN.match(text) or g.ERRAND_EN.match(text))
        and not _DWELLING.match(text)
        and not g.HABIT_ANY.search(text)
    ):
        return True  # "I'm on the 7:52 train most days" is a habit; an errand for others is one occasion
    return g.OCCASION_ANY.search(text) is not None and g.HABIT_ANY.search(text) is None


_FOR_THE_ERRAND = re.compile(
    r"(?:,|\s[—–-])\s*(?:(?:just\s+)?for|re:?|about)\s+(?:the|a|an|my|our|your)\s+[^,.;!?]{1,30}?[.!]*$"
    r"|[，,][^，,。]{0,10}(?:要用|要填|可以留|可以填|留这个|填这个|用这个|登记用)[^，,。]{0,6}[。！!]*$",
    re.IGNORECASE,
)
"""A closing "for the delivery thing", "for the courier", 快递可以留这个, 物业登记要用: why the user says it,
not what is said: an occasion named there makes no statement one of the moment (docs/extraction.md,
"Session 24")."""


_DWELLING = re.compile(
    r"^(?:i'm|im|i am|we're|we are)\s+(?:in|at)\s+(?:flat|apartment|apt\.?|unit|suite|number|no\.)\s*#?\s*"
    r"[A-Za-z]?\d+[A-Za-z]?\b",
    re.IGNORECASE,
)
"""Where the user lives, said as where they are ("I'm in flat 12C", "we're at number 42"): an address,
no place of the moment; a correction of its number has something to correct."""


def dated(text: str) -> bool:
    """Whether an English statement names a day of the calendar ("on March 3rd", "the 22nd", "19
    August") or a weekday at an hour ("on Thursday at 10"): an appointment, a wedding, a flight the user
    has, a memory until that day (a near one is a detail of the session: ``governance.policies``). What
    a correction says next ("sorry, the 13th") replaces its date (``writepath.late_correction``)."""
    if _CJK.search(text):
        return False
    kinds = {kind for kind in ("day", "weekday", "time") if any(p.search(text) for p in PATTERNS[kind])}
    return "day" in kinds or {"weekday", "time"} <= kinds


_AGE = re.compile(r"\b(?:years?|months?|weeks?)[\s-]+old\b", re.IGNORECASE)
"""An age ("7 years old"): its "old" is no state that is over (``said_gates.PAST_STATE``)."""
_HOME_BY_HABIT = re.compile(r"(一般|都|经常|平时|通常|每天|天天|习惯|基本)宅?在家")
"""在家 after a word of habit (我周末一般都宅在家里打游戏): where a habit is done, not where the user is now
(``said_gates.MOMENT``'s 在家)."""


def _not_a_fact(text: str, *, own: bool, named: bool = False, when: bool = False) -> bool:
    text = _HOME_BY_HABIT.sub(r"\1", _AGE.sub("", text))
    text = _FOR_THE_ERRAND.sub("", text) or text  # "I live at 42 Hartley Road, for the delivery thing"
    if g.QUESTION.search(text) or g.QUOTED.search(text) or g.SMALL_TALK_OPENING.match(text):
        return True
    if is_request(text) or starts_as_request(text) or is_plan(text) or is_sarcastic(text):
        return True
    if any(is_retraction(trim(part)) for part in clauses(text)):
        return True
    if named:
        return g.REPORTED_ANY.search(text) is not None  # a close one by name: the name lasts
    if any(gate.search(text) for gate in g.NOT_A_FACT) or says_one_time(text):
        return True
    if g.ONE_DAY.search(text) and not when:
        return True
    if _pointed_at(text) or g.SARCASTIC_END.search(text) or g.NOT_HAD_ANY.search(text):
        return True
    return _one_occasion(text, when) or (own and g.ROLE_SHAPE.match(text) is not None)


_OWN_SUBJECT = re.compile(r"^(?:and\s+|but\s+|so\s+)?(?:my|our)\s+\w+", re.IGNORECASE)


def _pointed_at(text: str) -> bool:
    """A pronoun as the statement's last object ("I love it", "…, called it Sprint"): a thing pointed at,
    outside the statement. In a later clause with a subject of the user's own it points back at what the
    first clause said ("I don't really do spicy food, my stomach hates it"): the statement holds its thing."""
    parts = [trim(part) for part in clauses(text)]
    if len(parts) > 1 and _OWN_SUBJECT.match(parts[-1]) and not g.POINTED_AT_END.search(parts[0]):
        return False
    return g.POINTED_AT_END.search(text) is not None


def read_free_text(statement: str) -> Reading | None:
    """What a statement no reader read still says: a health or requirement rule in its general shape,
    else the statement kept as a free-text memory, or None when it is no lasting fact."""
    text = own.without_opener(trim(unicodedata.normalize("NFKC", statement)))  # "Just so you have it, …"
    if len(text) > MAX_CHARS or len(_CJK.findall(text)) + len(_WORD.findall(text)) < 2:
        return None
    if g.QUESTION.search(text) or is_request(text) or is_sarcastic(text):
        return None
    if ruled := read_body(text) or read_requirement(text):
        return ruled if not g.REPORTED_ANY.search(text) else None
    if len(_CJK.findall(text)) + len(_WORD.findall(text)) < 3 and not _CJK.search(text):
        return None
    if names_health(text) and (health_over(text) or health_joke(text)):
        return None  # 小时候得过肺炎，早就好了, "allergic to Mondays": no health that binds
    subject = about(text) or own_health_subject(text)
    if subject == USER and tells_health(text):
        return None if not_health_now(g.unmasked(text)) else statement_reading(MemoryType.CONSTRAINT, text)
    named = g.NAMED_CLOSE.match(_without_leads(text)) is not None or own.named_role(text) is not None
    if subject is None or _not_a_fact(
        g.unmasked(own.for_gates(text) if subject == USER else _as_said_by_them(text)),
        own=subject == USER,
        named=named,
        when=subject == USER and dated(text),
    ):
        return None
    if _RULE_OF_A_BODY.search(text):
        return None  # 我们公司规定每周五下午不开会: the company's rule, not the user's
    if weighed(text):
        return None  # "compared Lyft and Uber for the airport run", 拼多多和淘宝比了一下价: no choice made
    if subject != USER and g.REPORTED_ANY.search(text):
        return None  # "my mum says I work too much": her opinion, reported
    if (
        subject == USER
        and (g.OWN_LIKING.search(text) or g.OWN_USING.search(text))
        and not (_HABIT_ZH.search(text) or own_habit(text) or _FOR_A_PURPOSE.search(text))
        and not g.HABIT_DAYS.search(text)
    ):
        return None  # a liking or a tool is the readers'; a habit of set days ("I play padel on Thursday
        # evenings") or a Chinese habit no reader read is kept
    return statement_reading(MemoryType.FACT, text, subject)


_RULE_OF_A_BODY = re.compile(
    r"(?:公司|单位|学校|部门|团队|组里|小区|物业|医院|家里)(?:里|的)?(?:规定|要求|规矩|制度|不允许|不让|明文)"
    r"|\b(?:company|school|office|workplace|employer|firm|team|department|hoa|building|gym|landlord)(?:'s)?\s+"
    r"(?:has\s+(?:a|this)\s+)?(?:rule|rules|policy|policies|requires|require|doesn't\s+allow|does\s+not\s+allow|bans)\b",
    re.IGNORECASE,
)
"""A rule of an organisation the user belongs to (我们公司规定…, "our office has a rule that …"): the
organisation's, told by the user; no fact about the user."""


def statement_reading(memory_type: MemoryType, text: str, subject: str = USER) -> Reading:
    return Reading(
        memory_type,
        subject,
        FREE_TEXT_PREDICATE + statement_key(text),
        text,
        lasting=True,
        confidence=FREE_TEXT_CONFIDENCE,
    )


_SUPPOSED = re.compile(
    r"\b(?:if|unless|in\s+case|what\s+if|wish|hope|hopefully|would|could|someday|one\s+day|imagine)\b"
    r"|如果|假如|要是|万一|的话|希望|但愿|假设",
    re.IGNORECASE,
)


def not_health_now(text: str) -> bool:
    """The gates of a statement of the user's own health (docs/extraction.md, "Health whatever its
    tense"): health binds the agent however it is told — as news ("They bumped my sertraline up to
    100mg last week", 上个月膝盖韧带拉伤了), as a change (降压药从一片改成半片了, "the doc switched me to
    losartan"), hedged ("I think I might be allergic to cats", 应该是乳糖不耐受), or as a habit (我最近在吃
    舍曲林), so the gates of a passing fact (a past event, a change, a hedge, a complaint) do not apply.
    What still gives nothing: a question, a quotation, a request or plan, a supposition (if, 如果), one
    day (today, 今天), a denial ("I don't have diabetes"), sarcasm and a retraction; and a change or a
    turn away that names no medicine or condition of the lists, which is a taste given up for a reason of
    health (血糖有点偏高，奶茶已经戒了): the turn-away step puts it on the held liking."""
    if g.QUESTION.search(text) or g.QUOTED.search(text) or g.SMALL_TALK_OPENING.match(text):
        return True
    if starts_as_request(text) or is_plan(text) or is_sarcastic(text) or _SUPPOSED.search(text):
        return True
    if any(is_retraction(trim(part)) for part in clauses(text)):
        return True
    head = trim(clauses(text)[0]) if clauses(text) else text
    if (g.DOING_NOW_EN.match(head) and not _ON_TREATMENT.match(head)) or g.MISHAP_ANY.search(head):
        return True  # "I'm seeing a doctor", 我经常失眠: what one is doing, a complaint — not a condition
    if g.TURN_ANY.search(text) and not names_listed(text):
        return True  # 血糖有点偏高，奶茶已经戒了: a taste given up, for a reason of health (the turn's)
    if says_one_time(text) or g.ONE_DAY.search(text) or _THIS_DAY.search(text):
        return True
    return g.NOT_HAD_ANY.search(text) is not None


_ON_TREATMENT = re.compile(
    r"^(?:i'm|im|i\s+am)\s+(?:still\s+|currently\s+|now\s+|also\s+)?(?:on(?!\s+(?:my|the|our)\s+way|\s+the\s+phone|\s+holiday|\s+vacation|\s+leave|\s+call)|taking"
    r"|using|recovering|living|dealing)\b",
    re.IGNORECASE,
)
"""A doing that is a treatment ("I'm on a low-purine diet for my gout"): health, not what one does now."""

_THIS_DAY = re.compile(
    r"\b(?:yesterday|last\s+night|this\s+morning|this\s+afternoon|this\s+evening|today|tonight|right\s+now"
    r"|better\s+now)\b|昨天|昨晚|前天|今天|今早|今晚|刚才|好多了|好了",
    re.IGNORECASE,
)
"""A day's ailment ("had a migraine yesterday, better now", 昨天胃疼，今天好多了): no health that lasts."""


def own_health_subject(text: str) -> str | None:
    """A statement of health that does not open with the user is still the user's own, unless it names
    someone else: Chinese that leaves out 我 (甲减好几年了, 胃不好，医生交代…), English with a lead
    before "my" or "me"."""
    if not tells_health(text) or g.KIN_HEAD.match(text) or retraction_in(text) is not None:
        return None  # "Ignore what I said about allergies" takes a memory back, it tells none
    if _CJK.search(text):
        return None if _SOMEONE_ZH.search(text) else USER
    # "Since the clot last year my doctor has me on …": the user named after a lead of time
    if _ME_EN.search(text) and not _SOMEONE_EN.search(text):
        return USER
    if _OWN_WITHOUT_I.match(text) and not _SOMEONE_EN.search(text):
        return USER  # "Went gluten-free on doctor's advice", "Allergies: penicillin, latex"
    return USER if _my_health(text) else None  # "They bumped my sertraline up to 100mg"


_OWN_WITHOUT_I = re.compile(
    r"^(?:(?:just|recently|finally|also|still|now|oh|and|so|btw|fyi|anyway)[\s,]+)*"
    r"(?:(?!(?:need|used|based|red|bed|seed|feed|speed|wed|shed)\b)[a-z]+ed|been|went|got|had|began|begun|started|taking"
    r"|using|dealing|living|recovering|can't|cannot|have\s+to|need\s+to|gotta|on)\b"
    r"|^(?:allerg(?:y|ies)|meds|medications?|conditions?|diagnos[ie]s|health(?:\s+stuff|\s+notes?)?|medical)\s*[:：-]"
    r"|^[^,.;]{2,40}?\b\d+(?:\.\d+)?\s*(?:mg|mcg|µg|ml|iu|units)\b",
    re.IGNORECASE,
)
"""An English statement of health with no subject of its own is the user's: opened by a verb ("Went
gluten-free last year", "Been on insulin since 2019"), by a label ("Allergies: penicillin, latex"), or
a dose said of a medicine ("Blood pressure meds went from 5 to 10mg")."""

_MY = re.compile(r"\bmy\s+((?:[\w'-]+\s+){0,2}[\w'-]+)", re.IGNORECASE)


def _my_health(text: str) -> bool:
    """Whether "my" owns a word of health ("my sertraline", "my blood pressure pills"), whoever acts on
    it; "my son's inhaler" is the son's."""
    return any(names_health(found[1]) and not _SOMEONE_EN.search(found[0]) for found in _MY.finditer(text))


_ME_EN = re.compile(r"\b(?:I|I'm|I've|me|my)\b")
_PEOPLE_EN = "|".join(
    word
    for word in f"{w.KIN_EN}|housemate|housemates|roommates|flatmates|coworkers".split("|")
    if word not in ("family", "team")  # "diabetes runs in my family": still the user's own
)
_SOMEONE_EN = compiled(
    r"\b(?:he|she|they|his|her|their)\b"
    rf"|\bmy\s+(?:\w+\s+)?(?:{english(_PEOPLE_EN)})"
)
_SOMEONE_ZH = compiled(rf"[他她你您]|别人|家人|爸|妈|{alternatives(w.KIN_ZH)}|{w.OTHERS_THING_ZH}")
"""Someone else named in a statement of health (the people tables of ``rules.words``: "my flatmate is
allergic to cats", 我室友对猫毛过敏): their health, never the user's rule (docs/extraction.md, "Session
24")."""


def statement_key(text: str) -> str:
    """The statement's canonical text (hashed past 48 characters): the same statement, the same key. A
    cut that leaves a word's first letters before the hash ("… lives in pin#64cbf58fd4" of Pinecrest) may
    read as a label and its secret once the key is bounded (``canonical_key_part``): then the cut is made
    at the word before, so that no key is rejected as sensitive data the statement does not hold."""
    key = canonical_key_part(text)
    if len(key) <= _KEY_CHARS:
        return key
    digest = hashlib.sha256(key.encode()).hexdigest()[:12]
    cut = key[:_KEY_CHARS]
    if _reads_as_secret(f"{cut}#{digest}") and " " in cut:
        cut = cut.rsplit(" ", 1)[0]
    return f"{cut}#{digest}"


def _reads_as_secret(key: str) -> bool:
    """Whether the key, as governance bounds it, holds a sensitive span reaching into its hash."""
    bounded = canonical_key_part(FREE_TEXT_PREDICATE + key)
    mark = bounded.rfind("#")
    return any(match.end > mark for match in find_sensitive(bounded, include_email=False))
