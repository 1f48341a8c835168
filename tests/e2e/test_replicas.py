"""Several service instances over ONE store and ONE vector index behave as one service (issue 16,
"Replicas agree"). The backends are real and shared by the instances: one SQLite store object, one
Qdrant Edge index object, the bundled MiniLM.

- A document indexed (or deleted) through instance A is what instance B answers next, even for a
  query B had cached (RAG_CACHE_VERSION_CHECK_MS=0 here; the bound itself is tested on a fake clock
  in tests/unit/test_replica_cache.py).
- Every instance's metrics records, errors included, land in the shared store, and the stats of any
  instance are computed over all of them.
- `rag-context reembed` with the generation state in the store (RAG_GENERATION_STATE=store, what
  MONGODB_URI selects): two concurrent runs, exactly one runs and the other is refused naming the
  lease; a lease left by a run that died is taken over once expired; a run that can no longer renew
  its lease stops; the generation it made active is what a freshly built instance opens.
"""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator, Iterator
from pathlib import Path
from typing import Any

import pytest
from fake_servers import EmbeddingServer

from rag_context.backends import factory
from rag_context.backends.generations import (
    REEMBED_LEASE,
    STATE_FILE,
    STATE_KEY,
    BuildInProgress,
    GenerationState,
    Generations,
    LeaseLost,
    StoreGenerationRecord,
)
from rag_context.backends.stores.sqlite import SqliteStore
from rag_context.commands import reembed as reembed_command
from rag_context.config import Settings, load_settings
from rag_context.core.models import DocumentMetadata, FallbackLevel, Hit, IndexRequest, SearchFilters
from rag_context.core.ports import DependencyError
from rag_context.core.search import SearchOutcome, SearchQuery
from rag_context.services import Services, build_services
from tests.conftest import KeepOpenEmbedder

pytestmark = pytest.mark.e2e

DIM = 64
MODEL = "test-embed-64"


class Shared:
    """A backend lent to one instance: closing the instance must not close it for the others."""

    def __init__(self, inner: Any) -> None:
        self._inner = inner

    def __getattr__(self, name: str) -> Any:
        return getattr(self._inner, name)

    async def close(self) -> None:
        return None


class TextSearchDown(Shared):
    """The shared store, seen by an instance whose own calls to its text search fail."""

    async def text_search(self, text: str, filters: SearchFilters, limit: int) -> list[Hit]:
        raise DependencyError("store text search: connection reset")


class VectorsDown(Shared):
    async def hybrid_search(self, *args: Any, **kwargs: Any) -> list[Hit]:
        raise DependencyError("vector index: connection refused")

    async def keyword_search(self, *args: Any, **kwargs: Any) -> list[Hit]:
        raise DependencyError("vector index: connection refused")


def replica_settings(data_dir: Path, **overrides: Any) -> Settings:
    return load_settings(_env_file=None, rag_data_dir=data_dir, rag_cache_version_check_ms=0, **overrides)


@pytest.fixture
async def backends(tmp_path: Path, local_embedder: Any) -> AsyncIterator[tuple[Settings, Any, Any]]:
    settings = replica_settings(tmp_path / "data")
    store = await factory.open_store(settings)
    vectors = await factory.open_vector_index(settings, local_embedder.dimension, 0)
    yield settings, store, vectors
    await vectors.close()
    await store.close()


async def instance(settings: Settings, local_embedder: Any, store: Any, vectors: Any) -> Services:
    services = await build_services(settings, embedder=KeepOpenEmbedder(local_embedder), vectors=Shared(vectors), store=store)
    await services.start()
    return services


@pytest.fixture
async def replicas(backends, local_embedder: Any) -> AsyncIterator[tuple[Services, Services]]:
    settings, store, vectors = backends
    a = await instance(settings, local_embedder, Shared(store), vectors)
    b = await instance(settings, local_embedder, Shared(store), vectors)
    yield a, b
    await a.close()
    await b.close()


def note(source: str, content: str) -> IndexRequest:
    return IndexRequest(content=content, content_type="documentation", session_id="replicas", source=source, metadata=DocumentMetadata())


async def ask(services: Services, text: str, agent: str = "test") -> SearchOutcome:
    return await services.search.search(SearchQuery(text, limit=5, agent=agent))


def sources(outcome: SearchOutcome) -> list[str]:
    return [hit.source for hit in outcome.hits]


QUERY = "harbour kraken tide tables"


