"""Error mapping: invalid input is a 400 with field-level details (not FastAPI's 422), every error
body is JSON with an `error` message and a `code`."""

from __future__ import annotations

from typing import Any

import orjson
import structlog
from fastapi import FastAPI, Request
from fastapi.exceptions import RequestValidationError
from fastapi.responses import Response
from pydantic import ValidationError
from starlette.exceptions import HTTPException as StarletteHTTPException

from rag_context.core.filters import FilterError
from rag_context.core.memory.currency import InvalidMemory

log = structlog.get_logger(__name__)

_HTTP_CODES = {404: "NOT_FOUND", 405: "METHOD_NOT_ALLOWED", 413: "PAYLOAD_TOO_LARGE"}


# The spec's global error handler answers a 500 as a search that fell through to the empty level:
# the C# client reads `fallback` and `fallbackLevel` from it as from any answer.
INTERNAL_ERROR_FALLBACK = {"fallback": True, "fallbackLevel": 3}


def error_response(
    status: int, code: str, message: str, details: list[dict[str, Any]] | None = None, extra: dict[str, Any] | None = None
) -> Response:
    body: dict[str, Any] = {"error": message, "code": code}
    if details is not None:
        body["details"] = details
    if extra:
        body.update(extra)
    return Response(orjson.dumps(body), status_code=status, media_type="application/json")


def _field_details(errors: list[dict[str, Any]]) -> list[dict[str, Any]]:
    details = []
    for item in errors:
        # A JSON syntax error is located by character offset, which names no field.
        location = [] if item.get("type") == "json_invalid" else [str(part) for part in item.get("loc", ())]
        if location and location[0] in ("body", "query", "path"):
            location = location[1:]  # where FastAPI found it, not part of the field's name
        details.append({"field": ".".join(location) or "body", "message": item.get("msg", "invalid"), "type": item.get("type")})
    return details


def invalid_input_body(error: Exception, *, arguments: bool = False) -> dict[str, Any]:
    """The 400 body for a validation error: the HTTP edge answers it, the MCP edge returns it as a
    tool error. `arguments`: the error comes from validating a model on its own (MCP arguments),
    whose locations start at the field, not at where FastAPI found it."""
    errors = list(error.errors()) if isinstance(error, (RequestValidationError, ValidationError)) else []
    if arguments:
        errors = [{**item, "loc": ("body", *item.get("loc", ()))} for item in errors]
    details = _field_details(errors)
    summary = "; ".join(f"{d['field']}: {d['message']}" for d in details) or "Invalid request"
    return {"error": f"Invalid input: {summary}", "code": "INVALID_INPUT", "details": details}


def filter_error_body(error: FilterError) -> dict[str, Any]:
    """The 400 body (HTTP) or tool error (MCP) for a filter a backend could not apply: the request's
    own failure (logged with its correlation id), never a dependency's."""
    log.warning("request.filter_not_applied", error=str(error))
    message = "the filter could not be applied; narrow it (a source pattern that matches fewer sources, or a simpler one)"
    return {
        "error": f"Invalid input: filter: {message}",
        "code": "INVALID_INPUT",
        "details": [{"field": "filter", "message": message, "type": "filter_not_applied"}],
    }
def invalid_memory_body(error: InvalidMemory) -> dict[str, Any]:
    """The 400 body for a supersession the store refused (issue 32): unknown documents, a cycle;
    `documentIds` names the documents at fault."""
    body: dict[str, Any] = {
        "error": f"Invalid input: {error.field}: {error}",
        "code": "INVALID_INPUT",
        "details": [{"field": error.field, "message": str(error), "type": "value_error"}],
    }
    if error.document_ids:
        body["documentIds"] = list(error.document_ids)
    return body


def invalid_memory(error: InvalidMemory) -> Response:
    body = invalid_memory_body(error)
    return error_response(400, body["code"], body["error"], body["details"], {"documentIds": body["documentIds"]} if "documentIds" in body else None)


def validation_error(error: Exception) -> Response:
    body = invalid_input_body(error)
    return error_response(400, body["code"], body["error"], body["details"])


def install_error_handlers(app: FastAPI) -> None:
    @app.exception_handler(RequestValidationError)
    async def _invalid(_: Request, error: RequestValidationError) -> Response:
        return validation_error(error)

    @app.exception_handler(FilterError)
    async def _filter(_: Request, error: FilterError) -> Response:
        body = filter_error_body(error)
        return error_response(400, body["code"], body["error"], body["details"])

    @app.exception_handler(StarletteHTTPException)
    async def _http(_: Request, error: StarletteHTTPException) -> Response:
        if error.status_code == 400:
            # FastAPI's own 400: a body it could not decode (bytes that are not UTF-8). Invalid
            # input like any other, in the same shape, naming the body.
            detail = str(error.detail)
            return error_response(400, "INVALID_INPUT", f"Invalid input: body: {detail}", [{"field": "body", "message": detail, "type": "body_invalid"}])
        code = _HTTP_CODES.get(error.status_code, "HTTP_ERROR")
        return error_response(error.status_code, code, str(error.detail))

    @app.exception_handler(Exception)
    async def _unexpected(_: Request, error: Exception) -> Response:
        log.exception("request.unexpected_error", error=str(error))
        # The exception's text may name hosts or data: it goes to the log, not to the client.
        return error_response(500, "INTERNAL_ERROR", "Internal error", extra=INTERNAL_ERROR_FALLBACK)
