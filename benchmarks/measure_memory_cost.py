"""What decisions-as-memory (issue 32, docs/memory.md) adds to a search and to an index request, on
a data directory `rag-context scale` built (100,000 chunks: 10,000 documents in 100 sessions).

Searches, interleaved round by round (a machine whose load drifts favours none), each the
vector index's hybrid search in-process, the query embedding excluded, p50/p99 and the ratio to
the search without any memory condition (how every search ran before issue 32):

- `current`: the condition every API search now sends by default (not superseded, valid now);
- the same once 1 % of the documents are superseded (their points told, as a supersession leaves
  them: moved out of their indexed segment, counted towards the next optimization);
- `asOf` an instant, `includeSuperseded` with `asOf`; a recency decay (the engine's formula);
- the store's keyword search (SQLite FTS5) with and without the condition;
- what a search adds while a supersession waits to be told to the index: one read of the hits'
  documents' memory (`memory_of`, ten documents);
- diversity: MMR (Python) over 25 candidates with their stored vectors (limit 5).

An index request: what its answer's suggestions take (`IndexingService._suggestions`: the new
document's mean vector from the index, the nearest chunks of its session and kind, and for a
decision its session's current decisions read for its references), for a document of the scale
set and for a decision of a session of 200 decisions.

Run (from the repository root, once the project is installed):
    rag-context scale --sizes 100k --no-http --work-dir WORK
    python benchmarks/measure_memory_cost.py WORK/n100000 [ROUNDS]
The data directory is changed (1 % superseded, 200 decisions added): build it again for anything else.
"""

from __future__ import annotations

import argparse
import asyncio
import random
import statistics
import time
from collections.abc import Awaitable, Callable
from datetime import timedelta
from pathlib import Path

from qdrant_edge import ScrollRequest

from rag_context.backends.stores.sqlite import STORE_FILE, SqliteStore
from rag_context.backends.vectors.edge import EdgeVectorIndex
from rag_context.core.filters import DocumentFilter
from rag_context.core.indexing import DocumentCounter, IndexingService, IndexOutcome
from rag_context.core.memory.currency import DocumentMemory, MemoryScope
from rag_context.core.memory.ranking import Ranking, Recency, diversify
from rag_context.core.models import (
    Chunk,
    DocumentFilters,
    DocumentMetadata,
    DocumentStatus,
    IndexRequest,
    SearchFilters,
    StoredDocument,
    document_id_for,
    utc_now,
    vector_id_for,
)

WORDS = "flow wing pressure boundary layer heat transfer supersonic shock plate cylinder".split()


def percentile(values: list[float], fraction: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(fraction * len(ordered)))]


def report(timings: dict[str, list[float]], base: str) -> None:
    reference = statistics.median(timings[base])
    for name, values in timings.items():
        p50 = statistics.median(values)
        print(f"  {name:44} p50 {p50:7.3f} ms  p99 {percentile(values, 0.99):7.3f} ms  x{p50 / reference:5.2f}  (+{p50 - reference:6.3f} ms)")


async def interleaved(cases: dict[str, Callable[[int], Awaitable[object]]], rounds: int, count: int) -> dict[str, list[float]]:
    timings: dict[str, list[float]] = {name: [] for name in cases}
    for _ in range(rounds):
        for name, call in cases.items():
            for number in range(count):
                started = time.perf_counter()
                await call(number)
                timings[name].append((time.perf_counter() - started) * 1000)
    return timings


