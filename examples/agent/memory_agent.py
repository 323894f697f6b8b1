"""A chat agent with long-term memory, in one file: every user turn is remembered through Memory Center,
and every answer is written by any OpenAI-compatible chat endpoint with what Memory Center recalls.

    pip install ./clients/python
    export MC_API_URL=http://127.0.0.1:8000 MC_API_KEY=<an agent key>
    export OPENAI_BASE_URL=http://127.0.0.1:11434/v1 OPENAI_MODEL=llama3.1   # or OpenAI, vLLM, ...
    python examples/agent/memory_agent.py --user u-1

Type a message per line; end with Ctrl-D. Start it again tomorrow with another --session: it still
knows what you told it, because the memory lives in the service, not in this process.
"""

import argparse
import os
import sys
import uuid
from typing import Any

import httpx

from memory_center_client import MemoryCenter

SYSTEM = (
    "You are a helpful assistant with a long-term memory. Use what you remember about the user when it "
    "is relevant; never invent memories.\n\nWhat you remember:\n"
)


class ChatModel:
    """The smallest client of an OpenAI-compatible `/chat/completions` endpoint."""

    def __init__(self, base_url: str, model: str, api_key: str | None) -> None:
        headers = {"Authorization": f"Bearer {api_key}"} if api_key else {}
        self.http = httpx.Client(base_url=base_url.rstrip("/"), headers=headers, timeout=120)
        self.model = model

    def reply(self, messages: list[dict[str, str]]) -> str:
        response = self.http.post("/chat/completions", json={"model": self.model, "messages": messages})
        response.raise_for_status()
        body: dict[str, Any] = response.json()
        return str(body["choices"][0]["message"]["content"])


def turn(
    mc: MemoryCenter, chat: ChatModel, user_id: str, session_id: str, history: list[dict[str, str]], text: str
) -> str:
    """One exchange: remember the user's words, recall what matters for them, answer, remember the answer."""
    mc.remember(user_id, text, session_id=session_id)
    recalled = mc.context(user_id=user_id, session_id=session_id, query=text, token_budget=800)
    messages = [{"role": "system", "content": SYSTEM + (recalled.text or "(nothing yet)")}]
    messages += [*history, {"role": "user", "content": text}]
    answer = chat.reply(messages)
    mc.remember(user_id, answer, session_id=session_id, role="assistant")
    history += [{"role": "user", "content": text}, {"role": "assistant", "content": answer}]
    return answer


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--user", required=True, help="the end user's id")
    parser.add_argument("--session", default=None, help="the conversation id (default: a new one)")
    args = parser.parse_args()
    session_id = args.session or "s-" + uuid.uuid4().hex[:8]
    chat = ChatModel(
        os.environ.get("OPENAI_BASE_URL", "https://api.openai.com/v1"),
        os.environ.get("OPENAI_MODEL", "gpt-4o-mini"),
        os.environ.get("OPENAI_API_KEY"),
    )
    history: list[dict[str, str]] = []
    with MemoryCenter(os.environ.get("MC_API_URL", "http://127.0.0.1:8000"), os.environ["MC_API_KEY"]) as mc:
        for line in sys.stdin:
            if line.strip():
                print("assistant>", turn(mc, chat, args.user, session_id, history, line.strip()), flush=True)


if __name__ == "__main__":
    main()
