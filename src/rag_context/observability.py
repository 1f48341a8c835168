"""Logging, configured once at the edge: structlog JSON lines, each carrying the request's
correlation id (taken from `X-Correlation-ID` when it is sane, made otherwise, and echoed back)."""

from __future__ import annotations

import logging
import re
import sys
import time
import uuid
from typing import Any

import orjson
import structlog

CORRELATION_HEADER = "x-correlation-id"
_SANE_CORRELATION_ID = re.compile(r"[A-Za-z0-9._:\-]{1,128}")
_LEVELS = {"debug": logging.DEBUG, "info": logging.INFO, "warn": logging.WARNING, "warning": logging.WARNING, "error": logging.ERROR}

log = structlog.get_logger("rag_context.http")


def configure_logging(level: str = "info", fmt: str = "json", stream: Any = None) -> None:
    """`stream` defaults to stdout; `rag-context mcp` passes stderr (stdout carries the protocol)."""
    renderer: Any = (
        structlog.processors.JSONRenderer(serializer=lambda obj, **_: orjson.dumps(obj, default=str).decode())
        if fmt == "json"
        else structlog.dev.ConsoleRenderer(colors=False)
    )
    structlog.configure(
        processors=[
            structlog.contextvars.merge_contextvars,
            structlog.processors.add_log_level,
            structlog.processors.TimeStamper(fmt="iso", utc=True),
            structlog.processors.format_exc_info,
            renderer,
        ],
        wrapper_class=structlog.make_filtering_bound_logger(_LEVELS[level]),
        logger_factory=structlog.PrintLoggerFactory(stream or sys.stdout),
        cache_logger_on_first_use=True,
    )


def correlation_id_from(headers: list[tuple[bytes, bytes]]) -> str:
    for name, value in headers:
        if name == CORRELATION_HEADER.encode():
            candidate = value.decode("latin-1")
            if _SANE_CORRELATION_ID.fullmatch(candidate):
                return candidate
            break
    return uuid.uuid4().hex


class CorrelationIdMiddleware:
    """Pure ASGI (no per-request task or body buffering): binds the id for every log line of the
    request, echoes it in the response header and writes one access line."""

    def __init__(self, app: Any) -> None:
        self.app = app

    async def __call__(self, scope: dict[str, Any], receive: Any, send: Any) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        correlation_id = correlation_id_from(scope.get("headers", []))
        structlog.contextvars.bind_contextvars(correlation_id=correlation_id)
        started = time.perf_counter()
        status = 500

        async def send_with_header(message: dict[str, Any]) -> None:
            nonlocal status
            if message["type"] == "http.response.start":
                status = message["status"]
                message["headers"] = [*message.get("headers", []), (CORRELATION_HEADER.encode(), correlation_id.encode())]
            await send(message)

        try:
            await self.app(scope, receive, send_with_header)
        finally:
            log.info(
                "request",
                method=scope.get("method"),
                path=scope.get("path"),
                status=status,
                duration_ms=round((time.perf_counter() - started) * 1000, 3),
            )
            structlog.contextvars.clear_contextvars()
