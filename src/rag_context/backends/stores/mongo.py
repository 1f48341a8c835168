"""The production context store: MongoDB through pymongo's async API (`AsyncMongoClient`).

Same behaviour as the embedded twin (`sqlite.SqliteStore`), on these collections:

- ``C0N7EXT``: one record per document, in the shape of technical spec Appendix B (``_id`` is our
  document id, ``sessionId``, ``timestamp``, ``contentType``, ``source``, ``content``, the embedded
  ``chunks`` array, ``metadata``) plus ``status``, ``fingerprint``, ``revision`` and ``indexedAtUs``.
  It is the source of truth: a document and all its chunks are ONE MongoDB record, and a
  single-record write is atomic, so ``save_document`` replaces everything in one step on any
  topology (standalone included); content is at most 100,000 characters, far below the 16 MB
  record limit even with its chunks. It carries every index of unified spec §3, ``content_text_index``
  among them, for whoever queries the spec's shape.
- ``C0N7EXT_chunks``: one record per chunk, the search projection of the level-2 fallback. MongoDB
  ranks ``$text`` matches per record, and the fallback must return CHUNKS, so chunk-level ranking
  needs chunk-level records. Each carries the filter fields (denormalised, fixed names) and the
  text index on ``text`` (weight 10) + ``tags`` (weight 5), english, as the spec's index.
- ``R4G_M37R1C5``: the metrics of unified spec §6 (exactly its field names, nulls omitted), with a
  TTL on ``timestamp`` so that it does not grow forever.
- ``errors``: the structured error log of technical spec §5.4, with the same TTL.

Keeping the projection consistent without relying on transactions: every save has a fresh
``revision``. The new chunk records (tagged with it) are written first, then the document record is
replaced (one atomic ``findOneAndReplace``, which also returns the revision it superseded), then the
chunk records of that superseded revision are deleted. A search only returns chunks whose revision
is the one the document record names (a ``$lookup`` by ``_id``), so a save that dies halfway, or a
concurrent reader, never sees a mix of two versions or an orphan. Deleting exactly the superseded
revision (not "everything but mine") keeps two services that save the same document at once from
deleting each other's current chunks; records of a save that died before its switch are removed by
a later save of the document once they are older than ``ORPHAN_GRACE``. Where the server supports
transactions (replica set or mongos) the three writes run in one transaction instead, which removes
every other revision at once (a concurrent save of the same document is a write conflict, retried).
A revision rather than the fingerprint marks the version because two saves with the same
fingerprint may still carry different chunks (the fingerprint keeps its own job: guarding
``set_status``).

No user value ever reaches a query as an operator: filters are ``{"field": {"$eq": value}}`` on fixed
field names with ``str`` values only (anything else is a ``ValueError``), and the ``$text`` search
string is rebuilt from plain word tokens (so no ``-negation`` and no ``"phrase"`` can be formed).

Server: MongoDB 5.0 or newer (``$lookup`` with ``localField`` and a pipeline); ``stats`` needs 7.0
(``$percentile``). Every driver failure surfaces as ``DependencyError``.
"""

from __future__ import annotations

import contextlib
import uuid
from collections.abc import Iterator, Mapping, Sequence
from datetime import datetime, timedelta, timezone
from typing import Any

import pymongo
import structlog
from bson.codec_options import CodecOptions
from bson.errors import BSONError
from pymongo import ASCENDING, DESCENDING, TEXT, AsyncMongoClient, IndexModel, ReturnDocument
from pymongo.errors import OperationFailure, PyMongoError
from pymongo.write_concern import WriteConcern

from rag_context.core.keywords import keyword_terms
from rag_context.core.models import (
    Chunk,
    ComponentStatus,
    DocumentFilters,
    DocumentMetadata,
    DocumentStatus,
    DocumentSummary,
    Hit,
    MetricsRecord,
    QueryObservation,
    SearchFilters,
    StoredDocument,
    unit_score_from_bm25,
)
from rag_context.core.ports import DependencyError
from rag_context.core.stats import Stats

log = structlog.get_logger(__name__)

DOCUMENTS = "C0N7EXT"
CHUNKS = "C0N7EXT_chunks"
METRICS = "R4G_M37R1C5"
ERRORS = "errors"

METRICS_QUERY_CHARS = 200  # unified spec §6: the stored query is cut to 200 characters
ERROR_QUERY_CHARS = 200

