"""core/code: identifiers split into words, roles from paths, declarations read by tree-sitter (the real
grammar wheels), and code chunked at them with all-MiniLM-L6-v2's real tokenizer: exact substrings,
within the window with the header's room kept, long callables cut at statements, each part named."""

from __future__ import annotations

from pathlib import Path

import pytest

from rag_context.core.chunking import Chunker
from rag_context.core.code import CodeOptions, embedding_text, header, infer_role, keyword_text, split_code, split_query
from rag_context.core.code.identifiers import identifier_words, path_words, split_identifier
from rag_context.core.code.syntax import declarations, first_branches, module_path
from tests.unit.test_chunking import MINILM_WINDOW, MiniLMTokens

FIXTURES = Path(__file__).parent.parent / "fixtures" / "source"


@pytest.fixture(scope="module")
def minilm() -> MiniLMTokens:
    return MiniLMTokens()


@pytest.fixture(scope="module")
def chunker(minilm: MiniLMTokens) -> Chunker:
    return Chunker(minilm.offsets, MINILM_WINDOW)


# --- identifiers


@pytest.mark.parametrize(
    ("identifier", "words"),
    [
        ("CircuitStateController", ["circuit", "state", "controller"]),
        ("max_retry_attempts", ["max", "retry", "attempts"]),
        ("HTTPClientFactory", ["http", "client", "factory"]),
        ("parseJSON2Async", ["parse", "json", "2", "async"]),
        ("_redirect_headers", ["redirect", "headers"]),
        ("OnActionFailure", ["on", "action", "failure"]),
        ("IOException", ["io", "exception"]),
        ("retry", []),
        ("RETRY", []),
        ("x10", []),  # letters beside digits are not split: prose is full of them
    ],
)
def test_an_identifier_is_split_into_its_words(identifier: str, words: list[str]) -> None:
    assert split_identifier(identifier) == words


def test_a_query_with_identifiers_gets_their_words_and_prose_comes_back_unchanged() -> None:
    assert split_query("where is RetryHelper used") == "where is RetryHelper used retry helper"
    assert split_query("how is max_retry_attempts read") == "how is max_retry_attempts read max retry attempts"
    prose = "what similarity laws must be obeyed when constructing aeroelastic models of heated high speed aircraft ."
    assert split_query(prose) == prose


def test_the_keyword_text_holds_identifier_path_and_symbol_words() -> None:
    code = "internal sealed class CircuitStateController { void OnActionFailure() { _circuitState = x; } }"
    text = keyword_text(code, "src/Polly.Core/CircuitBreaker/CircuitStateController.cs", "Polly.CircuitBreaker.CircuitStateController")
    lines = text.split("\n")
    assert lines[0] == "circuit state controller on action failure circuit state"
    assert lines[1] == "src polly core circuit breaker circuit state controller cs"
    assert lines[2] == "polly circuit breaker circuit state controller"
    assert identifier_words("plain words only") == []
    assert path_words("httpx/_client.py") == ["httpx", "client", "py"]


# --- roles


