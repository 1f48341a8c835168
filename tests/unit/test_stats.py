"""stats.compute_stats and its helpers."""

from __future__ import annotations

from datetime import datetime, timedelta, timezone

import pytest

from rag_context.core.models import QueryObservation
from rag_context.core.stats import DEFAULT_TIME_RANGE, TIME_RANGES, TOP_AGENTS, Stats, compute_stats, percentile, top_agents, window_start


def obs(latency: float, fallback: bool = False, cache_hit: bool = False, agent: str = "unknown") -> QueryObservation:
    return QueryObservation(latency_ms=latency, fallback=fallback, cache_hit=cache_hit, agent=agent)


def test_latencies_1_to_100_give_nearest_rank_percentiles() -> None:
    observations = [obs(float(value)) for value in range(100, 0, -1)]  # unsorted on purpose
    stats = compute_stats(observations, total_documents=42)
    assert stats.total_documents == 42
    assert stats.total_queries == 100
    assert stats.p95_latency == 95
    assert stats.p99_latency == 99
    assert stats.avg_latency == pytest.approx(50.5)


def test_nearest_rank_on_a_short_list() -> None:
    values = [10.0, 20.0, 30.0, 40.0, 50.0, 60.0, 70.0, 80.0, 90.0, 1000.0]
    stats = compute_stats([obs(v) for v in values], total_documents=0)
    assert stats.p95_latency == 1000.0  # ceil(9.5) = rank 10
    assert stats.p99_latency == 1000.0
    assert stats.avg_latency == pytest.approx(145.0)


@pytest.mark.parametrize(
    ("values", "fraction", "expected"),
    [
        ([5.0], 0.95, 5.0),
        ([1.0, 2.0], 0.5, 1.0),
        ([1.0, 2.0], 0.51, 2.0),
        ([float(v) for v in range(1, 21)], 0.95, 19.0),
        ([float(v) for v in range(1, 201)], 0.99, 198.0),
        ([], 0.95, 0.0),
    ],
)
def test_percentile(values: list[float], fraction: float, expected: float) -> None:
    assert percentile(values, fraction) == expected


def test_rates_and_queries_by_agent() -> None:
    observations = (
        [obs(10, cache_hit=True, agent="Oracle")] * 3
        + [obs(20, fallback=True, agent="Oracle")] * 2
        + [obs(30, agent="Fixer")] * 4
        + [obs(40, fallback=True, agent="unknown")]
    )
    stats = compute_stats(observations, total_documents=7)
    assert stats.total_queries == 10
    assert stats.cache_hit_rate == pytest.approx(0.3)
    assert stats.fallback_rate == pytest.approx(0.3)
    assert stats.queries_by_agent == {"Oracle": 5, "Fixer": 4, "unknown": 1}
    assert stats.avg_latency == pytest.approx((30 + 40 + 120 + 40) / 10)
    assert 0.0 <= stats.cache_hit_rate <= 1.0 and 0.0 <= stats.fallback_rate <= 1.0


def test_rates_are_rounded() -> None:
    stats = compute_stats([obs(1, cache_hit=True), obs(2), obs(3)], total_documents=0)
    assert stats.cache_hit_rate == 0.3333
    assert stats.fallback_rate == 0.0


def test_no_observation_gives_zeros_with_the_document_count() -> None:
    stats = compute_stats([], total_documents=12)
    assert stats == Stats(total_documents=12)
    assert (stats.total_queries, stats.avg_latency, stats.p95_latency, stats.p99_latency) == (0, 0.0, 0.0, 0.0)
    assert (stats.cache_hit_rate, stats.fallback_rate, stats.queries_by_agent) == (0.0, 0.0, {})


def test_time_ranges() -> None:
    now = datetime(2026, 1, 31, 12, 0, tzinfo=timezone.utc)
    assert DEFAULT_TIME_RANGE == "24h"
    assert set(TIME_RANGES) == {"1h", "24h", "7d", "30d"}
    assert window_start("1h", now) == now - timedelta(hours=1)
    assert window_start("24h", now) == now - timedelta(days=1)
    assert window_start("7d", now) == now - timedelta(days=7)
    assert window_start("30d", now) == now - timedelta(days=30)
    with pytest.raises(KeyError):
        window_start("2h", now)


def test_queries_by_agent_name_the_busiest_and_sum_the_rest_as_other() -> None:
    observations = [obs(1.0, agent=f"agent-{n:02d}") for n in range(TOP_AGENTS + 5)]  # one query each
    observations += [obs(1.0, agent="busy")] * 4
    by_agent = compute_stats(observations, total_documents=0).queries_by_agent
    assert len(by_agent) == TOP_AGENTS + 1
    assert list(by_agent)[:2] == ["busy", "agent-00"]  # by count, then by name
    assert by_agent["other"] == 6 and sum(by_agent.values()) == len(observations)


def test_top_agents_keeps_everything_up_to_the_limit_and_shares_other_with_an_agent_of_that_name() -> None:
    assert top_agents({"a": 1, "b": 2}, limit=2) == {"a": 1, "b": 2}
    assert top_agents({"other": 5, "a": 3, "b": 1, "c": 1}, limit=2) == {"other": 7, "a": 3}
    assert top_agents({"a": 3, "b": 2, "other": 1}, limit=2) == {"a": 3, "b": 2, "other": 1}
