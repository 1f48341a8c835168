"""What a point carries and how it is found: chunk -> point payload, point -> `Hit`, search filters
-> Edge `Filter`, and the payload indexes those filters and the BM25 text search need.

Contract: every shard has the payload indexes listed here (created on every open when missing, not
only at creation); a point's payload is the chunk's `payload()`, and a `Hit` is read back from it.

Where it can be cut: a process that dies between `EdgeShard.create` and the creation of the
indexes leaves a shard without them; `ensure_payload_indexes` on the next open makes them.
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime, timezone
from typing import Any

from qdrant_edge import (
    CountRequest,
    DecayKind,
    Expression,
    Formula,
    EdgeShard,
    FacetRequest,
    FieldCondition,
    Filter,
    IsEmptyCondition,
    Language,
    MatchAny,
    MatchValue,
    PayloadSchemaType,
    PayloadSelector,
    Point,
    RangeFloat,
    ScrollRequest,
    SnowballLanguage,
    SnowballParams,
    TextIndexParams,
    TokenizerType,
    UpdateOperation,
)

from rag_context.core.filters import DocumentFilter, FilterError, SourceNarrowing
from rag_context.core.memory.currency import (
    INSTANT_FIELDS,
    SUPERSEDED_AT_US,
    VALID_FROM_US,
    VALID_UNTIL_US,
    MemoryScope,
    micros,
)
from rag_context.core.memory.ranking import Recency
from rag_context.core.models import (
    NEWEST_FILTER_FIELD,
    Chunk,
    SearchFilters,
    old_points_by_filter_fields,
    micros_since_epoch,
)
from rag_context.core.ports import DependencyError

TEXT_FIELD = "text"
# The filter language's fields (core/filters.py) among them: tags ... sourceExt, indexedAtUs.
KEYWORD_FIELDS = (
    "documentId", "fingerprint", "sessionId", "source", "contentType", "category", "game", "agent",
    "tags", "decisionId", "role", "sourceDirs", "sourceExt", "sourceNames", "sourceParent",
)
INTEGER_FIELDS = ("chunkIndex", "indexedAtUs", "sourceDepth", *INSTANT_FIELDS)
# A source pattern is matched by listing the distinct sources under the filter's native narrowing
# (a facet) and keeping those the pattern matches: at most this many, else the index gives up on
# that search (FilterError: the request's pattern, not the index, is at fault; the store, which
# matches patterns itself, answers instead).
MAX_SOURCE_FACET = 100_000
# The points an older release wrote, without every filter field (core.models.NEWEST_FILTER_FIELD).
OLD_POINTS = Filter(must=[IsEmptyCondition(NEWEST_FILTER_FIELD)])
COMPLETION_PAGE = 1000


def text_index_params() -> TextIndexParams:
    """English word tokens, lower-cased, stop words out, Snowball stems: BM25 over chunk text."""
    return TextIndexParams(
        tokenizer=TokenizerType.Word,
        lowercase=True,
        ascii_folding=True,
        stopwords=Language.English,
        stemmer=SnowballParams(SnowballLanguage.English),
        scoring=True,
    )


def ensure_payload_indexes(shard: EdgeShard) -> None:
    """Create the payload indexes the shard lacks. On every open, not only at creation: a process
    that died between EdgeShard.create and the index creation leaves a shard without them."""
    existing = shard.info().payload_schema
    wanted = [
        (TEXT_FIELD, text_index_params()),
        *((field, PayloadSchemaType.Keyword) for field in KEYWORD_FIELDS),
        *((field, PayloadSchemaType.Integer) for field in INTEGER_FIELDS),
    ]
    missing = [(field, schema) for field, schema in wanted if field not in existing]
    for field, schema in missing:
        shard.update(UpdateOperation.create_field_index(field, schema))
    if missing:
        shard.flush()


def build_filter(filters: SearchFilters, sources: Sequence[str] | None = None, *, native_sources: bool = True) -> Filter | None:
    """The contract's filters and the filter language as payload conditions. A source prefix or
    glob is narrowed natively (`narrowing_conditions`; an exclusion they say exactly is a
    `must_not`) and made exact by `sources`, the distinct sources that match it (`listed_sources`,
    then `core.filters.matching_sources`). Without `native_sources` (points of an older release,
    which lack the derived source fields, are in the index) the source is matched by `sources` alone."""
    conditions: list[Any] = [FieldCondition(key, match=MatchValue(value)) for key, value in filters.as_payload_conditions().items()]
    excluded: list[Any] = []
    document_filter = filters.document_filter
    if document_filter is not None:
        conditions += language_conditions(document_filter, native_sources=native_sources)
        if native_sources:
            excluded = [Filter(must=narrowing_conditions(n)) for n in document_filter.source_excludes() if n.excludes_natively]
        included, left_out = memory_conditions(document_filter.memory)
        conditions += included
        excluded += left_out
        if sources is not None:
            conditions.append(FieldCondition("source", match=MatchAny(list(sources))))
    if not conditions and not excluded:
        return None
    return Filter(must=conditions or None, must_not=excluded or None)


def memory_conditions(scope: MemoryScope | None, now: datetime | None = None) -> tuple[list[Any], list[Any]]:
    """A memory scope (`MemoryScope.admits`) as payload conditions: (must, must_not). A point
    without a memory field passes every must_not (a range on a field it lacks does not match)."""
    if scope is None or scope.selects_all:
        return [], []
    moment = float(micros(scope.instant(now or datetime.now(timezone.utc))))
    must = [FieldCondition("indexedAtUs", range=RangeFloat(lte=moment))] if scope.as_of is not None else []
    if scope.include_superseded:
        return must, []
    return must, [
        FieldCondition(SUPERSEDED_AT_US, range=RangeFloat(lte=moment)),
        FieldCondition(VALID_FROM_US, range=RangeFloat(gt=moment)),
        FieldCondition(VALID_UNTIL_US, range=RangeFloat(lte=moment)),
    ]


def narrowing_conditions(narrowing: SourceNarrowing) -> list[FieldCondition]:
    """A source pattern's narrowing as conditions on source, sourceDirs, sourceDepth, sourceExt, sourceNames, sourceParent."""
    conditions = []
    if narrowing.source is not None:
        conditions.append(FieldCondition("source", match=MatchValue(narrowing.source)))
    if narrowing.directory is not None:
        conditions.append(FieldCondition("sourceDirs", match=MatchValue(narrowing.directory)))
    if narrowing.depth is not None:
        conditions.append(FieldCondition("sourceDepth", match=MatchValue(narrowing.depth)))
    if narrowing.extension is not None:
        conditions.append(FieldCondition("sourceExt", match=MatchValue(narrowing.extension)))
    conditions += [FieldCondition("sourceNames", match=MatchValue(name)) for name in narrowing.names]
    if narrowing.parent is not None:
        conditions.append(FieldCondition("sourceParent", match=MatchValue(narrowing.parent)))
    return conditions


