"""The code-graph tools (issue 31, item 3): definitions by name, references in and out, a file's
outline, the repository map, and the graph's context for search results, over the stored symbol
tables (core/code/graph).

Bounded like every other tool: every answer takes a `limit` and a `max_tokens` budget (the items'
text, counted with the embedder's tokenizer: the last items are left out and `truncated` says so),
every wait is the store's dependency timeout. When the store cannot answer (it is down, its breaker
skips it, it does not answer in time), the answer is degraded, not an error: what the vector index's
keyword side knows of the chunks (their symbols, lines and text), said with `degraded` and the
reason; the failure is logged with the request's correlation id and recorded as the other tools'.
"""

from __future__ import annotations

import asyncio
import dataclasses
import re
from collections.abc import Awaitable, Callable, Sequence
from collections import defaultdict
from dataclasses import dataclass, field
from typing import TypeVar

import structlog
from cachetools import LRUCache

from rag_context.core.breaker import CircuitBreaker
from rag_context.core.code import split_query
from rag_context.core.code.graph.model import (
    CONTAINER_KINDS,
    NameCount,
    USE_KINDS,
    DefinitionQuery,
    StoredDefinition,
)
from rag_context.core.code.graph.queries import Found, Linked, find_symbols, incoming, outgoing
from rag_context.core.code.graph.rank import MAP_KINDS, fit_map, rank_definitions
from rag_context.core.code.graph.resolve import Link
from rag_context.core.filters import DocumentFilter
from rag_context.core.metrics_queue import MetricsRecorder
from rag_context.core.models import Hit, Related, SearchFilters
from rag_context.core.ports import STORE, VECTOR_INDEX, ContextStore, DependencyError, VectorIndex

log = structlog.get_logger(__name__)

T = TypeVar("T")

MAX_OUTLINE = 2_000  # definitions of one file an outline lists
DEGRADED_HITS = 50  # chunks the keyword side is asked for when the store is down
STORE_DOWN = "the context store is unavailable: this answer comes from the chunks' symbols in the vector index, unresolved"
NOTHING_DOWN = "the context store and the vector index are unavailable: nothing could be looked up; retry later"


@dataclass(frozen=True, slots=True)
class Degraded:
    reason: str


@dataclass(frozen=True, slots=True)
class ChunkSymbol:
    """What the vector index knows of a code chunk when the store cannot be asked: a degraded item."""

    document_id: str
    source: str
    symbol: str
    line_start: int | None
    line_end: int | None
    text: str

    @property
    def name(self) -> str:
        return self.symbol.rsplit(".", 1)[-1] if self.symbol else ""

    @property
    def citation(self) -> str:
        if self.line_start is None or self.line_end is None:
            return self.source
        return f"{self.source}:{self.line_start}-{self.line_end}"


@dataclass(frozen=True, slots=True)
class SymbolsAnswer:
    definitions: list[StoredDefinition] = field(default_factory=list)
    chunks: list[ChunkSymbol] = field(default_factory=list)  # degraded
    truncated: bool = False
    more: bool = False  # more definitions matched than `limit`
    degraded: Degraded | None = None


@dataclass(frozen=True, slots=True)
class ReferencesAnswer:
    direction: str
    targets: list[StoredDefinition] = field(default_factory=list)  # the definitions `symbol` named
    links: list[Link] = field(default_factory=list)
    chunks: list[ChunkSymbol] = field(default_factory=list)  # degraded: chunks that mention the name
    truncated: bool = False
    more: bool = False
    degraded: Degraded | None = None


@dataclass(frozen=True, slots=True)
class OutlineNode:
    definition: StoredDefinition
    children: list["OutlineNode"] = field(default_factory=list)


@dataclass(frozen=True, slots=True)
class OutlineAnswer:
    source: str
    found: bool
    session_id: str | None = None
    document_ids: list[str] = field(default_factory=list)
    nodes: list[OutlineNode] = field(default_factory=list)
    chunks: list[ChunkSymbol] = field(default_factory=list)  # degraded
    sessions: list[str] = field(default_factory=list)  # other sessions that index this source
    truncated: bool = False
    degraded: Degraded | None = None


