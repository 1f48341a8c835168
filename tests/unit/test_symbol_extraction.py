"""The symbol table of a file (core/code/graph/extract.py), on the grammars the chunker uses: what a
developer's IDE would list as the file's definitions, and the calls, constructions, type uses, base
types and imports in it, each with where it is and the definition it is in. Hostile files (deep
nesting, enormous lines, binary, a flood of definitions) end bounded."""

from __future__ import annotations

import textwrap
import time

import pytest

from rag_context.core.code.graph import symbols_of_file
from rag_context.core.code.graph.model import MAX_DEFINITIONS, MAX_REFERENCES, MAX_SIGNATURE_CHARS, Definition, Reference, SymbolTable
from rag_context.core.code.syntax import declarations


def table(text: str, source: str, **kwargs: object) -> SymbolTable:
    return symbols_of_file(textwrap.dedent(text), source, **kwargs)  # type: ignore[arg-type]


def definition(found: SymbolTable, symbol: str) -> Definition:
    matches = [d for d in found.definitions if d.symbol == symbol]
    assert matches, f"{symbol} not among {[d.symbol for d in found.definitions]}"
    return matches[0]


def references(found: SymbolTable, kind: str | None = None, name: str | None = None) -> list[Reference]:
    return [r for r in found.references if (kind is None or r.kind == kind) and (name is None or r.name == name)]


CSHARP = """\
    using System;
    using Serilog.Events;
    using static System.Math;
    using Sink = Serilog.Core.ILogEventSink;

    namespace Serilog.Core
    {
        /// <summary>Writes events to the sinks.</summary>
        public sealed partial class Logger : ILogger, IDisposable
        {
            readonly ILogEventSink _sink;

            public Logger(ILogEventSink sink) { _sink = sink; }

            [Obsolete]
            public void Write(LogEvent logEvent, params object[] values)
            {
                _sink.Emit(logEvent);
                var builder = new MessageBuilder(logEvent);
                builder.Render(2);
                Dispatch(logEvent);
                Helpers.Go(1, 2);
                this.Flush();
            }

            void Dispatch(LogEvent e) { }
            void Flush() { }
        }

        public static class LoggerExtensions
        {
            public static ILogger ForContext(this ILogger logger, string name, object value = null) => logger;
        }

        public interface ILogEventSink { void Emit(LogEvent logEvent); }
    }
"""


def test_csharp_definitions_carry_symbol_kind_signature_lines_doc_and_what_resolution_needs() -> None:
    found = table(CSHARP, "src/Serilog/Core/Logger.cs")
    assert found.language == "csharp"
    logger = definition(found, "Serilog.Core.Logger")
    assert (logger.kind, logger.namespace, logger.container, logger.container_kind) == ("class", "Serilog.Core", "Serilog.Core", "namespace")
    assert logger.signature == "public sealed partial class Logger : ILogger, IDisposable"
    assert logger.doc == "Writes events to the sinks."
    assert (logger.line_start, logger.line_end) == (9, 28)
    assert logger.bases == ("ILogger", "IDisposable")
    assert {"partial", "sealed"} <= logger.flags
    write = definition(found, "Serilog.Core.Logger.Write")
    assert write.kind == "method" and write.signature == "public void Write(LogEvent logEvent, params object[] values)"
    assert (write.line_start, write.arity_min, write.arity_max) == (15, 1, -1)  # its attribute's line; params: any number
    assert definition(found, "Serilog.Core.Logger._sink").kind == "field"
    assert definition(found, "Serilog.Core.Logger.Logger").kind == "constructor"
    extension = definition(found, "Serilog.Core.LoggerExtensions.ForContext")
    assert "extension" in extension.flags and extension.receiver == "ILogger"
    assert (extension.arity_min, extension.arity_max) == (1, 2)  # the `this` parameter is the receiver, `value` optional
    emit = definition(found, "Serilog.Core.ILogEventSink.Emit")
    assert emit.container_kind == "interface"


def test_csharp_references_say_kind_qualifier_receiver_type_and_enclosing_definition() -> None:
    found = table(CSHARP, "src/Serilog/Core/Logger.cs")
    emit = references(found, "call", "Emit")[0]
    assert (emit.qualifier, emit.receiver_type, emit.enclosing, emit.arity, emit.line) == (
        "_sink", "ILogEventSink", "Serilog.Core.Logger.Write", 1, 18,
    )
    render = references(found, "call", "Render")[0]
    assert render.receiver_type == "MessageBuilder"  # `var builder = new MessageBuilder(...)`
    assert references(found, "new", "MessageBuilder")[0].arity == 1
    assert references(found, "call", "Dispatch")[0].qualifier == ""
    assert references(found, "call", "Go")[0].qualifier == "Helpers"
    assert references(found, "call", "Flush")[0].qualifier == "this"
    assert {r.name for r in references(found, "inherit")} == {"ILogger", "IDisposable"}
    assert references(found, "type", "ObsoleteAttribute")
    assert {r.name for r in references(found, "type")} >= {"LogEvent", "ILogEventSink", "ILogger"}
    usings = {(r.kind, r.target, r.alias) for r in found.references if r.kind.startswith("using")}
    assert usings == {
        ("using", "System", ""), ("using", "Serilog.Events", ""), ("using-static", "System.Math", ""),
        ("using", "Serilog.Core.ILogEventSink", "Sink"),
    }
    assert [r.target for r in references(found, "namespace")] == ["Serilog.Core"]


