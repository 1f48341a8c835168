"""backends/vectors/edge/shards.py: one owner of a root (a second process is refused before it
touches anything, with one line naming the holder), copies sparse and durable, copy targets never
shared with leftovers, and an orphaned optimizer child killed before its copy is removed."""

from __future__ import annotations

import filecmp
import os
import random
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest
from backend_factories import make_chunks

from rag_context.backends.vectors.edge import EdgeVectorIndex
from rag_context.backends.vectors.edge.optimizer import allocated_bytes
from rag_context.backends.removal import UnsafeRemoval, remove_child
from rag_context.backends.vectors.edge.shards import (
    ACTIVE_FILE,
    OPTIMIZER_LOCK,
    ActiveShardInvalid,
    DataRootBusy,
    DataRootLock,
    copy_shard,
    next_shard_dir,
)

DIM = 8


async def load(index: EdgeVectorIndex, documents: int = 20, chunks_each: int = 50) -> None:
    rng = random.Random(1)
    for number in range(documents):
        chunks = make_chunks("s", f"doc-{number}.md", [f"chunk {number} {n} of the shard" for n in range(chunks_each)])
        await index.upsert(chunks, [[rng.random() for _ in range(DIM)] for _ in chunks])


def hold_in_another_process(code: str) -> subprocess.Popen[str]:
    """Run `code` in another interpreter until it prints 'ready'; the caller kills it."""
    process = subprocess.Popen([sys.executable, "-c", textwrap.dedent(code)], stdout=subprocess.PIPE, text=True)
    assert process.stdout is not None
    assert process.stdout.readline().strip() == "ready"
    return process


async def test_a_second_process_is_refused_with_the_holders_pid_and_deletes_nothing(tmp_path: Path) -> None:
    """A running service's root, an optimization's copy under it: `open` from another process
    (`check`, `index`, `mcp`) stops at the lock, naming the holder, and the copy keeps its files."""
    root = tmp_path / "vectors"
    index = EdgeVectorIndex.open(root, DIM)
    await load(index)
    await index.close()
    copy = root / "shard-1"  # what an optimization under way would have copied
    (copy / "segments").mkdir(parents=True)
    (copy / "segments" / "data").write_bytes(b"x" * 4096)
    holder = hold_in_another_process(
        f"""
        from pathlib import Path
        from rag_context.backends.vectors.edge.shards import DataRootLock
        lock = DataRootLock(Path({str(root)!r})).acquire()
        print("ready", flush=True)
        import time; time.sleep(600)
        """
    )
    try:
        with pytest.raises(DataRootBusy) as refused:
            EdgeVectorIndex.open(root, DIM)
        message = str(refused.value)
        assert f"process {holder.pid}" in message and "--url" in message and "\n" not in message
        assert (copy / "segments" / "data").read_bytes() == b"x" * 4096
    finally:
        holder.kill()
        holder.wait()
    # The holder gone (the kernel releases its lock), the next open owns the root and cleans up.
    reopened = EdgeVectorIndex.open(root, DIM)
    try:
        assert not copy.exists()
        assert await reopened.count() == 1000
    finally:
        await reopened.close()


def test_the_lock_is_released_on_release_and_reusable(tmp_path: Path) -> None:
    root = tmp_path / "data"
    with DataRootLock(root) as lock:
        assert lock.held
        with pytest.raises(DataRootBusy, match=f"process {os.getpid()}"):
            DataRootLock(root).acquire()  # not re-entrant, even in one process
    with DataRootLock(root):
        pass


async def test_copy_shard_keeps_holes_and_copies_the_data(tmp_path: Path) -> None:
    """The engine preallocates its files: a copy that filled the holes took 2-3 times the shard."""
    root = tmp_path / "vectors"
    index = EdgeVectorIndex.open(root, DIM)
    await load(index)
    await index.close()
    source_bytes = allocated_bytes(root)
    apparent = sum(path.stat().st_size for path in root.rglob("*") if path.is_file())
    assert apparent > 2 * source_bytes  # the shard is mostly holes
    target = tmp_path / "copy"
    copied = copy_shard(root, target, [entry for entry in root.iterdir() if entry.name != "rag-context.lock"])
    assert allocated_bytes(target) <= source_bytes * 1.05
    assert 0 < copied <= source_bytes
    for path in root.rglob("*"):
        if path.is_file() and path.name != "rag-context.lock":
            twin = target / path.relative_to(root)
            assert twin.stat().st_size == path.stat().st_size
            assert filecmp.cmp(path, twin, shallow=False), path
    reopened = EdgeVectorIndex.open(target, DIM)
    try:
        assert await reopened.count() == 1000
    finally:
        await reopened.close()


