"""MongoStore's own logic without a MongoDB server: the order of the writes of a save (with and
without a transaction), failures surfacing as DependencyError, index creation with conflicts, the
lifecycle. A recording fake stands in for pymongo's async client; a real AsyncMongoClient pointed at
a closed port shows the fail-fast connection."""

from __future__ import annotations

import socket
import time
from types import SimpleNamespace
from collections.abc import Callable
from datetime import datetime, timedelta, timezone
from typing import Any

import pytest
from backend_factories import make_document
from pymongo import ReturnDocument
from pymongo.errors import (
    AutoReconnect,
    BulkWriteError,
    DuplicateKeyError,
    NetworkTimeout,
    OperationFailure,
    ServerSelectionTimeoutError,
)

from rag_context.backends.stores.mongo.indexes import (
    chunk_indexes,
    document_indexes,
    error_indexes,
    metrics_indexes,
)
from rag_context.backends.stores.mongo.metrics import (
    metrics_record,
    observations_pipeline,
    percentile_pipeline,
    stats_pipeline,
)
from rag_context.backends.stores.mongo.records import (
    CHUNKS,
    DOCUMENTS,
    ERRORS,
    METRICS,
    ORPHAN_GRACE,
    chunk_documents,
    document_record,
    micros_since_epoch,
    save_update,
    superseded_chunks_filter,
)
from rag_context.backends.stores.mongo.store import (
    INDEX_NOT_FOUND,
    INDEX_OPTIONS_CONFLICT,
    TRANSACTION_ATTEMPTS,
    MongoStore,
)
from rag_context.backends.stores.mongo.state import STATE, content_version_filter, lease_take
from rag_context.backends.stores.mongo.symbols import DEFINITIONS, REFERENCES, definition_indexes, reference_indexes
from rag_context.backends.stores.mongo.text_search import text_search_pipeline
from rag_context.core.models import (
    ComponentStatus,
    DocumentFilters,
    DocumentStatus,
    ErrorRecord,
    MetricsRecord,
    SearchFilters,
)
from rag_context.core.ports import DependencyError

STANDALONE_HELLO = {"isWritablePrimary": True, "maxWireVersion": 21, "logicalSessionTimeoutMinutes": 30}
REPLICA_SET_HELLO = {**STANDALONE_HELLO, "setName": "rs0"}


class FakeCursor:
    def __init__(self, rows: list[dict[str, Any]]) -> None:
        self.rows = rows

    async def to_list(self, length: int | None = None) -> list[dict[str, Any]]:
        return list(self.rows)


class FakeCollection:
    def __init__(self, name: str, client: "FakeClient") -> None:
        self.name = name
        self.client = client
        self.rows: dict[str, Any] = {}  # canned answers per operation

    async def _call(self, op: str, *args: Any, session: Any = None, **kwargs: Any) -> Any:
        self.client.log.append((self.name, op, args, kwargs, session))
        failure = self.client.failures.get((self.name, op)) or self.client.failures.get(op)
        if failure is not None:
            if isinstance(failure, list):  # fail once per listed error, then succeed
                if failure:
                    raise failure.pop(0)
            else:
                raise failure
        return self.rows.get(op)

    async def create_indexes(self, models, **kwargs):
        return await self._call("create_indexes", [m.document["name"] for m in models])

    async def insert_many(self, documents, ordered=True, session=None):
        return await self._call("insert_many", list(documents), ordered=ordered, session=session)

    async def insert_one(self, document, session=None):
        return await self._call("insert_one", document, session=session)

    async def replace_one(self, filter, replacement, upsert=False, session=None):
        return await self._call("replace_one", filter, replacement, upsert=upsert, session=session)

    async def find_one_and_replace(self, filter, replacement, projection=None, upsert=False, return_document=None,
                                   session=None):
        return await self._call("find_one_and_replace", filter, replacement, projection=projection, upsert=upsert,
                                return_document=return_document, session=session)

    async def delete_many(self, filter, session=None):
        return await self._call("delete_many", filter, session=session)

    async def update_one(self, filter, update, upsert=False, session=None):
        return await self._call("update_one", filter, update, upsert=upsert, session=session)

    async def update_many(self, filter, update, upsert=False, session=None):
        return await self._call("update_many", filter, update, upsert=upsert, session=session)

    async def bulk_write(self, requests, ordered=True, session=None):
        return await self._call("bulk_write", [(r._filter, r._doc, r._upsert) for r in requests], ordered=ordered, session=session)

    async def find_one(self, filter, session=None):
        return await self._call("find_one", filter, session=session)

    async def find_one_and_update(self, filter, update, projection=None, upsert=False, return_document=None, session=None):
        options = {"upsert": upsert, "return_document": return_document}
        if projection is not None:
            options = {"projection": projection, **options}
        return await self._call("find_one_and_update", filter, update, **options, session=session)

    async def delete_one(self, filter, session=None):
        return await self._call("delete_one", filter, session=session)

    async def count_documents(self, filter, session=None):
        return (await self._call("count_documents", filter, session=session)) or 0

    def find(self, filter, sort=None, limit=0, projection=None):
        options = {"sort": sort, "limit": limit} if projection is None else {"sort": sort, "limit": limit, "projection": projection}
        self.client.log.append((self.name, "find", (filter,), options, None))
        failure = self.client.failures.get((self.name, "find"))
        if failure is not None:
            raise failure
        return FakeCursor(self.rows.get("find") or [])

    async def aggregate(self, pipeline, **kwargs):
        rows = await self._call("aggregate", pipeline, **kwargs)
        return FakeCursor(rows or [])


