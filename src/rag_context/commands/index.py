"""`rag-context index PATH...`: bulk indexing of files and folders.

Each file is one document: `source` is its path relative to the folder given (or its name, for a
file given directly), `sessionId` the `--session-id` (default: the folder's name), the content type
from the extension unless `--content-type` says otherwise. Files git ignores, binary files, files of
unknown type and files over the contract's 100,000 characters are skipped and counted. A file that
did not change since the last run costs no embedding (its fingerprint is the same).

It stays inside the folders it is given: a symbolic link that leads out of the folder (to a file
or to a folder) is skipped and reported, never read, and folders are walked without following
links. A file's size is checked before it is read: one over 400,000 bytes (more than 100,000
characters take in UTF-8) is skipped unread, and no read takes more than that.

In-process by default, on the configured backends; with `--url`, through a running service's API,
with the service's key (`--api-key`, else RAG_API_KEY) in `X-API-Key`.
"""

from __future__ import annotations

import argparse
import asyncio
import os
import sys
import subprocess
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path

import httpx

from rag_context.config import Settings, load_settings
from rag_context.core.models import DocumentStatus, IndexRequest
from rag_context.core.ports import DependencyError
from rag_context.observability import configure_logging

HELP = "index files and folders (git-ignored and binary files skipped)"

MAX_CONTENT_CHARS = 100_000
# UTF-8 spends at most 4 bytes on a character: a larger file cannot be within the limit.
MAX_FILE_BYTES = 4 * MAX_CONTENT_CHARS
BATCH_DOCUMENTS = 32

SKIPPED_OUTSIDE = "link out of the folder"
SKIPPED_TOO_LARGE = f"over {MAX_CONTENT_CHARS:,} characters"

CODE_EXTENSIONS = frozenset(
    ".py .pyi .cs .ts .tsx .js .jsx .mjs .go .rs .java .kt .scala .c .h .cpp .hpp .cc .rb .php .swift .sh .bash "
    ".ps1 .psm1 .sql .lua .r .m .dart .vb .fs .fsx .yaml .yml .toml .json .xml .html .css .scss .proto .tf".split()
)
DOCUMENTATION_EXTENSIONS = frozenset(".md .markdown .mdx .txt .rst .adoc .org .text".split())


def content_type_for(path: Path) -> str | None:
    suffix = path.suffix.lower()
    if suffix in DOCUMENTATION_EXTENSIONS or path.name.upper() in ("README", "LICENSE", "CHANGELOG"):
        return "documentation"
    if suffix in CODE_EXTENSIONS or path.name in ("Dockerfile", "Makefile"):
        return "code"
    return None


@dataclass(frozen=True)
class Candidate:
    path: Path
    source: str


@dataclass
class BulkReport:
    files: int = 0
    indexed: int = 0
    unchanged: int = 0
    pending: int = 0
    chunks: int = 0
    seconds: float = 0.0
    skipped: dict[str, list[str]] = field(default_factory=dict)  # reason -> sources
    failed: dict[str, str] = field(default_factory=dict)  # source -> error
    optimization_failed: str | None = None  # the vector index's optimization after the load, when it failed

    def skip(self, reason: str, source: str) -> None:
        self.skipped.setdefault(reason, []).append(source)

    def summary(self) -> str:
        rate = self.chunks / self.seconds if self.seconds else 0.0
        lines = [
            f"{self.files} files: {self.indexed} indexed ({self.pending} pending), {self.unchanged} unchanged, "
            f"{len(self.failed)} failed; {self.chunks} chunks embedded in {self.seconds:.1f} s ({rate:.1f} chunks/s)"
        ]
        for reason, sources in sorted(self.skipped.items()):
            lines.append(f"skipped, {reason}: {len(sources)}")
        for source, error in sorted(self.failed.items()):
            lines.append(f"FAILED {source}: {error}")
        if self.optimization_failed:
            lines.append(
                f"the vector index was not optimized (searches work, slower until the service's next "
                f"optimization): {self.optimization_failed}"
            )
        return "\n".join(lines)


