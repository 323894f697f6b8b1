"""Evaluation cases as data: JSON lines read into ``case_model.Case`` (and written back), checked as
they load.

One case per line; blank lines and lines starting with ``//`` are skipped (a file's description opens
it as ``//`` lines). A case is ``{"id", "family", "language", "title", "steps": [...]}`` plus
``"not_yet": "<why>"`` for a case the design does not get right yet (the pytest suite runs it as a
strict xfail, so a case that starts passing has to lose its marker). A step is
``{"step": "<class of case_model.py>", <its fields>}``; a field left out takes its default.

The decoding is driven by the model's own type hints, so the data format can never drift from the
classes the runner plays: enums are their values, tuples and frozensets lists, ``Ref`` / ``Ago`` /
``Until`` / ``Evidence`` plain objects where a field is typed so. In the free-form mappings
(``FactIs.fields``, ``FactList.expect``) a value is a JSON scalar, a status, type or scope by its key
(``FIELD_ENUMS``), or a tagged object such as ``{"Until": {"period": "week"}}``.

Every error names ``file:line``, the field path and what was wrong, and a file is checked whole before
anything runs: names a step refers to must have been recorded by an earlier step, and ``family/id``
is unique across every file loaded.
"""

import dataclasses
import json
import types
import typing
from collections.abc import Iterable, Iterator, Mapping
from enum import Enum
from pathlib import Path
from typing import Any, Literal, Union

from memory_center.enums import FactStatus, MemoryType, Scope, SourceType
from memory_center.evaluation import case_model
from memory_center.evaluation.case_model import Case, Step

SMOKE = Path(__file__).parent / "smoke"
"""The small set shipped with the package: the default of ``memory-center eval``."""

STEPS: dict[str, type] = {cls.__name__: cls for cls in typing.get_args(Step)}
VALUES: dict[str, type] = {cls.__name__: cls for cls in (case_model.Ref, case_model.Ago, case_model.Until)}
"""Tagged objects allowed in the free-form mappings of ``FactIs`` and ``FactList``."""
FIELD_ENUMS: dict[str, type[Enum]] = {
    "memory_type": MemoryType,
    "scope": Scope,
    "source_type": SourceType,
    "status": FactStatus,
}
"""A fact field whose string value in a free-form mapping is one of the API's enums (checked on load)."""

CASE_FIELDS = ("id", "family", "language", "title", "not_yet", "steps")


class CaseFileError(ValueError):
    """A malformed case: where (``file:line``), which field, and what is wrong."""

    def __init__(self, where: str, field: str, problem: str) -> None:
        self.where, self.field, self.problem = where, field, problem
        super().__init__(f"{where}: {field}: {problem}" if field else f"{where}: {problem}")


class _Bad(Exception):
    """A problem found at a field path inside one line; turned into ``CaseFileError`` with the line."""

    def __init__(self, path: str, problem: str) -> None:
        self.path, self.problem = path, problem


# --- decoding -----------------------------------------------------------------------------------------


def _kind(value: object) -> str:
    if isinstance(value, dict | list):
        return "an object" if isinstance(value, dict) else "a list"
    return "null" if value is None else repr(value)


def _hints(cls: type) -> dict[str, Any]:
    return typing.get_type_hints(cls)


def _dataclass(cls: type, raw: object, path: str, skip: tuple[str, ...] = ()) -> Any:
    if not isinstance(raw, dict):
        raise _Bad(path, f"expected an object ({cls.__name__}), got {_kind(raw)}")
    hints = _hints(cls)
    fields = {f.name: f for f in dataclasses.fields(cls)}
    unknown = sorted(set(raw) - set(fields) - set(skip))
    if unknown:
        raise _Bad(
            f"{path}.{unknown[0]}",
            f"{cls.__name__} has no field {unknown[0]!r} (fields: {', '.join(fields)})",
        )
    values = {}
    for name, spec in fields.items():
        if name in raw:
            values[name] = _decode(raw[name], hints[name], f"{path}.{name}" if path else name, name)
        elif spec.default is dataclasses.MISSING and spec.default_factory is dataclasses.MISSING:
            raise _Bad(f"{path}.{name}" if path else name, f"missing (required by {cls.__name__})")
    return cls(**values)