def test_csharp_file_scoped_namespace_and_the_chunks_symbols_agree() -> None:
    text = """\
        namespace Polly.Retry;

        internal static class RetryHelper
        {
            public static TimeSpan GetRetryDelay(int attempt) => TimeSpan.Zero;
        }
    """
    found = table(text, "src/Polly.Core/Retry/RetryHelper.cs")
    assert definition(found, "Polly.Retry.RetryHelper.GetRetryDelay").namespace == "Polly.Retry"
    chunk_symbols = set()
    stack = list(declarations(textwrap.dedent(text), "src/Polly.Core/Retry/RetryHelper.cs") or [])
    while stack:
        declaration = stack.pop()
        chunk_symbols.add(".".join(declaration.symbol))
        stack.extend(declaration.members)
    assert chunk_symbols <= {d.symbol for d in found.definitions}


PYTHON = """\
    import os.path as osp
    from . import utils
    from .routing import Map, Rule as R
    from ..wrappers import *

    class Client(BaseClient):
        \"\"\"A test client.\"\"\"

        timeout: float = 3.0

        def __init__(self, app, *, cookies=True):
            self.map = Map([R("/")])
            self.session = make_session()
            helper(app)

        @property
        def url(self) -> "Url":
            return self.map.bind("x")

        @staticmethod
        def build(path: str, base: Request | None = None) -> Response:
            return osp.join(path)

    def helper(app):
        def inner(x, y=2):
            return len(x)
        return inner(app)

    LIMIT = 10
"""


def test_python_definitions_are_the_chunk_symbols_with_module_path_docstring_and_arity() -> None:
    found = table(PYTHON, "src/werkzeug/test/client.py")
    client = definition(found, "werkzeug.test.client.Client")
    assert (client.kind, client.doc, client.bases, client.namespace) == ("class", "A test client.", ("BaseClient",), "werkzeug.test.client")
    init = definition(found, "werkzeug.test.client.Client.__init__")
    assert (init.kind, init.arity_min, init.arity_max) == ("method", 1, 2)  # self is not passed; cookies is optional
    url = definition(found, "werkzeug.test.client.Client.url")
    assert (url.signature, url.line_start) == ('def url(self) -> "Url"', 16)  # from its decorator's line
    build = definition(found, "werkzeug.test.client.Client.build")
    assert "static" in build.flags and (build.arity_min, build.arity_max) == (1, 2)  # no self to leave out
    assert definition(found, "werkzeug.test.client.helper.inner").container == "werkzeug.test.client.helper"
    assert definition(found, "werkzeug.test.client.Client.timeout").kind == "field"
    assert definition(found, "werkzeug.test.client.LIMIT").kind == "variable"


def test_python_references_and_imports_resolve_relative_paths_and_know_self_attributes() -> None:
    found = table(PYTHON, "src/werkzeug/test/client.py")
    imports = {(r.name, r.target, r.alias) for r in references(found, "import")}
    assert imports == {
        ("path", "os.path", "osp"), ("utils", "werkzeug.test.utils", ""), ("Map", "werkzeug.test.routing.Map", ""),
        ("Rule", "werkzeug.test.routing.Rule", "R"), ("*", "werkzeug.wrappers", ""),
    }
    bind = references(found, "call", "bind")[0]
    assert (bind.qualifier, bind.receiver_type, bind.enclosing) == ("self.map", "Map", "werkzeug.test.client.Client.url")
    assert references(found, "call", "helper")[0].enclosing == "werkzeug.test.client.Client.__init__"
    assert references(found, "call", "inner")[0].arity == 1
    assert not references(found, name="len")  # a builtin the file neither defines nor imports
    assert not references(found, name="property")
    assert {r.name for r in references(found, "type")} >= {"Request", "Response", "Url"}
    assert [r.target for r in references(found, "namespace")] == ["werkzeug.test.client"]


