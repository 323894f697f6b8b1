"""Client for any OpenAI-compatible embeddings endpoint: ``POST {url}/embeddings``."""

from collections.abc import Sequence
from typing import Any

import httpx

from memory_center.embedding.embedder import EmbedderUnavailable, EmbedKind, check_vectors, l2_normalise

# Output sizes of well-known models, used when the dimensions are not configured.
KNOWN_DIMENSIONS: dict[str, int] = {
    "text-embedding-3-small": 1536,
    "text-embedding-3-large": 3072,
    "text-embedding-ada-002": 1536,
}


class OpenAICompatibleEmbedder:
    """Embeds through an OpenAI-compatible HTTP API with a caller-owned :class:`httpx.AsyncClient`.

    ``dimensions`` is the vector length the service expects; every response is checked against it.
    With ``request_dimensions`` the request asks the server for that length (OpenAI's v3 models
    support shortened vectors; many other servers reject the field, hence off by default).
    ``query_prefix`` / ``passage_prefix`` are prepended for asymmetric models served without
    their own prefixing (e.g. e5: ``"query: "`` / ``"passage: "``).
    """

    def __init__(
        self,
        http_client: httpx.AsyncClient,
        *,
        url: str,
        model: str,
        dimensions: int,
        api_key: str | None = None,
        timeout_seconds: float = 10.0,
        batch_size: int = 256,
        request_dimensions: bool = False,
        query_prefix: str = "",
        passage_prefix: str = "",
    ) -> None:
        self._client = http_client
        self._endpoint = url.rstrip("/") + "/embeddings"
        self._model = model
        self._dimensions = dimensions
        self._api_key = api_key
        self._timeout = timeout_seconds
        self._batch_size = batch_size
        self._request_dimensions = request_dimensions
        self._prefixes: dict[EmbedKind, str] = {"query": query_prefix, "passage": passage_prefix}

    @property
    def model(self) -> str:
        return self._model

    @property
    def dimensions(self) -> int:
        return self._dimensions

    async def embed(self, texts: Sequence[str], *, kind: EmbedKind = "passage") -> list[list[float]]:
        prefix = self._prefixes[kind]
        inputs = [prefix + text for text in texts]
        vectors: list[list[float]] = []
        for start in range(0, len(inputs), self._batch_size):
            vectors.extend(await self._embed_batch(inputs[start : start + self._batch_size]))
        return vectors

    async def _embed_batch(self, inputs: list[str]) -> list[list[float]]:
        body: dict[str, Any] = {"model": self._model, "input": inputs}
        if self._request_dimensions:
            body["dimensions"] = self._dimensions
        headers = {"Authorization": f"Bearer {self._api_key}"} if self._api_key else {}
        try:
            response = await self._client.post(
                self._endpoint, json=body, headers=headers, timeout=self._timeout
            )
        except httpx.TimeoutException as exc:
            raise EmbedderUnavailable(f"embedding endpoint timed out after {self._timeout} s") from exc
        except httpx.HTTPError as exc:
            raise EmbedderUnavailable(f"embedding endpoint unreachable: {type(exc).__name__}") from exc
        if response.status_code != httpx.codes.OK:
            raise EmbedderUnavailable(f"embedding endpoint answered HTTP {response.status_code}")
        vectors = _parse_vectors(response)
        check_vectors(vectors, len(inputs), self._dimensions)
        return [l2_normalise(v) for v in vectors]


def _parse_vectors(response: httpx.Response) -> list[list[float]]:
    """The ``data[].embedding`` lists of an OpenAI-style response, ordered by ``index``."""
    try:
        payload = response.json()
        items = payload["data"]
        if not isinstance(items, list):
            raise TypeError("data is not a list")
        ordered = sorted(items, key=lambda item: int(item.get("index", 0)))
        vectors: list[list[float]] = []
        for item in ordered:
            embedding = item["embedding"]
            if not isinstance(embedding, list) or not all(
                isinstance(x, int | float) and not isinstance(x, bool) for x in embedding
            ):
                raise TypeError("embedding is not a list of numbers")
            vectors.append([float(x) for x in embedding])
    except (ValueError, KeyError, TypeError, AttributeError) as exc:
        raise EmbedderUnavailable(f"malformed embeddings response: {exc}") from exc
    indices = [int(item.get("index", i)) for i, item in enumerate(ordered)]
    if indices != list(range(len(ordered))):
        raise EmbedderUnavailable("malformed embeddings response: indices are not 0..n-1")
    return vectors
