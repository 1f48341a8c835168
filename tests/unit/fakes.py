"""In-memory fakes of the three ports of `rag_context.core.ports`, that behave for real.

- `FakeEmbedder`: deterministic hashed bag-of-words vectors, normalised; counts tokens by whitespace.
- `FakeVectorIndex`: points in a dict; hybrid = cosine blended with keyword overlap; keyword search;
  every `SearchFilters` field applied; `prune` removes a document's chunks past a count.
- `FakeContextStore`: documents (with their chunks) in a dict; keyword text search with the filters;
  metrics records kept in a list; a content version bumped by every save, status change and delete.

Each fake has a `Switch` (`.switch`) that makes its calls raise `DependencyError` ("fail"), raise
`FilterError` ("filter": the request's filter could not be applied), never answer ("hang": they
await an Event that never fires), or pass ("ok"), optionally for only some methods; it counts every
call that reached the fake, per method.
"""

from __future__ import annotations

import asyncio
import dataclasses
import hashlib
import math
import re
from collections import Counter
from collections.abc import Iterable, Sequence
from datetime import datetime

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
from rag_context.core.chunking import ChunkSpan, locate_spans
from rag_context.core.code.graph.model import (
    EXTRACTOR_VERSION,
    DefinitionQuery,
    NameCount,
    ReferenceQuery,
    StoredDefinition,
    StoredReference,
    SymbolCheck,
    SymbolTable,
)
from rag_context.core.filters import FilterError
from rag_context.core.memory.currency import DocumentMemory
from rag_context.core.ports import DependencyError, PointCounts, counted_documents
from rag_context.core.stats import QueryFilter, Stats, compute_stats

_TERM = re.compile(r"[a-z0-9]+")


def terms(text: str) -> list[str]:
    return _TERM.findall(text.lower())


def whitespace_tokens(text: str) -> int:
    return len(text.split())


def whitespace_offsets(text: str) -> list[tuple[int, int]]:
    """The tokens `whitespace_tokens` counts, with their character offsets (what a chunker takes)."""
    return [match.span() for match in re.finditer(r"\S+", text)]


class FakeClock:
    """A monotonic clock that moves only when told to."""

    def __init__(self, start: float = 1_000.0) -> None:
        self.now = start

    def __call__(self) -> float:
        return self.now

    def advance(self, seconds: float) -> None:
        self.now += seconds


class Switch:
    """mode: "ok" | "fail" | "filter" | "hang"; `only` restricts the mode to these method names."""

    def __init__(self, name: str) -> None:
        self.name = name
        self.mode = "ok"
        self.only: set[str] | None = None
        self.calls: Counter[str] = Counter()
        self._never = asyncio.Event()  # nobody ever sets it

    def set(self, mode: str, only: Iterable[str] | None = None) -> None:
        assert mode in ("ok", "fail", "filter", "hang"), mode
        self.mode = mode
        self.only = set(only) if only is not None else None

    def ok(self) -> None:
        self.set("ok")

    @property
    def total_calls(self) -> int:
        return sum(self.calls.values())

    async def enter(self, method: str) -> None:
        self.calls[method] += 1
        if self.only is not None and method not in self.only:
            return
        if self.mode == "fail":
            raise DependencyError(f"{self.name}.{method}: switched off")
        if self.mode == "filter":
            raise FilterError(f"{self.name}.{method}: could not apply the filter")
        if self.mode == "hang":
            await self._never.wait()


def _matches(filters: SearchFilters, payload: dict) -> bool:
    if filters.document_filter is not None and not filters.document_filter.matches_payload(payload):
        return False
    return all(payload.get(key) == value for key, value in filters.as_payload_conditions().items())


def _document_matches(filters: DocumentFilters, doc: StoredDocument) -> bool:
    if filters.document_filter is not None:
        meta = doc.metadata
        if not filters.document_filter.matches(
            source=doc.source, content_type=doc.content_type, session_id=doc.session_id, tags=meta.tags, agent=meta.agent,
            category=meta.category, game=meta.game, role=meta.role, decision_id=meta.decision_id, indexed_at=doc.indexed_at,
        ):
            return False
    return (
        (filters.session_id is None or doc.session_id == filters.session_id)
        and (filters.source is None or doc.source == filters.source)
        and (filters.content_type is None or doc.content_type == filters.content_type)
    )


