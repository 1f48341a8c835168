"""The code graph's tools over HTTP (issue 31, items 3-5), on the real embedded backends: a small
C# and Python repository indexed through POST /tools/rag_context_index, then the definitions,
references, outline and repository map tools asked as an agent asks them, `expand: "graph"` on a
search, invalid input refused with the contract's 400, and the store down answered degraded."""

from __future__ import annotations

import textwrap
from collections.abc import Iterator
from typing import Any

import pytest
from fastapi.testclient import TestClient

from rag_context.backends.stores.sqlite import SqliteStore
from rag_context.core.ports import DependencyError

SESSION = "graph-repo"
FILES = {
    "src/Acme/Core/ILogEventSink.cs": """\
        namespace Acme.Core
        {
            /// <summary>A destination for log events.</summary>
            public interface ILogEventSink
            {
                void Emit(LogEvent logEvent);
            }
        }
    """,
    "src/Acme/Core/Logger.cs": """\
        namespace Acme.Core
        {
            /// <summary>Writes log events to its sink.</summary>
            public class Logger
            {
                readonly ILogEventSink _sink;

                public Logger(ILogEventSink sink) { _sink = sink; }

                public void Write(LogEvent logEvent)
                {
                    var enriched = Enrich(logEvent);
                    _sink.Emit(enriched);
                }

                public void Write(LogEvent logEvent, int level)
                {
                    Write(logEvent);
                }

                LogEvent Enrich(LogEvent logEvent)
                {
                    return logEvent;
                }
            }
        }
    """,
    "src/Acme/Sinks/ConsoleSink.cs": """\
        using Acme.Core;

        namespace Acme.Sinks
        {
            /// <summary>Prints log events to the console.</summary>
            public class ConsoleSink : ILogEventSink
            {
                public void Emit(LogEvent logEvent)
                {
                    System.Console.WriteLine(logEvent);
                }
            }
        }
    """,
    "src/Acme/App/Program.cs": """\
        using Acme.Core;
        using Acme.Sinks;

        namespace Acme.App
        {
            class Program
            {
                static void Main()
                {
                    var logger = new Logger(new ConsoleSink());
                    logger.Write(null);
                }
            }
        }
    """,
    "tests/Acme.Tests/LoggerTests.cs": """\
        using Acme.Core;

        namespace Acme.Tests
        {
            public class LoggerTests
            {
                public void WriteGoesToTheSink()
                {
                    var logger = new Logger(null);
                    logger.Write(null, 2);
                }
            }
        }
    """,
    "tools/retry/backoff.py": '''\
        """Retry delays."""


        def exponential_backoff(attempt, base=0.5):
            """The delay before retry `attempt`: base * 2 ** attempt seconds."""
            return base * 2 ** attempt
    ''',
    "tools/retry/policy.py": """\
        from .backoff import exponential_backoff


        class RetryPolicy:
            def __init__(self, attempts):
                self.attempts = attempts

            def delays(self):
                return [exponential_backoff(attempt) for attempt in range(self.attempts)]
    """,
}


def index_repository(client: TestClient) -> None:
    for source, text in FILES.items():
        body = {"content": textwrap.dedent(text), "contentType": "code", "sessionId": SESSION, "source": source}
        response = client.post("/tools/rag_context_index", json=body)
        assert response.status_code == 200, response.text


@pytest.fixture
def graph_client(make_app) -> Iterator[TestClient]:
    with TestClient(make_app()) as client:
        index_repository(client)
        yield client


def post(client: TestClient, tool: str, body: Any) -> Any:
    response = client.post(f"/tools/{tool}", json=body)
    assert response.status_code == 200, response.text
    return response.json()


def test_the_four_tools_are_listed(client: TestClient) -> None:
    names = {tool["name"] for tool in client.get("/tools").json()["tools"]}
    assert {"rag_context_symbols", "rag_context_references", "rag_context_outline", "rag_context_repo_map"} <= names


