"""A server backend that could not be reached at start-up.

The service must start and answer, degraded, when Qdrant or MongoDB is down, so a backend whose
`open` fails with a DependencyError is wrapped: every call first tries to open it again (the
dependency breakers keep that from happening on every request), and until it opens, calls raise
DependencyError like any other failure of that dependency. A ConfigurationError (a dimension
mismatch) is not deferred: it stops start-up.

The wrapper answers for the backend's class (`kind`) only: it has exactly the coroutine methods of
that class, so a capability check (`isinstance(index, OptimizableIndex)`, `getattr(store,
"take_lease", None)`) says of the wrapper what it would say of the backend. One attempt to open is
under way at a time; concurrent callers share it, and a caller that stops waiting (a timeout) does
not cancel it.
"""

from __future__ import annotations

import asyncio
import inspect
from collections.abc import Awaitable, Callable
from typing import Any

import structlog

from rag_context.core.models import ComponentStatus
from rag_context.core.ports import DependencyError

log = structlog.get_logger(__name__)


class DeferredBackend:
    def __init__(self, name: str, kind: type, opener: Callable[[], Awaitable[Any]], first_error: DependencyError) -> None:
        self.name = name
        self._kind = kind
        self._opener = opener
        self._inner: Any = None
        self._opening: asyncio.Future[Any] | None = None
        self._last_error = first_error
        log.warning("backend.deferred", backend=name, error=str(first_error))

    @classmethod
    async def open(cls, name: str, kind: type, opener: Callable[[], Awaitable[Any]]) -> Any:
        """The opened backend (an instance of `kind`), or a DeferredBackend that keeps trying when
        its server is down."""
        try:
            return await opener()
        except DependencyError as error:
            return cls(name, kind, opener, error)

    async def _backend(self) -> Any:
        if self._inner is not None:
            return self._inner
        if self._opening is None:
            self._opening = asyncio.ensure_future(self._open_once())
        return await asyncio.shield(self._opening)

    async def _open_once(self) -> Any:
        try:
            self._inner = await self._opener()
        except DependencyError as error:
            self._last_error = error
            raise
        finally:
            self._opening = None
        log.info("backend.opened", backend=self.name)
        return self._inner

    def __getattr__(self, method: str) -> Callable[..., Awaitable[Any]]:
        if method.startswith("_") or not inspect.iscoroutinefunction(getattr(self._kind, method, None)):
            raise AttributeError(f"{self._kind.__name__} (not opened yet) has no coroutine method {method!r}")

        async def call(*args: Any, **kwargs: Any) -> Any:
            backend = await self._backend()
            return await getattr(backend, method)(*args, **kwargs)

        return call

    async def health(self) -> ComponentStatus:
        try:
            backend = await self._backend()
        except DependencyError:
            return ComponentStatus.UNAVAILABLE
        return await backend.health()

    async def close(self) -> None:
        if self._opening is not None:
            self._opening.cancel()
        if self._inner is not None:
            await self._inner.close()
