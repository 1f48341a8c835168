"""What the replicas' cache check costs a search, in-process, on the embedded backends.

A cached search result is served only under the store's current content version
(RAG_CACHE_VERSION_CHECK_MS, README "Replicas"). This measures, on a real SQLite store and Qdrant
Edge index in a temporary directory:

- one `content_version()` read of the SQLite store (a one-row SELECT on its reader thread);
- a result-cache hit with the version read on every hit (interval 0), once per second (the
  default), and never (an interval longer than the run: what a single replica would pay).

Run (from the repository root, once the project is installed):
    python benchmarks/measure_version_check.py [SEARCHES]   (default 5000)

It prints figures; it asserts nothing (timings on a shared machine are noisy).
"""

from __future__ import annotations

import argparse
import asyncio
import hashlib
import math
import re
import statistics
import tempfile
import time
from pathlib import Path

from rag_context.backends.stores.sqlite import SqliteStore
from rag_context.backends.vectors.edge import EdgeVectorIndex
from rag_context.config import load_settings
from rag_context.core.breaker import CircuitBreaker
from rag_context.core.chunking import Chunker
from rag_context.core.indexing import DocumentCounter, IndexingService
from rag_context.core.models import ComponentStatus, IndexRequest, MetricsRecord
from rag_context.core.search import Breakers, SearchQuery, SearchService, SearchTuning

DIMENSION = 64


class HashedEmbedder:
    """Deterministic vectors: the embedder is not what is measured (a cache hit never calls it)."""

    model_name = "hashed"
    dimension = DIMENSION
    max_tokens = 256

    def count_tokens(self, text: str) -> int:
        return len(text.split())

    def token_offsets(self, text: str) -> list[tuple[int, int]]:
        return [match.span() for match in re.finditer(r"\S+", text)]

    def _vector(self, text: str) -> list[float]:
        values = [0.0] * DIMENSION
        for word in text.lower().split():
            values[int.from_bytes(hashlib.blake2b(word.encode(), digest_size=4).digest(), "big") % DIMENSION] += 1.0
        norm = math.sqrt(sum(v * v for v in values)) or 1.0
        return [v / norm for v in values]

    async def embed_documents(self, texts):
        return [self._vector(text) for text in texts]

    async def embed_query(self, text: str):
        return self._vector(text)

    async def health(self) -> ComponentStatus:
        return ComponentStatus.HEALTHY

    async def close(self) -> None:
        return None


class DropRecorder:
    def submit(self, record: MetricsRecord) -> None:
        return None


def breakers() -> Breakers:
    return Breakers(*(CircuitBreaker(name, 5, 5.0) for name in ("chain", "embedder", "vectors", "store")))


async def per_call_us(call, count: int) -> tuple[float, float]:
    """(median, p99) microseconds of `call()` over `count` calls, after a warm-up."""
    for _ in range(100):
        await call()
    samples = []
    for _ in range(count):
        started = time.perf_counter()
        await call()
        samples.append((time.perf_counter() - started) * 1e6)
    samples.sort()
    return statistics.median(samples), samples[int(len(samples) * 0.99) - 1]


async def main(count: int) -> None:
    with tempfile.TemporaryDirectory() as directory:
        settings = load_settings(_env_file=None, rag_data_dir=Path(directory))
        store = await SqliteStore.open(settings.sqlite_path)
        vectors = EdgeVectorIndex.open(settings.vectors_dir, DIMENSION, settings.fusion, 1)
        embedder = HashedEmbedder()
        try:
            counter = DocumentCounter()
            indexing = IndexingService(embedder, vectors, store, Chunker(embedder.token_offsets, 256), counter, on_change=lambda: None)
            for i in range(200):
                await indexing.index(IndexRequest(f"note {i} about the kraken of harbour {i}", "documentation", "bench", f"n{i}.md"))

            median, p99 = await per_call_us(store.content_version, count)
            print(f"sqlite content_version() read:          median {median:7.1f} µs   p99 {p99:7.1f} µs")
            for label, interval in (("every hit (interval 0)", 0.0), ("once a second (default)", 1.0), ("never (single replica)", 1e9)):
                tuning = SearchTuning(0.2, 5.0, 1000, 300.0, version_check_s=interval)
                service = SearchService(embedder, vectors, store, breakers(), counter, DropRecorder(), tuning)
                await service.refresh_version()
                query = SearchQuery("kraken harbour", limit=5)
                first = await service.search(query)
                assert not first.cache_hit

                async def hit() -> None:
                    assert (await service.search(query)).cache_hit

                median, p99 = await per_call_us(hit, count)
                print(f"cache hit, version read {label:24s} median {median:7.1f} µs   p99 {p99:7.1f} µs")
            miss_service = SearchService(embedder, vectors, store, breakers(), counter, DropRecorder(), SearchTuning(0.2, 5.0, 0, 0.0))
            median, p99 = await per_call_us(lambda: miss_service.search(SearchQuery("kraken harbour", limit=5)), count // 10)
            print(f"no cache (a level-1 search, hashed embedder): median {median:7.1f} µs   p99 {p99:7.1f} µs")
        finally:
            await vectors.close()
            await store.close()


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("searches", type=int, nargs="?", default=5000, help="cache hits timed per setting (default 5000)")
    asyncio.run(main(parser.parse_args().searches))