def keyword_score(query: str, text: str) -> float:
    """Fraction of the query's distinct terms found in the text, in [0, 1]."""
    wanted = set(terms(query))
    if not wanted:
        return 0.0
    present = set(terms(text))
    return len(wanted & present) / len(wanted)


def _hit(chunk: Chunk, score: float, partial: bool = False) -> Hit:
    """A fake index's hit; `partial`: without its text, as the real indexes read a candidate to rank."""
    return Hit(
        vector_id=chunk.vector_id,
        document_id=chunk.document_id,
        text="" if partial else chunk.text,
        partial=partial,
        score=min(max(score, 0.0), 1.0),
        source=chunk.source,
        timestamp=chunk.indexed_at,
        metadata=chunk.metadata.as_dict(),
        symbol=chunk.symbol,
        chunk_index=chunk.chunk_index,
        session_id=chunk.session_id,
        content_type=chunk.content_type,
        line_start=chunk.line_start,
        line_end=chunk.line_end,
        memory=chunk.memory,
    )


class FakeEmbedder:
    model_name = "fake-hashed-bow"

    def __init__(self, dimension: int = 64, max_tokens: int = 256) -> None:
        self.dimension = dimension
        self.max_tokens = max_tokens
        self.switch = Switch("embedder")
        self.document_batches: list[int] = []  # size of every embed_documents call that succeeded
        self.queries: list[str] = []

    def count_tokens(self, text: str) -> int:
        return whitespace_tokens(text)

    def token_offsets(self, text: str) -> list[tuple[int, int]]:
        return whitespace_offsets(text)

    def vector(self, text: str) -> list[float]:
        values = [0.0] * self.dimension
        for term in terms(text):
            digest = hashlib.blake2b(term.encode(), digest_size=8).digest()
            slot = int.from_bytes(digest[:4], "big") % self.dimension
            values[slot] += 1.0 if digest[4] & 1 else -1.0
        norm = math.sqrt(sum(v * v for v in values))
        if norm == 0:
            values[0], norm = 1.0, 1.0
        return [v / norm for v in values]

    async def embed_documents(self, texts: Sequence[str]) -> list[list[float]]:
        await self.switch.enter("embed_documents")
        self.document_batches.append(len(texts))
        return [self.vector(text) for text in texts]

    async def embed_query(self, text: str) -> list[float]:
        await self.switch.enter("embed_query")
        self.queries.append(text)
        return self.vector(text)

    async def health(self) -> ComponentStatus:
        await self.switch.enter("health")
        return ComponentStatus.HEALTHY

    async def close(self) -> None:
        return None


