"""chunk -> store (durable, pending) -> embed -> upsert -> sync the vectors -> mark indexed.

The store is written first, in one transaction (in SQLite a whole batch in one: one fsync for all
its documents; the batch is also read in one call and marked indexed in one), so that a document
is never lost once it is acknowledged: if the embedder or the vector index fails (or the process
dies) the document stays `pending`, the keyword search already finds it, and `reconcile_pending`
writes its vectors later.
The vectors are synced to disk (one group commit shared by concurrent requests) before the store
says `indexed`: an `indexed` document has its vectors after a power cut too.

The reconciler takes the pending documents one at a time, so one bad document does not hold the
others back: a document the embedder refuses (an HTTP 4xx) while it accepts others is marked
`failed` with the reason; one that fails otherwise while the dependencies are healthy is tried
again later, with exponential backoff; a dependency that is down ends the round for everyone.
"""

from __future__ import annotations

import asyncio
import contextlib
import dataclasses
import math
import time
from collections.abc import AsyncIterator, Awaitable, Callable, Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass
from itertools import islice
from typing import Any, TypeVar

import structlog
from cachetools import LRUCache

from rag_context.core.breaker import CircuitBreaker
from rag_context.core.chunking import Chunker, LineNumbers
from rag_context.core.code import CodeOptions, embedding_text, infer_role, keyword_text, parse, split_code
from rag_context.core.code.graph import SymbolTable, symbol_table, symbols_of_file
from rag_context.core.filters import DocumentFilter
from rag_context.core.metrics_queue import MetricsRecorder
from rag_context.core.memory.currency import CURRENT, NO_MEMORY, DocumentMemory, InvalidMemory, check_no_cycle, check_supersedes
from rag_context.core.memory.suggestions import (
    MAX_SIMILAR,
    Candidate,
    Suggestion,
    SuggestionTuning,
    may_replace,
    references,
    similar,
    title_of,
)
from rag_context.core.memory.sync import MEMORY_PAGE, push_memory
from rag_context.core.models import (
    Chunk,
    ComponentStatus,
    DocumentFilters,
    Hit,
    SearchFilters,
    DocumentStatus,
    IndexRequest,
    StoredDocument,
    utc_now,
    vector_id_for,
)
from rag_context.core.ports import (
    EMBEDDER,
    STORE,
    VECTOR_INDEX,
    ContextStore,
    DependencyError,
    DocumentBusy,
    DocumentRejected,
    Embedder,
    VectorIndex,
    failures_of,
)

log = structlog.get_logger(__name__)

T = TypeVar("T")

# Texts whose embedding call outlived the write that asked for it (a request past its timeout, a
# failed upsert), kept for the rewrite. Bounded: an entry lost is only embedded again.
KEPT_EMBEDDINGS = 2048

# A document that fails on its own (its dependencies healthy) is tried again after 5 s, 10 s, 20 s
# ... at most 10 min apart, and marked failed after this many attempts.
RETRY_BASE_S = 5.0
RETRY_MAX_S = 600.0
MAX_ATTEMPTS = 8
HEALTH_PROBE_TIMEOUT_S = 5.0
REASON_CHARS = 500  # a failed document's reason is kept this short
# Issue 32's suggestions at indexing: the chunks asked of the index for what the new document
# resembles, the decisions of a session read for its references, and the time they may take.
SIMILAR_DEPTH = 30
MAX_LISTED_DECISIONS = 2000
SUGGESTION_TIMEOUT_S = 0.5
# Times a write puts back the store's version of documents superseded while it ran (replicas): each
# round needs the store to change again within one embedding; past them the reconciler takes over.
RESTORE_ROUNDS = 3


def retry_delay_s(attempts: int) -> float:
    return min(RETRY_BASE_S * 2 ** max(attempts - 1, 0), RETRY_MAX_S)


def batched(items: Sequence[T], size: int) -> Iterator[list[T]]:
    iterator = iter(items)
    while batch := list(islice(iterator, size)):
        yield batch


@dataclass(frozen=True, slots=True)
class _Piece:
    """A chunk as cut: its text, the span [start, end) of the content it came from, its lines (the
    document's line offset added), its symbol."""

    text: str
    start: int
    end: int
    lines: tuple[int, int]
    symbol: str | None = None
    kind: str | None = None


@dataclass(frozen=True, slots=True)
class IndexOutcome:
    document_id: str
    vector_ids: list[str]
    status: DocumentStatus
    latency_ms: float
    unchanged: bool = False  # the same content was already indexed: nothing was embedded
    # Issue 32: what is already known (a single request's answer only; None: not worked out).
    similar: list[Suggestion] | None = None
    may_replace: list[Suggestion] | None = None  # decisions only
    suggestions_ms: float | None = None  # what working them out took (part of latency_ms)


class DocumentCounter:
    """How many documents the store holds, and how many of them wait for their vectors, kept in
    memory so that no search pays for a count."""

    def __init__(self) -> None:
        self.value = 0
        self.pending = 0
        self.failed = 0
        # Documents whose memory changed in the store and whose points were not told yet (issue 32):
        # while there are any, level-1 results are checked against the store.
        self.memory_changes = 0

    async def refresh(self, store: ContextStore) -> None:
        self.value = await store.count_documents()
        self.pending = await store.count_pending()
        self.failed = await store.count_failed()
        self.memory_changes = await store.count_memory_changes()

    def added(self, documents: int = 1) -> None:
        self.value += documents

    def removed(self, documents: int) -> None:
        self.value = max(self.value - documents, 0)


