"""`rag-context delete` / `rag-context rm`: delete by filter from the terminal, in-process on the
configured backends or through a running service (--url), a dry run unless --confirm."""

from __future__ import annotations

import functools
import json
import re
from pathlib import Path
from typing import Any

import pytest
from fastapi.testclient import TestClient

from rag_context import services as services_module
from rag_context.cli import main
from rag_context.commands import delete as delete_command
from rag_context.config import load_settings
from tests.conftest import KeepOpenEmbedder

NOTES = {
    "src/a.cs": ("code", ["cache"]),
    "src/tests/a_test.cs": ("code", ["cache", "test"]),
    "docs/a.md": ("documentation", ["cache"]),
    "docs/b.md": ("documentation", ["other"]),
}


@pytest.fixture(autouse=True)
def _session_embedder(monkeypatch: pytest.MonkeyPatch, local_embedder: Any) -> None:
    """The in-process delete borrows the session's embedder rather than loading the model again."""
    borrowed = functools.partial(services_module.build_services, embedder=KeepOpenEmbedder(local_embedder))
    monkeypatch.setattr(services_module, "build_services", borrowed)


@pytest.fixture
def data_dir(tmp_path: Path, make_app, monkeypatch: pytest.MonkeyPatch) -> Path:
    directory = tmp_path / "data"
    with TestClient(make_app(load_settings(_env_file=None, rag_data_dir=directory))) as client:
        for source, (content_type, tags) in NOTES.items():
            body = {"content": f"Notes on {source}.", "contentType": content_type, "sessionId": "cli", "source": source, "metadata": {"tags": tags}}
            assert client.post("/tools/rag_context_index", json=body).status_code == 200
    monkeypatch.setenv("RAG_DATA_DIR", str(directory))
    monkeypatch.chdir(tmp_path)
    return directory


def answer(out: str) -> dict[str, Any]:
    """The command's JSON, without the log lines the in-process services print in a test (the
    command itself turns them off, which the fixture above undoes)."""
    return json.loads("\n".join(line for line in out.splitlines() if not re.match(r"^\d{4}-\d\d-\d\d ", line)))


def listed(capsys: pytest.CaptureFixture[str]) -> set[str]:
    assert main(["ls", "--json", "--all"]) == 0
    return {document["source"] for document in answer(capsys.readouterr().out)["documents"]}


def test_delete_is_a_dry_run_until_confirmed(data_dir: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["rm", "--tag", "cache", "--exclude-source-glob", "**/tests/**"]) == 0
    captured = capsys.readouterr()
    assert answer(captured.out) == {"success": True, "dryRun": True, "documentsMatched": 2, "chunksMatched": 2}
    assert "--confirm" in captured.err
    assert listed(capsys) == set(NOTES)

    assert main(["delete", "--tag", "cache", "--exclude-source-glob", "**/tests/**", "--confirm"]) == 0
    assert answer(capsys.readouterr().out) == {"success": True, "documentsDeleted": 2, "chunksDeleted": 2}
    assert listed(capsys) == {"src/tests/a_test.cs", "docs/b.md"}


def test_no_filter_needs_all_and_a_bad_flag_is_refused(data_dir: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["delete", "--confirm"]) == 2
    assert "INVALID_INPUT" in capsys.readouterr().out
    assert main(["delete", "--since", "last week"]) == 2
    assert "filter.since" in capsys.readouterr().out
    assert main(["rm", "--all"]) == 0
    assert answer(capsys.readouterr().out)["documentsMatched"] == 4
    assert main(["rm", "--source-glob", "docs/*.md", "--content-type", "documentation", "--since", "1h", "--confirm"]) == 0
    assert answer(capsys.readouterr().out)["documentsDeleted"] == 2
    assert listed(capsys) == {"src/a.cs", "src/tests/a_test.cs"}


def test_delete_through_a_running_service(tmp_path: Path, make_app, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.chdir(tmp_path)
    with TestClient(make_app(load_settings(_env_file=None, rag_data_dir=tmp_path / "served"))) as client:
        for source, (content_type, tags) in NOTES.items():
            body = {"content": f"Notes on {source}.", "contentType": content_type, "sessionId": "cli", "source": source, "metadata": {"tags": tags}}
            assert client.post("/tools/rag_context_index", json=body).status_code == 200
        sent: list[dict[str, Any]] = []

        class Through:
            """httpx.Client as the command opens it, answered by the app in this process."""

            def __init__(self, base_url: str, **_: Any) -> None:
                assert base_url == "http://rag.test:5001"

            def __enter__(self) -> "Through":
                return self

            def __exit__(self, *exc: object) -> None:
                return None

            def post(self, path: str, json: dict[str, Any]) -> Any:
                sent.append(json)
                return client.post(path, json=json)

        monkeypatch.setattr(delete_command.httpx, "Client", Through)
        assert main(["delete", "--url", "http://rag.test:5001", "--tags-all", "cache", "--tags-all", "test", "--confirm"]) == 0
        assert answer(capsys.readouterr().out) == {"success": True, "documentsDeleted": 1, "chunksDeleted": 1}
        assert sent == [{"filter": {"tagsAll": ["cache", "test"]}, "confirm": True}]
        assert {doc["source"] for doc in client.get("/documents").json()["documents"]} == {"src/a.cs", "docs/a.md", "docs/b.md"}
