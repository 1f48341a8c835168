"""indexing.IndexingService on the in-memory fakes: deterministic ids, batching, replacement of a
changed document, the pending path when the embedder or the vector index is down, reconciliation,
and the store as the point of acknowledgement."""

from __future__ import annotations

import asyncio
import threading
import time

import pytest

from rag_context.core.breaker import CircuitBreaker
from rag_context.core.chunking import Chunker
from rag_context.core.indexing import MAX_ATTEMPTS, RETRY_BASE_S, RETRY_MAX_S, DocumentCounter, IndexingService, batched, with_role
from rag_context.core.metrics_queue import MetricsRecorder
from rag_context.core.models import (
    DocumentMetadata,
    DocumentStatus,
    IndexRequest,
    SearchFilters,
    document_id_for,
    vector_id_for,
)
from rag_context.core.ports import DependencyError, DocumentBusy, DocumentRejected
from tests.unit.fakes import FakeClock, FakeContextStore, FakeEmbedder, FakeVectorIndex, ParagraphChunker, whitespace_offsets


class Rig:
    def __init__(
        self,
        embed_batch_size: int = 32,
        upsert_batch_size: int = 100,
        chunker=None,
        request_timeout_s=None,
        dependency_breakers=None,
        store_timeout_s=None,
        store_breaker=None,
    ) -> None:
        self.embedder = FakeEmbedder()
        self.vectors = FakeVectorIndex()
        self.store = FakeContextStore()
        self.counter = DocumentCounter()
        self.changes = 0
        self.service = IndexingService(
            self.embedder,
            self.vectors,
            self.store,
            chunker or ParagraphChunker(),
            self.counter,
            on_change=self._changed,
            embed_batch_size=embed_batch_size,
            upsert_batch_size=upsert_batch_size,
            request_timeout_s=request_timeout_s,
            dependency_breakers=dependency_breakers,
            store_timeout_s=store_timeout_s,
            store_breaker=store_breaker,
        )

    def _changed(self) -> None:
        self.changes += 1

    def points_of(self, document_id: str) -> dict[int, str]:
        return {
            chunk.chunk_index: chunk.text for _, chunk in self.vectors.points.values() if chunk.document_id == document_id
        }


def request(content: str = "Raise the grand jackpot threshold to 1500.", **overrides) -> IndexRequest:
    fields = dict(
        content=content,
        content_type="documentation",
        session_id="s-1",
        source="notes/jackpot.md",
        metadata=DocumentMetadata(agent="Oracle", tags=("jackpot",), category="strategy", game="FireKirin"),
    )
    fields.update(overrides)
    return IndexRequest(**fields)


def paragraphs(count: int, tag: str = "p") -> str:
    """`count` paragraphs: as many chunks with ParagraphChunker."""
    return "\n\n".join(" ".join(f"{tag}{n}w{i}" for i in range(7)) for n in range(count))


# --- ids


async def test_ids_are_deterministic_and_a_repeat_is_unchanged_without_embedding() -> None:
    rig = Rig()
    first = await rig.service.index(request(paragraphs(5)))
    assert first.status is DocumentStatus.INDEXED
    assert not first.unchanged
    assert first.document_id == document_id_for("s-1", "notes/jackpot.md")
    assert first.vector_ids == [vector_id_for(first.document_id, index) for index in range(5)]
    assert len(set(first.vector_ids)) == 5
    embedded, upserts, changes = list(rig.embedder.document_batches), list(rig.vectors.upsert_batches), rig.changes

    second = await rig.service.index(request(paragraphs(5)))
    assert second.unchanged
    assert second.status is DocumentStatus.INDEXED
    assert (second.document_id, second.vector_ids) == (first.document_id, first.vector_ids)
    assert rig.embedder.switch.calls["embed_documents"] == 1  # no embedding call the second time
    assert rig.embedder.document_batches == embedded
    assert rig.vectors.upsert_batches == upserts
    assert rig.changes == changes  # nothing changed: the caches stay
    assert rig.counter.value == 1
    assert len(rig.vectors.points) == 5


async def test_ids_are_the_same_on_another_instance() -> None:
    one, two = Rig(), Rig()
    a = await one.service.index(request(paragraphs(4)))
    b = await two.service.index(request(paragraphs(4)))
    assert (a.document_id, a.vector_ids) == (b.document_id, b.vector_ids)


async def test_documents_are_identified_by_session_and_source() -> None:
    rig = Rig()
    a = await rig.service.index(request(session_id="s-1", source="a"))
    b = await rig.service.index(request(session_id="s-2", source="a"))
    c = await rig.service.index(request(session_id="s-1", source="b"))
    assert len({a.document_id, b.document_id, c.document_id}) == 3
    assert not set(a.vector_ids) & set(b.vector_ids)
    assert rig.counter.value == 3
    assert len(rig.store.documents) == 3


