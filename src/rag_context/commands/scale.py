"""`rag-context scale`: how the cost of each operation grows with the number of chunks (issue 15).

For each size N (`--sizes 10k,100k,1m`) it builds an embedded-default data directory (Qdrant Edge +
SQLite) of N chunks and measures, in-process and without the query embedding:

- store-plus-index throughput with the vectors given, per batch of 64 documents what the
  service's index_many does once their vectors are known: SqliteStore.save_documents (the batch,
  pending, in one transaction), EdgeVectorIndex.upsert of their chunks and sync (the vectors on
  disk), then SqliteStore.set_statuses (indexed, one transaction); the total and each part's own
  rate (the store: the save and the status change; the index: the upsert and the sync); then the
  time of the optimization that builds the HNSW graph (EdgeVectorIndex.optimize, a child process);
- hybrid search p50/p99 (one EdgeVectorIndex.hybrid_search: dense + BM25 fused by RRF), the same
  with a sessionId filter that matches 1 % of the chunks, the dense side alone (the same call with a
  query text no chunk contains) and its recall@10 against the exact cosine top 10 over every
  vector (the graph and the int8 quantization are approximations), and the two keyword paths
  alone (Qdrant BM25: the embedder down; SQLite FTS5: the vector index down);
- the consistency sweep the service runs at start (check_consistency, `rag-context check`: the
  whole index against the whole store, no repair);
- stats over N metrics records (SqliteStore.stats over 30 days), the deepest page of
  GET /documents (SqliteStore.list_documents after the last-but-one page), deleting one document
  (store and index);
- start-up on the existing data and resident memory, in a fresh process that opens the index and
  the store and runs searches (the model excluded: it is the same at every N), and disk use. The
  resident memory is given with its part in mapped files (RssFile: the vectors and payloads Edge
  maps, pages the kernel can drop and read again), the rest being the process's own (RssAnon).

The chunks. Embedding a million chunks with MiniLM would take hours on two cores, so only a base
set is embedded: the Cranfield collection shipped with the package, chunked as the service chunks
it (real MiniLM vectors of real text). Chunk i >= base is derived from two base chunks a and b
drawn at random: its vector is normalize((1 - w) * v_a + w * v_b + e), w uniform in [0, 0.3], e a
gaussian of norm about 0.25; its text is the first half of a's sentences followed by the second
half of b's. So every vector lies among real MiniLM vectors (near a, leaning towards another
real one) rather than spread uniformly over the sphere, which would make the nearest-neighbour
search a different (and unrealistic) problem; and BM25 sees real words whose co-occurrence follows
the vector's mix. The JSON reports the check: the mean and spread of cosine similarities between
random pairs and of each chunk to its nearest base, for the base and the derived chunks.

Documents hold 10 chunks each; document d belongs to session `scale-<d mod 100>`, so a sessionId
filter matches 1 % of the chunks.

Over HTTP (unless --no-http): `rag-context serve` on the data directory, as a user starts it (its
start-up time to /health/live, the model included, and its resident memory), then searches with
queries it never saw (cache misses), with and without the 1 % filter, one at a time: the wall
time per request (query embedding and HTTP included), and the service's own latency less its
query embedding, read from the metrics records the service wrote for those searches (the
service's search is the two-pass one: hybrid, feedback vectors, hybrid again).
"""

from __future__ import annotations

import argparse
import asyncio
import hashlib
import json
import os
import random
import shutil
import subprocess
import sys
import tempfile
import textwrap
import time
from collections.abc import Awaitable, Callable, Sequence
from datetime import datetime, timedelta, timezone
from pathlib import Path
from typing import Any

HELP = "scale: build indexes of N chunks (--sizes 10k,100k,1m) and measure how each operation grows"

CHUNKS_PER_DOCUMENT = 10
SESSIONS = 100  # a sessionId filter matches 1 % of the chunks
TAGS = 100  # so does a tag (filter.tagsAny) ...
FOLDERS = 100  # ... and a folder (filter.sourceGlob)
DERIVED_MIX = 0.3  # w in [0, DERIVED_MIX]: how far a derived vector leans towards its second base
DERIVED_NOISE_NORM = 0.25
LOAD_BATCH_DOCUMENTS = 64
METRICS_BATCH = 10_000
SEARCH_LIMIT = 10
WARMUP_QUERIES = 20
AGENTS = ("coder", "planner", "reviewer", "tester", "writer", "ops", "research", "design", "qa", "data", "infra", "unknown")


def parse_size(text: str) -> int:
    value = text.strip().lower()
    factor = 1
    if value.endswith("k"):
        factor, value = 1_000, value[:-1]
    elif value.endswith("m"):
        factor, value = 1_000_000, value[:-1]
    try:
        size = int(float(value) * factor)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a size (e.g. 10k, 100k, 1m)") from None
    if size < 100:
        raise argparse.ArgumentTypeError(f"{text!r}: at least 100 chunks")
    return size


