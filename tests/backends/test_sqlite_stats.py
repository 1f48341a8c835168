"""Stats and retention of SqliteStore, aggregated in SQL: against a brute-force computation on
seeded random records, on their own reader, pruned in bounded batches."""

from __future__ import annotations

import asyncio
import random
import threading
from datetime import datetime, timedelta, timezone
from pathlib import Path

import pytest

from rag_context.backends.stores.sqlite import METRICS_TABLE, SqliteStore
from rag_context.core.models import ComponentStatus, MetricsRecord, SearchFilters
from rag_context.core.stats import compute_stats
from backend_factories import make_document


@pytest.fixture
async def store(tmp_path: Path):
    s = await SqliteStore.open(tmp_path / "stats.sqlite3", metrics_retention_days=30)
    yield s
    await s.close()


def random_records(rng: random.Random, now: datetime, count: int) -> list[MetricsRecord]:
    """Latencies with many ties (rounded) and a long tail, a few agents, times over three days."""
    return [
        MetricsRecord(
            timestamp=now - timedelta(seconds=rng.uniform(0, 3 * 86400)),
            query=f"q{i}",
            results_count=rng.randrange(10),
            latency_ms=round(rng.lognormvariate(2.5, 1.0), rng.choice((0, 1, 3))),
            fallback=rng.random() < 0.1,
            fallback_level=1,
            cache_hit=rng.random() < 0.3,
            agent=rng.choice(("coder", "planner", "reviewer", "unknown")),
        )
        for i in range(count)
    ]


@pytest.mark.parametrize("seed", [1, 2, 3])
async def test_stats_equal_the_brute_force_computation(store: SqliteStore, seed: int) -> None:
    rng = random.Random(seed)
    now = datetime.now(timezone.utc)
    records = random_records(rng, now, rng.randrange(1, 3000))
    await store.record_metrics(records)
    for window in (timedelta(hours=1), timedelta(hours=24), timedelta(days=7), timedelta(seconds=rng.uniform(0, 86400))):
        since = now - window
        expected = compute_stats(await store.query_observations(since), total_documents=0)
        inside = [r for r in records if r.timestamp >= since]
        assert expected.total_queries == len(inside)  # the brute force sees the window it should
        assert await store.stats(since) == expected


async def test_stats_of_an_empty_window_and_of_one_record(store: SqliteStore) -> None:
    now = datetime.now(timezone.utc)
    assert (await store.stats(now - timedelta(hours=1))).total_queries == 0
    await store.record_metrics(random_records(random.Random(7), now, 1))
    single = await store.stats(now - timedelta(days=4))
    assert single.total_queries == 1
    assert single.p95_latency == single.p99_latency == single.avg_latency


async def test_stats_read_only_the_covering_indexes(store: SqliteStore) -> None:
    """The plan of each stats query: an index, never a scan of the table nor a sort of the window."""
    def plans(conn) -> list[str]:
        window = "2024-01-01"
        by_agent = conn.execute(
            f"EXPLAIN QUERY PLAN SELECT agent, count(*), total(latency_ms), total(cache_hit), total(fallback) "
            f"FROM {METRICS_TABLE} INDEXED BY metrics_by_agent WHERE timestamp >= ? GROUP BY agent", (window,)
        ).fetchall()
        rank = conn.execute(
            f"EXPLAIN QUERY PLAN SELECT latency_ms FROM {METRICS_TABLE} INDEXED BY metrics_latency "
            f"WHERE timestamp >= ? ORDER BY latency_ms DESC LIMIT 1 OFFSET 5", (window,)
        ).fetchall()
        return [row[3] for row in by_agent + rank]

    details = await store._on(store._stats_reader, store._read_stats, plans)
    assert any("COVERING INDEX metrics_by_agent" in detail for detail in details), details
    assert any("COVERING INDEX metrics_latency" in detail for detail in details), details
    assert not any("TEMP B-TREE FOR ORDER BY" in detail for detail in details), details


