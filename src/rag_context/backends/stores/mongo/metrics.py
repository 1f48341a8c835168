"""R4G_M37R1C5 and `errors` records, and the aggregation pipelines of the stats answer."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from datetime import datetime, timezone
from typing import Any

from pymongo import (
    ASCENDING,
    DESCENDING,
)

from rag_context.backends.stores.mongo.records import _utc
from rag_context.core.models import (
    MetricsRecord,
    QueryObservation,
)
from rag_context.core.stats import QueryFilter, WindowAggregates

METRICS_QUERY_CHARS = 200  # unified spec §6: the stored query is cut to 200 characters

ERROR_QUERY_CHARS = 200


def metrics_record(record: MetricsRecord) -> dict[str, Any]:
    """One R4G_M37R1C5 record with exactly the field names of unified spec §6; unset fields omitted."""
    doc: dict[str, Any] = {
        "timestamp": _utc(record.timestamp),
        "query": str(record.query)[:METRICS_QUERY_CHARS],
        "resultsCount": int(record.results_count),
        "latencyMs": float(record.latency_ms),
    }
    if record.embedding_latency_ms is not None:
        doc["embeddingLatencyMs"] = float(record.embedding_latency_ms)
    if record.vector_latency_ms is not None:
        doc["vectorLatencyMs"] = float(record.vector_latency_ms)
    doc["fallback"] = bool(record.fallback)
    doc["fallbackLevel"] = int(record.fallback_level)
    doc["cacheHit"] = bool(record.cache_hit)
    doc["agent"] = str(record.agent)
    for key, value in (
        ("contentType", record.content_type),
        ("category", record.category),
        ("game", record.game),
        ("error", record.error),
    ):
        if value is not None:
            doc[key] = str(value)
    return doc


def _safe_key(key: Any) -> str:
    """A field name that MongoDB cannot take for an operator or a path."""
    text = str(key).replace("\x00", "")
    text = text.replace(".", "_")
    if text.startswith("$"):
        text = "_" + text[1:]
    return text or "_"


def _scalar(value: Any) -> Any:
    if value is None or isinstance(value, (bool, int, float, str)):
        return value
    return str(value)


def error_record(
    component: str,
    operation: str,
    error: str,
    context: Mapping[str, Any] | None = None,
    *,
    level: str = "error",
    stack: str | None = None,
    now: datetime | None = None,
) -> dict[str, Any]:
    """One `errors` record (technical spec §5.4). Context values are stored as scalars (anything else
    as its text) under sanitised keys; the query is cut as in the metrics."""
    ctx: dict[str, Any] = {}
    for key, value in (context or {}).items():
        if value is None:
            continue
        value = _scalar(value)
        if key == "query" and isinstance(value, str):
            value = value[:ERROR_QUERY_CHARS]
        ctx[_safe_key(key)] = value
    doc: dict[str, Any] = {
        "timestamp": _utc(now or datetime.now(timezone.utc)),
        "level": str(level),
        "component": str(component),
        "operation": str(operation),
        "error": str(error),
    }
    if stack is not None:
        doc["stack"] = str(stack)
    doc["context"] = ctx
    return doc


def observations_pipeline(since: datetime) -> list[dict[str, Any]]:
    """The records of the window (timestamp >= since, one instant whatever the zone), reduced to what
    the stats need."""
    return [
        {"$match": {"timestamp": {"$gte": _utc(since)}}},
        {"$project": {"_id": 0, "latencyMs": 1, "fallback": 1, "cacheHit": 1, "agent": 1}},
    ]


def observation_from_row(row: Mapping[str, Any]) -> QueryObservation:
    return QueryObservation(
        latency_ms=float(row.get("latencyMs", 0.0)),
        fallback=bool(row.get("fallback", False)),
        cache_hit=bool(row.get("cacheHit", False)),
        agent=str(row.get("agent", "unknown")),
    )


def window_match(since: datetime, queries: QueryFilter | None = None) -> dict[str, Any]:
    """The $match of the stats' records: the window, narrowed by `queries` (the fields a record has)."""
    if queries is None:
        return {"timestamp": {"$gte": _utc(since)}}
    window: dict[str, Any] = {"$gte": _utc(queries.window_start(since))}
    if queries.until is not None:
        window["$lt"] = _utc(queries.until)
    match: dict[str, Any] = {"timestamp": window}
    for field, values in (
        ("agent", queries.agents),
        ("contentType", queries.content_types),
        ("category", queries.categories),
        ("game", queries.games),
    ):
        if values:
            match[field] = {"$in": [str(value) for value in values]}
    return match


def stats_pipeline(since: datetime, queries: QueryFilter | None = None) -> list[dict[str, Any]]:
    """Count, latency sum, cache hits and fallbacks of the window, per agent, computed in the
    database (one group per agent: constant memory); the percentiles come from `percentile_pipeline`."""
    return [
        {"$match": window_match(since, queries)},
        {
            "$group": {
                "_id": "$agent",
                "queries": {"$sum": 1},
                "latencySum": {"$sum": "$latencyMs"},
                "cacheHits": {"$sum": {"$cond": [{"$eq": ["$cacheHit", True]}, 1, 0]}},
                "fallbacks": {"$sum": {"$cond": [{"$eq": ["$fallback", True]}, 1, 0]}},
            }
        },
        {"$sort": {"queries": DESCENDING, "_id": ASCENDING}},
    ]


def percentile_pipeline(since: datetime, slower: int, queries: QueryFilter | None = None) -> list[dict[str, Any]]:
    """The latency of the window with exactly `slower` latencies above it in sort order: the exact
    nearest-rank percentile when `slower` = count - rank. `$sort` followed by `$skip` and `$limit` is
    a top-k sort on the server: it holds `slower + 1` values (5 % of the window for a p95), not the
    window."""
    return [
        {"$match": window_match(since, queries)},
        {"$sort": {"latencyMs": DESCENDING}},
        {"$skip": int(slower)},
        {"$limit": 1},
        {"$project": {"_id": 0, "latencyMs": 1}},
    ]


def aggregates_from_groups(groups: Sequence[Mapping[str, Any]]) -> WindowAggregates:
    """The per-agent groups of `stats_pipeline` -> the window's aggregates (percentiles still 0)."""
    return WindowAggregates(
        total_queries=sum(int(row["queries"]) for row in groups),
        latency_sum=sum(float(row.get("latencySum") or 0.0) for row in groups),
        cache_hits=sum(int(row.get("cacheHits") or 0) for row in groups),
        fallbacks=sum(int(row.get("fallbacks") or 0) for row in groups),
        p95_latency=0.0,
        p99_latency=0.0,
        queries_by_agent={str(row["_id"]): int(row["queries"]) for row in groups},
    )


def metrics_row(record: Mapping[str, Any]) -> dict[str, Any]:
    """A stored metrics record as returned by `metrics_rows`: the spec's field names, `_id` as `id`."""
    row = {key: value for key, value in record.items() if key != "_id"}
    row["id"] = str(record.get("_id"))
    return row


def error_counts_pipeline(since: datetime) -> list[dict[str, Any]]:
    """Errors by dependency (`component`) since `since`: the stats' errorsByDependency."""
    return [{"$match": {"timestamp": {"$gte": _utc(since)}}}, {"$group": {"_id": "$component", "errors": {"$sum": 1}}}]
