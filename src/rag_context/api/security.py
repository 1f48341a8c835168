"""Access control at the edge, as pure ASGI middleware (no BaseHTTPMiddleware, no body buffering):
the Host header checked on every route (DNS rebinding), an API key on every endpoint but the
probes, a cap on the request body, CORS closed unless origins are configured, and no write from
another site's page (cross-site request forgery).

Order (Starlette runs the LAST added middleware FIRST), outermost to innermost:
CorrelationIdMiddleware -> HostCheckMiddleware -> CORSMiddleware -> ApiKeyMiddleware -> BodyLimitMiddleware
-> SameSiteWriteMiddleware -> the app.
A request for a name the service does not answer is refused before anything else looks at it;
CORS answers preflights before the key is asked for (and its headers let an allowed page read a
refusal); the key is checked before any byte of the body is read; the body limit counts the bytes
as the app reads them; a write from a foreign page, or not in JSON, is refused with or without a
key, before any route sees it.
"""

from __future__ import annotations

import hmac
from collections.abc import Iterable
from typing import Any
from urllib.parse import urlsplit

import structlog
from fastapi import FastAPI
from starlette.middleware.cors import CORSMiddleware

from rag_context.api.errors import error_response
from rag_context.config import LOOPBACK_HOST_NAMES, AllowedHosts, Settings, split_host

log = structlog.get_logger(__name__)

Scope = dict[str, Any]
Message = dict[str, Any]

UNAUTHORIZED_MESSAGE = "Missing or invalid API key"
MISDIRECTED_MESSAGE = "This service does not answer for the host this request names (RAG_ALLOWED_HOSTS)"
# The probes answer without the key (Kubernetes probes carry no credentials); they tell nothing
# but "up" and "ready". /health, with its component details, keeps the key.
PROBE_ROUTES = frozenset({("GET", "/health/live"), ("GET", "/health/ready")})
METRICS_ROUTE = ("GET", "/metrics")

FORBIDDEN_ORIGIN_MESSAGE = (
    "A request that changes state is taken only from this service's own pages and RAG_CORS_ORIGINS, "
    "not from a page of {origin}"
)
UNSUPPORTED_MEDIA_MESSAGE = "A request that changes state takes a JSON body (Content-Type: application/json), not {content_type}"
# Methods that change nothing: a browser page may send them anywhere, and cannot read the answer
# without CORS. Every other method is a write, whatever its route (search records a metric too).
SAFE_METHODS = frozenset({"GET", "HEAD", "OPTIONS"})
JSON_MEDIA_TYPE = "application/json"
_DEFAULT_PORTS = {"http": 80, "https": 443}

CORS_METHODS = ["GET", "POST", "OPTIONS"]
CORS_HEADERS = ["Content-Type", "X-API-Key", "Authorization", "X-Correlation-ID"]
CORS_EXPOSED_HEADERS = ["X-Correlation-ID"]


def _route_path(scope: Scope) -> str:
    """The path as the router sees it (without a root_path the server put in front)."""
    path: str = scope.get("path", "")
    root_path: str = scope.get("root_path", "")
    if root_path and path.startswith(root_path):
        return path[len(root_path) :] or "/"
    return path


def _presented_keys(headers: list[tuple[bytes, bytes]]) -> list[bytes]:
    """Every credential the request carries: `X-API-Key: <key>` and `Authorization: Bearer <key>`."""
    keys = []
    for name, value in headers:
        if name == b"x-api-key":
            keys.append(value.strip())
        elif name == b"authorization":
            scheme, _, token = value.strip().partition(b" ")
            if scheme.lower() == b"bearer" and token.strip():
                keys.append(token.strip())
    return keys


def _host_header(headers: list[tuple[bytes, bytes]]) -> str | None:
    for name, value in headers:
        if name == b"host":
            return value.decode("latin-1")
    return None


class HostCheckMiddleware:
    """DNS-rebinding protection on every route: a request whose Host header is not an allowed name
    (a page on attacker.example whose name now resolves to this machine) gets 421 Misdirected
    Request, before any route, CORS or the key sees it. `allowed` None: any Host (see
    Settings.http_allowed_hosts)."""

    def __init__(self, app: Any, allowed: AllowedHosts | None) -> None:
        self.app = app
        self.allowed = allowed

    async def __call__(self, scope: Scope, receive: Any, send: Any) -> None:
        kind = scope["type"]
        if self.allowed is None or kind not in ("http", "websocket"):
            await self.app(scope, receive, send)
            return
        host = _host_header(scope.get("headers", []))
        if self.allowed.allows(host):
            await self.app(scope, receive, send)
            return
        log.warning("request.host_refused", host=(host or "")[:100], path=_route_path(scope)[:200])
        if kind == "websocket":
            await send({"type": "websocket.close", "code": 1008})
            return
        await error_response(421, "MISDIRECTED_REQUEST", MISDIRECTED_MESSAGE)(scope, receive, send)


