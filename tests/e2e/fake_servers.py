"""Dependencies the fault tests can break for real: small HTTP servers on 127.0.0.1, run by the test
in threads, that answer, stall (accept the connection and never answer) or go away (the port
refuses), and come back on the same port.

- `EmbeddingServer`: an OpenAI-compatible `/v1/embeddings` with deterministic hashed bag-of-words
  vectors (texts that share words are close), optionally slow, and `/v1/models`.
- `FakeQdrantServer`: the few REST calls the Qdrant server adapter makes, answered with an empty
  collection (a search finds nothing, a write succeeds): enough for the service to open it, search
  at level 1 and close its breakers, not a vector engine.

Not a test module (pytest collects only test_*.py); the e2e tests import it by name.
"""

from __future__ import annotations

import json
import math
import re
import socket
import threading
import time
import zlib
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

HASH_MODEL = "hash-embed"
HASH_DIMENSION = 256
_WORD = re.compile(r"[a-z0-9]+")


def hashed_vector(text: str, dimension: int = HASH_DIMENSION) -> list[float]:
    """Feature hashing of the lower-cased words, plus a constant component (never a zero vector), unit length."""
    vector = [0.0] * dimension
    for word in _WORD.findall(text.lower()):
        vector[zlib.crc32(word.encode()) % (dimension - 1)] += 1.0
    vector[-1] = 0.1
    norm = math.sqrt(sum(value * value for value in vector))
    return [value / norm for value in vector]


class _Handler(BaseHTTPRequestHandler):
    server: "_Server"
    protocol_version = "HTTP/1.1"

    def log_message(self, format: str, *args: Any) -> None:  # noqa: A002 - the base class's name
        return None

    def setup(self) -> None:
        super().setup()
        with self.server.owner._lock:
            self.server.owner._connections.add(self.connection)

    def finish(self) -> None:
        with self.server.owner._lock:
            self.server.owner._connections.discard(self.connection)
        super().finish()

    def _serve(self) -> None:
        owner = self.server.owner
        length = int(self.headers.get("content-length") or 0)
        body = self.rfile.read(length) if length else b""
        if owner.mode == "stall":
            owner.stalled += 1
            owner._released.wait()  # until the test releases it or stops the server
            self.close_connection = True
            return
        owner.requests += 1
        status, payload = owner.answer(self.command, self.path.split("?", 1)[0], json.loads(body) if body else None)
        data = json.dumps(payload).encode()
        self.send_response(status)
        self.send_header("content-type", "application/json")
        self.send_header("content-length", str(len(data)))
        self.end_headers()
        self.wfile.write(data)

    do_GET = do_POST = do_PUT = do_DELETE = _serve


class _Server(ThreadingHTTPServer):
    daemon_threads = True
    allow_reuse_address = True

    def __init__(self, port: int, owner: "FakeServer") -> None:
        self.owner = owner
        super().__init__(("127.0.0.1", port), _Handler)


class FakeServer:
    """A threaded HTTP server with a switch: `serve()`, `stall()` (connections are accepted and
    never answered), `down()` (the port refuses) and back with `serve()`, on the same port."""

    def __init__(self) -> None:
        self.mode = "serve"
        self.requests = 0
        self.stalled = 0
        self._released = threading.Event()
        self._server: _Server | None = None
        self._lock = threading.Lock()
        self._connections: set[socket.socket] = set()  # open client connections (keep-alive ones too)
        with socket.socket() as probe:
            probe.bind(("127.0.0.1", 0))
            self.port = int(probe.getsockname()[1])

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    def answer(self, method: str, path: str, body: Any) -> tuple[int, Any]:
        raise NotImplementedError

    def _listen(self) -> None:
        if self._server is None:
            self._server = _Server(self.port, self)
            threading.Thread(target=self._server.serve_forever, kwargs={"poll_interval": 0.05}, daemon=True).start()

    def serve(self) -> "FakeServer":
        self.mode = "serve"
        self._released.set()  # stalled requests end (without an answer)
        self._listen()
        return self

    def stall(self) -> "FakeServer":
        self._released.clear()
        self.mode = "stall"
        self._listen()
        return self

    def down(self) -> "FakeServer":
        """Stop listening: new connections are refused, open ones (kept alive by the client's pool,
        or stalled) are cut."""
        self.mode = "down"
        self._released.set()
        if self._server is not None:
            self._server.shutdown()
            self._server.server_close()
            self._server = None
        with self._lock:
            for connection in self._connections:
                try:
                    connection.shutdown(socket.SHUT_RDWR)
                except OSError:
                    pass  # already closed by the client
        return self

    def close(self) -> None:
        self.down()