@dataclass(frozen=True, slots=True)
class RepoMapAnswer:
    text: str
    files: list[str]
    tokens: int
    truncated: bool
    degraded: Degraded | None = None


# A search for the map's question: (text, filter) -> hits, best first.
CodeSearch = Callable[[str, DocumentFilter | None], Awaitable[list[Hit]]]
EXPAND_RESULTS = 5  # the top code results `expand: "graph"` follows
RELATED_EACH_WAY = 4  # callees and callers kept for each
MAP_CACHE = 8  # graphs kept (per filter), each valid while the store's content version stays
MAP_DEFINITIONS = 200_000  # definitions a map reads at most
SEARCH_SEEDS = 10  # search hits that lean the map


class StoreUnavailable(Exception):
    def __init__(self, error: BaseException) -> None:
        super().__init__(str(error) or type(error).__name__)


class SymbolService:
    def __init__(
        self,
        store: ContextStore,
        vectors: VectorIndex,
        count_tokens: Callable[[str], int],
        store_breaker: CircuitBreaker,
        vector_breaker: CircuitBreaker,
        recorder: MetricsRecorder,
        timeout_s: float,
        search: CodeSearch | None = None,
    ) -> None:
        self._search = search
        self._graphs: LRUCache[object, tuple[int, list[StoredDefinition], list[NameCount]]] = LRUCache(MAP_CACHE)
        self._store = store
        self._vectors = vectors
        self._count_tokens = count_tokens
        self._store_breaker = store_breaker
        self._vector_breaker = vector_breaker
        self._recorder = recorder
        self._timeout_s = timeout_s

    @property
    def store(self) -> ContextStore:
        return self._store

    def count_tokens(self, text: str) -> int:
        return self._count_tokens(text)

    # --- plumbing: the store under its breaker and timeout, the degraded path

    async def guarded(self, operation: str, work: Callable[[], Awaitable[T]], timeout_factor: float = 1.0) -> T:
        """`work()` (a few store reads) under the store's breaker and one deadline; raises
        StoreUnavailable (logged, recorded, the breaker told) when the store cannot answer."""
        breaker = self._store_breaker
        if not breaker.allow():
            raise StoreUnavailable(DependencyError("skipped, circuit open", dependency=STORE))
        try:
            result = await asyncio.wait_for(work(), self._timeout_s * timeout_factor)
        except (DependencyError, TimeoutError) as error:
            breaker.record_failure()
            message = str(error) or type(error).__name__
            log.warning("symbols.store_failed", operation=operation, error=message, breaker=breaker.state.value)
            self._recorder.record_failure(STORE, operation, message)
            raise StoreUnavailable(error) from error
        breaker.record_success()
        return result

    async def _chunk_symbols(self, text: str, document_filter: DocumentFilter | None, operation: str) -> list[ChunkSymbol] | None:
        """The code chunks the vector index's keyword side finds for `text` (None: it failed too)."""
        breaker = self._vector_breaker
        if not breaker.allow():
            return None
        try:
            filters = SearchFilters(content_type="code", document_filter=document_filter)
            hits = await asyncio.wait_for(self._vectors.keyword_search(split_query(text), filters, DEGRADED_HITS), self._timeout_s)
        except (DependencyError, TimeoutError) as error:
            breaker.record_failure()
            message = str(error) or type(error).__name__
            log.warning("symbols.fallback_failed", operation=operation, error=message)
            self._recorder.record_failure(VECTOR_INDEX, operation, message)
            return None
        breaker.record_success()
        return [_chunk_symbol(hit) for hit in hits]

    def _fit(self, texts: Sequence[str], budget: int | None) -> tuple[int, bool]:
        """How many of `texts` (in order) fit in `budget` tokens, and whether some were left out."""
        if budget is None:
            return len(texts), False
        used = 0
        for index, text in enumerate(texts):
            used += self._count_tokens(text)
            if used > budget:
                return index, True
        return len(texts), False

    # --- definitions by name

    async def symbols(
        self, name: str, kinds: Sequence[str] = (), document_filter: DocumentFilter | None = None, limit: int = 20,
        max_tokens: int | None = None, arity: int | None = None,
    ) -> SymbolsAnswer:
        async def work() -> Found:
            return await find_symbols(self._store, name, kinds, document_filter, limit * 4 if arity is not None else limit)

        try:
            found = await self.guarded("symbols", work)
        except StoreUnavailable:
            return await self._degraded_symbols(name, document_filter, limit, max_tokens)
        definitions = found.definitions
        if arity is not None:
            definitions = _by_arity(definitions, arity)[:limit]
        count, truncated = self._fit([f"{item.citation} {item.definition.signature}" for item in definitions], max_tokens)
        return SymbolsAnswer(definitions[:count], truncated=truncated, more=found.more)

    async def _degraded_symbols(self, name: str, document_filter: DocumentFilter | None, limit: int, max_tokens: int | None) -> SymbolsAnswer:
        chunks = await self._chunk_symbols(name, document_filter, "symbols")
        if chunks is None:
            return SymbolsAnswer(degraded=Degraded(NOTHING_DOWN))
        wanted = name.replace("::", ".").rsplit(".", 1)[-1]
        matching = [found for chunk in chunks if (found := _declaring(chunk, wanted)) is not None]
        matching.sort(key=lambda chunk: (chunk.name.lower() != wanted.lower(), len(chunk.symbol)))
        count, truncated = self._fit([f"{chunk.citation} {chunk.symbol}" for chunk in matching[:limit]], max_tokens)
        return SymbolsAnswer(chunks=matching[:count], truncated=truncated, degraded=Degraded(STORE_DOWN))

    # --- references in and out

    async def references(
        self, symbol: str, direction: str, source: str | None = None, limit: int = 50, kinds: Sequence[str] = (),
        arity: int | None = None, line: int | None = None, document_filter: DocumentFilter | None = None, max_tokens: int | None = None,
    ) -> ReferencesAnswer:
        async def work() -> tuple[list[StoredDefinition], Linked]:
            targets = await self.targets(symbol, source, arity, line)
            if not targets:
                return [], Linked([])
            if direction == "incoming":
                return targets, await incoming(self._store, targets, kinds, document_filter)
            return targets, await outgoing(self._store, targets, tuple(kinds) if kinds else USE_KINDS)

        try:
            targets, linked = await self.guarded("references", work, timeout_factor=2.0)
        except StoreUnavailable:
            return await self._degraded_references(symbol, direction, document_filter, limit, max_tokens)
        links = linked.links[:limit]
        texts = [_link_text(link, direction) for link in links]
        count, truncated = self._fit(texts, max_tokens)
        return ReferencesAnswer(direction, targets, links[:count], truncated=truncated, more=linked.more or len(linked.links) > limit)

    async def targets(self, symbol: str, source: str | None, arity: int | None = None, line: int | None = None) -> list[StoredDefinition]:
        """The definitions `symbol` names (a qualified path, its end, or a name), in `source` when
        given, the overload of `arity` parameters or defined at `line` when given: all of a name's
        overloads and a partial class's parts otherwise."""
        path = symbol.strip().replace("::", ".")
        sources = (source,) if source else ()
        found = await self._store.find_definitions(DefinitionQuery(symbols=(path,), sources=sources, limit=200))
        if not found:
            found = await self._store.find_definitions(DefinitionQuery(symbol_suffix=path, sources=sources, limit=200))
        if not found:
            return []
        if line is not None:
            at = [item for item in found if item.definition.line_start <= line <= item.definition.line_end]
            found = [min(at, key=lambda item: item.definition.line_end - item.definition.line_start)] if at else []
        if arity is not None:
            fitting = _by_arity(found, arity)
            exact = [item for item in fitting if _declared(item)[1] == arity]
            found = exact or fitting  # the overload with that many parameters, else those a call of it fits
        # A path's end may name several definitions in different places: the most specific set of one symbol.
        symbols = sorted({item.definition.symbol for item in found}, key=lambda value: (value != path, len(value)))
        return [item for item in found if item.definition.symbol == symbols[0]] if symbols else []

    async def _degraded_references(
        self, symbol: str, direction: str, document_filter: DocumentFilter | None, limit: int, max_tokens: int | None
    ) -> ReferencesAnswer:
        name = symbol.replace("::", ".").rsplit(".", 1)[-1]
        chunks = await self._chunk_symbols(name, document_filter, "references")
        if chunks is None:
            return ReferencesAnswer(direction, degraded=Degraded(NOTHING_DOWN))
        word = re.compile(rf"\b{re.escape(name)}\b")
        mentioning = [chunk for chunk in chunks if word.search(chunk.text)][:limit]
        count, truncated = self._fit([f"{chunk.citation} {chunk.symbol}" for chunk in mentioning], max_tokens)
        reason = STORE_DOWN.replace("the chunks' symbols", "the chunks that mention the name")
        return ReferencesAnswer(direction, chunks=mentioning[:count], truncated=truncated, degraded=Degraded(reason))

    # --- a file's outline

    async def outline(self, source: str, session_id: str | None = None, max_tokens: int | None = None) -> OutlineAnswer:
        async def work() -> list[StoredDefinition]:
            return await self._store.find_definitions(DefinitionQuery(sources=(source,), session_id=session_id, limit=MAX_OUTLINE * 4))

        try:
            found = await self.guarded("outline", work)
        except StoreUnavailable:
            return await self._degraded_outline(source, max_tokens)
        if not found:
            return OutlineAnswer(source, False)
        sessions = sorted({item.session_id for item in found})
        chosen = session_id or _newest_session(found)
        mine = sorted((item for item in found if item.session_id == chosen), key=lambda item: (item.definition.line_start, -item.definition.line_end))
        mine = mine[:MAX_OUTLINE]
        count, truncated = self._fit([f"{item.citation} {item.definition.signature}" for item in mine], max_tokens)
        kept = mine[:count]
        return OutlineAnswer(
            source, True, chosen, sorted({item.document_id for item in kept}), _nest(kept), sessions=[s for s in sessions if s != chosen],
            truncated=truncated or len(mine) < len([item for item in found if item.session_id == chosen]),
        )

    async def _degraded_outline(self, source: str, max_tokens: int | None) -> OutlineAnswer:
        spec = DocumentFilter(source_prefix=source)
        chunks = await self._chunk_symbols(source.replace("/", " ").replace(".", " "), spec, "outline")
        if chunks is None:
            return OutlineAnswer(source, False, degraded=Degraded(NOTHING_DOWN))
        mine = sorted((chunk for chunk in chunks if chunk.source == source and chunk.symbol), key=lambda chunk: chunk.line_start or 0)
        count, truncated = self._fit([f"{chunk.citation} {chunk.symbol}" for chunk in mine], max_tokens)
        return OutlineAnswer(source, bool(mine), chunks=mine[:count], truncated=truncated, degraded=Degraded(STORE_DOWN))


    # --- `expand: "graph"`: a search result's callees and callers

    async def expand(self, hits: list[Hit], budget: int | None) -> list[Hit]:
        """`hits` with the top code results given `related`: the definitions each calls and its
        callers, best resolved first, RELATED_EACH_WAY each way; their signatures while `budget`
        tokens (what the results left of maxTokens) allow, then their bodies while it still does.
        Without a budget, signatures only. The store down: `related` empty, the results unchanged."""
        chosen = [index for index, hit in enumerate(hits) if hit.content_type == "code" and hit.chunk_index is not None][:EXPAND_RESULTS]
        if not chosen:
            return hits
        try:
            found = await self.guarded("expand", lambda: self._related([hits[index] for index in chosen]), timeout_factor=2.0)
        except StoreUnavailable:
            return [dataclasses.replace(hit, related=()) if index in chosen else hit for index, hit in enumerate(hits)]
        flat = [(position, item) for position, items in enumerate(found) for item in items]
        kept: list[tuple[int, Related]] = []
        left = budget
        for position, item in flat:
            cost = self._count_tokens(f"{item.citation} {item.signature}")
            if left is not None:
                if cost > left:
                    break
                left -= cost
            kept.append((position, item))
        if left is not None and left > 0 and kept:
            kept, left = await self._with_bodies(kept, left)
        per_result: dict[int, list[Related]] = defaultdict(list)
        for position, item in kept:
            per_result[position].append(item)
        out = list(hits)
        for position, index in enumerate(chosen):
            out[index] = dataclasses.replace(hits[index], related=tuple(per_result.get(position, ())))
        return out

    async def _related(self, hits: list[Hit]) -> list[list[Related]]:
        out: list[list[Related]] = []
        for hit in hits:
            definitions = await self._definitions_of_chunk(hit)
            if not definitions:
                out.append([])
                continue
            keys = {(item.document_id, item.definition.symbol) for item in definitions}
            callees = await outgoing(self._store, definitions, ("call", "new"))
            calls = []
            for link in callees.links:
                target = link.target
                if (target.document_id, target.definition.symbol) in keys or any(r.symbol == target.definition.symbol for r in calls):
                    continue
                calls.append(_related("calls", target, link.resolution))
            callers = await incoming(self._store, definitions, ("call", "new"))
            called_by: list[Related] = []
            for link in callers.links:
                enclosing = link.reference.reference.enclosing
                if not enclosing or any(r.symbol == enclosing for r in called_by) or (link.reference.document_id, enclosing) in keys:
                    continue
                caller = await self._store.find_definitions(DefinitionQuery(symbols=(enclosing,), document_ids=(link.reference.document_id,), limit=5))
                around = [item for item in caller if item.definition.line_start <= link.reference.reference.line <= item.definition.line_end]
                if around:
                    called_by.append(_related("calledBy", around[0], link.resolution))
                if len(called_by) >= RELATED_EACH_WAY:
                    break
            merged: list[Related] = []
            for pair in zip(calls[:RELATED_EACH_WAY] + [None] * RELATED_EACH_WAY, called_by + [None] * RELATED_EACH_WAY, strict=False):
                merged.extend(item for item in pair if item is not None)
            out.append(merged)
        return out

    async def _definitions_of_chunk(self, hit: Hit) -> list[StoredDefinition]:
        """The definitions a chunk holds (its declaration; for a part of a long one, the one it is in)."""
        found = await self._store.find_definitions(DefinitionQuery(document_ids=(hit.document_id,), limit=MAX_OUTLINE))
        useful = [item for item in found if item.definition.kind not in ("namespace", "module", "field", "variable")]
        if hit.symbol:
            named = [item for item in useful if item.definition.symbol == hit.symbol]
            if named:
                return named
        inside = [item for item in useful if item.definition.chunk_index == hit.chunk_index]
        if inside:
            return inside
        if hit.line_start is None:
            return []
        around = [item for item in useful if item.definition.line_start <= hit.line_start <= item.definition.line_end]
        return [min(around, key=lambda item: item.definition.line_end - item.definition.line_start)] if around else []

    async def _with_bodies(self, kept: list[tuple[int, Related]], left: int) -> tuple[list[tuple[int, Related]], int]:
        """Each related definition's body added, in order, while it fits what the budget left."""
        documents = await self.guarded("expand", lambda: self._store.get_documents(sorted({item.document_id for _, item in kept})))
        out = []
        for position, item in kept:
            document = documents.get(item.document_id)
            body = _lines(document.content, item.line_start - (document.metadata.line_offset or 0), item.line_end - (document.metadata.line_offset or 0)) if document else ""
            cost = self._count_tokens(body) if body else 0
            if body and cost <= left:
                out.append((position, dataclasses.replace(item, content=body)))
                left -= cost
            else:
                out.append((position, item))
        return out, left

    # --- the repository map

    async def repo_map(
        self, max_tokens: int, query: str | None = None, sources: Sequence[str] = (), document_filter: DocumentFilter | None = None
    ) -> RepoMapAnswer:
        hits = await self._seed_hits(query, document_filter)
        try:
            definitions, counts = await self.guarded("repo_map", lambda: self._graph(document_filter), timeout_factor=4.0)
            named = await self.guarded("repo_map", lambda: self._named_documents(sources, document_filter)) if sources else set()
        except StoreUnavailable:
            return self._degraded_map(hits, max_tokens)
        weights: dict[str, float] = defaultdict(float)
        for rank, hit in enumerate(hits):
            weights[hit.document_id] += 1.0 / (rank + 1)
        for document_id in named:
            weights[document_id] += 1.0
        shown = [item for item in definitions if item.definition.kind in MAP_KINDS]
        ranked = rank_definitions(shown, counts, weights or None)
        by_symbol = {(item.document_id, item.definition.symbol): item for item in definitions if item.definition.kind in CONTAINER_KINDS}
        fitted = fit_map(ranked, max_tokens, self._count_tokens, by_symbol)
        return RepoMapAnswer(fitted.text, fitted.files, fitted.tokens, fitted.truncated)

    async def _seed_hits(self, query: str | None, document_filter: DocumentFilter | None) -> list[Hit]:
        """The code a search for `query` finds (its own fallbacks apply): the map leans to it."""
        if not query or self._search is None:
            return []
        return (await self._search(query, document_filter))[:SEARCH_SEEDS]

    async def _graph(self, document_filter: DocumentFilter | None) -> tuple[list[StoredDefinition], list[NameCount]]:
        """Every definition and the name counts under the filter, kept while the content version stays."""
        version = await self._store.content_version()
        cached = self._graphs.get(document_filter)
        if cached is not None and cached[0] == version:
            return cached[1], cached[2]
        kinds = tuple(sorted({*MAP_KINDS, *CONTAINER_KINDS}))
        definitions = await self._store.find_definitions(DefinitionQuery(kinds=kinds, document_filter=document_filter, limit=MAP_DEFINITIONS))
        counts = await self._store.name_counts(document_filter, USE_KINDS)
        self._graphs[document_filter] = (version, definitions, counts)
        return definitions, counts

    async def _named_documents(self, sources: Sequence[str], document_filter: DocumentFilter | None) -> set[str]:
        found = await self._store.find_definitions(DefinitionQuery(sources=tuple(sources), document_filter=document_filter, limit=MAP_DEFINITIONS))
        return {item.document_id for item in found}

    def _degraded_map(self, hits: Sequence[Hit], max_tokens: int) -> RepoMapAnswer:
        """Without the store: the files a search found, with their chunks' symbols and lines."""
        reason = STORE_DOWN.replace("the chunks' symbols", "the symbols of the chunks a search finds")
        entries: list[str] = []
        files: list[str] = []
        for hit in hits:
            if hit.source not in files:
                files.append(hit.source)
        for source in files:
            entries.append(f"{source}:")
            for hit in sorted((h for h in hits if h.source == source and h.symbol), key=lambda h: h.line_start or 0):
                entries.append(f"{INDENT_TEXT}{hit.line_start}: {hit.symbol}")
        kept, tokens = _fit_lines(entries, max_tokens, self._count_tokens)
        text = "\n".join(kept) + ("\n" if kept else "")
        shown = [line[:-1] for line in kept if not line.startswith(INDENT_TEXT)]
        return RepoMapAnswer(text, shown, tokens, len(kept) < len(entries), Degraded(reason))


