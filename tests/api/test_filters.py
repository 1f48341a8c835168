"""The filter language through the HTTP API, on the real embedded backends (Qdrant Edge, SQLite,
MiniLM): search at every fallback level, the listing (GET with query parameters, POST with a body),
delete by filter (dry run, confirm, all, a failure partway) and stats, and bad filters answered 400
naming the field."""

from __future__ import annotations

import time
from collections.abc import Iterator
from datetime import datetime, timezone
from pathlib import Path
from typing import Any

import pytest
from api_support import contract_schema
from jsonschema import Draft7Validator
from test_fallback_levels import Rig, make_rig

from rag_context.api.tools import DELETE_INPUT_SCHEMA, DOCUMENTS_INPUT_SCHEMA, FILTER_SCHEMA

from rag_context.config import load_settings
from rag_context.core.consistency import check_consistency

SEARCH = "/tools/rag_context_search"
DELETE = "/tools/rag_context_delete"

# source -> (content, content type, metadata)
DOCUMENTS: dict[str, tuple[str, str, dict[str, Any]]] = {
    "src/core/Cache.cs": ("The cache evicts entries with a least recently used policy.", "code", {"tags": ["cache"], "role": "implementation", "agent": "coder"}),
    "src/core/tests/CacheTests.cs": ("Tests that the cache evicts the least recently used entry.", "code", {"tags": ["cache", "test"], "role": "test", "agent": "coder"}),
    "docs/cache.md": ("How the cache evicts entries: least recently used first.", "documentation", {"tags": ["cache", "docs"], "role": "docs"}),
    "decisions/D-7.md": ("Decision: the cache evicts by least recently used, not by age.", "decision", {"tags": ["cache"], "decisionId": "D-7", "agent": "planner"}),
    "src/api/Routes.cs": ("Routes map HTTP requests to handlers.", "code", {"tags": ["api"], "role": "implementation", "agent": "coder"}),
}


@pytest.fixture
def rig(tmp_path: Path, local_embedder: Any) -> Iterator[Rig]:
    settings = load_settings(
        _env_file=None,
        rag_data_dir=tmp_path / "data",
        rag_dependency_cooldown_ms=0,
        rag_dependency_timeout_ms=5000,
        circuit_breaker_threshold=50,
        rag_cache_size=0,
    )
    yield from make_rig(settings, local_embedder)


def index_all(rig: Rig, sources: list[str] | None = None) -> None:
    for source in sources or list(DOCUMENTS):
        content, content_type, metadata = DOCUMENTS[source]
        body = {"content": content, "contentType": content_type, "sessionId": "filters", "source": source, "metadata": metadata}
        response = rig.client.post("/tools/rag_context_index", json=body)
        assert response.status_code == 200 and response.json()["status"] == "indexed", response.text


def sources(answer: dict[str, Any]) -> set[str]:
    return {result["source"] for result in answer["results"]}


def assert_delete_contract(answer: dict[str, Any]) -> dict[str, Any]:
    errors = [error.message for error in Draft7Validator(contract_schema("delete.response")).iter_errors(answer)]
    assert not errors, (errors, answer)
    return answer


def test_the_contract_describes_the_filter_and_the_new_requests() -> None:
    assert contract_schema("search.request")["properties"]["filter"] == FILTER_SCHEMA
    for name, listed in (("delete.request", DELETE_INPUT_SCHEMA), ("documents.request", DOCUMENTS_INPUT_SCHEMA)):
        contract = contract_schema(name)
        contract.pop("$schema")
        assert contract == listed, name
    delete = Draft7Validator(contract_schema("delete.request"))
    assert delete.is_valid({"filter": {"tagsAny": ["a"]}, "confirm": True}) and delete.is_valid({"all": True})
    assert delete.is_valid({"documentId": "x"}) and not delete.is_valid({"filter": {"tagAny": ["a"]}})


def assert_bad_filter(response: Any, field: str) -> None:
    assert response.status_code == 400, response.text
    body = response.json()
    assert body["code"] == "INVALID_INPUT"
    assert field in {detail["field"] for detail in body["details"]}, body


