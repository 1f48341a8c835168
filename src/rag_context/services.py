"""The composition root: chooses a backend for each port from the settings, wires the domain
services to them, runs the background work (metrics writer, pending reconciler) and closes it all."""

from __future__ import annotations

import asyncio
import contextlib
import dataclasses
import time
from dataclasses import dataclass, field
from datetime import datetime, timezone
from collections.abc import Awaitable, Callable
from typing import Any

import structlog

from rag_context.backends import factory
from rag_context.backends.generations import GenerationRecord, lease_owner, parse_iso
from rag_context.backup.manager import BackupManager
from rag_context.config import Settings, SettingsError
from rag_context.core.backfill import backfill_lines, backfill_symbols
from rag_context.core.breaker import CircuitBreaker
from rag_context.core.chunking import Chunker
from rag_context.core.code.prior import RolePrior
from rag_context.core.code.ranking import CodeRanking
from rag_context.core.consistency import check_consistency
from rag_context.core.embedding_cache import CachingEmbedder
from rag_context.core.filters import DocumentFilter
from rag_context.core.health import HealthReport, check_health
from rag_context.core.indexing import DocumentCounter, IndexingService
from rag_context.core.lifecycle import DocumentLifecycle
from rag_context.core.metrics_queue import MetricsRecorder
from rag_context.core.models import DocumentFilters
from rag_context.core.ports import EMBEDDER, VECTOR_INDEX, ContextStore, DependencyError, Embedder, OptimizableIndex, VectorIndex
from rag_context.core.reembed import CLOCK_MARGIN, Batching, catch_up
from rag_context.core.search import Breakers, SearchService, SearchTuning
from rag_context.core.stats import QueryFilter, Stats, window_start
from rag_context.core.models import Hit, SearchFilters
from rag_context.core.results import ResultShape
from rag_context.core.search import SearchQuery
from rag_context.core.symbols import SEARCH_SEEDS, SymbolService

log = structlog.get_logger(__name__)

