"""Per-component health (technical spec §3.3): each dependency is asked at once, under a timeout,
and a dependency that answers but whose breaker is open (it failed recently) is `degraded`.

The timeout is the dependency timeout, but never more than `PROBE_TIMEOUT_S`: /health answers
within a second even with every dependency hanging, with half a second left for the request's own
work on a loaded machine (a dependency slower than that to say it is alive is reported
unavailable: the probes are a ping, a list of models and a count, milliseconds when healthy)."""

from __future__ import annotations

import asyncio
import time
from collections.abc import Awaitable, Callable
from dataclasses import dataclass

from rag_context.core.breaker import CircuitBreaker
from rag_context.core.models import ComponentStatus


PROBE_TIMEOUT_S = 0.5


@dataclass(frozen=True, slots=True)
class HealthReport:
    vectors: ComponentStatus
    embedder: ComponentStatus
    store: ComponentStatus
    latency_ms: float
    indexed_documents: int
    circuit_open: bool

    @property
    def healthy(self) -> bool:
        return all(status is ComponentStatus.HEALTHY for status in (self.vectors, self.embedder, self.store))


async def probe(check: Callable[[], Awaitable[ComponentStatus]], breaker: CircuitBreaker, timeout_s: float) -> ComponentStatus:
    try:
        status = await asyncio.wait_for(check(), timeout_s)
    except Exception:  # noqa: BLE001 - a probe that fails in any way means the component is unavailable
        return ComponentStatus.UNAVAILABLE
    if status is ComponentStatus.HEALTHY and breaker.is_open:
        return ComponentStatus.DEGRADED
    return status


async def check_health(
    vectors: Callable[[], Awaitable[ComponentStatus]],
    embedder: Callable[[], Awaitable[ComponentStatus]],
    store: Callable[[], Awaitable[ComponentStatus]],
    breakers: "tuple[CircuitBreaker, CircuitBreaker, CircuitBreaker, CircuitBreaker]",
    indexed_documents: int,
    timeout_s: float,
) -> HealthReport:
    """`breakers` are (vectors, embedder, store, chain)."""
    started = time.perf_counter()
    timeout_s = min(timeout_s, PROBE_TIMEOUT_S)
    vectors_breaker, embedder_breaker, store_breaker, chain = breakers
    vector_status, embedder_status, store_status = await asyncio.gather(
        probe(vectors, vectors_breaker, timeout_s),
        probe(embedder, embedder_breaker, timeout_s),
        probe(store, store_breaker, timeout_s),
    )
    return HealthReport(
        vectors=vector_status,
        embedder=embedder_status,
        store=store_status,
        latency_ms=round((time.perf_counter() - started) * 1000, 3),
        indexed_documents=indexed_documents,
        circuit_open=chain.is_open,
    )
