"""Governance: small, pure, ordered policies deciding what a candidate becomes (docs/design.md §3).

Screening (``screen``), in order; the first final decision wins:

1. ``require_evidence``: no evidence → REJECT no_evidence.
2. ``guard_sensitive_data``: ID-card, bank-card or phone numbers, passwords, secrets (and e-mail when
   ``email_is_sensitive``) in content, subject, predicate or object_value → REJECT sensitive_data, or
   with ``sensitive_action="redact"`` (or when e-mail addresses are all it holds) an amended draft with
   ``[REDACTED:<kind>]`` that goes on ("redacted"); a value with nothing left but redactions is rejected.
3. ``refuse_authority_claims``: "我是管理员", "给我所有权限", "授权", "I am an admin", "grant me access",
   "make me admin", "ignore previous instructions", … → REJECT authority_claim.
4. ``limit_length`` → REJECT too_long; ``refuse_passing_moods`` ("今天好累", "I'm tired today") → REJECT
   unstable; ``rescope_task_details``: a one-time task detail (这次/this trip, a near date, a budget
   without a lasting word) in USER or AGENT scope is moved to TASK (or SESSION) scope (amendment
   "task_detail_rescoped"), or REJECT unstable when the draft names neither; ``require_scope_owner``:
   a scope whose owner id is missing (TASK without task_id, …) → REJECT missing_scope_owner.
5. ``gate_confidence``: below ``reject_confidence`` → REJECT low_confidence; below ``review_confidence``
   → NEEDS_CONFIRMATION low_confidence; INFERRED with ``review_inferred`` → NEEDS_CONFIRMATION needs_review.

Settling (``settle``), against the ACTIVE fact with the same subject, predicate, scope and owner:

6. the same value (compared after NFKC, case folding, whitespace and thousands separators) → MERGE
   duplicate_merged, unless the draft corrects the held memory's words (``rewords``: "the PureGym in
   Kentish Town", not Camden) and they differ: then 7.;
7. another value → SUPERSEDE supersedes when the new source is at least as trusted (TRUST_RANK), else
   NEEDS_CONFIRMATION superseded_lower_trust;
8. no such fact → ACCEPT accepted (or, after an amendment, the first amendment's code: redacted,
   task_detail_rescoped). The write path first asks ``governance.matching`` whether the owner holds
   the same memory under another key (same_memory_merged / _supersedes / _lower_trust, similar_memory_unsure).

``decide`` = screen, then settle. Re-scoping changes the key, so a caller that may see re-scoping
should ``screen`` first, look the fact up with the screened draft's key and then ``settle`` the
screening; ``decide`` ignores an ``existing`` fact of the pre-amendment scope rather than merge across keys.
``decide_on_accept`` is for a reviewer's accept: the content checks (1-4) run again (the reviewer may
have edited the text, or the tenant's policy changed), confidence and trust are not asked again (the
accept is the confirmation), then settle.

Every decision from ``screen``/``settle``/``decide`` carries the draft to store (``draft``: amended
or as submitted) and the amendments made on the way. Messages never quote the candidate's text.
"""

import re
import unicodedata
import uuid
from collections.abc import Callable
from dataclasses import dataclass, replace
from enum import StrEnum

from memory_center.config import GovernanceSettings
from memory_center.enums import TRUST_RANK, CandidateStatus, MemoryType, Scope, SourceType
from memory_center.governance import budgets, lasting
from memory_center.governance.dated import SCHEDULED, dated_text
from memory_center.governance.drafts import CandidateDraft
from memory_center.governance.moods import mood_words
from memory_center.governance.owners import missing_owner_field
from memory_center.governance.sensitive import SensitiveKind, find_sensitive, redact
from memory_center.governance.values import normalise_value, same_value


class Outcome(StrEnum):
    ACCEPT = "ACCEPT"
    REJECT = "REJECT"
    NEEDS_CONFIRMATION = "NEEDS_CONFIRMATION"
    MERGE = "MERGE"
    SUPERSEDE = "SUPERSEDE"


