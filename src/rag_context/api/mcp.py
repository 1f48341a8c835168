"""The MCP edge: the RAG-001 tools (and rag_context_delete) for agent runtimes, with the official `mcp` SDK.

Served two ways: over streamable HTTP at `/mcp` inside the HTTP app (`install_mcp`), and over stdio
(`rag-context mcp`, `serve_stdio`). Either way a tool call validates its arguments with the HTTP
request models and runs `tool_calls`, the functions behind the HTTP routes: one code path, the same
results, the same metrics. The tools are listed with the input schemas of `GET /tools`.

The low-level `Server` is used rather than FastMCP because the input schemas are the contract's,
written out in api/tools.py, not derived from function signatures.
"""

from __future__ import annotations

import contextlib
from collections.abc import AsyncIterator, Callable
from typing import Any

import mcp_types as types
import orjson
import structlog
from fastapi import FastAPI
from mcp.server.lowlevel import Server
from mcp.server.streamable_http_manager import StreamableHTTPSessionManager
from mcp.server.transport_security import TransportSecuritySettings
from pydantic import ValidationError

from rag_context import __version__
from rag_context.api import tool_calls
from rag_context.api.errors import INTERNAL_ERROR_FALLBACK, error_response, filter_error_body, invalid_input_body, invalid_memory_body
from rag_context.api.models import (
    DeleteBody,
    DocumentListBody,
    FolderQuery,
    IndexBody,
    OutlineBody,
    ReferencesBody,
    RepoMapBody,
    SearchBody,
    StatsBody,
    SymbolsBody,
)
from rag_context.api.security import configured_origins
from rag_context.api.tools import MCP_SEARCH_DEFAULTS, TOOL_ANNOTATIONS, TOOLS
from rag_context.config import Settings
from rag_context.core.filters import FilterError
from rag_context.core.lifecycle import InvalidCursor
from rag_context.core.memory.currency import InvalidMemory
from rag_context.core.ports import STORE, DependencyError
from rag_context.following.sync import TargetError
from rag_context.metrics import ServiceMetrics
from rag_context.services import Services

log = structlog.get_logger(__name__)

MCP_PATH = "/mcp"
SERVER_NAME = "rag-context"
INSTRUCTIONS = (
    "Context retrieval for the P4NTH30N agents: rag_context_search finds indexed chats, decisions, "
    "code and documentation relevant to a query; rag_context_index adds or replaces a document "
    "(identified by sessionId and source); rag_context_delete removes documents; rag_context_documents "
    "lists them; rag_context_symbols (where is it defined), rag_context_references (who calls it, what it calls), "
    "rag_context_outline (a file's definitions) and rag_context_repo_map (the repository's main pieces within a "
    "budget) answer from the indexed code's symbol table. Search, delete, documents and stats take a `filter` (tagsAny, tagsAll, sourcePrefix, "
    "sourceGlob, excludeSourceGlobs, contentTypes, sessionIds, agents, categories, games, roles, "
    "decisionId, since, until)."
)

ServicesSource = Callable[[], "Services | None"]
MetricsSource = Callable[[], "ServiceMetrics | None"]

def _mcp_input_schema(tool: dict[str, Any]) -> dict[str, Any]:
    """The schema of `GET /tools`, with the MCP search tool's own defaults."""
    schema = tool["inputSchema"]
    if tool["name"] != "rag_context_search":
        return schema
    properties = {name: dict(spec) for name, spec in schema["properties"].items()}
    for name, default in MCP_SEARCH_DEFAULTS.items():
        properties[name]["default"] = default
        properties[name]["description"] += f" (default here: {default}; null: none)"
    return {**schema, "properties": properties}


MCP_TOOLS: list[types.Tool] = [
    types.Tool(
        name=tool["name"],
        description=tool["description"],
        input_schema=_mcp_input_schema(tool),
        annotations=types.ToolAnnotations.model_validate(TOOL_ANNOTATIONS[tool["name"]]),
    )
    for tool in TOOLS
]


def _result(payload: dict[str, Any], is_error: bool = False) -> types.CallToolResult:
    """The payload as JSON text (what every client shows a model) and as structured content."""
    return types.CallToolResult(
        content=[types.TextContent(text=orjson.dumps(payload).decode())],
        structured_content=payload,
        is_error=is_error,
    )


