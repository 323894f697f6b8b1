"""The documents the repository ships agree with the code: every "docs/design.md §n" the code cites
exists, and .env.example names only real settings, with values they accept."""

import re
from pathlib import Path

from memory_center.config import Settings

ROOT = Path(__file__).resolve().parents[1]


def test_every_cited_design_section_exists() -> None:
    headings = set(re.findall(r"^## (\d+)\. ", (ROOT / "docs" / "design.md").read_text(), re.M))
    cited: dict[str, set[str]] = {}
    for path in [*ROOT.glob("src/**/*.py"), *ROOT.glob("tests/**/*.py"), ROOT / "README.md"]:
        for group in re.findall(r"docs/design\.md ((?:§\d+(?:, )?)+)", path.read_text()):
            for number in re.findall(r"§(\d+)", group):
                cited.setdefault(number, set()).add(str(path.relative_to(ROOT)))
    assert cited, "the code cites the design document"
    assert not {n: files for n, files in cited.items() if n not in headings}
    assert not [p for p in ROOT.glob("src/**/*.py") if re.search(r"\bDESIGN §", p.read_text())]


def test_env_example_names_real_settings_with_valid_values(tmp_path: Path) -> None:
    lines = (ROOT / ".env.example").read_text().splitlines()
    assignments = [line.removeprefix("# ") for line in lines if re.match(r"#? ?MC_[A-Z_]+=", line)]
    names = {line.split("=", 1)[0].removeprefix("MC_").lower() for line in assignments}
    assert names - set(Settings.model_fields) == set()
    env_file = tmp_path / ".env"
    env_file.write_text("\n".join(line for line in assignments if not line.endswith("=")) + "\n")
    settings = Settings(_env_file=env_file)  # type: ignore[call-arg]
    assert settings.governance_for("acme").review_confidence == 0.8
    assert settings.cursor_secret is None


def test_every_test_docs_security_names_exists() -> None:
    text = (ROOT / "docs" / "security.md").read_text()
    named = re.findall(r"`(tests/[\w/]+\.py)::(\w+)`", text)
    assert len(named) >= 20
    missing = [
        f"{path}::{name}"
        for path, name in named
        if not re.search(rf"^(async )?def {name}\(", (ROOT / path).read_text(), re.M)
    ]
    assert missing == []
