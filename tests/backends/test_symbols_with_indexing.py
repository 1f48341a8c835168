"""The symbol table kept with the index (issue 31, item 1), on the real SQLite store under the real
IndexingService (the embedder and the vectors are the in-memory fakes: they play no part in it):
written when a code file is indexed, each definition in the chunk it lies in, replaced when the
file changes, moved with it when it is renamed (read again at its new path), removed with it,
rewritten by the re-chunking migration, and filled in by the backfill for documents stored before
it was kept. The consistency sweep counts rows whose document is gone."""

from __future__ import annotations

import dataclasses
import sqlite3
import textwrap
from pathlib import Path

import pytest

from rag_context.backends.stores.sqlite import SqliteStore
from rag_context.core.backfill import backfill_symbols
from rag_context.core.chunking import Chunker
from rag_context.core.code import CodeOptions
from rag_context.core.code.graph.model import DefinitionQuery, ReferenceQuery
from rag_context.core.consistency import check_consistency
from rag_context.core.indexing import DocumentCounter, IndexingService
from rag_context.core.lifecycle import DocumentLifecycle
from rag_context.core.models import DocumentMetadata, IndexRequest, document_id_for
from rag_context.core.reembed import rechunk_code
from tests.unit.fakes import FakeEmbedder, FakeVectorIndex, whitespace_offsets

CLIENT = textwrap.dedent(
    '''\
    from .routing import Map


    class Client:
        """A client."""

        def open(self, path):
            return Map().bind(path)

        def close(self):
            self.open("/")
    '''
) + "\n".join(f"\n\ndef helper_{number}(value):\n    return value * {number}\n" for number in range(40))


class Rig:
    def __init__(self, store: SqliteStore, code: CodeOptions = CodeOptions()) -> None:
        self.store = store
        self.vectors = FakeVectorIndex()
        self.counter = DocumentCounter()
        self.indexing = IndexingService(
            FakeEmbedder(), self.vectors, store, Chunker(whitespace_offsets, 64), self.counter, lambda: None, code=code
        )
        self.lifecycle = DocumentLifecycle(self.vectors, store, self.indexing, self.counter, lambda: None)

    async def index(self, source: str, content: str, content_type: str = "code", **metadata: object) -> str:
        request = IndexRequest(content, content_type, "repo", source, DocumentMetadata(**metadata))  # type: ignore[arg-type]
        return (await self.indexing.index(request)).document_id

    async def definitions(self, **query: object) -> list:
        return await self.store.find_definitions(DefinitionQuery(**query))  # type: ignore[arg-type]


@pytest.fixture
async def store(tmp_path: Path):
    s = await SqliteStore.open(tmp_path / "store.db")
    yield s
    await s.close()


async def test_indexing_a_code_file_stores_its_table_each_definition_in_its_chunk(store: SqliteStore) -> None:
    rig = Rig(store)
    document_id = await rig.index("src/werkzeug/test.py", CLIENT)
    document = await store.get_document(document_id)
    assert document is not None and len(document.chunks) > 3  # several chunks: the placement below means something
    found = {item.definition.symbol: item for item in await rig.definitions(document_ids=(document_id,))}
    assert {"werkzeug.test.Client", "werkzeug.test.Client.open", "werkzeug.test.helper_39"} <= set(found)
    for item in found.values():
        chunk = document.chunks[item.definition.chunk_index]
        assert chunk.line_start <= item.definition.line_start <= chunk.line_end or item.definition.kind == "class"
    assert found["werkzeug.test.helper_39"].definition.chunk_index == len(document.chunks) - 1
    # The chunk a definition lies in is the one whose symbol names it, where the chunker gave it one.
    named = {chunk.symbol: chunk.chunk_index for chunk in document.chunks if chunk.symbol}
    for symbol, index in named.items():
        if symbol in found and found[symbol].definition.kind != "class":
            assert found[symbol].definition.chunk_index == index, symbol
    calls = await store.find_references(ReferenceQuery(names=("open",), kinds=("call",)))
    assert [(r.reference.enclosing, r.reference.qualifier) for r in calls] == [("werkzeug.test.Client.close", "self")]


async def test_prose_and_a_file_without_grammar_store_no_definitions(store: SqliteStore) -> None:
    rig = Rig(store)
    await rig.index("notes.md", "def not_code(): pass", content_type="documentation")
    await rig.index("src/App.csproj", "<Project Sdk='Microsoft.NET.Sdk' />")
    assert await rig.definitions() == []
    assert await store.documents_without_symbols(10) == []  # the csproj was read: it simply has none


async def test_a_changed_file_replaces_its_table_and_a_deleted_one_takes_it_along(store: SqliteStore) -> None:
    rig = Rig(store)
    document_id = await rig.index("src/werkzeug/test.py", CLIENT)
    await rig.index("src/werkzeug/test.py", CLIENT.replace("def close", "def shutdown"))
    assert await rig.definitions(names=("close",)) == []
    assert [item.definition.symbol for item in await rig.definitions(names=("shutdown",))] == ["werkzeug.test.Client.shutdown"]
    await rig.lifecycle.delete(session_id="repo", source="src/werkzeug/test.py")
    assert await rig.definitions(document_ids=(document_id,)) == []
    assert await store.find_references(ReferenceQuery(document_ids=(document_id,))) == []