class ApiKeyMiddleware:
    """When a key is configured, every request but the probes (`GET /health/live`, `GET /health/ready`),
    `GET /metrics` when `metrics_public`, and CORS preflights (which carry no credentials by design)
    must present it; otherwise 401. The key is never logged or echoed."""

    def __init__(self, app: Any, api_key: str | None, metrics_public: bool = False) -> None:
        self.app = app
        self._key: bytes | None = api_key.encode("utf-8") if api_key else None
        self._public = PROBE_ROUTES | {METRICS_ROUTE} if metrics_public else PROBE_ROUTES

    def __repr__(self) -> str:  # never show the key, even in a debugger or a traceback
        return f"ApiKeyMiddleware(enabled={self._key is not None})"

    def _authorized(self, scope: Scope) -> bool:
        assert self._key is not None
        matched = False
        for presented in _presented_keys(scope.get("headers", [])):
            # Constant time for a key of the right length; every candidate is compared.
            matched |= hmac.compare_digest(presented, self._key)
        return matched

    async def __call__(self, scope: Scope, receive: Any, send: Any) -> None:
        kind = scope["type"]
        if self._key is None or kind not in ("http", "websocket"):
            await self.app(scope, receive, send)
            return
        method = scope.get("method", "GET")
        if kind == "http" and (method == "OPTIONS" or (method, _route_path(scope)) in self._public):
            await self.app(scope, receive, send)
            return
        if self._authorized(scope):
            await self.app(scope, receive, send)
            return
        if kind == "websocket":
            await send({"type": "websocket.close", "code": 1008})  # policy violation, before accept
            return
        response = error_response(401, "UNAUTHORIZED", UNAUTHORIZED_MESSAGE)
        response.headers["WWW-Authenticate"] = "Bearer"
        await response(scope, receive, send)


class RequestBodyTooLarge(Exception):
    """Raised by the wrapped `receive` once the body passes the limit: the app must stop reading."""


def _declared_length(headers: list[tuple[bytes, bytes]]) -> int | None:
    for name, value in headers:
        if name == b"content-length":
            try:
                return int(value)
            except ValueError:
                return None  # the server rejects a malformed length; counting still applies
    return None


def _only_body_too_large(error: BaseException) -> bool:
    if isinstance(error, RequestBodyTooLarge):
        return True
    if isinstance(error, BaseExceptionGroup):  # a body read inside a task group
        return all(_only_body_too_large(inner) for inner in error.exceptions)
    return False


class BodyLimitMiddleware:
    """413 for a request body over `max_bytes`: at once when `Content-Length` says so (the body is
    never read), else as soon as the bytes received pass the limit (chunked bodies are counted as
    they arrive, never buffered here)."""

    def __init__(self, app: Any, max_bytes: int) -> None:
        self.app = app
        self.max_bytes = max_bytes

    def _too_large(self) -> Any:
        return error_response(413, "PAYLOAD_TOO_LARGE", f"Request body too large (limit {self.max_bytes} bytes)")

    async def __call__(self, scope: Scope, receive: Any, send: Any) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        declared = _declared_length(scope.get("headers", []))
        if declared is not None and declared > self.max_bytes:
            await self._too_large()(scope, receive, send)
            return

        received = 0
        response_started = False  # by the app or by this middleware
        rejected = False  # this middleware sent the 413: whatever the app sends after is dropped

        async def receive_counted() -> Message:
            nonlocal received, response_started, rejected
            if rejected:
                raise RequestBodyTooLarge
            message = await receive()
            if message["type"] == "http.request":
                received += len(message.get("body", b""))
                if received > self.max_bytes:
                    if not response_started:
                        response_started = rejected = True
                        await self._too_large()(scope, receive, send)
                    raise RequestBodyTooLarge
            return message

        async def send_guarded(message: Message) -> None:
            nonlocal response_started
            if rejected:
                return  # the client has its 413; the app's own answer (say, its 400) goes nowhere
            if message["type"] == "http.response.start":
                response_started = True
            await send(message)

        try:
            await self.app(scope, receive_counted, send_guarded)
        except Exception as error:
            if not rejected:
                raise  # including a body cut after the app started its response: the server aborts it
            if not _only_body_too_large(error):
                log.warning("request.error_after_body_limit", error_type=type(error).__name__)


def _headers_named(headers: list[tuple[bytes, bytes]], name: bytes) -> list[str]:
    return [value.decode("latin-1") for key, value in headers if key == name]


def _has_body(headers: list[tuple[bytes, bytes]]) -> bool:
    """Whether the request carries a body: a Content-Length other than 0, or a chunked one."""
    if _headers_named(headers, b"transfer-encoding"):
        return True
    return any(length.strip() != "0" for length in _headers_named(headers, b"content-length"))


def _same_origin(origin: str, host: str | None) -> bool:
    """Whether `origin` is this service's own (a page it served, like /docs): the Host the request
    names, at the same port. The loopback names are one machine's names for itself, so a page of
    http://localhost:3000 writing to 127.0.0.1:3000 is the service's own page."""
    if not host:
        return False
    try:
        parts = urlsplit(origin)
        scheme = parts.scheme.lower()
        if scheme not in _DEFAULT_PORTS or not parts.netloc or parts.path or parts.query:
            return False
        origin_name, origin_port = split_host(parts.netloc)
    except ValueError:
        return False
    host_name, host_port = split_host(host)
    default = _DEFAULT_PORTS[scheme]
    if (origin_port or default) != (host_port or default):
        return False
    if origin_name in LOOPBACK_HOST_NAMES and host_name in LOOPBACK_HOST_NAMES:
        return True
    return origin_name == host_name


