"""Access control through a real app: the Host check (DNS rebinding: 421 on every route for a name
not allowed, nothing changed), the API key (every endpoint but the probes), the body limit (413
before the body is read, or as soon as a chunked body passes the limit) and CORS (closed unless
origins are configured; preflights need no key)."""

from __future__ import annotations

import asyncio
import ipaddress
import json
from collections.abc import Iterator
from typing import Any

import pytest
from fastapi import FastAPI
from fastapi.testclient import TestClient
from structlog.testing import capture_logs

from rag_context.api.security import (
    ApiKeyMiddleware,
    BodyLimitMiddleware,
    HostCheckMiddleware,
    RequestBodyTooLarge,
    cors_middleware_options,
    install_security,
)
from rag_context.config import AllowedHosts, Settings
from rag_context.observability import CorrelationIdMiddleware

KEY = "s3cr3t-K3y-7f1c9a2e-never-echo"
SEARCH = "/tools/rag_context_search"
INDEX = "/tools/rag_context_index"
ORIGIN = "https://console.example.com"
SMALL_LIMIT = 2048


def secured_app(make_app: Any, settings: Settings) -> FastAPI:
    """create_app, then install_security exactly where app.py is told to call it: just before
    `app.add_middleware(CorrelationIdMiddleware)`. Once app.py does so itself, nothing is added."""
    app = make_app(settings)
    classes = [entry.cls for entry in app.user_middleware]
    if ApiKeyMiddleware in classes:  # app.py is wired
        return app
    app.user_middleware = [entry for entry in app.user_middleware if entry.cls is not CorrelationIdMiddleware]
    install_security(app, settings)
    app.add_middleware(CorrelationIdMiddleware)
    return app


@pytest.fixture
def open_client(make_app: Any, settings: Settings) -> Iterator[TestClient]:
    with TestClient(secured_app(make_app, settings)) as client:
        yield client


@pytest.fixture
def keyed_settings(settings: Settings) -> Settings:
    return settings.model_copy(update={"rag_api_key": KEY})


@pytest.fixture
def keyed_client(make_app: Any, keyed_settings: Settings) -> Iterator[TestClient]:
    with TestClient(secured_app(make_app, keyed_settings)) as client:
        yield client


@pytest.fixture
def small_client(make_app: Any, settings: Settings) -> Iterator[TestClient]:
    with TestClient(secured_app(make_app, settings.model_copy(update={"rag_max_body_bytes": SMALL_LIMIT}))) as client:
        yield client


def index_body(content: str, session: str = "sec-session") -> dict[str, Any]:
    return {"content": content, "contentType": "documentation", "sessionId": session, "source": "security.md"}


def indexed(client: TestClient, headers: dict[str, str] | None = None) -> int:
    response = client.get("/health", headers=headers or {})
    assert response.status_code == 200
    return response.json()["indexedDocuments"]


# (method, path, json body) of every endpoint that needs the key
PROTECTED: list[tuple[str, str, Any]] = [
    ("POST", SEARCH, {"query": "jackpot"}),
    ("POST", INDEX, index_body("A protected document about jackpots.")),
    ("GET", "/health", None),
    ("GET", "/tools", None),
    ("GET", "/metrics", None),
    ("GET", "/documents", None),
    ("GET", "/tools/rag_context_stats", None),
    ("POST", "/tools/rag_context_health", None),
    ("GET", "/docs", None),
    ("GET", "/openapi.json", None),
]


def call(client: TestClient, method: str, path: str, body: Any, headers: dict[str, str] | None = None) -> Any:
    return client.request(method, path, json=body, headers=headers or {})


def assert_unauthorized(response: Any) -> None:
    assert response.status_code == 401, response.text
    assert response.json() == {"error": "Missing or invalid API key", "code": "UNAUTHORIZED"}
    assert response.headers["www-authenticate"] == "Bearer"
    assert response.headers["content-type"] == "application/json"
    assert response.headers.get("x-correlation-id")  # the correlation middleware still wraps it


def assert_no_key(response: Any) -> None:
    assert KEY not in response.text
    for name, value in response.headers.items():
        assert KEY not in name and KEY not in value


