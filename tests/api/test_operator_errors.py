"""Errors reach the operator, not the client (issue 14.10), on the real embedded backends: a failed
dependency answers which one failed and nothing of the driver's text (hosts, ports, topology); the
detail goes to a log line carrying the request's correlation id and to a structured error record
in the store, kept for the metrics retention and counted by dependency in the stats."""

from __future__ import annotations

import asyncio
import time
from datetime import datetime, timedelta, timezone
from pathlib import Path
from typing import Any

import pytest
import structlog
from api_support import INDEX, Api
from fastapi.testclient import TestClient
from structlog.testing import capture_logs

from rag_context.backends.stores.sqlite import SqliteStore
from rag_context.backends.vectors.edge import EdgeVectorIndex
from rag_context.config import Settings
from rag_context.core.models import ErrorRecord
from rag_context.core.ports import DependencyError

# What pymongo says when no server answers: hosts, ports, the topology.
MONGO_DETAIL = (
    "mongodb: save document: mongo-primary.internal:27017: [Errno 111] Connection refused (configured timeouts: "
    "socketTimeoutMS: 2000.0ms, connectTimeoutMS: 2000.0ms), Timeout: 2.0s, Topology Description: "
    "<TopologyDescription id: 6756f0c2, topology_type: Unknown, servers: [<ServerDescription "
    "('mongo-primary.internal', 27017) server_type: Unknown, rtt: None, error=AutoReconnect('mongo-primary.internal:27017')>]>"
)
QDRANT_DETAIL = "qdrant delete on 'rag_context' at http://qdrant.internal:6333: ConnectError: [Errno 111] Connection refused"
LEAKS = ("mongo-primary", "27017", "Topology", "Errno", "qdrant.internal", "6333", "ConnectError")
CORRELATION_ID = "op-errors-test-1"


class StoreDown:
    """The real SQLite store, except that the document operations fail as a Mongo store that lost its server would."""

    failing = ("save_document", "save_documents", "list_documents", "document_versions", "get_document", "get_documents", "find_document_ids")

    def __init__(self, inner: SqliteStore) -> None:
        self.inner = inner

    def __getattr__(self, name: str) -> Any:
        if name in self.failing:
            async def fail(*_: Any, **__: Any) -> Any:
                raise DependencyError(MONGO_DETAIL)

            return fail
        return getattr(self.inner, name)


class VectorsDeleteDown:
    def __init__(self, inner: EdgeVectorIndex) -> None:
        self.inner = inner

    def __getattr__(self, name: str) -> Any:
        return getattr(self.inner, name)

    async def delete_documents(self, document_ids: Any) -> None:
        raise DependencyError(QDRANT_DETAIL)


@pytest.fixture
def store(settings: Settings) -> SqliteStore:
    return asyncio.run(SqliteStore.open(settings.sqlite_path))


def assert_tells_nothing_but_the_dependency(body: dict[str, Any], dependency: str) -> None:
    assert body["code"] == "SERVICE_UNAVAILABLE" and body["dependency"] == dependency, body
    text = repr(body)
    assert not [leak for leak in LEAKS if leak in text], body


def flushed_error_rows(client: TestClient, expected: int = 1, timeout_s: float = 10.0) -> list[dict[str, Any]]:
    """The error records, once `expected` are written (they leave the request path on a background task)."""
    services = client.app.state.services
    deadline = time.monotonic() + timeout_s
    while True:
        client.portal.call(services.recorder.flush)
        rows = client.portal.call(services.store.error_rows)
        if len(rows) >= expected or time.monotonic() > deadline:
            return rows
        time.sleep(0.05)


def test_a_503_names_the_store_and_the_operator_gets_the_detail_with_the_correlation_id(
    make_app: Any, store: SqliteStore
) -> None:
    with TestClient(make_app(store=StoreDown(store))) as client:
        body = {"content": "FireKirin payout table.", "contentType": "documentation", "sessionId": "s", "source": "a.md"}
        with capture_logs(processors=[structlog.contextvars.merge_contextvars]) as logs:
            response = client.post(INDEX, json=body, headers={"X-Correlation-ID": CORRELATION_ID})
        assert response.status_code == 503
        assert response.headers["x-correlation-id"] == CORRELATION_ID
        assert_tells_nothing_but_the_dependency(response.json(), "store")
        assert response.json()["error"] == "The context store is unavailable: the document was not stored; retry later"

        (line,) = [entry for entry in logs if entry["event"] == "request.dependency_unavailable"]
        assert line["correlation_id"] == CORRELATION_ID
        assert line["dependency"] == "store" and line["operation"] == "index"
        assert "mongo-primary.internal:27017" in line["error"]

        (record,) = flushed_error_rows(client)
        assert (record["dependency"], record["operation"], record["correlation_id"]) == ("store", "index", CORRELATION_ID)
        assert "mongo-primary.internal:27017" in record["message"]
        stats = Api(client).stats("1h")
        assert stats["errorsByDependency"] == {"store": 1}


