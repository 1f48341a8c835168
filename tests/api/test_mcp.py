"""The MCP edge, through the official SDK's own client: over streamable HTTP against the service
started for real (`rag-context serve`, with an API key), and over stdio (`rag-context mcp`).

What an agent runtime relies on: the tools listed with the contract's input schemas (those of
`GET /tools`) and their annotations; a tool call answers what the HTTP route answers; invalid
arguments are a tool error carrying the HTTP 400 body; the API key guards /mcp as every route.
"""

from __future__ import annotations

import json
import sys
import uuid
from collections.abc import AsyncIterator, Iterator
from contextlib import asynccontextmanager
from pathlib import Path
from typing import Any

import httpx
import httpx2
import mcp_types as types
import pytest
from api_support import contract_errors
from mcp import ClientSession
from mcp.client.stdio import StdioServerParameters, stdio_client
from mcp.client.streamable_http import streamable_http_client
from prometheus_client.parser import text_string_to_metric_families

from rag_context.api.tools import MCP_SEARCH_DEFAULTS, TOOL_ANNOTATIONS, TOOLS
from rag_context.commands.bench import ServerProcess, free_port

pytestmark = pytest.mark.e2e

API_KEY = "mcp-test-key-0123456789"
STARTUP_TIMEOUT_S = 180
TOOL_NAMES = [tool["name"] for tool in TOOLS]
ANNOTATION_FIELDS = {"readOnlyHint": "read_only_hint", "destructiveHint": "destructive_hint", "idempotentHint": "idempotent_hint", "openWorldHint": "open_world_hint", "title": "title"}

DOCUMENTS = [
    ("FireKirin jackpot threshold is set at $500. Major jackpot at $250.", "casino", "FireKirin"),
    ("MongoDB connections should use retry logic with exponential backoff. Max retries: 5.", "architecture", None),
    ("Selenium WebDriver timeout should be 30 seconds for page loads.", "architecture", None),
]


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[ServerProcess]:
    """One `rag-context serve` for the module (the model loads once), with an API key."""
    directory = tmp_path_factory.mktemp("mcp-server")
    process = ServerProcess(directory / "data", free_port(), directory / "server.log", {"RAG_API_KEY": API_KEY})
    process.start(STARTUP_TIMEOUT_S)
    yield process
    process.stop()


@asynccontextmanager
async def http_session(url: str, api_key: str | None = API_KEY) -> AsyncIterator[ClientSession]:
    headers = {"X-API-Key": api_key} if api_key else {}
    async with httpx2.AsyncClient(headers=headers, timeout=httpx2.Timeout(60.0)) as client:
        async with streamable_http_client(f"{url}/mcp", http_client=client) as (read_stream, write_stream):
            async with ClientSession(read_stream, write_stream) as session:
                await session.initialize()
                yield session


def http_post(server: ServerProcess, tool: str, body: dict[str, Any]) -> httpx.Response:
    return httpx.post(f"{server.url}/tools/{tool}", json=body, headers={"X-API-Key": API_KEY}, timeout=60)


def payload_of(result: types.CallToolResult) -> dict[str, Any]:
    """The tool's JSON, from the text content (what every client shows a model); the structured
    content must say the same."""
    assert len(result.content) == 1 and result.content[0].type == "text", result
    payload = json.loads(result.content[0].text)
    assert result.structured_content == payload
    return payload


def without_latency(search: dict[str, Any]) -> dict[str, Any]:
    """A search answer less what differs between two calls of the same search."""
    return {key: value for key, value in search.items() if key not in ("latency", "cacheHit")}


def assert_lists_the_contract_tools(listed: types.ListToolsResult) -> None:
    by_name = {tool.name: tool for tool in listed.tools}
    assert sorted(by_name) == sorted(TOOL_NAMES)
    for expected in TOOLS:
        tool = by_name[expected["name"]]
        if tool.name == "rag_context_search":  # the same fields, with the MCP tool's own defaults
            assert set(tool.input_schema["properties"]) == set(expected["inputSchema"]["properties"])
            assert {name: tool.input_schema["properties"][name].get("default") for name in MCP_SEARCH_DEFAULTS} == MCP_SEARCH_DEFAULTS
        else:
            assert tool.input_schema == expected["inputSchema"], tool.name
        assert tool.description == expected["description"]
        assert tool.annotations is not None, tool.name
        for wire, attribute in ANNOTATION_FIELDS.items():
            assert getattr(tool.annotations, attribute) == TOOL_ANNOTATIONS[tool.name][wire], (tool.name, wire)
    assert by_name["rag_context_search"].annotations.read_only_hint is True
    assert by_name["rag_context_index"].annotations.read_only_hint is False
    assert by_name["rag_context_index"].annotations.destructive_hint is True
    assert by_name["rag_context_delete"].annotations.destructive_hint is True


