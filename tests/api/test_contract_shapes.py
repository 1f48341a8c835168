"""Every response the C# client, the scripts and MCP runtimes read has the shape of contract/*.schema.json:
camelCase names, required fields, types, UTC ISO-8601 timestamps, scores in [0, 1]."""

from __future__ import annotations

import json
from datetime import datetime, timezone
from typing import Any

import pytest
from jsonschema import Draft7Validator
from api_support import (
    CONTRACT_DIR,
    HEALTH,
    INDEX,
    SEARCH,
    STATS,
    Api,
    assert_camel_case_keys,
    assert_contract,
    assert_invalid_input,
    assert_utc_timestamp,
    contract_errors,
    unique,
)
from fastapi.testclient import TestClient

from rag_context.core.models import ComponentStatus
from rag_context.core.ports import DependencyError

SEARCH_RESULT_FIELDS = {"content", "score", "source", "timestamp", "metadata"}
SEARCH_FIELDS = {"results", "latency", "fallback", "fallbackLevel", "circuitBreakerOpen", "totalIndexed"}
INDEX_FIELDS = {"success", "chunksIndexed", "vectorIds", "latencyMs", "documentId"}
HEALTH_FIELDS = {"healthy", "qdrantStatus", "lmStudioStatus", "mongoStatus", "latency", "indexedDocuments", "circuitBreakerOpen"}
STATS_FIELDS = {
    "totalDocuments",
    "totalQueries",
    "avgLatency",
    "p95Latency",
    "p99Latency",
    "cacheHitRate",
    "fallbackRate",
    "queriesByAgent",
}
TOOL_NAMES = {
    "rag_context_search", "rag_context_index", "rag_context_health", "rag_context_stats", "rag_context_delete", "rag_context_documents",
    "rag_context_status", "rag_context_symbols", "rag_context_references", "rag_context_outline", "rag_context_repo_map",
}


@pytest.fixture
def api(client: TestClient) -> Api:
    return Api(client)


def contract_file(name: str) -> dict[str, Any]:
    return json.loads((CONTRACT_DIR / f"{name}.schema.json").read_text())


# --- the validator itself: a check that cannot fail proves nothing


def test_the_schema_validator_really_checks_date_time_and_ranges() -> None:
    good = {
        "results": [{"content": "c", "score": 0.5, "source": "s", "timestamp": "2026-01-02T03:04:05.123456Z"}],
        "latency": 1.5,
        "fallback": False,
        "fallbackLevel": 1,
        "circuitBreakerOpen": False,
        "totalIndexed": 1,
    }
    assert contract_errors("search.response", good) == []
    for timestamp in ("not a date", "2026-01-02 03:04:05", "2026-01-02T03:04:05", "2026-13-40T03:04:05Z"):
        bad = json.loads(json.dumps(good))
        bad["results"][0]["timestamp"] = timestamp
        assert contract_errors("search.response", bad), f"{timestamp!r} passed as a date-time"
    for score in (1.0001, -0.01):
        bad = json.loads(json.dumps(good))
        bad["results"][0]["score"] = score
        assert contract_errors("search.response", bad), f"score {score} passed"
    missing = dict(good)
    del missing["fallbackLevel"]
    assert contract_errors("search.response", missing)


# --- search


def test_search_response_with_results_and_metadata_matches_the_contract(api: Api) -> None:
    before = datetime.now(timezone.utc)
    marker = unique("kiwi")
    metadata = {"agent": "oracle", "tags": ["jackpot", "threshold"], "category": "casino", "game": "FireKirin"}
    indexed = api.index(
        f"FireKirin jackpot threshold is set at $500 ({marker}). Major jackpot at $250.",
        session_id="shape-session",
        source="decisions/firekirin.md",
        content_type="decision",
        metadata=metadata,
    )
    payload = api.search(f"FireKirin jackpot threshold {marker}")

    assert SEARCH_FIELDS <= payload.keys()
    assert_camel_case_keys(payload)
    assert payload["results"], payload
    for hit in payload["results"]:
        assert SEARCH_RESULT_FIELDS <= hit.keys(), hit
        assert_camel_case_keys(hit, "search result")
        assert_camel_case_keys(hit["metadata"], "search result metadata")
        assert_utc_timestamp(hit["timestamp"], not_before=before)
    top = payload["results"][0]
    assert marker in top["content"]
    assert top["source"] == "decisions/firekirin.md"
    assert top["metadata"] == metadata
    assert isinstance(payload["latency"], (int, float)) and payload["latency"] >= 0
    assert payload["fallback"] is False and payload["fallbackLevel"] == 1 and payload["circuitBreakerOpen"] is False
    assert payload["totalIndexed"] == 1
    assert indexed["chunksIndexed"] == 1


