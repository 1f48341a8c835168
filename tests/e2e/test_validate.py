"""The pre-validation (`rag-context validate`) against the service as a user starts it, against the
service with a broken embedder (in-process), against nothing at all, and its direct checks of
Qdrant, LM Studio and MongoDB against fake servers (tests/e2e/fake_servers.py), respx and closed
ports."""

from __future__ import annotations

import io
import os
import re
import subprocess
import sys
import time
from collections.abc import Iterator, Sequence
from pathlib import Path
from typing import Any

import httpx
import pytest
import respx
from fastapi.testclient import TestClient

from rag_context.core.models import ComponentStatus
from rag_context.core.ports import DependencyError
from rag_context.commands.validate import (
    EMBEDDING_SAMPLES,
    GATE_QUERIES,
    Dependencies,
    judge_embedding,
    percentile,
    ping_mongodb,
    redact,
    required_hits,
    run_validation,
)
from tests.e2e.fake_servers import HASH_DIMENSION, HASH_MODEL, EmbeddingServer, FakeQdrantServer, StallingTcpServer
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


def pre_validation_documents(server: Server) -> list[dict[str, Any]]:
    answer = server.get("/documents?source=pre-validation&limit=100")
    assert answer.status_code == 200, answer.text
    return answer.json()["documents"]


def test_the_module_entry_point_exits_0_and_deletes_what_it_indexed(server: Server) -> None:
    """The run deletes its own documents after the gate: none of source `pre-validation` is left,
    and a second run passes on a service that has none of the first's."""
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
    # 5 embedding samples + 3 gate documents, each in its own session, deleted after the gate.
    assert "Cleanup: deleting the documents of this run's 8 sessions" in result.stdout
    assert "deleted 8 documents" in result.stdout
    assert pre_validation_documents(server) == []


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


# ---------------------------------------------------------------------------- --skip-accuracy and the direct checks


def run_quick(server: Server, dependencies: Dependencies | None = None, **options: Any) -> tuple[int, str]:
    """`validate --skip-accuracy --latency-samples 0` against the module's service."""
    out = io.StringIO()
    code = run_validation(server.url, out=out, latency_samples=0, skip_accuracy=True, dependencies=dependencies, **options)
    return code, out.getvalue()


def step_line(report: str, name: str) -> str:
    lines = [line for line in report.splitlines() if line.strip().startswith(name)]
    assert len(lines) == 1, f"{name!r}: {lines}\n{report}"
    return lines[0]


@pytest.fixture
def fake_qdrant() -> Iterator[FakeQdrantServer]:
    qdrant = FakeQdrantServer(HASH_DIMENSION, collections={"p4nth30n_context"}).serve()
    yield qdrant
    qdrant.close()


@pytest.fixture
def fake_lm_studio() -> Iterator[EmbeddingServer]:
    embedder = EmbeddingServer().serve()
    yield embedder
    embedder.close()


def test_skip_accuracy_passes_on_phases_1_and_2_notes_each_unchecked_dependency_and_cleans_up(server: Server) -> None:
    code, report = run_quick(server)
    assert code == 0, report
    assert "gate: skipped (--skip-accuracy)" in report
    assert "Retrieval accuracy" not in report  # the gate did not run
    assert "SKIPPED" in summary_line(report, "Phase 3:")
    assert "PRE-VALIDATION PASSED: phases 1-2 passed; the retrieval accuracy gate was skipped (--skip-accuracy)." in report
    for name, option in (("Qdrant server", "--qdrant-url"), ("LM Studio", "--lm-studio-url"), ("MongoDB", "--mongodb-uri")):
        assert f"  {name} ... SKIPPED (no {option}: not checked directly)" in report
    assert "LM Studio embeddings ... SKIPPED (no --lm-studio-url" in report
    assert "FAILED" not in report
    assert "deleted 5 documents" in report  # the five embedding samples
    assert pre_validation_documents(server) == []


