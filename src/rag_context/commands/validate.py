"""The RAG-001 pre-validation (technical spec §2.4, unified spec §7) against a running service.

Four phases, through the service's HTTP API, plus the spec's direct checks of the dependencies
when their address is given (each is skipped, with a note, when it is not):

1. Infrastructure: `GET /health` and each component's status. Fails when `healthy` is false.
   Directly: `--qdrant-url` (`GET /readyz`, and the collection, QDRANT_COLLECTION or
   `--qdrant-collection`, present), `--lm-studio-url` (`GET /v1/models` lists a model) and
   `--mongodb-uri` (a `ping`).
2. Embedding quality, on the spec's five samples. The service does not expose embeddings, so each
   sample is indexed as a small document and searched for: the search must answer at
   `fallbackLevel` 1 (the embedder and the vector index served it) with the sample first and a
   score in [0, 1]. Directly, with `--lm-studio-url`: each sample embedded by `/v1/embeddings` has
   the configured dimension (EMBEDDING_DIM, 768 for nomic models) and a magnitude within
   [0.9, 1.1]; over 100 ms is a warning.
3. The retrieval accuracy gate: the spec's three documents (unique `preval-test-<uuid>` session ids,
   source `pre-validation`), then three filtered searches with limit 3; each must find its
   keyword, matched literally, in the top 3. 3 of 3 (the spec's 80% of three queries) is required.
   `--skip-accuracy` skips it (a quick health check, as the spec's `-SkipAccuracy`).
4. Latency, informational: p50/p95/p99 of the service's own `latency` and of the round trip,
   against the spec's targets (p95 < 300 ms, p99 < 500 ms).

`run_validation` returns 0 only when phases 1-3 pass (1-2 with `--skip-accuracy`). The documents it
indexes are deleted again after the accuracy phase (POST /tools/rag_context_delete, by their
sessions); any left behind by an interrupted run are the `source: "pre-validation"` ones.

The module stays light (no torch, no model): it runs on a machine that only reaches the service.

    rag-context validate --url http://localhost:3000
    rag-context validate --url http://localhost:30300 --qdrant-url http://localhost:30333
        --lm-studio-url http://localhost:1234 --mongodb-uri mongodb://localhost:27017/P4NTH30N
"""

from __future__ import annotations

import argparse
import math
import re
import sys
import time
import uuid
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any, TextIO
from urllib.parse import quote

import httpx

from rag_context.config import DEFAULT_REMOTE_EMBEDDING_MODEL, NOMIC_DIMENSION, load_settings

HELP = "the RAG-001 pre-validation of a running service (exit 0 when the gate passes)"
DEFAULT_URL = "http://localhost:3000"
DEFAULT_DEPENDENCY_TIMEOUT_S = 10.0
SOURCE = "pre-validation"
AGENT = "pre-validation"  # the searches' agent: the stats show them apart from the agents' own

# Phase 2: the spec's five embedding samples (unified spec §7).
EMBEDDING_SAMPLES = (
    "mongodb connection retry",
    "jackpot threshold configuration",
    "selenium automation pattern",
    "architecture decision template",
    "casino game strategy",
)

# Phase 3: the spec's documents (unified spec §7) and queries (technical spec §2.4).
GATE_DOCUMENTS = (
    {
        "content": "MongoDB connections should use retry logic with exponential backoff. Max retries: 5.",
        "category": "architecture",
        "game": None,
    },
    {
        "content": "FireKirin jackpot threshold is set at $500. Major jackpot at $250.",
        "category": "casino",
        "game": "FireKirin",
    },
    {
        "content": "Selenium WebDriver timeout should be 30 seconds for page loads.",
        "category": "architecture",
        "game": None,
    },
)
GATE_QUERIES = (
    {"query": "mongodb retry logic implementation", "keyword": "exponential backoff", "category": "architecture", "game": None},
    {"query": "FireKirin jackpot Grand threshold amount", "keyword": "$500", "category": "casino", "game": "FireKirin"},
    {"query": "selenium timeout duration configuration", "keyword": "30 seconds", "category": "architecture", "game": None},
)
GATE_LIMIT = 3
REQUIRED_ACCURACY = 0.8  # the spec's gate; of three queries it means all three

# Phase 4: the spec's latency targets, in milliseconds (informational).
LATENCY_TARGETS_MS = {"p95": 300.0, "p99": 500.0}

# The spec's direct embedding checks (technical spec §2.4, phase 2).
MAGNITUDE_RANGE = (0.9, 1.1)
EMBEDDING_LATENCY_WARNING_MS = 100.0