# --- no key configured: everything as before


@pytest.mark.parametrize(("method", "path", "body"), PROTECTED, ids=[f"{m} {p}" for m, p, _ in PROTECTED])
def test_without_a_configured_key_every_endpoint_answers(open_client: TestClient, method: str, path: str, body: Any) -> None:
    assert call(open_client, method, path, body).status_code == 200


def test_without_a_configured_key_liveness_answers(open_client: TestClient) -> None:
    assert open_client.get("/health/live").json() == {"status": "alive"}


# --- a key configured


@pytest.mark.parametrize(("method", "path", "body"), PROTECTED, ids=[f"{m} {p}" for m, p, _ in PROTECTED])
def test_a_request_without_the_key_answers_401(keyed_client: TestClient, method: str, path: str, body: Any) -> None:
    assert_unauthorized(call(keyed_client, method, path, body))


@pytest.mark.parametrize(
    "headers",
    [
        {"X-API-Key": "wrong"},
        {"X-API-Key": KEY[:-1]},
        {"X-API-Key": KEY + "x"},
        {"X-API-Key": ""},
        {"Authorization": "Bearer wrong"},
        {"Authorization": f"Basic {KEY}"},
        {"Authorization": KEY},
        {"Authorization": "Bearer "},
        {"X-Api-Key-Other": KEY},
    ],
    ids=["wrong", "prefix", "longer", "empty", "bearer-wrong", "basic-scheme", "no-scheme", "bearer-empty", "other-header"],
)
def test_a_wrong_key_answers_401(keyed_client: TestClient, headers: dict[str, str]) -> None:
    assert_unauthorized(keyed_client.post(SEARCH, json={"query": "jackpot"}, headers=headers))
    assert_unauthorized(keyed_client.get("/health", headers=headers))


@pytest.mark.parametrize(
    "headers",
    [{"X-API-Key": KEY}, {"Authorization": f"Bearer {KEY}"}, {"Authorization": f"bearer {KEY}"}],
    ids=["x-api-key", "bearer", "bearer-lowercase"],
)
@pytest.mark.parametrize(("method", "path", "body"), PROTECTED, ids=[f"{m} {p}" for m, p, _ in PROTECTED])
def test_the_right_key_answers_200(
    keyed_client: TestClient, headers: dict[str, str], method: str, path: str, body: Any
) -> None:
    response = call(keyed_client, method, path, body, headers)
    assert response.status_code == 200, response.text


def test_liveness_needs_no_key(keyed_client: TestClient) -> None:
    response = keyed_client.get("/health/live")
    assert response.status_code == 200
    assert response.json() == {"status": "alive"}
    assert_unauthorized(keyed_client.post("/health/live"))  # only the GET probe is public


def test_readiness_needs_no_key_and_tells_nothing_but_ready(keyed_client: TestClient) -> None:
    """The Kubernetes readiness probe carries no key: with one configured it must still pass."""
    keyed_client.post(INDEX, json=index_body("A document the probe must not count."), headers={"X-API-Key": KEY})
    response = keyed_client.get("/health/ready")
    assert response.status_code == 200
    assert response.json() == {"ready": True}
    assert_unauthorized(keyed_client.get("/health"))  # the component details keep the key


def test_metrics_follow_the_key_unless_made_public(make_app: Any, keyed_settings: Settings) -> None:
    with TestClient(make_app(keyed_settings)) as client:
        assert_unauthorized(client.get("/metrics"))
        assert client.get("/metrics", headers={"X-API-Key": KEY}).status_code == 200
    public = keyed_settings.model_copy(update={"rag_metrics_public": True})
    with TestClient(make_app(public)) as client:
        response = client.get("/metrics")
        assert response.status_code == 200 and "rag_" in response.text
        assert_unauthorized(client.get("/health"))  # only the metrics became public
        assert_unauthorized(client.post(SEARCH, json={"query": "jackpot"}))


def test_an_unauthorized_index_request_indexes_nothing(keyed_client: TestClient) -> None:
    auth = {"X-API-Key": KEY}
    before = indexed(keyed_client, auth)
    assert_unauthorized(keyed_client.post(INDEX, json=index_body("Should never be stored.", "sec-unauth")))
    assert indexed(keyed_client, auth) == before