class FakeVectorIndex:
    def __init__(self) -> None:
        self.switch = Switch("vectors")
        self.points: dict[str, tuple[list[float], Chunk]] = {}
        self.upsert_batches: list[int] = []
        self.syncs = 0
        self.prune_calls: list[tuple[str, int]] = []
        self.search_calls: list[dict] = []  # what every search was asked, hybrid or keyword
        self.hybrid_vectors: list[list[float]] = []  # the query vector of every hybrid search
        # When set, a search computes its hits, then waits for this event before answering.
        self.hold: asyncio.Event | None = None

    async def upsert(self, chunks: Sequence[Chunk], vectors: Sequence[Sequence[float]]) -> None:
        await self.switch.enter("upsert")
        assert len(chunks) == len(vectors)
        self.upsert_batches.append(len(chunks))
        for chunk, vector in zip(chunks, vectors):
            self.points[chunk.vector_id] = (list(vector), chunk)


    async def vectors(self, vector_ids: Sequence[str]) -> list[list[float]]:
        await self.switch.enter("vectors")
        return [list(self.points[vector_id][0]) for vector_id in vector_ids if vector_id in self.points]

    async def vectors_of(self, vector_ids: Sequence[str]) -> dict[str, list[float]]:
        await self.switch.enter("vectors_of")
        return {vector_id: list(self.points[vector_id][0]) for vector_id in vector_ids if vector_id in self.points}

    async def dense_search(
        self, vector: Sequence[float], filters: SearchFilters, limit: int, document_ids: Sequence[str] | None = None
    ) -> list[Hit]:
        await self.switch.enter("dense_search")
        scored = []
        for vector_id, (stored, chunk) in self.points.items():
            if (document_ids is not None and chunk.document_id not in document_ids) or not _matches(filters, chunk.payload()):
                continue
            norm = math.sqrt(sum(x * x for x in stored) * sum(x * x for x in vector)) or 1.0
            cosine = sum(a * b for a, b in zip(stored, vector)) / norm
            scored.append((max(min(cosine, 1.0), 0.0), vector_id, chunk))
        scored.sort(key=lambda item: (-item[0], item[1]))
        return [_hit(chunk, score) for score, _, chunk in scored[:limit]]

    async def superseded_points(self) -> tuple[dict[str, int], dict[int, int]]:
        await self.switch.enter("superseded_points")
        by_document: dict[str, int] = {}
        by_instant: dict[int, int] = {}
        for _, chunk in self.points.values():
            instant = chunk.payload().get("supersededAtUs")
            if instant is not None:
                by_document[chunk.document_id] = by_document.get(chunk.document_id, 0) + 1
                by_instant[instant] = by_instant.get(instant, 0) + 1
        return by_document, by_instant

    async def set_memory(self, documents: Sequence[tuple[str, DocumentMemory]]) -> None:
        await self.switch.enter("set_memory")
        memories = dict(documents)
        for vector_id, (vector, chunk) in list(self.points.items()):
            if chunk.document_id in memories:
                self.points[vector_id] = (vector, dataclasses.replace(chunk, memory=memories[chunk.document_id]))

    async def prune(self, document_id: str, keep_chunks: int) -> None:
        await self.switch.enter("prune")
        self.prune_calls.append((document_id, keep_chunks))
        for vector_id, (_, chunk) in list(self.points.items()):
            if chunk.document_id == document_id and chunk.chunk_index >= keep_chunks:
                del self.points[vector_id]

    async def delete_documents(self, document_ids: Sequence[str]) -> None:
        await self.switch.enter("delete_documents")
        doomed = set(document_ids)
        for vector_id, (_, chunk) in list(self.points.items()):
            if chunk.document_id in doomed:
                del self.points[vector_id]

    async def document_ids(self) -> set[str]:
        await self.switch.enter("document_ids")
        return {chunk.document_id for _, chunk in self.points.values()}

    async def points_by_document(self) -> dict[str, set[str]]:
        await self.switch.enter("points_by_document")
        found: dict[str, set[str]] = {}
        for vector_id, (_, chunk) in self.points.items():
            found.setdefault(chunk.document_id, set()).add(vector_id)
        return found

    async def points_per_document(self, document_ids: Sequence[str]) -> dict[str, int]:
        await self.switch.enter("points_per_document")
        found: dict[str, int] = {}
        for _, chunk in self.points.values():
            if chunk.document_id in document_ids:
                found[chunk.document_id] = found.get(chunk.document_id, 0) + 1
        return found

    async def count_points(self, document_ids: Sequence[str], *, fingerprints: Sequence[str] | None = None, unversioned: bool = False) -> int:
        await self.switch.enter("count_points")
        return sum(
            1
            for _, chunk in self.points.values()
            if chunk.document_id in document_ids
            and (fingerprints is None or chunk.fingerprint in fingerprints)
            and (not unversioned or not chunk.fingerprint)
        )

    async def point_counts(self, document_id: str | None = None, *, document_ids: Sequence[str] | None = None) -> PointCounts:
        await self.switch.enter("point_counts")
        scope = counted_documents(document_id, document_ids)
        counts = PointCounts({}, {}, {})
        for _, chunk in self.points.values():
            if scope is not None and chunk.document_id not in scope:
                continue
            counts.by_document[chunk.document_id] = counts.by_document.get(chunk.document_id, 0) + 1
            if chunk.fingerprint:
                counts.by_fingerprint[chunk.fingerprint] = counts.by_fingerprint.get(chunk.fingerprint, 0) + 1
            else:
                counts.unversioned[chunk.document_id] = counts.unversioned.get(chunk.document_id, 0) + 1
        return counts

    async def delete_points(self, vector_ids: Sequence[str]) -> None:
        await self.switch.enter("delete_points")
        for vector_id in vector_ids:
            self.points.pop(vector_id, None)

    async def sync(self) -> None:
        await self.switch.enter("sync")
        self.syncs += 1

    def _candidates(self, filters: SearchFilters) -> list[tuple[list[float], Chunk]]:
        return [(vector, chunk) for vector, chunk in self.points.values() if _matches(filters, chunk.payload())]

    async def hybrid_search(
        self,
        vector: Sequence[float],
        text: str,
        filters: SearchFilters,
        limit: int,
        score_threshold: float,
        ranking_only: bool = False,
    ) -> list[Hit]:
        await self.switch.enter("hybrid_search")
        self.search_calls.append({"kind": "hybrid", "text": text, "filters": filters, "limit": limit})
        self.hybrid_vectors.append(list(vector))
        scored = []
        for point, chunk in self._candidates(filters):
            cosine = sum(a * b for a, b in zip(vector, point))
            score = 0.5 * max(cosine, 0.0) + 0.5 * keyword_score(text, chunk.keyword_text)
            if score >= score_threshold and score > 0:
                scored.append((score, chunk))
        scored.sort(key=lambda item: (-item[0], item[1].vector_id))
        hits = [_hit(chunk, score, ranking_only) for score, chunk in scored[:limit]]
        if self.hold is not None:
            await self.hold.wait()
        return hits

    async def complete(self, hits: Sequence[Hit]) -> list[Hit]:
        """Partial hits with their texts again; one whose point is gone left out (as the indexes do)."""
        await self.switch.enter("complete")
        return [
            dataclasses.replace(hit, text=self.points[hit.vector_id][1].text, partial=False) if hit.partial else hit
            for hit in hits
            if not hit.partial or hit.vector_id in self.points
        ]

    async def keyword_search(self, text: str, filters: SearchFilters, limit: int, ranking_only: bool = False) -> list[Hit]:
        await self.switch.enter("keyword_search")
        self.search_calls.append({"kind": "keyword", "text": text, "filters": filters, "limit": limit})
        scored = [(keyword_score(text, chunk.keyword_text), chunk) for _, chunk in self._candidates(filters)]
        scored = [item for item in scored if item[0] > 0]
        scored.sort(key=lambda item: (-item[0], item[1].vector_id))
        hits = [_hit(chunk, score, ranking_only) for score, chunk in scored[:limit]]
        if self.hold is not None:
            await self.hold.wait()
        return hits

    async def set_chunk_lines(self, rows: Sequence[tuple[str, int, int]]) -> None:
        await self.switch.enter("set_chunk_lines")
        for vector_id, start, end in rows:
            if vector_id in self.points:
                vector, chunk = self.points[vector_id]
                self.points[vector_id] = (vector, dataclasses.replace(chunk, line_start=start, line_end=end))

    async def ranked_lists(
        self, vector: Sequence[float], text: str, filters: SearchFilters, depth: int, score_threshold: float
    ) -> RankedLists:
        await self.switch.enter("ranked_lists")
        dense, keyword = [], []
        for point, chunk in self._candidates(filters):
            cosine = sum(a * b for a, b in zip(vector, point))
            if cosine >= score_threshold:
                dense.append((chunk.vector_id, cosine))
            if (score := keyword_score(text, chunk.text)) > 0:
                keyword.append((chunk.vector_id, score))
        dense.sort(key=lambda item: (-item[1], item[0]))
        keyword.sort(key=lambda item: (-item[1], item[0]))
        return RankedLists(dense[:depth], keyword[:depth])

    async def count(self) -> int:
        await self.switch.enter("count")
        return len(self.points)

    async def health(self) -> ComponentStatus:
        await self.switch.enter("health")
        return ComponentStatus.HEALTHY

    async def close(self) -> None:
        return None


