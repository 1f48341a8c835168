"""The way of a search, straight down:

request -> chain breaker open? level 4 -> result cache -> chain breaker -> embed (may fail) -> vector index, hybrid or keyword-only
(may fail) -> context store text search (may fail) -> empty -> outcome; a metrics record leaves on
a queue.

Read your writes: while documents wait for their vectors (pending, or failed), a level-1 answer
also holds their chunks that the store's text search finds (same filters), ranked as the hybrid
search ranks a chunk found by BM25 alone: whatever was acknowledged is findable at once.

Levels (spec §4.1): 1 primary (hybrid dense + BM25 in the vector index), 2 keyword fallback
(the vector index's BM25 when only the embedder is down, the store's text search when the vector
index is down or documents wait for their vectors), 3 empty, 4 circuit open. Each dependency has its own breaker, so one that is down
is skipped instead of costing its timeout on every request; the chain breaker is the spec's.

Replicas: a cached result is tagged with the store's content version (bumped by every change a
search can see, through any service on the store) read before the search ran, and served only while
that is still the version. The version is read at most once per `version_check_s` (concurrent
searches share one read), so a change made through another service is hidden at most that long; a
change made here clears the cache at once. When the version cannot be read, or not within
`VERSION_WAIT_S`, the cache is bypassed.

Degraded means fast: an open circuit answers level 4 before anything else, the cache included, so
a level-4 answer asks no dependency at all (the store's content version neither).

A filter a dependency could not translate or apply (core.filters.FilterError) is the request's own
failure: that level is passed over as if it had failed, but no breaker counts it (a half-open trial
it held goes to the next search); when no level could apply the filter, the search raises it (the
API answers 400), and the chain breaker does not count that either.
"""

from __future__ import annotations

import asyncio
import dataclasses
import math
import time
from collections.abc import Awaitable, Callable, Sequence
from dataclasses import dataclass, field
from typing import Any, TypeVar, cast

import structlog
from cachetools import LRUCache, TTLCache

from rag_context.core.breaker import CircuitBreaker
from rag_context.core.code import split_query
from rag_context.core.code.prior import RolePrior, code_only, leave_out_not_code
from rag_context.core.code.graph.model import TYPE_KINDS, DefinitionQuery
from rag_context.core.code.ranking import CodeRanking, question_words, symbol_coverages
from rag_context.core.filters import FilterError
from rag_context.core.indexing import DocumentCounter
from rag_context.core.memory.currency import MemoryScope
from rag_context.core.memory.ranking import DIVERSITY_CANDIDATE_FACTOR, NO_RANKING, Ranking, apply_recency, diversify, document_time
from rag_context.core.metrics_queue import MetricsRecorder
from rag_context.core.models import (
    FallbackLevel,
    FusionParams,
    Hit,
    MetricsRecord,
    RankedLists,
    SearchFilters,
    utc_now,
)
from rag_context.core.ports import (
    ConfigurationError,
    ContextStore,
    DependencyError,
    Embedder,
    QueueingEmbedder,
    VectorIndex,
)
from rag_context.core.results import CANDIDATE_FACTOR, MAX_CANDIDATES, ResultShape, cap_per_document, pack_tokens, shape_results

log = structlog.get_logger(__name__)

T = TypeVar("T")

# `expand: "graph"`: the shaped hits and the budget they left -> the hits with their related definitions.
Expander = Callable[[list[Hit], "int | None"], Awaitable[list[Hit]]]

METRICS_QUERY_CHARS = 200  # unified spec §6: the stored query is cut to 200 characters
# The longest a search waits for the store's content version (the result cache's key); past it the
# cache is bypassed for that search. A healthy store answers in a millisecond or two; a store that is
# down (its breaker half-open, the trial read waiting out the dependency timeout) costs nothing.
VERSION_WAIT_S = 0.05
# The symbol match reads the candidates' type definitions, at most this many (25 files' worth).
# Types only: with callables too, a file of extension methods named for every concept
# (`DefaultValidatorExtensions.CreditCard`) rose above the validator class (docs/quality.md).
SYMBOL_MATCH_KINDS = tuple(sorted(TYPE_KINDS))
MAX_SYMBOL_ROWS = 5000


@dataclass(frozen=True, slots=True)
class SearchQuery:
    text: str
    limit: int = 5
    filters: SearchFilters = field(default_factory=SearchFilters)
    agent: str | None = None
    shape: ResultShape = field(default_factory=ResultShape)
    depth: int | None = None  # ranked hits to ask of each level; None: as many as the shape needs
    ranking: Ranking = NO_RANKING  # recency, diversity, the sides' weights (issue 32); the default changes nothing

    @property
    def candidates(self) -> int:
        """Ranked hits to ask of each level: more than `limit` when some may be dropped or joined,
        or moved up from below it (a recency decay, diversity)."""
        if self.depth is not None:
            return self.depth
        wanted = self.shape.candidates(self.limit)
        if self.ranking.reorders:
            wanted = max(wanted, min(self.limit * DIVERSITY_CANDIDATE_FACTOR, MAX_CANDIDATES))
        return wanted

    @property
    def memory(self) -> MemoryScope | None:
        """Which documents of memory the search sees (None: every one, as an internal caller asks)."""
        document_filter = self.filters.document_filter
        return document_filter.memory if document_filter is not None else None


