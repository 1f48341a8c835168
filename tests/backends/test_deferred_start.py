"""The service started with each server dependency down (nothing listens on its port): it starts,
answers degraded, and its background work does not trip over the stand-in of a backend that could
not be opened (the DeferredBackend once passed for an optimizable Edge index: `'>=' not supported
between instances of 'function' and 'int'`, logged on every round)."""

from __future__ import annotations

import asyncio
import socket
from pathlib import Path
from typing import Any

import pytest
import structlog
from structlog.testing import capture_logs

from rag_context.backends.deferred import DeferredBackend
from rag_context.backends.stores.mongo import MongoStore
from rag_context.backends.vectors.qdrant_server import QdrantServerIndex
from rag_context.config import load_settings
from rag_context.core.models import ComponentStatus, FallbackLevel
from rag_context.core.ports import DependencyError, OptimizableIndex
from rag_context.core.search import SearchQuery
from rag_context.services import build_services
from tests.conftest import KeepOpenEmbedder


def closed_port() -> int:
    """A port on this machine nothing listens on (bound, then released)."""
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


async def never_opens() -> Any:
    raise DependencyError("connection refused")


async def test_a_deferred_backend_has_only_its_kinds_coroutine_methods() -> None:
    index = DeferredBackend("qdrant", QdrantServerIndex, never_opens, DependencyError("refused at start"))
    assert not isinstance(index, OptimizableIndex)  # Qdrant server is not one; an open Edge index is
    assert not hasattr(index, "points_since_optimization")
    with pytest.raises(DependencyError):
        await index.hybrid_search([0.0], "text", None, 5, 0.0)
    store = DeferredBackend("mongodb", MongoStore, never_opens, DependencyError("refused at start"))
    assert callable(getattr(store, "take_lease", None))  # the reconciler's lease is looked up so
    assert await store.health() is ComponentStatus.UNAVAILABLE


async def test_concurrent_callers_share_one_attempt_to_open() -> None:
    attempts = 0
    release = asyncio.Event()

    async def slow_refusal() -> Any:
        nonlocal attempts
        attempts += 1
        await release.wait()
        raise DependencyError("connection refused")

    store = DeferredBackend("mongodb", MongoStore, slow_refusal, DependencyError("refused at start"))
    probes = [asyncio.ensure_future(store.health()) for _ in range(5)]
    await asyncio.sleep(0.05)
    release.set()
    assert await asyncio.gather(*probes) == [ComponentStatus.UNAVAILABLE] * 5
    assert attempts == 1


@pytest.mark.parametrize("down", ["vectors", "store", "embedder", "all"])
async def test_the_service_starts_and_answers_with_a_dependency_down(down: str, tmp_path: Path, local_embedder: Any) -> None:
    variables: dict[str, Any] = {}
    if down in ("vectors", "all"):
        variables.update(qdrant_url=f"http://127.0.0.1:{closed_port()}", qdrant_timeout_ms=500)
    if down in ("store", "all"):
        variables.update(mongodb_uri=f"mongodb://127.0.0.1:{closed_port()}/P4NTH30N")
    embedder: Any = KeepOpenEmbedder(local_embedder)
    if down in ("embedder", "all"):
        variables.update(lm_studio_url=f"http://127.0.0.1:{closed_port()}/v1", embedding_dim=384, lm_studio_timeout_ms=500)
        embedder = None
    settings = load_settings(
        _env_file=None,
        rag_data_dir=tmp_path / "data",
        rag_dependency_timeout_ms=500,
        rag_dependency_cooldown_ms=100,
        rag_edge_optimize_after_points=1,
        **variables,
    )
    with capture_logs(processors=[structlog.contextvars.merge_contextvars]) as logs:
        services = await asyncio.wait_for(build_services(settings, embedder=embedder), 30)
        try:
            await asyncio.wait_for(services.start(), 30)
            await asyncio.sleep(0.5)  # the background tasks' first rounds
            health = await asyncio.wait_for(services.health(), 2)
            outcome = await asyncio.wait_for(services.search.search(SearchQuery("jackpot threshold")), 10)
        finally:
            await services.close()
    # A dependency that is down is logged (warnings, errors); a traceback is a bug of ours.
    unexpected = [entry for entry in logs if "exc_info" in entry or entry["event"].endswith("unexpected_error")]
    assert not unexpected, unexpected
    statuses = {"vectors": health.vectors, "store": health.store, "embedder": health.embedder}
    for name, status in statuses.items():
        expected = ComponentStatus.UNAVAILABLE if down in (name, "all") else ComponentStatus.HEALTHY
        assert status is expected, (name, statuses)
    assert outcome.level in (FallbackLevel.KEYWORD, FallbackLevel.EMPTY, FallbackLevel.PRIMARY)
    assert (outcome.level is FallbackLevel.PRIMARY) is (down == "store"), outcome
