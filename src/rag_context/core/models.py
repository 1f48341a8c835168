"""The domain's values: plain dataclasses, free of HTTP and of any driver."""

from __future__ import annotations

import dataclasses
import hashlib
import json
import uuid
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from datetime import datetime, timezone
from enum import Enum, IntEnum
from typing import Any

from rag_context.core.code.graph.model import SymbolTable
from rag_context.core.memory.currency import MEMORY_FIELDS, NO_MEMORY, DocumentMemory, MemoryUpdate
from rag_context.core.filters import (
    DocumentFilter,
    source_depth,
    source_directories,
    source_extension,
    source_folder_names,
    source_parent,
)

# Fixed namespace so that ids are the same on every machine and every run.
ID_NAMESPACE = uuid.UUID("6f1b7a8e-2d4c-5e9f-a1b3-c4d5e6f70819")

CONTENT_TYPES = ("chat", "decision", "code", "documentation")
CATEGORIES = ("strategy", "bugfix", "architecture", "casino")


ID_SEPARATOR = "\x1f"


def document_id_for(session_id: str, source: str) -> str:
    r"""A document is identified by (sessionId, source): the same pair always gives the same id, and
    two different pairs never the same one.

    The UUIDv5 name is `sessionId \x1f source` when neither contains the separator: the ids documents
    have always had, and, since the API refuses control characters in both fields, the only form a
    client can reach. A pair that contains the separator (only an in-process caller can give one
    now) would be ambiguous in that form (("a\x1fb", "c") and ("a", "b\x1fc")), so its name is the
    JSON array instead. The two forms cannot meet: the first holds exactly one raw \x1f, the second
    none (JSON escapes every control character); and each alone decodes to one pair (split at the
    one separator; parse the JSON). Distinct names, distinct ids (SHA-1)."""
    if ID_SEPARATOR in session_id or ID_SEPARATOR in source:
        name = json.dumps([session_id, source])
    else:
        name = f"{session_id}{ID_SEPARATOR}{source}"
    return str(uuid.uuid5(ID_NAMESPACE, name))


def part_document_id_for(session_id: str, source: str, part: int | None) -> str:
    """The id of a part of a file indexed in parts (see core/folders.py): the file's own id for the
    first part (a file that grows past one document keeps it), a name no pair can give for the
    others (a JSON array of three, where `document_id_for` names two or a raw separator)."""
    if part is None or part <= 1:
        return document_id_for(session_id, source)
    return str(uuid.uuid5(ID_NAMESPACE, json.dumps([session_id, source, part])))


def vector_id_for(document_id: str, chunk_index: int) -> str:
    return str(uuid.uuid5(ID_NAMESPACE, f"{document_id}\x1f{chunk_index}"))


def micros_since_epoch(moment: datetime) -> int:
    """An instant as whole microseconds since the Unix epoch (exact in a float64 payload value)."""
    delta = moment.astimezone(timezone.utc) - datetime(1970, 1, 1, tzinfo=timezone.utc)
    return (delta.days * 86400 + delta.seconds) * 1_000_000 + delta.microseconds


def utc_now() -> datetime:
    return datetime.now(timezone.utc)


def unit_score_from_bm25(score: float) -> float:
    """BM25 is unbounded: s / (1 + s) keeps the order and puts it in [0, 1)."""
    score = max(score, 0.0)
    return score / (1.0 + score)


class ComponentStatus(str, Enum):
    HEALTHY = "healthy"
    DEGRADED = "degraded"
    UNAVAILABLE = "unavailable"


class FallbackLevel(IntEnum):
    PRIMARY = 1
    KEYWORD = 2
    EMPTY = 3
    CIRCUIT_OPEN = 4


class DocumentStatus(str, Enum):
    INDEXED = "indexed"  # chunks are in the store and their vectors in the vector index
    PENDING = "pending"  # chunks are in the store; vectors still to be written
    FAILED = "failed"  # chunks are in the store; the embedder refused them (the reason is kept)