def _git_visible_files(folder: Path) -> list[Path] | None:
    """The files git does not ignore (tracked or not), or None when `folder` is not in a work tree."""
    try:
        result = subprocess.run(
            ["git", "ls-files", "--cached", "--others", "--exclude-standard", "-z"],
            cwd=folder,
            capture_output=True,
            check=True,
            timeout=60,
        )
    except (OSError, subprocess.SubprocessError):
        return None
    return [folder / name for name in result.stdout.decode("utf-8", "surrogateescape").split("\0") if name]


def _walk(folder: Path) -> Iterator[Path]:
    """Every file under `folder` and every link to a folder, without following links to folders
    (a link can make a loop, or lead anywhere) and without the .git folder."""
    for directory, subdirectories, names in os.walk(folder, followlinks=False):
        here = Path(directory)
        kept = []
        for name in subdirectories:
            if (here / name).is_symlink():
                yield here / name  # not walked: reported when it leads out, else its files are in the tree anyway
            elif name != ".git":
                kept.append(name)
        subdirectories[:] = kept
        for name in names:
            yield here / name


def discover(paths: list[Path], report: BulkReport) -> Iterator[Candidate]:
    for given in paths:
        if given.is_file():  # named on the command line: the user chose it, link or not
            yield Candidate(given, given.name)
            continue
        if not given.is_dir():
            report.failed[str(given)] = "no such file or folder"
            continue
        root = given.resolve()
        files = _git_visible_files(given)  # git lists a link as itself, never what is behind it
        if files is None:  # not a git work tree
            files = list(_walk(given))
        for path in sorted(files):
            source = path.relative_to(given).as_posix()
            try:
                target = path.resolve()
            except (OSError, RuntimeError):  # a loop of links (RuntimeError before Python 3.13)
                report.skip("link loop", source)
                continue
            if not target.is_relative_to(root):
                report.skip(SKIPPED_OUTSIDE, source)
            elif path.is_file():
                yield Candidate(path, source)


class FileTooLarge(Exception):
    """The file holds more than MAX_FILE_BYTES (it grew after its size was checked)."""


def read_text(path: Path, max_bytes: int = MAX_FILE_BYTES) -> str | None:
    """The file's text, or None when it is binary (a NUL byte, or not UTF-8). Reads at most
    `max_bytes` + 1 bytes: FileTooLarge beyond."""
    with path.open("rb") as file:
        data = file.read(max_bytes + 1)
    if len(data) > max_bytes:
        raise FileTooLarge(path)
    if b"\0" in data[:8192]:
        return None
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError:
        return None


def prepare(
    paths: list[Path], session_id: str, content_type: str | None, report: BulkReport
) -> list[IndexRequest]:
    requests = []
    for candidate in discover(paths, report):
        report.files += 1
        try:
            if candidate.path.stat().st_size > MAX_FILE_BYTES:  # never read: it cannot be within the limit
                report.skip(SKIPPED_TOO_LARGE, candidate.source)
                continue
            text = read_text(candidate.path)
        except FileTooLarge:
            report.skip(SKIPPED_TOO_LARGE, candidate.source)
            continue
        except OSError as error:
            report.failed[candidate.source] = str(error)
            continue
        kind = content_type or content_type_for(candidate.path)
        if text is None:
            report.skip("binary", candidate.source)
        elif kind is None:
            report.skip("type unknown (give --content-type)", candidate.source)
        elif not text.strip():
            report.skip("empty", candidate.source)
        elif len(text) > MAX_CONTENT_CHARS:
            report.skip(SKIPPED_TOO_LARGE, candidate.source)
        else:
            requests.append(IndexRequest(content=text, content_type=kind, session_id=session_id, source=candidate.source))
    return requests


def _count(report: BulkReport, request: IndexRequest, status: str, unchanged: bool, chunks: int) -> None:
    if unchanged:
        report.unchanged += 1
        return
    report.indexed += 1
    report.chunks += chunks
    if status == DocumentStatus.PENDING.value:
        report.pending += 1