def test_symbols_finds_a_definition_by_name_part_and_path_with_its_citation(graph_client: TestClient) -> None:
    answer = post(graph_client, "rag_context_symbols", {"name": "ConsoleSink"})
    first = answer["symbols"][0]
    assert {key: first[key] for key in ("symbol", "name", "kind", "source", "lineStart", "lineEnd", "citation")} == {
        "symbol": "Acme.Sinks.ConsoleSink", "name": "ConsoleSink", "kind": "class", "source": "src/Acme/Sinks/ConsoleSink.cs",
        "lineStart": 6, "lineEnd": 12, "citation": "src/Acme/Sinks/ConsoleSink.cs:6-12",
    }
    assert first["signature"] == "public class ConsoleSink : ILogEventSink" and first["doc"] == "Prints log events to the console."
    assert first["documentId"] and answer["truncated"] is False
    assert [s["symbol"] for s in post(graph_client, "rag_context_symbols", {"name": "Logger.Write"})["symbols"]] == ["Acme.Core.Logger.Write"] * 2
    one = post(graph_client, "rag_context_symbols", {"name": "Logger.Write", "arity": 2})["symbols"]
    assert [s["lineStart"] for s in one] == [16]
    assert post(graph_client, "rag_context_symbols", {"name": "backoff"})["symbols"][0]["symbol"] == "tools.retry.backoff.exponential_backoff"
    kinds = post(graph_client, "rag_context_symbols", {"name": "Logger", "kind": "class"})["symbols"]
    assert [s["symbol"] for s in kinds] == ["Acme.Core.Logger", "Acme.Tests.LoggerTests"]  # the implementation before its tests
    only_tests = post(graph_client, "rag_context_symbols", {"name": "Logger", "kind": "class", "filter": {"roles": ["test"]}})["symbols"]
    assert [s["symbol"] for s in only_tests] == ["Acme.Tests.LoggerTests"]
    assert post(graph_client, "rag_context_symbols", {"name": "NothingLikeThis"})["symbols"] == []
    cut = post(graph_client, "rag_context_symbols", {"name": "e", "limit": 100, "maxTokens": 40})
    assert cut["truncated"] is True and 0 < len(cut["symbols"]) < len(post(graph_client, "rag_context_symbols", {"name": "e", "limit": 100})["symbols"])


def test_references_incoming_and_outgoing_say_how_each_was_resolved(graph_client: TestClient) -> None:
    emit = post(graph_client, "rag_context_references", {"symbol": "Acme.Core.ILogEventSink.Emit", "direction": "incoming"})
    assert emit["found"] is True and [d["symbol"] for d in emit["definitions"]] == ["Acme.Core.ILogEventSink.Emit"]
    assert [(r["source"], r["lineStart"], r["symbol"], r["kind"], r["resolution"], r["citation"]) for r in emit["references"]] == [
        ("src/Acme/Core/Logger.cs", 13, "Acme.Core.Logger.Write", "call", "namespace", "src/Acme/Core/Logger.cs:13-13"),
    ]
    sink = post(graph_client, "rag_context_references", {"symbol": "ILogEventSink", "direction": "incoming", "kinds": ["inherit"]})
    assert [(r["source"], r["kind"], r["resolution"]) for r in sink["references"]] == [("src/Acme/Sinks/ConsoleSink.cs", "implement", "import")]
    write_two = post(graph_client, "rag_context_references", {"symbol": "Acme.Core.Logger.Write", "source": "src/Acme/Core/Logger.cs", "line": 16, "direction": "incoming"})
    assert [(r["source"], r["symbol"]) for r in write_two["references"]] == [("tests/Acme.Tests/LoggerTests.cs", "Acme.Tests.LoggerTests.WriteGoesToTheSink")]
    write_one = post(graph_client, "rag_context_references", {"symbol": "Acme.Core.Logger.Write", "arity": 1, "direction": "incoming"})
    assert {(r["source"], r["symbol"], r["resolution"]) for r in write_one["references"]} == {
        ("src/Acme/Core/Logger.cs", "Acme.Core.Logger.Write", "exact"), ("src/Acme/App/Program.cs", "Acme.App.Program.Main", "import"),
    }
    out = post(graph_client, "rag_context_references", {"symbol": "Acme.Core.Logger.Write", "arity": 1, "direction": "outgoing", "kinds": ["call"]})
    assert {(r["symbol"], r["resolution"], r["citation"]) for r in out["references"]} == {
        ("Acme.Core.Logger.Enrich", "exact", "src/Acme/Core/Logger.cs:21-24"), ("Acme.Core.ILogEventSink.Emit", "namespace", "src/Acme/Core/ILogEventSink.cs:6-6"),
    }
    python = post(graph_client, "rag_context_references", {"symbol": "exponential_backoff", "direction": "incoming"})
    assert {(r["symbol"], r["kind"], r["resolution"]) for r in python["references"]} == {
        ("tools/retry/policy.py", "import", "import"), ("tools.retry.policy.RetryPolicy.delays", "call", "import"),
    }
    missing = post(graph_client, "rag_context_references", {"symbol": "No.Such.Thing", "direction": "outgoing"})
    assert missing == {"references": [], "definitions": [], "found": False, "truncated": False}