# Technical spec §6.2.
POOL_OPTIONS: dict[str, int] = {
    "maxPoolSize": 50,
    "minPoolSize": 10,
    "maxIdleTimeMS": 30000,
    "waitQueueTimeoutMS": 5000,
}

# Index builds on an existing, large collection can take longer than one request may.
INDEX_BUILD_TIMEOUT_S = 120.0

# A chunk record of another revision that is older than this and not current belongs to a save that
# died before its switch (a live save takes at most a few timeouts): the next save removes it.
ORPHAN_GRACE = timedelta(hours=1)
TRANSACTION_ATTEMPTS = 3

# Server error codes.
INDEX_NOT_FOUND = 27  # "text index required for $text query"
INDEX_OPTIONS_CONFLICT = 85
INDEX_KEY_SPECS_CONFLICT = 86

# SearchFilters key (as_payload_conditions) -> field of a chunk record. The only way a filter reaches
# a query; the value always goes in as the operand of $eq.
FILTER_FIELDS = {"category": "category", "sessionId": "sessionId", "contentType": "contentType", "game": "game"}

EPOCH = datetime(1970, 1, 1, tzinfo=timezone.utc)
ONE_MICROSECOND = timedelta(microseconds=1)

# Durable writes for documents: acknowledged by a majority and journaled (standalone: the journal).
DOCUMENT_WRITE_CONCERN = WriteConcern(w="majority", j=True)
TRANSACTION_WRITE_CONCERN = WriteConcern(w="majority")


# --------------------------------------------------------------------------------------------------
# Pure builders: every document, index, query and pipeline this store sends. No I/O here.


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
            }
            for chunk in _sorted_chunks(document)
        ],
        "metadata": document.metadata.as_dict(),
        "status": DocumentStatus(document.status).value,
        "fingerprint": document.fingerprint,
        "revision": revision,
        "indexedAtUs": micros_since_epoch(document.indexed_at),
    }


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
            "text": chunk.text,
            "tags": list(meta.tags),
            "sessionId": document.session_id,
            "source": document.source,
            "contentType": document.content_type,
        }
        for key, value in (("category", meta.category), ("game", meta.game), ("agent", meta.agent)):
            if value is not None:
                record[key] = value
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


def list_documents_pipeline(filters: DocumentFilters, limit: int, after: str | None) -> list[dict[str, Any]]:
    """Summaries in `_id` order (the primary key index), without the content and the chunks."""
    match: dict[str, Any] = {}
    for field, name, value in (
        ("sessionId", "session_id", filters.session_id),
        ("source", "source", filters.source),
        ("contentType", "content_type", filters.content_type),
    ):
        if value is not None:
            match[field] = {"$eq": require_str(name, value)}
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
                "timestamp": 1,
                "indexedAtUs": 1,
                "chunkCount": {"$size": {"$ifNull": ["$chunks", []]}},
            }
        },
    ]


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
    )


def search_words(text: str) -> list[str]:
    """The same rule as the SQLite store's (core.keywords): no token can become a $text negation or phrase."""
    return keyword_terms(text)


def filter_conditions(filters: SearchFilters) -> dict[str, Any]:
    """Equality on fixed field names; a non-string value is refused rather than sent."""
    conditions: dict[str, Any] = {}
    for key, value in filters.as_payload_conditions().items():
        conditions[FILTER_FIELDS[key]] = {"$eq": require_str(key, value)}
    return conditions


def text_search_query(text: str, filters: SearchFilters) -> dict[str, Any] | None:
    """The $match of the keyword fallback, or None when no word survives (nothing to search)."""
    require_str("text", text)
    words = search_words(text)
    if not words:
        return None
    # Space-separated terms: $text ORs them; nothing else of the $search syntax can appear.
    query: dict[str, Any] = {"$text": {"$search": " ".join(words)}}
    query.update(filter_conditions(filters))
    return query


