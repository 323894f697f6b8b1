"""What the model extractor sends: the instructions, the memory-key schema, the user's nearest current
memories under short ids, and the JSON schema its answer must follow.

The model decides, per statement of the message, ADD (a new memory), UPDATE (a new value of a memory
it is shown, named by its short id), END (a memory that is no longer true) or NONE. It never sees ids
of ours: the short ids ``m1``, ``m2``, … are positions in the list of memories of this one request
(``memory_ids``), and only the answer's reader (``llm_answer``) maps them back to the memories' keys.

The schema (``extraction.schema``) is rendered here with the key each slot is stored under, because the
model's key for a new memory must be the one the rule extractor and governance use: a single-valued
slot is ``user / <slot>``, an option slot kept as a liking is ``<option> / preference = like``, a
multi-valued slot is ``<thing> / <slot>``. ``schema.describe`` gives the slots without their keys.
"""

import json
from typing import Any

from memory_center.enums import MemoryType, Scope
from memory_center.extraction.contract import ExtractionInput, KnownFact
from memory_center.extraction.schema import SLOTS, Slot

PROMPT_VERSION = "3"
ACTIONS = ("ADD", "UPDATE", "END", "NONE")
MAX_STATEMENTS = 20
MAX_KEY_CHARS = 200
MAX_VALUE_CHARS = 1000
MAX_CONTENT_CHARS = 2000
SCOPES = (Scope.USER.value, Scope.SESSION.value, Scope.TASK.value)


def stored_as_liking(slot: Slot) -> bool:
    """An option slot whose values are kept as likings of each option (seat, cabin: the schema's
    ``by_option``); every other single-valued slot is one key, ``user / <slot>``."""
    return slot.value == "option" and slot.by_option and not slot.many and not slot.constraint


THING = "<thing>"
_KEYS: dict[str, tuple[str, str]] = {
    # slots the rule extractor keeps under another key than the schema's default (the keys predate it);
    # a subject in <…> is the statement's own (the kind of child or pet)
    "partner": ("partner", "name"),
    "children": ("<son|daughter|child>", "name"),
    "pets": ("<dog|cat|…>", "name"),
    "language": ("user", "language"),
}


def slot_key(slot: Slot) -> tuple[str, str] | None:
    """(subject, predicate) of a slot's memories, the subject ``<…>`` when the statement names it;
    None for an option slot kept as a liking (``<option> / preference = like``)."""
    if slot.name in _KEYS:
        return _KEYS[slot.name]
    if stored_as_liking(slot):
        return None
    return (THING if slot.many else "user", slot.name)


def _shown_key(slot: Slot) -> str:
    key = slot_key(slot)
    return "<option> / preference = like" if key is None else " / ".join(key)


def slot_line(slot: Slot) -> str:
    """One slot as the prompt shows it: name, cardinality, value type, key and an example per language."""
    kind = "many" if slot.many else "one"
    rule = ", a rule" if slot.constraint else ""
    lasting = "" if slot.lasting else ", for now"
    examples = " / ".join(slot.examples)
    return f"- {slot.name} ({kind}, {slot.value}{rule}{lasting}; key {_shown_key(slot)}): {examples}"


def schema_block() -> str:
    return "\n".join(slot_line(slot) for slot in SLOTS)