class FakeDatabase:
    def __init__(self, client: "FakeClient") -> None:
        self.client = client
        self.collections: dict[str, FakeCollection] = {}
        self.requested: list[tuple[str, dict[str, Any]]] = []  # get_collection's arguments

    def get_collection(self, name: str, **kwargs: Any) -> FakeCollection:
        self.requested.append((name, kwargs))
        return self.collections.setdefault(name, FakeCollection(name, self.client))

    async def command(self, name: str, *args: Any, **kwargs: Any) -> dict[str, Any]:
        self.client.log.append(("db", name, args, kwargs, None))
        failure = self.client.failures.get(name)
        if failure is not None:
            raise failure
        if name == "hello":
            return dict(self.client.hello)
        return {"ok": 1.0}


class FakeTransaction:
    def __init__(self, log: list) -> None:
        self.log = log

    async def __aenter__(self) -> None:
        self.log.append(("session", "start_transaction", (), {}, None))

    async def __aexit__(self, exc_type, exc, tb) -> bool:
        self.log.append(("session", "abort_transaction" if exc_type else "commit_transaction", (), {}, None))
        return False


class FakeSession:
    def __init__(self, client: "FakeClient") -> None:
        self.client = client

    async def __aenter__(self) -> "FakeSession":
        return self

    async def __aexit__(self, *exc: Any) -> bool:
        self.client.log.append(("session", "end_session", (), {}, None))
        return False

    async def start_transaction(self, **kwargs: Any) -> FakeTransaction:
        return FakeTransaction(self.client.log)


class FakeClient:
    def __init__(self, hello: dict[str, Any] | None = None) -> None:
        self.hello = hello or STANDALONE_HELLO
        self.log: list[tuple] = []
        self.failures: dict[Any, Any] = {}
        self.db = FakeDatabase(self)
        self.closed = False
        self.codec_options = None

    def get_database(self, name: str, codec_options=None) -> FakeDatabase:
        self.database_name = name
        self.codec_options = codec_options
        return self.db

    def start_session(self) -> FakeSession:
        return FakeSession(self)

    async def close(self) -> None:
        self.closed = True

    def collection(self, name: str) -> FakeCollection:
        return self.db.get_collection(name)

    def ops(self, *names: str) -> list[tuple[str, str]]:
        return [(entry[0], entry[1]) for entry in self.log if not names or entry[1] in names]


async def open_fake(hello: dict[str, Any] | None = None, **kwargs: Any) -> tuple[MongoStore, FakeClient]:
    client = FakeClient(hello)
    store = await MongoStore.open("mongodb://unused", "testdb", client=client, **kwargs)
    client.log.clear()
    return store, client


def op_error(code: int, message: str = "conflict") -> OperationFailure:
    return OperationFailure(message, code=code)


# --- open


async def test_open_pings_detects_topology_and_creates_every_index() -> None:
    client = FakeClient()
    store = await MongoStore.open("mongodb://unused", "P4NTH30N", client=client, metrics_retention_days=7)
    assert client.database_name == "P4NTH30N"
    assert client.codec_options.tz_aware and client.codec_options.tzinfo is timezone.utc
    assert client.ops()[:2] == [("db", "ping"), ("db", "hello")]
    created = [(entry[0], entry[2][0]) for entry in client.log if entry[1] == "create_indexes"]
    expected = [(DOCUMENTS, [m.document["name"]]) for m in document_indexes()]
    expected += [(CHUNKS, [m.document["name"]]) for m in chunk_indexes()]
    expected += [(DEFINITIONS, [m.document["name"]]) for m in definition_indexes()]
    expected += [(REFERENCES, [m.document["name"]]) for m in reference_indexes()]
    expected += [(METRICS, [m.document["name"]]) for m in metrics_indexes(7)]
    expected += [(ERRORS, [m.document["name"]]) for m in error_indexes(7)]
    assert created == expected
    assert store.uses_transactions is False
    await store.close()
    assert client.closed is False  # a client that was given belongs to its owner


async def test_open_on_a_replica_set_uses_transactions() -> None:
    store, _ = await open_fake(REPLICA_SET_HELLO)
    assert store.uses_transactions is True


async def test_open_fails_as_dependency_error_when_ping_fails() -> None:
    client = FakeClient()
    client.failures["ping"] = ServerSelectionTimeoutError("no servers")
    with pytest.raises(DependencyError, match="no servers"):
        await MongoStore.open("mongodb://unused", "db", client=client)


async def test_ttl_index_conflict_becomes_collmod() -> None:
    client = FakeClient()
    client.failures[(METRICS, "create_indexes")] = [op_error(INDEX_OPTIONS_CONFLICT)]
    await MongoStore.open("mongodb://unused", "db", client=client, metrics_retention_days=3)
    (collmod,) = [entry for entry in client.log if entry[1] == "collMod"]
    assert collmod[2] == (METRICS,)
    assert collmod[3] == {"index": {"keyPattern": {"timestamp": -1}, "expireAfterSeconds": 3 * 86400}}


