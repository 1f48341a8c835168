"""A repository whose config makes git run its commands (fsmonitor, hooks, filter and diff drivers:
tests/hostile_repository.py) indexed and asked about through every surface that runs git: `rag-context
index`, `rag-context status`, `index --watch`, and, on a service that may read the folder
(RAG_STATUS_ROOTS), the status tool over HTTP and over MCP. Each does its work, and not one of the
repository's commands ever runs: no marker appears."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
from pathlib import Path

import httpx2
import pytest
from mcp import ClientSession
from mcp.client.streamable_http import streamable_http_client

from rag_context.config import load_settings
from tests.e2e.test_follow import Output, watch
from tests.e2e.test_service import Server
from tests.hostile_repository import git, hostile_repository, markers_written, prove_armed

pytestmark = pytest.mark.e2e


def cli(data_dir: Path, *arguments: str) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "RAG_DATA_DIR": str(data_dir), "HF_HUB_OFFLINE": "1"}
    return subprocess.run([sys.executable, "-m", "rag_context.cli", *arguments], capture_output=True, text=True, timeout=300, env=env)


@pytest.fixture
def markers(tmp_path: Path) -> Path:
    return tmp_path / "MARKERS"


@pytest.fixture
def repository(tmp_path: Path, markers: Path) -> Path:
    root = hostile_repository(tmp_path / "repos" / "repo", markers)
    prove_armed(root, markers)
    return root


def test_index_status_and_watch_run_none_of_the_repositorys_commands(repository: Path, markers: Path, tmp_path: Path) -> None:
    data = tmp_path / "data"
    indexed = cli(data, "index", str(repository))
    assert indexed.returncode == 0, indexed.stderr
    assert "5 files: 3 indexed" in indexed.stdout, indexed.stdout
    status = cli(data, "status", str(repository), "--json")
    assert status.returncode == 0, status.stderr
    answer = json.loads(status.stdout)
    assert answer["current"] is True and answer["headCommit"] == git(repository, "rev-parse", "HEAD")
    assert markers_written(markers) == []

    process = watch(repository, load_settings(_env_file=None, rag_data_dir=data))
    output = Output(process)
    try:
        output.wait_for("watching", 120)
        output.wait_for("0 new", 300)  # the first run: nothing to do
        (repository / "docs" / "guide.md").write_text("# Guide\n\nThe runbook now says to rotate the keys weekly.\n")
        output.wait_for("1 changed", 60)  # the batch asked git which paths it ignores
        process.send_signal(signal.SIGINT)
        output.wait_for("stopped", 60)
        assert process.wait(timeout=60) == 0
    finally:
        if process.poll() is None:
            process.kill()
            process.wait(timeout=30)
    assert markers_written(markers) == []


async def test_the_services_status_tool_over_http_and_mcp_runs_none_of_them(repository: Path, markers: Path, tmp_path: Path) -> None:
    server = Server(tmp_path / "service-data", tmp_path / "server.log", {"RAG_STATUS_ROOTS": str(tmp_path / "repos")}).start()
    try:
        arguments = {"sessionId": "repo", "root": str(repository)}
        over_http = server.post("rag_context_status", arguments)
        assert over_http.status_code == 200, over_http.text
        assert over_http.json()["compared"] is True and over_http.json()["files"]["new"] == 3, over_http.json()
        async with httpx2.AsyncClient(timeout=httpx2.Timeout(60.0)) as client:
            async with streamable_http_client(f"{server.url}/mcp", http_client=client) as (read_stream, write_stream):
                async with ClientSession(read_stream, write_stream) as session:
                    await session.initialize()
                    result = await session.call_tool("rag_context_status", arguments)
        assert result.is_error is False, result
        over_mcp = json.loads(result.content[0].text)
        assert over_mcp["compared"] is True and over_mcp["headCommit"] == git(repository, "rev-parse", "HEAD")
    finally:
        server.kill()
    assert markers_written(markers) == []
