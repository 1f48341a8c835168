"""The cost of 1 % filters of the filter language (docs/filters.md) on a shard `rag-context scale`
built, searched again without rebuilding it: hybrid search unfiltered and with each filter,
interleaved round by round (so a machine whose load drifts does not favour one), p50/p99 and the
ratio to the unfiltered p50.

Run (from the repository root, once the project is installed):
    rag-context scale --sizes 100k --no-http --work-dir WORK
    python scripts/measure_filter_cost.py WORK/n100000/vectors [ROUNDS]

A shard built before `sourceDepth` was in the payload gets it first (every scale source is
src/mXX/doc-N.md: depth 2), with its payload index.
"""
import asyncio, random, statistics, sys, time
from pathlib import Path
from qdrant_edge import FieldCondition, Filter, MatchValue, PayloadSchemaType, UpdateOperation, ScrollRequest
from rag_context.backends.vectors.edge import EdgeVectorIndex
from rag_context.core.filters import FilterSpec
from rag_context.core.models import SearchFilters

async def main():
    idx = EdgeVectorIndex.open(Path(sys.argv[1]), 384)
    shard = idx._shard
    if "sourceDepth" not in shard.info().payload_schema:
        shard.update(UpdateOperation.set_payload_by_filter(Filter(must=[FieldCondition("sourceExt", match=MatchValue(".md"))]), {"sourceDepth": 2}))
        shard.update(UpdateOperation.create_field_index("sourceDepth", PayloadSchemaType.Integer))
        shard.flush()
    points, _ = shard.scroll(ScrollRequest(limit=400, with_payload=True, with_vector=False))
    ids = [str(p.id) for p in points]
    rng = random.Random(7)
    qids = rng.sample(ids, 100)
    vectors = await idx.vectors(qids)
    words = "flow wing pressure boundary layer heat transfer supersonic shock plate cylinder".split()
    texts = [" ".join(rng.sample(words, 3)) for _ in vectors]
    spec = lambda d: SearchFilters(document_filter=FilterSpec.model_validate(d).resolve())
    cases = {
        "unfiltered": SearchFilters(),
        "session 1%": SearchFilters(session_id="scale-7"),
        "tag 1%": spec({"tagsAny": ["t07"]}),
        "glob src/m07/*.md 1%": spec({"sourceGlob": "src/m07/*.md"}),
        "glob **/m07/*.md 1%": spec({"sourceGlob": "**/m07/*.md"}),
        "session + glob, exclude 1%": spec({"sessionIds": ["scale-7"], "sourceGlob": "src/**", "excludeSourceGlobs": ["src/m08/**"]}),
    }
    timings = {name: [] for name in cases}
    rounds = int(sys.argv[2]) if len(sys.argv) > 2 else 3
    for _ in range(rounds):
        for name, filters in cases.items():
            for v, t in zip(vectors, texts):
                started = time.perf_counter()
                hits = await idx.hybrid_search(v, t, filters, 10, 0.2)
                timings[name].append((time.perf_counter() - started) * 1000)
    base = statistics.median(timings["unfiltered"])
    for name, values in timings.items():
        values.sort()
        p50 = statistics.median(values); p99 = values[int(len(values) * 0.99) - 1]
        print(f"{name:24} p50 {p50:7.3f} ms  p99 {p99:7.3f} ms  x{p50 / base:5.2f}")
    await idx.close()

asyncio.run(main())
