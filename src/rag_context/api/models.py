"""The contract's request bodies (camelCase, exactly as `contract/*.schema.json`).

Strict types: a string where a number belongs is a 400, not silently converted. Optional fields
accept JSON null as "not given", because the PowerShell pre-validation script sends nulls.
"""

from __future__ import annotations

import dataclasses
import re
from datetime import datetime, timezone
from typing import Annotated, Any, Literal

import orjson
from pydantic import AfterValidator, BaseModel, BeforeValidator, ConfigDict, Field, field_validator, model_validator
from pydantic.alias_generators import to_camel

from rag_context.core.filters import FILTER_FIELDS, LIST_FIELDS, DocumentFilter, FilterSpec, parse_time
from rag_context.core.memory.currency import MAX_DOCUMENT_ID_CHARS, MAX_SUPERSEDES, MemoryScope, MemoryUpdate, parse_instant
from rag_context.core.memory.ranking import MAX_HALF_LIFE_DAYS, MAX_SIDE_WEIGHT, Ranking, Recency
from rag_context.core.models import DocumentMetadata, IndexRequest, SearchFilters, part_document_id_for
from rag_context.core.results import MAX_PER_DOCUMENT_BOUND, MAX_TOKENS_BOUND, MIN_TOKENS_BOUND, ResultShape
from rag_context.core.search import SearchQuery

Category = Literal["strategy", "bugfix", "architecture", "casino"]
ContentType = Literal["chat", "decision", "code", "documentation"]
TimeRange = Literal["1h", "24h", "7d", "30d"]

# Bounds on every field a client names things with (issue 14.3): one request of 18,000 tags, or a
# 600,000-character agent, must not bloat the store, the vector payloads, the search answers or the
# stats. The same numbers are in the input schemas of GET /tools (api/tools.py).
MAX_NAME_CHARS = 256  # sessionId, category, game, agent, decisionId
# A source is often a full path (the C# indexer sends them): deep Windows and monorepo paths pass 256.
MAX_SOURCE_CHARS = 1024
MAX_TAGS = 32
MAX_TAG_CHARS = 64
MAX_METADATA_BYTES = 8192  # the whole metadata, as compact UTF-8 JSON
MAX_LINE_OFFSET = 1_000_000_000
MAX_PARTS = 100_000
MAX_FOLDER_SOURCES = 100_000  # the files a folder's record names (PUT /folders)
MAX_ROOT_CHARS = 4096  # a folder's path

# C0, DEL and C1 (Unicode category Cc): never part of a name, and refusing \x1f (the unit separator)
# is what keeps document ids unambiguous (core.models.document_id_for).
_CONTROL_CHARACTERS = re.compile(r"[\x00-\x1f\x7f-\x9f]")
NO_CONTROL_CHARACTERS_PATTERN = "^[^\\u0000-\\u001f\\u007f-\\u009f]*$"  # the same, as JSON Schema says it


def _has_lone_surrogate(value: Any) -> bool:
    if isinstance(value, str):
        try:
            value.encode("utf-8")
        except UnicodeEncodeError:
            return True
        return False
    if isinstance(value, list):
        return any(_has_lone_surrogate(item) for item in value)
    return False


class ApiModel(BaseModel):
    model_config = ConfigDict(strict=True, extra="ignore", alias_generator=to_camel, populate_by_name=True)

    @field_validator("*", mode="before")
    @classmethod
    def _valid_unicode(cls, value: Any) -> Any:
        # JSON may escape a lone surrogate ("\ud800"); no store, filter or response encoder can take
        # it (a 500 deep in SQLite or Qdrant), so it is invalid input here.
        if _has_lone_surrogate(value):
            raise ValueError("must be valid Unicode text (a lone surrogate escape is not)")
        return value


def _no_control_characters(value: str) -> str:
    if _CONTROL_CHARACTERS.search(value):
        raise ValueError("must not contain control characters")
    return value


def _bounded_text(max_chars: int, min_chars: int | None = None) -> Any:
    return Annotated[
        str,
        Field(min_length=min_chars, max_length=max_chars, json_schema_extra={"pattern": NO_CONTROL_CHARACTERS_PATTERN}),
        AfterValidator(_no_control_characters),
    ]