RECONCILE_INTERVAL_S = 5.0
# One replica at a time works the pending documents: the holder of this lease in the shared store.
# A holder that dies stops renewing it, and another replica takes over at most this long after. A
# round that outlives its lease may overlap the next holder's first documents: harmless (vector ids
# are deterministic, upserts idempotent), only work done twice.
RECONCILE_LEASE = "reconciler"
RECONCILE_LEASE_TTL_S = 60.0
# The start-up sweep waits this many reconciler intervals at most for the lease (another replica's
# reconciler holds it for a round at a time), then leaves the sweep to the next start.
SWEEP_LEASE_ATTEMPTS = 60
# Metrics past the retention are removed at start and then this often (in small batches: see
# ContextStore.prune_metrics); a day's records at most wait this long past their time.
PRUNE_INTERVAL_S = 3600.0
# How often the points written since the last optimization of the vector index are looked at.
# The backoff after a failed optimization, and the deferral of one that would not fit in memory or
# on disk, are the index's (see backends/vectors/edge/optimizer.py).
OPTIMIZE_CHECK_INTERVAL_S = 10.0


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
    symbols: SymbolService
    backend_names: dict[str, str] = field(default_factory=dict)
    generation: int | None = None  # the vector generation opened (None: an index given by a test)
    generations: GenerationRecord | None = None  # where the generation state lives (file or store)
    # The embedder indexing uses: `embedder` with the vectors of texts embedded before (None: a test's services).
    embedding_cache: CachingEmbedder | None = None
    _reconciler: asyncio.Task[None] | None = None
    _pruner: asyncio.Task[None] | None = None
    _optimizer: asyncio.Task[None] | None = None
    _sweep: asyncio.Task[None] | None = None
    _warmer: asyncio.Task[None] | None = None
    _backup_schedule: asyncio.Task[None] | None = None
    _backfill_task: asyncio.Task[None] | None = None
    _counted: bool = False
    backups: BackupManager = field(init=False)
    # Who this process is in the shared store's leases, and the one piece of leased work (a
    # reconciler round, the consistency sweep) it runs at a time.
    owner: str = field(default_factory=lease_owner)
    _leased_work: asyncio.Lock = field(default_factory=asyncio.Lock)

    def __post_init__(self) -> None:
        settings = self.settings
        self.backups = BackupManager(
            self, settings.backup_dir, settings.rag_backup_retain, settings.rag_backup_hold_timeout_ms / 1000
        )

    async def start(self) -> None:
        await self._refresh_counts()
        await self.search.refresh_version()
        await self._catch_up_generation()
        self.recorder.start()
        self._reconciler = asyncio.create_task(self._reconcile_forever(), name="pending-reconciler")
        self._pruner = asyncio.create_task(self._prune_forever(), name="metrics-pruner")
        if isinstance(self.vectors, OptimizableIndex):
            self._warmer = asyncio.create_task(self._warm_vectors(self.vectors), name="vector-warmer")
        if isinstance(self.vectors, OptimizableIndex) and self.settings.rag_edge_optimize_after_points > 0:
            self._optimizer = asyncio.create_task(self._optimize_when_grown(self.vectors), name="vector-optimizer")
        await asyncio.to_thread(self.backups.clean_leftovers)  # what a snapshot killed half way left
        if self.settings.rag_backup_interval_s > 0:
            self._backup_schedule = asyncio.create_task(
                self.backups.run_every(self.settings.rag_backup_interval_s), name="backup-schedule"
            )
        # Lines for chunks stored before chunks had them, and the filter fields of points an older
        # release wrote (a Qdrant server's; Edge's next optimization completes its own): indexed
        # queries find none, usually.
        self._backfill_task = asyncio.create_task(self._backfill(), name="backfill")
        if self.settings.rag_check_at_start:
            # In the background: serving does not wait for a walk of the whole store.
            self._sweep = asyncio.create_task(self._check_consistency(), name="consistency-sweep")

    async def close(self) -> None:
        for task in (
            self._backfill_task, self._backup_schedule, self._sweep, self._warmer, self._optimizer, self._reconciler, self._pruner
        ):
            if task is not None:
                task.cancel()
                with contextlib.suppress(asyncio.CancelledError):
                    await task
        await self.recorder.stop()
        for component in (self.vectors, self.store, self.embedder, *([self.embedding_cache] if self.embedding_cache else [])):
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

    async def stats(self, time_range: str, document_filter: DocumentFilter | None = None) -> tuple[Stats, bool]:
        """(stats, complete): aggregated by the store (`ContextStore.stats`), with the service's
        document count; when the store cannot be read the stats are empty and `complete` is False.
        With a filter, totalDocuments counts the documents it matches, and the query figures are of
        the searches whose metrics records match its agents, contentTypes, categories, games and
        since/until window (the fields a record carries: core.stats.QueryFilter)."""
        since = window_start(time_range, datetime.now(timezone.utc))
        timeout_s = self.settings.rag_dependency_timeout_ms / 1000
        queries = QueryFilter.of(document_filter)
        try:
            stats = await asyncio.wait_for(self.store.stats(since, queries), timeout_s)
            errors = await asyncio.wait_for(self.store.error_counts(since), timeout_s)
            total = self.counter.value
            if document_filter is not None and not document_filter.is_empty:
                total, _ = await asyncio.wait_for(self.store.count_matching(DocumentFilters(document_filter=document_filter)), timeout_s)
        except (DependencyError, TimeoutError) as error:
            log.warning("stats.store_failed", error=str(error) or type(error).__name__)
            return Stats(total_documents=self.counter.value), False
        return dataclasses.replace(stats, total_documents=total, errors_by_dependency=errors), True

    async def _catch_up_generation(self) -> None:
        """After `rag-context reembed` switched generations, a service that ran on the old one may
        have indexed or deleted documents that the new one never saw: embed those (and remove the
        points of deleted ones) once, before serving. Failure leaves the mark for the next start."""
        if self.generation is None or self.generations is None:
            return
        generations = self.generations
        try:
            state = await generations.read()
        except DependencyError as error:
            log.warning("start.generation_catch_up_failed", generation=self.generation, error=str(error))
            return
        if state.active != self.generation or state.catch_up_since is None:
            return
        since = parse_iso(state.catch_up_since) - CLOCK_MARGIN
        batching = Batching(50, self.settings.rag_embed_batch_size, self.settings.rag_upsert_batch_size)
        try:
            result = await catch_up(self.store, self.embedding_cache or self.embedder, self.vectors, since, batching, self.settings.code_options)
        except DependencyError as error:
            log.warning("start.generation_catch_up_failed", generation=self.generation, error=str(error))
            return
        try:
            await generations.update(
                lambda s: dataclasses.replace(s, catch_up_since=None) if s.active == self.generation else s
            )
        except DependencyError as error:  # done again at the next start: idempotent
            log.warning("start.generation_catch_up_unmarked", generation=self.generation, error=str(error))
        self.search.invalidate_results()
        log.info("start.generation_caught_up", generation=self.generation, reembedded=result.reembedded, removed=result.removed)

    async def _check_consistency(self) -> None:
        """The start-up sweep: documents marked indexed whose points are missing or of another
        version (a power cut, a hand in the data directory, replicas racing) go back to pending for
        the reconciler; orphan points go. Only under the reconciler's lease: replicas over one
        store and one index never sweep (and repair) at once, nor beside another's reconciler. A
        replica that finds the lease held waits for it (a reconciler holds it only for its round)."""
        for _ in range(SWEEP_LEASE_ATTEMPTS):
            async with self._leased_work:
                try:
                    held = await self._take_reconciler_lease()
                except DependencyError as error:
                    log.warning("start.consistency_check_failed", error=str(error))
                    return
                if held:
                    try:
                        await self._sweep_and_repair()
                    finally:
                        await self._release_reconciler_lease()
                    return
            log.debug("start.consistency_check_waits_for_the_lease")
            await asyncio.sleep(RECONCILE_INTERVAL_S)
        log.warning("start.consistency_check_skipped", reason="the reconciler's lease stayed with another replica")

    async def _take_reconciler_lease(self) -> bool:
        take_lease = getattr(self.store, "take_lease", None)
        if take_lease is None:  # a store without leases (a test double): no other replica
            return True
        holder, _ = await take_lease(RECONCILE_LEASE, self.owner, RECONCILE_LEASE_TTL_S)
        return holder == self.owner

    async def _release_reconciler_lease(self) -> None:
        release = getattr(self.store, "release_lease", None)
        if release is not None:
            with contextlib.suppress(DependencyError):
                await release(RECONCILE_LEASE, self.owner)

    async def _sweep_and_repair(self) -> None:
        try:
            report = await check_consistency(self.store, self.vectors, repair=True, hold=self.indexing.hold)
        except DependencyError as error:
            log.warning("start.consistency_check_failed", error=str(error))
            return
        except Exception:  # noqa: BLE001 - a bug here must not take the service down
            log.exception("start.consistency_check_unexpected_error")
            return
        if report.consistent:  # the usual case: not news at the default level (a repair is a warning)
            log.debug("start.consistency_checked", **report.as_dict())
            return
        log.warning("start.consistency_repaired", **report.as_dict())
        self.search.invalidate_results()
        await self._refresh_counts()

    async def _backfill(self) -> None:
        await self._background("line_backfill", lambda: backfill_lines(self.store, self.vectors, hold=self.indexing.hold), lambda r: r.chunks)
        complete = getattr(self.vectors, "complete_payloads", None)
        if complete is not None and not isinstance(self.vectors, OptimizableIndex):  # Edge: its optimizer's child completes them
            await self._background("filter_field_backfill", complete, lambda completed: completed)
        if self.settings.rag_code_symbols:
            # The symbol tables of code documents stored without one (an older release, an older
            # extractor), from their stored content; none at all costs one query.
            await self._background("symbol_backfill", lambda: backfill_symbols(self.store, hold=self.indexing.hold), lambda r: r.documents)

    async def _background(self, name: str, work: Callable[[], Awaitable[Any]], changed: Callable[[Any], Any]) -> None:
        """One piece of the start-up backfill: the results' cache cleared when it changed anything;
        a failure logged and left for the next start (a bug in it must not take the service down)."""
        try:
            result = await work()
        except DependencyError as error:
            log.warning(f"start.{name}_failed", error=str(error))
            return
        except Exception:  # noqa: BLE001 - a bug here must not take the service down
            log.exception(f"start.{name}_unexpected_error")
            return
        if changed(result):
            self.search.invalidate_results()

    async def _refresh_counts(self) -> bool:
        """Read the document counts from the store; a store that is down leaves them for later."""
        try:
            await self.counter.refresh(self.store)
        except DependencyError as error:
            log.warning("start.store_unavailable", error=str(error))
            return False
        self._counted = True
        return True

    def optimizer_state(self) -> dict[str, Any] | None:
        """What became of the vector index's optimizations (None for an index that needs none)."""
        return self.vectors.optimization_state() if isinstance(self.vectors, OptimizableIndex) else None

    async def optimize_vectors(self) -> bool:
        """Optimize the vector index when it is one that needs it and points were written since the
        last time (after a bulk load, on a threshold), in the background of the index (see
        EdgeVectorIndex.optimize). A failure is logged and raised as DependencyError; the live
        index is left as it was."""
        index = self.vectors
        if not isinstance(index, OptimizableIndex) or index.points_since_optimization == 0:
            return False
        started = time.perf_counter()
        points = index.points_since_optimization
        try:
            changed = await index.optimize()
        except (DependencyError, OSError) as error:
            log.warning("vectors.optimize_failed", error=str(error))
            raise DependencyError(f"optimizing the vector index: {error}") from error
        log.info("vectors.optimized", points_since_last=points, changed=changed, seconds=round(time.perf_counter() - started, 1))
        return changed

    async def _warm_vectors(self, index: OptimizableIndex) -> None:
        """In the background: serving does not wait for it; a failure only costs the first
        searches some disk reads."""
        started = time.perf_counter()
        try:
            asked = await index.warm()
        except (DependencyError, OSError) as error:
            log.warning("vectors.warm_failed", error=str(error))
            return
        log.info("vectors.warmed", bytes=asked, seconds=round(time.perf_counter() - started, 2))

    async def _optimize_when_grown(self, index: OptimizableIndex) -> None:
        threshold = self.settings.rag_edge_optimize_after_points
        while True:
            try:
                if index.optimization_due(threshold):
                    await self.optimize_vectors()
            except DependencyError:
                pass  # logged and recorded; the index backs off before the next attempt
            except Exception:  # noqa: BLE001 - a bug here must not end the loop
                log.exception("vectors.optimize_unexpected_error")
            await asyncio.sleep(OPTIMIZE_CHECK_INTERVAL_S)

    async def _prune_forever(self) -> None:
        while True:
            try:
                removed = await self.store.prune_metrics()
                if removed:
                    log.info("metrics.pruned", removed=removed, retention_days=self.settings.rag_metrics_retention_days)
            except DependencyError as error:
                log.warning("metrics.prune_failed", error=str(error))
            except Exception:  # noqa: BLE001 - a bug here must not end the loop
                log.exception("metrics.prune_unexpected_error")
            await asyncio.sleep(PRUNE_INTERVAL_S)

    async def _reconcile_forever(self) -> None:
        while True:
            try:
                await self.reconcile_once(self.owner)
            except DependencyError as error:
                log.warning("reconcile.failed", error=str(error))
            except Exception:  # noqa: BLE001 - a bug here must not end the loop that keeps documents safe
                log.exception("reconcile.unexpected_error")
            await asyncio.sleep(RECONCILE_INTERVAL_S)

    async def reconcile_once(self, owner: str) -> bool:
        """Write the vectors of the pending documents, if this replica holds the reconciler's lease
        in the shared store (taken here, renewed after every round, released at the end); returns
        whether it did. The pending count is read from the store each time, so every replica's
        health shows the documents any replica acknowledged pending. A store without leases (a test
        double) has no other replica: this process reconciles alone."""
        async with self._leased_work:
            return await self._reconcile_round(owner)

    async def _reconcile_round(self, owner: str) -> bool:
        if not self._counted and not await self._refresh_counts():
            return False
        if self.counter.memory_changes > 0:
            # Memory the vector index was not told (issue 32): idempotent, so any replica may tell it.
            try:
                await self.indexing.push_memory_changes()
            except DependencyError as error:
                log.warning("reconcile.memory_deferred", error=str(error))
        take_lease = getattr(self.store, "take_lease", None)
        if take_lease is None:
            while self.counter.pending > 0 and await self.indexing.reconcile_pending() > 0:
                pass
            return True
        self.counter.pending = await self.store.count_pending()
        if self.counter.pending == 0:
            return False
        holder, _ = await take_lease(RECONCILE_LEASE, owner, RECONCILE_LEASE_TTL_S)
        if holder != owner:
            log.debug("reconcile.lease_held_elsewhere", holder=holder)
            return False
        try:
            while self.counter.pending > 0 and await self.indexing.reconcile_pending() > 0:
                holder, _ = await take_lease(RECONCILE_LEASE, owner, RECONCILE_LEASE_TTL_S)
                if holder != owner:
                    log.warning("reconcile.lease_lost", holder=holder)
                    break
        finally:
            with contextlib.suppress(DependencyError):
                await self.store.release_lease(RECONCILE_LEASE, owner)
        return True