def language_conditions(f: DocumentFilter, *, native_sources: bool = True) -> list[FieldCondition]:
    """Every field of the filter language Qdrant matches by value; the source patterns narrowed
    (exactly, when `source_exact_natively`; the exclusions are then `build_filter`'s must_not)."""
    conditions: list[FieldCondition] = []

    def one_of(key: str, values: Sequence[str]) -> None:
        if values:
            conditions.append(FieldCondition(key, match=MatchAny(list(values))))

    one_of("tags", f.tags_any)
    conditions += [FieldCondition("tags", match=MatchValue(tag)) for tag in f.tags_all]
    one_of("contentType", f.content_types)
    one_of("sessionId", f.session_ids)
    one_of("agent", f.agents)
    one_of("category", f.categories)
    one_of("game", f.games)
    one_of("role", f.roles)
    if f.decision_id is not None:
        conditions.append(FieldCondition("decisionId", match=MatchValue(f.decision_id)))
    if f.since is not None or f.until is not None:
        # Whole microseconds below 2**53: exact as the float bounds Edge takes.
        conditions.append(
            FieldCondition(
                "indexedAtUs",
                range=RangeFloat(
                    gte=float(micros_since_epoch(f.since)) if f.since is not None else None,
                    lt=float(micros_since_epoch(f.until)) if f.until is not None else None,
                ),
            )
        )
    if native_sources:
        for narrowing in f.source_includes():
            conditions += narrowing_conditions(narrowing)
    return conditions


