"""Backup and restore as an operator runs them: `rag-context backup --url` of a served instance while
a loop keeps indexing, more documents after it, the service stopped; `rag-context restore` into a
new directory; a service started on it finds every document acknowledged before the backup began.
And the service killed during a snapshot: the live data intact, no partial archive taken for whole."""

from __future__ import annotations

import contextlib
import os
import subprocess
import sys
import threading
import time
from pathlib import Path

import httpx
import pytest

from tests.e2e.test_service import Server

pytestmark = pytest.mark.e2e

LOOP_TIMEOUT_S = 60.0


def rag_context(*arguments: str, timeout: float = 600) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "rag_context.cli", *arguments], capture_output=True, text=True, timeout=timeout,
        env={**os.environ, "HF_HUB_OFFLINE": "1"},
    )


def document(number: int) -> dict[str, str]:
    return {
        "content": f"Operator note {number}: the cluster-{number} nightly job rotates its logs at {number % 24}:00.",
        "contentType": "documentation", "sessionId": "ops", "source": f"ops/{number}.md",
    }


def indexed_by_the_loop(acknowledged: list[tuple[float, int]], errors: list[str], more_than: int) -> None:
    """Until the indexing loop has acknowledged more than `more_than` documents (or failed)."""
    deadline = time.monotonic() + LOOP_TIMEOUT_S
    while len(acknowledged) <= more_than and not errors:
        assert time.monotonic() < deadline, f"the loop acknowledged no document in {LOOP_TIMEOUT_S:.0f} s"
        time.sleep(0.05)


def test_backup_while_indexing_then_restore_finds_everything_acknowledged_before(tmp_path: Path) -> None:
    server = Server(tmp_path / "data", tmp_path / "server.log").start()
    acknowledged: list[tuple[float, int]] = []
    errors: list[str] = []
    stop = threading.Event()

    def keep_indexing(first: int) -> None:
        number = first
        with httpx.Client(base_url=server.url, timeout=60) as client:
            while not stop.is_set():
                answer = client.post("/tools/rag_context_index", json=document(number))
                if answer.status_code == 200 and answer.json()["status"] == "indexed":
                    acknowledged.append((time.monotonic(), number))
                else:
                    errors.append(answer.text)
                number += 1

    try:
        for number in range(20):
            assert server.post("rag_context_index", document(number)).json()["status"] == "indexed"
        acknowledged.extend((time.monotonic(), number) for number in range(20))
        loop = threading.Thread(target=keep_indexing, args=(1000,))
        loop.start()
        indexed_by_the_loop(acknowledged, errors, more_than=20)  # the backup begins with writes under way
        began = time.monotonic()
        archive = tmp_path / "ops.tar.gz"
        backup = rag_context("backup", "--url", server.url, "-o", str(archive))
        assert backup.returncode == 0, backup.stderr
        assert "backup rag-context-" in backup.stdout and str(archive) in backup.stdout
        indexed_by_the_loop(acknowledged, errors, more_than=len(acknowledged))  # and they go on after it
        stop.set()
        loop.join(timeout=120)
        for number in range(5000, 5005):  # after the backup
            assert server.post("rag_context_index", document(number)).json()["status"] == "indexed"
        assert server.get("/backups").json() == {"backups": []}, "the service's copy goes once downloaded"
    finally:
        stop.set()
        server.stop()
    assert errors == []
    before = [number for when, number in acknowledged if when < began]
    assert len(before) > 20

    restored = tmp_path / "restored"
    restore = rag_context("restore", str(archive), "--data-dir", str(restored))
    assert restore.returncode == 0, restore.stdout + restore.stderr
    assert "consistent" in restore.stdout and "inconsistent" not in restore.stdout
    check = rag_context("check", "--data-dir", str(restored), "--json")
    assert check.returncode == 0 and '"consistent": true' in check.stdout

    again = Server(restored, tmp_path / "restored.log").start()
    try:
        with httpx.Client(base_url=again.url, timeout=60) as client:
            listed: set[str] = set()
            cursor = None
            while True:
                page = client.get("/documents", params={"limit": 100, **({"cursor": cursor} if cursor else {})}).json()
                listed |= {entry["source"] for entry in page["documents"]}
                cursor = page.get("nextCursor")
                if not cursor:
                    break
            for number in before:
                assert f"ops/{number}.md" in listed
            assert not any(f"ops/{number}.md" in listed for number in range(5000, 5005))
            hit = client.post("/tools/rag_context_search", json={"query": f"cluster-{before[-1]} nightly job logs", "limit": 5}).json()
            assert hit["fallbackLevel"] == 1 and any(r["source"] == f"ops/{before[-1]}.md" for r in hit["results"])
    finally:
        again.stop()


