"""`rag-context reembed`: from the bundled 384-dimension MiniLM to an OpenAI-compatible embedder of
another dimension (64, served by a small deterministic HTTP server in the test), on the embedded
backends. Every document ends searchable, none lost and none twice: after a plain run, after a run
killed with `kill -9` and started again, and with a service indexing and deleting on the old
generation meanwhile. Start-up with the other dimension and no re-embed names the command."""

from __future__ import annotations

import asyncio
import json
import os
import signal
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import pytest
from fake_servers import EmbeddingServer
from fastapi.testclient import TestClient

from rag_context.commands import exit_codes
from rag_context.commands import reembed as reembed_command
from rag_context.app import create_app
from rag_context.backends.generations import STATE_FILE, Generations
from rag_context.config import Settings, load_settings
from rag_context.core.models import DocumentFilters
from rag_context.core.ports import ConfigurationError

pytestmark = pytest.mark.e2e

DIM = 64
MODEL = "test-embed-64"
REPO_ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture
def embedding_server() -> Iterator[EmbeddingServer]:
    server = EmbeddingServer(model=MODEL, dimension=DIM).serve()
    yield server
    server.close()


@pytest.fixture
def data_dir(tmp_path: Path) -> Path:
    return tmp_path / "data"


def old_settings(data_dir: Path) -> Settings:
    return load_settings(_env_file=None, rag_data_dir=data_dir)


def new_environment(server: EmbeddingServer) -> dict[str, str]:
    return {"LM_STUDIO_URL": server.url, "EMBEDDING_MODEL": MODEL, "EMBEDDING_DIM": str(DIM), "RAG_EMBED_BATCH_SIZE": "4"}


def new_settings(data_dir: Path, server: EmbeddingServer) -> Settings:
    return load_settings(
        _env_file=None, rag_data_dir=data_dir, lm_studio_url=server.url, embedding_model=MODEL, embedding_dim=DIM, rag_embed_batch_size=4
    )


def token(i: int) -> str:
    return f"zorblax{i:03d}"


def content(i: int) -> str:
    paragraphs = [f"Note {i} mentions {token(i)} and the kraken of harbour {i}."]
    if i % 4 == 0:  # some documents of several chunks
        paragraphs += [f"Part {p} of note {i}: " + "tide tables and jackpot ledgers " * 40 for p in range(3)]
    return "\n\n".join(paragraphs)


def index_documents(client: TestClient, numbers: range) -> None:
    for i in numbers:
        body = {"content": content(i), "contentType": "documentation", "sessionId": "reembed", "source": f"note{i}.md"}
        response = client.post("/tools/rag_context_index", json=body)
        assert response.status_code == 200 and response.json()["status"] == "indexed", response.text


def assert_every_document_once_and_searchable(settings: Settings, expected: set[int]) -> None:
    with TestClient(create_app(settings)) as client:
        services = client.app.state.services
        assert services.generation == Generations(settings.rag_data_dir).read().active != 0
        assert services.embedder.dimension == DIM

        async def inventory() -> tuple[int, int, set[str], set[str]]:
            summaries = await services.store.list_documents(DocumentFilters(), 1000)
            chunks = sum(summary.chunk_count for summary in summaries)
            return chunks, await services.vectors.count(), {s.document_id for s in summaries}, await services.vectors.document_ids()

        chunks, points, stored, indexed = client.portal.call(inventory)
        assert stored == indexed, "the new generation's documents differ from the store's"
        assert points == chunks, f"{points} points for {chunks} chunks: a chunk is missing or there twice"
        assert len(stored) == len(expected)
        for i in sorted(expected):
            payload = client.post("/tools/rag_context_search", json={"query": token(i), "limit": 3}).json()
            assert payload["fallbackLevel"] == 1, payload
            assert payload["results"] and payload["results"][0]["source"] == f"note{i}.md", (i, payload["results"][:1])


def test_start_up_with_another_dimension_names_the_reembed_command(make_app, data_dir: Path, embedding_server: EmbeddingServer) -> None:
    with TestClient(make_app(old_settings(data_dir))) as client:
        index_documents(client, range(2))
    with pytest.raises(ConfigurationError, match="rag-context reembed"), TestClient(create_app(new_settings(data_dir, embedding_server))):
        pass


