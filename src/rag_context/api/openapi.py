"""The OpenAPI document: the responses of every route, errors included, declared with models that
describe what the routes already answer (the routes build their JSON themselves; these models are
documentation, never used to serialize), the contract's examples, and the API key scheme.

A test validates real responses against the schemas declared here, so the document cannot drift
from the service; another generates nothing but checks a client could: every operation has a
unique id, every response a schema.
"""

from __future__ import annotations

from datetime import datetime
from typing import Any, Literal

from fastapi import FastAPI
from fastapi.openapi.utils import get_openapi
from pydantic import BaseModel, ConfigDict, Field
from pydantic.alias_generators import to_camel

from rag_context.api.tools import STATS_INPUT_SCHEMA

ComponentState = Literal["healthy", "degraded", "unavailable"]


class ResponseModel(BaseModel):
    # Extra fields allowed: the contract lets the service add fields and clients ignore them.
    model_config = ConfigDict(alias_generator=to_camel, populate_by_name=True, extra="allow")


# --- errors (api/errors.py and api/security.py build these bodies)


class ErrorDetail(ResponseModel):
    field: str = Field(description="The field at fault, camelCase and dotted (`metadata.tags`), or `body`")
    message: str
    type: str | None = Field(None, description="The validation error's kind, e.g. `string_too_short`")


class InvalidInputError(ResponseModel):
    """400: the request does not satisfy the contract's request schema."""

    error: str = Field(description="`Invalid input: ` and a summary of every detail")
    code: Literal["INVALID_INPUT"]
    details: list[ErrorDetail]


class ErrorBody(ResponseModel):
    """Every other error: a message and a machine-readable code."""

    error: str
    code: str = Field(description="UNAUTHORIZED, MISDIRECTED_REQUEST, PAYLOAD_TOO_LARGE, SERVICE_UNAVAILABLE, NOT_FOUND, INTERNAL_ERROR, ...")
    dependency: Literal["store", "vector_index", "embedder"] | None = Field(
        None, description="SERVICE_UNAVAILABLE: the dependency that failed (the detail is in the service's log)"
    )


class InternalErrorBody(ResponseModel):
    """500: a failure the service did not foresee (its detail is logged with the correlation id)."""

    error: str = Field(examples=["Internal error"])
    code: Literal["INTERNAL_ERROR"]
    fallback: Literal[True] = Field(description="As the spec's global error handler: the answer fell through")
    fallback_level: Literal[3] = Field(description="3: empty, as a search that fell through every level")


class ToolNotFound(ResponseModel):
    """404 of the generic dispatcher, exactly as the spec words it (no code)."""

    error: str = Field(examples=["Tool rag_context_unknown not found"])


# --- the four tools


class SearchResultMetadata(ResponseModel):
    agent: str | None = None
    tags: list[str] | None = None
    category: str | None = None
    game: str | None = None
    decision_id: str | None = None
    role: str | None = Field(None, description="What the document is for: implementation, test, docs, sample, generated, build")
    line_offset: int | None = Field(None, ge=0, description="Lines of the file before this document's content")


class SearchExplain(ResponseModel):
    """Why a result ranked (`explain: true`); a score or rank the level did not compute is null."""

    level: int = Field(ge=1, le=2, description="The fallback level that found it")
    found_by: Literal["vector_index", "store"] = Field(description="The index that found it")
    dense_score: float | None = Field(description="Cosine similarity of the query and the chunk (level 1)")
    dense_rank: int | None = Field(ge=1, description="Its place in the dense list (1 first; null: not in it)")
    keyword_score: float | None = Field(description="Its BM25 score (MongoDB's text score when the store found it there)")
    keyword_rank: int | None = Field(ge=1, description="Its place in the keyword list (1 first; null: not in it)")
    fused_score: float | None = Field(description="Its reciprocal-rank-fusion score (level 1)")


class MemoryFields(ResponseModel):
    """Issue 32: a document's place in memory, each field only when set."""

    supersedes: list[str] | None = Field(None, description="The documentIds this document replaced")
    superseded_by: str | None = Field(None, description="The document that replaced this one (shown with includeSuperseded or asOf)")
    superseded_at: datetime | None = Field(None, description="When it was replaced")
    valid_from: datetime | None = Field(None, description="From when it holds")
    valid_until: datetime | None = Field(None, description="Until when it holds (exclusive)")