def _every_kind_of_request(client: TestClient) -> list[Any]:
    responses = []
    for headers in ({}, {"X-API-Key": "wrong"}, {"X-API-Key": KEY}, {"Authorization": f"Bearer {KEY}"}):
        for method, path, body in PROTECTED:
            responses.append(call(client, method, path, body, headers))
    responses.append(client.get("/health/live", headers={"X-API-Key": KEY}))
    responses.append(client.post(INDEX, content=b"x" * (2 * 1024 * 1024), headers={"X-API-Key": KEY}))
    return responses


def test_the_key_never_appears_in_responses_or_logs(
    make_app: Any, keyed_settings: Settings, capsys: pytest.CaptureFixture[str], caplog: pytest.LogCaptureFixture
) -> None:
    caplog.set_level("DEBUG")
    with TestClient(secured_app(make_app, keyed_settings)) as client:
        with capture_logs() as captured:  # the structured events
            responses = _every_kind_of_request(client)
        responses += _every_kind_of_request(client)  # rendered as the service renders them, into caplog (tests/conftest.py)
    assert {r.status_code for r in responses} >= {200, 401, 413}
    for response in responses:
        assert_no_key(response)
    assert any(event.get("status") == 401 for event in captured), "the access log lines were captured"
    assert KEY not in repr(captured)
    out = capsys.readouterr()
    assert KEY not in out.out and KEY not in out.err
    assert KEY not in caplog.text
    assert KEY not in repr(ApiKeyMiddleware(None, KEY))


def test_a_websocket_without_the_key_is_refused() -> None:
    sent: list[dict[str, Any]] = []

    async def inner(scope: Any, receive: Any, send: Any) -> None:  # pragma: no cover - must not run
        raise AssertionError("reached the app")

    async def send(message: dict[str, Any]) -> None:
        sent.append(message)

    import anyio

    anyio.run(ApiKeyMiddleware(inner, KEY), {"type": "websocket", "path": "/ws", "headers": []}, None, send)
    assert sent == [{"type": "websocket.close", "code": 1008}]


# --- body limit


def test_a_content_length_over_the_limit_answers_413_and_indexes_nothing(small_client: TestClient) -> None:
    before = indexed(small_client)
    raw = json.dumps(index_body("word " * 1000, "sec-too-large")).encode()
    assert len(raw) > SMALL_LIMIT
    response = small_client.post(INDEX, content=raw, headers={"Content-Type": "application/json"})
    assert response.status_code == 413
    assert response.json() == {"error": f"Request body too large (limit {SMALL_LIMIT} bytes)", "code": "PAYLOAD_TOO_LARGE"}
    assert response.headers.get("x-correlation-id")
    assert indexed(small_client) == before


def test_a_content_length_over_the_limit_is_refused_without_reading_the_body() -> None:
    calls = {"receive": 0, "app": 0}
    sent: list[dict[str, Any]] = []

    async def inner(scope: Any, receive: Any, send: Any) -> None:  # pragma: no cover - must not run
        calls["app"] += 1

    async def receive() -> dict[str, Any]:  # pragma: no cover - must not run
        calls["receive"] += 1
        return {"type": "http.request", "body": b"", "more_body": False}

    async def send(message: dict[str, Any]) -> None:
        sent.append(message)

    import anyio

    scope = {"type": "http", "method": "POST", "path": INDEX, "headers": [(b"content-length", b"999999")]}
    anyio.run(BodyLimitMiddleware(inner, 1024), scope, receive, send)
    assert calls == {"receive": 0, "app": 0}
    assert sent[0]["status"] == 413


def _chunks(total: int, size: int = 512) -> Iterator[bytes]:
    sent = 0
    while sent < total:
        chunk = b" " * min(size, total - sent)
        sent += len(chunk)
        yield chunk


