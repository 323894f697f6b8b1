"""The service on its least-privileged login (``memory_center_app``), and that login's own engine for SQL
by hand (what an injection could run)."""

from collections.abc import AsyncIterator

import httpx
import pytest
from sqlalchemy.ext.asyncio import AsyncEngine, create_async_engine

from db.proofs import binding_key
from memory_center.config import Settings
from memory_center.db.roles import login_url
from memory_center.db.tenancy import DEFAULT_ROLE
from memory_center.main import create_app


@pytest.fixture(scope="module")
def app_url(database_url: str) -> str:
    return login_url(database_url, DEFAULT_ROLE)


@pytest.fixture(scope="module")
def key(database_url: str) -> bytes:
    return binding_key(database_url)


@pytest.fixture
async def app_engine(app_url: str) -> AsyncIterator[AsyncEngine]:
    engine = create_async_engine(app_url)
    yield engine
    await engine.dispose()


@pytest.fixture
async def least_client(settings: Settings, app_url: str) -> AsyncIterator[httpx.AsyncClient]:
    app = create_app(settings, db_url=app_url)
    async with app.router.lifespan_context(app):
        transport = httpx.ASGITransport(app=app)
        async with httpx.AsyncClient(transport=transport, base_url="http://test", timeout=60) as client:
            client.app = app  # type: ignore[attr-defined]
            yield client
