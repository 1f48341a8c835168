"""rag-context serve: the service on the embedded default (or the backends the environment names)."""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

from rag_context.config import SettingsError, load_settings
from rag_context.observability import configure_logging


KEEP_ALIVE_S = 75


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
        # Longer than the clients' idle-connection expiry (httpx 5 s, .NET's pool 60 s): with
        # uvicorn's 5 s the server could close a kept-alive connection just as the client reused it,
        # failing that request (ReadError), once in ~30,000 in a loop with idle gaps.
        timeout_keep_alive=KEEP_ALIVE_S,
    )
    return 0


def _mcp(args: argparse.Namespace) -> int:
    import anyio

    from rag_context.api.mcp import serve_stdio

    overrides: dict[str, object] = {} if args.data_dir is None else {"rag_data_dir": args.data_dir}
    settings = load_settings(**overrides)
    configure_logging(settings.log_level, settings.rag_log_format, stream=sys.stderr)  # stdout is the protocol's
    anyio.run(serve_stdio, settings)
    return 0


def _eval(args: argparse.Namespace) -> int:
    from tqdm import tqdm

    from rag_context.evaluation import MODES, evaluate_in_temporary_directory, load_dataset

    settings = load_settings()
    configure_logging("error", settings.rag_log_format)  # the report is the output; warnings of the switched-off modes are expected
    dataset = load_dataset(Path(args.dataset), Path(args.qrels))
    if args.max_documents:
        dataset = dataset.sliced(args.max_documents)
    if not dataset.qrels:
        print("rag-context: no judged query has a document in this corpus", file=sys.stderr)
        return 1
    modes = list(MODES) if args.mode == "all" else [args.mode]
    with tqdm(total=len(dataset.corpus), desc="indexing", unit="doc", file=sys.stderr, disable=args.json) as bar:
        report = evaluate_in_temporary_directory(dataset, settings, modes, args.depth, bar.update)
    print(json.dumps(report.as_dict(), indent=2) if args.json else report.table())
    return 0


def _index(args: argparse.Namespace) -> int:
    from tqdm import tqdm

    from rag_context import bulk_index

    settings = load_settings()
    configure_logging("error", settings.rag_log_format)  # the progress bar and the summary are the output
    report = bulk_index.run(
        [Path(path) for path in args.paths],
        settings,
        url=args.url,
        session_id=args.session_id,
        content_type=args.content_type,
        progress_factory=lambda total: tqdm(total=total, desc="indexing", unit="file", file=sys.stderr),
    )
    print(report.summary())
    return 1 if report.failed else 0


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="rag-context", description=__doc__)
    commands = parser.add_subparsers(dest="command", required=True)
    serve = commands.add_parser("serve", help="run the HTTP service")
    serve.add_argument("--host", help="address to listen on (env RAG_HOST, default 127.0.0.1)")
    serve.add_argument("--port", type=int, help="port to listen on (env MCP_SERVER_PORT or PORT, default 3000)")
    serve.add_argument("--data-dir", help="where the embedded backends keep their data (env RAG_DATA_DIR, default ./data)")
    serve.set_defaults(handler=_serve)

    mcp = commands.add_parser("mcp", help="serve the tools over MCP on stdin/stdout (for a local agent runtime)")
    mcp.add_argument("--data-dir", help="where the embedded backends keep their data (env RAG_DATA_DIR, default ./data)")
    mcp.set_defaults(handler=_mcp)

    index = commands.add_parser("index", help="index files and folders (git-ignored and binary files skipped)")
    index.add_argument("paths", nargs="+", help="files or folders")
    index.add_argument("--url", help="index through a running service (default: in-process, on the configured backends)")
    index.add_argument("--session-id", help="the documents' sessionId (default: the folder's name)")
    index.add_argument("--content-type", choices=["chat", "decision", "code", "documentation"], help="instead of the extension's")
    index.set_defaults(handler=_index)

    from rag_context import bench, validate

    benchmark = commands.add_parser("bench", help="performance: the service against its raw components, in one run")
    bench.add_arguments(benchmark)
    benchmark.set_defaults(handler=bench.command)

    check = commands.add_parser("validate", help="the RAG-001 pre-validation of a running service (exit 0 when the gate passes)")
    validate.add_arguments(check)
    check.set_defaults(handler=validate.command)

    evaluate = commands.add_parser("eval", help="measure retrieval quality on a BEIR-layout dataset")
    evaluate.add_argument("dataset", help="directory with corpus.jsonl and queries.jsonl")
    evaluate.add_argument("--qrels", required=True, help="relevance judgements: query-id, corpus-id, score (TSV)")
    evaluate.add_argument("--mode", choices=["dense", "bm25", "hybrid", "fallback", "all"], default="all")
    evaluate.add_argument("--depth", type=int, default=100, help="documents per ranked list (default 100)")
    evaluate.add_argument("--max-documents", type=int, help="only the first N documents (a quick slice)")
    evaluate.add_argument("--json", action="store_true", help="print the report as JSON")
    evaluate.set_defaults(handler=_eval)

    from rag_context import documents_cli

    documents_cli.add_commands(commands)  # ls, reembed
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
