"""A correction in a message of its own ("No wait, he's 8", "I mean Belfast, sorry", 说错了，是六点) lands
on the memory it corrects, as one typed-value rule.

The rule extractor reads the message as a new value of a type (``extraction.rules.later``; the types
are data, ``extraction.rules.typed``). Here the memory comes from the user's own: those said in the
same session within ``WINDOW`` first (newest first), then the user's latest (a correction in a new
session). The first memory that holds a value of the new value's type (or the value the message
names as wrong: "…, not Clara") is corrected: the held value is replaced where the memory says it
(``extraction.rules.typed_spans.substitute``), in its content and value alike, and the result is proposed on
the memory's own key, so governance supersedes it like any other update. A stance holds its value in
its key ("七点起床 / preference"): its corrected key is proposed and the old memory retired
(``writepath.service``). Nothing is stored when no memory holds a value of the type, and

- a value whose type is only guessed (a Chinese word that may name anything: 不对，是咖啡) corrects
  only the latest memory said;
- a value of the type said in the message just before, that is in no memory (someone else's age, a
  colleague's shoe size, what the assistant said), is what the correction is about: nothing changes.
"""

import re
from dataclasses import dataclass, field, replace
from datetime import timedelta

from sqlalchemy.ext.asyncio import AsyncSession

from memory_center.db.base import utcnow
from memory_center.enums import Scope
from memory_center.evidence.repository import previous_turns
from memory_center.extraction.contract import ExtractedCandidate, ExtractionInput, ExtractionResult
from memory_center.extraction.held_over import still_held
from memory_center.extraction.held_theirs import names_which
from memory_center.extraction.rules.anew import may_update
from memory_center.extraction.rules.health_cleared import corrects_diagnosis
from memory_center.extraction.rules.later import LaterCorrection, read_later_correction
from memory_center.extraction.rules.model import STANCE
from memory_center.extraction.rules.near_copy import may_copy
from memory_center.extraction.rules.owned_by import keeps_owner
from memory_center.extraction.rules.restated import denied, marked, may_correct, only_pointed
from memory_center.extraction.rules.typed_spans import alike, pick, spans
from memory_center.facts.lately_repository import held_lately, said_lately_in_session
from memory_center.facts.repository import Holder
from memory_center.governance.values import normalise_value
from memory_center.models import Fact
from memory_center.writepath.held_health import diagnosis_corrected, held_health
from memory_center.writepath.held_sense import HeldSense
from memory_center.writepath.restated_correction import Restated, anew_of, copied_of, restated_of
from memory_center.writepath.typed_correction import FREE_TEXT, correction_of
from memory_center.writepath.within import WithinCorrections

WINDOW = timedelta(minutes=30)
"""How long after a memory was said a bare "I meant …" may still correct it in the session."""
LOOK_BACK = 10
"""How many of the session's latest memories, then of the user's, a correction looks at."""
LOOK_BACK_ANEW = 50
"""How many of the user's latest memories (any session) an unmarked new value of a topic looks at."""
LOOK_BACK_POINTED = 3
"""How many of the session's latest memories a date pointed at with no marker ("it's April 30") looks at."""
CORRECTED = "corrected_by_user"
"""The reason a memory whose key a correction changed is retired with."""


@dataclass(frozen=True)
class Placed:
    """A correction's candidate (in ``result``), and the memory it retires when the key changed."""

    result: ExtractionResult
    retired: Fact | None = None
    corrected: bool = False
    """A held memory was corrected: the message turns no other memory (its 不对 is no turn of taste)."""


