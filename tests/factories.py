"""Small typed builders of request bodies."""

import uuid
from typing import Any


def message(text: str, *, role: str = "user", user_id: str = "u-1", **fields: Any) -> dict[str, Any]:
    body: dict[str, Any] = {
        "actor_type": "USER" if role == "user" else "AGENT",
        "actor_id": user_id if role == "user" else "agent-1",
        "user_id": user_id,
        "event_type": "message",
        "source": "test-chat",
        "payload": {"role": role, "text": text},
    }
    body.update(fields)
    return body


def unique_key() -> str:
    return "idem-" + uuid.uuid4().hex
