"""The Dockerfile's test stage installs what `make test` installs, through the Makefile's own targets.

`make -n` (print, do not run) with a virtualenv that does not exist shows every command `make test`
would run on a fresh machine; the install steps among them (pip, apt-get, npm) must all be steps the
test stage runs too (it calls `make system-packages` and `make install-dev`). A new install step in the
Makefile that the image does not take fails here, before an image is built: the way the image once lost
the client distribution and Chromium. The Debian packages must be installed while the stage is still
root, since apt-get refuses anyone else (and the Makefile then skips the browser tests).
"""

import os
import re
import shlex
import shutil
import subprocess
from pathlib import Path

import pytest

from test_containers import DOCKERFILE, ROOT, Stage, exec_form, parse_dockerfile, split_flags

MAKEFILE = ROOT / "Makefile"
INSTALLS = re.compile(r"\b(pip install|apt-get install|npm install|npm ci)\b")
ROOT_USERS = {"root", "0"}


def make_dry_run(targets: list[str], venv: Path, makefile: Path = MAKEFILE) -> list[str]:
    """The commands `make -n targets` prints, continuation lines joined, for a virtualenv at `venv`."""
    if shutil.which("make") is None:
        pytest.skip("make is not installed")
    env = {key: value for key, value in os.environ.items() if key not in {"MAKEFLAGS", "MFLAGS", "MAKELEVEL"}}
    argv = [
        "make",
        "--no-print-directory",
        "-n",
        "-C",
        str(ROOT),
        "-f",
        str(makefile),
        f"VENV={venv}",
        *targets,
    ]
    result = subprocess.run(argv, capture_output=True, text=True, timeout=60, env=env, check=False)
    assert result.returncode == 0, result.stderr
    commands: list[str] = []
    pending = ""
    for line in result.stdout.splitlines():
        if line.endswith("\\"):
            pending += line[:-1].strip() + " "
            continue
        commands.append(pending + line.strip())
        pending = ""
    return commands


def install_steps(commands: list[str]) -> set[str]:
    return {command for command in commands if INSTALLS.search(command)}


def make_targets(run_args: str) -> list[list[str]]:
    """The `make ...` invocations of a RUN line: each one's targets (flags and VAR=value left out)."""
    found = []
    for command in re.split(r"&&|;|\|\|", run_args):
        words = shlex.split(command)
        if words and words[0] == "make":
            found.append([word for word in words[1:] if not word.startswith("-") and "=" not in word])
    return found


def stage_install_steps(stage: Stage, venv: Path, makefile: Path = MAKEFILE) -> tuple[set[str], set[str]]:
    """(install steps the stage takes, those of them taken while it is root)."""
    steps: set[str] = set()
    as_root: set[str] = set()
    user = "root"
    for item in stage.instructions:
        if item.keyword == "USER":
            user = item.args.split(":")[0]
        if item.keyword != "RUN":
            continue
        taken = install_steps([item.args])
        for targets in make_targets(item.args):
            taken |= install_steps(make_dry_run(targets, venv, makefile))
        steps |= taken
        if user in ROOT_USERS:
            as_root |= taken
    return steps, as_root


def missing_from_the_image(tmp_path: Path, makefile: Path = MAKEFILE) -> list[str]:
    _, stages = parse_dockerfile(DOCKERFILE.read_text())
    test_stage = next(stage for stage in stages if stage.name == "test")
    venv = tmp_path / "no-venv-yet"
    steps, _ = stage_install_steps(test_stage, venv, makefile)
    return sorted(install_steps(make_dry_run(["test"], venv, makefile)) - steps)


def test_make_test_installs_something_on_a_fresh_machine(tmp_path: Path) -> None:
    """The comparison below has something to compare: pip and apt-get steps are on the way."""
    steps = install_steps(make_dry_run(["test"], tmp_path / "no-venv-yet"))
    assert any("pip install" in step for step in steps), steps
    assert any("apt-get install" in step for step in steps), steps


def test_the_test_stage_takes_every_install_step_of_make_test(tmp_path: Path) -> None:
    missing = missing_from_the_image(tmp_path)
    assert not missing, (
        "`make test` installs these on a fresh machine but the Dockerfile's test stage does not "
        f"(run the Makefile target that does it in the stage): {missing}"
    )


