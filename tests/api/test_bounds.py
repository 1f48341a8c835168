"""Every field a client names things with is bounded (issue 14.3), on the real embedded backends:
each bound holds at its limit and answers a 400 naming the field one past it, over HTTP and over
MCP, and a refused request stores nothing. Document ids cannot collide, and the stats name a
bounded number of agents."""

from __future__ import annotations

import json
import uuid
from typing import Any

import orjson
import pytest
from api_support import INDEX, SEARCH, Api, assert_invalid_input, unique
from fastapi.testclient import TestClient

from rag_context.api.mcp import call_tool
from rag_context.core.models import ID_NAMESPACE, IndexRequest, SearchFilters, document_id_for
from rag_context.core.search import SearchQuery
from rag_context.core.stats import TOP_AGENTS

EMOJI = "\U0001f600"  # 4 bytes in UTF-8: the way to reach the metadata's byte bound within the other bounds


@pytest.fixture
def api(client: TestClient) -> Api:
    return Api(client)


def index_body(**overrides: Any) -> dict[str, Any]:
    marker = unique("bound")
    body: dict[str, Any] = {
        "content": f"Bounded document {marker}: the FireKirin payout table changed.",
        "contentType": "documentation",
        "sessionId": f"session-{marker}",
        "source": f"docs/{marker}.md",
    }
    body.update(overrides)
    return body


def metadata_of_size(size: int) -> dict[str, Any]:
    """Metadata whose compact UTF-8 JSON is exactly `size` bytes, every field within its own bound."""
    metadata: dict[str, Any] = {"tags": [EMOJI * 64] * 31, "agent": ""}
    base = len(orjson.dumps(metadata))
    assert size - base <= 256, "the agent alone makes up the difference"
    metadata["agent"] = "a" * (size - base)
    assert len(json.dumps(metadata, separators=(",", ":"), ensure_ascii=False).encode()) == size
    return metadata


# --- each bound at its limit, and one past it

AT_THE_LIMIT = [
    ("sessionId-256", {"sessionId": "s" * 256}),
    ("source-1024", {"source": "C:\\" + "p" * 1021}),  # a deep Windows path: the C# indexer sends full paths
    ("agent-256", {"metadata": {"agent": "a" * 256}}),
    ("category-256", {"metadata": {"category": "c" * 256}}),
    ("game-256", {"metadata": {"game": "g" * 256}}),
    ("decisionId-256", {"metadata": {"decisionId": "d" * 256}}),
    ("32-tags-of-64", {"metadata": {"tags": [f"{n:02d}" + "t" * 62 for n in range(32)]}}),
    ("metadata-8192-bytes", {"metadata": metadata_of_size(8192)}),
    ("unicode-names", {"sessionId": "Sitzung-漢字-é", "source": "docs/naïve résumé.md", "metadata": {"agent": "Oracle ✓"}}),
]

PAST_THE_LIMIT = [
    ("sessionId-257", {"sessionId": "s" * 257}, "sessionId"),
    ("source-1025", {"source": "p" * 1025}, "source"),
    ("agent-257", {"metadata": {"agent": "a" * 257}}, "metadata.agent"),
    ("category-257", {"metadata": {"category": "c" * 257}}, "metadata.category"),
    ("game-257", {"metadata": {"game": "g" * 257}}, "metadata.game"),
    ("decisionId-257", {"metadata": {"decisionId": "d" * 257}}, "metadata.decisionId"),
    ("33-tags", {"metadata": {"tags": ["t"] * 33}}, "metadata.tags"),
    ("a-65-char-tag", {"metadata": {"tags": ["ok", "t" * 65]}}, "metadata.tags.1"),
    ("metadata-8193-bytes", {"metadata": metadata_of_size(8193)}, "metadata"),
    ("sessionId-unit-separator", {"sessionId": "a\x1fb"}, "sessionId"),
    ("sessionId-newline", {"sessionId": "a\nb"}, "sessionId"),
    ("source-nul", {"source": "a\x00b"}, "source"),
    ("source-del", {"source": "a\x7fb"}, "source"),
    ("source-c1", {"source": "a\x85b"}, "source"),
    ("agent-tab", {"metadata": {"agent": "a\tb"}}, "metadata.agent"),
    ("game-escape", {"metadata": {"game": "\x1b[31mred"}}, "metadata.game"),
    ("tag-control", {"metadata": {"tags": ["a\rb"]}}, "metadata.tags.0"),
]


