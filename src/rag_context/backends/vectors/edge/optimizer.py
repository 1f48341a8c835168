"""The optimization of the embedded index: a child process builds the HNSW graphs (and merges and
vacuums segments) on a copy of the shard while this process goes on serving the live one; when it
runs, within what bounds, and what became of every run.

Contract: an optimization never changes the live shard; it ends either with the optimized copy,
every write made meanwhile replayed onto it (the journal), named by `ACTIVE` in one durable step,
or with the live shard as it was and the copy thrown away. Every run's outcome (succeeded, failed,
deferred, abandoned) is counted, logged with its reason and kept in `OPTIMIZER_RECORD` under the
root, where `rag-context check` and `/health` read it. A run starts only when the estimated memory
and disk of the child fit what the cgroup and the file system have left, never sooner than the
backoff after a failure, and only once enough points were written (`optimization_interval`).

Why a child: Edge builds the HNSW graph only when asked (`EdgeShard.optimize`); until then a
segment is searched by a full scan. The binding holds the GIL for the whole optimization (6 s at
12,000 points here, minutes at 100,000: no other thread of the process runs meanwhile, measured),
so the optimization runs in a child process on a copy of the shard: searches read the live shard,
writes go to it and to a journal; then the optimized copy is loaded, the journal replayed onto it,
and it takes the live shard's place. Loading holds the GIL as well: that one stall, about the
shard's start-up time, remains.

The child is isolated: `python -I` (no working directory, no PYTHON* variables, no user site on its
path: a `structlog.py` in the folder `rag-context index .` runs from is never imported), its working
directory the copy, a minimal environment. It dies with its parent (PR_SET_PDEATHSIG), and holds
the copy's `OPTIMIZER_LOCK` for its whole life.

Where it can be cut: the parent can die while the child runs (the kernel kills the child; the copy
is removed at the next open, and the record, which says a run was under way, counts it failed, so a
service killed for memory backs off instead of looping); the child can fail or be killed (the copy
is removed, the live shard stays, the failure is recorded); the service can close meanwhile (the
child is killed, the copy removed); writes can outgrow the journal's cap (the run is abandoned:
the writes are all in the live shard, nothing is lost).
"""

from __future__ import annotations

import asyncio
import ctypes
import json
import os
import re
import signal
import sys
import time
from collections.abc import Sequence
from dataclasses import dataclass, field
from datetime import datetime, timezone
from pathlib import Path
from typing import Any

import structlog
from qdrant_edge import EdgeConfig, EdgeShard, UpdateOperation

from rag_context.backends.vectors.edge.durability import write_durably
from rag_context.backends.vectors.edge.payload import complete_filter_fields
from rag_context.backends.vectors.edge.shards import hold_optimizer_lock
from rag_context.core.ports import DependencyError

log = structlog.get_logger(__name__)

