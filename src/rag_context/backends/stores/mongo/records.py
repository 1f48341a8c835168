"""The C0N7EXT document records and C0N7EXT_chunks chunk records: their shape, and the filters that find them."""

from __future__ import annotations

import uuid
from collections.abc import Mapping, Sequence
from datetime import datetime, timedelta, timezone
from typing import Any

from pymongo import (
    ASCENDING,
)

from rag_context.core.memory.currency import (
    NO_MEMORY,
    SUPERSEDED_AT_US,
    SUPERSEDED_BY,
    SUPERSEDES,
    VALID_FROM_US,
    VALID_UNTIL_US,
    DocumentMemory,
    Supersession,
    supersession_state,
)
from rag_context.core.memory.currency import from_micros as instant_from_micros
from rag_context.core.memory.currency import micros as instant_micros
from rag_context.core.models import (
    Chunk,
    DocumentFilters,
    DocumentMetadata,
    DocumentStatus,
    DocumentSummary,
    DocumentVersion,
    StoredDocument,
    metadata_filter_fields,
)

DOCUMENTS = "C0N7EXT"
CHUNKS = "C0N7EXT_chunks"
METRICS = "R4G_M37R1C5"
ERRORS = "errors"


# A chunk record of another revision that is older than this and not current belongs to a save that
# died before its switch (a live save takes at most a few timeouts): the next save removes it.
ORPHAN_GRACE = timedelta(hours=1)

EPOCH = datetime(1970, 1, 1, tzinfo=timezone.utc)
ONE_MICROSECOND = timedelta(microseconds=1)


def _utc(moment: datetime) -> datetime:
    """Aware UTC; a naive datetime is taken to be UTC already (as pymongo does)."""
    if moment.tzinfo is None:
        return moment.replace(tzinfo=timezone.utc)
    return moment.astimezone(timezone.utc)


def micros_since_epoch(moment: datetime) -> int:
    """Exact integer microseconds: BSON dates keep only milliseconds, this keeps the whole instant
    (so `indexed_at` round-trips exactly and orders pending documents within the same millisecond)."""
    return (_utc(moment) - EPOCH) // ONE_MICROSECOND


def from_micros(micros: int) -> datetime:
    return EPOCH + timedelta(microseconds=int(micros))


def require_str(name: str, value: Any) -> str:
    """A user value that goes into a query must be a plain string, never a dict or a list that MongoDB
    could read as an operator expression."""
    if not isinstance(value, str):
        raise ValueError(f"{name} must be a string, not {type(value).__name__}")
    return value


def chunk_id_for(document_id: str, chunk_index: int) -> str:
    return f"{document_id}:{chunk_index}"


def _sorted_chunks(document: StoredDocument) -> list[Chunk]:
    return sorted(document.chunks, key=lambda chunk: chunk.chunk_index)


def document_record(document: StoredDocument, revision: str) -> dict[str, Any]:
    """The C0N7EXT record: technical spec Appendix B's shape (``_id`` = our document id), plus the
    status, the fingerprint that guards it, the save revision and the exact instant."""
    require_str("document_id", document.document_id)
    require_str("fingerprint", document.fingerprint)
    return {
        "_id": document.document_id,
        "sessionId": document.session_id,
        "timestamp": _utc(document.indexed_at),
        "contentType": document.content_type,
        "source": document.source,
        "content": document.content,
        "chunks": [
            {
                "chunkId": chunk_id_for(document.document_id, chunk.chunk_index),
                "vectorId": chunk.vector_id,
                "text": chunk.text,
                "chunkIndex": chunk.chunk_index,
                **_code_fields(chunk),
                **_lines(chunk),
            }
            for chunk in _sorted_chunks(document)
        ],
        "metadata": document.metadata.as_dict(),
        "status": DocumentStatus(document.status).value,
        "fingerprint": document.fingerprint,
        "revision": revision,
        "indexedAtUs": micros_since_epoch(document.indexed_at),
        **declared_memory_fields(document.memory),
    }


# Issue 32, on a document record: what it declared (`supersedes`, `validFromUs`, `validUntilUs`,
# written by every save), and what later documents said of it: `supersessions` (one entry per
# document that replaced it, `{newId, atUs}`: the truth), `supersededBy` and `supersededAtUs` (the
# earliest of them, derived) and `memoryRevision` (> 0: its points have still to learn it). A save
# writes only the declared fields: the others are a later document's, and survive it.
DECLARED_MEMORY_FIELDS = (SUPERSEDES, VALID_FROM_US, VALID_UNTIL_US)
SUPERSESSIONS = "supersessions"
MEMORY_REVISION = "memoryRevision"
MEMORY_PROJECTION = {field: 1 for field in (*DECLARED_MEMORY_FIELDS, SUPERSEDED_BY, SUPERSEDED_AT_US)}


