"""The RAG-001 tools (and rag_context_delete) as calls on the `Services`, answering the contract's camelCase payloads.

Both edges call these: the HTTP routes (api/routes.py) and the MCP server (api/mcp.py), so a tool
does the same thing, records the same metrics and answers the same JSON whichever way it is called.
Each edge validates its input with the same request models (api/models.py) and maps the failures
to its own error form (an HTTP status, an MCP tool error).
"""

from __future__ import annotations

from datetime import datetime, timezone
from typing import Any

import structlog

from rag_context import __version__
from rag_context.api.models import (
    DeleteBody,
    DocumentListBody,
    FolderQuery,
    IndexBody,
    OutlineBody,
    ReferencesBody,
    RepoMapBody,
    SearchBody,
    SymbolsBody,
)
from rag_context.core.code.graph.model import StoredDefinition
from rag_context.core.code.graph.resolve import Link
from rag_context.core.embedding_cache import CachingEmbedder
from rag_context.core.symbols import ChunkSymbol, Degraded, OutlineAnswer, OutlineNode, ReferencesAnswer, SymbolsAnswer
from rag_context.core.filters import DocumentFilter
from rag_context.core.indexing import IndexOutcome
from rag_context.core.lifecycle import DEFAULT_PAGE
from rag_context.core.memory.currency import DocumentMemory
from rag_context.core.memory.suggestions import Suggestion
from rag_context.core.models import DocumentFilters, DocumentSummary, Hit, Related
from rag_context.core.ports import EMBEDDER, STORE, VECTOR_INDEX, DependencyError, DocumentBusy
from rag_context.core.search import SearchOutcome
from rag_context.core.stats import Stats
from rag_context.following.local import service_folder_status
from rag_context.metrics import ServiceMetrics
from rag_context.services import Services

log = structlog.get_logger(__name__)

# What a client is told about a failed dependency: its name, never the error's text (that names
# hosts, ports and collections, and goes to the log and the error records instead).
DEPENDENCY_NAMES = {STORE: "The context store", VECTOR_INDEX: "The vector index", EMBEDDER: "The embedder"}

__all__ = [
    "DependencyError",
    "delete",
    "health",
    "index",
    "index_payload",
    "iso_utc",
    "search",
    "search_payload",
    "stats",
    "stats_payload",
    "status",
    "summary_payload",
    "unavailable",
]


def iso_utc(moment: datetime) -> str:
    return moment.astimezone(timezone.utc).isoformat().replace("+00:00", "Z")


def citation(hit: Hit) -> str:
    """Where the result is, as an editor opens it: `source:lineStart-lineEnd` (the source alone
    for a chunk stored before lines were, until the backfill)."""
    if hit.line_start is None or hit.line_end is None:
        return hit.source
    return f"{hit.source}:{hit.line_start}-{hit.line_end}"


def memory_payload(memory: DocumentMemory) -> dict[str, Any]:
    """A document's place in memory (issue 32), only what is set: a document without any (every
    document a client that does not use these fields indexes) answers as before."""
    payload: dict[str, Any] = {}
    if memory.supersedes:
        payload["supersedes"] = list(memory.supersedes)
    if memory.superseded_at is not None:
        payload["supersededBy"] = memory.superseded_by
        payload["supersededAt"] = iso_utc(memory.superseded_at)
    if memory.valid_from is not None:
        payload["validFrom"] = iso_utc(memory.valid_from)
    if memory.valid_until is not None:
        payload["validUntil"] = iso_utc(memory.valid_until)
    return payload


def result_payload(hit: Hit) -> dict[str, Any]:
    """One result: the RAG-001 fields, then what lets an agent cite it (issue 21)."""
    result: dict[str, Any] = {
        "content": hit.text,
        "score": round(hit.score, 6),
        "source": hit.source,
        "timestamp": iso_utc(hit.timestamp),
        "metadata": hit.metadata,
        "documentId": hit.document_id,
        "chunkIndex": hit.chunk_index,
        "contentType": hit.content_type,
        "sessionId": hit.session_id,
        "lineStart": hit.line_start,
        "lineEnd": hit.line_end,
        "citation": citation(hit),
    }
    # Code search (issue 22), only when known: a prose result is as before.
    if hit.symbol is not None:
        result["symbol"] = hit.symbol
    if hit.role is not None:
        result["role"] = hit.role
    if hit.explain is not None:
        result["explain"] = hit.explain
    if hit.related is not None:  # only with `expand: "graph"`, on code results
        result["related"] = [related_payload(item) for item in hit.related]
    result.update(memory_payload(hit.memory))
    return result


