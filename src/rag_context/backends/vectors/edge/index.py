"""`EdgeVectorIndex`: the `VectorIndex` port over one Qdrant Edge shard (search, upsert, delete,
sync), and the optimization's swap of an optimized copy for the live shard.

Contract: a write (`upsert`, `prune`, `delete_*`) is applied to the live shard under the write
lock; once `sync` has returned, every write applied before it survives a power cut
(`durability`). Searches read the live shard on the calling thread and never wait for writes. At
most one optimization runs at a time; while it runs, every write is also recorded in its journal,
and the swap (load the copy, replay the journal, move `ACTIVE`) happens under the write lock, so
no write falls between the live shard and its replacement.

Where it can be cut: `open` takes the root's lock (`shards.DataRootLock`) before anything else, so
a second process is refused before it can remove what this one uses; then it removes the leftovers
of an optimization that did not finish (`shards.remove_abandoned_shards`, an orphaned child killed
first) and loads the shard. A crash at any step of `optimize` leaves `ACTIVE` naming a whole shard
(`shards`, `optimizer`). A write whose caller is cancelled while the engine applies it (a
request's timeout) completes, journal included: the engine call and the journal append are
shielded together.

Backups: `begin_snapshot` copies the live shard, flushed, under the write lock (no write, checkpoint
or swap between the flush and the end of the copy); the service holds its writes around it, so the
copy is the store's point in time too (backup/snapshot.py).
"""

from __future__ import annotations

import asyncio
import functools
import shutil
import time
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import structlog
from cachetools import LRUCache
from qdrant_edge import (
    Bm25Params,
    CountRequest,
    EdgeConfig,
    EdgeShard,
    FacetRequest,
    FieldCondition,
    Filter,
    Fusion,
    HnswIndexConfig,
    IsEmptyCondition,
    MatchAny,
    MatchValue,
    PayloadSelector,
    Prefetch,
    QuantizationSearchParams,
    Query,
    QueryRequest,
    RangeFloat,
    ScoredPoint,
    ScrollRequest,
    SearchParams,
    TextQuery,
    UpdateOperation,
)

from rag_context.backends.group_commit import GroupCommit
from rag_context.backends.removal import remove_child
from rag_context.backends.vectors.edge.durability import (
    CHECKPOINT_BYTES,
    WAL_DIR,
    fsync_tree,
    fsync_wal,
    wal_layout_problem,
)
from rag_context.backends.vectors.edge.layout import (
    CONFIG_FILE,
    DEFAULT_SEARCH_THREADS,
    HNSW,
    INDEXING_THRESHOLD_KB,
    EdgeLayout,
    load_config,
    read_layout,
    stored_dimension,
    write_layout,
)
from rag_context.backends.vectors.edge.optimizer import (
    JOURNAL_CAP_BYTES,
    Journal,
    Needs,
    OptimizationAbandoned,
    OptimizationDeferred,
    OptimizationRecord,
    available_memory,
    estimate_needs,
    holes_filled,
    load_replayed,
    optimization_interval,
    optimize_in_child,
    shard_disk_bytes,
    shortage,
)
from rag_context.backends.vectors.edge.payload import (
    TEXT_FIELD,
    recency_formula,
    build_filter,
    count_old_points,
    ensure_payload_indexes,
    listed_sources,
    point_from_chunk,
)
from rag_context.backends.vectors.edge.readahead import warm_page_cache
from rag_context.backends.vectors.edge.shards import (
    OPTIMIZER_LOCK,
    OPTIMIZER_RECORD,
    DataRootLock,
    active_shard_dir,
    copy_shard,
    names_active,
    next_shard_dir,
    remove_abandoned_shards,
    remove_shard_dir,
    shard_entries,
    write_active,
)
from rag_context.core.filters import DocumentFilter, FilterError, applying_filter, matching_sources
from rag_context.core.memory.currency import MEMORY_FIELDS, SUPERSEDED_AT_US, DocumentMemory
from rag_context.core.memory.ranking import Ranking
from rag_context.core.models import Chunk, ComponentStatus, FusionParams, Hit, RankedLists, SearchFilters, completed_hits, hit_from_point, unit_score_from_bm25, utc_now
from rag_context.core.ports import ConfigurationError, DependencyError, PointCounts, counted_documents

SOURCE_CACHE_SIZE = 64

log = structlog.get_logger(__name__)

DELETE_BATCH = 500  # document ids per delete-by-filter request
SCROLL_PAGE = 1000
# A quantized search ranks its candidates again by the float32 originals (read from disk for those
# candidates only), so the order fusion sees is the exact one.
DENSE_SEARCH_PARAMS = SearchParams(quantization=QuantizationSearchParams(rescore=True))

