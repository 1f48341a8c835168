"""search.SearchService on the in-memory fakes: the fallback levels, the breakers (fake clock),
timeouts, the caches and the metrics record of every search."""

from __future__ import annotations

import asyncio
from dataclasses import dataclass

import pytest

from rag_context.core.breaker import BreakerState, CircuitBreaker
from rag_context.core.chunking import Chunker
from rag_context.core.code.ranking import CodeRanking
from rag_context.core.results import ResultShape
from rag_context.core.filters import FilterError
from rag_context.core.indexing import DocumentCounter, IndexingService
from rag_context.core.memory.currency import DocumentMemory
from rag_context.core.memory.ranking import Ranking, Recency
from rag_context.core.models import DocumentMetadata, FallbackLevel, FusionParams, Hit, IndexRequest, SearchFilters, completed_hits, utc_now
from rag_context.core.search import (
    Breakers,
    SearchOutcome,
    SearchQuery,
    SearchService,
    SearchTuning,
    keyword_only_score,
    merge_unindexed,
)
from tests.unit.fakes import (
    FakeClock,
    FakeContextStore,
    FakeEmbedder,
    FakeVectorIndex,
    ListRecorder,
    whitespace_offsets,
)

CHAIN_THRESHOLD = 5
CHAIN_TIMEOUT_S = 60.0
COOLDOWN_S = 5.0

CORPUS = [
    IndexRequest(
        content="Raise the grand jackpot threshold to 1500 when the pool grows beyond expectations.",
        content_type="documentation",
        session_id="s-alpha",
        source="notes/jackpot.md",
        metadata=DocumentMetadata(agent="Oracle", category="strategy", game="FireKirin"),
    ),
    IndexRequest(
        content="Fixed the login timeout bug in the casino client by retrying the token refresh.",
        content_type="decision",
        session_id="s-alpha",
        source="bugs/login.md",
        metadata=DocumentMetadata(agent="Fixer", category="bugfix", game="OrionStars"),
    ),
    IndexRequest(
        content="The metrics queue decouples request latency from the database writes.",
        content_type="documentation",
        session_id="s-beta",
        source="arch/queue.md",
        metadata=DocumentMetadata(category="architecture"),
    ),
    IndexRequest(
        content="[Oracle] The jackpot on FireKirin looks ready; the grand pool is at 1400.",
        content_type="chat",
        session_id="s-beta",
        source="chat/1",
        metadata=DocumentMetadata(agent="Oracle", category="casino", game="FireKirin"),
    ),
]


@dataclass
class Rig:
    clock: FakeClock
    embedder: FakeEmbedder
    vectors: FakeVectorIndex
    store: FakeContextStore
    breakers: Breakers
    counter: DocumentCounter
    recorder: ListRecorder
    service: SearchService
    indexing: IndexingService

    def calls(self) -> tuple[int, int, int]:
        return (self.embedder.switch.total_calls, self.vectors.switch.total_calls, self.store.switch.total_calls)

    async def search(self, text: str, **kwargs) -> SearchOutcome:
        # Never let a test hang: a search must answer well within this.
        return await asyncio.wait_for(self.service.search(SearchQuery(text, **kwargs)), 5.0)


async def make_rig(
    dependency_timeout_s: float = 1.0,
    cache_size: int = 100,
    cache_ttl_s: float = 300.0,
    corpus: list[IndexRequest] = CORPUS,
    feedback_chunks: int = 0,
    feedback_weight: float = 0.0,
    code_ranking: CodeRanking = CodeRanking(),
) -> Rig:
    clock = FakeClock()
    embedder, vectors, store = FakeEmbedder(), FakeVectorIndex(), FakeContextStore()
    breakers = Breakers(
        chain=CircuitBreaker("chain", CHAIN_THRESHOLD, CHAIN_TIMEOUT_S, clock=clock),
        embedder=CircuitBreaker("embedder", 1, COOLDOWN_S, clock=clock),
        vectors=CircuitBreaker("vectors", 1, COOLDOWN_S, clock=clock),
        store=CircuitBreaker("store", 1, COOLDOWN_S, clock=clock),
    )
    counter = DocumentCounter()
    recorder = ListRecorder()
    service = SearchService(
        embedder,
        vectors,
        store,
        breakers,
        counter,
        recorder,
        SearchTuning(
            score_threshold=0.2,
            dependency_timeout_s=dependency_timeout_s,
            cache_size=cache_size,
            cache_ttl_s=cache_ttl_s,
            feedback_chunks=feedback_chunks,
            feedback_weight=feedback_weight,
            code_ranking=code_ranking,
        ),
        clock=clock,
    )
    indexing = IndexingService(
        embedder, vectors, store, Chunker(whitespace_offsets, 256), counter, on_change=service.invalidate_results
    )
    for request in corpus:
        await indexing.index(request)
    await service.refresh_version()  # as Services.start does
    # Start every test from clean counters.
    for fake in (embedder, vectors, store):
        fake.switch.calls.clear()
    return Rig(clock, embedder, vectors, store, breakers, counter, recorder, service, indexing)


@pytest.fixture
async def rig() -> Rig:
    return await make_rig()


def sources(outcome: SearchOutcome) -> list[str]:
    return [hit.source for hit in outcome.hits]


# --- the levels


async def test_level_1_when_all_is_well(rig: Rig) -> None:
    outcome = await rig.search("grand jackpot threshold")
    assert outcome.level is FallbackLevel.PRIMARY
    assert not outcome.fallback
    assert not outcome.circuit_open
    assert not outcome.cache_hit
    assert outcome.error is None
    assert sources(outcome)[0] == "notes/jackpot.md"
    assert "bugs/login.md" not in sources(outcome)
    assert all(0.0 <= hit.score <= 1.0 for hit in outcome.hits)
    assert outcome.total_indexed == len(CORPUS)
    assert rig.vectors.switch.calls == {"hybrid_search": 1}
    assert rig.embedder.switch.calls == {"embed_query": 1}
    assert rig.store.switch.total_calls == 0
    assert outcome.embedding_ms is not None and outcome.vector_ms is not None