def test_search_response_with_no_results_matches_the_contract(api: Api) -> None:
    payload = api.search("anything at all about jackpots")
    assert payload["results"] == []
    assert payload["totalIndexed"] == 0
    assert payload["fallback"] is False and payload["fallbackLevel"] == 1
    assert_camel_case_keys(payload)

    api.index("Selenium WebDriver timeout should be 30 seconds for page loads.", session_id="s-a")
    filtered_out = api.search("Selenium WebDriver timeout", sessionId="another-session")
    assert filtered_out["results"] == []
    assert filtered_out["totalIndexed"] == 1
    assert filtered_out["fallbackLevel"] == 1


def test_scores_are_within_unit_interval_and_never_increase_down_the_list(api: Api) -> None:
    documents = [
        "MongoDB connections should use retry logic with exponential backoff. Max retries: 5.",
        "Retry failed MongoDB writes with exponential backoff and jitter.",
        "The circuit breaker opens after five consecutive failures.",
        "FireKirin jackpot threshold is set at $500.",
        "Selenium WebDriver timeout should be 30 seconds for page loads.",
        "Exponential backoff doubles the delay after each failed attempt.",
        "OrionStars bonus rounds start after ten spins.",
    ]
    for number, text in enumerate(documents):
        api.index(text, session_id="scores", source=f"doc-{number}.md")
    for query in ("mongodb retry exponential backoff", "jackpot", "how long should selenium wait", "zebra"):
        payload = api.search(query, limit=20)
        scores = [hit["score"] for hit in payload["results"]]
        assert all(isinstance(score, (int, float)) and 0.0 <= score <= 1.0 for score in scores), (query, scores)
        assert scores == sorted(scores, reverse=True), f"scores increase down the list for {query!r}: {scores}"
    ranked = api.search("mongodb retry exponential backoff", limit=20)
    assert len(ranked["results"]) >= 2
    assert "MongoDB" in ranked["results"][0]["content"]


# --- index


def test_index_response_matches_the_contract(api: Api) -> None:
    payload = api.index_body(
        {
            "content": "Selenium WebDriver timeout should be 30 seconds for page loads.",
            "contentType": "documentation",
            "sessionId": "index-shape",
            "source": "docs/selenium.md",
            "metadata": {"agent": "oracle", "tags": ["selenium"], "category": "architecture", "decisionId": "D-1"},
        }
    )
    assert INDEX_FIELDS <= payload.keys()
    assert_camel_case_keys(payload)
    assert payload["success"] is True
    assert payload["chunksIndexed"] == len(payload["vectorIds"]) == 1
    assert len(set(payload["vectorIds"])) == len(payload["vectorIds"])
    assert payload["documentId"]
    assert payload["latencyMs"] >= 0


def test_a_multi_chunk_index_reports_one_vector_id_per_chunk(api: Api) -> None:
    long_text = "\n\n".join(
        f"Section {n}. The reconciler retries pending document number {n} after the embedder recovers; "
        "it walks the pending list oldest first and writes vectors in batches of thirty two. " * 3
        for n in range(8)
    )
    payload = api.index(long_text, session_id="multi", source="multi.md")
    assert payload["chunksIndexed"] > 1
    assert payload["chunksIndexed"] == len(payload["vectorIds"]) == len(set(payload["vectorIds"]))


# --- health


@pytest.mark.parametrize("method, path", [("GET", HEALTH), ("POST", "/tools/rag_context_health")])
def test_health_matches_the_contract(client: TestClient, method: str, path: str) -> None:
    api = Api(client)
    first = client.request(method, path)
    assert first.status_code == 200, first.text
    body = first.json()
    assert_contract("health.response", body)
    assert HEALTH_FIELDS <= body.keys()
    assert_camel_case_keys(body)
    assert body["healthy"] is True
    assert body["qdrantStatus"] == body["lmStudioStatus"] == body["mongoStatus"] == "healthy"
    assert body["circuitBreakerOpen"] is False
    assert body["indexedDocuments"] == 0

    api.index("A document for the health count.", session_id="health", source="h.md")
    after = client.request(method, path).json()
    assert_contract("health.response", after)
    assert after["indexedDocuments"] == 1


