"""A real Qdrant server for the tests, in a testcontainers container of QDRANT_SERVER_IMAGE.

One container serves the whole test session (started by the first test that asks, stopped when the
session ends); each test works in its own collection. Where no Docker engine answers, the tests that
ask are skipped, saying why.

Imported by the test modules of this folder (pytest puts the folder on sys.path)."""

from __future__ import annotations

import uuid
from pathlib import Path
from typing import Any

import pytest

from rag_context.backends.vectors.qdrant_server import QDRANT_SERVER_IMAGE

_state: dict[str, Any] = {}


def docker_unavailable_reason() -> str | None:
    """Why no container can start here, or None when a Docker engine answers."""
    from testcontainers.core.docker_client import DockerClient, get_docker_host

    # Nowhere to connect to: say so without a client (one that fails to connect leaks its socket).
    if get_docker_host() is None and not Path("/var/run/docker.sock").exists():
        return "Docker engine not available: no DOCKER_HOST, no docker context host and no /var/run/docker.sock"
    client = None
    try:
        client = DockerClient()  # testcontainers' own idea of where the engine is (DOCKER_HOST, properties)
        client.client.ping()
    except Exception as error:  # docker.errors.DockerException and whatever the transport raises
        return f"Docker engine not available: {type(error).__name__}: {error}"
    finally:
        if client is not None:
            client.client.close()
    return None


def qdrant_server_url(config: pytest.Config) -> str:
    """The REST URL of the session's Qdrant server container; skips the calling test without Docker."""
    if "url" in _state:
        return _state["url"]
    if "skip" not in _state:
        _state["skip"] = docker_unavailable_reason()
    if _state["skip"]:
        pytest.skip(_state["skip"])

    from testcontainers.community.qdrant import QdrantContainer
    from testcontainers.core.wait_strategies import HttpWaitStrategy

    container = QdrantContainer(QDRANT_SERVER_IMAGE)
    # Ready when Qdrant says so, not when a log line of some release appears.
    container.waiting_for(HttpWaitStrategy(6333, "/readyz").for_status_code(200))
    container.start()
    config.add_cleanup(container.stop)
    _state["url"] = f"http://{container.rest_host_address}"
    return _state["url"]


def unique_collection(prefix: str = "test") -> str:
    return f"{prefix}_{uuid.uuid4().hex[:12]}"


async def drop_collection(url: str, collection: str) -> None:
    from qdrant_client import AsyncQdrantClient

    client = AsyncQdrantClient(url=url, check_compatibility=False)
    try:
        await client.delete_collection(collection)
    finally:
        await client.close()