async def test_a_document_indexed_through_a_is_found_by_b_that_had_cached_the_query(replicas) -> None:
    a, b = replicas
    await a.indexing.index(note("kraken.md", "The harbour kraken reads the tide tables every dawn."))
    first = await ask(b, QUERY)
    assert first.level is FallbackLevel.PRIMARY and sources(first) == ["kraken.md"]
    assert (await ask(b, QUERY)).cache_hit  # B has the query cached

    indexed = await a.indexing.index(note("tides.md", "Tide tables of the harbour: the kraken surfaces at high tide."))
    assert indexed.status.value == "indexed"
    after = await ask(b, QUERY)
    assert not after.cache_hit, "B served its cached result after A indexed a matching document"
    assert after.level is FallbackLevel.PRIMARY
    assert "tides.md" in sources(after)


async def test_a_delete_through_a_is_not_served_from_bs_cache(replicas) -> None:
    a, b = replicas
    await a.indexing.index(note("kraken.md", "The harbour kraken reads the tide tables every dawn."))
    await a.indexing.index(note("tides.md", "Tide tables of the harbour: the kraken surfaces at high tide."))
    assert not (await ask(b, QUERY)).cache_hit
    cached = await ask(b, QUERY)
    assert cached.cache_hit and "tides.md" in sources(cached)

    deleted = await a.documents.delete(session_id="replicas", source="tides.md")
    assert deleted.documents_deleted == 1
    after = await ask(b, QUERY)
    assert not after.cache_hit
    assert "tides.md" not in sources(after) and sources(after) == ["kraken.md"]


async def test_every_replicas_metrics_and_errors_land_in_the_shared_store_and_stats_cover_them_all(
    backends, local_embedder: Any
) -> None:
    settings, store, vectors = backends
    a = await instance(settings, local_embedder, Shared(store), vectors)
    b = await instance(settings, local_embedder, Shared(store), vectors)
    broken = await instance(settings, local_embedder, TextSearchDown(store), VectorsDown(vectors))
    try:
        await a.indexing.index(note("kraken.md", "The harbour kraken reads the tide tables every dawn."))
        for _ in range(3):
            await ask(a, QUERY, agent="agent-a")
        for _ in range(2):
            await ask(b, QUERY, agent="agent-b")
        failed = await ask(broken, QUERY, agent="agent-c")
        assert failed.level is FallbackLevel.EMPTY and failed.error
        for services in (a, b, broken):
            await services.recorder.flush()

        rows = await store.metrics_rows(50)
        assert sorted(row["agent"] for row in rows) == ["agent-a"] * 3 + ["agent-b"] * 2 + ["agent-c"]
        (error_row,) = [row for row in rows if row["error"]]
        assert error_row["agent"] == "agent-c" and "connection refused" in error_row["error"]
        assert error_row["fallback_level"] == 3

        for services in (a, b, broken):  # any replica answers for all of them
            stats, complete = await services.stats("1h")
            assert complete
            assert stats.total_queries == 6
            assert stats.queries_by_agent == {"agent-a": 3, "agent-b": 2, "agent-c": 1}
            assert stats.fallback_rate == round(1 / 6, 4)
        # B never indexed, yet counts the document A indexed (it recounts when the version moves).
        for _ in range(20):
            if b.counter.value == 1:
                break
            await ask(b, "anything else")
            await asyncio.sleep(0.01)
        assert (await b.stats("1h"))[0].total_documents == 1
    finally:
        for services in (a, b, broken):
            await services.close()


# --- reembed with the generation state in the store


@pytest.fixture
def embedding_server() -> Iterator[EmbeddingServer]:
    server = EmbeddingServer(model=MODEL, dimension=DIM).serve()
    yield server
    server.close()


def store_state_settings(data_dir: Path, server: EmbeddingServer | None = None) -> Settings:
    embedder: dict[str, Any] = {}
    if server is not None:
        embedder = {"lm_studio_url": server.url, "embedding_model": MODEL, "embedding_dim": DIM, "rag_embed_batch_size": 8}
    return load_settings(_env_file=None, rag_data_dir=data_dir, rag_generation_state="store", **embedder)


async def seed(settings: Settings, local_embedder: Any, count: int) -> None:
    services = await build_services(settings, embedder=KeepOpenEmbedder(local_embedder))
    try:
        for i in range(count):
            await services.indexing.index(note(f"note{i}.md", f"Note {i} mentions zorblax{i:03d} and the kraken of harbour {i}."))
    finally:
        await services.close()