async def test_embedder_down_gives_level_2_from_the_vector_index_keyword_search(rig: Rig) -> None:
    rig.embedder.switch.set("fail")
    outcome = await rig.search("grand jackpot threshold")
    assert outcome.level is FallbackLevel.KEYWORD
    assert outcome.fallback
    assert not outcome.circuit_open
    assert outcome.error is None
    assert sources(outcome)[0] == "notes/jackpot.md"
    assert rig.embedder.switch.calls["embed_query"] == 1
    assert rig.vectors.switch.calls == {"keyword_search": 1}
    assert rig.store.switch.total_calls == 0  # the store is not needed


async def test_vector_index_down_gives_level_2_from_the_store(rig: Rig) -> None:
    rig.vectors.switch.set("fail")
    outcome = await rig.search("login timeout bug")
    assert outcome.level is FallbackLevel.KEYWORD
    assert outcome.fallback
    assert sources(outcome)[0] == "bugs/login.md"
    assert rig.vectors.switch.calls == {"hybrid_search": 1}
    assert rig.store.switch.calls == {"text_search": 1}


async def test_embedder_and_vector_index_down_gives_level_2_from_the_store(rig: Rig) -> None:
    rig.embedder.switch.set("fail")
    rig.vectors.switch.set("fail")
    outcome = await rig.search("login timeout bug")
    assert outcome.level is FallbackLevel.KEYWORD
    assert sources(outcome)[0] == "bugs/login.md"
    assert rig.vectors.switch.calls == {"keyword_search": 1}
    assert rig.store.switch.calls == {"text_search": 1}


async def test_vector_index_and_store_down_gives_level_3_with_an_error(rig: Rig) -> None:
    rig.vectors.switch.set("fail")
    rig.store.switch.set("fail")
    outcome = await rig.search("grand jackpot threshold")
    assert outcome.level is FallbackLevel.EMPTY
    assert outcome.hits == []
    assert outcome.fallback
    assert outcome.error is not None
    assert "vector_index" in outcome.error and "store" in outcome.error
    record = rig.recorder.records[-1]
    assert record.fallback_level == 3
    assert record.results_count == 0
    assert record.error == outcome.error
    assert not outcome.circuit_open  # one failure of the chain is not enough


async def test_an_empty_answer_of_a_working_dependency_is_not_a_failure(rig: Rig) -> None:
    rig.vectors.switch.set("fail")
    for number in range(CHAIN_THRESHOLD + 1):
        outcome = await rig.search(f"zebra{number} xylophone")
        assert outcome.level is FallbackLevel.KEYWORD  # the store answered: nothing matches
        assert outcome.hits == []
    assert rig.breakers.chain.state is BreakerState.CLOSED


# --- a filter a dependency could not apply: the request's failure, not the dependency's


async def test_a_filter_the_vector_index_cannot_apply_falls_back_and_opens_no_breaker(rig: Rig) -> None:
    rig.vectors.switch.set("filter")
    for _ in range(CHAIN_THRESHOLD + 1):  # the vectors' breaker opens after one dependency failure
        outcome = await rig.search("login timeout bug")
        assert outcome.level is FallbackLevel.KEYWORD and sources(outcome)[0] == "bugs/login.md"
    assert {getattr(rig.breakers, name).state for name in ("chain", "embedder", "vectors", "store")} == {BreakerState.CLOSED}


async def test_a_filter_no_level_can_apply_is_raised_and_opens_no_breaker(rig: Rig) -> None:
    rig.vectors.switch.set("filter")
    rig.store.switch.set("filter")
    for _ in range(CHAIN_THRESHOLD + 1):
        with pytest.raises(FilterError, match="vector_index: .*; store: "):
            await rig.search("login timeout bug")
    assert {getattr(rig.breakers, name).state for name in ("chain", "embedder", "vectors", "store")} == {BreakerState.CLOSED}
    rig.vectors.switch.ok()
    assert (await rig.search("login timeout bug")).level is FallbackLevel.PRIMARY


async def test_a_filter_failure_hands_a_half_open_trial_to_the_next_search(rig: Rig) -> None:
    rig.vectors.switch.set("fail")
    await rig.search("login timeout bug")
    assert rig.breakers.vectors.state is BreakerState.OPEN
    rig.clock.advance(COOLDOWN_S)  # half-open: the next search is the trial
    rig.vectors.switch.set("filter")
    assert (await rig.search("login timeout bug")).level is FallbackLevel.KEYWORD
    rig.vectors.switch.ok()
    # The trial went to this search at once (held, it would block the vectors for the cooldown).
    assert (await rig.search("grand jackpot threshold")).level is FallbackLevel.PRIMARY
    assert rig.breakers.vectors.state is BreakerState.CLOSED


# --- the chain breaker (spec's level 4)


async def fail_chain(rig: Rig, times: int) -> list[SearchOutcome]:
    return [await rig.search(f"query number {number}") for number in range(times)]


async def test_chain_breaker_opens_after_exactly_threshold_level_3_searches(rig: Rig) -> None:
    rig.vectors.switch.set("fail")
    rig.store.switch.set("fail")
    outcomes = await fail_chain(rig, CHAIN_THRESHOLD - 1)
    assert [o.level for o in outcomes] == [FallbackLevel.EMPTY] * (CHAIN_THRESHOLD - 1)
    assert not any(o.circuit_open for o in outcomes)
    assert rig.breakers.chain.state is BreakerState.CLOSED

    last = await rig.search("the threshold-th failure")
    assert last.level is FallbackLevel.EMPTY  # still attempted
    assert last.circuit_open
    assert rig.breakers.chain.state is BreakerState.OPEN

    before = rig.calls()
    opened = await rig.search("grand jackpot threshold")
    assert opened.level is FallbackLevel.CIRCUIT_OPEN
    assert opened.hits == []
    assert opened.fallback and opened.circuit_open
    assert rig.calls() == before  # no dependency was called
    assert rig.recorder.records[-1].fallback_level == 4