def code_search(search: SearchService) -> Callable[[str, DocumentFilter | None], Awaitable[list[Hit]]]:
    """The search the repository map leans on: code only, one result a file (as an agent asks it)."""

    async def run(text: str, document_filter: DocumentFilter | None) -> list[Hit]:
        query = SearchQuery(
            text[:1000], limit=SEARCH_SEEDS, filters=SearchFilters(content_type="code", document_filter=document_filter),
            agent="repo_map", shape=ResultShape(max_per_document=1),
        )
        return (await search.search(query)).hits

    return run


def search_tuning(settings: Settings) -> SearchTuning:
    return SearchTuning(
        score_threshold=settings.score_threshold,
        dependency_timeout_s=settings.rag_dependency_timeout_ms / 1000,
        cache_size=settings.rag_cache_size,
        cache_ttl_s=settings.rag_cache_ttl,
        feedback_chunks=settings.rag_feedback_chunks,
        feedback_weight=settings.rag_feedback_weight,
        version_check_s=settings.rag_cache_version_check_ms / 1000,
        embed_queue_timeout_s=settings.rag_embed_queue_timeout_ms / 1000,
        fusion=settings.fusion,
        split_identifiers=settings.rag_code_identifier_words,
        role_prior=RolePrior(settings.rag_code_role_prior_factor if settings.rag_code_role_prior else 1.0),
        leave_out_not_code=settings.rag_code_leave_out_not_code,
        code_ranking=CodeRanking(
            file_evidence=settings.rag_code_file_evidence,
            contract_factor=settings.rag_code_contract_factor,
            repeat_factor=settings.rag_code_repeat_factor,
            drop_identical=settings.rag_code_drop_identical,
            evidence_chunks=settings.rag_code_evidence_chunks,
            name_match=settings.rag_code_name_match,
            symbol_match=settings.rag_code_symbol_match,
        ),
    )


