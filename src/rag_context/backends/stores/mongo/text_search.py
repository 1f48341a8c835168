"""The level-2 fallback on MongoDB: `$text` over the chunk records, filtered, ranked, joined to the current revision."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from pymongo import (
    ASCENDING,
    DESCENDING,
)

from rag_context.backends.stores.mongo.filters import chunk_query, memory_conditions
from rag_context.backends.stores.mongo.records import (
    DOCUMENTS,
    MEMORY_PROJECTION,
    from_micros,
    memory_from_record,
    require_str,
)
from rag_context.core.keywords import keyword_terms
from rag_context.core.models import (
    DocumentStatus,
    Hit,
    SearchFilters,
    text_of_payload,
    unit_score_from_bm25,
)

# SearchFilters key (as_payload_conditions) -> field of a chunk record. The only way a filter reaches
# a query; the value always goes in as the operand of $eq.
FILTER_FIELDS = {"category": "category", "sessionId": "sessionId", "contentType": "contentType", "game": "game"}


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
    query.update(chunk_query(filters.document_filter))
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
    remembered = memory_conditions(filters.document_filter.memory if filters.document_filter is not None else None)
    if remembered:  # the memory scope, on the document record (the truth of it)
        current["$and"] = remembered
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
                "pipeline": [{"$match": current}, {"$project": {"_id": 1, **MEMORY_PROJECTION}}],
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
                "textChars": 1,
                "symbol": 1,
                "symbolKind": 1,
                "source": 1,
                "sessionId": 1,
                "contentType": 1,
                "chunkIndex": 1,
                "lineStart": 1,
                "lineEnd": 1,
                "indexedAtUs": 1,
                "metadata": 1,
                "score": 1,
                "memory": {"$arrayElemAt": ["$current", 0]},
            }
        },
    ]


def hit_from_record(record: Mapping[str, Any]) -> Hit:
    """textScore is unbounded (it grows with weight and term frequency): s / (1 + s) keeps the order
    and puts it in [0, 1), as for BM25."""
    return Hit(
        vector_id=record["vectorId"],
        document_id=record["documentId"],
        text=text_of_payload(dict(record)),
        score=unit_score_from_bm25(float(record.get("score", 0.0))),
        source=record["source"],
        timestamp=from_micros(record["indexedAtUs"]),
        metadata=dict(record.get("metadata") or {}),
        symbol=record.get("symbol"),
        symbol_kind=record.get("symbolKind"),
        chunk_index=record.get("chunkIndex"),
        session_id=record.get("sessionId"),
        content_type=record.get("contentType"),
        line_start=record.get("lineStart"),
        line_end=record.get("lineEnd"),
        memory=memory_from_record(record.get("memory")),
    )
