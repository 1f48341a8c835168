"""EdgeVectorIndex on a real Qdrant Edge shard in tmp_path, with real MiniLM vectors."""

from __future__ import annotations

import signal
import textwrap
from pathlib import Path
from typing import Any

import pytest
from backend_factories import make_chunks, run_python

from rag_context.backends.vectors.qdrant_edge import CONFIG_FILE, EdgeVectorIndex
from rag_context.core.models import Chunk, ComponentStatus, DocumentMetadata, Hit, SearchFilters
from rag_context.core.ports import ConfigurationError, DependencyError

DIM = 384
THRESHOLD = 0.2  # the service's default rag_score_threshold

# Six short, distinct documents (one chunk each) spread over every filter field.
CORPUS: dict[str, dict[str, Any]] = {
    "A": dict(
        session="s1", content_type="code", category="bugfix", game=None,
        text="The client retries failed MongoDB connections with exponential backoff.",
    ),
    "B": dict(
        session="s1", content_type="decision", category="strategy", game="firekirin",
        text="FireKirin jackpot threshold rises after midnight on busy servers.",
    ),
    "C": dict(
        session="s2", content_type="documentation", category="architecture", game=None,
        text="The gateway caches embeddings in Redis for ten minutes.",
    ),
    "D": dict(
        session="s2", content_type="chat", category="casino", game="pandamaster",
        text="Panda Master bonus rounds pay triple on weekends.",
    ),
    "E": dict(
        session="s3", content_type="chat", category="bugfix", game=None,
        text="Fixed a memory leak in the websocket heartbeat loop.",
    ),
    "F": dict(
        session="s3", content_type="documentation", category="strategy", game="firekirin",
        text="Deploy the search service behind a load balancer with health checks.",
    ),
}
# One distinctive word of every document: BM25 matches all six with this query.
ALL_WORDS = "retries jackpot embeddings bonus websocket balancer"


def corpus_chunks() -> dict[str, Chunk]:
    out: dict[str, Chunk] = {}
    for name, spec in CORPUS.items():
        meta = DocumentMetadata(agent="tester", category=spec["category"], game=spec["game"], tags=("t1",))
        (chunk,) = make_chunks(spec["session"], f"doc-{name}.md", [spec["text"]], content_type=spec["content_type"], metadata=meta)
        out[name] = chunk
    return out


CHUNKS = corpus_chunks()
NAME_OF = {chunk.vector_id: name for name, chunk in CHUNKS.items()}


def names(hits: list[Hit]) -> list[str]:
    return [NAME_OF[hit.vector_id] for hit in hits]


def assert_scores_well_formed(hits: list[Hit]) -> None:
    scores = [hit.score for hit in hits]
    assert all(0.0 <= score <= 1.0 for score in scores), scores
    assert all(a >= b for a, b in zip(scores, scores[1:])), f"scores not non-increasing: {scores}"


@pytest.fixture(scope="module")
def corpus_vectors(local_embedder: Any) -> dict[str, list[float]]:
    names_ = list(CHUNKS)
    vectors = local_embedder.encode([CHUNKS[name].text for name in names_])
    return dict(zip(names_, vectors))


@pytest.fixture(scope="module")
def embed(local_embedder: Any):
    cache: dict[str, list[float]] = {}

    def embed_text(text: str) -> list[float]:
        if text not in cache:
            cache[text] = local_embedder.encode([text])[0]
        return cache[text]

    return embed_text


@pytest.fixture
async def index(tmp_path: Path):
    idx = EdgeVectorIndex.open(tmp_path / "vectors", DIM)
    yield idx
    await idx.close()


@pytest.fixture
async def corpus_index(index: EdgeVectorIndex, corpus_vectors: dict[str, list[float]]) -> EdgeVectorIndex:
    await index.upsert([CHUNKS[n] for n in CHUNKS], [corpus_vectors[n] for n in CHUNKS])
    return index


async def upsert_corpus(index: EdgeVectorIndex, corpus_vectors: dict[str, list[float]]) -> None:
    await index.upsert([CHUNKS[n] for n in CHUNKS], [corpus_vectors[n] for n in CHUNKS])


# --- open / reopen


async def test_open_creates_shard_and_reopen_keeps_points(tmp_path: Path, corpus_vectors, embed) -> None:
    path = tmp_path / "nested" / "vectors"
    assert not path.exists()
    first = EdgeVectorIndex.open(path, DIM)
    assert path.is_dir() and (path / CONFIG_FILE).is_file()
    assert await first.count() == 0
    assert await first.health() == ComponentStatus.HEALTHY
    await upsert_corpus(first, corpus_vectors)
    assert await first.count() == 6
    await first.close()

    second = EdgeVectorIndex.open(path, DIM)
    try:
        assert await second.count() == 6
        # The text index and the vectors came back too, not only the point count.
        assert names(await second.keyword_search("retry", SearchFilters(), 10)) == ["A"]
        hits = await second.hybrid_search(embed("websocket memory leak"), "websocket memory leak", SearchFilters(), 3, THRESHOLD)
        assert names(hits)[0] == "E"
        assert hits[0].text == CORPUS["E"]["text"]
    finally:
        await second.close()


