"""A code chunk's keywords (identifiers split into words, path and symbol words) on every keyword
path: Qdrant Edge's BM25 (real shard), the Qdrant server's payload (qdrant-client's local mode
cannot run text queries, so the payload and the hit it gives back are checked), SQLite's FTS5 (real
file, and a store made before the keywords column), MongoDB's chunk records and hits. The text a
result returns stays the exact source."""

from __future__ import annotations

import dataclasses
import sqlite3
from pathlib import Path

from backend_factories import make_chunks, make_document

from rag_context.backends.stores.mongo.records import chunk_documents, document_from_record, document_record
from rag_context.backends.stores.mongo.text_search import hit_from_record
from rag_context.backends.stores.sqlite import SqliteStore
from rag_context.backends.vectors.edge import EdgeVectorIndex
from rag_context.core.code import keyword_text, split_query
from rag_context.core.models import Chunk, DocumentMetadata, SearchFilters, StoredDocument, hit_from_point

SOURCE = "src/Polly.Core/Retry/RetryHelper.cs"
SYMBOL = "Polly.Retry.RetryHelper.GetRetryDelay"
CODE = "public static TimeSpan GetRetryDelay(DelayBackoffType type, int attempt) => ExponentialWithJitter(attempt);"
PROSE = "Retries wait a little longer after every attempt; the helper adds jitter."


def code_chunk(chunk: Chunk) -> Chunk:
    return dataclasses.replace(chunk, symbol=SYMBOL, symbol_kind="method", keywords=keyword_text(chunk.text, SOURCE, SYMBOL))


def code_document() -> StoredDocument:
    document = make_document("polly", SOURCE, [CODE], content_type="code", metadata=DocumentMetadata(role="implementation"))
    return dataclasses.replace(document, content=CODE, chunks=tuple(code_chunk(chunk) for chunk in document.chunks))


def test_the_payload_holds_the_text_once_and_gives_back_the_exact_source() -> None:
    chunk = code_chunk(make_chunks("polly", SOURCE, [CODE], content_type="code")[0])
    payload = chunk.payload()
    assert payload["text"].startswith(CODE + "\n") and "get retry delay" in payload["text"]
    assert payload["textChars"] == len(CODE)
    assert (payload["symbol"], payload["symbolKind"]) == (SYMBOL, "method")
    prose = make_chunks("notes", "note", [PROSE], content_type="documentation")[0].payload()
    assert prose["text"] == PROSE and "textChars" not in prose and "symbol" not in prose

    class Point:
        id = chunk.vector_id
        score = 0.5

    Point.payload = payload  # type: ignore[attr-defined]
    hit = hit_from_point(Point, 0.5)  # Edge's point and the server's alike
    assert hit.text == CODE and hit.symbol == SYMBOL


async def test_edge_bm25_meets_the_identifiers_words(tmp_path: Path) -> None:
    index = EdgeVectorIndex.open(tmp_path / "vectors", 4)
    try:
        code = code_chunk(make_chunks("polly", SOURCE, [CODE], content_type="code")[0])
        plain = make_chunks("polly", "src/Other.cs", [CODE.replace("GetRetryDelay", "ComputeWait")], content_type="code")[0]
        await index.upsert([code, plain], [[1.0, 0.0, 0.0, 0.0], [0.0, 1.0, 0.0, 0.0]])
        for query in ("get retry delay", split_query("GetRetryDelay"), "retry helper"):
            hits = await index.keyword_search(query, SearchFilters(), 5)
            assert [hit.vector_id for hit in hits] == [code.vector_id], query
            assert hits[0].text == CODE and hits[0].symbol == SYMBOL
        # The same code without its keywords (as indexed before): its identifier is one token, which
        # the words do not meet.
        bare = make_chunks("polly", "src/Bare.cs", [CODE], content_type="code")[0]
        await index.upsert([bare], [[0.0, 0.0, 1.0, 0.0]])
        assert [hit.vector_id for hit in await index.keyword_search("get retry delay", SearchFilters(), 5)] == [code.vector_id]
    finally:
        await index.close()