def related_payload(item: Related) -> dict[str, Any]:
    payload: dict[str, Any] = {
        "relation": item.relation,
        "symbol": item.symbol,
        "kind": item.kind,
        "signature": item.signature,
        "source": item.source,
        "lineStart": item.line_start,
        "lineEnd": item.line_end,
        "citation": item.citation,
        "resolution": item.resolution,
        "documentId": item.document_id,
    }
    if item.content is not None:
        payload["content"] = item.content
    return payload


def search_payload(outcome: SearchOutcome) -> dict[str, Any]:
    payload: dict[str, Any] = {
        "results": [result_payload(hit) for hit in outcome.hits],
        "latency": outcome.latency_ms,
        "fallback": outcome.fallback,
        "fallbackLevel": int(outcome.level),
        "circuitBreakerOpen": outcome.circuit_open,
        "totalIndexed": outcome.total_indexed,
        "cacheHit": outcome.cache_hit,
    }
    if outcome.truncated is not None:  # only when a token budget was asked for
        payload["truncated"] = outcome.truncated
    return payload


def summary_payload(document: DocumentSummary) -> dict[str, Any]:
    payload: dict[str, Any] = {
        "id": document.document_id,
        "sessionId": document.session_id,
        "source": document.source,
        "contentType": document.content_type,
        "metadata": document.metadata.as_dict(),
        "chunkCount": document.chunk_count,
        "indexedAt": iso_utc(document.indexed_at),
        "status": document.status.value,
    }
    if document.reason is not None:
        payload["reason"] = document.reason  # why the embedder refused a `failed` document
    if document.fingerprint is not None:
        payload["fingerprint"] = document.fingerprint
    payload.update(memory_payload(document.memory))
    return payload


def index_payload(outcome: IndexOutcome) -> dict[str, Any]:
    payload: dict[str, Any] = {
        "success": True,
        "chunksIndexed": len(outcome.vector_ids),
        "vectorIds": outcome.vector_ids,
        "latencyMs": outcome.latency_ms,
        "documentId": outcome.document_id,
        "status": outcome.status.value,
        "unchanged": outcome.unchanged,
    }
    # Issue 32: what is already known, only when there is something (an answer with nothing to say
    # is the answer it always was: the README's and the C# client's).
    if outcome.similar:
        payload["similar"] = [suggestion_payload(suggestion) for suggestion in outcome.similar]
    if outcome.may_replace:
        payload["mayReplace"] = [suggestion_payload(suggestion) for suggestion in outcome.may_replace]
    return payload


def suggestion_payload(suggestion: Suggestion) -> dict[str, Any]:
    return {"documentId": suggestion.document_id, "source": suggestion.source, "score": suggestion.score}


def stats_payload(stats: Stats, complete: bool) -> dict[str, Any]:
    payload: dict[str, Any] = {
        "totalDocuments": stats.total_documents,
        "totalQueries": stats.total_queries,
        "avgLatency": stats.avg_latency,
        "p95Latency": stats.p95_latency,
        "p99Latency": stats.p99_latency,
        "cacheHitRate": stats.cache_hit_rate,
        "fallbackRate": stats.fallback_rate,
        "queriesByAgent": stats.queries_by_agent,
        "errorsByDependency": stats.errors_by_dependency,
    }
    if not complete:
        payload["degraded"] = True
    return payload


