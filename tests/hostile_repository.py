"""A git work tree whose config and files make git run commands of the repository's choosing: each
command appends its name to a markers file outside the tree, so a test can tell whether any ran.

What it sets, after its commit (so that setting it up runs none of it): an fsmonitor, hooks (in a
`core.hooksPath` folder and in `.git/hooks`), a filter driver with clean, smudge and process
commands and a diff driver with a textconv (both chosen for every file by `.gitattributes`), an
external diff, an ssh command and a pager. One tracked file is modified and one is new, so that a
git that compared contents would have to run the filter.
"""

from __future__ import annotations

import os
import shlex
import subprocess
from pathlib import Path

GIT_ENV = {
    "GIT_AUTHOR_NAME": "t", "GIT_AUTHOR_EMAIL": "t@example.invalid",
    "GIT_COMMITTER_NAME": "t", "GIT_COMMITTER_EMAIL": "t@example.invalid",
}  # fmt: skip
HOOKS = (
    "pre-commit", "post-commit", "post-checkout", "post-merge", "post-rewrite", "post-index-change",
    "reference-transaction", "pre-auto-gc", "fsmonitor-watchman", "push-to-checkout", "pre-push",
)  # fmt: skip


def git(root: Path, *args: str, check: bool = True) -> str:
    """Plain git, as a user runs it (the test's own setup and its proof that the markers work)."""
    env = {key: value for key, value in os.environ.items() if not key.startswith("GIT_")} | GIT_ENV
    return subprocess.run(["git", *args], cwd=root, check=check, capture_output=True, text=True, env=env).stdout.strip()


def arm(repository: Path, markers: Path, name: str = "") -> None:
    """Give `repository`'s config (and hooks) commands that write to `markers`, each its name
    (prefixed with `name`, to tell a submodule's from its parent's)."""

    def note(what: str) -> str:
        return f"echo {shlex.quote(name + what)} >> {shlex.quote(str(markers))}"

    git_dir = Path(git(repository, "rev-parse", "--absolute-git-dir"))
    hooks = git_dir / "evil-hooks"
    for folder in (hooks, git_dir / "hooks"):
        folder.mkdir(exist_ok=True)
        for hook in HOOKS:
            script = folder / hook
            script.write_text(f"#!/bin/sh\n{note('hook-' + hook)}\n")
            script.chmod(0o755)
    settings = {
        "core.fsmonitor": f"{note('fsmonitor')}; false",
        "core.hooksPath": str(hooks),
        "filter.evil.clean": f"{note('filter-clean')}; cat",
        "filter.evil.smudge": f"{note('filter-smudge')}; cat",
        "filter.evil.process": f"sh -c {shlex.quote(note('filter-process'))}",
        "filter.evil.required": "true",
        "diff.evil.textconv": f"{note('textconv')}; cat",
        "diff.external": f"{note('external-diff')}; true",
        "core.sshCommand": f"{note('ssh')}; false",
        "core.pager": f"{note('pager')}; cat",
    }
    for key, value in settings.items():
        git(repository, "config", key, value)


def plain_repository(root: Path) -> Path:
    """The work tree at `root` (made) with its first commit, not armed yet."""
    (root / "docs").mkdir(parents=True)
    (root / "docs" / "guide.md").write_text("# Guide\n\nThe deployment runbook says to rotate the keys monthly.\n")
    (root / "app.py").write_text('def rotate_keys():\n    """Rotate the signing keys."""\n')
    (root / ".gitattributes").write_text("* filter=evil diff=evil\n")
    (root / ".gitignore").write_text("build/\n")
    git(root, "init", "-q", "-b", "main")
    git(root, "add", ".")
    git(root, "commit", "-q", "-m", "first")
    return root


def hostile_repository(root: Path, markers: Path) -> Path:
    """The work tree at `root` (made), armed: see the module's docstring."""
    plain_repository(root)
    arm(root, markers)
    (root / "app.py").write_text('def rotate_keys():\n    """Rotate the signing keys every month."""\n')  # modified
    (root / "docs" / "new.md").write_text("# New\n\nAn untracked page about the backup schedule.\n")  # untracked
    return root


def markers_written(markers: Path) -> list[str]:
    return markers.read_text().split() if markers.exists() else []


def prove_armed(root: Path, markers: Path) -> None:
    """Plain git in the tree runs the repository's commands (so the markers would show it); then
    the markers are cleared for the test proper."""
    git(root, "status", "--porcelain", check=False)  # the filter's process fails it, after running
    written = markers_written(markers)
    assert "fsmonitor" in written and any(name.startswith("filter-") for name in written), written
    markers.unlink()
