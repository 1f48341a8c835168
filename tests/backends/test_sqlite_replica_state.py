"""SqliteStore's share of running replicas, on a real SQLite file: the content version moves with
every change a search can see (and only those), the shared state is compare-and-set on its
revision, and a lease is held by one owner until it expires or is released. Two store objects on
one file stand for two processes."""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest
from backend_factories import make_document

from rag_context.backends.generations import GenerationState, StoreGenerationRecord
from rag_context.backends.stores.sqlite import SqliteStore
from rag_context.core.models import DocumentStatus


@pytest.fixture
async def stores(tmp_path: Path):
    first = await SqliteStore.open(tmp_path / "shared.sqlite3")
    second = await SqliteStore.open(tmp_path / "shared.sqlite3")
    yield first, second
    await first.close()
    await second.close()


async def test_the_content_version_moves_with_every_visible_change_and_only_those(stores) -> None:
    store, other = stores
    seen = [await other.content_version()]
    document = make_document("s", "a.md", ["one", "two"], status=DocumentStatus.PENDING)
    await store.save_document(document)
    seen.append(await other.content_version())
    await store.set_status(document.document_id, document.fingerprint, DocumentStatus.INDEXED)
    seen.append(await other.content_version())
    await store.set_status(document.document_id, "another fingerprint", DocumentStatus.PENDING)  # changes nothing
    seen.append(await other.content_version())
    await store.record_metrics([])  # metrics are no content
    await store.delete_documents([document.document_id])
    seen.append(await other.content_version())
    assert seen == [0, 1, 2, 2, 3]  # read through the other connection: what another replica sees


async def test_state_writes_are_compare_and_set(stores) -> None:
    store, other = stores
    assert await store.write_state("k", {"v": 1}, 0)
    assert not await other.write_state("k", {"v": 2}, 0)  # it exists: a creator that lost the race
    assert await other.write_state("k", {"v": 3}, 1)
    assert not await store.write_state("k", {"v": 4}, 1)  # a writer that read revision 1 is late
    assert await store.read_state("k") == (2, {"v": 3})
    assert await store.read_state("missing") == (0, None)


async def test_concurrent_generation_updates_through_two_stores_lose_nothing(stores) -> None:
    records = [StoreGenerationRecord(store) for store in stores]

    async def bump(record: StoreGenerationRecord, times: int) -> None:
        for _ in range(times):
            await record.update(lambda s: GenerationState(active=s.active + 1))

    await asyncio.gather(bump(records[0], 5), bump(records[1], 5))
    assert (await records[1].read()).active == 10


async def test_a_lease_is_one_owners_until_it_expires_or_is_released(stores) -> None:
    store, other = stores
    holder, expires = await store.take_lease("job", "a", 60)
    assert holder == "a" and expires > 0
    assert (await other.take_lease("job", "b", 60))[0] == "a"  # held: b is told who holds it
    assert (await store.take_lease("job", "a", 60))[0] == "a"  # the owner renews
    await other.release_lease("job", "b")  # not b's to release
    assert (await other.take_lease("job", "b", 60))[0] == "a"
    await store.release_lease("job", "a")
    assert (await other.take_lease("job", "b", 0.05))[0] == "b"
    await asyncio.sleep(0.1)
    assert (await store.take_lease("job", "a", 60))[0] == "a"  # b's expired: taken over
