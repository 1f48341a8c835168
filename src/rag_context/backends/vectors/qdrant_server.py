"""The server vector index: a Qdrant server, through qdrant-client over REST.

The twin of `edge` (the embedded index): the same payload and payload indexes, the same full-text index on the
chunk text (English words, lower-cased, ASCII-folded, stop words out, Snowball stems, BM25 scoring),
the same hybrid query (a dense prefetch with the score threshold and a BM25 prefetch, fused by
weighted RRF, as `FusionParams` says), the same score mapping and the same order of tied scores, so
that the service answers alike on either.

Resilience (technical spec §5.1, §9.4): every request is tried up to 3 times with exponential
backoff from 100 ms plus jitter, capped at 5 s, when the failure is transient (connection error,
timeout, 429, 503) and never otherwise (400 and the other 4xx: retrying cannot help). A collection
that disappeared (404) is created again, once, and the request repeated. Every failure surfaces as
`DependencyError`; `open` also raises `ConfigurationError` when the collection cannot serve this
embedder (another dimension) or the server is too old for BM25 text queries.
"""

from __future__ import annotations

import asyncio
import os
import random
import re
from collections.abc import Awaitable, Callable, Sequence
from dataclasses import dataclass
from datetime import datetime, timezone
from pathlib import Path
from typing import Any, ClassVar, TypeVar
from urllib.parse import urlsplit, urlunsplit

import httpx
import structlog
from qdrant_client import AsyncQdrantClient, models
from qdrant_client.common.client_exceptions import ResourceExhaustedResponse
from qdrant_client.http.exceptions import ResponseHandlingException, UnexpectedResponse
from tenacity import AsyncRetrying, RetryCallState, retry_if_exception, stop_after_attempt

from rag_context.core.filters import DocumentFilter, FilterError, SourceNarrowing, applying_filter, matching_sources
from rag_context.core.memory.currency import (
    INSTANT_FIELDS,
    MEMORY_FIELDS,
    SUPERSEDED_AT_US,
    VALID_FROM_US,
    VALID_UNTIL_US,
    DocumentMemory,
    MemoryScope,
    micros,
)
from rag_context.core.memory.ranking import Ranking, Recency
from rag_context.core.models import (
    NEWEST_FILTER_FIELD,
    RANKING_FIELDS,
    Chunk,
    ComponentStatus,
    FusionParams,
    Hit,
    RankedLists,
    SearchFilters,
    completed_hits,
    hit_from_point,
    old_points_by_filter_fields,
    micros_since_epoch,
    unit_score_from_bm25,
)
from rag_context.core.ports import ConfigurationError, DependencyError, PointCounts, counted_documents

log = structlog.get_logger(__name__)

# The Qdrant server release this adapter is written and tested against: the one qdrant-client 1.20
# targets, the first with BM25 scoring over a full-text index (`TextIndexParams.scoring`) and the
# `text` query. Used by the testcontainers tests and the Kubernetes manifests.
QDRANT_SERVER_IMAGE = "qdrant/qdrant:v1.20.0"
MIN_SERVER_VERSION = (1, 20)

TEXT_FIELD = "text"
KEYWORD_FIELDS = (
    "documentId", "fingerprint", "sessionId", "source", "contentType", "category", "game", "agent",
    "tags", "decisionId", "role", "sourceDirs", "sourceExt", "sourceNames", "sourceParent",
)
INTEGER_FIELDS = ("chunkIndex", "indexedAtUs", "sourceDepth", *INSTANT_FIELDS)
# A source pattern is matched by listing the distinct sources under the filter's native narrowing
# (a facet) and keeping those the glob matches: at most this many, else the index gives up on that
# search (FilterError: the request's pattern, not the server, is at fault; the store, which matches
# patterns itself, answers instead).
MAX_SOURCE_FACET = 100_000
# The points an older release wrote, without every filter field (core.models.NEWEST_FILTER_FIELD).
OLD_POINTS = models.Filter(must=[models.IsEmptyCondition(is_empty=models.PayloadField(key=NEWEST_FILTER_FIELD))])
COMPLETION_PAGE = 500

DELETE_BATCH = 500  # document ids per delete-by-filter request
SCROLL_PAGE = 1000
RETRYABLE_STATUS = frozenset({429, 503})
T = TypeVar("T")

# Equal scores are common (RRF of mirrored ranks, BM25 of equal texts) and the engine returns them
# in no fixed order; a few extra candidates and a sort by id make the answer the same every time.
TIE_MARGIN = 5


def text_index_params() -> models.TextIndexParams:
    """English word tokens, lower-cased, stop words out, Snowball stems: BM25 over chunk text."""
    return models.TextIndexParams(
        type=models.TextIndexType.TEXT,
        tokenizer=models.TokenizerType.WORD,
        lowercase=True,
        ascii_folding=True,
        stopwords=models.Language.ENGLISH,
        stemmer=models.SnowballParams(type=models.Snowball.SNOWBALL, language=models.SnowballLanguage.ENGLISH),
        scoring=models.TextScoringParams(type=models.TextScoringType.BM25),
    )


def ranked(points: Sequence[models.ScoredPoint], limit: int) -> list[models.ScoredPoint]:
    return sorted(points, key=lambda point: (-point.score, str(point.id)))[:limit]


def build_filter(
    filters: SearchFilters, sources: Sequence[str] | None = None, *, native_sources: bool = True
) -> models.Filter | None:
    """The contract's filters and the filter language as payload conditions. A source prefix or
    glob is narrowed natively (`narrowing_conditions`; an exclusion they say exactly is a
    `must_not`) and made exact by `sources`, the distinct sources that match it
    (`QdrantServerIndex._source_candidates`). Without `native_sources` (points of an older release,
    which lack the derived source fields, are in the collection) the source is matched by `sources`
    alone."""
    conditions: list[models.Condition] = [
        models.FieldCondition(key=key, match=models.MatchValue(value=value))
        for key, value in filters.as_payload_conditions().items()
    ]
    excluded: list[models.Condition] = []
    document_filter = filters.document_filter
    if document_filter is not None:
        conditions += language_conditions(document_filter, native_sources=native_sources)
        if native_sources:
            excluded = [
                models.Filter(must=narrowing_conditions(n)) for n in document_filter.source_excludes() if n.excludes_natively
            ]
        included, left_out = memory_conditions(document_filter.memory)
        conditions += included
        excluded += left_out
        if sources is not None:
            conditions.append(models.FieldCondition(key="source", match=models.MatchAny(any=list(sources))))
    if not conditions and not excluded:
        return None
    return models.Filter(must=conditions or None, must_not=excluded or None)