@dataclass(frozen=True, slots=True)
class SearchOutcome:
    hits: list[Hit]
    level: FallbackLevel
    circuit_open: bool
    total_indexed: int
    latency_ms: float
    cache_hit: bool = False
    embedding_ms: float | None = None
    vector_ms: float | None = None
    error: str | None = None
    truncated: bool | None = None  # with a token budget: whether it cut or left out a result

    @property
    def fallback(self) -> bool:
        return self.level is not FallbackLevel.PRIMARY


@dataclass(frozen=True, slots=True)
class SearchTuning:
    score_threshold: float
    dependency_timeout_s: float
    cache_size: int
    cache_ttl_s: float
    feedback_chunks: int = 0  # pseudo-relevance feedback: 0 turns it off
    feedback_weight: float = 0.0
    version_check_s: float = 1.0  # longest a change made through another replica hides behind the cache
    # The longest a query waits in the embedder's own queue in this process before the model takes
    # it; `dependency_timeout_s` then counts from that moment. Running out of it is load, not a
    # failure: the search falls back for this request, the embedder's breaker stays closed.
    embed_queue_timeout_s: float = 10.0
    fusion: FusionParams = field(default_factory=FusionParams)  # how the vector index fuses (to rank unindexed hits alike)
    # The keyword side looks for a query's compound identifiers split into words too (`RetryHelper`
    # -> retry helper), as code chunks index them (core/code); a prose query is left as it is.
    split_identifiers: bool = True
    # Code results that are not the implementation (tests, samples, ...) rank a little lower, unless
    # the request filters on roles or the question names the role (core/code/prior.py).
    role_prior: RolePrior = field(default_factory=RolePrior)
    # A code-only search leaves out lock, generated, config and data files unless it asks for them
    # (a roles filter, or the question names them: core/code/prior.py).
    leave_out_not_code: bool = True
    # The file that answers, first (core/code/ranking.py): a file's evidence from all its chunks,
    # contracts below implementations, repeats of a document lowered, identical chunks once.
    code_ranking: CodeRanking = field(default_factory=CodeRanking)

    def kept(self, hits: list[Hit], query: "SearchQuery") -> list[Hit]:
        """The hits a search may answer with: a code-only search's without the files that are not code."""
        return leave_out_not_code(hits, query.text, query.filters) if self.leave_out_not_code else hits

    def keyword_query(self, text: str) -> str:
        return split_query(text) if self.split_identifiers else text

    def candidates(self, query: SearchQuery) -> int:
        """Ranked hits to ask of each level: the query's own need, and for a code-only search that
        the role prior re-ranks, as many as one result per document asks (an implementation a few
        places below `limit` can then move up)."""
        wanted = query.candidates
        if query.depth is None and (
            (code_only(query.filters) and self.role_prior.applies_to(query.filters)) or self.code_ranking.active
        ):
            return max(wanted, min(query.limit * CANDIDATE_FACTOR, MAX_CANDIDATES))
        return wanted


def keyword_only_score(rank: int, fusion: FusionParams) -> float:
    """The score the hybrid search gives a chunk found by its BM25 list alone, at this rank (0 is
    first): weighted RRF, 1 / ((rank + 1) / w + k - 1), over the best fused score."""
    weight = fusion.keyword_weight
    if weight <= 0:
        return 0.0
    return (1.0 / ((rank + 1) / weight + fusion.rrf_k - 1)) / fusion.best_fused_score


def merge_unindexed(
    indexed: list[Hit], unindexed: list[Hit], fusion: FusionParams, limit: int, ranking: Ranking = NO_RANKING
) -> list[Hit]:
    """The primary hits and the store's hits of documents without vectors, in one ranking. A chunk
    in both (a document re-indexed, its new version pending) is shown as the store has it. With a
    recency decay asked, the store's hits are decayed as the index decayed its own (in Python)."""
    fresh = {
        hit.vector_id: dataclasses.replace(hit, score=keyword_only_score(rank, fusion) * _recency_factor(hit, ranking))
        for rank, hit in enumerate(unindexed)
    }
    merged: list[Hit] = []
    for hit in indexed:
        newer = fresh.pop(hit.vector_id, None)
        merged.append(hit if newer is None else dataclasses.replace(newer, score=max(hit.score, newer.score)))
    merged.extend(fresh.values())
    merged.sort(key=lambda hit: -hit.score)  # stable: an indexed hit stays ahead of an equal unindexed one
    return merged[:limit]


