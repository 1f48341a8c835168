"""The embedding cache at 100k and 1M chunks: disk, memory, the cost of a lookup and a write, and the
hit rate of a branch switched back (core/embedding_cache.py on backends/embedding_cache.py).

For each size N, a fresh cache file is filled as a first index of N chunks fills it (batches of 32
texts of MiniLM's 384 float32 values; random vectors: the cache stores bytes, their values change
nothing), then a branch switch is played: 5 % of the chunks change (new texts, embedded: misses),
then the switch back asks for the original texts again. Reported: the file's bytes a vector, the
process's resident memory beside the file (SQLite's page cache is bounded: 8 MiB), the median
lookup and write of 32 texts at that size, and the switch back's hit rate with the bound at its
default (RAG_EMBEDDING_CACHE_ENTRIES, 200,000) and at N plus the switch.

    PYTHONPATH=src python benchmarks/measure_embedding_cache.py [--sizes 100k,1m] [--dir /tmp/cache-bench]
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import random
import shutil
import statistics
import tempfile
import time
from array import array
from pathlib import Path

BATCH = 32
DIMENSION = 384
SWITCH_SHARE = 0.05


def size_of(text: str) -> int:
    text = text.lower().strip()
    return int(float(text[:-1]) * 1_000_000) if text.endswith("m") else int(float(text[:-1]) * 1_000) if text.endswith("k") else int(text)


def rss_kib() -> int:
    for line in Path("/proc/self/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1])
    return 0


def key(label: str, number: int) -> bytes:
    return hashlib.sha256(f"{label} {number}".encode()).digest()


def vectors(count: int, rng: random.Random) -> list[list[float]]:
    # float32 values, as the bundled model gives them (the cache stores them in 4 bytes each)
    return [array("f", (rng.uniform(-0.2, 0.2) for _ in range(DIMENSION))).tolist() for _ in range(count)]


def fill(cache: object, label: str, count: int, rng: random.Random, sample: list[float] | None = None) -> None:
    pool = vectors(BATCH, rng)  # the same values reused: making a million random vectors is not what is measured
    for start in range(0, count, BATCH):
        items = [(key(label, number), pool[(number * 7) % BATCH]) for number in range(start, min(start + BATCH, count))]
        began = time.perf_counter()
        cache.put(items)  # type: ignore[attr-defined]
        if sample is not None and start % (BATCH * 97) == 0:
            sample.append(time.perf_counter() - began)


def switch_back_hit_rate(directory: Path, chunks: int, bound: int, rng: random.Random) -> dict[str, object]:
    """A first index of `chunks`, a switch changing 5 % of them, the switch back: its hit rate."""
    from rag_context.backends.embedding_cache import SqliteVectorCache

    directory.mkdir(parents=True, exist_ok=True)
    cache = SqliteVectorCache.open(directory, "bench model", DIMENSION, bound)
    try:
        fill(cache, "chunk", chunks, rng)
        changed = rng.sample(range(chunks), int(chunks * SWITCH_SHARE))
        for start in range(0, len(changed), BATCH):  # the branch: new texts, embedded and kept
            part = changed[start : start + BATCH]
            cache.put([(key("branch", number), [0.0] * DIMENSION) for number in part])
        hits = 0
        for start in range(0, len(changed), BATCH):  # back: the original texts asked for again
            hits += len(cache.get([key("chunk", number) for number in changed[start : start + BATCH]]))
        return {"bound": bound, "asked": len(changed), "hits": hits, "hitRate": round(hits / max(len(changed), 1), 4), "entries": cache.entries}
    finally:
        cache.close()


def measure(size: int, work: Path, default_bound: int) -> dict[str, object]:
    from rag_context.backends.embedding_cache import FILE_NAME, SqliteVectorCache

    rng = random.Random(size)
    directory = work / f"n{size}"
    directory.mkdir(parents=True, exist_ok=True)
    rss_before = rss_kib()
    cache = SqliteVectorCache.open(directory, "bench model", DIMENSION, size * 2)
    writes: list[float] = []
    started = time.perf_counter()
    fill(cache, "chunk", size, rng, writes)
    fill_seconds = time.perf_counter() - started
    lookups = []
    for _ in range(200):
        numbers = rng.sample(range(size), BATCH)
        began = time.perf_counter()
        found = cache.get([key("chunk", number) for number in numbers])
        lookups.append(time.perf_counter() - began)
        assert len(found) == BATCH
    misses = []
    for round_ in range(50):
        began = time.perf_counter()
        cache.get([key("absent", round_ * BATCH + n) for n in range(BATCH)])
        misses.append(time.perf_counter() - began)
    rss_after = rss_kib()
    cache.close()
    disk = sum(path.stat().st_size for path in directory.iterdir() if path.name.startswith(FILE_NAME))
    figures: dict[str, object] = {
        "entries": size,
        "fillSeconds": round(fill_seconds, 1),
        "diskBytes": disk,
        "diskBytesPerEntry": round(disk / size, 1),
        "diskMiB": round(disk / 2**20, 1),
        "residentGrowthMiB": round((rss_after - rss_before) / 1024, 1),
        "lookup32HitsMedianMs": round(statistics.median(lookups) * 1000, 3),
        "lookup32MissesMedianMs": round(statistics.median(misses) * 1000, 3),
        "write32MedianMs": round(statistics.median(writes) * 1000, 3),
    }
    shutil.rmtree(directory, ignore_errors=True)
    figures["switchBack"] = [
        switch_back_hit_rate(work / f"switch-{size}-{bound}", size, bound, rng) for bound in sorted({default_bound, int(size * (1 + SWITCH_SHARE)) + 1})
    ]
    for bound in {default_bound, int(size * (1 + SWITCH_SHARE)) + 1}:
        shutil.rmtree(work / f"switch-{size}-{bound}", ignore_errors=True)
    return figures


def main() -> None:
    from rag_context.config import load_settings

    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--sizes", default="100k,1m", help="cache sizes in entries (default 100k,1m)")
    parser.add_argument("--dir", type=Path, help="where to build the files (default: a temporary folder; about 1.7 GB at 1m)")
    args = parser.parse_args()
    default_bound = load_settings(_env_file=None).rag_embedding_cache_entries
    work = args.dir or Path(tempfile.mkdtemp(prefix="cache-bench-"))
    work.mkdir(parents=True, exist_ok=True)
    try:
        results = {}
        for text in args.sizes.split(","):
            size = size_of(text)
            results[text] = measure(size, work, default_bound)
            print(text, json.dumps(results[text]), flush=True)
        results["loadAverage"] = [round(value, 2) for value in os.getloadavg()]
        print(json.dumps(results, indent=2))
    finally:
        if args.dir is None:
            shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    main()
