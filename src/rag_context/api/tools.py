"""What `GET /tools` lists: the four tools of RAG-001, and this project's delete and status tools, with the input schemas of the contract.

Written out rather than generated, because clients (the C# service, MCP runtimes) read these
schemas and the contract fixes them; a test checks them against `contract/*.schema.json`. They add
to the contract only the service's bounds on names, tags and metadata (issue 14.3), which the
request models in api/models.py enforce.
"""

from __future__ import annotations

from typing import Any

from rag_context.api.models import (
    ARITY_TEXT,
    AS_OF_TEXT,
    DEFAULT_RECENCY_WEIGHT,
    DIVERSITY_TEXT,
    EXPAND_TEXT,
    EXPLAIN_TEXT,
    GRAPH_TOKENS_TEXT,
    INCLUDE_SUPERSEDED_TEXT,
    MAP_TOKENS_TEXT,
    MAX_ARITY,
    MAX_LINE_OFFSET,
    MAX_MAP_SOURCES,
    MAX_METADATA_BYTES,
    MAX_NAME_CHARS,
    MAX_PER_DOCUMENT_TEXT,
    MAX_REFERENCE_LIMIT,
    MAX_ROOT_CHARS,
    MAX_SOURCE_CHARS,
    MAX_SYMBOL_CHARS,
    MAX_SYMBOL_LIMIT,
    MAX_TAGS,
    MAX_TAG_CHARS,
    MAX_TOKENS_TEXT,
    MERGE_ADJACENT_TEXT,
    NO_CONTROL_CHARACTERS_PATTERN,
    RECENCY_TEXT,
    SUPERSEDES_TEXT,
    VALID_FROM_TEXT,
    VALID_UNTIL_TEXT,
    WEIGHTS_TEXT,
)
from rag_context.core import filters as fl
from rag_context.core.lifecycle import DEFAULT_PAGE, MAX_PAGE
from rag_context.core.memory.currency import MAX_DOCUMENT_ID_CHARS, MAX_SUPERSEDES
from rag_context.core.memory.ranking import MAX_HALF_LIFE_DAYS, MAX_SIDE_WEIGHT
from rag_context.core.results import MAX_PER_DOCUMENT_BOUND, MAX_TOKENS_BOUND, MIN_TOKENS_BOUND

CONTENT_TYPES = ["chat", "decision", "code", "documentation"]

# A name: at most 256 characters, no control characters.
NAME_BOUNDS: dict[str, Any] = {"maxLength": MAX_NAME_CHARS, "pattern": NO_CONTROL_CHARACTERS_PATTERN}
# A source (often a full path): at most 1,024 characters, no control characters.
SOURCE_BOUNDS: dict[str, Any] = {"maxLength": MAX_SOURCE_CHARS, "pattern": NO_CONTROL_CHARACTERS_PATTERN}

def _list_of(item: dict[str, Any], max_items: int, description: str) -> dict[str, Any]:
    return {"type": "array", "minItems": 1, "maxItems": max_items, "items": item, "description": description}


_FILTER_NAME = {"type": "string", "minLength": 1, **NAME_BOUNDS}
_FILTER_TAG = {"type": "string", "minLength": 1, "maxLength": fl.MAX_TAG_CHARS, "pattern": NO_CONTROL_CHARACTERS_PATTERN}
# A source prefix or a glob: as long as a source may be.
_GLOB = {"type": "string", "minLength": 1, "maxLength": fl.MAX_SOURCE_CHARS, "pattern": NO_CONTROL_CHARACTERS_PATTERN}
_MOMENT = {"type": "string", "minLength": 2, "maxLength": 64}

