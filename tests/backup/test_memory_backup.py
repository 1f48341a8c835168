"""A backup keeps memory (issue 32): restored, the superseded decision is still left out of a
default search, still in the history with what replaced it, and the supersession still undoable."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from fastapi.testclient import TestClient

from rag_context.backup.restore import restore_data_dir
from rag_context.config import Settings, load_settings

INDEX = "/tools/rag_context_index"
SEARCH = "/tools/rag_context_search"


def index(client: TestClient, content: str, source: str, **extra: Any) -> str:
    body = {"content": content, "contentType": "decision", "sessionId": "oracle", "source": source, **extra}
    answer = client.post(INDEX, json=body)
    assert answer.status_code == 200 and answer.json()["status"] == "indexed", answer.text
    return answer.json()["documentId"]


def sources(client: TestClient, **body: Any) -> dict[str, dict[str, Any]]:
    answer = client.post(SEARCH, json={"query": "jackpot thresholds cache", **body})
    assert answer.status_code == 200, answer.text
    return {result["source"]: result for result in answer.json()["results"]}


def test_a_restored_backup_remembers_what_was_superseded(make_app: Any, settings: Settings, tmp_path: Path, local_embedder: Any) -> None:
    with TestClient(make_app()) as client:
        old = index(client, "Cache the jackpot thresholds for five minutes.", "decisions/cache.md")
        new = index(client, "Do not cache the jackpot thresholds: read them live.", "decisions/live.md", supersedes=[old])
        created = client.post("/backups")
        assert created.status_code == 201, created.text
        backup_id = created.json()["id"]
    restored = load_settings(_env_file=None, rag_data_dir=tmp_path / "restored")
    restore_data_dir(settings.backup_dir / f"{backup_id}.tar.gz", restored, local_embedder.dimension)
    with TestClient(make_app(restored)) as client:
        assert set(sources(client)) == {"decisions/live.md"}
        history = sources(client, includeSuperseded=True)
        assert history["decisions/cache.md"]["supersededBy"] == new
        assert client.post("/tools/rag_context_delete", json={"documentId": new}).json()["documentsDeleted"] == 1
        assert set(sources(client)) == {"decisions/cache.md"}
