"""The embedded vector index: Qdrant Edge, the Qdrant engine in-process, on disk.

One shard holds every chunk: the dense vector, and the chunk text under a full-text index with
BM25 scoring, so that hybrid search (dense + BM25, fused by RRF) and keyword-only search (when the
embedder is down) both happen inside Qdrant.

Durability: Edge's `update` appends to its write-ahead log (segment files `wal/open-N`, mapped
into memory) without syncing it: a write survives `kill -9`, not a power cut. Its `flush` syncs
everything (the segments, their payload indexes: some thirty fsyncs, 0.1 to 1 s on a busy disk)
and then truncates the log. So `sync` (called by the indexing path after its upserts and before the
store marks the documents indexed) fsyncs only the log's files and directory, one or two fsyncs,
as a group commit: concurrent callers share one. Recovery replays the log, as after `kill -9`.
A checkpoint (`flush`) runs in the background once 32 MB have been written (a log segment's size):
it bounds the log, which otherwise grew by ~2.6 MB for every 1,000 points re-upserted, forever
(measured; docs/performance.md). Only by size, not on a timer: the binding holds the GIL while
the engine flushes (60 ms here, the event loop stalled as long), so it should not happen more
often than the writes make necessary.
"""

from __future__ import annotations

import asyncio
import json
import os
import shutil
from collections.abc import Sequence
from datetime import datetime
from pathlib import Path
from typing import Any

import structlog
from qdrant_edge import (
    Bm25Params,
    CountRequest,
    Distance,
    EdgeConfig,
    EdgeShard,
    EdgeVectorParams,
    FieldCondition,
    Filter,
    Fusion,
    HnswIndexConfig,
    Language,
    MatchAny,
    MatchValue,
    Memory,
    PayloadSchemaType,
    Point,
    PayloadSelector,
    Prefetch,
    Query,
    QueryRequest,
    RangeFloat,
    ScoredPoint,
    ScrollRequest,
    SnowballLanguage,
    SnowballParams,
    TextIndexParams,
    TextQuery,
    TokenizerType,
    UpdateOperation,
)

from rag_context.backends.group_commit import GroupCommit
from rag_context.core.models import Chunk, ComponentStatus, FusionParams, Hit, SearchFilters, unit_score_from_bm25
from rag_context.core.ports import ConfigurationError, DependencyError

log = structlog.get_logger(__name__)

TEXT_FIELD = "text"
KEYWORD_FIELDS = ("documentId", "sessionId", "source", "contentType", "category", "game", "agent")
CONFIG_FILE = "edge_config.json"
DELETE_BATCH = 500  # document ids per delete-by-filter request
SCROLL_PAGE = 1000
# Threads of the engine's search pool. One: a query here is a fraction of a millisecond on a few
# segments, the binding holds the GIL for it anyway, and the engine's default (one per CPU) cost
# 1.7 ms of CPU for the 0.95 ms two-pass search against 0.68 ms of both with one thread, measured
# on Cranfield (docs/performance.md); the CPU it saves goes to the embedding model.
DEFAULT_SEARCH_THREADS = 1
WAL_DIR = "wal"
CHECKPOINT_BYTES = 32 * 1024 * 1024  # about what the log holds after this much written: one segment


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


# Equal scores are common (RRF of mirrored ranks, BM25 of equal texts) and the engine returns them
# in an order that changes from process to process; a few extra candidates and a sort by id make
# the answer the same every time.
TIE_MARGIN = 5


def ranked(points: list[ScoredPoint], limit: int) -> list[ScoredPoint]:
    return sorted(points, key=lambda point: (-point.score, str(point.id)))[:limit]


def build_filter(filters: SearchFilters) -> Filter | None:
    conditions = [FieldCondition(key, match=MatchValue(value)) for key, value in filters.as_payload_conditions().items()]
    return Filter(must=conditions) if conditions else None


def hit_from_point(point: ScoredPoint, score: float) -> Hit:
    payload: dict[str, Any] = point.payload or {}
    return Hit(
        vector_id=str(point.id),
        document_id=payload.get("documentId", ""),
        text=payload.get(TEXT_FIELD, ""),
        score=min(max(score, 0.0), 1.0),
        source=payload.get("source", ""),
        timestamp=datetime.fromisoformat(payload["timestamp"]),
        metadata=payload.get("metadata") or {},
    )