INDENT_TEXT = "  "


def _fit_lines(lines: Sequence[str], budget: int, count_tokens: Callable[[str], int]) -> tuple[list[str], int]:
    low, high = 0, len(lines)
    while low < high:
        middle = (low + high + 1) // 2
        if count_tokens("\n".join(lines[:middle]) + "\n") <= budget:
            low = middle
        else:
            high = middle - 1
    return list(lines[:low]), count_tokens("\n".join(lines[:low]) + "\n") if low else 0


def _related(relation: str, item: StoredDefinition, resolution: str) -> Related:
    d = item.definition
    return Related(relation, d.symbol, d.kind, d.signature, item.source, d.line_start, d.line_end, resolution, item.document_id)


def _lines(text: str, first: int, last: int) -> str:
    """Lines `first`..`last` (1-based, inclusive) of `text`."""
    if first < 1 or last < first:
        return ""
    return "\n".join(text.split("\n")[first - 1 : last])


_DECLARING = re.compile(
    r"\b(class|interface|struct|record|enum|delegate|def|function|func|fn|trait|impl|type|module|namespace|void|"
    r"public|private|protected|internal|static|async|const|let|var|val|override|virtual|abstract)\b"
)


_NOT_DECLARING = re.compile(r"[=(.,]|\b(new|return|await|yield|throw)\b")


