"""The document lifecycle over HTTP: the delete tool, the listing and inspection of documents, the
move of a renamed file's documents, the records of folders indexed as a whole and their status tool.

Its own router, included by app.py BEFORE the tools router: `POST /tools/rag_context_delete` (and
`rag_context_status`) must match before the generic `POST /tools/{name}` dispatcher does."""

from __future__ import annotations

from datetime import datetime
from typing import Annotated, Any

from fastapi import APIRouter, Body, Query, Request
from fastapi.responses import Response

from rag_context.api import openapi as oa
from rag_context.api import tool_calls
from pydantic import ValidationError

from rag_context.api.errors import error_response, validation_error
from rag_context.api.models import (
    AS_OF_TEXT,
    INCLUDE_SUPERSEDED_TEXT,
    ContentType,
    DeleteBody,
    DocumentListBody,
    FolderQuery,
    FolderRecordBody,
    MoveBody,
    filter_from_query,
    with_memory,
)
from rag_context.api.routes import json_response, services_of
from rag_context.api.tool_calls import iso_utc, summary_payload
from rag_context.core.folders import FolderRecord
from rag_context.core.lifecycle import DEFAULT_PAGE, MAX_PAGE, InvalidCursor
from rag_context.core.models import DocumentFilters, DocumentSummary, StoredDocument
from rag_context.core.ports import STORE, DependencyError
from rag_context.following.local import ServicesTarget
from rag_context.following.sync import TargetError

router = APIRouter()


def document_payload(document: StoredDocument) -> dict[str, Any]:
    payload = summary_payload(DocumentSummary.of(document))
    payload["content"] = document.content
    payload["chunks"] = [
        {"index": chunk.chunk_index, "vectorId": chunk.vector_id, "text": chunk.text} for chunk in document.chunks
    ]
    return payload


@router.post("/tools/rag_context_delete", summary="Delete documents", responses=oa.DELETE_RESPONSES)
async def rag_context_delete(body: Annotated[DeleteBody, Body(openapi_examples=oa.DELETE_EXAMPLES)], request: Request) -> Response:
    """Remove a document (by documentId, or sessionId with an optional source), or the documents a
    `filter` matches, from the vectors and the store. Idempotent: deleting what is not there answers
    0 documents, not an error. By filter nothing goes without `"confirm": true` (a dry run counts)."""
    try:
        return json_response(await tool_calls.delete(services_of(request), body))
    except tool_calls.PartialDelete as partial:
        return json_response(partial.payload, 503)
    except DependencyError as error:
        return json_response(tool_calls.unavailable(services_of(request), error, "delete", tool_calls.DELETE_NOT_DONE), 503)


async def _list(request: Request, filters: DocumentFilters, limit: int, cursor: str | None) -> Response:
    try:
        page = await services_of(request).documents.list(filters, limit, cursor)
    except InvalidCursor as error:
        return _invalid_cursor(error)
    except DependencyError as error:
        return json_response(tool_calls.unavailable(services_of(request), error, "list_documents", tool_calls.READ_NOT_DONE), 503)
    return json_response(
        {"documents": [summary_payload(document) for document in page.documents], "nextCursor": page.next_cursor}
    )


@router.get("/documents", summary="List indexed documents", responses=oa.DOCUMENT_LIST_RESPONSES, openapi_extra=oa.FILTER_QUERY)
async def list_documents(
    request: Request,
    sessionId: str | None = Query(None, min_length=1),  # noqa: N803 - the contract's camelCase
    source: str | None = Query(None, min_length=1),
    contentType: ContentType | None = Query(None),  # noqa: N803
    limit: int = Query(DEFAULT_PAGE, ge=1, le=MAX_PAGE),
    cursor: str | None = Query(None, min_length=1, max_length=1000),
    asOf: str | None = Query(None, description=AS_OF_TEXT),  # noqa: N803
    includeSuperseded: bool = Query(False, description=INCLUDE_SUPERSEDED_TEXT),  # noqa: N803
) -> Response:
    """A page of documents in id order; pass `nextCursor` back as `cursor` for the next page. The
    filter language's fields are query parameters too (`?tagsAny=a&tagsAny=b&sourceGlob=src/**&since=7d`).
    Only the current documents, unless `includeSuperseded` (or as they stood at `asOf`)."""
    try:
        spec = filter_from_query(request.query_params)
        body = DocumentListBody.model_validate({"asOf": asOf, "includeSuperseded": includeSuperseded})
    except ValidationError as error:
        return validation_error(error)
    filters = DocumentFilters(session_id=sessionId, source=source, content_type=contentType, document_filter=with_memory(spec, body.memory()))
    return await _list(request, filters, limit, cursor)


@router.post("/documents/search", summary="List documents by filter (JSON body)", responses=oa.DOCUMENT_LIST_RESPONSES)
async def search_documents(body: Annotated[DocumentListBody, Body(openapi_examples=oa.DOCUMENT_LIST_EXAMPLES)], request: Request) -> Response:
    """GET /documents with its filters as a JSON body: `filter` (the filter language), the exact
    sessionId, source and contentType, and the page's limit and cursor."""
    return await _list_body(body, request)