async def test_the_sdk_client_lists_the_tools_with_the_contract_schemas_and_annotations(server: ServerProcess) -> None:
    async with http_session(server.url) as session:
        listed = await session.list_tools()
    assert_lists_the_contract_tools(listed)
    http_tools = httpx.get(f"{server.url}/tools", headers={"X-API-Key": API_KEY}, timeout=30).json()["tools"]
    by_http = {tool["name"]: tool["inputSchema"] for tool in http_tools if tool["name"] != "rag_context_search"}
    assert by_http == {tool.name: tool.input_schema for tool in listed.tools if tool.name != "rag_context_search"}


async def test_index_then_search_over_mcp_answers_what_http_answers(server: ServerProcess) -> None:
    session_id = f"mcp-{uuid.uuid4().hex[:8]}"
    async with http_session(server.url) as session:
        for number, (content, category, game) in enumerate(DOCUMENTS):
            metadata = {"category": category, "agent": "mcp-test"} | ({"game": game} if game else {})
            arguments = {"content": content, "contentType": "decision", "sessionId": session_id, "source": f"doc-{number}.md", "metadata": metadata}
            result = await session.call_tool("rag_context_index", arguments)
            assert result.is_error is False, result
            indexed = payload_of(result)
            assert not contract_errors("index.response", indexed), indexed
            assert indexed["success"] is True and indexed["chunksIndexed"] == 1

        query = {"query": "FireKirin jackpot threshold amount", "limit": 3, "sessionId": session_id}
        by_mcp = payload_of(await session.call_tool("rag_context_search", query))
        health = payload_of(await session.call_tool("rag_context_health", {}))
        stats = payload_of(await session.call_tool("rag_context_stats", {"timeRange": "1h"}))

    assert not contract_errors("search.response", by_mcp), by_mcp
    assert by_mcp["fallbackLevel"] == 1 and by_mcp["results"], by_mcp
    assert "$500" in by_mcp["results"][0]["content"]
    # Each result says in the text where it is; one result a document and a token budget by default.
    assert all(result["citation"] == f"{result['source']}:1-1" for result in by_mcp["results"]), by_mcp
    assert len({result["documentId"] for result in by_mcp["results"]}) == len(by_mcp["results"])
    assert by_mcp["truncated"] is False
    by_http = http_post(server, "rag_context_search", {**query, **MCP_SEARCH_DEFAULTS})
    assert by_http.status_code == 200, by_http.text
    assert without_latency(by_mcp) == without_latency(by_http.json())

    assert not contract_errors("health.response", health), health
    assert health["healthy"] is True and health["indexedDocuments"] >= len(DOCUMENTS)
    assert not contract_errors("stats.response", stats), stats
    http_stats = httpx.get(f"{server.url}/tools/rag_context_stats", params={"timeRange": "1h"}, headers={"X-API-Key": API_KEY}, timeout=30)
    assert set(stats) == set(http_stats.json())


async def test_delete_over_mcp_removes_what_http_then_no_longer_finds(server: ServerProcess) -> None:
    session_id = f"mcp-delete-{uuid.uuid4().hex[:8]}"
    document = {"content": "Selenium WebDriver timeout should be 30 seconds.", "contentType": "decision", "sessionId": session_id, "source": "selenium.md"}
    query = {"query": "selenium webdriver timeout", "sessionId": session_id}
    async with http_session(server.url) as session:
        assert (await session.call_tool("rag_context_index", document)).is_error is False
        assert payload_of(await session.call_tool("rag_context_search", query))["results"]
        deleted = payload_of(await session.call_tool("rag_context_delete", {"sessionId": session_id, "source": "selenium.md"}))
        again = payload_of(await session.call_tool("rag_context_delete", {"sessionId": session_id}))
        invalid = await session.call_tool("rag_context_delete", {"source": "selenium.md"})
    assert deleted["documentsDeleted"] == 1 and deleted["chunksDeleted"] == 1
    assert again["documentsDeleted"] == 0  # idempotent
    assert invalid.is_error is True and payload_of(invalid)["code"] == "INVALID_INPUT"
    after = http_post(server, "rag_context_search", query)
    assert after.status_code == 200 and after.json()["results"] == []


