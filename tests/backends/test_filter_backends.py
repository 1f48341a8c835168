"""The filter language (core/filters.py) on every backend: the same documents, the same filters,
the same answer, and the answer `DocumentFilter.matches` gives (the reference semantics).

Each backend runs for real: the SQLite store (its listing, count and keyword search), Qdrant Edge and
the Qdrant server's translation in qdrant-client's local mode (keyword and hybrid search), and
MongoStore's queries executed by mongomock (the document listing and count pipelines, and the
chunk query of its keyword search; mongomock has no $text, so the chunk query runs with find).
"""

from __future__ import annotations

import math
import random
from collections.abc import AsyncIterator
from datetime import datetime, timedelta, timezone
from pathlib import Path
from typing import Any

import mongomock
import pytest
from backend_factories import LocalModeIndex, make_document
from qdrant_client import AsyncQdrantClient, models
from qdrant_edge import CountRequest, Point, UpdateOperation

from rag_context.backends.stores.mongo.filters import chunk_query
from rag_context.backends.stores.mongo.records import (
    chunk_documents,
    count_matching_pipeline,
    document_record,
    list_documents_pipeline,
)
from rag_context.backends.stores.sqlite import SqliteStore
from rag_context.backends.vectors.edge import EdgeVectorIndex
from rag_context.backends.vectors.qdrant_server import QdrantServerIndex
from rag_context.core.filters import DocumentFilter, FilterSpec
from rag_context.core.models import DocumentFilters, DocumentMetadata, SearchFilters, StoredDocument

DIM = 8
BASE = datetime(2026, 11, 20, 12, 0, tzinfo=timezone.utc)
WORD = "alpha"  # in every chunk: a keyword search for it finds them all, so what comes back is the filter's

# (session, source, content type, metadata, hours after BASE)
DOCUMENTS: list[tuple[str, str, str, DocumentMetadata, int]] = [
    ("s1", "src/core/Cache.cs", "code", DocumentMetadata(agent="coder", tags=("cache", "perf"), role="implementation"), 0),
    ("s1", "src/core/tests/CacheTests.cs", "code", DocumentMetadata(agent="coder", tags=("cache", "test"), role="test"), 1),
    ("s1", "src/api/Routes.cs", "code", DocumentMetadata(agent="coder", tags=("api",), role="implementation"), 2),
    ("s2", "src/api/routes.py", "code", DocumentMetadata(agent="reviewer", tags=("api", "perf"), role="implementation"), 3),
    ("s2", "tests/unit/test_routes.py", "code", DocumentMetadata(agent="reviewer", tags=("test",), role="test"), 4),
    ("s2", "docs/cache.md", "documentation", DocumentMetadata(tags=("cache", "docs"), role="docs", category="architecture"), 5),
    ("s3", "decisions/D-7.md", "decision", DocumentMetadata(agent="planner", tags=("cache",), category="strategy", decision_id="D-7"), 24),
    ("s3", "decisions/D-8.md", "decision", DocumentMetadata(agent="planner", tags=("cache", "perf"), category="strategy", decision_id="D-8"), 48),
    ("s3", "chat/2026-11-22.txt", "chat", DocumentMetadata(agent="planner", game="firekirin", category="casino"), 50),
    ("s4", "README", "documentation", DocumentMetadata(game="orionstars"), 72),
    ("s4", "src/coreutils/x.cs", "code", DocumentMetadata(tags=("perf",)), 73),
    # '\\' separates nothing, to a glob as to the derived payload fields; a file named like a folder
    ("s5", "C:\\repo\\tests\\Win.cs", "code", DocumentMetadata(tags=("win",)), 80),
    ("s5", "lib/tests", "code", DocumentMetadata(), 81),
    ("s5", "lib/api/tests/api.md", "documentation", DocumentMetadata(), 82),
    # A file name with a line break (a folder indexed from disk may have one): `**` and `*` cross it
    ("s6", "notes/line one\nline two.md", "documentation", DocumentMetadata(tags=("notes",)), 90),
]

