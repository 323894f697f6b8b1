import json
import math

import httpx
import pytest

from memory_center.embedding.embedder import Embedder, EmbedderUnavailable
from memory_center.embedding.openai import OpenAICompatibleEmbedder

URL = "http://embeddings.test/v1"


def _vector(seed: int, dimensions: int = 3) -> list[float]:
    return [float(seed + i) for i in range(dimensions)]


class FakeServer:
    """An OpenAI-compatible embeddings endpoint behind httpx.MockTransport."""

    def __init__(self, dimensions: int = 3, reverse: bool = False) -> None:
        self.dimensions = dimensions
        self.reverse = reverse
        self.requests: list[httpx.Request] = []

    def __call__(self, request: httpx.Request) -> httpx.Response:
        self.requests.append(request)
        body = json.loads(request.content)
        data = [
            {"object": "embedding", "index": i, "embedding": _vector(len(text), self.dimensions)}
            for i, text in enumerate(body["input"])
        ]
        if self.reverse:
            data.reverse()
        return httpx.Response(200, json={"object": "list", "data": data, "model": body["model"]})


def _embedder(handler: object, **kwargs: object) -> OpenAICompatibleEmbedder:
    client = httpx.AsyncClient(transport=httpx.MockTransport(handler))  # type: ignore[arg-type]
    options: dict[str, object] = {"url": URL, "model": "m", "dimensions": 3} | kwargs
    return OpenAICompatibleEmbedder(client, **options)  # type: ignore[arg-type]


async def test_posts_model_and_inputs_and_normalises() -> None:
    server = FakeServer()
    embedder = _embedder(server, api_key="sk-test", model="text-embedding-3-small")
    assert isinstance(embedder, Embedder)
    vectors = await embedder.embed(["ab", "abcd"])
    (request,) = server.requests
    assert request.method == "POST"
    assert str(request.url) == f"{URL}/embeddings"
    assert request.headers["Authorization"] == "Bearer sk-test"
    assert json.loads(request.content) == {"model": "text-embedding-3-small", "input": ["ab", "abcd"]}
    assert len(vectors) == 2
    for vector in vectors:
        assert math.hypot(*vector) == pytest.approx(1.0)
    assert vectors[0] == pytest.approx([x / math.hypot(2, 3, 4) for x in (2, 3, 4)])


async def test_orders_by_index() -> None:
    vectors = await _embedder(FakeServer(reverse=True)).embed(["a", "abcdef"])
    assert vectors[0] == pytest.approx([x / math.hypot(1, 2, 3) for x in (1, 2, 3)])


async def test_no_authorization_without_key() -> None:
    server = FakeServer()
    await _embedder(server).embed(["a"])
    assert "Authorization" not in server.requests[0].headers


async def test_splits_large_inputs_into_batches() -> None:
    server = FakeServer()
    vectors = await _embedder(server, batch_size=2).embed(["a", "bb", "ccc", "dddd", "eeeee"])
    assert [len(json.loads(r.content)["input"]) for r in server.requests] == [2, 2, 1]
    assert len(vectors) == 5


async def test_requests_dimensions_when_asked() -> None:
    server = FakeServer()
    await _embedder(server, request_dimensions=True).embed(["a"])
    assert json.loads(server.requests[0].content)["dimensions"] == 3


async def test_prefixes_by_kind() -> None:
    server = FakeServer()
    embedder = _embedder(server, query_prefix="query: ", passage_prefix="passage: ")
    await embedder.embed(["x"], kind="query")
    await embedder.embed(["y"])
    assert [json.loads(r.content)["input"] for r in server.requests] == [["query: x"], ["passage: y"]]


async def test_empty_input_sends_nothing() -> None:
    server = FakeServer()
    assert await _embedder(server).embed([]) == []
    assert server.requests == []


@pytest.mark.parametrize("status", [400, 401, 429, 500, 503])
async def test_http_errors_are_unavailable(status: int) -> None:
    embedder = _embedder(lambda request: httpx.Response(status, json={"error": {"message": "no"}}))
    with pytest.raises(EmbedderUnavailable, match=str(status)):
        await embedder.embed(["a"])


async def test_timeout_is_unavailable() -> None:
    def handler(request: httpx.Request) -> httpx.Response:
        raise httpx.ReadTimeout("slow", request=request)

    with pytest.raises(EmbedderUnavailable, match="timed out"):
        await _embedder(handler).embed(["a"])


async def test_connection_error_is_unavailable() -> None:
    def handler(request: httpx.Request) -> httpx.Response:
        raise httpx.ConnectError("refused", request=request)

    with pytest.raises(EmbedderUnavailable):
        await _embedder(handler).embed(["a"])


@pytest.mark.parametrize(
    "payload",
    [
        {"data": [{"index": 0, "embedding": [1.0, 2.0]}]},  # wrong dimensions
        {"data": []},  # wrong count
        {"data": [{"index": 0, "embedding": ["a", "b", "c"]}]},  # not numbers
        {"data": [{"index": 0, "embedding": [True, False, True]}]},  # booleans are not numbers
        {"data": [{"index": 0}]},  # no embedding
        {"data": {"index": 0}},  # data not a list
        {"object": "list"},  # no data
        {"data": [{"index": 0, "embedding": [1, 2, 3]}, {"index": 0, "embedding": [1, 2, 3]}]},
        ["not", "an", "object"],
    ],
)
async def test_malformed_responses_are_unavailable(payload: object) -> None:
    embedder = _embedder(lambda request: httpx.Response(200, json=payload))
    with pytest.raises(EmbedderUnavailable):
        await embedder.embed(["a"])


async def test_non_json_response_is_unavailable() -> None:
    embedder = _embedder(lambda request: httpx.Response(200, text="<html>gateway</html>"))
    with pytest.raises(EmbedderUnavailable):
        await embedder.embed(["a"])
