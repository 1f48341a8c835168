"""The symbol-table checks every ContextStore must pass (issue 31), written once and run on the
SQLite store (test_sqlite_symbols.py) and on MongoStore over mongomock (test_mongo_symbols.py).

Not a test module: the suites import it by name (pytest puts this folder on sys.path)."""

from __future__ import annotations

import dataclasses
import textwrap

from tests.backends.backend_factories import make_document

from rag_context.core.code.graph import symbols_of_file
from rag_context.core.code.graph.model import EXTRACTOR_VERSION, DefinitionQuery, ReferenceQuery, SymbolTable
from rag_context.core.filters import FilterSpec
from rag_context.core.models import DocumentMetadata, StoredDocument, document_id_for
from rag_context.core.ports import ContextStore

LOGGER = textwrap.dedent(
    """\
    namespace Serilog.Core
    {
        public class Logger : ILogger
        {
            readonly ILogEventSink _sink;
            public void Write(LogEvent e) { _sink.Emit(e); Dispatch(e); }
            void Dispatch(LogEvent e) { }
        }
    }
    """
)
SINK = textwrap.dedent(
    """\
    namespace Serilog.Core.Sinks
    {
        public class ConsoleSink : ILogEventSink
        {
            public void Emit(LogEvent logEvent) { Console.Write(logEvent); }
        }
    }
    """
)
CLIENT = "from .routing import Map\n\nclass Client:\n    def open(self):\n        return Map()\n"


def code_document(session: str, source: str, content: str, *, fingerprint: str = "fp-1", role: str = "implementation") -> StoredDocument:
    document = make_document(session, source, [content], content_type="code", fingerprint=fingerprint, metadata=DocumentMetadata(role=role))
    lines = content.count("\n") + 1
    chunks = tuple(dataclasses.replace(chunk, line_start=1, line_end=lines) for chunk in document.chunks)
    return dataclasses.replace(document, content=content, chunks=chunks, symbols=symbols_of_file(content, source, [(1, lines)]))


async def save_corpus(store: ContextStore) -> list[StoredDocument]:
    documents = [
        code_document("repo", "src/Serilog/Core/Logger.cs", LOGGER),
        code_document("repo", "src/Serilog/Core/Sinks/ConsoleSink.cs", SINK),
        code_document("repo", "src/werkzeug/test.py", CLIENT),
        code_document("other", "tests/LoggerTests.cs", LOGGER.replace("Serilog.Core", "Serilog.Tests"), role="test"),
    ]
    await store.save_documents(documents)
    return documents


def symbols(found: list) -> list[str]:
    return sorted(item.definition.symbol for item in found)


async def check_definitions_are_found_by_name_part_path_kind_source_and_filter(store: ContextStore) -> None:
    await save_corpus(store)
    write = await store.find_definitions(DefinitionQuery(names=("Write",)))
    assert symbols(write) == ["Serilog.Core.Logger.Write", "Serilog.Tests.Logger.Write"]
    item = next(found for found in write if found.session_id == "repo")
    assert (item.source, item.document_id, item.role) == ("src/Serilog/Core/Logger.cs", document_id_for("repo", "src/Serilog/Core/Logger.cs"), "implementation")
    assert (item.definition.line_start, item.definition.line_end, item.definition.chunk_index) == (6, 6, 0)
    assert item.definition.signature == "public void Write(LogEvent e)" and item.definition.container_kind == "class"
    assert symbols(await store.find_definitions(DefinitionQuery(name_contains="SINK"))) == [
        "Serilog.Core.Logger._sink", "Serilog.Core.Sinks", "Serilog.Core.Sinks.ConsoleSink", "Serilog.Tests.Logger._sink",
    ]
    assert symbols(await store.find_definitions(DefinitionQuery(symbols=("Serilog.Core.Logger",)))) == ["Serilog.Core.Logger"]
    assert symbols(await store.find_definitions(DefinitionQuery(symbol_suffix="Logger.Write"))) == ["Serilog.Core.Logger.Write", "Serilog.Tests.Logger.Write"]
    assert symbols(await store.find_definitions(DefinitionQuery(symbol_suffix="ogger.Write"))) == []  # parts, not characters
    assert symbols(await store.find_definitions(DefinitionQuery(containers=("Serilog.Core.Logger",), kinds=("method",)))) == [
        "Serilog.Core.Logger.Dispatch", "Serilog.Core.Logger.Write",
    ]
    assert symbols(await store.find_definitions(DefinitionQuery(names=("Write",), session_id="other"))) == ["Serilog.Tests.Logger.Write"]
    assert symbols(await store.find_definitions(DefinitionQuery(names=("Write",), sources=("tests/LoggerTests.cs",)))) == ["Serilog.Tests.Logger.Write"]
    implementation = FilterSpec.model_validate({"roles": ["implementation"]}).resolve()
    assert symbols(await store.find_definitions(DefinitionQuery(names=("Write",), document_filter=implementation))) == ["Serilog.Core.Logger.Write"]
    glob = FilterSpec.model_validate({"sourceGlob": "src/**/*.py"}).resolve()
    assert symbols(await store.find_definitions(DefinitionQuery(kinds=("class",), document_filter=glob))) == ["werkzeug.test.Client"]
    assert len(await store.find_definitions(DefinitionQuery(limit=3))) == 3
    assert await store.find_definitions(DefinitionQuery(names=("Nowhere",))) == []
    # A name with LIKE's wildcards is taken literally.
    assert await store.find_definitions(DefinitionQuery(name_contains="%")) == [] and await store.find_definitions(DefinitionQuery(name_contains="_x")) == []


