"""`rag-context backup -o FILE`: a consistent snapshot of the store and the vectors in one archive.

With `--url`, of a running service (its key: `--api-key`, else RAG_API_KEY): the service takes the
snapshot (writes held for a moment, searches never), the archive is streamed to `FILE.partial`,
checked against its manifest's checksums and only then named FILE; the service's copy is deleted
unless `--keep`. Without `--url`, of the configured data directory in this process (the service
stopped: the data directory has one owner).

Exit code (commands/exit_codes.py): 0 written and checked, 1 failed (nothing named FILE is left) or
FILE exists without --force, 2 a configuration error, 3 the data directory in use (without --url).
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import os
import sys
import tempfile
from pathlib import Path
from typing import Any

import httpx

from rag_context.commands import data_dir_settings, exit_codes
from rag_context.terminal import shown
from rag_context.config import Settings

HELP = "write a consistent snapshot (store + vectors) to one archive; --url of a running service"

SNAPSHOT_TIMEOUT_S = 3600.0  # a snapshot of millions of chunks takes minutes: bounded, not short
DOWNLOAD_CHUNK = 1 << 20


class BackupFailed(Exception):
    pass


def describe(summary: dict[str, Any], target: Path) -> str:
    size_mb = summary.get("sizeBytes", target.stat().st_size) / 1e6
    return (
        f"backup {summary['id']}: {summary.get('documents')} documents ({summary.get('pending')} pending), "
        f"{summary.get('chunks')} chunks, {summary.get('points')} vectors, {size_mb:.1f} MB, "
        f"writes held {summary.get('writePauseMs', 0):.0f} ms -> {target}"
    )


def backup_over_http(url: str, target: Path, api_key: str | None, keep: bool) -> dict[str, Any]:
    from rag_context.backup.archive import ArchiveError, read_archive

    headers = {"X-API-Key": api_key} if api_key else {}
    partial = target.with_name(target.name + ".partial")
    with httpx.Client(base_url=url.rstrip("/"), headers=headers, timeout=httpx.Timeout(60.0, read=SNAPSHOT_TIMEOUT_S)) as client:
        answer = client.post("/backups")
        if answer.status_code == 401:
            raise BackupFailed("HTTP 401: the service wants its key (--api-key or RAG_API_KEY)")
        if answer.status_code != 201:
            raise BackupFailed(f"HTTP {answer.status_code}: {_error_of(answer)}")
        summary = answer.json()
        try:
            with client.stream("GET", f"/backups/{summary['id']}") as download, partial.open("wb") as out:
                if download.status_code != 200:
                    raise BackupFailed(f"download: HTTP {download.status_code}")
                for block in download.iter_bytes(DOWNLOAD_CHUNK):
                    out.write(block)
                out.flush()
                os.fsync(out.fileno())
            read_archive(partial)  # every checksum, before the file takes its name
        except (ArchiveError, httpx.HTTPError, OSError) as error:
            partial.unlink(missing_ok=True)
            raise BackupFailed(f"download of {summary['id']}: {error}") from error
        except BaseException:
            partial.unlink(missing_ok=True)
            raise
        partial.replace(target)
        if not keep:
            with contextlib.suppress(httpx.HTTPError):
                client.delete(f"/backups/{summary['id']}")
    return summary


def _error_of(answer: httpx.Response) -> str:
    try:
        return str(answer.json().get("error", answer.text))
    except ValueError:
        return answer.text[:200]


async def backup_in_process(settings: Settings, target: Path) -> dict[str, Any]:
    from rag_context.backup.archive import write_archive
    from rag_context.backup.manager import new_backup_id
    from rag_context.backup.snapshot import snapshot_into
    from rag_context.services import build_services

    services = await build_services(settings)
    try:
        with tempfile.TemporaryDirectory(prefix=".backup-", dir=target.parent) as staging:
            manifest = await snapshot_into(services, Path(staging), settings.rag_backup_hold_timeout_ms / 1000)
            manifest["id"] = new_backup_id()
            size = await asyncio.to_thread(write_archive, Path(staging), manifest, target)
    finally:
        await services.close()
    return {
        "id": manifest["id"], "sizeBytes": size, "writePauseMs": manifest["writePauseMs"],
        "documents": manifest["store"].get("documents"), "pending": manifest["store"].get("pending"),
        "chunks": manifest["store"].get("chunks"), "points": manifest["vectors"].get("points"),
    }


def run(args: argparse.Namespace) -> int:
    from rag_context.backup.snapshot import BackupUnsupported
    from rag_context.core.ports import ConfigurationError, DependencyError

    settings = data_dir_settings(args)
    target = Path(args.output).resolve()
    if target.exists() and not args.force:
        print(f"rag-context: backup: {target} exists (--force to replace it)", file=sys.stderr)
        return 1
    target.parent.mkdir(parents=True, exist_ok=True)
    try:
        if args.url:
            summary = backup_over_http(args.url, target, args.api_key or settings.rag_api_key, args.keep)
        else:
            summary = asyncio.run(backup_in_process(settings, target))
    except (BackupFailed, BackupUnsupported, DependencyError, ConfigurationError, httpx.HTTPError, OSError) as error:
        print(f"rag-context: backup failed: {shown(error)}", file=sys.stderr)
        return exit_codes.of_error(error)
    print(shown(describe(summary, target)))  # with --url, the service's answer
    return 0


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("-o", "--output", required=True, help="the archive to write (a .tar.gz)")
    parser.add_argument("--url", help="back up the running service there (default: the data directory, in this process)")
    parser.add_argument("--api-key", help="with --url: the service's key, sent as X-API-Key (default: RAG_API_KEY)")
    parser.add_argument("--keep", action="store_true", help="with --url: keep the service's copy (default: deleted once downloaded)")
    parser.add_argument("--force", action="store_true", help="replace FILE if it exists")
    parser.add_argument("--data-dir", help="without --url: the data directory (env RAG_DATA_DIR, default ./data)")