def memory_conditions(scope: MemoryScope | None, now: datetime | None = None) -> tuple[list[models.Condition], list[models.Condition]]:
    """A memory scope (`MemoryScope.admits`) as payload conditions: (must, must_not), as Edge's."""
    if scope is None or scope.selects_all:
        return [], []
    moment = micros(scope.instant(now or datetime.now(timezone.utc)))
    must: list[models.Condition] = []
    if scope.as_of is not None:
        must.append(models.FieldCondition(key="indexedAtUs", range=models.Range(lte=moment)))
    if scope.include_superseded:
        return must, []
    return must, [
        models.FieldCondition(key=SUPERSEDED_AT_US, range=models.Range(lte=moment)),
        models.FieldCondition(key=VALID_FROM_US, range=models.Range(gt=moment)),
        models.FieldCondition(key=VALID_UNTIL_US, range=models.Range(lte=moment)),
    ]


def recency_formula(recency: Recency, instant: datetime) -> models.FormulaQuery:
    """The fused score times `Recency.factor` of the point's document time at `instant`: its
    validFrom when it has one, else its `timestamp` (as Edge's)."""
    indexed = models.ExpDecayExpression(
        exp_decay=models.DecayParamsExpression(
            x=models.DatetimeKeyExpression(datetime_key="timestamp"),
            target=models.DatetimeExpression(datetime=instant.isoformat()),
            scale=recency.half_life_s,
            midpoint=0.5,
        )
    )
    valid = models.ExpDecayExpression(
        exp_decay=models.DecayParamsExpression(x=VALID_FROM_US, target=float(micros(instant)), scale=recency.half_life_s * 1e6, midpoint=0.5)
    )
    has_valid_from = models.FieldCondition(key=VALID_FROM_US, range=models.Range(gte=float(-(2**62))))
    lacks_valid_from = models.IsEmptyCondition(is_empty=models.PayloadField(key=VALID_FROM_US))
    decay = models.SumExpression(sum=[models.MultExpression(mult=[lacks_valid_from, indexed]), models.MultExpression(mult=[has_valid_from, valid])])
    factor = models.SumExpression(sum=[1.0 - recency.weight, models.MultExpression(mult=[recency.weight, decay])])
    # The default only stands in where the point has no validFrom, whose term is multiplied by 0.
    return models.FormulaQuery(formula=models.MultExpression(mult=["$score", factor]), defaults={VALID_FROM_US: 0.0})


def narrowing_conditions(narrowing: SourceNarrowing) -> list[models.Condition]:
    """A source pattern's narrowing as conditions on source, sourceDirs, sourceDepth, sourceExt, sourceNames, sourceParent."""
    values: list[tuple[str, str | int | None]] = [
        ("source", narrowing.source),
        ("sourceDirs", narrowing.directory),
        ("sourceDepth", narrowing.depth),
        ("sourceExt", narrowing.extension),
        *(("sourceNames", name) for name in narrowing.names),
        ("sourceParent", narrowing.parent),
    ]
    return [models.FieldCondition(key=key, match=models.MatchValue(value=value)) for key, value in values if value is not None]


def language_conditions(f: DocumentFilter, *, native_sources: bool = True) -> list[models.Condition]:
    """Every field of the filter language Qdrant matches by value; the source patterns narrowed."""
    conditions: list[models.Condition] = []

    def one_of(key: str, values: Sequence[str]) -> None:
        if values:
            conditions.append(models.FieldCondition(key=key, match=models.MatchAny(any=list(values))))

    one_of("tags", f.tags_any)
    for tag in f.tags_all:
        conditions.append(models.FieldCondition(key="tags", match=models.MatchValue(value=tag)))
    one_of("contentType", f.content_types)
    one_of("sessionId", f.session_ids)
    one_of("agent", f.agents)
    one_of("category", f.categories)
    one_of("game", f.games)
    one_of("role", f.roles)
    if f.decision_id is not None:
        conditions.append(models.FieldCondition(key="decisionId", match=models.MatchValue(value=f.decision_id)))
    if f.since is not None or f.until is not None:
        conditions.append(
            models.FieldCondition(
                key="indexedAtUs",
                range=models.Range(
                    gte=micros_since_epoch(f.since) if f.since is not None else None,
                    lt=micros_since_epoch(f.until) if f.until is not None else None,
                ),
            )
        )
    if native_sources:
        for narrowing in f.source_includes():
            conditions += narrowing_conditions(narrowing)
    return conditions


def is_transient(error: BaseException) -> bool:
    """Worth another try: the server was unreachable, slow, overloaded or rate limiting."""
    if isinstance(error, ResourceExhaustedResponse):  # 429 with Retry-After
        return True
    if isinstance(error, UnexpectedResponse):
        return error.status_code in RETRYABLE_STATUS
    if isinstance(error, ResponseHandlingException):  # qdrant-client wraps every transport error
        error = error.source
    return isinstance(error, (httpx.TimeoutException, httpx.NetworkError, httpx.RemoteProtocolError, ConnectionError, TimeoutError))


def is_missing_collection(error: BaseException) -> bool:
    if isinstance(error, UnexpectedResponse):
        return error.status_code == 404
    # qdrant-client's local mode (tests) says it with a ValueError.
    return isinstance(error, ValueError) and bool(re.fullmatch(r"Collection .* not found", str(error)))


def backoff(base_s: float, max_s: float) -> Callable[[RetryCallState], float]:
    """base, 2*base, 4*base ... plus up to `base` of jitter, capped at max_s; a 429's Retry-After
    is honoured up to the same cap."""

    def wait(state: RetryCallState) -> float:
        delay = base_s * 2 ** (state.attempt_number - 1) + random.uniform(0, base_s)
        error = state.outcome.exception() if state.outcome is not None else None
        if isinstance(error, ResourceExhaustedResponse):
            delay = max(delay, float(error.retry_after_s))
        return min(delay, max_s)

    return wait


