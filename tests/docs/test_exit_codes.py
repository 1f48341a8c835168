"""Each exit code docs/cli.md documents for a command, produced: the command run (as the console
script runs it: `cli.main`'s return is its exit status) where the cause can be made here, in the
folder of the served instance (whose data directory another process, the service, owns) or in a
fresh one; or the test that produces it elsewhere; or why no test does. A code documented and not
produced, or produced and not documented, fails."""

from __future__ import annotations

import os
import signal
import subprocess
import time
from dataclasses import dataclass, field
from pathlib import Path

import httpx
import pytest

from rag_context.cli import main
from rag_context.commands import exit_codes
from rag_context.commands.bench import free_port
from tests.docs.conftest import STARTUP_TIMEOUT_S, Served
from tests.docs.test_cli_docs import documented_exit_codes, sections

IN_USE_LINE = "is in use by process"
BAD_SETTING = {"RAG_CACHE_SIZE": "-1"}
UNREACHABLE = "http://127.0.0.1:9"  # the discard port: nothing answers there


@dataclass(frozen=True)
class Case:
    command: str
    code: int
    args: tuple[str, ...]
    where: str = "fresh"  # "served": in the served instance's folder (its ./data in use); "fresh": an empty folder
    env: dict[str, str] = field(default_factory=dict)


CASES = [
    Case("serve", exit_codes.USAGE, ("serve", "--port", "{free_port}"), env=BAD_SETTING),
    Case("serve", exit_codes.IN_USE, ("serve", "--port", "{free_port}"), "served"),
    Case("mcp", exit_codes.USAGE, ("mcp",), env=BAD_SETTING),
    Case("mcp", exit_codes.IN_USE, ("mcp",), "served"),
    Case("index", exit_codes.OK, ("index", "note.md", "--url", "{url}", "--session-id", "exit-codes"), "served"),
    Case("index", exit_codes.FAILED, ("index", "nowhere", "--url", "{url}"), "served"),
    Case("index", exit_codes.USAGE, ("index", "--watch", "note.md", "other.md")),
    Case("index", exit_codes.IN_USE, ("index", "note.md", "--session-id", "exit-codes"), "served"),
    Case("status", exit_codes.OK, ("status", "folder", "--url", "{url}"), "served"),
    Case("status", exit_codes.FAILED, ("status", "folder", "--url", "{url}", "--session-id", "never-indexed"), "served"),
    Case("status", 2, ("status", "nowhere")),
    Case("ls", exit_codes.OK, ("ls", "--session-id", "doc-firekirin"), "served"),
    Case("ls", exit_codes.FAILED, ("ls", "--id", "missing"), "served"),
    Case("ls", exit_codes.USAGE, ("ls", "--cursor", "!!!"), "served"),
    Case("delete", exit_codes.OK, ("delete", "--session", "nothing-here", "--url", "{url}"), "served"),
    Case("delete", exit_codes.FAILED, ("delete", "--session", "nothing-here", "--url", UNREACHABLE)),
    Case("delete", exit_codes.USAGE, ("delete", "--since", "last week", "--url", "{url}"), "served"),
    Case("delete", exit_codes.IN_USE, ("delete", "--session", "nothing-here"), "served"),
    Case("check", exit_codes.OK, ("check",)),
    Case("check", exit_codes.USAGE, ("check",), env={"RAG_EDGE_QUANTIZATION": "int4"}),
    Case("check", exit_codes.IN_USE, ("check",), "served"),
    Case("backfill", exit_codes.OK, ("backfill",)),
    Case("backfill", exit_codes.USAGE, ("backfill",), env=BAD_SETTING),
    Case("backfill", exit_codes.IN_USE, ("backfill",), "served"),
    Case("reembed", exit_codes.OK, ("reembed", "--drop-old")),
    Case("reembed", exit_codes.USAGE, ("reembed",), env=BAD_SETTING),
    Case("reembed", exit_codes.IN_USE, ("reembed", "--rechunk-code"), "served"),
    Case("backup", exit_codes.OK, ("backup", "--url", "{url}", "-o", "exit-codes.tar.gz", "--force"), "served"),
    Case("backup", exit_codes.FAILED, ("backup", "--url", "{url}", "-o", "note.md"), "served"),
    Case("backup", exit_codes.USAGE, ("backup", "-o", "a.tar.gz"), env=BAD_SETTING),
    Case("backup", exit_codes.IN_USE, ("backup", "-o", "in-use.tar.gz"), "served"),
    Case("restore", exit_codes.OK, ("restore", "exit-codes.tar.gz", "--data-dir", "{fresh}/restored"), "served"),
    Case("restore", exit_codes.FAILED, ("restore", "note.md", "--data-dir", "restored")),
    Case("restore", exit_codes.USAGE, ("restore", "note.md", "--data-dir", "restored"), env=BAD_SETTING),
    Case("validate", exit_codes.OK, ("validate", "--url", "{url}", "--skip-accuracy", "--latency-samples", "0"), "served"),
    Case("validate", exit_codes.FAILED, ("validate", "--url", UNREACHABLE, "--timeout", "5")),
    Case("eval", exit_codes.FAILED, ("eval", "--mode", "bm25", "--max-documents", "1")),
    Case("eval", exit_codes.USAGE, ("eval", "--questions", "questions.jsonl")),
    Case("scale", exit_codes.USAGE, ("scale",), env={"QDRANT_URL": "http://qdrant:6333"}),
]