async def test_conflict_on_a_spec_only_index_is_tolerated() -> None:
    client = FakeClient()
    client.failures[(DOCUMENTS, "create_indexes")] = [op_error(INDEX_OPTIONS_CONFLICT)]  # session_timestamp_idx
    store = await MongoStore.open("mongodb://unused", "db", client=client)
    assert await store.health() == ComponentStatus.HEALTHY


async def test_conflict_on_a_required_index_fails_open() -> None:
    client = FakeClient()
    client.failures[(CHUNKS, "create_indexes")] = [op_error(INDEX_OPTIONS_CONFLICT)]  # chunk_text_index
    with pytest.raises(DependencyError, match="create indexes"):
        await MongoStore.open("mongodb://unused", "db", client=client)


async def test_other_index_errors_fail_open() -> None:
    client = FakeClient()
    client.failures[(DOCUMENTS, "create_indexes")] = [op_error(13, "not authorized")]
    with pytest.raises(DependencyError, match="not authorized"):
        await MongoStore.open("mongodb://unused", "db", client=client)


@pytest.mark.parametrize("days", [0, -5, 2.5])
async def test_open_refuses_bad_retention(days: Any) -> None:
    with pytest.raises(ValueError):
        await MongoStore.open("mongodb://unused", "db", client=FakeClient(), metrics_retention_days=days)


async def test_open_against_a_closed_port_fails_fast() -> None:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    started = time.monotonic()
    with pytest.raises(DependencyError, match="mongodb: connect"):
        await MongoStore.open(f"mongodb://127.0.0.1:{port}/?directConnection=true", "db", timeout_s=0.3)
    assert time.monotonic() - started < 3.0


@pytest.mark.parametrize("uri", ["mongodb://localhost:notaport", "http://localhost:27017", "mongodb://"])
async def test_open_with_a_malformed_uri_is_a_dependency_error(uri: str) -> None:
    with pytest.raises(DependencyError, match="bad connection settings"):
        await MongoStore.open(uri, "db", timeout_s=0.3)


# --- save


def save_ops(client: FakeClient) -> list[tuple]:
    return [entry for entry in client.log if entry[1] in ("insert_many", "replace_one", "find_one_and_replace", "find_one_and_update",
                                                          "delete_many", "start_transaction",
                                                          "commit_transaction", "abort_transaction")]


async def test_save_without_transactions_writes_chunks_then_switches_then_removes_superseded() -> None:
    store, client = await open_fake()
    document = make_document("s", "a.md", ["one", "two"], fingerprint="fp-9")
    before = micros_since_epoch(datetime.now(timezone.utc))
    await store.save_document(document)
    after = micros_since_epoch(datetime.now(timezone.utc))
    ops = save_ops(client)
    assert [(entry[0], entry[1]) for entry in ops] == [
        (CHUNKS, "insert_many"), (DOCUMENTS, "find_one_and_update"), (CHUNKS, "delete_many")]
    assert all(entry[4] is None for entry in ops)  # no session
    chunks, = ops[0][2]
    assert ops[0][3] == {"ordered": True}
    filter_, update = ops[1][2]
    revision = update["$set"]["revision"]
    assert [chunk["revision"] for chunk in chunks] == [revision, revision]
    assert [chunk["chunkIndex"] for chunk in chunks] == [0, 1]
    saved_at = chunks[0]["savedAtUs"]
    assert before <= saved_at <= after
    assert chunks == chunk_documents(document, revision, saved_at)
    assert filter_ == {"_id": {"$eq": document.document_id}}
    projection = {"revision": 1, "symbols.revision": 1, "supersedes": 1, "validFromUs": 1, "validUntilUs": 1}
    assert ops[1][3] == {"projection": projection, "upsert": True, "return_document": ReturnDocument.BEFORE}
    # The record's fields set (what later documents said of it, issue 32, left alone); the reason, the
    # symbol table (not code) and the declared memory fields it lacks unset.
    assert update == save_update(document_record(document, revision))
    assert update["$unset"] == {"reason": "", "symbols": "", "supersedes": "", "validFromUs": "", "validUntilUs": ""}
    # A first save supersedes nothing: only orphans (older than the grace period) go.
    cutoff = saved_at - ORPHAN_GRACE // timedelta(microseconds=1)
    assert ops[2][2] == (superseded_chunks_filter(document.document_id, revision, None, cutoff),)

    # The next save has its own revision and removes exactly the one it replaced.
    client.log.clear()
    client.collection(DOCUMENTS).rows["find_one_and_update"] = {"_id": document.document_id, "revision": revision}
    await store.save_document(document)
    ops = save_ops(client)
    second = ops[1][2][1]["$set"]["revision"]
    assert second != revision
    delete_filter = ops[2][2][0]
    assert delete_filter["revision"] == {"$ne": second}
    assert delete_filter["$or"][0] == {"revision": {"$eq": revision}}


async def test_save_of_a_document_without_chunks_writes_no_chunks() -> None:
    store, client = await open_fake()
    await store.save_document(make_document("s", "empty.md", []))
    assert [(entry[0], entry[1]) for entry in save_ops(client)] == [
        (DOCUMENTS, "find_one_and_update"), (CHUNKS, "delete_many")]


async def test_save_with_transactions_runs_all_writes_in_one_session() -> None:
    store, client = await open_fake(REPLICA_SET_HELLO)
    await store.save_document(make_document("s", "a.md", ["one"]))
    ops = save_ops(client)
    assert [entry[1] for entry in ops] == [
        "start_transaction", "insert_many", "find_one_and_update", "delete_many", "commit_transaction"]
    sessions = {id(entry[4]) for entry in ops if entry[0] != "session"}
    assert len(sessions) == 1 and ops[1][4] is not None


