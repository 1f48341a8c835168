"""The RAG-001 pre-validation (technical spec §2.4, unified spec §7) against a running service.

Four phases, through the service's HTTP API only (no direct access to Qdrant, MongoDB or the
embedder, so it validates whatever backends the service is configured with):

1. Infrastructure: `GET /health` and each component's status. Fails when `healthy` is false.
2. Embedding quality, on the spec's five samples. The service does not expose embeddings, so each
   sample is indexed as a small document and searched for: the search must answer at
   `fallbackLevel` 1 (the embedder and the vector index served it) with the sample first and a
   score in [0, 1].
3. The retrieval accuracy gate: the spec's three documents (unique `preval-test-<uuid>` session ids,
   source `pre-validation`), then three filtered searches with limit 3; each must find its
   keyword, matched literally, in the top 3. 3 of 3 (the spec's 80% of three queries) is required.
4. Latency, informational: p50/p95/p99 of the service's own `latency` and of the round trip,
   against the spec's targets (p95 < 300 ms, p99 < 500 ms).

`run_validation` returns 0 only when phases 1-3 pass. The documents it indexes are deleted again
afterwards (POST /tools/rag_context_delete, by their sessions); any left behind by an interrupted
run are the `source: "pre-validation"` ones.

    rag-context validate --url http://localhost:3000
"""

from __future__ import annotations

import argparse
import math
import sys
import time
import uuid
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any, TextIO

import httpx

HELP = "the RAG-001 pre-validation of a running service (exit 0 when the gate passes)"
DEFAULT_URL = "http://localhost:3000"
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


class _StepError(Exception):
    """One request failed in a way the report explains (transport, status, shape)."""


class _Unreachable(Exception):
    """The service does not answer at all."""


@dataclass
class _PhaseResult:
    name: str
    passed: bool
    detail: str = ""


@dataclass
class _Validator:
    base: str
    client: httpx.Client
    out: TextIO
    results: list[_PhaseResult] = field(default_factory=list)
    searches_answered: int = 0
    levels_seen: set[int] = field(default_factory=set)

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
            response = self.client.request(method, self.base + path, json=body)
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
        try:
            response = self.client.request("GET", self.base + "/health")
        except httpx.TransportError as error:
            raise _Unreachable(f"{type(error).__name__}: {str(error) or 'no answer'}") from None
        if response.status_code != 200:
            self.step("Service health (GET /health)", False, f"HTTP {response.status_code}: {response.text[:300]}")
            self.results.append(_PhaseResult("Phase 1: infrastructure health", False, f"/health answered HTTP {response.status_code}"))
            return
        try:
            health = response.json()
        except ValueError:
            health = None
        if not isinstance(health, dict):
            self.step("Service health (GET /health)", False, f"the answer is not a JSON object: {response.text[:300]!r}")
            self.results.append(_PhaseResult("Phase 1: infrastructure health", False, "/health did not answer JSON"))
            return

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
        detail = "all components healthy" if healthy else ("not healthy: " + ", ".join(down) if down else "healthy is false")
        self.results.append(_PhaseResult("Phase 1: infrastructure health", healthy, detail))

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
        self.results.append(
            _PhaseResult(
                "Phase 2: embedding quality",
                passed == total,
                f"{passed}/{total} samples served by the embedder and the vector index",
            )
        )

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

    def phase_gate(self) -> None:
        self.header("Phase 3: Retrieval Accuracy Gate (CRITICAL)")
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

    # ------------------------------------------------------------------ summary
    def summary(self, latency_text: str) -> int:
        self.line()
        self.line(_RULE)
        self.line("SUMMARY")
        self.line(_RULE)
        for result in self.results:
            self.line(f"  {result.name:<36}{'PASSED' if result.passed else 'FAILED'}   {result.detail}")
        self.line(f"  {'Phase 4: latency (informational)':<36}{'INFO':<9}{latency_text}")
        self.line()
        failed = [result for result in self.results if not result.passed]
        if not failed:
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
) -> int:
    """Run the four phases against the service at `url`; print the report to `out` (stdout by
    default). Returns 0 when phases 1-3 pass, else 1. `client` may be any httpx.Client (a FastAPI
    TestClient too; its own timeout then applies, `timeout` is for the client made here); requests
    go to absolute URLs under `url`."""
    out = out if out is not None else sys.stdout
    base = url.rstrip("/")
    own_client = client is None
    http = client if client is not None else httpx.Client(timeout=timeout)
    validator = _Validator(base=base, client=http, out=out)
    validator.line(_RULE)
    validator.line("RAG-001 Pre-Validation  (gate: the keyword of 3 of 3 queries in the top 3)")
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
        validator.phase_embedding()
        validator.phase_gate()
        latency_text = validator.phase_latency(latency_samples)
        return validator.summary(latency_text)
    except httpx.InvalidURL as error:
        validator.line(f"rag-context validate: invalid service URL {url!r}: {error}")
        return 1
    finally:
        if own_client:
            http.close()


def add_arguments(parser: argparse.ArgumentParser) -> argparse.ArgumentParser:
    parser.add_argument("--url", default=DEFAULT_URL, help=f"the service's base URL (default {DEFAULT_URL})")
    parser.add_argument(
        "--latency-samples", type=int, default=20, help="searches of the latency phase (default 20; 0 skips it)"
    )
    parser.add_argument("--timeout", type=float, default=60.0, help="seconds one request may take (default 60)")
    return parser


def run(args: argparse.Namespace) -> int:
    """The handler of `rag-context validate`."""
    return run_validation(args.url, latency_samples=args.latency_samples, timeout=args.timeout)

