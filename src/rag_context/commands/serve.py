"""`rag-context serve`: the HTTP service on the embedded default (or the backends the environment names)."""

from __future__ import annotations

import argparse

from rag_context.config import load_settings
from rag_context.observability import configure_logging

HELP = "run the HTTP service"
KEEP_ALIVE_S = 75


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--host", help="address to listen on (env RAG_HOST, default 127.0.0.1)")
    parser.add_argument("--port", type=int, help="port to listen on (env MCP_SERVER_PORT or PORT, default 3000)")
    parser.add_argument("--data-dir", help="where the embedded backends keep their data (env RAG_DATA_DIR, default ./data)")


def run(args: argparse.Namespace) -> int:
    import uvicorn

    from rag_context.app import create_app
    from rag_context.backends.factory import ensure_data_dir_free

    overrides: dict[str, object] = {}
    if args.host is not None:
        overrides["host"] = args.host
    if args.port is not None:
        overrides["port"] = args.port
    if args.data_dir is not None:
        overrides["rag_data_dir"] = args.data_dir
    settings = load_settings(**overrides)
    settings.http_allowed_hosts()  # SettingsError (exit 2) on an unguarded address, before anything loads
    ensure_data_dir_free(settings)  # DataRootBusy (exit 3): another process serves this data directory; ActiveShardInvalid (exit 2)
    configure_logging(settings.log_level, settings.rag_log_format)
    uvicorn.run(
        create_app(settings),
        host=settings.host,
        port=settings.port,
        log_config=None,  # structlog writes the lines; uvicorn's own loggers stay at their defaults
        access_log=False,  # the correlation middleware writes one line per request instead
        timeout_graceful_shutdown=30,
        # Longer than the clients' idle-connection expiry (httpx 5 s, .NET's pool 60 s): with
        # uvicorn's 5 s the server could close a kept-alive connection just as the client reused it,
        # failing that request (ReadError), once in ~30,000 in a loop with idle gaps.
        timeout_keep_alive=KEEP_ALIVE_S,
    )
    return 0
