"""What the user said that no memory holds (docs/context.md, "What the user said that no memory holds").

The profile and the matched memories can only carry what the write path stored. A message the
extractor did not read as a memory ("Never stick me in a middle seat", 订酒店记得给我要高楼层) is still
the user's own word, kept as evidence. A context therefore also carries, in its evidence part, the
user's own statements that back no memory at all and that the request is about: among the user's
newest ``NEWEST`` USER_STATED evidence rows with no link to any fact, those whose similarity to the
query reaches ``FLOOR``, at most ``LIMIT``, best first, with the reason ``unrecorded``.

A message that backs a memory is left out, whatever the memory's state: a current memory already
says it, and a replaced one is history (its stale value must not come back as evidence). Rows not
yet embedded are compared here in one batched call (``fresh.compare``), so a message said a moment
ago counts at once, and ``degraded`` says ``index_lag``.

When the query has no vector (the embedder down, or past its deadline on a loaded host: ``degraded``
says ``semantic``), the same statements are compared with the request by their words instead, as
keyword search reads them (``kit.text_analysis.query_terms``: stemmed English words, CJK bigrams): a
statement sharing a term with the request is kept, those sharing the most first, reason
``unrecorded`` and ``matched_by_words``. A message said a moment before a request that lost the
race for the embedder is then still carried (docs/context.md).

Read on every context call with a query and a user (the cached memory answer holds no evidence: a
message that left no memory writes no fact, so it would not make a cached answer stale); the query's
vector comes from the encoder's in-process cache after the memory answer embedded it.
"""

import re
import time
import uuid
from collections import OrderedDict
from collections.abc import Sequence
from dataclasses import dataclass, field
from datetime import datetime

import numpy as np
from sqlalchemy.ext.asyncio import AsyncSession

import memory_center.extraction.rules.words as w
from memory_center.embedding.ensemble import mostly_cjk
from memory_center.enums import Scope
from memory_center.extraction.rules.openings import is_question
from memory_center.extraction.rules.requests import is_request
from memory_center.extraction.rules.said_gates import HABIT_ANY, OTHERS
from memory_center.extraction.rules.split import statements as split_statements
from memory_center.extraction.rules.supposed import only_supposes, supposes
from memory_center.extraction.rules.text import alternatives, compiled, english
from memory_center.governance.lasting import says_lasting
from memory_center.kit.text_analysis import analyse, query_terms
from memory_center.retrieval import fresh, unrecorded_repository
from memory_center.retrieval.changed import says_change
from memory_center.retrieval.changed_meaning import SIMILAR
from memory_center.retrieval.query_encoder import QueryEncoder
from memory_center.retrieval.records import EvidenceRecord
from memory_center.retrieval.response_items import evidence_item
from memory_center.retrieval.retrievers import ReadPath
from memory_center.retrieval.schemas import ContextIn, RetrievedItem
from memory_center.retrieval.scope import Viewer
from memory_center.retrieval.semantic_repository import VectorQuery

UNRECORDED = "unrecorded"
"""Reason code of the user's own statement that backs no memory."""
BY_WORDS = "matched_by_words"
"""Reason code of one compared with a query that had no vector: by shared terms."""
NEWEST = 64
"""The user's newest statements without a memory looked at."""
LIMIT = 3
"""At most this many are carried."""
FLOOR = 0.14
"""The similarity a statement needs to the request (semantic search's measure; measured in
docs/context.md: the statements a request needed scored 0.15-0.41, small talk 0.03-0.33)."""
NEAR = 0.05
"""An unrecorded statement this similar to the request may make an older kept one history."""
LATER = 8
"""At most this many of them are compared."""
HANDFUL = 8
"""A user known by at most this many things (the context's memories and their unrecorded statements
together) gets every unrecorded statement, whatever its similarity (the profile's rule: a user with a
handful of memories gets all of them; measured in docs/context.md)."""
SAME = 0.55
"""The similarity of a statement to a newer memory of the context from which the memory speaks to the
same thing (measured: a past liking and its newer ending 0.62-0.68, unrelated pairs 0.03-0.13)."""


@dataclass
class Unrecorded:
    items: list[RetrievedItem] = field(default_factory=list)
    degraded: list[str] = field(default_factory=list)
    timings: dict[str, float] = field(default_factory=dict)