async def test_new_metadata_alone_reindexes_the_document() -> None:
    rig = Rig()
    await rig.service.index(request())
    outcome = await rig.service.index(request(metadata=DocumentMetadata(category="bugfix")))
    assert not outcome.unchanged
    assert rig.embedder.switch.calls["embed_documents"] == 2
    (point,) = rig.vectors.points.values()
    assert point[1].payload()["category"] == "bugfix"


async def test_the_chunks_are_the_chunkers() -> None:
    chunker = Chunker(whitespace_offsets, 40)
    rig = Rig(chunker=chunker)
    content = " ".join(f"word{n}." for n in range(300))
    outcome = await rig.service.index(request(content))
    stored = rig.store.documents[outcome.document_id]
    assert [chunk.text for chunk in stored.chunks] == chunker.split(content, "documentation")
    assert [chunk.chunk_index for chunk in stored.chunks] == list(range(len(stored.chunks)))
    assert len(outcome.vector_ids) == len(stored.chunks) > 5


async def test_chunking_runs_off_the_event_loop_which_keeps_serving_meanwhile() -> None:
    # The chunker holds until the event loop has served something else while it chunks. Run on the
    # loop (as it once was), it would hold the loop itself: nothing else could run until it gave up.
    started, loop_served = threading.Event(), threading.Event()

    class HeldChunker(ParagraphChunker):
        def split(self, text: str, content_type: str) -> list[str]:
            self.thread = threading.get_ident()
            started.set()
            self.served_meanwhile = loop_served.wait(timeout=10)
            return super().split(text, content_type)

    chunker = HeldChunker()
    rig = Rig(chunker=chunker)
    indexing = asyncio.create_task(rig.service.index(request(paragraphs(3))))
    assert await asyncio.to_thread(started.wait, 10)
    loop_served.set()  # the loop runs this while the chunker is still inside split
    outcome = await indexing
    assert chunker.served_meanwhile
    assert chunker.thread != threading.get_ident()
    assert len(outcome.vector_ids) == 3 and outcome.status is DocumentStatus.INDEXED


# --- batches


def test_batched_splits_in_order() -> None:
    assert list(batched(list(range(7)), 3)) == [[0, 1, 2], [3, 4, 5], [6]]
    assert list(batched([], 3)) == []


async def test_embedding_and_upsert_go_in_batches() -> None:
    rig = Rig(embed_batch_size=32, upsert_batch_size=25)
    outcome = await rig.service.index(request(paragraphs(70)))
    assert len(outcome.vector_ids) == 70
    assert rig.embedder.document_batches == [32, 32, 6]
    assert rig.vectors.upsert_batches == [25, 25, 20]
    assert sorted(rig.points_of(outcome.document_id)) == list(range(70))
    # Vectors go with their own chunk: the vector stored for a chunk is the embedding of its text.
    for vector, chunk in rig.vectors.points.values():
        assert vector == rig.embedder.vector(chunk.text)


# --- a changed document


async def test_a_changed_document_replaces_its_chunks_and_prunes_the_rest() -> None:
    rig = Rig()
    v1 = await rig.service.index(request(paragraphs(12, tag="old")))
    v2 = await rig.service.index(request(paragraphs(4, tag="new")))
    assert v2.document_id == v1.document_id
    assert v2.vector_ids == v1.vector_ids[:4]
    assert rig.vectors.prune_calls[-1] == (v1.document_id, 4)
    points = rig.points_of(v1.document_id)
    assert sorted(points) == [0, 1, 2, 3]
    assert all(text.startswith("new") for text in points.values())
    stored = rig.store.documents[v1.document_id]
    assert stored.content == paragraphs(4, tag="new")
    assert len(stored.chunks) == 4
    assert stored.status is DocumentStatus.INDEXED
    assert rig.counter.value == 1  # the same document, not a new one


# --- the embedder or the vector index down: pending, findable, reconciled later


async def test_embedder_down_leaves_the_document_pending_and_keyword_findable() -> None:
    rig = Rig()
    rig.embedder.switch.set("fail")
    outcome = await rig.service.index(request("Weekend surge on the FireKirin grand pool."))
    assert outcome.status is DocumentStatus.PENDING
    assert not outcome.unchanged
    stored = rig.store.documents[outcome.document_id]
    assert stored.status is DocumentStatus.PENDING
    assert rig.counter.value == 1
    assert rig.changes >= 1  # the keyword fallback must see it at once: caches invalidated
    hits = await rig.store.text_search("weekend surge", SearchFilters(game="FireKirin"), 5)
    assert [hit.document_id for hit in hits] == [outcome.document_id]
    assert rig.vectors.points == {}
    assert [doc.document_id for doc in await rig.store.pending_documents(10)] == [outcome.document_id]


async def test_vector_index_down_leaves_the_document_pending() -> None:
    rig = Rig()
    rig.vectors.switch.set("fail", only={"upsert"})
    outcome = await rig.service.index(request())
    assert outcome.status is DocumentStatus.PENDING
    assert rig.store.documents[outcome.document_id].status is DocumentStatus.PENDING


