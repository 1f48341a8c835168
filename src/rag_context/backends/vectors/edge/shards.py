"""The shard directories under the index's root: who owns the root (`DataRootLock`), which shard is
in use (`ACTIVE`), the copy an optimization works on (`copy_shard`), and the clean-up of what a
finished or failed optimization left.

Contract: one process at a time owns a root: it holds `LOCK_FILE` (an exclusive `flock`, released by
the kernel when the process dies, whatever kills it), and nothing under the root is removed or
replaced by a process that does not hold it. `root/ACTIVE` names the shard directory in use
(`root/shard-N`); without it the shard's files live in `root` itself (the layout before any
optimization swap). `ACTIVE` is read as a name of that form only, of a shard that is there: anything
else (a path, `..`, a shard that is gone) refuses the open with one line and removes nothing, for
the clean-up below would otherwise remove every real shard beside the one it names (see
`active_shard_dir`). Every removal is of a direct child of the root (`removal.remove_child`).
`ACTIVE` is only ever replaced atomically and durably, and only once the shard it names is on disk
whole (`copy_shard` fsyncs every file and directory it makes). Every other
`shard-N` is a leftover, removed by the owner when it opens the root; a leftover still locked by an
optimizer child (`OPTIMIZER_LOCK`, held for the child's life) is a child whose parent died: it is
killed first. Copy targets are numbered past every `shard-N` present, so a new copy never shares a
directory with anything left behind.

Where it can be cut: a crash during a copy leaves a partial `shard-N` that `ACTIVE` does not name;
a crash after `ACTIVE` moved and before the previous shard was removed leaves the previous one; both
are removed at the next open. A second process (`check`, `index`, `mcp` on a served directory) is
refused by the lock before it looks at anything, with one line naming the holder.
"""

from __future__ import annotations

import errno
import fcntl
import os
import re
import shutil
import signal
import time
from collections.abc import Iterable
from pathlib import Path

import structlog

from rag_context.backends.removal import remove_child
from rag_context.backends.vectors.edge.durability import fsync_directory, write_durably
from rag_context.backends.vectors.edge.readahead import data_ranges
from rag_context.core.ports import ConfigurationError
from rag_context.core.ports import DataRootBusy  # raised by DataRootLock (defined with the ports: the CLI maps it to an exit code)

log = structlog.get_logger(__name__)

ACTIVE_FILE = "ACTIVE"  # names the shard directory in use, once an optimization has swapped one in
SHARD_PREFIX = "shard-"
LOCK_FILE = "rag-context.lock"  # the root's owner holds it (DataRootLock)
OPTIMIZER_LOCK = "optimizer.lock"  # in a copy: held by the optimizer child working on it
OPTIMIZER_RECORD = "optimizer.json"  # the root's record of the optimizations (see optimizer.py)
# The root's own files, beside the shard's when it lives in the root itself.
ROOT_FILES = (ACTIVE_FILE, ACTIVE_FILE + ".tmp", LOCK_FILE, OPTIMIZER_RECORD, OPTIMIZER_RECORD + ".tmp")
SHARD_NAME = re.compile(r"shard-[0-9]{1,9}")  # what ACTIVE may name: a shard directory of the root
ACTIVE_MAX_BYTES = 64  # a shard's name and a newline; ACTIVE is never read further
ORPHAN_EXIT_WAIT_S = 10.0  # how long a killed orphan child may take to release its copy
COPY_CHUNK = 8 * 1024 * 1024  # bytes per copy call


class ActiveShardInvalid(ConfigurationError):
    """`ACTIVE` names no shard of the root: nothing is opened, nothing removed."""


def read_holder(path: Path) -> int | None:
    """The PID a lock holder wrote into its lock file (None when not written yet or unreadable)."""
    try:
        text = path.read_text().strip()
    except OSError:
        return None
    return int(text) if text.isdigit() else None