def test_a_truncated_archive_is_refused_with_one_line_and_nothing_written(tmp_path: Path) -> None:
    data = tmp_path / "data"
    server = Server(data, tmp_path / "server.log").start()
    try:
        for number in range(5):
            server.post("rag_context_index", document(number))
    finally:
        server.stop()
    archive = tmp_path / "whole.tar.gz"
    assert rag_context("backup", "-o", str(archive), "--data-dir", str(data)).returncode == 0
    cut = tmp_path / "cut.tar.gz"
    cut.write_bytes(archive.read_bytes()[: archive.stat().st_size // 2])
    target = tmp_path / "restored"
    refused = rag_context("restore", str(cut), "--data-dir", str(target))
    assert refused.returncode == 1
    assert refused.stdout == ""
    assert len(refused.stderr.strip().splitlines()) == 1 and "truncated" in refused.stderr
    assert not target.exists() and not list(tmp_path.glob(".restored*"))


def test_the_service_killed_during_a_snapshot_keeps_its_data_and_lists_no_partial_backup(tmp_path: Path) -> None:
    data = tmp_path / "data"
    server = Server(data, tmp_path / "server.log").start()
    try:
        for number in range(40):
            assert server.post("rag_context_index", document(number)).json()["status"] == "indexed"
        def ask_for_a_backup() -> None:
            with contextlib.suppress(httpx.HTTPError):  # the service dies under it
                httpx.post(f"{server.url}/backups", timeout=60)

        snapshot = threading.Thread(target=ask_for_a_backup, daemon=True)
        snapshot.start()
        # Kill as soon as the snapshot is under way (its staging folder or partial archive is there);
        # wherever the kill lands (staging, archive, rename), the invariants below hold.
        deadline = time.monotonic() + 30
        while time.monotonic() < deadline and not any(
            p.name.startswith(".staging-") or p.name.endswith(".partial") for p in (data / "backups").glob("*")
        ):
            time.sleep(0.002)
        server.kill()
        snapshot.join(timeout=60)
    finally:
        server.kill()
    leftovers = sorted(p.name for p in (data / "backups").iterdir()) if (data / "backups").exists() else []
    again = Server(data, tmp_path / "again.log").start()
    try:
        listed = again.get("/backups").json()["backups"]
        for entry in listed:  # a backup listed after the kill is a whole one
            archive = tmp_path / "listed.tar.gz"
            archive.write_bytes(again.get(f"/backups/{entry['id']}").content)
            from rag_context.backup.archive import read_archive

            assert read_archive(archive)["store"]["documents"] == 40
        remaining = sorted(p.name for p in (data / "backups").iterdir())
        assert not any(name.startswith(".staging-") or name.endswith(".partial") for name in remaining), (leftovers, remaining)
        for number in range(40):
            assert again.get(f"/documents?sessionId=ops&source=ops/{number}.md").json()["documents"]
    finally:
        again.stop()
    check = rag_context("check", "--data-dir", str(data), "--json")
    assert check.returncode == 0, check.stdout
