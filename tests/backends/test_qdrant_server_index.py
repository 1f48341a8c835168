"""QdrantServerIndex, three ways.

1. On qdrant-client's local mode (the same client API as the server, in memory): collection
   creation, the dimension check, writes, prune, count, search and filters. Local mode scores text
   queries only on a text index with the default tokenization, so these tests run the adapter with
   such an index (`LocalModeIndex`); stemming and stop words are the server's business, checked
   by the shared suite on a real server.
2. With respx in front of a fake server URL: the exact REST requests (collection, payload indexes,
   the hybrid and keyword queries), the mapping of responses to hits, and every failure shape
   (retries, backoff, 404 recreation, errors always DependencyError).
3. Against a real QDRANT_SERVER_IMAGE container (testcontainers; skipped without a Docker engine):
   what the server itself keeps (indexes, params) and the repairs on open.
"""

from __future__ import annotations

import asyncio
import json
import socket
import warnings
from collections.abc import AsyncIterator, Iterator
from typing import Any

import httpx
import pytest
import respx
from backend_factories import LocalModeIndex, make_chunks
from qdrant_client import AsyncQdrantClient, models
from qdrant_container import drop_collection, qdrant_server_url, unique_collection
from qdrant_corpus import (
    ALL_WORDS,
    CHUNKS,
    CORPUS,
    DIM,
    FILTER_CASES,
    THRESHOLD,
    assert_a_ranking_read_completes_to_the_whole_search,
    assert_scores_well_formed,
    corpus_vectors,  # noqa: F401  (fixture)
    embed,  # noqa: F401  (fixture)
    filter_id,
    names,
    upsert_corpus,
)
from tenacity import RetryCallState

from rag_context.backends.vectors.qdrant_server import (
    ClusterLayout,
    INTEGER_FIELDS,
    KEYWORD_FIELDS,
    QDRANT_SERVER_IMAGE,
    TEXT_FIELD,
    TIE_MARGIN,
    QdrantServerIndex,
    backoff,
    text_index_params,
)
from rag_context.core.models import ComponentStatus, FusionParams, SearchFilters, unit_score_from_bm25
from rag_context.core.ports import ConfigurationError, DependencyError

# Local mode warns that keyword and integer indexes have no effect there: known, and beside the point.
pytestmark = pytest.mark.filterwarnings("ignore:Payload indexes have no effect in the local Qdrant:UserWarning")

FAST = dict(backoff_base_s=0.001, backoff_max_s=0.002)  # retries without waiting
ALL_INDEXED_FIELDS = {TEXT_FIELD, *KEYWORD_FIELDS, *INTEGER_FIELDS}


def test_pinned_server_image() -> None:
    # qdrant-client 1.20 targets Qdrant 1.20, the first release with BM25 text scoring and text queries.
    assert QDRANT_SERVER_IMAGE == "qdrant/qdrant:v1.20.0"


# =====================================================================================
# 1. qdrant-client local mode
# =====================================================================================


COLLECTION = "ctx"


@pytest.fixture
async def local_client() -> AsyncIterator[AsyncQdrantClient]:
    client = AsyncQdrantClient(location=":memory:")
    yield client
    await client.close()


@pytest.fixture
async def local_index(local_client: AsyncQdrantClient) -> AsyncIterator[QdrantServerIndex]:
    index = await LocalModeIndex.open("memory", COLLECTION, DIM, client=local_client, **FAST)
    yield index
    await index.close()


@pytest.fixture
async def local_corpus(local_index: QdrantServerIndex, corpus_vectors) -> QdrantServerIndex:
    await upsert_corpus(local_index, corpus_vectors)
    return local_index


async def test_local_open_creates_the_collection(local_client: AsyncQdrantClient) -> None:
    assert not await local_client.collection_exists(COLLECTION)
    index = await LocalModeIndex.open("memory", COLLECTION, DIM, client=local_client)
    info = await local_client.get_collection(COLLECTION)
    assert info.config.params.vectors == models.VectorParams(size=DIM, distance=models.Distance.COSINE)
    assert (info.config.hnsw_config.m, info.config.hnsw_config.ef_construct) == (16, 100)
    assert await index.count() == 0
    assert await index.health() == ComponentStatus.HEALTHY
    await index.close()
    # The index did not close a client it was lent.
    assert await local_client.collection_exists(COLLECTION)


async def test_local_reopen_keeps_points_and_other_dimension_is_refused(local_client: AsyncQdrantClient, corpus_vectors) -> None:
    first = await LocalModeIndex.open("memory", COLLECTION, DIM, client=local_client)
    await upsert_corpus(first, corpus_vectors)
    await first.close()

    second = await LocalModeIndex.open("memory", COLLECTION, DIM, client=local_client)
    assert await second.count() == 6
    await second.close()

    with pytest.raises(ConfigurationError) as caught:
        await LocalModeIndex.open("memory", COLLECTION, 128, client=local_client)
    message = str(caught.value)
    assert "384" in message and "128" in message and repr(COLLECTION) in message
    assert "QDRANT_COLLECTION" in message and "`rag-context reembed`" in message  # says what to do

    again = await LocalModeIndex.open("memory", COLLECTION, DIM, client=local_client)
    assert await again.count() == 6  # the refused open left the collection alone
    await again.close()


@pytest.mark.parametrize(
    ("vectors_config", "words"),
    [
        ({"dense": models.VectorParams(size=DIM, distance=models.Distance.COSINE)}, "named vectors"),
        (models.VectorParams(size=DIM, distance=models.Distance.DOT), "Dot distance"),
    ],
)
async def test_local_collection_of_another_shape_is_refused(local_client: AsyncQdrantClient, vectors_config: Any, words: str) -> None:
    await local_client.create_collection(COLLECTION, vectors_config=vectors_config)
    with pytest.raises(ConfigurationError, match=words):
        await LocalModeIndex.open("memory", COLLECTION, DIM, client=local_client)