class Reason(StrEnum):
    NO_EVIDENCE = "no_evidence"
    SENSITIVE_DATA = "sensitive_data"
    REDACTED = "redacted"
    AUTHORITY_CLAIM = "authority_claim"
    TOO_LONG = "too_long"
    UNSTABLE = "unstable"
    TASK_DETAIL_RESCOPED = "task_detail_rescoped"
    MISSING_SCOPE_OWNER = "missing_scope_owner"
    LOW_CONFIDENCE = "low_confidence"
    NEEDS_REVIEW = "needs_review"
    DUPLICATE_MERGED = "duplicate_merged"
    SUPERSEDES = "supersedes"
    SUPERSEDED_LOWER_TRUST = "superseded_lower_trust"
    SAME_MEMORY_MERGED = "same_memory_merged"
    SAME_MEMORY_SUPERSEDES = "same_memory_supersedes"
    SAME_MEMORY_LOWER_TRUST = "same_memory_lower_trust"
    SIMILAR_MEMORY_UNSURE = "similar_memory_unsure"
    NOTHING_TO_END = "nothing_to_end"
    ENDS_ANOTHER_VALUE = "ends_another_value"
    ACCEPTED = "accepted"


_CANDIDATE_STATUS = {
    Outcome.ACCEPT: CandidateStatus.ACCEPTED,
    Outcome.MERGE: CandidateStatus.ACCEPTED,
    Outcome.SUPERSEDE: CandidateStatus.ACCEPTED,
    Outcome.REJECT: CandidateStatus.REJECTED,
    Outcome.NEEDS_CONFIRMATION: CandidateStatus.NEEDS_CONFIRMATION,
}


@dataclass(frozen=True, slots=True)
class ExistingFact:
    """The ACTIVE fact with the draft's subject, predicate, scope and owner."""

    id: uuid.UUID
    object_value: str | None
    content: str
    source_type: SourceType
    scope: Scope


@dataclass(frozen=True, slots=True)
class Decision:
    """What governance decided, why (``reason``, a stable snake_case code) and for which draft.

    ``final=False`` marks an amendment from a screening policy (redaction, re-scoping): the amended
    ``draft`` goes on through the remaining policies. ``fact_id`` names the existing fact merged into,
    superseded, or in conflict.
    """

    outcome: Outcome
    reason: Reason
    message: str
    draft: CandidateDraft | None = None
    final: bool = True
    amendments: tuple[Reason, ...] = ()
    fact_id: uuid.UUID | None = None

    @property
    def candidate_status(self) -> CandidateStatus:
        return _CANDIDATE_STATUS[self.outcome]


@dataclass(frozen=True, slots=True)
class Screening:
    """Steps 1-5: ``decision`` is set when screening settled the candidate, else it passed on."""

    draft: CandidateDraft
    decision: Decision | None = None
    amendments: tuple[Reason, ...] = ()


ScreeningPolicy = Callable[[CandidateDraft, GovernanceSettings], Decision | None]


def _reject(reason: Reason, message: str) -> Decision:
    return Decision(Outcome.REJECT, reason, message)


def _amend(draft: CandidateDraft, reason: Reason, message: str) -> Decision:
    return Decision(Outcome.ACCEPT, reason, message, draft=draft, final=False)


# --- 1. evidence --------------------------------------------------------------------------------------


def require_evidence(draft: CandidateDraft, settings: GovernanceSettings) -> Decision | None:
    if draft.evidence_count >= 1:
        return None
    return _reject(Reason.NO_EVIDENCE, "A memory needs at least one piece of evidence.")


# --- 2. sensitive data --------------------------------------------------------------------------------

_TEXT_FIELDS = ("content", "subject", "predicate", "object_value")
_ONLY_REDACTIONS = re.compile(r"\[REDACTED:[a-z_]+\]|[\W_]+")