def text_search_pipeline(
    text: str, filters: SearchFilters, limit: int, unindexed_only: bool = False
) -> list[dict[str, Any]] | None:
    """$text over chunk records, best first, only chunks of each document's current revision.

    The $lookup (by ``_id``, so one index probe per chunk pulled) drops chunks of a save still in
    flight or of one that died halfway; it runs after the sort, and the pipeline pulls only until
    `limit` chunks have passed it."""
    if isinstance(limit, bool) or not isinstance(limit, int):
        raise ValueError(f"limit must be an int, not {type(limit).__name__}")
    match = text_search_query(text, filters)
    if match is None or limit <= 0:
        return None
    current: dict[str, Any] = {"$expr": {"$eq": ["$revision", "$$revision"]}}
    if unindexed_only:  # only documents the vector index lacks (pending or failed)
        current["status"] = {"$ne": DocumentStatus.INDEXED.value}
    return [
        {"$match": match},
        {"$addFields": {"score": {"$meta": "textScore"}}},
        {"$sort": {"score": DESCENDING, "documentId": ASCENDING, "chunkIndex": ASCENDING}},
        {
            "$lookup": {
                "from": DOCUMENTS,
                "localField": "documentId",
                "foreignField": "_id",
                "let": {"revision": "$revision"},
                "pipeline": [{"$match": current}, {"$project": {"_id": 1}}],
                "as": "current",
            }
        },
        {"$match": {"current": {"$ne": []}}},
        {"$limit": limit},
        {
            "$project": {
                "_id": 0,
                "vectorId": 1,
                "documentId": 1,
                "text": 1,
                "source": 1,
                "indexedAtUs": 1,
                "metadata": 1,
                "score": 1,
            }
        },
    ]


def hit_from_record(record: Mapping[str, Any]) -> Hit:
    """textScore is unbounded (it grows with weight and term frequency): s / (1 + s) keeps the order
    and puts it in [0, 1), as for BM25."""
    return Hit(
        vector_id=record["vectorId"],
        document_id=record["documentId"],
        text=record["text"],
        score=unit_score_from_bm25(float(record.get("score", 0.0))),
        source=record["source"],
        timestamp=from_micros(record["indexedAtUs"]),
        metadata=dict(record.get("metadata") or {}),
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
        chunk_rows=[(chunk["vectorId"], chunk["chunkIndex"], chunk["text"]) for chunk in record.get("chunks") or ()],
        reason=record.get("reason"),
    )


def metrics_record(record: MetricsRecord) -> dict[str, Any]:
    """One R4G_M37R1C5 record with exactly the field names of unified spec §6; unset fields omitted."""
    doc: dict[str, Any] = {
        "timestamp": _utc(record.timestamp),
        "query": str(record.query)[:METRICS_QUERY_CHARS],
        "resultsCount": int(record.results_count),
        "latencyMs": float(record.latency_ms),
    }
    if record.embedding_latency_ms is not None:
        doc["embeddingLatencyMs"] = float(record.embedding_latency_ms)
    if record.vector_latency_ms is not None:
        doc["vectorLatencyMs"] = float(record.vector_latency_ms)
    doc["fallback"] = bool(record.fallback)
    doc["fallbackLevel"] = int(record.fallback_level)
    doc["cacheHit"] = bool(record.cache_hit)
    doc["agent"] = str(record.agent)
    for key, value in (
        ("contentType", record.content_type),
        ("category", record.category),
        ("game", record.game),
        ("error", record.error),
    ):
        if value is not None:
            doc[key] = str(value)
    return doc


def _safe_key(key: Any) -> str:
    """A field name that MongoDB cannot take for an operator or a path."""
    text = str(key).replace("\x00", "")
    text = text.replace(".", "_")
    if text.startswith("$"):
        text = "_" + text[1:]
    return text or "_"


def _scalar(value: Any) -> Any:
    if value is None or isinstance(value, (bool, int, float, str)):
        return value
    return str(value)


def error_record(
    component: str,
    operation: str,
    error: str,
    context: Mapping[str, Any] | None = None,
    *,
    level: str = "error",
    stack: str | None = None,
    now: datetime | None = None,
) -> dict[str, Any]:
    """One `errors` record (technical spec §5.4). Context values are stored as scalars (anything else
    as its text) under sanitised keys; the query is cut as in the metrics."""
    ctx: dict[str, Any] = {}
    for key, value in (context or {}).items():
        if value is None:
            continue
        value = _scalar(value)
        if key == "query" and isinstance(value, str):
            value = value[:ERROR_QUERY_CHARS]
        ctx[_safe_key(key)] = value
    doc: dict[str, Any] = {
        "timestamp": _utc(now or datetime.now(timezone.utc)),
        "level": str(level),
        "component": str(component),
        "operation": str(operation),
        "error": str(error),
    }
    if stack is not None:
        doc["stack"] = str(stack)
    doc["context"] = ctx
    return doc