def declared_memory_fields(memory: DocumentMemory) -> dict[str, Any]:
    fields: dict[str, Any] = {}
    if memory.supersedes:
        fields[SUPERSEDES] = [require_str("supersedes", item) for item in memory.supersedes]
    if memory.valid_from is not None:
        fields[VALID_FROM_US] = instant_micros(memory.valid_from)
    if memory.valid_until is not None:
        fields[VALID_UNTIL_US] = instant_micros(memory.valid_until)
    return fields


def memory_from_record(record: Mapping[str, Any] | None) -> DocumentMemory:
    if not record:
        return NO_MEMORY

    def instant(key: str) -> datetime | None:
        value = record.get(key)
        return instant_from_micros(value) if isinstance(value, int) else None

    memory = DocumentMemory(
        supersedes=tuple(record.get(SUPERSEDES) or ()),
        valid_from=instant(VALID_FROM_US),
        valid_until=instant(VALID_UNTIL_US),
        superseded_by=record.get(SUPERSEDED_BY) or None,
        superseded_at=instant(SUPERSEDED_AT_US),
    )
    return NO_MEMORY if memory == NO_MEMORY else memory


def save_update(record: Mapping[str, Any]) -> dict[str, Any]:
    """The update that saves a document record: its fields set (`_id` aside), the optional fields it
    does not have removed (the reason, the symbol table's revision: a document that is no longer
    code names none, so its symbol records are seen by no reader; the declared memory fields), what
    later documents said of it left alone."""
    fields = {key: value for key, value in record.items() if key != "_id"}
    unset = {key: "" for key in ("reason", "symbols", *DECLARED_MEMORY_FIELDS) if key not in fields}
    update: dict[str, Any] = {"$set": fields, **({"$unset": unset} if unset else {})}
    if any(key in fields for key in DECLARED_MEMORY_FIELDS):
        # Marked in the switch itself: its points learn it, and without transactions a save that
        # dies before its supersessions are settled is finished by `memory_changes`.
        update["$inc"] = {MEMORY_REVISION: 1}
    return update


def declared_changed(before: Mapping[str, Any] | None, record: Mapping[str, Any]) -> bool:
    """Whether a save changes what the document declared (a new document: whether it declares any)."""
    previous = {key: (before or {}).get(key) for key in DECLARED_MEMORY_FIELDS}
    return previous != {key: record.get(key) for key in DECLARED_MEMORY_FIELDS}


def supersession_state_of(record: Mapping[str, Any]) -> tuple[str | None, int | None]:
    """(supersededBy, supersededAtUs) derived from a record's `supersessions`."""
    relations = [
        Supersession(record["_id"], str(entry["newId"]), instant_from_micros(entry["atUs"]))
        for entry in record.get(SUPERSESSIONS) or ()
    ]
    by, at = supersession_state(relations)
    return by, None if at is None else instant_micros(at)


def memory_changed_filter() -> dict[str, Any]:
    return {MEMORY_REVISION: {"$gt": 0}}


def replaced_by_any(document_ids: Sequence[str]) -> dict[str, Any]:
    """The document records that one of these documents replaced."""
    return {"supersessions.newId": {"$in": [require_str("document_id", document_id) for document_id in document_ids]}}


def _code_fields(chunk: Chunk) -> dict[str, Any]:
    """A code chunk's symbol and keywords (core/code), only when it has them."""
    fields: dict[str, Any] = {}
    if chunk.symbol is not None:
        fields["symbol"], fields["symbolKind"] = chunk.symbol, chunk.symbol_kind
    if chunk.keywords:
        fields["keywords"] = chunk.keywords
    return fields


def _lines(chunk: Chunk) -> dict[str, int]:
    """The chunk's lines, when it has them (a chunk of a document stored before lines has none)."""
    if chunk.line_start is None or chunk.line_end is None:
        return {}
    return {"lineStart": chunk.line_start, "lineEnd": chunk.line_end}