async def test_an_index_request_waits_for_a_hanging_embedder_only_until_its_timeout() -> None:
    rig = Rig(request_timeout_s=0.2)
    rig.embedder.switch.set("hang")
    started = time.perf_counter()
    outcome = await rig.service.index(request())
    assert time.perf_counter() - started < 2.0  # the embedder would never answer
    assert outcome.status is DocumentStatus.PENDING
    assert rig.store.documents[outcome.document_id].status is DocumentStatus.PENDING  # stored, nothing lost
    assert rig.counter.pending == 1
    rig.embedder.switch.ok()
    assert await rig.service.reconcile_pending() == 1
    assert rig.store.documents[outcome.document_id].status is DocumentStatus.INDEXED


async def test_an_index_request_does_not_call_a_dependency_whose_breaker_skips_it() -> None:
    embedder_breaker = CircuitBreaker("embedder", 1, 60)
    rig = Rig(dependency_breakers={"embedder": embedder_breaker})
    embedder_breaker.record_failure()  # the search path just saw the embedder fail
    outcome = await rig.service.index(request())
    assert outcome.status is DocumentStatus.PENDING
    assert rig.embedder.switch.calls["embed_documents"] == 0
    embedder_breaker.record_success()
    assert (await rig.service.index(request("Another document.", source="b.md"))).status is DocumentStatus.INDEXED


async def test_bulk_indexing_waits_for_slow_vectors_instead_of_deferring_them() -> None:
    rig = Rig(request_timeout_s=0.01)
    original = rig.embedder.embed_documents

    async def slow(texts):
        await asyncio.sleep(0.1)  # ten times the request timeout
        return await original(texts)

    rig.embedder.embed_documents = slow
    outcomes = await rig.service.index_many([request(), request("Second.", source="b.md")])
    assert [outcome.status for outcome in outcomes] == [DocumentStatus.INDEXED] * 2
    assert (await rig.service.index(request("Third.", source="c.md"))).status is DocumentStatus.PENDING


async def test_prune_failing_leaves_a_replaced_document_pending() -> None:
    rig = Rig()
    await rig.service.index(request(paragraphs(3)))
    rig.vectors.switch.set("fail", only={"prune"})
    outcome = await rig.service.index(request(paragraphs(1)))
    assert outcome.status is DocumentStatus.PENDING
    assert rig.store.documents[outcome.document_id].status is DocumentStatus.PENDING


async def test_a_new_document_needs_no_prune() -> None:
    rig = Rig()
    rig.vectors.switch.set("fail", only={"prune"})
    assert (await rig.service.index(request())).status is DocumentStatus.INDEXED
    assert rig.vectors.prune_calls == []


async def test_reconcile_pending_writes_the_vectors_when_the_embedder_is_back() -> None:
    rig = Rig()
    rig.embedder.switch.set("fail")
    a = await rig.service.index(request(paragraphs(3, tag="a"), source="a"))
    b = await rig.service.index(request(paragraphs(2, tag="b"), source="b"))
    assert await rig.service.reconcile_pending() == 0  # still down: nothing done
    assert rig.store.documents[a.document_id].status is DocumentStatus.PENDING

    rig.embedder.switch.ok()
    changes = rig.changes
    assert await rig.service.reconcile_pending() == 2
    for outcome, count in ((a, 3), (b, 2)):
        assert rig.store.documents[outcome.document_id].status is DocumentStatus.INDEXED
        assert sorted(rig.points_of(outcome.document_id)) == list(range(count))
    assert rig.changes > changes
    assert await rig.store.pending_documents(10) == []
    assert await rig.service.reconcile_pending() == 0
    assert rig.counter.value == 2


async def test_the_reconciler_leaves_a_pending_document_whose_write_is_under_way_to_that_write() -> None:
    rig = Rig()
    rig.embedder.switch.set("fail")
    pending = await rig.service.index(request(paragraphs(2, tag="a"), source="a"))
    rig.embedder.switch.ok()
    calls = rig.embedder.switch.calls["embed_documents"]
    async with rig.service.hold([pending.document_id]):  # a request writing it holds its lock
        assert await asyncio.wait_for(rig.service.reconcile_pending(), 10) == 0  # (before: waited for the lock)
        assert rig.embedder.switch.calls["embed_documents"] == calls  # not embedded, not waited for
    assert rig.store.documents[pending.document_id].status is DocumentStatus.PENDING
    assert await rig.service.reconcile_pending() == 1  # the next round, the lock free, writes it
    assert rig.store.documents[pending.document_id].status is DocumentStatus.INDEXED


async def test_indexing_a_pending_document_again_writes_its_vectors() -> None:
    rig = Rig()
    rig.embedder.switch.set("fail")
    first = await rig.service.index(request())
    rig.embedder.switch.ok()
    second = await rig.service.index(request())
    assert second.status is DocumentStatus.INDEXED
    assert not second.unchanged
    assert second.vector_ids == first.vector_ids
    assert rig.store.documents[first.document_id].status is DocumentStatus.INDEXED
    assert rig.counter.value == 1
    assert rig.store.switch.calls["save_documents"] == 1  # the same version is not written again


