"""Two SearchService replicas over one store and one vector index (the in-memory fakes), each with
its own result cache, on a fake clock: a change made through one replica hides behind the other's
cache at most `version_check_s`, never longer; the version is read at most once per interval, by
one read for concurrent searches; a store whose version cannot be read turns the cache off rather
than serving what may be stale; the document count follows a change made elsewhere."""

from __future__ import annotations

import asyncio
from dataclasses import dataclass

import pytest

from rag_context.core.breaker import CircuitBreaker
from rag_context.core.chunking import Chunker
from rag_context.core.indexing import DocumentCounter, IndexingService
from rag_context.core.lifecycle import DocumentLifecycle
from rag_context.core.models import FallbackLevel, IndexRequest
from rag_context.core.search import Breakers, SearchOutcome, SearchQuery, SearchService, SearchTuning
from tests.unit.fakes import FakeClock, FakeContextStore, FakeEmbedder, FakeVectorIndex, ListRecorder, whitespace_offsets

CHECK_S = 1.0
QUERY = "kraken tide almanac"


@dataclass
class Replica:
    search: SearchService
    indexing: IndexingService
    documents: DocumentLifecycle
    counter: DocumentCounter

    async def ask(self, text: str = QUERY) -> SearchOutcome:
        return await asyncio.wait_for(self.search.search(SearchQuery(text, limit=5)), 5.0)


def make_replica(embedder: FakeEmbedder, vectors: FakeVectorIndex, store: FakeContextStore, clock: FakeClock) -> Replica:
    breakers = Breakers(*(CircuitBreaker(name, 1, 5.0, clock=clock) for name in ("chain", "embedder", "vectors", "store")))
    counter = DocumentCounter()
    tuning = SearchTuning(score_threshold=0.2, dependency_timeout_s=1.0, cache_size=100, cache_ttl_s=300.0, version_check_s=CHECK_S)
    search = SearchService(embedder, vectors, store, breakers, counter, ListRecorder(), tuning, clock=clock)
    indexing = IndexingService(embedder, vectors, store, Chunker(whitespace_offsets, 256), counter, on_change=search.invalidate_results)
    documents = DocumentLifecycle(vectors, store, indexing, counter, on_change=search.invalidate_results)
    return Replica(search, indexing, documents, counter)


@dataclass
class Pair:
    clock: FakeClock
    store: FakeContextStore
    a: Replica
    b: Replica


@pytest.fixture
async def pair() -> Pair:
    clock = FakeClock()
    embedder, vectors, store = FakeEmbedder(), FakeVectorIndex(), FakeContextStore()
    a = make_replica(embedder, vectors, store, clock)
    b = make_replica(embedder, vectors, store, clock)
    await a.indexing.index(request("notes/kraken.md", "The kraken of the harbour reads the tide almanac at dawn."))
    for replica in (a, b):
        await replica.counter.refresh(store)
        await replica.search.refresh_version()
    return Pair(clock, store, a, b)


def request(source: str, content: str) -> IndexRequest:
    return IndexRequest(content=content, content_type="documentation", session_id="replicas", source=source)


def sources(outcome: SearchOutcome) -> list[str]:
    return [hit.source for hit in outcome.hits]


async def settle() -> None:
    for _ in range(5):  # let the background recount run
        await asyncio.sleep(0)


async def test_a_document_indexed_through_a_hides_behind_bs_cache_at_most_the_check_interval(pair: Pair) -> None:
    assert not (await pair.b.ask()).cache_hit
    assert (await pair.b.ask()).cache_hit  # B caches the query
    await pair.a.indexing.index(request("notes/almanac.md", "Kraken tide almanac: the spring tides of the harbour."))

    pair.clock.advance(CHECK_S * 0.9)
    within = await pair.b.ask()
    assert within.cache_hit and "notes/almanac.md" not in sources(within)  # the documented bound, not beyond

    pair.clock.advance(CHECK_S * 0.1)
    after = await pair.b.ask()
    assert not after.cache_hit
    assert after.level is FallbackLevel.PRIMARY
    assert "notes/almanac.md" in sources(after)
    assert (await pair.b.ask()).cache_hit  # cached again, under the new version


