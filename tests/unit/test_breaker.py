"""breaker.CircuitBreaker on a fake clock."""

from __future__ import annotations

import pytest

from rag_context.core.breaker import BreakerState, CircuitBreaker
from tests.unit.fakes import FakeClock


@pytest.fixture
def clock() -> FakeClock:
    return FakeClock()


def breaker(clock: FakeClock, threshold: int = 3, timeout: float = 10.0) -> CircuitBreaker:
    return CircuitBreaker("test", threshold, timeout, clock=clock)


def open_breaker(b: CircuitBreaker) -> None:
    for _ in range(b.threshold):
        assert b.allow()
        b.record_failure()
    assert b.state is BreakerState.OPEN


def test_a_new_breaker_is_closed_and_allows(clock: FakeClock) -> None:
    b = breaker(clock)
    assert b.state is BreakerState.CLOSED
    assert not b.is_open
    assert all(b.allow() for _ in range(10))


@pytest.mark.parametrize("threshold", [1, 3, 5])
def test_opens_after_exactly_threshold_consecutive_failures(clock: FakeClock, threshold: int) -> None:
    b = breaker(clock, threshold=threshold)
    for failure in range(1, threshold):
        b.record_failure()
        assert b.state is BreakerState.CLOSED, f"opened after {failure} of {threshold}"
        assert b.allow()
        assert b.consecutive_failures == failure
    b.record_failure()
    assert b.state is BreakerState.OPEN
    assert b.is_open
    assert not b.allow()


def test_a_success_resets_the_count(clock: FakeClock) -> None:
    b = breaker(clock, threshold=3)
    b.record_failure()
    b.record_failure()
    b.record_success()
    assert b.consecutive_failures == 0
    b.record_failure()
    b.record_failure()
    assert b.state is BreakerState.CLOSED  # 2 + 2 failures, never 3 in a row
    b.record_failure()
    assert b.state is BreakerState.OPEN


def test_while_open_nobody_is_allowed_until_the_timeout(clock: FakeClock) -> None:
    b = breaker(clock, timeout=10.0)
    open_breaker(b)
    for step in (2.0, 2.0, 2.0, 2.0, 1.5):  # 9.5 s in all
        clock.advance(step)
        assert not b.allow()
        assert b.is_open
    clock.advance(0.5)
    assert b.state is BreakerState.HALF_OPEN
    assert b.allow()


def test_half_open_lets_exactly_one_caller_through(clock: FakeClock) -> None:
    b = breaker(clock, timeout=10.0)
    open_breaker(b)
    clock.advance(10.0)
    assert not b.is_open  # a trial may start
    assert b.allow()
    assert b.is_open  # the trial is under way
    assert [b.allow() for _ in range(5)] == [False] * 5
    clock.advance(3.0)
    assert not b.allow()


def test_a_successful_trial_closes(clock: FakeClock) -> None:
    b = breaker(clock, timeout=10.0)
    open_breaker(b)
    clock.advance(10.0)
    assert b.allow()
    b.record_success()
    assert b.state is BreakerState.CLOSED
    assert b.consecutive_failures == 0
    assert all(b.allow() for _ in range(5))
    # Closed again for real: it takes `threshold` new failures to open.
    b.record_failure()
    b.record_failure()
    assert b.state is BreakerState.CLOSED


def test_a_failed_trial_reopens_with_a_fresh_timeout(clock: FakeClock) -> None:
    b = breaker(clock, threshold=3, timeout=10.0)
    open_breaker(b)
    clock.advance(25.0)  # long past the first timeout
    assert b.allow()
    b.record_failure()  # a single failure is enough in half-open
    assert b.state is BreakerState.OPEN
    assert not b.allow()
    clock.advance(9.9)
    assert not b.allow()  # the timeout counts from the failed trial, not from the first opening
    clock.advance(0.1)
    assert b.allow()
    assert not b.allow()


def test_a_trial_that_never_reports_back_stops_blocking_after_another_timeout(clock: FakeClock) -> None:
    b = breaker(clock, timeout=10.0)
    open_breaker(b)
    clock.advance(10.0)
    assert b.allow()  # this caller is cancelled and never reports
    clock.advance(9.0)
    assert not b.allow()
    assert b.is_open
    clock.advance(1.0)
    assert not b.is_open
    assert b.allow()  # a new trial
    assert not b.allow()  # ... and only one
    b.record_success()
    assert b.state is BreakerState.CLOSED


def test_zero_timeout_goes_half_open_at_once(clock: FakeClock) -> None:
    b = breaker(clock, threshold=1, timeout=0.0)
    b.record_failure()
    assert b.state is BreakerState.HALF_OPEN
    assert b.allow()
