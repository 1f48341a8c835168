"""Issue 14, items 5 and 7, on the real embedded backends (Qdrant Edge, SQLite) with an
OpenAI-compatible embedder served by the test: the vectors are synced before a document is
acknowledged `indexed`; the consistency sweep finds and repairs points removed and added behind
the service's back (by `rag-context check` and at start-up); a document the embedder refuses ends
`failed` with its reason while the others are indexed in the same round."""

from __future__ import annotations

import json
import time
import uuid
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from fake_servers import HASH_DIMENSION, HASH_MODEL, EmbeddingServer, hashed_vector
from fastapi.testclient import TestClient
from qdrant_edge import EdgeShard, Point, UpdateOperation

from rag_context import cli
from rag_context.app import create_app
from rag_context.backends.factory import vector_location
from rag_context.config import Settings, load_settings
from rag_context.core.models import document_id_for, vector_id_for
from rag_context.core.ports import DependencyError

pytestmark = pytest.mark.e2e

SESSION = "durability"
SETTLE_TIMEOUT_S = 60.0


@pytest.fixture
def embedding_server() -> Iterator[EmbeddingServer]:
    server = EmbeddingServer().serve()
    yield server
    server.close()


@pytest.fixture
def environment(tmp_path: Path, embedding_server: EmbeddingServer, monkeypatch: pytest.MonkeyPatch) -> Path:
    """The variables `rag-context check` reads too; returns the data directory."""
    data_dir = tmp_path / "data"
    for name, value in {
        "RAG_DATA_DIR": str(data_dir),
        "LM_STUDIO_URL": embedding_server.url,
        "EMBEDDING_MODEL": HASH_MODEL,
        "EMBEDDING_DIM": str(HASH_DIMENSION),
        "RAG_CACHE_SIZE": "0",
        # The hash model is no model the service knows a threshold for (0.0 then: no cut); these
        # tests rank with the threshold the service had for every model when they were written.
        "RAG_SCORE_THRESHOLD": "0.2",
    }.items():
        monkeypatch.setenv(name, value)
    return data_dir


def settings(**overrides: Any) -> Settings:
    return load_settings(_env_file=None, **overrides)


def index(client: TestClient, source: str, content: str, session: str = SESSION) -> dict[str, Any]:
    body = {"content": content, "contentType": "documentation", "sessionId": session, "source": source}
    response = client.post("/tools/rag_context_index", json=body)
    assert response.status_code == 200, response.text
    return response.json()


def wait_until(condition: Any, what: str) -> None:
    deadline = time.monotonic() + SETTLE_TIMEOUT_S
    while not condition():
        assert time.monotonic() < deadline, f"not within {SETTLE_TIMEOUT_S} s: {what}"
        time.sleep(0.1)


def run_check(capsys: pytest.CaptureFixture[str], *options: str) -> tuple[int, dict[str, Any]]:
    capsys.readouterr()
    code = cli.main(["check", "--json", *options])
    out = capsys.readouterr().out
    report = json.loads(out[out.index("{\n") :])  # after the log lines (the command itself logs errors only)
    assert "lastResult" in report.pop("vectorOptimizer")  # what became of the embedded index's optimizations
    return code, report


# --- durable before acknowledged


def test_the_vectors_are_synced_before_the_store_says_indexed(environment: Path) -> None:
    with TestClient(create_app(settings())) as client:
        services = client.app.state.services
        events: list[str] = []
        sync, set_statuses = services.vectors.sync, services.store.set_statuses

        async def recording_sync() -> None:
            events.append("sync started")
            await sync()
            events.append("sync done")

        async def recording_set_statuses(items: Any, status: Any) -> None:
            events.append(f"status {status.value}")
            await set_statuses(items, status)

        services.vectors.sync = recording_sync
        services.store.set_statuses = recording_set_statuses
        flushes_before = services.vectors.syncs
        assert index(client, "a.md", "The grand jackpot threshold is 1500.")["status"] == "indexed"
        assert events == ["sync started", "sync done", "status indexed"]
        assert services.vectors.syncs == flushes_before + 1  # the engine's flush really ran


