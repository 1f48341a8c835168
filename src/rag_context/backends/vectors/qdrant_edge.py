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

Edge builds the HNSW graph only when asked (`EdgeShard.optimize`); until then a segment is searched
by a full scan. The binding holds the GIL for the whole optimization (6 s at 12,000 points here,
minutes at 100,000: no other thread of the process runs meanwhile, measured), so the optimization
runs in a child process on a copy of the shard, while this one goes on serving: searches read the
live shard, writes go to it and to a journal; then the optimized copy is loaded, the journal
replayed onto it, and it takes the live shard's place (`ACTIVE` names the shard directory in use).
Loading holds the GIL as well: that one stall, about the shard's start-up time, remains.

Memory (`EdgeLayout`): by default the dense vectors are also kept as int8 scalar quantizations (a
quarter of the float32 size), which the HNSW graph is searched with (the codes are mapped and read
at load), and the float32 originals and the payloads stay in memory-mapped files read when touched
(the originals only to rescore a prefetch's candidates, the payloads only for the hits returned):
memory holds what the searches touch, not the whole shard. Before, Edge read vectors and payloads
into memory at load: at 1,000,000 chunks 1.5 GB of vectors and 0.9 GB of payloads (docs/scale.md).
Edge drops a cold file from the page cache when it closes it, so the shard's files are read ahead
(`warm`) after a start and an optimization: the first searches would otherwise wait for the disk.
The engine builds quantizations when it optimizes a segment, so a shard opened with a layout other
than the one its segments were built with counts all its points as waiting for an optimization,
which converts them (`LAYOUT_FILE` records the layout the last optimization built).
"""

from __future__ import annotations

import asyncio
import json
import os
import shutil
import stat
import sys
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from typing import Any

import structlog
from qdrant_edge import (
    Bm25Params,
    CountRequest,
    Distance,
    EdgeConfig,
    EdgeOptimizersConfig,
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
    QuantizationSearchParams,
    Query,
    QueryRequest,
    RangeFloat,
    ScalarQuantizationConfig,
    ScalarType,
    ScoredPoint,
    SearchParams,
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
# The collection's HNSW graph: set at creation, persisted by Edge in edge_config.json and kept on
# every load. full_scan_threshold (KB of vectors): a segment, or a filter's matches, below it are
# scanned, which is faster than the graph there (1 % of 100,000 chunks is ~1,500 KB).
HNSW = {"m": 16, "ef_construct": 100, "full_scan_threshold": 10000}
# Segments above this many KB of vectors get an HNSW graph when optimized (Qdrant's default:
# ~6,600 MiniLM vectors); given on every open so that it is the one in effect.
INDEXING_THRESHOLD_KB = 10000
ACTIVE_FILE = "ACTIVE"  # names the shard directory in use, once an optimization has swapped one in
SHARD_PREFIX = "shard-"
OPTIMIZER_NICENESS = 10  # the child that optimizes yields the CPU to the serving process
WAL_DIR = "wal"
CHECKPOINT_BYTES = 32 * 1024 * 1024  # about what the log holds after this much written: one segment
LAYOUT_FILE = "rag_layout.json"  # the EdgeLayout the shard's segments were built with
# The layout of shards made before layouts were configurable: everything read into memory at load.
LEGACY_LAYOUT_NAME = {"quantization": "none", "onDisk": False}
# The int8 range covers this quantile of the vector components (Qdrant's recommended 0.99): the
# rare outliers are clipped rather than stretching the scale for all the others.
QUANTIZATION_QUANTILE = 0.99
# A quantized search ranks its candidates again by the float32 originals (read from disk for those
# candidates only), so the order fusion sees is the exact one.
DENSE_SEARCH_PARAMS = SearchParams(quantization=QuantizationSearchParams(rescore=True))


@dataclass(frozen=True, slots=True)
class EdgeLayout:
    """How the shard holds its data in memory (RAG_EDGE_QUANTIZATION, RAG_EDGE_ON_DISK)."""

    quantization: str = "int8"  # "int8": int8 scalar quantizations in memory; "none"
    on_disk: bool = True  # float32 originals and payloads memory-mapped, read when touched

    def as_json(self) -> dict[str, Any]:
        return {"quantization": self.quantization, "onDisk": self.on_disk}

    @property
    def memory(self) -> Memory:
        return Memory.Cold if self.on_disk else Memory.Cached

    def vector_params(self, dimension: int) -> EdgeVectorParams:
        return EdgeVectorParams(size=dimension, distance=Distance.Cosine, memory=self.memory)

    def quantization_config(self) -> ScalarQuantizationConfig | None:
        if self.quantization == "none":
            return None
        # On disk, the codes are mapped and read at load (Cached), not copied into memory (Pinned:
        # the load of a 100,000-chunk shard 1.2 s instead of 0.84 s) nor left cold (0.26 s, but
        # Edge drops a cold file from the page cache when it closes it, so after every start or
        # optimization each search's graph walk read thousands of pages from disk: at 1,000,000
        # chunks 2,000-3,000 major faults and 100-155 ms a search until they were all read).
        memory = Memory.Cached if self.on_disk else Memory.Pinned
        return ScalarQuantizationConfig(type=ScalarType.Int8, quantile=QUANTIZATION_QUANTILE, memory=memory)


def read_layout(shard_dir: Path) -> dict[str, Any]:
    """The layout the shard's segments were built with (LEGACY_LAYOUT_NAME when it predates them)."""
    try:
        return dict(json.loads((shard_dir / LAYOUT_FILE).read_text()))
    except FileNotFoundError:
        return dict(LEGACY_LAYOUT_NAME)


def write_layout(shard_dir: Path, layout: EdgeLayout) -> None:
    write_durably(shard_dir, LAYOUT_FILE, json.dumps(layout.as_json()))


def write_durably(directory: Path, name: str, text: str) -> None:
    """Write a small file atomically and durably: a crash leaves the old one or the new, whole."""
    temporary = directory / (name + ".tmp")
    with open(temporary, "w") as handle:
        handle.write(text)
        handle.flush()
        os.fsync(handle.fileno())
    os.replace(temporary, directory / name)
    descriptor = os.open(directory, os.O_RDONLY)
    try:
        os.fsync(descriptor)  # the rename
    finally:
        os.close(descriptor)


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


@dataclass(frozen=True, slots=True)
class IndexInfo:
    """What the shard reports: points, and how many of their vectors are in an HNSW graph."""

    segments: int
    points: int
    indexed_vectors: int


def active_shard_dir(root: Path) -> Path:
    """The directory of the shard in use under `root`: `root` itself until an optimization swapped
    a copy in (`root/shard-N`, named by `root/ACTIVE`)."""
    marker = root / ACTIVE_FILE
    if marker.exists():
        return root / marker.read_text().strip()
    return root


def _own_entries(root: Path) -> list[Path]:
    """The files of a shard kept directly in `root` (the layout before any optimization swap)."""
    return [entry for entry in root.iterdir() if entry.name != ACTIVE_FILE and not entry.name.startswith(SHARD_PREFIX)]


def copy_shard(root: Path, source: Path, target: Path) -> None:
    """Copy the (flushed) shard at `source` (`root` itself or a directory under it) to `target`."""
    target.mkdir(parents=True)
    for entry in _own_entries(root) if source == root else list(source.iterdir()):
        if entry.is_dir():
            shutil.copytree(entry, target / entry.name)
        else:
            shutil.copy2(entry, target / entry.name)


def remove_shard_dir(root: Path, shard_dir: Path) -> None:
    """Remove a shard no longer in use: its directory, or its files when it lived in `root` itself."""
    if shard_dir == root:
        for entry in _own_entries(root):
            shutil.rmtree(entry) if entry.is_dir() else entry.unlink()
    elif shard_dir.exists():
        shutil.rmtree(shard_dir)


def write_active(root: Path, shard_dir: Path) -> None:
    """Name `shard_dir` the shard in use, atomically and durably (a crash leaves the old or the new)."""
    write_durably(root, ACTIVE_FILE, shard_dir.name)


def remove_abandoned_shards(root: Path, active: Path) -> None:
    """Copies left by an optimization that did not finish (the process died), and the shard files a
    finished swap had not removed yet."""
    for entry in root.iterdir():
        if entry.name.startswith(SHARD_PREFIX) and entry != active:
            shutil.rmtree(entry, ignore_errors=True)
    if active != root:
        remove_shard_dir(root, root)
    (root / (ACTIVE_FILE + ".tmp")).unlink(missing_ok=True)


def next_shard_dir(root: Path, current: Path) -> Path:
    number = int(current.name[len(SHARD_PREFIX):]) + 1 if current != root else 1
    return root / f"{SHARD_PREFIX}{number}"


def load_config(
    dimension: int, search_threads: int, indexing_threshold_kb: int, layout: EdgeLayout, hnsw: HnswIndexConfig | None = None
) -> EdgeConfig:
    """The configuration given to every load: the vectors (checked against the stored ones) and
    their memory, the search pool, the optimizers' indexing threshold and the layout; every
    parameter left unset keeps the shard's own (the HNSW graph's among them: `hnsw` is given at
    creation only). The engine stores it at once; segments built before keep their layout until
    optimized. Unset, a quantization stays as it was: one switched off applies to new shards only
    (Edge has no "none" to give)."""
    return EdgeConfig(
        vectors=layout.vector_params(dimension),
        hnsw_config=hnsw,
        payload_memory=layout.memory,
        quantization_config=layout.quantization_config(),
        max_search_threads=search_threads,
        optimizers=EdgeOptimizersConfig(indexing_threshold=indexing_threshold_kb),
    )


def warm_page_cache(shard_dir: Path) -> int:
    """Ask the kernel to read the shard's segment files into its page cache (POSIX_FADV_WILLNEED:
    read ahead in the background; nothing is mapped into this process, so its resident set does
    not grow). On disk (EdgeLayout), the first searches after a start or an optimization's swap
    otherwise wait for a disk read of every page they touch: at 1,000,000 chunks, hybrid p99 93 ms
    over the first 300 searches against 7.7 ms over the next 300 (measured). Only the ranges that
    hold data: the engine preallocates its files (sparse), and reading their holes would fill the
    page cache with zeros. Best effort: a file that went away (a swap meanwhile) is skipped.
    Returns the bytes asked for."""
    asked = 0
    for path in (shard_dir / "segments").rglob("*"):
        try:
            descriptor = os.open(path, os.O_RDONLY)
        except (IsADirectoryError, FileNotFoundError, PermissionError):
            continue
        try:
            for start, length in data_ranges(descriptor):
                os.posix_fadvise(descriptor, start, length, os.POSIX_FADV_WILLNEED)
                asked += length
        except OSError:
            pass
        finally:
            os.close(descriptor)
    return asked


def data_ranges(descriptor: int) -> list[tuple[int, int]]:
    """(offset, length) of the parts of a file that hold data, its holes left out (SEEK_DATA)."""
    status = os.fstat(descriptor)
    if not stat.S_ISREG(status.st_mode):
        return []  # a directory opens too
    size = status.st_size
    ranges: list[tuple[int, int]] = []
    position = 0
    while position < size:
        try:
            start = os.lseek(descriptor, position, os.SEEK_DATA)
        except OSError:  # ENXIO: only a hole from here to the end
            break
        end = os.lseek(descriptor, start, os.SEEK_HOLE)
        ranges.append((start, end - start))
        position = end
    return ranges


def fsync_wal(wal_dir: Path) -> None:
    """Sync the write-ahead log's segment files and directory. The engine writes the log through
    shared memory maps; on Linux fsync writes a file's dirty pages back however they were dirtied.
    A segment renamed (open -> closed) while this runs is synced under its new name; one the
    engine removed was checkpointed already."""
    if not wal_dir.exists():
        return  # the shard was swapped for an optimized copy meanwhile: that one was flushed whole
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
        root: Path,
        shard_dir: Path,
        config: EdgeConfig,
        layout: EdgeLayout,
        checkpoint_bytes: int = CHECKPOINT_BYTES,
    ) -> None:
        self._shard = shard
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
        self._journal: list[UpdateOperation] | None = None
        self.points_since_optimization = 0
        self.optimizer_started = asyncio.Event()  # set while the child process runs (tests wait on it)
        # The log of the shard in use (it moves with an optimization's swap).
        self._group_commit = GroupCommit(lambda: self._call(fsync_wal, self._shard_dir / WAL_DIR))
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
        path = active_shard_dir(root) if root.exists() else root
        if root.exists():
            remove_abandoned_shards(root, path)
        config_file = path / CONFIG_FILE
        config = load_config(dimension, search_threads, indexing_threshold_kb, layout)
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
            # The engine wants the vectors named (as stored, checked above); see `load_config`.
            shard = EdgeShard.load(str(path), config)
        else:
            path.mkdir(parents=True, exist_ok=True)
            created = load_config(dimension, search_threads, indexing_threshold_kb, layout, HnswIndexConfig(**HNSW))
            shard = EdgeShard.create(str(path), created)
            write_layout(path, layout)
        ensure_payload_indexes(shard)
        index = cls(shard, fusion, root, path, config, layout)
        info = shard.info()
        if read_layout(path) != layout.as_json():
            index.points_since_optimization = info.points_count  # all of them in the old layout
        else:
            # Points a previous process wrote and never had optimized count towards the next optimization.
            index.points_since_optimization = max(0, info.points_count - info.indexed_vectors_count)
        return index

    @property
    def layout(self) -> EdgeLayout:
        return self._layout

    @staticmethod
    def drop(path: Path) -> None:
        """Remove the shard at `path` (a generation that is no longer used), if it is there."""
        if path.exists():
            shutil.rmtree(path)

    async def upsert(self, chunks: Sequence[Chunk], vectors: Sequence[Sequence[float]]) -> None:
        points = [Point(chunk.vector_id, list(vector), chunk.payload()) for chunk, vector in zip(chunks, vectors, strict=True)]
        await self._update(UpdateOperation.upsert_points(points))
        self.points_since_optimization += len(points)
        # What the log grows by, about: the vectors as float32 and the payload, mostly the text.
        self._written += sum(4 * len(vector) + 2 * len(chunk.text) + 512 for chunk, vector in zip(chunks, vectors))

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
    ) -> list[Hit]:
        condition = build_filter(filters)
        # The candidate depth does not follow the limit: a longer list is the same ranking, longer.
        fusion = self._fusion
        depth = fusion.prefetch_limit
        request = QueryRequest(
            limit=limit + TIE_MARGIN,
            prefetches=[
                Prefetch(
                    limit=depth, query=Query.Nearest(list(vector)), params=DENSE_SEARCH_PARAMS, filter=condition,
                    score_threshold=score_threshold,
                ),
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

    async def index_info(self) -> IndexInfo:
        info = self._read(self._shard.info)
        return IndexInfo(segments=info.segments_count, points=info.points_count, indexed_vectors=info.indexed_vectors_count)

    async def optimize(self) -> bool:
        """Build the HNSW graphs (and merge and vacuum segments) in a child process, without holding
        up searches but for the load of the optimized copy (the binding holds the GIL while it loads):
        see the module's docstring. Writes wait while the shard is copied and while the copy is
        loaded and the journal replayed onto it. Returns whether the engine changed any
        segment. One optimization at a time; a failed one leaves the live shard as it was."""
        async with self._optimize_lock:
            target = next_shard_dir(self._root, self._shard_dir)
            async with self._write_lock:
                await self._call(self._shard.flush)
                await asyncio.to_thread(copy_shard, self._root, self._shard_dir, target)
                self._journal = []
                optimized_points = self.points_since_optimization
            try:
                changed = await self._optimize_copy(target)
                # The copy holds the configuration this process loaded, so its segments are in this layout now.
                await asyncio.to_thread(write_layout, target, self._layout)
                async with self._write_lock:
                    replacement = await asyncio.to_thread(self._load_replayed, target, list(self._journal or []))
                    try:
                        await asyncio.to_thread(write_active, self._root, target)
                    except BaseException:
                        if active_shard_dir(self._root) != target:  # not switched: the live shard stays
                            await asyncio.to_thread(replacement.close)
                            raise
                    previous, previous_dir = self._shard, self._shard_dir
                    self._shard, self._shard_dir, self._journal = replacement, target, None
                    self.points_since_optimization = max(0, self.points_since_optimization - optimized_points)
            except BaseException:
                self._journal = None
                if active_shard_dir(self._root) != target:
                    await asyncio.to_thread(shutil.rmtree, target, True)
                raise
            await asyncio.to_thread(previous.close)
            await asyncio.to_thread(remove_shard_dir, self._root, previous_dir)
        await self.warm()
        return changed

    async def _optimize_copy(self, target: Path) -> bool:
        process = await asyncio.create_subprocess_exec(
            sys.executable, "-m", __name__, "optimize", str(target),
            stdout=asyncio.subprocess.PIPE, stderr=asyncio.subprocess.PIPE,
        )
        self.optimizer_started.set()
        try:
            out, err = await process.communicate()
        except BaseException:  # cancelled (the service closes): the copy is thrown away
            if process.returncode is None:
                process.kill()
                await process.wait()
            raise
        finally:
            self.optimizer_started.clear()
        if process.returncode != 0:
            raise DependencyError(f"qdrant edge optimization failed: {err.decode(errors='replace')[-500:]}")
        return bool(json.loads(out.decode())["changed"])

    def _load_replayed(self, target: Path, journal: list[UpdateOperation]) -> EdgeShard:
        shard = EdgeShard.load(str(target), self._load_config)
        try:
            for operation in journal:
                shard.update(operation)
            shard.flush()
        except BaseException:
            shard.close()
            raise
        return shard

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
            await asyncio.to_thread(self._shard.flush)
            await asyncio.to_thread(self._shard.close)

    async def _update(self, operation: UpdateOperation) -> None:
        async with self._write_lock:
            await self._call(self._shard.update, operation)
            if self._journal is not None:
                self._journal.append(operation)

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


def optimize_in_this_process(shard_dir: Path) -> dict[str, Any]:
    """The child's work: optimize the copy at `shard_dir`, flush, close."""
    os.nice(OPTIMIZER_NICENESS)
    shard = EdgeShard.load(str(shard_dir))
    try:
        changed = shard.optimize()
        shard.flush()
        info = shard.info()
    finally:
        shard.close()
    return {"changed": changed, "points": info.points_count, "indexedVectors": info.indexed_vectors_count}


if __name__ == "__main__":  # python -m rag_context.backends.vectors.qdrant_edge optimize DIR (see EdgeVectorIndex.optimize)
    if len(sys.argv) != 3 or sys.argv[1] != "optimize":
        sys.exit("usage: python -m rag_context.backends.vectors.qdrant_edge optimize SHARD_DIR")
    print(json.dumps(optimize_in_this_process(Path(sys.argv[2]))))