async def test_reconcile_skips_a_document_that_changed_meanwhile() -> None:
    rig = Rig()
    rig.embedder.switch.set("fail")
    await rig.service.index(request(paragraphs(3, tag="v1")))
    rig.embedder.switch.ok()
    v2 = await rig.service.index(request(paragraphs(2, tag="v2")))
    assert v2.status is DocumentStatus.INDEXED
    assert await rig.service.reconcile_pending() == 0
    assert all(text.startswith("v2") for text in rig.points_of(v2.document_id).values())


# --- the store down: nothing is acknowledged


async def test_store_down_propagates_and_nothing_is_acknowledged() -> None:
    rig = Rig()
    rig.store.switch.set("fail")
    with pytest.raises(DependencyError):
        await rig.service.index(request())
    assert rig.counter.value == 0
    assert rig.changes == 0
    assert rig.embedder.switch.total_calls == 0
    assert rig.vectors.points == {}


async def test_store_failing_to_save_propagates() -> None:
    rig = Rig()
    rig.store.switch.set("fail", only={"save_documents"})
    with pytest.raises(DependencyError):
        await rig.service.index(request())
    assert rig.store.documents == {}
    assert rig.counter.value == 0
    assert rig.embedder.switch.total_calls == 0


# --- on_change


async def test_on_change_is_called_when_the_document_is_stored_and_when_it_is_indexed() -> None:
    rig = Rig()
    await rig.service.index(request())
    assert rig.changes == 2  # saved (keyword-findable), then vectors written
    await rig.service.index(request())
    assert rig.changes == 2  # unchanged: nothing to invalidate
    await rig.service.index(request("A new version of the note."))
    assert rig.changes == 4


# --- the pending count that search relies on


async def test_the_pending_count_follows_the_documents_that_wait_for_vectors() -> None:
    rig = Rig()
    rig.embedder.switch.set("fail")
    await rig.service.index(request(source="a"))
    await rig.service.index(request(source="b"))
    assert rig.counter.pending == 2
    rig.embedder.switch.ok()
    await rig.service.index(request(source="a"))  # the same version, now with its vectors
    assert rig.counter.pending == 1
    assert await rig.service.reconcile_pending() == 1
    assert rig.counter.pending == 0
    assert rig.counter.value == 2


async def test_a_changed_indexed_document_that_cannot_be_embedded_counts_as_pending() -> None:
    rig = Rig()
    await rig.service.index(request())
    assert rig.counter.pending == 0
    rig.embedder.switch.set("fail")
    await rig.service.index(request("A new version while the embedder is down."))
    assert rig.counter.pending == 1


async def test_document_counter_refresh_reads_the_store() -> None:
    rig = Rig()
    rig.embedder.switch.set("fail")
    await rig.service.index(request(source="a"))
    rig.embedder.switch.ok()
    await rig.service.index(request(source="b"))
    fresh = DocumentCounter()
    await fresh.refresh(rig.store)
    assert (fresh.value, fresh.pending) == (2, 1)


async def test_index_many_shares_embedding_batches_across_documents() -> None:
    rig = Rig()
    requests = [request(f"Short note number {n} about jackpots.", source=f"notes/{n}.md") for n in range(40)]
    outcomes = await rig.service.index_many(requests)
    assert [o.document_id for o in outcomes] == [r.document_id for r in requests]
    assert all(o.status is DocumentStatus.INDEXED for o in outcomes)
    # 40 one-chunk documents: two model calls (32 + 8), not forty.
    assert rig.embedder.document_batches == [32, 8]
    assert len(rig.store.documents) == 40


async def test_index_many_reads_saves_and_marks_the_batch_in_one_store_call_each() -> None:
    rig = Rig()
    unchanged = request("Indexed already.", source="notes/unchanged.md")
    changed = request("Version one.", source="notes/changed.md")
    await rig.service.index_many([unchanged, changed])
    rig.store.switch.calls.clear()
    fresh = [request(paragraphs(2, tag=f"d{n}"), source=f"notes/{n}.md") for n in range(30)]
    outcomes = await rig.service.index_many([unchanged, request("Version two.", source="notes/changed.md"), *fresh])
    calls = rig.store.switch.calls
    assert (calls["get_documents"], calls["save_documents"], calls["set_statuses"]) == (1, 1, 1)
    assert calls["get_document"] == calls["save_document"] == calls["set_status"] == 0
    assert outcomes[0].unchanged and not any(outcome.unchanged for outcome in outcomes[1:])
    assert all(outcome.status is DocumentStatus.INDEXED for outcome in outcomes)
    assert rig.store.documents[changed.document_id].content == "Version two."
    assert rig.counter.value == 32
    for document_request in fresh:
        assert rig.store.documents[document_request.document_id].status is DocumentStatus.INDEXED
        assert sorted(rig.points_of(document_request.document_id)) == [0, 1]


