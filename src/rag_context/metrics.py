"""Prometheus metrics, at the edge: one registry per app (never the process-global default registry,
so that tests can build many apps), fed by the HTTP layer and read at scrape time from the live
state the domain already exposes. The domain (core/) knows nothing of Prometheus.

Fed by events (the edge calls these):
  rag_http_request_duration_seconds{method,route,status}  PrometheusMiddleware (route = the template)
  rag_searches_total{fallback_level}, rag_search_cache_{hits,misses}_total,
  rag_embedding_duration_seconds, rag_vector_search_duration_seconds      observe_search(outcome)
  rag_index_requests_total{status}, rag_chunks_indexed_total               observe_index(outcome)

Read at scrape (LiveStateCollector, from `Services`):
  rag_breaker_state{dependency}  0 closed, 1 half-open, 2 open
  rag_documents_indexed, rag_documents_pending, rag_documents_failed, rag_metrics_queue_depth,
  rag_metrics_queue_dropped_total, rag_metrics_write_failures_total,
  rag_dependency_failures_total{dependency,operation}  (a search's, an index request's, a 503's)
  rag_backups_total{result}, rag_backup_write_pause_seconds (the last backup's),
  rag_optimizations_total{result}  (the embedded index only: succeeded, failed, deferred, abandoned)
  rag_embedding_cache_hits_total (texts whose vector came from the embedding cache),
  rag_embedding_cache_misses_total (texts the model embedded), rag_embedding_cache_entries
"""

from __future__ import annotations

import time
from collections.abc import Callable, Iterable
from typing import TYPE_CHECKING, Any

from prometheus_client import (
    CONTENT_TYPE_LATEST,
    CollectorRegistry,
    Counter,
    Histogram,
    generate_latest,
)
from prometheus_client.core import CounterMetricFamily, GaugeMetricFamily, Metric
from prometheus_client.registry import Collector
from starlette.requests import Request
from starlette.responses import Response
from starlette.routing import Match

from rag_context.core.breaker import BreakerState

if TYPE_CHECKING:
    from rag_context.core.indexing import IndexOutcome
    from rag_context.core.search import SearchOutcome
    from rag_context.services import Services

PREFIX = "rag_"
UNMATCHED_ROUTE = "<unmatched>"  # a path no route knows (404): one label value, whatever the path

BREAKER_VALUES = {BreakerState.CLOSED: 0, BreakerState.HALF_OPEN: 1, BreakerState.OPEN: 2}
BREAKER_DEPENDENCIES = ("chain", "embedder", "vectors", "store")

# Whole requests: from a cached answer (well under a millisecond) to the spec's timeouts.
HTTP_BUCKETS = (0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5, 5.0, 10.0)
# One dependency call: a local embedding or an in-process vector search is a few milliseconds.
DEPENDENCY_BUCKETS = (0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5, 5.0)

ServicesSource = Callable[[], "Services | None"]


