"""`rag-context index PATH...`: folders (and files) indexed, and kept in step with their files.

Each file is one document (or several parts, when it is longer than a document may be:
core/folders.py): `source` is its path relative to the folder given (or its name, for a file given
directly), `sessionId` the `--session-id` (default: the folder's name), the content type from the
extension unless `--content-type` says otherwise. In a git work tree the files are those git shows
(ignored files are never seen; submodules only with `--submodules`), elsewhere the folder is walked
(backends/files.py). Binary files, files of unknown type and files over the cap (`--max-file-mb`,
RAG_INDEX_MAX_FILE_MB) are skipped, and listed with their reason at the end.

A folder is followed (following/sync.py): a file that did not change costs nothing, the documents of
a file gone are removed (only those the folder indexed: its record in the store says which), a file
renamed with its content unchanged is moved without an embedding, and the commit indexed is
recorded. `--dry-run` prints what a run would do and changes nothing; `--watch` keeps doing it as
files change (following/watch.py); `rag-context status` tells how far behind the index is.

In-process by default, on the configured backends; with `--url`, through a running service's API,
with the service's key (`--api-key`, else RAG_API_KEY) in `X-API-Key`.
"""

from __future__ import annotations

import argparse
import asyncio
import sys
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING

from rag_context.backends.files import DEFAULT_MAX_FILE_BYTES, FolderScan, scan_files, scan_folder
from rag_context.commands import exit_codes
from rag_context.terminal import shown_lines
from rag_context.config import Settings, load_settings
from rag_context.core.models import IndexRequest
from rag_context.following.sync import INDEX_BATCH_DOCUMENTS, FolderTarget, SyncOutcome, TargetError, sync_folder
from rag_context.following.targets import open_target
from rag_context.observability import configure_logging

if TYPE_CHECKING:  # the indexing service comes with the backends, imported when they are built
    from rag_context.core.indexing import IndexingService

HELP = "index folders and files, and keep them in step (git-ignored and binary files skipped)"

BATCH_DOCUMENTS = INDEX_BATCH_DOCUMENTS


async def index_in_batches(
    indexing: IndexingService, requests: Sequence[IndexRequest], batch: int = BATCH_DOCUMENTS, progress: Callable[[int], None] | None = None
) -> int:
    """`requests` indexed `batch` at a time, for a caller that indexes documents itself rather than
    following a folder (`rag-context eval`); `progress` gets each batch's size. Returns the chunks
    embedded."""
    chunks = 0
    for start in range(0, len(requests), batch):
        outcomes = await indexing.index_many(requests[start : start + batch])
        chunks += sum(len(outcome.vector_ids) for outcome in outcomes if not outcome.unchanged)
        if progress is not None:
            progress(len(outcomes))
    return chunks


