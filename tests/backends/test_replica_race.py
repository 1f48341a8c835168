"""Replicas over one store and one vector index (issue 20.2, 20.7), with the real backends: SQLite,
Qdrant Edge and MiniLM, two IndexingServices standing for two replicas (each with its own locks, as
two processes have). One document indexed as v1 on the first (slow to embed) and v2 on the second
(fast): the index must end serving the store's version. And the start-up sweep runs only under the
reconciler's lease."""

from __future__ import annotations

import asyncio
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import pytest
import structlog
from structlog.testing import capture_logs

from rag_context import services as services_module
from rag_context.backends.stores.sqlite import SqliteStore
from rag_context.backends.vectors.edge import EdgeVectorIndex
from rag_context.config import load_settings
from rag_context.core.chunking import Chunker
from rag_context.core.consistency import check_consistency
from rag_context.core.indexing import DocumentCounter, IndexingService
from rag_context.core.models import DocumentStatus, IndexRequest, SearchFilters
from rag_context.services import RECONCILE_LEASE, build_services
from tests.conftest import KeepOpenEmbedder

V1 = "Version one of the runbook: the grand jackpot threshold is five hundred credits, checked hourly."
V2 = "Version two of the runbook: the grand jackpot threshold is fifteen hundred credits, checked daily."


class HeldEmbedder(KeepOpenEmbedder):
    """Embeds documents only once `release` is set (replica A's slow embedder); `started` says the
    call arrived."""

    def __init__(self, inner: Any) -> None:
        super().__init__(inner)
        self.started = asyncio.Event()
        self.release = asyncio.Event()

    async def embed_documents(self, texts: Sequence[str]) -> list[list[float]]:
        self.started.set()
        await self.release.wait()
        return await super().embed_documents(texts)


def replica(embedder: Any, vectors: Any, store: Any, local_embedder: Any) -> IndexingService:
    return IndexingService(embedder, vectors, store, Chunker(local_embedder.token_offsets, 256), DocumentCounter(), lambda: None)


async def test_two_replicas_racing_one_document_leave_the_stores_version_in_the_index(tmp_path: Path, local_embedder: Any) -> None:
    store = await SqliteStore.open(tmp_path / "store.sqlite3")
    vectors = EdgeVectorIndex.open(tmp_path / "vectors", local_embedder.dimension)
    try:
        slow = HeldEmbedder(local_embedder)
        a = replica(slow, vectors, store, local_embedder)
        b = replica(KeepOpenEmbedder(local_embedder), vectors, store, local_embedder)
        v1 = IndexRequest(V1, "documentation", "race", "runbook.md")
        v2 = IndexRequest(V2, "documentation", "race", "runbook.md")

        first = asyncio.create_task(a.index(v1))  # A saves v1 and embeds it, slowly
        await asyncio.wait_for(slow.started.wait(), 30)
        second = await b.index(v2)  # B saves v2 over it, embeds fast, writes, says indexed
        assert second.status is DocumentStatus.INDEXED
        slow.release.set()  # A's v1 vectors land last, over B's
        assert (await asyncio.wait_for(first, 60)).status is DocumentStatus.INDEXED  # both clients were told indexed

        stored = await store.get_document(v2.document_id)
        assert stored is not None and (stored.content, stored.status) == (V2, DocumentStatus.INDEXED)
        hits = await vectors.keyword_search("grand jackpot threshold credits", SearchFilters(), 5)
        assert [hit.text for hit in hits] == [chunk.text for chunk in stored.chunks], "the index serves another version than the store"
        counts = await vectors.point_counts(v2.document_id)
        assert counts.by_fingerprint == {stored.fingerprint: len(stored.chunks)}
        assert (await check_consistency(store, vectors)).consistent
    finally:
        await vectors.close()
        await store.close()


async def test_the_sweep_finds_a_version_left_behind_and_the_reconciler_rewrites_it(tmp_path: Path, local_embedder: Any) -> None:
    """What the race left before the fix (store: v2 indexed; index: v1's points under the same ids),
    made by hand: the sweep, comparing fingerprints and not only ids, sends v2 back to pending."""
    store = await SqliteStore.open(tmp_path / "store.sqlite3")
    vectors = EdgeVectorIndex.open(tmp_path / "vectors", local_embedder.dimension)
    try:
        service = replica(KeepOpenEmbedder(local_embedder), vectors, store, local_embedder)
        v1 = IndexRequest(V1, "documentation", "race", "runbook.md")
        v2 = IndexRequest(V2, "documentation", "race", "runbook.md")
        await service.index(v1)
        old = await store.get_document(v1.document_id)
        assert old is not None
        old_vectors = await local_embedder.embed_documents([chunk.text for chunk in old.chunks])
        await service.index(v2)
        await vectors.upsert(list(old.chunks), old_vectors)  # v1's points back over v2's
        await vectors.sync()

        report = await check_consistency(store, vectors)
        assert (report.consistent, report.stale_documents) == (False, 1)
        repaired = await check_consistency(store, vectors, repair=True, hold=service.hold)
        assert repaired.documents_requeued == 1
        assert await service.reconcile_pending() == 1
        assert (await check_consistency(store, vectors)).consistent
        hits = await vectors.keyword_search("grand jackpot threshold credits", SearchFilters(), 5)
        assert [hit.text for hit in hits] == [V2]
    finally:
        await vectors.close()
        await store.close()


async def test_the_start_up_sweep_waits_for_the_reconcilers_lease(
    tmp_path: Path, local_embedder: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(services_module, "RECONCILE_INTERVAL_S", 0.05)
    settings = load_settings(_env_file=None, rag_data_dir=tmp_path / "data", rag_check_at_start=True)
    store = await SqliteStore.open(settings.sqlite_path)
    holder, _ = await store.take_lease(RECONCILE_LEASE, "another-replica", 60.0)
    assert holder == "another-replica"
    services = await build_services(settings, embedder=KeepOpenEmbedder(local_embedder), store=store)
    with capture_logs(processors=[structlog.contextvars.merge_contextvars]) as logs:
        await services.start()
        try:
            await asyncio.sleep(0.5)
            assert not [entry for entry in logs if entry["event"] == "start.consistency_checked"], "swept beside another replica"
            assert services._sweep is not None and not services._sweep.done()
            await store.release_lease(RECONCILE_LEASE, "another-replica")
            await asyncio.wait_for(services._sweep, 10)
            assert [entry for entry in logs if entry["event"] == "start.consistency_checked"]
            holder, _ = await store.take_lease(RECONCILE_LEASE, "another-replica", 60.0)
            assert holder == "another-replica", "the sweep kept the lease"
        finally:
            await services.close()
