"""An index that follows its repository (issue 24), as a new user would check it: a git repository
indexed; a file deleted, one renamed, one edited, an ignored build folder filled with text;
`rag-context status` exits 1 naming the counts; a second `index` leaves the deleted file unfindable,
the renamed one found only under its new name with nothing embedded for it, the ignored text never
indexed; `status` exits 0 afterwards; a 300,000-character file found by a phrase from its end, with
its real line numbers; `--dry-run` changes nothing; the same through `--url`."""

from __future__ import annotations

import asyncio
import json
import os
import queue
import signal
import subprocess
import sys
import threading
import time
from collections.abc import Iterator
from pathlib import Path

import httpx
import pytest

from rag_context.backends.embedders.local import LocalEmbedder
from rag_context.commands.index import index_paths
from rag_context.config import Settings, load_settings
from rag_context.core.models import DocumentFilters, Hit, SearchFilters
from rag_context.core.search import SearchQuery
from tests.e2e.test_service import Server

pytestmark = pytest.mark.e2e

GIT_ENV = {
    "GIT_AUTHOR_NAME": "t", "GIT_AUTHOR_EMAIL": "t@example.invalid",
    "GIT_COMMITTER_NAME": "t", "GIT_COMMITTER_EMAIL": "t@example.invalid",
}  # fmt: skip


def git(root: Path, *args: str) -> str:
    result = subprocess.run(["git", *args], cwd=root, check=True, capture_output=True, text=True, env={**os.environ, **GIT_ENV})
    return result.stdout.strip()


@pytest.fixture
def repo(tmp_path: Path) -> Path:
    root = tmp_path / "repo"
    (root / "src").mkdir(parents=True)
    (root / "docs").mkdir()
    (root / "src" / "retry.py").write_text('def retry(call):\n    """Retry with exponential backoff."""\n    return call()\n')
    (root / "src" / "obsolete.py").write_text('def legacy_teleporter():\n    """The quantum teleporter of the old release."""\n')
    (root / "docs" / "selenium.md").write_text("# Selenium\n\nThe WebDriver timeout is 30 seconds for page loads.\n")
    (root / "docs" / "jackpot.md").write_text("# Jackpots\n\nThe FireKirin grand jackpot threshold is 500 dollars.\n")
    (root / ".gitignore").write_text("build/\n")
    git(root, "init", "-q", "-b", "main")
    git(root, "add", ".")
    git(root, "commit", "-q", "-m", "first")
    return root


@pytest.fixture
def settings(tmp_path: Path) -> Settings:
    return load_settings(_env_file=None, rag_data_dir=tmp_path / "data")


@pytest.fixture
def embedded(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """Every text the in-process model embeds for documents."""
    texts: list[str] = []
    real = LocalEmbedder.embed_documents

    async def recording(self: LocalEmbedder, batch: list[str]) -> list[list[float]]:
        texts.extend(batch)
        return await real(self, batch)

    monkeypatch.setattr(LocalEmbedder, "embed_documents", recording)
    return texts


def change_the_repository(root: Path) -> None:
    """A file deleted, one renamed (its content the same), one edited, an ignored build folder filled."""
    git(root, "rm", "-q", "src/obsolete.py")
    (root / "docs" / "casino").mkdir()
    git(root, "mv", "docs/jackpot.md", "docs/casino/jackpot.md")
    (root / "docs" / "selenium.md").write_text("# Selenium\n\nThe WebDriver timeout is now 45 seconds.\n")
    (root / "build").mkdir()
    (root / "build" / "generated.md").write_text("# Generated\n\nThe zanzibar flux capacitor output of the build.\n")
    git(root, "commit", "-q", "-am", "second")


def status(root: Path, settings: Settings, *extra: str) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "RAG_DATA_DIR": str(settings.rag_data_dir), "HF_HUB_OFFLINE": "1"}
    return subprocess.run(
        [sys.executable, "-m", "rag_context.cli", "status", str(root), *extra], capture_output=True, text=True, timeout=300, env=env
    )


async def _with_services(settings: Settings, work):  # type: ignore[no-untyped-def]
    from rag_context.services import build_services

    services = await build_services(settings)
    try:
        return await work(services)
    finally:
        await services.close()