def test_a_new_install_step_in_the_makefile_is_caught(tmp_path: Path) -> None:
    """The check above can fail: a Makefile with one more install step on the way to `make test`."""
    makefile = tmp_path / "Makefile"
    makefile.write_text(
        MAKEFILE.read_text()
        + "\npytest: typescript-sdk\ntypescript-sdk:\n\tcd clients/typescript && npm ci\n"
    )
    assert missing_from_the_image(tmp_path, makefile) == ["cd clients/typescript && npm ci"]


def test_the_test_stage_installs_debian_packages_as_root(tmp_path: Path) -> None:
    _, stages = parse_dockerfile(DOCKERFILE.read_text())
    test_stage = next(stage for stage in stages if stage.name == "test")
    steps, as_root = stage_install_steps(test_stage, tmp_path / "no-venv-yet")
    apt_steps = {step for step in steps if "apt-get install" in step}
    assert apt_steps and apt_steps <= as_root, "apt-get refuses a non-root user: install before USER"
    pip_steps = {step for step in steps if "pip install" in step}
    assert pip_steps and not pip_steps & as_root, "the virtualenv belongs to the user who runs the tests"


def test_the_test_stage_runs_make_test_on_the_whole_tree_without_faking_the_install() -> None:
    _, stages = parse_dockerfile(DOCKERFILE.read_text())
    test_stage = next(stage for stage in stages if stage.name == "test")
    assert any(split_flags(item.args)[1] == [".", "."] for item in test_stage.all("COPY"))
    assert exec_form(test_stage.last("CMD").args) == ["make", "test"]
    runs = " ".join(item.args for item in test_stage.all("RUN"))
    assert ".installed" not in runs, "a stamp touched by hand hides an install `make test` would need"
    assert test_stage.last("USER").args.split(":")[0] not in ROOT_USERS


def files_at_each_make_step(stage: Stage) -> list[tuple[list[str], list[tuple[str, str]]]]:
    """For each `make` the stage runs: its targets and the (source, destination) pairs copied before it
    (destinations relative to the working directory, /app)."""
    copied: list[tuple[str, str]] = []
    steps = []
    for item in stage.instructions:
        if item.keyword == "COPY":
            flags, paths = split_flags(item.args)
            if "from" not in flags:
                *sources, destination = paths
                for source in sources:
                    copied.append((source, destination))
        elif item.keyword == "RUN":
            for targets in make_targets(item.args):
                steps.append((targets, list(copied)))
    return steps


def lay_out(copied: list[tuple[str, str]], folder: Path) -> None:
    """What the image's /app holds after those COPY instructions (Docker's rules for one source)."""
    for source, destination in copied:
        origin = ROOT / source
        target = folder / destination
        if origin.is_dir():
            shutil.copytree(origin, target, dirs_exist_ok=True, ignore=shutil.ignore_patterns("node_modules"))
        else:
            if destination.endswith("/"):
                target = target / origin.name
            target.parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(origin, target)


def test_each_make_step_of_the_test_stage_has_the_files_it_needs(tmp_path: Path) -> None:
    """A Makefile target whose prerequisites were not copied yet fails the build ("No rule to make
    target"): the way the image broke when the dev install came to need the TypeScript lock file."""
    if shutil.which("make") is None:
        pytest.skip("make is not installed")
    _, stages = parse_dockerfile(DOCKERFILE.read_text())
    test_stage = next(stage for stage in stages if stage.name == "test")
    for number, (targets, copied) in enumerate(files_at_each_make_step(test_stage)):
        if (".", ".") in copied:
            continue  # the whole tree: nothing can be missing
        app = tmp_path / f"app-{number}"
        app.mkdir()
        lay_out(copied, app)
        result = subprocess.run(
            ["make", "--no-print-directory", "-n", "-C", str(app), f"VENV={tmp_path / 'no-venv'}", *targets],
            capture_output=True,
            text=True,
            timeout=60,
            check=False,
        )
        assert result.returncode == 0, f"`make {' '.join(targets)}` in the image: {result.stderr.strip()}"