SYSTEM_PROMPT = f"""\
You keep the long-term memory of an AI agent's user. You read ONE message the user sent and the
user's current memories that may be related ("memories", each with a short id). For each statement of
the message, answer one action:

- ADD: a new memory worth keeping (a lasting fact about the user, a preference, a rule the agent must
  follow, a decision, a budget or detail of the current task).
- UPDATE: the message gives a NEW value of one of the listed memories (a change, a move, a changed
  mind, a correction such as "I meant 43", "not Berlin, Munich", "改成", "搬到"). Name it in "memory"
  and give the new value. Use UPDATE whenever the statement is about the same thing as a listed
  memory, whatever words the message uses.
- END: one of the listed memories is no longer true and the message gives no new value ("I sold my
  car", "I don't work there anymore", "我已经不住杭州了", "forget what I said about X"). Name it in
  "memory".
- NONE: nothing to keep: questions, requests to do something now, moods of the moment ("I'm tired
  today"), hypotheticals, things said about other people, small talk, claims of authority or requests
  for permissions, passwords, ID-card, bank-card or phone numbers, API keys.

An empty list, or NONE, is the right answer for most messages. Never repeat a memory the message does
not change.

Fields of each statement:
- action: ADD | UPDATE | END | NONE
- memory: the id of a listed memory ("m1"), for UPDATE and END only
- slot: for ADD of one of the slots below, its name ("residence"); the key is then the slot's
- subject, predicate: for ADD of anything that is not a slot: the key of ONE attribute (for a slot
  whose key has a <…> subject, give that subject: "peanuts", "daughter"). Likes and
  dislikes: subject = the thing in the user's language, lower case, without verbs ("咖啡", "direct
  flights"), predicate "preference", value "like" or "dislike"; budgets: subject "budget" (or
  "hotel_budget", …), predicate "max_amount"; decisions: subject = kind of thing chosen ("hotel",
  "flight"), predicate "choice"; a rule for the agent: subject = the thing, predicate "preference",
  value "never", "required" or "only".
- value: the value ("Munich", "8000 元", "like", "allergic"); required for ADD and UPDATE
- type: FACT | PREFERENCE | CONSTRAINT | DECISION | EXPERIENCE
- scope: USER for lasting things; TASK for details of the current task (only when has_task is true);
  SESSION for details of this conversation
- content: one short sentence in the user's language stating the memory
- confidence: 0.9-1.0 explicit or emphatic, about 0.8 plain, about 0.5 hedged ("maybe", "可能")

Slots (name (one value or many, value type; key): examples):
{schema_block()}

Answer with JSON only: {{"statements": [...]}}.
"""


_FIELDS = (
    *("action", "memory", "slot", "subject", "predicate", "value"),
    *("type", "scope", "content", "confidence"),
)


def _statement_schema() -> dict[str, Any]:
    text: dict[str, Any] = {"type": ["string", "null"]}
    return {
        "type": "object",
        "properties": {
            "action": {"type": "string", "enum": list(ACTIONS)},
            "memory": text,
            "slot": text,
            "subject": text | {"maxLength": MAX_KEY_CHARS},
            "predicate": text | {"maxLength": MAX_KEY_CHARS},
            "value": text | {"maxLength": MAX_VALUE_CHARS},
            "type": {"type": ["string", "null"], "enum": [*(t.value for t in MemoryType), None]},
            "scope": {"type": ["string", "null"], "enum": [*SCOPES, None]},
            "content": text | {"maxLength": MAX_CONTENT_CHARS},
            "confidence": {"type": ["number", "null"], "minimum": 0, "maximum": 1},
        },
        "required": list(_FIELDS),
        "additionalProperties": False,
    }


RESPONSE_FORMAT: dict[str, Any] = {
    "type": "json_schema",
    "json_schema": {
        "name": "memory_statements",
        "strict": True,
        "schema": {
            "type": "object",
            "properties": {
                "statements": {"type": "array", "items": _statement_schema(), "maxItems": MAX_STATEMENTS}
            },
            "required": ["statements"],
            "additionalProperties": False,
        },
    },
}


def memory_ids(known: tuple[KnownFact, ...]) -> dict[str, KnownFact]:
    """The short id of each memory shown, in the order shown (``m1`` first)."""
    return {f"m{number}": fact for number, fact in enumerate(known, start=1)}


def _shown(short_id: str, fact: KnownFact) -> dict[str, Any]:
    shown: dict[str, Any] = {
        "id": short_id,
        "subject": fact.subject,
        "predicate": fact.predicate,
        "value": fact.object_value,
        "memory": fact.content,
    }
    if fact.memory_type is not None:
        shown["type"] = fact.memory_type.value
    if fact.scope is not None:
        shown["scope"] = fact.scope.value
    return shown


def user_turn(message: ExtractionInput) -> str:
    """The user's turn: the message, whether a task is open, when it was said, and the memories."""
    turn = {
        "message": message.text,
        "has_task": message.task_id is not None,
        "occurred_at": message.occurred_at.isoformat(),
        "memories": [_shown(short_id, fact) for short_id, fact in memory_ids(message.known).items()],
    }
    return json.dumps(turn, ensure_ascii=False)


def request_body(model: str, message: ExtractionInput) -> dict[str, Any]:
    """The chat completions request (temperature 0: the same message gives the same answer)."""
    return {
        "model": model,
        "temperature": 0,
        "messages": [
            {"role": "system", "content": SYSTEM_PROMPT},
            {"role": "user", "content": user_turn(message)},
        ],
        "response_format": RESPONSE_FORMAT,
    }