def test_search_applies_the_filter_at_every_fallback_level(rig: Rig) -> None:
    index_all(rig)
    query = "cache evicts least recently used"
    cases = [
        ({"sourceGlob": "src/core/**/*.cs", "excludeSourceGlobs": ["**/tests/**"]}, {"src/core/Cache.cs"}),
        ({"tagsAll": ["cache", "test"]}, {"src/core/tests/CacheTests.cs"}),
        ({"roles": ["docs", "test"]}, {"docs/cache.md", "src/core/tests/CacheTests.cs"}),
        ({"decisionId": "D-7"}, {"decisions/D-7.md"}),
        ({"agents": ["coder"], "sourcePrefix": "src/core/"}, {"src/core/Cache.cs", "src/core/tests/CacheTests.cs"}),
        ({"contentTypes": ["decision", "documentation"], "since": "1h"}, {"docs/cache.md", "decisions/D-7.md"}),
        ({"until": "1h"}, set()),
    ]
    for level, switch in ((1, None), (2, "embedder"), (2, "vectors")):
        rig.embedder.mode = "fail" if switch == "embedder" else None
        rig.vectors.mode = "fail" if switch == "vectors" else None
        for number, (document_filter, want) in enumerate(cases):
            # A new query text each time at level 2 from the vector index: a cached query vector
            # would let the search reach level 1 without the embedder.
            text = f"{query} {number} {switch}"
            answer = rig.search(text, filter=document_filter, limit=10)
            assert sources(answer) == want, (switch, document_filter, answer)
            if want:
                assert answer["fallbackLevel"] == level, (switch, document_filter)
    rig.embedder.mode = rig.vectors.mode = None
    # The contract's own filters keep working, ANDed with the filter.
    answer = rig.search(query, contentType="code", filter={"tagsAny": ["cache"]}, limit=10)
    assert sources(answer) == {"src/core/Cache.cs", "src/core/tests/CacheTests.cs"}
    assert sources(rig.search(query, contentType="decision", filter={"roles": ["test"]}, limit=10)) == set()


@pytest.mark.parametrize(
    ("document_filter", "field"),
    [
        ({"since": "yesterday"}, "filter.since"),
        ({"until": "99999999d"}, "filter.until"),
        ({"since": "1h", "until": "2h"}, "filter"),
        ({"sourceGlob": "a/**/b/**/c/**/d/**"}, "filter.sourceGlob"),  # four `**` (`**/**/` would merge)
        ({"sourceGlob": "?" * 17}, "filter.sourceGlob"),  # `?` counts with the wildcards
        ({"sourceGlob": "*a*b*c*d*e*f*g*h*i"}, "filter.sourceGlob"),
        ({"tagAny": ["cache"]}, "filter.tagAny"),
        ({"tagsAny": []}, "filter.tagsAny"),
        ({"tagsAny": ["t"] * 33}, "filter.tagsAny"),
        ({"contentTypes": ["video"]}, "filter.contentTypes.0"),
        ({"sourcePrefix": "x" * 1025}, "filter.sourcePrefix"),
        ({"agents": ["a\nb"]}, "filter.agents.0"),
        ({"excludeSourceGlobs": ["a"] * 9}, "filter.excludeSourceGlobs"),
        ({"decisionId": 7}, "filter.decisionId"),
    ],
)
def test_a_bad_filter_is_a_400_naming_the_field(rig: Rig, document_filter: dict[str, Any], field: str) -> None:
    assert_bad_filter(rig.client.post(SEARCH, json={"query": "cache", "filter": document_filter}), field)
    assert_bad_filter(rig.client.post(DELETE, json={"filter": document_filter, "confirm": True}), field)
    assert_bad_filter(rig.client.post("/documents/search", json={"filter": document_filter}), field)


