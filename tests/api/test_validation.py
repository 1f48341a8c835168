"""Invalid input answers 400 (never FastAPI's 422) with {"error", "code": "INVALID_INPUT", "details"} naming
the field, and a rejected index request changes nothing."""

from __future__ import annotations

import time
from typing import Any

import pytest
from api_support import INDEX, SEARCH, STATS, Api, assert_invalid_input, contents, sources, unique
from fastapi.testclient import TestClient


@pytest.fixture
def api(client: TestClient) -> Api:
    return Api(client)


# --- search

SEARCH_CASES: list[tuple[str, dict[str, Any], str]] = [
    ("empty-query", {"query": ""}, "query"),
    ("whitespace-query", {"query": " \t\n  "}, "query"),
    ("query-1001-chars", {"query": "q" * 1001}, "query"),
    ("missing-query", {"limit": 5}, "query"),
    ("null-query", {"query": None}, "query"),
    ("query-as-number", {"query": 42}, "query"),
    ("query-as-list", {"query": ["jackpot"]}, "query"),
    ("limit-0", {"query": "jackpot", "limit": 0}, "limit"),
    ("limit-negative", {"query": "jackpot", "limit": -1}, "limit"),
    ("limit-21", {"query": "jackpot", "limit": 21}, "limit"),
    ("limit-string", {"query": "jackpot", "limit": "5"}, "limit"),
    ("limit-float", {"query": "jackpot", "limit": 5.5}, "limit"),
    ("limit-bool", {"query": "jackpot", "limit": True}, "limit"),
    ("unknown-category", {"query": "jackpot", "category": "poker"}, "category"),
    ("category-wrong-case", {"query": "jackpot", "category": "Casino"}, "category"),
    ("unknown-contentType", {"query": "jackpot", "contentType": "email"}, "contentType"),
    ("sessionId-as-number", {"query": "jackpot", "sessionId": 7}, "sessionId"),
    ("game-as-number", {"query": "jackpot", "game": 7}, "game"),
]


@pytest.mark.parametrize("body, field", [case[1:] for case in SEARCH_CASES], ids=[case[0] for case in SEARCH_CASES])
def test_invalid_search_answers_400_naming_the_field(client: TestClient, body: dict[str, Any], field: str) -> None:
    assert_invalid_input(client.post(SEARCH, json=body), field=field)


@pytest.mark.parametrize(
    "raw",
    [b"{\"query\": \"jackpot\",", b"{query: 'jackpot'}", b""],
    ids=["malformed-truncated", "malformed-not-json", "empty-body"],
)
def test_malformed_or_empty_search_body_answers_400_naming_the_body(client: TestClient, raw: bytes) -> None:
    response = client.post(SEARCH, content=raw, headers={"content-type": "application/json"})
    assert_invalid_input(response, field="body")


@pytest.mark.parametrize("path", [SEARCH, INDEX, "/tools/rag_context_delete"])
def test_a_body_that_is_not_utf8_answers_the_same_400_naming_the_body(client: TestClient, path: str) -> None:
    response = client.post(path, content=b'{"query": "I[\xff\xfe."}', headers={"content-type": "application/json"})
    assert_invalid_input(response, field="body")


@pytest.mark.parametrize("raw", [b"[]", b"null", b"\"jackpot\""], ids=["array", "null", "string"])
def test_a_search_body_that_is_not_an_object_answers_400(client: TestClient, raw: bytes) -> None:
    response = client.post(SEARCH, content=raw, headers={"content-type": "application/json"})
    assert_invalid_input(response, field="body")


def test_the_limits_themselves_are_accepted(api: Api) -> None:
    api.index("Jackpot thresholds are set per game.", session_id="limits", source="limits.md")
    for body in (
        {"query": "q" * 1000},
        {"query": "j"},
        {"query": "jackpot", "limit": 1},
        {"query": "jackpot", "limit": 20},
        {"query": "jackpot", "category": "casino"},
        {"query": "jackpot", "contentType": "code"},
    ):
        payload = api.search(**body)
        assert payload["fallbackLevel"] == 1, body
    assert len(api.search("jackpot thresholds", limit=1)["results"]) == 1


