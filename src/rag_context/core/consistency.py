"""The consistency sweep: the store (the source of truth) against the vector index.

Three kinds of damage, possible after a power cut, a hand in the data directory, or two replicas
racing one document:

- an `indexed` document whose points in the index are not all of its version (missing chunks, or
  points of another version: the fingerprint in each point's payload says which): the document goes
  back to `pending`, and the reconciler embeds it again (the store keeps every chunk's text);
- points beyond a document's chunks (a document that got shorter): pruned;
- points of no stored document (a deleted document): removed, or hybrid search would keep serving
  them.

Cheap at a million points: the index counts points from its payload indexes (`points_per_document`
and `count_points` per page of documents, `point_counts` when a page does not add up: no point is read
into the process), and the store is read page by page; only the few documents found damaged are
looked at one by one.

The store is read a page at a time, and the index's points of that page's documents counted with
at most three short calls (per document; those of the documents' stored versions; those written
before versions were kept), so searches beside the sweep hardly wait (the Edge binding holds the
GIL through each). Only a page whose sums do not add up, or points that belong to no
listed page, make the sweep read every document's counts (the index's facets, once) to name the
documents. Indexing may go on meanwhile (the sweep runs in the background at
start-up), so every repair re-reads what it is about to change under the documents' indexing locks:
a document indexed after its page was read is not sent back to pending, and the points of a document
saved after the store was read are not removed.
"""

from __future__ import annotations

import contextlib
import dataclasses
from collections.abc import AsyncIterator, Callable, Iterable
from contextlib import AbstractAsyncContextManager
from dataclasses import dataclass
from typing import Any

import structlog

from rag_context.core.indexing import batched
from rag_context.core.memory.currency import micros
from rag_context.core.models import DocumentStatus, DocumentVersion
from rag_context.core.ports import ContextStore, PointCounts, VectorIndex

log = structlog.get_logger(__name__)

PAGE = 500  # store documents per listing page
REPAIR_BATCH = 10  # documents repaired under one hold of their locks: short, so indexing hardly waits

Hold = Callable[[Iterable[str]], AbstractAsyncContextManager[None]]


@contextlib.asynccontextmanager
async def no_locks(_: Iterable[str]) -> AsyncIterator[None]:
    """For a sweep with the service stopped: nobody else writes."""
    yield


@dataclass(frozen=True, slots=True)
class ConsistencyReport:
    documents_checked: int
    indexed_chunks_missing: int  # chunks of `indexed` documents without a vector
    documents_missing_vectors: int  # the documents they belong to
    orphan_vectors: int  # points of no stored chunk (of no stored document, or beyond its chunks)
    repaired: bool = False
    documents_requeued: int = 0  # sent back to pending (repair)
    vectors_removed: int = 0  # (repair)
    stale_documents: int = 0  # `indexed` documents with points of another version (among the missing)
    # The symbol table (issue 31): its rows whose document is gone (or of a save that died halfway),
    # removed by the repair; and the code documents still without a current table (not damage: the
    # backfill, at start or `rag-context backfill`, extracts them from the stored content).
    orphan_symbols: int = 0
    symbols_removed: int = 0
    documents_without_symbols: int = 0
    # Issue 32: documents whose supersession the store has and their points do not (or the other
    # way round), and those the store marked for their points to learn (the reconciler's work).
    memory_drift: int = 0
    memory_changes_waiting: int = 0

    @property
    def consistent(self) -> bool:
        return self.indexed_chunks_missing == 0 and self.orphan_vectors == 0 and self.orphan_symbols == 0 and self.memory_drift == 0

    def as_dict(self) -> dict[str, Any]:
        return {
            "consistent": self.consistent,
            "documentsChecked": self.documents_checked,
            "indexedChunksMissing": self.indexed_chunks_missing,
            "documentsMissingVectors": self.documents_missing_vectors,
            "orphanVectors": self.orphan_vectors,
            "repaired": self.repaired,
            "documentsRequeued": self.documents_requeued,
            "vectorsRemoved": self.vectors_removed,
            "staleDocuments": self.stale_documents,
            "orphanSymbols": self.orphan_symbols,
            "symbolsRemoved": self.symbols_removed,
            "documentsWithoutSymbols": self.documents_without_symbols,
            "memoryDrift": self.memory_drift,
            "memoryChangesWaiting": self.memory_changes_waiting,
        }


