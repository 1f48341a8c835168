"""Time the chunker on the pathological documents of issue 14 (and ordinary prose), with the
bundled embedder's tokenizer, as the service builds it.

Run (from the repository root, once the project is installed):
    python benchmarks/measure_chunking.py [--chars 100000] [--types documentation,code] [--repeat 3]

Prints, per input and content type: the median seconds of `Chunker.split`, the number of chunks and
their largest token count (which must not pass the budget). Figures in docs/performance.md.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import time
from pathlib import Path

os.environ.setdefault("HF_HUB_OFFLINE", "1")
os.environ.setdefault("TOKENIZERS_PARALLELISM", "false")

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # the tests' documents, for the same inputs

from rag_context.backends.embedders.local import LocalEmbedder  # noqa: E402
from rag_context.core.chunking import Chunker  # noqa: E402
from tests.unit.pathological import DOCUMENTS as INPUTS  # noqa: E402


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--chars", type=int, default=100_000)
    parser.add_argument("--types", default="chat,decision,code,documentation")
    parser.add_argument("--inputs", default=",".join(INPUTS))
    parser.add_argument("--repeat", type=int, default=3)
    args = parser.parse_args()
    embedder = LocalEmbedder()
    offsets = getattr(embedder, "token_offsets", None)
    # The chunker took a token counter before it took the tokens' offsets: measure that code too.
    chunker = Chunker(offsets or embedder.count_tokens, embedder.max_tokens)
    print(f"{'input':<14} {'type':<14} {'chars':>8} {'seconds':>8} {'chunks':>7} {'max tokens':>10}")
    for name in args.inputs.split(","):
        text = INPUTS[name](args.chars)
        for content_type in args.types.split(","):
            times, chunks = [], []
            for _ in range(args.repeat):
                started = time.perf_counter()
                chunks = chunker.split(text, content_type)
                times.append(time.perf_counter() - started)
            largest = max(embedder.count_tokens(chunk) for chunk in chunks)
            print(f"{name:<14} {content_type:<14} {len(text):>8} {statistics.median(times):>8.3f} {len(chunks):>7} {largest:>10}", flush=True)


if __name__ == "__main__":
    main()