def _declaring(chunk: ChunkSymbol, name: str) -> ChunkSymbol | None:
    """The chunk as the degraded definition of `name`: its symbol names it, or a line of its text
    declares it (a declaration keyword and the name on one line); then that line is the citation."""
    if chunk.symbol and chunk.name.lower() == name.lower():
        return chunk
    word = re.compile(rf"\b{re.escape(name)}\b")
    for offset, line in enumerate(chunk.text.split("\n")):
        found = word.search(line)
        before = line[: found.start()] if found else ""
        if found and _DECLARING.search(before) and not _NOT_DECLARING.search(before) and re.search(r"[\w>\]?]\s+$", before):
            at = chunk.line_start + offset if chunk.line_start is not None else None
            prefix = chunk.symbol if chunk.symbol and not chunk.symbol.endswith("." + name) else chunk.symbol.rsplit(".", 1)[0] if chunk.symbol else ""
            return ChunkSymbol(chunk.document_id, chunk.source, f"{prefix}.{name}" if prefix else name, at, at, line.strip())
    return None


def _chunk_symbol(hit: Hit) -> ChunkSymbol:
    return ChunkSymbol(hit.document_id, hit.source, hit.symbol or "", hit.line_start, hit.line_end, hit.text)


def _by_arity(definitions: Sequence[StoredDefinition], arity: int) -> list[StoredDefinition]:
    """The overloads a call of `arity` arguments fits (an extension method's `this` counted), the
    exact count first; a definition that takes no arguments list (a type) is kept."""

    fitting = []
    for item in definitions:
        low, high = _declared(item)
        if item.definition.kind in CONTAINER_KINDS or (low <= arity and (high < 0 or arity <= high)):
            fitting.append(item)
    return sorted(fitting, key=lambda item: _declared(item)[1] != arity)