@pytest.mark.parametrize("overrides", [case[1] for case in AT_THE_LIMIT], ids=[case[0] for case in AT_THE_LIMIT])
def test_each_bound_is_accepted_at_its_limit_and_the_document_is_found(api: Api, overrides: dict[str, Any]) -> None:
    body = index_body(**overrides)
    payload = api.index_body(body)
    assert payload["documentId"] == document_id_for(body["sessionId"], body["source"])
    document = api.client.get(f"/documents/{payload['documentId']}").json()
    assert (document["sessionId"], document["source"]) == (body["sessionId"], body["source"])
    # The metadata as sent, beside the role the service infers for a file when none is given.
    stored = dict(document["metadata"])
    assert stored.pop("role", None) in (None, "docs", "implementation", "test", "sample", "generated", "build")
    assert stored == body.get("metadata", {})
    found = api.search(body["content"], sessionId=body["sessionId"])
    assert [hit["source"] for hit in found["results"]] == [body["source"]]


@pytest.mark.parametrize(
    "overrides, field", [case[1:] for case in PAST_THE_LIMIT], ids=[case[0] for case in PAST_THE_LIMIT]
)
def test_one_past_each_bound_is_a_400_naming_the_field_and_nothing_is_stored(
    api: Api, overrides: dict[str, Any], field: str
) -> None:
    before = api.health()["indexedDocuments"]
    body = index_body(**overrides)
    assert_invalid_input(api.client.post(INDEX, json=body), field=field)
    assert api.health()["indexedDocuments"] == before
    assert api.client.get("/documents", params={"limit": 100}).json()["documents"] == []
    assert api.search(body["content"], limit=20)["results"] == []
    assert api.client.portal.call(api.client.app.state.services.vectors.count) == 0


SEARCH_PAST_THE_LIMIT = [
    ("sessionId-257", {"sessionId": "s" * 257}, "sessionId"),
    ("game-257", {"game": "g" * 257}, "game"),
    ("agent-257", {"agent": "a" * 257}, "agent"),
    ("agent-600000", {"agent": "a" * 600_000}, "agent"),
    ("agent-control", {"agent": "a\x1fb"}, "agent"),
    ("sessionId-control", {"sessionId": "a\x1fb"}, "sessionId"),
]


@pytest.mark.parametrize(
    "filters, field", [case[1:] for case in SEARCH_PAST_THE_LIMIT], ids=[case[0] for case in SEARCH_PAST_THE_LIMIT]
)
def test_search_filters_past_their_bound_are_a_400_and_record_nothing(client: TestClient, filters: dict[str, Any], field: str) -> None:
    assert_invalid_input(client.post(SEARCH, json={"query": "payout table", **filters}), field=field)
    client.portal.call(client.app.state.services.recorder.flush)
    assert Api(client).stats("1h")["totalQueries"] == 0


def test_search_filters_at_their_bound_are_accepted(api: Api) -> None:
    payload = api.search("payout table", sessionId="s" * 256, game="g" * 256, agent="a" * 256)
    assert payload["results"] == []
    assert api.wait_for_queries(1)["queriesByAgent"] == {"a" * 256: 1}


@pytest.mark.parametrize(
    "tool, arguments, field",
    [
        ("rag_context_index", index_body(sessionId="s" * 257), "sessionId"),
        ("rag_context_index", index_body(metadata={"tags": ["t"] * 33}), "metadata.tags"),
        ("rag_context_index", index_body(metadata=metadata_of_size(8193)), "metadata"),
        ("rag_context_index", index_body(source="a\x1fb"), "source"),
        ("rag_context_search", {"query": "payout", "agent": "a" * 257}, "agent"),
    ],
    ids=["sessionId-257", "33-tags", "metadata-8193-bytes", "source-control", "agent-257"],
)
def test_mcp_tool_inputs_have_the_same_bounds(client: TestClient, tool: str, arguments: dict[str, Any], field: str) -> None:
    services = client.app.state.services
    result = client.portal.call(call_tool, tool, arguments, services)
    assert result.is_error
    body = result.structured_content
    assert body["code"] == "INVALID_INPUT" and field in [detail["field"] for detail in body["details"]], body
    assert client.get("/health").json()["indexedDocuments"] == 0


