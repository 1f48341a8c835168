"""The fallback chain through the HTTP API, on the real embedded backends, with dependencies
switched off (they raise) or stalled (they never answer) while the service runs."""

from __future__ import annotations

import asyncio
import time
from collections import Counter
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from fastapi.testclient import TestClient

from rag_context.app import create_app
from rag_context.backends.stores.sqlite import SqliteStore
from rag_context.backends.vectors.edge import EdgeVectorIndex
from rag_context.config import Settings, load_settings
from rag_context.core.ports import DependencyError
from rag_context.services import build_services
from tests.conftest import KeepOpenEmbedder


class Switchable:
    """A real backend behind a switch: `mode` None passes calls through, "fail" raises
    DependencyError, "hang" never answers. `calls` counts the async calls that reached it, by name."""

    def __init__(self, inner: Any) -> None:
        self._inner = inner
        self.mode: str | None = None
        self.calls: Counter[str] = Counter()

    def __getattr__(self, name: str) -> Any:
        attribute = getattr(self._inner, name)
        if name == "close" or not asyncio.iscoroutinefunction(attribute):
            return attribute

        async def switched(*args: Any, **kwargs: Any) -> Any:
            self.calls[name] += 1
            if self.mode == "fail":
                raise DependencyError(f"{name}: switched off by the test")
            if self.mode == "hang":
                await asyncio.Event().wait()
            return await attribute(*args, **kwargs)

        return switched


class Rig:
    def __init__(self, client: TestClient, embedder: Switchable, vectors: Switchable, store: Switchable) -> None:
        self.client = client
        self.embedder = embedder
        self.vectors = vectors
        self.store = store

    def search(self, query: str, **body: Any) -> dict[str, Any]:
        response = self.client.post("/tools/rag_context_search", json={"query": query, **body})
        assert response.status_code == 200, response.text
        return response.json()

    def index(self, content: str, source: str, **metadata: Any) -> dict[str, Any]:
        body = {"content": content, "contentType": "documentation", "sessionId": "levels", "source": source, "metadata": metadata}
        response = self.client.post("/tools/rag_context_index", json=body)
        assert response.status_code == 200, response.text
        return response.json()

    def search_calls(self) -> int:
        """Calls made on the search path (metrics writes, which also reach the store, excluded)."""
        names = ("embed_query", "hybrid_search", "keyword_search", "text_search")
        return sum(backend.calls[name] for backend in (self.embedder, self.vectors, self.store) for name in names)


def make_rig(settings: Settings, local_embedder: Any) -> Iterator[Rig]:
    embedder = Switchable(KeepOpenEmbedder(local_embedder))
    holder: dict[str, Switchable] = {}

    async def services_factory(s: Settings):
        holder["vectors"] = Switchable(EdgeVectorIndex.open(s.vectors_dir, local_embedder.dimension))
        holder["store"] = Switchable(await SqliteStore.open(s.sqlite_path))
        return await build_services(s, embedder=embedder, vectors=holder["vectors"], store=holder["store"])

    with TestClient(create_app(settings, services_factory)) as client:
        yield Rig(client, embedder, holder["vectors"], holder["store"])


@pytest.fixture
def rig(tmp_path: Path, local_embedder: Any) -> Iterator[Rig]:
    settings = load_settings(
        _env_file=None,
        rag_data_dir=tmp_path / "data",
        rag_dependency_cooldown_ms=0,  # a failed dependency is tried again on the next request
        rag_dependency_timeout_ms=5000,
        circuit_breaker_threshold=2,
        circuit_breaker_timeout=400,
        rag_cache_size=0,
    )
    yield from make_rig(settings, local_embedder)


DOCUMENTS = {
    "mongo.md": "MongoDB connections should use retry logic with exponential backoff. Max retries: 5.",
    "selenium.md": "Selenium WebDriver timeout should be 30 seconds for page loads.",
    "firekirin.md": "FireKirin jackpot threshold is set at $500. Major jackpot at $250.",
}


def index_documents(rig: Rig) -> None:
    for source, content in DOCUMENTS.items():
        assert rig.index(content, source)["status"] == "indexed"