def test_a_whole_number_written_with_a_decimal_point_is_that_number(api: Api) -> None:
    """Issue 30.8: JSON has one kind of number, and the spec's Zod schema takes `limit: 5.0` as 5
    (a JavaScript client computing it sends that); 5.5 stays a 400 (SEARCH_CASES)."""
    for number in range(8):
        api.index(f"Jackpot note {number}: the threshold of game {number} is {number * 100} credits.", session_id="whole", source=f"whole/{number}.md")
    as_integer = api.search("jackpot threshold credits", limit=5)
    as_float = api.search("jackpot threshold credits", limit=5.0)
    assert len(as_float["results"]) == 5
    assert [r["documentId"] for r in as_float["results"]] == [r["documentId"] for r in as_integer["results"]]
    shaped = api.search("jackpot threshold credits", limit=3.0, maxPerDocument=1.0, maxTokens=64.0, mergeAdjacent=True)
    assert len(shaped["results"]) == 3
    for path in ("/documents/search", "/tools/rag_context_documents"):
        page = api.client.post(path, json={"sessionId": "whole", "limit": 2.0})
        assert page.status_code == 200, page.text
        assert len(page.json()["documents"]) == 2 and page.json()["nextCursor"]
        assert_invalid_input(api.client.post(path, json={"sessionId": "whole", "limit": 2.5}), field="limit")
    assert len(api.client.get("/documents", params={"sessionId": "whole", "limit": "2.0"}).json()["documents"]) == 2
    indexed = api.client.post(INDEX, json={"content": "Part two.", "contentType": "code", "sessionId": "whole", "source": "big.py",
                                           "metadata": {"part": 2.0, "lineOffset": 40.0}})
    assert indexed.status_code == 200, indexed.text
    assert_invalid_input(api.post(SEARCH, {"query": "jackpot", "maxTokens": 64.5}), field="maxTokens")


def test_get_stats_with_an_unknown_time_range_answers_400(client: TestClient) -> None:
    for value in ("2h", "", "1H", "24"):
        assert_invalid_input(client.get(STATS, params={"timeRange": value}), field="timeRange")


# --- index: every rejected request leaves the index as it was

def valid_index_body(marker: str) -> dict[str, Any]:
    return {
        "content": f"Rejected document {marker}: the OrionStars bonus threshold is 900 credits.",
        "contentType": "decision",
        "sessionId": f"session-{marker}",
        "source": f"decisions/{marker}.md",
        "metadata": {"agent": "oracle", "tags": ["bonus"], "category": "casino", "game": "OrionStars"},
    }


def without(key: str):
    return lambda body: {k: v for k, v in body.items() if k != key}


def with_value(key: str, value: Any):
    return lambda body: {**body, key: value}


def with_metadata(key: str, value: Any):
    return lambda body: {**body, "metadata": {**body["metadata"], key: value}}


INDEX_CASES = [
    ("missing-content", without("content"), "content"),
    ("missing-contentType", without("contentType"), "contentType"),
    ("missing-sessionId", without("sessionId"), "sessionId"),
    ("missing-source", without("source"), "source"),
    ("empty-content", with_value("content", ""), "content"),
    ("null-content", with_value("content", None), "content"),
    ("empty-sessionId", with_value("sessionId", ""), "sessionId"),
    ("empty-source", with_value("source", ""), "source"),
    ("unknown-contentType", with_value("contentType", "email"), "contentType"),
    ("content-as-number", with_value("content", 12345), "content"),
    ("sessionId-as-number", with_value("sessionId", 12345), "sessionId"),
    ("metadata-as-string", with_value("metadata", "casino"), "metadata"),
    ("metadata-as-list", with_value("metadata", ["casino"]), "metadata"),
    ("tags-as-string", with_metadata("tags", "bonus"), "metadata.tags"),
    ("tags-with-a-number", with_metadata("tags", ["bonus", 3]), "metadata.tags.1"),
    ("game-as-number", with_metadata("game", 3), "metadata.game"),
]