async def check_consistency(
    store: ContextStore, vectors: VectorIndex, *, repair: bool = False, hold: Hold = no_locks
) -> ConsistencyReport:
    """Compare; with `repair`, requeue the documents whose points are not all of their version,
    prune the extra points and remove the orphans. Raises DependencyError when the store or the
    vector index cannot be read."""
    total = await vectors.count()
    counted = checked = chunks_missing = stale = 0
    lacking: list[str] = []
    extra: dict[str, int] = {}  # document id -> its points beyond its chunks
    whole: PointCounts | None = None  # every document's counts, read once if a page does not add up
    after: str | None = None
    while page := await store.document_versions(PAGE, after):
        after = page[-1].document_id
        checked += len(page)
        page_points = await _page_points_if_consistent(vectors, page)
        if page_points is not None:
            counted += page_points
            continue
        if whole is None:
            whole = await vectors.point_counts()
        for summary in page:
            present = whole.by_document.get(summary.document_id, 0)
            counted += present
            if summary.status is DocumentStatus.INDEXED:
                current = _points_of_version(whole, summary.document_id, summary.fingerprint)
                if current < summary.chunk_count:
                    lacking.append(summary.document_id)
                    chunks_missing += summary.chunk_count - current
                    stale += present > current
            if present > summary.chunk_count:
                extra[summary.document_id] = present - summary.chunk_count
    # Points the pages did not count belong to no listed document: orphans, or documents written
    # while the sweep ran. Only then is every document's count read (one long count), and the
    # documents it names looked up in the store. (Writes during the sweep can hide an orphan from
    # this comparison; the next sweep finds it.)
    orphans = await _orphans(store, whole or await vectors.point_counts()) if total > counted else {}
    stray_points = sum(extra.values()) + sum(orphans.values())
    symbols = await store.check_symbols(repair=repair)
    drifted = await memory_drift(store, vectors, {*lacking, *orphans})
    report = ConsistencyReport(
        checked, chunks_missing, len(lacking), stray_points, stale_documents=stale,
        orphan_symbols=symbols.orphan_definitions + symbols.orphan_references, symbols_removed=symbols.removed,
        documents_without_symbols=symbols.documents_to_extract,
        memory_drift=len(drifted), memory_changes_waiting=await store.count_memory_changes(),
    )
    if not repair or report.consistent:
        return report
    requeued = await _requeue(store, vectors, lacking, hold)
    removed = await _remove_strays(store, vectors, sorted({*extra, *orphans}), hold)
    await vectors.sync()
    if drifted:
        # Marked again: the reconciler tells their points (and searches check them against the store meanwhile).
        await store.mark_memory_changed(sorted(drifted))
        log.warning("consistency.memory_requeued", documents=len(drifted))
    return dataclasses.replace(report, repaired=True, documents_requeued=requeued, vectors_removed=removed)


async def memory_drift(store: ContextStore, vectors: VectorIndex, skip: set[str] = frozenset()) -> set[str]:
    """The documents whose points do not carry the supersession the store has (issue 32): a
    superseded document whose points lack it (or carry another moment), and points that carry one
    the store no longer has. Counted from the index's payload indexes and the store's superseded
    documents, both few; documents already waiting to be told, and `skip` (requeued anyway), left out."""
    by_document, by_instant = await vectors.superseded_points()
    expected_documents: dict[str, int] = {}
    expected_instants: dict[int, int] = {}
    at_of: dict[str, int] = {}
    after: str | None = None
    while page := await store.superseded_documents(PAGE, after):
        after = page[-1][0]
        for document_id, superseded_at, chunks in page:
            if chunks:
                expected_documents[document_id] = chunks
                at_of[document_id] = micros(superseded_at)
                expected_instants[at_of[document_id]] = expected_instants.get(at_of[document_id], 0) + chunks
    drifted = {
        document_id
        for document_id in {*by_document, *expected_documents}
        if by_document.get(document_id, 0) != expected_documents.get(document_id, 0)
    }
    if by_instant != expected_instants:  # right documents, wrong moments: each superseded one is checked by its moment
        wrong = {instant for instant in {*by_instant, *expected_instants} if by_instant.get(instant, 0) != expected_instants.get(instant, 0)}
        drifted.update(document_id for document_id, instant in at_of.items() if instant in wrong)
    waiting = {change.document_id for change in await store.memory_changes(PAGE * 10)}
    return drifted - waiting - skip


