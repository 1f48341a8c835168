"""`rag-context backfill`: give the chunks stored before chunks had line numbers their lines, in the
store and in the vector payloads, from the stored content (no embedding: seconds, not the hours of a
`reembed`), the vector points an older release wrote the filter fields they lack (derived from
their own payload: source, metadata, time), and the code documents stored before the symbol table
was kept (or by an older extractor) their table, from their stored content (a parse per file). The service does the same in the background (Qdrant
Edge: at its next optimization, which the points' presence makes due at start); this runs it now,
with the service stopped when the vectors are embedded (Qdrant Edge belongs to one process; its
points are completed by an optimization, in a child process).

Exit code (commands/exit_codes.py): 0 done (or nothing to do), 1 a dependency failed (what was
written stays written), 2 a configuration error, 3 the data directory in use.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import sys

from rag_context.commands import data_dir_settings, exit_codes
from rag_context.config import Settings
from rag_context.core.backfill import BackfillReport, SymbolBackfill
from rag_context.core.ports import ConfigurationError, DependencyError

HELP = "write what older releases did not store: chunks' line numbers, vector points' filter fields, code symbol tables (no embedding)"


async def backfill(settings: Settings) -> tuple[BackfillReport, int, SymbolBackfill]:
    from rag_context.backends import factory
    from rag_context.core.backfill import backfill_lines, backfill_symbols

    async with factory.opened_data(settings) as (store, vectors):
        report = await backfill_lines(store, vectors)
        complete = getattr(vectors, "complete_payloads", None)
        completed = await complete() if complete is not None else 0
        symbols = await backfill_symbols(store) if settings.rag_code_symbols else SymbolBackfill()
        return report, completed, symbols


def run(args: argparse.Namespace) -> int:
    settings = data_dir_settings(args)
    try:
        report, completed, symbols = asyncio.run(backfill(settings))
    except (DependencyError, ConfigurationError) as error:
        print(f"rag-context: backfill failed: {error}", file=sys.stderr)
        return exit_codes.of_error(error)
    if args.json:
        print(json.dumps({**report.as_dict(), "filterFieldsCompleted": completed, "symbols": symbols.as_dict()}, indent=2))
    else:
        print(f"documents: {report.documents}, chunks given lines: {report.chunks}, not located (whole document): {report.unlocated}")
        print(f"vector points given the filter fields: {completed}")
        print(f"code documents given their symbol table: {symbols.documents} ({symbols.definitions} definitions, {symbols.references} references)")
    return 0


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--json", action="store_true", help="print the counts as JSON")
    parser.add_argument("--data-dir", help="the data directory (env RAG_DATA_DIR, default ./data)")
