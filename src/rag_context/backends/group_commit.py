"""Group commit: many writers, one sync at a time, each sync shared by everyone who waits for it.

A writer that asks for a sync needs one that *starts* after its own writes: a sync already under
way may have missed them. So while one runs, the writers that arrive wait for the next one, and
that one serves them all: under load the number of syncs follows the disk's speed, not the number
of writers (what PostgreSQL's and MongoDB's journals do).
"""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable


class GroupCommit:
    def __init__(self, sync: Callable[[], Awaitable[None]]) -> None:
        self._sync = sync
        self._lock = asyncio.Lock()  # one sync in flight; FIFO, so waiters go in arrival order
        self._started = 0  # syncs begun
        self._completed = 0  # the highest sync number that finished without error
        self.syncs = 0  # syncs run (for tests and metrics)

    async def sync(self) -> None:
        """Return once a sync that began after this call has completed; raises what the sync raised."""
        needed = self._started + 1
        async with self._lock:
            if self._completed >= needed:
                return  # someone else's sync began after we arrived and has finished: ours are in it
            self._started += 1
            number = self._started
            self.syncs += 1
            await self._sync()
            self._completed = number