async def test_a_batch_the_store_cannot_save_is_not_counted_nor_embedded() -> None:
    rig = Rig()
    rig.store.switch.set("fail", only={"save_documents"})
    with pytest.raises(DependencyError):
        await rig.service.index_many([request(f"Note {n}.", source=f"notes/{n}.md") for n in range(5)])
    assert rig.store.documents == {}
    assert rig.counter.value == 0
    assert rig.embedder.switch.total_calls == 0


async def test_index_many_with_the_same_document_twice_keeps_the_last_version() -> None:
    rig = Rig()
    first = request("The old threshold was 500.")
    last = request("The new threshold is 1500.")
    outcomes = await rig.service.index_many([first, last])
    assert outcomes[0].document_id == outcomes[1].document_id
    assert rig.store.documents[outcomes[1].document_id].content == "The new threshold is 1500."
    assert rig.counter.value == 1


async def test_a_request_past_its_timeout_leaves_its_embedding_running_and_the_rewrite_reuses_it() -> None:
    rig = Rig(embed_batch_size=4, request_timeout_s=0.05)
    original = rig.embedder.embed_documents
    release = asyncio.Event()
    started: list[int] = []  # the texts of every call the embedder began

    async def slow(texts):
        started.append(len(texts))
        await release.wait()
        return await original(texts)

    rig.embedder.embed_documents = slow
    outcome = await rig.service.index(request(paragraphs(10)))
    assert outcome.status is DocumentStatus.PENDING  # the first call of 4 chunks was still running
    release.set()
    await asyncio.sleep(0)  # the call the request left behind finishes
    assert await rig.service.reconcile_pending() == 1
    assert started == [4, 4, 2]  # each of the 10 chunks embedded once, the first call by the request
    assert rig.store.documents[outcome.document_id].status is DocumentStatus.INDEXED
    assert len(rig.points_of(outcome.document_id)) == 10


async def test_a_failed_embedding_call_is_not_reused() -> None:
    rig = Rig()
    rig.embedder.switch.set("fail")
    assert (await rig.service.index(request(paragraphs(3)))).status is DocumentStatus.PENDING
    rig.embedder.switch.ok()
    assert await rig.service.reconcile_pending() == 1
    assert len(rig.points_of(request().document_id)) == 3


# --- durable before acknowledged (issue 14.5)


async def test_the_vectors_are_synced_after_the_upserts_and_before_the_store_says_indexed() -> None:
    rig = Rig()
    order: list[str] = []
    upsert, sync, set_statuses = rig.vectors.upsert, rig.vectors.sync, rig.store.set_statuses

    async def recording(name, call, *args, **kwargs):
        order.append(name)
        return await call(*args, **kwargs)

    rig.vectors.upsert = lambda *a, **k: recording("upsert", upsert, *a, **k)
    rig.vectors.sync = lambda *a, **k: recording("sync", sync, *a, **k)
    rig.store.set_statuses = lambda *a, **k: recording("set_statuses", set_statuses, *a, **k)
    assert (await rig.service.index(request())).status is DocumentStatus.INDEXED
    assert order == ["upsert", "sync", "set_statuses"]


async def test_a_failed_sync_leaves_the_document_pending() -> None:
    rig = Rig()
    rig.vectors.switch.set("fail", only={"sync"})
    outcome = await rig.service.index(request())
    assert outcome.status is DocumentStatus.PENDING
    assert rig.store.documents[outcome.document_id].status is DocumentStatus.PENDING


# --- the reconciler isolates failures (issue 14.7)


class RefusingEmbedder(FakeEmbedder):
    """Refuses any batch holding a text with `poison` in it, as an HTTP 400 would."""

    def __init__(self) -> None:
        super().__init__()
        self.poison = "nightshade"

    async def embed_documents(self, texts):
        if any(self.poison in text for text in texts):
            raise DocumentRejected("embedding server rejected the request (HTTP 400: input refused)")
        return await super().embed_documents(texts)


def rig_with(embedder: FakeEmbedder, **options) -> Rig:
    rig = Rig(**options)
    rig.embedder = embedder
    rig.service._embedder = embedder
    return rig


async def test_a_refused_document_is_marked_failed_and_the_rest_of_the_queue_is_indexed() -> None:
    rig = rig_with(RefusingEmbedder())
    rig.embedder.switch.set("fail", only={"embed_documents"})
    poison = await rig.service.index(request("Berries of nightshade.", source="0-poison"))
    healthy = [await rig.service.index(request(f"Healthy note {n}.", source=f"{n}-ok")) for n in (1, 2)]
    rig.embedder.switch.ok()
    assert await rig.service.reconcile_pending() == 3
    assert [rig.store.documents[o.document_id].status for o in healthy] == [DocumentStatus.INDEXED] * 2
    failed = rig.store.documents[poison.document_id]
    assert failed.status is DocumentStatus.FAILED and "HTTP 400" in (failed.reason or "")
    assert (rig.counter.pending, rig.counter.failed) == (0, 1)
    assert await rig.service.reconcile_pending() == 0  # the failed one is not tried again


