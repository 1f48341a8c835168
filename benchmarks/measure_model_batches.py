"""Does a batch pay, and does it change a vector? The bundled model (or another file) on Cranfield.

For each model file: the CPU seconds a text costs on one onnxruntime thread (process CPU time, which a
shared machine's load inflates less than wall time), run alone and unpadded, and in batches of 2, 4
and 8 texts of one length bucket (padded to the bucket: 16, 32, ... 256 word pieces), for Cranfield
chunks (as the service cuts them) and questions; then whether a text's vector is bitwise the same
alone and in a batch of random neighbours at the same padding (`--trials`).

    PYTHONPATH=src python benchmarks/measure_model_batches.py                      # the bundled model
    PYTHONPATH=src python benchmarks/measure_model_batches.py OLD.onnx --sha256 HEX  # another file too

The previous bundled file: `git show <commit>:src/rag_context/assets/minilm/model-qint8.onnx`.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import random
import time
from pathlib import Path
from typing import Any

BUCKETS = list(range(16, 257, 16))


def texts_of_cranfield(chunks: int) -> tuple[list[str], list[str]]:
    from rag_context.backends.embedders.onnx_minilm import load_counter
    from rag_context.commands.evaluate import document_text, load_dataset
    from rag_context.core.chunking import Chunker
    from rag_context.datasets import CRANFIELD, CRANFIELD_QRELS

    counter = load_counter()
    chunker = Chunker(lambda text: counter.encode(text, add_special_tokens=False).offsets, 254)
    dataset = load_dataset(CRANFIELD, CRANFIELD_QRELS)
    cut: list[str] = []
    for title, text in dataset.corpus.values():
        if document_text(title, text).strip():
            cut.extend(chunker.split(document_text(title, text), "documentation"))
        if len(cut) >= chunks:
            break
    return cut[:chunks], list(dataset.queries.values())


def cpu_per_text(model: Any, texts: list[str], batch: int) -> float:
    """CPU ms a text, alone unpadded (batch 0) or in batches of `batch` of one length bucket."""
    if batch == 0:
        groups = [[text] for text in texts]
        lengths = [None] * len(groups)
    else:
        by_bucket: dict[int, list[str]] = {}
        for text in texts:
            pieces = min(model.count_tokens(text) + 2, 256)
            by_bucket.setdefault(next(b for b in BUCKETS if pieces <= b), []).append(text)
        groups, lengths = [], []
        for bucket, members in sorted(by_bucket.items()):
            for start in range(0, len(members), batch):
                groups.append(members[start : start + batch])
                lengths.append(bucket)
    model._forward(groups[0], length=lengths[0])  # warm-up
    started = time.process_time()
    for group, length in zip(groups, lengths, strict=True):
        model._forward(group, length=length)
    return (time.process_time() - started) / len(texts) * 1000


def invariance(model: Any, pool: list[str], trials: int) -> dict[str, Any]:
    import numpy as np

    rng = random.Random(34)
    equal, lowest = 0, 1.0
    for _ in range(trials):
        text = rng.choice(pool)
        neighbours = rng.sample(pool, rng.randint(1, 7))
        length = max(min(model.count_tokens(t) + 2, 256) for t in [text, *neighbours])
        bucket = next(b for b in BUCKETS if length <= b)
        position = rng.randint(0, len(neighbours))
        alone = model._forward([text], length=bucket)[0]
        together = model._forward([*neighbours[:position], text, *neighbours[position:]], length=bucket)[position]
        equal += bool(np.array_equal(alone, together))
        lowest = min(lowest, float(alone @ together))
    return {"trials": trials, "bitwiseEqual": equal, "lowestCosine": round(lowest, 7)}


def measure(path: Path | None, sha256: str | None, chunks: list[str], queries: list[str], trials: int) -> dict[str, Any]:
    from rag_context.backends.embedders.onnx_minilm import OnnxMiniLM

    model = OnnxMiniLM() if path is None else OnnxMiniLM(path, expected_sha256=sha256 or hashlib.sha256(path.read_bytes()).hexdigest())
    result: dict[str, Any] = {"model": str(path or "bundled")}
    for name, texts in (("chunks", chunks), ("questions", queries)):
        result[name] = {f"batch{batch}" if batch else "alone": round(cpu_per_text(model, texts, batch), 2) for batch in (0, 2, 4, 8)}
    result["invariance"] = invariance(model, chunks[: len(chunks) // 2] + queries[:50], trials)
    return result


def main() -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("models", nargs="*", type=Path, help="other model files to measure beside the bundled one")
    parser.add_argument("--sha256", help="the other file's sha256 (default: taken from the file)")
    parser.add_argument("--chunks", type=int, default=300, help="Cranfield chunks (default 300)")
    parser.add_argument("--trials", type=int, default=40, help="batches of random neighbours for the invariance check (default 40)")
    args = parser.parse_args()
    chunks, queries = texts_of_cranfield(args.chunks)
    print(f"load average before: {os.getloadavg()}", flush=True)
    for path in [None, *args.models]:
        print(json.dumps(measure(path, args.sha256, chunks, queries, args.trials)), flush=True)
    print(f"load average after: {os.getloadavg()}")


if __name__ == "__main__":
    main()