OPTIMIZER_NICENESS = 10  # the child that optimizes yields the CPU to the serving process
RESULTS = ("succeeded", "failed", "deferred", "abandoned")
# After a failure the next attempt waits this long, doubled for each failure in a row, up to the cap.
RETRY_BASE_S = 300.0
RETRY_CAP_S = 6 * 3600.0
DEFER_S = 300.0  # after a run deferred for lack of memory or disk, the next look
# An optimization waits for this many points written since the last one, or a tenth of the shard
# when that is more: at 1,000,000 points a run copies gigabytes, not every 10,000 points.
INTERVAL_SHARE = 0.10
# The writes made during a run are kept to be replayed onto the copy; past this (about, in bytes)
# the run is abandoned rather than holding them all in memory: they are in the live shard already.
JOURNAL_CAP_BYTES = 256 * 1024 * 1024
DISK_POLL_S = 1.0  # how often the copy's size on disk is read while the child works (peak disk)
# The child's memory, estimated from the shard (`estimate_needs`). Most of its resident set is
# pages of the mapped segment files, which the kernel drops under pressure (a cgroup reclaims them
# before it kills anything), so the estimate is of what it cannot drop: the interpreter, the
# graph's links, the int8 codes, and the segment builder's state, whose largest part is the
# full-text index of the chunks' text, which grows with the text, so with the shard. Measured by
# `rag-context scale` (384 dimensions, Cranfield's sentences, ~600 characters a chunk), peak
# anonymous memory beside the shard (allocated): 431 MiB for 423 MiB at 100,000 points, 4,224 MiB
# for 3,721 MiB at 1,000,000; the estimate gives 719 MiB and 5,278 MiB. (The first estimate, fitted
# on a 14-word vocabulary, gave 2.1 GiB at 1,000,000: half of what the real text needs.)
CHILD_BASE_BYTES = 128 * 1024 * 1024
CHILD_BYTES_PER_DIMENSION = 2  # per point and dimension: the int8 code, and the vector being placed
CHILD_BYTES_PER_POINT = 600  # per point: graph links (2 m at level 0, 4 bytes each), ids, bookkeeping
CHILD_SHARE_OF_SHARD = 0.75  # the text and payload indexes being built, per byte of the shard
MEMORY_MARGIN = 1.25
# Peak disk of a run beside the shard: the copy, then the optimized segments beside the copy's
# before the child removes them. Measured 1.87x (100,000 points, 14 words) to 2.02x (1,000,000),
# of the shard's size as `shard_disk_bytes` reads it.
DISK_SHARE_OF_SHARD = 2.25
# File systems whose files are memory: a read of a hole through a shared mapping allocates a page
# there, so the engine's preallocated files fill up as soon as the child loads the copy. Measured on
# /dev/shm (20,000 points): a copy taking 73 MiB took 189 MiB once loaded and 292 MiB once optimized
# (its files' full size, 294 MiB); on ext4 it stayed at 35 MiB and 62 MiB. A run's peak there was
# 3.6x the live shard's blocks (4.3x in the review, whose child died of SIGBUS): 1.0-1.3x the files'
# full size.
HOLES_FILLED_ON = frozenset({"tmpfs", "ramfs", "hugetlbfs"})
COMPLETED_BYTES_PER_POINT = 1024  # beside its float32 vector: a completed point's payload and bookkeeping
PR_SET_PDEATHSIG = 1  # linux/prctl.h


def utc_now_iso() -> str:
    return datetime.now(timezone.utc).isoformat(timespec="seconds")


def optimization_interval(threshold: int, shard_points: int) -> int:
    """Points to write since the last optimization before the next one."""
    return max(threshold, int(shard_points * INTERVAL_SHARE))


@dataclass(frozen=True, slots=True)
class Needs:
    memory_bytes: int
    disk_bytes: int


def allocated_bytes(top: Path) -> int:
    """The disk space the files under `top` take (their blocks: holes do not count)."""
    return shard_disk_bytes([top], filled=False)


def _mount_point(text: str) -> str:
    """A mount point as /proc/self/mountinfo writes it (a space, a tab, a backslash as \\040, \\011, \\134)."""
    return re.sub(r"\\([0-7]{3})", lambda match: chr(int(match.group(1), 8)), text)


def file_system_type(path: Path, mountinfo: Path = Path("/proc/self/mountinfo")) -> str | None:
    """The type of the file system `path` is on (its mount point the longest that holds it), or
    None when it cannot be told (no /proc)."""
    target = path.resolve()
    best: tuple[int, str] | None = None
    try:
        lines = mountinfo.read_text().splitlines()
    except OSError:
        return None
    for line in lines:
        fields = line.split(" ")
        if "-" not in fields[6:]:
            continue
        mount_point = Path(_mount_point(fields[4]))
        kind = fields[fields.index("-", 6) + 1]
        if target.is_relative_to(mount_point) and (best is None or len(mount_point.parts) >= best[0]):
            best = (len(mount_point.parts), kind)
    return best[1] if best else None