async def test_reopen_with_other_dimension_is_a_configuration_error(tmp_path: Path, corpus_vectors) -> None:
    path = tmp_path / "vectors"
    idx = EdgeVectorIndex.open(path, DIM)
    await upsert_corpus(idx, corpus_vectors)
    await idx.close()

    with pytest.raises(ConfigurationError) as caught:
        EdgeVectorIndex.open(path, 128)
    message = str(caught.value)
    assert "384" in message and "128" in message

    # The refused open left the index intact.
    again = EdgeVectorIndex.open(path, DIM)
    try:
        assert await again.count() == 6
    finally:
        await again.close()


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
async def test_hybrid_search_ranks_the_right_chunk_first(corpus_index: EdgeVectorIndex, embed, query: str, expected: str) -> None:
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


async def test_hybrid_scores_are_unit_interval_and_non_increasing(corpus_index: EdgeVectorIndex, embed) -> None:
    query = "websocket memory leak"
    hits = await corpus_index.hybrid_search(embed(query), f"{query} {ALL_WORDS}", SearchFilters(), 10, -1.0)
    assert len(hits) == 6
    assert_scores_well_formed(hits)
    # E is first in the dense list and in the BM25 list: RRF 2/k, normalised to 1.
    assert names(hits)[0] == "E"
    assert hits[0].score == pytest.approx(1.0, abs=1e-6)
    assert hits[-1].score < hits[0].score


async def test_hybrid_search_honours_limit(corpus_index: EdgeVectorIndex, embed) -> None:
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


async def test_score_threshold_removes_the_dense_side(corpus_index: EdgeVectorIndex, embed, corpus_vectors) -> None:
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


# --- keyword search (BM25 over the text index)


async def test_keyword_search_stems(corpus_index: EdgeVectorIndex) -> None:
    hits = await corpus_index.keyword_search("retry", SearchFilters(), 10)
    assert names(hits) == ["A"]  # 'retries' indexed, 'retry' searched
    assert names(await corpus_index.keyword_search("connection", SearchFilters(), 10)) == ["A"]
    assert names(await corpus_index.keyword_search("CACHING", SearchFilters(), 10)) == ["C"]
    assert_scores_well_formed(hits)
    assert 0.0 < hits[0].score < 1.0


async def test_keyword_search_of_only_stop_words_finds_nothing(corpus_index: EdgeVectorIndex) -> None:
    # 'the', 'a', 'in', 'on', 'with', 'for' all occur in the corpus.
    for query in ("the", "the a in on with for", "", "   "):
        assert await corpus_index.keyword_search(query, SearchFilters(), 10) == [], query


async def test_keyword_search_ranks_and_limits(corpus_index: EdgeVectorIndex) -> None:
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


FILTER_CASES = [
    (SearchFilters(category="bugfix"), {"A", "E"}),
    (SearchFilters(category="strategy"), {"B", "F"}),
    (SearchFilters(session_id="s2"), {"C", "D"}),
    (SearchFilters(session_id="s1"), {"A", "B"}),
    (SearchFilters(content_type="documentation"), {"C", "F"}),
    (SearchFilters(content_type="chat"), {"D", "E"}),
    (SearchFilters(game="firekirin"), {"B", "F"}),
    (SearchFilters(game="pandamaster"), {"D"}),
    (SearchFilters(category="strategy", game="firekirin", session_id="s3", content_type="documentation"), {"F"}),
    (SearchFilters(category="casino", session_id="s1"), set()),
    (SearchFilters(game="no-such-game"), set()),
]


@pytest.mark.parametrize(("filters", "expected"), FILTER_CASES, ids=lambda v: repr(v) if isinstance(v, SearchFilters) else None)
async def test_filters_isolate_hybrid_search(corpus_index: EdgeVectorIndex, embed, filters: SearchFilters, expected: set[str]) -> None:
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


@pytest.mark.parametrize(("filters", "expected"), FILTER_CASES, ids=lambda v: repr(v) if isinstance(v, SearchFilters) else None)
async def test_filters_isolate_keyword_search(corpus_index: EdgeVectorIndex, filters: SearchFilters, expected: set[str]) -> None:
    assert len(await corpus_index.keyword_search(ALL_WORDS, SearchFilters(), 10)) == 6
    hits = await corpus_index.keyword_search(ALL_WORDS, filters, 10)
    assert set(names(hits)) == expected
    assert len(hits) == len(expected)


# --- writes


async def test_upsert_same_ids_does_not_duplicate(corpus_index: EdgeVectorIndex, corpus_vectors) -> None:
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


async def test_prune_removes_only_the_tail_of_that_document(tmp_path: Path) -> None:
    idx = EdgeVectorIndex.open(tmp_path / "small", 4)
    try:
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
    finally:
        await idx.close()


# --- lifecycle


async def test_calls_after_close_raise_dependency_error(index: EdgeVectorIndex, corpus_vectors) -> None:
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


