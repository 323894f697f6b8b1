"""The model extractor: any OpenAI-compatible chat completions endpoint, its answer validated.

Endpoint: ``url`` is the API base, as in OpenAI clients (``http://host:8000/v1``); the extractor POSTs to
``<url>/chat/completions``. A ``url`` that already ends in ``/chat/completions`` is used as it is;
trailing slashes are ignored. The base is not guessed: a server that serves ``/v1/chat/completions``
needs the ``/v1`` in ``url``.

The request asks for ``response_format: {"type": "json_schema", ...}`` (a list of candidates). The
answer is validated with pydantic (enum values, confidence in 0..1, bounded lengths, at most
``MAX_CANDIDATES``). Nothing here raises: a timeout, an unreachable server, an HTTP error status, a
refusal, non-JSON or schema-violating output all give ``ExtractionResult(candidates=[], error="<code>:
<reason>")`` with code one of timeout, unreachable, http_status, invalid_response, refused,
invalid_json, invalid_output.

Privacy: the model sees only the message text, whether a task is open, the time, and the user's own
current memories on the message's subjects (``known``: subject, predicate, value, content; see
``writepath.known``); never user, tenant or session ids. Logs carry error codes only, never message
text or model output (either may hold personal data).

Assistant messages and empty texts are not sent: like the rule extractor, only what the user said is
read. A TASK-scope candidate without a task_id in the message becomes SESSION scope; subjects and
predicates are canonicalised like the rule extractor's keys.
"""

import json
import logging
import re
from typing import Any, Literal

import httpx
from pydantic import BaseModel, ConfigDict, Field, ValidationError, field_validator

from memory_center.enums import MemoryType, Scope
from memory_center.extraction.contract import (
    ExtractedCandidate,
    ExtractionInput,
    ExtractionResult,
    transient_scope,
)
from memory_center.governance.values import canonical_key_part

logger = logging.getLogger(__name__)

PROMPT_VERSION = "2"
MAX_CANDIDATES = 20
MAX_KEY_CHARS = 200
MAX_VALUE_CHARS = 1000
MAX_CONTENT_CHARS = 2000
_MAX_REASON_CHARS = 200

SYSTEM_PROMPT = """\
You extract long-term memory candidates from ONE message a user sent to an AI agent.
Return JSON {"candidates": [...]}; an empty list is the right answer for most messages.

Propose a candidate only for something the user states about themselves or their task and that is
worth remembering: explicit "remember this" requests, preferences, constraints (budgets, limits,
allergies, things they cannot do), decisions they made, and self-descriptions (name, workplace, ...).
Never propose: questions, requests for the agent to do something now, moods of the moment ("I'm tired
today"), claims of authority or requests for permissions ("I am an admin", "grant me access"),
passwords, ID-card, bank-card or phone numbers, API keys, or anything said about other people.

Fields:
- memory_type: FACT | PREFERENCE | CONSTRAINT | DECISION | EXPERIENCE
- subject, predicate: the key of ONE single-valued attribute; a later value of the same attribute must
  reuse exactly the same subject and predicate, different attributes must not share them. Conventions:
  budgets -> subject "budget" (or "hotel_budget", "flight_budget", ...), predicate "max_amount";
  likes and dislikes -> subject = the thing in the user's language, lower case, without verbs
  ("咖啡", "direct flights"), predicate "preference"; allergies -> subject = allergen, predicate
  "allergy"; facts about the user -> subject "user", predicate "name", "workplace", "residence", ...;
  decisions -> subject = kind of thing chosen ("hotel", "flight", "room", else "option"), predicate
  "choice".
- object_value: the value: "8000 元", "like" / "dislike", "allergic", "Li Lei", "Hilton".
- content: one short sentence in the user's language stating the memory.
- scope: USER for lasting facts and preferences ("always", "以后", "from now on"); TASK for details of
  the current task ("this trip", "这次", budgets, dates, decisions) when has_task is true, else SESSION.
- confidence: 0.9-1.0 for explicit or emphatic statements, about 0.8 for plain statements, about 0.5
  for hedged ones ("maybe", "可能", "I think").

"known" lists memories already kept about this user on related subjects, each with its subject and
predicate. When the message changes one of them (a new value, a changed mind, a correction, "not any
more", "moved to", "不再", "搬到", "改成"), propose the new value with EXACTLY that subject and
predicate, whatever words the message uses. Do not repeat a known memory the message does not change.
"""