# Equal scores are common (RRF of mirrored ranks, BM25 of equal texts) and the engine returns them
# in an order that changes from process to process; a few extra candidates and a sort by id make
# the answer the same every time.
TIE_MARGIN = 5


def ranked(points: list[ScoredPoint], limit: int) -> list[ScoredPoint]:
    return sorted(points, key=lambda point: (-point.score, str(point.id)))[:limit]


@dataclass(frozen=True, slots=True)
class IndexInfo:
    """What the shard reports: points, and how many of their vectors are in an HNSW graph."""

    segments: int
    points: int
    indexed_vectors: int


def _log_failure_after_cancel(task: asyncio.Future[None]) -> None:
    """A shielded write whose caller was cancelled: its error has no one to raise to but the log."""
    if not task.cancelled() and task.exception() is not None:
        log.warning("edge.write_failed_after_cancel", error=str(task.exception()))


class EdgeVectorIndex:
    def __init__(
        self,
        shard: EdgeShard,
        fusion: FusionParams,
        root: Path,
        shard_dir: Path,
        config: EdgeConfig,
        layout: EdgeLayout,
        root_lock: DataRootLock,
        dimension: int,
        checkpoint_bytes: int = CHECKPOINT_BYTES,
    ) -> None:
        self._shard = shard
        self._dimension = dimension
        self._root_lock = root_lock
        self._layout = layout
        self._fusion = fusion
        self._bm25 = Bm25Params(k=fusion.bm25_k1, b=fusion.bm25_b)
        self._closed = False
        self._root = root
        self._shard_dir = shard_dir
        self._load_config = config
        # Writes take this lock; an optimization takes it to copy the shard and to swap the copy in.
        self._write_lock = asyncio.Lock()
        self._optimize_lock = asyncio.Lock()
        # While an optimization runs: every update applied since its copy, to replay onto the copy.
        self._journal: Journal | None = None
        self.journal_cap_bytes = JOURNAL_CAP_BYTES
        # The sources a filter's source pattern resolved to (`_source_candidates`: a facet over the
        # narrowed points, then the pattern), until the next write: an agent repeats a scope search
        # after search. A resolution that a write or a swap overlapped is not kept (`_source_changes`).
        self._source_cache: LRUCache[SearchFilters, list[str] | None] = LRUCache(maxsize=SOURCE_CACHE_SIZE)
        self._source_changes = 0
        # Whether points an older release wrote, without every derived source field, may be in the
        # shard: a native condition on a field they lack would leave them out, so until the next
        # optimization completes them (optimizer.complete_filter_fields) source patterns are
        # matched by the sources alone. Never set again once clear: every write has the fields.
        self.old_points = False
        self.points_since_optimization = 0
        self.optimizer_started = asyncio.Event()  # set while the child process runs (tests wait on it)
        self.optimizations = OptimizationRecord.load(root / OPTIMIZER_RECORD)
        # Where the engine's write-ahead log is not as `fsync_wal` expects, a sync is the engine's
        # full flush (slow, but durable); see `durability.wal_layout_problem`.
        self.wal_problem: str | None = None
        # The log of the shard in use (it moves with an optimization's swap).
        self._group_commit = GroupCommit(self._sync_log)
        self._checkpoint_bytes = checkpoint_bytes
        self._written = 0  # bytes (about) written to the log since the last checkpoint
        self._checkpoint_task: asyncio.Task[None] | None = None
        self.checkpoints = 0
        self.warmed_bytes = 0  # what the last `warm` asked the kernel to read

    @classmethod
    def open(
        cls,
        path: Path,
        dimension: int,
        fusion: FusionParams = FusionParams(),
        search_threads: int = DEFAULT_SEARCH_THREADS,
        indexing_threshold_kb: int = INDEXING_THRESHOLD_KB,
        layout: EdgeLayout = EdgeLayout(),
    ) -> "EdgeVectorIndex":
        """Open the shard under `path` (see `active_shard_dir`), creating it with its payload indexes
        when it does not exist. A shard whose segments were built with another layout has all its
        points counted as waiting for the optimization that converts them."""
        root = path
        # The root's owner first: the clean-up below removes what no other process may be using.
        root_lock = DataRootLock(root).acquire()
        try:
            return cls._open_locked(root, root_lock, dimension, fusion, search_threads, indexing_threshold_kb, layout)
        except BaseException:
            root_lock.release()
            raise

    @classmethod
    def _open_locked(
        cls,
        root: Path,
        root_lock: DataRootLock,
        dimension: int,
        fusion: FusionParams,
        search_threads: int,
        indexing_threshold_kb: int,
        layout: EdgeLayout,
    ) -> "EdgeVectorIndex":
        path = active_shard_dir(root)
        remove_abandoned_shards(root, path)
        config = load_config(dimension, search_threads, indexing_threshold_kb, layout)
        if (path / CONFIG_FILE).exists():
            stored = stored_dimension(path)
            if stored is not None and stored != dimension:
                raise ConfigurationError(
                    f"The vector index at {path} holds {stored}-dimension vectors but the configured embedder "
                    f"makes {dimension}-dimension ones. Run `rag-context reembed` (with this configuration) to "
                    f"build the vectors again with the configured embedder from the documents in the store; "
                    f"it keeps the old index until `rag-context reembed --drop-old`. Or configure the embedder "
                    f"that built this index."
                )
            # The engine wants the vectors named (as stored, checked above); see `load_config`.
            shard = EdgeShard.load(str(path), config)
        else:
            path.mkdir(parents=True, exist_ok=True)
            created = load_config(dimension, search_threads, indexing_threshold_kb, layout, HnswIndexConfig(**HNSW))
            shard = EdgeShard.create(str(path), created)
            write_layout(path, layout)
        ensure_payload_indexes(shard)
        index = cls(shard, fusion, root, path, config, layout, root_lock, dimension)
        index.check_wal_layout()
        info = shard.info()
        if read_layout(path) != layout.as_json():
            index.points_since_optimization = info.points_count  # all of them in the old layout
        else:
            # Points a previous process wrote and never had optimized count towards the next optimization.
            index.points_since_optimization = max(0, info.points_count - info.indexed_vectors_count)
        old_points = count_old_points(shard) if info.points_count else 0
        if old_points:
            # The next optimization completes their payload (its child, on its copy: a payload set
            # here would move each point out of its indexed segment): make it due now.
            index.old_points = True
            index.points_since_optimization = max(index.points_since_optimization, info.points_count)
            log.warning(
                "edge.old_points",
                points=old_points,
                consequence="until the next optimization gives them the derived source fields, source patterns "
                "are matched by a facet over every source (slower, same answers)",
            )
        return index

    @property
    def layout(self) -> EdgeLayout:
        return self._layout

    @staticmethod
    def drop(path: Path) -> None:
        """Remove the shard at `path` (a generation that is no longer used), if it is there."""
        remove_child(path.parent, path)

    async def upsert(self, chunks: Sequence[Chunk], vectors: Sequence[Sequence[float]]) -> None:
        points = [point_from_chunk(chunk, vector) for chunk, vector in zip(chunks, vectors, strict=True)]
        # What the log grows by, about: the vectors as float32 and the payload, mostly the text.
        size = sum(4 * len(vector) + 2 * len(chunk.text) + 512 for chunk, vector in zip(chunks, vectors))
        await self._update(UpdateOperation.upsert_points(points), size)
        self.points_since_optimization += len(points)
        self._written += size

    async def prune(self, document_id: str, keep_chunks: int) -> None:
        stale = Filter(
            must=[
                FieldCondition("documentId", match=MatchValue(document_id)),
                FieldCondition("chunkIndex", range=RangeFloat(gte=float(keep_chunks))),
            ]
        )
        await self._update(UpdateOperation.delete_points_by_filter(stale))

    async def delete_documents(self, document_ids: Sequence[str]) -> None:
        ids = list(dict.fromkeys(document_ids))
        for start in range(0, len(ids), DELETE_BATCH):
            doomed = Filter(must=[FieldCondition("documentId", match=MatchAny(ids[start : start + DELETE_BATCH]))])
            await self._update(UpdateOperation.delete_points_by_filter(doomed))

    async def sync(self) -> None:
        await self._group_commit.sync()
        self._maybe_checkpoint()

    def check_wal_layout(self) -> None:
        """Verify that the write-ahead log is where `fsync_wal` syncs it; if not (an engine upgrade
        moved it), every sync becomes the engine's full flush, and the operator is told loudly."""
        problem = wal_layout_problem(self._shard_dir)
        if problem is not None and self.wal_problem is None:
            log.error(
                "edge.wal_layout_unexpected",
                problem=problem,
                consequence="writes are made durable by the engine's full flush (slower) until fixed; "
                "durability.fsync_wal no longer matches this Qdrant Edge version",
            )
        self.wal_problem = problem

    async def _sync_log(self) -> None:
        """One sync of the group commit: the log's files, or the full flush when the log is not
        where expected. A sync that found no log segment to sync checks the layout again."""
        if self.wal_problem is None:
            synced = await self._call(fsync_wal, self._shard_dir / WAL_DIR)
            if synced:
                return
            await asyncio.to_thread(self.check_wal_layout)
            if self.wal_problem is None:
                return  # the log went with a shard swapped out meanwhile: its replacement was flushed
        await self._call(self._shard.flush)

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
        """The engine's flush: segments synced, the log truncated. Under the write lock, so that it
        never runs while an optimization copies the shard's files."""
        written, self._written = self._written, 0
        try:
            async with self._write_lock:
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

    async def points_per_document(self, document_ids: Sequence[str]) -> dict[str, int]:
        """A facet of documentId under a filter on the same documents. Not `exact`: an exact facet
        counts every value of the field against the filter (~350 ms a page of 500 documents at
        100,000 points), while this one counts the filtered points by their value (~2.5 ms); for
        a filter on the faceted field's own values the two agree (measured, and tested)."""
        if not document_ids:
            return {}
        ids = list(dict.fromkeys(document_ids))
        condition = Filter(must=[FieldCondition("documentId", match=MatchAny(ids))])
        response = self._read(self._shard.facet, FacetRequest("documentId", limit=len(ids), exact=False, filter=condition))
        return {str(hit.value): int(hit.count) for hit in response.hits}

    async def count_points(self, document_ids: Sequence[str], *, fingerprints: Sequence[str] | None = None, unversioned: bool = False) -> int:
        """An exact count from the payload indexes: a few milliseconds for a page of documents
        (an exact facet under the same filter takes ~250 ms at 100,000 points, measured)."""
        if not document_ids:
            return 0
        conditions: list[Any] = [FieldCondition("documentId", match=MatchAny(list(document_ids)))]
        if fingerprints is not None:
            if not fingerprints:
                return 0
            conditions.append(FieldCondition("fingerprint", match=MatchAny(list(fingerprints))))
        if unversioned:
            conditions.append(IsEmptyCondition("fingerprint"))
        return int(self._read(self._shard.count, CountRequest(exact=True, filter=Filter(must=conditions))))

    async def point_counts(self, document_id: str | None = None, *, document_ids: Sequence[str] | None = None) -> PointCounts:
        """Facets of the keyword indexes on documentId and fingerprint: the engine counts from its
        payload indexes, nothing is scrolled into Python (at 1,000,000 points the scroll of every
        payload took 21 s under the GIL). The binding holds the GIL for a whole facet, so the sweep
        asks for a store page's documents at a time (`document_ids`): each facet is then short."""
        scope = counted_documents(document_id, document_ids)
        if scope == []:
            return PointCounts({}, {}, {})
        conditions = [FieldCondition("documentId", match=MatchAny(scope))] if scope is not None else []
        condition = Filter(must=conditions) if conditions else None
        # A facet returns at most `limit` values: at most one per point in the scope.
        points = await self.count() if condition is None else self._read(self._shard.count, CountRequest(exact=True, filter=condition))
        if points == 0:
            return PointCounts({}, {}, {})
        by_document = await self._facet("documentId", condition, points)
        by_fingerprint = await self._facet("fingerprint", condition, points)
        # Points written before fingerprints were kept have none: their documents are compared by count.
        unversioned = await self._facet("documentId", Filter(must=[*conditions, IsEmptyCondition("fingerprint")]), points)
        return PointCounts(by_document, by_fingerprint, unversioned)

    async def _facet(self, key: str, condition: Filter | None, limit: int) -> dict[str, int]:
        response = await self._call(self._shard.facet, FacetRequest(key, limit=limit, exact=True, filter=condition))
        return {str(hit.value): int(hit.count) for hit in response.hits}

    async def delete_points(self, vector_ids: Sequence[str]) -> None:
        ids = list(dict.fromkeys(vector_ids))
        for start in range(0, len(ids), DELETE_BATCH):
            await self._update(UpdateOperation.delete_points(ids[start : start + DELETE_BATCH]))

    async def hybrid_search(
        self,
        vector: Sequence[float],
        text: str,
        filters: SearchFilters,
        limit: int,
        score_threshold: float,
        ranking: Ranking | None = None,
        ranking_only: bool = False,
    ) -> list[Hit]:
        """`ranking_only` is not taken up: hits are read whole (never partial). The engine reads a
        point's whole payload whatever a selector keeps (a query of 30 points costs the same with
        RANKING_FIELDS as with everything, measured), so a partial read and a second read of the
        results' texts cost more than they save here (docs/quality.md)."""
        sources = await self._source_candidates(filters)
        if sources == []:
            return []  # no source matches the pattern
        condition = self._condition(filters, sources)
        # The candidate depth does not follow the limit: a longer list is the same ranking, longer.
        fusion = ranking.fusion(self._fusion) if ranking is not None else self._fusion
        depth = fusion.prefetch_limit
        sides = [
            (
                fusion.dense_weight,
                Prefetch(
                    limit=depth, query=Query.Nearest(list(vector)), params=DENSE_SEARCH_PARAMS, filter=condition,
                    score_threshold=score_threshold,
                ),
            ),
            (fusion.keyword_weight, Prefetch(limit=depth, query=TextQuery(TEXT_FIELD, text, self._bm25), filter=condition)),
        ]
        sides = [(weight, prefetch) for weight, prefetch in sides if weight > 0]  # a side of weight 0 adds nothing
        fused = Fusion.Rrf(k=fusion.rrf_k, weights=[weight for weight, _ in sides])
        prefetches = [prefetch for _, prefetch in sides]
        recency = ranking.recency if ranking is not None else None
        if recency is not None:
            # The decay multiplies the fused scores of the fusion's candidates, in the engine.
            instant = ranking.instant or utc_now()  # type: ignore[union-attr]
            prefetches = [Prefetch(limit=depth, prefetches=prefetches, query=fused, filter=condition)]
            query: Any = recency_formula(recency, instant)
        else:
            query = fused
        request = QueryRequest(limit=limit + TIE_MARGIN, prefetches=prefetches, query=query, filter=condition, with_payload=True)
        points = ranked(self._read(self._shard.query, request), limit)
        best = fusion.best_fused_score
        return [hit_from_point(point, point.score / best) for point in points]

    async def dense_search(
        self, vector: Sequence[float], filters: SearchFilters, limit: int, document_ids: Sequence[str] | None = None
    ) -> list[Hit]:
        sources = await self._source_candidates(filters)
        if sources == [] or document_ids == []:
            return []
        condition = self._condition(filters, sources)
        if document_ids is not None:
            only = FieldCondition("documentId", match=MatchAny(list(document_ids)))
            condition = Filter(must=[only], must_not=None) if condition is None else Filter(must=[*(condition.must or []), only], must_not=condition.must_not)
        request = QueryRequest(limit=limit + TIE_MARGIN, query=Query.Nearest(list(vector)), params=DENSE_SEARCH_PARAMS, filter=condition, with_payload=True)
        return [hit_from_point(point, point.score) for point in ranked(self._read(self._shard.query, request), limit)]

    async def superseded_points(self) -> tuple[dict[str, int], dict[int, int]]:
        carrying = Filter(must_not=[IsEmptyCondition(SUPERSEDED_AT_US)])
        points = self._read(self._shard.count, CountRequest(exact=True, filter=carrying))
        if points == 0:
            return {}, {}
        by_document = await self._facet("documentId", carrying, points)
        by_instant = await self._facet(SUPERSEDED_AT_US, carrying, points)
        return by_document, {int(float(value)): count for value, count in by_instant.items()}

    async def set_memory(self, documents: Sequence[tuple[str, DocumentMemory]]) -> None:
        """Each document's points given its memory fields as they are now: those set written, the
        others removed. (Edge moves the points whose payload is set out of their indexed segment:
        they count towards the next optimization, as written points do.)"""
        for document_id, memory in documents:
            selector = Filter(must=[FieldCondition("documentId", match=MatchValue(document_id))])
            fields = memory.payload_fields()
            unset = [key for key in MEMORY_FIELDS if key not in fields]
            if fields:
                await self._update(UpdateOperation.set_payload_by_filter(selector, fields))
            if unset:
                await self._update(UpdateOperation.delete_payload_by_filter(selector, unset))
            self.points_since_optimization += (await self.points_per_document([document_id])).get(document_id, 0)

    async def keyword_search(self, text: str, filters: SearchFilters, limit: int, ranking_only: bool = False) -> list[Hit]:
        sources = await self._source_candidates(filters)
        if sources == []:
            return []
        request = QueryRequest(
            limit=limit + TIE_MARGIN,
            query=TextQuery(TEXT_FIELD, text, self._bm25),
            filter=self._condition(filters, sources),
            with_payload=True,
        )
        points = ranked(self._read(self._shard.query, request), limit)
        return [hit_from_point(point, unit_score_from_bm25(point.score)) for point in points]

    async def complete(self, hits: Sequence[Hit]) -> list[Hit]:
        ids = [hit.vector_id for hit in hits if hit.partial]
        if not ids:
            return list(hits)
        return completed_hits(hits, self._read(lambda: self._shard.retrieve(point_ids=ids, with_payload=True, with_vector=False)))

    async def set_chunk_lines(self, rows: Sequence[tuple[str, int, int]]) -> None:
        lines = {vector_id: (start, end) for vector_id, start, end in rows}
        ids = list(lines)
        for first in range(0, len(ids), DELETE_BATCH):
            batch = ids[first : first + DELETE_BATCH]
            # Only the points that are there: a pending document's chunks have none yet.
            present = self._read(lambda: self._shard.retrieve(point_ids=batch, with_payload=False, with_vector=False))
            for record in present:
                start, end = lines[str(record.id)]
                await self._update(UpdateOperation.set_payload([record.id], {"lineStart": start, "lineEnd": end}))
            # Edge moves a point whose payload is set out of its indexed segment (a full scan finds
            # it until the next optimization): they count towards that optimization.
            self.points_since_optimization += len(present)

    async def ranked_lists(
        self, vector: Sequence[float], text: str, filters: SearchFilters, depth: int, score_threshold: float
    ) -> RankedLists:
        """The two prefetches of `hybrid_search`, each on its own: no payload, ids and scores (under
        the same filter, a source pattern's exact sources included, so the ranks are the search's)."""
        sources = await self._source_candidates(filters)
        if sources == []:
            return RankedLists(dense=[], keyword=[])
        condition = self._condition(filters, sources)
        dense = QueryRequest(
            limit=depth, query=Query.Nearest(list(vector)), params=DENSE_SEARCH_PARAMS, filter=condition,
            score_threshold=score_threshold, with_payload=False,
        )
        keyword = QueryRequest(limit=depth, query=TextQuery(TEXT_FIELD, text, self._bm25), filter=condition, with_payload=False)
        return RankedLists(
            dense=[(str(point.id), point.score) for point in ranked(self._read(self._shard.query, dense), depth)],
            keyword=[(str(point.id), point.score) for point in ranked(self._read(self._shard.query, keyword), depth)],
        )

    async def vectors(self, vector_ids: Sequence[str]) -> list[list[float]]:
        records = self._read(lambda: self._shard.retrieve(point_ids=list(vector_ids), with_payload=False, with_vector=True))
        # Each read of `record.vector` converts the engine's vector into a new Python list: read it once.
        return [vector for record in records if (vector := record.vector) is not None]

    async def vectors_of(self, vector_ids: Sequence[str]) -> dict[str, list[float]]:
        records = self._read(lambda: self._shard.retrieve(point_ids=list(vector_ids), with_payload=False, with_vector=True))
        return {str(record.id): vector for record in records if (vector := record.vector) is not None}

    async def count(self) -> int:
        return self._read(self._shard.count, CountRequest(exact=True))

    async def index_info(self) -> IndexInfo:
        info = self._read(self._shard.info)
        return IndexInfo(segments=info.segments_count, points=info.points_count, indexed_vectors=info.indexed_vectors_count)

    def optimization_due(self, threshold: int) -> bool:
        """Enough points written since the last optimization (`optimization_interval`: the larger of
        `threshold` and a tenth of the shard), and no failure's backoff or deferral under way."""
        if self.points_since_optimization == 0 or not self.optimizations.due():
            return False
        points = self._read(self._shard.info).points_count
        return self.points_since_optimization >= optimization_interval(threshold, points)

    def optimization_state(self) -> dict[str, Any]:
        """What became of the optimizations (for /health and `rag-context check`)."""
        return {"pointsSinceOptimization": self.points_since_optimization, **self.optimizations.detail()}

    async def optimize(self) -> bool:
        """Build the HNSW graphs (and merge and vacuum segments) in a child process, without holding
        up searches but for the load of the optimized copy (the binding holds the GIL while it loads):
        see `optimizer`. Writes wait while the shard is copied and while the copy is loaded and the
        journal replayed onto it. Returns whether the engine changed any segment. One optimization
        at a time; a failed one leaves the live shard as it was. Raises OptimizationDeferred when
        the estimated memory or disk is not there, OptimizationAbandoned when the writes made
        meanwhile outgrew the journal, DependencyError when the child failed: each is recorded."""
        async with self._optimize_lock:
            try:
                needs = await asyncio.to_thread(self._check_resources)
            except OptimizationDeferred as error:
                self.optimizations.finished("deferred", str(error))
                raise
            self.optimizations.started()
            started = time.perf_counter()
            try:
                figures = await self._optimize_once()
            except OptimizationDeferred as error:  # the copy made takes more than estimated
                self.optimizations.finished("deferred", str(error))
                raise
            except OptimizationAbandoned as error:
                self.optimizations.finished("abandoned", str(error))
                raise
            except asyncio.CancelledError:
                self.optimizations.finished("abandoned", "the service closed during the optimization", retry=False)
                raise
            except DependencyError as error:
                self.optimizations.finished("failed", str(error))
                raise
            except OSError as error:  # the copy or the swap: a full disk, say
                self.optimizations.finished("failed", f"{type(error).__name__}: {error}")
                raise DependencyError(f"qdrant edge optimization failed: {error}") from error
            figures["seconds"] = round(time.perf_counter() - started, 2)
            figures["estimatedDiskBytes"] = needs.disk_bytes
            self.optimizations.finished("succeeded", figures=figures)
        await self.warm()
        return bool(figures["changed"])

    async def complete_payloads(self) -> int:
        """Give the points an older release wrote the filter fields they lack, now: by an
        optimization, whose child completes them on its copy (`rag-context backfill`; the service
        leaves it to its next optimization, which `open` made due). Returns how many were completed."""
        if not self.old_points:
            return 0
        before = self._read(count_old_points, self._shard)
        await self.optimize()
        return before - self._read(count_old_points, self._shard)

    def _check_resources(self, copy: Path | None = None) -> Needs:
        """The child's estimated memory and disk; OptimizationDeferred when they are not available.
        Before the copy, estimated from the live shard; once the copy is made (`copy`), from what
        the copy takes (a file system that kept none of its holes shows here), less the copy
        itself, which is on disk (and, on tmpfs, in memory) already."""
        info = self._read(self._shard.info)
        filled = holes_filled(self._root)  # tmpfs: the child's reads fill the preallocated files
        entries = [copy] if copy is not None else shard_entries(self._root, self._shard_dir)
        shard_bytes = shard_disk_bytes(entries, filled)
        old_points = self._read(count_old_points, self._shard) if self.old_points else 0
        needs = estimate_needs(shard_bytes, info.points_count, self._dimension, old_points, disk_is_memory=filled)
        if copy is not None:
            needs = Needs(needs.memory_bytes - (shard_bytes if filled else 0), needs.disk_bytes - shard_bytes)
        reason = shortage(needs, available_memory(), shutil.disk_usage(self._root).free)
        if reason is not None:
            raise OptimizationDeferred(f"optimization deferred: {reason}")
        return needs

    async def _optimize_once(self) -> dict[str, Any]:
        target = await asyncio.to_thread(next_shard_dir, self._root, self._shard_dir)
        journal = Journal(self.journal_cap_bytes)
        phases: dict[str, float] = {}  # seconds of each step, kept with the run's figures
        clock = time.perf_counter()

        def phase(name: str) -> None:
            nonlocal clock
            now = time.perf_counter()
            phases[name] = round(now - clock, 2)
            clock = now

        async with self._write_lock:
            await self._call(self._shard.flush)
            entries = await asyncio.to_thread(shard_entries, self._root, self._shard_dir)
            # Not synced file by file while writes wait: the whole copy is, once the child is done
            # and before ACTIVE names it (fsync_tree below).
            copied = await asyncio.to_thread(copy_shard, self._shard_dir, target, entries, False)
            self._journal = journal
            optimized_points = self.points_since_optimization
        phase("copySeconds")  # writes wait
        try:
            await asyncio.to_thread(self._check_resources, target)  # what the copy really takes
            report = await optimize_in_child(target, self.optimizer_started, journal)
            phase("childSeconds")
            (target / OPTIMIZER_LOCK).unlink(missing_ok=True)
            # The copy holds the configuration this process loaded, so its segments are in this layout now.
            await asyncio.to_thread(write_layout, target, self._layout)
            # What the child wrote (gigabytes at a million points, minutes of write-back on a slow
            # disk) is synced before writes are held; under the lock only the replay's flush is left.
            await asyncio.to_thread(fsync_tree, target)
            phase("syncSeconds")
            async with self._write_lock:
                if journal.overflowed.is_set():
                    raise OptimizationAbandoned("optimization abandoned: the writes made meanwhile passed the journal's cap")
                replacement = await asyncio.to_thread(load_replayed, target, self._load_config, list(journal.operations))
                try:
                    # What the replay flushed, on disk before ACTIVE names the copy.
                    await asyncio.to_thread(fsync_tree, target)
                    await asyncio.to_thread(write_active, self._root, target)
                except BaseException:
                    if not names_active(self._root, target):  # not switched: the live shard stays
                        await asyncio.to_thread(replacement.close)
                        raise
                previous, previous_dir = self._shard, self._shard_dir
                self._shard, self._shard_dir, self._journal = replacement, target, None
                self._forget_sources()
                if self.old_points:  # the child completed them, unless it could not
                    self.old_points = count_old_points(replacement) > 0
                self.points_since_optimization = max(0, self.points_since_optimization - optimized_points)
            phase("swapSeconds")  # writes wait; the load holds the GIL
        except BaseException:
            self._journal = None
            if not names_active(self._root, target):
                await asyncio.to_thread(functools.partial(remove_child, self._root, target, ignore_errors=True))
            raise
        await asyncio.to_thread(previous.close)
        await asyncio.to_thread(remove_shard_dir, self._root, previous_dir)
        phase("cleanupSeconds")
        return {
            "changed": bool(report.get("changed")),
            "points": report.get("points"),
            "shardBytes": copied,
            "peakRssBytes": report.get("peakRssBytes"),
            "peakAnonymousBytes": report.get("peakAnonymousBytes"),
            "peakDiskBytes": report.get("peakDiskBytes"),
            "filterFieldsCompleted": report.get("filterFieldsCompleted"),
            **phases,
        }

    async def begin_snapshot(self, directory: Path) -> "EdgeSnapshot":
        """Copy the live shard, flushed, into `directory` (a backup's vectors part): under the write
        lock, so that no update, checkpoint or optimization swap cuts in; an optimization under way
        goes on in its child, on its own copy. The caller holds the service's writes, so that this
        point is the store's too."""
        async with self._write_lock:
            await self._call(self._shard.flush)
            entries = await asyncio.to_thread(shard_entries, self._root, self._shard_dir)
            # Not synced: the archive made of it is (and writes wait while this runs).
            await asyncio.to_thread(copy_shard, self._shard_dir, directory, entries, False)
            points = self._read(self._shard.count, CountRequest(exact=True))
        return EdgeSnapshot(points, self._layout)

    async def warm(self) -> int:
        """The shard's files into the page cache, in the background of the kernel (see
        `warm_page_cache`); run at start and after an optimization. Returns the bytes asked for."""
        shard_dir = self._shard_dir
        self.warmed_bytes = await asyncio.to_thread(warm_page_cache, shard_dir)
        return self.warmed_bytes

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
            try:
                await asyncio.to_thread(self._shard.flush)
                await asyncio.to_thread(self._shard.close)
            finally:
                self._root_lock.release()

    async def _update(self, operation: UpdateOperation, size: int = 256) -> None:
        """Apply a write to the live shard and, while an optimization runs, to its journal: both or
        neither. Shielded: a caller cancelled (a request's timeout) while the engine applies it
        must not leave it applied but missing from the journal (lost at the swap)."""
        applying = asyncio.ensure_future(self._apply(operation, size))
        try:
            await asyncio.shield(applying)
        except asyncio.CancelledError:
            applying.add_done_callback(_log_failure_after_cancel)
            raise

    async def _apply(self, operation: UpdateOperation, size: int) -> None:
        async with self._write_lock:
            try:
                await self._call(self._shard.update, operation)
            finally:
                # After the write (a resolution made while it ran may have seen either side of it).
                self._forget_sources()
            if self._journal is not None:
                self._journal.append(operation, size)

    def _forget_sources(self) -> None:
        self._source_cache.clear()
        self._source_changes += 1

    async def _source_candidates(self, filters: SearchFilters) -> list[str] | None:
        """The distinct sources a source prefix or glob matches among the points the rest of the
        filter selects (None: the filter asks for no pattern, or the payload conditions say it
        exactly, as for 'src/**/*.cs', 'docs/*.md', '**/tests/**' or a glob without a wildcard).
        Edge has no pattern condition: a facet lists the sources under the native narrowing, the
        pattern keeps the right ones (on a worker thread, within a budget: there may be 100,000),
        and the search then asks for exactly those, so its ranks and limits are a native filter's.
        While points of an older release are in the shard, every pattern is resolved so, over every
        source. A pattern the index cannot resolve is the request's FilterError."""
        if filters in self._source_cache:
            return self._source_cache[filters]
        document_filter = filters.document_filter
        if document_filter is None or not document_filter.narrows_source:
            return None
        if self.old_points:
            # Cheap (a keyword index), and only while old points were there: they may all be deleted.
            self.old_points = self._read(count_old_points, self._shard) > 0
        native = not self.old_points
        with applying_filter("qdrant edge"):
            exact = native and document_filter.source_exact_natively
            condition = None if exact else build_filter(filters, native_sources=native)
        changes = self._source_changes
        sources = None if exact else await asyncio.to_thread(self._resolve_sources, document_filter, condition)
        if changes == self._source_changes:
            self._source_cache[filters] = sources
        return sources

    def _resolve_sources(self, document_filter: DocumentFilter, condition: Filter | None) -> list[str]:
        listed = self._read(listed_sources, self._shard, condition)
        with applying_filter("qdrant edge"):
            return matching_sources(document_filter, listed)

    def _condition(self, filters: SearchFilters, sources: list[str] | None) -> Filter | None:
        with applying_filter("qdrant edge"):
            return build_filter(filters, sources, native_sources=not self.old_points)

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
        except FilterError:  # the request's pattern, not the engine (payload.listed_sources)
            raise
        except Exception as error:  # the binding raises plain Exception for engine errors
            raise DependencyError(f"qdrant edge: {error}") from error


@dataclass(frozen=True, slots=True)
class EdgeSnapshot:
    """The live shard copied by `begin_snapshot`: nothing is left to write."""

    points: int
    layout: EdgeLayout

    async def finish(self) -> dict[str, Any]:
        return {"kind": "qdrant-edge", "points": self.points, "layout": self.layout.as_json()}

    async def discard(self) -> None:
        return None
