"""References resolved at query time, with how (issue 31, item 2), over tables stored by the real
IndexingService in the real SQLite store: a small C# solution (a partial class in two files,
overloads, an interface and two classes with a same-named method, an extension method, usings and
namespaces) and a Python package (relative imports with an alias, `import a.b`, `self.x` typed by
its constructor, a same-named decoy, names bound outside the repository)."""

from __future__ import annotations

import textwrap
from pathlib import Path

import pytest

from rag_context.backends.stores.sqlite import SqliteStore
from rag_context.core.chunking import Chunker
from rag_context.core.code.graph.model import DefinitionQuery
from rag_context.core.code.graph.queries import (
    definitions_with_words,
    find_symbols,
    implementations,
    implemented,
    incoming,
    outgoing,
)
from rag_context.core.indexing import DocumentCounter, IndexingService
from rag_context.core.models import IndexRequest
from tests.unit.fakes import FakeEmbedder, FakeVectorIndex, whitespace_offsets

CSHARP = {
    "src/Core/ILogEventSink.cs": """\
        namespace Acme.Core
        {
            public interface ILogEventSink
            {
                void Emit(LogEvent logEvent);
            }
        }
    """,
    "src/Core/Logger.cs": """\
        namespace Acme.Core
        {
            public partial class Logger
            {
                readonly ILogEventSink _sink;

                public void Write(LogEvent logEvent)
                {
                    _sink.Emit(logEvent);
                    Dispatch(logEvent);
                    Dispatch(logEvent, 2);
                }
            }
        }
    """,
    "src/Core/Logger.Dispatch.cs": """\
        namespace Acme.Core
        {
            public partial class Logger
            {
                void Dispatch(LogEvent logEvent) { }

                void Dispatch(LogEvent logEvent, int level) { }
            }
        }
    """,
    "src/Sinks/ConsoleSink.cs": """\
        using Acme.Core;

        namespace Acme.Sinks
        {
            public class ConsoleSink : ILogEventSink
            {
                public void Emit(LogEvent logEvent) { }
            }
        }
    """,
    "src/Core/Extensions/LoggerExtensions.cs": """\
        namespace Acme.Core.Extensions
        {
            public static class LoggerExtensions
            {
                public static Logger ForContext(this Logger logger, string name) => logger;
            }
        }
    """,
    "src/Other/Other.cs": """\
        namespace Acme.Other
        {
            public class Other
            {
                public void Emit(LogEvent logEvent) { }
                public void Write(LogEvent logEvent) { }
            }
        }
    """,
    "src/App/Program.cs": """\
        using Acme.Core;
        using Acme.Core.Extensions;

        namespace Acme.App
        {
            class Program
            {
                void Main()
                {
                    var logger = new Logger();
                    logger.ForContext("app").Write(null);
                    ILogEventSink sink = new ConsoleSink();
                    sink.Emit(null);
                    var console = new ConsoleSink();
                    console.Emit(null);
                }
            }
        }
    """,
}

PYTHON = {
    "pkg/retry/backoff.py": """\
        def exponential(attempt):
            return 2 ** attempt


        class Backoff:
            def step(self, attempt):
                return attempt
    """,
    "pkg/retry/jitter.py": "def jitter():\n    return 0\n",
    "pkg/retry/policy.py": """\
        import json
        import pkg.retry.jitter
        from json import loads
        from .backoff import Backoff, exponential as exp


        class Policy:
            def __init__(self):
                self.backoff = Backoff()

            def delay(self, attempt):
                loads("1")
                json.dumps(attempt)
                return exp(attempt) + self.backoff.step(attempt) + pkg.retry.jitter.jitter() + self.base(attempt)

            def base(self, attempt):
                return attempt
    """,
    "pkg/decoy.py": """\
        def exponential(attempt):
            return attempt


        def loads(text):
            return text


        class Thing:
            def step(self, attempt):
                return attempt

            def dumps(self, value):
                return value
    """,
}