# Codes produced by other tests (slower set-ups), and codes no test produces, with the reason.
ELSEWHERE = {
    ("check", exit_codes.FAILED): "tests/e2e/test_durability.py::test_check_reports_then_repairs_points_removed_and_added_behind_the_services_back",
    # Its other cause (another reembed holds the lock); --rechunk-code on a served directory is above.
    ("reembed", exit_codes.IN_USE): "tests/e2e/test_reembed.py::test_reembed_killed_midway_resumes_and_loses_nothing_while_a_service_keeps_answering",
    ("eval", exit_codes.OK): "tests/e2e/test_eval_slice.py",
    ("bench", exit_codes.OK): "tests/e2e/test_bench_smoke.py",
    ("mcp", exit_codes.OK): "test_mcp_exits_0_when_its_stdin_closes (below)",
    ("serve", exit_codes.OK): "test_serve_stops_on_ctrl_c_and_sigterm (below)",
    ("serve", 143): "test_serve_stops_on_ctrl_c_and_sigterm (below)",
}
NOT_PRODUCED = {
    ("index", exit_codes.INTERRUPTED): "a second Ctrl-C while a batch of --watch is under way",
    ("backfill", exit_codes.FAILED): "a store or vector index that fails part-way",
    ("reembed", exit_codes.FAILED): "an embedder that fails part-way (tests/e2e/test_reembed.py kills a run instead)",
    ("bench", exit_codes.FAILED): "a server that dies during the measurement",
    ("scale", exit_codes.OK): "a measurement of minutes (docs/scale.md)",
}


def documented() -> set[tuple[str, int]]:
    return {
        (command, code)
        for command, section in sections().items()
        if command != "rm"  # delete's alias: one section
        for code in documented_exit_codes(section)
    }


def test_every_documented_code_is_produced_or_says_why_not() -> None:
    produced = {(case.command, case.code) for case in CASES} | set(ELSEWHERE) | set(NOT_PRODUCED)
    assert sorted(documented() - produced) == [], "documented in docs/cli.md, produced by no test"
    assert sorted(produced - documented()) == [], "produced here, not documented in docs/cli.md"


def test_the_codes_are_distinct() -> None:
    codes = [exit_codes.OK, exit_codes.FAILED, exit_codes.USAGE, exit_codes.IN_USE, exit_codes.INTERRUPTED]
    assert len(set(codes)) == len(codes)


