"""`rag-context bench`: the service against its own raw components, in one run (issue #5).

On the embedded default (MiniLM in-process, Qdrant Edge, SQLite) loaded with a BEIR-layout corpus
(Cranfield by default):

1. bulk indexing, in-process: the raw embedder (`LocalEmbedder.embed_documents`, batches of 32) on
   the corpus's chunks, then the service's path (`IndexingService.index_many`, which chunks,
   embeds, upserts and writes the store) on the same documents, into the data directory;
2. raw search, in-process, on that index: a query embedding plus ONE hybrid query
   (`EdgeVectorIndex.hybrid_search`), and the sequence the service's default search runs
   (pseudo-relevance feedback: embedding, a hybrid query, a vector lookup, a second hybrid query);
3. the in-process services are closed (Qdrant Edge must not be opened by two processes at once)
   and `rag-context serve` starts on the same data directory, on 127.0.0.1 only;
4. HTTP search (`POST /tools/rag_context_search`) at each concurrency, with cache misses (queries
   never sent before) and with cache hits (a small set of queries, sent once before, repeated);
5. indexing through HTTP: `--index-clients` clients (default 4) each sending one document at a time
   (`POST /tools/rag_context_index`, the first `--index-documents` documents again under another
   session), against the shipped model alone on plain onnxruntime on exactly those chunks, in each
   way it can run them (one text a run on one thread, as many runs at once as CPUs; one text a run
   on every CPU; batches of 8 and 32), the best of them being the reference. The in-process part
   runs without the embedding cache, so the server starts with an empty one and embeds every chunk
   of that pass; the same documents are then sent a third time, under a third session: every
   vector from the cache (issue 34);
6. the server's resident memory (VmRSS) after loading and after the bench;
7. with `--raw-torch` (the torch extra installed): the float32 MiniLM on sentence-transformers
   embedding the same chunks in batches of 32 (`SentenceTransformer.encode`), and the raw search
   parts of 2 again with it on the same index: the service is then also compared with it (issue
   34's check: search p50 at most 0.75 x raw torch, indexing through HTTP at least 1.3 x raw torch).

Latencies are nearest-rank percentiles of per-request wall time (time.perf_counter); a load at
concurrency C is C closed-loop workers (asyncio tasks) sharing the query list; requests/s is the
number of requests over the wall time of the whole load. Raw and service loads at a concurrency
use the same query texts. Targets (issue 23; reported, never asserted): service p50 at concurrency 1
at most 1.2 x raw and at most 3 ms above it; throughput at 8 concurrent clients at least 1.0 x raw;
indexing through HTTP by 4 clients at least 0.97 x the shipped model's best raw rate on the same
chunks (issue 34).
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import platform
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import time
from collections.abc import Awaitable, Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from rag_context.datasets import CRANFIELD

HELP = "performance: the service against its raw components, in one run"
DEFAULT_DATASET = CRANFIELD  # shipped with the package
DEFAULT_CONCURRENCY = (1, 8, 32)
RAW_EMBED_BATCH = 32
HIT_SET_SIZE = 20  # distinct queries behind the cache-hit loads
WARMUP_REQUESTS = 8
STARTUP_TIMEOUT_S = 180.0
SETTLE_TIMEOUT_S = 300.0  # the server's reconciler embedding what the in-process part left pending
REMOTE_BACKEND_VARIABLES = ("QDRANT_URL", "MONGODB_URI", "LM_STUDIO_URL")

TARGET_P50_RATIO = 1.2
TARGET_P50_EXTRA_MS = 3.0
TARGET_THROUGHPUT_CONCURRENCY = 8
TARGET_THROUGHPUT_RATIO = 1.0
TARGET_INDEXING_RATIO = 0.97  # against the shipped model's best raw rate on plain onnxruntime (issue 34)
RAW_ONNX_BATCHES = (8, 32)  # besides one text a run
RAW_ONNX_ROUNDS = 2  # each way of running the raw model, interleaved: the best round counts
# Against the float32 MiniLM on torch (`--raw-torch`): what issue 23 is checked by.
TARGET_TORCH_P50_RATIO = 0.75
TARGET_TORCH_INDEXING_RATIO = 1.3
DEFAULT_INDEX_CLIENTS = 4
DEFAULT_INDEX_DOCUMENTS = 200
HTTP_INDEX_SESSION = "bench-http-index"
HTTP_CACHED_SESSION = "bench-http-index-cached"


class BenchError(Exception):
    """A bench that cannot run (wrong backends, a server that does not start)."""


# --------------------------------------------------------------------------- measurement
@dataclass
class Load:
    """One load: `requests` calls by `concurrency` closed-loop workers."""

    concurrency: int
    requests: int
    errors: int
    seconds: float
    latencies_ms: list[float]
    cache_hits: int | None = None  # HTTP loads only: how many answers said cacheHit
    server_latencies_ms: list[float] | None = None  # HTTP loads only: the `latency` the service reports
    error_kinds: dict[str, int] | None = None  # why the failed calls failed, counted

    def as_dict(self) -> dict[str, Any]:
        from rag_context.core.stats import percentile

        ordered = sorted(self.latencies_ms)
        answered = len(ordered)
        result: dict[str, Any] = {
            "concurrency": self.concurrency,
            "requests": self.requests,
            "errors": self.errors,
            "seconds": round(self.seconds, 4),
            "requestsPerSecond": round(answered / self.seconds, 2) if self.seconds > 0 else 0.0,
            "p50Ms": round(percentile(ordered, 0.50), 3),
            "p95Ms": round(percentile(ordered, 0.95), 3),
            "p99Ms": round(percentile(ordered, 0.99), 3),
            "meanMs": round(sum(ordered) / answered, 3) if answered else 0.0,
            "errorKinds": dict(self.error_kinds or {}),
        }
        if self.cache_hits is not None:
            result["cacheHits"] = self.cache_hits
        if self.server_latencies_ms is not None:
            reported = sorted(self.server_latencies_ms)
            result["serverReportedP50Ms"] = round(percentile(reported, 0.50), 3)
            result["serverReportedP99Ms"] = round(percentile(reported, 0.99), 3)
        return result


async def run_load(call: Callable[[str], Awaitable[tuple[bool, float] | None]], texts: Sequence[str], concurrency: int) -> Load:
    """`concurrency` workers take the texts in turn; each call's wall time is one latency. An HTTP
    call returns (cacheHit, the latency the service reports); a call raises on failure (counted,
    not timed)."""
    pending = iter(texts)
    latencies: list[float] = []
    reported: list[float] = []
    errors = 0
    kinds: dict[str, int] = {}
    hits = 0
    seen_hit_flag = False

    async def worker() -> None:
        nonlocal errors, hits, seen_hit_flag
        for text in pending:  # one shared iterator: each text is taken once
            started = time.perf_counter()
            try:
                hit = await call(text)
            except Exception as error:  # noqa: BLE001 - a failed request is a figure of the load, not an end of it
                errors += 1
                kind = (str(error) or type(error).__name__).splitlines()[0][:80]
                kinds[kind] = kinds.get(kind, 0) + 1
                continue
            latencies.append((time.perf_counter() - started) * 1000)
            if hit is not None:
                seen_hit_flag = True
                hits += bool(hit[0])
                reported.append(hit[1])

    started = time.perf_counter()
    await asyncio.gather(*(worker() for _ in range(max(1, concurrency))))
    seconds = time.perf_counter() - started
    if not seen_hit_flag:
        return Load(concurrency, len(texts), errors, seconds, latencies, error_kinds=kinds)
    return Load(concurrency, len(texts), errors, seconds, latencies, hits, reported, kinds)


def distinct_queries(bases: Sequence[str], count: int, tag: str) -> list[str]:
    """`count` query texts never used elsewhere in the run (a cache miss in the service: neither the
    result cache nor the query-vector cache holds them); the marker is a few extra tokens."""
    return [f"{bases[i % len(bases)][:900]} ({tag} {i})" for i in range(count)]


def repeated_queries(hit_set: Sequence[str], count: int) -> list[str]:
    return [hit_set[i % len(hit_set)] for i in range(count)]


def ratio(numerator: float, denominator: float) -> float | None:
    return round(numerator / denominator, 3) if denominator else None


def vm_rss_kib(pid: int) -> int | None:
    """The resident set of process `pid` in KiB, from /proc/<pid>/status (None off Linux)."""
    return resident_kib(pid).get("VmRSS")


def resident_kib(pid: int) -> dict[str, int]:
    """The resident set of process `pid` in KiB and its two parts: RssAnon (the process's own memory)
    and RssFile (pages of mapped files, which the kernel can drop and read again); empty off Linux."""
    found: dict[str, int] = {}
    try:
        for line in Path(f"/proc/{pid}/status").read_text().splitlines():
            key = line.split(":", 1)[0]
            if key in ("VmRSS", "RssAnon", "RssFile"):
                found[key] = int(line.split()[1])
    except (OSError, ValueError, IndexError):
        return {}
    return found


def machine_facts() -> dict[str, Any]:
    model = platform.processor() or platform.machine()
    try:
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith("model name"):
                model = line.split(":", 1)[1].strip()
                break
    except OSError:
        pass
    return {"nproc": os.cpu_count(), "cpuModel": model, "python": platform.python_version(), "loadAverage": load_average()}


def load_average() -> list[float] | None:
    """The 1, 5 and 15 minute load averages (as `uptime` prints them): how shared the machine was."""
    try:
        return [round(value, 2) for value in os.getloadavg()]
    except OSError:
        return None


# --------------------------------------------------------------------------- in-process part
async def in_process_part(
    settings: Any, corpus_items: list[tuple[str, tuple[str, str]]], dataset_name: str, loads: dict[str, list[str]],
    concurrency: Sequence[int], limit: int, say: Callable[[str], None], index_documents: int = 0, raw_torch: bool = False,
) -> dict[str, Any]:
    """Index the corpus (raw embedder, then the service's path), then the raw search loads; the raw
    embedder on the chunks of the first `index_documents` documents (the HTTP indexing's). With
    `raw_torch`, the same raw parts again with the float32 MiniLM on torch (the embedder before
    issue 23) on the same index."""
    from rag_context.backends.embedders.local import LocalEmbedder
    from rag_context.backends.vectors.edge import EdgeVectorIndex
    from rag_context.core.chunking import Chunker
    from rag_context.commands.evaluate import Dataset, document_text, index_corpus
    from rag_context.services import build_services

    # No embedding cache in this process: the server then starts with an empty one, and its HTTP
    # indexing of documents indexed here embeds every chunk (the model's path, not the cache's).
    services = await build_services(settings.model_copy(update={"rag_embedding_cache_entries": 0}))
    try:
        embedder, vectors = services.embedder, services.vectors
        if not isinstance(embedder, LocalEmbedder) or not isinstance(vectors, EdgeVectorIndex):
            raise BenchError(
                f"the bench measures the embedded default; got {type(embedder).__name__} and {type(vectors).__name__}"
            )
        await services.start()

        # Bulk indexing -- the raw embedder on the chunks the service will make of the same documents.
        chunker = Chunker(embedder.token_offsets, min(embedder.max_tokens, settings.rag_chunk_max_tokens or embedder.max_tokens))
        chunk_texts = [
            chunk
            for _, (title, text) in corpus_items
            if document_text(title, text).strip()
            for chunk in chunker.split(document_text(title, text), "documentation")
        ]
        say(f"bulk indexing: {len(corpus_items)} documents, {len(chunk_texts)} chunks")
        http_chunk_texts = [
            chunk
            for _, (title, text) in corpus_items[:index_documents]
            if document_text(title, text).strip()
            for chunk in chunker.split(document_text(title, text), "documentation")
        ]
        raw_indexing = await raw_embedding(embedder, chunk_texts, http_chunk_texts, min(index_documents, len(corpus_items)))
        say(f"  raw embedder: {raw_indexing['chunksPerSecond']} chunks/s")
        if http_chunk_texts:
            raw_indexing["rawOnnx"] = await asyncio.to_thread(raw_onnx_rates, http_chunk_texts, embedder.model.parallel_runs, say)
        report = await index_corpus(services, Dataset(dataset_name, dict(corpus_items), {}, {}))
        service_indexing = {
            "documents": report.documents,
            "chunks": report.chunks,
            "seconds": report.seconds,
            "chunksPerSecond": round(report.chunks_per_second, 2),
            "path": "IndexingService.index_many, 64 documents a call (as `rag-context eval` indexes)",
        }
        say(f"  service index_many: {service_indexing['chunksPerSecond']} chunks/s")

        raw = await raw_search(embedder, vectors, settings, loads, concurrency, limit, say, "raw")
        result: dict[str, Any] = {"indexing": {"rawEmbedder": raw_indexing, "service": service_indexing}, "search": raw}
        result["_httpChunkTexts"] = http_chunk_texts  # for the raw model's second measurement, after the HTTP indexing
        result["_parallelRuns"] = embedder.model.parallel_runs
        if raw_torch:
            result["rawTorch"] = await raw_torch_part(settings, http_chunk_texts or chunk_texts, vectors, loads, concurrency, limit, say)
        return result
    finally:
        await services.close()


async def raw_embedding(embedder: Any, chunk_texts: Sequence[str], http_chunk_texts: Sequence[str], http_documents: int) -> dict[str, Any]:
    """The embedder alone on the corpus's chunks (batches of RAW_EMBED_BATCH), then on the chunks of
    the documents the HTTP indexing sends."""
    await embedder.embed_documents(list(chunk_texts[:RAW_EMBED_BATCH]))  # warm-up, not timed
    started = time.perf_counter()
    for start in range(0, len(chunk_texts), RAW_EMBED_BATCH):
        await embedder.embed_documents(list(chunk_texts[start : start + RAW_EMBED_BATCH]))
    seconds = time.perf_counter() - started
    figures: dict[str, Any] = {
        "chunks": len(chunk_texts),
        "seconds": round(seconds, 3),
        "chunksPerSecond": round(len(chunk_texts) / seconds, 2) if seconds else 0.0,
        "batch": RAW_EMBED_BATCH,
    }
    started = time.perf_counter()
    for start in range(0, len(http_chunk_texts), RAW_EMBED_BATCH):
        await embedder.embed_documents(list(http_chunk_texts[start : start + RAW_EMBED_BATCH]))
    subset_seconds = time.perf_counter() - started
    figures["httpSubset"] = {
        "documents": http_documents,
        "chunks": len(http_chunk_texts),
        "chunksPerSecond": round(len(http_chunk_texts) / subset_seconds, 2) if subset_seconds else 0.0,
    }
    return figures


def raw_onnx_rates(texts: Sequence[str], cpus: int, say: Callable[[str], None]) -> dict[str, Any]:
    """The shipped model file alone on plain onnxruntime (its own session, onnxruntime's default
    options but the thread counts; the same tokenizer and mean pooling), embedding `texts` in each
    way it can run them, `RAW_ONNX_ROUNDS` rounds interleaved; chunks/s of each way's best round, and
    the best of all: the rate the service is held to (measured before the server starts and again
    after its HTTP indexing; the better of the two counts)."""
    import threading

    import numpy as np
    import onnxruntime

    from rag_context.backends.embedders.onnx_minilm import bundled_onnx_path, load_tokenizer, mean_pooled_unit_vectors, verified_model_bytes

    model = verified_model_bytes(bundled_onnx_path())
    tokenizer = load_tokenizer()

    def session(threads: int) -> Any:
        options = onnxruntime.SessionOptions()
        options.intra_op_num_threads = threads
        return onnxruntime.InferenceSession(model, sess_options=options, providers=["CPUExecutionProvider"])

    def run(on: Any, batch: Sequence[str]) -> None:
        encodings = tokenizer.encode_batch(list(batch))
        length = max(len(encoding.ids) for encoding in encodings)
        ids = np.zeros((len(batch), length), dtype=np.int64)
        mask = np.zeros_like(ids)
        for row, encoding in enumerate(encodings):
            ids[row, : len(encoding.ids)], mask[row, : len(encoding.ids)] = encoding.ids, 1
        (tokens,) = on.run(None, {"input_ids": ids, "attention_mask": mask, "token_type_ids": np.zeros_like(ids)})
        mean_pooled_unit_vectors(tokens, mask)

    single, pooled = session(1), session(cpus)
    by_length = sorted(texts, key=len, reverse=True)

    def side_by_side() -> None:  # one text a run on one thread, `cpus` runs at once
        pending = iter(texts)
        lock = threading.Lock()

        def worker() -> None:
            while True:
                with lock:
                    text = next(pending, None)
                if text is None:
                    return
                run(single, [text])

        workers = [threading.Thread(target=worker) for _ in range(cpus)]
        for thread in workers:
            thread.start()
        for thread in workers:
            thread.join()

    ways: dict[str, Callable[[], None]] = {
        f"one text a run, one thread, {cpus} runs at once": side_by_side,
        f"one text a run, {cpus} threads": lambda: [run(pooled, [text]) for text in texts],
    }
    for size in RAW_ONNX_BATCHES:
        ways[f"batches of {size} by length, {cpus} threads"] = lambda size=size: [
            run(pooled, by_length[start : start + size]) for start in range(0, len(by_length), size)
        ]
    run(single, list(texts[:4]))  # warm-up, not timed
    run(pooled, list(texts[:4]))
    rates: dict[str, float] = {}
    for _ in range(RAW_ONNX_ROUNDS):
        for name, way in ways.items():
            started = time.perf_counter()
            way()
            rates[name] = max(rates.get(name, 0.0), round(len(texts) / (time.perf_counter() - started), 2))
    best = max(rates, key=rates.__getitem__)
    say(f"  raw onnxruntime, best: {rates[best]} chunks/s ({best}); " + ", ".join(f"{name}: {rate}" for name, rate in rates.items()))
    return {"chunks": len(texts), "rounds": RAW_ONNX_ROUNDS, "ways": rates, "best": best, "chunksPerSecond": rates[best]}


async def raw_search(
    embedder: Any, vectors: Any, settings: Any, loads: dict[str, list[str]], concurrency: Sequence[int], limit: int,
    say: Callable[[str], None], label: str,
) -> dict[str, list[dict[str, Any]]]:
    """The search loads on the raw parts: a query embedding and one hybrid query; the sequence the
    service's default search runs (pseudo-relevance feedback: a hybrid query, a vector lookup, a
    second hybrid query)."""
    from rag_context.core.models import SearchFilters
    from rag_context.core.search import refine_query_vector

    filters = SearchFilters()
    threshold = settings.score_threshold
    feedback_chunks, feedback_weight = settings.rag_feedback_chunks, settings.rag_feedback_weight

    async def one_pass(text: str) -> None:
        vector = await embedder.embed_query(text)
        await vectors.hybrid_search(vector, text, filters, limit, threshold)

    async def two_pass(text: str) -> None:
        vector = await embedder.embed_query(text)
        if feedback_chunks <= 0 or feedback_weight <= 0:
            await vectors.hybrid_search(vector, text, filters, limit, threshold)
            return
        first = await vectors.hybrid_search(vector, text, filters, feedback_chunks, threshold)
        if not first:
            return
        feedback = await vectors.vectors([hit.vector_id for hit in first])
        await vectors.hybrid_search(refine_query_vector(vector, feedback, feedback_weight), text, filters, limit, threshold)

    for text in loads["warmup-raw"]:
        await two_pass(text)
    names = {"OneHybrid": one_pass, "TwoPass": two_pass}
    raw: dict[str, list[dict[str, Any]]] = {f"{label}{name}": [] for name in names}
    for c in concurrency:
        for name, call in names.items():
            load = (await run_load(call, loads[f"miss-{c}"], c)).as_dict()
            raw[f"{label}{name}"].append(load)
            say(f"  {label + name:<19} c={c:<3} p50 {load['p50Ms']:.2f} ms, {load['requestsPerSecond']} req/s")
    return raw


async def raw_torch_part(
    settings: Any, chunk_texts: Sequence[str], vectors: Any, loads: dict[str, list[str]], concurrency: Sequence[int], limit: int,
    say: Callable[[str], None],
) -> dict[str, Any]:
    """The float32 all-MiniLM-L6-v2 on torch (sentence-transformers: the embedded default before
    issue 23, now `rag-context[torch]`): `SentenceTransformer.encode` of the same chunks in batches
    of 32, then the raw search parts with it (in the LocalEmbedder's lanes) on the same Qdrant Edge
    index: what the service is compared with to show what the int8 model bought."""
    from rag_context.backends.embedders.local import LocalEmbedder
    from rag_context.backends.embedders.torch_model import SentenceTransformerModel
    from rag_context.core.ports import ConfigurationError

    say("raw torch (float32 MiniLM on sentence-transformers):")
    try:
        model = SentenceTransformerModel("all-MiniLM-L6-v2", threads=settings.rag_embed_threads)
    except ConfigurationError as error:
        raise BenchError(f"--raw-torch: {error}") from error

    def encode() -> float:
        model._model.encode(list(chunk_texts[:RAW_EMBED_BATCH]), batch_size=RAW_EMBED_BATCH, show_progress_bar=False)  # warm-up
        started = time.perf_counter()
        model._model.encode(list(chunk_texts), batch_size=RAW_EMBED_BATCH, normalize_embeddings=True, show_progress_bar=False)
        return time.perf_counter() - started

    seconds = await asyncio.to_thread(encode)
    indexing = {"chunks": len(chunk_texts), "seconds": round(seconds, 3), "chunksPerSecond": round(len(chunk_texts) / seconds, 2), "batch": RAW_EMBED_BATCH}
    say(f"  raw torch, batches of {RAW_EMBED_BATCH}: {indexing['chunksPerSecond']} chunks/s")
    embedder = LocalEmbedder(model)
    try:
        search = await raw_search(embedder, vectors, settings, loads, concurrency, limit, say, "rawTorch")
    finally:
        await embedder.close()
    return {"indexing": indexing, "search": search}


# --------------------------------------------------------------------------- the server
def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


class ServerProcess:
    """`rag-context serve` on 127.0.0.1 and a data directory, as a user starts it."""

    def __init__(self, data_dir: Path, port: int, log_path: Path, env: dict[str, str] | None = None) -> None:
        self.data_dir, self.port, self.log_path = data_dir, port, log_path
        self.extra_env = env or {}  # on top of this process's environment, less the server backends
        self.process: subprocess.Popen[bytes] | None = None

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    def start(self, timeout_s: float = STARTUP_TIMEOUT_S) -> None:
        import httpx

        env = {key: value for key, value in os.environ.items() if key not in REMOTE_BACKEND_VARIABLES}
        env["HF_HUB_OFFLINE"] = "1"
        env.update(self.extra_env)
        command = [
            sys.executable, "-m", "rag_context.cli", "serve",
            "--host", "127.0.0.1", "--port", str(self.port), "--data-dir", str(self.data_dir),
        ]  # fmt: skip
        with self.log_path.open("ab") as log:
            self.process = subprocess.Popen(command, stdout=log, stderr=subprocess.STDOUT, env=env)
        deadline = time.monotonic() + timeout_s
        while time.monotonic() < deadline:
            if self.process.poll() is not None:
                raise BenchError(f"the server exited with {self.process.returncode}:\n{self.log_tail()}")
            try:
                # Liveness: served once the lifespan has built the backends, and without the API key.
                if httpx.get(f"{self.url}/health/live", timeout=2).status_code == 200:
                    return
            except httpx.HTTPError:
                pass
            time.sleep(0.25)
        self.stop()
        raise BenchError(f"the server did not answer /health/live within {timeout_s:.0f} s:\n{self.log_tail()}")

    def rss_kib(self) -> int | None:
        return vm_rss_kib(self.process.pid) if self.process is not None else None

    def resident_kib(self) -> dict[str, int]:
        return resident_kib(self.process.pid) if self.process is not None else {}

    def stop(self) -> None:
        if self.process is None or self.process.poll() is not None:
            return
        self.process.send_signal(signal.SIGTERM)
        try:
            self.process.wait(timeout=60)
        except subprocess.TimeoutExpired:
            self.process.kill()
            self.process.wait(timeout=10)

    def log_tail(self) -> str:
        try:
            return self.log_path.read_text(errors="replace")[-4000:]
        except OSError:
            return "(no server log)"


async def http_part(
    url: str, loads: dict[str, list[str]], concurrency: Sequence[int], limit: int, timeout_s: float, say: Callable[[str], None],
    index_documents: Sequence[tuple[str, str]] = (), index_clients: int = DEFAULT_INDEX_CLIENTS,
) -> dict[str, Any]:
    # aiohttp, not httpx: the client shares the two cores with the server, and aiohttp spends about
    # half of httpx.AsyncClient's time per request (0.55 against 1.13 ms for a cached search, measured),
    # time the raw side never pays and the ratios would otherwise charge to the service.
    import aiohttp
    import orjson

    connector = aiohttp.TCPConnector(limit=max(concurrency))
    timeout = aiohttp.ClientTimeout(total=timeout_s)
    async with aiohttp.ClientSession(base_url=url, connector=connector, timeout=timeout) as client:

        async def search(text: str) -> tuple[bool, float]:
            async with client.post("/tools/rag_context_search", json={"query": text, "limit": limit}) as response:
                response.raise_for_status()
                payload = orjson.loads(await response.read())
            if payload.get("fallbackLevel") != 1:
                raise BenchError(f"answered at fallbackLevel {payload.get('fallbackLevel')}, not by the primary search")
            return bool(payload.get("cacheHit")), float(payload.get("latency") or 0.0)

        await settled(client, say)
        for text in loads["warmup-http"]:
            await search(text)
        for text in loads["hit-set"]:  # once each: from now on these are in the result cache
            await search(text)
        result: dict[str, Any] = {"serviceMiss": [], "serviceHit": []}
        for c in concurrency:
            for name, texts in (("serviceMiss", loads[f"miss-{c}"]), ("serviceHit", loads[f"hit-{c}"])):
                load = (await run_load(search, texts, c)).as_dict()
                result[name].append(load)
                say(f"  {name:<14} c={c:<3} p50 {load['p50Ms']:.2f} ms, {load['requestsPerSecond']} req/s, "
                    f"{load.get('cacheHits', 0)}/{load['requests']} cache hits, {load['errors']} errors, "
                    f"service-reported p50 {load.get('serverReportedP50Ms')} ms")  # fmt: skip
        if index_documents:
            result["indexing"] = await http_indexing(client, index_documents, index_clients, say)
            # The same documents under a third session: every text is in the embedding cache now.
            result["indexing"]["fromCache"] = await http_indexing(client, index_documents, index_clients, say, HTTP_CACHED_SESSION)
        return result


async def settled(client: Any, say: Callable[[str], None]) -> None:
    """Waits until the server has nothing pending: on a loaded machine the in-process part may
    leave documents pending, and the reconciler indexing them while the loads run would clear the
    result cache in the middle of the cache-hit loads (and measure the model, not a search)."""
    import orjson

    deadline = time.monotonic() + SETTLE_TIMEOUT_S
    while True:
        async with client.get("/health") as response:
            pending = int(orjson.loads(await response.read()).get("pendingDocuments") or 0)
        if pending == 0:
            return
        if time.monotonic() > deadline:
            say(f"  {pending} documents still pending after {SETTLE_TIMEOUT_S:.0f} s: the cache-hit loads may miss")
            return
        await asyncio.sleep(0.5)


async def http_indexing(
    client: Any, documents: Sequence[tuple[str, str]], clients: int, say: Callable[[str], None], session: str = HTTP_INDEX_SESSION
) -> dict[str, Any]:
    """`clients` closed-loop clients, each sending one document a request, until all are indexed."""
    import orjson

    chunks = 0

    async def index(item: str) -> None:
        nonlocal chunks
        source, content = next_document[item]
        body = {"content": content, "contentType": "documentation", "sessionId": session, "source": source}
        async with client.post("/tools/rag_context_index", json=body) as response:
            response.raise_for_status()
            payload = orjson.loads(await response.read())
        if payload.get("status") != "indexed":
            raise BenchError(f"index answered status {payload.get('status')!r}, not indexed")
        chunks += int(payload.get("chunksIndexed") or 0)

    next_document = {str(position): document for position, document in enumerate(documents)}
    load = await run_load(index, list(next_document), clients)
    figures = load.as_dict()
    figures["chunks"] = chunks
    figures["chunksPerSecond"] = round(chunks / load.seconds, 2) if load.seconds else 0.0
    say(f"  HTTP indexing ({session}) c={clients:<3} {figures['chunksPerSecond']} chunks/s ({len(documents)} documents, {chunks} chunks), "
        f"p50 {figures['p50Ms']:.1f} ms a document, {figures['errors']} errors")  # fmt: skip
    return figures


# --------------------------------------------------------------------------- report
def compare_with_torch(torch: dict[str, Any], http: dict[str, Any], indexing: dict[str, Any], concurrency: Sequence[int]) -> tuple[dict[str, Any], list[dict[str, Any]]]:
    """The service against the float32 MiniLM on torch with the same Qdrant Edge index."""
    service_p50 = http["serviceMiss"][0]["p50Ms"]
    ratios: dict[str, Any] = {
        "searchP50VsTorchOneHybrid": ratio(service_p50, torch["search"]["rawTorchOneHybrid"][0]["p50Ms"]),
        "searchP50VsTorchTwoPass": ratio(service_p50, torch["search"]["rawTorchTwoPass"][0]["p50Ms"]),
    }
    if "http" in indexing:  # torch embedded the chunks of the documents sent through HTTP
        ratios["httpIndexingVsTorch"] = ratio(indexing["http"]["chunksPerSecond"], torch["indexing"]["chunksPerSecond"])
    targets = [
        {
            "target": f"search p50 at concurrency {concurrency[0]} <= {TARGET_TORCH_P50_RATIO:g} x raw torch MiniLM ({reference}), cache misses",
            "measured": ratios[key],
            "holds": ratios[key] is not None and ratios[key] <= TARGET_TORCH_P50_RATIO,
        }
        for reference, key in (("one hybrid query", "searchP50VsTorchOneHybrid"), ("the same two-pass sequence", "searchP50VsTorchTwoPass"))
    ]
    for reference, key in (("through HTTP", "httpIndexingVsTorch"),):
        if key in ratios:
            targets.append(
                {
                    "target": f"indexing ({reference}) >= {TARGET_TORCH_INDEXING_RATIO:g} x raw torch MiniLM's chunks/s "
                    f"(batches of {RAW_EMBED_BATCH}) on the same chunks",
                    "measured": ratios[key],
                    "holds": ratios[key] is not None and ratios[key] >= TARGET_TORCH_INDEXING_RATIO,
                }
            )
    return ratios, targets


def compare(raw: dict[str, Any], http: dict[str, Any], indexing: dict[str, Any], concurrency: Sequence[int]) -> tuple[dict[str, Any], list[dict[str, Any]]]:
    ratios: dict[str, Any] = {"search": [], "indexing": None}
    for position, c in enumerate(concurrency):
        miss, hit = http["serviceMiss"][position], http["serviceHit"][position]
        one, two = raw["rawOneHybrid"][position], raw["rawTwoPass"][position]
        ratios["search"].append(
            {
                "concurrency": c,
                "missP50VsOneHybrid": ratio(miss["p50Ms"], one["p50Ms"]),
                "missP50VsTwoPass": ratio(miss["p50Ms"], two["p50Ms"]),
                "missThroughputVsOneHybrid": ratio(miss["requestsPerSecond"], one["requestsPerSecond"]),
                "missThroughputVsTwoPass": ratio(miss["requestsPerSecond"], two["requestsPerSecond"]),
                "hitP50VsOneHybrid": ratio(hit["p50Ms"], one["p50Ms"]),
                "hitThroughputVsOneHybrid": ratio(hit["requestsPerSecond"], one["requestsPerSecond"]),
            }
        )
    ratios["indexing"] = ratio(indexing["service"]["chunksPerSecond"], indexing["rawEmbedder"]["chunksPerSecond"])
    subset = indexing["rawEmbedder"].get("httpSubset")
    if "indexing" in http and subset:
        ratios["httpIndexing"] = ratio(http["indexing"]["chunksPerSecond"], subset["chunksPerSecond"])
        raw_onnx = indexing["rawEmbedder"].get("rawOnnx")
        if raw_onnx:
            ratios["httpIndexingVsRawOnnxBest"] = ratio(http["indexing"]["chunksPerSecond"], raw_onnx["chunksPerSecond"])
        cached = http["indexing"].get("fromCache")
        if cached:
            ratios["httpIndexingFromCacheVsRawOnnxBest"] = ratio(cached["chunksPerSecond"], (raw_onnx or subset)["chunksPerSecond"])

    first = ratios["search"][0]
    targets: list[dict[str, Any]] = []
    for reference, key, raw_load in (
        ("one hybrid query", "OneHybrid", raw["rawOneHybrid"][0]),
        ("the same two-pass sequence", "TwoPass", raw["rawTwoPass"][0]),
    ):
        measured = first[f"missP50Vs{key}"]
        extra = round(http["serviceMiss"][0]["p50Ms"] - raw_load["p50Ms"], 3)
        targets.append(
            {
                "target": f"search p50 at concurrency {concurrency[0]} <= {TARGET_P50_RATIO} x raw ({reference}) "
                f"and <= {TARGET_P50_EXTRA_MS:g} ms above it, cache misses",
                "measured": measured,
                "extraMs": extra,
                "holds": measured is not None and measured <= TARGET_P50_RATIO and extra <= TARGET_P50_EXTRA_MS,
            }
        )
    if TARGET_THROUGHPUT_CONCURRENCY in concurrency:
        row = ratios["search"][list(concurrency).index(TARGET_THROUGHPUT_CONCURRENCY)]
        for reference, key in (("one hybrid query", "OneHybrid"), ("the same two-pass sequence", "TwoPass")):
            measured = row[f"missThroughputVs{key}"]
            targets.append(
                {
                    "target": f"throughput at concurrency {TARGET_THROUGHPUT_CONCURRENCY} >= {TARGET_THROUGHPUT_RATIO:g} x raw "
                    f"({reference}), cache misses",
                    "measured": measured,
                    "holds": measured is not None and measured >= TARGET_THROUGHPUT_RATIO,
                }
            )
    if "httpIndexingVsRawOnnxBest" in ratios:
        measured = ratios["httpIndexingVsRawOnnxBest"]
        targets.append(
            {
                "target": f"indexing through HTTP, {http['indexing']['concurrency']} clients of one document each, every chunk "
                f"embedded, >= {TARGET_INDEXING_RATIO:g} x the shipped model's best rate on plain onnxruntime on the same chunks",
                "measured": measured,
                "holds": measured is not None and measured >= TARGET_INDEXING_RATIO,
            }
        )
    return ratios, targets


def render_table(result: dict[str, Any]) -> str:
    concurrency = result["config"]["concurrency"]
    lines = [
        f"{'search':<30} {'conc':>4} {'p50 ms':>8} {'p95 ms':>8} {'p99 ms':>8} {'req/s':>8} {'errors':>6} {'svc p50':>8}"
    ]
    labels = {
        "rawOneHybrid": "raw: embed + 1 hybrid query",
        "rawTwoPass": "raw: embed + 2-pass (PRF)",
        "serviceMiss": "HTTP service, cache miss",
        "serviceHit": "HTTP service, cache hit",
    }
    for position, c in enumerate(concurrency):
        for key, label in labels.items():
            load = result["search"][key][position]
            lines.append(
                f"{label:<30} {c:>4} {load['p50Ms']:>8.2f} {load['p95Ms']:>8.2f} {load['p99Ms']:>8.2f} "
                f"{load['requestsPerSecond']:>8.1f} {load['errors']:>6} {load.get('serverReportedP50Ms', '-')!s:>8}"
            )
    lines.append("(svc p50: the `latency` field of the answers, the service's own time without HTTP)")
    for key, label in labels.items():
        for load in result["search"][key]:
            for kind, count in load.get("errorKinds", {}).items():
                lines.append(f"errors, {label}, concurrency {load['concurrency']}: {count} x {kind}")
    lines.append("")
    lines.append(f"{'ratio service/raw':<30} {'conc':>4} {'p50/1q':>8} {'p50/2p':>8} {'rps/1q':>8} {'rps/2p':>8} {'hit rps/1q':>10}")
    for row in result["ratios"]["search"]:
        lines.append(
            f"{'':<30} {row['concurrency']:>4} {row['missP50VsOneHybrid']!s:>8} {row['missP50VsTwoPass']!s:>8} "
            f"{row['missThroughputVsOneHybrid']!s:>8} {row['missThroughputVsTwoPass']!s:>8} {row['hitThroughputVsOneHybrid']!s:>10}"
        )
    raw_ix, svc_ix = result["indexing"]["rawEmbedder"], result["indexing"]["service"]
    lines.append("")
    lines.append(
        f"bulk indexing: raw embedder {raw_ix['chunksPerSecond']} chunks/s ({raw_ix['chunks']} chunks, batches of {raw_ix['batch']}); "
        f"service index_many {svc_ix['chunksPerSecond']} chunks/s ({svc_ix['chunks']} chunks); ratio {result['ratios']['indexing']}"
    )
    if "httpIndexing" in result["ratios"]:
        subset, http_ix = raw_ix["httpSubset"], result["indexing"]["http"]
        lines.append(
            f"indexing through HTTP: {http_ix['concurrency']} clients {http_ix['chunksPerSecond']} chunks/s against the raw embedder "
            f"{subset['chunksPerSecond']} chunks/s on the same {subset['chunks']} chunks; ratio {result['ratios']['httpIndexing']}"
        )
        raw_onnx = raw_ix.get("rawOnnx")
        if raw_onnx:
            lines.append(
                f"  against the shipped model on plain onnxruntime, best of {len(raw_onnx['ways'])} ways ({raw_onnx['best']}): "
                f"{raw_onnx['chunksPerSecond']} chunks/s; ratio {result['ratios'].get('httpIndexingVsRawOnnxBest')}"
            )
            for way, rate in raw_onnx["ways"].items():
                lines.append(f"    {way}: {rate} chunks/s")
        cached = http_ix.get("fromCache")
        if cached:
            lines.append(
                f"  the same documents again under a third session, every vector from the embedding cache: "
                f"{cached['chunksPerSecond']} chunks/s ({cached['chunks']} chunks, p50 {cached['p50Ms']:.1f} ms a document)"
            )
    if "rawTorch" in result:
        torch = result["rawTorch"]
        lines.append("")
        lines.append(f"{'raw torch (float32 MiniLM)':<30} {'conc':>4} {'p50 ms':>8} {'p95 ms':>8} {'p99 ms':>8} {'req/s':>8}")
        for key, label in (("rawTorchOneHybrid", "torch: embed + 1 hybrid"), ("rawTorchTwoPass", "torch: embed + 2-pass")):
            for load in torch["search"][key]:
                lines.append(
                    f"{label:<30} {load['concurrency']:>4} {load['p50Ms']:>8.2f} {load['p95Ms']:>8.2f} {load['p99Ms']:>8.2f} {load['requestsPerSecond']:>8.1f}"
                )
        lines.append(f"raw torch embedder {torch['indexing']['chunksPerSecond']} chunks/s; ratios {torch['ratios']}")
    rss = result["serverRss"]
    lines.append(f"server VmRSS: {rss['afterLoadMiB']} MiB after loading, {rss['afterBenchMiB']} MiB after the bench")
    lines.append("")
    for target in result["targets"]:
        lines.append(f"[{'holds' if target['holds'] else 'MISSED'}] {target['target']}: {target['measured']}")
    return "\n".join(lines)


# --------------------------------------------------------------------------- the run
def run_bench(
    *,
    dataset_dir: Path = DEFAULT_DATASET,
    qrels: Path | None = None,
    documents: int | None = None,
    queries: int = 200,
    concurrency: Sequence[int] = DEFAULT_CONCURRENCY,
    data_dir: Path | None = None,
    port: int | None = None,
    limit: int = 5,
    request_timeout_s: float = 60.0,
    index_documents: int = DEFAULT_INDEX_DOCUMENTS,
    index_clients: int = DEFAULT_INDEX_CLIENTS,
    raw_torch: bool = False,
    say: Callable[[str], None] = lambda line: print(line, file=sys.stderr, flush=True),
) -> dict[str, Any]:
    from rag_context.config import LOCAL_EMBEDDING_MODEL, load_settings
    from rag_context.commands.evaluate import document_text, load_dataset
    from rag_context.observability import configure_logging

    concurrency = sorted(set(concurrency))
    if not concurrency or concurrency[0] < 1 or queries < 1:
        raise BenchError("concurrency levels and --queries must be positive")
    present = [name for name in REMOTE_BACKEND_VARIABLES if os.environ.get(name)]
    if present:
        raise BenchError(f"the bench measures the embedded default: unset {', '.join(present)}")

    dataset = load_dataset(dataset_dir, qrels or dataset_dir / "qrels" / "dev.tsv")
    corpus_items = list(dataset.corpus.items())[: documents or None]
    bases = [text for text in dataset.queries.values() if text.strip()]
    if not corpus_items or not bases:
        raise BenchError(f"no document or no query in {dataset_dir}")
    loads: dict[str, list[str]] = {
        "warmup-raw": distinct_queries(bases, WARMUP_REQUESTS, "warm-up raw"),
        "warmup-http": distinct_queries(bases, WARMUP_REQUESTS, "warm-up http"),
        "hit-set": distinct_queries(bases[::-1], min(HIT_SET_SIZE, queries), "hit"),
    }
    for c in concurrency:
        loads[f"miss-{c}"] = distinct_queries(bases, queries, f"c{c}")
        loads[f"hit-{c}"] = repeated_queries(loads["hit-set"], queries)

    own_dir = data_dir is None
    directory = Path(tempfile.mkdtemp(prefix="rag-bench-")) if data_dir is None else data_dir
    if not own_dir and directory.exists() and any(directory.iterdir()):
        raise BenchError(f"--data-dir {directory} is not empty: the bench indexes into a fresh directory")
    directory.mkdir(parents=True, exist_ok=True)
    log_path = Path(tempfile.mkstemp(prefix="rag-bench-server-", suffix=".log")[1])
    started = time.perf_counter()
    try:
        settings = load_settings(rag_data_dir=directory)
        configure_logging("error", settings.rag_log_format)
        say(f"data directory {directory}; {len(corpus_items)} documents, {queries} queries a load, concurrency {concurrency}")
        in_process = asyncio.run(
            in_process_part(settings, corpus_items, dataset.name, loads, concurrency, limit, say, index_documents, raw_torch)
        )
        http_documents = [
            (doc_id, document_text(title, text)) for doc_id, (title, text) in corpus_items[:index_documents] if document_text(title, text).strip()
        ]

        server = ServerProcess(directory, port or free_port(), log_path)
        say(f"starting the server on {server.url}")
        server.start()
        try:
            rss_loaded = server.rss_kib()
            http = asyncio.run(
                http_part(server.url, loads, concurrency, limit, request_timeout_s, say, http_documents, index_clients)
            )
            rss_after = server.rss_kib()
            # The raw model again, right after the HTTP indexing (the server idle): on a shared
            # machine the load drifts, so the reference is the best of both measurements.
            texts, runs = in_process.pop("_httpChunkTexts"), in_process.pop("_parallelRuns")
            first = in_process["indexing"]["rawEmbedder"].get("rawOnnx")
            if texts and first is not None:
                again = raw_onnx_rates(texts, runs, say)
                first["before"], first["after"] = first["chunksPerSecond"], again["chunksPerSecond"]
                if again["chunksPerSecond"] > first["chunksPerSecond"]:
                    first.update({key: again[key] for key in ("ways", "best", "chunksPerSecond")})
        finally:
            server.stop()
    except BaseException:
        say(f"server log: {log_path}")
        raise
    finally:
        if own_dir:
            shutil.rmtree(directory, ignore_errors=True)

    log_path.unlink(missing_ok=True)
    http_indexing_figures = http.pop("indexing", None)
    search = in_process["search"] | http
    indexing_figures = dict(in_process["indexing"])
    if http_indexing_figures is not None:
        indexing_figures["http"] = http_indexing_figures
        http["indexing"] = http_indexing_figures
    ratios, targets = compare(in_process["search"], http, indexing_figures, concurrency)
    torch_figures = in_process.get("rawTorch")
    if torch_figures is not None:
        torch_figures["ratios"], torch_targets = compare_with_torch(torch_figures, http, indexing_figures, concurrency)
        targets += torch_targets

    def mib(kib: int | None) -> float | None:
        return round(kib / 1024, 1) if kib is not None else None

    return {
        "machine": machine_facts(),
        "config": {
            "dataset": str(dataset_dir),
            "documents": len(corpus_items),
            "queriesPerLoad": queries,
            "concurrency": concurrency,
            "limit": limit,
            "hitSetSize": len(loads["hit-set"]),
            "feedbackChunks": settings.rag_feedback_chunks,
            "feedbackWeight": settings.rag_feedback_weight,
            "embedModel": LOCAL_EMBEDDING_MODEL,
        },
        "indexing": indexing_figures,
        "search": search,
        "ratios": ratios,
        **({"rawTorch": torch_figures} if torch_figures is not None else {}),
        "targets": targets,
        "serverRss": {
            "afterLoadKiB": rss_loaded,
            "afterBenchKiB": rss_after,
            "afterLoadMiB": mib(rss_loaded),
            "afterBenchMiB": mib(rss_after),
        },
        "seconds": round(time.perf_counter() - started, 1),
        "loadAverageAtEnd": load_average(),
    }


def _concurrency_list(text: str) -> list[int]:
    try:
        values = [int(part) for part in text.split(",") if part.strip()]
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a comma-separated list of integers: {text!r}") from None
    if not values or min(values) < 1:
        raise argparse.ArgumentTypeError("concurrency levels must be positive integers")
    return values


def add_arguments(parser: argparse.ArgumentParser) -> argparse.ArgumentParser:
    parser.add_argument("--dataset", default=str(DEFAULT_DATASET), help="BEIR-layout directory (default: the shipped Cranfield collection)")
    parser.add_argument("--qrels", help="relevance judgements TSV (default <dataset>/qrels/dev.tsv; only read to load the dataset)")
    parser.add_argument("--documents", type=int, help="only the first N documents (default: all)")
    parser.add_argument("--queries", type=int, default=200, help="requests per measurement (default 200)")
    parser.add_argument(
        "--concurrency", type=_concurrency_list, default=list(DEFAULT_CONCURRENCY), help="comma-separated levels (default 1,8,32)"
    )
    parser.add_argument("--data-dir", help="an empty directory to index into and serve from (default: a temporary one, removed)")
    parser.add_argument("--port", type=int, help="the server's port on 127.0.0.1 (default: a free one)")
    parser.add_argument("--limit", type=int, default=5, help="results per search (default 5, the API's default)")
    parser.add_argument("--timeout", type=float, default=60.0, help="seconds one HTTP request may take (default 60)")
    parser.add_argument(
        "--index-documents", type=int, default=DEFAULT_INDEX_DOCUMENTS,
        help=f"documents indexed again through HTTP at the end (default {DEFAULT_INDEX_DOCUMENTS}; 0: none)",
    )
    parser.add_argument(
        "--index-clients", type=int, default=DEFAULT_INDEX_CLIENTS,
        help=f"concurrent clients of that indexing, one document a request (default {DEFAULT_INDEX_CLIENTS})",
    )
    parser.add_argument(
        "--raw-torch", action="store_true",
        help="also measure the float32 MiniLM on torch as the raw embedder (needs `pip install 'rag-context[torch]'`)",
    )
    parser.add_argument("--out", help="write the results as JSON to this file")
    return parser


def run(args: argparse.Namespace) -> int:
    """The handler of `rag-context bench`."""
    try:
        result = run_bench(
            dataset_dir=Path(args.dataset),
            qrels=Path(args.qrels) if args.qrels else None,
            documents=args.documents,
            queries=args.queries,
            concurrency=args.concurrency,
            data_dir=Path(args.data_dir) if args.data_dir else None,
            port=args.port,
            limit=args.limit,
            request_timeout_s=args.timeout,
            index_documents=args.index_documents,
            index_clients=args.index_clients,
            raw_torch=args.raw_torch,
        )
    except BenchError as error:
        print(f"rag-context bench: {error}", file=sys.stderr)
        return 1
    print(render_table(result))
    if args.out:
        Path(args.out).write_text(json.dumps(result, indent=2) + "\n", encoding="utf-8")
    return 0