def test_outline_nests_a_files_definitions(graph_client: TestClient) -> None:
    answer = post(graph_client, "rag_context_outline", {"source": "src/Acme/Core/Logger.cs"})
    assert answer["found"] and answer["sessionId"] == SESSION
    (namespace,) = answer["symbols"]
    (logger,) = namespace["children"]
    assert (namespace["symbol"], logger["symbol"], logger["citation"]) == ("Acme.Core", "Acme.Core.Logger", "src/Acme/Core/Logger.cs:4-25")
    assert [(c["name"], c["kind"], c["lineStart"]) for c in logger["children"]] == [
        ("_sink", "field", 6), ("Logger", "constructor", 8), ("Write", "method", 10), ("Write", "method", 16), ("Enrich", "method", 21),
    ]
    missing = graph_client.post("/tools/rag_context_outline", json={"source": "src/nowhere.cs"})
    assert missing.status_code == 404 and missing.json()["code"] == "NOT_FOUND"


def test_the_repository_map_stays_within_its_budget_and_leans_to_the_question(graph_client: TestClient, local_embedder: Any) -> None:
    whole = post(graph_client, "rag_context_repo_map", {"maxTokens": 2000})
    assert whole["truncated"] is False and set(whole["files"]) == set(FILES) - {"tools/retry/__init__.py"}
    assert whole["tokens"] == local_embedder.count_tokens(whole["map"]) <= 2000
    assert "src/Acme/Core/Logger.cs:\n" in whole["map"] and "    10: public void Write(LogEvent logEvent)" in whole["map"]
    for budget in (16, 40, 100):
        small = post(graph_client, "rag_context_repo_map", {"maxTokens": budget})
        assert small["tokens"] == local_embedder.count_tokens(small["map"]) <= budget and small["truncated"] is True
    asked = post(graph_client, "rag_context_repo_map", {"query": "how long to wait before retrying", "maxTokens": 60})
    assert asked["files"][0] in ("tools/retry/backoff.py", "tools/retry/policy.py")
    named = post(graph_client, "rag_context_repo_map", {"sources": ["src/Acme/App/Program.cs"], "maxTokens": 40})
    assert named["files"][0] == "src/Acme/App/Program.cs"
    none = post(graph_client, "rag_context_repo_map", {"maxTokens": 500, "filter": {"sourcePrefix": "nowhere/"}})
    assert none == {"map": "", "files": [], "tokens": 0, "truncated": False}


def without_related(payload: dict[str, Any]) -> dict[str, Any]:
    return {**payload, "results": [{k: v for k, v in r.items() if k != "related"} for r in payload["results"]], "latency": 0, "cacheHit": None}


