"""One behavioural suite, two vector indexes: every test runs on Qdrant Edge (a shard in tmp_path)
and on a Qdrant server (QdrantServerIndex against a testcontainers QDRANT_SERVER_IMAGE container,
skipped where no Docker engine answers), with real MiniLM vectors. The two adapters must answer
alike; what belongs to one of them stays in test_qdrant_edge_index.py / test_qdrant_server_index.py.
"""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import Any

import pytest
from backend_factories import make_chunks
from qdrant_container import drop_collection, qdrant_server_url, unique_collection
from qdrant_corpus import (
    ALL_WORDS,
    CHUNKS,
    CORPUS,
    DIM,
    FILTER_CASES,
    NAME_OF,
    THRESHOLD,
    assert_a_ranking_read_completes_to_the_whole_search,
    assert_scores_well_formed,
    corpus_vectors,  # noqa: F401  (fixture)
    embed,  # noqa: F401  (fixture)
    filter_id,
    names,
    upsert_corpus,
)

from rag_context.backends.vectors.edge import EdgeVectorIndex
from rag_context.backends.vectors.qdrant_server import QdrantServerIndex
from rag_context.core.models import ComponentStatus, SearchFilters
from rag_context.core.ports import DependencyError, VectorIndex

MakeIndex = Callable[[int], Awaitable[VectorIndex]]


@pytest.fixture(params=["edge", "server"])
async def make_index(request: pytest.FixtureRequest, tmp_path: Path):
    """make_index(dimension) -> a new, empty index of the parameter's kind; all closed afterwards."""
    kind = request.param
    url = qdrant_server_url(request.config) if kind == "server" else ""
    opened: list[Any] = []
    collections: list[str] = []

    async def make(dimension: int) -> VectorIndex:
        if kind == "edge":
            index: Any = EdgeVectorIndex.open(tmp_path / f"vectors-{len(opened)}", dimension)
        else:
            collections.append(unique_collection("suite"))
            index = await QdrantServerIndex.open(url, collections[-1], dimension)
        opened.append(index)
        return index

    yield make
    for index in opened:
        await index.close()
    for collection in collections:
        await drop_collection(url, collection)


@pytest.fixture
async def index(make_index: MakeIndex) -> VectorIndex:
    return await make_index(DIM)


@pytest.fixture
async def corpus_index(index: VectorIndex, corpus_vectors: dict[str, list[float]]) -> VectorIndex:
    await upsert_corpus(index, corpus_vectors)
    return index


# --- hybrid search


@pytest.mark.parametrize(
    ("query", "expected"),
    [
        ("How do I retry a failed MongoDB connection?", "A"),
        ("What is the FireKirin jackpot threshold?", "B"),
        ("Where are embeddings cached?", "C"),
        ("Panda Master weekend bonus", "D"),
        ("websocket memory leak fix", "E"),
        ("how to deploy behind a load balancer", "F"),
    ],
)
async def test_hybrid_search_ranks_the_right_chunk_first(corpus_index: VectorIndex, embed, query: str, expected: str) -> None:
    hits = await corpus_index.hybrid_search(embed(query), query, SearchFilters(), 6, THRESHOLD)
    assert hits, "no result"
    assert names(hits)[0] == expected, [(NAME_OF[h.vector_id], round(h.score, 3)) for h in hits]
    top = hits[0]
    chunk = CHUNKS[expected]
    assert top.document_id == chunk.document_id
    assert top.text == chunk.text
    assert top.source == chunk.source
    assert top.timestamp == chunk.indexed_at
    assert top.metadata == chunk.metadata.as_dict()
    assert_scores_well_formed(hits)


async def test_hybrid_scores_are_unit_interval_and_non_increasing(corpus_index: VectorIndex, embed) -> None:
    query = "websocket memory leak"
    hits = await corpus_index.hybrid_search(embed(query), f"{query} {ALL_WORDS}", SearchFilters(), 10, -1.0)
    assert len(hits) == 6
    assert_scores_well_formed(hits)
    # E is first in the dense list and in the BM25 list: RRF 2/k, normalised to 1.
    assert names(hits)[0] == "E"
    assert hits[0].score == pytest.approx(1.0, abs=1e-6)
    assert hits[-1].score < hits[0].score


async def test_hybrid_search_honours_limit(corpus_index: VectorIndex, embed) -> None:
    query = "MongoDB connection retries"
    for limit in (1, 2, 4):
        hits = await corpus_index.hybrid_search(embed(query), ALL_WORDS, SearchFilters(), limit, -1.0)
        assert len(hits) == limit
    # Only A matches this text lexically and the cosines are distinct: a tie-free ranking, so the
    # limited list is exactly the head of the full one.
    everything = await corpus_index.hybrid_search(embed(query), query, SearchFilters(), 50, -1.0)
    assert len(everything) == 6
    assert names(everything)[0] == "A"
    for limit in (1, 2, 3):
        head = await corpus_index.hybrid_search(embed(query), query, SearchFilters(), limit, -1.0)
        assert names(head) == names(everything)[:limit]


