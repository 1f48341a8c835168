"""Backups over HTTP, for operators (and `rag-context backup --url`): create, list, download,
delete. Behind the API key like every route; a snapshot holds writes for a moment, never searches."""

from __future__ import annotations

from fastapi import APIRouter, Request
from fastapi.responses import FileResponse, Response

from rag_context.api import openapi as oa
from rag_context.api import tool_calls
from rag_context.api.errors import error_response
from rag_context.api.routes import json_response, services_of
from rag_context.backup.manager import BackupInProgress, valid_backup_id
from rag_context.backup.snapshot import BackupUnsupported
from rag_context.core.ports import DependencyError

router = APIRouter()

BACKUP_NOT_TAKEN = "no backup was taken; retry later"


@router.post("/backups", summary="Take a backup", status_code=201, responses=oa.BACKUP_CREATE_RESPONSES)
async def create_backup(request: Request) -> Response:
    """A consistent snapshot of the store and the vector index, written to one archive on the
    service's disk; returns its summary (download it with `GET /backups/{id}`)."""
    services = services_of(request)
    try:
        summary = await services.backups.create()
    except BackupInProgress as error:
        return error_response(409, "CONFLICT", str(error))
    except BackupUnsupported as error:
        return error_response(501, "NOT_IMPLEMENTED", str(error))
    except DependencyError as error:
        return json_response(tool_calls.unavailable(services, error, "backup", BACKUP_NOT_TAKEN), 503)
    except OSError as error:  # the backup folder: full or not writable
        return json_response(
            tool_calls.unavailable(services, DependencyError(f"backup folder: {error}", dependency="store"), "backup", BACKUP_NOT_TAKEN),
            503,
        )
    return json_response(summary, 201)


@router.get("/backups", summary="The backups the service keeps", responses=oa.BACKUP_LIST_RESPONSES)
async def list_backups(request: Request) -> Response:
    return json_response({"backups": services_of(request).backups.list()})


@router.get("/backups/{backup_id}", summary="Download a backup", responses=oa.BACKUP_DOWNLOAD_RESPONSES)
async def download_backup(backup_id: str, request: Request) -> Response:
    backups = services_of(request).backups
    if not valid_backup_id(backup_id) or not backups.archive_of(backup_id).exists():
        return error_response(404, "NOT_FOUND", f"Backup {backup_id} not found")
    return FileResponse(
        backups.archive_of(backup_id), media_type="application/gzip", filename=f"{backup_id}.tar.gz"
    )


@router.delete("/backups/{backup_id}", summary="Delete a backup", responses=oa.BACKUP_DELETE_RESPONSES)
async def delete_backup(backup_id: str, request: Request) -> Response:
    if not services_of(request).backups.delete(backup_id):
        return error_response(404, "NOT_FOUND", f"Backup {backup_id} not found")
    return json_response({"deleted": True, "id": backup_id})
