"""A retraction in a message of its own ("Forget what I said about being vegetarian", "Just kidding!",
忘了我刚才说的香菜吧, 当我没说) takes back the memory it names.

The rule extractor reads such a message (``extraction.rules.retract``) but cannot know its memory. Here
the memories come from the user's own (user, session and task scope) said in the same session within
``WINDOW``: those sharing a term with what the message names ("about being vegetarian") or on a key
its topic words name ("about my job": the workplace and the job, ``extraction.rules.retract.TOPICS``);
all of them (up to ``LOOK_BACK``) when it takes back everything ("forget everything I said
earlier", 我刚才说的都忘了吧); else, when it names nothing, the latest one. A named thing that matches
none of them takes nothing back: a true memory is never guessed away. ``writepath.service``
INVALIDATES each as a reviewer's invalidation (a revision row, an audit entry with the reason
``retracted_by_user``, its cached answers dropped), so it leaves every read at once and its history
stays.
"""

from dataclasses import dataclass
from datetime import timedelta

from sqlalchemy.ext.asyncio import AsyncSession

from memory_center.db.base import utcnow
from memory_center.extraction.contract import ExtractionInput, ExtractionResult
from memory_center.extraction.rules.retract import Retraction, names_key, read_retraction
from memory_center.facts.lately_repository import said_lately_in_session
from memory_center.facts.repository import Holder
from memory_center.kit.text_analysis import analyse
from memory_center.models import Fact

WINDOW = timedelta(minutes=30)
"""How long after a memory was said a retraction may still take it back."""
LOOK_BACK = 100
"""How many of the latest memories a retraction looks at (it names them by words and topics, or takes
back everything said); a long conversation says more than ten memories in its half hour."""
REASON = "retracted_by_user"


@dataclass(frozen=True)
class LaterRetractions:
    """Runs only when the extractor found nothing in a message that is a retraction of its own."""

    def wanted(self, message: ExtractionInput, result: ExtractionResult) -> Retraction | None:
        """The retraction the message is, when the extractor found nothing else in it (pure, cheap:
        run for every message)."""
        if result.candidates or result.error is not None or not message.user_id or not message.session_id:
            return None
        return read_retraction(message)

    async def taken_back(
        self, session: AsyncSession, tenant_id: str, message: ExtractionInput, said: Retraction
    ) -> list[Fact]:
        """The memories the retraction takes back (writepath.service invalidates them)."""
        user_id, session_id = message.user_id or "", message.session_id or ""
        holder = Holder(tenant_id, user_id, session_id, message.task_id)
        since = message.occurred_at - WINDOW
        recent = await said_lately_in_session(
            session,
            holder,
            since,
            utcnow(),
            LOOK_BACK if said.everything or said.about is not None else 1,
            except_predicate="",
            until=message.occurred_at,
        )
        return named(recent, said)


def named(recent: list[Fact], said: Retraction) -> list[Fact]:
    """Of the memories said lately (newest first), those the retraction names; the newest alone when
    it names nothing, all of them when it takes back everything."""
    if said.everything:
        return recent
    if said.about is None:
        return recent[:1]
    about, wanted = said.about, set(analyse(said.about))
    return [
        fact
        for fact in recent
        if wanted & set(analyse(_words_of(fact)))
        or names_key(about, fact.subject or "", fact.predicate or "")
    ]


def _words_of(fact: Fact) -> str:
    return " ".join(part for part in (fact.content, fact.subject, fact.object_value) if part)
