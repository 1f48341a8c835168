"""The fakes behave for real: if they did not, the service tests above them would prove little."""

from __future__ import annotations

import asyncio
import math

import pytest

from rag_context.core.chunking import Chunker
from rag_context.core.indexing import DocumentCounter, IndexingService
from rag_context.core.models import DocumentMetadata, IndexRequest, SearchFilters
from rag_context.core.ports import DependencyError
from tests.unit.fakes import FakeContextStore, FakeEmbedder, FakeVectorIndex, whitespace_offsets


def cosine(a: list[float], b: list[float]) -> float:
    return sum(x * y for x, y in zip(a, b))


async def test_fake_embedder_is_deterministic_normalised_and_meaningful() -> None:
    embedder = FakeEmbedder(dimension=64)
    a = await embedder.embed_query("grand jackpot threshold")
    assert a == await embedder.embed_query("Grand jackpot, threshold!")
    assert len(a) == 64
    assert math.isclose(math.sqrt(sum(v * v for v in a)), 1.0)
    near = embedder.vector("jackpot threshold rises")
    far = embedder.vector("login timeout bug fixed")
    assert cosine(a, near) > cosine(a, far)
    assert await embedder.embed_documents(["x y", "z"]) == [embedder.vector("x y"), embedder.vector("z")]
    assert embedder.document_batches == [2]


@pytest.mark.parametrize("mode", ["fail", "hang"])
async def test_switch_modes(mode: str) -> None:
    embedder = FakeEmbedder()
    embedder.switch.set(mode)
    if mode == "fail":
        with pytest.raises(DependencyError):
            await embedder.embed_query("x")
    else:
        with pytest.raises(TimeoutError):
            await asyncio.wait_for(embedder.embed_query("x"), 0.02)
    assert embedder.switch.calls["embed_query"] == 1
    embedder.switch.set(mode, only={"health"})
    assert await embedder.embed_query("x")  # other methods pass
    embedder.switch.ok()
    assert embedder.switch.total_calls == 2


async def test_fake_vector_index_and_store_apply_every_filter() -> None:
    embedder, vectors, store = FakeEmbedder(), FakeVectorIndex(), FakeContextStore()
    indexing = IndexingService(embedder, vectors, store, Chunker(whitespace_offsets, 64), DocumentCounter(), lambda: None)
    for session, category, game, content_type in [
        ("s1", "strategy", "A", "documentation"),
        ("s1", "bugfix", "A", "decision"),
        ("s2", "strategy", "B", "documentation"),
        ("s2", "strategy", "A", "chat"),
    ]:
        await indexing.index(
            IndexRequest(
                content=f"jackpot note {session} {category} {game}",
                content_type=content_type,
                session_id=session,
                source=f"{session}/{category}/{game}/{content_type}",
                metadata=DocumentMetadata(category=category, game=game),
            )
        )
    cases = {
        SearchFilters(): 4,
        SearchFilters(session_id="s1"): 2,
        SearchFilters(category="strategy"): 3,
        SearchFilters(category="strategy", game="A"): 2,
        SearchFilters(content_type="chat"): 1,
        SearchFilters(category="strategy", session_id="s2", game="B", content_type="documentation"): 1,
        SearchFilters(game="C"): 0,
    }
    vector = embedder.vector("jackpot note")
    for filters, expected in cases.items():
        assert len(await vectors.hybrid_search(vector, "jackpot note", filters, 10, 0.0)) == expected, filters
        assert len(await vectors.keyword_search("jackpot note", filters, 10)) == expected, filters
        assert len(await store.text_search("jackpot note", filters, 10)) == expected, filters
    assert len(await vectors.keyword_search("jackpot", SearchFilters(), 2)) == 2
    assert await store.text_search("unrelated words", SearchFilters(), 10) == []