# --- the consistency sweep


def damage_the_index(data_dir: Path, lose: str, orphan_of: str) -> None:
    """With the service stopped: remove one point of a document, add a point of a document that
    does not exist and a point past the last chunk of another."""
    shard = EdgeShard.load(str(vector_location(settings(rag_data_dir=data_dir), 0)))
    try:
        shard.update(UpdateOperation.delete_points([lose]))
        ghost = document_id_for("nobody", "ghost.md")
        points = [
            Point(str(uuid.uuid4()), hashed_vector("ghost"), {"documentId": ghost, "chunkIndex": 0, "text": "ghost"}),
            Point(vector_id_for(orphan_of, 7), hashed_vector("extra"), {"documentId": orphan_of, "chunkIndex": 7, "text": "extra"}),
        ]
        shard.update(UpdateOperation.upsert_points(points))
        shard.flush()
    finally:
        shard.close()


def test_check_reports_then_repairs_points_removed_and_added_behind_the_services_back(
    environment: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    with TestClient(create_app(settings())) as client:
        a = index(client, "a.md", "Kraken tide tables for the harbour of Vigo.")
        b = index(client, "b.md", "Selenium waits thirty seconds for a page load.")
    damage_the_index(environment, lose=a["vectorIds"][0], orphan_of=b["documentId"])

    code, report = run_check(capsys)
    assert code == 1
    assert report == {
        "consistent": False,
        "documentsChecked": 2,
        "indexedChunksMissing": 1,
        "documentsMissingVectors": 1,
        "orphanVectors": 2,
        "staleDocuments": 0,  # points of another version of their document (issue 20.2): none here
        "repaired": False,
        "documentsRequeued": 0,
        "vectorsRemoved": 0,
        "orphanSymbols": 0,  # the code graph's rows (issue 31): no code here
        "symbolsRemoved": 0,
        "documentsWithoutSymbols": 0,
        "memoryDrift": 0,  # supersessions (issue 32): none here
        "memoryChangesWaiting": 0,
    }
    assert run_check(capsys)[1] == report  # without --repair nothing changed

    code, repaired = run_check(capsys, "--repair")
    assert code == 0
    assert (repaired["repaired"], repaired["documentsRequeued"], repaired["vectorsRemoved"]) == (True, 1, 2)

    with TestClient(create_app(settings(rag_check_at_start=False))) as client:
        assert client.get(f"/documents/{a['documentId']}").json()["status"] == "pending"
        # The reconciler embeds it again from the stored chunks.
        wait_until(lambda: client.get(f"/documents/{a['documentId']}").json()["status"] == "indexed", "a re-indexed")
        found = client.post("/tools/rag_context_search", json={"query": "kraken tide tables harbour", "limit": 1}).json()
        assert found["fallbackLevel"] == 1 and found["results"][0]["source"] == "a.md"
    code, after = run_check(capsys)
    assert (code, after["consistent"], after["orphanVectors"], after["indexedChunksMissing"]) == (0, True, 0, 0)


def test_the_start_up_sweep_repairs_in_the_background(environment: Path, capsys: pytest.CaptureFixture[str]) -> None:
    with TestClient(create_app(settings())) as client:
        a = index(client, "a.md", "Kraken tide tables for the harbour of Vigo.")
        b = index(client, "b.md", "Selenium waits thirty seconds for a page load.")
    damage_the_index(environment, lose=a["vectorIds"][0], orphan_of=b["documentId"])

    with TestClient(create_app(settings())) as client:
        services = client.app.state.services

        def repaired() -> bool:
            points = client.portal.call(services.vectors.points_by_document)
            document = client.get(f"/documents/{a['documentId']}").json()
            return document["status"] == "indexed" and set(points) == {a["documentId"], b["documentId"]} and (
                points[a["documentId"]] == set(a["vectorIds"]) and points[b["documentId"]] == set(b["vectorIds"])
            )

        wait_until(repaired, "the sweep and the reconciler repaired the index")
    assert run_check(capsys)[0] == 0


# --- the reconciler isolates failures


def test_a_poison_document_fails_alone_and_the_others_are_indexed_in_the_same_round(
    environment: Path, embedding_server: EmbeddingServer
) -> None:
    embedding_server.reject.add("nightshade")
    with TestClient(create_app(settings(rag_check_at_start=False))) as client:
        services = client.app.state.services
        embedding_server.down()
        poison = index(client, "0-poison.md", "A recipe that calls for nightshade berries.")
        healthy = [index(client, f"{n}-ok.md", f"Healthy note number {n} about harbour cranes.") for n in (1, 2)]
        assert all(outcome["status"] == "pending" for outcome in (poison, *healthy))
        embedding_server.serve()

        left = client.portal.call(services.indexing.reconcile_pending)
        assert left == 3  # one round: two indexed, one failed
        for outcome in healthy:
            assert client.get(f"/documents/{outcome['documentId']}").json()["status"] == "indexed"
        failed = client.get(f"/documents/{poison['documentId']}").json()
        assert failed["status"] == "failed"
        assert "HTTP 400" in failed["reason"] and "nightshade" in failed["reason"]

        health = client.get("/health").json()
        assert (health["pendingDocuments"], health["failedDocuments"]) == (0, 1)
        assert client.get("/tools/rag_context_stats").json()["failedDocuments"] == 1
        assert "rag_documents_failed 1.0" in client.get("/metrics").text
        # Still findable by its words: acknowledged documents are never lost to search.
        found = client.post("/tools/rag_context_search", json={"query": "recipe calls berries", "limit": 3}).json()
        assert found["fallbackLevel"] == 1 and found["results"][0]["source"] == "0-poison.md"
        # The next round leaves it alone.
        assert client.portal.call(services.indexing.reconcile_pending) == 0

        # Sent again once the embedder takes it, it is indexed.
        embedding_server.reject.clear()
        again = index(client, "0-poison.md", "A recipe that calls for nightshade berries.")
        assert again["status"] == "indexed"
        assert client.get("/health").json()["failedDocuments"] == 0


# --- read your writes


def test_a_pending_document_is_found_at_level_1_and_the_filters_hold(environment: Path) -> None:
    # No cool-down: the documents' failure opens the embedder's breaker, and the queries after it
    # should still reach the model that answers them
    with TestClient(create_app(settings(rag_check_at_start=False, rag_dependency_cooldown_ms=0))) as client:
        services = client.app.state.services
        index(client, "indexed.md", "Harbour cranes lift containers at dawn.")

        async def documents_refused(texts: Any) -> Any:
            raise DependencyError("the model is busy with documents")  # queries still embed

        services.embedder.embed_documents = documents_refused
        mine = index(client, "mine.md", "Zeppelin mooring masts need weekly greasing.")
        theirs = index(client, "theirs.md", "Zeppelin mooring masts need weekly greasing too.", session="someone-else")
        assert (mine["status"], theirs["status"]) == ("pending", "pending")

        query = {"query": "zeppelin mooring masts greasing", "limit": 5}
        found = client.post("/tools/rag_context_search", json=query).json()
        assert found["fallbackLevel"] == 1
        assert {result["source"] for result in found["results"]} >= {"mine.md", "theirs.md"}
        mine_only = client.post("/tools/rag_context_search", json={**query, "sessionId": SESSION}).json()
        assert mine_only["fallbackLevel"] == 1
        assert [result["source"] for result in mine_only["results"]][0] == "mine.md"
        assert "theirs.md" not in {result["source"] for result in mine_only["results"]}