# Every field alone, and combinations (the "with"/"not"/"since" an agent asks for).
CASES: list[dict[str, Any]] = [
    {"tagsAny": ["cache"]},
    {"tagsAny": ["api", "docs"]},
    {"tagsAll": ["cache", "perf"]},
    {"sourcePrefix": "src/core"},
    {"sourcePrefix": "src/core/"},
    {"sourceGlob": "src/**/*.cs"},
    {"sourceGlob": "src/*/*.cs"},
    {"sourceGlob": "**/test_*.py"},
    {"sourceGlob": "*.md"},
    {"sourceGlob": "decisions/D-?.md"},
    {"sourceGlob": "src/**"},
    {"excludeSourceGlobs": ["**/tests/**", "tests/**"]},
    {"sourceGlob": "src/**/*.cs", "excludeSourceGlobs": ["**/tests/**"]},
    {"contentTypes": ["decision", "documentation"]},
    {"sessionIds": ["s1", "s4"]},
    {"agents": ["planner"]},
    {"categories": ["strategy", "casino"]},
    {"games": ["firekirin"]},
    {"roles": ["test"]},
    {"roles": ["implementation", "docs"]},
    {"decisionId": "D-8"},
    {"since": (BASE + timedelta(hours=24)).isoformat()},
    {"until": (BASE + timedelta(hours=3)).isoformat()},
    {"since": (BASE + timedelta(hours=1)).isoformat(), "until": (BASE + timedelta(hours=5)).isoformat()},
    {"tagsAny": ["cache"], "contentTypes": ["decision"], "since": (BASE + timedelta(hours=30)).isoformat()},
    {"tagsAny": ["perf"], "sourceGlob": "src/**", "excludeSourceGlobs": ["src/api/**"]},
    {"agents": ["coder"], "roles": ["test"], "sessionIds": ["s1"]},
    {"tagsAny": ["nothing-has-this"]},
    {"sourceGlob": "nowhere/**"},
    # A folder name anywhere (sourceNames, sourceParent): exact natively, also as exclusions
    {"sourceGlob": "**/tests/**"},
    {"sourceGlob": "**/api/*"},
    {"sourceGlob": "**/api/*.py"},
    {"sourceGlob": "**/api/**/*.md"},
    {"excludeSourceGlobs": ["**/tests/**", "**/api/**"]},
    {"sourceGlob": "src/**", "excludeSourceGlobs": ["**/tests/**"]},
    {"sourceGlob": "**/api/tests/**"},
    {"sourceGlob": "**/core/*Tests.cs"},
    {"tagsAny": ["cache", "win"], "excludeSourceGlobs": ["**/tests/*", "**/test_*.py"]},
    # Without a wildcard: that source exactly (it raised StopIteration in Qdrant's translation)
    {"sourceGlob": "README"},
    {"sourceGlob": "decisions/D-7.md"},
    {"sourceGlob": "src/core/Cache.cs", "tagsAny": ["perf"]},
    {"excludeSourceGlobs": ["README", "lib/tests"]},
    {"sourceGlob": "lib/**", "excludeSourceGlobs": ["lib/tests"]},
    # Line breaks in a source (MongoDB's pattern lacked DOTALL)
    {"sourceGlob": "notes/**"},
    {"sourceGlob": "notes/*.md"},
    {"sourceGlob": "**two.md"},
    {"sourceGlob": "**/line?one*"},
]
# What points written before the filter language (the previous release) carry of it at the top
# level: category, game, agent, tags; and before sourceNames and sourceParent, all but those.
PREVIOUS_RELEASE_FIELDS = {"category", "game", "agent", "tags"}
PREVIOUS_RELEASE_CASES = [case for case in CASES if not set(case) - {
    "sourcePrefix", "sourceGlob", "excludeSourceGlobs", "contentTypes", "sessionIds", "tagsAny", "tagsAll", "agents", "categories", "games",
}]
LATER_FIELDS = ("decisionId", "role", "indexedAtUs", "sourceDirs", "sourceExt", "sourceDepth", "sourceNames", "sourceParent")


def stored_documents() -> list[StoredDocument]:
    return [
        make_document(
            session, source, [f"{WORD} {source} first part", f"{WORD} second part of {source}"],
            content_type=content_type, metadata=meta, indexed_at=BASE + timedelta(hours=hours),
        )
        for session, source, content_type, meta, hours in DOCUMENTS
    ]


def expected(documents: list[StoredDocument], document_filter: DocumentFilter) -> set[str]:
    found = set()
    for doc in documents:
        meta = doc.metadata
        if document_filter.matches(
            source=doc.source, content_type=doc.content_type, session_id=doc.session_id, tags=meta.tags, agent=meta.agent,
            category=meta.category, game=meta.game, role=meta.role, decision_id=meta.decision_id, indexed_at=doc.indexed_at,
        ):
            found.add(doc.source)
    return found