def test_a_chunked_body_over_the_limit_answers_413(small_client: TestClient) -> None:
    before = indexed(small_client)
    raw = json.dumps(index_body("word " * 1000, "sec-chunked")).encode()

    def body() -> Iterator[bytes]:
        for start in range(0, len(raw), 500):
            yield raw[start : start + 500]

    response = small_client.post(INDEX, content=body(), headers={"Content-Type": "application/json"})
    assert response.status_code == 413
    assert response.json()["code"] == "PAYLOAD_TOO_LARGE"
    assert indexed(small_client) == before


def test_a_chunked_body_is_cut_as_soon_as_it_passes_the_limit() -> None:
    """The middleware pulls no chunk after the one that passes the limit, and drops whatever the app
    answers afterwards (here its own 400): the client gets exactly one response, the 413."""
    pulled = 0
    sent: list[dict[str, Any]] = []
    source = _chunks(100 * 1024, 512)

    async def receive() -> dict[str, Any]:
        nonlocal pulled
        pulled += 1
        return {"type": "http.request", "body": next(source), "more_body": True}

    async def send(message: dict[str, Any]) -> None:
        sent.append(message)

    async def inner(scope: Any, receive: Any, send: Any) -> None:
        try:
            while True:
                await receive()
        except RequestBodyTooLarge:
            await send({"type": "http.response.start", "status": 400, "headers": []})
            await send({"type": "http.response.body", "body": b"bad"})

    import anyio

    scope = {"type": "http", "method": "POST", "path": INDEX, "headers": [(b"transfer-encoding", b"chunked")]}
    anyio.run(BodyLimitMiddleware(inner, 2048), scope, receive, send)
    assert pulled == 5  # 4 chunks = 2048 bytes pass, the 5th passes the limit
    assert [m["type"] for m in sent] == ["http.response.start", "http.response.body"]
    assert sent[0]["status"] == 413


def test_a_body_cut_after_the_response_started_aborts() -> None:
    async def receive() -> dict[str, Any]:
        return {"type": "http.request", "body": b"x" * 4096, "more_body": True}

    async def send(message: dict[str, Any]) -> None:
        pass

    async def inner(scope: Any, receive: Any, send: Any) -> None:
        await send({"type": "http.response.start", "status": 200, "headers": []})
        await receive()

    import anyio

    scope = {"type": "http", "method": "POST", "path": "/stream", "headers": []}
    with pytest.raises(RequestBodyTooLarge):
        anyio.run(BodyLimitMiddleware(inner, 1024), scope, receive, send)


def _padded_index_body(size: int, session: str) -> bytes:
    """A valid index body of exactly `size` bytes."""
    base = json.dumps(index_body("", session)).encode()
    content_len = size - len(base)
    raw = json.dumps(index_body("a" + "b" * (content_len - 1), session)).encode()
    assert len(raw) == size
    return raw


@pytest.mark.parametrize("chunked", [False, True], ids=["content-length", "chunked"])
def test_a_body_exactly_at_the_limit_is_accepted(small_client: TestClient, chunked: bool) -> None:
    raw = _padded_index_body(SMALL_LIMIT, f"sec-exact-{chunked}")
    content: Any = raw if not chunked else (raw[i : i + 300] for i in range(0, len(raw), 300))
    response = small_client.post(INDEX, content=content, headers={"Content-Type": "application/json"})
    assert response.status_code == 200, response.text
    assert response.json()["success"] is True


def test_a_body_at_the_limit_is_validated_as_usual(small_client: TestClient) -> None:
    raw = json.dumps({"query": "q" * (SMALL_LIMIT - len(json.dumps({"query": ""})))}).encode()
    assert len(raw) == SMALL_LIMIT
    response = small_client.post(SEARCH, content=raw, headers={"Content-Type": "application/json"})
    assert response.status_code == 400  # query is longer than 1000 chars: the usual validation
    assert response.json()["code"] == "INVALID_INPUT"


def test_content_over_its_field_limit_but_under_the_body_limit_is_a_400(open_client: TestClient) -> None:
    response = open_client.post(INDEX, json=index_body("x" * 150_000, "sec-150k"))
    assert response.status_code == 400
    body = response.json()
    assert body["code"] == "INVALID_INPUT"
    assert any(detail["field"] == "content" for detail in body["details"])


