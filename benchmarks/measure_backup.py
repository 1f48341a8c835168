"""Backup and restore at scale (issue 25): for each size N, an embedded data directory of N chunks
(built as `rag-context scale` builds it: Cranfield's MiniLM vectors and derived ones, optimized),
then, in-process on the real backends, a backup taken while a writer indexes documents one at a
time (real MiniLM embeddings), and a restore of it into a new directory followed by the
consistency sweep. Prints JSON: snapshot and restore seconds, the archive's size beside the data
directory's, the write pause the snapshot reports, and the longest any write of the writer took
during the snapshot against its median before it.

    python benchmarks/measure_backup.py --sizes 10k,100k [--work DIR] [--no-optimize] [--reuse]
"""

from __future__ import annotations

import argparse
import asyncio
import json
import shutil
import statistics
import tempfile
import time
from pathlib import Path
from typing import Any


class KeptOpen:
    """The embedder shared by every size: closing one size's services must not close it."""

    def __init__(self, inner: Any) -> None:
        self._inner = inner

    def __getattr__(self, name: str) -> Any:
        return getattr(self._inner, name)

    async def close(self) -> None:
        return None


async def build(size: int, work: Path, base: Any, optimize: bool, say: Any) -> Path:
    from rag_context.backends import factory
    from rag_context.commands.scale import LOAD_BATCH_DOCUMENTS, derive, documents_of
    from rag_context.config import load_settings
    from rag_context.core.models import DocumentStatus

    data_dir = work / f"n{size}"
    if data_dir.exists():
        shutil.rmtree(data_dir)
    settings = load_settings(_env_file=None, rag_data_dir=data_dir)
    texts, vectors_array = derive(base[0], base[1], size, seed=7)
    documents = documents_of(texts)
    data_dir.mkdir(parents=True)
    vectors = await factory.open_vector_index(settings, int(base[1].shape[1]))
    store = await factory.open_store(settings)
    try:
        offset = 0
        for start in range(0, len(documents), LOAD_BATCH_DOCUMENTS):
            batch = documents[start : start + LOAD_BATCH_DOCUMENTS]
            chunks = [chunk for document in batch for chunk in document.chunks]
            await store.save_documents(batch)
            await vectors.upsert(chunks, vectors_array[offset : offset + len(chunks)].tolist())
            await vectors.sync()
            offset += len(chunks)
            await store.set_statuses([(d.document_id, d.fingerprint) for d in batch], DocumentStatus.INDEXED)
        if optimize:
            say(f"[{size}] optimizing")
            await vectors.optimize()
    finally:
        await vectors.close()
        await store.close()
    return data_dir


def disk_bytes(path: Path) -> int:
    return sum(p.stat().st_blocks * 512 for p in path.rglob("*") if p.is_file())


async def measure(size: int, work: Path, base: Any, embedder: Any, optimize: bool, reuse: bool, say: Any) -> dict[str, Any]:
    from rag_context.backup.restore import restore_data_dir
    from rag_context.config import load_settings
    from rag_context.core.consistency import check_consistency
    from rag_context.core.models import IndexRequest
    from rag_context.services import build_services
    from rag_context.backends import factory

    data_dir = work / f"n{size}"
    if not (reuse and data_dir.exists()):
        say(f"[{size}] building")
        data_dir = await build(size, work, base, optimize, say)
    settings = load_settings(_env_file=None, rag_data_dir=data_dir)
    services = await build_services(settings, embedder=KeptOpen(embedder))
    writes: list[tuple[float, float]] = []  # (start, seconds) of each write
    stop = asyncio.Event()

    async def writer() -> None:
        number = 0
        while not stop.is_set():
            started = time.perf_counter()
            await services.indexing.index(IndexRequest(
                content=f"Writer note {number}: written during the backup measurement.", content_type="documentation",
                session_id="backup-writer", source=f"writer/{number}.md",
            ))
            writes.append((started, time.perf_counter() - started))
            number += 1

    try:
        task = asyncio.create_task(writer())
        await asyncio.sleep(3.0)
        before = [seconds for _, seconds in writes]
        began = time.perf_counter()
        summary = await services.backups.create()
        ended = time.perf_counter()
        await asyncio.sleep(1.0)
        stop.set()
        await task
    finally:
        await services.close()
    during = [seconds for started, seconds in writes if started + seconds >= began and started <= ended]
    archive = settings.backup_dir / f"{summary['id']}.tar.gz"
    restored = work / f"n{size}-restored"
    if restored.exists():
        shutil.rmtree(restored)
    restored_settings = load_settings(_env_file=None, rag_data_dir=restored)
    started = time.perf_counter()
    await asyncio.to_thread(restore_data_dir, archive, restored_settings, embedder.dimension)
    restore_seconds = time.perf_counter() - started
    store = await factory.open_store(restored_settings)
    vectors = await factory.open_vector_index(restored_settings, embedder.dimension)
    try:
        started = time.perf_counter()
        report = await check_consistency(store, vectors, repair=False)
        check_seconds = time.perf_counter() - started
    finally:
        await vectors.close()
        await store.close()
    data_bytes = disk_bytes(data_dir) - disk_bytes(settings.backup_dir)
    return {
        "chunks": size,
        "optimized": optimize,
        "snapshotSeconds": round(ended - began, 2),
        "archiveBytes": summary["sizeBytes"],
        "dataDirBytesOnDisk": data_bytes,
        "writePauseMs": summary["writePauseMs"],
        "writesDuringSnapshot": len(during),
        "longestWriteDuringSnapshotMs": round(max(during) * 1000, 1) if during else None,
        "medianWriteBeforeMs": round(statistics.median(before) * 1000, 1) if before else None,
        "restoreSeconds": round(restore_seconds, 2),
        "restoredBytesOnDisk": disk_bytes(restored),
        "checkSeconds": round(check_seconds, 2),
        "consistent": report.consistent,
        "documentsInBackup": summary["documents"],
    }


async def main(sizes: list[int], work: Path, optimize: bool, reuse: bool) -> list[dict[str, Any]]:
    from rag_context.backends.factory import build_embedder
    from rag_context.commands.scale import base_set
    from rag_context.config import load_settings

    def say(message: str) -> None:
        print(message, flush=True)

    base = await base_set(work, say)
    embedder = await build_embedder(load_settings(_env_file=None))
    try:
        results = []
        for size in sizes:
            results.append(await measure(size, work, base, embedder, optimize, reuse, say))
            print(json.dumps(results[-1]), flush=True)
        return results
    finally:
        await embedder.close()


if __name__ == "__main__":
    from rag_context.commands.scale import parse_sizes

    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sizes", default="10k,100k")
    parser.add_argument("--work", type=Path, default=None)
    parser.add_argument("--no-optimize", action="store_true")
    parser.add_argument("--reuse", action="store_true", help="measure on a data directory a previous run built")
    args = parser.parse_args()
    work = args.work or Path(tempfile.mkdtemp(prefix="rag-backup-"))
    results = asyncio.run(main(parse_sizes(args.sizes), work, not args.no_optimize, args.reuse))
    print(json.dumps(results, indent=2))
