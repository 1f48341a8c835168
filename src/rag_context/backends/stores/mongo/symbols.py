"""The symbol table's records on MongoDB (issue 31): `C0N7EXT_definitions` and `C0N7EXT_references`,
one record per definition or reference, and the queries that read them. Pure: store.py runs them.

They follow the chunk records' scheme (records.py): written tagged with a revision before the
document record names that revision (its `symbols: {version, language, revision}`), the records of
the revision it replaced removed after; a reader keeps only the records of the revision its
document names (`current`), so a save that dies halfway, or a document deleted while its records
are being removed, is never seen. Each record carries its document's filter fields, so the filter
language narrows them where they are (filters.chunk_query).
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping, Sequence
from typing import Any

from pymongo import ASCENDING, IndexModel

from rag_context.backends.stores.mongo.filters import chunk_query
from rag_context.backends.stores.mongo.records import micros_since_epoch, require_str
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
from rag_context.core.models import StoredDocument, metadata_filter_fields

DEFINITIONS = "C0N7EXT_definitions"
REFERENCES = "C0N7EXT_references"
SYMBOL_COLLECTIONS = (DEFINITIONS, REFERENCES)


def symbols_field(table: SymbolTable, revision: str) -> dict[str, Any]:
    """What a document record says of its table: the extractor's version, the language, and the
    revision of its records."""
    return {"version": table.version, "language": table.language, "revision": revision}


def _document_fields(document: StoredDocument, revision: str, saved_at_us: int) -> dict[str, Any]:
    meta = document.metadata
    return {
        "documentId": require_str("document_id", document.document_id),
        "revision": revision,
        "savedAtUs": int(saved_at_us),
        "sessionId": document.session_id,
        "source": document.source,
        "contentType": document.content_type,
        "tags": list(meta.tags),
        **metadata_filter_fields(meta),
        "indexedAtUs": micros_since_epoch(document.indexed_at),
    }


def definition_records(document: StoredDocument, table: SymbolTable, revision: str, saved_at_us: int) -> list[dict[str, Any]]:
    common = _document_fields(document, revision, saved_at_us)
    return [
        {
            "_id": f"{document.document_id}:d{index}@{revision}",
            **common,
            "name": d.name,
            "nameLower": d.name.lower(),
            "kind": d.kind,
            "symbol": d.symbol,
            "container": d.container,
            "containerKind": d.container_kind,
            "namespace": d.namespace,
            "signature": d.signature,
            "lineStart": d.line_start,
            "lineEnd": d.line_end,
            "chunkIndex": d.chunk_index,
            "doc": d.doc,
            "arityMin": d.arity_min,
            "arityMax": d.arity_max,
            "bases": list(d.bases),
            "receiver": d.receiver,
            "flags": sorted(d.flags),
        }
        for index, d in enumerate(table.definitions)
    ]


def reference_records(document: StoredDocument, table: SymbolTable, revision: str, saved_at_us: int) -> list[dict[str, Any]]:
    common = _document_fields(document, revision, saved_at_us)
    return [
        {
            "_id": f"{document.document_id}:r{index}@{revision}",
            **common,
            "name": r.name,
            "kind": r.kind,
            "line": r.line,
            "enclosing": r.enclosing,
            "qualifier": r.qualifier,
            "receiverType": r.receiver_type,
            "arity": r.arity,
            "target": r.target,
            "alias": r.alias,
        }
        for index, r in enumerate(table.references)
    ]


def definition_indexes() -> list[IndexModel]:
    return [
        IndexModel([("name", ASCENDING)], name="name_idx"),
        IndexModel([("nameLower", ASCENDING)], name="name_lower_idx"),
        IndexModel([("symbol", ASCENDING)], name="symbol_idx"),
        IndexModel([("container", ASCENDING)], name="container_idx"),
        IndexModel([("documentId", ASCENDING), ("revision", ASCENDING)], name="document_revision_idx"),
    ]


def reference_indexes() -> list[IndexModel]:
    return [
        IndexModel([("name", ASCENDING)], name="name_idx"),
        IndexModel([("documentId", ASCENDING), ("enclosing", ASCENDING)], name="document_enclosing_idx"),
        IndexModel([("documentId", ASCENDING), ("revision", ASCENDING)], name="document_revision_idx"),
    ]


def _strings(name: str, values: Iterable[str]) -> list[str]:
    return [require_str(name, value) for value in values]


def definitions_filter(query: DefinitionQuery) -> dict[str, Any]:
    """`query` as a find filter: every user value an operand of $eq, $in or an escaped regex."""
    conditions: list[dict[str, Any]] = []
    if query.names:
        conditions.append({"name": {"$in": _strings("name", query.names)}})
    if query.name_contains:
        conditions.append({"nameLower": {"$regex": re.escape(require_str("name", query.name_contains).lower())}})
    if query.symbols:
        conditions.append({"symbol": {"$in": _strings("symbol", query.symbols)}})
    if query.symbol_suffix:
        suffix = require_str("symbol", query.symbol_suffix)
        conditions.append({"name": {"$eq": suffix.rsplit(".", 1)[-1]}})
        conditions.append({"$or": [{"symbol": {"$eq": suffix}}, {"symbol": {"$regex": f"\\.{re.escape(suffix)}$"}}]})
    if query.containers:
        conditions.append({"container": {"$in": _strings("container", query.containers)}})
    if query.kinds:
        conditions.append({"kind": {"$in": _strings("kind", query.kinds)}})
    if query.document_ids:
        conditions.append({"documentId": {"$in": _strings("document_id", query.document_ids)}})
    if query.sources:
        conditions.append({"source": {"$in": _strings("source", query.sources)}})
    if query.session_id is not None:
        conditions.append({"sessionId": {"$eq": require_str("session_id", query.session_id)}})
    if query.session_ids:
        conditions.append({"sessionId": {"$in": _strings("session_id", query.session_ids)}})
    narrowing = chunk_query(query.document_filter)  # type: ignore[arg-type]
    if narrowing:
        conditions.append(narrowing)
    return {"$and": conditions} if conditions else {}


def references_filter(query: ReferenceQuery) -> dict[str, Any]:
    conditions: list[dict[str, Any]] = []
    if query.names:
        conditions.append({"name": {"$in": _strings("name", query.names)}})
    if query.document_ids:
        conditions.append({"documentId": {"$in": _strings("document_id", query.document_ids)}})
    if query.enclosing is not None:
        enclosing = require_str("enclosing", query.enclosing)
        if query.enclosing_prefix:
            conditions.append({"$or": [{"enclosing": {"$eq": enclosing}}, {"enclosing": {"$regex": f"^{re.escape(enclosing)}\\."}}]})
        else:
            conditions.append({"enclosing": {"$eq": enclosing}})
    if query.kinds:
        conditions.append({"kind": {"$in": _strings("kind", query.kinds)}})
    if query.session_ids:
        conditions.append({"sessionId": {"$in": _strings("session_id", query.session_ids)}})
    narrowing = chunk_query(query.document_filter)  # type: ignore[arg-type]
    if narrowing:
        conditions.append(narrowing)
    return {"$and": conditions} if conditions else {}


def revisions_of(document_records: Iterable[Mapping[str, Any]]) -> dict[str, str]:
    """Document id -> the revision of its symbol records, from document records (projected)."""
    found = {}
    for record in document_records:
        symbols = record.get("symbols")
        if isinstance(symbols, Mapping) and symbols.get("revision"):
            found[record["_id"]] = str(symbols["revision"])
    return found


def current(records: Iterable[Mapping[str, Any]], revisions: Mapping[str, str]) -> list[Mapping[str, Any]]:
    """The records of the revision their document names (others: a save under way or superseded)."""
    return [record for record in records if revisions.get(record["documentId"]) == record.get("revision")]


def definition_of(record: Mapping[str, Any]) -> StoredDefinition:
    definition = Definition(
        name=record["name"], kind=record["kind"], symbol=record["symbol"], container=record.get("container", ""),
        container_kind=record.get("containerKind", ""), namespace=record.get("namespace", ""), signature=record.get("signature", ""),
        line_start=int(record["lineStart"]), line_end=int(record["lineEnd"]), chunk_index=record.get("chunkIndex"),
        doc=record.get("doc", ""), arity_min=int(record.get("arityMin", 0)), arity_max=int(record.get("arityMax", 0)),
        bases=tuple(record.get("bases") or ()), receiver=record.get("receiver", ""), flags=frozenset(record.get("flags") or ()),
    )
    return StoredDefinition(record["documentId"], record["source"], record["sessionId"], definition, record.get("role"))


def reference_of(record: Mapping[str, Any]) -> StoredReference:
    reference = Reference(
        name=record["name"], kind=record["kind"], line=int(record["line"]), enclosing=record.get("enclosing", ""),
        qualifier=record.get("qualifier", ""), receiver_type=record.get("receiverType", ""), arity=int(record.get("arity", -1)),
        target=record.get("target", ""), alias=record.get("alias", ""),
    )
    return StoredReference(record["documentId"], record["source"], record["sessionId"], reference)


def name_counts_pipeline(kinds: Sequence[str], document_filter: Any) -> list[dict[str, Any]]:
    match: dict[str, Any] = {"kind": {"$in": _strings("kind", kinds)}}
    narrowing = chunk_query(document_filter)
    if narrowing:
        match = {"$and": [match, narrowing]}
    return [
        {"$match": match},
        {"$group": {"_id": {"documentId": "$documentId", "revision": "$revision", "name": "$name"}, "count": {"$sum": 1}}},
    ]


def name_counts_of(rows: Iterable[Mapping[str, Any]], revisions: Mapping[str, str]) -> list[NameCount]:
    return [
        NameCount(row["_id"]["documentId"], row["_id"]["name"], int(row["count"]))
        for row in rows
        if revisions.get(row["_id"]["documentId"]) == row["_id"]["revision"]
    ]


def without_symbols_filter(version: int) -> dict[str, Any]:
    """Code documents without a table of the current extractor's version."""
    return {"contentType": {"$eq": "code"}, "$or": [{"symbols": {"$exists": False}}, {"symbols.version": {"$lt": int(version)}}]}