@router.post("/tools/rag_context_documents", summary="List documents by filter (the MCP tool)", responses=oa.DOCUMENT_LIST_RESPONSES)
async def rag_context_documents(body: Annotated[DocumentListBody, Body(openapi_examples=oa.DOCUMENT_LIST_EXAMPLES)], request: Request) -> Response:
    """The rag_context_documents tool over HTTP: POST /documents/search."""
    return await _list_body(body, request)


async def _list_body(body: DocumentListBody, request: Request) -> Response:
    try:
        return json_response(await tool_calls.list_documents(services_of(request), body))
    except InvalidCursor as error:
        return _invalid_cursor(error)
    except DependencyError as error:
        return json_response(tool_calls.unavailable(services_of(request), error, "list_documents", tool_calls.READ_NOT_DONE), 503)


def _invalid_cursor(error: InvalidCursor) -> Response:
    return error_response(
        400, "INVALID_INPUT", f"Invalid input: cursor: {error}", [{"field": "cursor", "message": str(error), "type": "value_error"}]
    )


@router.get("/documents/{document_id}", summary="One document with its chunks", responses=oa.DOCUMENT_RESPONSES)
async def get_document(document_id: str, request: Request) -> Response:
    try:
        document = await services_of(request).documents.get(document_id)
    except DependencyError as error:
        return json_response(tool_calls.unavailable(services_of(request), error, "get_document", tool_calls.READ_NOT_DONE), 503)
    if document is None:
        return error_response(404, "NOT_FOUND", f"Document {document_id} not found")
    return json_response(document_payload(document))


@router.post("/documents/move", summary="Move a source's documents to another source", responses=oa.MOVE_RESPONSES)
async def move_documents(body: MoveBody, request: Request) -> Response:
    """A renamed file: its documents (all its parts) take the new source, with their chunks and
    vectors, under the ids the new source gives; nothing is embedded. `rag-context index --url`
    calls it for a file whose content is that of a file gone since."""
    services = services_of(request)
    try:
        if not await services.store.find_document_ids(body.session_id, body.source):
            return error_response(404, "NOT_FOUND", f"No documents of sessionId {body.session_id!r} and source {body.source!r}")
        outcomes = await services.indexing.move_source(body.session_id, body.source, body.new_source)
    except DependencyError as error:
        return json_response(tool_calls.unavailable(services, error, "move", tool_calls.MOVE_NOT_DONE), 503)
    if outcomes is None:
        return error_response(409, "CONFLICT", "A document of this source is not indexed with its vectors: index the file under its new source instead")
    return json_response(
        {"success": True, "documentsMoved": len(outcomes), "documentIds": [outcome.document_id for outcome in outcomes]}
    )


def folder_payload(record: FolderRecord) -> dict[str, Any]:
    payload = record.to_json()
    payload["indexedAt"] = iso_utc(record.indexed_at)
    return payload


@router.get("/folders", summary="The record of a folder indexed as a whole", responses=oa.FOLDER_RESPONSES)
async def get_folder(
    request: Request,
    sessionId: str = Query(min_length=1, max_length=256),  # noqa: N803 - the contract's camelCase
    root: str = Query(min_length=1, max_length=4096),
) -> Response:
    try:
        record = await ServicesTarget.of(services_of(request)).read_record(sessionId, root)
    except TargetError as error:
        return _store_down(request, error, "get_folder")
    if record is None:
        return error_response(404, "NOT_FOUND", "No record of this folder: it was never indexed as a whole")
    return json_response(folder_payload(record))


@router.put("/folders", summary="Record a folder indexed as a whole", responses=oa.FOLDER_WRITE_RESPONSES)
async def put_folder(body: FolderRecordBody, request: Request) -> Response:
    """Written by `rag-context index --url` at the end of a run: the commit indexed and the files the
    folder owns (the next run removes the documents of those gone, and no other)."""
    record = FolderRecord(
        session_id=body.session_id,
        root=body.root,
        indexed_at=datetime.fromisoformat(body.indexed_at),
        commit=body.commit,
        sources=tuple(body.sources),
    )
    try:
        await ServicesTarget.of(services_of(request)).write_record(record)
    except TargetError as error:
        return _store_down(request, error, "put_folder")
    return json_response(folder_payload(record))


@router.post("/tools/rag_context_status", summary="How fresh a folder's index is", responses=oa.STATUS_RESPONSES)
async def rag_context_status(body: FolderQuery, request: Request) -> Response:
    """The folder's record (commit indexed, last indexed, files) and, when the service may read the
    folder (RAG_STATUS_ROOTS), the counts of new, changed, moved, deleted and unchanged files, HEAD,
    and whether the index is current."""
    try:
        return json_response(await tool_calls.status(services_of(request), body))
    except TargetError as error:
        return _store_down(request, error, "status")


def _store_down(request: Request, error: TargetError, operation: str) -> Response:
    failure = DependencyError(str(error), dependency=STORE)
    return json_response(tool_calls.unavailable(services_of(request), failure, operation, tool_calls.READ_NOT_DONE), 503)