class IndexingService:
    def __init__(
        self,
        embedder: Embedder,
        vectors: VectorIndex,
        store: ContextStore,
        chunker: Chunker,
        counter: DocumentCounter,
        on_change: Callable[[], None],
        embed_batch_size: int = 32,
        upsert_batch_size: int = 100,
        request_timeout_s: float | None = None,
        dependency_breakers: Mapping[str, CircuitBreaker] | None = None,
        code: CodeOptions = CodeOptions(),
        store_timeout_s: float | None = None,
        store_breaker: CircuitBreaker | None = None,
        recorder: MetricsRecorder | None = None,
        suggestions: SuggestionTuning = SuggestionTuning(),
    ) -> None:
        self._embedder = embedder
        self._suggestion_tuning = suggestions
        self._code = code
        self._vectors = vectors
        self._store = store
        self._chunker = chunker
        self._counter = counter
        self._on_change = on_change
        self._embed_batch_size = embed_batch_size
        self._upsert_batch_size = upsert_batch_size
        # An index request waits for its vectors at most this long, and not at all while the
        # breaker of the embedder or the vector index (by name: EMBEDDER, VECTOR_INDEX) skips its
        # dependency: the document is stored already, and a pending acknowledgement beats a client
        # waiting out the embedder's timeouts and retries. A failure on that path (an error, or an
        # embedder that answered nothing while the request waited) opens the dependency's breaker,
        # is logged with the request's correlation id and recorded (`recorder`: errorsByDependency).
        self._request_timeout_s = request_timeout_s
        self._breakers = dict(dependency_breakers or {})
        self._recorder = recorder
        # When an embedding call of this service last came back with an answer (monotonic): a
        # request that timed out while the embedder answered others was waiting on a busy
        # embedder, not a hanging one.
        self._embedder_answered_at = -math.inf
        # A client waiting (in_time) gets its 503 within `store_timeout_s` when the store does not
        # take the document, and at once while the store's breaker skips it (it failed just now).
        self._store_timeout_s = store_timeout_s
        self._store_breaker = store_breaker
        # Chunk text -> (its embedding call, its place in the call), until its vectors are written.
        self._embeddings: LRUCache[str, tuple[asyncio.Future[list[list[float]]], int]] = LRUCache(KEPT_EMBEDDINGS)
        # Striped locks: two requests for the same document never interleave, with bounded memory.
        self._locks = [asyncio.Lock() for _ in range(64)]
        # Documents that failed on their own: id -> (attempts, monotonic time of the next attempt).
        self._retries: dict[str, tuple[int, float]] = {}
        self._clock = time.monotonic

    def _stripe(self, document_id: str) -> int:
        return hash(document_id) % len(self._locks)

    def _lock_for(self, document_id: str) -> asyncio.Lock:
        return self._locks[self._stripe(document_id)]

    @contextlib.asynccontextmanager
    async def hold(self, document_ids: Iterable[str], timeout_s: float | None = None) -> AsyncIterator[None]:
        """Hold the locks of these documents: no indexing, reconciling or deleting of any of them
        interleaves with what runs inside. Raises DocumentBusy when they are not all free within
        `timeout_s` (None: wait as long as it takes)."""
        stripes = sorted({self._stripe(document_id) for document_id in document_ids})
        busy = f"another write of this document is under way (waited {timeout_s} s); nothing was changed, retry"
        async with self._hold_stripes(stripes, timeout_s, busy):
            yield

    @contextlib.asynccontextmanager
    async def hold_writes(self, timeout_s: float | None = None) -> AsyncIterator[None]:
        """Hold every document's lock: no indexing, reconciling or deleting runs while what is
        inside does (a backup's point in time); searches go on. Raises DocumentBusy when the writes
        under way do not end within `timeout_s`; the writes that wait meanwhile resume after."""
        busy = f"the writes under way did not end within {timeout_s} s; nothing was taken, retry"
        async with self._hold_stripes(range(len(self._locks)), timeout_s, busy):
            yield

    @contextlib.asynccontextmanager
    async def _hold_stripes(self, stripes: Iterable[int], timeout_s: float | None, busy: str) -> AsyncIterator[None]:
        async with contextlib.AsyncExitStack() as held:
            try:
                async with asyncio.timeout(timeout_s):
                    for stripe in stripes:  # always in ascending order: two holders never deadlock
                        await held.enter_async_context(self._locks[stripe])
            except TimeoutError:
                raise DocumentBusy(busy) from None
            yield

    async def index(self, request: IndexRequest) -> IndexOutcome:
        """Raises DependencyError only when the store itself cannot take the document, InvalidMemory
        when what it supersedes cannot be recorded. The answer says what is already known: the most
        similar current documents of its kind and session, and for a decision the ones it may
        replace (issue 32; bounded in time, left out when they cannot be worked out)."""
        started = time.perf_counter()
        outcome = (await self.index_many([request], in_time=True))[0]
        suggesting = time.perf_counter()
        try:
            async with asyncio.timeout(SUGGESTION_TIMEOUT_S):
                similar_found, replaced = await self._suggestions(with_role(request), outcome)
        except (DependencyError, TimeoutError) as error:
            log.warning("index.suggestions_skipped", document_id=outcome.document_id, error=str(error) or type(error).__name__)
            return outcome
        except Exception:  # noqa: BLE001 - the document is stored: a bug here must not fail its acknowledgement
            log.exception("index.suggestions_failed", document_id=outcome.document_id)
            return outcome
        return dataclasses.replace(
            outcome, similar=similar_found, may_replace=replaced, latency_ms=_ms(started), suggestions_ms=_ms(suggesting)
        )

    async def _suggestions(self, request: IndexRequest, outcome: IndexOutcome) -> tuple[list[Suggestion] | None, list[Suggestion] | None]:
        """`similar` from the new document's mean vector (None when it has no vectors yet: the
        embedder or the index was down); `mayReplace` for a decision, from its references and the
        same similarities (core/memory/suggestions.py)."""
        own = outcome.document_id
        scope = SearchFilters(session_id=request.session_id, content_type=request.content_type, document_filter=DocumentFilter(memory=CURRENT))
        mean: list[float] | None = None
        if outcome.status is DocumentStatus.INDEXED and outcome.vector_ids:
            stored = await self._vectors.vectors_of(outcome.vector_ids)
            if stored:
                mean = mean_vector(list(stored.values()))
        candidates: dict[str, Candidate] = {}
        if mean is not None:
            for hit in await self._vectors.dense_search(mean, scope, SIMILAR_DEPTH):
                if hit.document_id != own and hit.document_id not in candidates:  # best chunk first
                    candidates[hit.document_id] = candidate_of(hit)
        similar_found = similar(list(candidates.values()), self._suggestion_tuning) if mean is not None else None
        if request.content_type != "decision":
            return similar_found, None
        listed = await self._store.list_documents(DocumentFilters(session_id=request.session_id, content_type="decision", document_filter=DocumentFilter(memory=CURRENT)), MAX_LISTED_DECISIONS)
        for summary in listed:
            if summary.document_id != own and summary.document_id not in candidates:
                candidates[summary.document_id] = Candidate(summary.document_id, summary.source, summary.content_type, summary.metadata.decision_id)
        found = references(request.content, request.source, list(candidates.values()))
        unmeasured = [document_id for document_id in found if candidates[document_id].score is None]
        if unmeasured and mean is not None:
            for hit in await self._vectors.dense_search(mean, scope, len(unmeasured) * 4, document_ids=unmeasured):
                if candidates[hit.document_id].score is None:
                    candidates[hit.document_id] = dataclasses.replace(candidates[hit.document_id], score=hit.score)
        tuning = self._suggestion_tuning
        titled = [
            document_id for document_id, candidate in candidates.items()
            if document_id not in found and candidate.score is not None and candidate.score >= tuning.unreferenced_threshold
        ]
        if titled:
            for document_id, document in (await self._store.get_documents(titled[:MAX_SIMILAR])).items():
                candidates[document_id] = dataclasses.replace(candidates[document_id], title=title_of(document.content))
        return similar_found, may_replace(request.content, request.source, list(candidates.values()), tuning, found)

    async def index_many(self, requests: Sequence[IndexRequest], in_time: bool = False, rewrite: bool = False) -> list[IndexOutcome]:
        """Index documents together: their chunks share embedding and upsert batches, so many small
        documents cost about what one large one does. Outcomes come in the order of `requests`; a
        document given twice ends as its last version, as if the requests had come one by one.
        `in_time` (a client waiting): vectors that take longer than the request timeout, or whose
        dependency is being skipped, are left to the reconciler and the documents answered pending;
        bulk indexing waits for them instead. `rewrite`: cut, embed and store them again even when
        their content did not change (the way they are cut or embedded did: `rechunk_code`)."""
        started = time.perf_counter()
        latest = {request.document_id: with_role(request) for request in requests}
        for document_id, request in latest.items():
            if request.memory.supersedes is not None:
                check_supersedes(document_id, request.memory.supersedes)
        # A client's wait for the locks counts against its timeout; what is left goes to the vectors.
        budget_s = self._request_timeout_s if in_time else None
        store = _BoundedStore(self._store, self._store_timeout_s, self._store_breaker) if in_time else self._store
        if isinstance(store, _BoundedStore):
            store.check_breaker()
        # The documents a request supersedes (or superseded until now) are held too: their memory
        # changes with this save, and no write of theirs may interleave with it (issue 32).
        targets = await self._memory_targets(store, latest)
        async with self.hold([*latest, *targets], budget_s):
            if budget_s is not None:
                budget_s = max(budget_s - (time.perf_counter() - started), 0.0)
            results: dict[str, tuple[StoredDocument, bool]] = {}  # id -> (document, unchanged)
            to_write: list[StoredDocument] = []
            to_save: list[StoredDocument] = []
            to_retry: list[tuple[str, str]] = []  # failed, sent again unchanged: (id, fingerprint)
            replaced: set[str] = set()
            added = 0
            pending_before = failed_before = False
            stored = await store.get_documents(list(latest))
            await self._check_supersessions(store, latest)
            for document_id, request in latest.items():
                fingerprint = request.fingerprint()
                existing = stored.get(document_id)
                memory = request.memory.applied_to(existing.memory if existing is not None else NO_MEMORY)
                pending_before |= existing is not None and existing.status is DocumentStatus.PENDING
                if existing is not None and existing.status is DocumentStatus.FAILED:
                    # Sent again: it deserves another try (an embedder may take it now), as pending.
                    failed_before = True
                    self._retries.pop(document_id, None)
                    if existing.fingerprint == fingerprint:
                        to_retry.append((document_id, fingerprint))
                if existing is not None and existing.fingerprint == fingerprint and not rewrite:
                    remembered = memory != existing.memory
                    if remembered:
                        # Only its memory changed: stored again as it is (nothing to embed), and its
                        # points told by `_push_memory` below (a failed one is tried again, as above).
                        status = DocumentStatus.PENDING if existing.status is DocumentStatus.FAILED else existing.status
                        existing = dataclasses.replace(existing.with_memory(memory), status=status)
                        to_save.append(existing)
                    unchanged = existing.status is DocumentStatus.INDEXED and not remembered
                    results[document_id] = (existing, unchanged)
                    if existing.status is not DocumentStatus.INDEXED:
                        to_write.append(existing)
                        replaced.add(document_id)
                    continue
                document = await self._build_document(request, fingerprint, memory)
                to_save.append(document)
                if existing is None:
                    added += 1
                else:
                    replaced.add(document_id)
                results[document_id] = (document, False)
                to_write.append(document)
            if to_retry:
                await store.set_statuses(to_retry, DocumentStatus.PENDING)
            if to_save:
                # One durable step for all of them (SQLite: one transaction, one fsync), before any
                # is acknowledged.
                await store.save_documents(to_save)
            self._counter.added(added)
            status = DocumentStatus.INDEXED
            if to_write:
                self._on_change()
                if in_time:
                    status = await self._write_vectors_in_time(to_write, replaced, budget_s)
                else:
                    status = await self._write_vectors(to_write, replaced)
                if status is DocumentStatus.PENDING or pending_before or failed_before:
                    await self._recount_pending()
            if targets or any(document.memory.declared() != NO_MEMORY for document in to_save):
                await self._push_memory([*latest, *targets])
        latency = _ms(started)
        written = {document.document_id for document in to_write}
        return [
            IndexOutcome(
                document.document_id,
                document.vector_ids,
                status if document.document_id in written else document.status,
                latency,
                unchanged=unchanged,
            )
            for document, unchanged in (results[request.document_id] for request in requests)
        ]

    async def _memory_targets(self, store: ContextStore | _BoundedStore, latest: dict[str, IndexRequest]) -> list[str]:
        """The documents whose memory these requests may change: those they say they supersede, and
        those they superseded until now (read before the locks are taken; the requests' own
        documents are read again under them)."""
        remembered = [document_id for document_id, request in latest.items() if request.memory.supersedes is not None]
        if not remembered:
            return []
        before = await store.memory_of(remembered)
        named = {target for request in latest.values() for target in request.memory.supersedes or ()}
        named.update(target for memory in before.values() for target in memory.supersedes)
        return sorted(named - set(latest))

    async def _check_supersessions(self, store: ContextStore | _BoundedStore, latest: dict[str, IndexRequest]) -> None:
        """Refuse (InvalidMemory: nothing is changed) a request that supersedes documents the store
        does not have, or closes a cycle of supersessions."""
        named = {document_id: request.memory.supersedes for document_id, request in latest.items() if request.memory.supersedes}
        if not named:
            return
        wanted = sorted({target for targets in named.values() for target in targets})
        known = set(await store.fingerprints(wanted)) | set(latest)
        unknown = [target for target in wanted if target not in known]
        if unknown:
            raise InvalidMemory("supersedes", f"no such document: {', '.join(unknown)}", unknown)

        async def declared(ids: list[str]) -> dict[str, tuple[str, ...]]:
            found = {document_id: memory.supersedes for document_id, memory in (await store.memory_of(ids)).items()}
            # What the requests of this batch declare counts as already stored.
            found.update((document_id, targets) for document_id, targets in named.items() if document_id in ids)
            return found

        for document_id, targets in named.items():
            await check_no_cycle(document_id, targets, declared)

    async def tell_memory(self, document_ids: Sequence[str]) -> None:
        """`_push_memory` for a caller that holds these documents' locks (a delete)."""
        await self._push_memory(document_ids)

    async def _push_memory(self, document_ids: Sequence[str]) -> None:
        """Tell the vector index the memory of these documents that changed in the store (the caller
        holds their locks). A failure leaves them marked in the store: the reconciler tells it later,
        and searches meanwhile check their results against the store (`SearchService`)."""
        try:
            await push_memory(self._store, self._vectors, document_ids)
        except DependencyError as error:
            log.warning("index.memory_deferred", documents=len(document_ids), error=str(error))
        await self._recount_memory()
        self._on_change()

    async def push_memory_changes(self, limit: int = MEMORY_PAGE) -> int:
        """The reconciler's part: tell the vector index the memory of documents that changed in the
        store and whose points were not told (the index was down, another replica's write failed,
        a save died); returns how many were told. Under each page's locks."""
        told = 0
        while changes := await self._store.memory_changes(limit):
            ids = [change.document_id for change in changes]
            async with self.hold(ids):
                told += await push_memory(self._store, self._vectors, ids)
            if len(changes) < limit:
                break
        await self._recount_memory()
        if told:
            self._on_change()
        return told

    async def _recount_memory(self) -> None:
        try:
            async with asyncio.timeout(self._store_timeout_s):
                self._counter.memory_changes = await self._store.count_memory_changes()
        except (DependencyError, TimeoutError) as error:
            log.warning("index.memory_count_failed", error=str(error))

    async def move_source(self, session_id: str, old_source: str, new_source: str) -> list[IndexOutcome] | None:
        """Move the documents of (sessionId, old source) to the new source without embedding them
        (a file renamed, its content the same): the new documents take the old ones' chunks and
        vectors, under the ids the new source gives (ids derive from sessionId and source, so the
        next run finds them there), then the old ones go. None, and nothing changed, when there is
        nothing to move or a document is not `indexed` with all its vectors (the caller indexes the
        file instead). A crash part-way leaves both versions, never neither: the next run over the
        folder removes the old one."""
        started = time.perf_counter()
        old_ids = await self._store.find_document_ids(session_id, old_source)
        if not old_ids:
            return None
        moved = await self._store.get_documents(old_ids)
        new_documents: list[StoredDocument] = []
        vectors: list[list[float]] = []
        renamed: list[tuple[str, str]] = []  # (old id, new id)
        for old in moved.values():
            if old.status is not DocumentStatus.INDEXED:
                return None
            request = moved_request(old, new_source)
            new_id = request.document_id
            fingerprint = request.fingerprint()  # the source is part of it: the points carry the new one
            renamed.append((old.document_id, new_id))
            chunks = tuple(
                dataclasses.replace(
                    chunk,
                    vector_id=vector_id_for(new_id, chunk.chunk_index),
                    document_id=new_id,
                    source=new_source,
                    metadata=request.metadata,
                    fingerprint=fingerprint,
                    # The keyword side's words of the path follow it; the vector keeps the header it
                    # was embedded with (the old path's, for code): the file's next change renews it.
                    keywords=keyword_text(chunk.text, new_source, chunk.symbol, self._code.declaration_weight) if chunk.keywords else "",
                )
                for chunk in old.chunks
            )
            for chunk in old.chunks:  # one by one: a backend need not answer several in the order asked
                found = await self._vectors.vectors([chunk.vector_id])
                if not found:
                    return None
                vectors.append(found[0])
            new_documents.append(
                dataclasses.replace(
                    old,
                    document_id=new_id,
                    source=new_source,
                    metadata=request.metadata,
                    fingerprint=fingerprint,
                    status=DocumentStatus.PENDING,
                    chunks=chunks,
                    # Read again at its new path: a Python module's path names its symbols.
                    symbols=await asyncio.to_thread(self._symbols_of, old, new_source),
                )
            )
        new_ids = [document.document_id for document in new_documents]
        others: list[str] = []  # the documents on the other side of the moved ones' supersessions
        async with self.hold([*old_ids, *new_ids]):
            self._on_change()
            await self._store.save_documents(new_documents)
            moves = [(old_id, new_id) for old_id, new_id in renamed if old_id != new_id]
            if moves and any(not document.memory.is_empty for document in moved.values()):
                # Supersessions follow the renamed file, on either side (issue 32).
                others = await self._store.move_memory(moves)
            chunks = [chunk for document in new_documents for chunk in document.chunks]
            for batch in batched(list(zip(chunks, vectors, strict=True)), self._upsert_batch_size):
                await self._vectors.upsert([chunk for chunk, _ in batch], [vector for _, vector in batch])
            await self._vectors.sync()
            await self._store.set_statuses([(document.document_id, document.fingerprint) for document in new_documents], DocumentStatus.INDEXED)
            gone = [document_id for document_id in old_ids if document_id not in set(new_ids)]
            await self._vectors.delete_documents(gone)
            await self._vectors.sync()
            await self._store.delete_documents(gone)
            if moves and any(not document.memory.is_empty for document in moved.values()):
                await self._push_memory(new_ids)
            self._on_change()
        if others:  # under their own locks, after the move's (locks are taken in one go, never nested)
            async with self.hold(others):
                await self._push_memory(others)
        self._counter.added(len(new_ids) - len(gone))
        latency = _ms(started)
        return [IndexOutcome(document.document_id, document.vector_ids, DocumentStatus.INDEXED, latency) for document in new_documents]

    async def reconcile_pending(self, batch_size: int = 50) -> int:
        """Write the vectors of pending documents, one at a time; returns how many left the queue
        (indexed, or failed for good). A document that fails alone does not stop the others."""
        now = self._clock()
        waiting = {document_id for document_id, (_, due) in self._retries.items() if due > now}
        left = 0
        for document in await self._store.pending_documents(batch_size + len(waiting)):
            if document.document_id in waiting:
                continue
            if self._lock_for(document.document_id).locked():
                # A write of it (or of a document sharing its lock) is under way, and will most likely
                # leave it indexed: the next round sees. Not reconciled now: no lookup of its vectors,
                # no wait for the write's embedding calls or its lock (measured during a first index:
                # every round loaded and waited for the batch in flight).
                continue
            outcome = await self._reconcile_one(document)
            if outcome is None:
                break  # a dependency is down: try again on the next round
            left += outcome is not DocumentStatus.PENDING
        if left:
            await self._recount_pending()
        self._forget_retries_beyond(batch_size * 100)
        return left

    async def _reconcile_one(self, document: StoredDocument) -> DocumentStatus | None:
        """Embed outside the document's lock (it may take seconds, and a client re-indexing the same
        document must not wait for it), write under it if the document is still this version.
        Returns its status after, or None when a dependency is down."""
        chunks = list(document.chunks)
        try:
            vectors = await self._embed([self._embedding_text(chunk) for chunk in chunks])
        except DependencyError as error:
            return await self._document_failed(document, error)
        async with self._lock_for(document.document_id):
            current = await self._store.get_document(document.document_id)
            if current is None or current.status is not DocumentStatus.PENDING or current.fingerprint != document.fingerprint:
                self._retries.pop(document.document_id, None)  # deleted or replaced meanwhile: not ours to write
                return DocumentStatus.INDEXED if current is not None and current.status is DocumentStatus.INDEXED else DocumentStatus.PENDING
            # The chunks as stored now: the same texts (same version), and the memory the document
            # has now (a later document may have superseded it while it was embedded).
            chunks = list(current.chunks)
            try:
                await self._commit_vectors([current], {current.document_id}, chunks, vectors)
                failure = None
            except DependencyError as error:
                failure = error
        if failure is not None:  # decided outside the lock: marking it failed takes the lock again
            return await self._document_failed(document, failure)
        self._retries.pop(document.document_id, None)
        return DocumentStatus.INDEXED

    async def _document_failed(self, document: StoredDocument, error: DependencyError) -> DocumentStatus | None:
        """Decide whose fault a failure is: a dependency that is down (None: stop the round), or
        this document (failed for good when refused or tried too often, else retried later)."""
        if not await self._dependencies_healthy():
            log.warning("reconcile.dependency_down", document_id=document.document_id, error=str(error))
            return None
        attempts = self._retries.get(document.document_id, (0, 0.0))[0] + 1
        if isinstance(error, DocumentRejected) or attempts >= MAX_ATTEMPTS:
            reason = str(error) if isinstance(error, DocumentRejected) else f"failed {attempts} times: {error}"
            await self._mark_failed(document, reason[:REASON_CHARS])
            return DocumentStatus.FAILED
        delay = retry_delay_s(attempts)
        self._retries[document.document_id] = (attempts, self._clock() + delay)
        log.warning("reconcile.document_retry_later", document_id=document.document_id, attempts=attempts, retry_in_s=delay, error=str(error))
        return DocumentStatus.PENDING

    async def _mark_failed(self, document: StoredDocument, reason: str) -> None:
        async with self._lock_for(document.document_id):
            await self._store.set_status(document.document_id, document.fingerprint, DocumentStatus.FAILED, reason)
        self._retries.pop(document.document_id, None)
        log.error("reconcile.document_failed", document_id=document.document_id, reason=reason)

    async def _dependencies_healthy(self) -> bool:
        for check in (self._embedder.health, self._vectors.health, self._store.health):
            try:
                status = await asyncio.wait_for(check(), HEALTH_PROBE_TIMEOUT_S)
            except Exception:  # noqa: BLE001 - a probe that fails in any way means the dependency is down
                return False
            if status is not ComponentStatus.HEALTHY:
                return False
        return True

    def _forget_retries_beyond(self, limit: int) -> None:
        """The retry table stays bounded: past `limit` entries the oldest go (they are retried sooner)."""
        while len(self._retries) > limit:
            self._retries.pop(next(iter(self._retries)))

    async def _recount_pending(self) -> None:
        # Only on a change of pending state, which is rare: a COUNT on an indexed column.
        try:
            async with asyncio.timeout(self._store_timeout_s):
                self._counter.pending = await self._store.count_pending()
                self._counter.failed = await self._store.count_failed()
        except (DependencyError, TimeoutError) as error:
            log.warning("index.pending_count_failed", error=str(error))

    async def _build_document(self, request: IndexRequest, fingerprint: str, memory: DocumentMemory = NO_MEMORY) -> StoredDocument:
        document_id = request.document_id
        indexed_at = utc_now()
        # Chunking 100,000 characters is CPU work of a few tenths of a second: on a worker thread,
        # so the event loop keeps answering (the liveness probe above all). Not on the model's
        # thread: it would wait behind the embeddings queued there.
        pieces, symbols = await asyncio.to_thread(self._split, request)
        chunks = tuple(
            Chunk(
                vector_id=vector_id_for(document_id, index),
                document_id=document_id,
                chunk_index=index,
                text=piece.text,
                session_id=request.session_id,
                source=request.source,
                content_type=request.content_type,
                metadata=request.metadata,
                indexed_at=indexed_at,
                symbol=piece.symbol,
                symbol_kind=piece.kind,
                keywords=keyword_text(piece.text, request.source, piece.symbol, self._code.declaration_weight)
                if request.content_type == "code" and self._code.identifier_words
                else "",
                line_start=line_start,
                line_end=line_end,
                fingerprint=fingerprint,
                memory=memory,
            )
            for index, piece in enumerate(pieces)
            for line_start, line_end in [piece.lines]
        )
        return StoredDocument(
            document_id=document_id,
            session_id=request.session_id,
            source=request.source,
            content_type=request.content_type,
            content=request.content,
            metadata=request.metadata,
            fingerprint=fingerprint,
            status=DocumentStatus.PENDING,
            indexed_at=indexed_at,
            chunks=chunks,
            symbols=symbols,
            memory=memory,
        )

    def _split(self, request: IndexRequest) -> tuple[list[_Piece], SymbolTable | None]:
        """Each chunk's text, its span of the content and its lines, and (code) its symbol and kind:
        code by its declarations (core/code), the rest by the chunker's boundaries. A code file's
        symbol table comes from the same syntax tree (core/code/graph), each definition with the
        chunk it lies in."""
        lines = LineNumbers(request.content)
        line_offset = request.metadata.line_offset or 0
        if request.content_type != "code":
            return [
                _Piece(span.text, span.start, span.end, lines.span(span.start, span.end, line_offset))
                for span in self._chunker.split_spans(request.content, request.content_type)
            ], None
        parsed = parse(request.content, request.source) if self._code.syntax_chunks or self._code.symbols else None
        spans = split_code(self._chunker, request.content, request.source, self._code, parsed)
        pieces = [
            _Piece(request.content[span.start : span.end], span.start, span.end, lines.span(span.start, span.end, line_offset), span.symbol, span.kind)
            for span in spans
        ]
        if not self._code.symbols:
            return pieces, None
        return pieces, symbol_table(parsed, request.source, [piece.lines for piece in pieces], line_offset)

    def _symbols_of(self, document: StoredDocument, source: str) -> SymbolTable | None:
        """The symbol table of a stored code document's content at `source` (its chunks as stored)."""
        if document.content_type != "code" or not self._code.symbols:
            return None
        return stored_document_symbols(document, source)

    def _embedding_text(self, chunk: Chunk) -> str:
        return embedding_text(chunk.text, chunk.content_type, chunk.source, chunk.symbol, self._code)

    async def _write_vectors_in_time(
        self, documents: Sequence[StoredDocument], replaced: set[str], budget_s: float | None
    ) -> DocumentStatus:
        skipped = [name for name, breaker in self._breakers.items() if breaker.is_open]
        if skipped:
            log.warning("index.vectors_deferred", documents=len(documents), error=f"skipped, circuit open: {', '.join(skipped)}")
            return DocumentStatus.PENDING
        embedder_breaker = self._breakers.get(EMBEDDER)
        if embedder_breaker is not None:
            # Half-open: this request is the one trial, the others are answered pending meanwhile.
            # Its verdict always comes: vectors, an error, or the timeout below.
            embedder_breaker.allow()
        stage = _Stage()
        waited_from = time.monotonic()
        try:
            return await asyncio.wait_for(self._write_vectors(documents, replaced, stage), budget_s)
        except TimeoutError:
            # Cancelled part-way, the documents stay pending; the reconciler's rewrite is idempotent.
            waited = f"no vectors within {self._request_timeout_s} s"
            if stage.embedding and self._embedder_answered_at < waited_from:
                # Not one embedding came back while this request waited: the embedder hangs. It
                # costs this request its timeout, and the next ones none until the breaker's trial.
                self._dependency_failed(EMBEDDER, f"{waited}: the embedder answered nothing", documents)
            else:
                doing = "embedding, the embedder answering other calls" if stage.embedding else "writing the vectors"
                log.warning("index.vectors_deferred", documents=len(documents), error=f"{waited} ({doing})")
            return DocumentStatus.PENDING

    def _dependency_failed(self, dependency: str, message: str, documents: Sequence[StoredDocument]) -> None:
        """A failure of the embedder or the vector index while a client waited: its breaker (the
        next requests skip it for the cool-down), a log line (with the request's correlation id)
        and an error record (errorsByDependency, the error metric)."""
        breaker = self._breakers.get(dependency)
        if breaker is not None:
            breaker.record_failure()
        log.warning(
            "index.dependency_failed",
            dependency=dependency,
            documents=len(documents),
            error=message,
            breaker=breaker.state.value if breaker is not None else None,
        )
        if self._recorder is not None:
            self._recorder.record_failure(dependency, "index", message)

    def _dependency_answered(self, dependency: str) -> None:
        breaker = self._breakers.get(dependency)
        if breaker is not None:
            breaker.record_success()

    async def _write_vectors(self, documents: Sequence[StoredDocument], replaced: set[str], stage: _Stage | None = None) -> DocumentStatus:
        """Embed and upsert the documents' chunks, sync them, then mark them indexed; PENDING when a
        dependency failed (they stay pending, all of them, and the reconciler writes them again:
        idempotent): a failure of the embedder or the vector index counts against its breaker.
        `stage` follows whether it is still embedding (for a request's timeout)."""
        stage = stage or _Stage()
        chunks = [chunk for document in documents for chunk in document.chunks]
        texts = [self._embedding_text(chunk) for chunk in chunks]
        try:
            with failures_of(EMBEDDER):
                vectors = await self._embed(texts)
            self._dependency_answered(EMBEDDER)
            stage.embedding = False
            await self._commit_vectors(documents, replaced, chunks, vectors)
        except DependencyError as error:
            if error.dependency in self._breakers and not isinstance(error, DocumentRejected):
                self._dependency_failed(error.dependency, str(error) or type(error).__name__, documents)
            else:
                log.warning("index.vectors_deferred", documents=len(documents), error=str(error))
            return DocumentStatus.PENDING
        return DocumentStatus.INDEXED

    async def _commit_vectors(
        self, documents: Sequence[StoredDocument], replaced: set[str], chunks: Sequence[Chunk], vectors: Sequence[list[float]]
    ) -> None:
        """Upsert, prune, sync, then mark indexed: the store says `indexed` only of vectors on disk.
        Then the points are made the store's version where another service (a replica, whose
        locks are not ours) replaced or deleted a document meanwhile (`_restore_superseded`)."""
        with failures_of(VECTOR_INDEX):
            await self._write_points(documents, replaced, chunks, vectors)
        self._dependency_answered(VECTOR_INDEX)
        with failures_of(STORE):
            await self._store.set_statuses([(document.document_id, document.fingerprint) for document in documents], DocumentStatus.INDEXED)
        for chunk in chunks:  # written: the kept embedding calls of these texts are done with
            self._embeddings.pop(self._embedding_text(chunk), None)
        # Shielded: a request that stops waiting (its timeout) must not leave the index half put back.
        await asyncio.shield(self._restore_superseded({document.document_id: document.fingerprint for document in documents}))
        self._on_change()

    async def _write_points(
        self, documents: Sequence[StoredDocument], replaced: set[str], chunks: Sequence[Chunk], vectors: Sequence[list[float]]
    ) -> None:
        for batch in batched(list(zip(chunks, vectors, strict=True)), self._upsert_batch_size):
            await self._vectors.upsert([chunk for chunk, _ in batch], [vector for _, vector in batch])
        for document in documents:
            if document.document_id in replaced:
                # A shorter new version leaves the old version's extra chunks behind: remove them.
                await self._vectors.prune(document.document_id, keep_chunks=len(document.chunks))
        await self._vectors.sync()

    async def _restore_superseded(self, written: dict[str, str]) -> None:
        """The write is conditional on the store's current version, checked after it landed: two
        replicas writing v1 (slow to embed) and v2 (fast) of one document can land v2's points
        first and v1's over them, while the store says v2 `indexed`. Whoever finds, after its
        points landed, that the store holds another version (or none) writes that version's points
        (or removes the document's), and checks again: the last writer always sees the last
        version, so the index ends as the store. Rounds are bounded: past them the store's version
        is sent back to pending, for the reconciler to write."""
        expected: dict[str, str | None] = dict(written)
        for _ in range(RESTORE_ROUNDS):
            current = await self._store.fingerprints(list(expected))
            differing = {document_id for document_id, fingerprint in expected.items() if current.get(document_id) != fingerprint}
            if not differing:
                return
            newer = list((await self._store.get_documents(sorted(differing))).values())
            gone = sorted(differing - {document.document_id for document in newer})
            log.warning("index.superseded_rewritten", documents=sorted(differing), removed=gone)
            try:
                if gone:
                    await self._vectors.delete_documents(gone)
                if newer:
                    newer_chunks = [chunk for document in newer for chunk in document.chunks]
                    newer_vectors = await self._embed([self._embedding_text(chunk) for chunk in newer_chunks])
                    await self._write_points(newer, {document.document_id for document in newer}, newer_chunks, newer_vectors)
                    await self._store.set_statuses([(d.document_id, d.fingerprint) for d in newer], DocumentStatus.INDEXED)
                else:
                    await self._vectors.sync()
            except DependencyError as error:
                log.warning("index.superseded_left_pending", documents=sorted(differing), error=str(error))
                await self._leave_pending(newer)
                return
            expected = {document_id: None for document_id in gone} | {d.document_id: d.fingerprint for d in newer}
        current = await self._store.get_documents(list(expected))
        log.warning("index.superseded_left_pending", documents=sorted(expected), error=f"still changing after {RESTORE_ROUNDS} rounds")
        await self._leave_pending(list(current.values()))

    async def _leave_pending(self, documents: Sequence[StoredDocument]) -> None:
        with contextlib.suppress(DependencyError):
            await self._store.set_statuses([(d.document_id, d.fingerprint) for d in documents], DocumentStatus.PENDING)

    async def _embed(self, texts: Sequence[str]) -> list[list[float]]:
        """The texts' vectors, in order, one embedding call per batch. Each call runs as a task of
        its own and is kept until its vectors are written: a request that stops waiting (its
        timeout) does not throw away the call the model is working on, nor the calls finished
        before it, and the reconciler's rewrite of the same chunks takes them instead of embedding
        them again."""
        kept = {text: self._embeddings[text] for text in dict.fromkeys(texts) if text in self._embeddings}
        running = {call for call, _ in kept.values() if not call.done()}
        if running:  # an earlier attempt's calls, still with the embedder: worth a request's wait, no more
            await asyncio.wait(running, timeout=self._request_timeout_s)
        calls = {text: entry for text, entry in kept.items() if _succeeded(entry[0])}
        missing = [text for text in dict.fromkeys(texts) if text not in calls]
        for batch in batched(missing, self._embed_batch_size):
            call = asyncio.ensure_future(self._embedder.embed_documents(batch))
            # A call whose request stopped waiting may fail with no one awaiting it (the embedder
            # closed at shut-down): its error is the next waiter's, not an unretrieved task's.
            call.add_done_callback(_mark_retrieved)
            call.add_done_callback(self._note_embedder_answer)
            for index, text in enumerate(batch):
                calls[text] = self._embeddings[text] = (call, index)
            await asyncio.shield(call)  # cancelled, the request leaves the call running
        return [calls[text][0].result()[calls[text][1]] for text in texts]

    def _note_embedder_answer(self, call: asyncio.Future[Any]) -> None:
        """An embedding call came back with vectors, or with the embedder's refusal of its input:
        either way the embedder answers (an error of its own, or no answer at all, is no answer).
        A call a request left running that answers later closes the breaker too: the embedder is back."""
        if call.cancelled():
            return
        error = call.exception()
        if error is None or isinstance(error, DocumentRejected):
            self._embedder_answered_at = time.monotonic()
            self._dependency_answered(EMBEDDER)


