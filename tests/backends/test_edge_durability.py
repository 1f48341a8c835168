"""backends/vectors/edge/durability.py and the index's write path on a real Qdrant Edge shard: the
write-ahead log is where the sync expects it (checked, with a loud fallback to the engine's flush
when not), a log that vanished with a swapped-out shard is done rather than an error, a write
cancelled while the engine applies it still reaches the optimization's journal, and an optimized
copy is on disk whole before ACTIVE names it."""

from __future__ import annotations

import asyncio
import os
import random
import shutil
import time
from pathlib import Path
from typing import Any

import pytest
from backend_factories import make_chunks
from structlog.testing import capture_logs

from rag_context.backends.vectors.edge import EdgeVectorIndex
from rag_context.backends.vectors.edge import durability, index as index_module
from rag_context.backends.vectors.edge.durability import WAL_DIR, fsync_wal, wal_layout_problem
from rag_context.backends.vectors.edge.shards import active_shard_dir
from rag_context.core.models import SearchFilters

DIM = 16
THRESHOLD_KB = 20


def vectors(rng: random.Random, count: int) -> list[list[float]]:
    return [[rng.gauss(0, 1) for _ in range(DIM)] for _ in range(count)]


async def bulk_load(index: EdgeVectorIndex, rng: random.Random, documents: int, chunks_each: int, session: str = "bulk") -> None:
    for number in range(documents):
        chunks = make_chunks(session, f"doc-{number}.md", [f"wing flow {number} {n}" for n in range(chunks_each)])
        await index.upsert(chunks, vectors(rng, chunks_each))


class Wrapped:
    """The engine's shard, with one method slowed or counted (fault injection only)."""

    def __init__(self, shard: Any, slow_updates_s: float = 0.0) -> None:
        self._shard = shard
        self._slow_updates_s = slow_updates_s
        self.flushes = 0

    def update(self, operation: Any) -> Any:
        time.sleep(self._slow_updates_s)
        return self._shard.update(operation)

    def flush(self) -> Any:
        self.flushes += 1
        return self._shard.flush()

    def __getattr__(self, name: str) -> Any:
        return getattr(self._shard, name)


async def test_after_a_write_the_log_is_where_the_sync_expects_it(tmp_path: Path) -> None:
    """Edge 0.9 writes `wal/open-N` / `closed-N`; an upgrade that moves them fails here first."""
    root = tmp_path / "vectors"
    index = EdgeVectorIndex.open(root, DIM)
    try:
        await bulk_load(index, random.Random(1), documents=2, chunks_each=20)
        shard_dir = active_shard_dir(root)
        assert wal_layout_problem(shard_dir) is None and index.wal_problem is None
        assert fsync_wal(shard_dir / WAL_DIR) >= 1
        assert any(path.stat().st_blocks for path in (shard_dir / WAL_DIR).glob("open-*"))  # the writes are in it
    finally:
        await index.close()


async def test_an_unexpected_log_layout_is_said_loudly_and_syncs_fall_back_to_the_engines_flush(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(durability, "WAL_SEGMENT_PREFIXES", ("segment-",))  # as if Edge had renamed its log
    root = tmp_path / "vectors"
    with capture_logs() as logs:
        index = EdgeVectorIndex.open(root, DIM)
    try:
        assert index.wal_problem is not None and "no write-ahead log segment" in index.wal_problem
        assert any(entry["event"] == "edge.wal_layout_unexpected" and entry["log_level"] == "error" for entry in logs)
        shard = Wrapped(index._shard)
        index._shard = shard
        await bulk_load(index, random.Random(2), documents=1, chunks_each=5)
        await index.sync()
        assert shard.flushes == 1  # the write is durable by the engine's own means
    finally:
        await index.close()


def test_a_log_that_vanished_during_the_sync_is_done_not_an_error(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """An optimization's swap removes the old shard (and its log) while a sync runs: its writes
    are in the replacement, flushed whole; the sync must not fail the request with a 503."""
    wal_dir = tmp_path / "shard-1" / WAL_DIR
    wal_dir.mkdir(parents=True)
    for name in ("open-1", "open-2"):
        (wal_dir / name).write_bytes(b"log")
    real_fsync = os.fsync

    def swap_meanwhile(descriptor: int) -> None:
        real_fsync(descriptor)
        shutil.rmtree(wal_dir.parent, ignore_errors=True)

    monkeypatch.setattr(os, "fsync", swap_meanwhile)
    assert fsync_wal(wal_dir) == 1
    assert fsync_wal(wal_dir) == 0  # gone before the sync began


async def test_a_write_cancelled_while_the_engine_applies_it_reaches_the_journal(tmp_path: Path) -> None:
    """An index request's timeout cancels the upsert while the engine call runs: the write lands
    on the live shard, so it must land in the optimization's journal too, or the swap loses it."""
    root = tmp_path / "vectors"
    index = EdgeVectorIndex.open(root, DIM, indexing_threshold_kb=THRESHOLD_KB)
    rng = random.Random(3)
    try:
        await bulk_load(index, rng, documents=60, chunks_each=50)
        optimization = asyncio.create_task(index.optimize())
        await asyncio.wait_for(index.optimizer_started.wait(), 60)
        index._shard = Wrapped(index._shard, slow_updates_s=0.5)
        late = make_chunks("late", "cancelled.md", ["written while the timeout fired"])
        with pytest.raises(TimeoutError):
            await asyncio.wait_for(index.upsert(late, vectors(rng, 1)), 0.05)
        assert await optimization is True
        found = await index.keyword_search("timeout fired", SearchFilters(session_id="late"), 5)
        assert [hit.vector_id for hit in found] == [late[0].vector_id]
        assert await index.count() == 3001
    finally:
        await index.close()


async def test_the_optimized_copy_is_on_disk_whole_before_active_names_it(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    root = tmp_path / "vectors"
    index = EdgeVectorIndex.open(root, DIM, indexing_threshold_kb=THRESHOLD_KB)
    synced: set[str] = set()
    real_fsync = os.fsync
    unsynced_at_switch: list[set[str]] = []

    def spy(descriptor: int) -> None:
        synced.add(os.readlink(f"/proc/self/fd/{descriptor}"))
        real_fsync(descriptor)

    real_write_active = index_module.write_active

    def checked_write_active(at: Path, shard_dir: Path) -> None:
        present = {str(path) for path in shard_dir.rglob("*")} | {str(shard_dir)}
        unsynced_at_switch.append(present - synced)
        real_write_active(at, shard_dir)

    monkeypatch.setattr(os, "fsync", spy)
    monkeypatch.setattr(index_module, "write_active", checked_write_active)
    try:
        await bulk_load(index, random.Random(4), documents=20, chunks_each=50)
        assert await index.optimize() is True
        assert len(unsynced_at_switch) == 1
        assert unsynced_at_switch[0] == set(), sorted(unsynced_at_switch[0])[:10]
    finally:
        await index.close()
