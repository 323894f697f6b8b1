"""What a model extractor is shown of the user's current memories: a few ACTIVE facts of the user
(USER scope, and the message's session and task) on the message's subjects, found by keyword and by
vector, with their keys, so that the model can name the key a message updates. Governance still
decides: what the model proposes goes through the same policies as every candidate."""

import uuid
from dataclasses import dataclass

from sqlalchemy.ext.asyncio import AsyncSession

from memory_center.db.base import utcnow
from memory_center.extraction.contract import ExtractionInput, KnownFact
from memory_center.facts.repository import Holder, held_by_keyword, held_by_vector
from memory_center.kit.text_analysis import or_tsquery, query_terms
from memory_center.models import Fact
from memory_center.retrieval.query_encoder import QueryEncoder

BY_KEYWORD = 4
BY_VECTOR = 4


@dataclass(frozen=True)
class KnownFacts:
    encoder: QueryEncoder | None = None

    async def recall(
        self, session: AsyncSession, tenant_id: str, message: ExtractionInput
    ) -> tuple[KnownFact, ...]:
        """At most ``BY_KEYWORD + BY_VECTOR`` facts, keyword matches first; none without a user."""
        if not message.user_id:
            return ()
        holder = Holder(tenant_id, message.user_id, message.session_id, message.task_id)
        now = utcnow()
        found: dict[uuid.UUID, Fact] = {}
        terms = query_terms(message.text)
        if terms:
            for fact in await held_by_keyword(session, holder, or_tsquery(terms), now, BY_KEYWORD):
                found.setdefault(fact.id, fact)
        model = None if self.encoder is None else self.encoder.model
        vector = None if self.encoder is None or model is None else await self.encoder.encode(message.text)
        if vector is not None and model is not None:
            for fact in await held_by_vector(session, holder, vector, model, now, BY_VECTOR):
                found.setdefault(fact.id, fact)
        return tuple(
            KnownFact(fact.subject or "", fact.predicate or "", fact.object_value, fact.content)
            for fact in found.values()
        )