def unavailable(services: Services, error: DependencyError, operation: str, outcome: str) -> dict[str, Any]:
    """The 503 body (HTTP) or tool error (MCP) for a dependency that failed during `operation`:
    which dependency, and `outcome` (what it means for the caller). The detail goes to the log line,
    which carries the request's correlation id, and to a structured error record."""
    if isinstance(error, DocumentBusy):  # not a dependency's failure: another write holds the document
        return {"error": "The document is busy: another request is writing it; retry", "code": "SERVICE_UNAVAILABLE"}
    dependency = error.dependency or STORE
    detail = str(error) or type(error).__name__
    log.warning("request.dependency_unavailable", dependency=dependency, operation=operation, error=detail)
    services.recorder.record_failure(dependency, operation, detail)
    name = DEPENDENCY_NAMES.get(dependency, "A backend")
    return {"error": f"{name} is unavailable: {outcome}", "code": "SERVICE_UNAVAILABLE", "dependency": dependency}


INDEX_NOT_STORED = "the document was not stored; retry later"
DELETE_NOT_DONE = "the delete did not complete; retry it (deleting is idempotent)"
READ_NOT_DONE = "retry later"
DELETE_BY_FILTER_STOPPED = "the delete stopped partway (failedDocumentIds were not deleted, nor any after them); retry it to delete the rest"
MOVE_NOT_DONE = "the move did not complete; run the index again (it finishes it)"


async def search(services: Services, body: SearchBody, metrics: ServiceMetrics | None) -> dict[str, Any]:
    outcome = await services.search.search(body.to_query())
    if metrics is not None:
        metrics.observe_search(outcome)
    return search_payload(outcome)


async def index(services: Services, body: IndexBody, metrics: ServiceMetrics | None) -> dict[str, Any]:
    """Raises DependencyError when the store could not take the document: nothing was acknowledged,
    the client may retry (HTTP answers 503, MCP a tool error)."""
    outcome = await services.indexing.index(body.to_request())
    if metrics is not None:
        metrics.observe_index(outcome)
    return index_payload(outcome)


async def health(services: Services) -> dict[str, Any]:
    report = await services.health()
    payload: dict[str, Any] = {
        "healthy": report.healthy,
        "qdrantStatus": report.vectors.value,
        "lmStudioStatus": report.embedder.value,
        "mongoStatus": report.store.value,
        "latency": report.latency_ms,
        "indexedDocuments": report.indexed_documents,
        "circuitBreakerOpen": report.circuit_open,
        "pendingDocuments": services.counter.pending,
        "failedDocuments": services.counter.failed,
        "backends": services.backend_names,
        "version": __version__,
    }
    optimizer = services.optimizer_state()
    if optimizer is not None:
        payload["vectorOptimizer"] = optimizer  # the embedded index's optimizations: a failure shows here
    return payload


async def stats(services: Services, time_range: str, document_filter: DocumentFilter | None = None) -> dict[str, Any]:
    result, complete = await services.stats(time_range, document_filter)
    payload = stats_payload(result, complete)
    payload["pendingDocuments"] = services.counter.pending  # stored, waiting for their vectors
    payload["failedDocuments"] = services.counter.failed  # stored, refused by the embedder
    if services.embedding_cache is not None:
        payload["embeddingCache"] = embedding_cache_payload(services.embedding_cache)
    return payload


def embedding_cache_payload(cache: CachingEmbedder) -> dict[str, Any]:
    """Since this process started: texts to index whose vector came from the cache, texts embedded."""
    counts, store = cache.counts, cache.cache
    looked_up = counts.hits + counts.misses
    return {
        "hits": counts.hits,
        "misses": counts.misses,
        "hitRate": round(counts.hits / looked_up, 4) if looked_up else 0.0,
        "entries": store.entries if store is not None else 0,
        "maxEntries": store.max_entries if store is not None else 0,
    }


async def list_documents(services: Services, body: DocumentListBody) -> dict[str, Any]:
    """A page of document summaries. Raises InvalidCursor, or DependencyError when the store fails."""
    filters = DocumentFilters(
        session_id=body.session_id,
        source=body.source,
        content_type=body.content_type,
        document_filter=body.document_filter(),
    )
    page = await services.documents.list(filters, body.limit or DEFAULT_PAGE, body.cursor)
    return {"documents": [summary_payload(document) for document in page.documents], "nextCursor": page.next_cursor}


class PartialDelete(Exception):
    """A confirmed delete by filter that a dependency stopped partway: `payload` says what went
    and which documents failed (HTTP answers it with a 503, MCP as a tool error)."""

    def __init__(self, payload: dict[str, Any]) -> None:
        super().__init__(payload["error"])
        self.payload = payload


