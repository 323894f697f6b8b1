"""The proof that a transaction's tenant binding was made by the service (migration 0016, docs/security.md).

Row-level security compares each row's ``tenant_id`` with the tenant the transaction is bound to. The
settings that name it (``app.tenant_id``, ``app.maintenance``, ``app.key_hash``) are ordinary custom
settings that any SQL run as the service's login can set, so since migration 0016 they bind nothing
alone: the policies ask ``memory_center_bound_tenant()`` & co., which return a setting only when
``app.binding_proof`` is the HMAC-SHA256 of the settings and ``app.binding_nonce`` under a key that
the service's database login cannot read (a table in the owner's ``memory_center_private`` schema;
the functions are SECURITY DEFINER). The nonce carries the time it was made: the database refuses a
proof made more than ``FRESH_SECONDS`` before the transaction began, so a proof seen somewhere (a
statement's text on Citus, a log) is worth little later.

Where the key comes from, once per process and database:

- a login that may read the table (the owner, a superuser: the embedded server's own, the tests, the
  CLI commands that connect as the owner) reads it over its own connection at its first transaction;
- a plain login (``memory_center_app``) gets it from the owner's URL the process knows: ``migrate``
  (``serve`` migrates before it starts) and ``MC_DATABASE_MIGRATE_URL`` remember it
  (:func:`remember_owner`), by the database's address; a process that knows one key only uses it
  whatever the address (a pooler in front). A read replica's connections use their primary's key
  (the same table, replicated).

A database migrated only up to 0015 has no key table: transactions then carry no proof, and the old
policies need none.
"""

import hashlib
import hmac
import secrets
import time
from weakref import WeakKeyDictionary

import sqlalchemy as sa
from sqlalchemy import pool
from sqlalchemy.engine import Connection, Engine, make_url

FRESH_SECONDS = 300
"""How long before its transaction's start a proof is still accepted (migration 0016 says the same)."""
VERSION = "v1"
SEPARATOR = "\x1f"
KEY_SCHEMA = "memory_center_private"
KEY_TABLE = f"{KEY_SCHEMA}.binding_key"

_NO_KEY = b""
"""A database without the key table (migrated up to 0015 at most): no proof is made."""
_PROBE = sa.text(
    "SELECT has_schema_privilege(n.oid, 'USAGE') AND has_table_privilege(c.oid, 'SELECT') AS readable "
    "FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace "
    "WHERE n.nspname = :schema AND c.relname = 'binding_key'"
)
_READ = sa.text(f"SELECT secret FROM {KEY_TABLE}")  # noqa: S608 - a constant name

_by_engine: WeakKeyDictionary[Engine, bytes] = WeakKeyDictionary()
_by_database: dict[str, bytes] = {}


class BindingKeyUnavailable(RuntimeError):
    """The database wants proofs, and this process has no way to the key."""


def database_identity(url: str | sa.URL) -> str:
    """A database's address without the login: the owner's and the service's URLs share it."""
    parsed = make_url(url)
    return repr((parsed.host, parsed.port, parsed.database, sorted(parsed.query.items())))


def _read_key(connection: Connection) -> bytes | None:
    """The key over ``connection`` (``_NO_KEY``: no key table), or None when its login may not read it."""
    readable = connection.execute(_PROBE, {"schema": KEY_SCHEMA}).scalar()
    if readable is None:
        return _NO_KEY
    if not readable:
        return None
    return bytes(connection.execute(_READ).scalar_one())


def remember_owner(url: str) -> None:
    """Read the key through the owner's login ``url`` (at start, synchronously) for every engine of
    that database, the service's plain login included."""
    engine = sa.create_engine(url, poolclass=pool.NullPool)
    try:
        with engine.connect() as connection:
            key = _read_key(connection)
    finally:
        engine.dispose()
    if key is None:
        raise BindingKeyUnavailable(f"the login of the owner's URL cannot read {KEY_TABLE}")
    _by_database[database_identity(url)] = key


def _only_key() -> bytes | None:
    """The key when the process knows one database's only: the service's URL may name the server
    otherwise than the owner's (a pooler in front, another host name). A wrong key fails loudly."""
    keys = {key for key in _by_database.values() if key}
    return keys.pop() if len(keys) == 1 else None


def key_for(connection: Connection, engine: Engine) -> bytes:
    """The key for transactions of ``engine``'s database (``_NO_KEY``: none needed), found once per
    engine; ``connection`` is one of the engine's (or a replica's), before its role switch."""
    key = _by_engine.get(engine)
    if key is None:
        key = _read_key(connection)
        if key is None:
            key = _by_database.get(database_identity(engine.url)) or _only_key()
        if key is None:
            raise BindingKeyUnavailable(
                f"this login cannot read {KEY_TABLE} and the process knows no owner's URL for the "
                "database: set MC_DATABASE_MIGRATE_URL (read once at start; docs/security.md)"
            )
        _by_engine[engine] = key
    return key


def known_key(url: str) -> bytes:
    """The key :func:`remember_owner` (``migrate``) read for ``url``'s database (``b""``: none needed)."""
    return _by_database[database_identity(url)]


def message(tenant: str, maintenance: str, key_hash: str, nonce: str) -> bytes:
    """What the proof signs; the tenant last, as the one field that may hold any character."""
    return SEPARATOR.join((VERSION, maintenance, key_hash, nonce, tenant)).encode()


def prove(key: bytes, tenant: str, maintenance: str, key_hash: str) -> tuple[str, str]:
    """A fresh nonce (the time, then randomness) and the proof of these settings with it; two empty
    strings when the database wants no proof."""
    if not key:
        return "", ""
    nonce = f"{int(time.time())}.{secrets.token_hex(8)}"
    proof = hmac.new(key, message(tenant, maintenance, key_hash, nonce), hashlib.sha256).hexdigest()
    return nonce, proof


def proven_settings(key: bytes, tenant: str, maintenance: str, key_hash: str) -> dict[str, str]:
    """A transaction's settings by ``db.tenancy``'s names (and ``db.citus``'s, which forwards them),
    with a fresh nonce and their proof."""
    nonce, proof = prove(key, tenant, maintenance, key_hash)
    return {
        "tenant": tenant,
        "maintenance": maintenance,
        "key_hash": key_hash,
        "binding_nonce": nonce,
        "binding_proof": proof,
    }
