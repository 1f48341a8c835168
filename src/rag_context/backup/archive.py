"""The backup archive: one gzip'd tar whose last member is `manifest.json`.

The manifest lists every other member with its size and SHA-256, so that an archive is whole only
when its manifest is there and every file it names reads back with the same digest: a truncated or
damaged archive (a download cut short, a disk that lost a block, a snapshot killed half way) is
refused as a whole, never half restored. Archives are written to `NAME.partial`, synced, and renamed
into place: a reader never sees an archive that is still being written under its final name.

Files with holes (Qdrant Edge preallocates its segment files) cost nothing in the archive (gzip of
zeros) and are given back sparse on extraction: runs of zero blocks are skipped with a seek.
"""

from __future__ import annotations

import contextlib
import hashlib
import io
import json
import os
import shutil
import tarfile
import zlib
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path, PurePosixPath
from typing import IO, Any

FORMAT = "rag-context-backup"
FORMAT_VERSION = 1
MANIFEST = "manifest.json"
PARTIAL_SUFFIX = ".partial"
# Fast beats small here: the archive is written while the service serves, on a shared CPU, and the
# holes of the shard's files (the bulk of a dense copy) shrink to nothing at any level.
COMPRESS_LEVEL = 1
BLOCK = 1 << 20
SPARSE_BLOCK = 64 * 1024
# A manifest is small: a bigger one is not ours (and is not read into memory whole).
MAX_MANIFEST_BYTES = 16 * 1024 * 1024


class ArchiveError(Exception):
    """The archive cannot be used: damaged, truncated, not a backup, or not of this format version."""


@dataclass(frozen=True, slots=True)
class FileEntry:
    path: str  # relative, POSIX separators
    size: int
    sha256: str

    def as_dict(self) -> dict[str, Any]:
        return {"path": self.path, "size": self.size, "sha256": self.sha256}


def sha256_of(path: Path) -> str:
    digest = hashlib.sha256()
    with path.open("rb") as source:
        while block := source.read(BLOCK):
            digest.update(block)
    return digest.hexdigest()


def list_files(root: Path) -> list[FileEntry]:
    """Every regular file under `root`, in a stable order, with its digest."""
    entries = []
    for path in sorted(p for p in root.rglob("*") if p.is_file()):
        relative = path.relative_to(root).as_posix()
        entries.append(FileEntry(relative, path.stat().st_size, sha256_of(path)))
    return entries


def fsync_path(path: Path) -> None:
    descriptor = os.open(path, os.O_RDONLY)
    try:
        os.fsync(descriptor)
    finally:
        os.close(descriptor)


def write_archive(staging: Path, manifest: dict[str, Any], target: Path) -> int:
    """Pack every file under `staging` and then `manifest` (to which the file list is added) into
    `target`, durably: written as `target.partial`, synced, renamed, the directory synced. Returns the
    archive's size in bytes."""
    files = list_files(staging)
    manifest = {**manifest, "format": FORMAT, "formatVersion": FORMAT_VERSION, "files": [f.as_dict() for f in files]}
    partial = target.with_name(target.name + PARTIAL_SUFFIX)
    try:
        with partial.open("wb") as raw:
            with tarfile.open(fileobj=raw, mode="w:gz", compresslevel=COMPRESS_LEVEL, format=tarfile.PAX_FORMAT) as tar:
                for entry in files:
                    tar.add(staging / entry.path, arcname=entry.path, recursive=False)
                body = json.dumps(manifest, indent=2, sort_keys=True).encode("utf-8")
                info = tarfile.TarInfo(MANIFEST)
                info.size = len(body)
                info.mtime = int(os.path.getmtime(staging)) if staging.exists() else 0
                tar.addfile(info, io.BytesIO(body))
            raw.flush()
            os.fsync(raw.fileno())
        os.replace(partial, target)
        fsync_path(target.parent)
    except BaseException:
        with contextlib.suppress(OSError):
            partial.unlink()
        raise
    return target.stat().st_size


def _safe_member_path(name: str) -> PurePosixPath:
    """A member's path, refused if it could land outside the extraction folder."""
    path = PurePosixPath(name)
    if path.is_absolute() or ".." in path.parts or not path.parts:
        raise ArchiveError(f"the archive holds an unsafe path: {name!r}")
    return path


def _copy_sparse(source: IO[bytes], target: Path, size: int) -> str:
    """Copy `size` bytes to `target`, skipping (seeking over) blocks of zeros; returns the SHA-256."""
    digest = hashlib.sha256()
    zeros = bytes(SPARSE_BLOCK)
    remaining = size
    with target.open("wb") as out:
        while remaining > 0:
            block = source.read(min(SPARSE_BLOCK, remaining))
            if not block:
                raise ArchiveError(f"the archive ends inside {target.name}: it is truncated")
            digest.update(block)
            remaining -= len(block)
            if block == zeros[: len(block)]:
                out.seek(len(block), os.SEEK_CUR)
            else:
                out.write(block)
        out.truncate(size)
        out.flush()
        os.fsync(out.fileno())
    return digest.hexdigest()