async def test_acknowledged_upsert_survives_sigkill(tmp_path: Path) -> None:
    path = tmp_path / "killed"
    code = textwrap.dedent(
        f"""
        import asyncio, os, signal
        from pathlib import Path
        from rag_context.backends.vectors.qdrant_edge import EdgeVectorIndex
        from rag_context.core.models import Chunk, DocumentMetadata, document_id_for, utc_now, vector_id_for

        async def main():
            idx = EdgeVectorIndex.open(Path({str(path)!r}), 4)
            words = ["walrus", "narwhal", "ocelot", "quetzal", "wombat"]
            doc = document_id_for("s-kill", "kill.md")
            chunks = [Chunk(vector_id_for(doc, i), doc, i, w + " retries", "s-kill", "kill.md", "chat",
                            DocumentMetadata(category="bugfix"), utc_now()) for i, w in enumerate(words)]
            await idx.upsert(chunks[:3], [[1.0, float(i), 0.0, 0.5] for i in range(3)])
            await idx.upsert(chunks[3:], [[0.0, 1.0, float(i), 0.5] for i in range(2)])
            print("acknowledged", flush=True)
            os.kill(os.getpid(), signal.SIGKILL)

        asyncio.run(main())
        """
    )
    result = run_python(code)
    assert result.returncode == -signal.SIGKILL, result.stderr
    assert "acknowledged" in result.stdout

    idx = EdgeVectorIndex.open(path, 4)
    try:
        assert await idx.count() == 5
        hits = await idx.keyword_search("retry", SearchFilters(category="bugfix"), 10)
        assert sorted(hit.text.split()[0] for hit in hits) == sorted(["walrus", "narwhal", "ocelot", "quetzal", "wombat"])
        dense = await idx.hybrid_search([1.0, 0.0, 0.0, 0.5], "walrus", SearchFilters(), 10, -1.0)
        assert len(dense) == 5
    finally:
        await idx.close()


async def test_wrong_dimension_vector_is_a_dependency_error(corpus_index: EdgeVectorIndex) -> None:
    (chunk,) = make_chunks("s9", "bad.md", ["short vector"])
    with pytest.raises(DependencyError):
        await corpus_index.upsert([chunk], [[0.1, 0.2, 0.3]])
    with pytest.raises(DependencyError):
        await corpus_index.hybrid_search([0.1, 0.2, 0.3], "retry", SearchFilters(), 5, 0.0)
    assert await corpus_index.count() == 6


async def test_concurrent_upserts_and_searches(tmp_path: Path) -> None:
    import asyncio

    idx = EdgeVectorIndex.open(tmp_path / "concurrent", 4)
    try:
        batches = [make_chunks("s", f"{i}.md", [f"capybara number {i}", f"capybara extra {i}"]) for i in range(10)]
        writes = [idx.upsert(chunks, [[1.0, float(i), 0.0, 1.0], [0.0, 1.0, float(i), 1.0]]) for i, chunks in enumerate(batches)]
        reads = [idx.keyword_search("capybara", SearchFilters(), 50) for _ in range(10)]
        await asyncio.gather(*writes, *reads)
        assert await idx.count() == 20
        assert len(await idx.keyword_search("capybara", SearchFilters(), 50)) == 20
    finally:
        await idx.close()


async def test_kill_during_first_open_leaves_a_usable_index(tmp_path: Path) -> None:
    """The process dies inside the very first open(), after EdgeShard.create wrote the shard (and its
    edge_config.json) but before the payload indexes were created. Every later open() takes the
    `load` branch: the index must still end up with its text index, or BM25 fails forever.

    Fault injection only: the subprocess wraps EdgeShard.create to SIGKILL itself right after the real
    create returns; everything else is the real adapter and engine."""
    path = tmp_path / "half-created"
    code = textwrap.dedent(
        f"""
        import os, signal
        from pathlib import Path
        import rag_context.backends.vectors.qdrant_edge as adapter

        real = adapter.EdgeShard

        class CrashAfterCreate:
            load = staticmethod(real.load)

            @staticmethod
            def create(path, config):
                real.create(path, config)
                print("created", flush=True)
                os.kill(os.getpid(), signal.SIGKILL)

        adapter.EdgeShard = CrashAfterCreate
        adapter.EdgeVectorIndex.open(Path({str(path)!r}), 4)
        """
    )
    result = run_python(code)
    assert result.returncode == -signal.SIGKILL, result.stderr
    assert "created" in result.stdout
    assert (path / CONFIG_FILE).is_file()

    idx = EdgeVectorIndex.open(path, 4)
    try:
        chunks = make_chunks("s1", "a.md", ["The client retries failed connections."],
                             metadata=DocumentMetadata(category="bugfix"))
        await idx.upsert(chunks, [[1.0, 0.0, 0.0, 0.5]])
        assert await idx.count() == 1
        assert [h.vector_id for h in await idx.keyword_search("retry", SearchFilters(), 5)] == [chunks[0].vector_id]
        hits = await idx.hybrid_search([1.0, 0.0, 0.0, 0.5], "retry", SearchFilters(category="bugfix"), 5, 0.2)
        assert [h.vector_id for h in hits] == [chunks[0].vector_id]
    finally:
        await idx.close()
