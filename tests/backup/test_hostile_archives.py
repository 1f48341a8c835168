"""`rag-context restore` given the hostile archives of the review (tests/backup/hostile_archives.py,
built from a genuine backup): each refused with one line and no traceback, nothing written outside
the target, the target as it was, no work folder left; what a bomb writes bounded by what its
manifest declares, and most refused before a byte is written. The genuine archive restores (its
shard under a `shard-N` that the restore's own ACTIVE names). A restore killed half way leaves a
work folder the next one removes, once its process is gone. And the review's reproduction: a
vector root whose ACTIVE names a folder outside, then an optimization: the folder keeps its files."""

from __future__ import annotations

import asyncio
import os
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path

import pytest

from rag_context.backends.vectors.edge import EdgeVectorIndex
from rag_context.backends.vectors.edge.shards import ACTIVE_FILE, ActiveShardInvalid
from rag_context.backup import archive as archive_module
from rag_context.backup.archive import ArchiveError
from rag_context.cli import main
from tests.backup.hostile_archives import BOMB_BYTES, CORPUS, active_outside, compact, manifest_of

# Refused only once some member was written (a checksum, or the store, checked after writing).
REFUSED_AFTER_WRITING = {"bad checksum", "bomb listed with a wrong checksum", "garbage store", "damaged store", "foreign store", "planted trigger"}
WHY = {
    "traversal": "unsafe path", "absolute path": "unsafe path", "symlink": "symbolic link", "hardlink": "hard link",
    "device": "character device", "FIFO": "FIFO", "bad checksum": "checksum", "truncated": "truncated",
    "member after the manifest": "after its manifest", "ACTIVE outside": "vectors/ACTIVE", "ACTIVE through ..": "vectors/ACTIVE",
    "optimizer record and lock": "which a backup does not write", "another shard": "vectors/shard-7",
    "hidden name": "unsafe path", "duplicate member": "twice", "bomb listed with a wrong checksum": "bomb.dat does not match",
    "bomb not listed": "does not list", "bomb larger than listed": "its manifest lists",
    "manifest not JSON": "not JSON", "manifest an array": "not a JSON object", "manifest files not a list": "files",
    "manifest size a string": "files.0.size", "manifest checksum not hex": "files.0.sha256: 'zzz",
    "manifest lists a path outside": "'../x' is not of the form a backup writes", "manifest without model": "model", "manifest dimension negative": "dimension",
    "manifest generation a string": "generation", "manifest store not an object": "store",
    "manifest vectors kind unknown": "vectors.kind", "manifest snapshot file a path": "vectors.file",
    "garbage store": "store is damaged: file is not a database", "damaged store": "store is damaged",
    "foreign store": "not a rag-context store", "planted trigger": "trigger wipe that rag-context does not write", "not a tar": "damaged or truncated",
}  # fmt: skip


def rag_context(*arguments: str, env: dict[str, str] | None = None) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "rag_context.cli", *arguments], capture_output=True, text=True, timeout=600,
        env={**os.environ, "HF_HUB_OFFLINE": "1", **(env or {})},
    )  # fmt: skip


