"""The shard directories under the index's root: which one is in use (`ACTIVE`), the copy an
optimization works on, and the clean-up of what a finished or failed optimization left.

Contract: `root/ACTIVE` names the shard directory in use (`root/shard-N`); without it the shard's
files live in `root` itself (the layout before any optimization swap). `ACTIVE` is only ever
replaced atomically and durably, so after a crash it names either the old shard or the new one,
whole. Every other `shard-N` under the root is a leftover, removed when the index opens.

Where it can be cut: a crash during a copy leaves a partial `shard-N` that `ACTIVE` does not name
(removed at the next open); a crash after `ACTIVE` moved and before the previous shard was removed
leaves the previous one (removed at the next open). A second process opening the same root would
see the running optimization's copy as a leftover: the clean-up must run only by the root's owner.
"""

from __future__ import annotations

import shutil
from pathlib import Path

from rag_context.backends.vectors.edge.durability import write_durably

ACTIVE_FILE = "ACTIVE"  # names the shard directory in use, once an optimization has swapped one in
SHARD_PREFIX = "shard-"


def active_shard_dir(root: Path) -> Path:
    """The directory of the shard in use under `root`: `root` itself until an optimization swapped
    a copy in (`root/shard-N`, named by `root/ACTIVE`)."""
    marker = root / ACTIVE_FILE
    if marker.exists():
        return root / marker.read_text().strip()
    return root


def _own_entries(root: Path) -> list[Path]:
    """The files of a shard kept directly in `root` (the layout before any optimization swap)."""
    return [entry for entry in root.iterdir() if entry.name != ACTIVE_FILE and not entry.name.startswith(SHARD_PREFIX)]


def copy_shard(root: Path, source: Path, target: Path) -> None:
    """Copy the (flushed) shard at `source` (`root` itself or a directory under it) to `target`."""
    target.mkdir(parents=True)
    for entry in _own_entries(root) if source == root else list(source.iterdir()):
        if entry.is_dir():
            shutil.copytree(entry, target / entry.name)
        else:
            shutil.copy2(entry, target / entry.name)


def remove_shard_dir(root: Path, shard_dir: Path) -> None:
    """Remove a shard no longer in use: its directory, or its files when it lived in `root` itself."""
    if shard_dir == root:
        for entry in _own_entries(root):
            shutil.rmtree(entry) if entry.is_dir() else entry.unlink()
    elif shard_dir.exists():
        shutil.rmtree(shard_dir)


def write_active(root: Path, shard_dir: Path) -> None:
    """Name `shard_dir` the shard in use, atomically and durably (a crash leaves the old or the new)."""
    write_durably(root, ACTIVE_FILE, shard_dir.name)


def remove_abandoned_shards(root: Path, active: Path) -> None:
    """Copies left by an optimization that did not finish (the process died), and the shard files a
    finished swap had not removed yet."""
    for entry in root.iterdir():
        if entry.name.startswith(SHARD_PREFIX) and entry != active:
            shutil.rmtree(entry, ignore_errors=True)
    if active != root:
        remove_shard_dir(root, root)
    (root / (ACTIVE_FILE + ".tmp")).unlink(missing_ok=True)


def next_shard_dir(root: Path, current: Path) -> Path:
    number = int(current.name[len(SHARD_PREFIX):]) + 1 if current != root else 1
    return root / f"{SHARD_PREFIX}{number}"
