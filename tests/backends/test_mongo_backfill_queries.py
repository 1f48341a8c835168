"""`rag-context backfill`'s MongoDB queries, executed on mongomock (no MongoDB server here): which
documents still lack chunk lines, and the two updates that set them, each only where lines are
missing, in the document record's chunk entry and in the chunk records of every revision."""

from __future__ import annotations

import dataclasses

import mongomock
from backend_factories import make_document

from rag_context.backends.stores.mongo.records import (
    chunk_documents,
    chunk_line_updates,
    document_from_record,
    document_line_updates,
    document_record,
    without_lines_filter,
)


def test_the_backfill_finds_documents_without_lines_and_sets_only_the_missing_ones() -> None:
    database = mongomock.MongoClient().db
    old = make_document("s", "old.md", ["alpha", "beta"])
    new = make_document("s", "new.md", ["gamma"])
    new = dataclasses.replace(new, chunks=tuple(dataclasses.replace(chunk, line_start=1, line_end=3) for chunk in new.chunks))
    for document in (old, new):
        database.documents.insert_one(document_record(document, "rev1"))
        database.chunks.insert_many(chunk_documents(document, "rev1", 1))
    database.chunks.insert_many(chunk_documents(old, "rev0", 0))  # an older revision's records, also without lines

    assert [record["_id"] for record in database.documents.find(without_lines_filter())] == [old.document_id]

    first, second = old.chunks
    rows = [(first.vector_id, 1, 1), (second.vector_id, 3, 4), (new.chunks[0].vector_id, 7, 9)]  # the last has lines already
    # The store sends these as UpdateOne / UpdateMany in one bulk_write each (mongomock's bulk_write
    # does not take this pymongo's operations: the same filter and update, one call each).
    for query, update in document_line_updates(rows):
        database.documents.update_one(query, update)
    for query, update in chunk_line_updates(rows):
        database.chunks.update_many(query, update)

    assert list(database.documents.find(without_lines_filter())) == []
    stored = document_from_record(database.documents.find_one({"_id": old.document_id}))
    assert [(chunk.line_start, chunk.line_end) for chunk in stored.chunks] == [(1, 1), (3, 4)]
    untouched = document_from_record(database.documents.find_one({"_id": new.document_id}))
    assert [(chunk.line_start, chunk.line_end) for chunk in untouched.chunks] == [(1, 3)]
    lines = {(record["vectorId"], record["revision"]): (record.get("lineStart"), record.get("lineEnd")) for record in database.chunks.find()}
    assert lines == {
        (first.vector_id, "rev1"): (1, 1), (second.vector_id, "rev1"): (3, 4),
        (first.vector_id, "rev0"): (1, 1), (second.vector_id, "rev0"): (3, 4),
        (new.chunks[0].vector_id, "rev1"): (1, 3),
    }


def test_the_sweeps_page_of_versions_runs_on_mongomock() -> None:
    """`MongoStore.document_versions`' pipeline, executed: status, fingerprint and chunk count in id
    order, paged by the last id."""
    from rag_context.backends.stores.mongo.records import document_versions_pipeline, version_from_record
    from rag_context.core.models import DocumentStatus

    database = mongomock.MongoClient().db
    documents = [make_document("s", f"d{number}.md", ["alpha"] * (1 + number)) for number in range(3)]
    documents[1] = dataclasses.replace(documents[1], status=DocumentStatus.PENDING)
    for document in documents:
        database.documents.insert_one(document_record(document, "rev1"))
    ordered = sorted(documents, key=lambda document: document.document_id)
    first = [version_from_record(record) for record in database.documents.aggregate(document_versions_pipeline(2, None))]
    rest = [version_from_record(record) for record in database.documents.aggregate(document_versions_pipeline(2, first[-1].document_id))]
    assert [(v.document_id, v.status, v.fingerprint, v.chunk_count) for v in first + rest] == [
        (d.document_id, d.status, d.fingerprint, len(d.chunks)) for d in ordered
    ]
    assert len(first) == 2 and len(rest) == 1
