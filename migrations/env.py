"""Alembic environment: a synchronous psycopg connection to the configured database.

The URL is, in order: a connection passed by the caller (``config.attributes["connection"]``), the
``sqlalchemy.url`` set by the caller (the CLI and tests do this), or MC_DATABASE_URL, or the embedded
server.
"""

from logging.config import fileConfig

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


def run_with(connection: Connection) -> None:
    context.configure(connection=connection, target_metadata=target_metadata, compare_type=True)
    with context.begin_transaction():
        # Migrations work across tenants: marked as maintenance for row-level security (migration 0005).
        connection.execute(text("SELECT set_config('app.maintenance', 'on', true)"))
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
