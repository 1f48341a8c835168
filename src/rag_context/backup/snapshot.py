"""A consistent snapshot of a serving instance: the store and the vector index at one point.

The point is made by holding writes (every document lock of the indexing service: no index,
reconcile or delete runs) just long enough for each backend to fix its state: SQLite opens a read
transaction (WAL keeps that state for it), Qdrant Edge is flushed and its live shard copied (under
the index's write lock, so no checkpoint or optimization swap cuts in; an optimization under way
goes on in its child on its own copy), a Qdrant server takes a collection snapshot, MongoDB opens a
snapshot session. Searches are never held. Then writes go on, and each backend writes out the state
it fixed. So every document acknowledged `indexed` before the snapshot began is in the archive with
its vectors; one still pending is in it as pending, and the reconciler embeds it after a restore.
"""

from __future__ import annotations

import time
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any, Protocol, runtime_checkable

import structlog

import rag_context
from rag_context.core.models import utc_now

if TYPE_CHECKING:
    from rag_context.services import Services

log = structlog.get_logger(__name__)

STORE_PART = "store"
VECTORS_PART = "vectors"


class BackupUnsupported(Exception):
    """A configured backend has no way to take a consistent snapshot."""


class SnapshotPart(Protocol):
    async def finish(self) -> dict[str, Any]:
        """Write the state fixed when the part began into its folder; returns what the manifest says of it."""
        ...

    async def discard(self) -> None: ...


@runtime_checkable
class Snapshottable(Protocol):
    async def begin_snapshot(self, directory: Path) -> SnapshotPart:
        """Fix this backend's state now (writes are held by the caller), to be written into `directory`."""
        ...


@dataclass(frozen=True, slots=True)
class WritePause:
    """How long writes were held: `held_ms` from the first document lock taken to the release (the
    longest any write waited for the snapshot), of which `drain_ms` waiting for the writes that were
    under way to end."""

    held_ms: float
    drain_ms: float


async def snapshot_into(services: "Services", staging: Path, hold_timeout_s: float) -> dict[str, Any]:
    """Fill `staging` with the store's and the vector index's parts at one point; returns the
    manifest (without its file list: the archive adds it). Raises BackupUnsupported, DocumentBusy
    (writes did not pause in time: nothing taken) or DependencyError."""
    parts = {STORE_PART: services.store, VECTORS_PART: services.vectors}
    for name, backend in parts.items():
        if not isinstance(backend, Snapshottable):
            raise BackupUnsupported(f"the {name} backend ({type(backend).__name__}) cannot take a snapshot")
    began = utc_now()
    asked = time.perf_counter()
    async with services.indexing.hold_writes(hold_timeout_s):
        drained = time.perf_counter()
        store_part = await services.store.begin_snapshot(staging / STORE_PART)  # type: ignore[attr-defined]
        try:
            vectors_part = await services.vectors.begin_snapshot(staging / VECTORS_PART)  # type: ignore[attr-defined]
        except BaseException:
            await store_part.discard()
            raise
        released = time.perf_counter()
    pause = WritePause(held_ms=(released - asked) * 1000, drain_ms=(drained - asked) * 1000)
    try:
        store_info = await store_part.finish()
    except BaseException:
        await vectors_part.discard()
        raise
    vectors_info = await vectors_part.finish()
    log.info("backup.snapshot_taken", write_pause_ms=round(pause.held_ms, 1), drain_ms=round(pause.drain_ms, 1))
    return {
        "version": rag_context.__version__,
        "snapshotAt": began.isoformat().replace("+00:00", "Z"),
        "model": services.embedder.model_name,
        "dimension": services.embedder.dimension,
        "backends": dict(services.backend_names),
        "generation": services.generation or 0,
        "store": store_info,
        "vectors": vectors_info,
        "writePauseMs": round(pause.held_ms, 3),
        "writeDrainMs": round(pause.drain_ms, 3),
    }
