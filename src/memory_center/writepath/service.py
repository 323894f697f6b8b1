"""The governed write path of a reported message: extract, then govern every candidate.

Event ingest calls ``process_evidence`` (one message) or ``process_many`` (a batch) with the parts of
the app it reads (``writepath.write_path.WriteDeps``, which the edge's runtime has), whose ``write_path``
holds the extractor and the searches.
"""

from dataclasses import dataclass, field

from sqlalchemy.ext.asyncio import AsyncSession

from memory_center.auth.principal import Principal
from memory_center.candidates.schemas import CandidateSummary
from memory_center.db.held_back import gated, held_back
from memory_center.enums import CandidateStatus
from memory_center.errors import Conflict
from memory_center.extraction.build import ExtractedCandidate, ExtractionInput, ExtractionResult
from memory_center.extraction.rules.dropped_subject import with_subject
from memory_center.extraction.rules.name_casing import with_names_capitalised
from memory_center.extraction.rules.place_casing import typed_in_lower_case, with_places_capitalised
from memory_center.extraction.rules.quotes import without_their_quotes
from memory_center.extraction.rules.retract import Retraction
from memory_center.facts import corrections
from memory_center.facts.service import Effects
from memory_center.governance.drafts import draft_from
from memory_center.models import Event, Evidence, Fact
from memory_center.writepath import (
    added_beside,
    answer_revisions,
    budget_revisions,
    chosen_pet_names,
    free_text_replacements,
    gone_back,
    health_revisions,
    held_items,
    life_replacements,
    move_replacements,
    outgrown_replacements,
    progressions,
    rule_revisions,
    rule_withdrawals,
    use_replacements,
)
from memory_center.writepath.follow import follow_replaced
from memory_center.writepath.govern import families_touched, govern_many
from memory_center.writepath.held_repository import forget_held, shared_held
from memory_center.writepath.late_correction import CORRECTED, Placed
from memory_center.writepath.owned import kept_beside, without_misplaced
from memory_center.writepath.proposals import Proposal
from memory_center.writepath.relation_status import with_relation_status
from memory_center.writepath.take_back import REASON as RETRACTED
from memory_center.writepath.without_look_alikes import without_look_alikes
from memory_center.writepath.write_path import WriteDeps, WritePath


@dataclass
class Proposed:
    candidates: list[CandidateSummary] = field(default_factory=list)
    error: str | None = None


def _as_read(text: str) -> str:
    """A user's message as the readers take it: other people's quotations and text handed over to work
    on cut out (``quotes``), its dropped "I" restored, and places and people's names typed in lower case
    capitalised (``place_casing``, ``name_casing``)."""
    text = without_their_quotes(text)
    return with_subject(with_names_capitalised(with_places_capitalised(text), typed_in_lower_case(text)))


def extraction_input(event: Event, evidence: Evidence) -> ExtractionInput | None:
    """A conversation message as the extractor reads it; None for anything that is not one."""
    role = event.payload.get("role")
    if event.event_type != "message" or role not in ("user", "assistant"):
        return None
    return ExtractionInput(
        # a user's English clause that dropped its "I" is read with it ("ditched firefox" → "I ditched
        # firefox"): every reader and held-memory step is written for the sentence with its subject;
        # places and names typed in lower case are read with their capitals ("our berlin flat": Berlin)
        text=_as_read(evidence.content) if role == "user" else evidence.content,
        role=role,
        user_id=event.user_id,
        session_id=event.session_id,
        task_id=event.task_id,
        agent_id=event.agent_id,
        department_id=event.department_id,
        occurred_at=event.occurred_at,
    )


def proposal_of(
    extracted: ExtractedCandidate, event: Event, evidence: Evidence, principal: Principal
) -> Proposal:
    draft = draft_from(
        extracted,
        event,
        source_type=evidence.source_type,
        evidence_count=1,
        importance=extracted.importance,
        ends=extracted.ends,
        rewords=extracted.rewords,
        revises=extracted.revises,
    )
    return Proposal(
        tenant_id=event.tenant_id,
        draft=draft,
        evidence_ids=(evidence.id,),
        valid_from=event.occurred_at,
        valid_until=extracted.valid_until,
        extractor_model=extracted.extractor_model,
        extractor_version=extracted.extractor_version,
        event_id=event.id,
        actor=principal.key_id,
    )


async def process_evidence(
    session: AsyncSession, runtime: WriteDeps, principal: Principal, event: Event, evidence: Evidence
) -> Proposed:
    message = extraction_input(event, evidence)
    if message is None:
        return Proposed()
    path = runtime.write_path
    result = read = await path.extract(await path.with_known(session, event.tenant_id, message))
    failed = result.error or result.fallback  # the later steps may replace the result
    result, placed = await _held_steps(session, path, event.tenant_id, message, read)
    proposed = Proposed(error=failed)
    proposals = [proposal_of(extracted, event, evidence, principal) for extracted in result.candidates]
    # All keys' locks at once, in sorted order: two messages naming the same keys in opposite
    # orders cannot deadlock.
    governed = await govern_many(session, runtime, proposals)
    proposed.candidates.extend(CandidateSummary.model_validate(one.candidate) for one in governed)
    await follow_replaced(session, runtime, principal, governed)
    await _retire(session, runtime, principal, placed.retired, proposed)
    said = runtime.write_path.retractions.wanted(message, result)
    if said is not None:
        await _retract(session, runtime, principal, message, said)
    return proposed


