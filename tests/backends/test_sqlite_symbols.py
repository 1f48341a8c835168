"""The symbol table in the SQLite store (issue 31), on a real SQLite file: the shared checks
(store_symbols.py), written in the document's own transaction, orphans counted and repaired, and a
store made by the previous release (no symbol tables) opened and filled."""

from __future__ import annotations

import dataclasses
import sqlite3
from pathlib import Path

import pytest
import store_symbols
from store_symbols import LOGGER, code_document

from rag_context.backends.stores.sqlite import SCHEMA, SqliteStore
from rag_context.core.code.graph.model import DefinitionQuery
from rag_context.core.ports import DependencyError


@pytest.fixture
async def store(tmp_path: Path):
    s = await SqliteStore.open(tmp_path / "store.db")
    yield s
    await s.close()


async def test_definitions_are_found_by_name_part_path_kind_source_and_filter(store: SqliteStore) -> None:
    await store_symbols.check_definitions_are_found_by_name_part_path_kind_source_and_filter(store)


async def test_references_are_found_by_name_document_enclosing_and_kind(store: SqliteStore) -> None:
    await store_symbols.check_references_are_found_by_name_document_enclosing_and_kind(store)


async def test_a_table_is_replaced_and_removed_with_its_document(store: SqliteStore) -> None:
    await store_symbols.check_a_table_is_replaced_and_removed_with_its_document(store)


async def test_the_backfill_queries(store: SqliteStore) -> None:
    await store_symbols.check_the_backfill_queries(store)


async def test_the_table_is_written_in_the_documents_transaction(store: SqliteStore, tmp_path: Path) -> None:
    """A batch whose symbol rows cannot be written stores none of its documents either: one step."""
    good = code_document("repo", "src/A.cs", LOGGER)
    bad = code_document("repo", "src/B.cs", LOGGER.replace("Logger", "Other"))
    poisoned = dataclasses.replace(bad.symbols.definitions[0], signature=None)  # NOT NULL: the insert fails
    bad = dataclasses.replace(bad, symbols=dataclasses.replace(bad.symbols, definitions=(poisoned, *bad.symbols.definitions[1:])))
    with pytest.raises(DependencyError):
        await store.save_documents([good, bad])
    assert await store.get_documents([good.document_id, bad.document_id]) == {}
    assert await store.find_definitions(DefinitionQuery()) == []


async def test_a_document_with_a_nul_character_keeps_its_table(store: SqliteStore) -> None:
    """Such a batch is written a row at a time (JSON cannot carry NUL): the table too."""
    document = code_document("repo", "src/A.cs", LOGGER)
    document = dataclasses.replace(document, content=document.content + "\x00")
    await store.save_documents([document])
    assert {d.definition.name for d in await store.find_definitions(DefinitionQuery(document_ids=(document.document_id,)))} >= {"Logger", "Write"}
    await store.save_documents([dataclasses.replace(document, symbols=None)])
    assert await store.find_definitions(DefinitionQuery(document_ids=(document.document_id,))) == []


async def test_orphan_rows_are_counted_by_check_and_removed_by_repair(store: SqliteStore, tmp_path: Path) -> None:
    document = code_document("repo", "src/A.cs", LOGGER)
    await store.save_documents([document])
    # Another hand with the foreign keys off (the CLI's sqlite3, an old tool) removes the document alone.
    with sqlite3.connect(tmp_path / "store.db") as conn:
        conn.execute("PRAGMA foreign_keys = OFF")
        conn.execute("DELETE FROM chunks WHERE document_id = ?", (document.document_id,))
        conn.execute("DELETE FROM documents WHERE id = ?", (document.document_id,))
    report = await store.check_symbols()
    assert not report.consistent
    assert report.orphan_definitions == len(document.symbols.definitions)
    assert report.orphan_references == len(document.symbols.references) + 1  # and its symbol_files row
    assert await store.find_definitions(DefinitionQuery()) == []  # never shown: joined to their documents
    repaired = await store.check_symbols(repair=True)
    assert repaired.removed == len(document.symbols.definitions) + len(document.symbols.references) + 1
    assert (await store.check_symbols()).consistent


async def test_a_store_of_the_previous_release_opens_with_empty_tables_to_backfill(tmp_path: Path) -> None:
    path = tmp_path / "old.db"
    with sqlite3.connect(path) as conn:  # the schema as the previous release made it: no symbol tables
        conn.executescript(SCHEMA)
        for column in ("ALTER TABLE chunks ADD COLUMN line_start INTEGER", "ALTER TABLE chunks ADD COLUMN line_end INTEGER"):
            try:
                conn.execute(column)
            except sqlite3.OperationalError:
                pass
        conn.execute(
            "INSERT INTO documents (id, session_id, source, content_type, content, metadata, fingerprint, status, indexed_at) "
            "VALUES ('d1', 'repo', 'src/A.cs', 'code', ?, '{}', 'fp', 'indexed', '2025-01-01T00:00:00.000000Z')",
            (LOGGER,),
        )
        tables = {row[0] for row in conn.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}
    assert "definitions" not in tables
    store = await SqliteStore.open(path)
    try:
        assert await store.find_definitions(DefinitionQuery()) == []
        waiting = await store.documents_without_symbols(10)
        assert [document.document_id for document in waiting] == ["d1"]
        assert (await store.check_symbols()).documents_to_extract == 1
    finally:
        await store.close()
