"""What the role prior (RAG_CODE_ROLE_PRIOR, core/code/prior.py) costs a code search: a code-only
search reads 5 x limit candidates instead of `limit` for the prior to re-rank.

Run (from the repository root, once the project is installed), on an index kept by the code eval:
    rag-context eval --dataset code:pythonnet --levers on --keep-index /tmp/code-eval
    python benchmarks/measure_role_prior.py /tmp/code-eval/pythonnet-<hash> [--rounds 3]

Asks the set's questions as the C# client does (`contentType: "code"`, the default limit of 5, no
result cache; the query vectors embedded once beforehand, so that the search is what is timed), with
the prior off and on, alternating, and prints p50 and p95 in milliseconds. Figures in docs/quality.md.
"""

from __future__ import annotations

import argparse
import asyncio
import statistics
import time
from pathlib import Path

from rag_context.api import tool_calls
from rag_context.api.models import SearchBody
from rag_context.commands.code_eval import resolve_code_dataset
from rag_context.config import load_settings
from rag_context.services import build_services


async def timed(data_dir: Path, questions: list[str], prior: bool, rounds: int) -> tuple[float, float]:
    settings = load_settings().model_copy(
        update={"rag_data_dir": data_dir, "rag_check_at_start": False, "rag_code_role_prior": prior, "rag_cache_size": 0}
    )
    services = await build_services(settings)
    await services.start()
    try:
        bodies = [SearchBody.model_validate({"query": question, "contentType": "code"}) for question in questions]
        for body in bodies:  # the query vectors, cached in process
            await tool_calls.search(services, body, None)
        times = []
        for _ in range(rounds):
            for body in bodies:
                started = time.perf_counter()
                await tool_calls.search(services, body, None)
                times.append((time.perf_counter() - started) * 1000)
    finally:
        await services.close()
    times.sort()
    return statistics.median(times), times[int(len(times) * 0.95)]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("data_dir", type=Path, help="a data directory kept by `rag-context eval --dataset code:... --keep-index`")
    parser.add_argument("--dataset", default="code:pythonnet", help="the set whose questions to ask (default code:pythonnet)")
    parser.add_argument("--rounds", type=int, default=3)
    args = parser.parse_args()
    questions = [q.question for q in resolve_code_dataset(args.dataset, None).questions]
    for prior in (False, True, False, True):
        p50, p95 = asyncio.run(timed(args.data_dir, questions, prior, args.rounds))
        print(f"role prior {'on ' if prior else 'off'}: p50 {p50:.2f} ms, p95 {p95:.2f} ms ({len(questions) * args.rounds} searches)")


if __name__ == "__main__":
    main()