async def delete(services: Services, body: DeleteBody) -> dict[str, Any]:
    """Raises DependencyError when the vector index or the store is down: nothing was deleted,
    the client may retry (HTTP answers 503, MCP a tool error). By filter: PartialDelete when the
    delete stopped after some documents went."""
    if body.by_filter:
        document_filter = body.filter.resolve() if body.filter is not None else DocumentFilter()
        result = await services.documents.delete_matching(document_filter, confirm=bool(body.confirm))
        if result.dry_run:
            return {"success": True, "dryRun": True, "documentsMatched": result.documents_matched, "chunksMatched": result.chunks_matched}
        payload: dict[str, Any] = {"success": result.error is None, "documentsDeleted": result.documents_deleted, "chunksDeleted": result.chunks_deleted}
        if result.error is not None:
            payload.update(unavailable(services, result.error, "delete", DELETE_BY_FILTER_STOPPED))
            payload["failedDocumentIds"] = list(result.failed_document_ids)
            raise PartialDelete(payload)
        return payload
    outcome = await services.documents.delete(document_id=body.document_id, session_id=body.session_id, source=body.source)
    return {
        "success": True,
        "documentsDeleted": outcome.documents_deleted,
        "chunksDeleted": outcome.chunks_deleted,
        "documentIds": outcome.document_ids,
    }


async def status(services: Services, body: FolderQuery) -> dict[str, Any]:
    """How fresh a folder's index is (following/local.py). Raises TargetError when the store cannot
    answer (HTTP 503, an MCP tool error)."""
    return await service_folder_status(services, body.session_id, body.root)


# --- the code graph's tools (issue 31): their answers in the contract's camelCase


def definition_payload(item: StoredDefinition) -> dict[str, Any]:
    d = item.definition
    payload: dict[str, Any] = {
        "symbol": d.symbol,
        "name": d.name,
        "kind": d.kind,
        "signature": d.signature,
        "source": item.source,
        "lineStart": d.line_start,
        "lineEnd": d.line_end,
        "citation": item.citation,
        "documentId": item.document_id,
        "sessionId": item.session_id,
    }
    if d.container:
        payload["container"] = d.container
    if d.doc:
        payload["doc"] = d.doc
    if item.role is not None:
        payload["role"] = item.role
    return payload


def chunk_payload(chunk: ChunkSymbol) -> dict[str, Any]:
    """A degraded item: a chunk's symbol, as the vector index knows it."""
    return {
        "symbol": chunk.symbol,
        "name": chunk.name,
        "kind": "chunk",
        "signature": chunk.text.strip().split("\n", 1)[0][:240],
        "source": chunk.source,
        "lineStart": chunk.line_start,
        "lineEnd": chunk.line_end,
        "citation": chunk.citation,
        "documentId": chunk.document_id,
    }


def _flags(payload: dict[str, Any], truncated: bool, more: bool, degraded: Degraded | None) -> dict[str, Any]:
    payload["truncated"] = truncated
    if more:
        payload["more"] = True  # more matched than `limit` (or than one question reads): ask narrower
    if degraded is not None:
        payload["degraded"] = True
        payload["reason"] = degraded.reason
    return payload


def symbols_payload(answer: SymbolsAnswer) -> dict[str, Any]:
    items = [definition_payload(item) for item in answer.definitions] + [chunk_payload(chunk) for chunk in answer.chunks]
    return _flags({"symbols": items}, answer.truncated, answer.more, answer.degraded)


def reference_payload(link: Link, direction: str) -> dict[str, Any]:
    reference = link.reference
    target = link.target
    if direction == "incoming":
        line = reference.reference.line
        return {
            "source": reference.source,
            "lineStart": line,
            "lineEnd": line,
            "symbol": reference.reference.enclosing or reference.source,
            "kind": _kind(link),
            "resolution": link.resolution,
            "citation": f"{reference.source}:{line}-{line}",
            "documentId": reference.document_id,
            "target": target.definition.symbol,
            "targetCitation": target.citation,
        }
    return {
        "source": target.source,
        "lineStart": target.definition.line_start,
        "lineEnd": target.definition.line_end,
        "symbol": target.definition.symbol,
        "kind": _kind(link),
        "resolution": link.resolution,
        "citation": target.citation,
        "documentId": target.document_id,
        "signature": target.definition.signature,
        "line": reference.reference.line,  # where, in the asked definition's file, it is referred to
    }


