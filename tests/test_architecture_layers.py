"""The layers of src/ and the names of its files, read with ``ast`` through the module reader of
``tests/test_architecture.py`` (docs/architecture.md, "Layers"): the pure layer does no I/O, nothing
below the HTTP edge imports ``api/`` or the runtime, facts do not import the read path, and no two
modules share a file name unless it is a standard one."""

import ast
from collections import defaultdict

import pytest

from test_architecture import PACKAGE, Module, import_target, modules

# --- layers --------------------------------------------------------------------------------------------

PURE = (
    "governance/",
    "extraction/rules/",
    "extraction/contract.py",
    "candidates/candidate_transitions.py",
    "facts/fact_transitions.py",
    "facts/keys.py",
    "facts/validity.py",
    "tasks/state_machine.py",
    "retrieval/ranking.py",
    "retrieval/conflicts.py",
    "retrieval/scope.py",
    "retrieval/context.py",
    "retrieval/response_items.py",
    "retrieval/episodic.py",
    "retrieval/outdated.py",
    "retrieval/named_dates.py",
    "retrieval/relative_dates.py",
)
IO_LIBRARIES = ("sqlalchemy", "httpx", "redis", "fastapi", "starlette", "asyncio", "psycopg", "asyncpg")
IO_MODULES = ("service", "repository", "endpoints", "runtime", "cache", "main", "cli")


def _direct_imports(module: Module) -> set[str]:
    found = set()
    for node in ast.walk(module.tree):
        if isinstance(node, ast.Import):
            found |= {alias.name for alias in node.names}
        elif isinstance(node, ast.ImportFrom):
            target = import_target(module, node)
            found |= {
                f"{target}.{alias.name}" if f"{target}.{alias.name}" in modules() else target
                for alias in node.names
            }
    return found


@pytest.mark.parametrize(
    "relative", sorted(m.relative for m in modules().values() if m.relative.startswith(PURE))
)
def test_the_pure_layer_does_no_io(relative: str) -> None:
    """Rules, ranking, state machines and scope are pure: no database, HTTP, Redis or event loop, and
    nothing of a layer above (services, repositories, routes, the runtime)."""
    (module,) = [m for m in modules().values() if m.relative == relative]
    imports = _direct_imports(module)
    io = {name for name in imports if name.split(".")[0] in IO_LIBRARIES}
    above = {
        name
        for name in imports
        if name.startswith(f"{PACKAGE}.")
        and (name.rpartition(".")[2] in IO_MODULES or name.split(".")[1] in ("db", "api"))
    }
    assert io == set() and above == set()


def test_every_pure_entry_names_what_exists() -> None:
    """A renamed module must not silently drop out of the pure-layer check."""
    relatives = {m.relative for m in modules().values()}
    assert [p for p in PURE if not any(r.startswith(p) for r in relatives)] == []


# --- the HTTP edge -------------------------------------------------------------------------------------

EDGE_PACKAGES = ("api", "console", "ops")
EDGE_MODULES = ("main.py", "cli.py")


def _is_edge(module: Module) -> bool:
    relative = module.relative
    return (
        relative.split("/")[0] in EDGE_PACKAGES
        or relative in EDGE_MODULES
        or module.path.name == "endpoints.py"
    )


def test_the_edge_is_recognised() -> None:
    names = {m.relative for m in modules().values() if _is_edge(m)}
    assert {"api/auth.py", "main.py", "facts/endpoints.py"} <= names
    assert "facts/service.py" not in names and "auth/principal.py" not in names


@pytest.mark.parametrize("relative", sorted(m.relative for m in modules().values() if not _is_edge(m)))
def test_nothing_below_the_edge_imports_the_http_plumbing(relative: str) -> None:
    """Services, schemas, repositories and rules take the principal from ``auth/``, the after-commit
    queue from ``db/``, base models and pages from ``kit/`` and the error shape from ``errors.py``:
    never anything of ``api/`` (docs/architecture.md, "Layers")."""
    (module,) = [m for m in modules().values() if m.relative == relative]
    assert not {name for name in module.imports if name.split(".")[1:2] == ["api"]}


# --- the composition root ------------------------------------------------------------------------------


def _builds_the_app(module: Module) -> bool:
    """The runtime itself and the wiring that builds its parts (the app factory, ``main.py``, is edge)."""
    return module.relative == "runtime.py" or module.path.name == "wiring.py"


def test_the_app_factory_is_recognised() -> None:
    names = {m.relative for m in modules().values() if _builds_the_app(m)}
    assert {"runtime.py", "writepath/wiring.py", "retrieval/wiring.py"} <= names
    assert "writepath/service.py" not in names and "retrieval/service.py" not in names
    assert "memory_center.runtime" in modules()["memory_center.writepath.wiring"].imports


