"""What the responses mean: nulls as "not given", defaults, filter isolation, document identity
(idempotency and replacement), the result cache, correlation ids and the usage stats."""

from __future__ import annotations

from typing import Any

import pytest
from api_support import HEALTH, INDEX, SEARCH, Api, a_search_racing_a_change, contents, sources, unique
from fastapi.testclient import TestClient



@pytest.fixture
def api(client: TestClient) -> Api:
    return Api(client)


KRAKEN_DOCS = [
    "The kraken release moves the ledger service to the new cluster.",
    "Kraken rollout: database migrations run before the ledger service restarts.",
    "During the kraken cutover the payout queue is drained first.",
    "Kraken checklist: confirm backups, then switch ledger traffic.",
    "The kraken migration keeps the old ledger readable for a week.",
    "Kraken rollback plan: restore the ledger snapshot and replay the queue.",
    "After kraken, ledger latency is watched for two days.",
    "Kraken owners sign off on the ledger migration together.",
]


def index_kraken_docs(api: Api) -> None:
    for number, text in enumerate(KRAKEN_DOCS):
        api.index(text, session_id="kraken", source=f"kraken/{number}.md")


# --- null means "not given" (the PowerShell pre-validation script sends nulls)


def test_null_optional_search_fields_are_accepted_and_mean_not_given(api: Api) -> None:
    index_kraken_docs(api)
    plain = api.search("kraken ledger migration")
    assert len(plain["results"]) == 5
    for field in ("category", "game", "sessionId", "contentType", "agent", "limit"):
        payload = api.search("kraken ledger migration", **{field: None})
        assert payload["fallbackLevel"] == 1, field
        assert sources(payload) == sources(plain), f"{field}: null did not mean 'not given'"
    everything_null = api.search(
        "kraken ledger migration", category=None, game=None, sessionId=None, contentType=None, agent=None, limit=None
    )
    assert sources(everything_null) == sources(plain)


def test_limit_null_means_the_default_of_5(api: Api) -> None:
    index_kraken_docs(api)
    assert len(api.search("kraken ledger", limit=None)["results"]) == 5


def test_index_accepts_null_metadata_fields_and_never_returns_nulls(api: Api) -> None:
    marker = unique("nul")
    api.index_body(
        {
            "content": f"MongoDB connections should use retry logic with exponential backoff ({marker}).",
            "contentType": "decision",
            "sessionId": "nulls",
            "source": "nulls-1.md",
            "metadata": {"category": "architecture", "game": None, "agent": None, "tags": None, "decisionId": None},
        }
    )
    api.index_body(
        {
            "content": f"Selenium WebDriver timeout should be 30 seconds ({marker}).",
            "contentType": "decision",
            "sessionId": "nulls",
            "source": "nulls-2.md",
            "metadata": None,
        }
    )
    payload = api.search(f"retry backoff selenium timeout {marker}", sessionId="nulls", limit=20)  # schema-checked
    metadata = {hit["source"]: hit["metadata"] for hit in payload["results"]}
    assert set(metadata) == {"nulls-1.md", "nulls-2.md"}
    assert metadata["nulls-1.md"] == {"category": "architecture"}
    assert None not in metadata["nulls-2.md"].values()
    assert api.search("mongodb retry", category="architecture", game=None)["results"]


# --- defaults


def test_limit_defaults_to_5_and_is_honoured(api: Api) -> None:
    index_kraken_docs(api)
    assert len(api.search("kraken ledger", limit=3)["results"]) == 3
    assert len(api.search("kraken ledger")["results"]) == 5
    assert len(api.search("kraken ledger", limit=1)["results"]) == 1
    every = api.search("kraken ledger", limit=20)
    assert len(every["results"]) == len(KRAKEN_DOCS)
    assert len(set(sources(every))) == len(KRAKEN_DOCS)


def test_happy_path_reports_level_1_without_fallback(api: Api) -> None:
    index_kraken_docs(api)
    for body in ({}, {"sessionId": "kraken"}, {"contentType": "documentation", "limit": 2}, {"category": "casino"}):
        payload = api.search("kraken rollback plan", **body)
        assert payload["fallback"] is False, body
        assert payload["fallbackLevel"] == 1, body
        assert payload["circuitBreakerOpen"] is False, body


