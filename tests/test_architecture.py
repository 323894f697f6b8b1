"""The shape of src/, read with ``ast`` (docs/architecture.md): no import cycle, no ``_private`` name
used across modules, typed wiring instead of a service registry, one place for the rules two layers
share, and small files. The layers and the names of files are checked in
``tests/test_architecture_layers.py``, which reads the tree with this module's reader.

Every import counts, also one inside a function or under ``TYPE_CHECKING`` (an import deferred to
dodge a circle is still the circle, and a type-only one still ties the two modules together), and so
does the package ``__init__`` an import of a submodule runs first."""

import ast
import re
from collections.abc import Iterator
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path

import pytest

SRC = Path(__file__).resolve().parents[1] / "src"
PACKAGE = "memory_center"
MAX_LINES = 450


@dataclass
class Module:
    name: str
    path: Path
    tree: ast.Module
    imports: set[str] = field(default_factory=set)
    """The memory_center modules it imports (a package's ``__init__`` counts as a module)."""
    names: list[tuple[str, str]] = field(default_factory=list)
    """(module, name) of every ``from module import name`` of a memory_center module."""

    @property
    def package(self) -> str:
        return self.name if self.path.name == "__init__.py" else self.name.rpartition(".")[0]

    @property
    def relative(self) -> str:
        return self.path.relative_to(SRC / PACKAGE).as_posix()


def _module_name(path: Path) -> str:
    parts = list(path.relative_to(SRC).with_suffix("").parts)
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def import_target(module: Module, node: ast.ImportFrom) -> str:
    if not node.level:
        return node.module or ""
    base = module.package.split(".")
    base = base[: len(base) - (node.level - 1)]
    return ".".join([*base, *([node.module] if node.module else [])])


@cache
def modules() -> dict[str, Module]:
    found = {}
    for path in sorted((SRC / PACKAGE).rglob("*.py")):
        module = Module(_module_name(path), path, ast.parse(path.read_text(), str(path)))
        found[module.name] = module
    for module in found.values():
        for node in ast.walk(module.tree):
            if isinstance(node, ast.Import):
                module.imports |= {alias.name for alias in node.names if alias.name in found}
            elif isinstance(node, ast.ImportFrom):
                target = import_target(module, node)
                if target not in found:
                    continue
                module.imports.add(target)
                for alias in node.names:
                    submodule = f"{target}.{alias.name}"
                    if submodule in found:
                        module.imports.add(submodule)
                    else:
                        module.names.append((target, alias.name))
        module.imports |= {
            parent for target in module.imports for parent in _packages_run(module.name, target)
        }
        module.imports.discard(module.name)
    return found


def _packages_run(importer: str, target: str) -> set[str]:
    """Importing ``a.b.c`` runs ``a/__init__`` and ``a/b/__init__`` first: edges too (but not to
    the importer's own packages, which are being imported already)."""
    parts = target.split(".")
    parents = {".".join(parts[:cut]) for cut in range(2, len(parts))}
    return {parent for parent in parents if not importer.startswith(parent + ".")}


def cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """Strongly connected components of more than one module (Tarjan, iterative)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []
    for root in sorted(graph):
        if root in index:
            continue
        work: list[tuple[str, Iterator[str]]] = [(root, iter(sorted(graph[root])))]
        index[root] = low[root] = len(index)
        stack.append(root)
        on_stack.add(root)
        while work:
            node, edges = work[-1]
            step = next(edges, None)
            if step is not None:
                if step not in index:
                    index[step] = low[step] = len(index)
                    stack.append(step)
                    on_stack.add(step)
                    work.append((step, iter(sorted(graph[step]))))
                elif step in on_stack:
                    low[node] = min(low[node], index[step])
                continue
            work.pop()
            if work:
                low[work[-1][0]] = min(low[work[-1][0]], low[node])
            if low[node] == index[node]:
                component = []
                while True:
                    member = stack.pop()
                    on_stack.discard(member)
                    component.append(member)
                    if member == node:
                        break
                if len(component) > 1:
                    found.append(sorted(component))
    return found


# --- the proof -----------------------------------------------------------------------------------------


def test_the_source_tree_is_read() -> None:
    names = modules()
    assert {"memory_center.main", "memory_center.runtime", "memory_center.writepath.service"} <= set(names)
    assert "memory_center.runtime" in names["memory_center.api.deps"].imports


def test_cycles_are_found() -> None:
    """The checker itself: a circle of three and a pair are found, a chain is not."""
    graph = {"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"e"}, "e": {"d"}, "f": {"a"}}
    assert sorted(cycles(graph)) == [["a", "b", "c"], ["d", "e"]]
    assert cycles({"a": {"b"}, "b": set()}) == []


def test_no_import_cycle() -> None:
    graph = {name: module.imports for name, module in modules().items()}
    assert cycles(graph) == []


def test_no_private_name_is_imported_from_another_module() -> None:
    private = [
        f"{module.name} imports {target}.{name}"
        for module in modules().values()
        for target, name in module.names
        if name.startswith("_") and not name.startswith("__")
    ]
    assert private == []


def test_no_private_name_of_another_module_is_used_through_it() -> None:
    """``from memory_center.x import repository`` then ``repository._rows(...)`` is a private import too."""
    found = []
    for module in modules().values():
        aliases = {
            alias.asname or alias.name: f"{import_target(module, node)}.{alias.name}"
            for node in ast.walk(module.tree)
            if isinstance(node, ast.ImportFrom)
            for alias in node.names
            if f"{import_target(module, node)}.{alias.name}" in modules()
        }
        for node in ast.walk(module.tree):
            if (
                isinstance(node, ast.Attribute)
                and isinstance(node.value, ast.Name)
                and node.value.id in aliases
                and node.attr.startswith("_")
                and not node.attr.startswith("__")
            ):
                found.append(f"{module.name} uses {aliases[node.value.id]}.{node.attr}")
    assert found == []


@pytest.mark.parametrize("relative", sorted(module.relative for module in modules().values()))
def test_no_file_is_over_the_limit(relative: str) -> None:
    lines = len((SRC / PACKAGE / relative).read_text().splitlines())
    assert lines <= MAX_LINES, f"{relative} has {lines} lines: split it by sub-topic"


# --- typed wiring --------------------------------------------------------------------------------------

REGISTRY_SHAPES = {"dict[str, Any]", "Dict[str, Any]", "dict[str, object]", "Dict[str, object]"}


def class_fields(module: str, name: str) -> dict[str, str]:
    (found,) = [
        node for node in modules()[module].tree.body if isinstance(node, ast.ClassDef) and node.name == name
    ]
    return {
        node.target.id: ast.unparse(node.annotation)
        for node in found.body
        if isinstance(node, ast.AnnAssign) and isinstance(node.target, ast.Name)
    }


def test_the_runtime_is_typed_wiring_not_a_registry() -> None:
    fields = class_fields("memory_center.runtime", "Runtime")
    assert {"write_path", "read_path", "indexer", "background", "readiness", "cache", "memory_cache"} <= set(
        fields
    )
    untyped = {name: annotation for name, annotation in fields.items() if "Any" in annotation}
    registries = {name: annotation for name, annotation in fields.items() if annotation in REGISTRY_SHAPES}
    assert untyped == {} and registries == {}
    assert fields["write_path"] == "WritePath" and fields["read_path"] == "ReadPath"


def test_no_class_keeps_a_registry_of_services() -> None:
    found = [
        f"{module.name}.{cls.name}.{node.target.id}: {ast.unparse(node.annotation)}"
        for module in modules().values()
        for cls in ast.walk(module.tree)
        if isinstance(cls, ast.ClassDef)
        for node in cls.body
        if isinstance(node, ast.AnnAssign)
        and isinstance(node.target, ast.Name)
        and ast.unparse(node.annotation) in REGISTRY_SHAPES
        and any(word in node.target.id for word in ("service", "registry", "component", "wiring"))
    ]
    assert found == []


def _state_attributes(tree: ast.AST) -> Iterator[str]:
    """``x`` of every ``<...>.app.state.x`` / ``app.state.x``."""
    for node in ast.walk(tree):
        if (
            isinstance(node, ast.Attribute)
            and isinstance(node.value, ast.Attribute)
            and node.value.attr == "state"
            and ast.unparse(node.value.value).endswith("app")
        ):
            yield node.attr


def test_the_app_state_holds_the_runtime_only() -> None:
    used = {
        f"{module.relative}: app.state.{name}"
        for module in modules().values()
        for name in _state_attributes(module.tree)
        if name != "runtime"
    }
    assert used == set()


def test_the_runtime_is_built_once_by_the_app_factory() -> None:
    built = [
        module.name
        for module in modules().values()
        for node in ast.walk(module.tree)
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "Runtime"
    ]
    assert built == ["memory_center.main"]


# --- one definition per rule ---------------------------------------------------------------------------


def _calls_of(name: str) -> set[str]:
    return {
        module.relative
        for module in modules().values()
        for node in ast.walk(module.tree)
        if isinstance(node, ast.Call)
        and (
            (isinstance(node.func, ast.Name) and node.func.id == name)
            or (isinstance(node.func, ast.Attribute) and node.func.attr == name)
        )
    }


def _definitions_of(name: str) -> set[str]:
    return {
        module.relative
        for module in modules().values()
        for node in ast.walk(module.tree)
        if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef) and node.name == name
    }


def test_a_candidate_draft_is_built_in_one_place() -> None:
    assert _calls_of("CandidateDraft") == {"governance/drafts.py"}


@pytest.mark.parametrize(
    ("name", "home"),
    [
        ("missing_owner_field", "governance/owners.py"),
        ("owner_of", "governance/owners.py"),
        ("normalise_value", "governance/values.py"),
        ("same_value", "governance/values.py"),
        ("canonical_key_part", "governance/values.py"),
        ("says_lasting", "governance/lasting.py"),
        ("says_one_time", "governance/lasting.py"),
        ("draft_from", "governance/drafts.py"),
        ("CandidateSummary", "candidates/schemas.py"),
        ("invalidate_after_commit", "facts/cache_invalidation.py"),
        ("MemoryCache", "retrieval/read_cache.py"),
    ],
)
def test_a_rule_is_defined_once(name: str, home: str) -> None:
    assert _definitions_of(name) == {home}


def _status_set_outside(home: str, own_code: tuple[str, ...], enum: str) -> set[str]:
    """``x.status = ...`` in ``own_code`` or ``x.status = <enum>.Y`` anywhere, outside ``home``."""
    found = set()
    for module in modules().values():
        if module.relative == home:
            continue
        for node in ast.walk(module.tree):
            targets = node.targets if isinstance(node, ast.Assign) else []
            for target in targets:
                if isinstance(target, ast.Attribute) and target.attr == "status":
                    assert isinstance(node, ast.Assign)
                    if module.relative.startswith(own_code) or enum in ast.unparse(node.value):
                        found.add(f"{module.relative}:{node.lineno}")
    return found


def test_only_the_transitions_table_sets_a_fact_status() -> None:
    """A status set outside facts/fact_transitions.py is a status change that skipped the table."""
    assert _status_set_outside("facts/fact_transitions.py", ("facts/", "writepath/"), "FactStatus") == set()


def test_only_the_transitions_table_sets_a_candidate_status() -> None:
    """Candidates move like facts: their first status is given when the row is built, every later one
    by ``candidates/candidate_transitions.move``."""
    outside = _status_set_outside("candidates/candidate_transitions.py", ("candidates/",), "CandidateStatus")
    assert outside == set()


def _defined(module: Module) -> set[str]:
    names = set()
    for node in ast.walk(module.tree):
        if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef):
            names.add(node.name)
        elif isinstance(node, ast.Assign | ast.AnnAssign):
            targets = node.targets if isinstance(node, ast.Assign) else [node.target]
            names |= {target.id for target in targets if isinstance(target, ast.Name)}
    return names


def _names_something(dotted: str) -> bool:
    """``a/b.c.D.e``: the longest module prefix exists, and defines the next name (if any)."""
    parts = dotted.split(".")
    for cut in range(len(parts), 0, -1):
        module = modules().get(".".join([PACKAGE, *parts[:cut]]))
        if module is not None:
            return cut == len(parts) or parts[cut] in _defined(module)
    return True  # not a module path (``app.state.runtime``, a file name): nothing to check


def test_the_architecture_document_names_what_exists() -> None:
    """docs/architecture.md's tables and trees name real test files, modules and functions."""
    text = (SRC.parent / "docs" / "architecture.md").read_text()
    tests = set(re.findall(r"`(tests/[\w/]+\.py)", text))
    assert tests and [t for t in tests if not (SRC.parent / t).exists()] == []
    named = {
        place.replace("/", ".") + "." + dotted
        for place, dotted in re.findall(r"`([a-z_]+(?:/[a-z_]+)*)\.([A-Za-z_]+(?:\.[A-Za-z_]+)*)`", text)
        if dotted != "py"
    }
    assert len(named) > 10
    assert sorted(name for name in named if not _names_something(name)) == []