def parse_sizes(text: str) -> list[int]:
    return [parse_size(part) for part in text.split(",") if part.strip()]


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--sizes", type=parse_sizes, default=[10_000], help="chunk counts, e.g. 10k,100k,1m (default 10k)")
    parser.add_argument("--queries", type=int, default=300, help="timed searches per path and size (default 300)")
    parser.add_argument("--work-dir", type=Path, default=None, help="where the data directories go (default: a temporary one, removed)")
    parser.add_argument("--out", type=Path, default=None, help="write the figures as JSON here")
    parser.add_argument("--seed", type=int, default=15)
    parser.add_argument("--no-http", action="store_true", help="in-process figures only (no `rag-context serve`)")


# --------------------------------------------------------------------------- the chunks
def percentiles(values: Sequence[float]) -> dict[str, float]:
    from rag_context.core.stats import percentile

    ordered = sorted(values)
    return {"p50Ms": round(percentile(ordered, 0.5), 3), "p99Ms": round(percentile(ordered, 0.99), 3)}


def sentences(text: str) -> list[str]:
    parts = [part.strip() for part in text.replace("\n", " ").split(" . ") if part.strip()]
    return parts or [text]


async def base_set(work: Path, say: Callable[[str], None]) -> tuple[list[str], Any, list[str], Any]:
    """The Cranfield chunks and queries with their MiniLM vectors (cached in `work`)."""
    import numpy as np

    from rag_context.backends.embedders.local import LocalEmbedder
    from rag_context.commands.evaluate import document_text, load_dataset
    from rag_context.core.chunking import Chunker
    from rag_context.datasets import CRANFIELD, CRANFIELD_QRELS

    dataset = load_dataset(CRANFIELD, CRANFIELD_QRELS)
    embedder = await asyncio.to_thread(LocalEmbedder)
    chunker = Chunker(embedder.token_offsets, embedder.max_tokens)
    texts = [
        chunk
        for title, text in dataset.corpus.values()
        if document_text(title, text).strip()
        for chunk in chunker.split(document_text(title, text), "documentation")
    ]
    queries = list(dataset.queries.values())
    key = hashlib.sha256(json.dumps([embedder.model_name, texts, queries]).encode()).hexdigest()[:16]
    cache = work / f"base-{key}.npz"
    if cache.exists():
        stored = np.load(cache)
        return texts, stored["chunks"], queries, stored["queries"]
    say(f"embedding the base set: {len(texts)} Cranfield chunks and {len(queries)} queries (MiniLM, once)")
    chunk_vectors = []
    for start in range(0, len(texts), 64):
        chunk_vectors.extend(await embedder.embed_documents(texts[start : start + 64]))
    query_vectors = [await embedder.embed_query(query) for query in queries]
    await embedder.close()
    chunks_array = np.asarray(chunk_vectors, dtype=np.float32)
    queries_array = np.asarray(query_vectors, dtype=np.float32)
    work.mkdir(parents=True, exist_ok=True)
    np.savez(cache, chunks=chunks_array, queries=queries_array)
    return texts, chunks_array, queries, queries_array