def fsync_wal(wal_dir: Path) -> None:
    """Sync the write-ahead log's segment files and directory. The engine writes the log through
    shared memory maps; on Linux fsync writes a file's dirty pages back however they were dirtied.
    A segment renamed (open -> closed) while this runs is synced under its new name; one the
    engine removed was checkpointed already."""
    done: set[str] = set()
    for _ in range(3):
        missed = False
        for name in sorted(os.listdir(wal_dir)):
            if name in done or not name.startswith(("open-", "closed-")):
                continue
            try:
                descriptor = os.open(wal_dir / name, os.O_RDONLY)
            except FileNotFoundError:
                missed = True
                continue
            try:
                os.fsync(descriptor)
            finally:
                os.close(descriptor)
            done.add(name)
        if not missed:
            break
    descriptor = os.open(wal_dir, os.O_RDONLY)
    try:
        os.fsync(descriptor)  # the segments' names (the engine creates them by rename)
    finally:
        os.close(descriptor)


class EdgeVectorIndex:
    def __init__(
        self,
        shard: EdgeShard,
        fusion: FusionParams,
        path: Path,
        checkpoint_bytes: int = CHECKPOINT_BYTES,
    ) -> None:
        self._shard = shard
        self._fusion = fusion
        self._bm25 = Bm25Params(k=fusion.bm25_k1, b=fusion.bm25_b)
        self._closed = False
        self._wal_dir = path / WAL_DIR
        self._group_commit = GroupCommit(lambda: self._call(fsync_wal, self._wal_dir))
        self._checkpoint_bytes = checkpoint_bytes
        self._written = 0  # bytes (about) written to the log since the last checkpoint
        self._checkpoint_task: asyncio.Task[None] | None = None
        self.checkpoints = 0

    @classmethod
    def open(
        cls, path: Path, dimension: int, fusion: FusionParams = FusionParams(), search_threads: int = DEFAULT_SEARCH_THREADS
    ) -> "EdgeVectorIndex":
        """Open the shard at `path`, creating it with its payload indexes when it does not exist."""
        config_file = path / CONFIG_FILE
        vector_params = EdgeVectorParams(size=dimension, distance=Distance.Cosine)
        if config_file.exists():
            stored = json.loads(config_file.read_text()).get("vectors", {}).get("", {}).get("size")
            if stored is not None and stored != dimension:
                raise ConfigurationError(
                    f"The vector index at {path} holds {stored}-dimension vectors but the configured embedder "
                    f"makes {dimension}-dimension ones. Run `rag-context reembed` (with this configuration) to "
                    f"build the vectors again with the configured embedder from the documents in the store; "
                    f"it keeps the old index until `rag-context reembed --drop-old`. Or configure the embedder "
                    f"that built this index."
                )
            # The engine wants the vectors named (as stored, checked above); beyond them only the search
            # pool is set, and every parameter left unset keeps the shard's own.
            shard = EdgeShard.load(str(path), EdgeConfig(vectors=vector_params, max_search_threads=search_threads))
        else:
            path.mkdir(parents=True, exist_ok=True)
            config = EdgeConfig(
                vectors=vector_params,
                hnsw_config=HnswIndexConfig(m=16, ef_construct=100, full_scan_threshold=10000),
                payload_memory=Memory.Cached,
                max_search_threads=search_threads,
            )
            shard = EdgeShard.create(str(path), config)
        ensure_payload_indexes(shard)
        return cls(shard, fusion, path)

    @staticmethod
    def drop(path: Path) -> None:
        """Remove the shard at `path` (a generation that is no longer used), if it is there."""
        if path.exists():
            shutil.rmtree(path)

    async def upsert(self, chunks: Sequence[Chunk], vectors: Sequence[Sequence[float]]) -> None:
        points = [Point(chunk.vector_id, list(vector), chunk.payload()) for chunk, vector in zip(chunks, vectors, strict=True)]
        await self._call(self._shard.update, UpdateOperation.upsert_points(points))
        # What the log grows by, about: the vectors as float32 and the payload, mostly the text.
        self._written += sum(4 * len(vector) + 2 * len(chunk.text) + 512 for chunk, vector in zip(chunks, vectors))

    async def prune(self, document_id: str, keep_chunks: int) -> None:
        stale = Filter(
            must=[
                FieldCondition("documentId", match=MatchValue(document_id)),
                FieldCondition("chunkIndex", range=RangeFloat(gte=float(keep_chunks))),
            ]
        )
        await self._call(self._shard.update, UpdateOperation.delete_points_by_filter(stale))

    async def delete_documents(self, document_ids: Sequence[str]) -> None:
        ids = list(dict.fromkeys(document_ids))
        for start in range(0, len(ids), DELETE_BATCH):
            doomed = Filter(must=[FieldCondition("documentId", match=MatchAny(ids[start : start + DELETE_BATCH]))])
            await self._call(self._shard.update, UpdateOperation.delete_points_by_filter(doomed))

    async def sync(self) -> None:
        await self._group_commit.sync()
        self._maybe_checkpoint()

    @property
    def syncs(self) -> int:
        return self._group_commit.syncs

    def _maybe_checkpoint(self) -> None:
        """Start a checkpoint in the background once the log has grown enough: it shrinks, and no
        request waits for the engine's full flush."""
        if self._checkpoint_task is not None and not self._checkpoint_task.done():
            return
        if self._written >= self._checkpoint_bytes and not self._closed:
            self._checkpoint_task = asyncio.create_task(self.checkpoint(), name="edge-checkpoint")

    async def checkpoint(self) -> None:
        """The engine's flush: segments synced, the log truncated."""
        written, self._written = self._written, 0
        try:
            await self._call(self._shard.flush)
        except DependencyError as error:
            self._written += written  # try again after the next sync
            log.warning("edge.checkpoint_failed", error=str(error))
            return
        self.checkpoints += 1

    async def document_ids(self) -> set[str]:
        return set(await self.points_by_document()) - {""}

    async def points_by_document(self) -> dict[str, set[str]]:
        found: dict[str, set[str]] = {}
        offset = None
        while True:
            request = ScrollRequest(
                offset=offset, limit=SCROLL_PAGE, with_payload=PayloadSelector.Include(["documentId"]), with_vector=False
            )
            records, offset = await self._call(self._shard.scroll, request)
            for record in records:
                document_id = str((record.payload or {}).get("documentId", ""))
                found.setdefault(document_id, set()).add(str(record.id))
            if offset is None:
                return found

    async def delete_points(self, vector_ids: Sequence[str]) -> None:
        ids = list(dict.fromkeys(vector_ids))
        for start in range(0, len(ids), DELETE_BATCH):
            await self._call(self._shard.update, UpdateOperation.delete_points(ids[start : start + DELETE_BATCH]))

    async def hybrid_search(
        self,
        vector: Sequence[float],
        text: str,
        filters: SearchFilters,
        limit: int,
        score_threshold: float,
    ) -> list[Hit]:
        condition = build_filter(filters)
        # The candidate depth does not follow the limit: a longer list is the same ranking, longer.
        fusion = self._fusion
        depth = fusion.prefetch_limit
        request = QueryRequest(
            limit=limit + TIE_MARGIN,
            prefetches=[
                Prefetch(limit=depth, query=Query.Nearest(list(vector)), filter=condition, score_threshold=score_threshold),
                Prefetch(limit=depth, query=TextQuery(TEXT_FIELD, text, self._bm25), filter=condition),
            ],
            query=Fusion.Rrf(k=fusion.rrf_k, weights=[fusion.dense_weight, fusion.keyword_weight]),
            filter=condition,
            with_payload=True,
        )
        points = ranked(self._read(self._shard.query, request), limit)
        best = fusion.best_fused_score
        return [hit_from_point(point, point.score / best) for point in points]

    async def keyword_search(self, text: str, filters: SearchFilters, limit: int) -> list[Hit]:
        request = QueryRequest(
            limit=limit + TIE_MARGIN,
            query=TextQuery(TEXT_FIELD, text, self._bm25),
            filter=build_filter(filters),
            with_payload=True,
        )
        points = ranked(self._read(self._shard.query, request), limit)
        return [hit_from_point(point, unit_score_from_bm25(point.score)) for point in points]

    async def vectors(self, vector_ids: Sequence[str]) -> list[list[float]]:
        records = self._read(lambda: self._shard.retrieve(point_ids=list(vector_ids), with_payload=False, with_vector=True))
        # Each read of `record.vector` converts the engine's vector into a new Python list: read it once.
        return [vector for record in records if (vector := record.vector) is not None]

    async def count(self) -> int:
        return self._read(self._shard.count, CountRequest(exact=True))

    async def health(self) -> ComponentStatus:
        try:
            self._read(self._shard.info)
        except DependencyError:
            return ComponentStatus.UNAVAILABLE
        return ComponentStatus.HEALTHY

    async def close(self) -> None:
        if not self._closed:
            if self._checkpoint_task is not None:
                await asyncio.gather(self._checkpoint_task, return_exceptions=True)
            self._closed = True
            await asyncio.to_thread(self._shard.flush)
            await asyncio.to_thread(self._shard.close)

    async def _call(self, function: Any, *args: Any) -> Any:
        """Writes, scrolls and flushes: on a worker thread, as they can take long and touch the disk."""
        return await asyncio.to_thread(self._read, function, *args)

    def _read(self, function: Any, *args: Any) -> Any:
        """Queries and point lookups: on the calling thread (`_call` runs the rest through this on a
        worker thread). The binding holds the GIL while the engine works (two threads querying take
        as long as one after the other, measured), so a worker thread frees nothing for the event
        loop during a sub-millisecond query, and the hop costs ~0.2 ms."""
        if self._closed:
            raise DependencyError("vector index is closed")
        try:
            return function(*args)
        except Exception as error:  # the binding raises plain Exception for engine errors
            raise DependencyError(f"qdrant edge: {error}") from error