async def test_a_level_4_answer_asks_nothing_even_when_the_store_breaker_lets_a_trial_through(rig: Rig) -> None:
    """Every dependency down, the store's included: an open circuit answers before the result
    cache reads the store's content version (which, its breaker half-open, would wait out the
    dependency timeout for one search in every cooldown)."""
    for fake in (rig.embedder, rig.vectors, rig.store):
        fake.switch.set("fail")
    await fail_chain(rig, CHAIN_THRESHOLD)
    assert rig.breakers.chain.state is BreakerState.OPEN
    for fake in (rig.embedder, rig.vectors, rig.store):
        fake.switch.set("hang")
    for _ in range(3):
        rig.clock.advance(COOLDOWN_S)  # every dependency's breaker half-open; the chain's still open
        before = rig.calls()
        outcome = await rig.search("grand jackpot threshold")
        assert outcome.level is FallbackLevel.CIRCUIT_OPEN
        assert rig.calls() == before, rig.store.switch.calls


async def test_a_search_does_not_wait_out_a_slow_content_version_read() -> None:
    """The store's content version hangs (its breaker closed): the search goes on without the
    cache instead of waiting the dependency timeout; the one read stays in flight for the others."""
    rig = await make_rig(dependency_timeout_s=30.0)
    rig.store.switch.set("hang", only={"content_version"})
    rig.clock.advance(2.0)  # the version read at start is old: the next search reads it again
    for _ in range(3):
        outcome = await rig.search("grand jackpot threshold")  # under the rig's 5 s guard, not 30 s
        assert outcome.level is FallbackLevel.PRIMARY and not outcome.cache_hit
        assert sources(outcome)[0] == "notes/jackpot.md"
    assert rig.store.switch.calls["content_version"] == 1


async def test_a_level_2_answer_resets_the_chain_failures(rig: Rig) -> None:
    rig.vectors.switch.set("fail")
    rig.store.switch.set("fail")
    await fail_chain(rig, CHAIN_THRESHOLD - 1)
    rig.store.switch.ok()
    rig.clock.advance(COOLDOWN_S)  # the store's own breaker lets a trial through
    assert (await rig.search("login timeout")).level is FallbackLevel.KEYWORD
    rig.store.switch.set("fail")
    rig.clock.advance(COOLDOWN_S)
    outcomes = await fail_chain(rig, CHAIN_THRESHOLD - 1)
    assert all(o.level is FallbackLevel.EMPTY for o in outcomes)
    assert rig.breakers.chain.state is BreakerState.CLOSED


async def test_after_the_chain_timeout_one_trial_goes_through_and_closes_it(rig: Rig) -> None:
    rig.vectors.switch.set("fail")
    rig.store.switch.set("fail")
    await fail_chain(rig, CHAIN_THRESHOLD)
    rig.clock.advance(CHAIN_TIMEOUT_S - 1)
    assert (await rig.search("still open")).level is FallbackLevel.CIRCUIT_OPEN

    rig.vectors.switch.ok()
    rig.store.switch.ok()
    rig.clock.advance(1)
    trial = await rig.search("grand jackpot threshold")
    assert trial.level is FallbackLevel.PRIMARY
    assert sources(trial)[0] == "notes/jackpot.md"
    assert not trial.circuit_open
    assert rig.breakers.chain.state is BreakerState.CLOSED
    after = await rig.search("login timeout bug")
    assert after.level is FallbackLevel.PRIMARY


async def test_half_open_chain_lets_one_trial_through_and_answers_level_4_to_the_others(rig: Rig) -> None:
    rig.vectors.switch.set("fail")
    rig.store.switch.set("fail")
    await fail_chain(rig, CHAIN_THRESHOLD)
    rig.vectors.switch.ok()
    rig.store.switch.ok()
    rig.clock.advance(CHAIN_TIMEOUT_S)

    rig.vectors.hold = asyncio.Event()
    trial = asyncio.create_task(rig.search("grand jackpot threshold"))
    for _ in range(50):
        await asyncio.sleep(0)
        if rig.vectors.search_calls:
            break
    assert rig.vectors.search_calls, "the trial never reached the vector index"
    before = rig.calls()
    other = await rig.search("login timeout bug")
    assert other.level is FallbackLevel.CIRCUIT_OPEN
    assert other.circuit_open
    assert rig.calls() == before
    rig.vectors.hold.set()
    outcome = await trial
    assert outcome.level is FallbackLevel.PRIMARY
    assert rig.breakers.chain.state is BreakerState.CLOSED


async def test_a_failed_chain_trial_reopens_it_for_a_full_timeout(rig: Rig) -> None:
    rig.vectors.switch.set("fail")
    rig.store.switch.set("fail")
    await fail_chain(rig, CHAIN_THRESHOLD)
    rig.clock.advance(CHAIN_TIMEOUT_S)
    trial = await rig.search("trial while still down")
    assert trial.level is FallbackLevel.EMPTY
    assert trial.circuit_open
    rig.clock.advance(CHAIN_TIMEOUT_S - 1)
    assert (await rig.search("again")).level is FallbackLevel.CIRCUIT_OPEN
    rig.vectors.switch.ok()
    rig.store.switch.ok()
    rig.clock.advance(1)
    assert (await rig.search("grand jackpot")).level is FallbackLevel.PRIMARY


# --- timeouts and per-dependency breakers


async def test_a_hanging_embedder_is_cut_off_and_the_search_answers_level_2() -> None:
    rig = await make_rig(dependency_timeout_s=0.05)
    rig.embedder.switch.set("hang")
    outcome = await rig.search("grand jackpot threshold")
    assert outcome.level is FallbackLevel.KEYWORD
    assert sources(outcome)[0] == "notes/jackpot.md"
    assert rig.breakers.embedder.state is BreakerState.OPEN


async def test_a_hanging_vector_index_is_cut_off_and_the_store_answers() -> None:
    rig = await make_rig(dependency_timeout_s=0.05)
    rig.vectors.switch.set("hang")
    outcome = await rig.search("login timeout bug")
    assert outcome.level is FallbackLevel.KEYWORD
    assert sources(outcome)[0] == "bugs/login.md"
    assert rig.store.switch.calls == {"text_search": 1}


async def test_everything_hanging_still_answers_level_3() -> None:
    rig = await make_rig(dependency_timeout_s=0.05)
    for fake in (rig.embedder, rig.vectors, rig.store):
        fake.switch.set("hang")
    outcome = await rig.search("grand jackpot threshold")
    assert outcome.level is FallbackLevel.EMPTY
    assert outcome.hits == []
    assert "TimeoutError" in (outcome.error or "")