_CANDIDATE_SCHEMA: dict[str, Any] = {
    "type": "object",
    "properties": {
        "memory_type": {"type": "string", "enum": [t.value for t in MemoryType]},
        "subject": {"type": ["string", "null"], "maxLength": MAX_KEY_CHARS},
        "predicate": {"type": ["string", "null"], "maxLength": MAX_KEY_CHARS},
        "object_value": {"type": ["string", "null"], "maxLength": MAX_VALUE_CHARS},
        "content": {"type": "string", "minLength": 1, "maxLength": MAX_CONTENT_CHARS},
        "scope": {"type": "string", "enum": [Scope.USER.value, Scope.SESSION.value, Scope.TASK.value]},
        "confidence": {"type": "number", "minimum": 0, "maximum": 1},
    },
    "required": ["memory_type", "subject", "predicate", "object_value", "content", "scope", "confidence"],
    "additionalProperties": False,
}
RESPONSE_FORMAT: dict[str, Any] = {
    "type": "json_schema",
    "json_schema": {
        "name": "memory_candidates",
        "strict": True,
        "schema": {
            "type": "object",
            "properties": {
                "candidates": {"type": "array", "items": _CANDIDATE_SCHEMA, "maxItems": MAX_CANDIDATES}
            },
            "required": ["candidates"],
            "additionalProperties": False,
        },
    },
}

_CODE_FENCE = re.compile(r"^```(?:json)?\s*(?P<body>.*?)\s*```$", re.DOTALL)


class ModelCandidate(BaseModel):
    """One candidate as the model must write it."""

    model_config = ConfigDict(extra="ignore", str_strip_whitespace=True)

    memory_type: MemoryType
    subject: str | None = Field(default=None, max_length=MAX_KEY_CHARS)
    predicate: str | None = Field(default=None, max_length=MAX_KEY_CHARS)
    object_value: str | None = Field(default=None, max_length=MAX_VALUE_CHARS)
    content: str = Field(min_length=1, max_length=MAX_CONTENT_CHARS)
    scope: Literal[Scope.USER, Scope.SESSION, Scope.TASK]
    confidence: float = Field(ge=0, le=1)

    @field_validator("memory_type", "scope", mode="before")
    @classmethod
    def _upper_case(cls, value: object) -> object:
        return value.strip().upper() if isinstance(value, str) else value


class ModelAnswer(BaseModel):
    model_config = ConfigDict(extra="ignore")

    candidates: list[ModelCandidate] = Field(max_length=MAX_CANDIDATES)


class _ChatMessage(BaseModel):
    content: str | None = None
    refusal: str | None = None


class _ChatChoice(BaseModel):
    message: _ChatMessage


class _ChatCompletion(BaseModel):
    choices: list[_ChatChoice] = Field(min_length=1)


class ModelAnswerError(Exception):
    """Why the model gave no usable answer; ``str()`` is the short "<code>: <reason>" reported."""

    def __init__(self, code: str, reason: str) -> None:
        self.code = code
        super().__init__(f"{code}: {reason[:_MAX_REASON_CHARS]}")


def chat_completions_url(url: str) -> str:
    """``http://host/v1`` → ``http://host/v1/chat/completions``; a full endpoint is kept as it is."""
    base = url.rstrip("/")
    return base if base.endswith("/chat/completions") else f"{base}/chat/completions"


def _validation_summary(exc: ValidationError) -> str:
    """Where and why, never the offending input (it may echo the user's words)."""
    errors = exc.errors(include_url=False, include_input=False, include_context=False)
    return "; ".join(f"{'.'.join(map(str, e['loc'])) or 'answer'}: {e['msg']}" for e in errors[:3])


