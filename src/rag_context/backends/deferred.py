"""A server backend that could not be reached at start-up.

The service must start and answer, degraded, when Qdrant or MongoDB is down, so a backend whose
`open` fails with a DependencyError, or does not answer within the start-up attempt's bound (a
server that hangs), is wrapped instead of stopping start-up. A ConfigurationError (a dimension
mismatch) is not deferred: it stops start-up.

Degraded means fast: until the backend opens, every call raises DependencyError at once, and no
caller ever waits for a connection. The attempts to open run in the background, one at a time, at
most once per `retry_after_s` (the dependency cool-down), each started by a call that found the
backend closed; the first call after one succeeded reaches the backend. So a server that comes
back costs one failed call, and a server that hangs costs start-up one bounded attempt, not every
start-up step its own timeout (measured with every dependency hanging: live after 53 s before,
each step waiting out its own timeouts).

The wrapper answers for the backend's class (`kind`) only: it has exactly the coroutine methods of
that class, so a capability check (`isinstance(index, OptimizableIndex)`, `getattr(store,
"take_lease", None)`) says of the wrapper what it would say of the backend.
"""

from __future__ import annotations

import asyncio
import contextlib
import inspect
import time
from collections.abc import Awaitable, Callable
from typing import Any

import structlog

from rag_context.core.models import ComponentStatus
from rag_context.core.ports import DependencyError

log = structlog.get_logger(__name__)


class DeferredBackend:
    def __init__(
        self,
        name: str,
        kind: type,
        opener: Callable[[], Awaitable[Any]],
        first_error: DependencyError,
        retry_after_s: float = 5.0,
    ) -> None:
        self.name = name
        self._kind = kind
        self._opener = opener
        self._inner: Any = None
        self._opening: asyncio.Task[None] | None = None
        self._last_error = first_error
        self._failed_at = time.monotonic()
        self._retry_after_s = retry_after_s
        log.warning("backend.deferred", backend=name, error=str(first_error))

    @classmethod
    async def open(
        cls,
        name: str,
        kind: type,
        opener: Callable[[], Awaitable[Any]],
        *,
        first_attempt_s: float | None = None,
        retry_after_s: float = 5.0,
    ) -> Any:
        """The opened backend (an instance of `kind`), or a DeferredBackend that keeps trying in
        the background when its server is down or has not answered within `first_attempt_s`."""
        try:
            if first_attempt_s is None:
                return await opener()
            return await asyncio.wait_for(opener(), first_attempt_s)
        except DependencyError as error:
            return cls(name, kind, opener, error, retry_after_s)
        except TimeoutError:
            error = DependencyError(f"{name}: no answer within {first_attempt_s:g} s at start-up")
            return cls(name, kind, opener, error, retry_after_s)

    @property
    def is_open(self) -> bool:
        return self._inner is not None

    def _backend(self) -> Any:
        """The opened backend, or DependencyError at once (an attempt to open started in the
        background when none runs and the last one failed at least `retry_after_s` ago)."""
        if self._inner is not None:
            return self._inner
        if self._opening is None and time.monotonic() - self._failed_at >= self._retry_after_s:
            self._opening = asyncio.ensure_future(self._open_once())
        raise DependencyError(f"{self.name} not connected: {self._last_error}")

    async def _open_once(self) -> None:
        try:
            self._inner = await self._opener()
        except DependencyError as error:
            self._last_error = error
            self._failed_at = time.monotonic()
            return
        except Exception as error:  # noqa: BLE001 - a background task: its failure is reported, never lost
            self._last_error = DependencyError(f"{self.name}: {type(error).__name__}: {error}")
            self._failed_at = time.monotonic()
            log.error("backend.open_failed", backend=self.name, error=str(error), exc_info=True)
            return
        finally:
            self._opening = None
        log.info("backend.opened", backend=self.name)

    def __getattr__(self, method: str) -> Callable[..., Awaitable[Any]]:
        if method.startswith("_") or not inspect.iscoroutinefunction(getattr(self._kind, method, None)):
            raise AttributeError(f"{self._kind.__name__} (not opened yet) has no coroutine method {method!r}")

        async def call(*args: Any, **kwargs: Any) -> Any:
            return await getattr(self._backend(), method)(*args, **kwargs)

        return call

    async def health(self) -> ComponentStatus:
        try:
            backend = self._backend()
        except DependencyError:
            return ComponentStatus.UNAVAILABLE
        return await backend.health()

    async def close(self) -> None:
        if self._opening is not None:
            self._opening.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await self._opening
        if self._inner is not None:
            await self._inner.close()
