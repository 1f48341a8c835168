"""The corpus and the checks that the Qdrant adapters' tests share (Edge, server, local mode).

Imported by the test modules of this folder (pytest puts the folder on sys.path)."""

from __future__ import annotations

from typing import Any

import pytest
from backend_factories import make_chunks

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