def sources(settings: Settings, session: str) -> list[str]:
    async def work(services):  # type: ignore[no-untyped-def]
        found = await services.store.list_documents(DocumentFilters(session_id=session), 1000)
        return sorted(summary.source for summary in found)

    return asyncio.run(_with_services(settings, work))


def search(settings: Settings, text: str, session: str, limit: int = 5) -> list[Hit]:
    async def work(services):  # type: ignore[no-untyped-def]
        outcome = await services.search.search(SearchQuery(text, limit, SearchFilters(session_id=session)))
        return outcome.hits

    return asyncio.run(_with_services(settings, work))


class ProgressBar:
    """What `rag-context index` gives tqdm: a total, then steps."""

    def __init__(self, total: int) -> None:
        self.total, self.steps, self.closed = total, [], False

    def update(self, step: int) -> None:
        self.steps.append(step)

    def close(self) -> None:
        self.closed = True


def test_a_repository_followed_deletions_renames_edits_and_ignored_output(repo: Path, settings: Settings, embedded: list[str]) -> None:
    first = index_paths([repo], settings)
    assert first.failed == {} and first.indexed == 4
    assert status(repo, settings).returncode == 0

    change_the_repository(repo)
    stale = status(repo, settings, "--json")
    assert stale.returncode == 1, stale.stdout + stale.stderr
    report = json.loads(stale.stdout)
    assert report["files"] == {"new": 0, "changed": 1, "moved": 1, "deleted": 1, "unchanged": 1}
    assert report["current"] is False and report["headCommit"] == git(repo, "rev-parse", "HEAD")
    assert report["indexedCommit"] != report["headCommit"]
    assert "files: 0 new, 1 changed, 1 moved, 1 deleted, 1 unchanged" in status(repo, settings).stdout

    embedded.clear()
    bars: list[ProgressBar] = []
    second = index_paths([repo], settings, progress_factory=lambda total: bars.append(ProgressBar(total)) or bars[-1])
    assert second.failed == {}, second.summary()
    assert (second.indexed, second.moved, second.unchanged) == (1, 1, 1)
    # The bar reaches its total: the unchanged and the moved file count as done, not only the edited one.
    (bar,) = bars
    assert bar.total == 3 and sum(bar.steps) == 3 and bar.closed
    assert all("FireKirin" not in text for text in embedded)  # the renamed file: nothing embedded
    assert embedded and all("45 seconds" in text for text in embedded)  # only the edited one was
    assert sources(settings, "repo") == ["docs/casino/jackpot.md", "docs/selenium.md", "src/retry.py"]
    assert all(hit.source != "src/obsolete.py" for hit in search(settings, "quantum teleporter legacy", "repo"))
    jackpot = search(settings, "FireKirin grand jackpot threshold", "repo")
    assert jackpot and jackpot[0].source == "docs/casino/jackpot.md"
    assert {hit.source for hit in jackpot if "FireKirin" in hit.text} == {"docs/casino/jackpot.md"}
    assert all("zanzibar" not in hit.text for hit in search(settings, "zanzibar flux capacitor", "repo"))

    after = status(repo, settings, "--json")
    assert after.returncode == 0, after.stdout
    assert json.loads(after.stdout)["indexedCommit"] == git(repo, "rev-parse", "HEAD")


def test_a_dry_run_says_what_it_would_do_and_changes_nothing(repo: Path, settings: Settings) -> None:
    index_paths([repo], settings)
    (repo / "notes.md").write_text("# Notes\n\nA new file.\n")
    change_the_repository(repo)
    before = sources(settings, "repo")
    dry = index_paths([repo], settings, dry_run=True)
    assert dry.changes == [
        "add notes.md",
        "re-embed docs/selenium.md",
        "move docs/jackpot.md -> docs/casino/jackpot.md",
        "remove src/obsolete.py",
    ]
    assert "dry run, nothing changed" in dry.summary()
    assert sources(settings, "repo") == before
    assert status(repo, settings).returncode == 1


def test_the_documents_of_other_folders_and_clients_are_left_alone(repo: Path, settings: Settings, tmp_path: Path) -> None:
    other = tmp_path / "other"
    other.mkdir()
    (other / "guide.md").write_text("# Guide\n\nAnother folder in the same session.\n")
    index_paths([repo], settings, session_id="shared")
    index_paths([other], settings, session_id="shared")
    (repo / "src" / "obsolete.py").unlink()
    index_paths([repo], settings, session_id="shared")
    assert sources(settings, "shared") == ["docs/jackpot.md", "docs/selenium.md", "guide.md", "src/retry.py"]