_COMPONENTS = (
    ("qdrantStatus", "Vector index (qdrantStatus)"),
    ("lmStudioStatus", "Embedder (lmStudioStatus)"),
    ("mongoStatus", "Document store (mongoStatus)"),
)
_RULE = "=" * 64


def required_hits(total: int) -> int:
    """Hits the gate needs out of `total` queries: the spec's 80%, rounded up."""
    return math.ceil(round(total * REQUIRED_ACCURACY, 9))


def percentile(values: Sequence[float], p: float) -> float:
    """Nearest-rank percentile, as the spec's script computes it."""
    ordered = sorted(values)
    if not ordered:
        raise ValueError("no values")
    rank = max(1, math.ceil(len(ordered) * p / 100))
    return ordered[rank - 1]


@dataclass(frozen=True)
class Dependencies:
    """The spec's direct checks of phases 1 and 2. A dependency without an address is not checked
    (the report says so): the embedded default has no Qdrant, LM Studio or MongoDB to reach."""

    qdrant_url: str | None = None
    qdrant_collection: str = "p4nth30n_context"
    qdrant_api_key: str | None = None
    lm_studio_url: str | None = None
    lm_studio_api_key: str | None = None
    embedding_model: str = DEFAULT_REMOTE_EMBEDDING_MODEL
    embedding_dim: int | None = NOMIC_DIMENSION  # None: any dimension, as long as the samples agree
    mongodb_uri: str | None = None
    timeout_s: float = DEFAULT_DEPENDENCY_TIMEOUT_S  # each request, connection and server selection


def redact(uri: str) -> str:
    """A connection string fit for a report: the password of `user:password@` replaced by ***."""
    return re.sub(r"(?<=://)([^:/@]+):[^@/]*@", r"\1:***@", uri)


def _short(error: BaseException) -> str:
    """An exception in one line: pymongo's carry the whole topology description after the first."""
    text = str(error).split(", Timeout:", 1)[0].split("\n", 1)[0].strip()
    return f"{type(error).__name__}: {text[:300] or 'no answer'}"


def judge_embedding(vector: Sequence[float], expected_dim: int | None, elapsed_ms: float) -> tuple[bool, str]:
    """The spec's checks of one embedding: its dimension, a magnitude within [0.9, 1.1] (failures),
    and over 100 ms a warning."""
    magnitude = math.sqrt(sum(value * value for value in vector))
    detail = [f"dimension {len(vector)}, magnitude {magnitude:.4f}, {elapsed_ms:.1f} ms"]
    ok = True
    if expected_dim is not None and len(vector) != expected_dim:
        ok = False
        detail.append(f"expected {expected_dim} dimensions (EMBEDDING_DIM, --embedding-dim), got {len(vector)}")
    low, high = MAGNITUDE_RANGE
    if not low <= magnitude <= high:
        ok = False
        detail.append(f"vector magnitude {magnitude:.4f} outside [{low}, {high}]")
    if elapsed_ms > EMBEDDING_LATENCY_WARNING_MS:
        detail.append(f"WARNING: embedding latency {elapsed_ms:.0f} ms > {EMBEDDING_LATENCY_WARNING_MS:.0f} ms target")
    return ok, "\n".join(detail)


def ping_mongodb(uri: str, timeout_s: float) -> tuple[bool, str]:
    """The spec's MongoDB check: a `ping`, bounded by `timeout_s` (server selection, connection and
    socket). Never raises: a bad URI or an unreachable server is a failed check with its reason."""
    from pymongo import MongoClient
    from pymongo.errors import ConfigurationError, PyMongoError, ServerSelectionTimeoutError

    timeout_ms = max(1, int(timeout_s * 1000))
    client = None
    try:
        client = MongoClient(
            uri,
            serverSelectionTimeoutMS=timeout_ms,
            connectTimeoutMS=timeout_ms,
            socketTimeoutMS=timeout_ms,
            appname="rag-context-validate",
        )
        started = time.perf_counter()
        client.admin.command("ping")
        return True, f"ping: ok ({(time.perf_counter() - started) * 1000:.1f} ms)"
    except ServerSelectionTimeoutError as error:
        return False, f"MongoDB is unreachable (no server within {timeout_s:g} s): {_short(error)}"
    except (ConfigurationError, ValueError) as error:  # InvalidURI is a ConfigurationError
        return False, f"invalid MongoDB URI: {_short(error)}"
    except PyMongoError as error:
        return False, f"ping failed: {_short(error)}"
    finally:
        if client is not None:
            client.close()


class _StepError(Exception):
    """One request failed in a way the report explains (transport, status, shape)."""


class _Unreachable(Exception):
    """The service does not answer at all."""