async def _held_steps(
    session: AsyncSession, path: WritePath, tenant_id: str, message: ExtractionInput, read: ExtractionResult
) -> tuple[ExtractionResult, Placed]:
    """The steps after extraction that read the user's held memories, the same for a message alone and
    in a batch (``process_many`` governs what the user said before in the batch first)."""
    result = read
    with shared_held(session):  # nothing is written until governance: one held read for the readers
        result = await path.slots.complete(message, result, session, tenant_id)
        result = path.later.within.complete(message, result)
        result = await chosen_pet_names.complete(session, tenant_id, message, result)
        placed = await path.later.complete(session, tenant_id, message, result)
        result = placed.result
        if not placed.corrected:  # a correction's 不对 turns no held memory (writepath.late_correction)
            result = await path.flips.complete(session, tenant_id, message, result)
            result = await path.relations.complete(session, tenant_id, message, result)
        # a budget's new amount on the user's held standing budget of its kind (budget_revisions)
        result = await budget_revisions.complete(session, tenant_id, message, result)
        # a new value shown by present use, or the held one disposed of (use_replacements)
        result = await use_replacements.complete(session, tenant_id, message, result)
        # a held option outgrown, and a new one of its slot taken up (outgrown_replacements)
        result = await outgrown_replacements.complete(session, tenant_id, message, result)
        # a held free-text memory replaced by the current practice of its slot (free_text_replacements)
        result = await free_text_replacements.complete(
            session, tenant_id, message, result, path.slots.encoder
        )
        # one more of a thing of many the user holds, said by itself (held_items)
        result = await held_items.complete(session, tenant_id, message, result)
        # a held rule about the answers withdrawn by reference (rule_withdrawals)
        result = await rule_withdrawals.complete(session, tenant_id, message, result)
        # a held rule revised, lifted or given a rule beside it (rule_revisions)
        result = await rule_revisions.complete(session, tenant_id, message, result)
        # a held rule about the answers revised or lifted by a message of its aspect (answer_revisions)
        result = await answer_revisions.complete(session, tenant_id, message, result)
        # a held health state ended by its event, a held constraint relaxed in part (health_revisions)
        result = await health_revisions.complete(session, tenant_id, message, result)
        # a held life slot ended and its new value started in one message (life_replacements)
        result = await life_replacements.complete(session, tenant_id, message, result)
        # a use moved to another thing of its kind: the held one ended, the new kept (move_replacements)
        result = await move_replacements.complete(session, tenant_id, message, result)
        # a thing of a kind added beside the held one: both kept, nothing ended (added_beside)
        result = await added_beside.complete(session, tenant_id, message, result)
        # a held progressing value passed by a later one said in passing (progressions)
        result = await progressions.complete(session, tenant_id, message, result)
        # a held option gone back to after a trial: nothing ends or replaces it (gone_back)
        result = await gone_back.complete(session, tenant_id, message, result)
    result = with_relation_status(message, result)  # beside the partner read or ended by any step
    result = without_misplaced(message, read, result)  # another thing's value is no slot's (owned)
    result = await kept_beside(session, tenant_id, message, result)
    result = without_look_alikes(message, result)  # a joke, a hesitation, someone else's clause (look_alikes)
    return result, placed


async def _retract(
    session: AsyncSession,
    runtime: WriteDeps,
    principal: Principal,
    message: ExtractionInput,
    said: Retraction,
) -> None:
    """A retraction said in a message of its own takes back the memories it names (writepath.take_back),
    each as a reviewer's invalidation."""
    settings, effects = runtime.settings.governance_for(principal.tenant), Effects.of(runtime)
    for fact in await runtime.write_path.retractions.taken_back(session, principal.tenant, message, said):
        try:
            await corrections.invalidate(session, principal, fact.id, RETRACTED, settings, effects)
        except Conflict:
            # Superseded or invalidated by a concurrent write since it was read: no longer ACTIVE,
            # which is what the retraction asked; the event itself must not fail.
            continue


async def _retire(
    session: AsyncSession, runtime: WriteDeps, principal: Principal, fact: Fact | None, proposed: Proposed
) -> None:
    """A correction that changed a memory's key (a stance holds its value in it: 七点起床 → 六点起床)
    retires the memory it corrected once the corrected one is accepted (writepath.late_correction)."""
    accepted = [c for c in proposed.candidates if c.status == CandidateStatus.ACCEPTED]
    if fact is None or not accepted or any(c.fact_id == fact.id for c in accepted):
        return  # nothing took its place, or the correction landed on it: retiring it would leave none
    settings, effects = runtime.settings.governance_for(principal.tenant), Effects.of(runtime)
    try:
        await corrections.invalidate(session, principal, fact.id, CORRECTED, settings, effects)
    except Conflict:
        return  # no longer ACTIVE since it was read: what the correction asked