def derive(base_texts: list[str], base_vectors: Any, count: int, seed: int) -> tuple[list[str], Any]:
    """`count` chunks: the base ones, then derived ones (see the module's docstring)."""
    import numpy as np

    rng = np.random.default_rng(seed)
    base_count, dimension = base_vectors.shape
    taken = min(count, base_count)
    texts = list(base_texts[:taken])
    extra = count - taken
    if extra <= 0:
        return texts, base_vectors[:taken].copy()
    first = rng.integers(0, base_count, extra)
    second = rng.integers(0, base_count, extra)
    weights = rng.uniform(0, DERIVED_MIX, (extra, 1)).astype(np.float32)
    noise = rng.normal(0, DERIVED_NOISE_NORM / np.sqrt(dimension), (extra, dimension)).astype(np.float32)
    mixed = (1 - weights) * base_vectors[first] + weights * base_vectors[second] + noise
    mixed /= np.linalg.norm(mixed, axis=1, keepdims=True)
    split = [sentences(text) for text in base_texts]
    for a, b in zip(first.tolist(), second.tolist(), strict=True):
        head, tail = split[a], split[b]
        texts.append(" . ".join(head[: max(1, len(head) // 2)] + tail[len(tail) // 2 :]))
    return texts, np.concatenate([base_vectors[:taken], mixed]).astype(np.float32)


def distribution_check(vectors: Any, base_count: int, seed: int) -> dict[str, Any]:
    """Cosine similarities of random pairs and to the nearest base chunk, for base and derived."""
    import numpy as np

    rng = np.random.default_rng(seed)
    base = vectors[:base_count]

    def summary(values: Any) -> dict[str, float]:
        return {"mean": round(float(values.mean()), 4), "std": round(float(values.std()), 4)}

    def pairs(block: Any) -> Any:
        left, right = rng.integers(0, len(block), 2000), rng.integers(0, len(block), 2000)
        keep = left != right
        return (block[left[keep]] * block[right[keep]]).sum(axis=1)

    result: dict[str, Any] = {"base": {"pairCosine": summary(pairs(base))}}
    if len(vectors) > base_count:
        derived = vectors[base_count:]
        sample = derived[rng.integers(0, len(derived), min(500, len(derived)))]
        result["derived"] = {"pairCosine": summary(pairs(derived)), "nearestBaseCosine": summary((sample @ base.T).max(axis=1))}
        own = base[rng.integers(0, base_count, 500)]
        similarities = own @ base.T
        result["base"]["nearestOtherBaseCosine"] = summary(np.sort(similarities, axis=1)[:, -2])  # [-1] is itself
    return result


def documents_of(texts: list[str]) -> list[Any]:
    from rag_context.core.models import (
        Chunk,
        DocumentMetadata,
        DocumentStatus,
        StoredDocument,
        document_id_for,
        utc_now,
        vector_id_for,
    )

    moment = utc_now()
    documents = []
    for number, start in enumerate(range(0, len(texts), CHUNKS_PER_DOCUMENT)):
        # The filter language's 1 %: tag t<d mod 100>, folder src/m<d/7 mod 100> (another 1 %).
        session, source = f"scale-{number % SESSIONS}", f"src/m{(number // 7) % FOLDERS:02d}/doc-{number:07d}.md"
        metadata = DocumentMetadata(tags=(f"t{number % TAGS:02d}",))
        document_id = document_id_for(session, source)
        parts = texts[start : start + CHUNKS_PER_DOCUMENT]
        chunks = tuple(
            Chunk(
                vector_id=vector_id_for(document_id, index),
                document_id=document_id,
                chunk_index=index,
                text=text,
                session_id=session,
                source=source,
                content_type="documentation",
                metadata=metadata,
                indexed_at=moment,
                fingerprint=f"scale-{number}",  # the document's, as the service writes every point
            )
            for index, text in enumerate(parts)
        )
        documents.append(
            StoredDocument(
                document_id=document_id, session_id=session, source=source, content_type="documentation",
                content="\n\n".join(parts), metadata=metadata, fingerprint=f"scale-{number}",
                status=DocumentStatus.PENDING, indexed_at=moment, chunks=chunks,  # as the service saves them
            )
        )
    return documents


# --------------------------------------------------------------------------- measuring
# A query text no chunk contains: the BM25 list is empty, so the fused ranking is the dense one.
NO_MATCH_TEXT = "qqqqzzzz"


async def dense_recall(vectors: Any, vectors_array: Any, vector_ids: list[str], query_vectors: Any, threshold: float) -> float:
    """Recall@10 of the index's dense side (the HNSW graph, quantized vectors rescored) against the
    exact cosine top 10 computed over every vector, mean over the queries."""
    import numpy as np

    from rag_context.core.models import SearchFilters

    found = []
    for query_vector in query_vectors:
        exact = np.argpartition(-(vectors_array @ query_vector), SEARCH_LIMIT)[:SEARCH_LIMIT]
        hits = await vectors.hybrid_search(query_vector.tolist(), NO_MATCH_TEXT, SearchFilters(), SEARCH_LIMIT, threshold)
        found.append(len({hit.vector_id for hit in hits} & {vector_ids[i] for i in exact.tolist()}) / SEARCH_LIMIT)
    return round(float(np.mean(found)), 4)


def filter_cost_ratios(search: dict[str, Any]) -> dict[str, float]:
    """Each 1 % filter's p50 over the unfiltered p50 (the mean of the two unfiltered runs that
    bracket the filtered ones, so a machine that slows down midway does not flatter the ratio)."""
    unfiltered = (search["hybrid"]["p50Ms"] + search["hybridUnfilteredAgain"]["p50Ms"]) / 2
    names = (
        "hybridSessionFilter1pct", "hybridTagFilter1pct", "hybridGlobFolder1pct", "hybridGlobAnyFolder1pct",
        "hybridExcludeAnyFolder1pct",
    )
    return {name: round(search[name]["p50Ms"] / unfiltered, 2) if unfiltered else 0.0 for name in names}


async def timed(call: Callable[[], Awaitable[Any]]) -> float:
    started = time.perf_counter()
    await call()
    return (time.perf_counter() - started) * 1000


async def latencies(call: Callable[[int], Awaitable[Any]], count: int) -> dict[str, float]:
    for number in range(WARMUP_QUERIES):
        await call(number)
    values = []
    for number in range(count):
        started = time.perf_counter()
        await call(number)
        values.append((time.perf_counter() - started) * 1000)
    return percentiles(values)


def disk_bytes(path: Path) -> int:
    if path.is_file():
        return path.stat().st_size
    return sum(entry.stat().st_size for entry in path.rglob("*") if entry.is_file())


PROBE = textwrap.dedent(
    """
    import asyncio, json, os, sys, time
    started = time.perf_counter()
    from rag_context.backends import factory
    from rag_context.commands.bench import resident_kib
    from rag_context.config import load_settings
    from rag_context.core.models import SearchFilters
    import numpy as np

    async def main():
        settings = load_settings(_env_file=None, rag_data_dir=sys.argv[1])
        opened = time.perf_counter()
        vectors = await factory.open_vector_index(settings, int(sys.argv[3]))
        store = await factory.open_store(settings)
        documents = await store.count_documents()
        ready = time.perf_counter()
        rss_open = rss()
        queries = np.load(sys.argv[2])["queries"]
        for number in range(200):
            await vectors.hybrid_search(queries[number % len(queries)].tolist(), "wing lift", SearchFilters(), 10, settings.score_threshold)
        after = resident_kib(os.getpid())
        print(json.dumps({"openSeconds": round(ready - opened, 3), "processSeconds": round(ready - started, 3),
                          "documents": documents, "rssAfterOpenMiB": rss_open, "rssAfterSearchesMiB": round(after["VmRSS"] / 1024, 1),
                          "rssAnonMiB": round(after["RssAnon"] / 1024, 1), "rssFileMiB": round(after["RssFile"] / 1024, 1)}))
        await vectors.close()
        await store.close()

    def rss():
        return round(resident_kib(os.getpid())["VmRSS"] / 1024, 1)

    asyncio.run(main())
    """
)


def mib(value: int | None) -> float | None:
    return None if value is None else round(value / 2**20, 1)


async def measure_size(
    size: int, work: Path, base: tuple[list[str], Any, list[str], Any], queries: int, seed: int, say: Callable[[str], None]
) -> dict[str, Any]:
    from rag_context.backends import factory
    from rag_context.backends.stores.sqlite import SqliteStore
    from rag_context.backends.vectors.edge import EdgeVectorIndex
    from rag_context.config import load_settings
    from rag_context.core.filters import FilterSpec
    from rag_context.core.models import (
        DocumentFilters,
        DocumentStatus,
        MetricsRecord,
        SearchFilters,
    )

    base_texts, base_vectors, query_texts, query_vectors = base
    data_dir = work / f"n{size}"
    if data_dir.exists():
        shutil.rmtree(data_dir)
    settings = load_settings(_env_file=None, rag_data_dir=data_dir)
    dimension = int(base_vectors.shape[1])
    texts, vectors_array = derive(base_texts, base_vectors, size, seed)
    documents = documents_of(texts)
    result: dict[str, Any] = {"chunks": size, "documentCount": len(documents), "baseChunks": min(size, len(base_texts))}
    result["distribution"] = distribution_check(vectors_array, min(size, len(base_texts)), seed)

    settings.rag_data_dir.mkdir(parents=True, exist_ok=True)
    vectors = await factory.open_vector_index(settings, dimension)
    store = await factory.open_store(settings)
    if not isinstance(vectors, EdgeVectorIndex) or not isinstance(store, SqliteStore):
        raise SystemExit("rag-context scale measures the embedded default (Qdrant Edge, SQLite): unset QDRANT_URL and MONGODB_URI")
    try:
        # Store plus index, vectors given.
        say(f"[{size}] loading {size} chunks ({len(documents)} documents)")
        store_seconds = index_seconds = 0.0
        offset = 0
        for start in range(0, len(documents), LOAD_BATCH_DOCUMENTS):
            batch = documents[start : start + LOAD_BATCH_DOCUMENTS]
            chunks = [chunk for document in batch for chunk in document.chunks]
            batch_vectors = vectors_array[offset : offset + len(chunks)].tolist()
            offset += len(chunks)
            started = time.perf_counter()
            await store.save_documents(batch)
            store_seconds += time.perf_counter() - started
            started = time.perf_counter()
            await vectors.upsert(chunks, batch_vectors)
            await vectors.sync()
            index_seconds += time.perf_counter() - started
            started = time.perf_counter()
            await store.set_statuses([(document.document_id, document.fingerprint) for document in batch], DocumentStatus.INDEXED)
            store_seconds += time.perf_counter() - started
        seconds = store_seconds + index_seconds
        result["load"] = {
            "seconds": round(seconds, 2),
            "chunksPerSecond": round(size / seconds, 1),
            "storeChunksPerSecond": round(size / store_seconds, 1),
            "indexChunksPerSecond": round(size / index_seconds, 1),
        }
        say(f"[{size}] store+index: {result['load']['chunksPerSecond']} chunks/s; optimizing")
        started = time.perf_counter()
        await vectors.optimize()
        info = await vectors.index_info()
        run = vectors.optimization_state()["lastRun"]  # the child's peak memory, the copy's peak disk
        result["optimize"] = {"seconds": round(time.perf_counter() - started, 2), "segments": info.segments,
                              "points": info.points, "indexedVectors": info.indexed_vectors,
                              "shardMiB": mib(run.get("shardBytes")), "peakChildRssMiB": mib(run.get("peakRssBytes")),
                              "peakChildAnonymousMiB": mib(run.get("peakAnonymousBytes")),
                              "peakCopyDiskMiB": mib(run.get("peakDiskBytes"))}

        # Searches, the query embedding excluded (the query vectors are MiniLM's, computed once).
        threshold = settings.score_threshold
        qv = [vector.tolist() for vector in query_vectors]
        everything, one_session = SearchFilters(), SearchFilters(session_id="scale-7")
        # The filter language's fields, each selecting (or leaving out) 1 % of the chunks: a tag; a
        # glob with a literal folder (its folder, depth and extension: native conditions); the same
        # folder by a glob without a literal one (its parent folder's name and extension: native
        # too); the exclusion of a folder by its name anywhere (a must_not on the folder names).
        spec = FilterSpec.model_validate
        one_tag = SearchFilters(document_filter=spec({"tagsAny": ["t07"]}).resolve())
        one_folder = SearchFilters(document_filter=spec({"sourceGlob": "src/m07/*.md"}).resolve())
        any_folder = SearchFilters(document_filter=spec({"sourceGlob": "**/m07/*.md"}).resolve())
        not_folder = SearchFilters(document_filter=spec({"excludeSourceGlobs": ["**/m08/**"]}).resolve())

        def query(number: int) -> tuple[list[float], str]:
            return qv[number % len(qv)], query_texts[number % len(query_texts)]

        async def hybrid(number: int) -> None:
            vector, text = query(number)
            await vectors.hybrid_search(vector, text, everything, SEARCH_LIMIT, threshold)

        async def hybrid_filtered(number: int) -> None:
            vector, text = query(number)
            await vectors.hybrid_search(vector, text, one_session, SEARCH_LIMIT, threshold)

        def hybrid_with(filters: SearchFilters) -> Callable[[int], Awaitable[None]]:
            async def search(number: int) -> None:
                vector, text = query(number)
                await vectors.hybrid_search(vector, text, filters, SEARCH_LIMIT, threshold)

            return search

        async def dense(number: int) -> None:
            await vectors.hybrid_search(query(number)[0], NO_MATCH_TEXT, everything, SEARCH_LIMIT, threshold)

        async def bm25(number: int) -> None:
            await vectors.keyword_search(query(number)[1], everything, SEARCH_LIMIT)

        async def fts5(number: int) -> None:
            await store.text_search(query(number)[1], everything, SEARCH_LIMIT)

        result["search"] = {
            "hybrid": await latencies(hybrid, queries),
            "hybridSessionFilter1pct": await latencies(hybrid_filtered, queries),
            "hybridTagFilter1pct": await latencies(hybrid_with(one_tag), queries),
            "hybridGlobFolder1pct": await latencies(hybrid_with(one_folder), queries),
            "hybridGlobAnyFolder1pct": await latencies(hybrid_with(any_folder), queries),
            "hybridExcludeAnyFolder1pct": await latencies(hybrid_with(not_folder), queries),
            "hybridUnfilteredAgain": await latencies(hybrid, queries),  # the machine's drift across the run
            "denseAlone": await latencies(dense, queries),
            "keywordQdrantBm25": await latencies(bm25, queries),
            "keywordSqliteFts5": await latencies(fts5, queries),
        }
        say(f"[{size}] hybrid p50 {result['search']['hybrid']['p50Ms']} ms, p99 {result['search']['hybrid']['p99Ms']} ms")
        result["search"]["filterCostRatioP50"] = filter_cost_ratios(result["search"])
        # What the filtered searches found: a full page, every hit inside the filter.
        checks = {}
        for name, filters, inside in (
            ("tag", one_tag, lambda hit: hit.metadata.get("tags") == ["t07"]),
            ("globFolder", one_folder, lambda hit: hit.source.startswith("src/m07/")),
            ("globAnyFolder", any_folder, lambda hit: hit.source.startswith("src/m07/")),
            ("excludeAnyFolder", not_folder, lambda hit: not hit.source.startswith("src/m08/")),
        ):
            vector, text = query(0)
            hits = await vectors.hybrid_search(vector, text, filters, SEARCH_LIMIT, 0.0)
            checks[name] = {"hits": len(hits), "allInside": all(inside(hit) for hit in hits)}
        result["search"]["filterChecks"] = checks
        vector_ids = [chunk.vector_id for document in documents for chunk in document.chunks]
        result["search"]["denseRecallAt10"] = await dense_recall(vectors, vectors_array, vector_ids, query_vectors, 0.0)

        # The consistency sweep the service runs in the background at start (`rag-context check`).
        from rag_context.core.consistency import check_consistency

        started = time.perf_counter()
        report = await check_consistency(store, vectors, repair=False)
        alone_seconds = time.perf_counter() - started
        # Again with searches one after another beside it, as the service's go on. Each search
        # holds the GIL (the Edge binding) and the sweep's store reads run in a worker thread: a loop
        # that never waits would starve them (664 s at a million chunks, against 3.5 s alone), where
        # a server's searches wait for their embedding and the network. 1 ms between searches.
        started = time.perf_counter()
        sweep = asyncio.ensure_future(check_consistency(store, vectors, repair=False))
        during: list[float] = []
        while not sweep.done():
            searched = time.perf_counter()
            await hybrid(len(during))
            during.append((time.perf_counter() - searched) * 1000)
            await asyncio.sleep(0.001)
        await sweep
        result["consistencySweep"] = {
            "seconds": round(alone_seconds, 2), "consistent": report.consistent,
            "documentsChecked": report.documents_checked,
            "besideSearchesSeconds": round(time.perf_counter() - started, 2),
            "hybridDuringSweep": {**percentiles(during), "searches": len(during)},
        }
        say(
            f"[{size}] consistency sweep {result['consistencySweep']['seconds']} s alone, "
            f"{result['consistencySweep']['besideSearchesSeconds']} s beside searches whose p99 was "
            f"{result['consistencySweep']['hybridDuringSweep']['p99Ms']} ms ({len(during)} searches)"
        )

        # Stats over N metrics records spread over 29 days.
        rng = random.Random(seed)
        now = datetime.now(timezone.utc)
        for start in range(0, size, METRICS_BATCH):
            await store.record_metrics([
                MetricsRecord(
                    timestamp=now - timedelta(seconds=rng.uniform(0, 29 * 86400)), query="scale query", results_count=10,
                    latency_ms=rng.lognormvariate(3.0, 0.8), fallback=rng.random() < 0.05, fallback_level=1,
                    cache_hit=rng.random() < 0.3, agent=rng.choice(AGENTS),
                )
                for _ in range(min(METRICS_BATCH, size - start))
            ])
        stats_30d = sorted([await timed(lambda: store.stats(now - timedelta(days=30))) for _ in range(3)])
        stats_24h = sorted([await timed(lambda: store.stats(now - timedelta(hours=24))) for _ in range(3)])
        result["stats"] = {"records": size, "window30dMs": round(stats_30d[1], 2), "window24hMs": round(stats_24h[1], 2)}

        # The deepest page of GET /documents, and deleting one document.
        ids = sorted(document.document_id for document in documents)
        deepest = sorted([await timed(lambda: store.list_documents(DocumentFilters(), 100, after=ids[-101])) for _ in range(5)])
        victim = ids[len(ids) // 2]

        async def delete_one() -> None:
            await asyncio.gather(store.delete_documents([victim]), vectors.delete_documents([victim]))

        result["documents"] = {"deepestPageMs": round(deepest[2], 3), "deleteOneMs": round(await timed(delete_one), 3)}
    finally:
        await vectors.close()
        await store.close()

    # Start-up on the existing data and resident memory, in a fresh process (the index must not be
    # open in two processes at once).
    base_cache = next(work.glob("base-*.npz"))
    probe = subprocess.run(
        [sys.executable, "-c", PROBE, str(data_dir), str(base_cache), str(dimension)],
        capture_output=True, text=True, check=False,
    )
    if probe.returncode != 0:
        result["startUp"] = {"error": probe.stderr[-800:]}
    else:
        result["startUp"] = json.loads(probe.stdout.strip().splitlines()[-1])
    result["disk"] = {
        "vectorsMiB": round(disk_bytes(settings.vectors_dir) / 2**20, 1),
        "sqliteMiB": round(sum(disk_bytes(path) for path in settings.sqlite_path.parent.glob(settings.sqlite_path.name + "*")) / 2**20, 1),
    }
    result["_queryTexts"] = query_texts  # for the HTTP part, which runs outside this event loop
    return result


def search_body(text: str, session: str | None) -> dict[str, Any]:
    """A search request; the contract's filters are top-level fields (the service ignores fields
    it does not know, so a filter elsewhere would not filter)."""
    body: dict[str, Any] = {"query": text, "limit": SEARCH_LIMIT}
    if session is not None:
        body["sessionId"] = session
    return body


async def http_searches(url: str, texts: list[str], session: str | None) -> list[float]:
    """Wall times (ms) of one search per text, one at a time, each a cache miss."""
    import aiohttp
    import orjson

    latencies_ms: list[float] = []
    async with aiohttp.ClientSession(base_url=url, timeout=aiohttp.ClientTimeout(total=60)) as client:
        for text in texts:
            started = time.perf_counter()
            async with client.post("/tools/rag_context_search", json=search_body(text, session)) as response:
                response.raise_for_status()
                payload = orjson.loads(await response.read())
            latencies_ms.append((time.perf_counter() - started) * 1000)
            if payload.get("cacheHit") or payload.get("fallbackLevel") != 1:
                raise SystemExit(f"scale: a search over HTTP was not a primary cache miss: {payload}")
    return latencies_ms


def measure_http(data_dir: Path, query_texts: list[str], queries: int, say: Callable[[str], None]) -> dict[str, Any]:
    """`rag-context serve` on the data directory: start-up, memory and searches (see the docstring)."""
    from rag_context.backends.stores.sqlite import METRICS_TABLE
    from rag_context.commands.bench import ServerProcess, free_port

    server = ServerProcess(data_dir, free_port(), data_dir / "serve.log", env={"RAG_CACHE_SIZE": "0"})
    started = time.perf_counter()
    server.start()
    start_up = time.perf_counter() - started
    tag = f"scale-http-{os.getpid()}"
    plain = [f"{query_texts[i % len(query_texts)]} ({tag} a{i})" for i in range(queries + WARMUP_QUERIES)]
    filtered = [f"{query_texts[i % len(query_texts)]} ({tag} f{i})" for i in range(queries + WARMUP_QUERIES)]
    try:
        walls = asyncio.run(http_searches(server.url, plain, None))[WARMUP_QUERIES:]
        walls_filtered = asyncio.run(http_searches(server.url, filtered, "scale-7"))[WARMUP_QUERIES:]
        resident = server.resident_kib()
    finally:
        server.stop()  # a graceful stop writes the metrics still queued
    import sqlite3

    from rag_context.config import load_settings

    with sqlite3.connect(load_settings(_env_file=None, rag_data_dir=data_dir).sqlite_path) as conn:
        rows = dict(
            conn.execute(
                f"SELECT query, latency_ms - coalesce(embedding_latency_ms, 0) FROM {METRICS_TABLE} WHERE query LIKE ?",
                (f"%({tag} %",),
            ).fetchall()
        )
    service = [rows[text] for text in plain[WARMUP_QUERIES:] if text in rows]
    service_filtered = [rows[text] for text in filtered[WARMUP_QUERIES:] if text in rows]
    say(f"  HTTP: start-up {start_up:.1f} s, search wall p50 {percentiles(walls)['p50Ms']} ms")
    return {
        "startUpSeconds": round(start_up, 2),
        "rssMiB": round(resident["VmRSS"] / 1024, 1) if resident else None,
        "rssAnonMiB": round(resident["RssAnon"] / 1024, 1) if resident else None,
        "rssFileMiB": round(resident["RssFile"] / 1024, 1) if resident else None,
        "wall": percentiles(walls),
        "wallSessionFilter1pct": percentiles(walls_filtered),
        "serviceLessEmbedding": percentiles(service),
        "serviceLessEmbeddingSessionFilter1pct": percentiles(service_filtered),
        "recordsFound": len(service) + len(service_filtered),
    }


# --------------------------------------------------------------------------- report
ROWS: list[tuple[str, Callable[[dict[str, Any]], Any]]] = [
    ("store+index chunks/s", lambda r: r["load"]["chunksPerSecond"]),
    ("  store alone chunks/s", lambda r: r["load"]["storeChunksPerSecond"]),
    ("  index alone chunks/s", lambda r: r["load"]["indexChunksPerSecond"]),
    ("optimize s", lambda r: r["optimize"]["seconds"]),
    ("indexed vectors", lambda r: r["optimize"]["indexedVectors"]),
    ("optimize: shard MiB", lambda r: r["optimize"].get("shardMiB")),
    ("  child peak RSS MiB", lambda r: r["optimize"].get("peakChildRssMiB")),
    ("    of it anonymous MiB", lambda r: r["optimize"].get("peakChildAnonymousMiB")),
    ("  copy peak disk MiB", lambda r: r["optimize"].get("peakCopyDiskMiB")),
    ("hybrid p50 ms", lambda r: r["search"]["hybrid"]["p50Ms"]),
    ("hybrid p99 ms", lambda r: r["search"]["hybrid"]["p99Ms"]),
    ("hybrid 1% filter p50 ms", lambda r: r["search"]["hybridSessionFilter1pct"]["p50Ms"]),
    ("hybrid 1% filter p99 ms", lambda r: r["search"]["hybridSessionFilter1pct"]["p99Ms"]),
    ("hybrid 1% tag p50 ms", lambda r: r["search"]["hybridTagFilter1pct"]["p50Ms"]),
    ("hybrid 1% glob p50 ms", lambda r: r["search"]["hybridGlobFolder1pct"]["p50Ms"]),
    ("hybrid 1% **glob p50 ms", lambda r: r["search"]["hybridGlobAnyFolder1pct"]["p50Ms"]),
    ("  tag / unfiltered p50", lambda r: r["search"]["filterCostRatioP50"]["hybridTagFilter1pct"]),
    ("  glob / unfiltered p50", lambda r: r["search"]["filterCostRatioP50"]["hybridGlobFolder1pct"]),
    ("  **glob / unfiltered p50", lambda r: r["search"]["filterCostRatioP50"]["hybridGlobAnyFolder1pct"]),
    ("  exclude **/m08/** / unfiltered p50", lambda r: r["search"]["filterCostRatioP50"].get("hybridExcludeAnyFolder1pct")),
    ("dense side alone p50 ms", lambda r: r["search"]["denseAlone"]["p50Ms"]),
    ("dense recall@10 vs exact", lambda r: r["search"]["denseRecallAt10"]),
    ("Qdrant BM25 p50 ms", lambda r: r["search"]["keywordQdrantBm25"]["p50Ms"]),
    ("Qdrant BM25 p99 ms", lambda r: r["search"]["keywordQdrantBm25"]["p99Ms"]),
    ("SQLite FTS5 p50 ms", lambda r: r["search"]["keywordSqliteFts5"]["p50Ms"]),
    ("SQLite FTS5 p99 ms", lambda r: r["search"]["keywordSqliteFts5"]["p99Ms"]),
    ("consistency sweep s", lambda r: r["consistencySweep"]["seconds"]),
    ("hybrid p99 ms during the sweep", lambda r: r["consistencySweep"].get("hybridDuringSweep", {}).get("p99Ms")),
    ("stats 30d ms (N records)", lambda r: r["stats"]["window30dMs"]),
    ("stats 24h ms", lambda r: r["stats"]["window24hMs"]),
    ("deepest /documents page ms", lambda r: r["documents"]["deepestPageMs"]),
    ("delete one document ms", lambda r: r["documents"]["deleteOneMs"]),
    ("HTTP search wall p50 ms", lambda r: r["http"]["wall"]["p50Ms"]),
    ("HTTP search wall p99 ms", lambda r: r["http"]["wall"]["p99Ms"]),
    ("HTTP 1% filter wall p50 ms", lambda r: r["http"]["wallSessionFilter1pct"]["p50Ms"]),
    ("service less embed p50 ms", lambda r: r["http"]["serviceLessEmbedding"]["p50Ms"]),
    ("service less embed p99 ms", lambda r: r["http"]["serviceLessEmbedding"]["p99Ms"]),
    ("  with 1% filter p50 ms", lambda r: r["http"]["serviceLessEmbeddingSessionFilter1pct"]["p50Ms"]),
    ("  with 1% filter p99 ms", lambda r: r["http"]["serviceLessEmbeddingSessionFilter1pct"]["p99Ms"]),
    ("start-up (open) s", lambda r: r["startUp"].get("openSeconds")),
    ("service start-up s", lambda r: r["http"]["startUpSeconds"]),
    ("service RSS MiB", lambda r: r["http"]["rssMiB"]),
    ("  of it, mapped files MiB", lambda r: r["http"]["rssFileMiB"]),
    ("RSS after searches MiB", lambda r: r["startUp"].get("rssAfterSearchesMiB")),
    ("  of it, mapped files MiB", lambda r: r["startUp"].get("rssFileMiB")),
    ("disk vectors MiB", lambda r: r["disk"]["vectorsMiB"]),
    ("disk SQLite MiB", lambda r: r["disk"]["sqliteMiB"]),
]


def table(results: list[dict[str, Any]]) -> str:
    header = f"{'N chunks':<28}" + "".join(f"{result['chunks']:>14,}" for result in results)
    lines = [header, "-" * len(header)]
    for label, pick in ROWS:
        cells = []
        for result in results:
            try:
                value = pick(result)
            except (KeyError, TypeError):
                value = None
            cells.append(f"{'-' if value is None else value:>14}")
        lines.append(f"{label:<28}" + "".join(cells))
    return "\n".join(lines)


def run(args: argparse.Namespace) -> int:
    from rag_context.commands.bench import machine_facts
    from rag_context.observability import configure_logging

    configure_logging("warning", stream=sys.stderr)
    for variable in ("QDRANT_URL", "MONGODB_URI", "LM_STUDIO_URL"):
        if os.environ.get(variable):
            print(f"rag-context scale measures the embedded default: unset {variable}", file=sys.stderr)
            return 2
    os.environ.setdefault("HF_HUB_OFFLINE", "1")

    def say(message: str) -> None:
        print(message, file=sys.stderr, flush=True)

    temporary = args.work_dir is None
    work = Path(tempfile.mkdtemp(prefix="rag-scale-")) if temporary else args.work_dir
    work.mkdir(parents=True, exist_ok=True)
    try:
        async def main() -> list[dict[str, Any]]:
            base = await base_set(work, say)
            return [await measure_size(size, work, base, args.queries, args.seed, say) for size in args.sizes]

        results = asyncio.run(main())
        if not args.no_http:
            for result in results:
                say(f"[{result['chunks']}] over HTTP")
                result["http"] = measure_http(work / f"n{result['chunks']}", result.pop("_queryTexts"), args.queries, say)
        for result in results:
            result.pop("_queryTexts", None)
    finally:
        if temporary:
            shutil.rmtree(work, ignore_errors=True)
    print(table(results))
    if args.out is not None:
        report = {"command": "rag-context scale " + " ".join(sys.argv[2:]), "machine": machine_facts(), "sizes": results}
        args.out.parent.mkdir(parents=True, exist_ok=True)
        args.out.write_text(json.dumps(report, indent=2) + "\n")
        say(f"wrote {args.out}")
    return 0
