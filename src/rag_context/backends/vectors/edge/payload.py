"""What a point carries and how it is found: chunk -> point payload, point -> `Hit`, search filters
-> Edge `Filter`, and the payload indexes those filters and the BM25 text search need.

Contract: every shard has the payload indexes listed here (created on every open when missing, not
only at creation); a point's payload is the chunk's `payload()`, and a `Hit` is read back from it.

Where it can be cut: a process that dies between `EdgeShard.create` and the creation of the
indexes leaves a shard without them; `ensure_payload_indexes` on the next open makes them.
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime
from typing import Any

from qdrant_edge import (
    EdgeShard,
    FieldCondition,
    Filter,
    Language,
    MatchValue,
    PayloadSchemaType,
    Point,
    ScoredPoint,
    SnowballLanguage,
    SnowballParams,
    TextIndexParams,
    TokenizerType,
    UpdateOperation,
)

from rag_context.core.models import Chunk, Hit, SearchFilters, text_of_payload

TEXT_FIELD = "text"
KEYWORD_FIELDS = ("documentId", "sessionId", "source", "contentType", "category", "game", "agent")


def text_index_params() -> TextIndexParams:
    """English word tokens, lower-cased, stop words out, Snowball stems: BM25 over chunk text."""
    return TextIndexParams(
        tokenizer=TokenizerType.Word,
        lowercase=True,
        ascii_folding=True,
        stopwords=Language.English,
        stemmer=SnowballParams(SnowballLanguage.English),
        scoring=True,
    )


def ensure_payload_indexes(shard: EdgeShard) -> None:
    """Create the payload indexes the shard lacks. On every open, not only at creation: a process
    that died between EdgeShard.create and the index creation leaves a shard without them."""
    existing = shard.info().payload_schema
    wanted = [
        (TEXT_FIELD, text_index_params()),
        *((field, PayloadSchemaType.Keyword) for field in KEYWORD_FIELDS),
        ("chunkIndex", PayloadSchemaType.Integer),
    ]
    missing = [(field, schema) for field, schema in wanted if field not in existing]
    for field, schema in missing:
        shard.update(UpdateOperation.create_field_index(field, schema))
    if missing:
        shard.flush()


def build_filter(filters: SearchFilters) -> Filter | None:
    conditions = [FieldCondition(key, match=MatchValue(value)) for key, value in filters.as_payload_conditions().items()]
    return Filter(must=conditions) if conditions else None


def hit_from_point(point: ScoredPoint, score: float) -> Hit:
    payload: dict[str, Any] = point.payload or {}
    return Hit(
        vector_id=str(point.id),
        document_id=payload.get("documentId", ""),
        text=text_of_payload(payload),
        score=min(max(score, 0.0), 1.0),
        source=payload.get("source", ""),
        timestamp=datetime.fromisoformat(payload["timestamp"]),
        metadata=payload.get("metadata") or {},
        symbol=payload.get("symbol"),
    )


def point_from_chunk(chunk: Chunk, vector: Sequence[float]) -> Point:
    return Point(chunk.vector_id, list(vector), chunk.payload())