@pytest.mark.parametrize(
    ("path", "role"),
    [
        ("src/Polly.Core/CircuitBreaker/Controller/CircuitStateController.cs", "implementation"),
        ("src/Polly.Core/Retry/RetryHelper.cs", "implementation"),
        ("src/Latest.cs", "implementation"),
        ("httpx/_client.py", "implementation"),
        ("test/Polly.Core.Tests/Retry/RetryResilienceStrategyTests.cs", "test"),
        ("src/Polly.Specs/CircuitBreaker/CircuitBreakerSpecs.cs", "test"),
        ("src/Polly.Specs/Helpers/Clock.cs", "test"),
        ("pkg/retry/retry_test.go", "test"),
        ("tests/test_client.py", "test"),
        ("lib/client_test.py", "test"),
        ("src/app/retry.spec.ts", "test"),
        ("web/retry.test.js", "test"),
        ("src/main/java/a/RetryTest.java", "test"),
        ("crate/tests/retry.rs", "test"),
        ("bench/Polly.Core.Benchmarks/RetryBenchmark.cs", "test"),
        ("samples/Chaos/Program.cs", "sample"),
        ("examples/retry.py", "sample"),
        ("src/Snippets/Docs/Retry.cs", "sample"),
        ("docs/index.md", "docs"),
        ("docs/conf.py", "docs"),
        ("README.md", "docs"),
        ("src/Foo/obj/Debug/X.cs", "generated"),
        ("src/Foo/bin/Release/net8.0/X.cs", "generated"),
        ("src/Forms/MainForm.Designer.cs", "generated"),
        ("src/Foo/Generated.g.cs", "generated"),
        ("proto/service_pb2.py", "generated"),
        ("src/Polly/Polly.csproj", "config"),
        ("Directory.Build.props", "config"),
        (".github/workflows/build.yml", "config"),
        (".github/scripts/release.sh", "build"),
        ("pyproject.toml", "config"),
        ("package.json", "config"),
        ("packages/zod/tsconfig.build.json", "config"),
        ("vitest.config.ts", "config"),
        ("src/App/appsettings.Development.json", "config"),
        ("Makefile", "build"),
        ("build.cake", "build"),
        ("pnpm-lock.yaml", "lock"),
        ("packages/docs/pnpm-lock.yaml", "lock"),
        ("package-lock.json", "lock"),
        ("yarn.lock", "lock"),
        ("src/App/packages.lock.json", "lock"),
        ("Cargo.lock", "lock"),
        ("poetry.lock", "lock"),
        ("go.sum", "lock"),
        ("src/locales/en.json", "data"),
        ("schemas/openapi.yaml", "data"),
        ("tests/fixtures/payload.json", "data"),
        ("src/Resources/Strings.resx", "data"),
        ("src/Foo/Strings.generated.ts", "generated"),
        ("src\\Polly.Core\\Retry\\RetryHelper.cs", "implementation"),
        ("test\\Polly.Core.Tests\\RetryTests.cs", "test"),
    ],
)
def test_a_file_role_follows_the_conventions_of_its_language(path: str, role: str) -> None:
    assert infer_role(path) == role


@pytest.mark.parametrize(
    "text",
    [
        "//------------------------------------------------------------------------------\n// <auto-generated>\n//     This code was generated by a tool.\n// </auto-generated>\nclass A {}\n",
        "// Code generated by protoc-gen-go. DO NOT EDIT.\n// versions:\npackage retry\n",
        "/* @generated by scripts/build.ts */\nexport const x = 1;\n",
        "# This file was automatically generated from the schema; do not edit.\nX = 1\n",
    ],
)
def test_a_generator_header_makes_a_file_generated(text: str) -> None:
    assert infer_role("src/Retry/RetryHelper.cs", text) == "generated"


def test_a_file_that_only_talks_about_generation_below_its_header_stays_implementation() -> None:
    body = "namespace A;\n" + "// filler line\n" * 200 + "// The names below are auto-generated code of the caller: do not edit them.\n"
    assert infer_role("src/Naming.cs", body) == "implementation"
    assert infer_role("src/Naming.cs", "class Generator { string Header = \"generated\"; }") == "implementation"


# --- declarations


def symbols(text: str, path: str) -> list[tuple[str, str]]:
    found = declarations(text, path)
    assert found is not None
    out: list[tuple[str, str]] = []
    stack = list(reversed(found))
    while stack:
        declaration = stack.pop()
        out.append((".".join(declaration.symbol), declaration.kind))
        stack.extend(reversed(declaration.members))
    return out


CSHARP = """using System;

namespace Polly.CircuitBreaker;

/// <summary>Controls the circuit.</summary>
internal sealed class CircuitStateController<T> : IDisposable
{
    private int _count;
    public CircuitStateController(int count) { _count = count; }
    public CircuitState State { get; }
    [Obsolete]
    public ValueTask OnActionFailureAsync(Outcome<T> outcome) { return default; }
    private enum Mode { A, B }
}
"""