async def test_failed_chunk_write_in_a_transaction_aborts_and_raises() -> None:
    store, client = await open_fake(REPLICA_SET_HELLO)
    client.failures[(CHUNKS, "insert_many")] = BulkWriteError({"writeErrors": [{"code": 11000}], "nInserted": 0})
    with pytest.raises(DependencyError, match="save document"):
        await store.save_document(make_document("s", "a.md", ["one"]))
    assert [entry[1] for entry in save_ops(client)] == ["start_transaction", "insert_many", "abort_transaction"]


def transient(message: str, label: str = "TransientTransactionError") -> OperationFailure:
    error = OperationFailure(message, code=112)  # WriteConflict
    error._add_error_label(label)
    return error


async def test_transient_transaction_errors_are_retried_with_a_new_revision() -> None:
    store, client = await open_fake(REPLICA_SET_HELLO)
    client.failures[(DOCUMENTS, "find_one_and_update")] = [transient("write conflict"),
                                                   transient("commit unknown", "UnknownTransactionCommitResult")]
    await store.save_document(make_document("s", "a.md", ["one"]))
    ops = save_ops(client)
    assert [entry[1] for entry in ops] == [
        "start_transaction", "insert_many", "find_one_and_update", "abort_transaction",
        "start_transaction", "insert_many", "find_one_and_update", "abort_transaction",
        "start_transaction", "insert_many", "find_one_and_update", "delete_many", "commit_transaction"]
    revisions = [entry[2][1]["$set"]["revision"] for entry in ops if entry[1] == "find_one_and_update"]
    assert len(set(revisions)) == 3


async def test_transient_transaction_errors_give_up_after_three_attempts() -> None:
    store, client = await open_fake(REPLICA_SET_HELLO)
    client.failures[(DOCUMENTS, "find_one_and_update")] = [transient("write conflict") for _ in range(5)]
    with pytest.raises(DependencyError, match="write conflict"):
        await store.save_document(make_document("s", "a.md", ["one"]))
    assert [entry[1] for entry in save_ops(client)].count("start_transaction") == TRANSACTION_ATTEMPTS


async def test_failed_chunk_write_without_transactions_leaves_the_document_alone() -> None:
    store, client = await open_fake()
    client.failures[(CHUNKS, "insert_many")] = AutoReconnect("connection reset")
    with pytest.raises(DependencyError, match="connection reset"):
        await store.save_document(make_document("s", "a.md", ["one"]))
    assert [(entry[0], entry[1]) for entry in save_ops(client)] == [(CHUNKS, "insert_many")]


async def test_failed_document_write_raises() -> None:
    store, client = await open_fake()
    client.failures[(DOCUMENTS, "find_one_and_update")] = NetworkTimeout("timed out")
    with pytest.raises(DependencyError, match="timed out"):
        await store.save_document(make_document("s", "a.md", ["one"]))
    assert [entry[1] for entry in save_ops(client)] == ["insert_many", "find_one_and_update"]


async def test_failed_cleanup_after_the_switch_is_not_a_failed_save() -> None:
    """Once the document record names the new revision the save is done; stale chunks are invisible
    to searches and go with the next save."""
    store, client = await open_fake()
    client.failures[(CHUNKS, "delete_many")] = AutoReconnect("gone")
    await store.save_document(make_document("s", "a.md", ["one"]))
    assert [entry[1] for entry in save_ops(client)] == ["insert_many", "find_one_and_update", "delete_many"]


# --- reads and the rest


async def test_set_status_is_guarded_and_never_upserts() -> None:
    store, client = await open_fake()
    await store.set_status("d1", "fp", DocumentStatus.INDEXED)
    (entry,) = [e for e in client.log if e[1] == "update_one" and e[0] == DOCUMENTS]
    guard = {"_id": {"$eq": "d1"}, "fingerprint": {"$eq": "fp"}}
    assert entry[2] == (guard, {"$set": {"status": "indexed"}, "$unset": {"reason": ""}})
    assert entry[3] == {"upsert": False}
    await store.set_status("d1", "fp", DocumentStatus.FAILED, "HTTP 400: too long")
    failed = [e for e in client.log if e[1] == "update_one" and e[0] == DOCUMENTS][-1]
    assert failed[2] == (guard, {"$set": {"status": "failed", "reason": "HTTP 400: too long"}})


async def test_set_statuses_is_one_bulk_write_of_set_status_guards_and_never_upserts() -> None:
    store, client = await open_fake()
    await store.set_statuses([("d1", "fp-1"), ("d2", "fp-2")], DocumentStatus.INDEXED)
    (entry,) = [e for e in client.log if e[1] == "bulk_write"]
    assert entry[0] == DOCUMENTS
    update = {"$set": {"status": "indexed"}, "$unset": {"reason": ""}}
    assert entry[2][0] == [
        ({"_id": {"$eq": "d1"}, "fingerprint": {"$eq": "fp-1"}}, update, False),
        ({"_id": {"$eq": "d2"}, "fingerprint": {"$eq": "fp-2"}}, update, False),
    ]
    assert [e[1] for e in client.log if e[0] == STATE] == ["update_one"]  # one content-version bump
    client.log.clear()
    await store.set_statuses([], DocumentStatus.INDEXED)
    assert client.log == []


