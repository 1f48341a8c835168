"""`rag-context check [--repair]`: compare the context store with the vector index.

It reports documents the store calls indexed whose points are missing or of another version (the
fingerprint in each point's payload), points of no stored chunk, and symbol-table rows whose
document is gone (with the code documents still without a table, which `rag-context backfill`
extracts). `--repair` sends those documents back to pending (the service's reconciler embeds them
again from the stored chunks) and removes the orphan points and symbol rows. Run it with the service stopped
when the vectors are embedded (Qdrant Edge belongs to one process); the service runs the same
sweep, with repair, in the background at every start (RAG_CHECK_AT_START). It also says what became
of the embedded index's last optimization (a failure, with its reason). On a data directory a
running service owns it stops at once, with one line naming that process.

Exit code (commands/exit_codes.py): 0 consistent (or repaired), 1 inconsistent without --repair or
a dependency failed, 2 a configuration error, 3 the data directory in use.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import sys
from typing import Any

from rag_context.commands import data_dir_settings, exit_codes
from rag_context.terminal import shown
from rag_context.config import Settings
from rag_context.core.consistency import ConsistencyReport
from rag_context.core.ports import ConfigurationError, DependencyError, OptimizableIndex

HELP = "compare the store with the vector index; --repair requeues missing vectors and removes orphans"


async def check(settings: Settings, *, repair: bool) -> ConsistencyReport:
    return (await check_with_optimizer(settings, repair=repair))[0]


async def check_with_optimizer(settings: Settings, *, repair: bool) -> tuple[ConsistencyReport, dict[str, Any] | None]:
    """The consistency report, and what became of the vector index's optimizations (None for an
    index that needs none)."""
    from rag_context.backends import factory
    from rag_context.core.consistency import check_consistency

    async with factory.opened_data(settings) as (store, vectors):
        report = await check_consistency(store, vectors, repair=repair)
        return report, vectors.optimization_state() if isinstance(vectors, OptimizableIndex) else None


def summary(report: ConsistencyReport) -> str:
    lines = [
        f"documents checked: {report.documents_checked}",
        f"indexed chunks without a vector: {report.indexed_chunks_missing} (in {report.documents_missing_vectors} documents)",
        f"vectors without a stored chunk: {report.orphan_vectors}",
        f"documents whose vectors do not carry their supersession: {report.memory_drift}"
        f" ({report.memory_changes_waiting} supersessions waiting for the reconciler)",
    ]
    # The symbol table's lines only when they have something to say (a restore's output stays short).
    if report.orphan_symbols or report.symbols_removed:
        lines.append(f"symbol rows without their document: {report.orphan_symbols}")
    if report.documents_without_symbols:
        lines.append(f"code documents without a symbol table: {report.documents_without_symbols} (`rag-context backfill` extracts them)")
    if report.repaired:
        lines.append(
            f"repaired: {report.documents_requeued} documents back to pending, {report.vectors_removed} vectors removed, "
            f"{report.symbols_removed} symbol rows removed"
        )
    elif not report.consistent:
        lines.append("inconsistent: run `rag-context check --repair` (the service embeds the requeued documents again)")
    else:
        lines.append("consistent")
    return "\n".join(lines)


def optimizer_summary(state: dict[str, Any]) -> str:
    """One line on the vector index's optimizations; a failure with its reason and the next attempt."""
    result = state.get("lastResult")
    if result is None:
        return f"vector index optimization: none yet ({state['pointsSinceOptimization']} points waiting)"
    line = f"vector index optimization: last {result} at {state['lastAt']}"
    if state.get("lastReason"):
        line += f": {state['lastReason']}"
    if state.get("consecutiveFailures"):
        line += f" ({state['consecutiveFailures']} failures in a row; next attempt in {state['nextAttemptInSeconds']} s)"
    return line


def run(args: argparse.Namespace) -> int:
    settings = data_dir_settings(args)
    try:
        report, optimizer = asyncio.run(check_with_optimizer(settings, repair=args.repair))
    except (DependencyError, ConfigurationError) as error:
        print(f"rag-context: check failed: {shown(error)}", file=sys.stderr)
        return exit_codes.of_error(error)
    if args.json:
        print(json.dumps({**report.as_dict(), **({"vectorOptimizer": optimizer} if optimizer else {})}, indent=2))
    else:
        print(summary(report) + (f"\n{shown(optimizer_summary(optimizer))}" if optimizer else ""))
    return exit_codes.OK if report.consistent or report.repaired else exit_codes.FAILED


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--repair", action="store_true", help="requeue documents lacking vectors, remove orphan vectors")
    parser.add_argument("--json", action="store_true", help="print the counts as JSON")
    parser.add_argument("--data-dir", help="the data directory (env RAG_DATA_DIR, default ./data)")