async def test_two_concurrent_reembeds_over_a_shared_store_exactly_one_runs(
    tmp_path: Path, local_embedder: Any, embedding_server: EmbeddingServer
) -> None:
    data_dir = tmp_path / "data"
    await seed(store_state_settings(data_dir), local_embedder, 6)
    settings = store_state_settings(data_dir, embedding_server)
    outcomes = await asyncio.gather(
        reembed_command.reembed(settings, page_size=2), reembed_command.reembed(settings, page_size=2), return_exceptions=True
    )
    reports = [o for o in outcomes if isinstance(o, reembed_command.ReembedReport)]
    refused = [o for o in outcomes if isinstance(o, BuildInProgress)]
    assert len(reports) == 1 and len(refused) == 1, outcomes
    assert "another `rag-context reembed` is running on this cluster" in str(refused[0])
    assert (reports[0].generation, reports[0].previous, reports[0].documents) == (1, 0, 6)
    assert not (data_dir / STATE_FILE).exists()  # the state is in the store, not in the data directory

    store = await SqliteStore.open(settings.sqlite_path)
    try:
        record = StoreGenerationRecord(store)
        state = await record.read()
        assert (state.active, state.retired, state.building) == (1, (0,), None)
        holder, _ = await store.take_lease(REEMBED_LEASE, "next-run", 60)
        assert holder == "next-run"  # the winner released its lease when it finished
    finally:
        await store.close()

    # A freshly built instance (a new replica, a restarted pod) opens the generation in the store.
    services = await build_services(settings)
    try:
        assert services.generation == 1
        assert services.embedder.dimension == DIM
        assert await services.vectors.count() == 6
        found = await services.search.search(SearchQuery("zorblax004", limit=1))
        assert found.level is FallbackLevel.PRIMARY and sources(found) == ["note4.md"]
    finally:
        await services.close()


async def test_a_lease_left_by_a_run_that_died_is_taken_over_once_expired(
    tmp_path: Path, local_embedder: Any, embedding_server: EmbeddingServer
) -> None:
    data_dir = tmp_path / "data"
    await seed(store_state_settings(data_dir), local_embedder, 3)
    settings = store_state_settings(data_dir, embedding_server)
    store = await SqliteStore.open(settings.sqlite_path)
    try:
        assert (await store.take_lease(REEMBED_LEASE, "pod-7:41:dead", 0.3))[0] == "pod-7:41:dead"  # then it was killed
        with pytest.raises(BuildInProgress, match="pod-7:41:dead"):
            await reembed_command.reembed(settings)
        assert (await StoreGenerationRecord(store).read()).active == 0  # the refused run changed nothing
        await asyncio.sleep(0.35)  # the dead run's lease expires
        report = await reembed_command.reembed(settings)
        assert report.generation == 1 and report.documents == 3
        assert (await StoreGenerationRecord(store).read()).active == 1
    finally:
        await store.close()


class LeaseStore(Shared):
    """The shared store, with the lease renewals of one owner answered by `answer`."""

    def __init__(self, inner: Any, owner: str) -> None:
        super().__init__(inner)
        self.owner = owner
        self.takes = 0
        self.answer: Any = None  # None: the real store; an exception: raised; a name: that holder

    async def take_lease(self, name: str, owner: str, ttl_s: float) -> tuple[str, float]:
        self.takes += 1
        if owner != self.owner or self.answer is None:
            return await self._inner.take_lease(name, owner, ttl_s)
        if isinstance(self.answer, Exception):
            raise self.answer
        return self.answer, 0.0


async def test_the_lease_is_renewed_while_the_run_goes_on(tmp_path: Path) -> None:
    store = await SqliteStore.open(tmp_path / "s.sqlite3")
    try:
        record = StoreGenerationRecord(store, owner="runner", lease_ttl_s=0.3)
        async with record.building() as guard:
            await asyncio.sleep(0.5)  # longer than the lease: only renewals keep it
            assert (await store.take_lease(REEMBED_LEASE, "intruder", 0.3))[0] == "runner"
            guard.check()
        assert (await store.take_lease(REEMBED_LEASE, "intruder", 0.3))[0] == "intruder"  # released at the end
    finally:
        await store.close()


@pytest.mark.parametrize(
    "answer, message",
    [("pod-2:7:abcd", "taken over by pod-2:7:abcd"), (DependencyError("sqlite: disk I/O error"), "could not be renewed")],
)
async def test_a_run_that_loses_its_lease_stops_at_its_next_checkpoint(tmp_path: Path, answer: Any, message: str) -> None:
    inner = await SqliteStore.open(tmp_path / "s.sqlite3")
    try:
        store = LeaseStore(inner, "runner")
        record = StoreGenerationRecord(store, owner="runner", lease_ttl_s=0.15)
        with pytest.raises(LeaseLost, match=message):
            async with record.building() as guard:
                store.answer = answer
                for _ in range(100):  # a checkpoint every 10 ms, as a run's pages would be
                    await asyncio.sleep(0.01)
                    guard.check()
        assert store.takes >= 2
    finally:
        await inner.close()


async def test_the_store_takes_over_the_state_of_an_existing_file(tmp_path: Path) -> None:
    data_dir = tmp_path / "data"
    Generations(data_dir).update(lambda s: GenerationState(active=2, retired=(0, 1), model="m (64)"))
    store = await SqliteStore.open(tmp_path / "s.sqlite3")
    try:
        record = StoreGenerationRecord(store, legacy=Generations(data_dir))
        assert (await record.read()).active == 2
        revision, value = await store.read_state(STATE_KEY)
        assert revision == 1 and value is not None and value["active"] == 2 and value["retired"] == [0, 1]
        # From then on the store is the truth: a change there is not overwritten by the file.
        await record.update(lambda s: GenerationState(active=3, retired=(0, 1, 2)))
        assert (await StoreGenerationRecord(store, legacy=Generations(data_dir)).read()).active == 3
    finally:
        await store.close()


