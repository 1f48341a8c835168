"""An embedder that hangs costs the index path one timeout per cool-down (issue 30.6). With LM Studio
hanging (a real server on 127.0.0.1 that reads each request and never answers: fake_servers'
EmbeddingServer, stalled), every index request waited the whole index timeout, answered 200
pending, and nothing opened the embedder's breaker nor said so. Now the first request's timeout
counts as the embedder's failure (breaker, log line with the correlation id, error record in
errorsByDependency, rag_dependency_failures_total), the next ones are answered pending at once,
and the documents are embedded when it answers again.

The timeout is small (0.5 s) and the cool-down long (60 s, so that ten requests fall in it however
loaded the machine is); what is asserted is counted: the log lines, the error records, which
requests lasted at least the timeout (a lower bound: a request that waited it cannot be faster)."""

from __future__ import annotations

import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
import structlog
from fastapi.testclient import TestClient
from structlog.testing import capture_logs
from test_operator_errors import flushed_error_rows

from rag_context.app import create_app
from rag_context.config import load_settings
from tests.e2e.fake_servers import HASH_DIMENSION, HASH_MODEL, EmbeddingServer

INDEX = "/tools/rag_context_index"
INDEX_TIMEOUT_S = 0.5
REQUESTS = 10
CORRELATION_ID = "hanging-embedder-1"


@pytest.fixture
def embedder() -> Iterator[EmbeddingServer]:
    server = EmbeddingServer()
    server.stall()
    yield server
    server.close()


@pytest.fixture
def client(tmp_path: Path, embedder: EmbeddingServer) -> Iterator[TestClient]:
    settings = load_settings(
        _env_file=None,
        rag_data_dir=tmp_path / "data",
        lm_studio_url=embedder.url,
        embedding_model=HASH_MODEL,
        embedding_dim=HASH_DIMENSION,
        lm_studio_timeout_ms=1000,  # what the calls left running wait, each attempt
        rag_index_timeout_ms=int(INDEX_TIMEOUT_S * 1000),
        rag_dependency_cooldown_ms=60_000,
        rag_embed_batch_size=4,
        rag_check_at_start=False,
    )
    with TestClient(create_app(settings)) as test_client:
        yield test_client


def index(client: TestClient, number: int, **headers: str) -> tuple[dict[str, Any], float]:
    body = {"content": f"Note {number}: the grand jackpot of game {number} triggers at {number * 100} credits.",
            "contentType": "documentation", "sessionId": "hanging", "source": f"notes/{number}.md"}
    started = time.perf_counter()
    response = client.post(INDEX, json=body, headers=headers)
    elapsed = time.perf_counter() - started
    assert response.status_code == 200, response.text
    return response.json(), elapsed


def metric(client: TestClient, line_start: str) -> float | None:
    for line in client.get("/metrics").text.splitlines():
        if line.startswith(line_start):
            return float(line.rsplit(" ", 1)[1])
    return None


def test_ten_index_requests_with_the_embedder_hanging_wait_one_timeout(client: TestClient, embedder: EmbeddingServer) -> None:
    with capture_logs(processors=[structlog.contextvars.merge_contextvars]) as logs:
        answers = [index(client, number, **{"X-Correlation-ID": CORRELATION_ID} if number == 0 else {}) for number in range(REQUESTS)]
    assert [answer["status"] for answer, _ in answers] == ["pending"] * REQUESTS
    waited = [number for number, (_, elapsed) in enumerate(answers) if elapsed >= INDEX_TIMEOUT_S]
    assert waited == [0], [round(elapsed, 3) for _, elapsed in answers]  # the first; the breaker skipped the embedder for the rest
    assert embedder.stalled >= 1  # the first request did reach the server

    (failure,) = [entry for entry in logs if entry["event"] == "index.dependency_failed"]
    assert failure["dependency"] == "embedder" and failure["correlation_id"] == CORRELATION_ID, failure
    assert failure["breaker"] == "open" and "answered nothing" in failure["error"]
    skipped = [entry for entry in logs if entry["event"] == "index.vectors_deferred" and "circuit open: embedder" in entry["error"]]
    assert len(skipped) == REQUESTS - 1

    (record,) = flushed_error_rows(client)
    assert (record["dependency"], record["operation"], record["correlation_id"]) == ("embedder", "index", CORRELATION_ID)
    assert client.get("/tools/rag_context_stats", params={"timeRange": "1h"}).json()["errorsByDependency"] == {"embedder": 1}
    assert metric(client, 'rag_dependency_failures_total{dependency="embedder",operation="index"}') == 1
    assert metric(client, 'rag_breaker_state{dependency="embedder"}') == 2  # open
    health = client.get("/health").json()
    assert health["pendingDocuments"] == REQUESTS and health["indexedDocuments"] == REQUESTS

    # LM Studio answers again: the reconciler embeds every document, and that closes the breaker.
    embedder.serve()
    deadline = time.monotonic() + 120
    while client.get("/health").json()["pendingDocuments"] and time.monotonic() < deadline:
        time.sleep(0.2)
    assert client.get("/health").json()["pendingDocuments"] == 0
    listed = client.get("/documents", params={"sessionId": "hanging", "limit": 100}).json()["documents"]
    assert len(listed) == REQUESTS and {document["status"] for document in listed} == {"indexed"}
    assert embedder.embedded >= REQUESTS
    assert metric(client, 'rag_breaker_state{dependency="embedder"}') == 0
    after, _ = index(client, REQUESTS)
    assert after["status"] == "indexed"
    found = client.post("/tools/rag_context_search", json={"query": "grand jackpot of game 7 credits", "limit": 3}).json()
    assert found["fallbackLevel"] == 1 and "notes/7.md" in [result["source"] for result in found["results"]]


def test_an_embedder_that_answers_slowly_is_not_a_failure(client: TestClient, embedder: EmbeddingServer) -> None:
    """A request whose vectors take longer than its timeout while the embedder keeps answering (a
    big document, a busy model) is answered pending without opening the breaker: only an embedder
    that answered nothing while the request waited is failing."""
    embedder.serve()
    embedder.delay_s = INDEX_TIMEOUT_S / 5  # each batch of 4 answers well within the wait, and ten of them outlast it
    long = "\n\n".join(f"Paragraph {n}: " + " ".join(f"word{n}x{k}" for k in range(120)) for n in range(40))
    body = {"content": long, "contentType": "documentation", "sessionId": "slow", "source": "long.md"}
    with capture_logs() as logs:
        first = client.post(INDEX, json=body, headers={"X-Correlation-ID": "slow-1"}).json()
    assert first["status"] == "pending" and first["chunksIndexed"] > 4 * 8, first["chunksIndexed"]
    assert not [entry for entry in logs if entry["event"] == "index.dependency_failed"]
    assert metric(client, 'rag_breaker_state{dependency="embedder"}') == 0
