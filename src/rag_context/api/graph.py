"""The code graph's tools over HTTP (issue 31): POST /tools/rag_context_symbols, _references, _outline
and _repo_map. Its own router, included by app.py before the tools router: these routes must match
before the generic `POST /tools/{name}` dispatcher does."""

from __future__ import annotations

from typing import Annotated

from fastapi import APIRouter, Body, Request
from fastapi.responses import Response

from rag_context.api import openapi as oa
from rag_context.api import tool_calls
from rag_context.api.errors import error_response
from rag_context.api.models import OutlineBody, ReferencesBody, RepoMapBody, SymbolsBody
from rag_context.api.routes import json_response, services_of
from rag_context.metrics import metrics_of

router = APIRouter()


@router.post("/tools/rag_context_symbols", summary="Definitions by name", responses=oa.SYMBOLS_RESPONSES)
async def rag_context_symbols(body: Annotated[SymbolsBody, Body(openapi_examples=oa.SYMBOLS_EXAMPLES)], request: Request) -> Response:
    """Where a name is defined: by name, part of a name or qualified path, best first, each with its
    kind, signature and citation. Degraded (the chunks' symbols) when the store is down."""
    return json_response(await tool_calls.symbols(services_of(request), body, metrics_of(request)))


@router.post("/tools/rag_context_references", summary="References to or from a definition", responses=oa.REFERENCES_RESPONSES)
async def rag_context_references(body: Annotated[ReferencesBody, Body(openapi_examples=oa.REFERENCES_EXAMPLES)], request: Request) -> Response:
    """incoming: who refers to the definition; outgoing: what it refers to. Each reference is
    resolved now, from where it is, and says how (exact, import, namespace, name)."""
    return json_response(await tool_calls.references(services_of(request), body, metrics_of(request)))


@router.post("/tools/rag_context_outline", summary="A file's definitions, nested", responses=oa.OUTLINE_RESPONSES)
async def rag_context_outline(body: OutlineBody, request: Request) -> Response:
    payload = await tool_calls.outline(services_of(request), body, metrics_of(request))
    if not payload["found"] and not payload.get("degraded"):
        return error_response(404, "NOT_FOUND", f"No definitions of source {body.source!r}: not indexed as code, or it declares nothing")
    return json_response(payload)


@router.post("/tools/rag_context_repo_map", summary="A map of the repository within a budget", responses=oa.REPO_MAP_RESPONSES)
async def rag_context_repo_map(body: RepoMapBody, request: Request) -> Response:
    """The most referenced definitions (PageRank over the definition and reference graph), leaning
    to what a search for `query` finds and the `sources` named, as file -> signatures, within maxTokens."""
    return json_response(await tool_calls.repo_map(services_of(request), body, metrics_of(request)))