def wants_unrecorded(body: ContextIn) -> bool:
    """A context with a query and a user that ranks no evidence itself carries the unrecorded part."""
    has_query = bool((body.query or "").strip())
    return body.include_unrecorded and not body.include_evidence and has_query and body.user_id is not None


async def for_context(
    session: AsyncSession,
    path: ReadPath,
    viewer: Viewer,
    body: ContextIn,
    memories: Sequence[RetrievedItem],
    known: bool | None,
) -> Unrecorded:
    """The unrecorded part of a context: none when the request does not want it or the user was
    found to have no unrecorded statement while the query was embedded (``known`` False)."""
    if not wants_unrecorded(body) or known is False:
        return Unrecorded()
    started = time.perf_counter()
    said = await unrecorded(session, path, viewer, (body.query or "").strip(), body.as_of, memories)
    said.timings = {"unrecorded_ms": (time.perf_counter() - started) * 1000.0}
    return said


async def unrecorded(
    session: AsyncSession,
    path: ReadPath,
    viewer: Viewer,
    query: str,
    at: datetime | None,
    memories: Sequence[RetrievedItem] = (),
) -> Unrecorded:
    """The user's statements that back no memory and that the query is about, best first."""
    encoder = path.encoder
    model, dimensions = encoder.model, encoder.dimensions
    if not query or viewer.user_id is None:
        return Unrecorded()
    vector = await encoder.encode(query) if model is not None and dimensions is not None else None
    if vector is None or model is None or dimensions is None:
        rows_said = await unrecorded_repository.recent_unrecorded(session, viewer, at, NEWEST)
        told = [row for row in rows_said if not asks_only(row.content) and not imagined(row.content, query)]
        return Unrecorded(by_words(query, told, every=len(memories) + len(told) <= HANDFUL))
    scale, part = encoder.similarity_scale(query), encoder.cjk_part(query)
    probe = VectorQuery(vector, model, dimensions, path.ef_search, path.exact_limit, scale, part)
    rows = await unrecorded_repository.unrecorded_evidence(session, viewer, at, probe, NEWEST)
    out = Unrecorded()
    scored: list[tuple[EvidenceRecord, float]] = [
        (row.evidence, row.similarity) for row in rows if row.similarity is not None
    ]
    lagging = [row.evidence for row in rows if row.similarity is None]
    if lagging:
        out.degraded.append(fresh.INDEX_LAG)
        texts: list[tuple[str, datetime | None]] = [(row.content, row.occurred_at) for row in lagging]
        compared = await fresh.compare(encoder, query, vector, texts)
        scored += [(row, sim) for row, (sim, _) in zip(lagging, compared or [], strict=False)]
    scored = [
        pair for pair in scored if not asks_only(pair[0].content) and not imagined(pair[0].content, query)
    ]
    handful = len(memories) + len(scored) <= HANDFUL
    kept = sorted(
        (
            pair
            for pair in scored
            if pair[1] >= FLOOR
            or (handful and told_of_someone(pair[0].content))
            or changes_a_memory(pair[0], memories)
        ),
        key=lambda pair: -pair[1],
    )[:LIMIT]
    # The newer words that may speak to a kept statement: the context's memories, and the user's
    # other unrecorded statements near the request (the newest ``LATER`` of them: bounded embedding).
    near = sorted((row for row, sim in scored if sim >= NEAR), key=lambda row: row.occurred_at)[-LATER:]
    history = await _history(encoder, [row for row, _ in kept], memories, near)
    kept = [(row, sim) for row, sim in kept if row.id not in history]
    out.items = [evidence_item(row, round(sim, 4), [UNRECORDED]) for row, sim in kept]
    return out


def changes_a_memory(row: EvidenceRecord, memories: Sequence[RetrievedItem]) -> bool:
    """Newer words of the user that say a change of a memory the context serves (a held memory of the
    user, older, sharing a term: 从阿里出来了，下个月去网易 beside 我在阿里上班) are carried with it
    whatever their similarity to the request: the memory alone would be served as current (docs/context.md,
    "A change in other words")."""
    if not says_change(row.content):
        return False
    terms = set(query_terms(row.content))
    return any(
        m.kind == "fact"
        and m.scope is Scope.USER
        and m.valid_from < row.occurred_at
        and terms & set(query_terms(m.content))
        for m in memories
    )