async def test_get_documents_is_one_find_per_bounded_batch_of_ids() -> None:
    from rag_context.backends.stores.mongo.records import DELETE_BATCH

    store, client = await open_fake()
    ids = [f"d{number}" for number in range(DELETE_BATCH + 3)]
    assert await store.get_documents([*ids, "d0"]) == {}  # the fake finds nothing
    finds = [e[2][0] for e in client.log if e[1] == "find" and e[0] == DOCUMENTS]
    assert [len(query["_id"]["$in"]) for query in finds] == [DELETE_BATCH, 3]
    assert [i for query in finds for i in query["_id"]["$in"]] == ids  # each id once
    client.log.clear()
    assert await store.get_documents([]) == {}
    assert client.log == []


def test_text_search_of_unindexed_documents_only_looks_at_their_status() -> None:
    pipeline = text_search_pipeline("jackpot", SearchFilters(), 5, unindexed_only=True)
    lookup = next(stage["$lookup"] for stage in pipeline if "$lookup" in stage)
    assert lookup["pipeline"][0]["$match"]["status"] == {"$ne": "indexed"}
    everything = text_search_pipeline("jackpot", SearchFilters(), 5)
    lookup = next(stage["$lookup"] for stage in everything if "$lookup" in stage)
    assert "status" not in lookup["pipeline"][0]["$match"]


async def test_pending_documents_query_and_zero_limit() -> None:
    store, client = await open_fake()
    record = document_record(make_document("s", "p.md", ["x"], status=DocumentStatus.PENDING), "r1")
    client.collection(DOCUMENTS).rows["find"] = [record]
    (loaded,) = await store.pending_documents(5)
    assert loaded.source == "p.md" and loaded.status is DocumentStatus.PENDING
    (entry,) = [e for e in client.log if e[1] == "find"]
    assert entry[2] == ({"status": {"$eq": "pending"}},)
    assert entry[3] == {"sort": [("indexedAtUs", 1), ("_id", 1)], "limit": 5}
    client.log.clear()
    assert await store.pending_documents(0) == []  # find(limit=0) would mean "everything"
    assert client.log == []


async def test_text_search_sends_the_pipeline_and_maps_hits() -> None:
    store, client = await open_fake()
    moment = datetime(2024, 3, 1, 8, 0, tzinfo=timezone.utc)
    client.collection(CHUNKS).rows["aggregate"] = [
        {"vectorId": "v1", "documentId": "d1", "text": "t1", "source": "a.md",
         "indexedAtUs": micros_since_epoch(moment), "metadata": {"game": "g"}, "score": 12.0},
        {"vectorId": "v2", "documentId": "d1", "text": "t2", "source": "a.md",
         "indexedAtUs": micros_since_epoch(moment), "metadata": {}, "score": 6.0},
    ]
    hits = await store.text_search("gizmo widget", SearchFilters(game="g"), 3)
    (entry,) = [e for e in client.log if e[1] == "aggregate"]
    assert entry[2] == (text_search_pipeline("gizmo widget", SearchFilters(game="g"), 3),)
    assert entry[3] == {"allowDiskUse": True}
    assert [hit.vector_id for hit in hits] == ["v1", "v2"]
    assert 1.0 > hits[0].score > hits[1].score > 0.0
    assert hits[0].timestamp == moment and hits[0].metadata == {"game": "g"}


async def test_text_search_without_words_does_not_query() -> None:
    store, client = await open_fake()
    assert await store.text_search("the of and", SearchFilters(), 5) == []
    assert await store.text_search("gizmo", SearchFilters(), 0) == []
    assert client.log == []


async def test_text_search_refuses_non_string_filters_before_querying() -> None:
    store, client = await open_fake()
    with pytest.raises(ValueError):
        await store.text_search("gizmo", SearchFilters(category={"$gt": ""}), 5)  # type: ignore[arg-type]
    assert client.log == []


async def test_text_search_recreates_a_missing_text_index_once() -> None:
    store, client = await open_fake()
    client.failures[(CHUNKS, "aggregate")] = [op_error(INDEX_NOT_FOUND, "text index required for $text query")]
    assert await store.text_search("gizmo", SearchFilters(), 5) == []
    assert client.ops("aggregate", "create_indexes") == [
        (CHUNKS, "aggregate"), (CHUNKS, "create_indexes"), (CHUNKS, "create_indexes"), (CHUNKS, "aggregate")]

    client.failures[(CHUNKS, "aggregate")] = [op_error(INDEX_NOT_FOUND)] * 2
    with pytest.raises(DependencyError):
        await store.text_search("gizmo", SearchFilters(), 5)


async def test_metrics_are_inserted_unordered_with_spec_fields() -> None:
    store, client = await open_fake()
    moment = datetime(2024, 6, 1, 12, 0, tzinfo=timezone.utc)
    records = [MetricsRecord(timestamp=moment, query=f"q{i}", results_count=i, latency_ms=1.0, fallback=False,
                             fallback_level=1, cache_hit=False, agent="a") for i in range(3)]
    await store.record_metrics(records)
    await store.record_metrics([])  # nothing to send
    (entry,) = [e for e in client.log if e[1] == "insert_many"]
    assert entry[0] == METRICS
    assert entry[2] == ([metrics_record(r) for r in records],)
    assert entry[3] == {"ordered": False}


