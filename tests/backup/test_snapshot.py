"""A backup of a serving instance on the real embedded backends (Qdrant Edge, SQLite, MiniLM):
taken while a client indexes and another searches, restored into a new directory, checked."""

from __future__ import annotations

import asyncio
import tarfile
import time
from pathlib import Path
from typing import Any

import pytest

from rag_context.backends import factory
from rag_context.backends.embedding_cache import FILE_NAME as EMBEDDING_CACHE_FILE
from rag_context.backup.archive import read_archive
from rag_context.backup.restore import ModelMismatch, restore_data_dir
from rag_context.config import Settings, load_settings
from rag_context.core.consistency import check_consistency
from rag_context.core.models import DocumentMetadata, DocumentStatus, IndexRequest
from rag_context.core.ports import DependencyError
from rag_context.core.search import SearchQuery
from rag_context.services import Services, build_services
from tests.conftest import KeepOpenEmbedder

SESSION = "backup-test"
TOPICS = ("jackpot thresholds", "cache eviction", "circuit breaker timeout", "retry backoff", "token budget")


def request(number: int, session: str = SESSION) -> IndexRequest:
    topic = TOPICS[number % len(TOPICS)]
    return IndexRequest(
        content=f"Document {number} about {topic}. " + f"The {topic} of case {number} is described here. " * 3,
        content_type="documentation",
        session_id=session,
        source=f"docs/{number}.md",
        metadata=DocumentMetadata(tags=("backup",)),
    )


async def open_services(settings: Settings, embedder: Any, start: bool = True) -> Services:
    services = await build_services(settings, embedder=embedder)
    if start:
        await services.start()
    return services


async def restored_state(data_dir: Path, embedder: Any) -> tuple[dict[str, DocumentStatus], dict[str, set[str]], Any]:
    """The restored store's documents (id -> status), its vectors by document, and the sweep's report."""
    settings = load_settings(_env_file=None, rag_data_dir=data_dir)
    store = await factory.open_store(settings)
    vectors = await factory.open_vector_index(settings, embedder.dimension)
    try:
        documents = await store.get_documents([request(n).document_id for n in range(2000)])
        statuses = {document_id: document.status for document_id, document in documents.items()}
        points = await vectors.points_by_document()
        report = await check_consistency(store, vectors, repair=False)
    finally:
        await vectors.close()
        await store.close()
    return statuses, points, report


async def test_a_backup_under_load_holds_every_acknowledged_document_and_restores_consistent(
    settings: Settings, local_embedder: Any, tmp_path: Path
) -> None:
    embedder = KeepOpenEmbedder(local_embedder)
    services = await open_services(settings, embedder)
    acknowledged: list[tuple[float, str, DocumentStatus]] = []  # (when, document id, status)
    failures: list[str] = []
    searches = 0
    stop = asyncio.Event()

    async def keep_indexing() -> None:
        number = 0
        while not stop.is_set():
            try:
                outcome = await services.indexing.index(request(number))
                acknowledged.append((time.monotonic(), outcome.document_id, outcome.status))
            except DependencyError as error:
                failures.append(f"index {number}: {error}")
            number += 1

    async def keep_searching() -> None:
        nonlocal searches
        while not stop.is_set():
            outcome = await services.search.search(SearchQuery(text=TOPICS[searches % len(TOPICS)], limit=3))
            if outcome.level.value != 1:
                failures.append(f"search at level {outcome.level.value}")
            searches += 1
            # 1 ms apart, as a served load's searches are (they wait on their sockets): a loop that
            # never waits holds the GIL but for the interpreter's switch interval, and the shard's
            # copy, a few system calls for each of its ~270 files on worker threads, then waited
            # 8 to 21 s for it (the writes' pause, past the 15 s a write waits for its lock)
            await asyncio.sleep(0.001)

    try:
        workers = [asyncio.create_task(keep_indexing()), asyncio.create_task(keep_searching())]
        while len(acknowledged) < 20:
            await asyncio.sleep(0.05)
        began = time.monotonic()
        summary = await services.backups.create()
        after = len(acknowledged)
        while len(acknowledged) < after + 5:  # writes go on after the snapshot
            await asyncio.sleep(0.05)
        stop.set()
        await asyncio.gather(*workers)
        live_documents = await services.store.get_documents([a[1] for a in acknowledged])
    finally:
        await services.close()

    assert failures == []
    assert searches > 0
    before = {document_id for when, document_id, status in acknowledged if when < began and status is DocumentStatus.INDEXED}
    assert len(before) >= 20
    # Nothing acknowledged is missing from the live instance either.
    assert {a[1] for a in acknowledged} <= set(live_documents)
    assert summary["writePauseMs"] >= 0 and summary["documents"] >= len(before)

    archive = settings.backup_dir / f"{summary['id']}.tar.gz"
    manifest = read_archive(archive)
    assert manifest["model"] == embedder.model_name and manifest["dimension"] == embedder.dimension
    assert manifest["store"]["kind"] == "sqlite" and manifest["vectors"]["kind"] == "qdrant-edge"

    # The embedding cache is not in a backup (only a cache): a restored directory starts without one.
    assert (settings.rag_data_dir / EMBEDDING_CACHE_FILE).is_file()
    with tarfile.open(archive) as members:
        assert not [name for name in members.getnames() if EMBEDDING_CACHE_FILE in name]
    restored = tmp_path / "restored"
    restore_data_dir(archive, load_settings(_env_file=None, rag_data_dir=restored), embedder.dimension)
    assert not (restored / EMBEDDING_CACHE_FILE).exists()
    statuses, points, report = await restored_state(restored, embedder)
    assert report.consistent, report.as_dict()
    for document_id in before:
        assert statuses.get(document_id) is DocumentStatus.INDEXED, document_id
        assert points.get(document_id), f"{document_id} was acknowledged before the backup: its vectors must be in it"
    assert len(statuses) == summary["documents"]


