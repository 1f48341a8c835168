"""`rag-context status PATH`: how fresh the index of a folder is.

How many files are new, changed, moved, deleted and unchanged against the index, the commit indexed
against HEAD (in a git work tree), and when the folder was last indexed. Exit code 0 when the index
is current, 1 when it is not (a CI job or an agent's pre-flight gates on it), 2 when it cannot tell.
`--json` prints the same for scripts. Reads the store only (no model is loaded); with `--url`, asks
a running service.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import sys
from pathlib import Path

from rag_context.backends.files import scan_folder
from rag_context.commands.index import default_session, max_file_bytes
from rag_context.terminal import shown
from rag_context.config import Settings, load_settings
from rag_context.core.ports import DependencyError
from rag_context.following.sync import FolderStatus, FolderTarget, TargetError, folder_status
from rag_context.observability import configure_logging

HELP = "how fresh the index of a folder is (exit 0 current, 1 stale)"

EXIT_CURRENT = 0
EXIT_STALE = 1
EXIT_UNKNOWN = 2


async def status_of(
    folder: Path,
    settings: Settings,
    *,
    url: str | None = None,
    api_key: str | None = None,
    session_id: str | None = None,
    content_type: str | None = None,
    submodules: bool = False,
    max_file_mb: float | None = None,
    lock_files: bool | None = None,
) -> FolderStatus:
    lock_files = settings.rag_index_lock_files if lock_files is None else lock_files
    session = session_id or default_session([folder])
    scan = await asyncio.to_thread(
        scan_folder, folder, session, content_type, max_file_bytes(settings, max_file_mb), submodules, lock_files
    )
    if url:
        from rag_context.following.remote import HttpTarget

        remote = HttpTarget(url, api_key or settings.rag_api_key)
        try:
            return await folder_status(remote, scan, session)
        finally:
            await remote.close()
    from rag_context.backends.factory import open_store
    from rag_context.following.local import ServicesTarget

    store = await open_store(settings)
    try:
        target: FolderTarget = ServicesTarget(store)
        return await folder_status(target, scan, session)
    finally:
        await store.close()


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("path", help="the folder, as given to `rag-context index`")
    parser.add_argument("--json", action="store_true", help="print the status as JSON")
    parser.add_argument("--url", help="ask a running service (default: the configured store, in-process)")
    parser.add_argument("--api-key", help="with --url: the service's key, sent as X-API-Key (default: RAG_API_KEY)")
    parser.add_argument("--session-id", help="the folder's sessionId (default: the folder's name)")
    parser.add_argument("--content-type", choices=["chat", "decision", "code", "documentation"], help="as given to `index`")
    parser.add_argument("--submodules", action="store_true", help="as given to `index`")
    parser.add_argument("--max-file-mb", type=float, help="as given to `index` (default: RAG_INDEX_MAX_FILE_MB)")
    parser.add_argument("--lock-files", action="store_true", default=None, help="as given to `index` (default: RAG_INDEX_LOCK_FILES)")


def run(args: argparse.Namespace) -> int:
    settings = load_settings()
    configure_logging("error", settings.rag_log_format)
    folder = Path(args.path)
    if not folder.is_dir():
        print(f"rag-context status: {shown(folder)} is not a folder", file=sys.stderr)
        return EXIT_UNKNOWN
    try:
        status = asyncio.run(
            status_of(
                folder,
                settings,
                url=args.url,
                api_key=args.api_key,
                session_id=args.session_id,
                content_type=args.content_type,
                submodules=args.submodules,
                max_file_mb=args.max_file_mb,
                lock_files=args.lock_files,
            )
        )
    except (TargetError, DependencyError) as error:  # the store cannot be read: it cannot tell
        print(f"rag-context status: {shown(error)}", file=sys.stderr)
        return EXIT_UNKNOWN
    print(json.dumps(status.to_json(), indent=2) if args.json else status.describe())
    return EXIT_CURRENT if status.current else EXIT_STALE