async def test_query_observations_and_stats_use_the_pipelines() -> None:
    store, client = await open_fake()
    since = datetime(2024, 6, 1, tzinfo=timezone.utc)
    client.collection(METRICS).rows["aggregate"] = [{"latencyMs": 2.0, "fallback": True, "cacheHit": False, "agent": "x"}]
    (observation,) = await store.query_observations(since)
    assert (observation.latency_ms, observation.fallback, observation.cache_hit, observation.agent) == (2.0, True, False, "x")
    assert [e[2] for e in client.log if e[1] == "aggregate"] == [(observations_pipeline(since),)]

    client.log.clear()
    client.collection(METRICS).rows["aggregate"] = [{"_id": "x", "queries": 2, "latencySum": 6.0, "cacheHits": 1,
                                                     "fallbacks": 0, "latencyMs": 4.0}]
    stats = await store.stats(since)
    assert (stats.total_documents, stats.total_queries, stats.cache_hit_rate, stats.avg_latency) == (0, 2, 0.5, 3.0)
    assert (stats.p95_latency, stats.p99_latency) == (4.0, 4.0)
    assert stats.queries_by_agent == {"x": 2}
    # The groups, then one latency at each percentile's rank (nearest rank of 2 values: the 2nd, 0 slower).
    assert [e[2] for e in client.log if e[1] == "aggregate"] == [
        (stats_pipeline(since),), (percentile_pipeline(since, 0),), (percentile_pipeline(since, 0),)]


async def test_metrics_rows_newest_first() -> None:
    store, client = await open_fake()
    client.collection(METRICS).rows["find"] = [{"_id": "b", "query": "2"}, {"_id": "a", "query": "1"}]
    assert await store.metrics_rows(2) == [{"query": "2", "id": "b"}, {"query": "1", "id": "a"}]
    (entry,) = [e for e in client.log if e[1] == "find"]
    assert entry[3] == {"sort": [("_id", -1)], "limit": 2}
    assert await store.metrics_rows(0) == []


async def test_record_error_inserts_one_record() -> None:
    store, client = await open_fake()
    await store.record_error("search", "text_search", RuntimeError("boom"), {"query": "q", "agent": "a"})
    (entry,) = [e for e in client.log if e[1] == "insert_one"]
    assert entry[0] == ERRORS
    doc = entry[2][0]
    assert (doc["component"], doc["operation"], doc["error"], doc["level"]) == ("search", "text_search", "boom", "error")
    assert doc["context"] == {"query": "q", "agent": "a"}


async def test_record_errors_writes_the_spec_shape_and_error_counts_group_by_dependency() -> None:
    store, client = await open_fake()
    moment = datetime(2024, 6, 1, 12, 0, tzinfo=timezone.utc)
    await store.record_errors([ErrorRecord(moment, "store", "index", "host:27017 refused", "corr-1"),
                               ErrorRecord(moment, "embedder", "search", "down", None)])
    await store.record_errors([])  # nothing to send
    (entry,) = [e for e in client.log if e[1] == "insert_many"]
    assert entry[0] == ERRORS and entry[3] == {"ordered": False}
    first, second = entry[2][0]
    assert (first["component"], first["operation"], first["error"], first["timestamp"]) == ("store", "index", "host:27017 refused", moment)
    assert first["context"] == {"correlationId": "corr-1"} and second["context"] == {}

    client.collection(ERRORS).rows["aggregate"] = [{"_id": "store", "errors": 2}, {"_id": "embedder", "errors": 1}]
    assert await store.error_counts(moment) == {"store": 2, "embedder": 1}
    (pipeline,) = [e[2][0] for e in client.log if e[1] == "aggregate"]
    assert pipeline[0] == {"$match": {"timestamp": {"$gte": moment}}}
    assert pipeline[1] == {"$group": {"_id": "$component", "errors": {"$sum": 1}}}


CALLS: dict[str, Callable[[MongoStore], Any]] = {
    "get_document": lambda s: s.get_document("d1"),
    "save_document": lambda s: s.save_document(make_document("s", "a.md", ["x"])),
    "set_status": lambda s: s.set_status("d1", "fp", DocumentStatus.PENDING),
    "get_documents": lambda s: s.get_documents(["d1", "d2"]),
    "save_documents": lambda s: s.save_documents([make_document("s", "a.md", ["x"])]),
    "set_statuses": lambda s: s.set_statuses([("d1", "fp")], DocumentStatus.INDEXED),
    "pending_documents": lambda s: s.pending_documents(3),
    "count_documents": lambda s: s.count_documents(),
    "count_pending": lambda s: s.count_pending(),
    "text_search": lambda s: s.text_search("gizmo", SearchFilters(), 3),
    "record_metrics": lambda s: s.record_metrics([MetricsRecord(timestamp=datetime.now(timezone.utc), query="q",
                                                                results_count=0, latency_ms=1.0, fallback=False,
                                                                fallback_level=1, cache_hit=False, agent="a")]),
    "query_observations": lambda s: s.query_observations(datetime.now(timezone.utc)),
    "stats": lambda s: s.stats(datetime.now(timezone.utc)),
    "metrics_rows": lambda s: s.metrics_rows(),
    "record_error": lambda s: s.record_error("c", "o", "e"),
    "record_errors": lambda s: s.record_errors([ErrorRecord(datetime.now(timezone.utc), "store", "o", "e")]),
    "error_counts": lambda s: s.error_counts(datetime.now(timezone.utc)),
}
FAILING_OPS = ["find_one", "insert_many", "replace_one", "find_one_and_replace", "find_one_and_update", "update_one", "find", "count_documents", "aggregate",
               "insert_one", "bulk_write"]