async def test_local_a_ranking_read_is_partial_and_completes_to_the_whole_search(local_corpus: QdrantServerIndex, embed) -> None:
    """The server's payload selector (here executed by local mode): candidates read without their
    texts, the results read again whole, the answer the same."""
    await assert_a_ranking_read_completes_to_the_whole_search(local_corpus, embed)
    partial = await local_corpus.keyword_search("retry delay", SearchFilters(), 5, ranking_only=True)
    assert partial and all(hit.partial and hit.text == "" for hit in partial)


async def test_local_upsert_is_idempotent_and_replaces(local_corpus: QdrantServerIndex, corpus_vectors) -> None:
    assert await local_corpus.count() == 6
    await upsert_corpus(local_corpus, corpus_vectors)
    assert await local_corpus.count() == 6
    old = CHUNKS["A"]
    (new,) = make_chunks(old.session_id, old.source, ["Kubernetes restarts crashed pods automatically."],
                         content_type=old.content_type, metadata=old.metadata)
    await local_corpus.upsert([new], [corpus_vectors["A"]])
    assert await local_corpus.count() == 6
    assert await local_corpus.keyword_search("retries", SearchFilters(), 10) == []
    assert names(await local_corpus.keyword_search("kubernetes", SearchFilters(), 10)) == ["A"]
    await local_corpus.upsert([], [])  # nothing to write: no request, no error
    assert await local_corpus.count() == 6


async def test_local_prune_removes_only_the_tail_of_that_document(local_client: AsyncQdrantClient) -> None:
    idx = await LocalModeIndex.open("memory", "small", 4, client=local_client)
    x = make_chunks("s1", "x.md", ["aardvark", "badger", "gecko", "dingo"])
    y = make_chunks("s1", "y.md", ["eagle", "zebra", "emu", "tapir"])
    vectors = [[1.0, float(i), 0.5, 0.25] for i in range(4)]
    await idx.upsert(x, vectors)
    await idx.upsert(y, vectors)
    await idx.prune(x[0].document_id, keep_chunks=2)
    assert await idx.count() == 6
    found = {hit.text for hit in await idx.keyword_search("aardvark badger gecko dingo eagle zebra emu tapir", SearchFilters(), 20)}
    assert found == {"aardvark", "badger", "eagle", "zebra", "emu", "tapir"}
    await idx.prune(y[0].document_id, keep_chunks=10)
    assert await idx.count() == 6
    await idx.prune(x[0].document_id, keep_chunks=0)
    assert await idx.count() == 4


async def test_local_delete_documents(local_client: AsyncQdrantClient) -> None:
    idx = await LocalModeIndex.open("memory", "deletes", 4, client=local_client)
    x = make_chunks("s1", "x.md", ["aardvark", "badger"])
    y = make_chunks("s1", "y.md", ["eagle"])
    await idx.upsert([*x, *y], [[1.0, float(i), 0.5, 0.25] for i in range(3)])
    assert await idx.document_ids() == {x[0].document_id, y[0].document_id}
    await idx.delete_documents([x[0].document_id, "unknown"])
    assert await idx.document_ids() == {y[0].document_id}
    assert await idx.count() == 1
    await idx.delete_documents([x[0].document_id])  # idempotent
    assert [hit.text for hit in await idx.keyword_search("aardvark badger eagle", SearchFilters(), 10)] == ["eagle"]


async def test_local_point_counts_whole_scoped_and_a_page_at_a_time(local_client: AsyncQdrantClient) -> None:
    """The consistency sweep's counts, executed: the facets and the count under a documentId filter."""
    import dataclasses

    from rag_context.core.ports import PointCounts

    idx = await LocalModeIndex.open("memory", "counts", 4, client=local_client)
    x = [dataclasses.replace(chunk, fingerprint="fx2") for chunk in make_chunks("s1", "x.md", ["aardvark", "badger", "gecko"])]
    x[2] = dataclasses.replace(x[2], fingerprint="fx1")
    y = make_chunks("s1", "y.md", ["eagle", "zebra"])  # no fingerprint
    z = [dataclasses.replace(chunk, fingerprint="fz") for chunk in make_chunks("s2", "z.md", ["tapir"])]
    await idx.upsert([*x, *y, *z], [[1.0, float(i), 0.5, 0.25] for i in range(6)])
    x_id, y_id, z_id = x[0].document_id, y[0].document_id, z[0].document_id
    whole = await idx.point_counts()
    assert (whole.by_document, whole.by_fingerprint, whole.unversioned) == ({x_id: 3, y_id: 2, z_id: 1}, {"fx2": 2, "fx1": 1, "fz": 1}, {y_id: 2})
    assert await idx.point_counts(x_id) == PointCounts({x_id: 3}, {"fx2": 2, "fx1": 1}, {})
    page = await idx.point_counts(document_ids=[y_id, z_id, "not-there"])
    assert (page.by_document, page.by_fingerprint, page.unversioned) == ({y_id: 2, z_id: 1}, {"fz": 1}, {y_id: 2})
    assert await idx.point_counts(document_ids=["not-there"]) == PointCounts({}, {}, {})
    assert await idx.count_points([x_id, y_id, z_id]) == 6
    assert await idx.points_per_document([x_id, z_id, "not-there"]) == {x_id: 3, z_id: 1}
    assert await idx.count_points([x_id, z_id], fingerprints=["fx2", "fz"]) == 3
    assert await idx.count_points([x_id, y_id], unversioned=True) == 2


async def test_local_chunk_lines_are_set_on_existing_points_only(local_client: AsyncQdrantClient) -> None:
    """`rag-context backfill`'s write to the index, executed: lines set by id, a missing id no error."""
    idx = await LocalModeIndex.open("memory", "lines", 4, client=local_client)
    x = make_chunks("s1", "x.md", ["aardvark", "badger"])
    await idx.upsert(x, [[1.0, float(i), 0.5, 0.25] for i in range(2)])
    await idx.set_chunk_lines([(x[0].vector_id, 1, 4), (x[1].vector_id, 5, 9), ("00000000-0000-0000-0000-000000000000", 1, 2)])
    records, _ = await local_client.scroll("lines", with_payload=["lineStart", "lineEnd"], limit=10)
    assert {str(record.id): (record.payload["lineStart"], record.payload["lineEnd"]) for record in records} == {
        x[0].vector_id: (1, 4), x[1].vector_id: (5, 9)
    }
    assert await idx.count() == 2
    hits = await idx.keyword_search("badger", SearchFilters(), 5)
    assert [(hit.line_start, hit.line_end) for hit in hits] == [(5, 9)]


