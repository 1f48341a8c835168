"""What issue 35's code ranking costs a search: the same index searched with the ranking as it was
before (the levers neutral, nothing left out of code-only answers) and as it is now (the settings'
defaults), alternating, in one run.

Run (from the repository root, once the project is installed), on an index kept by the code eval:
    rag-context eval --dataset code:fluentvalidation --keep-index /tmp/code-eval
    python benchmarks/measure_code_ranking.py /tmp/code-eval/fluentvalidation-<hash> --dataset code:fluentvalidation

Asks the set's questions three ways: as the agents do (`filter.contentTypes: ["code"]`,
`maxPerDocument: 1`), as the C# client does (the query alone: RAG-001) and with `contentType:
"code"`, the default limit of 5, no result cache; the query vectors are embedded once beforehand, so
that the search is what is timed. Each search runs with both rankings one right after the other, in
turn first, on one service (on a shared machine two runs minutes apart differ by 2x). Prints p50 and
p95 in milliseconds per way and ranking, and the ratio of the p50s. `--cpu` times each search by the
CPU time of its thread instead of the wall clock: on a loaded machine the wall clock counts the
time other processes had the core, the CPU time only the search's own work (the search runs on the
event loop's thread: the vector index is read there; with cached query vectors nothing else is
waited for). Figures in docs/quality.md.
"""

from __future__ import annotations

import argparse
import asyncio
import statistics
import time
from pathlib import Path
from typing import Any

from rag_context.api import tool_calls
from rag_context.api.models import SearchBody
from rag_context.commands.code_eval import resolve_code_dataset
from rag_context.config import load_settings
from rag_context.services import build_services, search_tuning

# The ranking before issue 35: every lever at its neutral value.
BEFORE = {
    "rag_code_leave_out_not_code": False,
    "rag_code_file_evidence": 0.0,
    "rag_code_contract_factor": 1.0,
    "rag_code_repeat_factor": 1.0,
    "rag_code_drop_identical": False,
}
WAYS: dict[str, dict[str, Any]] = {
    "agents": {"filter": {"contentTypes": ["code"]}, "maxPerDocument": 1},
    "rag001": {},
    "contentType code": {"contentType": "code"},
}


async def timed(data_dir: Path, questions: list[str], rounds: int, embed: bool = False, cpu: bool = False) -> dict[tuple[str, str], list[float]]:
    """Each question asked each way with the ranking before and now, one right after the other (in
    turn first), on one service: the machine's drift falls on both alike. With `embed`, every search
    embeds its query (the cached vectors dropped before each), as a client's first search does."""
    # No result cache (a TTL of 0), but the query vectors cached (their LRU is RAG_CACHE_SIZE long):
    # the search is timed, not the model. (RAG_CACHE_SIZE=0 would leave a vector cache of one.)
    settings = load_settings().model_copy(
        update={"rag_data_dir": data_dir, "rag_check_at_start": False, "rag_cache_size": 10_000, "rag_cache_ttl": 0}
    )
    tunings = {"before": search_tuning(settings.model_copy(update=BEFORE)), "now": search_tuning(settings)}
    services = await build_services(settings)
    await services.start()
    times: dict[tuple[str, str], list[float]] = {(label, way): [] for label in tunings for way in WAYS}
    clock = time.thread_time if cpu else time.perf_counter
    try:
        bodies = {way: [SearchBody.model_validate({"query": q, **extra}) for q in questions] for way, extra in WAYS.items()}
        for body in bodies["rag001"]:  # the query vectors, cached in process
            await tool_calls.search(services, body, None)
        turn = 0
        for _ in range(rounds):
            for way, asked in bodies.items():
                for body in asked:
                    order = list(tunings.items()) if turn % 2 == 0 else list(reversed(tunings.items()))
                    turn += 1
                    for label, tuning in order:
                        services.search._tuning = tuning  # the same service, the ranking swapped
                        if embed:
                            services.search._query_vectors.clear()
                        started = clock()
                        await tool_calls.search(services, body, None)
                        times[(label, way)].append((clock() - started) * 1000)
    finally:
        await services.close()
    return times


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("data_dir", type=Path, help="a data directory kept by `rag-context eval --dataset code:... --keep-index`")
    parser.add_argument("--dataset", default="code:fluentvalidation", help="the set whose questions to ask (default code:fluentvalidation)")
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--embed", action="store_true", help="embed every query again (the search as a client's first one), not only the search")
    parser.add_argument("--cpu", action="store_true", help="time by the search thread's CPU time, not the wall clock (a loaded machine)")
    args = parser.parse_args()
    questions = [q.question for q in resolve_code_dataset(args.dataset, None).questions]
    totals = asyncio.run(timed(args.data_dir, questions, args.rounds, args.embed, args.cpu))
    for way in WAYS:
        before, now = sorted(totals[("before", way)]), sorted(totals[("now", way)])
        p50_before, p50_now = statistics.median(before), statistics.median(now)
        print(
            f"{way:<17} before: p50 {p50_before:6.2f} ms, p95 {before[int(len(before) * 0.95)]:6.2f} ms; "
            f"now: p50 {p50_now:6.2f} ms, p95 {now[int(len(now) * 0.95)]:6.2f} ms; p50 now/before {p50_now / p50_before:.3f} "
            f"({len(now)} searches each)"
        )


if __name__ == "__main__":
    main()
