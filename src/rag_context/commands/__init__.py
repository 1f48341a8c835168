"""The sub-commands of `rag-context`, one module each.

Every module names its `HELP` line, declares its options in `add_arguments(parser)` and runs in
`run(args) -> exit code`; `rag_context.cli` only parses and dispatches. Heavy imports (the model,
the backends) stay inside `run`, so `rag-context --help` and the light commands start quickly.
The module of `eval` is `evaluate` (a module named `eval` would shadow the builtin where imported).
"""

from __future__ import annotations

import argparse
from collections.abc import Callable

from rag_context.config import Settings, load_settings
from rag_context.observability import configure_logging


def bounded_int(low: int, high: int) -> Callable[[str], int]:
    """An argparse type: a whole number from low to high, or a clear usage error."""

    def parse(text: str) -> int:
        try:
            value = int(text)
        except ValueError:
            raise argparse.ArgumentTypeError(f"{text!r} is not a whole number") from None
        if not low <= value <= high:
            raise argparse.ArgumentTypeError(f"must be between {low} and {high}")
        return value

    return parse


def data_dir_settings(args: argparse.Namespace) -> Settings:
    """The settings, `--data-dir` over RAG_DATA_DIR, with only errors logged: a command's output is
    its report, which the backends' log lines would bury."""
    settings = load_settings(**({"rag_data_dir": args.data_dir} if args.data_dir is not None else {}))
    configure_logging("error", settings.rag_log_format)
    return settings
