"""Memory in the vector indexes (issue 32): Qdrant Edge for real, the Qdrant server's adapter on
qdrant-client's local mode. The points carry their documents' memory; every scope is answered as
`DocumentFilter.matches` (with `MemoryScope.admits`) says; `set_memory` tells points a later
supersession (and its undoing); the engine's recency decay and weighted fusion agree with the
Python reference (core/memory/ranking.py)."""

from __future__ import annotations

import math
import random
from collections.abc import AsyncIterator
from datetime import datetime, timezone
from pathlib import Path
from typing import Any

import pytest
from qdrant_client import AsyncQdrantClient, models
from test_memory_stores import HISTORY, INSTANTS, at, decision

from rag_context.backends.stores.sqlite import SqliteStore
from rag_context.backends.vectors.edge import EdgeVectorIndex
from rag_context.backends.vectors.qdrant_server import QdrantServerIndex
from rag_context.core.filters import DocumentFilter
from rag_context.core.memory.currency import NO_MEMORY, DocumentMemory, MemoryScope
from rag_context.core.memory.ranking import Ranking, Recency, apply_recency
from rag_context.core.models import FusionParams, SearchFilters, StoredDocument

DIM = 8


def vector_of(seed: int) -> list[float]:
    rng = random.Random(seed)
    values = [rng.uniform(-1, 1) for _ in range(DIM)]
    norm = math.sqrt(sum(value * value for value in values))
    return [value / norm for value in values]


class LocalModeIndex(QdrantServerIndex):
    TEXT_INDEX = models.TextIndexParams(
        type=models.TextIndexType.TEXT,
        tokenizer=models.TokenizerType.WORD,
        lowercase=True,
        scoring=models.TextScoringParams(type=models.TextScoringType.BM25),
    )


@pytest.fixture(params=["edge", "server"])
async def index(request: pytest.FixtureRequest, tmp_path: Path) -> AsyncIterator[Any]:
    if request.param == "edge":
        opened: Any = EdgeVectorIndex.open(tmp_path / "vectors", DIM)
        yield opened
        await opened.close()
    else:
        client = AsyncQdrantClient(location=":memory:")
        opened = await LocalModeIndex.open("memory", "ctx", DIM, client=client)
        yield opened
        await opened.close()
        await client.close()


async def stored_history(tmp_path: Path) -> dict[str, StoredDocument]:
    """The history of test_memory_stores.py, as the SQLite store derives it (its points are then
    written as the service writes them: from the stored documents)."""
    store = await SqliteStore.open(tmp_path / "history.db")
    try:
        saved: dict[str, StoredDocument] = {}
        for name, hours, targets, (start, end) in sorted(HISTORY, key=lambda row: row[1]):
            memory = DocumentMemory(
                supersedes=tuple(saved[target].document_id for target in targets),
                valid_from=at(start) if start is not None else None,
                valid_until=at(end) if end is not None else None,
            )
            saved[name] = decision(name, hours, memory)
            await store.save_documents([saved[name]])
        return {name: await store.get_document(document.document_id) for name, document in saved.items()}
    finally:
        await store.close()


async def write(index: Any, documents: dict[str, StoredDocument]) -> None:
    chunks = [chunk for document in documents.values() for chunk in document.chunks]
    await index.upsert(chunks, [vector_of(number) for number in range(len(chunks))])


def expected(documents: dict[str, StoredDocument], document_filter: DocumentFilter, now: datetime) -> set[str]:
    return {
        name
        for name, doc in documents.items()
        if document_filter.matches(
            source=doc.source, content_type=doc.content_type, session_id=doc.session_id, tags=doc.metadata.tags,
            agent=doc.metadata.agent, category=doc.metadata.category, game=doc.metadata.game, role=doc.metadata.role,
            decision_id=doc.metadata.decision_id, indexed_at=doc.indexed_at, memory=doc.memory, now=now,
        )
    }


SCOPES = [MemoryScope(), MemoryScope(include_superseded=True)] + [
    MemoryScope(as_of=at(hours), include_superseded=include) for hours in INSTANTS for include in (False, True)
]


async def test_every_scope_is_answered_as_the_reference(index: Any, tmp_path: Path) -> None:
    documents = await stored_history(tmp_path)
    await write(index, documents)
    names = {document.document_id: name for name, document in documents.items()}
    for scope in SCOPES:
        for narrowing in (DocumentFilter(memory=scope), DocumentFilter(memory=scope, content_types=("decision",))):
            search = SearchFilters(document_filter=narrowing)
            want = expected(documents, narrowing, datetime.now(timezone.utc))
            keyword = await index.keyword_search("cache thresholds", search, 50)
            hybrid = await index.hybrid_search(vector_of(0), "cache thresholds", search, 50, -1.0)
            assert {names[hit.document_id] for hit in keyword} == want, scope
            assert {names[hit.document_id] for hit in hybrid} == want, scope
    # Hits carry their documents' memory, from the payload.
    history = await index.keyword_search("cache", SearchFilters(document_filter=DocumentFilter(memory=MemoryScope(include_superseded=True))), 50)
    assert {names[hit.document_id]: hit.memory for hit in history} == {name: document.memory for name, document in documents.items()}