async def test_a_failed_embedder_is_skipped_until_its_cooldown_passes(rig: Rig) -> None:
    rig.embedder.switch.set("fail")
    assert (await rig.search("grand jackpot")).level is FallbackLevel.KEYWORD
    assert rig.embedder.switch.calls["embed_query"] == 1

    for text in ("login timeout", "metrics queue", "jackpot pool"):
        outcome = await rig.search(text)
        assert outcome.level is FallbackLevel.KEYWORD
    assert rig.embedder.switch.calls["embed_query"] == 1  # skipped: not called again

    rig.embedder.switch.ok()
    rig.clock.advance(COOLDOWN_S - 0.5)
    assert (await rig.search("metrics database")).level is FallbackLevel.KEYWORD
    assert rig.embedder.switch.calls["embed_query"] == 1
    rig.clock.advance(0.5)
    assert (await rig.search("grand jackpot threshold")).level is FallbackLevel.PRIMARY
    assert rig.embedder.switch.calls["embed_query"] == 2
    assert rig.breakers.embedder.state is BreakerState.CLOSED


async def test_a_failed_vector_index_is_skipped_until_its_cooldown_passes(rig: Rig) -> None:
    rig.vectors.switch.set("fail")
    await rig.search("grand jackpot")
    assert rig.vectors.switch.calls["hybrid_search"] == 1
    outcome = await rig.search("login timeout bug")
    assert outcome.level is FallbackLevel.KEYWORD
    assert rig.vectors.switch.total_calls == 1  # skipped
    assert rig.store.switch.calls["text_search"] == 2
    rig.vectors.switch.ok()
    rig.clock.advance(COOLDOWN_S)
    assert (await rig.search("login timeout bug")).level is FallbackLevel.PRIMARY
    assert rig.vectors.switch.calls["hybrid_search"] == 2


async def test_a_hung_dependency_costs_its_timeout_once_then_is_skipped() -> None:
    rig = await make_rig(dependency_timeout_s=0.05)
    rig.vectors.switch.set("hang")
    await rig.search("grand jackpot")
    await rig.search("login timeout")
    await rig.search("metrics queue")
    assert rig.vectors.switch.total_calls == 1
    assert rig.store.switch.calls["text_search"] == 3


async def test_a_failed_store_is_skipped_until_its_cooldown_passes(rig: Rig) -> None:
    rig.vectors.switch.set("fail")
    rig.store.switch.set("fail")
    await rig.search("grand jackpot")
    await rig.search("login timeout")
    assert rig.store.switch.calls["text_search"] == 1
    assert rig.vectors.switch.total_calls == 1


# --- filters and limit reach every level


FILTERS = SearchFilters(category="strategy", session_id="s-alpha", content_type="documentation", game="FireKirin")


async def test_filters_and_limit_reach_the_hybrid_search(rig: Rig) -> None:
    outcome = await rig.search("jackpot grand pool", limit=3, filters=FILTERS)
    assert outcome.level is FallbackLevel.PRIMARY
    assert rig.vectors.search_calls[-1] == {"kind": "hybrid", "text": "jackpot grand pool", "filters": FILTERS, "limit": 3}
    assert sources(outcome) == ["notes/jackpot.md"]  # the chat about the jackpot is filtered out


async def test_filters_and_limit_reach_the_vector_keyword_search(rig: Rig) -> None:
    rig.embedder.switch.set("fail")
    outcome = await rig.search("jackpot grand pool", limit=2, filters=FILTERS)
    assert outcome.level is FallbackLevel.KEYWORD
    assert rig.vectors.search_calls[-1] == {"kind": "keyword", "text": "jackpot grand pool", "filters": FILTERS, "limit": 2}
    assert sources(outcome) == ["notes/jackpot.md"]


async def test_filters_and_limit_reach_the_store_text_search(rig: Rig) -> None:
    rig.vectors.switch.set("fail")
    chat_only = SearchFilters(content_type="chat", game="FireKirin")
    outcome = await rig.search("jackpot grand pool", limit=1, filters=chat_only)
    assert outcome.level is FallbackLevel.KEYWORD
    assert rig.store.search_calls[-1] == {"text": "jackpot grand pool", "filters": chat_only, "limit": 1}
    assert sources(outcome) == ["chat/1"]


async def test_limit_bounds_the_results(rig: Rig) -> None:
    outcome = await rig.search("the", limit=2)
    assert len(outcome.hits) <= 2
    wide = await rig.search("the", limit=20)
    assert len(wide.hits) > 2


# --- caches


async def test_a_second_identical_query_is_a_cache_hit_that_calls_nothing(rig: Rig) -> None:
    first = await rig.search("grand jackpot threshold", limit=3)
    before = rig.calls()
    second = await rig.search("grand jackpot threshold", limit=3)
    assert second.cache_hit
    assert second.level is FallbackLevel.PRIMARY
    assert second.hits == first.hits
    assert rig.calls() == before
    assert [r.cache_hit for r in rig.recorder.records] == [False, True]


async def test_the_result_cache_key_has_the_limit_and_the_filters(rig: Rig) -> None:
    await rig.search("grand jackpot threshold", limit=3)
    assert not (await rig.search("grand jackpot threshold", limit=4)).cache_hit
    assert not (await rig.search("grand jackpot threshold", limit=3, filters=FILTERS)).cache_hit
    assert (await rig.search("grand jackpot threshold", limit=3)).cache_hit


async def test_invalidate_results_makes_the_next_query_miss(rig: Rig) -> None:
    await rig.search("grand jackpot threshold")
    rig.service.invalidate_results()
    again = await rig.search("grand jackpot threshold")
    assert not again.cache_hit
    assert rig.vectors.switch.calls["hybrid_search"] == 2


async def test_indexing_a_document_invalidates_the_cached_results(rig: Rig) -> None:
    before = await rig.search("jackpot pool")
    assert "notes/new.md" not in sources(before)
    await rig.indexing.index(
        IndexRequest(
            content="Jackpot pool grows fast on weekends.",
            content_type="documentation",
            session_id="s-gamma",
            source="notes/new.md",
        )
    )
    after = await rig.search("jackpot pool")
    assert not after.cache_hit
    assert "notes/new.md" in sources(after)
    assert after.total_indexed == len(CORPUS) + 1


