"""What happens to a document after it is indexed: it is listed, looked at, and deleted.

Delete, in this order, under the documents' indexing locks (no index, reconcile or other delete of
them interleaves):

1. the result cache is cleared and its generation bumped (a search under way caches nothing);
2. the vector index drops every point of the documents (one delete-by-filter per batch of ids);
3. the store drops the documents and their chunks (one transaction, or the switch record first);
4. the cache is cleared again, the document counter follows.

Vectors go first because the store is the source of truth: a vector index that is down fails the
delete with nothing changed (the caller gets a 503 and may retry), whereas the other order would
leave points that hybrid search still serves with nothing in the store to find them by. Should the
store fail between 2 and 3 (it answered the lookup a moment before), the documents stay in the store
without vectors, found only by its keyword search until the delete is retried; deleting is
idempotent, so the retry completes it.
"""

from __future__ import annotations

import base64
import binascii
from collections.abc import Callable, Sequence
from dataclasses import dataclass

import structlog

from rag_context.core.filters import DocumentFilter
from rag_context.core.indexing import DocumentCounter, IndexingService
from rag_context.core.models import DocumentFilters, DocumentSummary, StoredDocument
from rag_context.core.ports import STORE, VECTOR_INDEX, ContextStore, DependencyError, VectorIndex, failures_of

log = structlog.get_logger(__name__)

MAX_PAGE = 100
DEFAULT_PAGE = 20
DELETE_PAGE = 500  # documents per step of a delete by filter (one vector delete, one store transaction)


class InvalidCursor(ValueError):
    """A listing cursor that this service did not hand out."""


def encode_cursor(document_id: str) -> str:
    """Opaque to clients: the last document id of a page, base64url without padding."""
    return base64.urlsafe_b64encode(document_id.encode()).rstrip(b"=").decode()


def decode_cursor(cursor: str) -> str:
    try:
        raw = base64.urlsafe_b64decode(cursor + "=" * (-len(cursor) % 4))
        document_id = raw.decode()
    except (binascii.Error, UnicodeDecodeError, ValueError) as error:
        raise InvalidCursor("cursor is not one this service handed out") from error
    if not document_id or encode_cursor(document_id) != cursor:
        raise InvalidCursor("cursor is not one this service handed out")
    return document_id


@dataclass(frozen=True, slots=True)
class DeleteOutcome:
    document_ids: list[str]  # the documents that were asked to go (those found, or the one named)
    documents_deleted: int  # how many of them the store held
    chunks_deleted: int


@dataclass(frozen=True, slots=True)
class FilterDeleteOutcome:
    """A delete by filter: a dry run counts what would go; a confirmed one says what went, and, when
    a dependency failed partway, which documents it failed on (the rest were not reached)."""

    dry_run: bool
    documents_matched: int = 0
    chunks_matched: int = 0
    documents_deleted: int = 0
    chunks_deleted: int = 0
    failed_document_ids: tuple[str, ...] = ()
    error: DependencyError | None = None


@dataclass(frozen=True, slots=True)
class DocumentPage:
    documents: list[DocumentSummary]
    next_cursor: str | None


async def list_page(
    store: ContextStore, filters: DocumentFilters, limit: int = DEFAULT_PAGE, cursor: str | None = None
) -> DocumentPage:
    """One page of documents in a stable order (by id); `next_cursor` is None on the last page.
    Raises InvalidCursor for a cursor that was not handed out, DependencyError when the store fails."""
    if not 1 <= limit <= MAX_PAGE:
        raise ValueError(f"limit must be between 1 and {MAX_PAGE}")
    after = decode_cursor(cursor) if cursor else None
    found = await store.list_documents(filters, limit + 1, after)
    page = found[:limit]
    next_cursor = encode_cursor(page[-1].document_id) if len(found) > limit and page else None
    return DocumentPage(page, next_cursor)