async def _page_points_if_consistent(vectors: VectorIndex, page: list[DocumentVersion]) -> int | None:
    """The page's points when short counts show it whole: each `indexed` document has exactly as
    many points as chunks, no other document more than its chunks, and every point is of its
    document's stored version (or of no version: written before versions were kept). Else None
    (look closer)."""
    ids = [summary.document_id for summary in page]
    present = await vectors.points_per_document(ids)
    for summary in page:
        points = present.get(summary.document_id, 0)
        if points > summary.chunk_count or (summary.status is DocumentStatus.INDEXED and points < summary.chunk_count):
            return None
    points = sum(present.values())
    indexed = [summary for summary in page if summary.status is DocumentStatus.INDEXED]
    current = await vectors.count_points(ids, fingerprints=[summary.fingerprint for summary in indexed]) if indexed else 0
    if current == points:
        return points
    unversioned = await vectors.count_points(ids, unversioned=True)
    return points if current + unversioned == points else None


async def _orphans(store: ContextStore, whole: PointCounts) -> dict[str, int]:
    """The documents with points and no record in the store, with their points."""
    by_document = whole.by_document
    found: dict[str, int] = {}
    for ids in batched([document_id for document_id in by_document if document_id], PAGE):
        stored = await store.fingerprints(ids)
        found.update((document_id, by_document[document_id]) for document_id in ids if document_id not in stored)
    return found


def _points_of_version(counts: PointCounts, document_id: str, fingerprint: str) -> int:
    """The document's points that are of this version; points written before fingerprints were
    kept count as the store's version (only their number can be compared)."""
    return counts.by_fingerprint.get(fingerprint, 0) + counts.unversioned.get(document_id, 0)


async def _requeue(store: ContextStore, vectors: VectorIndex, document_ids: list[str], hold: Hold) -> int:
    requeued = 0
    for ids in batched(document_ids, REPAIR_BATCH):
        async with hold(ids):
            for document_id in ids:
                document = await store.get_document(document_id)
                if document is None or document.status is not DocumentStatus.INDEXED:
                    continue  # deleted or rewritten since the sweep read it
                counts = await vectors.point_counts(document_id)
                if _points_of_version(counts, document_id, document.fingerprint) >= len(document.chunks):
                    continue  # indexed again since
                await store.set_status(document_id, document.fingerprint, DocumentStatus.PENDING)
                requeued += 1
                log.warning("consistency.requeued", document_id=document_id, chunks=len(document.chunks))
    return requeued


async def _remove_strays(store: ContextStore, vectors: VectorIndex, document_ids: list[str], hold: Hold) -> int:
    """Prune each document to its chunks (removing every point of one the store no longer has)."""
    removed = 0
    for ids in batched(document_ids, REPAIR_BATCH):
        async with hold(ids):
            for document_id in ids:
                before = (await vectors.point_counts(document_id)).by_document.get(document_id, 0)
                document = await store.get_document(document_id)
                keep = len(document.chunks) if document is not None else 0
                if before <= keep:
                    continue
                if keep:
                    await vectors.prune(document_id, keep_chunks=keep)
                else:
                    await vectors.delete_documents([document_id])
                removed += before - keep
    if removed:
        log.warning("consistency.orphans_removed", vectors=removed)
    return removed
