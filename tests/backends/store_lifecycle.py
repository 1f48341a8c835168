"""The document-lifecycle checks every ContextStore must pass (find, delete, list), written once and
run by test_sqlite_store.py and test_mongo_store.py on their own store fixture.

Not a test module: the two suites import it by name (pytest puts this folder on sys.path)."""

from __future__ import annotations

from datetime import datetime, timedelta, timezone

from backend_factories import make_document

from rag_context.core.models import DocumentFilters, DocumentMetadata, DocumentStatus, SearchFilters, document_id_for
from rag_context.core.ports import ContextStore

BASE = datetime(2025, 3, 1, 12, 0, 0, 123456, tzinfo=timezone.utc)


async def save_corpus(store: ContextStore) -> None:
    """Seven documents: sessions s1 (4) and s2 (3), two content types, 1 to 3 chunks each."""
    for i in range(7):
        session = "s1" if i < 4 else "s2"
        texts = [f"kraken tentacle {i} part {part}" for part in range(1 + i % 3)]
        await store.save_document(
            make_document(
                session,
                f"doc{i}.md",
                texts,
                content_type="code" if i % 2 else "chat",
                metadata=DocumentMetadata(agent="a", tags=("t",), category="casino"),
                status=DocumentStatus.PENDING if i == 6 else DocumentStatus.INDEXED,
                indexed_at=BASE + timedelta(minutes=i),
            )
        )


async def check_find_document_ids(store: ContextStore) -> None:
    await save_corpus(store)
    s1 = await store.find_document_ids("s1")
    assert s1 == sorted(document_id_for("s1", f"doc{i}.md") for i in range(4))
    assert await store.find_document_ids("s2", "doc5.md") == [document_id_for("s2", "doc5.md")]
    assert await store.find_document_ids("s2", "doc0.md") == []  # doc0 is in s1
    assert await store.find_document_ids("nobody") == []


async def check_delete_documents(store: ContextStore) -> None:
    await save_corpus(store)
    doomed = [document_id_for("s1", "doc1.md"), document_id_for("s1", "doc2.md"), document_id_for("s2", "doc6.md")]
    # doc1 has 2 chunks, doc2 3, doc6 1; an unknown id and a repeated one change nothing.
    assert await store.delete_documents([*doomed, doomed[0], "no-such-id"]) == (3, 6)
    for document_id in doomed:
        assert await store.get_document(document_id) is None
    assert await store.count_documents() == 4
    assert await store.count_pending() == 0
    assert await store.delete_documents(doomed) == (0, 0)  # idempotent
    assert await store.delete_documents([]) == (0, 0)
    hits = await store.text_search("kraken tentacle", SearchFilters(), 50)
    assert {hit.document_id for hit in hits} == {
        document_id_for("s1", "doc0.md"),
        document_id_for("s1", "doc3.md"),
        document_id_for("s2", "doc4.md"),
        document_id_for("s2", "doc5.md"),
    }
    # A deleted document indexed again is a new document, whole.
    again = make_document("s1", "doc1.md", ["kraken returns"], indexed_at=BASE)
    await store.save_document(again)
    assert (await store.get_document(again.document_id)) == again
    assert [hit.document_id for hit in await store.text_search("returns", SearchFilters(), 5)] == [again.document_id]


async def check_list_documents(store: ContextStore) -> None:
    await save_corpus(store)
    everything = await store.list_documents(DocumentFilters(), 100)
    ids = [summary.document_id for summary in everything]
    assert ids == sorted(ids) and len(ids) == 7
    pages, after = [], None
    while page := await store.list_documents(DocumentFilters(), 3, after):
        pages.append([summary.document_id for summary in page])
        after = page[-1].document_id
    assert pages == [ids[0:3], ids[3:6], ids[6:7]]

    doc2 = next(summary for summary in everything if summary.source == "doc2.md")
    assert (doc2.session_id, doc2.content_type, doc2.chunk_count, doc2.status) == ("s1", "chat", 3, DocumentStatus.INDEXED)
    assert doc2.indexed_at == BASE + timedelta(minutes=2)
    assert doc2.metadata == DocumentMetadata(agent="a", tags=("t",), category="casino")
    doc6 = next(summary for summary in everything if summary.source == "doc6.md")
    assert doc6.status is DocumentStatus.PENDING

    s2 = await store.list_documents(DocumentFilters(session_id="s2"), 100)
    assert sorted(summary.source for summary in s2) == ["doc4.md", "doc5.md", "doc6.md"]
    code = await store.list_documents(DocumentFilters(content_type="code"), 100)
    assert sorted(summary.source for summary in code) == ["doc1.md", "doc3.md", "doc5.md"]
    one = await store.list_documents(DocumentFilters(session_id="s1", source="doc3.md", content_type="code"), 100)
    assert [summary.source for summary in one] == ["doc3.md"]
    assert await store.list_documents(DocumentFilters(source="doc3.md", content_type="chat"), 100) == []
    assert await store.list_documents(DocumentFilters(), 5, ids[-1]) == []


async def check_document_versions(store: ContextStore) -> None:
    """The consistency sweep's page: every document's status, fingerprint and chunk count, in id
    order, the same as a listing says of it."""
    await save_corpus(store)
    listed = await store.list_documents(DocumentFilters(), 100)
    pages, after = [], None
    while page := await store.document_versions(3, after):
        pages.append(page)
        after = page[-1].document_id
    assert [len(page) for page in pages] == [3, 3, 1]
    versions = [version for page in pages for version in page]
    assert [(v.document_id, v.status, v.fingerprint, v.chunk_count) for v in versions] == [
        (s.document_id, s.status, s.fingerprint, s.chunk_count) for s in listed
    ]
    assert {v.chunk_count for v in versions} == {1, 2, 3} and all(v.fingerprint for v in versions)
    assert [v.status for v in versions].count(DocumentStatus.PENDING) == 1
    assert await store.document_versions(5, versions[-1].document_id) == []
    assert await store.document_versions(0) == []
