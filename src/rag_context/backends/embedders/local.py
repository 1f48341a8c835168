"""The in-process embedder: the embedded default runs all-MiniLM-L6-v2 (int8) on onnxruntime
(`onnx_minilm.py`); with the torch extra, RAG_LOCAL_MODEL_PATH names a sentence-transformers model
to run instead (`torch_model.py`). Both give this class a model that embeds one forward pass at a
time (`ModelRunner`); the lanes and batching here are the same for both.

Model work runs on dedicated threads, one for queries and one or more for documents: the event loop
never waits on them, and a query does not wait behind documents (a forward pass cannot be
interrupted, and one of 8 long document chunks takes several times a query; side by side they
share the cores). Queries waiting while the model is busy go together in one call; document texts
of every call waiting go together in forward passes, so concurrent index requests of one short
document each still fill passes of 8 (docs/performance.md). A model that embeds each text alone
(the bundled MiniLM: `pass_size` 1) runs as many texts at once as it has `parallel_runs`, one per
document thread.
"""

from __future__ import annotations

import asyncio
import threading
import time
from collections import deque
from collections.abc import Callable, Sequence
from concurrent.futures import Future
from typing import Any, Protocol

import structlog

from rag_context.core.models import ComponentStatus
from rag_context.core.ports import DependencyError

log = structlog.get_logger(__name__)


class ModelRunner(Protocol):
    """A local model: counts and cuts text with its own tokenizer, and embeds one forward pass."""

    model_name: str
    dimension: int
    max_tokens: int

    def count_tokens(self, text: str) -> int: ...

    def token_offsets(self, text: str) -> Sequence[tuple[int, int]]: ...

    def encode(self, texts: list[str]) -> list[list[float]]:
        """One forward pass: a unit vector per text, in their order."""
        ...


# A model may also say how many texts one pass should take (`pass_size`, default FORWARD_PASS_SIZE),
# how many passes may run at once on threads of their own (`parallel_runs`, default 1), and what its
# vectors depend on beyond the text (`identity`, default its name): the embedding cache's key.


# A model may also offer `release_memory()`: memory its passes keep for the next ones, given back.
# The embedder calls it once no document pass has run for this long (onnxruntime's arena keeps the
# blocks of the largest pass, ~135 MiB after passes of 8 long chunks, and query passes need little;
# docs/performance.md).
RELEASE_IDLE_S = 1.0


# The most queries one model call takes: beyond this, a longer batch only delays the first answers.
QUERY_BATCH_LIMIT = 64
# Under concurrent load, the queries of one model call come back one by one (each goes through the
# vector index and HTTP before its client sends the next), and a call for the first one or two of
# them costs almost what a call for all of them does (10 ms for 1 query, 42 ms for 8, measured).
# So when the last call took several queries and fewer are waiting now, wait this long for the
# rest: more searches/s at concurrency 8 and 32 (docs/performance.md). A lone client waits at most
# once (after a call of one query, no query waits).
QUERY_GATHER_S = 0.003
# Texts per forward pass. A call's texts are sorted by length and cut into passes of this size: each
# is padded only to its own longest text, and its activations stay in the CPU's caches. Measured
# here, CPU per text for a call of 32: Cranfield queries 10.6 ms in one pass of 32, 7.8 ms in passes
# of 8; Cranfield documents 76 ms against 54 ms (docs/performance.md).
FORWARD_PASS_SIZE = 8
# A document pass is formed from the oldest waiting text and those nearest its length among the
# next ones waiting: at most this many are looked at, so the choice stays cheap under a deep queue.
DOCUMENT_PASS_WINDOW = 64


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


class IdleRelease:
    """Calls `release` on its own thread once no pass has run for `idle_s` since the last one
    ended: after a burst of indexing, not between its passes."""

    def __init__(self, release: Callable[[], None], idle_s: float = RELEASE_IDLE_S) -> None:
        self._release, self._idle_s = release, idle_s
        self._changed = threading.Condition()
        self._running = 0  # passes under way
        self._last_end = 0.0
        self._owed = False  # a pass ended since the last release
        self._closed = False
        self.releases = 0
        self._thread = threading.Thread(target=self._serve, name="embedder-release", daemon=True)
        self._thread.start()

    def run(self, work: Callable[[], Any]) -> Any:
        """`work` (a forward pass), counted as one: no release starts while it runs."""
        with self._changed:
            self._running += 1
        try:
            return work()
        finally:
            with self._changed:
                self._running -= 1
                self._last_end, self._owed = time.monotonic(), True
                self._changed.notify()

    def _serve(self) -> None:
        while True:
            with self._changed:
                while True:
                    if self._closed:
                        return
                    if not self._owed or self._running:
                        self._changed.wait()
                        continue
                    remaining = self._last_end + self._idle_s - time.monotonic()
                    if remaining <= 0:
                        self._owed = False
                        break
                    self._changed.wait(remaining)
            try:
                self._release()
                self.releases += 1
            except Exception as error:  # noqa: BLE001 - memory not given back is no failure of a request
                log.warning("embedder.release_failed", error=str(error))

    def shutdown(self) -> None:
        with self._changed:
            self._closed = True
            self._changed.notify()
        if self._thread is not threading.current_thread():
            self._thread.join()