async def test_indexing_a_failed_document_again_gives_it_another_try() -> None:
    rig = rig_with(RefusingEmbedder())
    rig.embedder.switch.set("fail", only={"embed_documents"})
    poison = await rig.service.index(request("Berries of nightshade."))
    rig.embedder.switch.ok()
    await rig.service.reconcile_pending()
    assert rig.counter.failed == 1
    rig.embedder.poison = "something else"  # the embedder takes it now
    again = await rig.service.index(request("Berries of nightshade."))
    assert again.status is DocumentStatus.INDEXED
    document = rig.store.documents[poison.document_id]
    assert (document.status, document.reason) == (DocumentStatus.INDEXED, None)
    assert (rig.counter.pending, rig.counter.failed) == (0, 0)


async def test_a_document_failing_alone_is_retried_with_backoff_and_the_others_go_on() -> None:
    clock = FakeClock()
    rig = Rig()
    rig.service._clock = clock
    rig.embedder.switch.set("fail", only={"embed_documents"})
    stuck = await rig.service.index(request("The stuck one.", source="0-stuck"))
    other = await rig.service.index(request("Another note.", source="1-other"))
    rig.embedder.switch.ok()
    embed = rig.embedder.embed_documents

    async def failing_for_stuck(texts):
        if any("stuck" in text for text in texts):
            raise DependencyError("HTTP 500 for this input only")  # not a refusal: the dependencies are healthy
        return await embed(texts)

    rig.embedder.embed_documents = failing_for_stuck
    assert await rig.service.reconcile_pending() == 1  # the other one, in the same round
    assert rig.store.documents[other.document_id].status is DocumentStatus.INDEXED
    assert rig.store.documents[stuck.document_id].status is DocumentStatus.PENDING
    attempts, due = rig.service._retries[stuck.document_id]
    assert attempts == 1 and due == clock.now + RETRY_BASE_S
    assert await rig.service.reconcile_pending() == 0  # not due yet: not tried
    clock.advance(RETRY_BASE_S)
    await rig.service.reconcile_pending()
    assert rig.service._retries[stuck.document_id][0] == 2
    assert rig.service._retries[stuck.document_id][1] == clock.now + 2 * RETRY_BASE_S  # exponential
    for _ in range(MAX_ATTEMPTS):
        clock.advance(RETRY_MAX_S)
        await rig.service.reconcile_pending()
    failed = rig.store.documents[stuck.document_id]
    assert failed.status is DocumentStatus.FAILED and f"failed {MAX_ATTEMPTS} times" in (failed.reason or "")


async def test_a_dependency_that_is_down_ends_the_round_without_blaming_the_documents() -> None:
    rig = Rig()
    rig.embedder.switch.set("fail")  # health fails too: the embedder is down
    await rig.service.index(request(source="a"))
    await rig.service.index(request(source="b"))
    assert await rig.service.reconcile_pending() == 0
    assert rig.service._retries == {}
    assert rig.embedder.switch.calls["embed_documents"] == 2 + 1  # the two requests, then one try: the round ended


# --- the lock wait counts against the request timeout (issue 14.7)


async def test_an_index_request_waits_for_a_busy_document_no_longer_than_its_timeout() -> None:
    rig = Rig(request_timeout_s=0.05)
    document_id = request().document_id
    async with rig.service.hold([document_id]):
        with pytest.raises(DocumentBusy):
            await rig.service.index(request("A new version."))
    assert rig.store.documents == {}  # nothing acknowledged, nothing stored


async def test_the_reconciler_embeds_without_holding_the_document_lock() -> None:
    rig = Rig(request_timeout_s=30)
    rig.embedder.switch.set("fail", only={"embed_documents"})
    first = await rig.service.index(request("Version one of the note."))
    rig.embedder.switch.ok()
    gate, entered = asyncio.Event(), asyncio.Event()
    embed = rig.embedder.embed_documents

    async def slow_for_version_one(texts):
        if any("one" in text for text in texts):
            entered.set()
            await gate.wait()
        return await embed(texts)

    rig.embedder.embed_documents = slow_for_version_one
    reconcile = asyncio.create_task(rig.service.reconcile_pending())
    await entered.wait()  # the reconciler is embedding version one
    second = await asyncio.wait_for(rig.service.index(request("Version two of the note.")), timeout=30)
    assert second.status is DocumentStatus.INDEXED  # not held up by the reconciler
    gate.set()
    await reconcile
    # The reconciler saw the document change and did not write version one over version two.
    assert all("two" in text for text in rig.points_of(first.document_id).values())
    assert rig.store.documents[first.document_id].status is DocumentStatus.INDEXED


