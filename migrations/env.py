"""Alembic environment: a synchronous psycopg connection to the configured database.

The URL is, in order: a connection passed by the caller (``config.attributes["connection"]``), the
``sqlalchemy.url`` set by the caller (the CLI and tests do this), or MC_DATABASE_URL, or the embedded
server.
"""

from collections.abc import Callable
from logging.config import fileConfig
from typing import Any

from alembic import context
from sqlalchemy import create_engine, pool, text
from sqlalchemy.engine import Connection

from memory_center import models  # noqa: F401  (registers every table)
from memory_center.config import get_settings
from memory_center.db.base import Base
from memory_center.db.engine import database_url

config = context.config
if config.config_file_name is not None and config.attributes.get("configure_logger", True):
    fileConfig(config.config_file_name, disable_existing_loggers=False)

target_metadata = Base.metadata


# Migrations whose DDL a Citus coordinator must not carry to the shards itself, because Citus refuses
# it there (0016's policies hold sub-selects): on Citus they run with citus.enable_ddl_propagation off,
# changing the coordinator's tables only, and the migration named with each carries the change to the
# shards its own way. Elsewhere nothing changes.
CITUS_COORDINATOR_ONLY = {"0016_tenant_binding_proof": "0017_citus_shard_policies"}


def _on_citus(connection: Connection) -> bool:
    return bool(connection.scalar(text("SELECT count(*) FROM pg_extension WHERE extname = 'citus'")))


def _coordinator_only(connection: Connection, upgrade: Callable[[], None]) -> Callable[[], None]:
    def run() -> None:
        propagation = connection.scalar(text("SELECT current_setting('citus.enable_ddl_propagation')"))
        connection.execute(text("SELECT set_config('citus.enable_ddl_propagation', 'off', true)"))
        upgrade()
        connection.execute(
            text("SELECT set_config('citus.enable_ddl_propagation', :p, true)"), {"p": propagation}
        )

    run.original = upgrade  # type: ignore[attr-defined]
    return run


def run_with(connection: Connection) -> None:
    context.configure(connection=connection, target_metadata=target_metadata, compare_type=True)
    with context.begin_transaction():
        # Migrations work across tenants: marked as maintenance for row-level security (migration 0005).
        connection.execute(text("SELECT set_config('app.maintenance', 'on', true)"))
        if _on_citus(connection):
            for revision in CITUS_COORDINATOR_ONLY:
                module: Any = context.script.get_revision(revision).module
                module.upgrade = _coordinator_only(
                    connection, getattr(module.upgrade, "original", module.upgrade)
                )
        context.run_migrations()


def run_migrations_online() -> None:
    connection = config.attributes.get("connection")
    if connection is not None:
        run_with(connection)
        return
    url = config.get_main_option("sqlalchemy.url") or database_url(get_settings())
    engine = create_engine(url, poolclass=pool.NullPool)
    with engine.connect() as conn:
        run_with(conn)
    engine.dispose()


if context.is_offline_mode():
    raise SystemExit("offline migrations are not supported; run against a database")
run_migrations_online()
