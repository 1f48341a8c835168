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

With a Qdrant server and MongoDB the pointer is still this file: RAG_DATA_DIR must then be the same
persistent directory for every process that serves (a pod's volume), or a restarted one falls
back to generation 0 (and refuses to start when its dimension differs, naming `rag-context reembed`).
"""

from __future__ import annotations

import contextlib
import fcntl
import json
import os
from collections.abc import Iterator
from dataclasses import dataclass, replace
from datetime import datetime
from pathlib import Path
from typing import Any

STATE_FILE = "vector-generations.json"
LOCK_FILE = "vector-generations.lock"
BUILD_LOCK_FILE = "vector-generations.build.lock"


class BuildInProgress(RuntimeError):
    """Another `rag-context reembed` is running on this data directory."""


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