def test_copy_shard_fsyncs_every_file_and_directory_it_makes(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    source = tmp_path / "source"
    (source / "segments" / "one").mkdir(parents=True)
    (source / "segments" / "one" / "a.dat").write_bytes(b"a" * 10_000)
    (source / "config.json").write_text("{}")
    synced: set[str] = set()
    real_fsync = os.fsync

    def spy(descriptor: int) -> None:
        synced.add(os.readlink(f"/proc/self/fd/{descriptor}"))
        real_fsync(descriptor)

    monkeypatch.setattr(os, "fsync", spy)
    target = tmp_path / "target"
    copy_shard(source, target)
    made = {str(path) for path in target.rglob("*")} | {str(target), str(tmp_path)}
    assert made <= synced, made - synced


def test_a_copy_target_is_never_a_leftovers_directory(tmp_path: Path) -> None:
    root = tmp_path / "vectors"
    (root / "shard-7").mkdir(parents=True)  # left by an orphan, say
    assert next_shard_dir(root, root) == root / "shard-8"
    assert next_shard_dir(root, root / "shard-9") == root / "shard-10"


async def test_open_kills_an_orphaned_optimizer_still_writing_its_copy_and_removes_it(tmp_path: Path) -> None:
    root = tmp_path / "vectors"
    index = EdgeVectorIndex.open(root, DIM)
    await load(index, documents=2)
    await index.close()
    copy = root / "shard-3"
    copy.mkdir()
    orphan = hold_in_another_process(
        f"""
        from pathlib import Path
        from rag_context.backends.vectors.edge.shards import hold_optimizer_lock
        hold_optimizer_lock(Path({str(copy)!r}))
        print("ready", flush=True)
        import time; time.sleep(600)
        """
    )
    try:
        assert (copy / OPTIMIZER_LOCK).read_text().strip() == str(orphan.pid)
        reopened = EdgeVectorIndex.open(root, DIM)
        try:
            assert orphan.wait(10) == -9
            assert not copy.exists()
            assert await reopened.count() == 100
        finally:
            await reopened.close()
    finally:
        if orphan.poll() is None:
            orphan.kill()
            orphan.wait()


async def test_the_root_lock_is_released_when_the_index_closes(tmp_path: Path) -> None:
    root = tmp_path / "vectors"
    index = EdgeVectorIndex.open(root, DIM)
    await index.close()
    again = EdgeVectorIndex.open(root, DIM)
    await again.close()
    with DataRootLock(root) as lock:
        assert lock.held


def snapshot(top: Path) -> dict[str, bytes | None]:
    """Every path under `top` with its bytes (None for a folder)."""
    return {str(path.relative_to(top)): (None if path.is_dir() else path.read_bytes()) for path in sorted(top.rglob("*"))}


async def optimized_root(tmp_path: Path) -> Path:
    """A root whose shard was swapped in by an optimization: ACTIVE names shard-1."""
    root = tmp_path / "vectors"
    index = EdgeVectorIndex.open(root, DIM, indexing_threshold_kb=1)
    try:
        await load(index, documents=4, chunks_each=50)
        await index.optimize()
    finally:
        await index.close()
    assert (root / ACTIVE_FILE).read_text() == "shard-1"
    return root


@pytest.mark.parametrize("named", ["OUTSIDE", "../outside", "../../outside", "shard-1/../../outside", "shard-x", "", "shard-1\0"])
async def test_an_active_that_names_anything_but_a_shard_here_refuses_the_open_and_removes_nothing(tmp_path: Path, named: str) -> None:
    """ACTIVE naming a folder outside (absolute or through `..`): the open used to load or create a
    shard there, remove every real shard, and the next optimization removed that folder."""
    root = await optimized_root(tmp_path)
    outside = tmp_path / "outside"
    outside.mkdir()
    (outside / "precious.txt").write_text("not the service's")
    (root / ACTIVE_FILE).write_text(str(outside) if named == "OUTSIDE" else named)
    before, outside_before = snapshot(root), snapshot(outside)
    with pytest.raises(ActiveShardInvalid, match="is not a shard of this directory|is not there") as refused:
        EdgeVectorIndex.open(root, DIM)
    assert "\n" not in str(refused.value) and "Nothing was opened or removed" in str(refused.value)
    assert snapshot(root) == before and snapshot(outside) == outside_before


async def test_an_active_that_names_a_missing_shard_keeps_the_real_one(tmp_path: Path) -> None:
    """A corrupted ACTIVE naming shard-9, which is not there: the open used to create an empty
    shard-9 and remove shard-1 with every vector. It is refused, naming the shard that is there."""
    root = await optimized_root(tmp_path)
    (root / ACTIVE_FILE).write_text("shard-9")
    before = snapshot(root)
    with pytest.raises(ActiveShardInvalid, match="names shard-9, which is not there; shards present: shard-1"):
        EdgeVectorIndex.open(root, DIM)
    assert snapshot(root) == before
    (root / ACTIVE_FILE).write_text("shard-1")  # what the message tells the operator to do
    index = EdgeVectorIndex.open(root, DIM)
    try:
        assert await index.count() == 200
    finally:
        await index.close()


def test_a_removal_is_of_a_direct_child_only_and_a_link_is_removed_not_followed(tmp_path: Path) -> None:
    root = tmp_path / "root"
    (root / "child").mkdir(parents=True)
    outside = tmp_path / "outside"
    outside.mkdir()
    (outside / "keep.txt").write_text("keep")
    for path in (root / ".." / "outside", outside, root / "child" / "..", root, Path("/")):
        with pytest.raises(UnsafeRemoval):
            remove_child(root, path)
    (root / "link").symlink_to(outside, target_is_directory=True)
    remove_child(root, root / "link")
    assert not (root / "link").exists() and (outside / "keep.txt").read_text() == "keep"
    remove_child(root, root / "child")
    remove_child(root, root / "missing")
    assert list(root.iterdir()) == []
