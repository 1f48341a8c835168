"""Supersession and validity in the stores (issue 32): the SQLite store for real, MongoStore's
queries and updates executed by mongomock. Each rule of core/memory/currency.py on each store, and
every memory scope answered as `MemoryScope.admits` (the reference) says."""

from __future__ import annotations

import dataclasses
from collections.abc import AsyncIterator
from datetime import datetime, timedelta, timezone
from pathlib import Path
from typing import Any

import pytest
from backend_factories import make_document
from mongomock_async import Client

from rag_context.backends.stores.mongo import MongoStore
from rag_context.backends.stores.mongo.filters import document_query
from rag_context.backends.stores.sqlite import SqliteStore
from rag_context.core.filters import DocumentFilter
from rag_context.core.memory.currency import NO_MEMORY, DocumentMemory, MemoryScope
from rag_context.core.models import DocumentFilters, SearchFilters, StoredDocument

T0 = datetime(2026, 3, 1, 9, 0, tzinfo=timezone.utc)


def at(hours: float) -> datetime:
    return T0 + timedelta(hours=hours)


def decision(name: str, hours: float, memory: DocumentMemory = NO_MEMORY, text: str | None = None) -> StoredDocument:
    document = make_document("team", f"decisions/{name}.md", [text or f"cache thresholds decision {name}"], content_type="decision", indexed_at=at(hours))
    return document.with_memory(memory)


def supersedes(*documents: StoredDocument) -> DocumentMemory:
    return DocumentMemory(supersedes=tuple(document.document_id for document in documents))


@pytest.fixture(params=["sqlite", "mongo"])
async def store(request: pytest.FixtureRequest, tmp_path: Path) -> AsyncIterator[Any]:
    if request.param == "sqlite":
        opened: Any = await SqliteStore.open(tmp_path / "store.db")
    else:
        opened = await MongoStore.open("mongodb://mongomock", "memory", client=Client())
    yield opened
    await opened.close()


async def memory(store: Any, document: StoredDocument) -> DocumentMemory:
    return (await store.memory_of([document.document_id]))[document.document_id]


async def changed(store: Any) -> set[str]:
    return {change.document_id for change in await store.memory_changes(100)}


async def test_a_supersession_is_stored_with_the_new_document(store: Any) -> None:
    old, new = decision("cache", 0), decision("no-cache", 1)
    await store.save_documents([old])
    await store.save_documents([new.with_memory(supersedes(old))])
    assert await memory(store, old) == DocumentMemory(superseded_by=new.document_id, superseded_at=at(1))
    assert (await memory(store, new)).supersedes == (old.document_id,)
    # Both documents' points have to learn it: the old one is superseded, the new one says what it replaced.
    assert await changed(store) == {old.document_id, new.document_id}
    # The old document stays stored whole, and says it was replaced.
    kept = await store.get_document(old.document_id)
    assert kept is not None and kept.content == old.content and kept.memory.superseded_by == new.document_id
    assert all(chunk.memory.superseded_by == new.document_id for chunk in kept.chunks)


async def test_marks_clear_only_if_no_later_change(store: Any) -> None:
    old, new = decision("a", 0), decision("b", 1)
    await store.save_documents([old, new])
    await store.save_documents([new.with_memory(supersedes(old))])
    seen = await store.memory_changes(100)
    await store.save_documents([dataclasses.replace(new, indexed_at=at(2)).with_memory(DocumentMemory())])  # undone meanwhile
    await store.clear_memory_changes(seen)
    assert await changed(store) == {old.document_id, new.document_id}  # the later change is still to be told
    await store.clear_memory_changes(await store.memory_changes(100))
    assert await changed(store) == set() and await store.count_memory_changes() == 0


async def test_saved_again_with_the_same_target_the_moment_stays(store: Any) -> None:
    old, new = decision("a", 0), decision("b", 1)
    await store.save_documents([old])
    await store.save_documents([new.with_memory(supersedes(old))])
    later = dataclasses.replace(new, indexed_at=at(5), content="b again").with_memory(supersedes(old))
    await store.save_documents([later])
    assert (await memory(store, old)).superseded_at == at(1)


async def test_saved_again_without_the_target_undoes_it(store: Any) -> None:
    old, new = decision("a", 0), decision("b", 1)
    await store.save_documents([old])
    await store.save_documents([new.with_memory(supersedes(old))])
    await store.clear_memory_changes(await store.memory_changes(100))
    await store.save_documents([dataclasses.replace(new, indexed_at=at(2)).with_memory(DocumentMemory())])
    assert await memory(store, old) == NO_MEMORY
    assert await changed(store) == {old.document_id, new.document_id}


async def test_deleting_the_superseding_document_makes_the_old_one_current_unless_another_replaced_it(store: Any) -> None:
    old, first, second = decision("a", 0), decision("b", 1), decision("c", 2)
    await store.save_documents([old])
    await store.save_documents([first.with_memory(supersedes(old))])
    await store.save_documents([second.with_memory(supersedes(old))])
    assert await memory(store, old) == DocumentMemory(superseded_by=first.document_id, superseded_at=at(1))  # the earliest
    await store.clear_memory_changes(await store.memory_changes(100))
    await store.delete_documents([first.document_id])
    assert await memory(store, old) == DocumentMemory(superseded_by=second.document_id, superseded_at=at(2))
    assert await changed(store) == {old.document_id}
    await store.delete_documents([second.document_id])
    assert await memory(store, old) == NO_MEMORY


async def test_deleting_the_superseded_document_leaves_the_statement(store: Any) -> None:
    old, new = decision("a", 0), decision("b", 1)
    await store.save_documents([old])
    await store.save_documents([new.with_memory(supersedes(old))])
    await store.delete_documents([old.document_id])
    assert (await memory(store, new)).supersedes == (old.document_id,)
    # Indexed again later, the old document is not superseded by a statement made before it existed again.
    await store.save_documents([dataclasses.replace(old, indexed_at=at(3))])
    assert await memory(store, old) == NO_MEMORY