def _kind(link: Link) -> str:
    """The reference's kind; a base list's entry that is an interface is `implement`."""
    kind = link.reference.reference.kind
    if kind == "inherit" and link.target.definition.kind in ("interface", "trait"):
        return "implement"
    return kind


def references_payload(answer: ReferencesAnswer) -> dict[str, Any]:
    items = [reference_payload(link, answer.direction) for link in answer.links]
    items += [
        {
            "source": chunk.source, "lineStart": chunk.line_start, "lineEnd": chunk.line_end, "symbol": chunk.symbol,
            "kind": "mention", "resolution": "name", "citation": chunk.citation, "documentId": chunk.document_id,
        }
        for chunk in answer.chunks
    ]
    payload: dict[str, Any] = {"references": items}
    if answer.degraded is None:
        payload["definitions"] = [definition_payload(item) for item in answer.targets]
        payload["found"] = bool(answer.targets)
    return _flags(payload, answer.truncated, answer.more, answer.degraded)


def _outline_node(node: OutlineNode) -> dict[str, Any]:
    payload = definition_payload(node.definition)
    payload.pop("sessionId", None)
    payload.pop("documentId", None)
    payload.pop("source", None)
    payload["children"] = [_outline_node(child) for child in node.children]
    return payload


def outline_payload(answer: OutlineAnswer) -> dict[str, Any]:
    payload: dict[str, Any] = {"source": answer.source, "found": answer.found}
    if answer.session_id is not None:
        payload["sessionId"] = answer.session_id
        payload["documentIds"] = answer.document_ids
    payload["symbols"] = [_outline_node(node) for node in answer.nodes] + [
        {**chunk_payload(chunk), "children": []} for chunk in answer.chunks
    ]
    if answer.sessions:
        payload["otherSessions"] = answer.sessions
    return _flags(payload, answer.truncated, False, answer.degraded)


async def symbols(services: Services, body: SymbolsBody, metrics: ServiceMetrics | None = None) -> dict[str, Any]:
    answer = await services.symbols.symbols(
        body.name, (body.kind,) if body.kind else (), body.filter.resolve() if body.filter else None, body.limit or 20, body.max_tokens, body.arity
    )
    if metrics is not None:
        metrics.observe_graph("symbols", answer.degraded is not None)
    return symbols_payload(answer)


async def references(services: Services, body: ReferencesBody, metrics: ServiceMetrics | None = None) -> dict[str, Any]:
    answer = await services.symbols.references(
        body.symbol, body.direction, body.source, body.limit or 50, tuple(body.kinds or ()), body.arity, body.line,
        body.filter.resolve() if body.filter else None, body.max_tokens,
    )
    if metrics is not None:
        metrics.observe_graph("references", answer.degraded is not None)
    return references_payload(answer)


async def outline(services: Services, body: OutlineBody, metrics: ServiceMetrics | None = None) -> dict[str, Any]:
    """The outline; `found: false` (HTTP answers 404) when no code document of the source holds a definition."""
    answer = await services.symbols.outline(body.source, body.session_id, body.max_tokens)
    if metrics is not None:
        metrics.observe_graph("outline", answer.degraded is not None)
    return outline_payload(answer)


async def repo_map(services: Services, body: RepoMapBody, metrics: ServiceMetrics | None = None) -> dict[str, Any]:
    answer = await services.symbols.repo_map(
        body.max_tokens, body.query, tuple(body.sources or ()), body.filter.resolve() if body.filter else None
    )
    if metrics is not None:
        metrics.observe_graph("repo_map", answer.degraded is not None)
    payload: dict[str, Any] = {"map": answer.text, "files": answer.files, "tokens": answer.tokens, "truncated": answer.truncated}
    if answer.degraded is not None:
        payload["degraded"] = True
        payload["reason"] = answer.degraded.reason
    return payload
