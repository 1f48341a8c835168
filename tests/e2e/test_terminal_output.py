"""What the CLI prints of names and text from outside reaches the terminal escaped: files named with
escape sequences (a window title, a screen clear, a colour) and a document whose text holds some,
through `index` (its summary and its skipped list), `index --dry-run`, `ls`, `ls --id` and `status`.
The names are still there to read (as `\\x1b[2J`), the listings keep their shape, the JSON outputs
are unchanged."""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

from rag_context.terminal import shown
from rag_context.core.models import document_id_for

pytestmark = pytest.mark.e2e

# What a terminal obeys: C0 controls but the newline and the tab, DEL, C1 controls, bidirectional overrides.
OBEYED = re.compile("[\x00-\x08\x0b-\x1f\x7f-\x9f\u202a-\u202e\u2066-\u2069]")
TITLE = "\x1b]0;owned\x07"
CLEAR = "\x1b[2J"


def cli(data_dir: Path, *arguments: str) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "RAG_DATA_DIR": str(data_dir), "HF_HUB_OFFLINE": "1"}
    result = subprocess.run([sys.executable, "-m", "rag_context.cli", *arguments], capture_output=True, text=True, timeout=300, env=env)
    assert not OBEYED.search(result.stdout), repr(result.stdout)
    return result


def test_names_and_text_with_escape_sequences_are_printed_escaped(tmp_path: Path) -> None:
    folder = tmp_path / f"notes{CLEAR}"
    folder.mkdir()
    (folder / f"{TITLE}runbook.md").write_text(f"# Runbook\n\nRotate the keys.\x1b[8m hidden\x1b[0m\tthen log out.\n")
    (folder / f"red\x1b[31m\u202eevil.md").write_text("# Colours\n\nA page about terminal colours.\n")
    (folder / f"{CLEAR}blob.md").write_bytes(b"\x00\x01binary")  # skipped, and listed as skipped
    data = tmp_path / "data"
    session = "notes"

    dry = cli(data, "index", str(folder), "--session-id", session, "--dry-run")
    assert dry.returncode == 0, dry.stderr
    assert f"add {shown(TITLE)}runbook.md" in dry.stdout.splitlines()

    indexed = cli(data, "index", str(folder), "--session-id", session)
    assert indexed.returncode == 0, indexed.stderr
    assert f"skipped, binary: 1: {shown(CLEAR)}blob.md" in indexed.stdout.splitlines()

    listing = cli(data, "ls", "--session-id", session)
    lines = listing.stdout.splitlines()
    assert len(lines) == 3  # the header and one line a document: no name broke a line
    assert any(f"{shown(TITLE)}runbook.md" in line for line in lines) and any("red\\x1b[31m\\u202eevil.md" in line for line in lines)

    one = cli(data, "ls", "--id", document_id_for(session, f"{TITLE}runbook.md"))
    assert one.returncode == 0, one.stderr
    assert "\nRotate the keys.\\x1b[8m hidden\\x1b[0m\tthen log out.\n" in one.stdout  # the text's lines and tab kept

    as_json = cli(data, "ls", "--session-id", session, "--json")
    assert {TITLE + "runbook.md", "red\x1b[31m\u202eevil.md"} == {d["source"] for d in json.loads(as_json.stdout)["documents"]}

    status = cli(data, "status", str(folder), "--session-id", session)
    assert status.returncode == 0, status.stderr
    assert status.stdout.splitlines()[0].startswith(f"{shown(folder)} (sessionId notes): current")


@pytest.mark.parametrize(
    ("text", "one_line", "in_text"),
    [
        ("plain name.md", "plain name.md", "plain name.md"),
        ("été/日本語/👩‍💻.md", "été/日本語/👩‍💻.md", "été/日本語/👩‍💻.md"),  # letters and emoji (a ZWJ sequence) stay
        ("a\x1b[2Jb", "a\\x1b[2Jb", "a\\x1b[2Jb"),
        ("bell\x07 del\x7f csi\x9b", "bell\\x07 del\\x7f csi\\x9b", "bell\\x07 del\\x7f csi\\x9b"),
        ("line\nbreak\ttab\rreturn", "line\\x0abreak\\x09tab\\x0dreturn", "line\nbreak\ttab\\x0dreturn"),
        ("txt.\u202egnp", "txt.\\u202egnp", "txt.\\u202egnp"),  # shown as "png.txt" raw
        ("not-utf8-\udc9b", "not-utf8-\\udc9b", "not-utf8-\\udc9b"),  # a lone byte 0x9b of a file name
        ("sep\u2028arator", "sep\\u2028arator", "sep\\u2028arator"),
    ],
)
def test_shown_escapes_what_a_terminal_obeys_and_nothing_else(text: str, one_line: str, in_text: str) -> None:
    assert shown(text) == one_line
    assert shown(text, multiline=True) == in_text
