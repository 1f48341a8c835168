"""The service's backups: taken on request (`POST /backups`) or on a schedule, kept in one folder
(RAG_BACKUP_DIR, by default `backups/` in the data directory), the newest RAG_BACKUP_RETAIN kept.

Each backup is `ID.tar.gz` (see archive.py) and `ID.json`, a summary for the listing (so that a
listing never reads archives). The summary is written before the archive takes its final name and
a backup is listed only when both are there: a snapshot killed half way (the process, the disk)
leaves a `.partial` archive or a staging folder, never a listed backup; both are removed at start.
One snapshot at a time.
"""

from __future__ import annotations

import asyncio
import functools
import json
import re
import time
import uuid
from collections import Counter
from dataclasses import dataclass
from datetime import datetime, timezone
from pathlib import Path
from typing import TYPE_CHECKING, Any

import structlog

from rag_context.backends.removal import remove_child
from rag_context.backup.archive import PARTIAL_SUFFIX, fsync_path, write_archive
from rag_context.backup.snapshot import snapshot_into

if TYPE_CHECKING:
    from rag_context.services import Services

log = structlog.get_logger(__name__)

ARCHIVE_SUFFIX = ".tar.gz"
SUMMARY_SUFFIX = ".json"
STAGING_PREFIX = ".staging-"
BACKUP_ID = re.compile(r"^rag-context-\d{8}T\d{6}Z-[0-9a-f]{8}$")


class BackupInProgress(Exception):
    """Another snapshot is being taken: one at a time."""


def new_backup_id(now: datetime | None = None) -> str:
    moment = (now or datetime.now(timezone.utc)).strftime("%Y%m%dT%H%M%SZ")
    return f"rag-context-{moment}-{uuid.uuid4().hex[:8]}"


def valid_backup_id(backup_id: str) -> bool:
    return BACKUP_ID.fullmatch(backup_id) is not None


@dataclass
class BackupManager:
    services: "Services"
    directory: Path
    retain: int
    hold_timeout_s: float

    def __post_init__(self) -> None:
        self._lock = asyncio.Lock()
        self.results: Counter[str] = Counter()  # "ok" / "failed": read by the metrics at scrape
        self.last_write_pause_s: float | None = None

    def clean_leftovers(self) -> None:
        """What a killed snapshot left: staging folders, partial archives, summaries without an archive."""
        if not self.directory.exists():
            return
        for entry in self.directory.iterdir():
            if entry.name.startswith(STAGING_PREFIX):
                remove_child(self.directory, entry, ignore_errors=True)
            elif entry.name.endswith(PARTIAL_SUFFIX):
                remove_child(self.directory, entry)
            elif entry.name.endswith(SUMMARY_SUFFIX) and not self.archive_of(entry.name[: -len(SUMMARY_SUFFIX)]).exists():
                remove_child(self.directory, entry)

    def archive_of(self, backup_id: str) -> Path:
        return self.directory / f"{backup_id}{ARCHIVE_SUFFIX}"

    def summary_of(self, backup_id: str) -> Path:
        return self.directory / f"{backup_id}{SUMMARY_SUFFIX}"

    async def create(self) -> dict[str, Any]:
        """Take a snapshot and write its archive; returns its summary. Raises BackupInProgress, and
        whatever the snapshot raises (nothing is left behind then)."""
        if self._lock.locked():
            raise BackupInProgress("a backup is being taken; try again when it is done")
        async with self._lock:
            try:
                summary = await self._create()
            except BaseException:
                self.results["failed"] += 1
                raise
            self.results["ok"] += 1
            return summary

    async def _create(self) -> dict[str, Any]:
        started = time.perf_counter()
        backup_id = new_backup_id()
        self.directory.mkdir(parents=True, exist_ok=True)
        staging = self.directory / f"{STAGING_PREFIX}{backup_id}"
        archive = self.archive_of(backup_id)
        try:
            manifest = await snapshot_into(self.services, staging, self.hold_timeout_s)
            manifest["id"] = backup_id
            size = await asyncio.to_thread(self._write, staging, manifest, archive)
        finally:
            await asyncio.to_thread(functools.partial(remove_child, self.directory, staging, ignore_errors=True))
        self.last_write_pause_s = manifest["writePauseMs"] / 1000
        summary = self._summary(backup_id)
        log.info(
            "backup.created", backup=backup_id, bytes=size, seconds=round(time.perf_counter() - started, 2),
            write_pause_ms=manifest["writePauseMs"], documents=manifest["store"].get("documents"),
        )
        await asyncio.to_thread(self.prune)
        assert summary is not None
        return summary

    def _write(self, staging: Path, manifest: dict[str, Any], archive: Path) -> int:
        """The archive, then its summary, then the archive's final name: listed only when whole."""
        partial = archive.with_name(archive.name + PARTIAL_SUFFIX)
        size = write_archive(staging, manifest, partial)  # itself written as .partial.partial, renamed
        summary = {
            "id": manifest["id"],
            "createdAt": manifest["snapshotAt"],
            "sizeBytes": size,
            "writePauseMs": manifest["writePauseMs"],
            "model": manifest["model"],
            "dimension": manifest["dimension"],
            "documents": manifest["store"].get("documents"),
            "pending": manifest["store"].get("pending"),
            "chunks": manifest["store"].get("chunks"),
            "points": manifest["vectors"].get("points"),
        }
        summary_path = self.summary_of(manifest["id"])
        summary_path.write_text(json.dumps(summary, indent=2))
        fsync_path(summary_path)
        partial.replace(archive)
        fsync_path(self.directory)
        return size

    def _summary(self, backup_id: str) -> dict[str, Any] | None:
        if not self.archive_of(backup_id).exists():
            return None
        try:
            return json.loads(self.summary_of(backup_id).read_text())
        except (OSError, ValueError):
            return None

    def list(self) -> list[dict[str, Any]]:
        """The backups there are, newest first."""
        if not self.directory.exists():
            return []
        found = []
        for entry in self.directory.glob(f"*{ARCHIVE_SUFFIX}"):
            backup_id = entry.name[: -len(ARCHIVE_SUFFIX)]
            if valid_backup_id(backup_id) and (summary := self._summary(backup_id)) is not None:
                found.append(summary)
        return sorted(found, key=lambda summary: summary["id"], reverse=True)

    def delete(self, backup_id: str) -> bool:
        archive = self.archive_of(backup_id)
        if not valid_backup_id(backup_id) or not archive.exists():
            return False
        remove_child(self.directory, archive)
        remove_child(self.directory, self.summary_of(backup_id))
        return True

    def prune(self) -> int:
        """Keep the newest `retain` backups; returns how many went."""
        removed = 0
        for summary in self.list()[self.retain :]:
            removed += self.delete(summary["id"])
        return removed

    async def run_every(self, interval_s: float) -> None:
        """Scheduled backups: one every `interval_s`, a failure logged (and counted) and the next
        one taken at its time."""
        while True:
            await asyncio.sleep(interval_s)
            try:
                await self.create()
            except BackupInProgress:
                continue
            except Exception:  # noqa: BLE001 - a failed backup must not end the schedule
                log.exception("backup.scheduled_failed")
