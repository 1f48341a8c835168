"""What belongs to EdgeVectorIndex alone, on a real Qdrant Edge shard in tmp_path: the shard on disk,
reopening it, and surviving kill -9. The behaviour it shares with the server index (search, filters,
scores, writes, close) is in test_qdrant_index_suite.py, run on both."""

from __future__ import annotations

import json
import signal
import textwrap
from pathlib import Path
from typing import Any

import pytest
from backend_factories import make_chunks, run_python
from qdrant_corpus import (
    CHUNKS,
    CORPUS,
    DIM,
    THRESHOLD,
    corpus_vectors,  # noqa: F401  (fixture)
    embed,  # noqa: F401  (fixture)
    names,
    upsert_corpus,
)

from rag_context.backends.factory import active_generation, open_vector_index, vector_location
from rag_context.backends.vectors.edge import EdgeVectorIndex
from rag_context.backends.vectors.edge.layout import CONFIG_FILE
from rag_context.config import load_settings
from rag_context.core.models import ComponentStatus, DocumentMetadata, SearchFilters
from rag_context.core.ports import ConfigurationError


# --- open / reopen


async def test_open_creates_shard_and_reopen_keeps_points(tmp_path: Path, corpus_vectors, embed) -> None:
    path = tmp_path / "nested" / "vectors"
    assert not path.exists()
    first = EdgeVectorIndex.open(path, DIM)
    assert path.is_dir() and (path / CONFIG_FILE).is_file()
    assert await first.count() == 0
    assert await first.health() == ComponentStatus.HEALTHY
    await upsert_corpus(first, corpus_vectors)
    assert await first.count() == 6
    await first.close()

    second = EdgeVectorIndex.open(path, DIM)
    try:
        assert await second.count() == 6
        # The text index and the vectors came back too, not only the point count.
        assert names(await second.keyword_search("retry", SearchFilters(), 10)) == ["A"]
        hits = await second.hybrid_search(embed("websocket memory leak"), "websocket memory leak", SearchFilters(), 3, THRESHOLD)
        assert names(hits)[0] == "E"
        assert hits[0].text == CORPUS["E"]["text"]
    finally:
        await second.close()


async def test_reopen_with_other_dimension_is_a_configuration_error(tmp_path: Path, corpus_vectors) -> None:
    path = tmp_path / "vectors"
    idx = EdgeVectorIndex.open(path, DIM)
    await upsert_corpus(idx, corpus_vectors)
    await idx.close()

    with pytest.raises(ConfigurationError) as caught:
        EdgeVectorIndex.open(path, 128)
    message = str(caught.value)
    assert "384" in message and "128" in message and "`rag-context reembed`" in message

    # The refused open left the index intact.
    again = EdgeVectorIndex.open(path, DIM)
    try:
        assert await again.count() == 6
    finally:
        await again.close()


async def test_the_search_pool_size_reaches_the_engine_on_create_and_on_every_reopen(tmp_path: Path, corpus_vectors, embed) -> None:
    path = tmp_path / "vectors"

    def engine_config() -> dict[str, Any]:
        return json.loads((path / CONFIG_FILE).read_text())

    created = EdgeVectorIndex.open(path, DIM)
    await upsert_corpus(created, corpus_vectors)
    await created.close()
    as_created = engine_config()
    assert as_created["max_search_threads"] == 1  # the default: one thread

    reopened = EdgeVectorIndex.open(path, DIM, search_threads=3)
    try:
        reconfigured = engine_config()
        assert reconfigured.pop("max_search_threads") == 3
        # The rest of the shard's configuration (HNSW, payload in memory) is what it was created with.
        del as_created["max_search_threads"]
        assert reconfigured == as_created
        # Only the pool changed: the points, the vectors and the text index are the shard's own.
        assert await reopened.count() == 6
        assert names(await reopened.keyword_search("retry", SearchFilters(), 10)) == ["A"]
        hits = await reopened.hybrid_search(embed("websocket memory leak"), "websocket memory leak", SearchFilters(), 3, THRESHOLD)
        assert names(hits)[0] == "E"
    finally:
        await reopened.close()


