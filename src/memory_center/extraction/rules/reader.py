"""Reading a message: statements, clauses, what gives nothing, and each candidate's scope, confidence
and importance (the package doc tells the whole story)."""

import functools
import re
import unicodedata
from dataclasses import dataclass, field

import memory_center.extraction.rules.words as w
from memory_center.enums import MemoryType, Scope
from memory_center.extraction.contract import ExtractedCandidate, ExtractionInput, transient_scope
from memory_center.extraction.owner_nouns import misplaced
from memory_center.extraction.rules.asserted import (
    before_question,
    is_plan,
    is_retraction,
    is_sarcastic,
    kept_instead,
    negates_plan,
    says_nothing,
)
from memory_center.extraction.rules.attributes import read_attribute, read_option
from memory_center.extraction.rules.bare_values import NAMED_WRONG, corrected_value
from memory_center.extraction.rules.conditioned import read_conditioned_order
from memory_center.extraction.rules.conditions import names_own_body, read_health
from memory_center.extraction.rules.decisions import read_decision
from memory_center.extraction.rules.directives import read_directive
from memory_center.extraction.rules.ended import read_ended
from memory_center.extraction.rules.flips import beside_a_turn
from memory_center.extraction.rules.free_text import read_free_text
from memory_center.extraction.rules.heads import head_of
from memory_center.extraction.rules.health import read_allergy, read_cannot, read_diet, read_intolerance
from memory_center.extraction.rules.health_reading import health_floor, names_doctor, without_uptalk
from memory_center.extraction.rules.household import read_household
from memory_center.extraction.rules.identity import (
    CHANNEL_WORDS,
    read_about_others,
    read_contact,
    read_personal_date,
    read_self_description,
)
from memory_center.extraction.rules.kind_orders import read_kind_order
from memory_center.extraction.rules.limits import read_budget, read_limit
from memory_center.extraction.rules.model import STANCE, ClauseReader, Reading, keeps
from memory_center.extraction.rules.named_health import HEALTH_KEYS, health_text
from memory_center.extraction.rules.notes import note_reading
from memory_center.extraction.rules.occasions import without_occasion
from memory_center.extraction.rules.one_off import task_scope
from memory_center.extraction.rules.openings import is_question, strip_lead
from memory_center.extraction.rules.orders import as_one_order
from memory_center.extraction.rules.own_health import health_rule
from memory_center.extraction.rules.past import past_state, read_present
from memory_center.extraction.rules.people import PEOPLE_WORDS, named_later, read_close_person
from memory_center.extraction.rules.people_named import read_person_in_life
from memory_center.extraction.rules.periods import held_until
from memory_center.extraction.rules.plans import PLAN_WORDS, read_ours, read_plan
from memory_center.extraction.rules.preferences import read_preference
from memory_center.extraction.rules.quotes import without_their_quotes
from memory_center.extraction.rules.reported_rules import read_reported
from memory_center.extraction.rules.requests import is_request, starts_as_request
from memory_center.extraction.rules.rule_slots import manner_rule, rule_slot, slotted_in, with_address
from memory_center.extraction.rules.said_gates import OTHER_OPENS, names_own_subject
from memory_center.extraction.rules.schedule import read_schedule, scheduled
from memory_center.extraction.rules.servings import SERVED_WORDS, read_serving
from memory_center.extraction.rules.shaped_orders import as_rule, general_order
from memory_center.extraction.rules.slots import as_language, as_slot, read_car, read_language
from memory_center.extraction.rules.split import clauses, statements
from memory_center.extraction.rules.standing import read_lasting_order, read_standing_rule, without_asides
from memory_center.extraction.rules.tastes_zh import with_tastes
from memory_center.extraction.rules.text import alternatives, compiled, english, gate, is_deictic, trim
from memory_center.extraction.rules.topics import (
    about_topic,
    budget_topic,
    fronted_topic,
    names_budget,
    past_topic,
)
from memory_center.extraction.schema import single_valued
from memory_center.governance.importance import assess
from memory_center.governance.lasting import of_value, one_off, says_lasting, says_one_time

