"""The corpus and the checks that the Qdrant adapters' tests share (Edge, server, local mode).

Imported by the test modules of this folder (pytest puts the folder on sys.path)."""

from __future__ import annotations

import dataclasses
from datetime import datetime, timezone
from typing import Any

import pytest
from backend_factories import make_chunks

from rag_context.core.memory.currency import DocumentMemory
from rag_context.core.models import Chunk, DocumentMetadata, Hit, SearchFilters

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
# One distinctive word of every document, as written there: BM25 matches all six with this query,
# with or without stemming.
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


async def upsert_corpus(index: Any, corpus_vectors: dict[str, list[float]]) -> None:
    await index.upsert([CHUNKS[n] for n in CHUNKS], [corpus_vectors[n] for n in CHUNKS])


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


def filter_id(value: Any) -> str | None:
    return repr(value) if isinstance(value, SearchFilters) else None


# Fixtures: a module that imports them gets its own, module-scoped, on the session's MiniLM.


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


# A code chunk with every field a hit can carry (symbol, kind, lines, role, keyword words after its
# text in the payload, every memory field of issue 32), beside the corpus: what a partial read must keep.
CODE_CHUNK = dataclasses.replace(
    make_chunks(
        "s9", "src/Retry/RetryPolicy.cs", ["public TimeSpan NextDelay(int attempt) => baseDelay * Math.Pow(2, attempt); // retries"],
        content_type="code", metadata=DocumentMetadata(role="implementation", tags=("t1",)),
    )[0],
    symbol="Retry.RetryPolicy.NextDelay", symbol_kind="method", keywords="retry policy next delay attempt",
    line_start=10, line_end=12, fingerprint="fp-9",
    memory=DocumentMemory(
        supersedes=("s8",), valid_from=datetime(2026, 1, 2, 3, 4, 5, 6, tzinfo=timezone.utc),
        valid_until=datetime(2036, 1, 2, tzinfo=timezone.utc), superseded_by="s10", superseded_at=datetime(2026, 6, 1, tzinfo=timezone.utc),
    ),
)


async def assert_a_ranking_read_completes_to_the_whole_search(index: Any, embed: Any) -> None:
    """`ranking_only` reads the same hits in the same order with the same scores and every field but
    the text (partial, or whole where the index reads whole), and `complete` gives back exactly
    what the search without it answers: hybrid and keyword search alike."""
    await index.upsert([CODE_CHUNK], [embed(CODE_CHUNK.text)])
    query = "how long is the delay before the next retry attempt"
    for search in (
        lambda **kw: index.hybrid_search(embed(query), f"{query} {ALL_WORDS}", SearchFilters(), 5, -1.0, **kw),
        lambda **kw: index.keyword_search(f"retry delay {ALL_WORDS}", SearchFilters(), 5, **kw),
    ):
        whole = await search()
        partial = await search(ranking_only=True)
        assert len(whole) == 5 and CODE_CHUNK.vector_id in {hit.vector_id for hit in whole}
        assert {hit.vector_id: hit.memory for hit in partial}[CODE_CHUNK.vector_id] == CODE_CHUNK.memory  # what the memory ranks by
        assert not any(hit.partial for hit in whole)
        for read, full in zip(partial, whole, strict=True):
            assert dataclasses.replace(read, text=full.text, partial=False) == full  # every other field as read whole
            assert read.text == ("" if read.partial else full.text)
        assert await index.complete(partial) == whole
        assert await index.complete(partial[1:3]) == whole[1:3]