async def build_services(
    settings: Settings,
    embedder: Embedder | None = None,
    vectors: VectorIndex | None = None,
    store: ContextStore | None = None,
) -> Services:
    """Build every backend that is not given (tests give fakes or broken ones to shape failures)."""
    settings.rag_data_dir.mkdir(parents=True, exist_ok=True)
    if embedder is None:
        embedder = await factory.build_embedder(settings)
    if settings.embedding_dim is not None and settings.embedding_dim != embedder.dimension:
        raise SettingsError(
            f"EMBEDDING_DIM={settings.embedding_dim} but the embedder {embedder.model_name} makes "
            f"{embedder.dimension}-dimension vectors"
        )
    if not settings.score_threshold_is_known:
        log.warning(
            "start.score_threshold_unknown_model",
            model=settings.embedder_model_name,
            threshold=settings.score_threshold,
            hint="set RAG_SCORE_THRESHOLD to a threshold measured for this model (benchmarks/measure_threshold.py)",
        )
    opened_store = store is None
    if store is None:
        store = await factory.open_store(settings)  # first: it may say which vector generation is active
    generations = factory.generation_record(settings, store)
    active = await factory.read_active_generation(settings, generations)
    names = factory.describe(settings, active)
    generation = None
    if vectors is None:
        generation = active
        try:
            vectors = await factory.open_vector_index(settings, embedder.dimension, generation)
        except BaseException:
            if opened_store:
                await store.close()
            raise

    cooldown_s = settings.rag_dependency_cooldown_ms / 1000
    breakers = Breakers(
        chain=CircuitBreaker("chain", settings.circuit_breaker_threshold, settings.circuit_breaker_timeout / 1000),
        embedder=CircuitBreaker("embedder", 1, cooldown_s),
        vectors=CircuitBreaker("vectors", 1, cooldown_s),
        store=CircuitBreaker("store", 1, cooldown_s),
    )
    counter = DocumentCounter()
    recorder = MetricsRecorder(store, settings.rag_metrics_queue_size)
    embedding_cache = CachingEmbedder(embedder, await factory.open_embedding_cache(settings, embedder))
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
        embedding_cache,
        vectors,
        store,
        Chunker(embedder.token_offsets, min(embedder.max_tokens, settings.rag_chunk_max_tokens or embedder.max_tokens)),
        counter,
        on_change=search.invalidate_results,
        embed_batch_size=settings.rag_embed_batch_size,
        upsert_batch_size=settings.rag_upsert_batch_size,
        request_timeout_s=settings.rag_index_timeout_ms / 1000,
        dependency_breakers={EMBEDDER: breakers.embedder, VECTOR_INDEX: breakers.vectors},
        code=settings.code_options,
        store_timeout_s=settings.rag_dependency_timeout_ms / 1000,
        store_breaker=breakers.store,
        recorder=recorder,
        suggestions=settings.suggestions,
    )
    documents = DocumentLifecycle(vectors, store, indexing, counter, on_change=search.invalidate_results)
    symbols = SymbolService(
        store, vectors, embedder.count_tokens, breakers.store, breakers.vectors, recorder, settings.rag_dependency_timeout_ms / 1000,
        search=code_search(search),
    )
    search.set_expander(symbols.expand)
    return Services(
        settings, embedder, vectors, store, counter, recorder, breakers, search, indexing, documents, symbols, names, generation,
        generations, embedding_cache,
    )