@pytest.fixture
def fresh(tmp_path: Path) -> Path:
    (tmp_path / "note.md").write_text("# A note\n\nThe exit codes of rag-context, one meaning each.\n")
    (tmp_path / "other.md").write_text("# Another\n")
    return tmp_path


@pytest.mark.parametrize("case", CASES, ids=lambda case: f"{case.command}-{case.code}-{case.where}")
def test_the_command_exits_with_the_documented_code(
    case: Case, served: Served, fresh: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    folder = served.work if case.where == "served" else fresh
    for name in [name for name in os.environ if name.startswith(("RAG_", "QDRANT_", "MONGODB_", "LM_STUDIO_"))]:
        monkeypatch.delenv(name)
    monkeypatch.chdir(folder)
    if case.where == "served":
        (folder / "note.md").write_text((fresh / "note.md").read_text())
        (folder / "folder").mkdir(exist_ok=True)
        (folder / "folder" / "a.md").write_text("# Folder\n\nIndexed before its status is asked.\n")
        if case.command == "status":
            assert main(["index", "folder", "--url", served.server.url]) == exit_codes.OK, capsys.readouterr()
        if case.command == "restore":  # the archive the backup case writes: make it if that case did not run
            assert main(["backup", "--url", served.server.url, "-o", "exit-codes.tar.gz", "--force"]) == exit_codes.OK
    for name, value in case.env.items():
        monkeypatch.setenv(name, value)
    values = {"url": served.server.url, "free_port": str(free_port()), "fresh": str(fresh)}
    args = [argument.format(**values) for argument in case.args]
    capsys.readouterr()
    assert main(args) == case.code
    out, err = capsys.readouterr()
    assert "Traceback" not in out + err
    if case.code == exit_codes.IN_USE:  # one line, beside a progress bar, naming the service's process
        assert err.count(IN_USE_LINE) == 1 and f"process {served.server.process.pid}" in err, err


def test_mcp_exits_0_when_its_stdin_closes(fresh: Path, served: Served) -> None:
    result = subprocess.run(
        ["rag-context", "mcp", "--data-dir", str(fresh / "data")], env=served.env, cwd=fresh,
        stdin=subprocess.DEVNULL, capture_output=True, timeout=STARTUP_TIMEOUT_S,
    )  # fmt: skip
    assert result.returncode == exit_codes.OK, result.stderr[-2000:]


@pytest.mark.parametrize(("signal_number", "code"), [(signal.SIGINT, exit_codes.OK), (signal.SIGTERM, 128 + signal.SIGTERM)])
def test_serve_stops_on_ctrl_c_and_sigterm(fresh: Path, served: Served, signal_number: int, code: int) -> None:
    """A shell reports a process the signal ended as 128 + its number: uvicorn re-raises SIGTERM
    after its graceful shutdown; Ctrl-C ends it with 0."""
    port = free_port()
    process = subprocess.Popen(
        ["bash", "-c", f"rag-context serve --port {port} --data-dir data; exit $?"], env=served.env, cwd=fresh,
        stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, stdin=subprocess.DEVNULL,
    )  # fmt: skip
    try:
        deadline = time.monotonic() + STARTUP_TIMEOUT_S
        while True:
            assert process.poll() is None and time.monotonic() < deadline
            try:
                if httpx.get(f"http://127.0.0.1:{port}/health/live", timeout=2).status_code == 200:
                    break
            except httpx.HTTPError:
                time.sleep(0.25)
        server = [int(pid) for pid in subprocess.run(["pgrep", "-P", str(process.pid)], capture_output=True, text=True).stdout.split()]
        for pid in server or [process.pid]:
            os.kill(pid, signal_number)
        assert process.wait(timeout=60) == code
    finally:
        if process.poll() is None:
            process.kill()