@dataclass(frozen=True, slots=True)
class FusionParams:
    """How the vector index ranks: reciprocal rank fusion of the dense and BM25 lists, each
    `prefetch_limit` deep, and the BM25 scorer's parameters."""

    rrf_k: int = 60
    dense_weight: float = 1.0
    keyword_weight: float = 1.0
    prefetch_limit: int = 100
    bm25_k1: float = 1.2
    bm25_b: float = 0.75

    @property
    def best_fused_score(self) -> float:
        """The score of a point first in both lists. Qdrant's weighted RRF gives a list of weight w
        1 / ((rank + 1) / w + k - 1) for rank 0, 1, ...: 1/k each at weight 1."""
        return sum(1.0 / (1.0 / weight + self.rrf_k - 1) for weight in (self.dense_weight, self.keyword_weight) if weight > 0)


@dataclass(frozen=True, slots=True)
class SearchFilters:
    """The filters of the contract; every level of the fallback chain applies all of them."""

    category: str | None = None
    session_id: str | None = None
    content_type: str | None = None
    game: str | None = None
    # The request's `filter` (issue 21), ANDed with the fields above; None: not given.
    document_filter: DocumentFilter | None = None

    def as_payload_conditions(self) -> dict[str, str]:
        """Field name in the stored payload -> required value, for the filters that are set."""
        pairs = {
            "category": self.category,
            "sessionId": self.session_id,
            "contentType": self.content_type,
            "game": self.game,
        }
        return {key: value for key, value in pairs.items() if value is not None}


@dataclass(frozen=True, slots=True)
class DocumentMetadata:
    agent: str | None = None
    tags: tuple[str, ...] = ()
    category: str | None = None
    game: str | None = None
    decision_id: str | None = None
    role: str | None = None  # what the document is to its project (implementation, test, docs ...), when known
    # A part of a file indexed in parts: the lines of the file before it, and its number (from 1).
    line_offset: int | None = None
    part: int | None = None

    def as_dict(self) -> dict[str, Any]:
        """The contract's camelCase metadata, without the fields that are not set."""
        out: dict[str, Any] = {}
        if self.agent is not None:
            out["agent"] = self.agent
        if self.tags:
            out["tags"] = list(self.tags)
        if self.category is not None:
            out["category"] = self.category
        if self.game is not None:
            out["game"] = self.game
        if self.decision_id is not None:
            out["decisionId"] = self.decision_id
        if self.role is not None:
            out["role"] = self.role
        if self.line_offset is not None:
            out["lineOffset"] = self.line_offset
        if self.part is not None:
            out["part"] = self.part
        return out

    @classmethod
    def from_dict(cls, data: dict[str, Any] | None) -> "DocumentMetadata":
        data = data or {}
        return cls(
            agent=data.get("agent"),
            tags=tuple(data.get("tags") or ()),
            category=data.get("category"),
            game=data.get("game"),
            decision_id=data.get("decisionId"),
            role=data.get("role"),
            line_offset=data.get("lineOffset"),
            part=data.get("part"),
        )


@dataclass(frozen=True, slots=True)
class IndexRequest:
    content: str
    content_type: str
    session_id: str
    source: str
    metadata: DocumentMetadata = field(default_factory=DocumentMetadata)
    # What the request says of the document's place in memory (issue 32); None fields: kept as stored.
    memory: MemoryUpdate = field(default_factory=MemoryUpdate)

    @property
    def document_id(self) -> str:
        return part_document_id_for(self.session_id, self.source, self.metadata.part)

    def fingerprint(self) -> str:
        """Changes whenever anything that ends up in the index changes."""
        digest = hashlib.sha256()
        for part in (self.content_type, self.session_id, self.source, repr(sorted(self.metadata.as_dict().items()))):
            digest.update(part.encode())
            digest.update(b"\x1f")
        digest.update(self.content.encode())
        return digest.hexdigest()