async def test_the_filter_over_mcp_searches_lists_and_deletes(server: ServerProcess) -> None:
    session_id = f"mcp-filter-{uuid.uuid4().hex[:8]}"
    notes = {"src/a.cs": ["cache"], "src/tests/a_test.cs": ["cache", "test"], "docs/a.md": ["cache"]}
    only_code = {"sessionIds": [session_id], "sourceGlob": "src/**/*.cs", "excludeSourceGlobs": ["**/tests/**"]}
    async with http_session(server.url) as session:
        tools = {tool.name: tool for tool in (await session.list_tools()).tools}
        for name in ("rag_context_search", "rag_context_delete", "rag_context_documents"):
            assert "sourceGlob" in tools[name].description and "tagsAny" in tools[name].description, name
        for source, tags in notes.items():
            document = {"content": f"The cache of {source} evicts old entries.", "contentType": "code", "sessionId": session_id, "source": source, "metadata": {"tags": tags}}
            assert (await session.call_tool("rag_context_index", document)).is_error is False
        found = payload_of(await session.call_tool("rag_context_search", {"query": "cache evicts entries", "filter": only_code}))
        listed = payload_of(await session.call_tool("rag_context_documents", {"filter": {"sessionIds": [session_id], "tagsAll": ["cache", "test"]}}))
        dry = payload_of(await session.call_tool("rag_context_delete", {"filter": {"sessionIds": [session_id]}}))
        bad = await session.call_tool("rag_context_search", {"query": "cache", "filter": {"since": "someday"}})
        done = payload_of(await session.call_tool("rag_context_delete", {"filter": {"sessionIds": [session_id]}, "confirm": True}))
    assert [result["source"] for result in found["results"]] == ["src/a.cs"]
    assert [document["source"] for document in listed["documents"]] == ["src/tests/a_test.cs"]
    assert dry == {"success": True, "dryRun": True, "documentsMatched": 3, "chunksMatched": 3}
    assert bad.is_error is True and "filter.since" in {detail["field"] for detail in payload_of(bad)["details"]}
    assert done == {"success": True, "documentsDeleted": 3, "chunksDeleted": 3}


def scrape(server: ServerProcess) -> dict[tuple[str, tuple[tuple[str, str], ...]], float]:
    text = httpx.get(f"{server.url}/metrics", headers={"X-API-Key": API_KEY}, timeout=30).text
    return {
        (sample.name, tuple(sorted(sample.labels.items()))): sample.value
        for family in text_string_to_metric_families(text)
        for sample in family.samples
    }


async def test_mcp_calls_feed_the_same_prometheus_series_as_http(server: ServerProcess) -> None:
    searches = ("rag_searches_total", (("fallback_level", "1"),))
    mcp_requests = ("rag_http_request_duration_seconds_count", (("method", "POST"), ("route", "/mcp"), ("status", "200")))
    before = scrape(server)
    async with http_session(server.url) as session:
        for _ in range(2):
            assert (await session.call_tool("rag_context_search", {"query": unique_query()})).is_error is False
    after = scrape(server)
    assert after[searches] - before.get(searches, 0.0) == 2
    assert after[mcp_requests] - before.get(mcp_requests, 0.0) >= 2  # labelled by route, status a number


def unique_query() -> str:
    return f"metrics probe {uuid.uuid4().hex[:8]}"


@pytest.mark.parametrize(
    ("tool", "arguments", "field"),
    [
        ("rag_context_search", {"query": ""}, "query"),
        ("rag_context_search", {"query": "jackpot", "limit": 50}, "limit"),
        ("rag_context_search", {"query": "jackpot", "category": "poker"}, "category"),
        ("rag_context_index", {"content": "text", "contentType": "chat"}, "sessionId"),
        ("rag_context_stats", {"timeRange": "2h"}, "timeRange"),
    ],
)
async def test_invalid_arguments_are_a_tool_error_with_the_http_400_body(
    server: ServerProcess, tool: str, arguments: dict[str, Any], field: str
) -> None:
    async with http_session(server.url) as session:
        result = await session.call_tool(tool, arguments)
    assert result.is_error is True
    error = payload_of(result)
    assert error["code"] == "INVALID_INPUT"
    assert error["error"].startswith("Invalid input: ") and field in error["error"]
    assert field in [detail["field"] for detail in error["details"]]
    if tool != "rag_context_stats":  # the stats route takes timeRange from the query string, located differently
        http = http_post(server, tool, arguments)
        assert http.status_code == 400
        assert http.json() == error


async def test_an_unknown_tool_is_a_tool_error_naming_it(server: ServerProcess) -> None:
    async with http_session(server.url) as session:
        result = await session.call_tool("rag_context_nothing", {})
    assert result.is_error is True
    assert payload_of(result)["error"] == "Tool rag_context_nothing not found"


