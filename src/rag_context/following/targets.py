"""The target a folder is followed into, opened for `rag-context index` and its `--watch`: the
configured backends in this process, or a running service's API (`--url`)."""

from __future__ import annotations

import contextlib
from collections.abc import AsyncIterator, Callable

from rag_context.config import Settings
from rag_context.core.ports import DependencyError
from rag_context.following.sync import FolderTarget


@contextlib.asynccontextmanager
async def open_target(
    settings: Settings,
    url: str | None,
    api_key: str | None,
    on_optimization_failure: Callable[[str], None] | None = None,
    on_cache_counts: Callable[[int, int], None] | None = None,
) -> AsyncIterator[FolderTarget]:
    """The configured backends in this process (their search graph built at the end, rather than at
    the service's next start; a failure goes to `on_optimization_failure`; the embedding cache's
    hits and misses of the run to `on_cache_counts`), or the service at `url`."""
    if url:
        from rag_context.following.remote import HttpTarget

        remote = HttpTarget(url, api_key or settings.rag_api_key)
        try:
            yield remote
        finally:
            await remote.close()
        return
    from rag_context.following.local import ServicesTarget
    from rag_context.services import build_services

    services = await build_services(settings)
    await services.start()
    try:
        yield ServicesTarget.of(services)
        if on_cache_counts is not None and services.embedding_cache is not None:
            counts = services.embedding_cache.counts
            on_cache_counts(counts.hits, counts.misses)
        # A failure is reported; the documents are indexed all the same, and the service retries.
        try:
            await services.optimize_vectors()
        except DependencyError as error:
            if on_optimization_failure is not None:
                on_optimization_failure(str(error))
    finally:
        await services.close()
