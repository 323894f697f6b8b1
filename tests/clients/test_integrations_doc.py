"""docs/integrations.md's Python snippets, run as written (in order, one fresh tenant) against the live
service, with only the two variables the page tells a newcomer to export."""

import os
import re
import subprocess
import sys
from pathlib import Path

from clients.conftest import SdkTenant

DOC = Path(__file__).resolve().parents[2] / "docs" / "integrations.md"


def snippets() -> list[str]:
    return re.findall(r"^```python\n(.*?)^```$", DOC.read_text(), re.M | re.S)


def test_every_python_snippet_of_the_integrations_page_runs(sdk_tenant: SdkTenant) -> None:
    blocks = snippets()
    assert len(blocks) == 3
    bin_dir = str(Path(sys.executable).parent)
    env = {
        **os.environ,
        "MC_API_URL": sdk_tenant.url,
        "MC_API_KEY": sdk_tenant.keys["agent"],
        "PATH": bin_dir + os.pathsep + os.environ.get("PATH", ""),
    }
    outputs = []
    for block in blocks:
        result = subprocess.run(
            [sys.executable, "-c", block], env=env, capture_output=True, text=True, timeout=180, check=False
        )
        assert result.returncode == 0, f"{block}\n{result.stderr}"
        outputs.append(result.stdout)
    store, graph, mcp = outputs
    assert store.splitlines()[0] == "ACCEPTED"
    assert "The user lives in Munich ACTIVE USER_STATED" in store
    assert "('user', 'u-docs') residence The user lives in Munich" in store
    assert "'memories': ['The user lives in Munich']" in graph
    assert "remember" in mcp and "recall" in mcp