class SearchResultItem(MemoryFields):
    content: str = Field(description="The matched content text")
    score: float = Field(ge=0, le=1, description="Relevance score")
    source: str = Field(description="Source document identifier")
    timestamp: datetime = Field(description="When the content was indexed (UTC)")
    metadata: SearchResultMetadata | None = None
    symbol: str | None = Field(
        None,
        description="Code: the declaration the result came from, as a symbol path "
        "(`Polly.CircuitBreaker.CircuitStateController.OnActionFailure`); absent for prose",
    )
    role: str | None = Field(
        None,
        description="Code and documentation files: what the document is for (implementation, test, docs, sample, "
        "generated, build), from its path or its metadata.role; absent when unknown",
    )
    # Additions to the contract (issue 21): where the result is, so an agent can cite and open it.
    document_id: str | None = Field(None, description="The document's id")
    chunk_index: int | None = Field(None, ge=0, description="The chunk's place in its document (a merged result: its first)")
    content_type: Literal["chat", "decision", "code", "documentation"] | None = None
    session_id: str | None = None
    line_start: int | None = Field(
        None, ge=1, description="First line of the document's content it covers (1-based, plus metadata.lineOffset); "
        "null only for a chunk stored before lines were, until the backfill"
    )
    line_end: int | None = Field(None, ge=1, description="Last line it covers (inclusive)")
    citation: str | None = Field(None, description="`source:lineStart-lineEnd`, as an editor opens it")
    explain: SearchExplain | None = Field(None, description="Only with `explain: true`")
    related: list["RelatedItem"] | None = Field(None, description='Only with `expand: "graph"`, on code results: what it calls and its callers')


class RelatedItem(ResponseModel):
    """A definition connected to a search result in the code graph (`expand: "graph"`)."""

    relation: Literal["calls", "calledBy"] = Field(description="calls: the result refers to it; calledBy: it refers to the result")
    symbol: str
    kind: str
    signature: str
    source: str
    line_start: int = Field(ge=1)
    line_end: int = Field(ge=1)
    citation: str = Field(description="`source:lineStart-lineEnd`")
    resolution: Literal["exact", "import", "namespace", "name"]
    content: str | None = Field(None, description="Its body (or the part of it that fit the budget); absent when only its signature fit")


class SearchResponse(ResponseModel):
    results: list[SearchResultItem]
    latency: float = Field(description="Total query latency in milliseconds")
    fallback: bool = Field(description="Whether a fallback mechanism was used")
    fallback_level: int = Field(ge=1, le=4, description="1 primary, 2 keyword fallback, 3 empty, 4 circuit breaker open")
    circuit_breaker_open: bool
    total_indexed: int = Field(description="Documents in the index")
    cache_hit: bool | None = Field(None, description="Answered from the result cache (an addition to the contract)")
    truncated: bool | None = Field(
        None, description="Only with `maxTokens`: whether the budget cut the last result at a line or left results out"
    )


class SuggestionBody(ResponseModel):
    document_id: str
    source: str
    score: float = Field(description="Cosine of the new document's mean vector and the document's nearest chunk")


class IndexResponse(ResponseModel):
    success: bool
    chunks_indexed: int
    vector_ids: list[str]
    latency_ms: float
    document_id: str
    status: Literal["indexed", "pending"] | None = Field(
        None, description="`pending`: stored, vectors written later (the embedder or vector index was down)"
    )
    unchanged: bool | None = Field(None, description="The same document was already indexed: nothing was rewritten")
    similar: list[SuggestionBody] | None = Field(
        None, description="The most similar current documents of the same contentType and sessionId (absent: none, or not worked out, e.g. no vectors yet)"
    )
    may_replace: list[SuggestionBody] | None = Field(
        None, description="Decisions only: current decisions of the session this one may replace (absent: none); confirm with supersedes"
    )


class HealthResponse(ResponseModel):
    healthy: bool
    qdrant_status: ComponentState
    lm_studio_status: ComponentState
    mongo_status: ComponentState
    latency: float
    indexed_documents: int
    circuit_breaker_open: bool
    pending_documents: int | None = None
    failed_documents: int | None = Field(None, description="Documents the embedder refused (`rag-context ls` shows why)")
    backends: dict[str, str] | None = Field(None, description="The backend behind each port, e.g. `qdrant-edge`")
    version: str | None = None
    vector_optimizer: dict[str, Any] | None = Field(
        None,
        description="The embedded index's optimizations (Qdrant Edge only): `lastResult` (succeeded, failed, deferred, "
        "abandoned) and `lastReason`, `consecutiveFailures`, `nextAttemptInSeconds`, `counts` by result, `running`, "
        "`pointsSinceOptimization`, and `lastRun` (`shardBytes`, `peakRssBytes` of the child, `peakDiskBytes` of the copy)",
    )


