"""Who connects: the owner migrates, the service works as a plain role (docs/security.md, database roles).

- Embedded PostgreSQL (no ``MC_DATABASE_URL``): migrations run as the server's own superuser, which owns
  the tables; the service logs in as ``memory_center_app`` (migration 0009 creates it, 0014 lets it log
  in): no superuser, no BYPASSRLS, no role to ``SET ROLE`` or ``RESET ROLE`` back to, and the audit log
  is INSERT and SELECT only for it.
- An operator's server: ``MC_DATABASE_URL`` is the service's connection; ``MC_DATABASE_MIGRATE_URL``,
  when set, is the owner's, used by ``memory-center migrate`` and by ``serve`` to migrate before it
  starts. With one URL only, both are that URL (as before), the transactions still switch to
  ``MC_DB_RLS_ROLE``, and the start-up line says so; if that login may bypass row-level security it
  says that too.
"""

from dataclasses import dataclass

import sqlalchemy as sa
from sqlalchemy.engine import make_url

from memory_center.config import Settings
from memory_center.db.embedded import sqlalchemy_url, start_embedded
from memory_center.db.tenancy import DEFAULT_ROLE


@dataclass(frozen=True, slots=True)
class DatabaseUrls:
    owner: str
    """Migrations."""
    app: str
    """The service."""
    one_url: bool
    """An operator's server with one URL for both."""


def login_url(url: str, role: str) -> str:
    """``url`` with ``role`` as its user and no password (the embedded server trusts its local socket)."""
    return make_url(url).set(username=role, password=None).render_as_string(hide_password=False)


def database_urls(settings: Settings) -> DatabaseUrls:
    if settings.database_url:
        app = sqlalchemy_url(settings.database_url)
        migrate = settings.database_migrate_url
        return DatabaseUrls(sqlalchemy_url(migrate) if migrate else app, app, one_url=not migrate)
    owner = start_embedded(settings.data_dir)
    return DatabaseUrls(owner, login_url(owner, DEFAULT_ROLE), one_url=False)


def privileged_login(url: str) -> str | None:
    """What lets ``url``'s login role escape row-level security (superuser, BYPASSRLS), if anything."""
    engine = sa.create_engine(url)
    try:
        with engine.connect() as connection:
            row = connection.execute(
                sa.text("SELECT rolsuper, rolbypassrls FROM pg_roles WHERE rolname = session_user")
            ).one()
    finally:
        engine.dispose()
    found = [name for name, held in (("superuser", row.rolsuper), ("BYPASSRLS", row.rolbypassrls)) if held]
    return " and ".join(found) or None
