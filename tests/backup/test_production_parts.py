"""The production parts of a backup, executed rather than inspected: the MongoDB dump and its
restore run against mongomock (no MongoDB server here) behind a thin async adapter of the calls
they make; the Qdrant collection snapshot's create, download, delete and upload go through the
real qdrant-client and httpx to a Qdrant REST API shaped with respx."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import httpx
import mongomock
import pytest
import respx
from qdrant_client import AsyncQdrantClient

from rag_context.backends.stores.mongo.dump import DUMPED_COLLECTIONS, read_records
from rag_context.backends.stores.mongo.records import CHUNKS, DOCUMENTS, chunk_documents, document_record
from rag_context.backends.stores.mongo.state import STATE
from rag_context.backends.stores.mongo.store import MongoStore
from rag_context.backends.vectors.qdrant_server import QdrantServerIndex
from rag_context.core.models import FusionParams
from rag_context.core.ports import DependencyError
from tests.backends.backend_factories import make_document


class AsyncCursor:
    def __init__(self, rows: Any) -> None:
        self._rows = iter(rows)

    def __aiter__(self) -> "AsyncCursor":
        return self

    async def __anext__(self) -> Any:
        try:
            return next(self._rows)
        except StopIteration:
            raise StopAsyncIteration from None


class AsyncCollection:
    """The calls the dump and the restore make, on a mongomock collection."""

    def __init__(self, collection: Any) -> None:
        self._collection = collection

    def find(self, query: dict[str, Any], session: Any = None, batch_size: int | None = None) -> AsyncCursor:
        return AsyncCursor(self._collection.find(query))

    async def find_one(self, query: dict[str, Any], session: Any = None) -> Any:
        return self._collection.find_one(query)

    async def insert_many(self, records: list[dict[str, Any]], ordered: bool = True, session: Any = None) -> Any:
        return self._collection.insert_many(records, ordered=ordered)

    async def count_documents(self, query: dict[str, Any], session: Any = None) -> int:
        return self._collection.count_documents(query)


class AsyncDatabase:
    def __init__(self, database: Any) -> None:
        self._database = database
        self.name = database.name

    def get_collection(self, name: str, **options: Any) -> AsyncCollection:
        return AsyncCollection(self._database[name])


def mongo_store(database: Any) -> MongoStore:
    return MongoStore(None, AsyncDatabase(database), owns_client=False, timeout_s=5.0, metrics_retention_days=30)


async def test_the_mongodb_dump_holds_every_collection_but_the_leases_and_restores_into_an_empty_database(tmp_path: Path) -> None:
    source = mongomock.MongoClient(tz_aware=True)["rag"]
    documents = [make_document("ops", f"docs/{n}.md", [f"doc {n} part one", f"doc {n} part two"]) for n in range(3)]
    for document in documents:
        source[DOCUMENTS].insert_one(document_record(document, "rev-1"))
        source[CHUNKS].insert_many(chunk_documents(document, "rev-1", 1_700_000_000_000_000))
    source[STATE].insert_many([{"_id": "content-version", "value": 7}, {"_id": "lease:reconciler", "owner": "pod-a"}])
    store = mongo_store(source)

    snapshot = await store.begin_snapshot(tmp_path / "store")  # standalone: no snapshot session
    info = await snapshot.finish()
    assert info["kind"] == "mongodb" and info["pointInTime"] is False
    assert info["documents"] == 3 and info["chunks"] == sum(len(d.chunks) for d in documents)
    assert info["indexed"] + info["pending"] + info["failed"] == 3
    assert {path.name for path in (tmp_path / "store").iterdir()} == {f"{name}.bson" for name in DUMPED_COLLECTIONS}
    state = list(read_records(tmp_path / "store" / f"{STATE}.bson"))
    assert [record["_id"] for record in state] == ["content-version"], "leases belong to the backed-up processes"

    target = mongomock.MongoClient(tz_aware=True)["restored"]
    restored = await mongo_store(target).restore_dump(tmp_path / "store")
    assert restored[DOCUMENTS] == 3 and restored[CHUNKS] == info["chunks"]
    assert sorted(target[DOCUMENTS].find({}), key=lambda r: r["_id"]) == sorted(source[DOCUMENTS].find({}), key=lambda r: r["_id"])
    assert target[CHUNKS].count_documents({}) == source[CHUNKS].count_documents({})

    with pytest.raises(DependencyError, match="already holds documents"):
        await mongo_store(target).restore_dump(tmp_path / "store")


QDRANT = "http://qdrant.test:6333"
COLLECTION = "P4NTH30N_context"


def qdrant_index() -> QdrantServerIndex:
    client = AsyncQdrantClient(url=QDRANT, api_key="qk", prefer_grpc=False, check_compatibility=False)
    return QdrantServerIndex(
        client, owns_client=True, url=QDRANT, collection=COLLECTION, dimension=4, fusion=FusionParams(),
        max_attempts=1, backoff_base_s=0.0, backoff_max_s=0.0, api_key="qk",
    )


def cluster_info(shards: int, local: list[int]) -> httpx.Response:
    return httpx.Response(200, json={"status": "ok", "time": 0.0, "result": {
        "peer_id": 1, "shard_count": shards,
        "local_shards": [{"shard_id": shard, "points_count": 21, "state": "Active"} for shard in local],
        "remote_shards": [{"shard_id": shard, "peer_id": 2, "state": "Active"} for shard in range(shards) if shard not in local],
        "shard_transfers": [],
    }})


@respx.mock(assert_all_called=True)
async def test_a_qdrant_collection_snapshot_is_made_downloaded_and_deleted(respx_mock: respx.MockRouter, tmp_path: Path) -> None:
    snapshot_bytes = b"QDRANT-SNAPSHOT" * 10_000
    respx_mock.get(f"{QDRANT}/collections/{COLLECTION}/cluster").mock(return_value=cluster_info(shards=2, local=[0, 1]))
    created = respx_mock.post(f"{QDRANT}/collections/{COLLECTION}/snapshots").mock(
        return_value=httpx.Response(200, json={"result": {"name": "snap-1.snapshot", "creation_time": None, "size": len(snapshot_bytes)}, "status": "ok", "time": 0.1})
    )
    respx_mock.post(f"{QDRANT}/collections/{COLLECTION}/points/count").mock(
        return_value=httpx.Response(200, json={"result": {"count": 42}, "status": "ok", "time": 0.0})
    )
    downloaded = respx_mock.get(f"{QDRANT}/collections/{COLLECTION}/snapshots/snap-1.snapshot").mock(
        return_value=httpx.Response(200, content=snapshot_bytes)
    )
    deleted = respx_mock.delete(f"{QDRANT}/collections/{COLLECTION}/snapshots/snap-1.snapshot").mock(
        return_value=httpx.Response(200, json={"result": True, "status": "ok", "time": 0.0})
    )
    index = qdrant_index()
    try:
        part = await index.begin_snapshot(tmp_path / "vectors")
        assert created.called and not downloaded.called  # made at the point in time; brought home after
        info = await part.finish()
    finally:
        await index.close()
    assert info == {"kind": "qdrant-server", "points": 42, "file": "collection.snapshot"}
    assert (tmp_path / "vectors" / "collection.snapshot").read_bytes() == snapshot_bytes
    assert downloaded.calls.last.request.headers["api-key"] == "qk"
    assert deleted.called, "the server's copy goes once downloaded"


@respx.mock(assert_all_called=False)
async def test_a_qdrant_snapshot_is_uploaded_only_into_an_empty_collection(respx_mock: respx.MockRouter, tmp_path: Path) -> None:
    snapshot = tmp_path / "collection.snapshot"
    snapshot.write_bytes(b"QDRANT-SNAPSHOT")
    count = respx_mock.post(f"{QDRANT}/collections/{COLLECTION}/points/count")
    upload = respx_mock.post(f"{QDRANT}/collections/{COLLECTION}/snapshots/upload").mock(
        return_value=httpx.Response(200, json={"result": True, "status": "ok", "time": 0.1})
    )
    index = qdrant_index()
    try:
        count.mock(return_value=httpx.Response(200, json={"result": {"count": 3}, "status": "ok", "time": 0.0}))
        with pytest.raises(DependencyError, match="already holds points"):
            await index.restore_snapshot(snapshot)
        assert not upload.called
        count.mock(return_value=httpx.Response(200, json={"result": {"count": 0}, "status": "ok", "time": 0.0}))
        await index.restore_snapshot(snapshot)
    finally:
        await index.close()
    request = upload.calls.last.request
    assert request.url.params["priority"] == "snapshot" and request.headers["api-key"] == "qk"
    assert b"QDRANT-SNAPSHOT" in request.content


@respx.mock(assert_all_called=False)
async def test_a_sharded_cluster_is_backed_up_as_a_rebuild_not_as_a_partial_snapshot(respx_mock: respx.MockRouter, tmp_path: Path) -> None:
    respx_mock.get(f"{QDRANT}/collections/{COLLECTION}/cluster").mock(return_value=cluster_info(shards=6, local=[0, 3]))
    respx_mock.post(f"{QDRANT}/collections/{COLLECTION}/points/count").mock(
        return_value=httpx.Response(200, json={"result": {"count": 600}, "status": "ok", "time": 0.0})
    )
    created = respx_mock.post(f"{QDRANT}/collections/{COLLECTION}/snapshots")
    index = qdrant_index()
    try:
        info = await (await index.begin_snapshot(tmp_path / "vectors")).finish()
    finally:
        await index.close()
    assert not created.called, "a snapshot of 2 of 6 shards would restore a third of the vectors"
    assert info["kind"] == "rebuild" and info["points"] == 600 and "2 of the collection's 6 shards" in info["reason"]


async def test_a_rebuild_restore_requeues_every_document(tmp_path: Path) -> None:
    source = mongomock.MongoClient(tz_aware=True)["rag"]
    for n in range(2):
        document = make_document("ops", f"docs/{n}.md", [f"doc {n}"])
        source[DOCUMENTS].insert_one(document_record(document, "rev-1"))
        source[CHUNKS].insert_many(chunk_documents(document, "rev-1", 1_700_000_000_000_000))
    await (await mongo_store(source).begin_snapshot(tmp_path / "store")).finish()
    target = mongomock.MongoClient(tz_aware=True)["restored"]
    await mongo_store(target).restore_dump(tmp_path / "store", requeue=True)
    assert {record["status"] for record in target[DOCUMENTS].find({})} == {"pending"}
    assert {record["status"] for record in source[DOCUMENTS].find({})} == {"indexed"}
