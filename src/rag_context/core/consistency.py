"""The consistency sweep: the store (the source of truth) against the vector index.

Two kinds of damage, both possible after a power cut or a hand in the data directory:

- chunks of a document the store calls `indexed` that have no vector: the document goes back to
  `pending`, and the reconciler embeds it again (the store keeps every chunk's text);
- vectors of no stored chunk (a deleted document, the extra chunks of a document that got
  shorter): removed, or hybrid search would keep serving them.

The index is read first, then the store, page by page. Indexing may go on meanwhile (the sweep
runs in the background at start-up), so every repair re-reads what it is about to change under the
documents' indexing locks: a document indexed after the index was read is not sent back to pending,
and the vectors of a document saved after the store was read are not removed.
"""

from __future__ import annotations

import contextlib
from collections.abc import AsyncIterator, Callable, Iterable
from contextlib import AbstractAsyncContextManager
from dataclasses import dataclass
from typing import Any

import structlog

from rag_context.core.indexing import batched
from rag_context.core.models import DocumentFilters, DocumentStatus, vector_id_for
from rag_context.core.ports import ContextStore, VectorIndex

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
    orphan_vectors: int  # vectors of no stored chunk
    repaired: bool = False
    documents_requeued: int = 0  # sent back to pending (repair)
    vectors_removed: int = 0  # (repair)

    @property
    def consistent(self) -> bool:
        return self.indexed_chunks_missing == 0 and self.orphan_vectors == 0

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
        }


def expected_vector_ids(document_id: str, chunk_count: int) -> set[str]:
    """Chunk ids are derived from (document id, chunk index): the store's chunk count says them all."""
    return {vector_id_for(document_id, index) for index in range(chunk_count)}


async def check_consistency(
    store: ContextStore, vectors: VectorIndex, *, repair: bool = False, hold: Hold = no_locks
) -> ConsistencyReport:
    """Compare; with `repair`, requeue the documents that lack vectors and remove the orphans.
    Raises DependencyError when the store or the vector index cannot be read."""
    points = await vectors.points_by_document()
    checked = chunks_missing = 0
    lacking: list[str] = []
    strays: dict[str, set[str]] = {}  # document id -> vector ids of no stored chunk
    after: str | None = None
    while page := await store.list_documents(DocumentFilters(), PAGE, after):
        for summary in page:
            checked += 1
            expected = expected_vector_ids(summary.document_id, summary.chunk_count)
            present = points.pop(summary.document_id, set())
            if summary.status is DocumentStatus.INDEXED and (missing := expected - present):
                lacking.append(summary.document_id)
                chunks_missing += len(missing)
            if extra := present - expected:
                strays[summary.document_id] = extra
        after = page[-1].document_id
    strays.update(points)  # whatever is left has no document in the store at all
    orphans = sum(len(ids) for ids in strays.values())
    report = ConsistencyReport(checked, chunks_missing, len(lacking), orphans)
    if not repair or report.consistent:
        return report
    requeued = await _requeue(store, vectors, lacking, hold)
    removed = await _remove_strays(store, vectors, strays, hold)
    await vectors.sync()
    return ConsistencyReport(checked, chunks_missing, len(lacking), orphans, True, requeued, removed)


async def _requeue(store: ContextStore, vectors: VectorIndex, document_ids: list[str], hold: Hold) -> int:
    requeued = 0
    for ids in batched(document_ids, REPAIR_BATCH):
        async with hold(ids):
            for document_id in ids:
                document = await store.get_document(document_id)
                if document is None or document.status is not DocumentStatus.INDEXED:
                    continue  # deleted or rewritten since the sweep read it
                if len(await vectors.vectors(document.vector_ids)) == len(document.vector_ids):
                    continue  # indexed again since
                await store.set_status(document_id, document.fingerprint, DocumentStatus.PENDING)
                requeued += 1
                log.warning("consistency.requeued", document_id=document_id, chunks=len(document.vector_ids))
    return requeued


async def _remove_strays(store: ContextStore, vectors: VectorIndex, strays: dict[str, set[str]], hold: Hold) -> int:
    removed = 0
    for ids in batched(sorted(strays), REPAIR_BATCH):
        async with hold(ids):
            doomed: list[str] = []
            for document_id in ids:
                document = await store.get_document(document_id) if document_id else None
                keep = set(document.vector_ids) if document is not None else set()
                doomed.extend(sorted(strays[document_id] - keep))
            if doomed:
                await vectors.delete_points(doomed)
                removed += len(doomed)
    if removed:
        log.warning("consistency.orphans_removed", vectors=removed)
    return removed