def _whole_number(value: Any) -> Any:
    # JSON has one kind of number: 5.0 is the number 5, as a JavaScript client sends it and the
    # spec's Zod schema (z.number().int()) takes it; 5.5 stays invalid, and "5" and true too (strict).
    if isinstance(value, float) and value.is_integer():
        return int(value)
    return value


# On every integer of a body, after its Field (before it, pydantic writes the bounds into the JSON
# schema as `ge`/`le`): a whole number, however JSON writes it (as JSON Schema's "integer" means it).
WHOLE_NUMBER = BeforeValidator(_whole_number)

Name = _bounded_text(MAX_NAME_CHARS)
RequiredName = _bounded_text(MAX_NAME_CHARS, min_chars=1)
Source = _bounded_text(MAX_SOURCE_CHARS, min_chars=1)
Tag = _bounded_text(MAX_TAG_CHARS)


MAX_PER_DOCUMENT_TEXT = "At most this many results of one document (default: no cap)"
MERGE_ADJACENT_TEXT = (
    "Join neighbouring chunks of one document into one result, with its line range, the overlap not repeated"
)
MAX_TOKENS_TEXT = (
    "Pack the best results into this many tokens of content (the embedder's tokenizer); the last one is cut at "
    "a line boundary and the answer says truncated: true"
)
EXPLAIN_TEXT = "Add to each result an explain object: dense cosine, BM25 score, their ranks, the fused score, the level"
EXPAND_TEXT = (
    '"graph": add to each code result `related`, the definitions it calls and its callers (signatures, and bodies '
    "while maxTokens leaves room), each with its citation and relation"
)


def _not_blank(value: str) -> str:
    if not value.strip():
        raise ValueError("must contain a non-whitespace character")
    return value


# Issue 32: decisions and chats as memory. Every field optional; a request without them is answered
# as before (the currency condition aside: by default only current documents, and nothing was
# superseded before these fields existed).
AS_OF_TEXT = (
    "Answer as the memory stood at this instant (ISO 8601, or a duration back from now: 30m, 7d): what was "
    "indexed by then and current then"
)
INCLUDE_SUPERSEDED_TEXT = "Also documents superseded, or outside their validity (the history); each says supersededBy when replaced"
RECENCY_TEXT = "Decay the scores by the document's age: score x ((1 - weight) + weight x 0.5^(age / halfLifeDays))"
DIVERSITY_TEXT = "0 to 1: maximal marginal relevance, trading relevance for results unlike those above them (0.3: moderate)"
WEIGHTS_TEXT = "The weights of the dense (embedding) and keyword (BM25) sides in the fusion (the service's: 1 and 1)"
SUPERSEDES_TEXT = (
    "The documentIds this document replaces: they stay stored and findable, marked supersededBy, and searches "
    "leave them out unless asked for the history. Given again, the list replaces the previous one; [] undoes it"
)
VALID_FROM_TEXT = "From when the document holds (ISO 8601 instant); searches leave it out before"
VALID_UNTIL_TEXT = "Until when the document holds (ISO 8601 instant, exclusive); searches leave it out from then on"
DEFAULT_RECENCY_WEIGHT = 0.5


def _valid_moment(value: str) -> str:
    parse_time(value, datetime.now(timezone.utc))  # raises ValueError naming what is wrong
    return value


def _valid_instant(value: str) -> str:
    parse_instant(value)
    return value


Moment = Annotated[str, Field(min_length=2, max_length=64), AfterValidator(_valid_moment)]
Instant = Annotated[str, Field(min_length=4, max_length=64), AfterValidator(_valid_instant)]
DocumentIdRef = _bounded_text(MAX_DOCUMENT_ID_CHARS, min_chars=1)


class RecencyBody(ApiModel):
    half_life_days: Annotated[float, Field(gt=0, le=MAX_HALF_LIFE_DAYS, description="Age at which the decay halves a score")]
    weight: Annotated[float, Field(ge=0, le=1, description=f"How much of the score decays (default {DEFAULT_RECENCY_WEIGHT}; 0: none, 1: all)")] | None = None


