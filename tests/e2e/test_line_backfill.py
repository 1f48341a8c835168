"""A data directory made before chunks had line numbers (the store's chunks without the columns, the
points without lineStart/lineEnd) gets them back, without any embedding: from `rag-context
backfill`, or from the service in the background at start. The lines are those indexing gives.
Its points also lack the filter fields the previous release did not write (`sourceDirs` ...
`sourceParent`): a source pattern finds them all the same, and the backfill completes them."""

from __future__ import annotations

import asyncio
import json
import sqlite3
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

import pytest
from fastapi.testclient import TestClient
from qdrant_edge import ScrollRequest, UpdateOperation

from rag_context.app import create_app
from rag_context.backends import factory
from rag_context.config import Settings, load_settings
from rag_context.services import build_services
from tests.conftest import KeepOpenEmbedder

pytestmark = pytest.mark.e2e

REPOSITORY = Path(__file__).resolve().parents[2]
FILES = ["src/rag_context/core/breaker.py", "src/rag_context/core/health.py", "README.md"]
QUERY = "circuit breaker health of the dependencies"
CORE_SOURCES = {"src/rag_context/core/breaker.py", "src/rag_context/core/health.py"}
# The payload fields the previous release's points lacked (core.models.filter_fields).
LATER_FIELDS = ["decisionId", "role", "indexedAtUs", "sourceDirs", "sourceExt", "sourceDepth", "sourceNames", "sourceParent"]


def make_client(settings: Settings, local_embedder: Any) -> TestClient:
    async def services_factory(s: Settings):
        return await build_services(s, embedder=KeepOpenEmbedder(local_embedder))

    return TestClient(create_app(settings, services_factory))


def results(client: TestClient) -> list[dict[str, Any]]:
    response = client.post("/tools/rag_context_search", json={"query": QUERY, "limit": 20})
    assert response.status_code == 200, response.text
    return response.json()["results"]


def lines_by_chunk(found: list[dict[str, Any]]) -> dict[tuple[str, int], tuple[int | None, int | None]]:
    return {(r["documentId"], r["chunkIndex"]): (r["lineStart"], r["lineEnd"]) for r in found}


async def make_it_old(settings: Settings, dimension: int) -> None:
    """What the data directory looked like before: no line columns, no line payload fields."""
    with sqlite3.connect(settings.sqlite_path) as conn:
        conn.execute("DROP INDEX chunks_without_lines")
        conn.execute("ALTER TABLE chunks DROP COLUMN line_start")
        conn.execute("ALTER TABLE chunks DROP COLUMN line_end")
    index = await factory.open_vector_index(settings, dimension)
    try:
        shard = index._shard  # noqa: SLF001 - the test writes the old shape the public API no longer writes
        points = shard.scroll(ScrollRequest(limit=10_000, with_payload=False, with_vector=False))[0]
        shard.update(UpdateOperation.delete_payload([point.id for point in points], ["lineStart", "lineEnd", *LATER_FIELDS]))
        stripped = shard.scroll(ScrollRequest(limit=10_000, with_payload=True, with_vector=False))[0]
        assert stripped and not any({"lineStart", *LATER_FIELDS} & set(point.payload or {}) for point in stripped)
    finally:
        await index.close()


@pytest.fixture
def old_data_dir(tmp_path: Path, local_embedder: Any) -> tuple[Settings, dict]:
    settings = load_settings(_env_file=None, rag_data_dir=tmp_path / "data", rag_index_timeout_ms=600_000)
    with make_client(settings, local_embedder) as client:
        for path in FILES:
            body = {"content": (REPOSITORY / path).read_text(), "contentType": "code", "sessionId": "repo", "source": path}
            response = client.post("/tools/rag_context_index", json=body)
            assert response.status_code == 200 and response.json()["status"] == "indexed", response.text
        expected = lines_by_chunk(results(client))
    assert expected and all(start is not None for start, _ in expected.values())
    asyncio.run(make_it_old(settings, local_embedder.dimension))
    return settings, expected


def core_sources(client: TestClient) -> set[str]:
    """The sources a pattern by a folder name anywhere finds (a native condition on sourceParent)."""
    response = client.post("/tools/rag_context_search", json={"query": QUERY, "limit": 20, "filter": {"sourceGlob": "**/core/*.py"}})
    assert response.status_code == 200, response.text
    return {result["source"] for result in response.json()["results"]}


def test_rag_context_backfill_gives_an_old_data_directory_its_lines(old_data_dir: tuple[Settings, dict], local_embedder: Any) -> None:
    settings, expected = old_data_dir
    with sqlite3.connect(settings.sqlite_path) as conn:
        assert "line_start" not in {row[1] for row in conn.execute("PRAGMA table_info(chunks)")}
    command = subprocess.run(
        [sys.executable, "-m", "rag_context.cli", "backfill", "--json", "--data-dir", str(settings.rag_data_dir)],
        capture_output=True, text=True, timeout=600, cwd=REPOSITORY,
    )
    assert command.returncode == 0, command.stderr
    report = json.loads(command.stdout)
    assert report["documents"] == len(FILES) and report["chunks"] > len(FILES) and report["unlocated"] == 0
    assert report["filterFieldsCompleted"] == report["chunks"]  # every point, by an optimization
    with sqlite3.connect(settings.sqlite_path) as conn:
        assert conn.execute("SELECT count(*) FROM chunks WHERE line_start IS NULL").fetchone()[0] == 0
    # The vector payloads have them too: a primary search (answered from the points) shows them.
    with make_client(settings, local_embedder) as client:
        found = results(client)
        assert found and all(r["citation"] == f"{r['source']}:{r['lineStart']}-{r['lineEnd']}" for r in found)
        assert lines_by_chunk(found) == expected
        assert core_sources(client) == CORE_SOURCES
    again = subprocess.run(
        [sys.executable, "-m", "rag_context.cli", "backfill", "--json", "--data-dir", str(settings.rag_data_dir)],
        capture_output=True, text=True, timeout=600, cwd=REPOSITORY,
    )
    assert json.loads(again.stdout)["chunks"] == 0 and json.loads(again.stdout)["filterFieldsCompleted"] == 0


def test_the_service_backfills_an_old_data_directory_at_start(old_data_dir: tuple[Settings, dict], local_embedder: Any) -> None:
    settings, expected = old_data_dir
    with make_client(settings, local_embedder) as client:
        assert core_sources(client) == CORE_SOURCES  # the old points are not left out meanwhile
        deadline = time.monotonic() + 120
        found = results(client)
        while any(r["lineStart"] is None for r in found) and time.monotonic() < deadline:
            time.sleep(0.2)
            found = results(client)
        assert lines_by_chunk(found) == expected
