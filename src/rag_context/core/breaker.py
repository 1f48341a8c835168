"""The circuit breaker of spec §5.2: closed -> open after `threshold` consecutive failures ->
half-open after `timeout` (one trial call) -> closed on success, open again on failure.

The same class guards the whole fallback chain (the spec's breaker, level 4) and each dependency
on its own, so that a dependency that is down is skipped instead of costing its timeout on every
request.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from enum import Enum


class BreakerState(str, Enum):
    CLOSED = "closed"
    OPEN = "open"
    HALF_OPEN = "half_open"


class CircuitBreaker:
    def __init__(
        self,
        name: str,
        threshold: int,
        timeout_seconds: float,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        self.name = name
        self.threshold = threshold
        self.timeout_seconds = timeout_seconds
        self._clock = clock
        self._state = BreakerState.CLOSED
        self._failures = 0
        self._opened_at = 0.0
        self._trial_in_flight = False
        self._trial_started_at = 0.0

    @property
    def state(self) -> BreakerState:
        if self._state is BreakerState.OPEN and self._clock() - self._opened_at >= self.timeout_seconds:
            return BreakerState.HALF_OPEN
        return self._state

    @property
    def is_open(self) -> bool:
        """True while calls must not be attempted (open, or half-open with its trial under way)."""
        state = self.state
        return state is BreakerState.OPEN or (state is BreakerState.HALF_OPEN and self._trial_blocks())

    def _trial_blocks(self) -> bool:
        # A trial whose caller never reported back (cancelled, crashed) stops blocking after a timeout.
        return self._trial_in_flight and self._clock() - self._trial_started_at < self.timeout_seconds

    @property
    def consecutive_failures(self) -> int:
        return self._failures

    def allow(self) -> bool:
        """Whether a call may go through now; in half-open state only the first caller gets through."""
        state = self.state
        if state is BreakerState.CLOSED:
            return True
        if state is BreakerState.HALF_OPEN and not self._trial_blocks():
            self._state = BreakerState.HALF_OPEN
            self._trial_in_flight = True
            self._trial_started_at = self._clock()
            return True
        return False

    def record_success(self) -> None:
        self._failures = 0
        self._trial_in_flight = False
        self._state = BreakerState.CLOSED

    def release(self) -> None:
        """A call that proved nothing either way (it failed by the request's own fault, not the
        dependency's): the state stays, and a half-open trial this call held goes to the next caller."""
        self._trial_in_flight = False

    def record_failure(self) -> None:
        self._failures += 1
        self._trial_in_flight = False
        if self._state is BreakerState.HALF_OPEN or self._failures >= self.threshold:
            self._state = BreakerState.OPEN
            self._opened_at = self._clock()
