"""Query parameters a GET does not take are invalid input, as unknown fields of the filter are in a
JSON body: `GET /documents?tagsany=x` (misspelt) listed every document, the misspelt filter
silently dropped. Every GET of the API answers 400 naming the parameter instead (with the name it
resembles, when one differs only in case); its parameters are those its OpenAPI operation lists
(its own, and the filter language's on the routes that read those themselves)."""

from __future__ import annotations

from typing import Any

from fastapi import FastAPI, Request
from fastapi.exceptions import RequestValidationError
from fastapi.routing import APIRoute

UNKNOWN_PARAMETER = "extra_forbidden"  # pydantic's type for an unknown field: the same as a JSON body's
MAX_REPORTED = 10  # a URL of 1,000 unknown parameters gets a bounded answer


def documented_query_parameters(app: FastAPI) -> dict[tuple[str, str], frozenset[str]]:
    """(path template, method) -> the query parameters its OpenAPI operation lists: its signature's,
    and those of its `openapi_extra` (the filter language on GET /documents and the stats). Read
    from the app's own document once, then kept on the app."""
    known: dict[tuple[str, str], frozenset[str]] | None = getattr(app.state, "documented_query_parameters", None)
    if known is None:
        paths: dict[str, Any] = app.openapi().get("paths", {})
        known = {
            (path, method.upper()): frozenset(
                parameter["name"] for parameter in operation.get("parameters", ()) if parameter.get("in") == "query"
            )
            for path, operations in paths.items()
            for method, operation in operations.items()
        }
        app.state.documented_query_parameters = known
    return known


def _unknown(name: str, known: frozenset[str]) -> str:
    resembling = [candidate for candidate in sorted(known) if candidate.lower() == name.lower()]
    if resembling:
        return f"Unknown query parameter (did you mean {resembling[0]}?)"
    return f"Unknown query parameter; this route takes: {', '.join(sorted(known)) or 'none'}"


async def refuse_unknown_query_parameters(request: Request) -> None:
    """An app-wide dependency: raises RequestValidationError (a 400 naming each unknown parameter)
    for a GET of a documented route given a query parameter its operation does not list."""
    route = request.scope.get("route")
    if request.method not in ("GET", "HEAD") or not isinstance(route, APIRoute) or not route.include_in_schema:
        return  # /metrics is not part of the contract (a Prometheus job may add parameters of its own)
    known = documented_query_parameters(request.app).get((route.path_format, "GET"), frozenset())
    unknown = [name for name in dict.fromkeys(request.query_params.keys()) if name not in known]
    if unknown:
        raise RequestValidationError(
            [
                {"type": UNKNOWN_PARAMETER, "loc": ("query", name[:100]), "msg": _unknown(name, known), "input": request.query_params[name][:100]}
                for name in unknown[:MAX_REPORTED]
            ]
        )
