"""benchmarks/: every measurement script still starts from a clone (its imports resolve, `--help`
parses) and is listed in benchmarks/README.md's index. No benchmark is run here: their figures need
a quiet machine and minutes (the README says how long each takes)."""

from __future__ import annotations

import ast
import importlib
import importlib.util
import json
import re
import subprocess
import sys
from pathlib import Path

import pytest

REPO_ROOT = Path(__file__).resolve().parents[2]
BENCHMARKS = REPO_ROOT / "benchmarks"
SCRIPTS = sorted(BENCHMARKS.glob("*.py"))

# One interpreter runs every script's `--help` as `python SCRIPT --help` would (as __main__, from the
# repository root): the shared imports are paid once, and what a script sets up stays in that child.
HELP_ALL = """
import contextlib, io, json, runpy, sys
outcomes = {}
for path in sys.argv[1:]:
    sys.argv = [path, "--help"]
    out = io.StringIO()
    try:
        with contextlib.redirect_stdout(out), contextlib.redirect_stderr(out):
            runpy.run_path(path, run_name="__main__")
        outcomes[path] = ["returned without exiting", out.getvalue()[:500]]
    except SystemExit as done:
        outcomes[path] = [done.code, out.getvalue()[:500]]
    except BaseException as error:
        outcomes[path] = [f"{type(error).__name__}: {error}", out.getvalue()[:500]]
print(json.dumps(outcomes))
"""


def test_the_measurement_scripts_are_in_benchmarks_and_the_operational_ones_stay_in_scripts() -> None:
    assert len(SCRIPTS) >= 10
    for name in (path.name for path in (REPO_ROOT / "scripts").iterdir()):
        assert not name.startswith(("measure_", "bench_")), name


@pytest.mark.parametrize("script", SCRIPTS, ids=lambda path: path.name)
def test_every_rag_context_name_a_benchmark_imports_exists(script: Path) -> None:
    """Imports inside functions too: a helper renamed in src/ fails here, not an hour into a run."""
    missing = []
    for node in ast.walk(ast.parse(script.read_text(encoding="utf-8"))):
        if isinstance(node, ast.ImportFrom) and node.module and node.module.split(".")[0] == "rag_context":
            module = importlib.import_module(node.module)
            for alias in node.names:
                submodule = hasattr(module, "__path__") and importlib.util.find_spec(f"{node.module}.{alias.name}") is not None
                if not hasattr(module, alias.name) and not submodule:
                    missing.append(f"{node.module}.{alias.name}")
        elif isinstance(node, ast.Import):
            for alias in node.names:
                if alias.name.split(".")[0] == "rag_context":
                    importlib.import_module(alias.name)
    assert missing == []


def test_every_benchmark_starts_and_answers_help_from_the_repository_root() -> None:
    done = subprocess.run(
        [sys.executable, "-c", HELP_ALL, *(str(path.relative_to(REPO_ROOT)) for path in SCRIPTS)],
        cwd=REPO_ROOT, capture_output=True, text=True, timeout=300,
    )
    assert done.returncode == 0, done.stderr[-2000:]
    outcomes = json.loads(done.stdout.splitlines()[-1])
    failed = {path: outcome for path, outcome in outcomes.items() if outcome[0] != 0 or "usage:" not in outcome[1]}
    assert failed == {}


def test_the_index_lists_every_benchmark_and_only_those() -> None:
    index = (BENCHMARKS / "README.md").read_text(encoding="utf-8")
    rows = set(re.findall(r"^\| `([\w.]+\.py)`", index, flags=re.MULTILINE))
    assert rows == {path.name for path in SCRIPTS}
    for document in set(re.findall(r"\(\.\./(docs/[\w.-]+\.md)", index)):
        assert (REPO_ROOT / document).is_file(), document