def vector_of(seed: int) -> list[float]:
    rng = random.Random(seed)
    values = [rng.uniform(-1, 1) for _ in range(DIM)]
    norm = math.sqrt(sum(value * value for value in values))
    return [value / norm for value in values]


@pytest.fixture(scope="module")
def documents() -> list[StoredDocument]:
    return stored_documents()


@pytest.fixture
async def sqlite_store(tmp_path: Path, documents: list[StoredDocument]) -> AsyncIterator[SqliteStore]:
    store = await SqliteStore.open(tmp_path / "store.db")
    await store.save_documents(documents)
    yield store
    await store.close()


async def fill(index: Any, documents: list[StoredDocument]) -> None:
    chunks = [chunk for doc in documents for chunk in doc.chunks]
    await index.upsert(chunks, [vector_of(number) for number in range(len(chunks))])


@pytest.fixture
async def edge_index(tmp_path: Path, documents: list[StoredDocument]) -> AsyncIterator[EdgeVectorIndex]:
    index = EdgeVectorIndex.open(tmp_path / "vectors", DIM)
    await fill(index, documents)
    yield index
    await index.close()


@pytest.fixture
async def local_index(documents: list[StoredDocument]) -> AsyncIterator[QdrantServerIndex]:
    client = AsyncQdrantClient(location=":memory:")
    index = await LocalModeIndex.open("memory", "ctx", DIM, client=client)
    await fill(index, documents)
    yield index
    await index.close()
    await client.close()


@pytest.fixture
def mongo(documents: list[StoredDocument]) -> mongomock.Database:
    database = mongomock.MongoClient().db
    for doc in documents:
        database.documents.insert_one(document_record(doc, "rev1"))
        database.chunks.insert_many(chunk_documents(doc, "rev1", 1))
    return database


def sources_by_vector(documents: list[StoredDocument]) -> dict[str, str]:
    return {chunk.vector_id: doc.source for doc in documents for chunk in doc.chunks}


def sources_of(hits: list[Any], documents: list[StoredDocument]) -> set[str]:
    by_id = {doc.document_id: doc.source for doc in documents}
    return {by_id[hit.document_id] for hit in hits}


@pytest.mark.parametrize("case", CASES, ids=[str(sorted(case.items())) for case in CASES])
async def test_every_backend_answers_a_filter_alike(
    case: dict[str, Any],
    documents: list[StoredDocument],
    sqlite_store: SqliteStore,
    edge_index: EdgeVectorIndex,
    local_index: QdrantServerIndex,
    mongo: mongomock.Database,
) -> None:
    document_filter = FilterSpec.model_validate(case).resolve()
    want = expected(documents, document_filter)
    chunks = 2 * len(want)
    filters = DocumentFilters(document_filter=document_filter)
    search = SearchFilters(document_filter=document_filter)
    by_id = {doc.document_id: doc.source for doc in documents}

    # SQLite: listing, count, keyword search
    listed = await sqlite_store.list_documents(filters, 100)
    assert {summary.source for summary in listed} == want
    assert [summary.document_id for summary in listed] == sorted(summary.document_id for summary in listed)
    assert await sqlite_store.count_matching(filters) == (len(want), chunks)
    assert sources_of(await sqlite_store.text_search(WORD, search, 100), documents) == want

    # MongoDB (mongomock): the listing and count pipelines, the keyword search's chunk query
    listed_records = list(mongo.documents.aggregate(list_documents_pipeline(filters, 100, None)))
    assert {record["source"] for record in listed_records} == want
    counted = list(mongo.documents.aggregate(count_matching_pipeline(filters)))
    assert ((counted[0]["documents"], counted[0]["chunks"]) if counted else (0, 0)) == (len(want), chunks)
    assert {by_id[record["documentId"]] for record in mongo.chunks.find(chunk_query(document_filter))} == want

    # Qdrant Edge and the Qdrant server's translation (local mode): keyword and hybrid search
    for index in (edge_index, local_index):
        await assert_index_answers(index, case, documents)


