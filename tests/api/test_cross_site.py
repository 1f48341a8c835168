"""No state change from another site (issue 30.5): on a keyless loopback instance any web page could
make a browser POST a form or text/plain body to it (no CORS preflight for those), and a form POST
to /backups took a backup. Every write (any method but GET, HEAD and OPTIONS) whose Origin is
neither the service's own nor in RAG_CORS_ORIGINS is refused with 403, and one whose body is not
JSON with 415, key or no key, and changes nothing; what the real clients send (no Origin, JSON
with a charset, or no body at all) is answered as before."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from fastapi.testclient import TestClient

from rag_context.api.security import _same_origin
from rag_context.config import Settings

KEY = "cr0ss-s1te-k3y"
EVIL = "https://evil.example"
CONSOLE = "https://console.example.com"
INDEX = "/tools/rag_context_index"
SEARCH = "/tools/rag_context_search"
DELETE = "/tools/rag_context_delete"
CHARSET_JSON = "application/json; charset=utf-8"  # the C# client (PostAsJsonAsync) and the PowerShell script
# What a page can make a browser send anywhere without a preflight: the CORS-safelisted body types.
SIMPLE_BODIES = [
    ("application/x-www-form-urlencoded", b"confirm=true"),
    ("text/plain", b'{"all": true, "confirm": true}'),
    ("multipart/form-data; boundary=x", b'--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--\r\n'),
]
MCP_INITIALIZE = {
    "jsonrpc": "2.0",
    "id": 1,
    "method": "initialize",
    "params": {"protocolVersion": "2025-06-18", "capabilities": {}, "clientInfo": {"name": "t", "version": "1"}},
}


def index_body(content: str, source: str = "cross-site.md") -> dict[str, Any]:
    return {"content": content, "contentType": "documentation", "sessionId": "cross-site", "source": source}


@pytest.fixture
def open_client(make_app: Any, settings: Settings) -> Iterator[TestClient]:
    """A keyless instance on 127.0.0.1 (the default), reached as http://localhost:3000."""
    loopback = settings.model_copy(update={"rag_allowed_hosts": None})
    with TestClient(make_app(loopback), base_url="http://localhost:3000") as client:
        yield client


def backups(client: TestClient, **headers: str) -> list[dict[str, Any]]:
    response = client.get("/backups", headers=headers)
    assert response.status_code == 200, response.text
    return response.json()["backups"]


def documents(client: TestClient, **headers: str) -> list[dict[str, Any]]:
    response = client.get("/documents", params={"limit": 100}, headers=headers)
    assert response.status_code == 200, response.text
    return response.json()["documents"]


def assert_forbidden_origin(response: Any, origin: str = EVIL) -> None:
    assert response.status_code == 403, response.text
    body = response.json()
    assert body["code"] == "FORBIDDEN_ORIGIN" and origin in body["error"], body
    assert response.headers.get("x-correlation-id")


def assert_unsupported_media(response: Any) -> None:
    assert response.status_code == 415, response.text
    assert response.json()["code"] == "UNSUPPORTED_MEDIA_TYPE"
    assert response.headers.get("x-correlation-id")


# --- the reproduction: a cross-origin form POST to /backups on a keyless loopback instance


@pytest.mark.parametrize(("content_type", "body"), SIMPLE_BODIES, ids=["form", "text-plain", "multipart"])
def test_a_cross_site_form_post_takes_no_backup(open_client: TestClient, content_type: str, body: bytes) -> None:
    response = open_client.post("/backups", content=body, headers={"Origin": EVIL, "Content-Type": content_type})
    assert_forbidden_origin(response)
    # The same body without an Origin (a browser too old to send one, a plugin): refused by its type.
    assert_unsupported_media(open_client.post("/backups", content=body, headers={"Content-Type": content_type}))
    assert backups(open_client) == []


def test_an_empty_cross_site_post_takes_no_backup(open_client: TestClient) -> None:
    """fetch(url, {method: "POST", mode: "no-cors"}): no body, no Content-Type; the browser still sends its Origin."""
    assert_forbidden_origin(open_client.post("/backups", headers={"Origin": EVIL}))
    assert_forbidden_origin(open_client.post("/backups", headers={"Origin": "null"}), "null")  # sandboxed frame, file://
    assert backups(open_client) == []


