"""A data directory written by one model, searched by another without re-embedding: nDCG@10 on Cranfield.

When the bundled model file changes (issue 34), the data directories written by the previous one keep
their vectors: the service searches them with the new model's query vectors and embeds only new
texts with it. This measures what that costs, through the service's own paths (dev split, the
shipped Cranfield collection): the corpus indexed with WRITER's model; its development questions
searched in hybrid and dense modes with WRITER's model (the figures before the change) and with
READER's (the same data directory after it, nothing re-embedded), and, for reference, a fresh index
written and searched by READER.

    PYTHONPATH=src python benchmarks/measure_model_change.py --writer OLD.onnx            # READER: the bundled model
    PYTHONPATH=src python benchmarks/measure_model_change.py --writer OLD.onnx --optimize  # through the HNSW graph

The previous bundled file is `model-qint8.onnx` of an earlier release (`git show
<commit>:src/rag_context/assets/minilm/model-qint8.onnx > OLD.onnx`, or its derivation in that
commit's `scripts/derive_minilm_model.py`). Each model file is checked against its own sha256 (taken
from the file here: give the files you mean to compare).
"""

from __future__ import annotations

import argparse
import asyncio
import hashlib
import json
import shutil
import tempfile
import time
from pathlib import Path
from typing import Any


def embedder_of(path: Path | None) -> Any:
    from rag_context.backends.embedders.local import LocalEmbedder
    from rag_context.backends.embedders.onnx_minilm import OnnxMiniLM

    if path is None:
        return LocalEmbedder()
    return LocalEmbedder(OnnxMiniLM(path, expected_sha256=hashlib.sha256(path.read_bytes()).hexdigest()))


class KeptOpen:
    """The embedder lent to one service: its close leaves it open for the next."""

    def __init__(self, inner: Any) -> None:
        self._inner = inner
        self.model_name, self.dimension, self.max_tokens = inner.model_name, inner.dimension, inner.max_tokens

    def __getattr__(self, name: str) -> Any:
        return getattr(self._inner, name)

    async def embed_query_queued(self, text: str, started: Any) -> list[float]:
        return await self._inner.embed_query_queued(text, started)

    async def close(self) -> None:
        return None


async def ndcg(data_dir: Path, embedder: Any, dataset: Any, index: bool, optimize: bool) -> dict[str, Any]:
    from rag_context.commands.evaluate import index_corpus, run_mode
    from rag_context.config import load_settings
    from rag_context.services import build_services

    extra = {"rag_edge_indexing_threshold_kb": 1} if optimize else {}
    settings = load_settings(_env_file=None, rag_data_dir=data_dir, rag_check_at_start=False, rag_embedding_cache_entries=0, **extra)
    services = await build_services(settings, embedder=KeptOpen(embedder))
    await services.start()
    figures: dict[str, Any] = {}
    try:
        if index:
            started = time.perf_counter()
            await index_corpus(services, dataset)
            figures["indexSeconds"] = round(time.perf_counter() - started, 1)
            if optimize:
                await services.optimize_vectors()
        for mode in ("hybrid", "dense"):
            figures[mode] = (await run_mode(services, dataset, mode, 100)).ndcg_at_10
    finally:
        await services.close()
    return figures


async def measure(writer_path: Path, reader_path: Path | None, optimize: bool) -> dict[str, Any]:
    from rag_context.commands.evaluate import load_dataset
    from rag_context.datasets import CRANFIELD, CRANFIELD_QRELS

    dataset = load_dataset(CRANFIELD, CRANFIELD_QRELS)
    writer, reader = embedder_of(writer_path), embedder_of(reader_path)
    work = Path(tempfile.mkdtemp(prefix="model-change-"))
    try:
        written = await ndcg(work / "written", writer, dataset, index=True, optimize=optimize)
        read = await ndcg(work / "written", reader, dataset, index=False, optimize=optimize)
        fresh = await ndcg(work / "fresh", reader, dataset, index=True, optimize=optimize)
    finally:
        await writer.close()
        await reader.close()
        shutil.rmtree(work, ignore_errors=True)
    return {
        "optimize": optimize,
        "writer": str(writer_path),
        "reader": str(reader_path or "the bundled model"),
        "writtenAndSearchedByWriter": written,
        "writtenByWriterSearchedByReader": read,
        "writtenAndSearchedByReader": fresh,
        "change": {mode: round(read[mode] - written[mode], 4) for mode in ("hybrid", "dense")},
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--writer", type=Path, required=True, help="the model file that writes the data directory (the previous one)")
    parser.add_argument("--reader", type=Path, help="the model file that searches it afterwards (default: the bundled one)")
    parser.add_argument("--optimize", action="store_true", help="search through the HNSW graph (RAG_EDGE_INDEXING_THRESHOLD_KB=1)")
    args = parser.parse_args()
    from rag_context.observability import configure_logging

    configure_logging("error", "json")
    print(json.dumps(asyncio.run(measure(args.writer, args.reader, args.optimize)), indent=2))


if __name__ == "__main__":
    main()