def test_reembed_switches_to_a_new_generation_and_keeps_the_old_one_until_dropped(
    make_app, data_dir: Path, embedding_server: EmbeddingServer
) -> None:
    with TestClient(make_app(old_settings(data_dir))) as client:
        index_documents(client, range(8))
    settings = new_settings(data_dir, embedding_server)
    report = asyncio.run(reembed_command.reembed(settings, page_size=3))
    assert (report.generation, report.previous, report.documents) == (1, 0, 8)
    state = Generations(data_dir).read()
    assert (state.active, state.retired, state.building) == (1, (0,), None)
    assert (data_dir / "vectors").is_dir() and (data_dir / "vectors-g1").is_dir()
    assert_every_document_once_and_searchable(settings, set(range(8)))

    # The old configuration no longer starts on this data directory, and says why.
    with pytest.raises(ConfigurationError, match="rag-context reembed"), TestClient(make_app(old_settings(data_dir))):
        pass
    assert asyncio.run(reembed_command.drop_old(settings)) == [0]
    assert not (data_dir / "vectors").exists()
    assert Generations(data_dir).read().retired == ()
    assert_every_document_once_and_searchable(settings, set(range(8)))


def run_reembed(server: EmbeddingServer, data_dir: Path, *extra: str) -> subprocess.Popen[str]:
    env = {**os.environ, **new_environment(server), "RAG_DATA_DIR": str(data_dir), "HF_HUB_OFFLINE": "1"}
    env["PYTHONPATH"] = os.pathsep.join(filter(None, [str(REPO_ROOT / "src"), env.get("PYTHONPATH")]))
    return subprocess.Popen(
        [sys.executable, "-m", "rag_context.cli", "reembed", "--batch-documents", "3", *extra],
        cwd=data_dir.parent,
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )


def building_done(data_dir: Path) -> int:
    try:
        state = json.loads((data_dir / STATE_FILE).read_text())
    except (FileNotFoundError, json.JSONDecodeError):
        return 0
    return (state.get("building") or {}).get("done", 0)


def test_reembed_killed_midway_resumes_and_loses_nothing_while_a_service_keeps_answering(
    make_app, data_dir: Path, embedding_server: EmbeddingServer
) -> None:
    total = 30
    with TestClient(make_app(old_settings(data_dir))) as old_service:
        index_documents(old_service, range(total))
        embedding_server.delay_s = 0.5  # slow enough to kill it midway (about 7 s in all)
        process = run_reembed(embedding_server, data_dir)
        try:
            deadline = time.monotonic() + 120
            while building_done(data_dir) < 6:
                assert process.poll() is None, process.communicate()
                assert time.monotonic() < deadline, "no progress mark within two minutes"
                # The old service keeps answering from the old vectors meanwhile.
                found = old_service.post("/tools/rag_context_search", json={"query": token(3)}).json()
                assert found["fallbackLevel"] == 1 and found["results"][0]["source"] == "note3.md"
                time.sleep(0.05)
            second = run_reembed(embedding_server, data_dir)  # one re-embed at a time per data directory
            _, second_err = second.communicate(timeout=120)
            assert second.returncode == exit_codes.IN_USE and "another `rag-context reembed` is running" in second_err, second_err
            os.kill(process.pid, signal.SIGKILL)
            process.wait(timeout=30)
        finally:
            if process.poll() is None:
                process.kill()
                process.wait()
        done = building_done(data_dir)
        assert 6 <= done < total, done
        assert Generations(data_dir).read().active == 0  # not switched: the old generation still serves

        # While no re-embed runs, the old service changes the store: one document replaced, one
        # deleted, one added. The resumed run catches them up.
        index_documents(old_service, range(total, total + 1))
        replaced = {"content": "Note 1 now mentions zorblax001 and a kraken only.", "contentType": "documentation", "sessionId": "reembed", "source": "note1.md"}
        assert old_service.post("/tools/rag_context_index", json=replaced).json()["chunksIndexed"] == 1
        gone = old_service.post("/tools/rag_context_delete", json={"sessionId": "reembed", "source": "note0.md"}).json()
        assert gone["documentsDeleted"] == 1

        embedding_server.delay_s = 0.0
        again = run_reembed(embedding_server, data_dir)
        out, err = again.communicate(timeout=300)
        assert again.returncode == 0, err
        assert "vector generation 1 (" in out and "vectors-g1) is active" in out, out
        assert Generations(data_dir).read().active == 1

        # After the switch, and before the restart, the old service still answers and indexes.
        index_documents(old_service, range(total + 1, total + 2))
        late = old_service.post("/tools/rag_context_delete", json={"sessionId": "reembed", "source": "note2.md"}).json()
        assert late["documentsDeleted"] == 1

    # Restarted with the new configuration: the late changes are caught up at start.
    expected = (set(range(total + 2)) - {0, 2})
    assert_every_document_once_and_searchable(new_settings(data_dir, embedding_server), expected)
    assert Generations(data_dir).read().catch_up_since is None
