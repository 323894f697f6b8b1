"""The case files (evaluation/data.py): every case of ``evals/cases/`` reads back as itself, the smoke
set shipped in the package is a copy of cases of the suite, and a malformed case stops the load with
``file:line``, the field and what is wrong."""

import json
from pathlib import Path

import pytest

from evaluation.suite import CASES_DIR, cases_of
from memory_center.enums import FactStatus, MemoryType, Scope
from memory_center.evaluation.case_model import FactIs, FactList, Until
from memory_center.evaluation.data import SMOKE, CaseFileError, decode_case, encode_case, load_cases

GOOD = {
    "id": "en-x",
    "family": "should_remember",
    "language": "en",
    "title": "a case",
    "steps": [
        {"step": "Say", "text": "I prefer aisle seats", "name": "memory"},
        {"step": "SaidOutcome", "said": "memory", "accepted": 1},
        {"step": "FactIs", "name": "memory", "fields": {"memory_type": "PREFERENCE", "revision": 1}},
    ],
}


def test_every_case_reads_back_as_itself() -> None:
    cases = cases_of()
    assert len(cases) >= 1000 and len({case.key for case in cases}) == len(cases)
    assert all(decode_case(json.loads(json.dumps(encode_case(case)))) == case for case in cases)


def test_the_smoke_set_is_cases_of_the_suite_word_for_word() -> None:
    suite = {case.key: case for case in cases_of()}
    smoke = load_cases()
    assert smoke == load_cases(SMOKE) and all(case.where.startswith(str(SMOKE)) for case in smoke)
    assert [case for case in smoke if suite.get(case.key) != case] == []
    assert not any(case.not_yet for case in smoke), "the smoke set passes today"


def test_values_are_typed_as_the_model_says(tmp_path: Path) -> None:
    where = {"status": "EXPIRED", "subject": {"fact": "memory", "field": "subject"}}
    expect = [{"is": "memory", "scope": "USER", "valid_until": {"Until": {"period": "week"}}}]
    case = dict(GOOD, steps=[*GOOD["steps"], {"step": "FactList", "where": where, "expect": expect}])
    decoded = decode_case(case)
    fact_is, listed = decoded.steps[2], decoded.steps[3]
    assert isinstance(fact_is, FactIs) and fact_is.fields["memory_type"] is MemoryType.PREFERENCE
    assert isinstance(listed, FactList) and listed.where["status"] is FactStatus.EXPIRED
    assert listed.expect[0]["scope"] is Scope.USER and listed.expect[0]["valid_until"] == Until("week")
    assert decode_case(encode_case(decoded)) == decoded


def _steps(*steps: dict[str, object]) -> dict[str, object]:
    return dict(GOOD, steps=[GOOD["steps"][0], *steps])


BAD: dict[str, tuple[object, str]] = {
    "unknown case field": (dict(GOOD, kind="x"), "kind: not a case field"),
    "no steps": ({k: v for k, v in GOOD.items() if k != "steps"}, "steps: expected a non-empty list"),
    "missing title": ({k: v for k, v in GOOD.items() if k != "title"},
                      "en-x: title: missing (required by Case)"),
    "unknown family": (dict(GOOD, family="gossip"), "family: 'gossip' is not one of 'should_remember'"),
    "unknown step": (_steps({"step": "Shout", "text": "x"}), "steps[1].step: 'Shout' is not a step"),
    "unknown step field": (_steps({"step": "Say", "txt": "x"}), "steps[1].txt: Say has no field 'txt'"),
    "missing step field": (_steps({"step": "Say", "name": "x"}), "steps[1].text: missing (required by Say)"),
    "wrong type": (_steps({"step": "SaidOutcome", "said": "memory", "accepted": "1"}),
                   "steps[1].accepted: expected int, got '1'"),
    "bad enum": (_steps({"step": "SaidOutcome", "said": "memory", "allowed": ["ACCEPTD"]}),
                 "steps[1].allowed[0]: 'ACCEPTD' is not a CandidateStatus"),
    "bad enum in a mapping": (_steps({"step": "FactIs", "name": "memory", "fields": {"scope": "GLOBAL"}}),
                              "steps[1].fields.scope: 'GLOBAL' is not a Scope"),
    "untagged object": (_steps({"step": "FactIs", "name": "memory", "fields": {"valid_until": {"days": 3}}}),
                        "steps[1].fields.valid_until: an object here is one of Ref, Ago, Until"),
    "unknown name": (_steps({"step": "FactIs", "name": "memroy"}),
                     "steps[1].name: no earlier step records a fact named 'memroy'"),
    "not an object": ([1, 2], "a case is an object, got a list"),
}  # fmt: skip


@pytest.mark.parametrize(("case", "problem"), BAD.values(), ids=BAD.keys())
def test_a_malformed_case_names_its_line_and_field(tmp_path: Path, case: object, problem: str) -> None:
    path = tmp_path / "cases.jsonl"
    path.write_text(f"// a comment\n\n{json.dumps(GOOD)}\n{json.dumps(case)}\n", encoding="utf-8")
    with pytest.raises(CaseFileError) as caught:
        load_cases(path)
    assert str(caught.value).startswith(f"{path}:4: "), caught.value
    assert problem in str(caught.value)


def test_a_line_that_is_not_json_names_its_line_and_column(tmp_path: Path) -> None:
    path = tmp_path / "cases.jsonl"
    path.write_text(json.dumps(GOOD) + '\n{"id": "en-y",\n', encoding="utf-8")
    with pytest.raises(CaseFileError, match=rf"^{path}:2: not JSON: .* \(column \d+\)$"):
        load_cases(path)


def test_a_case_key_is_unique_across_the_files_loaded(tmp_path: Path) -> None:
    (tmp_path / "a.jsonl").write_text(json.dumps(GOOD) + "\n", encoding="utf-8")
    (tmp_path / "b.jsonl").write_text("\n" + json.dumps(GOOD) + "\n", encoding="utf-8")
    message = f"{tmp_path / 'b.jsonl'}:2: id: should_remember/en-x is also at {tmp_path / 'a.jsonl'}:1"
    with pytest.raises(CaseFileError) as caught:
        load_cases(tmp_path)
    assert str(caught.value) == message


def test_a_path_with_no_cases_is_an_error(tmp_path: Path) -> None:
    with pytest.raises(CaseFileError, match=r"no \*\.jsonl case file"):
        load_cases(tmp_path)
    with pytest.raises(CaseFileError, match="no such file or directory"):
        load_cases(tmp_path / "missing.jsonl")
    assert CASES_DIR.is_dir()