# The filter language (core/filters.py), as FilterSpec validates it.
FILTER_SCHEMA: dict[str, Any] = {
    "type": "object",
    "additionalProperties": False,
    "description": "Narrow to documents matching every field given: tagsAny, tagsAll, sourcePrefix, sourceGlob, "
    "excludeSourceGlobs, contentTypes, sessionIds, agents, categories, games, roles, decisionId, since, until",
    "properties": {
        "tagsAny": _list_of(_FILTER_TAG, fl.MAX_VALUES, "Documents with any of these tags"),
        "tagsAll": _list_of(_FILTER_TAG, fl.MAX_VALUES, "Documents with all of these tags"),
        "sourcePrefix": {**_GLOB, "description": "Documents whose source starts with this"},
        "sourceGlob": {**_GLOB, "description": "Documents whose whole source matches: 'src/**/*.cs' (** across folders, * and ? within one)"},
        "excludeSourceGlobs": _list_of(_GLOB, fl.MAX_EXCLUDE_GLOBS, "Leave out documents whose source matches any ('**/tests/**')"),
        "contentTypes": _list_of({"type": "string", "enum": CONTENT_TYPES}, 4, "Documents of any of these content types"),
        "sessionIds": _list_of(_FILTER_NAME, fl.MAX_VALUES, "Documents of any of these sessions"),
        "agents": _list_of(_FILTER_NAME, fl.MAX_VALUES, "Documents indexed with any of these metadata.agent values"),
        "categories": _list_of(_FILTER_NAME, fl.MAX_VALUES, "Documents of any of these metadata.category values"),
        "games": _list_of(_FILTER_NAME, fl.MAX_VALUES, "Documents of any of these metadata.game values"),
        "roles": _list_of(_FILTER_NAME, fl.MAX_VALUES, "Documents of any of these roles (metadata.role: implementation, test, docs, sample, generated, build)"),
        "decisionId": {**_FILTER_NAME, "description": "Documents of this metadata.decisionId"},
        "since": {**_MOMENT, "description": "Indexed at or after: an ISO 8601 instant or a duration back from now (30m, 24h, 7d)"},
        "until": {**_MOMENT, "description": "Indexed before: an ISO 8601 instant or a duration back from now"},
    },
}

# Issue 32: which documents of memory a search or listing sees.
MEMORY_SCOPE_PROPERTIES: dict[str, Any] = {
    "asOf": {**_MOMENT, "description": AS_OF_TEXT},
    "includeSuperseded": {"type": "boolean", "default": False, "description": INCLUDE_SUPERSEDED_TEXT},
}
# Issue 32: the ranking controls of a search.
RANKING_PROPERTIES: dict[str, Any] = {
    "recency": {
        "type": "object",
        "description": RECENCY_TEXT,
        "properties": {
            "halfLifeDays": {"type": "number", "exclusiveMinimum": 0, "maximum": MAX_HALF_LIFE_DAYS, "description": "Age at which the decay halves a score"},
            "weight": {"type": "number", "minimum": 0, "maximum": 1, "default": DEFAULT_RECENCY_WEIGHT, "description": "How much of the score decays (0: none, 1: all)"},
        },
        "required": ["halfLifeDays"],
    },
    "diversity": {"type": "number", "minimum": 0, "maximum": 1, "description": DIVERSITY_TEXT},
    "weights": {
        "type": "object",
        "description": WEIGHTS_TEXT,
        "properties": {
            "dense": {"type": "number", "minimum": 0, "maximum": MAX_SIDE_WEIGHT, "description": "The dense side's weight"},
            "keyword": {"type": "number", "minimum": 0, "maximum": MAX_SIDE_WEIGHT, "description": "The keyword side's weight"},
        },
    },
}
# Issue 32: what a document replaces and when it holds.
MEMORY_INDEX_PROPERTIES: dict[str, Any] = {
    "supersedes": {
        "type": "array",
        "maxItems": MAX_SUPERSEDES,
        "items": {"type": "string", "minLength": 1, "maxLength": MAX_DOCUMENT_ID_CHARS, "pattern": NO_CONTROL_CHARACTERS_PATTERN},
        "description": SUPERSEDES_TEXT,
    },
    "validFrom": {"type": "string", "minLength": 4, "maxLength": 64, "description": VALID_FROM_TEXT},
    "validUntil": {"type": "string", "minLength": 4, "maxLength": 64, "description": VALID_UNTIL_TEXT},
}