# --- every write, key or no key


def _writes(document_id: str, backup_id: str) -> list[tuple[str, str, dict[str, Any] | None]]:
    return [
        ("POST", INDEX, index_body("Poison from a web page.", "poison.md")),
        ("POST", DELETE, {"documentId": document_id}),
        ("POST", DELETE, {"all": True, "confirm": True}),
        ("POST", "/documents/move", {"sessionId": "cross-site", "source": "kept.md", "newSource": "moved.md"}),
        ("PUT", "/folders", {"sessionId": "cross-site", "root": "/srv/x", "indexedAt": "2026-01-01T00:00:00+00:00", "sources": []}),
        ("POST", "/backups", None),
        ("DELETE", f"/backups/{backup_id}", None),
        ("POST", SEARCH, {"query": "jackpot"}),
        ("POST", "/tools/rag_context_stats", {"timeRange": "1h"}),
        ("POST", "/documents/search", {}),
        ("POST", "/tools/rag_context_status", {"sessionId": "cross-site", "root": "/srv/x"}),
        ("POST", "/mcp", MCP_INITIALIZE),
    ]


def _state(client: TestClient, **headers: str) -> tuple[Any, ...]:
    folder = client.get("/folders", params={"sessionId": "cross-site", "root": "/srv/x"}, headers=headers).status_code
    return (documents(client, **headers), [entry["id"] for entry in backups(client, **headers)], folder)


@pytest.mark.parametrize("keyed", [False, True], ids=["no-key", "key"])
def test_every_write_from_a_foreign_page_is_refused_and_changes_nothing(
    make_app: Any, settings: Settings, keyed: bool
) -> None:
    custom = settings.model_copy(update={"rag_api_key": KEY if keyed else None})
    key = {"X-API-Key": KEY} if keyed else {}
    with TestClient(make_app(custom)) as client:
        assert client.post(INDEX, json=index_body("The grand jackpot triggers at 500.", "kept.md"), headers=key).status_code == 200
        backup_id = client.post("/backups", headers=key).json()["id"]
        before = _state(client, **key)
        (document,) = before[0]
        for method, path, body in _writes(document["id"], backup_id):
            mcp = {"Accept": "application/json, text/event-stream"} if path == "/mcp" else {}
            foreign = client.request(method, path, json=body, headers={**key, **mcp, "Origin": EVIL})
            assert_forbidden_origin(foreign)
            for content_type, raw in SIMPLE_BODIES:
                simple = client.request(method, path, content=raw, headers={**key, **mcp, "Content-Type": content_type})
                assert_unsupported_media(simple)
        # A body with no Content-Type at all (what a client that forgot it sends) is not JSON either.
        assert_unsupported_media(client.post(INDEX, content=b'{"content": "x"}', headers=key))
        assert _state(client, **key) == before


def test_the_key_does_not_excuse_a_foreign_origin_and_the_refusal_needs_the_key_first(make_app: Any, settings: Settings) -> None:
    with TestClient(make_app(settings.model_copy(update={"rag_api_key": KEY}))) as client:
        assert client.post("/backups", headers={"Origin": EVIL}).status_code == 401  # the key is asked for first
        assert_forbidden_origin(client.post("/backups", headers={"Origin": EVIL, "X-API-Key": KEY}))
        assert backups(client, **{"X-API-Key": KEY}) == []


# --- what the real clients send keeps working


def test_the_clients_requests_without_an_origin_are_answered(open_client: TestClient) -> None:
    """curl, the C# client, the PowerShell script and the CLI send no Origin; JSON (with a charset), or no body."""
    indexed = open_client.post(
        INDEX, content=b'{"content": "Jackpot at 500.", "contentType": "documentation", "sessionId": "c", "source": "a.md"}',
        headers={"Content-Type": CHARSET_JSON},
    )
    assert indexed.status_code == 200 and indexed.json()["success"], indexed.text
    assert open_client.post(SEARCH, content=b'{"query": "jackpot"}', headers={"Content-Type": "Application/JSON;charset=UTF-8"}).status_code == 200
    created = open_client.post("/backups")  # `rag-context backup --url`: no body, no Content-Type
    assert created.status_code == 201, created.text
    assert open_client.delete(f"/backups/{created.json()['id']}").status_code == 200
    assert open_client.post("/tools/rag_context_health").status_code == 200  # the dispatcher, without a body