_TASK_EN = compiled(
    r"^(?:please\s+)?(?:help\s+me|book|find|check|look\s+up|translate|tell\s+me|show\s+me|give\s+me|get\s+me"
    r"|send|write|draft|order|search|plan|suggest|recommend|schedule|reserve|buy|summari[sz]e|convert"
    r"|calculate|explain|set\s+(?:up|a\s+reminder))\b"
)
_TASK_ZH = re.compile(
    r"^(?:请你?|麻烦你?|能不能|可不可以|可以)?"
    r"(?:帮我|帮忙|给我(?:推荐|找|订|查|发|写|讲|算)|查一下|推荐|订一?[个张间家])"
)


_LIMIT = compiled(
    r"最多|至多|不超过|不要超过|别超过|以内"
    r"|\b(?:at most|no more than|never more than|at least|max(?:imum)?)\b"
)


def sets_a_standard(statement: str) -> bool:
    """Words that ask for something every time, not once: a lasting word ("from now on", 以后), a
    habit ("whenever", 每次, "on Fridays") or a limit (最多三个选项, "at most three options"). A request
    worded so (给我推荐东西最多三个选项) is a standing rule the write path may have missed, so it stays
    the user's unrecorded word. Pure."""
    return says_lasting(statement) or bool(HABIT_ANY.search(statement) or _LIMIT.search(statement))


_ROLES = "|".join(w.CLOSE_ROLES.values()).split("|")
_SOMEONE_EN = compiled(
    r"\b(?:i|i'm|i've|i'd|i'll|me|my|mine|myself|we|we're|we've|our|ours|us)\b"
    rf"|{english(w.KIN_EN)}|{english(OTHERS[0])}"
    rf"|{english('|'.join(word for word in _ROLES if word.isascii()))}"
)
_SOMEONE_ZH = re.compile(
    rf"[我咱俺]|{alternatives(w.KIN_ZH)}|{alternatives(OTHERS[1])}"
    rf"|{alternatives('|'.join(word for word in _ROLES if not word.isascii()))}"
)
_NAME_INSIDE = re.compile(r"(?<=[a-z,;:]\s)[A-Z][a-z]{2,}")


def about_someone(text: str) -> bool:
    """Words that speak of the user or of someone or something of theirs: a first-person word, a
    relative, a pet, a name inside the sentence ("twins turned four…", "the parrot, Captain, …",
    我婆婆跟我们一起住). Small talk says none ("The weather is lovely today", "good morning!",
    今天天气真不错). Pure."""
    return bool(_SOMEONE_EN.search(text) or _SOMEONE_ZH.search(text) or _NAME_INSIDE.search(text))


def imagined(text: str, query: str) -> bool:
    """Words that only suppose ("If I won the lottery I'd move to Lisbon", 要是我中了彩票，我就搬去大理:
    ``extraction.rules.supposed``) tell nothing that holds of the user: not carried as their word about
    their life, unless the request itself supposes ("what would I do if I won the lottery?"). Pure."""
    return only_supposes(text) and not _SUPPOSING_QUERY.search(query)


_SUPPOSING_QUERY = compiled(
    r"\b(?:if|would|what\s+if|imagine|suppose|dream|wish)\b|如果|要是|假如|假设|梦想|想象"
)


def told_of_someone(text: str) -> bool:
    """``about_someone``, said as it is: a message whose every statement only supposes ("If I ever had
    a dog I'd call it Biscuit", 假如我住在海边…) tells nothing that holds of the user, so it does not
    come with the handful rule (its similarity to the request may still bring it). Pure."""
    if not about_someone(text):
        return False
    said = [one.strip() for one in split_statements(text) if one.strip()]
    return not (said and all(supposes(one) for one in said))


def asks_only(text: str) -> bool:
    """Words that only ask the assistant for something: every statement a question ("what time is it
    in Tokyo?") or a task request ("book me a table for two", 帮我把这段话翻译成英文), not a standing
    rule said politely ("could you never call me before 9?"). They tell nothing about the user, so they
    are never carried as the user's unrecorded words. Pure."""
    said = [one for one in split_statements(text) if one.strip()]
    return bool(said) and all(_asks(one) for one in said)


def _asks(statement: str) -> bool:
    if is_request(statement) or sets_a_standard(statement):
        return False
    text = statement.strip().lower()
    return is_question(statement) or bool(_TASK_EN.match(text) or _TASK_ZH.match(text))


