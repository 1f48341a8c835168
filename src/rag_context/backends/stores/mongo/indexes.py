"""The indexes of every collection (unified spec §3), with the TTL of the metrics and errors."""

from __future__ import annotations

from pymongo import (
    ASCENDING,
    DESCENDING,
    TEXT,
    IndexModel,
)

from rag_context.backends.stores.mongo.records import CHUNKS, DOCUMENTS, ERRORS, METRICS


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
        # The filter language's fields (core/filters.py) that the indexes above do not lead with.
        IndexModel([("source", ASCENDING)], name="source_idx"),
        IndexModel([("metadata.agent", ASCENDING)], name="agent_idx"),
        IndexModel([("metadata.role", ASCENDING)], name="role_idx"),
        IndexModel([("indexedAtUs", ASCENDING)], name="indexed_at_idx"),
        # Issue 32: the documents a deleted one replaced; those whose points have to learn their memory.
        IndexModel([("supersessions.newId", ASCENDING)], name="superseded_by_idx", sparse=True),
        IndexModel([("memoryRevision", ASCENDING)], name="memory_revision_idx", partialFilterExpression={"memoryRevision": {"$gt": 0}}),
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


def ttl_seconds(retention_days: int) -> int:
    if isinstance(retention_days, bool) or not isinstance(retention_days, int) or retention_days < 1:
        raise ValueError(f"retention days must be a positive int, got {retention_days!r}")
    return retention_days * 86400


def metrics_indexes(retention_days: int) -> list[IndexModel]:
    """Technical spec ensureIndexes (timestamp, agent) + Appendix B (fallback). The timestamp index
    is also the TTL index: one index serves the window queries and expires old records."""
    return [
        IndexModel([("timestamp", DESCENDING)], name="timestamp_idx", expireAfterSeconds=ttl_seconds(retention_days)),
        IndexModel([("agent", ASCENDING), ("timestamp", DESCENDING)], name="agent_timestamp_idx"),
        IndexModel([("fallback", ASCENDING), ("timestamp", DESCENDING)], name="fallback_timestamp_idx"),
    ]


def error_indexes(retention_days: int) -> list[IndexModel]:
    return [
        IndexModel([("timestamp", DESCENDING)], name="timestamp_idx", expireAfterSeconds=ttl_seconds(retention_days)),
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