@pytest.fixture
async def store(tmp_path: Path):
    opened = await SqliteStore.open(tmp_path / "store.db")
    indexing = IndexingService(FakeEmbedder(), FakeVectorIndex(), opened, Chunker(whitespace_offsets, 256), DocumentCounter(), lambda: None)
    files = {**CSHARP, **PYTHON}
    await indexing.index_many([IndexRequest(textwrap.dedent(text), "code", "repo", source) for source, text in files.items()])
    yield opened
    await opened.close()


async def definition(store: SqliteStore, symbol: str, arity: int | None = None):
    found = await store.find_definitions(DefinitionQuery(symbols=(symbol,)))
    if arity is not None:
        found = [item for item in found if item.definition.arity_max == arity]
    assert found, symbol
    return found


def callers(linked) -> list[tuple[str, int, str, str]]:
    return sorted((link.reference.source, link.reference.reference.line, link.reference.reference.enclosing, link.resolution) for link in linked.links)


async def test_a_call_through_an_interface_typed_field_is_the_interface_members_not_the_same_named_methods(store: SqliteStore) -> None:
    emit = await definition(store, "Acme.Core.ILogEventSink.Emit")
    assert callers(await incoming(store, emit)) == [
        ("src/App/Program.cs", 13, "Acme.App.Program.Main", "import"),  # `ILogEventSink sink`: using Acme.Core
        ("src/Core/Logger.cs", 9, "Acme.Core.Logger.Write", "namespace"),  # `_sink.Emit`: its field's type, same namespace
    ]
    console = await definition(store, "Acme.Sinks.ConsoleSink.Emit")
    assert callers(await incoming(store, console)) == [("src/App/Program.cs", 15, "Acme.App.Program.Main", "name")]  # `var console = new ConsoleSink()`: not imported
    assert (await incoming(store, await definition(store, "Acme.Other.Other.Emit"))).links == []


async def test_overloads_by_arity_across_a_partial_classes_files(store: SqliteStore) -> None:
    one = await definition(store, "Acme.Core.Logger.Dispatch", arity=1)
    two = await definition(store, "Acme.Core.Logger.Dispatch", arity=2)
    assert callers(await incoming(store, one)) == [("src/Core/Logger.cs", 10, "Acme.Core.Logger.Write", "exact")]
    assert callers(await incoming(store, two)) == [("src/Core/Logger.cs", 11, "Acme.Core.Logger.Write", "exact")]
    write = await definition(store, "Acme.Core.Logger.Write")
    out = await outgoing(store, write)
    targets = sorted((link.target.definition.symbol, link.target.definition.arity_max, link.resolution) for link in out.links if link.reference.reference.kind == "call")
    assert targets == [
        ("Acme.Core.ILogEventSink.Emit", 1, "namespace"), ("Acme.Core.Logger.Dispatch", 1, "exact"), ("Acme.Core.Logger.Dispatch", 2, "exact"),
    ]


async def test_an_extension_method_is_found_through_its_receivers_type_and_the_using(store: SqliteStore) -> None:
    extension = await definition(store, "Acme.Core.Extensions.LoggerExtensions.ForContext")
    assert callers(await incoming(store, extension)) == [("src/App/Program.cs", 11, "Acme.App.Program.Main", "import")]
    # `.Write(null)` on a call's result: ForContext's declared return type (Logger) says which Write,
    # though two classes define one (a guess by name there would be no better than a coin).
    assert callers(await incoming(store, await definition(store, "Acme.Core.Logger.Write"))) == [
        ("src/App/Program.cs", 11, "Acme.App.Program.Main", "import"),
    ]


async def test_type_uses_inheritance_and_constructions(store: SqliteStore) -> None:
    sink = await definition(store, "Acme.Core.ILogEventSink")
    uses = {(link.reference.source, link.reference.reference.kind, link.resolution) for link in (await incoming(store, sink)).links}
    assert ("src/Sinks/ConsoleSink.cs", "inherit", "import") in uses
    assert ("src/Core/Logger.cs", "type", "namespace") in uses
    assert ("src/App/Program.cs", "type", "import") in uses
    logger = await definition(store, "Acme.Core.Logger")
    made = [(link.reference.source, link.reference.reference.kind, link.resolution) for link in (await incoming(store, logger, kinds=("new",))).links]
    assert made == [("src/App/Program.cs", "new", "import")]


