"""A backup restored with its symbols (issue 31): the SQLite file carries the symbol tables (a real
backup of a serving instance, restored into a new directory), and the MongoDB dump carries their
collections (the store's own dump and restore, run on mongomock)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from rag_context.backends import factory
from rag_context.backup.restore import restore_data_dir
from rag_context.config import Settings, load_settings
from rag_context.core.code.graph.model import DefinitionQuery, ReferenceQuery
from rag_context.core.models import IndexRequest
from rag_context.services import build_services
from tests.backends.mongomock_async import mongomock_store
from tests.backends.store_symbols import save_corpus
from tests.conftest import KeepOpenEmbedder

POLICY = "from .backoff import exponential\n\n\nclass RetryPolicy:\n    def delay(self, attempt):\n        return exponential(attempt)\n"
BACKOFF = "def exponential(attempt):\n    return 2 ** attempt\n"


async def test_a_sqlite_backup_restores_the_symbol_tables(settings: Settings, local_embedder: Any, tmp_path: Path) -> None:
    embedder = KeepOpenEmbedder(local_embedder)
    services = await build_services(settings, embedder=embedder)
    try:
        for source, content in (("src/retry/policy.py", POLICY), ("src/retry/backoff.py", BACKOFF)):
            await services.indexing.index(IndexRequest(content, "code", "repo", source))
        summary = await services.backups.create()
    finally:
        await services.close()
    restored = load_settings(_env_file=None, rag_data_dir=tmp_path / "restored")
    restore_data_dir(settings.backup_dir / f"{summary['id']}.tar.gz", restored, embedder.dimension)
    store = await factory.open_store(restored)
    try:
        found = await store.find_definitions(DefinitionQuery(names=("delay", "exponential")))
        assert sorted((item.source, item.definition.symbol) for item in found) == [
            ("src/retry/backoff.py", "retry.backoff.exponential"), ("src/retry/policy.py", "retry.policy.RetryPolicy.delay"),
        ]
        calls = await store.find_references(ReferenceQuery(names=("exponential",), kinds=("call",)))
        assert [item.reference.enclosing for item in calls] == ["retry.policy.RetryPolicy.delay"]
        check = await store.check_symbols()
        assert check.consistent and check.documents_to_extract == 0
    finally:
        await store.close()


async def test_a_mongodb_dump_restores_the_symbol_records(tmp_path: Path) -> None:
    source, _ = mongomock_store()
    documents = await save_corpus(source)
    manifest = await source.dump(tmp_path / "dump", None)
    assert manifest["collections"]["C0N7EXT_definitions"] == sum(len(d.symbols.definitions) for d in documents)
    assert manifest["collections"]["C0N7EXT_references"] == sum(len(d.symbols.references) for d in documents)
    target, _ = mongomock_store()
    restored = await target.restore_dump(tmp_path / "dump")
    assert restored["C0N7EXT_definitions"] == manifest["collections"]["C0N7EXT_definitions"]
    before = sorted(item.definition.symbol for item in await source.find_definitions(DefinitionQuery()))
    after = sorted(item.definition.symbol for item in await target.find_definitions(DefinitionQuery()))
    assert after == before and len(after) > 10
    assert (await target.check_symbols()).consistent
    assert await target.documents_without_symbols(10) == []