def by_words(query: str, statements: Sequence[EvidenceRecord], every: bool = False) -> list[RetrievedItem]:
    """The statements sharing a term with the query (the query's terms as keyword search takes them:
    no stop words, no CJK particle bigrams), those sharing the most first, then the newest, at most
    ``LIMIT``; relevance = the share of the query's terms found. With ``every`` (a user known by a
    handful of things: ``HANDFUL``) those sharing none follow, newest first. Pure."""
    wanted = set(query_terms(query))
    if not wanted and not every:
        return []
    scored = []
    for position, row in enumerate(statements):  # newest first
        shared = len(wanted & set(analyse(row.content)))
        if shared or (every and told_of_someone(row.content)):
            scored.append((-shared, position, row, shared / len(wanted) if wanted else 0.0))
    scored.sort(key=lambda entry: (entry[0], entry[1]))
    why = [UNRECORDED, BY_WORDS]
    return [evidence_item(row, round(share, 4), why) for _, _, row, share in scored[:LIMIT]]


async def _history(
    encoder: QueryEncoder,
    statements: list[EvidenceRecord],
    memories: Sequence[RetrievedItem],
    said: Sequence[EvidenceRecord],
) -> set[uuid.UUID]:
    """The statements that newer words speak to (``SAME`` similar): a newer memory of the same
    context ("I used to love coffee", then the memory "I don't drink coffee anymore") or a newer
    statement of the user (下周我要去大阪出差, then 大阪的行程取消了，改去东京) is what holds now.
    Compared as passages (the encoder keeps recent ones), only when such a pair exists. Newer words
    that say a change need only be ``changed_meaning.SIMILAR`` alike ("I'm in Toronto." / "we only
    got here last week", docs/context.md, "A change in other words")."""
    later = {
        row.id: [m.content for m in memories if m.kind == "fact" and m.valid_from > row.occurred_at]
        + [other.content for other in said if other.occurred_at > row.occurred_at]
        for row in statements
    }
    texts = list(
        dict.fromkeys([row.content for row in statements] + [t for ts in later.values() for t in ts])
    )
    if not any(later.values()):
        return set()
    vectors = await encoder.encode_passages(texts)
    if vectors is None:
        return set()
    by_text = {text: _passage(text, vector) for text, vector in zip(texts, vectors, strict=True)}
    part = encoder.cjk_part("-")
    history: set[uuid.UUID] = set()
    for row in statements:
        for text in later[row.id]:
            by_part = part is not None and (by_text[row.content].cjk or by_text[text].cjk)
            same = _cosine(by_text[row.content], by_text[text], part if by_part else None)
            if same >= SAME or (same >= SIMILAR and says_change(text)):
                history.add(row.id)
                break
    return history


class _Passage:
    """A text's passage vector as an array, whether the text is mostly CJK, and its norms (whole,
    and per part), each computed once."""

    def __init__(self, vector: Sequence[float], cjk: bool) -> None:
        self.array = np.asarray(vector, dtype=np.float64)
        self.cjk = cjk
        self._norms: dict[tuple[int, int] | None, np.floating] = {}

    def view(self, part: tuple[int, int] | None) -> tuple[np.ndarray, np.floating]:
        array = self.array if part is None else self.array[part[0] : part[0] + part[1]]
        norm = self._norms.get(part)
        if norm is None:
            norm = self._norms[part] = np.linalg.norm(array)
        return array, norm


_PASSAGES = 256
"""Passages kept (each holds its vector: about 37 KB)."""
_passages: OrderedDict[str, tuple[Sequence[float], _Passage]] = OrderedDict()


def _passage(text: str, vector: Sequence[float]) -> _Passage:
    """The text's ``_Passage``, kept while the encoder hands back the same vector object (its cache of
    recent passages): converting the lists anew for every pair of every request was most of the step's
    time (docs/benchmarks.md, "Session 20: the cost of the held-in-part step")."""
    known = _passages.get(text)
    if known is not None and known[0] is vector:
        _passages.move_to_end(text)
        return known[1]
    passage = _Passage(vector, mostly_cjk(text))
    _passages[text] = (vector, passage)
    while len(_passages) > _PASSAGES:
        _passages.popitem(last=False)
    return passage


def _cosine(a: _Passage, b: _Passage, part: tuple[int, int] | None) -> float:
    (x, norm_x), (y, norm_y) = a.view(part), b.view(part)
    norms = float(norm_x * norm_y)
    return float(x @ y) / norms if norms else 0.0
