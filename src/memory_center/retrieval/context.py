"""The context builder: sections and a prompt-ready text within a token budget (docs/design.md §4). Pure.

The budget is split into parts, each capped at a share of ``token_budget`` (docs/context.md):

1. **task** — the task and its state;
2. **rules** — the standing rules (``standing_rule`` items), most important first; they are a prefix:
   when the next rule does not fit, it and every later one are left out, counted in
   ``omitted_rules`` with their ids, and a one-line note in the text says how many;
3. **profile** — the user's lasting memories (``profile`` items), most important and most relevant
   to the query first, each line taken while it fits; those left out are counted in
   ``omitted_profile`` with their ids;
4. **memories** — conflicts first (a disagreement is always stated before anything else of this
   part), then the query-matched memories, best-ranked first, each line taken while it fits;
5. **evidence** — raw evidence, best-ranked first.

Parts fill in that order, and a part never takes more than its cap or than what the earlier parts left,
so the text never exceeds the budget. A section header is charged to the part that opens it. The text
shows sections in the fixed order of ``HEADERS``; each memory line carries its source, date and
confidence; conflicts are stated as such, never resolved by guessing.
"""

import json
import uuid
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any, Literal

from memory_center.enums import MemoryType
from memory_center.retrieval.changed import Changes
from memory_center.retrieval.replaced import without_replaced
from memory_center.retrieval.schemas import ConflictNoteOut, ContextSections, RetrievedItem

TokenCounter = Callable[[list[str]], list[int]]
Part = Literal["task", "rules", "profile", "memories", "evidence"]
PARTS: tuple[Part, ...] = ("task", "rules", "profile", "memories", "evidence")

HEADERS = {
    "task": "[Task]",
    "task_state": "[Task State]",
    "conflicts": "[Conflicts]",
    "constraints": "[Constraints]",
    "profile": "[About the user]",
    "preferences": "[Preferences]",
    "facts": "[Facts]",
    "evidence": "[Evidence]",
}
ORDER = tuple(HEADERS)


RULE_LINE_TOKENS = 24
"""About the tokens of a short memory line (its source, date, confidence and scope alone take ~20):
sizes the chunks in which rule lines are counted, so that rules that cannot fit are not tokenised."""


@dataclass(frozen=True)
class PartCaps:
    """The share of ``token_budget`` each part may use at most (settings ``MC_CONTEXT_*_SHARE``)."""

    task: float = 0.25
    rules: float = 0.4
    profile: float = 0.3
    memories: float = 1.0
    evidence: float = 0.3

    def tokens(self, part: Part, token_budget: int) -> int:
        share: float = getattr(self, part)
        return int(token_budget * min(max(share, 0.0), 1.0))


@dataclass
class PartUse:
    cap: int
    tokens: int = 0
    included: int = 0
    omitted: int = 0


@dataclass
class BuiltContext:
    sections: ContextSections
    text: str
    tokens: int
    omitted: int
    omitted_rule_ids: list[uuid.UUID] = field(default_factory=list)
    omitted_rules: int = 0
    omitted_profile_ids: list[uuid.UUID] = field(default_factory=list)
    omitted_profile: int = 0
    parts: dict[Part, PartUse] = field(default_factory=dict)
    replaced_ids: list[uuid.UUID] = field(default_factory=list)


@dataclass
class _Line:
    section: str
    text: str
    payload: Any = None
    tokens: int = 0


@dataclass
class _Budget:
    limit: int
    headers: dict[str, int]
    used: int = 0
    opened: set[str] = field(default_factory=set)

    def cost(self, line: _Line) -> int:
        return line.tokens + (0 if line.section in self.opened else self.headers[line.section])

    def take(self, line: _Line, use: PartUse) -> bool:
        cost = self.cost(line)
        if self.used + cost > self.limit or use.tokens + cost > use.cap:
            return False
        self.used += cost
        use.tokens += cost
        use.included += 1
        self.opened.add(line.section)
        return True


def section_of(item: RetrievedItem) -> str:
    if item.kind == "evidence":
        return "evidence"
    if item.profile and not item.standing_rule:
        return "profile"
    if item.memory_type is MemoryType.CONSTRAINT:
        return "constraints"
    if item.memory_type is MemoryType.PREFERENCE:
        return "preferences"
    return "facts"


def memory_line(item: RetrievedItem) -> str:
    date = item.valid_from.date().isoformat()
    disputed = " [disputed, see Conflicts]" if item.conflicts else ""
    if item.kind == "evidence":
        outdated = "outdated: the memory it stated has changed; " if item.outdated else ""
        return (
            f"- {item.content} ({outdated}source: {item.source}, {item.source_type.value}, {date}){disputed}"
        )
    scope = item.scope.value if item.scope else "-"
    confidence = item.confidence if item.confidence is not None else 0.0
    return (
        f"- {item.content} (source: {item.source_type.value}, {date}, confidence {confidence:.2f}, "
        f"scope {scope}){disputed}"
    )