async def test_degraded_results_are_not_cached(rig: Rig) -> None:
    rig.embedder.switch.set("fail")
    first = await rig.search("grand jackpot threshold")
    second = await rig.search("grand jackpot threshold")
    assert first.level is second.level is FallbackLevel.KEYWORD
    assert not second.cache_hit
    assert rig.vectors.switch.calls["keyword_search"] == 2
    rig.embedder.switch.ok()
    rig.clock.advance(COOLDOWN_S)
    recovered = await rig.search("grand jackpot threshold")
    assert recovered.level is FallbackLevel.PRIMARY and not recovered.cache_hit


async def test_level_3_results_are_not_cached(rig: Rig) -> None:
    rig.vectors.switch.set("fail")
    rig.store.switch.set("fail")
    await rig.search("grand jackpot threshold")
    rig.vectors.switch.ok()
    rig.store.switch.ok()
    rig.clock.advance(COOLDOWN_S)
    outcome = await rig.search("grand jackpot threshold")
    assert not outcome.cache_hit
    assert outcome.level is FallbackLevel.PRIMARY and outcome.hits


async def test_query_embeddings_are_cached_across_limits_and_filters(rig: Rig) -> None:
    await rig.search("grand jackpot threshold", limit=3)
    await rig.search("grand jackpot threshold", limit=7)
    await rig.search("grand jackpot threshold", limit=7, filters=FILTERS)
    rig.service.invalidate_results()
    await rig.search("grand jackpot threshold", limit=3)
    assert rig.embedder.queries == ["grand jackpot threshold"]
    assert rig.vectors.switch.calls["hybrid_search"] == 4


async def test_the_query_embedding_cache_is_lru_bounded() -> None:
    rig = await make_rig(cache_size=2)
    for text in ("alpha", "beta", "alpha", "gamma", "alpha", "beta"):
        rig.service.invalidate_results()
        await rig.search(text)
    # 'alpha' stays (recently used); 'beta' was evicted by 'gamma' and is embedded again.
    assert rig.embedder.queries == ["alpha", "beta", "gamma", "beta"]


async def test_a_query_whose_embedding_is_cached_stays_at_level_1_while_the_embedder_is_down(rig: Rig) -> None:
    # The cached vector needs no embedder call, so the embedder's open breaker is no reason to drop
    # to keyword search (and a cache lookup is no evidence that the embedder is back).
    await rig.search("grand jackpot threshold")
    rig.embedder.switch.set("fail")
    rig.service.invalidate_results()  # say a document was indexed meanwhile
    assert (await rig.search("login timeout")).level is FallbackLevel.KEYWORD
    assert rig.breakers.embedder.state is BreakerState.OPEN
    outcome = await rig.search("grand jackpot threshold")
    assert outcome.level is FallbackLevel.PRIMARY
    assert sources(outcome)[0] == "notes/jackpot.md"
    rig.clock.advance(COOLDOWN_S)
    await rig.search("grand jackpot threshold", limit=2)  # cached vector again: the embedder is not asked
    assert rig.breakers.embedder.state is not BreakerState.CLOSED


async def test_no_result_cache_when_its_size_or_ttl_is_zero() -> None:
    for size, ttl in ((0, 300.0), (100, 0.0)):
        rig = await make_rig(cache_size=size, cache_ttl_s=ttl)
        await rig.search("grand jackpot")
        again = await rig.search("grand jackpot")
        assert not again.cache_hit
        assert rig.vectors.switch.calls["hybrid_search"] == 2


async def test_a_search_in_flight_when_a_document_is_indexed_does_not_cache_its_older_result(rig: Rig) -> None:
    # The search reads the index, the new document lands (on_change clears the cache), then the
    # search finishes: its answer predates the document and must not be served from the cache.
    hold = asyncio.Event()
    rig.vectors.hold = hold  # the search computes its hits, then waits for `hold`
    in_flight = asyncio.create_task(rig.search("weekend jackpot surge"))
    for _ in range(50):
        await asyncio.sleep(0)
        if rig.vectors.search_calls:
            break
    assert rig.vectors.search_calls, "the search never reached the vector index"
    rig.vectors.hold = None  # later searches answer at once; the one in flight still waits
    indexed = await rig.indexing.index(
        IndexRequest(
            content="Weekend jackpot surge: raise the grand threshold on Saturdays.",
            content_type="documentation",
            session_id="s-gamma",
            source="notes/weekend.md",
        )
    )
    assert indexed.status.value == "indexed"
    hold.set()
    old = await in_flight
    assert old.level is FallbackLevel.PRIMARY
    assert "notes/weekend.md" not in sources(old)  # it read the index before the document was there
    fresh = await rig.search("weekend jackpot surge")
    assert not fresh.cache_hit, "a result computed before the document was indexed is served from the cache"
    assert "notes/weekend.md" in sources(fresh)


# --- metrics


async def test_every_search_submits_exactly_one_metrics_record(rig: Rig) -> None:
    expected = []
    await rig.search("grand jackpot threshold", agent="Oracle")
    expected.append((1, False, False))
    await rig.search("grand jackpot threshold", agent="Oracle")
    expected.append((1, False, True))
    rig.embedder.switch.set("fail")
    await rig.search("login timeout")
    expected.append((2, True, False))
    rig.vectors.switch.set("fail")
    rig.store.switch.set("fail")
    await fail_chain(rig, CHAIN_THRESHOLD)
    expected.extend([(3, True, False)] * CHAIN_THRESHOLD)
    await rig.search("circuit is open now")
    expected.append((4, True, False))
    got = [(r.fallback_level, r.fallback, r.cache_hit) for r in rig.recorder.records]
    assert got == expected


async def test_the_metrics_record_describes_the_search(rig: Rig) -> None:
    long_query = "jackpot " * 120  # 960 characters
    outcome = await rig.search(long_query, limit=4, filters=FILTERS)
    (record,) = rig.recorder.records
    assert record.query == long_query[:200]
    assert len(record.query) == 200
    assert record.agent == "unknown"
    assert record.results_count == len(outcome.hits)
    assert record.fallback is False and record.fallback_level == 1 and record.cache_hit is False
    assert record.content_type == "documentation"
    assert record.category == "strategy"
    assert record.game == "FireKirin"
    assert record.error is None
    assert record.latency_ms == outcome.latency_ms >= 0
    assert record.embedding_latency_ms is not None and record.vector_latency_ms is not None
    assert record.timestamp.tzinfo is not None