# --- filters isolate


FILTER_CASES: list[tuple[str, str, str]] = [
    ("category", "casino", "strategy"),
    ("sessionId", "session-a", "session-b"),
    ("contentType", "decision", "chat"),
    ("game", "FireKirin", "OrionStars"),
]


def index_twin(api: Api, field: str, value: str, source: str, text: str) -> None:
    body: dict[str, Any] = {
        "content": text,
        "contentType": "documentation",
        "sessionId": "twins",
        "source": source,
        "metadata": {"agent": "oracle", "tags": ["jackpot"]},
    }
    if field in ("category", "game"):
        body["metadata"][field] = value
    else:
        body[field] = value
    api.index_body(body)


@pytest.mark.parametrize("field, value_a, value_b", FILTER_CASES, ids=[case[0] for case in FILTER_CASES])
def test_each_filter_isolates_documents_that_differ_only_in_that_field(api: Api, field: str, value_a: str, value_b: str) -> None:
    text = "The jackpot threshold is set at 500 credits; the major jackpot at 250."
    index_twin(api, field, value_a, "twin-a.md", text)
    index_twin(api, field, value_b, "twin-b.md", text)
    # a third document with neither value, on another subject but sharing words
    api.index("Jackpot payouts are audited nightly.", session_id="others", source="other.md", metadata={"category": "bugfix", "game": "Juwa"})

    unfiltered = api.search("jackpot threshold credits", limit=20)
    assert {"twin-a.md", "twin-b.md"} <= set(sources(unfiltered))

    only_a = api.search("jackpot threshold credits", limit=20, **{field: value_a})
    only_b = api.search("jackpot threshold credits", limit=20, **{field: value_b})
    assert sources(only_a) == ["twin-a.md"], f"{field}={value_a} returned {sources(only_a)}"
    assert sources(only_b) == ["twin-b.md"], f"{field}={value_b} returned {sources(only_b)}"
    if field in ("category", "game"):
        assert only_a["results"][0]["metadata"][field] == value_a

    # a value nobody has: nothing at all, not the closest match
    nobody = {"category": "architecture", "sessionId": "session-z", "contentType": "code", "game": "Juwa2"}[field]
    assert api.search("jackpot threshold credits", limit=20, **{field: nobody})["results"] == []


def test_a_firekirin_search_never_returns_orionstars_even_when_the_query_names_it(api: Api) -> None:
    for number in range(3):
        api.index(
            f"OrionStars jackpot threshold is set at $900 (variant {number}). OrionStars Grand jackpot at $1500.",
            session_id="games",
            source=f"orion-{number}.md",
            metadata={"category": "casino", "game": "OrionStars"},
        )
    api.index(
        "FireKirin jackpot threshold is set at $500. Major jackpot at $250.",
        session_id="games",
        source="firekirin.md",
        metadata={"category": "casino", "game": "FireKirin"},
    )
    for body in ({"game": "FireKirin"}, {"game": "FireKirin", "category": "casino"}, {"game": "FireKirin", "limit": 20}):
        payload = api.search("OrionStars jackpot threshold $900 OrionStars Grand", **body)
        assert sources(payload) == ["firekirin.md"], (body, sources(payload))
        assert all(hit["metadata"].get("game") == "FireKirin" for hit in payload["results"])
        assert not any("OrionStars" in text for text in contents(payload))


def test_filters_combine(api: Api) -> None:
    combos = [("casino", "FireKirin"), ("casino", "OrionStars"), ("strategy", "FireKirin"), ("strategy", "OrionStars")]
    for category, game in combos:
        api.index(
            "Spin timing strategy: wait for the bonus wheel before betting big.",
            session_id="combo",
            source=f"{category}-{game}.md",
            metadata={"category": category, "game": game},
        )
    payload = api.search("bonus wheel spin timing", category="strategy", game="OrionStars", limit=20)
    assert sources(payload) == ["strategy-OrionStars.md"]


# --- document identity: (sessionId, source)