def record_versions_pipeline() -> list[dict[str, Any]]:
    """Every (document, revision) the symbol records of a collection belong to, with their count."""
    return [{"$group": {"_id": {"documentId": "$documentId", "revision": "$revision"}, "count": {"$sum": 1}}}]


def superseded_filter(document_id: str, keep: str, superseded: str | None, orphan_cutoff_us: int) -> dict[str, Any]:
    """The symbol records a save (of revision `keep`) replaced: those of the revision the document
    named before, and those of saves that died before their switch (older than the cutoff)."""
    clauses: list[dict[str, Any]] = [{"savedAtUs": {"$lt": int(orphan_cutoff_us)}}]
    if superseded is not None:
        clauses.insert(0, {"revision": {"$eq": superseded}})
    return {"documentId": {"$eq": require_str("document_id", document_id)}, "revision": {"$ne": keep}, "$or": clauses}


def stale_filter(document_id: str, keep: str) -> dict[str, Any]:
    """Inside a transaction: every symbol record of the document but those of `keep`."""
    return {"documentId": {"$eq": require_str("document_id", document_id)}, "revision": {"$ne": keep}}


def of_documents(document_ids: Sequence[str]) -> dict[str, Any]:
    return {"documentId": {"$in": _strings("document_id", document_ids)}}