# --- a store that is down answers a waiting client fast


@pytest.mark.parametrize("store_call", ["get_documents", "save_documents"])
async def test_a_hanging_store_fails_the_request_within_the_store_timeout_and_opens_its_breaker(store_call: str) -> None:
    breaker = CircuitBreaker("store", 1, 60.0)
    rig = Rig(request_timeout_s=30.0, store_timeout_s=0.2, store_breaker=breaker)
    rig.store.switch.set("hang", only={store_call})
    with pytest.raises(DependencyError) as raised:
        await asyncio.wait_for(rig.service.index(request()), 5.0)  # not the 30 s of the request timeout
    assert raised.value.dependency == "store"
    assert breaker.is_open

    calls = rig.store.switch.total_calls
    with pytest.raises(DependencyError, match="circuit open"):
        await rig.service.index(request(content="Another document while the store is skipped."))
    assert rig.store.switch.total_calls == calls  # the store was not asked


# --- moving a renamed file's documents


async def test_a_move_takes_the_chunks_and_vectors_to_the_new_source_without_embedding() -> None:
    rig = Rig()
    old = request(paragraphs(3), source="docs/old.md")
    await rig.service.index(old)
    old_points = {chunk.chunk_index: vector for vector, chunk in rig.vectors.points.values()}
    embedded_before = rig.embedder.switch.calls["embed_documents"]
    outcomes = await rig.service.move_source("s-1", "docs/old.md", "docs/new.md")
    assert outcomes is not None and len(outcomes) == 1
    assert rig.embedder.switch.calls["embed_documents"] == embedded_before  # nothing embedded
    new_id = document_id_for("s-1", "docs/new.md")
    assert outcomes[0].document_id == new_id
    assert await rig.store.get_document(old.document_id) is None
    moved = await rig.store.get_document(new_id)
    assert moved is not None and moved.source == "docs/new.md" and moved.status is DocumentStatus.INDEXED
    assert moved.fingerprint == with_role(request(paragraphs(3), source="docs/new.md")).fingerprint()  # as if indexed there
    assert moved.metadata.role == "docs"
    assert {vector_id for vector_id, (_, chunk) in rig.vectors.points.items()} == {vector_id_for(new_id, i) for i in range(3)}
    assert {chunk.chunk_index: vector for vector, chunk in rig.vectors.points.values()} == old_points
    assert all(chunk.source == "docs/new.md" for _, chunk in rig.vectors.points.values())
    # The points are of the moved document's version: the consistency sweep would otherwise send it
    # back to pending and embed it again (and `check`, a restore's sweep, call the index inconsistent).
    assert {chunk.fingerprint for _, chunk in rig.vectors.points.values()} == {moved.fingerprint}
    again = await rig.service.index(request(paragraphs(3), source="docs/new.md"))
    assert again.unchanged  # the next run finds it where it moved


async def test_a_document_without_its_vectors_is_not_moved() -> None:
    rig = Rig()
    rig.embedder.switch.set("fail")
    await rig.service.index(request(source="docs/old.md"))  # pending: no vectors to take along
    rig.embedder.switch.ok()
    assert await rig.service.move_source("s-1", "docs/old.md", "docs/new.md") is None
    assert await rig.store.get_document(document_id_for("s-1", "docs/old.md")) is not None  # nothing changed
    assert await rig.service.move_source("s-1", "docs/none.md", "docs/new.md") is None


async def test_an_embedding_call_that_fails_after_its_request_stopped_waiting_leaves_no_unretrieved_error() -> None:
    """A request times out, its embedding call goes on, then fails (the embedder closed at
    shut-down): nobody awaits it any more, and asyncio must not report an error never retrieved."""
    import gc

    release = asyncio.Event()

    class ClosingEmbedder(FakeEmbedder):
        async def embed_documents(self, texts):
            await release.wait()
            raise DependencyError("the model thread is shut down")

    reported: list[dict] = []
    loop = asyncio.get_running_loop()
    loop.set_exception_handler(lambda _, context: reported.append(context))
    try:
        rig = Rig(request_timeout_s=0.05)
        rig.service._embedder = ClosingEmbedder()
        outcome = await rig.service.index(request())
        assert outcome.status is DocumentStatus.PENDING
        release.set()
        for _ in range(5):
            await asyncio.sleep(0)
        del rig
        gc.collect()
        await asyncio.sleep(0)
        assert [context.get("message") for context in reported] == []
    finally:
        loop.set_exception_handler(None)


# --- a failing or hanging dependency on the index path counts against its breaker (issue 30.6)


class BreakerRig(Rig):
    """A rig whose embedder and vector index have breakers (threshold 1, a long cool-down) and whose
    failures are recorded, as services.py wires them."""

    def __init__(self, request_timeout_s: float | None = 0.1, **kwargs) -> None:
        self.embedder_breaker = CircuitBreaker("embedder", 1, 60.0)
        self.vectors_breaker = CircuitBreaker("vectors", 1, 60.0)
        super().__init__(
            request_timeout_s=request_timeout_s,
            dependency_breakers={"embedder": self.embedder_breaker, "vector_index": self.vectors_breaker},
            **kwargs,
        )
        self.recorder = MetricsRecorder(self.store, 100)
        self.service._recorder = self.recorder