async def test_python_imports_aliases_self_attributes_and_names_bound_outside_the_repository(store: SqliteStore) -> None:
    exponential = await definition(store, "pkg.retry.backoff.exponential")
    assert callers(await incoming(store, exponential)) == [
        ("pkg/retry/policy.py", 4, "", "import"),  # the import itself
        ("pkg/retry/policy.py", 14, "pkg.retry.policy.Policy.delay", "import"),  # called as `exp`
    ]
    assert (await incoming(store, await definition(store, "pkg.decoy.exponential"))).links == []
    step = await definition(store, "pkg.retry.backoff.Backoff.step")
    assert callers(await incoming(store, step)) == [("pkg/retry/policy.py", 14, "pkg.retry.policy.Policy.delay", "import")]  # self.backoff = Backoff()
    assert (await incoming(store, await definition(store, "pkg.decoy.Thing.step"))).links == []
    jitter = await definition(store, "pkg.retry.jitter.jitter")
    assert callers(await incoming(store, jitter)) == [("pkg/retry/policy.py", 14, "pkg.retry.policy.Policy.delay", "import")]
    base = await definition(store, "pkg.retry.policy.Policy.base")
    assert callers(await incoming(store, base)) == [("pkg/retry/policy.py", 14, "pkg.retry.policy.Policy.delay", "exact")]
    # `loads` and `json.dumps` are the standard library's: no guess among the repository's same names.
    assert (await incoming(store, await definition(store, "pkg.decoy.loads"))).links == []
    assert (await incoming(store, await definition(store, "pkg.decoy.Thing.dumps"))).links == []
    constructed = await definition(store, "pkg.retry.backoff.Backoff")
    assert [link.resolution for link in (await incoming(store, constructed)).links if link.reference.reference.kind == "call"] == ["import"]


async def test_a_change_in_one_file_shows_in_the_others_references_without_indexing_them(store: SqliteStore, tmp_path: Path) -> None:
    indexing = IndexingService(FakeEmbedder(), FakeVectorIndex(), store, Chunker(whitespace_offsets, 256), DocumentCounter(), lambda: None)
    moved = "namespace Acme.Elsewhere { public interface ILogEventSink { void Emit(LogEvent logEvent); } }"
    await indexing.index(IndexRequest(moved, "code", "repo", "src/Core/ILogEventSink.cs"))
    emit = await definition(store, "Acme.Elsewhere.ILogEventSink.Emit")
    # Logger.cs (namespace Acme.Core) no longer sees it; nothing was re-indexed but the interface's file.
    assert [link.reference.source for link in (await incoming(store, emit)).links if link.resolution != "name"] == []


async def test_the_query_api_for_code_search(store: SqliteStore) -> None:
    """Issue 35's questions: definitions by the words of their names, an interface member's
    implementations, and what an implementation implements."""
    words = await definitions_with_words(store, ["log", "event", "sink"])
    assert [item.definition.symbol for item in words] == ["Acme.Core.ILogEventSink"]
    assert [item.definition.symbol for item in await definitions_with_words(store, ["logger"], kinds=("class",))] == [
        "Acme.Core.Logger", "Acme.Core.Logger", "Acme.Core.Extensions.LoggerExtensions",
    ]
    emit = (await definition(store, "Acme.Core.ILogEventSink.Emit"))[0]
    assert [item.definition.symbol for item in await implementations(store, emit)] == ["Acme.Sinks.ConsoleSink.Emit"]
    console = (await definition(store, "Acme.Sinks.ConsoleSink.Emit"))[0]
    assert [item.definition.symbol for item in await implemented(store, console)] == ["Acme.Core.ILogEventSink.Emit"]
    assert await implemented(store, (await definition(store, "Acme.Other.Other.Emit"))[0]) == []