@dataclass(frozen=True)
class LaterCorrections:
    """Completes what the rule extractor found: only when it found nothing in a message that is a
    correction of its own, only a free-text copy of it ("My mistake, 1,300 pounds"), or only the
    correction's value with a subject it guessed (口误，叫米米 read as the user's name: kept when no
    memory holds a value the correction replaces)."""

    within: WithinCorrections = field(default_factory=WithinCorrections)
    """A correction at the end of the message it corrects (``writepath.within``)."""
    sense: HeldSense = field(default_factory=HeldSense)
    """A held value said anew that names no topic of its memory, by meaning (``writepath.held_sense``)."""

    def wanted(self, message: ExtractionInput, result: ExtractionResult) -> LaterCorrection | Restated | None:
        """The correction of its own the message is, when the extractor found nothing else; else, when the
        message may correct a held memory in other words, that message to read against each (pure)."""
        if result.error is not None or not message.user_id or not message.session_id:
            return None
        if names_which(message.text):  # "Not Zhang the CEO, Zhang my manager": which one, no correction
            return None
        said = read_later_correction(message)
        if said is not None and said.old and any(still_held(message.text, s.text) for s in said.old.spans):
            said = None  # "Apple Music …, but I'm not leaving Spotify": no "X, not Y" (held_over)
        restated = Restated(message.text) if message.role == "user" and may_correct(message.text) else None
        if said is None:
            if (
                restated is None
                and message.role == "user"
                and not _keyed(result)
                and may_update(message.text)
            ):
                return Restated(message.text, anchored=True)  # "paid 2050 in rent this month": no marker
            return restated
        read = {normalise_value(c.object_value or "") for c in _statements(result, said)}
        if len(read) > 1:
            return restated
        if not read:
            # a value among comments that say a mistake in words ("I got her teacher's name wrong, it's
            # Mrs. Pathak", 是实验二小哈，刚才少打了个二) is a marked correction, no bare value
            return replace(said, bare=False) if said.bare and marked(message.text) else said
        # the extractor read the correction's own value with a subject it guessed (口误，叫米米 as the
        # user's name), or the message names the value it replaces (每周是50公里，30是我去年的量 read as a
        # liking of 50公里): the correction decides when it finds the memory it corrects
        if not said.bare and (said.old is not None or read == {normalise_value(said.value)}):
            return said
        return restated

    async def complete(
        self, session: AsyncSession, tenant_id: str, message: ExtractionInput, result: ExtractionResult
    ) -> Placed:
        if (corrected := await _diagnosis(session, tenant_id, message, result)) is not None:
            return corrected  # "it's not lactose at all, it's a casein allergy": the held diagnosis retired
        said = self.wanted(message, result)
        if (
            isinstance(said, Restated)
            and message.role == "user"
            and message.session_id
            and may_copy(message.text)
            and all(_free(candidate) for candidate in result.candidates)  # no value the rules read
        ):
            copied = await self._copied(session, tenant_id, message, result)  # "sorry, 555-0124, I swapped …"
            if copied.corrected:  # a near-copy of a held code is that code, before any other value of it
                return copied
        placed = (
            Placed(result) if said is None else await self.place(session, tenant_id, message, said, result)
        )
        if placed.corrected or message.role != "user" or not message.session_id or not may_copy(message.text):
            return placed
        if _keyed(placed.result):  # the extractor read a slot of its own: governance replaces what it held
            return placed
        return await self._copied(session, tenant_id, message, placed.result)

    async def _copied(
        self, session: AsyncSession, tenant_id: str, message: ExtractionInput, result: ExtractionResult
    ) -> Placed:
        """A near-copy of a code the session's last memories hold (京A12354 for 京A12345) corrects it
        (``writepath.restated_correction.copied_of``); the extractor's other readings are kept beside it."""
        holder = Holder(tenant_id, message.user_id or "", message.session_id or "", message.task_id)
        recent = await said_lately_in_session(
            session, holder, message.occurred_at - WINDOW, utcnow(), LOOK_BACK, except_predicate=""
        )
        last = _theirs([fact for fact in recent if fact.valid_from == recent[0].valid_from], message.text)
        for fact in last:
            if (candidate := copied_of(fact, message.text)) is not None:
                placed = _placed(fact, candidate)
                others = [c for c in result.candidates if not _free(c)]
                return replace(
                    placed, result=replace(result, candidates=[*placed.result.candidates, *others])
                )
        return Placed(result)

    async def place(
        self,
        session: AsyncSession,
        tenant_id: str,
        message: ExtractionInput,
        said: LaterCorrection | Restated,
        result: ExtractionResult,
    ) -> Placed:
        """The correction as a candidate on the key of the memory it corrects (``result`` without its
        free-text copy when none: a correction is no statement about the user)."""
        holder = Holder(tenant_id, message.user_id or "", message.session_id or "", message.task_id)
        if isinstance(said, Restated) and said.anchored:
            return await self._anew(session, holder, said, result)  # one read: the user's latest
        recent = await said_lately_in_session(
            session, holder, message.occurred_at - WINDOW, utcnow(), LOOK_BACK, except_predicate=""
        )
        recent = _theirs(recent, message.text)  # "And my brother's in Lille": no sister's memory
        placed = await self._place(session, holder, message, said, result, recent)
        if placed.corrected or message.role != "user" or not may_update(message.text):
            return placed
        # a correction or a value alone that corrects nothing ("heading to my wednesday guitar lesson,
        # forgot my capo again": "forgot" reads as a slip) may still say a held topic's value anew
        return await self._anew(session, holder, Restated(message.text, anchored=True), placed.result)

    async def _place(
        self,
        session: AsyncSession,
        holder: Holder,
        message: ExtractionInput,
        said: LaterCorrection | Restated,
        result: ExtractionResult,
        recent: list[Fact],
    ) -> Placed:
        now = utcnow()
        before = await _previous_turn(session, holder, message)
        asked = before is not None and re.search(r"[?？]\s*$", before) is not None
        if isinstance(said, Restated):
            return await self._restated(session, holder, said, result, recent, latest_too=not asked)
        # the extractor's own reading stands, and a free text the message corrected within itself
        # ("My son Oliver is 9 — sorry, typo, he's 8": writepath.within) is no copy of the correction
        read = [c for c in result.candidates if not _free(c) or _plain(c.content) not in _plain(message.text)]
        nothing = Placed(ExtractionResult(candidates=read))
        if said.bare:
            nothing = Placed(result)  # said with no marker: a statement of its own when it corrects nothing
        if said.bare:
            # the value alone: only of the memory the turn just before said (not an answer to a question)
            found = None if asked or before is None else corrected(said_just_before(recent, before), said)
            return nothing if found is None else _placed(*found)
        if before is not None and about_what_else_was_said(before, message, said, recent):
            return nothing
        found = corrected(recent, said)
        if found is None and (not recent or not said.new.weak) and not asked:
            # the user's latest memories; not after a question, which the message answers
            seen = {fact.id for fact in recent}
            latest = await held_lately(session, holder, now, LOOK_BACK + len(seen))
            found = corrected(_theirs([fact for fact in latest if fact.id not in seen], message.text), said)
        guessed = said.new.weak and not (found is not None and said.old is not None)  # 不是咪咪: named
        if (found is None or guessed) and may_correct(message.text):
            # "I'm 35 actually": read against each memory; a guessed Chinese value (花生没事 of
            # 说错了，是对芒果过敏，花生没事) gives way to a reading against the memory that finds one
            restated = Restated(message.text)
            placed = await self._restated(
                session, holder, restated, nothing.result, recent, latest_too=not asked
            )
            if placed.corrected or found is None:
                return placed
        return nothing if found is None else _placed(*found)

    async def _restated(
        self,
        session: AsyncSession,
        holder: Holder,
        said: Restated,
        result: ExtractionResult,
        recent: list[Fact],
        latest_too: bool,
    ) -> Placed:
        """The first memory (the session's newest first, then the user's latest unless the message
        answers a question) that the message, read against it, corrects
        (``writepath.restated_correction``); else ``result`` as it stands."""
        seen = {fact.id for fact in recent}
        if only_pointed(said.text):  # "…and it's April 30": of the session's own memories only
            recent, latest_too = recent[:LOOK_BACK_POINTED], False
        latest = await held_lately(session, holder, utcnow(), LOOK_BACK + len(seen)) if latest_too else []
        # the extractor read the slot again with a value the message does not deny
        # (我刚才说错了，我在美团工作; not the 秦 of 是比亚迪汉，不是秦): its reading stands
        read = {
            (c.subject, c.predicate)
            for c in result.candidates
            if not _free(c) and c.object_value and not denied(c.object_value, said.text)
        }
        held = _theirs([*recent, *(fact for fact in latest if fact.id not in seen)], said.text)
        # a memory whose value the message names as the wrong one ("I wrote Deloitte earlier? I meant
        # KPMG") goes before a newer one that only holds a value alike ("been there four years": 2019)
        for named_only in (True, False):
            for fact in held:
                if (fact.subject, fact.predicate) in read:
                    return Placed(result)
                candidate = restated_of(fact, said.text, named_only=named_only)
                if candidate is not None:
                    return _placed(fact, candidate)
        return Placed(result)

    async def _anew(
        self,
        session: AsyncSession,
        holder: Holder,
        said: Restated,
        result: ExtractionResult,
    ) -> Placed:
        """The one USER-scope memory of the user (the latest, any session) whose topic
        the unmarked message names with a new value (``restated_correction.anew_of``), rewritten on its
        key beside the extractor's other readings; ``result`` as it stands when none or more than one is
        found, or when the extractor read that slot itself or a slot of its kind (flight_budget for a
        held hotel_budget)."""
        latest = await held_lately(session, holder, utcnow(), LOOK_BACK_ANEW)
        held = _theirs([fact for fact in latest if fact.scope == Scope.USER], said.text)
        found = [(fact, candidate) for fact in held if (candidate := anew_of(fact, said.text)) is not None]
        if not found and (sensed := await self.sense.anew(held, said.text)) is not None:
            found = [(sensed.fact, sensed.candidate)]  # no topic word: "Down to 185 after the diet"
        read = {(c.subject, c.predicate) for c in result.candidates if not _free(c) and c.object_value}
        kinds = {predicate for _, predicate in read if predicate != STANCE}
        if len(found) != 1 or (found[0][0].subject, found[0][0].predicate) in read:
            return Placed(result)
        if found[0][0].predicate in kinds:  # "My flight budget is 400 euros": a sibling slot, read as such
            return Placed(result)
        placed = _placed(*found[0])
        others = [candidate for candidate in result.candidates if not _free(candidate)]
        return replace(placed, result=replace(result, candidates=[*placed.result.candidates, *others]))


