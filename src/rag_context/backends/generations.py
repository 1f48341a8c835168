"""Vector generations: which vector collection (or Edge shard) the service uses, kept in a small
JSON file in the data directory, so that `rag-context reembed` can build a new one beside it and
switch over atomically.

Generation 0 is where the vectors always were (`RAG_DATA_DIR/vectors`, `QDRANT_COLLECTION`), so an
installation that never re-embedded has no file and changes nothing. Generation N >= 1 lives at
`RAG_DATA_DIR/vectors-gN` (Edge) or in the collection `QDRANT_COLLECTION_gN` (server).

The file (`vector-generations.json`):

    {"active": 1, "retired": [0], "catchUpSince": "2026-...Z" | null,
     "building": {"generation": 2, "model": "...", "dimension": 768, "startedAt": "...",
                  "after": "<last document id embedded>" | null, "done": 120, "total": 400} | null}

It is replaced whole (written to a temporary file, fsynced, renamed over the old one, the directory
fsynced): a reader sees the old state or the new one, never a torn one, even after `kill -9` or a
power cut. Read-modify-write cycles hold an exclusive lock on `vector-generations.lock`.

Replicas (MongoDB, or RAG_GENERATION_STATE=store): the same state lives in the store instead
(`StoreGenerationRecord`), as one record replaced by compare-and-set on its revision, so every
replica, a restarted pod and a new one read the same active generation; the lock of a re-embed is a
lease in the store (owner id + expiry, renewed while the run goes on, taken over once expired), so
one run at a time for the whole cluster and a killed run blocks the next one at most a lease time.
On first use the store takes over the content of this file, if the data directory has one. With the
embedded default the file and its lock stay (one machine): `FileGenerationRecord`.
"""

from __future__ import annotations

import asyncio
import contextlib
import fcntl
import json
import os
import socket
import time
import uuid
from collections.abc import AsyncIterator, Callable, Iterator
from dataclasses import dataclass, replace
from datetime import datetime, timezone
from pathlib import Path
from typing import Any, Protocol

import structlog

from rag_context.core.ports import DependencyError

log = structlog.get_logger(__name__)

STATE_FILE = "vector-generations.json"
LOCK_FILE = "vector-generations.lock"
BUILD_LOCK_FILE = "vector-generations.build.lock"


class BuildInProgress(RuntimeError):
    """Another `rag-context reembed` is running on this data directory (or, in the store, the cluster)."""


class LeaseLost(BuildInProgress):
    """This re-embed's lease expired and another run took it over: this one stops."""


@dataclass(frozen=True, slots=True)
class Build:
    """A generation under construction, and how far it got (the resume point)."""

    generation: int
    model: str
    dimension: int
    started_at: str
    after: str | None = None  # the last document id whose vectors are written (ids are embedded in order)
    done: int = 0
    total: int = 0

    def to_json(self) -> dict[str, Any]:
        return {
            "generation": self.generation,
            "model": self.model,
            "dimension": self.dimension,
            "startedAt": self.started_at,
            "after": self.after,
            "done": self.done,
            "total": self.total,
        }

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> "Build":
        return cls(
            generation=int(data["generation"]),
            model=str(data["model"]),
            dimension=int(data["dimension"]),
            started_at=str(data["startedAt"]),
            after=data.get("after"),
            done=int(data.get("done", 0)),
            total=int(data.get("total", 0)),
        )


@dataclass(frozen=True, slots=True)
class GenerationState:
    active: int = 0
    retired: tuple[int, ...] = ()
    building: Build | None = None
    # Set when a generation becomes active: the documents indexed since then (through a service
    # still running on the old generation) are embedded into it when a service next starts.
    catch_up_since: str | None = None
    model: str | None = None  # the embedder of the active generation, when reembed made it

    def with_build(self, build: Build | None) -> "GenerationState":
        return replace(self, building=build)

    def to_json(self) -> dict[str, Any]:
        return {
            "active": self.active,
            "retired": list(self.retired),
            "building": self.building.to_json() if self.building else None,
            "catchUpSince": self.catch_up_since,
            "model": self.model,
        }

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> "GenerationState":
        building = data.get("building")
        return cls(
            active=int(data.get("active", 0)),
            retired=tuple(int(g) for g in data.get("retired") or ()),
            building=Build.from_json(building) if building else None,
            catch_up_since=data.get("catchUpSince"),
            model=data.get("model"),
        )