def holes_filled(path: Path) -> bool:
    """Whether files at `path` lose their holes once mapped and read (see HOLES_FILLED_ON)."""
    return file_system_type(path) in HOLES_FILLED_ON


def shard_disk_bytes(entries: Sequence[Path], filled: bool) -> int:
    """The disk the files under `entries` (files, or folders walked) take once the engine has
    loaded them: their blocks (holes do not count), or, where holes are `filled`, their full size."""
    total = 0
    for entry in entries:
        walked = os.walk(entry) if entry.is_dir() else [(str(entry.parent), [], [entry.name])]
        for directory, _, files in walked:
            for name in files:
                try:
                    status = os.lstat(os.path.join(directory, name))
                except FileNotFoundError:
                    continue
                total += max(status.st_size, status.st_blocks * 512) if filled else status.st_blocks * 512
    return total


def estimate_needs(shard_bytes: int, points: int, dimension: int, old_points: int = 0, disk_is_memory: bool = False) -> Needs:
    """What a run needs: memory the child cannot give back (the graph, the codes, the segment
    builder's state; the mapped files it reads are page cache), and disk for the copy and the
    optimized segments the child writes beside the copy's before it removes them (about twice the
    shard: 7,525 MiB measured for a 3,721 MiB shard at 1,000,000 points). The points of an older
    release the child completes first move into an appendable segment, their float32 vectors and
    payload with them (`COMPLETED_BYTES_PER_POINT`: 790 against 523 MiB peak anonymous measured
    with all 100,000 points old, 384 dimensions). Where the disk is memory (tmpfs:
    `disk_is_memory`), what the run writes there is memory the child's cgroup is charged for too."""
    memory = CHILD_BASE_BYTES + points * (CHILD_BYTES_PER_DIMENSION * dimension + CHILD_BYTES_PER_POINT)
    memory += CHILD_SHARE_OF_SHARD * shard_bytes
    memory += old_points * (4 * dimension + COMPLETED_BYTES_PER_POINT)
    disk = int(DISK_SHARE_OF_SHARD * shard_bytes)
    return Needs(memory_bytes=int(memory * MEMORY_MARGIN) + (disk if disk_is_memory else 0), disk_bytes=disk)


def _read_int(path: Path) -> int | None:
    try:
        text = path.read_text().strip()
    except OSError:
        return None
    return int(text) if text.isdigit() else None


def available_memory(cgroup: Path = Path("/sys/fs/cgroup"), meminfo: Path = Path("/proc/meminfo")) -> int | None:
    """Memory a child may still take: the cgroup's limit less what the group uses (page cache it
    could drop not counted), and the machine's MemAvailable; the smaller. None when neither is known."""
    candidates = []
    limit = _read_int(cgroup / "memory.max")  # "max" (no limit) reads as None
    current = _read_int(cgroup / "memory.current")
    if limit is not None and current is not None:
        reclaimable = 0
        try:
            for line in (cgroup / "memory.stat").read_text().splitlines():
                key, _, value = line.partition(" ")
                if key == "inactive_file":
                    reclaimable = int(value)
        except (OSError, ValueError):
            pass
        candidates.append(max(0, limit - current + reclaimable))
    try:
        for line in meminfo.read_text().splitlines():
            if line.startswith("MemAvailable:"):
                candidates.append(int(line.split()[1]) * 1024)
    except (OSError, ValueError, IndexError):
        pass
    return min(candidates) if candidates else None


def shortage(needs: Needs, memory: int | None, disk: int) -> str | None:
    """Why a run cannot start now, or None."""
    if memory is not None and needs.memory_bytes > memory:
        return f"the optimizer would need about {needs.memory_bytes >> 20} MiB of memory, {memory >> 20} MiB are available"
    if needs.disk_bytes > disk:
        return f"the optimizer would need about {needs.disk_bytes >> 20} MiB of disk, {disk >> 20} MiB are free"
    return None