class DocumentLane:
    """Threads (`workers`, one by default) that embed the document texts of every waiting call in
    shared forward passes of at most `pass_size` texts.

    Each pass takes the oldest waiting text (no call waits behind later ones forever) and the
    texts nearest its length among the next waiting (little padding). A call enqueues its texts
    longest first, so a lone call is cut exactly as before: sorted by length, passes of 8. A text
    whose caller gave up (its future cancelled) before a thread took it is dropped.
    """

    def __init__(
        self, name: str, encode: Callable[[list[str]], list[list[float]]], workers: int = 1, pass_size: int = FORWARD_PASS_SIZE
    ) -> None:
        self._encode = encode
        self._pass_size = max(1, pass_size)
        self._texts: deque[tuple[str, Future[list[float]]]] = deque()  # in arrival order
        self._changed = threading.Condition()
        self._closed = False
        self._threads = [
            threading.Thread(target=self._serve, name=name if workers == 1 else f"{name}-{n}", daemon=True) for n in range(max(1, workers))
        ]
        for thread in self._threads:
            thread.start()

    @property
    def waiting(self) -> int:
        """Texts submitted that the thread has not taken yet (cancelled ones included until dropped)."""
        return len(self._texts)

    def submit(self, texts: Sequence[str]) -> list[Future[list[float]]]:
        futures: list[Future[list[float]]] = [Future() for _ in texts]
        with self._changed:
            if self._closed:
                raise RuntimeError("the model thread is shut down")
            self._texts.extend(zip(texts, futures, strict=True))
            self._changed.notify(len(texts))  # as many threads as there are texts may take them
        return futures

    def _next_pass(self) -> list[tuple[str, Future[list[float]]]]:
        """Called with the lock held and texts waiting: remove and return the next pass (the
        cancelled texts it passes over are dropped; only the window is looked at, so a deep queue
        costs no more per pass than a short one)."""
        texts = self._texts
        while texts and texts[0][1].cancelled():
            texts.popleft()
        if len(texts) <= 1 or self._pass_size == 1:
            return [texts.popleft()] if texts else []
        window = [texts.popleft() for _ in range(min(len(texts), DOCUMENT_PASS_WINDOW))]
        window = [window[0], *(item for item in window[1:] if not item[1].cancelled())]
        oldest_length = len(window[0][0])
        nearest = sorted(range(1, len(window)), key=lambda index: (abs(len(window[index][0]) - oldest_length), index))
        taken = {0, *nearest[: self._pass_size - 1]}
        texts.extendleft(reversed([item for index, item in enumerate(window) if index not in taken]))
        return [window[index] for index in sorted(taken)]

    def _serve(self) -> None:
        while True:
            with self._changed:
                while not self._texts and not self._closed:
                    self._changed.wait()
                if self._closed and not self._texts:
                    return
                chosen = self._next_pass()
            live = [(text, future) for text, future in chosen if future.set_running_or_notify_cancel()]
            if not live:
                continue
            try:
                vectors = self._encode([text for text, _ in live])
            except BaseException as error:  # noqa: BLE001 - handed to every caller of the pass
                for _, future in live:
                    future.set_exception(error)
            else:
                for (_, future), vector in zip(live, vectors, strict=True):
                    future.set_result(vector)

    def shutdown(self) -> None:
        """Fail the texts still waiting, let the running pass finish."""
        with self._changed:
            self._closed = True
            for _, future in self._texts:
                if future.set_running_or_notify_cancel():
                    future.set_exception(RuntimeError("the model thread is shut down"))
            self._texts.clear()
            self._changed.notify_all()
        for thread in self._threads:
            if thread is not threading.current_thread():
                thread.join()


