from sqlalchemy.ext.asyncio import AsyncEngine, AsyncSession, async_sessionmaker, create_async_engine

from memory_center.config import Settings
from memory_center.db.embedded import sqlalchemy_url, start_embedded
from memory_center.db.tenancy import DB_ROLE, DEFAULT_ROLE, TenantSession


def database_url(settings: Settings) -> str:
    """The configured server, or the embedded one started in settings.data_dir."""
    if settings.database_url:
        return sqlalchemy_url(settings.database_url)
    return start_embedded(settings.data_dir)


def create_engine(url: str, settings: Settings) -> AsyncEngine:
    return create_async_engine(
        url,
        pool_size=settings.db_pool_size,
        max_overflow=settings.db_max_overflow,
        pool_pre_ping=True,
        pool_recycle=1800,
        # Every query of the service is short; PostgreSQL's JIT (on by default) would spend tens of
        # milliseconds compiling the plans of those it estimates expensive (large tenants), for nothing.
        connect_args={"options": "-c jit=off"},
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