@pytest.mark.parametrize(
    ("path", "text", "expected"),
    [
        (
            "src/Polly.Core/CircuitBreaker/Controller/CircuitStateController.cs",
            CSHARP,
            [
                ("Polly.CircuitBreaker.CircuitStateController", "class"),
                ("Polly.CircuitBreaker.CircuitStateController.CircuitStateController", "constructor"),
                ("Polly.CircuitBreaker.CircuitStateController.State", "property"),
                ("Polly.CircuitBreaker.CircuitStateController.OnActionFailureAsync", "method"),
                ("Polly.CircuitBreaker.CircuitStateController.Mode", "enum"),
            ],
        ),
        (
            "Lib.cs",
            "namespace A.B { public class C { void M() {} } }",
            [("A.B", "namespace"), ("A.B.C", "class"), ("A.B.C.M", "method")],
        ),
        (
            "httpx/_client.py",
            "import os\n\n@final\nclass Client(Base):\n    def _redirect_headers(self, request):\n        return {}\n\n\ndef build():\n    pass\n",
            [("httpx._client.Client", "class"), ("httpx._client.Client._redirect_headers", "function"), ("httpx._client.build", "function")],
        ),
        (
            "src/retry.ts",
            "export class RetryHelper { delay(n: number): number { return n; } }\n"
            "export function backoff() {}\nconst jitter = (x: number) => x;\ninterface Options { retries: number }\n"
            "namespace Policies { export class Timeout {} }\n",
            [
                ("RetryHelper", "class"), ("RetryHelper.delay", "method"), ("backoff", "function"), ("jitter", "function"),
                ("Options", "interface"), ("Policies", "namespace"), ("Policies.Timeout", "class"),
            ],
        ),
        ("web/retry.js", "export default function retry() {}\nclass A { m() {} }\n", [("retry", "function"), ("A", "class"), ("A.m", "method")]),
        (
            "retry/retry.go",
            "package retry\n\nfunc (r *Retrier) Do(x int) error { return nil }\nfunc New() *Retrier { return nil }\ntype Retrier struct { n int }\n",
            [("retry.Retrier.Do", "method"), ("retry.New", "function"), ("retry.Retrier", "type")],
        ),
        (
            "src/main/java/a/b/Retry.java",
            "package a.b;\npublic class Retry { public Retry() {} void run() { go(); } interface Listener {} }\n",
            [("a.b.Retry", "class"), ("a.b.Retry.Retry", "constructor"), ("a.b.Retry.run", "method"), ("a.b.Retry.Listener", "interface")],
        ),
        (
            "src/retry.rs",
            "mod policy { fn f() {} }\nimpl<T> Retry<T> { pub fn new() -> Self { Self {} } }\nstruct Backoff;\n",
            [("policy", "module"), ("policy.f", "function"), ("Retry", "impl"), ("Retry.new", "function"), ("Backoff", "struct")],
        ),
    ],
)
def test_declarations_are_read_with_their_symbol_paths(path: str, text: str, expected: list[tuple[str, str]]) -> None:
    assert symbols(text, path) == expected


def test_a_language_without_a_grammar_has_no_declarations() -> None:
    assert declarations("echo hi\n", "run.sh") is None


def test_a_python_module_path_comes_from_the_file_path() -> None:
    assert module_path("httpx/_client.py") == ("httpx", "_client")
    assert module_path("src/httpx/_client.py") == ("httpx", "_client")
    assert module_path("httpx/__init__.py") == ("httpx",)


# --- chunks


def long_method(statements: int) -> str:
    body = "\n".join(f"            total += ComputeDelayForAttempt(attempt{i}, jitterFactor: {i}.5, maxDelay);" for i in range(statements))
    return (
        "namespace Polly.Retry;\n\npublic class RetryHelper\n{\n    public int Small() => 1;\n\n"
        "    public int GetRetryDelay(int attempt)\n    {\n        var total = 0;\n        for (var i = 0; i < attempt; i++)\n        {\n"
        f"{body}\n        }}\n        return total;\n    }}\n}}\n"
    )


def test_code_chunks_are_exact_substrings_within_the_window_with_the_header(chunker: Chunker, minilm: MiniLMTokens) -> None:
    for path in sorted(FIXTURES.iterdir()):
        text = path.read_text()
        spans = split_code(chunker, text, path.name, CodeOptions())
        assert spans
        covered = 0
        for span in spans:
            chunk = text[span.start : span.end]
            assert chunk.strip()
            embedded = embedding_text(chunk, "code", path.name, span.symbol, CodeOptions())
            assert minilm(embedded) <= MINILM_WINDOW, (path.name, span.symbol)
            assert span.end > covered  # in order, no chunk inside the one before
            covered = span.end
        named = [span.symbol for span in spans if span.symbol]
        assert named, path.name


def test_a_long_method_is_cut_at_statements_and_each_part_knows_its_method(chunker: Chunker, minilm: MiniLMTokens) -> None:
    text = long_method(60)
    spans = split_code(chunker, text, "src/Polly.Core/Retry/RetryHelper.cs", CodeOptions())
    parts = [span for span in spans if span.symbol == "Polly.Retry.RetryHelper.GetRetryDelay"]
    assert len(parts) >= 3
    assert all(span.kind == "method" for span in parts)
    for span in parts[1:]:
        chunk = text[span.start : span.end]
        # Cut at a statement's line (or carried overlap that starts a line), never inside a word.
        assert text[span.start - 1] in "\n ;(,", repr(text[span.start - 20 : span.start + 20])
        assert minilm(header("src/Polly.Core/Retry/RetryHelper.cs", span.symbol) + chunk) <= MINILM_WINDOW
    joined = "".join(text[span.start : span.end] for span in spans)
    assert "GetRetryDelay" in joined and "return total;" in joined


