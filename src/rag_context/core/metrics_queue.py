"""R4G_M37R1C5 records, and the structured error records, leave the request path through a bounded queue.

`submit` and `record_failure` never block and never raise: when the queue is full the record is
dropped and counted; a store that fails to write a batch is logged and counted, and the requests
never notice. (An error of the store itself is therefore only in the log while the store is down.)
"""

from __future__ import annotations

import asyncio
import collections
import contextlib

import structlog

from rag_context.core.models import ErrorRecord, MetricsRecord, utc_now
from rag_context.core.ports import ContextStore

log = structlog.get_logger(__name__)

ERROR_MESSAGE_CHARS = 2000  # a driver's description of a whole topology is long; the record stays small

Record = MetricsRecord | ErrorRecord


def current_correlation_id() -> str | None:
    """The correlation id the HTTP edge bound for this request's log lines (None outside a request)."""
    value = structlog.contextvars.get_contextvars().get("correlation_id")
    return str(value) if value is not None else None


class MetricsRecorder:
    def __init__(self, store: ContextStore, max_queued: int, batch_size: int = 200) -> None:
        self._store = store
        self._queue: asyncio.Queue[Record] = asyncio.Queue(maxsize=max_queued)
        self._batch_size = batch_size
        self._task: asyncio.Task[None] | None = None
        self._writing: asyncio.Future[None] | None = None  # the batch being written, if any
        self.dropped = 0
        self.failed = 0
        self.written = 0
        # Failures of a dependency by (dependency, operation), since start: a counter for Prometheus
        # that holds while the store (and so the error records) is down too.
        self.dependency_failures: collections.Counter[tuple[str, str]] = collections.Counter()

    def record_failure(self, dependency: str, operation: str, error: BaseException | str) -> None:
        """Queue a structured error record of this failure, with the current correlation id, and count it."""
        self.dependency_failures[(dependency, operation)] += 1
        message = str(error) or type(error).__name__
        self.submit(ErrorRecord(utc_now(), dependency, operation, message[:ERROR_MESSAGE_CHARS], current_correlation_id()))

    def submit(self, record: Record) -> None:
        try:
            self._queue.put_nowait(record)
        except asyncio.QueueFull:
            self.dropped += 1

    @property
    def queued(self) -> int:
        return self._queue.qsize()

    def start(self) -> None:
        if self._task is None:
            self._task = asyncio.create_task(self._run(), name="metrics-writer")

    async def stop(self, timeout_s: float = 5.0) -> None:
        """Stop taking records off the queue after writing what is queued (bounded by `timeout_s`)."""
        if self._task is not None:
            self._task.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await self._task
            self._task = None

        async def drain() -> None:
            if self._writing is not None:  # the batch the writer had already taken off the queue
                await self._writing
            await self.flush()

        with contextlib.suppress(TimeoutError):
            await asyncio.wait_for(drain(), timeout_s)

    async def flush(self) -> None:
        while not self._queue.empty():
            await self._write(self._take_batch())

    async def _run(self) -> None:
        while True:
            first = await self._queue.get()
            self._writing = asyncio.ensure_future(self._write([first, *self._take_batch(self._batch_size - 1)]))
            await asyncio.shield(self._writing)  # cancelling the writer does not cancel the write
            self._writing = None

    def _take_batch(self, size: int | None = None) -> list[Record]:
        batch: list[Record] = []
        limit = self._batch_size if size is None else size
        while len(batch) < limit and not self._queue.empty():
            batch.append(self._queue.get_nowait())
        return batch

    async def _write(self, batch: list[Record]) -> None:
        metrics = [record for record in batch if isinstance(record, MetricsRecord)]
        errors = [record for record in batch if isinstance(record, ErrorRecord)]
        for kind, records, method in (("metrics", metrics, "record_metrics"), ("errors", errors, "record_errors")):
            if not records:
                continue
            try:
                await getattr(self._store, method)(records)
                self.written += len(records)
            except Exception as error:  # noqa: BLE001 - whatever the store raises, a request must never see it
                self.failed += len(records)
                log.warning(f"{kind}.write_failed", records=len(records), error=str(error))
