"""The archive format: whole or refused, sparse files given back sparse, nothing half-extracted."""

from __future__ import annotations

import gzip
import json
import os
import tarfile
from pathlib import Path

import pytest

from rag_context.backup.archive import MANIFEST, ArchiveError, extract_archive, read_archive, write_archive


def make_staging(root: Path) -> Path:
    staging = root / "staging"
    (staging / "store").mkdir(parents=True)
    (staging / "store" / "db").write_bytes(os.urandom(300_000))
    (staging / "vectors" / "segments").mkdir(parents=True)
    (staging / "vectors" / "segments" / "a.dat").write_text("segment a\n" * 1000)
    sparse = staging / "vectors" / "segments" / "holes.dat"
    with sparse.open("wb") as out:  # 8 MiB with 2 small data blocks: like Edge's preallocated files
        out.write(b"head" * 100)
        out.seek(4 * 1024 * 1024)
        out.write(b"middle" * 100)
        out.truncate(8 * 1024 * 1024)
    return staging


def test_round_trip_keeps_every_byte_and_gives_holes_back(tmp_path: Path) -> None:
    staging = make_staging(tmp_path)
    archive = tmp_path / "b.tar.gz"
    size = write_archive(staging, {"model": "m", "dimension": 3}, archive)
    assert size == archive.stat().st_size
    assert size < 1_000_000, "the holes of a sparse file must not cost their size in the archive"
    assert not list(tmp_path.glob("*.partial"))

    restored = tmp_path / "restored"
    manifest = extract_archive(archive, restored)
    assert manifest["model"] == "m"
    assert sorted(f["path"] for f in manifest["files"]) == ["store/db", "vectors/segments/a.dat", "vectors/segments/holes.dat"]
    for relative in ("store/db", "vectors/segments/a.dat", "vectors/segments/holes.dat"):
        assert (restored / relative).read_bytes() == (staging / relative).read_bytes()
    holes = restored / "vectors/segments/holes.dat"
    assert holes.stat().st_size == 8 * 1024 * 1024
    assert holes.stat().st_blocks * 512 < 1024 * 1024, "restored sparse"
    assert not list(tmp_path.glob(".restored.restoring-*"))


@pytest.mark.parametrize("keep_fraction", [0.1, 0.5, 0.9, 0.999])
def test_a_truncated_archive_is_refused_and_leaves_nothing(tmp_path: Path, keep_fraction: float) -> None:
    archive = tmp_path / "b.tar.gz"
    write_archive(make_staging(tmp_path), {}, archive)
    data = archive.read_bytes()
    cut = tmp_path / "cut.tar.gz"
    cut.write_bytes(data[: int(len(data) * keep_fraction)])
    with pytest.raises(ArchiveError, match="truncated|damaged"):
        read_archive(cut)
    target = tmp_path / "target"
    with pytest.raises(ArchiveError):
        extract_archive(cut, target)
    assert not target.exists()
    assert [p.name for p in tmp_path.iterdir() if p.name.startswith(".")] == []


def rewrite(archive: Path, change) -> Path:  # noqa: ANN001 - a test helper
    """A copy of `archive` with its members passed through `change(name, bytes) -> (name, bytes) | None`."""
    members = []
    with tarfile.open(archive, "r:gz") as tar:
        for member in tar:
            data = tar.extractfile(member).read()  # type: ignore[union-attr]
            changed = change(member.name, data)
            if changed is not None:
                members.append(changed)
    out = archive.with_name("changed.tar.gz")
    with tarfile.open(out, "w:gz") as tar:
        for name, data in members:
            info = tarfile.TarInfo(name)
            info.size = len(data)
            import io

            tar.addfile(info, io.BytesIO(data))
    return out


def test_a_changed_byte_is_caught_by_its_checksum(tmp_path: Path) -> None:
    archive = tmp_path / "b.tar.gz"
    write_archive(make_staging(tmp_path), {}, archive)

    def flip(name: str, data: bytes):  # noqa: ANN202
        if name == "vectors/segments/a.dat":
            data = b"X" + data[1:]
        return name, data

    with pytest.raises(ArchiveError, match="vectors/segments/a.dat does not match its checksum"):
        read_archive(rewrite(archive, flip))


def test_missing_extra_and_unsafe_members_are_refused(tmp_path: Path) -> None:
    archive = tmp_path / "b.tar.gz"
    write_archive(make_staging(tmp_path), {}, archive)
    with pytest.raises(ArchiveError, match="lacks store/db"):
        read_archive(rewrite(archive, lambda n, d: None if n == "store/db" else (n, d)))
    with pytest.raises(ArchiveError, match="has no manifest"):
        read_archive(rewrite(archive, lambda n, d: None if n == MANIFEST else (n, d)))

    def smuggle(name: str, data: bytes):  # noqa: ANN202
        return ("../evil" if name == "store/db" else name), data

    target = tmp_path / "t"
    with pytest.raises(ArchiveError, match="unsafe path"):
        extract_archive(rewrite(archive, smuggle), target)
    assert not (tmp_path / "evil").exists() and not target.exists()


def test_not_a_backup_and_other_versions_are_refused(tmp_path: Path) -> None:
    plain = tmp_path / "plain.tar.gz"
    with gzip.open(plain, "wb") as out:
        out.write(b"not a tar at all" * 100)
    with pytest.raises(ArchiveError):
        read_archive(plain)
    archive = tmp_path / "b.tar.gz"
    write_archive(make_staging(tmp_path), {}, archive)

    def future(name: str, data: bytes):  # noqa: ANN202
        if name == MANIFEST:
            manifest = json.loads(data)
            manifest["formatVersion"] = 99
            data = json.dumps(manifest).encode()
        return name, data

    with pytest.raises(ArchiveError, match="format version 99"):
        read_archive(rewrite(archive, future))


def test_restore_refuses_a_directory_that_is_not_empty(tmp_path: Path) -> None:
    archive = tmp_path / "b.tar.gz"
    write_archive(make_staging(tmp_path), {}, archive)
    target = tmp_path / "busy"
    target.mkdir()
    (target / "keep.txt").write_text("mine")
    with pytest.raises(ArchiveError, match="not empty"):
        extract_archive(archive, target)
    assert (target / "keep.txt").read_text() == "mine"
    empty = tmp_path / "empty"
    empty.mkdir()
    extract_archive(archive, empty)
    assert (empty / "store" / "db").exists()
