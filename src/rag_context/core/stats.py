"""Metrics records -> the stats response (technical spec §3.4)."""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from datetime import datetime, timedelta

from rag_context.core.filters import DocumentFilter
from rag_context.core.models import MetricsRecord, QueryObservation

TIME_RANGES: dict[str, timedelta] = {
    "1h": timedelta(hours=1),
    "24h": timedelta(hours=24),
    "7d": timedelta(days=7),
    "30d": timedelta(days=30),
}
DEFAULT_TIME_RANGE = "24h"

# `queriesByAgent` names at most this many agents (the busiest); the rest are summed under OTHER_AGENTS,
# so that any number of distinct agent names keeps the stats answer small.
TOP_AGENTS = 20
OTHER_AGENTS = "other"


@dataclass(frozen=True, slots=True)
class QueryFilter:
    """The part of the filter language a metrics record can answer: the agent that searched, the
    contract filters the search named (contentType, category, game), and when it ran."""

    agents: tuple[str, ...] = ()
    content_types: tuple[str, ...] = ()
    categories: tuple[str, ...] = ()
    games: tuple[str, ...] = ()
    since: datetime | None = None
    until: datetime | None = None

    @classmethod
    def of(cls, document_filter: DocumentFilter | None) -> "QueryFilter | None":
        """None when the filter narrows nothing a record carries."""
        if document_filter is None:
            return None
        f = document_filter
        queries = cls(f.agents, f.content_types, f.categories, f.games, f.since, f.until)
        return None if queries == cls() else queries

    def window_start(self, start: datetime) -> datetime:
        return max(start, self.since) if self.since is not None else start

    def matches(self, record: MetricsRecord) -> bool:
        for wanted, value in (
            (self.agents, record.agent),
            (self.content_types, record.content_type),
            (self.categories, record.category),
            (self.games, record.game),
        ):
            if wanted and value not in wanted:
                return False
        if self.since is not None and record.timestamp < self.since:
            return False
        return self.until is None or record.timestamp < self.until


@dataclass(frozen=True, slots=True)
class Stats:
    total_documents: int
    total_queries: int = 0
    avg_latency: float = 0.0
    p95_latency: float = 0.0
    p99_latency: float = 0.0
    cache_hit_rate: float = 0.0
    fallback_rate: float = 0.0
    queries_by_agent: dict[str, int] = field(default_factory=dict)
    errors_by_dependency: dict[str, int] = field(default_factory=dict)


def top_agents(counts: Mapping[str, int], limit: int = TOP_AGENTS) -> dict[str, int]:
    """The `limit` agents with the most queries (ties by name), and `other`: the sum of the rest. An
    agent that is really called `other` shares that bucket. The counts always sum to the total."""
    if len(counts) <= limit:
        return dict(counts)
    ranked = sorted(counts.items(), key=lambda item: (-item[1], item[0]))
    kept = dict(ranked[:limit])
    kept[OTHER_AGENTS] = kept.get(OTHER_AGENTS, 0) + sum(count for _, count in ranked[limit:])
    return kept


def window_start(time_range: str, now: datetime) -> datetime:
    return now - TIME_RANGES[time_range]


def nearest_rank(count: int, fraction: float) -> int:
    """The 1-based rank of the nearest-rank percentile among `count` values (0 when there are none)."""
    return max(1, math.ceil(fraction * count)) if count else 0


def percentile(sorted_values: Sequence[float], fraction: float) -> float:
    """Nearest-rank percentile: the smallest value with at least `fraction` of the values at or below it."""
    if not sorted_values:
        return 0.0
    return sorted_values[nearest_rank(len(sorted_values), fraction) - 1]


@dataclass(frozen=True, slots=True)
class WindowAggregates:
    """What a store computes over the metrics records of a window (SQL, an aggregation pipeline):
    never the records themselves, so that stats cost the same memory at any number of them."""

    total_queries: int
    latency_sum: float
    cache_hits: int
    fallbacks: int
    p95_latency: float
    p99_latency: float
    queries_by_agent: dict[str, int]

    def to_stats(self, total_documents: int) -> Stats:
        """Rounded as `compute_stats` rounds, so both paths answer the same."""
        total = self.total_queries
        if not total:
            return Stats(total_documents=total_documents)
        return Stats(
            total_documents=total_documents,
            total_queries=total,
            avg_latency=round(self.latency_sum / total, 3),
            p95_latency=round(self.p95_latency, 3),
            p99_latency=round(self.p99_latency, 3),
            cache_hit_rate=round(self.cache_hits / total, 4),
            fallback_rate=round(self.fallbacks / total, 4),
            queries_by_agent=top_agents(self.queries_by_agent),
        )


def compute_stats(observations: Sequence[QueryObservation], total_documents: int) -> Stats:
    if not observations:
        return Stats(total_documents=total_documents)
    latencies = sorted(item.latency_ms for item in observations)
    total = len(observations)
    return Stats(
        total_documents=total_documents,
        total_queries=total,
        avg_latency=round(sum(latencies) / total, 3),
        p95_latency=round(percentile(latencies, 0.95), 3),
        p99_latency=round(percentile(latencies, 0.99), 3),
        cache_hit_rate=round(sum(item.cache_hit for item in observations) / total, 4),
        fallback_rate=round(sum(item.fallback for item in observations) / total, 4),
        queries_by_agent=top_agents(Counter(item.agent for item in observations)),
    )
