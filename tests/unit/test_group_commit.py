"""GroupCommit: one sync at a time, shared by every caller that arrived while the previous ran,
and never a sync that began before a caller's writes."""

from __future__ import annotations

import asyncio

import pytest

from rag_context.backends.group_commit import GroupCommit


class GatedSync:
    """A sync that waits for the test to let it finish, and records when each one began."""

    def __init__(self) -> None:
        self.began: list[int] = []
        self.gate = asyncio.Event()
        self.fail_next = False

    async def __call__(self) -> None:
        self.began.append(len(self.began) + 1)
        await self.gate.wait()
        if self.fail_next:
            self.fail_next = False
            raise OSError("disk full")


async def test_callers_that_arrive_during_a_sync_share_the_next_one() -> None:
    sync = GatedSync()
    commit = GroupCommit(sync)
    first = asyncio.create_task(commit.sync())
    await asyncio.sleep(0)  # the first sync is in flight
    assert sync.began == [1]
    waiting = [asyncio.create_task(commit.sync()) for _ in range(10)]
    await asyncio.sleep(0)
    assert not any(task.done() for task in waiting)  # the sync under way may have missed their writes
    sync.gate.set()
    await asyncio.gather(first, *waiting)
    assert sync.began == [1, 2]  # eleven callers, two syncs
    assert commit.syncs == 2


async def test_a_lone_caller_gets_its_own_sync_each_time() -> None:
    sync = GatedSync()
    sync.gate.set()
    commit = GroupCommit(sync)
    for _ in range(3):
        await commit.sync()
    assert commit.syncs == 3


async def test_a_failed_sync_fails_its_caller_and_the_next_caller_syncs_again() -> None:
    sync = GatedSync()
    sync.gate.set()
    sync.fail_next = True
    commit = GroupCommit(sync)
    with pytest.raises(OSError):
        await commit.sync()
    await commit.sync()
    assert sync.began == [1, 2]
