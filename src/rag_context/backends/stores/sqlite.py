"""The embedded context store: SQLite, for documents with their chunks, the FTS5 keyword index of
the fallback, the R4G_M37R1C5 metrics table and the `errors` table (technical spec §5.4), both
kept `metrics_retention_days`.

WAL journal with synchronous=FULL: a committed document survives `kill -9` and power loss (a batch
of documents is one transaction: one fsync for all of them). One thread writes and one reads (WAL
lets the reader go on while a write is under way), and stats have a reader of their own, so that a
long aggregation never queues the fallback search or health; every user value reaches SQLite as a
bound parameter (a batch's rows as one JSON parameter), never as SQL text, and the text query is
rebuilt from plain word tokens, so nothing a user types can act as FTS5 syntax.
"""

from __future__ import annotations

import asyncio
import json
import os
import sqlite3
import time
from collections.abc import Callable, Sequence
from concurrent.futures import ThreadPoolExecutor
from datetime import datetime, timedelta, timezone
from pathlib import Path
from typing import Any, TypeVar

from rag_context.core.models import (
    ChunkRow,
    ComponentStatus,
    DocumentFilters,
    DocumentMetadata,
    DocumentStatus,
    DocumentSummary,
    DocumentVersion,
    ErrorRecord,
    Hit,
    MemoryChange,
    MetricsRecord,
    QueryObservation,
    SearchFilters,
    StoredDocument,
    unit_score_from_bm25,
)
from rag_context.backends.stores import sqlite_symbols as sym
from rag_context.core.code.graph.model import (
    EXTRACTOR_VERSION,
    REFERENCE_KINDS,
    DefinitionQuery,
    NameCount,
    ReferenceQuery,
    StoredDefinition,
    StoredReference,
    SymbolCheck,
    SymbolTable,
)
from rag_context.core.filters import DocumentFilter, applying_filter
from rag_context.core.globs import glob_matches, glob_regex, literal_prefix
from rag_context.core.memory.currency import NO_MEMORY, DocumentMemory, MemoryScope, Supersession, supersession_state
from rag_context.core.keywords import keyword_terms
from rag_context.core.ports import DependencyError
from rag_context.core.stats import QueryFilter, Stats, WindowAggregates, nearest_rank

T = TypeVar("T")

METRICS_TABLE = "R4G_M37R1C5"
ERRORS_TABLE = "errors"

SCHEMA = f"""
CREATE TABLE IF NOT EXISTS documents (
    id           TEXT PRIMARY KEY,
    session_id   TEXT NOT NULL,
    source       TEXT NOT NULL,
    content_type TEXT NOT NULL,
    content      TEXT NOT NULL,
    metadata     TEXT NOT NULL,
    category     TEXT,
    game         TEXT,
    agent        TEXT,
    decision_id  TEXT,
    role         TEXT,
    fingerprint  TEXT NOT NULL,
    status       TEXT NOT NULL,
    indexed_at   TEXT NOT NULL,
    reason       TEXT,
    supersedes   TEXT,  -- issue 32: the ids it declared it replaces (a JSON array), NULL: none
    valid_from   TEXT,  -- when it holds (NULL: unbounded), in _iso's format
    valid_until  TEXT,
    superseded_by TEXT,  -- derived from `supersessions`: the earliest document that replaced it
    superseded_at TEXT,
    memory_revision INTEGER NOT NULL DEFAULT 0  -- > 0: its memory changed since its points were told
);
CREATE INDEX IF NOT EXISTS documents_session_source ON documents (session_id, source);
CREATE INDEX IF NOT EXISTS documents_status ON documents (status, indexed_at);
CREATE INDEX IF NOT EXISTS documents_category ON documents (category);
CREATE INDEX IF NOT EXISTS documents_game ON documents (game);
CREATE INDEX IF NOT EXISTS documents_content_type ON documents (content_type);

CREATE TABLE IF NOT EXISTS chunks (
    id          INTEGER PRIMARY KEY,
    vector_id   TEXT NOT NULL UNIQUE,
    document_id TEXT NOT NULL REFERENCES documents (id) ON DELETE CASCADE,
    chunk_index INTEGER NOT NULL,
    text        TEXT NOT NULL,
    tags        TEXT NOT NULL DEFAULT '',
    symbol      TEXT,  -- code: the declaration the chunk came from, and its kind (core/code)
    symbol_kind TEXT,
    keywords    TEXT NOT NULL DEFAULT '',  -- code: words the keyword index reads after the text (core/code)
    line_start  INTEGER,  -- the chunk's lines in the document (NULL: stored before lines were, until the backfill)
    line_end    INTEGER
);
CREATE INDEX IF NOT EXISTS chunks_document ON chunks (document_id, chunk_index);

-- Issue 32: which document replaced which, and when (the truth `superseded_by`/`_at` derive from).
CREATE TABLE IF NOT EXISTS supersessions (
    old_id TEXT NOT NULL,
    new_id TEXT NOT NULL,
    at     TEXT NOT NULL,
    PRIMARY KEY (old_id, new_id)
) WITHOUT ROWID;
CREATE INDEX IF NOT EXISTS supersessions_new ON supersessions (new_id);

-- The keyword fallback. text_search weighs content 2 : tags 1, the ratio of the spec's MongoDB text index.
-- A code chunk's keywords are indexed in its text column, after the text (FTS_TEXT): both triggers
-- give the same value, which an external-content table needs to delete the row's terms again.
CREATE VIRTUAL TABLE IF NOT EXISTS chunks_fts USING fts5 (
    text, tags, content='chunks', content_rowid='id', tokenize='porter unicode61 remove_diacritics 2'
);
{{FTS_TRIGGERS}}

CREATE TABLE IF NOT EXISTS {METRICS_TABLE} (
    id                   INTEGER PRIMARY KEY,
    timestamp            TEXT NOT NULL,
    query                TEXT NOT NULL,
    results_count        INTEGER NOT NULL,
    latency_ms           REAL NOT NULL,
    embedding_latency_ms REAL,
    vector_latency_ms    REAL,
    fallback             INTEGER NOT NULL,
    fallback_level       INTEGER NOT NULL,
    cache_hit            INTEGER NOT NULL,
    agent                TEXT NOT NULL,
    content_type         TEXT,
    category             TEXT,
    game                 TEXT,
    error                TEXT
);
CREATE INDEX IF NOT EXISTS metrics_timestamp ON {METRICS_TABLE} (timestamp);

CREATE TABLE IF NOT EXISTS {ERRORS_TABLE} (
    id             INTEGER PRIMARY KEY,
    timestamp      TEXT NOT NULL,
    level          TEXT NOT NULL,
    dependency     TEXT NOT NULL,
    operation      TEXT NOT NULL,
    message        TEXT NOT NULL,
    correlation_id TEXT
);
CREATE INDEX IF NOT EXISTS errors_timestamp ON {ERRORS_TABLE} (timestamp);

-- Replicas: the content version (bumped in the transaction of every change a search can see), the
-- vector-generation state (revisioned, for compare-and-set) and the leases (reembed's lock).
CREATE TABLE IF NOT EXISTS content_version (id INTEGER PRIMARY KEY CHECK (id = 1), value INTEGER NOT NULL);
INSERT OR IGNORE INTO content_version (id, value) VALUES (1, 0);
CREATE TABLE IF NOT EXISTS cluster_state (key TEXT PRIMARY KEY, revision INTEGER NOT NULL, value TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS leases (name TEXT PRIMARY KEY, owner TEXT NOT NULL, expires_at REAL NOT NULL);

-- Stats read only these two covering indexes, never the table: the counts, sums and rates per agent
-- (a skip-scan over the few agents, each a timestamp range), and the latency percentiles (walked
-- from the slowest down, so a p95 reads about 5 % of the entries, whatever the window).
CREATE INDEX IF NOT EXISTS metrics_by_agent ON {METRICS_TABLE} (agent, timestamp, latency_ms, cache_hit, fallback);
CREATE INDEX IF NOT EXISTS metrics_latency ON {METRICS_TABLE} (latency_ms, timestamp);
"""

def _fts_text(row: str) -> str:
    return f"CASE WHEN {row}.keywords = '' THEN {row}.text ELSE {row}.text || char(10) || {row}.keywords END"