@pytest.fixture(scope="module")
def genuine(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A backup of a data directory indexed (and optimized) by `rag-context index`."""
    folder = tmp_path_factory.mktemp("genuine")
    docs = folder / "docs"
    docs.mkdir()
    for number, topic in enumerate(("key rotation", "backup schedule", "circuit breaker")):
        (docs / f"{number}.md").write_text(f"# Note {number}\n\nThe {topic} of the platform is described here.\n")
    data = folder / "data"
    indexed = rag_context("index", str(docs), env={"RAG_DATA_DIR": str(data)})
    assert indexed.returncode == 0, indexed.stderr
    archive = folder / "genuine.tar.gz"
    taken = rag_context("backup", "-o", str(archive), "--data-dir", str(data))
    assert taken.returncode == 0, taken.stderr
    return archive


@pytest.fixture(scope="module")
def base(genuine: Path) -> Path:
    return compact(genuine, genuine.with_name("compact.tar.gz"))


def tree(top: Path) -> dict[str, bytes | None]:
    return {str(path.relative_to(top)): (None if path.is_dir() else path.read_bytes()) for path in sorted(top.rglob("*"))}


@dataclass
class Writes:
    """What the extraction wrote: the members it began to write, and the bytes of data it wrote."""

    members: int = 0
    data_bytes: int = 0


@pytest.fixture
def written(monkeypatch: pytest.MonkeyPatch) -> Writes:
    """The real extraction, watched."""
    writes = Writes()
    copy, spend = archive_module._copy_sparse, archive_module.DiskGuard.spend

    def copy_watched(*args, **kwargs):  # type: ignore[no-untyped-def]
        writes.members += 1
        return copy(*args, **kwargs)

    def spend_watched(self, size):  # type: ignore[no-untyped-def]
        writes.data_bytes += size
        return spend(self, size)

    monkeypatch.setattr(archive_module, "_copy_sparse", copy_watched)
    monkeypatch.setattr(archive_module.DiskGuard, "spend", spend_watched)
    return writes


def restore_in_process(archive: Path, target: Path, capsys: pytest.CaptureFixture[str]) -> tuple[int, str, str]:
    code = main(["restore", str(archive), "--data-dir", str(target)])
    out, err = capsys.readouterr()
    return code, out, err


@pytest.mark.parametrize("case", sorted(CORPUS))
def test_a_hostile_archive_is_refused_with_one_line_and_changes_nothing(
    case: str, base: Path, tmp_path: Path, written: Writes, capsys: pytest.CaptureFixture[str]
) -> None:
    outside = tmp_path / "outside"
    outside.mkdir()
    (outside / "precious.txt").write_text("not the service's")
    hostile = CORPUS[case](base, tmp_path / "hostile.tar.gz", outside)
    target = tmp_path / "target"
    if case in ("ACTIVE outside", "garbage store"):
        target.mkdir()  # an empty target the operator made: it stays, empty
    before = tree(tmp_path)
    code, out, err = restore_in_process(hostile, target, capsys)
    assert code == 1 and out == "", (out, err)
    assert len(err.splitlines()) == 1 and err.startswith("rag-context: restore refused: "), err
    assert WHY[case] in err, err
    assert "Traceback" not in err
    assert tree(tmp_path) == before  # the target, the outside folder, and all beside them as they were
    if case not in REFUSED_AFTER_WRITING:
        assert written.members == 0, "refused before a byte was written"
    declared = sum(entry["size"] for entry in manifest_of(base)["files"])
    assert written.data_bytes <= declared + (BOMB_BYTES if case == "bomb listed with a wrong checksum" else 0)


def test_the_genuine_archive_restores_with_an_active_of_its_own(genuine: Path, tmp_path: Path) -> None:
    target = tmp_path / "restored"
    restored = rag_context("restore", str(genuine), "--data-dir", str(target))
    assert restored.returncode == 0, restored.stderr
    assert "consistent" in restored.stdout
    vectors = target / "vectors"
    assert (vectors / ACTIVE_FILE).read_text() == "shard-1"
    assert [entry.name for entry in vectors.iterdir() if entry.name.startswith("shard-")] == ["shard-1"]
    assert not (vectors / "optimizer.json").exists() or "notBefore" in (vectors / "optimizer.json").read_text()
    assert (vectors / "shard-1" / "edge_config.json").is_file()
    listed = rag_context("ls", env={"RAG_DATA_DIR": str(target)})
    assert listed.returncode == 0 and len(listed.stdout.splitlines()) == 4, listed.stdout


def test_a_restore_stops_before_the_disk_fills(genuine: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    free = archive_module.DISK_RESERVE_BYTES + 1024
    monkeypatch.setattr(archive_module.shutil, "disk_usage", lambda _: archive_module.shutil._ntuple_diskusage(10 * free, 9 * free, free))
    target = tmp_path / "target"
    code, out, err = restore_in_process(genuine, target, capsys)
    assert code == 1 and len(err.splitlines()) == 1 and "MiB free: the restore stopped before filling it" in err, err
    assert sorted(path.name for path in tmp_path.iterdir()) == []


def dead_pid() -> int:
    process = subprocess.Popen([sys.executable, "-c", "pass"])
    process.wait()
    return process.pid


def test_the_work_folder_of_a_killed_restore_is_removed_by_the_next_once_its_process_is_gone(genuine: Path, tmp_path: Path) -> None:
    target = tmp_path / "data"
    dead = tmp_path / f".data.restoring-{dead_pid()}"
    (dead / "vectors").mkdir(parents=True)
    (dead / "vectors" / "half.dat").write_bytes(b"x" * 4096)
    alive = tmp_path / f".data.restoring-{os.getppid()}"  # a restore under way in a live process
    alive.mkdir()
    outside = tmp_path / "outside"
    outside.mkdir()
    (outside / "precious.txt").write_text("keep")
    link = tmp_path / f".data.restoring-{dead_pid()}"
    link.symlink_to(outside, target_is_directory=True)
    restored = rag_context("restore", str(genuine), "--data-dir", str(target))
    assert restored.returncode == 0, restored.stderr
    assert not dead.exists() and alive.is_dir() and not link.exists() and not link.is_symlink()
    assert (outside / "precious.txt").read_text() == "keep"


def test_the_reviews_reproduction_active_outside_then_an_optimization_leaves_the_folder_whole(
    genuine: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """The archive whose ACTIVE names a folder outside is refused; and a vector root whose ACTIVE
    names it anyway (written by other means) is never opened, so no optimization removes it."""
    outside = tmp_path / "some" / "other" / "folder"
    outside.mkdir(parents=True)
    for number in range(5):
        (outside / f"file-{number}.txt").write_text(f"file {number}")
    hostile = active_outside(genuine, tmp_path / "hostile.tar.gz", outside)
    code, _, err = restore_in_process(hostile, tmp_path / "restored", capsys)
    assert code == 1 and "vectors/ACTIVE" in err
    assert not (tmp_path / "restored").exists()

    target = tmp_path / "restored"
    code, _, err = restore_in_process(genuine, target, capsys)
    assert code == 0, err
    (target / "vectors" / ACTIVE_FILE).write_text(str(outside))

    async def optimize() -> None:
        index = EdgeVectorIndex.open(target / "vectors", 384)
        try:
            await index.optimize()
        finally:
            await index.close()

    with pytest.raises(ActiveShardInvalid, match="not a shard of this directory"):
        asyncio.run(optimize())
    assert sorted(path.name for path in outside.iterdir()) == [f"file-{number}.txt" for number in range(5)]
    assert (target / "vectors" / "shard-1" / "edge_config.json").is_file()


def test_a_production_archive_is_accepted_for_its_dumps_and_snapshot_only() -> None:
    from rag_context.backends.stores.mongo.dump import DUMPED_COLLECTIONS
    from rag_context.backends.vectors.qdrant_server import SNAPSHOT_FILE
    from rag_context.backup.restore import server_acceptance
    from rag_context.config import load_settings

    settings = load_settings(_env_file=None, mongodb_uri="mongodb://127.0.0.1:1", qdrant_url="http://127.0.0.1:1")
    manifest = {
        "model": settings.embedder_model_name, "dimension": 384, "generation": 0,
        "store": {"kind": "mongodb"}, "vectors": {"kind": "qdrant-server", "file": SNAPSHOT_FILE},
    }  # fmt: skip
    allowed = server_acceptance(settings, 384, False)(manifest)
    assert all(allowed(f"store/{name}.bson") for name in DUMPED_COLLECTIONS) and allowed(f"vectors/{SNAPSHOT_FILE}")
    assert not any(allowed(path) for path in ("store/other.bson", "vectors/ACTIVE", "store/rag-context.sqlite3", "vectors/x.snapshot"))
    rebuild = {**manifest, "vectors": {"kind": "rebuild"}}
    assert not server_acceptance(settings, 384, False)(rebuild)(f"vectors/{SNAPSHOT_FILE}")
    with pytest.raises(ArchiveError, match="vectors.file"):
        server_acceptance(settings, 384, False)({**manifest, "vectors": {"kind": "qdrant-server", "file": "../../etc/passwd"}})