class StoreDown:
    async def read_state(self, key: str) -> Any:
        raise DependencyError("mongodb: read state: no primary")


async def test_with_the_store_down_at_start_the_data_directorys_generation_is_used(tmp_path: Path) -> None:
    settings = store_state_settings(tmp_path / "data")
    record = StoreGenerationRecord(StoreDown())  # type: ignore[arg-type]
    assert await factory.read_active_generation(settings, record) == 0  # no file either: generation 0
    Generations(settings.rag_data_dir).update(lambda s: GenerationState(active=3, retired=(0, 1, 2)))
    assert await factory.read_active_generation(settings, record) == 3


# --- the reconciler: one replica at a time, taken over when its holder dies


class EmbedderDown(Shared):
    async def embed_documents(self, texts: Any) -> list[list[float]]:
        raise DependencyError("embedder: connection refused")


class CountingEmbedder(Shared):
    """The shared model, counting the document texts it embeds (for every instance that uses it)."""

    def __init__(self, inner: Any) -> None:
        super().__init__(inner)
        self.texts = 0

    async def embed_documents(self, texts: Any) -> list[list[float]]:
        self.texts += len(texts)
        return await self._inner.embed_documents(texts)


async def pending_documents_through_an_instance_whose_embedder_is_down(backends, local_embedder: Any, count: int) -> int:
    settings, store, vectors = backends
    down = await build_services(settings, embedder=EmbedderDown(local_embedder), vectors=Shared(vectors), store=Shared(store))
    chunks = 0
    for n in range(count):
        result = await down.indexing.index(note(f"pending-{n}.md", f"Pending note {n}: the kraken surfaces at the harbour at tide {n}."))
        assert result.status.value == "pending"
        chunks += len(result.vector_ids)
    await down.close()
    return chunks


async def test_pending_documents_are_reconciled_by_one_replica_and_embedded_once(
    backends, local_embedder: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    import rag_context.services as services_module

    monkeypatch.setattr(services_module, "RECONCILE_INTERVAL_S", 3600.0)  # only the calls below reconcile
    settings, store, vectors = backends
    chunks = await pending_documents_through_an_instance_whose_embedder_is_down(backends, local_embedder, 4)
    model = CountingEmbedder(local_embedder)
    a = await build_services(settings, embedder=model, vectors=Shared(vectors), store=Shared(store))
    b = await build_services(settings, embedder=model, vectors=Shared(vectors), store=Shared(store))
    try:
        worked = await asyncio.gather(a.reconcile_once("replica-a"), b.reconcile_once("replica-b"))
        assert sorted(worked) == [False, True]  # one held the lease, the other left the work to it
        assert await store.count_pending() == 0
        assert model.texts == chunks  # every chunk embedded once: no document done by both
        # the lease was released at the end: the next pending document is anyone's
        assert (await store.take_lease("reconciler", "replica-b", 60.0))[0] == "replica-b"
        await store.release_lease("reconciler", "replica-b")
        # the other replica's next round reads the store: its health shows 0 pending, whoever reconciled
        assert await b.reconcile_once("replica-b") is False and b.counter.pending == 0 and a.counter.pending == 0
    finally:
        await a.close()
        await b.close()


async def test_a_reconciler_that_died_holding_the_lease_is_taken_over_once_it_expires(
    backends, local_embedder: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    import rag_context.services as services_module

    monkeypatch.setattr(services_module, "RECONCILE_INTERVAL_S", 3600.0)
    settings, store, vectors = backends
    await pending_documents_through_an_instance_whose_embedder_is_down(backends, local_embedder, 3)
    # A replica took the lease and died mid-way (it never renews nor releases it).
    await store.take_lease("reconciler", "replica-that-died", 0.5)
    b = await build_services(settings, embedder=KeepOpenEmbedder(local_embedder), vectors=Shared(vectors), store=Shared(store))
    try:
        assert await b.reconcile_once("replica-b") is False  # held: not b's to do yet
        assert await store.count_pending() == 3 and b.counter.pending == 3  # nothing lost, nothing done twice
        await asyncio.sleep(0.6)
        assert await b.reconcile_once("replica-b") is True
        assert await store.count_pending() == 0
        hits = await b.vectors.keyword_search("kraken harbour tide", SearchFilters(), 10)
        assert {hit.source for hit in hits} == {f"pending-{n}.md" for n in range(3)}
    finally:
        await b.close()