SEARCH_INPUT_SCHEMA: dict[str, Any] = {
    "type": "object",
    "properties": {
        "query": {"type": "string", "minLength": 1, "maxLength": 1000, "description": "Search query text"},
        "limit": {
            "type": "integer",
            "minimum": 1,
            "maximum": 20,
            "default": 5,
            "description": "Maximum number of results to return",
        },
        "category": {
            "type": "string",
            "enum": ["strategy", "bugfix", "architecture", "casino"],
            "description": "Filter by content category",
        },
        "sessionId": {"type": "string", **NAME_BOUNDS, "description": "Filter by specific session ID"},
        "contentType": {"type": "string", "enum": CONTENT_TYPES, "description": "Filter by content type"},
        "game": {"type": "string", **NAME_BOUNDS, "description": "Filter by casino game (e.g., 'FireKirin', 'OrionStars')"},
        "agent": {"type": "string", **NAME_BOUNDS, "description": "Name of agent making the query (for metrics)"},
        "filter": FILTER_SCHEMA,
        # Beyond RAG-001 (issue 21): all optional, a request without them is answered as before.
        "maxPerDocument": {"type": "integer", "minimum": 1, "maximum": MAX_PER_DOCUMENT_BOUND, "description": MAX_PER_DOCUMENT_TEXT},
        "mergeAdjacent": {"type": "boolean", "default": False, "description": MERGE_ADJACENT_TEXT},
        "maxTokens": {"type": "integer", "minimum": MIN_TOKENS_BOUND, "maximum": MAX_TOKENS_BOUND, "description": MAX_TOKENS_TEXT},
        "explain": {"type": "boolean", "default": False, "description": EXPLAIN_TEXT},
        "expand": {"type": "string", "enum": ["graph"], "description": EXPAND_TEXT},
        **MEMORY_SCOPE_PROPERTIES,
        **RANKING_PROPERTIES,
    },
    "required": ["query"],
}

# What the MCP search tool gives an agent unless it asks otherwise (null asks for no cap, no budget):
# one result a document (the best chunk of a file beats three of its neighbours) and a budget that
# leaves most of a model's context to the work.
MCP_SEARCH_DEFAULTS: dict[str, Any] = {"maxPerDocument": 1, "maxTokens": 4000}

INDEX_INPUT_SCHEMA: dict[str, Any] = {
    "type": "object",
    "properties": {
        "content": {"type": "string", "minLength": 1, "maxLength": 100000, "description": "Content to index"},
        "contentType": {"type": "string", "enum": CONTENT_TYPES, "description": "Type of content being indexed"},
        "sessionId": {"type": "string", "minLength": 1, **NAME_BOUNDS, "description": "Session or document identifier"},
        "source": {"type": "string", "minLength": 1, **SOURCE_BOUNDS, "description": "Source file path or identifier"},
        "metadata": {
            "type": "object",
            "description": f"At most {MAX_METADATA_BYTES} bytes as JSON",
            "properties": {
                "agent": {"type": "string", **NAME_BOUNDS},
                "tags": {
                    "type": "array",
                    "maxItems": MAX_TAGS,
                    "items": {"type": "string", "maxLength": MAX_TAG_CHARS, "pattern": NO_CONTROL_CHARACTERS_PATTERN},
                },
                "category": {"type": "string", **NAME_BOUNDS},
                "game": {"type": "string", **NAME_BOUNDS},
                "decisionId": {"type": "string", **NAME_BOUNDS},
                "role": {
                    "type": "string",
                    **NAME_BOUNDS,
                    "description": "What the file is for (implementation, test, docs, sample, generated, build); "
                    "unset, a code or documentation file's role comes from its path",
                },
                "lineOffset": {
                    "type": "integer",
                    "minimum": 0,
                    "description": "A part of a longer file: the file's lines before it (results cite the file's lines)",
                },
                "part": {"type": "integer", "minimum": 1, "description": "A part of a longer file: its number, from 1"},
            },
        },
        **MEMORY_INDEX_PROPERTIES,
    },
    "required": ["content", "contentType", "sessionId", "source"],
}

HEALTH_INPUT_SCHEMA: dict[str, Any] = {"type": "object", "properties": {}}

STATS_INPUT_SCHEMA: dict[str, Any] = {
    "type": "object",
    "properties": {
        "timeRange": {"type": "string", "enum": ["1h", "24h", "7d", "30d"], "default": "24h"},
        "filter": {
            **FILTER_SCHEMA,
            "description": "totalDocuments counts the documents it matches; the query figures are of the searches whose "
            "records match its agents, contentTypes, categories, games, since and until",
        },
    },
}