async def test_the_metrics_record_keeps_the_agent_and_a_short_query(rig: Rig) -> None:
    await rig.search("login timeout", agent="Fixer")
    record = rig.recorder.records[-1]
    assert record.agent == "Fixer"
    assert record.query == "login timeout"
    assert record.content_type is None and record.category is None and record.game is None


async def test_a_degraded_search_is_recorded_as_a_fallback(rig: Rig) -> None:
    rig.vectors.switch.set("fail")
    outcome = await rig.search("login timeout", agent="Fixer")
    record = rig.recorder.records[-1]
    assert (record.fallback, record.fallback_level, record.cache_hit) == (True, 2, False)
    assert record.results_count == len(outcome.hits) > 0
    assert record.error is None


# --- documents that wait for their vectors


async def index_pending(rig: Rig) -> str:
    rig.embedder.switch.set("fail")
    outcome = await rig.indexing.index(
        IndexRequest(
            content="Weekend surge: the Saturday pool doubles.",
            content_type="documentation",
            session_id="s-gamma",
            source="notes/pending.md",
        )
    )
    assert outcome.status.value == "pending"
    assert rig.counter.pending == 1
    return outcome.document_id


async def test_embedder_down_with_pending_documents_serves_level_2_from_the_store(rig: Rig) -> None:
    await index_pending(rig)
    rig.vectors.switch.calls.clear()
    outcome = await rig.search("saturday pool surge")
    assert outcome.level is FallbackLevel.KEYWORD
    assert sources(outcome)[0] == "notes/pending.md"  # only the store has it
    assert rig.vectors.switch.total_calls == 0
    assert rig.store.switch.calls["text_search"] == 1


async def test_once_reconciled_the_vector_index_keyword_search_serves_again(rig: Rig) -> None:
    await index_pending(rig)
    rig.embedder.switch.ok()
    assert await rig.indexing.reconcile_pending() == 1
    assert rig.counter.pending == 0
    rig.embedder.switch.set("fail")
    rig.clock.advance(COOLDOWN_S)
    store_calls = rig.store.switch.calls["text_search"]
    outcome = await rig.search("saturday pool surge")
    assert outcome.level is FallbackLevel.KEYWORD
    assert sources(outcome)[0] == "notes/pending.md"
    assert rig.vectors.switch.calls["keyword_search"] == 1
    assert rig.store.switch.calls["text_search"] == store_calls


async def test_with_pending_documents_a_failing_store_still_falls_back_to_the_vector_keyword_search(rig: Rig) -> None:
    # Embedder and store down, vector index up: its BM25 still has every indexed document, which
    # is a level-2 answer; level 3 (and a step towards opening the chain breaker) is not warranted.
    await index_pending(rig)
    rig.store.switch.set("fail")
    outcome = await rig.search("grand jackpot threshold")
    assert outcome.level is FallbackLevel.KEYWORD
    assert sources(outcome)[0] == "notes/jackpot.md"


# --- pseudo-relevance feedback


def test_refine_query_vector_moves_toward_the_feedback_and_keeps_unit_length() -> None:
    from rag_context.core.search import refine_query_vector

    refined = refine_query_vector([1.0, 0.0], [[0.0, 1.0], [0.0, 1.0]], weight=1.0)
    assert refined == pytest.approx([2 ** -0.5, 2 ** -0.5])
    assert refine_query_vector([1.0, 0.0], [], weight=1.0) == [1.0, 0.0]


async def test_feedback_runs_a_second_pass_with_the_refined_vector() -> None:
    rig = await make_rig(feedback_chunks=2, feedback_weight=1.0)
    outcome = await rig.search("jackpot grand pool", limit=4)
    assert outcome.level is FallbackLevel.PRIMARY
    hybrid_calls = [call for call in rig.vectors.search_calls if call["kind"] == "hybrid"]
    # The first pass asks for the feedback chunks only, the second for the limit.
    assert [call["limit"] for call in hybrid_calls][-2:] == [2, 4]
    assert rig.vectors.switch.calls["vectors"] == 1
    first_vector, second_vector = rig.vectors.hybrid_vectors[-2:]
    assert first_vector != second_vector


async def test_without_feedback_one_hybrid_query_answers() -> None:
    rig = await make_rig()
    await rig.search("jackpot grand pool", limit=4)
    assert rig.vectors.switch.calls["hybrid_search"] == 1
    assert rig.vectors.switch.calls["vectors"] == 0


class QueueingFakeEmbedder(FakeEmbedder):
    """A fake with a queue of its own: `taken` says when the query leaves it; "queue" holds queries
    in the queue, "model" holds them after they were taken (the dependency's own time)."""

    def __init__(self, hold: str | None) -> None:
        super().__init__()
        self.hold = hold
        self.release = asyncio.Event()

    async def embed_query_queued(self, text: str, started: asyncio.Event) -> list[float]:
        if self.hold == "queue":
            await self.release.wait()
        started.set()
        if self.hold == "model":
            await self.release.wait()
        return await self.embed_query(text)


def queueing_service(rig: Rig, embedder: FakeEmbedder, queue_timeout_s: float) -> SearchService:
    tuning = SearchTuning(
        score_threshold=0.2, dependency_timeout_s=0.05, cache_size=0, cache_ttl_s=0, embed_queue_timeout_s=queue_timeout_s
    )
    return SearchService(embedder, rig.vectors, rig.store, rig.breakers, rig.counter, rig.recorder, tuning)


async def test_a_wait_in_the_embedders_own_queue_is_not_counted_against_its_timeout(rig: Rig) -> None:
    embedder = QueueingFakeEmbedder(hold="queue")
    service = queueing_service(rig, embedder, queue_timeout_s=30)
    search = asyncio.create_task(service.search(SearchQuery("jackpot threshold")))
    await asyncio.sleep(0.2)  # four times the dependency timeout, in the queue
    assert not search.done()
    embedder.release.set()
    outcome = await asyncio.wait_for(search, 5)
    assert outcome.level is FallbackLevel.PRIMARY
    assert rig.breakers.embedder.state is BreakerState.CLOSED