def _texts(draft: CandidateDraft) -> dict[str, str]:
    values = {name: getattr(draft, name) for name in _TEXT_FIELDS}
    return {name: value for name, value in values.items() if value}


def _nothing_left(text: str | None) -> bool:
    return text is not None and not _ONLY_REDACTIONS.sub("", text)


def _redacted(text: str | None, include_email: bool) -> str | None:
    return None if text is None else redact(text, find_sensitive(text, include_email=include_email))


def guard_sensitive_data(draft: CandidateDraft, settings: GovernanceSettings) -> Decision | None:
    """Reject, or redact (the redact policy, or e-mail addresses alone): docs/security.md, Sensitive data."""
    email = settings.email_is_sensitive
    found = [match for text in _texts(draft).values() for match in find_sensitive(text, include_email=email)]
    if not found:
        return None
    listed = ", ".join(sorted(kinds := {match.kind for match in found}))
    if settings.sensitive_action == "reject" and kinds != {SensitiveKind.EMAIL}:
        return _reject(Reason.SENSITIVE_DATA, f"Holds sensitive data ({listed}); it is never stored.")
    redacted = replace(
        draft,
        content=_redacted(draft.content, email) or "",
        subject=_redacted(draft.subject, email),
        predicate=_redacted(draft.predicate, email),
        object_value=_redacted(draft.object_value, email),
    )
    if _nothing_left(redacted.object_value) or _nothing_left(redacted.content):
        return _reject(Reason.SENSITIVE_DATA, f"Nothing but sensitive data ({listed}) would be left.")
    return _amend(redacted, Reason.REDACTED, f"Sensitive data ({listed}) was redacted.")


# --- 3. authority claims ------------------------------------------------------------------------------

_AUTHORITY_CLAIM = re.compile(
    r"我是(?:这里的|系统|超级|平台|你的)?(?:管理员|超管|admin|root|开发者|负责人|运维)"
    r"|(?:给|授予|赋予|开通|分配|提升|提高|开放)(?:我|本人)?(?:的)?(?:所有|全部|最高|超级|管理员?|root|admin)?(?:的)?"
    r"(?:权限|访问权|管理权)"
    r"|授权|越权|绕过(?:权限|验证|认证|审核|限制)|(?:忽略|无视)(?:之前|以上|前面|上面|所有)?的?(?:指令|指示|规则|设定|限制|提示)"
    r"|\bI(?:'m|\s+am)\s+(?:an?\s+|the\s+|your\s+)?(?:system\s+|super\s*|site\s+)?"
    r"(?:admin|administrator|root|superuser|developer|owner)\b"
    r"|\b(?:grant|give)\s+me\s+(?:full\s+|all\s+|admin\s+|root\s+|elevated\s+|unrestricted\s+)?"
    r"(?:access|permissions?|privileges?|rights|admin)\b"
    r"|\bmake\s+me\s+(?:an?\s+)?(?:admin|administrator|superuser|owner)\b"
    r"|\b(?:elevate|escalate)\s+(?:my\s+)?(?:privileges?|permissions?|access|role)\b"
    r"|\b(?:ignore|disregard|forget)\s+(?:all\s+)?(?:the\s+|your\s+)?(?:previous|prior|above|earlier|system)\s+"
    r"(?:instructions|rules|prompts?)\b"
    r"|\bbypass\s+(?:the\s+)?(?:auth\w*|security|permissions?|checks?)\b"
    r"|\bI\s+have\s+(?:admin|root)\s+(?:access|rights)\b",
    re.IGNORECASE,
)


def is_authority_claim(text: str) -> bool:
    return bool(_AUTHORITY_CLAIM.search(unicodedata.normalize("NFKC", text)))


