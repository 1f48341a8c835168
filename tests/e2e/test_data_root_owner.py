"""As a new user would: a second command on the data directory a running service owns stops with
one line naming that service's process (`check`, `index`, `mcp`, `serve`), and deletes nothing; `rag-context index .` run from a folder
holding a `structlog.py` never runs the folder's code (the optimizer's child is isolated)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from rag_context.backends.factory import vector_location
from rag_context.commands import exit_codes
from rag_context.config import load_settings
from tests.e2e.test_service import Server, free_port


def command(args: list[str], data_dir: Path, cwd: Path | None = None) -> subprocess.CompletedProcess[str]:
    env = {"RAG_DATA_DIR": str(data_dir), "HF_HUB_OFFLINE": "1", "PATH": os.environ.get("PATH", "/usr/bin:/bin")}
    if "PYTHONPATH" in os.environ:  # the sources under test, when they are not the installed ones
        env["PYTHONPATH"] = os.environ["PYTHONPATH"]
    # The console script, as a user runs it (`python -m` would put the working directory on this
    # process's own path).
    script = Path(sys.executable).parent / "rag-context"
    return subprocess.run(
        [str(script), *args], capture_output=True, text=True, timeout=600, env=env, cwd=cwd, stdin=subprocess.DEVNULL
    )


def test_check_and_index_on_a_served_directory_say_who_owns_it_and_delete_nothing(tmp_path: Path) -> None:
    data_dir = tmp_path / "data"
    server = Server(data_dir, tmp_path / "server.log").start()
    try:
        body = {"content": "The WebDriver timeout is 30 seconds.", "contentType": "documentation", "sessionId": "s", "source": "a.md"}
        assert server.post("rag_context_index", body).status_code == 200
        root = Path(vector_location(load_settings(_env_file=None, rag_data_dir=data_dir), 0))
        copy = root / "shard-1"  # an optimization's copy, under way
        (copy / "segments").mkdir(parents=True)
        (copy / "segments" / "data").write_bytes(b"x" * 4096)
        assert server.process is not None
        second_commands = (
            (["check"], exit_codes.IN_USE),
            (["index", str(tmp_path / "server.log")], exit_codes.IN_USE),
            (["mcp"], exit_codes.IN_USE),
            (["serve", "--port", str(free_port())], exit_codes.IN_USE),
        )
        for args, status in second_commands:
            result = command(args, data_dir)
            assert result.returncode == status, result.stderr
            # Beside `index`'s progress bar, one line.
            lines = [line for line in result.stderr.splitlines() if line.strip() and not line.startswith("indexing:")]
            assert len(lines) == 1, result.stderr
            assert f"in use by process {server.process.pid}" in lines[0] and "--url" in lines[0]
            assert "Traceback" not in result.stderr + result.stdout
        assert (copy / "segments" / "data").read_bytes() == b"x" * 4096
        search = server.post("rag_context_search", {"query": "WebDriver timeout", "sessionId": "s"})
        assert search.status_code == 200 and search.json()["results"]
    finally:
        server.kill()


def test_indexing_a_folder_holding_a_structlog_py_never_runs_it(tmp_path: Path) -> None:
    folder = tmp_path / "project"
    folder.mkdir()
    marker = tmp_path / "marker"
    (folder / "README.md").write_text("# Project\n\nHow the retry policy backs off.\n")
    (folder / "structlog.py").write_text(f"open({str(marker)!r}, 'a').write('the folder ran\\n')\n")
    result = command(["index", "."], tmp_path / "data", cwd=folder)
    assert result.returncode == 0, result.stderr
    assert "2 indexed" in result.stdout and "not optimized" not in result.stdout
    assert not marker.exists(), "the folder's structlog.py ran"


def test_a_corrupted_active_stops_every_command_with_one_line_and_deletes_nothing(tmp_path: Path) -> None:
    """ACTIVE naming a shard that is not there (a hand, a disk): `serve`, `check` and `index` stop
    with one line naming the shards present; the real shard keeps its files (the open used to make
    an empty shard-9 and remove shard-1)."""
    data_dir = tmp_path / "data"
    docs = tmp_path / "docs"
    docs.mkdir()
    (docs / "a.md").write_text("# A\n\nThe WebDriver timeout is 30 seconds.\n")
    indexed = subprocess.run(
        [sys.executable, "-m", "rag_context.cli", "index", str(docs)], capture_output=True, text=True, timeout=300,
        env={**os.environ, "RAG_DATA_DIR": str(data_dir), "HF_HUB_OFFLINE": "1"},
    )  # fmt: skip
    assert indexed.returncode == 0, indexed.stderr
    root = Path(vector_location(load_settings(_env_file=None, rag_data_dir=data_dir), 0))
    assert (root / "ACTIVE").read_text() == "shard-1"  # the index's optimization swapped its copy in
    (root / "ACTIVE").write_text("shard-9")
    before = sorted(str(path.relative_to(root)) for path in root.rglob("*"))
    env = {**os.environ, "RAG_DATA_DIR": str(data_dir), "HF_HUB_OFFLINE": "1"}
    for args, status in ((["serve", "--port", str(free_port())], 2), (["check"], 2), (["index", str(docs)], 2)):
        result = subprocess.run([sys.executable, "-m", "rag_context.cli", *args], capture_output=True, text=True, timeout=300, env=env)
        assert result.returncode == status, result.stderr
        lines = [line for line in result.stderr.splitlines() if line.strip() and not line.startswith("indexing:")]
        assert len(lines) == 1 and "names shard-9, which is not there; shards present: shard-1" in lines[0], result.stderr
        assert "Traceback" not in result.stderr + result.stdout
    assert sorted(str(path.relative_to(root)) for path in root.rglob("*")) == before