DELETE_INPUT_SCHEMA: dict[str, Any] = {
    "type": "object",
    "properties": {
        "documentId": {"type": "string", "minLength": 1, "description": "Id of the document to delete"},
        "sessionId": {"type": "string", "minLength": 1, "description": "Delete this session's documents"},
        "source": {
            "type": "string",
            "minLength": 1,
            "maxLength": MAX_SOURCE_CHARS,
            "description": "With sessionId: only the document of this source",
        },
        "filter": {**FILTER_SCHEMA, "description": "Delete the documents this filter matches: without confirm, only count them. " + FILTER_SCHEMA["description"]},
        "all": {"type": "boolean", "description": "Every document (instead of a filter: an empty filter is refused)"},
        "confirm": {"type": "boolean", "description": "By filter or all: really delete; otherwise a dry run answers documentsMatched and chunksMatched"},
    },
    "oneOf": [{"required": ["documentId"]}, {"required": ["sessionId"]}, {"required": ["filter"]}, {"required": ["all"]}],
    "dependencies": {"source": ["sessionId"]},  # draft-07, as MCP clients read it
}

DOCUMENTS_INPUT_SCHEMA: dict[str, Any] = {
    "type": "object",
    "properties": {
        "filter": FILTER_SCHEMA,
        "sessionId": {"type": "string", "minLength": 1, **NAME_BOUNDS, "description": "Only this session's documents"},
        "source": {"type": "string", "minLength": 1, **_GLOB, "description": "Only the documents of this exact source"},
        "contentType": {"type": "string", "enum": CONTENT_TYPES, "description": "Only documents of this content type"},
        "limit": {"type": "integer", "minimum": 1, "maximum": MAX_PAGE, "default": DEFAULT_PAGE, "description": "Documents per page"},
        "cursor": {"type": "string", "minLength": 1, "maxLength": 1000, "description": "The nextCursor of the page before"},
        **MEMORY_SCOPE_PROPERTIES,
    },
}

_FILTER_FIELDS_TEXT = ", ".join(fl.FILTER_FIELDS)

STATUS_INPUT_SCHEMA: dict[str, Any] = {
    "type": "object",
    "properties": {
        "sessionId": {"type": "string", "minLength": 1, **NAME_BOUNDS, "description": "The folder's sessionId (default of `rag-context index`: the folder's name)"},
        "root": {
            "type": "string",
            "minLength": 1,
            "maxLength": MAX_ROOT_CHARS,
            "pattern": NO_CONTROL_CHARACTERS_PATTERN,
            "description": "The folder's absolute path, as `rag-context index` recorded it",
        },
    },
    "required": ["sessionId", "root"],
}

# --- the code graph's tools (issue 31)

DEFINITION_KINDS = [
    "namespace", "module", "class", "struct", "interface", "record", "enum", "delegate", "trait", "impl", "type", "union",
    "method", "constructor", "destructor", "operator", "function", "property", "indexer", "event", "field", "variable",
    "const", "static", "macro",
]
REFERENCE_KINDS = ["call", "new", "type", "inherit", "access", "import", "using", "using-static"]
_SYMBOL_TEXT = {"type": "string", "minLength": 1, "maxLength": MAX_SYMBOL_CHARS, "pattern": NO_CONTROL_CHARACTERS_PATTERN}
_GRAPH_TOKENS = {"type": "integer", "minimum": MIN_TOKENS_BOUND, "maximum": MAX_TOKENS_BOUND, "description": GRAPH_TOKENS_TEXT}
_ARITY = {"type": "integer", "minimum": 0, "maximum": MAX_ARITY}

