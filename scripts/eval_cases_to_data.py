"""One-time converter (issue #24 point 8): the evaluation cases that were Python modules in
``src/memory_center/evaluation/cases/`` become JSON lines in ``evals/cases/<module>.jsonl``, and the
``NOT_YET`` list of tests/evaluation/test_general.py becomes each case's ``not_yet`` field.

Kept as the record of the conversion: it ran once with the modules of 29e4fc4 and the loader
(``evaluation/data.py``) of the commit that added it; it wrote the files, read them back with the loader
and proved the round trip (same cases in the same order within a file, equal objects, equal JSON, the
same types but for fact statuses now read as ``FactStatus``). The modules are gone since, so it no
longer runs as is: new cases are written as data directly.
"""

import dataclasses
import importlib
import pkgutil
import sys
from pathlib import Path

from memory_center.enums import FactStatus
from memory_center.evaluation import cases as package
from memory_center.evaluation.data import dumps_case, encode_case, load_cases, read_file

NOT_YET = frozenset(
    """en-dev-taste-3 en-dev-taste-6 en-dev-taste-7 zh-dev-taste-4 en-dev-life-3 en-dev-life-5
    zh-dev-switch-7 en-dev-rule-6 en-held-taste-1 en-held-taste-2 en-held-taste-5 en-held-life-2
    en-held-life-3 zh-held-life-5 zh-held-correction-1 zh-held-correction-3 zh-held-correction-5
    en-held-switch-1 en-held-switch-3 en-held-switch-4 en-held-switch-5 zh-held-switch-1
    zh-held-switch-2 en-held-rule-3 zh-held-rule-5""".split()  # noqa: SIM905
)
REASON = "not yet read (docs/evaluation.md)"
NOT_YET_FILES = ("judgement_general", "judgement_general_heldout")


def same_types(old: object, new: object, path: str) -> None:
    """Equal and of the same types, but for a fact status written as a string in a module and read as
    the ``FactStatus`` it names (a ``StrEnum``: equal to the string, and checked as it loads)."""
    if type(old) is not type(new):
        assert isinstance(new, FactStatus) and old == new.value, (path, old, new)
    elif dataclasses.is_dataclass(old):
        for spec in dataclasses.fields(old):
            if spec.compare:
                same_types(getattr(old, spec.name), getattr(new, spec.name), f"{path}.{spec.name}")
    elif isinstance(old, tuple):
        assert len(old) == len(new), path  # type: ignore[arg-type]
        for n, (a, b) in enumerate(zip(old, new, strict=True)):  # type: ignore[call-overload]
            same_types(a, b, f"{path}[{n}]")
    elif isinstance(old, dict):
        assert list(old) == list(new), path  # type: ignore[call-overload]
        for name in old:
            same_types(old[name], new[name], f"{path}.{name}")  # type: ignore[index]
    else:
        assert old == new, path


def main(out: Path) -> None:
    out.mkdir(parents=True, exist_ok=True)
    old_all = []
    for info in pkgutil.iter_modules(package.__path__):
        module = importlib.import_module(f"{package.__name__}.{info.name}")
        if not hasattr(module, "CASES"):
            continue  # judgement.py: builders only
        cases = list(module.CASES)
        if info.name in NOT_YET_FILES:
            cases = [dataclasses.replace(c, not_yet=REASON) if c.id in NOT_YET else c for c in cases]
        lines = [f"// {line}".rstrip() for line in (module.__doc__ or "").strip().splitlines()]
        lines += [dumps_case(case) for case in cases]
        (out / f"{info.name}.jsonl").write_text("\n".join(lines) + "\n", encoding="utf-8")
        again = read_file(out / f"{info.name}.jsonl")
        assert list(again) == cases, info.name
        assert [encode_case(c) for c in again] == [encode_case(c) for c in cases], info.name
        for old, new in zip(cases, again, strict=True):
            same_types(old, new, old.key)
        old_all += cases
    assert {c.key for c in old_all} == {c.key for c in package.ALL_CASES}
    assert len(old_all) == len(package.ALL_CASES)
    marked = {c.id for c in old_all if c.not_yet}
    assert marked == NOT_YET, NOT_YET - marked
    loaded = load_cases(out)
    assert sorted(map(encode_case, loaded), key=str) == sorted(map(encode_case, old_all), key=str)
    print(f"{len(loaded)} cases in {len(list(out.glob('*.jsonl')))} files; round trip equal")


if __name__ == "__main__":
    main(Path(sys.argv[1] if len(sys.argv) > 1 else "evals/cases"))