def test_the_header_reserve_keeps_every_chunk_within_the_window_with_a_long_path(chunker: Chunker, minilm: MiniLMTokens) -> None:
    path = "src/" + "/".join(f"VeryLongFolderName{i}" for i in range(12)) + "/RetryHelper.cs"
    text = long_method(40)
    for span in split_code(chunker, text, path, CodeOptions()):
        assert minilm(embedding_text(text[span.start : span.end], "code", path, span.symbol, CodeOptions())) <= MINILM_WINDOW


def test_with_the_levers_off_code_is_cut_as_before(chunker: Chunker) -> None:
    for path in sorted(FIXTURES.iterdir()):
        text = path.read_text()
        spans = split_code(chunker, text, path.name, CodeOptions.off())
        assert [text[span.start : span.end] for span in spans] == chunker.split(text, "code")
        assert all(span.symbol is None for span in spans)


def test_a_language_without_a_grammar_falls_back_to_the_generic_cut(chunker: Chunker) -> None:
    text = "\n".join(f"echo step {i} && run_step --attempt {i} --delay {i * 2}" for i in range(200))
    spans = split_code(chunker, text, "deploy.sh", CodeOptions(embed_header=False))
    assert [text[span.start : span.end] for span in spans] == chunker.split(text, "code")


def test_small_neighbours_are_packed_and_named_by_their_class(chunker: Chunker) -> None:
    members = "\n".join(f"    public int Value{i} {{ get; set; }}" for i in range(6))
    filler = "\n".join(f"        Step{i}(attempt, delay, context, cancellationToken);" for i in range(40))
    text = f"namespace N;\n\npublic class Options\n{{\n{members}\n\n    public void Run()\n    {{\n{filler}\n    }}\n}}\n"
    spans = split_code(chunker, text, "Options.cs", CodeOptions())
    assert spans[0].symbol == "N.Options" and "Value0" in text[spans[0].start : spans[0].end]
    assert any(span.symbol == "N.Options.Run" for span in spans)


def test_non_ascii_text_keeps_character_offsets(chunker: Chunker) -> None:
    text = "# Ünïcödé — größe\nclass Größe:\n    def berechne(self):\n        return 'ø' * 3\n"
    spans = split_code(chunker, text, "pkg/größe.py", CodeOptions())
    assert "class Größe" in "".join(text[span.start : span.end] for span in spans)
    found = declarations(text, "pkg/mod.py")
    assert found is not None and text[found[0].start : found[0].end].startswith("# Ünïcödé")  # its leading comment
    method = found[0].members[0]
    assert text[method.start : method.end] == "def berechne(self):\n        return 'ø' * 3"


CONDITIONAL_CS = """namespace Python.Runtime
{
    public class PythonEngine
    {
        /// <summary>Initialization from a running interpreter.</summary>
#if PYTHON3
        public static IntPtr InitExt()
#elif PYTHON2
        public static void InitExt()
#endif
        {
            Initialize();
        }

        public static void Shutdown() { Finalize(); }
    }
}
"""


def test_first_branches_blank_the_later_branches_and_keep_every_offset() -> None:
    text = "a\n#if X\nb\n#if Y\nc\n#else\nd\n#endif\n#elif Z\né\n#else\nf\n#endif\ng\n"
    masked = first_branches(text)
    assert len(masked) == len(text)
    assert [line.strip() for line in masked.splitlines()] == ["a", "", "b", "", "c", "", "", "", "", "", "", "", "", "g"]


def test_a_csharp_file_with_alternative_headers_under_if_keeps_its_declarations() -> None:
    found = declarations(CONDITIONAL_CS, "src/runtime/pythonengine.cs")
    assert found is not None
    flattened = [(".".join(d.symbol), d.kind) for d in _walk(found)]
    assert ("Python.Runtime.PythonEngine.InitExt", "method") in flattened
    assert ("Python.Runtime.PythonEngine.Shutdown", "method") in flattened
    init = next(d for d in _walk(found) if d.symbol[-1] == "InitExt")
    # The offsets are the file's own: the declaration starts at its comment, the first branch's header inside.
    assert CONDITIONAL_CS[init.start :].startswith("/// <summary>Initialization")
    assert "public static IntPtr InitExt()" in CONDITIONAL_CS[init.start : init.end]


def _walk(found):
    for declaration in found:
        yield declaration
        yield from _walk(declaration.members)
