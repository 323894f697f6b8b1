"""Rows of a secrets probe kept as data (``probes/<name>/secrets.jsonl``: ``{id, kind, text, value}``,
``probes/<name>/lookalikes.jsonl``: ``{id, kind, text}``) and their pytest parameters: the rows a probe's
first run missed stay marked xfail (strict) by id, so a fix that makes one pass shows up."""

import json
from pathlib import Path
from typing import Any

import pytest

PROBES = Path(__file__).parent / "probes"


def load(probe: str, name: str) -> list[dict[str, str]]:
    """The rows of ``probes/<probe>/<name>``."""
    with (PROBES / probe / name).open(encoding="utf-8") as handle:
        return [json.loads(line) for line in handle if line.strip()]


def params(rows: list[dict[str, str]], still: set[str], reason: str) -> list[Any]:
    """One parameter per row, by id; those in ``still`` marked xfail (strict) with ``reason``."""
    mark = pytest.mark.xfail(strict=True, reason=reason)
    return [
        pytest.param(row, marks=mark, id=row["id"]) if row["id"] in still else pytest.param(row, id=row["id"])
        for row in rows
    ]


def marked(items: list[Any], still: set[str], reason: str, at: int | None = None) -> list[Any]:
    """One parameter per item of a probe kept in code: a tuple row is spread into the test's arguments
    and matched on its element ``at``, a plain text is matched whole; those in ``still`` are marked
    xfail (strict) with ``reason``."""
    mark = pytest.mark.xfail(strict=True, reason=reason)
    out = []
    for item in items:
        values = item if at is not None else (item,)
        key = item[at] if at is not None else item
        out.append(pytest.param(*values, marks=mark) if key in still else pytest.param(*values))
    return out