class SwitchableEmbedder:
    """The session's real embedder, with a switch that makes it fail as an unreachable LM Studio would."""

    def __init__(self, inner: Any) -> None:
        self._inner = inner
        self.model_name = inner.model_name
        self.dimension = inner.dimension
        self.max_tokens = inner.max_tokens
        self.down = False

    def count_tokens(self, text: str) -> int:
        return self._inner.count_tokens(text)

    def token_offsets(self, text: str) -> Any:
        return self._inner.token_offsets(text)

    async def embed_documents(self, texts: Any) -> list[list[float]]:
        if self.down:
            raise DependencyError("connection refused")
        return await self._inner.embed_documents(texts)

    async def embed_query(self, text: str) -> list[float]:
        if self.down:
            raise DependencyError("connection refused")
        return await self._inner.embed_query(text)

    async def health(self) -> ComponentStatus:
        return ComponentStatus.UNAVAILABLE if self.down else ComponentStatus.HEALTHY

    async def close(self) -> None:
        return None


def test_health_is_200_with_healthy_false_and_search_keeps_its_shape_when_the_embedder_is_down(make_app, local_embedder) -> None:
    embedder = SwitchableEmbedder(local_embedder)
    with TestClient(make_app(embedder=embedder)) as client:
        api = Api(client)
        api.index("Zeppelin hangar doors open at dawn.", session_id="down", source="hangar.md")
        embedder.down = True
        for method, path in (("GET", HEALTH), ("POST", "/tools/rag_context_health")):
            response = client.request(method, path)
            assert response.status_code == 200, response.text
            body = response.json()
            assert_contract("health.response", body)
            assert body["healthy"] is False
            assert body["lmStudioStatus"] == "unavailable"
            assert body["qdrantStatus"] == "healthy" and body["mongoStatus"] == "healthy"
        payload = api.search("zeppelin hangar")  # schema-checked
        assert payload["fallback"] is True
        assert payload["fallbackLevel"] == 2  # keyword search serves while the embedder is down
        assert payload["circuitBreakerOpen"] is False
        assert payload["totalIndexed"] == 1
        assert [hit["source"] for hit in payload["results"]] == ["hangar.md"]
        for hit in payload["results"]:
            assert 0.0 <= hit["score"] <= 1.0
            assert_utc_timestamp(hit["timestamp"])
        api.wait_for_queries(1)
        assert api.stats("1h")["fallbackRate"] == 1.0


# --- stats


def test_stats_match_the_contract_for_every_time_range_and_the_default(api: Api) -> None:
    api.index("A document so that totalDocuments is not zero.", session_id="stats", source="s.md")
    api.search("document")
    api.wait_for_queries(1)
    answers = {}
    for time_range in (None, "1h", "24h", "7d", "30d"):
        body = api.stats(time_range)
        assert STATS_FIELDS <= body.keys(), (time_range, body)
        assert_camel_case_keys(body)
        assert body["totalDocuments"] == 1, (time_range, body)
        assert body["totalQueries"] == 1, (time_range, body)
        assert body["queriesByAgent"] == {"unknown": 1}, (time_range, body)
        assert 0.0 <= body["cacheHitRate"] <= 1.0 and 0.0 <= body["fallbackRate"] <= 1.0
        assert body["p99Latency"] >= body["p95Latency"] >= 0 and body["avgLatency"] > 0
        answers[time_range] = body
    assert answers[None] == answers["24h"], "the default timeRange is not 24h"


def test_stats_without_any_query_match_the_contract(api: Api) -> None:
    body = api.stats()
    assert body["totalQueries"] == 0 and body["totalDocuments"] == 0
    assert body["queriesByAgent"] == {}


def test_stats_reject_an_unknown_time_range_with_400(client: TestClient) -> None:
    assert_invalid_input(client.get(STATS, params={"timeRange": "2h"}), field="timeRange")


# --- GET /tools


def test_tools_lists_every_tool_with_name_description_and_input_schema(client: TestClient) -> None:
    response = client.get("/tools")
    assert response.status_code == 200
    assert response.headers["content-type"].startswith("application/json")
    tools = response.json()["tools"]
    assert {tool["name"] for tool in tools} == TOOL_NAMES
    assert len(tools) == len(TOOL_NAMES)
    for tool in tools:
        assert isinstance(tool["description"], str) and tool["description"].strip(), tool
        assert isinstance(tool["inputSchema"], dict) and tool["inputSchema"].get("type") == "object", tool
        assert isinstance(tool["inputSchema"].get("properties"), dict), tool


# What the listed schemas may add to the contract's: the service's bounds (issue 14.3), never a change.
BOUND_KEYWORDS = frozenset({"maxLength", "maxItems", "pattern", "description"})


def assert_refines(listed: dict[str, Any], contract: dict[str, Any], where: str) -> None:
    """`listed` says everything `contract` says, and adds only bounds."""
    for keyword, value in contract.items():
        assert keyword in listed, f"{where}: {keyword} missing"
        if keyword == "properties":
            assert set(listed["properties"]) == set(value), where
            for name, schema in value.items():
                assert_refines(listed["properties"][name], schema, f"{where}.{name}")
        elif keyword == "items":
            assert_refines(listed["items"], value, f"{where}[]")
        else:
            assert listed[keyword] == value, f"{where}: {keyword}"
    assert set(listed) - set(contract) <= BOUND_KEYWORDS, f"{where}: adds {set(listed) - set(contract)}"


