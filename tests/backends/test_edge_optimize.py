"""EdgeVectorIndex.optimize on a real Qdrant Edge shard: the HNSW graph is built (the shard reports
indexed vectors), the collection's HNSW settings are the ones in effect, and the service keeps
searching and writing while a child process optimizes a copy."""

from __future__ import annotations

import asyncio
import json
import random
from pathlib import Path

import pytest
from backend_factories import make_chunks

from rag_context.backends.vectors.edge import EdgeVectorIndex
from rag_context.backends.vectors.edge.layout import CONFIG_FILE, HNSW
from rag_context.backends.vectors.edge.shards import ACTIVE_FILE, active_shard_dir
from rag_context.core.models import SearchFilters

DIM = 16
# A small indexing threshold (KB of vectors) so that a few thousand 16-dimension points make a
# segment big enough for a graph, and the optimization takes a second, not a minute.
THRESHOLD_KB = 20
WORDS = "wing flow shock boundary layer pressure heat transfer supersonic nozzle drag lift plate cone".split()


def random_vectors(rng: random.Random, count: int) -> list[list[float]]:
    return [[rng.gauss(0, 1) for _ in range(DIM)] for _ in range(count)]


async def bulk_load(index: EdgeVectorIndex, rng: random.Random, documents: int, chunks_each: int, session: str = "bulk") -> None:
    for number in range(documents):
        texts = [" ".join(rng.choices(WORDS, k=12)) for _ in range(chunks_each)]
        chunks = make_chunks(session, f"doc-{number}.md", texts)
        await index.upsert(chunks, random_vectors(rng, len(chunks)))


def engine_config(root: Path) -> dict:
    return json.loads((active_shard_dir(root) / CONFIG_FILE).read_text())


async def test_after_a_bulk_load_optimize_builds_the_graph_and_settings_hold(tmp_path: Path) -> None:
    root = tmp_path / "vectors"
    index = EdgeVectorIndex.open(root, DIM, indexing_threshold_kb=THRESHOLD_KB)
    rng = random.Random(5)
    try:
        await bulk_load(index, rng, documents=60, chunks_each=50)
        before = await index.index_info()
        assert (before.points, before.indexed_vectors) == (3000, 0)  # never optimized: a full scan
        assert index.points_since_optimization == 3000

        assert await index.optimize() is True
        after = await index.index_info()
        assert after.points == 3000
        assert after.indexed_vectors >= 2500  # the big segment has its graph (a small appendable one may not)
        assert index.points_since_optimization == 0
        assert (root / ACTIVE_FILE).read_text().strip() != ""
        assert not (root / "segments").exists()  # the superseded shard's files are gone
        config = engine_config(root)
        assert {key: config["hnsw_config"][key] for key in HNSW} == HNSW
        assert config["optimizers"]["indexing_threshold"] == THRESHOLD_KB
        query = random_vectors(rng, 1)[0]
        assert len(await index.hybrid_search(query, "shock wave", SearchFilters(), 5, 0.0)) == 5
    finally:
        await index.close()

    reopened = EdgeVectorIndex.open(root, DIM, indexing_threshold_kb=THRESHOLD_KB)
    try:
        info = await reopened.index_info()
        assert (info.points, info.indexed_vectors) == (after.points, after.indexed_vectors)
        assert reopened.points_since_optimization == info.points - info.indexed_vectors
        config = engine_config(root)
        assert {key: config["hnsw_config"][key] for key in HNSW} == HNSW
        # A second optimization swaps again, into the next directory, and removes the first.
        first_dir = active_shard_dir(root)
        await bulk_load(reopened, rng, documents=10, chunks_each=50, session="more")
        await reopened.optimize()
        assert active_shard_dir(root) != first_dir and not first_dir.exists()
        assert (await reopened.index_info()).points == 3500
    finally:
        await reopened.close()


async def test_searches_and_writes_go_on_during_an_optimization(tmp_path: Path) -> None:
    root = tmp_path / "vectors"
    index = EdgeVectorIndex.open(root, DIM, indexing_threshold_kb=THRESHOLD_KB)
    rng = random.Random(6)
    try:
        await bulk_load(index, rng, documents=60, chunks_each=50)
        optimization = asyncio.create_task(index.optimize())
        await asyncio.wait_for(index.optimizer_started.wait(), 60)

        # The child process is optimizing the copy: this process answers searches and takes writes.
        hits = await index.hybrid_search(random_vectors(rng, 1)[0], "boundary layer", SearchFilters(), 5, 0.0)
        assert len(hits) == 5
        late = make_chunks("late", "written-during.md", ["written while the copy was optimized"])
        await index.upsert(late, random_vectors(rng, 1))
        await index.delete_documents([make_chunks("bulk", "doc-0.md", ["x"])[0].document_id])
        assert not optimization.done()

        assert await optimization is True
        # The swapped-in shard has what was written and deleted meanwhile (the journal replayed).
        found = await index.keyword_search("optimized copy written", SearchFilters(session_id="late"), 5)
        assert [hit.vector_id for hit in found] == [late[0].vector_id]
        assert await index.count() == 3000 - 50 + 1
        assert (await index.index_info()).indexed_vectors > 0
    finally:
        await index.close()


