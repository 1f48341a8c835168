"""`rag-context ls`: the indexed documents in the terminal, as GET /documents shows them."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from fastapi.testclient import TestClient

from rag_context.commands import ls as ls_command
from rag_context.cli import main
from rag_context.config import load_settings
from rag_context.core.models import document_id_for


@pytest.fixture
def data_dir(tmp_path: Path, make_app, monkeypatch: pytest.MonkeyPatch) -> Path:
    directory = tmp_path / "data"
    with TestClient(make_app(load_settings(_env_file=None, rag_data_dir=directory))) as client:
        for i in range(5):
            body = {
                "content": f"Note {i} about the kraken.",
                "contentType": "code" if i % 2 else "chat",
                "sessionId": "alpha" if i < 3 else "beta",
                "source": f"note{i}.md",
                "metadata": {"agent": "Oracle"},
            }
            assert client.post("/tools/rag_context_index", json=body).status_code == 200
    monkeypatch.setenv("RAG_DATA_DIR", str(directory))
    monkeypatch.chdir(tmp_path)  # no .env of the working directory
    return directory


def test_ls_prints_a_table(data_dir: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["ls"]) == 0
    lines = capsys.readouterr().out.strip().splitlines()
    assert lines[0].split() == ["ID", "SESSION", "SOURCE", "TYPE", "CHUNKS", "STATUS", "INDEXED"]
    assert len(lines) == 6
    row = next(line for line in lines if "note3.md" in line).split()
    assert row[:6] == [document_id_for("beta", "note3.md"), "beta", "note3.md", "code", "1", "indexed"]


def test_ls_filters_pages_and_json(data_dir: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["ls", "--session-id", "alpha", "--content-type", "chat", "--json"]) == 0
    listed = json.loads(capsys.readouterr().out)
    assert sorted(d["source"] for d in listed["documents"]) == ["note0.md", "note2.md"]
    assert listed["nextCursor"] is None
    assert set(listed["documents"][0]) == {"id", "sessionId", "source", "contentType", "metadata", "chunkCount", "indexedAt", "status", "fingerprint"}

    assert main(["ls", "--limit", "2", "--json"]) == 0
    first = json.loads(capsys.readouterr().out)
    assert len(first["documents"]) == 2 and first["nextCursor"]
    assert main(["ls", "--limit", "2", "--cursor", first["nextCursor"], "--json"]) == 0
    second = json.loads(capsys.readouterr().out)
    assert {d["id"] for d in first["documents"]}.isdisjoint(d["id"] for d in second["documents"])
    assert main(["ls", "--limit", "2", "--all", "--json"]) == 0
    assert len(json.loads(capsys.readouterr().out)["documents"]) == 5
    assert main(["ls", "--cursor", "!!!"]) == 2


def test_ls_one_document_with_its_chunks(data_dir: Path, capsys: pytest.CaptureFixture[str]) -> None:
    document_id = document_id_for("alpha", "note1.md")
    assert main(["ls", "--id", document_id, "--json"]) == 0
    document = json.loads(capsys.readouterr().out)
    assert document["id"] == document_id and document["content"] == "Note 1 about the kraken."
    assert [chunk["text"] for chunk in document["chunks"]] == ["Note 1 about the kraken."]
    assert main(["ls", "--id", document_id]) == 0
    assert "--- chunk 0" in capsys.readouterr().out
    assert main(["ls", "--id", "missing"]) == 1


def test_ls_shows_why_a_document_failed() -> None:
    from datetime import datetime, timezone

    from rag_context.core.models import DocumentMetadata, DocumentStatus, DocumentSummary

    failed = DocumentSummary(
        "id-1", "s", "poison.md", "chat", DocumentMetadata(), 1, datetime.now(timezone.utc), DocumentStatus.FAILED, "HTTP 400: refused"
    )
    assert "failed (HTTP 400: refused)" in ls_command.table([failed])
