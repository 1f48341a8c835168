"""`rag-context serve` on the embedded default maps no libtorch, even where the torch extra is
installed (the test environment has it): the default embedder is MiniLM int8 on onnxruntime. With
RAG_LOCAL_MODEL_PATH the torch path loads it (so the check below can fail)."""

from __future__ import annotations

from pathlib import Path

import httpx
import pytest

from rag_context.commands.bench import ServerProcess, free_port

pytestmark = pytest.mark.e2e

STARTUP_TIMEOUT_S = 180


def mapped_libraries(pid: int) -> str:
    return Path(f"/proc/{pid}/maps").read_text()


def index_and_search(url: str) -> list[str]:
    document = {"content": "Flutter of a swept wing at transonic speed.", "sessionId": "no-torch", "source": "wing.md", "contentType": "documentation"}
    assert httpx.post(f"{url}/tools/rag_context_index", json=document, timeout=60).status_code == 200
    answer = httpx.post(f"{url}/tools/rag_context_search", json={"query": "wing flutter", "sessionId": "no-torch"}, timeout=60)
    assert answer.status_code == 200 and answer.json()["fallbackLevel"] == 1, answer.text
    return [result["content"] for result in answer.json()["results"]]


def test_the_default_service_maps_no_libtorch(tmp_path: Path) -> None:
    pytest.importorskip("torch", reason="without torch installed the check proves nothing more than the install")
    server = ServerProcess(tmp_path / "data", free_port(), tmp_path / "server.log")
    server.start(STARTUP_TIMEOUT_S)
    try:
        assert server.process is not None
        assert index_and_search(server.url) == ["Flutter of a swept wing at transonic speed."]
        maps = mapped_libraries(server.process.pid)
        assert "onnxruntime" in maps
        assert "libtorch" not in maps
    finally:
        server.stop()


def test_the_torch_path_chosen_by_setting_maps_libtorch_and_answers_alike(tmp_path: Path) -> None:
    pytest.importorskip("sentence_transformers", reason="the torch extra is not installed")
    server = ServerProcess(tmp_path / "data", free_port(), tmp_path / "server.log", {"RAG_LOCAL_MODEL_PATH": "all-MiniLM-L6-v2"})
    server.start(STARTUP_TIMEOUT_S)
    try:
        assert server.process is not None
        assert index_and_search(server.url) == ["Flutter of a swept wing at transonic speed."]
        assert "libtorch" in mapped_libraries(server.process.pid)
        health = httpx.get(f"{server.url}/health", timeout=60).json()
        assert "all-MiniLM-L6-v2" in str(health)
    finally:
        server.stop()