async def test_the_search_threads_setting_opens_the_embedded_index_with_that_pool(tmp_path: Path) -> None:
    settings = load_settings(_env_file=None, rag_data_dir=tmp_path / "data", rag_edge_search_threads=2)
    index = await open_vector_index(settings, DIM)
    try:
        location = Path(vector_location(settings, active_generation(settings)))
        assert json.loads((location / CONFIG_FILE).read_text())["max_search_threads"] == 2
    finally:
        await index.close()


# --- crashes


async def test_acknowledged_upsert_survives_sigkill(tmp_path: Path) -> None:
    path = tmp_path / "killed"
    code = textwrap.dedent(
        f"""
        import asyncio, os, signal
        from pathlib import Path
        from rag_context.backends.vectors.edge import EdgeVectorIndex
        from rag_context.core.models import Chunk, DocumentMetadata, document_id_for, utc_now, vector_id_for

        async def main():
            idx = EdgeVectorIndex.open(Path({str(path)!r}), 4)
            words = ["walrus", "narwhal", "ocelot", "quetzal", "wombat"]
            doc = document_id_for("s-kill", "kill.md")
            chunks = [Chunk(vector_id_for(doc, i), doc, i, w + " retries", "s-kill", "kill.md", "chat",
                            DocumentMetadata(category="bugfix"), utc_now()) for i, w in enumerate(words)]
            await idx.upsert(chunks[:3], [[1.0, float(i), 0.0, 0.5] for i in range(3)])
            await idx.upsert(chunks[3:], [[0.0, 1.0, float(i), 0.5] for i in range(2)])
            print("acknowledged", flush=True)
            os.kill(os.getpid(), signal.SIGKILL)

        asyncio.run(main())
        """
    )
    result = run_python(code)
    assert result.returncode == -signal.SIGKILL, result.stderr
    assert "acknowledged" in result.stdout

    idx = EdgeVectorIndex.open(path, 4)
    try:
        assert await idx.count() == 5
        hits = await idx.keyword_search("retry", SearchFilters(category="bugfix"), 10)
        assert sorted(hit.text.split()[0] for hit in hits) == sorted(["walrus", "narwhal", "ocelot", "quetzal", "wombat"])
        dense = await idx.hybrid_search([1.0, 0.0, 0.0, 0.5], "walrus", SearchFilters(), 10, -1.0)
        assert len(dense) == 5
    finally:
        await idx.close()


async def test_kill_during_first_open_leaves_a_usable_index(tmp_path: Path) -> None:
    """The process dies inside the very first open(), after EdgeShard.create wrote the shard (and its
    edge_config.json) but before the payload indexes were created. Every later open() takes the
    `load` branch: the index must still end up with its text index, or BM25 fails forever.

    Fault injection only: the subprocess wraps EdgeShard.create to SIGKILL itself right after the real
    create returns; everything else is the real adapter and engine."""
    path = tmp_path / "half-created"
    code = textwrap.dedent(
        f"""
        import os, signal
        from pathlib import Path
        import rag_context.backends.vectors.edge.index as adapter

        real = adapter.EdgeShard

        class CrashAfterCreate:
            load = staticmethod(real.load)

            @staticmethod
            def create(path, config):
                real.create(path, config)
                print("created", flush=True)
                os.kill(os.getpid(), signal.SIGKILL)

        adapter.EdgeShard = CrashAfterCreate
        adapter.EdgeVectorIndex.open(Path({str(path)!r}), 4)
        """
    )
    result = run_python(code)
    assert result.returncode == -signal.SIGKILL, result.stderr
    assert "created" in result.stdout
    assert (path / CONFIG_FILE).is_file()

    idx = EdgeVectorIndex.open(path, 4)
    try:
        chunks = make_chunks("s1", "a.md", ["The client retries failed connections."],
                             metadata=DocumentMetadata(category="bugfix"))
        await idx.upsert(chunks, [[1.0, 0.0, 0.0, 0.5]])
        assert await idx.count() == 1
        assert [h.vector_id for h in await idx.keyword_search("retry", SearchFilters(), 5)] == [chunks[0].vector_id]
        hits = await idx.hybrid_search([1.0, 0.0, 0.0, 0.5], "retry", SearchFilters(category="bugfix"), 5, 0.2)
        assert [h.vector_id for h in hits] == [chunks[0].vector_id]
    finally:
        await idx.close()