async def test_sqlite_fts_meets_the_identifiers_words_and_returns_the_exact_text(tmp_path: Path) -> None:
    store = await SqliteStore.open(tmp_path / "context.db")
    try:
        await store.save_document(code_document())
        await store.save_document(make_document("notes", "note.md", [PROSE], content_type="documentation"))
        hits = await store.text_search(split_query("GetRetryDelay"), SearchFilters(), 5)
        assert hits[0].source == SOURCE and hits[0].text == CODE and hits[0].symbol == SYMBOL
        assert hits[0].role == "implementation"
        assert [hit.source for hit in await store.text_search("exponential jitter", SearchFilters(content_type="code"), 5)] == [SOURCE]
        stored = await store.get_document(code_document().document_id)
        assert stored is not None
        assert (stored.chunks[0].symbol, stored.chunks[0].symbol_kind) == (SYMBOL, "method")
        assert stored.chunks[0].keywords == keyword_text(CODE, SOURCE, SYMBOL)
        # Replacing and deleting remove the keywords' terms too (the triggers give FTS5 the same value).
        await store.delete_documents([stored.document_id])
        assert await store.text_search("get retry delay", SearchFilters(content_type="code"), 5) == []
    finally:
        await store.close()


OLD_CHUNKS = """
CREATE TABLE documents (id TEXT PRIMARY KEY, session_id TEXT NOT NULL, source TEXT NOT NULL, content_type TEXT NOT NULL,
    content TEXT NOT NULL, metadata TEXT NOT NULL, category TEXT, game TEXT, agent TEXT, fingerprint TEXT NOT NULL,
    status TEXT NOT NULL, indexed_at TEXT NOT NULL, reason TEXT, UNIQUE (session_id, source));
CREATE TABLE chunks (id INTEGER PRIMARY KEY, vector_id TEXT NOT NULL UNIQUE,
    document_id TEXT NOT NULL REFERENCES documents (id) ON DELETE CASCADE, chunk_index INTEGER NOT NULL,
    text TEXT NOT NULL, tags TEXT NOT NULL DEFAULT '');
CREATE VIRTUAL TABLE chunks_fts USING fts5 (text, tags, content='chunks', content_rowid='id',
    tokenize='porter unicode61 remove_diacritics 2');
CREATE TRIGGER chunks_fts_insert AFTER INSERT ON chunks BEGIN
    INSERT INTO chunks_fts (rowid, text, tags) VALUES (new.id, new.text, new.tags);
END;
CREATE TRIGGER chunks_fts_delete AFTER DELETE ON chunks BEGIN
    INSERT INTO chunks_fts (chunks_fts, rowid, text, tags) VALUES ('delete', old.id, old.text, old.tags);
END;
INSERT INTO documents VALUES ('d1', 's', 'old.cs', 'code', 'class OldHelper {}', '{}', NULL, NULL, NULL, 'fp', 'indexed',
    '2026-01-01T00:00:00.000000Z', NULL);
INSERT INTO chunks (vector_id, document_id, chunk_index, text) VALUES ('v1', 'd1', 0, 'class OldHelper {}');
"""


async def test_a_store_made_before_keywords_is_migrated_in_place(tmp_path: Path) -> None:
    path = tmp_path / "context.db"
    with sqlite3.connect(path) as conn:
        conn.executescript(OLD_CHUNKS)
    store = await SqliteStore.open(path)
    try:
        assert [hit.text for hit in await store.text_search("OldHelper", SearchFilters(), 5)] == ["class OldHelper {}"]
        await store.save_document(code_document())
        assert (await store.text_search("get retry delay", SearchFilters(), 5))[0].source == SOURCE
        await store.delete_documents(["d1"])  # an old row's terms leave the index with it
        assert await store.text_search("OldHelper", SearchFilters(), 5) == []
    finally:
        await store.close()
    with sqlite3.connect(path) as conn:
        triggers = {row[0] for row in conn.execute("SELECT name FROM sqlite_master WHERE type = 'trigger'")}
        assert "chunks_fts_insert" not in triggers and "chunks_fts_delete" not in triggers
        conn.execute("INSERT INTO chunks_fts (chunks_fts) VALUES ('integrity-check')")


def test_mongo_chunk_records_index_the_keywords_and_hits_return_the_exact_text() -> None:
    document = code_document()
    record = chunk_documents(document, "rev-1", 0)[0]
    assert record["text"] == f"{CODE}\n{document.chunks[0].keywords}" and record["textChars"] == len(CODE)
    assert record["symbol"] == SYMBOL
    hit = hit_from_record({**record, "score": 1.5})
    assert hit.text == CODE and hit.symbol == SYMBOL and hit.role == "implementation"
    again = document_from_record(document_record(document, "rev-1"))
    assert again.chunks[0] == document.chunks[0]
    prose = chunk_documents(make_document("notes", "n.md", [PROSE], content_type="documentation"), "rev-1", 0)[0]
    assert prose["text"] == PROSE and "textChars" not in prose