@dataclass
class BulkReport:
    files: int = 0
    indexed: int = 0
    unchanged: int = 0
    pending: int = 0
    moved: int = 0
    removed: int = 0  # documents
    chunks: int = 0
    seconds: float = 0.0
    dry_run: bool = False
    changes: list[str] = field(default_factory=list)  # what a dry run would do, a line each
    skipped: dict[str, list[str]] = field(default_factory=dict)  # reason -> sources
    failed: dict[str, str] = field(default_factory=dict)  # source -> error
    optimization_failed: str | None = None  # the vector index's optimization after the load, when it failed
    cache_hits: int = 0  # in-process: texts whose vector came from the embedding cache
    cache_misses: int = 0  # in-process: texts the model embedded

    def skip(self, reason: str, source: str) -> None:
        self.skipped.setdefault(reason, []).append(source)

    def add_scan(self, scan: FolderScan) -> None:
        self.files += scan.seen
        for reason, sources in scan.skipped.items():
            for source in sources:
                self.skip(reason, source)
        self.failed.update(scan.failed)

    def add_outcome(self, outcome: SyncOutcome) -> None:
        self.indexed += outcome.indexed
        self.unchanged += outcome.unchanged
        self.pending += outcome.pending
        self.moved += outcome.moved
        self.removed += outcome.removed
        self.chunks += outcome.chunks
        self.failed.update(outcome.failed)
        if self.dry_run:
            self.changes.extend(outcome.plan.lines())
            counts = outcome.plan.counts()
            self.indexed += counts["new"] + counts["changed"]
            self.moved += counts["moved"]
            self.removed += counts["deleted"]

    def summary(self) -> str:
        rate = self.chunks / self.seconds if self.seconds else 0.0
        if self.dry_run:
            lines = [
                *self.changes,
                f"dry run, nothing changed: {self.files} files: {self.indexed} to index, {self.moved} to move, "
                f"{self.removed} to remove, {self.unchanged} unchanged, {len(self.failed)} failed",
            ]
        else:
            lines = [
                f"{self.files} files: {self.indexed} indexed ({self.pending} pending), {self.unchanged} unchanged, "
                f"{self.moved} moved, {self.removed} documents removed, {len(self.failed)} failed; "
                f"{self.chunks} chunks embedded in {self.seconds:.1f} s ({rate:.1f} chunks/s)"
            ]
        if self.cache_hits:
            lines.append(f"embedding cache: {self.cache_hits} texts from the cache, {self.cache_misses} embedded")
        for reason, sources in sorted(self.skipped.items()):
            lines.append(f"skipped, {reason}: {len(sources)}: {', '.join(sorted(sources))}")
        for source, error in sorted(self.failed.items()):
            lines.append(f"FAILED {source}: {error}")
        if self.optimization_failed:
            lines.append(
                f"the vector index was not optimized (searches work, slower until the service's next "
                f"optimization): {self.optimization_failed}"
            )
        return shown_lines(lines)


def max_file_bytes(settings: Settings, max_file_mb: float | None = None) -> int:
    return int((max_file_mb if max_file_mb is not None else settings.rag_index_max_file_mb) * 1024 * 1024)


def default_session(paths: list[Path]) -> str:
    return paths[0].resolve().name if len(paths) == 1 and paths[0].is_dir() else "files"


def scan_paths(
    paths: list[Path], session_id: str, content_type: str | None, max_bytes: int, submodules: bool = False, lock_files: bool = False
) -> list[FolderScan]:
    """One scan per folder given (each followed on its own), one for the files given one by one."""
    scans = [scan_folder(path, session_id, content_type, max_bytes, submodules, lock_files) for path in paths if path.is_dir()]
    files = [path for path in paths if not path.is_dir()]
    if files:
        scans.append(scan_files(files, session_id, content_type, max_bytes))
    return scans


def prepare(
    paths: list[Path], session_id: str, content_type: str | None, report: BulkReport, max_bytes: int = DEFAULT_MAX_FILE_BYTES,
    lock_files: bool = False,
) -> list[IndexRequest]:
    """The documents of `paths`, as a run reads them (skips and failures into `report`), for a caller
    that indexes them itself (`rag-context eval --dataset code:`) rather than following the folder."""
    requests = []
    for scan in scan_paths(paths, session_id, content_type, max_bytes, lock_files=lock_files):
        report.add_scan(scan)
        requests.extend(request for _, documents in sorted(scan.files.items()) for request in documents)
    return requests


async def sync_scans(
    target: FolderTarget, scans: list[FolderScan], session_id: str, report: BulkReport, progress: Callable[[int], None]
) -> None:
    for scan in scans:
        report.add_scan(scan)
        try:
            outcome = await sync_folder(target, scan, session_id, dry_run=report.dry_run, progress=progress)
        except TargetError as error:
            report.failed[str(scan.root or "files")] = str(error)
            continue
        report.add_outcome(outcome)