def test_the_listing_takes_the_filter_as_query_parameters_and_as_a_body(rig: Rig) -> None:
    index_all(rig)
    listed = rig.client.get("/documents", params=[("tagsAny", "docs"), ("tagsAny", "test"), ("sourceGlob", "**/*.cs")])
    assert listed.status_code == 200, listed.text
    assert [document["source"] for document in listed.json()["documents"]] == ["src/core/tests/CacheTests.cs"]
    assert listed.json()["documents"][0]["metadata"]["role"] == "test"
    body = rig.client.post("/documents/search", json={"filter": {"roles": ["implementation"]}, "limit": 1})
    assert body.status_code == 200, body.text
    first = body.json()
    assert len(first["documents"]) == 1 and first["nextCursor"]
    second = rig.client.post("/documents/search", json={"filter": {"roles": ["implementation"]}, "cursor": first["nextCursor"]}).json()
    assert {doc["source"] for doc in first["documents"] + second["documents"]} == {"src/core/Cache.cs", "src/api/Routes.cs"}
    assert second["nextCursor"] is None
    tool = rig.client.post("/tools/rag_context_documents", json={"filter": {"decisionId": "D-7"}}).json()
    assert [doc["source"] for doc in tool["documents"]] == ["decisions/D-7.md"]
    assert_bad_filter(rig.client.get("/documents", params={"since": "last week"}), "since")
    assert_bad_filter(rig.client.get("/documents", params={"contentTypes": "video"}), "contentTypes.0")


@pytest.mark.parametrize(
    ("path", "params", "field", "hint"),
    [
        ("/documents", [("tagsany", "docs")], "tagsany", "did you mean tagsAny?"),
        ("/documents", [("tagsAny", "docs"), ("sourceglob", "**/*.cs")], "sourceglob", "did you mean sourceGlob?"),
        ("/documents", [("sessionid", "filters")], "sessionid", "did you mean sessionId?"),
        ("/documents", [("page", "2")], "page", "this route takes: agents, asOf, categories, contentType, contentTypes, cursor"),
        ("/tools/rag_context_stats", [("timerange", "7d")], "timerange", "did you mean timeRange?"),
        ("/tools/rag_context_stats", [("agent", "coder")], "agent", "this route takes: agents,"),
        ("/folders", [("sessionId", "filters"), ("root", "/srv"), ("force", "1")], "force", "this route takes: root, sessionId"),
        ("/health", [("verbose", "1")], "verbose", "this route takes: none"),
        ("/documents/some-id", [("fields", "content")], "fields", "this route takes: none"),
    ],
)
def test_an_unknown_query_parameter_is_a_400_naming_it(rig: Rig, path: str, params: list[tuple[str, str]], field: str, hint: str) -> None:
    """Issue 30.7: `?tagsany=x` (misspelt) listed every document; the JSON body refuses unknown filter fields."""
    index_all(rig)
    response = rig.client.get(path, params=params)
    assert_bad_filter(response, field)
    (detail,) = [detail for detail in response.json()["details"] if detail["field"] == field]
    assert detail["type"] == "extra_forbidden" and hint in detail["message"], detail


def test_the_known_query_parameters_are_still_taken(rig: Rig) -> None:
    index_all(rig)
    stats = rig.client.get("/tools/rag_context_stats", params={"timeRange": "7d", "agents": "coder", "contentTypes": "code"})
    assert stats.status_code == 200 and stats.json()["totalDocuments"] == 3, stats.text
    listed = rig.client.get("/documents", params={"sessionId": "filters", "contentType": "code", "limit": 2, "roles": "implementation"})
    assert listed.status_code == 200, listed.text
    assert {document["source"] for document in listed.json()["documents"]} == {"src/core/Cache.cs", "src/api/Routes.cs"}
    assert rig.client.get("/metrics", params={"name[]": "rag_documents_indexed"}).status_code == 200  # not in the contract: not checked
    assert rig.client.get("/documents", params=[("x", str(n)) for n in range(1000)]).json()["details"][-1]["field"] == "x"


