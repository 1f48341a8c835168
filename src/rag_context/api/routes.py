"""The HTTP edge: translate requests to the domain and outcomes to the contract's camelCase JSON."""

from __future__ import annotations

from typing import Any

import orjson
from fastapi import APIRouter, Query, Request
from pydantic import ValidationError
from fastapi.responses import Response

from rag_context.api import tool_calls
from rag_context.api.errors import error_response, validation_error
from rag_context.api.models import IndexBody, SearchBody, StatsBody, TimeRange
from rag_context.api.tools import TOOL_NAMES, TOOLS
from rag_context.core.ports import DependencyError
from rag_context.metrics import metrics_of
from rag_context.services import Services

router = APIRouter()

_TOOLS_BODY = orjson.dumps({"tools": TOOLS})  # built once: the schemas never change at run time


def json_response(content: Any, status_code: int = 200) -> Response:
    return Response(orjson.dumps(content), status_code=status_code, media_type="application/json")


def services_of(request: Request) -> Services:
    return request.app.state.services


@router.post("/tools/rag_context_search")
async def rag_context_search(body: SearchBody, request: Request) -> Response:
    return json_response(await tool_calls.search(services_of(request), body, metrics_of(request)))


@router.post("/tools/rag_context_index")
async def rag_context_index(body: IndexBody, request: Request) -> Response:
    try:
        payload = await tool_calls.index(services_of(request), body, metrics_of(request))
    except DependencyError as error:
        # The store could not take the document: nothing was acknowledged, the client may retry.
        return error_response(503, "SERVICE_UNAVAILABLE", tool_calls.store_unavailable_message(error))
    return json_response(payload)


async def _health(request: Request) -> Response:
    return json_response(await tool_calls.health(services_of(request)))


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
    return json_response(await tool_calls.stats(services_of(request), timeRange))


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
        return json_response(await tool_calls.stats(services_of(request), parsed.time_range or "24h"))
    if name in TOOL_NAMES:  # pragma: no cover - the dedicated routes above take these first
        return error_response(405, "METHOD_NOT_ALLOWED", f"Tool {name} is not called this way")
    return json_response({"error": f"Tool {name} not found"}, status_code=404)
