"""A scripted outage (issue 6): the service runs on an OpenAI-compatible embedder served by the test;
the embedder goes down for 30 s while 200 documents are indexed and searched concurrently, then
comes back. Nothing may answer 5xx, every document must be acknowledged, and after recovery every
one must be searchable by vector (level 1 over HTTP, and the dense index alone once the service
has stopped), with as many vectors in the index as chunks acknowledged."""

from __future__ import annotations

import asyncio
import time
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import httpx
import pytest
from fake_servers import HASH_DIMENSION, HASH_MODEL, EmbeddingServer, hashed_vector

from rag_context.backends.vectors.edge import EdgeVectorIndex
from rag_context.commands.bench import ServerProcess, free_port
from rag_context.core.models import FusionParams, SearchFilters

pytestmark = pytest.mark.e2e

OUTAGE_S = 30.0
DOCUMENTS = 200
INDEX_CONCURRENCY = 8
RECOVERY_TIMEOUT_S = 90.0
STARTUP_TIMEOUT_S = 180.0


def distinctive_words(number: int) -> str:
    """Three words no other document has: what a search for them finds is this document."""
    return f"valve{number}x gauge{number}y rotor{number}z"


def document(number: int) -> dict[str, Any]:
    a, b, c = distinctive_words(number).split()
    return {
        "content": f"Outage drill record {number}: the {a} was closed, the {b} read nominal and the {c} restarted.",
        "contentType": "documentation",
        "sessionId": "outage-drill",
        "source": f"drill/{number:03d}.md",
    }


@dataclass
class Tally:
    statuses: Counter[int] = field(default_factory=Counter)
    levels: Counter[int] = field(default_factory=Counter)
    acknowledged: dict[int, dict[str, Any]] = field(default_factory=dict)
    misses: list[str] = field(default_factory=list)  # searches during the outage that missed their document


async def index_all(client: httpx.AsyncClient, tally: Tally, started: float) -> None:
    """200 documents, spread evenly over most of the outage, at most INDEX_CONCURRENCY in flight."""
    gate = asyncio.Semaphore(INDEX_CONCURRENCY)
    spacing = OUTAGE_S * 0.8 / DOCUMENTS

    async def one(number: int) -> None:
        await asyncio.sleep(max(0.0, started + number * spacing - time.monotonic()))
        async with gate:
            response = await client.post("/tools/rag_context_index", json=document(number))
        tally.statuses[response.status_code] += 1
        if response.status_code == 200:
            tally.acknowledged[number] = response.json()

    await asyncio.gather(*(one(number) for number in range(DOCUMENTS)))


async def search_until(client: httpx.AsyncClient, tally: Tally, deadline: float) -> None:
    """Search for documents already acknowledged, until the outage ends."""
    round_ = 0
    while time.monotonic() < deadline:
        round_ += 1
        known = sorted(tally.acknowledged)
        number = known[round_ % len(known)] if known else 0
        # A new text each time: no cache (results or query vectors) can answer for the embedder.
        response = await client.post("/tools/rag_context_search", json={"query": f"{distinctive_words(number)} round {round_}"})
        tally.statuses[response.status_code] += 1
        if response.status_code == 200:
            payload = response.json()
            tally.levels[payload["fallbackLevel"]] += 1
            if known and document(number)["source"] not in [hit["source"] for hit in payload["results"]]:
                tally.misses.append(f"{number}: {payload}")
        await asyncio.sleep(0.05)


async def outage(url: str, embedder: EmbeddingServer) -> Tally:
    tally = Tally()
    async with httpx.AsyncClient(base_url=url, timeout=60) as client:
        embedder.down()
        started = time.monotonic()
        await asyncio.gather(
            index_all(client, tally, started),
            search_until(client, tally, started + OUTAGE_S),
            search_until(client, tally, started + OUTAGE_S),
        )
        await asyncio.sleep(max(0.0, started + OUTAGE_S - time.monotonic()))
        embedder.serve()
    return tally


def wait_until_nothing_pending(url: str) -> dict[str, Any]:
    deadline = time.monotonic() + RECOVERY_TIMEOUT_S
    while True:
        health = httpx.get(f"{url}/health", timeout=30).json()
        if health["pendingDocuments"] == 0 or time.monotonic() > deadline:
            return health
        time.sleep(0.5)


def test_embedder_down_30s_while_indexing_and_searching_loses_nothing(tmp_path: Path) -> None:
    embedder = EmbeddingServer().serve()
    server = ServerProcess(
        tmp_path / "data",
        free_port(),
        tmp_path / "server.log",
        {
            "LM_STUDIO_URL": embedder.url,
            "EMBEDDING_MODEL": HASH_MODEL,
            "EMBEDDING_DIM": str(HASH_DIMENSION),
            "LM_STUDIO_TIMEOUT_MS": "1000",
            # The default: a refused connection fails at once, and the store's writes (bound by the
            # same timeout) took over 1 s on a loaded CI machine (eleven 503s)
            "RAG_DEPENDENCY_TIMEOUT_MS": "5000",
            "RAG_DEPENDENCY_COOLDOWN_MS": "1000",
        },
    )
    server.start(STARTUP_TIMEOUT_S)
    try:
        tally = asyncio.run(outage(server.url, embedder))

        assert not [status for status in tally.statuses if status >= 500], (tally.statuses, server.log_tail())
        assert set(tally.statuses) == {200}, tally.statuses
        assert sorted(tally.acknowledged) == list(range(DOCUMENTS))
        assert all(ack["success"] for ack in tally.acknowledged.values())
        pending = sum(ack["status"] == "pending" for ack in tally.acknowledged.values())
        assert pending > 0, "the outage deferred no document: was the embedder really down?"
        assert set(tally.levels) <= {1, 2} and tally.levels[2] > 0, tally.levels  # the keyword fallback served
        assert not tally.misses, tally.misses[:5]  # pending documents are found by the store's text index

        health = wait_until_nothing_pending(server.url)
        assert health["pendingDocuments"] == 0, health
        assert (health["indexedDocuments"], health["lmStudioStatus"]) == (DOCUMENTS, "healthy"), health

        with httpx.Client(base_url=server.url, timeout=30) as client:
            for number in range(DOCUMENTS):
                response = client.post("/tools/rag_context_search", json={"query": distinctive_words(number)})
                assert response.status_code == 200, response.text
                payload = response.json()
                assert payload["fallbackLevel"] == 1, payload
                assert payload["results"][0]["source"] == document(number)["source"], (number, payload["results"][:2])
    finally:
        server.stop()
        embedder.close()

    # The service is stopped (Qdrant Edge takes one process at a time): read its vector index directly.
    chunks = sum(ack["chunksIndexed"] for ack in tally.acknowledged.values())
    assert asyncio.run(dense_index_check(tmp_path / "data" / "vectors")) == chunks


async def dense_index_check(vectors_dir: Path) -> int:
    """Every document is the best match of the dense search alone (BM25 weighted 0); returns the
    number of vectors in the index."""
    index = EdgeVectorIndex.open(vectors_dir, HASH_DIMENSION, FusionParams(keyword_weight=0.0))
    try:
        for number in range(DOCUMENTS):
            query = distinctive_words(number)
            hits = await index.hybrid_search(hashed_vector(query), query, SearchFilters(), 3, 0.2)
            assert hits and hits[0].source == document(number)["source"], (number, [hit.source for hit in hits])
        return await index.count()
    finally:
        await index.close()