@dataclass
class _PhaseResult:
    name: str
    passed: bool
    detail: str = ""
    skipped: bool = False


@dataclass
class _Validator:
    base: str
    client: httpx.Client
    out: TextIO
    dependencies: Dependencies = field(default_factory=Dependencies)
    dependency_client: httpx.Client | None = None  # for Qdrant and LM Studio, with their own timeout
    headers: dict[str, str] = field(default_factory=dict)  # the service's API key, when given
    results: list[_PhaseResult] = field(default_factory=list)
    searches_answered: int = 0
    levels_seen: set[int] = field(default_factory=set)
    sessions: list[str] = field(default_factory=list)  # of the documents this run indexed
    lm_studio_reachable: bool = True

    # ------------------------------------------------------------------ output
    def line(self, text: str = "") -> None:
        print(text, file=self.out, flush=True)

    def header(self, text: str) -> None:
        self.line()
        self.line(text)
        self.line(_RULE)

    def step(self, name: str, passed: bool, detail: str = "") -> bool:
        self.line(f"  {name} ... {'PASSED' if passed else 'FAILED'}")
        if detail:
            for row in detail.splitlines():
                self.line(f"      {row}")
        return passed

    # ------------------------------------------------------------------ HTTP
    def call(self, method: str, path: str, body: dict[str, Any] | None = None) -> tuple[dict[str, Any], float]:
        started = time.perf_counter()
        try:
            response = self.client.request(method, self.base + path, json=body, headers=self.headers)
        except httpx.TransportError as error:
            raise _StepError(f"{method} {path}: {type(error).__name__}: {str(error) or 'no answer'}") from None
        round_trip_ms = (time.perf_counter() - started) * 1000
        if response.status_code != 200:
            raise _StepError(f"{method} {path}: HTTP {response.status_code}: {response.text[:300]}")
        try:
            payload = response.json()
        except ValueError:
            raise _StepError(f"{method} {path}: the answer is not JSON: {response.text[:300]!r}") from None
        if not isinstance(payload, dict):
            raise _StepError(f"{method} {path}: expected a JSON object, got {type(payload).__name__}")
        return payload, round_trip_ms

    def index(self, content: str, session_id: str, metadata: dict[str, Any]) -> dict[str, Any]:
        body = {
            "content": content,
            "contentType": "documentation",
            "sessionId": session_id,
            "source": SOURCE,
            "metadata": metadata,
        }
        self.sessions.append(session_id)  # before the call: a timed-out request may still have stored it
        payload, _ = self.call("POST", "/tools/rag_context_index", body)
        if payload.get("success") is not True:
            raise _StepError(f"index answered success={payload.get('success')!r}: {payload}")
        return payload

    def search(self, body: dict[str, Any]) -> tuple[dict[str, Any], float]:
        payload, round_trip_ms = self.call("POST", "/tools/rag_context_search", {**body, "agent": AGENT})
        if not isinstance(payload.get("results"), list):
            raise _StepError(f"search answer has no results list: {str(payload)[:300]}")
        self.searches_answered += 1
        level = payload.get("fallbackLevel")
        if isinstance(level, int):
            self.levels_seen.add(level)
        return payload, round_trip_ms

    # ------------------------------------------------------------------ phases
    def phase_infrastructure(self) -> None:
        self.header("Phase 1: Infrastructure Health")
        healthy, detail = self._service_health()
        failed_directly = self.direct_infrastructure()  # whatever the service answered
        if failed_directly:
            detail += "; direct checks failed: " + ", ".join(failed_directly)
        self.results.append(_PhaseResult("Phase 1: infrastructure health", healthy and not failed_directly, detail))

    def _service_health(self) -> tuple[bool, str]:
        """`GET /health` and each component's status: (healthy, the summary's detail)."""
        try:
            response = self.client.request("GET", self.base + "/health", headers=self.headers)
        except httpx.TransportError as error:
            raise _Unreachable(f"{type(error).__name__}: {str(error) or 'no answer'}") from None
        if response.status_code != 200:
            self.step("Service health (GET /health)", False, f"HTTP {response.status_code}: {response.text[:300]}")
            return False, f"/health answered HTTP {response.status_code}"
        try:
            health = response.json()
        except ValueError:
            health = None
        if not isinstance(health, dict):
            self.step("Service health (GET /health)", False, f"the answer is not a JSON object: {response.text[:300]!r}")
            return False, "/health did not answer JSON"

        for key, label in _COMPONENTS:
            status = health.get(key, "missing")
            self.step(label, status == "healthy", f"status: {status}")
        breaker_open = health.get("circuitBreakerOpen")
        if breaker_open:
            self.line("      the search circuit breaker is OPEN: searches answer level 4 until it closes")
        healthy = health.get("healthy") is True
        facts = [f"healthy: {str(health.get('healthy')).lower()}"]
        for key in ("indexedDocuments", "pendingDocuments", "version"):
            if key in health:
                facts.append(f"{key}: {health[key]}")
        if isinstance(health.get("backends"), dict):
            facts.append("backends: " + ", ".join(f"{k}={v}" for k, v in health["backends"].items()))
        self.step("Service health (GET /health)", healthy, "; ".join(facts))
        down = [key for key, _ in _COMPONENTS if health.get(key) != "healthy"]
        return healthy, "all components healthy" if healthy else ("not healthy: " + ", ".join(down) if down else "healthy is false")

    # ------------------------------------------------------------------ direct checks (spec phases 1 and 2)
    def skipped(self, name: str, option: str) -> None:
        self.line(f"  {name} ... SKIPPED (no {option}: not checked directly)")

    def dependency_get(self, url: str, headers: dict[str, str]) -> httpx.Response:
        assert self.dependency_client is not None
        return self.dependency_client.get(url, headers=headers)

    def direct_infrastructure(self) -> list[str]:
        """The spec's direct checks of phase 1; the names of those that failed."""
        failed = []
        if not self.check_qdrant():
            failed.append("Qdrant")
        if not self.check_lm_studio_models():
            failed.append("LM Studio")
        if not self.check_mongodb():
            failed.append("MongoDB")
        return failed

    def check_qdrant(self) -> bool:
        deps = self.dependencies
        if not deps.qdrant_url:
            self.skipped("Qdrant server", "--qdrant-url")
            return True
        base = deps.qdrant_url.rstrip("/")
        headers = {"api-key": deps.qdrant_api_key} if deps.qdrant_api_key else {}
        try:
            ready = self.dependency_get(f"{base}/readyz", headers)
        except httpx.TransportError as error:
            return self.step(f"Qdrant ready ({base}/readyz)", False, f"Qdrant is unreachable at {base}: {_short(error)}")
        if ready.status_code != 200:
            return self.step(f"Qdrant ready ({base}/readyz)", False, f"HTTP {ready.status_code}: {ready.text[:200]}")
        self.step(f"Qdrant ready ({base}/readyz)", True, ready.text.strip()[:100])

        name = f"Qdrant collection {deps.qdrant_collection!r}"
        try:
            answer = self.dependency_get(f"{base}/collections/{quote(deps.qdrant_collection, safe='')}", headers)
        except httpx.TransportError as error:
            return self.step(name, False, f"Qdrant is unreachable at {base}: {_short(error)}")
        if answer.status_code == 404:
            return self.step(
                name, False, "missing: the service creates it at start-up; is QDRANT_COLLECTION (--qdrant-collection) the service's?"
            )
        if answer.status_code != 200:
            return self.step(name, False, f"HTTP {answer.status_code}: {answer.text[:200]}")
        try:
            info = answer.json()["result"]
            facts = f"status: {info.get('status')}, points: {info.get('points_count')}"
        except (ValueError, KeyError, TypeError, AttributeError):
            return self.step(name, False, f"not a Qdrant collection answer: {answer.text[:200]!r}")
        return self.step(name, True, f"present; {facts}")

    def _lm_studio_headers(self) -> dict[str, str]:
        key = self.dependencies.lm_studio_api_key
        return {"Authorization": f"Bearer {key}"} if key else {}

    def check_lm_studio_models(self) -> bool:
        deps = self.dependencies
        if not deps.lm_studio_url:
            self.skipped("LM Studio", "--lm-studio-url")
            return True
        base = deps.lm_studio_url.rstrip("/")
        name = f"LM Studio models ({base}/v1/models)"
        try:
            answer = self.dependency_get(f"{base}/v1/models", self._lm_studio_headers())
        except httpx.TransportError as error:
            self.lm_studio_reachable = False
            return self.step(name, False, f"LM Studio is unreachable at {base}: {_short(error)}")
        if answer.status_code != 200:
            return self.step(name, False, f"HTTP {answer.status_code}: {answer.text[:200]}")
        try:
            models = [str(model["id"]) for model in answer.json()["data"]]
        except (ValueError, KeyError, TypeError):
            return self.step(name, False, f"not an OpenAI-style model list: {answer.text[:200]!r}")
        if not models:
            return self.step(name, False, "no model loaded")
        detail = "models: " + ", ".join(models[:10])
        if deps.embedding_model not in models:
            detail += f"\nWARNING: the configured model {deps.embedding_model!r} is not listed (EMBEDDING_MODEL, --embedding-model)"
        return self.step(name, True, detail)

    def check_mongodb(self) -> bool:
        deps = self.dependencies
        if not deps.mongodb_uri:
            self.skipped("MongoDB", "--mongodb-uri")
            return True
        name = f"MongoDB ping ({redact(deps.mongodb_uri)})"
        ok, detail = ping_mongodb(deps.mongodb_uri, deps.timeout_s)
        return self.step(name, ok, detail)

    def check_lm_studio_embeddings(self) -> tuple[int, int] | None:
        """The spec's five samples embedded directly: (passed, total), or None when not checked."""
        deps = self.dependencies
        if not deps.lm_studio_url:
            self.skipped("LM Studio embeddings", "--lm-studio-url")
            return None
        base = deps.lm_studio_url.rstrip("/")
        total = len(EMBEDDING_SAMPLES)
        if not self.lm_studio_reachable:
            self.step(f"LM Studio embeddings ({base}/v1/embeddings)", False, "not checked: LM Studio is unreachable (phase 1)")
            return 0, total
        assert self.dependency_client is not None
        passed = 0
        dimensions: set[int] = set()
        for number, sample in enumerate(EMBEDDING_SAMPLES, start=1):
            name = f"LM Studio embedding {number}/{total}: {sample!r}"
            started = time.perf_counter()
            try:
                answer = self.dependency_client.post(
                    f"{base}/v1/embeddings", json={"input": sample, "model": deps.embedding_model}, headers=self._lm_studio_headers()
                )
            except httpx.TransportError as error:
                self.step(name, False, f"LM Studio is unreachable at {base}: {_short(error)}")
                continue
            elapsed_ms = (time.perf_counter() - started) * 1000
            if answer.status_code != 200:
                self.step(name, False, f"HTTP {answer.status_code}: {answer.text[:200]}")
                continue
            try:
                vector = [float(value) for value in answer.json()["data"][0]["embedding"]]
            except (ValueError, KeyError, IndexError, TypeError):
                self.step(name, False, f"not an OpenAI-style embedding answer: {answer.text[:200]!r}")
                continue
            ok, detail = judge_embedding(vector, deps.embedding_dim, elapsed_ms)
            dimensions.add(len(vector))
            passed += self.step(name, ok, detail)
        if deps.embedding_dim is None and len(dimensions) > 1:
            self.line(f"      the samples came back in different dimensions: {sorted(dimensions)}")
            passed = 0
        return passed, total

    def phase_embedding(self) -> None:
        self.header("Phase 2: Embedding Quality (5 samples, through the service)")
        passed = 0
        for number, sample in enumerate(EMBEDDING_SAMPLES, start=1):
            name = f"Embedding sample {number}/{len(EMBEDDING_SAMPLES)}: {sample!r}"
            try:
                ok, detail = self._embedding_sample(number, sample)
            except _StepError as error:
                ok, detail = False, str(error)
            passed += self.step(name, ok, detail)
        total = len(EMBEDDING_SAMPLES)
        detail = f"{passed}/{total} samples served by the embedder and the vector index"
        direct = self.check_lm_studio_embeddings()
        if direct is not None:
            detail += f"; LM Studio directly: {direct[0]}/{direct[1]}"
        direct_ok = direct is None or direct[0] == direct[1]
        self.results.append(_PhaseResult("Phase 2: embedding quality", passed == total and direct_ok, detail))

    def _embedding_sample(self, number: int, sample: str) -> tuple[bool, str]:
        session_id = f"preval-embed-{uuid.uuid4()}"
        content = f"Pre-validation embedding sample {number}: {sample}."
        indexed = self.index(content, session_id, {"tags": ["pre-validation"]})
        problems = []
        if indexed.get("status") == "pending":
            problems.append("indexed as pending: stored, but the embedder or the vector index failed while indexing")
        # Filtered by its own session: earlier runs left documents with the same text.
        payload, round_trip_ms = self.search({"query": sample, "sessionId": session_id, "limit": GATE_LIMIT})
        level = payload.get("fallbackLevel")
        results = payload["results"]
        if level != 1:
            problems.append(f"fallbackLevel {level}, expected 1 (the embedder and the vector index serving)")
        if not results:
            problems.append("no result")
        else:
            first = results[0]
            if sample not in str(first.get("content", "")):
                problems.append(f"the first result is not the sample: {str(first.get('content'))[:80]!r}")
            score = first.get("score")
            if not isinstance(score, (int, float)) or not 0.0 <= float(score) <= 1.0:
                problems.append(f"score {score!r} outside [0, 1]")
        score_text = f"{results[0].get('score')}" if results else "-"
        summary = f"fallbackLevel {level}, score {score_text}, {len(results)} result(s), round trip {round_trip_ms:.1f} ms"
        return (not problems), "\n".join([summary, *problems])

    def phase_gate(self, skip: bool = False) -> None:
        self.header("Phase 3: Retrieval Accuracy Gate (CRITICAL)")
        if skip:
            self.line("  skipped (--skip-accuracy)")
            self.results.append(_PhaseResult("Phase 3: retrieval accuracy gate", True, "--skip-accuracy", skipped=True))
            return
        self.line("  Indexing the test documents (source 'pre-validation', sessionId preval-test-<uuid>)")
        indexed_all = True
        for document in GATE_DOCUMENTS:
            name = f"Index {document['content'][:50]}..."
            try:
                payload = self.index(
                    document["content"],
                    f"preval-test-{uuid.uuid4()}",
                    {"category": document["category"], "game": document["game"]},
                )
                detail = f"chunks: {payload.get('chunksIndexed')}, status: {payload.get('status', 'n/a')}"
                indexed_all &= self.step(name, True, detail)
            except _StepError as error:
                indexed_all &= self.step(name, False, str(error))

        self.line()
        self.line(f"  Searching (limit {GATE_LIMIT}; the keyword must appear, literally, in the top {GATE_LIMIT})")
        hits = 0
        fallback_levels: set[Any] = set()
        for test in GATE_QUERIES:
            name = f"{test['query']!r} looking for {test['keyword']!r}"
            body = {"query": test["query"], "limit": GATE_LIMIT, "category": test["category"], "game": test["game"]}
            try:
                payload, round_trip_ms = self.search(body)
            except _StepError as error:
                self.step(name, False, str(error))
                continue
            results = payload["results"][:GATE_LIMIT]
            rank = next(
                (position for position, result in enumerate(results, start=1) if test["keyword"] in str(result.get("content", ""))),
                None,
            )
            level = payload.get("fallbackLevel")
            where = f"found at rank {rank}" if rank else "not in the top 3"
            detail = f"{where} of {len(results)} result(s), fallbackLevel {level}, latency {payload.get('latency')} ms (round trip {round_trip_ms:.1f} ms)"
            if level not in (1, None):
                fallback_levels.add(level)
                detail += f"\nanswered by fallback level {level}, not by the primary (vector) search"
            hits += self.step(name, rank is not None, detail)

        total = len(GATE_QUERIES)
        needed = required_hits(total)
        accuracy = 100.0 * hits / total
        passed = indexed_all and hits >= needed
        self.line()
        self.line(f"  Retrieval accuracy: {accuracy:.1f}% ({hits}/{total}), required {needed}/{total} ({REQUIRED_ACCURACY:.0%})")
        detail = f"{accuracy:.1f}% ({hits}/{total}), required {needed}/{total}"
        if not indexed_all:
            detail += "; a test document could not be indexed"
        if fallback_levels:
            levels = ", ".join(str(level) for level in sorted(fallback_levels, key=str))
            detail += f"; answered by fallback level {levels}, not the vector search"
        self.results.append(_PhaseResult("Phase 3: retrieval accuracy gate", passed, detail))

    def phase_latency(self, samples: int) -> str:
        self.header(f"Phase 4: Latency ({samples} searches, informational)")
        if samples <= 0:
            self.line("  skipped (latency samples: 0)")
            return "skipped"
        bases = [test["query"] for test in GATE_QUERIES] + list(EMBEDDING_SAMPLES)
        run = uuid.uuid4().hex[:8]
        service_ms: list[float] = []
        round_trip_ms: list[float] = []
        errors: list[str] = []
        cache_hits = 0
        levels: dict[int, int] = {}
        for number in range(samples):
            # A query never seen before: a repeated one would measure the result cache and the
            # query-embedding cache, not the search.
            query = f"{bases[number % len(bases)]} (run {run}, sample {number + 1})"
            try:
                payload, elapsed = self.search({"query": query, "limit": 5})
            except _StepError as error:
                errors.append(str(error))
                continue
            round_trip_ms.append(elapsed)
            if isinstance(payload.get("latency"), (int, float)):
                service_ms.append(float(payload["latency"]))
            cache_hits += bool(payload.get("cacheHit"))
            level = payload.get("fallbackLevel")
            if isinstance(level, int):
                levels[level] = levels.get(level, 0) + 1
        if errors:
            self.line(f"  {len(errors)} of {samples} searches failed; the first: {errors[0]}")
        if not round_trip_ms:
            self.line("  no search answered: no latency to report")
            return "no search answered"
        self.line(f"  {'':<22}{'p50':>10}{'p95':>10}{'p99':>10}   (ms)")
        verdicts = []
        for label, values in (("service (latency)", service_ms), ("round trip", round_trip_ms)):
            if not values:
                self.line(f"  {label:<22}{'n/a':>10}")
                continue
            p50, p95, p99 = (percentile(values, p) for p in (50, 95, 99))
            self.line(f"  {label:<22}{p50:>10.1f}{p95:>10.1f}{p99:>10.1f}")
            if label == "round trip":
                verdicts = [
                    f"p95 {p95:.1f} ms {'within' if p95 < LATENCY_TARGETS_MS['p95'] else 'ABOVE'} target (< {LATENCY_TARGETS_MS['p95']:.0f} ms)",
                    f"p99 {p99:.1f} ms {'within' if p99 < LATENCY_TARGETS_MS['p99'] else 'ABOVE'} target (< {LATENCY_TARGETS_MS['p99']:.0f} ms)",
                ]
        for verdict in verdicts:
            self.line(f"  {verdict}")
        level_text = ", ".join(f"level {level}: {count}" for level, count in sorted(levels.items()))
        self.line(f"  fallback levels: {level_text or 'n/a'}; cache hits: {cache_hits}")
        return "; ".join(verdicts)

    def cleanup(self) -> None:
        """Delete what this run indexed (its sessions), so that validations do not pile up in the
        agents' context. A failure is reported, not fatal: the gate's verdict stands."""
        if not self.sessions:
            return
        self.line()
        self.line(f"Cleanup: deleting the documents of this run's {len(self.sessions)} sessions (POST /tools/rag_context_delete)")
        documents = chunks = 0
        problems = []
        for session_id in self.sessions:
            try:
                payload, _ = self.call("POST", "/tools/rag_context_delete", {"sessionId": session_id})
            except _StepError as error:
                problems.append(f"{session_id}: {error}")
                continue
            documents += int(payload.get("documentsDeleted") or 0)
            chunks += int(payload.get("chunksDeleted") or 0)
        self.line(f"  deleted {documents} documents ({chunks} chunks)")
        if problems:
            self.line(f"  WARNING: {len(problems)} sessions could not be deleted; the first: {problems[0]}")
            self.line(f"  (the test documents are those of source {SOURCE!r})")
        self.sessions.clear()

    # ------------------------------------------------------------------ summary
    def summary(self, latency_text: str) -> int:
        self.line()
        self.line(_RULE)
        self.line("SUMMARY")
        self.line(_RULE)
        for result in self.results:
            verdict = "SKIPPED" if result.skipped else ("PASSED" if result.passed else "FAILED")
            self.line(f"  {result.name:<36}{verdict:<9}{result.detail}")
        self.line(f"  {'Phase 4: latency (informational)':<36}{'INFO':<9}{latency_text}")
        self.line()
        failed = [result for result in self.results if not result.passed]
        if not failed:
            if any(result.skipped for result in self.results):
                self.line("PRE-VALIDATION PASSED: phases 1-2 passed; the retrieval accuracy gate was skipped (--skip-accuracy).")
            else:
                self.line("PRE-VALIDATION PASSED: phases 1-3 passed; the retrieval accuracy gate holds.")
            return 0
        infrastructure_failed = [r for r in failed if not r.name.startswith("Phase 3")]
        if not infrastructure_failed:
            self.line("INFRASTRUCTURE PASSED, ACCURACY FAILED: check the embedding quality and that indexing completed.")
        else:
            self.line("PRE-VALIDATION FAILED: " + ", ".join(r.name for r in failed) + " failed.")
        if self.searches_answered:
            levels = ", ".join(str(level) for level in sorted(self.levels_seen)) or "?"
            self.line(f"The service still answered {self.searches_answered} searches (fallback levels seen: {levels}).")
        return 1