# --- CORS


def test_cors_options_parse_the_origins() -> None:
    assert cors_middleware_options("") is None
    assert cors_middleware_options(" , ,") is None
    options = cors_middleware_options(f" {ORIGIN} ,, http://localhost:5173 ")
    assert options == {
        "allow_origins": [ORIGIN, "http://localhost:5173"],
        "allow_methods": ["GET", "POST", "OPTIONS"],
        "allow_headers": ["Content-Type", "X-API-Key", "Authorization", "X-Correlation-ID"],
        "expose_headers": ["X-Correlation-ID"],
    }


def _preflight(client: TestClient, origin: str) -> Any:
    return client.options(
        SEARCH,
        headers={
            "Origin": origin,
            "Access-Control-Request-Method": "POST",
            "Access-Control-Request-Headers": "Content-Type, X-API-Key",
        },
    )


def test_cors_is_closed_by_default(open_client: TestClient) -> None:
    response = open_client.get("/health", headers={"Origin": ORIGIN})
    assert response.status_code == 200
    assert "access-control-allow-origin" not in response.headers
    preflight = _preflight(open_client, ORIGIN)
    assert "access-control-allow-origin" not in preflight.headers


@pytest.fixture
def cors_client(make_app: Any, settings: Settings) -> Iterator[TestClient]:
    custom = settings.model_copy(update={"rag_api_key": KEY, "rag_cors_origins": f"{ORIGIN}, http://localhost:5173"})
    with TestClient(secured_app(make_app, custom)) as client:
        yield client


def test_cors_preflight_answers_for_a_configured_origin_without_the_key(cors_client: TestClient) -> None:
    response = _preflight(cors_client, ORIGIN)
    assert response.status_code == 200
    assert response.headers["access-control-allow-origin"] == ORIGIN
    assert "POST" in response.headers["access-control-allow-methods"]
    allowed = response.headers["access-control-allow-headers"].lower()
    assert "x-api-key" in allowed and "content-type" in allowed and "authorization" in allowed


def test_cors_headers_on_actual_requests_for_a_configured_origin(cors_client: TestClient) -> None:
    response = cors_client.post(SEARCH, json={"query": "jackpot"}, headers={"Origin": ORIGIN, "X-API-Key": KEY})
    assert response.status_code == 200
    assert response.headers["access-control-allow-origin"] == ORIGIN
    assert "x-correlation-id" in response.headers["access-control-expose-headers"].lower()
    # a 401 is readable by the browser too, and still a 401
    unauthorized = cors_client.get("/health", headers={"Origin": ORIGIN})
    assert_unauthorized(unauthorized)
    assert unauthorized.headers["access-control-allow-origin"] == ORIGIN


def test_cors_stays_closed_for_an_unlisted_origin(cors_client: TestClient) -> None:
    other = "https://evil.example.net"
    response = cors_client.get("/health", headers={"Origin": other, "X-API-Key": KEY})
    assert response.status_code == 200
    assert "access-control-allow-origin" not in response.headers
    preflight = _preflight(cors_client, other)
    assert preflight.status_code != 200
    assert "access-control-allow-origin" not in preflight.headers


# --- the Host header (DNS rebinding): every route answers only the names it is reached by

ATTACKER = "attacker.example"
DELETE = "/tools/rag_context_delete"
MCP_INITIALIZE = {
    "jsonrpc": "2.0",
    "id": 1,
    "method": "initialize",
    "params": {"protocolVersion": "2025-06-18", "capabilities": {}, "clientInfo": {"name": "t", "version": "1"}},
}


@pytest.fixture
def loopback_settings(settings: Settings) -> Settings:
    """The default of a service on 127.0.0.1: RAG_ALLOWED_HOSTS unset (the tests' environment sets it)."""
    assert settings.host == "127.0.0.1"
    return settings.model_copy(update={"rag_allowed_hosts": None})


@pytest.fixture
def loopback_client(make_app: Any, loopback_settings: Settings) -> Iterator[TestClient]:
    with TestClient(make_app(loopback_settings), base_url="http://localhost:3000") as client:
        yield client