async def test_pending_documents_are_restored_pending_and_embedded_after(
    settings: Settings, local_embedder: Any, tmp_path: Path
) -> None:
    embedder = KeepOpenEmbedder(local_embedder)
    services = await open_services(settings, embedder, start=False)
    try:
        for number in range(5):
            await services.indexing.index(request(number))

        async def down(texts: Any) -> Any:
            raise DependencyError("embedder down for this test")

        services.indexing._embedder = type("Down", (), {"embed_documents": staticmethod(down)})()  # type: ignore[assignment]
        pending = [request(number) for number in range(5, 8)]
        for item in pending:
            outcome = await services.indexing.index(item)
            assert outcome.status is DocumentStatus.PENDING
        summary = await services.backups.create()
    finally:
        await services.close()
    assert summary["pending"] == 3

    restored_settings = load_settings(_env_file=None, rag_data_dir=tmp_path / "restored")
    restore_data_dir(settings.backup_dir / f"{summary['id']}.tar.gz", restored_settings, embedder.dimension)
    services = await open_services(restored_settings, embedder)  # its reconciler embeds the pending ones
    try:
        deadline = time.monotonic() + 60
        while time.monotonic() < deadline:
            documents = await services.store.get_documents([item.document_id for item in pending])
            if all(document.status is DocumentStatus.INDEXED for document in documents.values()):
                break
            await asyncio.sleep(0.2)
        assert all(document.status is DocumentStatus.INDEXED for document in documents.values())
        found = await services.search.search(SearchQuery(text="Document 6 retry backoff", limit=5))
        assert any(hit.source == "docs/6.md" for hit in found.hits)
    finally:
        await services.close()


async def test_a_backup_during_an_optimization_holds_one_consistent_shard(
    tmp_path: Path, local_embedder: Any
) -> None:
    settings = load_settings(
        _env_file=None, rag_data_dir=tmp_path / "data", rag_edge_optimize_after_points=0, rag_edge_indexing_threshold_kb=1
    )
    embedder = KeepOpenEmbedder(local_embedder)
    services = await open_services(settings, embedder, start=False)
    try:
        await services.indexing.index_many([request(number) for number in range(60)])
        optimization = asyncio.create_task(services.optimize_vectors())
        await asyncio.wait_for(services.vectors.optimizer_started.wait(), 60)  # type: ignore[attr-defined]
        assert not optimization.done()
        for number in range(60, 70):  # written while the child optimizes: journaled, and in the backup
            await services.indexing.index(request(number))
        summary = await services.backups.create()
        await optimization
        points = await services.vectors.count()
    finally:
        await services.close()
    assert summary["points"] == points
    restored = tmp_path / "restored"
    restore_data_dir(settings.backup_dir / f"{summary['id']}.tar.gz", load_settings(_env_file=None, rag_data_dir=restored), embedder.dimension)
    statuses, vector_points, report = await restored_state(restored, embedder)
    assert report.consistent, report.as_dict()
    assert len(statuses) == 70 and all(status is DocumentStatus.INDEXED for status in statuses.values())
    assert sum(len(ids) for ids in vector_points.values()) == points


async def test_a_model_mismatch_is_refused_before_anything_is_written(
    settings: Settings, local_embedder: Any, tmp_path: Path
) -> None:
    services = await open_services(settings, KeepOpenEmbedder(local_embedder), start=False)
    try:
        await services.indexing.index(request(1))
        summary = await services.backups.create()
    finally:
        await services.close()
    other = load_settings(_env_file=None, rag_data_dir=tmp_path / "other", lm_studio_url="http://127.0.0.1:1", embedding_model="nomic-embed-text-v1.5")
    with pytest.raises(ModelMismatch, match="reembed"):
        restore_data_dir(settings.backup_dir / f"{summary['id']}.tar.gz", other, 768)
    assert not (tmp_path / "other").exists()