def test_delete_by_filter_is_a_dry_run_until_confirmed_and_leaves_store_and_vectors_consistent(rig: Rig) -> None:
    index_all(rig)
    dry = rig.client.post(DELETE, json={"filter": {"tagsAny": ["cache"], "excludeSourceGlobs": ["docs/**"]}})
    assert dry.status_code == 200, dry.text
    assert assert_delete_contract(dry.json()) == {"success": True, "dryRun": True, "documentsMatched": 3, "chunksMatched": 3}
    assert len(rig.client.get("/documents").json()["documents"]) == 5, "a dry run deleted something"

    assert_bad_filter(rig.client.post(DELETE, json={"filter": {}}), "body")  # an empty filter is not "everything"
    assert_bad_filter(rig.client.post(DELETE, json={"filter": {"tagsAny": ["x"]}, "all": True}), "body")
    everything = rig.client.post(DELETE, json={"all": True}).json()
    assert everything == {"success": True, "dryRun": True, "documentsMatched": 5, "chunksMatched": 5}

    done = rig.client.post(DELETE, json={"filter": {"tagsAny": ["cache"], "excludeSourceGlobs": ["docs/**"]}, "confirm": True})
    assert done.status_code == 200, done.text
    assert assert_delete_contract(done.json()) == {"success": True, "documentsDeleted": 3, "chunksDeleted": 3}
    by_id = rig.client.post(DELETE, json={"documentId": "not-there"}).json()
    assert assert_delete_contract(by_id)["documentsDeleted"] == 0
    left = {doc["source"] for doc in rig.client.get("/documents").json()["documents"]}
    assert left == {"docs/cache.md", "src/api/Routes.cs"}
    assert sources(rig.search("cache evicts least recently used", limit=10)) <= left
    services = rig.client.app.state.services
    report = rig.client.portal.call(check_consistency, services.store, services.vectors)  # the sweep of every start
    assert report.consistent, report.as_dict()

    gone = rig.client.post(DELETE, json={"all": True, "confirm": True}).json()
    assert gone == {"success": True, "documentsDeleted": 2, "chunksDeleted": 2}
    assert rig.client.get("/documents").json()["documents"] == []


def test_a_delete_by_filter_that_fails_partway_says_what_went_and_what_failed(rig: Rig) -> None:
    index_all(rig)
    rig.vectors.mode = "fail"
    response = rig.client.post(DELETE, json={"filter": {"tagsAny": ["cache"]}, "confirm": True})
    assert response.status_code == 503, response.text
    body = response.json()
    assert body["success"] is False and body["dependency"] == "vector_index"
    assert (body["documentsDeleted"], body["chunksDeleted"]) == (0, 0)
    assert len(body["failedDocumentIds"]) == 4
    rig.vectors.mode = None
    assert len(rig.client.get("/documents").json()["documents"]) == 5, "nothing went: the vectors go first"
    retried = rig.client.post(DELETE, json={"filter": {"tagsAny": ["cache"]}, "confirm": True}).json()
    assert retried == {"success": True, "documentsDeleted": 4, "chunksDeleted": 4}


def test_stats_count_the_filtered_documents_and_the_matching_searches(rig: Rig) -> None:
    index_all(rig)
    rig.search("cache", agent="planner")
    rig.search("routes", agent="coder", contentType="code")
    deadline = time.monotonic() + 10
    while rig.client.get("/tools/rag_context_stats").json()["totalQueries"] < 2 and time.monotonic() < deadline:
        time.sleep(0.05)
    unfiltered = rig.client.get("/tools/rag_context_stats").json()
    assert (unfiltered["totalDocuments"], unfiltered["totalQueries"]) == (5, 2)
    by_tag = rig.client.post("/tools/rag_context_stats", json={"filter": {"tagsAny": ["test", "api"]}}).json()
    assert (by_tag["totalDocuments"], by_tag["totalQueries"]) == (2, 2), "tags narrow documents, not queries"
    by_agent = rig.client.get("/tools/rag_context_stats", params=[("agents", "coder")]).json()
    assert (by_agent["totalDocuments"], by_agent["totalQueries"], by_agent["queriesByAgent"]) == (3, 1, {"coder": 1})
    by_type = rig.client.post("/tools/rag_context_stats", json={"filter": {"contentTypes": ["code"]}}).json()
    assert (by_type["totalDocuments"], by_type["totalQueries"]) == (3, 1)
    future = datetime.now(timezone.utc).replace(year=2099).isoformat()
    later = rig.client.post("/tools/rag_context_stats", json={"filter": {"since": future}}).json()
    assert (later["totalDocuments"], later["totalQueries"]) == (0, 0)
    assert_bad_filter(rig.client.post("/tools/rag_context_stats", json={"filter": {"since": "soon"}}), "filter.since")
