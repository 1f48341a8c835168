"""Re-embedding: the vectors of every stored document written again, with another embedder, into
another vector index (a new generation), from the chunks as the store keeps them.

`rebuild` walks the store in document id order, a page at a time, and reports after each page the
last id it wrote (`checkpoint`), once the page's vectors are synced to disk: a run that is killed
starts again after that id. Point ids are deterministic (document id, chunk index), so a page
written twice (killed after the upsert, before the checkpoint) is the same points again: no
document is ever there twice.

`catch_up` brings the new index level with the store after changes it did not see (a service kept
indexing and deleting on the old generation meanwhile): documents (re)indexed since a moment are
embedded again, and the points of documents the store no longer has are removed.
"""

from __future__ import annotations

import inspect
from collections.abc import Awaitable, Callable, Sequence
from dataclasses import dataclass
from datetime import datetime, timedelta

import structlog

from rag_context.core.code import CodeOptions, embedding_text
from rag_context.core.indexing import IndexingService, batched
from rag_context.core.models import DocumentFilters, IndexRequest, StoredDocument
from rag_context.core.ports import ContextStore, Embedder, VectorIndex

log = structlog.get_logger(__name__)

LIST_PAGE = 500  # summaries per listing page when the whole store is walked
# Documents indexed this long before a moment are embedded again too: the clocks of the processes
# that wrote `indexed_at` (several machines, with MongoDB) may differ a little.
CLOCK_MARGIN = timedelta(minutes=5)


@dataclass(frozen=True, slots=True)
class Batching:
    documents: int = 50  # documents between two checkpoints
    embed: int = 32
    upsert: int = 100


@dataclass(frozen=True, slots=True)
class CatchUp:
    reembedded: int
    removed: int


async def write_vectors(
    embedder: Embedder,
    target: VectorIndex,
    documents: Sequence[StoredDocument],
    batching: Batching,
    *,
    prune: bool = False,
    code: CodeOptions = CodeOptions(),
) -> None:
    """Embed the documents' stored chunks and upsert them into `target`; with `prune`, also remove
    points past each document's last chunk (a document that got shorter since it was embedded)."""
    chunks = [chunk for document in documents for chunk in document.chunks]
    vectors: list[list[float]] = []
    texts = [embedding_text(chunk.text, chunk.content_type, chunk.source, chunk.symbol, code) for chunk in chunks]
    for batch in batched(texts, batching.embed):
        vectors.extend(await embedder.embed_documents(batch))
    for pairs in batched(list(zip(chunks, vectors, strict=True)), batching.upsert):
        await target.upsert([chunk for chunk, _ in pairs], [vector for _, vector in pairs])
    if prune:
        for document in documents:
            await target.prune(document.document_id, keep_chunks=len(document.chunks))
    await target.sync()  # on disk before anyone records these documents as done


async def rebuild(
    store: ContextStore,
    embedder: Embedder,
    target: VectorIndex,
    *,
    after: str | None,
    done: int,
    checkpoint: Callable[[str, int], Awaitable[None] | None],
    batching: Batching = Batching(),
    code: CodeOptions = CodeOptions(),
) -> int:
    """Write the vectors of every document after `after` (document id order); returns the number
    of documents done, `done` included. Raises DependencyError when a dependency fails: what is
    checkpointed stays done."""
    while page := await store.list_documents(DocumentFilters(), batching.documents, after):
        documents = [document for summary in page if (document := await store.get_document(summary.document_id))]
        await write_vectors(embedder, target, documents, batching, code=code)
        after = page[-1].document_id
        done += len(page)
        marked = checkpoint(after, done)
        if inspect.isawaitable(marked):  # the state in the store is written asynchronously
            await marked
    return done


async def catch_up(
    store: ContextStore,
    embedder: Embedder,
    target: VectorIndex,
    since: datetime,
    batching: Batching = Batching(),
    code: CodeOptions = CodeOptions(),
) -> CatchUp:
    """Embed again the documents indexed at or after `since`, and remove the points of documents
    that are no longer in the store."""
    present: set[str] = set()
    changed: list[str] = []
    after: str | None = None
    while page := await store.list_documents(DocumentFilters(), LIST_PAGE, after):
        present.update(summary.document_id for summary in page)
        changed.extend(summary.document_id for summary in page if summary.indexed_at >= since)
        after = page[-1].document_id
    reembedded = 0
    for ids in batched(changed, batching.documents):
        documents = [document for document_id in ids if (document := await store.get_document(document_id))]
        await write_vectors(embedder, target, documents, batching, prune=True, code=code)
        reembedded += len(documents)
    orphans = sorted(await target.document_ids() - present)
    if orphans:
        await target.delete_documents(orphans)
        await target.sync()
    log.info("reembed.caught_up", reembedded=reembedded, removed=len(orphans))
    return CatchUp(reembedded, len(orphans))


async def rechunk_code(
    store: ContextStore, indexing: IndexingService, batch: int = 32, progress: Callable[[int], object] | None = None
) -> int:
    """Cut every stored code document again, as indexing cuts code now (its declarations, symbols,
    keywords and role: core/code), embed and store it, in the active vectors; returns how many. The
    migration of a store indexed before, or after a change of the RAG_CODE_* levers. Each document
    is replaced as one index request replaces it: a search meanwhile sees it before or after."""
    done = 0
    after: str | None = None
    while page := await store.list_documents(DocumentFilters(content_type="code"), LIST_PAGE, after):
        after = page[-1].document_id
        for ids in batched([summary.document_id for summary in page], batch):
            documents = await store.get_documents(ids)
            requests = [
                IndexRequest(document.content, document.content_type, document.session_id, document.source, document.metadata)
                for document in documents.values()
            ]
            await indexing.index_many(requests, rewrite=True)
            done += len(requests)
            if progress is not None:
                progress(len(requests))
    log.info("reembed.code_rechunked", documents=done)
    return done
