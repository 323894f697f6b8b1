"""What a model extractor is shown of the user's current memories: a few ACTIVE facts of the user
(USER scope, and the message's session and task) nearest to the message, with their keys, type and
scope, so that the model can name the memory a message updates or ends. Governance still decides:
what the model proposes goes through the same policies as every candidate.

Nearest by four bounded looks, each one indexed statement: the memories said in this conversation
within ``RECENT_WINDOW`` (the newest ``BY_RECENT``: "I moved to Munich" right after "I live in
Berlin", before the new memory has a vector), those on the slots the message names by a cue word of
the key schema ("my office", 鞋码: the user's ``user / office``, …; the most recently changed
``BY_KEY``), those sharing a word with it (``BY_KEYWORD``, best ranked), and those nearest by
meaning (``BY_VECTOR``, by the service's embedder, when it has one and it answers). Only an
extractor that reads them pays for this (``writepath.write_path.reads_known_facts``)."""

import re
import uuid
from dataclasses import dataclass
from datetime import timedelta

from sqlalchemy.ext.asyncio import AsyncSession

from memory_center.db.base import utcnow
from memory_center.enums import OwnerType, Scope
from memory_center.extraction.contract import ExtractionInput, KnownFact
from memory_center.extraction.schema import SLOTS
from memory_center.facts.keys import FactKey, ScopeIds
from memory_center.facts.lately_repository import said_lately_in_session
from memory_center.facts.repository import (
    Holder,
    active_in_spaces,
    get,
    held_by_keyword,
    held_by_vector,
)
from memory_center.kit.text_analysis import or_tsquery, query_terms
from memory_center.models import Fact
from memory_center.retrieval.query_encoder import QueryEncoder

BY_RECENT = 4
RECENT_WINDOW = timedelta(minutes=30)
BY_KEY = 4
BY_KEYWORD = 4
BY_VECTOR = 4


def _cue_pattern() -> tuple[re.Pattern[str], dict[str, str]]:
    """One alternation of every slot cue (longest first; English ones as whole words), and the slot
    each cue names."""
    slot_of: dict[str, str] = {}
    for slot in SLOTS:
        for cue in slot.cues:
            slot_of.setdefault(cue.casefold(), slot.name)
    cues = sorted(slot_of, key=len, reverse=True)
    each = [re.escape(cue) if not cue.isascii() else rf"(?<!\w){re.escape(cue)}(?!\w)" for cue in cues]
    return re.compile("|".join(each), re.IGNORECASE), slot_of


_CUES, _SLOT_OF_CUE = _cue_pattern()


def slots_named(text: str) -> tuple[str, ...]:
    """The slots whose cue words the message says ("my shoe size" → shoe_size), in order, once each."""
    named = (_SLOT_OF_CUE[match.group(0).casefold()] for match in _CUES.finditer(text))
    return tuple(dict.fromkeys(named))


def known_fact(fact: Fact) -> KnownFact:
    subject, predicate = fact.subject or "", fact.predicate or ""
    return KnownFact(subject, predicate, fact.object_value, fact.content, fact.memory_type, fact.scope)


@dataclass(frozen=True)
class KnownFacts:
    encoder: QueryEncoder | None = None

    async def recall(
        self, session: AsyncSession, tenant_id: str, message: ExtractionInput
    ) -> tuple[KnownFact, ...]:
        """At most ``BY_RECENT + BY_KEY + BY_KEYWORD + BY_VECTOR`` facts: said lately, by key, by
        keyword, by meaning; none without a user."""
        if not message.user_id:
            return ()
        holder = Holder(tenant_id, message.user_id, message.session_id, message.task_id)
        now = utcnow()
        found: dict[uuid.UUID, Fact] = {}
        if message.session_id:
            since = message.occurred_at - RECENT_WINDOW
            for fact in await said_lately_in_session(
                session, holder, since, now, BY_RECENT, except_predicate=""
            ):
                found.setdefault(fact.id, fact)
        for fact in await self._by_key(session, holder, message.text):
            if fact.valid_until is None or fact.valid_until > now:
                found.setdefault(fact.id, fact)
        terms = query_terms(message.text)
        if terms:
            for fact in await held_by_keyword(session, holder, or_tsquery(terms), now, BY_KEYWORD):
                found.setdefault(fact.id, fact)
        model = None if self.encoder is None else self.encoder.model
        vector = None if self.encoder is None or model is None else await self.encoder.encode(message.text)
        if vector is not None and model is not None:
            for fact in await held_by_vector(session, holder, vector, model, now, BY_VECTOR):
                found.setdefault(fact.id, fact)
        return tuple(known_fact(fact) for fact in found.values())

    @staticmethod
    async def _by_key(session: AsyncSession, holder: Holder, text: str) -> list[Fact]:
        """The user's USER-scope memories on the slots the message names (the newest ``BY_KEY``)."""
        slots = slots_named(text)
        if not slots:
            return []
        user, tenant = holder.user_id, holder.tenant_id
        space = FactKey(tenant, OwnerType.USER, user, Scope.USER, ScopeIds(user_id=user), None, None)
        held = await active_in_spaces(session, [(space, slots)], BY_KEY)
        facts = [await get(session, holder.tenant_id, fact_id) for fact_id, _ in held]
        return [fact for fact in facts if fact is not None]