async def assert_index_answers(index: Any, case: dict[str, Any], documents: list[StoredDocument]) -> None:
    """The vector index's keyword and hybrid search, and `explain`'s lists, find exactly the chunks
    of the documents the reference says the filter matches."""
    document_filter = FilterSpec.model_validate(case).resolve()
    want = expected(documents, document_filter)
    search = SearchFilters(document_filter=document_filter)
    name = f"{type(index).__name__} {case}"
    keyword = await index.keyword_search(WORD, search, 50)
    assert sources_of(keyword, documents) == want, name
    assert len(keyword) == 2 * len(want), name
    hybrid = await index.hybrid_search(vector_of(0), WORD, search, 50, 0.0)
    assert sources_of(hybrid, documents) == want, name
    # `explain`'s two lists, ranked under the same filter as the search they explain
    lists = await index.ranked_lists(vector_of(0), WORD, search, 50, -1.0)
    for side, ranked in (("dense", lists.dense), ("keyword", lists.keyword)):
        assert {sources_by_vector(documents)[vector_id] for vector_id, _ in ranked} == want, (name, side)


@pytest.mark.parametrize("source", ["decisions/D-7.md", "README", "notes/line one\nline two.md"])
async def test_a_glob_without_a_wildcard_is_that_source(
    source: str,
    documents: list[StoredDocument],
    sqlite_store: SqliteStore,
    edge_index: EdgeVectorIndex,
    local_index: QdrantServerIndex,
    mongo: mongomock.Database,
) -> None:
    """A literal glob finds exactly the document of that source on every backend (Qdrant: by the
    `source` keyword index, no facet), and leaves exactly it out as an exclusion."""
    only = DocumentFilter(source_glob=source)  # (a glob with a line break is refused over HTTP, not by a backend)
    but = DocumentFilter(exclude_source_globs=(source,))
    everything = {doc.source for doc in documents}
    listed = await sqlite_store.list_documents(DocumentFilters(document_filter=only), 100)
    assert {summary.source for summary in listed} == {source}
    assert {s.source for s in await sqlite_store.list_documents(DocumentFilters(document_filter=but), 100)} == everything - {source}
    records = mongo.documents.aggregate(list_documents_pipeline(DocumentFilters(document_filter=only), 100, None))
    assert {record["source"] for record in records} == {source}
    records = mongo.documents.aggregate(list_documents_pipeline(DocumentFilters(document_filter=but), 100, None))
    assert {record["source"] for record in records} == everything - {source}
    for index in (edge_index, local_index):
        assert {hit.source for hit in await index.keyword_search(WORD, SearchFilters(document_filter=only), 50)} == {source}
        assert {hit.source for hit in await index.keyword_search(WORD, SearchFilters(document_filter=but), 50)} == everything - {source}
    assert only.source_exact_natively and but.source_exact_natively  # no facet of sources for it


async def test_a_pattern_keeps_the_limit_and_the_order_of_a_native_filter(
    documents: list[StoredDocument], edge_index: EdgeVectorIndex, local_index: QdrantServerIndex
) -> None:
    """The source pattern is resolved to the matching sources before the search: the top 3 under a
    glob are the top 3 among the glob's chunks, as if Qdrant matched patterns itself."""
    glob = SearchFilters(document_filter=FilterSpec.model_validate({"sourceGlob": "src/**/*.cs"}).resolve())
    for index in (edge_index, local_index):
        everything = await index.keyword_search(f"{WORD} part", glob, 50)
        top = await index.keyword_search(f"{WORD} part", glob, 3)
        assert len(top) == 3
        assert [hit.vector_id for hit in top] == [hit.vector_id for hit in everything[:3]]


async def test_the_contract_filters_and_the_filter_combine(
    documents: list[StoredDocument], sqlite_store: SqliteStore, edge_index: EdgeVectorIndex
) -> None:
    both = SearchFilters(session_id="s1", document_filter=FilterSpec.model_validate({"tagsAny": ["perf", "api"]}).resolve())
    want = {"src/core/Cache.cs", "src/api/Routes.cs"}
    assert sources_of(await sqlite_store.text_search(WORD, both, 100), documents) == want
    assert sources_of(await edge_index.keyword_search(WORD, both, 100), documents) == want


