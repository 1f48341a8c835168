"""lifecycle.DocumentLifecycle on the in-memory fakes: the order of a delete (vectors, then store),
nothing changed when the vector index is down, idempotence, the counter, the cache invalidation,
a delete that waits for an indexing of the same document, and cursor paging."""

from __future__ import annotations

import asyncio

import pytest

from rag_context.core.indexing import DocumentCounter, IndexingService
from rag_context.core.lifecycle import DocumentLifecycle, InvalidCursor, decode_cursor, encode_cursor
from rag_context.core.models import DocumentFilters, DocumentMetadata, IndexRequest, SearchFilters, document_id_for
from rag_context.core.ports import DependencyError
from tests.unit.fakes import FakeContextStore, FakeEmbedder, FakeVectorIndex, ParagraphChunker


class Rig:
    def __init__(self) -> None:
        self.embedder = FakeEmbedder()
        self.vectors = FakeVectorIndex()
        self.store = FakeContextStore()
        self.counter = DocumentCounter()
        self.events: list[str] = []
        self.indexing = IndexingService(
            self.embedder, self.vectors, self.store, ParagraphChunker(), self.counter, on_change=lambda: None
        )
        self.lifecycle = DocumentLifecycle(
            self.vectors, self.store, self.indexing, self.counter, on_change=lambda: self.events.append("invalidate")
        )

    async def index(self, session_id: str, source: str, content: str = "kraken tentacle notes\n\nsecond part") -> str:
        request = IndexRequest(content, "documentation", session_id, source, DocumentMetadata())
        return (await self.indexing.index(request)).document_id


async def test_delete_by_id_removes_vectors_then_the_store_and_follows_with_counter_and_cache() -> None:
    rig = Rig()
    keep = await rig.index("s1", "keep.md")
    gone = await rig.index("s1", "gone.md")
    assert rig.counter.value == 2
    outcome = await rig.lifecycle.delete(document_id=gone)
    assert (outcome.document_ids, outcome.documents_deleted, outcome.chunks_deleted) == ([gone], 1, 2)
    assert set(rig.store.documents) == {keep}
    assert {chunk.document_id for _, chunk in rig.vectors.points.values()} == {keep}
    assert rig.counter.value == 1
    assert rig.events == ["invalidate", "invalidate"]  # before (no search in flight caches) and after


async def test_the_cache_is_cleared_around_the_deletes_and_vectors_go_before_the_store() -> None:
    rig = Rig()
    document_id = await rig.index("s1", "a.md")
    for name, backend in (("vectors", rig.vectors), ("store", rig.store)):
        original = backend.delete_documents

        async def recorded(ids, name=name, original=original):
            rig.events.append(name)
            return await original(ids)

        backend.delete_documents = recorded  # type: ignore[method-assign]
    await rig.lifecycle.delete(document_id=document_id)
    assert rig.events == ["invalidate", "vectors", "store", "invalidate"]


async def test_delete_by_session_and_source_and_by_session() -> None:
    rig = Rig()
    for source in ("a.md", "b.md", "c.md"):
        await rig.index("s1", source)
    other = await rig.index("s2", "a.md")
    one = await rig.lifecycle.delete(session_id="s1", source="b.md")
    assert one.document_ids == [document_id_for("s1", "b.md")] and one.documents_deleted == 1
    rest = await rig.lifecycle.delete(session_id="s1")
    assert sorted(rest.document_ids) == sorted(document_id_for("s1", s) for s in ("a.md", "c.md"))
    assert (rest.documents_deleted, rest.chunks_deleted) == (2, 4)
    assert set(rig.store.documents) == {other}
    assert rig.counter.value == 1


async def test_deleting_twice_or_nothing_is_no_error() -> None:
    rig = Rig()
    document_id = await rig.index("s1", "a.md")
    assert (await rig.lifecycle.delete(document_id=document_id)).documents_deleted == 1
    again = await rig.lifecycle.delete(document_id=document_id)
    assert (again.documents_deleted, again.chunks_deleted) == (0, 0)
    nothing = await rig.lifecycle.delete(session_id="nobody")
    assert nothing.document_ids == [] and rig.vectors.switch.calls["delete_documents"] == 2
    assert rig.counter.value == 0
    with pytest.raises(ValueError):
        await rig.lifecycle.delete()


