"""The consistency sweep against the scroll it replaced, on a data directory `rag-context scale
--work-dir W` left (W/n100000, W/n1000000), with hybrid searches run one after another beside each:

    .venv/bin/python benchmarks/measure_sweep.py W/n100000 [--queries 300]

Prints, as JSON: hybrid p50/p99 idle; the old sweep's read of the index (every point id scrolled
into Python, grouped by document: `points_by_document`) and the new sweep (`check_consistency`:
the index's facets per document and per fingerprint, the store page by page), each with its
seconds, the hybrid p50/p99 beside it, and the Python memory it allocated at its peak (tracemalloc,
a separate pass without searches). The query vectors are random unit vectors (seeded): latency, not
quality, is measured here.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import random
import time
import tracemalloc
from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import Any

from rag_context.backends import factory
from rag_context.config import load_settings
from rag_context.core.consistency import check_consistency
from rag_context.core.models import SearchFilters
from rag_context.core.stats import percentile

WORDS = "flow boundary layer heat transfer pressure supersonic wing shock laminar turbulent plate".split()


def summary(values: list[float]) -> dict[str, float]:
    ordered = sorted(values)
    return {"p50Ms": round(percentile(ordered, 0.5), 3), "p99Ms": round(percentile(ordered, 0.99), 3), "searches": len(values)}


async def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("data_dir", type=Path)
    parser.add_argument("--queries", type=int, default=300)
    parser.add_argument("--pause-ms", type=float, default=1.0, help="the wait between two searches beside the work (default 1 ms)")
    args = parser.parse_args()

    settings = load_settings(_env_file=None, rag_data_dir=args.data_dir)
    store = await factory.open_store(settings)
    vectors = await factory.open_vector_index(settings, 384)
    rng = random.Random(20)

    def query() -> tuple[list[float], str]:
        vector = [rng.gauss(0.0, 1.0) for _ in range(384)]
        norm = sum(value * value for value in vector) ** 0.5
        return [value / norm for value in vector], " ".join(rng.sample(WORDS, 3))

    async def search() -> float:
        vector, text = query()
        started = time.perf_counter()
        await vectors.hybrid_search(vector, text, SearchFilters(), 5, settings.score_threshold)
        return (time.perf_counter() - started) * 1000

    async def beside(work: Callable[[], Awaitable[Any]]) -> dict[str, Any]:
        started = time.perf_counter()
        task = asyncio.ensure_future(work())
        during = []
        while not task.done():
            during.append(await search())
            # An embedded search never suspends. In the service each search also waits for the
            # query's embedding (another thread) and the network, which lets other threads take
            # the GIL; a loop of searches that never waits would starve the sweep's store reads
            # (worker threads) and measure that instead.
            await asyncio.sleep(args.pause_ms / 1000)
        await task
        return {"seconds": round(time.perf_counter() - started, 3), "hybridBeside": summary(during)}

    async def peak_memory(work: Callable[[], Awaitable[Any]]) -> float:
        tracemalloc.start()
        try:
            await work()
            return round(tracemalloc.get_traced_memory()[1] / 2**20, 1)
        finally:
            tracemalloc.stop()

    try:
        if hasattr(vectors, "warm"):
            await vectors.warm()
        for _ in range(20):
            await search()
        points = await vectors.count()
        result: dict[str, Any] = {"points": points, "idle": summary([await search() for _ in range(args.queries)])}
        sweep = lambda: check_consistency(store, vectors)  # noqa: E731
        scroll = vectors.points_by_document
        result["scrollEveryPoint"] = await beside(scroll)
        result["sweep"] = await beside(sweep)
        result["scrollEveryPoint"]["peakPythonMiB"] = await peak_memory(scroll)
        result["sweep"]["peakPythonMiB"] = await peak_memory(sweep)
        print(json.dumps(result, indent=2))
    finally:
        await vectors.close()
        await store.close()


if __name__ == "__main__":
    asyncio.run(main())