async def test_local_dense_side_and_threshold(local_corpus: QdrantServerIndex, embed, corpus_vectors) -> None:
    vector = embed("websocket memory leak fix")
    no_words = "qqqzx vvvwy"
    dense_only = await local_corpus.hybrid_search(vector, no_words, SearchFilters(), 6, THRESHOLD)
    assert names(dense_only)[0] == "E"
    assert_scores_well_formed(dense_only)
    # First in one list of two: RRF 1/k, half of the best possible 2/k.
    assert dense_only[0].score == pytest.approx(0.5)
    assert await local_corpus.hybrid_search(vector, no_words, SearchFilters(), 6, 0.99) == []
    assert names(await local_corpus.hybrid_search(corpus_vectors["E"], no_words, SearchFilters(), 6, 0.99)) == ["E"]
    # The BM25 side ignores the threshold.
    assert names(await local_corpus.hybrid_search(vector, "jackpot", SearchFilters(), 6, 0.99)) == ["B"]


async def test_local_hybrid_fuses_and_maps_scores(local_corpus: QdrantServerIndex, embed) -> None:
    query = "websocket memory leak"
    hits = await local_corpus.hybrid_search(embed(query), f"{query} {ALL_WORDS}", SearchFilters(), 10, -1.0)
    assert len(hits) == 6
    assert names(hits)[0] == "E"
    assert hits[0].score == pytest.approx(1.0)  # first in both lists
    assert_scores_well_formed(hits)
    top, chunk = hits[0], CHUNKS["E"]
    assert (top.document_id, top.text, top.source, top.timestamp, top.metadata) == (
        chunk.document_id, chunk.text, chunk.source, chunk.indexed_at, chunk.metadata.as_dict())
    for limit in (1, 3):
        assert len(await local_corpus.hybrid_search(embed(query), ALL_WORDS, SearchFilters(), limit, -1.0)) == limit


async def test_local_keyword_search_scores(local_corpus: QdrantServerIndex) -> None:
    everything = await local_corpus.keyword_search(ALL_WORDS, SearchFilters(), 10)
    assert sorted(names(everything)) == sorted(CORPUS)
    assert_scores_well_formed(everything)
    assert all(0.0 < hit.score < 1.0 for hit in everything)
    assert len(await local_corpus.keyword_search(ALL_WORDS, SearchFilters(), 2)) == 2
    assert names(await local_corpus.keyword_search("websocket heartbeat leak jackpot", SearchFilters(), 10)) == ["E", "B"]
    assert await local_corpus.keyword_search("   ", SearchFilters(), 10) == []


@pytest.mark.parametrize(("filters", "expected"), FILTER_CASES, ids=filter_id)
async def test_local_filters_isolate_both_searches(local_corpus: QdrantServerIndex, embed, filters: SearchFilters, expected: set[str]) -> None:
    vector = embed("websocket memory leak")
    assert set(names(await local_corpus.hybrid_search(vector, ALL_WORDS, filters, 10, -1.0))) == expected
    assert set(names(await local_corpus.keyword_search(ALL_WORDS, filters, 10))) == expected


async def test_local_missing_collection_is_recreated_once(local_client: AsyncQdrantClient, local_corpus: QdrantServerIndex, corpus_vectors) -> None:
    await local_client.delete_collection(COLLECTION)
    assert await local_corpus.count() == 0  # recreated, then counted
    info = await local_client.get_collection(COLLECTION)
    assert info.config.params.vectors.size == DIM
    await local_client.delete_collection(COLLECTION)
    await local_corpus.upsert([CHUNKS["E"]], [corpus_vectors["E"]])
    assert names(await local_corpus.keyword_search("websocket", SearchFilters(), 5)) == ["E"]


async def test_local_engine_errors_are_dependency_errors(local_client: AsyncQdrantClient, local_corpus: QdrantServerIndex) -> None:
    (chunk,) = make_chunks("s9", "bad.md", ["short vector"])
    with pytest.raises(DependencyError):
        await local_corpus.upsert([chunk], [[0.1, 0.2, 0.3]])
    # The production text index (stems, stop words) is beyond local mode: its NotImplementedError
    # leaves as a DependencyError too, never as the client's own exception.
    real = await QdrantServerIndex.open("memory", "real", 4, client=local_client, **FAST)
    with pytest.raises(DependencyError, match="NotImplementedError") as caught:
        await real.keyword_search("retry", SearchFilters(), 5)
    assert isinstance(caught.value.__cause__, NotImplementedError)


async def test_local_close(local_client: AsyncQdrantClient, local_corpus: QdrantServerIndex, corpus_vectors) -> None:
    await local_corpus.close()
    await local_corpus.close()
    assert await local_corpus.health() == ComponentStatus.UNAVAILABLE
    for call in (
        local_corpus.count(),
        local_corpus.upsert([CHUNKS["A"]], [corpus_vectors["A"]]),
        local_corpus.upsert([], []),
        local_corpus.prune(CHUNKS["A"].document_id, 0),
        local_corpus.keyword_search("retries", SearchFilters(), 5),
        local_corpus.keyword_search("", SearchFilters(), 5),
        local_corpus.hybrid_search(corpus_vectors["A"], "retries", SearchFilters(), 5, 0.0),
    ):
        with pytest.raises(DependencyError):
            await call
    assert await local_client.count(COLLECTION) == models.CountResult(count=6)


# =====================================================================================
# 2. REST requests and failure shapes, with respx
# =====================================================================================

BASE = "http://qdrant.test:6333"


def ok(result: Any) -> httpx.Response:
    return httpx.Response(200, json={"result": result, "status": "ok", "time": 0.001})


def failure(status: int, message: str = "boom", headers: dict[str, str] | None = None) -> httpx.Response:
    return httpx.Response(status, json={"status": {"error": message}, "time": 0.001}, headers=headers)


