"""Reading the model's answer: whole answer strictly, then each statement on its own.

**The whole answer** must be a JSON object with a list ``statements`` of at most ``MAX_STATEMENTS``
items (``parse_answer``); anything else is a malformed answer (``ModelAnswerError``), and the
extractor falls back to the rule extractor's reading.

**Each statement** is validated alone (``read_statements``); a bad one is dropped and counted by
reason, the others are kept (an answer whose every statement is dropped counts as malformed,
``extraction.llm``):

- ``invalid``: not an object, an unknown action, type or scope, a confidence outside 0..1, a field
  too long;
- ``missing_field``: a field its action needs is absent (ADD: a key, value, type, scope, content,
  confidence; UPDATE: memory, value, content, confidence; END: memory, content, confidence);
- ``unknown_memory``: UPDATE or END of an id that was not shown in this request;
- ``unknown_slot``: ADD of a slot the schema does not have.

**What a kept statement becomes** is a candidate like any extractor's, governed by the same policies;
nothing is written here. ADD proposes the key it names (a slot's key from the schema, else the given
subject and predicate, canonicalised like the rule extractor's keys). UPDATE proposes the new value on
the named memory's own key, type and scope, so governance supersedes it (same key, new value). END
proposes ``none`` on the memory's key with ``ends`` = its value, the shape of the rule extractor's
endings, so governance ends it only if it is still the held value (``governance.held``). NONE
proposes nothing. The model's key, type and scope in an UPDATE or END are not used: the id names the
memory.
"""

import json
from collections import Counter
from dataclasses import dataclass, field
from typing import Any, Literal, TypeVar

from pydantic import BaseModel, ConfigDict, Field, ValidationError, field_validator

from memory_center.enums import MemoryType, Scope
from memory_center.extraction.contract import (
    ExtractedCandidate,
    ExtractionInput,
    KnownFact,
    transient_scope,
)
from memory_center.extraction.llm_prompt import (
    MAX_CONTENT_CHARS,
    MAX_KEY_CHARS,
    MAX_STATEMENTS,
    MAX_VALUE_CHARS,
    PROMPT_VERSION,
    memory_ids,
    slot_key,
)
from memory_center.extraction.schema import BY_NAME, Slot
from memory_center.governance.importance import assess
from memory_center.governance.values import canonical_key_part

ENDED = "none"
STANCE = "preference"
LIKE = "like"
_MAX_REASON_CHARS = 200
T = TypeVar("T")


class ModelAnswerError(Exception):
    """Why the model gave no usable answer; ``str()`` is the short "<code>: <reason>" reported."""

    def __init__(self, code: str, reason: str) -> None:
        self.code = code
        super().__init__(f"{code}: {reason[:_MAX_REASON_CHARS]}")


class Statement(BaseModel):
    """One statement of the answer, its fields checked (what its action needs is checked after)."""

    model_config = ConfigDict(extra="ignore", str_strip_whitespace=True)

    action: Literal["ADD", "UPDATE", "END", "NONE"]
    memory: str | None = Field(default=None, max_length=16)
    slot: str | None = Field(default=None, max_length=64)
    subject: str | None = Field(default=None, max_length=MAX_KEY_CHARS)
    predicate: str | None = Field(default=None, max_length=MAX_KEY_CHARS)
    value: str | None = Field(default=None, max_length=MAX_VALUE_CHARS)
    type: MemoryType | None = None
    scope: Literal[Scope.USER, Scope.SESSION, Scope.TASK] | None = None
    content: str | None = Field(default=None, max_length=MAX_CONTENT_CHARS)
    confidence: float | None = Field(default=None, ge=0, le=1)

    @field_validator("action", "type", "scope", mode="before")
    @classmethod
    def _upper_case(cls, value: object) -> object:
        return value.strip().upper() if isinstance(value, str) else value

    @field_validator("memory", "slot", "subject", "predicate", "value", "content", mode="after")
    @classmethod
    def _blank_is_none(cls, value: str | None) -> str | None:
        return value or None


class Answer(BaseModel):
    """The whole answer: a list of statements, each still unchecked."""

    model_config = ConfigDict(extra="ignore")

    statements: list[Any] = Field(max_length=MAX_STATEMENTS)


def _validation_summary(exc: ValidationError) -> str:
    """Where and why, never the offending input (it may echo the user's words)."""
    errors = exc.errors(include_url=False, include_input=False, include_context=False)
    return "; ".join(f"{'.'.join(map(str, e['loc'])) or 'answer'}: {e['msg']}" for e in errors[:3])


def json_of(text: str) -> Any:
    """The answer's JSON; an object wrapped in prose ("Here you go: {...} Hope it helps") is taken
    from its first "{" to its last "}"."""
    try:
        return json.loads(text)
    except ValueError as exc:
        start, end = text.find("{"), text.rfind("}")
        if 0 <= start < end:
            try:
                return json.loads(text[start : end + 1])
            except ValueError:
                pass
        raise ModelAnswerError("invalid_json", f"not JSON ({type(exc).__name__})") from None


