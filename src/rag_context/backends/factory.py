"""One backend per port, chosen by its own setting: unset means the embedded one.

Each server backend's module is imported only when it is configured, so the embedded default
never loads a client it does not use.
"""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager

import structlog

from rag_context.backends.deferred import DeferredBackend
from rag_context.backends.generations import (
    FileGenerationRecord,
    GenerationRecord,
    Generations,
    StoreGenerationRecord,
    collection_name,
    edge_dir,
)
from rag_context.config import Settings, SettingsError
from rag_context.core.embedding_cache import VectorCache, identity_of
from rag_context.core.ports import ContextStore, DependencyError, Embedder, VectorIndex

log = structlog.get_logger(__name__)


def describe(settings: Settings, generation: int | None = None) -> dict[str, str]:
    """Which backend serves each port, for logs and /health (never a secret: no URL credentials)."""
    if generation is None:
        generation = active_generation(settings)
    return {
        "embedder": f"local:{settings.embedder_model_name}"
        if settings.uses_local_embedder
        else f"openai-compatible:{settings.remote_embedding_model}",
        "vectors": "qdrant-edge"
        if settings.uses_embedded_vectors
        else f"qdrant-server:{collection_name(settings.qdrant_collection, generation)}",
        "store": "sqlite" if settings.uses_embedded_store else f"mongodb:{settings.mongodb_database_name}",
    }


async def build_embedder(settings: Settings) -> Embedder:
    if settings.uses_local_embedder:
        return await asyncio.to_thread(build_local_embedder, settings)

    from rag_context.backends.embedders.openai_compat import OpenAICompatEmbedder

    dimension = await index_dimension(settings)
    assert settings.lm_studio_url is not None
    return OpenAICompatEmbedder(
        settings.lm_studio_url,
        settings.remote_embedding_model,
        dimension,
        api_key=settings.lm_studio_api_key,
        timeout_s=settings.lm_studio_timeout_ms / 1000,
        max_tokens=settings.embedding_max_tokens,
        query_prefix=settings.query_prefix,
        document_prefix=settings.document_prefix,
        batch_size=settings.rag_embed_batch_size,
    )


def build_local_embedder(settings: Settings) -> Embedder:
    """The in-process model: MiniLM int8 on onnxruntime, or RAG_LOCAL_MODEL_PATH's on torch (the
    torch extra; torch is imported only then)."""
    from rag_context.backends.embedders.local import LocalEmbedder

    if settings.rag_local_model_path is None:
        from rag_context.backends.embedders.onnx_minilm import OnnxMiniLM

        return LocalEmbedder(OnnxMiniLM(threads=settings.rag_embed_threads))
    from rag_context.backends.embedders.torch_model import SentenceTransformerModel

    return LocalEmbedder(SentenceTransformerModel(settings.rag_local_model_path, threads=settings.rag_embed_threads))


async def index_dimension(settings: Settings) -> int:
    """The dimension the vector index is opened with, without loading a model where it is known:
    the bundled MiniLM's and a configured server's. A torch model (RAG_LOCAL_MODEL_PATH) is loaded
    once to ask it."""
    if not settings.uses_local_embedder:
        dimension = settings.remote_embedding_dim
        if dimension is None:
            raise SettingsError(
                f"EMBEDDING_DIM must be set for EMBEDDING_MODEL={settings.remote_embedding_model!r}: only nomic-embed "
                f"models have a known default (768)"
            )
        return dimension
    if settings.rag_local_model_path is None:
        from rag_context.backends.embedders.onnx_minilm import DIMENSION

        return DIMENSION
    embedder = await build_embedder(settings)
    try:
        return embedder.dimension
    finally:
        await embedder.close()


@asynccontextmanager
async def opened_data(settings: Settings) -> AsyncIterator[tuple[ContextStore, VectorIndex]]:
    """The store and the active vector index of a data directory no service is running on (the
    index takes the data root's lock: a second process gets DataRootBusy), for the commands that
    read or repair them in place (`check`, `backfill`); both closed on the way out."""
    dimension = await index_dimension(settings)
    store = await open_store(settings)
    try:
        vectors = await open_vector_index(settings, dimension)
        try:
            yield store, vectors
        finally:
            await vectors.close()
    finally:
        await store.close()


def active_generation(settings: Settings) -> int:
    """The active vector generation of the data directory's state file (0 until `rag-context reembed`)."""
    return Generations(settings.rag_data_dir).read().active


def generation_record(settings: Settings, store: ContextStore) -> GenerationRecord:
    """Where the generation state lives: the store for replicas (MONGODB_URI, or
    RAG_GENERATION_STATE=store), else the data directory's file."""
    generations = Generations(settings.rag_data_dir)
    if settings.generations_in_store:
        return StoreGenerationRecord(store, legacy=generations)  # type: ignore[arg-type]  # SqliteStore, MongoStore
    return FileGenerationRecord(generations)


async def read_active_generation(settings: Settings, record: GenerationRecord) -> int:
    """The vector generation the service uses. When the store cannot be read at start (MongoDB
    down), the data directory's file says, else 0: logged, since it may be out of date."""
    try:
        return (await record.read()).active
    except DependencyError as error:
        fallback = active_generation(settings)
        log.warning("start.generation_unknown", error=str(error), using=fallback)
        return fallback