def complete_payload_schema() -> dict[str, Any]:
    schema: dict[str, Any] = {field: {"data_type": "keyword", "points": 0} for field in KEYWORD_FIELDS}
    schema.update({field: {"data_type": "integer", "points": 0} for field in INTEGER_FIELDS})
    schema[TEXT_FIELD] = {"data_type": "text", "params": text_index_params().model_dump(mode="json", exclude_none=True), "points": 0}
    return schema


async def collection_info(size: int = DIM, payload_schema: dict[str, Any] | None = None) -> dict[str, Any]:
    """A collection info body as the server sends it (built by local mode, same models)."""
    local = AsyncQdrantClient(location=":memory:")
    await local.create_collection("x", vectors_config=models.VectorParams(size=size, distance=models.Distance.COSINE))
    info = (await local.get_collection("x")).model_dump(mode="json", exclude_none=True)
    await local.close()
    info["payload_schema"] = complete_payload_schema() if payload_schema is None else payload_schema
    return info


def body(call: Any) -> Any:
    return json.loads(call.request.content) if call.request.content else None


def scored(name: str, score: float) -> dict[str, Any]:
    chunk = CHUNKS[name]
    return {"id": chunk.vector_id, "version": 1, "score": score, "payload": chunk.payload()}


class FakeQdrant:
    """A respx router with the routes of a healthy server holding a complete collection."""

    def __init__(self, router: respx.MockRouter, info: dict[str, Any]) -> None:
        self.router = router
        router.get("/", name="version").mock(return_value=httpx.Response(200, json={"title": "qdrant - vector search engine", "version": "1.20.0"}))
        router.get(f"/collections/{COLLECTION}/exists", name="exists").mock(return_value=ok({"exists": True}))
        router.put(f"/collections/{COLLECTION}", name="create").mock(return_value=ok(True))
        router.get(f"/collections/{COLLECTION}", name="info").mock(return_value=ok(info))
        router.put(f"/collections/{COLLECTION}/index", name="index").mock(return_value=ok({"operation_id": 1, "status": "completed"}))
        router.post(f"/collections/{COLLECTION}/points/query", name="query").mock(return_value=ok({"points": []}))
        router.put(f"/collections/{COLLECTION}/points", name="upsert").mock(return_value=ok({"operation_id": 2, "status": "completed"}))
        router.post(f"/collections/{COLLECTION}/points/delete", name="delete").mock(return_value=ok({"operation_id": 3, "status": "completed"}))
        router.post(f"/collections/{COLLECTION}/points/count", name="count").mock(return_value=ok({"count": 6}))

    def __getitem__(self, name: str) -> respx.Route:
        return self.router.routes[name]

    def reset(self) -> None:
        self.router.reset()  # forget the calls, keep the routes

    async def open(self, **options: Any) -> QdrantServerIndex:
        return await QdrantServerIndex.open(BASE, COLLECTION, DIM, **{**FAST, **options})


@pytest.fixture
async def server_info() -> dict[str, Any]:
    return await collection_info()


@pytest.fixture
def fake(server_info: dict[str, Any]) -> Iterator[FakeQdrant]:
    with respx.mock(base_url=BASE, assert_all_called=False, assert_all_mocked=True) as router:
        yield FakeQdrant(router, server_info)


@pytest.fixture
async def fake_index(fake: FakeQdrant) -> AsyncIterator[QdrantServerIndex]:
    index = await fake.open()
    fake.reset()
    yield index
    await index.close()


# --- open


async def test_open_creates_a_missing_collection_with_its_indexes(fake: FakeQdrant) -> None:
    fake["exists"].mock(return_value=ok({"exists": False}))
    info = await collection_info(payload_schema={})
    fake["info"].mock(return_value=ok(info))

    index = await fake.open(timeout_s=7.0)
    await index.close()

    calls = [(c.request.method, c.request.url.path) for c in fake.router.calls]
    assert calls[:4] == [("GET", "/"), ("GET", f"/collections/{COLLECTION}/exists"),
                         ("PUT", f"/collections/{COLLECTION}"), ("GET", f"/collections/{COLLECTION}")]
    assert body(fake["create"].calls.last) == {
        "vectors": {"size": DIM, "distance": "Cosine"},
        "hnsw_config": {"m": 16, "ef_construct": 100, "full_scan_threshold": 10000},
        "shard_number": 1,
        "replication_factor": 1,
        "write_consistency_factor": 1,
    }
    index_bodies = [body(call) for call in fake["index"].calls]
    assert all(call.request.url.params["wait"] == "true" for call in fake["index"].calls)
    assert index_bodies == [
        {"field_name": "text", "field_schema": {
            "type": "text", "tokenizer": "word", "lowercase": True, "ascii_folding": True, "stopwords": "english",
            "stemmer": {"type": "snowball", "language": "english"}, "scoring": {"type": "bm25"}}},
        *({"field_name": field, "field_schema": "keyword"} for field in KEYWORD_FIELDS),
        *({"field_name": field, "field_schema": "integer"} for field in INTEGER_FIELDS),
    ]
    # timeout_s reaches the HTTP client (qdrant-client keeps whole seconds).
    assert fake["version"].calls.last.request.extensions["timeout"] == {"connect": 7, "read": 7, "write": 7, "pool": 7}


async def test_open_of_a_complete_collection_writes_nothing(fake: FakeQdrant) -> None:
    index = await fake.open()
    await index.close()
    assert not fake["create"].called and not fake["index"].called


async def test_open_adds_missing_indexes_and_replaces_a_text_index_without_scoring(fake: FakeQdrant) -> None:
    schema = complete_payload_schema()
    del schema["game"], schema["chunkIndex"]
    schema[TEXT_FIELD] = {"data_type": "text", "params": {"type": "text", "tokenizer": "word"}, "points": 3}
    fake["info"].mock(return_value=ok(await collection_info(payload_schema=schema)))
    index = await fake.open()
    await index.close()
    assert not fake["create"].called
    assert [body(call)["field_name"] for call in fake["index"].calls] == ["text", "game", "chunkIndex"]


