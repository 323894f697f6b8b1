"""Which statements write, and read sessions that send their reads to a replica (docs/scaling.md).

A *read session* (:class:`ReadSession`) is an ordinary tenant session (``db.tenancy``: the same
``after_begin`` binds the tenant and switches to the row-level-security role on every connection it
opens) with two engines: its reads go to the read replica, and a flush, an INSERT / UPDATE / DELETE, a
locking read (``FOR UPDATE``), or any statement after one of those, goes to the primary. So an endpoint
that mostly reads but also records something (retrieve and context write a trace) keeps a single
session, and nothing is ever written to the replica.

Every tenant session also notes whether its transaction wrote (``wrote``): the request dependency
records the primary's WAL position for the tenant after such a commit (``db.replica``).
"""

import re
from typing import Any

from sqlalchemy import Delete, Insert, Select, TextClause, Update, event
from sqlalchemy.engine import Connection, Engine
from sqlalchemy.orm import ORMExecuteState, Session, UOWTransaction

from memory_center.db.tenancy import PRIMARY as PRIMARY
from memory_center.db.tenancy import TenantSession

WROTE = "wrote"
REPLICA = "replica_engine"

_READ_VERBS = frozenset({"SELECT", "WITH", "SHOW", "VALUES", "TABLE", "EXPLAIN"})
_WRITE_WORDS = re.compile(r"\b(INSERT|UPDATE|DELETE|MERGE|SHARE|NEXTVAL|SETVAL)\b", re.IGNORECASE)


def text_writes(sql: str) -> bool:
    """Whether raw SQL may write or lock rows. Conservative: only a statement that starts like a read
    and names no writing word (``FOR UPDATE`` / ``FOR SHARE`` count: a standby refuses row locks) is
    a read."""
    words = sql.lstrip().split(None, 1)
    if not words or words[0].upper().rstrip("(") not in _READ_VERBS:
        return True
    return _WRITE_WORDS.search(sql) is not None


def statement_writes(statement: object) -> bool:
    if isinstance(statement, (Insert, Update, Delete)):
        return True
    if isinstance(statement, Select):
        return statement._for_update_arg is not None
    if isinstance(statement, TextClause):
        return text_writes(statement.text)
    return False


def wrote(session: Session) -> bool:
    """True once the session's current request has written (kept until :func:`forget_writes`)."""
    return bool(session.info.get(WROTE))


def forget_writes(session: Session) -> None:
    session.info.pop(WROTE, None)


@event.listens_for(TenantSession, "do_orm_execute")
def _on_execute(state: ORMExecuteState) -> None:
    if statement_writes(state.statement):
        state.session.info[WROTE] = True


@event.listens_for(TenantSession, "after_flush")
def _on_flush(session: Session, flush_context: UOWTransaction) -> None:
    session.info[WROTE] = True


class ReadSession(TenantSession):
    """Reads on the replica; writes, row locks and everything after them on the primary."""

    def get_bind(self, mapper: Any = None, **kw: Any) -> Engine | Connection:
        """``PRIMARY`` is an engine, or a connection in a transaction of the request's own: the session
        then joins that transaction without committing it (its owner does)."""
        primary: Engine | Connection = self.info[PRIMARY]
        if self._flushing or wrote(self):
            return primary
        replica: Engine = self.info[REPLICA]
        return replica