async def test_a_renamed_file_moves_its_table_read_again_at_its_new_path(store: SqliteStore) -> None:
    rig = Rig(store)
    old_id = await rig.index("src/werkzeug/test.py", CLIENT)
    outcomes = await rig.indexing.move_source("repo", "src/werkzeug/test.py", "src/werkzeug/testing/client.py")
    assert outcomes is not None
    new_id = document_id_for("repo", "src/werkzeug/testing/client.py")
    assert await rig.definitions(document_ids=(old_id,)) == []
    moved = {item.definition.symbol for item in await rig.definitions(document_ids=(new_id,))}
    assert "werkzeug.testing.client.Client.open" in moved  # the module path is the new one
    imports = await store.find_references(ReferenceQuery(document_ids=(new_id,), kinds=("import",)))
    assert [r.reference.target for r in imports] == ["werkzeug.testing.routing.Map"]  # relative import, from there
    assert [item.source for item in await rig.definitions(names=("Client",))] == ["src/werkzeug/testing/client.py"]
    # The moved points are of the new document's version: the sweep leaves it indexed (it sent it
    # back to be embedded again when they kept the old fingerprint).
    assert (await check_consistency(store, rig.vectors)).consistent


async def test_the_rechunking_migration_rewrites_the_table(store: SqliteStore) -> None:
    rig = Rig(store, CodeOptions(symbols=False))
    document_id = await rig.index("src/werkzeug/test.py", CLIENT)
    assert await rig.definitions() == [] and [d.document_id for d in await store.documents_without_symbols(5)] == [document_id]
    migrated = Rig(store)
    assert await rechunk_code(store, migrated.indexing) == 1
    assert {"werkzeug.test.Client"} <= {item.definition.symbol for item in await rig.definitions(kinds=("class",))}


async def test_the_backfill_extracts_documents_stored_without_a_table(store: SqliteStore, tmp_path: Path) -> None:
    rig = Rig(store, CodeOptions(symbols=False))  # as an older release stored them
    first = await rig.index("src/werkzeug/test.py", CLIENT)
    second = await rig.index("src/Serilog/Logger.cs", "namespace Serilog { class Logger { void Write() { Emit(); } } }", line_offset=10, part=2)
    report = await backfill_symbols(store, hold=rig.indexing.hold)
    assert (report.documents, report.definitions > 40) == (2, True)
    assert await store.documents_without_symbols(5) == []
    write = (await rig.definitions(names=("Write",)))[0]
    assert (write.document_id, write.definition.line_start, write.definition.chunk_index) == (second, 11, 0)  # the part's lines
    assert (await rig.definitions(symbols=("werkzeug.test.Client",)))[0].document_id == first
    assert (await backfill_symbols(store)).documents == 0  # nothing left: one cheap query


async def test_the_consistency_sweep_counts_and_repairs_symbol_rows_without_their_document(store: SqliteStore, tmp_path: Path) -> None:
    rig = Rig(store)
    document_id = await rig.index("src/werkzeug/test.py", CLIENT)
    report = await check_consistency(store, rig.vectors)
    assert report.consistent and report.orphan_symbols == 0
    with sqlite3.connect(tmp_path / "store.db") as conn:
        conn.execute("PRAGMA foreign_keys = OFF")
        conn.execute("DELETE FROM chunks WHERE document_id = ?", (document_id,))
        conn.execute("DELETE FROM documents WHERE id = ?", (document_id,))
    await rig.vectors.delete_documents([document_id])
    report = await check_consistency(store, rig.vectors)
    assert not report.consistent and report.orphan_symbols > 40
    assert report.as_dict()["orphanSymbols"] == report.orphan_symbols
    repaired = await check_consistency(store, rig.vectors, repair=True)
    assert repaired.symbols_removed > 40
    assert (await check_consistency(store, rig.vectors)).consistent


async def test_a_file_the_extractor_fails_on_is_indexed_all_the_same(store: SqliteStore, monkeypatch: pytest.MonkeyPatch) -> None:
    import rag_context.core.code.graph as graph

    def broken(*_: object, **__: object) -> None:
        raise RuntimeError("a bug in the extractor")

    monkeypatch.setattr(graph, "extract_symbols", broken)
    rig = Rig(store)
    document_id = await rig.index("src/werkzeug/test.py", CLIENT)
    assert (await store.get_document(document_id)) is not None
    assert await rig.definitions() == []
    assert await store.documents_without_symbols(5) == []  # marked done (an empty table) until the extractor changes
    assert dataclasses.asdict(await store.check_symbols())["documents_to_extract"] == 0
