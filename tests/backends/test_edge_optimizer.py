"""backends/vectors/edge/optimizer.py on a real Qdrant Edge shard: the child runs isolated (no code
from the working directory or the environment), dies with its parent, and every run's outcome is
recorded, counted and shown; runs are bounded (memory and disk estimated first, backoff after
failures, the journal capped, the interval growing with the shard)."""

from __future__ import annotations

import asyncio
import json
import os
import random
import shutil
import signal
import subprocess
import sys
import tempfile
import textwrap
import threading
import time
from collections.abc import Iterator
from pathlib import Path

import pytest
from backend_factories import make_chunks

from rag_context.backends.vectors.edge import EdgeVectorIndex
from rag_context.backends.vectors.edge import optimizer
from rag_context.backends.vectors.edge.optimizer import (
    RETRY_BASE_S,
    Needs,
    OptimizationAbandoned,
    OptimizationDeferred,
    OptimizationRecord,
    available_memory,
    optimization_interval,
    shortage,
)
from rag_context.backends.vectors.edge.shards import ACTIVE_FILE, OPTIMIZER_RECORD, SHARD_PREFIX, active_shard_dir
from rag_context.core.ports import DependencyError

DIM = 16
THRESHOLD_KB = 20  # a few thousand 16-dimension points make a segment big enough for a graph
WORDS = "wing flow shock boundary layer pressure heat transfer supersonic nozzle drag lift plate cone".split()
TESTS_DIR = Path(__file__).resolve().parent


def random_vectors(rng: random.Random, count: int) -> list[list[float]]:
    return [[rng.gauss(0, 1) for _ in range(DIM)] for _ in range(count)]


async def bulk_load(index: EdgeVectorIndex, rng: random.Random, documents: int, chunks_each: int, session: str = "bulk") -> None:
    for number in range(documents):
        texts = [" ".join(rng.choices(WORDS, k=12)) for _ in range(chunks_each)]
        await index.upsert(make_chunks(session, f"doc-{number}.md", texts), random_vectors(rng, chunks_each))


def leftovers(root: Path) -> list[str]:
    active = active_shard_dir(root)
    return sorted(entry.name for entry in root.iterdir() if entry.name.startswith(SHARD_PREFIX) and entry != active)