def observations_pipeline(since: datetime) -> list[dict[str, Any]]:
    """The records of the window (timestamp >= since, one instant whatever the zone), reduced to what
    the stats need."""
    return [
        {"$match": {"timestamp": {"$gte": _utc(since)}}},
        {"$project": {"_id": 0, "latencyMs": 1, "fallback": 1, "cacheHit": 1, "agent": 1}},
    ]


def observation_from_row(row: Mapping[str, Any]) -> QueryObservation:
    return QueryObservation(
        latency_ms=float(row.get("latencyMs", 0.0)),
        fallback=bool(row.get("fallback", False)),
        cache_hit=bool(row.get("cacheHit", False)),
        agent=str(row.get("agent", "unknown")),
    )


def stats_pipeline(since: datetime) -> list[dict[str, Any]]:
    """The stats of the window computed in the database, in one $facet.

    p95/p99 use `$percentile` with method "approximate" (MongoDB 7.0+, the only method 7.0 has): it
    keeps a bounded digest, so the window can hold any number of queries without building one huge
    array. Count, average, rates and per-agent counts are exact. Exact nearest-rank percentiles (the
    numbers of `core.stats.compute_stats`) remain available through `query_observations`."""
    return [
        {"$match": {"timestamp": {"$gte": _utc(since)}}},
        {
            "$facet": {
                "totals": [
                    {
                        "$group": {
                            "_id": None,
                            "totalQueries": {"$sum": 1},
                            "avgLatency": {"$avg": "$latencyMs"},
                            "cacheHits": {"$sum": {"$cond": [{"$eq": ["$cacheHit", True]}, 1, 0]}},
                            "fallbacks": {"$sum": {"$cond": [{"$eq": ["$fallback", True]}, 1, 0]}},
                            "latencyPercentiles": {
                                "$percentile": {"input": "$latencyMs", "p": [0.95, 0.99], "method": "approximate"}
                            },
                        }
                    }
                ],
                "byAgent": [
                    {"$group": {"_id": "$agent", "queries": {"$sum": 1}}},
                    {"$sort": {"queries": DESCENDING, "_id": ASCENDING}},
                ],
            }
        },
    ]


def stats_from_facets(result: Mapping[str, Any] | None, total_documents: int) -> Stats:
    """The single output document of `stats_pipeline` -> Stats, rounded as `compute_stats` rounds."""
    totals = (result or {}).get("totals") or []
    if not totals or not totals[0].get("totalQueries"):
        return Stats(total_documents=total_documents)
    row = totals[0]
    total = int(row["totalQueries"])
    percentiles = list(row.get("latencyPercentiles") or [0.0, 0.0]) + [0.0, 0.0]
    return Stats(
        total_documents=total_documents,
        total_queries=total,
        avg_latency=round(float(row.get("avgLatency") or 0.0), 3),
        p95_latency=round(float(percentiles[0] or 0.0), 3),
        p99_latency=round(float(percentiles[1] or 0.0), 3),
        cache_hit_rate=round(int(row.get("cacheHits", 0)) / total, 4),
        fallback_rate=round(int(row.get("fallbacks", 0)) / total, 4),
        queries_by_agent={str(item["_id"]): int(item["queries"]) for item in (result or {}).get("byAgent") or []},
    )


def metrics_row(record: Mapping[str, Any]) -> dict[str, Any]:
    """A stored metrics record as returned by `metrics_rows`: the spec's field names, `_id` as `id`."""
    row = {key: value for key, value in record.items() if key != "_id"}
    row["id"] = str(record.get("_id"))
    return row


# --- indexes