@pytest.mark.parametrize("error", [AutoReconnect("reset"), NetworkTimeout("slow"), OperationFailure("bad", code=2),
                                   ServerSelectionTimeoutError("none"), TimeoutError("deadline")],
                         ids=lambda e: type(e).__name__)
@pytest.mark.parametrize("call", sorted(CALLS))
async def test_every_driver_failure_is_a_dependency_error(call: str, error: Exception) -> None:
    store, client = await open_fake()
    for op in FAILING_OPS:
        for collection in (DOCUMENTS, CHUNKS, METRICS, ERRORS):
            client.failures[(collection, op)] = error
    with pytest.raises(DependencyError):
        await CALLS[call](store)


async def test_health_and_close() -> None:
    store, client = await open_fake()
    assert await store.health() == ComponentStatus.HEALTHY
    client.failures["ping"] = AutoReconnect("down")
    assert await store.health() == ComponentStatus.UNAVAILABLE
    del client.failures["ping"]
    await store.close()
    await store.close()  # idempotent
    assert await store.health() == ComponentStatus.UNAVAILABLE
    client.log.clear()
    for call in CALLS.values():
        with pytest.raises(DependencyError, match="closed"):
            await call(store)
    assert client.log == []  # nothing reached the client after close


async def test_close_closes_a_client_the_store_made() -> None:
    client = FakeClient()
    store = MongoStore(client, client.get_database("db"), owns_client=True, timeout_s=1.0, metrics_retention_days=1)
    await store.close()
    assert client.closed is True


# --- document lifecycle


class Deleted:
    def __init__(self, count: int) -> None:
        self.deleted_count = count


async def test_delete_removes_the_document_records_first_then_every_chunk_record() -> None:
    store, client = await open_fake()
    client.collection(DOCUMENTS).rows["aggregate"] = [{"_id": None, "chunks": 5}]
    client.collection(DOCUMENTS).rows["delete_many"] = Deleted(2)
    assert await store.delete_documents(["d1", "d2", "d1", "d3"]) == (2, 5)
    assert client.ops("aggregate", "delete_many") == [
        (DOCUMENTS, "aggregate"), (DOCUMENTS, "delete_many"), (CHUNKS, "delete_many"), (DEFINITIONS, "delete_many"), (REFERENCES, "delete_many"),
    ]
    writes = [entry for entry in client.log if entry[1] == "delete_many"]
    assert writes[0][2][0] == {"_id": {"$in": ["d1", "d2", "d3"]}}
    assert writes[1][2][0] == {"documentId": {"$in": ["d1", "d2", "d3"]}}  # every revision's chunk records
    assert await store.delete_documents([]) == (0, 0)


async def test_a_failed_delete_is_a_dependency_error() -> None:
    store, client = await open_fake()
    client.failures[(DOCUMENTS, "delete_many")] = AutoReconnect("gone")
    with pytest.raises(DependencyError):
        await store.delete_documents(["d1"])
    assert (CHUNKS, "delete_many") not in client.ops("delete_many")  # the switch did not happen: chunks stay


async def test_find_and_list_send_equality_only_queries() -> None:
    store, client = await open_fake()
    client.collection(DOCUMENTS).rows["find"] = [{"_id": "a"}, {"_id": "b"}]
    assert await store.find_document_ids("s1", "x.md") == ["a", "b"]
    find = [entry for entry in client.log if entry[1] == "find"][-1]
    assert find[2][0] == {"sessionId": {"$eq": "s1"}, "source": {"$eq": "x.md"}}
    with pytest.raises(ValueError):
        await store.find_document_ids({"$ne": ""})  # type: ignore[arg-type]

    moment = datetime(2025, 1, 2, 3, 4, 5, 678901, tzinfo=timezone.utc)
    client.collection(DOCUMENTS).rows["aggregate"] = [
        {"_id": "b", "sessionId": "s1", "source": "x.md", "contentType": "code", "metadata": {"agent": "a"},
         "status": "indexed", "indexedAtUs": micros_since_epoch(moment), "chunkCount": 3}
    ]
    (summary,) = await store.list_documents(DocumentFilters(session_id="s1", content_type="code"), 10, after="a")
    assert (summary.document_id, summary.chunk_count, summary.indexed_at, summary.metadata.agent) == ("b", 3, moment, "a")
    pipeline = [entry for entry in client.log if entry[1] == "aggregate"][-1][2][0]
    assert pipeline[0] == {"$match": {"sessionId": {"$eq": "s1"}, "contentType": {"$eq": "code"}, "_id": {"$gt": "a"}}}
    assert pipeline[1:3] == [{"$sort": {"_id": 1}}, {"$limit": 10}]
    assert "content" not in pipeline[3]["$project"] and "chunks" not in pipeline[3]["$project"]


# --- replicas: the content version, the shared state, the leases (builders in mongo/state.py)


