"""The embedding cache's file: a SQLite database of its own in the data directory
(`embedding-cache.sqlite3`), (sha256 of a text) -> its vector, for one model (core/embedding_cache.py).

- **One model per file.** The file records the identity of the model its vectors are of; opened
  for another identity (the model, its file or its runtime changed), it is emptied first.
- **Bounded, least recently used out.** Each entry carries the tick of its last use (a counter,
  bumped per call); past `max_entries` the least recently used go, a hundredth of the bound at a
  time (so that eviction runs once per many writes, not once per write).
- **A cache, not a store.** Not in backups (a restored data directory starts without one, and
  never gets a vector of another model or text: entries are keyed by the exact text and the file
  by the model). Written without fsync (WAL, synchronous NORMAL): a power cut may lose the last
  entries, which are embedded again. A file SQLite cannot read is replaced by an empty one.
- Vectors are stored as float32 when that loses nothing (the bundled model's), else as float64
  (a server's JSON numbers), so a vector read back equals the one the model gave.
"""

from __future__ import annotations

import sqlite3
import threading
from array import array
from collections.abc import Sequence
from pathlib import Path

import structlog

log = structlog.get_logger(__name__)

FILE_NAME = "embedding-cache.sqlite3"
SCHEMA_VERSION = "1"
PAGE_CACHE_KIB = 8 * 1024  # SQLite's page cache for this file: what the cache holds in memory
LOOKUP_CHUNK = 500  # keys per SELECT (SQLite's bound on parameters is 32,766; this keeps statements small)

SCHEMA = """
CREATE TABLE IF NOT EXISTS meta (name TEXT PRIMARY KEY, value TEXT NOT NULL);
-- A rowid table: a row of 1.5 KB (384 float32) stays on its page, where a WITHOUT ROWID table's
-- would spill past about 1 KB into overflow pages.
CREATE TABLE IF NOT EXISTS vectors (
    key BLOB NOT NULL UNIQUE,  -- sha256 of the exact text embedded
    vector BLOB NOT NULL,      -- float32 (4 bytes a value) or float64 (8), native byte order
    used INTEGER NOT NULL      -- tick of the last use
);
CREATE INDEX IF NOT EXISTS vectors_by_use ON vectors (used);
"""


def encoded(vector: Sequence[float]) -> bytes:
    single = array("f", vector)
    if all(a == b for a, b in zip(single, vector, strict=True)):
        return single.tobytes()
    return array("d", vector).tobytes()


def decoded(blob: bytes, dimension: int) -> list[float]:
    return array("f" if len(blob) == 4 * dimension else "d", blob).tolist()