FTS_TRIGGERS = f"""
CREATE TRIGGER IF NOT EXISTS chunks_fts_insert_keywords AFTER INSERT ON chunks BEGIN
    INSERT INTO chunks_fts (rowid, text, tags) VALUES (new.id, {_fts_text("new")}, new.tags);
END;
CREATE TRIGGER IF NOT EXISTS chunks_fts_delete_keywords AFTER DELETE ON chunks BEGIN
    INSERT INTO chunks_fts (chunks_fts, rowid, text, tags) VALUES ('delete', old.id, {_fts_text("old")}, old.tags);
END;
"""
SCHEMA = SCHEMA.replace("{FTS_TRIGGERS}", FTS_TRIGGERS)
# The columns of the filter language (core/filters.py), added to a store made before it, and their
# indexes (created after the columns exist).
FILTER_MIGRATION = """
ALTER TABLE documents ADD COLUMN decision_id TEXT;
ALTER TABLE documents ADD COLUMN role TEXT;
UPDATE documents SET decision_id = metadata ->> '$.decisionId', role = metadata ->> '$.role';
"""
FILTER_INDEXES = """
CREATE INDEX IF NOT EXISTS documents_source ON documents (source);
CREATE INDEX IF NOT EXISTS documents_agent ON documents (agent);
CREATE INDEX IF NOT EXISTS documents_indexed_at ON documents (indexed_at);
CREATE INDEX IF NOT EXISTS documents_decision_id ON documents (decision_id);
CREATE INDEX IF NOT EXISTS documents_role ON documents (role);
"""
# Issue 32's columns, added to a store made before it (NULL and 0: no memory, as every document was).
MEMORY_MIGRATION = """
ALTER TABLE documents ADD COLUMN supersedes TEXT;
ALTER TABLE documents ADD COLUMN valid_from TEXT;
ALTER TABLE documents ADD COLUMN valid_until TEXT;
ALTER TABLE documents ADD COLUMN superseded_by TEXT;
ALTER TABLE documents ADD COLUMN superseded_at TEXT;
ALTER TABLE documents ADD COLUMN memory_revision INTEGER NOT NULL DEFAULT 0;
"""
# Only the documents whose points still have to learn their memory: empty in the usual case.
MEMORY_INDEXES = """
CREATE INDEX IF NOT EXISTS documents_memory_changed ON documents (id) WHERE memory_revision > 0;
CREATE INDEX IF NOT EXISTS documents_superseded ON documents (superseded_at) WHERE superseded_at IS NOT NULL;
"""
MEMORY_COLUMNS = "supersedes, valid_from, valid_until, superseded_by, superseded_at"

BUMP_CONTENT_VERSION = "UPDATE content_version SET value = value + 1 WHERE id = 1"

# Filter name -> column: the only way a filter reaches SQL; values are always bound parameters.
FILTER_COLUMNS = {"category": "d.category", "sessionId": "d.session_id", "contentType": "d.content_type", "game": "d.game"}

# FTS5's bm25() multiplies a column's term *frequency* by its weight, before the k1 saturation: the
# spec's weights 10 and 5 made every matching term saturate at once, so ranking ignored how often a
# term occurs (Cranfield dev nDCG@10 0.3239; with 1 and 0.5, 0.3769: docs/quality.md).
CONTENT_WEIGHT = 1.0
TAGS_WEIGHT = 0.5


def _after_prefix(prefix: str) -> str | None:
    """The least text greater than every text that starts with `prefix` (None when there is none):
    SQLite compares text as UTF-8 bytes, which is code-point order."""
    if not prefix or ord(prefix[-1]) == 0x10FFFF:
        return None
    return prefix[:-1] + chr(ord(prefix[-1]) + 1)


def memory_clauses(scope: MemoryScope | None, alias: str = "d", now: datetime | None = None) -> tuple[list[str], list[Any]]:
    """A memory scope (core/memory/currency.py, `MemoryScope.admits`) as SQL on the documents table."""
    if scope is None or scope.selects_all:
        return [], []
    moment = _iso(scope.instant(now or datetime.now(timezone.utc)))
    clauses: list[str] = []
    params: list[Any] = []
    if scope.as_of is not None:
        clauses.append(f"{alias}.indexed_at <= ?")
        params.append(moment)
    if not scope.include_superseded:
        clauses += [
            f"({alias}.superseded_at IS NULL OR {alias}.superseded_at > ?)",
            f"({alias}.valid_from IS NULL OR {alias}.valid_from <= ?)",
            f"({alias}.valid_until IS NULL OR {alias}.valid_until > ?)",
        ]
        params += [moment, moment, moment]
    return clauses, params


def filter_clauses(document_filter: DocumentFilter | None, alias: str = "d") -> tuple[list[str], list[Any]]:
    """The filter language as SQL on the documents table (`alias`): clauses to AND, and their bound
    parameters. The source globs are matched by `rag_glob` (core.globs.glob_matches, registered on
    every connection), the literal prefix first narrowing the source index's range. A filter that
    cannot be translated is the request's FilterError."""
    with applying_filter("sqlite"):
        return _filter_clauses(document_filter, alias)


def _filter_clauses(document_filter: DocumentFilter | None, alias: str) -> tuple[list[str], list[Any]]:
    if document_filter is None:
        return [], []
    f = document_filter
    clauses: list[str] = []
    params: list[Any] = []

    def one_of(column: str, values: tuple[str, ...]) -> None:
        if values:
            clauses.append(f"{alias}.{column} IN ({marks(values)})")
            params.extend(values)

    def starts_with(prefix: str) -> None:
        clauses.append(f"{alias}.source >= ?")
        params.append(prefix)
        upper = _after_prefix(prefix)
        if upper is not None:
            clauses.append(f"{alias}.source < ?")
            params.append(upper)

    if f.tags_any:
        clauses.append(f"EXISTS (SELECT 1 FROM json_each({alias}.metadata, '$.tags') WHERE value IN ({marks(f.tags_any)}))")
        params.extend(f.tags_any)
    if f.tags_all:
        clauses.append(
            f"(SELECT count(DISTINCT value) FROM json_each({alias}.metadata, '$.tags') WHERE value IN ({marks(f.tags_all)})) = ?"
        )
        params.extend([*f.tags_all, len(f.tags_all)])
    if f.source_prefix is not None:
        starts_with(f.source_prefix)
    for glob in (f.source_glob, *f.exclude_source_globs):
        if glob is not None:
            glob_regex(glob)  # compiled here, where a failure is the request's: `rag_glob` then only matches
    if f.source_glob is not None:
        literal = literal_prefix(f.source_glob)
        if literal:
            starts_with(literal)
        clauses.append(f"rag_glob(?, {alias}.source)")
        params.append(f.source_glob)
    for glob in f.exclude_source_globs:
        clauses.append(f"NOT rag_glob(?, {alias}.source)")
        params.append(glob)
    one_of("content_type", f.content_types)
    one_of("session_id", f.session_ids)
    one_of("agent", f.agents)
    one_of("category", f.categories)
    one_of("game", f.games)
    one_of("role", f.roles)
    if f.decision_id is not None:
        clauses.append(f"{alias}.decision_id = ?")
        params.append(f.decision_id)
    if f.since is not None:
        clauses.append(f"{alias}.indexed_at >= ?")
        params.append(_iso(f.since))
    if f.until is not None:
        clauses.append(f"{alias}.indexed_at < ?")
        params.append(_iso(f.until))
    remembered, remembered_params = memory_clauses(f.memory, alias)
    return clauses + remembered, params + remembered_params


def document_clauses(filters: DocumentFilters) -> tuple[list[str], list[Any]]:
    """DocumentFilters (sessionId, source, contentType, then the filter language) as SQL on the
    documents table `d`, for a listing and a count: clauses to AND, and their bound parameters."""
    clauses: list[str] = []
    params: list[Any] = []
    for column, value in (("session_id", filters.session_id), ("source", filters.source), ("content_type", filters.content_type)):
        if value is not None:
            clauses.append(f"d.{column} = ?")
            params.append(value)
    narrowing, narrowing_params = filter_clauses(filters.document_filter)
    return clauses + narrowing, params + narrowing_params


def _query_clauses(queries: QueryFilter | None) -> tuple[list[str], list[Any]]:
    """The stats' narrowing of the metrics records, as SQL on their columns."""
    if queries is None:
        return [], []
    clauses: list[str] = []
    params: list[Any] = []
    for column, values in (
        ("agent", queries.agents),
        ("content_type", queries.content_types),
        ("category", queries.categories),
        ("game", queries.games),
    ):
        if values:
            clauses.append(f"{column} IN ({marks(values)})")
            params.extend(values)
    if queries.until is not None:
        clauses.append("timestamp < ?")
        params.append(_iso(queries.until))
    return clauses, params


def _rag_glob(glob: str, source: str) -> bool:
    return glob_matches(glob, source)


def fts_query(text: str) -> str | None:
    """Plain word tokens, each quoted, OR-ed: no FTS5 operator can come from user text."""
    words = keyword_terms(text)
    return " OR ".join(f'"{word}"' for word in words) if words else None


def _iso(moment: datetime) -> str:
    """One fixed UTC format, so that text order is time order in SQL comparisons."""
    return moment.astimezone(timezone.utc).strftime("%Y-%m-%dT%H:%M:%S.%fZ")


def _iso_or_none(moment: datetime | None) -> str | None:
    return None if moment is None else _iso(moment)


def _instant(value: str | None) -> datetime | None:
    return None if value is None else datetime.fromisoformat(value)


def memory_of_row(row: sqlite3.Row | Sequence[Any], offset: int | None = None) -> DocumentMemory:
    """The memory columns (MEMORY_COLUMNS) of a row, by name, or from `offset` on in that order."""
    if offset is None:
        values = [row[name] for name in ("supersedes", "valid_from", "valid_until", "superseded_by", "superseded_at")]
    else:
        values = list(row[offset : offset + 5])
    supersedes, valid_from, valid_until, superseded_by, superseded_at = values
    if supersedes is None and valid_from is None and valid_until is None and superseded_at is None:
        return NO_MEMORY
    return DocumentMemory(
        supersedes=tuple(json.loads(supersedes)) if supersedes else (),
        valid_from=_instant(valid_from),
        valid_until=_instant(valid_until),
        superseded_by=superseded_by,
        superseded_at=_instant(superseded_at),
    )