def describe(error: BaseException) -> str:
    """One line about a failure, without the raw response dump of qdrant-client's messages."""
    if isinstance(error, UnexpectedResponse):
        detail = ""
        try:
            detail = error.structured()["status"]["error"]
        except Exception:  # not JSON, or another shape
            detail = error.content[:200].decode(errors="replace")
        return f"HTTP {error.status_code} {error.reason_phrase}: {detail}".rstrip(": ")
    if isinstance(error, ResponseHandlingException):
        error = error.source
    return f"{type(error).__name__}: {error}"


def redact(url: str) -> str:
    """The URL without credentials, for messages and logs."""
    parts = urlsplit(url)
    if parts.username is None and parts.password is None:
        return url
    host = parts.hostname or ""
    netloc = f"{host}:{parts.port}" if parts.port else host
    return urlunsplit(parts._replace(netloc=netloc))


def parse_version(version: str) -> tuple[int, int] | None:
    match = re.match(r"v?(\d+)\.(\d+)", version.strip())
    return (int(match.group(1)), int(match.group(2))) if match else None


@dataclass(frozen=True)
class ClusterLayout:
    """How a new collection spreads over a Qdrant cluster (QDRANT_SHARDS, QDRANT_REPLICATION_FACTOR,
    QDRANT_WRITE_CONSISTENCY). A write is acknowledged once `write_consistency_factor` replicas of
    its shard applied it (every write here waits for that: `wait=True`); with more than one replica
    writes go through a leader per shard (`medium` ordering), so concurrent writes of one point
    land in one order on every replica, and a leader lost moves the writes to a new one instead of
    failing them as `strong` ordering would (the store stays the source of truth: a write that
    fails is retried by the reconciler)."""

    shard_number: int = 1
    replication_factor: int = 1
    write_consistency_factor: int = 1

    def __post_init__(self) -> None:
        if min(self.shard_number, self.replication_factor, self.write_consistency_factor) < 1:
            raise ValueError("shards, replication factor and write consistency must be at least 1")
        if self.write_consistency_factor > self.replication_factor:
            raise ValueError(
                f"write consistency {self.write_consistency_factor} exceeds the replication factor {self.replication_factor}"
            )

    @property
    def write_ordering(self) -> models.WriteOrdering | None:
        return models.WriteOrdering.MEDIUM if self.replication_factor > 1 else None


SINGLE_NODE = ClusterLayout()


