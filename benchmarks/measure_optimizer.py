"""What one optimization of the embedded index costs, beside the shard's size (issue 20, item 3).

Loads N points (384 dimensions, ~600 characters of text each, 20 chunks a document) into a fresh
EdgeVectorIndex with the default layout, syncs, and optimizes once. Prints the shard's size on disk
(allocated blocks, holes not counted, and its apparent size), what the sparse copy took against a
plain `shutil.copytree` of the same shard (the raw component, measured in the same run), the
optimizer child's peak resident set (its VmHWM), the copy's peak size on disk while the child
worked, and the estimate the optimizer checks before it starts.

    .venv/bin/python benchmarks/measure_optimizer.py 100000 [WORK_DIR]
"""

from __future__ import annotations

import argparse
import asyncio
import json
import random
import shutil
import tempfile
import time
import uuid
from datetime import datetime, timezone
from pathlib import Path

import numpy as np

from rag_context.backends.vectors.edge import EdgeVectorIndex
from rag_context.backends.vectors.edge.optimizer import allocated_bytes, available_memory, estimate_needs
from rag_context.backends.vectors.edge.shards import LOCK_FILE, OPTIMIZER_RECORD, active_shard_dir
from rag_context.core.models import Chunk, DocumentMetadata

DIMENSION = 384
CHUNKS_PER_DOCUMENT = 20
BATCH = 1000
WORDS = "wing flow shock boundary layer pressure heat transfer supersonic nozzle drag lift plate cone".split()


def apparent_bytes(top: Path) -> int:
    return sum(path.stat().st_size for path in top.rglob("*") if path.is_file())


def mib(value: float) -> float:
    return round(value / 2**20, 1)


async def main(points: int, work: Path) -> dict[str, object]:
    rng = random.Random(1)
    generator = np.random.default_rng(1)
    now = datetime.now(timezone.utc)
    root = work / "vectors"
    index = EdgeVectorIndex.open(root, DIMENSION)
    started = time.perf_counter()
    for start in range(0, points, BATCH):
        count = min(BATCH, points - start)
        chunks = [
            Chunk(
                str(uuid.UUID(int=start + n + 1)), f"d{(start + n) // CHUNKS_PER_DOCUMENT}", (start + n) % CHUNKS_PER_DOCUMENT,
                " ".join(rng.choices(WORDS, k=80)), "s", f"src{(start + n) // CHUNKS_PER_DOCUMENT}", "documentation",
                DocumentMetadata(), now,
            )
            for n in range(count)
        ]
        vectors = generator.standard_normal((count, DIMENSION)).astype(np.float32)
        vectors /= np.linalg.norm(vectors, axis=1, keepdims=True)
        await index.upsert(chunks, vectors.tolist())
        await index.sync()
    load_seconds = time.perf_counter() - started
    await index.checkpoint()  # the engine's flush, as the optimization's copy starts with
    shard_dir = active_shard_dir(root)
    shard_bytes = allocated_bytes(shard_dir)
    shard_apparent = apparent_bytes(shard_dir) - sum(
        (shard_dir / name).stat().st_size for name in (LOCK_FILE, OPTIMIZER_RECORD) if (shard_dir / name).exists()
    )
    plain = work / "plain-copy"
    started = time.perf_counter()
    shutil.copytree(shard_dir, plain, ignore=shutil.ignore_patterns(LOCK_FILE, OPTIMIZER_RECORD))
    plain_seconds = time.perf_counter() - started
    plain_bytes = allocated_bytes(plain)
    shutil.rmtree(plain)
    needs = estimate_needs(shard_bytes, points, DIMENSION)
    started = time.perf_counter()
    await index.optimize()
    optimize_seconds = time.perf_counter() - started
    run = index.optimization_state()["lastRun"]
    info = await index.index_info()
    await index.close()
    return {
        "points": points,
        "loadSeconds": round(load_seconds, 1),
        "shardMiB": mib(shard_bytes),
        "shardApparentMiB": mib(shard_apparent),
        "plainCopyMiB": mib(plain_bytes),
        "plainCopySeconds": round(plain_seconds, 2),
        "sparseCopyDataMiB": mib(run["shardBytes"]),
        "optimizeSeconds": round(optimize_seconds, 1),
        "childPeakRssMiB": mib(run["peakRssBytes"]),
        "childPeakAnonymousMiB": mib(run["peakAnonymousBytes"]),
        "copyPeakDiskMiB": mib(run["peakDiskBytes"]),
        "estimatedMemoryMiB": mib(needs.memory_bytes),
        "estimatedDiskMiB": mib(needs.disk_bytes),
        "availableMemoryMiB": mib(available_memory() or 0),
        "indexedVectors": info.indexed_vectors,
    }


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("size", type=int, nargs="?", default=100_000, help="points loaded (default 100000)")
    parser.add_argument("work_dir", type=Path, nargs="?", help="where the temporary index goes (default: the system's temporary folder)")
    arguments = parser.parse_args()
    with tempfile.TemporaryDirectory(dir=arguments.work_dir) as directory:
        print(json.dumps(asyncio.run(main(arguments.size, Path(directory))), indent=2))
