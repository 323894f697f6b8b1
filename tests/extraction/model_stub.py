"""A real local HTTP server standing in for an OpenAI-compatible chat model: it replays recorded
answers (``model_answers.json``: what a model wrote, good and bad), in the order they are queued, and
keeps every request it was sent. Like a model reading its prompt, it names a memory by the short id
the request gave it: ``@memory:<value>`` in a queued answer becomes the id of the memory shown with
that value (``m99``, an id never shown, when there is none). A queued reply may be an answer's
content (wrapped in a chat completion), a raw status and body (500, a page that is no completion), a
delay before answering (a slow model), or a dropped connection."""

import json
import re
import socket
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any

_NAMED = re.compile(r"@memory:([^\"\\]+)")
RECORDED: dict[str, Any] = json.loads((Path(__file__).parent / "model_answers.json").read_text("utf-8"))


def recorded(name: str) -> str:
    """A recorded answer's content, as the model wrote it (a JSON text, or not)."""
    answer = RECORDED[name]
    return answer if isinstance(answer, str) else json.dumps(answer, ensure_ascii=False)


def completion(content: str | None, **message_fields: Any) -> str:
    return json.dumps(
        {
            "id": "r",
            "object": "chat.completion",
            "choices": [{"index": 0, "message": {"role": "assistant", "content": content, **message_fields}}],
        },
        ensure_ascii=False,
    )


@dataclass
class Reply:
    status: int = 200
    body: str = ""
    delay: float = 0.0
    drop: bool = False


@dataclass
class ModelStub:
    """The running server's base URL (ending in /v1) and what it was sent."""

    url: str = ""
    replies: list[Reply] = field(default_factory=list)
    requests: list[dict[str, Any]] = field(default_factory=list)
    headers: list[dict[str, str]] = field(default_factory=list)
    lock: threading.Lock = field(default_factory=threading.Lock)

    def reset(self) -> None:
        with self.lock:
            self.replies.clear()
            self.requests.clear()
            self.headers.clear()

    def answer(self, content: str | None, *, delay: float = 0.0, **message_fields: Any) -> None:
        self.replies.append(Reply(200, completion(content, **message_fields), delay))

    def play(self, name: str, *, delay: float = 0.0) -> None:
        """Queue a recorded answer."""
        self.answer(recorded(name), delay=delay)

    def statements(self, *said: dict[str, Any]) -> None:
        self.answer(json.dumps({"statements": list(said)}, ensure_ascii=False))

    def raw(self, status: int, body: str) -> None:
        self.replies.append(Reply(status, body))

    def drop(self) -> None:
        self.replies.append(Reply(drop=True))

    def take(self, request: dict[str, Any], headers: dict[str, str]) -> Reply:
        with self.lock:
            self.requests.append(request)
            self.headers.append(headers)
            reply = self.replies.pop(0) if self.replies else Reply(200, completion('{"statements": []}'))
        ids = {str(m["value"]): str(m["id"]) for m in _memories_of(request)}
        return Reply(
            reply.status, _NAMED.sub(lambda m: ids.get(m[1], "m99"), reply.body), reply.delay, reply.drop
        )

    def turn(self, index: int = -1) -> dict[str, Any]:
        """The user turn of a request: message, has_task, occurred_at, memories."""
        turn: dict[str, Any] = json.loads(self.requests[index]["messages"][1]["content"])
        return turn

    def memories(self, index: int = -1) -> list[dict[str, Any]]:
        shown: list[dict[str, Any]] = self.turn(index)["memories"]
        return shown

    def id_of(self, value: str, index: int = -1) -> str:
        """The short id the prompt gave the memory with this value."""
        return next(str(m["id"]) for m in self.memories(index) if m["value"] == value)


def _memories_of(request: dict[str, Any]) -> list[dict[str, Any]]:
    try:
        memories: list[dict[str, Any]] = json.loads(request["messages"][1]["content"])["memories"]
    except (KeyError, IndexError, TypeError, ValueError):
        return []
    return memories


def _handler(stub: ModelStub) -> type[BaseHTTPRequestHandler]:
    class Handler(BaseHTTPRequestHandler):
        def do_POST(self) -> None:  # the method name http.server dispatches to
            length = int(self.headers["Content-Length"])
            reply = stub.take(json.loads(self.rfile.read(length)), dict(self.headers))
            if reply.drop:
                self.connection.shutdown(socket.SHUT_RDWR)
                return
            time.sleep(reply.delay)
            data = reply.body.encode()
            try:
                self.send_response(reply.status)
                self.send_header("Content-Type", "application/json")
                self.send_header("Content-Length", str(len(data)))
                self.end_headers()
                self.wfile.write(data)
            except OSError:
                pass  # the client gave up waiting (a timeout test)

        def log_message(self, format: str, *args: object) -> None:
            """Quiet."""

    return Handler


@contextmanager
def serving() -> Iterator[ModelStub]:
    stub = ModelStub()
    server = ThreadingHTTPServer(("127.0.0.1", 0), _handler(stub))
    server.daemon_threads = True
    stub.url = f"http://127.0.0.1:{server.server_address[1]}/v1"
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield stub
    finally:
        server.shutdown()
        server.server_close()


def closed_port_url() -> str:
    """A URL nothing listens on (a port bound and released): an unreachable model."""
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    return f"http://127.0.0.1:{port}/v1"
