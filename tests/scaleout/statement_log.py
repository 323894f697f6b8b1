"""Reading PostgreSQL's statement log (``log_statement = 'all'``) and judging statements for Citus.

A statement on a distributed (tenant) table can be routed to one shard only when it pins the
distribution column: ``tenant_id = <value>`` for reads, updates and deletes, ``tenant_id`` among the
inserted columns for inserts (docs/scaling.md). This is a textual check of the SQL the server
received, deliberately simple; what it cannot judge is reviewed by hand (the allow-list).
"""

import re
from dataclasses import dataclass

# One log entry starts with the default prefix '%m [%p] ': '2026-12-01 15:40:00.123 UTC [1234] '.
_ENTRY = re.compile(r"^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d(?:\.\d+)? \S+ \[\d+\] ", re.MULTILINE)
_STATEMENT = re.compile(r"^LOG:  (?:statement|execute [^:]*): (.*)\Z", re.DOTALL)
_TABLE = re.compile(
    r"\b(?:FROM|JOIN|UPDATE|INTO)\s+(?:ONLY\s+)?(?:public\.)?\"?([a-z_][a-z0-9_]*)\"?", re.IGNORECASE
)
_EQUALITY = re.compile(r"\btenant_id\"?\s*=\s*(?:\$\d+|'[^']*'|CAST\s*\(\s*\$\d+)", re.IGNORECASE)
_INSERT = re.compile(
    r"^\s*INSERT\s+INTO\s+(?:public\.)?\"?(\w+)\"?\s*(?:AS\s+\w+\s*)?\(([^)]*)\)", re.IGNORECASE
)


def statements(log_text: str) -> list[str]:
    """The statements of a stretch of the log, in order (multi-line statements joined)."""
    entries = list(_ENTRY.finditer(log_text))
    starts = [match.end() for match in entries]
    ends = [*(match.start() for match in entries[1:]), len(log_text)]
    found = []
    for start, end in zip(starts, ends, strict=True):
        matched = _STATEMENT.match(log_text[start:end].rstrip("\n"))
        if matched:
            found.append(" ".join(matched.group(1).split()))
    return found


def tables_of(sql: str, tenant_tables: set[str]) -> set[str]:
    return {name.lower() for name in _TABLE.findall(sql)} & tenant_tables


@dataclass(frozen=True)
class Verdict:
    sql: str
    tables: frozenset[str]
    routable: bool


# Several tables' rows in one statement (kit/bulk.py): "WITH w0 AS (INSERT …), w1 AS (INSERT …) INSERT …".
_WITH_INSERTS = re.compile(r"^\s*WITH w0 AS \(\s*INSERT\s+INTO\b", re.IGNORECASE)
_NEXT_INSERT = re.compile(r"\), w\d+ AS \(|\) (?=INSERT\s+INTO\b)", re.IGNORECASE)


def judge(sql: str, tenant_tables: set[str]) -> Verdict:
    tables = frozenset(tables_of(sql, tenant_tables))
    if _WITH_INSERTS.match(sql):  # routable when each insert is (all pin one tenant on a request)
        parts = _NEXT_INSERT.split(sql[sql.index("(") + 1 :])
        return Verdict(sql, tables, all(judge(part, tenant_tables).routable for part in parts))
    insert = _INSERT.match(sql)
    if insert and insert.group(1).lower() in tenant_tables:
        columns = {column.strip().strip('"').lower() for column in insert.group(2).split(",")}
        # The inserted rows carry their tenant; a SELECT feeding them must pin it too.
        rest = sql[insert.end() :]
        feeds = tables_of(rest, tenant_tables)
        return Verdict(sql, tables, "tenant_id" in columns and (not feeds or bool(_EQUALITY.search(rest))))
    return Verdict(sql, tables, not tables or bool(_EQUALITY.search(sql)))