def test_search_expand_graph_adds_callees_and_callers_within_the_budget_and_changes_nothing_else(graph_client: TestClient, local_embedder: Any) -> None:
    query = {"query": "write a log event to the sink", "contentType": "code", "filter": {"roles": ["implementation"]}, "limit": 3}
    plain = post(graph_client, "rag_context_search", query)
    assert all("related" not in result for result in plain["results"])
    expanded = post(graph_client, "rag_context_search", {**query, "expand": "graph"})
    assert without_related(expanded) == without_related(plain)
    logger = next(r for r in expanded["results"] if r["source"] == "src/Acme/Core/Logger.cs")  # one chunk: the class
    relations = {(item["relation"], item["symbol"], item["resolution"]) for item in logger["related"]}
    assert ("calls", "Acme.Core.ILogEventSink.Emit", "namespace") in relations
    assert ("calledBy", "Acme.App.Program.Main", "import") in relations  # `new Logger(...)`
    assert all("content" not in item for item in logger["related"])  # no budget: signatures only
    budgeted = post(graph_client, "rag_context_search", {**query, "expand": "graph", "maxTokens": 400})
    texts = [r["content"] for r in budgeted["results"]]
    related = [item for r in budgeted["results"] for item in r.get("related", [])]
    assert any("content" in item for item in related)  # bodies, while the budget had room
    spent = sum(local_embedder.count_tokens(t) for t in texts) + sum(
        local_embedder.count_tokens(f"{item['citation']} {item['signature']}") + local_embedder.count_tokens(item.get("content", "")) for item in related
    )
    assert spent <= 400
    tight = post(graph_client, "rag_context_search", {**query, "expand": "graph", "maxTokens": 16})
    assert all(len(r.get("related", [])) <= 1 for r in tight["results"])


@pytest.mark.parametrize(
    "tool, body, field",
    [
        ("rag_context_symbols", {}, "name"),
        ("rag_context_symbols", {"name": "   "}, "name"),
        ("rag_context_symbols", {"name": "x" * 513}, "name"),
        ("rag_context_symbols", {"name": "a\x00b"}, "name"),
        ("rag_context_symbols", {"name": "x", "kind": "galaxy"}, "kind"),
        ("rag_context_symbols", {"name": "x", "limit": 0}, "limit"),
        ("rag_context_symbols", {"name": "x", "limit": 101}, "limit"),
        ("rag_context_symbols", {"name": "x", "maxTokens": 5}, "maxTokens"),
        ("rag_context_symbols", {"name": "x", "arity": -1}, "arity"),
        ("rag_context_symbols", {"name": 12}, "name"),
        ("rag_context_references", {"symbol": "x"}, "direction"),
        ("rag_context_references", {"symbol": "x", "direction": "sideways"}, "direction"),
        ("rag_context_references", {"symbol": "x", "direction": "incoming", "kinds": ["gossip"]}, "kinds.0"),
        ("rag_context_references", {"symbol": "x", "direction": "incoming", "limit": 501}, "limit"),
        ("rag_context_references", {"symbol": "x", "direction": "incoming", "line": 3}, "body"),
        ("rag_context_references", {"symbol": "x", "direction": "incoming", "source": "s" * 1025}, "source"),
        ("rag_context_outline", {}, "source"),
        ("rag_context_outline", {"source": "a\nb"}, "source"),
        ("rag_context_repo_map", {}, "maxTokens"),
        ("rag_context_repo_map", {"maxTokens": 100001}, "maxTokens"),
        ("rag_context_repo_map", {"maxTokens": 100, "query": " "}, "query"),
        ("rag_context_repo_map", {"maxTokens": 100, "sources": ["s"] * 21}, "sources"),
        ("rag_context_repo_map", {"maxTokens": 100, "filter": {"contentTypes": ["poetry"]}}, "filter.contentTypes"),
        ("rag_context_search", {"query": "x", "expand": "tree"}, "expand"),
    ],
)
def test_invalid_input_is_a_400_naming_the_field(client: TestClient, tool: str, body: dict[str, Any], field: str) -> None:
    response = client.post(f"/tools/{tool}", json=body)
    assert response.status_code == 400, response.text
    payload = response.json()
    assert payload["code"] == "INVALID_INPUT"
    assert any(detail["field"].startswith(field) for detail in payload["details"]), payload


