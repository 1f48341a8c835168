"""`rag-context index`: a folder in, its text files indexed, the rest skipped and counted; a second
run embeds nothing; a failure makes the exit code non-zero and is named."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from rag_context.commands.index import index_paths
from rag_context.config import load_settings


@pytest.fixture
def project(tmp_path: Path) -> Path:
    root = tmp_path / "project"
    (root / "src").mkdir(parents=True)
    (root / "docs").mkdir()
    (root / "build").mkdir()
    (root / "src" / "retry.py").write_text("def retry(call):\n    \"\"\"Retry with exponential backoff.\"\"\"\n    return call()\n")
    (root / "docs" / "selenium.md").write_text("# Selenium\n\nThe WebDriver timeout is 30 seconds for page loads.\n")
    (root / "build" / "output.md").write_text("# Build output that git ignores\n")
    (root / "logo.png").write_bytes(b"\x89PNG\r\n\x1a\n\0\0\0IHDR")
    (root / "notes.weird").write_text("unknown type")
    (root / ".gitignore").write_text("build/\n")
    subprocess.run(["git", "init", "-q"], cwd=root, check=True)
    return root


def test_a_folder_is_indexed_and_a_second_run_embeds_nothing(project: Path, tmp_path: Path) -> None:
    settings = load_settings(_env_file=None, rag_data_dir=tmp_path / "data")
    first = index_paths([project], settings)
    assert first.failed == {}
    assert first.indexed == 2 and first.chunks >= 2
    assert first.skipped["binary"] == ["logo.png"]
    assert "notes.weird" in first.skipped["type unknown (give --content-type)"]
    assert all("build/" not in source for sources in first.skipped.values() for source in sources)  # ignored, not even seen
    second = index_paths([project], settings)
    assert (second.indexed, second.unchanged, second.chunks) == (0, 2, 0)

    (project / "docs" / "selenium.md").write_text("# Selenium\n\nThe WebDriver timeout is now 45 seconds.\n")
    third = index_paths([project], settings)
    assert (third.indexed, third.unchanged) == (1, 1)


def test_the_command_names_what_failed_and_exits_non_zero(tmp_path: Path) -> None:
    missing = tmp_path / "nowhere"
    result = subprocess.run(
        [sys.executable, "-m", "rag_context.cli", "index", str(missing)],
        capture_output=True,
        text=True,
        timeout=300,
        env={"RAG_DATA_DIR": str(tmp_path / "data"), "HF_HUB_OFFLINE": "1", "PATH": "/usr/bin:/bin"},
    )
    assert result.returncode == 1
    assert f"FAILED {missing}: no such file or folder" in result.stdout