def _document_of(row: sqlite3.Row, chunk_rows: Sequence[ChunkRow]) -> StoredDocument:
    """A document row of the documents table, with its chunks' rows."""
    return StoredDocument.assemble(
        document_id=row["id"],
        session_id=row["session_id"],
        source=row["source"],
        content_type=row["content_type"],
        content=row["content"],
        metadata=DocumentMetadata.from_dict(json.loads(row["metadata"])),
        fingerprint=row["fingerprint"],
        status=DocumentStatus(row["status"]),
        indexed_at=datetime.fromisoformat(row["indexed_at"]),
        chunk_rows=chunk_rows,
        reason=row["reason"],
        memory=memory_of_row(row),
    )


# A document's row and its chunks' rows, in these columns: one builder for both ways of saving.
DOCUMENT_COLUMNS = (
    "id", "session_id", "source", "content_type", "content", "metadata", "category", "game", "agent",
    "decision_id", "role", "fingerprint", "status", "indexed_at", "supersedes", "valid_from", "valid_until",
)
CHUNK_COLUMNS = (
    "vector_id", "document_id", "chunk_index", "text", "tags", "symbol", "symbol_kind", "keywords", "line_start", "line_end",
)
INSERT_DOCUMENT = f"INSERT INTO documents ({', '.join(DOCUMENT_COLUMNS)})"
INSERT_CHUNK = f"INSERT INTO chunks ({', '.join(CHUNK_COLUMNS)})"
UPSERT_DOCUMENT = """
    ON CONFLICT (id) DO UPDATE SET
        content_type = excluded.content_type, content = excluded.content, metadata = excluded.metadata,
        category = excluded.category, game = excluded.game, agent = excluded.agent,
        decision_id = excluded.decision_id, role = excluded.role, fingerprint = excluded.fingerprint, status = excluded.status, indexed_at = excluded.indexed_at,
        reason = NULL, supersedes = excluded.supersedes, valid_from = excluded.valid_from, valid_until = excluded.valid_until
"""


def marks(columns: Sequence[str]) -> str:
    return ", ".join("?" * len(columns))


def json_columns(columns: Sequence[str]) -> str:
    """The elements of a json_each row (a JSON array), one per column."""
    return ", ".join(f"value ->> {index}" for index in range(len(columns)))


def _document_row(document: StoredDocument) -> list[Any]:
    meta = document.metadata
    return [
        document.document_id, document.session_id, document.source, document.content_type, document.content,
        json.dumps(meta.as_dict()), meta.category, meta.game, meta.agent, meta.decision_id, meta.role, document.fingerprint,
        document.status.value, _iso(document.indexed_at), *_declared_memory_row(document.memory),
    ]


def _declared_memory_row(memory: DocumentMemory) -> list[Any]:
    """The supersedes, valid_from and valid_until columns of a document row."""
    return [
        json.dumps(list(memory.supersedes)) if memory.supersedes else None,
        _iso_or_none(memory.valid_from),
        _iso_or_none(memory.valid_until),
    ]


def _chunk_rows(document: StoredDocument) -> list[list[Any]]:
    tags = " ".join(document.metadata.tags)
    return [
        [
            chunk.vector_id, chunk.document_id, chunk.chunk_index, chunk.text, tags, chunk.symbol, chunk.symbol_kind,
            chunk.keywords, chunk.line_start, chunk.line_end,
        ]
        for chunk in document.chunks
    ]


def _holds_nul(document: StoredDocument) -> bool:
    meta = document.metadata
    fields = (document.document_id, document.session_id, document.source, document.content_type, document.content,
              document.fingerprint, meta.category or "", meta.game or "", meta.agent or "", meta.decision_id or "",
              meta.role or "", *meta.tags)
    return any("\x00" in field for field in fields) or any("\x00" in chunk.text for chunk in document.chunks)


DELETE_BATCH = 500  # ids per DELETE or SELECT ... IN (...): well below SQLite's bound-parameter limit


def _json_ids(ids: Sequence[str]) -> str:
    return json.dumps(list(ids), ensure_ascii=False)


def _declared_memory(conn: sqlite3.Connection, ids: Sequence[str]) -> dict[str, list[Any]]:
    """The declared memory columns of these documents as stored (those that exist)."""
    sql = "SELECT id, supersedes, valid_from, valid_until FROM documents WHERE id IN (SELECT value FROM json_each(?))"
    return {row[0]: list(row[1:]) for row in conn.execute(sql, (_json_ids(ids),))}


def _record_supersessions(conn: sqlite3.Connection, documents: Sequence[StoredDocument], before: dict[str, list[Any]]) -> None:
    """In the transaction that saves `documents`: each one's supersessions made what it declares now
    (a pair it keeps keeps its moment; a target that is not stored is left out), the documents they
    replace (or no longer replace) given their derived state again, and every document whose memory
    changed marked for its points to learn it (memory_revision)."""
    changed: list[str] = []
    affected: set[str] = set()
    for document in documents:
        declared = _declared_memory_row(document.memory)
        stored = before.get(document.document_id)
        if stored is None and declared == [None, None, None]:
            continue  # a new document that declares nothing: the usual case, no statement to run
        if stored == declared:
            continue
        changed.append(document.document_id)
        affected |= _replace_supersessions(conn, document)
    if changed:
        conn.execute(
            "UPDATE documents SET memory_revision = memory_revision + 1 WHERE id IN (SELECT value FROM json_each(?))",
            (_json_ids(changed),),
        )
    _refresh_supersessions(conn, sorted(affected))


def _replace_supersessions(conn: sqlite3.Connection, document: StoredDocument) -> set[str]:
    """The document's supersessions made its declared list; returns the documents whose set changed."""
    new_id = document.document_id
    had = {row[0] for row in conn.execute("SELECT old_id FROM supersessions WHERE new_id = ?", (new_id,))}
    wanted = set(document.memory.supersedes)
    stored = {row[0] for row in conn.execute("SELECT id FROM documents WHERE id IN (SELECT value FROM json_each(?))", (_json_ids(sorted(wanted)),))}
    wanted &= stored
    gone, added = had - wanted, wanted - had
    conn.executemany("DELETE FROM supersessions WHERE old_id = ? AND new_id = ?", [(old_id, new_id) for old_id in sorted(gone)])
    at = _iso(document.indexed_at)
    conn.executemany("INSERT INTO supersessions (old_id, new_id, at) VALUES (?, ?, ?)", [(old_id, new_id, at) for old_id in sorted(added)])
    return gone | added


def _refresh_supersessions(conn: sqlite3.Connection, ids: Sequence[str]) -> None:
    """Derive superseded_by and superseded_at of these documents from their supersessions again;
    those that change are marked for their points to learn it."""
    for document_id in ids:
        relations = [
            Supersession(document_id, row[0], datetime.fromisoformat(row[1]))
            for row in conn.execute("SELECT new_id, at FROM supersessions WHERE old_id = ?", (document_id,))
        ]
        by, at = supersession_state(relations)
        conn.execute(
            """UPDATE documents SET superseded_by = ?, superseded_at = ?, memory_revision = memory_revision + 1
               WHERE id = ? AND (superseded_by IS NOT ? OR superseded_at IS NOT ?)""",
            (by, _iso_or_none(at), document_id, by, _iso_or_none(at)),
        )

# The writer's page cache (SQLite's default is 2 MiB). Inserts land at random places in the chunks'
# UNIQUE vector_id index and in the FTS5 index; with 16 MiB, saving batches of 64 documents of 10
# chunks ran 6-9 % faster than with the default at 100k, 300k and 500k chunks (interleaved runs on
# one machine); 64 MiB was no faster. A bound, not an allocation: pages are cached as they are used.
WRITER_CACHE_KIB = 16 * 1024

# Old metrics go in batches of this many rows, each its own short write transaction, so that a
# backlog (a retention lowered, a service down for weeks) never holds the writer for long.
PRUNE_BATCH_ROWS = 2000
# ANALYZE reads at most about this many rows per index: enough for the planner to see that few
# agents share many rows (the skip-scan of metrics_by_agent), a few milliseconds at any size.
ANALYSIS_LIMIT = 1000


