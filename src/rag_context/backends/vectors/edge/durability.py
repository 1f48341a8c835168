"""Durability of the embedded index: what an acknowledged write rests on.

Contract: once `fsync_wal` has returned for the shard's write-ahead log, every update the engine
applied before the call survives a power cut (recovery replays the log at the next load); a small
file written by `write_durably` is, after a crash, either the old one or the new one, whole.

Edge's `update` appends to its write-ahead log (segment files `wal/open-N`, mapped into memory)
without syncing it: a write survives `kill -9`, not a power cut. Its `flush` syncs everything (the
segments, their payload indexes: some thirty fsyncs, 0.1 to 1 s on a busy disk) and then truncates
the log. So the index's `sync` (called by the indexing path after its upserts and before the store
marks the documents indexed) fsyncs only the log's files and directory, one or two fsyncs, as a
group commit: concurrent callers share one. A checkpoint (the engine's `flush`) runs in the
background once `CHECKPOINT_BYTES` have been written (a log segment's size): it bounds the log,
which otherwise grew by ~2.6 MB for every 1,000 points re-upserted, forever (measured;
docs/performance.md). Only by size, not on a timer: the binding holds the GIL while the engine
flushes (60 ms here, the event loop stalled as long).

The sync relies on Edge 0.9's log layout (`wal/open-N`, `closed-N`): `wal_layout_problem` checks it
at open and whenever a sync finds nothing to sync; where it does not hold (an engine upgrade), the
index falls back to the engine's full flush for every sync and says so at error level, rather than
acknowledging writes it never synced.

Where it can be cut: the engine renames a log segment (open -> closed) or removes one (after a
checkpoint) while `fsync_wal` runs, and an optimization's swap removes the whole log with the
shard it belonged to (its writes are in the replacement, flushed whole after the journal's replay:
done, not an error); each case is handled below. A crash between a write and its sync loses only
writes that were never acknowledged. `fsync_tree` makes an optimized copy durable, files and
directories, before `ACTIVE` names it.
"""

from __future__ import annotations

import os
from pathlib import Path

WAL_DIR = "wal"
CHECKPOINT_BYTES = 32 * 1024 * 1024  # about what the log holds after this much written: one segment
WAL_SEGMENT_PREFIXES = ("open-", "closed-")  # Edge 0.9's log segments (checked: wal_layout_problem)


def fsync_directory(directory: Path) -> None:
    """Sync a directory's entries (the files created, renamed or removed in it)."""
    descriptor = os.open(directory, os.O_RDONLY)
    try:
        os.fsync(descriptor)
    finally:
        os.close(descriptor)


def fsync_tree(top: Path) -> int:
    """Sync every file and directory under `top` (and `top`): what the optimizer child wrote into
    its copy is on disk before `ACTIVE` names it. Returns the number of files synced."""
    synced = 0
    for directory, _, files in os.walk(top):
        for name in files:
            descriptor = os.open(os.path.join(directory, name), os.O_RDONLY)
            try:
                os.fsync(descriptor)
            finally:
                os.close(descriptor)
            synced += 1
        fsync_directory(Path(directory))
    return synced


def write_durably(directory: Path, name: str, text: str) -> None:
    """Write a small file atomically and durably: a crash leaves the old one or the new, whole."""
    temporary = directory / (name + ".tmp")
    with open(temporary, "w") as handle:
        handle.write(text)
        handle.flush()
        os.fsync(handle.fileno())
    os.replace(temporary, directory / name)
    fsync_directory(directory)  # the rename


def wal_segment_names(wal_dir: Path) -> list[str]:
    """The log's segment files as Edge 0.9 names them (`open-N`, `closed-N`), sorted."""
    return sorted(name for name in os.listdir(wal_dir) if name.startswith(WAL_SEGMENT_PREFIXES))


def wal_layout_problem(shard_dir: Path) -> str | None:
    """Why `fsync_wal` could not make this shard's writes durable, or None when the write-ahead log
    is where the sync expects it: a `wal` directory holding `open-N` / `closed-N` segments (Edge 0.9
    creates them at load and writes every update into one). Checked at open and after every sync
    that found nothing to sync: an engine upgrade that moved its log must not leave the sync
    syncing nothing while writes are acknowledged as durable."""
    wal_dir = shard_dir / WAL_DIR
    try:
        names = wal_segment_names(wal_dir)
    except FileNotFoundError:
        return f"no write-ahead log directory at {wal_dir}"
    if not names:
        found = ", ".join(sorted(os.listdir(wal_dir))[:5]) or "nothing"
        return f"no write-ahead log segment (open-N, closed-N) in {wal_dir} (found: {found})"
    return None


def fsync_wal(wal_dir: Path) -> int:
    """Sync the write-ahead log's segment files and directory; returns the number of segments
    synced. The engine writes the log through shared memory maps; on Linux fsync writes a file's
    dirty pages back however they were dirtied. A segment renamed (open -> closed) while this runs
    is synced under its new name; one the engine removed was checkpointed already. A log directory
    that vanished (before or during the sync) went with a shard an optimization swapped out: the
    replacement was flushed whole after the journal's replay, so there is nothing left to sync."""
    done: set[str] = set()
    try:
        for _ in range(3):
            missed = False
            for name in wal_segment_names(wal_dir):
                if name in done:
                    continue
                try:
                    descriptor = os.open(wal_dir / name, os.O_RDONLY)
                except FileNotFoundError:
                    missed = True
                    continue
                try:
                    os.fsync(descriptor)
                finally:
                    os.close(descriptor)
                done.add(name)
            if not missed:
                break
        fsync_directory(wal_dir)  # the segments' names (the engine creates them by rename)
    except FileNotFoundError:
        if wal_dir.exists():
            raise
        return len(done)
    return len(done)
