"""What changes when the database is a Citus coordinator (docs/scaling.md §4), found out once per engine.

The tables are distributed by ``tenant_id`` there (migration 0015), and a few things the single node
does for free need help:

- *Row-level security on the workers.* The policies read ``app.tenant_id`` / ``app.maintenance`` /
  ``app.key_hash`` and their proof (``app.binding_nonce``, ``app.binding_proof``: ``db.binding``)
  where the shard is, on a worker. ``set_config(…, true)`` stays on the
  coordinator; a ``SET LOCAL`` is forwarded by Citus to the worker connections of the transaction
  (``citus.propagate_set_commands = 'local'``, set per transaction here), including those it opens
  later. So on Citus each setting is also sent as a ``SET LOCAL`` (empty ones too).
- *Row locks across shards.* Citus refuses ``SELECT … FOR UPDATE`` that spans shards: the cross-tenant
  jobs (index queue claim, expiry sweep) ask ``on_citus`` and then work one tenant at a time.

Advisory locks need nothing: ``pg_advisory_xact_lock`` in a statement without a table runs on the
coordinator, where every writer's transaction is, so they still exclude each other.
"""

from weakref import WeakKeyDictionary

from sqlalchemy import Connection, Engine, text
from sqlalchemy.ext.asyncio import AsyncSession

_HAS_CITUS = text("SELECT count(*) FROM pg_extension WHERE extname = 'citus'")
_known: WeakKeyDictionary[Engine, bool] = WeakKeyDictionary()
_FORWARDED = {
    "tenant": "app.tenant_id",
    "maintenance": "app.maintenance",
    "key_hash": "app.key_hash",
    "binding_nonce": "app.binding_nonce",
    "binding_proof": "app.binding_proof",
}
"""``db.tenancy``'s settings (by their key there) and the server settings they are."""


def connection_on_citus(connection: Connection) -> bool:
    """Whether this connection's server has the citus extension (asked once per engine)."""
    engine = connection.engine
    found = _known.get(engine)
    if found is None:
        found = _known[engine] = bool(connection.execute(_HAS_CITUS).scalar())
    return found


async def on_citus(session: AsyncSession) -> bool:
    connection = await session.connection()
    return connection_on_citus(connection.sync_connection) if connection.sync_connection else False


def _literal(value: str) -> str:
    if "\x00" in value:
        raise ValueError("a setting cannot hold a NUL character")
    return "'" + value.replace("'", "''") + "'"


def forward_statements(settings: dict[str, str]) -> list[str]:
    """The ``SET LOCAL`` statements that carry the tenant settings to the workers, empty ones too: a
    transaction that binds its tenant after its key lookup must clear the worker's ``app.key_hash``,
    or the worker checks the proof against the old value and refuses it (migration 0016). Values are
    quoted literals: ``SET`` takes no parameters."""
    statements = ["SET LOCAL citus.propagate_set_commands = 'local'"]
    for key, setting in _FORWARDED.items():
        statements.append(f"SET LOCAL {setting} = {_literal(settings.get(key) or '')}")
    return statements


def forward_settings(connection: Connection, settings: dict[str, str]) -> None:
    """On Citus, send the transaction's tenant settings as forwarded ``SET LOCAL``s; elsewhere nothing."""
    if connection_on_citus(connection):
        cursor = connection.connection.cursor()  # the driver's own: no parameter markers to escape
        try:
            for statement in forward_statements(settings):
                cursor.execute(statement)
        finally:
            cursor.close()