def _try_flock(descriptor: int) -> bool:
    try:
        fcntl.flock(descriptor, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except OSError as error:
        if error.errno in (errno.EWOULDBLOCK, errno.EAGAIN):
            return False
        raise
    return True


def _hold(path: Path) -> int | None:
    """Open and lock `path` exclusively, writing this process's PID into it; the descriptor, or None
    when another process holds it. The lock lasts as long as the descriptor (or the process)."""
    descriptor = os.open(path, os.O_RDWR | os.O_CREAT | os.O_CLOEXEC, 0o644)
    try:
        if not _try_flock(descriptor):
            os.close(descriptor)
            return None
        os.ftruncate(descriptor, 0)
        os.pwrite(descriptor, f"{os.getpid()}\n".encode(), 0)
    except BaseException:
        os.close(descriptor)
        raise
    return descriptor


class DataRootLock:
    """Exclusive ownership of a data directory by this process, for as long as it is held (a
    context manager, or `acquire` / `release`). Refused with `DataRootBusy`, one line that names the
    holder's PID and what to do, when another process holds it. Not re-entrant: one holder per
    process and directory."""

    def __init__(self, root: Path) -> None:
        self.root = root
        self.path = root / LOCK_FILE
        self._descriptor: int | None = None

    def acquire(self) -> DataRootLock:
        self.root.mkdir(parents=True, exist_ok=True)
        descriptor = _hold(self.path)
        if descriptor is None:
            holder = read_holder(self.path)
            who = f"process {holder}" if holder is not None else "another process"
            raise DataRootBusy(
                f"{self.root} is in use by {who} (a running `rag-context serve`, `mcp` or `index`); "
                f"stop it first, or go through the running service with --url (`rag-context index --url "
                f"http://HOST:PORT ...`; its /health shows the index's state)"
            )
        self._descriptor = descriptor
        return self

    def release(self) -> None:
        if self._descriptor is not None:
            os.close(self._descriptor)  # releases the flock; the file stays (unlinking it would race)
            self._descriptor = None

    @property
    def held(self) -> bool:
        return self._descriptor is not None

    def __enter__(self) -> DataRootLock:
        return self.acquire()

    def __exit__(self, *exc_info: object) -> None:
        self.release()


def hold_optimizer_lock(shard_dir: Path) -> int:
    """Taken by the optimizer child on its copy, for its whole life: a copy still locked at the next
    open is being written by a child whose parent died (see `stop_orphan`)."""
    descriptor = _hold(shard_dir / OPTIMIZER_LOCK)
    if descriptor is None:
        raise RuntimeError(f"{shard_dir} is being optimized by process {read_holder(shard_dir / OPTIMIZER_LOCK)}")
    return descriptor


def stop_orphan(shard_dir: Path) -> int | None:
    """Kill the optimizer child still working on the leftover copy `shard_dir`, if any (its parent
    died and it was not killed with it); returns its PID. Only a process that holds the copy's lock
    is killed: the PID comes from the lock file, and the lock proves the writer is still alive."""
    lock_path = shard_dir / OPTIMIZER_LOCK
    if not lock_path.exists():
        return None
    descriptor = os.open(lock_path, os.O_RDWR | os.O_CLOEXEC)
    try:
        if _try_flock(descriptor):
            return None  # nobody works on it
        holder = read_holder(lock_path)
        if holder is None or holder == os.getpid():
            return None
        try:
            os.kill(holder, signal.SIGKILL)
        except ProcessLookupError:
            pass
        deadline = time.monotonic() + ORPHAN_EXIT_WAIT_S
        while not _try_flock(descriptor) and time.monotonic() < deadline:
            time.sleep(0.05)
        log.warning("edge.orphan_optimizer_killed", pid=holder, copy=str(shard_dir))
        return holder
    finally:
        os.close(descriptor)


def active_shard_dir(root: Path) -> Path:
    """The directory of the shard in use under `root`: `root` itself until an optimization swapped
    a copy in (`root/shard-N`, named by `root/ACTIVE`). ActiveShardInvalid when ACTIVE names
    anything but a shard directory that is there.

    Why refuse rather than pick the newest `shard-N`: ACTIVE names a copy only once it is whole, so
    one that is gone or misnamed means the directory was changed outside the service (a hand, a
    disk, an archive); the newest `shard-N` may then be an optimization's copy cut half way, and
    opening it would serve, and keep, half an index. An operator who knows which shard is whole
    writes its name into ACTIVE; the documents can always be embedded again from the store."""
    marker = root / ACTIVE_FILE
    try:
        with marker.open("rb") as file:
            raw = file.read(ACTIVE_MAX_BYTES + 1)
    except FileNotFoundError:
        return root
    name = raw.decode("utf-8", "replace").strip()
    if len(raw) > ACTIVE_MAX_BYTES or not SHARD_NAME.fullmatch(name):
        problem = f"names {name[:ACTIVE_MAX_BYTES]!r}, which is not a shard of this directory (shard-N)"
    elif not (root / name).is_dir() or (root / name).is_symlink():
        problem = f"names {name}, which is not there"
    else:
        return root / name
    present = sorted(entry.name for entry in root.iterdir() if SHARD_NAME.fullmatch(entry.name) and entry.is_dir())
    raise ActiveShardInvalid(
        f"{marker} {problem}; shards present: {', '.join(present) or 'none'}. Nothing was opened or removed: "
        f"write the name of the whole shard to use into it, or restore a backup"
    )


def names_active(root: Path, shard_dir: Path) -> bool:
    """Whether ACTIVE names `shard_dir` (False when it names nothing valid)."""
    try:
        return active_shard_dir(root) == shard_dir
    except ActiveShardInvalid:
        return False


def shard_entries(root: Path, shard_dir: Path) -> list[Path]:
    """The files and directories of the shard at `shard_dir`; when it lives in `root` itself (the
    layout before any optimization swap), those of `root` that are not the root's own."""
    if shard_dir != root:
        return list(shard_dir.iterdir())
    return [
        entry for entry in root.iterdir()
        if entry.name not in ROOT_FILES and not entry.name.startswith(SHARD_PREFIX)
    ]


def copy_shard(source: Path, target: Path, entries: Iterable[Path] | None = None, durable: bool = True) -> int:
    """Copy the (flushed, not written meanwhile) shard at `source` to the new directory `target`:
    `entries` of it (default: all). Sparse-aware: only the ranges that hold data are copied (the
    engine preallocates its files; a plain copy filled the holes, 124 MB became 288 MB), by
    `copy_file_range` where the file system has it. Every file and directory made is fsynced, and
    `target`'s own entry in its parent, so that once this returns the copy survives a power cut
    (`durable=False`: none of those fsyncs, for a copy whose own writer syncs what it makes of it:
    a backup's staging copy, taken while writes wait). Returns the bytes of data copied."""
    target.mkdir(parents=True)
    copied = 0
    for entry in list(source.iterdir()) if entries is None else list(entries):
        destination = target / entry.name
        if entry.is_dir():
            copied += _copy_tree(entry, destination, durable)
        else:
            copied += copy_file_sparse(entry, destination, durable)
    if durable:
        fsync_directory(target)
        fsync_directory(target.parent)
    return copied


def _copy_tree(source: Path, target: Path, durable: bool) -> int:
    target.mkdir()
    copied = 0
    for entry in source.iterdir():
        if entry.is_dir():
            copied += _copy_tree(entry, target / entry.name, durable)
        else:
            copied += copy_file_sparse(entry, target / entry.name, durable)
    if durable:
        fsync_directory(target)
    return copied


def copy_file_sparse(source: Path, target: Path, durable: bool = True) -> int:
    """Copy one file, its holes left holes, and fsync it (unless not `durable`). Returns the bytes of data copied."""
    copied = 0
    with open(source, "rb") as reader, open(target, "xb") as writer:
        size = os.fstat(reader.fileno()).st_size
        os.ftruncate(writer.fileno(), size)
        for start, length in data_ranges(reader.fileno()):
            _copy_range(reader.fileno(), writer.fileno(), start, length)
            copied += length
        if durable:
            os.fsync(writer.fileno())
    shutil.copystat(source, target)
    return copied


def _copy_range(reader: int, writer: int, start: int, length: int) -> None:
    position, end = start, start + length
    while position < end:
        count = min(COPY_CHUNK, end - position)
        try:
            done = os.copy_file_range(reader, writer, count, position, position)
        except OSError as error:
            if error.errno not in (errno.EXDEV, errno.ENOSYS, errno.EOPNOTSUPP, errno.EINVAL):
                raise
            data = os.pread(reader, count, position)
            done = os.pwrite(writer, data, position) if data else 0
        if done == 0:
            return  # the file shrank under us: it was not flushed and idle, nothing more to copy
        position += done


def remove_shard_dir(root: Path, shard_dir: Path) -> None:
    """Remove a shard no longer in use: its directory (`root/shard-N`), or its files when it lived
    in `root` itself."""
    if shard_dir == root:
        for entry in shard_entries(root, root):
            remove_child(root, entry)
    else:
        remove_child(root, _shard_child(root, shard_dir))


def write_active(root: Path, shard_dir: Path) -> None:
    """Name `shard_dir` the shard in use, atomically and durably (a crash leaves the old or the new)."""
    write_durably(root, ACTIVE_FILE, shard_dir.name)


def remove_abandoned_shards(root: Path, active: Path) -> None:
    """Copies left by an optimization that did not finish (the process died; its child, if it
    outlived it, is killed first), and the shard files a finished swap had not removed yet. Only
    by the root's owner (`DataRootLock`)."""
    for entry in root.iterdir():
        if entry.name.startswith(SHARD_PREFIX) and entry != active and entry.is_dir() and not entry.is_symlink():
            stop_orphan(entry)
            remove_child(root, entry, ignore_errors=True)
    if active != root:
        remove_shard_dir(root, root)
    remove_child(root, root / (ACTIVE_FILE + ".tmp"))


def _shard_child(root: Path, shard_dir: Path) -> Path:
    """`shard_dir`, checked to be a shard directory of `root` (`root/shard-N`) before it is removed."""
    if shard_dir.parent != root or not SHARD_NAME.fullmatch(shard_dir.name):
        raise ActiveShardInvalid(f"refusing to remove {str(shard_dir)!r}: not a shard directory of {root}")
    return shard_dir


def shard_number(path: Path) -> int:
    suffix = path.name[len(SHARD_PREFIX):]
    return int(suffix) if path.name.startswith(SHARD_PREFIX) and suffix.isdigit() else 0


def next_shard_dir(root: Path, current: Path) -> Path:
    """A directory for the next copy, numbered past the shard in use and past anything left under
    the root: a copy never shares its directory with a leftover (an orphan's, say)."""
    highest = max([shard_number(current), *(shard_number(entry) for entry in root.iterdir())])
    return root / f"{SHARD_PREFIX}{highest + 1}"