class WeightsBody(ApiModel):
    dense: Annotated[float, Field(ge=0, le=MAX_SIDE_WEIGHT, description="The dense side's weight")] | None = None
    keyword: Annotated[float, Field(ge=0, le=MAX_SIDE_WEIGHT, description="The keyword side's weight")] | None = None

    @model_validator(mode="after")
    def _one_side_counts(self) -> "WeightsBody":
        if self.dense == 0 and self.keyword == 0:
            raise ValueError("at least one side must weigh more than 0")
        return self


def memory_scope(as_of: str | None, include_superseded: bool | None) -> MemoryScope:
    return MemoryScope(
        as_of=parse_time(as_of, datetime.now(timezone.utc)) if as_of is not None else None,
        include_superseded=bool(include_superseded),
    )


def with_memory(spec: FilterSpec | None, scope: MemoryScope) -> DocumentFilter:
    """The request's filter (or none) with its memory scope: every search and listing has one."""
    return dataclasses.replace(spec.resolve() if spec is not None else DocumentFilter(), memory=scope)


class SearchBody(ApiModel):
    query: Annotated[str, Field(min_length=1, max_length=1000, description="Search query text")]
    limit: Annotated[int, Field(ge=1, le=20, description="Maximum number of results to return"), WHOLE_NUMBER] | None = 5
    category: Category | None = Field(None, description="Filter by content category")
    session_id: Name | None = Field(None, description="Filter by specific session ID")
    content_type: ContentType | None = Field(None, description="Filter by content type")
    game: Name | None = Field(None, description="Filter by casino game (e.g., 'FireKirin', 'OrionStars')")
    agent: Name | None = Field(None, description="Name of agent making the query (for metrics)")
    filter: FilterSpec | None = Field(None, description="The filter language (tagsAny, sourceGlob, since, ...), ANDed with the filters above")
    # Beyond RAG-001 (issue 21): how the ranked results become the answer; absent, nothing changes.
    max_per_document: Annotated[int, Field(ge=1, le=MAX_PER_DOCUMENT_BOUND, description=MAX_PER_DOCUMENT_TEXT), WHOLE_NUMBER] | None = None
    merge_adjacent: bool | None = Field(None, description=MERGE_ADJACENT_TEXT)
    max_tokens: Annotated[int, Field(ge=MIN_TOKENS_BOUND, le=MAX_TOKENS_BOUND, description=MAX_TOKENS_TEXT), WHOLE_NUMBER] | None = None
    explain: bool | None = Field(None, description=EXPLAIN_TEXT)
    expand: Literal["graph"] | None = Field(None, description=EXPAND_TEXT, json_schema_extra={"enum": ["graph"]})
    # Issue 32: memory (which documents are seen) and the ranking controls.
    as_of: Moment | None = Field(None, description=AS_OF_TEXT)
    include_superseded: bool | None = Field(None, description=INCLUDE_SUPERSEDED_TEXT)
    recency: RecencyBody | None = Field(None, description=RECENCY_TEXT)
    diversity: Annotated[float, Field(ge=0, le=1, description=DIVERSITY_TEXT)] | None = None
    weights: WeightsBody | None = Field(None, description=WEIGHTS_TEXT)

    _query_not_blank = field_validator("query")(_not_blank)

    def to_query(self) -> SearchQuery:
        return SearchQuery(
            text=self.query,
            limit=self.limit if self.limit is not None else 5,
            filters=SearchFilters(
                category=self.category,
                session_id=self.session_id,
                content_type=self.content_type,
                game=self.game,
                document_filter=with_memory(self.filter, memory_scope(self.as_of, self.include_superseded)),
            ),
            agent=self.agent,
            shape=ResultShape(
                max_per_document=self.max_per_document,
                merge_adjacent=bool(self.merge_adjacent),
                max_tokens=self.max_tokens,
                explain=bool(self.explain),
                expand=self.expand,
            ),
            ranking=self.ranking(),
        )

    def ranking(self) -> Ranking:
        recency = None
        if self.recency is not None:
            weight = self.recency.weight if self.recency.weight is not None else DEFAULT_RECENCY_WEIGHT
            recency = Recency(self.recency.half_life_days, weight) if weight > 0 else None
        weights = self.weights or WeightsBody()
        return Ranking(recency=recency, diversity=self.diversity or 0.0, dense_weight=weights.dense, keyword_weight=weights.keyword)


