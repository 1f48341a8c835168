"""core.consistency on the in-memory fakes: the counts, the repair, and the re-reads under the
locks that keep a sweep running beside indexing from undoing its work."""

from __future__ import annotations

import dataclasses

import pytest

from rag_context.core.chunking import Chunker
from rag_context.core import consistency
from rag_context.core.consistency import check_consistency
from rag_context.core.indexing import DocumentCounter, IndexingService
from rag_context.core.models import DocumentStatus, IndexRequest, vector_id_for
from rag_context.core.ports import PointCounts
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
    point_counts = vectors.point_counts

    async def before_a_was_written(document_id: str | None = None, *, document_ids=None) -> PointCounts:
        return PointCounts({}, {}, {}) if document_id is None else await point_counts(document_id)

    async def nothing_yet(document_ids, *, fingerprints=None, unversioned=False) -> int:
        return 0

    vectors.point_counts = before_a_was_written  # the sweep read the index before `a` was written
    vectors.count_points = nothing_yet
    report = await check_consistency(store, vectors, repair=True, hold=service.hold)
    assert report.documents_missing_vectors == 1  # what the reads showed
    assert report.documents_requeued == 0  # the re-read under the lock found its vectors
    assert store.documents[a].status is DocumentStatus.INDEXED


async def test_vectors_of_a_document_saved_after_the_store_was_read_are_kept() -> None:
    store, vectors, service, (a,) = await indexed_rig("a")
    document_versions = store.document_versions

    async def before_a_was_saved(limit, after=None):
        return [version for version in await document_versions(limit, after) if version.document_id != a]

    async def not_saved_yet(document_ids):
        return {}

    store.document_versions = before_a_was_saved
    store.fingerprints = not_saved_yet  # the orphans' lookup, too, ran before `a` was saved
    report = await check_consistency(store, vectors, repair=True, hold=service.hold)
    assert report.orphan_vectors == 1  # what the reads showed
    assert report.vectors_removed == 0
    assert vector_id_for(a, 0) in vectors.points


async def test_points_of_another_version_are_found_by_their_fingerprint_and_rewritten() -> None:
    """Two replicas raced one document: the store says v2 `indexed`, the index holds v1's points
    under the same ids. Counting ids alone, the sweep saw nothing."""
    store, vectors, service, (a,) = await indexed_rig("a")
    for vector_id, (vector, chunk) in list(vectors.points.items()):
        vectors.points[vector_id] = (vector, dataclasses.replace(chunk, text="the older text", fingerprint="v1-fingerprint"))
    report = await check_consistency(store, vectors)
    assert (report.consistent, report.stale_documents, report.documents_missing_vectors) == (False, 1, 1)
    repaired = await check_consistency(store, vectors, repair=True, hold=service.hold)
    assert repaired.documents_requeued == 1 and store.documents[a].status is DocumentStatus.PENDING
    assert await service.reconcile_pending() == 1
    assert (await check_consistency(store, vectors)).consistent
    assert {chunk.fingerprint for _, chunk in vectors.points.values()} == {store.documents[a].fingerprint}
    assert {chunk.text for _, chunk in vectors.points.values()} == {chunk.text for chunk in store.documents[a].chunks}


async def test_points_written_before_fingerprints_were_kept_are_compared_by_count() -> None:
    store, vectors, service, _ = await indexed_rig("a", "b")
    for vector_id, (vector, chunk) in list(vectors.points.items()):
        vectors.points[vector_id] = (vector, dataclasses.replace(chunk, fingerprint=""))
    assert (await check_consistency(store, vectors)).consistent  # an upgrade re-embeds nothing


async def test_points_beyond_a_documents_chunks_are_pruned() -> None:
    store, vectors, service, (a,) = await indexed_rig("a")
    (vector, chunk) = vectors.points[vector_id_for(a, 0)]
    vectors.points[vector_id_for(a, 1)] = (vector, dataclasses.replace(chunk, chunk_index=1, vector_id=vector_id_for(a, 1)))
    report = await check_consistency(store, vectors, repair=True, hold=service.hold)
    assert (report.orphan_vectors, report.vectors_removed, report.documents_requeued) == (1, 1, 0)
    assert vector_id_for(a, 1) not in vectors.points and vector_id_for(a, 0) in vectors.points


async def test_the_sweep_reads_no_point_into_the_process() -> None:
    store, vectors, service, _ = await indexed_rig("a", "b")
    await check_consistency(store, vectors, repair=True, hold=service.hold)
    assert vectors.switch.calls["points_by_document"] == 0 and vectors.switch.calls["point_counts"] == 0


async def test_the_index_is_counted_a_store_page_at_a_time_and_in_whole_only_when_a_page_is_off(monkeypatch: pytest.MonkeyPatch) -> None:
    """No count covers more than a page's documents (each count holds the Edge engine, and the
    GIL, through its whole run): every document's counts are read only when points are left over
    or a page's sums do not add up, and then once."""
    monkeypatch.setattr(consistency, "PAGE", 2)
    store, vectors, service, ids = await indexed_rig("a", "b", "c", "d", "e")
    scopes: list[list[str]] = []
    count_points = vectors.count_points

    async def recording(document_ids, **kinds) -> int:
        scopes.append(list(document_ids))
        return await count_points(document_ids, **kinds)

    vectors.count_points = recording
    assert (await check_consistency(store, vectors)).consistent
    assert scopes and all(len(scope) <= 2 for scope in scopes)
    assert {document_id for scope in scopes for document_id in scope} == set(ids)
    assert vectors.switch.calls["point_counts"] == 0

    (vector, chunk) = vectors.points[vector_id_for(ids[0], 0)]
    vectors.points["ghost"] = (vector, dataclasses.replace(chunk, document_id="ghost-document", vector_id="ghost"))
    del vectors.points[vector_id_for(ids[3], 0)]
    report = await check_consistency(store, vectors)
    assert (report.orphan_vectors, report.documents_missing_vectors) == (1, 1)
    assert vectors.switch.calls["point_counts"] == 1  # once, for the page that did not add up and to name the orphan


async def test_a_page_of_points_written_before_versions_were_kept_adds_up_without_a_closer_look() -> None:
    store, vectors, service, _ = await indexed_rig("a", "b")
    for vector_id, (vector, chunk) in list(vectors.points.items()):
        vectors.points[vector_id] = (vector, dataclasses.replace(chunk, fingerprint=""))
    assert (await check_consistency(store, vectors)).consistent
    assert vectors.switch.calls["point_counts"] == 0
