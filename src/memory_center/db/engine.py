from sqlalchemy import text
from sqlalchemy.exc import SQLAlchemyError
from sqlalchemy.ext.asyncio import AsyncEngine, AsyncSession, async_sessionmaker, create_async_engine

from memory_center.config import Settings
from memory_center.db.binding import remember_owner
from memory_center.db.embedded import sqlalchemy_url, start_embedded
from memory_center.db.routing import PRIMARY, REPLICA, ReadSession
from memory_center.db.tenancy import DB_ROLE, DEFAULT_ROLE, TenantSession


def database_url(settings: Settings) -> str:
    """The configured server, or the embedded one started in settings.data_dir. With an owner's URL
    (``MC_DATABASE_MIGRATE_URL``) the process reads the tenant binding's key through it (``db.binding``)."""
    if settings.database_migrate_url:
        remember_owner(sqlalchemy_url(settings.database_migrate_url))
    if settings.database_url:
        return sqlalchemy_url(settings.database_url)
    return start_embedded(settings.data_dir)


def create_engine(url: str, settings: Settings, *, connect_timeout: int | None = None) -> AsyncEngine:
    # Every query of the service is short; PostgreSQL's JIT (on by default) would spend tens of
    # milliseconds compiling the plans of those it estimates expensive (large tenants), for nothing.
    connect_args: dict[str, object] = {"options": "-c jit=off"}
    if connect_timeout is not None:
        connect_args["connect_timeout"] = connect_timeout
    return create_async_engine(
        url,
        pool_size=settings.db_pool_size,
        max_overflow=settings.db_max_overflow,
        pool_pre_ping=True,
        pool_recycle=1800,
        connect_args=connect_args,
    )


def create_session_factory(
    engine: AsyncEngine, rls_role: str | None = DEFAULT_ROLE
) -> async_sessionmaker[AsyncSession]:
    """Sessions under row-level security (``db.tenancy``): each transaction switches to ``rls_role``
    (None: the connecting role is used as it is, for a server where it is already a plain role)."""
    return async_sessionmaker(
        engine,
        expire_on_commit=False,
        autoflush=False,
        sync_session_class=TenantSession,
        info={DB_ROLE: rls_role},
    )


def create_read_session_factory(
    primary: AsyncEngine, replica: AsyncEngine, rls_role: str | None = DEFAULT_ROLE
) -> async_sessionmaker[AsyncSession]:
    """Read sessions (``db.routing``): reads on ``replica``, writes on ``primary``, each connection
    under row-level security exactly as ``create_session_factory``'s."""
    return async_sessionmaker(
        expire_on_commit=False,
        autoflush=False,
        sync_session_class=ReadSession,
        info={DB_ROLE: rls_role, PRIMARY: primary.sync_engine, REPLICA: replica.sync_engine},
    )


async def database_check(engine: AsyncEngine) -> str:
    """``ok`` when the database answers a query, else ``down: <error class>`` (for /readyz)."""
    try:
        async with engine.connect() as connection:
            await connection.execute(text("SELECT 1"))
    except (SQLAlchemyError, OSError) as exc:
        return f"down: {type(exc).__name__}"
    return "ok"
