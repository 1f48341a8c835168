"""What the symbol table (issue 31) costs `rag-context index` on code trees: chunks/s with the table
(RAG_CODE_SYMBOLS=true) and without it, alternating in the same run, on fresh data directories with
the bundled MiniLM; then the CPU seconds of the cutting stage alone (the chunks, against the chunks
and the table from the same syntax tree), and what the table holds.

Run (from the repository root, once the project is installed):
    python benchmarks/measure_symbol_indexing.py [PATH ...] [--rounds 2] [--every 1]

PATH: code trees (default: the two bundled code evaluation trees). Target (issue 31): indexing
slowed by at most 15 %. Figures in docs/code-graph.md.
"""

from __future__ import annotations

import argparse
import asyncio
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("HF_HUB_OFFLINE", "1")
os.environ.setdefault("TOKENIZERS_PARALLELISM", "false")

from rag_context.commands.index import BATCH_DOCUMENTS, BulkReport, prepare  # noqa: E402
from rag_context.config import load_settings  # noqa: E402
from rag_context.core.chunking import LineNumbers  # noqa: E402
from rag_context.core.code import CodeOptions, parse, split_code  # noqa: E402
from rag_context.core.code.graph import symbol_table  # noqa: E402


def default_trees() -> list[Path]:
    for base in (Path("eval/datasets/code"), Path("src/rag_context/datasets/code")):
        trees = sorted(base.glob("*/tree"))
        if trees:
            return trees
    return []


def index_once(requests: list, symbols: bool, root: Path) -> tuple[float, float, int]:
    """The documents indexed in-process as `rag-context index` does (batches of its size, then the
    vector index's optimization) on a fresh data directory: (wall s, CPU s, chunks). The model's
    loading is not timed."""
    from rag_context.services import build_services

    settings = load_settings(_env_file=None, rag_data_dir=root / f"data-{symbols}-{time.monotonic_ns()}", rag_code_symbols=symbols)

    async def run() -> tuple[float, float, int]:
        services = await build_services(settings)
        try:
            chunks = 0
            wall, cpu = time.perf_counter(), time.process_time()
            for start in range(0, len(requests), BATCH_DOCUMENTS):
                outcomes = await services.indexing.index_many(requests[start : start + BATCH_DOCUMENTS])
                chunks += sum(len(outcome.vector_ids) for outcome in outcomes)
            await services.optimize_vectors()
            return time.perf_counter() - wall, time.process_time() - cpu, chunks
        finally:
            await services.close()

    return asyncio.run(run())


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("paths", nargs="*", type=Path)
    parser.add_argument("--rounds", type=int, default=2)
    parser.add_argument("--every", type=int, default=1, help="index every n-th file only (a smaller tree on a busy machine)")
    args = parser.parse_args()
    paths = args.paths or default_trees()
    requests = prepare(paths, "bench", None, BulkReport())[:: args.every]
    code = [request for request in requests if request.content_type == "code"]
    print(f"load: {os.getloadavg()[0]:.2f} (1 min) on {os.cpu_count()} cores")
    print(f"trees: {', '.join(map(str, paths))}: {len(requests)} files ({len(code)} code, {sum(len(r.content) for r in code):,} characters)")

    with tempfile.TemporaryDirectory() as scratch:
        root = Path(scratch)
        rates: dict[bool, list[float]] = {False: [], True: []}
        cpus: dict[bool, list[float]] = {False: [], True: []}
        for round_number in range(args.rounds):
            for symbols in (False, True) if round_number % 2 == 0 else (True, False):
                wall, cpu, chunks = index_once(requests, symbols, root)
                rates[symbols].append(chunks / wall)
                cpus[symbols].append(cpu)
                print(
                    f"round {round_number + 1}: symbol table {'on ' if symbols else 'off'}: {wall:7.2f} s wall, "
                    f"{cpu:7.2f} s CPU, {chunks} chunks, {chunks / wall:7.1f} chunks/s",
                    flush=True,
                )
        off, on = statistics.median(rates[False]), statistics.median(rates[True])
        print(f"indexing median: without the table {off:.1f} chunks/s, with it {on:.1f} chunks/s: {100 * (on - off) / off:+.1f} %")
        cpu_off, cpu_on = statistics.median(cpus[False]), statistics.median(cpus[True])
        print(f"indexing median CPU: without {cpu_off:.2f} s, with {cpu_on:.2f} s: {100 * (cpu_on - cpu_off) / cpu_off:+.1f} %")

    from rag_context.backends.embedders.local import LocalEmbedder
    from rag_context.core.chunking import Chunker

    embedder = LocalEmbedder()
    chunker = Chunker(embedder.token_offsets, embedder.max_tokens)
    options = CodeOptions()
    started = time.process_time()
    cut = 0
    for request in code:
        cut += len(split_code(chunker, request.content, request.source, options, parse(request.content, request.source)))
    chunks_s = time.process_time() - started
    started = time.process_time()
    definitions = references = 0
    for request in code:
        parsed = parse(request.content, request.source)
        spans = split_code(chunker, request.content, request.source, options, parsed)
        lines = LineNumbers(request.content)
        table = symbol_table(parsed, request.source, [lines.span(span.start, span.end) for span in spans])
        definitions += len(table.definitions)
        references += len(table.references)
    both_s = time.process_time() - started
    print(
        f"cutting alone (CPU): chunks {chunks_s:.2f} s ({cut} chunks, {cut / chunks_s:.0f} chunks/s); chunks and table "
        f"{both_s:.2f} s ({cut / both_s:.0f} chunks/s): {100 * (both_s - chunks_s) / chunks_s:+.1f} %"
    )
    print(f"the table: {definitions} definitions, {references} references ({len(code)} code files)")


if __name__ == "__main__":
    sys.exit(main())