async def test_symbols_by_name_part_and_path_best_first(store: SqliteStore) -> None:
    found = await find_symbols(store, "Emit")
    assert [item.definition.symbol for item in found.definitions][:3] == [  # the exact name, shorter paths first
        "Acme.Other.Other.Emit", "Acme.Sinks.ConsoleSink.Emit", "Acme.Core.ILogEventSink.Emit",
    ]
    assert [item.definition.symbol for item in (await find_symbols(store, "Sinks.ConsoleSink")).definitions] == ["Acme.Sinks.ConsoleSink"]
    assert [item.definition.symbol for item in (await find_symbols(store, "logeventsink")).definitions] == ["Acme.Core.ILogEventSink"]
    partial = (await find_symbols(store, "Logger", kinds=("class",))).definitions
    assert [(item.source, item.definition.name) for item in partial] == [  # both parts, then a name that holds it
        ("src/Core/Logger.Dispatch.cs", "Logger"), ("src/Core/Logger.cs", "Logger"), ("src/Core/Extensions/LoggerExtensions.cs", "LoggerExtensions"),
    ]


OTHERS = {
    "web/src/util.ts": "export function helper(n: number): number { return n; }\nexport class Box { open(): void {} }\n",
    "web/src/decoy.ts": "export function helper(n: number): number { return 0; }\nexport function debounce(f: any): any { return f; }\n",
    "web/src/app.ts": (
        "import { helper, Box as Crate } from './util';\nimport { debounce } from 'lodash';\n"
        "export function main(): void { helper(1); debounce(main); const box: Crate = new Crate(); box.open(); }\n"
    ),
    "svc/retry/policy.go": "package retry\n\nfunc Next(n int) int { return backoff(n) }\n",
    "svc/retry/backoff.go": "package retry\n\nimport \"fmt\"\n\nfunc backoff(n int) int { fmt.Println(n); return n }\n",
    "svc/other/backoff.go": "package other\n\nfunc backoff(n int) int { return n }\nfunc Println(a int) {}\n",
    "java/src/com/acme/Retry.java": "package com.acme;\nimport com.acme.util.Helper;\npublic class Retry { void run() { Helper.make(1); Local.go(); } }\n",
    "java/src/com/acme/Local.java": "package com.acme;\npublic class Local { static void go() {} }\n",
    "java/src/com/acme/util/Helper.java": "package com.acme.util;\npublic class Helper { public static void make(int n) {} }\n",
    "rs/src/lib.rs": "use crate::policy::Policy;\nfn run() { let p = Policy::new(); p.next(); }\n",
    "rs/src/policy.rs": "pub struct Policy {}\nimpl Policy { pub fn new() -> Policy { Policy {} } pub fn next(&self) {} }\n",
}


@pytest.fixture
async def others(tmp_path: Path):
    opened = await SqliteStore.open(tmp_path / "others.db")
    indexing = IndexingService(FakeEmbedder(), FakeVectorIndex(), opened, Chunker(whitespace_offsets, 256), DocumentCounter(), lambda: None)
    await indexing.index_many([IndexRequest(text, "code", "repo", source) for source, text in OTHERS.items()])
    yield opened
    await opened.close()


async def calls(store: SqliteStore, symbol: str, source: str | None = None) -> list[tuple[str, str]]:
    targets = [item for item in await definition(store, symbol) if source is None or item.source == source]
    return sorted((link.reference.source, link.resolution) for link in (await incoming(store, targets)).links if link.reference.reference.kind in ("call", "new"))


