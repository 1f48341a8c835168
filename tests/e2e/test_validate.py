"""The pre-validation (`rag-context validate`) against the service as a user starts it, against the
service with a broken embedder (in-process), and against nothing at all."""

from __future__ import annotations

import io
import re
import subprocess
import sys
import time
from collections.abc import Iterator, Sequence
from pathlib import Path
from typing import Any

import pytest
from fastapi.testclient import TestClient

from rag_context.core.models import ComponentStatus
from rag_context.core.ports import DependencyError
from rag_context.commands.validate import (
    GATE_QUERIES,
    percentile,
    required_hits,
    run_validation,
)
from tests.e2e.test_service import Server, free_port

pytestmark = pytest.mark.e2e


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Server]:
    """One `rag-context serve` on the embedded default for the module: the model loads once."""
    directory = tmp_path_factory.mktemp("validate")
    started = Server(directory / "data", directory / "server.log").start()
    yield started
    started.kill()


def summary_line(report: str, phase: str) -> str:
    lines = [line for line in report.splitlines() if line.strip().startswith(phase)]
    assert lines, f"no summary line for {phase!r}:\n{report}"
    return lines[-1]


def test_the_gate_passes_three_of_three_against_the_embedded_service(server: Server) -> None:
    out = io.StringIO()
    assert run_validation(server.url, out=out) == 0, out.getvalue()
    report = out.getvalue()
    assert "Retrieval accuracy: 100.0% (3/3), required 3/3 (80%)" in report
    for test in GATE_QUERIES:
        assert f"{test['query']!r} looking for {test['keyword']!r} ... PASSED" in report
    for phase in ("Phase 1:", "Phase 2:", "Phase 3:"):
        assert "PASSED" in summary_line(report, phase)
    assert "FAILED" not in report
    assert re.search(r"round trip\s+\d+\.\d\s+\d+\.\d\s+\d+\.\d", report), report  # p50 p95 p99
    assert "PRE-VALIDATION PASSED" in report
    # The searches went through the service: its metrics count them under the validator's agent
    # (5 samples + 3 gate queries + 20 latency searches), once the metrics queue has written them.
    deadline = time.monotonic() + 30
    while True:
        stats = server.get("/tools/rag_context_stats?timeRange=1h").json()
        if stats["queriesByAgent"].get("pre-validation", 0) >= 28 or time.monotonic() > deadline:
            break
        time.sleep(0.5)
    assert stats["queriesByAgent"].get("pre-validation", 0) >= 28, stats