async def test_score_threshold_removes_the_dense_side(corpus_index: VectorIndex, embed, corpus_vectors) -> None:
    vector = embed("websocket memory leak fix")
    no_words = "qqqzx vvvwy"  # matches no document lexically

    # With a low threshold the dense side alone finds results...
    dense_only = await corpus_index.hybrid_search(vector, no_words, SearchFilters(), 6, 0.0)
    assert dense_only and names(dense_only)[0] == "E"
    # ...with 0.99 no MiniLM vector of another text is that close: nothing at all.
    assert await corpus_index.hybrid_search(vector, no_words, SearchFilters(), 6, 0.99) == []

    # The BM25 side is not subject to the threshold: only the lexical match survives.
    bm25_only = await corpus_index.hybrid_search(vector, "jackpot", SearchFilters(), 6, 0.99)
    keyword = await corpus_index.keyword_search("jackpot", SearchFilters(), 6)
    assert names(bm25_only) == names(keyword) == ["B"]
    assert "E" not in names(bm25_only)

    # A vector identical to a stored one (cosine 1) passes even 0.99.
    exact = await corpus_index.hybrid_search(corpus_vectors["E"], no_words, SearchFilters(), 6, 0.99)
    assert names(exact) == ["E"]


async def test_a_ranking_read_completes_to_the_whole_search(corpus_index: VectorIndex, embed) -> None:
    await assert_a_ranking_read_completes_to_the_whole_search(corpus_index, embed)


# --- keyword search (BM25 over the text index)


async def test_keyword_search_stems(corpus_index: VectorIndex) -> None:
    hits = await corpus_index.keyword_search("retry", SearchFilters(), 10)
    assert names(hits) == ["A"]  # 'retries' indexed, 'retry' searched
    assert names(await corpus_index.keyword_search("connection", SearchFilters(), 10)) == ["A"]
    assert names(await corpus_index.keyword_search("CACHING", SearchFilters(), 10)) == ["C"]
    assert_scores_well_formed(hits)
    assert 0.0 < hits[0].score < 1.0


async def test_keyword_search_of_only_stop_words_finds_nothing(corpus_index: VectorIndex) -> None:
    # 'the', 'a', 'in', 'on', 'with', 'for' all occur in the corpus.
    for query in ("the", "the a in on with for", "", "   "):
        assert await corpus_index.keyword_search(query, SearchFilters(), 10) == [], query


async def test_keyword_search_ranks_and_limits(corpus_index: VectorIndex) -> None:
    everything = await corpus_index.keyword_search(ALL_WORDS, SearchFilters(), 10)
    assert sorted(names(everything)) == sorted(CORPUS)
    assert_scores_well_formed(everything)
    limited = await corpus_index.keyword_search(ALL_WORDS, SearchFilters(), 3)
    assert len(limited) == 3
    # Several documents tie on BM25 here (one matching word each, same length), and the engine breaks
    # ties arbitrarily: the limited list holds the best scores, not necessarily the same names.
    assert [h.score for h in limited] == [h.score for h in everything[:3]]
    assert set(names(limited)) <= set(CORPUS)
    # More matching words, higher BM25.
    ranked = await corpus_index.keyword_search("websocket heartbeat leak jackpot", SearchFilters(), 10)
    assert names(ranked) == ["E", "B"]
    assert ranked[0].score > ranked[1].score


# --- filters


@pytest.mark.parametrize(("filters", "expected"), FILTER_CASES, ids=filter_id)
async def test_filters_isolate_hybrid_search(corpus_index: VectorIndex, embed, filters: SearchFilters, expected: set[str]) -> None:
    # The query is closest to E and lexically matches every document: without a filter, all six come back.
    vector = embed("websocket memory leak")
    assert len(await corpus_index.hybrid_search(vector, ALL_WORDS, SearchFilters(), 10, -1.0)) == 6
    hits = await corpus_index.hybrid_search(vector, ALL_WORDS, filters, 10, -1.0)
    assert set(names(hits)) == expected
    assert len(hits) == len(expected)
    for hit in hits:
        spec = CORPUS[NAME_OF[hit.vector_id]]
        if filters.category:
            assert hit.metadata.get("category") == filters.category
        if filters.game:
            assert hit.metadata.get("game") == filters.game
        if filters.session_id:
            assert spec["session"] == filters.session_id