def assert_misdirected(response: Any) -> None:
    assert response.status_code == 421, response.text
    assert response.json() == {
        "error": "This service does not answer for the host this request names (RAG_ALLOWED_HOSTS)",
        "code": "MISDIRECTED_REQUEST",
    }
    assert response.headers.get("x-correlation-id")


def stored_documents(client: TestClient) -> list[dict[str, Any]]:
    response = client.get("/documents", params={"limit": 100})
    assert response.status_code == 200, response.text
    return response.json()["documents"]


@pytest.mark.parametrize("host", [ATTACKER, f"{ATTACKER}:3000", "localhost.attacker.example", "127.0.0.1.nip.io:3000", "localhost:3000.attacker.example", "testserver"])
def test_a_foreign_host_is_refused_on_every_route_and_changes_nothing(loopback_client: TestClient, host: str) -> None:
    loopback_client.post(INDEX, json=index_body("FireKirin jackpot threshold is $500.", "rebind")).raise_for_status()
    (document,) = stored_documents(loopback_client)
    foreign = {"Host": host}
    calls = [
        ("POST", SEARCH, {"query": "FireKirin jackpot"}),
        ("POST", INDEX, index_body("Poisoned context from a web page.", "rebind-poison")),
        ("GET", "/documents", None),
        ("GET", f"/documents/{document['id']}", None),
        ("POST", DELETE, {"documentId": document["id"]}),
        ("POST", DELETE, {"sessionId": "rebind"}),
        ("GET", "/tools/rag_context_stats", None),
        ("POST", "/tools/rag_context_health", None),
        ("GET", "/tools", None),
        ("GET", "/metrics", None),
        ("GET", "/health", None),
        ("GET", "/health/live", None),
        ("GET", "/health/ready", None),
        ("GET", "/openapi.json", None),
        ("GET", "/docs", None),
        ("OPTIONS", SEARCH, None),
    ]
    for method, path, body in calls:
        assert_misdirected(call(loopback_client, method, path, body, foreign))
    mcp = loopback_client.post("/mcp", json=MCP_INITIALIZE, headers={**foreign, "Accept": "application/json, text/event-stream"})
    assert_misdirected(mcp)
    # Nothing changed: the one document is still there, whole, and nothing else was stored.
    assert stored_documents(loopback_client) == [document]
    assert loopback_client.get(f"/documents/{document['id']}").json()["content"] == "FireKirin jackpot threshold is $500."


@pytest.mark.parametrize(
    "host", ["localhost", "localhost:3000", "LOCALHOST:8080", "127.0.0.1", "127.0.0.1:3000", "[::1]", "[::1]:3000"]
)
def test_the_loopback_names_are_answered_on_any_port(loopback_client: TestClient, host: str) -> None:
    for method, path, body in (("POST", SEARCH, {"query": "jackpot"}), ("GET", "/documents", None), ("GET", "/health/live", None)):
        response = call(loopback_client, method, path, body, {"Host": host})
        assert response.status_code == 200, (host, path, response.text)


def test_a_request_without_a_host_is_refused() -> None:
    reached: list[str] = []

    async def app(scope: Any, receive: Any, send: Any) -> None:
        reached.append(scope["path"])

    sent: list[dict[str, Any]] = []

    async def send(message: dict[str, Any]) -> None:
        sent.append(message)

    async def receive() -> dict[str, Any]:
        return {"type": "http.request", "body": b""}

    middleware = HostCheckMiddleware(app, allowed=AllowedHosts((("localhost", None),)))
    scope = {"type": "http", "method": "GET", "path": "/documents", "headers": [], "root_path": ""}
    asyncio.run(middleware(scope, receive, send))
    assert reached == [] and sent[0]["status"] == 421
    asyncio.run(middleware({**scope, "headers": [(b"host", b"localhost:9")]}, receive, send))
    assert reached == ["/documents"]