def _mark_retrieved(call: asyncio.Future[Any]) -> None:
    if not call.cancelled():
        call.exception()


def stored_document_symbols(document: StoredDocument, source: str | None = None) -> SymbolTable:
    """The symbol table of a stored code document (at `source`, or its own), its definitions placed
    in its chunks as stored: what indexing it now would store, without cutting it again."""
    chunk_lines = [(c.line_start, c.line_end) for c in document.chunks if c.line_start is not None and c.line_end is not None]
    return symbols_of_file(document.content, source or document.source, chunk_lines, document.metadata.line_offset or 0)


def moved_request(document: StoredDocument, new_source: str) -> IndexRequest:
    """The request that would index `document`'s content at `new_source`: its role the new path's
    when the old one was its path's (inferred), else the one the client gave."""
    metadata = document.metadata
    unset = dataclasses.replace(metadata, role=None)
    old = IndexRequest(content="", content_type=document.content_type, session_id=document.session_id, source=document.source, metadata=unset)
    if metadata.role is not None and with_role(old).metadata.role == metadata.role:
        metadata = unset
    request = IndexRequest(
        content=document.content, content_type=document.content_type, session_id=document.session_id, source=new_source, metadata=metadata
    )
    return with_role(request)


def with_role(request: IndexRequest) -> IndexRequest:
    """A code or documentation file's request with the role its path gives (core/code/roles.py),
    unless the client gave one (`metadata.role`)."""
    if request.metadata.role is not None or request.content_type not in ("code", "documentation"):
        return request
    role = infer_role(request.source, request.content)
    if request.content_type == "documentation" and role == "implementation":  # a note without a file name
        role = "docs"
    return dataclasses.replace(request, metadata=dataclasses.replace(request.metadata, role=role))