class QdrantServerIndex:
    # Class attributes, so that a test can run the adapter on qdrant-client's local mode, whose
    # text queries only support the default tokenization.
    TEXT_INDEX: ClassVar[models.TextIndexParams] = text_index_params()

    def __init__(
        self,
        client: AsyncQdrantClient,
        *,
        owns_client: bool,
        url: str,
        collection: str,
        dimension: int,
        fusion: FusionParams,
        max_attempts: int,
        backoff_base_s: float,
        backoff_max_s: float,
        cluster: ClusterLayout = SINGLE_NODE,
        api_key: str | None = None,
    ) -> None:
        self._client = client
        # For the snapshot files (backups), which qdrant-client does not stream: never logged.
        self._rest_url = url.rstrip("/")
        self._api_key = api_key
        self._cluster = cluster
        self._owns_client = owns_client
        self._url = redact(url)
        self._collection = collection
        self._dimension = dimension
        self._fusion = fusion
        self._bm25 = models.Bm25Scoring(bm25=models.Bm25Params(k=fusion.bm25_k1, b=fusion.bm25_b))
        self._max_attempts = max(1, max_attempts)
        self._wait = backoff(backoff_base_s, backoff_max_s)
        self._ensure_lock = asyncio.Lock()
        self._closed = False
        # Whether points an older release wrote, without every derived source field, are in the
        # collection: source patterns are then matched by the sources alone (`_source_candidates`).
        self.old_points = False

    @classmethod
    async def open(
        cls,
        url: str,
        collection: str,
        dimension: int,
        *,
        api_key: str | None = None,
        timeout_s: float = 10.0,
        rrf_k: int = 60,
        prefetch_limit: int = 100,
        max_attempts: int = 3,
        backoff_base_s: float = 0.1,
        backoff_max_s: float = 5.0,
        fusion: FusionParams | None = None,
        client: AsyncQdrantClient | None = None,
        cluster: ClusterLayout = SINGLE_NODE,
    ) -> "QdrantServerIndex":
        """Connect, check the server and the collection, create what is missing.

        `fusion` ranks as in EdgeVectorIndex (RRF k and weights, prefetch depth, BM25 k1 and b);
        without it, `rrf_k` and `prefetch_limit` with the other defaults of FusionParams.
        `client` replaces the REST client built from `url`, `api_key` and `timeout_s` (tests pass
        qdrant-client's local mode); the index does not close a client it was given. qdrant-client
        rounds `timeout_s` up to whole seconds."""
        if fusion is None:
            fusion = FusionParams(rrf_k=rrf_k, prefetch_limit=prefetch_limit)
        owns_client = client is None
        if client is None:
            client = AsyncQdrantClient(
                url=url,
                api_key=api_key,
                timeout=timeout_s,  # type: ignore[arg-type]  # qdrant-client takes whole seconds, rounds up
                prefer_grpc=False,
                check_compatibility=False,  # checked below, as an error rather than a warning
            )
        index = cls(
            client,
            owns_client=owns_client,
            url=url,
            collection=collection,
            dimension=dimension,
            fusion=fusion,
            max_attempts=max_attempts,
            backoff_base_s=backoff_base_s,
            backoff_max_s=backoff_max_s,
            cluster=cluster,
            api_key=api_key,
        )
        try:
            await index._check_server_version()
            await index._ensure_collection()
            index.old_points = await index.count_old_points() > 0
        except BaseException:
            if owns_client:
                await client.close()
            raise
        log.info("qdrant.opened", url=index._url, collection=collection, dimension=dimension)
        return index

    @staticmethod
    async def drop(url: str, collection: str, *, api_key: str | None = None, timeout_s: float = 10.0) -> None:
        """Delete `collection` (a generation that is no longer used), if it is there."""
        client = AsyncQdrantClient(url=url, api_key=api_key, timeout=timeout_s, prefer_grpc=False, check_compatibility=False)  # type: ignore[arg-type]
        try:
            await client.delete_collection(collection)
        except Exception as error:
            raise DependencyError(f"qdrant delete collection {collection!r} at {redact(url)}: {describe(error)}") from error
        finally:
            await client.close()

    # --- the VectorIndex port

    async def upsert(self, chunks: Sequence[Chunk], vectors: Sequence[Sequence[float]]) -> None:
        points = [
            models.PointStruct(id=chunk.vector_id, vector=[float(x) for x in vector], payload=chunk.payload())
            for chunk, vector in zip(chunks, vectors, strict=True)
        ]
        if not points:
            self._check_open()
            return
        await self._call("upsert", lambda: self._client.upsert(self._collection, points=points, wait=True, ordering=self._cluster.write_ordering))

    async def prune(self, document_id: str, keep_chunks: int) -> None:
        stale = models.Filter(
            must=[
                models.FieldCondition(key="documentId", match=models.MatchValue(value=document_id)),
                models.FieldCondition(key="chunkIndex", range=models.Range(gte=keep_chunks)),
            ]
        )
        await self._call(
            "prune",
            lambda: self._client.delete(
                self._collection, points_selector=models.FilterSelector(filter=stale), wait=True, ordering=self._cluster.write_ordering
            ),
        )

    async def delete_documents(self, document_ids: Sequence[str]) -> None:
        self._check_open()
        ids = list(dict.fromkeys(document_ids))
        for start in range(0, len(ids), DELETE_BATCH):
            doomed = models.Filter(
                must=[models.FieldCondition(key="documentId", match=models.MatchAny(any=ids[start : start + DELETE_BATCH]))]
            )
            await self._call(
                "delete documents",
                lambda doomed=doomed: self._client.delete(
                    self._collection,
                    points_selector=models.FilterSelector(filter=doomed),
                    wait=True,
                    ordering=self._cluster.write_ordering,
                ),
            )

    async def sync(self) -> None:
        """Nothing to do here: every write waits (`wait=True`) for the server to apply it, and the
        server's own write-ahead log is its durability (configured on the server)."""
        self._check_open()

    async def document_ids(self) -> set[str]:
        return set(await self.points_by_document()) - {""}

    async def points_by_document(self) -> dict[str, set[str]]:
        self._check_open()
        found: dict[str, set[str]] = {}
        offset: Any = None
        while True:
            records, offset = await self._call(
                "scroll document ids",
                lambda offset=offset: self._client.scroll(
                    self._collection, limit=SCROLL_PAGE, offset=offset, with_payload=["documentId"], with_vectors=False
                ),
            )
            for record in records:
                document_id = str((record.payload or {}).get("documentId", ""))
                found.setdefault(document_id, set()).add(str(record.id))
            if offset is None:
                return found

    async def points_per_document(self, document_ids: Sequence[str]) -> dict[str, int]:
        if not document_ids:
            return {}
        ids = list(dict.fromkeys(document_ids))
        condition = models.Filter(must=[models.FieldCondition(key="documentId", match=models.MatchAny(any=ids))])
        return await self._facet("documentId", condition, len(ids))

    async def count_points(self, document_ids: Sequence[str], *, fingerprints: Sequence[str] | None = None, unversioned: bool = False) -> int:
        if not document_ids:
            return 0
        conditions: list[models.Condition] = [models.FieldCondition(key="documentId", match=models.MatchAny(any=list(document_ids)))]
        if fingerprints is not None:
            if not fingerprints:
                return 0
            conditions.append(models.FieldCondition(key="fingerprint", match=models.MatchAny(any=list(fingerprints))))
        if unversioned:
            conditions.append(models.IsEmptyCondition(is_empty=models.PayloadField(key="fingerprint")))
        counted = await self._call(
            "count", lambda: self._client.count(self._collection, count_filter=models.Filter(must=conditions), exact=True)
        )
        return int(counted.count)

    async def point_counts(self, document_id: str | None = None, *, document_ids: Sequence[str] | None = None) -> PointCounts:
        """Facets of the keyword indexes on documentId and fingerprint, counted by the server."""
        scope = counted_documents(document_id, document_ids)
        if scope == []:
            return PointCounts({}, {}, {})
        conditions = [models.FieldCondition(key="documentId", match=models.MatchAny(any=scope))] if scope is not None else []
        everything = models.Filter(must=conditions) if conditions else None
        if everything is None:
            points = await self.count()
        else:
            counted = await self._call("count", lambda: self._client.count(self._collection, count_filter=everything, exact=True))
            points = int(counted.count)
        if points == 0:
            return PointCounts({}, {}, {})
        no_fingerprint = models.Filter(must=[*conditions, models.IsEmptyCondition(is_empty=models.PayloadField(key="fingerprint"))])
        return PointCounts(
            await self._facet("documentId", everything, points),
            await self._facet("fingerprint", everything, points),
            await self._facet("documentId", no_fingerprint, points),
        )

    async def _facet(self, key: str, condition: models.Filter | None, limit: int) -> dict[str, int]:
        response = await self._call(
            f"facet {key}",
            lambda: self._client.facet(self._collection, key, facet_filter=condition, limit=limit, exact=True),
        )
        return {str(hit.value): int(hit.count) for hit in response.hits}

    async def delete_points(self, vector_ids: Sequence[str]) -> None:
        self._check_open()
        ids = list(dict.fromkeys(vector_ids))
        for start in range(0, len(ids), DELETE_BATCH):
            selector = models.PointIdsList(points=ids[start : start + DELETE_BATCH])
            await self._call(
                "delete points",
                lambda selector=selector: self._client.delete(self._collection, points_selector=selector, wait=True),
            )

    async def hybrid_search(
        self,
        vector: Sequence[float],
        text: str,
        filters: SearchFilters,
        limit: int,
        score_threshold: float,
        ranking: Ranking | None = None,
        ranking_only: bool = False,
    ) -> list[Hit]:
        sources = await self._source_candidates(filters)
        if sources == []:
            return []
        condition = self._condition(filters, sources)
        fusion = ranking.fusion(self._fusion) if ranking is not None else self._fusion
        # The candidate depth does not follow the limit: a longer list is the same ranking, longer.
        depth = fusion.prefetch_limit
        prefetch: list[models.Prefetch] = []
        weights: list[float] = []
        if fusion.dense_weight > 0:  # a side of weight 0 adds nothing: left out
            prefetch.append(models.Prefetch(query=[float(x) for x in vector], filter=condition, score_threshold=score_threshold, limit=depth))
            weights.append(fusion.dense_weight)
        if text.strip() and fusion.keyword_weight > 0:  # a blank text scores nothing: leave the BM25 side out rather than send it
            prefetch.append(models.Prefetch(query=self._text_query(text), using=TEXT_FIELD, filter=condition, limit=depth))
            weights.append(fusion.keyword_weight)
        if not prefetch:
            return []
        query: models.Query = models.RrfQuery(rrf=models.Rrf(k=fusion.rrf_k, weights=weights))
        recency = ranking.recency if ranking is not None else None
        if recency is not None:
            # The decay multiplies the fused scores of the fusion's candidates, on the server.
            prefetch = [models.Prefetch(prefetch=prefetch, query=query, filter=condition, limit=depth)]
            query = recency_formula(recency, ranking.instant or datetime.now(timezone.utc))  # type: ignore[union-attr]
        response = await self._call(
            "hybrid search",
            lambda: self._client.query_points(
                self._collection,
                prefetch=prefetch,
                query=query,
                query_filter=condition,
                limit=limit + TIE_MARGIN,
                with_payload=list(RANKING_FIELDS) if ranking_only else True,
            ),
        )
        # The best fused score, as EdgeVectorIndex takes it (one definition for both indexes): with
        # equal weights of 1, the 2/k of a point first in both lists (RRF 1/(k + rank), rank from 0).
        best = fusion.best_fused_score
        return self._hits(ranked(response.points, limit), lambda score: score / best if best > 0 else 0.0, ranking_only)

    async def complete(self, hits: Sequence[Hit]) -> list[Hit]:
        self._check_open()
        ids = [hit.vector_id for hit in hits if hit.partial]
        if not ids:
            return list(hits)
        records = await self._call(
            "read payloads", lambda: self._client.retrieve(self._collection, ids=ids, with_payload=True, with_vectors=False)
        )
        try:
            return completed_hits(hits, records)
        except (KeyError, TypeError, ValueError) as error:
            raise DependencyError(f"qdrant: a point of {self._collection!r} lacks the expected payload: {error!r}") from error

    async def dense_search(
        self, vector: Sequence[float], filters: SearchFilters, limit: int, document_ids: Sequence[str] | None = None
    ) -> list[Hit]:
        sources = await self._source_candidates(filters)
        if sources == [] or document_ids == []:
            return []
        condition = self._condition(filters, sources)
        if document_ids is not None:
            only = models.FieldCondition(key="documentId", match=models.MatchAny(any=list(document_ids)))
            condition = (
                models.Filter(must=[only])
                if condition is None
                else models.Filter(must=[*(condition.must or []), only], must_not=condition.must_not)  # type: ignore[misc]
            )
        response = await self._call(
            "dense search",
            lambda: self._client.query_points(
                self._collection, query=[float(x) for x in vector], query_filter=condition, limit=limit + TIE_MARGIN, with_payload=True
            ),
        )
        return self._hits(ranked(response.points, limit), lambda score: score)

    async def superseded_points(self) -> tuple[dict[str, int], dict[int, int]]:
        carrying = models.Filter(must_not=[models.IsEmptyCondition(is_empty=models.PayloadField(key=SUPERSEDED_AT_US))])
        counted = await self._call("count superseded", lambda: self._client.count(self._collection, count_filter=carrying, exact=True))
        if int(counted.count) == 0:
            return {}, {}
        by_document = await self._facet("documentId", carrying, int(counted.count))
        by_instant = await self._facet(SUPERSEDED_AT_US, carrying, int(counted.count))
        return by_document, {int(float(value)): count for value, count in by_instant.items()}

    async def set_memory(self, documents: Sequence[tuple[str, DocumentMemory]]) -> None:
        """Each document's points given its memory fields as they are now: those set written, the
        others removed (one batch of operations per call)."""
        self._check_open()
        operations: list[models.UpdateOperation] = []
        for document_id, memory in documents:
            selector = models.Filter(must=[models.FieldCondition(key="documentId", match=models.MatchValue(value=document_id))])
            fields = memory.payload_fields()
            unset = [key for key in MEMORY_FIELDS if key not in fields]
            if fields:
                operations.append(models.SetPayloadOperation(set_payload=models.SetPayload(payload=fields, filter=selector)))
            if unset:
                operations.append(models.DeletePayloadOperation(delete_payload=models.DeletePayload(keys=unset, filter=selector)))
        if operations:
            await self._call(
                "set memory", lambda: self._client.batch_update_points(self._collection, operations, wait=True, ordering=self._cluster.write_ordering)
            )

    async def set_chunk_lines(self, rows: Sequence[tuple[str, int, int]]) -> None:
        self._check_open()
        rows = list(rows)
        for first in range(0, len(rows), DELETE_BATCH):
            # By an id filter, not by ids: a point that is not there (a pending document's) is no error.
            operations = [
                models.SetPayloadOperation(
                    set_payload=models.SetPayload(
                        payload={"lineStart": start, "lineEnd": end},
                        filter=models.Filter(must=[models.HasIdCondition(has_id=[vector_id])]),
                    )
                )
                for vector_id, start, end in rows[first : first + DELETE_BATCH]
            ]
            await self._call("set lines", lambda: self._client.batch_update_points(self._collection, operations, wait=True, ordering=self._cluster.write_ordering))

    async def ranked_lists(
        self, vector: Sequence[float], text: str, filters: SearchFilters, depth: int, score_threshold: float
    ) -> RankedLists:
        """The two prefetches of `hybrid_search`, each on its own: ids and scores, no payload (under
        the same filter, a source pattern's exact sources included, so the ranks are the search's)."""
        self._check_open()
        sources = await self._source_candidates(filters)
        if sources == []:
            return RankedLists(dense=[], keyword=[])
        condition = self._condition(filters, sources)
        dense = await self._call(
            "dense search",
            lambda: self._client.query_points(
                self._collection, query=[float(x) for x in vector], query_filter=condition,
                score_threshold=score_threshold, limit=depth, with_payload=False,
            ),
        )
        keyword = []
        if text.strip():
            response = await self._call(
                "keyword search",
                lambda: self._client.query_points(
                    self._collection, query=self._text_query(text), using=TEXT_FIELD, query_filter=condition,
                    limit=depth, with_payload=False,
                ),
            )
            keyword = [(str(point.id), point.score) for point in ranked(response.points, depth)]
        return RankedLists(dense=[(str(point.id), point.score) for point in ranked(dense.points, depth)], keyword=keyword)

    async def keyword_search(self, text: str, filters: SearchFilters, limit: int, ranking_only: bool = False) -> list[Hit]:
        self._check_open()
        if not text.strip():
            return []
        sources = await self._source_candidates(filters)
        if sources == []:
            return []
        condition = self._condition(filters, sources)
        response = await self._call(
            "keyword search",
            lambda: self._client.query_points(
                self._collection,
                query=self._text_query(text),
                using=TEXT_FIELD,
                query_filter=condition,
                limit=limit + TIE_MARGIN,
                with_payload=list(RANKING_FIELDS) if ranking_only else True,
            ),
        )
        return self._hits(ranked(response.points, limit), unit_score_from_bm25, ranking_only)

    async def _source_candidates(self, filters: SearchFilters) -> list[str] | None:
        """The distinct sources a source prefix or glob matches among the points the rest of the
        filter selects (None: the filter asks for no pattern, or the payload conditions say it
        exactly). Qdrant has no pattern condition: the facet lists the sources under the native
        narrowing, the pattern keeps the right ones (on a worker thread, within a budget: there may
        be 100,000), and the search then asks for exactly those, so ranks and limits are those of a
        native filter. While points of an older release are in the collection, every pattern is
        resolved so, over every source. A pattern the index cannot resolve is the request's
        FilterError."""
        document_filter = filters.document_filter
        if document_filter is None or not document_filter.narrows_source:
            return None
        if self.old_points:
            # Another replica (or `rag-context backfill`) may have completed them meanwhile.
            self.old_points = await self.count_old_points() > 0
        native = not self.old_points
        with applying_filter("qdrant"):
            if native and document_filter.source_exact_natively:
                return None
            narrowed = build_filter(filters, native_sources=native)
        response = await self._call(
            "facet of sources",
            lambda: self._client.facet(
                self._collection, key="source", facet_filter=narrowed, limit=MAX_SOURCE_FACET, exact=True
            ),
        )
        if len(response.hits) >= MAX_SOURCE_FACET:
            raise FilterError(f"qdrant: over {MAX_SOURCE_FACET} sources to match the source pattern against")
        with applying_filter("qdrant"):
            listed = [str(hit.value) for hit in response.hits]
            return await asyncio.to_thread(matching_sources, document_filter, listed)

    def _condition(self, filters: SearchFilters, sources: list[str] | None) -> models.Filter | None:
        with applying_filter("qdrant"):
            return build_filter(filters, sources, native_sources=not self.old_points)

    async def count_old_points(self) -> int:
        """How many points lack the newest filter field (an older release wrote them)."""
        counted = await self._call("count old points", lambda: self._client.count(self._collection, count_filter=OLD_POINTS, exact=True))
        return int(counted.count)

    async def complete_payloads(self) -> int:
        """Give the points an older release wrote every filter field, derived from what they carry
        (`filter_fields_of_payload`), a page at a time; returns how many. The server indexes the
        points again itself. Run in the background at start (the service) and by `rag-context
        backfill`; any replica may run it, it is idempotent."""
        completed = 0
        remaining = await self.count_old_points()
        while remaining:
            records, _ = await self._call(
                "scroll old points",
                lambda: self._client.scroll(
                    self._collection, scroll_filter=OLD_POINTS, limit=COMPLETION_PAGE,
                    with_payload=["source", "metadata", "timestamp"], with_vectors=False,
                ),
            )
            groups = old_points_by_filter_fields(records)
            operations = [
                models.SetPayloadOperation(set_payload=models.SetPayload(payload=fields, points=ids)) for fields, ids in groups
            ]
            await self._call(
                "complete filter fields",
                lambda: self._client.batch_update_points(self._collection, operations, wait=True, ordering=self._cluster.write_ordering),
            )
            completed += len(records)
            left = await self.count_old_points()
            if left >= remaining:  # bounded: every round completes some, or it stops
                raise DependencyError(f"qdrant: {left} points still lack the filter fields after they were set")
            remaining = left
        self.old_points = False
        if completed:
            log.info("qdrant.filter_fields_completed", collection=self._collection, points=completed)
        return completed

    def _text_query(self, text: str) -> models.TextQuery:
        """BM25 over the `text` field's index (named by `using`), with the configured k1 and b."""
        return models.TextQuery(text=models.TextQueryInput(query=text, scoring=self._bm25))

    async def vectors(self, vector_ids: Sequence[str]) -> list[list[float]]:
        self._check_open()
        records = await self._call(
            "retrieve vectors",
            lambda: self._client.retrieve(self._collection, ids=list(vector_ids), with_payload=False, with_vectors=True),
        )
        return [list(record.vector) for record in records if isinstance(record.vector, list)]

    async def vectors_of(self, vector_ids: Sequence[str]) -> dict[str, list[float]]:
        self._check_open()
        records = await self._call(
            "retrieve vectors",
            lambda: self._client.retrieve(self._collection, ids=list(vector_ids), with_payload=False, with_vectors=True),
        )
        return {str(record.id): list(record.vector) for record in records if isinstance(record.vector, list)}

    async def count(self) -> int:
        result = await self._call("count", lambda: self._client.count(self._collection, exact=True))
        return result.count

    async def health(self) -> ComponentStatus:
        """One try, no retry and no repair: /health reports, it does not wait or mend."""
        if self._closed:
            return ComponentStatus.UNAVAILABLE
        try:
            await self._client.get_collection(self._collection)
        except Exception as error:
            log.warning("qdrant.unhealthy", collection=self._collection, error=describe(error))
            return ComponentStatus.UNAVAILABLE
        return ComponentStatus.HEALTHY

    async def close(self) -> None:
        if not self._closed:
            self._closed = True
            if self._owns_client:
                await self._client.close()

    # --- backups

    async def begin_snapshot(self, directory: Path) -> "QdrantSnapshot | RebuildOnRestore":
        """A snapshot of the collection on the server, taken now (the service holds its writes);
        `finish` downloads it into `directory` and deletes it from the server. In a cluster the
        server snapshots the shards of the peer that answers: docs/deployment.md says how to back up
        every peer."""
        cluster = await self._call("cluster info", lambda: self._client.collection_cluster_info(self._collection))
        local = {shard.shard_id for shard in cluster.local_shards if shard.state == models.ReplicaState.ACTIVE}
        if len(local) < cluster.shard_count:
            # A collection snapshot holds the shards of the peer that makes it: here not all of them.
            # The vectors are derived data: the restore requeues every document and the service
            # embeds them again from the store (docs/deployment.md).
            reason = f"the peer that answered holds {len(local)} of the collection's {cluster.shard_count} shards"
            log.warning("qdrant.snapshot_incomplete_rebuild_on_restore", collection=self._collection, reason=reason)
            return RebuildOnRestore(await self.count(), reason)
        description = await self._call("create snapshot", lambda: self._client.create_snapshot(self._collection, wait=True))
        if description is None:
            raise DependencyError(f"qdrant create snapshot on {self._collection!r} at {self._url}: no snapshot was made")
        points = await self.count()
        return QdrantSnapshot(self, directory, description.name, points)

    def _rest(self, read_timeout_s: float) -> httpx.AsyncClient:
        headers = {"api-key": self._api_key} if self._api_key else {}
        return httpx.AsyncClient(base_url=self._rest_url, headers=headers, timeout=httpx.Timeout(30.0, read=read_timeout_s))

    async def download_snapshot(self, name: str, target: Path) -> None:
        target.parent.mkdir(parents=True, exist_ok=True)
        try:
            async with self._rest(SNAPSHOT_TIMEOUT_S) as rest:
                async with rest.stream("GET", f"/collections/{self._collection}/snapshots/{name}") as answer:
                    answer.raise_for_status()
                    with target.open("wb") as out:
                        async for block in answer.aiter_bytes(1 << 20):
                            out.write(block)
                        out.flush()
                        os.fsync(out.fileno())
        except (httpx.HTTPError, OSError) as error:
            raise DependencyError(f"qdrant download snapshot {name} of {self._collection!r} at {self._url}: {describe(error)}") from error

    async def delete_snapshot(self, name: str) -> None:
        await self._call("delete snapshot", lambda: self._client.delete_snapshot(self._collection, name, wait=True))

    async def restore_snapshot(self, snapshot: Path) -> None:
        """Upload a collection snapshot in place of this collection, which must hold no points."""
        if await self.count() > 0:
            raise DependencyError(
                f"qdrant: collection {self._collection!r} at {self._url} already holds points: restore into an empty collection"
            )
        try:
            async with self._rest(SNAPSHOT_TIMEOUT_S) as rest:
                with snapshot.open("rb") as upload:
                    answer = await rest.post(
                        f"/collections/{self._collection}/snapshots/upload",
                        params={"priority": "snapshot", "wait": "true"},
                        files={"snapshot": (snapshot.name, upload, "application/octet-stream")},
                    )
                answer.raise_for_status()
        except (httpx.HTTPError, OSError) as error:
            raise DependencyError(f"qdrant upload snapshot to {self._collection!r} at {self._url}: {describe(error)}") from error

    # --- collection management

    async def _check_server_version(self) -> None:
        info = await self._retrying("server version", self._client.info)
        version = parse_version(info.version)
        if version is None:
            log.warning("qdrant.unknown_version", url=self._url, version=info.version)
        elif version < MIN_SERVER_VERSION:
            wanted = ".".join(map(str, MIN_SERVER_VERSION))
            raise ConfigurationError(
                f"The Qdrant server at {self._url} runs version {info.version}, but this service needs {wanted} or "
                f"newer (BM25 scoring over the full-text index, text queries). Run {QDRANT_SERVER_IMAGE} or a later "
                f"release, or unset QDRANT_URL to use the embedded Qdrant Edge."
            )

    async def _ensure_collection(self) -> None:
        """Create the collection when it is missing, refuse one that cannot serve this embedder, and
        create the payload indexes it lacks (also on an existing collection: a process that died
        between the creation of the collection and of its indexes leaves one without them)."""
        async with self._ensure_lock:
            exists = await self._retrying("collection exists", lambda: self._client.collection_exists(self._collection))
            if not exists:
                await self._retrying("create collection", self._create_collection)
            info = await self._retrying("collection info", lambda: self._client.get_collection(self._collection))
            self._check_vectors(info)
            missing = [
                (field, schema)
                for field, schema in self._wanted_indexes()
                if not self._index_serves(info.payload_schema.get(field), schema)
            ]
            if missing:
                log.info("qdrant.create_payload_indexes", collection=self._collection, fields=[f for f, _ in missing])
            for field, schema in missing:
                await self._retrying(
                    f"create payload index {field}",
                    lambda field=field, schema=schema: self._client.create_payload_index(
                        self._collection, field_name=field, field_schema=schema, wait=True
                    ),
                )

    async def _create_collection(self) -> None:
        try:
            await self._client.create_collection(
                self._collection,
                vectors_config=models.VectorParams(size=self._dimension, distance=models.Distance.COSINE),
                hnsw_config=models.HnswConfigDiff(m=16, ef_construct=100, full_scan_threshold=10000),
                shard_number=self._cluster.shard_number,
                replication_factor=self._cluster.replication_factor,
                write_consistency_factor=self._cluster.write_consistency_factor,
            )
        except UnexpectedResponse as error:
            if error.status_code != 409:  # 409: another replica created it meanwhile; it is checked next
                raise
        else:
            log.info(
                "qdrant.collection_created",
                url=self._url,
                collection=self._collection,
                dimension=self._dimension,
                shards=self._cluster.shard_number,
                replication_factor=self._cluster.replication_factor,
                write_consistency=self._cluster.write_consistency_factor,
            )

    def _check_vectors(self, info: models.CollectionInfo) -> None:
        vectors = info.config.params.vectors
        if not isinstance(vectors, models.VectorParams):
            names = sorted(vectors or {})
            raise ConfigurationError(
                f"The Qdrant collection {self._collection!r} at {self._url} has named vectors {names}, but this service "
                f"stores one unnamed {self._dimension}-dimension vector per point. Set QDRANT_COLLECTION to another "
                f"collection (it is created on first use)."
            )
        if vectors.size != self._dimension:
            raise ConfigurationError(
                f"The Qdrant collection {self._collection!r} at {self._url} holds {vectors.size}-dimension vectors but "
                f"the configured embedder makes {self._dimension}-dimension ones. Run `rag-context reembed` (with this "
                f"configuration) to build a new collection with the configured embedder from the documents in the "
                f"store; it keeps the old one until `rag-context reembed --drop-old`. Or set QDRANT_COLLECTION to "
                f"another collection (it is created on first use), or configure the embedder that built this one "
                f"(EMBEDDING_MODEL, EMBEDDING_DIM)."
            )
        if vectors.distance != models.Distance.COSINE:
            raise ConfigurationError(
                f"The Qdrant collection {self._collection!r} at {self._url} uses {vectors.distance.value} distance, but "
                f"the score threshold is a cosine similarity. Set QDRANT_COLLECTION to another collection (it is "
                f"created on first use with Cosine distance)."
            )

    def _wanted_indexes(self) -> list[tuple[str, models.PayloadSchemaType | models.TextIndexParams]]:
        return [
            (TEXT_FIELD, self.TEXT_INDEX),
            *((field, models.PayloadSchemaType.KEYWORD) for field in KEYWORD_FIELDS),
            *((field, models.PayloadSchemaType.INTEGER) for field in INTEGER_FIELDS),
        ]

    @staticmethod
    def _index_serves(
        current: models.PayloadIndexInfo | None, wanted: models.PayloadSchemaType | models.TextIndexParams
    ) -> bool:
        """Whether an existing index does the job. A text index without scoring cannot answer text
        queries, so it is replaced; other differences of a text index are left alone (replacing it
        rebuilds it over the whole collection on every start)."""
        if current is None:
            return False
        if isinstance(wanted, models.TextIndexParams):
            params = current.params
            return current.data_type == models.PayloadSchemaType.TEXT and bool(getattr(params, "scoring", None))
        return current.data_type == wanted

    # --- calls

    def _check_open(self) -> None:
        if self._closed:
            raise DependencyError("qdrant: the vector index is closed")

    async def _call(self, operation: str, request: Callable[[], Awaitable[T]]) -> T:
        """`request` with retries; a missing collection is created again, once, and `request`
        repeated. Any failure leaves as DependencyError."""
        self._check_open()
        try:
            try:
                return await self._retrying(operation, request, missing_collection_passes=True)
            except Exception as error:
                if not is_missing_collection(error):
                    raise
                log.warning("qdrant.collection_missing", collection=self._collection, operation=operation)
                await self._ensure_collection()
                return await self._retrying(operation, request)
        except DependencyError:
            raise
        except Exception as error:  # ConfigurationError too: mid-run, a failure of the dependency
            raise DependencyError(f"qdrant {operation} on {self._collection!r} at {self._url}: {describe(error)}") from error

    async def _retrying(
        self, operation: str, request: Callable[[], Awaitable[T]], *, missing_collection_passes: bool = False
    ) -> T:
        """`request` tried up to max_attempts times while it fails transiently. A failure leaves as
        DependencyError, except a ConfigurationError, and a missing collection when `_call` asks to
        handle it."""

        def before_sleep(state: RetryCallState) -> None:
            error = state.outcome.exception() if state.outcome is not None else None
            log.warning(
                "qdrant.retry",
                operation=operation,
                attempt=state.attempt_number,
                error=describe(error) if error else None,
                wait_s=round(state.upcoming_sleep, 3),
            )

        retrying = AsyncRetrying(
            stop=stop_after_attempt(self._max_attempts),
            wait=self._wait,
            retry=retry_if_exception(is_transient),
            before_sleep=before_sleep,
            reraise=True,
        )
        try:
            async for attempt in retrying:
                with attempt:
                    return await request()
            raise AssertionError("unreachable: tenacity re-raises the last failure")
        except (ConfigurationError, DependencyError):
            raise
        except Exception as error:
            if missing_collection_passes and is_missing_collection(error):
                raise
            raise DependencyError(f"qdrant {operation} on {self._collection!r} at {self._url}: {describe(error)}") from error

    def _hits(self, points: Sequence[models.ScoredPoint], unit_score: Callable[[float], float], partial: bool = False) -> list[Hit]:
        try:
            return [hit_from_point(point, unit_score(point.score), partial) for point in points]
        except (KeyError, TypeError, ValueError) as error:
            raise DependencyError(f"qdrant: a point of {self._collection!r} lacks the expected payload: {error!r}") from error