def _theirs(facts: list[Fact], text: str) -> list[Fact]:
    """The memories a message may correct: when it opens with another person as its owner, only those
    about that person (``extraction.rules.owned_by``)."""
    return [fact for fact in facts if keeps_owner(f"{fact.content} {fact.subject or ''}", text)]


def _keyed(result: ExtractionResult) -> bool:
    """The extractor read the message on a key of its own with a value ("My name is Ana"): governance
    replaces what that key held, and the held read of a topic said anew is not paid for."""
    return any(not _free(c) and c.object_value for c in result.candidates)


def _free(candidate: ExtractedCandidate) -> bool:
    return (candidate.predicate or "").startswith(FREE_TEXT)


def _statements(result: ExtractionResult, said: LaterCorrection) -> list[ExtractedCandidate]:
    """The extractor's readings of the message that are statements: no free-text copy, and nothing it
    read in the correction's comment ("Portland, Maine. I always mix those two up": no liking)."""
    comment = _plain(said.comment)
    return [
        candidate
        for candidate in result.candidates
        if not _free(candidate)
        and not (comment and any(part and part in comment for part in _said_parts(candidate)))
    ]


def _said_parts(candidate: ExtractedCandidate) -> list[str]:
    subject = candidate.subject if candidate.subject not in (None, "user") else ""
    return [_plain(candidate.content), _plain(subject or "")]


