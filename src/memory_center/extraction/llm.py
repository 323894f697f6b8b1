"""The model extractor: any OpenAI-compatible chat completions endpoint decides, per statement of a
message, ADD / UPDATE / END / NONE against the user's nearest current memories; its answer validated.

Endpoint: ``url`` is the API base, as in OpenAI clients (``http://host:8000/v1``); the extractor POSTs to
``<url>/chat/completions``. A ``url`` that already ends in ``/chat/completions`` is used as it is;
trailing slashes are ignored. The base is not guessed: a server that serves ``/v1/chat/completions``
needs the ``/v1`` in ``url``.

The request (``llm_prompt``) holds the instructions, the memory-key schema with each slot's key, the
message, and the user's nearest current memories under short ids (``m1``, …); it asks for
``response_format: {"type": "json_schema", ...}``. The answer is read by ``llm_answer``: a malformed
whole answer is an error, a bad statement is dropped and counted, every kept one is a candidate that
governance decides like any other (UPDATE and END become supersessions and endings there, never
direct writes).

**Fallback.** A timeout (``timeout`` seconds for the whole exchange, not per read), an unreachable
server, an HTTP error status, a refusal, non-JSON, a malformed answer or one whose every statement is
invalid give the ``fallback``
extractor's reading (the rule extractor, as ``build_extractor`` wires it) with
``ExtractionResult.fallback = "<code>: <reason>"``; its corrections and retractions then go through
the write path's later steps as with ``MC_EXTRACTOR=rules``. Without a fallback they give
``ExtractionResult(candidates=[], error="<code>: <reason>")``. Codes: timeout, unreachable,
http_status, invalid_response, refused, invalid_json, invalid_output. Nothing here raises.

Privacy: the model sees only the message text, whether a task is open, the time, and the user's own
current memories (``known``: subject, predicate, value, content, type, scope; see ``writepath.known``);
never user, tenant, session or fact ids. Logs and metrics carry codes and counts only, never message
text or model output (either may hold personal data).

Assistant messages and empty texts are not sent: like the rule extractor, only what the user said is
read.
"""

import asyncio
import logging
import re
from dataclasses import replace

import httpx
from prometheus_client import Counter
from pydantic import BaseModel, Field, ValidationError

from memory_center.extraction.contract import ExtractionInput, ExtractionResult, Extractor
from memory_center.extraction.llm_answer import (
    Answer,
    ModelAnswerError,
    json_of,
    parse_answer,
    read_statements,
)
from memory_center.extraction.llm_prompt import MAX_STATEMENTS, PROMPT_VERSION, request_body

__all__ = [
    "MAX_STATEMENTS",
    "PROMPT_VERSION",
    "ModelAnswerError",
    "ModelExtractor",
    "chat_completions_url",
    "json_of",
    "parse_answer",
]

logger = logging.getLogger(__name__)

ANSWERS = Counter(
    "mc_model_extractor_answers_total",
    "Answers of the model extractor by outcome: ok, or the error code that made the rules stand in",
    ["outcome"],
)
STATEMENTS = Counter(
    "mc_model_extractor_statements_total",
    "Statements of the model's answers by outcome: add, update, end, none, or dropped_<reason>",
    ["outcome"],
)

_CODE_FENCE = re.compile(r"^```(?:json)?\s*(?P<body>.*?)\s*```$", re.DOTALL)


class _ChatMessage(BaseModel):
    content: str | None = None
    refusal: str | None = None


class _ChatChoice(BaseModel):
    message: _ChatMessage


class _ChatCompletion(BaseModel):
    choices: list[_ChatChoice] = Field(min_length=1)


def chat_completions_url(url: str) -> str:
    """``http://host/v1`` → ``http://host/v1/chat/completions``; a full endpoint is kept as it is."""
    base = url.rstrip("/")
    return base if base.endswith("/chat/completions") else f"{base}/chat/completions"


def _answer_text(response: httpx.Response) -> str:
    try:
        completion = _ChatCompletion.model_validate_json(response.content)
    except ValidationError:
        raise ModelAnswerError("invalid_response", "not a chat completion") from None
    message = completion.choices[0].message
    if message.refusal:
        raise ModelAnswerError("refused", "the model refused to answer")
    if not message.content or not message.content.strip():
        raise ModelAnswerError("invalid_json", "the answer is empty")
    text = message.content.strip()
    fenced = _CODE_FENCE.match(text)
    return fenced["body"] if fenced else text


class ModelExtractor:
    """Extraction by a chat model behind an OpenAI-compatible endpoint."""

    name = "llm"
    reads_known_facts = True  # the write path shows it the user's nearest current memories

    def __init__(
        self,
        http_client: httpx.AsyncClient,
        url: str,
        model: str,
        api_key: str | None = None,
        timeout: float = 20.0,
        fallback: Extractor | None = None,
    ) -> None:
        self._http = http_client
        self._endpoint = chat_completions_url(url)
        self.model = model
        self._api_key = api_key
        self._timeout = timeout
        self.fallback = fallback

    async def extract(self, message: ExtractionInput) -> ExtractionResult:
        if message.role != "user" or not message.text.strip():
            return ExtractionResult(candidates=[])
        try:
            answer = await self._ask(message)
        except ModelAnswerError as exc:
            ANSWERS.labels(exc.code).inc()
            return await self._fall_back(message, exc)
        read = read_statements(answer, message, self.model)
        for outcome, count in read.outcomes.items():
            STATEMENTS.labels(outcome).inc(count)
        if read.dropped:
            dropped = sorted(o for o in read.outcomes if o.startswith("dropped_"))
            logger.warning("model extractor dropped %d statement(s): %s", read.dropped, ", ".join(dropped))
        if read.dropped == read.total > 0:  # nothing usable: as good as a malformed answer
            unusable = ModelAnswerError("invalid_output", f"all {read.total} statements were invalid")
            ANSWERS.labels(unusable.code).inc()
            return await self._fall_back(message, unusable)
        ANSWERS.labels("ok").inc()
        return ExtractionResult(candidates=read.candidates)

    async def _fall_back(self, message: ExtractionInput, exc: ModelAnswerError) -> ExtractionResult:
        if self.fallback is None:
            logger.warning("model extractor gave no candidates: %s", exc.code)
            return ExtractionResult(candidates=[], error=str(exc))
        logger.warning("model extractor gave no answer (%s): %s reads instead", exc.code, self.fallback.name)
        result = await self.fallback.extract(replace(message, known=()))
        return replace(result, fallback=f"{exc} ({self.fallback.name} used)")

    async def _ask(self, message: ExtractionInput) -> Answer:
        response = await self._post(request_body(self.model, message))
        return parse_answer(_answer_text(response))

    async def _post(self, body: dict[str, object]) -> httpx.Response:
        """One exchange, bounded as a whole: a server that trickles its answer is a timeout too."""
        headers = {"Authorization": f"Bearer {self._api_key}"} if self._api_key else {}
        try:
            async with asyncio.timeout(self._timeout):
                response = await self._http.post(
                    self._endpoint, json=body, headers=headers, timeout=self._timeout
                )
        except (TimeoutError, httpx.TimeoutException):
            raise ModelAnswerError("timeout", f"no answer within {self._timeout:g}s") from None
        except (httpx.HTTPError, httpx.InvalidURL) as exc:
            raise ModelAnswerError("unreachable", type(exc).__name__) from None
        if response.is_error:
            raise ModelAnswerError("http_status", f"the endpoint answered {response.status_code}")
        return response