async def open_embedding_cache(settings: Settings, embedder: Embedder) -> VectorCache | None:
    """The data directory's embedding cache for this embedder's model (RAG_EMBEDDING_CACHE_ENTRIES;
    0: none). A cache that cannot be opened is logged and left out: indexing embeds every text."""
    if settings.rag_embedding_cache_entries <= 0:
        return None
    from rag_context.backends.embedding_cache import SqliteVectorCache

    try:
        return await asyncio.to_thread(
            SqliteVectorCache.open, settings.rag_data_dir, identity_of(embedder), embedder.dimension, settings.rag_embedding_cache_entries
        )
    except Exception as error:  # noqa: BLE001 - only a cache: the service runs without it
        log.warning("start.embedding_cache_unavailable", error=str(error) or type(error).__name__)
        return None


def ensure_data_dir_free(settings: Settings) -> None:
    """Raise DataRootBusy (a ConfigurationError: one line, no traceback) when another process owns
    the embedded vector index's directory, ActiveShardInvalid when its ACTIVE names no shard there:
    checked by `serve` before the server starts, whose start-up failures the server itself would
    report with a traceback. The index takes the lock for good when it opens."""
    if settings.uses_embedded_vectors:
        from rag_context.backends.vectors.edge.shards import DataRootLock, active_shard_dir

        root = edge_dir(settings.vectors_dir, active_generation(settings))
        with DataRootLock(root):
            active_shard_dir(root)


def vector_location(settings: Settings, generation: int) -> str:
    """Where a generation's vectors are: the Edge shard's directory or the server collection's name."""
    if settings.uses_embedded_vectors:
        return str(edge_dir(settings.vectors_dir, generation))
    return collection_name(settings.qdrant_collection, generation)


async def open_vector_index(settings: Settings, dimension: int, generation: int | None = None) -> VectorIndex:
    """The vector index of `generation` (default: the active one), created when it does not exist."""
    if generation is None:
        generation = active_generation(settings)
    if settings.uses_embedded_vectors:
        from rag_context.backends.vectors.edge import EdgeLayout, EdgeVectorIndex

        path = edge_dir(settings.vectors_dir, generation)
        layout = EdgeLayout(quantization=settings.rag_edge_quantization, on_disk=settings.rag_edge_on_disk)
        return await asyncio.to_thread(
            EdgeVectorIndex.open, path, dimension, settings.fusion, settings.rag_edge_search_threads,
            settings.rag_edge_indexing_threshold_kb, layout,
        )

    from rag_context.backends.vectors.qdrant_server import ClusterLayout, QdrantServerIndex

    assert settings.qdrant_url is not None
    url = settings.qdrant_url

    async def open_server() -> VectorIndex:
        return await QdrantServerIndex.open(
            url,
            collection_name(settings.qdrant_collection, generation),
            dimension,
            api_key=settings.qdrant_api_key,
            timeout_s=settings.qdrant_timeout_ms / 1000,
            fusion=settings.fusion,
            cluster=ClusterLayout(
                settings.qdrant_shards, settings.qdrant_replication_factor, settings.qdrant_write_consistency_factor
            ),
        )

    return await DeferredBackend.open("qdrant", QdrantServerIndex, open_server, **start_up_attempt(settings))


async def drop_vector_index(settings: Settings, generation: int) -> None:
    """Delete the vectors of a generation that is no longer used (never the active one)."""
    if settings.uses_embedded_vectors:
        from rag_context.backends.vectors.edge import EdgeVectorIndex

        await asyncio.to_thread(EdgeVectorIndex.drop, edge_dir(settings.vectors_dir, generation))
        return
    from rag_context.backends.vectors.qdrant_server import QdrantServerIndex

    assert settings.qdrant_url is not None
    await QdrantServerIndex.drop(
        settings.qdrant_url,
        collection_name(settings.qdrant_collection, generation),
        api_key=settings.qdrant_api_key,
        timeout_s=settings.qdrant_timeout_ms / 1000,
    )


async def open_store(settings: Settings) -> ContextStore:
    if settings.uses_embedded_store:
        from rag_context.backends.stores.sqlite import SqliteStore

        return await SqliteStore.open(settings.sqlite_path, metrics_retention_days=settings.rag_metrics_retention_days)

    from rag_context.backends.stores.mongo import MongoStore

    assert settings.mongodb_uri is not None
    uri = settings.mongodb_uri

    async def open_mongo() -> ContextStore:
        return await MongoStore.open(
            uri,
            settings.mongodb_database_name,
            metrics_retention_days=settings.rag_metrics_retention_days,
            timeout_s=settings.rag_dependency_timeout_ms / 1000,
        )

    return await DeferredBackend.open("mongodb", MongoStore, open_mongo, **start_up_attempt(settings))


def start_up_attempt(settings: Settings) -> dict[str, float]:
    """How long start-up waits for a server backend before it goes on without it (the dependency
    timeout: its own retries would take 3 x QDRANT_TIMEOUT_MS), and how often it is tried again
    in the background after that (the dependency cool-down)."""
    return {
        "first_attempt_s": settings.rag_dependency_timeout_ms / 1000,
        "retry_after_s": settings.rag_dependency_cooldown_ms / 1000,
    }