async def _diagnosis(
    session: AsyncSession, tenant_id: str, message: ExtractionInput, result: ExtractionResult
) -> Placed | None:
    """A held diagnosis corrected (``writepath.held_health``): the new one proposed, the held one retired."""
    if message.role != "user" or not message.user_id or not corrects_diagnosis(message.text):
        return None
    holder = Holder(tenant_id, message.user_id, None, None)
    facts = await held_lately(session, holder, utcnow(), LOOK_BACK_ANEW)
    rows = [
        held_health(f.subject or "", f.predicate or "", f.object_value or "", f.memory_type, f.content)
        for f in facts
    ]
    found = diagnosis_corrected(message, result, rows)
    return None if found is None else Placed(found[1], facts[found[0]], corrected=True)


def _placed(fact: Fact, candidate: ExtractedCandidate) -> Placed:
    retired = fact if (fact.subject, fact.predicate) != (candidate.subject, candidate.predicate) else None
    if normalise_value(candidate.object_value or "") == normalise_value(fact.object_value or ""):
        # the value stays, the words change: it replaces, never merges into the memory it corrects
        # (a stance's new key matched to the old one by meaning once that one is indexed: issue 24)
        candidate = replace(candidate, rewords=True)
    return Placed(ExtractionResult(candidates=[candidate]), retired, corrected=True)


