"""rag-context: the retrieval service behind the P4NTH30N agents, and its tools.

This module only parses the command line and dispatches: each sub-command lives in its own module
of `rag_context.commands` (HELP, add_arguments, run).
"""

from __future__ import annotations

import argparse
import importlib
import sys

from rag_context.commands import exit_codes
from rag_context.terminal import shown
from rag_context.config import SettingsError
from rag_context.core.ports import ConfigurationError

# sub-command -> its module in rag_context.commands, in the order `--help` lists them
COMMANDS = {
    "serve": "serve",
    "mcp": "mcp",
    "index": "index",
    "status": "status",
    "eval": "evaluate",
    "bench": "bench",
    "scale": "scale",
    "validate": "validate",
    "ls": "ls",
    "delete": "delete",
    "rm": "delete",
    "reembed": "reembed",
    "check": "check",
    "backup": "backup",
    "restore": "restore",
    "backfill": "backfill",
}


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="rag-context", description=__doc__.splitlines()[0])
    subparsers = parser.add_subparsers(dest="command", required=True)
    for name, module_name in COMMANDS.items():
        module = importlib.import_module(f"rag_context.commands.{module_name}")
        command = subparsers.add_parser(name, help=module.HELP, description=module.HELP)
        module.add_arguments(command)
        command.set_defaults(handler=module.run)
    return parser


def main(argv: list[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    try:
        return args.handler(args)
    except (SettingsError, ConfigurationError) as error:  # one line, no traceback: the operator's to fix
        print(f"rag-context: {shown(error)}", file=sys.stderr)
        return exit_codes.of_error(error)  # a data directory in use has a code of its own


if __name__ == "__main__":
    sys.exit(main())