def _digest_only(source: IO[bytes], size: int, name: str) -> str:
    digest = hashlib.sha256()
    remaining = size
    while remaining > 0:
        block = source.read(min(BLOCK, remaining))
        if not block:
            raise ArchiveError(f"the archive ends inside {name}: it is truncated")
        digest.update(block)
        remaining -= len(block)
    return digest.hexdigest()


@contextlib.contextmanager
def _open_tar(archive: Path) -> Iterator[tarfile.TarFile]:
    try:
        with tarfile.open(archive, mode="r|gz") as tar:
            yield tar
    except ArchiveError:
        raise
    except (tarfile.TarError, EOFError, OSError, zlib.error) as error:
        raise ArchiveError(f"{archive.name} is damaged or truncated ({type(error).__name__}: {error})") from error


def read_archive(archive: Path, extract_to: Path | None = None) -> dict[str, Any]:
    """Check `archive` whole and return its manifest; with `extract_to` (an empty folder), also
    write its files there (sparse). Raises ArchiveError, naming what is wrong, for any damage: a
    missing or unreadable manifest, a file missing, extra, of another size or digest, a truncation."""
    if not archive.is_file():
        raise ArchiveError(f"{archive} is not a file")
    seen: dict[str, tuple[int, str]] = {}
    manifest: dict[str, Any] | None = None
    with _open_tar(archive) as tar:
        for member in tar:
            if manifest is not None:
                raise ArchiveError(f"{archive.name} has members after its manifest: not an archive this tool wrote")
            path = _safe_member_path(member.name)
            if member.isdir():
                continue
            if not member.isfile():
                raise ArchiveError(f"{archive.name} holds {member.name!r}, which is not a regular file")
            source = tar.extractfile(member)
            assert source is not None
            if member.name == MANIFEST:
                if member.size > MAX_MANIFEST_BYTES:
                    raise ArchiveError(f"{archive.name}'s manifest is too large to be ours")
                body = source.read()
                if len(body) != member.size:
                    raise ArchiveError(f"{archive.name} ends inside its manifest: it is truncated")
                try:
                    manifest = json.loads(body)
                except ValueError as error:
                    raise ArchiveError(f"{archive.name}'s manifest is not JSON: {error}") from error
                continue
            if extract_to is not None:
                target = extract_to.joinpath(*path.parts)
                target.parent.mkdir(parents=True, exist_ok=True)
                seen[member.name] = (member.size, _copy_sparse(source, target, member.size))
            else:
                seen[member.name] = (member.size, _digest_only(source, member.size, member.name))
    if manifest is None:
        raise ArchiveError(f"{archive.name} has no manifest: it is truncated, or not a rag-context backup")
    _check_manifest(archive.name, manifest, seen)
    return manifest


def _check_manifest(name: str, manifest: dict[str, Any], seen: dict[str, tuple[int, str]]) -> None:
    if manifest.get("format") != FORMAT:
        raise ArchiveError(f"{name} is not a rag-context backup")
    if manifest.get("formatVersion") != FORMAT_VERSION:
        raise ArchiveError(
            f"{name} is a backup of format version {manifest.get('formatVersion')}; this rag-context reads version {FORMAT_VERSION}"
        )
    listed = {entry["path"]: (entry["size"], entry["sha256"]) for entry in manifest.get("files", [])}
    for path, (size, digest) in listed.items():
        if path not in seen:
            raise ArchiveError(f"{name} lacks {path}, which its manifest lists: it is damaged")
        if seen[path] != (size, digest):
            raise ArchiveError(f"{name}: {path} does not match its checksum: the archive is damaged")
    extra = sorted(set(seen) - set(listed))
    if extra:
        raise ArchiveError(f"{name} holds files its manifest does not list ({', '.join(extra[:3])}): it is damaged")


def extract_archive(
    archive: Path, target: Path, arrange: Callable[[Path, dict[str, Any]], None] | None = None
) -> dict[str, Any]:
    """Extract a checked archive into `target`, which must not exist or be empty: the files are
    written to a sibling folder first and moved into place only once every checksum held (and
    `arrange`, given the folder and the manifest, laid them out or refused them), so a damaged
    archive leaves nothing behind."""
    if target.exists() and (not target.is_dir() or any(target.iterdir())):
        raise ArchiveError(f"{target} is not empty: restore into a new or empty directory")
    target.parent.mkdir(parents=True, exist_ok=True)
    work = target.with_name(f".{target.name}.restoring-{os.getpid()}")
    if work.exists():
        shutil.rmtree(work)
    work.mkdir()
    try:
        manifest = read_archive(archive, extract_to=work)
        if arrange is not None:
            arrange(work, manifest)
        for directory in sorted({p.parent for p in work.rglob("*")} | {work}, key=lambda p: len(p.parts), reverse=True):
            fsync_path(directory)
        if target.exists():
            target.rmdir()
        os.replace(work, target)
        fsync_path(target.parent)
    except BaseException:
        shutil.rmtree(work, ignore_errors=True)
        raise
    return manifest