def omitted_rules_line(count: int) -> str:
    noun = "rule" if count == 1 else "rules"
    return f"- ({count} more standing {noun} not shown for lack of space)"


def task_line(task: dict[str, Any]) -> str:
    parts = [f"status {task.get('status')}"]
    step, label = task.get("current_step"), task.get("current_step_label")
    if step is not None:
        parts.append(f"step {step}" + (f" ({label})" if label else ""))
    elif label:
        parts.append(f"step: {label}")
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
    caps: PartCaps | None = None,
    rules_total: int | None = None,
    profile_total: int | None = None,
    fewest: Callable[[str], int] | None = None,
    changes: Changes | None = None,
) -> BuiltContext:
    """``items``: standing rules (``standing_rule``) in their order, the profile (``profile``) in its
    order, and the query-matched memories best first. ``rules_total`` / ``profile_total``: how many
    standing rules / profile memories apply in all (more than were read when the read was capped);
    by default, those among ``items``. A memory whose thing newer words of the user call new or
    changed is left out (``replaced.without_replaced``), its id in ``replaced_ids``. ``fewest``: a
    lower bound of ``count`` for one text (the tokenizer's, ``tokens.fewest_tokens``); with it, a
    profile line that cannot fit even at that many tokens is left out without being counted (the
    same context, less tokenising). ``changes``: held memories newer words of the user change, left out
    of the current sections (their ids in ``replaced_ids`` too), and the notes stating each change,
    shown after the conflicts (``retrieval/changed.py``)."""
    caps = caps or PartCaps()
    every_item, (items, replaced_ids) = items, without_replaced(items)
    if changes is not None and changes.notes:
        changed = set(changes.hidden) - set(replaced_ids)
        replaced_ids = [*replaced_ids, *(i.id for i in items if i.id in changed)]
        items = [i for i in items if i.id not in changed]
        conflicts = [*conflicts, *changes.notes]
    if replaced_ids:  # left out as replaced, not for lack of space: not counted as omitted
        gone = [i for i in every_item if i.id in set(replaced_ids)]
        rules_total = _less(rules_total, sum(1 for i in gone if i.standing_rule))
        profile_total = _less(profile_total, sum(1 for i in gone if section_of(i) == "profile"))
    task_lines = _task_lines(task, task_state)
    rules = [_Line("constraints", memory_line(i), i) for i in items if i.standing_rule]
    profile = [_Line("profile", memory_line(i), i) for i in items if section_of(i) == "profile"]
    conflict_lines = [_Line("conflicts", f"- {note.message}", note) for note in conflicts]
    matched = [_Line(section_of(i), memory_line(i), i) for i in items if not (i.standing_rule or i.profile)]
    every = [*task_lines, *([] if fewest else profile), *conflict_lines, *matched]
    sizes = count([line.text for line in every] + [HEADERS[name] for name in ORDER])
    budget = _Budget(token_budget, dict(zip(ORDER, sizes[len(every) :], strict=True)))
    for line, size in zip(every, sizes, strict=False):
        line.tokens = size

    parts = {part: PartUse(caps.tokens(part, token_budget)) for part in PARTS}
    kept = _fill(task_lines, budget, parts["task"])
    hidden = max((rules_total if rules_total is not None else len(rules)) - len(rules), 0)
    measured = _measure_rules(rules, budget, parts["rules"], count)
    kept_rules, note = _fill_rules(rules, measured, hidden, budget, parts["rules"], count)
    kept += kept_rules + note
    if fewest is None:
        kept_profile = _fill(profile, budget, parts["profile"])
    else:
        kept_profile = _fill_counting(profile, budget, parts["profile"], count, fewest)
    parts["profile"].omitted += max((profile_total or 0) - len(profile), 0)
    kept += kept_profile
    kept += _fill(conflict_lines, budget, parts["memories"])
    kept += _fill([m for m in matched if m.section != "evidence"], budget, parts["memories"])
    kept += _fill([m for m in matched if m.section == "evidence"], budget, parts["evidence"])

    left_out = [r.payload.id for r in rules[len(kept_rules) :]]
    taken = {id(line) for line in kept_profile}
    profile_out = [line.payload.id for line in profile if id(line) not in taken]
    unread = max((profile_total if profile_total is not None else len(profile)) - len(profile), 0)
    memories = len(rules) + hidden + len(profile) + unread + len(conflict_lines) + len(matched)
    shown = sum(1 for line in kept if line.section not in ("task", "task_state") and line.payload is not None)
    return BuiltContext(
        sections=_sections(kept, task, task_state),
        text=_render(kept),
        tokens=budget.used,
        omitted=memories - shown,
        omitted_rule_ids=left_out,
        omitted_rules=len(left_out) + hidden,
        omitted_profile_ids=profile_out,
        omitted_profile=len(profile_out) + unread,
        parts=parts,
        replaced_ids=replaced_ids,
    )


