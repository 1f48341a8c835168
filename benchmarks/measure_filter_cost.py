"""The cost of 1 % filters of the filter language (docs/filters.md) on a shard `rag-context scale`
built, searched again without rebuilding it: hybrid search unfiltered and with each filter,
interleaved round by round (so a machine whose load drifts does not favour one), p50/p99 and the
ratio to the unfiltered p50; then each filter's first search after a write (`resolvedMs`: a source
pattern the payload conditions cannot say exactly is resolved by a facet then, and kept until the
next write), the median of 5.

Run (from the repository root, once the project is installed):
    rag-context scale --sizes 100k --no-http --work-dir WORK
    python benchmarks/measure_filter_cost.py WORK/n100000/vectors [ROUNDS] [--keep-old]

A shard an older release wrote has points without the newest filter fields: the index matches
source patterns by the sources alone while they are there. This completes them first (an
optimization, its child deriving the fields from each point's payload) and prints what that took,
unless --keep-old asks to measure the searches with them in place.
"""

import argparse
import asyncio
import random
import statistics
import time
from pathlib import Path

from qdrant_edge import ScrollRequest

from rag_context.backends.vectors.edge import EdgeVectorIndex
from rag_context.core.filters import FilterSpec
from rag_context.core.models import SearchFilters

RESOLUTIONS = 5


def spec(fields: dict) -> SearchFilters:
    return SearchFilters(document_filter=FilterSpec.model_validate(fields).resolve())


CASES = {
    "unfiltered": SearchFilters(),
    "session": SearchFilters(session_id="scale-7"),
    "tag": spec({"tagsAny": ["t07"]}),
    "glob src/m07/*.md": spec({"sourceGlob": "src/m07/*.md"}),
    "glob **/m07/*.md": spec({"sourceGlob": "**/m07/*.md"}),
    "glob **/m07/doc-*.md": spec({"sourceGlob": "**/m07/doc-*.md"}),
    "exclude **/m08/**": spec({"excludeSourceGlobs": ["**/m08/**"]}),
    "session+glob+exclude": spec({"sessionIds": ["scale-7"], "sourceGlob": "src/**", "excludeSourceGlobs": ["src/m08/**"]}),
}


async def main(shard: Path, rounds: int, keep_old: bool) -> None:
    started = time.perf_counter()
    index = EdgeVectorIndex.open(shard, 384)
    print(f"open: {time.perf_counter() - started:.1f} s, old points: {getattr(index, 'old_points', 'n/a')}")
    if getattr(index, "old_points", False) and not keep_old:
        started = time.perf_counter()
        completed = await index.complete_payloads()
        print(f"completed the filter fields of {completed} points (with the optimization): {time.perf_counter() - started:.1f} s")
    shard = index._shard
    points, _ = shard.scroll(ScrollRequest(limit=400, with_payload=True, with_vector=False))
    rng = random.Random(7)
    vectors = await index.vectors(rng.sample([str(point.id) for point in points], 100))
    words = "flow wing pressure boundary layer heat transfer supersonic shock plate cylinder".split()
    texts = [" ".join(rng.sample(words, 3)) for _ in vectors]
    timings: dict[str, list[float]] = {name: [] for name in CASES}
    found: dict[str, int] = {}
    for _ in range(rounds):
        for name, filters in CASES.items():
            for vector, text in zip(vectors, texts):
                started = time.perf_counter()
                hits = await index.hybrid_search(vector, text, filters, 10, 0.2)
                timings[name].append((time.perf_counter() - started) * 1000)
                found[name] = min(found.get(name, 10), len(hits))
    resolved: dict[str, float] = {}
    for name, filters in CASES.items():
        samples = []
        for attempt in range(RESOLUTIONS):
            index._source_cache.clear()  # what a write does
            started = time.perf_counter()
            await index.hybrid_search(vectors[attempt], texts[attempt], filters, 10, 0.2)
            samples.append((time.perf_counter() - started) * 1000)
        resolved[name] = statistics.median(samples)
    base = statistics.median(timings["unfiltered"])
    for name, values in timings.items():
        values.sort()
        p50 = statistics.median(values)
        p99 = values[int(len(values) * 0.99) - 1]
        print(
            f"{name:22} p50 {p50:7.3f} ms  p99 {p99:7.3f} ms  x{p50 / base:5.2f}  "
            f"first after a write {resolved[name]:8.1f} ms  (fewest hits {found[name]})"
        )
    await index.close()


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("shard", type=Path, help="the vectors folder of a `rag-context scale` size (WORK/n100000/vectors)")
    parser.add_argument("rounds", type=int, nargs="?", default=3, help="interleaved rounds of 100 searches per filter (default 3)")
    parser.add_argument("--keep-old", action="store_true", help="measure with the points an older release wrote as they are")
    arguments = parser.parse_args()
    asyncio.run(main(arguments.shard, arguments.rounds, arguments.keep_old))