def _declared(item: StoredDefinition) -> tuple[int, int]:
    """The arguments a definition takes (fewest, most; -1: any), a C# extension's `this` counted."""
    d = item.definition
    extra = 1 if "extension" in d.flags else 0
    return d.arity_min + extra, d.arity_max + extra if d.arity_max >= 0 else -1


def _link_text(link: Link, direction: str) -> str:
    if direction == "incoming":
        reference = link.reference
        return f"{reference.source}:{reference.reference.line} {reference.reference.enclosing} {reference.reference.kind}"
    return f"{link.target.citation} {link.target.definition.symbol} {link.target.definition.signature}"


def _newest_session(found: Sequence[StoredDefinition]) -> str:
    """The session whose documents hold most of the source's definitions (ties: by name): one
    outline, not several sessions' copies interleaved."""
    counts: dict[str, int] = {}
    for item in found:
        counts[item.session_id] = counts.get(item.session_id, 0) + 1
    return sorted(counts, key=lambda session: (-counts[session], session))[0]


def _nest(definitions: Sequence[StoredDefinition]) -> list[OutlineNode]:
    """Definitions in line order, each under the innermost one whose symbol contains it."""
    roots: list[OutlineNode] = []
    stack: list[OutlineNode] = []
    for item in definitions:
        node = OutlineNode(item)
        while stack and not _inside(item, stack[-1].definition):
            stack.pop()
        (stack[-1].children if stack else roots).append(node)
        stack.append(node)
    return roots


def _inside(item: StoredDefinition, outer: StoredDefinition) -> bool:
    return (
        item.document_id == outer.document_id
        and item.definition.container.startswith(outer.definition.symbol)
        and outer.definition.line_start <= item.definition.line_start <= outer.definition.line_end
    )

