"""`rag-context index`: a folder in, its text files indexed, the rest skipped and counted; a second
run embeds nothing; a failure makes the exit code non-zero and is named; links out of the folder
are skipped and reported, a huge file is skipped unread, and `--url` sends the service's key."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from rag_context.backends import files as index_command
from rag_context.commands.index import index_paths
from rag_context.config import load_settings
from tests.e2e.test_service import Server


@pytest.fixture
def project(tmp_path: Path) -> Path:
    root = tmp_path / "project"
    (root / "src").mkdir(parents=True)
    (root / "docs").mkdir()
    (root / "build").mkdir()
    (root / "src" / "retry.py").write_text("def retry(call):\n    \"\"\"Retry with exponential backoff.\"\"\"\n    return call()\n")
    (root / "docs" / "selenium.md").write_text("# Selenium\n\nThe WebDriver timeout is 30 seconds for page loads.\n")
    (root / "build" / "output.md").write_text("# Build output that git ignores\n")
    (root / "logo.png").write_bytes(b"\x89PNG\r\n\x1a\n\0\0\0IHDR")
    (root / "notes.weird").write_text("unknown type")
    (root / ".gitignore").write_text("build/\n")
    subprocess.run(["git", "init", "-q"], cwd=root, check=True)
    return root


def test_a_folder_is_indexed_and_a_second_run_embeds_nothing(project: Path, tmp_path: Path) -> None:
    settings = load_settings(_env_file=None, rag_data_dir=tmp_path / "data")
    first = index_paths([project], settings)
    assert first.failed == {}
    assert first.indexed == 2 and first.chunks >= 2
    assert first.skipped["binary"] == ["logo.png"]
    assert "notes.weird" in first.skipped["type unknown (give --content-type)"]
    assert all("build/" not in source for sources in first.skipped.values() for source in sources)  # ignored, not even seen
    second = index_paths([project], settings)
    assert (second.indexed, second.unchanged, second.chunks) == (0, 2, 0)

    (project / "docs" / "selenium.md").write_text("# Selenium\n\nThe WebDriver timeout is now 45 seconds.\n")
    third = index_paths([project], settings)
    assert (third.indexed, third.unchanged) == (1, 1)


def test_a_file_back_to_an_earlier_content_or_under_another_session_embeds_nothing(project: Path, tmp_path: Path) -> None:
    """In-process `rag-context index` asks the embedding cache first: a file edited then restored
    (a branch switched back) and the folder indexed under another session embed no text."""
    settings = load_settings(_env_file=None, rag_data_dir=tmp_path / "data")
    first = index_paths([project], settings)
    assert (first.cache_hits, first.cache_misses) == (0, first.chunks)
    page = project / "docs" / "selenium.md"
    original = page.read_text()
    page.write_text(original + "\nExplicit waits poll the page every 500 milliseconds.\n")
    edited = index_paths([project], settings)
    assert edited.indexed == 1 and edited.cache_misses >= 1
    page.write_text(original)
    back = index_paths([project], settings)
    assert back.indexed == 1 and back.chunks >= 1
    assert (back.cache_hits, back.cache_misses) == (back.chunks, 0)
    other = index_paths([project], settings, session_id="another-session")
    assert other.indexed == 2 and (other.cache_hits, other.cache_misses) == (other.chunks, 0)
    assert f"embedding cache: {other.chunks} texts from the cache, 0 embedded" in other.summary()


def test_the_command_names_what_failed_and_exits_non_zero(tmp_path: Path) -> None:
    missing = tmp_path / "nowhere"
    result = subprocess.run(
        [sys.executable, "-m", "rag_context.cli", "index", str(missing)],
        capture_output=True,
        text=True,
        timeout=300,
        env={"RAG_DATA_DIR": str(tmp_path / "data"), "HF_HUB_OFFLINE": "1", "PATH": "/usr/bin:/bin"},
    )
    assert result.returncode == 1
    assert f"FAILED {missing}: no such file or folder" in result.stdout


def outside_links(root: Path, outside: Path) -> None:
    """Two links leaving `root`: one to a file, one to a folder; and one link that stays inside."""
    outside.mkdir()
    (outside / "secret.md").write_text("# Secret\n\nThe deploy key is hunter2.\n")
    (root / "docs" / "leak.md").symlink_to(outside / "secret.md")
    (root / "elsewhere").symlink_to(outside, target_is_directory=True)
    (root / "docs" / "alias.md").symlink_to(root / "docs" / "selenium.md")  # inside: indexed


@pytest.mark.parametrize("git", [True, False], ids=["git work tree", "plain folder"])
def test_links_out_of_the_folder_are_skipped_and_reported(tmp_path: Path, git: bool) -> None:
    root = tmp_path / "project"
    (root / "docs").mkdir(parents=True)
    (root / "docs" / "selenium.md").write_text("# Selenium\n\nThe WebDriver timeout is 30 seconds.\n")
    outside_links(root, tmp_path / "outside")
    (root / "loop.md").symlink_to(root / "loop.md")  # a link to itself
    if git:
        subprocess.run(["git", "init", "-q"], cwd=root, check=True)
    settings = load_settings(_env_file=None, rag_data_dir=tmp_path / "data")
    read: list[Path] = []
    real_read_text = index_command.read_text

    def recording_read_text(path: Path, *args: object) -> str | None:
        read.append(path)
        return real_read_text(path, *args)

    index_command.read_text = recording_read_text  # type: ignore[assignment]
    try:
        report = index_paths([root], settings)
    finally:
        index_command.read_text = real_read_text  # type: ignore[assignment]
    assert sorted(report.skipped["link out of the folder"]) == ["docs/leak.md", "elsewhere"]
    assert "skipped, link out of the folder: 2" in report.summary()
    assert report.skipped["link loop"] == ["loop.md"]
    assert report.failed == {}
    assert report.indexed == 2  # selenium.md and the link that stays inside
    assert all("outside" not in str(path.resolve()) for path in read), read  # the secret was never read


def test_a_huge_file_is_skipped_by_its_size_without_being_read(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    root = tmp_path / "project"
    root.mkdir()
    (root / "small.md").write_text("# Small\n\nA short note about retries.\n")
    with (root / "huge.md").open("wb") as huge:  # 4 GB, sparse: no disk used
        huge.truncate(4 * 1024**3)
    (root / "just-over.md").write_bytes(b"a" * (1024 * 1024 + 1))  # the cap below: 1 MB
    read: list[str] = []
    real_read_text = index_command.read_text

    def recording_read_text(path: Path, *args: object) -> str | None:
        read.append(path.name)
        return real_read_text(path, *args)

    monkeypatch.setattr(index_command, "read_text", recording_read_text)
    settings = load_settings(_env_file=None, rag_data_dir=tmp_path / "data", rag_index_max_file_mb=1)
    report = index_paths([root], settings)
    assert sorted(report.skipped[index_command.skipped_too_large(1024 * 1024)]) == ["huge.md", "just-over.md"]
    assert read == ["small.md"]  # neither large file was opened for reading
    assert report.indexed == 1 and report.failed == {}


def test_lock_files_are_left_out_unread_unless_asked_for(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    root = tmp_path / "project"
    (root / "packages" / "app").mkdir(parents=True)
    (root / "src").mkdir()
    (root / "src" / "index.ts").write_text("export function parse(input: string): number {\n  return Number(input);\n}\n")
    (root / "package.json").write_text('{"name": "app", "dependencies": {"zod": "^4.0.0"}}\n')
    (root / "pnpm-lock.yaml").write_text("lockfileVersion: '9.0'\npackages:\n  zod@4.0.0:\n    resolution: {integrity: sha512-abc}\n")
    (root / "packages" / "app" / "package-lock.json").write_text('{"lockfileVersion": 3, "packages": {}}\n')
    (root / "Cargo.lock").write_text("version = 3\n")
    read: list[str] = []
    real_read_text = index_command.read_text

    def recording_read_text(path: Path, *args: object) -> str | None:
        read.append(path.name)
        return real_read_text(path, *args)

    monkeypatch.setattr(index_command, "read_text", recording_read_text)
    settings = load_settings(_env_file=None, rag_data_dir=tmp_path / "data")
    report = index_paths([root], settings)
    locks = ["Cargo.lock", "packages/app/package-lock.json", "pnpm-lock.yaml"]
    assert sorted(report.skipped[index_command.SKIPPED_LOCK_FILE]) == locks
    assert sorted(read) == ["index.ts", "package.json"]  # a lock file is never read
    assert report.indexed == 2 and report.failed == {}
    # Asked for (the setting, or --lock-files: `lock_files=True`), they are indexed, as lock files.
    # (Cargo.lock is then read, and skipped as of a type the walk does not know, as before.)
    asked = index_paths([root], settings, lock_files=True)
    assert (asked.indexed, asked.unchanged) == (2, 2) and index_command.SKIPPED_LOCK_FILE not in asked.skipped
    on = load_settings(_env_file=None, rag_data_dir=tmp_path / "data-on", rag_index_lock_files=True)
    assert index_paths([root], on).indexed == 4
    # A lock file named on its own is indexed: the user chose it.
    assert index_paths([root / "pnpm-lock.yaml"], load_settings(_env_file=None, rag_data_dir=tmp_path / "one")).indexed == 1


def test_three_copies_of_a_code_file_are_two_generated_ones_and_the_shallowest_original(tmp_path: Path) -> None:
    from rag_context.backends.files import scan_folder

    root = tmp_path / "project"
    body = "export const schema = {\n  type: 'object',\n};\n"
    for path in ("src/schema.ts", "packages/a/gen/schema.ts", "packages/b/gen/schema.ts", "src/pair.ts", "lib/pair.ts"):
        (root / path).parent.mkdir(parents=True, exist_ok=True)
        (root / path).write_text(body if "schema" in path else "export const pair = 2;\n")
    scan = scan_folder(root, "s")
    roles = {source: requests[0].metadata.role for source, requests in scan.files.items()}
    assert roles == {
        "src/schema.ts": None,  # the shallowest copy keeps the role its path gives (at indexing)
        "packages/a/gen/schema.ts": "generated",
        "packages/b/gen/schema.ts": "generated",
        "src/pair.ts": None,  # two copies are not a generator's
        "lib/pair.ts": None,
    }


def test_a_file_that_grows_past_the_limit_is_never_read_whole(tmp_path: Path) -> None:
    path = tmp_path / "growing.md"
    path.write_bytes(b"b" * 1000)
    with pytest.raises(index_command.FileTooLarge):
        index_command.read_text(path, max_bytes=999)
    assert index_command.read_text(path, max_bytes=1000) == "b" * 1000


def test_the_key_reaches_a_keyed_service(tmp_path: Path, project: Path) -> None:
    """Against a service started with RAG_API_KEY: without the key the folder is a 401 naming the
    options (its listing, the first call, is refused); with --api-key, or RAG_API_KEY in the environment, the files are indexed."""
    server = Server(tmp_path / "data", tmp_path / "server.log", {"RAG_API_KEY": "k3y"}).start()
    command = [sys.executable, "-m", "rag_context.cli", "index", "--url", server.url, str(project)]
    env = {key: value for key, value in os.environ.items() if key != "RAG_API_KEY"}
    try:
        refused = subprocess.run(command, capture_output=True, text=True, timeout=300, env=env, cwd=tmp_path)
        with_option = subprocess.run([*command, "--api-key", "k3y"], capture_output=True, text=True, timeout=300, env=env, cwd=tmp_path)
        (project / "docs" / "selenium.md").write_text("# Selenium\n\nThe WebDriver timeout is now 45 seconds.\n")
        with_env = subprocess.run(command, capture_output=True, text=True, timeout=300, env={**env, "RAG_API_KEY": "k3y"}, cwd=tmp_path)
        listed = server.get("/documents?limit=100")
    finally:
        server.kill()
    assert refused.returncode == 1
    assert "0 indexed" in refused.stdout and "1 failed" in refused.stdout
    assert f"FAILED {project.resolve()}: HTTP 401: the service wants its key (--api-key or RAG_API_KEY)" in refused.stdout
    assert with_option.returncode == 0, with_option.stdout + with_option.stderr
    assert "2 indexed (0 pending), 0 unchanged, 0 moved, 0 documents removed, 0 failed" in with_option.stdout
    assert with_env.returncode == 0, with_env.stdout + with_env.stderr
    assert "1 indexed (0 pending), 1 unchanged, 0 moved, 0 documents removed, 0 failed" in with_env.stdout
    assert listed.status_code == 401  # the service is keyed indeed