def test_listing_and_reading_documents_with_the_store_down_tell_nothing_but_the_dependency(make_app: Any, store: SqliteStore) -> None:
    with TestClient(make_app(store=StoreDown(store))) as client:
        for path in ("/documents", "/documents/some-id"):
            response = client.get(path)
            assert response.status_code == 503, path
            assert_tells_nothing_but_the_dependency(response.json(), "store")
        response = client.post("/tools/rag_context_delete", json={"sessionId": "s"})
        assert response.status_code == 503
        assert_tells_nothing_but_the_dependency(response.json(), "store")
        rows = flushed_error_rows(client, expected=3)
        assert sorted(row["operation"] for row in rows) == ["delete", "get_document", "list_documents"]
        assert Api(client).stats("1h")["errorsByDependency"] == {"store": 3}


def test_a_delete_with_the_vector_index_down_names_the_vector_index(make_app: Any, settings: Settings, local_embedder: Any) -> None:
    vectors = VectorsDeleteDown(EdgeVectorIndex.open(settings.vectors_dir, local_embedder.dimension, settings.fusion))
    with TestClient(make_app(vectors=vectors)) as client:
        api = Api(client)
        document_id = api.index("FireKirin payout table.", session_id="s", source="a.md")["documentId"]
        response = client.post("/tools/rag_context_delete", json={"documentId": document_id})
        assert response.status_code == 503
        assert_tells_nothing_but_the_dependency(response.json(), "vector_index")
        assert response.json()["error"].startswith("The vector index is unavailable")
        (record,) = flushed_error_rows(client)
        assert (record["dependency"], record["operation"]) == ("vector_index", "delete")
        assert "qdrant.internal:6333" in record["message"]
        assert client.get(f"/documents/{document_id}").status_code == 200  # nothing was deleted


def test_an_mcp_tool_error_tells_nothing_but_the_dependency_and_the_log_line_has_the_correlation_id(
    make_app: Any, store: SqliteStore
) -> None:
    with TestClient(make_app(store=StoreDown(store))) as client:
        arguments = {"content": "FireKirin payout table.", "contentType": "documentation", "sessionId": "s", "source": "a.md"}
        call = {"jsonrpc": "2.0", "id": 1, "method": "tools/call", "params": {"name": "rag_context_index", "arguments": arguments}}
        headers = {"Accept": "application/json, text/event-stream", "Host": "localhost", "X-Correlation-ID": CORRELATION_ID}
        with capture_logs(processors=[structlog.contextvars.merge_contextvars]) as logs:
            response = client.post("/mcp", json=call, headers=headers)
        assert response.status_code == 200, response.text
        result = response.json()["result"]
        assert result["isError"] is True
        assert_tells_nothing_but_the_dependency(result["structuredContent"], "store")
        assert not [leak for leak in LEAKS if leak in response.text]
        (line,) = [entry for entry in logs if entry["event"] == "request.dependency_unavailable"]
        assert line["correlation_id"] == CORRELATION_ID and "mongo-primary.internal:27017" in line["error"]
        (record,) = flushed_error_rows(client)
        assert (record["dependency"], record["operation"], record["correlation_id"]) == ("store", "index", CORRELATION_ID)


class EmbedderDown:
    """The session's embedder, except that query embeddings fail as an unreachable LM Studio would."""

    def __init__(self, inner: Any) -> None:
        self.inner = inner
        self.model_name, self.dimension, self.max_tokens = inner.model_name, inner.dimension, inner.max_tokens

    def __getattr__(self, name: str) -> Any:
        return getattr(self.inner, name)

    async def embed_query(self, text: str) -> list[float]:
        raise DependencyError("embedding server at http://lmstudio.internal:1234: ConnectError")

    async def close(self) -> None:
        return None  # the session's embedder, lent to this app: the other tests still need it


def test_a_search_that_falls_back_records_the_failed_dependency(make_app: Any, local_embedder: Any) -> None:
    with TestClient(make_app(embedder=EmbedderDown(local_embedder))) as client:
        payload = Api(client).search("payout table", agent="oracle")
        assert payload["fallbackLevel"] == 2
        assert "lmstudio" not in repr(payload)
        (record,) = flushed_error_rows(client)
        assert (record["dependency"], record["operation"]) == ("embedder", "search")
        assert record["correlation_id"]  # the middleware made one
        assert Api(client).stats("1h")["errorsByDependency"] == {"embedder": 1}


async def test_error_records_are_kept_for_the_retention_and_counted_by_dependency(tmp_path: Path) -> None:
    store = await SqliteStore.open(tmp_path / "store.db", metrics_retention_days=30)
    try:
        now = datetime.now(timezone.utc)
        await store.record_errors(
            [
                ErrorRecord(now - timedelta(days=31), "store", "index", "old", "c0"),
                ErrorRecord(now - timedelta(days=2), "embedder", "search", "recent", "c1"),
                ErrorRecord(now - timedelta(minutes=5), "embedder", "search", "new", "c2"),
                ErrorRecord(now - timedelta(minutes=5), "vector_index", "delete", "new", None),
            ]
        )
        assert await store.error_counts(now - timedelta(days=60)) == {"store": 1, "embedder": 2, "vector_index": 1}
        assert await store.error_counts(now - timedelta(hours=1)) == {"embedder": 1, "vector_index": 1}
        assert await store.prune_metrics() == 1  # the one past the 30 days
        assert await store.error_counts(now - timedelta(days=60)) == {"embedder": 2, "vector_index": 1}
    finally:
        await store.close()
