"""The only seams between the domain and the outside systems: small Protocols.

Every method that can fail raises `DependencyError` (or a subclass) for a failure of the outside
system; the domain decides what to do with it (fallback, pending, breaker).
"""

from __future__ import annotations

import asyncio
import contextlib
from collections.abc import Iterator, Sequence
import dataclasses
from dataclasses import dataclass
from datetime import datetime
from typing import Any, Protocol, runtime_checkable

from rag_context.core.models import (
    Chunk,
    ComponentStatus,
    DocumentFilters,
    DocumentStatus,
    DocumentSummary,
    DocumentVersion,
    ErrorRecord,
    Hit,
    MemoryChange,
    MetricsRecord,
    QueryObservation,
    RankedLists,
    SearchFilters,
    StoredDocument,
)
from rag_context.core.code.graph.model import (
    DefinitionQuery,
    NameCount,
    ReferenceQuery,
    StoredDefinition,
    StoredReference,
    SymbolCheck,
    SymbolTable,
)
from rag_context.core.filters import DocumentFilter
from rag_context.core.memory.currency import DocumentMemory
from rag_context.core.memory.ranking import Ranking
from rag_context.core.stats import QueryFilter, Stats


# The dependencies, as errors, logs, stats and error records name them.
STORE = "store"
VECTOR_INDEX = "vector_index"
EMBEDDER = "embedder"


class DependencyError(Exception):
    """An outside system failed or is unreachable. Its text is for the operator (it may name hosts,
    ports, collections): the client is only told which dependency failed. `dependency` says which
    one, once known: the domain marks it where it calls a port (`failures_of`)."""

    def __init__(self, *args: object, dependency: str | None = None) -> None:
        super().__init__(*args)
        self.dependency = dependency


@contextlib.contextmanager
def failures_of(dependency: str) -> Iterator[None]:
    """A DependencyError raised inside is marked as `dependency`'s (unless already marked)."""
    try:
        yield
    except DependencyError as error:
        if error.dependency is None:
            error.dependency = dependency
        raise


class DocumentRejected(DependencyError):
    """The dependency answered, and refused this input (an HTTP 4xx other than 408 and 429): sending
    the same input again will not help, whereas other documents may well go through."""


class DocumentBusy(DependencyError):
    """Another write of the same document held it for longer than the request may wait."""


class ConfigurationError(Exception):
    """The backends cannot work together as configured (for example a dimension mismatch)."""


class DataRootBusy(ConfigurationError):
    """Another process owns the data directory (a running service, or a command that opened it):
    nothing was done. A command exits with its own code for it (commands/exit_codes.py)."""


class Embedder(Protocol):
    model_name: str
    dimension: int
    max_tokens: int  # the longest input the model reads, in its own tokens, special tokens excluded

    def count_tokens(self, text: str) -> int: ...

    def token_offsets(self, text: str) -> Sequence[tuple[int, int]]:
        """The (start, end) character offsets of each token of `text`, as `count_tokens` counts them."""
        ...

    async def embed_documents(self, texts: Sequence[str]) -> list[list[float]]: ...

    async def embed_query(self, text: str) -> list[float]: ...

    async def health(self) -> ComponentStatus: ...

    async def close(self) -> None: ...


class QueueingEmbedder(Embedder, Protocol):
    """An embedder with a queue of its own inside this process (the in-process model's query thread).
    The time a query spends in that queue is load on this service, not a failure of the model:
    `started` is set when the model takes the query, and only what follows is the dependency's."""

    async def embed_query_queued(self, text: str, started: asyncio.Event) -> list[float]: ...


@dataclass(frozen=True, slots=True)
class PointCounts:
    by_document: dict[str, int]  # document id -> its points
    by_fingerprint: dict[str, int]  # document fingerprint (a version) -> its points
    unversioned: dict[str, int] = dataclasses.field(default_factory=dict)  # document id -> its points without a fingerprint (written before they were kept)