def test_each_level_of_the_chain(rig: Rig) -> None:
    index_documents(rig)
    primary = rig.search("mongodb retry backoff")
    assert (primary["fallbackLevel"], primary["fallback"]) == (1, False)
    assert primary["results"][0]["source"] == "mongo.md"

    rig.embedder.mode = "fail"  # level 2 from Qdrant's BM25: the store is not asked
    store_searches = rig.store.calls["text_search"]
    assert rig.search("mongodb retry backoff")["fallbackLevel"] == 1  # its vector is in the LRU already
    keyword = rig.search("mongodb retry logic with backoff")
    assert (keyword["fallbackLevel"], keyword["fallback"]) == (2, True)
    assert keyword["results"][0]["source"] == "mongo.md"
    assert rig.store.calls["text_search"] == store_searches

    rig.embedder.mode = None
    rig.vectors.mode = "fail"  # level 2 from the store's text index
    from_store = rig.search("selenium timeout")
    assert from_store["fallbackLevel"] == 2
    assert from_store["results"][0]["source"] == "selenium.md"
    assert all(0.0 <= result["score"] <= 1.0 for result in from_store["results"])

    rig.store.mode = "fail"  # level 3: every level failed
    empty = rig.search("selenium timeout")
    assert (empty["fallbackLevel"], empty["results"], empty["circuitBreakerOpen"]) == (3, [], False)

    opened = rig.search("selenium timeout")  # the second failure in a row opens the circuit (threshold 2)
    assert (opened["fallbackLevel"], opened["circuitBreakerOpen"]) == (3, True)

    calls = rig.search_calls()
    short_circuited = rig.search("selenium timeout")
    assert (short_circuited["fallbackLevel"], short_circuited["circuitBreakerOpen"]) == (4, True)
    assert rig.search_calls() == calls  # level 4 asks nobody

    rig.vectors.mode = rig.store.mode = None
    time.sleep(0.45)  # CIRCUIT_BREAKER_TIMEOUT=400 ms: the next search is the half-open trial
    recovered = rig.search("selenium timeout")
    assert (recovered["fallbackLevel"], recovered["circuitBreakerOpen"]) == (1, False)


def test_filters_hold_at_every_level(rig: Rig) -> None:
    rig.index("FireKirin jackpot threshold is set at $500.", "fk.md", game="FireKirin", category="casino")
    rig.index("OrionStars jackpot threshold is set at $900.", "os.md", game="OrionStars", category="casino")
    for broken in (None, "embedder", "vectors"):
        if broken:
            getattr(rig, broken).mode = "fail"
        payload = rig.search("OrionStars jackpot threshold", game="FireKirin", limit=10)
        assert payload["results"], broken
        assert {result["source"] for result in payload["results"]} == {"fk.md"}, broken
        if broken:
            getattr(rig, broken).mode = None


def test_failed_metrics_writes_never_fail_a_search(rig: Rig) -> None:
    index_documents(rig)
    rig.store.mode = "fail"  # metrics writes go to the store too
    for _ in range(3):
        assert rig.search("mongodb retry")["fallbackLevel"] == 1


def test_pending_document_is_found_while_the_embedder_is_down_and_indexed_after(rig: Rig) -> None:
    index_documents(rig)
    rig.embedder.mode = "fail"
    acknowledged = rig.index("Zeppelin ballast must be vented slowly above 3000 feet.", "zeppelin.md")
    assert (acknowledged["success"], acknowledged["status"]) == (True, "pending")
    assert rig.client.get("/health").json()["pendingDocuments"] == 1
    assert rig.client.get("/tools/rag_context_stats").json()["pendingDocuments"] == 1

    found = rig.search("zeppelin ballast venting")
    assert found["fallbackLevel"] == 2
    assert found["results"][0]["source"] == "zeppelin.md"

    rig.embedder.mode = None
    services = rig.client.app.state.services
    reconciled = rig.client.portal.call(services.indexing.reconcile_pending)
    assert reconciled == 1
    assert rig.client.get("/health").json()["pendingDocuments"] == 0
    assert rig.client.post("/tools/rag_context_stats", json={}).json()["pendingDocuments"] == 0
    primary = rig.search("zeppelin ballast venting")
    assert primary["fallbackLevel"] == 1
    assert primary["results"][0]["source"] == "zeppelin.md"
    assert [r["source"] for r in primary["results"]].count("zeppelin.md") == 1


