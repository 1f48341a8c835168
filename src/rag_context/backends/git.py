"""Git, asked through its own command line: which files a work tree shows, and which commit it is at.

The file list is git's own (`git ls-files --cached --others --exclude-standard`): tracked files and
untracked files that are not ignored, `.gitignore`, `.git/info/exclude` and the global excludes
applied exactly as git applies them. A submodule is one entry (its folder), skipped by the caller,
unless its files are asked for (`--recurse-submodules`, which git allows on tracked files only).
Every call is bounded in time; a git that is missing, too slow or answers an error means "not a
work tree", and the caller walks the folder instead.
"""

from __future__ import annotations

import subprocess
from pathlib import Path

GIT_TIMEOUT_S = 60.0


def _git(folder: Path, *args: str) -> bytes | None:
    try:
        result = subprocess.run(["git", *args], cwd=folder, capture_output=True, check=True, timeout=GIT_TIMEOUT_S)
    except (OSError, subprocess.SubprocessError):
        return None
    return result.stdout


def _names(output: bytes) -> list[str]:
    return [name for name in output.decode("utf-8", "surrogateescape").split("\0") if name]


def visible_files(folder: Path, submodules: bool = False) -> list[Path] | None:
    """The files git shows under `folder` (tracked, or untracked and not ignored), or None when
    `folder` is not in a work tree. With `submodules`, the tracked files of the submodules too."""
    listed = _git(folder, "ls-files", "--cached", "--others", "--exclude-standard", "-z")
    if listed is None:
        return None
    names = set(_names(listed))
    if submodules:
        inside = _git(folder, "ls-files", "--cached", "--recurse-submodules", "-z")
        names.update(_names(inside or b""))
    return [folder / name for name in sorted(names)]


def head_commit(folder: Path) -> str | None:
    """The commit HEAD names, or None outside a work tree (or before the first commit)."""
    output = _git(folder, "rev-parse", "--verify", "-q", "HEAD")
    return output.decode().strip() or None if output is not None else None


def git_directory(folder: Path) -> Path | None:
    """The work tree's .git directory (where a checkout leaves `index.lock` while it runs)."""
    output = _git(folder, "rev-parse", "--absolute-git-dir")
    return Path(output.decode().strip()) if output else None
