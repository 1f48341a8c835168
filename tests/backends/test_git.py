"""backends/git.py against a real git and a repository that tries to make it run commands of the
repository's choosing (tests/hostile_repository.py): git answers as before, and nothing of the
repository runs: not its fsmonitor, hooks, filter or diff drivers, nor a submodule's, nor those of
a folder laid out as a bare repository, nor anything the caller's GIT_* variables point at."""

from __future__ import annotations

from pathlib import Path

import pytest

from rag_context.backends import git
from rag_context.backends.files import scan_folder
from tests.hostile_repository import arm, git as plain_git, hostile_repository, plain_repository, markers_written, prove_armed


VISIBLE = [".gitattributes", ".gitignore", "app.py", "docs/guide.md", "docs/new.md"]


def listed_names(root: Path) -> list[str] | None:
    listed = git.visible_files(root)
    return None if listed is None else sorted(path.relative_to(root).as_posix() for path in listed)


@pytest.fixture
def markers(tmp_path: Path) -> Path:
    return tmp_path / "MARKERS"


@pytest.fixture
def repository(tmp_path: Path, markers: Path) -> Path:
    root = hostile_repository(tmp_path / "repo", markers)
    prove_armed(root, markers)
    return root


def test_the_file_list_ignored_paths_and_head_are_gits_and_nothing_of_the_repository_runs(repository: Path, markers: Path) -> None:
    (repository / "build").mkdir()
    (repository / "build" / "out.md").write_text("generated\n")
    assert listed_names(repository) == VISIBLE
    assert git.head_commit(repository) == plain_git(repository, "rev-parse", "HEAD")
    assert git.git_directory(repository) == repository / ".git"
    asked = [str(repository / "build" / "out.md"), str(repository / "docs" / "guide.md"), "build/other.md"]
    assert git.ignored_paths(repository, asked) == {str(repository / "build" / "out.md"), "build/other.md"}
    assert git.ignored_paths(repository, [str(repository / "app.py")]) == set()  # git's "none ignored" (exit 1)
    scan = scan_folder(repository, "s")
    assert scan.in_git and sorted(scan.files) == ["app.py", "docs/guide.md", "docs/new.md"]
    assert markers_written(markers) == []


def test_a_submodules_own_commands_do_not_run_either(tmp_path: Path, markers: Path) -> None:
    library = tmp_path / "library"
    library.mkdir()
    (library / "lib.md").write_text("# Library\n")
    plain_git(library, "init", "-q", "-b", "main")
    plain_git(library, "add", ".")
    plain_git(library, "commit", "-q", "-m", "library")
    root = plain_repository(tmp_path / "repo")
    plain_git(root, "-c", "protocol.file.allow=always", "submodule", "add", "-q", str(library), "vendor/library")
    plain_git(root, "commit", "-q", "-m", "submodule")
    arm(root, markers)
    arm(root / "vendor" / "library", markers, name="sub-")
    plain_git(root, "ls-files", "--recurse-submodules")
    assert {"fsmonitor", "sub-fsmonitor"} <= set(markers_written(markers))
    markers.unlink()
    listed = git.visible_files(root, submodules=True)
    assert listed is not None and root / "vendor" / "library" / "lib.md" in listed
    assert markers_written(markers) == []


def test_a_folder_laid_out_as_a_bare_repository_is_walked_not_obeyed(tmp_path: Path, markers: Path) -> None:
    """A bare repository's layout in the folder itself (its own config, HEAD, objects): git would
    take the folder for that repository and run its fsmonitor; it is refused, the folder walked."""
    folder = tmp_path / "folder"
    plain_git(tmp_path, "init", "-q", "--bare", str(folder))
    plain_git(folder, "config", "core.bare", "false")
    plain_git(folder, "config", "core.worktree", ".")
    plain_git(folder, "config", "core.fsmonitor", f"echo bare-fsmonitor >> {markers}; false")
    (folder / "notes.md").write_text("# Notes\n")
    plain_git(folder, "-c", "safe.bareRepository=all", "ls-files", "--others")
    assert "bare-fsmonitor" in markers_written(markers)
    markers.unlink()
    assert git.visible_files(folder) is None
    scan = scan_folder(folder, "s")
    assert not scan.in_git and "notes.md" in scan.files
    assert markers_written(markers) == []


def test_the_callers_git_variables_do_not_redirect_git(repository: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, markers: Path) -> None:
    """`rag-context index` run from a git hook inherits GIT_DIR and GIT_INDEX_FILE (another
    repository's): the folder's own repository is the one listed."""
    other = tmp_path / "other"
    other.mkdir()
    (other / "elsewhere.md").write_text("x\n")
    plain_git(other, "init", "-q")
    plain_git(other, "add", ".")
    monkeypatch.setenv("GIT_DIR", str(other / ".git"))
    monkeypatch.setenv("GIT_INDEX_FILE", str(other / ".git" / "index"))
    monkeypatch.setenv("GIT_CONFIG_PARAMETERS", "'core.fsmonitor'='true'")
    assert listed_names(repository) == VISIBLE
    assert git.head_commit(repository) == plain_git(repository, "rev-parse", "HEAD")
    assert markers_written(markers) == []


def test_a_driver_named_with_odd_characters_is_blanked_too(repository: Path, markers: Path) -> None:
    """`-c name=value` splits at the first "=": the settings go through GIT_CONFIG_KEY_n whole."""
    plain_git(repository, "config", 'filter.a=b "c.clean', f"echo odd-filter >> {markers}; cat")
    assert ('filter.a=b "c.clean', "") in git._driver_settings(repository)
    assert markers_written(markers) == []