async def test_a_long_stats_query_does_not_hold_up_other_reads(store: SqliteStore) -> None:
    """Stats have their own reader: while it is busy, health and the keyword fallback still answer."""
    await store.save_document(make_document("s", "a.md", ["zebra crossing"]))
    busy = threading.Event()
    release = threading.Event()

    def hold(conn) -> None:
        busy.set()
        release.wait(10)

    holding = asyncio.ensure_future(store._on(store._stats_reader, store._read_stats, hold))
    await asyncio.to_thread(busy.wait, 10)
    stats = asyncio.ensure_future(store.stats(datetime.now(timezone.utc) - timedelta(hours=1)))
    try:
        assert await store.health() == ComponentStatus.HEALTHY
        assert len(await store.text_search("zebra", SearchFilters(), 5)) == 1
        assert not stats.done()  # queued behind the held stats reader, which the others did not wait for
    finally:
        release.set()
    await holding
    assert (await stats).total_queries == 0


def aged(age: timedelta, query: str) -> MetricsRecord:
    return MetricsRecord(
        timestamp=datetime.now(timezone.utc) - age, query=query, results_count=0, latency_ms=1.0,
        fallback=False, fallback_level=1, cache_hit=False, agent="a",
    )


async def test_prune_removes_old_records_in_bounded_batches(store: SqliteStore) -> None:
    old = [aged(timedelta(days=31, minutes=i), f"old {i}") for i in range(23)]
    recent = [aged(timedelta(days=29, hours=23, minutes=i), f"recent {i}") for i in range(5)]
    await store.record_metrics(old + recent)

    batches: list[int] = []
    write = store._write

    def counting_write(function):
        result = write(function)
        if isinstance(result, int):
            batches.append(result)
        return result

    store._write = counting_write  # type: ignore[method-assign]
    assert await store.prune_metrics(batch_rows=5) == 23
    # each its own transaction, none larger than the batch; then the errors table's (empty here)
    assert batches == [5, 5, 5, 5, 3, 0]
    assert sorted(row["query"] for row in await store.metrics_rows(100)) == sorted(r.query for r in recent)
    assert await store.prune_metrics(batch_rows=5) == 0


async def test_writes_go_on_between_prune_batches(store: SqliteStore) -> None:
    """A document saved while a large prune runs is committed before the prune ends."""
    await store.record_metrics([aged(timedelta(days=40, seconds=i), f"old {i}") for i in range(200)])
    order: list[str] = []

    async def prune() -> None:
        await store.prune_metrics(batch_rows=10)
        order.append("prune done")

    async def save() -> None:
        await asyncio.sleep(0)
        await store.save_document(make_document("s", "b.md", ["saved while pruning"]))
        order.append("saved")

    await asyncio.gather(prune(), save())
    assert order == ["saved", "prune done"]
    assert await store.count_documents() == 1
    assert await store.metrics_rows(10) == []


async def test_the_service_prunes_in_the_background_from_its_start(tmp_path: Path) -> None:
    from rag_context.config import load_settings
    from rag_context.services import build_services
    from tests.unit.fakes import FakeEmbedder, FakeVectorIndex

    store = await SqliteStore.open(tmp_path / "service.sqlite3", metrics_retention_days=7)
    await store.record_metrics([aged(timedelta(days=8), "old"), aged(timedelta(days=1), "recent")])
    settings = load_settings(_env_file=None, rag_data_dir=tmp_path / "data", rag_metrics_retention_days=7)
    services = await build_services(settings, FakeEmbedder(dimension=8), FakeVectorIndex(), store)
    await services.start()
    try:
        for _ in range(200):  # the pruner is a background task: wait for its outcome, not for a time
            if [row["query"] for row in await store.metrics_rows(10)] == ["recent"]:
                break
            await asyncio.sleep(0.05)
        assert [row["query"] for row in await store.metrics_rows(10)] == ["recent"]
        stats, complete = await services.stats("30d")
        assert complete and stats.total_queries == 1
    finally:
        await services.close()
