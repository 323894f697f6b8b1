"""The context builder: sections and a prompt-ready text within a token budget (DESIGN §4). Pure.

Sections are filled in priority order — task, task state, conflicts, constraints, preferences, facts,
evidence — one line at a time, best-ranked first, while the budget allows; what does not fit is left
out of both the text and the sections (and counted in ``omitted``). Each memory line carries its
source, date and confidence; conflicts are stated as such, never resolved by guessing.
"""

import json
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from memory_center.enums import MemoryType
from memory_center.retrieval.schemas import ConflictNoteOut, ContextSections, RetrievedItem

TokenCounter = Callable[[list[str]], list[int]]

HEADERS = {
    "task": "[Task]",
    "task_state": "[Task State]",
    "conflicts": "[Conflicts]",
    "constraints": "[Constraints]",
    "preferences": "[Preferences]",
    "facts": "[Facts]",
    "evidence": "[Evidence]",
}
ORDER = tuple(HEADERS)


@dataclass
class BuiltContext:
    sections: ContextSections
    text: str
    tokens: int
    omitted: int


@dataclass
class _Line:
    section: str
    text: str
    payload: Any = None
    tokens: int = 0


@dataclass
class _Budget:
    limit: int
    used: int = 0
    opened: set[str] = field(default_factory=set)


def section_of(item: RetrievedItem) -> str:
    if item.kind == "evidence":
        return "evidence"
    if item.memory_type is MemoryType.CONSTRAINT:
        return "constraints"
    if item.memory_type is MemoryType.PREFERENCE:
        return "preferences"
    return "facts"


def memory_line(item: RetrievedItem) -> str:
    date = item.valid_from.date().isoformat()
    disputed = " [disputed, see Conflicts]" if item.conflicts else ""
    if item.kind == "evidence":
        return f"- {item.content} (source: {item.source}, {item.source_type.value}, {date}){disputed}"
    scope = item.scope.value if item.scope else "-"
    confidence = item.confidence if item.confidence is not None else 0.0
    return (
        f"- {item.content} (source: {item.source_type.value}, {date}, confidence {confidence:.2f}, "
        f"scope {scope}){disputed}"
    )


def task_line(task: dict[str, Any]) -> str:
    parts = [f"status {task.get('status')}"]
    if task.get("current_step"):
        parts.append(f"step: {task['current_step']}")
    return f"Task {task.get('task_id')}: {task.get('goal')} ({', '.join(parts)})"


def state_line(state: dict[str, Any]) -> str:
    return json.dumps(state, ensure_ascii=False, sort_keys=True, default=str)


def build(
    *,
    task: dict[str, Any] | None,
    task_state: dict[str, Any] | None,
    items: Sequence[RetrievedItem],
    conflicts: Sequence[ConflictNoteOut],
    token_budget: int,
    count: TokenCounter,
) -> BuiltContext:
    lines = _lines(task, task_state, items, conflicts)
    sizes = count([line.text for line in lines] + [HEADERS[name] for name in ORDER])
    headers = dict(zip(ORDER, sizes[len(lines) :], strict=True))
    for line, size in zip(lines, sizes, strict=False):
        line.tokens = size
    kept = _fit(lines, headers, _Budget(token_budget))
    text = _render(kept)
    tokens = sum(line.tokens for line in kept) + sum(headers[s] for s in {line.section for line in kept})
    memories = sum(1 for line in lines if line.section not in ("task", "task_state"))
    omitted = memories - sum(1 for line in kept if line.section not in ("task", "task_state"))
    return BuiltContext(_sections(kept, task, task_state), text, tokens, omitted)


def _lines(
    task: dict[str, Any] | None,
    task_state: dict[str, Any] | None,
    items: Sequence[RetrievedItem],
    conflicts: Sequence[ConflictNoteOut],
) -> list[_Line]:
    lines: list[_Line] = []
    if task is not None:
        lines.append(_Line("task", task_line(task), task))
    if task_state:
        lines.append(_Line("task_state", state_line(task_state), task_state))
    lines.extend(_Line("conflicts", f"- {note.message}", note) for note in conflicts)
    by_section: dict[str, list[_Line]] = {}
    for item in items:
        section = section_of(item)
        by_section.setdefault(section, []).append(_Line(section, memory_line(item), item))
    for section in ORDER:
        lines.extend(by_section.get(section, []))
    return lines


def _fit(lines: list[_Line], headers: dict[str, int], budget: _Budget) -> list[_Line]:
    kept: list[_Line] = []
    for line in lines:
        cost = line.tokens + (0 if line.section in budget.opened else headers[line.section])
        if budget.used + cost > budget.limit:
            continue
        budget.used += cost
        budget.opened.add(line.section)
        kept.append(line)
    return kept


def _render(kept: list[_Line]) -> str:
    blocks: list[str] = []
    for section in ORDER:
        body = [line.text for line in kept if line.section == section]
        if body:
            blocks.append("\n".join([HEADERS[section], *body]))
    return "\n".join(blocks)


def _sections(
    kept: list[_Line], task: dict[str, Any] | None, task_state: dict[str, Any] | None
) -> ContextSections:
    def items(section: str) -> list[RetrievedItem]:
        return [line.payload for line in kept if line.section == section]

    return ContextSections(
        task=task,
        task_state=task_state,
        constraints=items("constraints"),
        preferences=items("preferences"),
        facts=items("facts"),
        evidence=items("evidence"),
        conflicts=[line.payload for line in kept if line.section == "conflicts"],
    )
