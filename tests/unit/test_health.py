"""health.check_health and probe, on the fakes' health() and a fake clock for the breakers."""

from __future__ import annotations

import asyncio

from rag_context.core.breaker import CircuitBreaker
from rag_context.core.health import PROBE_TIMEOUT_S, check_health, probe
from rag_context.core.models import ComponentStatus
from rag_context.core.ports import DependencyError
from tests.unit.fakes import FakeClock, FakeContextStore, FakeEmbedder, FakeVectorIndex

TIMEOUT_S = 0.05


class Rig:
    def __init__(self) -> None:
        self.clock = FakeClock()
        self.embedder, self.vectors, self.store = FakeEmbedder(), FakeVectorIndex(), FakeContextStore()
        self.vectors_breaker = CircuitBreaker("vectors", 1, 5.0, clock=self.clock)
        self.embedder_breaker = CircuitBreaker("embedder", 1, 5.0, clock=self.clock)
        self.store_breaker = CircuitBreaker("store", 1, 5.0, clock=self.clock)
        self.chain = CircuitBreaker("chain", 5, 60.0, clock=self.clock)

    async def check(self, indexed: int = 3):
        return await asyncio.wait_for(
            check_health(
                self.vectors.health,
                self.embedder.health,
                self.store.health,
                (self.vectors_breaker, self.embedder_breaker, self.store_breaker, self.chain),
                indexed_documents=indexed,
                timeout_s=TIMEOUT_S,
            ),
            2.0,
        )


async def test_healthy_when_all_three_are_healthy() -> None:
    rig = Rig()
    report = await rig.check(indexed=17)
    assert (report.vectors, report.embedder, report.store) == (ComponentStatus.HEALTHY,) * 3
    assert report.healthy
    assert report.indexed_documents == 17
    assert not report.circuit_open
    assert report.latency_ms >= 0
    assert rig.vectors.switch.calls["health"] == rig.embedder.switch.calls["health"] == rig.store.switch.calls["health"] == 1


async def test_a_probe_that_raises_is_unavailable() -> None:
    rig = Rig()
    rig.embedder.switch.set("fail")
    report = await rig.check()
    assert report.embedder is ComponentStatus.UNAVAILABLE
    assert report.vectors is ComponentStatus.HEALTHY and report.store is ComponentStatus.HEALTHY
    assert not report.healthy


async def test_a_probe_that_hangs_is_unavailable_after_the_timeout() -> None:
    rig = Rig()
    rig.store.switch.set("hang")
    rig.vectors.switch.set("hang")
    report = await rig.check()
    assert report.store is ComponentStatus.UNAVAILABLE
    assert report.vectors is ComponentStatus.UNAVAILABLE
    assert report.embedder is ComponentStatus.HEALTHY
    assert not report.healthy


async def test_probes_run_at_once_not_one_after_the_other() -> None:
    rig = Rig()
    started = 0
    all_started = asyncio.Event()

    async def check() -> ComponentStatus:
        # Answers only once all three probes have started: a sequential health check times out.
        nonlocal started
        started += 1
        if started == 3:
            all_started.set()
        await all_started.wait()
        return ComponentStatus.HEALTHY

    breakers = (rig.vectors_breaker, rig.embedder_breaker, rig.store_breaker, rig.chain)
    report = await asyncio.wait_for(check_health(check, check, check, breakers, 0, TIMEOUT_S), 2.0)
    assert report.healthy


async def test_a_healthy_component_whose_breaker_is_open_is_degraded() -> None:
    rig = Rig()
    rig.vectors_breaker.record_failure()
    report = await rig.check()
    assert report.vectors is ComponentStatus.DEGRADED
    assert report.embedder is ComponentStatus.HEALTHY
    assert not report.healthy
    rig.clock.advance(5.0)  # half-open, no trial under way: calls may go through again
    assert (await rig.check()).vectors is ComponentStatus.HEALTHY


async def test_an_unavailable_component_stays_unavailable_with_an_open_breaker() -> None:
    rig = Rig()
    rig.store_breaker.record_failure()
    rig.store.switch.set("fail")
    assert (await rig.check()).store is ComponentStatus.UNAVAILABLE


async def test_the_chain_breaker_is_reported() -> None:
    rig = Rig()
    for _ in range(5):
        rig.chain.record_failure()
    report = await rig.check()
    assert report.circuit_open
    assert report.healthy  # the components themselves answer


async def test_probe_passes_a_reported_status_through() -> None:
    breaker = CircuitBreaker("x", 1, 5.0, clock=FakeClock())

    async def degraded() -> ComponentStatus:
        return ComponentStatus.DEGRADED

    async def broken() -> ComponentStatus:
        raise DependencyError("down")

    async def crashing() -> ComponentStatus:
        raise RuntimeError("bug in the probe")

    assert await probe(degraded, breaker, TIMEOUT_S) is ComponentStatus.DEGRADED
    assert await probe(broken, breaker, TIMEOUT_S) is ComponentStatus.UNAVAILABLE
    assert await probe(crashing, breaker, TIMEOUT_S) is ComponentStatus.UNAVAILABLE


async def test_health_answers_within_a_second_with_every_dependency_hanging() -> None:
    """The probes are cut at PROBE_TIMEOUT_S however long the dependency timeout is."""
    assert PROBE_TIMEOUT_S < 1.0
    rig = Rig()
    for fake in (rig.store, rig.vectors, rig.embedder):
        fake.switch.set("hang")
    breakers = (rig.vectors_breaker, rig.embedder_breaker, rig.store_breaker, rig.chain)
    checks = (rig.vectors.health, rig.embedder.health, rig.store.health)
    report = await asyncio.wait_for(check_health(*checks, breakers, 0, timeout_s=30.0), 3.0)
    assert (report.vectors, report.embedder, report.store) == (ComponentStatus.UNAVAILABLE,) * 3