def said_just_before(recent: list[Fact], before: str) -> list[Fact]:
    """The session's newest memory, when the turn just before said it (its words are in that turn)."""
    newest = recent[:1]
    return newest if newest and _plain(newest[0].content) in _plain(before) else []


def corrected(facts: list[Fact], said: LaterCorrection) -> tuple[Fact, ExtractedCandidate] | None:
    """The first memory (newest first) holding a value the correction replaces, and its correction; a
    value of a guessed type looks at the newest memories only (those said in one message)."""
    newest = [fact for fact in facts if facts and fact.valid_from == facts[0].valid_from]
    for fact in newest if said.new.weak and said.old is None else facts:
        candidate = correction_of(fact, said)
        if candidate is not None:
            return fact, candidate
    return None


async def _previous_turn(session: AsyncSession, holder: Holder, message: ExtractionInput) -> str | None:
    """The text of the turn just before the message in its session (the user's or the agent's)."""
    turn = (holder.user_id, holder.session_id, message.occurred_at)
    turns = await previous_turns(session, holder.tenant_id, [turn])
    return turns[0][1] if 0 in turns else None


def about_what_else_was_said(
    before: str, message: ExtractionInput, said: LaterCorrection, recent: list[Fact]
) -> bool:
    """Whether the turn just before says a value of the correction's type that no memory holds ("My
    brother is 30." → "Sorry, I meant 31."; what the agent said): the correction is about it."""
    if said.new.weak:
        return False
    if read_later_correction(replace(message, text=before)) is not None:
        return False  # a correction corrected again ("Sorry, 35." → "No, 36.")
    new = said.new.spans[0]
    said_before = [span for span in spans(before) if new.kind != "name" or alike(span, new)]
    if pick(new, said_before) is None:
        return False  # a name said before that is no spelling of the new one is no value it corrects
    return not any(
        _from_turn(fact.content, before)
        and pick(new, spans(fact.content) + (spans(fact.subject or "") if fact.predicate == STANCE else []))
        for fact in recent
    )


def _from_turn(content: str, before: str) -> bool:
    """Whether a memory's words are the turn's own, as said or reworded ("I'm 5'9 and about 180 lbs, I'm
    trying to …" of "I'm 5'9 and about 180 lbs, trying to …"): nearly all its words are the turn's."""
    if _plain(content) in _plain(before):
        return True
    words, said = re.findall(r"\w+", content.casefold()), set(re.findall(r"\w+", before.casefold()))
    return len(words) >= 4 and sum(word in said for word in words) >= 0.85 * len(words)


def _plain(text: str) -> str:
    return re.sub(r"[\s\W_]+", "", text.casefold())