RULES_MODEL = "rules"
RULES_VERSION = "2"

HEDGED_CONFIDENCE = 0.5
PLAIN_CONFIDENCE = 0.8
EXPLICIT_CONFIDENCE = 0.9
STRONG_CONFIDENCE = 0.95

MAX_STATEMENT_CHARS = 1000  # a longer "sentence" is no single memory; bounds the cost of reading it
MAX_STATEMENTS = 200  # a message with more is a document; only its first statements are read

# --- statements and clauses -------------------------------------------------------------------------

_DO_NOT_REMEMBER = compiled(
    r"(?:不用|不要|别|无需|不必)(?:记|保存|存)(?!错|混)|"
    + english(w.DO_NOT_REMEMBER_EN)
    + r"|(?<!n't )(?<!not )(?<!never )\bforget\s+(?:it|that|this|about it)\b"
)
_CONDITIONAL = compiled(rf"^{alternatives(w.CONDITIONAL_ZH)}|^{english(w.CONDITIONAL_EN)}")
_AUTHORITY_TALK = compiled(alternatives(w.AUTHORITY_ZH) + "|" + english(w.AUTHORITY_EN))
_SAVE_REQUEST = compiled(
    r"(?<!我)(?:请你?|麻烦你?)?(?:帮我|你)?(?:一定要|要|务必)?(?:记住|记下|记一下|记好|牢记)(?:了|哦|啊)?[：:，,]?\s*"
    r"|(?:千万|请)?(?:别忘了|不要忘了|不要忘记|别忘记)[：:，,]?\s*"
    r"|(?<!\bI )\b(?:please\s+)?(?:remember|don't forget|do not forget|never forget|keep in mind"
    r"|bear in mind|make a note"
    r"|note(?=\s+that\b|\s*:))(?:\s+that)?\b[:,]?\s*"
)
_CORRECTION = compiled(
    rf"^(?:{alternatives(w.CORRECTION_ZH)}|{english(w.CORRECTION_EN)})(?:{w.SAID_WHEN_EN}\s*[:：—–-])?[\s,:：，—–-]*"
)
_ZH_IMPLIED_I = re.compile(
    r"^(?:先|暂时|暂且|也|还|都|又|就|并|却|不|没|很|挺|最|更|特别|比较|一般|平时|经常|总是|从来|现在|已经|以后|喜欢|讨厌|爱|住|在"
    r"|对|叫|是)"
)
_ZH_TIME_FIRST = re.compile(rf"^{alternatives(w.ZH_TIME_LEADS)}(?=先|暂时|暂且|不|没|都|也|还|又|在|住)")
_IMPLIED_FIRST = compiled(
    rf"{_ZH_TIME_FIRST.pattern}|^(?:just\s+|finally\s+|recently\s+)?(?:started|joined|moved|quit|switched|became|bought"
    r"|sold|retired|adopted|rescued)\s"
)
"""A first clause whose "I" is left out: 这周先不喝咖啡了, "Started a new job at Siemens", "Moved to X"."""
_ZH_ME_AS_OBJECT = re.compile(r"^(?:就|请|你就|您就)?(?:叫|喊|称呼|管)我")
_EN_IMPLIED_I = compiled(
    r"^(?:also\s+|still\s+|really\s+|then\s+|now\s+|just\s+|finally\s+|recently\s+)?"
    r"(?:don't|do not|never|love|like|hate|prefer|live|work|am|'m"
    r"|enjoy|can't|always|usually|joined|started|switched|became|quit|left|moved|took up|got|bought|sold"
    r"|adopted|rescued)\b"
)
_OTHER_PERSON = compiled(
    rf"^(?:我的?|我家|(?:{w.NEXT_DOOR_ZH})的?)?{alternatives(w.KIN_ZH)}|^我(?:{w.KIN_SHORT_ZH})(?![们])|^[他她它]们?"
    rf"|^(?:my|our)\s+(?!(?:all-time\s+)?(?:favou?rite|fave|preferred)\s){w.KIN_LEAD_EN}{english(w.KIN_EN)}"
    rf"|^{english(w.OTHER_PEOPLE_EN)}"
)
"""A clause that opens with another person ("my sister moved …", 我姐…, 隔壁邻居…); never a favourite of the
user's ("my favourite team is Everton": the user's liking, whatever the kind of thing)."""

