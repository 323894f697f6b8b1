"""Alembic migrations of the schema: where they are, and applying them (``memory-center migrate``)."""

import os
from pathlib import Path

from alembic import command
from alembic.config import Config


def migrations_dir() -> Path:
    """MC_MIGRATIONS_DIR, else the repository's migrations/ (editable install), else ./migrations."""
    configured = os.environ.get("MC_MIGRATIONS_DIR")
    candidates = [Path(configured)] if configured else []
    candidates += [Path(__file__).resolve().parents[3] / "migrations", Path.cwd() / "migrations"]
    for candidate in candidates:
        if (candidate / "env.py").exists():
            return candidate
    raise SystemExit("cannot find the migrations folder; set MC_MIGRATIONS_DIR")


def alembic_config(url: str) -> Config:
    config = Config()
    config.set_main_option("script_location", str(migrations_dir()))
    config.set_main_option("sqlalchemy.url", url.replace("%", "%%"))
    config.attributes["configure_logger"] = False
    return config


def migrate(url: str) -> None:
    """Bring the schema to the newest migration; ``url`` is the owner's, so this process also learns
    the key of the tenant binding's proofs (``db.binding``) for every login of the database."""
    from memory_center.db.binding import remember_owner

    command.upgrade(alembic_config(url), "head")
    remember_owner(url)


def schema_revision(url: str) -> str | None:
    """The migration the database is at (None: an empty database)."""
    from alembic.runtime.migration import MigrationContext
    from sqlalchemy import create_engine

    engine = create_engine(url)
    try:
        with engine.connect() as conn:
            return MigrationContext.configure(conn).get_current_revision()
    finally:
        engine.dispose()