@pytest.mark.parametrize(
    "origin",
    ["http://localhost:3000", "http://LOCALHOST:3000/", "http://127.0.0.1:3000", "http://[::1]:3000"],
)
def test_the_services_own_pages_may_write(open_client: TestClient, origin: str) -> None:
    """Its /docs page ("Try it out") posts with the service's own origin, under any of the loopback names."""
    response = open_client.post(SEARCH, json={"query": "jackpot"}, headers={"Origin": origin})
    assert response.status_code == 200, response.text
    assert open_client.post("/backups", headers={"Origin": origin}).status_code == 201


@pytest.mark.parametrize(
    "origin",
    ["http://localhost:5173", "http://localhost", "https://localhost", "http://localhost.evil.example:3000", "http://evil.example:3000"],
)
def test_another_port_or_name_is_another_site(open_client: TestClient, origin: str) -> None:
    """A dev server on another local port is another site: it cannot write either. (The scheme is
    not compared beyond its default port: one port has one listener, and behind a proxy that ends
    TLS the service sees http for its own https pages.)"""
    assert_forbidden_origin(open_client.post(SEARCH, json={"query": "jackpot"}, headers={"Origin": origin}), origin.rstrip("/"))


def test_a_configured_origin_may_write_and_read_its_refusals(make_app: Any, settings: Settings) -> None:
    custom = settings.model_copy(update={"rag_cors_origins": f"{CONSOLE}, http://localhost:5173"})
    with TestClient(make_app(custom)) as client:
        created = client.post(INDEX, json=index_body("From the console."), headers={"Origin": CONSOLE})
        assert created.status_code == 200, created.text
        assert created.headers["access-control-allow-origin"] == CONSOLE
        refused = client.post(INDEX, content=b"a=b", headers={"Origin": CONSOLE, "Content-Type": "application/x-www-form-urlencoded"})
        assert_unsupported_media(refused)
        assert refused.headers["access-control-allow-origin"] == CONSOLE  # the page can read why
        assert_forbidden_origin(client.post(INDEX, json=index_body("From elsewhere.", "x.md"), headers={"Origin": EVIL}))
        assert [entry["source"] for entry in documents(client)] == ["cross-site.md"]


def test_reads_are_not_checked(open_client: TestClient) -> None:
    """A page may make a browser GET anything; without CORS it cannot read the answer, and a GET changes nothing."""
    assert open_client.get("/documents", headers={"Origin": EVIL}).status_code == 200
    assert open_client.get("/health", headers={"Origin": EVIL, "Content-Type": "text/plain"}).status_code == 200


@pytest.mark.parametrize(
    ("origin", "host", "same"),
    [
        ("http://localhost:3000", "localhost:3000", True),
        ("http://localhost:3000", "127.0.0.1:3000", True),
        ("http://[::1]:3000", "localhost:3000", True),
        ("http://rag.example", "rag.example", True),
        ("http://rag.example", "rag.example:80", True),
        ("https://rag.example", "rag.example:443", True),
        ("https://rag.example", "rag.example", True),
        ("https://rag.example", "rag.example:80", False),
        ("http://rag.example:8080", "rag.example", False),
        ("http://rag.example", "other.example", False),
        ("http://localhost:3000", "rag.example:3000", False),
        ("null", "localhost:3000", False),
        ("ftp://localhost:3000", "localhost:3000", False),
        ("http://localhost:3000/path", "localhost:3000", False),
        ("http://[::1", "localhost", False),
        ("http://localhost:3000", None, False),
    ],
)
def test_same_origin(origin: str, host: str | None, same: bool) -> None:
    assert _same_origin(origin, host) is same