# --- scope, confidence --------------------------------------------------------------------------------
_HEDGE = compiled(w.NOT_ABOUT_ZH + alternatives(w.HEDGE_ZH) + "|" + english(w.HEDGE_EN))
_STRONG = compiled(alternatives(w.STRONG_ZH) + "|" + english(w.STRONG_EN))

_CLAUSE_READERS: tuple[tuple[re.Pattern[str] | None, ClauseReader], ...] = (
    # (words without which the family cannot match: one search spares its patterns, or None; reader)
    (compiled(r"预算|budget"), read_budget),
    (
        gate(
            "超过|最多|至多|不高于|控制在|以内|之内|以下|more than|at most|max|up to|under|less than|below"
            "|within|not over|exceed|spend|afford"
        ),
        read_limit,
    ),
    (compiled(r"过敏|allerg"), read_allergy),
    (compiled(r"不耐受|intolerant"), read_intolerance),
    (gate("不能|不可以|没法|没办法|无法|不方便|can't|cannot|can not|unable|not able"), read_cannot),
    (SERVED_WORDS, read_serving),
    (None, read_diet),  # gated by its own words (``health.DIET_WORDS``)
    (None, read_health),
    (PEOPLE_WORDS, read_close_person),
    (PLAN_WORDS, read_plan),
    (None, read_self_description),
    (CHANNEL_WORDS, read_contact),
    (None, read_car),
    (None, read_standing_rule),
    (None, read_language),
    (None, read_attribute),
    (None, read_decision),
    (None, read_preference),
    (None, read_option),
)
_PERSONAL_DATE_WORDS = compiled(r"生日|纪念日|birthday|anniversary")

# --- one clause ---------------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Found:
    """A reading with the clause it came from and whether it corrects something said before."""

    reading: Reading
    clause: str
    correction: bool


def strip_correction(clause: str) -> tuple[str, bool]:
    """The clause without its leads and correction markers, and whether it had one ("哦不，…": a
    marker that starts like a lead is tried first)."""
    first = _CORRECTION.sub("", trim(clause), count=1)
    text, corrected = strip_lead(first), first != trim(clause)
    while (stripped := _CORRECTION.sub("", text, count=1)) != text:
        text, corrected = strip_lead(stripped), True
    return text, corrected


@functools.lru_cache(maxsize=16)  # pure, frozen: ``later`` asks again of a message's clauses (1 call in 6)
def read_clause(text: str) -> Reading | None:
    """The memory one clause holds, if any (``text`` already NFKC, leads and corrections cut)."""
    if not text or _CONDITIONAL.match(text):
        return None
    dated = read_personal_date(text) if _PERSONAL_DATE_WORDS.search(text) else None
    if reading := dated or read_person_in_life(text) or read_schedule(text):  # "Kayla's birthday is …"
        return reading  # or "my landlord is Derek Simmons", "the dentist appointment is Tuesday at 3"
    if _OTHER_PERSON.match(text) and not starts_as_request(text):
        # not the user's ("my sister moved…"), unless others' name for the user, the household's, kin by name
        return read_close_person(text) or read_about_others(text) or read_ours(text, read_clause)
    for words, read in _CLAUSE_READERS:
        if (words is None or words.search(text)) and (reading := read(text)) and not misplaced(reading, text):
            return as_slot(as_language(reading), text)  # another thing's value is no reader's (owner_nouns)
    return read_household(text, read_clause)  # "we moved to Porto": the household's home is the user's


def _with_implied_subject(text: str) -> str:
    """A later clause of a sentence about the user says "I" only once: "我不喝酒，也不抽烟", "I live in
    Oslo, work at Equinor"). A clause that names the user as its object ("叫我小王就行": call me Xiao
    Wang) is an order to the agent, not the user's own doing: it takes no 我."""
    if (_ZH_IMPLIED_I.match(text) or _ZH_TIME_FIRST.match(text)) and not _ZH_ME_AS_OBJECT.match(text):
        return "我" + text
    if _EN_IMPLIED_I.match(text):
        return "I " + text if not text.startswith("'") else "I" + text
    return text