async def test_a_failed_optimization_leaves_the_live_shard(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    root = tmp_path / "vectors"
    index = EdgeVectorIndex.open(root, DIM, indexing_threshold_kb=THRESHOLD_KB)
    rng = random.Random(7)
    try:
        await bulk_load(index, rng, documents=2, chunks_each=10)
        monkeypatch.setattr("rag_context.backends.vectors.edge.optimizer.sys.executable", "/bin/false")
        from rag_context.core.ports import DependencyError

        with pytest.raises(DependencyError):
            await index.optimize()
        assert not (root / ACTIVE_FILE).exists()
        assert [entry.name for entry in root.iterdir() if entry.name.startswith("shard-")] == []
        assert await index.count() == 20
        await bulk_load(index, rng, documents=1, chunks_each=5, session="after")
        assert await index.count() == 25
    finally:
        await index.close()


async def test_the_service_optimizes_in_the_background_once_enough_points_were_written(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from rag_context import services as services_module
    from rag_context.config import load_settings
    from rag_context.services import build_services
    from tests.unit.fakes import FakeContextStore, FakeEmbedder

    monkeypatch.setattr(services_module, "OPTIMIZE_CHECK_INTERVAL_S", 0.05)
    settings = load_settings(_env_file=None, rag_data_dir=tmp_path / "data", rag_edge_optimize_after_points=2000)
    index = EdgeVectorIndex.open(tmp_path / "vectors", DIM, indexing_threshold_kb=THRESHOLD_KB)
    services = await build_services(settings, FakeEmbedder(dimension=DIM), index, FakeContextStore())
    await services.start()
    try:
        rng = random.Random(8)
        await bulk_load(index, rng, documents=10, chunks_each=50)  # 500: under the threshold
        await asyncio.sleep(0.3)
        assert (await index.index_info()).indexed_vectors == 0 and index.points_since_optimization == 500
        await bulk_load(index, rng, documents=50, chunks_each=50, session="more")  # now 3,000
        for _ in range(1200):  # the optimization runs in the background; wait for its outcome
            if (await index.index_info()).indexed_vectors > 0:
                break
            await asyncio.sleep(0.05)
        assert (await index.index_info()).indexed_vectors > 0
        assert index.points_since_optimization < 2000
    finally:
        await services.close()


async def test_a_cancelled_optimization_kills_its_child_and_leaves_the_live_shard(tmp_path: Path) -> None:
    """The service closing while a child optimizes: the copy is thrown away, nothing else changes."""
    root = tmp_path / "vectors"
    index = EdgeVectorIndex.open(root, DIM, indexing_threshold_kb=THRESHOLD_KB)
    rng = random.Random(9)
    try:
        await bulk_load(index, rng, documents=60, chunks_each=50)
        optimization = asyncio.create_task(index.optimize())
        await asyncio.wait_for(index.optimizer_started.wait(), 60)
        optimization.cancel()
        with pytest.raises(asyncio.CancelledError):
            await optimization
        assert not (root / ACTIVE_FILE).exists()
        assert [entry.name for entry in root.iterdir() if entry.name.startswith("shard-")] == []
        assert await index.count() == 3000
        assert (await index.index_info()).indexed_vectors == 0
    finally:
        await index.close()


async def test_open_removes_the_copy_of_an_optimization_that_died(tmp_path: Path) -> None:
    """kill -9 during an optimization leaves its copy (shard-N, not named by ACTIVE): the next open
    removes it and serves the shard that was live."""
    root = tmp_path / "vectors"
    index = EdgeVectorIndex.open(root, DIM, indexing_threshold_kb=THRESHOLD_KB)
    await bulk_load(index, random.Random(10), documents=2, chunks_each=10)
    await index.close()
    abandoned = root / "shard-1"
    (abandoned / "segments").mkdir(parents=True)
    (abandoned / CONFIG_FILE).write_text("{}")

    reopened = EdgeVectorIndex.open(root, DIM, indexing_threshold_kb=THRESHOLD_KB)
    try:
        assert not abandoned.exists()
        assert await reopened.count() == 20
    finally:
        await reopened.close()