def index_paths(
    paths: list[Path],
    settings: Settings,
    *,
    url: str | None = None,
    api_key: str | None = None,
    session_id: str | None = None,
    content_type: str | None = None,
    dry_run: bool = False,
    submodules: bool = False,
    max_file_mb: float | None = None,
    progress_factory: Callable[[int], object] | None = None,
    lock_files: bool | None = None,
) -> BulkReport:
    """Index `paths` and follow the folders among them; with `url`, through the service there,
    sending `api_key` (else the settings' RAG_API_KEY) as `X-API-Key`."""
    report = BulkReport(dry_run=dry_run)
    session = session_id or default_session(paths)
    started = time.perf_counter()
    with_locks = settings.rag_index_lock_files if lock_files is None else lock_files
    scans = scan_paths(paths, session, content_type, max_file_bytes(settings, max_file_mb), submodules, with_locks)
    documents = sum(len(requests) for scan in scans for requests in scan.files.values())
    bar = progress_factory(documents) if progress_factory and not dry_run else None
    update: Callable[[int], None] = getattr(bar, "update", lambda _: None)

    def optimization_failed(error: str) -> None:
        report.optimization_failed = error

    def cache_counted(hits: int, misses: int) -> None:
        report.cache_hits, report.cache_misses = hits, misses

    async def run() -> None:
        async with open_target(settings, url, api_key, optimization_failed, cache_counted) as target:
            await sync_scans(target, scans, session, report, update)

    try:
        asyncio.run(run())
    except TargetError as error:  # the target could not even be opened
        report.failed[url or "backends"] = str(error)
    finally:
        if bar is not None and hasattr(bar, "close"):
            bar.close()
    report.seconds = time.perf_counter() - started
    return report


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("paths", nargs="+", help="folders or files")
    parser.add_argument("--url", help="index through a running service (default: in-process, on the configured backends)")
    parser.add_argument("--api-key", help="with --url: the service's key, sent as X-API-Key (default: RAG_API_KEY)")
    parser.add_argument("--session-id", help="the documents' sessionId (default: the folder's name)")
    parser.add_argument("--content-type", choices=["chat", "decision", "code", "documentation"], help="instead of the extension's")
    parser.add_argument("--dry-run", action="store_true", help="print what would be added, re-embedded, moved and removed; change nothing")
    parser.add_argument("--watch", action="store_true", help="keep the folder indexed as its files change (Ctrl-C stops)")
    parser.add_argument("--submodules", action="store_true", help="in a git work tree, index the submodules' files too")
    parser.add_argument("--max-file-mb", type=float, help="skip files larger than this (default: RAG_INDEX_MAX_FILE_MB, 4)")
    parser.add_argument(
        "--lock-files", action="store_true", default=None,
        help="index package managers' lock files too (pnpm-lock.yaml, package-lock.json, Cargo.lock ...; default: RAG_INDEX_LOCK_FILES, off)",
    )


def run(args: argparse.Namespace) -> int:
    from tqdm import tqdm

    settings = load_settings()
    configure_logging("error", settings.rag_log_format)  # the progress bar and the summary are the output
    paths = [Path(path) for path in args.paths]
    if args.watch:
        from rag_context.following.watch import watch_folder

        if len(paths) != 1 or not paths[0].is_dir() or args.dry_run:
            print("--watch follows one folder (and not with --dry-run)", file=sys.stderr)
            return exit_codes.USAGE
        return watch_folder(
            paths[0],
            settings,
            url=args.url,
            api_key=args.api_key,
            session_id=args.session_id or default_session(paths),
            content_type=args.content_type,
            submodules=args.submodules,
            max_bytes=max_file_bytes(settings, args.max_file_mb),
            lock_files=settings.rag_index_lock_files if args.lock_files is None else args.lock_files,
        )
    report = index_paths(
        paths,
        settings,
        url=args.url,
        api_key=args.api_key,
        session_id=args.session_id,
        content_type=args.content_type,
        dry_run=args.dry_run,
        submodules=args.submodules,
        max_file_mb=args.max_file_mb,
        lock_files=args.lock_files,
        progress_factory=lambda total: tqdm(total=total, desc="indexing", unit="document", file=sys.stderr),
    )
    print(report.summary())
    return exit_codes.FAILED if report.failed else exit_codes.OK