def _decode(raw: object, hint: Any, path: str, key: str | None = None) -> Any:
    origin = typing.get_origin(hint)
    if hint is object:
        return _free(raw, path, key)
    if origin in (Union, types.UnionType):
        members = [m for m in typing.get_args(hint) if m is not type(None)]
        if raw is None:
            if len(members) < len(typing.get_args(hint)):
                return None
            raise _Bad(path, "may not be null")
        if isinstance(raw, dict):
            shaped = [m for m in members if isinstance(m, type) and dataclasses.is_dataclass(m)]
            return _dataclass(shaped[0], raw, path) if shaped else _decode(raw, members[0], path, key)
        if key in FIELD_ENUMS and isinstance(raw, str) and str in members:
            return _enum(FIELD_ENUMS[key], raw, path)
        plain = [m for m in members if not dataclasses.is_dataclass(m)]
        return _decode(raw, plain[0], path, key)
    if origin is Literal:
        if raw not in typing.get_args(hint):
            raise _Bad(path, f"{raw!r} is not one of {', '.join(map(repr, typing.get_args(hint)))}")
        return raw
    if isinstance(hint, type) and issubclass(hint, Enum):
        return _enum(hint, raw, path)
    if origin in (tuple, frozenset):
        if not isinstance(raw, list):
            raise _Bad(path, f"expected a list, got {_kind(raw)}")
        item = typing.get_args(hint)[0]
        items = [_decode(value, item, f"{path}[{n}]", key) for n, value in enumerate(raw)]
        return tuple(items) if origin is tuple else frozenset(items)
    if origin is Mapping:
        if not isinstance(raw, dict):
            raise _Bad(path, f"expected an object, got {_kind(raw)}")
        value_hint = typing.get_args(hint)[1]
        return {name: _decode(value, value_hint, f"{path}.{name}", name) for name, value in raw.items()}
    if dataclasses.is_dataclass(hint):
        return _dataclass(typing.cast(type, hint), raw, path)
    if hint is float and isinstance(raw, int | float) and not isinstance(raw, bool):
        return raw
    if hint in (str, int, bool) and type(raw) is hint:
        return raw
    raise _Bad(path, f"expected {getattr(hint, '__name__', hint)}, got {_kind(raw)}")


def _enum(cls: type[Enum], raw: object, path: str) -> Enum:
    try:
        return cls(raw)
    except ValueError:
        raise _Bad(path, f"{raw!r} is not a {cls.__name__} ({', '.join(m.value for m in cls)})") from None


def _free(raw: object, path: str, key: str | None) -> object:
    """A value of a free-form mapping: a scalar, an enum by its key, or a tagged ``Ref``/``Ago``/``Until``."""
    if isinstance(raw, dict):
        if len(raw) != 1 or next(iter(raw)) not in VALUES:
            raise _Bad(path, f'an object here is one of {", ".join(VALUES)}, as {{"Until": {{...}}}}')
        tag, body = next(iter(raw.items()))
        return _dataclass(VALUES[tag], body, f"{path}.{tag}")
    if isinstance(raw, list):
        raise _Bad(path, "a list is not a value here")
    if key in FIELD_ENUMS and isinstance(raw, str):
        return _enum(FIELD_ENUMS[key], raw, path)
    return raw


def decode_case(raw: object) -> Case:
    """One case from its JSON value; raises ``_Bad`` naming the field."""
    if not isinstance(raw, dict):
        raise _Bad("", f"a case is an object, got {_kind(raw)}")
    unknown = sorted(set(raw) - set(CASE_FIELDS))
    if unknown:
        raise _Bad(unknown[0], f"not a case field (fields: {', '.join(CASE_FIELDS)})")
    steps = raw.get("steps")
    if not isinstance(steps, list) or not steps:
        raise _Bad("steps", f"expected a non-empty list of steps, got {_kind(steps)}")
    decoded = []
    for n, step in enumerate(steps):
        path = f"steps[{n}]"
        name = step.get("step") if isinstance(step, dict) else None
        if name not in STEPS:
            raise _Bad(f"{path}.step", f"{name!r} is not a step (steps: {', '.join(STEPS)})")
        decoded.append(_dataclass(STEPS[name], step, path, skip=("step",)))
    head = {name: value for name, value in raw.items() if name != "steps"}
    case: Case = _dataclass(Case, {**head, "steps": []}, "")
    if not case.id.strip():
        raise _Bad("id", "may not be empty")
    _check_names(decoded)
    return dataclasses.replace(case, steps=tuple(decoded))


# --- names a step refers to ---------------------------------------------------------------------------

_RECORDS: dict[type, tuple[tuple[str, str], ...]] = {
    case_model.Say: (("said", "name"), ("candidate", "name"), ("fact", "name")),
    case_model.Propose: (("candidate", "name"), ("fact", "name")),
    case_model.Accept: (("fact", "name"),),
    case_model.Correct: (("fact", "name"),),
}
"""What an action records, and under which of its fields (runner: ``Context``)."""
_USES: dict[type, tuple[tuple[str, str], ...]] = {
    case_model.Accept: (("candidate", "candidate"),),
    case_model.Reject: (("candidate", "candidate"),),
    case_model.Correct: (("fact", "fact"),),
    case_model.Invalidate: (("fact", "fact"),),
    case_model.Delete: (("fact", "fact"),),
    case_model.SaidOutcome: (("said", "said"),),
    case_model.CandidateIs: (("candidate", "name"), ("fact", "fact"), ("fact", "conflict_with")),
    case_model.ConflictEvidence: (("candidate", "candidate"), ("fact", "fact")),
    case_model.FactIs: (("fact", "name"), ("fact", "supersedes")),
    case_model.FactGone: (("fact", "name"),),
    case_model.FactList: (("fact", "as_of"),),
    case_model.Revisions: (("fact", "fact"),),
}
"""Which fields of a step name something recorded earlier (a fact, a candidate, a message)."""