def test_total_indexed_counts_documents_not_chunks(api: Api) -> None:
    long_text = "\n\n".join(
        f"Part {n}: the reconciler writes vectors for pending documents in batches, oldest first, "
        "and marks each one indexed when its vectors are stored. " * 4
        for n in range(6)
    )
    first = api.index(long_text, session_id="count", source="long.md")
    assert first["chunksIndexed"] > 1
    assert api.total_indexed() == 1
    assert api.health()["indexedDocuments"] == 1

    api.index("A second, short document.", session_id="count", source="short.md")
    assert api.total_indexed() == 2
    api.index("The same source in another session is another document.", session_id="count-2", source="short.md")
    assert api.total_indexed() == 3
    api.index("A new version of the short document.", session_id="count", source="short.md")
    assert api.total_indexed() == 3
    assert api.health()["indexedDocuments"] == 3
    assert api.stats()["totalDocuments"] == 3


def test_indexing_the_same_body_twice_is_idempotent(api: Api) -> None:
    body = {
        "content": "FireKirin jackpot threshold is set at $500. Major jackpot at $250.",
        "contentType": "decision",
        "sessionId": "idem",
        "source": "decisions/jackpot.md",
        "metadata": {"agent": "oracle", "tags": ["jackpot"], "category": "casino", "game": "FireKirin"},
    }
    first = api.index_body(body)
    total = api.total_indexed()
    second = api.index_body(dict(body))
    assert second["documentId"] == first["documentId"]
    assert second["vectorIds"] == first["vectorIds"]
    assert second["chunksIndexed"] == first["chunksIndexed"]
    assert api.total_indexed() == total == 1
    found = api.search("FireKirin jackpot threshold", sessionId="idem", limit=20)
    assert contents(found) == [body["content"]], "the document's chunk is stored more than once"


def test_new_content_for_the_same_session_and_source_replaces_the_old(api: Api) -> None:
    old_word, new_word = unique("old"), unique("new")
    first = api.index(f"The payout schedule uses the {old_word} rotation every Friday.", session_id="rep", source="payouts.md")
    assert old_word in contents(api.search(f"{old_word} payout rotation", sessionId="rep"))[0]

    second = api.index(f"The payout schedule uses the {new_word} rotation every Monday.", session_id="rep", source="payouts.md")
    assert second["documentId"] == first["documentId"]
    assert api.total_indexed() == 1

    for query, filters in ((f"{old_word} payout rotation", {}), (f"{old_word}", {"sessionId": "rep"}), (f"{old_word} Friday", {"limit": 20})):
        found = api.search(query, **filters)
        assert not any(old_word in text for text in contents(found)), (query, contents(found))
    assert new_word in contents(api.search(f"{new_word} payout rotation", sessionId="rep"))[0]


def test_a_long_document_reindexed_short_leaves_no_stale_chunk(api: Api) -> None:
    long_text = "\n\n".join(
        f"Chapter {n} of the kraken runbook: drain the payout queue, snapshot the ledger, "
        f"migrate shard {n}, verify balances, and reopen traffic for region {n}. " * 3
        for n in range(10)
    )
    first = api.index(long_text, session_id="shrink", source="runbook.md")
    assert first["chunksIndexed"] >= 3
    before = api.search("kraken runbook ledger payout queue shard", sessionId="shrink", limit=20)
    assert len(before["results"]) == first["chunksIndexed"]

    short = "Kraken runbook retired: the ledger migration is finished."
    second = api.index(short, session_id="shrink", source="runbook.md")
    assert second["chunksIndexed"] == 1
    assert second["documentId"] == first["documentId"]
    assert second["vectorIds"][0] == first["vectorIds"][0]  # ids are per (document, chunk index)

    after = api.search("kraken runbook ledger payout queue shard", sessionId="shrink", limit=20)
    assert contents(after) == [short], f"stale chunks of the long version remain: {len(after['results'])} results"
    assert not any("Chapter" in text for text in contents(api.search("Chapter drain the payout queue snapshot", limit=20)))
    assert api.total_indexed() == 1