def test_a_websocket_for_a_foreign_host_is_closed() -> None:
    from starlette.applications import Starlette
    from starlette.routing import WebSocketRoute
    from starlette.websockets import WebSocket, WebSocketDisconnect

    async def endpoint(websocket: WebSocket) -> None:
        await websocket.accept()
        await websocket.send_text("hello")
        await websocket.close()

    app = Starlette(routes=[WebSocketRoute("/ws", endpoint)])
    app.add_middleware(HostCheckMiddleware, allowed=AllowedHosts((("localhost", None),)))
    client = TestClient(app)
    with client.websocket_connect("/ws", headers={"Host": "localhost:3000"}) as websocket:
        assert websocket.receive_text() == "hello"
    with pytest.raises(WebSocketDisconnect) as refused, client.websocket_connect("/ws", headers={"Host": ATTACKER}):
        pass
    assert refused.value.code == 1008


def test_explicit_allowed_hosts_replace_the_loopback_names(make_app: Any, settings: Settings) -> None:
    custom = settings.model_copy(update={"rag_allowed_hosts": "rag-context,rag-context.rag-context.svc:3000"})
    with TestClient(make_app(custom), base_url="http://rag-context:3000") as client:
        assert client.get("/documents").status_code == 200
        assert client.get("/documents", headers={"Host": "rag-context"}).status_code == 200
        assert client.get("/documents", headers={"Host": "rag-context.rag-context.svc:3000"}).status_code == 200
        assert_misdirected(client.get("/documents", headers={"Host": "rag-context.rag-context.svc:8080"}))  # that port only
        assert_misdirected(client.get("/documents", headers={"Host": "localhost:3000"}))


def test_the_host_is_checked_before_the_key(make_app: Any, keyed_settings: Settings) -> None:
    with TestClient(make_app(keyed_settings)) as client:
        assert_misdirected(client.post(SEARCH, json={"query": "x"}, headers={"Host": ATTACKER, "X-API-Key": KEY}))
        assert client.post(SEARCH, json={"query": "x"}, headers={"X-API-Key": KEY}).status_code == 200


def test_with_a_key_on_a_public_address_any_host_is_answered_but_only_with_the_key(make_app: Any, settings: Settings) -> None:
    """0.0.0.0 with RAG_API_KEY and no RAG_ALLOWED_HOSTS: the Host is not known in advance (a Service
    name, a node address); a rebound page cannot present the key, so the key is the guard."""
    public = settings.model_copy(update={"host": "0.0.0.0", "rag_allowed_hosts": None, "rag_api_key": KEY})
    with TestClient(make_app(public)) as client:
        assert_unauthorized(client.post(SEARCH, json={"query": "x"}, headers={"Host": ATTACKER}))
        assert client.post(SEARCH, json={"query": "x"}, headers={"Host": ATTACKER, "X-API-Key": KEY}).status_code == 200
        assert client.get("/health/ready", headers={"Host": "10.42.0.7:3000"}).json() == {"ready": True}


def test_an_unguarded_public_address_cannot_build_an_app(make_app: Any, settings: Settings) -> None:
    from rag_context.config import SettingsError

    unguarded = settings.model_copy(update={"host": "0.0.0.0", "rag_allowed_hosts": None, "rag_api_key": None})
    with pytest.raises(SettingsError, match="RAG_API_KEY.*RAG_ALLOWED_HOSTS"):
        make_app(unguarded)


LOOPBACK = AllowedHosts((("localhost", None), ("127.0.0.1", None), ("[::1]", None)))


@pytest.mark.parametrize(
    ("host", "allowed", "key", "expected"),
    [
        ("127.0.0.1", None, None, LOOPBACK),
        ("localhost", None, None, LOOPBACK),
        ("::1", None, None, LOOPBACK),
        ("127.0.0.2", None, None, LOOPBACK),
        ("0.0.0.0", None, KEY, None),
        ("0.0.0.0", "*", KEY, None),
        ("127.0.0.1", "*", None, None),
        ("0.0.0.0", "rag-context, 0.0.0.0/0, ::/0", KEY, AllowedHosts((("rag-context", None),), (ipaddress.ip_network("0.0.0.0/0"), ipaddress.ip_network("::/0")))),
        ("0.0.0.0", " Rag-Context , ::1, 10.0.0.5:30300 ", None, AllowedHosts((("rag-context", None), ("[::1]", None), ("10.0.0.5", 30300)))),
        ("0.0.0.0", "localhost,10.42.0.0/16,fd00::/8", None, AllowedHosts((("localhost", None),), (ipaddress.ip_network("10.42.0.0/16"), ipaddress.ip_network("fd00::/8")))),
        ("127.0.0.1", "example.internal", KEY, AllowedHosts((("example.internal", None),))),
    ],
)
def test_the_allowed_hosts_policy(host: str, allowed: str | None, key: str | None, expected: Any) -> None:
    from rag_context.config import load_settings

    settings = load_settings(_env_file=None, host=host, rag_allowed_hosts=allowed, rag_api_key=key)
    assert settings.http_allowed_hosts() == expected


