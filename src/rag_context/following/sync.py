"""One run over a folder, and its status, against wherever its documents are (a `FolderTarget`).

A run: list the session's documents (source, id, fingerprint), read the folder's record (the sources
it owns, the commit indexed), plan (core/folders.py), then carry the plan out: documents of files
gone are removed, renamed files moved (no embedding), new and changed files indexed (a file that did
not change costs nothing: its fingerprints match and it is not even sent), the parts a changed file
no longer has removed, and the record written last. `dry_run` stops after the plan.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from datetime import datetime
from typing import Protocol

from rag_context.backends.files import FolderScan
from rag_context.terminal import shown_lines
from rag_context.core.folders import FolderPlan, FolderRecord, StoredPart, plan_folder
from rag_context.core.models import DocumentStatus, IndexRequest, utc_now

INDEX_BATCH_DOCUMENTS = 32


@dataclass(frozen=True, slots=True)
class IndexedDocument:
    """What the target answered for one document sent to it."""

    status: DocumentStatus
    unchanged: bool
    chunks: int


class TargetError(Exception):
    """The target could not do what was asked (the store is down, the service answered an error);
    the message says what, for the run's report."""


class FolderTarget(Protocol):
    """Where a folder's documents are: this process's backends, or a running service."""

    async def stored_parts(self, session_id: str) -> dict[str, list[StoredPart]]:
        """Every document of the session, by source."""

    async def content_keys(self, session_id: str, sources: Sequence[str]) -> dict[str, str]:
        """The content key (core/folders.content_key) of each source's stored documents."""

    async def index(self, requests: Sequence[IndexRequest]) -> list[IndexedDocument | TargetError]:
        """Index these documents; one answer per request, in order."""

    async def move(self, session_id: str, old_source: str, new_source: str) -> bool:
        """Move a source's documents to another source without embedding; False when it cannot
        (nothing to move, a document without its vectors): the caller indexes the file instead."""

    async def remove_sources(self, session_id: str, sources: Sequence[str]) -> int:
        """Remove every document of these sources; returns how many went."""

    async def remove_documents(self, document_ids: Sequence[str]) -> int: ...

    async def read_record(self, session_id: str, root: str) -> FolderRecord | None: ...

    async def write_record(self, record: FolderRecord) -> None: ...


@dataclass
class SyncOutcome:
    plan: FolderPlan
    indexed: int = 0
    pending: int = 0
    unchanged: int = 0
    moved: int = 0
    removed: int = 0  # documents
    chunks: int = 0  # embedded
    failed: dict[str, str] = field(default_factory=dict)  # source -> error
    seconds: float = 0.0


@dataclass
class FolderStatus:
    """How the index of a folder compares with its files (`rag-context status`, the status tool)."""

    session_id: str
    root: str
    plan: FolderPlan
    record: FolderRecord | None
    head: str | None
    in_git: bool

    @property
    def commit_current(self) -> bool:
        return not self.in_git or (self.record is not None and self.record.commit == self.head)

    @property
    def current(self) -> bool:
        return self.record is not None and self.plan.current and self.commit_current

    def to_json(self) -> dict[str, object]:
        return {
            "sessionId": self.session_id,
            "root": self.root,
            "current": self.current,
            "files": self.plan.counts(),
            "indexedCommit": self.record.commit if self.record else None,
            "headCommit": self.head,
            "lastIndexedAt": self.record.indexed_at.isoformat() if self.record else None,
        }

    def describe(self) -> str:
        verdict = "current" if self.current else "STALE"
        lines = [f"{self.root} (sessionId {self.session_id}): {verdict}", f"files: {self.plan.describe()}"]
        if self.in_git:
            indexed = self.record.commit if self.record and self.record.commit else "none"
            lines.append(f"commit indexed: {indexed[:12]}, HEAD: {(self.head or 'none')[:12]}")
        when = self.record.indexed_at.isoformat(timespec="seconds") if self.record else "never"
        lines.append(f"last indexed: {when}")
        return shown_lines(lines)


def _owned(scan: FolderScan, record: FolderRecord | None) -> list[str]:
    """The sources the folder may remove or move away: its record's, less those it failed to read
    this time (an unreadable file is not a deleted one)."""
    if record is None or scan.root is None:
        return []
    return [source for source in record.sources if source not in scan.failed]