class FakeContextStore:
    def __init__(self) -> None:
        self.switch = Switch("store")
        self.documents: dict[str, StoredDocument] = {}
        self.metrics: list[MetricsRecord] = []
        self.errors: list[ErrorRecord] = []
        self.metrics_batches: list[int] = []
        self.search_calls: list[dict] = []
        # When set, record_metrics waits for this event before writing.
        self.metrics_gate: asyncio.Event | None = None
        self.version = 0  # content_version: bumped by every change a search can see

    async def get_document(self, document_id: str) -> StoredDocument | None:
        await self.switch.enter("get_document")
        return self.documents.get(document_id)

    async def save_document(self, document: StoredDocument) -> None:
        await self.switch.enter("save_document")
        self.documents[document.document_id] = document
        self.version += 1

    async def get_documents(self, document_ids: Sequence[str]) -> dict[str, StoredDocument]:
        await self.switch.enter("get_documents")
        return {document_id: self.documents[document_id] for document_id in document_ids if document_id in self.documents}

    async def fingerprints(self, document_ids: Sequence[str]) -> dict[str, str]:
        await self.switch.enter("fingerprints")
        return {document_id: self.documents[document_id].fingerprint for document_id in document_ids if document_id in self.documents}

    async def save_documents(self, documents: Sequence[StoredDocument]) -> None:
        await self.switch.enter("save_documents")  # before any is written: all or none
        for document in documents:
            self.documents[document.document_id] = document
        self.version += 1

    async def set_status(self, document_id: str, fingerprint: str, status: DocumentStatus, reason: str | None = None) -> None:
        await self.switch.enter("set_status")
        document = self.documents.get(document_id)
        if document is not None and document.fingerprint == fingerprint:
            self.documents[document_id] = dataclasses.replace(document, status=status, reason=reason)
            self.version += 1

    async def set_statuses(self, items: Sequence[tuple[str, str]], status: DocumentStatus) -> None:
        await self.switch.enter("set_statuses")
        changed = False
        for document_id, fingerprint in items:
            document = self.documents.get(document_id)
            if document is not None and document.fingerprint == fingerprint:
                self.documents[document_id] = dataclasses.replace(document, status=status, reason=None)
                changed = True
        self.version += changed

    async def pending_documents(self, limit: int) -> list[StoredDocument]:
        await self.switch.enter("pending_documents")
        pending = [doc for doc in self.documents.values() if doc.status is DocumentStatus.PENDING]
        return pending[:limit]

    async def documents_without_lines(self, limit: int) -> list[StoredDocument]:
        await self.switch.enter("documents_without_lines")
        lacking = [doc for doc in self.documents.values() if any(chunk.line_start is None for chunk in doc.chunks)]
        return lacking[:limit]

    async def set_chunk_lines(self, rows: Sequence[tuple[str, int, int]]) -> None:
        await self.switch.enter("set_chunk_lines")
        lines = {vector_id: (start, end) for vector_id, start, end in rows}
        for document_id, document in list(self.documents.items()):
            chunks = tuple(
                dataclasses.replace(chunk, line_start=lines[chunk.vector_id][0], line_end=lines[chunk.vector_id][1])
                if chunk.vector_id in lines and chunk.line_start is None
                else chunk
                for chunk in document.chunks
            )
            self.documents[document_id] = dataclasses.replace(document, chunks=chunks)

    async def find_document_ids(self, session_id: str, source: str | None = None) -> list[str]:
        await self.switch.enter("find_document_ids")
        return sorted(
            doc.document_id
            for doc in self.documents.values()
            if doc.session_id == session_id and (source is None or doc.source == source)
        )

    async def delete_documents(self, document_ids: Sequence[str]) -> tuple[int, int]:
        await self.switch.enter("delete_documents")
        documents = chunks = 0
        for document_id in dict.fromkeys(document_ids):
            document = self.documents.pop(document_id, None)
            if document is not None:
                documents += 1
                chunks += len(document.chunks)
        self.version += 1
        return documents, chunks

    async def list_documents(self, filters: DocumentFilters, limit: int, after: str | None = None) -> list[DocumentSummary]:
        await self.switch.enter("list_documents")
        wanted = [
            DocumentSummary.of(doc)
            for doc in sorted(self.documents.values(), key=lambda doc: doc.document_id)
            if (after is None or doc.document_id > after) and _document_matches(filters, doc)
        ]
        return wanted[: max(limit, 0)]

    async def document_versions(self, limit: int, after: str | None = None) -> list[DocumentVersion]:
        await self.switch.enter("document_versions")
        return [
            DocumentVersion(doc.document_id, doc.status, doc.fingerprint, len(doc.chunks))
            for doc in sorted(self.documents.values(), key=lambda doc: doc.document_id)
            if after is None or doc.document_id > after
        ][: max(limit, 0)]

    async def count_matching(self, filters: DocumentFilters) -> tuple[int, int]:
        await self.switch.enter("count_matching")
        matched = [doc for doc in self.documents.values() if _document_matches(filters, doc)]
        return len(matched), sum(len(doc.chunks) for doc in matched)

    async def count_documents(self) -> int:
        await self.switch.enter("count_documents")
        return len(self.documents)

    async def count_pending(self) -> int:
        await self.switch.enter("count_pending")
        return sum(1 for doc in self.documents.values() if doc.status is DocumentStatus.PENDING)

    async def content_version(self) -> int:
        await self.switch.enter("content_version")
        return self.version

    async def count_failed(self) -> int:
        await self.switch.enter("count_failed")
        return sum(1 for doc in self.documents.values() if doc.status is DocumentStatus.FAILED)

    # Memory (issue 32): kept as the documents carry it; no supersession is derived here (the real
    # stores' semantics are tested on them, tests/backends/test_memory_stores.py).
    async def memory_of(self, document_ids: Sequence[str]) -> dict[str, DocumentMemory]:
        await self.switch.enter("memory_of")
        return {document_id: self.documents[document_id].memory for document_id in document_ids if document_id in self.documents}

    async def memory_changes(self, limit: int, document_ids: Sequence[str] | None = None) -> list[MemoryChange]:
        await self.switch.enter("memory_changes")
        return []

    async def clear_memory_changes(self, changes: Sequence[MemoryChange]) -> None:
        await self.switch.enter("clear_memory_changes")

    async def count_memory_changes(self) -> int:
        await self.switch.enter("count_memory_changes")
        return 0

    async def move_memory(self, moves: Sequence[tuple[str, str]]) -> list[str]:
        await self.switch.enter("move_memory")
        return []

    async def superseded_documents(self, limit: int, after: str | None = None) -> list[tuple[str, datetime, int]]:
        await self.switch.enter("superseded_documents")
        found = sorted(
            (document_id, document.memory.superseded_at, len(document.chunks))
            for document_id, document in self.documents.items()
            if document.memory.superseded_at is not None and document_id > (after or "")
        )
        return found[:limit]

    async def mark_memory_changed(self, document_ids: Sequence[str]) -> None:
        await self.switch.enter("mark_memory_changed")

    async def text_search(self, text: str, filters: SearchFilters, limit: int, unindexed_only: bool = False) -> list[Hit]:
        await self.switch.enter("text_search")
        call = {"text": text, "filters": filters, "limit": limit}
        self.search_calls.append({**call, "unindexed_only": True} if unindexed_only else call)
        scored = []
        for document in self.documents.values():
            if unindexed_only and document.status is DocumentStatus.INDEXED:
                continue
            for chunk in document.chunks:
                if not _matches(filters, chunk.payload()):
                    continue
                score = keyword_score(text, chunk.keyword_text)
                if score > 0:
                    scored.append((score, chunk))
        scored.sort(key=lambda item: (-item[0], item[1].vector_id))
        return [_hit(chunk, score) for score, chunk in scored[:limit]]

    # --- the symbol table: kept with each document (StoredDocument.symbols), queried in memory

    def _tables(self, document_filter: object | None) -> list[tuple[StoredDocument, SymbolTable]]:
        filters = DocumentFilters(document_filter=document_filter)  # type: ignore[arg-type]
        return [(doc, doc.symbols) for doc in self.documents.values() if doc.symbols is not None and _document_matches(filters, doc)]

    async def find_definitions(self, query: DefinitionQuery) -> list[StoredDefinition]:
        await self.switch.enter("find_definitions")
        found = []
        for doc, table in self._tables(query.document_filter):
            for d in table.definitions:
                if (
                    (not query.names or d.name in query.names)
                    and (query.name_contains is None or query.name_contains.lower() in d.name.lower())
                    and (not query.symbols or d.symbol in query.symbols)
                    and (query.symbol_suffix is None or d.symbol == query.symbol_suffix or d.symbol.endswith("." + query.symbol_suffix))
                    and (not query.containers or d.container in query.containers)
                    and (not query.kinds or d.kind in query.kinds)
                    and (not query.document_ids or doc.document_id in query.document_ids)
                    and (not query.sources or doc.source in query.sources)
                    and (query.session_id is None or doc.session_id == query.session_id)
                    and (not query.session_ids or doc.session_id in query.session_ids)
                ):
                    found.append(StoredDefinition(doc.document_id, doc.source, doc.session_id, d, doc.metadata.role))
        return found[: query.limit]

    async def find_references(self, query: ReferenceQuery) -> list[StoredReference]:
        await self.switch.enter("find_references")
        found = []
        for doc, table in self._tables(query.document_filter):
            for r in table.references:
                inside = query.enclosing is None or r.enclosing == query.enclosing or (
                    query.enclosing_prefix and r.enclosing.startswith(query.enclosing + ".")
                )
                if (
                    inside
                    and (not query.names or r.name in query.names)
                    and (not query.document_ids or doc.document_id in query.document_ids)
                    and (not query.kinds or r.kind in query.kinds)
                    and (not query.session_ids or doc.session_id in query.session_ids)
                ):
                    found.append(StoredReference(doc.document_id, doc.source, doc.session_id, r))
        return found[: query.limit]

    async def name_counts(self, document_filter: object | None = None, kinds: Sequence[str] = ()) -> list[NameCount]:
        await self.switch.enter("name_counts")
        counts: Counter[tuple[str, str]] = Counter()
        for doc, table in self._tables(document_filter):
            counts.update((doc.document_id, r.name) for r in table.references if not kinds or r.kind in kinds)
        return [NameCount(document_id, name, count) for (document_id, name), count in counts.items()]

    async def documents_without_symbols(self, limit: int) -> list[StoredDocument]:
        await self.switch.enter("documents_without_symbols")
        return [
            doc for doc in self.documents.values()
            if doc.content_type == "code" and (doc.symbols is None or doc.symbols.version < EXTRACTOR_VERSION)
        ][:limit]

    async def save_symbols(self, items: Sequence[tuple[str, str, SymbolTable]]) -> int:
        await self.switch.enter("save_symbols")
        saved = 0
        for document_id, fingerprint, table in items:
            document = self.documents.get(document_id)
            if document is not None and document.fingerprint == fingerprint:
                self.documents[document_id] = dataclasses.replace(document, symbols=table)
                saved += 1
        return saved

    async def check_symbols(self, repair: bool = False) -> SymbolCheck:
        await self.switch.enter("check_symbols")  # tables live in their documents: none can be orphaned
        return SymbolCheck(documents_to_extract=len(await self.documents_without_symbols(len(self.documents) + 1)))

    async def record_metrics(self, records: Sequence[MetricsRecord]) -> None:
        await self.switch.enter("record_metrics")
        if self.metrics_gate is not None:
            await self.metrics_gate.wait()
        self.metrics_batches.append(len(records))
        self.metrics.extend(records)

    async def query_observations(self, since: datetime) -> list[QueryObservation]:
        await self.switch.enter("query_observations")
        return [
            QueryObservation(record.latency_ms, record.fallback, record.cache_hit, record.agent)
            for record in self.metrics
            if record.timestamp >= since
        ]

    async def record_errors(self, records: Sequence[ErrorRecord]) -> None:
        await self.switch.enter("record_errors")
        self.errors.extend(records)

    async def error_counts(self, since: datetime) -> dict[str, int]:
        await self.switch.enter("error_counts")
        return dict(Counter(record.dependency for record in self.errors if record.timestamp >= since))

    async def stats(self, since: datetime, queries: QueryFilter | None = None) -> Stats:
        """The brute-force twin of the stores' aggregation: compute_stats over the records."""
        await self.switch.enter("stats")
        observations = [
            QueryObservation(record.latency_ms, record.fallback, record.cache_hit, record.agent)
            for record in self.metrics
            if record.timestamp >= since and (queries is None or queries.matches(record))
        ]
        return compute_stats(observations, total_documents=0)

    async def prune_metrics(self) -> int:
        await self.switch.enter("prune_metrics")
        return 0

    async def health(self) -> ComponentStatus:
        await self.switch.enter("health")
        return ComponentStatus.HEALTHY

    async def close(self) -> None:
        return None


class ParagraphChunker:
    """Stands in for Chunker where the chunking policy is not under test: one chunk per paragraph."""

    def split(self, text: str, content_type: str) -> list[str]:
        return [part.strip() for part in text.split("\n\n") if part.strip()]

    def split_spans(self, text: str, content_type: str) -> list[ChunkSpan]:
        texts = self.split(text, content_type)
        return [ChunkSpan(chunk, *span) if span else ChunkSpan(chunk, 0, len(text)) for chunk, span in zip(texts, locate_spans(text, texts))]


class ListRecorder:
    """Stands in for MetricsRecorder in the search tests: keeps what was submitted."""

    def __init__(self) -> None:
        self.records: list[MetricsRecord] = []
        self.failures: list[tuple[str, str, str]] = []  # (dependency, operation, message)

    def submit(self, record: MetricsRecord) -> None:
        self.records.append(record)

    def record_failure(self, dependency: str, operation: str, error: BaseException | str) -> None:
        self.failures.append((dependency, operation, str(error)))