@pytest.mark.parametrize("tool_name, contract_name", [("rag_context_search", "search.request"), ("rag_context_index", "index.request")])
def test_tool_input_schemas_are_the_contract_request_schemas_with_bounds(client: TestClient, tool_name: str, contract_name: str) -> None:
    tools = {tool["name"]: tool for tool in client.get("/tools").json()["tools"]}
    expected = contract_file(contract_name)
    listed = tools[tool_name]["inputSchema"]
    for name, schema in expected["properties"].items():
        assert_refines(listed["properties"][name], schema, name)
    assert set(listed["properties"]) == set(expected["properties"])
    assert sorted(listed.get("required", [])) == sorted(expected["required"])


def test_the_listed_bounds_are_the_enforced_ones(client: TestClient) -> None:
    tools = {tool["name"]: tool for tool in client.get("/tools").json()["tools"]}
    index = tools["rag_context_index"]["inputSchema"]["properties"]
    search = tools["rag_context_search"]["inputSchema"]["properties"]
    names = [(schema, 256) for schema in (index["sessionId"], search["sessionId"], search["game"], search["agent"])]
    names += [(index["metadata"]["properties"][name], 256) for name in ("agent", "category", "game", "decisionId")]
    for schema, limit in [*names, (index["source"], 1024)]:  # a source is often a full path
        validator = Draft7Validator(schema)
        assert validator.is_valid("x" * limit) and validator.is_valid("Oracle é 漢字")
        assert not validator.is_valid("x" * (limit + 1))
        assert not any(validator.is_valid(f"a{control}b") for control in ("\x00", "\x1f", "\n", "\x7f", "\x85"))
    tags = Draft7Validator(index["metadata"]["properties"]["tags"])
    assert tags.is_valid(["t" * 64] * 32)
    assert not tags.is_valid(["t"] * 33) and not tags.is_valid(["t" * 65]) and not tags.is_valid(["a\tb"])
    assert "8192 bytes" in index["metadata"]["description"]


def test_stats_tool_input_schema_names_the_time_ranges(client: TestClient) -> None:
    tools = {tool["name"]: tool for tool in client.get("/tools").json()["tools"]}
    time_range = tools["rag_context_stats"]["inputSchema"]["properties"]["timeRange"]
    assert sorted(time_range["enum"]) == sorted(["1h", "24h", "7d", "30d"])
    assert time_range.get("default") == "24h"


# --- the generic dispatcher


@pytest.mark.parametrize(
    "body",
    [None, {}, {"query": "jackpot"}, [1, 2]],
    ids=["no-body", "empty-object", "search-like-object", "json-array"],
)
def test_an_unknown_tool_answers_404_with_the_contract_body(client: TestClient, body: Any) -> None:
    response = client.post("/tools/does_not_exist") if body is None else client.post("/tools/does_not_exist", json=body)
    assert response.status_code == 404, response.text
    assert response.json() == {"error": "Tool does_not_exist not found"}


def test_post_health_tool_answers_the_health_shape(client: TestClient) -> None:
    for body in (None, {}):
        response = client.post("/tools/rag_context_health") if body is None else client.post("/tools/rag_context_health", json=body)
        assert response.status_code == 200
        assert_contract("health.response", response.json())
        assert HEALTH_FIELDS <= response.json().keys()


def test_post_stats_tool_answers_stats_and_rejects_an_unknown_time_range(client: TestClient) -> None:
    api = Api(client)
    api.search("one query so the window is not empty")
    api.wait_for_queries(1)
    for body in ({"timeRange": "1h"}, {}, None):
        response = client.post("/tools/rag_context_stats") if body is None else client.post("/tools/rag_context_stats", json=body)
        assert response.status_code == 200, (body, response.text)
        stats = response.json()
        assert_contract("stats.response", stats)
        assert STATS_FIELDS <= stats.keys()
        assert stats["totalQueries"] == 1, (body, stats)
    assert_invalid_input(client.post("/tools/rag_context_stats", json={"timeRange": "2h"}), field="timeRange")


def test_error_bodies_are_json_with_a_code(client: TestClient) -> None:
    for response in (client.post(SEARCH, json={"query": ""}), client.post(INDEX, json={})):
        body = response.json()
        assert response.status_code == 400
        assert set(body) >= {"error", "code", "details"}
        assert_camel_case_keys(body)
