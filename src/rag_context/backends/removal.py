"""Removal of what the service made under its own folders, and of nothing else.

Every folder or file the service removes (an old shard, an optimization's copy, a generation, a
restore's or a backup's work folder) is named by a path it computed from a folder of its own and a
name, some of which come from files on disk (`ACTIVE`, a work folder's PID): a name that leads
elsewhere (`..`, an absolute path, a link) must make the removal fail, never follow it. So a
removal names the folder it removes from, and the path must be a direct child of it, lexically and
once links are resolved; a link is removed itself, never what it points to.
"""

from __future__ import annotations

import shutil
from pathlib import Path


class UnsafeRemoval(RuntimeError):
    """A removal asked for a path that is not a direct child of the folder it was to be removed from."""


def check_child(parent: Path, child: Path) -> None:
    """Raise UnsafeRemoval unless `child` is a direct child of `parent`."""
    if child.name in ("", ".", "..") or child.parent != parent or child.parent.resolve() != parent.resolve():
        raise UnsafeRemoval(f"refusing to remove {str(child)!r}: not a direct child of {str(parent)!r}")


def remove_child(parent: Path, child: Path, *, ignore_errors: bool = False) -> None:
    """Remove `child`, a direct child of `parent` (a folder with all it holds, a file, or a link
    itself; nothing when it is not there); UnsafeRemoval for any other path, whatever
    `ignore_errors` (which only lets errors of the removal itself pass)."""
    check_child(parent, child)
    try:
        if child.is_symlink() or not child.is_dir():
            child.unlink(missing_ok=True)
        else:
            shutil.rmtree(child)
    except OSError:
        if not ignore_errors:
            raise