async def test_open_refuses_another_dimension(fake: FakeQdrant) -> None:
    fake["info"].mock(return_value=ok(await collection_info(size=768)))
    with pytest.raises(ConfigurationError) as caught:
        await fake.open()
    message = str(caught.value)
    assert "768" in message and "384" in message and repr(COLLECTION) in message and BASE in message
    assert "QDRANT_COLLECTION" in message and "EMBEDDING" in message and "`rag-context reembed`" in message
    assert not fake["index"].called


async def test_open_refuses_a_server_too_old_for_bm25(fake: FakeQdrant) -> None:
    fake["version"].mock(return_value=httpx.Response(200, json={"title": "qdrant", "version": "1.13.4"}))
    with pytest.raises(ConfigurationError) as caught:
        await fake.open()
    assert "1.13.4" in str(caught.value) and QDRANT_SERVER_IMAGE in str(caught.value)
    assert not fake["exists"].called


async def test_open_sends_the_api_key(fake: FakeQdrant) -> None:
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", UserWarning)  # qdrant-client warns of an api key over http
        index = await fake.open(api_key="s3cret")
    await index.close()
    assert all(call.request.headers["api-key"] == "s3cret" for call in fake.router.calls)


async def test_open_of_an_unreachable_server_is_a_dependency_error_and_closes_its_client(
    fake: FakeQdrant, monkeypatch: pytest.MonkeyPatch
) -> None:
    closed: list[bool] = []
    real_close = AsyncQdrantClient.close

    async def recording_close(self: AsyncQdrantClient, *args: Any, **kwargs: Any) -> None:
        closed.append(True)
        await real_close(self, *args, **kwargs)

    monkeypatch.setattr(AsyncQdrantClient, "close", recording_close)
    fake["version"].mock(side_effect=httpx.ConnectError("[Errno 111] Connection refused"))
    with pytest.raises(DependencyError, match="ConnectError"):
        await fake.open()
    assert fake["version"].call_count == 3
    assert closed == [True]


# --- the requests of the port's methods


BM25_DEFAULTS = {"bm25": {"k": 1.2, "b": 0.75}}


async def test_hybrid_request(fake: FakeQdrant, fake_index: QdrantServerIndex) -> None:
    filters = SearchFilters(category="bugfix", session_id="s1")
    await fake_index.hybrid_search([0.5, 0.25], "retry connections", filters, 5, 0.7)
    condition = {"must": [{"key": "category", "match": {"value": "bugfix"}}, {"key": "sessionId", "match": {"value": "s1"}}]}
    assert body(fake["query"].calls.last) == {
        "prefetch": [
            {"query": [0.5, 0.25], "filter": condition, "score_threshold": 0.7, "limit": 100},
            {"query": {"text": {"query": "retry connections", "scoring": BM25_DEFAULTS}}, "using": "text",
             "filter": condition, "limit": 100},
        ],
        "query": {"rrf": {"k": 60, "weights": [1.0, 1.0]}},
        "filter": condition,
        "limit": 5 + TIE_MARGIN,  # a few more, for a stable order of ties
        "with_vector": False,
        "with_payload": True,
    }


async def test_hybrid_request_options(fake: FakeQdrant) -> None:
    index = await fake.open(rrf_k=10, prefetch_limit=20)
    await index.hybrid_search([1.0], "word", SearchFilters(), 50, 0.0)
    sent = body(fake["query"].calls.last)
    assert sent["query"] == {"rrf": {"k": 10, "weights": [1.0, 1.0]}}
    assert [p["limit"] for p in sent["prefetch"]] == [20, 20]  # the depth does not follow the limit
    assert sent["limit"] == 50 + TIE_MARGIN
    assert "filter" not in sent and all("filter" not in p for p in sent["prefetch"])
    # A blank text leaves the BM25 side out, and its weight.
    await index.hybrid_search([1.0], "  ", SearchFilters(), 5, 0.3)
    sent = body(fake["query"].calls.last)
    assert sent["prefetch"] == [{"query": [1.0], "score_threshold": 0.3, "limit": 20}]
    assert sent["query"] == {"rrf": {"k": 10, "weights": [1.0]}}
    await index.close()


async def test_fusion_params(fake: FakeQdrant) -> None:
    fusion = FusionParams(rrf_k=30, dense_weight=2.0, keyword_weight=0.5, prefetch_limit=40, bm25_k1=0.9, bm25_b=0.4)
    index = await fake.open(fusion=fusion, rrf_k=99, prefetch_limit=99)  # fusion wins
    await index.hybrid_search([1.0], "word", SearchFilters(), 5, 0.0)
    sent = body(fake["query"].calls.last)
    assert sent["query"] == {"rrf": {"k": 30, "weights": [2.0, 0.5]}}
    assert [p["limit"] for p in sent["prefetch"]] == [40, 40]
    assert sent["prefetch"][1]["query"] == {"text": {"query": "word", "scoring": {"bm25": {"k": 0.9, "b": 0.4}}}}
    await index.keyword_search("word", SearchFilters(), 5)
    assert body(fake["query"].calls.last)["query"] == {"text": {"query": "word", "scoring": {"bm25": {"k": 0.9, "b": 0.4}}}}

    # Scores are divided by FusionParams.best_fused_score, as EdgeVectorIndex does.
    best = fusion.best_fused_score
    fake["query"].mock(return_value=ok({"points": [scored("E", best), scored("A", 0.6 * best), scored("B", 0.2 * best)]}))
    hits = await index.hybrid_search([1.0], "word", SearchFilters(), 5, 0.0)
    assert [h.score for h in hits] == pytest.approx([1.0, 0.6, 0.2])
    await index.close()