@pytest.mark.parametrize(("filters", "expected"), FILTER_CASES, ids=filter_id)
async def test_filters_isolate_keyword_search(corpus_index: VectorIndex, filters: SearchFilters, expected: set[str]) -> None:
    assert len(await corpus_index.keyword_search(ALL_WORDS, SearchFilters(), 10)) == 6
    hits = await corpus_index.keyword_search(ALL_WORDS, filters, 10)
    assert set(names(hits)) == expected
    assert len(hits) == len(expected)


# --- writes


async def test_upsert_same_ids_does_not_duplicate(corpus_index: VectorIndex, corpus_vectors) -> None:
    assert await corpus_index.count() == 6
    await upsert_corpus(corpus_index, corpus_vectors)
    assert await corpus_index.count() == 6

    # Same id, new text: replaced, not added.
    old = CHUNKS["A"]
    (new,) = make_chunks(old.session_id, old.source, ["Kubernetes restarts crashed pods automatically."],
                         content_type=old.content_type, metadata=old.metadata)
    assert new.vector_id == old.vector_id
    await corpus_index.upsert([new], [corpus_vectors["A"]])
    assert await corpus_index.count() == 6
    assert await corpus_index.keyword_search("retries", SearchFilters(), 10) == []
    assert names(await corpus_index.keyword_search("kubernetes", SearchFilters(), 10)) == ["A"]


async def test_prune_removes_only_the_tail_of_that_document(make_index: MakeIndex) -> None:
    idx = await make_index(4)
    x = make_chunks("s1", "x.md", ["aardvark", "badger", "gecko", "dingo"])
    y = make_chunks("s1", "y.md", ["eagle", "zebra", "emu", "tapir"])
    vectors = [[1.0, float(i), 0.5, 0.25] for i in range(4)]
    await idx.upsert(x, vectors)
    await idx.upsert(y, vectors)
    assert await idx.count() == 8

    await idx.prune(x[0].document_id, keep_chunks=2)
    assert await idx.count() == 6
    found = {hit.text for hit in await idx.keyword_search("aardvark badger gecko dingo eagle zebra emu tapir", SearchFilters(), 20)}
    assert found == {"aardvark", "badger", "eagle", "zebra", "emu", "tapir"}

    # Keeping more chunks than there are removes nothing; keeping none removes the rest.
    await idx.prune(y[0].document_id, keep_chunks=10)
    assert await idx.count() == 6
    await idx.prune(x[0].document_id, keep_chunks=0)
    assert await idx.count() == 4
    found = {hit.text for hit in await idx.keyword_search("aardvark badger eagle zebra emu tapir", SearchFilters(), 20)}
    assert found == {"eagle", "zebra", "emu", "tapir"}


async def test_wrong_dimension_vector_is_a_dependency_error(corpus_index: VectorIndex) -> None:
    (chunk,) = make_chunks("s9", "bad.md", ["short vector"])
    with pytest.raises(DependencyError):
        await corpus_index.upsert([chunk], [[0.1, 0.2, 0.3]])
    with pytest.raises(DependencyError):
        await corpus_index.hybrid_search([0.1, 0.2, 0.3], "retry", SearchFilters(), 5, 0.0)
    assert await corpus_index.count() == 6


async def test_concurrent_upserts_and_searches(make_index: MakeIndex) -> None:
    idx = await make_index(4)
    batches = [make_chunks("s", f"{i}.md", [f"capybara number {i}", f"capybara extra {i}"]) for i in range(10)]
    writes = [idx.upsert(chunks, [[1.0, float(i), 0.0, 1.0], [0.0, 1.0, float(i), 1.0]]) for i, chunks in enumerate(batches)]
    reads = [idx.keyword_search("capybara", SearchFilters(), 50) for _ in range(10)]
    await asyncio.gather(*writes, *reads)
    assert await idx.count() == 20
    assert len(await idx.keyword_search("capybara", SearchFilters(), 50)) == 20


# --- lifecycle


async def test_calls_after_close_raise_dependency_error(index: VectorIndex, corpus_vectors) -> None:
    await upsert_corpus(index, corpus_vectors)
    assert await index.health() == ComponentStatus.HEALTHY
    await index.close()
    await index.close()  # idempotent

    assert await index.health() == ComponentStatus.UNAVAILABLE
    with pytest.raises(DependencyError):
        await index.count()
    with pytest.raises(DependencyError):
        await index.upsert([CHUNKS["A"]], [corpus_vectors["A"]])
    with pytest.raises(DependencyError):
        await index.prune(CHUNKS["A"].document_id, 0)
    with pytest.raises(DependencyError):
        await index.keyword_search("retry", SearchFilters(), 5)
    with pytest.raises(DependencyError):
        await index.hybrid_search(corpus_vectors["A"], "retry", SearchFilters(), 5, 0.0)


# --- delete