def index_snapshot(api: Api) -> tuple[int, int]:
    return api.total_indexed(), api.health()["indexedDocuments"]


def assert_nothing_indexed(api: Api, before: tuple[int, int], marker: str, session_id: str | None) -> None:
    assert index_snapshot(api) == before, "a rejected index request changed the document count"
    found = api.search(f"Rejected document {marker} OrionStars bonus threshold", limit=20)
    assert not any(marker in text for text in contents(found)), contents(found)
    assert not any(marker in source for source in sources(found)), sources(found)
    if session_id is not None:
        assert api.search("OrionStars bonus threshold", sessionId=session_id, limit=20)["results"] == []


@pytest.mark.parametrize("mutate, field", [case[1:] for case in INDEX_CASES], ids=[case[0] for case in INDEX_CASES])
def test_invalid_index_answers_400_and_changes_nothing(api: Api, mutate, field: str) -> None:
    api.index("A document that was here before: Selenium timeouts are 30 seconds.", session_id="baseline", source="baseline.md")
    before = index_snapshot(api)
    assert before == (1, 1)
    marker = unique("rej")
    body = mutate(valid_index_body(marker))
    assert_invalid_input(api.client.post(INDEX, json=body), field=field)
    session_id = body.get("sessionId") if isinstance(body.get("sessionId"), str) and body.get("sessionId") else None
    assert_nothing_indexed(api, before, marker, session_id)


def test_content_of_100001_chars_is_rejected_and_changes_nothing(api: Api) -> None:
    api.index("A document that was here before.", session_id="baseline", source="baseline.md")
    before = index_snapshot(api)
    marker = unique("rej")
    body = valid_index_body(marker)
    body["content"] = (body["content"] + " ") * (100_001 // (len(body["content"]) + 1) + 1)
    body["content"] = body["content"][:100_001]
    assert len(body["content"]) == 100_001
    assert_invalid_input(api.client.post(INDEX, json=body), field="content")
    assert_nothing_indexed(api, before, marker, body["sessionId"])


def test_content_of_100000_chars_is_accepted(api: Api) -> None:
    marker = unique("big")
    sentence = f"The {marker} ledger reconciles every casino payout before the nightly audit closes. "
    content = (sentence * (100_000 // len(sentence) + 1))[:100_000]
    assert len(content) == 100_000
    started = time.perf_counter()
    payload = api.index(content, session_id="big", source="big.md")
    elapsed = time.perf_counter() - started
    assert payload["chunksIndexed"] == len(payload["vectorIds"]) > 1
    assert elapsed < 60, f"indexing 100,000 characters took {elapsed:.1f} s"
    found = api.search(f"{marker} ledger payout audit", sessionId="big")
    assert found["results"] and marker in found["results"][0]["content"]
    assert found["totalIndexed"] == 1


@pytest.mark.parametrize(
    "raw",
    [b"{\"content\": \"x\", \"contentType\": \"chat\"", b"not json at all", b""],
    ids=["malformed-truncated", "malformed-not-json", "empty-body"],
)
def test_malformed_or_empty_index_body_answers_400_and_changes_nothing(api: Api, raw: bytes) -> None:
    api.index("A document that was here before.", session_id="baseline", source="baseline.md")
    before = index_snapshot(api)
    response = api.client.post(INDEX, content=raw, headers={"content-type": "application/json"})
    assert_invalid_input(response, field="body")
    assert index_snapshot(api) == before


def test_validation_errors_are_never_422(client: TestClient) -> None:
    responses = [
        client.post(SEARCH, json={}),
        client.post(SEARCH, json={"query": "x", "limit": "many"}),
        client.post(INDEX, json={"content": "x"}),
        client.get(STATS, params={"timeRange": "forever"}),
        client.post("/tools/rag_context_stats", json={"timeRange": "forever"}),
    ]
    assert [response.status_code for response in responses] == [400] * len(responses)