class DocumentLifecycle:
    def __init__(
        self,
        vectors: VectorIndex,
        store: ContextStore,
        indexing: IndexingService,
        counter: DocumentCounter,
        on_change: Callable[[], None],
    ) -> None:
        self._vectors = vectors
        self._store = store
        self._indexing = indexing
        self._counter = counter
        self._on_change = on_change

    async def delete(
        self, *, document_id: str | None = None, session_id: str | None = None, source: str | None = None
    ) -> DeleteOutcome:
        """Delete one document by id, or by (sessionId, source), or every document of a session.
        Raises DependencyError (nothing deleted) when the store or the vector index cannot do it,
        marked with the one that failed."""
        if document_id is not None:
            ids = [document_id]
        elif session_id is not None:
            with failures_of(STORE):
                ids = await self._store.find_document_ids(session_id, source)
        else:
            raise ValueError("delete needs a document id or a session id")
        return await self.delete_ids(ids)

    async def delete_matching(self, document_filter: DocumentFilter, confirm: bool) -> FilterDeleteOutcome:
        """Every document `document_filter` matches (an empty filter: every document; the edges ask
        for `"all": true` before they pass one). Without `confirm` nothing is deleted: the documents
        and chunks that would go are counted. With it they go a page at a time, each page as
        `delete_ids` deletes (vectors first, then the store, under the documents' locks), so store
        and vectors stay consistent whatever fails; a failure stops it and names the page's ids.
        Raises DependencyError only when the store cannot be read before anything was deleted."""
        filters = DocumentFilters(document_filter=document_filter)
        if not confirm:
            with failures_of(STORE):
                documents, chunks = await self._store.count_matching(filters)
            return FilterDeleteOutcome(dry_run=True, documents_matched=documents, chunks_matched=chunks)
        deleted_documents = deleted_chunks = 0
        after: str | None = None
        while True:
            try:
                with failures_of(STORE):
                    page = await self._store.list_documents(filters, DELETE_PAGE, after)
            except DependencyError as error:
                if not deleted_documents:
                    raise
                return FilterDeleteOutcome(False, documents_deleted=deleted_documents, chunks_deleted=deleted_chunks, error=error)
            if not page:
                break
            ids = [summary.document_id for summary in page]
            try:
                outcome = await self.delete_ids(ids)
            except DependencyError as error:
                return FilterDeleteOutcome(
                    False, documents_deleted=deleted_documents, chunks_deleted=deleted_chunks, failed_document_ids=tuple(ids), error=error
                )
            deleted_documents += outcome.documents_deleted
            deleted_chunks += outcome.chunks_deleted
            after = ids[-1]
        return FilterDeleteOutcome(False, documents_deleted=deleted_documents, chunks_deleted=deleted_chunks)

    async def delete_ids(self, document_ids: Sequence[str]) -> DeleteOutcome:
        ids = list(dict.fromkeys(document_ids))
        if not ids:
            return DeleteOutcome([], 0, 0)
        # What these documents superseded is current again once they go (unless another document
        # superseded it too): held with them, and its points told after (issue 32).
        with failures_of(STORE):
            replaced = sorted({target for memory in (await self._store.memory_of(ids)).values() for target in memory.supersedes} - set(ids))
        async with self._indexing.hold([*ids, *replaced]):
            self._on_change()
            with failures_of(VECTOR_INDEX):
                await self._vectors.delete_documents(ids)
                # On disk before the store forgets the documents: a power cut must not bring back
                # vectors that hybrid search would serve with no document behind them.
                await self._vectors.sync()
            with failures_of(STORE):
                documents, chunks = await self._store.delete_documents(ids)
            if replaced:
                await self._indexing.tell_memory(replaced)
            self._on_change()
        await self._recount(documents)
        log.info("documents.deleted", documents=documents, chunks=chunks, asked=len(ids))
        return DeleteOutcome(ids, documents, chunks)

    async def _recount(self, removed: int) -> None:
        if not removed:
            return
        try:
            await self._counter.refresh(self._store)
        except DependencyError as error:
            self._counter.removed(removed)  # the store is gone again: the count is still right
            log.warning("documents.recount_failed", error=str(error))

    async def list(self, filters: DocumentFilters, limit: int = DEFAULT_PAGE, cursor: str | None = None) -> DocumentPage:
        with failures_of(STORE):
            return await list_page(self._store, filters, limit, cursor)

    async def get(self, document_id: str) -> StoredDocument | None:
        with failures_of(STORE):
            return await self._store.get_document(document_id)
