"""Git, asked through its own command line: which files a work tree shows, which of some paths it
ignores, and which commit it is at. The one module that runs git.

The file list is git's own (`git ls-files --cached --others --exclude-standard`): tracked files and
untracked files that are not ignored, `.gitignore`, `.git/info/exclude` and the global excludes
applied exactly as git applies them. A submodule is one entry (its folder), skipped by the caller,
unless its files are asked for (`--recurse-submodules`, which git allows on tracked files only).
Every call is bounded in time; a git that is missing, too slow or answers an error means "not a
work tree", and the caller walks the folder instead.

A repository is input from outside (`rag-context index`, `status`, `--watch`, and the service's
status tool on folders under RAG_STATUS_ROOTS): git never runs a command the repository chose.
What a repository's config (or a file in it) can make git execute, and why none of it runs here:

- `core.fsmonitor`: a command git runs at every read of the index (`ls-files` and `check-ignore`
  read it; measured with git 2.39: each call ran it twice). Set to false on every call.
- hooks (`core.hooksPath`, `.git/hooks`): run when the index or a ref is written
  (`post-index-change`, `reference-transaction`, ...). None of the commands below writes either, and
  `core.hooksPath=/dev/null` leaves git no hook to find; `GIT_OPTIONAL_LOCKS=0` keeps git from
  writing the index on its own initiative.
- filter drivers (`filter.<name>.clean/smudge/process`, chosen by `.gitattributes`), diff drivers
  (`diff.<name>.textconv/command`, `diff.external`) and merge drivers: run when git converts a
  file's content (status, diff, add, checkout, merge). None of the commands below reads a file's
  content, and beside that every driver the config names is blanked: `-c` cannot remove a key, so
  the names are read first (`git config --get-regexp`, which reads config files and runs nothing)
  and each command key is set to the empty string (git then runs no command for it).
- transports (`core.sshCommand`, `remote.<name>.vcs` helpers, `ext::` URLs, credential helpers):
  used when git fetches, which a partial clone does by itself for a missing object;
  `protocol.allow=never` refuses every transport.
- a folder that is itself laid out as a bare repository (its own `config`, `HEAD`, `objects`):
  git would take it for one and apply its config; `safe.bareRepository=explicit` refuses it.

The settings are given as `GIT_CONFIG_COUNT`/`GIT_CONFIG_KEY_n`/`GIT_CONFIG_VALUE_n` (any name
goes through unparsed, and git passes them to the git it starts in a submodule), and override
every config level. The user's global and the system config are still read: they are the
operator's, not the repository's (a globally ignored `.env` stays ignored), and their commands
are blanked like the repository's. The git variables of the caller's environment (`GIT_DIR`,
`GIT_INDEX_FILE`, ...: set when `rag-context` runs from a git hook) are not passed on: git finds
the repository from the folder.

Why git and not a reader of `.git` in Python (dulwich, say): ignore rules, index versions and
extensions, worktrees and submodules would all be a second implementation that differs from git's
somewhere, and a difference there indexes a file the user ignored (a secret) or misses one.
"""

from __future__ import annotations

import os
import subprocess
from pathlib import Path

GIT_TIMEOUT_S = 60.0

# Every call: what git could run from a repository's config, off (see the module's docstring).
NEUTRAL_SETTINGS: tuple[tuple[str, str], ...] = (
    ("core.fsmonitor", "false"),
    ("core.hooksPath", os.devnull),
    ("protocol.allow", "never"),
    ("safe.bareRepository", "explicit"),
    ("diff.external", ""),
)
# The keys of the drivers a config may define under a name of its own, whose value is a command.
DRIVER_KEYS = r"^(filter\..*\.(clean|smudge|process)|diff\..*\.(textconv|command)|merge\..*\.driver)$"
# The only subcommands run: none writes the index or a ref, reads a file's content, or fetches.
READ_ONLY_COMMANDS = frozenset({"ls-files", "rev-parse", "check-ignore", "config"})


def _environment(settings: tuple[tuple[str, str], ...]) -> dict[str, str]:
    env = {key: value for key, value in os.environ.items() if not key.startswith("GIT_")}
    env.update(GIT_OPTIONAL_LOCKS="0", GIT_TERMINAL_PROMPT="0", GIT_NO_LAZY_FETCH="1", GIT_CONFIG_COUNT=str(len(settings)))
    for number, (key, value) in enumerate(settings):
        env[f"GIT_CONFIG_KEY_{number}"] = key
        env[f"GIT_CONFIG_VALUE_{number}"] = value
    return env


def _run(folder: Path, settings: tuple[tuple[str, str], ...], args: tuple[str, ...], stdin: bytes | None, ok: tuple[int, ...]) -> bytes | None:
    assert args[0] in READ_ONLY_COMMANDS, args[0]
    try:
        result = subprocess.run(
            ["git", *args], cwd=folder, input=stdin, capture_output=True, timeout=GIT_TIMEOUT_S, env=_environment(settings)
        )
    except (OSError, subprocess.SubprocessError):
        return None
    return result.stdout if result.returncode in ok else None


def _driver_settings(folder: Path) -> tuple[tuple[str, str], ...]:
    """Each driver command the config in effect at `folder` defines, set to nothing."""
    listed = _run(folder, NEUTRAL_SETTINGS, ("config", "-z", "--name-only", "--get-regexp", DRIVER_KEYS), None, (0, 1))
    return tuple((key, "") for key in sorted(set(_names(listed or b""))))


def _git(folder: Path, *args: str, stdin: bytes | None = None, ok: tuple[int, ...] = (0,)) -> bytes | None:
    """git's output, or None when it failed (or answered a code not in `ok`), ran too long or is missing."""
    return _run(folder, NEUTRAL_SETTINGS + _driver_settings(folder), args, stdin, ok)


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


def ignored_paths(folder: Path, paths: list[str]) -> set[str] | None:
    """Those of `paths` (absolute, or relative to `folder`) git ignores, or None when it cannot
    tell (not a work tree): then none is to be taken for ignored."""
    stdin = "\0".join(paths).encode("utf-8", "surrogateescape") + b"\0"
    output = _git(folder, "check-ignore", "--stdin", "-z", stdin=stdin, ok=(0, 1))  # 1: none ignored
    return None if output is None else set(_names(output))


def head_commit(folder: Path) -> str | None:
    """The commit HEAD names, or None outside a work tree (or before the first commit)."""
    output = _git(folder, "rev-parse", "--verify", "-q", "HEAD")
    return output.decode().strip() or None if output is not None else None


def git_directory(folder: Path) -> Path | None:
    """The work tree's .git directory (where a checkout leaves `index.lock` while it runs)."""
    output = _git(folder, "rev-parse", "--absolute-git-dir")
    return Path(output.decode().strip()) if output else None