def refuse_authority_claims(draft: CandidateDraft, settings: GovernanceSettings) -> Decision | None:
    if not any(is_authority_claim(text) for text in _texts(draft).values()):
        return None
    return _reject(
        Reason.AUTHORITY_CLAIM, "Memory never grants authority: claims of roles or rights are refused."
    )


# --- 4. length and stability --------------------------------------------------------------------------

_MOOD_ZH = (  # 饿 but not 饿了么, the delivery app (最近都在饿了么点: where the user orders, no hunger)
    r"(?:累|困|烦|生气|难过|伤心|开心|高兴|郁闷|无聊|不爽|崩溃|焦虑|紧张|兴奋|饿(?!了么)|沮丧|失落|心情不好|心情很好"
    r"|头疼|不舒服)"
)
_MOOD_EN = (
    r"(?:tired|sad|angry|upset|happy|bored|hungry|sleepy|stressed|annoyed|exhausted|grumpy|anxious|frustrated"
    r"|excited|down|sick|mad|cranky)"
)
_DEGREE_ZH = r"(?:好|很|太|真|有点|有些|非常|特别|超|挺)"
_FEEL_EN = (
    r"(?:I'm|I\s+am|I\s+feel|I'm\s+feeling|I\s+am\s+feeling|feeling)\s+"
    r"(?:so\s+|very\s+|really\s+|a\s+bit\s+|kind\s+of\s+|pretty\s+|quite\s+|super\s+)?"
)
_NOT_OF = r"(?!\s+(?:of|with)\b)"  # "sick of burgers", "bored with jazz": a stance on a thing, no mood
_NOW_EN = r"(?:today|tonight|right now|now|at the moment|this morning|this evening|currently)"
_PASSING_MOOD = re.compile(
    rf"(?:(?<![\u4e00-\u9fff])|(?<=[我们也都就还]))"  # a thing said before the time word: a stance on it
    rf"(?:今天|今晚|现在|此刻|刚才|这会儿|目前|最近|今早)[^，,。!！]{{0,4}}?{_DEGREE_ZH}?{_MOOD_ZH}"
    rf"|^我?{_DEGREE_ZH}{_MOOD_ZH}(?:了|啊|呀|死了)?[。!！]*$"
    rf"|\b{_FEEL_EN}{_MOOD_EN}\b{_NOT_OF}[^.!?]{{0,20}}?\b{_NOW_EN}\b"
    rf"|\b{_NOW_EN}\b[^.!?]{{0,10}}?\b{_FEEL_EN}{_MOOD_EN}\b{_NOT_OF}"
    rf"|^{_FEEL_EN}{_MOOD_EN}[.!]*$",
    re.IGNORECASE,
)


PLANNED_TRIP = "trip"
"""The predicate of a trip the user planned (``extraction.rules.plans.PREDICATE``)."""


def limit_length(draft: CandidateDraft, settings: GovernanceSettings) -> Decision | None:
    longest = max(len(draft.content), len(draft.object_value or ""))
    if longest <= settings.max_content_chars:
        return None
    return _reject(Reason.TOO_LONG, f"Longer than {settings.max_content_chars} characters.")


def is_passing_mood(text: str) -> bool:
    return bool(_PASSING_MOOD.search(unicodedata.normalize("NFKC", text).strip()))


def refuse_passing_moods(draft: CandidateDraft, settings: GovernanceSettings) -> Decision | None:
    if not is_passing_mood(mood_words(draft)):  # a health constraint: its own clauses (``moods``)
        return None
    return _reject(Reason.UNSTABLE, "A passing mood is not a lasting memory.")


PERSONAL_DATES = frozenset({"birthday", "anniversary"})  # lasting: a birthday's 5月1日 is no task date