def test_direct_checks_pass_against_a_ready_qdrant_and_an_embedding_server(
    server: Server, fake_qdrant: FakeQdrantServer, fake_lm_studio: EmbeddingServer
) -> None:
    dependencies = Dependencies(
        qdrant_url=fake_qdrant.url, lm_studio_url=fake_lm_studio.url, embedding_model=HASH_MODEL, embedding_dim=HASH_DIMENSION
    )
    embedded_before = fake_lm_studio.embedded
    code, report = run_quick(server, dependencies)
    assert code == 0, report
    assert f"Qdrant ready ({fake_qdrant.url}/readyz) ... PASSED" in report
    assert "Qdrant collection 'p4nth30n_context' ... PASSED" in report
    assert f"LM Studio models ({fake_lm_studio.url}/v1/models) ... PASSED" in report
    assert "models: hash-embed" in report
    for number in range(1, len(EMBEDDING_SAMPLES) + 1):
        assert f"LM Studio embedding {number}/5:" in report
    assert report.count(f"dimension {HASH_DIMENSION}, magnitude 1.0000") == 5
    assert fake_lm_studio.embedded - embedded_before == 5  # the samples went to the server
    assert "LM Studio directly: 5/5" in summary_line(report, "Phase 2:")
    assert "FAILED" not in report


def test_a_missing_collection_a_wrong_dimension_and_a_slow_embedder_are_reported(
    server: Server, fake_qdrant: FakeQdrantServer, fake_lm_studio: EmbeddingServer
) -> None:
    fake_lm_studio.delay_s = 0.15  # over the spec's 100 ms: a warning, not a failure
    dependencies = Dependencies(
        qdrant_url=fake_qdrant.url,
        qdrant_collection="not_there",
        lm_studio_url=fake_lm_studio.url,
        embedding_model="nomic-embed-text-v1.5",  # not loaded there: a warning
        embedding_dim=768,  # the server answers 256
    )
    code, report = run_quick(server, dependencies)
    assert code == 1, report
    assert "Qdrant collection 'not_there' ... FAILED" in report
    assert "missing: the service creates it at start-up" in report
    assert "WARNING: the configured model 'nomic-embed-text-v1.5' is not listed" in report
    assert report.count("expected 768 dimensions (EMBEDDING_DIM, --embedding-dim), got 256") == 5
    assert report.count("WARNING: embedding latency") == 5
    phase1 = summary_line(report, "Phase 1:")
    assert "FAILED" in phase1 and "direct checks failed: Qdrant" in phase1 and "LM Studio" not in phase1
    phase2 = summary_line(report, "Phase 2:")
    assert "FAILED" in phase2 and "LM Studio directly: 0/5" in phase2


def test_a_vector_magnitude_outside_the_range_fails_and_a_slow_one_only_warns() -> None:
    unit = [0.6, 0.8]
    assert judge_embedding(unit, 2, 12.0) == (True, "dimension 2, magnitude 1.0000, 12.0 ms")
    ok, detail = judge_embedding([1.2, 1.6], 2, 12.0)  # magnitude 2
    assert not ok and "vector magnitude 2.0000 outside [0.9, 1.1]" in detail
    ok, detail = judge_embedding([0.5, 0.5], None, 12.0)  # 0.707; any dimension
    assert not ok and "outside [0.9, 1.1]" in detail and "expected" not in detail
    ok, detail = judge_embedding(unit, 2, 250.0)
    assert ok and "WARNING: embedding latency 250 ms > 100 ms target" in detail


class ScaledEmbeddingServer(EmbeddingServer):
    """An embedding server whose vectors are not normalised (norm 2)."""

    def answer(self, method: str, path: str, body: Any) -> tuple[int, Any]:
        status, payload = super().answer(method, path, body)
        if path == "/v1/embeddings" and status == 200:
            for item in payload["data"]:
                item["embedding"] = [2 * value for value in item["embedding"]]
        return status, payload