class IndexMetadataBody(ApiModel):
    agent: Name | None = None
    tags: Annotated[list[Tag], Field(max_length=MAX_TAGS)] | None = None
    category: Name | None = None
    game: Name | None = None
    decision_id: Name | None = None
    role: Name | None = None
    # A part of a file indexed in parts (`rag-context index`): the file's lines before it, its number.
    line_offset: Annotated[int, Field(ge=0, le=MAX_LINE_OFFSET), WHOLE_NUMBER] | None = None
    part: Annotated[int, Field(ge=1, le=MAX_PARTS), WHOLE_NUMBER] | None = None

    @model_validator(mode="after")
    def _bounded_size(self) -> "IndexMetadataBody":
        size = len(orjson.dumps(self.model_dump(by_alias=True, exclude_none=True)))
        if size > MAX_METADATA_BYTES:
            raise ValueError(f"must be at most {MAX_METADATA_BYTES} bytes as JSON (it is {size})")
        return self


class IndexBody(ApiModel):
    content: Annotated[str, Field(min_length=1, max_length=100_000, description="Content to index")]
    content_type: ContentType = Field(description="Type of content being indexed")
    session_id: Annotated[RequiredName, Field(description="Session or document identifier")]
    source: Annotated[Source, Field(description="Source file path or identifier")]
    metadata: IndexMetadataBody | None = Field(None, description=f"At most {MAX_METADATA_BYTES} bytes as JSON")
    # Issue 32: what the document replaces and when it holds; absent, what was stored is kept.
    supersedes: Annotated[list[DocumentIdRef], Field(max_length=MAX_SUPERSEDES, description=SUPERSEDES_TEXT)] | None = None
    valid_from: Instant | None = Field(None, description=VALID_FROM_TEXT)
    valid_until: Instant | None = Field(None, description=VALID_UNTIL_TEXT)

    _content_not_blank = field_validator("content")(_not_blank)

    @model_validator(mode="after")
    def _memory(self) -> "IndexBody":
        if self.valid_from is not None and self.valid_until is not None and parse_instant(self.valid_from) > parse_instant(self.valid_until):
            raise ValueError("validFrom must not be later than validUntil")
        if self.supersedes:
            part = self.metadata.part if self.metadata is not None else None
            if part_document_id_for(self.session_id, self.source, part) in self.supersedes:
                raise ValueError("supersedes: a document cannot supersede itself")
        return self

    def to_request(self) -> IndexRequest:
        meta = self.metadata or IndexMetadataBody()
        return IndexRequest(
            content=self.content,
            content_type=self.content_type,
            session_id=self.session_id,
            source=self.source,
            metadata=DocumentMetadata(
                agent=meta.agent,
                tags=tuple(meta.tags or ()),
                category=meta.category,
                game=meta.game,
                decision_id=meta.decision_id,
                role=meta.role,
                line_offset=meta.line_offset,
                part=meta.part,
            ),
            memory=MemoryUpdate(
                supersedes=tuple(dict.fromkeys(self.supersedes)) if self.supersedes is not None else None,
                valid_from=parse_instant(self.valid_from) if self.valid_from is not None else None,
                valid_until=parse_instant(self.valid_until) if self.valid_until is not None else None,
            ),
        )


class StatsBody(ApiModel):
    time_range: TimeRange | None = "24h"
    filter: FilterSpec | None = Field(
        None, description="totalDocuments counts the documents it matches; the query figures only the searches whose records match agents, contentTypes, categories, games, since and until"
    )


