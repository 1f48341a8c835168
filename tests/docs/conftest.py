"""One served instance for the docs' examples: `rag-context serve` on the embedded default (the
bundled model), in a folder of its own that the examples run in, as a reader who ran `make serve`
in a clone would run them (`./data` is the served data directory)."""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
from collections import Counter
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path

import pytest

from rag_context.commands.bench import ServerProcess, free_port
from tests.docs.examples import REPO, Block, Command, blocks_of, compare, pages

STARTUP_TIMEOUT_S = 180
COMMAND_TIMEOUT_S = 300
DOCUMENTED_PORT = 3000  # the port the examples name
STATUS_MARK = "\x1eHTTP "  # written to stderr by the curl wrapper, with the status of each answer


@dataclass
class Served:
    """The instance and the folder the examples run in."""

    server: ServerProcess
    work: Path
    env: dict[str, str]
    done: dict[Path, list[str]] = field(default_factory=dict)  # page -> its failures, once run

    def run(self, command: Command) -> tuple[int, str, list[int]]:
        """Run one command as bash runs it in the example's folder: its exit status, its output
        (stdout and stderr as a terminal interleaves them) and the HTTP statuses curl got."""
        text = re.sub(rf"\b(localhost|127\.0\.0\.1):{DOCUMENTED_PORT}\b", rf"\1:{self.server.port}", command.text)
        result = subprocess.run(
            ["bash", "-c", text], cwd=self.work, env=self.env, stdin=subprocess.DEVNULL,
            stdout=subprocess.PIPE, stderr=subprocess.STDOUT, timeout=COMMAND_TIMEOUT_S,
        )  # fmt: skip
        output = result.stdout.decode("utf-8", errors="replace")
        statuses = [int(code) for code in re.findall(rf"{STATUS_MARK}(\d+)", output)]
        output = re.sub(rf"{STATUS_MARK}\d+\n?", "", output)
        output = "\n".join(line.rsplit("\r", 1)[-1] for line in output.split("\n"))  # a progress bar's last state
        output = re.sub(rf"\b(localhost|127\.0\.0\.1):{self.server.port}\b", rf"\1:{DOCUMENTED_PORT}", output)
        return result.returncode, output, statuses

    def run_page(self, page: Path) -> list[str]:
        """Every runnable example of the page, in order; what went wrong (empty: all as shown)."""
        if page in self.done:
            return self.done[page]
        failures: list[str] = []
        for block in blocks_of(page):
            if block.runs:
                failures.extend(self.run_block(block))
        self.done[page] = failures
        return failures

    def run_block(self, block: Block) -> list[str]:
        failures = []
        for command in block.commands:
            code, output, statuses = self.run(command)
            where = f"{block.page.relative_to(REPO)}:{command.line}: $ {command.text.splitlines()[0][:120]}"
            if code != 0:
                failures.append(f"{where}\n  exit status {code} (show a failure with `; echo \"exit $?\"`)\n{indent(output)}")
                continue
            if command.shown.strip():
                problem = compare(command.shown, output)
                if problem:
                    failures.append(f"{where}\n  {problem}\n  the real answer:\n{indent(output)}")
            elif any(status >= 400 for status in statuses):
                failures.append(f"{where}\n  HTTP {statuses} with no answer shown\n{indent(output)}")
        return failures


def indent(text: str) -> str:
    return "\n".join(f"    | {line}" for line in text.rstrip().splitlines()[:60])


def _shims(folder: Path) -> Path:
    """`rag-context` and `python` as the reader has them after `make serve` (this checkout's sources,
    this interpreter), and `curl` reporting each answer's HTTP status on stderr."""
    folder.mkdir()
    (folder / "rag-context").write_text(f'#!/bin/sh\nexec "{sys.executable}" -P -m rag_context.cli "$@"\n')
    (folder / "python").write_text(f'#!/bin/sh\nexec "{sys.executable}" "$@"\n')
    curl = shutil.which("curl")
    if curl is not None:
        # Ours first: a --write-out of the example's own comes later and wins.
        (folder / "curl").write_text(f"#!/bin/sh\nexec {curl} --write-out '%{{stderr}}{STATUS_MARK}%{{http_code}}\\n' \"$@\"\n")
    for shim in folder.iterdir():
        shim.chmod(0o755)
    return folder


@pytest.fixture(scope="session")
def served(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Served]:
    if shutil.which("curl") is None:
        pytest.skip("curl is not installed: the docs' HTTP examples are curl commands")
    base = tmp_path_factory.mktemp("docs")
    work = base / "work"
    work.mkdir()
    shims = _shims(base / "bin")
    env = {
        "PATH": f"{shims}:{os.environ.get('PATH', '/usr/bin:/bin')}",
        "HOME": str(base),
        "LANG": "C.UTF-8",
        "PYTHONPATH": str(REPO / "src"),
        "PYTHONUNBUFFERED": "1",  # stdout and stderr in the order they were written
        "HF_HUB_OFFLINE": "1",
        "TMPDIR": str(base),
    }
    server = ServerProcess(work / "data", free_port(), base / "server.log")
    with pytest.MonkeyPatch.context() as patch:
        for name in list(os.environ):
            if name.startswith(("RAG_", "QDRANT_", "MONGODB_", "LM_STUDIO_", "EMBEDDING_")):
                patch.delenv(name)  # the embedded default, as `make serve` starts it
        server.start(STARTUP_TIMEOUT_S)
    try:
        yield Served(server, work, env)
    finally:
        server.stop()


def pytest_terminal_summary(terminalreporter: pytest.TerminalReporter) -> None:
    """How many examples run, and how many do not, with their reasons."""
    if not any("tests/docs/" in report.nodeid for report in terminalreporter.stats.get("passed", []) + terminalreporter.stats.get("failed", [])):
        return
    run, reasons = 0, Counter[str]()
    for page in pages():
        for block in blocks_of(page):
            if block.runs:
                run += len(block.commands)
            elif block.not_run is not None:
                reasons[block.not_run] += 1
    listed = "; ".join(f"{reason}: {count}" for reason, count in reasons.most_common())
    terminalreporter.write_line(f"docs examples: {run} commands in blocks that run; {sum(reasons.values())} blocks not run here ({listed})")