class EmbeddingServer(FakeServer):
    def __init__(self, model: str = HASH_MODEL, dimension: int = HASH_DIMENSION) -> None:
        super().__init__()
        self.model = model
        self.dimension = dimension
        self.embedded = 0  # texts embedded
        self.delay_s = 0.0  # how long each embedding request takes: slow enough to interrupt a client midway
        self.reject: set[str] = set()  # an input containing one of these is refused with HTTP 400 (a poison document)

    def answer(self, method: str, path: str, body: Any) -> tuple[int, Any]:
        if method == "GET" and path == "/v1/models":
            return 200, {"object": "list", "data": [{"id": self.model, "object": "model"}]}
        if method == "POST" and path == "/v1/embeddings":
            if self.delay_s:
                time.sleep(self.delay_s)
            inputs = body["input"] if isinstance(body["input"], list) else [body["input"]]
            refused = [marker for marker in self.reject for text in inputs if marker in text]
            if refused:
                return 400, {"error": {"message": f"input refused: it contains {refused[0]!r}", "type": "invalid_request_error"}}
            self.embedded += len(inputs)
            data = [
                {"object": "embedding", "index": i, "embedding": hashed_vector(text, self.dimension)}
                for i, text in enumerate(inputs)
            ]
            return 200, {"object": "list", "data": data, "model": self.model, "usage": {}}
        return 404, {"error": f"no route {method} {path}"}


class FakeQdrantServer(FakeServer):
    def __init__(self, dimension: int, collections: set[str] | None = None) -> None:
        super().__init__()
        self.dimension = dimension
        self.collections = collections  # the collections that exist; None: every one asked for

    def _collection_info(self) -> dict[str, Any]:
        return {
            "status": "green",
            "optimizer_status": "ok",
            "indexed_vectors_count": 0,
            "points_count": 0,
            "segments_count": 1,
            "config": {
                "params": {"vectors": {"size": self.dimension, "distance": "Cosine"}},
                "hnsw_config": {"m": 16, "ef_construct": 100, "full_scan_threshold": 10000},
                "optimizer_config": {
                    "deleted_threshold": 0.2,
                    "vacuum_min_vector_number": 1000,
                    "default_segment_number": 0,
                    "flush_interval_sec": 5,
                },
                "wal_config": {"wal_capacity_mb": 32, "wal_segments_ahead": 0},
            },
            "payload_schema": {},  # the adapter creates its payload indexes (PUT .../index)
        }

    def answer(self, method: str, path: str, body: Any) -> tuple[int, Any]:
        def ok(result: Any) -> tuple[int, Any]:
            return 200, {"result": result, "status": "ok", "time": 0.0}

        if path == "/":
            return 200, {"title": "qdrant - vector search engine", "version": "1.20.0"}
        if path == "/readyz":
            return 200, "all shards are ready"
        parts = path.strip("/").split("/")
        if parts[0] != "collections" or len(parts) < 2:
            return 404, {"status": {"error": f"no route {method} {path}"}}
        rest = parts[2:]
        exists = self.collections is None or parts[1] in self.collections
        if rest == ["exists"]:
            return ok({"exists": exists})
        if not exists:
            return 404, {"status": {"error": f"Not found: Collection `{parts[1]}` doesn't exist!"}, "time": 0.0}
        if not rest and method == "GET":
            return ok(self._collection_info())
        if rest == ["points", "query"]:
            return ok({"points": []})
        if rest == ["points", "count"]:
            return ok({"count": 0})
        if rest == ["points"] and method == "POST":  # retrieve
            return ok([])
        return ok({"operation_id": 0, "status": "completed"})  # upserts, deletes, payload indexes


class StallingTcpServer:
    """Accepts TCP connections and never reads or answers: a dependency that hangs below HTTP (a
    MongoDB whose host accepts and then says nothing)."""

    def __init__(self) -> None:
        self._listener = socket.create_server(("127.0.0.1", 0))
        self.port = int(self._listener.getsockname()[1])
        self.accepted = 0
        self._held: list[socket.socket] = []
        self._closed = False
        threading.Thread(target=self._accept_forever, daemon=True).start()

    def _accept_forever(self) -> None:
        while not self._closed:
            try:
                connection, _ = self._listener.accept()
            except OSError:
                return
            self.accepted += 1
            self._held.append(connection)

    def close(self) -> None:
        self._closed = True
        try:
            self._listener.shutdown(socket.SHUT_RDWR)  # wakes the thread blocked in accept()
        except OSError:
            pass
        self._listener.close()
        for connection in self._held:
            connection.close()