def _about_the_topic(said: str, topic: str | None) -> tuple[Reading | None, str | None]:
    """A clause that gave nothing, read again about the sentence's topic (``topics``), and its topic."""
    if fronted := fronted_topic(said):
        topic, said = fronted
        reading = read_clause(said)
        return (reading if reading is not None and reading.subject == topic else None), topic
    if past := past_topic(said) or budget_topic(said):
        return None, past
    if topic is not None and (resolved := about_topic(said, topic)) is not None:
        reading = read_clause(resolved)
        if reading is not None and (reading.subject == topic or names_budget(topic, reading.subject)):
            return reading, topic
    return None, topic


# --- scope, confidence, importance ---------------------------------------------------------------------


def _scope(reading: Reading, clause: str, statement: str, message: ExtractionInput) -> Scope:
    """The clause's hints, then the statement's (health: its own words'); one-time beats lasting."""
    health = (health_text(reading.predicate, statement, clause),)
    if reading.subject == "user" and single_valued(reading.predicate):
        if one_off(statement, reading.object_value):  # 今天在拼多多买了包纸巾: one occasion, no new value
            return transient_scope(message)
        statement = of_value(statement, reading.object_value)  # "… in X, the PATH was packed today"
    for text in health if reading.predicate in HEALTH_KEYS else (clause, statement):
        if says_one_time(text):
            return transient_scope(message)
        if says_lasting(text):
            return Scope.USER
    # a restriction said with a part of the user's body is a limit of the body: it lasts (我腰不好，不能久坐)
    # and so is one a doctor sets ("my cardiologist wants me under 2g of sodium a day")
    body = reading.memory_type is MemoryType.CONSTRAINT and (
        names_own_body(statement) or names_doctor(statement)
    )
    return Scope.USER if reading.lasting or body else transient_scope(message)


def _confidence(clause: str, statement: str, explicit: bool) -> float:
    for text in (clause, statement):
        if _HEDGE.search(text):
            return HEDGED_CONFIDENCE
        if _STRONG.search(text):
            return STRONG_CONFIDENCE
    return EXPLICIT_CONFIDENCE if explicit else PLAIN_CONFIDENCE


def is_unreadable(statement: str, asking: bool = True) -> bool:
    question = asking and ((is_question(statement) and not is_request(statement)) or is_sarcastic(statement))
    return bool(question or _DO_NOT_REMEMBER.search(statement) or _AUTHORITY_TALK.search(statement))