class OptimizationDeferred(DependencyError):
    """Not started: the estimated memory or disk is not there."""


class OptimizationAbandoned(DependencyError):
    """Stopped: the writes made meanwhile outgrew the journal's cap (they are in the live shard)."""


@dataclass
class OptimizationRecord:
    """What became of the optimizations of one root, kept in `path` (durably, so that a service that
    died during a run, killed for memory say, finds it at its next start and backs off)."""

    path: Path
    counts: dict[str, int] = field(default_factory=lambda: dict.fromkeys(RESULTS, 0))
    consecutive_failures: int = 0
    last_result: str | None = None
    last_reason: str | None = None
    last_at: str | None = None
    not_before: float = 0.0  # epoch seconds: no run starts (on the schedule) before
    running_since: str | None = None  # set while a run is under way
    last_run: dict[str, Any] = field(default_factory=dict)  # the figures of the last run that finished

    @classmethod
    def load(cls, path: Path) -> OptimizationRecord:
        record = cls(path)
        try:
            stored = json.loads(path.read_text())
        except FileNotFoundError:
            return record
        except (OSError, ValueError) as error:
            log.warning("edge.optimizer_record_unreadable", path=str(path), error=str(error))
            return record
        record.consecutive_failures = int(stored.get("consecutiveFailures", 0))
        record.last_result = stored.get("lastResult")
        record.last_reason = stored.get("lastReason")
        record.last_at = stored.get("lastAt")
        record.not_before = float(stored.get("notBefore", 0.0))
        record.last_run = dict(stored.get("lastRun") or {})
        if stored.get("runningSince"):
            # The process that ran it died meanwhile (killed, perhaps for memory): a failure, so that
            # a service that keeps being killed by its optimization backs off instead of looping.
            record.finished(
                "failed", f"interrupted: the process died during the optimization started at {stored['runningSince']}"
            )
        return record

    def as_json(self) -> dict[str, Any]:
        return {
            "lastResult": self.last_result,
            "lastReason": self.last_reason,
            "lastAt": self.last_at,
            "consecutiveFailures": self.consecutive_failures,
            "notBefore": self.not_before,
            "runningSince": self.running_since,
            "lastRun": self.last_run,
        }

    def detail(self, now: float | None = None) -> dict[str, Any]:
        """For /health and `rag-context check`."""
        now = time.time() if now is None else now
        return {
            "lastResult": self.last_result,
            "lastReason": self.last_reason,
            "lastAt": self.last_at,
            "consecutiveFailures": self.consecutive_failures,
            "running": self.running_since is not None,
            "nextAttemptInSeconds": max(0, round(self.not_before - now)),
            "counts": dict(self.counts),
            "lastRun": self.last_run,
        }

    def due(self, now: float | None = None) -> bool:
        return (time.time() if now is None else now) >= self.not_before

    def started(self) -> None:
        self.running_since = utc_now_iso()
        self._save()

    def finished(
        self, result: str, reason: str | None = None, figures: dict[str, Any] | None = None, retry: bool = True
    ) -> None:
        """Record a run's outcome. `retry=False`: nothing about it calls for a wait before the next
        (the service closed during it)."""
        now = time.time()
        self.counts[result] += 1
        self.running_since = None
        self.last_result, self.last_reason, self.last_at = result, reason, utc_now_iso()
        if figures is not None:
            self.last_run = figures
        if result == "succeeded":
            self.consecutive_failures = 0
            self.not_before = 0.0
        elif result == "failed":
            self.consecutive_failures += 1
            self.not_before = now + min(RETRY_BASE_S * 2 ** (self.consecutive_failures - 1), RETRY_CAP_S)
        else:  # deferred, abandoned: not the optimizer's fault, look again a while later
            self.not_before = now + DEFER_S if retry else 0.0
        self._save()
        event = "edge.optimization_" + result
        fields = {"reason": reason, "retry_in_s": round(max(0.0, self.not_before - now))} if reason else {}
        (log.info if result == "succeeded" else log.warning)(event, **fields, **(figures or {}))

    def _save(self) -> None:
        try:
            write_durably(self.path.parent, self.path.name, json.dumps(self.as_json()))
        except OSError as error:  # a full disk must not turn a finished run into a failed one
            log.warning("edge.optimizer_record_not_saved", path=str(self.path), error=str(error))