class EmbeddingCacheBody(ResponseModel):
    """This process's embedding cache since it started: texts to index, from the cache or embedded."""

    hits: int = Field(ge=0, description="Texts whose vector came from the cache")
    misses: int = Field(ge=0, description="Texts the model embedded")
    hit_rate: float = Field(ge=0, le=1)
    entries: int = Field(ge=0, description="Vectors the cache holds")
    max_entries: int = Field(ge=0, description="RAG_EMBEDDING_CACHE_ENTRIES (least recently used out beyond it)")


class StatsResponse(ResponseModel):
    total_documents: int
    total_queries: int
    avg_latency: float
    p95_latency: float
    p99_latency: float
    cache_hit_rate: float
    fallback_rate: float
    queries_by_agent: dict[str, int] = Field(description="The 20 busiest agents; the rest summed under `other`")
    errors_by_dependency: dict[str, int] = Field(
        description="Dependency failures recorded in the window, per dependency (store, vector_index, embedder)"
    )
    degraded: bool | None = Field(None, description="Present (true) when the metrics store could not be read")
    pending_documents: int = Field(ge=0, description="Documents stored and acknowledged, waiting for their vectors")
    failed_documents: int | None = Field(None, ge=0, description="Documents the embedder refused, kept with their reason")
    embedding_cache: EmbeddingCacheBody | None = Field(None, description="Absent when the service runs without one")


class DeleteResponse(ResponseModel):
    """By id or session: what went. By filter: a dry run's counts (without `confirm`), or what went."""

    success: bool
    documents_deleted: int | None = Field(None, ge=0, description="Absent from a dry run")
    chunks_deleted: int | None = Field(None, ge=0, description="Absent from a dry run")
    document_ids: list[str] | None = Field(None, description="By documentId or sessionId: the documents asked to go")
    dry_run: bool | None = Field(None, description="By filter without confirm: nothing was deleted")
    documents_matched: int | None = Field(None, ge=0, description="Dry run: the documents the filter matches")
    chunks_matched: int | None = Field(None, ge=0, description="Dry run: their chunks")


class PartialDeleteBody(ErrorBody):
    """503 of a confirmed delete by filter that a dependency stopped partway."""

    success: Literal[False]
    documents_deleted: int = Field(ge=0, description="Deleted before the failure")
    chunks_deleted: int = Field(ge=0)
    failed_document_ids: list[str] = Field(description="The page of documents the failure hit (those after it were not reached)")


class DocumentSummaryBody(MemoryFields):
    id: str
    session_id: str
    source: str
    content_type: str
    metadata: dict[str, Any]
    chunk_count: int = Field(ge=0)
    indexed_at: datetime
    status: Literal["pending", "indexed", "failed"]
    reason: str | None = Field(None, description="Why a `failed` document was refused by the embedder")
    fingerprint: str | None = Field(None, description="Of what was indexed: a client that computes the same skips an unchanged file")


class DocumentList(ResponseModel):
    documents: list[DocumentSummaryBody]
    next_cursor: str | None = Field(description="Pass back as `cursor` for the next page; null on the last page")


class DocumentChunkBody(ResponseModel):
    index: int
    vector_id: str
    text: str


class DocumentDetail(DocumentSummaryBody):
    content: str
    chunks: list[DocumentChunkBody]


class MoveResponse(ResponseModel):
    success: bool
    documents_moved: int = Field(ge=0)
    document_ids: list[str] = Field(description="The documents' ids under the new source")


class FolderRecordResponse(ResponseModel):
    session_id: str
    root: str
    indexed_at: datetime
    commit: str | None = None
    sources: list[str]


class FolderFileCounts(ResponseModel):
    new: int
    changed: int
    moved: int
    deleted: int
    unchanged: int


