"""`rag-context index PATH --watch`: the folder kept indexed as its files change.

The OS's file events through `watchfiles` (inotify on Linux; no polling by hand), debounced: the
changes of one burst (a save, a build, a `git checkout` of another branch) make one batch. A batch is
a run over the folder (following/sync.py: removals, moves and re-embeddings included, the unchanged
files costing a stat and a read), so a burst cut in two by the debounce loses nothing: the second run
finds what the first did not see. While git holds `.git/index.lock` (a checkout or a merge writing the
work tree) the batch waits for it, so a checkout is indexed as one batch, once it is complete.
Changes git ignores (a build folder) and changes inside `.git` start no batch. One line per batch:
what changed and how long it took. Ctrl-C (SIGINT) stops the watch after the batch under way; a
second Ctrl-C stops at once.
"""

from __future__ import annotations

import asyncio
import signal
import sys
import time
from collections.abc import Callable, Iterable
from pathlib import Path
from typing import TextIO

import watchfiles

from rag_context.backends import git
from rag_context.backends.files import scan_folder
from rag_context.terminal import shown
from rag_context.config import Settings
from rag_context.following.sync import FolderTarget, SyncOutcome, TargetError, sync_folder
from rag_context.following.targets import open_target

# A burst ends after this long without a change, or after DEBOUNCE_MS at most.
STEP_MS = 300
DEBOUNCE_MS = 2000
# The longest wait for git to release its index lock before the batch runs all the same.
GIT_LOCK_WAIT_S = 120.0
GIT_LOCK_POLL_S = 0.1


def batch_line(outcome: SyncOutcome, seconds: float) -> str:
    counts = outcome.plan.counts()
    changed = ", ".join(f"{counts[name]} {name}" for name in ("new", "changed", "moved", "deleted"))
    failed = f", {len(outcome.failed)} failed ({', '.join(sorted(outcome.failed))})" if outcome.failed else ""
    return shown(f"{time.strftime('%H:%M:%S')} {changed}{failed}; {outcome.chunks} chunks embedded; {seconds:.2f} s")


def _relevant(folder: Path, changes: Iterable[tuple[watchfiles.Change, str]]) -> bool:
    """Whether a batch of events may change the index: not when every path is one git ignores."""
    paths = sorted({path for _, path in changes})
    if not paths:
        return False
    ignored = git.ignored_paths(folder, paths)
    return ignored is None or any(path not in ignored for path in paths)


async def _wait_for_git(git_dir: Path | None) -> None:
    if git_dir is None:
        return
    deadline = time.monotonic() + GIT_LOCK_WAIT_S
    while (git_dir / "index.lock").exists() and time.monotonic() < deadline:
        await asyncio.sleep(GIT_LOCK_POLL_S)


async def follow(
    folder: Path,
    target: FolderTarget,
    session_id: str,
    *,
    content_type: str | None,
    submodules: bool,
    max_bytes: int,
    stop: asyncio.Event,
    lock_files: bool = False,
    out: TextIO,
    on_batch: Callable[[SyncOutcome], None] = lambda _: None,
) -> None:
    """Run over the folder now, then once per relevant burst of changes, until `stop` is set (the
    batch under way finishes first)."""
    git_dir = git.git_directory(folder)

    async def run_batch(first: bool) -> None:
        started = time.perf_counter()
        await _wait_for_git(git_dir)
        scan = await asyncio.to_thread(scan_folder, folder, session_id, content_type, max_bytes, submodules, lock_files)
        try:
            outcome = await sync_folder(target, scan, session_id)
        except TargetError as error:
            print(f"{time.strftime('%H:%M:%S')} FAILED: {shown(error)}", file=out, flush=True)
            return
        outcome.failed.update(scan.failed)
        if first or not outcome.plan.current or outcome.failed:
            print(batch_line(outcome, time.perf_counter() - started), file=out, flush=True)
        on_batch(outcome)

    bursts: asyncio.Queue[set[tuple[watchfiles.Change, str]] | None] = asyncio.Queue()

    async def collect() -> None:
        try:
            async for changes in watchfiles.awatch(folder, stop_event=stop, debounce=DEBOUNCE_MS, step=STEP_MS, rust_timeout=1000):
                bursts.put_nowait(changes)
        finally:
            bursts.put_nowait(None)

    watcher = asyncio.create_task(collect(), name="folder-watcher")
    # One turn of the loop: the watcher sets its watches up before its first wait, so no change
    # made during the first run falls between the run and the watch.
    await asyncio.sleep(0)
    try:
        await run_batch(first=True)
        while not stop.is_set():
            changes = await bursts.get()
            if changes is None:
                break
            while not bursts.empty():  # the bursts that came during the last run: one batch
                more = bursts.get_nowait()
                if more is None:
                    stop.set()
                    break
                changes |= more
            if await asyncio.to_thread(_relevant, folder, changes):
                await run_batch(first=False)
    finally:
        stop.set()
        await asyncio.wait([watcher], timeout=5)


def watch_folder(
    folder: Path,
    settings: Settings,
    *,
    url: str | None,
    api_key: str | None,
    session_id: str,
    content_type: str | None,
    submodules: bool,
    max_bytes: int,
    out: TextIO = sys.stdout,
    lock_files: bool = False,
) -> int:
    async def main() -> None:
        stop = asyncio.Event()
        loop = asyncio.get_running_loop()

        def on_interrupt() -> None:
            if stop.is_set():  # a second Ctrl-C: stop now
                loop.remove_signal_handler(signal.SIGINT)
                signal.raise_signal(signal.SIGINT)
                return
            print(f"{time.strftime('%H:%M:%S')} stopping after the batch under way (Ctrl-C again: at once)", file=out, flush=True)
            stop.set()

        loop.add_signal_handler(signal.SIGINT, on_interrupt)
        loop.add_signal_handler(signal.SIGTERM, stop.set)
        print(shown(f"watching {folder.resolve()} (sessionId {session_id}); Ctrl-C stops"), file=out, flush=True)
        async with open_target(settings, url, api_key) as target:
            await follow(
                folder, target, session_id, content_type=content_type, submodules=submodules, max_bytes=max_bytes, stop=stop, out=out,
                lock_files=lock_files,
            )
        print(f"{time.strftime('%H:%M:%S')} stopped", file=out, flush=True)

    try:
        asyncio.run(main())
    except KeyboardInterrupt:
        return 130
    return 0