def document_indexes() -> list[IndexModel]:
    """Unified spec §3 on C0N7EXT (names from the technical spec's ensureIndexes), plus the order of
    the pending queue and the game filter (Appendix B marks `game` as indexed)."""
    return [
        IndexModel([("sessionId", ASCENDING), ("timestamp", DESCENDING)], name="session_timestamp_idx"),
        IndexModel([("metadata.tags", ASCENDING)], name="tags_idx"),
        IndexModel([("metadata.category", ASCENDING)], name="category_idx"),
        IndexModel([("contentType", ASCENDING), ("timestamp", DESCENDING)], name="content_type_timestamp_idx"),
        IndexModel([("metadata.decisionId", ASCENDING)], name="decision_id_idx"),
        IndexModel(
            [("content", TEXT), ("metadata.tags", TEXT)],
            name="content_text_index",
            weights={"content": 10, "metadata.tags": 5},
            default_language="english",
        ),
        IndexModel([("metadata.game", ASCENDING)], name="game_idx"),
        IndexModel([("status", ASCENDING), ("indexedAtUs", ASCENDING)], name="status_indexed_at_idx"),
    ]


def chunk_indexes() -> list[IndexModel]:
    """The chunk-level text index (spec weights: text 10, tags 5; english stemming and stop words) and
    the (document, revision) index that finds stale chunks."""
    return [
        IndexModel(
            [("text", TEXT), ("tags", TEXT)],
            name="chunk_text_index",
            weights={"text": 10, "tags": 5},
            default_language="english",
        ),
        IndexModel([("documentId", ASCENDING), ("revision", ASCENDING)], name="document_revision_idx"),
    ]


def _days(retention_days: int) -> int:
    if isinstance(retention_days, bool) or not isinstance(retention_days, int) or retention_days < 1:
        raise ValueError(f"retention days must be a positive int, got {retention_days!r}")
    return retention_days * 86400


def metrics_indexes(retention_days: int) -> list[IndexModel]:
    """Technical spec ensureIndexes (timestamp, agent) + Appendix B (fallback). The timestamp index
    is also the TTL index: one index serves the window queries and expires old records."""
    return [
        IndexModel([("timestamp", DESCENDING)], name="timestamp_idx", expireAfterSeconds=_days(retention_days)),
        IndexModel([("agent", ASCENDING), ("timestamp", DESCENDING)], name="agent_timestamp_idx"),
        IndexModel([("fallback", ASCENDING), ("timestamp", DESCENDING)], name="fallback_timestamp_idx"),
    ]


def error_indexes(retention_days: int) -> list[IndexModel]:
    return [
        IndexModel([("timestamp", DESCENDING)], name="timestamp_idx", expireAfterSeconds=_days(retention_days)),
        IndexModel([("component", ASCENDING), ("timestamp", DESCENDING)], name="component_timestamp_idx"),
    ]


# Indexes without which this store does not work: a conflict on one of these fails `open`. A conflict
# on another (an older deployment made it differently) is logged and left as it is.
REQUIRED_INDEXES = {
    DOCUMENTS: {"status_indexed_at_idx"},
    CHUNKS: {"chunk_text_index", "document_revision_idx"},
    METRICS: {"timestamp_idx"},
    ERRORS: {"timestamp_idx"},
}


def client_options(timeout_s: float) -> dict[str, Any]:
    """Pool settings of technical spec §6.2, and every wait bounded by `timeout_s` so that a dead
    server fails fast (server selection, connect, socket reads)."""
    if timeout_s <= 0:
        raise ValueError("timeout_s must be positive")
    timeout_ms = max(1, int(timeout_s * 1000))
    return {
        **POOL_OPTIONS,
        "waitQueueTimeoutMS": min(POOL_OPTIONS["waitQueueTimeoutMS"], timeout_ms),
        "serverSelectionTimeoutMS": timeout_ms,
        "connectTimeoutMS": timeout_ms,
        "socketTimeoutMS": timeout_ms,
        "appname": "rag-context",
        "tz_aware": True,
    }


def supports_transactions(hello: Mapping[str, Any]) -> bool:
    """Transactions need sessions and a replica set member or a mongos."""
    if "logicalSessionTimeoutMinutes" not in hello:
        return False
    return hello.get("setName") is not None or hello.get("msg") == "isdbgrid"


# --------------------------------------------------------------------------------------------------


