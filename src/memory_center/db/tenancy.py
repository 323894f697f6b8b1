"""Row-level security as defence in depth (docs/security.md).

Migration 0009 enables and forces RLS on every table with a ``tenant_id``: a row is visible, and may
be written, only when its ``tenant_id`` equals the transaction's ``app.tenant_id`` setting, or when the
transaction is marked as cross-tenant maintenance (``app.maintenance = 'on'``). The service's sessions
switch to the migration's non-superuser role (``MC_DB_RLS_ROLE``, default ``memory_center_app``,
which cannot bypass RLS) at the start of every transaction, so a query that forgets its tenant filter
finds nothing of another tenant, and a transaction that names no tenant finds nothing at all.

How a transaction gets its tenant (one ``set_config`` statement when it begins, from ``Session.info``):

- a request: ``api.auth`` looks the key up (``app.key_hash``: the one row of ``api_key`` with that
  hash is readable), then ``bind_tenant`` with the key's tenant; the platform key works across
  tenants (``enter_maintenance``);
- a job of one tenant: ``session_factory(info={TENANT: tenant_id})``;
- a job across tenants (index worker, sweeper, access-time recorder, reindex, migrations):
  ``maintenance_session(factory)``, or ``app.maintenance = 'on'`` in SQL — explicit, never a default.

The settings are ordinary custom settings: RLS here guards against a forgotten filter, not against SQL
injection (which could set them). Every new repository keeps filtering by tenant itself.
"""

from typing import Any

import sqlalchemy as sa
from sqlalchemy import event
from sqlalchemy.engine import Connection
from sqlalchemy.ext.asyncio import AsyncSession, async_sessionmaker
from sqlalchemy.orm import Session, SessionTransaction

TENANT = "tenant_id"
MAINTENANCE = "maintenance"
DB_ROLE = "db_role"
KEY_HASH = "key_hash"
DEFAULT_ROLE = "memory_center_app"

_SETTINGS = (
    "SELECT set_config('app.tenant_id', :tenant, true), set_config('app.maintenance', :maintenance, true), "
    "set_config('app.key_hash', :key_hash, true)"
)
_BEGIN = sa.text(_SETTINGS)
_BEGIN_WITH_ROLE = sa.text(_SETTINGS + ", set_config('role', :role, true)")


class TenantSession(Session):
    """A session whose every transaction starts under RLS, with the tenant its ``info`` names."""


def _settings(info: dict[str, Any]) -> dict[str, str]:
    return {
        "tenant": info.get(TENANT) or "",
        "maintenance": "on" if info.get(MAINTENANCE) else "",
        "key_hash": info.get(KEY_HASH) or "",
    }


@event.listens_for(TenantSession, "after_begin")
def _on_begin(session: Session, transaction: SessionTransaction, connection: Connection) -> None:
    role = session.info.get(DB_ROLE)
    if role:
        connection.execute(_BEGIN_WITH_ROLE, {**_settings(session.info), "role": role})
    else:
        connection.execute(_BEGIN, _settings(session.info))


async def _apply(session: AsyncSession) -> None:
    if session.in_transaction():
        await session.execute(_BEGIN, _settings(session.info))


async def bind_tenant(session: AsyncSession, tenant_id: str) -> None:
    """From here on (this and later transactions of the session) only ``tenant_id``'s rows."""
    session.info.update({TENANT: tenant_id, KEY_HASH: None, MAINTENANCE: False})
    await _apply(session)


async def enter_maintenance(session: AsyncSession) -> None:
    """Mark the session's transactions as cross-tenant maintenance (the platform key, jobs)."""
    session.info.update({MAINTENANCE: True, KEY_HASH: None})
    await _apply(session)


async def allow_key_lookup(session: AsyncSession, key_hash: str) -> None:
    """Let the transaction read the one ``api_key`` row with this hash, before its tenant is known."""
    session.info[KEY_HASH] = key_hash
    await _apply(session)


def maintenance_session(factory: async_sessionmaker[AsyncSession]) -> AsyncSession:
    """A session of a cross-tenant job: every transaction sees every tenant (explicitly)."""
    return factory(info={MAINTENANCE: True})


def tenant_session(factory: async_sessionmaker[AsyncSession], tenant_id: str) -> AsyncSession:
    """A session of a job that works for one tenant."""
    return factory(info={TENANT: tenant_id})