def _less(total: int | None, replaced: int) -> int | None:
    return None if total is None else max(total - replaced, 0)


def _task_lines(task: dict[str, Any] | None, task_state: dict[str, Any] | None) -> list[_Line]:
    lines: list[_Line] = []
    if task is not None:
        lines.append(_Line("task", task_line(task), task))
    if task_state:
        lines.append(_Line("task_state", state_line(task_state), task_state))
    return lines


def _fill(lines: list[_Line], budget: _Budget, use: PartUse) -> list[_Line]:
    """Every line that fits, in order (a long line left out does not stop a shorter one after it)."""
    kept = [line for line in lines if budget.take(line, use)]
    use.omitted += len(lines) - len(kept)
    return kept


def _fill_counting(
    lines: list[_Line], budget: _Budget, use: PartUse, count: TokenCounter, fewest: Callable[[str], int]
) -> list[_Line]:
    """:func:`_fill` of lines not counted yet: each is counted only when it might fit, that is when
    ``fewest`` tokens of it would (a line that cannot would not be taken whatever its count). A user's
    profile holds more lines than its share takes, and a line seen for the first time costs the
    tokenizer about 65 µs of CPU (docs/benchmarks.md)."""
    kept: list[_Line] = []
    for line in lines:
        room = min(budget.limit - budget.used, use.cap - use.tokens)
        if fewest(line.text) + budget.cost(line) > room:
            continue
        (line.tokens,) = count([line.text])
        if budget.take(line, use):
            kept.append(line)
    use.omitted += len(lines) - len(kept)
    return kept


def _measure_rules(rules: list[_Line], budget: _Budget, use: PartUse, count: TokenCounter) -> int:
    """Count the tokens of the first rules, in chunks sized by the room left (``RULE_LINE_TOKENS`` a
    line), until the counted ones no longer fit or none is left. Returns how many were counted; the
    others cannot fit, since an earlier rule did not."""
    room = min(budget.limit - budget.used, use.cap - use.tokens)
    measured, cost, opened = 0, 0, set(budget.opened)
    while measured < len(rules) and cost <= room:
        chunk = rules[measured : measured + (room - cost) // RULE_LINE_TOKENS + 1]
        for line, size in zip(chunk, count([line.text for line in chunk]), strict=True):
            line.tokens = size
            cost += size + (0 if line.section in opened else budget.headers[line.section])
            opened.add(line.section)
        measured += len(chunk)
    return measured


def _fill_rules(
    rules: list[_Line], measured: int, hidden: int, budget: _Budget, use: PartUse, count: TokenCounter
) -> tuple[list[_Line], list[_Line]]:
    """The longest prefix of the rules that fits, with room kept for the note saying how many more
    apply when they do not all fit (the note is left out only if even it cannot fit). Only the first
    ``measured`` rules have their tokens counted."""
    longest = _prefix(rules[:measured], budget, use)
    if hidden == 0 and longest == len(rules):
        return [line for line in rules if budget.take(line, use)], []
    for keep in range(longest, -1, -1):
        note = _Line("constraints", omitted_rules_line(len(rules) - keep + hidden))
        (note.tokens,) = count([note.text])
        if _prefix([*rules[:keep], note], budget, use) == keep + 1:
            kept = [line for line in rules[:keep] if budget.take(line, use)]
            budget.take(note, use)
            use.omitted = len(rules) - keep + hidden
            return kept, [note]
    use.omitted = len(rules) + hidden
    return [], []


def _prefix(lines: list[_Line], budget: _Budget, use: PartUse) -> int:
    """How many of the first lines fit together, in order."""
    room = min(budget.limit - budget.used, use.cap - use.tokens)
    opened = set(budget.opened)
    cost = 0
    for taken, line in enumerate(lines):
        cost += line.tokens + (0 if line.section in opened else budget.headers[line.section])
        opened.add(line.section)
        if cost > room:
            return taken
    return len(lines)


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
        return [line.payload for line in kept if line.section == section and line.payload is not None]

    return ContextSections(
        task=task,
        task_state=task_state,
        constraints=items("constraints"),
        preferences=items("preferences"),
        facts=items("facts"),
        evidence=items("evidence"),
        conflicts=[line.payload for line in kept if line.section == "conflicts"],
        profile=items("profile"),
    )