class Journal:
    """The writes applied to the live shard since it was copied, to replay onto the optimized copy;
    capped (about `cap_bytes`): past it `overflowed` is set, and the run is abandoned."""

    def __init__(self, cap_bytes: int) -> None:
        self.operations: list[UpdateOperation] = []
        self.bytes = 0
        self.cap_bytes = cap_bytes
        self.overflowed = asyncio.Event()

    def append(self, operation: UpdateOperation, size: int) -> None:
        if self.overflowed.is_set():
            return  # the run is being abandoned: the copy will not be used
        self.operations.append(operation)
        self.bytes += size
        if self.bytes > self.cap_bytes:
            self.operations.clear()
            self.overflowed.set()


def child_command(target: Path) -> list[str]:
    """`python -I`: neither the working directory nor PYTHON* variables reach the child's path. The
    directory this package was imported from is put first by the child itself, so a checkout run
    without installing still finds the same code."""
    package_parent = str(Path(__file__).resolve().parents[4])
    code = (
        "import sys; sys.path.insert(0, sys.argv[1]); "
        "from rag_context.backends.vectors.edge.optimizer import main; main(sys.argv[2:])"
    )
    return [sys.executable, "-I", "-c", code, package_parent, "optimize", str(target), str(os.getpid())]


def child_environment() -> dict[str, str]:
    """Nothing of the parent's environment but a fixed PATH and a UTF-8 locale."""
    return {"PATH": os.defpath, "LC_ALL": "C.UTF-8"}


async def optimize_in_child(target: Path, started: asyncio.Event, journal: Journal | None = None) -> dict[str, Any]:
    """Run the child on the copy at `target`; `started` is set while it runs. Returns its report
    (`changed`: whether the engine changed any segment; `peakRssBytes`, the child's high-water mark;
    `peakAnonymousBytes`, the largest anonymous part of it sampled each second; `peakDiskBytes`, the
    copy's largest size on disk while the child worked). Raises DependencyError with the child's error when
    it failed, OptimizationAbandoned when `journal` overflowed meanwhile (the child is killed). A
    cancellation kills the child."""
    process = await asyncio.create_subprocess_exec(
        *child_command(target), cwd=str(target), env=child_environment(),
        stdout=asyncio.subprocess.PIPE, stderr=asyncio.subprocess.PIPE,
    )
    started.set()
    peak_disk = peak_anonymous = 0

    async def watch() -> None:
        nonlocal peak_disk, peak_anonymous
        while True:
            peak_disk = max(peak_disk, await asyncio.to_thread(allocated_bytes, target))
            peak_anonymous = max(peak_anonymous, anonymous_bytes(process.pid))
            await asyncio.sleep(DISK_POLL_S)

    communicate = asyncio.ensure_future(process.communicate())
    watcher = asyncio.ensure_future(watch())
    overflow = asyncio.ensure_future(journal.overflowed.wait()) if journal is not None else None
    try:
        waited = {communicate} | ({overflow} if overflow is not None else set())
        await asyncio.wait(waited, return_when=asyncio.FIRST_COMPLETED)
        if not communicate.done():
            raise OptimizationAbandoned(
                f"optimization abandoned: the writes made meanwhile passed the journal's cap "
                f"({journal.cap_bytes / 2**20 if journal else 0:.1f} MiB); they are all in the live shard"
            )
        out, err = communicate.result()
    except BaseException:  # cancelled (the service closes) or abandoned: the copy is thrown away
        if process.returncode is None:
            process.kill()
        await asyncio.gather(communicate, return_exceptions=True)
        raise
    finally:
        started.clear()
        for task in (watcher, overflow):
            if task is not None:
                task.cancel()
    peak_disk = max(peak_disk, await asyncio.to_thread(allocated_bytes, target))
    if process.returncode != 0:
        reason = err.decode(errors="replace").strip()[-500:] or f"exit status {process.returncode}"
        if process.returncode is not None and process.returncode < 0:
            reason = f"killed by signal {-process.returncode} ({signal.Signals(-process.returncode).name}); {reason}"
        raise DependencyError(f"qdrant edge optimization failed: {reason}")
    report = dict(json.loads(out.decode()))
    report["peakDiskBytes"] = peak_disk
    report["peakAnonymousBytes"] = peak_anonymous  # sampled: the part of the peak the kernel cannot drop
    return report