class Generations:
    """The state file of one data directory."""

    def __init__(self, data_dir: Path) -> None:
        self.data_dir = data_dir
        self.path = data_dir / STATE_FILE

    def read(self) -> GenerationState:
        try:
            text = self.path.read_text()
        except FileNotFoundError:
            return GenerationState()
        return GenerationState.from_json(json.loads(text))

    def write(self, state: GenerationState) -> None:
        self.data_dir.mkdir(parents=True, exist_ok=True)
        temporary = self.path.with_suffix(f".tmp{os.getpid()}")
        with open(temporary, "w") as handle:
            json.dump(state.to_json(), handle, indent=2)
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(temporary, self.path)
        directory = os.open(self.data_dir, os.O_RDONLY)
        try:
            os.fsync(directory)
        finally:
            os.close(directory)

    @contextlib.contextmanager
    def locked(self) -> Iterator[None]:
        """An exclusive lock for a read-modify-write of the state (between processes)."""
        self.data_dir.mkdir(parents=True, exist_ok=True)
        with open(self.data_dir / LOCK_FILE, "a") as handle:
            fcntl.flock(handle.fileno(), fcntl.LOCK_EX)
            try:
                yield
            finally:
                fcntl.flock(handle.fileno(), fcntl.LOCK_UN)

    @contextlib.contextmanager
    def building(self) -> Iterator[None]:
        """Held for the whole of a re-embed: a second one on the same data directory is refused
        (the lock goes with the process, so a killed run does not leave it behind)."""
        self.data_dir.mkdir(parents=True, exist_ok=True)
        with open(self.data_dir / BUILD_LOCK_FILE, "a") as handle:
            try:
                fcntl.flock(handle.fileno(), fcntl.LOCK_EX | fcntl.LOCK_NB)
            except BlockingIOError:
                raise BuildInProgress(f"another `rag-context reembed` is running on {self.data_dir}") from None
            try:
                yield
            finally:
                fcntl.flock(handle.fileno(), fcntl.LOCK_UN)

    def update(self, change: Any) -> GenerationState:
        """Apply `change(state) -> state` under the lock; returns the new state."""
        with self.locked():
            state = change(self.read())
            self.write(state)
            return state


def edge_dir(vectors_dir: Path, generation: int) -> Path:
    return vectors_dir if generation == 0 else vectors_dir.with_name(f"{vectors_dir.name}-g{generation}")


def collection_name(collection: str, generation: int) -> str:
    return collection if generation == 0 else f"{collection}_g{generation}"


def iso(moment: datetime) -> str:
    return moment.isoformat().replace("+00:00", "Z")


def parse_iso(text: str) -> datetime:
    return datetime.fromisoformat(text.replace("Z", "+00:00"))


# --- the state behind an interface: the file (one machine) or the store (replicas)

STATE_KEY = "vector-generations"
REEMBED_LEASE = "reembed"
LEASE_TTL_S = 60.0  # a killed re-embed blocks the next one at most this long
CAS_ATTEMPTS = 20


class SharedState(Protocol):
    """What a store offers for state shared by replicas (SqliteStore and MongoStore have it)."""

    async def read_state(self, key: str) -> tuple[int, dict[str, Any] | None]: ...

    async def write_state(self, key: str, value: dict[str, Any], revision: int) -> bool: ...

    async def take_lease(self, name: str, owner: str, ttl_s: float) -> tuple[str, float]: ...

    async def release_lease(self, name: str, owner: str) -> None: ...


class BuildGuard:
    """Held by a running re-embed: `check()` raises LeaseLost once the lock is no longer its own."""

    def __init__(self) -> None:
        self.lost: str | None = None

    def check(self) -> None:
        if self.lost is not None:
            raise LeaseLost(self.lost)


class GenerationRecord(Protocol):
    """Where the vector-generation state is kept, and the lock of a re-embed."""

    async def read(self) -> GenerationState: ...

    async def update(self, change: Callable[[GenerationState], GenerationState]) -> GenerationState: ...

    def building(self) -> contextlib.AbstractAsyncContextManager[BuildGuard]: ...


