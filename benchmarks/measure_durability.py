"""The cost of durable vectors on the Edge index alone (docs/performance.md, "Durability").

1. 200 one-document writes (3 chunks, 384 dimensions): without a sync, with EdgeVectorIndex.sync
   (the write-ahead log's fsync, group commit), with the engine's full flush per write, and from
   8 concurrent writers with sync;
2. the write-ahead log's size on disk while 1,000 points are re-upserted in batches of 100, with
   a sync after every batch (and its background checkpoints) and without (nothing synced until close).

    PYTHONPATH=src python benchmarks/measure_durability.py
"""

from __future__ import annotations

import argparse
import asyncio
import random
import tempfile
import time
import uuid
from datetime import datetime, timezone
from pathlib import Path

from rag_context.backends.vectors.edge import EdgeVectorIndex
from rag_context.core.models import Chunk, DocumentMetadata

DIMENSION = 384
RANDOM = random.Random(1)
NOW = datetime.now(timezone.utc)


def chunks(document: int, count: int, text: str) -> list[Chunk]:
    return [
        Chunk(str(uuid.uuid4()), f"d{document}", i, text, "s", f"src{document}", "documentation", DocumentMetadata(), NOW)
        for i in range(count)
    ]


def vectors(count: int) -> list[list[float]]:
    return [[RANDOM.random() for _ in range(DIMENSION)] for _ in range(count)]


def disk_bytes(path: Path) -> int:
    return sum(item.stat().st_blocks * 512 for item in path.rglob("*") if item.is_file())


async def writes(root: Path, mode: str, concurrency: int = 1, count: int = 200) -> None:
    index = EdgeVectorIndex.open(root / f"{mode}-{concurrency}", DIMENSION)
    documents = [(chunks(n, 3, "harbour cranes lift containers " * 30), vectors(3)) for n in range(count)]
    gate = asyncio.Semaphore(concurrency)

    async def one(document: list[Chunk], embedded: list[list[float]]) -> None:
        async with gate:
            await index.upsert(document, embedded)
            if mode == "sync":
                await index.sync()
            elif mode == "flush":
                await index.checkpoint()

    started = time.perf_counter()
    await asyncio.gather(*(one(document, embedded) for document, embedded in documents))
    elapsed = time.perf_counter() - started
    print(f"{mode:5s} x{concurrency}: {count / elapsed:8.1f} writes/s {1000 * elapsed / count:8.2f} ms/write, syncs {index.syncs}")
    await index.close()


async def log_size(root: Path, sync: bool, rounds: int) -> None:
    path = root / f"wal-{sync}-{rounds}"
    index = EdgeVectorIndex.open(path, DIMENSION)
    points = [chunk for n in range(250) for chunk in chunks(n, 4, "hello world " * 40)]
    peak = 0
    for _ in range(rounds):
        for start in range(0, len(points), 100):
            await index.upsert(points[start : start + 100], vectors(100))
            if sync:
                await index.sync()
        peak = max(peak, disk_bytes(path / "wal"))
    print(
        f"sync={sync!s:5} {rounds:3d} rounds: log {disk_bytes(path / 'wal') / 1e6:6.1f} MB (peak {peak / 1e6:6.1f}), "
        f"checkpoints {index.checkpoints}"
    )
    await index.close()


async def main() -> None:
    with tempfile.TemporaryDirectory() as directory:
        root = Path(directory)
        for mode in ("none", "sync", "flush"):
            await writes(root, mode)
        await writes(root, "sync", concurrency=8)
        for rounds in (40, 120):
            for sync in (False, True):
                await log_size(root, sync, rounds)


if __name__ == "__main__":
    argparse.ArgumentParser(description=__doc__.splitlines()[0]).parse_args()  # no options: --help says what it does
    asyncio.run(main())