@dataclass(frozen=True, slots=True)
class Chunk:
    """One piece of a document, the unit that is embedded, stored and returned by search."""

    vector_id: str
    document_id: str
    chunk_index: int
    text: str
    session_id: str
    source: str
    content_type: str
    metadata: DocumentMetadata
    indexed_at: datetime
    # Code: the declaration the chunk came from (`Polly.CircuitBreaker.CircuitStateController.OnActionFailure`)
    # and its kind (`method`), and the words the keyword side indexes beside the text (the identifiers
    # split, the path's and the symbol's words: core/code); None and "" for everything else.
    symbol: str | None = None
    symbol_kind: str | None = None
    keywords: str = ""
    # The lines of the document's content the chunk came from (1-based, inclusive, plus the
    # document's lineOffset); None only for a chunk stored before lines were (until the backfill).
    line_start: int | None = None
    line_end: int | None = None
    # The document's fingerprint (the version the chunk is of): in every point's payload, so that a
    # point of an older version is told from the store's (replicas racing one document, the sweep).
    fingerprint: str = ""
    # The document's place in memory (issue 32): what it replaced, when it holds, whether a later
    # document replaced it. In the payload, so that the vector index filters and answers on it.
    memory: DocumentMemory = NO_MEMORY

    @property
    def keyword_text(self) -> str:
        """What the keyword side indexes: the text, and the chunk's keywords after it when it has any."""
        return f"{self.text}\n{self.keywords}" if self.keywords else self.text

    def payload(self) -> dict[str, Any]:
        """What the vector index keeps beside the vector: enough to answer without the store. Its
        `text` is the field the BM25 index reads: a code chunk's keywords follow its text there, and
        `textChars` says where the text ends (`text_of_payload` cuts them off again), so the payload
        holds the text once and a result is the exact source."""
        payload: dict[str, Any] = {
            "documentId": self.document_id,
            "chunkIndex": self.chunk_index,
            "text": self.keyword_text,
            "sessionId": self.session_id,
            "source": self.source,
            "contentType": self.content_type,
            "timestamp": self.indexed_at.isoformat(),
            "metadata": self.metadata.as_dict(),
        }
        if self.keywords:
            payload["textChars"] = len(self.text)
        if self.symbol is not None:
            payload["symbol"] = self.symbol
            payload["symbolKind"] = self.symbol_kind
        payload.update(filter_fields(self.source, self.metadata, self.indexed_at))
        if self.fingerprint:  # every chunk the service writes has it; a bare chunk (a test's) has none
            payload["fingerprint"] = self.fingerprint
        if self.line_start is not None and self.line_end is not None:
            payload["lineStart"], payload["lineEnd"] = self.line_start, self.line_end
        payload.update(self.memory.payload_fields())
        return payload


# The payload field every point written with the current filter fields has (never missing, '' at
# the top): a point without it was written by an older release and lacks some of them.
NEWEST_FILTER_FIELD = "sourceParent"


def metadata_filter_fields(metadata: DocumentMetadata) -> dict[str, Any]:
    """The metadata fields the filter language matches by value, those that are set, under the
    names the stores and the vector payloads give them (tags apart: a list, kept by each its way)."""
    fields = {
        "category": metadata.category,
        "game": metadata.game,
        "agent": metadata.agent,
        "decisionId": metadata.decision_id,
        "role": metadata.role,
    }
    return {key: value for key, value in fields.items() if value is not None}


def filter_fields(source: str, metadata: DocumentMetadata, indexed_at: datetime) -> dict[str, Any]:
    """The payload fields the filter language matches (core/filters.py), at the top level where the
    payload indexes are: metadata's, the indexing time, and what the source says of its folders
    (`sourceDirs`, `sourceDepth`, `sourceNames`, `sourceParent`) and extension (`sourceExt`)."""
    fields = metadata_filter_fields(metadata)
    if metadata.tags:
        fields["tags"] = list(metadata.tags)
    fields["indexedAtUs"] = micros_since_epoch(indexed_at)
    fields["sourceDirs"] = source_directories(source)
    fields["sourceExt"] = source_extension(source)
    fields["sourceDepth"] = source_depth(source)
    fields["sourceNames"] = source_folder_names(source)
    fields[NEWEST_FILTER_FIELD] = source_parent(source)
    return fields


