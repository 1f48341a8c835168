"""Shared fixtures. The embedded backends are real: Qdrant Edge and SQLite on a temporary
directory, and the bundled MiniLM model (loaded once per session: it takes seconds).

The service's log goes through the standard library's logging for the whole session, so pytest
captures it like any test output and shows it only with a failure (structlog's default printer
writes to the stdout of the moment: a background task logging between two tests printed among the
dots)."""

from __future__ import annotations

import asyncio
import json
import os
import sys
from collections.abc import Iterator, Sequence
from pathlib import Path
from typing import Any

import pytest
import structlog
from fastapi.testclient import TestClient

from rag_context.app import create_app
from rag_context.config import Settings, load_settings
from rag_context.core.models import ComponentStatus
from rag_context.datasets import CRANFIELD
from rag_context.observability import configure_logging
from rag_context.services import build_services

os.environ.setdefault("HF_HUB_OFFLINE", "1")

REPO_ROOT = Path(__file__).resolve().parents[1]
CONTRACT_DIR = REPO_ROOT / "contract"  # the repository's own schemas, independent of the pydantic models
CRANFIELD_DIR = CRANFIELD  # shipped with the package

# Variables that would switch a backend or move the data: a test never inherits them.
_BACKEND_VARIABLES = ("QDRANT_URL", "MONGODB_URI", "LM_STUDIO_URL", "RAG_DATA_DIR", "EMBEDDING_DIM", "EMBEDDING_MODEL")


def log_through_pytest() -> None:
    """The service's processors (correlation id, level, time, JSON), every level, handed to the
    standard library's loggers: pytest keeps the records of a test (from `log_level` in
    pyproject.toml up, or what `caplog.set_level` asks) and shows them with its failure; between
    tests it drops them."""
    configure_logging("debug", "json")
    structlog.configure(logger_factory=structlog.stdlib.LoggerFactory(), cache_logger_on_first_use=False)


log_through_pytest()

# Each test's data directory (Edge shards, SQLite files, archives) in memory where the machine has a
# tmpfs with room: a new shard syncs its log some twenty times, which on a disk others write to as
# well costs seconds per test (78 API tests: 224 s on disk, 24 to 41 s in memory, run back to back
# on a busy 2-core machine). The engines run as on disk; only the syncs cost nothing (what a sync
# guarantees against a power cut no test can see). `--basetemp DIR` (or PYTEST_DEBUG_TEMPROOT)
# puts them elsewhere, a disk to try them there.
MEMORY_TEMPROOT = Path("/dev/shm")
MEMORY_TEMPROOT_MIN_FREE = 4 << 30  # a passing test's directory goes at once (tmp_path_retention_policy)


def _temporary_directories_in_memory() -> None:
    if "PYTEST_DEBUG_TEMPROOT" in os.environ or not os.access(MEMORY_TEMPROOT, os.W_OK):
        return
    stats = os.statvfs(MEMORY_TEMPROOT)
    if stats.f_bavail * stats.f_frsize >= MEMORY_TEMPROOT_MIN_FREE:
        os.environ["PYTEST_DEBUG_TEMPROOT"] = str(MEMORY_TEMPROOT)  # read by pytest's tmp_path_factory


_temporary_directories_in_memory()


def _keep_the_session_logging(*args: Any, **kwargs: Any) -> None:
    """configure_logging as a command run in this process calls it: the session's set-up stays."""


@pytest.fixture(autouse=True)
def _session_logging(monkeypatch: pytest.MonkeyPatch) -> None:
    """A command run in this process (`cli.main([...])`) configures the log for the process: to
    the stdout of the moment (this test's capture, closed after it), its loggers cached on first use,
    so the tests after it would log to a closed stream. In a test, it keeps the session's set-up."""
    for name, module in list(sys.modules.items()):
        if name.startswith("rag_context") and getattr(module, "configure_logging", None) is configure_logging:
            monkeypatch.setattr(module, "configure_logging", _keep_the_session_logging)


def contract_schema(name: str) -> dict[str, Any]:
    return json.loads((CONTRACT_DIR / f"{name}.schema.json").read_text())


class KeepOpenEmbedder:
    """The session's embedder, lent to one app: closing the app must not close it for the others."""

    def __init__(self, inner: Any) -> None:
        self._inner = inner
        self.model_name = inner.model_name
        self.dimension = inner.dimension
        self.max_tokens = inner.max_tokens

    def count_tokens(self, text: str) -> int:
        return self._inner.count_tokens(text)

    def token_offsets(self, text: str) -> Any:
        return self._inner.token_offsets(text)

    async def embed_documents(self, texts: Sequence[str]) -> list[list[float]]:
        return await self._inner.embed_documents(texts)

    async def embed_query(self, text: str) -> list[float]:
        return await self._inner.embed_query(text)

    async def embed_query_queued(self, text: str, started: asyncio.Event) -> list[float]:
        return await self._inner.embed_query_queued(text, started)

    async def health(self) -> ComponentStatus:
        return await self._inner.health()

    async def close(self) -> None:
        return None


# The Host names every test app answers: the loopback names (the default on 127.0.0.1) and the
# Host FastAPI's TestClient sends, `testserver`. Tests of the default itself delete the variable.
TEST_ALLOWED_HOSTS = "localhost,127.0.0.1,[::1],testserver"


@pytest.fixture(autouse=True)
def _isolated_environment(monkeypatch: pytest.MonkeyPatch) -> None:
    for variable in _BACKEND_VARIABLES:
        monkeypatch.delenv(variable, raising=False)
    monkeypatch.setenv("RAG_ALLOWED_HOSTS", TEST_ALLOWED_HOSTS)


@pytest.fixture(scope="session")
def local_embedder() -> Any:
    from rag_context.backends.embedders.local import LocalEmbedder

    return LocalEmbedder()


@pytest.fixture
def settings(tmp_path: Path) -> Settings:
    return load_settings(_env_file=None, rag_data_dir=tmp_path / "data")


@pytest.fixture
def make_app(settings: Settings, local_embedder: Any):
    """make_app(settings=None, **backends) -> FastAPI app on the real embedded backends, with the
    session's embedder unless another `embedder` (or `vectors`, `store`) is given."""

    def factory(custom_settings: Settings | None = None, **backends: Any):
        backends.setdefault("embedder", KeepOpenEmbedder(local_embedder))

        async def services_factory(s: Settings):
            return await build_services(s, **backends)

        return create_app(custom_settings or settings, services_factory)

    return factory


@pytest.fixture
def client(make_app) -> Iterator[TestClient]:
    with TestClient(make_app()) as test_client:
        yield test_client
