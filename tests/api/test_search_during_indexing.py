"""Searches during bulk indexing, on the real embedded backends and the bundled MiniLM: the model
takes a query before the documents' remaining forward passes, a wait in the service's own queue is
not an embedder failure, and a request that stops waiting for its vectors throws none away."""

from __future__ import annotations

import asyncio
import threading
from collections.abc import AsyncIterator, Iterator
from contextlib import asynccontextmanager, contextmanager
from pathlib import Path
from typing import Any

from rag_context.backends.embedders.local import FORWARD_PASS_SIZE
from rag_context.config import load_settings
from rag_context.core.breaker import BreakerState
from rag_context.core.models import DocumentStatus, FallbackLevel, IndexRequest
from rag_context.core.search import SearchQuery
from rag_context.services import Services, build_services
from tests.conftest import KeepOpenEmbedder

QUERY = "laminar boundary layer on a swept wing"
BLOCKER = "a query that keeps the query thread busy"


def long_document(paragraphs: int) -> str:
    """Distinct paragraphs of about one chunk each: no two chunks share a text."""
    return "\n\n".join(
        f"Paragraph {n}. " + " ".join(f"measurement {n}-{k} of the pressure gradient along station {k}" for k in range(22))
        for n in range(paragraphs)
    )


@asynccontextmanager
async def services_on(tmp_path: Path, local_embedder: Any, **overrides: Any) -> AsyncIterator[Services]:
    settings = load_settings(_env_file=None, rag_data_dir=tmp_path / "data", rag_cache_size=0, **overrides)
    services = await build_services(settings, embedder=KeepOpenEmbedder(local_embedder))
    try:
        yield services  # not started: no background reconciler runs behind the test's back
    finally:
        await services.close()


@contextmanager
def model_calls(embedder: Any, hold: str | None = None) -> Iterator[dict[str, Any]]:
    """Every model call's texts, as it starts, by kind; the first call of the kind `hold`
    ("documents", or "blocker": a query call that keeps the query thread busy) optionally held on
    its thread until `release` is set."""
    record: dict[str, Any] = {
        "documents": [], "queries": [], "blocker": [], "entered": threading.Event(), "release": threading.Event()
    }
    original = embedder.encode
    held = [hold is None]

    def recording(batch: list[str]) -> list[list[float]]:
        kind = "queries" if QUERY in batch else "blocker" if BLOCKER in batch else "documents"
        record[kind].append(list(batch))
        if kind == hold and not held[0]:
            held[0] = True
            record["entered"].set()
            record["release"].wait(60)
        return original(batch)

    embedder.encode = recording
    try:
        yield record
    finally:
        record["release"].set()
        del embedder.encode


async def test_a_search_while_a_document_pass_is_in_progress_answers_at_level_1_without_waiting_for_it(
    tmp_path: Path, local_embedder: Any
) -> None:
    async with services_on(tmp_path, local_embedder) as services:
        small = IndexRequest("Boundary layer transition on a swept wing.", "documentation", "priority", "small.md")
        assert (await services.indexing.index(small)).status is DocumentStatus.INDEXED
        with model_calls(local_embedder, hold="documents") as record:
            request = IndexRequest(long_document(24), "documentation", "priority", "long.md")
            indexing = asyncio.create_task(services.indexing.index(request))
            await asyncio.to_thread(record["entered"].wait, 60)  # a document pass is with the model, held
            outcome = await services.search.search(SearchQuery(QUERY))  # answered while it is held
            assert not indexing.done()
            record["release"].set()
            indexed = await indexing

    assert outcome.level is FallbackLevel.PRIMARY, outcome.error
    assert outcome.hits, "level 1 finds the small document"
    assert services.breakers.embedder.state is BreakerState.CLOSED
    assert indexed.status in (DocumentStatus.INDEXED, DocumentStatus.PENDING)  # pending: past 15 s on a busy machine
    assert len(record["documents"]) > 2  # the document's other passes came after the search


