"""Every setting of the service, in one validated object.

The names are the environment variables of the RAG-001 spec (Appendix A) plus this project's own
(prefixed RAG_). A bad value stops start-up with a message that names the variable.
"""

from __future__ import annotations

import ipaddress
import re
from dataclasses import dataclass
from pathlib import Path
from typing import Literal

from pydantic import AliasChoices, Field, ValidationError, field_validator, model_validator
from pydantic_settings import BaseSettings, SettingsConfigDict

from rag_context.core.code import CodeOptions
from rag_context.core.models import FusionParams
from rag_context.core.memory.suggestions import SuggestionTuning

DEFAULT_SUGGESTIONS = SuggestionTuning()

LOCAL_EMBEDDING_MODEL = "all-MiniLM-L6-v2"
DEFAULT_REMOTE_EMBEDDING_MODEL = "nomic-embed-text-v1.5"
NOMIC_DIMENSION = 768
DEFAULT_MONGODB_DATABASE = "P4NTH30N"
# The Host names a service bound to a loopback address answers by default (any port).
LOOPBACK_HOST_NAMES = ("localhost", "127.0.0.1", "[::1]")
ANY_HOST = "*"
# One RAG_ALLOWED_HOSTS name entry: a name or an IPv4 address, or a bracketed IPv6 address, and an optional port.
_HOST_ENTRY = re.compile(r"^(?:[a-z0-9_]([a-z0-9_.-]*[a-z0-9_])?|\[[0-9a-f:.]+\])(?::[0-9]{1,5})?$")

def local_model_name(name_or_path: str) -> str:
    """The name a RAG_LOCAL_MODEL_PATH model's vectors are recorded under: its directory's (or hub
    name's) last part; MiniLM's own name for all-MiniLM-L6-v2 (its vectors are the default's)."""
    last = Path(name_or_path.rstrip("/")).name or name_or_path
    return LOCAL_EMBEDDING_MODEL if last.lower() == LOCAL_EMBEDDING_MODEL.lower() else last


HostPattern = tuple[str, int | None]  # (host name, port); None: any port
IpNetwork = ipaddress.IPv4Network | ipaddress.IPv6Network


@dataclass(frozen=True)
class AllowedHosts:
    """The Host header values the HTTP service answers: names (any port, or one), and networks in
    CIDR notation that match a Host written as an IP address. An address is never a rebinding (the
    attack needs a name the attacker's DNS answers), so a network entry lets the kubelet's probes,
    Prometheus (they name the pod's address) and clients of a NodePort (the node's) in."""

    names: tuple[HostPattern, ...]
    networks: tuple[IpNetwork, ...] = ()

    @property
    def every_address(self) -> bool:
        """Whether the networks together hold every IPv4 or every IPv6 address (0.0.0.0/0, ::/0, or
        halves that add up to it): an allow-list of everything is no allow-list."""
        for version, everything in ((4, ipaddress.ip_network("0.0.0.0/0")), (6, ipaddress.ip_network("::/0"))):
            networks = [network for network in self.networks if network.version == version]
            if networks and list(ipaddress.collapse_addresses(networks)) == [everything]:  # type: ignore[arg-type]
                return True
        return False

    def allows(self, host: str | None) -> bool:
        if not host:
            return False
        name, port = split_host(host)
        if any(name == allowed and allowed_port in (None, port) for allowed, allowed_port in self.names):
            return True
        if self.networks:
            try:
                address = ipaddress.ip_address(name.strip("[]"))
            except ValueError:
                return False
            return any(address in network for network in self.networks)
        return False