async def test_a_resolved_pattern_follows_every_write(edge_index: EdgeVectorIndex) -> None:
    """Edge keeps the sources a pattern resolved to until the next write: a document indexed or
    deleted after a search is seen by the next one."""
    pattern = SearchFilters(document_filter=FilterSpec.model_validate({"sourceGlob": "**/test_*.py"}).resolve())
    assert {hit.source for hit in await edge_index.keyword_search(WORD, pattern, 50)} == {"tests/unit/test_routes.py"}
    added = make_document("s9", "lib/test_new.py", [f"{WORD} new"], content_type="code", indexed_at=BASE)
    await edge_index.upsert(list(added.chunks), [vector_of(99)])
    found = {hit.source for hit in await edge_index.keyword_search(WORD, pattern, 50)}
    assert found == {"tests/unit/test_routes.py", "lib/test_new.py"}
    await edge_index.delete_documents([added.document_id])
    assert {hit.source for hit in await edge_index.keyword_search(WORD, pattern, 50)} == {"tests/unit/test_routes.py"}


def old_payload(chunk: Any, missing: tuple[str, ...]) -> dict[str, Any]:
    """The chunk's payload as an older release wrote it: without the fields it did not know."""
    return {key: value for key, value in chunk.payload().items() if key not in missing}


OLD_SHAPES = {"previous release": LATER_FIELDS, "before sourceNames": ("sourceNames", "sourceParent")}


@pytest.mark.parametrize("shape", OLD_SHAPES)
async def test_points_of_an_older_release_answer_alike_then_are_completed(
    shape: str, tmp_path: Path, documents: list[StoredDocument]
) -> None:
    """Points written without the derived source fields are not left out of a source pattern: the
    index sees them at open and matches patterns by the sources alone until they are completed;
    once completed (Edge: by an optimization, in its child; the server: in place) every filter is
    answered natively, and alike."""
    missing = OLD_SHAPES[shape]
    chunks = [chunk for doc in documents for chunk in doc.chunks]
    # Edge: the points written as the older release wrote them, then the index opened again
    edge = EdgeVectorIndex.open(tmp_path / "vectors", DIM)
    points = [Point(chunk.vector_id, vector_of(number), old_payload(chunk, missing)) for number, chunk in enumerate(chunks)]
    await edge._update(UpdateOperation.upsert_points(points))
    await edge.close()
    edge = EdgeVectorIndex.open(tmp_path / "vectors", DIM)
    # The server (local mode): the same, before the adapter opens the collection
    client = AsyncQdrantClient(location=":memory:")
    await client.create_collection("ctx", vectors_config=models.VectorParams(size=DIM, distance=models.Distance.COSINE))
    await client.upsert("ctx", points=[
        models.PointStruct(id=chunk.vector_id, vector=vector_of(number), payload=old_payload(chunk, missing))
        for number, chunk in enumerate(chunks)
    ])
    server = await LocalModeIndex.open("memory", "ctx", DIM, client=client)
    try:
        assert edge.old_points and server.old_points
        assert edge.points_since_optimization == len(chunks)  # the next optimization is due
        cases = CASES if missing != LATER_FIELDS else PREVIOUS_RELEASE_CASES
        for index in (edge, server):
            for case in cases:
                await assert_index_answers(index, case, documents)

        assert await edge.complete_payloads() == len(chunks)
        assert await server.complete_payloads() == len(chunks)
        assert not edge.old_points and not server.old_points
        for index in (edge, server):
            for case in CASES:
                await assert_index_answers(index, case, documents)
        # Completed as the current release writes them
        stored = {str(record.id): record.payload for record in (await client.scroll("ctx", limit=100))[0]}
        assert all(stored[chunk.vector_id] == chunk.payload() for chunk in chunks)
    finally:
        await edge.close()
        await server.close()
        await client.close()


async def test_a_native_pattern_leaves_out_old_points_without_the_fallback(tmp_path: Path, documents: list[StoredDocument]) -> None:
    """Why the fallback exists: with the native conditions alone, the old points drop out."""
    from rag_context.backends.vectors.edge.payload import build_filter

    edge = EdgeVectorIndex.open(tmp_path / "vectors", DIM)
    chunks = [chunk for doc in documents for chunk in doc.chunks]
    points = [Point(chunk.vector_id, vector_of(number), old_payload(chunk, LATER_FIELDS)) for number, chunk in enumerate(chunks)]
    await edge._update(UpdateOperation.upsert_points(points))
    try:
        tests = SearchFilters(document_filter=FilterSpec.model_validate({"sourceGlob": "**/tests/**"}).resolve())
        assert build_filter(tests, native_sources=False) is None  # nothing but the sources' list
        native = build_filter(tests)
        assert edge._shard.count(CountRequest(exact=True, filter=native)) == 0
    finally:
        await edge.close()