def anonymous_bytes(pid: int) -> int:
    """A process's anonymous resident memory (RssAnon: not file pages the kernel could drop), 0 when gone."""
    try:
        for line in Path(f"/proc/{pid}/status").read_text().splitlines():
            if line.startswith("RssAnon:"):
                return int(line.split()[1]) * 1024
    except (OSError, ValueError, IndexError):
        pass
    return 0


def load_replayed(target: Path, config: EdgeConfig, journal: Sequence[UpdateOperation]) -> EdgeShard:
    """Load the optimized copy and apply the writes made since it was copied, then flush it."""
    shard = EdgeShard.load(str(target), config)
    try:
        for operation in journal:
            shard.update(operation)
        shard.flush()
    except BaseException:
        shard.close()
        raise
    return shard


def die_with_parent(parent_pid: int) -> None:
    """Have the kernel kill this process when its parent dies (a parent killed with -9 cannot kill
    it); if the parent died before this was in place, stop now. Linux only: elsewhere an orphan
    is found by its copy's lock at the next start (`shards.stop_orphan`)."""
    libc = ctypes.CDLL(None, use_errno=True)
    if hasattr(libc, "prctl") and libc.prctl(PR_SET_PDEATHSIG, signal.SIGKILL, 0, 0, 0) != 0:
        raise OSError(ctypes.get_errno(), "prctl(PR_SET_PDEATHSIG) failed")
    if os.getppid() != parent_pid:
        sys.exit("the service that started this optimization is gone")


def peak_resident_bytes() -> int:
    """This process's resident set high-water mark (VmHWM)."""
    for line in Path("/proc/self/status").read_text().splitlines():
        if line.startswith("VmHWM:"):
            return int(line.split()[1]) * 1024
    return 0


def optimize_in_this_process(shard_dir: Path) -> dict[str, Any]:
    """The child's work: give the points an older release wrote the filter fields they lack (here,
    on the copy: setting a payload moves a point out of its indexed segment, and the optimization
    that follows indexes it again), optimize the copy at `shard_dir`, flush, close."""
    os.nice(OPTIMIZER_NICENESS)
    shard = EdgeShard.load(str(shard_dir))
    try:
        completed = complete_filter_fields(shard)
        changed = shard.optimize() or completed > 0
        shard.flush()
        info = shard.info()
    finally:
        shard.close()
    return {
        "changed": changed,
        "points": info.points_count,
        "indexedVectors": info.indexed_vectors_count,
        "filterFieldsCompleted": completed,
        "peakRssBytes": peak_resident_bytes(),
    }


def main(argv: Sequence[str]) -> None:
    """The child: `optimize SHARD_DIR PARENT_PID` (see `child_command`)."""
    if len(argv) != 3 or argv[0] != "optimize" or not argv[2].isdigit():
        sys.exit("usage: optimizer optimize SHARD_DIR PARENT_PID")
    die_with_parent(int(argv[2]))
    shard_dir = Path(argv[1])
    hold_optimizer_lock(shard_dir)  # for the life of this process
    print(json.dumps(optimize_in_this_process(shard_dir)))
