"""Prometheus metrics (rag_context.metrics): one registry per app, the HTTP histogram labelled by route
template, the search and index counters fed by real outcomes, and the gauges read at scrape time
from the live services (breakers, document counter, metrics recorder).

The app is wired by composition (`install_metrics`), as create_app will do it. The search and index
hooks live in the route handlers, which cannot be wrapped from outside: those tests feed
ServiceMetrics with real SearchOutcome / IndexOutcome objects from the real services instead.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from fastapi import FastAPI
from fastapi.responses import JSONResponse
from fastapi.testclient import TestClient
from prometheus_client import REGISTRY
from prometheus_client.parser import text_string_to_metric_families

from rag_context.api.routes import router
from rag_context.config import load_settings
from rag_context.core.indexing import IndexOutcome
from rag_context.core.models import DocumentStatus, FallbackLevel, IndexRequest
from rag_context.core.search import SearchOutcome, SearchQuery
from rag_context.metrics import (
    UNMATCHED_ROUTE,
    ServiceMetrics,
    install_metrics,
    metrics_of,
    record_index,
    record_search,
)
from rag_context.services import Services

DURATION = "rag_http_request_duration_seconds"


def build_app(make_app: Any, **kwargs: Any) -> FastAPI:
    """create_app plus the proposed wiring, applied from outside until create_app does it itself."""
    app = make_app(**kwargs)
    if not hasattr(app.state, "metrics"):
        install_metrics(app)
    return app


@pytest.fixture
def metered(make_app: Any) -> Iterator[TestClient]:
    with TestClient(build_app(make_app)) as client:
        yield client


def metrics(client: TestClient) -> ServiceMetrics:
    return client.app.state.metrics


def services(client: TestClient) -> Services:
    return client.app.state.services


def value(client: TestClient, name: str, **labels: str) -> float:
    sample = metrics(client).registry.get_sample_value(name, labels)
    return 0.0 if sample is None else sample


def scrape(client: TestClient) -> dict[str, Any]:
    response = client.get("/metrics")
    assert response.status_code == 200
    assert response.headers["content-type"].startswith("text/plain; version=")
    return {family.name: family for family in text_string_to_metric_families(response.text)}


def index(client: TestClient, content: str, source: str) -> IndexOutcome:
    request = IndexRequest(content=content, content_type="documentation", session_id="prom", source=source)
    return client.portal.call(services(client).indexing.index, request)


def search(client: TestClient, text: str) -> SearchOutcome:
    return client.portal.call(services(client).search.search, SearchQuery(text))


def test_every_series_is_prefixed_and_the_exposition_parses(metered: TestClient) -> None:
    metered.get("/health/live")
    metered.post("/tools/no_such_tool", json={})
    families = scrape(metered)
    expected = {
        "rag_http_request_duration_seconds",
        "rag_searches",
        "rag_search_cache_hits",
        "rag_search_cache_misses",
        "rag_embedding_duration_seconds",
        "rag_vector_search_duration_seconds",
        "rag_index_requests",
        "rag_chunks_indexed",
        "rag_breaker_state",
        "rag_documents_indexed",
        "rag_documents_pending",
        "rag_metrics_queue_depth",
        "rag_metrics_queue_dropped",
        "rag_metrics_write_failures",
    }
    assert expected <= set(families)
    for family in families.values():
        assert family.name.startswith("rag_"), family.name
        for sample in family.samples:
            assert sample.name.startswith("rag_"), sample.name
    assert families["rag_searches"].type == "counter"
    assert families["rag_metrics_queue_dropped"].type == "counter"
    assert families["rag_breaker_state"].type == "gauge"
    assert families[DURATION].type == "histogram"


def test_the_route_label_is_the_template_never_the_raw_path(metered: TestClient) -> None:
    for name in ("alpha", "beta", "gamma"):
        assert metered.post(f"/tools/{name}", json={}).status_code == 404
    assert metered.get("/health/live").status_code == 200
    assert metered.get("/no/such/path/123").status_code == 404
    assert metered.get("/tools/rag_context_stats", params={"timeRange": "nonsense"}).status_code == 400

    assert value(metered, f"{DURATION}_count", method="POST", route="/tools/{name}", status="404") == 3
    assert value(metered, f"{DURATION}_count", method="GET", route="/health/live", status="200") == 1
    assert value(metered, f"{DURATION}_count", method="GET", route=UNMATCHED_ROUTE, status="404") == 1
    assert value(metered, f"{DURATION}_count", method="GET", route="/tools/rag_context_stats", status="400") == 1
    assert value(metered, f"{DURATION}_sum", method="GET", route="/health/live", status="200") > 0

    routes = {sample.labels["route"] for sample in scrape(metered)[DURATION].samples}
    assert routes <= {"/tools/{name}", "/health/live", UNMATCHED_ROUTE, "/tools/rag_context_stats", "/metrics"}


class RejectBeforeRouting:
    """A middleware that answers 401 before the router sees the request (as the API key check does)."""

    def __init__(self, app: Any) -> None:
        self.app = app

    async def __call__(self, scope: dict[str, Any], receive: Any, send: Any) -> None:
        if scope["type"] == "http" and scope["path"] != "/metrics":
            await JSONResponse({"error": "no"}, status_code=401)(scope, receive, send)
            return
        await self.app(scope, receive, send)


def test_a_request_answered_before_routing_still_gets_its_template() -> None:
    app = FastAPI()  # the service's routes, no services: every request is turned away before routing
    app.include_router(router)
    app.add_middleware(RejectBeforeRouting)  # added before the metrics: inside them, like the security middleware
    install_metrics(app)
    with TestClient(app) as client:
        client.post("/tools/whatever", json={})
        client.get("/tools/rag_context_stats")
        client.put("/tools/rag_context_stats")  # no PUT route: a partial match
        client.get("/nowhere/at/all")
        assert value(client, f"{DURATION}_count", method="POST", route="/tools/{name}", status="401") == 1
        assert value(client, f"{DURATION}_count", method="GET", route="/tools/rag_context_stats", status="401") == 1
        assert value(client, f"{DURATION}_count", method="PUT", route="/tools/rag_context_stats", status="401") == 1
        assert value(client, f"{DURATION}_count", method="GET", route=UNMATCHED_ROUTE, status="401") == 1


def test_a_request_that_raises_is_observed_as_500(make_app: Any) -> None:
    app = build_app(make_app)

    @app.get("/boom/{n}")
    async def boom(n: int) -> None:
        raise RuntimeError("boom")

    with TestClient(app, raise_server_exceptions=False) as client:
        assert client.get("/boom/1").status_code == 500
        assert value(client, f"{DURATION}_count", method="GET", route="/boom/{n}", status="500") == 1


def test_search_counters_and_histograms_follow_real_outcomes(metered: TestClient) -> None:
    index(metered, "Qdrant stores dense vectors and answers nearest neighbour queries.", "qdrant.md")
    observed = metrics(metered)

    primary = search(metered, "nearest neighbour vectors")
    assert primary.level is FallbackLevel.PRIMARY and not primary.cache_hit
    observed.observe_search(primary)
    assert value(metered, "rag_searches_total", fallback_level="1") == 1
    assert value(metered, "rag_search_cache_misses_total") == 1
    assert value(metered, "rag_embedding_duration_seconds_count") == 1
    assert value(metered, "rag_vector_search_duration_seconds_count") == 1
    assert value(metered, "rag_embedding_duration_seconds_sum") == pytest.approx(primary.embedding_ms / 1000)

    cached = search(metered, "nearest neighbour vectors")
    assert cached.cache_hit
    observed.observe_search(cached)
    assert value(metered, "rag_search_cache_hits_total") == 1
    assert value(metered, "rag_searches_total", fallback_level="1") == 2

    services(metered).breakers.embedder.record_failure()  # the embedder is skipped: keyword fallback
    keyword = search(metered, "Qdrant dense vectors")
    assert keyword.level is FallbackLevel.KEYWORD and keyword.embedding_ms is None
    observed.observe_search(keyword)
    assert value(metered, "rag_searches_total", fallback_level="2") == 1
    assert value(metered, "rag_searches_total", fallback_level="1") == 2
    assert value(metered, "rag_embedding_duration_seconds_count") == 1  # no embedding: nothing observed
    assert value(metered, "rag_search_cache_misses_total") == 2

    families = scrape(metered)
    levels = {s.labels["fallback_level"]: s.value for s in families["rag_searches"].samples if s.name == "rag_searches_total"}
    assert levels == {"1": 2.0, "2": 1.0, "3": 0.0, "4": 0.0}


def test_index_outcomes_are_counted_by_status(metered: TestClient) -> None:
    observed = metrics(metered)
    content = "A document long enough to be a chunk of its own. " * 3
    first = index(metered, content, "doc.md")
    assert first.status is DocumentStatus.INDEXED and not first.unchanged
    observed.observe_index(first)
    again = index(metered, content, "doc.md")
    assert again.unchanged
    observed.observe_index(again)
    observed.observe_index(IndexOutcome("other", ["v1", "v2"], DocumentStatus.PENDING, 3.0))

    assert value(metered, "rag_index_requests_total", status="indexed") == 1
    assert value(metered, "rag_index_requests_total", status="unchanged") == 1
    assert value(metered, "rag_index_requests_total", status="pending") == 1
    # Only the chunks whose vectors were written: not the unchanged ones, not the pending ones.
    assert value(metered, "rag_chunks_indexed_total") == len(first.vector_ids) > 0


def test_the_breaker_gauge_follows_a_breaker_forced_open(metered: TestClient) -> None:
    assert {d: value(metered, "rag_breaker_state", dependency=d) for d in ("chain", "embedder", "vectors", "store")} == {
        "chain": 0,
        "embedder": 0,
        "vectors": 0,
        "store": 0,
    }
    services(metered).breakers.vectors.record_failure()
    assert value(metered, "rag_breaker_state", dependency="vectors") == 2
    assert value(metered, "rag_breaker_state", dependency="store") == 0
    samples = {s.labels["dependency"]: s.value for s in scrape(metered)["rag_breaker_state"].samples}
    assert samples["vectors"] == 2
    services(metered).breakers.vectors.record_success()
    assert value(metered, "rag_breaker_state", dependency="vectors") == 0


def test_a_breaker_past_its_cooldown_reads_half_open(make_app: Any, tmp_path: Path) -> None:
    settings = load_settings(_env_file=None, rag_data_dir=tmp_path / "half", rag_dependency_cooldown_ms=0)
    with TestClient(build_app(make_app, custom_settings=settings)) as client:
        services(client).breakers.store.record_failure()
        assert value(client, "rag_breaker_state", dependency="store") == 1


def test_live_gauges_read_the_counter_and_the_recorder(metered: TestClient) -> None:
    index(metered, "Something to count in the store.", "count.md")
    live = services(metered)
    assert value(metered, "rag_documents_indexed") == live.counter.value == 1
    assert value(metered, "rag_documents_pending") == live.counter.pending == 0
    live.recorder.dropped, live.recorder.failed = 3, 7
    assert value(metered, "rag_metrics_queue_dropped_total") == 3
    assert value(metered, "rag_metrics_write_failures_total") == 7
    assert value(metered, "rag_metrics_queue_depth") == live.recorder.queued


def test_two_apps_have_independent_registries(make_app: Any, tmp_path: Path) -> None:
    other = load_settings(_env_file=None, rag_data_dir=tmp_path / "two")  # each app its own data
    with TestClient(build_app(make_app)) as one, TestClient(build_app(make_app, custom_settings=other)) as two:
        assert metrics(one).registry is not metrics(two).registry
        one.get("/health/live")
        metrics(one).observe_search(SearchOutcome([], FallbackLevel.EMPTY, False, 0, 1.0))
        chain = services(one).breakers.chain
        for _ in range(chain.threshold):
            chain.record_failure()

        assert value(one, "rag_searches_total", fallback_level="3") == 1
        assert value(two, "rag_searches_total", fallback_level="3") == 0
        assert value(one, f"{DURATION}_count", method="GET", route="/health/live", status="200") == 1
        assert value(two, f"{DURATION}_count", method="GET", route="/health/live", status="200") == 0
        assert value(one, "rag_breaker_state", dependency="chain") == 2
        assert value(two, "rag_breaker_state", dependency="chain") == 0
    # Nothing leaks into the process-wide default registry.
    assert not [m.name for m in REGISTRY.collect() if m.name.startswith("rag_")]


def test_before_the_services_exist_the_live_gauges_are_absent() -> None:
    metrics = ServiceMetrics(lambda: None)
    body, content_type = metrics.render()
    assert content_type.startswith("text/plain")
    names = {family.name for family in text_string_to_metric_families(body.decode())}
    assert "rag_searches" in names and "rag_breaker_state" not in names
    assert ServiceMetrics().registry.get_sample_value("rag_breaker_state", {"dependency": "chain"}) is None


def test_the_route_hooks_find_the_app_metrics_and_do_nothing_without(metered: TestClient, make_app: Any) -> None:
    class Req:
        app = metered.app

    class Bare:
        app = FastAPI()

    assert metrics_of(Req()) is metrics(metered)  # type: ignore[arg-type]
    outcome = SearchOutcome([], FallbackLevel.CIRCUIT_OPEN, True, 0, 1.0)
    record_search(Req(), outcome)  # type: ignore[arg-type]
    record_index(Req(), IndexOutcome("d", ["v"], DocumentStatus.INDEXED, 1.0))  # type: ignore[arg-type]
    assert value(metered, "rag_searches_total", fallback_level="4") == 1
    assert value(metered, "rag_chunks_indexed_total") == 1
    assert metrics_of(Bare()) is None  # type: ignore[arg-type]
    record_search(Bare(), outcome)  # type: ignore[arg-type]


def test_the_wired_routes_count_searches_and_indexes_over_http(make_app: Any) -> None:
    """Runs once create_app installs the metrics and the routes call record_search / record_index."""
    if not hasattr(make_app().state, "metrics"):
        pytest.skip("create_app does not wire the metrics yet (see rag_context.metrics.install_metrics)")
    with TestClient(make_app()) as client:
        body = {"content": "Prometheus scrapes the metrics endpoint.", "contentType": "documentation", "sessionId": "p", "source": "p.md"}
        indexed = client.post("/tools/rag_context_index", json=body).json()
        assert client.post("/tools/rag_context_index", json=body).json()["unchanged"]
        found = client.post("/tools/rag_context_search", json={"query": "scrapes metrics"}).json()
        families = scrape(client)
        assert value(client, "rag_index_requests_total", status="indexed") == 1
        assert value(client, "rag_index_requests_total", status="unchanged") == 1
        assert value(client, "rag_chunks_indexed_total") == indexed["chunksIndexed"]
        assert value(client, "rag_searches_total", fallback_level=str(found["fallbackLevel"])) == 1
        assert value(client, "rag_search_cache_misses_total") == 1
        assert value(client, f"{DURATION}_count", method="POST", route="/tools/rag_context_search", status="200") == 1
        assert "rag_breaker_state" in families


def test_a_text_indexed_again_under_another_session_comes_from_the_embedding_cache(make_app: Any) -> None:
    """The same file indexed by a second session (or returning to an earlier content) is not embedded
    again: rag_embedding_cache_hits_total counts its texts, misses_total does not move, and the
    stats say so too."""
    with TestClient(make_app()) as client:
        content = " ".join(f"Note {n}: the embedding cache keeps the vector of every text it embedded." for n in range(120))  # several chunks, all different
        body = {"content": content, "contentType": "documentation", "sessionId": "first", "source": "cache.md"}
        first = client.post("/tools/rag_context_index", json=body).json()
        chunks = first["chunksIndexed"]
        assert chunks >= 2
        assert (value(client, "rag_embedding_cache_hits_total"), value(client, "rag_embedding_cache_misses_total")) == (0, chunks)
        second = client.post("/tools/rag_context_index", json=body | {"sessionId": "second"}).json()
        assert second["status"] == "indexed" and second["chunksIndexed"] == chunks
        assert (value(client, "rag_embedding_cache_hits_total"), value(client, "rag_embedding_cache_misses_total")) == (chunks, chunks)
        assert value(client, "rag_embedding_cache_entries") == chunks
        families = scrape(client)
        assert {"rag_embedding_cache_hits", "rag_embedding_cache_misses"} <= set(families)  # exposed as ..._total counters
        stats = client.get("/tools/rag_context_stats").json()
        assert stats["embeddingCache"] == {"hits": chunks, "misses": chunks, "hitRate": 0.5, "entries": chunks, "maxEntries": 200_000}
        # Both sessions' documents are searchable: the cached vectors are the model's.
        found = client.post("/tools/rag_context_search", json={"query": "embedding cache vector", "limit": 10}).json()
        assert {hit["sessionId"] for hit in found["results"]} == {"first", "second"}
