"""The backup archive: one gzip'd tar whose last member is `manifest.json`.

The manifest lists every other member with its size and SHA-256, so that an archive is whole only
when its manifest is there and every file it names reads back with the same digest: a truncated or
damaged archive (a download cut short, a disk that lost a block, a snapshot killed half way) is
refused as a whole, never half restored. Archives are written to `NAME.partial`, synced, and renamed
into place: a reader never sees an archive that is still being written under its final name.

Files with holes (Qdrant Edge preallocates its segment files) cost nothing in the archive (gzip of
zeros) and are given back sparse on extraction: runs of zero blocks are skipped with a seek.

An archive to extract is input from outside, and is read as one: it gives only what a backup
writes. The reader names which member paths a backup writes (`Acceptance`: given the manifest, it
checks what the manifest says and answers which paths it accepts); the manifest is checked against
its schema (one line naming the first field that is wrong, never a traceback); a member is a
regular file with a plain relative path, once. Extraction reads the archive twice: the first pass
writes nothing and finds the manifest (the last member: the whole stream is decompressed, not
hashed) and checks every member's name, type and size against it; the second writes each member,
never more than the size its manifest lists, compares its checksum as soon as it is written (a
member that is not what the manifest says stops the extraction there), and stops before the disk
is down to `DISK_RESERVE_BYTES`. So a bomb writes at most what its manifest declares, and never
fills the disk.
"""

from __future__ import annotations

import contextlib
import hashlib
import io
import json
import os
import re
import shutil
import tarfile
import zlib
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path, PurePosixPath
from typing import IO, Any, Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from rag_context.backends.removal import remove_child

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
MAX_FILES = 1_000_000  # a shard of millions of points has some thousands of files
MAX_FILE_BYTES = 1 << 40
# Extraction stops before the disk it writes to has less than this free (for the service and the rest).
DISK_RESERVE_BYTES = 256 * 1024 * 1024
DISK_CHECK_BYTES = 16 * 1024 * 1024  # the free disk is read again after this many bytes written
# A member's path: plain names (letters, digits, ".", "_", "-"; not starting with a dot) joined by "/".
PLAIN_NAME = r"[A-Za-z0-9_][A-Za-z0-9._-]{0,254}"
PLAIN_PATH = re.compile(rf"{PLAIN_NAME}(/{PLAIN_NAME})*")


class ArchiveError(Exception):
    """The archive cannot be used: damaged, truncated, not a backup, or not of this format version."""


class FileEntry(BaseModel):
    """A file of the archive, as its manifest lists it."""

    model_config = ConfigDict(strict=True, extra="forbid", frozen=True)

    path: str = Field(pattern=f"^{PLAIN_PATH.pattern}$", max_length=4096)  # relative, POSIX separators
    size: int = Field(ge=0, le=MAX_FILE_BYTES)
    sha256: str = Field(pattern=r"^[0-9a-f]{64}$")

    def as_dict(self) -> dict[str, Any]:
        return {"path": self.path, "size": self.size, "sha256": self.sha256}


class ArchiveManifest(BaseModel):
    """The format's part of a manifest; the rest (what the backup holds) is the reader's to check."""

    model_config = ConfigDict(strict=True, extra="allow")

    format: Literal["rag-context-backup"]
    formatVersion: Literal[1]  # noqa: N815 - the manifest's own name
    files: list[FileEntry] = Field(max_length=MAX_FILES)


# Given a manifest (checked against ArchiveManifest), check what it says of the backup (raising
# ArchiveError) and answer which member paths are accepted.
Acceptance = Callable[[dict[str, Any]], Callable[[str], bool]]


def accept_any(manifest: dict[str, Any]) -> Callable[[str], bool]:
    """Every plain path (the format alone; a restore names what its backup writes)."""
    return lambda path: True


def schema_error(what: str, error: ValidationError) -> ArchiveError:
    """One line for the first thing a model refused (never a traceback)."""
    first = error.errors()[0]
    where = ".".join(str(part) for part in first["loc"]) or "(top)"
    if first["type"] == "string_pattern_mismatch":  # the pattern itself says nothing to an operator
        return ArchiveError(f"{what}: {where}: {str(first['input'])[:200]!r} is not of the form a backup writes")
    return ArchiveError(f"{what}: {where}: {first['msg']}")


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
        try:
            entries.append(FileEntry(path=relative, size=path.stat().st_size, sha256=sha256_of(path)))
        except ValidationError as error:  # a name no restore would accept: refused now, not at the restore
            raise schema_error(f"{relative!r} cannot be archived", error) from None
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