# The dense score threshold that suits each known embedder (RAG_SCORE_THRESHOLD overrides it), matched
# as a part of the model's name. MiniLM's is measured on Cranfield (docs/quality.md: 0.7 would drop
# 94% of the relevant chunks); nomic-embed-text's is the spec's 0.7, made for its cosine scores.
SCORE_THRESHOLDS_BY_MODEL = {"all-minilm-l6-v2": 0.2, "nomic-embed-text": 0.7}
# Any other model: no cut, the fusion ranks alone. A threshold too high for a model's cosines empties
# the dense side silently; too low only lets the fusion see weak candidates. Start-up warns.
UNKNOWN_MODEL_SCORE_THRESHOLD = 0.0


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
    rag_api_key: str | None = Field(None, repr=False)  # when set, every endpoint but the probes requires it
    rag_max_body_bytes: int = Field(1_048_576, ge=1024, description="Largest request body accepted (413 beyond)")
    # Comma-separated origins of the web pages allowed to call the service: CORS, and the only
    # foreign pages whose writes are taken (api/security.py); empty: CORS closed, writes from the
    # service's own pages only.
    rag_cors_origins: str = ""
    # Comma-separated Host names the HTTP service answers (name, name:port, a CIDR network for hosts
    # written as addresses, or * for any); unset: see http_allowed_hosts.
    rag_allowed_hosts: str | None = None
    rag_metrics_public: bool = False  # GET /metrics without the key (a Prometheus scraper often carries none)

    # --- backends: unset means the embedded default for that backend
    qdrant_url: str | None = None
    qdrant_api_key: str | None = None
    qdrant_collection: str = Field("p4nth30n_context", min_length=1)
    qdrant_timeout_ms: int = Field(10000, ge=1)
    # A new collection on a Qdrant cluster (docs/deployment.md); ignored by Qdrant Edge and by an
    # existing collection. Write consistency unset: a majority of the replicas.
    qdrant_shards: int = Field(1, ge=1, le=1024)
    qdrant_replication_factor: int = Field(1, ge=1, le=16)
    qdrant_write_consistency: int | None = Field(None, ge=1, le=16)
    mongodb_uri: str | None = None
    mongodb_database: str | None = None  # unset: the database named in MONGODB_URI, else P4NTH30N
    rag_metrics_retention_days: int = Field(30, ge=1, description="R4G_M37R1C5 and error records older than this are removed")
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
    # The in-process embedder (no LM_STUDIO_URL). Unset: the bundled all-MiniLM-L6-v2, int8, on
    # onnxruntime. Set: a sentence-transformers model run on torch (`pip install 'rag-context[torch]'`):
    # a model directory, a name in the local Hugging Face cache (nothing is downloaded), or
    # all-MiniLM-L6-v2 for the float32 MiniLM, whose vectors are the default's.
    rag_local_model_path: str | None = None
    # The in-process model's threads: for the bundled MiniLM, how many texts it embeds at once (one
    # thread each, one document thread each); for a torch model, the threads of one forward pass.
    # Unset: the CPUs this process may run on. Queries run on a thread of their own beside them.
    rag_embed_threads: int | None = Field(None, ge=1, le=256)

    # Where the active vector generation and the re-embed lock live: auto = in the store when
    # MONGODB_URI is set (replicas share it), else the file in RAG_DATA_DIR; file; store.
    rag_generation_state: Literal["auto", "file", "store"] = "auto"

    # --- caches (spec §6.1)
    rag_cache_size: int = Field(1000, ge=0, le=1_000_000)
    rag_cache_ttl: float = Field(300, ge=0)
    # Document vectors kept by (model, exact text) so that no text is embedded twice
    # (core/embedding_cache.py): at most this many, least recently used out; 0: no cache. A file of
    # its own in RAG_DATA_DIR (embedding-cache.sqlite3), not in backups. An entry of the bundled
    # MiniLM (384 float32) takes about 1.7 KB of disk: 200,000 about 0.34 GB, 1,000,000 about 1.7 GB;
    # in memory only SQLite's page cache (8 MiB) (docs/performance.md).
    rag_embedding_cache_entries: int = Field(200_000, ge=0, le=100_000_000)
    # Replicas: how often a search reads the store's content version; a document indexed or deleted
    # through another replica is hidden by this one's result cache at most this long (0: every search).
    rag_cache_version_check_ms: int = Field(1000, ge=0, le=3_600_000)

    # --- resilience (spec §5.2); the breaker timeout is in milliseconds, as in the spec
    circuit_breaker_threshold: int = Field(5, ge=1)
    circuit_breaker_timeout: int = Field(60000, ge=0)
    rag_dependency_timeout_ms: int = Field(
        5000, ge=1, description="Longest wait for one call to a dependency on the search path"
    )
    rag_embed_queue_timeout_ms: int = Field(
        10000,
        ge=1,
        description="Longest wait of a search in this process's own embedding queue before the model takes its query "
        "(not counted as an embedder failure; RAG_DEPENDENCY_TIMEOUT_MS counts from then)",
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
    # Unset: the configured model's (SCORE_THRESHOLDS_BY_MODEL; see the `score_threshold` property).
    rag_score_threshold: float | None = Field(None, ge=0.0, le=1.0)
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
    # What an index answer says is already known (issue 32, core/memory/suggestions.py): cosines of
    # the new document's mean vector with a document's nearest chunk, measured on the ADR set with the
    # bundled MiniLM (docs/memory.md); another embedder needs them measured again.
    rag_similar_threshold: float = Field(DEFAULT_SUGGESTIONS.similar_threshold, ge=0.0, le=1.0)
    rag_may_replace_referenced_threshold: float = Field(DEFAULT_SUGGESTIONS.referenced_threshold, ge=0.0, le=1.0)
    rag_may_replace_unreferenced_threshold: float = Field(DEFAULT_SUGGESTIONS.unreferenced_threshold, ge=0.0, le=1.0)
    # How code is indexed (core/code, issue 22; measured in docs/quality.md and docs/performance.md):
    # chunks cut at declarations by the syntax tree, each named by its symbol; identifiers split into
    # words on the keyword side (chunks and queries); a header (path and symbol) embedded with each
    # code chunk. Each can be switched off to compare; a change reaches stored documents when they are
    # indexed again (`rag-context reembed --rechunk-code`).
    rag_code_syntax_chunks: bool = True
    rag_code_identifier_words: bool = True
    rag_code_embed_header: bool = True
    # The words of a code chunk's declaration lines and doc comments added this many times more to its
    # keyword side (a field weighted by repetition; 0: not added). Measured in docs/quality.md.
    rag_code_declaration_weight: int = Field(0, ge=0, le=5)
    # The symbol table of code (core/code/graph, issue 31): every definition and reference, stored with
    # the document and queried by the symbols, references, outline and repo_map tools. Off, nothing is
    # extracted (the tools then find nothing); documents stored without it get it from the start-up
    # backfill (or `rag-context backfill`), no embedding needed.
    rag_code_symbols: bool = True
    # At search time (core/code/prior.py): a code result that is not the implementation (a test,
    # sample, documentation snippet, generated or build file) has its score multiplied by
    # RAG_CODE_ROLE_PRIOR_FACTOR, unless the request filters on roles or the question names the role.
    # Tuned on the code sets' development questions (docs/quality.md); prose is never touched.
    rag_code_role_prior: bool = True
    rag_code_role_prior_factor: float = Field(0.6, gt=0.0, le=1.0)
    # A code-only search (contentType(s) code, no roles filter) leaves out lock, generated, config and
    # data files (core/code/roles.py) unless the question names them ("which YAML files ...").
    rag_code_leave_out_not_code: bool = True
    # The ranking of code results (core/code/ranking.py; each measured in docs/quality.md, the defaults
    # kept there): without maxPerDocument a code file's best other candidate chunk adds 0.2 of its score
    # to its best (0: its best chunk alone); a chunk that only declares (an interface, bodiless
    # members) is multiplied by the contract factor when its implementation in another file is among
    # the candidates; without maxPerDocument a document's n-th result by the repeat factor^(n-1); a
    # chunk whose text a better result holds is left out (off: measured, no gain).
    rag_code_file_evidence: float = Field(0.2, ge=0.0, le=1.0)
    rag_code_evidence_chunks: int = Field(1, ge=0, le=100)  # a file's best this many other chunks add (0: all)
    # A code result whose file's name is made of the question's words (`LevelOutputFormat.cs` for "how
    # is the level rendered with an output format") × (1 + this × the share of the name's words used).
    rag_code_name_match: float = Field(0.0, ge=0.0, le=2.0)
    # The same with the type names a candidate file defines (from the symbol table of the code
    # graph), each word weighted by 1 / the candidate files naming it (core/code/ranking.py; off:
    # measured on the development halves, no weight helps every set).
    rag_code_symbol_match: float = Field(0.0, ge=0.0, le=2.0)
    rag_code_contract_factor: float = Field(0.8, gt=0.0, le=1.0)
    rag_code_repeat_factor: float = Field(0.5, gt=0.0, le=1.0)
    rag_code_drop_identical: bool = False
    # Threads of Qdrant Edge's search pool (the embedded vector index); docs/performance.md.
    rag_edge_search_threads: int = Field(1, ge=1, le=256)
    # Folders indexed as a whole (`rag-context index PATH`): files larger than this are skipped (and
    # listed); below, a file longer than a document is indexed in parts.
    rag_index_max_file_mb: float = Field(4.0, gt=0, le=1024)
    # Package managers' lock files (pnpm-lock.yaml, package-lock.json, yarn.lock, packages.lock.json,
    # Cargo.lock, poetry.lock ...) are left out of a folder's index unless this is on (or `rag-context
    # index --lock-files`): resolved versions and hashes answer no question, and zod's pnpm-lock.yaml
    # alone is thousands of chunks to embed (docs/code-search.md).
    rag_index_lock_files: bool = False
    # The folders whose files the status tool (rag_context_status) may read to compare them with the
    # index, separated by ':'. Empty (the default): it reads none, and answers only what the index
    # recorded (commit, time, files).
    rag_status_roots: str = ""
    # Qdrant Edge builds its HNSW graph when optimized: the service optimizes (in a child process, see
    # backends/vectors/edge/optimizer.py) once this many points, or 10 % of the shard when that is
    # more, were written since the last time; 0: never.
    rag_edge_optimize_after_points: int = Field(10000, ge=0)
    # How Qdrant Edge holds the vectors in memory (backends/vectors/edge/layout.py, EdgeLayout):
    # int8 codes the graph is searched with, and float32 originals and payloads read from disk when touched,
    # by default; measured in docs/scale.md (memory) and docs/quality.md (nDCG). An existing index
    # takes a change at its next optimization (every point counts as waiting for it: started at once
    # when they reach rag_edge_optimize_after_points).
    # A segment gets its HNSW graph (and int8 codes) when optimized if it holds more than this many
    # KB of vectors (Qdrant's default: about 6,600 MiniLM vectors); below, a full scan is faster.
    rag_edge_indexing_threshold_kb: int = Field(10000, ge=1)
    rag_edge_quantization: Literal["int8", "none"] = "int8"
    rag_edge_on_disk: bool = True

    # --- indexing (spec §6.3)
    # Longest chunk, in the embedder's tokens; unset: the embedder's window (254 for all-MiniLM-L6-v2).
    rag_chunk_max_tokens: int | None = Field(None, ge=16)
    rag_embed_batch_size: int = Field(32, ge=1, le=1024)
    rag_upsert_batch_size: int = Field(100, ge=1, le=10000)

    # --- backups (POST /backups, `rag-context backup`, docs/deployment.md)
    # Where the service keeps its backups; unset: `backups/` in the data directory.
    rag_backup_dir: Path | None = None
    rag_backup_interval_s: int = Field(
        0, ge=0, description="Take a backup every this many seconds (0: only when asked)"
    )
    rag_backup_retain: int = Field(7, ge=1, le=10_000, description="How many backups the service keeps")
    rag_backup_hold_timeout_ms: int = Field(
        30000, ge=1, description="Longest wait of a backup for the writes under way to end (writes wait meanwhile)"
    )

    # --- metrics (unified spec §6): records leave the request path through a bounded queue
    rag_metrics_queue_size: int = Field(10000, ge=1)

    @field_validator(
        "qdrant_url",
        "mongodb_uri",
        "lm_studio_url",
        "qdrant_api_key",
        "lm_studio_api_key",
        "embedding_model",
        "rag_local_model_path",
        "mongodb_database",
        "rag_api_key",
        "rag_allowed_hosts",
    )
    @classmethod
    def _blank_is_unset(cls, value: str | None) -> str | None:
        return value or None

    @field_validator("rag_score_threshold", mode="before")
    @classmethod
    def _blank_threshold_is_unset(cls, value: object) -> object:
        return None if isinstance(value, str) and not value.strip() else value

    @model_validator(mode="after")
    def _write_consistency_within_replication(self) -> "Settings":
        if self.qdrant_write_consistency is not None and self.qdrant_write_consistency > self.qdrant_replication_factor:
            raise ValueError(
                f"QDRANT_WRITE_CONSISTENCY={self.qdrant_write_consistency} exceeds QDRANT_REPLICATION_FACTOR="
                f"{self.qdrant_replication_factor}: a write could never be acknowledged"
            )
        return self

    @property
    def qdrant_write_consistency_factor(self) -> int:
        """Replicas that must apply a write before it is acknowledged: the setting, else a majority."""
        if self.qdrant_write_consistency is not None:
            return self.qdrant_write_consistency
        return self.qdrant_replication_factor // 2 + 1

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
    def suggestions(self) -> SuggestionTuning:
        return SuggestionTuning(
            similar_threshold=self.rag_similar_threshold,
            referenced_threshold=self.rag_may_replace_referenced_threshold,
            unreferenced_threshold=self.rag_may_replace_unreferenced_threshold,
        )

    @property
    def code_options(self) -> CodeOptions:
        return CodeOptions(
            syntax_chunks=self.rag_code_syntax_chunks,
            identifier_words=self.rag_code_identifier_words,
            embed_header=self.rag_code_embed_header,
            declaration_weight=self.rag_code_declaration_weight,
            symbols=self.rag_code_symbols,
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
    def embedder_model_name(self) -> str:
        """The model that embeds: the bundled MiniLM (or RAG_LOCAL_MODEL_PATH's) unless LM_STUDIO_URL names a server."""
        if not self.uses_local_embedder:
            return self.remote_embedding_model
        if self.rag_local_model_path is None:
            return LOCAL_EMBEDDING_MODEL
        return local_model_name(self.rag_local_model_path)

    @property
    def score_threshold_is_known(self) -> bool:
        """Whether the threshold in effect was chosen for this model (set, or the model is known)."""
        return self.rag_score_threshold is not None or self._known_model_threshold() is not None

    @property
    def score_threshold(self) -> float:
        """The minimum cosine of dense candidates: RAG_SCORE_THRESHOLD, else the configured model's."""
        if self.rag_score_threshold is not None:
            return self.rag_score_threshold
        known = self._known_model_threshold()
        return UNKNOWN_MODEL_SCORE_THRESHOLD if known is None else known

    def _known_model_threshold(self) -> float | None:
        model = self.embedder_model_name.lower()
        return next((value for name, value in SCORE_THRESHOLDS_BY_MODEL.items() if name in model), None)

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
    def generations_in_store(self) -> bool:
        if self.rag_generation_state == "auto":
            return not self.uses_embedded_store
        return self.rag_generation_state == "store"

    @property
    def vectors_dir(self) -> Path:
        return self.rag_data_dir / "vectors"

    @property
    def sqlite_path(self) -> Path:
        return self.rag_data_dir / "rag-context.sqlite3"

    @property
    def backup_dir(self) -> Path:
        return self.rag_backup_dir if self.rag_backup_dir is not None else self.rag_data_dir / "backups"

    @field_validator("rag_allowed_hosts")
    @classmethod
    def _host_entries_are_host_names(cls, value: str | None) -> str | None:
        if value is not None:
            _parse_allowed_hosts(value)  # ValueError names the bad entry
        return value

    @property
    def binds_loopback(self) -> bool:
        """Whether RAG_HOST is a loopback address: only this machine can connect."""
        if self.host.lower() == "localhost":
            return True
        try:
            return ipaddress.ip_address(self.host.strip("[]")).is_loopback
        except ValueError:
            return False

    def http_allowed_hosts(self) -> AllowedHosts | None:
        """The Host header values the HTTP service answers (DNS-rebinding protection); None: any.

        RAG_ALLOWED_HOSTS when set (`*` alone: any), except that on an address other machines reach
        without RAG_API_KEY an allow-list of every Host (`*`) or every address (0.0.0.0/0, ::/0) is
        refused: it guards nothing; else the loopback names on a loopback address;
        else, on an address other machines reach, any Host when RAG_API_KEY guards every request (a
        page in a browser cannot present the key), and otherwise no start at all: without either,
        any web page a developer opens could read and wipe the context through a rebound name."""
        if self.rag_allowed_hosts is not None:
            allowed = _parse_allowed_hosts(self.rag_allowed_hosts)
            if self.binds_loopback or self.rag_api_key or (allowed is not None and not allowed.every_address):
                return allowed
            raise SettingsError(
                f"RAG_HOST={self.host} accepts connections from other machines and RAG_ALLOWED_HOSTS="
                f"{self.rag_allowed_hosts!r} lets every host or address in: that guards nothing. Set RAG_API_KEY, or "
                "name the hosts and networks clients use (e.g. rag-context,localhost,10.0.0.0/8)"
            )
        if self.binds_loopback:
            return AllowedHosts(tuple((name, None) for name in LOOPBACK_HOST_NAMES))
        if self.rag_api_key:
            return None
        raise SettingsError(
            f"RAG_HOST={self.host} accepts connections from other machines, and nothing guards it: set "
            "RAG_API_KEY (every request then needs the key) or RAG_ALLOWED_HOSTS (the comma-separated "
            "host names clients use to reach the service, e.g. rag-context,localhost)"
        )


def _parse_allowed_hosts(value: str) -> AllowedHosts | None:
    """RAG_ALLOWED_HOSTS: `*` (any Host: None), names (`rag-context`, `localhost:3000`, `[::1]`) and
    networks (`10.42.0.0/16`); ValueError naming the first entry that is none of them."""
    names: list[HostPattern] = []
    networks: list[IpNetwork] = []
    for entry in (item.strip().lower() for item in value.split(",")):
        if not entry:
            continue
        if entry == ANY_HOST:
            return None
        if "/" in entry:
            try:
                networks.append(ipaddress.ip_network(entry, strict=False))
            except ValueError:
                raise ValueError(f"{entry!r} is not a network (CIDR, e.g. 10.42.0.0/16)") from None
            continue
        if entry.count(":") > 1 and not entry.startswith("["):
            entry = f"[{entry}]"  # a bare IPv6 address ("::1"), written as a Host header writes it
        if not _HOST_ENTRY.match(entry):
            raise ValueError(f"{entry!r} is not a host name, host:port, network or * (no scheme, no path)")
        names.append(split_host(entry))
    if not names and not networks:
        raise ValueError("names no host (leave it unset for the default)")
    return AllowedHosts(tuple(names), tuple(networks))


def split_host(value: str) -> tuple[str, int | None]:
    """A Host header value as (lower-case name, port or None): `[::1]:3000` -> ("[::1]", 3000)."""
    value = value.strip().lower()
    if value.startswith("["):
        name, _, rest = value.partition("]")
        name += "]"
        port_text = rest[1:] if rest.startswith(":") else ""
    else:
        name, colon, port_text = value.rpartition(":")
        if not colon:
            name, port_text = value, ""
    if port_text.isdigit() and len(port_text) <= 5:
        return name, int(port_text)
    if port_text:  # a malformed port: a name that matches nothing
        return value, None
    return name, None


_ALIASED = {"host": "RAG_HOST", "port": "MCP_SERVER_PORT"}


def load_settings(**overrides: object) -> Settings:
    """Build the settings from the environment (and overrides), naming the variable on failure."""
    try:
        return Settings(**overrides)
    except ValidationError as error:
        problems = []
        for item in error.errors():
            if not item["loc"]:  # a check across settings: its message names them (the input is all of them)
                problems.append(str(item["msg"]).removeprefix("Value error, "))
                continue
            field = str(item["loc"][0])
            variable = _ALIASED.get(field, field).upper()
            problems.append(f"{variable}={item.get('input')!r}: {item['msg']}")
        raise SettingsError("Invalid configuration: " + "; ".join(problems)) from None