# --- document ids


def test_ids_of_names_without_control_characters_are_the_ones_stored_so_far() -> None:
    # The derivation every stored document has: changing it would give a re-indexed document a second id.
    for session_id, source in [("s", "src"), ("doc-firekirin", "docs/casino/firekirin.md"), ("漢字", "naïve.md"), ("a:b", "c")]:
        assert document_id_for(session_id, source) == str(uuid.uuid5(ID_NAMESPACE, f"{session_id}\x1f{source}"))


def test_the_ambiguous_pairs_of_the_old_derivation_get_distinct_ids() -> None:
    pairs = [("a\x1fb", "c"), ("a", "b\x1fc"), ("a", "b\x1f"), ("a\x1f", "b"), ("", "\x1f"), ("\x1f", ""), ("a", "b\x1fc\x1fd"), ("a\x1fb\x1fc", "d")]
    names = [("a", "b"), ("a\x1fb", ""), ("", "a\x1fb"), ('["a", "b"]', ""), ('["a\\u001fb", "c"]', "")]  # the forms' look-alikes
    ids = [document_id_for(*pair) for pair in pairs + names]
    assert len(set(ids)) == len(ids)
    # And the API cannot reach the separator at all (it refuses control characters), so every
    # document a client indexes has the id of the old derivation.


def test_the_collision_pair_is_two_documents_searchable_and_deletable_apart(client: TestClient) -> None:
    """("a\\x1fb", "c") and ("a", "b\\x1fc") had one id. The API refuses both now; an in-process caller
    (or a document stored before the rule) gets two ids, two documents, each found and deleted alone."""
    services = client.app.state.services
    first = IndexRequest("Zeppelin hangar doors open at dawn.", "documentation", "a\x1fb", "c")
    second = IndexRequest("Submarine hatches close at dusk.", "documentation", "a", "b\x1fc")
    for request in (first, second):
        assert client.post(INDEX, json={"content": request.content, "contentType": "documentation",
                                        "sessionId": request.session_id, "source": request.source}).status_code == 400
    outcomes = [client.portal.call(services.indexing.index, request) for request in (first, second)]
    assert outcomes[0].document_id != outcomes[1].document_id
    assert {outcome.status.value for outcome in outcomes} == {"indexed"}

    def found(session_id: str, text: str) -> list[str]:
        query = SearchQuery(text=text, limit=10, filters=SearchFilters(session_id=session_id))
        return [hit.source for hit in client.portal.call(services.search.search, query).hits]

    assert found("a\x1fb", "zeppelin hangar") == ["c"]
    assert found("a", "submarine hatches") == ["b\x1fc"]
    assert client.portal.call(services.vectors.count) == 2
    deleted = client.portal.call(lambda: services.documents.delete(document_id=outcomes[0].document_id))
    assert (deleted.documents_deleted, deleted.chunks_deleted) == (1, 1)
    assert found("a\x1fb", "zeppelin hangar") == []
    assert found("a", "submarine hatches") == ["b\x1fc"]  # the other one is untouched
    assert client.portal.call(services.vectors.count) == 1
    assert client.get(f"/documents/{outcomes[1].document_id}").json()["source"] == "b\x1fc"


# --- the stats name a bounded number of agents


def test_stats_name_the_busiest_agents_and_sum_the_rest_as_other(api: Api) -> None:
    agents = [f"agent-{n:02d}" for n in range(TOP_AGENTS + 3)]  # 23 agents of one query each
    for agent in agents:
        api.search("payout table", agent=agent)
    for _ in range(3):
        api.search("payout table", agent="busy")
    total = len(agents) + 3
    stats = api.wait_for_queries(total)
    by_agent = stats["queriesByAgent"]
    assert stats["totalQueries"] == total
    assert len(by_agent) == TOP_AGENTS + 1
    assert by_agent["busy"] == 3  # the busiest, then ties by name
    assert [name for name in by_agent if name not in ("busy", "other")] == agents[: TOP_AGENTS - 1]
    assert by_agent["other"] == len(agents) - (TOP_AGENTS - 1)
    assert sum(by_agent.values()) == total