def _member_path(archive_name: str, member: tarfile.TarInfo) -> PurePosixPath:
    """A member's path, refused unless it is plain (relative, no `..`, no empty or dot-led part,
    nothing a terminal or a shell would read otherwise)."""
    name = member.name
    if not PLAIN_PATH.fullmatch(name) or ".." in name.split("/"):
        raise ArchiveError(f"{archive_name} holds an unsafe path: {name!r}")
    return PurePosixPath(name)


MEMBER_KINDS = {
    tarfile.SYMTYPE: "a symbolic link", tarfile.LNKTYPE: "a hard link", tarfile.CHRTYPE: "a character device",
    tarfile.BLKTYPE: "a block device", tarfile.FIFOTYPE: "a FIFO", tarfile.CONTTYPE: "a contiguous file",
    tarfile.GNUTYPE_SPARSE: "a sparse file", tarfile.REGTYPE: "a sparse file",
}  # fmt: skip


@dataclass
class _Members:
    """What one pass over an archive saw, member by member."""

    archive_name: str
    sizes: dict[str, int] = field(default_factory=dict)  # path -> size in its header
    digests: dict[str, str] = field(default_factory=dict)  # path -> SHA-256 of its data (when read)
    manifest_body: bytes | None = None

    def admit(self, member: tarfile.TarInfo) -> bool:
        """Check one member (before its data is read); False for a folder, which is skipped."""
        if self.manifest_body is not None:
            raise ArchiveError(f"{self.archive_name} has members after its manifest: not an archive this tool wrote")
        _member_path(self.archive_name, member)
        if member.isdir():
            return False
        if member.type not in (tarfile.REGTYPE, tarfile.AREGTYPE) or member.sparse is not None:
            kind = MEMBER_KINDS.get(member.type, f"of tar type {member.type!r}")
            raise ArchiveError(f"{self.archive_name} holds {member.name!r}, which is {kind}, not a regular file")
        if member.name in self.sizes:
            raise ArchiveError(f"{self.archive_name} holds {member.name!r} twice: not an archive this tool wrote")
        if member.name != MANIFEST:
            self.sizes[member.name] = member.size
        return True

    def read_manifest(self, source: IO[bytes], member: tarfile.TarInfo) -> dict[str, Any]:
        if member.size > MAX_MANIFEST_BYTES:
            raise ArchiveError(f"{self.archive_name}'s manifest is too large to be ours")
        body = source.read()
        if len(body) != member.size:
            raise ArchiveError(f"{self.archive_name} ends inside its manifest: it is truncated")
        self.manifest_body = body
        try:
            manifest = json.loads(body)
        except ValueError as error:
            raise ArchiveError(f"{self.archive_name}'s manifest is not JSON: {error}") from error
        if not isinstance(manifest, dict):
            raise ArchiveError(f"{self.archive_name}'s manifest is not a JSON object")
        return manifest


def _listed_files(name: str, manifest: dict[str, Any], accept: Acceptance) -> tuple[dict[str, FileEntry], Callable[[str], bool]]:
    """The manifest's files by path, once its format, its schema and the reader's acceptance held."""
    if manifest.get("format") != FORMAT:
        raise ArchiveError(f"{name} is not a rag-context backup")
    if manifest.get("formatVersion") != FORMAT_VERSION:
        raise ArchiveError(
            f"{name} is a backup of format version {manifest.get('formatVersion')!r}; this rag-context reads version {FORMAT_VERSION}"
        )
    try:
        files = ArchiveManifest.model_validate(manifest).files
    except ValidationError as error:
        raise schema_error(f"{name}'s manifest is not a backup's", error) from None
    allowed = accept(manifest)
    listed: dict[str, FileEntry] = {}
    for entry in files:
        if entry.path in listed or entry.path == MANIFEST:
            raise ArchiveError(f"{name}'s manifest lists {entry.path!r} twice")
        if ".." in entry.path.split("/") or not allowed(entry.path):
            raise ArchiveError(f"{name} lists {entry.path!r}, which a backup does not write")
        listed[entry.path] = entry
    return listed, allowed