def test_the_package_init_resolves_relative_imports_against_itself() -> None:
    found = table("from .app import App\nfrom .. import base\n", "src/flask/__init__.py")
    assert {r.target for r in references(found, "import")} == {"flask.app.App", "base"}


def test_typescript_javascript_java_go_and_rust() -> None:
    ts = table(
        """\
        import { Foo, Bar as B } from './foo';
        import * as ns from '../lib/ns';
        /** Retries. */
        export class Retry<T> extends Base implements IRetry {
          private policy: Policy = new Policy();
          run(n: number): Promise<void> { this.policy.next(n); return helper(n); }
        }
        export const helper = (n: number): Foo => new Foo(n);
        interface IRetry { run(n: number): void; }
        """,
        "src/lib/retry.ts",
    )
    retry = definition(ts, "Retry")
    assert (retry.doc, retry.bases, retry.signature) == ("Retries.", ("Base", "IRetry"), "class Retry<T> extends Base implements IRetry")
    assert definition(ts, "Retry.run").signature == "run(n: number): Promise<void>"
    assert definition(ts, "helper").kind == "function" and definition(ts, "IRetry.run").kind == "method"
    assert references(ts, "call", "next")[0].receiver_type == "Policy"
    assert {(r.name, r.target, r.alias) for r in references(ts, "import")} == {
        ("Foo", "src/lib/foo", ""), ("Bar", "src/lib/foo", "B"), ("*", "src/lib/ns", "ns"),
    }
    assert {r.name for r in references(ts, "inherit")} == {"Base", "IRetry"}

    js = table("const fs = require('fs');\nclass A extends B { go() { return make(1); } }\n", "lib/a.js")
    assert definition(js, "A.go").kind == "method" and references(js, "call", "make")[0].enclosing == "A.go"
    assert [(r.target, r.alias) for r in references(js, "import")] == [("fs", "fs")]

    java = table(
        """\
        package com.acme.retry;
        import java.util.List;
        public class Retry extends Base implements IRetry {
            private final Policy policy = new Policy();
            public Retry(int attempts) { super(attempts); }
            public void run(int n) { policy.next(n); Helper.make(n); }
        }
        """,
        "src/main/java/com/acme/retry/Retry.java",
    )
    assert definition(java, "com.acme.retry.Retry.run").namespace == "com.acme.retry"
    assert references(java, "call", "next")[0].receiver_type == "Policy"
    assert [r.target for r in references(java, "import")] == ["java.util.List"]

    go = table(
        """\
        package retry

        import (
            "fmt"
            str "strings"
        )

        // Retrier retries.
        type Retrier struct { policy *Policy }

        func (r *Retrier) Run(n int) error { fmt.Println(n); r.policy.Next(); return helper(n) }

        func helper(n int, rest ...int) error { return nil }
        """,
        "pkg/retry/retry.go",
    )
    run = definition(go, "retry.Retrier.Run")
    assert (run.kind, run.container, run.container_kind) == ("method", "retry.Retrier", "type")
    assert definition(go, "retry.Retrier").doc == "Retrier retries."
    assert (definition(go, "retry.helper").arity_min, definition(go, "retry.helper").arity_max) == (1, -1)
    assert {(r.target, r.alias) for r in references(go, "import")} == {("fmt", ""), ("strings", "str")}
    assert references(go, "call", "Println")[0].qualifier == "fmt"

    rust = table(
        """\
        use crate::policy::{Policy, Backoff as B};
        /// Retries.
        pub struct Retrier { policy: Policy }
        impl Retry for Retrier {
            fn run(&self, n: u32) -> u32 { self.go(); let b = B::new(); helper(n) }
        }
        fn helper(n: u32) -> u32 { n }
        """,
        "src/retry.rs",
    )
    assert definition(rust, "Retrier").doc == "Retries."
    impl_run = definition(rust, "Retrier.run")
    assert (impl_run.container_kind, impl_run.arity_min) == ("impl", 1)  # &self is no argument
    assert definition(rust, "Retrier").kind == "struct" and [d.bases for d in rust.definitions if d.kind == "impl"] == [("Retry",)]
    assert {(r.target, r.alias) for r in references(rust, "import")} == {("crate.policy.Policy", ""), ("crate.policy.Backoff", "B")}


def test_definitions_are_placed_in_the_chunk_their_first_line_lies_in_and_lines_take_the_offset() -> None:
    text = "def a():\n    return 1\n\n\ndef b():\n    return 2\n"
    found = symbols_of_file(text, "pkg/m.py", chunk_lines=[(101, 102), (105, 106)], line_offset=100)
    assert [(d.name, d.line_start, d.chunk_index) for d in found.definitions] == [("a", 101, 0), ("b", 105, 1)]


def test_a_file_no_grammar_reads_has_an_empty_table() -> None:
    assert symbols_of_file("<Project Sdk='x'/>", "src/App.csproj") == SymbolTable("")


