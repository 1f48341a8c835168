"""Backups over HTTP: create, list, download, delete; behind the key; retention; one at a time;
what a killed snapshot leaves is never listed and is cleaned at start."""

from __future__ import annotations

import asyncio
from pathlib import Path
from typing import Any

import pytest
from fastapi.testclient import TestClient

from rag_context.backup.archive import read_archive
from rag_context.backup.manager import BackupInProgress, new_backup_id
from rag_context.config import Settings, load_settings
from rag_context.services import build_services
from tests.conftest import KeepOpenEmbedder

INDEX = "/tools/rag_context_index"


def index(client: TestClient, number: int, **headers: str) -> None:
    body = {"content": f"Note {number}: the grand jackpot triggers at {number} credits.", "contentType": "documentation",
            "sessionId": "api-backup", "source": f"notes/{number}.md"}
    answer = client.post(INDEX, json=body, headers=headers)
    assert answer.status_code == 200 and answer.json()["status"] == "indexed", answer.text


def test_create_list_download_delete(make_app: Any, tmp_path: Path) -> None:
    with TestClient(make_app()) as client:
        for number in range(3):
            index(client, number)
        created = client.post("/backups")
        assert created.status_code == 201, created.text
        summary = created.json()
        assert summary["documents"] == 3 and summary["pending"] == 0 and summary["chunks"] == 3 and summary["points"] == 3
        assert summary["writePauseMs"] >= 0 and summary["sizeBytes"] > 0

        listing = client.get("/backups").json()["backups"]
        assert [entry["id"] for entry in listing] == [summary["id"]]

        download = client.get(f"/backups/{summary['id']}")
        assert download.status_code == 200 and download.headers["content-type"] == "application/gzip"
        archive = tmp_path / "downloaded.tar.gz"
        archive.write_bytes(download.content)
        assert len(download.content) == summary["sizeBytes"]
        assert read_archive(archive)["store"]["documents"] == 3

        assert client.delete(f"/backups/{summary['id']}").json() == {"deleted": True, "id": summary["id"]}
        assert client.get("/backups").json() == {"backups": []}
        assert client.get(f"/backups/{summary['id']}").status_code == 404
        assert client.delete(f"/backups/{summary['id']}").status_code == 404
        for bad in ("..%2F..%2Fetc%2Fpasswd", "not-an-id", new_backup_id()):
            assert client.get(f"/backups/{bad}").status_code == 404


def test_backups_are_behind_the_key(make_app: Any, tmp_path: Path) -> None:
    keyed = load_settings(_env_file=None, rag_data_dir=tmp_path / "keyed", rag_api_key="s3cret-key-for-tests")
    with TestClient(make_app(keyed)) as client:
        assert client.post("/backups").status_code == 401
        assert client.get("/backups").status_code == 401
        key = {"X-API-Key": "s3cret-key-for-tests"}
        index(client, 1, **key)
        created = client.post("/backups", headers=key)
        assert created.status_code == 201
        backup_id = created.json()["id"]
        assert client.get(f"/backups/{backup_id}").status_code == 401
        assert client.delete(f"/backups/{backup_id}").status_code == 401
        assert client.get(f"/backups/{backup_id}", headers=key).status_code == 200


def test_the_newest_backups_are_kept(make_app: Any, tmp_path: Path) -> None:
    settings = load_settings(_env_file=None, rag_data_dir=tmp_path / "data", rag_backup_retain=2)
    with TestClient(make_app(settings)) as client:
        index(client, 1)
        ids = [client.post("/backups").json()["id"] for _ in range(3)]
        listed = [entry["id"] for entry in client.get("/backups").json()["backups"]]
    assert listed == sorted(ids, reverse=True)[:2]
    assert len(list(settings.backup_dir.glob("*.tar.gz"))) == 2