def test_new_metadata_for_the_same_content_replaces_the_filter_fields(api: Api) -> None:
    text = "Jackpot threshold is set at 700 credits."
    first = api.index(text, session_id="meta", source="jackpot.md", metadata={"category": "casino", "game": "FireKirin"})
    assert sources(api.search("jackpot threshold", game="FireKirin")) == ["jackpot.md"]
    second = api.index(text, session_id="meta", source="jackpot.md", metadata={"category": "strategy", "game": "OrionStars"})
    assert second["documentId"] == first["documentId"]
    assert api.search("jackpot threshold", game="FireKirin")["results"] == []
    assert api.search("jackpot threshold", category="casino")["results"] == []
    moved = api.search("jackpot threshold", game="OrionStars", category="strategy")
    assert sources(moved) == ["jackpot.md"]
    # the new filter fields, beside the role inferred for a documentation file (issue 22)
    assert moved["results"][0]["metadata"] == {"category": "strategy", "game": "OrionStars", "role": "docs"}
    assert api.total_indexed() == 1


def test_documents_and_their_count_survive_a_restart(make_app) -> None:
    with TestClient(make_app()) as client:
        Api(client).index("The zeppelin hangar doors open at dawn.", session_id="restart", source="hangar.md")
        Api(client).index("Zeppelin mooring happens at dusk.", session_id="restart", source="mooring.md")
    with TestClient(make_app()) as client:
        api = Api(client)
        found = api.search("zeppelin hangar", sessionId="restart", limit=20)
        assert set(sources(found)) == {"hangar.md", "mooring.md"}
        assert found["totalIndexed"] == 2
        assert api.health()["indexedDocuments"] == 2
        again = api.index("The zeppelin hangar doors open at dawn.", session_id="restart", source="hangar.md")
        assert again["chunksIndexed"] == 1
        assert api.total_indexed() == 2


def test_the_same_source_in_another_session_is_another_document(api: Api) -> None:
    a = api.index("Session A notes: jackpot threshold 500.", session_id="sess-a", source="notes.md")
    b = api.index("Session B notes: jackpot threshold 900.", session_id="sess-b", source="notes.md")
    assert a["documentId"] != b["documentId"]
    assert not set(a["vectorIds"]) & set(b["vectorIds"])
    assert api.total_indexed() == 2
    assert contents(api.search("jackpot threshold notes", sessionId="sess-a")) == ["Session A notes: jackpot threshold 500."]
    assert contents(api.search("jackpot threshold notes", sessionId="sess-b")) == ["Session B notes: jackpot threshold 900."]


# --- the result cache


def test_the_second_identical_search_is_a_cache_hit(api: Api) -> None:
    index_kraken_docs(api)
    first = api.search("kraken rollback plan", limit=3)
    second = api.search("kraken rollback plan", limit=3)
    assert first["cacheHit"] is False
    assert second["cacheHit"] is True
    assert second["results"] == first["results"]
    assert second["fallbackLevel"] == 1 and second["fallback"] is False
    assert api.search("kraken rollback plan", limit=4)["cacheHit"] is False, "a different limit is another query"
    assert api.search("kraken rollback plan", limit=3, sessionId="kraken")["cacheHit"] is False, "filters are part of the key"


def test_a_document_indexed_after_caching_is_found_by_the_next_identical_search(api: Api) -> None:
    api.index("The zeppelin hangar doors open at dawn.", session_id="cache", source="hangar.md")
    query = {"query": "zeppelin hangar", "sessionId": "cache", "limit": 20}
    first = api.search(**query)
    assert api.search(**query)["cacheHit"] is True
    assert sources(first) == ["hangar.md"]

    api.index("Zeppelin mooring: the hangar crew ties down at dusk.", session_id="cache", source="mooring.md")
    after = api.search(**query)
    assert after["cacheHit"] is False
    assert set(sources(after)) == {"hangar.md", "mooring.md"}
    assert after["totalIndexed"] == 2

    api.index("The zeppelin hangar doors open at noon.", session_id="cache", source="hangar.md")  # a new version
    replaced = api.search(**query)
    assert "The zeppelin hangar doors open at noon." in contents(replaced)
    assert "The zeppelin hangar doors open at dawn." not in contents(replaced)


