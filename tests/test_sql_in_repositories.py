"""SQL lives in repositories (docs/architecture.md): outside ``*repository.py``, ``db/``, ``kit/`` (the
shared plumbing: bulk inserts, keyset pages) and ``models/`` (tables and their indexes), no module
imports SQLAlchemy's statement builders or raw SQL text."""

import ast

import pytest

from test_architecture import modules

SQL_NAMES = {"text", "select", "insert", "update", "delete", "func", "literal_column", "and_", "or_"}
ALLOWED_DIRS = ("db/", "kit/", "models/")


def _sql_imports(tree: ast.Module) -> set[str]:
    found = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom) and (node.module or "").split(".")[0] == "sqlalchemy":
            found |= {alias.name for alias in node.names if alias.name in SQL_NAMES}
        elif isinstance(node, ast.Import):
            found |= {alias.name for alias in node.names if alias.name == "sqlalchemy"}
    return found


def _holds_sql(relative: str) -> bool:
    return relative.endswith("repository.py") or relative.startswith(ALLOWED_DIRS)


@pytest.mark.parametrize(
    "relative", sorted(m.relative for m in modules().values() if not _holds_sql(m.relative))
)
def test_no_sql_outside_repositories(relative: str) -> None:
    (module,) = [m for m in modules().values() if m.relative == relative]
    assert _sql_imports(module.tree) == set(), f"{relative} builds SQL: move it to a repository"


def test_the_check_finds_sql() -> None:
    tree = ast.parse("from sqlalchemy import text\nimport sqlalchemy as sa\n")
    assert _sql_imports(tree) == {"text", "sqlalchemy"}
    assert _sql_imports(ast.parse("from sqlalchemy.ext.asyncio import AsyncSession\n")) == set()
