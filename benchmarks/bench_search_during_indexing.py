"""Search latency through the HTTP service, idle and while three ~99,000-character documents are
indexed at once (issue 14, item 8: searches before bulk work).

Run from the repository root, once the project is installed:
    python benchmarks/bench_search_during_indexing.py [--documents 60] [--queries 30] [--out FILE]

It starts `rag-context serve` on a fresh data directory (127.0.0.1, a free port), indexes the first
`--documents` Cranfield documents, sends `--queries` searches one after another (cache misses: each
query text is new) for the idle figures, then sends three index requests of ~99,000 characters at
once and, until all three documents are `indexed` (the index requests answered, and the reconciler
done with any that were answered `pending`), the same kind of searches one after another. Printed:
p50/p90/max of the searches' wall time in each phase, the ratio of the p50s, the fallback levels
seen, the index requests' answers, and the embedder failures the server logged. The service's code
is the one on PYTHONPATH (point it at another checkout to measure that one).
"""

from __future__ import annotations

import argparse
import asyncio
import json
import shutil
import statistics
import sys
import tempfile
import time
from collections import Counter
from pathlib import Path
from typing import Any

from rag_context.commands.bench import ServerProcess, distinct_queries, free_port
from rag_context.commands.evaluate import document_text, load_dataset
from rag_context.datasets import CRANFIELD

BIG_DOCUMENT_CHARS = 99_000
BIG_DOCUMENTS = 3
WARMUP_SEARCHES = 8


def percentile(values: list[float], fraction: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, max(0, round(fraction * len(ordered) + 0.5) - 1))]


def big_documents(texts: list[str]) -> list[str]:
    """Three documents of about 99,000 characters, each from its own slice of the corpus."""
    documents = []
    share = len(texts) // BIG_DOCUMENTS
    for number in range(BIG_DOCUMENTS):
        parts, size = [f"Bulk document {number}."], 0
        for text in texts[number * share : (number + 1) * share]:
            if size + len(text) > BIG_DOCUMENT_CHARS:
                break
            parts.append(text)
            size += len(text) + 2
        documents.append("\n\n".join(parts))
    return documents


def summary(latencies: list[float], levels: Counter[int]) -> dict[str, Any]:
    return {
        "searches": len(latencies),
        "p50Ms": round(statistics.median(latencies), 1),
        "p90Ms": round(percentile(latencies, 0.9), 1),
        "maxMs": round(max(latencies), 1),
        "levels": {str(level): count for level, count in sorted(levels.items())},
    }


async def measure(url: str, corpus: list[str], bulk_texts: list[str], queries: list[str], idle_count: int) -> dict[str, Any]:
    import aiohttp

    timeout = aiohttp.ClientTimeout(total=600)
    async with aiohttp.ClientSession(base_url=url, timeout=timeout) as client:

        async def search(text: str) -> tuple[float, int]:
            started = time.perf_counter()
            async with client.post("/tools/rag_context_search", json={"query": text}) as response:
                payload = await response.json()
            return (time.perf_counter() - started) * 1000, int(payload["fallbackLevel"])

        async def index(content: str, source: str) -> dict[str, Any]:
            started = time.perf_counter()
            body = {"content": content, "contentType": "documentation", "sessionId": "bench-priority", "source": source}
            async with client.post("/tools/rag_context_index", json=body) as response:
                payload = await response.json()
            payload["requestSeconds"] = round(time.perf_counter() - started, 2)
            return payload

        async def status(document_id: str) -> str:
            async with client.get(f"/documents/{document_id}") as response:
                return (await response.json()).get("status", "?")

        print(f"indexing {len(corpus)} Cranfield documents", file=sys.stderr)
        for number, text in enumerate(corpus):
            await index(text, f"cranfield/{number}")
        queries = iter(queries)
        for _ in range(WARMUP_SEARCHES):
            await search(next(queries))

        idle_latencies, idle_levels = [], Counter[int]()
        for _ in range(idle_count):
            latency, level = await search(next(queries))
            idle_latencies.append(latency)
            idle_levels[level] += 1
        print(f"idle: p50 {statistics.median(idle_latencies):.1f} ms", file=sys.stderr)

        documents = big_documents(bulk_texts)
        print(f"indexing {len(documents)} documents of {[len(d) for d in documents]} characters at once", file=sys.stderr)
        busy_started = time.perf_counter()
        requests = [asyncio.create_task(index(content, f"bulk/{n}.md")) for n, content in enumerate(documents)]
        busy_latencies, busy_levels = [], Counter[int]()
        answers: list[dict[str, Any]] = []
        while True:
            latency, level = await search(next(queries))
            busy_latencies.append(latency)
            busy_levels[level] += 1
            if all(request.done() for request in requests):
                answers = [request.result() for request in requests]
                statuses = [await status(answer["documentId"]) for answer in answers]
                if all(state == "indexed" for state in statuses):
                    break
        busy_seconds = time.perf_counter() - busy_started
        print(f"busy: p50 {statistics.median(busy_latencies):.1f} ms over {busy_seconds:.0f} s", file=sys.stderr)

    idle, busy = summary(idle_latencies, idle_levels), summary(busy_latencies, busy_levels)
    return {
        "idle": idle,
        "whileIndexing": busy | {"seconds": round(busy_seconds, 1)},
        "p50Ratio": round(busy["p50Ms"] / idle["p50Ms"], 2),
        "indexAnswers": [
            {"status": answer.get("status"), "chunks": len(answer.get("vectorIds", [])), "requestSeconds": answer["requestSeconds"]}
            for answer in answers
        ],
    }


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--documents", type=int, default=60, help="Cranfield documents indexed first (default 60)")
    parser.add_argument("--queries", type=int, default=30, help="idle searches measured (default 30)")
    parser.add_argument("--out", help="also write the figures as JSON to this file")
    args = parser.parse_args()

    dataset = load_dataset(CRANFIELD, CRANFIELD / "qrels" / "dev.tsv")
    texts = [document_text(title, text) for title, text in dataset.corpus.values() if text.strip()]
    bases = [text for text in dataset.queries.values() if text.strip()]
    queries = distinct_queries(bases, WARMUP_SEARCHES + args.queries + 5000, "priority")
    directory = Path(tempfile.mkdtemp(prefix="rag-bench-priority-"))
    log_path = directory.parent / f"{directory.name}.log"
    server = ServerProcess(directory / "data", free_port(), log_path)
    server.start()
    try:
        # The small documents are the collection's first ones, the big ones are made of the rest.
        result = asyncio.run(measure(server.url, texts[: args.documents], texts[args.documents :], queries, args.queries))
    finally:
        server.stop()
    log = log_path.read_text(errors="replace")
    result["serverLog"] = {
        "embedderFailures": sum(1 for line in log.splitlines() if "search.dependency_failed" in line and "embedder" in line),
        "embedderQueueFull": sum(1 for line in log.splitlines() if "search.dependency_queue_full" in line),
        "vectorsDeferred": sum(1 for line in log.splitlines() if "index.vectors_deferred" in line),
    }
    shutil.rmtree(directory, ignore_errors=True)
    log_path.unlink(missing_ok=True)
    print(json.dumps(result, indent=2))
    if args.out:
        Path(args.out).write_text(json.dumps(result, indent=2) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
