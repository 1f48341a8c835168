"""Bringing the vector index up to date with the store's memory (issue 32).

The store is the truth: a supersession (or its undoing, when the superseding document goes) is
written there in the transaction of the save or the delete, and the documents whose memory changed
are marked (`memory_revision` > 0). Their points learn it after: `push_memory` sets the payload
fields (`set_memory`), syncs, then clears the marks, each only if no later change came meanwhile.
When the index cannot be told (it is down), the marks stay: the reconciler pushes them later
(`IndexingService.push_memory_changes`), and until then a search checks its level-1 results against
the store (`SearchService`), so that no superseded document is shown as current for longer than
one search's store read after its supersession was acknowledged.
"""

from __future__ import annotations

from collections.abc import Sequence

from rag_context.core.ports import STORE, VECTOR_INDEX, ContextStore, VectorIndex, failures_of

MEMORY_PAGE = 200  # documents told per page (one set_memory, one sync, one clear)


async def push_memory(store: ContextStore, vectors: VectorIndex, document_ids: Sequence[str] | None = None) -> int:
    """Tell the vector index the memory of the marked documents (only these, when given); returns
    how many were told. Raises DependencyError (marked with the dependency) when one fails: the
    marks that were not cleared stay."""
    with failures_of(STORE):
        changes = await store.memory_changes(MEMORY_PAGE, document_ids)
    if not changes:
        return 0
    with failures_of(VECTOR_INDEX):
        await vectors.set_memory([(change.document_id, change.memory) for change in changes])
        await vectors.sync()
    with failures_of(STORE):
        await store.clear_memory_changes(changes)
    return len(changes)