def test_unnormalised_vectors_from_the_embedding_server_fail_phase_2(server: Server) -> None:
    embedder = ScaledEmbeddingServer().serve()
    try:
        code, report = run_quick(server, Dependencies(lm_studio_url=embedder.url, embedding_model=HASH_MODEL, embedding_dim=HASH_DIMENSION))
    finally:
        embedder.close()
    assert code == 1, report
    assert report.count("vector magnitude 2.0000 outside [0.9, 1.1]") == 5
    assert "PASSED" in summary_line(report, "Phase 1:")  # the server answers: only the vectors are wrong
    assert "FAILED" in summary_line(report, "Phase 2:")


def test_unreachable_dependencies_are_named_and_bounded(server: Server) -> None:
    closed = f"http://127.0.0.1:{free_port()}"
    stalling = StallingTcpServer()  # MongoDB accepting the connection and never answering
    try:
        dependencies = Dependencies(
            qdrant_url=closed, lm_studio_url=closed, mongodb_uri=f"mongodb://127.0.0.1:{stalling.port}/P4NTH30N", timeout_s=1.0
        )
        code, report = run_quick(server, dependencies)
    finally:
        stalling.close()
    assert code == 1, report
    assert f"Qdrant is unreachable at {closed}: ConnectError" in report
    assert f"LM Studio is unreachable at {closed}: ConnectError" in report
    assert "not checked: LM Studio is unreachable (phase 1)" in report  # no five more waits
    assert "MongoDB is unreachable (no server within 1 s): ServerSelectionTimeoutError" in report
    assert "direct checks failed: Qdrant, LM Studio, MongoDB" in summary_line(report, "Phase 1:")
    assert "Traceback" not in report


def test_the_qdrant_api_key_is_sent_and_a_refusal_is_reported() -> None:
    """respx stands in for a keyed Qdrant (and, in process, for the service's health)."""
    qdrant = "http://qdrant.test:6333"
    health = {"healthy": True, "qdrantStatus": "healthy", "lmStudioStatus": "healthy", "mongoStatus": "healthy"}
    with respx.mock(assert_all_called=False) as mock:
        mock.get("http://service.test/health").respond(200, json=health)
        mock.post("http://service.test/tools/rag_context_index").respond(500)
        mock.post("http://service.test/tools/rag_context_delete").respond(200, json={"success": True, "documentsDeleted": 0})
        ready = mock.get(f"{qdrant}/readyz").respond(200, text="all shards are ready")
        collection = mock.get(f"{qdrant}/collections/p4nth30n_context")
        collection.side_effect = lambda request: httpx.Response(
            200 if request.headers.get("api-key") == "s3cret" else 401,
            json={"result": {"status": "green", "points_count": 7}} if request.headers.get("api-key") == "s3cret" else {"status": "Unauthorized"},
        )
        out = io.StringIO()
        run_validation("http://service.test", out=out, latency_samples=0, skip_accuracy=True, dependencies=Dependencies(qdrant_url=qdrant))
        refused = out.getvalue()
        out = io.StringIO()
        run_validation(
            "http://service.test", out=out, latency_samples=0, skip_accuracy=True,
            dependencies=Dependencies(qdrant_url=qdrant, qdrant_api_key="s3cret"),
        )  # fmt: skip
        accepted = out.getvalue()
    assert ready.call_count == 2
    assert "Qdrant collection 'p4nth30n_context' ... FAILED" in refused and "HTTP 401" in refused
    assert "Qdrant collection 'p4nth30n_context' ... PASSED" in accepted and "points: 7" in accepted
    assert collection.calls.last.request.headers["api-key"] == "s3cret"


def test_a_mongodb_that_accepts_and_never_answers_is_bounded_by_the_timeout() -> None:
    stalling = StallingTcpServer()
    try:
        started = time.monotonic()
        ok, detail = ping_mongodb(f"mongodb://127.0.0.1:{stalling.port}/P4NTH30N", 0.5)
        elapsed = time.monotonic() - started
    finally:
        stalling.close()
    assert not ok and detail.startswith("MongoDB is unreachable (no server within 0.5 s)")
    assert stalling.accepted >= 1  # it did connect: the wait for an answer is what the timeout bounds
    assert elapsed < 20  # generous (a shared machine), and under pymongo's default of 30 s


