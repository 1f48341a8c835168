"""A server backend that could not be reached at start-up.

The service must start and answer, degraded, when Qdrant or MongoDB is down, so a backend whose
`open` fails with a DependencyError is wrapped: every call first tries to open it again (the
dependency breakers keep that from happening on every request), and until it opens, calls raise
DependencyError like any other failure of that dependency. A ConfigurationError (a dimension
mismatch) is not deferred: it stops start-up.
"""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable
from typing import Any

import structlog

from rag_context.core.models import ComponentStatus
from rag_context.core.ports import DependencyError

log = structlog.get_logger(__name__)


class DeferredBackend:
    def __init__(self, name: str, opener: Callable[[], Awaitable[Any]], first_error: DependencyError) -> None:
        self.name = name
        self._opener = opener
        self._inner: Any = None
        self._lock = asyncio.Lock()
        self._last_error = first_error
        log.warning("backend.deferred", backend=name, error=str(first_error))

    @classmethod
    async def open(cls, name: str, opener: Callable[[], Awaitable[Any]]) -> Any:
        """The opened backend, or a DeferredBackend that keeps trying when its server is down."""
        try:
            return await opener()
        except DependencyError as error:
            return cls(name, opener, error)

    async def _backend(self) -> Any:
        if self._inner is None:
            async with self._lock:
                if self._inner is None:
                    try:
                        self._inner = await self._opener()
                    except DependencyError as error:
                        self._last_error = error
                        raise
                    log.info("backend.opened", backend=self.name)
        return self._inner

    def __getattr__(self, method: str) -> Callable[..., Awaitable[Any]]:
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
        if self._inner is not None:
            await self._inner.close()
