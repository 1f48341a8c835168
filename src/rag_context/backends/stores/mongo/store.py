"""`MongoStore`: the only module here that speaks to MongoDB (pymongo's `AsyncMongoClient`)."""

from __future__ import annotations

import contextlib
import dataclasses
import os
from collections.abc import Iterator, Mapping, Sequence
from datetime import datetime, timezone
from pathlib import Path
from typing import Any

import pymongo
import structlog
from bson.codec_options import CodecOptions
from bson.errors import BSONError
from pymongo import (
    ASCENDING,
    DESCENDING,
    AsyncMongoClient,
    IndexModel,
    ReturnDocument,
    UpdateMany,
    UpdateOne,
)
from pymongo.errors import DuplicateKeyError, OperationFailure, PyMongoError
from pymongo.write_concern import WriteConcern

from rag_context.backends.stores.mongo.dump import DUMPED_COLLECTIONS, RESTORE_BATCH, dump_file, is_lease, read_records, write_record
from rag_context.backends.stores.mongo.indexes import (
    REQUIRED_INDEXES,
    chunk_indexes,
    document_indexes,
    error_indexes,
    metrics_indexes,
    ttl_seconds,
)
from rag_context.backends.stores.mongo.metrics import (
    aggregates_from_groups,
    error_counts_pipeline,
    error_record,
    metrics_record,
    metrics_row,
    observation_from_row,
    observations_pipeline,
    percentile_pipeline,
    stats_pipeline,
)
from rag_context.backends.stores.mongo.records import (
    CHUNKS,
    DECLARED_MEMORY_FIELDS,
    DELETE_BATCH,
    DOCUMENTS,
    MEMORY_PROJECTION,
    MEMORY_REVISION,
    SUPERSESSIONS,
    declared_changed,
    declared_memory_fields,
    from_micros,
    memory_changed_filter,
    memory_from_record,
    replaced_by_any,
    save_update,
    supersession_state_of,
    ERRORS,
    METRICS,
    ONE_MICROSECOND,
    ORPHAN_GRACE,
    PENDING_SORT,
    chunk_count_pipeline,
    chunk_documents,
    chunk_line_updates,
    chunks_of,
    count_matching_pipeline,
    document_filter,
    document_from_record,
    document_line_updates,
    document_record,
    document_versions_pipeline,
    documents_in,
    list_documents_pipeline,
    micros_since_epoch,
    new_revision,
    pending_filter,
    require_str,
    session_filter,
    stale_chunks_filter,
    status_filter,
    summary_from_record,
    superseded_chunks_filter,
    version_from_record,
    without_lines_filter,
)
from rag_context.backends.stores.mongo import symbols as sym
from rag_context.backends.stores.mongo.state import (
    STATE,
    content_version_bump,
    content_version_filter,
    content_version_from_record,
    lease_from_record,
    lease_record_filter,
    lease_release,
    lease_take,
    new_state_record,
    state_from_record,
    state_record_filter,
    state_swap,
)
from rag_context.backends.stores.mongo.text_search import (
    hit_from_record,
    text_search_pipeline,
)
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
from rag_context.core.filters import DocumentFilter
from rag_context.core.memory.currency import SUPERSEDED_AT_US, SUPERSEDED_BY, SUPERSEDES, DocumentMemory
from rag_context.core.models import (
    ComponentStatus,
    MemoryChange,
    DocumentFilters,
    DocumentStatus,
    DocumentSummary,
    DocumentVersion,
    ErrorRecord,
    Hit,
    MetricsRecord,
    QueryObservation,
    SearchFilters,
    StoredDocument,
)
from rag_context.core.ports import DependencyError
from rag_context.core.stats import QueryFilter, Stats, nearest_rank

log = structlog.get_logger(__name__)


# Technical spec §6.2.
POOL_OPTIONS: dict[str, int] = {
    "maxPoolSize": 50,
    "minPoolSize": 10,
    "maxIdleTimeMS": 30000,
    "waitQueueTimeoutMS": 5000,
}


# Index builds on an existing, large collection can take longer than one request may.
INDEX_BUILD_TIMEOUT_S = 120.0

TRANSACTION_ATTEMPTS = 3
SETTLE_ATTEMPTS = 5  # reads of a document's supersessions while concurrent saves keep changing them


# Server error codes.
INDEX_NOT_FOUND = 27  # "text index required for $text query"

INDEX_OPTIONS_CONFLICT = 85


INDEX_KEY_SPECS_CONFLICT = 86

# Durable writes for documents: acknowledged by a majority and journaled (standalone: the journal).
DOCUMENT_WRITE_CONCERN = WriteConcern(w="majority", j=True)

TRANSACTION_WRITE_CONCERN = WriteConcern(w="majority")


def client_options(timeout_s: float) -> dict[str, Any]:
    """Pool settings of technical spec §6.2, every wait bounded by `timeout_s` so that a dead server
    fails fast (server selection, connect, socket reads), and writes that survive a failover on a
    replica set: acknowledged by a majority of its members (a standalone server: by itself) and
    retried once by the driver when the primary changes under them (retryable writes)."""
    if timeout_s <= 0:
        raise ValueError("timeout_s must be positive")
    timeout_ms = max(1, int(timeout_s * 1000))
    return {
        **POOL_OPTIONS,
        "waitQueueTimeoutMS": min(POOL_OPTIONS["waitQueueTimeoutMS"], timeout_ms),
        "serverSelectionTimeoutMS": timeout_ms,
        "connectTimeoutMS": timeout_ms,
        "socketTimeoutMS": timeout_ms,
        "appname": "rag-context",
        "tz_aware": True,
        "w": "majority",
        "retryWrites": True,
    }


def supports_transactions(hello: Mapping[str, Any]) -> bool:
    """Transactions need sessions and a replica set member or a mongos."""
    if "logicalSessionTimeoutMinutes" not in hello:
        return False
    return hello.get("setName") is not None or hello.get("msg") == "isdbgrid"