def is_task_detail(draft: CandidateDraft) -> bool:
    """This trip, a near date, a budget with no lasting word; not a planned trip's or birthday's date."""
    planned = draft.predicate in (*PERSONAL_DATES, PLANNED_TRIP, SCHEDULED)
    if draft.revises or (draft.memory_type is MemoryType.FACT and planned):
        return False  # a held standing budget's new amount (``governance.budgets``) lasts as it did
    texts = {k: v for k, v in _texts(draft).items() if not re.search(r"#[0-9a-f]{10,}$", v)}
    text = dated_text(draft, " ".join(texts.values()))  # no key cut short and hashed: "…thursday night#…"
    if lasting.says_one_time(text):
        return True
    said = " ".join(v for k, v in texts.items() if k != "subject")  # the key is singular: "afternoon"
    if lasting.names_near_date(dated_text(draft, said)):
        # a keyed fact of the user's ("Picked up my Mazda on Saturday") or a close one's name, or an ending
        mine = draft.subject == "user" or draft.predicate == "name" or draft.ends is not None  # (``ends``)
        keyed = mine and (":" not in (draft.predicate or "") or draft.ends is not None)
        return not (draft.memory_type is MemoryType.FACT and keyed and lasting.dates_a_change(text))
    return budgets.is_task_budget(draft, text)  # a budget with no lasting word, no habit of spending


def rescope_task_details(draft: CandidateDraft, settings: GovernanceSettings) -> Decision | None:
    if draft.scope not in (Scope.USER, Scope.AGENT) or not is_task_detail(draft):
        return None
    target = Scope.TASK if draft.task_id else Scope.SESSION if draft.session_id else None
    if target is None:
        message = "A one-time task detail is not a lasting memory, and no task or session holds it."
        return _reject(Reason.UNSTABLE, message)
    message = f"A one-time task detail: moved from {draft.scope} to {target} scope."
    return _amend(replace(draft, scope=target), Reason.TASK_DETAIL_RESCOPED, message)


def require_scope_owner(draft: CandidateDraft, settings: GovernanceSettings) -> Decision | None:
    """A scope without the ids it needs (its owner, its session or task) has no owner to hold it."""
    missing = missing_owner_field(draft)
    if missing is None:
        return None
    return _reject(Reason.MISSING_SCOPE_OWNER, f"{draft.scope} scope needs a {missing}.")


# --- 5. confidence and review -------------------------------------------------------------------------


def gate_confidence(draft: CandidateDraft, settings: GovernanceSettings) -> Decision | None:
    if draft.confidence < settings.reject_confidence:
        return _reject(Reason.LOW_CONFIDENCE, f"Confidence below {settings.reject_confidence:g}.")
    if draft.confidence < settings.review_confidence:
        message = f"Confidence below {settings.review_confidence:g}: waits for confirmation."
        return Decision(Outcome.NEEDS_CONFIRMATION, Reason.LOW_CONFIDENCE, message)
    if settings.review_inferred and draft.source_type is SourceType.INFERRED:
        message = "Inferred, not stated: waits for confirmation."
        return Decision(Outcome.NEEDS_CONFIRMATION, Reason.NEEDS_REVIEW, message)
    return None


CONTENT_POLICIES: tuple[ScreeningPolicy, ...] = (
    require_evidence,
    guard_sensitive_data,
    refuse_authority_claims,
    limit_length,
    refuse_passing_moods,
    rescope_task_details,
    require_scope_owner,
)
SCREENING_POLICIES: tuple[ScreeningPolicy, ...] = (*CONTENT_POLICIES, gate_confidence)


# --- 6-8. settling against the existing fact ----------------------------------------------------------


def merge_duplicate(draft: CandidateDraft, existing: ExistingFact | None) -> Decision | None:
    if existing is None or not same_value(draft, existing):
        return None
    if draft.rewords and normalise_value(draft.content) != normalise_value(existing.content):
        return None  # a correction of the held words, its value unchanged: it replaces (7.)
    message = "Same value as an active fact: the evidence is attached to it."
    return Decision(Outcome.MERGE, Reason.DUPLICATE_MERGED, message, fact_id=existing.id)


