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

Where it can be cut: the engine renames a log segment (open -> closed) or removes one (after a
checkpoint) while `fsync_wal` runs, and an optimization's swap moves the whole log to another shard
directory; each case is handled below. A crash between a write and its sync loses only writes
that were never acknowledged.
"""

from __future__ import annotations

import os
from pathlib import Path

WAL_DIR = "wal"
CHECKPOINT_BYTES = 32 * 1024 * 1024  # about what the log holds after this much written: one segment


def write_durably(directory: Path, name: str, text: str) -> None:
    """Write a small file atomically and durably: a crash leaves the old one or the new, whole."""
    temporary = directory / (name + ".tmp")
    with open(temporary, "w") as handle:
        handle.write(text)
        handle.flush()
        os.fsync(handle.fileno())
    os.replace(temporary, directory / name)
    descriptor = os.open(directory, os.O_RDONLY)
    try:
        os.fsync(descriptor)  # the rename
    finally:
        os.close(descriptor)


def fsync_wal(wal_dir: Path) -> None:
    """Sync the write-ahead log's segment files and directory. The engine writes the log through
    shared memory maps; on Linux fsync writes a file's dirty pages back however they were dirtied.
    A segment renamed (open -> closed) while this runs is synced under its new name; one the
    engine removed was checkpointed already."""
    if not wal_dir.exists():
        return  # the shard was swapped for an optimized copy meanwhile: that one was flushed whole
    done: set[str] = set()
    for _ in range(3):
        missed = False
        for name in sorted(os.listdir(wal_dir)):
            if name in done or not name.startswith(("open-", "closed-")):
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
    descriptor = os.open(wal_dir, os.O_RDONLY)
    try:
        os.fsync(descriptor)  # the segments' names (the engine creates them by rename)
    finally:
        os.close(descriptor)