def _recency_factor(hit: Hit, ranking: Ranking) -> float:
    if ranking.recency is None or ranking.instant is None:
        return 1.0
    return ranking.recency.factor(document_time(hit), ranking.instant)


def explained(hit: Hit, level: FallbackLevel, found_by: str, **scores: float | int | None) -> Hit:
    """The hit with its `explain` object: the level and the index that found it, and the scores and
    ranks (1-based) it had there; what is not known (a list that did not have it) is None."""
    explain = {
        "level": int(level),
        "foundBy": found_by,
        "denseScore": None,
        "denseRank": None,
        "keywordScore": None,
        "keywordRank": None,
        "fusedScore": None,
    }
    explain.update({key: round(value, 6) if isinstance(value, float) else value for key, value in scores.items()})
    return dataclasses.replace(hit, explain=explain)


def bm25_from_unit(score: float) -> float:
    """The keyword score a level's hit carries in [0, 1) (s / (1 + s)), back to the raw BM25."""
    return score / (1.0 - score) if score < 1.0 else math.inf


def explain_keyword_hits(hits: Sequence[Hit], level: FallbackLevel, found_by: str, fusion: FusionParams | None = None) -> list[Hit]:
    """Hits of one keyword list, in its order. At level 1 (documents waiting for their vectors)
    also the fused score the hybrid ranking gives a chunk found by BM25 alone."""
    return [
        explained(
            hit,
            level,
            found_by,
            keywordScore=bm25_from_unit(hit.score),
            keywordRank=rank + 1,
            fusedScore=keyword_only_score(rank, fusion) * fusion.best_fused_score if fusion is not None else None,
        )
        for rank, hit in enumerate(hits)
    ]


def explain_hybrid_hits(hits: Sequence[Hit], lists: RankedLists | None, fusion: FusionParams) -> list[Hit]:
    """Hybrid hits with their place in each fused list (None: the lists could not be read)."""
    dense = {vector_id: (rank + 1, score) for rank, (vector_id, score) in enumerate(lists.dense)} if lists else {}
    keyword = {vector_id: (rank + 1, score) for rank, (vector_id, score) in enumerate(lists.keyword)} if lists else {}
    out = []
    for hit in hits:
        dense_rank, dense_score = dense.get(hit.vector_id, (None, None))
        keyword_rank, keyword_score = keyword.get(hit.vector_id, (None, None))
        out.append(
            explained(
                hit,
                FallbackLevel.PRIMARY,
                "vector_index",
                denseScore=dense_score,
                denseRank=dense_rank,
                keywordScore=keyword_score,
                keywordRank=keyword_rank,
                fusedScore=hit.score * fusion.best_fused_score,
            )
        )
    return out


def refine_query_vector(vector: Sequence[float], feedback: Sequence[Sequence[float]], weight: float) -> list[float]:
    """Rocchio's rule: the query vector moved toward the mean of the feedback vectors, unit length."""
    if not feedback:
        return list(vector)
    scale = weight / len(feedback)
    moved = [value + scale * total for value, total in zip(vector, map(sum, zip(*feedback)), strict=True)]
    norm = math.sqrt(sum(value * value for value in moved)) or 1.0
    return [value / norm for value in moved]


@dataclass(slots=True)
class _Attempt:
    hits: list[Hit] = field(default_factory=list)
    level: FallbackLevel = FallbackLevel.EMPTY
    embedding_ms: float | None = None
    vector_ms: float | None = None
    errors: list[str] = field(default_factory=list)
    truncated: bool | None = None
    dependency_failures: int = 0  # calls that failed, or were skipped, for their dependency's sake
    filter_failures: int = 0  # calls that failed for this request's filter (FilterError)
    found_by: str = "vector_index"  # the index whose hits these are (the store has no vectors)

    @property
    def failed_by_its_filter(self) -> bool:
        """Every level failed, and only because of the request's filter."""
        return self.level is FallbackLevel.EMPTY and self.filter_failures > 0 and self.dependency_failures == 0

    def settle(self, hits: list[Hit], level: FallbackLevel, found_by: str = "vector_index") -> "_Attempt":
        self.hits, self.level, self.found_by = hits, level, found_by
        return self


class QueueWaitExceeded(Exception):
    """A call waited longer than allowed in a queue of this service, before its dependency saw it."""


@dataclass(frozen=True, slots=True)
class Breakers:
    chain: CircuitBreaker
    embedder: CircuitBreaker
    vectors: CircuitBreaker
    store: CircuitBreaker