def test_a_300000_character_file_is_found_by_a_phrase_from_its_end_with_its_line_numbers(tmp_path: Path, settings: Settings) -> None:
    root = tmp_path / "big"
    root.mkdir()
    lines = [f"Entry {number}: routine ledger line about inventory counts and shelf audits.\n" for number in range(1, 4201)]
    phrase_line = len(lines) - 2  # near the end
    lines[phrase_line - 1] = "The emerald lighthouse keeper logs the midnight tide at pier nineteen.\n"
    text = "".join(lines)
    assert len(text) > 300_000
    (root / "ledger.md").write_text(text)
    report = index_paths([root], settings)
    assert report.failed == {} and report.skipped == {}
    hits = search(settings, "emerald lighthouse keeper midnight tide pier nineteen", "big")
    assert hits and hits[0].source == "ledger.md"
    hit = hits[0]
    offset = hit.metadata["lineOffset"]
    assert hit.metadata["part"] >= 4
    assert offset > 0
    # The chunk is cut from its part: the line the phrase is on, counted in the file.
    document = _document_of(settings, hit.document_id)
    at = document.content.index("emerald lighthouse")
    assert offset + document.content[:at].count("\n") + 1 == phrase_line
    if "lineStart" in hit.metadata or hasattr(hit, "line_start"):  # the citations' line numbers, where they are
        start = getattr(hit, "line_start", None) or hit.metadata["lineStart"]
        end = getattr(hit, "line_end", None) or hit.metadata["lineEnd"]
        assert start <= phrase_line <= end


def _document_of(settings: Settings, document_id: str):  # type: ignore[no-untyped-def]
    async def work(services):  # type: ignore[no-untyped-def]
        return await services.store.get_document(document_id)

    return asyncio.run(_with_services(settings, work))


def test_only_files_over_the_cap_are_skipped_and_listed(tmp_path: Path, settings: Settings) -> None:
    root = tmp_path / "capped"
    root.mkdir()
    (root / "small.md").write_text("# Small\n\nA short note.\n")
    (root / "large.md").write_text("word " * 300_000)  # 1.5 MB: over a 1 MB cap
    report = index_paths([root], settings, max_file_mb=1)
    assert report.indexed == 1
    [(reason, skipped)] = report.skipped.items()
    assert skipped == ["large.md"] and "over 1,048,576 bytes" in reason
    assert f"skipped, {reason}: 1: large.md" in report.summary()


@pytest.fixture
def server(tmp_path: Path) -> Iterator[Server]:
    started = Server(tmp_path / "service-data", tmp_path / "server.log").start()
    yield started
    started.kill()


def test_through_the_api_of_a_running_service(repo: Path, server: Server, tmp_path: Path) -> None:
    settings = load_settings(_env_file=None, rag_data_dir=tmp_path / "unused")
    first = index_paths([repo], settings, url=server.url)
    assert first.failed == {} and first.indexed == 4
    moved_before = _listed(server, "docs/jackpot.md")
    change_the_repository(repo)
    stale = subprocess.run(
        [sys.executable, "-m", "rag_context.cli", "status", str(repo), "--url", server.url, "--json"],
        capture_output=True, text=True, timeout=120,
    )  # fmt: skip
    assert stale.returncode == 1 and json.loads(stale.stdout)["files"]["moved"] == 1
    second = index_paths([repo], settings, url=server.url)
    assert second.failed == {}, second.summary()
    assert (second.indexed, second.moved, second.unchanged) == (1, 1, 1)
    assert second.chunks == _listed(server, "docs/selenium.md")[0]["chunkCount"]  # only the edited file embedded
    listed = httpx.get(f"{server.url}/documents", params={"sessionId": "repo", "limit": 100}).json()["documents"]
    assert sorted(document["source"] for document in listed) == ["docs/casino/jackpot.md", "docs/selenium.md", "src/retry.py"]
    moved = _listed(server, "docs/casino/jackpot.md")[0]
    assert moved["chunkCount"] == moved_before[0]["chunkCount"] and moved["fingerprint"] != moved_before[0]["fingerprint"]
    results = server.post("rag_context_search", {"query": "FireKirin grand jackpot threshold", "sessionId": "repo"}).json()["results"]
    assert results[0]["source"] == "docs/casino/jackpot.md"
    status = server.post("rag_context_status", {"sessionId": "repo", "root": str(repo.resolve())}).json()
    assert status["indexed"] is True and status["indexedCommit"] == git(repo, "rev-parse", "HEAD")
    assert status["compared"] is False  # RAG_STATUS_ROOTS is not set: the service reads no folder