class SqliteVectorCache:
    """The VectorCache port on a SQLite file. Thread-safe (one connection, one lock): the embedder
    calls it from worker threads."""

    def __init__(self, connection: sqlite3.Connection, path: Path, dimension: int, max_entries: int, entries: int, tick: int) -> None:
        self._db = connection
        self.path = path
        self.dimension = dimension
        self.max_entries = max_entries
        self._entries = entries
        self._tick = tick
        self._lock = threading.Lock()

    @classmethod
    def open(cls, directory: Path, identity: str, dimension: int, max_entries: int) -> SqliteVectorCache:
        path = directory / FILE_NAME
        try:
            return cls._open(path, identity, dimension, max_entries)
        except sqlite3.DatabaseError as error:  # not a database, damaged: it is only a cache
            log.warning("embedding_cache.replaced", path=str(path), error=str(error))
            for leftover in (path, path.with_name(path.name + "-wal"), path.with_name(path.name + "-shm")):
                leftover.unlink(missing_ok=True)
            return cls._open(path, identity, dimension, max_entries)

    @classmethod
    def _open(cls, path: Path, identity: str, dimension: int, max_entries: int) -> SqliteVectorCache:
        db = sqlite3.connect(str(path), check_same_thread=False, isolation_level=None, timeout=5.0)
        try:
            # 8 KiB pages hold five rows of 1.6 KB where 4 KiB pages hold two (2.1 KB a vector on disk
            # against 1.7, measured); only a new file takes it.
            db.execute("PRAGMA page_size=8192")
            db.execute("PRAGMA journal_mode=WAL")
            db.execute("PRAGMA synchronous=NORMAL")
            db.execute(f"PRAGMA cache_size=-{PAGE_CACHE_KIB}")
            db.executescript(SCHEMA)
            meta = dict(db.execute("SELECT name, value FROM meta").fetchall())
            wanted = {"identity": identity, "dimension": str(dimension), "schema": SCHEMA_VERSION}
            if meta != wanted:
                dropped = db.execute("SELECT COUNT(*) FROM vectors").fetchone()[0]
                with _transaction(db):
                    db.execute("DELETE FROM vectors")
                    db.execute("DELETE FROM meta")
                    db.executemany("INSERT INTO meta (name, value) VALUES (?, ?)", sorted(wanted.items()))
                if dropped:
                    log.info("embedding_cache.dropped_another_model", entries=dropped, was=meta.get("identity"), now=identity)
            entries = db.execute("SELECT COUNT(*) FROM vectors").fetchone()[0]
            tick = db.execute("SELECT COALESCE(MAX(used), 0) FROM vectors").fetchone()[0]
        except BaseException:
            db.close()
            raise
        return cls(db, path, dimension, max_entries, entries, tick)

    @property
    def entries(self) -> int:
        return self._entries

    def get(self, keys: Sequence[bytes]) -> dict[bytes, list[float]]:
        found: dict[bytes, list[float]] = {}
        with self._lock:
            self._tick += 1
            for start in range(0, len(keys), LOOKUP_CHUNK):
                chunk = keys[start : start + LOOKUP_CHUNK]
                marks = ",".join("?" * len(chunk))
                rows = self._db.execute(f"SELECT key, vector FROM vectors WHERE key IN ({marks})", chunk).fetchall()
                found.update((key, decoded(blob, self.dimension)) for key, blob in rows)
            if found:
                with _transaction(self._db):
                    self._db.executemany("UPDATE vectors SET used = ? WHERE key = ?", [(self._tick, key) for key in found])
        return found

    def put(self, items: Sequence[tuple[bytes, list[float]]]) -> None:
        if not items or self.max_entries <= 0:
            return
        with self._lock:
            self._tick += 1
            with _transaction(self._db):
                before = self._db.total_changes
                self._db.executemany(
                    "INSERT INTO vectors (key, vector, used) VALUES (?, ?, ?) ON CONFLICT (key) DO NOTHING",
                    [(key, encoded(vector), self._tick) for key, vector in items],
                )
                inserted = self._db.total_changes - before
                if inserted < len(items):  # some were there already (an overlapping call, another process): now used
                    self._db.executemany("UPDATE vectors SET used = ? WHERE key = ?", [(self._tick, key) for key, _ in items])
                self._entries += inserted
                if self._entries > self.max_entries:
                    self._evict()

    def _evict(self) -> None:
        # Another process may have written too: count before deciding how many go.
        self._entries = self._db.execute("SELECT COUNT(*) FROM vectors").fetchone()[0]
        excess = self._entries - self.max_entries
        if excess <= 0:
            return
        slack = max(1, self.max_entries // 100)
        gone = self._db.execute(
            "DELETE FROM vectors WHERE rowid IN (SELECT rowid FROM vectors ORDER BY used LIMIT ?)", (excess + slack,)
        ).rowcount
        self._entries -= gone

    def close(self) -> None:
        with self._lock:
            self._db.close()


class _transaction:
    """BEGIN IMMEDIATE ... COMMIT (ROLLBACK on error) on an autocommit connection."""

    def __init__(self, db: sqlite3.Connection) -> None:
        self._db = db

    def __enter__(self) -> None:
        self._db.execute("BEGIN IMMEDIATE")

    def __exit__(self, kind: object, error: object, trace: object) -> None:
        self._db.execute("COMMIT" if kind is None else "ROLLBACK")