async def test_mcp_requires_the_api_key(server: ServerProcess) -> None:
    initialize = {
        "jsonrpc": "2.0",
        "id": 1,
        "method": "initialize",
        "params": {"protocolVersion": "2025-06-18", "capabilities": {}, "clientInfo": {"name": "t", "version": "1"}},
    }
    headers = {"Accept": "application/json, text/event-stream"}
    for key in (None, "wrong-key"):
        sent = headers | ({"X-API-Key": key} if key else {})
        response = httpx.post(f"{server.url}/mcp", json=initialize, headers=sent, timeout=30)
        assert response.status_code == 401, response.text
        assert response.json() == {"error": "Missing or invalid API key", "code": "UNAUTHORIZED"}
    with pytest.raises(Exception):  # noqa: B017 - the SDK's own error type for an HTTP 401 is its business
        async with http_session(server.url, api_key="wrong-key") as session:
            await session.list_tools()
    bearer = httpx.post(f"{server.url}/mcp", json=initialize, headers=headers | {"Authorization": f"Bearer {API_KEY}"}, timeout=30)
    assert bearer.status_code == 200, bearer.text


def test_a_web_page_rebinding_its_name_to_the_loopback_cannot_call_the_tools(server: ServerProcess) -> None:
    """The service listens on 127.0.0.1 here: Host and Origin must be local (DNS-rebinding protection)."""
    initialize = {
        "jsonrpc": "2.0",
        "id": 1,
        "method": "initialize",
        "params": {"protocolVersion": "2025-06-18", "capabilities": {}, "clientInfo": {"name": "t", "version": "1"}},
    }
    headers = {"Accept": "application/json, text/event-stream", "X-API-Key": API_KEY}

    def post(**extra: str) -> httpx.Response:
        return httpx.post(f"{server.url}/mcp", json=initialize, headers=headers | extra, timeout=30)

    assert post(Host=f"attacker.example:{server.port}").status_code == 421
    assert post(Origin="http://attacker.example").status_code == 403
    assert post(Origin=f"http://localhost:{server.port}").status_code == 200


def test_transport_security_follows_the_allowed_hosts(monkeypatch: pytest.MonkeyPatch) -> None:
    from rag_context.api.mcp import transport_security
    from rag_context.config import load_settings

    monkeypatch.delenv("RAG_ALLOWED_HOSTS")
    # Any Host (a key on a public address): the key is the guard, the SDK checks nothing.
    assert transport_security(load_settings(_env_file=None, host="0.0.0.0", rag_api_key="k")) is None
    local = transport_security(load_settings(_env_file=None, host="127.0.0.1", rag_cors_origins="https://ui.example"))
    assert local is not None and local.enable_dns_rebinding_protection
    assert "https://ui.example" in local.allowed_origins
    assert {"localhost", "localhost:*", "127.0.0.1:*", "[::1]:*"} <= set(local.allowed_hosts)
    named = transport_security(load_settings(_env_file=None, host="0.0.0.0", rag_allowed_hosts="rag-context,node.lan:30300"))
    assert named is not None and named.allowed_hosts == ["rag-context", "rag-context:*", "node.lan:30300"]


async def test_stdio_serves_the_same_tools(tmp_path: Path) -> None:
    """`rag-context mcp`: a local agent runtime starts it and talks over stdin/stdout."""
    parameters = StdioServerParameters(
        command=sys.executable,
        args=["-m", "rag_context.cli", "mcp", "--data-dir", str(tmp_path / "data")],
        env={"HF_HUB_OFFLINE": "1", "PYTHONPATH": ":".join(sys.path), "RAG_LOG_FORMAT": "json"},
    )
    log_path = tmp_path / "stderr.log"
    with log_path.open("w") as errlog:
        async with stdio_client(parameters, errlog=errlog) as (read_stream, write_stream):
            async with ClientSession(read_stream, write_stream, read_timeout_seconds=STARTUP_TIMEOUT_S) as session:
                await session.initialize()
                assert_lists_the_contract_tools(await session.list_tools())
                indexed = payload_of(
                    await session.call_tool(
                        "rag_context_index",
                        {"content": "Selenium WebDriver timeout should be 30 seconds for page loads.", "contentType": "documentation", "sessionId": "stdio", "source": "selenium.md"},
                    )
                )
                assert indexed["success"] is True
                found = payload_of(await session.call_tool("rag_context_search", {"query": "selenium timeout", "limit": 3}))
                invalid = await session.call_tool("rag_context_search", {"query": "x", "limit": "3"})
    assert not contract_errors("search.response", found), found
    assert found["results"][0]["source"] == "selenium.md"
    assert invalid.is_error is True and payload_of(invalid)["code"] == "INVALID_INPUT"
    # The logs went to stderr (stdout carried only the protocol, or the session would have broken).
    assert '"mcp.stdio_started"' in log_path.read_text()