def drop_source_uniqueness(conn: sqlite3.Connection) -> None:
    """A store made before files could be indexed in parts had (session_id, source) UNIQUE: the
    parts of a file share their source. SQLite cannot drop a table constraint, so the table is
    rebuilt once, in one transaction, as it was but for that clause (its columns, added ones
    included, in the same order); SCHEMA then makes its indexes again. Chunks keep pointing at it
    by name; the foreign keys are off meanwhile so that dropping the old table cascades to nothing."""
    row = conn.execute("SELECT sql FROM sqlite_master WHERE type = 'table' AND name = 'documents'").fetchone()
    clause = ",\n    UNIQUE (session_id, source)"
    if row is None or clause not in row[0]:
        return
    conn.execute("PRAGMA foreign_keys = OFF")
    try:
        conn.execute("BEGIN IMMEDIATE")
        try:
            conn.execute(row[0].replace(clause, "").replace("CREATE TABLE documents", "CREATE TABLE documents_rebuilt", 1))
            conn.execute("INSERT INTO documents_rebuilt SELECT * FROM documents")
            conn.execute("DROP TABLE documents")
            conn.execute("ALTER TABLE documents_rebuilt RENAME TO documents")
        except BaseException:
            conn.execute("ROLLBACK")
            raise
        conn.execute("COMMIT")
    finally:
        conn.execute("PRAGMA foreign_keys = ON")


# Triggers a store made before keywords had, dropped when such a store is opened (before any write).
LEGACY_TRIGGERS = frozenset({"chunks_fts_insert", "chunks_fts_delete"})


def schema_objects(connection: sqlite3.Connection) -> dict[tuple[str, str], str]:
    """The triggers and views of a SQLite database, (type, name) -> their SQL, white space folded:
    what runs by itself when a table is written or read, which a store takes only from this code."""
    rows = connection.execute("SELECT type, name, sql FROM sqlite_master WHERE type IN ('trigger', 'view')")
    return {(kind, name): " ".join((sql or "").split()) for kind, name, sql in rows}


def own_schema_objects() -> dict[tuple[str, str], str]:
    """The triggers and views this code gives a store (its schema run on an empty database)."""
    connection = sqlite3.connect(":memory:")
    try:
        connection.executescript(SCHEMA)
        connection.executescript(FILTER_INDEXES)
        return schema_objects(connection)
    finally:
        connection.close()