SYMBOLS_INPUT_SCHEMA: dict[str, Any] = {
    "type": "object",
    "properties": {
        "name": {**_SYMBOL_TEXT, "description": "A name (CircuitStateController), part of one, or a qualified path (Logger.Write)"},
        "kind": {"type": "string", "enum": DEFINITION_KINDS, "description": "Only definitions of this kind"},
        "filter": {**FILTER_SCHEMA, "description": "Only definitions in documents this filter matches. " + FILTER_SCHEMA["description"]},
        "limit": {"type": "integer", "minimum": 1, "maximum": MAX_SYMBOL_LIMIT, "default": 20, "description": "At most this many definitions"},
        "maxTokens": _GRAPH_TOKENS,
        "arity": {**_ARITY, "description": ARITY_TEXT},
    },
    "required": ["name"],
}
REFERENCES_INPUT_SCHEMA: dict[str, Any] = {
    "type": "object",
    "properties": {
        "symbol": {**_SYMBOL_TEXT, "description": "The definition: its qualified path (Serilog.Core.Logger.Write), the end of it, or a name"},
        "source": {"type": "string", "minLength": 1, **SOURCE_BOUNDS, "description": "The file it is defined in, when several define it"},
        "direction": {"type": "string", "enum": ["incoming", "outgoing"], "description": "incoming: who refers to it; outgoing: what it refers to"},
        "limit": {"type": "integer", "minimum": 1, "maximum": MAX_REFERENCE_LIMIT, "default": 50, "description": "At most this many references"},
        "kinds": _list_of({"type": "string", "enum": REFERENCE_KINDS}, 8, "Only references of these kinds"),
        "arity": {**_ARITY, "description": ARITY_TEXT},
        "line": {"type": "integer", "minimum": 1, "maximum": MAX_LINE_OFFSET, "description": "The definition at this line of `source` (an overload); needs source"},
        "filter": {**FILTER_SCHEMA, "description": "Incoming: only references in documents this filter matches. " + FILTER_SCHEMA["description"]},
        "maxTokens": _GRAPH_TOKENS,
    },
    "required": ["symbol", "direction"],
}
OUTLINE_INPUT_SCHEMA: dict[str, Any] = {
    "type": "object",
    "properties": {
        "source": {"type": "string", "minLength": 1, **SOURCE_BOUNDS, "description": "The file, as it was indexed"},
        "sessionId": {"type": "string", **NAME_BOUNDS, "description": "The session it was indexed in, when several hold it"},
        "maxTokens": _GRAPH_TOKENS,
    },
    "required": ["source"],
}
REPO_MAP_INPUT_SCHEMA: dict[str, Any] = {
    "type": "object",
    "properties": {
        "query": {"type": "string", "minLength": 1, "maxLength": 1000, "description": "What the agent is about to do: the map leans to what a search for it finds"},
        "sources": _list_of({"type": "string", "minLength": 1, **SOURCE_BOUNDS}, MAX_MAP_SOURCES, "Files the agent names: the map leans to them"),
        "filter": {**FILTER_SCHEMA, "description": "Only documents this filter matches. " + FILTER_SCHEMA["description"]},
        "maxTokens": {"type": "integer", "minimum": MIN_TOKENS_BOUND, "maximum": MAX_TOKENS_BOUND, "description": MAP_TOKENS_TEXT},
    },
    "required": ["maxTokens"],
}
_RESOLUTION_TEXT = (
    "Each reference says how it was resolved: exact (the same file and class), import (what the file imports or "
    "uses), namespace (the file's namespace or package), name (by name only: a guess)."
)