async def main(data_dir: Path, rounds: int) -> None:
    store = await SqliteStore.open(data_dir / STORE_FILE)
    index = EdgeVectorIndex.open(data_dir / "vectors", 384)
    try:
        rng = random.Random(32)
        points, _ = index._shard.scroll(ScrollRequest(limit=400, with_payload=True, with_vector=False))
        vectors = await index.vectors(rng.sample([str(point.id) for point in points], 100))
        texts = [" ".join(rng.sample(WORDS, 3)) for _ in vectors]
        now = utc_now()
        plain = SearchFilters()
        current = SearchFilters(document_filter=DocumentFilter(memory=MemoryScope()))
        as_of = SearchFilters(document_filter=DocumentFilter(memory=MemoryScope(as_of=now - timedelta(minutes=1))))
        history_as_of = SearchFilters(document_filter=DocumentFilter(memory=MemoryScope(as_of=now, include_superseded=True)))
        recency = Ranking(recency=Recency(30, 0.5), instant=now)

        def hybrid(filters: SearchFilters, ranking: Ranking | None = None) -> Callable[[int], Awaitable[object]]:
            if ranking is None:
                return lambda number: index.hybrid_search(vectors[number], texts[number], filters, 10, 0.2)
            return lambda number: index.hybrid_search(vectors[number], texts[number], filters, 10, 0.2, ranking=ranking)

        def keyword(filters: SearchFilters) -> Callable[[int], Awaitable[object]]:
            return lambda number: store.text_search(texts[number], filters, 10)

        print("hybrid search, nothing superseded")
        report(await interleaved({"no memory condition (before)": hybrid(plain), "current (the API's default)": hybrid(current)}, rounds, 100), "no memory condition (before)")

        # 1 % of the documents superseded, their points told as a supersession tells them.
        summaries = await store.list_documents(DocumentFilters(), 10_000)
        superseded = [summary.document_id for summary in summaries[::100]]
        started = time.perf_counter()
        await index.set_memory([(document_id, DocumentMemory(superseded_by="bench", superseded_at=now)) for document_id in superseded])
        await index.sync()
        print(f"\n{len(superseded)} documents superseded: their points told in {time.perf_counter() - started:.2f} s")
        timings = await interleaved(
            {
                "no memory condition (before)": hybrid(plain),
                "current (the API's default)": hybrid(current),
                "asOf a minute ago": hybrid(as_of),
                "asOf now, includeSuperseded": hybrid(history_as_of),
                "current, recency 30 days / 0.5 (formula)": hybrid(current, recency),
            },
            rounds,
            100,
        )
        report(timings, "no memory condition (before)")

        print("\nthe store's keyword search (SQLite FTS5)")
        report(await interleaved({"no memory condition (before)": keyword(plain), "current": keyword(current)}, rounds, 100), "no memory condition (before)")

        found = await index.hybrid_search(vectors[0], texts[0], current, 25, 0.2)
        ids = [hit.document_id for hit in found[:10]]
        stored = await index.vectors_of([hit.vector_id for hit in found])
        print("\nadded to a search when asked, or while a supersession waits to be told")
        extra = await interleaved(
            {
                "memory_of (10 documents: the store check)": lambda _: store.memory_of(ids),
                "vectors_of (25 candidates: for MMR)": lambda _: index.vectors_of([hit.vector_id for hit in found]),
                "MMR over 25 candidates (diversity 0.3)": lambda _: asyncio.sleep(0, diversify(found, 0.3, stored)),
            },
            rounds,
            100,
        )
        for name, values in extra.items():
            print(f"  {name:44} p50 {statistics.median(values):7.3f} ms  p99 {percentile(values, 0.99):7.3f} ms")

        # An index request's suggestions: a documentation document of the scale set, and a decision
        # of a session holding 200 decisions (listed for its references).
        decisions = decision_documents(200)
        await store.save_documents(decisions)
        await store.set_statuses([(document.document_id, document.fingerprint) for document in decisions], DocumentStatus.INDEXED)
        service = IndexingService(None, index, store, None, DocumentCounter(), lambda: None)  # type: ignore[arg-type]
        documents = [summary for summary in summaries[1::97]][:100]
        decision = decisions[-1]

        async def documentation(number: int) -> object:
            summary = documents[number]
            request = IndexRequest("flow over a wing", "documentation", summary.session_id, summary.source)
            outcome = IndexOutcome(summary.document_id, [vector_id_for(summary.document_id, chunk) for chunk in range(summary.chunk_count)], DocumentStatus.INDEXED, 0.0)
            return await service._suggestions(request, outcome)

        async def decided(_: int) -> object:
            request = IndexRequest(decision.content, "decision", decision.session_id, decision.source)
            outcome = IndexOutcome(decision.document_id, [], DocumentStatus.PENDING, 0.0)  # no vectors: the listing and parsing only
            return await service._suggestions(request, outcome)

        print("\nan index request's suggestions")
        timings = await interleaved({"similar (a document of the scale set)": documentation, "mayReplace (a decision, 200 in its session)": decided}, rounds, 100)
        for name, values in timings.items():
            print(f"  {name:44} p50 {statistics.median(values):7.3f} ms  p95 {percentile(values, 0.95):7.3f} ms  p99 {percentile(values, 0.99):7.3f} ms")
    finally:
        await index.close()
        await store.close()


def decision_documents(count: int) -> list[StoredDocument]:
    moment = utc_now()
    documents = []
    for number in range(count):
        session, source = "bench-decisions", f"decisions/{number:04d}-decision.md"
        text = f"# {number:04d}. Decision {number}\n\nIn [ADR {max(number - 1, 0)}]({max(number - 1, 0):04d}-decision.md) we decided on the flow over the wing; we revisit it."
        document_id = document_id_for(session, source)
        chunk = Chunk(vector_id_for(document_id, 0), document_id, 0, text, session, source, "decision", DocumentMetadata(), moment, fingerprint=f"d{number}")
        documents.append(
            StoredDocument(document_id, session, source, "decision", text, DocumentMetadata(), f"d{number}", DocumentStatus.PENDING, moment, (chunk,))
        )
    return documents


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("data_dir", type=Path, help="a size's data directory of `rag-context scale` (WORK/n100000)")
    parser.add_argument("rounds", type=int, nargs="?", default=3, help="interleaved rounds of 100 calls per case (default 3)")
    arguments = parser.parse_args()
    asyncio.run(main(arguments.data_dir, arguments.rounds))