class MongoStore:
    """`ContextStore` on MongoDB. Build it with `await MongoStore.open(uri, database)`."""

    def __init__(
        self,
        client: Any,
        database: Any,
        *,
        owns_client: bool,
        timeout_s: float,
        metrics_retention_days: int,
    ) -> None:
        self._client = client
        self._db = database
        self._owns_client = owns_client
        self._timeout_s = timeout_s
        self._retention_days = metrics_retention_days
        self._documents = database.get_collection(DOCUMENTS, write_concern=DOCUMENT_WRITE_CONCERN)
        self._chunks = database.get_collection(CHUNKS, write_concern=DOCUMENT_WRITE_CONCERN)
        self._metrics = database.get_collection(METRICS)
        self._errors = database.get_collection(ERRORS)
        self._transactions = False
        self._closed = False

    @classmethod
    async def open(
        cls,
        uri: str,
        database: str,
        *,
        metrics_retention_days: int = 30,
        timeout_s: float = 5.0,
        client: Any = None,
    ) -> "MongoStore":
        """Connect (failing within about `timeout_s` when the server is not there), make the indexes,
        and find out whether the server runs transactions.

        A `client` that is given is used as it is and left open by `close` (its owner closes it); the
        database is taken from it with timezone-aware UTC dates whatever the client's own options."""
        _days(metrics_retention_days)
        options = client_options(timeout_s)
        owns_client = client is None
        if client is None:
            try:
                client = AsyncMongoClient(uri, **options)
            except (PyMongoError, ValueError, TypeError) as error:
                raise DependencyError(f"mongodb: bad connection settings: {error}") from error
        db = client.get_database(database, codec_options=CodecOptions(tz_aware=True, tzinfo=timezone.utc))
        store = cls(
            client,
            db,
            owns_client=owns_client,
            timeout_s=timeout_s,
            metrics_retention_days=metrics_retention_days,
        )
        try:
            with store._guard("connect"):
                await db.command("ping")
                hello = await db.command("hello")
            store._transactions = supports_transactions(hello)
            await store.ensure_indexes()
        except BaseException:
            await store.close()
            raise
        log.info("mongo.opened", database=database, transactions=store._transactions)
        return store

    @property
    def uses_transactions(self) -> bool:
        return self._transactions

    # --- plumbing

    @contextlib.contextmanager
    def _guard(self, operation: str, timeout_s: float | None = None) -> Iterator[None]:
        """Every driver call runs in here: one deadline for the whole operation (pymongo's
        client-side operation timeout: server selection, pool checkout, network), and any failure
        of the driver or the server surfaces as DependencyError."""
        if self._closed:
            raise DependencyError("mongodb: store is closed")
        try:
            with pymongo.timeout(timeout_s if timeout_s is not None else self._timeout_s):
                yield
        except (PyMongoError, BSONError, OSError, TimeoutError) as error:
            raise DependencyError(f"mongodb: {operation}: {error}") from error

    async def ensure_indexes(self) -> None:
        """Create every index (a no-op where it exists as specified). The TTL is set on an existing
        timestamp index too (collMod), so changing the retention takes effect on the next open."""
        plan = [
            (self._documents, document_indexes()),
            (self._chunks, chunk_indexes()),
            (self._metrics, metrics_indexes(self._retention_days)),
            (self._errors, error_indexes(self._retention_days)),
        ]
        with self._guard("create indexes", INDEX_BUILD_TIMEOUT_S):
            for collection, models in plan:
                for model in models:
                    await self._create_index(collection, model)

    async def _create_index(self, collection: Any, model: IndexModel) -> None:
        spec = model.document
        try:
            await collection.create_indexes([model])
            return
        except OperationFailure as error:
            if error.code not in (INDEX_OPTIONS_CONFLICT, INDEX_KEY_SPECS_CONFLICT):
                raise
            conflict = error
        if "expireAfterSeconds" in spec and conflict.code == INDEX_OPTIONS_CONFLICT:
            # Same keys, other options (no TTL yet, another retention, another name): set the TTL.
            await self._db.command(
                "collMod",
                collection.name,
                index={"keyPattern": dict(spec["key"]), "expireAfterSeconds": spec["expireAfterSeconds"]},
            )
            return
        if spec["name"] in REQUIRED_INDEXES.get(collection.name, set()):
            raise conflict
        log.warning("mongo.index_conflict", collection=collection.name, index=spec["name"], error=str(conflict))

    # --- documents

    async def get_document(self, document_id: str) -> StoredDocument | None:
        query = document_filter(document_id)
        with self._guard("get document"):
            record = await self._documents.find_one(query)
        return None if record is None else document_from_record(record)

    async def save_document(self, document: StoredDocument) -> None:
        """Chunks of a new revision first, then the document record that names it (the switch, one
        atomic write), then the superseded chunks away; in one transaction where the server has them."""
        if self._transactions:
            await self._save_in_transaction(document)
            return
        revision = new_revision()
        saved_at_us = micros_since_epoch(datetime.now(timezone.utc))
        record = document_record(document, revision)
        chunks = chunk_documents(document, revision, saved_at_us)
        with self._guard("save document"):
            if chunks:
                await self._chunks.insert_many(chunks, ordered=True)
            previous = await self._documents.find_one_and_replace(
                document_filter(document.document_id),
                record,
                projection={"revision": 1},
                upsert=True,
                return_document=ReturnDocument.BEFORE,
            )
        superseded = None if previous is None else previous.get("revision")
        cutoff = saved_at_us - ORPHAN_GRACE // ONE_MICROSECOND
        try:
            with self._guard("remove superseded chunks"):
                await self._chunks.delete_many(
                    superseded_chunks_filter(document.document_id, revision, superseded, cutoff)
                )
        except DependencyError as error:
            # The document is saved, and searches already ignore chunks of any other revision than
            # the document's; orphans go with a later save of this document.
            log.warning("mongo.stale_chunks_left", document_id=document.document_id, error=str(error))

    async def _save_in_transaction(self, document: StoredDocument) -> None:
        for attempt in range(1, TRANSACTION_ATTEMPTS + 1):
            revision = new_revision()
            record = document_record(document, revision)
            chunks = chunk_documents(document, revision, micros_since_epoch(datetime.now(timezone.utc)))
            try:
                with self._guard("save document"):
                    async with self._client.start_session() as session:
                        async with await session.start_transaction(write_concern=TRANSACTION_WRITE_CONCERN):
                            if chunks:
                                await self._chunks.insert_many(chunks, ordered=True, session=session)
                            await self._documents.replace_one(
                                document_filter(document.document_id), record, upsert=True, session=session
                            )
                            await self._chunks.delete_many(
                                stale_chunks_filter(document.document_id, revision), session=session
                            )
                return
            except DependencyError as error:
                cause = error.__cause__
                transient = isinstance(cause, PyMongoError) and (
                    cause.has_error_label("TransientTransactionError")
                    or cause.has_error_label("UnknownTransactionCommitResult")
                )
                if not transient or attempt == TRANSACTION_ATTEMPTS:
                    raise
                # A concurrent save of the same document (write conflict) or a failover: again,
                # with a new revision (a commit whose result is unknown may have gone through).
                log.info("mongo.transaction_retry", document_id=document.document_id, attempt=attempt)

    async def set_status(self, document_id: str, fingerprint: str, status: DocumentStatus, reason: str | None = None) -> None:
        query = status_filter(document_id, fingerprint)
        update: dict[str, Any] = {"$set": {"status": DocumentStatus(status).value}}
        if reason is None:
            update["$unset"] = {"reason": ""}
        else:
            update["$set"]["reason"] = require_str("reason", reason)
        with self._guard("set status"):
            await self._documents.update_one(query, update, upsert=False)

    async def pending_documents(self, limit: int) -> list[StoredDocument]:
        if limit <= 0:
            return []  # find(limit=0) would mean "no limit"
        with self._guard("pending documents"):
            cursor = self._documents.find(pending_filter(), sort=PENDING_SORT, limit=int(limit))
            records = await cursor.to_list()
        return [document_from_record(record) for record in records]

    async def find_document_ids(self, session_id: str, source: str | None = None) -> list[str]:
        query = session_filter(session_id, source)
        with self._guard("find documents"):
            cursor = self._documents.find(query, projection={"_id": 1}, sort=[("_id", ASCENDING)])
            records = await cursor.to_list()
        return [record["_id"] for record in records]

    async def delete_documents(self, document_ids: Sequence[str]) -> tuple[int, int]:
        """The document records first: they are the switch (a search only returns chunks of a
        document record's current revision), so the documents vanish at once; then every chunk
        record of them. Chunk records left by a failure there are invisible, and a retry (delete is
        idempotent) removes them."""
        ids = list(dict.fromkeys(document_ids))
        documents = chunks = 0
        for start in range(0, len(ids), DELETE_BATCH):
            batch = ids[start : start + DELETE_BATCH]
            with self._guard("delete documents"):
                counted = await self._aggregate(self._documents, chunk_count_pipeline(batch))
                result = await self._documents.delete_many(documents_in(batch))
                await self._chunks.delete_many(chunks_of(batch))
            documents += int(result.deleted_count)
            chunks += int(counted[0]["chunks"]) if counted else 0
        return documents, chunks

    async def list_documents(self, filters: DocumentFilters, limit: int, after: str | None = None) -> list[DocumentSummary]:
        if limit <= 0:
            return []
        with self._guard("list documents"):
            records = await self._aggregate(self._documents, list_documents_pipeline(filters, limit, after))
        return [summary_from_record(record) for record in records]

    async def count_documents(self) -> int:
        with self._guard("count documents"):
            return int(await self._documents.count_documents({}))

    async def count_pending(self) -> int:
        with self._guard("count pending"):
            return int(await self._documents.count_documents(pending_filter()))

    async def count_failed(self) -> int:
        with self._guard("count failed"):
            return int(await self._documents.count_documents({"status": {"$eq": DocumentStatus.FAILED.value}}))

    # --- keyword fallback

    async def text_search(self, text: str, filters: SearchFilters, limit: int, unindexed_only: bool = False) -> list[Hit]:
        pipeline = text_search_pipeline(text, filters, limit, unindexed_only)
        if pipeline is None:
            return []
        with self._guard("text search"):
            try:
                records = await self._aggregate(self._chunks, pipeline)
            except OperationFailure as error:
                if error.code != INDEX_NOT_FOUND:
                    raise
                # The text index is gone (dropped by hand, collection recreated): make it, try once more.
                log.warning("mongo.text_index_missing", error=str(error))
                for model in chunk_indexes():
                    await self._create_index(self._chunks, model)
                records = await self._aggregate(self._chunks, pipeline)
        return [hit_from_record(record) for record in records]

    @staticmethod
    async def _aggregate(collection: Any, pipeline: list[dict[str, Any]]) -> list[dict[str, Any]]:
        cursor = await collection.aggregate(pipeline, allowDiskUse=True)
        return await cursor.to_list()

    # --- metrics and errors

    async def record_metrics(self, records: Sequence[MetricsRecord]) -> None:
        documents = [metrics_record(record) for record in records]
        if not documents:
            return
        with self._guard("record metrics"):
            await self._metrics.insert_many(documents, ordered=False)

    async def query_observations(self, since: datetime) -> list[QueryObservation]:
        with self._guard("query observations"):
            rows = await self._aggregate(self._metrics, observations_pipeline(since))
        return [observation_from_row(row) for row in rows]

    async def stats(self, since: datetime) -> Stats:
        """The stats of the window computed by the server (see `stats_pipeline`; MongoDB 7.0+)."""
        with self._guard("stats"):
            rows = await self._aggregate(self._metrics, stats_pipeline(since))
            total_documents = int(await self._documents.count_documents({}))
        return stats_from_facets(rows[0] if rows else None, total_documents)

    async def metrics_rows(self, limit: int = 100) -> list[dict[str, Any]]:
        """The newest metrics records as stored (spec field names; `_id` as `id`), newest first."""
        if limit <= 0:
            return []
        with self._guard("metrics rows"):
            cursor = self._metrics.find({}, sort=[("_id", DESCENDING)], limit=int(limit))
            records = await cursor.to_list()
        return [metrics_row(record) for record in records]

    async def record_error(
        self,
        component: str,
        operation: str,
        error: str | BaseException,
        context: Mapping[str, Any] | None = None,
        *,
        level: str = "error",
        stack: str | None = None,
    ) -> None:
        """Store one structured error (technical spec §5.4) in `errors`; kept `metrics_retention_days`."""
        document = error_record(component, operation, str(error), context, level=level, stack=stack)
        with self._guard("record error"):
            await self._errors.insert_one(document)

    # --- lifecycle

    async def health(self) -> ComponentStatus:
        if self._closed:
            return ComponentStatus.UNAVAILABLE
        try:
            with self._guard("health"):
                await self._db.command("ping")
        except DependencyError:
            return ComponentStatus.UNAVAILABLE
        return ComponentStatus.HEALTHY

    async def close(self) -> None:
        if self._closed:
            return
        self._closed = True
        if self._owns_client:
            with contextlib.suppress(PyMongoError, OSError):
                await self._client.close()