@dataclass(slots=True)
class _Stage:
    """Where a write of vectors is, for the request that gave it a timeout: embedding, or writing."""

    embedding: bool = True


class _BoundedStore:
    """The store as a waiting client's index request uses it: skipped while its breaker is open,
    and every call (together) within `timeout_s` of the first call; a call past it is a DependencyError
    of the store, which opens the breaker. A write cut short may still land: it was not
    acknowledged, and the document it stored is pending (the reconciler writes its vectors)."""

    def __init__(self, store: ContextStore, timeout_s: float | None, breaker: CircuitBreaker | None) -> None:
        self._store = store
        self._timeout_s = timeout_s
        self._breaker = breaker
        # Set at the first call, not here: a wait for the documents' locks (another write of the
        # same document, a backup holding writes) is not the store's time and must not open its breaker.
        self._deadline: float | None = None

    def check_breaker(self) -> None:
        if self._breaker is not None and self._breaker.is_open:
            raise DependencyError("skipped, circuit open (the store failed just now)", dependency=STORE)

    async def _call(self, call: Awaitable[T]) -> T:
        try:
            with failures_of(STORE):
                if self._timeout_s is None:
                    return await call
                if self._deadline is None:
                    self._deadline = time.monotonic() + self._timeout_s
                return await asyncio.wait_for(call, max(self._deadline - time.monotonic(), 0.0))
        except TimeoutError:
            self._failed()
            raise DependencyError(f"no answer within {self._timeout_s} s", dependency=STORE) from None
        except DependencyError:
            self._failed()
            raise

    def _failed(self) -> None:
        if self._breaker is not None:
            self._breaker.record_failure()

    async def get_documents(self, document_ids: Sequence[str]) -> dict[str, StoredDocument]:
        return await self._call(self._store.get_documents(document_ids))

    async def set_statuses(self, items: Sequence[tuple[str, str]], status: DocumentStatus) -> None:
        await self._call(self._store.set_statuses(items, status))

    async def save_documents(self, documents: Sequence[StoredDocument]) -> None:
        await self._call(self._store.save_documents(documents))

    async def fingerprints(self, document_ids: Sequence[str]) -> dict[str, str]:
        return await self._call(self._store.fingerprints(document_ids))

    async def memory_of(self, document_ids: Sequence[str]) -> dict[str, DocumentMemory]:
        return await self._call(self._store.memory_of(document_ids))


def mean_vector(vectors: Sequence[Sequence[float]]) -> list[float]:
    """The unit-length mean of a document's chunk vectors (what the document as a whole is near)."""
    sums = [sum(values) for values in zip(*vectors)]
    norm = sum(value * value for value in sums) ** 0.5 or 1.0
    return [value / norm for value in sums]


def candidate_of(hit: Hit) -> Candidate:
    decision_id = hit.metadata.get("decisionId")
    return Candidate(hit.document_id, hit.source, hit.content_type or "", decision_id if isinstance(decision_id, str) else None, hit.score)


def _succeeded(call: asyncio.Future[object]) -> bool:
    return call.done() and not call.cancelled() and call.exception() is None


def _ms(started: float) -> float:
    return round((time.perf_counter() - started) * 1000, 3)
