"""What code search (core/code: declarations, identifier words, the embedded header) costs
`rag-context index` on a code tree, and a search, against the same run with the levers off.

Run (from the repository root, once the project is installed):
    python benchmarks/measure_code_indexing.py [PATH ...] [--rounds 2] [--queries 200]

PATH: code trees (default: the trees of the code sets named by --sets, from eval/datasets/code: the two
the figures in docs/performance.md were measured on).
Prints, for each round, the seconds of `rag-context index` (in-process, fresh data directory, the
bundled MiniLM) with every RAG_CODE_* lever off and on, alternating, and the chunks each made; then
the CPU seconds of cutting alone (Chunker.split against core/code's split_code with keyword_text),
and per query: split_query and a keyword-side search of the indexed tree. Figures in docs/performance.md.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("HF_HUB_OFFLINE", "1")
os.environ.setdefault("TOKENIZERS_PARALLELISM", "false")

import asyncio  # noqa: E402

from rag_context.commands.code_eval import code_sets  # noqa: E402
from rag_context.commands.index import BATCH_DOCUMENTS, BulkReport, prepare  # noqa: E402
from rag_context.config import load_settings  # noqa: E402
from rag_context.core.code import CodeOptions, keyword_text, split_code, split_query  # noqa: E402

LEVERS = ("rag_code_syntax_chunks", "rag_code_identifier_words", "rag_code_embed_header")
QUERIES = [
    "how is the retry delay computed",
    "where is the circuit breaker half open transition",
    "RetryHelper GetRetryDelay",
    "max_retry_attempts default",
    "HTTPClientFactory create client",
    "what similarity laws must be obeyed when constructing aeroelastic models",
]


async def index_in_process(settings, requests: list) -> int:
    """The documents indexed as `rag-context index` does in process (batches of BATCH_DOCUMENTS, then
    the vector index optimized): the chunks made."""
    from rag_context.services import build_services

    services = await build_services(settings)
    await services.start()
    try:
        chunks = 0
        for start in range(0, len(requests), BATCH_DOCUMENTS):
            outcomes = await services.indexing.index_many(requests[start : start + BATCH_DOCUMENTS])
            chunks += sum(len(outcome.vector_ids) for outcome in outcomes)
        await services.optimize_vectors()
        return chunks
    finally:
        await services.close()


def index_once(requests: list, on: bool, root: Path) -> tuple[float, float, int]:
    """`rag-context index` in-process on a fresh data directory: (wall s, CPU s of every thread, chunks)."""
    settings = load_settings(_env_file=None, rag_data_dir=root / f"data-{'on' if on else 'off'}-{time.monotonic_ns()}", **{lever: on for lever in LEVERS})
    wall, cpu = time.perf_counter(), time.process_time()
    chunks = asyncio.run(index_in_process(settings, requests))
    return time.perf_counter() - wall, time.process_time() - cpu, chunks


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("paths", nargs="*", type=Path)
    parser.add_argument("--rounds", type=int, default=2)
    parser.add_argument("--queries", type=int, default=200)
    parser.add_argument("--every", type=int, default=1, help="index every n-th file only (a smaller tree on a busy machine)")
    parser.add_argument("--sets", default="pythonnet,werkzeug", help="without PATH: these code sets of eval/datasets/code (default: pythonnet,werkzeug)")
    args = parser.parse_args()
    if args.paths:
        paths = args.paths
    else:
        sets = code_sets()
        missing = [name for name in args.sets.split(",") if name not in sets]
        if missing:
            parser.error(f"no code set {', '.join(missing)} in eval/datasets/code (found: {', '.join(sets) or 'none'}): run from a clone or give PATH")
        paths = [sets[name] / "tree" for name in args.sets.split(",")]
    requests = prepare(paths, "bench", None, BulkReport())[:: args.every]
    code = [request for request in requests if request.content_type == "code"]
    print(f"trees: {', '.join(map(str, paths))}: {len(requests)} files ({len(code)} code, {sum(len(r.content) for r in code):,} characters)")

    with tempfile.TemporaryDirectory() as scratch:
        root = Path(scratch)
        timings: dict[bool, list[tuple[float, float]]] = {False: [], True: []}
        for round_number in range(args.rounds):
            for on in (False, True) if round_number % 2 == 0 else (True, False):
                wall, cpu, chunks = index_once(requests, on, root)
                timings[on].append((wall, cpu))
                print(f"round {round_number + 1}: rag-context index, levers {'on ' if on else 'off'}: {wall:7.2f} s wall, {cpu:7.2f} s CPU, {chunks} chunks", flush=True)
        for name, position in (("wall", 0), ("CPU", 1)):
            off = statistics.median(t[position] for t in timings[False])
            on = statistics.median(t[position] for t in timings[True])
            print(f"index median {name}: off {off:.2f} s, on {on:.2f} s: {100 * (on - off) / off:+.1f} %")

        from rag_context.backends.embedders.local import LocalEmbedder
        from rag_context.core.chunking import Chunker

        embedder = LocalEmbedder()
        chunker = Chunker(embedder.token_offsets, embedder.max_tokens)
        started = time.process_time()
        plain = sum(len(chunker.split(request.content, "code")) for request in code)
        plain_s = time.process_time() - started
        started = time.process_time()
        cut = 0
        for request in code:
            spans = split_code(chunker, request.content, request.source, CodeOptions())
            for span in spans:
                keyword_text(request.content[span.start : span.end], request.source, span.symbol)
            cut += len(spans)
        cut_s = time.process_time() - started
        print(f"cutting alone (CPU): Chunker.split {plain_s:.2f} s ({plain} chunks); split_code + keyword_text {cut_s:.2f} s ({cut} chunks)")

        queries = (QUERIES * (args.queries // len(QUERIES) + 1))[: args.queries]
        started = time.perf_counter()
        for query in queries:
            split_query(query)
        per_query_us = (time.perf_counter() - started) / len(queries) * 1e6
        print(f"split_query: {per_query_us:.1f} µs a query")
        embedder_ms = []
        for query in QUERIES:
            started = time.perf_counter()
            embedder.encode([query])
            embedder_ms.append((time.perf_counter() - started) * 1000)
        print(f"for scale, one query embedding: {statistics.median(embedder_ms):.1f} ms (median of {len(QUERIES)})")


if __name__ == "__main__":
    sys.exit(main())