def filter_fields_of_payload(payload: dict[str, Any]) -> dict[str, Any]:
    """The filter fields of a point written by an older release, from what every point has carried
    since the first release: its source, its metadata and its indexing time (`timestamp`)."""
    metadata = DocumentMetadata.from_dict(payload.get("metadata") or {})
    indexed_at = datetime.fromisoformat(payload["timestamp"])
    if indexed_at.tzinfo is None:
        indexed_at = indexed_at.replace(tzinfo=timezone.utc)
    return filter_fields(str(payload["source"]), metadata, indexed_at)


def old_points_by_filter_fields(records: Sequence[Any]) -> list[tuple[dict[str, Any], list[Any]]]:
    """Points an older release wrote (records with `id` and `payload`), grouped by the filter fields
    to set on them, so that one payload write serves each group. A point with no source or time to
    derive them from gets only NEWEST_FILTER_FIELD: marked done."""
    groups: dict[str, tuple[dict[str, Any], list[Any]]] = {}
    for record in records:
        payload = record.payload or {}
        try:
            fields = filter_fields_of_payload(payload)
        except (KeyError, TypeError, ValueError):
            fields = {NEWEST_FILTER_FIELD: source_parent(str(payload.get("source", "")))}
        groups.setdefault(json.dumps(fields, sort_keys=True), (fields, []))[1].append(record.id)
    return list(groups.values())


def text_of_payload(payload: dict[str, Any]) -> str:
    """A chunk's exact text from its point's payload, without the keywords that may follow it."""
    text = payload.get("text", "")
    chars = payload.get("textChars")
    return text[:chars] if isinstance(chars, int) else text


# The payload fields a candidate is ranked, capped and cited by (the role prior and the code ranking
# read its document, type, role in the metadata, symbol and source; the memory check and a recency
# decay its supersession, validity and timestamp): everything a hit has but its text. A code chunk's
# text payload carries its keyword words too, the bulk of the payload.
RANKING_FIELDS = (
    "documentId", "chunkIndex", "sessionId", "source", "contentType", "timestamp", "metadata",
    "symbol", "symbolKind", "lineStart", "lineEnd", *MEMORY_FIELDS,
)


def hit_from_point(point: Any, score: float, partial: bool = False) -> Hit:
    """A search hit from a vector point, Qdrant Edge's or the server's (both have `id` and the
    `payload` Chunk.payload wrote), its score clamped to [0, 1]; `partial`: the point was read with
    RANKING_FIELDS only."""
    payload: dict[str, Any] = point.payload or {}
    return Hit(
        vector_id=str(point.id),
        document_id=payload.get("documentId", ""),
        text=text_of_payload(payload),
        score=min(max(score, 0.0), 1.0),
        source=payload.get("source", ""),
        timestamp=datetime.fromisoformat(payload["timestamp"]),
        metadata=payload.get("metadata") or {},
        symbol=payload.get("symbol"),
        symbol_kind=payload.get("symbolKind"),
        chunk_index=payload.get("chunkIndex"),
        session_id=payload.get("sessionId"),
        content_type=payload.get("contentType"),
        line_start=payload.get("lineStart"),
        line_end=payload.get("lineEnd"),
        memory=DocumentMemory.from_payload(payload),
        partial=partial,
    )


def completed_hits(hits: Sequence[Hit], records: Sequence[Any]) -> list[Hit]:
    """`hits` (partial ones among them) with their texts from the payloads of `records` (points
    read again by id), each keeping every other field as ranked (its place, score, explanation, and
    the memory the store's check may have set); a partial hit whose point is gone (deleted between
    the two reads) is left out, as it would be from a search a moment later."""
    by_id = {str(record.id): record for record in records}
    out = []
    for hit in hits:
        if not hit.partial:
            out.append(hit)
        elif (record := by_id.get(hit.vector_id)) is not None:
            out.append(dataclasses.replace(hit, text=text_of_payload(record.payload or {}), partial=False))
    return out