async def make_plan(target: FolderTarget, scan: FolderScan, session_id: str, record: FolderRecord | None) -> FolderPlan:
    stored = await target.stored_parts(session_id)
    owned = _owned(scan, record)
    gone = [source for source in owned if source not in scan.files and source in stored]
    new = [source for source in scan.files if source not in stored]
    keys = await target.content_keys(session_id, gone) if gone and new else {}
    return plan_folder(scan.files, stored, owned, keys)


async def folder_status(target: FolderTarget, scan: FolderScan, session_id: str) -> FolderStatus:
    assert scan.root is not None, "the status of a folder, not of files named one by one"
    record = await target.read_record(session_id, str(scan.root))
    plan = await make_plan(target, scan, session_id, record)
    return FolderStatus(session_id, str(scan.root), plan, record, scan.commit, scan.in_git)


async def sync_folder(
    target: FolderTarget,
    scan: FolderScan,
    session_id: str,
    *,
    dry_run: bool = False,
    progress: Callable[[int], None] = lambda _: None,
    on_plan: Callable[[FolderPlan], None] = lambda _: None,
) -> SyncOutcome:
    """Bring the index of the scanned folder (or files) in step with it; see the module's docstring."""
    started = time.perf_counter()
    root = str(scan.root) if scan.root is not None else None
    record = await target.read_record(session_id, root) if root is not None else None
    plan = await make_plan(target, scan, session_id, record)
    on_plan(plan)
    outcome = SyncOutcome(plan, unchanged=len(plan.unchanged))
    if dry_run:
        return outcome
    # The progress counts every document of the scan: those left as they are count as done now.
    progress(sum(len(scan.files[source]) for source in plan.unchanged))
    to_index = [*plan.add, *plan.reembed]
    for move in plan.moves:
        try:
            moved = await target.move(session_id, move.old_source, move.new_source)
        except TargetError as error:
            outcome.failed[move.new_source] = str(error)
            continue
        if moved:
            outcome.moved += 1
            progress(len(scan.files[move.new_source]))
        else:  # indexed under the new name instead; the old one goes with the deleted files
            to_index.append(move.new_source)
            plan.remove.append(move.old_source)
    try:
        outcome.removed += await target.remove_sources(session_id, plan.remove)
    except TargetError as error:
        for source in plan.remove:
            outcome.failed[source] = f"not removed: {error}"
    requests = [(source, request) for source in sorted(to_index) for request in scan.files[source]]
    for start in range(0, len(requests), INDEX_BATCH_DOCUMENTS):
        batch = requests[start : start + INDEX_BATCH_DOCUMENTS]
        answers = await target.index([request for _, request in batch])
        for (source, _), answer in zip(batch, answers, strict=True):
            if isinstance(answer, TargetError):
                outcome.failed[source] = str(answer)
            elif answer.unchanged:
                pass  # the target had it already (another run in between)
            else:
                outcome.chunks += answer.chunks
                outcome.pending += answer.status is DocumentStatus.PENDING
        progress(len(batch))
    outcome.indexed = len({source for source in to_index if source not in outcome.failed})
    if plan.stale_parts:
        try:
            outcome.removed += await target.remove_documents(plan.stale_parts)
        except TargetError as error:
            outcome.failed["(parts of changed files)"] = f"not removed: {error}"
    if root is not None:
        try:
            await target.write_record(_record_after(scan, session_id, root, record, outcome))
        except TargetError as error:
            outcome.failed["(the folder's record)"] = str(error)
    outcome.seconds = time.perf_counter() - started
    return outcome


def _record_after(scan: FolderScan, session_id: str, root: str, before: FolderRecord | None, outcome: SyncOutcome) -> FolderRecord:
    """The sources the folder now owns: its files, but those that failed to be indexed and were not
    there before; plus those of before it failed to read or remove (still its own)."""
    owned_before = set(before.sources) if before else set()
    sources = {source for source in scan.files if source not in outcome.failed or source in owned_before}
    sources |= {source for source in owned_before if source in scan.failed or source in outcome.failed}
    return FolderRecord(session_id, root, _now(), scan.commit, tuple(sorted(sources)))


def _now() -> datetime:
    return utc_now()
