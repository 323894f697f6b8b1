"""A stub chat model: an OpenAI-compatible `/v1/chat/completions` endpoint on your own machine, so the
examples run without an API key, a GPU or the internet. It answers like a model that knows only what
its prompt says: asked "where …?", it repeats the line of its system prompt about where the user lives
(what Memory Center recalled), or admits it does not know; anything else gets "Noted.".

    python examples/stub_model/stub_chat.py --port 8089
    export OPENAI_BASE_URL=http://127.0.0.1:8089/v1 OPENAI_MODEL=stub OPENAI_API_KEY=unused

The example agent's test serves the same stub (``StubChat.start``) and reads what it was sent.
"""

import argparse
import json
import threading
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any


def answer(messages: list[dict[str, str]]) -> str:
    """The stub's reply to a conversation (the system prompt first, the user's turn last)."""
    question = messages[-1]["content"].lower()
    if "where" not in question:
        return "Noted."
    known = [line for line in messages[0]["content"].splitlines() if "live in" in line]
    return f"From memory: {known[0].strip()}" if known else "I don't know where you live."


@dataclass
class StubChat:
    """A running stub: its base URL (ending in /v1, as OpenAI clients expect), and every request and
    Authorization header it was sent."""

    url: str = ""
    requests: list[dict[str, Any]] = field(default_factory=list)
    authorizations: list[str | None] = field(default_factory=list)
    server: ThreadingHTTPServer | None = None

    @classmethod
    def start(cls, host: str = "127.0.0.1", port: int = 0) -> "StubChat":
        """Serve on a thread (port 0: any free port) until ``stop``."""
        stub = cls()
        stub.server = ThreadingHTTPServer((host, port), _handler(stub))
        stub.url = f"http://{host}:{stub.server.server_address[1]}/v1"
        threading.Thread(target=stub.server.serve_forever, daemon=True).start()
        return stub

    def stop(self) -> None:
        if self.server is not None:
            self.server.shutdown()
            self.server.server_close()
            self.server = None


def _handler(stub: StubChat) -> type[BaseHTTPRequestHandler]:
    class Handler(BaseHTTPRequestHandler):
        def log_message(self, format: str, *args: Any) -> None:
            return

        def do_POST(self) -> None:
            body = json.loads(self.rfile.read(int(self.headers["Content-Length"])))
            stub.requests.append(body)
            stub.authorizations.append(self.headers.get("Authorization"))
            if self.path != "/v1/chat/completions":
                self.send_error(404)
                return
            reply = {"choices": [{"message": {"role": "assistant", "content": answer(body["messages"])}}]}
            content = json.dumps(reply).encode()
            self.send_response(200)
            self.send_header("Content-Type", "application/json")
            self.send_header("Content-Length", str(len(content)))
            self.end_headers()
            self.wfile.write(content)

    return Handler


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--host", default="127.0.0.1")
    parser.add_argument("--port", type=int, default=8089)
    args = parser.parse_args()
    stub = StubChat.start(args.host, args.port)
    print(f"stub chat model on {stub.url} (OPENAI_BASE_URL); Ctrl-C stops it", flush=True)
    try:
        threading.Event().wait()
    except KeyboardInterrupt:
        stub.stop()


if __name__ == "__main__":
    main()