class LiveStateCollector(Collector):
    """Reads the breakers, the document counter and the metrics recorder when Prometheus scrapes:
    nothing to keep in step, no hook in the domain. Before the services are built it yields nothing."""

    def __init__(self, services: ServicesSource) -> None:
        self._services = services

    def describe(self) -> Iterable[Metric]:
        return list(self._families())

    def collect(self) -> Iterable[Metric]:
        services = self._services()
        if services is None:
            return []
        breaker, indexed, pending, failed, depth, dropped, failures, backups, backup_pause, dependency_failures, optimizations = (
            self._families()
        )
        for dependency in BREAKER_DEPENDENCIES:
            breaker.add_metric([dependency], BREAKER_VALUES[getattr(services.breakers, dependency).state])
        indexed.add_metric([], services.counter.value)
        pending.add_metric([], services.counter.pending)
        failed.add_metric([], services.counter.failed)
        depth.add_metric([], services.recorder.queued)
        dropped.add_metric([], services.recorder.dropped)
        failures.add_metric([], services.recorder.failed)
        for result in ("ok", "failed"):
            backups.add_metric([result], services.backups.results[result])
        pause = services.backups.last_write_pause_s
        backup_pause.add_metric([], float("nan") if pause is None else pause)  # NaN: no backup yet
        for (dependency, operation), count in sorted(services.recorder.dependency_failures.items()):
            dependency_failures.add_metric([dependency, operation], count)
        families = [breaker, indexed, pending, failed, depth, dropped, failures, backups, backup_pause, dependency_failures]
        if services.embedding_cache is not None:
            families += self._embedding_cache(services.embedding_cache)
        optimizer = services.optimizer_state()
        if optimizer is not None:
            for result, count in optimizer["counts"].items():
                optimizations.add_metric([result], count)
            families.append(optimizations)
        return families

    @staticmethod
    def _embedding_cache(cache: Any) -> list[Metric]:
        """Indexing's texts, every way they came in (HTTP, MCP, the reconciler): from the cache or embedded."""
        hits = CounterMetricFamily("rag_embedding_cache_hits", "Texts to index whose vector came from the embedding cache.")
        misses = CounterMetricFamily("rag_embedding_cache_misses", "Texts to index that the model embedded (not in the embedding cache).")
        entries = GaugeMetricFamily("rag_embedding_cache_entries", "Vectors the embedding cache holds (0 when it is off).")
        hits.add_metric([], cache.counts.hits)
        misses.add_metric([], cache.counts.misses)
        entries.add_metric([], cache.cache.entries if cache.cache is not None else 0)
        return [hits, misses, entries]

    @staticmethod
    def _families() -> tuple[Metric, ...]:
        return (
            GaugeMetricFamily(
                "rag_breaker_state",
                "Circuit breaker state per dependency: 0 closed, 1 half-open, 2 open.",
                labels=["dependency"],
            ),
            GaugeMetricFamily("rag_documents_indexed", "Documents in the context store (indexed or pending)."),
            GaugeMetricFamily("rag_documents_pending", "Documents stored whose vectors are still to be written."),
            GaugeMetricFamily("rag_documents_failed", "Documents stored that the embedder refused (kept with the reason)."),
            GaugeMetricFamily("rag_metrics_queue_depth", "Search metrics records waiting to be written to the store."),
            CounterMetricFamily(
                "rag_metrics_queue_dropped", "Search metrics records dropped because the queue was full."
            ),
            CounterMetricFamily(
                "rag_metrics_write_failures", "Search metrics records the store failed to write."
            ),
            CounterMetricFamily("rag_backups", "Backups taken by this process (on request or scheduled), by result.", labels=["result"]),
            GaugeMetricFamily(
                "rag_backup_write_pause_seconds", "How long the last backup held writes (searches are never held)."
            ),
            CounterMetricFamily(
                "rag_dependency_failures",
                "Failures of a dependency by operation (search, index, ...): each also an error record (errorsByDependency).",
                labels=["dependency", "operation"],
            ),
            CounterMetricFamily(
                "rag_optimizations",
                "Optimizations of the embedded vector index by result: succeeded, failed, deferred "
                "(not enough memory or disk), abandoned (too many writes meanwhile, or the service closed).",
                labels=["result"],
            ),
        )


class ServiceMetrics:
    """The metrics of one app, in a registry of their own."""

    def __init__(self, services: ServicesSource | None = None) -> None:
        self.registry = CollectorRegistry()
        self.http_request_duration = Histogram(
            "rag_http_request_duration_seconds",
            "HTTP request duration, by method, route template and status.",
            ["method", "route", "status"],
            buckets=HTTP_BUCKETS,
            registry=self.registry,
        )
        self.searches = Counter(
            "rag_searches_total",
            "Searches answered, by fallback level (1 primary, 2 keyword, 3 empty, 4 circuit open).",
            ["fallback_level"],
            registry=self.registry,
        )
        self.cache_hits = Counter("rag_search_cache_hits_total", "Searches answered from the result cache.", registry=self.registry)
        self.cache_misses = Counter(
            "rag_search_cache_misses_total", "Searches not answered from the result cache.", registry=self.registry
        )
        self.embedding_duration = Histogram(
            "rag_embedding_duration_seconds",
            "Query embedding time, for searches that embedded.",
            buckets=DEPENDENCY_BUCKETS,
            registry=self.registry,
        )
        self.vector_search_duration = Histogram(
            "rag_vector_search_duration_seconds",
            "Vector index search time, for searches that asked the vector index.",
            buckets=DEPENDENCY_BUCKETS,
            registry=self.registry,
        )
        self.index_requests = Counter(
            "rag_index_requests_total",
            "Index requests that succeeded, by outcome (indexed, pending, unchanged).",
            ["status"],
            registry=self.registry,
        )
        self.chunks_indexed = Counter(
            "rag_chunks_indexed_total",
            "Chunks whose vectors an index request wrote (not unchanged ones; not those the reconciler writes later).",
            registry=self.registry,
        )
        self.graph_requests = Counter(
            "rag_code_graph_requests_total",
            "Code-graph tool calls (symbols, references, outline, repo_map), answered from the symbol table or degraded.",
            ["tool", "outcome"],
            registry=self.registry,
        )
        for tool in ("symbols", "references", "outline", "repo_map"):
            for outcome in ("answered", "degraded"):
                self.graph_requests.labels(tool=tool, outcome=outcome)
        for level in ("1", "2", "3", "4"):  # every level present from the start: rate() needs a zero
            self.searches.labels(fallback_level=level)
        for status in ("indexed", "pending", "unchanged"):
            self.index_requests.labels(status=status)
        if services is not None:
            self.registry.register(LiveStateCollector(services))

    def observe_request(self, method: str, route: str, status: int, seconds: float) -> None:
        self.http_request_duration.labels(method=method, route=route, status=str(status)).observe(seconds)

    def observe_search(self, outcome: SearchOutcome) -> None:
        self.searches.labels(fallback_level=str(int(outcome.level))).inc()
        (self.cache_hits if outcome.cache_hit else self.cache_misses).inc()
        if outcome.embedding_ms is not None:
            self.embedding_duration.observe(outcome.embedding_ms / 1000)
        if outcome.vector_ms is not None:
            self.vector_search_duration.observe(outcome.vector_ms / 1000)

    def observe_index(self, outcome: IndexOutcome) -> None:
        status = "unchanged" if outcome.unchanged else outcome.status.value
        self.index_requests.labels(status=status).inc()
        if status == "indexed":
            self.chunks_indexed.inc(len(outcome.vector_ids))

    def observe_graph(self, tool: str, degraded: bool) -> None:
        self.graph_requests.labels(tool=tool, outcome="degraded" if degraded else "answered").inc()

    def render(self) -> tuple[bytes, str]:
        return generate_latest(self.registry), CONTENT_TYPE_LATEST


