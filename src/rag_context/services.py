"""The composition root: chooses a backend for each port from the settings, wires the domain
services to them, runs the background work (metrics writer, pending reconciler) and closes it all."""

from __future__ import annotations

import asyncio
import contextlib
import dataclasses
from dataclasses import dataclass, field
from datetime import datetime, timezone

import structlog

from rag_context.backends import factory
from rag_context.backends.generations import Generations, parse_iso
from rag_context.config import Settings, SettingsError
from rag_context.core.breaker import CircuitBreaker
from rag_context.core.chunking import Chunker
from rag_context.core.consistency import check_consistency
from rag_context.core.health import HealthReport, check_health
from rag_context.core.indexing import DocumentCounter, IndexingService
from rag_context.core.lifecycle import DocumentLifecycle
from rag_context.core.metrics_queue import MetricsRecorder
from rag_context.core.ports import ContextStore, DependencyError, Embedder, VectorIndex
from rag_context.core.reembed import CLOCK_MARGIN, Batching, catch_up
from rag_context.core.search import Breakers, SearchService, SearchTuning
from rag_context.core.stats import Stats, compute_stats, window_start

log = structlog.get_logger(__name__)

RECONCILE_INTERVAL_S = 5.0


@dataclass
class Services:
    settings: Settings
    embedder: Embedder
    vectors: VectorIndex
    store: ContextStore
    counter: DocumentCounter
    recorder: MetricsRecorder
    breakers: Breakers
    search: SearchService
    indexing: IndexingService
    documents: DocumentLifecycle
    backend_names: dict[str, str] = field(default_factory=dict)
    generation: int | None = None  # the vector generation opened (None: an index given by a test)
    _reconciler: asyncio.Task[None] | None = None
    _sweep: asyncio.Task[None] | None = None
    _counted: bool = False

    async def start(self) -> None:
        await self._refresh_counts()
        await self._catch_up_generation()
        self.recorder.start()
        self._reconciler = asyncio.create_task(self._reconcile_forever(), name="pending-reconciler")
        if self.settings.rag_check_at_start:
            # In the background: serving does not wait for a walk of the whole store.
            self._sweep = asyncio.create_task(self._check_consistency(), name="consistency-sweep")

    async def close(self) -> None:
        for task in (self._sweep, self._reconciler):
            if task is not None:
                task.cancel()
                with contextlib.suppress(asyncio.CancelledError):
                    await task
        await self.recorder.stop()
        for component in (self.vectors, self.store, self.embedder):
            try:
                await component.close()
            except Exception as error:  # noqa: BLE001 - closing the others matters more than this one's error
                log.warning("shutdown.close_failed", component=type(component).__name__, error=str(error))

    async def health(self) -> HealthReport:
        b = self.breakers
        return await check_health(
            self.vectors.health,
            self.embedder.health,
            self.store.health,
            (b.vectors, b.embedder, b.store, b.chain),
            self.counter.value,
            timeout_s=self.settings.rag_dependency_timeout_ms / 1000,
        )

    async def stats(self, time_range: str) -> tuple[Stats, bool]:
        """(stats, complete): when the store cannot be read the stats are empty and `complete` is False."""
        since = window_start(time_range, datetime.now(timezone.utc))
        try:
            observations = await asyncio.wait_for(
                self.store.query_observations(since), self.settings.rag_dependency_timeout_ms / 1000
            )
        except (DependencyError, TimeoutError) as error:
            log.warning("stats.store_failed", error=str(error) or type(error).__name__)
            return Stats(total_documents=self.counter.value), False
        return compute_stats(observations, self.counter.value), True

    async def _catch_up_generation(self) -> None:
        """After `rag-context reembed` switched generations, a service that ran on the old one may
        have indexed or deleted documents that the new one never saw: embed those (and remove the
        points of deleted ones) once, before serving. Failure leaves the mark for the next start."""
        if self.generation is None:
            return
        generations = Generations(self.settings.rag_data_dir)
        state = generations.read()
        if state.active != self.generation or state.catch_up_since is None:
            return
        since = parse_iso(state.catch_up_since) - CLOCK_MARGIN
        batching = Batching(50, self.settings.rag_embed_batch_size, self.settings.rag_upsert_batch_size)
        try:
            result = await catch_up(self.store, self.embedder, self.vectors, since, batching)
        except DependencyError as error:
            log.warning("start.generation_catch_up_failed", generation=self.generation, error=str(error))
            return
        generations.update(
            lambda s: dataclasses.replace(s, catch_up_since=None) if s.active == self.generation else s
        )
        self.search.invalidate_results()
        log.info("start.generation_caught_up", generation=self.generation, reembedded=result.reembedded, removed=result.removed)

    async def _check_consistency(self) -> None:
        """The start-up sweep: documents marked indexed whose vectors are missing (a power cut, a
        hand in the data directory) go back to pending for the reconciler; orphan vectors go."""
        try:
            report = await check_consistency(self.store, self.vectors, repair=True, hold=self.indexing.hold)
        except DependencyError as error:
            log.warning("start.consistency_check_failed", error=str(error))
            return
        except Exception:  # noqa: BLE001 - a bug here must not take the service down
            log.exception("start.consistency_check_unexpected_error")
            return
        if report.consistent:
            log.info("start.consistency_checked", **report.as_dict())
            return
        log.warning("start.consistency_repaired", **report.as_dict())
        self.search.invalidate_results()
        await self._refresh_counts()

    async def _refresh_counts(self) -> bool:
        """Read the document counts from the store; a store that is down leaves them for later."""
        try:
            await self.counter.refresh(self.store)
        except DependencyError as error:
            log.warning("start.store_unavailable", error=str(error))
            return False
        self._counted = True
        return True

    async def _reconcile_forever(self) -> None:
        while True:
            try:
                if self._counted or await self._refresh_counts():
                    while self.counter.pending > 0 and await self.indexing.reconcile_pending() > 0:
                        pass
            except DependencyError as error:
                log.warning("reconcile.failed", error=str(error))
            except Exception:  # noqa: BLE001 - a bug here must not end the loop that keeps documents safe
                log.exception("reconcile.unexpected_error")
            await asyncio.sleep(RECONCILE_INTERVAL_S)