async def check_references_are_found_by_name_document_enclosing_and_kind(store: ContextStore) -> None:
    documents = await save_corpus(store)
    logger = documents[0].document_id
    emits = await store.find_references(ReferenceQuery(names=("Emit",)))
    assert sorted((r.source, r.reference.enclosing, r.reference.receiver_type) for r in emits) == [
        ("src/Serilog/Core/Logger.cs", "Serilog.Core.Logger.Write", "ILogEventSink"),
        ("tests/LoggerTests.cs", "Serilog.Tests.Logger.Write", "ILogEventSink"),
    ]
    inside = await store.find_references(ReferenceQuery(document_ids=(logger,), enclosing="Serilog.Core.Logger.Write", kinds=("call",)))
    assert sorted(r.reference.name for r in inside) == ["Dispatch", "Emit"]
    nested = await store.find_references(ReferenceQuery(document_ids=(logger,), enclosing="Serilog.Core.Logger", enclosing_prefix=True, kinds=("call",)))
    assert sorted(r.reference.name for r in nested) == ["Dispatch", "Emit"]
    imports = await store.find_references(ReferenceQuery(kinds=("import",)))
    assert [(r.reference.name, r.reference.target) for r in imports] == [("Map", "werkzeug.routing.Map")]
    counts = {(c.document_id, c.name): c.count for c in await store.name_counts(kinds=("call",))}
    assert counts[(logger, "Emit")] == 1 and counts[(logger, "Dispatch")] == 1
    tests_only = FilterSpec.model_validate({"roles": ["test"]}).resolve()
    assert {c.document_id for c in await store.name_counts(tests_only, kinds=("call",))} == {documents[3].document_id}


async def check_a_table_is_replaced_and_removed_with_its_document(store: ContextStore) -> None:
    documents = await save_corpus(store)
    logger = documents[0]
    renamed = code_document("repo", logger.source, LOGGER.replace("Write", "Log"), fingerprint="fp-2")
    await store.save_documents([renamed])
    assert await store.find_definitions(DefinitionQuery(names=("Write",), session_id="repo")) == []
    assert symbols(await store.find_definitions(DefinitionQuery(names=("Log",)))) == ["Serilog.Core.Logger.Log"]
    assert len([r for r in await store.find_references(ReferenceQuery(document_ids=(logger.document_id,)))]) == len(renamed.symbols.references)
    prose = dataclasses.replace(renamed, content_type="documentation", symbols=None, fingerprint="fp-3")
    await store.save_documents([prose])  # no longer code: no table
    assert await store.find_definitions(DefinitionQuery(document_ids=(logger.document_id,))) == []
    assert await store.find_references(ReferenceQuery(document_ids=(logger.document_id,))) == []
    sink = documents[1]
    await store.delete_documents([sink.document_id])
    assert await store.find_definitions(DefinitionQuery(document_ids=(sink.document_id,))) == []
    assert await store.find_references(ReferenceQuery(names=("Write",), document_ids=(sink.document_id,))) == []
    assert all(c.document_id != sink.document_id for c in await store.name_counts())
    assert (await store.check_symbols()).consistent


async def check_the_backfill_queries(store: ContextStore) -> None:
    documents = await save_corpus(store)
    bare = [dataclasses.replace(document, symbols=None) for document in documents]  # as an older release stored them
    prose = make_document("repo", "notes.md", ["no code here"], content_type="documentation")
    await store.save_documents([*bare, prose])
    waiting = await store.documents_without_symbols(10)
    assert sorted(document.document_id for document in waiting) == sorted(document.document_id for document in documents)
    assert (await store.check_symbols()).documents_to_extract == 4
    logger, sink = documents[0], documents[1]
    written = await store.save_symbols([(logger.document_id, logger.fingerprint, logger.symbols), (sink.document_id, "another version", sink.symbols)])
    assert written == 1  # the second is no longer that version: left alone
    assert symbols(await store.find_definitions(DefinitionQuery(document_ids=(logger.document_id, sink.document_id), kinds=("class",)))) == ["Serilog.Core.Logger"]
    assert sorted(d.document_id for d in await store.documents_without_symbols(10)) == sorted(d.document_id for d in documents[1:])
    older = dataclasses.replace(sink.symbols, version=EXTRACTOR_VERSION - 1)
    await store.save_symbols([(sink.document_id, sink.fingerprint, older)])
    assert sink.document_id in {d.document_id for d in await store.documents_without_symbols(10)}  # an older extractor's: again
    empty = SymbolTable("")
    await store.save_symbols([(d.document_id, d.fingerprint, empty) for d in documents])  # no grammar: done, nothing to store
    assert await store.documents_without_symbols(10) == []
    assert (await store.check_symbols()).documents_to_extract == 0
