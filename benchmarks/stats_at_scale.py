"""Stats over a million metrics records in SQLite: the store's aggregation (SqliteStore.stats)
against the old path (every record of the window read into Python, then compute_stats).

Run (from the repository root, once the project is installed):
    python benchmarks/stats_at_scale.py [RECORDS] [DB_PATH]   (default 1000000, a temporary file)

Records: timestamps uniform over 29 days, lognormal latencies, 12 agents. Prints the median of
three calls per window, the growth of the resident set, and whether both paths answer the same.
"""

import argparse
import asyncio
import gc
import random
import tempfile
import time
from datetime import datetime, timedelta, timezone
from pathlib import Path

from rag_context.backends.stores.sqlite import SqliteStore
from rag_context.core.models import MetricsRecord
from rag_context.core.stats import compute_stats


def rss_mib() -> float:
    for line in open("/proc/self/status"):
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    return 0.0


async def main(records: int, path: Path) -> None:
    fresh = not path.exists()
    store = await SqliteStore.open(path)
    now = datetime.now(timezone.utc)
    rng = random.Random(1)
    agents = [f"agent-{i}" for i in range(12)]
    if fresh:
        started = time.perf_counter()
        for start in range(0, records, 20_000):
            await store.record_metrics([
                MetricsRecord(
                    timestamp=now - timedelta(seconds=rng.uniform(0, 29 * 86400)), query="q", results_count=3,
                    latency_ms=rng.lognormvariate(3, 0.8), fallback=rng.random() < 0.05, fallback_level=1,
                    cache_hit=rng.random() < 0.3, agent=rng.choice(agents),
                )
                for _ in range(min(20_000, records - start))
            ])
        print(f"inserted {records} records in {time.perf_counter() - started:.1f} s")
        await store.close()
        store = await SqliteStore.open(path)  # the planner's statistics (ANALYZE at open) see the records
    base = rss_mib()
    for label, since in (("30d", now - timedelta(days=30)), ("24h", now - timedelta(hours=24)), ("1h", now - timedelta(hours=1))):
        times = []
        for _ in range(3):
            started = time.perf_counter()
            stats = await store.stats(since)
            times.append((time.perf_counter() - started) * 1000)
        print(f"{label}: store.stats {sorted(times)[1]:.1f} ms over {stats.total_queries} records, RSS +{rss_mib() - base:.1f} MiB")
    gc.collect()
    base = rss_mib()
    started = time.perf_counter()
    old = compute_stats(await store.query_observations(now - timedelta(days=30)), 0)
    print(f"30d: query_observations + compute_stats {time.perf_counter() - started:.2f} s, RSS +{rss_mib() - base:.1f} MiB")
    print("identical answers:", await store.stats(now - timedelta(days=30)) == old)
    await store.close()


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("records", type=int, nargs="?", default=1_000_000, help="metrics records written (default 1000000)")
    parser.add_argument("db_path", type=Path, nargs="?", help="the SQLite file (an existing one is measured as it is; default: a temporary file)")
    arguments = parser.parse_args()
    asyncio.run(main(arguments.records, arguments.db_path or Path(tempfile.mkdtemp(prefix="rag-stats-")) / "stats.sqlite3"))