class SameSiteWriteMiddleware:
    """No state change from another site's page (cross-site request forgery): on every method but
    GET, HEAD and OPTIONS, a request whose `Origin` is present and neither this service's own nor
    one of `allowed_origins` (RAG_CORS_ORIGINS) gets 403, and one whose body is not JSON gets 415,
    whether or not a key is configured. A page can make a browser send a form or text/plain POST
    anywhere without asking (no CORS preflight), and an open loopback instance has no key to stop
    it; a JSON body from another origin needs a preflight, which CORS answers only for the allowed
    origins. Clients that are not browsers (curl, the C# client, the PowerShell script, the CLI)
    send no Origin, and JSON or no body at all: they pass. A write without a body (POST /backups)
    needs no Content-Type; browsers send an Origin with every such request."""

    def __init__(self, app: Any, allowed_origins: Iterable[str] = ()) -> None:
        self.app = app
        allowed = [origin.strip().rstrip("/").lower() for origin in allowed_origins]
        self._any_origin = "*" in allowed  # RAG_CORS_ORIGINS=* lets every page call the service: writes too
        self._allowed = frozenset(allowed)

    def _origin_allowed(self, origin: str, host: str | None) -> bool:
        normalized = origin.strip().rstrip("/").lower()
        return self._any_origin or normalized in self._allowed or _same_origin(normalized, host)

    async def __call__(self, scope: Scope, receive: Any, send: Any) -> None:
        if scope["type"] != "http" or scope.get("method", "GET") in SAFE_METHODS:
            await self.app(scope, receive, send)
            return
        headers = scope.get("headers", [])
        path = _route_path(scope)[:200]
        host = _host_header(headers)
        for origin in _headers_named(headers, b"origin"):
            if not self._origin_allowed(origin, host):
                log.warning("request.cross_site_refused", origin=origin[:200], path=path, method=scope.get("method"))
                message = FORBIDDEN_ORIGIN_MESSAGE.format(origin=origin[:200])
                await error_response(403, "FORBIDDEN_ORIGIN", message)(scope, receive, send)
                return
        content_types = _headers_named(headers, b"content-type")
        media_types = [value.split(";", 1)[0].strip().lower() for value in content_types]
        if any(media != JSON_MEDIA_TYPE for media in media_types) or (not media_types and _has_body(headers)):
            shown = content_types[0][:100] if content_types else "a body without a Content-Type"
            log.warning("request.media_type_refused", content_type=shown, path=path, method=scope.get("method"))
            message = UNSUPPORTED_MEDIA_MESSAGE.format(content_type=shown)
            await error_response(415, "UNSUPPORTED_MEDIA_TYPE", message)(scope, receive, send)
            return
        await self.app(scope, receive, send)


def configured_origins(origins: str) -> list[str]:
    """RAG_CORS_ORIGINS (comma-separated) as a list: the web pages' origins allowed to call the service."""
    return [origin.strip() for origin in origins.split(",") if origin.strip()]


def cors_middleware_options(origins: str) -> dict[str, Any] | None:
    """The keyword arguments of Starlette's CORSMiddleware for RAG_CORS_ORIGINS (comma-separated),
    or None when no origin is configured: CORS stays closed (no middleware at all)."""
    allowed = configured_origins(origins)
    if not allowed:
        return None
    return {
        "allow_origins": allowed,
        "allow_methods": list(CORS_METHODS),
        "allow_headers": list(CORS_HEADERS),
        "expose_headers": list(CORS_EXPOSED_HEADERS),
    }


def install_security(app: FastAPI, settings: Settings) -> None:
    """Add the five middlewares in order. Call it just BEFORE `app.add_middleware(CorrelationIdMiddleware)`
    so that the correlation id (added last, so run first) still wraps every answer, 401, 403, 413,
    415 and 421 included. Raises SettingsError for an address other machines reach with neither
    RAG_API_KEY nor RAG_ALLOWED_HOSTS."""
    allowed_hosts = settings.http_allowed_hosts()
    app.add_middleware(SameSiteWriteMiddleware, allowed_origins=configured_origins(settings.rag_cors_origins))  # innermost
    app.add_middleware(BodyLimitMiddleware, max_bytes=settings.rag_max_body_bytes)
    app.add_middleware(ApiKeyMiddleware, api_key=settings.rag_api_key, metrics_public=settings.rag_metrics_public)
    cors = cors_middleware_options(settings.rag_cors_origins)
    if cors is not None:
        app.add_middleware(CORSMiddleware, **cors)  # preflights need no key
    app.add_middleware(HostCheckMiddleware, allowed=allowed_hosts)  # outermost of the four