async def test_a_delete_through_a_is_not_served_from_bs_cache_past_the_interval(pair: Pair) -> None:
    await pair.a.indexing.index(request("notes/almanac.md", "Kraken tide almanac: the spring tides of the harbour."))
    pair.clock.advance(CHECK_S)
    outcomes = [await pair.b.ask() for _ in range(2)]
    assert [outcome.cache_hit for outcome in outcomes] == [False, True]
    assert "notes/almanac.md" in sources(outcomes[1])
    outcome = await pair.a.documents.delete(session_id="replicas", source="notes/almanac.md")
    assert outcome.documents_deleted == 1
    pair.clock.advance(CHECK_S)
    after = await pair.b.ask()
    assert not after.cache_hit
    assert "notes/almanac.md" not in sources(after)


async def test_the_version_is_read_at_most_once_per_interval(pair: Pair) -> None:
    await pair.b.ask()
    pair.store.switch.calls.clear()
    for _ in range(10):
        assert (await pair.b.ask()).cache_hit
    assert pair.store.switch.calls["content_version"] == 0  # read within the interval already
    pair.clock.advance(CHECK_S)
    for _ in range(10):
        assert (await pair.b.ask()).cache_hit
    assert pair.store.switch.calls["content_version"] == 1


async def test_concurrent_searches_share_one_version_read(pair: Pair) -> None:
    await pair.b.ask()
    pair.clock.advance(CHECK_S)
    pair.store.switch.calls.clear()
    outcomes = await asyncio.gather(*(pair.b.ask() for _ in range(8)))
    assert all(outcome.cache_hit for outcome in outcomes)
    assert pair.store.switch.calls["content_version"] == 1


async def test_an_unreadable_version_bypasses_the_cache_instead_of_serving_it(pair: Pair) -> None:
    await pair.b.ask()
    await pair.a.indexing.index(request("notes/almanac.md", "Kraken tide almanac: the spring tides of the harbour."))
    pair.clock.advance(CHECK_S)
    pair.store.switch.set("fail", only={"content_version"})
    outcome = await pair.b.ask()
    assert not outcome.cache_hit
    assert outcome.level is FallbackLevel.PRIMARY  # the search itself needs no store
    assert "notes/almanac.md" in sources(outcome)
    assert not (await pair.b.ask()).cache_hit  # nothing cached without a version to tag it
    pair.store.switch.ok()
    pair.clock.advance(5.0)  # the store breaker's cooldown
    await pair.b.ask()
    assert (await pair.b.ask()).cache_hit


async def test_a_search_under_way_when_a_indexes_does_not_cache_an_entry_that_outlives_the_interval(pair: Pair) -> None:
    # B reads the version, then its search reads the index; A's document lands in between. B's
    # entry is tagged with the version read before: one interval later it is a miss.
    vectors: FakeVectorIndex = pair.b.search._vectors  # type: ignore[attr-defined]
    hold = asyncio.Event()
    vectors.hold = hold
    in_flight = asyncio.create_task(pair.b.ask())
    for _ in range(50):
        await asyncio.sleep(0)
        if vectors.search_calls:
            break
    vectors.hold = None
    await pair.a.indexing.index(request("notes/almanac.md", "Kraken tide almanac: the spring tides of the harbour."))
    hold.set()
    assert "notes/almanac.md" not in sources(await in_flight)
    pair.clock.advance(CHECK_S)
    fresh = await pair.b.ask()
    assert not fresh.cache_hit and "notes/almanac.md" in sources(fresh)


async def test_bs_document_count_follows_a_change_made_through_a(pair: Pair) -> None:
    assert (await pair.b.ask()).total_indexed == 1
    await pair.a.indexing.index(request("notes/almanac.md", "Kraken tide almanac: the spring tides of the harbour."))
    pair.clock.advance(CHECK_S)
    await pair.b.ask()
    await settle()
    assert pair.b.counter.value == 2
    assert (await pair.b.ask()).total_indexed == 2