def default_model(threads: int | None = None) -> ModelRunner:
    from rag_context.backends.embedders.onnx_minilm import OnnxMiniLM

    return OnnxMiniLM(threads=threads)


class LocalEmbedder:
    def __init__(self, model: ModelRunner | None = None) -> None:
        self._model: ModelRunner = model if model is not None else default_model()
        self.model_name = self._model.model_name
        self.dimension: int = self._model.dimension
        self.max_tokens: int = self._model.max_tokens
        self.identity: str = getattr(self._model, "identity", self.model_name)
        self._pass_size: int = getattr(self._model, "pass_size", FORWARD_PASS_SIZE)
        self.encode(["warm-up"])  # the first pass allocates the model's buffers: not in a request
        release = getattr(self._model, "release_memory", None)
        self._idle_release = IdleRelease(release, RELEASE_IDLE_S) if release is not None else None
        self._query_thread = ModelThread("embedder-queries")
        self._document_lane = DocumentLane(
            "embedder-documents", self._document_pass, getattr(self._model, "parallel_runs", 1), self._pass_size
        )
        self._closed = False
        self._last_query_batch = 0  # queries in the last model call for queries
        # Per event loop (tests run several apps, each on its own loop): the queries waiting for
        # the model, and the task that embeds them in batches.
        self._queued: dict[asyncio.AbstractEventLoop, list[_QueuedQuery]] = {}
        self._batchers: dict[asyncio.AbstractEventLoop, asyncio.Task[None]] = {}

    @property
    def model(self) -> ModelRunner:
        return self._model

    def count_tokens(self, text: str) -> int:
        return self._model.count_tokens(text)

    def token_offsets(self, text: str) -> Sequence[tuple[int, int]]:
        return self._model.token_offsets(text)

    async def embed_documents(self, texts: Sequence[str]) -> list[list[float]]:
        """Longest first onto the document lane, which cuts them (with the texts of other calls
        waiting) into forward passes; texts the lane has not taken are dropped when the caller is
        cancelled."""
        if self._closed:
            raise DependencyError("embedder is closed")
        texts = list(texts)
        if not texts:
            return []
        by_length = sorted(range(len(texts)), key=lambda index: -len(texts[index]))
        try:
            futures = self._document_lane.submit([texts[index] for index in by_length])
        except RuntimeError as error:
            raise DependencyError(f"local embedder: {error}") from error
        try:
            embedded = await asyncio.gather(*(asyncio.wrap_future(future) for future in futures))
        except asyncio.CancelledError:
            for future in futures:
                future.cancel()
            raise
        except Exception as error:  # a model failure, the lane shut down
            for future in futures:
                future.cancel()
            raise DependencyError(f"local embedder: {error}") from error
        vectors: list[list[float]] = [[] for _ in texts]
        for index, vector in zip(by_length, embedded, strict=True):
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
        for lane in (self._query_thread, self._document_lane):
            await asyncio.to_thread(lane.shutdown)  # the running forward pass ends first
        if self._idle_release is not None:
            await asyncio.to_thread(self._idle_release.shutdown)

    def encode(self, texts: list[str]) -> list[list[float]]:
        """Texts in forward passes of the model's pass size, sorted by length (each pass padded to
        its own longest text); the vectors in the texts' order. Runs on the calling thread."""
        size = max(self._pass_size, FORWARD_PASS_SIZE)  # a model of one text a pass runs them one by one itself
        if len(texts) <= size:
            return self._model.encode(texts)
        by_length = sorted(range(len(texts)), key=lambda index: -len(texts[index]))
        vectors: list[list[float]] = [[] for _ in texts]
        for start in range(0, len(by_length), size):
            indexes = by_length[start : start + size]
            for index, vector in zip(indexes, self._model.encode([texts[i] for i in indexes]), strict=True):
                vectors[index] = vector
        return vectors

    def _document_pass(self, texts: list[str]) -> list[list[float]]:
        if self._idle_release is None:  # a model without release_memory
            return self.encode(texts)
        return self._idle_release.run(lambda: self.encode(texts))

    async def _run(
        self, texts: list[str], thread: ModelThread, on_start: Callable[[], None] | None = None
    ) -> list[list[float]]:
        if self._closed:
            raise DependencyError("embedder is closed")
        encode = self.encode
        try:
            return await asyncio.wrap_future(thread.submit(lambda: encode(texts), on_start))
        except Exception as error:  # the model thread shut down, a failure of the model
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