def listed_sources(shard: EdgeShard, condition: Filter | None) -> list[str]:
    """The distinct sources of the points `condition` selects (a source pattern's native narrowing
    and the rest of the filter), for the pattern to pick from; FilterError past MAX_SOURCE_FACET."""
    hits = shard.facet(FacetRequest("source", limit=MAX_SOURCE_FACET, exact=True, filter=condition)).hits
    if len(hits) >= MAX_SOURCE_FACET:
        raise FilterError(f"qdrant edge: over {MAX_SOURCE_FACET} sources to match the source pattern against")
    return [str(hit.value) for hit in hits]


def count_old_points(shard: EdgeShard) -> int:
    """How many points lack the newest filter field (an older release wrote them)."""
    return int(shard.count(CountRequest(exact=True, filter=OLD_POINTS)))


def complete_filter_fields(shard: EdgeShard) -> int:
    """Give the points an older release wrote every filter field, derived from what they carry
    (`filter_fields_of_payload`): the optimizer's child runs this on its copy before it optimizes,
    because Edge moves every point whose payload is set out of its indexed segment (its vector is
    then searched by a full scan until the next optimization). Returns how many points it completed."""
    completed = 0
    remaining = count_old_points(shard)
    wanted = PayloadSelector.Include(["source", "metadata", "timestamp"])
    while remaining:
        # From the start every time: the points completed no longer match.
        records, _ = shard.scroll(ScrollRequest(limit=COMPLETION_PAGE, filter=OLD_POINTS, with_payload=wanted, with_vector=False))
        groups = old_points_by_filter_fields(records)
        for fields, ids in groups:
            shard.update(UpdateOperation.set_payload(ids, fields))
        completed += len(records)
        left = count_old_points(shard)
        if left >= remaining:  # bounded: every round completes some, or it stops
            raise DependencyError(f"qdrant edge: {left} points still lack the filter fields after they were set")
        remaining = left
    return completed


def recency_formula(recency: Recency, instant: datetime) -> Formula:
    """The fused score times `Recency.factor` of the point's document time at `instant`: its
    validFrom when it has one, else its `timestamp` (when it was indexed). Qdrant's exponential decay
    with midpoint 0.5 at a distance of one half-life is 0.5 ** (age / half-life)."""
    indexed = Expression.Decay(
        DecayKind.Exp, Expression.DatetimeKey("timestamp"), target=Expression.Datetime(instant.isoformat()), scale=recency.half_life_s, midpoint=0.5
    )
    valid = Expression.Decay(
        DecayKind.Exp, Expression.Variable(VALID_FROM_US), target=Expression.Constant(float(micros(instant))), scale=recency.half_life_s * 1e6, midpoint=0.5
    )
    has_valid_from = FieldCondition(VALID_FROM_US, range=RangeFloat(gte=float(-(2**62))))
    decay = Expression.Sum(
        [Expression.Mult([Expression.Condition(IsEmptyCondition(VALID_FROM_US)), indexed]), Expression.Mult([Expression.Condition(has_valid_from), valid])]
    )
    factor = Expression.Sum([Expression.Constant(1.0 - recency.weight), Expression.Mult([Expression.Constant(recency.weight), decay])])
    # The default only stands in where the point has no validFrom, whose term is multiplied by 0.
    return Formula(Expression.Mult([Expression.Variable("$score"), factor]), defaults={VALID_FROM_US: 0.0})


def point_from_chunk(chunk: Chunk, vector: Sequence[float]) -> Point:
    return Point(chunk.vector_id, list(vector), chunk.payload())