def _compare(name: str, listed: dict[str, FileEntry], members: _Members, allowed: Callable[[str], bool]) -> None:
    """Every member what the manifest lists (its size, and its digest when read), and no other."""
    for path in members.sizes:
        if not allowed(path):
            raise ArchiveError(f"{name} holds {path!r}, which a backup does not write")
    extra = sorted(set(members.sizes) - set(listed))
    if extra:
        raise ArchiveError(f"{name} holds files its manifest does not list ({', '.join(map(repr, extra[:3]))}): it is damaged")
    for path, entry in listed.items():
        if path not in members.sizes:
            raise ArchiveError(f"{name} lacks {path}, which its manifest lists: it is damaged")
        if members.sizes[path] != entry.size:
            raise ArchiveError(f"{name}: {path} holds {members.sizes[path]:,} bytes, its manifest lists {entry.size:,}: the archive is damaged")
        if members.digests.get(path, entry.sha256) != entry.sha256:
            raise ArchiveError(f"{name}: {path} does not match its checksum: the archive is damaged")


def _scan(archive: Path, accept: Acceptance, digests: bool) -> tuple[dict[str, Any], dict[str, FileEntry], Callable[[str], bool], bytes]:
    """One pass that writes nothing: the manifest, checked, and every member against it (with
    `digests`, their data hashed too)."""
    if not archive.is_file():
        raise ArchiveError(f"{archive} is not a file")
    members = _Members(archive.name)
    manifest: dict[str, Any] | None = None
    with _open_tar(archive) as tar:
        for member in tar:
            if not members.admit(member):
                continue
            if member.name == MANIFEST:
                manifest = members.read_manifest(_data(tar, member), member)
            elif digests:
                members.digests[member.name] = _digest_only(_data(tar, member), member.size, member.name)
            else:  # read through in large blocks: tarfile's own skipping reads 10 KiB at a time (3.5x slower)
                _drain(_data(tar, member), member.size, member.name)
    if manifest is None or members.manifest_body is None:
        raise ArchiveError(f"{archive.name} has no manifest: it is truncated, or not a rag-context backup")
    listed, allowed = _listed_files(archive.name, manifest, accept)
    _compare(archive.name, listed, members, allowed)
    return manifest, listed, allowed, members.manifest_body


def _data(tar: tarfile.TarFile, member: tarfile.TarInfo) -> IO[bytes]:
    source = tar.extractfile(member)
    assert source is not None  # a regular file (admitted)
    return source


@dataclass
class DiskGuard:
    """Stops an extraction before the disk under `folder` has less than `reserve` bytes free."""

    folder: Path
    reserve: int = DISK_RESERVE_BYTES
    unchecked: int = DISK_CHECK_BYTES  # bytes written since the free disk was last read

    def spend(self, size: int) -> None:
        self.unchecked += size
        if self.unchecked < DISK_CHECK_BYTES:
            return
        self.unchecked = 0
        free = shutil.disk_usage(self.folder).free
        if free - size < self.reserve:
            raise ArchiveError(
                f"the disk of {self.folder} is down to {free >> 20} MiB free: the restore stopped before filling it "
                f"(it leaves {self.reserve >> 20} MiB)"
            )


def _extract(archive: Path, folder: Path, listed: dict[str, FileEntry], allowed: Callable[[str], bool], manifest_body: bytes) -> None:
    """The second pass: each member written under `folder`, bounded by its listed size and the free
    disk, its checksum compared as soon as it is written."""
    members = _Members(archive.name)
    guard = DiskGuard(folder)
    changed = f"{archive.name} changed while it was read"
    with _open_tar(archive) as tar:
        for member in tar:
            if not members.admit(member):
                continue
            if member.name == MANIFEST:
                members.read_manifest(_data(tar, member), member)
                if members.manifest_body != manifest_body:
                    raise ArchiveError(changed)
                continue
            entry = listed.get(member.name)
            if entry is None or member.size != entry.size or not allowed(member.name):
                raise ArchiveError(changed)
            target = folder.joinpath(*PurePosixPath(member.name).parts)
            try:
                target.parent.mkdir(parents=True, exist_ok=True)
            except (FileExistsError, NotADirectoryError) as error:
                raise ArchiveError(f"{archive.name} holds {member.name!r} inside a file") from error
            if _copy_sparse(_data(tar, member), target, member.size, guard) != entry.sha256:
                raise ArchiveError(f"{archive.name}: {member.name} does not match its checksum: the archive is damaged")
    if members.manifest_body is None or set(members.sizes) != set(listed):
        raise ArchiveError(changed)