async def test_a_wait_in_the_services_own_queue_does_not_count_against_the_embedder(tmp_path: Path, local_embedder: Any) -> None:
    # The dependency timeout is shorter than the search's wait in the queue: only the model's own
    # work on the query counts against it (one query: tens of milliseconds, up to 0.7 s seen on
    # this busy shared machine; 3 s is a generous bound).
    timeout_s = 3.0
    async with services_on(tmp_path, local_embedder, rag_dependency_timeout_ms=int(timeout_s * 1000)) as services:
        small = IndexRequest("Boundary layer transition on a swept wing.", "documentation", "priority", "small.md")
        assert (await services.indexing.index(small)).status is DocumentStatus.INDEXED
        with model_calls(local_embedder, hold="blocker") as record:
            blocker = asyncio.create_task(local_embedder.embed_query(BLOCKER))
            await asyncio.to_thread(record["entered"].wait, 60)  # the query thread is busy, held
            search = asyncio.create_task(services.search.search(SearchQuery(QUERY)))
            await asyncio.sleep(timeout_s + 0.5)  # the search has waited in the queue past the timeout
            assert not search.done() and not record["queries"]
            record["release"].set()
            outcome = await search
            await blocker

    assert outcome.level is FallbackLevel.PRIMARY, outcome.error
    assert outcome.embedding_ms is not None and outcome.embedding_ms > timeout_s * 1000
    assert services.breakers.embedder.state is BreakerState.CLOSED
    assert services.breakers.embedder.consecutive_failures == 0


async def test_a_search_that_waits_in_the_queue_past_its_limit_falls_back_without_opening_the_breaker(
    tmp_path: Path, local_embedder: Any
) -> None:
    async with services_on(tmp_path, local_embedder, rag_embed_queue_timeout_ms=200) as services:
        with model_calls(local_embedder, hold="blocker") as record:
            blocker = asyncio.create_task(local_embedder.embed_query(BLOCKER))
            await asyncio.to_thread(record["entered"].wait, 60)
            outcome = await services.search.search(SearchQuery(QUERY))  # the blocker is held past 200 ms
            record["release"].set()
            await blocker

    assert outcome.level is FallbackLevel.KEYWORD
    assert services.breakers.embedder.state is BreakerState.CLOSED
    assert services.breakers.embedder.consecutive_failures == 0


async def test_a_request_past_its_timeout_throws_no_embedded_batch_away(tmp_path: Path, local_embedder: Any) -> None:
    # The model's first document pass is held: the request's timeout (1 s) strikes while its
    # embedding call runs, however busy the machine (with a 1 ms timeout, a loaded machine could
    # time the request out before it called the embedder at all).
    async with services_on(tmp_path, local_embedder, rag_index_timeout_ms=1000) as services:
        request = IndexRequest(long_document(40), "documentation", "priority", "long.md")
        with model_calls(local_embedder, hold="documents") as record:
            outcome = await services.indexing.index(request)
            assert outcome.status is DocumentStatus.PENDING  # answered before its vectors
            kept_calls = [call for call, _ in services.indexing._embeddings.values()]
            assert kept_calls
            record["release"].set()
            # The reconciler comes round seconds later: by then the call the request left running is done.
            await asyncio.wait(kept_calls, timeout=120)
            assert record["documents"]  # the model embedded part of the document for the request
            assert await services.indexing.reconcile_pending() == 1

        document = await services.store.get_document(outcome.document_id)
        assert document is not None and document.status is DocumentStatus.INDEXED
        texts = [text for batch in record["documents"] for text in batch]
        chunks = [chunk.text for chunk in document.chunks]
        assert len(chunks) > 32 and len(set(chunks)) == len(chunks)
        assert sorted(texts) == sorted(chunks)  # every chunk embedded exactly once
        assert all(len(batch) <= FORWARD_PASS_SIZE for batch in record["documents"])
