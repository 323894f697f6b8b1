"""The scorecard of a run: per family passed / failed / skipped, then every failure with its reason."""

import json
from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from memory_center.enums import Role
from memory_center.evaluation.case_model import FAMILIES, Family
from memory_center.evaluation.runner import CaseResult


@dataclass(frozen=True)
class Run:
    """One evaluation run: where, with which roles, and what came out."""

    url: str
    run_id: str
    roles: Mapping[Role, bool]
    results: Sequence[CaseResult]
    seconds: float

    @property
    def failed(self) -> bool:
        return any(result.outcome == "failed" for result in self.results)

    @property
    def exit_code(self) -> int:
        return 1 if self.failed else 0

    def tally(self, family: Family | None = None) -> Counter[str]:
        counts: Counter[str] = Counter(passed=0, failed=0, skipped=0)
        counts.update(r.outcome for r in self.results if family is None or r.case.family == family)
        return counts

    def families(self) -> list[Family]:
        present = {result.case.family for result in self.results}
        return [family for family in FAMILIES if family in present]


def pass_rate(counts: Counter[str]) -> str:
    """Passed out of the cases that ran (skipped ones excluded), as a percentage."""
    ran = counts["passed"] + counts["failed"]
    return f"{100 * counts['passed'] / ran:.1f} %" if ran else "-"


def _row(label: str, counts: Counter[str]) -> str:
    total = sum(counts.values())
    passed = f"{counts['passed']}/{total}"
    return f"{label:<22}{passed:>8}{counts['failed']:>8}{counts['skipped']:>9}{pass_rate(counts):>10}"


def _cleanup_line(run: Run) -> str:
    done = Counter(result.cleanup for result in run.results if result.outcome != "skipped")
    namespace = f"mc-eval-{run.run_id}-*"
    if done["incomplete"]:
        return f"cleanup: INCOMPLETE for {done['incomplete']} cases (see notes); data under {namespace}"
    if done["kept"]:
        return f"cleanup: none (--keep); the run's data stays under {namespace}"
    if done["facts deleted"]:
        return (
            f"cleanup: facts deleted; events, evidence and candidates stay under {namespace} "
            "(give --admin-key to erase them)"
        )
    return f"cleanup: every user of the run erased ({namespace})"


def render_text(run: Run) -> str:
    roles = ", ".join(f"{role.value} {'yes' if has else 'no'}" for role, has in run.roles.items())
    lines = [
        f"Memory Center evaluation of {run.url} (run {run.run_id})",
        f"keys: {roles}",
        "",
        f"{'family':<22}{'passed':>8}{'failed':>8}{'skipped':>9}{'rate':>10}",
        *(_row(family, run.tally(family)) for family in run.families()),
        _row("all families", run.tally()),
    ]
    for outcome in ("failed", "skipped"):
        picked = [result for result in run.results if result.outcome == outcome]
        if picked:
            lines += ["", f"{outcome.upper()}:"]
            lines += [f"  {r.case.key}: {r.reason}" for r in picked]
    noted = [result for result in run.results if result.notes]
    if noted:
        lines += ["", "NOTES:"]
        lines += [f"  {r.case.key}: {note}" for r in noted for note in r.notes]
    counts = run.tally()
    verdict = "FAIL" if run.failed else "PASS"
    lines += [
        "",
        _cleanup_line(run),
        f"{verdict}: {counts['passed']} passed, {counts['failed']} failed, {counts['skipped']} skipped "
        f"in {run.seconds:.1f} s",
    ]
    return "\n".join(lines)


def _case_json(result: CaseResult) -> dict[str, Any]:
    case = result.case
    return {
        "key": case.key,
        "family": case.family,
        "id": case.id,
        "language": case.language,
        "title": case.title,
        "outcome": result.outcome,
        "reason": result.reason,
        "notes": result.notes,
        "namespace": result.namespace,
        "cleanup": result.cleanup,
        "seconds": round(result.seconds, 3),
    }


def render_json(run: Run) -> str:
    def counts(family: Family | None = None) -> dict[str, int]:
        tally = run.tally(family)
        return {**tally, "total": sum(tally.values())}

    document = {
        "url": run.url,
        "run_id": run.run_id,
        "passed": not run.failed,
        "roles": {role.value: has for role, has in run.roles.items()},
        "families": {family: counts(family) for family in run.families()},
        "total": counts(),
        "seconds": round(run.seconds, 3),
        "cases": [_case_json(result) for result in run.results],
    }
    return json.dumps(document, ensure_ascii=False, indent=2)
