"""IndexingService.index_many on the real embedded store and index (SQLite, Qdrant Edge): a batch of
many documents is read, saved and marked indexed in one store transaction each, and ends with every
document indexed, its chunks stored and its vectors in the index. The embedder is the hashed fake:
the model is not what is under test."""

from __future__ import annotations

from pathlib import Path

from rag_context.backends.stores.sqlite import SqliteStore
from rag_context.backends.vectors.edge import EdgeVectorIndex
from rag_context.core.indexing import DocumentCounter, IndexingService
from rag_context.core.models import (
    DocumentMetadata,
    DocumentStatus,
    IndexRequest,
    SearchFilters,
)
from tests.unit.fakes import FakeEmbedder, ParagraphChunker

DOCUMENTS = 150


def note(number: int, version: str = "v1") -> IndexRequest:
    content = "\n\n".join(f"{version} document {number} paragraph {p} about wombats" for p in range(3))
    return IndexRequest(content=content, content_type="documentation", session_id="bulk", source=f"{number}.md",
                        metadata=DocumentMetadata(agent="indexer"))


async def test_index_many_indexes_every_document_with_its_chunks_and_vectors(tmp_path: Path) -> None:
    store = await SqliteStore.open(tmp_path / "store" / "context.db")
    embedder = FakeEmbedder()
    vectors = EdgeVectorIndex.open(tmp_path / "vectors", embedder.dimension)
    commits: list[str] = []
    await store._on(store._writer, lambda: store._write_conn.set_trace_callback(commits.append))
    counter = DocumentCounter()
    service = IndexingService(embedder, vectors, store, ParagraphChunker(), counter, on_change=lambda: None)
    try:
        outcomes = await service.index_many([note(number) for number in range(DOCUMENTS)])
        assert commits.count("COMMIT") == 2  # the batch saved pending, then marked indexed: not 2 per document
        assert all(outcome.status is DocumentStatus.INDEXED for outcome in outcomes)
        stored = await store.get_documents([outcome.document_id for outcome in outcomes])
        points = await vectors.points_by_document()
        for outcome in outcomes:
            document = stored[outcome.document_id]
            assert document.status is DocumentStatus.INDEXED
            assert [chunk.chunk_index for chunk in document.chunks] == [0, 1, 2]
            assert points[outcome.document_id] == set(outcome.vector_ids) == set(document.vector_ids)
        assert (await store.count_documents(), await store.count_pending(), counter.value) == (DOCUMENTS, 0, DOCUMENTS)
        assert len(await store.text_search("wombats", SearchFilters(), DOCUMENTS * 3)) == DOCUMENTS * 3

        # Again, half of them changed: only those are written, in one transaction again.
        commits.clear()
        again = await service.index_many([note(number, "v2" if number % 2 else "v1") for number in range(DOCUMENTS)])
        assert [outcome.unchanged for outcome in again] == [number % 2 == 0 for number in range(DOCUMENTS)]
        assert commits.count("COMMIT") == 2
        changed = await store.get_documents([outcome.document_id for outcome in again[1::2]])
        assert all(document.content.startswith("v2") and document.status is DocumentStatus.INDEXED for document in changed.values())
        assert (await vectors.count(), counter.value) == (DOCUMENTS * 3, DOCUMENTS)
    finally:
        await vectors.close()
        await store.close()