def test_mongodb_ping_failures_are_clear_and_bounded() -> None:
    ok, detail = ping_mongodb(f"mongodb://127.0.0.1:{free_port()}/P4NTH30N", 0.5)
    assert not ok and detail.startswith("MongoDB is unreachable (no server within 0.5 s): ServerSelectionTimeoutError")
    assert "Topology Description" not in detail  # pymongo's long tail is cut
    ok, detail = ping_mongodb("mongodb://", 0.5)
    assert not ok and detail.startswith("invalid MongoDB URI: InvalidURI")
    ok, detail = ping_mongodb("http://localhost:27017", 0.5)
    assert not ok and detail.startswith("invalid MongoDB URI")


def test_a_mongodb_password_never_reaches_the_report() -> None:
    assert redact("mongodb://rag:s3cret@db:27017/P4NTH30N") == "mongodb://rag:***@db:27017/P4NTH30N"
    assert redact("mongodb://localhost:27017/P4NTH30N") == "mongodb://localhost:27017/P4NTH30N"
    out = io.StringIO()
    with respx.mock(assert_all_called=False) as mock:
        mock.get("http://service.test/health").respond(
            200, json={"healthy": True, "qdrantStatus": "healthy", "lmStudioStatus": "healthy", "mongoStatus": "healthy"}
        )
        mock.post("http://service.test/tools/rag_context_index").respond(500)
        mock.post("http://service.test/tools/rag_context_delete").respond(200, json={"success": True, "documentsDeleted": 0})
        uri = f"mongodb://rag:s3cret@127.0.0.1:{free_port()}/P4NTH30N"
        run_validation("http://service.test", out=out, latency_samples=0, skip_accuracy=True, dependencies=Dependencies(mongodb_uri=uri, timeout_s=0.5))
    assert "MongoDB ping (mongodb://rag:***@127.0.0.1:" in out.getvalue()
    assert "s3cret" not in out.getvalue()


def test_the_command_line_takes_the_direct_checks_and_the_key(tmp_path: Path) -> None:
    """A keyed service: without the key, 401 in phase 1; with RAG_API_KEY in the environment the
    command sends it, and the unreachable dependencies given on the command line fail phase 1."""
    keyed = Server(tmp_path / "data", tmp_path / "server.log", {"RAG_API_KEY": "k3y"}).start()
    closed = f"http://127.0.0.1:{free_port()}"
    command = [
        sys.executable, "-m", "rag_context.cli", "validate", "--url", keyed.url, "--skip-accuracy", "--latency-samples", "0",
        "--qdrant-url", closed, "--mongodb-uri", f"mongodb://127.0.0.1:{free_port()}/P4NTH30N", "--dependency-timeout", "1",
    ]  # fmt: skip
    try:
        without_key = subprocess.run(command, check=False, capture_output=True, text=True, timeout=300, cwd=tmp_path)
        with_key = subprocess.run(
            command, check=False, capture_output=True, text=True, timeout=300, cwd=tmp_path, env={**os.environ, "RAG_API_KEY": "k3y"}
        )
    finally:
        keyed.kill()
    assert without_key.returncode == 1
    assert "Service health (GET /health) ... FAILED" in without_key.stdout and "HTTP 401" in without_key.stdout
    assert f"Qdrant is unreachable at {closed}" in without_key.stdout  # the direct checks run all the same
    assert with_key.returncode == 1, with_key.stdout
    assert "Service health (GET /health) ... PASSED" in with_key.stdout
    assert f"Qdrant is unreachable at {closed}" in with_key.stdout
    assert "MongoDB is unreachable" in with_key.stdout
    assert "LM Studio ... SKIPPED" in with_key.stdout
    assert "direct checks failed: Qdrant, MongoDB" in with_key.stdout
    assert "deleted 5 documents" in with_key.stdout  # the key reached the delete tool too
    assert "Traceback" not in with_key.stdout + with_key.stderr