def _listed(server: Server, source: str) -> list[dict]:
    return httpx.get(f"{server.url}/documents", params={"sessionId": "repo", "source": source}).json()["documents"]


class Output:
    """A process's output lines, read by a thread, so that waiting for a line is bounded in time."""

    def __init__(self, process: subprocess.Popen[str]) -> None:
        self.lines: list[str] = []
        self._queue: queue.Queue[str] = queue.Queue()
        self._thread = threading.Thread(target=self._pump, args=(process,), daemon=True)
        self._thread.start()

    def _pump(self, process: subprocess.Popen[str]) -> None:
        assert process.stdout is not None
        for line in process.stdout:
            self.lines.append(line)
            self._queue.put(line)

    def wait_for(self, wanted: str, timeout_s: float) -> str:
        deadline = time.monotonic() + timeout_s
        while (left := deadline - time.monotonic()) > 0:
            try:
                line = self._queue.get(timeout=left)
            except queue.Empty:
                break
            if wanted in line:
                return line
        raise AssertionError(f"no line with {wanted!r} within {timeout_s} s; output:\n{self.text}")

    @property
    def text(self) -> str:
        return "".join(self.lines)


def watch(repo: Path, settings: Settings) -> subprocess.Popen[str]:
    env = {**os.environ, "RAG_DATA_DIR": str(settings.rag_data_dir), "HF_HUB_OFFLINE": "1"}
    return subprocess.Popen(
        [sys.executable, "-m", "rag_context.cli", "index", str(repo), "--watch"],
        stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, env=env,
    )  # fmt: skip


def test_watch_picks_up_an_edit_within_seconds_and_stops_on_ctrl_c(repo: Path, settings: Settings) -> None:
    process = watch(repo, settings)
    output = Output(process)
    try:
        output.wait_for("4 new", 300)  # the first run: the model loaded, the folder indexed
        edited = time.monotonic()
        (repo / "docs" / "selenium.md").write_text("# Selenium\n\nThe WebDriver timeout is now 90 seconds.\n")
        line = output.wait_for("1 changed", 60)
        picked_up_s = time.monotonic() - edited
        assert "0 new, 1 changed, 0 moved, 0 deleted" in line
        (repo / "build").mkdir()
        (repo / "build" / "out.md").write_text("ignored build output\n")  # git ignores it: no batch
        git(repo, "mv", "src/retry.py", "src/backoff.py")
        line = output.wait_for("1 moved", 60)
        assert "0 new, 0 changed, 1 moved, 0 deleted" in line and "0 chunks embedded" in line
        process.send_signal(signal.SIGINT)
        output.wait_for("stopped", 60)
        assert process.wait(timeout=60) == 0
    finally:
        if process.poll() is None:
            process.kill()
            process.wait(timeout=30)
    assert picked_up_s < 30, picked_up_s  # seconds on a quiet machine: the bound is for a loaded one
    assert not any("build/out.md" in line or "1 new" in line for line in output.lines), output.text
    assert status(repo, settings).returncode == 0


def test_a_ctrl_c_during_a_batch_lets_the_batch_finish(repo: Path, settings: Settings) -> None:
    process = watch(repo, settings)
    output = Output(process)
    try:
        output.wait_for("watching", 120)
        process.send_signal(signal.SIGINT)  # while the first run (model load, 4 files) is under way
        output.wait_for("stopped", 300)
        assert process.wait(timeout=60) == 0
    finally:
        if process.poll() is None:
            process.kill()
            process.wait(timeout=30)
    assert "stopping after the batch under way" in output.text
    assert "4 new" in output.text  # the batch under way was finished, not cut
    assert status(repo, settings).returncode == 0