def counted_documents(document_id: str | None, document_ids: Sequence[str] | None) -> list[str] | None:
    """The documents a `point_counts` call asks about: None for every document, else their ids."""
    if document_id is None and document_ids is None:
        return None
    return list(dict.fromkeys([*([document_id] if document_id is not None else []), *(document_ids or ())]))


class VectorIndex(Protocol):
    async def upsert(self, chunks: Sequence[Chunk], vectors: Sequence[Sequence[float]]) -> None: ...

    async def prune(self, document_id: str, keep_chunks: int) -> None:
        """Remove the document's points whose chunk index is `keep_chunks` or more."""

    async def delete_documents(self, document_ids: Sequence[str]) -> None:
        """Remove every point of these documents; ids without points are no error (idempotent)."""

    async def sync(self) -> None:
        """Make every write that returned so far durable (on disk, surviving a power cut)."""

    async def document_ids(self) -> set[str]:
        """The ids of the documents that have points (to reconcile the index with the store)."""

    async def points_by_document(self) -> dict[str, set[str]]:
        """Every point id, grouped by the document id in its payload (for the consistency check)."""

    async def delete_points(self, vector_ids: Sequence[str]) -> None:
        """Remove these points; ids that are not there are no error."""

    async def points_per_document(self, document_ids: Sequence[str]) -> dict[str, int]:
        """How many points each of these documents has (those with none left out): the consistency
        sweep's per-page count, a few milliseconds for a page of documents."""

    async def count_points(self, document_ids: Sequence[str], *, fingerprints: Sequence[str] | None = None, unversioned: bool = False) -> int:
        """One exact count of these documents' points: all of them; with `fingerprints`, those of
        these versions only; with `unversioned`, those without a fingerprint only."""

    async def point_counts(self, document_id: str | None = None, *, document_ids: Sequence[str] | None = None) -> PointCounts:
        """How many points each document has, and each document version (fingerprint in the
        payload), counted by the index itself (payload indexes, no scroll of the points): the
        consistency sweep compares them with the store. With `document_id`, that document's only;
        with `document_ids`, those documents' only (the sweep counts a store page at a time, so that
        no single count holds the engine for long)."""

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
        """Dense and BM25 fused by weighted RRF; with `ranking`, its weights instead of the
        index's, and its recency decay (to `ranking.instant`) applied to the fused scores; with
        `ranking_only`, each hit read with RANKING_FIELDS of its payload (partial, no text): candidates
        to rank, `complete` reads the rest of those kept."""

    async def dense_search(
        self, vector: Sequence[float], filters: SearchFilters, limit: int, document_ids: Sequence[str] | None = None
    ) -> list[Hit]:
        """The chunks nearest `vector` (dense only, no threshold), scores their cosine clipped to
        [0, 1]; only of these documents when given (what a new document resembles: issue 32)."""

    async def superseded_points(self) -> tuple[dict[str, int], dict[int, int]]:
        """The points that carry a supersession (issue 32), counted from the payload indexes: per
        document id, and per supersededAtUs value (`rag-context check` compares them with the store)."""

    async def set_memory(self, documents: Sequence[tuple[str, DocumentMemory]]) -> None:
        """Bring the memory fields of these documents' points to these values (issue 32: a later
        document superseded one, or no longer does); documents without points are no error."""

    async def keyword_search(self, text: str, filters: SearchFilters, limit: int, ranking_only: bool = False) -> list[Hit]: ...

    async def complete(self, hits: Sequence[Hit]) -> list[Hit]:
        """The hits, the partial ones read again with their whole payload (core.models.completed_hits:
        one whose point is gone is left out)."""

    async def ranked_lists(
        self, vector: Sequence[float], text: str, filters: SearchFilters, depth: int, score_threshold: float
    ) -> RankedLists:
        """The dense and BM25 lists `hybrid_search` fuses, `depth` deep, with their own scores
        (cosine similarity, BM25): why a hit ranked (`explain`)."""

    async def vectors_of(self, vector_ids: Sequence[str]) -> dict[str, list[float]]:
        """The stored vectors of these points that exist, by point id (diversity's similarities)."""

    async def vectors(self, vector_ids: Sequence[str]) -> list[list[float]]:
        """The stored vectors of these points (those that exist), for query refinement."""

    async def set_chunk_lines(self, rows: Sequence[tuple[str, int, int]]) -> None:
        """Set lineStart and lineEnd in the payload of these points, as (vector id, start, end);
        points that are not there are no error (the backfill of chunks stored before lines)."""

    async def count(self) -> int: ...

    async def health(self) -> ComponentStatus: ...

    async def close(self) -> None: ...


