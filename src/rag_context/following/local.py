"""The folder's documents in this process: the configured backends (`rag-context index` without
`--url`), or the running service's own (its status tool)."""

from __future__ import annotations

import asyncio
import os
from collections.abc import Sequence
from datetime import datetime, timezone
from pathlib import Path
from typing import Any, Protocol

from rag_context.core.folders import FolderRecord, StoredPart, content_key, folder_state_key
from rag_context.core.models import DocumentFilters, IndexRequest
from rag_context.core.indexing import IndexingService
from rag_context.core.lifecycle import DocumentLifecycle
from rag_context.core.ports import ContextStore, DependencyError
from rag_context.backends.files import scan_folder
from rag_context.following.sync import IndexedDocument, TargetError, folder_status
from rag_context.services import Services

LISTING_PAGE = 1000
RECORD_WRITE_ATTEMPTS = 5


class StateRecords(Protocol):
    """The shared state records SqliteStore and MongoStore keep (compare-and-set by revision)."""

    async def read_state(self, key: str) -> tuple[int, dict[str, Any] | None]: ...

    async def write_state(self, key: str, value: dict[str, Any], revision: int) -> bool: ...


class ServicesTarget:
    """The in-process target: the store for listing and records; the indexing service and the
    document lifecycle for changes (None for a status, which needs the store alone: no model)."""

    def __init__(self, store: ContextStore, indexing: IndexingService | None = None, documents: DocumentLifecycle | None = None) -> None:
        self._store = store
        self._indexing_service = indexing
        self._lifecycle = documents

    @classmethod
    def of(cls, services: Services) -> "ServicesTarget":
        return cls(services.store, services.indexing, services.documents)

    @property
    def _indexing(self) -> IndexingService:
        if self._indexing_service is None:
            raise TargetError("opened for reading only")
        return self._indexing_service

    @property
    def _documents(self) -> DocumentLifecycle:
        if self._lifecycle is None:
            raise TargetError("opened for reading only")
        return self._lifecycle

    def _records(self) -> StateRecords:
        store = self._store
        if not hasattr(store, "read_state"):
            raise TargetError(f"the store {type(store).__name__} keeps no state records")
        return store  # type: ignore[return-value]

    async def stored_parts(self, session_id: str) -> dict[str, list[StoredPart]]:
        parts: dict[str, list[StoredPart]] = {}
        after: str | None = None
        try:
            while True:
                page = await self._store.list_documents(DocumentFilters(session_id=session_id), LISTING_PAGE, after)
                for summary in page:
                    parts.setdefault(summary.source, []).append(
                        StoredPart(summary.document_id, summary.source, summary.fingerprint or "", summary.metadata.part)
                    )
                if len(page) < LISTING_PAGE:
                    return parts
                after = page[-1].document_id
        except DependencyError as error:
            raise TargetError(f"the store is unavailable: {error}") from error

    async def content_keys(self, session_id: str, sources: Sequence[str]) -> dict[str, str]:
        keys = {}
        try:
            for source in sources:
                ids = await self._store.find_document_ids(session_id, source)
                documents = sorted((await self._store.get_documents(ids)).values(), key=lambda d: d.metadata.part or 0)
                keys[source] = content_key((document.content_type, document.content) for document in documents)
        except DependencyError as error:
            raise TargetError(f"the store is unavailable: {error}") from error
        return keys

    async def index(self, requests: Sequence[IndexRequest]) -> list[IndexedDocument | TargetError]:
        try:
            outcomes = await self._indexing.index_many(requests)
        except DependencyError as error:
            return [TargetError(f"the store is unavailable: {error}") for _ in requests]
        return [IndexedDocument(outcome.status, outcome.unchanged, len(outcome.vector_ids)) for outcome in outcomes]

    async def move(self, session_id: str, old_source: str, new_source: str) -> bool:
        try:
            return await self._indexing.move_source(session_id, old_source, new_source) is not None
        except DependencyError as error:
            raise TargetError(f"not moved: {error}") from error

    async def remove_sources(self, session_id: str, sources: Sequence[str]) -> int:
        try:
            ids = [document_id for source in sources for document_id in await self._store.find_document_ids(session_id, source)]
            return (await self._documents.delete_ids(ids)).documents_deleted
        except DependencyError as error:
            raise TargetError(str(error)) from error

    async def remove_documents(self, document_ids: Sequence[str]) -> int:
        try:
            return (await self._documents.delete_ids(document_ids)).documents_deleted
        except DependencyError as error:
            raise TargetError(str(error)) from error

    async def read_record(self, session_id: str, root: str) -> FolderRecord | None:
        try:
            _, value = await self._records().read_state(folder_state_key(session_id, root))
        except DependencyError as error:
            raise TargetError(f"the store is unavailable: {error}") from error
        return FolderRecord.from_json(value) if value else None

    async def write_record(self, record: FolderRecord) -> None:
        """Last writer wins (two runs over one folder both wrote what they saw): read the revision,
        write on it, again if another write came between."""
        key = folder_state_key(record.session_id, record.root)
        try:
            for _ in range(RECORD_WRITE_ATTEMPTS):
                revision, _ = await self._records().read_state(key)
                if await self._records().write_state(key, record.to_json(), revision):
                    return
        except DependencyError as error:
            raise TargetError(f"the folder's record was not written: {error}") from error
        raise TargetError("the folder's record was not written: other writers kept changing it")


def iso_utc(moment: datetime) -> str:
    return moment.astimezone(timezone.utc).isoformat().replace("+00:00", "Z")


def readable_roots(setting: str) -> list[Path]:
    """RAG_STATUS_ROOTS as absolute folders (empty entries ignored)."""
    return [Path(entry).resolve() for entry in setting.split(os.pathsep) if entry.strip()]


async def service_folder_status(services: Services, session_id: str, root: str) -> dict[str, Any]:
    """The status tool: what the index recorded for the folder (sessionId, root), and, when the
    service may read the folder (under RAG_STATUS_ROOTS), how its files compare with the index, as
    `rag-context status` says it. Raises TargetError when the store cannot answer."""
    target = ServicesTarget.of(services)
    record = await target.read_record(session_id, root)
    answer: dict[str, Any] = {
        "sessionId": session_id,
        "root": root,
        "indexed": record is not None,
        "indexedCommit": record.commit if record else None,
        "lastIndexedAt": iso_utc(record.indexed_at) if record else None,
        "indexedFiles": len(record.sources) if record else 0,
    }
    folder = Path(root)
    allowed = folder.is_absolute() and any(folder.resolve().is_relative_to(base) for base in readable_roots(services.settings.rag_status_roots))
    if not allowed or not folder.is_dir():
        answer["compared"] = False
        answer["current"] = None
        answer["reason"] = (
            "the service may not read this folder (RAG_STATUS_ROOTS)" if not allowed else "the folder is not there on the service's machine"
        )
        return answer
    max_bytes = int(services.settings.rag_index_max_file_mb * 1024 * 1024)
    scan = await asyncio.to_thread(scan_folder, folder, session_id, None, max_bytes, False, services.settings.rag_index_lock_files)
    status = await folder_status(target, scan, session_id)
    answer.update(compared=True, current=status.current, files=status.plan.counts(), headCommit=status.head)
    return answer