async def test_ties_are_ordered_by_id_and_cut_to_the_limit(fake: FakeQdrant, fake_index: QdrantServerIndex) -> None:
    tied = sorted(CHUNKS, key=lambda name: CHUNKS[name].vector_id)  # names in the order of their ids
    shuffled = [tied[3], tied[0], tied[5], tied[2], tied[4], tied[1]]
    fake["query"].mock(return_value=ok({"points": [scored(name, 2.0) for name in shuffled]}))
    assert names(await fake_index.keyword_search("x", SearchFilters(), 4)) == tied[:4]
    fake["query"].mock(return_value=ok({"points": [scored(shuffled[0], 1 / 60), *(scored(n, 1 / 61) for n in shuffled[1:])]}))
    hits = await fake_index.hybrid_search([0.1], "x", SearchFilters(), 3, 0.0)
    assert names(hits) == [shuffled[0], *[n for n in tied if n != shuffled[0]][:2]]


async def test_keyword_request(fake: FakeQdrant, fake_index: QdrantServerIndex) -> None:
    await fake_index.keyword_search("retry", SearchFilters(game="firekirin"), 7)
    assert body(fake["query"].calls.last) == {
        "query": {"text": {"query": "retry", "scoring": BM25_DEFAULTS}},
        "using": "text",
        "filter": {"must": [{"key": "game", "match": {"value": "firekirin"}}]},
        "limit": 7 + TIE_MARGIN,
        "with_vector": False,
        "with_payload": True,
    }
    await fake_index.keyword_search(" ", SearchFilters(), 7)
    assert fake["query"].call_count == 1  # nothing to search for: no request


async def test_write_requests(fake: FakeQdrant, fake_index: QdrantServerIndex) -> None:
    chunk = CHUNKS["B"]
    await fake_index.upsert([chunk], [[0.5, 0.25]])
    call = fake["upsert"].calls.last
    assert call.request.url.params["wait"] == "true"
    assert body(call) == {"points": [{"id": chunk.vector_id, "vector": [0.5, 0.25], "payload": chunk.payload()}]}

    await fake_index.prune(chunk.document_id, 3)
    call = fake["delete"].calls.last
    assert call.request.url.params["wait"] == "true"
    assert body(call) == {"filter": {"must": [
        {"key": "documentId", "match": {"value": chunk.document_id}},
        {"key": "chunkIndex", "range": {"gte": 3}},
    ]}}

    assert await fake_index.count() == 6
    assert body(fake["count"].calls.last) == {"exact": True}

    await fake_index.delete_documents(["d1", "d2", "d1"])
    call = fake["delete"].calls.last
    assert call.request.url.params["wait"] == "true"
    assert body(call) == {"filter": {"must": [{"key": "documentId", "match": {"any": ["d1", "d2"]}}]}}


async def test_single_node_writes_leave_the_ordering_to_the_server(fake: FakeQdrant, fake_index: QdrantServerIndex) -> None:
    await fake_index.upsert([CHUNKS["B"]], [[0.5, 0.25]])
    await fake_index.delete_documents(["d1"])
    assert "ordering" not in fake["upsert"].calls.last.request.url.params
    assert "ordering" not in fake["delete"].calls.last.request.url.params


async def test_a_cluster_collection_is_created_sharded_and_replicated_and_written_through_a_leader(fake: FakeQdrant) -> None:
    fake["exists"].mock(return_value=ok({"exists": False}))
    layout = ClusterLayout(shard_number=6, replication_factor=3, write_consistency_factor=2)
    index = await fake.open(cluster=layout)
    try:
        created = body(fake["create"].calls.last)
        assert (created["shard_number"], created["replication_factor"], created["write_consistency_factor"]) == (6, 3, 2)
        chunk = CHUNKS["B"]
        await index.upsert([chunk], [[0.5, 0.25]])
        await index.prune(chunk.document_id, 3)
        prune_call = fake["delete"].calls.last
        await index.delete_documents(["d1"])
        for call in (fake["upsert"].calls.last, prune_call, fake["delete"].calls.last):
            assert call.request.url.params["wait"] == "true" and call.request.url.params["ordering"] == "medium"
    finally:
        await index.close()


@pytest.mark.parametrize(("shards", "replicas", "consistency"), [(0, 1, 1), (1, 0, 1), (1, 2, 3)])
def test_an_impossible_cluster_layout_is_refused(shards: int, replicas: int, consistency: int) -> None:
    with pytest.raises(ValueError):
        ClusterLayout(shards, replicas, consistency)


async def test_hybrid_response_to_hits(fake: FakeQdrant, fake_index: QdrantServerIndex) -> None:
    k = 60
    fake["query"].mock(return_value=ok({"points": [
        scored("E", 2 / k), scored("A", 1 / k + 1 / (k + 2)), scored("C", 1 / (k + 1)), scored("D", 1 / (k + 5)),
    ]}))
    hits = await fake_index.hybrid_search([0.1], "leak", SearchFilters(), 4, 0.2)
    assert names(hits) == ["E", "A", "C", "D"]
    assert [h.score for h in hits] == pytest.approx([1.0, (1 / k + 1 / (k + 2)) / (2 / k), (1 / (k + 1)) / (2 / k), (1 / (k + 5)) / (2 / k)])
    assert_scores_well_formed(hits)
    chunk = CHUNKS["E"]
    assert (hits[0].vector_id, hits[0].document_id, hits[0].text, hits[0].source, hits[0].timestamp, hits[0].metadata) == (
        chunk.vector_id, chunk.document_id, chunk.text, chunk.source, chunk.indexed_at, chunk.metadata.as_dict())


async def test_scores_are_clamped_and_bm25_mapped(fake: FakeQdrant, fake_index: QdrantServerIndex) -> None:
    fake["query"].mock(return_value=ok({"points": [scored("B", 0.05)]}))  # above 2/k: clamped
    assert [h.score for h in await fake_index.hybrid_search([0.1], "x", SearchFilters(), 1, 0.0)] == [1.0]
    fake["query"].mock(return_value=ok({"points": [scored("B", 7.5), scored("A", 1.25), scored("C", 0.0)]}))
    hits = await fake_index.keyword_search("jackpot", SearchFilters(), 3)
    assert [h.score for h in hits] == pytest.approx([unit_score_from_bm25(7.5), unit_score_from_bm25(1.25), 0.0])
    assert_scores_well_formed(hits)