def read_archive(archive: Path, extract_to: Path | None = None, accept: Acceptance = accept_any) -> dict[str, Any]:
    """Check `archive` whole and return its manifest; with `extract_to` (an empty folder), also
    write its files there (sparse). Raises ArchiveError, naming what is wrong, for any damage: a
    missing or unreadable manifest, a file missing, extra, of another size or digest, a truncation,
    a member that is not a plain regular file, or one `accept` does not accept."""
    if extract_to is None:
        manifest, *_ = _scan(archive, accept, digests=True)
        return manifest
    manifest, listed, allowed, body = _scan(archive, accept, digests=False)  # nothing written yet
    _extract(archive, extract_to, listed, allowed, body)
    return manifest


def _copy_sparse(source: IO[bytes], target: Path, size: int, guard: DiskGuard) -> str:
    """Copy `size` bytes to the new file `target`, skipping (seeking over) blocks of zeros; returns the SHA-256."""
    digest = hashlib.sha256()
    zeros = bytes(SPARSE_BLOCK)
    remaining = size
    with target.open("xb") as out:
        while remaining > 0:
            block = source.read(min(SPARSE_BLOCK, remaining))
            if not block:
                raise ArchiveError(f"the archive ends inside {target.name}: it is truncated")
            digest.update(block)
            remaining -= len(block)
            if block == zeros[: len(block)]:
                out.seek(len(block), os.SEEK_CUR)
            else:
                guard.spend(len(block))
                out.write(block)
        out.truncate(size)
        out.flush()
        os.fsync(out.fileno())
    return digest.hexdigest()


def _drain(source: IO[bytes], size: int, name: str, digest: Any = None) -> None:
    """Read `size` bytes of a member (into `digest`, when given)."""
    remaining = size
    while remaining > 0:
        block = source.read(min(BLOCK, remaining))
        if not block:
            raise ArchiveError(f"the archive ends inside {name}: it is truncated")
        if digest is not None:
            digest.update(block)
        remaining -= len(block)


def _digest_only(source: IO[bytes], size: int, name: str) -> str:
    digest = hashlib.sha256()
    _drain(source, size, name, digest)
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


WORK_SUFFIX = ".restoring-"


def _work_folders(target: Path) -> Iterator[tuple[Path, int]]:
    """The work folders of restores into `target` (`.NAME.restoring-PID` beside it), with their PIDs."""
    prefix = f".{target.name}{WORK_SUFFIX}"
    for entry in target.parent.iterdir():
        pid = entry.name[len(prefix):]
        if entry.name.startswith(prefix) and pid.isdigit():
            yield entry, int(pid)


def _alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:  # another user's process
        return True
    return True


def remove_dead_work_folders(target: Path) -> list[Path]:
    """Remove what restores into `target` that were killed left (their process is gone); a restore
    under way (its process alive) keeps its folder. Returns the folders removed."""
    removed = []
    for entry, pid in list(_work_folders(target)):
        if pid == os.getpid() or not _alive(pid):
            remove_child(target.parent, entry)
            removed.append(entry)
    return removed


def extract_archive(archive: Path, target: Path, arrange: Callable[[Path, dict[str, Any]], None] | None = None, accept: Acceptance = accept_any) -> dict[str, Any]:
    """Extract a checked archive into `target`, which must not exist or be empty: the files are
    written to a sibling folder first and moved into place only once every checksum held (and
    `arrange`, given the folder and the manifest, laid them out or refused them), so a damaged
    archive leaves nothing behind, and `target` as it was. The work folder of an earlier restore
    that was killed is removed first (only once its process is gone)."""
    if target.exists() and (not target.is_dir() or target.is_symlink() or any(target.iterdir())):
        raise ArchiveError(f"{target} is not empty: restore into a new or empty directory")
    target.parent.mkdir(parents=True, exist_ok=True)
    remove_dead_work_folders(target)
    work = target.with_name(f".{target.name}{WORK_SUFFIX}{os.getpid()}")
    work.mkdir()
    try:
        manifest = read_archive(archive, extract_to=work, accept=accept)
        if arrange is not None:
            arrange(work, manifest)
        for directory in sorted({p.parent for p in work.rglob("*")} | {work}, key=lambda p: len(p.parts), reverse=True):
            fsync_path(directory)
        if target.exists():
            target.rmdir()
        os.replace(work, target)
        fsync_path(target.parent)
    except BaseException:
        remove_child(target.parent, work, ignore_errors=True)
        raise
    return manifest