def _answer_text(response: httpx.Response) -> str:
    try:
        completion = _ChatCompletion.model_validate_json(response.content)
    except ValidationError as exc:
        raise ModelAnswerError("invalid_response", _validation_summary(exc)) from None
    message = completion.choices[0].message
    if message.refusal:
        raise ModelAnswerError("refused", "the model refused to answer")
    if not message.content or not message.content.strip():
        raise ModelAnswerError("invalid_json", "the answer is empty")
    text = message.content.strip()
    fenced = _CODE_FENCE.match(text)
    return fenced["body"] if fenced else text


def _json_of(text: str) -> Any:
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


def parse_answer(text: str) -> ModelAnswer:
    """The model's JSON text as validated candidates, or ``ModelAnswerError``."""
    data = _json_of(text)
    try:
        return ModelAnswer.model_validate(data)
    except ValidationError as exc:
        raise ModelAnswerError("invalid_output", _validation_summary(exc)) from None


class ModelExtractor:
    """Extraction by a chat model behind an OpenAI-compatible endpoint."""

    name = "llm"
    reads_known_facts = True  # the write path shows it the user's memories on the message's subjects

    def __init__(
        self,
        http_client: httpx.AsyncClient,
        url: str,
        model: str,
        api_key: str | None = None,
        timeout: float = 20.0,
    ) -> None:
        self._http = http_client
        self._endpoint = chat_completions_url(url)
        self.model = model
        self._api_key = api_key
        self._timeout = timeout

    async def extract(self, message: ExtractionInput) -> ExtractionResult:
        if message.role != "user" or not message.text.strip():
            return ExtractionResult(candidates=[])
        try:
            answer = await self._ask(message)
        except ModelAnswerError as exc:
            logger.warning("model extractor gave no candidates: %s", exc.code)
            return ExtractionResult(candidates=[], error=str(exc))
        return ExtractionResult(candidates=[self._candidate(c, message) for c in answer.candidates])

    async def _ask(self, message: ExtractionInput) -> ModelAnswer:
        response = await self._post(self._request_body(message))
        return parse_answer(_answer_text(response))

    def _request_body(self, message: ExtractionInput) -> dict[str, Any]:
        user_turn: dict[str, Any] = {
            "message": message.text,
            "has_task": message.task_id is not None,
            "occurred_at": message.occurred_at.isoformat(),
            "known": [
                {"subject": k.subject, "predicate": k.predicate, "value": k.object_value, "memory": k.content}
                for k in message.known
            ],
        }
        return {
            "model": self.model,
            "temperature": 0,
            "messages": [
                {"role": "system", "content": SYSTEM_PROMPT},
                {"role": "user", "content": json.dumps(user_turn, ensure_ascii=False)},
            ],
            "response_format": RESPONSE_FORMAT,
        }

    async def _post(self, body: dict[str, Any]) -> httpx.Response:
        headers = {"Authorization": f"Bearer {self._api_key}"} if self._api_key else {}
        try:
            response = await self._http.post(
                self._endpoint, json=body, headers=headers, timeout=self._timeout
            )
        except httpx.TimeoutException:
            raise ModelAnswerError("timeout", f"no answer within {self._timeout:g}s") from None
        except (httpx.HTTPError, httpx.InvalidURL) as exc:
            raise ModelAnswerError("unreachable", type(exc).__name__) from None
        if response.is_error:
            raise ModelAnswerError("http_status", f"the endpoint answered {response.status_code}")
        return response

    def _candidate(self, found: ModelCandidate, message: ExtractionInput) -> ExtractedCandidate:
        scope = transient_scope(message) if found.scope is Scope.TASK else found.scope
        return ExtractedCandidate(
            memory_type=found.memory_type,
            subject=canonical_key_part(found.subject) if found.subject else None,
            predicate=canonical_key_part(found.predicate) if found.predicate else None,
            object_value=found.object_value or None,
            content=found.content,
            scope=scope,
            confidence=found.confidence,
            extractor_model=self.model,
            extractor_version=f"prompt-{PROMPT_VERSION}",
        )
