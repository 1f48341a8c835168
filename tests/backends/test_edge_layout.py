"""EdgeLayout on a real Qdrant Edge shard: by default the optimized segments keep int8
quantizations in memory and the float32 originals and payloads in memory-mapped files; searches
still rank by the exact cosine; a shard built with another layout is converted by its next
optimization, which the service starts at once (every point counts as waiting for it)."""

from __future__ import annotations

import asyncio
import json
import math
import random
from pathlib import Path

from backend_factories import make_chunks

from rag_context.backends.vectors.edge import EdgeLayout, EdgeVectorIndex
from rag_context.backends.vectors.edge.layout import CONFIG_FILE, LAYOUT_FILE, read_layout
from rag_context.backends.vectors.edge.shards import active_shard_dir
from rag_context.core.models import SearchFilters

DIM = 16
THRESHOLD_KB = 20  # a few thousand 16-dimension points make a segment big enough for a graph
IN_MEMORY = EdgeLayout(quantization="none", on_disk=False)


def segment_configs(root: Path) -> list[dict]:
    """What the engine built each segment with (its own segment.json)."""
    return [json.loads(path.read_text())["config"]["vector_data"][""] for path in (active_shard_dir(root) / "segments").glob("*/segment.json")]


def graph_segments(root: Path) -> list[dict]:
    return [config for config in segment_configs(root) if config["index"]["type"] == "hnsw"]


async def load(index: EdgeVectorIndex, rng: random.Random, documents: int = 60, chunks_each: int = 50) -> dict[str, list[float]]:
    """Upsert unit vectors; returns them by vector id."""
    written: dict[str, list[float]] = {}
    for number in range(documents):
        chunks = make_chunks("bulk", f"doc-{number}.md", [f"chunk {i} of {number}" for i in range(chunks_each)])
        vectors = []
        for _ in chunks:
            raw = [rng.gauss(0, 1) for _ in range(DIM)]
            norm = math.sqrt(sum(x * x for x in raw))
            vectors.append([x / norm for x in raw])
        await index.upsert(chunks, vectors)
        written.update({chunk.vector_id: vector for chunk, vector in zip(chunks, vectors)})
    return written


def exact_top(written: dict[str, list[float]], query: list[float], k: int) -> list[str]:
    scored = sorted(written, key=lambda vector_id: -sum(a * b for a, b in zip(written[vector_id], query)))
    return scored[:k]


async def test_by_default_optimized_segments_are_quantized_and_on_disk_and_rank_exactly(tmp_path: Path) -> None:
    root = tmp_path / "vectors"
    index = EdgeVectorIndex.open(root, DIM, indexing_threshold_kb=THRESHOLD_KB)
    rng = random.Random(11)
    try:
        written = await load(index, rng)
        assert await index.optimize() is True
        config = json.loads((active_shard_dir(root) / CONFIG_FILE).read_text())
        assert config["quantization_config"]["scalar"]["type"] == "int8"
        assert config["vectors"][""]["memory"] == "cold" and config["payload_memory"] == "cold"
        assert config["quantization_config"]["scalar"]["memory"] == "cached"  # mapped and read at load
        graphs = graph_segments(root)
        assert graphs, "the optimization built no graph"
        for segment in graphs:
            assert segment["quantization_config"]["scalar"]["type"] == "int8"
            assert segment["storage_type"] == "Mmap"  # not InRamMmap: the originals are not read in at load
        assert read_layout(active_shard_dir(root)) == EdgeLayout().as_json()

        # The graph is walked with the int8 codes, the candidates ranked again by the originals:
        # the order is the exact cosine order (the dense side alone: no BM25 words match "zzz").
        agreement = []
        for _ in range(10):
            raw = [rng.gauss(0, 1) for _ in range(DIM)]
            query = [x / math.sqrt(sum(y * y for y in raw)) for x in raw]
            hits = await index.hybrid_search(query, "zzz", SearchFilters(), 10, 0.0)
            exact = exact_top(written, query, 10)
            assert [hit.vector_id for hit in hits][:3] == exact[:3]
            agreement.append(len({hit.vector_id for hit in hits} & set(exact)) / 10)
        assert sum(agreement) / len(agreement) >= 0.9
    finally:
        await index.close()


async def test_the_in_memory_layout_builds_unquantized_segments_read_into_memory(tmp_path: Path) -> None:
    root = tmp_path / "vectors"
    index = EdgeVectorIndex.open(root, DIM, indexing_threshold_kb=THRESHOLD_KB, layout=IN_MEMORY)
    try:
        await load(index, random.Random(12))
        await index.optimize()
        for segment in graph_segments(root):
            assert segment["quantization_config"] is None
            assert segment["storage_type"] == "InRamMmap"
        assert json.loads((active_shard_dir(root) / CONFIG_FILE).read_text())["payload_memory"] == "cached"
    finally:
        await index.close()