async def test_a_queue_wait_past_its_limit_falls_back_and_leaves_the_breaker_closed(rig: Rig) -> None:
    service = queueing_service(rig, QueueingFakeEmbedder(hold="queue"), queue_timeout_s=0.05)
    outcome = await asyncio.wait_for(service.search(SearchQuery("jackpot threshold")), 5)
    assert outcome.level is FallbackLevel.KEYWORD
    assert rig.breakers.embedder.state is BreakerState.CLOSED
    assert rig.breakers.embedder.consecutive_failures == 0


async def test_model_work_past_the_timeout_still_counts_as_an_embedder_failure(rig: Rig) -> None:
    service = queueing_service(rig, QueueingFakeEmbedder(hold="model"), queue_timeout_s=30)
    outcome = await asyncio.wait_for(service.search(SearchQuery("jackpot threshold")), 5)
    assert outcome.level is FallbackLevel.KEYWORD
    assert rig.breakers.embedder.state is BreakerState.OPEN


# --- read your writes (issue 14.6): pending documents at level 1


async def index_pending_only_for_documents(rig: Rig, session: str, source: str, content: str) -> str:
    rig.embedder.switch.set("fail", only={"embed_documents"})  # the model refuses documents, answers queries
    outcome = await rig.indexing.index(
        IndexRequest(content=content, content_type="documentation", session_id=session, source=source)
    )
    rig.embedder.switch.ok()
    assert outcome.status.value == "pending"
    return outcome.document_id


async def test_a_pending_document_is_found_at_level_1_by_its_words(rig: Rig) -> None:
    await index_pending_only_for_documents(rig, "s-gamma", "notes/pending.md", "Weekend surge: the Saturday pool doubles.")
    outcome = await rig.search("saturday pool surge")
    assert outcome.level is FallbackLevel.PRIMARY
    assert sources(outcome)[0] == "notes/pending.md"
    assert rig.store.search_calls[-1]["unindexed_only"] is True


async def test_the_pending_search_honours_the_filters(rig: Rig) -> None:
    await index_pending_only_for_documents(rig, "s-other", "notes/other.md", "Weekend surge: the Saturday pool doubles.")
    outcome = await rig.search("saturday pool surge", filters=SearchFilters(session_id="s-gamma"))
    assert outcome.level is FallbackLevel.PRIMARY
    assert "notes/other.md" not in sources(outcome)
    assert rig.store.search_calls[-1]["filters"] == SearchFilters(session_id="s-gamma")


async def test_without_pending_documents_a_level_1_search_does_not_ask_the_store(rig: Rig) -> None:
    outcome = await rig.search("grand jackpot threshold")
    assert outcome.level is FallbackLevel.PRIMARY
    assert rig.store.switch.calls["text_search"] == 0


async def test_a_store_failure_leaves_the_level_1_answer_as_it_was(rig: Rig) -> None:
    await index_pending_only_for_documents(rig, "s-gamma", "notes/pending.md", "Weekend surge: the Saturday pool doubles.")
    rig.store.switch.set("fail", only={"text_search"})
    outcome = await rig.search("grand jackpot threshold")
    assert outcome.level is FallbackLevel.PRIMARY
    assert outcome.hits and "notes/pending.md" not in sources(outcome)


def test_an_unindexed_hit_ranks_as_a_keyword_only_hit_of_the_hybrid_search() -> None:
    fusion = FusionParams()
    assert keyword_only_score(0, fusion) == pytest.approx(0.5)  # first in one list of two: half the best
    assert keyword_only_score(0, fusion) > keyword_only_score(1, fusion)
    moment = utc_now()
    indexed = [Hit("v1", "d1", "both lists first", 0.9, "a", moment, {}), Hit("v2", "d2", "old text", 0.3, "b", moment, {})]
    unindexed = [Hit("v2", "d2", "new text", 0.99, "b", moment, {}), Hit("v3", "d3", "pending", 0.8, "c", moment, {})]
    merged = merge_unindexed(indexed, unindexed, fusion, limit=3)
    assert [hit.vector_id for hit in merged] == ["v1", "v2", "v3"]
    assert merged[1].text == "new text" and merged[1].score == pytest.approx(0.5)  # the store's (newer) version
    assert merged[2].score == pytest.approx(keyword_only_score(1, fusion))


# --- one result per document fills its limit


MANY_CHUNKS = [
    # One file of many chunks, every one holding both words of the query; three files with one of them.
    IndexRequest(content="retry delay " * 2000, content_type="code", session_id="repo", source="src/big.py", metadata=DocumentMetadata()),
    *(
        IndexRequest(content=f"retry only {i}", content_type="code", session_id="repo", source=f"src/small{i}.py", metadata=DocumentMetadata())
        for i in range(3)
    ),
]


async def test_one_result_per_document_asks_deeper_when_a_page_of_candidates_holds_too_few_documents() -> None:
    from rag_context.core.results import MAX_CANDIDATES, ResultShape

    rig = await make_rig(corpus=MANY_CHUNKS, cache_size=0)
    outcome = await rig.search("retry delay", limit=3, shape=ResultShape(max_per_document=1))
    # The first page (3 x 5 = 15 candidates) is all the big file's chunks: asked again, as deep as the fusion ranks.
    assert [call["limit"] for call in rig.vectors.search_calls] == [15, MAX_CANDIDATES]
    assert sources(outcome)[0] == "src/big.py"
    assert len(set(sources(outcome))) == len(outcome.hits) == 3
    # Without the cap nothing is asked again: the page is the answer.
    rig.vectors.search_calls.clear()
    uncapped = await rig.search("retry delay", limit=3)
    assert [call["limit"] for call in rig.vectors.search_calls] == [3]
    assert sources(uncapped) == ["src/big.py"] * 3
    # A page that holds enough documents is not asked again either.
    rig.vectors.search_calls.clear()
    await rig.search("retry only", limit=3, shape=ResultShape(max_per_document=1))
    assert [call["limit"] for call in rig.vectors.search_calls] == [15]


# --- candidates read without their texts (the vector index's partial read)

RANKED = CodeRanking(repeat_factor=0.5)  # active: a search reads 5 x limit candidates to rank


