"""`rag-context ls`: what is indexed, as GET /documents and GET /documents/{id} show it.

It reads the configured store directly (SQLite in WAL mode may be read while the service runs).
"""

from __future__ import annotations

import argparse
import asyncio
import json
import sys
from typing import Any

from rag_context.commands import bounded_int
from rag_context.terminal import shown
from rag_context.config import Settings, load_settings
from rag_context.core.models import CONTENT_TYPES, DocumentFilters, DocumentSummary, StoredDocument
from rag_context.core.ports import DependencyError
from rag_context.observability import configure_logging

HELP = "list the indexed documents (or one, with its chunks)"


def summary_json(document: DocumentSummary) -> dict[str, Any]:
    from rag_context.api.documents import summary_payload

    return summary_payload(document)


def document_json(document: StoredDocument) -> dict[str, Any]:
    from rag_context.api.documents import document_payload

    return document_payload(document)


def table(rows: list[DocumentSummary]) -> str:
    headers = ("ID", "SESSION", "SOURCE", "TYPE", "CHUNKS", "STATUS", "INDEXED")
    cells = [
        tuple(
            shown(cell)  # stored text: an escape sequence in a source is printed, not obeyed
            for cell in (
                row.document_id,
                row.session_id,
                row.source,
                row.content_type,
                str(row.chunk_count),
                f"{row.status.value} ({row.reason})" if row.reason else row.status.value,
                row.indexed_at.strftime("%Y-%m-%d %H:%M:%S"),
            )
        )
        for row in rows
    ]
    widths = [max(len(value) for value in column) for column in zip(headers, *cells)]
    lines = ["  ".join(value.ljust(width) for value, width in zip(line, widths)).rstrip() for line in (headers, *cells)]
    return "\n".join(lines)


async def _ls(settings: Settings, args: argparse.Namespace) -> int:
    from rag_context.backends import factory
    from rag_context.core.lifecycle import InvalidCursor, list_page

    store = await factory.open_store(settings)
    try:
        if args.id:
            document = await store.get_document(args.id)
            if document is None:
                print(f"rag-context: document {shown(args.id)} not found", file=sys.stderr)
                return 1
            if args.json:
                print(json.dumps(document_json(document), indent=2))
            else:
                print(table([DocumentSummary.of(document)]))
                for chunk in document.chunks:
                    print(f"\n--- chunk {chunk.chunk_index} ({shown(chunk.vector_id)})\n{shown(chunk.text, multiline=True)}")
            return 0
        filters = DocumentFilters(session_id=args.session_id, source=args.source, content_type=args.content_type)
        rows: list[DocumentSummary] = []
        cursor = args.cursor
        try:
            while True:
                page = await list_page(store, filters, args.limit, cursor)
                rows.extend(page.documents)
                cursor = page.next_cursor
                if cursor is None or not args.all:
                    break
        except InvalidCursor as error:
            print(f"rag-context: --cursor: {error}", file=sys.stderr)
            return 2
        if args.json:
            print(json.dumps({"documents": [summary_json(row) for row in rows], "nextCursor": cursor}, indent=2))
        else:
            print(table(rows) if rows else "no documents")
            if cursor is not None:
                print(f"more: rag-context ls --cursor {cursor}  (or --all)", file=sys.stderr)
        return 0
    finally:
        await store.close()


def run(args: argparse.Namespace) -> int:
    settings = load_settings()
    configure_logging("error", settings.rag_log_format)
    try:
        return asyncio.run(_ls(settings, args))
    except DependencyError as error:
        print(f"rag-context: the context store is unavailable: {shown(error)}", file=sys.stderr)
        return 1


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--session-id", help="only this session's documents")
    parser.add_argument("--source", help="only documents of this source")
    parser.add_argument("--content-type", choices=list(CONTENT_TYPES), help="only documents of this content type")
    parser.add_argument("--limit", type=bounded_int(1, 100), default=20, help="documents per page, 1 to 100 (default 20)")
    parser.add_argument("--cursor", help="continue after the page that printed this cursor")
    parser.add_argument("--all", action="store_true", help="every page, not only the first")
    parser.add_argument("--id", help="one document, with its chunks")
    parser.add_argument("--json", action="store_true", help="print JSON (the shape of GET /documents)")