TOOLS: list[dict[str, Any]] = [
    {
        "name": "rag_context_search",
        "description": (
            "Search indexed chats, decisions, code and documentation for context relevant to a query. "
            f"Narrow it with `filter` ({_FILTER_FIELDS_TEXT}), e.g. "
            '{"sourceGlob": "src/**/*.cs", "excludeSourceGlobs": ["**/tests/**"]} or {"tagsAny": ["cache"], "since": "7d"}. '
            "Each result says where it is: documentId, chunkIndex, and `citation`, source:lineStart-lineEnd. "
            "maxPerDocument, mergeAdjacent, maxTokens and explain shape the answer. "
            "Code results carry `symbol` (the declaration they came from, e.g. `Polly.Retry.RetryHelper.GetRetryDelay`) "
            "and `role`: what the file is for (implementation, test, docs, sample, generated, build). To find how "
            "something is implemented, ask with `contentType: \"code\"` and `filter: {\"roles\": [\"implementation\"]}` "
            "(tests, samples and documentation snippets that repeat the question's words are left out), "
            "and leave paths out with the filter's `excludeSourceGlobs`. Without a roles filter, code that is not "
            "the implementation still ranks a little lower, unless the query names its role (\"which tests ...\")."
        ),
        "inputSchema": SEARCH_INPUT_SCHEMA,
    },
    {
        "name": "rag_context_index",
        "description": "Index a chat, decision, code file or document so that later searches can find it.",
        "inputSchema": INDEX_INPUT_SCHEMA,
    },
    {
        "name": "rag_context_health",
        "description": "Check RAG system health status",
        "inputSchema": HEALTH_INPUT_SCHEMA,
    },
    {
        "name": "rag_context_stats",
        "description": "Get RAG usage statistics (totalDocuments of a `filter` when given)",
        "inputSchema": STATS_INPUT_SCHEMA,
    },
    {
        "name": "rag_context_delete",
        "description": "Delete a document (by documentId, or sessionId and source), all of a session's documents, "
        f"or the documents a `filter` matches ({_FILTER_FIELDS_TEXT}), from the vectors and the store. By filter "
        'nothing is deleted without "confirm": true: the answer then counts what would go. Deleting what is not there is no error.',
        "inputSchema": DELETE_INPUT_SCHEMA,
    },
    {
        "name": "rag_context_documents",
        "description": f"List the indexed documents (no content), a page at a time, narrowed by `filter` ({_FILTER_FIELDS_TEXT}).",
        "inputSchema": DOCUMENTS_INPUT_SCHEMA,
    },
    {
        "name": "rag_context_status",
        "description": "How fresh the index of a folder (a repository indexed with `rag-context index`) is: the commit "
        "indexed, when, and, where the service may read the folder, how many files are new, changed, moved, deleted or "
        "unchanged and whether the index is current. Check it before trusting the context of a repository that changes.",
        "inputSchema": STATUS_INPUT_SCHEMA,
    },
    {
        "name": "rag_context_symbols",
        "description": "Where is it defined: the definitions of a name, part of a name or qualified path in the indexed code "
        "(classes, interfaces, methods, functions, properties, fields...), best first, each with its kind, signature and "
        "citation source:lineStart-lineEnd. Narrow with kind, filter; arity picks an overload.",
        "inputSchema": SYMBOLS_INPUT_SCHEMA,
    },
    {
        "name": "rag_context_references",
        "description": "Find all references: who refers to a definition (calls, constructions, type uses, inheritance, member "
        "reads, imports), direction incoming, or what it refers to, outgoing; each with the referring (incoming) or referred "
        f"(outgoing) symbol, its kind and citation. {_RESOLUTION_TEXT}",
        "inputSchema": REFERENCES_INPUT_SCHEMA,
    },
    {
        "name": "rag_context_outline",
        "description": "A file's definitions, nested (namespaces, types, their members), each with its signature and citation: "
        "what is in a file before reading it.",
        "inputSchema": OUTLINE_INPUT_SCHEMA,
    },
    {
        "name": "rag_context_repo_map",
        "description": "A map of the repository within maxTokens: its most referenced definitions (PageRank over the definition "
        "and reference graph), leaning to what a search for `query` finds and to the `sources` named, as file -> signatures "
        "with line numbers: to orient before reading.",
        "inputSchema": REPO_MAP_INPUT_SCHEMA,
    },
]

TOOL_NAMES = frozenset(tool["name"] for tool in TOOLS)

# MCP tool annotations (hints for agent runtimes, in the MCP wire names). Search, health and stats
# change nothing. Index adds a document or replaces the one with the same sessionId and source (the
# old version's chunks are deleted): destructive, and idempotent (the same call twice stores it once).
_READ_ONLY = {"readOnlyHint": True, "destructiveHint": False, "idempotentHint": True, "openWorldHint": False}
TOOL_ANNOTATIONS: dict[str, dict[str, Any]] = {
    "rag_context_symbols": {"title": "Find definitions", **_READ_ONLY},
    "rag_context_references": {"title": "Find references", **_READ_ONLY},
    "rag_context_outline": {"title": "Outline of a file", **_READ_ONLY},
    "rag_context_repo_map": {"title": "Repository map", **_READ_ONLY},
    "rag_context_status": {
        "title": "Index freshness of a folder",
        "readOnlyHint": True,
        "destructiveHint": False,
        "idempotentHint": True,
        "openWorldHint": False,
    },
    "rag_context_documents": {
        "title": "List documents",
        "readOnlyHint": True,
        "destructiveHint": False,
        "idempotentHint": True,
        "openWorldHint": False,
    },
    "rag_context_delete": {
        "title": "Delete documents",
        "readOnlyHint": False,
        "destructiveHint": True,
        "idempotentHint": True,
        "openWorldHint": False,
    },
    "rag_context_search": {
        "title": "Search context",
        "readOnlyHint": True,
        "destructiveHint": False,
        "idempotentHint": True,
        "openWorldHint": False,
    },
    "rag_context_index": {
        "title": "Index a document",
        "readOnlyHint": False,
        "destructiveHint": True,
        "idempotentHint": True,
        "openWorldHint": False,
    },
    "rag_context_health": {
        "title": "Health",
        "readOnlyHint": True,
        "destructiveHint": False,
        "idempotentHint": True,
        "openWorldHint": False,
    },
    "rag_context_stats": {
        "title": "Usage statistics",
        "readOnlyHint": True,
        "destructiveHint": False,
        "idempotentHint": True,
        "openWorldHint": False,
    },
}