@runtime_checkable
class OptimizableIndex(Protocol):
    """A vector index that builds its search structures only when asked (Qdrant Edge); the server
    index optimizes itself and is not one."""

    points_since_optimization: int

    async def optimize(self) -> bool:
        """Optimize while searches go on; returns whether anything changed. Raises DependencyError
        when it failed, was deferred (not enough memory or disk) or abandoned."""

    def optimization_due(self, threshold: int) -> bool:
        """Whether the schedule calls for an optimization now (`threshold`: points written since the
        last one, at least), a failure's backoff or a deferral taken into account."""

    def optimization_state(self) -> dict[str, Any]:
        """What became of the optimizations: the last result and its reason, counts by result, the
        next attempt (for /health, `rag-context check` and the metrics)."""

    async def warm(self) -> int:
        """Have its files read into the page cache (they are mapped, read when touched), so the
        first searches do not each wait for the disk; returns the bytes asked for."""


class ContextStore(Protocol):
    async def get_document(self, document_id: str) -> StoredDocument | None: ...

    async def save_document(self, document: StoredDocument) -> None:
        """Insert or replace the document and all its chunks, durably, in one step."""

    async def save_documents(self, documents: Sequence[StoredDocument]) -> None:
        """Insert or replace these documents and all their chunks, as save_document does each, in as
        few durable steps as the store allows (SQLite: one transaction, all or none)."""

    async def get_documents(self, document_ids: Sequence[str]) -> dict[str, StoredDocument]:
        """The documents of these ids that exist, by id (one read for many)."""

    async def fingerprints(self, document_ids: Sequence[str]) -> dict[str, str]:
        """The current fingerprint (version) of each of these documents that exists: one light read,
        without contents or chunks (a write of vectors checks it was not superseded meanwhile)."""

    async def set_status(self, document_id: str, fingerprint: str, status: DocumentStatus, reason: str | None = None) -> None:
        """Set the status (and the reason of a `failed` one; None clears it), unless the document
        has changed (fingerprint) since. Saving a document clears its reason."""

    async def set_statuses(self, items: Sequence[tuple[str, str]], status: DocumentStatus) -> None:
        """set_status(document_id, fingerprint, status) of each (document_id, fingerprint), with the
        same guard, the reason cleared, in one step."""

    async def pending_documents(self, limit: int) -> list[StoredDocument]: ...

    async def documents_without_lines(self, limit: int) -> list[StoredDocument]:
        """Up to `limit` documents with a chunk stored before chunks had line numbers."""

    async def set_chunk_lines(self, rows: Sequence[tuple[str, int, int]]) -> None:
        """Give these chunks (vector id, line start, line end) their lines, where they still have
        none (a document indexed again meanwhile has its own), in one step."""

    async def find_document_ids(self, session_id: str, source: str | None = None) -> list[str]:
        """The ids of the session's documents (only the one of `source` when it is given)."""

    async def delete_documents(self, document_ids: Sequence[str]) -> tuple[int, int]:
        """Remove these documents and their chunks in one step; returns (documents, chunks) removed.
        Ids that are not there are no error (idempotent)."""

    async def list_documents(self, filters: DocumentFilters, limit: int, after: str | None = None) -> list[DocumentSummary]:
        """Up to `limit` documents matching `filters`, in document id order, the first after `after`."""

    async def document_versions(self, limit: int, after: str | None = None) -> list[DocumentVersion]:
        """Every document's status, fingerprint and chunk count, up to `limit` in document id order,
        the first after `after` (the consistency sweep's page: no metadata read)."""

    async def count_documents(self) -> int: ...

    async def count_matching(self, filters: DocumentFilters) -> tuple[int, int]:
        """How many documents `filters` matches, and how many chunks they have (one read)."""

    async def count_pending(self) -> int: ...

    async def content_version(self) -> int:
        """A counter that grows with every change of what a search can find (a document saved, its
        status changed, documents deleted), shared by every service on this store: a result cached
        under an older value may be out of date. One cheap read."""

    async def count_failed(self) -> int: ...

    async def text_search(self, text: str, filters: SearchFilters, limit: int, unindexed_only: bool = False) -> list[Hit]:
        """The keyword index; `unindexed_only`: only chunks of documents that are not `indexed`
        (pending or failed: the ones the vector index lacks)."""

    # The symbol table (issue 31): a code document's table is written by save_documents with the
    # document (StoredDocument.symbols), removed by delete_documents with it; read here.

    async def find_definitions(self, query: DefinitionQuery) -> list[StoredDefinition]:
        """The definitions `query` selects (every field given narrows), of current documents only."""

    async def find_references(self, query: ReferenceQuery) -> list[StoredReference]:
        """The references `query` selects, of current documents only."""

    async def name_counts(self, document_filter: DocumentFilter | None = None, kinds: Sequence[str] = ()) -> list[NameCount]:
        """How often each document's code names each name (references of `kinds`; none given: all):
        the repository map's edges, counted where they are stored."""

    async def documents_without_symbols(self, limit: int) -> list[StoredDocument]:
        """Up to `limit` code documents without a symbol table of the current extractor's version."""

    async def save_symbols(self, items: Sequence[tuple[str, str, SymbolTable]]) -> int:
        """Replace the tables of these (document id, fingerprint, table), each only if the document
        is still that version; returns how many were written."""

    async def check_symbols(self, repair: bool = False) -> SymbolCheck:
        """Symbol rows whose document is gone (removed with `repair`), and the code documents that
        still lack a current table."""

    # Memory (issue 32).

    async def memory_of(self, document_ids: Sequence[str]) -> dict[str, DocumentMemory]:
        """The memory of these documents that exist (issue 32): declared and derived, one light read."""

    async def memory_changes(self, limit: int, document_ids: Sequence[str] | None = None) -> list[MemoryChange]:
        """Up to `limit` documents whose memory changed since their points were told (only these,
        when `document_ids` is given)."""

    async def clear_memory_changes(self, changes: Sequence[MemoryChange]) -> None:
        """These documents' points know their memory now, unless it changed again (a later revision)."""

    async def count_memory_changes(self) -> int: ...

    async def superseded_documents(self, limit: int, after: str | None = None) -> list[tuple[str, datetime, int]]:
        """Up to `limit` superseded documents in id order after `after`: (id, superseded at, chunks)."""

    async def mark_memory_changed(self, document_ids: Sequence[str]) -> None:
        """Mark these documents' memory for their points to be told again (a repair)."""

    async def move_memory(self, moves: Sequence[tuple[str, str]]) -> list[str]:
        """Documents moved from the first id to the second (a renamed file): their supersessions,
        on either side, follow them, and so do the declared lists that named them. Returns the
        other documents whose memory changed (marked for their points to be told)."""

    async def record_metrics(self, records: Sequence[MetricsRecord]) -> None: ...

    async def query_observations(self, since: datetime) -> list[QueryObservation]: ...

    async def record_errors(self, records: Sequence[ErrorRecord]) -> None:
        """Keep these structured errors (as long as the metrics records)."""

    async def error_counts(self, since: datetime) -> dict[str, int]:
        """Errors recorded since `since`, per dependency."""

    async def stats(self, since: datetime, queries: QueryFilter | None = None) -> Stats:
        """The stats of the metrics records from `since` on (only those `queries` matches), aggregated where they are stored (never
        read into the process), with exact nearest-rank percentiles; `total_documents` is 0 (the
        service fills in its count)."""

    async def prune_metrics(self) -> int:
        """Remove the metrics records older than the retention, without holding up requests; returns
        how many went (0 where the database expires them itself)."""

    async def health(self) -> ComponentStatus: ...

    async def close(self) -> None: ...
