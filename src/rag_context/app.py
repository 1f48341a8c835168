"""create_app(settings): the FastAPI application; its lifespan builds and closes the backends."""

from __future__ import annotations

from collections.abc import AsyncIterator, Awaitable, Callable
from contextlib import asynccontextmanager

import structlog
from fastapi import Depends, FastAPI

from rag_context import __version__
from rag_context.api.backups import router as backups_router
from rag_context.api.documents import router as documents_router
from rag_context.api.errors import install_error_handlers
from rag_context.api.graph import router as graph_router
from rag_context.api.mcp import install_mcp
from rag_context.api.openapi import install_openapi
from rag_context.api.query import refuse_unknown_query_parameters
from rag_context.api.routes import router
from rag_context.api.security import install_security
from rag_context.config import Settings, SettingsError
from rag_context.core.ports import ConfigurationError
from rag_context.metrics import install_metrics
from rag_context.observability import CorrelationIdMiddleware
from rag_context.services import Services, build_services

log = structlog.get_logger(__name__)

ServicesFactory = Callable[[Settings], Awaitable[Services]]


def create_app(settings: Settings, services_factory: ServicesFactory = build_services) -> FastAPI:
    @asynccontextmanager
    async def lifespan(app: FastAPI) -> AsyncIterator[None]:
        try:
            services = await services_factory(settings)
        except (SettingsError, ConfigurationError) as error:
            log.error("service.start_failed", error=str(error))  # the one line an operator needs
            raise
        await services.start()
        app.state.services = services
        log.info(
            "service.started",
            backends=services.backend_names,
            data_dir=str(settings.rag_data_dir),
            indexed_documents=services.counter.value,
        )
        try:
            async with mcp.running():  # the MCP session manager lives inside the app's lifespan
                yield
        finally:
            await services.close()
            log.info("service.stopped")

    app = FastAPI(
        title="rag-context",
        version=__version__,
        description="Retrieval service behind the P4NTH30N agent platform: the RAG-001 tools over HTTP.",
        lifespan=lifespan,
        generate_unique_id_function=lambda route: route.name,  # operationIds a generated client can use as method names
        dependencies=[Depends(refuse_unknown_query_parameters)],  # a GET's misspelt parameter is a 400, never ignored
    )
    install_error_handlers(app)
    # Raises SettingsError for an address other machines reach with neither a key nor allowed hosts.
    host_checked = settings.http_allowed_hosts() is not None
    install_openapi(app, api_key_required=bool(settings.rag_api_key), host_checked=host_checked)
    app.include_router(documents_router)  # first: its /tools/rag_context_delete precedes POST /tools/{name}
    app.include_router(graph_router)  # so do the code graph's tools
    app.include_router(router)
    app.include_router(backups_router)
    mcp = install_mcp(app, settings)  # /mcp, behind the same middleware as the routes
    install_security(app, settings)  # before CorrelationIdMiddleware: that one must stay outermost
    install_metrics(app)  # GET /metrics and the request histogram: outside security (sees 401/413)
    app.add_middleware(CorrelationIdMiddleware)
    return app
