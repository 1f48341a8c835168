"""rag-context serve: the service on the embedded default (or the backends the environment names)."""

from __future__ import annotations

import argparse
import sys

from rag_context.config import SettingsError, load_settings
from rag_context.observability import configure_logging


def _serve(args: argparse.Namespace) -> int:
    import uvicorn

    from rag_context.app import create_app

    overrides: dict[str, object] = {}
    if args.host is not None:
        overrides["host"] = args.host
    if args.port is not None:
        overrides["port"] = args.port
    if args.data_dir is not None:
        overrides["rag_data_dir"] = args.data_dir
    settings = load_settings(**overrides)
    configure_logging(settings.log_level, settings.rag_log_format)
    uvicorn.run(
        create_app(settings),
        host=settings.host,
        port=settings.port,
        log_config=None,  # structlog writes the lines; uvicorn's own loggers stay at their defaults
        access_log=False,  # the correlation middleware writes one line per request instead
        timeout_graceful_shutdown=30,
    )
    return 0


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="rag-context", description=__doc__)
    commands = parser.add_subparsers(dest="command", required=True)
    serve = commands.add_parser("serve", help="run the HTTP service")
    serve.add_argument("--host", help="address to listen on (env RAG_HOST, default 127.0.0.1)")
    serve.add_argument("--port", type=int, help="port to listen on (env MCP_SERVER_PORT or PORT, default 3000)")
    serve.add_argument("--data-dir", help="where the embedded backends keep their data (env RAG_DATA_DIR, default ./data)")
    serve.set_defaults(handler=_serve)
    return parser


def main(argv: list[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    try:
        return args.handler(args)
    except SettingsError as error:
        print(f"rag-context: {error}", file=sys.stderr)
        return 2


if __name__ == "__main__":
    sys.exit(main())