def _error(code: str, message: str) -> types.CallToolResult:
    return _result({"error": message, "code": code}, is_error=True)


async def call_tool(
    name: str, arguments: dict[str, Any] | None, services: Services | None, metrics: ServiceMetrics | None = None
) -> types.CallToolResult:
    """One tool call, answered as the HTTP route answers it: the same payload on success, the body
    of the HTTP error (400 invalid input, 503 store unavailable, 404 unknown tool) as a tool error."""
    if services is None:
        return _error("SERVICE_UNAVAILABLE", "The service is starting")
    arguments = arguments or {}
    try:
        if name == "rag_context_search":
            body = SearchBody.model_validate({**MCP_SEARCH_DEFAULTS, **arguments})
            return _result(await tool_calls.search(services, body, metrics))
        if name == "rag_context_index":
            return _result(await tool_calls.index(services, IndexBody.model_validate(arguments), metrics))
        if name == "rag_context_delete":
            try:
                return _result(await tool_calls.delete(services, DeleteBody.model_validate(arguments)))
            except tool_calls.PartialDelete as partial:
                return _result(partial.payload, is_error=True)
            except DependencyError as error:
                return _result(tool_calls.unavailable(services, error, "delete", tool_calls.DELETE_NOT_DONE), is_error=True)
        if name == "rag_context_documents":
            try:
                return _result(await tool_calls.list_documents(services, DocumentListBody.model_validate(arguments)))
            except InvalidCursor as error:
                return _error("INVALID_INPUT", f"Invalid input: cursor: {error}")
            except DependencyError as error:
                return _result(tool_calls.unavailable(services, error, "list_documents", tool_calls.READ_NOT_DONE), is_error=True)
        if name == "rag_context_health":
            return _result(await tool_calls.health(services))  # no arguments, as POST ignores the body
        if name == "rag_context_stats":
            body = StatsBody.model_validate(arguments)
            document_filter = body.filter.resolve() if body.filter is not None else None
            return _result(await tool_calls.stats(services, body.time_range or "24h", document_filter))
        if name == "rag_context_symbols":
            return _result(await tool_calls.symbols(services, SymbolsBody.model_validate(arguments), metrics))
        if name == "rag_context_references":
            return _result(await tool_calls.references(services, ReferencesBody.model_validate(arguments), metrics))
        if name == "rag_context_outline":
            body = OutlineBody.model_validate(arguments)
            payload = await tool_calls.outline(services, body, metrics)
            if not payload["found"] and not payload.get("degraded"):
                return _error("NOT_FOUND", f"No definitions of source {body.source!r}: not indexed as code, or it declares nothing")
            return _result(payload)
        if name == "rag_context_repo_map":
            return _result(await tool_calls.repo_map(services, RepoMapBody.model_validate(arguments), metrics))
        if name == "rag_context_status":
            try:
                return _result(await tool_calls.status(services, FolderQuery.model_validate(arguments)))
            except TargetError as failure:
                error = DependencyError(str(failure), dependency=STORE)
                return _result(tool_calls.unavailable(services, error, "status", tool_calls.READ_NOT_DONE), is_error=True)
    except ValidationError as error:
        return _result(invalid_input_body(error, arguments=True), is_error=True)
    except FilterError as error:
        return _result(filter_error_body(error), is_error=True)
    except InvalidMemory as error:  # the index tool: what it supersedes is unknown, or a cycle
        return _result(invalid_memory_body(error), is_error=True)
    except DependencyError as error:  # only the index tool lets one through: its store failed
        return _result(tool_calls.unavailable(services, error, "index", tool_calls.INDEX_NOT_STORED), is_error=True)
    except Exception as error:  # noqa: BLE001 - a tool error the agent can read, as HTTP's 500
        log.exception("mcp.tool_failed", tool=name, error=str(error))
        return _result({"error": "Internal error", "code": "INTERNAL_ERROR", **INTERNAL_ERROR_FALLBACK}, is_error=True)
    return _error("NOT_FOUND", f"Tool {name} not found")


def build_mcp_server(services: ServicesSource, metrics: MetricsSource = lambda: None) -> Server[Any]:
    """The MCP server over the services `services()` returns when a call comes in (None while the
    app is starting)."""

    async def on_list_tools(_ctx: Any, _params: types.PaginatedRequestParams | None) -> types.ListToolsResult:
        return types.ListToolsResult(tools=MCP_TOOLS)

    async def on_call_tool(_ctx: Any, params: types.CallToolRequestParams) -> types.CallToolResult:
        return await call_tool(params.name, params.arguments, services(), metrics())

    return Server(
        SERVER_NAME,
        version=__version__,
        instructions=INSTRUCTIONS,
        on_list_tools=on_list_tools,
        on_call_tool=on_call_tool,
    )