async def test_typescript_go_java_and_rust_resolve_within_their_imports_and_packages(others: SqliteStore) -> None:
    assert await calls(others, "helper", "web/src/util.ts") == [("web/src/app.ts", "import")]
    assert await calls(others, "helper", "web/src/decoy.ts") == []
    assert await calls(others, "debounce") == []  # lodash's: outside the repository
    assert await calls(others, "Box.open") == [("web/src/app.ts", "import")]  # `box: Crate`, Crate imported as Box
    assert await calls(others, "retry.backoff") == [("svc/retry/policy.go", "namespace")]  # the same package
    assert await calls(others, "other.backoff") == []
    assert await calls(others, "other.Println") == []  # fmt's
    assert await calls(others, "com.acme.util.Helper.make") == [("java/src/com/acme/Retry.java", "import")]
    assert await calls(others, "com.acme.Local.go") == [("java/src/com/acme/Retry.java", "namespace")]
    assert await calls(others, "Policy.new") == [("rs/src/lib.rs", "import")]
    assert await calls(others, "Policy.next") == [("rs/src/lib.rs", "import")]


async def test_a_repository_refers_only_to_its_own_definitions_in_its_own_language(store: SqliteStore) -> None:
    """Another session (another repository) with the same names, and a Python file calling a C#
    method's name: neither is a reference to the C# definition."""
    indexing = IndexingService(FakeEmbedder(), FakeVectorIndex(), store, Chunker(whitespace_offsets, 256), DocumentCounter(), lambda: None)
    fork = {source: textwrap.dedent(text) for source, text in CSHARP.items()}
    await indexing.index_many([IndexRequest(text, "code", "fork", source) for source, text in fork.items()])
    await indexing.index(IndexRequest("def run(sink):\n    sink.Emit(None)\n", "code", "repo", "scripts/emit.py"))
    emit = [item for item in await definition(store, "Acme.Core.ILogEventSink.Emit") if item.session_id == "repo"]
    assert callers(await incoming(store, emit)) == [
        ("src/App/Program.cs", 13, "Acme.App.Program.Main", "import"), ("src/Core/Logger.cs", 9, "Acme.Core.Logger.Write", "namespace"),
    ]
    forked = [item for item in await definition(store, "Acme.Core.ILogEventSink.Emit") if item.session_id == "fork"]
    assert {link.reference.session_id for link in (await incoming(store, forked)).links} == {"fork"}


MORE_PYTHON = {
    "lib/base/response.py": "class Response:\n    def set_cookie(self, key):\n        return key\n\n    def only_here(self):\n        return 1\n",
    "lib/web/response.py": (
        "from ..base.response import Response as _BaseResponse\n\n\nclass Response(_BaseResponse):\n    pass\n\n\n"
        "def redirect(location) -> Response:\n    return Response()\n"
    ),
    "lib/other.py": "class Thing:\n    def set_cookie(self, key):\n        return key\n",
    "lib/app.py": (
        "from .web.response import redirect\n\n\ndef view(thing, headers: dict):\n    rv = redirect('/')\n    rv.set_cookie('a')\n"
        "    thing.only_here()\n    thing.set_cookie('b')\n\n\nclass Holder:\n    def __init__(self, response: 'Response' = None):\n"
        "        self.response = response\n        self.response = make()\n"
    ),
}


async def test_python_follows_return_types_and_aliased_bases_and_guesses_by_name_only_when_unique(tmp_path: Path) -> None:
    opened = await SqliteStore.open(tmp_path / "more.db")
    try:
        indexing = IndexingService(FakeEmbedder(), FakeVectorIndex(), opened, Chunker(whitespace_offsets, 256), DocumentCounter(), lambda: None)
        await indexing.index_many([IndexRequest(text, "code", "repo", source) for source, text in MORE_PYTHON.items()])
        set_cookie = await definition(opened, "base.response.Response.set_cookie")
        # `rv = redirect('/')`, redirect `-> Response`, whose base is the aliased `_BaseResponse`: the
        # base class's method. `thing.set_cookie`: two classes define it, so no guess.
        assert callers(await incoming(opened, set_cookie)) == [("lib/app.py", 6, "app.view", "import")]
        assert callers(await incoming(opened, await definition(opened, "other.Thing.set_cookie"))) == []
        only = await definition(opened, "base.response.Response.only_here")
        assert callers(await incoming(opened, only)) == [("lib/app.py", 7, "app.view", "name")]  # unique: a guess, said so
    finally:
        await opened.close()