def route_template(scope: dict[str, Any]) -> str:
    """The template of the route that took (or would take) the request, e.g. /tools/{name}: never
    the raw path, so the label's values are bounded by the app's routes. A request answered before
    routing (a 401 from a middleware, a CORS preflight) is matched against the routes here."""
    route = scope.get("route")
    if route is None:
        try:
            route = _match(getattr(getattr(scope.get("app"), "router", None), "routes", ()), scope, depth=0)
        except Exception:  # noqa: BLE001 - a label is never worth failing a request
            route = None
    template = getattr(route, "path", None)
    return template if isinstance(template, str) and template else UNMATCHED_ROUTE


def _match(routes: Iterable[Any], scope: dict[str, Any], depth: int) -> Any:
    """The route (a full match first, else the first partial one: a 405) for `scope`, descending into
    included routers (FastAPI keeps an included router as one entry whose own `path` is not a template)."""
    partial = None
    for candidate in routes:
        match, _ = candidate.matches(scope)
        if match is Match.NONE:
            continue
        if not isinstance(getattr(candidate, "path", None), str) and depth < 4:
            nested = getattr(candidate, "effective_candidates", None)
            inner = nested() if callable(nested) else getattr(candidate, "routes", ())
            candidate = _match(inner, scope, depth + 1)
            if candidate is None:
                continue
            match = Match.FULL if candidate.matches(scope)[0] is Match.FULL else Match.PARTIAL
        if match is Match.FULL:
            return candidate
        partial = partial or candidate
    return partial


class PrometheusMiddleware:
    """Pure ASGI: times each HTTP request and observes it by method, route template and status
    (500 when the app raised before starting a response)."""

    def __init__(self, app: Any, metrics: ServiceMetrics) -> None:
        self.app = app
        self.metrics = metrics

    async def __call__(self, scope: dict[str, Any], receive: Any, send: Any) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        started = time.perf_counter()
        status = 500

        async def send_with_status(message: dict[str, Any]) -> None:
            nonlocal status
            if message["type"] == "http.response.start":
                status = message["status"]
            await send(message)

        try:
            await self.app(scope, receive, send_with_status)
        finally:
            self.metrics.observe_request(
                scope.get("method", ""), route_template(scope), status, time.perf_counter() - started
            )


def metrics_of(request: Request) -> ServiceMetrics | None:
    return getattr(request.app.state, "metrics", None)


def record_search(request: Request, outcome: SearchOutcome) -> None:
    """The search route's one-line hook (a no-op on an app without metrics)."""
    if (metrics := metrics_of(request)) is not None:
        metrics.observe_search(outcome)


def record_index(request: Request, outcome: IndexOutcome) -> None:
    """The index route's one-line hook (a no-op on an app without metrics)."""
    if (metrics := metrics_of(request)) is not None:
        metrics.observe_index(outcome)


async def metrics_route(request: Request) -> Response:
    """GET /metrics: the Prometheus text exposition of this app's registry."""
    metrics: ServiceMetrics = request.app.state.metrics
    body, content_type = metrics.render()
    return Response(body, media_type=content_type)


def install_metrics(app: Any) -> ServiceMetrics:
    """The whole wiring in one call: a registry for `app`, the live-state collector reading
    `app.state.services` (set by the lifespan), the timing middleware and GET /metrics."""
    metrics = ServiceMetrics(lambda: getattr(app.state, "services", None))
    app.state.metrics = metrics
    app.add_middleware(PrometheusMiddleware, metrics=metrics)
    app.add_api_route("/metrics", metrics_route, methods=["GET"], include_in_schema=False)
    return metrics