async def test_a_vector_index_that_is_down_fails_the_delete_with_nothing_changed() -> None:
    rig = Rig()
    document_id = await rig.index("s1", "a.md")
    rig.vectors.switch.set("fail", only={"delete_documents"})
    with pytest.raises(DependencyError):
        await rig.lifecycle.delete(document_id=document_id)
    assert document_id in rig.store.documents and rig.store.switch.calls["delete_documents"] == 0
    assert len(rig.vectors.points) == 2 and rig.counter.value == 1
    rig.vectors.switch.ok()
    assert (await rig.lifecycle.delete(document_id=document_id)).documents_deleted == 1


async def test_a_store_that_is_down_fails_before_anything_is_deleted() -> None:
    rig = Rig()
    await rig.index("s1", "a.md")
    rig.store.switch.set("fail")
    with pytest.raises(DependencyError):
        await rig.lifecycle.delete(session_id="s1")
    assert rig.vectors.switch.calls["delete_documents"] == 0 and len(rig.vectors.points) == 2


async def test_a_delete_waits_for_an_indexing_of_the_same_document() -> None:
    rig = Rig()
    document_id = await rig.index("s1", "a.md")
    rig.vectors.switch.set("hang", only={"upsert"})
    indexing = asyncio.create_task(rig.index("s1", "a.md", "a new version\n\nof the notes"))
    await asyncio.sleep(0.01)  # the new version is saved and its upsert hangs, holding the lock
    deleting = asyncio.create_task(rig.lifecycle.delete(document_id=document_id))
    await asyncio.sleep(0.01)
    assert not deleting.done() and rig.vectors.switch.calls["delete_documents"] == 0
    indexing.cancel()
    outcome = await deleting
    assert outcome.documents_deleted == 1
    assert rig.store.documents == {} and rig.vectors.points == {}


async def test_deleted_documents_are_not_found_by_either_keyword_search() -> None:
    rig = Rig()
    document_id = await rig.index("s1", "a.md")
    await rig.lifecycle.delete(document_id=document_id)
    assert await rig.vectors.keyword_search("kraken", SearchFilters(), 5) == []
    assert await rig.store.text_search("kraken", SearchFilters(), 5) == []


async def test_pages_follow_the_cursor_to_the_end() -> None:
    rig = Rig()
    ids = sorted([await rig.index("s1" if i % 2 else "s2", f"{i}.md") for i in range(5)])
    first = await rig.lifecycle.list(DocumentFilters(), limit=2)
    assert [d.document_id for d in first.documents] == ids[:2] and first.next_cursor is not None
    second = await rig.lifecycle.list(DocumentFilters(), limit=2, cursor=first.next_cursor)
    assert [d.document_id for d in second.documents] == ids[2:4]
    last = await rig.lifecycle.list(DocumentFilters(), limit=2, cursor=second.next_cursor)
    assert [d.document_id for d in last.documents] == ids[4:] and last.next_cursor is None
    exact = await rig.lifecycle.list(DocumentFilters(), limit=5)
    assert len(exact.documents) == 5 and exact.next_cursor is None  # a full last page has no next
    s1 = await rig.lifecycle.list(DocumentFilters(session_id="s1"), limit=20)
    assert len(s1.documents) == 2 and all(d.session_id == "s1" for d in s1.documents)
    for limit in (0, 101):
        with pytest.raises(ValueError):
            await rig.lifecycle.list(DocumentFilters(), limit=limit)


@pytest.mark.parametrize("document_id", ["0b7c2c8e-0000-5000-8000-000000000000", "a", "ü/+?"])
def test_cursor_round_trip(document_id: str) -> None:
    cursor = encode_cursor(document_id)
    assert "=" not in cursor and decode_cursor(cursor) == document_id


@pytest.mark.parametrize("cursor", ["!!!", "YQ==", "_w", "", "a"])
def test_a_cursor_not_handed_out_is_refused(cursor: str) -> None:
    with pytest.raises(InvalidCursor):
        decode_cursor(cursor)
