"""core.consistency on the in-memory fakes: the counts, the repair, and the re-reads under the
locks that keep a sweep running beside indexing from undoing its work."""

from __future__ import annotations

import dataclasses

from rag_context.core.chunking import Chunker
from rag_context.core.consistency import check_consistency
from rag_context.core.indexing import DocumentCounter, IndexingService
from rag_context.core.models import DocumentStatus, IndexRequest, vector_id_for
from tests.unit.fakes import FakeContextStore, FakeEmbedder, FakeVectorIndex, whitespace_offsets


async def indexed_rig(*sources: str) -> tuple[FakeContextStore, FakeVectorIndex, IndexingService, list[str]]:
    store, vectors = FakeContextStore(), FakeVectorIndex()
    service = IndexingService(FakeEmbedder(), vectors, store, Chunker(whitespace_offsets, 256), DocumentCounter(), lambda: None)
    ids = []
    for source in sources:
        outcome = await service.index(IndexRequest(f"Note about {source}.", "documentation", "s", source))
        assert outcome.status is DocumentStatus.INDEXED
        ids.append(outcome.document_id)
    return store, vectors, service, ids


async def test_a_consistent_pair_reports_nothing_and_repairs_nothing() -> None:
    store, vectors, service, _ = await indexed_rig("a", "b")
    report = await check_consistency(store, vectors, repair=True, hold=service.hold)
    assert report.consistent and (report.documents_checked, report.repaired) == (2, False)
    assert vectors.switch.calls["delete_points"] == 0


async def test_missing_and_orphan_vectors_are_counted_then_repaired() -> None:
    store, vectors, service, (a, b) = await indexed_rig("a", "b")
    del vectors.points[vector_id_for(a, 0)]
    # A point of a document the store does not have (deleted, and the delete of its vectors lost).
    vectors.points["ghost"] = ([1.0], dataclasses.replace(store.documents[b].chunks[0], document_id="gone", vector_id="ghost"))
    report = await check_consistency(store, vectors)
    assert (report.indexed_chunks_missing, report.documents_missing_vectors, report.orphan_vectors) == (1, 1, 1)
    assert store.documents[a].status is DocumentStatus.INDEXED  # a report changes nothing
    repaired = await check_consistency(store, vectors, repair=True, hold=service.hold)
    assert (repaired.documents_requeued, repaired.vectors_removed) == (1, 1)
    assert store.documents[a].status is DocumentStatus.PENDING
    assert "ghost" not in vectors.points
    assert vectors.syncs > 0
    assert await service.reconcile_pending() == 1
    assert (await check_consistency(store, vectors)).consistent


async def test_a_document_indexed_after_the_index_was_read_is_not_requeued() -> None:
    store, vectors, service, (a,) = await indexed_rig("a")
    vectors.points_by_document = _returning({})  # the sweep read the index before `a` was written
    report = await check_consistency(store, vectors, repair=True, hold=service.hold)
    assert report.documents_missing_vectors == 1  # what the reads showed
    assert report.documents_requeued == 0  # the re-read under the lock found its vectors
    assert store.documents[a].status is DocumentStatus.INDEXED


async def test_vectors_of_a_document_saved_after_the_store_was_read_are_kept() -> None:
    store, vectors, service, (a,) = await indexed_rig("a")
    list_documents = store.list_documents

    async def before_a_was_saved(filters, limit, after=None):
        return [summary for summary in await list_documents(filters, limit, after) if summary.document_id != a]

    store.list_documents = before_a_was_saved
    report = await check_consistency(store, vectors, repair=True, hold=service.hold)
    assert report.orphan_vectors == 1
    assert report.vectors_removed == 0
    assert vector_id_for(a, 0) in vectors.points


def _returning(value):
    async def call():
        return value

    return call