@pytest.mark.parametrize(
    "relative",
    sorted(m.relative for m in modules().values() if not _is_edge(m) and not _builds_the_app(m)),
)
def test_nothing_below_the_edge_imports_the_runtime(relative: str) -> None:
    """A service takes the parts of the app it reads as a protocol of its own layer
    (``writepath.write_path.WriteDeps``, ``retrieval.retrievers.ReadDeps``, ``facts.service.HasEffects``),
    which the runtime has: only the edge and the wiring know ``runtime.Runtime`` (docs/architecture.md,
    "Layers")."""
    (module,) = [m for m in modules().values() if m.relative == relative]
    assert f"{PACKAGE}.runtime" not in module.imports


# --- facts and the read path ---------------------------------------------------------------------------


@pytest.mark.parametrize(
    "relative", sorted(m.relative for m in modules().values() if m.relative.startswith("facts/"))
)
def test_facts_do_not_import_the_read_path(relative: str) -> None:
    """Facts make the read path's cached answers stale through ``facts.cache_invalidation.AnswerCache``,
    which the wiring fills with the read path's cache: no module of ``facts/`` imports ``retrieval/``."""
    (module,) = [m for m in modules().values() if m.relative == relative]
    assert not {name for name in module.imports if name.split(".")[1:2] == ["retrieval"]}


# --- file names ----------------------------------------------------------------------------------------

STANDARD_NAMES = frozenset(
    {"__init__.py", "endpoints.py", "service.py", "repository.py", "schemas.py", "wiring.py", "cli.py"}
)
"""The file names every domain package may have, one role each (docs/architecture.md, "Packages")."""


def file_names() -> dict[str, set[str]]:
    """Each file name of src/ and where it is."""
    places: dict[str, set[str]] = defaultdict(set)
    for module in modules().values():
        places[module.path.name].add(module.relative)
    return places


def shared(places: dict[str, set[str]]) -> dict[str, list[str]]:
    """The file names more than one module has, other than the standard ones."""
    return {
        name: sorted(where) for name, where in places.items() if len(where) > 1 and name not in STANDARD_NAMES
    }


def test_no_file_name_is_shared() -> None:
    """Two modules with one file name read as one thing in a trace, an import or a review: a file's
    name says what it holds (the step of the write path, the reading of the rules, the table of a
    package's statuses). Only the standard names repeat."""
    assert shared(file_names()) == {}


def test_the_file_name_check_sees_a_clash() -> None:
    places = file_names()
    assert places["service.py"] >= {"facts/service.py", "candidates/service.py"}
    assert shared(places) == {}
    places["later.py"] = {"extraction/rules/later.py", "writepath/later.py"}
    assert shared(places) == {"later.py": ["extraction/rules/later.py", "writepath/later.py"]}


# --- matching on the write path ------------------------------------------------------------------------

DECIDING = frozenset(
    {"likeness", "maybe_same", "same_slot", "same_memories", "settle_memory", "nearest", "Likeness", "Found"}
)
"""What says that a fact is the candidate's memory said differently, and what governance does then."""


def test_governance_does_not_import_the_write_path() -> None:
    """Governance is the pure matcher: it decides on what the write path read and hands it, and never
    asks the write path back (docs/architecture.md, "A write")."""
    asking = {
        m.relative
        for m in modules().values()
        if m.relative.startswith("governance/")
        and any(name.split(".")[1:2] == ["writepath"] for name in m.imports)
    }
    assert asking == set()


def test_the_neighbour_search_decides_nothing() -> None:
    """``writepath/neighbours`` reads the facts a key is compared with and measures similarities; which
    of them are the same memory is decided by ``governance/same_memory`` and ``governance/matching``,
    which the write path calls with what the search returned."""
    search = modules()[f"{PACKAGE}.writepath.neighbours"]
    used = {node.id for node in ast.walk(search.tree) if isinstance(node, ast.Name)}
    used |= {node.attr for node in ast.walk(search.tree) if isinstance(node, ast.Attribute)}
    used |= {name for _, name in search.names}
    assert used & DECIDING == set()
    assert f"{PACKAGE}.governance.policies" not in search.imports


def test_nothing_takes_matching_through_the_search() -> None:
    """The search hands out what it found, nothing of the matching: the rest of the write path takes
    the same-memory helpers (family locks, likeness) from ``governance/``."""
    taken = {
        name
        for m in modules().values()
        for target, name in m.names
        if target == f"{PACKAGE}.writepath.neighbours"
    }
    assert taken <= {"SameMemorySearch", "Nearby"}
    assert "SameMemorySearch" in taken


def test_the_matching_checks_see_a_decision() -> None:
    """The checks above name what they look for: the matcher has them, and the write path uses them."""
    same_memory = modules()[f"{PACKAGE}.governance.same_memory"]
    defined = {n.name for n in same_memory.tree.body if isinstance(n, ast.FunctionDef | ast.ClassDef)}
    assert {"same_memories", "maybe_same", "Found"} <= defined
    govern = modules()[f"{PACKAGE}.writepath.govern"]
    assert (f"{PACKAGE}.governance.same_memory", "same_memories") in govern.names