def search_tuning(settings: Settings) -> SearchTuning:
    return SearchTuning(
        score_threshold=settings.rag_score_threshold,
        dependency_timeout_s=settings.rag_dependency_timeout_ms / 1000,
        cache_size=settings.rag_cache_size,
        cache_ttl_s=settings.rag_cache_ttl,
        feedback_chunks=settings.rag_feedback_chunks,
        feedback_weight=settings.rag_feedback_weight,
        fusion=settings.fusion,
    )


async def build_services(
    settings: Settings,
    embedder: Embedder | None = None,
    vectors: VectorIndex | None = None,
    store: ContextStore | None = None,
) -> Services:
    """Build every backend that is not given (tests give fakes or broken ones to shape failures)."""
    settings.rag_data_dir.mkdir(parents=True, exist_ok=True)
    names = factory.describe(settings)
    if embedder is None:
        embedder = await factory.build_embedder(settings)
    if settings.embedding_dim is not None and settings.embedding_dim != embedder.dimension:
        raise SettingsError(
            f"EMBEDDING_DIM={settings.embedding_dim} but the embedder {embedder.model_name} makes "
            f"{embedder.dimension}-dimension vectors"
        )
    generation = None
    if vectors is None:
        generation = factory.active_generation(settings)
        vectors = await factory.open_vector_index(settings, embedder.dimension, generation)
    if store is None:
        store = await factory.open_store(settings)

    cooldown_s = settings.rag_dependency_cooldown_ms / 1000
    breakers = Breakers(
        chain=CircuitBreaker("chain", settings.circuit_breaker_threshold, settings.circuit_breaker_timeout / 1000),
        embedder=CircuitBreaker("embedder", 1, cooldown_s),
        vectors=CircuitBreaker("vectors", 1, cooldown_s),
        store=CircuitBreaker("store", 1, cooldown_s),
    )
    counter = DocumentCounter()
    recorder = MetricsRecorder(store, settings.rag_metrics_queue_size)
    search = SearchService(
        embedder,
        vectors,
        store,
        breakers,
        counter,
        recorder,
        search_tuning(settings),
    )
    indexing = IndexingService(
        embedder,
        vectors,
        store,
        Chunker(embedder.count_tokens, min(embedder.max_tokens, settings.rag_chunk_max_tokens or embedder.max_tokens)),
        counter,
        on_change=search.invalidate_results,
        embed_batch_size=settings.rag_embed_batch_size,
        upsert_batch_size=settings.rag_upsert_batch_size,
        request_timeout_s=settings.rag_index_timeout_ms / 1000,
        skip_while_open=(breakers.embedder, breakers.vectors),
    )
    documents = DocumentLifecycle(vectors, store, indexing, counter, on_change=search.invalidate_results)
    return Services(
        settings, embedder, vectors, store, counter, recorder, breakers, search, indexing, documents, names, generation
    )
