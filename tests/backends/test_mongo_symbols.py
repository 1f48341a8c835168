"""The symbol table in MongoStore (issue 31), the store's own code run on mongomock (no MongoDB
server here): the shared checks (store_symbols.py), a save that died before its switch never seen,
stale and orphan records counted and repaired, the indexes built, and the backup's collections."""

from __future__ import annotations

import dataclasses

import pytest
import store_symbols
from mongomock_async import AsyncCollection, mongomock_store
from store_symbols import LOGGER, code_document

from rag_context.backends.stores.mongo import symbols as sym
from rag_context.backends.stores.mongo.dump import DUMPED_COLLECTIONS
from rag_context.backends.stores.mongo.records import document_record
from rag_context.core.code.graph.model import DefinitionQuery, ReferenceQuery


@pytest.fixture
def store():
    made, _ = mongomock_store()
    return made


async def test_definitions_are_found_by_name_part_path_kind_source_and_filter(store) -> None:
    await store_symbols.check_definitions_are_found_by_name_part_path_kind_source_and_filter(store)


async def test_references_are_found_by_name_document_enclosing_and_kind(store) -> None:
    await store_symbols.check_references_are_found_by_name_document_enclosing_and_kind(store)


async def test_a_table_is_replaced_and_removed_with_its_document(store) -> None:
    await store_symbols.check_a_table_is_replaced_and_removed_with_its_document(store)


async def test_the_backfill_queries(store) -> None:
    await store_symbols.check_the_backfill_queries(store)


async def test_records_of_a_save_that_died_before_its_switch_are_never_seen_and_check_removes_them() -> None:
    store, database = mongomock_store()
    document = code_document("repo", "src/A.cs", LOGGER)
    await store.save_documents([document])
    before = await store.find_definitions(DefinitionQuery(document_ids=(document.document_id,)))
    # A second save wrote its records and died before the document record named its revision.
    renamed = dataclasses.replace(code_document("repo", "src/A.cs", LOGGER.replace("Write", "Log"), fingerprint="fp-2"))
    await store._insert_symbols(renamed, "dead-revision", 0)
    after = await store.find_definitions(DefinitionQuery(document_ids=(document.document_id,)))
    assert sorted(d.definition.symbol for d in after) == sorted(d.definition.symbol for d in before)
    assert await store.find_definitions(DefinitionQuery(names=("Log",))) == []
    assert await store.find_references(ReferenceQuery(names=("Dispatch",), kinds=("call",))) != []
    assert {c.name for c in await store.name_counts()} == {r.name for r in document.symbols.references if r.kind in ("call", "new", "type", "inherit", "import", "using", "using-static", "namespace")}
    report = await store.check_symbols()
    stray = len(renamed.symbols.definitions) + len(renamed.symbols.references)
    assert not report.consistent and report.orphan_definitions + report.orphan_references == stray
    repaired = await store.check_symbols(repair=True)
    assert repaired.removed == stray
    assert (await store.check_symbols()).consistent
    assert database[sym.DEFINITIONS].count_documents({"revision": "dead-revision"}) == 0


async def test_a_deleted_document_leaves_no_record_and_a_half_done_delete_is_invisible() -> None:
    store, database = mongomock_store()
    keep, gone = code_document("repo", "src/A.cs", LOGGER), code_document("repo", "src/B.cs", LOGGER.replace("Logger", "Other"))
    await store.save_documents([keep, gone])
    await store.delete_documents([gone.document_id])
    for name in sym.SYMBOL_COLLECTIONS:
        assert database[name].count_documents({"documentId": gone.document_id}) == 0
    # A delete that removed the document record and died before its symbol records.
    database["C0N7EXT"].delete_one({"_id": keep.document_id})
    assert await store.find_definitions(DefinitionQuery(names=("Logger",))) == []
    assert (await store.check_symbols(repair=True)).removed == len(keep.symbols.definitions) + len(keep.symbols.references)


async def test_a_replaced_document_keeps_only_its_current_records() -> None:
    store, database = mongomock_store()
    document = code_document("repo", "src/A.cs", LOGGER)
    await store.save_documents([document])
    await store.save_documents([dataclasses.replace(code_document("repo", "src/A.cs", LOGGER.replace("Write", "Log"), fingerprint="fp-2"))])
    revision = database["C0N7EXT"].find_one({"_id": document.document_id})["symbols"]["revision"]
    assert set(database[sym.DEFINITIONS].distinct("revision", {"documentId": document.document_id})) == {revision}


def test_the_symbol_indexes_are_accepted() -> None:
    _, database = mongomock_store()
    import asyncio

    for name, models in ((sym.DEFINITIONS, sym.definition_indexes()), (sym.REFERENCES, sym.reference_indexes())):
        asyncio.run(AsyncCollection(database[name]).create_indexes(models))
        names = set(database[name].index_information())
        assert {model.document["name"] for model in models} <= names


def test_the_backup_dumps_the_symbol_collections_and_a_document_record_names_its_table() -> None:
    assert sym.DEFINITIONS in DUMPED_COLLECTIONS and sym.REFERENCES in DUMPED_COLLECTIONS
    document = code_document("repo", "src/A.cs", LOGGER)
    record = document_record(document, "r1")
    assert "symbols" not in record  # the store adds it: records.py knows nothing of the table
    from rag_context.backends.stores.mongo.store import MongoStore

    assert MongoStore._document_record(document, "r1")["symbols"] == {"version": document.symbols.version, "language": "csharp", "revision": "r1"}
