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

The statement that begins a request's transaction also reads the API-key generation (migration 0012:
a counter every change of ``api_key`` bumps) when authentication asks for it (``key_generation``), so
the process's key cache is checked against revocations without a round trip of its own.

The settings alone bind nothing (migration 0016, ``db.binding``): the same statement sets a nonce and
the proof of the settings with it, made with a key the database login cannot read, and the policies
accept a tenant only with its proof. So SQL run as the service's login (an injection) that sets
``app.tenant_id`` to another tenant reads nothing. Every new repository keeps filtering by tenant itself.
"""

from typing import Any

import sqlalchemy as sa
from sqlalchemy import event
from sqlalchemy.engine import Connection
from sqlalchemy.ext.asyncio import AsyncSession, async_sessionmaker
from sqlalchemy.orm import Session, SessionTransaction

from memory_center.db.binding import key_for, proven_settings
from memory_center.db.citus import forward_settings

TENANT = "tenant_id"
MAINTENANCE = "maintenance"
DB_ROLE = "db_role"
KEY_HASH = "key_hash"
DEFAULT_ROLE = "memory_center_app"
READ_KEY_GENERATION = "read_key_generation"
KEY_GENERATION = "key_generation"
"""``Session.info``: the API-key generation the current transaction read as it began."""
BINDING_KEY = "binding_key"
"""``Session.info``: the key of the proofs (``db.binding``), found when the first transaction began."""
PRIMARY = "primary_engine"
"""``Session.info`` of a read session (``db.routing``): its primary, whose key its replica shares."""

_SETTINGS = (
    "SELECT set_config('app.tenant_id', :tenant, true), set_config('app.maintenance', :maintenance, true), "
    "set_config('app.key_hash', :key_hash, true), set_config('app.binding_nonce', :binding_nonce, true), "
    "set_config('app.binding_proof', :binding_proof, true)"
)
_ROLE = ", set_config('role', :role, true)"
_GENERATION = ", (SELECT generation FROM api_key_generation) AS key_generation"
_BEGIN = sa.text(_SETTINGS)
_BEGIN_STATEMENTS = {
    (role, generation): sa.text(_SETTINGS + (_ROLE if role else "") + (_GENERATION if generation else ""))
    for role in (False, True)
    for generation in (False, True)
}
_GENERATION_ALONE = sa.text("SELECT generation FROM api_key_generation")


class TenantSession(Session):
    """A session whose every transaction starts under RLS, with the tenant its ``info`` names."""


def _settings(info: dict[str, Any]) -> dict[str, str]:
    """The transaction's settings, with a fresh nonce and their proof."""
    return proven_settings(
        info[BINDING_KEY],
        info.get(TENANT) or "",
        "on" if info.get(MAINTENANCE) else "",
        info.get(KEY_HASH) or "",
    )


@event.listens_for(TenantSession, "after_begin")
def _on_begin(session: Session, transaction: SessionTransaction, connection: Connection) -> None:
    info = session.info
    role = info.get(DB_ROLE)
    generation = bool(info.get(READ_KEY_GENERATION))
    if BINDING_KEY not in info:
        info[BINDING_KEY] = key_for(connection, (info.get(PRIMARY) or connection).engine)
    settings = _settings(info)
    forward_settings(connection, settings)  # on Citus only: the settings reach the workers too
    parameters = {**settings, "role": role} if role else settings
    row = connection.execute(_BEGIN_STATEMENTS[bool(role), generation], parameters).one()
    if generation:
        info[KEY_GENERATION] = int(row.key_generation)
    else:
        info.pop(KEY_GENERATION, None)


async def _apply(session: AsyncSession) -> None:
    if session.in_transaction():
        connection = await session.connection()  # begins it if it has not (the key is then known)
        settings = _settings(session.info)
        await session.execute(_BEGIN, settings)
        await connection.run_sync(forward_settings, settings)


async def bind_tenant(session: AsyncSession, tenant_id: str) -> None:
    """From here on (this and later transactions of the session) only ``tenant_id``'s rows."""
    session.info.update({TENANT: tenant_id, KEY_HASH: None, MAINTENANCE: False})
    await _apply(session)


async def enter_maintenance(session: AsyncSession) -> None:
    """Mark the session's transactions as cross-tenant maintenance (the platform key, jobs)."""
    session.info.update({MAINTENANCE: True, KEY_HASH: None})
    await _apply(session)


async def allow_key_lookup(session: AsyncSession, key_hash: str) -> None:
    """Let the transaction read the one ``api_key`` row with this hash, before its tenant is known
    (and nothing of any tenant)."""
    session.info.update({KEY_HASH: key_hash, TENANT: None, MAINTENANCE: False})
    await _apply(session)


async def key_generation(session: AsyncSession) -> int:
    """The API-key generation as the session's transaction saw it when it began. Called before the
    transaction begins (authentication), it rides on the statement that begins it: no extra round trip."""
    if not session.in_transaction():
        session.info[READ_KEY_GENERATION] = True
        await session.connection()
    generation = session.info.get(KEY_GENERATION)
    if generation is None:  # the transaction began before anyone asked
        generation = int(await session.scalar(_GENERATION_ALONE) or 0)
        session.info[KEY_GENERATION] = generation
    return int(generation)


def maintenance_session(factory: async_sessionmaker[AsyncSession]) -> AsyncSession:
    """A session of a cross-tenant job: every transaction sees every tenant (explicitly)."""
    return factory(info={MAINTENANCE: True})


def tenant_session(factory: async_sessionmaker[AsyncSession], tenant_id: str) -> AsyncSession:
    """A session of a job that works for one tenant."""
    return factory(info={TENANT: tenant_id})