async def test_a_point_without_the_payload_is_a_dependency_error(fake: FakeQdrant, fake_index: QdrantServerIndex) -> None:
    fake["query"].mock(return_value=ok({"points": [{"id": CHUNKS["A"].vector_id, "version": 1, "score": 1.0, "payload": {"content": "x"}}]}))
    with pytest.raises(DependencyError, match="payload"):
        await fake_index.keyword_search("x", SearchFilters(), 3)


# --- failures


async def test_503_twice_then_success(fake: FakeQdrant, fake_index: QdrantServerIndex) -> None:
    fake["query"].mock(side_effect=[failure(503), failure(503), ok({"points": [scored("E", 3.0)]})])
    hits = await fake_index.keyword_search("websocket", SearchFilters(), 5)
    assert names(hits) == ["E"]
    assert fake["query"].call_count == 3


async def test_503_every_time_is_a_dependency_error_after_three_attempts(fake: FakeQdrant, fake_index: QdrantServerIndex) -> None:
    fake["query"].mock(return_value=failure(503, "overloaded"))
    with pytest.raises(DependencyError, match="503") as caught:
        await fake_index.hybrid_search([0.1], "x", SearchFilters(), 5, 0.2)
    assert fake["query"].call_count == 3
    assert "overloaded" in str(caught.value) and "Raw response content" not in str(caught.value)


@pytest.mark.parametrize(
    "error",
    [httpx.ConnectError("[Errno 111] Connection refused"), httpx.ReadTimeout("timed out"), httpx.ConnectTimeout("timed out"),
     httpx.RemoteProtocolError("Server disconnected without sending a response.")],
    ids=lambda e: type(e).__name__,
)
async def test_transport_errors_are_retried_then_a_dependency_error(fake: FakeQdrant, fake_index: QdrantServerIndex, error: Exception) -> None:
    fake["upsert"].mock(side_effect=error)
    with pytest.raises(DependencyError, match=type(error).__name__):
        await fake_index.upsert([CHUNKS["A"]], [[0.5]])
    assert fake["upsert"].call_count == 3


async def test_a_timeout_then_success(fake: FakeQdrant, fake_index: QdrantServerIndex) -> None:
    fake["count"].mock(side_effect=[httpx.ReadTimeout("timed out"), ok({"count": 4})])
    assert await fake_index.count() == 4
    assert fake["count"].call_count == 2


@pytest.mark.parametrize("status", [400, 401, 403, 409, 422, 500])
async def test_other_errors_are_not_retried(fake: FakeQdrant, fake_index: QdrantServerIndex, status: int) -> None:
    fake["query"].mock(return_value=failure(status, "Wrong input: Vector dimension error: expected dim: 384, got 3"))
    with pytest.raises(DependencyError, match=str(status)):
        await fake_index.hybrid_search([0.1, 0.2, 0.3], "x", SearchFilters(), 5, 0.2)
    assert fake["query"].call_count == 1


@pytest.mark.parametrize("retry_after", [None, "0"], ids=["no Retry-After", "Retry-After 0"])
async def test_429_is_retried(fake: FakeQdrant, fake_index: QdrantServerIndex, retry_after: str | None) -> None:
    headers = {"Retry-After": retry_after} if retry_after else None
    fake["count"].mock(side_effect=[failure(429, "rate limited", headers), ok({"count": 2})])
    assert await fake_index.count() == 2
    assert fake["count"].call_count == 2


async def test_429_every_time_is_a_dependency_error(fake: FakeQdrant, fake_index: QdrantServerIndex) -> None:
    fake["count"].mock(return_value=failure(429, "rate limited", {"Retry-After": "1"}))
    with pytest.raises(DependencyError, match="rate limited"):
        await fake_index.count()
    assert fake["count"].call_count == 3


async def test_max_attempts_is_configurable(fake: FakeQdrant) -> None:
    index = await fake.open(max_attempts=5)
    opened = fake["count"].call_count  # open counts the points an older release wrote
    fake["count"].mock(return_value=failure(503))
    with pytest.raises(DependencyError):
        await index.count()
    assert fake["count"].call_count - opened == 5
    await index.close()


async def test_missing_collection_is_recreated_and_the_call_repeated(fake: FakeQdrant, fake_index: QdrantServerIndex) -> None:
    not_found = failure(404, f"Not found: Collection `{COLLECTION}` doesn't exist!")
    fake["upsert"].mock(side_effect=[not_found, ok({"operation_id": 9, "status": "completed"})])
    fake["exists"].mock(return_value=ok({"exists": False}))
    fake["info"].mock(return_value=ok(await collection_info(payload_schema={})))

    await fake_index.upsert([CHUNKS["A"]], [[0.5]])

    assert fake["upsert"].call_count == 2
    assert fake["create"].call_count == 1
    assert body(fake["create"].calls.last)["vectors"] == {"size": DIM, "distance": "Cosine"}
    assert fake["index"].call_count == len(ALL_INDEXED_FIELDS)


async def test_missing_collection_is_recreated_only_once(fake: FakeQdrant, fake_index: QdrantServerIndex) -> None:
    fake["query"].mock(return_value=failure(404, "Not found: Collection `ctx` doesn't exist!"))
    fake["exists"].mock(return_value=ok({"exists": False}))
    with pytest.raises(DependencyError, match="404"):
        await fake_index.keyword_search("x", SearchFilters(), 5)
    assert fake["query"].call_count == 2
    assert fake["create"].call_count == 1


async def test_a_failed_recreation_is_a_dependency_error(fake: FakeQdrant, fake_index: QdrantServerIndex) -> None:
    fake["count"].mock(return_value=failure(404, "Not found: Collection `ctx` doesn't exist!"))
    fake["exists"].mock(side_effect=httpx.ConnectError("refused"))
    with pytest.raises(DependencyError, match="ConnectError"):
        await fake_index.count()
    # Recreated elsewhere with another dimension: mid-run that is a failure of the dependency.
    fake["exists"].mock(return_value=ok({"exists": True}))
    fake["info"].mock(return_value=ok(await collection_info(size=768)))
    with pytest.raises(DependencyError, match="768"):
        await fake_index.count()