async def test_candidates_are_read_without_texts_and_the_results_read_again_whole() -> None:
    rig = await make_rig(code_ranking=RANKED, cache_size=0)
    service = rig.service
    for text, limit, explain in (("grand jackpot pool", 2, False), ("jackpot", 3, True), ("login timeout", 1, False)):
        query = SearchQuery(text, limit=limit, shape=ResultShape(explain=explain))
        partial = await asyncio.wait_for(service.search(query), 5.0)
        assert (rig.vectors.switch.calls["hybrid_search"], rig.vectors.switch.calls["complete"]) == (1, 1)
        service._reads_partial = lambda query: False  # type: ignore[method-assign]
        whole = await asyncio.wait_for(service.search(query), 5.0)
        del service._reads_partial
        assert partial.hits and partial.hits == whole.hits  # every field of every result
        assert all(hit.text and not hit.partial for hit in partial.hits)
        assert (rig.vectors.switch.calls["hybrid_search"], rig.vectors.switch.calls["complete"]) == (2, 1)
        rig.vectors.switch.calls.clear()


async def test_a_search_that_reads_no_more_than_it_answers_or_joins_texts_reads_them_whole() -> None:
    rig = await make_rig(code_ranking=RANKED)
    await rig.service.search(SearchQuery("grand jackpot pool", shape=ResultShape(merge_adjacent=True)))
    await rig.service.search(SearchQuery("grand jackpot pool", depth=3, limit=3))
    plain = await make_rig()  # nothing ranks the candidates: limit of them read
    await plain.service.search(SearchQuery("grand jackpot pool"))
    assert rig.vectors.switch.calls["complete"] == plain.vectors.switch.calls["complete"] == 0


async def test_when_the_texts_cannot_be_read_the_search_falls_back_to_the_store() -> None:
    rig = await make_rig(code_ranking=RANKED)
    rig.vectors.switch.set("fail", only={"complete"})
    outcome = await rig.search("grand jackpot pool", limit=2)
    assert outcome.level is FallbackLevel.KEYWORD  # the vector index's breaker opened: the store's text search
    assert outcome.hits and all(hit.text and not hit.partial for hit in outcome.hits)
    assert "notes/jackpot.md" in sources(outcome)
    assert rig.breakers.vectors.state is BreakerState.OPEN
    assert [failure[0] for failure in rig.recorder.failures] == ["vector_index"]


async def test_a_result_whose_point_is_deleted_between_the_two_reads_is_left_out() -> None:
    rig = await make_rig(code_ranking=RANKED)
    rig.vectors.hold = asyncio.Event()
    search = asyncio.ensure_future(rig.search("grand jackpot pool", limit=2))
    while not rig.vectors.search_calls:
        await asyncio.sleep(0)
    gone = next(vector_id for vector_id, (_, chunk) in rig.vectors.points.items() if chunk.source == "notes/jackpot.md")
    del rig.vectors.points[gone]
    rig.vectors.hold.set()
    outcome = await search
    assert outcome.level is FallbackLevel.PRIMARY
    assert "notes/jackpot.md" not in sources(outcome) and outcome.hits
    assert all(hit.text and not hit.partial for hit in outcome.hits)


async def test_a_diversified_search_reads_its_candidates_texts_a_decayed_or_weighted_one_need_not() -> None:
    """MMR compares the candidates' words where their vectors cannot be read (the store's hits
    merged in, a failed vector read): diversity reads whole. A recency decay and the sides' weights
    read the memory fields and the timestamp, which a partial read carries (RANKING_FIELDS)."""
    service = (await make_rig(code_ranking=RANKED)).service
    assert service._reads_partial(SearchQuery("grand jackpot pool"))
    assert not service._reads_partial(SearchQuery("grand jackpot pool", ranking=Ranking(diversity=0.3)))
    assert service._reads_partial(SearchQuery("grand jackpot pool", ranking=Ranking(recency=Recency(30.0, 0.5))))
    assert service._reads_partial(SearchQuery("grand jackpot pool", ranking=Ranking(dense_weight=2.0, keyword_weight=0.5)))


def test_a_completed_hit_keeps_what_it_was_ranked_with_and_takes_only_its_text() -> None:
    """The store's check of level-1 results (memory changes waiting) sets a partial hit's memory;
    completing it reads its text, and keeps that memory, not the point's older payload."""
    told = DocumentMemory(superseded_by="d-new", superseded_at=utc_now())
    ranked = Hit("v1", "d1", "", 0.5, "notes/a.md", utc_now(), {}, explain={"why": 1}, memory=told, partial=True)

    @dataclass
    class Record:
        id: str
        payload: dict

    (done,) = completed_hits([ranked], [Record("v1", {"text": "the whole text", "documentId": "d1", "timestamp": utc_now().isoformat()})])
    assert done.text == "the whole text" and not done.partial
    assert done.memory == told and done.explain == {"why": 1} and done.score == 0.5
    assert completed_hits([ranked], []) == []  # its point gone meanwhile


# --- the symbol match of the code ranking (off by default)

LEVEL_MAP = IndexRequest(
    content="namespace Serilog.Core\n{\n    class LevelOverrideMap\n    {\n        public void Apply(string context) { }\n    }\n}\n",
    content_type="code",
    session_id="s-code",
    source="src/Serilog/Core/LevelOverrideMap.cs",
)


async def test_the_symbol_match_reads_the_candidates_types_and_a_failing_store_leaves_it_out() -> None:
    rig = await make_rig(code_ranking=CodeRanking(symbol_match=0.3), corpus=[*CORPUS, LEVEL_MAP], cache_size=0)
    query = SearchQuery("which map class holds the LevelOverrideMap overrides", shape=ResultShape(explain=True))
    outcome = await asyncio.wait_for(rig.service.search(query), 5.0)
    lifted = next(hit for hit in outcome.hits if hit.source == LEVEL_MAP.source)
    assert lifted.explain is not None and lifted.explain["symbolMatch"] == 1.0  # level, override, map: each in this file alone
    assert rig.store.switch.calls["find_definitions"] == 1
    rig.store.switch.set("fail", only={"find_definitions"})
    degraded = await asyncio.wait_for(rig.service.search(query), 5.0)
    assert degraded.level is FallbackLevel.PRIMARY and LEVEL_MAP.source in sources(degraded)
    assert all("symbolMatch" not in (hit.explain or {}) for hit in degraded.hits)
    assert [failure[0] for failure in rig.recorder.failures] == ["store"]
