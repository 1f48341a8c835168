"""The folder's documents behind a running service's API (`rag-context index --url`, `status --url`).

Listing (`GET /documents`, with each document's fingerprint: an unchanged file is not even sent),
a document's content (`GET /documents/{id}`, only for files gone while new ones appeared: a rename),
the index and delete tools, the move (`POST /documents/move`: a renamed file costs no embedding on
the service either; a service without it answers 404 and the file is indexed under its new name
instead) and the folder's record (`GET` and `PUT /folders`). The key goes in `X-API-Key`.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import httpx

from rag_context.core.folders import FolderRecord, StoredPart, content_key
from rag_context.core.lifecycle import MAX_PAGE
from rag_context.core.models import DocumentStatus, IndexRequest
from rag_context.following.sync import IndexedDocument, TargetError

HTTP_TIMEOUT_S = 300.0  # an index call waits for its embeddings


def _failure(response: httpx.Response) -> TargetError:
    if response.status_code == 401:
        return TargetError("HTTP 401: the service wants its key (--api-key or RAG_API_KEY)")
    return TargetError(f"HTTP {response.status_code}: {response.text[:200]}")


def index_body(request: IndexRequest) -> dict[str, Any]:
    body: dict[str, Any] = {
        "content": request.content,
        "contentType": request.content_type,
        "sessionId": request.session_id,
        "source": request.source,
    }
    metadata = request.metadata.as_dict()
    if metadata:
        body["metadata"] = metadata
    return body


class HttpTarget:
    def __init__(self, url: str, api_key: str | None = None) -> None:
        headers = {"X-API-Key": api_key} if api_key else {}
        self._client = httpx.AsyncClient(base_url=url.rstrip("/"), timeout=HTTP_TIMEOUT_S, headers=headers)

    async def close(self) -> None:
        await self._client.aclose()

    async def _call(self, method: str, path: str, **kwargs: Any) -> httpx.Response:
        try:
            return await self._client.request(method, path, **kwargs)
        except httpx.HTTPError as error:
            raise TargetError(f"{type(error).__name__}: {error}") from error

    async def _documents(self, **params: str) -> list[dict[str, Any]]:
        found: list[dict[str, Any]] = []
        cursor: str | None = None
        while True:
            query: dict[str, Any] = {**params, "limit": MAX_PAGE}
            if cursor:
                query["cursor"] = cursor
            response = await self._call("GET", "/documents", params=query)
            if response.status_code != 200:
                raise _failure(response)
            page = response.json()
            found.extend(page["documents"])
            cursor = page.get("nextCursor")
            if not cursor:
                return found

    async def stored_parts(self, session_id: str) -> dict[str, list[StoredPart]]:
        parts: dict[str, list[StoredPart]] = {}
        for document in await self._documents(sessionId=session_id):
            part = (document.get("metadata") or {}).get("part")
            parts.setdefault(document["source"], []).append(
                StoredPart(document["id"], document["source"], document.get("fingerprint") or "", part)
            )
        return parts

    async def content_keys(self, session_id: str, sources: Sequence[str]) -> dict[str, str]:
        keys = {}
        for source in sources:
            documents = []
            for summary in await self._documents(sessionId=session_id, source=source):
                response = await self._call("GET", f"/documents/{summary['id']}")
                if response.status_code != 200:
                    raise _failure(response)
                documents.append(response.json())
            documents.sort(key=lambda document: (document.get("metadata") or {}).get("part") or 0)
            keys[source] = content_key((document["contentType"], document["content"]) for document in documents)
        return keys

    async def index(self, requests: Sequence[IndexRequest]) -> list[IndexedDocument | TargetError]:
        answers: list[IndexedDocument | TargetError] = []
        for request in requests:
            try:
                response = await self._call("POST", "/tools/rag_context_index", json=index_body(request))
            except TargetError as error:
                answers.append(error)
                continue
            if response.status_code != 200:
                answers.append(_failure(response))
                continue
            payload = response.json()
            status = DocumentStatus(payload.get("status", "indexed"))
            answers.append(IndexedDocument(status, bool(payload.get("unchanged")), len(payload["vectorIds"])))
        return answers

    async def move(self, session_id: str, old_source: str, new_source: str) -> bool:
        body = {"sessionId": session_id, "source": old_source, "newSource": new_source}
        response = await self._call("POST", "/documents/move", json=body)
        if response.status_code == 200:
            return True
        if response.status_code in (404, 409):  # nothing to move, not all indexed, or an older service
            return False
        raise _failure(response)

    async def _delete(self, body: dict[str, str]) -> int:
        response = await self._call("POST", "/tools/rag_context_delete", json=body)
        if response.status_code != 200:
            raise _failure(response)
        return int(response.json()["documentsDeleted"])

    async def remove_sources(self, session_id: str, sources: Sequence[str]) -> int:
        return sum([await self._delete({"sessionId": session_id, "source": source}) for source in sources])

    async def remove_documents(self, document_ids: Sequence[str]) -> int:
        return sum([await self._delete({"documentId": document_id}) for document_id in document_ids])

    async def read_record(self, session_id: str, root: str) -> FolderRecord | None:
        response = await self._call("GET", "/folders", params={"sessionId": session_id, "root": root})
        if response.status_code == 404:
            return None
        if response.status_code != 200:
            raise _failure(response)
        return FolderRecord.from_json(response.json())

    async def write_record(self, record: FolderRecord) -> None:
        response = await self._call("PUT", "/folders", json=record.to_json())
        if response.status_code != 200:
            raise _failure(response)