class FileGenerationRecord:
    """The state file of one data directory and its flock (the embedded default: one machine)."""

    def __init__(self, generations: Generations) -> None:
        self.file = generations

    async def read(self) -> GenerationState:
        return self.file.read()

    async def update(self, change: Callable[[GenerationState], GenerationState]) -> GenerationState:
        return self.file.update(change)

    @contextlib.asynccontextmanager
    async def building(self) -> AsyncIterator[BuildGuard]:
        with self.file.building():
            yield BuildGuard()


def lease_owner() -> str:
    """Who holds a lease: the host (the pod's name on Kubernetes), the process, and a nonce."""
    return f"{socket.gethostname()}:{os.getpid()}:{uuid.uuid4().hex[:8]}"


class StoreGenerationRecord:
    """The state as one record of the store, replaced by compare-and-set; the re-embed lock as a
    lease in the store. `legacy`: a state file whose content the store takes over when it has none."""

    def __init__(
        self,
        store: SharedState,
        *,
        legacy: Generations | None = None,
        owner: str | None = None,
        lease_ttl_s: float = LEASE_TTL_S,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        self._store = store
        self._legacy = legacy
        self.owner = owner or lease_owner()
        self.lease_ttl_s = lease_ttl_s
        self._clock = clock

    async def _read(self) -> tuple[int, GenerationState]:
        revision, value = await self._store.read_state(STATE_KEY)
        if value is None and self._legacy is not None and self._legacy.path.exists():
            legacy = self._legacy.read()
            if await self._store.write_state(STATE_KEY, legacy.to_json(), 0):
                log.info("generations.imported_from_file", path=str(self._legacy.path), active=legacy.active)
            revision, value = await self._store.read_state(STATE_KEY)
        return revision, GenerationState.from_json(value or {})

    async def read(self) -> GenerationState:
        return (await self._read())[1]

    async def update(self, change: Callable[[GenerationState], GenerationState]) -> GenerationState:
        for _ in range(CAS_ATTEMPTS):
            revision, state = await self._read()
            new = change(state)
            if await self._store.write_state(STATE_KEY, new.to_json(), revision):
                return new
        raise DependencyError(f"the vector-generation state kept changing under {CAS_ATTEMPTS} attempts to update it")

    @contextlib.asynccontextmanager
    async def building(self) -> AsyncIterator[BuildGuard]:
        holder, expires = await self._store.take_lease(REEMBED_LEASE, self.owner, self.lease_ttl_s)
        if not holder:  # released between the attempt and the look at its holder: free, once more
            holder, expires = await self._store.take_lease(REEMBED_LEASE, self.owner, self.lease_ttl_s)
        if holder != self.owner:
            until = datetime.fromtimestamp(expires, timezone.utc).isoformat(timespec="seconds").replace("+00:00", "Z")
            raise BuildInProgress(
                f"another `rag-context reembed` is running on this cluster (lease held by {holder or 'another run'} "
                f"until {until}; a run that died frees it when the lease expires)"
            )
        guard = BuildGuard()
        renewer = asyncio.create_task(self._renew(guard), name="reembed-lease")
        try:
            yield guard
        finally:
            renewer.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await renewer
            if guard.lost is None:
                try:
                    await self._store.release_lease(REEMBED_LEASE, self.owner)
                except DependencyError as error:  # it expires by itself
                    log.warning("reembed.lease_release_failed", error=str(error))

    async def _renew(self, guard: BuildGuard) -> None:
        """Take the lease again every third of its time; a renewal that fails is retried, and the
        run is told to stop once the lease has run out or another run holds it."""
        renewed_at = self._clock()
        while True:
            await asyncio.sleep(self.lease_ttl_s / 3)
            try:
                holder, _ = await self._store.take_lease(REEMBED_LEASE, self.owner, self.lease_ttl_s)
            except DependencyError as error:
                log.warning("reembed.lease_renewal_failed", error=str(error))
                if self._clock() - renewed_at >= self.lease_ttl_s:
                    guard.lost = f"the re-embed lease could not be renewed for {self.lease_ttl_s:g} s: {error}"
                    return
                continue
            if holder != self.owner:
                guard.lost = f"the re-embed lease expired and was taken over by {holder}"
                return
            renewed_at = self._clock()