class DeleteBody(ApiModel):
    """`documentId`; or `sessionId` with an optional `source` (that one document, else the session's
    all); or a `filter` (with `"all": true`, everything): by filter, nothing goes without `"confirm": true`."""

    document_id: Annotated[str, Field(min_length=1, description="Id of the document to delete")] | None = None
    session_id: Annotated[str, Field(min_length=1, description="Delete this session's documents")] | None = None
    source: Annotated[
        str, Field(min_length=1, max_length=MAX_SOURCE_CHARS, description="With sessionId: only the document of this source")
    ] | None = None
    filter: FilterSpec | None = Field(None, description="Delete the documents this filter matches (a dry run without confirm)")
    all: bool | None = Field(None, description="With no filter or an empty one: every document (a dry run without confirm)")
    confirm: bool | None = Field(None, description="By filter or all: really delete (otherwise only count what would go)")

    @model_validator(mode="after")
    def _one_selector(self) -> "DeleteBody":
        by_filter = self.filter is not None or bool(self.all)
        if sum((self.document_id is not None, self.session_id is not None, by_filter)) != 1:
            raise ValueError("give documentId, or sessionId (with an optional source), or filter (or all), exactly one of them")
        if self.source is not None and self.session_id is None:
            raise ValueError("source needs sessionId")
        if self.all and self.filter is not None and not self.filter.resolve().is_empty:
            raise ValueError("all means every document: give it without a filter, or a filter without all")
        if self.filter is not None and not self.all and self.filter.resolve().is_empty:
            raise ValueError("an empty filter would delete every document: say \"all\": true for that")
        return self

    @property
    def by_filter(self) -> bool:
        return self.filter is not None or bool(self.all)


class DocumentListBody(ApiModel):
    """POST /documents/search: the listing of GET /documents with the filter as a JSON body."""

    session_id: Name | None = None
    source: Source | None = None
    content_type: ContentType | None = None
    filter: FilterSpec | None = None
    limit: Annotated[int, Field(ge=1, le=100), WHOLE_NUMBER] | None = None
    cursor: Annotated[str, Field(min_length=1, max_length=1000)] | None = None
    as_of: Moment | None = Field(None, description=AS_OF_TEXT)
    include_superseded: bool | None = Field(None, description=INCLUDE_SUPERSEDED_TEXT)

    def memory(self) -> MemoryScope:
        return memory_scope(self.as_of, self.include_superseded)

    def document_filter(self) -> DocumentFilter:
        return with_memory(self.filter, self.memory())


def filter_from_query(params: Any) -> FilterSpec | None:
    """The filter language from query parameters named as its fields (a list field repeated:
    `?tagsAny=a&tagsAny=b`); None when none is given. `params`: Starlette's QueryParams. Raises
    ValidationError naming the field."""
    raw: dict[str, Any] = {}
    for name in FILTER_FIELDS:
        values = params.getlist(name)
        if values:
            raw[name] = values if name in LIST_FIELDS else values[-1]
    return FilterSpec.model_validate(raw) if raw else None

class MoveBody(ApiModel):
    """Move the documents of (sessionId, source) to another source, without embedding them again."""

    session_id: Annotated[RequiredName, Field(description="The documents' session")]
    source: Annotated[Source, Field(description="Their source now")]
    new_source: Annotated[Source, Field(description="Their source after the move")]


Root = _bounded_text(MAX_ROOT_CHARS, min_chars=1)


class FolderQuery(ApiModel):
    """A folder indexed as a whole: its session and its absolute path (as `rag-context index` records it)."""

    session_id: Annotated[RequiredName, Field(description="The folder's sessionId")]
    root: Annotated[Root, Field(description="The folder's absolute path on the machine that indexed it")]


class FolderRecordBody(FolderQuery):
    indexed_at: Annotated[str, Field(min_length=1, max_length=64, description="When it was indexed (ISO 8601)")]
    commit: Annotated[str, Field(pattern="^[0-9a-f]{7,64}$", description="HEAD when it was indexed")] | None = None
    sources: Annotated[list[Source], Field(max_length=MAX_FOLDER_SOURCES, description="The files whose documents the folder owns")] = []

    @field_validator("indexed_at")
    @classmethod
    def _iso_time(cls, value: str) -> str:
        datetime.fromisoformat(value)  # ValueError: a 400 naming the field
        return value


# --- the code graph's tools (issue 31): rag_context_symbols, _references, _outline, _repo_map

