"""Access control through a real app: the API key (every endpoint but liveness), the body limit (413
before the body is read, or as soon as a chunked body passes the limit) and CORS (closed unless
origins are configured; preflights need no key)."""

from __future__ import annotations

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
    RequestBodyTooLarge,
    cors_middleware_options,
    install_security,
)
from rag_context.config import Settings
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
    ("GET", "/health/ready", None),
    ("GET", "/tools", None),
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
        responses += _every_kind_of_request(client)  # rendered by structlog's default printer
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