class FolderStatusResponse(ResponseModel):
    session_id: str
    root: str
    indexed: bool = Field(description="The folder was indexed as a whole (`rag-context index PATH`)")
    indexed_commit: str | None = None
    last_indexed_at: datetime | None = None
    indexed_files: int = Field(ge=0)
    compared: bool = Field(description="The service read the folder (it is under RAG_STATUS_ROOTS) and compared it with the index")
    current: bool | None = Field(description="The index matches the files and HEAD; null when not compared")
    files: FolderFileCounts | None = None
    head_commit: str | None = None
    reason: str | None = Field(None, description="Why it was not compared")


# --- the code graph's tools (issue 31)

Resolution = Literal["exact", "import", "namespace", "name"]


class GraphAnswer(ResponseModel):
    truncated: bool = Field(description="maxTokens (or the limit) left items out")
    more: bool | None = Field(None, description="More matched than were read or asked for: narrow the question")
    degraded: bool | None = Field(None, description="The context store could not answer: items come from the vector index's chunks, unresolved")
    reason: str | None = Field(None, description="Why the answer is degraded")


class SymbolItem(ResponseModel):
    symbol: str = Field(description="The qualified path (`Serilog.Core.Logger.Write`)")
    name: str
    kind: str = Field(description="class, interface, method, function, property, field, ... (`chunk` when degraded)")
    signature: str = Field(description="Its declaration's header, on one line")
    source: str
    line_start: int | None = Field(None, ge=1)
    line_end: int | None = Field(None, ge=1)
    citation: str = Field(description="`source:lineStart-lineEnd`")
    document_id: str
    session_id: str | None = None
    container: str | None = Field(None, description="What it is defined in")
    doc: str | None = Field(None, description="Its doc comment or docstring, cut short")
    role: str | None = None


class SymbolsResponse(GraphAnswer):
    symbols: list[SymbolItem] = Field(description="Best first: the exact name, a prefix, a part; the implementation before tests")


class ReferenceItem(ResponseModel):
    source: str
    line_start: int | None = Field(None, ge=1)
    line_end: int | None = Field(None, ge=1)
    symbol: str = Field(description="incoming: the referring definition; outgoing: the referred one")
    kind: str = Field(description="call, new, type, inherit, implement, access, import, using (mention when degraded)")
    resolution: Resolution = Field(description="How it was resolved: exact, import, namespace, or name only (a guess)")
    citation: str
    document_id: str
    target: str | None = Field(None, description="incoming: the definition it resolved to")
    target_citation: str | None = None
    signature: str | None = Field(None, description="outgoing: the referred definition's")
    line: int | None = Field(None, description="outgoing: the line that refers to it")


class ReferencesResponse(GraphAnswer):
    references: list[ReferenceItem] = Field(description="The most certain first, then by file and line")
    definitions: list[SymbolItem] | None = Field(None, description="The definitions `symbol` named")
    found: bool | None = Field(None, description="Whether `symbol` named a definition")


class OutlineItem(ResponseModel):
    symbol: str
    name: str
    kind: str
    signature: str
    line_start: int | None = Field(None, ge=1)
    line_end: int | None = Field(None, ge=1)
    citation: str
    children: list["OutlineItem"]


class OutlineResponse(GraphAnswer):
    source: str
    found: bool
    session_id: str | None = None
    document_ids: list[str] | None = None
    symbols: list[OutlineItem] = Field(description="Nested: namespaces, types, their members, in line order")
    other_sessions: list[str] | None = Field(None, description="Other sessions that index this source (ask with sessionId)")


class RepoMapResponse(ResponseModel):
    map: str = Field(description="File by file, the ranked definitions' signatures with their line numbers")
    files: list[str] = Field(description="The files in the map, most important first")
    tokens: int = Field(ge=0, description="The map's tokens (the embedder's tokenizer): never over maxTokens")
    truncated: bool = Field(description="Ranked definitions were left out for the budget")
    degraded: bool | None = None
    reason: str | None = None


class ToolDescription(ResponseModel):
    name: str
    description: str
    input_schema: dict[str, Any]


class ToolList(ResponseModel):
    tools: list[ToolDescription]


class Liveness(ResponseModel):
    status: Literal["alive"]


class Readiness(ResponseModel):
    ready: bool


# --- examples, from the technical spec §3