MAX_SYMBOL_CHARS = 512  # a name or a qualified path
MAX_SYMBOL_LIMIT = 100
MAX_REFERENCE_LIMIT = 500
MAX_MAP_SOURCES = 20
MAX_ARITY = 255
DefinitionKind = Literal[
    "namespace", "module", "class", "struct", "interface", "record", "enum", "delegate", "trait", "impl", "type", "union",
    "method", "constructor", "destructor", "operator", "function", "property", "indexer", "event", "field", "variable",
    "const", "static", "macro",
]
ReferenceKind = Literal["call", "new", "type", "inherit", "access", "import", "using", "using-static"]
Direction = Literal["incoming", "outgoing"]
SymbolText = _bounded_text(MAX_SYMBOL_CHARS, min_chars=1)
ARITY_TEXT = (
    "The overload with this many parameters (optional ones and an extension method's `this` counted), first; "
    "else those a call of this many arguments fits"
)
MAP_TOKENS_TEXT = "The map's size: never more tokens than this (the embedder's tokenizer)"
GRAPH_TOKENS_TEXT = "Keep the answer's items within this many tokens of text (signatures, citations); the answer says truncated: true"


class SymbolsBody(ApiModel):
    name: Annotated[SymbolText, Field(description="A name (`CircuitStateController`), part of one, or a qualified path (`Logger.Write`)")]
    kind: DefinitionKind | None = Field(None, description="Only definitions of this kind")
    filter: FilterSpec | None = Field(None, description="The filter language, on the definitions' documents")
    limit: Annotated[int, Field(ge=1, le=MAX_SYMBOL_LIMIT, description="At most this many definitions")] | None = 20
    max_tokens: Annotated[int, Field(ge=MIN_TOKENS_BOUND, le=MAX_TOKENS_BOUND, description=GRAPH_TOKENS_TEXT)] | None = None
    arity: Annotated[int, Field(ge=0, le=MAX_ARITY, description=ARITY_TEXT)] | None = None

    _name_not_blank = field_validator("name")(_not_blank)


class ReferencesBody(ApiModel):
    symbol: Annotated[SymbolText, Field(description="The definition: its qualified path (`Serilog.Core.Logger.Write`), the end of it, or a name")]
    source: Source | None = Field(None, description="The file it is defined in, when several define it")
    direction: Direction = Field(description="incoming: who refers to it; outgoing: what it refers to")
    limit: Annotated[int, Field(ge=1, le=MAX_REFERENCE_LIMIT, description="At most this many references")] | None = 50
    kinds: Annotated[list[ReferenceKind], Field(min_length=1, max_length=8, description="Only references of these kinds")] | None = None
    arity: Annotated[int, Field(ge=0, le=MAX_ARITY, description=ARITY_TEXT)] | None = None
    line: Annotated[int, Field(ge=1, le=MAX_LINE_OFFSET, description="The definition at this line of `source` (an overload)")] | None = None
    filter: FilterSpec | None = Field(None, description="Incoming: only references in documents this filter matches")
    max_tokens: Annotated[int, Field(ge=MIN_TOKENS_BOUND, le=MAX_TOKENS_BOUND, description=GRAPH_TOKENS_TEXT)] | None = None

    _symbol_not_blank = field_validator("symbol")(_not_blank)

    @model_validator(mode="after")
    def _line_needs_source(self) -> "ReferencesBody":
        if self.line is not None and self.source is None:
            raise ValueError("line needs source")
        return self


class OutlineBody(ApiModel):
    source: Annotated[Source, Field(description="The file, as it was indexed")]
    session_id: Name | None = Field(None, description="The session it was indexed in, when several hold it")
    max_tokens: Annotated[int, Field(ge=MIN_TOKENS_BOUND, le=MAX_TOKENS_BOUND, description=GRAPH_TOKENS_TEXT)] | None = None


class RepoMapBody(ApiModel):
    query: Annotated[str, Field(min_length=1, max_length=1000, description="What the agent is about to do: the map leans to what a search for it finds")] | None = None
    sources: Annotated[list[Source], Field(min_length=1, max_length=MAX_MAP_SOURCES, description="Files the agent names: the map leans to them")] | None = None
    filter: FilterSpec | None = Field(None, description="Only documents this filter matches")
    max_tokens: Annotated[int, Field(ge=MIN_TOKENS_BOUND, le=MAX_TOKENS_BOUND, description=MAP_TOKENS_TEXT)]

    @field_validator("query")
    @classmethod
    def _query_not_blank(cls, value: str | None) -> str | None:
        return _not_blank(value) if value is not None else value
