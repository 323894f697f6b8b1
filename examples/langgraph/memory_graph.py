"""A LangGraph agent whose long-term memory is Memory Center: `MemoryCenterStore` is the graph's store,
so what one thread learns, another thread (or another process, tomorrow) can recall, and governance
decides what is kept.

    pip install './clients/python[langgraph]'
    export MC_API_URL=http://127.0.0.1:8000 MC_API_KEY=<an agent key>
    python examples/langgraph/memory_graph.py --stub --user u-1 --thread t-1 "I live in Munich"
    python examples/langgraph/memory_graph.py --stub --user u-1 --thread t-2 "Where do I live?"

`--stub` answers with the offline stand-in model of `stub_model.py`; without it the graph calls any
OpenAI-compatible endpoint (OPENAI_BASE_URL, OPENAI_MODEL, OPENAI_API_KEY). The graph is three nodes:
recall (the store's search), respond (the model), remember (the model's `REMEMBER key: sentence`
lines become `put`s, resting on the user's own words).
"""

import argparse
import operator
import os
import re
import sys
from pathlib import Path
from typing import Annotated, Any, TypedDict

import httpx
from langgraph.checkpoint.memory import InMemorySaver
from langgraph.graph import END, START, StateGraph
from langgraph.store.base import BaseStore

from memory_center_client.langgraph import MemoryCenterStore

SYSTEM = (
    "You are a helpful assistant with a long-term memory. Use what you remember when it is relevant. "
    "When the user tells you something worth keeping, add a line `REMEMBER <key>: <one sentence>`.\n\n"
    "What you remember:\n"
)
REMEMBER = re.compile(r"^REMEMBER\s+([\w.-]+):\s*(.+)$", re.MULTILINE)


class Turn(TypedDict):
    role: str
    content: str


class State(TypedDict, total=False):
    user_id: str
    message: str
    memories: list[str]
    reply: str
    turns: Annotated[list[Turn], operator.add]  # this thread's conversation (the checkpointer keeps it)


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


def build(chat: ChatModel, store: BaseStore) -> Any:
    def recall(state: State) -> State:
        found = store.search(("user", state["user_id"]), query=state["message"], limit=5)
        return {"memories": [item.value["content"] for item in found]}

    def respond(state: State) -> State:
        memory = "\n".join(f"- {m}" for m in state.get("memories", [])) or "(nothing yet)"
        history = [{"role": t["role"], "content": t["content"]} for t in state.get("turns", [])]
        messages = [{"role": "system", "content": SYSTEM + memory}, *history]
        answer = chat.reply([*messages, {"role": "user", "content": state["message"]}])
        said: list[Turn] = [{"role": "user", "content": state["message"]}]
        return {"reply": answer, "turns": [*said, {"role": "assistant", "content": answer}]}

    def remember(state: State) -> State:
        for key, sentence in REMEMBER.findall(state["reply"]):
            # The user's own words are the evidence; governance decides whether it is kept.
            value = {"content": sentence.strip(), "evidence": state["message"], "source_type": "USER_STATED"}
            store.put(("user", state["user_id"]), key, value)
        return {}

    graph = StateGraph(State)
    graph.add_node("recall", recall)
    graph.add_node("respond", respond)
    graph.add_node("remember", remember)
    graph.add_edge(START, "recall")
    graph.add_edge("recall", "respond")
    graph.add_edge("respond", "remember")
    graph.add_edge("remember", END)
    return graph.compile(checkpointer=InMemorySaver(), store=store)


def main() -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--user", required=True, help="the end user's id")
    parser.add_argument("--thread", default="t-1", help="the conversation (LangGraph thread) id")
    parser.add_argument("--stub", action="store_true", help="answer with the offline stub model")
    parser.add_argument("messages", nargs="+", help="the user's messages, one turn each")
    args = parser.parse_args()
    if args.stub:
        sys.path.insert(0, str(Path(__file__).resolve().parent))
        from stub_model import serve

        _, base_url = serve()
    else:
        base_url = os.environ.get("OPENAI_BASE_URL", "https://api.openai.com/v1")
    model = os.environ.get("OPENAI_MODEL", "gpt-4o-mini")
    chat = ChatModel(base_url, model, os.environ.get("OPENAI_API_KEY"))
    store = MemoryCenterStore(
        base_url=os.environ.get("MC_API_URL", "http://127.0.0.1:8000"), api_key=os.environ["MC_API_KEY"]
    )
    graph = build(chat, store)
    config = {"configurable": {"thread_id": args.thread}}
    for message in args.messages:
        state = graph.invoke({"user_id": args.user, "message": message}, config)
        for line in state["reply"].splitlines():
            if not line.startswith("REMEMBER "):
                print("assistant>", line, flush=True)
    store.close()


if __name__ == "__main__":
    main()