SEARCH_EXAMPLES = {
    "spec": {
        "summary": "The spec's example",
        "value": {"query": "mongodb retry logic", "limit": 3, "category": "architecture", "agent": "orchestrator"},
    },
    "game": {
        "summary": "A casino search filtered by game",
        "value": {"query": "FireKirin jackpot Grand threshold amount", "limit": 3, "category": "casino", "game": "FireKirin"},
    },
    "agent_context": {
        "summary": "Context for an agent: one result a file, neighbours joined, within 2000 tokens, explained",
        "value": {
            "query": "where is the retry backoff configured",
            "limit": 5,
            "contentType": "code",
            "maxPerDocument": 1,
            "mergeAdjacent": True,
            "maxTokens": 2000,
            "explain": True,
        },
    },
}
SEARCH_RESPONSE_EXAMPLE = {
    "results": [
        {
            "content": "MongoDB connections should use retry logic with exponential backoff...",
            "score": 0.89,
            "source": "docs/architecture/mongodb-patterns.md",
            "timestamp": "2026-02-18T10:30:00Z",
            "metadata": {"agent": "oracle", "tags": ["mongodb", "retry", "resilience"], "category": "architecture"},
            "documentId": "0b7e4c1e-3f7d-5a2b-9c41-6d2f8e1a7b30",
            "chunkIndex": 2,
            "contentType": "documentation",
            "sessionId": "architecture-docs",
            "lineStart": 41,
            "lineEnd": 58,
            "citation": "docs/architecture/mongodb-patterns.md:41-58",
        }
    ],
    "latency": 145.2,
    "fallback": False,
    "fallbackLevel": 1,
    "circuitBreakerOpen": False,
    "totalIndexed": 523,
}
INDEX_EXAMPLES = {
    "spec": {
        "summary": "The spec's example",
        "value": {
            "content": "FireKirin jackpot threshold configuration...",
            "contentType": "documentation",
            "sessionId": "doc-firekirn-thresholds",
            "source": "docs/casino/firekirin.md",
            "metadata": {"category": "casino", "game": "FireKirin", "tags": ["jackpot", "threshold", "configuration"]},
        },
    }
}
HEALTH_RESPONSE_EXAMPLE = {
    "healthy": True,
    "qdrantStatus": "healthy",
    "lmStudioStatus": "healthy",
    "mongoStatus": "healthy",
    "latency": 15.3,
    "indexedDocuments": 523,
    "circuitBreakerOpen": False,
}


def _json(model: type[BaseModel], description: str, example: Any = None) -> dict[str, Any]:
    response: dict[str, Any] = {"model": model, "description": description}
    if example is not None:
        response["content"] = {"application/json": {"example": example}}
    return response


UNAUTHORIZED = {401: _json(ErrorBody, "RAG_API_KEY is set and the request carries no valid key", {"error": "Missing or invalid API key", "code": "UNAUTHORIZED"})}
TOO_LARGE = {413: _json(ErrorBody, "The body is over RAG_MAX_BODY_BYTES", {"error": "Request body too large (limit 1048576 bytes)", "code": "PAYLOAD_TOO_LARGE"})}
INVALID = {400: _json(InvalidInputError, "Invalid input, with a detail per field")}
INTERNAL = {500: _json(InternalErrorBody, "An unforeseen failure (logged with the correlation id)", {"error": "Internal error", "code": "INTERNAL_ERROR", "fallback": True, "fallbackLevel": 3})}