class SqliteStore:
    def __init__(self, path: Path, metrics_retention_days: int = 30) -> None:
        self._path = path
        self._retention = timedelta(days=metrics_retention_days)
        self._writer = ThreadPoolExecutor(max_workers=1, thread_name_prefix="sqlite-write")
        self._reader = ThreadPoolExecutor(max_workers=1, thread_name_prefix="sqlite-read")
        self._stats_reader = ThreadPoolExecutor(max_workers=1, thread_name_prefix="sqlite-stats")
        self._write_conn: sqlite3.Connection | None = None
        self._read_conn: sqlite3.Connection | None = None
        self._stats_conn: sqlite3.Connection | None = None
        self._closed = False

    @classmethod
    async def open(cls, path: Path, metrics_retention_days: int = 30) -> "SqliteStore":
        path.parent.mkdir(parents=True, exist_ok=True)
        store = cls(path, metrics_retention_days)
        await store._on(store._writer, store._open_writer)
        await store._on(store._reader, store._open_reader)
        await store._on(store._stats_reader, store._open_stats_reader)
        return store

    # --- connections, each made on and used by its own thread

    def _connect(self) -> sqlite3.Connection:
        conn = sqlite3.connect(self._path, timeout=5.0, isolation_level=None)
        conn.row_factory = sqlite3.Row
        conn.execute("PRAGMA foreign_keys = ON")
        conn.execute("PRAGMA busy_timeout = 5000")
        conn.create_function("rag_glob", 2, _rag_glob, deterministic=True)
        return conn

    def _open_writer(self) -> None:
        conn = self._connect()
        conn.execute("PRAGMA journal_mode = WAL")
        conn.execute("PRAGMA synchronous = FULL")
        conn.execute(f"PRAGMA cache_size = -{WRITER_CACHE_KIB}")  # negative: in KiB
        drop_source_uniqueness(conn)
        conn.executescript(SCHEMA)
        columns = {row[1] for row in conn.execute("PRAGMA table_info(documents)")}
        if "reason" not in columns:  # a store made before documents could fail
            conn.execute("ALTER TABLE documents ADD COLUMN reason TEXT")
        chunk_columns = {row[1] for row in conn.execute("PRAGMA table_info(chunks)")}
        if "keywords" not in chunk_columns:  # a store made before code chunks had symbols and keywords
            for column in ("symbol TEXT", "symbol_kind TEXT", "keywords TEXT NOT NULL DEFAULT ''"):
                conn.execute(f"ALTER TABLE chunks ADD COLUMN {column}")
        # The triggers of a store made before keywords (their rows' keywords are all '', so the
        # index they wrote is the one the new triggers would have written).
        conn.execute("DROP TRIGGER IF EXISTS chunks_fts_insert")
        conn.execute("DROP TRIGGER IF EXISTS chunks_fts_delete")
        if "role" not in columns:  # a store made before the filter language
            conn.executescript(f"BEGIN; {FILTER_MIGRATION} COMMIT;")
        conn.executescript(FILTER_INDEXES)
        if "memory_revision" not in columns:  # a store made before issue 32
            conn.executescript(f"BEGIN; {MEMORY_MIGRATION} COMMIT;")
        conn.executescript(MEMORY_INDEXES)
        if "line_start" not in chunk_columns:  # a store made before chunks had lines: NULL until the backfill
            conn.execute("ALTER TABLE chunks ADD COLUMN line_start INTEGER")
            conn.execute("ALTER TABLE chunks ADD COLUMN line_end INTEGER")
        # Only the chunks still without lines: empty once the backfill has run, so asking at every
        # start whether there are any costs nothing.
        conn.execute("CREATE INDEX IF NOT EXISTS chunks_without_lines ON chunks (document_id) WHERE line_start IS NULL")
        # The symbol table (issue 31): a store made before it gets the tables empty; the backfill
        # (at start, or `rag-context backfill`) extracts the stored code documents' tables.
        conn.executescript(sym.SYMBOL_SCHEMA)
        conn.execute(f"PRAGMA analysis_limit = {ANALYSIS_LIMIT}")
        conn.execute(f"ANALYZE {METRICS_TABLE}")
        self._write_conn = conn

    def _open_reader(self) -> None:
        self._read_conn = self._connect()

    def _open_stats_reader(self) -> None:
        conn = self._connect()
        conn.execute("PRAGMA query_only = ON")
        self._stats_conn = conn

    async def _on(self, executor: ThreadPoolExecutor, function: Callable[..., T], *args: Any) -> T:
        if self._closed:
            raise DependencyError("store is closed")
        loop = asyncio.get_running_loop()
        try:
            return await loop.run_in_executor(executor, function, *args)
        except (sqlite3.Error, OSError, RuntimeError) as error:
            raise DependencyError(f"sqlite: {error}") from error

    def _write(self, function: Callable[[sqlite3.Connection], T]) -> T:
        conn = self._write_conn
        if conn is None:
            raise sqlite3.OperationalError("store is not open")
        conn.execute("BEGIN IMMEDIATE")
        try:
            result = function(conn)
        except BaseException:
            conn.execute("ROLLBACK")
            raise
        conn.execute("COMMIT")
        return result

    def _read(self, function: Callable[[sqlite3.Connection], T]) -> T:
        conn = self._read_conn
        if conn is None:
            raise sqlite3.OperationalError("store is not open")
        return function(conn)

    def _read_stats(self, function: Callable[[sqlite3.Connection], T]) -> T:
        conn = self._stats_conn
        if conn is None:
            raise sqlite3.OperationalError("store is not open")
        return function(conn)

    # --- documents

    async def save_document(self, document: StoredDocument) -> None:
        await self.save_documents([document])

    async def save_documents(self, documents: Sequence[StoredDocument]) -> None:
        """All of them in one transaction: one fsync for the batch, and all or none are stored. A
        document given twice is stored as its last version."""
        latest = list({document.document_id: document for document in documents}.values())
        if not latest:
            return

        def save(conn: sqlite3.Connection) -> None:
            before = _declared_memory(conn, [document.document_id for document in latest])
            if any(_holds_nul(document) for document in latest):
                for document in latest:
                    self._save_rows(conn, document)
            else:
                self._save_all(conn, latest)
            _record_supersessions(conn, latest, before)
            conn.execute(BUMP_CONTENT_VERSION)

        await self._on(self._writer, self._write, save)

    @staticmethod
    def _save_all(conn: sqlite3.Connection, documents: Sequence[StoredDocument]) -> None:
        """Three statements for the whole batch, each given its rows as one JSON array: SQLite then
        inserts every chunk and tokenizes it for FTS5 in one call that does not hold Python's GIL
        (a row at a time, the parameter binding between rows did: 10,000 -> 17,000 chunks/s at
        50,000 chunks, measured), so the vector index's writes run beside it. ensure_ascii=False:
        text that cannot be UTF-8 (a lone surrogate) fails here as it would bound as a parameter.
        SQLite's JSON functions end a string at a NUL character: a batch with one goes `_save_rows`."""

        def as_json(rows: list[Any]) -> str:
            return json.dumps(rows, ensure_ascii=False)

        conn.execute(
            f"{INSERT_DOCUMENT} SELECT {json_columns(DOCUMENT_COLUMNS)} FROM json_each(?) WHERE true {UPSERT_DOCUMENT}",
            (as_json([_document_row(document) for document in documents]),),
        )
        conn.execute(
            "DELETE FROM chunks WHERE document_id IN (SELECT value FROM json_each(?))",
            (as_json([document.document_id for document in documents]),),
        )
        conn.execute(
            f"{INSERT_CHUNK} SELECT {json_columns(CHUNK_COLUMNS)} FROM json_each(?)",
            (as_json([row for document in documents for row in _chunk_rows(document)]),),
        )
        ids = as_json([document.document_id for document in documents])
        for table in sym.SYMBOL_TABLES:
            conn.execute(f"DELETE FROM {table} WHERE document_id IN (SELECT value FROM json_each(?))", (ids,))
        for (table, columns), rows in zip(sym.INSERTS, sym.documents_rows(documents), strict=True):
            if rows:
                conn.execute(sym.insert_sql(table, columns, from_json=True), (as_json(rows),))

    @staticmethod
    def _save_rows(conn: sqlite3.Connection, document: StoredDocument) -> None:
        """A row at a time, every value a bound parameter: for the text `_save_all` cannot carry."""
        conn.execute(f"{INSERT_DOCUMENT} VALUES ({marks(DOCUMENT_COLUMNS)}) {UPSERT_DOCUMENT}", _document_row(document))
        conn.execute("DELETE FROM chunks WHERE document_id = ?", (document.document_id,))
        conn.executemany(f"{INSERT_CHUNK} VALUES ({marks(CHUNK_COLUMNS)})", _chunk_rows(document))
        SqliteStore._replace_symbols(conn, document.document_id, document.symbols)

    @staticmethod
    def _replace_symbols(conn: sqlite3.Connection, document_id: str, table: SymbolTable | None) -> None:
        """A document's symbol rows replaced by `table`'s, a row at a time (bound parameters)."""
        for name in sym.SYMBOL_TABLES:
            conn.execute(f"DELETE FROM {name} WHERE document_id = ?", (document_id,))
        for (name, columns), rows in zip(sym.INSERTS, sym.table_rows(document_id, table), strict=True):
            if rows:
                conn.executemany(sym.insert_sql(name, columns, from_json=False), rows)

    async def set_status(self, document_id: str, fingerprint: str, status: DocumentStatus, reason: str | None = None) -> None:
        def update(conn: sqlite3.Connection) -> None:
            sql = "UPDATE documents SET status = ?, reason = ? WHERE id = ? AND fingerprint = ?"
            if conn.execute(sql, (status.value, reason, document_id, fingerprint)).rowcount:
                conn.execute(BUMP_CONTENT_VERSION)

        await self._on(self._writer, self._write, update)

    async def set_statuses(self, items: Sequence[tuple[str, str]], status: DocumentStatus) -> None:
        rows = [(status.value, document_id, fingerprint) for document_id, fingerprint in items]

        def update(conn: sqlite3.Connection) -> None:
            sql = "UPDATE documents SET status = ?, reason = NULL WHERE id = ? AND fingerprint = ?"
            if conn.executemany(sql, rows).rowcount:  # the sum over the rows
                conn.execute(BUMP_CONTENT_VERSION)

        if rows:
            await self._on(self._writer, self._write, update)

    async def get_document(self, document_id: str) -> StoredDocument | None:
        return await self._on(self._reader, self._read, lambda conn: self._load_all(conn, [document_id]).get(document_id))

    async def get_documents(self, document_ids: Sequence[str]) -> dict[str, StoredDocument]:
        """One hop to the reader and one read transaction (every document as of the same moment)."""
        ids = list(dict.fromkeys(document_ids))

        def load(conn: sqlite3.Connection) -> dict[str, StoredDocument]:
            conn.execute("BEGIN")
            try:
                return self._load_all(conn, ids)
            finally:
                conn.execute("COMMIT")

        if not ids:
            return {}
        return await self._on(self._reader, self._read, load)

    async def fingerprints(self, document_ids: Sequence[str]) -> dict[str, str]:
        ids = list(dict.fromkeys(document_ids))

        def read(conn: sqlite3.Connection) -> dict[str, str]:
            found: dict[str, str] = {}
            for start in range(0, len(ids), DELETE_BATCH):
                batch = ids[start : start + DELETE_BATCH]
                sql = f"SELECT id, fingerprint FROM documents WHERE id IN ({','.join('?' * len(batch))})"
                found.update((row[0], row[1]) for row in conn.execute(sql, batch))
            return found

        if not ids:
            return {}
        return await self._on(self._reader, self._read, read)

    @staticmethod
    def _load_all(conn: sqlite3.Connection, ids: Sequence[str]) -> dict[str, StoredDocument]:
        """The documents with these ids and their chunks, DELETE_BATCH ids per query."""
        found: dict[str, StoredDocument] = {}
        for start in range(0, len(ids), DELETE_BATCH):
            batch = ids[start : start + DELETE_BATCH]
            placeholders = ",".join("?" * len(batch))
            rows = conn.execute(f"SELECT * FROM documents WHERE id IN ({placeholders})", batch).fetchall()
            chunk_rows: dict[str, list[ChunkRow]] = {row["id"]: [] for row in rows}
            if rows:
                sql = f"""SELECT document_id, vector_id, chunk_index, text, symbol, symbol_kind, keywords, line_start, line_end
                          FROM chunks WHERE document_id IN ({placeholders})"""
                for chunk in conn.execute(sql, batch):
                    chunk_rows[chunk[0]].append(tuple(chunk)[1:])  # assemble sorts them by index
            found.update((row["id"], _document_of(row, chunk_rows[row["id"]])) for row in rows)
        return found

    async def pending_documents(self, limit: int) -> list[StoredDocument]:
        def load(conn: sqlite3.Connection) -> list[StoredDocument]:
            ids = conn.execute(
                "SELECT id FROM documents WHERE status = ? ORDER BY indexed_at LIMIT ?", (DocumentStatus.PENDING.value, limit)
            ).fetchall()
            found = self._load_all(conn, [doc_id for (doc_id,) in ids])
            return [found[doc_id] for (doc_id,) in ids if doc_id in found]

        return await self._on(self._reader, self._read, load)

    async def documents_without_lines(self, limit: int) -> list[StoredDocument]:
        def load(conn: sqlite3.Connection) -> list[StoredDocument]:
            ids = [
                row[0]
                for row in conn.execute(
                    "SELECT DISTINCT document_id FROM chunks INDEXED BY chunks_without_lines WHERE line_start IS NULL LIMIT ?",
                    (limit,),
                )
            ]
            found = self._load_all(conn, ids)
            return [found[doc_id] for doc_id in ids if doc_id in found]

        return await self._on(self._reader, self._read, load)

    async def set_chunk_lines(self, rows: Sequence[tuple[str, int, int]]) -> None:
        params = [(start, end, vector_id) for vector_id, start, end in rows]

        def update(conn: sqlite3.Connection) -> None:
            sql = "UPDATE chunks SET line_start = ?, line_end = ? WHERE vector_id = ? AND line_start IS NULL"
            if conn.executemany(sql, params).rowcount:
                conn.execute(BUMP_CONTENT_VERSION)  # cached results show the lines from now on

        if params:
            await self._on(self._writer, self._write, update)

    async def find_document_ids(self, session_id: str, source: str | None = None) -> list[str]:
        sql, params = "SELECT id FROM documents WHERE session_id = ?", [session_id]
        if source is not None:
            sql, params = sql + " AND source = ?", [*params, source]
        sql += " ORDER BY id"
        return await self._on(self._reader, self._read, lambda conn: [row[0] for row in conn.execute(sql, params)])

    async def delete_documents(self, document_ids: Sequence[str]) -> tuple[int, int]:
        ids = list(dict.fromkeys(document_ids))

        def delete(conn: sqlite3.Connection) -> tuple[int, int]:
            documents = chunks = 0
            replaced: set[str] = set()  # documents that one of these replaced: current again, unless another did too
            for start in range(0, len(ids), DELETE_BATCH):
                batch = ids[start : start + DELETE_BATCH]
                marks = ",".join("?" * len(batch))
                replaced.update(row[0] for row in conn.execute(f"SELECT old_id FROM supersessions WHERE new_id IN ({marks})", batch))
                conn.execute(f"DELETE FROM supersessions WHERE new_id IN ({marks}) OR old_id IN ({marks})", [*batch, *batch])
                # Chunks first, explicitly: their FTS rows go with them (trigger), and the count is exact.
                chunks += conn.execute(f"DELETE FROM chunks WHERE document_id IN ({marks})", batch).rowcount
                for table in sym.SYMBOL_TABLES:  # (ON DELETE CASCADE too: explicit, whatever the pragma)
                    conn.execute(f"DELETE FROM {table} WHERE document_id IN ({marks})", batch)
                documents += conn.execute(f"DELETE FROM documents WHERE id IN ({marks})", batch).rowcount
            _refresh_supersessions(conn, sorted(replaced - set(ids)))
            conn.execute(BUMP_CONTENT_VERSION)  # also when none was here: their points went from the index
            return documents, chunks

        if not ids:
            return 0, 0
        return await self._on(self._writer, self._write, delete)

    async def document_versions(self, limit: int, after: str | None = None) -> list[DocumentVersion]:
        sql = """
            SELECT d.id, d.status, d.fingerprint, (SELECT count(*) FROM chunks c WHERE c.document_id = d.id)
            FROM documents d WHERE d.id > ? ORDER BY d.id LIMIT ?
        """
        params = (after or "", max(int(limit), 0))  # every id is longer than ""

        def run(conn: sqlite3.Connection) -> list[DocumentVersion]:
            return [
                DocumentVersion(document_id, DocumentStatus(status), fingerprint, chunk_count)
                for document_id, status, fingerprint, chunk_count in conn.execute(sql, params).fetchall()
            ]

        return await self._on(self._reader, self._read, run)

    async def list_documents(self, filters: DocumentFilters, limit: int, after: str | None = None) -> list[DocumentSummary]:
        clauses, params = document_clauses(filters)
        if after is not None:
            clauses.append("d.id > ?")
            params.append(after)
        where = f"WHERE {' AND '.join(clauses)}" if clauses else ""
        sql = f"""
            SELECT d.id, d.session_id, d.source, d.content_type, d.metadata, d.status, d.indexed_at, d.reason,
                   d.fingerprint, (SELECT count(*) FROM chunks c WHERE c.document_id = d.id) AS chunk_count,
                   d.supersedes, d.valid_from, d.valid_until, d.superseded_by, d.superseded_at
            FROM documents d {where}
            ORDER BY d.id
            LIMIT ?
        """
        params.append(max(int(limit), 0))

        def run(conn: sqlite3.Connection) -> list[DocumentSummary]:
            return [
                DocumentSummary(
                    document_id=row["id"],
                    session_id=row["session_id"],
                    source=row["source"],
                    content_type=row["content_type"],
                    metadata=DocumentMetadata.from_dict(json.loads(row["metadata"])),
                    chunk_count=row["chunk_count"],
                    indexed_at=datetime.fromisoformat(row["indexed_at"]),
                    status=DocumentStatus(row["status"]),
                    reason=row["reason"],
                    fingerprint=row["fingerprint"],
                    memory=memory_of_row(row),
                )
                for row in conn.execute(sql, params)
            ]

        return await self._on(self._reader, self._read, run)

    async def count_matching(self, filters: DocumentFilters) -> tuple[int, int]:
        clauses, params = document_clauses(filters)
        where = " AND ".join(clauses) or "true"
        sql = f"""
            SELECT count(*), coalesce(sum((SELECT count(*) FROM chunks c WHERE c.document_id = d.id)), 0)
            FROM documents d WHERE {where}
        """

        def run(conn: sqlite3.Connection) -> tuple[int, int]:
            documents, chunks = conn.execute(sql, params).fetchone()
            return int(documents), int(chunks)

        return await self._on(self._reader, self._read, run)

    async def count_documents(self) -> int:
        return await self._on(self._reader, self._read, lambda conn: conn.execute("SELECT count(*) FROM documents").fetchone()[0])

    async def count_pending(self) -> int:
        return await self._count_status(DocumentStatus.PENDING)

    async def count_failed(self) -> int:
        return await self._count_status(DocumentStatus.FAILED)

    async def _count_status(self, status: DocumentStatus) -> int:
        return await self._on(
            self._reader,
            self._read,
            lambda conn: conn.execute("SELECT count(*) FROM documents WHERE status = ?", (status.value,)).fetchone()[0],
        )

    # --- the symbol table (issue 31; the SQL in sqlite_symbols.py)

    async def find_definitions(self, query: DefinitionQuery) -> list[StoredDefinition]:
        sql, params = sym.definitions_sql(query, filter_clauses)
        return await self._on(self._reader, self._read, lambda conn: [sym.definition_of(row) for row in conn.execute(sql, params)])

    async def find_references(self, query: ReferenceQuery) -> list[StoredReference]:
        sql, params = sym.references_sql(query, filter_clauses)
        return await self._on(self._reader, self._read, lambda conn: [sym.reference_of(row) for row in conn.execute(sql, params)])

    async def name_counts(self, document_filter: DocumentFilter | None = None, kinds: Sequence[str] = ()) -> list[NameCount]:
        sql, params = sym.name_counts_sql(kinds or REFERENCE_KINDS, document_filter, filter_clauses)
        return await self._on(self._reader, self._read, lambda conn: [sym.name_count_of(row) for row in conn.execute(sql, params)])

    async def documents_without_symbols(self, limit: int) -> list[StoredDocument]:
        def load(conn: sqlite3.Connection) -> list[StoredDocument]:
            ids = [row[0] for row in conn.execute(f"{sym.TO_EXTRACT} LIMIT ?", (EXTRACTOR_VERSION, limit))]
            found = self._load_all(conn, ids)
            return [found[doc_id] for doc_id in ids if doc_id in found]

        return await self._on(self._reader, self._read, load)

    async def save_symbols(self, items: Sequence[tuple[str, str, SymbolTable]]) -> int:
        """Replace these documents' symbol tables (document id, fingerprint, table), each only if
        the document is still that version (one indexed meanwhile has its own); returns how many."""

        def save(conn: sqlite3.Connection) -> int:
            saved = 0
            for document_id, fingerprint, table in items:
                if conn.execute("SELECT 1 FROM documents WHERE id = ? AND fingerprint = ?", (document_id, fingerprint)).fetchone():
                    self._replace_symbols(conn, document_id, table)
                    saved += 1
            return saved

        if not items:
            return 0
        return await self._on(self._writer, self._write, save)

    async def check_symbols(self, repair: bool = False) -> SymbolCheck:
        """Symbol rows whose document is gone (removed with `repair`), and the code documents still
        without a current table (the backfill's to do)."""

        def count(conn: sqlite3.Connection) -> SymbolCheck:
            orphans = {table: int(conn.execute(sql).fetchone()[0]) for table, sql in sym.ORPHANS.items()}
            to_extract = int(conn.execute(f"SELECT count(*) FROM ({sym.TO_EXTRACT})", (EXTRACTOR_VERSION,)).fetchone()[0])
            return SymbolCheck(orphans["definitions"], orphans["symbol_references"] + orphans["symbol_files"], to_extract)

        def remove(conn: sqlite3.Connection) -> int:
            return sum(
                conn.execute(f"DELETE FROM {table} WHERE document_id NOT IN (SELECT id FROM documents)").rowcount
                for table in sym.SYMBOL_TABLES
            )

        report = await self._on(self._reader, self._read, count)
        if repair and not report.consistent:
            removed = await self._on(self._writer, self._write, remove)
            report = SymbolCheck(report.orphan_definitions, report.orphan_references, report.documents_to_extract, removed)
        return report

    # --- keyword fallback

    async def text_search(self, text: str, filters: SearchFilters, limit: int, unindexed_only: bool = False) -> list[Hit]:
        match = fts_query(text)
        if match is None:
            return []
        clauses = ["chunks_fts MATCH ?"]
        params: list[Any] = [match]
        if unindexed_only:  # the documents the vector index does not have (yet): pending or failed
            clauses.append("d.status != ?")
            params.append(DocumentStatus.INDEXED.value)
        for key, value in filters.as_payload_conditions().items():
            clauses.append(f"{FILTER_COLUMNS[key]} = ?")
            params.append(value)
        narrowing, narrowing_params = filter_clauses(filters.document_filter)
        clauses += narrowing
        params += narrowing_params
        params.append(limit)
        sql = f"""
            SELECT c.vector_id, c.document_id, c.text, c.symbol, c.symbol_kind, c.chunk_index, c.line_start, c.line_end,
                   d.source, d.indexed_at, d.metadata, d.session_id, d.content_type,
                   d.supersedes, d.valid_from, d.valid_until, d.superseded_by, d.superseded_at,
                   bm25(chunks_fts, {CONTENT_WEIGHT}, {TAGS_WEIGHT}) AS rank
            FROM chunks_fts
            JOIN chunks c ON c.id = chunks_fts.rowid
            JOIN documents d ON d.id = c.document_id
            WHERE {' AND '.join(clauses)}
            ORDER BY rank
            LIMIT ?
        """

        def run(conn: sqlite3.Connection) -> list[Hit]:
            return [
                Hit(
                    vector_id=row["vector_id"],
                    document_id=row["document_id"],
                    text=row["text"],
                    # FTS5's bm25() is negated: lower is better.
                    score=unit_score_from_bm25(-row["rank"]),
                    source=row["source"],
                    timestamp=datetime.fromisoformat(row["indexed_at"]),
                    metadata=json.loads(row["metadata"]),
                    symbol=row["symbol"],
                    symbol_kind=row["symbol_kind"],
                    chunk_index=row["chunk_index"],
                    session_id=row["session_id"],
                    content_type=row["content_type"],
                    line_start=row["line_start"],
                    line_end=row["line_end"],
                    memory=memory_of_row(row),
                )
                for row in conn.execute(sql, params)
            ]

        return await self._on(self._reader, self._read, run)

    # --- memory (issue 32)

    async def memory_of(self, document_ids: Sequence[str]) -> dict[str, DocumentMemory]:
        ids = list(dict.fromkeys(document_ids))
        sql = f"SELECT id, {MEMORY_COLUMNS} FROM documents WHERE id IN (SELECT value FROM json_each(?))"

        def read(conn: sqlite3.Connection) -> dict[str, DocumentMemory]:
            return {row[0]: memory_of_row(row, 1) for row in conn.execute(sql, (_json_ids(ids),))}

        if not ids:
            return {}
        return await self._on(self._reader, self._read, read)

    async def memory_changes(self, limit: int, document_ids: Sequence[str] | None = None) -> list[MemoryChange]:
        if document_ids is None:
            sql = f"""SELECT id, memory_revision, {MEMORY_COLUMNS} FROM documents INDEXED BY documents_memory_changed
                      WHERE memory_revision > 0 ORDER BY id LIMIT ?"""
            params: tuple[Any, ...] = (max(int(limit), 0),)
        else:
            sql = f"""SELECT id, memory_revision, {MEMORY_COLUMNS} FROM documents
                      WHERE id IN (SELECT value FROM json_each(?)) AND memory_revision > 0 ORDER BY id LIMIT ?"""
            params = (_json_ids(list(dict.fromkeys(document_ids))), max(int(limit), 0))

        def read(conn: sqlite3.Connection) -> list[MemoryChange]:
            return [MemoryChange(row[0], memory_of_row(row, 2), int(row[1])) for row in conn.execute(sql, params)]

        return await self._on(self._reader, self._read, read)

    async def clear_memory_changes(self, changes: Sequence[MemoryChange]) -> None:
        rows = [(change.document_id, change.revision) for change in changes]

        def clear(conn: sqlite3.Connection) -> None:
            conn.executemany("UPDATE documents SET memory_revision = 0 WHERE id = ? AND memory_revision = ?", rows)

        if rows:
            await self._on(self._writer, self._write, clear)

    async def count_memory_changes(self) -> int:
        sql = "SELECT count(*) FROM documents INDEXED BY documents_memory_changed WHERE memory_revision > 0"
        return await self._on(self._reader, self._read, lambda conn: int(conn.execute(sql).fetchone()[0]))

    async def superseded_documents(self, limit: int, after: str | None = None) -> list[tuple[str, datetime, int]]:
        sql = """SELECT d.id, d.superseded_at, (SELECT count(*) FROM chunks c WHERE c.document_id = d.id)
                 FROM documents d INDEXED BY documents_superseded WHERE d.superseded_at IS NOT NULL AND d.id > ?
                 ORDER BY d.id LIMIT ?"""

        def read(conn: sqlite3.Connection) -> list[tuple[str, datetime, int]]:
            return [(row[0], datetime.fromisoformat(row[1]), int(row[2])) for row in conn.execute(sql, (after or "", max(int(limit), 0)))]

        return await self._on(self._reader, self._read, read)

    async def mark_memory_changed(self, document_ids: Sequence[str]) -> None:
        sql = "UPDATE documents SET memory_revision = memory_revision + 1 WHERE id IN (SELECT value FROM json_each(?))"
        if document_ids:
            await self._on(self._writer, self._write, lambda conn: conn.execute(sql, (_json_ids(list(document_ids)),)))

    async def move_memory(self, moves: Sequence[tuple[str, str]]) -> list[str]:
        """Documents moved to new ids (a renamed file): their supersessions, on either side, follow
        them, and the declared lists that named the old ids name the new ones."""

        def move(conn: sqlite3.Connection) -> list[str]:
            touched: set[str] = set()
            renamers: set[str] = set()
            for old, new in moves:
                naming = [row[0] for row in conn.execute("SELECT new_id FROM supersessions WHERE old_id = ?", (old,))]
                replaced = [row[0] for row in conn.execute("SELECT old_id FROM supersessions WHERE new_id = ?", (old,))]
                conn.execute("UPDATE OR REPLACE supersessions SET old_id = ? WHERE old_id = ?", (new, old))
                conn.execute("UPDATE OR REPLACE supersessions SET new_id = ? WHERE new_id = ?", (new, old))
                for document_id in naming:
                    row = conn.execute("SELECT supersedes FROM documents WHERE id = ?", (document_id,)).fetchone()
                    if row is not None and row[0]:
                        listed = [new if item == old else item for item in json.loads(row[0])]
                        conn.execute(
                            "UPDATE documents SET supersedes = ?, memory_revision = memory_revision + 1 WHERE id = ?",
                            (json.dumps(list(dict.fromkeys(listed))), document_id),
                        )
                        renamers.add(document_id)
                touched.update([new, *replaced])
            conn.execute("UPDATE documents SET memory_revision = memory_revision + 1 WHERE id IN (SELECT value FROM json_each(?))", (_json_ids([new for _, new in moves]),))
            _refresh_supersessions(conn, sorted(touched))
            conn.execute(BUMP_CONTENT_VERSION)
            return sorted((touched | renamers) - {new for _, new in moves} - {old for old, _ in moves})

        if not moves:
            return []
        return await self._on(self._writer, self._write, move)

    # --- metrics

    async def record_metrics(self, records: Sequence[MetricsRecord]) -> None:
        rows = [
            (
                _iso(r.timestamp),
                r.query,
                r.results_count,
                r.latency_ms,
                r.embedding_latency_ms,
                r.vector_latency_ms,
                int(r.fallback),
                r.fallback_level,
                int(r.cache_hit),
                r.agent,
                r.content_type,
                r.category,
                r.game,
                r.error,
            )
            for r in records
        ]
        sql = f"""
            INSERT INTO {METRICS_TABLE} (timestamp, query, results_count, latency_ms, embedding_latency_ms,
                vector_latency_ms, fallback, fallback_level, cache_hit, agent, content_type, category, game, error)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
        """
        await self._on(self._writer, self._write, lambda conn: conn.executemany(sql, rows))

    async def prune_metrics(self, batch_rows: int = PRUNE_BATCH_ROWS) -> int:
        """Remove the metrics and error records older than the retention, oldest first, `batch_rows`
        per write transaction (found through each table's timestamp index); between batches the writer
        takes other work (documents, new metrics) and the event loop runs. Returns how many went."""
        cutoff = _iso(datetime.now(timezone.utc) - self._retention)
        removed = 0
        for table, index in ((METRICS_TABLE, "metrics_timestamp"), (ERRORS_TABLE, "errors_timestamp")):
            sql = f"""
                DELETE FROM {table} WHERE id IN (
                    SELECT id FROM {table} INDEXED BY {index} WHERE timestamp < ? ORDER BY timestamp LIMIT ?
                )
            """
            while True:
                batch = await self._on(
                    self._writer, self._write, lambda conn, sql=sql: conn.execute(sql, (cutoff, batch_rows)).rowcount
                )
                removed += batch
                if batch < batch_rows:
                    break
                await asyncio.sleep(0)
        # The planner's statistics follow the table as it grows (the stats' skip-scan relies on them).
        await self._on(self._writer, self._write, lambda conn: conn.execute(f"ANALYZE {METRICS_TABLE}"))
        return removed

    async def record_errors(self, records: Sequence[ErrorRecord]) -> None:
        rows = [(_iso(r.timestamp), r.level, r.dependency, r.operation, r.message, r.correlation_id) for r in records]
        sql = f"""
            INSERT INTO {ERRORS_TABLE} (timestamp, level, dependency, operation, message, correlation_id)
            VALUES (?, ?, ?, ?, ?, ?)
        """
        await self._on(self._writer, self._write, lambda conn: conn.executemany(sql, rows))

    async def error_counts(self, since: datetime) -> dict[str, int]:
        sql = f"SELECT dependency, count(*) FROM {ERRORS_TABLE} WHERE timestamp >= ? GROUP BY dependency"
        return await self._on(self._reader, self._read, lambda conn: {row[0]: row[1] for row in conn.execute(sql, (_iso(since),))})

    async def error_rows(self, limit: int = 100) -> list[dict[str, Any]]:
        """The newest error records as stored (for inspection and tests)."""
        sql = f"SELECT * FROM {ERRORS_TABLE} ORDER BY id DESC LIMIT ?"
        return await self._on(self._reader, self._read, lambda conn: [dict(row) for row in conn.execute(sql, (limit,))])

    async def stats(self, since: datetime, queries: QueryFilter | None = None) -> Stats:
        """The stats of the records from `since` on, aggregated by SQL on the stats reader (its own
        thread and connection): counts, sums and rates per agent in one pass over metrics_by_agent,
        then each exact nearest-rank percentile as one row at its rank in metrics_latency, in one read
        transaction so all figures are of the same records. Memory does not grow with the records.
        `total_documents` is left 0: the service knows the count. `queries` narrows the records
        (then the indexes no longer cover the query: the records of the window are read)."""
        window = _iso(queries.window_start(since) if queries is not None else since)
        narrowing, narrowing_params = _query_clauses(queries)
        where = " AND ".join(["timestamp >= ?", *narrowing])
        by_agent_sql = f"""
            SELECT agent, count(*), total(latency_ms), total(cache_hit), total(fallback)
            FROM {METRICS_TABLE} INDEXED BY metrics_by_agent WHERE {where} GROUP BY agent
        """
        # Walked from the slowest down: the value with `offset` slower ones is the percentile.
        rank_sql = f"""
            SELECT latency_ms FROM {METRICS_TABLE} INDEXED BY metrics_latency
            WHERE {where} ORDER BY latency_ms DESC LIMIT 1 OFFSET ?
        """

        def run(conn: sqlite3.Connection) -> WindowAggregates:
            conn.execute("BEGIN")
            try:
                groups = conn.execute(by_agent_sql, (window, *narrowing_params)).fetchall()
                total = sum(row[1] for row in groups)

                def at_percentile(fraction: float) -> float:
                    if not total:
                        return 0.0
                    row = conn.execute(rank_sql, (window, *narrowing_params, total - nearest_rank(total, fraction))).fetchone()
                    return float(row[0]) if row else 0.0

                p95, p99 = at_percentile(0.95), at_percentile(0.99)
            finally:
                conn.execute("COMMIT")
            return WindowAggregates(
                total_queries=total,
                latency_sum=sum(row[2] for row in groups),
                cache_hits=int(sum(row[3] for row in groups)),
                fallbacks=int(sum(row[4] for row in groups)),
                p95_latency=p95,
                p99_latency=p99,
                queries_by_agent={row[0]: row[1] for row in groups},
            )

        aggregates = await self._on(self._stats_reader, self._read_stats, run)
        return aggregates.to_stats(total_documents=0)

    async def query_observations(self, since: datetime) -> list[QueryObservation]:
        sql = f"SELECT latency_ms, fallback, cache_hit, agent FROM {METRICS_TABLE} WHERE timestamp >= ?"

        def run(conn: sqlite3.Connection) -> list[QueryObservation]:
            return [
                QueryObservation(latency_ms=row[0], fallback=bool(row[1]), cache_hit=bool(row[2]), agent=row[3])
                for row in conn.execute(sql, (_iso(since),))
            ]

        return await self._on(self._reader, self._read, run)

    async def metrics_rows(self, limit: int = 100) -> list[dict[str, Any]]:
        """The newest metrics records as stored (for inspection and tests)."""
        sql = f"SELECT * FROM {METRICS_TABLE} ORDER BY id DESC LIMIT ?"
        return await self._on(self._reader, self._read, lambda conn: [dict(row) for row in conn.execute(sql, (limit,))])

    # --- replicas: content version, shared state, leases

    async def content_version(self) -> int:
        sql = "SELECT value FROM content_version WHERE id = 1"
        return await self._on(self._reader, self._read, lambda conn: int(conn.execute(sql).fetchone()[0]))

    async def read_state(self, key: str) -> tuple[int, dict[str, Any] | None]:
        """(revision, value) of a shared state record; (0, None) when there is none."""
        sql = "SELECT revision, value FROM cluster_state WHERE key = ?"

        def run(conn: sqlite3.Connection) -> tuple[int, dict[str, Any] | None]:
            row = conn.execute(sql, (key,)).fetchone()
            return (0, None) if row is None else (int(row[0]), json.loads(row[1]))

        return await self._on(self._reader, self._read, run)

    async def write_state(self, key: str, value: dict[str, Any], revision: int) -> bool:
        """Replace the record if its revision is still `revision` (0: there is none yet); it then
        becomes `revision + 1`. False when another writer got there first."""
        text = json.dumps(value)

        def run(conn: sqlite3.Connection) -> bool:
            if revision == 0:
                sql = "INSERT INTO cluster_state (key, revision, value) VALUES (?, 1, ?) ON CONFLICT (key) DO NOTHING"
                return conn.execute(sql, (key, text)).rowcount == 1
            sql = "UPDATE cluster_state SET revision = revision + 1, value = ? WHERE key = ? AND revision = ?"
            return conn.execute(sql, (text, key, revision)).rowcount == 1

        return await self._on(self._writer, self._write, run)

    async def take_lease(self, name: str, owner: str, ttl_s: float) -> tuple[str, float]:
        """Take (or renew) the lease `name` for `owner` unless another owner holds it unexpired.
        Returns (holder, expires_at): the holder is `owner` when it was taken. Times: Unix seconds."""

        def run(conn: sqlite3.Connection) -> tuple[str, float]:
            now = time.time()
            row = conn.execute("SELECT owner, expires_at FROM leases WHERE name = ?", (name,)).fetchone()
            if row is not None and row[0] != owner and row[1] > now:
                return str(row[0]), float(row[1])
            expires = now + ttl_s
            conn.execute(
                "INSERT INTO leases (name, owner, expires_at) VALUES (?, ?, ?) "
                "ON CONFLICT (name) DO UPDATE SET owner = excluded.owner, expires_at = excluded.expires_at",
                (name, owner, expires),
            )
            return owner, expires

        return await self._on(self._writer, self._write, run)

    async def release_lease(self, name: str, owner: str) -> None:
        sql = "DELETE FROM leases WHERE name = ? AND owner = ?"
        await self._on(self._writer, self._write, lambda conn: conn.execute(sql, (name, owner)))

    # --- lifecycle

    # --- backups

    async def begin_snapshot(self, directory: Path) -> "SqliteSnapshot":
        """Fix the store's state at this instant: a read transaction on a connection of its own, on
        a thread of its own (WAL keeps that state for it while the writer goes on). The service calls
        this while it holds writes, so the state is the vectors' too; `finish` copies it later,
        writes no longer held."""
        snapshot = SqliteSnapshot(self._path, directory)
        await self._on(snapshot.thread, snapshot.pin)
        return snapshot

    async def health(self) -> ComponentStatus:
        try:
            await self._on(self._reader, self._read, lambda conn: conn.execute("SELECT 1").fetchone())
        except DependencyError:
            return ComponentStatus.UNAVAILABLE
        return ComponentStatus.HEALTHY

    async def close(self) -> None:
        if self._closed:
            return
        loop = asyncio.get_running_loop()
        for executor, attribute in (
            (self._writer, "_write_conn"),
            (self._reader, "_read_conn"),
            (self._stats_reader, "_stats_conn"),
        ):
            conn = getattr(self, attribute)
            if conn is not None:
                await loop.run_in_executor(executor, conn.close)
                setattr(self, attribute, None)
            executor.shutdown(wait=True)
        self._closed = True


