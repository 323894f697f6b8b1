"""The command line: ``memory-center serve | migrate | create-key | sweep | mcp``."""

import argparse
import asyncio
import logging
import os
import secrets
import sys
from pathlib import Path

from memory_center.config import Settings, get_settings
from memory_center.db.migrations import migrate, schema_revision
from memory_center.enums import Role
from memory_center.evaluation.cli import add_parser as add_eval_parser
from memory_center.serving import quiet_libraries, say, serve_in_foreground
from memory_center.startup_checks import database_reachable, require_redis
from memory_center.workers import SUPERVISOR_ENV, positive_int, uvicorn_options, worker_count, worker_source

logger = logging.getLogger("memory_center")


def migrate_and_report(url: str) -> None:
    before = schema_revision(url)
    migrate(url)
    after = schema_revision(url)
    if before == after:
        say(f"Database schema is up to date ({after}).")
    else:
        say(f"Database schema migrated from {before or 'empty'} to {after}.")


def _settings(args: argparse.Namespace) -> Settings:
    settings = get_settings()
    data_dir = getattr(args, "data_dir", None)
    if data_dir is not None:
        settings = settings.model_copy(update={"data_dir": Path(data_dir)})
    return settings


def _database_url(settings: Settings) -> str:
    from memory_center.db.engine import database_url

    return database_url(settings)


def _database_source(settings: Settings) -> str:
    return "MC_DATABASE_URL" if settings.database_url else f"the embedded PostgreSQL in {settings.data_dir}"


def cmd_serve(args: argparse.Namespace) -> None:
    import uvicorn

    from memory_center.db.roles import database_urls, privileged_login

    settings = _settings(args)
    quiet_libraries(args.log_level)
    if settings.redis_required and settings.redis_url:
        require_redis(settings.redis_url)
    if settings.database_url:
        say("Database: MC_DATABASE_URL.")
    else:
        say(
            f"Starting the embedded PostgreSQL in {settings.data_dir} "
            "(the first start creates it: a few seconds)..."
        )
    with database_reachable(settings.database_url, _database_source(settings)):
        urls = database_urls(settings)
        migrate_and_report(urls.owner)
        url = urls.app
        escape = privileged_login(url) if urls.one_url else None
    if urls.one_url:
        say(
            "One database URL: migrations and the service share its login"
            + (f", which is {escape} (row-level security is then only a filter)" if escape else "")
            + "; set MC_DATABASE_MIGRATE_URL to the owner's URL and MC_DATABASE_URL to a plain role's."
        )
    ready = (
        f"Memory Center is serving on http://{args.host}:{args.port} "
        f"(API docs: http://{args.host}:{args.port}/docs). Ctrl-C stops it."
    )
    workers = worker_count(args.workers, settings.workers)
    ready += f" Workers: {workers} ({worker_source(args.workers, settings.workers)})."
    if workers > 1:
        say(ready)
        # Worker processes build their app from the environment; this process supervises them and
        # keeps the embedded PostgreSQL (if any) running, so they are all pointed at the same URL.
        os.environ["MC_DATABASE_URL"] = url
        # A worker whose supervisor is killed stops itself instead of holding the port (workers.py).
        os.environ[SUPERVISOR_ENV] = str(os.getpid())
        # The owner's URL too (the embedded server's own login, or MC_DATABASE_MIGRATE_URL): each
        # worker reads the tenant binding's key through it once at start (db.binding).
        os.environ["MC_DATABASE_MIGRATE_URL"] = urls.owner
        # One console-session secret for every worker (each would draw its own, and a cookie signed
        # by one worker would be refused by the others).
        os.environ.setdefault("MC_CONSOLE_SECRET", settings.console_secret or secrets.token_urlsafe(32))
        options = uvicorn_options(host=args.host, port=args.port, log_level=args.log_level, workers=workers)
        uvicorn.run("memory_center.main:create_app", **options)
        return
    # Imported only here: with several workers each imports the app itself, and the supervisor's
    # import (seconds of CPU) would only delay the first start.
    from memory_center.main import create_app

    app = create_app(settings, db_url=url)
    serve_in_foreground(app, host=args.host, port=args.port, log_level=args.log_level, ready_line=ready)


def cmd_migrate(args: argparse.Namespace) -> None:
    from memory_center.db.roles import database_urls

    settings = _settings(args)
    with database_reachable(settings.database_url, _database_source(settings)):
        migrate(database_urls(settings).owner)
    print("migrations applied")