SEARCH_RESPONSES = {200: _json(SearchResponse, "The results, best first", SEARCH_RESPONSE_EXAMPLE), **INVALID, **UNAUTHORIZED, **TOO_LARGE, **INTERNAL}
INDEX_RESPONSES = {
    200: _json(IndexResponse, "Indexed (or stored, vectors pending)"),
    **INVALID,
    **UNAUTHORIZED,
    **TOO_LARGE,
    503: _json(ErrorBody, "The document store could not take the document: nothing was stored, retry", {"error": "The context store is unavailable: the document was not stored; retry later", "code": "SERVICE_UNAVAILABLE", "dependency": "store"}),
    **INTERNAL,
}
HEALTH_RESPONSES = {200: _json(HealthResponse, "Always 200: `healthy` is false when a component is down", HEALTH_RESPONSE_EXAMPLE), **UNAUTHORIZED}
STATS_RESPONSES = {200: _json(StatsResponse, "Search statistics over the time range"), **INVALID, **UNAUTHORIZED, **INTERNAL}
TOOLS_RESPONSES = {200: _json(ToolList, "The tools and their input schemas (as MCP lists them)"), **UNAUTHORIZED}
DISPATCH_RESPONSES = {
    200: {
        "description": "rag_context_health answers the health body, rag_context_stats the stats body",
        "content": {
            "application/json": {
                "schema": {"oneOf": [{"$ref": "#/components/schemas/HealthResponse"}, {"$ref": "#/components/schemas/StatsResponse"}]}
            }
        },
    },
    **INVALID,
    **UNAUTHORIZED,
    404: _json(ToolNotFound, "No tool of that name", {"error": "Tool rag_context_unknown not found"}),
    **TOO_LARGE,
    **INTERNAL,
}
DELETE_EXAMPLES = {
    "document": {"summary": "One document, by id", "value": {"documentId": "3f2b8c1e-8d1a-5c7e-9f3a-2b4c6d8e0f1a"}},
    "source": {"summary": "One document, by sessionId and source", "value": {"sessionId": "doc-firekirn-thresholds", "source": "docs/casino/firekirin.md"}},
    "session": {"summary": "Every document of a session", "value": {"sessionId": "chat-2026-11-20"}},
    "filterDryRun": {
        "summary": "By filter, a dry run: how many documents and chunks would go",
        "value": {"filter": {"sourceGlob": "tmp/**", "until": "30d"}},
    },
    "filterConfirmed": {
        "summary": "By filter, really",
        "value": {"filter": {"tagsAll": ["scratch", "draft"], "sessionIds": ["chat-2026-11-20"]}, "confirm": True},
    },
}
DOCUMENT_LIST_EXAMPLES = {
    "filter": {
        "summary": "Decisions tagged cache, indexed in the last 7 days",
        "value": {"filter": {"contentTypes": ["decision"], "tagsAny": ["cache"], "since": "7d"}, "limit": 20},
    },
    "glob": {
        "summary": "C# sources outside the tests",
        "value": {"filter": {"sourceGlob": "src/**/*.cs", "excludeSourceGlobs": ["**/Tests/**"]}},
    },
}


def _filter_query_parameters() -> list[dict[str, Any]]:
    from rag_context.core.filters import FILTER_FIELDS, LIST_FIELDS, FilterSpec

    described = {info.alias or name: info.description for name, info in FilterSpec.model_fields.items()}
    parameters = []
    for name in FILTER_FIELDS:
        schema: dict[str, Any] = {"type": "array", "items": {"type": "string"}} if name in LIST_FIELDS else {"type": "string"}
        parameters.append(
            {
                "name": name,
                "in": "query",
                "required": False,
                "schema": schema,
                "explode": True,
                "description": f"filter.{name}: {described.get(name) or ''}".rstrip(": "),
            }
        )
    return parameters


