"""The service started as a user starts it (`rag-context serve`), on the embedded default, with
nothing else running: the spec's pre-validation gate, filter isolation, restart, and `kill -9`."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import uuid
from collections.abc import Iterator
from pathlib import Path

import httpx
import pytest

from rag_context.commands.bench import ServerProcess, free_port

pytestmark = pytest.mark.e2e

STARTUP_TIMEOUT_S = 180  # the model loads in a few seconds, more on a busy 2-core machine

# The spec's pre-validation documents (unified spec §7), sent as PowerShell's ConvertTo-Json does,
# nulls included.
GATE_DOCUMENTS = [
    {"content": "MongoDB connections should use retry logic with exponential backoff. Max retries: 5.", "category": "architecture", "game": None},
    {"content": "FireKirin jackpot threshold is set at $500. Major jackpot at $250.", "category": "casino", "game": "FireKirin"},
    {"content": "Selenium WebDriver timeout should be 30 seconds for page loads.", "category": "architecture", "game": None},
]
GATE_QUERIES = [
    {"query": "mongodb retry logic implementation", "category": "architecture", "game": None, "expected": "exponential backoff"},
    {"query": "FireKirin jackpot Grand threshold amount", "category": "casino", "game": "FireKirin", "expected": "$500"},
    {"query": "selenium timeout duration configuration", "category": "architecture", "game": None, "expected": "30 seconds"},
]


class Server(ServerProcess):
    """`rag-context serve` on a data directory that outlives it (bench's ServerProcess), with the
    checks and calls the tests need."""

    def __init__(self, data_dir: Path, log_path: Path, env: dict[str, str] | None = None) -> None:
        super().__init__(data_dir, free_port(), log_path, env)

    def start(self) -> "Server":  # type: ignore[override]
        super().start(STARTUP_TIMEOUT_S)
        return self

    def terminate(self) -> None:
        """SIGTERM, and check the shutdown was the graceful one (uvicorn re-raises the signal after it)."""
        assert self.process is not None
        self.process.send_signal(signal.SIGTERM)
        assert self.process.wait(timeout=60) in (0, -signal.SIGTERM)
        assert '"service.stopped"' in self.log_path.read_text().splitlines()[-1]

    def kill(self) -> None:
        if self.process is not None and self.process.poll() is None:
            self.process.kill()
            self.process.wait(timeout=30)

    def post(self, tool: str, body: dict) -> httpx.Response:
        return httpx.post(f"{self.url}/tools/{tool}", json=body, timeout=60)

    def get(self, path: str) -> httpx.Response:
        return httpx.get(f"{self.url}{path}", timeout=60)


@pytest.fixture
def server_factory(tmp_path: Path) -> Iterator:
    servers: list[Server] = []

    def start(env: dict[str, str] | None = None) -> Server:
        server = Server(tmp_path / "data", tmp_path / "server.log", env).start()
        servers.append(server)
        return server

    yield start
    for server in servers:
        server.kill()


@pytest.fixture(scope="module")
def default_server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Server]:
    """One service on the default settings for the tests that only index and search (each its own
    documents) or hold a connection: they need no start of their own."""
    directory = tmp_path_factory.mktemp("default-server")
    server = Server(directory / "data", directory / "server.log").start()
    yield server
    server.kill()


def index_gate_documents(server: Server) -> None:
    for document in GATE_DOCUMENTS:
        body = {
            "content": document["content"],
            "contentType": "documentation",
            "sessionId": f"preval-test-{uuid.uuid4()}",
            "source": "pre-validation",
            "metadata": {"category": document["category"], "game": document["game"]},
        }
        response = server.post("rag_context_index", body)
        assert response.status_code == 200, response.text
        assert response.json()["success"] is True


def gate_hits(server: Server) -> list[str]:
    """The queries whose expected keyword is in the top 3 (a literal match, not PowerShell's regex)."""
    found = []
    for test in GATE_QUERIES:
        body = {"query": test["query"], "limit": 3, "category": test["category"], "game": test["game"]}
        response = server.post("rag_context_search", body)
        assert response.status_code == 200, response.text
        payload = response.json()
        assert payload["fallbackLevel"] == 1, payload
        if any(test["expected"] in result["content"] for result in payload["results"]):
            found.append(test["query"])
    return found


def test_pre_validation_gate_passes_three_of_three(default_server: Server) -> None:
    server = default_server
    health = server.get("/health").json()
    assert health["healthy"] is True, health
    index_gate_documents(server)
    assert gate_hits(server) == [test["query"] for test in GATE_QUERIES]


def test_firekirin_search_never_returns_orionstars(default_server: Server) -> None:
    server = default_server
    for game, amount in (("FireKirin", "$500"), ("OrionStars", "$900")):
        body = {
            "content": f"{game} jackpot threshold is set at {amount}. Grand jackpot rules for {game}.",
            "contentType": "documentation",
            "sessionId": f"games-{game}",
            "source": f"docs/casino/{game.lower()}.md",
            "metadata": {"category": "casino", "game": game},
        }
        assert server.post("rag_context_index", body).status_code == 200
    for query in ("OrionStars jackpot threshold", "FireKirin jackpot threshold", "jackpot"):
        results = server.post("rag_context_search", {"query": query, "game": "FireKirin", "limit": 20}).json()["results"]
        assert results, query
        assert all(result["metadata"]["game"] == "FireKirin" for result in results), results
        assert not any("OrionStars" in result["content"] for result in results)


def test_restart_keeps_documents_and_flushes_metrics(server_factory) -> None:
    server = server_factory()
    index_gate_documents(server)
    for _ in range(3):
        assert server.post("rag_context_search", {"query": "selenium timeout", "agent": "fixer"}).status_code == 200
    server.terminate()  # graceful: the metrics queue is flushed before the process ends

    server = server_factory()
    health = server.get("/health").json()
    assert health["indexedDocuments"] == 3
    stats = server.get("/tools/rag_context_stats?timeRange=1h").json()
    assert stats["queriesByAgent"].get("fixer") == 3, stats
    assert gate_hits(server) == [test["query"] for test in GATE_QUERIES]


def test_kill_9_loses_nothing_acknowledged(server_factory) -> None:
    server = server_factory()
    marker = f"zeppelin-{uuid.uuid4().hex[:8]}"
    acknowledged = []
    for number in range(5):
        body = {
            "content": f"Document {number} about the {marker} ballast procedure, revision {number}.",
            "contentType": "decision",
            "sessionId": "kill-test",
            "source": f"decisions/{number}.md",
        }
        response = server.post("rag_context_index", body)
        assert response.status_code == 200
        acknowledged.append(response.json()["documentId"])
    server.kill()  # SIGKILL right after the last acknowledgement: no shutdown code runs

    server = server_factory()
    assert server.get("/health").json()["indexedDocuments"] == 5
    payload = server.post("rag_context_search", {"query": f"{marker} ballast procedure", "limit": 10}).json()
    assert payload["fallbackLevel"] == 1
    assert payload["totalIndexed"] == 5
    assert {result["source"] for result in payload["results"]} == {f"decisions/{n}.md" for n in range(5)}


@pytest.mark.parametrize(
    ("variable", "value"),
    [("RAG_CACHE_SIZE", "-1"), ("CIRCUIT_BREAKER_THRESHOLD", "zero"), ("MCP_SERVER_PORT", "70000"), ("RAG_SCORE_THRESHOLD", "1.5")],
)
def test_bad_setting_stops_start_up_naming_the_variable(tmp_path: Path, variable: str, value: str) -> None:
    env = {**os.environ, variable: value, "RAG_DATA_DIR": str(tmp_path)}
    result = subprocess.run(
        [sys.executable, "-m", "rag_context.cli", "serve"], env=env, capture_output=True, text=True, timeout=60
    )
    assert result.returncode == 2
    assert variable in result.stderr, result.stderr


@pytest.mark.parametrize("address", ["0.0.0.0", "::"])
def test_an_unguarded_public_address_stops_start_up_naming_both_settings(tmp_path: Path, address: str) -> None:
    """Bound where other machines connect, with neither RAG_API_KEY nor RAG_ALLOWED_HOSTS, any web
    page a developer opens could drive the service through a rebound name: it must not start."""
    env = {key: value for key, value in os.environ.items() if key not in ("RAG_API_KEY", "RAG_ALLOWED_HOSTS")}
    port = free_port()
    data_dir = tmp_path / "data"
    result = subprocess.run(
        [sys.executable, "-m", "rag_context.cli", "serve", "--host", address, "--port", str(port), "--data-dir", str(data_dir)],
        env=env, capture_output=True, text=True, timeout=60,
    )
    assert result.returncode == 2, result.stderr
    assert "RAG_API_KEY" in result.stderr and "RAG_ALLOWED_HOSTS" in result.stderr, result.stderr
    assert not data_dir.exists()  # refused before anything was built
    with pytest.raises(httpx.ConnectError):
        httpx.get(f"http://127.0.0.1:{port}/health/live", timeout=5)
    # Either setting is enough (checked without starting: the same check, in-process).
    from rag_context.config import load_settings

    for guard in ({"rag_api_key": "k"}, {"rag_allowed_hosts": "rag-context"}):
        load_settings(_env_file=None, host=address, **guard).http_allowed_hosts()


def test_embedder_url_on_a_closed_port_degrades_but_answers(server_factory) -> None:
    """LM_STUDIO_URL set, nothing listening: the service starts, says so, keeps every document and
    answers from the keyword fallback."""
    server = server_factory({"LM_STUDIO_URL": f"http://127.0.0.1:{free_port()}", "RAG_DEPENDENCY_COOLDOWN_MS": "60000"})
    health = server.get("/health").json()
    assert (health["healthy"], health["lmStudioStatus"]) == (False, "unavailable")
    assert health["backends"]["embedder"] == "openai-compatible:nomic-embed-text-v1.5"
    index_gate_documents(server)
    assert server.get("/health").json()["pendingDocuments"] == 3
    for test in GATE_QUERIES:
        body = {"query": test["query"], "limit": 3, "category": test["category"], "game": test["game"]}
        payload = server.post("rag_context_search", body).json()
        assert (payload["fallbackLevel"], payload["fallback"]) == (2, True)
        assert any(test["expected"] in result["content"] for result in payload["results"]), payload


def test_qdrant_url_on_a_closed_port_serves_from_the_store(server_factory) -> None:
    """QDRANT_URL set, nothing listening: the service starts, indexes into the store (pending) and
    answers from the store's text index."""
    server = server_factory({"QDRANT_URL": f"http://127.0.0.1:{free_port()}", "QDRANT_TIMEOUT_MS": "1000"})
    health = server.get("/health").json()
    assert (health["healthy"], health["qdrantStatus"], health["mongoStatus"]) == (False, "unavailable", "healthy")
    assert health["backends"]["vectors"] == "qdrant-server:p4nth30n_context"
    index_gate_documents(server)
    for test in GATE_QUERIES:
        body = {"query": test["query"], "limit": 3, "category": test["category"], "game": test["game"]}
        payload = server.post("rag_context_search", body).json()
        assert payload["fallbackLevel"] == 2, payload
        assert any(test["expected"] in result["content"] for result in payload["results"]), payload


def test_mongodb_uri_on_a_closed_port_still_searches_and_refuses_to_acknowledge(server_factory) -> None:
    """MONGODB_URI set, nothing listening: searches answer (the vector index holds the chunks),
    while indexing, which needs the store, answers 503 and acknowledges nothing."""
    server = server_factory({"MONGODB_URI": f"mongodb://127.0.0.1:{free_port()}/P4NTH30N", "RAG_DEPENDENCY_TIMEOUT_MS": "1000"})
    health = server.get("/health").json()
    assert (health["healthy"], health["mongoStatus"], health["qdrantStatus"]) == (False, "unavailable", "healthy")
    body = {"content": "Selenium WebDriver timeout should be 30 seconds.", "contentType": "documentation", "sessionId": "s", "source": "x"}
    refused = server.post("rag_context_index", body)
    assert refused.status_code == 503
    assert refused.json()["code"] == "SERVICE_UNAVAILABLE"
    payload = server.post("rag_context_search", {"query": "selenium timeout"}).json()
    assert payload["fallbackLevel"] == 1 and payload["results"] == []
    stats = server.get("/tools/rag_context_stats").json()
    assert stats["degraded"] is True


def test_an_idle_kept_alive_connection_stays_open_past_the_clients_expiry(default_server: Server) -> None:
    """The client closes idle connections, not the server: a server that closes first races the
    client's reuse of the connection and fails that request (seen with uvicorn's 5 s default)."""
    import http.client
    import time

    server = default_server
    host, port = server.url.removeprefix("http://").split(":")
    connection = http.client.HTTPConnection(host, int(port), timeout=10)
    try:
        connection.request("GET", "/health/live")
        first = connection.getresponse()
        assert first.status == 200 and first.read() == b'{"status":"alive"}'  # read whole: head and body may arrive apart
        kept_alive = connection.sock
        time.sleep(6.5)  # longer than httpx's keep-alive expiry (5 s) and uvicorn's default
        # A server that closed the idle connection makes this raise (RemoteDisconnected).
        connection.request("GET", "/health/live")
        second = connection.getresponse()
        assert second.status == 200 and second.read() == b'{"status":"alive"}'
        assert connection.sock is kept_alive  # the same connection, not a new one
    finally:
        connection.close()