async def test_a_text_indexed_over_http_then_over_mcp_is_embedded_once(server: ServerProcess) -> None:
    """The embedding cache sits where every index path passes: HTTP's text, sent again over MCP
    under another session, costs no embedding (rag_embedding_cache_hits_total counts it)."""
    hits, misses = ("rag_embedding_cache_hits_total", ()), ("rag_embedding_cache_misses_total", ())
    content = f"Cache probe {uuid.uuid4().hex}: the WebDriver timeout for page loads is 30 seconds."
    before = scrape(server)
    response = http_post(server, "rag_context_index", {"content": content, "contentType": "documentation", "sessionId": "over-http", "source": "probe.md"})
    assert response.status_code == 200, response.text
    chunks = response.json()["chunksIndexed"]
    middle = scrape(server)
    assert (middle[hits] - before[hits], middle[misses] - before[misses]) == (0, chunks)
    async with http_session(server.url) as session:
        result = await session.call_tool("rag_context_index", {"content": content, "contentType": "documentation", "sessionId": "over-mcp", "source": "probe.md"})
        assert result.is_error is False and payload_of(result)["status"] == "indexed"
    after = scrape(server)
    assert (after[hits] - middle[hits], after[misses] - middle[misses]) == (chunks, 0)


CODE = {
    "src/Acme/Core/Logger.cs": "namespace Acme.Core\n{\n    public class Logger\n    {\n        public void Write(string message) { Emit(message); }\n        void Emit(string message) { }\n    }\n}\n",
    "src/Acme/App/Program.cs": "using Acme.Core;\nnamespace Acme.App\n{\n    class Program\n    {\n        static void Main() { new Logger().Write(\"hi\"); }\n    }\n}\n",
}


async def test_the_code_graph_tools_over_mcp_answer_what_http_answers(server: ServerProcess) -> None:
    """rag_context_symbols, _references, _outline and _repo_map called by the official MCP client."""
    session_id = f"mcp-graph-{uuid.uuid4().hex[:8]}"
    calls = [
        ("rag_context_symbols", {"name": "Logger.Write", "filter": {"sessionIds": [session_id]}}),
        ("rag_context_references", {"symbol": "Acme.Core.Logger.Emit", "direction": "incoming", "filter": {"sessionIds": [session_id]}}),
        ("rag_context_references", {"symbol": "Acme.Core.Logger.Write", "direction": "outgoing"}),
        ("rag_context_outline", {"source": "src/Acme/Core/Logger.cs", "sessionId": session_id}),
        ("rag_context_repo_map", {"maxTokens": 200, "filter": {"sessionIds": [session_id]}}),
    ]
    async with http_session(server.url) as session:
        for source, content in CODE.items():
            result = await session.call_tool("rag_context_index", {"content": content, "contentType": "code", "sessionId": session_id, "source": source})
            assert result.is_error is False, result
        answers = []
        for tool, arguments in calls:
            result = await session.call_tool(tool, arguments)
            assert result.is_error is False, (tool, result)
            answers.append(payload_of(result))
        invalid = await session.call_tool("rag_context_references", {"symbol": "x", "direction": "sideways"})
        missing = await session.call_tool("rag_context_outline", {"source": "src/nowhere.cs", "sessionId": session_id})
    symbols, incoming, outgoing, outline, repo_map = answers
    assert [item["citation"] for item in symbols["symbols"]] == ["src/Acme/Core/Logger.cs:5-5"]
    assert [(r["symbol"], r["resolution"]) for r in incoming["references"]] == [("Acme.Core.Logger.Write", "exact")]
    assert ("Acme.Core.Logger.Emit", "exact") in {(r["symbol"], r["resolution"]) for r in outgoing["references"]}
    assert outline["symbols"][0]["children"][0]["symbol"] == "Acme.Core.Logger"
    assert set(repo_map["files"]) == set(CODE) and repo_map["tokens"] <= 200
    for (tool, arguments), answer in zip(calls, answers, strict=True):
        over_http = http_post(server, tool, arguments)
        assert over_http.status_code == 200 and over_http.json() == answer, tool
    assert invalid.is_error is True and payload_of(invalid)["code"] == "INVALID_INPUT"
    assert missing.is_error is True and payload_of(missing)["code"] == "NOT_FOUND"