# GET /documents reads the filter language from its query parameters itself (a list field repeated).
FILTER_QUERY = {"parameters": _filter_query_parameters()}
SYMBOLS_RESPONSES = {200: _json(SymbolsResponse, "The definitions, best first"), **INVALID, **UNAUTHORIZED, **TOO_LARGE, **INTERNAL}
REFERENCES_RESPONSES = {200: _json(ReferencesResponse, "The references, most certain first"), **INVALID, **UNAUTHORIZED, **TOO_LARGE, **INTERNAL}
OUTLINE_RESPONSES = {
    200: _json(OutlineResponse, "The file's definitions, nested"),
    **INVALID,
    **UNAUTHORIZED,
    404: _json(ErrorBody, "No code document of this source holds a definition", {"error": "No definitions of source src/x.cs", "code": "NOT_FOUND"}),
    **TOO_LARGE,
    **INTERNAL,
}
REPO_MAP_RESPONSES = {200: _json(RepoMapResponse, "The map, within maxTokens"), **INVALID, **UNAUTHORIZED, **TOO_LARGE, **INTERNAL}
SYMBOLS_EXAMPLES = {"name": {"summary": "Where is it defined", "value": {"name": "CircuitStateController"}}}
REFERENCES_EXAMPLES = {
    "callers": {"summary": "Who calls it", "value": {"symbol": "Polly.CircuitBreaker.CircuitStateController.OnHalfOpen", "direction": "incoming"}}
}
BACKEND_DOWN = {
    503: _json(
        ErrorBody,
        "The vector index or the store is unavailable: the delete did not complete, retry",
        {"error": "The vector index is unavailable: the delete did not complete; retry it (deleting is idempotent)", "code": "SERVICE_UNAVAILABLE", "dependency": "vector_index"},
    )
}
STORE_DOWN = {503: _json(ErrorBody, "The context store is unavailable", {"error": "The context store is unavailable: retry later", "code": "SERVICE_UNAVAILABLE", "dependency": "store"})}
DELETE_RESPONSES = {
    200: _json(DeleteResponse, "What was deleted (0 when nothing matched), or a dry run's counts"),
    **INVALID,
    **UNAUTHORIZED,
    **TOO_LARGE,
    503: {
        "description": "The vector index or the store is unavailable: the delete did not complete, retry (by filter: what went, and which failed)",
        "content": {
            "application/json": {
                "schema": {"anyOf": [{"$ref": "#/components/schemas/ErrorBody"}, {"$ref": "#/components/schemas/PartialDeleteBody"}]},
                "example": BACKEND_DOWN[503]["content"]["application/json"]["example"],
            }
        },
    },
}
DOCUMENT_LIST_RESPONSES = {200: _json(DocumentList, "A page of documents"), **INVALID, **UNAUTHORIZED, **STORE_DOWN}
DOCUMENT_RESPONSES = {
    200: _json(DocumentDetail, "The document, its content and chunks"),
    **UNAUTHORIZED,
    404: _json(ErrorBody, "No document with this id", {"error": "Document 3f2b... not found", "code": "NOT_FOUND"}),
    **STORE_DOWN,
}
MOVE_RESPONSES = {
    200: _json(MoveResponse, "Moved, nothing embedded"),
    **INVALID,
    **UNAUTHORIZED,
    404: _json(ErrorBody, "No document has this sessionId and source", {"error": "No documents to move", "code": "NOT_FOUND"}),
    409: _json(ErrorBody, "A document is not `indexed` with its vectors: index the file under its new source instead", {"error": "...", "code": "CONFLICT"}),
    **BACKEND_DOWN,
}
FOLDER_RESPONSES = {
    200: _json(FolderRecordResponse, "The folder's record"),
    **INVALID,
    **UNAUTHORIZED,
    404: _json(ErrorBody, "The folder was never indexed as a whole", {"error": "No record of this folder", "code": "NOT_FOUND"}),
    **STORE_DOWN,
}
FOLDER_WRITE_RESPONSES = {200: _json(FolderRecordResponse, "The record, as kept"), **INVALID, **UNAUTHORIZED, **TOO_LARGE, **STORE_DOWN}
STATUS_RESPONSES = {200: _json(FolderStatusResponse, "How fresh the folder's index is"), **INVALID, **UNAUTHORIZED, **STORE_DOWN}
LIVENESS_RESPONSES = {200: _json(Liveness, "The process answers")}
READINESS_RESPONSES = {200: _json(Readiness, "The backends are built"), 503: _json(Readiness, "Not ready yet")}
# Every operation may answer it (api/security.py's Host check): added to each by install_openapi.
MISDIRECTED = {
    "description": "The Host header names a host the service does not answer for (RAG_ALLOWED_HOSTS): DNS-rebinding protection",
    "content": {
        "application/json": {
            "schema": {"$ref": "#/components/schemas/ErrorBody"},
            "example": {"error": "This service does not answer for the host this request names (RAG_ALLOWED_HOSTS)", "code": "MISDIRECTED_REQUEST"},
        }
    },
}
# Every write may answer them (api/security.py's SameSiteWriteMiddleware): added to each by install_openapi.
CROSS_SITE_REFUSED = {
    "403": {
        "description": "The request comes from a web page of another site (its Origin is neither the service's own nor in RAG_CORS_ORIGINS)",
        "content": {
            "application/json": {
                "schema": {"$ref": "#/components/schemas/ErrorBody"},
                "example": {
                    "error": "A request that changes state is taken only from this service's own pages and RAG_CORS_ORIGINS, not from a page of https://evil.example",
                    "code": "FORBIDDEN_ORIGIN",
                },
            }
        },
    },
    "415": {
        "description": "A body that is not JSON (Content-Type other than application/json)",
        "content": {
            "application/json": {
                "schema": {"$ref": "#/components/schemas/ErrorBody"},
                "example": {
                    "error": "A request that changes state takes a JSON body (Content-Type: application/json), not application/x-www-form-urlencoded",
                    "code": "UNSUPPORTED_MEDIA_TYPE",
                },
            }
        },
    },
}
WRITE_METHODS = frozenset({"post", "put", "delete", "patch"})