@pytest.mark.parametrize(
    "text, source",
    [
        ("x = " + "(" * 5000 + "1" + ")" * 5000 + "\n", "deep.py"),  # nesting far beyond Python's recursion limit
        ("a = 1 + " + " + ".join(["b"] * 20000) + "\n", "wide.py"),
        ("var x = " + "f(" * 3000 + ")" * 3000 + ";", "deep.ts"),
        ("\x00\xff\ufffe garbage \ud800 " * 2000, "binary.cs"),
        ("class C { " + "void M() { } " * 20000 + "}", "many.cs"),
        ("def f():\n    " + "g(); " * 30000 + "\n", "calls.py"),
    ],
)
def test_hostile_files_end_quickly_and_bounded(text: str, source: str) -> None:
    started = time.perf_counter()
    found = symbols_of_file(text, source)
    elapsed = time.perf_counter() - started
    assert len(found.definitions) <= MAX_DEFINITIONS and len(found.references) <= MAX_REFERENCES
    assert all(len(d.signature) <= MAX_SIGNATURE_CHARS for d in found.definitions)
    assert elapsed < 60  # a hang would be the failure; the machine is shared, so no tighter figure


def test_a_flood_of_definitions_is_cut_at_the_bound() -> None:
    text = "\n".join(f"def f{number}(): pass" for number in range(MAX_DEFINITIONS + 500))
    found = symbols_of_file(text, "generated.py")
    assert len(found.definitions) == MAX_DEFINITIONS


def test_a_long_signature_is_cut() -> None:
    params = ", ".join(f"argument_{number}: int" for number in range(200))
    found = symbols_of_file(f"def f({params}):\n    pass\n", "long.py")
    assert len(found.definitions[0].signature) == MAX_SIGNATURE_CHARS
    assert found.definitions[0].arity_max == 200


def test_receiver_types_follow_what_the_syntax_says_of_the_object() -> None:
    found = table(
        """\
        from typing import overload
        from . import routing as r

        url_map = r.Map([])


        class Suite:
            storage_class = HeaderSet

            def test(self, items: Items):
                urls = url_map.bind("example.org")
                urls.build("index")
                self.storage_class().add("x")
                Builder(items).run()
                items.first.close()

            @overload
            def get(self, key: str) -> str: ...
            def get(self, key):
                from .wrappers import Response
                return Response(key)
        """,
        "pkg/suite.py",
    )
    receivers = {(r.name, r.qualifier): r.receiver_type for r in references(found, "call")}
    assert receivers[("build", "urls")] == "r.Map.bind"  # what Map's bind returns, when resolved
    assert receivers[("add", "self.storage_class()")] == "HeaderSet"  # a class kept in an attribute, called
    assert receivers[("run", "Builder(items)")] == "Builder"
    assert receivers[("close", "items.first")] == "Items.first"  # a member of a typed parameter
    stub, real = [d for d in found.definitions if d.name == "get"]
    assert "overload" in stub.flags and "overload" not in real.flags
    local = [r for r in references(found, "import") if r.name == "Response"][0]
    assert local.enclosing == "pkg.suite.Suite.get"  # a function's own import binds there only


def test_a_long_signature_keeps_its_return_type() -> None:
    params = ", ".join(f"argument_{number}: int" for number in range(40))
    found = symbols_of_file(f"def f({params}) -> Response:\n    pass\n", "long.py")
    assert found.definitions[0].signature.endswith("…) -> Response") and len(found.definitions[0].signature) <= MAX_SIGNATURE_CHARS


def test_a_decorator_is_read_without_the_comment_after_it() -> None:
    found = table(
        """\
        import typing as t


        class Headers:
            @t.overload  # type: ignore[override]
            def get(self, key: str) -> str: ...
            @t.overload
            def get(self, key: str, default: str) -> str: ...
            def get(self, key, default=None):
                return default

            @staticmethod  # kept for callers of 1.x
            def parse(value): ...
        """,
        "pkg/headers.py",
    )
    first_stub, second_stub, real = [d for d in found.definitions if d.name == "get"]
    assert "overload" in first_stub.flags and "overload" in second_stub.flags and "overload" not in real.flags
    assert "static" in definition(found, "pkg.headers.Headers.parse").flags


def test_a_comment_before_self_leaves_the_arity_alone() -> None:
    found = table(
        """\
        class Headers:
            def get(  # type: ignore[misc]
                self,
                key: str,
                default: str | None = None,
            ) -> str | None:
                return default
        """,
        "pkg/headers.py",
    )
    get = definition(found, "pkg.headers.Headers.get")
    assert (get.arity_min, get.arity_max) == (1, 2)
