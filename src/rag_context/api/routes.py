"""The HTTP edge: translate requests to the domain and outcomes to the contract's camelCase JSON."""

from __future__ import annotations

from datetime import datetime, timezone
from typing import Any

import orjson
from fastapi import APIRouter, Query, Request
from pydantic import ValidationError
from fastapi.responses import Response

from rag_context import __version__
from rag_context.api.errors import error_response, validation_error
from rag_context.api.models import IndexBody, SearchBody, StatsBody, TimeRange
from rag_context.api.tools import TOOL_NAMES, TOOLS
from rag_context.core.ports import DependencyError
from rag_context.core.search import SearchOutcome
from rag_context.core.stats import Stats
from rag_context.metrics import record_index, record_search
from rag_context.services import Services

router = APIRouter()

_TOOLS_BODY = orjson.dumps({"tools": TOOLS})  # built once: the schemas never change at run time


def json_response(content: Any, status_code: int = 200) -> Response:
    return Response(orjson.dumps(content), status_code=status_code, media_type="application/json")


def iso_utc(moment: datetime) -> str:
    return moment.astimezone(timezone.utc).isoformat().replace("+00:00", "Z")


def services_of(request: Request) -> Services:
    return request.app.state.services


def search_payload(outcome: SearchOutcome) -> dict[str, Any]:
    return {
        "results": [
            {
                "content": hit.text,
                "score": round(hit.score, 6),
                "source": hit.source,
                "timestamp": iso_utc(hit.timestamp),
                "metadata": hit.metadata,
            }
            for hit in outcome.hits
        ],
        "latency": outcome.latency_ms,
        "fallback": outcome.fallback,
        "fallbackLevel": int(outcome.level),
        "circuitBreakerOpen": outcome.circuit_open,
        "totalIndexed": outcome.total_indexed,
        "cacheHit": outcome.cache_hit,
    }


def stats_payload(stats: Stats, complete: bool) -> dict[str, Any]:
    payload: dict[str, Any] = {
        "totalDocuments": stats.total_documents,
        "totalQueries": stats.total_queries,
        "avgLatency": stats.avg_latency,
        "p95Latency": stats.p95_latency,
        "p99Latency": stats.p99_latency,
        "cacheHitRate": stats.cache_hit_rate,
        "fallbackRate": stats.fallback_rate,
        "queriesByAgent": stats.queries_by_agent,
    }
    if not complete:
        payload["degraded"] = True
    return payload


@router.post("/tools/rag_context_search")
async def rag_context_search(body: SearchBody, request: Request) -> Response:
    outcome = await services_of(request).search.search(body.to_query())
    record_search(request, outcome)
    return json_response(search_payload(outcome))


@router.post("/tools/rag_context_index")
async def rag_context_index(body: IndexBody, request: Request) -> Response:
    try:
        outcome = await services_of(request).indexing.index(body.to_request())
    except DependencyError as error:
        # The store could not take the document: nothing was acknowledged, the client may retry.
        return error_response(503, "SERVICE_UNAVAILABLE", f"The context store is unavailable: {error}")
    record_index(request, outcome)
    return json_response(
        {
            "success": True,
            "chunksIndexed": len(outcome.vector_ids),
            "vectorIds": outcome.vector_ids,
            "latencyMs": outcome.latency_ms,
            "documentId": outcome.document_id,
            "status": outcome.status.value,
            "unchanged": outcome.unchanged,
        }
    )


async def _health(request: Request) -> Response:
    services = services_of(request)
    report = await services.health()
    return json_response(
        {
            "healthy": report.healthy,
            "qdrantStatus": report.vectors.value,
            "lmStudioStatus": report.embedder.value,
            "mongoStatus": report.store.value,
            "latency": report.latency_ms,
            "indexedDocuments": report.indexed_documents,
            "circuitBreakerOpen": report.circuit_open,
            "pendingDocuments": services.counter.pending,
            "backends": services.backend_names,
            "version": __version__,
        }
    )


@router.get("/health")
async def health(request: Request) -> Response:
    """200 even when a component is down: `healthy` says so (the C# client calls EnsureSuccessStatusCode)."""
    return await _health(request)


@router.get("/health/live")
async def liveness() -> Response:
    """The process answers: no dependency is asked (Kubernetes restarts a pod that fails this)."""
    return json_response({"status": "alive"})


@router.get("/health/ready")
async def readiness(request: Request) -> Response:
    """Ready once the backends are built. A dependency that is down does not make the service
    unready: it still answers, degraded, which is better than no endpoint at all."""
    services = getattr(request.app.state, "services", None)
    if services is None:
        return json_response({"ready": False}, status_code=503)
    return json_response({"ready": True, "pendingDocuments": services.counter.pending})


@router.get("/tools/rag_context_stats")
async def rag_context_stats(request: Request, timeRange: TimeRange = Query("24h")) -> Response:  # noqa: N803 - contract name
    stats, complete = await services_of(request).stats(timeRange)
    return json_response(stats_payload(stats, complete))


@router.get("/tools")
async def list_tools() -> Response:
    return Response(_TOOLS_BODY, media_type="application/json")


@router.post("/tools/{name}")
async def other_tool(name: str, request: Request) -> Response:
    """The spec's generic dispatcher: the health and stats tools by POST, anything else is 404
    (whatever the body: the name is checked before the body is read)."""
    if name == "rag_context_health":
        return await _health(request)
    if name == "rag_context_stats":
        raw = await request.body()
        try:
            parsed = StatsBody.model_validate_json(raw) if raw.strip() not in (b"", b"null") else StatsBody()
        except ValidationError as error:
            return validation_error(error)
        stats, complete = await services_of(request).stats(parsed.time_range or "24h")
        return json_response(stats_payload(stats, complete))
    if name in TOOL_NAMES:  # pragma: no cover - the dedicated routes above take these first
        return error_response(405, "METHOD_NOT_ALLOWED", f"Tool {name} is not called this way")
    return json_response({"error": f"Tool {name} not found"}, status_code=404)
