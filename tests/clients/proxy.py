"""A real HTTP reverse proxy in front of the live service that misbehaves on cue: it answers 503 itself,
or forwards the request and then drops the connection before answering (the write happened, the
caller never heard). Each incoming request takes the next fault from the script; "pass" forwards."""

import threading
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

import httpx

PASS = "pass"
UNAVAILABLE = "503"  # answer 503 without forwarding: nothing written
FORWARD_THEN_DROP = "forward-then-drop"  # forward, then close the connection without an answer


@dataclass
class Seen:
    method: str
    path: str
    body: bytes


@dataclass
class FaultyProxy:
    target: str
    script: list[str]
    seen: list[Seen] = field(default_factory=list)
    url: str = ""

    def next_fault(self) -> str:
        return self.script.pop(0) if self.script else PASS


def handler_for(proxy: FaultyProxy, upstream: httpx.Client) -> type[BaseHTTPRequestHandler]:
    class Handler(BaseHTTPRequestHandler):
        protocol_version = "HTTP/1.1"

        def log_message(self, format: str, *args: Any) -> None:
            return

        def relay(self) -> None:
            length = int(self.headers.get("Content-Length") or 0)
            body = self.rfile.read(length) if length else b""
            proxy.seen.append(Seen(self.command, self.path, body))
            fault = proxy.next_fault()
            if fault == UNAVAILABLE:
                self.answer(
                    503, b'{"error": {"code": "database_unavailable", "message": "down", "details": null}}'
                )
                return
            headers = {k: v for k, v in self.headers.items() if k.lower() not in ("host", "content-length")}
            response = upstream.request(self.command, proxy.target + self.path, content=body, headers=headers)
            if fault == FORWARD_THEN_DROP:
                self.close_connection = True
                return
            self.answer(response.status_code, response.content, response.headers.get("content-type"))

        def answer(self, status: int, content: bytes, content_type: str | None = "application/json") -> None:
            self.send_response(status)
            self.send_header("Content-Type", content_type or "application/json")
            self.send_header("Content-Length", str(len(content)))
            self.end_headers()
            self.wfile.write(content)

        do_GET = do_POST = do_PUT = do_PATCH = do_DELETE = relay

    return Handler


@contextmanager
def faulty_proxy(target: str, script: list[str]) -> Iterator[FaultyProxy]:
    proxy = FaultyProxy(target, list(script))
    with httpx.Client(timeout=60) as upstream:
        server = ThreadingHTTPServer(("127.0.0.1", 0), handler_for(proxy, upstream))
        proxy.url = f"http://127.0.0.1:{server.server_address[1]}"
        thread = threading.Thread(target=server.serve_forever, daemon=True)
        thread.start()
        try:
            yield proxy
        finally:
            server.shutdown()
            server.server_close()
            thread.join(10)