async def test_a_hanging_embedder_costs_one_request_its_timeout_and_opens_its_breaker() -> None:
    rig = BreakerRig()
    rig.embedder.switch.set("hang")
    first = await rig.service.index(request("First note."))
    assert first.status is DocumentStatus.PENDING
    assert rig.embedder_breaker.is_open and not rig.vectors_breaker.is_open
    assert rig.recorder.dependency_failures == {("embedder", "index"): 1}
    calls = rig.embedder.switch.calls["embed_documents"]
    for number in range(9):
        outcome = await rig.service.index(request(f"Note {number}.", source=f"n{number}.md"))
        assert outcome.status is DocumentStatus.PENDING
    assert rig.embedder.switch.calls["embed_documents"] == calls  # skipped: not one more call, not one more wait
    assert rig.recorder.dependency_failures == {("embedder", "index"): 1}
    assert rig.counter.pending == 10


async def test_an_embedder_that_answers_other_calls_meanwhile_is_busy_not_failing() -> None:
    """Batches that come back while the request waits: the request ran out of time on a long
    document, the embedder is working."""
    rig = BreakerRig(embed_batch_size=1, request_timeout_s=0.2)
    original = rig.embedder.embed_documents

    async def slow(texts):
        await asyncio.sleep(0.05)  # each batch answers; ten of them outlast the request
        return await original(texts)

    rig.embedder.embed_documents = slow
    outcome = await rig.service.index(request(paragraphs(10)))
    assert outcome.status is DocumentStatus.PENDING
    assert not rig.embedder_breaker.is_open and rig.recorder.dependency_failures == {}


async def test_an_embedder_error_and_a_vector_index_error_open_their_own_breakers() -> None:
    rig = BreakerRig()
    rig.embedder.switch.set("fail")
    assert (await rig.service.index(request("A."))).status is DocumentStatus.PENDING
    assert rig.embedder_breaker.is_open and not rig.vectors_breaker.is_open
    rig.embedder.switch.ok()
    rig.embedder_breaker.record_success()
    rig.vectors.switch.set("fail", only={"upsert"})
    assert (await rig.service.index(request("B.", source="b.md"))).status is DocumentStatus.PENDING
    assert rig.vectors_breaker.is_open and not rig.embedder_breaker.is_open
    assert rig.recorder.dependency_failures == {("embedder", "index"): 1, ("vector_index", "index"): 1}


async def test_a_refused_document_is_not_the_embedder_s_failure() -> None:
    rig = BreakerRig()

    async def refuse(texts):
        raise DocumentRejected("HTTP 400: input refused")

    rig.embedder.embed_documents = refuse
    assert (await rig.service.index(request("Poison."))).status is DocumentStatus.PENDING
    assert not rig.embedder_breaker.is_open and rig.recorder.dependency_failures == {}


async def test_a_call_left_running_that_answers_later_closes_the_breaker() -> None:
    rig = BreakerRig()
    release = asyncio.Event()
    original = rig.embedder.embed_documents

    async def held(texts):
        await release.wait()
        return await original(texts)

    rig.embedder.embed_documents = held
    assert (await rig.service.index(request("Held."))).status is DocumentStatus.PENDING
    assert rig.embedder_breaker.is_open
    release.set()
    for _ in range(5):
        await asyncio.sleep(0)  # the call the request left running comes back
    assert not rig.embedder_breaker.is_open
    assert await rig.service.reconcile_pending() == 1  # and its vectors are the rewrite's


async def test_after_the_cool_down_one_request_is_the_trial_and_the_others_do_not_wait() -> None:
    rig = BreakerRig(request_timeout_s=0.2)
    clock = [0.0]
    rig.embedder_breaker._clock = lambda: clock[0]
    rig.embedder.switch.set("hang")
    await rig.service.index(request("Opens it."))
    assert rig.embedder_breaker.is_open
    clock[0] += 61  # past the cool-down: half-open
    trial = asyncio.create_task(rig.service.index(request("The trial.", source="t.md")))
    await asyncio.sleep(0.05)  # the trial is waiting on the embedder
    calls = rig.embedder.switch.calls["embed_documents"]
    other = await rig.service.index(request("Meanwhile.", source="m.md"))
    assert other.status is DocumentStatus.PENDING and not trial.done()  # answered while the trial still waits
    assert rig.embedder.switch.calls["embed_documents"] == calls  # it did not call the embedder
    assert (await trial).status is DocumentStatus.PENDING
    assert rig.embedder_breaker.is_open  # the trial failed: open for another cool-down
    assert rig.recorder.dependency_failures == {("embedder", "index"): 2}