class MongoStore:
    """`ContextStore` on MongoDB. Build it with `await MongoStore.open(uri, database)`."""

    def __init__(
        self,
        client: Any,
        database: Any,
        *,
        owns_client: bool,
        timeout_s: float,
        metrics_retention_days: int,
    ) -> None:
        self._client = client
        self._db = database
        self._owns_client = owns_client
        self._timeout_s = timeout_s
        self._retention_days = metrics_retention_days
        self._documents = database.get_collection(DOCUMENTS, write_concern=DOCUMENT_WRITE_CONCERN)
        self._chunks = database.get_collection(CHUNKS, write_concern=DOCUMENT_WRITE_CONCERN)
        self._metrics = database.get_collection(METRICS)
        self._errors = database.get_collection(ERRORS)
        self._state = database.get_collection(STATE, write_concern=DOCUMENT_WRITE_CONCERN)
        self._definitions = database.get_collection(sym.DEFINITIONS, write_concern=DOCUMENT_WRITE_CONCERN)
        self._references = database.get_collection(sym.REFERENCES, write_concern=DOCUMENT_WRITE_CONCERN)
        self._transactions = False
        self._closed = False

    @classmethod
    async def open(
        cls,
        uri: str,
        database: str,
        *,
        metrics_retention_days: int = 30,
        timeout_s: float = 5.0,
        client: Any = None,
    ) -> "MongoStore":
        """Connect (failing within about `timeout_s` when the server is not there), make the indexes,
        and find out whether the server runs transactions.

        A `client` that is given is used as it is and left open by `close` (its owner closes it); the
        database is taken from it with timezone-aware UTC dates whatever the client's own options."""
        ttl_seconds(metrics_retention_days)
        options = client_options(timeout_s)
        owns_client = client is None
        if client is None:
            try:
                client = AsyncMongoClient(uri, **options)
            except (PyMongoError, ValueError, TypeError) as error:
                raise DependencyError(f"mongodb: bad connection settings: {error}") from error
        db = client.get_database(database, codec_options=CodecOptions(tz_aware=True, tzinfo=timezone.utc))
        store = cls(
            client,
            db,
            owns_client=owns_client,
            timeout_s=timeout_s,
            metrics_retention_days=metrics_retention_days,
        )
        try:
            with store._guard("connect"):
                await db.command("ping")
                hello = await db.command("hello")
            store._transactions = supports_transactions(hello)
            await store.ensure_indexes()
        except BaseException:
            await store.close()
            raise
        log.info("mongo.opened", database=database, transactions=store._transactions)
        return store

    @property
    def uses_transactions(self) -> bool:
        return self._transactions

    # --- plumbing

    @contextlib.contextmanager
    def _guard(self, operation: str, timeout_s: float | None = None) -> Iterator[None]:
        """Every driver call runs in here: one deadline for the whole operation (pymongo's
        client-side operation timeout: server selection, pool checkout, network), and any failure
        of the driver or the server surfaces as DependencyError."""
        if self._closed:
            raise DependencyError("mongodb: store is closed")
        try:
            with pymongo.timeout(timeout_s if timeout_s is not None else self._timeout_s):
                yield
        except (PyMongoError, BSONError, OSError, TimeoutError) as error:
            raise DependencyError(f"mongodb: {operation}: {error}") from error

    async def ensure_indexes(self) -> None:
        """Create every index (a no-op where it exists as specified). The TTL is set on an existing
        timestamp index too (collMod), so changing the retention takes effect on the next open."""
        plan = [
            (self._documents, document_indexes()),
            (self._chunks, chunk_indexes()),
            (self._definitions, sym.definition_indexes()),
            (self._references, sym.reference_indexes()),
            (self._metrics, metrics_indexes(self._retention_days)),
            (self._errors, error_indexes(self._retention_days)),
        ]
        with self._guard("create indexes", INDEX_BUILD_TIMEOUT_S):
            for collection, models in plan:
                for model in models:
                    await self._create_index(collection, model)

    async def _create_index(self, collection: Any, model: IndexModel) -> None:
        spec = model.document
        try:
            await collection.create_indexes([model])
            return
        except OperationFailure as error:
            if error.code not in (INDEX_OPTIONS_CONFLICT, INDEX_KEY_SPECS_CONFLICT):
                raise
            conflict = error
        if "expireAfterSeconds" in spec and conflict.code == INDEX_OPTIONS_CONFLICT:
            # Same keys, other options (no TTL yet, another retention, another name): set the TTL.
            await self._db.command(
                "collMod",
                collection.name,
                index={"keyPattern": dict(spec["key"]), "expireAfterSeconds": spec["expireAfterSeconds"]},
            )
            return
        if spec["name"] in REQUIRED_INDEXES.get(collection.name, set()):
            raise conflict
        log.warning("mongo.index_conflict", collection=collection.name, index=spec["name"], error=str(conflict))

    # --- documents

    async def get_document(self, document_id: str) -> StoredDocument | None:
        query = document_filter(document_id)
        with self._guard("get document"):
            record = await self._documents.find_one(query)
        return None if record is None else document_from_record(record)

    async def get_documents(self, document_ids: Sequence[str]) -> dict[str, StoredDocument]:
        """One find per DELETE_BATCH ids; the chunks come with their document record."""
        ids = list(dict.fromkeys(document_ids))
        found: dict[str, StoredDocument] = {}
        for start in range(0, len(ids), DELETE_BATCH):
            with self._guard("get documents"):
                records = await self._documents.find(documents_in(ids[start : start + DELETE_BATCH])).to_list()
            found.update((record["_id"], document_from_record(record)) for record in records)
        return found

    async def fingerprints(self, document_ids: Sequence[str]) -> dict[str, str]:
        ids = list(dict.fromkeys(document_ids))
        found: dict[str, str] = {}
        for start in range(0, len(ids), DELETE_BATCH):
            with self._guard("read fingerprints"):
                cursor = self._documents.find(documents_in(ids[start : start + DELETE_BATCH]), projection={"fingerprint": 1})
                records = await cursor.to_list()
            found.update((record["_id"], str(record["fingerprint"])) for record in records)
        return found

    async def save_documents(self, documents: Sequence[StoredDocument]) -> None:
        # One at a time on purpose: each save is a careful revision switch (chunks of the new
        # revision, then the record that names it, then the superseded chunks away), and one
        # transaction over many documents would conflict with every concurrent save of any of them.
        # Not all or none: the documents saved before a failure stay saved, as pending.
        for document in documents:
            await self.save_document(document)

    async def save_document(self, document: StoredDocument) -> None:
        """Chunks of a new revision first, then the document record that names it (the switch, one
        atomic write), then the superseded chunks away; in one transaction where the server has them."""
        if self._transactions:
            await self._save_in_transaction(document)
            await self._bump_content_version()
            return
        revision = new_revision()
        saved_at_us = micros_since_epoch(datetime.now(timezone.utc))
        record = self._document_record(document, revision)
        chunks = chunk_documents(document, revision, saved_at_us)
        with self._guard("save document"):
            if chunks:
                await self._chunks.insert_many(chunks, ordered=True)
            await self._insert_symbols(document, revision, saved_at_us)
            previous = await self._documents.find_one_and_update(
                document_filter(document.document_id),
                save_update(record),
                projection={"revision": 1, "symbols.revision": 1, **{field: 1 for field in DECLARED_MEMORY_FIELDS}},
                upsert=True,
                return_document=ReturnDocument.BEFORE,
            )
            if declared_changed(previous, record):
                # Without a transaction, after the switch: a save that dies here leaves the document
                # marked (memoryRevision, set by the switch when it declares anything), and
                # `memory_changes` settles its supersessions again (idempotent).
                await self._settle_supersessions(document.document_id, document.memory.supersedes, document.indexed_at)
                if not declared_memory_fields(document.memory):  # cleared: the switch did not mark it
                    await self._documents.update_one(document_filter(document.document_id), {"$inc": {MEMORY_REVISION: 1}})
        await self._bump_content_version()  # after the switch: a search that sees the new value sees the document
        superseded = None if previous is None else previous.get("revision")
        superseded_symbols = sym.revisions_of([previous]).get(document.document_id) if previous is not None else None
        cutoff = saved_at_us - ORPHAN_GRACE // ONE_MICROSECOND
        try:
            with self._guard("remove superseded chunks"):
                await self._chunks.delete_many(
                    superseded_chunks_filter(document.document_id, revision, superseded, cutoff)
                )
                if superseded_symbols is not None or document.symbols is not None:  # prose has none: no extra round trip
                    for collection in (self._definitions, self._references):
                        await collection.delete_many(sym.superseded_filter(document.document_id, revision, superseded_symbols, cutoff))
        except DependencyError as error:
            # The document is saved, and searches already ignore chunks of any other revision than
            # the document's; orphans go with a later save of this document.
            log.warning("mongo.stale_chunks_left", document_id=document.document_id, error=str(error))

    async def _save_in_transaction(self, document: StoredDocument) -> None:
        for attempt in range(1, TRANSACTION_ATTEMPTS + 1):
            revision = new_revision()
            record = self._document_record(document, revision)
            saved_at_us = micros_since_epoch(datetime.now(timezone.utc))
            chunks = chunk_documents(document, revision, saved_at_us)
            try:
                with self._guard("save document"):
                    async with self._client.start_session() as session:
                        async with await session.start_transaction(write_concern=TRANSACTION_WRITE_CONCERN):
                            if chunks:
                                await self._chunks.insert_many(chunks, ordered=True, session=session)
                            previous = await self._documents.find_one_and_update(
                                document_filter(document.document_id),
                                save_update(record),
                                projection={field: 1 for field in DECLARED_MEMORY_FIELDS},
                                upsert=True,
                                return_document=ReturnDocument.BEFORE,
                                session=session,
                            )
                            await self._chunks.delete_many(
                                stale_chunks_filter(document.document_id, revision), session=session
                            )
                            if document.symbols is not None:
                                # (A document that stops being code leaves records no reader sees,
                                # since its record names no revision of them: `check --repair`.)
                                await self._insert_symbols(document, revision, saved_at_us, session)
                                for collection in (self._definitions, self._references):
                                    await collection.delete_many(sym.stale_filter(document.document_id, revision), session=session)
                            if declared_changed(previous, record):
                                await self._settle_supersessions(
                                    document.document_id, document.memory.supersedes, document.indexed_at, session
                                )
                                if not declared_memory_fields(document.memory):  # cleared: the switch did not mark it
                                    await self._documents.update_one(
                                        document_filter(document.document_id), {"$inc": {MEMORY_REVISION: 1}}, session=session
                                    )
                return
            except DependencyError as error:
                cause = error.__cause__
                transient = isinstance(cause, PyMongoError) and (
                    cause.has_error_label("TransientTransactionError")
                    or cause.has_error_label("UnknownTransactionCommitResult")
                )
                if not transient or attempt == TRANSACTION_ATTEMPTS:
                    raise
                # A concurrent save of the same document (write conflict) or a failover: again,
                # with a new revision (a commit whose result is unknown may have gone through).
                log.info("mongo.transaction_retry", document_id=document.document_id, attempt=attempt)

    @staticmethod
    def _document_record(document: StoredDocument, revision: str) -> dict[str, Any]:
        record = document_record(document, revision)
        if document.symbols is not None:
            record["symbols"] = sym.symbols_field(document.symbols, revision)
        return record

    async def _insert_symbols(self, document: StoredDocument, revision: str, saved_at_us: int, session: Any = None) -> None:
        """The document's symbol records of this revision (before the switch that names it)."""
        table = document.symbols
        if table is None:
            return
        for collection, records in (
            (self._definitions, sym.definition_records(document, table, revision, saved_at_us)),
            (self._references, sym.reference_records(document, table, revision, saved_at_us)),
        ):
            if records:
                await collection.insert_many(records, ordered=False, session=session)

    async def set_status(self, document_id: str, fingerprint: str, status: DocumentStatus, reason: str | None = None) -> None:
        query = status_filter(document_id, fingerprint)
        update: dict[str, Any] = {"$set": {"status": DocumentStatus(status).value}}
        if reason is None:
            update["$unset"] = {"reason": ""}
        else:
            update["$set"]["reason"] = require_str("reason", reason)
        with self._guard("set status"):
            await self._documents.update_one(query, update, upsert=False)
        await self._bump_content_version()

    async def set_statuses(self, items: Sequence[tuple[str, str]], status: DocumentStatus) -> None:
        """One bulk write of set_status's guarded updates (the reason cleared), then one bump."""
        update = {"$set": {"status": DocumentStatus(status).value}, "$unset": {"reason": ""}}
        requests = [UpdateOne(status_filter(document_id, fingerprint), update, upsert=False) for document_id, fingerprint in items]
        if not requests:
            return
        with self._guard("set statuses"):
            await self._documents.bulk_write(requests, ordered=False)
        await self._bump_content_version()

    async def pending_documents(self, limit: int) -> list[StoredDocument]:
        if limit <= 0:
            return []  # find(limit=0) would mean "no limit"
        with self._guard("pending documents"):
            cursor = self._documents.find(pending_filter(), sort=PENDING_SORT, limit=int(limit))
            records = await cursor.to_list()
        return [document_from_record(record) for record in records]

    async def documents_without_lines(self, limit: int) -> list[StoredDocument]:
        if limit <= 0:
            return []
        with self._guard("documents without lines"):
            cursor = self._documents.find(without_lines_filter(), limit=int(limit))
            records = await cursor.to_list()
        return [document_from_record(record) for record in records]

    async def set_chunk_lines(self, rows: Sequence[tuple[str, int, int]]) -> None:
        """The chunk in its document record and its chunk records, each only where it has no lines."""
        if not rows:
            return
        with self._guard("set chunk lines"):
            await self._documents.bulk_write([UpdateOne(*update) for update in document_line_updates(rows)], ordered=False)
            await self._chunks.bulk_write([UpdateMany(*update) for update in chunk_line_updates(rows)], ordered=False)
        await self._bump_content_version()

    async def find_document_ids(self, session_id: str, source: str | None = None) -> list[str]:
        query = session_filter(session_id, source)
        with self._guard("find documents"):
            cursor = self._documents.find(query, projection={"_id": 1}, sort=[("_id", ASCENDING)])
            records = await cursor.to_list()
        return [record["_id"] for record in records]

    async def delete_documents(self, document_ids: Sequence[str]) -> tuple[int, int]:
        """The document records first: they are the switch (a search only returns chunks of a
        document record's current revision), so the documents vanish at once; then every chunk
        record of them. Chunk records left by a failure there are invisible, and a retry (delete is
        idempotent) removes them."""
        ids = list(dict.fromkeys(document_ids))
        documents = chunks = 0
        for start in range(0, len(ids), DELETE_BATCH):
            batch = ids[start : start + DELETE_BATCH]
            with self._guard("delete documents"):
                counted = await self._aggregate(self._documents, chunk_count_pipeline(batch))
                replaced = await self._documents.find(replaced_by_any(batch), projection={"_id": 1}).to_list()
                result = await self._documents.delete_many(documents_in(batch))
                await self._chunks.delete_many(chunks_of(batch))
                for collection in (self._definitions, self._references):
                    await collection.delete_many(sym.of_documents(batch))
                if replaced:  # what these replaced is current again, unless another document replaced it too
                    await self._documents.update_many(replaced_by_any(batch), {"$pull": {SUPERSESSIONS: {"newId": {"$in": batch}}}})
                    await self._refresh_supersessions([record["_id"] for record in replaced if record["_id"] not in set(ids)])
            documents += int(result.deleted_count)
            chunks += int(counted[0]["chunks"]) if counted else 0
        if ids:
            await self._bump_content_version()
        return documents, chunks

    # --- memory (issue 32)

    async def _settle_supersessions(self, new_id: str, declared: Sequence[str], at: datetime, session: Any = None) -> None:
        """Make the supersessions `new_id` states what it declares (idempotent): its entry pulled from
        the documents it no longer replaces, pushed (with `at`, kept where it is there already) to
        those it does, their derived state refreshed."""
        wanted = [require_str("supersedes", item) for item in dict.fromkeys(declared)]
        dropped = await self._documents.find(
            {"supersessions.newId": {"$eq": new_id}, "_id": {"$nin": wanted}}, projection={"_id": 1}, session=session
        ).to_list()
        dropped_ids = [record["_id"] for record in dropped]
        if dropped_ids:
            await self._documents.update_many(
                documents_in(dropped_ids), {"$pull": {SUPERSESSIONS: {"newId": new_id}}}, session=session
            )
        entry = {"newId": new_id, "atUs": micros_since_epoch(at)}
        for old_id in wanted:
            await self._documents.update_one(
                {"_id": {"$eq": old_id}, "supersessions.newId": {"$ne": new_id}}, {"$push": {SUPERSESSIONS: entry}}, session=session
            )
        await self._refresh_supersessions([*dropped_ids, *wanted], session)

    async def _refresh_supersessions(self, document_ids: Sequence[str], session: Any = None) -> None:
        """Derive supersededBy and supersededAtUs of these documents from their supersessions again;
        a change marks the document for its points (memoryRevision). Optimistic: the update holds
        only while the supersessions are as read, else they are read again (another save changed them)."""
        for document_id in dict.fromkeys(document_ids):
            for _ in range(SETTLE_ATTEMPTS):
                record = await self._documents.find_one(
                    document_filter(document_id), projection={SUPERSESSIONS: 1, SUPERSEDED_BY: 1, SUPERSEDED_AT_US: 1}, session=session
                )
                if record is None:
                    break
                by, at = supersession_state_of(record)
                if by == record.get(SUPERSEDED_BY) and at == record.get(SUPERSEDED_AT_US):
                    break
                update: dict[str, Any] = {"$inc": {MEMORY_REVISION: 1}}
                if by is None:
                    update["$unset"] = {SUPERSEDED_BY: "", SUPERSEDED_AT_US: ""}
                else:
                    update["$set"] = {SUPERSEDED_BY: by, SUPERSEDED_AT_US: at}
                unchanged = {SUPERSESSIONS: record[SUPERSESSIONS]} if SUPERSESSIONS in record else {SUPERSESSIONS: {"$exists": False}}
                result = await self._documents.update_one({**document_filter(document_id), **unchanged}, update, session=session)
                if int(result.matched_count) == 1:
                    break

    async def memory_of(self, document_ids: Sequence[str]) -> dict[str, DocumentMemory]:
        ids = list(dict.fromkeys(document_ids))
        found: dict[str, DocumentMemory] = {}
        for start in range(0, len(ids), DELETE_BATCH):
            with self._guard("read memory"):
                records = await self._documents.find(documents_in(ids[start : start + DELETE_BATCH]), projection=MEMORY_PROJECTION).to_list()
            found.update((record["_id"], memory_from_record(record)) for record in records)
        return found

    async def memory_changes(self, limit: int, document_ids: Sequence[str] | None = None) -> list[MemoryChange]:
        if limit <= 0:
            return []
        query = memory_changed_filter() if document_ids is None else {**memory_changed_filter(), **documents_in(document_ids)}
        with self._guard("memory changes"):
            records = await self._documents.find(
                query, projection={**MEMORY_PROJECTION, MEMORY_REVISION: 1, "indexedAtUs": 1}, sort=[("_id", ASCENDING)], limit=int(limit)
            ).to_list()
            if not self._transactions:
                # A save that died between its switch and its supersessions is finished here.
                for record in records:
                    if record.get(SUPERSEDES):
                        await self._settle_supersessions(record["_id"], record[SUPERSEDES], from_micros(record["indexedAtUs"]))
                if any(record.get(SUPERSEDES) for record in records):
                    records = await self._documents.find(
                        documents_in([record["_id"] for record in records]), projection={**MEMORY_PROJECTION, MEMORY_REVISION: 1}
                    ).to_list()
        return [MemoryChange(record["_id"], memory_from_record(record), int(record.get(MEMORY_REVISION, 0))) for record in records]

    async def clear_memory_changes(self, changes: Sequence[MemoryChange]) -> None:
        requests = [
            UpdateOne({"_id": {"$eq": change.document_id}, MEMORY_REVISION: {"$eq": change.revision}}, {"$set": {MEMORY_REVISION: 0}})
            for change in changes
        ]
        if requests:
            with self._guard("clear memory changes"):
                await self._documents.bulk_write(requests, ordered=False)

    async def count_memory_changes(self) -> int:
        with self._guard("count memory changes"):
            return int(await self._documents.count_documents(memory_changed_filter()))

    async def superseded_documents(self, limit: int, after: str | None = None) -> list[tuple[str, datetime, int]]:
        if limit <= 0:
            return []
        query: dict[str, Any] = {SUPERSEDED_AT_US: {"$exists": True}}
        if after is not None:
            query["_id"] = {"$gt": require_str("cursor", after)}
        with self._guard("superseded documents"):
            records = await self._aggregate(
                self._documents,
                [
                    {"$match": query},
                    {"$sort": {"_id": ASCENDING}},
                    {"$limit": int(limit)},
                    {"$project": {SUPERSEDED_AT_US: 1, "chunkCount": {"$size": {"$ifNull": ["$chunks", []]}}}},
                ],
            )
        return [(record["_id"], from_micros(record[SUPERSEDED_AT_US]), int(record["chunkCount"])) for record in records]

    async def mark_memory_changed(self, document_ids: Sequence[str]) -> None:
        if document_ids:
            with self._guard("mark memory changed"):
                await self._documents.update_many(documents_in(document_ids), {"$inc": {MEMORY_REVISION: 1}})

    async def move_memory(self, moves: Sequence[tuple[str, str]]) -> list[str]:
        others: set[str] = set()
        with self._guard("move memory"):
            for old_id, new_id in moves:
                old = await self._documents.find_one(document_filter(old_id), projection={SUPERSESSIONS: 1})
                entries = list((old or {}).get(SUPERSESSIONS) or ())
                await self._documents.update_one(
                    document_filter(new_id), {"$set": {SUPERSESSIONS: entries}, "$inc": {MEMORY_REVISION: 1}}
                )
                for entry in entries:  # the documents that replaced the old id name the new one
                    naming = await self._documents.find_one(document_filter(entry["newId"]), projection={SUPERSEDES: 1})
                    if naming is not None and naming.get(SUPERSEDES):
                        listed = list(dict.fromkeys(new_id if item == old_id else item for item in naming[SUPERSEDES]))
                        await self._documents.update_one(
                            document_filter(entry["newId"]), {"$set": {SUPERSEDES: listed}, "$inc": {MEMORY_REVISION: 1}}
                        )
                        others.add(entry["newId"])
                replaced = await self._documents.find(replaced_by_any([old_id]), projection={SUPERSESSIONS: 1}).to_list()
                for record in replaced:  # the documents the old id replaced are replaced by the new one, at the same moment
                    moved = [{**entry, "newId": new_id} if entry["newId"] == old_id else entry for entry in record[SUPERSESSIONS]]
                    await self._documents.update_one(document_filter(record["_id"]), {"$set": {SUPERSESSIONS: moved}})
                await self._refresh_supersessions([new_id, *(record["_id"] for record in replaced)])
                others.update(record["_id"] for record in replaced)
        if moves:
            await self._bump_content_version()
        return sorted(others - {new for _, new in moves} - {old for old, _ in moves})

    async def list_documents(self, filters: DocumentFilters, limit: int, after: str | None = None) -> list[DocumentSummary]:
        if limit <= 0:
            return []
        with self._guard("list documents"):
            records = await self._aggregate(self._documents, list_documents_pipeline(filters, limit, after))
        return [summary_from_record(record) for record in records]

    async def document_versions(self, limit: int, after: str | None = None) -> list[DocumentVersion]:
        if limit <= 0:
            return []
        with self._guard("list document versions"):
            records = await self._aggregate(self._documents, document_versions_pipeline(limit, after))
        return [version_from_record(record) for record in records]

    async def count_matching(self, filters: DocumentFilters) -> tuple[int, int]:
        with self._guard("count matching documents"):
            rows = await self._aggregate(self._documents, count_matching_pipeline(filters))
        return (int(rows[0]["documents"]), int(rows[0]["chunks"])) if rows else (0, 0)

    async def count_documents(self) -> int:
        with self._guard("count documents"):
            return int(await self._documents.count_documents({}))

    async def count_pending(self) -> int:
        with self._guard("count pending"):
            return int(await self._documents.count_documents(pending_filter()))

    async def count_failed(self) -> int:
        with self._guard("count failed"):
            return int(await self._documents.count_documents({"status": {"$eq": DocumentStatus.FAILED.value}}))

    # --- the symbol table (issue 31; the records and queries in symbols.py)

    async def _symbol_revisions(self, document_ids: Sequence[str]) -> dict[str, str]:
        ids = list(dict.fromkeys(document_ids))
        found: dict[str, str] = {}
        for start in range(0, len(ids), DELETE_BATCH):
            cursor = self._documents.find(documents_in(ids[start : start + DELETE_BATCH]), projection={"symbols.revision": 1})
            found.update(sym.revisions_of(await cursor.to_list()))
        return found

    async def _current(self, collection: Any, query: dict[str, Any], limit: int) -> list[Any]:
        """The records `query` finds, of their documents' current revision only."""
        if limit <= 0:
            return []
        records = await collection.find(query, sort=[("_id", ASCENDING)], limit=int(limit)).to_list()
        return sym.current(records, await self._symbol_revisions([record["documentId"] for record in records]))

    async def find_definitions(self, query: DefinitionQuery) -> list[StoredDefinition]:
        with self._guard("find definitions"):
            records = await self._current(self._definitions, sym.definitions_filter(query), query.limit)
        return [sym.definition_of(record) for record in records]

    async def find_references(self, query: ReferenceQuery) -> list[StoredReference]:
        with self._guard("find references"):
            records = await self._current(self._references, sym.references_filter(query), query.limit)
        return [sym.reference_of(record) for record in records]

    async def name_counts(self, document_filter: DocumentFilter | None = None, kinds: Sequence[str] = ()) -> list[NameCount]:
        with self._guard("count names"):
            rows = await self._aggregate(self._references, sym.name_counts_pipeline(kinds or REFERENCE_KINDS, document_filter))
            revisions = await self._symbol_revisions([row["_id"]["documentId"] for row in rows])
        return sym.name_counts_of(rows, revisions)

    async def documents_without_symbols(self, limit: int) -> list[StoredDocument]:
        if limit <= 0:
            return []
        with self._guard("documents without symbols"):
            records = await self._documents.find(sym.without_symbols_filter(EXTRACTOR_VERSION), limit=int(limit)).to_list()
        return [document_from_record(record) for record in records]

    async def save_symbols(self, items: Sequence[tuple[str, str, SymbolTable]]) -> int:
        """Each table's records under a revision of its own, then the document record names it
        (only if the document is still that version), then the records it replaced go."""
        saved = 0
        for document_id, fingerprint, table in items:
            revision = new_revision()
            saved_at_us = micros_since_epoch(datetime.now(timezone.utc))
            with self._guard("save symbols"):
                record = await self._documents.find_one(status_filter(document_id, fingerprint))
                if record is None:
                    continue
                document = document_from_record(record)
                await self._insert_symbols(dataclasses.replace(document, symbols=table), revision, saved_at_us)
                previous = await self._documents.find_one_and_update(
                    status_filter(document_id, fingerprint),
                    {"$set": {"symbols": sym.symbols_field(table, revision)}},
                    projection={"symbols.revision": 1},
                    return_document=ReturnDocument.BEFORE,
                )
                if previous is None:  # changed meanwhile: its save wrote its own
                    for collection in (self._definitions, self._references):
                        await collection.delete_many({"documentId": {"$eq": document_id}, "revision": {"$eq": revision}})
                    continue
                superseded = sym.revisions_of([previous]).get(document_id)
                cutoff = saved_at_us - ORPHAN_GRACE // ONE_MICROSECOND
                for collection in (self._definitions, self._references):
                    await collection.delete_many(sym.superseded_filter(document_id, revision, superseded, cutoff))
            saved += 1
        return saved

    async def check_symbols(self, repair: bool = False) -> SymbolCheck:
        """Symbol records of no document or of a revision their document does not name (a save or
        a delete that died halfway: invisible to readers), and the code documents to extract."""
        stray: dict[str, list[tuple[str, str]]] = {}
        counts: dict[str, int] = {}
        with self._guard("check symbols"):
            for name, collection in ((sym.DEFINITIONS, self._definitions), (sym.REFERENCES, self._references)):
                rows = await self._aggregate(collection, sym.record_versions_pipeline())
                revisions = await self._symbol_revisions([row["_id"]["documentId"] for row in rows])
                bad = [row for row in rows if revisions.get(row["_id"]["documentId"]) != row["_id"]["revision"]]
                stray[name] = [(row["_id"]["documentId"], row["_id"]["revision"]) for row in bad]
                counts[name] = sum(int(row["count"]) for row in bad)
            to_extract = int(await self._documents.count_documents(sym.without_symbols_filter(EXTRACTOR_VERSION)))
            removed = 0
            if repair:
                for name, collection in ((sym.DEFINITIONS, self._definitions), (sym.REFERENCES, self._references)):
                    for document_id, revision in stray[name]:
                        result = await collection.delete_many({"documentId": {"$eq": document_id}, "revision": {"$eq": revision}})
                        removed += int(result.deleted_count)
        return SymbolCheck(counts[sym.DEFINITIONS], counts[sym.REFERENCES], to_extract, removed)

    # --- keyword fallback

    async def text_search(self, text: str, filters: SearchFilters, limit: int, unindexed_only: bool = False) -> list[Hit]:
        pipeline = text_search_pipeline(text, filters, limit, unindexed_only)
        if pipeline is None:
            return []
        with self._guard("text search"):
            try:
                records = await self._aggregate(self._chunks, pipeline)
            except OperationFailure as error:
                if error.code != INDEX_NOT_FOUND:
                    raise
                # The text index is gone (dropped by hand, collection recreated): make it, try once more.
                log.warning("mongo.text_index_missing", error=str(error))
                for model in chunk_indexes():
                    await self._create_index(self._chunks, model)
                records = await self._aggregate(self._chunks, pipeline)
        return [hit_from_record(record) for record in records]

    @staticmethod
    async def _aggregate(collection: Any, pipeline: list[dict[str, Any]]) -> list[dict[str, Any]]:
        cursor = await collection.aggregate(pipeline, allowDiskUse=True)
        return await cursor.to_list()

    # --- metrics and errors

    async def record_metrics(self, records: Sequence[MetricsRecord]) -> None:
        documents = [metrics_record(record) for record in records]
        if not documents:
            return
        with self._guard("record metrics"):
            await self._metrics.insert_many(documents, ordered=False)

    async def query_observations(self, since: datetime) -> list[QueryObservation]:
        with self._guard("query observations"):
            rows = await self._aggregate(self._metrics, observations_pipeline(since))
        return [observation_from_row(row) for row in rows]

    async def stats(self, since: datetime, queries: QueryFilter | None = None) -> Stats:
        """The stats of the window computed by the server: the per-agent groups of `stats_pipeline`,
        then each exact nearest-rank percentile by `percentile_pipeline`. A record inserted between
        the two reads can move a percentile by one rank. `total_documents` is 0 (the service's count)."""
        with self._guard("stats"):
            aggregates = aggregates_from_groups(await self._aggregate(self._metrics, stats_pipeline(since, queries)))
            total = aggregates.total_queries
            percentiles = []
            for fraction in (0.95, 0.99):
                slower = total - nearest_rank(total, fraction)
                rows = await self._aggregate(self._metrics, percentile_pipeline(since, slower, queries)) if total else []
                percentiles.append(float(rows[0].get("latencyMs", 0.0)) if rows else 0.0)
        return dataclasses.replace(aggregates, p95_latency=percentiles[0], p99_latency=percentiles[1]).to_stats(total_documents=0)

    async def prune_metrics(self) -> int:
        """Nothing to do: the TTL index on `timestamp` (`metrics_retention_days`) expires old records."""
        return 0

    async def metrics_rows(self, limit: int = 100) -> list[dict[str, Any]]:
        """The newest metrics records as stored (spec field names; `_id` as `id`), newest first."""
        if limit <= 0:
            return []
        with self._guard("metrics rows"):
            cursor = self._metrics.find({}, sort=[("_id", DESCENDING)], limit=int(limit))
            records = await cursor.to_list()
        return [metrics_row(record) for record in records]

    async def record_error(
        self,
        component: str,
        operation: str,
        error: str | BaseException,
        context: Mapping[str, Any] | None = None,
        *,
        level: str = "error",
        stack: str | None = None,
    ) -> None:
        """Store one structured error (technical spec §5.4) in `errors`; kept `metrics_retention_days`."""
        document = error_record(component, operation, str(error), context, level=level, stack=stack)
        with self._guard("record error"):
            await self._errors.insert_one(document)

    async def record_errors(self, records: Sequence[ErrorRecord]) -> None:
        """The service's structured errors in `errors`, in the spec's shape: `component` is the
        dependency that failed, `context.correlationId` the request's."""
        documents = [
            error_record(r.dependency, r.operation, r.message, {"correlationId": r.correlation_id}, level=r.level, now=r.timestamp)
            for r in records
        ]
        if not documents:
            return
        with self._guard("record errors"):
            await self._errors.insert_many(documents, ordered=False)

    async def error_counts(self, since: datetime) -> dict[str, int]:
        with self._guard("error counts"):
            rows = await self._aggregate(self._errors, error_counts_pipeline(since))
        return {str(row["_id"]): int(row["errors"]) for row in rows}

    # --- replicas: content version, shared state, leases (see `state`)

    async def _bump_content_version(self) -> None:
        # Outside the save's transaction on purpose: in it, every concurrent save would conflict on
        # this one record. After the change is visible is what the result caches need.
        with self._guard("bump content version"):
            await self._state.update_one(content_version_filter(), content_version_bump(), upsert=True)

    async def content_version(self) -> int:
        with self._guard("content version"):
            record = await self._state.find_one(content_version_filter())
        return content_version_from_record(record)

    async def read_state(self, key: str) -> tuple[int, dict[str, Any] | None]:
        """(revision, value) of a shared state record; (0, None) when there is none."""
        with self._guard("read state"):
            record = await self._state.find_one(state_record_filter(key))
        return state_from_record(record)

    async def write_state(self, key: str, value: Mapping[str, Any], revision: int) -> bool:
        """Replace the record if its revision is still `revision` (0: there is none yet); False when
        another writer got there first."""
        with self._guard("write state"):
            if revision == 0:
                try:
                    await self._state.insert_one(new_state_record(key, value))
                except DuplicateKeyError:
                    return False
                return True
            query, update = state_swap(key, value, revision)
            result = await self._state.update_one(query, update, upsert=False)
        return int(result.matched_count) == 1

    async def take_lease(self, name: str, owner: str, ttl_s: float) -> tuple[str, float]:
        """Take (or renew) the lease for `owner` unless another owner holds it unexpired; returns
        (holder, expiry in Unix seconds). Expiry is judged by this machine's clock: the services'
        clocks must agree within a small part of the lease time (NTP)."""
        query, update = lease_take(name, owner, datetime.now(timezone.utc), ttl_s)
        with self._guard("take lease"):
            try:
                record = await self._state.find_one_and_update(
                    query, update, upsert=True, return_document=ReturnDocument.AFTER
                )
            except DuplicateKeyError:
                record = await self._state.find_one(lease_record_filter(name))
                if record is None:  # released in between: free again, the caller tries once more
                    return "", 0.0
        return lease_from_record(record)

    async def release_lease(self, name: str, owner: str) -> None:
        with self._guard("release lease"):
            await self._state.delete_one(lease_release(name, owner))

    # --- backups (the BSON files: dump.py)

    async def begin_snapshot(self, directory: Path) -> "MongoSnapshot":
        """Fix the store's state now, for a backup (the service holds its writes): on a replica set
        or mongos, a snapshot session (reads at one majority-committed point in time, while writers
        go on; MongoDB keeps that point readable for minSnapshotHistoryWindowInSeconds, 300 s by
        default); on a standalone server there is none, and the dump reads the collections as they
        are, which the writes held by this replica keep still (`pointInTime: false` in the manifest)."""
        session = None
        if self._transactions:
            session = self._client.start_session(snapshot=True)
            try:
                with self._guard("backup"):
                    await self._documents.find_one({}, session=session)  # the first read fixes the point
            except BaseException:
                await session.end_session()
                raise
        return MongoSnapshot(self, directory, session)

    async def dump(self, directory: Path, session: Any) -> dict[str, Any]:
        directory.mkdir(parents=True, exist_ok=True)
        written: dict[str, int] = {}
        statuses: dict[str, int] = {}
        for name in DUMPED_COLLECTIONS:
            collection = self._db.get_collection(name)
            count = 0
            with self._guard(f"backup {name}", timeout_s=BACKUP_TIMEOUT_S), dump_file(directory, name).open("wb") as out:
                cursor = collection.find({}, session=session, batch_size=1000)
                async for record in cursor:
                    if name == STATE and is_lease(record):
                        continue
                    if name == DOCUMENTS:
                        statuses[record.get("status", "")] = statuses.get(record.get("status", ""), 0) + 1
                    write_record(out, record)
                    count += 1
                out.flush()
                os.fsync(out.fileno())
            written[name] = count
        return {
            "kind": "mongodb",
            "pointInTime": session is not None,
            "collections": written,
            "documents": written[DOCUMENTS],
            "indexed": statuses.get(DocumentStatus.INDEXED.value, 0),
            "pending": statuses.get(DocumentStatus.PENDING.value, 0),
            "failed": statuses.get(DocumentStatus.FAILED.value, 0),
            "chunks": written[CHUNKS],
        }

    async def restore_dump(self, directory: Path, requeue: bool = False) -> dict[str, int]:
        """Insert a backup's BSON files into this (empty) store; refused when it holds documents.
        `requeue`: every document as pending (the backup has no vectors: the service embeds them all)."""
        if await self.count_documents() > 0:
            raise DependencyError(
                f"mongodb: database {self._db.name} already holds documents: restore into an empty database"
            )
        restored: dict[str, int] = {}
        for name in DUMPED_COLLECTIONS:
            path = dump_file(directory, name)
            if not path.exists():
                continue
            collection = self._db.get_collection(name, write_concern=DOCUMENT_WRITE_CONCERN)
            batch: list[dict[str, Any]] = []
            count = 0
            for record in read_records(path):
                if requeue and name == DOCUMENTS:
                    record["status"] = DocumentStatus.PENDING.value
                    record.pop("reason", None)
                batch.append(record)
                if len(batch) >= RESTORE_BATCH:
                    with self._guard(f"restore {name}", timeout_s=BACKUP_TIMEOUT_S):
                        await collection.insert_many(batch, ordered=False)
                    count, batch = count + len(batch), []
            if batch:
                with self._guard(f"restore {name}", timeout_s=BACKUP_TIMEOUT_S):
                    await collection.insert_many(batch, ordered=False)
                count += len(batch)
            restored[name] = count
        return restored

    # --- lifecycle

    async def health(self) -> ComponentStatus:
        if self._closed:
            return ComponentStatus.UNAVAILABLE
        try:
            with self._guard("health"):
                await self._db.command("ping")
        except DependencyError:
            return ComponentStatus.UNAVAILABLE
        return ComponentStatus.HEALTHY

    async def close(self) -> None:
        if self._closed:
            return
        self._closed = True
        if self._owns_client:
            with contextlib.suppress(PyMongoError, OSError):
                await self._client.close()


# A backup reads or writes whole collections: bounded, but not by one request's deadline.
BACKUP_TIMEOUT_S = 3600.0


class MongoSnapshot:
    """The state `MongoStore.begin_snapshot` fixed, dumped by `finish`."""

    def __init__(self, store: MongoStore, directory: Path, session: Any) -> None:
        self._store, self._directory, self._session = store, directory, session

    async def finish(self) -> dict[str, Any]:
        try:
            return await self._store.dump(self._directory, self._session)
        finally:
            await self.discard()

    async def discard(self) -> None:
        if self._session is not None:
            with contextlib.suppress(PyMongoError, OSError):
                await self._session.end_session()
            self._session = None