async def index_in_process(settings: Settings, requests: list[IndexRequest], report: BulkReport, progress: Callable[[int], None]) -> None:
    from rag_context.services import build_services

    services = await build_services(settings)
    await services.start()
    try:
        for start in range(0, len(requests), BATCH_DOCUMENTS):
            batch = requests[start : start + BATCH_DOCUMENTS]
            try:
                outcomes = await services.indexing.index_many(batch)
            except DependencyError as error:
                for request in batch:
                    report.failed[request.source] = f"the store is unavailable: {error}"
            else:
                for request, outcome in zip(batch, outcomes, strict=True):
                    _count(report, request, outcome.status.value, outcome.unchanged, len(outcome.vector_ids))
            progress(len(batch))
        # After a bulk load: build the vector index's search graph now rather than at the next start
        # (a failure is reported; the documents are indexed all the same, and the service retries).
        try:
            await services.optimize_vectors()
        except DependencyError as error:
            report.optimization_failed = str(error)
    finally:
        await services.close()


def index_over_http(url: str, requests: list[IndexRequest], report: BulkReport, progress: Callable[[int], None], api_key: str | None = None) -> None:
    headers = {"X-API-Key": api_key} if api_key else {}
    with httpx.Client(base_url=url.rstrip("/"), timeout=300, headers=headers) as client:
        for request in requests:
            body = {"content": request.content, "contentType": request.content_type, "sessionId": request.session_id, "source": request.source}
            try:
                response = client.post("/tools/rag_context_index", json=body)
            except httpx.HTTPError as error:
                report.failed[request.source] = f"{type(error).__name__}: {error}"
            else:
                if response.status_code == 200:
                    payload = response.json()
                    _count(report, request, payload.get("status", "indexed"), bool(payload.get("unchanged")), len(payload["vectorIds"]))
                elif response.status_code == 401:
                    report.failed[request.source] = "HTTP 401: the service wants its key (--api-key or RAG_API_KEY)"
                else:
                    report.failed[request.source] = f"HTTP {response.status_code}: {response.text[:200]}"
            progress(1)


def index_paths(
    paths: list[Path],
    settings: Settings,
    *,
    url: str | None = None,
    api_key: str | None = None,
    session_id: str | None = None,
    content_type: str | None = None,
    progress_factory: Callable[[int], object] | None = None,
) -> BulkReport:
    """Index `paths`; with `url`, through the service there, sending `api_key` (else the settings'
    RAG_API_KEY) as `X-API-Key`."""
    report = BulkReport()
    session = session_id or (paths[0].resolve().name if len(paths) == 1 and paths[0].is_dir() else "files")
    requests = prepare(paths, session, content_type, report)
    started = time.perf_counter()
    bar = progress_factory(len(requests)) if progress_factory else None
    update: Callable[[int], None] = getattr(bar, "update", lambda _: None)
    try:
        if url:
            index_over_http(url, requests, report, update, api_key=api_key or settings.rag_api_key)
        else:
            asyncio.run(index_in_process(settings, requests, report, update))
    finally:
        if bar is not None and hasattr(bar, "close"):
            bar.close()
    report.seconds = time.perf_counter() - started
    return report


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("paths", nargs="+", help="files or folders")
    parser.add_argument("--url", help="index through a running service (default: in-process, on the configured backends)")
    parser.add_argument("--api-key", help="with --url: the service's key, sent as X-API-Key (default: RAG_API_KEY)")
    parser.add_argument("--session-id", help="the documents' sessionId (default: the folder's name)")
    parser.add_argument("--content-type", choices=["chat", "decision", "code", "documentation"], help="instead of the extension's")


def run(args: argparse.Namespace) -> int:
    from tqdm import tqdm

    settings = load_settings()
    configure_logging("error", settings.rag_log_format)  # the progress bar and the summary are the output
    report = index_paths(
        [Path(path) for path in args.paths],
        settings,
        url=args.url,
        api_key=args.api_key,
        session_id=args.session_id,
        content_type=args.content_type,
        progress_factory=lambda total: tqdm(total=total, desc="indexing", unit="file", file=sys.stderr),
    )
    print(report.summary())
    return 1 if report.failed else 0