async def test_create_conflict_from_another_replica_is_fine(fake: FakeQdrant) -> None:
    fake["exists"].mock(return_value=ok({"exists": False}))
    fake["create"].mock(return_value=failure(409, "Wrong input: Collection `ctx` already exists!"))
    index = await fake.open()
    await index.close()
    assert fake["create"].call_count == 1


async def test_health(fake: FakeQdrant, fake_index: QdrantServerIndex) -> None:
    assert await fake_index.health() == ComponentStatus.HEALTHY
    fake["info"].mock(return_value=failure(503))
    assert await fake_index.health() == ComponentStatus.UNAVAILABLE
    fake["info"].mock(side_effect=httpx.ConnectError("refused"))
    assert await fake_index.health() == ComponentStatus.UNAVAILABLE
    assert fake["info"].call_count == 3  # one try each: health reports, it does not wait


def test_backoff_grows_from_the_base_with_jitter_and_is_capped() -> None:
    wait = backoff(0.1, 5.0)

    def state(attempt: int, error: BaseException | None = None) -> RetryCallState:
        retry_state = RetryCallState(retry_object=None, fn=None, args=(), kwargs={})  # type: ignore[arg-type]
        retry_state.attempt_number = attempt
        if error is not None:
            retry_state.set_exception((type(error), error, None))
        return retry_state

    for attempt, low in ((1, 0.1), (2, 0.2), (3, 0.4), (4, 0.8)):
        delays = [wait(state(attempt)) for _ in range(50)]
        assert all(low <= d <= low + 0.1 for d in delays), (attempt, min(delays), max(delays))
        assert len(set(delays)) > 1  # jitter
    assert all(wait(state(12)) == 5.0 for _ in range(10))

    from qdrant_client.common.client_exceptions import ResourceExhaustedResponse

    assert 3.0 <= wait(state(1, ResourceExhaustedResponse("slow down", 3))) <= 3.0 + 1e-9  # Retry-After honoured
    assert wait(state(1, ResourceExhaustedResponse("slow down", 60))) == 5.0  # ...up to the cap


# --- real sockets, no server


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


async def test_connection_refused_on_a_real_socket() -> None:
    with pytest.raises(DependencyError, match="ConnectError"):
        await QdrantServerIndex.open(f"http://127.0.0.1:{free_port()}", COLLECTION, DIM, **FAST)


async def test_timeout_on_a_real_socket() -> None:
    """A server that accepts and never answers: timeout_s bounds each attempt."""
    silent: list[asyncio.StreamWriter] = []
    server = await asyncio.start_server(lambda reader, writer: silent.append(writer), "127.0.0.1", 0)
    port = server.sockets[0].getsockname()[1]
    loop = asyncio.get_running_loop()
    started = loop.time()
    try:
        with pytest.raises(DependencyError, match="Timeout"):
            await QdrantServerIndex.open(f"http://127.0.0.1:{port}", COLLECTION, DIM, timeout_s=1, max_attempts=2, **FAST)
    finally:
        for writer in silent:
            writer.close()
        server.close()
        await server.wait_closed()
    assert len(silent) == 2  # two attempts, each cut off by the timeout
    assert 1.9 <= loop.time() - started < 6


# =====================================================================================
# 3. A real server (testcontainers)
# =====================================================================================


@pytest.fixture
async def server(request: pytest.FixtureRequest) -> AsyncIterator[tuple[str, str, AsyncQdrantClient]]:
    url = qdrant_server_url(request.config)
    collection = unique_collection("server")
    raw = AsyncQdrantClient(url=url, check_compatibility=False)
    yield url, collection, raw
    await raw.close()
    await drop_collection(url, collection)


async def test_server_open_creates_collection_and_indexes(server) -> None:
    url, collection, raw = server
    index = await QdrantServerIndex.open(url, collection, DIM)
    try:
        info = await raw.get_collection(collection)
        assert info.config.params.vectors.size == DIM
        assert info.config.params.vectors.distance == models.Distance.COSINE
        assert (info.config.hnsw_config.m, info.config.hnsw_config.ef_construct) == (16, 100)
        schema = info.payload_schema
        assert set(schema) == ALL_INDEXED_FIELDS
        assert all(schema[f].data_type == models.PayloadSchemaType.KEYWORD for f in KEYWORD_FIELDS)
        assert schema["chunkIndex"].data_type == models.PayloadSchemaType.INTEGER
        text = schema[TEXT_FIELD]
        assert text.data_type == models.PayloadSchemaType.TEXT
        assert text.params.scoring and text.params.stemmer and text.params.stopwords
        assert await index.health() == ComponentStatus.HEALTHY
    finally:
        await index.close()
    # Opening again changes nothing and refuses another dimension, naming both.
    again = await QdrantServerIndex.open(url, collection, DIM)
    await again.close()
    with pytest.raises(ConfigurationError) as caught:
        await QdrantServerIndex.open(url, collection, 128)
    assert "384" in str(caught.value) and "128" in str(caught.value) and collection in str(caught.value)


async def test_server_recreates_a_deleted_collection(server, corpus_vectors) -> None:
    url, collection, raw = server
    index = await QdrantServerIndex.open(url, collection, DIM)
    try:
        await upsert_corpus(index, corpus_vectors)
        await raw.delete_collection(collection)
        assert await index.count() == 0
        await upsert_corpus(index, corpus_vectors)
        assert names(await index.keyword_search("retry", SearchFilters(), 5)) == ["A"]  # stemmed BM25 again
    finally:
        await index.close()


async def test_server_replaces_a_text_index_without_scoring(server, corpus_vectors) -> None:
    url, collection, raw = server
    await raw.create_collection(collection, vectors_config=models.VectorParams(size=DIM, distance=models.Distance.COSINE))
    await raw.create_payload_index(collection, TEXT_FIELD, field_schema=models.TextIndexParams(type=models.TextIndexType.TEXT), wait=True)
    index = await QdrantServerIndex.open(url, collection, DIM)
    try:
        await upsert_corpus(index, corpus_vectors)
        assert names(await index.keyword_search("jackpot", SearchFilters(), 5)) == ["B"]
    finally:
        await index.close()
