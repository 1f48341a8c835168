"""Memory through the lifecycle (issue 32): the consistency check counts and repairs points that
do not carry their supersession; re-embedding writes the store's memory into the new vectors; a
MongoDB dump and restore keep it. Real SQLite and Qdrant Edge; MongoStore on mongomock."""

from __future__ import annotations

from pathlib import Path

from mongomock_async import Client

from rag_context.backends.stores.mongo import MongoStore
from rag_context.backends.stores.sqlite import SqliteStore
from rag_context.backends.vectors.edge import EdgeVectorIndex
from rag_context.core.consistency import check_consistency
from rag_context.core.filters import DocumentFilter
from rag_context.core.memory.currency import NO_MEMORY, DocumentMemory, MemoryScope
from rag_context.core.memory.sync import push_memory
from rag_context.core.models import SearchFilters, StoredDocument
from rag_context.core.reembed import Batching, rebuild
from test_memory_stores import at, decision
from test_memory_vectors import DIM, vector_of

CURRENT = SearchFilters(document_filter=DocumentFilter(memory=MemoryScope()))


class SeededEmbedder:
    """Vectors of the test's own (the reembed path needs only embed_documents)."""

    dimension = DIM

    async def embed_documents(self, texts: list[str]) -> list[list[float]]:
        return [vector_of(len(text)) for text in texts]


async def superseding_pair(store: SqliteStore) -> tuple[StoredDocument, StoredDocument]:
    old, new = decision("cache", 0), decision("live", 1)
    await store.save_documents([old])
    await store.save_documents([new.with_memory(DocumentMemory(supersedes=(old.document_id,)))])
    return await store.get_document(old.document_id), await store.get_document(new.document_id)


async def test_check_counts_points_that_do_not_carry_their_supersession_and_repair_requeues_them(tmp_path: Path) -> None:
    store = await SqliteStore.open(tmp_path / "store.db")
    index = EdgeVectorIndex.open(tmp_path / "vectors", DIM)
    try:
        old, new = await superseding_pair(store)
        chunks = [*old.chunks, *new.chunks]
        await index.upsert(chunks, [vector_of(number) for number in range(len(chunks))])
        report = await check_consistency(store, index)
        assert report.consistent and report.memory_drift == 0 and report.memory_changes_waiting == 2  # not told yet: waiting, not drift
        await push_memory(store, index)
        assert (await check_consistency(store, index)).memory_changes_waiting == 0

        # A hand in the data (or a replica's lost write): the old document's points forget it.
        await index.set_memory([(old.document_id, NO_MEMORY)])
        report = await check_consistency(store, index)
        assert not report.consistent and report.memory_drift == 1
        assert {hit.document_id for hit in await index.keyword_search("cache thresholds", CURRENT, 10)} == {old.document_id, new.document_id}
        repaired = await check_consistency(store, index, repair=True)
        assert repaired.repaired and await store.count_memory_changes() == 1
        await push_memory(store, index)
        assert (await check_consistency(store, index)).consistent
        assert [hit.document_id for hit in await index.keyword_search("cache thresholds", CURRENT, 10)] == [new.document_id]
    finally:
        await index.close()
        await store.close()


async def test_reembedding_writes_the_stores_memory_into_the_new_vectors(tmp_path: Path) -> None:
    store = await SqliteStore.open(tmp_path / "store.db")
    target = EdgeVectorIndex.open(tmp_path / "generation-2", DIM)
    try:
        old, new = await superseding_pair(store)
        done = await rebuild(store, SeededEmbedder(), target, after=None, done=0, checkpoint=lambda *_: None, batching=Batching(documents=1))
        assert done == 2
        assert [hit.document_id for hit in await target.keyword_search("cache thresholds", CURRENT, 10)] == [new.document_id]
        history = await target.keyword_search("cache thresholds", SearchFilters(), 10)
        assert {hit.document_id: hit.memory.superseded_by for hit in history} == {old.document_id: new.document_id, new.document_id: None}
    finally:
        await target.close()
        await store.close()


async def test_a_mongodb_dump_and_restore_keep_the_memory(tmp_path: Path) -> None:
    source = await MongoStore.open("mongodb://mongomock", "source", client=Client())
    restored = await MongoStore.open("mongodb://mongomock", "restored", client=Client())
    try:
        old, new = decision("cache", 0), decision("live", 1, DocumentMemory(valid_until=at(100)))
        await source.save_documents([old])
        await source.save_documents([new.with_memory(DocumentMemory(supersedes=(old.document_id,), valid_until=at(100)))])
        await source.dump(tmp_path / "dump", None)
        await restored.restore_dump(tmp_path / "dump")
        assert await restored.memory_of([old.document_id, new.document_id]) == await source.memory_of([old.document_id, new.document_id])
        assert (await restored.memory_of([old.document_id]))[old.document_id].superseded_by == new.document_id
        # The restored supersession is a live one: deleting the new document undoes it there too.
        await restored.delete_documents([new.document_id])
        assert (await restored.memory_of([old.document_id]))[old.document_id] == NO_MEMORY
    finally:
        await source.close()
        await restored.close()