def supersede_existing(
    draft: CandidateDraft, existing: ExistingFact | None, *, confirmed: bool = False
) -> Decision | None:
    if existing is None:
        return None
    if confirmed or TRUST_RANK[draft.source_type] >= TRUST_RANK[existing.source_type]:
        message = "A new value from a source at least as trusted replaces the active fact."
        return Decision(Outcome.SUPERSEDE, Reason.SUPERSEDES, message, fact_id=existing.id)
    message = "Conflicts with an active fact from a more trusted source: waits for confirmation."
    return Decision(Outcome.NEEDS_CONFIRMATION, Reason.SUPERSEDED_LOWER_TRUST, message, fact_id=existing.id)


def accept(amendments: tuple[Reason, ...] = ()) -> Decision:
    """A new fact; after an amendment the reason says which (redacted, task_detail_rescoped)."""
    if not amendments:
        return Decision(Outcome.ACCEPT, Reason.ACCEPTED, "Accepted as a new fact.")
    listed = ", ".join(amendments)
    return Decision(Outcome.ACCEPT, amendments[0], f"Accepted as a new fact after amendment ({listed}).")


def _settle(
    draft: CandidateDraft, existing: ExistingFact | None, amendments: tuple[Reason, ...], *, confirmed: bool
) -> Decision:
    if existing is not None and existing.scope is not draft.scope:
        raise ValueError(f"the existing fact is {existing.scope} scope, the draft {draft.scope}: another key")
    decision = (
        merge_duplicate(draft, existing)
        or supersede_existing(draft, existing, confirmed=confirmed)
        or accept(amendments)
    )
    return replace(decision, draft=draft, amendments=amendments)


def _run(
    policies: tuple[ScreeningPolicy, ...], draft: CandidateDraft, settings: GovernanceSettings
) -> Screening:
    amendments: list[Reason] = []
    for policy in policies:
        decision = policy(draft, settings)
        if decision is None:
            continue
        if not decision.final and decision.draft is not None:
            draft = decision.draft
            amendments.append(decision.reason)
            continue
        done = replace(decision, draft=draft, amendments=tuple(amendments))
        return Screening(draft, done, tuple(amendments))
    return Screening(draft, None, tuple(amendments))


def _same_key(screening: Screening, existing: ExistingFact | None) -> ExistingFact | None:
    """``existing`` unless re-scoping moved the draft to another key."""
    if existing is None or existing.scope is screening.draft.scope:
        return existing
    return None if Reason.TASK_DETAIL_RESCOPED in screening.amendments else existing


# --- the public entry points --------------------------------------------------------------------------


def screen(draft: CandidateDraft, settings: GovernanceSettings) -> Screening:
    """Steps 1-5, in order: a final decision, or the (possibly amended) draft to settle."""
    return _run(SCREENING_POLICIES, draft, settings)


def settle(screening: Screening, existing: ExistingFact | None) -> Decision:
    """Steps 6-8 for a screened draft; ``existing`` must have the screened draft's key, scope
    included. A screening that already decided is returned as it is."""
    if screening.decision is not None:
        return screening.decision
    return _settle(screening.draft, existing, screening.amendments, confirmed=False)


def decide(draft: CandidateDraft, existing: ExistingFact | None, settings: GovernanceSettings) -> Decision:
    """Every step, 1 to 8."""
    screening = screen(draft, settings)
    return settle(screening, _same_key(screening, existing))


def decide_on_accept(
    draft: CandidateDraft, existing: ExistingFact | None, settings: GovernanceSettings
) -> Decision:
    """A reviewer accepted the candidate: content checks (1-4) again, then 6-8 with the accept as the
    confirmation (a less trusted source may replace a fact). Never NEEDS_CONFIRMATION."""
    screening = _run(CONTENT_POLICIES, draft, settings)
    if screening.decision is not None:
        return screening.decision
    return _settle(screening.draft, _same_key(screening, existing), screening.amendments, confirmed=True)
