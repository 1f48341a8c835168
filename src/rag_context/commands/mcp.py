"""`rag-context mcp`: the tools over MCP on stdin/stdout, for a local agent runtime."""

from __future__ import annotations

import argparse
import sys

from rag_context.config import load_settings
from rag_context.observability import configure_logging

HELP = "serve the tools over MCP on stdin/stdout (for a local agent runtime)"


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--data-dir", help="where the embedded backends keep their data (env RAG_DATA_DIR, default ./data)")


def run(args: argparse.Namespace) -> int:
    import anyio

    from rag_context.api.mcp import serve_stdio
    from rag_context.backends.factory import ensure_data_dir_free

    overrides: dict[str, object] = {} if args.data_dir is None else {"rag_data_dir": args.data_dir}
    settings = load_settings(**overrides)
    configure_logging(settings.log_level, settings.rag_log_format, stream=sys.stderr)  # stdout is the protocol's
    ensure_data_dir_free(settings)  # DataRootBusy (exit 3, one line): another process serves this data directory
    anyio.run(serve_stdio, settings)
    return 0