SNAPSHOT_TIMEOUT_S = 3600.0  # a collection of millions of points streams for minutes: bounded, not short
SNAPSHOT_FILE = "collection.snapshot"


class QdrantSnapshot:
    """A collection snapshot made on the server by `begin_snapshot`: `finish` brings it home."""

    def __init__(self, index: QdrantServerIndex, directory: Path, name: str, points: int) -> None:
        self._index, self._directory, self._name, self._points = index, directory, name, points

    async def finish(self) -> dict[str, Any]:
        try:
            await self._index.download_snapshot(self._name, self._directory / SNAPSHOT_FILE)
        finally:
            await self.discard()
        return {"kind": "qdrant-server", "points": self._points, "file": SNAPSHOT_FILE}

    async def discard(self) -> None:
        try:
            await self._index.delete_snapshot(self._name)
        except DependencyError as error:  # a snapshot left on the server costs disk, nothing else: say so
            log.warning("qdrant.snapshot_not_deleted", snapshot=self._name, error=str(error))


@dataclass(frozen=True, slots=True)
class RebuildOnRestore:
    """No vectors in the backup (a sharded cluster: no one peer's snapshot holds them all): the
    restore marks every document pending, and the service embeds them again from the store."""

    points: int
    reason: str

    async def finish(self) -> dict[str, Any]:
        return {"kind": "rebuild", "points": self.points, "reason": self.reason}

    async def discard(self) -> None:
        return None