API_KEY_SCHEMES = {
    "apiKey": {"type": "apiKey", "in": "header", "name": "X-API-Key", "description": "The RAG_API_KEY, when the service has one"},
    "bearer": {"type": "http", "scheme": "bearer", "description": "The RAG_API_KEY as a bearer token"},
}
PUBLIC_OPERATIONS = {("/health/live", "get"), ("/health/ready", "get")}  # the probes (api/security.py)
# The dispatcher reads its body itself (rag_context_stats takes {"timeRange"}; health none).
DISPATCH_REQUEST = {"requestBody": {"required": False, "content": {"application/json": {"schema": STATS_INPUT_SCHEMA}}}}


# --- backups (api/backups.py)


class BackupSummary(ResponseModel):
    id: str = Field(description="rag-context-<UTC time>-<8 hex>")
    created_at: str = Field(description="The snapshot's point in time (ISO 8601, UTC)")
    size_bytes: int = Field(ge=0)
    write_pause_ms: float = Field(ge=0, description="How long writes were held for the snapshot (searches never are)")
    model: str
    dimension: int
    documents: int | None = None
    pending: int | None = Field(None, description="Documents in the backup still waiting for their vectors: embedded after a restore")
    chunks: int | None = None
    points: int | None = None


class BackupList(ResponseModel):
    backups: list[BackupSummary] = Field(description="Newest first")


class BackupDeleted(ResponseModel):
    deleted: bool
    id: str


BACKUP_NOT_FOUND = {404: _json(ErrorBody, "No backup with this id", {"error": "Backup rag-context-... not found", "code": "NOT_FOUND"})}
BACKUP_CREATE_RESPONSES = {
    201: _json(BackupSummary, "The backup, written whole"),
    **UNAUTHORIZED,
    409: _json(ErrorBody, "Another backup is being taken", {"error": "a backup is being taken; try again when it is done", "code": "CONFLICT"}),
    501: _json(ErrorBody, "A configured backend cannot take a snapshot"),
    503: _json(ErrorBody, "A backend failed, or writes did not pause in time: no backup was taken"),
}
BACKUP_LIST_RESPONSES = {200: _json(BackupList, "The backups the service keeps"), **UNAUTHORIZED}
BACKUP_DOWNLOAD_RESPONSES = {
    200: {"description": "The archive (gzip'd tar; its last member, manifest.json, lists every file with its SHA-256)",
          "content": {"application/gzip": {"schema": {"type": "string", "format": "binary"}}}},
    **UNAUTHORIZED,
    **BACKUP_NOT_FOUND,
}
BACKUP_DELETE_RESPONSES = {200: _json(BackupDeleted, "The backup is gone"), **UNAUTHORIZED, **BACKUP_NOT_FOUND}


def install_openapi(app: FastAPI, api_key_required: bool, host_checked: bool = True) -> None:
    """Post-process FastAPI's document: no 422 (invalid input is a 400 here), the 421 of the Host
    check on every operation (when the service checks Host), the 403 and 415 of the cross-site
    check on every write, the API key schemes, required on every operation but the probes when the
    service has a key."""

    def openapi() -> dict[str, Any]:
        if app.openapi_schema is not None:
            return app.openapi_schema
        document = get_openapi(
            title=app.title, version=app.version, description=app.description, routes=app.routes, tags=app.openapi_tags
        )
        schemas = document.setdefault("components", {}).setdefault("schemas", {})
        # The dispatcher's oneOf names these by reference; make sure they are there.
        for model in (HealthResponse, StatsResponse, ErrorBody, PartialDeleteBody):
            schemas.setdefault(model.__name__, model.model_json_schema(by_alias=True, ref_template="#/components/schemas/{model}", mode="serialization"))
        for path, operations in document.get("paths", {}).items():
            for method, operation in operations.items():
                operation.get("responses", {}).pop("422", None)
                if host_checked:
                    operation.setdefault("responses", {})["421"] = MISDIRECTED
                if method in WRITE_METHODS:
                    operation.setdefault("responses", {}).update(CROSS_SITE_REFUSED)
                if api_key_required:
                    operation["security"] = [] if (path, method) in PUBLIC_OPERATIONS else [{"apiKey": []}, {"bearer": []}]
        for unused in ("HTTPValidationError", "ValidationError"):
            schemas.pop(unused, None)
        document["components"]["securitySchemes"] = API_KEY_SCHEMES
        app.openapi_schema = document
        return document

    app.openapi = openapi  # type: ignore[method-assign]