# A chunk as a store keeps it: (vector id, index, text), or with (symbol, symbol kind, keywords)
# after it, or with those and (line start, line end) (None: stored before chunks had lines).
ChunkRow = tuple[Any, ...]


@dataclass(frozen=True, slots=True)
class StoredDocument:
    document_id: str
    session_id: str
    source: str
    content_type: str
    content: str
    metadata: DocumentMetadata
    fingerprint: str
    status: DocumentStatus
    indexed_at: datetime
    chunks: tuple[Chunk, ...]
    reason: str | None = None  # why the document is `failed`
    memory: DocumentMemory = NO_MEMORY  # its place in memory; its chunks carry the same (issue 32)
    # A code document's symbol table (core/code/graph), saved with it in the same step; None: it has
    # none (not code, or not extracted), and as read back (the table is queried on its own).
    symbols: SymbolTable | None = None

    @property
    def vector_ids(self) -> list[str]:
        return [chunk.vector_id for chunk in self.chunks]

    def with_memory(self, memory: DocumentMemory) -> "StoredDocument":
        """The document, and each of its chunks, with this place in memory."""
        chunks = tuple(dataclasses.replace(chunk, memory=memory) for chunk in self.chunks)
        return dataclasses.replace(self, memory=memory, chunks=chunks)

    @classmethod
    def assemble(
        cls,
        *,
        document_id: str,
        session_id: str,
        source: str,
        content_type: str,
        content: str,
        metadata: DocumentMetadata,
        fingerprint: str,
        status: DocumentStatus,
        indexed_at: datetime,
        chunk_rows: Iterable[ChunkRow],
        reason: str | None = None,
        memory: DocumentMemory = NO_MEMORY,
    ) -> "StoredDocument":
        """A document as a store keeps it: its fields, and its chunks' rows (ChunkRow)."""
        chunks = tuple(
            Chunk(
                vector_id, document_id, index, text, session_id, source, content_type, metadata, indexed_at, *more,
                fingerprint=fingerprint, memory=memory,
            )
            for vector_id, index, text, *more in sorted(chunk_rows, key=lambda row: row[1])
        )
        return cls(document_id, session_id, source, content_type, content, metadata, fingerprint, status, indexed_at, chunks, reason, memory)


@dataclass(frozen=True, slots=True)
class DocumentFilters:
    """What a listing of documents may be narrowed to; every field that is set must match exactly,
    and `document_filter` (the filter language, core/filters.py) must hold as well."""

    session_id: str | None = None
    source: str | None = None
    content_type: str | None = None
    document_filter: DocumentFilter | None = None


@dataclass(frozen=True, slots=True)
class DocumentSummary:
    """A document as a listing shows it: everything but its content and chunks."""

    document_id: str
    session_id: str
    source: str
    content_type: str
    metadata: DocumentMetadata
    chunk_count: int
    indexed_at: datetime
    status: DocumentStatus
    reason: str | None = None  # why the document is `failed`
    fingerprint: str = ""  # the version (the consistency sweep compares it with the index's points)
    memory: DocumentMemory = NO_MEMORY

    @classmethod
    def of(cls, document: "StoredDocument") -> "DocumentSummary":
        return cls(
            document.document_id,
            document.session_id,
            document.source,
            document.content_type,
            document.metadata,
            len(document.chunks),
            document.indexed_at,
            document.status,
            document.reason,
            document.fingerprint,
            document.memory,
        )


@dataclass(frozen=True, slots=True)
class DocumentVersion:
    """What the consistency sweep compares with the index: a document's status, version and chunk
    count, without its metadata (read a page at a time over every document: parsing each one's
    metadata was a fifth of the sweep at a million chunks)."""

    document_id: str
    status: DocumentStatus
    fingerprint: str
    chunk_count: int


@dataclass(frozen=True, slots=True)
class MemoryChange:
    """A document whose memory changed in the store since its points were told (issue 32): what it
    is now, and the store's revision of that change (cleared only if no later change came)."""

    document_id: str
    memory: DocumentMemory
    revision: int