def _refs(step: object) -> Iterator[tuple[str, str, str]]:
    """(kind, name, field) of every recorded thing the step refers to."""
    for kind, name in _USES.get(type(step), ()):
        if (value := getattr(step, name)) is not None:
            yield kind, value, name
    values: list[object] = [getattr(step, f.name) for f in dataclasses.fields(typing.cast(Any, step))]
    if isinstance(step, case_model.FactList):
        values += [*step.where.values(), *(v for item in step.expect for v in item.values())]
        yield from (("fact", str(item["is"]), "expect.is") for item in step.expect if "is" in item)
    yield from (("fact", v.fact, "ref") for v in values if isinstance(v, case_model.Ref))


def _check_names(steps: list[Step]) -> None:
    recorded: set[tuple[str, str]] = set()
    for n, step in enumerate(steps):
        for kind, name, field in _refs(step):
            if (kind, name) not in recorded:
                raise _Bad(f"steps[{n}].{field}", f"no earlier step records a {kind} named {name!r}")
        recorded |= {(kind, getattr(step, name)) for kind, name in _RECORDS.get(type(step), ())}


# --- files --------------------------------------------------------------------------------------------


def read_file(path: Path) -> tuple[Case, ...]:
    """Every case of one JSON-lines file, in order; ``CaseFileError`` at the first malformed line."""
    cases = []
    for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
        if not line.strip() or line.lstrip().startswith("//"):
            continue
        where = f"{path}:{number}"
        try:
            raw = json.loads(line)
        except json.JSONDecodeError as error:
            raise CaseFileError(where, "", f"not JSON: {error.msg} (column {error.colno})") from None
        try:
            cases.append(dataclasses.replace(decode_case(raw), where=where))
        except _Bad as bad:
            case_id = raw.get("id") if isinstance(raw, dict) else None
            field = f"{case_id}: {bad.path}" if isinstance(case_id, str) and bad.path else bad.path
            raise CaseFileError(where, field, bad.problem) from None
    return tuple(cases)


def case_files(paths: Iterable[str | Path]) -> list[Path]:
    """The files named, a directory standing for its ``*.jsonl`` files (sorted by name)."""
    files: list[Path] = []
    for item in map(Path, paths):
        if item.is_dir():
            found = sorted(item.glob("*.jsonl"))
            if not found:
                raise CaseFileError(str(item), "", "no *.jsonl case file in this directory")
            files += found
        elif item.is_file():
            files.append(item)
        else:
            raise CaseFileError(str(item), "", "no such file or directory")
    return files


def load_cases(*paths: str | Path) -> tuple[Case, ...]:
    """The cases of these files and directories (default: the smoke set), each ``family/id`` once."""
    seen: dict[str, str] = {}
    cases: list[Case] = []
    for path in case_files(paths or (SMOKE,)):
        for case in read_file(path):
            if case.key in seen:
                raise CaseFileError(case.where, "id", f"{case.key} is also at {seen[case.key]}")
            seen[case.key] = case.where
            cases.append(case)
    return tuple(cases)


# --- encoding (the converter's half, and the round-trip tests') ----------------------------------------


def _encode(value: object, hint: Any) -> object:
    if isinstance(value, Enum):
        return value.value
    if isinstance(value, frozenset):
        return sorted(_encode(item, object) for item in value)  # type: ignore[type-var]
    if isinstance(value, tuple):
        item = typing.get_args(hint)[0] if typing.get_origin(hint) is tuple else object
        return [_encode(v, item) for v in value]
    if isinstance(value, Mapping):
        inner = typing.get_args(hint)[1] if typing.get_origin(hint) is Mapping else object
        return {name: _encode(v, inner) for name, v in value.items()}
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        body = _fields(value)
        return {type(value).__name__: body} if hint is object else body
    return value


def _fields(value: Any) -> dict[str, object]:
    hints = _hints(type(value))
    out: dict[str, object] = {}
    for spec in dataclasses.fields(value):
        current = getattr(value, spec.name)
        if not spec.compare:
            continue
        if spec.default is not dataclasses.MISSING and current == spec.default:
            continue
        if spec.default_factory is not dataclasses.MISSING and current == spec.default_factory():
            continue
        out[spec.name] = _encode(current, hints[spec.name])
    return out


def encode_case(case: Case) -> dict[str, object]:
    """The JSON value of a case (fields at their default left out), as ``decode_case`` reads it."""
    head = {name: getattr(case, name) for name in CASE_FIELDS[:-1] if getattr(case, name) is not None}
    steps = [{"step": type(step).__name__, **_fields(step)} for step in case.steps]
    return {**head, "steps": steps}


def dumps_case(case: Case) -> str:
    """One line of a case file."""
    return json.dumps(encode_case(case), ensure_ascii=False)