class StreamableHttpMcp:
    """The ASGI endpoint at /mcp. Stateless with JSON responses: the tools need no session or
    server-initiated message, and any replica can answer any request (no sticky sessions behind a
    Kubernetes Service). The session manager runs only inside the app's lifespan; it cannot be
    restarted, so each lifespan gets a new one."""

    def __init__(self, server: Server[Any], max_body_bytes: int, security: TransportSecuritySettings | None = None) -> None:
        self.server = server
        self.max_body_bytes = max_body_bytes
        self.security = security
        self._manager: StreamableHTTPSessionManager | None = None

    @contextlib.asynccontextmanager
    async def running(self) -> AsyncIterator[None]:
        manager = StreamableHTTPSessionManager(
            app=self.server,
            json_response=True,
            stateless=True,
            max_request_body_size=self.max_body_bytes,
            security_settings=self.security,
        )
        async with manager.run():
            self._manager = manager
            try:
                yield
            finally:
                self._manager = None

    async def __call__(self, scope: dict[str, Any], receive: Any, send: Any) -> None:
        if self._manager is None:
            await error_response(503, "SERVICE_UNAVAILABLE", "The MCP endpoint is not running")(scope, receive, send)
            return
        await self._manager.handle_request(scope, receive, send)


def transport_security(settings: Settings) -> TransportSecuritySettings | None:
    """The SDK's own DNS-rebinding check, on the same Host names as every other route
    (Settings.http_allowed_hosts; the app's HostCheckMiddleware refuses the others first), plus its
    Origin check: an Origin, when sent, must be local or one of RAG_CORS_ORIGINS, so a web page
    cannot drive the tools. When any Host is allowed (RAG_API_KEY on an address other machines
    reach, or RAG_ALLOWED_HOSTS=*) the key is the guard and the SDK checks nothing; with networks
    in RAG_ALLOWED_HOSTS (which the SDK cannot match) the app's Host check alone applies."""
    allowed = settings.http_allowed_hosts()
    if allowed is None or allowed.networks:
        # Any Host, or addresses the SDK cannot match by network: the app's own check is the one.
        return None
    hosts = []
    for name, port in allowed.names:
        hosts += [name, f"{name}:*"] if port is None else [f"{name}:{port}"]
    local = ["127.0.0.1", "localhost", "[::1]"]
    configured = configured_origins(settings.rag_cors_origins)
    return TransportSecuritySettings(
        enable_dns_rebinding_protection=True,
        allowed_hosts=hosts,
        allowed_origins=[f"http://{host}:*" for host in local] + configured,
    )


def install_mcp(app: FastAPI, settings: Settings) -> StreamableHttpMcp:
    """Mount the MCP endpoint on `app`, on the services and metrics the app holds; the app's lifespan
    must run `app.state.mcp.running()`. Behind the app's middleware: the API key guards it too."""
    server = build_mcp_server(
        lambda: getattr(app.state, "services", None), lambda: getattr(app.state, "metrics", None)
    )
    endpoint = StreamableHttpMcp(server, settings.rag_max_body_bytes, transport_security(settings))
    app.state.mcp = endpoint
    app.add_route(MCP_PATH, endpoint, include_in_schema=False)
    return endpoint


async def serve_stdio(settings: Settings) -> None:
    """`rag-context mcp`: the tools over stdin/stdout for a local agent runtime. The SDK points
    fd 1 at stderr while it serves, so nothing but protocol messages reaches stdout; the services are
    built inside, after that, so even a library's stray print cannot corrupt the stream."""
    from mcp.server.stdio import stdio_server

    from rag_context.services import build_services

    async with stdio_server() as (read_stream, write_stream):
        services = await build_services(settings)
        await services.start()
        log.info("mcp.stdio_started", backends=services.backend_names, indexed_documents=services.counter.value)
        try:
            server = build_mcp_server(lambda: services)
            await server.run(read_stream, write_stream, server.create_initialization_options())
        finally:
            await services.close()
            log.info("mcp.stdio_stopped")