def chunk_documents(document: StoredDocument, revision: str, saved_at_us: int) -> list[dict[str, Any]]:
    """The C0N7EXT_chunks records of one save: one per chunk, tagged with the save's revision and
    the time of the save, with the filter fields at the top level and the document's metadata (what a
    Hit returns).

    ``_id`` is ``vectorId@revision``: a new revision's records sit beside the old ones until the
    document record switches over, and two chunks of one save cannot share a vector id."""
    require_str("document_id", document.document_id)
    meta = document.metadata
    records = []
    for chunk in _sorted_chunks(document):
        record: dict[str, Any] = {
            "_id": f"{chunk.vector_id}@{revision}",
            "chunkId": chunk_id_for(document.document_id, chunk.chunk_index),
            "vectorId": chunk.vector_id,
            "documentId": document.document_id,
            "revision": revision,
            "chunkIndex": chunk.chunk_index,
            **_lines(chunk),
            # The text index reads `text`: a code chunk's keywords follow its text there, and
            # `textChars` says where the text ends (hit_from_record cuts them off again).
            "text": chunk.keyword_text,
            "tags": list(meta.tags),
            "sessionId": document.session_id,
            "source": document.source,
            "contentType": document.content_type,
            **metadata_filter_fields(meta),
        }
        if chunk.keywords:
            record["textChars"] = len(chunk.text)
        if chunk.symbol is not None:
            record["symbol"] = chunk.symbol
        record["metadata"] = meta.as_dict()
        record["timestamp"] = _utc(document.indexed_at)
        record["indexedAtUs"] = micros_since_epoch(document.indexed_at)
        record["savedAtUs"] = int(saved_at_us)
        records.append(record)
    return records


def stale_chunks_filter(document_id: str, revision: str) -> dict[str, Any]:
    """The chunk records of a document that belong to any other save than `revision` (used inside a
    transaction, where no other save of the document can be in flight unseen)."""
    return {"documentId": {"$eq": require_str("document_id", document_id)}, "revision": {"$ne": revision}}


def superseded_chunks_filter(
    document_id: str, revision: str, superseded: str | None, orphan_cutoff_us: int
) -> dict[str, Any]:
    """Without a transaction: the chunk records of the revision this save replaced, and those of
    saves that died before their switch (not `revision`, written before `orphan_cutoff_us`). Never
    the records of a concurrent save that may become, or has become, current."""
    clauses: list[dict[str, Any]] = [{"savedAtUs": {"$lt": int(orphan_cutoff_us)}}]
    if superseded is not None:
        clauses.insert(0, {"revision": {"$eq": superseded}})
    return {
        "documentId": {"$eq": require_str("document_id", document_id)},
        "revision": {"$ne": revision},
        "$or": clauses,
    }


def new_revision() -> str:
    return uuid.uuid4().hex


def document_filter(document_id: str) -> dict[str, Any]:
    return {"_id": {"$eq": require_str("document_id", document_id)}}


def status_filter(document_id: str, fingerprint: str) -> dict[str, Any]:
    """set_status's guard: only the version that was handed over (same fingerprint) changes."""
    return {
        "_id": {"$eq": require_str("document_id", document_id)},
        "fingerprint": {"$eq": require_str("fingerprint", fingerprint)},
    }


def without_lines_filter() -> dict[str, Any]:
    """Documents with a chunk stored before chunks had lines (null or missing both match None)."""
    return {"chunks": {"$elemMatch": {"lineStart": None}}}


def document_line_updates(rows: Sequence[tuple[str, int, int]]) -> list[tuple[dict[str, Any], dict[str, Any]]]:
    """(filter, update) per chunk: its entry in the document record, where it still has no lines."""
    return [
        (
            {"chunks": {"$elemMatch": {"vectorId": vector_id, "lineStart": None}}},
            {"$set": {"chunks.$.lineStart": int(start), "chunks.$.lineEnd": int(end)}},
        )
        for vector_id, start, end in rows
    ]


def chunk_line_updates(rows: Sequence[tuple[str, int, int]]) -> list[tuple[dict[str, Any], dict[str, Any]]]:
    """(filter, update) per chunk: its chunk records (of any revision), where they have no lines."""
    return [
        ({"vectorId": vector_id, "lineStart": None}, {"$set": {"lineStart": int(start), "lineEnd": int(end)}})
        for vector_id, start, end in rows
    ]


def pending_filter() -> dict[str, Any]:
    return {"status": {"$eq": DocumentStatus.PENDING.value}}


PENDING_SORT = [("indexedAtUs", ASCENDING), ("_id", ASCENDING)]

DELETE_BATCH = 500  # document ids per delete request


def session_filter(session_id: str, source: str | None = None) -> dict[str, Any]:
    query: dict[str, Any] = {"sessionId": {"$eq": require_str("session_id", session_id)}}
    if source is not None:
        query["source"] = {"$eq": require_str("source", source)}
    return query


def documents_in(document_ids: Sequence[str]) -> dict[str, Any]:
    return {"_id": {"$in": [require_str("document_id", document_id) for document_id in document_ids]}}


def chunks_of(document_ids: Sequence[str]) -> dict[str, Any]:
    """Every chunk record of these documents, whatever its revision."""
    return {"documentId": {"$in": [require_str("document_id", document_id) for document_id in document_ids]}}