STORE_FILE = "rag-context.sqlite3"


class SqliteSnapshot:
    """One point in time of the store, copied with SQLite's online backup API from a read
    transaction opened when the snapshot began: the copy is that state, whatever was written since."""

    def __init__(self, path: Path, directory: Path) -> None:
        self._path = path
        self._directory = directory
        self.thread = ThreadPoolExecutor(max_workers=1, thread_name_prefix="sqlite-snapshot")
        self._conn: sqlite3.Connection | None = None
        self.counts: dict[str, int] = {}

    def pin(self) -> None:
        conn = sqlite3.connect(self._path, timeout=5.0, isolation_level=None)
        try:
            conn.execute("PRAGMA query_only = ON")
            conn.execute("BEGIN")
            # The first read fixes the snapshot: counts by status (an index), read in the same breath.
            rows = conn.execute("SELECT status, count(*) FROM documents GROUP BY status").fetchall()
        except BaseException:
            conn.close()
            raise
        self._conn = conn
        self.counts = {str(status): int(count) for status, count in rows}

    def _copy(self) -> dict[str, Any]:
        conn = self._conn
        if conn is None:
            raise sqlite3.OperationalError("snapshot is not pinned")
        self._directory.mkdir(parents=True, exist_ok=True)
        target = self._directory / STORE_FILE
        chunks = conn.execute("SELECT count(*) FROM chunks").fetchone()[0]
        copy = sqlite3.connect(target)
        try:
            conn.backup(copy)  # all pages in one step: one read of the pinned state
            copy.execute("PRAGMA journal_mode = DELETE")  # one self-contained file in the archive
            # A lease belongs to a process of this instance, not to a restored one (which would
            # otherwise wait out a reconciler lease nobody renews before embedding its pending documents).
            copy.execute("DELETE FROM leases")
            copy.commit()
        finally:
            copy.close()
        with target.open("rb") as written:
            os.fsync(written.fileno())
        documents = sum(self.counts.values())
        return {
            "kind": "sqlite",
            "file": STORE_FILE,
            "documents": documents,
            "indexed": self.counts.get(DocumentStatus.INDEXED.value, 0),
            "pending": self.counts.get(DocumentStatus.PENDING.value, 0),
            "failed": self.counts.get(DocumentStatus.FAILED.value, 0),
            "chunks": int(chunks),
        }

    def _release(self) -> None:
        if self._conn is not None:
            self._conn.close()
            self._conn = None

    async def finish(self) -> dict[str, Any]:
        """Write the pinned state to `directory/rag-context.sqlite3`; returns its counts."""
        loop = asyncio.get_running_loop()
        try:
            return await loop.run_in_executor(self.thread, self._copy)
        except (sqlite3.Error, OSError) as error:
            raise DependencyError(f"sqlite backup: {error}") from error
        finally:
            await self.discard()

    async def discard(self) -> None:
        loop = asyncio.get_running_loop()
        await loop.run_in_executor(self.thread, self._release)
        self.thread.shutdown(wait=False)