def run_validation(
    url: str = DEFAULT_URL,
    *,
    latency_samples: int = 20,
    out: TextIO | None = None,
    client: httpx.Client | None = None,
    timeout: float = 60.0,
    skip_accuracy: bool = False,
    dependencies: Dependencies | None = None,
    api_key: str | None = None,
) -> int:
    """Run the four phases against the service at `url`; print the report to `out` (stdout by
    default). Returns 0 when phases 1-3 pass (1-2 with `skip_accuracy`), else 1. `client` may be
    any httpx.Client (a FastAPI TestClient too; its own timeout then applies, `timeout` is for the
    client made here); requests go to absolute URLs under `url`. `dependencies` says which of
    Qdrant, LM Studio and MongoDB to check directly (none by default); `api_key` is sent to the
    service as `X-API-Key`."""
    out = out if out is not None else sys.stdout
    base = url.rstrip("/")
    dependencies = dependencies if dependencies is not None else Dependencies()
    own_client = client is None
    http = client if client is not None else httpx.Client(timeout=timeout)
    dependency_client = httpx.Client(timeout=dependencies.timeout_s)
    validator = _Validator(
        base=base,
        client=http,
        out=out,
        dependencies=dependencies,
        dependency_client=dependency_client,
        headers={"X-API-Key": api_key} if api_key else {},
    )
    validator.line(_RULE)
    gate = "skipped (--skip-accuracy)" if skip_accuracy else "the keyword of 3 of 3 queries in the top 3"
    validator.line(f"RAG-001 Pre-Validation  (gate: {gate})")
    validator.line(f"Service: {base}")
    validator.line(_RULE)
    try:
        try:
            validator.phase_infrastructure()
        except _Unreachable as error:
            validator.line()
            validator.line(f"rag-context validate: cannot reach the service at {base} ({error}).")
            validator.line("Is `rag-context serve` running there? Check the URL and the port (--url).")
            validator.line()
            validator.line("PRE-VALIDATION FAILED: the service is unreachable.")
            return 1
        try:
            validator.phase_embedding()
            validator.phase_gate(skip=skip_accuracy)
        finally:
            validator.cleanup()
        latency_text = validator.phase_latency(latency_samples)
        return validator.summary(latency_text)
    except httpx.InvalidURL as error:
        validator.line(f"rag-context validate: invalid URL: {error}")
        return 1
    finally:
        dependency_client.close()
        if own_client:
            http.close()