async def test_every_visible_change_bumps_the_content_version_after_it_is_written() -> None:
    for hello in (STANDALONE_HELLO, REPLICA_SET_HELLO):
        store, client = await open_fake(hello)
        client.collection(DOCUMENTS).rows["delete_many"] = SimpleNamespace(deleted_count=1)
        document = make_document("s", "a.md", ["one"])
        await store.save_document(document)
        await store.set_status(document.document_id, document.fingerprint, DocumentStatus.INDEXED)
        await store.delete_documents([document.document_id])
        await store.delete_documents([])  # nothing asked: nothing changed
        writes = [(entry[0], entry[1]) for entry in client.log
                  if entry[1] in ("find_one_and_update", "commit_transaction", "update_one", "delete_many")]
        bump = (STATE, "update_one")
        switch = (DOCUMENTS, "find_one_and_update") if hello is STANDALONE_HELLO else ("session", "commit_transaction")
        assert writes.index(bump) == writes.index(switch) + 1  # after the switch (outside the transaction)
        assert writes.count(bump) == 3
        assert writes[-1] == bump and writes[-4:-1] == [(CHUNKS, "delete_many"), (DEFINITIONS, "delete_many"), (REFERENCES, "delete_many")]  # a delete: after its chunks and symbols went
        updates = [entry for entry in client.log if entry[:2] == bump]
        assert all(entry[2] == (content_version_filter(), {"$inc": {"value": 1}}) for entry in updates)
        assert all(entry[3] == {"upsert": True} and entry[4] is None for entry in updates)


async def test_the_content_version_is_one_read_and_zero_before_any_write() -> None:
    store, client = await open_fake()
    assert await store.content_version() == 0
    client.collection(STATE).rows["find_one"] = {"_id": "content-version", "value": 41}
    assert await store.content_version() == 41
    assert client.ops("find_one") == [(STATE, "find_one")] * 2
    client.failures[(STATE, "find_one")] = AutoReconnect("primary stepped down")
    with pytest.raises(DependencyError, match="content version"):
        await store.content_version()


async def test_the_state_collection_is_written_with_majority_concern() -> None:
    _, client = await open_fake()
    (kwargs,) = [k for name, k in client.db.requested if name == STATE]
    assert kwargs["write_concern"].document == {"w": "majority", "j": True}


async def test_state_is_created_once_then_compare_and_set_on_its_revision() -> None:
    store, client = await open_fake()
    assert await store.write_state("vector-generations", {"active": 1}, 0)
    assert client.log[-1][:3] == (STATE, "insert_one", ({"_id": "state:vector-generations", "revision": 1, "value": {"active": 1}},))
    client.failures[(STATE, "insert_one")] = DuplicateKeyError("E11000 duplicate key")
    assert not await store.write_state("vector-generations", {"active": 2}, 0)  # another writer created it

    client.collection(STATE).rows["update_one"] = SimpleNamespace(matched_count=0)
    assert not await store.write_state("vector-generations", {"active": 2}, 4)
    filter_, update = client.log[-1][2]
    assert filter_ == {"_id": {"$eq": "state:vector-generations"}, "revision": {"$eq": 4}}
    assert update == {"$set": {"value": {"active": 2}, "revision": 5}}
    client.collection(STATE).rows["update_one"] = SimpleNamespace(matched_count=1)
    assert await store.write_state("vector-generations", {"active": 2}, 4)

    client.collection(STATE).rows["find_one"] = {"_id": "state:vector-generations", "revision": 5, "value": {"active": 2}}
    assert await store.read_state("vector-generations") == (5, {"active": 2})


def test_the_lease_filter_matches_only_the_owner_or_an_expired_lease() -> None:
    now = datetime(2026, 11, 25, 21, 0, tzinfo=timezone.utc)
    filter_, update = lease_take("reembed", "pod-1:7:ab", now, 60)
    assert filter_ == {"_id": {"$eq": "lease:reembed"}, "$or": [{"owner": {"$eq": "pod-1:7:ab"}}, {"expiresAt": {"$lte": now}}]}
    assert update == {"$set": {"owner": "pod-1:7:ab", "expiresAt": now + timedelta(seconds=60)}}
    with pytest.raises(ValueError):
        lease_take("reembed", {"$ne": ""}, now, 60)  # type: ignore[arg-type]


async def test_take_lease_upserts_and_a_duplicate_key_means_another_holds_it() -> None:
    store, client = await open_fake()
    expires = datetime.now(timezone.utc) + timedelta(seconds=60)
    client.collection(STATE).rows["find_one_and_update"] = {"_id": "lease:reembed", "owner": "me", "expiresAt": expires}
    holder, until = await store.take_lease("reembed", "me", 60)
    assert (holder, round(until)) == ("me", round(expires.timestamp()))
    (call,) = [entry for entry in client.log if entry[1] == "find_one_and_update"]
    assert call[3] == {"upsert": True, "return_document": ReturnDocument.AFTER}

    client.failures[(STATE, "find_one_and_update")] = DuplicateKeyError("E11000 duplicate key")
    client.collection(STATE).rows["find_one"] = {"_id": "lease:reembed", "owner": "pod-9:1:ff", "expiresAt": expires}
    assert (await store.take_lease("reembed", "me", 60))[0] == "pod-9:1:ff"
    client.collection(STATE).rows["find_one"] = None  # released in between: nobody named
    assert (await store.take_lease("reembed", "me", 60))[0] == ""

    await store.release_lease("reembed", "me")
    assert client.log[-1][:3] == (STATE, "delete_one", ({"_id": {"$eq": "lease:reembed"}, "owner": {"$eq": "me"}},))