async def test_the_child_runs_no_code_from_the_working_directory_or_the_environment(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A folder holding a structlog.py and a json.py (which write a marker when imported), the
    directory the service runs from, and on PYTHONPATH: the optimizer child never imports them."""
    folder = tmp_path / "project"
    folder.mkdir()
    marker = tmp_path / "marker"
    planted = f"open({str(marker)!r}, 'a').write(__name__ + '\\n')\n"
    for name in ("structlog.py", "json.py", "sitecustomize.py"):
        (folder / name).write_text(planted)
    monkeypatch.chdir(folder)
    monkeypatch.setenv("PYTHONPATH", str(folder))
    root = tmp_path / "vectors"
    index = EdgeVectorIndex.open(root, DIM, indexing_threshold_kb=THRESHOLD_KB)
    try:
        await bulk_load(index, random.Random(1), documents=10, chunks_each=50)
        assert await index.optimize() is True
        assert not marker.exists(), f"the folder's code ran in the optimizer: {marker.read_text()}"
        assert (await index.index_info()).indexed_vectors > 0
        state = index.optimization_state()
        assert state["lastResult"] == "succeeded"
        # Each step's seconds are kept beside the run's (an operator sees where a long run went).
        run = state["lastRun"]
        steps = [run[name] for name in ("copySeconds", "childSeconds", "syncSeconds", "swapSeconds", "cleanupSeconds")]
        assert all(step >= 0 for step in steps) and run["childSeconds"] > 0
        assert sum(steps) <= run["seconds"] + 0.05
    finally:
        await index.close()


async def test_a_failed_optimization_is_recorded_with_its_reason_and_backs_off(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    root = tmp_path / "vectors"
    index = EdgeVectorIndex.open(root, DIM, indexing_threshold_kb=THRESHOLD_KB)
    try:
        await bulk_load(index, random.Random(2), documents=2, chunks_each=10)
        monkeypatch.setattr("rag_context.backends.vectors.edge.optimizer.sys.executable", "/bin/false")
        with pytest.raises(DependencyError, match="exit status 1"):
            await index.optimize()
        state = index.optimization_state()
        assert state["lastResult"] == "failed" and "exit status 1" in state["lastReason"]
        assert state["counts"] == {"succeeded": 0, "failed": 1, "deferred": 0, "abandoned": 0}
        assert state["consecutiveFailures"] == 1
        assert RETRY_BASE_S - 5 <= state["nextAttemptInSeconds"] <= RETRY_BASE_S
        assert not index.optimization_due(threshold=1)  # backing off, though points wait
        assert leftovers(root) == [] and await index.count() == 20
    finally:
        await index.close()
    # The record outlives the process: the next start backs off too, and says why.
    reopened = EdgeVectorIndex.open(root, DIM, indexing_threshold_kb=THRESHOLD_KB)
    try:
        state = reopened.optimization_state()
        assert state["lastResult"] == "failed" and "exit status 1" in state["lastReason"]
        assert not reopened.optimization_due(threshold=1)
    finally:
        await reopened.close()


def test_failures_back_off_exponentially_and_a_success_resets(tmp_path: Path) -> None:
    record = OptimizationRecord(tmp_path / OPTIMIZER_RECORD)
    waits = []
    for _ in range(4):
        before = time.time()
        record.finished("failed", "the child crashed")
        waits.append(record.not_before - before)
    assert [round(wait / RETRY_BASE_S) for wait in waits] == [1, 2, 4, 8]
    record.finished("succeeded", figures={"changed": True})
    assert record.consecutive_failures == 0 and record.due()
    assert json.loads((tmp_path / OPTIMIZER_RECORD).read_text())["lastResult"] == "succeeded"


def test_a_run_the_process_died_in_counts_as_failed_at_the_next_start(tmp_path: Path) -> None:
    """A service killed during an optimization (for memory, say) must back off when it restarts,
    not start the same optimization again at once (a crash loop)."""
    record = OptimizationRecord(tmp_path / OPTIMIZER_RECORD)
    record.started()
    reloaded = OptimizationRecord.load(tmp_path / OPTIMIZER_RECORD)
    assert reloaded.last_result == "failed" and "interrupted" in (reloaded.last_reason or "")
    assert not reloaded.due()


def test_the_interval_grows_with_the_shard() -> None:
    assert optimization_interval(10_000, 50_000) == 10_000
    assert optimization_interval(10_000, 1_000_000) == 100_000


def test_points_to_complete_count_in_the_childs_memory() -> None:
    """The child moves the points it completes (an older release's) into an appendable segment,
    their float32 vectors with them: the estimate counts them (measured +267 MiB at 100,000)."""
    plain = optimizer.estimate_needs(300 << 20, 100_000, 384)
    completing = optimizer.estimate_needs(300 << 20, 100_000, 384, old_points=100_000)
    assert 200 << 20 <= (completing.memory_bytes - plain.memory_bytes) / optimizer.MEMORY_MARGIN <= 300 << 20


@pytest.mark.parametrize(
    ("shard_bytes", "points", "peak_anonymous", "peak_disk"),
    [
        # `rag-context scale`, 384 dimensions, Cranfield's sentences (2026-11-27): the child's
        # peak anonymous memory and the copy's peak disk. The first estimate gave 2.1 GiB at 1M.
        (443_039_354, 100_000, 452_210_688, 841_875_456),
        (3_901_226_268, 1_000_000, 4_429_082_624, 7_890_309_120),
    ],
)
def test_the_estimate_covers_the_measured_runs(shard_bytes: int, points: int, peak_anonymous: int, peak_disk: int) -> None:
    needs = optimizer.estimate_needs(shard_bytes, points, 384)
    assert peak_anonymous < needs.memory_bytes < 2 * peak_anonymous
    assert peak_disk < needs.disk_bytes < 1.5 * peak_disk


async def test_lines_set_on_points_count_towards_the_next_optimization(tmp_path: Path) -> None:
    """A payload set moves an Edge point out of its indexed segment: the line backfill's points are
    counted, so the optimization that indexes them again comes."""
    index = EdgeVectorIndex.open(tmp_path / "vectors", 4)
    try:
        chunks = make_chunks("s", "a.md", ["one", "two", "three"])
        await index.upsert(chunks, [[1.0, 0.0, 0.0, 0.0]] * 3)
        index.points_since_optimization = 0
        await index.set_chunk_lines([(chunk.vector_id, 1, 2) for chunk in chunks] + [("00000000-0000-0000-0000-000000000000", 1, 2)])
        assert index.points_since_optimization == 3  # the missing point is not counted
    finally:
        await index.close()


def test_available_memory_reads_the_cgroup_limit_and_the_machine(tmp_path: Path) -> None:
    cgroup = tmp_path / "cgroup"
    cgroup.mkdir()
    (cgroup / "memory.max").write_text("1000000000\n")
    (cgroup / "memory.current").write_text("800000000\n")
    (cgroup / "memory.stat").write_text("anon 700000000\ninactive_file 100000000\n")
    meminfo = tmp_path / "meminfo"
    meminfo.write_text("MemTotal: 16000000 kB\nMemAvailable: 8000000 kB\n")
    assert available_memory(cgroup, meminfo) == 300_000_000  # the cgroup's room, not the machine's
    (cgroup / "memory.max").write_text("max\n")
    assert available_memory(cgroup, meminfo) == 8_000_000 * 1024
    assert shortage(Needs(memory_bytes=400 << 20, disk_bytes=1), 300 << 20, 10 << 30) is not None
    assert shortage(Needs(memory_bytes=100 << 20, disk_bytes=20 << 30), 300 << 20, 10 << 30) is not None
    assert shortage(Needs(memory_bytes=100 << 20, disk_bytes=1 << 30), 300 << 20, 10 << 30) is None


async def test_an_optimization_that_would_not_fit_is_deferred_with_its_reason(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    root = tmp_path / "vectors"
    index = EdgeVectorIndex.open(root, DIM, indexing_threshold_kb=THRESHOLD_KB)
    try:
        await bulk_load(index, random.Random(3), documents=2, chunks_each=10)
        monkeypatch.setattr("rag_context.backends.vectors.edge.index.available_memory", lambda: 1 << 20)
        with pytest.raises(OptimizationDeferred, match="MiB of memory"):
            await index.optimize()
        state = index.optimization_state()
        assert state["lastResult"] == "deferred" and state["counts"]["deferred"] == 1
        assert state["consecutiveFailures"] == 0 and state["nextAttemptInSeconds"] > 0
        assert leftovers(root) == [] and not (root / ACTIVE_FILE).exists()  # nothing was copied
    finally:
        await index.close()


async def test_writes_past_the_journals_cap_abandon_the_run_and_nothing_is_lost(tmp_path: Path) -> None:
    root = tmp_path / "vectors"
    index = EdgeVectorIndex.open(root, DIM, indexing_threshold_kb=THRESHOLD_KB)
    rng = random.Random(4)
    try:
        await bulk_load(index, rng, documents=60, chunks_each=50)
        index.journal_cap_bytes = 20_000  # about 20 chunks' worth
        optimization = asyncio.create_task(index.optimize())
        await asyncio.wait_for(index.optimizer_started.wait(), 60)
        await bulk_load(index, rng, documents=2, chunks_each=50, session="during")
        with pytest.raises(OptimizationAbandoned):
            await optimization
        assert index.optimization_state()["lastResult"] == "abandoned"
        assert await index.count() == 3100  # every write is in the live shard
        assert leftovers(root) == [] and not (root / ACTIVE_FILE).exists()
        index.journal_cap_bytes = optimizer.JOURNAL_CAP_BYTES
        assert await index.optimize() is True
        assert await index.count() == 3100
        points = await index.points_by_document()
        during = [make_chunks("during", f"doc-{number}.md", ["x"])[0].document_id for number in range(2)]
        assert [len(points[document_id]) for document_id in during] == [50, 50]
    finally:
        await index.close()


async def test_writes_go_on_while_the_childs_output_is_synced_and_reach_the_optimized_shard(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The child's output is synced before writes are held (gigabytes at a million points, which a
    slow disk takes minutes to write back); a write made meanwhile is replayed onto the copy."""
    from rag_context.backends.vectors.edge import index as index_module

    root = tmp_path / "vectors"
    index = EdgeVectorIndex.open(root, DIM, indexing_threshold_kb=THRESHOLD_KB)
    rng = random.Random(5)
    syncing, release = threading.Event(), threading.Event()
    real_fsync_tree = index_module.fsync_tree
    calls = 0

    def held_first_sync(top: Path) -> int:
        nonlocal calls
        calls += 1
        if calls == 1:
            syncing.set()
            release.wait(60)
        return real_fsync_tree(top)

    monkeypatch.setattr(index_module, "fsync_tree", held_first_sync)
    try:
        await bulk_load(index, rng, documents=20, chunks_each=50)
        optimization = asyncio.create_task(index.optimize())
        assert await asyncio.to_thread(syncing.wait, 60)
        try:
            # The old path synced under the write lock: this write waited for the whole sync.
            await asyncio.wait_for(bulk_load(index, rng, documents=1, chunks_each=50, session="during"), 30)
        finally:
            release.set()
        assert await optimization is True
        assert calls == 2  # the child's output, then what the replay flushed
        assert active_shard_dir(root) != root and await index.count() == 1050
        during = make_chunks("during", "doc-0.md", ["x"])[0].document_id
        assert len((await index.points_by_document())[during]) == 50
    finally:
        release.set()
        await index.close()


def children_of(pid: int) -> list[int]:
    found: list[int] = []
    for task in Path(f"/proc/{pid}/task").iterdir():
        found.extend(int(child) for child in (task / "children").read_text().split())
    return found


def alive(pid: int) -> bool:
    try:
        status = Path(f"/proc/{pid}/status").read_text()
    except FileNotFoundError:
        return False
    return "\nState:\tZ" not in status  # a zombie is dead, waiting to be reaped


async def test_the_child_dies_with_its_parent_and_the_restart_finds_one_consistent_shard(tmp_path: Path) -> None:
    """kill -9 of the serving process during an optimization: its child goes too (it would otherwise
    go on writing its copy), and the next start serves the shard that was live, every point in it,
    the copy removed and the run counted as failed."""
    root = tmp_path / "vectors"
    code = textwrap.dedent(
        f"""
        import asyncio, random, sys
        from pathlib import Path
        sys.path.insert(0, {str(TESTS_DIR)!r})
        from test_edge_optimizer import DIM, THRESHOLD_KB, bulk_load
        from rag_context.backends.vectors.edge import EdgeVectorIndex

        async def main():
            index = EdgeVectorIndex.open(Path({str(root)!r}), DIM, indexing_threshold_kb=THRESHOLD_KB)
            await bulk_load(index, random.Random(5), documents=200, chunks_each=100)
            await index.sync()
            asyncio.ensure_future(index.optimize())
            await index.optimizer_started.wait()
            print("optimizing", flush=True)
            await asyncio.sleep(600)

        asyncio.run(main())
        """
    )
    parent = subprocess.Popen([sys.executable, "-c", code], stdout=subprocess.PIPE, text=True)
    try:
        assert parent.stdout is not None
        assert parent.stdout.readline().strip() == "optimizing"
        children = children_of(parent.pid)
        assert children, "the optimizer child was not found"
        os.kill(parent.pid, signal.SIGKILL)
        parent.wait(10)
        deadline = time.monotonic() + 10
        while any(alive(child) for child in children) and time.monotonic() < deadline:
            await asyncio.sleep(0.05)
        assert not any(alive(child) for child in children), "the optimizer child outlived its parent"
    finally:
        if parent.poll() is None:
            parent.kill()
            parent.wait()
    index = EdgeVectorIndex.open(root, DIM, indexing_threshold_kb=THRESHOLD_KB)
    try:
        assert await index.count() == 20_000
        info = await index.index_info()
        assert info.points == 20_000 and info.indexed_vectors == 0  # the live shard, as it was
        assert leftovers(root) == []
        state = index.optimization_state()
        assert state["lastResult"] == "failed" and "interrupted" in state["lastReason"]
    finally:
        await index.close()


async def test_a_failure_shows_in_health_in_the_metrics_and_in_check(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from rag_context.api import tool_calls
    from rag_context.commands.check import optimizer_summary
    from rag_context.config import load_settings
    from rag_context.metrics import ServiceMetrics
    from rag_context.services import build_services
    from tests.unit.fakes import FakeContextStore, FakeEmbedder

    settings = load_settings(_env_file=None, rag_data_dir=tmp_path / "data", rag_edge_optimize_after_points=0)
    index = EdgeVectorIndex.open(tmp_path / "vectors", DIM, indexing_threshold_kb=THRESHOLD_KB)
    services = await build_services(settings, FakeEmbedder(dimension=DIM), index, FakeContextStore())
    await services.start()
    try:
        await bulk_load(index, random.Random(6), documents=2, chunks_each=10)
        monkeypatch.setattr("rag_context.backends.vectors.edge.optimizer.sys.executable", "/bin/false")
        with pytest.raises(DependencyError):
            await services.optimize_vectors()
        detail = (await tool_calls.health(services))["vectorOptimizer"]
        assert detail["lastResult"] == "failed" and "exit status 1" in detail["lastReason"]
        assert detail["pointsSinceOptimization"] == 20 and detail["nextAttemptInSeconds"] > 0
        scraped = ServiceMetrics(lambda: services).render()[0].decode()
        assert 'rag_optimizations_total{result="failed"} 1.0' in scraped
        assert 'rag_optimizations_total{result="succeeded"} 0.0' in scraped
        line = optimizer_summary(index.optimization_state())
        assert "last failed" in line and "exit status 1" in line and "1 failures in a row" in line
    finally:
        await services.close()


def test_a_run_abandoned_because_the_service_closed_does_not_delay_the_next(tmp_path: Path) -> None:
    record = OptimizationRecord(tmp_path / OPTIMIZER_RECORD)
    record.finished("abandoned", "the service closed during the optimization", retry=False)
    assert record.due() and OptimizationRecord.load(tmp_path / OPTIMIZER_RECORD).due()
    record.finished("abandoned", "the journal's cap")
    assert not record.due()


SHM = Path("/dev/shm")


@pytest.fixture
def tmpfs_path(tmp_path: Path) -> Iterator[Path]:
    """A fresh folder on tmpfs (/dev/shm), removed after the test."""
    if not SHM.is_dir() or optimizer.file_system_type(SHM) != "tmpfs" or not os.access(SHM, os.W_OK):
        pytest.skip("no writable tmpfs at /dev/shm on this machine: the tmpfs estimate is not exercised")
    folder = Path(tempfile.mkdtemp(prefix="rag-context-test-", dir=SHM))
    yield folder
    shutil.rmtree(folder, ignore_errors=True)


async def test_on_tmpfs_the_disk_estimate_covers_what_the_run_really_takes(tmpfs_path: Path) -> None:
    """On tmpfs the child's reads fill the holes of the engine's preallocated files: the run's peak
    went past 2.25x the live shard's blocks (the old estimate; a real run died of SIGBUS). The
    estimate counts the files' full size there, and the run stays within it. How far a given run's
    sampled peak goes depends on timing, so only the estimate is compared with the old one."""
    assert optimizer.holes_filled(tmpfs_path)
    root = tmpfs_path / "vectors"
    index = EdgeVectorIndex.open(root, DIM, indexing_threshold_kb=THRESHOLD_KB)
    try:
        await bulk_load(index, random.Random(11), documents=20, chunks_each=50)
        await index.sync()
        live_blocks = optimizer.allocated_bytes(root)
        assert await index.optimize() is True
        run = index.optimization_state()["lastRun"]
        assert run["estimatedDiskBytes"] > optimizer.DISK_SHARE_OF_SHARD * live_blocks  # what the old estimate allowed
        assert run["peakDiskBytes"] <= run["estimatedDiskBytes"]
    finally:
        await index.close()


async def test_on_tmpfs_a_run_that_fits_the_blocks_but_not_the_filled_files_is_deferred(
    tmpfs_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    root = tmpfs_path / "vectors"
    index = EdgeVectorIndex.open(root, DIM, indexing_threshold_kb=THRESHOLD_KB)
    try:
        await bulk_load(index, random.Random(12), documents=4, chunks_each=50)
        await index.sync()
        live_blocks = optimizer.allocated_bytes(root)
        free = int(3 * live_blocks)  # room for 2.25x the blocks, not for the files once filled
        monkeypatch.setattr(
            "rag_context.backends.vectors.edge.index.shutil.disk_usage", lambda _: shutil._ntuple_diskusage(free * 10, free * 9, free)
        )
        with pytest.raises(OptimizationDeferred, match="MiB of disk"):
            await index.optimize()
        state = index.optimization_state()
        assert state["lastResult"] == "deferred" and state["counts"]["succeeded"] == 0
        assert leftovers(root) == [] and not (root / ACTIVE_FILE).exists()
    finally:
        await index.close()


def test_the_copy_is_measured_once_made_and_tmpfs_counts_in_memory_too() -> None:
    """Where the disk is memory, the run's disk is memory its cgroup is charged for."""
    plain = optimizer.estimate_needs(300 << 20, 10_000, 384)
    on_tmpfs = optimizer.estimate_needs(300 << 20, 10_000, 384, disk_is_memory=True)
    assert on_tmpfs.disk_bytes == plain.disk_bytes
    assert on_tmpfs.memory_bytes == plain.memory_bytes + plain.disk_bytes


def test_the_file_system_type_is_read_from_the_mount_table(tmp_path: Path) -> None:
    mountinfo = tmp_path / "mountinfo"
    mountinfo.write_text(
        "22 1 8:1 / / rw,relatime shared:1 - ext4 /dev/sda1 rw\n"
        "30 22 0:25 / /dev/shm rw,nosuid shared:4 - tmpfs tmpfs rw\n"
        "31 22 0:26 / /srv/my\\040data rw - tmpfs none rw\n"
        "32 31 8:2 / /srv/my\\040data/disk rw master:1 - xfs /dev/sdb rw\n"
    )
    assert optimizer.file_system_type(Path("/dev/shm/x/y"), mountinfo) == "tmpfs"
    assert optimizer.file_system_type(Path("/srv/my data/vectors"), mountinfo) == "tmpfs"
    assert optimizer.file_system_type(Path("/srv/my data/disk/vectors"), mountinfo) == "xfs"
    assert optimizer.file_system_type(Path("/var/lib"), mountinfo) == "ext4"
    assert optimizer.file_system_type(Path("/x"), tmp_path / "missing") is None