def add_arguments(parser: argparse.ArgumentParser) -> argparse.ArgumentParser:
    parser.add_argument("--url", default=DEFAULT_URL, help=f"the service's base URL (default {DEFAULT_URL})")
    parser.add_argument(
        "--latency-samples", type=int, default=20, help="searches of the latency phase (default 20; 0 skips it)"
    )
    parser.add_argument("--timeout", type=float, default=60.0, help="seconds one request to the service may take (default 60)")
    parser.add_argument(
        "--skip-accuracy", action="store_true", help="skip the retrieval accuracy gate (phase 3): a quick health check"
    )
    parser.add_argument("--api-key", help="the service's key, sent as X-API-Key (default: RAG_API_KEY)")
    direct = parser.add_argument_group("direct checks of the dependencies (each skipped when not given)")
    direct.add_argument("--qdrant-url", help="Qdrant server to check: ready (/readyz) and the collection present")
    direct.add_argument("--qdrant-collection", help="the collection to look for (default: QDRANT_COLLECTION)")
    direct.add_argument(
        "--lm-studio-url", help="LM Studio (OpenAI-compatible) server: a model listed, the five samples embedded"
    )
    direct.add_argument("--embedding-model", help="the model of the direct embedding check (default: EMBEDDING_MODEL)")
    direct.add_argument(
        "--embedding-dim", type=int, help="the dimension the embeddings must have (default: EMBEDDING_DIM, 768 for nomic models)"
    )
    direct.add_argument("--mongodb-uri", help="MongoDB to ping")
    direct.add_argument(
        "--dependency-timeout",
        type=float,
        default=DEFAULT_DEPENDENCY_TIMEOUT_S,
        help=f"seconds each direct check may take (default {DEFAULT_DEPENDENCY_TIMEOUT_S:g})",
    )
    return parser


def run(args: argparse.Namespace) -> int:
    """The handler of `rag-context validate`. The settings (environment, .env) supply what the
    options leave out: the collection, the model and its dimension, the keys."""
    settings = load_settings()
    dependencies = Dependencies(
        qdrant_url=args.qdrant_url or None,
        qdrant_collection=args.qdrant_collection or settings.qdrant_collection,
        qdrant_api_key=settings.qdrant_api_key,
        lm_studio_url=args.lm_studio_url or None,
        lm_studio_api_key=settings.lm_studio_api_key,
        embedding_model=args.embedding_model or settings.remote_embedding_model,
        embedding_dim=args.embedding_dim if args.embedding_dim is not None else settings.remote_embedding_dim,
        mongodb_uri=args.mongodb_uri or None,
        timeout_s=args.dependency_timeout,
    )
    return run_validation(
        args.url,
        latency_samples=args.latency_samples,
        timeout=args.timeout,
        skip_accuracy=args.skip_accuracy,
        dependencies=dependencies,
        api_key=args.api_key or settings.rag_api_key,
    )