def chunk_count_pipeline(document_ids: Sequence[str]) -> list[dict[str, Any]]:
    return [
        {"$match": documents_in(document_ids)},
        {"$group": {"_id": None, "chunks": {"$sum": {"$size": {"$ifNull": ["$chunks", []]}}}}},
    ]


def documents_match(filters: DocumentFilters) -> dict[str, Any]:
    """The document records `filters` selects: the exact fields and the filter language."""
    from rag_context.backends.stores.mongo.filters import document_query

    match: dict[str, Any] = {}
    for field, name, value in (
        ("sessionId", "session_id", filters.session_id),
        ("source", "source", filters.source),
        ("contentType", "content_type", filters.content_type),
    ):
        if value is not None:
            match[field] = {"$eq": require_str(name, value)}
    match.update(document_query(filters.document_filter))
    return match


def count_matching_pipeline(filters: DocumentFilters) -> list[dict[str, Any]]:
    """One row: how many documents `filters` selects and how many chunks they have."""
    return [
        {"$match": documents_match(filters)},
        {"$group": {"_id": None, "documents": {"$sum": 1}, "chunks": {"$sum": {"$size": {"$ifNull": ["$chunks", []]}}}}},
    ]


def list_documents_pipeline(filters: DocumentFilters, limit: int, after: str | None) -> list[dict[str, Any]]:
    """Summaries in `_id` order (the primary key index), without the content and the chunks."""
    match = documents_match(filters)
    if after is not None:
        match["_id"] = {"$gt": require_str("cursor", after)}
    return [
        {"$match": match},
        {"$sort": {"_id": ASCENDING}},
        {"$limit": max(int(limit), 1)},
        {
            "$project": {
                "sessionId": 1,
                "source": 1,
                "contentType": 1,
                "metadata": 1,
                "status": 1,
                "reason": 1,
                "fingerprint": 1,
                "timestamp": 1,
                "indexedAtUs": 1,
                **MEMORY_PROJECTION,
                "chunkCount": {"$size": {"$ifNull": ["$chunks", []]}},
            }
        },
    ]


def document_versions_pipeline(limit: int, after: str | None) -> list[dict[str, Any]]:
    """Every document's status, fingerprint and chunk count in `_id` order (the consistency sweep's page)."""
    match = {"_id": {"$gt": require_str("cursor", after)}} if after is not None else {}
    return [
        {"$match": match},
        {"$sort": {"_id": ASCENDING}},
        {"$limit": max(int(limit), 1)},
        {"$project": {"status": 1, "fingerprint": 1, "chunkCount": {"$size": {"$ifNull": ["$chunks", []]}}}},
    ]


def version_from_record(record: Mapping[str, Any]) -> DocumentVersion:
    return DocumentVersion(
        record["_id"], DocumentStatus(record["status"]), str(record.get("fingerprint", "")), int(record.get("chunkCount", 0))
    )


def summary_from_record(record: Mapping[str, Any]) -> DocumentSummary:
    indexed_at = from_micros(record["indexedAtUs"]) if "indexedAtUs" in record else _utc(record["timestamp"])
    return DocumentSummary(
        document_id=record["_id"],
        session_id=record["sessionId"],
        source=record["source"],
        content_type=record["contentType"],
        metadata=DocumentMetadata.from_dict(record.get("metadata")),
        chunk_count=int(record.get("chunkCount", 0)),
        indexed_at=indexed_at,
        status=DocumentStatus(record["status"]),
        reason=record.get("reason"),
        fingerprint=str(record.get("fingerprint", "")),
        memory=memory_from_record(record),
    )


def document_from_record(record: Mapping[str, Any]) -> StoredDocument:
    metadata = DocumentMetadata.from_dict(record.get("metadata"))
    if "indexedAtUs" in record:
        indexed_at = from_micros(record["indexedAtUs"])
    else:
        indexed_at = _utc(record["timestamp"])
    return StoredDocument.assemble(
        document_id=record["_id"],
        session_id=record["sessionId"],
        source=record["source"],
        content_type=record["contentType"],
        content=record["content"],
        metadata=metadata,
        fingerprint=record["fingerprint"],
        status=DocumentStatus(record["status"]),
        indexed_at=indexed_at,
        chunk_rows=[
            (
                chunk["vectorId"], chunk["chunkIndex"], chunk["text"], chunk.get("symbol"), chunk.get("symbolKind"),
                chunk.get("keywords", ""), chunk.get("lineStart"), chunk.get("lineEnd"),
            )
            for chunk in record.get("chunks") or ()
        ],
        reason=record.get("reason"),
        memory=memory_from_record(record),
    )