@pytest.mark.parametrize(
    "allowed",
    ["*", "rag-context, *", "localhost,0.0.0.0/0", "localhost,::/0", "rag-context,0.0.0.0/1,128.0.0.0/1", "localhost,0.0.0.0/0,::/0"],
)
def test_an_allow_list_of_every_host_or_address_is_no_guard_without_a_key(allowed: str) -> None:
    """The Kubernetes base once shipped RAG_ALLOWED_HOSTS=...,0.0.0.0/0,::/0 on a keyless NodePort,
    and the start-up guard took it for an allow-list."""
    from rag_context.config import SettingsError, load_settings

    with pytest.raises(SettingsError, match="guards nothing"):
        load_settings(_env_file=None, host="0.0.0.0", rag_allowed_hosts=allowed).http_allowed_hosts()
    load_settings(_env_file=None, host="0.0.0.0", rag_allowed_hosts=allowed, rag_api_key=KEY).http_allowed_hosts()  # with a key: starts


@pytest.mark.parametrize(
    ("host", "allowed"),
    [
        ("localhost", True),
        ("rag-context:3000", True),
        ("10.42.7.9:3000", True),  # in the network: the kubelet's probe, Prometheus, a NodePort by address
        ("[fd00::5]:3000", True),
        ("10.43.0.1:3000", False),
        ("[fd01::5]", False),
        ("10.42.7.9.nip.io", False),  # a name that resolves into the network is still a name
        ("attacker.example", False),
        ("", False),
        (None, False),
    ],
)
def test_network_entries_match_addresses_never_names(host: str | None, allowed: bool) -> None:
    from rag_context.config import load_settings

    policy = load_settings(_env_file=None, host="0.0.0.0", rag_allowed_hosts="localhost,rag-context,10.42.0.0/16,fd00::/16").http_allowed_hosts()
    assert policy is not None and policy.allows(host) is allowed


@pytest.mark.parametrize("host", ["0.0.0.0", "::", "192.168.1.20", "rag-context.example"])
def test_an_address_other_machines_reach_needs_a_key_or_allowed_hosts(host: str, monkeypatch: pytest.MonkeyPatch) -> None:
    from rag_context.config import SettingsError, load_settings

    monkeypatch.delenv("RAG_ALLOWED_HOSTS")
    monkeypatch.delenv("RAG_API_KEY", raising=False)
    with pytest.raises(SettingsError) as error:
        load_settings(_env_file=None, host=host).http_allowed_hosts()
    assert "RAG_API_KEY" in str(error.value) and "RAG_ALLOWED_HOSTS" in str(error.value)


@pytest.mark.parametrize("entry", ["http://localhost:3000", "localhost/", "local host", "localhost:port", "*.example.com", "10.42.0.0/33", "rag-context/16"])
def test_a_malformed_allowed_host_names_the_variable(entry: str) -> None:
    from rag_context.config import SettingsError, load_settings

    with pytest.raises(SettingsError, match="RAG_ALLOWED_HOSTS"):
        load_settings(_env_file=None, rag_allowed_hosts=f"localhost,{entry}")


def test_allowed_hosts_naming_no_host_is_refused_at_start() -> None:
    from rag_context.config import SettingsError, load_settings

    with pytest.raises(SettingsError, match="RAG_ALLOWED_HOSTS"):
        load_settings(_env_file=None, rag_allowed_hosts=" , ,")