@pytest.mark.parametrize(("dense_weight", "keyword_weight"), [(1.0, 1.0), (2.0, 0.5), (1.5, 1.0)])
async def test_the_top_hit_scores_one_whatever_the_fusion_weights(tmp_path, dense_weight: float, keyword_weight: float) -> None:
    """A point first in both lists must map to 1.0: the normalisation follows Qdrant's weighted RRF."""
    from rag_context.core.models import FusionParams

    fusion = FusionParams(dense_weight=dense_weight, keyword_weight=keyword_weight)
    index = EdgeVectorIndex.open(tmp_path / "weights", 4, fusion)
    try:
        chunks = make_chunks("weights", "doc.md", ["alpha beta", "gamma delta"])
        await index.upsert(chunks, [[1.0, 0.0, 0.0, 0.0], [0.0, 1.0, 0.0, 0.0]])
        hits = await index.hybrid_search([1.0, 0.0, 0.0, 0.0], "alpha", SearchFilters(), 2, 0.0)
        assert hits[0].text == "alpha beta"
        assert hits[0].score == pytest.approx(1.0, abs=1e-4)
    finally:
        await index.close()


async def test_document_ids_and_drop(tmp_path: Path, corpus_vectors) -> None:
    path = tmp_path / "vectors-g3"
    idx = EdgeVectorIndex.open(path, DIM)
    assert await idx.document_ids() == set()
    await upsert_corpus(idx, corpus_vectors)
    assert await idx.document_ids() == {chunk.document_id for chunk in CHUNKS.values()}
    await idx.close()
    EdgeVectorIndex.drop(path)
    assert not path.exists()
    EdgeVectorIndex.drop(path)  # already gone: no error


# --- durability and the write-ahead log's size (issue 14.5)


def disk_bytes(path: Path) -> int:
    return sum(item.stat().st_blocks * 512 for item in path.rglob("*") if item.is_file())


async def test_sync_fsyncs_the_log_and_checkpoints_keep_it_bounded(tmp_path: Path) -> None:
    """1,000 points with 2 KB of text each, re-upserted 60 times (some 130 MB through the log): the
    syncs' checkpoints keep the log on disk to its few 32 MB segments."""
    from datetime import datetime, timezone
    from uuid import UUID

    from rag_context.core.models import Chunk

    path = tmp_path / "vectors"
    index = EdgeVectorIndex.open(path, 8)
    moment = datetime.now(timezone.utc)
    text = "tide " * 400
    chunks = [
        Chunk(str(UUID(int=n + 1)), f"doc{n // 10}", n % 10, text, "s", f"src{n // 10}", "documentation", DocumentMetadata(), moment)
        for n in range(1000)
    ]
    written = 0
    peak = 0
    try:
        for round_ in range(60):
            await index.upsert(chunks, [[float(round_ + 1), 1.0, 0, 0, 0, 0, 0, 1.0]] * len(chunks))
            written += len(chunks) * len(text)
            await index.sync()
            peak = max(peak, disk_bytes(path / "wal"))
        assert index.syncs == 60
        assert index.checkpoints >= 2
        assert written >= 120_000_000
        assert peak < 110_000_000, f"the log reached {peak / 1e6:.0f} MB"
    finally:
        await index.close()
    reopened = EdgeVectorIndex.open(path, 8)
    try:
        assert await reopened.count() == 1000
        assert (await reopened.vectors([chunks[0].vector_id]))[0][0] > 0
    finally:
        await reopened.close()