async def test_a_target_the_store_does_not_have_is_kept_as_declared_only(store: Any) -> None:
    new = decision("b", 1).with_memory(DocumentMemory(supersedes=("no-such-document",)))
    await store.save_documents([new])
    assert (await memory(store, new)).supersedes == ("no-such-document",)
    assert await store.memory_of(["no-such-document"]) == {}


async def test_validity_is_stored_and_replaced_by_a_save(store: Any) -> None:
    document = decision("a", 0, DocumentMemory(valid_from=at(1), valid_until=at(10)))
    await store.save_documents([document])
    assert await memory(store, document) == DocumentMemory(valid_from=at(1), valid_until=at(10))
    await store.save_documents([document.with_memory(DocumentMemory(valid_until=at(20)))])
    assert await memory(store, document) == DocumentMemory(valid_until=at(20))


async def test_a_renamed_document_keeps_its_supersessions_on_both_sides(store: Any) -> None:
    first, middle, last = decision("a", 0), decision("b", 1), decision("c", 2)
    await store.save_documents([first])
    await store.save_documents([middle.with_memory(supersedes(first))])
    await store.save_documents([last.with_memory(supersedes(middle))])
    moved = make_document("team", "decisions/b-renamed.md", ["cache thresholds decision b"], content_type="decision", indexed_at=at(1))
    await store.save_documents([moved.with_memory((await store.get_document(middle.document_id)).memory)])
    others = await store.move_memory([(middle.document_id, moved.document_id)])
    assert others == sorted([first.document_id, last.document_id])  # their points have to learn it too
    await store.delete_documents([middle.document_id])
    assert await memory(store, first) == DocumentMemory(superseded_by=moved.document_id, superseded_at=at(1))
    assert await memory(store, moved) == DocumentMemory(supersedes=(first.document_id,), superseded_by=last.document_id, superseded_at=at(2))
    assert (await memory(store, last)).supersedes == (moved.document_id,)


# --- every scope, as the reference says

HISTORY = [
    # (name, indexed at (hours), what it supersedes, validity window)
    ("a", 0, (), (None, None)),
    ("b", 2, ("a",), (None, None)),
    ("c", 4, ("b",), (None, None)),
    ("d", 1, (), (3, 6)),
    ("e", 5, (), (None, 2)),
    ("f", 6, (), (8, None)),
    ("g", 7, ("d", "e"), (None, None)),
]
INSTANTS = [0.5, 1.5, 2.5, 3.5, 4.5, 5.5, 6.5, 7.5, 9.0]
SCOPES = [MemoryScope()] + [
    MemoryScope(as_of=at(hours), include_superseded=include) for hours in INSTANTS for include in (False, True)
] + [MemoryScope(include_superseded=True)]


async def history(store: Any) -> dict[str, StoredDocument]:
    saved: dict[str, StoredDocument] = {}
    for name, hours, targets, (start, end) in sorted(HISTORY, key=lambda row: row[1]):
        memory_ = DocumentMemory(
            supersedes=tuple(saved[target].document_id for target in targets),
            valid_from=at(start) if start is not None else None,
            valid_until=at(end) if end is not None else None,
        )
        saved[name] = decision(name, hours, memory_)
        await store.save_documents([saved[name]])
    return {name: await store.get_document(document.document_id) for name, document in saved.items()}


def admitted(documents: dict[str, StoredDocument], scope: MemoryScope, now: datetime) -> set[str]:
    return {
        name for name, document in documents.items() if scope.admits(indexed_at=document.indexed_at, memory=document.memory, now=now)
    }


@pytest.mark.parametrize("scope", SCOPES, ids=lambda scope: f"asOf={scope.as_of and scope.as_of.hour}-history={scope.include_superseded}")
async def test_listing_and_keyword_search_answer_every_scope_as_the_reference(store: Any, scope: MemoryScope) -> None:
    documents = await history(store)
    by_id = {document.document_id: name for name, document in documents.items()}
    now = datetime.now(timezone.utc)
    expected = admitted(documents, scope, now)
    filters = DocumentFilters(content_type="decision", document_filter=DocumentFilter(memory=scope))
    listed = {by_id[summary.document_id] for summary in await store.list_documents(filters, 100)}
    assert listed == expected
    assert (await store.count_matching(filters))[0] == len(expected)
    if isinstance(store, SqliteStore):
        found = await store.text_search("cache thresholds", SearchFilters(document_filter=DocumentFilter(memory=scope)), 100)
        assert {by_id[hit.document_id] for hit in found} == expected
    else:  # mongomock has no $text: the document query (what the keyword search's join matches) is run
        raw = store._documents._collection
        assert {by_id[record["_id"]] for record in raw.find(document_query(DocumentFilter(memory=scope)))} == expected


async def test_the_reference_history_is_what_it_says(store: Any) -> None:
    """The history above as an agent reads it: a replaced by b replaced by c; d and e by g."""
    documents = await history(store)
    now = datetime.now(timezone.utc)
    assert admitted(documents, MemoryScope(), now) == {"c", "f", "g"}
    assert admitted(documents, MemoryScope(as_of=at(2.5)), now) == {"b"}  # d not yet valid, e expired
    assert admitted(documents, MemoryScope(as_of=at(3.5)), now) == {"b", "d"}
    assert admitted(documents, MemoryScope(as_of=at(3.5), include_superseded=True), now) == {"a", "b", "d"}
    assert documents["a"].memory.superseded_by == documents["b"].document_id
    assert documents["d"].memory.superseded_at == at(7)