class SearchService:
    def __init__(
        self,
        embedder: Embedder,
        vectors: VectorIndex,
        store: ContextStore,
        breakers: Breakers,
        counter: DocumentCounter,
        recorder: MetricsRecorder,
        tuning: SearchTuning,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        self._embedder = embedder
        # Looked up on the class: a proxy that forwards every attribute (a test's switch, a wrapper)
        # does not make an embedder a queueing one.
        queueing = callable(getattr(type(embedder), "embed_query_queued", None))
        self._queueing_embedder = cast(QueueingEmbedder, embedder) if queueing else None
        self._vectors = vectors
        self._store = store
        self.breakers = breakers
        self._counter = counter
        self._recorder = recorder
        self._tuning = tuning
        self._clock = clock
        cache_size = max(tuning.cache_size, 1)
        self._query_vectors: LRUCache[str, list[float]] = LRUCache(maxsize=cache_size)
        # key -> (the content version read before the search, its hits, whether the budget cut them)
        self._results: TTLCache[tuple, tuple[int, tuple[Hit, ...], bool | None]] | None = (
            TTLCache(maxsize=tuning.cache_size, ttl=tuning.cache_ttl_s)
            if tuning.cache_size > 0 and tuning.cache_ttl_s > 0
            else None
        )
        # Bumped on every index change: a search that began before the change must not cache its
        # (older) result after the cache was cleared.
        self._generation = 0
        self._version: int | None = None  # the store's content version, as last read
        self._version_read_at = -math.inf
        self._version_reading: asyncio.Future[int | None] | None = None
        self._recount: asyncio.Task[None] | None = None
        self._expander: Expander | None = None

    def set_expander(self, expander: "Expander") -> None:
        """What `expand: "graph"` calls on the shaped hits (core/symbols.py): set once built."""
        self._expander = expander

    def invalidate_results(self) -> None:
        """Called whenever the index changes: a cached result never hides a newer document."""
        self._generation += 1
        self._version_read_at = -math.inf  # the next search reads the new version to tag its result
        if self._results is not None:
            self._results.clear()

    async def search(self, query: SearchQuery) -> SearchOutcome:
        started = time.perf_counter()
        if self.breakers.chain.is_open:
            # Level 4 asks nothing, not even the store's content version (the store may be what is
            # down): an open circuit answers at once.
            outcome = self._outcome(started, _Attempt(level=FallbackLevel.CIRCUIT_OPEN))
            self._record(query, outcome)
            return outcome
        generation = self._generation
        key = (query.text, query.limit, query.filters, query.shape, query.ranking)
        cached, version = None, None
        if self._results is not None:
            # Read before the search runs: a result is tagged with a version no newer than what it saw.
            version = await self._content_version()
            entry = self._results.get(key)
            if entry is not None and version is not None and entry[0] == version:
                cached = entry
            elif entry is not None and version is not None:  # changed (through another replica) since
                self._results.pop(key, None)
        if cached is not None:
            _, hits, truncated = cached
            outcome = self._outcome(started, _Attempt(list(hits), FallbackLevel.PRIMARY, truncated=truncated), cache_hit=True)
        elif not self.breakers.chain.allow():  # half-open, and another search has the one trial
            outcome = self._outcome(started, _Attempt(level=FallbackLevel.CIRCUIT_OPEN))
        else:
            query = self._at_instant(query)
            attempt = await self._ranked(query, self._reads_partial(query))
            if any(hit.partial for hit in attempt.hits) and not await self._complete(attempt):
                # The vector index failed between the ranking and the texts: the chain again, whole
                # payloads read (the breaker now counts the failure, so the store may answer).
                again = await self._ranked(query, partial=False)
                again.errors = attempt.errors + again.errors
                again.dependency_failures += attempt.dependency_failures
                attempt = again
            self._pack(attempt, query)
            if attempt.failed_by_its_filter:
                self.breakers.chain.release()
                log.warning("search.filter_not_applied", errors=attempt.errors)
                raise FilterError("; ".join(attempt.errors))
            if query.shape.expand == "graph" and attempt.hits and self._expander is not None:
                attempt.hits = await self._expander(attempt.hits, self._budget_left(attempt.hits, query))
            if attempt.level is FallbackLevel.EMPTY:
                self.breakers.chain.record_failure()
                log.error("search.all_levels_failed", errors=attempt.errors, breaker=self.breakers.chain.state.value)
            else:
                self.breakers.chain.record_success()
            if (
                attempt.level is FallbackLevel.PRIMARY
                and self._results is not None
                and version is not None
                and generation == self._generation
            ):
                self._results[key] = (version, tuple(attempt.hits), attempt.truncated)
            outcome = self._outcome(started, attempt)
        self._record(query, outcome)
        return outcome

    async def _ranked(self, query: SearchQuery, partial: bool) -> _Attempt:
        """The chain's hits ranked, capped and limited (with `partial`, the vector index's read
        without their texts)."""
        attempt = await self._run_chain(query, partial)
        if self._short_of_documents(attempt, query):
            deeper = await self._run_chain(dataclasses.replace(query, depth=MAX_CANDIDATES), partial)
            if deeper.level is attempt.level:
                attempt = deeper
        await self._shape(attempt, query, await self._symbol_coverage(attempt, query))
        return attempt

    async def _symbol_coverage(self, attempt: _Attempt, query: SearchQuery) -> dict[str, float] | None:
        """For the symbol match of the code ranking (off: None): per candidate code document, the
        best coverage by the question's words of a type it defines, as the store's symbol table has
        them (ranking.symbol_coverages). A store that fails leaves the ranking without it (logged,
        counted)."""
        if self._tuning.code_ranking.symbol_match <= 0:
            return None
        documents = tuple(sorted({hit.document_id for hit in attempt.hits if hit.content_type == "code"}))
        if not documents:
            return None
        call = self._store.find_definitions(DefinitionQuery(document_ids=documents, kinds=SYMBOL_MATCH_KINDS, limit=MAX_SYMBOL_ROWS))
        rows = await self._guarded(self.breakers.store, "store", call, attempt)
        if not rows:
            return None
        names: dict[str, set[str]] = {}
        for row in rows:
            names.setdefault(row.document_id, set()).add(row.definition.name)
        return symbol_coverages(names, question_words(query.text))

    def _reads_partial(self, query: SearchQuery) -> bool:
        """Whether the vector index's candidates are read without their texts (RANKING_FIELDS),
        the results' texts read afterwards: when more candidates are read than answered, and
        nothing before the limit reads a text (joining neighbours, dropping identical chunks,
        diversity: MMR compares the candidates' words where their vectors cannot be read). A recency
        decay and the sides' weights read no text (the memory fields are among RANKING_FIELDS)."""
        return (
            self._tuning.candidates(query) > query.limit
            and not query.shape.merge_adjacent
            and not self._tuning.code_ranking.drop_identical
            and query.ranking.diversity <= 0
        )

    async def _complete(self, attempt: _Attempt) -> bool:
        """The partial results read again whole; False when the vector index failed to."""
        done = await self._guarded(self.breakers.vectors, "vector_index", self._vectors.complete(attempt.hits), attempt)
        if done is None:
            return False
        attempt.hits = done
        return True

    def _short_of_documents(self, attempt: _Attempt, query: SearchQuery) -> bool:
        """A full page of candidates that holds fewer than `limit` results once capped per document
        (code cut at its declarations gives a file many chunks) or once a code-only search left out
        what is not code, while the fusion ranks deeper. Such a search asks once more, as deep as
        the fusion ranks."""
        cap = query.shape.max_per_document
        depth = self._tuning.candidates(query)
        if depth >= MAX_CANDIDATES or len(attempt.hits) < depth:
            return False
        kept = self._tuning.kept(attempt.hits, query)  # less the files a code-only search leaves out
        return len(cap_per_document(kept, cap) if cap is not None else kept) < query.limit

    @staticmethod
    def _at_instant(query: SearchQuery) -> SearchQuery:
        """The query with the instant its recency decay is measured to: `asOf`, or now."""
        if query.ranking.recency is None:
            return query
        scope = query.memory or MemoryScope()
        return dataclasses.replace(query, ranking=dataclasses.replace(query.ranking, instant=scope.instant(utc_now())))

    async def _shape(self, attempt: _Attempt, query: SearchQuery, symbol_coverage: dict[str, float] | None = None) -> None:
        """Without what a code-only search leaves out, re-ranked by the role prior, diversified
        (MMR) when asked, then joined, capped and limited, as the query asks (packed into the token
        budget by `_pack`, once the texts are read)."""
        hits = self._tuning.kept(attempt.hits, query)
        if self._tuning.role_prior.applies_to(query.filters):
            hits = self._tuning.role_prior.rerank(hits, query.text)
        hits = self._tuning.code_ranking.rerank(hits, query.text, capped=query.shape.max_per_document is not None, symbol_coverage=symbol_coverage)
        if query.ranking.diversity > 0 and len(hits) > 1:
            hits = diversify(hits, query.ranking.diversity, await self._stored_vectors(hits, attempt))
        attempt.hits = shape_results(hits, query.limit, dataclasses.replace(query.shape, max_tokens=None), self._embedder.count_tokens).hits

    def _pack(self, attempt: _Attempt, query: SearchQuery) -> None:
        if query.shape.max_tokens is not None:
            packed = pack_tokens(attempt.hits, query.shape.max_tokens, self._embedder.count_tokens)
            attempt.hits, attempt.truncated = packed.hits, packed.truncated

    def _budget_left(self, hits: Sequence[Hit], query: SearchQuery) -> int | None:
        """The tokens of `maxTokens` the results left (None: no budget)."""
        if query.shape.max_tokens is None:
            return None
        return max(query.shape.max_tokens - sum(self._embedder.count_tokens(hit.text) for hit in hits), 0)

    async def _stored_vectors(self, hits: Sequence[Hit], attempt: _Attempt) -> dict[str, list[float]]:
        """The hits' stored vectors for MMR's similarities, when the index that found them has them
        and answers now; else none (MMR then compares the hits' words)."""
        if attempt.found_by != "vector_index":
            return {}
        found = await self._guarded(self.breakers.vectors, "vector_index", self._vectors.vectors_of([hit.vector_id for hit in hits]), attempt)
        return found or {}

    async def refresh_version(self) -> None:
        """Read the content version now (at start: the first searches need not wait for it)."""
        if self._results is not None:
            self._version_read_at = -math.inf
            await self._content_version(wait_s=None)

    async def _content_version(self, wait_s: float | None = VERSION_WAIT_S) -> int | None:
        """The store's content version, read again when the last read is `version_check_s` old;
        None when it cannot be read (the store is down or its breaker skips it) or not within
        `wait_s`: a search never waits out a slow store for its cache (the read goes on, and
        the searches after it use what it found)."""
        if self._version is not None and self._clock() - self._version_read_at < self._tuning.version_check_s:
            return self._version
        if self._version_reading is None:
            self._version_reading = asyncio.ensure_future(self._read_version())
        # Shielded: a search that is cancelled or stops waiting does not cancel the read.
        try:
            return await asyncio.wait_for(asyncio.shield(self._version_reading), wait_s)
        except TimeoutError:
            return None

    async def _read_version(self) -> int | None:
        breaker = self.breakers.store
        try:
            if not breaker.allow():
                return None
            read_at = self._clock()
            try:
                version = await asyncio.wait_for(self._store.content_version(), self._tuning.dependency_timeout_s)
            except (DependencyError, TimeoutError) as error:
                breaker.record_failure()
                log.warning("search.version_check_failed", error=str(error) or type(error).__name__, breaker=breaker.state.value)
                return None
            breaker.record_success()
            if self._version is not None and version != self._version:
                self._recount_documents()
            self._version, self._version_read_at = version, read_at
            return version
        finally:
            self._version_reading = None

    def _recount_documents(self) -> None:
        """The content changed, maybe through another replica: count the documents again (in the
        background, one count at a time) so that totalIndexed and the stats follow."""
        if self._recount is not None and not self._recount.done():
            return

        async def recount() -> None:
            try:
                await self._counter.refresh(self._store)
            except DependencyError as error:
                log.warning("search.recount_failed", error=str(error))

        self._recount = asyncio.create_task(recount(), name="document-recount")

    async def _run_chain(self, query: SearchQuery, partial: bool = False) -> _Attempt:
        attempt = _Attempt()
        vector = self._query_vectors.get(query.text)  # a cached vector needs neither the embedder nor its breaker
        if vector is None:
            started = asyncio.Event() if self._queueing_embedder is not None else None
            embedding = self._embed_query(query.text, started)
            vector = await self._guarded(self.breakers.embedder, "embedder", embedding, attempt, "embedding_ms", started)
        if vector is not None:
            found = await self._guarded(self.breakers.vectors, "vector_index", self._hybrid(vector, query, partial), attempt, "vector_ms")
            if found is not None:
                hits, searched_with = found
                hits = await self._as_the_store_remembers(hits, query, attempt)
                if query.shape.explain:
                    hits = await self._explain_hybrid(hits, searched_with, query, attempt)
                return attempt.settle(await self._with_unindexed(hits, query, attempt), FallbackLevel.PRIMARY)
            keyword_sources = [self._store_text]  # the vector index has just failed
        elif self._counter.pending + self._counter.failed > 0:
            # Documents waiting for their vectors (or refused by the embedder) are only in the
            # store: while there are any, its text index comes first, Qdrant's BM25 second.
            keyword_sources = [self._store_text, self._vector_text]
        else:
            keyword_sources = [self._vector_text, self._store_text]
        for source in keyword_sources:
            hits = await source(query, attempt, partial)
            if hits is not None:
                found_by = "store" if source == self._store_text else "vector_index"
                if found_by == "vector_index":
                    hits = await self._as_the_store_remembers(hits, query, attempt)
                if query.shape.explain:
                    hits = explain_keyword_hits(hits, FallbackLevel.KEYWORD, found_by)
                # One list: the weights change nothing of its order; a recency decay does (in Python).
                hits = apply_recency(hits, query.ranking.recency, query.ranking.instant or utc_now())
                return attempt.settle(hits, FallbackLevel.KEYWORD, found_by)
        return attempt

    async def _as_the_store_remembers(self, hits: list[Hit], query: SearchQuery, attempt: _Attempt) -> list[Hit]:
        """While the store holds memory changes the vector index was not told (it failed, or
        another replica's write did), the index's hits are checked against the store: those its
        memory scope does not admit now are left out, and the others carry the store's memory. One
        light read of the hits' documents; nothing at all in the usual case (no change waiting)."""
        scope = query.memory
        if self._counter.memory_changes <= 0 or scope is None or not hits:
            return hits
        call = self._store.memory_of(list(dict.fromkeys(hit.document_id for hit in hits)))
        remembered = await self._guarded(self.breakers.store, "store", call, attempt)
        if remembered is None:
            return hits  # the store cannot say now: the index's answer stands
        now = utc_now()
        kept = []
        for hit in hits:
            memory = remembered.get(hit.document_id)
            if memory is None:
                continue  # deleted meanwhile
            if scope.admits(indexed_at=hit.timestamp, memory=memory, now=now):
                kept.append(dataclasses.replace(hit, memory=memory))
        return kept

    async def _explain_hybrid(self, hits: list[Hit], vector: list[float], query: SearchQuery, attempt: _Attempt) -> list[Hit]:
        """The hits with their places in the two lists the index fused (read again, as deep as it
        fuses them); without the places when the index cannot give them now."""
        tuning = self._tuning
        words = tuning.keyword_query(query.text)
        call = self._vectors.ranked_lists(vector, words, query.filters, tuning.fusion.prefetch_limit, tuning.score_threshold)
        lists = await self._guarded(self.breakers.vectors, "vector_index", call, attempt)
        return explain_hybrid_hits(hits, lists, query.ranking.fusion(tuning.fusion))

    async def _with_unindexed(self, hits: list[Hit], query: SearchQuery, attempt: _Attempt) -> list[Hit]:
        """Add the chunks of documents the vector index lacks (pending or failed), by their words."""
        if self._counter.pending + self._counter.failed <= 0:
            return hits
        call = self._store.text_search(self._tuning.keyword_query(query.text), query.filters, self._tuning.candidates(query), unindexed_only=True)
        unindexed = await self._guarded(self.breakers.store, "store", call, attempt)
        if not unindexed:
            return hits  # none, or the store failed: the primary answer stands
        fusion = query.ranking.fusion(self._tuning.fusion)
        if query.shape.explain:
            unindexed = explain_keyword_hits(unindexed, FallbackLevel.PRIMARY, "store", fusion)
        return merge_unindexed(hits, unindexed, fusion, self._tuning.candidates(query), query.ranking)

    async def _hybrid(self, vector: list[float], query: SearchQuery, partial: bool = False) -> tuple[list[Hit], list[float]]:
        """Hybrid search, refined by pseudo-relevance feedback: the query vector moves toward the
        stored vectors of the first pass's best chunks and the search runs again. Two index queries
        and a lookup, each well under a millisecond embedded; no second embedding. Returns the hits
        and the query vector that found them."""
        tuning, filters, limit = self._tuning, query.filters, self._tuning.candidates(query)
        words = tuning.keyword_query(query.text)
        # Only a ranking the client asked for goes to the index: a default request is sent as it always was.
        ranking = None if query.ranking.is_default else query.ranking
        if tuning.feedback_chunks <= 0 or tuning.feedback_weight <= 0:
            return await self._index_search(vector, words, filters, limit, ranking, partial), vector
        # The feedback's chunks are the most relevant ones (the sides' weights apply, not the decay);
        # they are only looked up by id (their vectors): no texts read.
        first_ranking = None if ranking is None else dataclasses.replace(ranking, recency=None)
        first = await self._index_search(vector, words, filters, tuning.feedback_chunks, first_ranking, partial=True)
        if not first:
            return first, vector
        feedback = await self._vectors.vectors([hit.vector_id for hit in first])
        refined = refine_query_vector(vector, feedback, tuning.feedback_weight)
        return await self._index_search(refined, words, filters, limit, ranking, partial), refined

    def _index_search(
        self, vector: list[float], words: str, filters: SearchFilters, limit: int, ranking: Ranking | None, partial: bool = False
    ) -> Awaitable[list[Hit]]:
        """The vector index's hybrid search; a ranking only when one is asked for, a partial read
        only when wanted (a default request is sent to the index exactly as it always was)."""
        options: dict[str, Any] = {}
        if ranking is not None and not ranking.is_default:
            options["ranking"] = ranking
        if partial:
            options["ranking_only"] = True
        return self._vectors.hybrid_search(vector, words, filters, limit, self._tuning.score_threshold, **options)

    def _vector_text(self, query: SearchQuery, attempt: _Attempt, partial: bool = False) -> Awaitable[list[Hit] | None]:
        call = self._vectors.keyword_search(self._tuning.keyword_query(query.text), query.filters, self._tuning.candidates(query), ranking_only=partial)
        return self._guarded(self.breakers.vectors, "vector_index", call, attempt, "vector_ms")

    def _store_text(self, query: SearchQuery, attempt: _Attempt, partial: bool = False) -> Awaitable[list[Hit] | None]:
        # The store reads a chunk's text in the row that ranks it: it has no partial read to make.
        call = self._store.text_search(self._tuning.keyword_query(query.text), query.filters, self._tuning.candidates(query))
        return self._guarded(self.breakers.store, "store", call, attempt)

    async def _embed_query(self, text: str, started: asyncio.Event | None) -> list[float]:
        if started is not None and self._queueing_embedder is not None:
            vector = await self._queueing_embedder.embed_query_queued(text, started)
        else:
            vector = await self._embedder.embed_query(text)
        self._query_vectors[text] = vector
        return vector

    async def _guarded(
        self,
        breaker: CircuitBreaker,
        name: str,
        call: Awaitable[T],
        attempt: _Attempt,
        timing: str | None = None,
        taken: asyncio.Event | None = None,
    ) -> T | None:
        """Run one dependency call under its breaker and the timeout; None when it failed or was
        skipped. With `taken`, the timeout counts from the moment the call leaves this service's
        own queue (the event is set), and a wait in that queue never counts against the breaker."""
        if not breaker.allow():
            _close_unawaited(call)
            attempt.errors.append(f"{name}: skipped, circuit open")
            attempt.dependency_failures += 1
            return None
        started = time.perf_counter()
        try:
            if taken is None:
                result = await asyncio.wait_for(call, self._tuning.dependency_timeout_s)
            else:
                result = await self._after_queue(call, taken)
        except QueueWaitExceeded as error:
            # Load on this service, not a failure of the dependency: the breaker is left as it was.
            attempt.errors.append(f"{name}: {error}")
            attempt.dependency_failures += 1
            log.warning("search.dependency_queue_full", dependency=name, error=str(error), breaker=breaker.state.value)
            return None
        except FilterError as error:
            # This request's filter, not the dependency: no breaker counts it, and this level is
            # passed over for this request alone (the next may apply the filter).
            breaker.release()
            attempt.errors.append(f"{name}: {error}")
            attempt.filter_failures += 1
            log.warning("search.filter_not_applied", dependency=name, error=str(error), breaker=breaker.state.value)
            return None
        except (DependencyError, ConfigurationError, TimeoutError) as error:
            attempt.dependency_failures += 1
            breaker.record_failure()
            message = str(error) or type(error).__name__
            attempt.errors.append(f"{name}: {message}")
            # A configuration error (a dimension mismatch) will not heal by itself: an operator must act.
            emit = log.error if isinstance(error, ConfigurationError) else log.warning
            emit("search.dependency_failed", dependency=name, error=message, breaker=breaker.state.value)
            self._recorder.record_failure(name, "search", message)
            return None
        breaker.record_success()
        if timing is not None:
            setattr(attempt, timing, round((time.perf_counter() - started) * 1000, 3))
        return result

    async def _after_queue(self, call: Awaitable[T], taken: asyncio.Event) -> T:
        work = asyncio.ensure_future(call)
        taking = asyncio.ensure_future(taken.wait())
        try:
            await asyncio.wait((work, taking), timeout=self._tuning.embed_queue_timeout_s, return_when=asyncio.FIRST_COMPLETED)
            if not work.done() and not taken.is_set():
                raise QueueWaitExceeded(f"not taken from this service's queue within {self._tuning.embed_queue_timeout_s} s")
            return await asyncio.wait_for(work, self._tuning.dependency_timeout_s)
        finally:
            taking.cancel()
            if not work.done():
                work.cancel()

    def _outcome(self, started: float, attempt: _Attempt, cache_hit: bool = False) -> SearchOutcome:
        return SearchOutcome(
            hits=attempt.hits,
            level=attempt.level,
            circuit_open=self.breakers.chain.is_open,
            total_indexed=self._counter.value,
            latency_ms=round((time.perf_counter() - started) * 1000, 3),
            cache_hit=cache_hit,
            embedding_ms=attempt.embedding_ms,
            vector_ms=attempt.vector_ms,
            error="; ".join(attempt.errors) if attempt.level is FallbackLevel.EMPTY and attempt.errors else None,
            truncated=attempt.truncated,
        )

    def _record(self, query: SearchQuery, outcome: SearchOutcome) -> None:
        self._recorder.submit(
            MetricsRecord(
                timestamp=utc_now(),
                query=query.text[:METRICS_QUERY_CHARS],
                results_count=len(outcome.hits),
                latency_ms=outcome.latency_ms,
                fallback=outcome.fallback,
                fallback_level=int(outcome.level),
                cache_hit=outcome.cache_hit,
                agent=query.agent or "unknown",
                embedding_latency_ms=outcome.embedding_ms,
                vector_latency_ms=outcome.vector_ms,
                content_type=query.filters.content_type,
                category=query.filters.category,
                game=query.filters.game,
                error=outcome.error,
            )
        )


def _close_unawaited(call: Awaitable[object]) -> None:
    close: Callable[[], None] | None = getattr(call, "close", None)
    if close is not None:
        close()