async def test_points_learn_a_later_supersession_and_its_undoing(index: Any) -> None:
    old, new = decision("a", 0), decision("b", 1)
    await write(index, {"a": old, "b": new})
    current = SearchFilters(document_filter=DocumentFilter(memory=MemoryScope()))
    assert {hit.document_id for hit in await index.keyword_search("cache", current, 10)} == {old.document_id, new.document_id}
    superseded = DocumentMemory(superseded_by=new.document_id, superseded_at=at(1))
    await index.set_memory([(old.document_id, superseded), (new.document_id, DocumentMemory(supersedes=(old.document_id,)))])
    assert {hit.document_id for hit in await index.keyword_search("cache", current, 10)} == {new.document_id}
    before = SearchFilters(document_filter=DocumentFilter(memory=MemoryScope(as_of=at(0.5))))
    assert [hit.memory for hit in await index.keyword_search("cache", before, 10)] == [superseded]
    await index.set_memory([(old.document_id, NO_MEMORY)])  # the superseding document went
    found = await index.keyword_search("cache", current, 10)
    assert {hit.document_id: hit.memory for hit in found} == {old.document_id: NO_MEMORY, new.document_id: DocumentMemory(supersedes=(old.document_id,))}
    await index.set_memory([("no-such-document", superseded)])  # no points: no error


async def test_the_engines_recency_decay_is_the_reference(index: Any) -> None:
    """The decay in the engine (Qdrant's formula over the fused candidates) ranks and scores as
    `apply_recency` does on the undecayed fusion; a document's time is its validFrom when it has
    one (every third here: decided long before it was indexed), else when it was indexed."""
    now = at(0)
    documents = {
        f"d{number}": decision(
            f"d{number}", -24 * 5 * number, DocumentMemory(valid_from=at(-24 * 40 - 24 * number)) if number % 3 == 0 else NO_MEMORY,
            text=f"cache thresholds decision {'live ' * (number % 4)}number {number}",
        )
        for number in range(12)
    }
    await write(index, documents)
    plain = await index.hybrid_search(vector_of(3), "cache live thresholds", SearchFilters(), 12, -1.0)
    recency = Recency(half_life_days=10, weight=0.7)
    ranking = Ranking(recency=recency, instant=now)
    decayed = await index.hybrid_search(vector_of(3), "cache live thresholds", SearchFilters(), 12, -1.0, ranking=ranking)
    reference = apply_recency(plain, recency, now)
    assert [hit.vector_id for hit in decayed] == [hit.vector_id for hit in reference]
    assert [hit.score for hit in decayed] == pytest.approx([hit.score for hit in reference], abs=1e-5)
    assert [hit.vector_id for hit in decayed] != [hit.vector_id for hit in plain]  # it did reorder


async def test_the_engines_weighted_fusion_is_the_reference(index: Any) -> None:
    # Texts of one length, with the query's word more often in each: BM25 scores without ties.
    documents = {
        f"d{number}": decision(f"d{number}", number, text=" ".join(["cache"] + ["thresholds"] * number + ["filler"] * (15 - number)))
        for number in range(15)
    }
    await write(index, documents)
    search = SearchFilters()
    for dense, keyword in ((1.5, 0.5), (0.3, 2.0), (1.0, 0.0), (0.0, 1.0)):
        ranking = Ranking(dense_weight=dense, keyword_weight=keyword)
        fused = await index.hybrid_search(vector_of(5), "cache thresholds", search, 15, -1.0, ranking=ranking)
        lists = await index.ranked_lists(vector_of(5), "cache thresholds", search, 100, -1.0)
        fusion = ranking.fusion(FusionParams())
        scores: dict[str, float] = {}
        for weight, ranked in ((dense, lists.dense), (keyword, lists.keyword)):
            if weight > 0:
                for rank, (vector_id, _) in enumerate(ranked):
                    scores[vector_id] = scores.get(vector_id, 0.0) + 1.0 / ((rank + 1) / weight + fusion.rrf_k - 1)
        reference = sorted(scores.items(), key=lambda item: (-item[1], item[0]))[:15]
        assert [hit.vector_id for hit in fused] == [vector_id for vector_id, _ in reference], (dense, keyword)
        assert [hit.score for hit in fused] == pytest.approx([score / fusion.best_fused_score for _, score in reference], abs=1e-5)


async def test_dense_search_gives_cosines_under_the_filter(index: Any) -> None:
    """What a new document resembles (issue 32's `similar`): the nearest chunks by cosine, under the
    search's filter (current ones only here), restricted to some documents when asked."""
    documents = {f"d{number}": decision(f"d{number}", number) for number in range(6)}
    superseded = DocumentMemory(superseded_by=documents["d5"].document_id, superseded_at=at(5))
    documents["d0"] = documents["d0"].with_memory(superseded)
    await write(index, documents)
    current = SearchFilters(document_filter=DocumentFilter(memory=MemoryScope()))
    query = vector_of(1)
    found = await index.dense_search(query, current, 10)
    names = {document.document_id: name for name, document in documents.items()}
    expected = sorted(
        (name for name in documents if name != "d0"),
        key=lambda name: -sum(a * b for a, b in zip(query, vector_of(int(name[1:])))),
    )
    assert [names[hit.document_id] for hit in found] == expected  # d0 superseded: left out
    assert found[0].score == pytest.approx(1.0, abs=1e-5) and all(0.0 <= hit.score <= 1.0 for hit in found)
    only = await index.dense_search(query, current, 10, document_ids=[documents["d3"].document_id])
    assert [names[hit.document_id] for hit in only] == ["d3"]
    assert await index.dense_search(query, current, 10, document_ids=[]) == []