async def test_a_shard_built_with_another_layout_is_converted_by_its_next_optimization(tmp_path: Path) -> None:
    root = tmp_path / "vectors"
    old = EdgeVectorIndex.open(root, DIM, indexing_threshold_kb=THRESHOLD_KB, layout=IN_MEMORY)
    try:
        await load(old, random.Random(13))
        await old.optimize()
    finally:
        await old.close()
    # A shard made before layouts were recorded has no record: read as the in-memory layout it had.
    (active_shard_dir(root) / LAYOUT_FILE).unlink()
    assert read_layout(active_shard_dir(root)) == IN_MEMORY.as_json()

    reopened = EdgeVectorIndex.open(root, DIM, indexing_threshold_kb=THRESHOLD_KB)
    try:
        info = await reopened.index_info()
        assert info.indexed_vectors > 0  # the graph is there, but in the old layout
        assert reopened.points_since_optimization == info.points == 3000
        assert all(segment["quantization_config"] is None for segment in graph_segments(root))
        await reopened.optimize()
        assert reopened.points_since_optimization == 0
        assert all(segment["quantization_config"]["scalar"]["type"] == "int8" for segment in graph_segments(root))
        assert read_layout(active_shard_dir(root)) == EdgeLayout().as_json()
        assert (await reopened.index_info()).points == 3000
    finally:
        await reopened.close()

    again = EdgeVectorIndex.open(root, DIM, indexing_threshold_kb=THRESHOLD_KB)
    try:
        info = await again.index_info()
        assert again.points_since_optimization == info.points - info.indexed_vectors  # nothing to convert
    finally:
        await again.close()


async def test_the_shard_files_are_read_ahead_after_an_optimization_and_on_demand(tmp_path: Path, monkeypatch) -> None:
    """Every segment file's data is handed to the kernel's read-ahead (POSIX_FADV_WILLNEED), its
    holes left out, after the optimized copy takes over and when asked (the service asks at start)."""
    import os

    from rag_context.backends.vectors.edge.readahead import data_ranges

    advised: dict[str, list[tuple[int, int]]] = {}
    real_fadvise = os.posix_fadvise

    def spy(descriptor: int, offset: int, length: int, advice: int) -> None:
        assert advice == os.POSIX_FADV_WILLNEED
        advised.setdefault(os.readlink(f"/proc/self/fd/{descriptor}"), []).append((offset, length))
        real_fadvise(descriptor, offset, length, advice)

    def expected(root: Path) -> dict[str, list[tuple[int, int]]]:
        found = {}
        for path in (active_shard_dir(root) / "segments").rglob("*"):
            if path.is_file():
                descriptor = os.open(path, os.O_RDONLY)
                try:
                    if ranges := data_ranges(descriptor):
                        found[str(path)] = ranges
                finally:
                    os.close(descriptor)
        return found

    monkeypatch.setattr(os, "posix_fadvise", spy)
    root = tmp_path / "vectors"
    index = EdgeVectorIndex.open(root, DIM, indexing_threshold_kb=THRESHOLD_KB)
    try:
        await load(index, random.Random(14))
        assert index.warmed_bytes == 0 and not advised
        await index.optimize()
        assert advised == expected(root)
        holes_left_out = sum(path.stat().st_size for path in map(Path, advised)) - index.warmed_bytes
        assert index.warmed_bytes > 0 and holes_left_out > 0  # the engine preallocates sparse files
        advised.clear()
        assert await index.warm() == sum(length for ranges in expected(root).values() for _, length in ranges)
        assert advised == expected(root)
    finally:
        await index.close()


async def test_the_service_has_the_shard_read_ahead_when_it_starts(tmp_path: Path) -> None:
    from rag_context.config import load_settings
    from rag_context.services import build_services
    from tests.unit.fakes import FakeContextStore, FakeEmbedder

    root = tmp_path / "vectors"
    index = EdgeVectorIndex.open(root, DIM, indexing_threshold_kb=THRESHOLD_KB)
    await load(index, random.Random(15), documents=10, chunks_each=20)
    await index.close()
    index = EdgeVectorIndex.open(root, DIM, indexing_threshold_kb=THRESHOLD_KB)
    settings = load_settings(_env_file=None, rag_data_dir=tmp_path / "data", rag_edge_optimize_after_points=0)
    services = await build_services(settings, FakeEmbedder(dimension=DIM), index, FakeContextStore())
    await services.start()
    try:
        assert services._warmer is not None
        await asyncio.wait_for(services._warmer, 30)
        assert index.warmed_bytes > 0
    finally:
        await services.close()