@dataclass
class _MessageReading:
    """What a message has said so far: readings by key (a later one replaces an earlier one), the keys
    each statement gave (a retraction withdraws them) and a plan it called off (``asserted``)."""

    message: ExtractionInput
    found: dict[tuple[str, str], tuple[Found, str, bool]]
    last: Reading | None = None
    said: list[list[tuple[str, str]]] = field(default_factory=list)
    plan: str | None = None

    def add(self, found: Found, body: str, explicit: bool) -> None:
        key = (found.reading.subject, found.reading.predicate)
        if key in self.found and keeps(self.found[key][0].reading, found.reading):
            return  # "never use bullet points with me, i hate them": the dislike is the rule's reason
        self.found.pop(key, None)
        self.found[key] = (found, body, explicit)
        self.last = found.reading
        if self.said:
            self.said[-1].append(key)

    def withdraw(self, opening: bool) -> None:
        """ "Just kidding", 当我没说: what this statement said so far, else (when it opens the
        statement) what the one before said."""
        keys = self.said[-1] if self.said[-1] or not opening or len(self.said) < 2 else self.said[-2]
        for key in keys:
            self.found.pop(key, None)
        keys.clear()
        self.last = None

    def read_statement(self, statement: str) -> None:
        self.said.append([])
        statement = as_one_order(statement)  # "民宿就算了，以后都别推荐" → "以后都别推荐民宿"
        statement = without_uptalk(statement)
        if is_question(statement) and not is_request(statement):
            statement = before_question(statement, is_question)  # "I love jazz, do you …?"
        parts = [strip_correction(unicodedata.normalize("NFKC", part))[0] for part in clauses(statement)]
        if any(map(is_retraction, parts)) and all(says_nothing(p) or is_retraction(p) for p in parts):
            self.withdraw(opening=True)  # "Just kidding!", "Scratch that, forget I said it."
            return
        if len(statement) > MAX_STATEMENT_CHARS or is_unreadable(statement):
            if len(statement) <= MAX_STATEMENT_CHARS and not is_unreadable(statement, asking=False):
                self.health(statement, False)  # a question (or sarcasm) telling the user's health on its way
            return
        body, saves = _SAVE_REQUEST.subn("", without_asides(statement), count=1)
        if (reported := read_reported(body)) is not None:  # someone else's rule, reported or adopted
            for item in reported:  # its words as free text, or the user's order adopting it
                self.add(Found(item, body, False), body, False)
            return self.health(body, False)
        directive = read_directive(body) or read_kind_order(body, first=True) or read_conditioned_order(body)
        if directive is not None:  # health too; an order under a generic condition (``conditioned``)
            directive = slotted_in(directive, clauses(body))  # a rule of a slot: its key (``rule_slots``)
            self.add(Found(directive, body, False), body, saves > 0)
            return
        before = len(self.found)
        pending = False  # the clause before was a bare "不对" / "sorry": this one may be a bare value
        topic: str | None = None  # the thing the sentence is about so far, for a pronoun
        past: str | None = None  # what an earlier clause told a past state of ("I was at IBM until …")
        opening = True  # no clause of the statement has said anything yet
        previous = ""  # the clause before, as read ("我养了一只狗" before "叫豆豆")
        theirs = False  # the sentence opened with another person: a clause without a subject is theirs
        parts = clauses(body)
        head, heads = head_of(body, parts) or (body, len(parts))  # a tail that asks or plans: ``heads``
        for index, clause in enumerate(parts):
            told = head if index < heads else body  # what a head clause's memory says and is scoped by
            text, corrected = strip_correction(unicodedata.normalize("NFKC", clause))
            if is_retraction(text):
                self.withdraw(opening)
                continue
            if index == 0:  # "My husband" alone is the first of two subjects: "My husband and I moved …"
                other = OTHER_OPENS.match(text)
                theirs = other is not None and other.end() < len(text.rstrip(" .!"))
            if index and theirs and not names_own_subject(text):
                continue  # "My mom hates cilantro, never puts it in anything": her habit, not the user's
            opening = opening and says_nothing(text)
            correcting = corrected or pending
            pending = corrected and not text
            said = _with_implied_subject(text) if index or _IMPLIED_FIRST.match(text) else text
            if _CONDITIONAL.match(said):
                break  # "假如我住在厦门，每天都能看海": what follows a condition is its consequence
            if is_plan(said):
                self.plan = said  # "I was going to switch to Vim", 本来想换成Mac: no memory
                continue
            was = past_state(said)
            reading = rule_slot(text, not self.said[-1])  # the answer's language, the name … (rule_slots)
            if reading is None and said != text and not _CONDITIONAL.match(text):
                reading = read_standing_rule(text)
            reading = read_ended(said) if was else reading or named_later(previous, text) or read_clause(said)
            previous = said  # a past state gives what ended; a name after a pet or child is theirs
            if reading is None and not was and (bare := without_occasion(said)):
                reading = read_clause(bare)  # "On long flights I like a window seat", 我看电影喜欢坐后排
            if reading is None and not _EN_IMPLIED_I.match(text):
                reading = read_lasting_order(trim(clause), text)  # "From now on, give me a window seat"
            if reading is None and self.plan is not None and (kept := kept_instead(said)):
                reading = read_clause(kept)  # "…, but I'm staying with Emacs"
            if reading is not None and self.plan is not None and negates_plan(reading, self.plan):
                reading = None  # 本来要搬去上海，现在不搬了: the plan called off, no stance
            if reading is not None and is_deictic(reading.subject):
                reading = None  # "I can't eat it anymore": about the topic, if the sentence has one
            if reading is None and past is not None and not was:
                reading = read_present(said, past)  # "…, now I'm with Spotify": the new workplace
            past = was or past
            if reading is None and text:  # else a manner's order: "you can skip explaining the basics"
                reading, topic = _about_the_topic(said, topic)
                reading = reading or manner_rule(text)
            elif reading is not None and reading.predicate == STANCE:  # 都帮我抄送…: a rule (``as_rule``)
                topic, reading = reading.subject, as_rule(reading, text, told)
            if reading:
                self.add(Found(reading, clause, correcting), told, saves > 0)
            elif (
                correcting
                and text
                and self.last is not None
                and not NAMED_WRONG.match(trim(clause))  # 是凯美瑞，不是卡罗拉: 卡罗拉 is the wrong one
                and (fixed := corrected_value(self.last, text))
            ):
                self.found.pop((self.last.subject, self.last.predicate), None)
                self.add(Found(fixed, clause, True), body, saves > 0)
        if not self.said[-1] and (order := general_order(body, saves > 0)):
            order = slotted_in(order, clauses(body))  # a rule of a slot: its key (``rule_slots``)
            self.add(Found(order, body, False), body, saves > 0)  # general by what it governs or by its shape
        elif len(self.found) == before and saves and (note := note_reading(body)):
            self.add(Found(note, body, False), body, True)
        elif not self.said[-1] and not saves and head != body and (free := read_free_text(head)):
            self.add(Found(free, head, False), head, False)  # its head, before a tail that asks or plans
        elif not self.said[-1] and not saves and (free := read_free_text(body)):
            self.add(Found(free, body, False), body, False)  # said about the user, read by nothing
        self.health(body, saves > 0)  # the user's own health no reading holds as a rule (``own_health``)

    def health(self, body: str, explicit: bool) -> None:
        if rule := health_rule(body, self.found, self.said[-1]):
            self.add(Found(rule[0], rule[1], False), rule[1], explicit)

    def candidates(self) -> list[ExtractedCandidate]:
        many, said_at = len(self.found) > 1, self.message.occurred_at  # said_at: a scheduled event's day
        return [scheduled(self._candidate(*found, many), said_at) for found in self.found.values()]

    def _candidate(self, found: Found, body: str, explicit: bool, many: bool) -> ExtractedCandidate:
        reading, clause = found.reading, found.clause
        importance = assess(
            clause, standing_rule=reading.standing_rule, correction=found.correction, explicit_save=explicit
        )
        own = reading.subject == "user" and beside_a_turn(clauses(body), clause)  # its clause's words
        scope = task_scope(reading, body, self.message) or _scope(reading, clause, body, self.message)
        return ExtractedCandidate(
            memory_type=reading.memory_type,
            subject=reading.subject,
            predicate=reading.predicate,
            object_value=reading.object_value,
            content=trim(health_text(reading.predicate, clause if many or own else body, clause)),
            scope=scope,
            confidence=health_floor(
                reading, min(_confidence(clause, body, explicit=explicit), reading.confidence or 1.0)
            ),
            extractor_model=RULES_MODEL,
            extractor_version=RULES_VERSION,
            importance=importance.value,
            importance_reasons=tuple(reason.value for reason in importance.reasons),
            valid_until=held_until(clause, body, self.message.occurred_at, lasting=scope is Scope.USER),
            ends=reading.ends,
        )


def read_message(message: ExtractionInput) -> list[ExtractedCandidate]:
    """Every candidate the rules find in one message, in order, one per key (the last word wins)."""
    if message.role != "user":
        return []
    reading = _MessageReading(message, {})
    for statement in statements(text := without_their_quotes(message.text))[:MAX_STATEMENTS]:
        reading.read_statement(statement)
    return with_address(text, with_tastes(text, reading.candidates(), is_unreadable))  # "…. it's Kat"
