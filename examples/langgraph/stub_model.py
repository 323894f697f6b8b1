"""A stand-in for a chat model, so the LangGraph example runs offline: a real OpenAI-compatible
`/v1/chat/completions` server on 127.0.0.1 whose answers follow two rules. Told "I live in X", it
notes it and asks the graph to remember it (a `REMEMBER key: sentence` line); asked "where", it
repeats the remembered line about living somewhere from its system prompt, or says it does not know.

    python examples/langgraph/stub_model.py --port 8765    # then OPENAI_BASE_URL=http://127.0.0.1:8765/v1
"""

import argparse
import json
import re
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

LIVES = re.compile(r"\bI live in ([^.!?\n]+)", re.IGNORECASE)


def reply(messages: list[dict[str, str]]) -> str:
    said = messages[-1]["content"]
    moved = LIVES.search(said)
    if moved:
        city = moved.group(1).strip()
        return f"Noted: you live in {city}.\nREMEMBER residence: The user lives in {city}"
    if "where" in said.lower():
        prompt = messages[0]["content"].splitlines()
        known = [line.strip("- ").strip() for line in prompt if "lives in" in line]
        return f"From memory: {known[0]}" if known else "I don't know where you live."
    return "Noted."


class Handler(BaseHTTPRequestHandler):
    def log_message(self, format: str, *args: Any) -> None:
        return

    def do_POST(self) -> None:
        if self.path.rstrip("/") != "/v1/chat/completions":
            self.send_error(404)
            return
        body = json.loads(self.rfile.read(int(self.headers["Content-Length"])))
        answer = {"choices": [{"message": {"role": "assistant", "content": reply(body["messages"])}}]}
        content = json.dumps(answer).encode()
        self.send_response(200)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(content)))
        self.end_headers()
        self.wfile.write(content)


def serve(port: int = 0) -> tuple[ThreadingHTTPServer, str]:
    """Start the stub in a background thread; answers the server and its base URL (…/v1)."""
    server = ThreadingHTTPServer(("127.0.0.1", port), Handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server, f"http://127.0.0.1:{server.server_address[1]}/v1"


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description="An offline stand-in for an OpenAI-compatible chat model")
    parser.add_argument("--port", type=int, default=8765)
    server, url = serve(parser.parse_args().port)
    print(f"stub chat model at {url} (Ctrl-C stops it)", flush=True)
    try:
        threading.Event().wait()
    except KeyboardInterrupt:
        server.shutdown()
