"""The symbol table's part of the SQLite store (issue 31): its tables, the rows a document's table
is written as, and the queries that read it. Pure: `sqlite.SqliteStore` runs them, in the same
transaction as the document's own rows.

`symbol_files` holds one row per code document whose table was extracted (the extractor's version,
the language): a code document without one, or with an older version, is the backfill's to do.
`definitions` and `symbol_references` hold the rows; every one names its document, and goes with it
(deleted explicitly with the document, and ON DELETE CASCADE besides).
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from typing import Any

from rag_context.core.code.graph.model import (
    Definition,
    DefinitionQuery,
    NameCount,
    Reference,
    ReferenceQuery,
    StoredDefinition,
    StoredReference,
    SymbolTable,
)
from rag_context.core.models import StoredDocument

SYMBOL_SCHEMA = """
CREATE TABLE IF NOT EXISTS symbol_files (
    document_id TEXT PRIMARY KEY REFERENCES documents (id) ON DELETE CASCADE,
    version     INTEGER NOT NULL,
    language    TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS definitions (
    id             INTEGER PRIMARY KEY,
    document_id    TEXT NOT NULL REFERENCES documents (id) ON DELETE CASCADE,
    name           TEXT NOT NULL,
    name_lower     TEXT NOT NULL,
    kind           TEXT NOT NULL,
    symbol         TEXT NOT NULL,
    container      TEXT NOT NULL,
    container_kind TEXT NOT NULL,
    namespace      TEXT NOT NULL,
    signature      TEXT NOT NULL,
    line_start     INTEGER NOT NULL,
    line_end       INTEGER NOT NULL,
    chunk_index    INTEGER,
    doc            TEXT NOT NULL,
    arity_min      INTEGER NOT NULL,
    arity_max      INTEGER NOT NULL,
    bases          TEXT NOT NULL,  -- JSON array
    receiver       TEXT NOT NULL,
    flags          TEXT NOT NULL   -- space-separated
);
CREATE INDEX IF NOT EXISTS definitions_document ON definitions (document_id);
CREATE INDEX IF NOT EXISTS definitions_name ON definitions (name);
CREATE INDEX IF NOT EXISTS definitions_name_lower ON definitions (name_lower);
CREATE INDEX IF NOT EXISTS definitions_symbol ON definitions (symbol);
CREATE INDEX IF NOT EXISTS definitions_container ON definitions (container);
CREATE TABLE IF NOT EXISTS symbol_references (
    id            INTEGER PRIMARY KEY,
    document_id   TEXT NOT NULL REFERENCES documents (id) ON DELETE CASCADE,
    name          TEXT NOT NULL,
    kind          TEXT NOT NULL,
    line          INTEGER NOT NULL,
    enclosing     TEXT NOT NULL,
    qualifier     TEXT NOT NULL,
    receiver_type TEXT NOT NULL,
    arity         INTEGER NOT NULL,
    target        TEXT NOT NULL,
    alias         TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS symbol_references_name ON symbol_references (name);
CREATE INDEX IF NOT EXISTS symbol_references_document ON symbol_references (document_id, enclosing);
"""

DEFINITION_COLUMNS = (
    "document_id", "name", "name_lower", "kind", "symbol", "container", "container_kind", "namespace", "signature",
    "line_start", "line_end", "chunk_index", "doc", "arity_min", "arity_max", "bases", "receiver", "flags",
)
REFERENCE_COLUMNS = ("document_id", "name", "kind", "line", "enclosing", "qualifier", "receiver_type", "arity", "target", "alias")
FILE_COLUMNS = ("document_id", "version", "language")
SYMBOL_TABLES = ("definitions", "symbol_references", "symbol_files")


def definition_row(document_id: str, d: Definition) -> list[Any]:
    return [
        document_id, d.name, d.name.lower(), d.kind, d.symbol, d.container, d.container_kind, d.namespace, d.signature,
        d.line_start, d.line_end, d.chunk_index, d.doc, d.arity_min, d.arity_max, json.dumps(list(d.bases)), d.receiver,
        " ".join(sorted(d.flags)),
    ]


def reference_row(document_id: str, r: Reference) -> list[Any]:
    return [document_id, r.name, r.kind, r.line, r.enclosing, r.qualifier, r.receiver_type, r.arity, r.target, r.alias]


def table_rows(document_id: str, table: SymbolTable | None) -> tuple[list[list[Any]], list[list[Any]], list[list[Any]]]:
    """(file row, definition rows, reference rows) of a document's table: none without one."""
    if table is None:
        return [], [], []
    return (
        [[document_id, table.version, table.language]],
        [definition_row(document_id, d) for d in table.definitions],
        [reference_row(document_id, r) for r in table.references],
    )


def documents_rows(documents: Sequence[StoredDocument]) -> tuple[list[list[Any]], list[list[Any]], list[list[Any]]]:
    files: list[list[Any]] = []
    definitions: list[list[Any]] = []
    references: list[list[Any]] = []
    for document in documents:
        f, d, r = table_rows(document.document_id, document.symbols)
        files += f
        definitions += d
        references += r
    return files, definitions, references


def insert_sql(table: str, columns: Sequence[str], from_json: bool) -> str:
    if from_json:
        values = ", ".join(f"value ->> {index}" for index in range(len(columns)))
        return f"INSERT INTO {table} ({', '.join(columns)}) SELECT {values} FROM json_each(?)"
    return f"INSERT INTO {table} ({', '.join(columns)}) VALUES ({', '.join('?' * len(columns))})"


INSERTS = (
    ("symbol_files", FILE_COLUMNS),
    ("definitions", DEFINITION_COLUMNS),
    ("symbol_references", REFERENCE_COLUMNS),
)


def _marks(values: Sequence[Any]) -> str:
    return ", ".join("?" * len(values))


def _escape_like(text: str) -> str:
    return text.replace("\\", "\\\\").replace("%", "\\%").replace("_", "\\_")


DEFINITION_SELECT = """
    SELECT s.name, s.kind, s.symbol, s.container, s.container_kind, s.namespace, s.signature, s.line_start, s.line_end,
           s.chunk_index, s.doc, s.arity_min, s.arity_max, s.bases, s.receiver, s.flags,
           s.document_id, d.source, d.session_id, d.role
    FROM definitions s JOIN documents d ON d.id = s.document_id
"""


def definitions_sql(query: DefinitionQuery, filter_clauses: Any) -> tuple[str, list[Any]]:
    """The SELECT of `query` (core.code.graph.model.DefinitionQuery), every value a bound parameter;
    `filter_clauses` is the store's translation of the filter language (on `d`)."""
    clauses: list[str] = []
    params: list[Any] = []

    def one_of(column: str, values: Sequence[Any]) -> None:
        clauses.append(f"{column} IN ({_marks(values)})")
        params.extend(values)

    if query.names:
        one_of("s.name", query.names)
    if query.name_contains:
        clauses.append("s.name_lower LIKE ? ESCAPE '\\'")
        params.append(f"%{_escape_like(query.name_contains.lower())}%")
    if query.symbols:
        one_of("s.symbol", query.symbols)
    if query.symbol_suffix:
        last = query.symbol_suffix.rsplit(".", 1)[-1]
        clauses.append("s.name = ? AND (s.symbol = ? OR s.symbol LIKE ? ESCAPE '\\')")
        params += [last, query.symbol_suffix, f"%.{_escape_like(query.symbol_suffix)}"]
    if query.containers:
        one_of("s.container", query.containers)
    if query.kinds:
        one_of("s.kind", query.kinds)
    if query.document_ids:
        one_of("s.document_id", query.document_ids)
    if query.sources:
        one_of("d.source", query.sources)
    if query.session_id is not None:
        clauses.append("d.session_id = ?")
        params.append(query.session_id)
    if query.session_ids:
        one_of("d.session_id", query.session_ids)
    return _select(DEFINITION_SELECT, "s", clauses, params, query.document_filter, query.limit, filter_clauses)


def definition_of(row: Any) -> StoredDefinition:
    definition = Definition(
        name=row[0], kind=row[1], symbol=row[2], container=row[3], container_kind=row[4], namespace=row[5], signature=row[6],
        line_start=row[7], line_end=row[8], chunk_index=row[9], doc=row[10], arity_min=row[11], arity_max=row[12],
        bases=tuple(json.loads(row[13] or "[]")), receiver=row[14], flags=frozenset((row[15] or "").split()),
    )
    return StoredDefinition(row[16], row[17], row[18], definition, row[19])


REFERENCE_SELECT = """
    SELECT r.name, r.kind, r.line, r.enclosing, r.qualifier, r.receiver_type, r.arity, r.target, r.alias,
           r.document_id, d.source, d.session_id
    FROM symbol_references r JOIN documents d ON d.id = r.document_id
"""


def references_sql(query: ReferenceQuery, filter_clauses: Any) -> tuple[str, list[Any]]:
    clauses: list[str] = []
    params: list[Any] = []
    if query.names:
        clauses.append(f"r.name IN ({_marks(query.names)})")
        params.extend(query.names)
    if query.document_ids:
        clauses.append(f"r.document_id IN ({_marks(query.document_ids)})")
        params.extend(query.document_ids)
    if query.enclosing is not None:
        if query.enclosing_prefix:
            clauses.append("(r.enclosing = ? OR r.enclosing LIKE ? ESCAPE '\\')")
            params += [query.enclosing, f"{_escape_like(query.enclosing)}.%"]
        else:
            clauses.append("r.enclosing = ?")
            params.append(query.enclosing)
    if query.kinds:
        clauses.append(f"r.kind IN ({_marks(query.kinds)})")
        params.extend(query.kinds)
    if query.session_ids:
        clauses.append(f"d.session_id IN ({_marks(query.session_ids)})")
        params.extend(query.session_ids)
    return _select(REFERENCE_SELECT, "r", clauses, params, query.document_filter, query.limit, filter_clauses)


def _select(select: str, alias: str, clauses: list[str], params: list[Any], document_filter: Any, limit: int, filter_clauses: Any) -> tuple[str, list[Any]]:
    """`select` narrowed by `clauses` and the filter language (on `d`), in row order, `limit` rows."""
    narrowing, narrowing_params = filter_clauses(document_filter)
    where = " AND ".join([*clauses, *narrowing])
    return f"{select} {f'WHERE {where}' if where else ''} ORDER BY {alias}.id LIMIT ?", [*params, *narrowing_params, max(int(limit), 0)]


def reference_of(row: Any) -> StoredReference:
    reference = Reference(
        name=row[0], kind=row[1], line=row[2], enclosing=row[3], qualifier=row[4], receiver_type=row[5], arity=row[6],
        target=row[7], alias=row[8],
    )
    return StoredReference(row[9], row[10], row[11], reference)


def name_counts_sql(kinds: Sequence[str], document_filter: Any, filter_clauses: Any) -> tuple[str, list[Any]]:
    """How often each document names each name (of these reference kinds): the map's edges."""
    narrowing, params = filter_clauses(document_filter)
    clauses = [f"r.kind IN ({_marks(kinds)})", *narrowing]
    sql = f"""
        SELECT r.document_id, r.name, count(*) FROM symbol_references r JOIN documents d ON d.id = r.document_id
        WHERE {' AND '.join(clauses)} GROUP BY r.document_id, r.name
    """
    return sql, [*kinds, *params]


def name_count_of(row: Any) -> NameCount:
    return NameCount(row[0], row[1], int(row[2]))


# Code documents whose table is missing or of an older extractor: the backfill's to do.
TO_EXTRACT = """
    SELECT d.id FROM documents d LEFT JOIN symbol_files f ON f.document_id = d.id
    WHERE d.content_type = 'code' AND (f.document_id IS NULL OR f.version < ?)
"""
ORPHANS = {
    "definitions": "SELECT count(*) FROM definitions WHERE document_id NOT IN (SELECT id FROM documents)",
    "symbol_references": "SELECT count(*) FROM symbol_references WHERE document_id NOT IN (SELECT id FROM documents)",
    "symbol_files": "SELECT count(*) FROM symbol_files WHERE document_id NOT IN (SELECT id FROM documents)",
}