async def test_delete_documents_removes_every_point_of_those_documents_only(make_index: MakeIndex) -> None:
    index = await make_index(4)
    x = make_chunks("s1", "x.md", ["aardvark", "badger", "gecko"])
    y = make_chunks("s1", "y.md", ["eagle zebra"])
    z = make_chunks("s2", "z.md", ["tapir aardvark"])
    for chunks in (x, y, z):
        await index.upsert(chunks, [[1.0, float(i), 0.5, 0.25] for i in range(len(chunks))])
    assert await index.document_ids() == {x[0].document_id, y[0].document_id, z[0].document_id}
    await index.delete_documents([x[0].document_id, y[0].document_id, "not-a-document"])
    assert await index.count() == 1
    assert await index.document_ids() == {z[0].document_id}
    assert [hit.source for hit in await index.keyword_search("aardvark badger gecko eagle zebra", SearchFilters(), 10)] == ["z.md"]
    dense = await index.hybrid_search([1.0, 0.0, 0.5, 0.25], "aardvark", SearchFilters(), 10, -1.0)
    assert {hit.document_id for hit in dense} == {z[0].document_id}
    await index.delete_documents([x[0].document_id])  # again: nothing there, no error
    await index.delete_documents([])
    assert await index.count() == 1


async def test_point_counts_per_document_and_per_version_are_counted_by_the_index(make_index: MakeIndex) -> None:
    """What the consistency sweep compares with the store: points per document, per fingerprint in
    the payload, and per document without one (points written before fingerprints were kept)."""
    import dataclasses

    from rag_context.core.ports import PointCounts

    index = await make_index(4)
    x = [dataclasses.replace(chunk, fingerprint="fx2") for chunk in make_chunks("s1", "x.md", ["aardvark", "badger", "gecko"])]
    x[2] = dataclasses.replace(x[2], fingerprint="fx1")  # a point of an older version
    y = make_chunks("s1", "y.md", ["eagle zebra", "tapir"])  # no fingerprint: written before they were kept
    for chunks in (x, y):
        await index.upsert(chunks, [[1.0, float(i), 0.5, 0.25] for i in range(len(chunks))])
    await index.sync()
    x_id, y_id = x[0].document_id, y[0].document_id
    counts = await index.point_counts()
    assert counts.by_document == {x_id: 3, y_id: 2}
    assert counts.by_fingerprint == {"fx2": 2, "fx1": 1}
    assert counts.unversioned == {y_id: 2}
    assert await index.point_counts(x_id) == PointCounts({x_id: 3}, {"fx2": 2, "fx1": 1}, {})
    assert (await index.point_counts("no-such-document")).by_document == {}
    # A store page's documents at once (the sweep's call): those documents only, their versions.
    assert await index.point_counts(document_ids=[y_id, "no-such-document"]) == PointCounts({y_id: 2}, {}, {y_id: 2})
    both = await index.point_counts(document_ids=[x_id, y_id])
    assert (both.by_document, both.by_fingerprint, both.unversioned) == ({x_id: 3, y_id: 2}, {"fx2": 2, "fx1": 1}, {y_id: 2})
    assert await index.point_counts(document_ids=[]) == PointCounts({}, {}, {})
    # The sweep's page counts: per document, all, of these versions, without a version.
    assert await index.points_per_document([x_id, y_id, "no-such-document"]) == {x_id: 3, y_id: 2}
    assert await index.points_per_document([y_id]) == {y_id: 2}
    assert await index.points_per_document([]) == {}
    assert await index.count_points([x_id, y_id, "no-such-document"]) == 5
    assert await index.count_points([x_id, y_id], fingerprints=["fx2"]) == 2
    assert await index.count_points([y_id], fingerprints=["fx2", "fx1"]) == 0
    assert await index.count_points([x_id, y_id], unversioned=True) == 2
    assert await index.count_points([]) == 0 and await index.count_points([x_id], fingerprints=[]) == 0


async def test_points_by_document_delete_points_and_sync(make_index: MakeIndex) -> None:
    """What the consistency sweep reads and removes, and the sync every write path ends with."""
    index = await make_index(4)
    x = make_chunks("s1", "x.md", ["aardvark", "badger", "gecko"])
    y = make_chunks("s1", "y.md", ["eagle zebra"])
    for chunks in (x, y):
        await index.upsert(chunks, [[1.0, float(i), 0.5, 0.25] for i in range(len(chunks))])
    await index.sync()
    assert await index.points_by_document() == {
        x[0].document_id: {chunk.vector_id for chunk in x},
        y[0].document_id: {y[0].vector_id},
    }
    await index.delete_points([x[1].vector_id, "00000000-0000-0000-0000-00000000abcd"])  # one not there: no error
    await index.sync()
    assert await index.points_by_document() == {
        x[0].document_id: {x[0].vector_id, x[2].vector_id},
        y[0].document_id: {y[0].vector_id},
    }
    assert await index.count() == 3
