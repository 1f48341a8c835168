"""Every setting of the service, in one validated object.

The names are the environment variables of the RAG-001 spec (Appendix A) plus this project's own
(prefixed RAG_). A bad value stops start-up with a message that names the variable.
"""

from __future__ import annotations

from pathlib import Path
from typing import Literal

from pydantic import AliasChoices, Field, ValidationError, field_validator
from pydantic_settings import BaseSettings, SettingsConfigDict

from rag_context.core.models import FusionParams

LOCAL_EMBEDDING_MODEL = "all-MiniLM-L6-v2"
DEFAULT_REMOTE_EMBEDDING_MODEL = "nomic-embed-text-v1.5"
NOMIC_DIMENSION = 768
DEFAULT_MONGODB_DATABASE = "P4NTH30N"


class SettingsError(ValueError):
    """A setting has a value the service cannot start with."""


class Settings(BaseSettings):
    model_config = SettingsConfigDict(
        env_file=".env", env_file_encoding="utf-8", extra="ignore", case_sensitive=False
    )

    # --- where the service listens and keeps its data
    host: str = Field("127.0.0.1", validation_alias=AliasChoices("RAG_HOST", "HOST"))
    port: int = Field(3000, ge=1, le=65535, validation_alias=AliasChoices("MCP_SERVER_PORT", "PORT"))
    rag_data_dir: Path = Path("./data")
    log_level: Literal["debug", "info", "warn", "warning", "error"] = "info"
    rag_log_format: Literal["json", "console"] = "json"

    # --- access
    rag_api_key: str | None = Field(None, repr=False)  # when set, every endpoint but liveness requires it
    rag_max_body_bytes: int = Field(1_048_576, ge=1024, description="Largest request body accepted (413 beyond)")
    rag_cors_origins: str = ""  # comma-separated origins allowed by CORS; empty: CORS closed

    # --- backends: unset means the embedded default for that backend
    qdrant_url: str | None = None
    qdrant_api_key: str | None = None
    qdrant_collection: str = Field("p4nth30n_context", min_length=1)
    qdrant_timeout_ms: int = Field(10000, ge=1)
    mongodb_uri: str | None = None
    mongodb_database: str | None = None  # unset: the database named in MONGODB_URI, else P4NTH30N
    rag_metrics_retention_days: int = Field(30, ge=1, description="R4G_M37R1C5 records older than this are removed")
    lm_studio_url: str | None = None
    lm_studio_api_key: str | None = None
    lm_studio_timeout_ms: int = Field(30000, ge=1)
    embedding_model: str | None = None
    embedding_dim: int | None = Field(None, ge=1, le=65536)
    # Longest input of the HTTP embedder, in tokens; longer inputs are truncated and retried (spec §9.3).
    embedding_max_tokens: int = Field(2048, ge=8)
    # Task prefixes; unset: "search_query: " / "search_document: " for nomic-embed models, none otherwise.
    embedding_query_prefix: str | None = None
    embedding_document_prefix: str | None = None

    # --- caches (spec §6.1)
    rag_cache_size: int = Field(1000, ge=0, le=1_000_000)
    rag_cache_ttl: float = Field(300, ge=0)

    # --- resilience (spec §5.2); the breaker timeout is in milliseconds, as in the spec
    circuit_breaker_threshold: int = Field(5, ge=1)
    circuit_breaker_timeout: int = Field(60000, ge=0)
    rag_dependency_timeout_ms: int = Field(
        5000, ge=1, description="Longest wait for one call to a dependency on the search path"
    )
    rag_index_timeout_ms: int = Field(
        15000, ge=1, description="Longest wait of an index request for its vectors; then it is acknowledged pending"
    )
    rag_dependency_cooldown_ms: int = Field(
        5000, ge=0, description="How long a failed dependency is skipped before one trial call"
    )
    rag_check_at_start: bool = Field(
        True, description="Compare the store with the vector index in the background at start-up, and repair"
    )

    # --- retrieval
    # Measured on Cranfield with all-MiniLM-L6-v2 (docs/quality.md): see the threshold table there.
    rag_score_threshold: float = Field(0.2, ge=0.0, le=1.0)
    rag_rrf_k: int = Field(60, ge=1)
    rag_rrf_dense_weight: float = Field(1.0, ge=0.0)
    rag_rrf_keyword_weight: float = Field(1.0, ge=0.0)
    rag_prefetch_limit: int = Field(100, ge=1, le=1000)
    rag_bm25_k1: float = Field(2.0, ge=0.0)
    rag_bm25_b: float = Field(0.5, ge=0.0, le=1.0)
    # Pseudo-relevance feedback of the hybrid search: chunks of the first pass, and the weight of
    # their mean vector added to the query's. 0 chunks turns it off. Measured in docs/quality.md.
    rag_feedback_chunks: int = Field(3, ge=0, le=20)
    rag_feedback_weight: float = Field(1.5, ge=0.0)
    # Threads of Qdrant Edge's search pool (the embedded vector index); docs/performance.md.
    rag_edge_search_threads: int = Field(1, ge=1, le=256)

    # --- indexing (spec §6.3)
    # Longest chunk, in the embedder's tokens; unset: the embedder's window (254 for all-MiniLM-L6-v2).
    rag_chunk_max_tokens: int | None = Field(None, ge=16)
    rag_embed_batch_size: int = Field(32, ge=1, le=1024)
    rag_upsert_batch_size: int = Field(100, ge=1, le=10000)

    # --- metrics (unified spec §6): records leave the request path through a bounded queue
    rag_metrics_queue_size: int = Field(10000, ge=1)

    @field_validator(
        "qdrant_url",
        "mongodb_uri",
        "lm_studio_url",
        "qdrant_api_key",
        "lm_studio_api_key",
        "embedding_model",
        "mongodb_database",
        "rag_api_key",
    )
    @classmethod
    def _blank_is_unset(cls, value: str | None) -> str | None:
        return value or None

    @property
    def fusion(self) -> FusionParams:
        return FusionParams(
            rrf_k=self.rag_rrf_k,
            dense_weight=self.rag_rrf_dense_weight,
            keyword_weight=self.rag_rrf_keyword_weight,
            prefetch_limit=self.rag_prefetch_limit,
            bm25_k1=self.rag_bm25_k1,
            bm25_b=self.rag_bm25_b,
        )

    @property
    def remote_embedding_model(self) -> str:
        return self.embedding_model or DEFAULT_REMOTE_EMBEDDING_MODEL

    @property
    def is_nomic_model(self) -> bool:
        return "nomic-embed" in self.remote_embedding_model.lower()

    @property
    def remote_embedding_dim(self) -> int | None:
        """The configured dimension of the HTTP embedder: EMBEDDING_DIM, else 768 for nomic models."""
        if self.embedding_dim is not None:
            return self.embedding_dim
        return NOMIC_DIMENSION if self.is_nomic_model else None

    @property
    def query_prefix(self) -> str:
        if self.embedding_query_prefix is not None:
            return self.embedding_query_prefix
        return "search_query: " if self.is_nomic_model else ""

    @property
    def document_prefix(self) -> str:
        if self.embedding_document_prefix is not None:
            return self.embedding_document_prefix
        return "search_document: " if self.is_nomic_model else ""

    @property
    def mongodb_database_name(self) -> str:
        if self.mongodb_database:
            return self.mongodb_database
        if self.mongodb_uri:
            path = self.mongodb_uri.split("://", 1)[-1].split("/", 1)
            if len(path) == 2:
                name = path[1].split("?", 1)[0]
                if name:
                    return name
        return DEFAULT_MONGODB_DATABASE

    @property
    def uses_embedded_vectors(self) -> bool:
        return self.qdrant_url is None

    @property
    def uses_embedded_store(self) -> bool:
        return self.mongodb_uri is None

    @property
    def uses_local_embedder(self) -> bool:
        return self.lm_studio_url is None

    @property
    def vectors_dir(self) -> Path:
        return self.rag_data_dir / "vectors"

    @property
    def sqlite_path(self) -> Path:
        return self.rag_data_dir / "rag-context.sqlite3"


_ALIASED = {"host": "RAG_HOST", "port": "MCP_SERVER_PORT"}


def load_settings(**overrides: object) -> Settings:
    """Build the settings from the environment (and overrides), naming the variable on failure."""
    try:
        return Settings(**overrides)
    except ValidationError as error:
        problems = []
        for item in error.errors():
            field = str(item["loc"][0]) if item["loc"] else "?"
            variable = _ALIASED.get(field, field).upper()
            problems.append(f"{variable}={item.get('input')!r}: {item['msg']}")
        raise SettingsError("Invalid configuration: " + "; ".join(problems)) from None