def cmd_create_key(args: argparse.Namespace) -> None:
    from memory_center.admin.service import create_key
    from memory_center.db.embedded_lookup import holds_database, no_database_message
    from memory_center.db.engine import create_engine, create_session_factory
    from memory_center.db.tenancy import tenant_session

    settings = _settings(args)
    if not settings.database_url and not holds_database(settings.data_dir):
        raise SystemExit(f"memory-center create-key: {no_database_message(settings.data_dir)}")
    url = _database_url(settings)
    migrate(url)

    async def run() -> str:
        engine = create_engine(url, settings)
        try:
            async with tenant_session(
                create_session_factory(engine, settings.db_rls_role), args.tenant
            ) as session:
                created = await create_key(
                    session, tenant_id=args.tenant, role=Role(args.role), name=args.name, created_by="cli"
                )
                await session.commit()
                return created.key
        finally:
            await engine.dispose()

    print(asyncio.run(run()))


def cmd_sweep(args: argparse.Namespace) -> None:
    from memory_center.cache import Cache
    from memory_center.db.engine import create_engine, create_session_factory
    from memory_center.facts.sweeper import sweep_once
    from memory_center.retrieval.read_cache import MemoryCache

    settings = _settings(args)
    url = _database_url(settings)
    migrate(url)

    async def run() -> int:
        engine = create_engine(url, settings)
        cache = Cache(settings.redis_url, settings.cache_ttl_seconds)
        try:
            return await sweep_once(create_session_factory(engine, settings.db_rls_role), MemoryCache(cache))
        finally:
            await cache.close()
            await engine.dispose()

    print(f"{asyncio.run(run())} facts expired")


def cmd_mcp(args: argparse.Namespace) -> None:
    """The MCP server lives in the client distribution (it only talks HTTP to a running service)."""
    try:
        from memory_center_client.mcp_server import serve as serve_mcp
    except ImportError as exc:
        raise SystemExit(f"memory-center mcp needs pip install './clients/python[mcp]' ({exc})") from exc
    serve_mcp(args)


def parser() -> argparse.ArgumentParser:
    root = argparse.ArgumentParser(prog="memory-center", description="Governed memory for AI agents.")
    commands = root.add_subparsers(dest="command", required=True)

    serve = commands.add_parser("serve", help="run the HTTP service (applies migrations first)")
    serve.add_argument("--host", default="127.0.0.1")
    serve.add_argument("--port", type=int, default=8000)
    serve.add_argument("--log-level", default="info")
    serve.add_argument(
        "--workers",
        type=positive_int,
        default=None,
        help="uvicorn worker processes, each running the in-process jobs "
        "(default MC_WORKERS, else min(usable CPUs, 4))",
    )
    serve.set_defaults(handler=cmd_serve)

    mig = commands.add_parser("migrate", help="apply migrations to MC_DATABASE_URL or the embedded server")
    mig.set_defaults(handler=cmd_migrate)

    key = commands.add_parser("create-key", help="print a new API key")
    key.add_argument("--tenant", required=True)
    key.add_argument("--role", required=True, choices=[role.value for role in Role])
    key.add_argument("--name", default="cli")
    key.set_defaults(handler=cmd_create_key)

    sweep = commands.add_parser("sweep", help="mark ACTIVE facts past valid_until EXPIRED, once")
    sweep.set_defaults(handler=cmd_sweep)

    mcp = commands.add_parser("mcp", help="MCP server for a running service (MC_API_URL, MC_API_KEY)")
    mcp.add_argument("--transport", choices=["stdio", "http"], default="stdio")
    mcp.add_argument("--host", default="127.0.0.1", help="http transport: address to listen on")
    mcp.add_argument("--port", type=int, default=8765, help="http transport: port (path /mcp)")
    mcp.set_defaults(handler=cmd_mcp)

    from memory_center.indexing.cli import add_commands as add_index_commands

    for sub in (serve, mig, key, sweep, *add_index_commands(commands)):
        sub.add_argument(
            "--data-dir", default=None, help="embedded PostgreSQL data folder (default .memory-center)"
        )
    add_eval_parser(commands)
    return root


def main(argv: list[str] | None = None) -> None:
    logging.basicConfig(level=logging.INFO, format="%(levelname)s %(name)s: %(message)s")
    args = parser().parse_args(argv)
    try:
        args.handler(args)
    except KeyboardInterrupt:
        sys.exit(130)


if __name__ == "__main__":
    main()
