"""The HTTP edge: translate requests to the domain and outcomes to the contract's camelCase JSON."""

from __future__ import annotations

from typing import Annotated, Any

import orjson
from fastapi import APIRouter, Body, Query, Request
from pydantic import ValidationError
from fastapi.responses import Response

from rag_context.api import openapi as oa
from rag_context.api import tool_calls
from rag_context.api.errors import error_response, invalid_memory, validation_error
from rag_context.api.models import IndexBody, SearchBody, StatsBody, TimeRange, filter_from_query
from rag_context.api.tools import TOOL_NAMES, TOOLS
from rag_context.core.memory.currency import InvalidMemory
from rag_context.core.ports import DependencyError
from rag_context.metrics import metrics_of
from rag_context.services import Services

router = APIRouter()

_TOOLS_BODY = orjson.dumps({"tools": TOOLS})  # built once: the schemas never change at run time


def json_response(content: Any, status_code: int = 200) -> Response:
    return Response(orjson.dumps(content), status_code=status_code, media_type="application/json")


def services_of(request: Request) -> Services:
    return request.app.state.services


@router.post("/tools/rag_context_search", summary="Search the indexed context", responses=oa.SEARCH_RESPONSES)
async def rag_context_search(body: Annotated[SearchBody, Body(openapi_examples=oa.SEARCH_EXAMPLES)], request: Request) -> Response:
    """Hybrid search (dense + BM25) over the indexed chunks, with the spec's fallback chain."""
    return json_response(await tool_calls.search(services_of(request), body, metrics_of(request)))


@router.post("/tools/rag_context_index", summary="Index a document", responses=oa.INDEX_RESPONSES)
async def rag_context_index(body: Annotated[IndexBody, Body(openapi_examples=oa.INDEX_EXAMPLES)], request: Request) -> Response:
    """Chunk, embed and store a document; the same sessionId and source replace the earlier version."""
    try:
        payload = await tool_calls.index(services_of(request), body, metrics_of(request))
    except InvalidMemory as error:  # nothing was stored: what it supersedes is unknown, or a cycle
        return invalid_memory(error)
    except DependencyError as error:
        # The store could not take the document: nothing was acknowledged, the client may retry.
        return json_response(tool_calls.unavailable(services_of(request), error, "index", tool_calls.INDEX_NOT_STORED), 503)
    return json_response(payload)


async def _health(request: Request) -> Response:
    return json_response(await tool_calls.health(services_of(request)))


@router.get("/health", summary="Health of the service and its dependencies", responses=oa.HEALTH_RESPONSES)
async def health(request: Request) -> Response:
    """200 even when a component is down: `healthy` says so (the C# client calls EnsureSuccessStatusCode)."""
    return await _health(request)


@router.get("/health/live", summary="Liveness", responses=oa.LIVENESS_RESPONSES)
async def liveness() -> Response:
    """The process answers: no dependency is asked (Kubernetes restarts a pod that fails this)."""
    return json_response({"status": "alive"})


@router.get("/health/ready", summary="Readiness", responses=oa.READINESS_RESPONSES)
async def readiness(request: Request) -> Response:
    """Ready once the backends are built. A dependency that is down does not make the service
    unready: it still answers, degraded, which is better than no endpoint at all. Public even with
    RAG_API_KEY (probes carry no key), so it says nothing but ready or not: /health has the details."""
    if getattr(request.app.state, "services", None) is None:
        return json_response({"ready": False}, status_code=503)
    return json_response({"ready": True})


@router.get("/tools/rag_context_stats", summary="Search statistics", responses=oa.STATS_RESPONSES, openapi_extra=oa.FILTER_QUERY)
async def rag_context_stats(
    request: Request, timeRange: TimeRange = Query("24h", description="The window: the last 1h, 24h, 7d or 30d")  # noqa: N803 - contract name
) -> Response:
    """Counts, latency percentiles, cache and fallback rates and queries per agent over the window.
    The filter language's fields as query parameters: totalDocuments counts the documents they
    match; the query figures are of the searches whose records match agents, contentTypes,
    categories, games, since and until."""
    try:
        spec = filter_from_query(request.query_params)
    except ValidationError as error:
        return validation_error(error)
    return json_response(await tool_calls.stats(services_of(request), timeRange, spec.resolve() if spec else None))


@router.get("/tools", summary="The tools and their input schemas", responses=oa.TOOLS_RESPONSES)
async def list_tools() -> Response:
    return Response(_TOOLS_BODY, media_type="application/json")


@router.post(
    "/tools/{name}",
    summary="Call a tool by name (health and stats)",
    responses=oa.DISPATCH_RESPONSES,
    openapi_extra=oa.DISPATCH_REQUEST,
)
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
        document_filter = parsed.filter.resolve() if parsed.filter is not None else None
        return json_response(await tool_calls.stats(services_of(request), parsed.time_range or "24h", document_filter))
    if name in TOOL_NAMES:  # pragma: no cover - the dedicated routes above take these first
        return error_response(405, "METHOD_NOT_ALLOWED", f"Tool {name} is not called this way")
    return json_response({"error": f"Tool {name} not found"}, status_code=404)
