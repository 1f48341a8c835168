"""metrics_queue.MetricsRecorder: submit never blocks nor raises, a full queue drops and counts,
a failing store does not stop the writer, stop() writes what is left."""

from __future__ import annotations

import asyncio
import inspect
from collections.abc import Callable

import structlog

from rag_context.core.metrics_queue import ERROR_MESSAGE_CHARS, MetricsRecorder
from rag_context.core.models import MetricsRecord, utc_now
from rag_context.core.ports import DependencyError
from tests.unit.fakes import FakeContextStore


def record(number: int) -> MetricsRecord:
    return MetricsRecord(
        timestamp=utc_now(),
        query=f"query {number}",
        results_count=number % 5,
        latency_ms=float(number),
        fallback=False,
        fallback_level=1,
        cache_hit=False,
        agent="Oracle",
    )


async def wait_until(condition: Callable[[], bool], timeout_s: float = 2.0) -> None:
    async def poll() -> None:
        while not condition():
            await asyncio.sleep(0.001)

    await asyncio.wait_for(poll(), timeout_s)


def queries(store: FakeContextStore) -> list[str]:
    return [item.query for item in store.metrics]


def test_submit_is_synchronous() -> None:
    assert not inspect.iscoroutinefunction(MetricsRecorder.submit)


async def test_a_full_queue_drops_and_counts_without_blocking_or_raising() -> None:
    store = FakeContextStore()
    recorder = MetricsRecorder(store, max_queued=3)
    for number in range(10):
        assert recorder.submit(record(number)) is None
    assert recorder.queued == 3
    assert recorder.dropped == 7
    assert store.metrics == []  # nothing is written on the request path
    await recorder.stop()
    assert queries(store) == ["query 0", "query 1", "query 2"]  # the first ones were kept
    assert recorder.written == 3


async def test_submit_does_not_block_when_the_store_hangs() -> None:
    store = FakeContextStore()
    store.switch.set("hang")
    recorder = MetricsRecorder(store, max_queued=5, batch_size=2)
    recorder.start()
    for number in range(50):
        recorder.submit(record(number))
        await asyncio.sleep(0)
    assert recorder.dropped >= 50 - 5 - 2
    await recorder.stop(timeout_s=0.05)  # bounded, even though the store never answers


async def test_the_writer_writes_submitted_records() -> None:
    store = FakeContextStore()
    recorder = MetricsRecorder(store, max_queued=100, batch_size=10)
    recorder.start()
    for number in range(25):
        recorder.submit(record(number))
    await wait_until(lambda: recorder.written == 25)
    assert queries(store) == [f"query {n}" for n in range(25)]
    assert max(store.metrics_batches) <= 10
    await recorder.stop()


async def test_a_failing_store_does_not_break_the_writer() -> None:
    store = FakeContextStore()
    recorder = MetricsRecorder(store, max_queued=100, batch_size=10)
    recorder.start()
    store.switch.set("fail")
    recorder.submit(record(1))
    recorder.submit(record(2))
    await wait_until(lambda: recorder.failed == 2)
    assert store.metrics == []

    store.switch.ok()  # the store recovers
    for number in (3, 4, 5):
        recorder.submit(record(number))
    await wait_until(lambda: recorder.written == 3)
    assert queries(store) == ["query 3", "query 4", "query 5"]
    assert recorder.failed == 2
    await recorder.stop()


async def test_a_store_raising_anything_does_not_break_the_writer() -> None:
    class Broken(FakeContextStore):
        async def record_metrics(self, records):  # type: ignore[override]
            if len(self.metrics_batches) == 0 and not getattr(self, "raised", False):
                self.raised = True
                raise RuntimeError("driver bug")
            await super().record_metrics(records)

    store = Broken()
    recorder = MetricsRecorder(store, max_queued=100)
    recorder.start()
    recorder.submit(record(1))
    await wait_until(lambda: recorder.failed == 1)
    recorder.submit(record(2))
    await wait_until(lambda: recorder.written == 1)
    assert queries(store) == ["query 2"]
    await recorder.stop()


async def test_stop_flushes_what_is_queued() -> None:
    store = FakeContextStore()
    recorder = MetricsRecorder(store, max_queued=1000, batch_size=7)
    for number in range(30):
        recorder.submit(record(number))
    await recorder.stop()
    assert queries(store) == [f"query {n}" for n in range(30)]
    assert recorder.queued == 0
    assert recorder.written == 30


async def test_stop_with_the_writer_running_loses_nothing() -> None:
    store = FakeContextStore()
    recorder = MetricsRecorder(store, max_queued=1000, batch_size=5)
    recorder.start()
    for number in range(40):
        recorder.submit(record(number))
    await recorder.stop()
    assert sorted(queries(store), key=lambda q: int(q.split()[1])) == [f"query {n}" for n in range(40)]
    assert recorder.written == 40


async def test_stop_does_not_lose_the_batch_being_written() -> None:
    # stop() while the writer is in the middle of a write: those records have left the queue but
    # are not written yet; they must be written (or at least counted), not vanish.
    store = FakeContextStore()
    store.metrics_gate = asyncio.Event()
    recorder = MetricsRecorder(store, max_queued=100, batch_size=10)
    recorder.start()
    recorder.submit(record(1))
    await wait_until(lambda: store.switch.calls["record_metrics"] == 1)  # the write is under way
    recorder.submit(record(2))
    recorder.submit(record(3))
    asyncio.get_running_loop().call_later(0.02, store.metrics_gate.set)  # the store answers soon
    await recorder.stop(timeout_s=1.0)
    assert recorder.written + recorder.failed + recorder.dropped == 3, (
        f"written={recorder.written} failed={recorder.failed} dropped={recorder.dropped}"
    )
    assert sorted(queries(store)) == ["query 1", "query 2", "query 3"]


async def test_stop_is_bounded_by_its_timeout_when_the_store_hangs() -> None:
    store = FakeContextStore()
    store.switch.set("hang")
    recorder = MetricsRecorder(store, max_queued=100)
    recorder.submit(record(1))
    await asyncio.wait_for(recorder.stop(timeout_s=0.05), 2.0)
    assert recorder.written == 0


async def test_start_twice_runs_one_writer() -> None:
    store = FakeContextStore()
    recorder = MetricsRecorder(store, max_queued=100)
    recorder.start()
    recorder.start()
    recorder.submit(record(1))
    await wait_until(lambda: recorder.written == 1)
    await recorder.stop()
    assert queries(store) == ["query 1"]


async def test_error_records_go_to_their_own_table_beside_the_metrics() -> None:
    store = FakeContextStore()
    recorder = MetricsRecorder(store, max_queued=100)
    recorder.submit(record(1))
    recorder.record_failure("store", "index", DependencyError("db.internal:27017 refused " + "x" * 5000))
    recorder.submit(record(2))
    await recorder.stop()
    assert queries(store) == ["query 1", "query 2"]
    (error,) = store.errors
    assert (error.dependency, error.operation, error.correlation_id) == ("store", "index", None)
    assert error.message.startswith("db.internal:27017 refused") and len(error.message) == ERROR_MESSAGE_CHARS
    assert recorder.written == 3


async def test_an_error_record_carries_the_correlation_id_bound_for_the_request() -> None:
    store = FakeContextStore()
    recorder = MetricsRecorder(store, max_queued=100)
    structlog.contextvars.bind_contextvars(correlation_id="corr-42")
    try:
        recorder.record_failure("embedder", "search", "timeout")
    finally:
        structlog.contextvars.clear_contextvars()
    await recorder.stop()
    assert [(e.correlation_id, e.message) for e in store.errors] == [("corr-42", "timeout")]