@dataclass(frozen=True, slots=True)
class Hit:
    """One search result. `score` is in [0, 1]; higher is better. The chunk's place (index, lines)
    lets a client cite it: `source:line_start-line_end`."""

    vector_id: str
    document_id: str
    text: str
    score: float
    source: str
    timestamp: datetime
    metadata: dict[str, Any]
    symbol: str | None = None  # the declaration a code chunk came from
    chunk_index: int | None = None
    session_id: str | None = None
    content_type: str | None = None
    line_start: int | None = None
    line_end: int | None = None
    explain: dict[str, Any] | None = None  # why it ranked, when the search was asked to say so
    symbol_kind: str | None = None  # code: what the chunk declares (class, method, interface, signature ...)
    related: tuple["Related", ...] | None = None  # with `expand: "graph"`: what it calls and its callers
    memory: DocumentMemory = NO_MEMORY  # its document's place in memory: what it replaced, whether it was replaced
    # Read with RANKING_FIELDS of its payload only (no text): a candidate to rank, completed by
    # VectorIndex.complete once it is among the results (core/search.py). Never in an answer.
    partial: bool = False

    def rescored(self, score: float, explain: dict[str, Any] | None) -> "Hit":
        """This hit with another score and explanation: what a ranking makes of each candidate,
        so built field by field in order (dataclasses.replace takes twice as long, and a search
        ranks 25 candidates or more; tests/unit/test_code_ranking.py checks every field is kept)."""
        return Hit(
            self.vector_id, self.document_id, self.text, score, self.source, self.timestamp, self.metadata, self.symbol,
            self.chunk_index, self.session_id, self.content_type, self.line_start, self.line_end, explain, self.symbol_kind,
            self.related, self.memory, self.partial,
        )

    @property
    def role(self) -> str | None:
        """What the document is for (implementation, test, docs ...), as its metadata says."""
        role = self.metadata.get("role")
        return role if isinstance(role, str) else None


@dataclass(frozen=True, slots=True)
class Related:
    """A definition connected to a code result in the graph (`expand: "graph"`): one it calls
    (`calls`) or one that calls it (`calledBy`), with its signature, its body when the token budget
    had room for it, and how the reference between them was resolved."""

    relation: str  # "calls" | "calledBy"
    symbol: str
    kind: str
    signature: str
    source: str
    line_start: int
    line_end: int
    resolution: str
    document_id: str
    content: str | None = None

    @property
    def citation(self) -> str:
        return f"{self.source}:{self.line_start}-{self.line_end}"


@dataclass(frozen=True, slots=True)
class RankedLists:
    """The two lists a hybrid search fuses, best first, each as (vector id, score): the dense one
    (cosine similarity) and the BM25 one. What `explain` reports a result's ranks from."""

    dense: list[tuple[str, float]]
    keyword: list[tuple[str, float]]


@dataclass(slots=True)
class MetricsRecord:
    """One R4G_M37R1C5 record (unified spec §6)."""

    timestamp: datetime
    query: str
    results_count: int
    latency_ms: float
    fallback: bool
    fallback_level: int
    cache_hit: bool
    agent: str
    embedding_latency_ms: float | None = None
    vector_latency_ms: float | None = None
    content_type: str | None = None
    category: str | None = None
    game: str | None = None
    error: str | None = None


@dataclass(frozen=True, slots=True)
class ErrorRecord:
    """One structured error for the operator (technical spec §5.4): which dependency failed, in
    which operation, the detail (never sent to the client) and the request's correlation id."""

    timestamp: datetime
    dependency: str  # "store", "vector_index" or "embedder"
    operation: str  # "index", "delete", "search", "list_documents", "get_document", ...
    message: str
    correlation_id: str | None = None
    level: str = "error"


@dataclass(frozen=True, slots=True)
class QueryObservation:
    """The part of a metrics record that the stats need."""

    latency_ms: float
    fallback: bool
    cache_hit: bool
    agent: str