def parse_answer(text: str) -> Answer:
    """The model's JSON text as a list of statements, or ``ModelAnswerError`` (``invalid_output``)."""
    data = json_of(text)
    try:
        return Answer.model_validate(data)
    except ValidationError as exc:
        raise ModelAnswerError("invalid_output", _validation_summary(exc)) from None


@dataclass
class Read:
    """The candidates of the kept statements, and how many statements had each outcome."""

    candidates: list[ExtractedCandidate] = field(default_factory=list)
    outcomes: Counter[str] = field(default_factory=Counter)

    @property
    def total(self) -> int:
        return sum(self.outcomes.values())

    @property
    def dropped(self) -> int:
        return sum(n for outcome, n in self.outcomes.items() if outcome.startswith("dropped_"))


class Dropped(Exception):
    """A statement that is dropped; ``reason`` is counted."""

    def __init__(self, reason: str) -> None:
        self.reason = reason
        super().__init__(reason)


def read_statements(answer: Answer, message: ExtractionInput, model: str) -> Read:
    """Each statement as a candidate (or nothing, for NONE), a bad one dropped and counted."""
    memories = memory_ids(message.known)
    read = Read()
    for item in answer.statements:
        try:
            statement = Statement.model_validate(item)
            candidate = _candidate(statement, memories, message, model)
        except ValidationError:
            read.outcomes["dropped_invalid"] += 1
            continue
        except Dropped as exc:
            read.outcomes[f"dropped_{exc.reason}"] += 1
            continue
        read.outcomes[statement.action.lower()] += 1
        if candidate is not None:
            read.candidates.append(candidate)
    return read


def _needed(value: T | None) -> T:
    if value is None:
        raise Dropped("missing_field")
    return value


def _candidate(
    said: Statement, memories: dict[str, KnownFact], message: ExtractionInput, model: str
) -> ExtractedCandidate | None:
    if said.action == "NONE":
        return None
    confidence, content = _needed(said.confidence), _needed(said.content)
    if said.action == "ADD":
        memory_type, subject, predicate, value, scope = _added(said, message)
        ends = None
    else:
        held = memories.get(_needed(said.memory))
        if held is None:
            raise Dropped("unknown_memory")
        memory_type = held.memory_type or _needed(said.type)
        scope = held.scope or _scope(_needed(said.scope), message)
        subject, predicate = held.subject, held.predicate
        if said.action == "UPDATE":
            value, ends = _needed(said.value), None
        else:
            value, ends = ENDED, held.object_value or ""
    importance = assess(message.text, standing_rule=memory_type is MemoryType.CONSTRAINT)
    return ExtractedCandidate(
        memory_type=memory_type,
        subject=subject,
        predicate=predicate,
        object_value=value,
        content=content,
        scope=scope,
        confidence=confidence,
        extractor_model=model,
        extractor_version=f"prompt-{PROMPT_VERSION}",
        importance=importance.value,
        importance_reasons=tuple(reason.value for reason in importance.reasons),
        ends=ends,
    )


def _scope(said: Scope, message: ExtractionInput) -> Scope:
    """A TASK-scope memory without a task in the message is a detail of the session."""
    return transient_scope(message) if said is Scope.TASK else said


def _key_part(text: str | None) -> str:
    part = canonical_key_part(_needed(text))
    if not part:
        raise Dropped("missing_field")
    return part


def _added(said: Statement, message: ExtractionInput) -> tuple[MemoryType, str, str, str, Scope]:
    """ADD: (type, subject, predicate, value, scope); a slot's key, type and scope come from the schema."""
    value, memory_type = _needed(said.value), _needed(said.type)
    scope = _scope(_needed(said.scope), message)
    if said.slot is None:
        return memory_type, _key_part(said.subject), _key_part(said.predicate), value, scope
    slot = BY_NAME.get(canonical_key_part(said.slot))
    if slot is None:
        raise Dropped("unknown_slot")
    return _slot_key(slot, said, memory_type, value, scope, message)


def _slot_key(
    slot: Slot, said: Statement, memory_type: MemoryType, value: str, scope: Scope, message: ExtractionInput
) -> tuple[MemoryType, str, str, str, Scope]:
    """The key the rule extractor gives the slot (``llm_prompt.slot_key``); its type and scope from
    the schema (a rule is a CONSTRAINT, a slot of the moment is no USER memory)."""
    held_for_now = transient_scope(message) if scope is Scope.USER else scope
    scope = Scope.USER if slot.lasting else held_for_now
    key = slot_key(slot)
    if key is None:
        return MemoryType.PREFERENCE, _key_part(value), STANCE, LIKE, scope
    subject, predicate = key
    subject = _key_part(said.subject) if subject.startswith("<") else subject
    if slot.value == "option":  # a choice the user makes, as the rules keep it (the car is a FACT)
        memory_type = MemoryType.FACT if slot.fact else MemoryType.PREFERENCE
    memory_type = MemoryType.CONSTRAINT if slot.constraint else memory_type
    return memory_type, subject, predicate, value, scope
