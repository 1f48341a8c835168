"""`rag-context delete` (or `rm`): delete the documents a filter matches, as POST
/tools/rag_context_delete does with a `filter`: without --confirm nothing is deleted and the answer
counts what would go; with no filter flag, only --all means every document.

Exit code (commands/exit_codes.py): 0 deleted or counted, 1 a dependency or the service at --url
failed, 2 an invalid filter, 3 the data directory in use (without --url).

In-process on the configured backends (vectors first, then the store, as the service deletes), or
through a running service with --url. The answer is the tool's JSON.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import sys
from typing import Any

import httpx
from pydantic import ValidationError

from rag_context.commands import exit_codes
from rag_context.terminal import shown
from rag_context.config import Settings, load_settings
from rag_context.core.models import CONTENT_TYPES
from rag_context.observability import configure_logging

HELP = "delete the documents a filter matches (a dry run unless --confirm)"

# flag dest -> the filter field, and whether the flag repeats into a list
FILTER_FLAGS: dict[str, tuple[str, bool]] = {
    "tag": ("tagsAny", True),
    "tags_all": ("tagsAll", True),
    "source_prefix": ("sourcePrefix", False),
    "source_glob": ("sourceGlob", False),
    "exclude_source_glob": ("excludeSourceGlobs", True),
    "content_type": ("contentTypes", True),
    "session": ("sessionIds", True),
    "agent": ("agents", True),
    "category": ("categories", True),
    "game": ("games", True),
    "role": ("roles", True),
    "decision": ("decisionId", False),
    "since": ("since", False),
    "until": ("until", False),
}


def add_filter_arguments(parser: argparse.ArgumentParser) -> None:
    """The filter language as flags; a list flag may be given again (`--tag a --tag b`)."""
    many = {"action": "append", "default": None}
    parser.add_argument("--tag", **many, help="documents with any of these tags (filter.tagsAny)")
    parser.add_argument("--tags-all", **many, help="documents with all of these tags (filter.tagsAll)")
    parser.add_argument("--source-prefix", help="documents whose source starts with this")
    parser.add_argument("--source-glob", help="documents whose source matches: 'src/**/*.cs' (** across folders)")
    parser.add_argument("--exclude-source-glob", **many, help="leave out documents whose source matches")
    parser.add_argument("--content-type", **many, choices=list(CONTENT_TYPES), help="documents of these content types")
    parser.add_argument("--session", **many, help="documents of these sessions")
    parser.add_argument("--agent", **many, help="documents of these metadata.agent values")
    parser.add_argument("--category", **many, help="documents of these metadata.category values")
    parser.add_argument("--game", **many, help="documents of these metadata.game values")
    parser.add_argument("--role", **many, help="documents of these roles (metadata.role)")
    parser.add_argument("--decision", help="documents of this metadata.decisionId")
    parser.add_argument("--since", help="indexed at or after: an ISO 8601 instant or a duration back (30m, 24h, 7d)")
    parser.add_argument("--until", help="indexed before: an ISO 8601 instant or a duration back")


def filter_of(args: argparse.Namespace) -> dict[str, Any]:
    document_filter: dict[str, Any] = {}
    for dest, (field, _) in FILTER_FLAGS.items():
        value = getattr(args, dest, None)
        if value is not None:
            document_filter[field] = value
    return document_filter


def request_body(args: argparse.Namespace) -> dict[str, Any]:
    body: dict[str, Any] = {}
    document_filter = filter_of(args)
    if document_filter:
        body["filter"] = document_filter
    if args.all:
        body["all"] = True
    if args.confirm:
        body["confirm"] = True
    return body


async def delete_in_process(settings: Settings, body: dict[str, Any]) -> tuple[int, dict[str, Any]]:
    from rag_context.api import tool_calls
    from rag_context.api.models import DeleteBody
    from rag_context.api.errors import filter_error_body
    from rag_context.core.filters import FilterError
    from rag_context.core.ports import DependencyError
    from rag_context.services import build_services

    parsed = DeleteBody.model_validate(body)  # before the backends open: a bad filter costs nothing
    services = await build_services(settings)
    await services.start()
    try:
        return 200, await tool_calls.delete(services, parsed)
    except tool_calls.PartialDelete as partial:
        return 503, partial.payload
    except FilterError as error:
        return 400, filter_error_body(error)
    except DependencyError as error:
        return 503, tool_calls.unavailable(services, error, "delete", tool_calls.DELETE_NOT_DONE)
    finally:
        await services.close()


def delete_over_http(url: str, body: dict[str, Any], api_key: str | None) -> tuple[int, dict[str, Any]]:
    headers = {"X-API-Key": api_key} if api_key else {}
    with httpx.Client(base_url=url.rstrip("/"), timeout=600, headers=headers) as client:
        response = client.post("/tools/rag_context_delete", json=body)
    try:
        return response.status_code, response.json()
    except ValueError:
        return response.status_code, {"error": response.text[:500]}


def run(args: argparse.Namespace) -> int:
    settings = load_settings()
    configure_logging("error", settings.rag_log_format)
    body = request_body(args)
    try:
        if args.url:
            status, answer = delete_over_http(args.url, body, args.api_key or settings.rag_api_key)
        else:
            status, answer = asyncio.run(delete_in_process(settings, body))
    except ValidationError as error:
        from rag_context.api.errors import invalid_input_body

        status, answer = 400, invalid_input_body(error, arguments=True)
    except httpx.HTTPError as error:
        print(f"rag-context: {shown(args.url)}: {type(error).__name__}: {shown(error)}", file=sys.stderr)
        return exit_codes.FAILED
    print(json.dumps(answer, indent=2))
    if status == 400:
        return exit_codes.USAGE
    if status != 200:
        return exit_codes.FAILED
    if answer.get("dryRun"):
        print("dry run: nothing was deleted; add --confirm to delete these", file=sys.stderr)
    return exit_codes.OK


def add_arguments(parser: argparse.ArgumentParser) -> None:
    add_filter_arguments(parser)
    parser.add_argument("--all", action="store_true", help="every document (instead of filter flags)")
    parser.add_argument("--confirm", action="store_true", help="really delete (otherwise only count what would go)")
    parser.add_argument("--url", help="delete through a running service (default: in-process, on the configured backends)")
    parser.add_argument("--api-key", help="with --url: the service's key, sent as X-API-Key (default: RAG_API_KEY)")