async def test_one_snapshot_at_a_time(settings: Settings, local_embedder: Any) -> None:
    services = await build_services(settings, embedder=KeepOpenEmbedder(local_embedder))
    try:
        async with services.indexing.hold_writes():  # the first backup waits for the writes to pause
            first = asyncio.create_task(services.backups.create())
            await asyncio.sleep(0.1)
            with pytest.raises(BackupInProgress):
                await services.backups.create()
        assert (await first)["documents"] == 0
    finally:
        await services.close()


async def test_writes_wait_for_the_snapshot_and_searches_do_not(settings: Settings, local_embedder: Any) -> None:
    from rag_context.core.search import SearchQuery
    from tests.backup.test_snapshot import request

    services = await build_services(settings, embedder=KeepOpenEmbedder(local_embedder))
    try:
        await services.indexing.index(request(1))
        async with services.indexing.hold_writes():
            write = asyncio.create_task(services.indexing.index(request(2)))
            found = await asyncio.wait_for(services.search.search(SearchQuery(text="jackpot thresholds")), 30)
            assert found.level.value == 1
            await asyncio.sleep(0.2)
            assert not write.done(), "a write must wait while writes are held"
        assert (await asyncio.wait_for(write, 30)).status.value == "indexed"
    finally:
        await services.close()


async def test_what_a_killed_snapshot_left_is_never_listed_and_goes_at_start(settings: Settings, local_embedder: Any) -> None:
    directory = settings.backup_dir
    directory.mkdir(parents=True)
    orphan = new_backup_id()
    (directory / f".staging-{orphan}" / "vectors").mkdir(parents=True)
    (directory / f"{orphan}.tar.gz.partial").write_bytes(b"half an archive")
    (directory / f"{orphan}.json").write_text('{"id": "%s"}' % orphan)  # its archive never took its name
    services = await build_services(settings, embedder=KeepOpenEmbedder(local_embedder))
    try:
        assert services.backups.list() == []
        await services.start()
        assert sorted(p.name for p in directory.iterdir()) == []
    finally:
        await services.close()


def test_backups_are_counted_in_the_metrics(make_app: Any) -> None:
    with TestClient(make_app()) as client:
        index(client, 1)
        assert client.post("/backups").status_code == 201
        text = client.get("/metrics").text
    assert 'rag_backups_total{result="ok"} 1.0' in text
    assert 'rag_backups_total{result="failed"} 0.0' in text
    assert "rag_backup_write_pause_seconds " in text


async def test_scheduled_backups_are_taken_and_the_newest_kept(tmp_path: Path, local_embedder: Any) -> None:
    settings = load_settings(_env_file=None, rag_data_dir=tmp_path / "data", rag_backup_interval_s=1, rag_backup_retain=2)
    services = await build_services(settings, embedder=KeepOpenEmbedder(local_embedder))
    try:
        await services.start()
        deadline = asyncio.get_running_loop().time() + 120
        while services.backups.results["ok"] < 3 and asyncio.get_running_loop().time() < deadline:
            await asyncio.sleep(0.2)
        assert services.backups.results["ok"] >= 3
        assert len(services.backups.list()) == 2
    finally:
        await services.close()


async def test_a_write_that_waits_out_a_backup_hold_does_not_blame_the_store(tmp_path: Path, local_embedder: Any) -> None:
    """The index request's store deadline starts at its first store call: time spent waiting for the
    document locks (here, writes held as a backup holds them) is not the store's, and must not open
    the store's breaker for every write after it."""
    from tests.backup.test_snapshot import request

    settings = load_settings(_env_file=None, rag_data_dir=tmp_path / "data", rag_dependency_timeout_ms=500)
    services = await build_services(settings, embedder=KeepOpenEmbedder(local_embedder))
    try:
        async with services.indexing.hold_writes():
            write = asyncio.create_task(services.indexing.index(request(1)))
            await asyncio.sleep(1.0)  # twice the store's deadline, spent waiting for the locks
        assert (await asyncio.wait_for(write, 30)).status.value == "indexed"
        assert not services.breakers.store.is_open
        assert (await services.indexing.index(request(2))).status.value == "indexed"
    finally:
        await services.close()