async def process_many(
    session: AsyncSession, runtime: WriteDeps, principal: Principal, items: list[tuple[Event, Evidence]]
) -> list[Proposed]:
    """``process_evidence`` of many messages, with the same steps and so the same memories as one by one:
    extraction of each, then batched governance of all their candidates, in input order
    (``writepath.govern``). Every step after extraction reads the user's held memories (``_held_steps``:
    a slot's held value, a diagnosis or a code corrected, a stance turned, a budget revised), so what
    a user said earlier in the batch is governed before a later message of theirs could tell: when one
    of its steps first sends a statement (``db.held_back``), or when its own candidates settle in a
    key space and predicate family the pending ones do (``govern.families_touched``); a value followed
    into siblings ends a run at its message (``govern_many``'s ``messages``). Everything else — other
    users, kinds apart, messages whose steps read nothing — shares a run. A correction that retires a
    memory or a retraction has its own candidates governed first, as alone."""
    path = runtime.write_path
    results: list[Proposed] = []
    pending = _Pending(principal)
    for event, evidence in items:
        message = extraction_input(event, evidence)
        proposed = Proposed()
        results.append(proposed)
        if message is None:
            continue
        if path.known is not None:
            await pending.govern(session, runtime)  # a model is shown what the batch said before
        result = read = await path.extract(await path.with_known(session, event.tenant_id, message))
        failed = result.error or result.fallback  # the later steps may replace the result
        if pending.holds(message.user_id):
            # what the user said earlier in the batch is governed when a held step first reads (any
            # statement: db.held_back); a message whose steps read nothing cannot tell the difference
            with held_back(session, lambda: pending.govern(session, runtime)):
                result, placed = await _held_steps(gated(session), path, event.tenant_id, message, read)
        else:
            result, placed = await _held_steps(session, path, event.tenant_id, message, read)
        retired = placed.retired
        proposed.error = failed
        proposals = [proposal_of(c, event, evidence, principal) for c in result.candidates]
        touched = pending.touched(runtime, proposals)
        if pending.clashes(message.user_id, touched):  # the user's earlier word on these kinds first
            await pending.govern(session, runtime)
        pending.add(proposed, proposals, message.user_id, touched)
        retraction = path.retractions.wanted(message, result)  # as ``process_evidence``: on the final result
        if retired is not None or retraction is not None:
            await pending.govern(session, runtime)  # this message's own candidates governed first, as alone
        if retired is not None:
            await _retire(session, runtime, principal, retired, proposed)
        if retraction is not None:
            await _retract(session, runtime, principal, message, retraction)
    await pending.govern(session, runtime)
    return results


Family = tuple[tuple[str, ...], str]
"""A key's space and a predicate family of it (``govern.families_touched``)."""


@dataclass
class _Pending:
    """Proposals of a batch not governed yet, with the answer and the message each belongs to."""

    principal: Principal
    proposals: list[Proposal] = field(default_factory=list)
    owners: list[Proposed] = field(default_factory=list)
    messages: list[int] = field(default_factory=list)
    families: dict[str | None, set[Family]] = field(default_factory=dict)
    """By user of ``proposals``, the spaces and predicate families they settle in
    (``govern.families_touched``)."""

    def holds(self, user_id: str | None) -> bool:
        """Whether a proposal of this user waits (a step that reads held memories must see it held)."""
        return user_id in self.families

    @staticmethod
    def touched(runtime: WriteDeps, proposals: list[Proposal]) -> set[Family]:
        return {family for proposal in proposals for family in families_touched(runtime, proposal)}

    def clashes(self, user_id: str | None, touched: set[Family]) -> bool:
        """Whether a waiting proposal of this user settles in one of ``touched``'s families: one run
        could then decide otherwise than the two rounds of the messages alone."""
        return not self.families.get(user_id, set()).isdisjoint(touched)

    def add(
        self, proposed: Proposed, proposals: list[Proposal], user_id: str | None, touched: set[Family]
    ) -> None:
        if not proposals:
            return
        message = self.messages[-1] + 1 if self.messages else 0
        self.proposals.extend(proposals)
        self.owners.extend([proposed] * len(proposals))
        self.messages.extend([message] * len(proposals))
        self.families.setdefault(user_id, set()).update(touched)

    async def govern(self, session: AsyncSession, runtime: WriteDeps) -> None:
        """Govern what waits, in order, in as few runs as keep each user's messages decided as alone."""
        while self.proposals:
            governed = await govern_many(session, runtime, self.proposals, messages=self.messages)
            for proposed, one in zip(self.owners, governed, strict=False):
                proposed.candidates.append(CandidateSummary.model_validate(one.candidate))
            await follow_replaced(session, runtime, self.principal, governed)
            done = len(governed)
            self.proposals, self.owners, self.messages = (
                self.proposals[done:],
                self.owners[done:],
                self.messages[done:],
            )
        self.families = {}
        forget_held(session)  # a reader after this reads what was just written