def test_a_search_in_flight_while_a_document_is_indexed_does_not_cache_a_stale_result(make_app, settings, local_embedder) -> None:
    def index_mooring(client: TestClient) -> None:
        Api(client).index("Zeppelin mooring: the hangar crew ties down at dusk.", session_id="race", source="mooring.md")

    held, after = a_search_racing_a_change(make_app, settings, local_embedder.dimension, index_mooring)
    assert sources(held) == ["hangar.md"]  # it started before the new document
    assert set(sources(after)) == {"hangar.md", "mooring.md"}, (
        f"the search after indexing answered from a stale cache entry (cacheHit={after.get('cacheHit')}): {sources(after)}"
    )


# --- correlation id


def test_a_sane_correlation_id_is_echoed(client: TestClient) -> None:
    for method, path, body in (("GET", HEALTH, None), ("POST", SEARCH, {"query": "x"}), ("POST", SEARCH, {"query": ""}), ("POST", "/tools/nope", None)):
        response = client.request(method, path, json=body, headers={"X-Correlation-ID": "my-id-123"})
        assert response.headers.get("X-Correlation-ID") == "my-id-123", (path, response.status_code, dict(response.headers))


def test_a_correlation_id_is_made_when_none_is_given(client: TestClient) -> None:
    first = client.get(HEALTH).headers.get("X-Correlation-ID")
    second = client.post(INDEX, json={}).headers.get("X-Correlation-ID")
    assert first and second
    assert first != second
    assert len(first) <= 128 and first.isascii() and " " not in first


@pytest.mark.parametrize(
    "hostile",
    ["x" * 300, "a b", "<script>alert(1)</script>", "id;DROP TABLE", "é-id", "my-id-123\n"],
    ids=["300-chars", "space", "markup", "semicolon", "non-ascii", "trailing-newline"],
)
def test_a_hostile_correlation_id_is_replaced(client: TestClient, hostile: str) -> None:
    response = client.get(HEALTH, headers={"X-Correlation-ID": hostile.encode("utf-8")})
    echoed = response.headers.get("X-Correlation-ID")
    assert response.status_code == 200
    assert echoed and echoed != hostile.encode("utf-8").decode("latin-1")
    assert len(echoed) <= 128
    assert not set(echoed) & set(" <;\r\n"), repr(echoed)


# --- usage stats


def test_stats_count_queries_by_agent_and_cache_hits(api: Api) -> None:
    index_kraken_docs(api)
    oracle_queries = ["kraken rollback plan", "kraken rollback plan", "ledger latency", "kraken rollback plan"]
    anonymous_queries = ["payout queue drained", "payout queue drained", "backups"]
    hits = 0
    for query in oracle_queries:
        hits += api.search(query, agent="oracle")["cacheHit"]
    for query in anonymous_queries:
        hits += api.search(query)["cacheHit"]
    total = len(oracle_queries) + len(anonymous_queries)
    assert hits == 3  # the repeated queries, whoever asked

    stats = api.wait_for_queries(total)
    assert stats["totalQueries"] == total, stats
    assert stats["queriesByAgent"] == {"oracle": len(oracle_queries), "unknown": len(anonymous_queries)}
    assert stats["cacheHitRate"] == pytest.approx(hits / total, abs=1e-3)
    assert stats["fallbackRate"] == 0
    assert stats["totalDocuments"] == len(KRAKEN_DOCS)
    assert 0 < stats["avgLatency"] <= stats["p99Latency"]
    assert stats["p95Latency"] <= stats["p99Latency"]
    for time_range in ("24h", "7d", "30d"):
        assert api.stats(time_range)["totalQueries"] == total, time_range


def test_rejected_searches_are_not_counted_as_queries(api: Api) -> None:
    api.search("one valid query", agent="oracle")
    for body in ({"query": ""}, {"query": "x", "limit": 0}, {}):
        assert api.client.post(SEARCH, json=body).status_code == 400
    api.search("another valid query", agent="oracle")
    stats = api.wait_for_queries(2)
    assert stats["totalQueries"] == 2 and stats["queriesByAgent"] == {"oracle": 2}