def test_the_module_entry_point_exits_0_and_passes_again_on_its_own_earlier_documents(server: Server) -> None:
    """A second run finds the first run's documents too (the API cannot delete them): still 3/3."""
    result = subprocess.run(
        [sys.executable, "-m", "rag_context.cli", "validate", "--url", server.url, "--latency-samples", "3"],
        check=False,
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert result.returncode == 0, result.stdout + result.stderr
    assert "(3/3), required 3/3" in result.stdout
    assert "PRE-VALIDATION PASSED" in result.stdout
    assert result.stderr == ""


class BrokenEmbedder:
    """The embedder of a service whose model server is down: every call fails as a dependency
    failure. Counting tokens stays local (the chunker needs it; it never calls the server)."""

    def __init__(self, inner: Any) -> None:
        self._inner = inner
        self.model_name = inner.model_name
        self.dimension = inner.dimension
        self.max_tokens = inner.max_tokens
        self.calls = 0

    def count_tokens(self, text: str) -> int:
        return self._inner.count_tokens(text)

    def token_offsets(self, text: str) -> Any:
        return self._inner.token_offsets(text)

    async def embed_documents(self, texts: Sequence[str]) -> list[list[float]]:
        self.calls += 1
        raise DependencyError("embeddings server unreachable (test)")

    async def embed_query(self, text: str) -> list[float]:
        self.calls += 1
        raise DependencyError("embeddings server unreachable (test)")

    async def health(self) -> ComponentStatus:
        raise DependencyError("embeddings server unreachable (test)")

    async def close(self) -> None:
        return None


def test_a_broken_embedder_fails_phases_1_and_2_and_says_the_searches_still_answered(make_app, local_embedder) -> None:
    embedder = BrokenEmbedder(local_embedder)
    out = io.StringIO()
    with TestClient(make_app(embedder=embedder)) as client:
        code = run_validation("http://testserver", client=client, latency_samples=3, out=out)
    report = out.getvalue()
    assert code == 1, report
    assert embedder.calls > 0  # the validator went through the service's embedder

    assert "Embedder (lmStudioStatus) ... FAILED" in report
    assert "status: unavailable" in report
    phase1 = summary_line(report, "Phase 1:")
    assert "FAILED" in phase1 and "lmStudioStatus" in phase1
    phase2 = summary_line(report, "Phase 2:")
    assert "FAILED" in phase2 and "0/5" in phase2
    assert "indexed as pending" in report
    assert "fallbackLevel 2, expected 1" in report
    # The searches answered (from the keyword fallback), and the report says so.
    assert re.search(r"The service still answered \d+ searches \(fallback levels seen: 2\)", report), report
    assert "PRE-VALIDATION FAILED: Phase 1: infrastructure health, Phase 2: embedding quality" in report
    assert "Traceback" not in report


def test_an_embedder_url_with_nothing_behind_it_fails_the_validation_of_a_started_service(tmp_path: Path) -> None:
    """The same through `rag-context serve`: LM_STUDIO_URL on a closed port."""
    env = {"LM_STUDIO_URL": f"http://127.0.0.1:{free_port()}", "RAG_DEPENDENCY_COOLDOWN_MS": "60000"}
    degraded = Server(tmp_path / "data", tmp_path / "server.log", env).start()
    try:
        out = io.StringIO()
        code = run_validation(degraded.url, out=out, latency_samples=2)
    finally:
        degraded.kill()
    report = out.getvalue()
    assert code == 1, report
    assert "FAILED" in summary_line(report, "Phase 1:") and "lmStudioStatus" in summary_line(report, "Phase 1:")
    assert "FAILED" in summary_line(report, "Phase 2:")
    assert re.search(r"The service still answered \d+ searches \(fallback levels seen: 2\)", report), report


def test_an_unreachable_service_is_exit_1_with_a_clear_message() -> None:
    url = f"http://127.0.0.1:{free_port()}"  # nothing listens there
    out = io.StringIO()
    assert run_validation(url, out=out, latency_samples=1) == 1
    report = out.getvalue()
    assert f"cannot reach the service at {url}" in report
    assert "Connection refused" in report or "ConnectError" in report
    assert "PRE-VALIDATION FAILED: the service is unreachable." in report
    assert "Phase 2" not in report  # no point in the other phases

    result = subprocess.run(
        [sys.executable, "-m", "rag_context.cli", "validate", "--url", url], check=False, capture_output=True, text=True, timeout=60
    )
    assert result.returncode == 1
    assert "cannot reach the service" in result.stdout
    assert "Traceback" not in result.stdout + result.stderr


@pytest.mark.parametrize(("total", "needed"), [(3, 3), (5, 4), (10, 8), (1, 1)])
def test_the_gate_needs_80_percent_rounded_up(total: int, needed: int) -> None:
    assert required_hits(total) == needed


def test_percentiles_are_nearest_rank_as_in_the_spec_script() -> None:
    values = [float(v) for v in range(1, 21)]  # 1..20
    assert percentile(values, 50) == 10.0
    assert percentile(values, 95) == 19.0
    assert percentile(values, 99) == 20.0
    assert percentile([7.0], 99) == 7.0
    with pytest.raises(ValueError):
        percentile([], 50)


def test_the_module_is_light(tmp_path: Path) -> None:
    """`rag-context validate` runs on a machine without the model: importing it loads no torch."""
    code = "import sys, rag_context.commands.validate; print('torch' in sys.modules, 'sentence_transformers' in sys.modules)"
    result = subprocess.run([sys.executable, "-c", code], check=False, capture_output=True, text=True, timeout=60, cwd=tmp_path)
    assert result.stdout.strip() == "False False", result.stderr