class SymbolStoreDown:
    """The real SQLite store, its symbol-table reads failing as a store that lost its server."""

    failing = ("find_definitions", "find_references", "name_counts", "content_version")

    def __init__(self, inner: SqliteStore) -> None:
        self.inner = inner
        self.down = False

    def __getattr__(self, name: str) -> Any:
        attribute = getattr(self.inner, name)
        if name in self.failing:
            async def maybe_fail(*args: Any, **kwargs: Any) -> Any:
                if self.down:
                    raise DependencyError("mongodb: find: connection refused (10.0.0.9:27017)")
                return await attribute(*args, **kwargs)

            return maybe_fail
        return attribute


def test_with_the_store_down_the_tools_answer_degraded_from_the_chunks(make_app, settings, caplog: pytest.LogCaptureFixture) -> None:
    import asyncio

    inner = asyncio.run(SqliteStore.open(settings.rag_data_dir / "store.sqlite3"))
    store = SymbolStoreDown(inner)
    with TestClient(make_app(store=store)) as client:
        index_repository(client)
        store.down = True
        symbols = post(client, "rag_context_symbols", {"name": "ConsoleSink"})
        assert symbols["degraded"] is True and "context store is unavailable" in symbols["reason"]
        assert symbols["symbols"] and symbols["symbols"][0]["source"] == "src/Acme/Sinks/ConsoleSink.cs"
        assert "10.0.0.9" not in str(symbols)  # the detail is the operator's
        references = post(client, "rag_context_references", {"symbol": "Acme.Core.ILogEventSink.Emit", "direction": "incoming"})
        assert references["degraded"] is True and all(r["resolution"] == "name" for r in references["references"])
        assert any(r["source"] == "src/Acme/Core/Logger.cs" for r in references["references"])
        outline = post(client, "rag_context_outline", {"source": "src/Acme/Core/Logger.cs"})
        assert outline["degraded"] is True
        mapped = post(client, "rag_context_repo_map", {"query": "write log events", "maxTokens": 200})
        assert mapped["degraded"] is True and mapped["tokens"] <= 200
        searched = post(client, "rag_context_search", {"query": "write log events", "contentType": "code", "expand": "graph"})
        assert searched["results"] and all(r.get("related") == [] for r in searched["results"] if r["contentType"] == "code")
        metrics = client.get("/metrics").text
        assert 'rag_code_graph_requests_total{outcome="degraded",tool="symbols"} 1.0' in metrics
    asyncio.run(inner.close())


def test_a_data_directory_indexed_without_the_table_gets_it_at_the_next_start(make_app, settings) -> None:
    """Code indexed with RAG_CODE_SYMBOLS off (as the previous release stored it), then the service
    started with it: the start-up backfill gives every code document its table, nothing embedded."""
    import time

    without = settings.model_copy(update={"rag_code_symbols": False})
    with TestClient(make_app(without)) as client:
        index_repository(client)
        assert post(client, "rag_context_symbols", {"name": "ConsoleSink"})["symbols"] == []
    with TestClient(make_app(settings)) as client:
        deadline = time.monotonic() + 60
        while time.monotonic() < deadline:
            found = post(client, "rag_context_symbols", {"name": "ConsoleSink"})["symbols"]
            if found:
                break
            time.sleep(0.2)
        assert [item["citation"] for item in found] == ["src/Acme/Sinks/ConsoleSink.cs:6-12"]
        assert client.get("/health").json()["pendingDocuments"] == 0  # nothing went back to be embedded