def test_a_stalled_dependency_is_skipped_after_it_timed_out(tmp_path: Path, local_embedder: Any) -> None:
    settings = load_settings(
        _env_file=None,
        rag_data_dir=tmp_path / "data",
        rag_dependency_timeout_ms=200,
        rag_dependency_cooldown_ms=60_000,
        rag_cache_size=0,
    )
    for rig in make_rig(settings, local_embedder):
        index_documents(rig)
        rig.embedder.mode = "hang"
        calls = rig.embedder.calls["embed_query"]
        first = rig.search("selenium timeout")  # waits out the timeout once
        assert first["fallbackLevel"] == 2
        assert rig.embedder.calls["embed_query"] == calls + 1
        for _ in range(5):  # then the embedder is skipped: no call, no wait
            assert rig.search("selenium timeout")["fallbackLevel"] == 2
        assert rig.embedder.calls["embed_query"] == calls + 1
        health = rig.client.get("/health").json()
        assert health["healthy"] is False
        assert health["lmStudioStatus"] == "unavailable"


def test_health_is_200_and_names_the_broken_component(rig: Rig) -> None:
    rig.vectors.mode = "fail"
    response = rig.client.get("/health")
    assert response.status_code == 200
    health = response.json()
    assert (health["healthy"], health["qdrantStatus"], health["lmStudioStatus"], health["mongoStatus"]) == (
        False,
        "unavailable",
        "healthy",
        "healthy",
    )


def test_liveness_and_readiness_answer_while_a_dependency_is_down(rig: Rig) -> None:
    rig.vectors.mode = rig.store.mode = "fail"
    assert rig.client.get("/health/live").json() == {"status": "alive"}
    ready = rig.client.get("/health/ready")
    assert ready.status_code == 200 and ready.json()["ready"] is True


def test_every_dependency_hanging_level_4_asks_nothing_and_health_answers_within_a_second(tmp_path: Path, local_embedder: Any) -> None:
    """Degraded means fast: with the store hanging too, an open circuit answers without reading the
    store's content version (the result cache's key), /health within a second however long the
    dependency timeout, and an index request gets its 503 within the dependency timeout. The
    timeout is long (8 s) so that a loaded machine's slow answer (2.9 s seen in CI) still tells
    a probe's bound (0.5 s) from the dependency timeout."""
    settings = load_settings(
        _env_file=None,
        rag_data_dir=tmp_path / "data",
        rag_dependency_timeout_ms=8000,
        rag_dependency_cooldown_ms=50,  # the store's breaker half-opens between two searches
        rag_cache_version_check_ms=0,  # every search would read the content version
        circuit_breaker_threshold=1,
        circuit_breaker_timeout=600_000,
    )
    for rig in make_rig(settings, local_embedder):
        index_documents(rig)
        for backend in (rig.embedder, rig.vectors, rig.store):
            backend.mode = "fail"
        assert rig.search("selenium timeout")["fallbackLevel"] == 3  # the chain fails once: open
        for backend in (rig.embedder, rig.vectors, rig.store):
            backend.mode = "hang"
        calls = rig.search_calls(), rig.store.calls["content_version"]
        for number in range(5):
            time.sleep(0.06)
            payload = rig.search(f"selenium timeout {number}")
            assert (payload["fallbackLevel"], payload["circuitBreakerOpen"]) == (4, True), payload
        assert (rig.search_calls(), rig.store.calls["content_version"]) == calls, rig.store.calls  # nothing asked

        started = time.perf_counter()
        health = rig.client.get("/health").json()
        assert time.perf_counter() - started < 4.0, "health waited out the 8 s dependency timeout"
        assert (health["qdrantStatus"], health["lmStudioStatus"], health["mongoStatus"]) == ("unavailable",) * 3

        started = time.perf_counter()
        body = {"content": "Written while everything hangs.", "contentType": "documentation", "sessionId": "levels", "source": "hang.md"}
        response = rig.client.post("/tools/rag_context_index", json=body)
        assert response.status_code == 503 and response.json()["dependency"] == "store", response.text
        assert time.perf_counter() - started < 8.0 + 4.0
